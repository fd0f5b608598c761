/* flow-gtk-view-reconcile-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* When the view decides again which nodes have widgets; see
 * flow-gtk-view-reconcile.c.
 */
typedef struct _FlowGtkViewReconciler FlowGtkViewReconciler;

FlowGtkViewReconciler *flow_gtk_view_reconciler_new      (FlowGtkView           *view);
void                   flow_gtk_view_reconciler_free     (FlowGtkViewReconciler *self);
void                   flow_gtk_view_reconciler_map      (FlowGtkViewReconciler *self);
void                   flow_gtk_view_reconciler_unmap    (FlowGtkViewReconciler *self);
void                   flow_gtk_view_reconciler_schedule (FlowGtkViewReconciler *self);
void                   flow_gtk_view_reconciler_resized  (FlowGtkViewReconciler *self);

G_END_DECLS

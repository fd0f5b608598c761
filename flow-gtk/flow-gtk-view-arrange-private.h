/* flow-gtk-view-arrange-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* The view's commands that place nodes: see flow-gtk-view-arrange.c. */
void flow_gtk_view_arrange_install (GtkWidgetClass *widget_class);
void flow_gtk_view_arrange_update  (FlowGtkView    *view);
void flow_gtk_view_arrange_finish_glide (FlowGtkView *view);

G_END_DECLS

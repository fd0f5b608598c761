/* flow-gtk-viewport-keeper-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

#include "flow-gtk-viewport.h"

G_BEGIN_DECLS

/* The name of the graph's extra value that holds a view's zoom and offset. */
#define FLOW_GTK_VIEWPORT_EXTRA "view"

typedef struct _FlowGtkViewportKeeper FlowGtkViewportKeeper;

FlowGtkViewportKeeper *flow_gtk_viewport_keeper_new       (FlowGtkViewport       *viewport);
void                   flow_gtk_viewport_keeper_free      (FlowGtkViewportKeeper *self);
void                   flow_gtk_viewport_keeper_set_graph (FlowGtkViewportKeeper *self,
                                                           FlowGraph             *graph);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkViewportKeeper, flow_gtk_viewport_keeper_free)

G_END_DECLS

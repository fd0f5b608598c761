/* flow-gtk-dock-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-dock.h"
#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* What a dock shows while the user drags a wire over the canvas. The view
 * sets it on every dock widget the dragged wire could end on.
 */
typedef enum
{
  FLOW_GTK_DOCK_DROP_NONE         = 0, /* no drag, or a dock of the same node */
  FLOW_GTK_DOCK_DROP_COMPATIBLE   = 1, /* style class "compatible" */
  FLOW_GTK_DOCK_DROP_INCOMPATIBLE = 2, /* style class "incompatible" (dimmed) */
} FlowGtkDockDropState;

void        _flow_gtk_dock_release          (FlowGtkDock *self);
void        _flow_gtk_dock_set_drop_state   (FlowGtkDock *self,
                                             int          state);
int         _flow_gtk_dock_get_drop_state   (FlowGtkDock *self);
char       *_flow_gtk_dock_dup_tooltip_text (FlowGtkDock *self) G_GNUC_WARN_UNUSED_RESULT;
char       *_flow_gtk_dock_describe         (FlowDock    *dock) G_GNUC_WARN_UNUSED_RESULT;
/* The type a dock is shown with: its own, or, for a reroute's, the type
 * of what feeds the reroute.
 */
GType       _flow_gtk_dock_shown_type       (FlowDock    *dock);

/* Called for each end of a dock's connections; FALSE stops the walk. */
typedef gboolean (* FlowGtkDockEndFunc) (FlowDock *end,
                                         gboolean  through,
                                         gpointer  user_data);

void        _flow_gtk_dock_foreach_end      (FlowDock           *dock,
                                             FlowGtkDockEndFunc  func,
                                             gpointer            user_data);

/* @node got a widget in @view or lost it: the output docks that flow
 * into it set their FLOW_TO relations again.
 */
void        _flow_gtk_dock_update_flows_into (FlowGtkView       *view,
                                              FlowNode          *node);
/* The widgets of the docks at the other ends of @dock's wires describe
 * their connections again.
 */
void        _flow_gtk_dock_describe_ends_again (FlowGtkView     *view,
                                                FlowDock        *dock);
/* The widget of @dock in @view, if it has one, describes it again. */
void        _flow_gtk_dock_describe_again      (FlowGtkView     *view,
                                                FlowDock        *dock);

G_END_DECLS

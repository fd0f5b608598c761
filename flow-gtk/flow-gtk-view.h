/* flow-gtk-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include <flow/flow.h>

#include "flow-gtk-node.h"
#include "flow-gtk-node-factory.h"
#include "flow-gtk-version-macros.h"
#include "flow-gtk-viewport.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_VIEW (flow_gtk_view_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkView, flow_gtk_view, FLOW_GTK, VIEW, GtkWidget)

FLOW_GTK_AVAILABLE_IN_ALL
GtkWidget          *flow_gtk_view_new                 (FlowGraph          *graph) G_GNUC_WARN_UNUSED_RESULT;

FLOW_GTK_AVAILABLE_IN_ALL
FlowGraph          *flow_gtk_view_get_graph           (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_graph           (FlowGtkView        *self,
                                                       FlowGraph          *graph);
FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkViewport    *flow_gtk_view_get_viewport        (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkNodeFactory *flow_gtk_view_get_factory         (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_factory         (FlowGtkView        *self,
                                                       FlowGtkNodeFactory *factory);
FLOW_GTK_AVAILABLE_IN_ALL
GtkSelectionModel  *flow_gtk_view_get_selection       (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
FlowSerializer     *flow_gtk_view_get_serializer      (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_serializer      (FlowGtkView        *self,
                                                       FlowSerializer     *serializer);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_get_editable        (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_editable        (FlowGtkView        *self,
                                                       gboolean            editable);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_get_show_grid       (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_show_grid       (FlowGtkView        *self,
                                                       gboolean            show_grid);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_get_snap_to_grid    (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_snap_to_grid    (FlowGtkView        *self,
                                                       gboolean            snap_to_grid);
FLOW_GTK_AVAILABLE_IN_ALL
double              flow_gtk_view_get_grid_size       (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_grid_size       (FlowGtkView        *self,
                                                       double              grid_size);
FLOW_GTK_AVAILABLE_IN_ALL
double              flow_gtk_view_get_detail_zoom     (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_detail_zoom     (FlowGtkView        *self,
                                                       double              detail_zoom);
FLOW_GTK_AVAILABLE_IN_ALL
GActionGroup       *flow_gtk_view_get_action_group    (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
GMenuModel         *flow_gtk_view_get_canvas_menu     (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_canvas_menu     (FlowGtkView        *self,
                                                       GMenuModel         *menu);
FLOW_GTK_AVAILABLE_IN_ALL
GMenuModel         *flow_gtk_view_get_node_menu       (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_node_menu       (FlowGtkView        *self,
                                                       GMenuModel         *menu);
FLOW_GTK_AVAILABLE_IN_ALL
GMenuModel         *flow_gtk_view_get_connection_menu (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_connection_menu (FlowGtkView        *self,
                                                       GMenuModel         *menu);

FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkNode        *flow_gtk_view_get_node_widget     (FlowGtkView        *self,
                                                       FlowNode           *node);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_get_node_bounds     (FlowGtkView        *self,
                                                       FlowNode           *node,
                                                       graphene_rect_t    *bounds);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_get_dock_position   (FlowGtkView        *self,
                                                       FlowDock           *dock,
                                                       graphene_point_t   *position);
FLOW_GTK_AVAILABLE_IN_ALL
FlowNode           *flow_gtk_view_pick_node           (FlowGtkView        *self,
                                                       double              x,
                                                       double              y);
FLOW_GTK_AVAILABLE_IN_ALL
FlowConnection     *flow_gtk_view_get_selected_connection (FlowGtkView    *self);
FLOW_GTK_AVAILABLE_IN_ALL
FlowNode           *flow_gtk_view_get_context_node    (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
FlowConnection     *flow_gtk_view_get_context_connection (FlowGtkView     *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_get_context_position (FlowGtkView       *self,
                                                       double             *x,
                                                       double             *y);

FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_arrange             (FlowGtkView        *self,
                                                       GError            **error);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_zoom_to_fit         (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_zoom_to_selection   (FlowGtkView        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_scroll_to_node      (FlowGtkView        *self,
                                                       FlowNode           *node);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_focus_node          (FlowGtkView        *self,
                                                       FlowNode           *node);
FLOW_GTK_AVAILABLE_IN_ALL
FlowConnection     *flow_gtk_view_preview_splice      (FlowGtkView        *self,
                                                       FlowNode           *node,
                                                       double              x,
                                                       double              y);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean            flow_gtk_view_splice_node         (FlowGtkView        *self,
                                                       FlowNode           *node,
                                                       FlowConnection     *connection);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_get_fit_margins     (FlowGtkView        *self,
                                                       GtkBorder          *margins);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_set_fit_margins     (FlowGtkView        *self,
                                                       const GtkBorder    *margins);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_view_get_graph_bounds    (FlowGtkView        *self,
                                                       graphene_rect_t    *bounds);
FLOW_GTK_AVAILABLE_IN_ALL
GPtrArray          *flow_gtk_view_get_nodes_in_area   (FlowGtkView        *self,
                                                       const graphene_rect_t *area) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

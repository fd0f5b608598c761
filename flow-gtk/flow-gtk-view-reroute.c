/* flow-gtk-view-reroute.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Reroutes on the canvas: a double-click on a wire, or the
 * flowview.add-reroute action on the selected connection (its menu
 * offers it) or, without one, on a connection of the focused node chosen
 * from a list, puts a FlowReroute into the connection
 * (flow_graph_insert_reroute ()), centred where the wire was clicked or
 * half way along it, and selects it. One step of the history.
 */

#include "config.h"

#include "flow-gtk-view-reroute-private.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

#include "flow-gtk-i18n-private.h"

/* What a reroute measures, about, before it has a widget: its widget is
 * placed so that its middle is where it was asked for.
 */
#define REROUTE_HALF_WIDTH  14.0
#define REROUTE_HALF_HEIGHT 7.0

/* Puts a reroute into @connection, centred on @centre (canvas units), and
 * selects it; tells the user on the canvas when the graph refuses.
 */
FlowNode *
flow_gtk_view_add_reroute (FlowGtkView            *view,
                           FlowConnection         *connection,
                           const graphene_point_t *centre)
{
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  g_autoptr(GError) error = NULL;
  FlowNode *reroute;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return NULL;

  flow_gtk_view_input_cancel_drag (_flow_gtk_view_get_input (view), FALSE);

  reroute = flow_graph_insert_reroute (graph, connection,
                                       centre->x - REROUTE_HALF_WIDTH,
                                       centre->y - REROUTE_HALF_HEIGHT,
                                       &error);
  if (reroute == NULL)
    {
      flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), error->message);
      return NULL;
    }

  /* The new node is the graph's last. */
  _flow_gtk_view_set_selected_connection (view, NULL);
  gtk_selection_model_select_item (flow_gtk_view_get_selection (view),
                                   g_list_model_get_n_items (G_LIST_MODEL (graph)) - 1,
                                   TRUE);

  return reroute;
}

/* Puts a reroute half way along @connection's wire. */
FlowNode *
flow_gtk_view_add_reroute_halfway (FlowGtkView    *view,
                                   FlowConnection *connection)
{
  graphene_point_t from, to, centre;

  if (!flow_gtk_view_get_dock_position (view, FLOW_DOCK (flow_connection_get_source (connection)), &from) ||
      !flow_gtk_view_get_dock_position (view, FLOW_DOCK (flow_connection_get_sink (connection)), &to))
    return NULL;

  graphene_point_interpolate (&from, &to, 0.5, &centre);

  return flow_gtk_view_add_reroute (view, connection, &centre);
}

/* On the selected connection; without one, the list of the focused
 * node's connections, to choose one by keyboard.
 */
static void
add_reroute_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowConnection *connection = flow_gtk_view_get_selected_connection (view);

  if (connection != NULL)
    flow_gtk_view_add_reroute_halfway (view, connection);
  else
    flow_gtk_view_actions_open_connect_popover (_flow_gtk_view_get_actions (view), NULL,
                                                FLOW_GTK_CONNECT_POPOVER_REROUTE);
}

/* Installs the action on the view's class. */
void
flow_gtk_view_reroute_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.add-reroute", NULL,
                                   add_reroute_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "flowview.add-reroute", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "flowview.add-reroute", NULL);
}

/* flow-gtk-view-add.c: adding nodes by searching their types, on the
 * canvas: a wire dropped on empty canvas offers the node types with a
 * dock that fits it and connects the one chosen; Shift+A, or the canvas
 * menu's flowview.add-node, offers every type, at the pointer.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-add-private.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-popover-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * The node types are those the view's serializer makes
 * (flow_serializer_list_types ()): the application registers them once,
 * for files and the clipboard, and the canvas offers the same. Each type
 * is made once per serializer, the first time a list opens, to read its
 * title and docks, which the serializer keeps for the lists after (a
 * GStreamer registry lists hundreds of element types); a type
 * fits a wire when one of its docks of the other kind takes the wire's
 * value type, and the first such dock is connected. The node lands with
 * its top left corner where the wire was dropped (to the left of it for
 * a wire drawn from an input), is one step of the history with its
 * connection, and gets the keyboard focus.
 *
 * A type fits when the graph would connect it too, once added
 * (flow_graph_can_connect_to_new ()): the application's connection
 * filter may refuse the loose end any other wire (a GStreamer pad that
 * is linked already), and a list of nodes that would be added without
 * their wire would contradict the connect list, which offers nothing
 * there.
 *
 * A wire dropped where no node type fits opens nothing, as before, so
 * that applications without registered types see no change; when types
 * fit but the graph refuses the loose end, its reason is shown where the
 * wire was dropped, as for a wire dropped on a dock that refuses it.
 */

#define OFFER_KEY "flow-gtk-add-popover"

static void
closed_cb (GtkPopover  *popover,
           FlowGtkView *view)
{
  if (g_object_get_data (G_OBJECT (view), OFFER_KEY) == popover)
    g_object_set_data (G_OBJECT (view), OFFER_KEY, NULL);

  _flow_gtk_popover_unparent_later (GTK_WIDGET (popover));
}

static void
node_added_cb (GtkPopover  *popover,
               FlowNode    *node,
               GError      *error,
               FlowGtkView *view)
{
  if (error != NULL)
    {
      graphene_point_t at;

      flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                          &GRAPHENE_POINT_INIT (flow_node_get_x (node),
                                                                flow_node_get_y (node)),
                                          &at);
      flow_gtk_view_actions_show_message (_flow_gtk_view_get_actions (view), error->message,
                                          at.x, at.y);
    }

  if (flow_node_get_graph (node) == flow_gtk_view_get_graph (view))
    flow_gtk_view_focus_node (view, node);
}

/* Opens the list at the widget point (@x, @y); with @loose_end, only if a
 * node type fits it. Returns whether it opened.
 */
static gboolean
offer (FlowGtkView *view,
       FlowDock    *loose_end,
       double       x,
       double       y)
{
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  GtkWidget *old = g_object_get_data (G_OBJECT (view), OFFER_KEY);
  GtkWidget *popover;
  graphene_point_t at;

  if (graph == NULL || !flow_gtk_view_get_editable (view) || !_flow_gtk_view_can_pop_up (view))
    return FALSE;

  _flow_gtk_view_widget_to_canvas (view, x, y, &at);

  /* Drawn from an input, the wire comes from the left of the drop. */
  if (loose_end != NULL && FLOW_IS_SINK (loose_end))
    at.x -= 160;

  popover = flow_gtk_connect_popover_new_add (graph, flow_gtk_view_get_serializer (view),
                                              loose_end, &at);
  if (loose_end != NULL &&
      flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (popover)) == 0)
    {
      const char *refusal = flow_gtk_connect_popover_get_refusal (FLOW_GTK_CONNECT_POPOVER (popover));

      if (refusal != NULL)
        flow_gtk_view_actions_show_message (_flow_gtk_view_get_actions (view), refusal, x, y);

      g_object_ref_sink (popover);
      g_object_unref (popover);
      return FALSE;
    }

  if (old != NULL)
    gtk_popover_popdown (GTK_POPOVER (old));

  gtk_widget_set_parent (popover, GTK_WIDGET (view));
  g_object_set_data (G_OBJECT (view), OFFER_KEY, popover);
  g_signal_connect_object (popover, "closed", G_CALLBACK (closed_cb), view, 0);
  g_signal_connect_object (popover, "node-added", G_CALLBACK (node_added_cb), view, 0);
  /* Closed without adding, the keyboard goes back where it was. */
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (view), popover, NULL);
  gtk_popover_set_pointing_to (GTK_POPOVER (popover),
                               &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (popover));

  return TRUE;
}

/* A wire drawn from @loose_end was dropped on the empty canvas at the
 * widget point (@x, @y).
 */
gboolean
flow_gtk_view_add_offer_for_wire (FlowGtkView *view,
                                  FlowDock    *loose_end,
                                  double       x,
                                  double       y)
{
  g_return_val_if_fail (FLOW_IS_DOCK (loose_end), FALSE);

  return offer (view, loose_end, x, y);
}

static void
add_node_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  double x, y;

  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "s");

  if (g_strcmp0 (g_variant_get_string (parameter, NULL), "context") == 0)
    {
      graphene_point_t point;
      double cx, cy;

      flow_gtk_view_get_context_position (view, &cx, &cy);
      flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                          &GRAPHENE_POINT_INIT (cx, cy), &point);
      x = point.x;
      y = point.y;
    }
  else if (!flow_gtk_view_input_get_pointer (_flow_gtk_view_get_input (view), &x, &y))
    {
      x = gtk_widget_get_width (widget) / 2.0;
      y = gtk_widget_get_height (widget) / 2.0;
    }

  offer (view, NULL, x, y);
}

/* Installs flowview.add-node ("pointer" or "context") and Shift+A. */
void
flow_gtk_view_add_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.add-node", "s", add_node_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_SHIFT_MASK,
                                       "flowview.add-node", "s", "pointer");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_A, GDK_SHIFT_MASK,
                                       "flowview.add-node", "s", "pointer");
}

/* flow-gtk-view-wirenav.c: the keyboard's way to the wires. Alt+Right
 * selects, in turn, the connections that leave the focused node, and
 * Alt+Left those that reach it (mirrored in right-to-left views, where
 * outputs are on the left); the selected connection is then deleted with
 * Delete, or opened with Menu. The view's accessible description says
 * which connection is selected, in the words of the connect list.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-wirenav-private.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * A wire has no widget to focus (GTK 4.8 allows only widgets in the
 * accessible tree, and a graph of 100,000 connections cannot have one
 * each), so the focus stays on the node and the walk moves the selected
 * connection, the one Delete and Menu act on. Walking unselects the
 * nodes, so that Delete removes the connection alone. Rejected: a focus
 * ring that leaves the node for the wire, which would leave the focused
 * node and so the next key without an anchor.
 */

static void
say (FlowGtkView *view,
     const char  *message)
{
  flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), message);
}

/* The connections of @node's outputs, or of its inputs, in the order of
 * its docks and of their connections.
 */
static GPtrArray *
connections_of (FlowNode *node,
                gboolean  outputs)
{
  GPtrArray *connections = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *docks = outputs ? flow_node_get_sources (node) : flow_node_get_sinks (node);

  for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
      GListModel *list = flow_dock_get_connections (dock);

      for (guint j = 0; j < g_list_model_get_n_items (list); j++)
        g_ptr_array_add (connections, g_list_model_get_item (list, j));
    }

  return connections;
}

static void
walk_connections_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGtkNodeRecord *focus = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view));
  FlowConnection *selected = flow_gtk_view_get_selected_connection (view);
  gboolean outputs;
  g_autoptr(GPtrArray) connections = NULL;
  guint next = 0;

  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "s");
  outputs = g_str_equal (g_variant_get_string (parameter, NULL), "right");

  if (flow_gtk_view_get_graph (view) == NULL)
    return;

  if (focus == NULL)
    {
      say (view, _("Focus a node to walk its connections"));
      return;
    }

  /* Directions are on the screen: outputs are on the left when the
   * canvas runs from right to left.
   */
  if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    outputs = !outputs;

  connections = connections_of (focus->node, outputs);
  if (connections->len == 0)
    {
      say (view, outputs ? _("No connection leaves this node")
                         : _("No connection reaches this node"));
      return;
    }

  for (guint i = 0; i < connections->len; i++)
    if (connections->pdata[i] == selected)
      next = (i + 1) % connections->len;

  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (view));
  _flow_gtk_view_set_selected_connection (view, connections->pdata[next]);
}

/* The selected connection changed: the view's description says which. */
static void
weak_pointer_free (gpointer data)
{
  GtkWidget **pointer = data;

  g_clear_weak_pointer (pointer);
  g_free (pointer);
}

/* The node widget described by the selected connection, for the view. */
static GtkWidget **
described_node (FlowGtkView *view)
{
  static GQuark quark;
  GtkWidget **pointer;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("flow-gtk-wirenav-described");

  if ((pointer = g_object_get_qdata (G_OBJECT (view), quark)) == NULL)
    {
      pointer = g_new0 (GtkWidget *, 1);
      g_object_set_qdata_full (G_OBJECT (view), quark, pointer, weak_pointer_free);
    }

  return pointer;
}

void
flow_gtk_view_wirenav_selected_changed (FlowGtkView    *view,
                                        FlowConnection *connection)
{
  GtkWidget **described = described_node (view);
  g_autofree char *which = NULL;
  g_autofree char *text = NULL;
  GtkRoot *root;
  GtkWidget *focus;

  if (*described != NULL)
    {
      _flow_gtk_node_set_announcement (FLOW_GTK_NODE (*described), NULL);
      g_clear_weak_pointer (described);
    }

  if (connection == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  which = flow_gtk_connection_describe (connection);
  /* Translators: the view's description while a connection is selected;
   * %s says which, as "Output Sum of Add to input A of Multiply".
   */
  text = g_strdup_printf (_("Selected connection: %s"), which);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);

  /* The node widget that keeps the focus says it too: a screen reader
   * speaks a new description of the object with the focus, not of the
   * view around it.
   */
  root = gtk_widget_get_root (GTK_WIDGET (view));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && FLOW_GTK_IS_NODE (focus) && gtk_widget_is_ancestor (focus, GTK_WIDGET (view)))
    {
      _flow_gtk_node_set_announcement (FLOW_GTK_NODE (focus), text);
      g_set_weak_pointer (described, focus);
    }
}

/* Installs the action and its keys on the view's class. */
void
flow_gtk_view_wirenav_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.walk-connections", "s",
                                   walk_connections_action);

  /* Menus show the last key bound: the keypad's first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, GDK_ALT_MASK,
                                       "flowview.walk-connections", "s", "right");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "flowview.walk-connections", "s", "right");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, GDK_ALT_MASK,
                                       "flowview.walk-connections", "s", "left");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "flowview.walk-connections", "s", "left");
}

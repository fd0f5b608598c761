/* test-view-a11y.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include <string.h>

#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-dock-private.h"
#include "flow-gtk-view-frames-private.h"

/* What the view tells assistive technologies about connections: the
 * descriptions of dock widgets and of the view name the nodes at the
 * other ends by the titles they have now.
 */

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          double      x,
          double      y)
{
  return flow_test_add_node (graph, title, "in:double", "out:double", x, y);
}

static FlowConnection *
connect (FlowGraph *graph,
         FlowNode  *from,
         FlowNode  *to)
{
  return flow_test_connect (graph, flow_test_source (from, "out"), flow_test_sink (to, "in"));
}

static GtkWidget *
dock_widget (GtkWidget  *view,
             FlowNode   *node,
             const char *name)
{
  FlowGtkNode *widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node);

  g_assert_nonnull (widget);

  return flow_gtk_node_get_dock_widget (widget, flow_node_get_dock (node, name));
}

static void
test_view_a11y_renamed_peer (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a, *b, *far;
  FlowConnection *connection;
  GtkWidget *view, *window;
  GtkWidget *b_in, *b_out, *a_out;

  g_test_summary ("A node renamed is named by its new title in the "
                  "descriptions of the docks it is connected to and of the "
                  "view while one of its connections is selected, also when "
                  "it has no widget, and after an undo.");

  a = add_node (graph, "A", 0, 0);
  b = add_node (graph, "B", 300, 0);
  far = add_node (graph, "Far", 20000, 20000);
  connection = connect (graph, a, b);
  connect (graph, b, far);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), far));

  b_in = dock_widget (view, b, "in");
  b_out = dock_widget (view, b, "out");
  a_out = dock_widget (view, a, "out");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: out of A");
  gtk_test_accessible_assert_property (b_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: in of Far");
  _flow_gtk_view_set_selected_connection (FLOW_GTK_VIEW (view), connection);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Selected connection: Output out of A to input in of B");

  /* At once, without a frame: the dock of the other end and the view. */
  flow_node_set_title (a, "Apples");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: out of Apples");
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Selected connection: Output out of Apples to input in of B");
  /* The renamed node's own docks name the others, unchanged. */
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: in of B");

  /* A node without a widget, renamed: the docks that show it follow. */
  flow_node_set_title (far, "Total");
  gtk_test_accessible_assert_property (b_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: in of Total");
  flow_node_set_title (far, NULL);
  gtk_test_accessible_assert_property (b_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: in of Untitled node");

  /* Undo gives the title back, and the descriptions with it. */
  flow_history_undo (flow_graph_get_history (graph));
  gtk_test_accessible_assert_property (b_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: in of Total");
  flow_history_undo (flow_graph_get_history (graph));
  flow_history_undo (flow_graph_get_history (graph));
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: out of A");
  gtk_test_accessible_assert_property (b_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: in of Far");

  /* The connection unselected: a rename leaves the view undescribed. */
  _flow_gtk_view_set_selected_connection (FLOW_GTK_VIEW (view), NULL);
  flow_node_set_title (a, "Pears");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: out of Pears");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* What an application says of a dock comes before its connections in
 * the description of its widget, at once when it changes, and on the
 * second line of its tooltip; a dock without a widget gets it when its
 * widget is made.
 */
static void
test_view_a11y_dock_description (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a, *b, *far;
  GtkWidget *view, *window, *b_in;
  g_autofree char *tooltip = NULL;

  a = add_node (graph, "A", 0, 0);
  b = add_node (graph, "B", 300, 0);
  far = add_node (graph, "Far", 20000, 20000);
  connect (graph, a, b);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);

  b_in = dock_widget (view, b, "in");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: out of A");

  flow_dock_set_description (flow_node_get_dock (b, "in"), "Raw audio, 48 kHz");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Raw audio, 48 kHz — 1 connection: out of A");
  tooltip = _flow_gtk_dock_dup_tooltip_text (FLOW_GTK_DOCK (b_in));
  g_assert_cmpstr (tooltip, ==, "in: number (gdouble)\nRaw audio, 48 kHz");

  flow_dock_set_description (flow_node_get_dock (b, "in"), NULL);
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: out of A");

  /* Off screen, then in sight. */
  flow_dock_set_description (flow_node_get_dock (far, "out"), "The total");
  flow_gtk_view_scroll_to_node (FLOW_GTK_VIEW (view), far);
  view_test_run_frames (window, 3);
  gtk_test_accessible_assert_property (dock_widget (view, far, "out"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "The total — Not connected");

  gtk_window_destroy (GTK_WINDOW (window));
}

static FlowNode *
add_reroute (FlowGraph *graph,
             double     x,
             double     y)
{
  g_autoptr(FlowNode) reroute = flow_reroute_new ();

  flow_node_set_position (reroute, x, y);
  flow_graph_add_node (graph, reroute);

  return reroute;
}

static void
test_view_a11y_through_reroutes (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *a, *b, *c, *far, *first, *second, *loop;
  FlowConnection *to_c, *between;
  GtkWidget *view, *window;
  GtkWidget *a_out, *b_in, *c_in;

  g_test_summary ("Docks name the nodes beyond reroutes, and follow "
                  "wires made and removed at a reroute and renames "
                  "beyond one; a reroute that leads to no node is named "
                  "so, also in a loop of reroutes.");

  flow_graph_set_allow_cycles (graph, TRUE);
  a = add_node (graph, "A", 0, 0);
  first = add_reroute (graph, 250, 50);
  second = add_reroute (graph, 350, 50);
  b = add_node (graph, "B", 500, 0);
  c = add_node (graph, "C", 500, 200);
  far = add_node (graph, "Far", 20000, 20000);
  flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (first, "in"));
  between = flow_test_connect (graph, flow_test_source (first, "out"), flow_test_sink (second, "in"));
  flow_test_connect (graph, flow_test_source (second, "out"), flow_test_sink (b, "in"));
  to_c = flow_test_connect (graph, flow_test_source (second, "out"), flow_test_sink (c, "in"));

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);

  a_out = dock_widget (view, a, "out");
  b_in = dock_widget (view, b, "in");
  c_in = dock_widget (view, c, "in");
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: in of B via a reroute, in of C via a reroute");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: out of A via a reroute");

  /* Renamed beyond a reroute, with a widget and without. */
  flow_node_set_title (a, "Apples");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: out of Apples via a reroute");
  flow_node_set_title (c, "Cherries");
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: in of B via a reroute, in of Cherries via a reroute");
  g_assert_true (flow_graph_remove_connection (graph, to_c, NULL));
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: in of B via a reroute");
  gtk_test_accessible_assert_property (c_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Not connected");
  flow_test_connect (graph, flow_test_source (second, "out"), flow_test_sink (far, "in"));
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: in of B via a reroute, in of Far via a reroute");
  flow_node_set_title (far, "Total");
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: in of B via a reroute, in of Total via a reroute");

  /* The wire between the reroutes gone: both sides lead to no node. */
  g_assert_true (flow_graph_remove_connection (graph, between, NULL));
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: a reroute, connected to no node");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: a reroute, connected to no node");
  flow_history_undo (history);
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: in of B via a reroute, in of Total via a reroute");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: out of Apples via a reroute");

  /* A loop of reroutes that C alone leaves: it leads to no node. */
  loop = add_reroute (graph, 350, 300);
  between = g_list_model_get_item (flow_dock_get_connections (FLOW_DOCK (flow_test_source (first, "out"))), 0);
  g_object_unref (between);
  g_assert_true (flow_graph_remove_connection (graph, between, NULL));
  flow_test_connect (graph, flow_test_source (second, "out"), flow_test_sink (loop, "in"));
  flow_test_connect (graph, flow_test_source (loop, "out"), flow_test_sink (second, "in"));
  flow_test_connect (graph, flow_test_source (loop, "out"), flow_test_sink (c, "in"));
  gtk_test_accessible_assert_property (c_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: a reroute, connected to no node");
  gtk_test_accessible_assert_property (b_in, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: a reroute, connected to no node");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_a11y_renamed_port (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Scale");
  g_autoptr(FlowNode) group_node = NULL;
  g_autoptr(GError) error = NULL;
  FlowNode *a;
  GtkWidget *view, *window, *a_out;

  g_test_summary ("A group's input renamed is named by its new name in "
                  "the description of the dock connected to it on a "
                  "group node, and by its old one after an undo; a label "
                  "set on a dock, in sight or not, is named at the other "
                  "end.");

  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  g_assert_true (flow_graph_add_group (graph, group, &error));
  g_assert_no_error (error);
  group_node = flow_group_node_new (group);
  flow_node_set_title (group_node, "Scaled");
  flow_node_set_position (group_node, 300, 0);
  flow_graph_add_node (graph, group_node);
  a = add_node (graph, "A", 0, 0);
  flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (group_node, "x"));

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);

  a_out = dock_widget (view, a, "out");
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: x of Scaled");

  /* The port is a new dock, connected anew: its peers say its name. */
  g_assert_true (flow_group_rename_port (group, flow_node_get_dock (flow_group_get_input_node (group), "x"),
                                         "factor", &error));
  g_assert_no_error (error);
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: factor of Scaled");
  flow_history_undo (flow_graph_get_history (graph));
  gtk_test_accessible_assert_property (a_out, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: x of Scaled");

  /* A label set on a dock in sight: the other end says it at once. */
  flow_dock_set_label (FLOW_DOCK (flow_test_source (a, "out")), "Apples");
  gtk_test_accessible_assert_property (dock_widget (view, group_node, "x"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: Apples of A");

  /* And on a dock out of sight, which has no widget to tell it. */
  flow_node_set_position (a, 20000, 20000);
  view_test_run_frames (window, 3);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));
  flow_dock_set_label (FLOW_DOCK (flow_test_source (a, "out")), "Pears");
  gtk_test_accessible_assert_property (dock_widget (view, group_node, "x"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "1 connection: Pears of A");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_a11y_flows_to (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a, *b, *c, *d, *e, *far, *reroute;
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  GtkWidget *a_out;

  g_test_summary ("An output dock's widget flows to the widgets of the "
                  "input docks its wires lead to, through reroutes, as far "
                  "as they have widgets: a node whose widget goes or comes "
                  "leaves or joins the relations that name it.");

  a = add_node (graph, "A", 0, 0);
  b = add_node (graph, "B", 300, 0);
  c = add_node (graph, "C", 300, 200);
  far = add_node (graph, "Far", 20000, 20000);
  d = add_node (graph, "D", 0, 400);
  reroute = add_reroute (graph, 200, 450);
  e = add_node (graph, "E", 400, 400);
  connect (graph, a, b);
  connect (graph, a, c);
  connect (graph, a, far);
  flow_test_connect (graph, flow_test_source (d, "out"), flow_test_sink (reroute, "in"));
  flow_test_connect (graph, flow_test_source (reroute, "out"), flow_test_sink (e, "in"));

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  flow_gtk_viewport_set_offset (viewport, -20, -20);
  view_test_run_frames (window, 3);

  /* Far has no widget: the description names it, the relation cannot. */
  a_out = dock_widget (view, a, "out");
  gtk_test_accessible_assert_relation (a_out, GTK_ACCESSIBLE_RELATION_FLOW_TO,
                                       dock_widget (view, b, "in"), dock_widget (view, c, "in"), NULL);
  gtk_test_accessible_assert_relation (dock_widget (view, d, "out"), GTK_ACCESSIBLE_RELATION_FLOW_TO,
                                       dock_widget (view, e, "in"), NULL);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (dock_widget (view, b, "in")),
                                                    GTK_ACCESSIBLE_RELATION_FLOW_TO));

  /* A keeps its widget with the focus; B and C lose theirs, Far gets
   * one: the relation follows.
   */
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), a);
  view_test_run_frames (window, 2);
  flow_gtk_viewport_set_offset (viewport, 10000, 10000);
  view_test_run_frames (window, 3);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), b));
  g_assert_true (dock_widget (view, a, "out") == a_out);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (a_out), GTK_ACCESSIBLE_RELATION_FLOW_TO));
  flow_gtk_viewport_set_offset (viewport, 20000 - 20, 20000 - 20);
  view_test_run_frames (window, 3);
  gtk_test_accessible_assert_relation (a_out, GTK_ACCESSIBLE_RELATION_FLOW_TO,
                                       dock_widget (view, far, "in"), NULL);

  /* The connection to Far removed: nothing in sight to flow to. */
  {
    g_autoptr(FlowConnection) to_far = g_list_model_get_item (flow_dock_get_connections (FLOW_DOCK (flow_test_source (a, "out"))), 2);

    g_assert_true (flow_graph_remove_connection (graph, to_far, NULL));
  }
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (a_out), GTK_ACCESSIBLE_RELATION_FLOW_TO));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The connect list the view shows, if one is open. */
static FlowGtkConnectPopover *
shown_list (GtkWidget *view)
{
  return (FlowGtkConnectPopover *) flow_gtk_test_shown_child (view, FLOW_GTK_TYPE_CONNECT_POPOVER);
}

static guint
dock_list_choices (GtkWidget  *view,
                   GtkWidget  *window,
                   GtkWidget  *dock_widget,
                   const char *action)
{
  FlowGtkConnectPopover *list;
  guint n;

  g_assert_true (gtk_widget_activate_action (dock_widget, action, NULL));
  view_test_run_frames (window, 2);
  list = shown_list (view);
  g_assert_nonnull (list);
  n = flow_gtk_connect_popover_get_n_choices (list);

  /* The rows shown are named by what they say, for a screen reader. */
  if (n > 0)
    {
      GtkWidget *rows = flow_gtk_test_find_widget (GTK_WIDGET (list), GTK_TYPE_LIST_VIEW, NULL);
      GtkWidget *label = flow_gtk_test_find_widget (rows, GTK_TYPE_LABEL, NULL);
      const char *text = flow_gtk_connect_popover_get_choice_text (list, 0);
      g_autofree char *error = NULL;

      g_assert_nonnull (label);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
      /* Shown whole: choices differ at their ends. */
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text);
      g_assert_null (error);
    }

  gtk_popover_popdown (GTK_POPOVER (list));
  view_test_run_frames (window, 2);

  return n;
}

/* Whether @widget's own @action is enabled: GTK tells it to a button
 * inside the widget, bound to the action, and to no one else.
 */
static gboolean
action_enabled (GtkWidget  *widget,
                const char *action)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_parent (button, widget);
  enabled = gtk_widget_get_sensitive (button);
  gtk_widget_unparent (button);

  return enabled;
}

static GtkWidget *
node_widget (GtkWidget *view,
             FlowNode  *node)
{
  FlowGtkNode *widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node);

  g_assert_nonnull (widget);

  return GTK_WIDGET (widget);
}

static void
test_view_a11y_actions (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  guint n_node;

  g_test_summary ("A dock's actions open the view's connect and disconnect "
                  "lists for that dock alone; disconnecting is enabled "
                  "while the dock is connected. A node's actions are the "
                  "view's commands for it, editing ones only while the "
                  "view edits.");

  /* A name long enough to make rows longer than the lists are wide. */
  a = add_node (graph, "A node whose title is longer than any list is wide", 0, 0);
  b = add_node (graph, "B", 300, 0);
  c = add_node (graph, "C", 300, 200);
  connect (graph, a, b);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);

  /* A's output has one connection to remove; the node's list has the
   * same, A's input having none.
   */
  g_assert_cmpuint (dock_list_choices (view, window, dock_widget (view, a, "out"), "dock.disconnect"), ==, 1);

  /* C's input can be fed by A's or B's output; C's node list also
   * offers its output to A's and B's inputs.
   */
  g_assert_cmpuint (dock_list_choices (view, window, dock_widget (view, c, "in"), "dock.connect"), ==, 2);
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), c);
  g_assert_true (gtk_widget_activate_action (view, "flowview.connect", NULL));
  view_test_run_frames (window, 2);
  n_node = flow_gtk_connect_popover_get_n_choices (shown_list (view));
  g_assert_cmpuint (n_node, >, 2);
  gtk_popover_popdown (GTK_POPOVER (shown_list (view)));
  view_test_run_frames (window, 2);

  /* The node's own action: the same list, for that node, focused. */
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), a);
  g_assert_cmpuint (dock_list_choices (view, window, node_widget (view, c), "node.connect"), ==, n_node);
  g_assert_true (gtk_widget_has_focus (node_widget (view, c)));

  /* Enabled states, as a button bound to the action shows them. */
  g_assert_true (action_enabled (dock_widget (view, c, "in"), "dock.connect"));
  g_assert_false (action_enabled (dock_widget (view, c, "in"), "dock.disconnect"));
  g_assert_true (action_enabled (dock_widget (view, a, "out"), "dock.disconnect"));
  connect (graph, b, c);
  g_assert_true (action_enabled (dock_widget (view, c, "in"), "dock.disconnect"));
  g_assert_true (action_enabled (node_widget (view, c), "node.rename"));
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  view_test_run_frames (window, 1);
  g_assert_false (action_enabled (node_widget (view, c), "node.rename"));
  g_assert_false (action_enabled (node_widget (view, c), "node.connect"));
  g_assert_true (action_enabled (node_widget (view, c), "node.activate"));

  /* Outside a view they would do nothing: disabled. */
  {
    GtkWidget *other = gtk_window_new ();
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *node = g_object_new (FLOW_GTK_TYPE_NODE, NULL);
    GtkWidget *dock = flow_gtk_dock_new (FLOW_DOCK (flow_test_source (a, "out")));

    gtk_box_append (GTK_BOX (box), node);
    gtk_box_append (GTK_BOX (box), dock);
    gtk_window_set_child (GTK_WINDOW (other), box);
    g_assert_false (action_enabled (node, "node.activate"));
    g_assert_false (action_enabled (dock, "dock.connect"));
    g_assert_false (action_enabled (dock, "dock.disconnect"));
    gtk_window_destroy (GTK_WINDOW (other));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Gives @widget the keyboard focus, visible, in @window; without a window
 * manager the X server may take the window's focus away meanwhile.
 */
static void
focus_visibly (GtkWidget *window,
               GtkWidget *widget)
{
  for (guint i = 0; i < 20 && !gtk_widget_has_focus (widget); i++)
    {
      gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
      gtk_widget_grab_focus (widget);
      flow_gtk_test_spin (50);
      if (!gtk_widget_has_focus (widget))
        gtk_window_present (GTK_WINDOW (window));
    }
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  flow_gtk_test_spin (50);
  g_assert_true (gtk_widget_has_focus (widget));
}

static void
test_view_a11y_focus_ring (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a;
  GtkWidget *view, *window;
  graphene_rect_t bounds;
  GdkRGBA edge, inside;

  g_test_summary ("The keyboard focus on the canvas itself shows, as a ring inside its "
                  "edge; it does not while a node has the focus.");

  a = add_node (graph, "A", 100, 100);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);
  g_assert_true (gtk_widget_compute_bounds (view, window, &bounds));

  focus_visibly (window, view);
  {
    g_autoptr(GdkTexture) texture = flow_gtk_test_render (window);

    flow_gtk_test_get_pixel (texture, bounds.origin.x + 2, bounds.origin.y + bounds.size.height / 2, &edge);
    flow_gtk_test_get_pixel (texture, bounds.origin.x + 20, bounds.origin.y + bounds.size.height / 2, &inside);
    if (flow_gtk_test_rgba_close (&edge, &inside, 0.1))
      g_error ("no ring: edge %s, inside %s", gdk_rgba_to_string (&edge), gdk_rgba_to_string (&inside));
  }

  focus_visibly (window, GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)));
  {
    g_autoptr(GdkTexture) texture = flow_gtk_test_render (window);

    flow_gtk_test_get_pixel (texture, bounds.origin.x + 2, bounds.origin.y + bounds.size.height / 2, &edge);
    flow_gtk_test_get_pixel (texture, bounds.origin.x + 20, bounds.origin.y + bounds.size.height / 2, &inside);
    if (!flow_gtk_test_rgba_close (&edge, &inside, 0.1))
      g_error ("a ring with a node focused: edge %s, inside %s",
               gdk_rgba_to_string (&edge), gdk_rgba_to_string (&inside));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Nodes grouped by keys: the group node takes the keyboard focus, which
 * was on a node it took in, as it takes the selection.
 */
static void
test_view_a11y_group_takes_focus (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  GtkSelectionModel *selection;
  GtkWidget *view, *window, *focus;
  FlowNode *group_node;

  g_test_summary ("Grouping by keys gives the group node the keyboard focus.");

  flow_node_set_position (b, 300, 0);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 3);

  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), a);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  gtk_selection_model_select_all (selection);
  g_assert_true (gtk_widget_activate_action (view, "flowview.group-selection", NULL));
  view_test_run_frames (window, 3);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  group_node = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  g_object_unref (group_node);
  g_assert_true (FLOW_IS_GROUP_NODE (group_node));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (focus == GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), group_node)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Two nodes of one title: the lists of connections to make and to remove
 * tell them apart by their connections, as the go-to list does; a choice
 * without a twin reads as before.
 */
static void
test_view_a11y_same_titles_told_apart (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *apples, *first, *second, *display;
  GtkWidget *list;
  const char *texts[2];

  g_test_summary ("The connect and disconnect lists tell two nodes of one title apart.");

  apples = add_node (graph, "Apples", 0, 0);
  first = add_node (graph, "Multiply", 200, 0);
  second = add_node (graph, "Multiply", 200, 200);
  display = add_node (graph, "Display", 400, 0);
  connect (graph, apples, first);

  list = g_object_ref_sink (flow_gtk_connect_popover_new (graph, display, flow_node_get_dock (display, "in"),
                                                          FLOW_GTK_CONNECT_POPOVER_CONNECT));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 3);
  for (guint i = 0, k = 0; i < 3; i++)
    {
      const char *text = flow_gtk_connect_popover_get_choice_text (FLOW_GTK_CONNECT_POPOVER (list), i);

      g_test_message ("%s", text);
      if (strstr (text, "Multiply") != NULL)
        texts[k++] = text;
      else
        g_assert_cmpstr (text, ==, "Input in from output out of Apples");
    }
  g_assert_cmpstr (texts[0], !=, texts[1]);
  g_assert_nonnull (strstr (texts[0], "(From Apples)"));
  g_assert_nonnull (strstr (texts[1], "(Not connected)"));
  g_object_unref (list);

  /* Apples feeds both: the list of connections to remove. */
  connect (graph, apples, second);
  list = g_object_ref_sink (flow_gtk_connect_popover_new (graph, apples, NULL,
                                                          FLOW_GTK_CONNECT_POPOVER_DISCONNECT));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 2);
  texts[0] = flow_gtk_connect_popover_get_choice_text (FLOW_GTK_CONNECT_POPOVER (list), 0);
  texts[1] = flow_gtk_connect_popover_get_choice_text (FLOW_GTK_CONNECT_POPOVER (list), 1);
  g_test_message ("%s / %s", texts[0], texts[1]);
  g_assert_cmpstr (texts[0], !=, texts[1]);
  g_object_unref (list);
}

/* The list of connections to make offers free inputs first; one that
 * would take an input from what feeds it comes last, and says so, so
 * that Enter on the first row after adding a node never breaks a chain.
 */
static void
test_view_a11y_replacing_last (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *source, *volume, *convert;
  FlowGtkConnectPopover *list;
  guint n;

  g_test_summary ("The connect list offers a connection that replaces another last, "
                  "saying what it replaces.");

  source = add_node (graph, "Source", 0, 0);
  volume = add_node (graph, "Volume", 200, 0);
  convert = add_node (graph, "Convert", 400, 0);
  connect (graph, source, volume);

  list = FLOW_GTK_CONNECT_POPOVER (g_object_ref_sink (flow_gtk_connect_popover_new (graph, convert, NULL,
                                                                                    FLOW_GTK_CONNECT_POPOVER_CONNECT)));
  n = flow_gtk_connect_popover_get_n_choices (list);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      const char *text = flow_gtk_connect_popover_get_choice_text (list, i);

      g_test_message ("%s", text);
      if (i < n - 1)
        g_assert_null (strstr (text, "replacing"));
    }
  g_assert_cmpstr (flow_gtk_connect_popover_get_choice_text (list, n - 1), ==,
                   "Output out to input in of Volume, replacing output out of Source");
  g_object_unref (list);
}

/* The label under @root whose text is @text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
        return child;
      if ((found = find_label (child, text)) != NULL)
        return found;
    }

  return NULL;
}

static void
test_view_a11y_frame_colors (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  GtkWidget *view, *window, *editor, *drop_down, *list_popover, *blue;

  g_test_summary ("The colour list of the frame editor names its rows, and the "
                  "drop-down tells the colour chosen.");

  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_BLUE);
  flow_graph_add_node (graph, frame);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);

  flow_gtk_view_edit_frame (FLOW_GTK_VIEW (view), FLOW_FRAME (frame));
  flow_gtk_test_spin (100);
  editor = flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER);
  g_assert_nonnull (editor);
  drop_down = flow_gtk_test_find_widget (editor, GTK_TYPE_DROP_DOWN, NULL);
  g_assert_nonnull (drop_down);
  gtk_test_accessible_assert_property (drop_down, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Blue");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), FLOW_FRAME_COLOR_RED);
  gtk_test_accessible_assert_property (drop_down, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Red");

  /* Its list, popped up as Space or a click would. */
  g_assert_cmpuint (g_signal_lookup ("activate", GTK_TYPE_DROP_DOWN), !=, 0);
  g_signal_emit_by_name (drop_down, "activate");
  flow_gtk_test_spin (200);
  list_popover = flow_gtk_test_find_widget (drop_down, GTK_TYPE_POPOVER, NULL);
  g_assert_nonnull (list_popover);
  blue = find_label (list_popover, "Blue");
  g_assert_nonnull (blue);
  gtk_test_accessible_assert_property (gtk_widget_get_parent (blue), GTK_ACCESSIBLE_PROPERTY_LABEL, "Blue");

  /* Closed before the window goes: GTK's timers of an open popover
   * outlive a window destroyed under it.
   */
  gtk_popover_popdown (GTK_POPOVER (list_popover));
  gtk_popover_popdown (GTK_POPOVER (editor));
  flow_gtk_test_spin (100);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_a11y_escape_leaves_field (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *node;
  GtkSelectionModel *selection;
  GtkWidget *view, *window, *widget, *field;

  g_test_summary ("Escape in a node's field gives the focus back to the node and keeps "
                  "the selection; again, it clears the selection.");

  node = flow_test_add_node (graph, "Number", "value:double", "out:double", 40, 40);
  flow_sink_set_default_double (flow_node_get_sink (node, "value"), 42);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  gtk_selection_model_select_item (selection, 0, TRUE);

  widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node));
  field = flow_gtk_test_find_widget (widget, GTK_TYPE_TEXT, NULL);
  g_assert_nonnull (field);
  g_assert_true (gtk_widget_grab_focus (field));
  g_assert_true (gtk_widget_has_focus (field));

  g_assert_true (gtk_widget_activate_action (view, "flowview.unselect-all", NULL));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == widget);
  g_assert_true (gtk_selection_model_is_selected (selection, 0));

  g_assert_true (gtk_widget_activate_action (view, "flowview.unselect-all", NULL));
  g_assert_false (gtk_selection_model_is_selected (selection, 0));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_a11y_paste_takes_focus (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a;
  GtkWidget *view, *window, *focus;
  g_autoptr(GHashTable) places = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gint64 end;

  g_test_summary ("A duplicate and a paste made by keys take the focus, and a paste "
                  "does not land exactly on a node already there.");

  a = flow_test_add_node (graph, "Text", NULL, "out:double", 40, 40);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), a);
  flow_gtk_test_spin (50);

  g_assert_true (gtk_widget_activate_action (view, "flowview.duplicate", NULL));
  flow_gtk_test_spin (50);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  {
    g_autoptr(FlowNode) copy = g_list_model_get_item (G_LIST_MODEL (graph), 1);

    g_assert_true (focus == GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), copy)));
  }

  /* Copied and pasted: beside the copy, not on it. Then again. */
  for (guint round = 0; round < 2; round++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

      g_assert_true (gtk_widget_activate_action (view, "flowview.copy", NULL));
      g_assert_true (gtk_widget_activate_action (view, "flowview.paste", NULL));
      end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
      while (g_list_model_get_n_items (G_LIST_MODEL (graph)) == n && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n + 1);
      flow_gtk_test_spin (50);
      {
        g_autoptr(FlowNode) pasted = g_list_model_get_item (G_LIST_MODEL (graph), n);

        g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) ==
                       GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), pasted)));
      }
    }

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      char *place = g_strdup_printf ("%g,%g", flow_node_get_x (node), flow_node_get_y (node));

      g_test_message ("%s", place);
      g_assert_false (g_hash_table_contains (places, place));
      g_hash_table_add (places, place);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_a11y_nothing_to_act_on (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view, *window;
  const struct { const char *action; const char *said; } cases[] = {
    { "flowview.rename-node", "Select one node to rename it" },
    { "flowview.connect", "Select one node to connect it" },
    { "flowview.disconnect", "Select one node to list its connections" },
    { "flowview.toggle-muted", "Select the nodes to mute or unmute" },
    { "flowview.toggle-frame-collapsed", "Select one frame to collapse or open it" },
  };

  g_test_summary ("A command with nothing to act on says so, as the group commands "
                  "do, rather than nothing happening.");

  add_node (graph, "A", 40, 40);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);
  gtk_widget_grab_focus (view);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (gtk_widget_activate_action (view, cases[i].action, NULL));
      gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cases[i].said);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_a11y_menus_named (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view, *window, *popover;

  g_test_summary ("The view's context menus are named for what they are the menus of, "
                  "not by their class.");

  add_node (graph, "A", 40, 40);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);
  gtk_widget_grab_focus (view);

  g_assert_true (gtk_widget_activate_action (view, "flowview.popup-menu", NULL));
  flow_gtk_test_spin (100);
  popover = flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  gtk_test_accessible_assert_property (popover, GTK_ACCESSIBLE_PROPERTY_LABEL, "Canvas Menu");
  gtk_popover_popdown (GTK_POPOVER (popover));
  flow_gtk_test_spin (100);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/a11y/renamed-peer", test_view_a11y_renamed_peer);
  g_test_add_func ("/flow-gtk/view/a11y/through-reroutes", test_view_a11y_through_reroutes);
  g_test_add_func ("/flow-gtk/view/a11y/renamed-port", test_view_a11y_renamed_port);
  g_test_add_func ("/flow-gtk/view/a11y/flows-to", test_view_a11y_flows_to);
  g_test_add_func ("/flow-gtk/view/a11y/actions", test_view_a11y_actions);
  g_test_add_func ("/flow-gtk/view/a11y/dock-description", test_view_a11y_dock_description);
  g_test_add_func ("/flow-gtk/view/a11y/focus-ring", test_view_a11y_focus_ring);
  g_test_add_func ("/flow-gtk/view/a11y/group-takes-focus", test_view_a11y_group_takes_focus);
  g_test_add_func ("/flow-gtk/view/a11y/same-titles-told-apart", test_view_a11y_same_titles_told_apart);
  g_test_add_func ("/flow-gtk/view/a11y/replacing-last", test_view_a11y_replacing_last);
  g_test_add_func ("/flow-gtk/view/a11y/frame-colors", test_view_a11y_frame_colors);
  g_test_add_func ("/flow-gtk/view/a11y/escape-leaves-field", test_view_a11y_escape_leaves_field);
  g_test_add_func ("/flow-gtk/view/a11y/paste-takes-focus", test_view_a11y_paste_takes_focus);
  g_test_add_func ("/flow-gtk/view/a11y/nothing-to-act-on", test_view_a11y_nothing_to_act_on);
  g_test_add_func ("/flow-gtk/view/a11y/menus-named", test_view_a11y_menus_named);

  return g_test_run ();
}

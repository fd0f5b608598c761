/* test-dissolve.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

/* The dissolve command: selected nodes go, the wires through them stay. */

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          const char *sinks,
          const char *sources)
{
  g_autoptr(FlowNode) node = flow_test_node_new (title, sinks, sources);
  static double y = 40;

  flow_node_set_position (node, 40, y);
  y += 100;
  flow_graph_add_node (graph, node);

  return node;
}

static void
connect (FlowGraph  *graph,
         FlowNode   *from,
         const char *source,
         FlowNode   *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (from, source),
                                               flow_node_get_sink (to, sink), &error));
  g_assert_no_error (error);
}

static gboolean
connected (FlowGraph  *graph,
           FlowNode   *from,
           const char *source,
           FlowNode   *to,
           const char *sink)
{
  return flow_graph_find_connection (graph, flow_node_get_source (from, source),
                                     flow_node_get_sink (to, sink)) != NULL;
}

static void
select_node (GtkWidget *view,
             FlowNode  *node)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  FlowGraph *graph = flow_gtk_view_get_graph (FLOW_GTK_VIEW (view));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) item = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (item == node)
        gtk_selection_model_select_item (selection, i, FALSE);
    }
}

static void
test_dissolve_chain (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  g_autoptr(FlowNode) middle = NULL;
  FlowNode *text, *number, *b, *c;
  GtkWidget *view, *window;

  g_test_summary ("Dissolving a node connects the source of its first input that fits "
                  "to every input its outputs fed, as one step of the history.");

  text = add_node (graph, "Text", "", "out:string");
  number = add_node (graph, "Number", "", "out:double");
  middle = g_object_ref (add_node (graph, "Middle", "s:string,x:double", "out:double,twice:double"));
  b = add_node (graph, "B", "in:double", "");
  c = add_node (graph, "C", "in:double", "");
  connect (graph, text, "out", middle, "s");
  connect (graph, number, "out", middle, "x");
  connect (graph, middle, "out", b, "in");
  connect (graph, middle, "twice", c, "in");
  flow_history_clear (history);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 600, 700);
  select_node (view, middle);

  g_assert_true (gtk_widget_activate_action (view, "flowview.dissolve-selection", NULL));

  g_assert_null (flow_node_get_graph (middle));
  /* The text does not fit the double inputs: the number, fed second, does. */
  g_assert_true (connected (graph, number, "out", b, "in"));
  g_assert_true (connected (graph, number, "out", c, "in"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 2);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Dissolve Node");

  flow_history_undo (history);
  g_assert_true (flow_node_get_graph (middle) == graph);
  g_assert_true (connected (graph, text, "out", middle, "s"));
  g_assert_true (connected (graph, number, "out", middle, "x"));
  g_assert_true (connected (graph, middle, "out", b, "in"));
  g_assert_true (connected (graph, middle, "twice", c, "in"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 4);
  g_assert_false (flow_history_get_can_undo (history));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_dissolve_nothing_fits (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) middle = NULL;
  FlowNode *text, *b;
  GtkWidget *view, *window;

  g_test_summary ("When no input's source fits, dissolving deletes the node and connects "
                  "nothing.");

  text = add_node (graph, "Text", "", "out:string");
  middle = g_object_ref (add_node (graph, "Length", "s:string", "out:double"));
  b = add_node (graph, "B", "in:double", "");
  connect (graph, text, "out", middle, "s");
  connect (graph, middle, "out", b, "in");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 600, 500);
  select_node (view, middle);

  g_assert_true (gtk_widget_activate_action (view, "flowview.dissolve-selection", NULL));
  g_assert_null (flow_node_get_graph (middle));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_node_get_sink (b, "in"))));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_dissolve_two_in_a_row (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *a, *m1, *m2, *b;
  GtkWidget *view, *window;

  g_test_summary ("Dissolving two nodes in a row joins what was before the first to what "
                  "was after the second; a read-only view dissolves nothing.");

  a = add_node (graph, "A", "", "out:double");
  m1 = add_node (graph, "M1", "in:double", "out:double");
  m2 = add_node (graph, "M2", "in:double", "out:double");
  b = add_node (graph, "B", "in:double", "");
  connect (graph, a, "out", m1, "in");
  connect (graph, m1, "out", m2, "in");
  connect (graph, m2, "out", b, "in");
  flow_history_clear (history);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 600, 600);
  select_node (view, m1);
  select_node (view, m2);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  gtk_widget_activate_action (view, "flowview.dissolve-selection", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_false (flow_history_get_can_undo (history));

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.dissolve-selection", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  g_assert_true (connected (graph, a, "out", b, "in"));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Dissolve Nodes");

  flow_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 3);
  g_assert_false (flow_history_get_can_undo (history));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/dissolve/chain", test_dissolve_chain);
  g_test_add_func ("/flow-gtk/dissolve/nothing-fits", test_dissolve_nothing_fits);
  g_test_add_func ("/flow-gtk/dissolve/two-in-a-row", test_dissolve_two_in_a_row);

  return g_test_run ();
}

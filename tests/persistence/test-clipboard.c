/* test-clipboard.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

static FlowNode *
item (GListModel *model,
      guint       position)
{
  FlowNode *node = g_list_model_get_item (model, position);

  g_object_unref (node);

  return node;
}

/* A -> B -> C, with A -> C too; the selection is A and C. */
static void
test_copy_paste (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", "out:double");
  g_autoptr(FlowNode) c = flow_test_node_new ("C", "in:double,other:double", NULL);
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *text = NULL;
  FlowNode *selection[] = { c, a, c };
  FlowHistory *history;
  FlowNode *a2, *c2;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, c);
  flow_node_set_position (a, 10, 10);
  flow_node_set_position (c, 50, 10);
  flow_dock_set_double (FLOW_DOCK (flow_test_source (a, "out")), 3.0);
  flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  flow_test_connect (graph, flow_test_source (b, "out"), flow_test_sink (c, "in"));
  flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (c, "other"));

  /* The selection is written in the graph's order, each node once, with
   * only the connection between A and C.
   */
  text = flow_serializer_save_nodes_to_data (serializer, selection, G_N_ELEMENTS (selection), NULL);
  g_assert_nonnull (strstr (text, "\"title\" : \"A\""));
  g_assert_nonnull (strstr (text, "\"title\" : \"C\""));
  g_assert_null (strstr (text, "\"title\" : \"B\""));
  g_assert_true (strstr (text, "\"title\" : \"A\"") < strstr (text, "\"title\" : \"C\""));
  g_assert_nonnull (strstr (text, "\"sink\" : \"other\""));
  g_assert_null (strstr (text, "\"sink\" : \"in\""));

  history = flow_graph_get_history (graph);
  before = test_save (serializer, graph);
  flow_test_record_changes (graph);
  flow_test_record_changes (flow_graph_get_connections (graph));

  pasted = flow_serializer_paste (serializer, graph, text, -1, 20, 30, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pasted);

  /* One batch, one step. */
  flow_test_assert_changes (graph, "3+2");
  flow_test_assert_changes (flow_graph_get_connections (graph), "3+1");
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Paste 2 Nodes");

  /* New nodes, with new ids, moved, connected among themselves. */
  g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 2);
  a2 = item (pasted, 0);
  c2 = item (pasted, 1);
  g_assert_true (a2 != a && c2 != c);
  g_assert_true (item (G_LIST_MODEL (graph), 3) == a2);
  g_assert_true (item (G_LIST_MODEL (graph), 4) == c2);
  g_assert_cmpuint (flow_node_get_id (a2), ==, 4);
  g_assert_cmpuint (flow_node_get_id (c2), ==, 5);
  g_assert_cmpstr (flow_node_get_title (a2), ==, "A");
  g_assert_cmpfloat (flow_node_get_x (a2), ==, 30);
  g_assert_cmpfloat (flow_node_get_y (a2), ==, 40);
  g_assert_cmpfloat (flow_node_get_x (c2), ==, 70);
  g_assert_nonnull (flow_graph_find_connection (graph, flow_test_source (a2, "out"),
                                                flow_test_sink (c2, "other")));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_test_sink (c2, "in"))));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (flow_test_sink (c2, "other"))), ==, 3.0);
  after = test_save (serializer, graph);

  flow_history_undo (history);
  {
    g_autofree char *undone = test_save (serializer, graph);
    g_assert_cmpstr (undone, ==, before);
  }
  flow_history_redo (history);
  {
    g_autofree char *redone = test_save (serializer, graph);
    g_assert_cmpstr (redone, ==, after);
  }

  /* Pasting twice gives two copies: duplicating. */
  g_clear_object (&pasted);
  pasted = flow_serializer_paste (serializer, graph, text, -1, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (flow_node_get_id (item (pasted, 0)), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 7);
}

static void
test_paste_custom_types (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) source = test_rich_graph_new (serializer);
  g_autoptr(FlowGraph) target = flow_graph_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *copied = NULL;
  g_autoptr(GPtrArray) all = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (source)); i++)
    g_ptr_array_add (all, item (G_LIST_MODEL (source), i));

  /* Copying everything and pasting it into an empty graph, in place,
   * makes the same graph.
   */
  text = flow_serializer_save_nodes_to_data (serializer, (FlowNode **)all->pdata, all->len, NULL);
  pasted = flow_serializer_paste (serializer, target, text, -1, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 5);
  g_assert_true (TEST_IS_ADDER_NODE (item (pasted, 2)));
  g_assert_cmpstr (test_adder_node_get_operation (TEST_ADDER_NODE (item (pasted, 2))), ==, "subtract");
  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, item (pasted, 4)), ==, "test.constant");

  copied = test_save (serializer, target);
  {
    g_autofree char *original = test_save (serializer, source);
    g_assert_cmpstr (copied, ==, original);
  }
}

static void
test_paste_invalid (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(GError) error = NULL;
  FlowHistory *history;
  const char *texts[] = {
    "Hello, world!",
    "",
    "{\"format\":1,\"nodes\":[{\"id\":1}]}",
    "{\"format\":1,\"nodes\":[{\"id\":1,\"type\":\"FlowNode\"}],"
      "\"connections\":[{\"source-node\":1,\"source\":\"out\",\"sink-node\":2,\"sink\":\"in\"}]}",
    "{\"nodes\":[]}",
    "[1, 2, 3]",
  };

  flow_graph_add_node (graph, node);
  history = flow_graph_get_history (graph);
  flow_test_record_changes (graph);

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GListModel) pasted = flow_serializer_paste (serializer, graph, texts[i], -1,
                                                            0, 0, &error);

      g_assert_null (pasted);
      flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
      g_clear_error (&error);
    }

  flow_test_assert_changes (graph, "");
  g_assert_false (flow_history_get_can_undo (history));

  /* An offset that moves a node out of range: refused, nothing added
   * (the node was added unmoved, with a critical). One that keeps it in
   * range is taken.
   */
  {
    g_autofree char *text = NULL;
    g_autoptr(GListModel) pasted = NULL;
    FlowNode *nodes[] = { node };
    gsize length;

    flow_node_set_position (node, 1.7e308, 0);
    flow_history_clear (history);
    flow_test_record_changes (graph);
    text = flow_serializer_save_nodes_to_data (serializer, nodes, 1, &length);
    pasted = flow_serializer_paste (serializer, graph, text, length, 1e308, 0, &error);
    g_assert_null (pasted);
    flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
    g_clear_error (&error);
    pasted = flow_serializer_paste (serializer, graph, text, length, 0, -G_MAXDOUBLE, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 1);
    g_clear_object (&pasted);
    flow_history_undo (history);
    flow_test_assert_changes (graph, "1+1, 1-1");
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  }
}

static void
test_copy_nothing (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  flow_serializer_set_pretty (serializer, FALSE);
  text = flow_serializer_save_nodes_to_data (serializer, NULL, 0, NULL);
  g_assert_cmpstr (text, ==, "{\"format\":1,\"nodes\":[],\"connections\":[]}");

  pasted = flow_serializer_paste (serializer, graph, text, -1, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 0);
  g_assert_false (flow_history_get_can_undo (flow_graph_get_history (graph)));
}

static void
test_copy_preconditions (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) one = flow_graph_new ();
  g_autoptr(FlowGraph) two = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_node_new ();
  g_autoptr(FlowNode) b = flow_node_new ();
  g_autoptr(FlowNode) loose = flow_node_new ();
  FlowNode *mixed[] = { a, b };
  FlowNode *outside[] = { loose };
  char *text;

  flow_graph_add_node (one, a);
  flow_graph_add_node (two, b);

  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             text = flow_serializer_save_nodes_to_data (serializer, mixed, 2, NULL));
  g_assert_null (text);
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             text = flow_serializer_save_nodes_to_data (serializer, outside, 1, NULL));
  g_assert_null (text);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/clipboard/copy-paste", test_copy_paste);
  g_test_add_func ("/persistence/clipboard/custom-types", test_paste_custom_types);
  g_test_add_func ("/persistence/clipboard/invalid", test_paste_invalid);
  g_test_add_func ("/persistence/clipboard/nothing", test_copy_nothing);
  g_test_add_func ("/persistence/clipboard/preconditions", test_copy_preconditions);

  return g_test_run ();
}

/* test-graph.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

static void
test_graph_add_remove (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();

  flow_test_record_changes (graph);

  flow_graph_add_node (graph, node);
  flow_test_assert_changes (graph, "0+1");
  g_assert_true (flow_node_get_graph (node) == graph);
  g_assert_cmpuint (flow_node_get_id (node), !=, 0);
  g_assert_true (flow_graph_get_node (graph, flow_node_get_id (node)) == node);

  flow_graph_remove_node (graph, node);
  flow_test_assert_changes (graph, "0-1");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
  g_assert_null (flow_node_get_graph (node));

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&node));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/graph/add-remove", test_graph_add_remove);

  return g_test_run ();
}

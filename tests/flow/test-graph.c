/* test-graph.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <string.h>

/* A node with one double sink "in", one unlimited double sink "many" and
 * one double source "out".
 */
static FlowNode *
relay_new (const char *title)
{
  FlowNode *node = flow_test_node_new (title, "in:double, many:double", "out:double");

  flow_sink_set_max_connections (flow_node_get_sink (node, "many"), FLOW_SINK_UNLIMITED);

  return node;
}

static FlowNode *
graph_nth (FlowGraph *graph,
           guint      position)
{
  g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), position);

  g_assert_nonnull (node);

  /* The graph keeps its own reference. */
  return node;
}

static void
test_graph_add_remove (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(FlowNode) other = flow_node_new ();
  guint *graph_notify = flow_test_count_notify (node, "graph");

  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (graph)) == FLOW_TYPE_NODE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (graph), 0));

  flow_test_record_changes (graph);

  flow_graph_add_node (graph, node);
  flow_test_assert_changes (graph, "0+1");
  g_assert_cmpuint (*graph_notify, ==, 1);
  g_assert_true (flow_node_get_graph (node) == graph);
  g_assert_cmpuint (flow_node_get_id (node), !=, 0);
  g_assert_true (flow_graph_get_node (graph, flow_node_get_id (node)) == node);

  flow_graph_add_node (graph, other);
  flow_test_assert_changes (graph, "1+1");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  g_assert_true (graph_nth (graph, 0) == node);
  g_assert_true (graph_nth (graph, 1) == other);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (graph), 2));

  flow_graph_remove_node (graph, node);
  flow_test_assert_changes (graph, "0-1");
  g_assert_cmpuint (*graph_notify, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_true (graph_nth (graph, 0) == other);
  g_assert_null (flow_node_get_graph (node));
  g_assert_null (flow_graph_get_node (graph, flow_node_get_id (node)));

  /* A removed node can be added again, to this graph or another one. */
  flow_graph_add_node (graph, node);
  flow_test_assert_changes (graph, "1+1");
  g_assert_true (graph_nth (graph, 1) == node);

  flow_graph_remove_node (graph, other);
  flow_test_assert_changes (graph, "0-1");

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_null (flow_node_get_graph (node));
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (g_steal_pointer (&other));
}

static void
test_graph_ids (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other_graph = flow_graph_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(FlowNode) kept = flow_node_new ();
  FlowNode *nodes[20];

  /* Ids set before adding are kept. */
  flow_node_set_id (kept, 7);
  flow_graph_add_node (graph, kept);
  g_assert_cmpuint (flow_node_get_id (kept), ==, 7);
  g_assert_true (flow_graph_get_node (graph, 7) == kept);
  g_hash_table_add (seen, GUINT_TO_POINTER (7));

  /* Ids left at 0 are assigned, unique and never 0, including around
   * ids that were chosen by hand.
   */
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      guint id;

      nodes[i] = flow_node_new ();
      if (i == 3)
        flow_node_set_id (nodes[i], 2);
      if (i == 10)
        flow_node_set_id (nodes[i], 100);
      flow_graph_add_node (graph, nodes[i]);

      id = flow_node_get_id (nodes[i]);
      g_assert_cmpuint (id, !=, 0);
      g_assert_false (g_hash_table_contains (seen, GUINT_TO_POINTER (id)));
      g_hash_table_add (seen, GUINT_TO_POINTER (id));
      g_assert_true (flow_graph_get_node (graph, id) == nodes[i]);
    }

  g_assert_cmpuint (flow_node_get_id (nodes[3]), ==, 2);
  g_assert_cmpuint (flow_node_get_id (nodes[10]), ==, 100);
  g_assert_null (flow_graph_get_node (graph, 0));
  g_assert_null (flow_graph_get_node (graph, 99));

  /* A node keeps its id when it leaves the graph, and another graph keeps
   * it too.
   */
  flow_graph_remove_node (graph, nodes[10]);
  g_assert_cmpuint (flow_node_get_id (nodes[10]), ==, 100);
  g_assert_null (flow_graph_get_node (graph, 100));
  flow_graph_add_node (other_graph, nodes[10]);
  g_assert_cmpuint (flow_node_get_id (nodes[10]), ==, 100);
  g_assert_true (flow_graph_get_node (other_graph, 100) == nodes[10]);

  /* The largest id does not stop the graph from giving more. */
  {
    g_autoptr(FlowNode) top = flow_node_new ();
    g_autoptr(FlowNode) next = flow_node_new ();

    flow_node_set_id (top, G_MAXUINT);
    flow_graph_add_node (other_graph, top);
    flow_graph_add_node (other_graph, next);
    g_assert_cmpuint (flow_node_get_id (next), !=, 0);
    g_assert_cmpuint (flow_node_get_id (next), !=, 100);
    g_assert_cmpuint (flow_node_get_id (next), !=, G_MAXUINT);
    g_assert_true (flow_graph_get_node (other_graph, flow_node_get_id (next)) == next);
  }

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&other_graph));
  g_assert_finalize_object (g_steal_pointer (&kept));
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    g_assert_finalize_object (nodes[i]);
}

static void
test_graph_id_clash (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) first = flow_node_new ();
  g_autoptr(FlowNode) clash = flow_node_new ();
  guint *graph_notify = flow_test_count_notify (clash, "graph");

  flow_node_set_id (first, 5);
  flow_graph_add_node (graph, first);

  flow_test_record_changes (graph);

  flow_node_set_id (clash, 5);
  flow_test_expect_critical ("*already has a node with the id 5*",
                             flow_graph_add_node (graph, clash));

  /* Not added: no change, no graph, and the id still finds the first. */
  flow_test_assert_changes (graph, "");
  g_assert_cmpuint (*graph_notify, ==, 0);
  g_assert_null (flow_node_get_graph (clash));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_true (flow_graph_get_node (graph, 5) == first);

  /* The id of a node in a graph cannot change under the graph's feet. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_set_id (first, 6));
  g_assert_cmpuint (flow_node_get_id (first), ==, 5);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&first));
  g_assert_finalize_object (g_steal_pointer (&clash));
}

static void
test_graph_two_graphs (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();

  flow_graph_add_node (graph, node);

  flow_test_record_changes (graph);
  flow_test_record_changes (other);

  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_graph_add_node (other, node));
  flow_test_assert_changes (other, "");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (other)), ==, 0);
  g_assert_true (flow_node_get_graph (node) == graph);

  /* Adding it twice to the same graph is the same mistake. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_graph_add_node (graph, node));
  flow_test_assert_changes (graph, "");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);

  /* Removing it from a graph it is not in, too. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_graph_remove_node (other, node));
  flow_test_assert_changes (graph, "");
  flow_test_assert_changes (other, "");
  g_assert_true (flow_node_get_graph (node) == graph);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&other));
  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
test_graph_batch (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *nodes[4];

  flow_test_record_changes (graph);

  g_assert_false (flow_graph_is_batching (graph));

  /* An empty batch emits nothing. */
  flow_graph_begin_batch (graph);
  g_assert_true (flow_graph_is_batching (graph));
  flow_graph_end_batch (graph);
  g_assert_false (flow_graph_is_batching (graph));
  flow_test_assert_changes (graph, "");

  /* Nested batches: only the outermost end emits. */
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < 2; i++)
    {
      nodes[i] = flow_node_new ();
      flow_graph_add_node (graph, nodes[i]);
    }
  flow_graph_begin_batch (graph);
  for (guint i = 2; i < 4; i++)
    {
      nodes[i] = flow_node_new ();
      flow_graph_add_node (graph, nodes[i]);
    }
  flow_graph_end_batch (graph);
  g_assert_true (flow_graph_is_batching (graph));
  flow_test_assert_changes (graph, "");
  /* Inside the batch the list is already up to date. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  flow_graph_end_batch (graph);
  flow_test_assert_changes (graph, "0+4");

  /* Removals coalesce too. */
  flow_graph_begin_batch (graph);
  flow_graph_remove_node (graph, nodes[1]);
  flow_graph_remove_node (graph, nodes[2]);
  flow_graph_end_batch (graph);
  flow_test_assert_changes (graph, "1-2");

  /* Adding and removing the same node in one batch changes nothing, and
   * says so by emitting nothing.
   */
  flow_graph_begin_batch (graph);
  flow_graph_add_node (graph, nodes[1]);
  flow_graph_remove_node (graph, nodes[1]);
  flow_graph_end_batch (graph);
  flow_test_assert_changes (graph, "");

  /* An unbalanced end is a programmer error. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_graph_end_batch (graph));
  g_assert_false (flow_graph_is_batching (graph));

  g_assert_finalize_object (g_steal_pointer (&graph));
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    g_assert_finalize_object (nodes[i]);
}

static void
test_graph_batch_mixed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(FlowNode) extra1 = relay_new ("extra 1");
  g_autoptr(FlowNode) extra2 = relay_new ("extra 2");

  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *title = g_strdup_printf ("node %u", i);
      FlowNode *node = relay_new (title);

      flow_graph_add_node (graph, node);
      g_ptr_array_add (nodes, node);
    }
  /* A chain 0 -> 1 -> ... -> 7. */
  for (guint i = 0; i + 1 < nodes->len; i++)
    flow_test_connect (graph,
                       flow_test_source (nodes->pdata[i], "out"),
                       flow_test_sink (nodes->pdata[i + 1], "in"));

  flow_test_record_changes (graph);
  flow_test_record_changes (connections);
  flow_test_mirror (graph);
  flow_test_mirror (connections);

  flow_graph_begin_batch (graph);
  flow_graph_remove_node (graph, nodes->pdata[5]);
  flow_graph_add_node (graph, extra1);
  flow_graph_remove_node (graph, nodes->pdata[2]);
  flow_test_connect (graph, flow_test_source (extra1, "out"), flow_test_sink (nodes->pdata[0], "in"));
  flow_graph_add_node (graph, extra2);
  flow_graph_remove_node (graph, nodes->pdata[7]);
  flow_test_connect (graph, flow_test_source (nodes->pdata[6], "out"), flow_test_sink (extra2, "many"));
  flow_test_connect (graph, flow_test_source (nodes->pdata[0], "out"), flow_test_sink (extra2, "many"));
  flow_graph_end_batch (graph);

  g_assert_cmpuint (flow_test_take_mirror_changes (graph), ==, 1);
  g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 1);
  flow_test_assert_mirror (graph);
  flow_test_assert_mirror (connections);

  /* Nodes 0 1 [2] 3 4 [5] 6 [7] + extra1 extra2: the change starts at the
   * first removed node and ends at the end.
   */
  flow_test_assert_changes (graph, "2-6+5");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 7);
  /* Five of the seven connections left with their nodes; three came. */
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 7 - 5 + 3);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_clear_pointer (&nodes, g_ptr_array_unref);
  g_assert_finalize_object (g_steal_pointer (&extra1));
  g_assert_finalize_object (g_steal_pointer (&extra2));
}

static gboolean
lists_equal (GPtrArray  *before,
             GListModel *model)
{
  guint n = g_list_model_get_n_items (model);

  if (before->len != n)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (before->pdata[i] != (gpointer)item)
        return FALSE;
    }

  return TRUE;
}

static GPtrArray *
snapshot_list (GListModel *model)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, g_list_model_get_item (model, i));

  return items;
}

static void
test_graph_batch_random (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GPtrArray) pool = g_ptr_array_new_with_free_func (g_object_unref);

  g_test_summary ("Random batches of node and connection additions and "
                  "removals: each list emits at most one items-changed per "
                  "batch, exactly one when it changed, and applying it to a "
                  "mirror gives the list as it is.");

  for (guint i = 0; i < 24; i++)
    g_ptr_array_add (pool, relay_new (NULL));

  flow_test_mirror (graph);
  flow_test_mirror (connections);

  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GPtrArray) nodes_before = snapshot_list (G_LIST_MODEL (graph));
      g_autoptr(GPtrArray) connections_before = snapshot_list (connections);
      guint n_ops = g_test_rand_int_range (1, 12);
      gboolean nested = g_test_rand_bit ();

      flow_graph_begin_batch (graph);
      if (nested)
        flow_graph_begin_batch (graph);

      for (guint op = 0; op < n_ops; op++)
        {
          FlowNode *node = pool->pdata[g_test_rand_int_range (0, pool->len)];
          guint n_nodes = g_list_model_get_n_items (G_LIST_MODEL (graph));
          guint n_connections = g_list_model_get_n_items (connections);

          switch (g_test_rand_int_range (0, 4))
            {
            case 0:
              if (flow_node_get_graph (node) == NULL)
                {
                  /* Let the graph choose a new id. */
                  flow_node_set_id (node, 0);
                  flow_graph_add_node (graph, node);
                }
              else
                flow_graph_remove_node (graph, node);
              break;

            case 1:
              if (n_nodes >= 2)
                {
                  FlowNode *a = graph_nth (graph, g_test_rand_int_range (0, n_nodes));
                  FlowNode *b = graph_nth (graph, g_test_rand_int_range (0, n_nodes));
                  const char *sink = g_test_rand_bit () ? "in" : "many";

                  /* Refusals (cycles) are fine: they change nothing. */
                  flow_graph_add_connection (graph,
                                             flow_node_get_source (a, "out"),
                                             flow_node_get_sink (b, sink),
                                             NULL);
                }
              break;

            case 2:
              if (n_connections > 0)
                {
                  g_autoptr(FlowConnection) connection =
                    g_list_model_get_item (connections, g_test_rand_int_range (0, n_connections));

                  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
                }
              break;

            case 3:
              if (n_nodes > 0)
                {
                  FlowNode *a = graph_nth (graph, g_test_rand_int_range (0, n_nodes));

                  flow_graph_disconnect_dock (graph, FLOW_DOCK (flow_node_get_source (a, "out")));
                }
              break;

            default:
              g_assert_not_reached ();
            }
        }

      if (nested)
        flow_graph_end_batch (graph);
      g_assert_cmpuint (flow_test_take_mirror_changes (graph), ==, 0);
      g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 0);
      flow_graph_end_batch (graph);

      /* A list whose content is back where it was may still report the
       * items that left and came back; a list that changed must say so.
       */
      if (lists_equal (nodes_before, G_LIST_MODEL (graph)))
        g_assert_cmpuint (flow_test_take_mirror_changes (graph), <=, 1);
      else
        g_assert_cmpuint (flow_test_take_mirror_changes (graph), ==, 1);
      if (lists_equal (connections_before, connections))
        g_assert_cmpuint (flow_test_take_mirror_changes (connections), <=, 1);
      else
        g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 1);
      flow_test_assert_mirror (graph);
      flow_test_assert_mirror (connections);
    }

  g_assert_finalize_object (g_steal_pointer (&graph));
  for (guint i = 0; i < pool->len; i++)
    {
      g_assert_null (flow_node_get_graph (pool->pdata[i]));
      g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (flow_node_get_source (pool->pdata[i], "out"))), ==, 0);
    }
}

static void
node_changed_cb (FlowGraph  *graph,
                 FlowNode   *node,
                 GParamSpec *pspec,
                 GPtrArray  *log)
{
  g_assert_true (FLOW_IS_GRAPH (graph));
  g_assert_true (flow_node_get_graph (node) == graph);

  g_ptr_array_add (log, g_strdup_printf ("%s:%s", flow_node_get_title (node), pspec->name));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **)a, *(const char **)b);
}

/* The forwarded changes since the last call, sorted: the order GObject
 * emits notifications frozen together in is not part of the contract.
 */
static char *
take_log (GPtrArray *log)
{
  GString *result = g_string_new (NULL);

  g_ptr_array_sort (log, compare_strings);
  for (guint i = 0; i < log->len; i++)
    {
      if (i > 0)
        g_string_append_c (result, ' ');
      g_string_append (result, log->pdata[i]);
    }
  g_ptr_array_set_size (log, 0);

  return g_string_free (result, FALSE);
}

#define assert_log(log, expected) \
  G_STMT_START { \
    g_autofree char *_log = take_log (log); \
    g_assert_cmpstr (_log, ==, (expected)); \
  } G_STMT_END

static void
test_graph_node_changed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("a", "in:double", NULL);
  g_autoptr(FlowNode) b = flow_test_node_new ("b", NULL, NULL);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) x_only = g_ptr_array_new_with_free_func (g_free);

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);

  g_signal_connect (graph, "node-changed", G_CALLBACK (node_changed_cb), all);
  g_signal_connect (graph, "node-changed::x", G_CALLBACK (node_changed_cb), x_only);

  flow_node_set_x (a, 10);
  assert_log (all, "a:x");
  assert_log (x_only, "a:x");

  flow_node_set_y (b, 20);
  assert_log (all, "b:y");
  assert_log (x_only, "");

  flow_node_set_position (b, 1, 2);
  assert_log (all, "b:x b:y");
  assert_log (x_only, "b:x");

  flow_node_report (a, FLOW_NODE_STATE_ERROR, "Broken.");
  assert_log (all, "a:message a:state");

  /* No-op sets are not forwarded, as they are not notified. */
  flow_node_set_x (a, 10);
  flow_node_set_title (b, "b");
  flow_node_set_position (b, 1, 2);
  assert_log (all, "");
  assert_log (x_only, "");

  /* Computed properties are forwarded too. */
  flow_sink_set_required (flow_node_get_sink (a, "in"), TRUE);
  assert_log (all, "a:missing-input");

  /* A removed node is no longer forwarded. */
  flow_graph_remove_node (graph, a);
  assert_log (all, "");
  flow_node_set_x (a, 99);
  assert_log (all, "");
  assert_log (x_only, "");

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
}

static void
dock_changed_cb (FlowGraph  *graph,
                 FlowDock   *dock,
                 GParamSpec *pspec,
                 GPtrArray  *log)
{
  g_assert_true (FLOW_IS_GRAPH (graph));
  g_assert_true (flow_node_get_graph (flow_dock_get_node (dock)) == graph);

  g_ptr_array_add (log, g_strdup_printf ("%s.%s:%s", flow_node_get_title (flow_dock_get_node (dock)),
                                         flow_dock_get_name (dock), pspec->name));
}

/* A dock's description properties are repeated by the graph, its value
 * is not; a dock of a node outside the graph is not.
 */
static void
test_graph_dock_changed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("a", "in:double", "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("b", "in:double", NULL);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_auto(GValue) value = G_VALUE_INIT;
  FlowSink *in = flow_node_get_sink (a, "in");
  FlowSource *out = flow_node_get_source (a, "out");

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  g_assert_nonnull (flow_graph_add_connection (graph, out, flow_node_get_sink (b, "in"), NULL));

  g_signal_connect (graph, "dock-changed", G_CALLBACK (dock_changed_cb), all);
  g_signal_connect (graph, "dock-changed::label", G_CALLBACK (dock_changed_cb), labels);

  flow_dock_set_label (FLOW_DOCK (in), "Input");
  assert_log (all, "a.in:label");
  assert_log (labels, "a.in:label");
  flow_dock_set_description (FLOW_DOCK (out), "The sum");
  assert_log (all, "a.out:description");
  assert_log (labels, "");

  flow_sink_set_max_connections (in, 3);
  flow_sink_set_required (in, TRUE);
  flow_source_set_stand_in (out, "in");
  assert_log (all, "a.in:max-connections a.in:required a.out:stand-in");
  assert_log (labels, "");

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 2);
  flow_sink_set_default_value (in, &value);
  assert_log (all, "a.in:default-value");

  /* Values flow without it, and a no-op set is no change. */
  flow_dock_set_double (FLOW_DOCK (out), 5);
  flow_graph_flush (graph);
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (flow_node_get_sink (b, "in"))), ==, 5);
  flow_dock_set_label (FLOW_DOCK (in), "Input");
  assert_log (all, "");

  /* Nor after the node left. */
  flow_graph_remove_node (graph, a);
  flow_dock_set_label (FLOW_DOCK (in), "Gone");
  assert_log (all, "");
  assert_log (labels, "");

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
}

typedef struct
{
  FlowNode   *removed;
  GListModel *connections;
  guint       n_node_changes;
} RemoveNodeState;

static void
remove_node_items_changed_cb (GListModel      *graph,
                              guint            position,
                              guint            removed,
                              guint            added,
                              RemoveNodeState *state)
{
  guint n = g_list_model_get_n_items (state->connections);

  /* When the node leaves the list, its connections are gone already. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (state->connections, i);

      g_assert_true (flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection))) != state->removed);
      g_assert_true (flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection))) != state->removed);
    }

  state->n_node_changes++;
}

static void
test_graph_remove_node_connections (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = relay_new ("a");
  g_autoptr(FlowNode) b = relay_new ("b");
  g_autoptr(FlowNode) c = relay_new ("c");
  g_autoptr(FlowNode) d = relay_new ("d");
  GListModel *connections = flow_graph_get_connections (graph);
  FlowConnection *ab, *bc, *db, *ad;
  guint *c_value, *b_in_value, *ab_graph, *bc_graph;
  RemoveNodeState state = { b, connections, 0 };

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, c);
  flow_graph_add_node (graph, d);

  flow_dock_set_double (FLOW_DOCK (flow_node_get_source (b, "out")), 4);

  ab = flow_test_connect (graph, flow_node_get_source (a, "out"), flow_node_get_sink (b, "in"));
  bc = flow_test_connect (graph, flow_node_get_source (b, "out"), flow_node_get_sink (c, "in"));
  db = flow_test_connect (graph, flow_node_get_source (d, "out"), flow_node_get_sink (b, "many"));
  ad = flow_test_connect (graph, flow_node_get_source (a, "out"), flow_node_get_sink (d, "many"));
  g_object_ref (ab);
  g_object_ref (bc);
  g_object_ref (db);

  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (flow_node_get_sink (c, "in"))), ==, 4);

  flow_test_record_changes (graph);
  flow_test_mirror (connections);
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_source (a, "out"))));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_sink (c, "in"))));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_source (d, "out"))));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_sink (d, "many"))));
  c_value = flow_test_count_notify (flow_node_get_sink (c, "in"), "value");
  b_in_value = flow_test_count_notify (flow_node_get_sink (b, "in"), "value");
  ab_graph = flow_test_count_notify (ab, "graph");
  bc_graph = flow_test_count_notify (bc, "graph");

  g_signal_connect (graph, "items-changed",
                    G_CALLBACK (remove_node_items_changed_cb), &state);

  flow_graph_remove_node (graph, b);

  g_assert_cmpuint (state.n_node_changes, ==, 1);
  g_signal_handlers_disconnect_by_data (graph, &state);

  /* One change per graph list, which describes the removal exactly. */
  flow_test_assert_changes (graph, "1-1");
  g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 1);
  flow_test_assert_mirror (connections);
  /* One change at each other end. */
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_source (a, "out"))), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_sink (c, "in"))), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_source (d, "out"))), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (flow_node_get_sink (d, "many"))), "");

  g_assert_cmpuint (*c_value, ==, 1);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (flow_node_get_sink (c, "in"))));
  g_assert_cmpuint (*b_in_value, ==, 0);
  g_assert_cmpuint (*ab_graph, ==, 1);
  g_assert_cmpuint (*bc_graph, ==, 1);
  g_assert_null (flow_connection_get_graph (ab));
  g_assert_null (flow_connection_get_graph (bc));
  g_assert_null (flow_connection_get_graph (db));
  g_assert_true (flow_connection_get_graph (ad) == graph);

  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 1);
  for (guint l = 0; l < 2; l++)
    {
      GListModel *docks = l == 0 ? flow_node_get_sinks (b) : flow_node_get_sources (b);

      for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

          g_assert_cmpuint (flow_dock_get_n_connections (dock), ==, 0);
          g_assert_cmpuint (g_list_model_get_n_items (flow_dock_get_connections (dock)), ==, 0);
        }
    }

  g_assert_finalize_object (ab);
  g_assert_finalize_object (bc);
  g_assert_finalize_object (db);
  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
  g_assert_finalize_object (g_steal_pointer (&c));
  g_assert_finalize_object (g_steal_pointer (&d));
}

static void
test_graph_clear (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < 5; i++)
    {
      FlowNode *node = relay_new (NULL);

      flow_graph_add_node (graph, node);
      g_ptr_array_add (nodes, node);
      if (i > 0)
        flow_test_connect (graph,
                           flow_node_get_source (nodes->pdata[i - 1], "out"),
                           flow_node_get_sink (node, "in"));
    }

  flow_test_record_changes (graph);
  flow_test_record_changes (connections);

  flow_graph_clear (graph);
  flow_test_assert_changes (graph, "0-5");
  flow_test_assert_changes (connections, "0-4");

  /* Clearing an empty graph emits nothing. */
  flow_graph_clear (graph);
  flow_test_assert_changes (graph, "");
  flow_test_assert_changes (connections, "");

  for (guint i = 0; i < nodes->len; i++)
    g_assert_null (flow_node_get_graph (nodes->pdata[i]));

  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_graph_finalize (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = relay_new ("a");
  g_autoptr(FlowNode) b = relay_new ("b");
  g_autoptr(FlowConnection) connection = NULL;
  g_autoptr(GListModel) connections = NULL;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_dock_set_double (FLOW_DOCK (flow_node_get_source (a, "out")), 1);
  connection = g_object_ref (flow_test_connect (graph, flow_node_get_source (a, "out"),
                                                flow_node_get_sink (b, "in")));
  /* A list model that outlives its graph stays valid, and empty. */
  connections = g_object_ref (flow_graph_get_connections (graph));

  /* Dropping the graph while the application still holds its nodes
   * leaves the nodes alone, disconnected, and frees everything else.
   */
  g_assert_finalize_object (g_steal_pointer (&graph));

  g_assert_null (flow_node_get_graph (a));
  g_assert_null (flow_node_get_graph (b));
  g_assert_null (flow_connection_get_graph (connection));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_node_get_sink (b, "in"))));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (flow_node_get_sink (b, "in"))));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 0);
  g_assert_null (g_list_model_get_item (connections, 0));

  g_assert_finalize_object (g_steal_pointer (&connections));
  g_assert_finalize_object (g_steal_pointer (&connection));
  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
}

static void
test_graph_preconditions (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = relay_new ("n");
  g_autoptr(FlowNode) outside = relay_new ("outside");
  g_autoptr(GError) error = NULL;
  FlowSource *source;
  FlowSink *sink;

  flow_graph_add_node (graph, node);
  source = flow_node_get_source (node, "out");
  sink = flow_node_get_sink (node, "in");

#define CHECK(call) flow_test_expect_critical (FLOW_TEST_PRECONDITION, call)
  CHECK (flow_graph_get_allow_cycles (NULL));
  CHECK (flow_graph_set_allow_cycles (NULL, TRUE));
  CHECK (flow_graph_get_implicit_conversions (NULL));
  CHECK (flow_graph_set_implicit_conversions (NULL, TRUE));
  CHECK (flow_graph_set_connection_filter (NULL, NULL, NULL, NULL));
  CHECK (flow_graph_add_node (NULL, node));
  CHECK (flow_graph_add_node (graph, NULL));
  CHECK (flow_graph_remove_node (NULL, node));
  CHECK (flow_graph_remove_node (graph, NULL));
  CHECK (flow_graph_remove_node (graph, outside));
  CHECK (flow_graph_clear (NULL));
  CHECK (flow_graph_get_node (NULL, 1));
  CHECK (flow_graph_get_connections (NULL));
  CHECK (flow_graph_can_connect (NULL, source, sink, NULL));
  CHECK (flow_graph_can_connect (graph, NULL, sink, NULL));
  CHECK (flow_graph_can_connect (graph, source, NULL, NULL));
  CHECK (flow_graph_add_connection (NULL, source, sink, NULL));
  CHECK (flow_graph_add_connection (graph, NULL, sink, NULL));
  CHECK (flow_graph_add_connection (graph, source, NULL, NULL));
  /* A sink where a source belongs, and the other way round. */
  CHECK (flow_graph_add_connection (graph, (FlowSource *)sink, sink, NULL));
  CHECK (flow_graph_add_connection (graph, source, (FlowSink *)source, NULL));
  CHECK (flow_graph_remove_connection (NULL, NULL, NULL));
  CHECK (flow_graph_remove_connection (graph, NULL, NULL));
  CHECK (flow_graph_disconnect_dock (NULL, FLOW_DOCK (source)));
  CHECK (flow_graph_disconnect_dock (graph, NULL));
  CHECK (flow_graph_disconnect_dock (graph, FLOW_DOCK (flow_node_get_source (outside, "out"))));
  CHECK (flow_graph_find_connection (NULL, source, sink));
  CHECK (flow_graph_find_connection (graph, NULL, sink));
  CHECK (flow_graph_find_connection (graph, source, NULL));
  CHECK (flow_graph_begin_batch (NULL));
  CHECK (flow_graph_end_batch (NULL));
  CHECK (flow_graph_is_batching (NULL));
  /* A wrong-typed object instead of a graph. */
  CHECK (flow_graph_add_node ((FlowGraph *)node, outside));
#undef CHECK

  /* An error that was set already is a programmer error too. */
  g_set_error_literal (&error, FLOW_ERROR, FLOW_ERROR_FAILED, "Set before.");
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_graph_add_connection (graph, source, sink, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_FAILED);

  g_assert_false (flow_graph_is_batching (graph));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (g_steal_pointer (&outside));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/graph/add-remove", test_graph_add_remove);
  g_test_add_func ("/flow/graph/ids", test_graph_ids);
  g_test_add_func ("/flow/graph/id-clash", test_graph_id_clash);
  g_test_add_func ("/flow/graph/two-graphs", test_graph_two_graphs);
  g_test_add_func ("/flow/graph/batch/nested", test_graph_batch);
  g_test_add_func ("/flow/graph/batch/mixed", test_graph_batch_mixed);
  g_test_add_func ("/flow/graph/batch/random", test_graph_batch_random);
  g_test_add_func ("/flow/graph/node-changed", test_graph_node_changed);
  g_test_add_func ("/flow/graph/dock-changed", test_graph_dock_changed);
  g_test_add_func ("/flow/graph/remove-node/connections", test_graph_remove_node_connections);
  g_test_add_func ("/flow/graph/clear", test_graph_clear);
  g_test_add_func ("/flow/graph/finalize", test_graph_finalize);
  g_test_add_func ("/flow/graph/preconditions", test_graph_preconditions);

  return g_test_run ();
}

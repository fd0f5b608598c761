/* bench-model.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The model workloads: libflow alone, no GTK. */

#include "config.h"

#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#define N_LARGE 100000

/* model.build.nN: building the layered graph of bench-graph.c, nodes,
 * titles, positions and connections, with cycle checks on.
 */
static void
build_workload (BenchRun *run,
                gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowGraph) graph = NULL;
  gint64 start;

  start = bench_now_ns ();
  graph = bench_build_layered_graph (n);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  if (g_list_model_get_n_items (G_LIST_MODEL (graph)) != n ||
      g_list_model_get_n_items (flow_graph_get_connections (graph)) !=
      bench_layered_graph_n_connections (n))
    g_error ("The layered graph of %u nodes is wrong", n);
}

/* model.diamonds.*: a chain of diamonds, top → left, top → right,
 * left → bottom, right → bottom, each bottom the top of the next
 * diamond; 1 + 3 k nodes and 4 k connections. libgtkflow's cycle check
 * walks every path, so it takes exponential time on this graph.
 */

typedef enum
{
  /* Nodes added and connections made from the start of the chain on. */
  DIAMONDS_FORWARD,
  /* Nodes added from the start, connections made from the end back. */
  DIAMONDS_REVERSE,
  /* Nodes added and connections made in a fixed random order, as when
   * a file lists them in no particular order.
   */
  DIAMONDS_SHUFFLED,
  /* Nodes added and connections made from the end of the chain back, as
   * when a user builds a pipeline from its output upstream: every
   * connection goes against the order the nodes were added in.
   */
  DIAMONDS_UPSTREAM,
} DiamondsOrder;

typedef struct
{
  guint source;
  guint sink;
  guint to_b : 1;
} DiamondEdge;

static void
diamonds_workload (BenchRun *run,
                   gpointer  user_data)
{
  DiamondsOrder order = GPOINTER_TO_UINT (user_data);
  guint n_diamonds = (N_LARGE - 1) / 3;
  guint n = 1 + 3 * n_diamonds;
  guint n_edges = 4 * n_diamonds;
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree BenchNode **nodes = g_new (BenchNode *, n);
  g_autofree DiamondEdge *edges = g_new (DiamondEdge, n_edges);
  g_autofree guint *node_order = NULL;
  g_autofree guint *edge_order = NULL;
  gint64 start;

  for (guint k = 0; k < n_diamonds; k++)
    {
      guint top = 3 * k, left = top + 1, right = top + 2, bottom = top + 3;

      edges[4 * k + 0] = (DiamondEdge) { top, left, FALSE };
      edges[4 * k + 1] = (DiamondEdge) { top, right, FALSE };
      edges[4 * k + 2] = (DiamondEdge) { left, bottom, FALSE };
      edges[4 * k + 3] = (DiamondEdge) { right, bottom, TRUE };
    }

  if (order == DIAMONDS_SHUFFLED)
    {
      node_order = bench_shuffled_indices (n, 1);
      edge_order = bench_shuffled_indices (n_edges, 2);
    }
  else
    {
      node_order = g_new (guint, n);
      edge_order = g_new (guint, n_edges);
      for (guint i = 0; i < n; i++)
        node_order[i] = order == DIAMONDS_UPSTREAM ? n - 1 - i : i;
      for (guint i = 0; i < n_edges; i++)
        edge_order[i] = order == DIAMONDS_FORWARD ? i : n_edges - 1 - i;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_graph_add_node (graph, FLOW_NODE (node));
      nodes[node_order[i]] = node;
    }

  start = bench_now_ns ();

  for (guint i = 0; i < n_edges; i++)
    {
      const DiamondEdge *edge = &edges[edge_order[i]];
      BenchNode *sink_node = nodes[edge->sink];
      FlowSink *sink = edge->to_b ? bench_node_get_b (sink_node)
                                  : bench_node_get_a (sink_node);

      if (flow_graph_add_connection (graph,
                                     bench_node_get_out (nodes[edge->source]),
                                     sink,
                                     NULL) == NULL)
        g_error ("Could not connect diamond edge %u", edge_order[i]);
    }

  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  /* The check must still refuse the edge that closes the big cycle. */
  if (flow_graph_can_connect (graph,
                              bench_node_get_out (nodes[n - 1]),
                              bench_node_get_b (nodes[0]),
                              NULL))
    g_error ("The diamond chain accepted a cycle");
}

/* model.chain.n100.changes100000: values set at the start of a chain of
 * 100 nodes, each passing its sink "a" on to its source "out" in
 * sink_changed. The total, and per node reached ("hop").
 */

#define CHAIN_NODES   100
#define CHAIN_CHANGES 100000

static void
chain_workload (BenchRun *run,
                gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  BenchNode *nodes[CHAIN_NODES];
  g_auto(GValue) value = G_VALUE_INIT;
  const GValue *last;
  FlowDock *first;
  gint64 start;
  double elapsed;

  for (guint i = 0; i < CHAIN_NODES; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_graph_add_node (graph, FLOW_NODE (node));
      nodes[i] = node;

      if (i > 0 &&
          flow_graph_add_connection (graph,
                                     bench_node_get_out (nodes[i - 1]),
                                     bench_node_get_a (node),
                                     NULL) == NULL)
        g_error ("Could not connect the chain");
    }

  first = FLOW_DOCK (bench_node_get_a (nodes[0]));
  g_value_init (&value, G_TYPE_DOUBLE);

  start = bench_now_ns ();

  for (guint i = 1; i <= CHAIN_CHANGES; i++)
    {
      g_value_set_double (&value, i);
      flow_dock_set_value (first, &value);
    }

  elapsed = bench_elapsed_ms (start);

  last = flow_dock_get_value (FLOW_DOCK (bench_node_get_out (nodes[CHAIN_NODES - 1])));
  if (last == NULL || g_value_get_double (last) != CHAIN_CHANGES)
    g_error ("The value did not reach the end of the chain");

  bench_run_report (run, NULL, elapsed, "ms");
  bench_run_report (run, "per_hop",
                    elapsed * 1e6 / ((double) CHAIN_CHANGES * CHAIN_NODES),
                    "ns");
}

/* model.memory.per_node: what a node of the benchmark's shape costs with
 * its share of the connections (about 1.5), measured as the growth of the
 * heap in use (mallinfo2) while the layered graph of 100,000 nodes is
 * built, divided by the number of nodes; and, as a check, the growth of
 * the resident set size after giving free heap pages back (malloc_trim).
 */
static void
memory_workload (BenchRun *run,
                 gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = NULL;
  gsize heap_before, rss_before;
  gsize heap_after, rss_after;

  /* Types, classes and interned strings are made once; not per node. */
  graph = bench_build_layered_graph (1000);
  g_clear_object (&graph);

  bench_trim ();
  heap_before = bench_heap_bytes ();
  rss_before = bench_rss_bytes ();

  graph = bench_build_layered_graph (N_LARGE);

  heap_after = bench_heap_bytes ();
  rss_after = bench_rss_bytes ();

  bench_run_report (run, NULL,
                    ((double) heap_after - (double) heap_before) / N_LARGE,
                    "bytes");
  bench_run_report (run, "rss",
                    ((double) rss_after - (double) rss_before) / N_LARGE,
                    "bytes");
}

/* model.remove_selection.n100000: removing 1,000 nodes spread over a graph
 * of 100,000, with their connections, in one batch, as deleting a
 * selection does.
 */
static void
remove_selection_workload (BenchRun *run,
                           gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (N_LARGE);
  g_autoptr(GPtrArray) selection = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_connections;
  gint64 start;

  for (guint i = 0; i < 1000; i++)
    g_ptr_array_add (selection,
                     g_list_model_get_item (G_LIST_MODEL (graph), i * 100 + 50));

  n_connections = g_list_model_get_n_items (flow_graph_get_connections (graph));

  start = bench_now_ns ();

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < selection->len; i++)
    flow_graph_remove_node (graph, g_ptr_array_index (selection, i));
  flow_graph_end_batch (graph);

  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  if (g_list_model_get_n_items (G_LIST_MODEL (graph)) != N_LARGE - 1000 ||
      g_list_model_get_n_items (flow_graph_get_connections (graph)) >= n_connections)
    g_error ("The selection was not removed");
}

/* model.clear.n100000: flow_graph_clear () on the layered graph. */
static void
clear_workload (BenchRun *run,
                gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (N_LARGE);
  gint64 start;

  start = bench_now_ns ();
  flow_graph_clear (graph);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  if (g_list_model_get_n_items (G_LIST_MODEL (graph)) != 0 ||
      g_list_model_get_n_items (flow_graph_get_connections (graph)) != 0)
    g_error ("The graph was not cleared");
}

void
bench_model_register (void)
{
  bench_add_workload ("model.build.n1000", 21, build_workload, GUINT_TO_POINTER (1000));
  bench_add_workload ("model.build.n10000", 11, build_workload, GUINT_TO_POINTER (10000));
  bench_add_workload ("model.build.n100000", 5, build_workload, GUINT_TO_POINTER (N_LARGE));

  bench_add_workload ("model.diamonds.forward.n100000", 5,
                      diamonds_workload, GUINT_TO_POINTER (DIAMONDS_FORWARD));
  bench_add_workload ("model.diamonds.reverse.n100000", 5,
                      diamonds_workload, GUINT_TO_POINTER (DIAMONDS_REVERSE));
  bench_add_workload ("model.diamonds.shuffled.n100000", 5,
                      diamonds_workload, GUINT_TO_POINTER (DIAMONDS_SHUFFLED));
  bench_add_workload ("model.diamonds.upstream.n100000", 5,
                      diamonds_workload, GUINT_TO_POINTER (DIAMONDS_UPSTREAM));

  bench_add_workload ("model.chain.n100.changes100000", 5, chain_workload, NULL);

  bench_add_workload ("model.memory.per_node", 5, memory_workload, NULL);

  bench_add_workload ("model.remove_selection.n100000", 5, remove_selection_workload, NULL);
  bench_add_workload ("model.clear.n100000", 5, clear_workload, NULL);
}

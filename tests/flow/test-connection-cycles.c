/* test-connection-cycles.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Cycles: refused, or allowed when the graph allows them, and the rank
 * bookkeeping that finds them, in every order of building.
 */

#include "config.h"

#include "connection-test-utils.h"

/* Cycles */

static void
test_connection_cycle_refused (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  g_autoptr(GError) error = NULL;
  Quiet *quiet;

  g_assert_false (flow_graph_get_allow_cycles (graph));

  flow_test_connect (graph, out_of (a), sink_of (b, "l"));
  flow_test_connect (graph, out_of (b), sink_of (c, "l"));

  quiet = quiet_new (graph);

  /* A self-loop. */
  g_assert_false (flow_graph_can_connect (graph, out_of (a), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  /* Two nodes. */
  g_assert_null (flow_graph_add_connection (graph, out_of (b), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  /* Three nodes. */
  g_assert_null (flow_graph_add_connection (graph, out_of (c), sink_of (a, "r"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  quiet_assert_and_free (quiet, graph);

  /* A shortcut in the same direction is no cycle. */
  flow_test_connect (graph, out_of (a), sink_of (c, "r"));

  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_connection_cycle_allowed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  FlowNode *d = add_relay (graph, "d");
  guint *allow_notify = flow_test_count_notify (graph, "allow-cycles");
  g_autoptr(GError) error = NULL;
  FlowConnection *back, *self_loop;

  flow_graph_set_allow_cycles (graph, TRUE);
  g_assert_true (flow_graph_get_allow_cycles (graph));
  g_assert_cmpuint (*allow_notify, ==, 1);
  flow_graph_set_allow_cycles (graph, TRUE);
  g_assert_cmpuint (*allow_notify, ==, 1);

  flow_test_connect (graph, out_of (a), sink_of (b, "l"));
  flow_test_connect (graph, out_of (b), sink_of (c, "l"));
  back = flow_test_connect (graph, out_of (c), sink_of (a, "l"));
  self_loop = flow_test_connect (graph, out_of (d), sink_of (d, "l"));

  /* Values go round once; a node that does not compute stops them. */
  flow_dock_set_double (FLOW_DOCK (out_of (c)), 5);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink_of (a, "l"))), ==, 5);

  /* Cycles cannot be forbidden while there are some: a critical, and the
   * property stays as it was.
   */
  flow_test_expect_critical ("*has a cycle*", flow_graph_set_allow_cycles (graph, FALSE));
  g_assert_true (flow_graph_get_allow_cycles (graph));
  g_assert_cmpuint (*allow_notify, ==, 1);

  g_assert_true (flow_graph_remove_connection (graph, back, NULL));
  flow_test_expect_critical ("*has a cycle*", flow_graph_set_allow_cycles (graph, FALSE));
  g_assert_true (flow_graph_get_allow_cycles (graph));

  g_assert_true (flow_graph_remove_connection (graph, self_loop, NULL));
  flow_graph_set_allow_cycles (graph, FALSE);
  g_assert_false (flow_graph_get_allow_cycles (graph));
  g_assert_cmpuint (*allow_notify, ==, 2);

  /* The order was rebuilt: the back edge is refused again, a forward one
   * against the order the nodes were added in is fine.
   */
  g_assert_null (flow_graph_add_connection (graph, out_of (c), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);
  flow_test_connect (graph, out_of (d), sink_of (a, "r"));
  g_assert_null (flow_graph_add_connection (graph, out_of (c), sink_of (d, "r"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  g_assert_finalize_object (g_steal_pointer (&graph));
}

/* Whether @to can be reached from @from following connections, walked
 * without any help from the graph.
 */
static gboolean
oracle_reaches (FlowGraph *graph,
                FlowNode  *from,
                FlowNode  *to)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  GListModel *connections = flow_graph_get_connections (graph);
  guint n = g_list_model_get_n_items (connections);

  g_ptr_array_add (stack, from);
  g_hash_table_add (seen, from);

  while (stack->len > 0)
    {
      FlowNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (node == to)
        return TRUE;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
          FlowNode *source_node = flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection)));
          FlowNode *sink_node = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection)));

          if (source_node == node && !g_hash_table_contains (seen, sink_node))
            {
              g_hash_table_add (seen, sink_node);
              g_ptr_array_add (stack, sink_node);
            }
        }
    }

  return FALSE;
}

static gboolean
oracle_has_cycle (FlowGraph *graph)
{
  GListModel *connections = flow_graph_get_connections (graph);
  guint n = g_list_model_get_n_items (connections);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowNode *source_node = flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection)));
      FlowNode *sink_node = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection)));

      if (oracle_reaches (graph, sink_node, source_node))
        return TRUE;
    }

  return FALSE;
}

static const char * const sink_names[] = { "l", "r", "extra" };

/* flow_graph_list_connectable () for @dock: what flow_graph_can_connect ()
 * says of every dock of the graph, asked in order, one by one.
 */
static void
assert_connectable (FlowGraph *graph,
                    FlowDock  *dock)
{
  g_autoptr(GPtrArray) found = flow_graph_list_connectable (graph, dock);
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  GListModel *nodes = G_LIST_MODEL (graph);

  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      GListModel *docks = FLOW_IS_SOURCE (dock) ? flow_node_get_sinks (node) : flow_node_get_sources (node);

      for (guint j = 0; j < g_list_model_get_n_items (docks); j++)
        {
          g_autoptr(FlowDock) other = g_list_model_get_item (docks, j);

          if (FLOW_IS_SOURCE (dock) ? flow_graph_can_connect (graph, FLOW_SOURCE (dock), FLOW_SINK (other), NULL)
                                    : flow_graph_can_connect (graph, FLOW_SOURCE (other), FLOW_SINK (dock), NULL))
            g_ptr_array_add (expected, other);
        }
    }

  g_assert_cmpuint (found->len, ==, expected->len);
  for (guint i = 0; i < found->len; i++)
    g_assert_true (g_ptr_array_index (found, i) == g_ptr_array_index (expected, i));
}

static void
test_connection_cycle_random (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *nodes[30];

  g_test_summary ("Random connections and disconnections, checked against "
                  "a plain reachability walk: a connection is refused with "
                  "FLOW_ERROR_CYCLE exactly when it would close a cycle, "
                  "also after cycles were allowed and forbidden again; "
                  "the docks a dock can be connected to, listed at once, "
                  "are those can_connect () accepts one by one.");

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    nodes[i] = add_relay (graph, NULL);

  for (guint phase = 0; phase < 6; phase++)
    {
      gboolean allow = flow_graph_get_allow_cycles (graph);

      for (guint step = 0; step < 150; step++)
        {
          GListModel *connections = flow_graph_get_connections (graph);
          guint n_connections = g_list_model_get_n_items (connections);

          if (n_connections > 0 && g_test_rand_int_range (0, 4) == 0)
            {
              g_autoptr(FlowConnection) connection =
                g_list_model_get_item (connections, g_test_rand_int_range (0, n_connections));

              g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
            }
          else
            {
              FlowNode *from = nodes[g_test_rand_int_range (0, G_N_ELEMENTS (nodes))];
              FlowNode *to = nodes[g_test_rand_int_range (0, G_N_ELEMENTS (nodes))];
              FlowSink *sink = sink_of (to, sink_names[g_test_rand_int_range (0, 3)]);
              gboolean connected = flow_graph_find_connection (graph, out_of (from), sink) != NULL;
              gboolean cycle = !allow && oracle_reaches (graph, to, from);
              g_autoptr(GError) error = NULL;
              gboolean can = flow_graph_can_connect (graph, out_of (from), sink, NULL);
              FlowConnection *made = flow_graph_add_connection (graph, out_of (from), sink, &error);

              g_assert_true (can == (made != NULL));

              if (connected)
                g_assert_error (error, FLOW_ERROR, FLOW_ERROR_ALREADY_CONNECTED);
              else if (cycle)
                g_assert_error (error, FLOW_ERROR, FLOW_ERROR_CYCLE);
              else
                g_assert_no_error (error);
            }

          /* The docks a node's output and a node's input can be
           * connected to, all found at once.
           */
          assert_connectable (graph, FLOW_DOCK (out_of (nodes[g_test_rand_int_range (0, G_N_ELEMENTS (nodes))])));
          assert_connectable (graph, FLOW_DOCK (sink_of (nodes[g_test_rand_int_range (0, G_N_ELEMENTS (nodes))],
                                                         sink_names[g_test_rand_int_range (0, 3)])));
        }

      if (!allow)
        g_assert_false (oracle_has_cycle (graph));

      /* Switch: forbidding cycles works exactly when there is none. */
      if (allow)
        {
          if (oracle_has_cycle (graph))
            {
              flow_test_expect_critical ("*has a cycle*",
                                         flow_graph_set_allow_cycles (graph, FALSE));
              g_assert_true (flow_graph_get_allow_cycles (graph));

              /* Break every cycle, then forbid them. */
              while (oracle_has_cycle (graph))
                {
                  GListModel *connections = flow_graph_get_connections (graph);
                  g_autoptr(FlowConnection) connection =
                    g_list_model_get_item (connections, g_test_rand_int_range (0, g_list_model_get_n_items (connections)));

                  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
                }
            }
          flow_graph_set_allow_cycles (graph, FALSE);
          g_assert_false (flow_graph_get_allow_cycles (graph));
        }
      else
        {
          flow_graph_set_allow_cycles (graph, TRUE);
        }
    }

  g_assert_finalize_object (g_steal_pointer (&graph));
}

/* A chain of diamonds: top -> left, top -> right, left -> bottom,
 * right -> bottom, each bottom being the next top. The number of paths
 * doubles with each diamond, so a cycle check that does not remember the
 * nodes it visited never ends.
 */

#define N_DIAMONDS 2000

typedef enum
{
  ORDER_FORWARD,
  ORDER_REVERSE,
  ORDER_RANDOM,
} Order;

typedef struct
{
  Order    nodes;
  Order    connections;
  /* Whether this order is quadratic for the graph's order maintenance:
   * see test_connection_cycle_diamonds ().
   */
  gboolean quadratic;
} DiamondOrder;

static void
shuffle (guint *items,
         guint  n,
         Order  order)
{
  for (guint i = 0; i < n; i++)
    items[i] = order == ORDER_REVERSE ? n - 1 - i : i;

  if (order == ORDER_RANDOM)
    for (guint i = n - 1; i > 0; i--)
      {
        guint j = g_test_rand_int_range (0, i + 1);
        guint tmp = items[i];

        items[i] = items[j];
        items[j] = tmp;
      }
}

static void
test_connection_cycle_diamonds (gconstpointer data)
{
  const DiamondOrder *order = data;
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  guint n_diamonds = N_DIAMONDS;
  guint n_nodes, n_edges;
  g_autofree FlowNode **nodes = NULL;
  g_autofree guint *node_order = NULL;
  g_autofree guint *edge_order = NULL;
  g_autoptr(GError) error = NULL;
  FlowNode *first, *last, *middle;
  FlowConnection *shortcut;

  /* Nodes added against the flow and connected along it make every
   * connection go against the graph's current order, and the order
   * maintenance (Pearce and Kelly) then moves all the ancestors of the
   * source each time: quadratic, about 10 s for 2,000 diamonds. The full
   * size runs in slow mode; the quick run checks the same with fewer.
   */
  if (order->quadratic && !g_test_slow ())
    n_diamonds = 200;

  n_nodes = 3 * n_diamonds + 1;
  n_edges = 4 * n_diamonds;
  nodes = g_new0 (FlowNode *, n_nodes);
  node_order = g_new (guint, n_nodes);
  edge_order = g_new (guint, n_edges);

  for (guint i = 0; i < n_nodes; i++)
    nodes[i] = relay_new (NULL);

  shuffle (node_order, n_nodes, order->nodes);
  for (guint i = 0; i < n_nodes; i++)
    flow_graph_add_node (graph, nodes[node_order[i]]);

  shuffle (edge_order, n_edges, order->connections);
  for (guint i = 0; i < n_edges; i++)
    {
      guint diamond = edge_order[i] / 4;
      FlowNode *top = nodes[3 * diamond];
      FlowNode *left = nodes[3 * diamond + 1];
      FlowNode *right = nodes[3 * diamond + 2];
      FlowNode *bottom = nodes[3 * diamond + 3];

      switch (edge_order[i] % 4)
        {
        case 0: flow_test_connect (graph, out_of (top), sink_of (left, "l")); break;
        case 1: flow_test_connect (graph, out_of (top), sink_of (right, "l")); break;
        case 2: flow_test_connect (graph, out_of (left), sink_of (bottom, "l")); break;
        case 3: flow_test_connect (graph, out_of (right), sink_of (bottom, "r")); break;
        default: g_assert_not_reached ();
        }
    }

  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, n_edges);

  first = nodes[0];
  last = nodes[n_nodes - 1];
  middle = nodes[3 * (n_diamonds / 2)];

  /* Closing the whole chain, or part of it, is refused. */
  g_assert_null (flow_graph_add_connection (graph, out_of (last), sink_of (first, "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_of (last), sink_of (middle, "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_of (middle), sink_of (nodes[1], "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  /* Going along it is fine. */
  shortcut = flow_test_connect (graph, out_of (first), sink_of (last, "extra"));
  flow_test_connect (graph, out_of (nodes[2]), sink_of (middle, "extra"));

  /* The shortcut delivers like any connection. */
  flow_dock_set_double (FLOW_DOCK (out_of (first)), 42);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink_of (last, "extra"))), ==, 42);

  g_assert_true (flow_graph_remove_connection (graph, shortcut, NULL));
  g_assert_false (flow_graph_can_connect (graph, out_of (last), sink_of (first, "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  g_assert_finalize_object (g_steal_pointer (&graph));
  for (guint i = 0; i < n_nodes; i++)
    g_assert_finalize_object (nodes[i]);
}

int
main (int   argc,
      char *argv[])
{
  static const DiamondOrder forward = { ORDER_FORWARD, ORDER_FORWARD, FALSE };
  static const DiamondOrder reverse = { ORDER_FORWARD, ORDER_REVERSE, FALSE };
  static const DiamondOrder random = { ORDER_FORWARD, ORDER_RANDOM, FALSE };
  static const DiamondOrder all_random = { ORDER_RANDOM, ORDER_RANDOM, FALSE };
  static const DiamondOrder reverse_nodes = { ORDER_REVERSE, ORDER_FORWARD, TRUE };
  static const DiamondOrder all_reverse = { ORDER_REVERSE, ORDER_REVERSE, TRUE };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/connection/cycle/refused", test_connection_cycle_refused);
  g_test_add_func ("/flow/connection/cycle/allowed", test_connection_cycle_allowed);
  g_test_add_func ("/flow/connection/cycle/random", test_connection_cycle_random);
  g_test_add_data_func ("/flow/connection/cycle/diamonds/forward", &forward, test_connection_cycle_diamonds);
  g_test_add_data_func ("/flow/connection/cycle/diamonds/reverse", &reverse, test_connection_cycle_diamonds);
  g_test_add_data_func ("/flow/connection/cycle/diamonds/random", &random, test_connection_cycle_diamonds);
  g_test_add_data_func ("/flow/connection/cycle/diamonds/random-nodes", &all_random, test_connection_cycle_diamonds);
  g_test_add_data_func ("/flow/connection/cycle/diamonds/reverse-nodes", &reverse_nodes, test_connection_cycle_diamonds);
  g_test_add_data_func ("/flow/connection/cycle/diamonds/reverse-nodes-reverse", &all_reverse, test_connection_cycle_diamonds);

  return g_test_run ();
}

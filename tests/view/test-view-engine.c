/* test-view-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "engine-test-node.h"

/* Node code that changes the graph while it computes, with a view showing
 * the graph: the view follows every change, and nothing crashes. (With
 * nested evaluation, a node that removed itself made the graph emit an
 * invalid items-changed, and the view crashed on it.)
 */

typedef struct
{
  FlowGraph      *graph;
  GtkWidget      *view;
  GtkWidget      *window;
  EngineTestNode *nodes[6];
} Fixture;

static void
connect (Fixture *f,
         guint    from,
         guint    to)
{
  g_autoptr(GError) error = NULL;

  flow_graph_add_connection (f->graph, engine_test_node_out (f->nodes[from]),
                             engine_test_node_a (f->nodes[to]), &error);
  g_assert_no_error (error);
}

static void
set_head (Fixture *f,
          double   value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_value_init (&v, G_TYPE_DOUBLE);
  g_value_set_double (&v, value);
  flow_dock_set_value (FLOW_DOCK (engine_test_node_a (f->nodes[0])), &v);
}

/* A chain of six nodes, laid out in a row: the last two outside the
 * window, so that some have widgets and some only records.
 */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->graph = flow_graph_new ();

  /* The fixture holds the nodes: hooks point at nodes that leave. */
  for (guint i = 0; i < G_N_ELEMENTS (f->nodes); i++)
    {
      EngineTestNode *node = engine_test_node_new (NULL, ENGINE_TEST_COMPUTE);
      g_autofree char *title = g_strdup_printf ("N%u", i);

      flow_node_set_title (FLOW_NODE (node), title);
      flow_node_set_position (FLOW_NODE (node), i < 4 ? 40 + 220 * i : 4000 + 220 * i, 80);
      flow_graph_add_node (f->graph, FLOW_NODE (node));
      f->nodes[i] = node;
    }
  for (guint i = 1; i < G_N_ELEMENTS (f->nodes); i++)
    connect (f, i - 1, i);

  /* Values everywhere, so that losing an input is a change. */
  set_head (f, 1);

  f->view = flow_gtk_view_new (f->graph);
  f->window = view_test_window_new (f->view, 1000, 400);
  view_test_run_frames (f->view, 2);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_assert_finalize_object (f->graph);
  for (guint i = 0; i < G_N_ELEMENTS (f->nodes); i++)
    g_assert_finalize_object (f->nodes[i]);
}

/* The view's records match the graph, and every node in the window has a
 * widget bound to it.
 */
static void
assert_view_follows (Fixture *f)
{
  FlowGtkViewStats stats;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (f->graph));

  view_test_run_frames (f->view, 3);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (f->view), &stats);
  g_assert_cmpuint (stats.n_node_records, ==, n);
  g_assert_cmpuint (stats.n_wire_records, ==,
                    g_list_model_get_n_items (flow_graph_get_connections (f->graph)));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (f->graph), i);
      FlowGtkNode *widget;

      if (flow_node_get_x (node) > 900)
        continue;

      widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (f->view), node);
      g_assert_nonnull (widget);
      g_assert_true (flow_gtk_node_get_node (widget) == node);
    }
}

static void
remove_hook (EngineTestNode *node,
             gpointer        user_data)
{
  FlowNode *target = user_data != NULL ? user_data : FLOW_NODE (node);
  FlowGraph *graph = flow_node_get_graph (target);

  if (graph != NULL)
    flow_graph_remove_node (graph, target);
}

static void
test_remove_self (Fixture       *f,
                  gconstpointer  data)
{
  /* One with a widget, one with a record only. */
  engine_test_node_set_hook (f->nodes[2], remove_hook, NULL);
  engine_test_node_set_hook (f->nodes[5], remove_hook, NULL);

  set_head (f, 2);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->graph)), ==, 4);
  assert_view_follows (f);
}

static void
test_remove_others (Fixture       *f,
                    gconstpointer  data)
{
  /* N1 removes N3, which waits for its turn; N4 removes N0, done. */
  engine_test_node_set_hook (f->nodes[1], remove_hook, f->nodes[3]);
  engine_test_node_set_hook (f->nodes[4], remove_hook, f->nodes[0]);

  set_head (f, 2);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f->graph)), ==, 4);
  assert_view_follows (f);
}

static void
rewire_hook (EngineTestNode *node,
             gpointer        user_data)
{
  Fixture *f = user_data;
  FlowGraph *graph = flow_node_get_graph (FLOW_NODE (node));
  FlowDock *a = FLOW_DOCK (engine_test_node_a (node));

  if (graph == NULL || !flow_dock_is_connected (a))
    return;

  /* Take its own input away, and feed the last node from itself. */
  flow_graph_disconnect_dock (graph, a);
  if (!flow_dock_is_connected (FLOW_DOCK (engine_test_node_a (f->nodes[5]))))
    return;
  flow_graph_disconnect_dock (graph, FLOW_DOCK (engine_test_node_a (f->nodes[5])));
  flow_graph_add_connection (graph, engine_test_node_out (node), engine_test_node_a (f->nodes[5]), NULL);
}

static void
add_hook (EngineTestNode *node,
          gpointer        user_data)
{
  FlowGraph *graph = flow_node_get_graph (FLOW_NODE (node));
  guint *added = user_data;

  if (graph != NULL && (*added)++ < 3)
    {
      g_autoptr(EngineTestNode) child = engine_test_node_new ("Child", ENGINE_TEST_COMPUTE);

      flow_node_set_position (FLOW_NODE (child), 100 + 100 * *added, 300);
      flow_graph_add_node (graph, FLOW_NODE (child));
      flow_graph_add_connection (graph, engine_test_node_out (node), engine_test_node_b (child), NULL);
    }
}

static void
test_connect_disconnect_add (Fixture       *f,
                             gconstpointer  data)
{
  guint added = 0;

  engine_test_node_set_hook (f->nodes[2], rewire_hook, f);
  engine_test_node_set_hook (f->nodes[1], add_hook, &added);

  set_head (f, 2);
  set_head (f, 3);

  g_assert_cmpuint (added, >=, 1);
  g_assert_true (flow_graph_find_connection (f->graph, engine_test_node_out (f->nodes[2]),
                                             engine_test_node_a (f->nodes[5])) != NULL);
  assert_view_follows (f);
}

static void
test_deferred_with_view (Fixture       *f,
                         gconstpointer  data)
{
  g_test_summary ("Deferred evaluation with a view: a burst of changes is "
                  "one wave, before the frame that shows it.");

  flow_graph_set_evaluation (f->graph, FLOW_EVALUATION_DEFERRED);
  for (guint i = 0; i < 100; i++)
    set_head (f, i);

  view_test_run_frames (f->view, 2);
  g_assert_cmpfloat (flow_dock_get_value (FLOW_DOCK (engine_test_node_out (f->nodes[5])))->data[0].v_double, ==, 99);
  g_assert_cmpuint (flow_graph_get_last_wave_computes (f->graph), ==, 6);
  assert_view_follows (f);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/view/engine/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("remove-self", test_remove_self);
  ADD ("remove-others", test_remove_others);
  ADD ("connect-disconnect-add", test_connect_disconnect_add);
  ADD ("deferred", test_deferred_with_view);

#undef ADD

  return g_test_run ();
}

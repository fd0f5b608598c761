/* test-view-scale.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "bench-graph.h"

/* Structural checks that fail if the view's architecture regresses to work
 * proportional to the graph, whatever the machine's speed: they count
 * records and widgets, never time.
 */

#define N_NODES 100000

static FlowGraph *big_graph;

typedef struct
{
  GtkWidget       *window;
  FlowGtkView     *view;
  FlowGtkViewport *viewport;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  GtkWidget *view;

  /* Every test starts at the default zoom and offset, whatever the view
   * of the previous test left in the shared graph.
   */
  flow_graph_set_extra (big_graph, "view", NULL);
  view = flow_gtk_view_new (big_graph);

  fixture->view = FLOW_GTK_VIEW (view);
  fixture->viewport = flow_gtk_view_get_viewport (fixture->view);
  fixture->window = view_test_window_new (view, 1600, 1000);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

/* The most node widgets a viewport of 1600×1000 pixels can need: nodes are
 * at least 100 canvas units wide and tall, and the view keeps widgets for
 * a margin of 160 pixels around the visible area.
 */
static guint
widget_bound (double zoom)
{
  double w = (1600 + 2 * 160) / zoom;
  double h = (1000 + 2 * 160) / zoom;

  return (guint)((w / BENCH_GRAPH_COLUMN_WIDTH + 2) * (h / BENCH_GRAPH_ROW_HEIGHT + 2));
}

static void
test_scale_widgets (Fixture       *fixture,
                    gconstpointer  data)
{
  FlowGtkViewStats stats;

  _flow_gtk_view_get_stats (fixture->view, &stats);
  g_assert_cmpuint (stats.n_node_records, ==, N_NODES);
  g_assert_true (stats.detailed);
  g_assert_cmpuint (stats.n_bound_widgets, >, 0);
  g_assert_cmpuint (stats.n_bound_widgets, <=, widget_bound (1.0));
  g_assert_cmpuint (stats.widgets_created, <=, widget_bound (1.0) + 48);

  /* Pan across the graph: the count stays bounded by the viewport. */
  for (guint i = 0; i < 30; i++)
    {
      flow_gtk_viewport_pan (fixture->viewport, -300, -200);
      view_test_run_frames (fixture->window, 1);
      _flow_gtk_view_get_stats (fixture->view, &stats);
      g_assert_cmpuint (stats.n_bound_widgets, <=, widget_bound (1.0));
    }

  /* Zoomed to fit, below the level of detail: no widgets at all. */
  flow_gtk_view_zoom_to_fit (fixture->view);
  view_test_run_frames (fixture->window, 2);
  _flow_gtk_view_get_stats (fixture->view, &stats);
  g_assert_false (stats.detailed);
  g_assert_cmpuint (stats.n_bound_widgets, ==, 0);
}

static void
test_scale_drawn (Fixture       *fixture,
                  gconstpointer  data)
{
  /* Node slots meeting the 1600×1000 pixels themselves, at zoom 1: a slot
   * is 24 pixels larger than its node on every side.
   */
  guint on_screen = (guint)(((1600 + 2 * 24) / BENCH_GRAPH_COLUMN_WIDTH + 2) *
                            ((1000 + 2 * 24) / BENCH_GRAPH_ROW_HEIGHT + 2));
  FlowGtkViewStats before, after;

  g_test_summary ("Each frame draws only the node widgets that meet the view, "
                  "not those kept in the margin beyond its edges.");

  view_test_run_frames (fixture->window, 3);

  for (guint i = 0; i < 10; i++)
    {
      _flow_gtk_view_get_stats (fixture->view, &before);
      flow_gtk_viewport_pan (fixture->viewport, i % 2 ? 37 : -23, i % 3 ? 11 : -29);
      view_test_run_frames (fixture->window, 1);
      _flow_gtk_view_get_stats (fixture->view, &after);

      g_assert_cmpuint (after.frames, ==, before.frames + 1);
      g_assert_cmpuint (after.nodes_drawn - before.nodes_drawn, >, 0);
      g_assert_cmpuint (after.nodes_drawn - before.nodes_drawn, <=, on_screen);
      g_assert_cmpuint (after.nodes_drawn - before.nodes_drawn, <, after.n_bound_widgets);
    }
}

static void
test_scale_lod_threshold (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowGtkViewStats stats;
  double detail = flow_gtk_view_get_detail_zoom (fixture->view);

  g_assert_cmpfloat (detail, ==, 0.4);

  flow_gtk_viewport_set_zoom (fixture->viewport, detail);
  view_test_run_frames (fixture->window, 2);
  _flow_gtk_view_get_stats (fixture->view, &stats);
  g_assert_true (stats.detailed);
  g_assert_cmpuint (stats.n_bound_widgets, >, 0);
  g_assert_cmpuint (stats.n_bound_widgets, <=, widget_bound (detail));

  flow_gtk_viewport_set_zoom (fixture->viewport, detail * 0.99);
  view_test_run_frames (fixture->window, 2);
  _flow_gtk_view_get_stats (fixture->view, &stats);
  g_assert_false (stats.detailed);
  g_assert_cmpuint (stats.n_bound_widgets, ==, 0);

  /* The threshold is a property. */
  flow_gtk_view_set_detail_zoom (fixture->view, 0.2);
  view_test_run_frames (fixture->window, 2);
  _flow_gtk_view_get_stats (fixture->view, &stats);
  g_assert_true (stats.detailed);
  g_assert_cmpuint (stats.n_bound_widgets, >, 0);
}

static void
test_scale_hover (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowGtkViewStats before, after;

  _flow_gtk_view_get_stats (fixture->view, &before);

  /* 100 motion events across the canvas. */
  for (guint i = 0; i < 100; i++)
    _flow_gtk_view_motion (fixture->view, 16 * i, 10 * i);

  _flow_gtk_view_get_stats (fixture->view, &after);

  /* Each motion visits a handful of nearby records, never the graph. */
  g_assert_cmpuint (after.node_records_visited - before.node_records_visited, <, 100 * 50);
  g_assert_cmpuint (after.wire_records_visited - before.wire_records_visited, <, 100 * 50);
  g_assert_cmpuint (after.wires_updated, ==, before.wires_updated);
}

static void
test_scale_move_one (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (big_graph), N_NODES / 2);
  FlowGtkViewStats before, after;
  double x = flow_node_get_x (node);
  guint n_wires = 0;
  GListModel *lists[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };

  for (guint l = 0; l < 2; l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);

        n_wires += flow_dock_get_n_connections (dock);
      }
  g_assert_cmpuint (n_wires, >, 0);

  view_test_run_frames (fixture->window, 2);
  _flow_gtk_view_get_stats (fixture->view, &before);

  flow_node_set_x (node, x + 15);

  _flow_gtk_view_get_stats (fixture->view, &after);

  /* One record, and only the node's own wires. */
  g_assert_cmpuint (after.node_records_visited - before.node_records_visited, <=, 1);
  g_assert_cmpuint (after.wires_updated - before.wires_updated, ==, n_wires);

  flow_node_set_x (node, x);
}

static void
test_scale_pictures (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (fixture->view);
  FlowGtkViewStats before, after;

  g_test_summary ("Panning and moving nodes reuse the rasterized pictures of "
                  "node widgets: only widgets that draw something new, or "
                  "new widgets, are rasterized again.");

  if (!GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (fixture->window))))
    {
      g_test_skip ("Pictures are for the cairo renderer");
      return;
    }

  view_test_run_frames (fixture->window, 3);
  _flow_gtk_view_get_stats (fixture->view, &before);

  /* Pan in small steps that bring no new node into view. */
  for (guint i = 0; i < 10; i++)
    {
      flow_gtk_viewport_pan (fixture->viewport, i % 2 ? 3 : -3, 0);
      view_test_run_frames (fixture->window, 1);
    }

  _flow_gtk_view_get_stats (fixture->view, &after);
  g_assert_cmpuint (after.frames, >, before.frames);
  g_assert_cmpuint (after.pictures_rendered, ==, before.pictures_rendered);

  /* Move a selected node by its model position, frame after frame. */
  gtk_selection_model_select_item (selection, 0, TRUE);
  view_test_run_frames (fixture->window, 3);
  _flow_gtk_view_get_stats (fixture->view, &before);
  {
    g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (big_graph), 0);

    for (guint i = 0; i < 10; i++)
      {
        flow_node_set_position (node, flow_node_get_x (node) + 2, flow_node_get_y (node));
        view_test_run_frames (fixture->window, 1);
      }
  }
  _flow_gtk_view_get_stats (fixture->view, &after);
  g_assert_cmpuint (after.pictures_rendered - before.pictures_rendered, <=, 1);
}

static void
test_scale_select (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (fixture->view);
  FlowGtkViewStats before, after;

  gtk_selection_model_select_item (selection, 3, TRUE);
  _flow_gtk_view_get_stats (fixture->view, &before);

  /* From one end of the graph to the other: two records change. */
  gtk_selection_model_select_item (selection, N_NODES - 3, TRUE);
  _flow_gtk_view_get_stats (fixture->view, &after);
  g_assert_cmpuint (after.node_records_visited - before.node_records_visited, ==, 2);
  g_assert_true (gtk_selection_model_is_selected (selection, N_NODES - 3));
  g_assert_false (gtk_selection_model_is_selected (selection, 3));
}

/* Zooming in releases node widgets that zooming out again needs: they
 * wait in the pool, so a zoom back and forth makes no new widget, and the
 * pool goes back to its resting size once the view settles.
 */
static void
test_scale_pool (Fixture       *fixture,
                 gconstpointer  data)
{
  FlowGtkViewStats out, in, again, settled;
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->view));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->view));

  flow_gtk_viewport_zoom_at (fixture->viewport, 0.45, width / 2.0, height / 2.0);
  view_test_run_frames (fixture->window, 3);
  _flow_gtk_view_get_stats (fixture->view, &out);
  g_assert_true (out.detailed);
  g_assert_cmpuint (out.n_bound_widgets, >, 2 * 48);

  flow_gtk_viewport_zoom_at (fixture->viewport, 1.5, width / 2.0, height / 2.0);
  view_test_run_frames (fixture->window, 3);
  _flow_gtk_view_get_stats (fixture->view, &in);
  g_assert_cmpuint (in.n_bound_widgets, <, out.n_bound_widgets / 2);
  g_assert_cmpuint (in.n_pooled_widgets, >, 48);

  flow_gtk_viewport_zoom_at (fixture->viewport, 0.45, width / 2.0, height / 2.0);
  view_test_run_frames (fixture->window, 3);
  _flow_gtk_view_get_stats (fixture->view, &again);
  g_assert_cmpuint (again.n_bound_widgets, ==, out.n_bound_widgets);
  g_assert_cmpuint (again.widgets_created, ==, out.widgets_created);

  /* At rest, zoomed in: the pool shrinks back, within two seconds. */
  flow_gtk_viewport_zoom_at (fixture->viewport, 1.5, width / 2.0, height / 2.0);
  view_test_run_frames (fixture->window, 3);
  view_test_wait (2500);
  _flow_gtk_view_get_stats (fixture->view, &settled);
  g_assert_cmpuint (settled.n_pooled_widgets, <=, 48);
  g_assert_cmpuint (settled.n_bound_widgets, ==, in.n_bound_widgets);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  gtk_test_init (&argc, &argv, NULL);

  big_graph = bench_build_layered_graph (N_NODES);

  g_test_add ("/flow-gtk/scale/widgets", Fixture, NULL,
              fixture_setup, test_scale_widgets, fixture_teardown);
  g_test_add ("/flow-gtk/scale/drawn", Fixture, NULL,
              fixture_setup, test_scale_drawn, fixture_teardown);
  g_test_add ("/flow-gtk/scale/lod-threshold", Fixture, NULL,
              fixture_setup, test_scale_lod_threshold, fixture_teardown);
  g_test_add ("/flow-gtk/scale/hover", Fixture, NULL,
              fixture_setup, test_scale_hover, fixture_teardown);
  g_test_add ("/flow-gtk/scale/move-one", Fixture, NULL,
              fixture_setup, test_scale_move_one, fixture_teardown);
  g_test_add ("/flow-gtk/scale/pictures", Fixture, NULL,
              fixture_setup, test_scale_pictures, fixture_teardown);
  g_test_add ("/flow-gtk/scale/select", Fixture, NULL,
              fixture_setup, test_scale_select, fixture_teardown);
  g_test_add ("/flow-gtk/scale/pool", Fixture, NULL,
              fixture_setup, test_scale_pool, fixture_teardown);

  ret = g_test_run ();

  g_clear_object (&big_graph);

  return ret;
}

/* test-minimap-scale.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "minimap-test-utils.h"

#include "bench-graph.h"
#include "flow-gtk-test-utils.h"
#include "view-test-utils.h"

/* The minimap of a graph of 100,000 nodes: its picture is drawn once, a
 * pan or a zoom of the view draws none, and a drag draws a few. These
 * count, they never time.
 */

#define N_NODES 100000

static FlowGraph *big_graph;

typedef struct
{
  GtkWidget       *window;
  FlowGtkView     *view;
  FlowGtkMinimap  *minimap;
  FlowGtkViewport *viewport;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  GtkWidget *view, *minimap, *overlay;

  /* Every test starts at the default offset, whatever the view of the
   * previous test left in the shared graph.
   */
  flow_graph_set_extra (big_graph, "view", NULL);
  view = flow_gtk_view_new (big_graph);
  minimap = flow_gtk_minimap_new (FLOW_GTK_VIEW (view));
  overlay = gtk_overlay_new ();

  fixture->view = FLOW_GTK_VIEW (view);
  fixture->minimap = FLOW_GTK_MINIMAP (minimap);
  fixture->viewport = flow_gtk_view_get_viewport (fixture->view);

  /* The whole graph in view, as an application shows a big graph first:
   * below the level of detail, so no node is measured.
   */
  flow_gtk_viewport_set_zoom (fixture->viewport, 0.015);

  gtk_widget_set_halign (minimap, GTK_ALIGN_END);
  gtk_widget_set_valign (minimap, GTK_ALIGN_END);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), view);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), minimap);
  fixture->window = view_test_window_new (overlay, 1600, 1000);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

static void
test_scale_build_once (Fixture       *fixture,
                       gconstpointer  data)
{
  FlowGtkMinimapStats stats;
  FlowGtkViewStats view_stats;
  view_test_run_frames (fixture->window, 5);
  view_test_wait (300);
  view_test_run_frames (fixture->window, 2);

  _flow_gtk_view_get_stats (fixture->view, &view_stats);
  g_assert_false (view_stats.detailed);

  /* One picture, with every node in it, and no wires at this size. */
  _flow_gtk_minimap_get_stats (fixture->minimap, &stats);
  g_assert_cmpuint (stats.rebuilds, ==, 1);
  g_assert_cmpuint (stats.boxes_drawn, ==, N_NODES);
  g_assert_cmpuint (stats.wires_drawn, ==, 0);
  g_assert_cmpuint (stats.frames, >=, 1);

  /* Pans and zooms of the view move the frame only. */
  for (guint i = 0; i < 30; i++)
    {
      if (i % 3 == 0)
        flow_gtk_viewport_zoom_at (fixture->viewport,
                                   flow_gtk_viewport_get_zoom (fixture->viewport) * 1.05,
                                   800, 500);
      else
        flow_gtk_viewport_pan (fixture->viewport, -40, -25);
      view_test_run_frames (fixture->window, 1);
    }
  view_test_wait (300);
  _flow_gtk_minimap_get_stats (fixture->minimap, &stats);
  g_assert_cmpuint (stats.rebuilds, ==, 1);
  g_assert_cmpuint (stats.frames, >=, 30);

  /* What it looks like, for review. */
  {
    g_autoptr(GdkTexture) texture = flow_gtk_test_render (fixture->window);

    flow_gtk_test_save (texture, "minimap-100k.png");
  }

  /* How long a picture takes, for the log. */
  g_test_message ("a picture of %u nodes: %.1f ms", N_NODES, stats.last_rebuild_usec / 1000.0);
}

/* Dragging 20 nodes for 100 frames draws the picture a few times. The
 * view shows the nodes at 100 %, as when the user drags them.
 */
static void
test_scale_drag (Fixture       *fixture,
                 gconstpointer  data)
{
  FlowGtkMinimapStats before, after;
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 start, elapsed_ms;
  guint64 rebuilds;

  for (guint i = 0; i < 20; i++)
    g_ptr_array_add (nodes, g_list_model_get_item (G_LIST_MODEL (big_graph), i));

  flow_gtk_viewport_set_zoom (fixture->viewport, 1.0);
  flow_gtk_viewport_set_offset (fixture->viewport, -100, -100);
  do
    {
      _flow_gtk_minimap_get_stats (fixture->minimap, &before);
      rebuilds = before.rebuilds;
      view_test_run_frames (fixture->window, 2);
      view_test_wait (300);
      _flow_gtk_minimap_get_stats (fixture->minimap, &before);
    }
  while (before.rebuilds != rebuilds);

  start = g_get_monotonic_time ();
  for (guint frame = 0; frame < 100; frame++)
    {
      for (guint i = 0; i < nodes->len; i++)
        {
          FlowNode *node = g_ptr_array_index (nodes, i);

          flow_node_set_position (node, flow_node_get_x (node) + 7, flow_node_get_y (node) + 3);
        }
      view_test_run_frames (fixture->window, 1);
    }
  elapsed_ms = (g_get_monotonic_time () - start) / 1000;
  view_test_wait (300);
  _flow_gtk_minimap_get_stats (fixture->minimap, &after);

  g_test_message ("100 frames of dragging 20 nodes over %" G_GINT64_FORMAT " ms: %"
                  G_GUINT64_FORMAT " pictures, the last in %.1f ms", elapsed_ms,
                  after.rebuilds - before.rebuilds, after.last_rebuild_usec / 1000.0);
  g_assert_cmpuint (after.rebuilds - before.rebuilds, >=, 1);
  g_assert_cmpuint (after.rebuilds - before.rebuilds, <=, elapsed_ms / 250 + 2);
  g_assert_cmpuint (after.boxes_drawn - before.boxes_drawn,
                    ==, (after.rebuilds - before.rebuilds) * N_NODES);
}

/* Zooming in to where the view measures its nodes redraws the picture
 * once, with the measured sizes; panning on does not.
 */
static void
test_scale_measured (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowGtkMinimapStats before, after;
  FlowGtkViewStats view_stats;

  view_test_wait (300);
  _flow_gtk_minimap_get_stats (fixture->minimap, &before);

  flow_gtk_viewport_set_zoom (fixture->viewport, 1.0);
  flow_gtk_viewport_set_offset (fixture->viewport, -100, -100);
  view_test_run_frames (fixture->window, 4);
  _flow_gtk_view_get_stats (fixture->view, &view_stats);
  g_assert_true (view_stats.detailed);
  g_assert_cmpuint (view_stats.n_bound_widgets, >, 0);
  view_test_wait (300);
  _flow_gtk_minimap_get_stats (fixture->minimap, &after);
  g_test_message ("pictures after the first measurement: %" G_GUINT64_FORMAT,
                  after.rebuilds - before.rebuilds);
  g_assert_cmpuint (after.rebuilds - before.rebuilds, <=, 2);

  /* Panning at 100 % shows nodes for the first time, whose measured size
   * may differ from their estimate: the picture follows, throttled.
   */
  before = after;
  {
    gint64 start = g_get_monotonic_time ();
    gint64 elapsed_ms;

    for (guint i = 0; i < 40; i++)
      {
        flow_gtk_viewport_pan (fixture->viewport, -300, 0);
        view_test_run_frames (fixture->window, 1);
      }
    elapsed_ms = (g_get_monotonic_time () - start) / 1000;
    view_test_wait (300);
    _flow_gtk_minimap_get_stats (fixture->minimap, &after);
    g_test_message ("40 frames of panning at 100 %% over %" G_GINT64_FORMAT " ms: %"
                    G_GUINT64_FORMAT " pictures", elapsed_ms, after.rebuilds - before.rebuilds);
    g_assert_cmpuint (after.rebuilds - before.rebuilds, <=, elapsed_ms / 250 + 2);
  }

  /* Going back over nodes already measured draws nothing new. */
  flow_gtk_viewport_set_offset (fixture->viewport, -100, -100);
  view_test_run_frames (fixture->window, 2);
  view_test_wait (300);
  _flow_gtk_minimap_get_stats (fixture->minimap, &before);
  for (guint i = 0; i < 20; i++)
    {
      flow_gtk_viewport_pan (fixture->viewport, -300, 0);
      view_test_run_frames (fixture->window, 1);
    }
  view_test_wait (300);
  _flow_gtk_minimap_get_stats (fixture->minimap, &after);
  g_assert_cmpuint (after.rebuilds, ==, before.rebuilds);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  flow_gtk_test_init (&argc, &argv);

  big_graph = bench_build_layered_graph (N_NODES);

  g_test_add ("/flow-gtk/minimap-scale/build-once", Fixture, NULL,
              fixture_setup, test_scale_build_once, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-scale/drag", Fixture, NULL,
              fixture_setup, test_scale_drag, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-scale/measured", Fixture, NULL,
              fixture_setup, test_scale_measured, fixture_teardown);

  status = g_test_run ();

  g_object_unref (big_graph);

  return status;
}

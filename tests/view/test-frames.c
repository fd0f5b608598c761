/* test-frames.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

/* Frames as the view draws them: on the canvas below the wires, in their
 * colour, repainted when it changes; picked by their title bar only.
 */

typedef struct
{
  guchar b, g, r, a;
} Pixel;

static Pixel
pixel_at (GtkWidget *view,
          double     canvas_x,
          double     canvas_y)
{
  g_autofree guchar *pixels = NULL;
  graphene_point_t at;
  int width = gtk_widget_get_width (view);
  guint n_cairo_nodes;
  gsize i;

  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)),
                                      &GRAPHENE_POINT_INIT (canvas_x, canvas_y), &at);
  pixels = view_test_snapshot_frame (view, &n_cairo_nodes);
  g_assert_cmpfloat (at.x, >=, 0);
  g_assert_cmpfloat (at.y, >=, 0);
  g_assert_cmpfloat (at.x, <, width);
  g_assert_cmpfloat (at.y, <, gtk_widget_get_height (view));
  i = 4 * ((gsize)at.y * width + (gsize)at.x);

  return (Pixel) { pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3] };
}

static void
test_frames_drawn (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  GtkWidget *view, *window;
  Pixel canvas, blue, red, wire, wire_outside;

  g_test_summary ("A frame tints the canvas in its colour below the wires, and repaints "
                  "when its colour changes; a click in its body is not on it.");

  /* A wire across the frame, level at y 200 + its dock's offset. */
  flow_node_set_position (a, -300, 200);
  flow_node_set_position (b, 600, 200);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 400, 400);
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_BLUE);

  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (view), FALSE);
  window = view_test_window_new (view, 1000, 700);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -320, -100);
  view_test_run_frames (view, 2);

  canvas = pixel_at (view, 100, 100);
  flow_graph_add_node (graph, frame);
  view_test_run_frames (view, 2);

  /* The body, away from the wire: the canvas tinted blue. */
  blue = pixel_at (view, 100, 100);
  g_assert_true (blue.b > blue.r + 10);
  g_assert_true (blue.r != canvas.r || blue.g != canvas.g || blue.b != canvas.b);

  /* The wire runs over it in its own colour, as outside the frame. */
  {
    graphene_point_t from, to;

    g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                    FLOW_DOCK (flow_test_source (a, "out")), &from));
    g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                    FLOW_DOCK (flow_test_sink (b, "in")), &to));
    g_assert_cmpfloat (from.y, ==, to.y);
    wire = pixel_at (view, 200, from.y);
    wire_outside = pixel_at (view, -60, from.y);
    g_assert_cmpint (wire.r, ==, wire_outside.r);
    g_assert_cmpint (wire.g, ==, wire_outside.g);
    g_assert_cmpint (wire.b, ==, wire_outside.b);
  }

  /* Another colour: repainted. */
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_RED);
  view_test_run_frames (view, 2);
  red = pixel_at (view, 100, 100);
  g_assert_true (red.r > red.b + 10);

  /* Only the title bar takes the frame. */
  g_assert_true (_flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), &GRAPHENE_POINT_INIT (100, 5))->node == frame);
  g_assert_null (_flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), &GRAPHENE_POINT_INIT (100, 100)));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/frames/drawn", test_frames_drawn);

  return g_test_run ();
}

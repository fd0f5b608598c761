/* test-view-pointer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-cursor-private.h"
#include "flow-gtk-wire-renderer-private.h"

#include "bench-graph.h"
#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

/* FlowGtkView under the pointer: the tooltips of docks, picking through
 * node widgets, the cursor over what the pointer hovers, and the hovered
 * wire drawn live in the frames of a zoom.
 */

/* Dock widgets in nodes are not pointer targets: the view shows their
 * tooltips, within the radius a press would pick, mirrored with the canvas.
 */
static void
view_test_dock_tooltip (gboolean rtl)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  FlowGtkViewport *viewport;
  graphene_point_t canvas, at;
  GdkRectangle area;
  g_autofree char *text = NULL;
  g_autofree char *near = NULL;
  g_autofree char *away = NULL;

  if (rtl)
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));

  g_assert_true (gtk_widget_get_has_tooltip (view));

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                  FLOW_DOCK (flow_node_get_sink (c, "b")), &canvas));
  flow_gtk_viewport_canvas_to_widget (viewport, &canvas, &at);

  text = _flow_gtk_view_dup_tooltip_at (FLOW_GTK_VIEW (view), at.x, at.y, &area);
  g_assert_cmpstr (text, ==, "b: number (gdouble)");
  g_assert_cmpint (area.x, <=, at.x);
  g_assert_cmpint (area.x + area.width, >=, at.x);
  g_assert_cmpint (area.y, <=, at.y);
  g_assert_cmpint (area.y + area.height, >=, at.y);

  /* A few pixels off the dot still is the dock; far off is nothing. */
  near = _flow_gtk_view_dup_tooltip_at (FLOW_GTK_VIEW (view), at.x + 4, at.y - 3, NULL);
  g_assert_cmpstr (near, ==, "b: number (gdouble)");
  away = _flow_gtk_view_dup_tooltip_at (FLOW_GTK_VIEW (view), at.x + (rtl ? 60 : -60), at.y, NULL);
  g_assert_null (away);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_view_dock_tooltip (void)
{
  view_test_dock_tooltip (FALSE);
}

static void
test_view_dock_tooltip_rtl (void)
{
  view_test_dock_tooltip (TRUE);
}

/* GTK finds the widget under the pointer by walking every child that
 * takes the pointer, unless a widget hides its overflow: then it tests
 * that widget's box first and skips what it holds. Every node widget sits
 * in such a box, a margin larger than the node, so that a pointer motion
 * does not walk the rows and editors of every node on screen; the margin
 * itself passes the pointer on to what is below.
 */
static void
test_view_pick_skips_nodes (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  FlowNode *nodes[3];
  GtkWidget *view, *window;

  graph = view_test_small_graph (&a, &b, &c);
  nodes[0] = a;
  nodes[1] = b;
  nodes[2] = c;
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      GtkWidget *widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), nodes[i]));
      GtkWidget *box = gtk_widget_get_parent (widget);
      graphene_rect_t node_bounds, box_bounds;
      graphene_point_t inside;
      GtkWidget *picked;

      g_assert_nonnull (widget);
      g_assert_true (box != view);
      g_assert_true (gtk_widget_get_parent (box) == view);
      g_assert_cmpint (gtk_widget_get_overflow (box), ==, GTK_OVERFLOW_HIDDEN);

      /* The box holds the node, its dots (half outside its border) and
       * their outlines.
       */
      g_assert_true (gtk_widget_compute_bounds (widget, view, &node_bounds));
      g_assert_true (gtk_widget_compute_bounds (box, view, &box_bounds));
      g_assert_cmpfloat (box_bounds.origin.x, <=, node_bounds.origin.x - 12);
      g_assert_cmpfloat (box_bounds.origin.y, <=, node_bounds.origin.y - 12);
      g_assert_cmpfloat (box_bounds.origin.x + box_bounds.size.width, >=,
                         node_bounds.origin.x + node_bounds.size.width + 12);
      g_assert_cmpfloat (box_bounds.origin.y + box_bounds.size.height, >=,
                         node_bounds.origin.y + node_bounds.size.height + 12);

      /* On the node, the node (or one of its editors) takes the pointer. */
      inside = GRAPHENE_POINT_INIT (node_bounds.origin.x + node_bounds.size.width / 2,
                                    node_bounds.origin.y + 8);
      picked = gtk_widget_pick (view, inside.x, inside.y, GTK_PICK_DEFAULT);
      g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));

      /* Just above it, in the box's margin, the canvas does. */
      picked = gtk_widget_pick (view, inside.x, node_bounds.origin.y - 8, GTK_PICK_DEFAULT);
      g_assert_true (picked == view);
    }

  /* Keyboard focus goes through the box to the node. */
  gtk_widget_grab_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c)));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c))));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The largest difference, in any channel, between the means of two
 * pictures over blocks of @block × @block pixels; and the largest
 * difference between two blocks of @a, to tell a picture from a blank.
 */
static int
block_difference (const guchar *a,
                  const guchar *b,
                  int           width,
                  int           height,
                  int           block,
                  int          *range)
{
  int worst = 0;
  int lo = 255, hi = 0;

  for (int by = 0; by + block <= height; by += block)
    for (int bx = 0; bx + block <= width; bx += block)
      for (int c = 0; c < 4; c++)
        {
          int sum_a = 0, sum_b = 0;

          for (int y = by; y < by + block; y++)
            for (int x = bx; x < bx + block; x++)
              {
                sum_a += a[((gsize)y * width + x) * 4 + c];
                sum_b += b[((gsize)y * width + x) * 4 + c];
              }

          worst = MAX (worst, ABS (sum_a - sum_b) / (block * block));
          lo = MIN (lo, sum_a / (block * block));
          hi = MAX (hi, sum_a / (block * block));
        }

  *range = hi - lo;

  return worst;
}

/* Moves the pointer, as far as the view knows, over @point (canvas). */
static void
hover_canvas_point (GtkWidget              *view,
                    const graphene_point_t *point)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  graphene_point_t at;

  flow_gtk_viewport_canvas_to_widget (viewport, point, &at);
  _flow_gtk_view_motion (FLOW_GTK_VIEW (view), at.x, at.y);
}

/* The canvas point halfway between the two ends of @connection's wire. */
static void
wire_middle (GtkWidget        *view,
             FlowConnection   *connection,
             graphene_point_t *middle)
{
  graphene_point_t from, to;

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                  FLOW_DOCK (flow_connection_get_source (connection)), &from));
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                  FLOW_DOCK (flow_connection_get_sink (connection)), &to));
  graphene_point_interpolate (&from, &to, 0.5, middle);
}

/* The pointer on a wire shows the "pointer" cursor, and off it the
 * default one. The view keeps its cursors: GDK frees the X cursor of a
 * GdkCursor that is no longer used, and loading it again from the cursor
 * theme made every crossing of a wire cost about 0.1 ms.
 */
static void
test_view_hover_cursor (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (60);
  g_autoptr(FlowConnection) connection = NULL;
  GtkWidget *view, *window;
  graphene_point_t middle;
  GdkCursor *first;

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), 0, 0);
  view_test_run_frames (window, 3);

  connection = g_list_model_get_item (flow_graph_get_connections (graph), 0);
  wire_middle (view, connection, &middle);

  hover_canvas_point (view, &middle);
  g_assert_true (_flow_gtk_view_get_hover_connection (FLOW_GTK_VIEW (view)) == connection);
  first = gtk_widget_get_cursor (view);
  g_assert_nonnull (first);
  g_assert_cmpstr (gdk_cursor_get_name (first), ==, "pointer");

  /* Far from every node and wire. */
  hover_canvas_point (view, &GRAPHENE_POINT_INIT (-5000, -5000));
  g_assert_null (_flow_gtk_view_get_hover_connection (FLOW_GTK_VIEW (view)));
  g_assert_null (gtk_widget_get_cursor (view));

  /* Back on the wire: the same cursor as before, not a new one. */
  hover_canvas_point (view, &middle);
  g_assert_true (gtk_widget_get_cursor (view) == first);
  g_assert_true (_flow_gtk_cursor_get ("pointer") == first);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Over the grip in an open frame's corner, the resize cursor, mirrored
 * right to left; none in a read-only view, nor over a collapsed frame.
 */
static void
test_view_grip_cursor (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  GtkWidget *view, *window;
  graphene_point_t grip = GRAPHENE_POINT_INIT (396, 296);

  flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 400, 300);
  flow_graph_add_node (graph, frame);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);

  hover_canvas_point (view, &grip);
  g_assert_nonnull (gtk_widget_get_cursor (view));
  g_assert_cmpstr (gdk_cursor_get_name (gtk_widget_get_cursor (view)), ==, "nwse-resize");

  /* In the body, away from the corner: the canvas's. */
  hover_canvas_point (view, &GRAPHENE_POINT_INIT (200, 150));
  g_assert_null (gtk_widget_get_cursor (view));

  gtk_widget_set_direction (view, GTK_TEXT_DIR_RTL);
  view_test_run_frames (window, 2);
  hover_canvas_point (view, &grip);
  g_assert_cmpstr (gdk_cursor_get_name (gtk_widget_get_cursor (view)), ==, "nesw-resize");
  gtk_widget_set_direction (view, GTK_TEXT_DIR_LTR);
  view_test_run_frames (window, 2);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  hover_canvas_point (view, &grip);
  g_assert_null (gtk_widget_get_cursor (view));
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);

  flow_frame_set_collapsed (FLOW_FRAME (frame), TRUE);
  view_test_run_frames (window, 2);
  hover_canvas_point (view, &grip);
  g_assert_null (gtk_widget_get_cursor (view));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* While the zoom changes the view composes its scaled tiles, live wires
 * and node pictures into a few cairo nodes: the frame must look as it
 * does drawn piece by piece.
 */
static void
view_test_zoom_composed (gboolean rtl)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowConnection) connection = NULL;
  g_autofree guchar *pieces = NULL;
  g_autofree guchar *composed = NULL;
  FlowGtkViewStats before, after;
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  graphene_point_t middle;
  guint n_pieces, n_composed, n_other;
  double offset_x, offset_y;
  int width, height, range;

  if (rtl)
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  graph = bench_build_layered_graph (60);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  width = gtk_widget_get_width (view);
  height = gtk_widget_get_height (view);

  if (!GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))))
    {
      g_test_skip ("Composing is for the cairo renderer");
      gtk_window_destroy (GTK_WINDOW (window));
      gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
      return;
    }

  /* Everything drawn at zoom 1, and the pointer on a wire: the hovered
   * wire is drawn live, between the tiles and the nodes.
   */
  flow_gtk_viewport_set_offset (viewport, 0, 0);
  view_test_run_frames (window, 10);
  connection = g_list_model_get_item (flow_graph_get_connections (graph), 0);
  wire_middle (view, connection, &middle);
  hover_canvas_point (view, &middle);
  view_test_run_frames (window, 3);
  g_assert_true (_flow_gtk_view_get_hover_connection (FLOW_GTK_VIEW (view)) == connection);

  /* The same frame of a zoom, from the same pictures of zoom 1, drawn
   * piece by piece and composed.
   */
  flow_gtk_viewport_zoom_at (viewport, 1.3, width / 2.0, height / 2.0);
  offset_x = flow_gtk_viewport_get_offset_x (viewport);
  offset_y = flow_gtk_viewport_get_offset_y (viewport);
  hover_canvas_point (view, &middle);
  g_assert_true (_flow_gtk_view_get_hover_connection (FLOW_GTK_VIEW (view)) == connection);

  _flow_gtk_view_set_compose_frames (FLOW_GTK_VIEW (view), FALSE);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &before);
  pieces = view_test_snapshot_frame (view, &n_pieces);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &after);
  g_assert_cmpuint (after.composed_frames, ==, before.composed_frames);
  g_assert_cmpuint (after.tiles_rendered, ==, before.tiles_rendered);
  g_assert_cmpuint (after.pictures_rendered, ==, before.pictures_rendered);

  flow_gtk_viewport_set_zoom (viewport, 1.0);
  g_free (view_test_snapshot_frame (view, &n_other));
  flow_gtk_viewport_set_zoom (viewport, 1.3);
  flow_gtk_viewport_set_offset (viewport, offset_x, offset_y);

  _flow_gtk_view_set_compose_frames (FLOW_GTK_VIEW (view), TRUE);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &before);
  composed = view_test_snapshot_frame (view, &n_composed);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &after);
  g_assert_cmpuint (after.composed_frames, ==, before.composed_frames + 1);
  g_assert_cmpuint (after.tiles_rendered, ==, before.tiles_rendered);
  g_assert_cmpuint (after.pictures_rendered, ==, before.pictures_rendered);
  g_assert_true (_flow_gtk_view_get_hover_connection (FLOW_GTK_VIEW (view)) == connection);

  /* 800 × 600 pixels are four cells; piece by piece, every tile and every
   * node's picture is a cairo node.
   */
  g_assert_cmpuint (after.composed_cells - before.composed_cells, ==, 4);
  g_assert_cmpuint (n_composed, ==, 4);
  g_assert_cmpuint (n_pieces, >=, 12);

  /* Composed, scaled images sit on whole pixels: up to half a pixel off
   * the pieces' places (where two tiles meet, pieces leave a faint seam),
   * which blocks of 16 × 16 pixels average out.
   */
  g_assert_cmpint (block_difference (pieces, composed, width, height, 16, &range), <=, 12);
  g_assert_cmpint (range, >, 64);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_view_zoom_composed (void)
{
  view_test_zoom_composed (FALSE);
}

static void
test_view_zoom_composed_rtl (void)
{
  view_test_zoom_composed (TRUE);
}

/* The wire being drawn is drawn over the node widgets, where a wire
 * dragged across nodes stays in sight.
 */
static void
view_test_loose_over_nodes (gboolean rtl)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree guchar *pixels = NULL;
  const GdkRGBA magenta = { 1.0, 0.0, 1.0, 1.0 };
  FlowGtkBezier curve;
  graphene_rect_t bounds;
  graphene_point_t middle;
  GtkWidget *view, *window;
  FlowNode *node;
  guint n_cairo_nodes;
  const guchar *p;
  int x, y, width;

  if (rtl)
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  node = flow_test_add_node (graph, "Across", "in:double", "out:double", 300, 200);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), 0, 0);
  view_test_run_frames (window, 5);
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds));

  /* A straight wire through the middle of the node, across it. */
  middle = GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                bounds.origin.y + bounds.size.height / 2);
  curve.p0 = GRAPHENE_POINT_INIT (bounds.origin.x - 100, middle.y);
  curve.p1 = GRAPHENE_POINT_INIT (bounds.origin.x, middle.y);
  curve.p2 = GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width, middle.y);
  curve.p3 = GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width + 100, middle.y);
  flow_gtk_wire_renderer_set_loose (_flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view)),
                                    &curve, &magenta);

  pixels = view_test_snapshot_frame (view, &n_cairo_nodes);
  width = gtk_widget_get_width (view);
  x = (int) round (middle.x);
  if (rtl)
    x = width - 1 - x;
  y = (int) round (middle.y);
  p = pixels + y * width * 4 + x * 4;
  /* B8G8R8A8: magenta, not the node's background. */
  g_assert_cmpuint (p[2], >, 200);
  g_assert_cmpuint (p[1], <, 60);
  g_assert_cmpuint (p[0], >, 200);

  flow_gtk_wire_renderer_set_loose (_flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view)), NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_view_loose_over_nodes (void)
{
  view_test_loose_over_nodes (FALSE);
}

static void
test_view_loose_over_nodes_rtl (void)
{
  view_test_loose_over_nodes (TRUE);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/dock-tooltip", test_view_dock_tooltip);
  g_test_add_func ("/flow-gtk/view/dock-tooltip-rtl", test_view_dock_tooltip_rtl);
  g_test_add_func ("/flow-gtk/view/pick-skips-nodes", test_view_pick_skips_nodes);
  g_test_add_func ("/flow-gtk/view/hover-cursor", test_view_hover_cursor);
  g_test_add_func ("/flow-gtk/view/grip-cursor", test_view_grip_cursor);

  g_test_add_func ("/flow-gtk/view/zoom-composed", test_view_zoom_composed);
  g_test_add_func ("/flow-gtk/view/zoom-composed-rtl", test_view_zoom_composed_rtl);
  g_test_add_func ("/flow-gtk/view/loose-over-nodes", test_view_loose_over_nodes);
  g_test_add_func ("/flow-gtk/view/loose-over-nodes-rtl", test_view_loose_over_nodes_rtl);
  return g_test_run ();
}

/* test-view-rtl.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The view right to left: a mirrored canvas in a right-to-left locale,
 * and a view made right to left by itself.
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-test-utils.h"
#include "flow-gtk-wire-private.h"

#include <gsk/gl/gskglrenderer.h>
#include <math.h>
#include <string.h>

static void
test_view_rtl (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  FlowGtkNode *widget;
  GtkWidget *sink_dot, *source_dot;
  graphene_point_t sink_at, source_at, a_at, canvas;
  graphene_rect_t bounds;

  g_test_summary ("In a right-to-left locale the flow runs from right to left: "
                  "the canvas is mirrored, inputs sit on the right of nodes.");

  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c);
  g_assert_nonnull (widget);
  sink_dot = flow_gtk_node_get_dock_widget (widget, FLOW_DOCK (flow_node_get_sink (c, "a")));
  source_dot = flow_gtk_node_get_dock_widget (widget, FLOW_DOCK (flow_node_get_source (c, "out")));
  g_assert_true (gtk_widget_compute_point (sink_dot, view, &GRAPHENE_POINT_INIT (0, 0), &sink_at));
  g_assert_true (gtk_widget_compute_point (source_dot, view, &GRAPHENE_POINT_INIT (0, 0), &source_at));
  g_assert_cmpfloat (sink_at.x, >, source_at.x);

  /* Node "a" (canvas x 40) is right of node "c" (canvas x 400) on screen. */
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)),
                                           view, &GRAPHENE_POINT_INIT (0, 0), &a_at));
  g_assert_cmpfloat (a_at.x, >, 800 - 40 - 300);
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), a, &bounds));
  g_assert_cmpfloat_with_epsilon (a_at.x, 800 - 40 - bounds.size.width, 2);

  /* Picking follows the mirror, and wires end at the mirrored docks. */
  g_assert_true (flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), 800 - 45, 45) == a);
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                  FLOW_DOCK (flow_node_get_sink (c, "a")), &canvas));
  g_assert_cmpfloat_with_epsilon (canvas.x, 400, 2);
  g_assert_cmpfloat_with_epsilon (800 - canvas.x, sink_at.x + gtk_widget_get_width (sink_dot) / 2.0, 3);

  /* The viewport converts GTK's widget coordinates, as a drop target or a
   * gesture gives them, both ways.
   */
  {
    FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
    graphene_point_t p, q;

    flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (a_at.x + 5, a_at.y + 5), &p);
    g_assert_true (graphene_rect_contains_point (&bounds, &p));
    g_assert_cmpfloat_with_epsilon (p.x, bounds.origin.x + bounds.size.width - 5, 2);

    flow_gtk_viewport_canvas_to_widget (viewport, &bounds.origin, &q);
    g_assert_cmpfloat_with_epsilon (q.x, a_at.x + bounds.size.width, 2);
    flow_gtk_viewport_widget_to_canvas (viewport, &q, &p);
    g_assert_cmpfloat_with_epsilon (p.x, bounds.origin.x, 1e-6);

    /* Panning moves the content the way the pointer went; zooming keeps
     * the point under the pointer.
     */
    flow_gtk_viewport_pan (viewport, 30, 0);
    view_test_run_frames (window, 2);
    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)),
                                             view, &GRAPHENE_POINT_INIT (0, 0), &q));
    g_assert_cmpfloat_with_epsilon (q.x, a_at.x + 30, 2);

    flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (700, 100), &p);
    flow_gtk_viewport_zoom_at (viewport, 2.0, 700, 100);
    flow_gtk_viewport_canvas_to_widget (viewport, &p, &q);
    g_assert_cmpfloat_with_epsilon (q.x, 700, 1e-6);
    g_assert_cmpfloat_with_epsilon (q.y, 100, 1e-6);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

/* A view made right to left by itself, in an application left to right:
 * GTK gives children no direction of their parent, so its node widgets
 * stay left to right on the mirrored canvas. Wires still leave each dock
 * away from its node rather than under it.
 */
static void
test_view_rtl_alone (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  FlowGtkWireRecord *wire;
  FlowConnection *connection;
  graphene_rect_t a_box, c_box;

  g_test_summary ("Wires leave the docks of left-to-right node widgets on a mirrored canvas outwards.");

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  gtk_widget_set_direction (view, GTK_TEXT_DIR_RTL);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 3);

  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a))),
                   ==, GTK_TEXT_DIR_LTR);
  connection = g_list_model_get_item (flow_dock_get_connections (FLOW_DOCK (flow_node_get_source (a, "out"))), 0);
  g_object_unref (connection);
  wire = flow_gtk_layout_lookup_wire (_flow_gtk_view_get_layout (FLOW_GTK_VIEW (view)), connection);
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), a, &a_box));
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), c, &c_box));

  /* The source's dot is on the node's left in canvas units (its right
   * on screen), and the wire heads further left; the sink's is on the
   * right of its node, and the wire comes from further right.
   */
  g_assert_cmpfloat (wire->curve.p0.x, <, a_box.origin.x + a_box.size.width / 2);
  g_assert_cmpfloat (wire->curve.p1.x, <, wire->curve.p0.x);
  g_assert_cmpfloat (wire->curve.p3.x, >, c_box.origin.x + c_box.size.width / 2);
  g_assert_cmpfloat (wire->curve.p2.x, >, wire->curve.p3.x);

  /* Left to right, the usual way. */
  gtk_widget_set_direction (view, GTK_TEXT_DIR_LTR);
  view_test_run_frames (window, 3);
  wire = flow_gtk_layout_lookup_wire (_flow_gtk_view_get_layout (FLOW_GTK_VIEW (view)), connection);
  g_assert_cmpfloat (wire->curve.p1.x, >, wire->curve.p0.x);
  g_assert_cmpfloat (wire->curve.p2.x, <, wire->curve.p3.x);

  gtk_window_destroy (GTK_WINDOW (window));
}


/* The cairo nodes in @node drawn under a transform that flips them. */
static guint
count_flipped_cairo_nodes (GskRenderNode *node,
                           gboolean       flipped)
{
  guint count = 0;

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_CAIRO_NODE:
      return flipped ? 1 : 0;

    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count += count_flipped_cairo_nodes (gsk_container_node_get_child (node, i), flipped);
      return count;

    case GSK_TRANSFORM_NODE:
      {
        GskTransform *transform = gsk_transform_node_get_transform (node);
        float xx, yx, xy, yy, dx, dy;

        g_assert_cmpint (gsk_transform_get_category (transform), >=, GSK_TRANSFORM_CATEGORY_2D);
        gsk_transform_to_2d (transform, &xx, &yx, &xy, &yy, &dx, &dy);

        return count_flipped_cairo_nodes (gsk_transform_node_get_child (node),
                                          flipped != (xx * yy - yx * xy < 0));
      }

    case GSK_CLIP_NODE:
      return count_flipped_cairo_nodes (gsk_clip_node_get_child (node), flipped);

    case GSK_ROUNDED_CLIP_NODE:
      return count_flipped_cairo_nodes (gsk_rounded_clip_node_get_child (node), flipped);

    case GSK_OPACITY_NODE:
      return count_flipped_cairo_nodes (gsk_opacity_node_get_child (node), flipped);

    default:
      return 0;
    }
}

/* The view's frame drawn now, as a render node. */
static GskRenderNode *
frame_node (GtkWidget *view)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GtkAllocation allocation;

  _flow_gtk_view_reconcile_now (FLOW_GTK_VIEW (view));
  gtk_widget_get_allocation (view, &allocation);
  gtk_widget_size_allocate (view, &allocation, -1);
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);

  return gtk_snapshot_free_to_node (snapshot);
}

/* Renders @selected and @unselected with @renderer and checks that they
 * differ, and only within @area (widget coordinates): where the wire is
 * drawn selected.
 */
static void
assert_drawn_selected (GskRenderer           *renderer,
                       GskRenderNode         *selected,
                       GskRenderNode         *unselected,
                       const graphene_rect_t *area,
                       int                    width,
                       int                    height)
{
  g_autoptr(GdkTexture) with = NULL;
  g_autoptr(GdkTexture) without = NULL;
  g_autofree guchar *a = g_malloc ((gsize)width * height * 4);
  g_autofree guchar *b = g_malloc ((gsize)width * height * 4);
  guint n_changed = 0;

  with = gsk_renderer_render_texture (renderer, selected, &GRAPHENE_RECT_INIT (0, 0, width, height));
  without = gsk_renderer_render_texture (renderer, unselected, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (with, a, (gsize)width * 4);
  gdk_texture_download (without, b, (gsize)width * 4);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (memcmp (a + ((gsize)y * width + x) * 4, b + ((gsize)y * width + x) * 4, 4) != 0)
        {
          g_assert_true (graphene_rect_contains_point (area, &GRAPHENE_POINT_INIT (x + 0.5, y + 0.5)));
          n_changed++;
        }

  g_assert_cmpuint (n_changed, >, 100);
}

/* A connection selected in a right-to-left view is drawn selected, where
 * the wire is, with the renderer of the window and with GL's.
 */
static void
test_view_rtl_selected_wire (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(GskRenderNode) selected = NULL;
  g_autoptr(GskRenderNode) unselected = NULL;
  g_autoptr(GskRenderer) gl = NULL;
  g_autoptr(GError) error = NULL;
  FlowNode *a, *b, *c;
  FlowConnection *connection;
  FlowGtkWireRecord *wire;
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  graphene_rect_t bounds, area;
  graphene_point_t p, q;
  int width, height;

  g_test_summary ("Right to left, the selected connection's wire is drawn selected, "
                  "also by GTK 4.8's GL renderer, which draws no cairo node that "
                  "a transform flips.");

  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (view), FALSE);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 3);
  width = gtk_widget_get_width (view);
  height = gtk_widget_get_height (view);

  connection = g_list_model_get_item (flow_dock_get_connections (FLOW_DOCK (flow_node_get_source (a, "out"))), 0);
  g_object_unref (connection);
  unselected = frame_node (view);
  _flow_gtk_view_set_selected_connection (FLOW_GTK_VIEW (view), connection);
  selected = frame_node (view);

  /* The selected wire adds no cairo node under the mirroring transform
   * (the cairo renderer's tiles are cairo nodes there, which it draws).
   */
  g_assert_cmpuint (count_flipped_cairo_nodes (selected, FALSE), ==,
                    count_flipped_cairo_nodes (unselected, FALSE));

  /* Where the wire is on the screen, mirrored, and a little around. */
  wire = flow_gtk_layout_lookup_wire (_flow_gtk_view_get_layout (FLOW_GTK_VIEW (view)), connection);
  flow_gtk_bezier_get_bounds (&wire->curve, &bounds);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  flow_gtk_viewport_canvas_to_widget (viewport, &bounds.origin, &p);
  flow_gtk_viewport_canvas_to_widget (viewport,
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width,
                                                            bounds.origin.y + bounds.size.height),
                                      &q);
  graphene_rect_init (&area, MIN (p.x, q.x), MIN (p.y, q.y), fabs (q.x - p.x), fabs (q.y - p.y));
  graphene_rect_inset (&area, -8, -8);

  assert_drawn_selected (gtk_native_get_renderer (GTK_NATIVE (window)), selected, unselected,
                         &area, width, height);

  gl = gsk_gl_renderer_new ();
  if (gsk_renderer_realize (gl, NULL, &error))
    {
      assert_drawn_selected (gl, selected, unselected, &area, width, height);
      gsk_renderer_unrealize (gl);
    }
  else
    {
      g_test_message ("No GL renderer here: %s", error->message);
    }

  _flow_gtk_view_set_selected_connection (FLOW_GTK_VIEW (view), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/rtl", test_view_rtl);
  g_test_add_func ("/flow-gtk/view/rtl-alone", test_view_rtl_alone);
  g_test_add_func ("/flow-gtk/view/rtl-selected-wire", test_view_rtl_selected_wire);

  return g_test_run ();
}

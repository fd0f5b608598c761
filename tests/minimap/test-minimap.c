/* test-minimap.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "minimap-test-utils.h"

#include "flow-gtk-test-utils.h"
#include "view-test-utils.h"

#include <math.h>

/* FlowGtkMinimap: coordinates, pointer and keyboard, the frame, caching
 * and lifetime, on a small graph in a real window.
 */

#define WIDTH  900
#define HEIGHT 600

typedef struct
{
  FlowGraph    *graph;
  FlowNode     *nodes[12];
  MinimapScene  scene;
} Fixture;

/* Twelve nodes on a 4 × 3 grid spanning (0, 0)–(1400, 900), in a chain. */
static FlowGraph *
grid_graph (FlowNode **nodes)
{
  FlowGraph *graph = flow_graph_new ();

  for (guint i = 0; i < 12; i++)
    {
      g_autofree char *title = g_strdup_printf ("Node %u", i);
      g_autoptr(FlowNode) node = flow_test_node_new (title, "in:double", "out:double");

      flow_node_set_position (node, (i % 4) * 400, (i / 4) * 400);
      flow_graph_add_node (graph, node);
      nodes[i] = node;
    }

  for (guint i = 0; i + 1 < 12; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (flow_graph_add_connection (graph,
                                                   flow_node_get_source (nodes[i], "out"),
                                                   flow_node_get_sink (nodes[i + 1], "in"),
                                                   &error));
      g_assert_no_error (error);
    }

  return graph;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->graph = grid_graph (fixture->nodes);
  minimap_scene_init (&fixture->scene, fixture->graph, WIDTH, HEIGHT);

  /* The view measures the nodes it shows in its first frame, and the
   * estimates of the others follow in the next; the minimap draws its
   * picture again at most four times a second.
   */
  minimap_scene_settle (&fixture->scene);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  minimap_scene_destroy (&fixture->scene);
  g_assert_finalize_object (fixture->graph);
}

static void
assert_point_close (const graphene_point_t *a,
                    const graphene_point_t *b,
                    double                  epsilon)
{
  if (fabs (a->x - b->x) > epsilon || fabs (a->y - b->y) > epsilon)
    g_error ("(%.9g, %.9g) is not within %g of (%.9g, %.9g)", a->x, a->y, epsilon, b->x, b->y);
}

static GtkGesture *
find_drag_gesture (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }

  g_assert_not_reached ();
}

/* The property: notified once per change, never on a no-op. */
static void
test_minimap_property (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view1 = g_object_ref_sink (flow_gtk_view_new (graph));
  GtkWidget *view2 = g_object_ref_sink (flow_gtk_view_new (graph));
  GtkWidget *minimap = g_object_ref_sink (flow_gtk_minimap_new (NULL));
  guint *notified = flow_test_count_notify (minimap, "view");
  FlowGtkView *read = NULL;

  g_assert_null (flow_gtk_minimap_get_view (FLOW_GTK_MINIMAP (minimap)));
  g_assert_true (gtk_widget_get_focusable (minimap));
  g_assert_cmpstr (gtk_widget_get_css_name (minimap), ==, "minimap");

  flow_gtk_minimap_set_view (FLOW_GTK_MINIMAP (minimap), NULL);
  g_assert_cmpuint (*notified, ==, 0);

  flow_gtk_minimap_set_view (FLOW_GTK_MINIMAP (minimap), FLOW_GTK_VIEW (view1));
  g_assert_cmpuint (*notified, ==, 1);
  flow_gtk_minimap_set_view (FLOW_GTK_MINIMAP (minimap), FLOW_GTK_VIEW (view1));
  g_assert_cmpuint (*notified, ==, 1);

  g_object_set (minimap, "view", view2, NULL);
  g_assert_cmpuint (*notified, ==, 2);
  g_object_get (minimap, "view", &read, NULL);
  g_assert_true (read == FLOW_GTK_VIEW (view2));
  g_object_unref (read);

  /* Not a view: a precondition. */
  g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*FLOW_GTK_IS_VIEW*");
  flow_gtk_minimap_set_view (FLOW_GTK_MINIMAP (minimap), (FlowGtkView *)graph);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (*notified, ==, 2);

  flow_gtk_minimap_set_view (FLOW_GTK_MINIMAP (minimap), NULL);
  g_assert_cmpuint (*notified, ==, 3);

  g_object_run_dispose (G_OBJECT (minimap));
  g_assert_finalize_object (minimap);
  g_object_run_dispose (G_OBJECT (view1));
  g_assert_finalize_object (view1);
  g_object_run_dispose (G_OBJECT (view2));
  g_assert_finalize_object (view2);
}

/* Minimap and canvas coordinates: the graph is fitted to the minimap,
 * centred, with the aspect ratio kept, and the two maps are inverse.
 */
static void
test_minimap_mapping (Fixture       *fixture,
                      gconstpointer  data)
{
  FlowGtkMinimap *minimap = fixture->scene.minimap;
  int width = gtk_widget_get_width (GTK_WIDGET (minimap));
  int height = gtk_widget_get_height (GTK_WIDGET (minimap));
  graphene_rect_t bounds;
  graphene_point_t a, b, p, back;

  g_assert_cmpint (width, ==, 200);
  g_assert_cmpint (height, ==, 140);

  flow_gtk_view_get_graph_bounds (fixture->scene.view, &bounds);
  g_assert_true (_flow_gtk_minimap_from_canvas (minimap, &bounds.origin, &a));
  g_assert_true (_flow_gtk_minimap_from_canvas (minimap,
                                                &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width,
                                                                      bounds.origin.y + bounds.size.height),
                                                &b));

  /* The graph is wider than tall, as is the minimap, but more so: it
   * spans the width, and is centred vertically.
   */
  g_assert_cmpfloat (bounds.size.width / bounds.size.height, >, 200.0 / 140.0);
  g_assert_cmpfloat_with_epsilon (a.x, 0, 0.01);
  g_assert_cmpfloat_with_epsilon (b.x, width, 0.01);
  g_assert_cmpfloat_with_epsilon (a.y, height - b.y, 0.01);
  g_assert_cmpfloat_with_epsilon ((b.x - a.x) / (b.y - a.y),
                                  bounds.size.width / bounds.size.height, 0.001);

  /* Round trips. */
  for (double x = 0; x <= width; x += 25)
    for (double y = 0; y <= height; y += 35)
      {
        g_assert_true (_flow_gtk_minimap_to_canvas (minimap, &GRAPHENE_POINT_INIT (x, y), &p));
        g_assert_true (_flow_gtk_minimap_from_canvas (minimap, &p, &back));
        assert_point_close (&back, &GRAPHENE_POINT_INIT (x, y), 1e-3);
      }

  /* The middle of the minimap is the middle of the graph. */
  g_assert_true (_flow_gtk_minimap_to_canvas (minimap, &GRAPHENE_POINT_INIT (width / 2.0, height / 2.0), &p));
  graphene_rect_get_center (&bounds, &back);
  assert_point_close (&p, &back, 1e-3);
}

/* A click outside the frame centres the view there. */
static void
test_minimap_click (Fixture       *fixture,
                    gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkGesture *drag = find_drag_gesture (GTK_WIDGET (scene->minimap));
  graphene_point_t target, center;
  graphene_rect_t frame;

  flow_gtk_viewport_set_zoom (scene->viewport, 1.0);
  flow_gtk_viewport_set_offset (scene->viewport, 0, 0);
  view_test_run_frames (scene->window, 2);

  g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &frame));
  g_assert_false (graphene_rect_contains_point (&frame, &GRAPHENE_POINT_INIT (170, 110)));

  g_signal_emit_by_name (drag, "drag-begin", 170.0, 110.0);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);

  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (170, 110), &target));
  minimap_scene_view_center (scene, &center);
  assert_point_close (&center, &target, 1e-3);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), ==, 1.0);

  /* And the frame is now around that point. */
  view_test_run_frames (scene->window, 1);
  g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &frame));
  assert_point_close (&GRAPHENE_POINT_INIT (frame.origin.x + frame.size.width / 2,
                                            frame.origin.y + frame.size.height / 2),
                      &GRAPHENE_POINT_INIT (170, 110), 1e-3);
}

/* A drag follows the pointer: from outside the frame the view jumps to
 * the press and follows; from inside, the frame is grabbed where it is.
 */
static void
test_minimap_drag (Fixture       *fixture,
                   gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkGesture *drag = find_drag_gesture (GTK_WIDGET (scene->minimap));
  graphene_point_t before, after, expected, start;
  graphene_rect_t frame;

  flow_gtk_viewport_set_zoom (scene->viewport, 1.0);
  flow_gtk_viewport_set_offset (scene->viewport, 0, 0);
  view_test_run_frames (scene->window, 2);

  /* Grab the frame at its middle-left and drag it by (30, 20). */
  g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &frame));
  start = GRAPHENE_POINT_INIT (frame.origin.x + 3, frame.origin.y + frame.size.height / 2);
  minimap_scene_view_center (scene, &before);

  g_signal_emit_by_name (drag, "drag-begin", start.x, start.y);
  minimap_scene_view_center (scene, &after);
  assert_point_close (&after, &before, 1e-3);

  for (guint i = 1; i <= 10; i++)
    {
      graphene_point_t a, b;

      g_signal_emit_by_name (drag, "drag-update", 3.0 * i, 2.0 * i);
      minimap_scene_view_center (scene, &after);

      /* The view moved by the drag, scaled to the canvas. */
      g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &start, &a));
      g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap,
                                                  &GRAPHENE_POINT_INIT (start.x + 3.0 * i, start.y + 2.0 * i),
                                                  &b));
      expected = GRAPHENE_POINT_INIT (before.x + b.x - a.x, before.y + b.y - a.y);
      assert_point_close (&after, &expected, 1e-3);
    }

  g_signal_emit_by_name (drag, "drag-end", 30.0, 20.0);

  /* The frame followed. */
  view_test_run_frames (scene->window, 1);
  {
    graphene_rect_t moved;

    g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &moved));
    g_assert_cmpfloat_with_epsilon (moved.origin.x - frame.origin.x, 30, 1e-3);
    g_assert_cmpfloat_with_epsilon (moved.origin.y - frame.origin.y, 20, 1e-3);
  }

  /* From outside the frame: a jump to the press, then the view follows. */
  g_signal_emit_by_name (drag, "drag-begin", 20.0, 120.0);
  g_signal_emit_by_name (drag, "drag-update", 40.0, -50.0);
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (60, 70), &expected));
  minimap_scene_view_center (scene, &after);
  assert_point_close (&after, &expected, 1e-3);
  g_signal_emit_by_name (drag, "drag-end", 40.0, -50.0);

  /* Updates after the end do nothing. */
  _flow_gtk_minimap_drag_update (scene->minimap, 100, 0);
  minimap_scene_view_center (scene, &before);
  assert_point_close (&after, &before, 1e-3);
}

static void
assert_frame_matches (MinimapScene *scene)
{
  graphene_rect_t visible, frame, expected, allocation;
  graphene_point_t a, b;
  GtkWidget *frame_widget;

  flow_gtk_viewport_get_visible_area (scene->viewport,
                                      gtk_widget_get_width (GTK_WIDGET (scene->view)),
                                      gtk_widget_get_height (GTK_WIDGET (scene->view)),
                                      &visible);
  g_assert_true (_flow_gtk_minimap_from_canvas (scene->minimap, &visible.origin, &a));
  g_assert_true (_flow_gtk_minimap_from_canvas (scene->minimap,
                                                &GRAPHENE_POINT_INIT (visible.origin.x + visible.size.width,
                                                                      visible.origin.y + visible.size.height),
                                                &b));
  /* In a right-to-left view, the canvas's left edge is on the right. */
  expected = GRAPHENE_RECT_INIT (MIN (a.x, b.x), a.y, fabs (b.x - a.x), b.y - a.y);

  g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &frame));
  g_assert_cmpfloat_with_epsilon (frame.origin.x, expected.origin.x, 1e-3);
  g_assert_cmpfloat_with_epsilon (frame.origin.y, expected.origin.y, 1e-3);
  g_assert_cmpfloat_with_epsilon (frame.size.width, expected.size.width, 1e-3);
  g_assert_cmpfloat_with_epsilon (frame.size.height, expected.size.height, 1e-3);

  /* The frame widget is where the frame is, to the pixel, but cut a
   * little beyond the minimap's edges.
   */
  graphene_rect_intersection (&expected,
                              &GRAPHENE_RECT_INIT (-16, -16,
                                                   gtk_widget_get_width (GTK_WIDGET (scene->minimap)) + 32,
                                                   gtk_widget_get_height (GTK_WIDGET (scene->minimap)) + 32),
                              &expected);
  frame_widget = gtk_widget_get_first_child (GTK_WIDGET (scene->minimap));
  g_assert_cmpstr (gtk_widget_get_css_name (frame_widget), ==, "frame");
  g_assert_true (gtk_widget_get_child_visible (frame_widget));
  g_assert_true (gtk_widget_compute_bounds (frame_widget, GTK_WIDGET (scene->minimap), &allocation));
  g_assert_cmpfloat (fabs (allocation.origin.x - expected.origin.x), <=, 0.5);
  g_assert_cmpfloat (fabs (allocation.origin.y - expected.origin.y), <=, 0.5);
  g_assert_cmpfloat (fabs (allocation.size.width - expected.size.width), <=, 1.0);
  g_assert_cmpfloat (fabs (allocation.size.height - expected.size.height), <=, 1.0);
}

/* The frame follows the viewport, and viewport changes never redraw the
 * picture.
 */
static void
test_minimap_frame (Fixture       *fixture,
                    gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  guint64 rebuilds;

  /* Every node shown once, so that the view has measured them all: from
   * then on, only the graph changes the picture.
   */
  flow_gtk_viewport_set_zoom (scene->viewport, 0.5);
  flow_gtk_viewport_set_offset (scene->viewport, -50, -50);
  minimap_scene_settle (scene);
  rebuilds = minimap_test_rebuilds (scene->minimap);

  flow_gtk_viewport_set_zoom (scene->viewport, 1.0);
  flow_gtk_viewport_set_offset (scene->viewport, 100, 50);
  view_test_run_frames (scene->window, 2);
  assert_frame_matches (scene);

  flow_gtk_viewport_set_offset (scene->viewport, 500, 300);
  view_test_run_frames (scene->window, 2);
  assert_frame_matches (scene);

  flow_gtk_viewport_zoom_at (scene->viewport, 1.6, 100, 100);
  view_test_run_frames (scene->window, 2);
  assert_frame_matches (scene);

  flow_gtk_viewport_set_zoom (scene->viewport, 0.5);
  view_test_run_frames (scene->window, 2);
  assert_frame_matches (scene);

  view_test_wait (300);
  view_test_run_frames (scene->window, 1);
  g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds);

  /* The frame follows the view's size too. */
  gtk_window_set_default_size (GTK_WINDOW (scene->window), 700, 500);
  view_test_run_frames (scene->window, 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (scene->view)), ==, 700);
  assert_frame_matches (scene);
  g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds);
}

/* Scrolling: with Ctrl it zooms the view, otherwise it pans it. */
static void
test_minimap_scroll (Fixture       *fixture,
                     gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  graphene_point_t canvas, before, after;
  double x, y;

  flow_gtk_viewport_set_zoom (scene->viewport, 1.0);
  flow_gtk_viewport_set_offset (scene->viewport, 200, 100);
  view_test_run_frames (scene->window, 2);

  /* Ctrl + wheel over a point the view shows zooms around it: it stays
   * where it is in the view.
   */
  {
    graphene_rect_t frame;
    graphene_point_t widget_before, widget_after;

    g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &frame));
    x = frame.origin.x + frame.size.width / 4;
    y = frame.origin.y + frame.size.height / 3;
    g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (x, y), &canvas));
    flow_gtk_viewport_canvas_to_widget (scene->viewport, &canvas, &widget_before);

    g_assert_true (_flow_gtk_minimap_scroll (scene->minimap, x, y, 0, -1,
                                             GDK_CONTROL_MASK, GDK_SCROLL_UNIT_WHEEL));
    g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 1.25, 1e-9);
    flow_gtk_viewport_canvas_to_widget (scene->viewport, &canvas, &widget_after);
    assert_point_close (&widget_after, &widget_before, 1e-3);

    g_assert_true (_flow_gtk_minimap_scroll (scene->minimap, x, y, 0, 1,
                                             GDK_CONTROL_MASK, GDK_SCROLL_UNIT_WHEEL));
    g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 1.0, 1e-9);
  }

  /* Over a point the view does not show, or with no pointer, around the
   * middle of the view.
   */
  minimap_scene_view_center (scene, &before);
  g_assert_true (_flow_gtk_minimap_scroll (scene->minimap, 199, 1, 0, 2,
                                           GDK_CONTROL_MASK, GDK_SCROLL_UNIT_WHEEL));
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 1 / 1.5625, 1e-9);
  minimap_scene_view_center (scene, &after);
  assert_point_close (&after, &before, 1e-3);
  g_assert_true (_flow_gtk_minimap_scroll (scene->minimap, -1, -1, 0, -20,
                                           GDK_CONTROL_MASK, GDK_SCROLL_UNIT_SURFACE));
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 1.0, 1e-9);
  minimap_scene_view_center (scene, &after);
  assert_point_close (&after, &before, 1e-3);

  /* Without Ctrl, the view pans as if scrolled itself. */
  flow_gtk_viewport_set_zoom (scene->viewport, 1.0);
  flow_gtk_viewport_set_offset (scene->viewport, 200, 100);
  g_assert_true (_flow_gtk_minimap_scroll (scene->minimap, 50, 50, 0, 2, 0, GDK_SCROLL_UNIT_WHEEL));
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (scene->viewport), ==, 200);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (scene->viewport), ==, 196);
  g_assert_true (_flow_gtk_minimap_scroll (scene->minimap, 50, 50, 0, -1, GDK_SHIFT_MASK, GDK_SCROLL_UNIT_WHEEL));
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (scene->viewport), ==, 152);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), ==, 1.0);
}

/* The keyboard: arrow keys pan by a tenth of the visible area, through
 * the minimap.pan action; zoom actions reach the view.
 */
static void
test_minimap_keyboard (Fixture       *fixture,
                       gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkWidget *minimap = GTK_WIDGET (scene->minimap);
  double visible_w, visible_h;

  flow_gtk_viewport_set_zoom (scene->viewport, 0.5);
  flow_gtk_viewport_set_offset (scene->viewport, 0, 0);
  view_test_run_frames (scene->window, 2);

  visible_w = gtk_widget_get_width (GTK_WIDGET (scene->view)) / 0.5;
  visible_h = gtk_widget_get_height (GTK_WIDGET (scene->view)) / 0.5;

  gtk_widget_activate_action (minimap, "minimap.pan", "(dd)", 0.1, 0.0);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (scene->viewport), visible_w / 10, 1e-9);
  gtk_widget_activate_action (minimap, "minimap.pan", "(dd)", 0.0, 0.5);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (scene->viewport), visible_h / 2, 1e-9);
  /* Without its parameter, a critical and no pan. */
  g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*pan_action*parameter*");
  gtk_widget_activate_action (minimap, "minimap.pan", NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (scene->viewport), visible_h / 2, 1e-9);

  gtk_widget_activate_action (minimap, "minimap.zoom-in", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), >, 0.5);
  gtk_widget_activate_action (minimap, "minimap.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 0.5, 1e-9);
  gtk_widget_activate_action (minimap, "minimap.zoom-to-fit", NULL);
  {
    graphene_rect_t bounds, visible;

    flow_gtk_view_get_graph_bounds (scene->view, &bounds);
    flow_gtk_viewport_get_visible_area (scene->viewport,
                                        gtk_widget_get_width (GTK_WIDGET (scene->view)),
                                        gtk_widget_get_height (GTK_WIDGET (scene->view)),
                                        &visible);
    g_assert_true (graphene_rect_contains_rect (&visible, &bounds));
  }

  /* The minimap takes the focus; the keys themselves are sent for real in
   * test-minimap-input.
   */
  gtk_widget_grab_focus (minimap);
  g_assert_true (gtk_widget_has_focus (minimap));
}

/* Mirrored in right-to-left views, as the canvas is. */
static void
test_minimap_rtl (Fixture       *fixture,
                  gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  graphene_point_t p, left, right;
  guint64 rebuilds = minimap_test_rebuilds (scene->minimap);

  g_assert_true (_flow_gtk_minimap_from_canvas (scene->minimap, &GRAPHENE_POINT_INIT (0, 0), &left));
  g_assert_true (_flow_gtk_minimap_from_canvas (scene->minimap, &GRAPHENE_POINT_INIT (1000, 0), &right));
  g_assert_cmpfloat (left.x, <, right.x);

  gtk_widget_set_direction (GTK_WIDGET (scene->view), GTK_TEXT_DIR_RTL);
  view_test_run_frames (scene->window, 3);
  view_test_wait (300);
  view_test_run_frames (scene->window, 1);
  g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), >, rebuilds);

  g_assert_true (_flow_gtk_minimap_from_canvas (scene->minimap, &GRAPHENE_POINT_INIT (0, 0), &left));
  g_assert_true (_flow_gtk_minimap_from_canvas (scene->minimap, &GRAPHENE_POINT_INIT (1000, 0), &right));
  g_assert_cmpfloat (left.x, >, right.x);

  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &left, &p));
  assert_point_close (&p, &GRAPHENE_POINT_INIT (0, 0), 1e-3);
  assert_frame_matches (scene);

  /* Right on the screen is right on the screen. */
  {
    graphene_rect_t before, after;

    g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &before));
    gtk_widget_activate_action (GTK_WIDGET (scene->minimap), "minimap.pan", "(dd)", 0.1, 0.0);
    g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &after));
    g_assert_cmpfloat (after.origin.x, >, before.origin.x);
  }
}

/* A burst of changes costs a few redraws of the picture, not one each. */
static void
test_minimap_throttle (Fixture       *fixture,
                       gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  FlowNode *node = fixture->nodes[5];
  guint64 rebuilds, burst, paced;
  gint64 start, elapsed_ms;

  minimap_scene_settle (scene);
  rebuilds = minimap_test_rebuilds (scene->minimap);

  /* A single change after a quiet spell shows at once. */
  flow_node_set_position (node, flow_node_get_x (node) + 10, flow_node_get_y (node));
  view_test_run_frames (scene->window, 1);
  g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);
  minimap_scene_settle (scene);
  rebuilds = minimap_test_rebuilds (scene->minimap);

  /* 100 moves in one go: one redraw. */
  for (guint i = 0; i < 100; i++)
    flow_node_set_position (node, 400 + i, 400 + i);
  view_test_wait (300);
  view_test_run_frames (scene->window, 1);
  burst = minimap_test_rebuilds (scene->minimap) - rebuilds;
  g_assert_cmpuint (burst, ==, 1);

  /* 100 moves, one per frame, as a drag makes them: at most four redraws a
   * second, plus the last one.
   */
  minimap_scene_settle (scene);
  rebuilds = minimap_test_rebuilds (scene->minimap);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < 100; i++)
    {
      flow_node_set_position (node, 500 + 3 * i, 400 + 2 * i);
      view_test_run_frames (scene->window, 1);
    }
  elapsed_ms = (g_get_monotonic_time () - start) / 1000;
  view_test_wait (300);
  paced = minimap_test_rebuilds (scene->minimap) - rebuilds;
  g_test_message ("100 paced moves over %" G_GINT64_FORMAT " ms: %" G_GUINT64_FORMAT " redraws",
                  elapsed_ms, paced);
  g_assert_cmpuint (paced, >=, 1);
  g_assert_cmpuint (paced, <=, elapsed_ms / 250 + 2);
  g_assert_cmpuint (paced, <, 100);

  /* The last picture shows the last position. */
  {
    graphene_rect_t bounds;
    FlowGtkMinimapStats stats;

    _flow_gtk_minimap_get_stats (scene->minimap, &stats);
    g_assert_true (flow_gtk_view_get_node_bounds (scene->view, node, &bounds));
    g_assert_cmpfloat (bounds.origin.x, ==, 500 + 3 * 99);
  }

  /* Adding and removing nodes and connections, changing the selection and
   * node states redraw it too.
   */
  {
    g_autoptr(FlowNode) extra = flow_test_node_new ("Extra", "", "out:double");

    minimap_scene_settle (scene);
    rebuilds = minimap_test_rebuilds (scene->minimap);
    flow_node_set_position (extra, 2000, 2000);
    flow_graph_add_node (fixture->graph, extra);
    view_test_wait (50);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);

    minimap_scene_settle (scene);
    rebuilds = minimap_test_rebuilds (scene->minimap);
    gtk_selection_model_select_item (flow_gtk_view_get_selection (scene->view), 0, TRUE);
    view_test_wait (50);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);

    minimap_scene_settle (scene);
    rebuilds = minimap_test_rebuilds (scene->minimap);
    flow_graph_disconnect_dock (fixture->graph, FLOW_DOCK (flow_node_get_sink (fixture->nodes[3], "in")));
    view_test_wait (50);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);

    minimap_scene_settle (scene);
    rebuilds = minimap_test_rebuilds (scene->minimap);
    flow_graph_remove_node (fixture->graph, extra);
    view_test_wait (50);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);

    /* A frame's new size (its editor, an undo) redraws it. */
    {
      g_autoptr(FlowNode) frame = flow_frame_new ();

      flow_frame_set_bounds (FLOW_FRAME (frame), 2000, 0, 200, 100);
      flow_graph_add_node (fixture->graph, frame);
      minimap_scene_settle (scene);
      rebuilds = minimap_test_rebuilds (scene->minimap);
      flow_frame_set_width (FLOW_FRAME (frame), 400);
      view_test_wait (50);
      g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);
      flow_graph_remove_node (fixture->graph, frame);
    }

    /* A change of title does not show in the minimap. */
    minimap_scene_settle (scene);
    rebuilds = minimap_test_rebuilds (scene->minimap);
    flow_node_set_title (fixture->nodes[0], "Renamed");
    view_test_wait (50);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds);
  }
}

/* A hidden minimap draws nothing, and catches up when shown. */
static void
test_minimap_hidden (Fixture       *fixture,
                     gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  guint64 rebuilds;

  minimap_scene_settle (scene);
  gtk_widget_set_visible (GTK_WIDGET (scene->minimap), FALSE);
  view_test_run_frames (scene->window, 1);
  rebuilds = minimap_test_rebuilds (scene->minimap);

  for (guint i = 0; i < 10; i++)
    {
      flow_node_set_position (fixture->nodes[0], 10 * i, 0);
      view_test_wait (100);
    }
  g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds);

  gtk_widget_set_visible (GTK_WIDGET (scene->minimap), TRUE);
  view_test_run_frames (scene->window, 2);
  view_test_wait (50);
  g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);
}

/* The view's graph can change under the minimap. */
static void
test_minimap_graph_change (Fixture       *fixture,
                           gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Alone", "", "out:double");
  graphene_rect_t bounds;
  graphene_point_t p;

  flow_node_set_position (node, -5000, -5000);
  flow_graph_add_node (other, node);

  flow_gtk_view_set_graph (scene->view, other);
  view_test_run_frames (scene->window, 2);
  view_test_wait (300);

  flow_gtk_view_get_graph_bounds (scene->view, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, -5000);
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (100, 70), &p));
  g_assert_true (graphene_rect_contains_point (&bounds, &p));

  /* Changes of the old graph are not followed. */
  {
    guint64 rebuilds = minimap_test_rebuilds (scene->minimap);

    flow_node_set_position (fixture->nodes[0], 99, 99);
    view_test_wait (300);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds);

    flow_node_set_position (node, -4000, -5000);
    view_test_wait (300);
    g_assert_cmpuint (minimap_test_rebuilds (scene->minimap), ==, rebuilds + 1);
  }

  /* No graph at all. */
  flow_gtk_view_set_graph (scene->view, NULL);
  view_test_run_frames (scene->window, 2);
  view_test_wait (300);
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (100, 70), &p));
}

/* Entering a group node, the minimap shows the graph inside it, and the
 * document again on leaving.
 */
static void
test_minimap_group_level (Fixture       *fixture,
                          gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  g_autoptr(FlowGroup) group = flow_group_new ("Far");
  g_autoptr(FlowNode) inner = flow_test_node_new ("Inner", "in:double", "out:double");
  g_autoptr(FlowNode) group_node = NULL;
  FlowGtkMinimapStats before, after;
  graphene_rect_t bounds;
  graphene_point_t p;

  /* The inside lies far from the document's nodes. */
  flow_node_set_position (inner, 20000, 20000);
  flow_node_set_position (flow_group_get_input_node (group), 19600, 20000);
  flow_node_set_position (flow_group_get_output_node (group), 20400, 20000);
  flow_graph_add_node (flow_group_get_graph (group), inner);
  group_node = flow_group_node_new (group);
  flow_node_set_position (group_node, 0, 1300);
  flow_graph_add_node (fixture->graph, group_node);
  view_test_wait (300);

  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (scene->view));
  gtk_selection_model_select_item (flow_gtk_view_get_selection (scene->view),
                                   g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)) - 1, TRUE);
  _flow_gtk_minimap_get_stats (scene->minimap, &before);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scene->view), "flowview.enter-group", NULL));
  g_assert_true (flow_gtk_view_get_graph (scene->view) ==
                 flow_group_node_get_graph (FLOW_GROUP_NODE (group_node)));
  view_test_run_frames (scene->window, 2);
  view_test_wait (300);

  /* Its picture is of the three nodes inside, where they are. */
  _flow_gtk_minimap_get_stats (scene->minimap, &after);
  g_assert_cmpuint (after.rebuilds, >, before.rebuilds);
  g_assert_cmpuint (after.boxes_drawn - before.boxes_drawn, ==, 3 * (after.rebuilds - before.rebuilds));
  flow_gtk_view_get_graph_bounds (scene->view, &bounds);
  g_assert_cmpfloat (bounds.origin.x, >=, 19000);
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (100, 70), &p));
  g_assert_cmpfloat (p.x, >, 19000);

  /* Left: the document's thirteen nodes again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scene->view), "flowview.leave-group", NULL));
  view_test_run_frames (scene->window, 2);
  view_test_wait (300);
  _flow_gtk_minimap_get_stats (scene->minimap, &before);
  g_assert_cmpuint (before.boxes_drawn - after.boxes_drawn, ==, 13 * (before.rebuilds - after.rebuilds));
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (100, 70), &p));
  g_assert_cmpfloat (p.x, <, 2000);
}

/* The view dies first: the minimap lets it go and forgets it. */
static void
test_minimap_lifetime_view_first (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *nodes[12];
  MinimapScene scene;
  GtkWidget *minimap;
  GtkWidget *view;
  guint *notified;

  graph = grid_graph (nodes);
  minimap_scene_init (&scene, graph, WIDTH, HEIGHT);
  minimap = g_object_ref (GTK_WIDGET (scene.minimap));
  view = g_object_ref (GTK_WIDGET (scene.view));
  notified = flow_test_count_notify (minimap, "view");

  /* Take the view out of the window and drop it; GTK lets it go after the
   * next frames.
   */
  gtk_overlay_set_child (GTK_OVERLAY (scene.overlay), NULL);
  g_assert_true (flow_gtk_minimap_get_view (scene.minimap) == FLOW_GTK_VIEW (view));
  view_test_run_frames (scene.window, 2);
  g_assert_finalize_object (view);

  g_assert_cmpuint (*notified, ==, 1);
  g_assert_null (flow_gtk_minimap_get_view (scene.minimap));
  view_test_run_frames (scene.window, 2);

  /* Nothing the graph does reaches it now. */
  flow_node_set_position (nodes[0], 50, 50);
  view_test_wait (300);
  gtk_widget_activate_action (minimap, "minimap.pan", "(dd)", 0.1, 0.0);
  _flow_gtk_minimap_drag_begin (FLOW_GTK_MINIMAP (minimap), 10, 10);
  g_assert_false (_flow_gtk_minimap_scroll (FLOW_GTK_MINIMAP (minimap), 10, 10, 0, 1,
                                            GDK_CONTROL_MASK, GDK_SCROLL_UNIT_WHEEL));

  minimap_scene_destroy (&scene);
  g_assert_finalize_object (minimap);
  g_assert_finalize_object (graph);
  graph = NULL;
}

/* The minimap dies first: the view goes on alone. */
static void
test_minimap_lifetime_minimap_first (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *nodes[12];
  MinimapScene scene;
  GtkWidget *minimap;
  GtkWidget *view;

  graph = grid_graph (nodes);
  minimap_scene_init (&scene, graph, WIDTH, HEIGHT);
  minimap = g_object_ref (GTK_WIDGET (scene.minimap));
  view = g_object_ref (GTK_WIDGET (scene.view));

  gtk_overlay_remove_overlay (GTK_OVERLAY (scene.overlay), minimap);
  view_test_run_frames (scene.window, 2);
  g_assert_finalize_object (minimap);

  /* The view, its viewport and its graph carry on. */
  flow_node_set_position (nodes[0], 50, 50);
  flow_gtk_viewport_pan (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), 10, 10);
  gtk_widget_set_direction (view, GTK_TEXT_DIR_RTL);
  gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 1, TRUE);
  view_test_run_frames (scene.window, 2);
  view_test_wait (300);

  minimap_scene_destroy (&scene);
  g_assert_finalize_object (view);
  g_assert_finalize_object (graph);
  graph = NULL;
}

/* A minimap that was never shown, of a view that was never shown. */
static void
test_minimap_unshown (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *nodes[12];
  GtkWidget *view, *minimap;
  graphene_point_t p;
  graphene_rect_t frame;

  graph = grid_graph (nodes);
  view = g_object_ref_sink (flow_gtk_view_new (graph));
  minimap = g_object_ref_sink (flow_gtk_minimap_new (FLOW_GTK_VIEW (view)));

  g_assert_false (_flow_gtk_minimap_to_canvas (FLOW_GTK_MINIMAP (minimap), &GRAPHENE_POINT_INIT (1, 1), &p));
  g_assert_false (_flow_gtk_minimap_get_frame (FLOW_GTK_MINIMAP (minimap), &frame));
  flow_node_set_position (nodes[0], 50, 50);
  _flow_gtk_minimap_drag_begin (FLOW_GTK_MINIMAP (minimap), 10, 10);
  _flow_gtk_minimap_drag_update (FLOW_GTK_MINIMAP (minimap), 10, 10);
  _flow_gtk_minimap_drag_end (FLOW_GTK_MINIMAP (minimap));
  g_assert_cmpuint (minimap_test_rebuilds (FLOW_GTK_MINIMAP (minimap)), ==, 0);

  g_object_unref (view);
  g_assert_null (flow_gtk_minimap_get_view (FLOW_GTK_MINIMAP (minimap)));
  g_assert_finalize_object (minimap);
}

static void
test_minimap_accessible (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWidget *minimap = GTK_WIDGET (fixture->scene.minimap);

  gtk_test_accessible_assert_role (minimap, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (minimap, GTK_ACCESSIBLE_PROPERTY_LABEL, "Overview");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (minimap),
                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_test_accessible_assert_role (gtk_widget_get_first_child (minimap),
                                   GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add ("/flow-gtk/minimap/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  g_test_add_func ("/flow-gtk/minimap/property", test_minimap_property);
  ADD ("mapping", test_minimap_mapping);
  ADD ("click", test_minimap_click);
  ADD ("drag", test_minimap_drag);
  ADD ("frame", test_minimap_frame);
  ADD ("scroll", test_minimap_scroll);
  ADD ("keyboard", test_minimap_keyboard);
  ADD ("rtl", test_minimap_rtl);
  ADD ("throttle", test_minimap_throttle);
  ADD ("hidden", test_minimap_hidden);
  ADD ("graph-change", test_minimap_graph_change);
  ADD ("group-level", test_minimap_group_level);
  ADD ("accessible", test_minimap_accessible);
  g_test_add_func ("/flow-gtk/minimap/lifetime/view-first", test_minimap_lifetime_view_first);
  g_test_add_func ("/flow-gtk/minimap/lifetime/minimap-first", test_minimap_lifetime_minimap_first);
  g_test_add_func ("/flow-gtk/minimap/lifetime/unshown", test_minimap_unshown);

#undef ADD

  return g_test_run ();
}

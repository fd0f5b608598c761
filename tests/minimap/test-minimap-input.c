/* test-minimap-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "minimap-test-utils.h"

#include "flow-gtk-test-utils.h"
#include "view-test-utils.h"
#include "xtest-utils.h"

#include <math.h>

/* The minimap driven with real pointer and keyboard events, sent through
 * the X server (XTEST), as a user's would be.
 */

typedef struct
{
  FlowGraph    *graph;
  MinimapScene  scene;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->graph = flow_graph_new ();

  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("Node", "in:double", "out:double");

      flow_node_set_position (node, (i % 4) * 400, (i / 4) * 400);
      flow_graph_add_node (fixture->graph, node);
    }

  minimap_scene_init (&fixture->scene, fixture->graph, 900, 600);

  /* At 100 %, showing the top-left corner of the graph. */
  flow_gtk_viewport_set_zoom (fixture->scene.viewport, 1.0);
  flow_gtk_viewport_set_offset (fixture->scene.viewport, 0, 0);
  minimap_scene_settle (&fixture->scene);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  /* Leave the pointer outside, for the next test. */
  xtest_move (fixture->scene.window, 1, 1);
  minimap_scene_destroy (&fixture->scene);
  g_assert_finalize_object (fixture->graph);
}

static gboolean
skip_without_xtest (Fixture *fixture)
{
  if (xtest_available (fixture->scene.window))
    return FALSE;

  g_test_skip ("No XTEST extension");
  return TRUE;
}

/* The view's centre is the canvas point under (@x, @y) in the minimap, to
 * within the pixel the pointer lands on.
 */
static void
assert_centered_at (MinimapScene *scene,
                    double        x,
                    double        y)
{
  graphene_point_t expected, center, a, b;
  double pixel;

  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (x, y), &expected));
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (0, 0), &a));
  g_assert_true (_flow_gtk_minimap_to_canvas (scene->minimap, &GRAPHENE_POINT_INIT (1, 1), &b));
  pixel = fabs (b.x - a.x);

  minimap_scene_view_center (scene, &center);
  if (fabs (center.x - expected.x) > pixel || fabs (center.y - expected.y) > pixel)
    g_error ("view centred at (%g, %g), expected (%g, %g) ± %g",
             center.x, center.y, expected.x, expected.y, pixel);
}

static void
test_input_click (Fixture       *fixture,
                  gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkWidget *minimap = GTK_WIDGET (scene->minimap);

  if (skip_without_xtest (fixture))
    return;

  xtest_click (minimap, 170, 110);
  assert_centered_at (scene, 170, 110);

  xtest_click (minimap, 30, 40);
  assert_centered_at (scene, 30, 40);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), ==, 1.0);
}

static void
test_input_drag (Fixture       *fixture,
                 gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkWidget *minimap = GTK_WIDGET (scene->minimap);
  graphene_rect_t frame, moved;

  if (skip_without_xtest (fixture))
    return;

  /* From outside the frame: the view follows the pointer to the end. */
  xtest_drag (minimap, 1, 180, 120, 120, 60, 10);
  assert_centered_at (scene, 120, 60);

  /* Inside the frame: the frame moves with the pointer, without a jump. */
  view_test_run_frames (scene->window, 1);
  g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &frame));
  xtest_drag (minimap, 1,
              frame.origin.x + 4, frame.origin.y + 4,
              frame.origin.x + 4 - 40, frame.origin.y + 4 + 30, 10);
  view_test_run_frames (scene->window, 1);
  g_assert_true (_flow_gtk_minimap_get_frame (scene->minimap, &moved));
  g_assert_cmpfloat (fabs (moved.origin.x - (frame.origin.x - 40)), <=, 1.0);
  g_assert_cmpfloat (fabs (moved.origin.y - (frame.origin.y + 30)), <=, 1.0);
}

static void
test_input_scroll (Fixture       *fixture,
                   gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkWidget *minimap = GTK_WIDGET (scene->minimap);
  double offset_y;

  if (skip_without_xtest (fixture))
    return;

  /* Ctrl + wheel up zooms the view in, one step per click. */
  xtest_move (minimap, 100, 70);
  xtest_key (minimap, GDK_KEY_Control_L, TRUE);
  xtest_button (minimap, 4, TRUE);
  xtest_button (minimap, 4, FALSE);
  xtest_key (minimap, GDK_KEY_Control_L, FALSE);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 1.25, 1e-9);

  /* Ctrl + wheel down zooms out again. */
  xtest_key (minimap, GDK_KEY_Control_L, TRUE);
  xtest_button (minimap, 5, TRUE);
  xtest_button (minimap, 5, FALSE);
  xtest_key (minimap, GDK_KEY_Control_L, FALSE);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (scene->viewport), 1.0, 1e-9);

  /* The plain wheel pans the view, down. */
  offset_y = flow_gtk_viewport_get_offset_y (scene->viewport);
  xtest_button (minimap, 5, TRUE);
  xtest_button (minimap, 5, FALSE);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (scene->viewport), >, offset_y);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), ==, 1.0);
}

static void
test_input_keyboard (Fixture       *fixture,
                     gconstpointer  data)
{
  MinimapScene *scene = &fixture->scene;
  GtkWidget *minimap = GTK_WIDGET (scene->minimap);
  double width = gtk_widget_get_width (GTK_WIDGET (scene->view));
  double height = gtk_widget_get_height (GTK_WIDGET (scene->view));

  if (skip_without_xtest (fixture))
    return;

  gtk_widget_grab_focus (minimap);
  g_assert_true (gtk_widget_has_focus (minimap));

  xtest_tap_key (minimap, GDK_KEY_Right);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (scene->viewport), width / 10, 1e-6);
  xtest_tap_key (minimap, GDK_KEY_Down);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (scene->viewport), height / 10, 1e-6);

  xtest_key (minimap, GDK_KEY_Shift_L, TRUE);
  xtest_tap_key (minimap, GDK_KEY_Left);
  xtest_key (minimap, GDK_KEY_Shift_L, FALSE);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (scene->viewport),
                                  width / 10 - width / 2, 1e-6);

  xtest_tap_key (minimap, GDK_KEY_plus);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), >, 1.0);
  xtest_tap_key (minimap, GDK_KEY_minus);
  xtest_tap_key (minimap, GDK_KEY_minus);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (scene->viewport), <, 1.0);

  xtest_tap_key (minimap, GDK_KEY_Home);
  {
    graphene_rect_t bounds, visible;

    flow_gtk_view_get_graph_bounds (scene->view, &bounds);
    flow_gtk_viewport_get_visible_area (scene->viewport, width, height, &visible);
    g_assert_true (graphene_rect_contains_rect (&visible, &bounds));
  }

  /* The keys stayed with the minimap. */
  g_assert_true (gtk_widget_has_focus (minimap));
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add ("/flow-gtk/minimap-input/click", Fixture, NULL,
              fixture_setup, test_input_click, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-input/drag", Fixture, NULL,
              fixture_setup, test_input_drag, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-input/scroll", Fixture, NULL,
              fixture_setup, test_input_scroll, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-input/keyboard", Fixture, NULL,
              fixture_setup, test_input_keyboard, fixture_teardown);

  return g_test_run ();
}

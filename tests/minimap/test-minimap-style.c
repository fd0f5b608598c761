/* test-minimap-style.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "minimap-test-utils.h"

#include "bench-graph.h"
#include "flow-gtk-test-utils.h"
#include "view-test-utils.h"

#include <math.h>

/* A view with its minimap rendered in the light, dark and high-contrast
 * themes, saved as minimap-<theme>.png (in $FLOW_TEST_SCREENSHOT_DIR if
 * set), and checked where it matters: boxes, selected, warning and
 * failing nodes and the frame are drawn in their CSS colours, and the
 * boxes, plain or of nodes in a warning or an error, stand out from the
 * minimap's background by 3:1 (4.5:1 in high contrast), and plain ones
 * from the visible area's tinted fill by 3:1.
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
  g_autoptr(FlowNode) failing = NULL;
  g_autoptr(FlowNode) warning = NULL;

  flow_gtk_test_set_theme (data);

  /* 10 layers of 12 nodes, with their wires. */
  fixture->graph = bench_build_layered_graph (120);
  failing = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 77);
  flow_node_set_state (failing, FLOW_NODE_STATE_ERROR);
  warning = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 90);
  flow_node_set_state (warning, FLOW_NODE_STATE_WARNING);

  minimap_scene_init (&fixture->scene, fixture->graph, 1000, 640);
  flow_gtk_view_set_show_grid (fixture->scene.view, TRUE);

  gtk_selection_model_select_item (flow_gtk_view_get_selection (fixture->scene.view), 14, TRUE);
  gtk_selection_model_select_item (flow_gtk_view_get_selection (fixture->scene.view), 15, FALSE);

  /* The top-left of the graph at 80 %. */
  flow_gtk_viewport_set_zoom (fixture->scene.viewport, 0.8);
  flow_gtk_viewport_set_offset (fixture->scene.viewport, -40, -30);
  minimap_scene_settle (&fixture->scene);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  minimap_scene_destroy (&fixture->scene);
  g_assert_finalize_object (fixture->graph);
  flow_gtk_test_set_theme ("light");
}

static void
css_color (GtkWidget  *minimap,
           const char *name,
           const char *css_class,
           GdkRGBA    *color)
{
  for (GtkWidget *child = gtk_widget_get_first_child (minimap);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_auto(GStrv) classes = gtk_widget_get_css_classes (child);

      if (g_str_equal (gtk_widget_get_css_name (child), name) &&
          (css_class == NULL ? classes[0] == NULL
                             : gtk_widget_has_css_class (child, css_class)))
        {
          G_GNUC_BEGIN_IGNORE_DEPRECATIONS
          gtk_style_context_get_color (gtk_widget_get_style_context (child), color);
          G_GNUC_END_IGNORE_DEPRECATIONS
          return;
        }
    }

  g_assert_not_reached ();
}

/* The pixel of the window at the middle of @node's box in the minimap. */
static void
box_pixel (Fixture    *fixture,
           GdkTexture *texture,
           guint       position,
           GdkRGBA    *pixel)
{
  g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (fixture->graph), position);
  graphene_rect_t bounds;
  graphene_point_t center, p, w;

  g_assert_true (flow_gtk_view_get_node_bounds (fixture->scene.view, node, &bounds));
  graphene_rect_get_center (&bounds, &center);
  g_assert_true (_flow_gtk_minimap_from_canvas (fixture->scene.minimap, &center, &p));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (fixture->scene.minimap),
                                           fixture->scene.window, &p, &w));
  flow_gtk_test_get_pixel (texture, (int)floor (w.x), (int)floor (w.y), pixel);
}

/* The pixel of @texture in the minimap half way between the boxes of
 * the nodes at @first and @second, one below the other: the minimap's
 * fill there, which no wire crosses.
 */
static void
between_boxes (Fixture    *fixture,
               GdkTexture *texture,
               guint       first,
               guint       second,
               GdkRGBA    *pixel)
{
  g_autoptr(FlowNode) a = g_list_model_get_item (G_LIST_MODEL (fixture->graph), first);
  g_autoptr(FlowNode) b = g_list_model_get_item (G_LIST_MODEL (fixture->graph), second);
  graphene_rect_t ra, rb;
  graphene_point_t p, w;

  g_assert_true (flow_gtk_view_get_node_bounds (fixture->scene.view, a, &ra));
  g_assert_true (flow_gtk_view_get_node_bounds (fixture->scene.view, b, &rb));
  g_assert_cmpfloat (ra.origin.x, ==, rb.origin.x);
  g_assert_cmpfloat (ra.origin.y + ra.size.height, <, rb.origin.y);
  g_assert_true (_flow_gtk_minimap_from_canvas (fixture->scene.minimap,
                                                &GRAPHENE_POINT_INIT (ra.origin.x + ra.size.width / 2,
                                                                      (ra.origin.y + ra.size.height + rb.origin.y) / 2),
                                                &p));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (fixture->scene.minimap),
                                           fixture->scene.window, &p, &w));
  flow_gtk_test_get_pixel (texture, (int)floor (w.x), (int)floor (w.y), pixel);
}

static void
assert_color (const char    *what,
              const GdkRGBA *pixel,
              const GdkRGBA *expected,
              double         tolerance)
{
  if (!flow_gtk_test_rgba_close (pixel, expected, tolerance))
    g_error ("%s: pixel %s, expected %s", what,
             gdk_rgba_to_string (pixel), gdk_rgba_to_string (expected));
}

static void
test_style_render (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *theme = data;
  GtkWidget *minimap = GTK_WIDGET (fixture->scene.minimap);
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = g_strdup_printf ("minimap-%s.png", theme);
  GdkRGBA box, selected, warning, error, pixel, warning_pixel, background;
  double minimum = g_str_has_prefix (theme, "high-contrast") ? 4.5 : 3.0;
  graphene_rect_t frame;
  graphene_point_t w;

  texture = flow_gtk_test_render (fixture->scene.window);
  flow_gtk_test_save (texture, name);

  css_color (minimap, "nodebox", NULL, &box);
  css_color (minimap, "nodebox", "selected", &selected);
  css_color (minimap, "nodebox", "warning", &warning);
  css_color (minimap, "nodebox", "error", &error);

  /* A node outside the frame: the plain box colour (opaque in every
   * theme), as are the selected and the failing node.
   */
  box_pixel (fixture, texture, 100, &pixel);
  assert_color ("box", &pixel, &box, 0.02);
  box_pixel (fixture, texture, 15, &pixel);
  assert_color ("selected box", &pixel, &selected, 0.02);
  box_pixel (fixture, texture, 77, &pixel);
  assert_color ("failing box", &pixel, &error, 0.02);
  box_pixel (fixture, texture, 90, &warning_pixel);
  assert_color ("warning box", &warning_pixel, &warning, 0.02);

  /* Both stand out from the background, read in the minimap's padding
   * below the boxes.
   */
  g_assert_true (gtk_widget_compute_point (minimap, fixture->scene.window,
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (minimap) / 2,
                                                                 gtk_widget_get_height (minimap) - 3),
                                           &w));
  flow_gtk_test_get_pixel (texture, (int)floor (w.x), (int)floor (w.y), &background);
  g_test_message ("%s: warning %s, %.2f:1, error %s, %.2f:1, on %s", theme,
                  gdk_rgba_to_string (&warning_pixel), flow_gtk_test_contrast (&warning_pixel, &background),
                  gdk_rgba_to_string (&pixel), flow_gtk_test_contrast (&pixel, &background),
                  gdk_rgba_to_string (&background));
  g_assert_cmpfloat (flow_gtk_test_contrast (&warning_pixel, &background), >=, minimum);
  g_assert_cmpfloat (flow_gtk_test_contrast (&pixel, &background), >=, minimum);

  /* So do plain boxes, on the background and in the visible area's
   * tinted fill.
   */
  box_pixel (fixture, texture, 100, &pixel);
  g_assert_true (_flow_gtk_minimap_get_frame (fixture->scene.minimap, &frame));
  {
    GdkRGBA fill, inside;

    between_boxes (fixture, texture, 0, 1, &fill);
    box_pixel (fixture, texture, 0, &inside);
    g_test_message ("%s: box %s, %.2f:1 on %s; %.2f:1 on the visible area's %s", theme,
                    gdk_rgba_to_string (&pixel), flow_gtk_test_contrast (&pixel, &background),
                    gdk_rgba_to_string (&background), flow_gtk_test_contrast (&inside, &fill),
                    gdk_rgba_to_string (&fill));
    g_assert_cmpfloat (flow_gtk_test_contrast (&pixel, &background), >=, minimum);
    g_assert_cmpfloat (flow_gtk_test_contrast (&inside, &fill), >=, 3.0);
  }

  /* The frame's left border, in the middle of its height, is drawn from
   * the CSS: the stylesheet gives it the selection colour, as it gives
   * selected boxes.
   */
  g_assert_true (_flow_gtk_minimap_get_frame (fixture->scene.minimap, &frame));
  g_assert_true (gtk_widget_compute_point (minimap, fixture->scene.window,
                                           &GRAPHENE_POINT_INIT (frame.origin.x + 1,
                                                                 frame.origin.y + frame.size.height / 2),
                                           &w));
  flow_gtk_test_get_pixel (texture, (int)floor (w.x), (int)floor (w.y), &pixel);
  assert_color ("frame", &pixel, &selected, 0.02);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add ("/flow-gtk/minimap-style/light", Fixture, "light",
              fixture_setup, test_style_render, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-style/dark", Fixture, "dark",
              fixture_setup, test_style_render, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-style/high-contrast", Fixture, "high-contrast",
              fixture_setup, test_style_render, fixture_teardown);
  g_test_add ("/flow-gtk/minimap-style/high-contrast-dark", Fixture, "high-contrast-dark",
              fixture_setup, test_style_render, fixture_teardown);

  return g_test_run ();
}

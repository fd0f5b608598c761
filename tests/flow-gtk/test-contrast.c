/* test-contrast.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Colour is readable: the wires and docks of every common type stand out
 * from the canvas by at least 3:1 (WCAG 1.4.11, non-text contrast) in the
 * light and dark styles, and by at least 4.5:1 in high contrast, with
 * the colours the stylesheets give them; and each type family has a
 * shape of its own, so colour is never the only cue. A node's badge for
 * a warning or an error stands out from its tinted header likewise, and
 * so do the headers of the boxes drawn for nodes in a warning or an error
 * below the level of detail, from the canvas around them.
 */

#include "config.h"

#include "flow-gtk.h"
#include "flow-gtk-test-utils.h"
#include "flow-gtk-view-private.h"
#include "flow-gtk-wire-renderer-private.h"
#include "flow-test-utils.h"

static const struct
{
  const char *spec;
  const char *name;
} types[] = {
  { "gdouble", "number" },
  { "gint", "whole number" },
  { "gchararray", "text" },
  { "gboolean", "true/false" },
  { "GdkRGBA", "colour" },
  { "FlowAny", "any" },
  /* No class of its own: the colour of wires of no type. */
  { "GVariant", "other" },
};

static void
check_theme (const char *theme,
             double      minimum)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GString) sources = g_string_new (NULL);
  g_autoptr(FlowNode) node = NULL;
  FlowGtkWireRenderer *wires;
  GtkWidget *view, *window;
  const GdkRGBA *canvas;

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    g_string_append_printf (sources, "%s%s:%s", i > 0 ? "," : "", types[i].spec, types[i].spec);
  node = flow_test_node_new ("All types", "", sources->str);
  flow_graph_add_node (graph, node);

  flow_gtk_test_set_theme (theme);
  view = flow_gtk_view_new (graph);
  gtk_widget_set_size_request (view, 400, 300);
  window = flow_gtk_test_show (view);
  flow_gtk_test_spin (100);

  wires = _flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view));
  canvas = flow_gtk_wire_renderer_get_canvas_color (wires);
  g_assert_cmpfloat (canvas->alpha, ==, 1);
  g_test_message ("%s: canvas %s", theme, gdk_rgba_to_string (canvas));

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      GType type = g_type_from_name (types[i].spec);
      const GdkRGBA *wire = flow_gtk_wire_renderer_get_type_color (wires, type);
      g_autoptr(FlowSink) sink = flow_sink_new ("in", type);
      GtkWidget *dock = flow_gtk_dock_new (FLOW_DOCK (sink));
      GtkWidget *dock_window = flow_gtk_test_show (dock);
      GdkRGBA dock_color;
      double ratio = flow_gtk_test_contrast (wire, canvas);

      g_test_message ("%s, %s: wire %s, %.2f:1", theme, types[i].name,
                      gdk_rgba_to_string (wire), ratio);
      g_assert_cmpfloat (ratio, >=, minimum);

      flow_gtk_test_get_color (dock, &dock_color);
      if (type != G_TYPE_VARIANT)
        g_assert_true (flow_gtk_test_rgba_close (&dock_color, wire, 1 / 255.0));
      g_assert_cmpfloat (flow_gtk_test_contrast (&dock_color, canvas), >=, minimum);

      gtk_window_destroy (GTK_WINDOW (dock_window));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  flow_gtk_test_set_theme ("light");
}

static void
test_contrast_light (void)
{
  check_theme ("light", 3.0);
}

static void
test_contrast_dark (void)
{
  check_theme ("dark", 3.0);
}

static void
test_contrast_high_contrast (void)
{
  check_theme ("high-contrast", 4.5);
}

static void
test_contrast_high_contrast_dark (void)
{
  check_theme ("high-contrast-dark", 4.5);
}

/* Each family's dock has a shape of its own: rendered alone in windows of
 * one size, no two docks cover the same pixels.
 */
static void
test_contrast_shapes (void)
{
  g_autoptr(GPtrArray) masks = g_ptr_array_new_with_free_func (g_free);
  guint n = G_N_ELEMENTS (types) - 1;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (masks, flow_gtk_test_dock_shape (g_type_from_name (types[i].spec)));

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        const guchar *a = masks->pdata[i], *b = masks->pdata[j];

        g_assert_true (a[0] == b[0] && a[1] == b[1]);
        if (memcmp (a, b, a[0] * a[1] + 2) == 0)
          g_error ("The docks of %s and %s have the same shape", types[i].name, types[j].name);
      }
}

/* A node's badge for a warning or an error stands out from the header it
 * sits on by at least @minimum: the pixel of the badge that differs most
 * from the header beside it.
 */
static void
check_badges (const char *theme,
              double      minimum)
{
  static const FlowNodeState states[] = { FLOW_NODE_STATE_WARNING, FLOW_NODE_STATE_ERROR };

  flow_gtk_test_set_theme (theme);

  for (guint s = 0; s < G_N_ELEMENTS (states); s++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("Total", "a:double", "out:double");
      g_autoptr(GtkWidget) widget = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      GtkWidget *window, *badge;
      graphene_rect_t bounds;
      GdkRGBA header, strongest = { 0 };
      double best = 0;

      flow_node_report (node, states[s], "Something is wrong");
      widget = flow_gtk_test_node_widget (node);
      window = flow_gtk_test_show (widget);
      flow_gtk_test_spin (50);
      badge = flow_gtk_test_find_widget (widget, G_TYPE_NONE, "badge");
      g_assert_nonnull (badge);
      g_assert_true (gtk_widget_get_visible (badge));
      g_assert_true (gtk_widget_compute_bounds (badge, window, &bounds));

      texture = flow_gtk_test_render (window);

      /* The header in the badge's left margin. */
      flow_gtk_test_get_pixel (texture, bounds.origin.x - 3, bounds.origin.y + bounds.size.height / 2, &header);
      for (int y = bounds.origin.y; y < bounds.origin.y + bounds.size.height; y++)
        for (int x = bounds.origin.x; x < bounds.origin.x + bounds.size.width; x++)
          {
            GdkRGBA color;
            double ratio;

            flow_gtk_test_get_pixel (texture, x, y, &color);
            ratio = flow_gtk_test_contrast (&color, &header);
            if (ratio > best)
              {
                best = ratio;
                strongest = color;
              }
          }

      g_test_message ("%s, %s badge: %s on %s, %.2f:1", theme,
                      states[s] == FLOW_NODE_STATE_WARNING ? "warning" : "error",
                      gdk_rgba_to_string (&strongest), gdk_rgba_to_string (&header), best);
      g_assert_cmpfloat (best, >=, minimum);

      gtk_window_destroy (GTK_WINDOW (window));
    }

  flow_gtk_test_set_theme ("light");
}

static void
test_contrast_badges (void)
{
  check_badges ("light", 3.0);
  check_badges ("dark", 3.0);
  check_badges ("high-contrast", 4.5);
  check_badges ("high-contrast-dark", 4.5);
}

/* Below the level of detail, the view draws boxes for nodes, their
 * headers tinted by a warning or an error: rendered, the tinted header
 * stands out from the canvas above it by at least @minimum.
 */
static void
check_boxes (const char *theme,
             double      minimum)
{
  static const FlowNodeState states[] = { FLOW_NODE_STATE_WARNING, FLOW_NODE_STATE_ERROR };
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GdkTexture) texture = NULL;
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  FlowNode *nodes[G_N_ELEMENTS (states)];

  flow_gtk_test_set_theme (theme);

  for (guint s = 0; s < G_N_ELEMENTS (states); s++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("Total", "a:double", "out:double");

      flow_node_set_position (node, 100 + 400 * s, 100);
      flow_node_report (node, states[s], "Something is wrong");
      flow_graph_add_node (graph, node);
      nodes[s] = node;
    }

  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (view), FALSE);
  gtk_widget_set_size_request (view, 400, 300);
  window = flow_gtk_test_show (view);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  flow_gtk_viewport_set_zoom (viewport, flow_gtk_view_get_detail_zoom (FLOW_GTK_VIEW (view)) * 0.75);
  flow_gtk_viewport_set_offset (viewport, 0, 0);
  flow_gtk_test_spin (100);
  texture = flow_gtk_test_render (window);

  for (guint s = 0; s < G_N_ELEMENTS (states); s++)
    {
      graphene_rect_t bounds;
      graphene_point_t top, above, header_point, canvas_point;
      GdkRGBA header, canvas;
      double ratio;

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), nodes[s], &bounds));
      flow_gtk_viewport_canvas_to_widget (viewport,
                                          &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                                bounds.origin.y),
                                          &top);
      g_assert_true (gtk_widget_compute_point (view, window, &GRAPHENE_POINT_INIT (top.x, top.y + 2), &header_point));
      g_assert_true (gtk_widget_compute_point (view, window, &GRAPHENE_POINT_INIT (top.x, top.y - 6), &above));
      canvas_point = above;
      flow_gtk_test_get_pixel (texture, header_point.x, header_point.y, &header);
      flow_gtk_test_get_pixel (texture, canvas_point.x, canvas_point.y, &canvas);
      ratio = flow_gtk_test_contrast (&header, &canvas);

      g_test_message ("%s, %s box: %s on %s, %.2f:1", theme,
                      states[s] == FLOW_NODE_STATE_WARNING ? "warning" : "error",
                      gdk_rgba_to_string (&header), gdk_rgba_to_string (&canvas), ratio);
      g_assert_cmpfloat (ratio, >=, minimum);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  flow_gtk_test_set_theme ("light");
}

static void
test_contrast_boxes (void)
{
  check_boxes ("light", 3.0);
  check_boxes ("dark", 3.0);
  check_boxes ("high-contrast", 4.5);
  check_boxes ("high-contrast-dark", 4.5);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_type_ensure (GDK_TYPE_RGBA);
  g_type_ensure (FLOW_TYPE_ANY);

  g_test_add_func ("/flow-gtk/contrast/light", test_contrast_light);
  g_test_add_func ("/flow-gtk/contrast/dark", test_contrast_dark);
  g_test_add_func ("/flow-gtk/contrast/high-contrast", test_contrast_high_contrast);
  g_test_add_func ("/flow-gtk/contrast/badges", test_contrast_badges);
  g_test_add_func ("/flow-gtk/contrast/boxes", test_contrast_boxes);
  g_test_add_func ("/flow-gtk/contrast/high-contrast-dark", test_contrast_high_contrast_dark);
  g_test_add_func ("/flow-gtk/contrast/shapes", test_contrast_shapes);

  return g_test_run ();
}

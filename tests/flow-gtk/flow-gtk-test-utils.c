/* flow-gtk-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk-node-private.h"
#include "flow-gtk-node-row-private.h"
#include "flow-gtk-value-editor-private.h"

#include "flow-gtk.h"

#include <math.h>

void
flow_gtk_test_init (int    *argc,
                    char ***argv)
{
  GtkSettings *settings;

  g_test_init (argc, argv, NULL);

  gtk_init ();
  flow_gtk_init ();

  settings = gtk_settings_get_default ();
  g_object_set (settings,
                "gtk-enable-animations", FALSE,
                "gtk-font-name", "DejaVu Sans 10",
                NULL);
  flow_gtk_test_set_theme ("light");
}

void
flow_gtk_test_set_theme (const char *theme)
{
  GtkSettings *settings = gtk_settings_get_default ();

  if (g_str_equal (theme, "light"))
    g_object_set (settings,
                  "gtk-theme-name", "Adwaita",
                  "gtk-application-prefer-dark-theme", FALSE,
                  NULL);
  else if (g_str_equal (theme, "dark"))
    g_object_set (settings,
                  "gtk-theme-name", "Adwaita",
                  "gtk-application-prefer-dark-theme", TRUE,
                  NULL);
  else if (g_str_equal (theme, "high-contrast"))
    g_object_set (settings,
                  "gtk-theme-name", "HighContrast",
                  "gtk-application-prefer-dark-theme", FALSE,
                  NULL);
  else if (g_str_equal (theme, "high-contrast-dark"))
    g_object_set (settings,
                  "gtk-theme-name", "HighContrast",
                  "gtk-application-prefer-dark-theme", TRUE,
                  NULL);
  else
    g_assert_not_reached ();
}

static gboolean
timeout_cb (gpointer data)
{
  gboolean *done = data;

  *done = TRUE;

  return G_SOURCE_REMOVE;
}

void
flow_gtk_test_spin (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);

  while (!done)
    g_main_context_iteration (NULL, TRUE);

  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

GtkWidget *
flow_gtk_test_show (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));

  gtk_test_widget_wait_for_draw (window);
  flow_gtk_test_spin (10);

  return window;
}

GtkWidget *
flow_gtk_test_node_widget (FlowNode *node)
{
  GtkWidget *widget = g_object_ref_sink (flow_gtk_node_new ());

  _flow_gtk_node_bind (FLOW_GTK_NODE (widget), node);

  return widget;
}

GskRenderNode *
flow_gtk_test_snapshot (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  gdk_paintable_snapshot (paintable, snapshot,
                          gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  return node;
}

GdkTexture *
flow_gtk_test_render_node (GtkWidget     *widget,
                           GskRenderNode *node)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  return gsk_renderer_render_texture (renderer, node,
                                      &GRAPHENE_RECT_INIT (0, 0,
                                                           gtk_widget_get_width (widget),
                                                           gtk_widget_get_height (widget)));
}

GdkTexture *
flow_gtk_test_render (GtkWidget *window)
{
  g_autoptr(GskRenderNode) node = flow_gtk_test_snapshot (window);

  return flow_gtk_test_render_node (window, node);
}

void
flow_gtk_test_get_pixel (GdkTexture *texture,
                         int         x,
                         int         y,
                         GdkRGBA    *color)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guchar *data = NULL;
  const guchar *p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, width);
  g_assert_cmpint (y, <, height);

  /* Premultiplied BGRA on little-endian machines. */
  data = g_malloc (width * height * 4);
  gdk_texture_download (texture, data, width * 4);
  p = data + (y * width + x) * 4;

  color->alpha = p[3] / 255.0;
  if (p[3] == 0)
    {
      color->red = color->green = color->blue = 0;
      return;
    }

  color->blue = p[0] / (double)p[3];
  color->green = p[1] / (double)p[3];
  color->red = p[2] / (double)p[3];
}

void
flow_gtk_test_save (GdkTexture *texture,
                    const char *name)
{
  const char *dir = g_getenv ("FLOW_TEST_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (dir != NULL && *dir != '\0')
    path = g_build_filename (dir, name, NULL);
  else
    path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);
}

gboolean
flow_gtk_test_rgba_close (const GdkRGBA *a,
                          const GdkRGBA *b,
                          double         tolerance)
{
  return fabs (a->red - b->red) <= tolerance &&
         fabs (a->green - b->green) <= tolerance &&
         fabs (a->blue - b->blue) <= tolerance &&
         fabs (a->alpha - b->alpha) <= tolerance;
}

static GskRenderNode *
only_child (GskRenderNode *node)
{
  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE:
      return gsk_transform_node_get_child (node);

    case GSK_CLIP_NODE:
      return gsk_clip_node_get_child (node);

    case GSK_ROUNDED_CLIP_NODE:
      return gsk_rounded_clip_node_get_child (node);

    case GSK_OPACITY_NODE:
      return gsk_opacity_node_get_child (node);

    default:
      return NULL;
    }
}

guint
flow_gtk_test_count_cairo_nodes (GskRenderNode *node,
                                 double        *largest)
{
  GskRenderNode *child;
  graphene_rect_t bounds;
  guint count = 0;

  if (gsk_render_node_get_node_type (node) == GSK_CAIRO_NODE)
    {
      gsk_render_node_get_bounds (node, &bounds);
      if (largest != NULL)
        *largest = MAX (*largest, bounds.size.width * bounds.size.height);
      return 1;
    }

  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count += flow_gtk_test_count_cairo_nodes (gsk_container_node_get_child (node, i), largest);
      return count;
    }

  child = only_child (node);

  return child != NULL ? flow_gtk_test_count_cairo_nodes (child, largest) : 0;
}

void
flow_gtk_test_get_color (GtkWidget *widget,
                         GdkRGBA   *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
connect_docks (FlowGraph  *graph,
         FlowNode   *from,
         const char *source,
         FlowNode   *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (from, source),
                                               flow_node_get_sink (to, sink), &error));
  g_assert_no_error (error);
}

/* A graph whose wires cross as placed: three sources in a column wired
 * to three sinks in the reverse order, and two sources wired to the two
 * inputs of one node the wrong way round.
 */
FlowGraph *
flow_gtk_test_crossed_graph (void)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *s[3], *t[3], *p, *q, *m;

  for (guint i = 0; i < 3; i++)
    {
      s[i] = flow_test_add_node (graph, "Source", "", "out:double", 40, 40 + 120 * i);
      t[i] = flow_test_add_node (graph, "Sink", "in:double", "", 500, 280 - 120 * i);
      connect_docks (graph, s[i], "out", t[i], "in");
    }

  p = flow_test_add_node (graph, "P", "", "out:double", 40, 420);
  q = flow_test_add_node (graph, "Q", "", "out:double", 40, 540);
  m = flow_test_add_node (graph, "M", "a:double,b:double", "out:double", 500, 460);
  connect_docks (graph, p, "out", m, "b");
  connect_docks (graph, q, "out", m, "a");

  return graph;
}

static gboolean
segments_cross (const graphene_point_t *a,
                const graphene_point_t *b,
                const graphene_point_t *c,
                const graphene_point_t *d)
{
  double d1 = (d->x - c->x) * (a->y - c->y) - (d->y - c->y) * (a->x - c->x);
  double d2 = (d->x - c->x) * (b->y - c->y) - (d->y - c->y) * (b->x - c->x);
  double d3 = (b->x - a->x) * (c->y - a->y) - (b->y - a->y) * (c->x - a->x);
  double d4 = (b->x - a->x) * (d->y - a->y) - (b->y - a->y) * (d->x - a->x);

  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) &&
         ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/* How many pairs of wires cross, each wire taken as the straight line
 * between its docks.
 */
guint
flow_gtk_test_count_crossings (struct _FlowGtkView *view)
{
  GListModel *connections = flow_graph_get_connections (flow_gtk_view_get_graph (view));
  guint n = g_list_model_get_n_items (connections);
  g_autofree graphene_point_t *ends = g_new (graphene_point_t, 2 * n);
  guint crossings = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      g_assert_true (flow_gtk_view_get_dock_position (view, FLOW_DOCK (flow_connection_get_source (connection)),
                                                      &ends[2 * i]));
      g_assert_true (flow_gtk_view_get_dock_position (view, FLOW_DOCK (flow_connection_get_sink (connection)),
                                                      &ends[2 * i + 1]));
    }

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (segments_cross (&ends[2 * i], &ends[2 * i + 1], &ends[2 * j], &ends[2 * j + 1]))
        crossings++;

  return crossings;
}

graphene_point_t
flow_gtk_test_header_point (FlowGtkView *view,
                            FlowNode    *node)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);
  graphene_rect_t bounds;
  graphene_point_t widget;

  g_assert_true (flow_gtk_view_get_node_bounds (view, node, &bounds));
  flow_gtk_viewport_canvas_to_widget (viewport,
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                            bounds.origin.y + 8),
                                      &widget);
  return widget;
}

GtkWidget *
flow_gtk_test_show_in_window (GtkWidget  *child,
                              const char *title,
                              int         width,
                              int         height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  return window;
}

void
flow_gtk_test_assert_all_in_sight (struct _FlowGtkView *view)
{
  GListModel *nodes = G_LIST_MODEL (flow_gtk_view_get_graph (view));
  graphene_rect_t visible;

  flow_gtk_viewport_get_visible_area (flow_gtk_view_get_viewport (view),
                                      gtk_widget_get_width (GTK_WIDGET (view)),
                                      gtk_widget_get_height (GTK_WIDGET (view)),
                                      &visible);

  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      graphene_rect_t bounds;

      g_assert_nonnull (flow_gtk_view_get_node_widget (view, node));
      g_assert_true (flow_gtk_view_get_node_bounds (view, node, &bounds));
      if (!graphene_rect_contains_rect (&visible, &bounds))
        g_error ("%s at %g, %g, %g x %g is not inside the view's %g, %g, %g x %g",
                 flow_node_get_title (node),
                 bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                 visible.origin.x, visible.origin.y, visible.size.width, visible.size.height);
    }
}

GtkWidget *
flow_gtk_test_find_widget (GtkWidget  *root,
                           GType       type,
                           const char *css_class)
{
  if ((type == G_TYPE_NONE || G_TYPE_CHECK_INSTANCE_TYPE (root, type)) &&
      (css_class == NULL || gtk_widget_has_css_class (root, css_class)))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = flow_gtk_test_find_widget (child, type, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWidget *
flow_gtk_test_shown_child (GtkWidget *parent,
                           GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (parent);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) && gtk_widget_get_visible (child))
      return child;

  return NULL;
}

static double
channel (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *color)
{
  return 0.2126 * channel (color->red) +
         0.7152 * channel (color->green) +
         0.0722 * channel (color->blue);
}

/* The contrast ratio of @color, as painted over the opaque @canvas. */
double
flow_gtk_test_contrast (const GdkRGBA *color,
                        const GdkRGBA *canvas)
{
  GdkRGBA painted = {
    color->red * color->alpha + canvas->red * (1 - color->alpha),
    color->green * color->alpha + canvas->green * (1 - color->alpha),
    color->blue * color->alpha + canvas->blue * (1 - color->alpha),
    1,
  };
  double a = luminance (&painted), b = luminance (canvas);

  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

guchar *
flow_gtk_test_dock_shape (GType type)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", type);
  GtkWidget *dock = flow_gtk_dock_new (FLOW_DOCK (sink));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *window;
  g_autoptr(GdkTexture) texture = NULL;
  guchar *pixels;
  guchar *mask;
  gsize stride;
  int width, height;

  gtk_widget_set_size_request (box, 24, 24);
  gtk_widget_set_halign (dock, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (dock, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (dock, TRUE);
  gtk_box_append (GTK_BOX (box), dock);
  window = flow_gtk_test_show (box);
  texture = flow_gtk_test_render (window);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  stride = width * 4;
  pixels = g_malloc (stride * height);
  gdk_texture_download (texture, pixels, stride);

  /* Where the dock is clearly darker or lighter than the window's
   * background (its top left pixel), whatever its hue: its shape as one
   * who cannot tell the colours apart sees it.
   */
  mask = g_malloc0 (width * height + 2);
  mask[0] = width;
  mask[1] = height;
  for (int p = 0; p < width * height; p++)
    {
      int grey = pixels[4 * p] + pixels[4 * p + 1] + pixels[4 * p + 2];
      int background = pixels[0] + pixels[1] + pixels[2];

      mask[p + 2] = ABS (grey - background) > 3 * 40;
    }
  g_free (pixels);

  gtk_window_destroy (GTK_WINDOW (window));

  return mask;
}

struct _FlowGtkValueEditor *
flow_gtk_test_value_editor (GtkWidget  *widget,
                            FlowNode   *node,
                            const char *name)
{
  GtkWidget *row = _flow_gtk_node_get_row (FLOW_GTK_NODE (widget), flow_node_get_dock (node, name));

  g_assert_nonnull (row);

  return flow_gtk_node_row_get_editor (FLOW_GTK_NODE_ROW (row));
}

const GValue *
flow_gtk_test_default_value (FlowNode   *node,
                             const char *name)
{
  return flow_sink_get_default_value (flow_node_get_sink (node, name));
}

void
flow_gtk_test_set_default_double (FlowNode   *node,
                                  const char *name,
                                  double      number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_sink_set_default_value (flow_node_get_sink (node, name), &value);
}

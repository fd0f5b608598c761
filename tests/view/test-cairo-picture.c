/* test-cairo-picture.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The cairo seam draws node pictures itself where that is the same
 * drawing as GTK's (rounded backgrounds, one-colour borders): each render
 * node here is drawn both ways and the images compared, pixel by pixel.
 */

#include "config.h"

#include "flow-gtk-cairo-frame-private.h"

#include <pango/pangocairo.h>

#define WIDTH 90
#define HEIGHT 70

static cairo_surface_t *
draw (GskRenderNode *node,
      double         scale,
      gboolean       seam)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         WIDTH * scale, HEIGHT * scale);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  if (seam)
    flow_gtk_cairo_draw_picture_node (node, cr);
  else
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* Draws @node both ways at @scale and asserts that the images are the
 * same, pixel for pixel: the same shapes, rasterized by the same cairo,
 * come out the same.
 */
static void
assert_same_at (GskRenderNode *node,
                double         scale)
{
  cairo_surface_t *gtk = draw (node, scale, FALSE);
  cairo_surface_t *seam = draw (node, scale, TRUE);
  int width = cairo_image_surface_get_width (gtk);
  int height = cairo_image_surface_get_height (gtk);
  int stride = cairo_image_surface_get_stride (gtk);
  const guint32 *a = (const guint32 *)cairo_image_surface_get_data (gtk);
  const guint32 *b = (const guint32 *)cairo_image_surface_get_data (seam);
  guint painted = 0, different = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 pixel = a[y * stride / 4 + x];

        if (pixel != 0)
          painted++;
        if (pixel != b[y * stride / 4 + x])
          different++;
      }

  /* Something was drawn, so that equal images mean something. */
  g_assert_cmpuint (painted, >, 100);
  g_assert_cmpuint (different, ==, 0);

  cairo_surface_destroy (gtk);
  cairo_surface_destroy (seam);
}

static void
assert_same (GskRenderNode *node)
{
  assert_same_at (node, 1.0);
  assert_same_at (node, 1.75);
  gsk_render_node_unref (node);
}

static GskRenderNode *
rounded_background (const GskRoundedRect *shape,
                    const GdkRGBA        *color)
{
  g_autoptr(GskRenderNode) fill = gsk_color_node_new (color, &shape->bounds);

  return gsk_rounded_clip_node_new (fill, shape);
}

static GskRenderNode *
translated (GskRenderNode *child,
            float          x,
            float          y)
{
  g_autoptr(GskTransform) transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y));
  GskRenderNode *node = gsk_transform_node_new (child, transform);

  gsk_render_node_unref (child);
  return node;
}

static const GdkRGBA background = { 0.98, 0.98, 0.976, 1 };
static const GdkRGBA border = { 0.80, 0.78, 0.76, 1 };
static const GdkRGBA dot = { 0.21, 0.52, 0.89, 1 };
static const GdkRGBA shade = { 0, 0, 0, 0.35 };

/* A node: its background and border with round corners, a header
 * rounded at the top only with a line under it, a round dot half out.
 */
static void
test_picture_node (void)
{
  GskRoundedRect outline, header, circle;
  GskRenderNode *children[6];
  const GdkRGBA header_colors[4] = { { 0.18, 0.2, 0.21, 1 }, { 0.18, 0.2, 0.21, 1 },
                                     { 0.80, 0.78, 0.76, 0.6 }, { 0.18, 0.2, 0.21, 1 } };
  const float header_widths[4] = { 0, 0, 1, 0 };
  const float one[4] = { 1, 1, 1, 1 };
  const GdkRGBA borders[4] = { border, border, border, border };
  const GdkRGBA shades[4] = { shade, shade, shade, shade };

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (10, 8, 70, 55), 8);
  gsk_rounded_rect_init (&header, &GRAPHENE_RECT_INIT (10, 8, 70, 20),
                         &GRAPHENE_SIZE_INIT (7, 7), &GRAPHENE_SIZE_INIT (7, 7),
                         &GRAPHENE_SIZE_INIT (0, 0), &GRAPHENE_SIZE_INIT (0, 0));
  gsk_rounded_rect_init_from_rect (&circle, &GRAPHENE_RECT_INIT (-1, -1, 14, 14), 7);

  children[0] = rounded_background (&outline, &background);
  children[1] = gsk_border_node_new (&outline, one, borders);
  children[2] = rounded_background (&header, &header_colors[0]);
  children[3] = gsk_border_node_new (&header, header_widths, header_colors);
  children[4] = translated (rounded_background (&circle, &dot), 73, 40);
  children[5] = translated (gsk_border_node_new (&circle, one, shades), 73, 40);

  assert_same (gsk_container_node_new (children, G_N_ELEMENTS (children)));

  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gsk_render_node_unref (children[i]);
}

/* Corners of different sizes, elliptical ones, and thick borders of
 * different widths: every corner in its place.
 */
static void
test_picture_corners (void)
{
  GskRoundedRect shape;
  const float widths[4] = { 2, 5, 3, 7 };
  const GdkRGBA colors[4] = { dot, dot, dot, dot };
  GskRenderNode *children[2];

  gsk_rounded_rect_init (&shape, &GRAPHENE_RECT_INIT (6, 5, 76, 58),
                         &GRAPHENE_SIZE_INIT (20, 10), &GRAPHENE_SIZE_INIT (4, 4),
                         &GRAPHENE_SIZE_INIT (12, 25), &GRAPHENE_SIZE_INIT (0, 0));

  children[0] = rounded_background (&shape, &background);
  children[1] = gsk_border_node_new (&shape, widths, colors);
  assert_same (gsk_container_node_new (children, 2));

  gsk_render_node_unref (children[0]);
  gsk_render_node_unref (children[1]);
}

/* What the seam does not draw itself goes to GTK, whole: a border of
 * several colours, a clip its colour does not cover, a scaled transform.
 */
static void
test_picture_passed_on (void)
{
  GskRoundedRect shape;
  const float widths[4] = { 3, 3, 3, 3 };
  const GdkRGBA colors[4] = { dot, border, dot, shade };
  g_autoptr(GskRenderNode) small = NULL;
  g_autoptr(GskTransform) scale = gsk_transform_scale (NULL, 1.5, 1.2);

  gsk_rounded_rect_init_from_rect (&shape, &GRAPHENE_RECT_INIT (8, 8, 60, 40), 9);

  assert_same (gsk_border_node_new (&shape, widths, colors));

  small = gsk_color_node_new (&dot, &GRAPHENE_RECT_INIT (10, 10, 30, 30));
  assert_same (gsk_rounded_clip_node_new (small, &shape));

  assert_same (gsk_transform_node_new (small, scale));
}

/* The spread (largest less smallest) of the distances between the ink
 * centres of the stems drawn in row band @surface: stems are runs of
 * columns with ink, apart from one another.
 */
static double
stem_spacing_spread (cairo_surface_t *surface,
                     guint           *n_stems)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint32 *data = (const guint32 *)cairo_image_surface_get_data (surface);
  double sum = 0, weighted = 0, last = -1, smallest = G_MAXDOUBLE, largest = 0;

  *n_stems = 0;
  for (int x = 0; x <= width; x++)
    {
      double ink = 0;

      for (int y = 0; x < width && y < height; y++)
        ink += data[y * stride / 4 + x] >> 24;

      if (ink > 0)
        {
          sum += ink;
          weighted += ink * x;
          continue;
        }
      if (sum == 0)
        continue;

      /* A stem ended: its centre. */
      if (last >= 0)
        {
          smallest = MIN (smallest, weighted / sum - last);
          largest = MAX (largest, weighted / sum - last);
        }
      last = weighted / sum;
      (*n_stems)++;
      sum = weighted = 0;
    }

  return largest - smallest;
}

/* Text in a picture at a zoom between sizes is spaced evenly: the seam
 * fills glyph outlines where cairo would put each glyph from its cache
 * on a whole pixel.
 */
static void
test_picture_text (void)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  g_autoptr(GObject) context = G_OBJECT (pango_font_map_create_context (map));
  g_autoptr(PangoLayout) layout = pango_layout_new (PANGO_CONTEXT (context));
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans 30px");
  const GdkRGBA black = { 0, 0, 0, 1 };
  g_autoptr(GskRenderNode) text = NULL;
  PangoGlyphItem *run;
  cairo_surface_t *surfaces[2];
  double spread[2];
  guint n_stems[2];

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, "llllllllllllllll", -1);
  run = pango_layout_get_line_readonly (layout, 0)->runs->data;
  text = gsk_text_node_new (run->item->analysis.font, run->glyphs, &black,
                            &GRAPHENE_POINT_INIT (4, 40));
  g_assert_nonnull (text);

  for (guint i = 0; i < 2; i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 60);
      cairo_t *cr = cairo_create (surface);

      cairo_scale (cr, 0.81, 0.81);
      if (i == 0)
        gsk_render_node_draw (text, cr);
      else
        flow_gtk_cairo_draw_picture_node (text, cr);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      surfaces[i] = surface;
      spread[i] = stem_spacing_spread (surface, &n_stems[i]);
    }

  g_test_message ("spread of the stems' spacing at 81 %%: %.2f px drawn by GTK, %.2f px by the seam",
                  spread[0], spread[1]);
  g_assert_cmpuint (n_stems[1], ==, 16);
  g_assert_cmpfloat (spread[1], <, 0.3);

  cairo_surface_destroy (surfaces[0]);
  cairo_surface_destroy (surfaces[1]);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/view/cairo-picture/node", test_picture_node);
  g_test_add_func ("/view/cairo-picture/corners", test_picture_corners);
  g_test_add_func ("/view/cairo-picture/passed-on", test_picture_passed_on);
  g_test_add_func ("/view/cairo-picture/text", test_picture_text);

  return g_test_run ();
}

/* test-wire.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* A wire's path for one tile, without a display: only the parts of the
 * curve near the tile, and the same pixels as the whole curve. And the
 * test of a rectangle inside another.
 */

#include "config.h"

#include "flow-gtk-wire-private.h"

#define TILE       256
#define LINE_WIDTH 3.0

/* @curve stroked into a tile showing @area, whole or, with @within, only
 * its parts near the area; the number of points of the flattened path in
 * @n_points.
 */
static cairo_surface_t *
draw_tile (const FlowGtkBezier   *curve,
           const graphene_rect_t *area,
           gboolean               within,
           guint                 *n_points)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, TILE, TILE);
  cairo_t *cr = cairo_create (surface);
  cairo_path_t *path;

  cairo_scale (cr, TILE / area->size.width, TILE / area->size.height);
  cairo_translate (cr, -area->origin.x, -area->origin.y);
  cairo_set_line_width (cr, LINE_WIDTH);

  if (within)
    flow_gtk_bezier_to_cairo_within (curve, area, LINE_WIDTH + 2.0, cr);
  else
    flow_gtk_bezier_to_cairo (curve, cr);

  path = cairo_copy_path_flat (cr);
  *n_points = 0;
  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    (*n_points)++;
  cairo_path_destroy (path);

  cairo_stroke (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* The largest difference of one channel between the two pictures, and
 * in @n_apart how many pixels differ by more than @apart in one.
 */
static int
max_difference (cairo_surface_t *a,
                cairo_surface_t *b,
                int              apart,
                guint           *n_apart)
{
  const guchar *pa = cairo_image_surface_get_data (a);
  const guchar *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  int worst = 0;

  *n_apart = 0;
  for (int y = 0; y < TILE; y++)
    for (int x = 0; x < TILE; x++)
      {
        int pixel = 0;

        for (int c = 0; c < 4; c++)
          pixel = MAX (pixel, ABS ((int)pa[y * stride + 4 * x + c] - (int)pb[y * stride + 4 * x + c]));
        *n_apart += pixel > apart;
        worst = MAX (worst, pixel);
      }

  return worst;
}

static guint
count_ink (cairo_surface_t *surface)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint n = 0;

  for (int y = 0; y < TILE; y++)
    for (int x = 0; x < TILE; x++)
      n += data[y * stride + 4 * x + 3] != 0;

  return n;
}

static void
test_wire_within (void)
{
  FlowGtkBezier curve;
  /* Tiles along a wire 8,000 units wide, one far from it, one holding
   * it whole.
   */
  const graphene_rect_t areas[] = {
    GRAPHENE_RECT_INIT (0, 0, 512, 512),
    GRAPHENE_RECT_INIT (3584, 1024, 512, 512),
    GRAPHENE_RECT_INIT (4000, 1400, 256, 256),
    GRAPHENE_RECT_INIT (7680, 2560, 512, 512),
    GRAPHENE_RECT_INIT (0, 2560, 512, 512),
    GRAPHENE_RECT_INIT (-100, -100, 8300, 3300),
  };

  g_test_summary ("A tile strokes only the parts of a long wire near it, "
                  "and shows the same pixels as with the whole wire.");

  flow_gtk_wire_compute (&GRAPHENE_POINT_INIT (10, 10), &GRAPHENE_POINT_INIT (7990, 2990), &curve);

  for (guint i = 0; i < G_N_ELEMENTS (areas); i++)
    {
      guint whole_points, within_points, n_apart;
      int worst;
      cairo_surface_t *whole = draw_tile (&curve, &areas[i], FALSE, &whole_points);
      cairo_surface_t *within = draw_tile (&curve, &areas[i], TRUE, &within_points);

      worst = max_difference (whole, within, 8, &n_apart);
      g_test_message ("area %u: %u points of the whole curve, %u within, %u pixels inked, "
                      "%u apart by more than 8, at most %d",
                      i, whole_points, within_points, count_ink (whole), n_apart, worst);

      /* The same wire: cairo flattens a curve to within a tenth of a
       * pixel, and the pieces otherwise than the whole, so the edges of
       * the stroke may shade differently (at most by an eighth, on a few
       * pixels); a gap or a cap where a piece ends would differ by all.
       */
      g_assert_cmpint (worst, <=, 32);
      g_assert_cmpuint (n_apart * 10, <=, count_ink (whole));

      switch (i)
        {
        case 4:
          /* Far from the wire: nothing at all. */
          g_assert_cmpuint (count_ink (whole), ==, 0);
          g_assert_cmpuint (within_points, ==, 0);
          break;
        case 5:
          /* The whole wire in view: the curve itself. */
          g_assert_cmpuint (within_points, ==, whole_points);
          break;
        default:
          /* On the wire: drawn, with a fraction of the work. */
          g_assert_cmpuint (count_ink (within), >, 100);
          g_assert_cmpuint (within_points * 3, <, whole_points);
          break;
        }

      cairo_surface_destroy (whole);
      cairo_surface_destroy (within);
    }
}

/* A straight wire has bounds of no height. */
static void
test_wire_within_straight (void)
{
  FlowGtkBezier curve;
  const graphene_rect_t area = GRAPHENE_RECT_INIT (2000, 0, 256, 256);
  guint whole_points, within_points, n_apart;
  cairo_surface_t *whole, *within;

  flow_gtk_wire_compute (&GRAPHENE_POINT_INIT (0, 100), &GRAPHENE_POINT_INIT (6000, 100), &curve);

  whole = draw_tile (&curve, &area, FALSE, &whole_points);
  within = draw_tile (&curve, &area, TRUE, &within_points);

  g_assert_cmpuint (count_ink (within), >, 100);
  g_assert_cmpint (max_difference (whole, within, 8, &n_apart), <=, 32);

  cairo_surface_destroy (whole);
  cairo_surface_destroy (within);
}

/* A wire along the edge of a tile, where every piece of it comes near
 * the tile: cut into a few pieces, not into a thousand.
 */
static void
test_wire_within_along_edge (void)
{
  FlowGtkBezier curve;
  const graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 512, 512);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  cairo_path_t *path;
  guint n_curves = 0;

  flow_gtk_wire_compute (&GRAPHENE_POINT_INIT (-4000, -LINE_WIDTH - 2.0), &GRAPHENE_POINT_INIT (4000, -LINE_WIDTH - 2.0), &curve);
  flow_gtk_bezier_to_cairo_within (&curve, &area, LINE_WIDTH + 2.0, cr);

  path = cairo_copy_path (cr);
  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    n_curves += path->data[i].header.type == CAIRO_PATH_CURVE_TO;
  cairo_path_destroy (path);

  g_assert_cmpuint (n_curves, >, 0);
  g_assert_cmpuint (n_curves, <=, 16);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Inside, edges included, whatever the rounding of the sums: this area
 * (a view's visible area at a zoom of 0.9985) holds the node, which
 * graphene_rect_contains_rect () denies.
 */
static void
test_wire_rect_contains (void)
{
  graphene_rect_t visible = GRAPHENE_RECT_INIT (-78.9302521f, -197.934967f, 1201.77209f, 901.329041f);
  graphene_rect_t node = GRAPHENE_RECT_INIT (0, 0, 152, 101);
  graphene_rect_t area = GRAPHENE_RECT_INIT (10, 20, 100, 50);

  g_assert_true (flow_gtk_rect_contains_rect (&visible, &node));
  g_assert_false (flow_gtk_rect_contains_rect (&node, &visible));

  /* Edges included; a hair out is out. */
  g_assert_true (flow_gtk_rect_contains_rect (&area, &area));
  g_assert_true (flow_gtk_rect_contains_rect (&area, &GRAPHENE_RECT_INIT (10, 20, 0, 0)));
  g_assert_false (flow_gtk_rect_contains_rect (&area, &GRAPHENE_RECT_INIT (9.9f, 20, 10, 10)));
  g_assert_false (flow_gtk_rect_contains_rect (&area, &GRAPHENE_RECT_INIT (100.5f, 20, 10, 10)));
  g_assert_false (flow_gtk_rect_contains_rect (&area, &GRAPHENE_RECT_INIT (10, 60.5f, 10, 10)));

  /* A negative size counts from the other corner, as graphene has it. */
  g_assert_true (flow_gtk_rect_contains_rect (&GRAPHENE_RECT_INIT (110, 70, -100, -50),
                                              &GRAPHENE_RECT_INIT (50, 50, -10, -10)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/wire/within", test_wire_within);
  g_test_add_func ("/flow-gtk/wire/within-straight", test_wire_within_straight);
  g_test_add_func ("/flow-gtk/wire/within-along-edge", test_wire_within_along_edge);
  g_test_add_func ("/flow-gtk/wire/rect-contains", test_wire_rect_contains);

  return g_test_run ();
}

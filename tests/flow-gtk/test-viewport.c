/* test-viewport.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The viewport is plain maths: these tests need no display. */

#include "config.h"

#include "flow-gtk-viewport-private.h"

#include "flow-test-utils.h"

#include <math.h>

/* graphene points are floats: about 7 significant digits. */
#define EPSILON 1e-6

#define assert_close(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), EPSILON * MAX (1.0, fabs ((double) (b))))

#define assert_point(p, px, py) G_STMT_START { \
  assert_close ((p)->x, (px)); \
  assert_close ((p)->y, (py)); \
} G_STMT_END

static void
count_cb (gpointer  instance,
          guint    *counter)
{
  (*counter)++;
}

static guint *
count_changed (FlowGtkViewport *viewport)
{
  guint *counter = g_new0 (guint, 1);

  g_object_set_data_full (G_OBJECT (viewport), "changed-counter", counter, g_free);
  g_signal_connect (viewport, "changed", G_CALLBACK (count_cb), counter);

  return counter;
}

static void
test_viewport_defaults (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  double zoom, min_zoom, max_zoom, offset_x, offset_y;

  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 1.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_min_zoom (viewport), ==, 0.01);
  g_assert_cmpfloat (flow_gtk_viewport_get_max_zoom (viewport), ==, 4.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, 0.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, 0.0);

  g_object_get (viewport,
                "zoom", &zoom,
                "min-zoom", &min_zoom,
                "max-zoom", &max_zoom,
                "offset-x", &offset_x,
                "offset-y", &offset_y,
                NULL);
  g_assert_cmpfloat (zoom, ==, 1.0);
  g_assert_cmpfloat (min_zoom, ==, 0.01);
  g_assert_cmpfloat (max_zoom, ==, 4.0);
  g_assert_cmpfloat (offset_x, ==, 0.0);
  g_assert_cmpfloat (offset_y, ==, 0.0);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_transforms (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  graphene_point_t widget, canvas;
  GRand *rand = g_rand_new_with_seed (42);

  flow_gtk_viewport_set_zoom (viewport, 2.0);
  flow_gtk_viewport_set_offset (viewport, 100, -50);

  /* widget = (canvas - offset) × zoom */
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (110, -40), &widget);
  assert_close (widget.x, 20);
  assert_close (widget.y, 20);

  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (0, 0), &canvas);
  assert_close (canvas.x, 100);
  assert_close (canvas.y, -50);

  /* In place. */
  canvas = GRAPHENE_POINT_INIT (110, -40);
  flow_gtk_viewport_canvas_to_widget (viewport, &canvas, &canvas);
  assert_close (canvas.x, 20);
  assert_close (canvas.y, 20);

  /* Round trips at many zoom levels and offsets. */
  for (guint i = 0; i < 1000; i++)
    {
      graphene_point_t p = GRAPHENE_POINT_INIT (g_rand_double_range (rand, -1e5, 1e5),
                                                g_rand_double_range (rand, -1e5, 1e5));
      graphene_point_t q, r;

      flow_gtk_viewport_set_zoom (viewport, g_rand_double_range (rand, 0.01, 4.0));
      flow_gtk_viewport_set_offset (viewport,
                                    g_rand_double_range (rand, -1e4, 1e4),
                                    g_rand_double_range (rand, -1e4, 1e4));

      flow_gtk_viewport_canvas_to_widget (viewport, &p, &q);
      flow_gtk_viewport_widget_to_canvas (viewport, &q, &r);
      g_assert_cmpfloat_with_epsilon (r.x, p.x, 1e-6 * (fabs (p.x) + 1e4));
      g_assert_cmpfloat_with_epsilon (r.y, p.y, 1e-6 * (fabs (p.y) + 1e4));
    }

  g_rand_free (rand);
  g_assert_finalize_object (viewport);
}

static void
test_viewport_visible_area (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  graphene_rect_t area;
  graphene_point_t corner;

  flow_gtk_viewport_set_zoom (viewport, 0.5);
  flow_gtk_viewport_set_offset (viewport, -10, 20);
  flow_gtk_viewport_get_visible_area (viewport, 800, 600, &area);

  assert_close (area.origin.x, -10);
  assert_close (area.origin.y, 20);
  assert_close (area.size.width, 1600);
  assert_close (area.size.height, 1200);

  /* The far corner of the area is the widget's bottom-right corner. */
  flow_gtk_viewport_canvas_to_widget (viewport,
                                      &GRAPHENE_POINT_INIT (area.origin.x + area.size.width,
                                                            area.origin.y + area.size.height),
                                      &corner);
  assert_close (corner.x, 800);
  assert_close (corner.y, 600);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_clamp (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  guint *changed = count_changed (viewport);
  guint *zoom_notify = flow_test_count_notify (viewport, "zoom");
  guint *min_notify = flow_test_count_notify (viewport, "min-zoom");
  guint *max_notify = flow_test_count_notify (viewport, "max-zoom");

  flow_gtk_viewport_set_zoom (viewport, 100);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 4.0);
  flow_gtk_viewport_set_zoom (viewport, 0.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 0.01);
  flow_gtk_viewport_set_zoom (viewport, -3);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 0.01);
  g_assert_cmpuint (*zoom_notify, ==, 2);
  g_assert_cmpuint (*changed, ==, 2);

  /* Through the property: the pspec range clamps first. */
  g_object_set (viewport, "zoom", 3.0, NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 3.0);
  g_assert_cmpuint (*zoom_notify, ==, 3);

  /* Lowering max-zoom below the zoom level clamps the zoom level, with one
   * ::changed for both properties.
   */
  flow_gtk_viewport_set_max_zoom (viewport, 2.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 2.0);
  g_assert_cmpuint (*zoom_notify, ==, 4);
  g_assert_cmpuint (*max_notify, ==, 1);
  g_assert_cmpuint (*changed, ==, 4);

  /* Raising min-zoom above max-zoom raises max-zoom too. */
  flow_gtk_viewport_set_min_zoom (viewport, 3.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_min_zoom (viewport), ==, 3.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_max_zoom (viewport), ==, 3.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 3.0);
  g_assert_cmpuint (*min_notify, ==, 1);
  g_assert_cmpuint (*max_notify, ==, 2);
  g_assert_cmpuint (*zoom_notify, ==, 5);
  g_assert_cmpuint (*changed, ==, 5);

  /* Lowering max-zoom below min-zoom lowers min-zoom too. */
  flow_gtk_viewport_set_max_zoom (viewport, 0.5);
  g_assert_cmpfloat (flow_gtk_viewport_get_min_zoom (viewport), ==, 0.5);
  g_assert_cmpfloat (flow_gtk_viewport_get_max_zoom (viewport), ==, 0.5);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 0.5);
  g_assert_cmpuint (*changed, ==, 6);

  /* Limits themselves are kept within the widest range. */
  flow_gtk_viewport_set_min_zoom (viewport, 1e-9);
  g_assert_cmpfloat (flow_gtk_viewport_get_min_zoom (viewport), ==, 0.0001);
  flow_gtk_viewport_set_max_zoom (viewport, 1e9);
  g_assert_cmpfloat (flow_gtk_viewport_get_max_zoom (viewport), ==, 1000.0);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_zoom_at (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  const double zooms[] = { 0.5, 2.0, 3.9, 100.0, 0.001, 1.0 };
  guint *changed = count_changed (viewport);
  guint *zoom_notify = flow_test_count_notify (viewport, "zoom");
  guint *x_notify = flow_test_count_notify (viewport, "offset-x");
  guint *y_notify = flow_test_count_notify (viewport, "offset-y");

  flow_gtk_viewport_set_offset (viewport, 30, 40);
  *changed = *x_notify = *y_notify = 0;

  for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
    {
      graphene_point_t anchor = GRAPHENE_POINT_INIT (123.5, 456.25);
      graphene_point_t before, after, widget;

      flow_gtk_viewport_widget_to_canvas (viewport, &anchor, &before);
      flow_gtk_viewport_zoom_at (viewport, zooms[i], anchor.x, anchor.y);
      flow_gtk_viewport_widget_to_canvas (viewport, &anchor, &after);

      /* The canvas point under the anchor did not move, even when the
       * zoom level was clamped.
       */
      assert_close (after.x, before.x);
      assert_close (after.y, before.y);
      flow_gtk_viewport_canvas_to_widget (viewport, &before, &widget);
      assert_close (widget.x, anchor.x);
      assert_close (widget.y, anchor.y);

      g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==,
                         CLAMP (zooms[i], 0.01, 4.0));
    }

  /* One ::changed and one notify per property per call. */
  g_assert_cmpuint (*changed, ==, G_N_ELEMENTS (zooms));
  g_assert_cmpuint (*zoom_notify, ==, G_N_ELEMENTS (zooms));
  g_assert_cmpuint (*x_notify, ==, G_N_ELEMENTS (zooms));
  g_assert_cmpuint (*y_notify, ==, G_N_ELEMENTS (zooms));

  /* At the top-left corner, zoom_at is set_zoom. */
  flow_gtk_viewport_zoom_at (viewport, 2.0, 0, 0);
  assert_close (flow_gtk_viewport_get_offset_x (viewport), 30);
  assert_close (flow_gtk_viewport_get_offset_y (viewport), 40);

  /* Zooming to the zoom level it has changes nothing. */
  *changed = 0;
  flow_gtk_viewport_zoom_at (viewport, 2.0, 300, 200);
  g_assert_cmpuint (*changed, ==, 0);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_pan (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  guint *changed = count_changed (viewport);
  graphene_point_t grabbed, widget;

  flow_gtk_viewport_set_zoom (viewport, 2.5);
  *changed = 0;

  /* The canvas point under the pointer follows the pointer. */
  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (100, 100), &grabbed);
  flow_gtk_viewport_pan (viewport, 40, -25);
  flow_gtk_viewport_canvas_to_widget (viewport, &grabbed, &widget);
  assert_close (widget.x, 140);
  assert_close (widget.y, 75);
  assert_close (flow_gtk_viewport_get_offset_x (viewport), -16);
  assert_close (flow_gtk_viewport_get_offset_y (viewport), 10);
  g_assert_cmpuint (*changed, ==, 1);

  flow_gtk_viewport_pan (viewport, 0, 0);
  g_assert_cmpuint (*changed, ==, 1);

  g_assert_finalize_object (viewport);
}

static void
assert_area_fits (FlowGtkViewport       *viewport,
                  const graphene_rect_t *area,
                  double                 width,
                  double                 height,
                  double                 margin)
{
  graphene_point_t top_left, bottom_right;

  flow_gtk_viewport_canvas_to_widget (viewport, &area->origin, &top_left);
  flow_gtk_viewport_canvas_to_widget (viewport,
                                      &GRAPHENE_POINT_INIT (area->origin.x + area->size.width,
                                                            area->origin.y + area->size.height),
                                      &bottom_right);

  /* Centred... */
  assert_close ((top_left.x + bottom_right.x) / 2, width / 2);
  assert_close ((top_left.y + bottom_right.y) / 2, height / 2);

  /* ...inside the margins... */
  g_assert_cmpfloat (top_left.x, >=, margin - 1e-6);
  g_assert_cmpfloat (top_left.y, >=, margin - 1e-6);
  g_assert_cmpfloat (bottom_right.x, <=, width - margin + 1e-6);
  g_assert_cmpfloat (bottom_right.y, <=, height - margin + 1e-6);

  /* ...and touching them on one axis. */
  g_assert_true (fabs (top_left.x - margin) < 1e-6 || fabs (top_left.y - margin) < 1e-6);
}

static void
test_viewport_fit (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  guint *changed = count_changed (viewport);
  graphene_rect_t wide = GRAPHENE_RECT_INIT (-200, 100, 1000, 200);
  graphene_rect_t tall = GRAPHENE_RECT_INIT (50, 50, 100, 900);
  graphene_rect_t tiny = GRAPHENE_RECT_INIT (10, 10, 1, 1);
  graphene_rect_t huge = GRAPHENE_RECT_INIT (0, 0, 1e6, 1e6);
  graphene_rect_t line = GRAPHENE_RECT_INIT (0, 0, 1000, 0);
  graphene_rect_t point = GRAPHENE_RECT_INIT (70, 80, 0, 0);
  graphene_point_t center;

  flow_gtk_viewport_fit (viewport, &wide, 800, 600, 20);
  assert_area_fits (viewport, &wide, 800, 600, 20);
  assert_close (flow_gtk_viewport_get_zoom (viewport), 760.0 / 1000.0);

  flow_gtk_viewport_fit (viewport, &tall, 800, 600, 20);
  assert_area_fits (viewport, &tall, 800, 600, 20);
  assert_close (flow_gtk_viewport_get_zoom (viewport), 560.0 / 900.0);

  g_assert_cmpuint (*changed, ==, 2);
  flow_gtk_viewport_fit (viewport, &tall, 800, 600, 20);
  g_assert_cmpuint (*changed, ==, 2);

  /* A tiny area is shown at max-zoom, a huge one at min-zoom, centred. */
  flow_gtk_viewport_fit (viewport, &tiny, 800, 600, 20);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 4.0);
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (10.5, 10.5), &center);
  assert_close (center.x, 400);
  assert_close (center.y, 300);

  flow_gtk_viewport_fit (viewport, &huge, 800, 600, 20);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 0.01);
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (5e5, 5e5), &center);
  assert_close (center.x, 400);
  assert_close (center.y, 300);

  /* A line fits by its one side; a point keeps the zoom level. */
  flow_gtk_viewport_fit (viewport, &line, 800, 600, 0);
  assert_close (flow_gtk_viewport_get_zoom (viewport), 0.8);
  flow_gtk_viewport_set_zoom (viewport, 1.5);
  flow_gtk_viewport_fit (viewport, &point, 800, 600, 10);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 1.5);
  flow_gtk_viewport_canvas_to_widget (viewport, &point.origin, &center);
  assert_close (center.x, 400);
  assert_close (center.y, 300);

  /* Margins larger than the widget leave a one-pixel usable area. */
  flow_gtk_viewport_fit (viewport, &wide, 100, 100, 80);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 0.01);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_center_on (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  graphene_point_t widget;

  flow_gtk_viewport_set_zoom (viewport, 0.25);
  flow_gtk_viewport_center_on (viewport, 1000, -500, 640, 480);
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (1000, -500), &widget);
  assert_close (widget.x, 320);
  assert_close (widget.y, 240);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 0.25);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_notify (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  guint *changed = count_changed (viewport);
  guint *zoom_notify = flow_test_count_notify (viewport, "zoom");
  guint *x_notify = flow_test_count_notify (viewport, "offset-x");
  guint *y_notify = flow_test_count_notify (viewport, "offset-y");

  /* No-op sets notify nothing. */
  flow_gtk_viewport_set_zoom (viewport, 1.0);
  flow_gtk_viewport_set_offset (viewport, 0, 0);
  flow_gtk_viewport_set_offset_x (viewport, 0);
  flow_gtk_viewport_set_offset_y (viewport, 0);
  flow_gtk_viewport_set_min_zoom (viewport, 0.01);
  flow_gtk_viewport_set_max_zoom (viewport, 4.0);
  flow_gtk_viewport_center_on (viewport, 0, 0, 0, 0);
  g_object_set (viewport, "zoom", 1.0, "offset-x", 0.0, NULL);
  g_assert_cmpuint (*changed, ==, 0);
  g_assert_cmpuint (*zoom_notify, ==, 0);
  g_assert_cmpuint (*x_notify, ==, 0);
  g_assert_cmpuint (*y_notify, ==, 0);

  /* One property changed: one notify, one ::changed. */
  flow_gtk_viewport_set_offset (viewport, 5, 0);
  g_assert_cmpuint (*x_notify, ==, 1);
  g_assert_cmpuint (*y_notify, ==, 0);
  g_assert_cmpuint (*changed, ==, 1);

  /* The private whole-state setter: one ::changed for three properties. */
  _flow_gtk_viewport_set_state (viewport, 2.0, 7, 8);
  g_assert_cmpuint (*zoom_notify, ==, 1);
  g_assert_cmpuint (*x_notify, ==, 2);
  g_assert_cmpuint (*y_notify, ==, 1);
  g_assert_cmpuint (*changed, ==, 2);
  _flow_gtk_viewport_set_state (viewport, 2.0, 7, 8);
  g_assert_cmpuint (*changed, ==, 2);

  g_assert_finalize_object (viewport);
}

static void
notify_order_cb (GObject    *object,
                 GParamSpec *pspec,
                 GString    *log)
{
  g_string_append_printf (log, "%s,", pspec->name);
}

static void
changed_order_cb (FlowGtkViewport *viewport,
                  GString         *log)
{
  /* Listeners see the whole new state. */
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 2.0);
  g_string_append (log, "changed");
}

static void
test_viewport_changed_after_notify (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  GString *log = g_string_new (NULL);

  g_signal_connect (viewport, "notify", G_CALLBACK (notify_order_cb), log);
  g_signal_connect (viewport, "changed", G_CALLBACK (changed_order_cb), log);

  flow_gtk_viewport_zoom_at (viewport, 2.0, 10, 10);
  g_assert_true (g_str_has_suffix (log->str, ",changed"));
  g_assert_nonnull (strstr (log->str, "zoom,"));
  g_assert_nonnull (strstr (log->str, "offset-x,"));
  g_assert_nonnull (strstr (log->str, "offset-y,"));

  g_string_free (log, TRUE);
  g_assert_finalize_object (viewport);
}

static void
test_viewport_copy (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  FlowGtkViewport *copy;
  guint *changed = count_changed (viewport);

  flow_gtk_viewport_set_min_zoom (viewport, 0.1);
  flow_gtk_viewport_set_max_zoom (viewport, 8);
  flow_gtk_viewport_set_zoom (viewport, 3);
  flow_gtk_viewport_set_offset (viewport, -4, 9);
  *changed = 0;

  copy = _flow_gtk_viewport_copy (viewport);
  g_assert_true (copy != viewport);
  g_assert_cmpfloat (flow_gtk_viewport_get_min_zoom (copy), ==, 0.1);
  g_assert_cmpfloat (flow_gtk_viewport_get_max_zoom (copy), ==, 8);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (copy), ==, 3);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (copy), ==, -4);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (copy), ==, 9);

  /* What-if maths on the copy leave the original alone. */
  flow_gtk_viewport_zoom_at (copy, 6, 100, 100);
  flow_gtk_viewport_pan (copy, 10, 10);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 3);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, -4);
  g_assert_cmpuint (*changed, ==, 0);

  g_assert_finalize_object (copy);
  g_assert_finalize_object (viewport);
}

/* A right-to-left view mirrors its viewport: canvas x grows to the left
 * from the offset at the right edge, widget coordinates stay GTK's.
 */
static void
test_viewport_mirrored (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  FlowGtkViewport *copy;
  guint *changed = count_changed (viewport);
  graphene_point_t p, q;

  flow_gtk_viewport_set_zoom (viewport, 2);
  flow_gtk_viewport_set_offset (viewport, 100, 50);
  *changed = 0;

  /* Telling the viewport is no change to its state. */
  _flow_gtk_viewport_set_mirrored (viewport, TRUE, 800);
  g_assert_cmpuint (*changed, ==, 0);

  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (100, 50), &p);
  assert_point (&p, 800, 0);
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (110, 60), &p);
  assert_point (&p, 780, 20);
  flow_gtk_viewport_widget_to_canvas (viewport, &p, &q);
  assert_point (&q, 110, 60);

  /* The visible area is the same as unmirrored. */
  {
    graphene_rect_t area;

    flow_gtk_viewport_get_visible_area (viewport, 800, 600, &area);
    g_assert_cmpfloat (area.origin.x, ==, 100);
    g_assert_cmpfloat (area.size.width, ==, 400);
  }

  /* A drag to the right moves the content to the right. */
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (150, 100), &p);
  flow_gtk_viewport_pan (viewport, 30, -10);
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (150, 100), &q);
  assert_point (&q, p.x + 30, p.y - 10);

  /* Zooming keeps the canvas point under the pointer. */
  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (600, 300), &p);
  flow_gtk_viewport_zoom_at (viewport, 0.5, 600, 300);
  flow_gtk_viewport_canvas_to_widget (viewport, &p, &q);
  assert_point (&q, 600, 300);

  /* Copies are mirrored alike; unmirrored, the plain formula is back. */
  copy = _flow_gtk_viewport_copy (viewport);
  flow_gtk_viewport_canvas_to_widget (copy, &p, &q);
  assert_point (&q, 600, 300);
  g_assert_finalize_object (copy);

  _flow_gtk_viewport_set_mirrored (viewport, FALSE, 800);
  flow_gtk_viewport_canvas_to_widget (viewport, &p, &q);
  assert_point (&q, 200, 300);

  g_assert_finalize_object (viewport);
}

static void
test_viewport_non_finite (void)
{
  FlowGtkViewport *viewport = flow_gtk_viewport_new ();
  guint *changed = count_changed (viewport);
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 10, 10);
  graphene_rect_t bad_area = GRAPHENE_RECT_INIT (0, 0, INFINITY, 10);
  const struct {
    const char *name;
    guint       index;
  } cases[] = {
    { "set_zoom nan", 0 },
    { "set_zoom inf", 1 },
    { "set_min_zoom", 2 },
    { "set_max_zoom", 3 },
    { "set_offset", 4 },
    { "set_offset_x", 5 },
    { "set_offset_y", 6 },
    { "pan", 7 },
    { "zoom_at", 8 },
    { "zoom_at anchor", 9 },
    { "fit area", 10 },
    { "fit size", 11 },
    { "center_on", 12 },
    { "set_state", 13 },
    { "fit empty widget", 14 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].name);
      g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");

      switch (cases[i].index)
        {
        case 0: flow_gtk_viewport_set_zoom (viewport, NAN); break;
        case 1: flow_gtk_viewport_set_zoom (viewport, INFINITY); break;
        case 2: flow_gtk_viewport_set_min_zoom (viewport, NAN); break;
        case 3: flow_gtk_viewport_set_max_zoom (viewport, -INFINITY); break;
        case 4: flow_gtk_viewport_set_offset (viewport, 0, NAN); break;
        case 5: flow_gtk_viewport_set_offset_x (viewport, INFINITY); break;
        case 6: flow_gtk_viewport_set_offset_y (viewport, NAN); break;
        case 7: flow_gtk_viewport_pan (viewport, NAN, 0); break;
        case 8: flow_gtk_viewport_zoom_at (viewport, NAN, 0, 0); break;
        case 9: flow_gtk_viewport_zoom_at (viewport, 2, INFINITY, 0); break;
        case 10: flow_gtk_viewport_fit (viewport, &bad_area, 100, 100, 0); break;
        case 11: flow_gtk_viewport_fit (viewport, &area, NAN, 100, 0); break;
        case 12: flow_gtk_viewport_center_on (viewport, NAN, 0, 100, 100); break;
        case 13: _flow_gtk_viewport_set_state (viewport, 1, NAN, 0); break;
        case 14: flow_gtk_viewport_fit (viewport, &area, 0, 100, 0); break;
        default: g_assert_not_reached ();
        }

      g_test_assert_expected_messages ();
    }

  g_assert_cmpuint (*changed, ==, 0);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 1.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, 0.0);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, 0.0);

  g_assert_finalize_object (viewport);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/viewport/defaults", test_viewport_defaults);
  g_test_add_func ("/flow-gtk/viewport/transforms", test_viewport_transforms);
  g_test_add_func ("/flow-gtk/viewport/visible-area", test_viewport_visible_area);
  g_test_add_func ("/flow-gtk/viewport/clamp", test_viewport_clamp);
  g_test_add_func ("/flow-gtk/viewport/zoom-at", test_viewport_zoom_at);
  g_test_add_func ("/flow-gtk/viewport/pan", test_viewport_pan);
  g_test_add_func ("/flow-gtk/viewport/fit", test_viewport_fit);
  g_test_add_func ("/flow-gtk/viewport/center-on", test_viewport_center_on);
  g_test_add_func ("/flow-gtk/viewport/notify", test_viewport_notify);
  g_test_add_func ("/flow-gtk/viewport/changed-after-notify", test_viewport_changed_after_notify);
  g_test_add_func ("/flow-gtk/viewport/copy", test_viewport_copy);
  g_test_add_func ("/flow-gtk/viewport/mirrored", test_viewport_mirrored);
  g_test_add_func ("/flow-gtk/viewport/non-finite", test_viewport_non_finite);

  return g_test_run ();
}

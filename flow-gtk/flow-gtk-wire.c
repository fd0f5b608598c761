/* flow-gtk-wire.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-wire-private.h"

#include <math.h>

/* How far the control points reach out of the docks, in canvas units: at
 * least MIN_REACH, growing with the horizontal distance so that long wires
 * stay smooth and backward wires make a visible loop.
 */
#define MIN_REACH 40.0

void
flow_gtk_wire_compute (const graphene_point_t *source,
                       const graphene_point_t *sink,
                       FlowGtkBezier          *curve)
{
  double dx = sink->x - source->x;
  double dy = sink->y - source->y;
  double reach;

  reach = MAX (MIN_REACH, fabs (dx) * 0.5);
  if (dx < 0)
    reach = MAX (reach, MIN (fabs (dy) * 0.5, fabs (dx)));

  curve->p0 = *source;
  curve->p1 = GRAPHENE_POINT_INIT (source->x + reach, source->y);
  curve->p2 = GRAPHENE_POINT_INIT (sink->x - reach, sink->y);
  curve->p3 = *sink;
}

/* The curve stays inside the convex hull of its control points, so their
 * bounding box bounds it: cheap and good enough for culling.
 */
void
flow_gtk_bezier_get_bounds (const FlowGtkBezier *curve,
                            graphene_rect_t     *bounds)
{
  double x0 = MIN (MIN (curve->p0.x, curve->p1.x), MIN (curve->p2.x, curve->p3.x));
  double y0 = MIN (MIN (curve->p0.y, curve->p1.y), MIN (curve->p2.y, curve->p3.y));
  double x1 = MAX (MAX (curve->p0.x, curve->p1.x), MAX (curve->p2.x, curve->p3.x));
  double y1 = MAX (MAX (curve->p0.y, curve->p1.y), MAX (curve->p2.y, curve->p3.y));

  graphene_rect_init (bounds, x0, y0, x1 - x0, y1 - y0);
}

void
flow_gtk_bezier_point_at (const FlowGtkBezier *curve,
                          double               t,
                          graphene_point_t    *point)
{
  double u = 1.0 - t;
  double a = u * u * u;
  double b = 3.0 * u * u * t;
  double c = 3.0 * u * t * t;
  double d = t * t * t;

  point->x = a * curve->p0.x + b * curve->p1.x + c * curve->p2.x + d * curve->p3.x;
  point->y = a * curve->p0.y + b * curve->p1.y + c * curve->p2.y + d * curve->p3.y;
}

static double
segment_distance (const graphene_point_t *a,
                  const graphene_point_t *b,
                  const graphene_point_t *p)
{
  double vx = b->x - a->x;
  double vy = b->y - a->y;
  double len2 = vx * vx + vy * vy;
  double t = 0.0;
  double qx, qy;

  if (len2 > 0)
    t = CLAMP (((p->x - a->x) * vx + (p->y - a->y) * vy) / len2, 0.0, 1.0);

  qx = a->x + t * vx - p->x;
  qy = a->y + t * vy - p->y;

  return sqrt (qx * qx + qy * qy);
}

/* Distance from @point to the curve, flattened into 24 segments: precise
 * to a fraction of a pixel at the sizes wires have, and only ever run for
 * the few wires near the pointer.
 */
double
flow_gtk_bezier_distance (const FlowGtkBezier    *curve,
                          const graphene_point_t *point)
{
  graphene_point_t prev = curve->p0;
  double best = G_MAXDOUBLE;

  for (guint i = 1; i <= 24; i++)
    {
      graphene_point_t next;

      flow_gtk_bezier_point_at (curve, i / 24.0, &next);
      best = MIN (best, segment_distance (&prev, &next, point));
      prev = next;
    }

  return best;
}

void
flow_gtk_bezier_to_cairo (const FlowGtkBezier *curve,
                          cairo_t             *cr)
{
  cairo_move_to (cr, curve->p0.x, curve->p0.y);
  cairo_curve_to (cr,
                  curve->p1.x, curve->p1.y,
                  curve->p2.x, curve->p2.y,
                  curve->p3.x, curve->p3.y);
}

/* flow-gtk-wire.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The geometry of a wire: its cubic Bézier curve, bounds, distance, and
 * its path for cairo, whole or only where a tile shows it; and the test
 * of one rectangle inside another that the canvas uses throughout.
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
  flow_gtk_wire_compute_facing (source, 1, sink, 1, curve);
}

/* The same, for a source that faces @source_facing (1: towards larger x,
 * as sources on a node's trailing edge do; -1: the other way) and a sink
 * that faces @sink_facing (1: towards smaller x, as sinks on a node's
 * leading edge do; -1: the other way). A node widget laid out left to
 * right in a mirrored view has both the other way.
 */
void
flow_gtk_wire_compute_facing (const graphene_point_t *source,
                              int                     source_facing,
                              const graphene_point_t *sink,
                              int                     sink_facing,
                              FlowGtkBezier          *curve)
{
  /* Seen from the way the source faces, whether the sink is ahead. */
  double dx = (sink->x - source->x) * source_facing;
  double dy = sink->y - source->y;
  double reach;

  reach = MAX (MIN_REACH, fabs (dx) * 0.5);
  if (dx < 0)
    reach = MAX (reach, MIN (fabs (dy) * 0.5, fabs (dx)));

  curve->p0 = *source;
  curve->p1 = GRAPHENE_POINT_INIT (source->x + source_facing * reach, source->y);
  curve->p2 = GRAPHENE_POINT_INIT (sink->x - sink_facing * reach, sink->y);
  curve->p3 = *sink;
}

/* The way a dock's anchor at @anchor faces, as
 * flow_gtk_wire_compute_facing () takes it: away from the middle of its
 * node's @box. An anchor in the middle (a reroute) faces the usual way.
 */
int
flow_gtk_wire_facing (const graphene_rect_t  *box,
                      const graphene_point_t *anchor,
                      gboolean                is_source)
{
  double middle = box->origin.x + box->size.width / 2;

  if (is_source)
    return anchor->x < middle - 1 ? -1 : 1;
  else
    return anchor->x > middle + 1 ? -1 : 1;
}

/* Whether @inner lies inside @outer, edges included. Not
 * graphene_rect_contains_rect (): it compares @outer with the union of
 * the two, made again in floats, and a union whose edges fall between
 * pixels can come out a rounding larger than @outer, which then does not
 * hold a rectangle well inside it (a node in the middle of the visible
 * area read as out of sight).
 */
gboolean
flow_gtk_rect_contains_rect (const graphene_rect_t *outer,
                             const graphene_rect_t *inner)
{
  graphene_rect_t o, i;

  graphene_rect_normalize_r (outer, &o);
  graphene_rect_normalize_r (inner, &i);

  return i.origin.x >= o.origin.x &&
         i.origin.y >= o.origin.y &&
         i.origin.x + i.size.width <= o.origin.x + o.size.width &&
         i.origin.y + i.size.height <= o.origin.y + o.size.height;
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

/* How many times a curve is halved at most while looking for the parts of
 * it near an area: a bound on the work for the longest wires.
 */
#define MAX_SPLITS 10

static void
split_half (const FlowGtkBezier *curve,
            FlowGtkBezier       *first,
            FlowGtkBezier       *second)
{
  graphene_point_t p01, p12, p23, p012, p123, middle;

  graphene_point_interpolate (&curve->p0, &curve->p1, 0.5, &p01);
  graphene_point_interpolate (&curve->p1, &curve->p2, 0.5, &p12);
  graphene_point_interpolate (&curve->p2, &curve->p3, 0.5, &p23);
  graphene_point_interpolate (&p01, &p12, 0.5, &p012);
  graphene_point_interpolate (&p12, &p23, 0.5, &p123);
  graphene_point_interpolate (&p012, &p123, 0.5, &middle);

  *first = (FlowGtkBezier) { curve->p0, p01, p012, middle };
  *second = (FlowGtkBezier) { middle, p123, p23, curve->p3 };
}

static void
add_within (const FlowGtkBezier   *curve,
            const graphene_rect_t *area,
            guint                  splits,
            gboolean              *joined,
            cairo_t               *cr)
{
  graphene_rect_t bounds;

  flow_gtk_bezier_get_bounds (curve, &bounds);

  /* Bounds of no width (a straight wire) meet nothing in graphene's
   * terms: grow them by a hair.
   */
  graphene_rect_inset (&bounds, -0.001, -0.001);

  if (!graphene_rect_intersection (&bounds, area, NULL))
    {
      *joined = FALSE;
      return;
    }

  /* Halved again while a piece runs far out of the area: a short one
   * costs little to stroke whole, and a wire along the edge of the area
   * would otherwise be cut into a thousand pieces.
   */
  if (splits < MAX_SPLITS && !flow_gtk_rect_contains_rect (area, &bounds) &&
      (bounds.size.width > area->size.width / 4 || bounds.size.height > area->size.height / 4))
    {
      FlowGtkBezier first, second;

      split_half (curve, &first, &second);
      add_within (&first, area, splits + 1, joined, cr);
      add_within (&second, area, splits + 1, joined, cr);
      return;
    }

  if (!*joined)
    cairo_move_to (cr, curve->p0.x, curve->p0.y);
  cairo_curve_to (cr,
                  curve->p1.x, curve->p1.y,
                  curve->p2.x, curve->p2.y,
                  curve->p3.x, curve->p3.y);
  *joined = TRUE;
}

/* flow_gtk_bezier_to_cairo () for a tile: only the parts of @curve that
 * come within @margin of @area, the rest left out. cairo flattens and
 * strokes a whole curve before it clips what it drew, so a long wire
 * across many tiles cost each of them the whole wire; now each pays for
 * what it shows. The parts are exact pieces of the curve (halves of
 * halves), joined where they meet, so what the tile shows is the same
 * wire; with @margin at least the line's width, where a piece ends is
 * out of sight.
 */
void
flow_gtk_bezier_to_cairo_within (const FlowGtkBezier   *curve,
                                 const graphene_rect_t *area,
                                 double                 margin,
                                 cairo_t               *cr)
{
  graphene_rect_t grown;
  gboolean joined = FALSE;

  graphene_rect_inset_r (area, -margin, -margin, &grown);
  add_within (curve, &grown, 0, &joined, cr);
}

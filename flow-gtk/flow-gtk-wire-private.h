/* flow-gtk-wire-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <glib.h>
#include <cairo.h>
#include <graphene.h>

G_BEGIN_DECLS

/* A wire: one cubic Bézier from a source's anchor to a sink's anchor, in
 * canvas units, leaving the source and entering the sink horizontally,
 * away from their nodes.
 */
typedef struct
{
  graphene_point_t p0;
  graphene_point_t p1;
  graphene_point_t p2;
  graphene_point_t p3;
} FlowGtkBezier;

void   flow_gtk_wire_compute      (const graphene_point_t *source,
                                   const graphene_point_t *sink,
                                   FlowGtkBezier          *curve);
void   flow_gtk_wire_compute_facing (const graphene_point_t *source,
                                     int                     source_facing,
                                     const graphene_point_t *sink,
                                     int                     sink_facing,
                                     FlowGtkBezier          *curve);
int    flow_gtk_wire_facing       (const graphene_rect_t  *box,
                                   const graphene_point_t *anchor,
                                   gboolean                is_source);
void   flow_gtk_bezier_get_bounds (const FlowGtkBezier    *curve,
                                   graphene_rect_t        *bounds);
void   flow_gtk_bezier_point_at   (const FlowGtkBezier    *curve,
                                   double                  t,
                                   graphene_point_t       *point);
double flow_gtk_bezier_distance   (const FlowGtkBezier    *curve,
                                   const graphene_point_t *point);
void   flow_gtk_bezier_to_cairo   (const FlowGtkBezier    *curve,
                                   cairo_t                *cr);
void   flow_gtk_bezier_to_cairo_within (const FlowGtkBezier   *curve,
                                        const graphene_rect_t *area,
                                        double                 margin,
                                        cairo_t               *cr);

gboolean flow_gtk_rect_contains_rect (const graphene_rect_t *outer,
                                      const graphene_rect_t *inner);

G_END_DECLS

/* flow-gtk-minimap-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-minimap.h"

G_BEGIN_DECLS

/* Counters that let tests check the minimap's caching without timing it. */
typedef struct
{
  /* Times the picture of the graph was drawn again. */
  guint64 rebuilds;
  /* Node boxes drawn by those rebuilds. */
  guint64 boxes_drawn;
  /* Wires drawn by those rebuilds. */
  guint64 wires_drawn;
  /* Frames the minimap drew. */
  guint64 frames;
  /* How long the last rebuild took. */
  gint64  last_rebuild_usec;
} FlowGtkMinimapStats;

void     _flow_gtk_minimap_get_stats        (FlowGtkMinimap         *self,
                                             FlowGtkMinimapStats    *stats);

/* Coordinates: minimap points are widget coordinates of the minimap (its
 * content box), canvas points those of the model. Both return FALSE when
 * the minimap has no view or no size yet.
 */
gboolean _flow_gtk_minimap_to_canvas        (FlowGtkMinimap         *self,
                                             const graphene_point_t *point,
                                             graphene_point_t       *canvas);
gboolean _flow_gtk_minimap_from_canvas      (FlowGtkMinimap         *self,
                                             const graphene_point_t *canvas,
                                             graphene_point_t       *point);
/* Where the frame of the visible area is, in minimap coordinates, before
 * it is clipped to the minimap. FALSE if it is not shown.
 */
gboolean _flow_gtk_minimap_get_frame        (FlowGtkMinimap         *self,
                                             graphene_rect_t        *frame);

/* What the pointer controllers do, as plain functions. */
void     _flow_gtk_minimap_drag_begin       (FlowGtkMinimap         *self,
                                             double                  x,
                                             double                  y);
void     _flow_gtk_minimap_drag_update      (FlowGtkMinimap         *self,
                                             double                  offset_x,
                                             double                  offset_y);
void     _flow_gtk_minimap_drag_end         (FlowGtkMinimap         *self);
gboolean _flow_gtk_minimap_scroll           (FlowGtkMinimap         *self,
                                             double                  x,
                                             double                  y,
                                             double                  dx,
                                             double                  dy,
                                             GdkModifierType         state,
                                             GdkScrollUnit           unit);

G_END_DECLS

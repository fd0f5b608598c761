/* flow-gtk-tile-cache-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-composer-private.h"

G_BEGIN_DECLS

typedef struct _FlowGtkTileCache FlowGtkTileCache;

/* Draws what lies in @area (canvas units) into @cr, which is already
 * transformed so that canvas units can be used directly; @zoom is the
 * number of pixels per canvas unit. Returns FALSE if nothing was drawn.
 */
typedef gboolean (*FlowGtkTileRenderFunc) (cairo_t               *cr,
                                           const graphene_rect_t *area,
                                           double                 zoom,
                                           gpointer               user_data);

typedef struct
{
  guint tiles_rendered;
  guint tiles_drawn;
  guint fallbacks_drawn;
  guint n_tiles;
} FlowGtkTileStats;

FlowGtkTileCache *flow_gtk_tile_cache_new             (guint                   tile_size,
                                                       guint                   max_tiles);
void              flow_gtk_tile_cache_free            (FlowGtkTileCache       *self);
void              flow_gtk_tile_cache_set_zoom        (FlowGtkTileCache       *self,
                                                       double                  zoom,
                                                       int                     scale_factor);
void              flow_gtk_tile_cache_set_use_cairo   (FlowGtkTileCache       *self,
                                                       gboolean                use_cairo);
void              flow_gtk_tile_cache_invalidate_all  (FlowGtkTileCache       *self);
void              flow_gtk_tile_cache_trim            (FlowGtkTileCache       *self);
void              flow_gtk_tile_cache_invalidate_rect (FlowGtkTileCache       *self,
                                                       const graphene_rect_t  *area);
gboolean          flow_gtk_tile_cache_snapshot        (FlowGtkTileCache       *self,
                                                       GtkSnapshot            *snapshot,
                                                       FlowGtkComposer        *composer,
                                                       const graphene_rect_t  *visible,
                                                       double                  offset_x,
                                                       double                  offset_y,
                                                       gint64                  budget_usec,
                                                       FlowGtkTileRenderFunc   render,
                                                       gpointer                user_data);
void              flow_gtk_tile_cache_get_stats       (FlowGtkTileCache       *self,
                                                       FlowGtkTileStats       *stats);

GskRenderNode    *flow_gtk_cairo_node_new_for_surface (cairo_surface_t        *surface);
void              flow_gtk_paint_scaled_surface       (cairo_t                *cr,
                                                       cairo_surface_t        *surface,
                                                       const graphene_rect_t  *rect);
void              flow_gtk_append_scaled_surface      (GtkSnapshot            *snapshot,
                                                       cairo_surface_t        *surface,
                                                       const graphene_rect_t  *rect);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkTileCache, flow_gtk_tile_cache_free)

G_END_DECLS

/* flow-gtk-wire-renderer-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-composer-private.h"
#include "flow-gtk-layout-private.h"
#include "flow-gtk-tile-cache-private.h"
#include "flow-gtk-viewport.h"

/* The width of a wire at zoom 1, in pixels. */
#define FLOW_GTK_WIRE_WIDTH 2.5

G_BEGIN_DECLS

typedef struct _FlowGtkWireRenderer FlowGtkWireRenderer;

typedef struct
{
  guint64 tiles_rendered;
  guint   n_tiles;
  /* Style nodes made while the view drew: always 0. */
  guint64 styles_made_drawing;
} FlowGtkWireRendererStats;

FlowGtkWireRenderer *flow_gtk_wire_renderer_new            (GtkWidget               *parent,
                                                            FlowGtkLayout           *layout,
                                                            FlowGtkViewport         *viewport);
void                 flow_gtk_wire_renderer_free           (FlowGtkWireRenderer     *self);

void                 flow_gtk_wire_renderer_set_selection  (FlowGtkWireRenderer     *self,
                                                            GtkSelectionModel       *selection);
void                 flow_gtk_wire_renderer_set_grid       (FlowGtkWireRenderer     *self,
                                                            gboolean                 show,
                                                            double                   size);
void                 flow_gtk_wire_renderer_set_show_grips (FlowGtkWireRenderer    *self,
                                                            gboolean                show);
void                 flow_gtk_wire_renderer_draw_frame     (FlowGtkWireRenderer     *self,
                                                            cairo_t                 *cr,
                                                            FlowGtkNodeRecord       *record,
                                                            double                   zoom_level,
                                                            gboolean                 grip);
void                 flow_gtk_wire_renderer_set_detail_zoom (FlowGtkWireRenderer    *self,
                                                             double                  detail_zoom);

void                 flow_gtk_wire_renderer_add_types      (FlowGtkWireRenderer     *self,
                                                            FlowGtkNodeRecord       *record);
const GdkRGBA       *flow_gtk_wire_renderer_get_type_color (FlowGtkWireRenderer     *self,
                                                            GType                    type);
const GdkRGBA       *flow_gtk_wire_renderer_get_canvas_color (FlowGtkWireRenderer   *self);

void                 flow_gtk_wire_renderer_invalidate     (FlowGtkWireRenderer     *self);
void                 flow_gtk_wire_renderer_damage         (FlowGtkWireRenderer     *self,
                                                            const graphene_rect_t   *area);
void                 flow_gtk_wire_renderer_damage_node    (FlowGtkWireRenderer     *self,
                                                            FlowGtkNodeRecord       *record,
                                                            const graphene_rect_t   *area);
void                 flow_gtk_wire_renderer_damage_wire    (FlowGtkWireRenderer     *self,
                                                            FlowGtkWireRecord       *wire,
                                                            const graphene_rect_t   *area);

void                 flow_gtk_wire_renderer_set_live       (FlowGtkWireRenderer     *self,
                                                            FlowGtkWireRecord       *wire,
                                                            gboolean                 live);
void                 flow_gtk_wire_renderer_set_hidden     (FlowGtkWireRenderer     *self,
                                                            FlowGtkWireRecord       *wire,
                                                            gboolean                 hidden);
void                 flow_gtk_wire_renderer_set_moving     (FlowGtkWireRenderer     *self,
                                                            GPtrArray               *records);
void                 flow_gtk_wire_renderer_set_hover      (FlowGtkWireRenderer     *self,
                                                            FlowGtkWireRecord       *wire);
FlowGtkWireRecord   *flow_gtk_wire_renderer_get_hover      (FlowGtkWireRenderer     *self);
void                 flow_gtk_wire_renderer_invalidate_appearance (FlowGtkWireRenderer *self);
void                 flow_gtk_wire_renderer_set_layout     (FlowGtkWireRenderer     *self,
                                                            FlowGtkLayout           *layout);
FlowGtkTileCache    *flow_gtk_wire_renderer_take_tiles     (FlowGtkWireRenderer     *self,
                                                            guint                   *appearance_serial);
void                 flow_gtk_wire_renderer_restore_tiles  (FlowGtkWireRenderer     *self,
                                                            FlowGtkTileCache        *tiles,
                                                            guint                    appearance_serial);
void                 flow_gtk_wire_renderer_damage_tiles   (FlowGtkTileCache        *tiles,
                                                            double                   zoom,
                                                            const graphene_rect_t   *area);
void                 flow_gtk_wire_renderer_set_selected   (FlowGtkWireRenderer     *self,
                                                            FlowConnection          *connection);
void                 flow_gtk_wire_renderer_set_loose      (FlowGtkWireRenderer     *self,
                                                            const FlowGtkBezier     *curve,
                                                            const GdkRGBA           *color);
void                 flow_gtk_wire_renderer_forget         (FlowGtkWireRenderer     *self,
                                                            FlowGtkWireRecord       *wire);

void                 flow_gtk_wire_renderer_begin_frame    (FlowGtkWireRenderer     *self,
                                                            int                      scale_factor,
                                                            gboolean                 use_cairo);
gboolean             flow_gtk_wire_renderer_snapshot_tiles (FlowGtkWireRenderer     *self,
                                                            GtkSnapshot             *snapshot,
                                                            FlowGtkComposer         *composer,
                                                            const graphene_rect_t   *visible,
                                                            gint64                   budget_usec);
void                 flow_gtk_wire_renderer_snapshot_overlay (FlowGtkWireRenderer   *self,
                                                              GtkSnapshot           *snapshot,
                                                              FlowGtkComposer       *composer,
                                                              const graphene_rect_t *visible,
                                                              int                    width,
                                                              int                    height,
                                                              gboolean               mirrored);
void                 flow_gtk_wire_renderer_snapshot_loose (FlowGtkWireRenderer     *self,
                                                            GtkSnapshot             *snapshot,
                                                            int                      width,
                                                            int                      height,
                                                            gboolean                 mirrored);

void                 flow_gtk_wire_renderer_get_stats      (FlowGtkWireRenderer     *self,
                                                            FlowGtkWireRendererStats *stats);

G_END_DECLS

/* flow-gtk-minimap-picture-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-view-private.h"

G_BEGIN_DECLS

/* How canvas coordinates map onto the minimap: the canvas rectangle @area
 * is scaled by @scale and placed at (@x0, @y0), centred in the minimap's
 * @width × @height; in right-to-left views the picture is mirrored, as the
 * view mirrors the canvas.
 */
typedef struct
{
  graphene_rect_t area;
  double          scale;
  double          x0;
  double          y0;
  int             width;
  int             height;
  gboolean        rtl;
  gboolean        valid;
} FlowGtkMinimapMapping;

/* The colours of the picture, from the minimap's style nodes. */
typedef struct
{
  GdkRGBA box;
  GdkRGBA box_selected;
  GdkRGBA box_warning;
  GdkRGBA box_error;
  GdkRGBA wire;
} FlowGtkMinimapColors;

/* The colours of the picture, from the minimap's style nodes. */

void             flow_gtk_minimap_mapping_init             (FlowGtkMinimapMapping       *m,
                                                            const graphene_rect_t       *area,
                                                            int                          width,
                                                            int                          height,
                                                            gboolean                     rtl);
void             flow_gtk_minimap_mapping_to_canvas        (const FlowGtkMinimapMapping *m,
                                                            const graphene_point_t      *point,
                                                            graphene_point_t            *canvas);
void             flow_gtk_minimap_mapping_from_canvas      (const FlowGtkMinimapMapping *m,
                                                            const graphene_point_t      *canvas,
                                                            graphene_point_t            *point);
void             flow_gtk_minimap_mapping_rect_from_canvas (const FlowGtkMinimapMapping *m,
                                                            const graphene_rect_t       *canvas,
                                                            graphene_rect_t             *rect);

cairo_surface_t *flow_gtk_minimap_picture_draw             (FlowGtkView                 *view,
                                                            const FlowGtkMinimapMapping *m,
                                                            int                          scale,
                                                            const FlowGtkMinimapColors  *colors,
                                                            GHashTable                  *states,
                                                            gboolean                     wires,
                                                            guint64                     *boxes,
                                                            guint64                     *n_wires);
void             flow_gtk_minimap_picture_snapshot         (cairo_surface_t             *surface,
                                                            GdkTexture                 **texture,
                                                            GtkSnapshot                 *snapshot,
                                                            const graphene_rect_t       *rect,
                                                            gboolean                     cairo_renderer);

G_END_DECLS

/* flow-gtk-spatial-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <glib.h>
#include <graphene.h>

G_BEGIN_DECLS

/* An item of a spatial index. Embed it as the first member of the record
 * it indexes; the index stores pointers to it and never owns it.
 */
typedef struct
{
  /* Canvas rectangle the item covers. Change it only through
   * flow_gtk_spatial_update() while the item is indexed.
   */
  graphene_rect_t bounds;

  /* Cells the item is stored in (inclusive); private to the index. */
  int             cx0, cy0, cx1, cy1;
  guint           stamp;
  guint           indexed : 1;
  guint           overflow : 1;
} FlowGtkSpatialItem;

typedef struct _FlowGtkSpatial FlowGtkSpatial;

/* Called for each item whose bounds intersect the query rectangle; return
 * FALSE to stop the query.
 */
typedef gboolean (*FlowGtkSpatialFunc) (FlowGtkSpatialItem *item,
                                        gpointer            user_data);

FlowGtkSpatial *flow_gtk_spatial_new         (double                 cell_size,
                                              guint                  max_cells);
void            flow_gtk_spatial_free        (FlowGtkSpatial        *self);
void            flow_gtk_spatial_insert      (FlowGtkSpatial        *self,
                                              FlowGtkSpatialItem    *item);
void            flow_gtk_spatial_remove      (FlowGtkSpatial        *self,
                                              FlowGtkSpatialItem    *item);
void            flow_gtk_spatial_update      (FlowGtkSpatial        *self,
                                              FlowGtkSpatialItem    *item,
                                              const graphene_rect_t *bounds);
guint           flow_gtk_spatial_query       (FlowGtkSpatial        *self,
                                              const graphene_rect_t *rect,
                                              FlowGtkSpatialFunc     func,
                                              gpointer               user_data);
guint           flow_gtk_spatial_get_n_items (FlowGtkSpatial        *self);
void            flow_gtk_spatial_clear       (FlowGtkSpatial        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkSpatial, flow_gtk_spatial_free)

G_END_DECLS

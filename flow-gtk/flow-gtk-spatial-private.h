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

  /* The rest is private to the index: the cells the item is stored in
   * (inclusive) on its level of the grid, and where it sits in each of
   * them: `slot` for an item in one cell, `slots` (one per cell, row by
   * row) for an item in several.
   */
  int             cx0, cy0, cx1, cy1;
  guint           stamp;
  guint           slot;
  guint          *slots;
  guint8          level;
  guint           indexed : 1;
} FlowGtkSpatialItem;

typedef struct _FlowGtkSpatial FlowGtkSpatial;

/* Called for each item whose bounds intersect the query rectangle; return
 * FALSE to stop the query. It must not change the index.
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

/* What insert, remove and update did, counted in item slots read or
 * written and cells looked up, since the index was made: tests check with
 * it that no operation grows with the number of items in a cell.
 */
guint64         flow_gtk_spatial_get_work    (FlowGtkSpatial        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkSpatial, flow_gtk_spatial_free)

G_END_DECLS

/* flow-gtk-spatial.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-spatial-private.h"

#include <math.h>

/* A uniform grid over the canvas, hashed by cell: each non-empty cell
 * keeps the items whose bounds touch it. Queries visit the cells a
 * rectangle touches, so their cost follows what is asked for, not the
 * size of the graph.
 *
 * Items that would cover more than max_cells cells (a wire across the
 * whole graph) are kept in one overflow list that every query checks,
 * rather than in thousands of cells.
 *
 * Implementation notes: an R-tree was considered. Node records are all
 * about the same size and move one at a time, which is the case a hashed
 * grid handles best: an update that stays in the same cells costs nothing
 * but the bounds copy, and no rebalancing ever happens.
 */

struct _FlowGtkSpatial
{
  double      cell_size;
  guint       max_cells;

  /* Cell key -> GPtrArray of borrowed items. */
  GHashTable *cells;
  GPtrArray  *overflow;

  /* Occupied cell range, for clamping queries; only ever grows. */
  int         min_cx, min_cy, max_cx, max_cy;

  guint       n_items;
  guint       stamp;
};

static inline gpointer
cell_key (int cx,
          int cy)
{
#if GLIB_SIZEOF_VOID_P >= 8
  return GSIZE_TO_POINTER (((guint64)(guint32)cx << 32) | (guint32)cy);
#else
  return GSIZE_TO_POINTER (((guint32)(guint16)cx << 16) | (guint16)cy);
#endif
}

static guint
cell_hash (gconstpointer key)
{
  guint64 k = GPOINTER_TO_SIZE (key);

  k ^= k >> 33;
  k *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  k ^= k >> 33;

  return (guint)k;
}

static inline int
to_cell (FlowGtkSpatial *self,
         double          v)
{
  double c = floor (v / self->cell_size);

  return (int)CLAMP (c, -1e9, 1e9);
}

FlowGtkSpatial *
flow_gtk_spatial_new (double cell_size,
                      guint  max_cells)
{
  FlowGtkSpatial *self = g_new0 (FlowGtkSpatial, 1);

  g_assert (cell_size > 0);

  self->cell_size = cell_size;
  self->max_cells = MAX (max_cells, 1);
  self->cells = g_hash_table_new_full (cell_hash, g_direct_equal, NULL,
                                       (GDestroyNotify) g_ptr_array_unref);
  self->overflow = g_ptr_array_new ();
  self->min_cx = self->min_cy = G_MAXINT;
  self->max_cx = self->max_cy = G_MININT;

  return self;
}

void
flow_gtk_spatial_free (FlowGtkSpatial *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->cells);
  g_ptr_array_unref (self->overflow);
  g_free (self);
}

void
flow_gtk_spatial_clear (FlowGtkSpatial *self)
{
  g_hash_table_remove_all (self->cells);
  g_ptr_array_set_size (self->overflow, 0);
  self->n_items = 0;
  self->min_cx = self->min_cy = G_MAXINT;
  self->max_cx = self->max_cy = G_MININT;
}

static void
compute_cells (FlowGtkSpatial        *self,
               const graphene_rect_t *bounds,
               int                   *cx0,
               int                   *cy0,
               int                   *cx1,
               int                   *cy1)
{
  *cx0 = to_cell (self, bounds->origin.x);
  *cy0 = to_cell (self, bounds->origin.y);
  *cx1 = to_cell (self, bounds->origin.x + bounds->size.width);
  *cy1 = to_cell (self, bounds->origin.y + bounds->size.height);
}

void
flow_gtk_spatial_insert (FlowGtkSpatial     *self,
                         FlowGtkSpatialItem *item)
{
  int cx0, cy0, cx1, cy1;
  guint64 n_cells;

  g_assert (!item->indexed);

  compute_cells (self, &item->bounds, &cx0, &cy0, &cx1, &cy1);
  item->cx0 = cx0;
  item->cy0 = cy0;
  item->cx1 = cx1;
  item->cy1 = cy1;
  item->indexed = TRUE;
  self->n_items++;

  n_cells = (guint64)(cx1 - cx0 + 1) * (guint64)(cy1 - cy0 + 1);

  if (n_cells > self->max_cells)
    {
      item->overflow = TRUE;
      g_ptr_array_add (self->overflow, item);
      return;
    }

  item->overflow = FALSE;

  self->min_cx = MIN (self->min_cx, cx0);
  self->min_cy = MIN (self->min_cy, cy0);
  self->max_cx = MAX (self->max_cx, cx1);
  self->max_cy = MAX (self->max_cy, cy1);

  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      {
        gpointer key = cell_key (cx, cy);
        GPtrArray *cell = g_hash_table_lookup (self->cells, key);

        if (cell == NULL)
          {
            cell = g_ptr_array_sized_new (4);
            g_hash_table_insert (self->cells, key, cell);
          }

        g_ptr_array_add (cell, item);
      }
}

void
flow_gtk_spatial_remove (FlowGtkSpatial     *self,
                         FlowGtkSpatialItem *item)
{
  g_assert (item->indexed);

  item->indexed = FALSE;
  self->n_items--;

  if (item->overflow)
    {
      if (!g_ptr_array_remove_fast (self->overflow, item))
        g_assert_not_reached ();
      return;
    }

  for (int cy = item->cy0; cy <= item->cy1; cy++)
    for (int cx = item->cx0; cx <= item->cx1; cx++)
      {
        gpointer key = cell_key (cx, cy);
        GPtrArray *cell = g_hash_table_lookup (self->cells, key);

        g_assert (cell != NULL);

        if (!g_ptr_array_remove_fast (cell, item))
          g_assert_not_reached ();

        if (cell->len == 0)
          g_hash_table_remove (self->cells, key);
      }
}

void
flow_gtk_spatial_update (FlowGtkSpatial        *self,
                         FlowGtkSpatialItem    *item,
                         const graphene_rect_t *bounds)
{
  int cx0, cy0, cx1, cy1;

  if (!item->indexed)
    {
      item->bounds = *bounds;
      return;
    }

  compute_cells (self, bounds, &cx0, &cy0, &cx1, &cy1);

  /* The common case while dragging: still in the same cells. */
  if (!item->overflow &&
      cx0 == item->cx0 && cy0 == item->cy0 &&
      cx1 == item->cx1 && cy1 == item->cy1)
    {
      item->bounds = *bounds;
      return;
    }

  flow_gtk_spatial_remove (self, item);
  item->bounds = *bounds;
  flow_gtk_spatial_insert (self, item);
}

static inline gboolean
visit (FlowGtkSpatial        *self,
       FlowGtkSpatialItem    *item,
       const graphene_rect_t *rect,
       FlowGtkSpatialFunc     func,
       gpointer               user_data,
       guint                 *visited,
       gboolean              *stop)
{
  const graphene_rect_t *b = &item->bounds;

  if (item->stamp == self->stamp)
    return FALSE;

  item->stamp = self->stamp;
  (*visited)++;

  /* Inclusive edges: a zero-sized rectangle (a point) still hits. */
  if (b->origin.x > rect->origin.x + rect->size.width ||
      b->origin.y > rect->origin.y + rect->size.height ||
      b->origin.x + b->size.width < rect->origin.x ||
      b->origin.y + b->size.height < rect->origin.y)
    return FALSE;

  if (!func (item, user_data))
    *stop = TRUE;

  return TRUE;
}

guint
flow_gtk_spatial_query (FlowGtkSpatial        *self,
                        const graphene_rect_t *rect,
                        FlowGtkSpatialFunc     func,
                        gpointer               user_data)
{
  int cx0, cy0, cx1, cy1;
  guint visited = 0;
  gboolean stop = FALSE;

  if (G_UNLIKELY (++self->stamp == 0))
    self->stamp = 1;

  for (guint i = 0; i < self->overflow->len && !stop; i++)
    visit (self, g_ptr_array_index (self->overflow, i), rect, func, user_data,
           &visited, &stop);

  if (self->min_cx > self->max_cx)
    return visited;

  compute_cells (self, rect, &cx0, &cy0, &cx1, &cy1);
  cx0 = MAX (cx0, self->min_cx);
  cy0 = MAX (cy0, self->min_cy);
  cx1 = MIN (cx1, self->max_cx);
  cy1 = MIN (cy1, self->max_cy);

  for (int cy = cy0; cy <= cy1 && !stop; cy++)
    for (int cx = cx0; cx <= cx1 && !stop; cx++)
      {
        GPtrArray *cell = g_hash_table_lookup (self->cells, cell_key (cx, cy));

        if (cell == NULL)
          continue;

        /* A callback must not change the index; indices keep it honest
         * should it ever do so anyway.
         */
        for (guint i = 0; i < cell->len && !stop; i++)
          visit (self, g_ptr_array_index (cell, i), rect, func, user_data,
                 &visited, &stop);
      }

  return visited;
}

guint
flow_gtk_spatial_get_n_items (FlowGtkSpatial *self)
{
  return self->n_items;
}

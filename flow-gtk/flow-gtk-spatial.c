/* flow-gtk-spatial.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-spatial-private.h"

#include <math.h>

/* FlowGtkSpatial: the spatial index of the view's records. It owns the
 * question "which items lie in this rectangle?", and nothing else.
 *
 * A hierarchy of uniform grids over the canvas, hashed by cell: level 0
 * has cells of `cell_size`, each level above cells LEVEL_FACTOR times
 * wider. An item goes on the lowest level where it touches no more than
 * `max_cells` cells, and is kept in each of them. Queries visit, on each
 * level that holds items, the cells a rectangle touches, or the occupied
 * cells when those are fewer, so their cost follows what is asked for,
 * not the size of the graph.
 *
 * Every operation on an item costs O(1) per cell it touches, however
 * crowded the cells: a cell is an array, and each item knows its slot in
 * each of its cells, so removing it moves the last item of the cell into
 * its slot instead of searching for it. A wire across the whole graph
 * sits in a few cells of a coarse level, not in a list every query walks.
 *
 * Implementation notes: an R-tree was considered. Node records are all
 * about the same size and move one at a time, which is the case a hashed
 * grid handles best: an update that stays in the same cells costs nothing
 * but the bounds copy, and no rebalancing ever happens. A single grid
 * with a list for the items too large for it (as before) made every query
 * walk that list, and removing an item from a cell searched the cell:
 * 100,000 nodes placed one by one away from the point where they were
 * all created took seconds, most of it in those searches.
 */

#define LEVEL_FACTOR 16
#define N_LEVELS     8

typedef struct
{
  /* Cell key -> GPtrArray of borrowed items. NULL until used. */
  GHashTable *cells;
  double      cell_size;
  guint       n_items;
  /* Occupied cell range, for clamping queries; only ever grows. */
  int         min_cx, min_cy, max_cx, max_cy;
} Level;

struct _FlowGtkSpatial
{
  guint      max_cells;
  guint      n_items;
  guint      stamp;
  guint64    work;
  Level      levels[N_LEVELS];
  /* Items too large even for the top level (around 10^12 canvas units
   * wide), which every query checks; `slot` is their place here.
   */
  GPtrArray *huge;
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

static inline void
key_cell (gpointer  key,
          int      *cx,
          int      *cy)
{
#if GLIB_SIZEOF_VOID_P >= 8
  guint64 k = GPOINTER_TO_SIZE (key);

  *cx = (int)(guint32)(k >> 32);
  *cy = (int)(guint32)k;
#else
  guint32 k = GPOINTER_TO_SIZE (key);

  *cx = (int)(gint16)(k >> 16);
  *cy = (int)(gint16)k;
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
to_cell (const Level *level,
         double       v)
{
  double c = floor (v / level->cell_size);

#if GLIB_SIZEOF_VOID_P >= 8
  return (int)CLAMP (c, -1e9, 1e9);
#else
  return (int)CLAMP (c, -30000, 30000);
#endif
}

static void
compute_cells (const Level           *level,
               const graphene_rect_t *bounds,
               int                   *cx0,
               int                   *cy0,
               int                   *cx1,
               int                   *cy1)
{
  *cx0 = to_cell (level, bounds->origin.x);
  *cy0 = to_cell (level, bounds->origin.y);
  *cx1 = to_cell (level, bounds->origin.x + bounds->size.width);
  *cy1 = to_cell (level, bounds->origin.y + bounds->size.height);
}

static inline guint64
count_cells (int cx0,
             int cy0,
             int cx1,
             int cy1)
{
  return (guint64)(cx1 - cx0 + 1) * (guint64)(cy1 - cy0 + 1);
}

FlowGtkSpatial *
flow_gtk_spatial_new (double cell_size,
                      guint  max_cells)
{
  FlowGtkSpatial *self = g_new0 (FlowGtkSpatial, 1);

  g_assert (cell_size > 0);

  self->max_cells = MAX (max_cells, 1);
  self->huge = g_ptr_array_new ();

  for (guint i = 0; i < N_LEVELS; i++)
    {
      Level *level = &self->levels[i];

      level->cell_size = cell_size * pow (LEVEL_FACTOR, i);
      level->min_cx = level->min_cy = G_MAXINT;
      level->max_cx = level->max_cy = G_MININT;
    }

  return self;
}

void
flow_gtk_spatial_free (FlowGtkSpatial *self)
{
  if (self == NULL)
    return;

  for (guint i = 0; i < N_LEVELS; i++)
    g_clear_pointer (&self->levels[i].cells, g_hash_table_unref);
  g_ptr_array_unref (self->huge);
  g_free (self);
}

/* Where @item sits in cell (@cx, @cy), one of its cells. */
static inline guint *
slot_of (FlowGtkSpatialItem *item,
         int                 cx,
         int                 cy)
{
  if (item->slots == NULL)
    return &item->slot;

  return &item->slots[(guint64)(cy - item->cy0) * (item->cx1 - item->cx0 + 1) + (cx - item->cx0)];
}

void
flow_gtk_spatial_insert (FlowGtkSpatial     *self,
                         FlowGtkSpatialItem *item)
{
  int cx0, cy0, cx1, cy1;
  guint64 n_cells;
  guint l;
  Level *level;

  g_assert (!item->indexed);

  item->indexed = TRUE;
  item->slots = NULL;
  self->n_items++;

  /* The lowest level where it touches few enough cells. */
  for (l = 0; l < N_LEVELS; l++)
    {
      compute_cells (&self->levels[l], &item->bounds, &cx0, &cy0, &cx1, &cy1);
      n_cells = count_cells (cx0, cy0, cx1, cy1);
      if (n_cells <= self->max_cells)
        break;
    }

  if (l == N_LEVELS)
    {
      item->level = N_LEVELS;
      item->slot = self->huge->len;
      g_ptr_array_add (self->huge, item);
      self->work++;
      return;
    }

  level = &self->levels[l];
  if (level->cells == NULL)
    level->cells = g_hash_table_new_full (cell_hash, g_direct_equal, NULL,
                                          (GDestroyNotify) g_ptr_array_unref);

  item->level = l;
  item->cx0 = cx0;
  item->cy0 = cy0;
  item->cx1 = cx1;
  item->cy1 = cy1;
  if (n_cells > 1)
    item->slots = g_new (guint, n_cells);
  level->n_items++;

  level->min_cx = MIN (level->min_cx, cx0);
  level->min_cy = MIN (level->min_cy, cy0);
  level->max_cx = MAX (level->max_cx, cx1);
  level->max_cy = MAX (level->max_cy, cy1);

  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      {
        gpointer key = cell_key (cx, cy);
        GPtrArray *cell = g_hash_table_lookup (level->cells, key);

        if (cell == NULL)
          {
            cell = g_ptr_array_sized_new (4);
            g_hash_table_insert (level->cells, key, cell);
          }

        *slot_of (item, cx, cy) = cell->len;
        g_ptr_array_add (cell, item);
        self->work += 2;
      }
}

void
flow_gtk_spatial_remove (FlowGtkSpatial     *self,
                         FlowGtkSpatialItem *item)
{
  Level *level;

  g_assert (item->indexed);

  item->indexed = FALSE;
  self->n_items--;

  if (item->level == N_LEVELS)
    {
      FlowGtkSpatialItem *last = g_ptr_array_steal_index_fast (self->huge, self->huge->len - 1);

      g_assert (item->slot <= self->huge->len);
      if (last != item)
        {
          g_ptr_array_index (self->huge, item->slot) = last;
          last->slot = item->slot;
        }
      self->work += 3;
      return;
    }

  level = &self->levels[item->level];
  level->n_items--;

  for (int cy = item->cy0; cy <= item->cy1; cy++)
    for (int cx = item->cx0; cx <= item->cx1; cx++)
      {
        gpointer key = cell_key (cx, cy);
        GPtrArray *cell = g_hash_table_lookup (level->cells, key);
        guint slot = *slot_of (item, cx, cy);
        FlowGtkSpatialItem *last;

        g_assert (cell != NULL);
        g_assert (slot < cell->len && g_ptr_array_index (cell, slot) == item);

        /* The last item of the cell takes the slot. */
        last = g_ptr_array_steal_index_fast (cell, cell->len - 1);
        if (last != item)
          {
            g_ptr_array_index (cell, slot) = last;
            *slot_of (last, cx, cy) = slot;
          }
        self->work += 3;

        if (cell->len == 0)
          g_hash_table_remove (level->cells, key);
      }

  g_clear_pointer (&item->slots, g_free);
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

  /* The common case while dragging: still in the same cells. An item
   * that grows past its level moves up by removing and inserting it
   * again; one that shrinks stays on its level until it changes cells.
   */
  if (item->level < N_LEVELS)
    compute_cells (&self->levels[item->level], bounds, &cx0, &cy0, &cx1, &cy1);
  if (item->level < N_LEVELS &&
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

typedef struct
{
  FlowGtkSpatial        *self;
  const graphene_rect_t *rect;
  FlowGtkSpatialFunc     func;
  gpointer               user_data;
  guint                  visited;
  gboolean               stop;
} Query;

static void
visit_cell (Query     *query,
            GPtrArray *cell)
{
  const graphene_rect_t *rect = query->rect;

  for (guint i = 0; i < cell->len && !query->stop; i++)
    {
      FlowGtkSpatialItem *item = g_ptr_array_index (cell, i);
      const graphene_rect_t *b = &item->bounds;

      if (item->stamp == query->self->stamp)
        continue;

      item->stamp = query->self->stamp;
      query->visited++;

      /* Inclusive edges: a zero-sized rectangle (a point) still hits. */
      if (b->origin.x > rect->origin.x + rect->size.width ||
          b->origin.y > rect->origin.y + rect->size.height ||
          b->origin.x + b->size.width < rect->origin.x ||
          b->origin.y + b->size.height < rect->origin.y)
        continue;

      if (!query->func (item, query->user_data))
        query->stop = TRUE;
    }
}

guint
flow_gtk_spatial_query (FlowGtkSpatial        *self,
                        const graphene_rect_t *rect,
                        FlowGtkSpatialFunc     func,
                        gpointer               user_data)
{
  Query query = { self, rect, func, user_data, 0, FALSE };

  if (G_UNLIKELY (++self->stamp == 0))
    self->stamp = 1;

  visit_cell (&query, self->huge);

  for (guint l = 0; l < N_LEVELS && !query.stop; l++)
    {
      Level *level = &self->levels[l];
      int cx0, cy0, cx1, cy1;

      if (level->n_items == 0)
        continue;

      compute_cells (level, rect, &cx0, &cy0, &cx1, &cy1);
      cx0 = MAX (cx0, level->min_cx);
      cy0 = MAX (cy0, level->min_cy);
      cx1 = MIN (cx1, level->max_cx);
      cy1 = MIN (cy1, level->max_cy);
      if (cx0 > cx1 || cy0 > cy1)
        continue;

      /* A rectangle over more cells than are occupied (zoomed far out on
       * a sparse level) walks the occupied ones instead.
       */
      if (count_cells (cx0, cy0, cx1, cy1) > g_hash_table_size (level->cells))
        {
          GHashTableIter iter;
          gpointer key, cell;

          g_hash_table_iter_init (&iter, level->cells);
          while (!query.stop && g_hash_table_iter_next (&iter, &key, &cell))
            {
              int cx, cy;

              key_cell (key, &cx, &cy);
              if (cx >= cx0 && cx <= cx1 && cy >= cy0 && cy <= cy1)
                visit_cell (&query, cell);
            }
          continue;
        }

      for (int cy = cy0; cy <= cy1 && !query.stop; cy++)
        for (int cx = cx0; cx <= cx1 && !query.stop; cx++)
          {
            GPtrArray *cell = g_hash_table_lookup (level->cells, cell_key (cx, cy));

            if (cell != NULL)
              visit_cell (&query, cell);
          }
    }

  return query.visited;
}

guint
flow_gtk_spatial_get_n_items (FlowGtkSpatial *self)
{
  return self->n_items;
}

guint64
flow_gtk_spatial_get_work (FlowGtkSpatial *self)
{
  return self->work;
}

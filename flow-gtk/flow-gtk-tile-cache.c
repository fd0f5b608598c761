/* flow-gtk-tile-cache.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-tile-cache-private.h"

#include "flow-gtk-composer-private.h"

#include <math.h>

/* The static layer of the canvas (wires, and whole nodes when zoomed out
 * below the level of detail) is rasterized once into square tiles laid on
 * the zoomed canvas, and each frame draws the tiles it needs. Panning only
 * draws textures; tiles are re-rasterized only where something changed
 * (invalidate_rect) or when the zoom changes.
 *
 * While the zoom changes, the tiles of earlier zoom levels are kept as a
 * fallback and drawn scaled under the current ones; each frame rasterizes
 * new tiles only within a time budget where a fallback covers the view,
 * so zooming a large graph stays responsive and sharpens as soon as it
 * stops. Where none does, as when zooming out, tiles are rasterized
 * whatever the budget: the view never shows a hole.
 *
 * Implementation notes: caching one texture of the whole visible area was
 * rejected: a pan of one pixel would have to re-rasterize a strip along
 * the edge with every wire crossing it, and a move of one node the whole
 * area. Stroking every visible wire every frame was rejected by
 * measurement: cairo spends about 12 µs per short Bézier, 120 ms for 10,000.
 */

typedef struct
{
  int         tx;
  int         ty;
  double      zoom;
  int         scale;
  /* Both NULL when the tile is empty. The texture is made on demand, for
   * renderers that draw textures natively.
   */
  cairo_surface_t *surface;
  GdkTexture      *texture;
  /* A cairo node that paints the surface at (0, 0), kept so that a frame
   * that draws the same tile appends the same render node: GTK's damage
   * diff then knows nothing changed there.
   */
  GskRenderNode   *node;
  guint64     last_used;
} Tile;

struct _FlowGtkTileCache
{
  guint       tile_size;
  guint       max_tiles;

  double      zoom;
  int         scale;

  /* Tiles at the current zoom: key (tx, ty) -> Tile. */
  GHashTable *tiles;
  /* Tiles of earlier zoom levels, oldest first. */
  GPtrArray  *fallback;

  guint64     frame;
  FlowGtkTileStats stats;

  guint       use_cairo : 1;
};

static void
tile_free (gpointer data)
{
  Tile *tile = data;

  g_clear_object (&tile->texture);
  g_clear_pointer (&tile->node, gsk_render_node_unref);
  g_clear_pointer (&tile->surface, cairo_surface_destroy);
  g_free (tile);
}

static inline gpointer
tile_key (int tx,
          int ty)
{
#if GLIB_SIZEOF_VOID_P >= 8
  return GSIZE_TO_POINTER (((guint64)(guint32)tx << 32) | (guint32)ty);
#else
  return GSIZE_TO_POINTER (((guint32)(guint16)tx << 16) | (guint16)ty);
#endif
}

static guint
tile_hash (gconstpointer key)
{
  guint64 k = GPOINTER_TO_SIZE (key);

  k ^= k >> 33;
  k *= G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  k ^= k >> 33;

  return (guint)k;
}

FlowGtkTileCache *
flow_gtk_tile_cache_new (guint tile_size,
                         guint max_tiles)
{
  FlowGtkTileCache *self = g_new0 (FlowGtkTileCache, 1);

  self->tile_size = tile_size;
  self->max_tiles = max_tiles;
  self->zoom = 1.0;
  self->scale = 1;
  self->tiles = g_hash_table_new_full (tile_hash, g_direct_equal, NULL, tile_free);
  self->fallback = g_ptr_array_new_with_free_func (tile_free);

  return self;
}

void
flow_gtk_tile_cache_free (FlowGtkTileCache *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->tiles);
  g_ptr_array_unref (self->fallback);
  g_free (self);
}

void
flow_gtk_tile_cache_set_zoom (FlowGtkTileCache *self,
                              double            zoom,
                              int               scale_factor)
{
  GHashTableIter iter;
  gpointer value;

  if (self->zoom == zoom && self->scale == scale_factor)
    return;

  /* Keep the rendered tiles of this zoom level as the newest fallback. */
  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Tile *tile = value;

      if (tile->surface != NULL)
        {
          g_hash_table_iter_steal (&iter);
          g_ptr_array_add (self->fallback, tile);
        }
    }
  g_hash_table_remove_all (self->tiles);

  /* Bound the fallback, dropping the oldest tiles. */
  if (self->fallback->len > self->max_tiles)
    g_ptr_array_remove_range (self->fallback, 0, self->fallback->len - self->max_tiles);

  self->zoom = zoom;
  self->scale = scale_factor;
}

/* Keeps only the tiles the last frame drew: a cache set aside holds one
 * screenful, not its margin and the stand-ins of earlier zoom levels.
 */
void
flow_gtk_tile_cache_trim (FlowGtkTileCache *self)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((Tile *)value)->last_used != self->frame)
      g_hash_table_iter_remove (&iter);

  g_ptr_array_set_size (self->fallback, 0);
}

void
flow_gtk_tile_cache_invalidate_all (FlowGtkTileCache *self)
{
  g_hash_table_remove_all (self->tiles);
  g_ptr_array_set_size (self->fallback, 0);
}

static void
tile_canvas_rect (FlowGtkTileCache *self,
                  int               tx,
                  int               ty,
                  double            zoom,
                  graphene_rect_t  *rect)
{
  double size = self->tile_size / zoom;

  graphene_rect_init (rect, tx * size, ty * size, size, size);
}

void
flow_gtk_tile_cache_invalidate_rect (FlowGtkTileCache      *self,
                                     const graphene_rect_t *area)
{
  double t = self->tile_size;
  int tx0, ty0, tx1, ty1;

  tx0 = (int)floor (area->origin.x * self->zoom / t);
  ty0 = (int)floor (area->origin.y * self->zoom / t);
  tx1 = (int)floor ((area->origin.x + area->size.width) * self->zoom / t);
  ty1 = (int)floor ((area->origin.y + area->size.height) * self->zoom / t);

  if ((gint64)(tx1 - tx0 + 1) * (ty1 - ty0 + 1) > (gint64)g_hash_table_size (self->tiles))
    {
      GHashTableIter iter;
      gpointer value;

      g_hash_table_iter_init (&iter, self->tiles);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          Tile *tile = value;

          if (tile->tx >= tx0 && tile->tx <= tx1 && tile->ty >= ty0 && tile->ty <= ty1)
            g_hash_table_iter_remove (&iter);
        }
    }
  else
    {
      for (int ty = ty0; ty <= ty1; ty++)
        for (int tx = tx0; tx <= tx1; tx++)
          g_hash_table_remove (self->tiles, tile_key (tx, ty));
    }

  /* A stale fallback would show the change undone: drop what it covers. */
  for (guint i = self->fallback->len; i > 0; i--)
    {
      Tile *tile = g_ptr_array_index (self->fallback, i - 1);
      graphene_rect_t rect;

      tile_canvas_rect (self, tile->tx, tile->ty, tile->zoom, &rect);
      if (graphene_rect_intersection (&rect, area, NULL))
        g_ptr_array_remove_index (self->fallback, i - 1);
    }
}

static void
release_surface (gpointer data)
{
  cairo_surface_destroy (data);
}

static GdkTexture *
tile_get_texture (Tile *tile)
{
  if (tile->texture == NULL)
    {
      g_autoptr(GBytes) bytes = NULL;
      int height = cairo_image_surface_get_height (tile->surface);
      int stride = cairo_image_surface_get_stride (tile->surface);

      bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (tile->surface),
                                          (gsize)stride * height,
                                          release_surface,
                                          cairo_surface_reference (tile->surface));
      tile->texture = gdk_memory_texture_new (cairo_image_surface_get_width (tile->surface),
                                              height,
                                              GDK_MEMORY_DEFAULT,
                                              bytes,
                                              stride);
    }

  return tile->texture;
}

static Tile *
render_tile (FlowGtkTileCache      *self,
             int                    tx,
             int                    ty,
             FlowGtkTileRenderFunc  render,
             gpointer               user_data)
{
  Tile *tile = g_new0 (Tile, 1);
  int pixels = self->tile_size * self->scale;
  cairo_surface_t *surface;
  graphene_rect_t area;
  cairo_t *cr;
  gboolean drawn;

  tile->tx = tx;
  tile->ty = ty;
  tile->zoom = self->zoom;
  tile->scale = self->scale;

  tile_canvas_rect (self, tx, ty, self->zoom, &area);

  /* Tiles are opaque: cairo copies an RGB24 surface instead of blending
   * it. Textures need an alpha channel.
   */
  surface = cairo_image_surface_create (self->use_cairo ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                        pixels, pixels);
  cr = cairo_create (surface);
  cairo_scale (cr, self->scale, self->scale);
  cairo_translate (cr, -(double)tx * self->tile_size, -(double)ty * self->tile_size);
  cairo_scale (cr, self->zoom, self->zoom);
  drawn = render (cr, &area, self->zoom, user_data);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  if (drawn)
    tile->surface = cairo_surface_reference (surface);

  cairo_surface_destroy (surface);
  self->stats.tiles_rendered++;

  return tile;
}

/* Images in cairo nodes.
 *
 * A cairo node records what is drawn on it, and a recording takes a
 * copy-on-write snapshot of each image it paints as a surface: the image
 * keeps the snapshot until it is destroyed, and destroying it then
 * copies its pixels for the snapshot, whether or not a recording still
 * needs them. Every tile and picture the view frees was copied that way
 * (a new image of up to 1 MiB, cleared and filled: about 2 million
 * instructions a tile). A raster source pattern that holds a reference
 * to the image instead takes no snapshot: the recording keeps the image
 * itself, and lets it go with the recording. Tiles and pictures are
 * never drawn on once made, so the recording needs no copy.
 */

static cairo_surface_t *
image_source_acquire (cairo_pattern_t             *pattern,
                      void                        *data,
                      cairo_surface_t             *target,
                      const cairo_rectangle_int_t *extents)
{
  return cairo_surface_reference (data);
}

static void
image_source_release (cairo_pattern_t *pattern,
                      void            *data,
                      cairo_surface_t *surface)
{
  cairo_surface_destroy (surface);
}

static cairo_status_t
image_source_copy (cairo_pattern_t       *pattern,
                   void                  *data,
                   const cairo_pattern_t *other)
{
  cairo_surface_reference (data);

  return CAIRO_STATUS_SUCCESS;
}

static void
image_source_finish (cairo_pattern_t *pattern,
                     void            *data)
{
  cairo_surface_destroy (data);
}

/* A pattern that paints @surface, an image, as a surface pattern would. */
static cairo_pattern_t *
image_pattern_new (cairo_surface_t *surface)
{
  cairo_pattern_t *pattern;

  pattern = cairo_pattern_create_raster_source (cairo_surface_reference (surface),
                                                cairo_surface_get_content (surface),
                                                cairo_image_surface_get_width (surface),
                                                cairo_image_surface_get_height (surface));
  cairo_raster_source_pattern_set_acquire (pattern, image_source_acquire, image_source_release);
  cairo_raster_source_pattern_set_copy (pattern, image_source_copy);
  cairo_raster_source_pattern_set_finish (pattern, image_source_finish);

  return pattern;
}

/* A render node that paints @surface, an image, at its size in pixels,
 * made once and kept: the cairo renderer converts a texture pixel by
 * pixel, through floats, every time it draws it (GTK 4.8), while a cairo
 * node that paints the surface is a plain blit. Keeping the node also
 * lets GTK's damage diff see that nothing changed.
 */
GskRenderNode *
flow_gtk_cairo_node_new_for_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  GskRenderNode *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);
  cairo_pattern_t *pattern = image_pattern_new (surface);

  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_paint (cr);
  cairo_destroy (cr);

  return node;
}

/* Paints @surface, an image, scaled to fill @rect on @cr: mostly a tile
 * or a node's picture of an earlier zoom standing in for a frame or two
 * while the zoom changes (also one made for a scale factor above 1, which
 * the scale of the output makes 1:1 again).
 *
 * Bilinear filtering rather than cairo's default, which shrinks by
 * convolving every pixel with a box filter (cairo samples the nearest
 * pixel by itself where the image lands 1:1); and the rectangle filled
 * with the edge pixels padded rather than the surface painted, which lets
 * pixman use its fast scaling paths (and leaves no faded seam between
 * two tiles). Both together made a zoom frame of 1,000 nodes about a
 * third cheaper.
 */
void
flow_gtk_paint_scaled_surface (cairo_t               *cr,
                               cairo_surface_t       *surface,
                               const graphene_rect_t *rect)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  cairo_pattern_t *pattern = image_pattern_new (surface);
  cairo_matrix_t matrix;

  cairo_matrix_init_scale (&matrix, width / rect->size.width, height / rect->size.height);
  cairo_matrix_translate (&matrix, -rect->origin.x, -rect->origin.y);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);

  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_rectangle (cr, rect->origin.x, rect->origin.y, rect->size.width, rect->size.height);
  cairo_fill (cr);
}

/* The same in a cairo node of its own. */
void
flow_gtk_append_scaled_surface (GtkSnapshot           *snapshot,
                                cairo_surface_t       *surface,
                                const graphene_rect_t *rect)
{
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, rect);

  flow_gtk_paint_scaled_surface (cr, surface, rect);
  cairo_destroy (cr);
}

/* @x to the nearest whole pixel, halves up: the same shift whatever the
 * pixel, so that tiles a whole number of pixels apart stay so.
 */
static inline double
snap_pixel (double x)
{
  return floor (x + 0.5);
}

static void
draw_tile (FlowGtkTileCache *self,
           GtkSnapshot      *snapshot,
           FlowGtkComposer  *composer,
           Tile             *tile,
           double            offset_x,
           double            offset_y)
{
  graphene_rect_t rect;

  if (tile->surface == NULL)
    return;

  if (tile->zoom == self->zoom)
    {
      /* Whole pixels: a tile drawn at a fractional offset is filtered and
       * looks blurred. Rounded the same way on either side of 0, as
       * round () is not: halves rounded away from 0 put the tiles on one
       * side a pixel further than those on the other, with a gap between.
       */
      rect = GRAPHENE_RECT_INIT (snap_pixel ((double)tile->tx * self->tile_size - offset_x * self->zoom),
                                 snap_pixel ((double)tile->ty * self->tile_size - offset_y * self->zoom),
                                 self->tile_size,
                                 self->tile_size);
    }
  else
    {
      graphene_rect_t area;

      tile_canvas_rect (self, tile->tx, tile->ty, tile->zoom, &area);
      rect = GRAPHENE_RECT_INIT ((area.origin.x - offset_x) * self->zoom,
                                 (area.origin.y - offset_y) * self->zoom,
                                 area.size.width * self->zoom,
                                 area.size.height * self->zoom);
    }

  if (composer != NULL)
    {
      flow_gtk_composer_add_surface (composer, tile->surface, &rect);
    }
  else if (self->use_cairo && tile->zoom == self->zoom && tile->scale == 1)
    {
      if (tile->node == NULL)
        tile->node = flow_gtk_cairo_node_new_for_surface (tile->surface);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &rect.origin);
      gtk_snapshot_append_node (snapshot, tile->node);
      gtk_snapshot_restore (snapshot);
    }
  else if (self->use_cairo)
    {
      flow_gtk_append_scaled_surface (snapshot, tile->surface, &rect);
    }
  else
    {
      gtk_snapshot_append_texture (snapshot, tile_get_texture (tile), &rect);
    }
}

typedef struct
{
  int    tx;
  int    ty;
  double distance;
} Missing;

static int
compare_missing (gconstpointer a,
                 gconstpointer b)
{
  const Missing *ma = a;
  const Missing *mb = b;

  return (ma->distance > mb->distance) - (ma->distance < mb->distance);
}

/* Whether tiles are drawn as cairo nodes (for the cairo renderer) rather
 * than as textures. A change drops every tile.
 */
void
flow_gtk_tile_cache_set_use_cairo (FlowGtkTileCache *self,
                                   gboolean          use_cairo)
{
  use_cairo = !!use_cairo;

  if (self->use_cairo == use_cairo)
    return;

  /* The surface format follows. */
  self->use_cairo = use_cairo;
  flow_gtk_tile_cache_invalidate_all (self);
}

/* Where @tile is drawn, in whole pixels of the widget, as the composer
 * places it.
 */
static cairo_rectangle_int_t
tile_pixels (FlowGtkTileCache *self,
             Tile             *tile,
             double            offset_x,
             double            offset_y)
{
  graphene_rect_t area;
  double x0, y0, x1, y1;

  tile_canvas_rect (self, tile->tx, tile->ty, tile->zoom, &area);
  x0 = snap_pixel ((area.origin.x - offset_x) * self->zoom);
  y0 = snap_pixel ((area.origin.y - offset_y) * self->zoom);
  x1 = snap_pixel ((area.origin.x + area.size.width - offset_x) * self->zoom);
  y1 = snap_pixel ((area.origin.y + area.size.height - offset_y) * self->zoom);

  return (cairo_rectangle_int_t) { x0, y0, x1 - x0, y1 - y0 };
}

static gboolean
region_covers (cairo_region_t              *region,
               const cairo_rectangle_int_t *rect,
               const cairo_rectangle_int_t *clip)
{
  cairo_rectangle_int_t r;
  int x0 = MAX (rect->x, clip->x);
  int y0 = MAX (rect->y, clip->y);
  int x1 = MIN (rect->x + rect->width, clip->x + clip->width);
  int y1 = MIN (rect->y + rect->height, clip->y + clip->height);

  if (x1 <= x0 || y1 <= y0)
    return TRUE;

  r = (cairo_rectangle_int_t) { x0, y0, x1 - x0, y1 - y0 };

  return cairo_region_contains_rectangle (region, &r) == CAIRO_REGION_OVERLAP_IN;
}

/* The pixels that the tiles of this zoom between (@tx0, @ty0) and (@tx1,
 * @ty1) cover, with those of the stand-ins that they do not hide, newest
 * first; those stand-ins are added to @stand_ins if it is not NULL.
 */
static cairo_region_t *
cover (FlowGtkTileCache            *self,
       GPtrArray                   *stand_ins,
       int                          tx0,
       int                          ty0,
       int                          tx1,
       int                          ty1,
       const cairo_rectangle_int_t *view,
       double                       offset_x,
       double                       offset_y)
{
  cairo_region_t *covered = cairo_region_create ();

  for (int ty = ty0; ty <= ty1; ty++)
    for (int tx = tx0; tx <= tx1; tx++)
      {
        Tile *tile = g_hash_table_lookup (self->tiles, tile_key (tx, ty));

        if (tile != NULL)
          {
            cairo_rectangle_int_t pixels = tile_pixels (self, tile, offset_x, offset_y);

            cairo_region_union_rectangle (covered, &pixels);
          }
      }

  for (guint i = self->fallback->len; i > 0; i--)
    {
      Tile *tile = g_ptr_array_index (self->fallback, i - 1);
      cairo_rectangle_int_t pixels = tile_pixels (self, tile, offset_x, offset_y);

      if (region_covers (covered, &pixels, view))
        continue;

      if (stand_ins != NULL)
        g_ptr_array_add (stand_ins, tile);
      cairo_region_union_rectangle (covered, &pixels);
    }

  return covered;
}

/* Draws the tiles covering @visible (canvas units) translated so that the
 * canvas point (offset_x, offset_y) lands at (0, 0), into @composer if it
 * is not NULL, else into @snapshot. Returns FALSE when some tiles were
 * left to a later frame (the caller queues a redraw).
 *
 * Missing tiles are rasterized nearest to the centre first, within
 * @budget_usec as far as tiles of earlier zoom levels stand in for them;
 * where none does, whatever the budget, so that the canvas never shows a
 * hole. Of the stand-ins, only those that newer tiles do not hide are
 * drawn.
 */
gboolean
flow_gtk_tile_cache_snapshot (FlowGtkTileCache      *self,
                              GtkSnapshot           *snapshot,
                              FlowGtkComposer       *composer,
                              const graphene_rect_t *visible,
                              double                 offset_x,
                              double                 offset_y,
                              gint64                 budget_usec,
                              FlowGtkTileRenderFunc  render,
                              gpointer               user_data)
{
  g_autoptr(GArray) missing = NULL;
  g_autoptr(GPtrArray) stand_ins = NULL;
  cairo_region_t *covered = NULL;
  cairo_rectangle_int_t view;
  double t = self->tile_size;
  double cx, cy;
  int tx0, ty0, tx1, ty1;
  gint64 start = g_get_monotonic_time ();
  gboolean complete = TRUE;

  self->frame++;

  tx0 = (int)floor (visible->origin.x * self->zoom / t);
  ty0 = (int)floor (visible->origin.y * self->zoom / t);
  tx1 = (int)floor ((visible->origin.x + visible->size.width) * self->zoom / t);
  ty1 = (int)floor ((visible->origin.y + visible->size.height) * self->zoom / t);
  cx = (tx0 + tx1) / 2.0;
  cy = (ty0 + ty1) / 2.0;

  view.x = floor ((visible->origin.x - offset_x) * self->zoom);
  view.y = floor ((visible->origin.y - offset_y) * self->zoom);
  view.width = ceil ((visible->origin.x + visible->size.width - offset_x) * self->zoom) - view.x;
  view.height = ceil ((visible->origin.y + visible->size.height - offset_y) * self->zoom) - view.y;

  missing = g_array_new (FALSE, FALSE, sizeof (Missing));
  for (int ty = ty0; ty <= ty1; ty++)
    for (int tx = tx0; tx <= tx1; tx++)
      {
        Tile *tile = g_hash_table_lookup (self->tiles, tile_key (tx, ty));

        if (tile == NULL)
          {
            Missing m = { tx, ty, (tx - cx) * (tx - cx) + (ty - cy) * (ty - cy) };

            g_array_append_val (missing, m);
          }
        else
          {
            tile->last_used = self->frame;
          }
      }

  /* Nearest to the centre first, so a budget cut leaves the edges. */
  g_array_sort (missing, compare_missing);

  for (guint i = 0; i < missing->len; i++)
    {
      Missing *m = &g_array_index (missing, Missing, i);
      Tile *tile;

      /* Without stand-ins every missing tile is a hole. */
      if (self->fallback->len > 0 && g_get_monotonic_time () - start >= budget_usec)
        {
          Tile probe = { m->tx, m->ty, self->zoom, };
          cairo_rectangle_int_t pixels = tile_pixels (self, &probe, offset_x, offset_y);

          if (covered == NULL)
            covered = cover (self, NULL, tx0, ty0, tx1, ty1, &view, offset_x, offset_y);

          if (region_covers (covered, &pixels, &view))
            {
              complete = FALSE;
              continue;
            }
        }

      tile = render_tile (self, m->tx, m->ty, render, user_data);
      tile->last_used = self->frame;
      g_hash_table_insert (self->tiles, tile_key (m->tx, m->ty), tile);
    }

  g_clear_pointer (&covered, cairo_region_destroy);

  /* Once the view is complete at this zoom, the fallback has served. */
  if (complete)
    g_ptr_array_set_size (self->fallback, 0);

  stand_ins = g_ptr_array_new ();
  if (self->fallback->len > 0)
    cairo_region_destroy (cover (self, stand_ins, tx0, ty0, tx1, ty1, &view, offset_x, offset_y));

  /* Oldest first, the tiles of this zoom over them. */
  for (guint i = stand_ins->len; i > 0; i--)
    {
      draw_tile (self, snapshot, composer, g_ptr_array_index (stand_ins, i - 1), offset_x, offset_y);
      self->stats.fallbacks_drawn++;
    }

  for (int ty = ty0; ty <= ty1; ty++)
    for (int tx = tx0; tx <= tx1; tx++)
      {
        Tile *tile = g_hash_table_lookup (self->tiles, tile_key (tx, ty));

        if (tile != NULL)
          {
            draw_tile (self, snapshot, composer, tile, offset_x, offset_y);
            self->stats.tiles_drawn++;
          }
      }

  /* Evict the least recently used tiles beyond the budget of tiles. */
  if (g_hash_table_size (self->tiles) > self->max_tiles)
    {
      g_autoptr(GPtrArray) old = g_ptr_array_new ();
      GHashTableIter iter;
      gpointer value;
      guint excess = g_hash_table_size (self->tiles) - self->max_tiles;

      g_hash_table_iter_init (&iter, self->tiles);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (((Tile *)value)->last_used != self->frame)
          g_ptr_array_add (old, value);

      for (guint i = 0; i < old->len && excess > 0; i++)
        {
          guint oldest = i;

          for (guint j = i + 1; j < old->len; j++)
            if (((Tile *)old->pdata[j])->last_used < ((Tile *)old->pdata[oldest])->last_used)
              oldest = j;

          if (oldest != i)
            {
              gpointer tmp = old->pdata[i];
              old->pdata[i] = old->pdata[oldest];
              old->pdata[oldest] = tmp;
            }

          g_hash_table_remove (self->tiles,
                               tile_key (((Tile *)old->pdata[i])->tx,
                                         ((Tile *)old->pdata[i])->ty));
          excess--;
        }
    }

  return complete;
}

void
flow_gtk_tile_cache_get_stats (FlowGtkTileCache *self,
                               FlowGtkTileStats *stats)
{
  *stats = self->stats;
  stats->n_tiles = g_hash_table_size (self->tiles);
}

/* flow-gtk-minimap-picture.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-minimap-picture-private.h"

#include <math.h>

/* The minimap's picture: how the canvas maps onto the minimap, and the
 * image of every node box and wire drawn at that mapping. It owns the
 * pixels and the arithmetic, not the widget: FlowGtkMinimap decides when
 * to draw it again and shows it.
 */

typedef FlowGtkMinimapMapping Mapping;

/* Mapping */

/* The mapping that fits @area into @width × @height, centred, its aspect
 * kept, mirrored if @rtl.
 */
void
flow_gtk_minimap_mapping_init (FlowGtkMinimapMapping *m,
                               const graphene_rect_t *area,
                               int                    width,
                               int                    height,
                               gboolean               rtl)
{
  m->area = *area;
  m->scale = MIN (width / area->size.width, height / area->size.height);
  m->x0 = (width - area->size.width * m->scale) / 2;
  m->y0 = (height - area->size.height * m->scale) / 2;
  m->width = width;
  m->height = height;
  m->rtl = rtl;
  m->valid = TRUE;
}

void
flow_gtk_minimap_mapping_to_canvas (const Mapping          *m,
                                    const graphene_point_t *point,
                                    graphene_point_t       *canvas)
{
  double x = m->rtl ? m->width - point->x : point->x;

  canvas->x = m->area.origin.x + (x - m->x0) / m->scale;
  canvas->y = m->area.origin.y + (point->y - m->y0) / m->scale;
}

void
flow_gtk_minimap_mapping_from_canvas (const Mapping          *m,
                                      const graphene_point_t *canvas,
                                      graphene_point_t       *point)
{
  double x = m->x0 + (canvas->x - m->area.origin.x) * m->scale;

  point->x = m->rtl ? m->width - x : x;
  point->y = m->y0 + (canvas->y - m->area.origin.y) * m->scale;
}

void
flow_gtk_minimap_mapping_rect_from_canvas (const Mapping         *m,
                                           const graphene_rect_t *canvas,
                                           graphene_rect_t       *rect)
{
  graphene_point_t a, b;

  flow_gtk_minimap_mapping_from_canvas (m, &canvas->origin, &a);
  flow_gtk_minimap_mapping_from_canvas (m,
                                        &GRAPHENE_POINT_INIT (canvas->origin.x + canvas->size.width,
                                                              canvas->origin.y + canvas->size.height),
                                        &b);
  graphene_rect_init (rect, MIN (a.x, b.x), a.y, fabs (b.x - a.x), b.y - a.y);
}

/* The picture */

/* Drawing
 *
 * The picture is written straight into the pixels of an image surface:
 * at the scale of an overview most boxes are a pixel or two and most
 * wires a few pixels long, and cairo spends about 300 ns on a rectangle
 * and 4 µs on a stroke, 30 ms for 100,000 boxes and 20 ms for 5,000
 * wires. Written by hand, they take a few milliseconds.
 */

typedef struct
{
  /* CAIRO_FORMAT_ARGB32: premultiplied, native-endian 32-bit words. */
  guint32 pixel;
  guint   alpha;
} Paint;

static void
paint_init (Paint         *paint,
            const GdkRGBA *color)
{
  guint a = (guint)round (CLAMP (color->alpha, 0, 1) * 255);
  guint r = (guint)round (CLAMP (color->red, 0, 1) * a);
  guint g = (guint)round (CLAMP (color->green, 0, 1) * a);
  guint b = (guint)round (CLAMP (color->blue, 0, 1) * a);

  paint->pixel = (a << 24) | (r << 16) | (g << 8) | b;
  paint->alpha = a;
}

typedef struct
{
  const Mapping  *mapping;
  /* Device pixels per minimap pixel. */
  int             scale;

  guint32        *data;
  int             stride;
  int             width;
  int             height;

  Paint           wire;
  Paint           box;
  Paint           selected;
  Paint           warning;
  Paint           error;

  GHashTable     *states;
  GHashTable     *seen;

  guint64         boxes;
  guint64         wires;
} Draw;

/* Where a canvas point lands, in device pixels. */
static inline void
device_point (const Draw             *draw,
              const graphene_point_t *canvas,
              double                 *x,
              double                 *y)
{
  const Mapping *m = draw->mapping;

  *x = (m->x0 + (canvas->x - m->area.origin.x) * m->scale) * draw->scale;
  *y = (m->y0 + (canvas->y - m->area.origin.y) * m->scale) * draw->scale;

  if (m->rtl)
    *x = draw->width - *x;
}

/* Paints @paint with @coverage (0 to 256) over the pixel at (@x, @y). */
static inline void
plot (Draw        *draw,
      int          x,
      int          y,
      const Paint *paint,
      guint        coverage)
{
  guint32 *p, src = 0, dst;
  guint alpha;

  if (x < 0 || y < 0 || x >= draw->width || y >= draw->height || coverage == 0)
    return;

  p = draw->data + (gsize)y * draw->stride + x;
  dst = *p;
  alpha = (paint->alpha * coverage) >> 8;

  for (int shift = 0; shift < 32; shift += 8)
    {
      guint c = (((paint->pixel >> shift) & 0xff) * coverage) >> 8;
      guint d = (dst >> shift) & 0xff;

      src |= (guint32)(c + (d * (255 - alpha) + 127) / 255) << shift;
    }

  *p = src;
}

/* An antialiased line one pixel wide (Xiaolin Wu's). */
static void
draw_line (Draw        *draw,
           double       x0,
           double       y0,
           double       x1,
           double       y1,
           const Paint *paint)
{
  gboolean steep = fabs (y1 - y0) > fabs (x1 - x0);
  double gradient;
  int from, to;

  if (steep)
    {
      double t;

      t = x0, x0 = y0, y0 = t;
      t = x1, x1 = y1, y1 = t;
    }

  if (x0 > x1)
    {
      double t;

      t = x0, x0 = x1, x1 = t;
      t = y0, y0 = y1, y1 = t;
    }

  gradient = x1 - x0 > 0 ? (y1 - y0) / (x1 - x0) : 1.0;
  from = (int)round (x0);
  to = (int)round (x1);

  for (int x = from; x <= to; x++)
    {
      double y = y0 + gradient * (x - x0);
      int iy = (int)floor (y);
      guint below = (guint)((y - iy) * 256);

      if (steep)
        {
          plot (draw, iy, x, paint, 256 - below);
          plot (draw, iy + 1, x, paint, below);
        }
      else
        {
          plot (draw, x, iy, paint, 256 - below);
          plot (draw, x, iy + 1, paint, below);
        }
    }
}

static void
draw_wire_cb (FlowConnection         *connection,
              const graphene_point_t *from,
              const graphene_point_t *to,
              gpointer                user_data)
{
  Draw *draw = user_data;
  double x0, y0, x1, y1;

  device_point (draw, from, &x0, &y0);
  device_point (draw, to, &x1, &y1);
  draw_line (draw, x0, y0, x1, y1, &draw->wire);

  draw->wires++;
}

/* Fills the box of @bounds, snapped to whole device pixels and at least
 * one pixel wide and tall, so that no node vanishes.
 */
static void
fill_box (Draw                  *draw,
          const graphene_rect_t *bounds,
          const Paint           *paint)
{
  const Mapping *m = draw->mapping;
  double x = (m->x0 + (bounds->origin.x - m->area.origin.x) * m->scale) * draw->scale;
  double y = (m->y0 + (bounds->origin.y - m->area.origin.y) * m->scale) * draw->scale;
  double w = bounds->size.width * m->scale * draw->scale;
  double h = bounds->size.height * m->scale * draw->scale;
  int x0 = (int)round (x);
  int y0 = (int)round (y);
  int x1 = MAX (x0 + 1, (int)round (x + w));
  int y1 = MAX (y0 + 1, (int)round (y + h));

  if (m->rtl)
    {
      int t = x0;

      x0 = draw->width - x1;
      x1 = draw->width - t;
    }

  x0 = MAX (x0, 0);
  y0 = MAX (y0, 0);
  x1 = MIN (x1, draw->width);
  y1 = MIN (y1, draw->height);

  for (int py = y0; py < y1; py++)
    {
      guint32 *row = draw->data + (gsize)py * draw->stride;

      if (paint->alpha == 255)
        {
          for (int px = x0; px < x1; px++)
            row[px] = paint->pixel;
        }
      else
        {
          for (int px = x0; px < x1; px++)
            plot (draw, px, py, paint, 256);
        }
    }

  draw->boxes++;
}

static void
draw_box_cb (FlowNode              *node,
             const graphene_rect_t *bounds,
             gboolean               selected,
             gpointer               user_data)
{
  Draw *draw = user_data;
  const Paint *paint = &draw->box;

  /* A frame's box would hide the nodes in it: its outline, a pixel
   * wide.
   */
  if (FLOW_IS_FRAME (node))
    {
      const graphene_rect_t *b = bounds;
      double right = b->origin.x + b->size.width, bottom = b->origin.y + b->size.height;

      paint = selected ? &draw->selected : &draw->box;
      fill_box (draw, &GRAPHENE_RECT_INIT (b->origin.x, b->origin.y, b->size.width, 0), paint);
      fill_box (draw, &GRAPHENE_RECT_INIT (b->origin.x, bottom, b->size.width, 0), paint);
      fill_box (draw, &GRAPHENE_RECT_INIT (b->origin.x, b->origin.y, 0, b->size.height), paint);
      fill_box (draw, &GRAPHENE_RECT_INIT (right, b->origin.y, 0, b->size.height), paint);
      return;
    }

  /* Selected nodes and nodes in trouble stand out in a crowd. Reading
   * every node's state would touch 100,000 objects for a handful of
   * answers: the states are kept in a table, usually empty.
   */
  if (selected)
    {
      paint = &draw->selected;
    }
  else if (draw->states != NULL)
    {
      gpointer state;

      if (g_hash_table_lookup_extended (draw->states, node, NULL, &state))
        {
          paint = GPOINTER_TO_UINT (state) == FLOW_NODE_STATE_ERROR ? &draw->error : &draw->warning;
          g_hash_table_add (draw->seen, node);
        }
    }

  fill_box (draw, bounds, paint);
}

/* Draws every node of @view as a box (selected ones and those in
 * @states, node -> FlowNodeState, in their colours) and, if @wires, every
 * wire as a line, at the mapping @m and @scale device pixels per minimap
 * pixel. Entries of @states whose nodes are gone are dropped. Returns the
 * image, and what it drew in @boxes and @n_wires.
 */
cairo_surface_t *
flow_gtk_minimap_picture_draw (FlowGtkView                 *view,
                               const FlowGtkMinimapMapping *m,
                               int                          scale,
                               const FlowGtkMinimapColors  *colors,
                               GHashTable                  *states,
                               gboolean                     wires,
                               guint64                     *boxes,
                               guint64                     *n_wires)
{
  cairo_surface_t *surface;
  Draw draw = { NULL, };

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, m->width * scale, m->height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_surface_flush (surface);

  draw.mapping = m;
  draw.scale = scale;
  draw.data = (guint32 *)cairo_image_surface_get_data (surface);
  draw.stride = cairo_image_surface_get_stride (surface) / 4;
  draw.width = m->width * scale;
  draw.height = m->height * scale;
  paint_init (&draw.wire, &colors->wire);
  paint_init (&draw.box, &colors->box);
  paint_init (&draw.selected, &colors->box_selected);
  paint_init (&draw.warning, &colors->box_warning);
  paint_init (&draw.error, &colors->box_error);

  /* Wires under the boxes. */
  if (wires)
    _flow_gtk_view_foreach_wire (view, draw_wire_cb, &draw);

  draw.states = g_hash_table_size (states) > 0 ? states : NULL;
  draw.seen = draw.states != NULL ? g_hash_table_new (NULL, NULL) : NULL;

  _flow_gtk_view_foreach_node (view, draw_box_cb, &draw);

  /* Forget the entries of nodes that are gone. */
  if (draw.seen != NULL)
    {
      if (g_hash_table_size (draw.seen) < g_hash_table_size (states))
        {
          GHashTableIter iter;
          gpointer key;

          g_hash_table_iter_init (&iter, states);
          while (g_hash_table_iter_next (&iter, &key, NULL))
            if (!g_hash_table_contains (draw.seen, key))
              g_hash_table_iter_remove (&iter);
        }

      g_clear_pointer (&draw.seen, g_hash_table_unref);
    }

  cairo_surface_mark_dirty (surface);
  *boxes = draw.boxes;
  *n_wires = draw.wires;

  return surface;
}

static void
release_surface (gpointer data)
{
  cairo_surface_destroy (data);
}

/* Draws the picture @surface into @rect: a blit for GTK 4.8's cairo
 * renderer, which converts a texture pixel by pixel every time it draws
 * it; a texture, made once into @texture, for the others.
 */
void
flow_gtk_minimap_picture_snapshot (cairo_surface_t        *surface,
                                   GdkTexture            **texture,
                                   GtkSnapshot            *snapshot,
                                   const graphene_rect_t  *rect,
                                   gboolean                cairo_renderer)
{
  if (cairo_renderer)
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, rect);

      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      return;
    }

  if (*texture == NULL)
    {
      g_autoptr(GBytes) bytes = NULL;
      int height = cairo_image_surface_get_height (surface);
      int stride = cairo_image_surface_get_stride (surface);

      bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                          (gsize)stride * height,
                                          release_surface,
                                          cairo_surface_reference (surface));
      *texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface),
                                         height,
                                         GDK_MEMORY_DEFAULT,
                                         bytes,
                                         stride);
    }

  gtk_snapshot_append_texture (snapshot, *texture, rect);
}

/* flow-gtk-composer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-composer-private.h"
#include "flow-gtk-tile-cache-private.h"

#include <math.h>

/* Puts the layers of a frame that repaints the whole widget together
 * before GTK's cairo renderer sees them: what is added (images, render
 * nodes, drawing callbacks) is drawn, in the order added, into one cairo
 * node per cell of the widget.
 *
 * The view composes this way while the zoom changes. Then every tile and
 * every node's picture is an image of an earlier zoom drawn scaled, and
 * each in a cairo node of its own costs three passes over its pixels:
 * GTK 4.8's cairo renderer replays a cairo node into a new, cleared image
 * (cairo copies a recording it paints) and blends that image into the
 * frame. Drawn into a cell, a node's picture is scaled and blended into
 * the cell's image in one pass, and the cell, opaque where tiles cover
 * it, is copied into the frame once.
 *
 * Implementation notes: cells no larger than 512 × 512 pixels, not one
 * node for the whole widget: cairo's image of a cairo node is allocated
 * and freed every frame, and one of the window's size made glibc give
 * memory back and fault it in again every frame (see the view's overlay).
 * Images are placed on whole pixels, so that pixman takes its fast paths
 * for scaled images (and two tiles that meet share their edge exactly).
 * A texture node per image was rejected: the cairo renderer of GTK 4.8
 * converts a texture whole, every time it draws it, and filters it with
 * a box filter when it shrinks it.
 */

#define CELL_SIZE 512

typedef enum
{
  PIECE_SURFACE,
  PIECE_NODE,
  PIECE_DRAW,
} PieceKind;

typedef struct
{
  PieceKind        kind;
  gboolean         mirrored;
  /* Where it is drawn, in the coordinates it was added in. */
  graphene_rect_t  rect;
  /* The same in widget coordinates, to find the cells it touches. */
  graphene_rect_t  bounds;
  union
  {
    cairo_surface_t *surface;
    GskRenderNode   *node;
    struct
    {
      FlowGtkComposerDrawFunc func;
      gpointer                user_data;
      GDestroyNotify          destroy;
    } draw;
  };
} Piece;

struct _FlowGtkComposer
{
  int       width;
  int       height;
  gboolean  mirrored;
  GArray   *pieces;
};

static void
piece_clear (gpointer data)
{
  Piece *piece = data;

  switch (piece->kind)
    {
    case PIECE_SURFACE:
      cairo_surface_destroy (piece->surface);
      break;

    case PIECE_NODE:
      gsk_render_node_unref (piece->node);
      break;

    case PIECE_DRAW:
      if (piece->draw.destroy != NULL)
        piece->draw.destroy (piece->draw.user_data);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* A composer for a widget of @width × @height pixels. */
FlowGtkComposer *
flow_gtk_composer_new (int width,
                       int height)
{
  FlowGtkComposer *self = g_new0 (FlowGtkComposer, 1);

  self->width = width;
  self->height = height;
  self->pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  g_array_set_clear_func (self->pieces, piece_clear);

  return self;
}

void
flow_gtk_composer_free (FlowGtkComposer *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->pieces);
  g_free (self);
}

/* Whether what is added from now on is in the coordinates of the widget
 * mirrored (right to left: x runs from the right edge to the left).
 */
void
flow_gtk_composer_set_mirrored (FlowGtkComposer *self,
                                gboolean         mirrored)
{
  self->mirrored = !!mirrored;
}

static void
add_piece (FlowGtkComposer *self,
           Piece           *piece)
{
  piece->mirrored = self->mirrored;
  piece->bounds = piece->rect;
  if (piece->mirrored)
    piece->bounds.origin.x = self->width - piece->rect.origin.x - piece->rect.size.width;

  g_array_append_vals (self->pieces, piece, 1);
}

/* Adds @surface, an image, scaled to fill @rect, which is rounded to
 * whole pixels: bilinear filtering, its edge pixels padded outwards.
 */
void
flow_gtk_composer_add_surface (FlowGtkComposer       *self,
                               cairo_surface_t       *surface,
                               const graphene_rect_t *rect)
{
  Piece piece = { PIECE_SURFACE, };
  double x0 = round (rect->origin.x);
  double y0 = round (rect->origin.y);
  double x1 = round (rect->origin.x + rect->size.width);
  double y1 = round (rect->origin.y + rect->size.height);

  g_return_if_fail (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE);

  if (x1 <= x0 || y1 <= y0)
    return;

  piece.rect = GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0);
  piece.surface = cairo_surface_reference (surface);
  add_piece (self, &piece);
}

/* Adds @node, drawn with gsk_render_node_draw (). */
void
flow_gtk_composer_add_node (FlowGtkComposer *self,
                            GskRenderNode   *node)
{
  Piece piece = { PIECE_NODE, };

  gsk_render_node_get_bounds (node, &piece.rect);
  piece.node = gsk_render_node_ref (node);
  add_piece (self, &piece);
}

/* Adds a drawing callback: @func draws into the cells that @rect touches,
 * each time clipped to the cell. @destroy frees @user_data when the
 * composer is freed.
 */
void
flow_gtk_composer_add_draw (FlowGtkComposer         *self,
                            const graphene_rect_t   *rect,
                            FlowGtkComposerDrawFunc  func,
                            gpointer                 user_data,
                            GDestroyNotify           destroy)
{
  Piece piece = { PIECE_DRAW, };

  piece.rect = *rect;
  piece.draw.func = func;
  piece.draw.user_data = user_data;
  piece.draw.destroy = destroy;
  add_piece (self, &piece);
}

static void
draw_piece (FlowGtkComposer *self,
            cairo_t         *cr,
            Piece           *piece)
{
  cairo_save (cr);

  if (piece->mirrored)
    {
      cairo_translate (cr, self->width, 0);
      cairo_scale (cr, -1, 1);
    }

  switch (piece->kind)
    {
    case PIECE_SURFACE:
      flow_gtk_paint_scaled_surface (cr, piece->surface, &piece->rect);
      break;

    case PIECE_NODE:
      gsk_render_node_draw (piece->node, cr);
      break;

    case PIECE_DRAW:
      piece->draw.func (cr, piece->draw.user_data);
      break;

    default:
      g_assert_not_reached ();
    }

  cairo_restore (cr);
}

/* Appends what was added to @snapshot, in widget coordinates: one cairo
 * node for each cell that something touches. Returns the number of
 * cairo nodes.
 */
guint
flow_gtk_composer_snapshot (FlowGtkComposer *self,
                            GtkSnapshot     *snapshot)
{
  int columns = MAX (1, (self->width + CELL_SIZE - 1) / CELL_SIZE);
  int rows = MAX (1, (self->height + CELL_SIZE - 1) / CELL_SIZE);
  int cell_width = (self->width + columns - 1) / columns;
  int cell_height = (self->height + rows - 1) / rows;
  guint n_cells = 0;

  for (int row = 0; row < rows; row++)
    for (int column = 0; column < columns; column++)
      {
        graphene_rect_t cell;
        cairo_t *cr = NULL;

        cell = GRAPHENE_RECT_INIT (column * cell_width, row * cell_height,
                                   MIN (cell_width, self->width - column * cell_width),
                                   MIN (cell_height, self->height - row * cell_height));
        if (cell.size.width <= 0 || cell.size.height <= 0)
          continue;

        for (guint i = 0; i < self->pieces->len; i++)
          {
            Piece *piece = &g_array_index (self->pieces, Piece, i);

            if (!graphene_rect_intersection (&piece->bounds, &cell, NULL))
              continue;

            if (cr == NULL)
              {
                cr = gtk_snapshot_append_cairo (snapshot, &cell);
                n_cells++;
              }

            draw_piece (self, cr, piece);
          }

        g_clear_pointer (&cr, cairo_destroy);
      }

  return n_cells;
}

/* flow-gtk-wire-renderer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-wire-renderer-private.h"

#include "flow-gtk-compat-private.h"
#include "flow-gtk-dock-private.h"
#include "flow-gtk-frames-private.h"
#include "flow-gtk-frame-resize-private.h"
#include "flow-gtk-style-node-private.h"
#include "flow-gtk-tile-cache-private.h"

#include <math.h>

/* FlowGtkWireRenderer: what the view draws itself, below its node
 * widgets: the canvas and its grid, the wires, and the node boxes below
 * the level of detail. It owns the colours they are drawn in (style nodes
 * of the view, made ahead of time), the tiles they are rasterized into,
 * and the overlay drawn live over the tiles: the wires of the nodes being
 * dragged (and their boxes when zoomed out), the hovered and the selected
 * wire, and the wire being drawn.
 *
 * The layout's damage reaches the tiles through it: a wire drawn live or
 * hidden is not in the tiles, a node box only below the level of detail
 * and while its node is not dragged.
 *
 * Colours come from CSS. The style node of a value type is made when the
 * type first shows up in the layout (a node's docks), in an event
 * handler: drawing reads colours and never makes a widget.
 */

#define TILE_SIZE           512
#define MAX_TILES           48
#define OVERLAY_CELL        256.0   /* pixels */
#define OVERLAY_GROUP_AREA  (512.0 * 512.0) /* pixels, as a tile */
#define WIRE_WIDTH          FLOW_GTK_WIRE_WIDTH
#define N_FRAME_COLORS      FLOW_GTK_N_FRAME_COLORS

struct _FlowGtkWireRenderer
{
  GtkWidget          *parent;
  FlowGtkLayout      *layout;
  FlowGtkViewport    *viewport;
  GtkSelectionModel  *selection;

  FlowGtkTileCache   *tiles;

  /* Style nodes, for colours drawn by the view. */
  GHashTable         *type_styles;
  GHashTable         *type_colors;
  GtkWidget          *canvas_style;
  GtkWidget          *grid_style;
  GtkWidget          *grid_major_style;
  GtkWidget          *wire_style;
  GtkWidget          *wire_selected_style;
  GtkWidget          *box_style;
  GtkWidget          *box_header_style;
  GtkWidget          *box_selected_style;
  GtkWidget          *box_warning_style;
  GtkWidget          *box_error_style;
  /* One for each FlowFrameColor. */
  GtkWidget          *frame_styles[N_FRAME_COLORS];
  GdkRGBA             canvas_color;
  GdkRGBA             grid_color;
  GdkRGBA             grid_major_color;
  GdkRGBA             wire_color;
  GdkRGBA             wire_selected_color;
  GdkRGBA             box_color;
  GdkRGBA             box_header_color;
  GdkRGBA             box_selected_color;
  GdkRGBA             box_warning_color;
  GdkRGBA             box_error_color;
  GdkRGBA             frame_colors[N_FRAME_COLORS];

  /* What is drawn live. */
  GPtrArray          *moving;
  FlowGtkWireRecord  *hover;
  FlowConnection     *selected;
  FlowGtkBezier       loose_curve;
  GdkRGBA             loose_color;

  double              detail_zoom;
  double              grid_size;
  /* Counts changes of what every tile looks like (colours, grid, level
   * of detail, direction), so that tiles set aside know they are stale.
   */
  guint               appearance_serial;

  FlowGtkWireRendererStats stats;

  guint               show_grid : 1;
  /* Whether open frames show the grip that resizes them: not in a
   * read-only view.
   */
  guint               show_grips : 1;
  guint               colors_valid : 1;
  guint               has_loose : 1;
  guint               drawing : 1;
};

static void
styles_changed_cb (gpointer user_data)
{
  FlowGtkWireRenderer *self = user_data;

  if (!self->colors_valid)
    return;

  self->colors_valid = FALSE;
  self->appearance_serial++;
  g_hash_table_remove_all (self->type_colors);
  flow_gtk_tile_cache_invalidate_all (self->tiles);
  gtk_widget_queue_draw (self->parent);
}

static GtkWidget *
style_node_new (FlowGtkWireRenderer *self,
                const char          *css_name,
                const char          *css_class)
{
  if (self->drawing)
    self->stats.styles_made_drawing++;

  return flow_gtk_style_node_new (self->parent, css_name, css_class,
                                  GTK_ACCESSIBLE_ROLE_GENERIC, styles_changed_cb, self);
}

FlowGtkWireRenderer *
flow_gtk_wire_renderer_new (GtkWidget       *parent,
                            FlowGtkLayout   *layout,
                            FlowGtkViewport *viewport)
{
  FlowGtkWireRenderer *self = g_new0 (FlowGtkWireRenderer, 1);

  self->parent = parent;
  self->layout = layout;
  self->viewport = viewport;
  self->tiles = flow_gtk_tile_cache_new (TILE_SIZE, MAX_TILES);
  self->type_styles = g_hash_table_new (NULL, NULL);
  self->type_colors = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->show_grid = TRUE;
  self->show_grips = TRUE;
  self->grid_size = 20;
  self->detail_zoom = 0.4;

  self->canvas_style = style_node_new (self, "canvas", NULL);
  self->grid_style = style_node_new (self, "grid", NULL);
  self->grid_major_style = style_node_new (self, "grid", "major");
  self->wire_style = style_node_new (self, "wire", NULL);
  self->wire_selected_style = style_node_new (self, "wire", "selected");
  self->box_style = style_node_new (self, "nodebox", NULL);
  self->box_header_style = style_node_new (self, "nodebox", "header");
  self->box_selected_style = style_node_new (self, "nodebox", "selected");
  self->box_warning_style = style_node_new (self, "nodebox", "warning");
  self->box_error_style = style_node_new (self, "nodebox", "error");
  for (guint i = 0; i < N_FRAME_COLORS; i++)
    self->frame_styles[i] = style_node_new (self, "framebox", _flow_gtk_frame_color_class (i));

  return self;
}

/* The style nodes are children of the parent, which unparents them. */
void
flow_gtk_wire_renderer_free (FlowGtkWireRenderer *self)
{
  if (self == NULL)
    return;

  g_clear_object (&self->selection);
  g_clear_object (&self->selected);
  g_clear_pointer (&self->tiles, flow_gtk_tile_cache_free);
  g_clear_pointer (&self->type_styles, g_hash_table_unref);
  g_clear_pointer (&self->type_colors, g_hash_table_unref);
  g_free (self);
}

/* Where node boxes take their selected state from. */
void
flow_gtk_wire_renderer_set_selection (FlowGtkWireRenderer *self,
                                      GtkSelectionModel   *selection)
{
  g_set_object (&self->selection, selection);
}

void
flow_gtk_wire_renderer_set_grid (FlowGtkWireRenderer *self,
                                 gboolean             show,
                                 double               size)
{
  self->show_grid = !!show;
  self->grid_size = size;
  flow_gtk_wire_renderer_invalidate_appearance (self);
}

void
flow_gtk_wire_renderer_set_show_grips (FlowGtkWireRenderer *self,
                                       gboolean             show)
{
  if (self->show_grips == !!show)
    return;

  self->show_grips = !!show;
  flow_gtk_wire_renderer_invalidate_appearance (self);
}

void
flow_gtk_wire_renderer_set_detail_zoom (FlowGtkWireRenderer *self,
                                        double               detail_zoom)
{
  self->detail_zoom = detail_zoom;
  flow_gtk_wire_renderer_invalidate_appearance (self);
}

static inline double
current_zoom (FlowGtkWireRenderer *self)
{
  return flow_gtk_viewport_get_zoom (self->viewport);
}

static inline gboolean
is_detailed (FlowGtkWireRenderer *self)
{
  return current_zoom (self) >= self->detail_zoom;
}

/* Colours */

static void
ensure_type_style (FlowGtkWireRenderer *self,
                   GType                type)
{
  GtkWidget *style;

  if (g_hash_table_contains (self->type_styles, GSIZE_TO_POINTER (type)))
    return;

  style = style_node_new (self, "wire", flow_gtk_type_get_css_class (type));
  g_hash_table_insert (self->type_styles, GSIZE_TO_POINTER (type), style);
}

/* Makes the style nodes of the types of @record's docks that have none:
 * when a record is new or its docks changed, never while drawing.
 */
void
flow_gtk_wire_renderer_add_types (FlowGtkWireRenderer *self,
                                  FlowGtkNodeRecord   *record)
{
  for (guint i = 0; i < record->n_anchors; i++)
    ensure_type_style (self, flow_dock_get_value_type (record->anchors[i].dock));
}

static void
read_color (GtkWidget *widget,
            GdkRGBA   *color)
{
  _flow_gtk_widget_get_color (widget, color);
}

static void
ensure_colors (FlowGtkWireRenderer *self)
{
  if (self->colors_valid)
    return;

  read_color (self->canvas_style, &self->canvas_color);
  read_color (self->grid_style, &self->grid_color);
  read_color (self->grid_major_style, &self->grid_major_color);
  read_color (self->wire_style, &self->wire_color);
  read_color (self->wire_selected_style, &self->wire_selected_color);
  read_color (self->box_style, &self->box_color);
  read_color (self->box_header_style, &self->box_header_color);
  read_color (self->box_selected_style, &self->box_selected_color);
  read_color (self->box_warning_style, &self->box_warning_color);
  read_color (self->box_error_style, &self->box_error_color);
  for (guint i = 0; i < N_FRAME_COLORS; i++)
    read_color (self->frame_styles[i], &self->frame_colors[i]);

  self->colors_valid = TRUE;
}

/* The colour of wires and docks of @type: that of its style node, or of
 * wires of no type for a type the layout never showed.
 */
const GdkRGBA *
flow_gtk_wire_renderer_get_type_color (FlowGtkWireRenderer *self,
                                       GType                type)
{
  GdkRGBA *color = g_hash_table_lookup (self->type_colors, GSIZE_TO_POINTER (type));
  GtkWidget *style;

  if (color != NULL)
    return color;

  ensure_colors (self);

  style = g_hash_table_lookup (self->type_styles, GSIZE_TO_POINTER (type));
  if (style == NULL)
    return &self->wire_color;

  color = g_new (GdkRGBA, 1);
  read_color (style, color);
  g_hash_table_insert (self->type_colors, GSIZE_TO_POINTER (type), color);

  return color;
}

/* The colour the canvas is painted in. */
const GdkRGBA *
flow_gtk_wire_renderer_get_canvas_color (FlowGtkWireRenderer *self)
{
  ensure_colors (self);

  return &self->canvas_color;
}

static const GdkRGBA *
wire_color (FlowGtkWireRenderer *self,
            FlowGtkWireRecord   *wire)
{
  return flow_gtk_wire_renderer_get_type_color (self, _flow_gtk_dock_shown_type (wire->source_dock));
}

/* Damage */

void
flow_gtk_wire_renderer_invalidate (FlowGtkWireRenderer *self)
{
  flow_gtk_tile_cache_invalidate_all (self->tiles);
  gtk_widget_queue_draw (self->parent);
}

/* What every tile looks like changed, not only what they show. */
void
flow_gtk_wire_renderer_invalidate_appearance (FlowGtkWireRenderer *self)
{
  self->appearance_serial++;
  flow_gtk_wire_renderer_invalidate (self);
}

/* The layout whose records are drawn; a hovered wire was the old one's. */
void
flow_gtk_wire_renderer_set_layout (FlowGtkWireRenderer *self,
                                   FlowGtkLayout       *layout)
{
  self->layout = layout;
  self->hover = NULL;
}

/* Takes the tiles away, with the serial of their appearance, leaving
 * none: the view sets them aside with the layout they show.
 */
FlowGtkTileCache *
flow_gtk_wire_renderer_take_tiles (FlowGtkWireRenderer *self,
                                   guint               *appearance_serial)
{
  FlowGtkTileCache *tiles = self->tiles;

  *appearance_serial = self->appearance_serial;
  self->tiles = flow_gtk_tile_cache_new (TILE_SIZE, MAX_TILES);

  return tiles;
}

/* Draws from @tiles again, which flow_gtk_wire_renderer_take_tiles ()
 * gave with @appearance_serial; stale if the appearance changed since.
 */
void
flow_gtk_wire_renderer_restore_tiles (FlowGtkWireRenderer *self,
                                      FlowGtkTileCache    *tiles,
                                      guint                appearance_serial)
{
  flow_gtk_tile_cache_free (self->tiles);
  self->tiles = tiles;
  if (appearance_serial != self->appearance_serial)
    flow_gtk_tile_cache_invalidate_all (self->tiles);
  gtk_widget_queue_draw (self->parent);
}

/* Something changed in @area, canvas units, in @tiles set aside, drawn
 * at @zoom.
 */
void
flow_gtk_wire_renderer_damage_tiles (FlowGtkTileCache      *tiles,
                                     double                 zoom,
                                     const graphene_rect_t *area)
{
  graphene_rect_t grown;
  double margin = (WIRE_WIDTH * 2 + 4) / zoom;

  graphene_rect_inset_r (area, -margin, -margin, &grown);
  flow_gtk_tile_cache_invalidate_rect (tiles, &grown);
}

/* Something in the tiles changed in @area, canvas units. */
void
flow_gtk_wire_renderer_damage (FlowGtkWireRenderer   *self,
                               const graphene_rect_t *area)
{
  graphene_rect_t grown;
  double margin = (WIRE_WIDTH * 2 + 4) / current_zoom (self);

  graphene_rect_inset_r (area, -margin, -margin, &grown);
  flow_gtk_tile_cache_invalidate_rect (self->tiles, &grown);
  gtk_widget_queue_draw (self->parent);
}

/* Node boxes are only in the tiles below the level of detail; frames
 * always are.
 */
void
flow_gtk_wire_renderer_damage_node (FlowGtkWireRenderer   *self,
                                    FlowGtkNodeRecord     *record,
                                    const graphene_rect_t *area)
{
  if ((!is_detailed (self) || FLOW_IS_FRAME (record->node)) && !record->moving)
    flow_gtk_wire_renderer_damage (self, area);
}

void
flow_gtk_wire_renderer_damage_wire (FlowGtkWireRenderer   *self,
                                    FlowGtkWireRecord     *wire,
                                    const graphene_rect_t *area)
{
  if (!wire->dynamic && !wire->hidden)
    flow_gtk_wire_renderer_damage (self, area);
  else
    gtk_widget_queue_draw (self->parent);
}

/* Live wires */

/* Draws @wire live each frame (an end of it is dragged) rather than in
 * the tiles.
 */
void
flow_gtk_wire_renderer_set_live (FlowGtkWireRenderer *self,
                                 FlowGtkWireRecord   *wire,
                                 gboolean             live)
{
  if (wire->dynamic == !!live)
    return;

  wire->dynamic = !!live;
  if (!wire->hidden)
    flow_gtk_wire_renderer_damage (self, &wire->item.bounds);
}

/* Leaves @wire out (its sink end is being re-routed). */
void
flow_gtk_wire_renderer_set_hidden (FlowGtkWireRenderer *self,
                                   FlowGtkWireRecord   *wire,
                                   gboolean             hidden)
{
  if (wire->hidden == !!hidden)
    return;

  wire->hidden = !!hidden;
  if (!wire->dynamic)
    flow_gtk_wire_renderer_damage (self, &wire->item.bounds);
  else
    gtk_widget_queue_draw (self->parent);
}

/* The records being dragged (borrowed; NULL for none): their wires and,
 * zoomed out, their boxes are drawn live.
 */
void
flow_gtk_wire_renderer_set_moving (FlowGtkWireRenderer *self,
                                   GPtrArray           *records)
{
  self->moving = records;
  gtk_widget_queue_draw (self->parent);
}

void
flow_gtk_wire_renderer_set_hover (FlowGtkWireRenderer *self,
                                  FlowGtkWireRecord   *wire)
{
  if (self->hover == wire)
    return;

  self->hover = wire;
  gtk_widget_queue_draw (self->parent);
}

FlowGtkWireRecord *
flow_gtk_wire_renderer_get_hover (FlowGtkWireRenderer *self)
{
  return self->hover;
}

void
flow_gtk_wire_renderer_set_selected (FlowGtkWireRenderer *self,
                                     FlowConnection      *connection)
{
  if (g_set_object (&self->selected, connection))
    gtk_widget_queue_draw (self->parent);
}

/* The wire being drawn, from a dock to the pointer; NULL for none. */
void
flow_gtk_wire_renderer_set_loose (FlowGtkWireRenderer *self,
                                  const FlowGtkBezier *curve,
                                  const GdkRGBA       *color)
{
  self->has_loose = curve != NULL;
  if (curve != NULL)
    {
      self->loose_curve = *curve;
      self->loose_color = *color;
    }
  gtk_widget_queue_draw (self->parent);
}

/* Drops what refers to @wire, which is about to go. */
void
flow_gtk_wire_renderer_forget (FlowGtkWireRenderer *self,
                               FlowGtkWireRecord   *wire)
{
  if (self->hover == wire)
    self->hover = NULL;
}

/* Drawing */

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

static double
wire_width (double zoom_level)
{
  /* Thinner when zoomed far out, never below a pixel. */
  return MAX (1.0, WIRE_WIDTH * MIN (1.0, zoom_level * 2.0));
}

static gboolean
is_selected (FlowGtkWireRenderer *self,
             FlowGtkNodeRecord   *record)
{
  return self->selection != NULL && record->placed &&
         gtk_selection_model_is_selected (self->selection, record->position);
}

typedef struct
{
  FlowGtkWireRenderer   *self;
  cairo_t               *cr;
  double                 zoom;
  gboolean               drawn;
  gboolean               boxes;
  /* The tile's area, in canvas units, and how far out of it a wire's
   * stroke can show.
   */
  const graphene_rect_t *area;
  double                 wire_margin;
} TileDraw;

static gboolean
draw_wire_cb (FlowGtkWireRecord *wire,
              gpointer           user_data)
{
  TileDraw *draw = user_data;

  if (wire->dynamic || wire->hidden || FLOW_GTK_WIRE_RECORD_FOLDED (wire))
    return TRUE;

  set_source (draw->cr, wire_color (draw->self, wire));
  flow_gtk_bezier_to_cairo_within (&wire->curve, draw->area, draw->wire_margin, draw->cr);
  cairo_stroke (draw->cr);
  draw->drawn = TRUE;

  return TRUE;
}

static void
draw_node_box (FlowGtkWireRenderer *self,
               cairo_t             *cr,
               FlowGtkNodeRecord   *record,
               double               zoom_level)
{
  const graphene_rect_t *b = &record->item.bounds;
  double header = MIN (flow_gtk_layout_get_header_height (self->layout), b->size.height);
  FlowNodeState state = flow_node_get_state (record->node);
  const GdkRGBA *header_color = &self->box_header_color;

  if (state == FLOW_NODE_STATE_ERROR)
    header_color = &self->box_error_color;
  else if (state == FLOW_NODE_STATE_WARNING || flow_node_get_missing_input (record->node))
    header_color = &self->box_warning_color;

  set_source (cr, &self->box_color);
  cairo_rectangle (cr, b->origin.x, b->origin.y, b->size.width, b->size.height);
  cairo_fill (cr);

  set_source (cr, header_color);
  cairo_rectangle (cr, b->origin.x, b->origin.y, b->size.width, header);
  cairo_fill (cr);

  if (is_selected (self, record))
    {
      double w = 2.0 / zoom_level;

      set_source (cr, &self->box_selected_color);
      cairo_set_line_width (cr, w);
      cairo_rectangle (cr, b->origin.x - w / 2, b->origin.y - w / 2,
                       b->size.width + w, b->size.height + w);
      cairo_stroke (cr);
    }

  /* Type-coloured docks, while they are at least a pixel or two wide. */
  if (zoom_level * 8.0 >= 1.5)
    {
      double radius = 4.0;

      for (guint i = 0; i < record->n_anchors; i++)
        {
          const FlowGtkAnchor *a = &record->anchors[i];

          set_source (cr, flow_gtk_wire_renderer_get_type_color (self, _flow_gtk_dock_shown_type (a->dock)));
          cairo_rectangle (cr,
                           b->origin.x + a->point.x - radius,
                           b->origin.y + a->point.y - radius,
                           2 * radius, 2 * radius);
          cairo_fill (cr);
        }
    }
}

/* A frame's rectangle, below the wires: filled with its colour, its
 * title bar and edge drawn stronger, and the grip that resizes it if
 * @grip. Its widget draws the title, the text and the selection above
 * the wires. Also for exports, at zoom 1 and without the grip.
 */
void
flow_gtk_wire_renderer_draw_frame (FlowGtkWireRenderer *self,
                                   cairo_t             *cr,
                                   FlowGtkNodeRecord   *record,
                                   double               zoom_level,
                                   gboolean             grip)
{
  const graphene_rect_t *b = &record->item.bounds;
  double header = MIN (flow_gtk_layout_get_header_height (self->layout), b->size.height);
  FlowFrameColor color = flow_frame_get_color (FLOW_FRAME (record->node));
  GdkRGBA fill = self->frame_colors[CLAMP (color, 0, N_FRAME_COLORS - 1)];
  GdkRGBA strong = fill;
  double w = 1.0 / zoom_level;

  strong.alpha = MIN (1.0, fill.alpha * 2.5);

  set_source (cr, &fill);
  cairo_rectangle (cr, b->origin.x, b->origin.y, b->size.width, b->size.height);
  cairo_fill (cr);

  set_source (cr, &fill);
  cairo_rectangle (cr, b->origin.x, b->origin.y, b->size.width, header);
  cairo_fill (cr);

  set_source (cr, &strong);
  cairo_set_line_width (cr, w);
  cairo_rectangle (cr, b->origin.x + w / 2, b->origin.y + w / 2,
                   MAX (0, b->size.width - w), MAX (0, b->size.height - w));
  cairo_stroke (cr);

  /* The grip that resizes an open frame (flow-gtk-frame-resize.c): three
   * short diagonals in its bottom trailing corner.
   */
  if (grip && !flow_frame_get_collapsed (FLOW_FRAME (record->node)))
    {
      double side = MIN (flow_gtk_frame_resize_grip_size (zoom_level),
                         MIN (b->size.width, b->size.height - header) / 2);
      double right = b->origin.x + b->size.width - 3 * w;
      double bottom = b->origin.y + b->size.height - 3 * w;
      GdkRGBA grip_color = fill;

      grip_color.alpha = MIN (1.0, fill.alpha * 5);
      set_source (cr, &grip_color);
      cairo_set_line_width (cr, 1.5 * w);
      for (int i = 1; i <= 3; i++)
        {
          double d = (side - 3 * w) * i / 3.0;

          cairo_move_to (cr, right - d, bottom);
          cairo_line_to (cr, right, bottom - d);
        }
      cairo_stroke (cr);
    }
}

static gboolean
draw_frame_cb (FlowGtkNodeRecord *record,
               gpointer           user_data)
{
  TileDraw *draw = user_data;

  if (record->moving || record->collapsed_into != NULL || !FLOW_IS_FRAME (record->node))
    return TRUE;

  flow_gtk_wire_renderer_draw_frame (draw->self, draw->cr, record, draw->zoom, draw->self->show_grips);
  draw->drawn = TRUE;

  return TRUE;
}

static gboolean
draw_box_cb (FlowGtkNodeRecord *record,
             gpointer           user_data)
{
  TileDraw *draw = user_data;

  if (record->moving || record->collapsed_into != NULL || FLOW_IS_FRAME (record->node))
    return TRUE;

  draw_node_box (draw->self, draw->cr, record, draw->zoom);
  draw->drawn = TRUE;

  return TRUE;
}

/* The grid lines crossing @area, one device pixel wide and on whole
 * pixels, every fifth line a major one; only the major lines when the
 * minor ones would be closer than 6 pixels, none when those would be.
 */
static void
draw_grid (FlowGtkWireRenderer   *self,
           cairo_t               *cr,
           const graphene_rect_t *area,
           double                 zoom_level)
{
  double step = self->grid_size;
  gboolean minor = TRUE;
  double px = 1, py = 1;
  long first, last;

  if (step * zoom_level < 6)
    {
      minor = FALSE;
      step *= 5;
      if (step * zoom_level < 6)
        return;
    }

  cairo_user_to_device_distance (cr, &px, &py);

  cairo_save (cr);

  first = (long)floor (area->origin.x / step);
  last = (long)ceil ((area->origin.x + area->size.width) / step);
  for (long i = first; i <= last; i++)
    {
      double x = i * step, y = 0;
      gboolean major = !minor || i % 5 == 0;

      cairo_user_to_device (cr, &x, &y);
      set_source (cr, major ? &self->grid_major_color : &self->grid_color);
      cairo_identity_matrix (cr);
      cairo_rectangle (cr, floor (x), -1e6, MAX (1, round (px / zoom_level)), 2e6);
      cairo_fill (cr);
      cairo_restore (cr);
      cairo_save (cr);
    }

  first = (long)floor (area->origin.y / step);
  last = (long)ceil ((area->origin.y + area->size.height) / step);
  for (long i = first; i <= last; i++)
    {
      double x = 0, y = i * step;
      gboolean major = !minor || i % 5 == 0;

      cairo_user_to_device (cr, &x, &y);
      set_source (cr, major ? &self->grid_major_color : &self->grid_color);
      cairo_identity_matrix (cr);
      cairo_rectangle (cr, -1e6, floor (y), 2e6, MAX (1, round (py / zoom_level)));
      cairo_fill (cr);
      cairo_restore (cr);
      cairo_save (cr);
    }

  cairo_restore (cr);
}

static gboolean
render_tile_cb (cairo_t               *cr,
                const graphene_rect_t *area,
                double                 zoom_level,
                gpointer               user_data)
{
  FlowGtkWireRenderer *self = user_data;
  double line_width = wire_width (zoom_level) / zoom_level;
  TileDraw draw = { self, cr, zoom_level, FALSE, zoom_level < self->detail_zoom,
                    area, line_width + 2.0 / zoom_level };

  self->stats.tiles_rendered++;

  /* Opaque tiles: the canvas and its grid are part of them, so a frame
   * copies them rather than blending them.
   */
  set_source (cr, &self->canvas_color);
  cairo_paint (cr);
  if (self->show_grid)
    draw_grid (self, cr, area, zoom_level);

  /* Frames lie on the canvas, below everything else. */
  if (flow_gtk_layout_get_n_frames (self->layout) > 0)
    {
      flow_gtk_layout_query_nodes (self->layout, area, draw_frame_cb, &draw);
      cairo_set_line_width (cr, 1.0);
    }

  if (draw.boxes)
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);

  cairo_set_line_width (cr, line_width);
  flow_gtk_layout_query_wires (self->layout, area, draw_wire_cb, &draw);

  if (draw.boxes)
    flow_gtk_layout_query_nodes (self->layout, area, draw_box_cb, &draw);

  return TRUE;
}

/* Prepares a frame at the viewport's zoom, with the device @scale_factor,
 * drawn as cairo nodes (@use_cairo, for GTK's cairo renderer) or as
 * textures.
 */
void
flow_gtk_wire_renderer_begin_frame (FlowGtkWireRenderer *self,
                                    int                  scale_factor,
                                    gboolean             use_cairo)
{
  ensure_colors (self);
  flow_gtk_tile_cache_set_zoom (self->tiles, current_zoom (self), scale_factor);
  flow_gtk_tile_cache_set_use_cairo (self->tiles, use_cairo);
}

/* Draws the tiles covering @visible (canvas units), into @composer if it
 * is not NULL. Returns FALSE when some tiles were left to a later frame.
 */
gboolean
flow_gtk_wire_renderer_snapshot_tiles (FlowGtkWireRenderer   *self,
                                       GtkSnapshot           *snapshot,
                                       FlowGtkComposer       *composer,
                                       const graphene_rect_t *visible,
                                       gint64                 budget_usec)
{
  gboolean complete;

  self->drawing = TRUE;
  complete = flow_gtk_tile_cache_snapshot (self->tiles, snapshot, composer, visible,
                                           flow_gtk_viewport_get_offset_x (self->viewport),
                                           flow_gtk_viewport_get_offset_y (self->viewport),
                                           budget_usec, render_tile_cb, self);
  self->drawing = FALSE;

  return complete;
}

/* The overlay */

static void
stroke_wire (cairo_t             *cr,
             const FlowGtkBezier *curve,
             const GdkRGBA       *color,
             double               width_px,
             double               zoom_level)
{
  set_source (cr, color);
  cairo_set_line_width (cr, width_px / zoom_level);
  flow_gtk_bezier_to_cairo (curve, cr);
  cairo_stroke (cr);
}

static gboolean
has_overlay (FlowGtkWireRenderer *self)
{
  return (self->moving != NULL && self->moving->len > 0) ||
         self->hover != NULL ||
         self->selected != NULL;
}

typedef struct
{
  FlowGtkBezier      curve;
  GdkRGBA            color;
  double             width;
  FlowGtkNodeRecord *box;
  /* What it covers, in widget coordinates, and where it sorts. */
  graphene_rect_t    rect;
  guint              key;
} OverlayItem;

static void
overlay_add_curve (GArray              *items,
                   const FlowGtkBezier *curve,
                   const GdkRGBA       *color,
                   double               width)
{
  OverlayItem item = { *curve, *color, width, NULL, };

  g_array_append_val (items, item);
}

/* What @item covers, in widget coordinates. */
static void
overlay_item_place (FlowGtkWireRenderer *self,
                    OverlayItem         *item)
{
  double z = current_zoom (self);
  double ox = flow_gtk_viewport_get_offset_x (self->viewport);
  double oy = flow_gtk_viewport_get_offset_y (self->viewport);
  graphene_rect_t b;
  double margin;

  if (item->box != NULL)
    {
      b = item->box->item.bounds;
      margin = 2.0 / z + 4.0;
    }
  else
    {
      flow_gtk_bezier_get_bounds (&item->curve, &b);
      margin = item->width / z;
    }

  graphene_rect_inset (&b, -margin, -margin);
  item->rect = GRAPHENE_RECT_INIT ((b.origin.x - ox) * z, (b.origin.y - oy) * z,
                                   b.size.width * z, b.size.height * z);
}

static int
overlay_item_compare (gconstpointer a,
                      gconstpointer b)
{
  const OverlayItem *item_a = a;
  const OverlayItem *item_b = b;

  return item_a->key < item_b->key ? -1 : item_a->key > item_b->key;
}

/* Draws @items on @cr, in widget coordinates; only those that reach into
 * @clip (widget coordinates) if it is not NULL.
 */
static void
overlay_paint (FlowGtkWireRenderer   *self,
               cairo_t               *cr,
               const OverlayItem     *items,
               guint                  n_items,
               const graphene_rect_t *clip)
{
  double z = current_zoom (self);

  cairo_scale (cr, z, z);
  cairo_translate (cr,
                   -flow_gtk_viewport_get_offset_x (self->viewport),
                   -flow_gtk_viewport_get_offset_y (self->viewport));

  for (guint i = 0; i < n_items; i++)
    {
      if (clip != NULL && !graphene_rect_intersection (&items[i].rect, clip, NULL))
        continue;

      if (items[i].box != NULL && FLOW_IS_FRAME (items[i].box->node))
        flow_gtk_wire_renderer_draw_frame (self, cr, items[i].box, z, self->show_grips);
      else if (items[i].box != NULL)
        draw_node_box (self, cr, items[i].box, z);
      else
        stroke_wire (cr, &items[i].curve, &items[i].color, items[i].width, z);
    }
}

/* A group of overlay items waiting in a composer. */
typedef struct
{
  FlowGtkWireRenderer *self;
  guint                n_items;
  OverlayItem          items[];
} OverlayGroup;

/* Draws the items of a group that reach into the cell the composer
 * draws: a group can span several cells, and stroking a wire again for
 * each of them would cost what the composer saves.
 */
static void
overlay_group_draw_cb (cairo_t  *cr,
                       gpointer  user_data)
{
  OverlayGroup *group = user_data;
  double x0, y0, x1, y1;

  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  overlay_paint (group->self, cr, group->items, group->n_items,
                 &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
}

static void
overlay_draw_group (FlowGtkWireRenderer   *self,
                    GtkSnapshot           *snapshot,
                    FlowGtkComposer       *composer,
                    const OverlayItem     *items,
                    guint                  n_items,
                    const graphene_rect_t *rect,
                    int                    width,
                    int                    height,
                    gboolean               mirrored)
{
  graphene_rect_t area;
  cairo_t *cr;

  graphene_rect_round_extents (rect, &area);
  if (!graphene_rect_intersection (&area,
                                   &GRAPHENE_RECT_INIT (-16, -16, width + 32, height + 32),
                                   &area))
    return;

  if (composer != NULL)
    {
      OverlayGroup *group = g_malloc (sizeof (OverlayGroup) + n_items * sizeof (OverlayItem));

      group->self = self;
      group->n_items = n_items;
      memcpy (group->items, items, n_items * sizeof (OverlayItem));
      flow_gtk_composer_add_draw (composer, &area, overlay_group_draw_cb, group, g_free);
      return;
    }

  /* Mirrored in cairo, not by the snapshot (see the overlay). */
  if (mirrored)
    area.origin.x = width - area.origin.x - area.size.width;

  cr = gtk_snapshot_append_cairo (snapshot, &area);
  if (mirrored)
    {
      cairo_translate (cr, width, 0);
      cairo_scale (cr, -1, 1);
    }
  overlay_paint (self, cr, items, n_items, NULL);
  cairo_destroy (cr);
}

/* What changes from frame to frame is drawn live, over the tiles: wires of
 * the nodes being dragged (and their boxes when zoomed out), the hovered
 * and the selected wire; the wire being drawn comes later, over the node
 * widgets (flow_gtk_wire_renderer_snapshot_loose ()).
 *
 * In cairo nodes that each cover no more than a tile (neighbours
 * together, as long as what they cover together stays that small), so
 * that GTK repaints only around what changed (the hovered wire, say), and
 * so that a frame blends only where wires are. cairo copies a cairo node
 * into a new image each time it draws it: one image around all the
 * wires of a large drag, as large as the window, taken and freed every
 * frame, made glibc give the memory back to the system and take it again
 * every frame, faulting in every page of it (6 MB a frame at
 * 1600 × 1000).
 *
 * Into @composer instead, if it is not NULL.
 *
 * @snapshot is not mirrored: right to left (@mirrored), each cairo node
 * mirrors what it draws itself, as the composer does. GTK 4.8's GL
 * renderer draws nothing of a cairo node under a transform that flips
 * it (it sizes the node's image by the transform's scale, negative
 * there), so the selected and the hovered wire, and the wires of a
 * drag, were missing from a right-to-left view.
 */
void
flow_gtk_wire_renderer_snapshot_overlay (FlowGtkWireRenderer   *self,
                                         GtkSnapshot           *snapshot,
                                         FlowGtkComposer       *composer,
                                         const graphene_rect_t *visible,
                                         int                    width,
                                         int                    height,
                                         gboolean               mirrored)
{
  g_autoptr(GArray) items = NULL;
  double z = current_zoom (self);
  double base = wire_width (z);
  guint n_moving_items;
  guint first;

  if (!has_overlay (self))
    return;

  items = g_array_new (FALSE, FALSE, sizeof (OverlayItem));

  if (self->moving != NULL)
    {
      for (guint i = 0; i < self->moving->len; i++)
        {
          FlowGtkNodeRecord *record = g_ptr_array_index (self->moving, i);

          if ((!is_detailed (self) || FLOW_IS_FRAME (record->node)) &&
              record->collapsed_into == NULL &&
              graphene_rect_intersection (&record->item.bounds, visible, NULL))
            {
              OverlayItem item = { { { 0, } }, { 0, }, 0, record, };

              g_array_append_val (items, item);
            }

          for (guint j = 0; j < record->n_wires; j++)
            {
              FlowGtkWireRecord *wire = record->wires[j];

              /* A wire between two moving nodes is drawn once. */
              if (wire->hidden || FLOW_GTK_WIRE_RECORD_FOLDED (wire) ||
                  (wire->sink == record && wire->source->moving))
                continue;

              if (graphene_rect_intersection (&wire->item.bounds, visible, NULL))
                overlay_add_curve (items, &wire->curve, wire_color (self, wire), base);
            }
        }
    }
  n_moving_items = items->len;

  if (self->hover != NULL && !self->hover->hidden)
    overlay_add_curve (items, &self->hover->curve, wire_color (self, self->hover), base + 2);

  if (self->selected != NULL)
    {
      FlowGtkWireRecord *wire = flow_gtk_layout_lookup_wire (self->layout, self->selected);

      if (wire != NULL && !wire->hidden)
        overlay_add_curve (items, &wire->curve, &self->wire_selected_color, base + 2);
    }

  /* What each covers, in widget coordinates. */
  for (guint i = 0; i < items->len; i++)
    {
      OverlayItem *item = &g_array_index (items, OverlayItem, i);
      guint cx, cy;

      overlay_item_place (self, item);

      /* The moving frames, their nodes' wires, then their boxes (as
       * tiles draw them), each by the cell of the middle of what it
       * covers. The others keep their order.
       */
      if (i >= n_moving_items)
        continue;

      cx = CLAMP ((item->rect.origin.x + item->rect.size.width / 2) / OVERLAY_CELL + 64, 0, 0x7fff);
      cy = CLAMP ((item->rect.origin.y + item->rect.size.height / 2) / OVERLAY_CELL + 64, 0, 0x7fff);
      item->key = (item->box == NULL ? 1u << 30 :
                   FLOW_IS_FRAME (item->box->node) ? 0 : 1u << 31) | cy << 15 | cx;
    }

  /* (An empty array may have no data, which qsort () must not get.) */
  if (n_moving_items > 1)
    qsort (items->data, n_moving_items, sizeof (OverlayItem), overlay_item_compare);

  for (first = 0; first < items->len;)
    {
      const OverlayItem *item = &g_array_index (items, OverlayItem, first);
      graphene_rect_t rect = item->rect;
      guint end;

      for (end = first + 1; end < items->len; end++)
        {
          graphene_rect_t grown;

          graphene_rect_union (&rect, &g_array_index (items, OverlayItem, end).rect, &grown);
          if (grown.size.width * grown.size.height > OVERLAY_GROUP_AREA)
            break;
          rect = grown;
        }

      overlay_draw_group (self, snapshot, composer, item, end - first, &rect, width, height, mirrored);
      first = end;
    }
}

/**
 * flow_gtk_wire_renderer_snapshot_loose:
 *
 * Draws the wire being drawn (a new connection, an end moved), over the
 * node widgets, where a wire dragged across nodes stays in sight, as the
 * other editors of its kind draw it. Mirrored as the overlay is.
 */
void
flow_gtk_wire_renderer_snapshot_loose (FlowGtkWireRenderer *self,
                                       GtkSnapshot         *snapshot,
                                       int                  width,
                                       int                  height,
                                       gboolean             mirrored)
{
  OverlayItem item = { { { 0, } }, { 0, }, 0, NULL, };

  if (!self->has_loose)
    return;

  item.curve = self->loose_curve;
  item.color = self->loose_color;
  item.width = wire_width (current_zoom (self)) + 0.5;
  overlay_item_place (self, &item);
  overlay_draw_group (self, snapshot, NULL, &item, 1, &item.rect, width, height, mirrored);
}

void
flow_gtk_wire_renderer_get_stats (FlowGtkWireRenderer      *self,
                                  FlowGtkWireRendererStats *stats)
{
  FlowGtkTileStats tile_stats;

  flow_gtk_tile_cache_get_stats (self->tiles, &tile_stats);

  *stats = self->stats;
  stats->n_tiles = tile_stats.n_tiles;
}

/* bench-floor.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "bench-floor.h"


#include <math.h>
#include <string.h>

/* BenchFloor draws, in this order: the background, the grid, the wires,
 * the node rectangles, each the cheapest way known with GTK 4.8's cairo
 * renderer:
 *
 *  - node rectangles are colour nodes, culled through a uniform grid (a
 *    walk over the cells in view, not over all nodes);
 *  - what does not change while panning (background, grid, wires and, at
 *    zoom-to-fit, the node rectangles) is rasterized once into an opaque
 *    image a margin larger than the visible area, and every frame only
 *    paints it at a new place, a copy. Stroking Béziers is what costs
 *    (about 12 µs a short curve). The image is painted by a cairo node,
 *    not drawn as a texture node: with the cairo renderer that would
 *    convert the whole texture into a new image every frame, which made
 *    a pan frame cost 30 to 60 % more;
 *  - wires that change every frame (those of dragged nodes over the image
 *    of the others; all of them while zooming, when an image would be
 *    blurred or stale) are stroked every frame, one stroke per wire,
 *    culled by bounding box. One path for all wires is much slower;
 *  - images and strokes are drawn in cairo nodes of at most 512 × 512
 *    pixels (see append_cells ());
 *  - the node under the pointer is found through the same grid;
 *  - on X11, flow-bench keeps cairo's pool of X shared memory for its
 *    window, whichever widget it shows (bench-x11.c): without it every
 *    frame makes and unmaps a new segment of shared memory, which costs
 *    more than drawing the frame.
 */

/* Canvas units per grid cell: a few nodes of the benchmark's graph. */
#define GRID_CELL 256.0

typedef struct
{
  double  origin_x;
  double  origin_y;
  guint   n_columns;
  guint   n_rows;
  /* Node indices by cell (of each node's top-left corner), as
   * items[starts[cell]] … items[starts[cell + 1] - 1].
   */
  guint  *starts;
  guint  *items;
  /* The largest node, to reach nodes that start in a cell before. */
  double  max_width;
  double  max_height;
} NodeGrid;

typedef enum
{
  WIRES_ALL,
  WIRES_UNDRAGGED,
  WIRES_DRAGGED,
} WireSet;

struct _BenchFloor
{
  GtkWidget        parent_instance;

  BenchScene      *scene;
  NodeGrid         grid;
  /* Bounding boxes of the wires (of their control polygons), in canvas
   * units: min x, min y, max x, max y.
   */
  float           *wire_boxes;

  double           zoom;
  double           offset_x;
  double           offset_y;

  /* The cached wires: an image of @cache_area (canvas units) at
   * @cache_zoom. NULL when there is none.
   */
  cairo_surface_t *cache;
  graphene_rect_t  cache_area;
  double           cache_zoom;
  gboolean         cache_has_nodes;

  /* Dragging: a flag per node, the dragged nodes and their wires. */
  guint8          *dragged;
  GArray          *dragged_nodes;
  GArray          *dragged_wires;
  BenchFloorDragFunc drag_func;
  gpointer         drag_data;
  double           drag_last_x;
  double           drag_last_y;

  int              hovered;

  GdkRGBA          background_color;
  GdkRGBA          node_color;
  GdkRGBA          hover_color;
  GdkRGBA          wire_color;
  GdkRGBA          grid_color;
  GdkRGBA          grid_major_color;
};

G_DEFINE_FINAL_TYPE (BenchFloor, bench_floor, GTK_TYPE_WIDGET)

BenchScene *
bench_scene_new (guint n_nodes,
                 guint n_wires)
{
  BenchScene *scene = g_new0 (BenchScene, 1);

  scene->n_nodes = n_nodes;
  scene->nodes = g_new0 (graphene_rect_t, MAX (n_nodes, 1));
  scene->n_wires = n_wires;
  scene->wires = g_new0 (BenchWire, MAX (n_wires, 1));
  scene->wire_width = 2.5;

  return scene;
}

void
bench_scene_free (BenchScene *scene)
{
  if (scene == NULL)
    return;

  g_free (scene->nodes);
  g_free (scene->wires);
  g_free (scene);
}

void
bench_scene_get_bounds (const BenchScene *scene,
                        graphene_rect_t  *bounds)
{
  if (scene->n_nodes == 0)
    {
      graphene_rect_init (bounds, 0, 0, 0, 0);
      return;
    }

  *bounds = scene->nodes[0];
  for (guint i = 1; i < scene->n_nodes; i++)
    graphene_rect_union (bounds, &scene->nodes[i], bounds);
}

double
bench_scene_get_wire_width (const BenchScene *scene,
                            double            zoom)
{
  return MAX (1.0, scene->wire_width * MIN (1.0, zoom * 2.0));
}

/* The horizontal reach of a wire's control points, as the view computes
 * it: at least 40 canvas units, half the horizontal distance, and a loop
 * for wires that go backwards.
 */
static inline double
wire_reach (const BenchWire *wire)
{
  double dx = wire->to.x - wire->from.x;
  double dy = wire->to.y - wire->from.y;
  double reach = MAX (40.0, fabs (dx) * 0.5);

  if (dx < 0)
    reach = MAX (reach, MIN (fabs (dy) * 0.5, fabs (dx)));

  return reach;
}

void
bench_scene_append_wire_path (const BenchScene *scene,
                              const BenchWire  *wire,
                              cairo_t          *cr,
                              double            zoom,
                              double            offset_x,
                              double            offset_y)
{
  double reach = wire_reach (wire);
  double x0 = (wire->from.x - offset_x) * zoom;
  double y0 = (wire->from.y - offset_y) * zoom;
  double x1 = (wire->to.x - offset_x) * zoom;
  double y1 = (wire->to.y - offset_y) * zoom;

  cairo_move_to (cr, x0, y0);
  cairo_curve_to (cr, x0 + reach * zoom, y0, x1 - reach * zoom, y1, x1, y1);
}

static void
update_wire_box (BenchFloor *self,
                 guint       i)
{
  const BenchWire *wire = &self->scene->wires[i];
  double reach = wire_reach (wire);
  double pad = 4.0;
  float *box = &self->wire_boxes[4 * i];

  box[0] = MIN (wire->from.x, wire->to.x - reach) - pad;
  box[1] = MIN (wire->from.y, wire->to.y) - pad;
  box[2] = MAX (wire->from.x + reach, wire->to.x) + pad;
  box[3] = MAX (wire->from.y, wire->to.y) + pad;
}

static inline gboolean
wire_box_intersects (const float           *box,
                     const graphene_rect_t *area)
{
  return box[2] >= area->origin.x &&
         box[0] <= area->origin.x + area->size.width &&
         box[3] >= area->origin.y &&
         box[1] <= area->origin.y + area->size.height;
}

static void
node_grid_clear (NodeGrid *grid)
{
  g_clear_pointer (&grid->starts, g_free);
  g_clear_pointer (&grid->items, g_free);
  memset (grid, 0, sizeof *grid);
}

static inline guint
node_grid_column (const NodeGrid *grid,
                  double          x)
{
  double column = floor ((x - grid->origin_x) / GRID_CELL);

  return (guint) CLAMP (column, 0, grid->n_columns - 1);
}

static inline guint
node_grid_row (const NodeGrid *grid,
               double          y)
{
  double row = floor ((y - grid->origin_y) / GRID_CELL);

  return (guint) CLAMP (row, 0, grid->n_rows - 1);
}

static void
node_grid_build (NodeGrid         *grid,
                 const BenchScene *scene)
{
  graphene_rect_t bounds;
  guint n_cells;

  node_grid_clear (grid);

  if (scene->n_nodes == 0)
    return;

  bench_scene_get_bounds (scene, &bounds);
  grid->origin_x = bounds.origin.x;
  grid->origin_y = bounds.origin.y;
  grid->n_columns = (guint) (bounds.size.width / GRID_CELL) + 1;
  grid->n_rows = (guint) (bounds.size.height / GRID_CELL) + 1;
  n_cells = grid->n_columns * grid->n_rows;
  grid->starts = g_new0 (guint, n_cells + 1);
  grid->items = g_new (guint, scene->n_nodes);

  for (guint i = 0; i < scene->n_nodes; i++)
    {
      const graphene_rect_t *rect = &scene->nodes[i];
      guint cell = node_grid_row (grid, rect->origin.y) * grid->n_columns +
                   node_grid_column (grid, rect->origin.x);

      grid->starts[cell + 1]++;
      grid->max_width = MAX (grid->max_width, rect->size.width);
      grid->max_height = MAX (grid->max_height, rect->size.height);
    }

  for (guint cell = 0; cell < n_cells; cell++)
    grid->starts[cell + 1] += grid->starts[cell];

  {
    g_autofree guint *fill = g_memdup2 (grid->starts, n_cells * sizeof (guint));

    for (guint i = 0; i < scene->n_nodes; i++)
      {
        const graphene_rect_t *rect = &scene->nodes[i];
        guint cell = node_grid_row (grid, rect->origin.y) * grid->n_columns +
                     node_grid_column (grid, rect->origin.x);

        grid->items[fill[cell]++] = i;
      }
  }
}

/* The cells that may hold nodes meeting @area. FALSE if none. */
static gboolean
node_grid_range (const NodeGrid        *grid,
                 const graphene_rect_t *area,
                 guint                 *column0,
                 guint                 *row0,
                 guint                 *column1,
                 guint                 *row1)
{
  if (grid->starts == NULL ||
      area->origin.x + area->size.width < grid->origin_x ||
      area->origin.y + area->size.height < grid->origin_y ||
      area->origin.x - grid->max_width > grid->origin_x + grid->n_columns * GRID_CELL ||
      area->origin.y - grid->max_height > grid->origin_y + grid->n_rows * GRID_CELL)
    return FALSE;

  *column0 = node_grid_column (grid, area->origin.x - grid->max_width);
  *row0 = node_grid_row (grid, area->origin.y - grid->max_height);
  *column1 = node_grid_column (grid, area->origin.x + area->size.width);
  *row1 = node_grid_row (grid, area->origin.y + area->size.height);

  return TRUE;
}

static void
get_visible_area (BenchFloor      *self,
                  graphene_rect_t *area)
{
  graphene_rect_init (area,
                      self->offset_x,
                      self->offset_y,
                      gtk_widget_get_width (GTK_WIDGET (self)) / self->zoom,
                      gtk_widget_get_height (GTK_WIDGET (self)) / self->zoom);
}

static void
stroke_wires (BenchFloor            *self,
              cairo_t               *cr,
              const graphene_rect_t *area,
              WireSet                set,
              double                 zoom,
              double                 offset_x,
              double                 offset_y)
{
  const BenchScene *scene = self->scene;

  gdk_cairo_set_source_rgba (cr, &self->wire_color);
  cairo_set_line_width (cr, bench_scene_get_wire_width (scene, zoom));

  if (set == WIRES_DRAGGED)
    {
      for (guint k = 0; k < self->dragged_wires->len; k++)
        {
          guint i = g_array_index (self->dragged_wires, guint, k);

          if (!wire_box_intersects (&self->wire_boxes[4 * i], area))
            continue;

          bench_scene_append_wire_path (scene, &scene->wires[i], cr,
                                        zoom, offset_x, offset_y);
          cairo_stroke (cr);
        }
      return;
    }

  for (guint i = 0; i < scene->n_wires; i++)
    {
      const BenchWire *wire = &scene->wires[i];

      if (!wire_box_intersects (&self->wire_boxes[4 * i], area))
        continue;

      if (set == WIRES_UNDRAGGED && self->dragged != NULL &&
          (self->dragged[wire->source_node] || self->dragged[wire->sink_node]))
        continue;

      bench_scene_append_wire_path (scene, wire, cr, zoom, offset_x, offset_y);
      cairo_stroke (cr);
    }
}

static void
append_node (BenchFloor  *self,
             GtkSnapshot *snapshot,
             guint        i)
{
  const graphene_rect_t *rect = &self->scene->nodes[i];

  gtk_snapshot_append_color (snapshot,
                             (int) i == self->hovered ? &self->hover_color : &self->node_color,
                             &GRAPHENE_RECT_INIT ((rect->origin.x - self->offset_x) * self->zoom,
                                                  (rect->origin.y - self->offset_y) * self->zoom,
                                                  rect->size.width * self->zoom,
                                                  rect->size.height * self->zoom));
}

/* Calls @func for each node that may meet @area, dragged ones excepted. */
static void
foreach_node_in (BenchFloor            *self,
                 const graphene_rect_t *area,
                 void                 (*func) (BenchFloor *self,
                                               guint       i,
                                               gpointer    data),
                 gpointer               data)
{
  const NodeGrid *grid = &self->grid;
  guint column0, row0, column1, row1;

  if (!node_grid_range (grid, area, &column0, &row0, &column1, &row1))
    return;

  for (guint row = row0; row <= row1; row++)
    for (guint column = column0; column <= column1; column++)
      {
        guint cell = row * grid->n_columns + column;

        for (guint k = grid->starts[cell]; k < grid->starts[cell + 1]; k++)
          {
            guint i = grid->items[k];

            if ((self->dragged == NULL || !self->dragged[i]) &&
                graphene_rect_intersection (&self->scene->nodes[i], area, NULL))
              func (self, i, data);
          }
      }
}

static void
append_node_cb (BenchFloor *self,
                guint       i,
                gpointer    data)
{
  append_node (self, data, i);
}

static void
snapshot_nodes (BenchFloor            *self,
                GtkSnapshot           *snapshot,
                const graphene_rect_t *visible)
{
  foreach_node_in (self, visible, append_node_cb, snapshot);

  /* Dragged nodes have left their cells. */
  if (self->dragged != NULL)
    for (guint k = 0; k < self->dragged_nodes->len; k++)
      {
        guint i = g_array_index (self->dragged_nodes, guint, k);

        if (graphene_rect_intersection (&self->scene->nodes[i], visible, NULL))
          append_node (self, snapshot, i);
      }
}

typedef struct
{
  cairo_t *cr;
  double   offset_x;
  double   offset_y;
} NodePath;

static void
add_node_rect_cb (BenchFloor *self,
                  guint       i,
                  gpointer    data)
{
  NodePath *path = data;
  const graphene_rect_t *rect = &self->scene->nodes[i];

  cairo_rectangle (path->cr,
                   (rect->origin.x - path->offset_x) * self->zoom,
                   (rect->origin.y - path->offset_y) * self->zoom,
                   rect->size.width * self->zoom,
                   rect->size.height * self->zoom);
}

/* The grid lines of the view: 1 pixel wide, every grid_size canvas units,
 * every fifth a major one; only the major ones when the others would be
 * closer than 6 pixels, and none when those would be.
 */
typedef void (*GridLineFunc) (BenchFloor     *self,
                              gboolean        major,
                              graphene_rect_t line,
                              gpointer        data);

static void
foreach_grid_line (BenchFloor   *self,
                   double        offset_x,
                   double        offset_y,
                   double        width,
                   double        height,
                   GridLineFunc  func,
                   gpointer      data)
{
  double z = self->zoom;
  double step = self->scene->grid_size * z;
  gboolean minor = TRUE;
  long index_x, index_y;
  double first_x, first_y;

  if (step <= 0)
    return;

  if (step < 6)
    {
      minor = FALSE;
      step *= 5;
      if (step < 6)
        return;
    }

  index_x = (long) ceil (offset_x * z / step);
  index_y = (long) ceil (offset_y * z / step);
  first_x = index_x * step - offset_x * z;
  first_y = index_y * step - offset_y * z;

  for (double x = first_x; x < width; x += step, index_x++)
    func (self, !minor || index_x % 5 == 0,
          GRAPHENE_RECT_INIT (floor (x), 0, 1, height), data);

  for (double y = first_y; y < height; y += step, index_y++)
    func (self, !minor || index_y % 5 == 0,
          GRAPHENE_RECT_INIT (0, floor (y), width, 1), data);
}

static void
append_grid_line_cb (BenchFloor      *self,
                     gboolean         major,
                     graphene_rect_t  line,
                     gpointer         data)
{
  gtk_snapshot_append_color (data,
                             major ? &self->grid_major_color : &self->grid_color,
                             &line);
}

static void
fill_grid_line_cb (BenchFloor      *self,
                   gboolean         major,
                   graphene_rect_t  line,
                   gpointer         data)
{
  cairo_t *cr = data;

  gdk_cairo_set_source_rgba (cr, major ? &self->grid_major_color : &self->grid_color);
  cairo_rectangle (cr, line.origin.x, line.origin.y, line.size.width, line.size.height);
  cairo_fill (cr);
}

static gboolean
cache_covers (BenchFloor            *self,
              const graphene_rect_t *visible)
{
  const graphene_rect_t *area = &self->cache_area;

  /* Not graphene_rect_contains_rect (): it compares a union of the two,
   * rounded, with the first.
   */
  return self->cache != NULL &&
         self->cache_zoom == self->zoom &&
         visible->origin.x >= area->origin.x &&
         visible->origin.y >= area->origin.y &&
         visible->origin.x + visible->size.width <= area->origin.x + area->size.width &&
         visible->origin.y + visible->size.height <= area->origin.y + area->size.height;
}

/* Cairo nodes of at most CELL_SIZE × CELL_SIZE pixels, as the view draws
 * them. cairo replays each cairo node into a new image of its size, made
 * and freed every frame; images as large as the window made glibc give
 * their memory back to the system and fault it in again every frame
 * (3,090 page faults, and drag frames 2.5 times as long, once the view
 * had run in the same process before).
 */
#define CELL_SIZE 512

typedef void (*CellFunc) (BenchFloor            *self,
                          cairo_t               *cr,
                          const graphene_rect_t *cell,
                          gpointer               data);

/* Calls @func with a cairo node of each cell that meets @area (widget
 * coordinates), clipped to both.
 */
static void
append_cells (BenchFloor            *self,
              GtkSnapshot           *snapshot,
              const graphene_rect_t *area,
              CellFunc               func,
              gpointer               data)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int columns = MAX (1, (width + CELL_SIZE - 1) / CELL_SIZE);
  int rows = MAX (1, (height + CELL_SIZE - 1) / CELL_SIZE);
  int cell_width = (width + columns - 1) / columns;
  int cell_height = (height + rows - 1) / rows;

  for (int row = 0; row < rows; row++)
    for (int column = 0; column < columns; column++)
      {
        graphene_rect_t cell = GRAPHENE_RECT_INIT (column * cell_width, row * cell_height,
                                                   cell_width, cell_height);
        cairo_t *cr;

        if (!graphene_rect_intersection (&cell, area, &cell))
          continue;

        cr = gtk_snapshot_append_cairo (snapshot, &cell);
        func (self, cr, &cell, data);
        cairo_destroy (cr);
      }
}

static void
paint_cache_cb (BenchFloor            *self,
                cairo_t               *cr,
                const graphene_rect_t *cell,
                gpointer               data)
{
  const graphene_point_t *origin = data;

  cairo_set_source_surface (cr, self->cache, origin->x, origin->y);
  cairo_paint (cr);
}

/* Strokes the wires of a WireSet that reach into the cell. */
static void
stroke_wires_cb (BenchFloor            *self,
                 cairo_t               *cr,
                 const graphene_rect_t *cell,
                 gpointer               data)
{
  graphene_rect_t area = GRAPHENE_RECT_INIT (cell->origin.x / self->zoom + self->offset_x,
                                             cell->origin.y / self->zoom + self->offset_y,
                                             cell->size.width / self->zoom,
                                             cell->size.height / self->zoom);

  stroke_wires (self, cr, &area, GPOINTER_TO_INT (data),
                self->zoom, self->offset_x, self->offset_y);
}

static void
bench_floor_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  BenchFloor *self = (BenchFloor *)widget;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t visible;

  if (self->scene == NULL)
    {
      gtk_snapshot_append_color (snapshot, &self->background_color,
                                 &GRAPHENE_RECT_INIT (0, 0, width, height));
      return;
    }

  get_visible_area (self, &visible);

  if (cache_covers (self, &visible))
    {
      double x = round ((self->cache_area.origin.x - self->offset_x) * self->zoom);
      double y = round ((self->cache_area.origin.y - self->offset_y) * self->zoom);
      graphene_rect_t bounds;

      /* Opaque: painting it is a copy (see the top of the file). */
      graphene_rect_intersection (&GRAPHENE_RECT_INIT (x, y,
                                                       cairo_image_surface_get_width (self->cache),
                                                       cairo_image_surface_get_height (self->cache)),
                                  &GRAPHENE_RECT_INIT (0, 0, width, height),
                                  &bounds);
      append_cells (self, snapshot, &bounds, paint_cache_cb, &GRAPHENE_POINT_INIT (x, y));

      if (self->dragged != NULL)
        append_cells (self, snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height),
                      stroke_wires_cb, GINT_TO_POINTER (WIRES_DRAGGED));
    }
  else
    {
      gtk_snapshot_append_color (snapshot, &self->background_color,
                                 &GRAPHENE_RECT_INIT (0, 0, width, height));
      foreach_grid_line (self, self->offset_x, self->offset_y, width, height,
                         append_grid_line_cb, snapshot);
      append_cells (self, snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height),
                    stroke_wires_cb, GINT_TO_POINTER (WIRES_ALL));
    }

  if (!cache_covers (self, &visible) || !self->cache_has_nodes)
    snapshot_nodes (self, snapshot, &visible);
  else if (self->hovered >= 0)
    append_node (self, snapshot, self->hovered);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BenchFloor               *self)
{
  const NodeGrid *grid = &self->grid;
  double canvas_x = x / self->zoom + self->offset_x;
  double canvas_y = y / self->zoom + self->offset_y;
  graphene_rect_t point = GRAPHENE_RECT_INIT (canvas_x, canvas_y, 0, 0);
  guint column0, row0, column1, row1;
  int hovered = -1;

  if (self->scene != NULL &&
      node_grid_range (grid, &point, &column0, &row0, &column1, &row1))
    {
      for (guint row = row0; row <= row1; row++)
        for (guint column = column0; column <= column1; column++)
          {
            guint cell = row * grid->n_columns + column;

            for (guint k = grid->starts[cell]; k < grid->starts[cell + 1]; k++)
              {
                guint i = grid->items[k];

                if ((int) i > hovered &&
                    graphene_rect_contains_point (&self->scene->nodes[i],
                                                  &GRAPHENE_POINT_INIT (canvas_x, canvas_y)))
                  hovered = i;
              }
          }
    }

  if (hovered != self->hovered)
    {
      self->hovered = hovered;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BenchFloor               *self)
{
  if (self->hovered != -1)
    {
      self->hovered = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               BenchFloor     *self)
{
  self->drag_last_x = 0;
  self->drag_last_y = 0;
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                BenchFloor     *self)
{
  double dx = (offset_x - self->drag_last_x) / self->zoom;
  double dy = (offset_y - self->drag_last_y) / self->zoom;

  self->drag_last_x = offset_x;
  self->drag_last_y = offset_y;

  if (self->dragged == NULL || (dx == 0 && dy == 0))
    return;

  bench_floor_drag (self, dx, dy);
  if (self->drag_func != NULL)
    self->drag_func (self, dx, dy, self->drag_data);
}

static void
bench_floor_finalize (GObject *object)
{
  BenchFloor *self = (BenchFloor *)object;

  g_clear_pointer (&self->dragged, g_free);
  g_clear_pointer (&self->dragged_nodes, g_array_unref);
  g_clear_pointer (&self->dragged_wires, g_array_unref);
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  g_clear_pointer (&self->wire_boxes, g_free);
  node_grid_clear (&self->grid);
  g_clear_pointer (&self->scene, bench_scene_free);

  G_OBJECT_CLASS (bench_floor_parent_class)->finalize (object);
}

static void
bench_floor_class_init (BenchFloorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bench_floor_finalize;

  widget_class->snapshot = bench_floor_snapshot;
}

static void
bench_floor_init (BenchFloor *self)
{
  GtkEventController *motion;
  GtkGesture *drag;

  self->zoom = 1.0;
  self->hovered = -1;

  gdk_rgba_parse (&self->background_color, "#ffffff");
  gdk_rgba_parse (&self->node_color, "#deddda");
  gdk_rgba_parse (&self->hover_color, "#c0bfbc");
  gdk_rgba_parse (&self->wire_color, "#3584e4");
  gdk_rgba_parse (&self->grid_color, "#f6f5f4");
  gdk_rgba_parse (&self->grid_major_color, "#deddda");

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

GtkWidget *
bench_floor_new (void)
{
  return g_object_new (BENCH_TYPE_FLOOR, NULL);
}

void
bench_floor_set_scene (BenchFloor *self,
                       BenchScene *scene)
{
  g_return_if_fail (BENCH_IS_FLOOR (self));

  bench_floor_end_drag (self);
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  g_clear_pointer (&self->wire_boxes, g_free);
  node_grid_clear (&self->grid);
  g_clear_pointer (&self->scene, bench_scene_free);
  self->hovered = -1;

  self->scene = scene;

  if (scene != NULL)
    {
      node_grid_build (&self->grid, scene);
      self->wire_boxes = g_new (float, 4 * MAX (scene->n_wires, 1));
      for (guint i = 0; i < scene->n_wires; i++)
        update_wire_box (self, i);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

BenchScene *
bench_floor_get_scene (BenchFloor *self)
{
  g_return_val_if_fail (BENCH_IS_FLOOR (self), NULL);

  return self->scene;
}

double
bench_floor_get_zoom (BenchFloor *self)
{
  return self->zoom;
}

double
bench_floor_get_offset_x (BenchFloor *self)
{
  return self->offset_x;
}

double
bench_floor_get_offset_y (BenchFloor *self)
{
  return self->offset_y;
}

void
bench_floor_set_viewport (BenchFloor *self,
                          double      zoom,
                          double      offset_x,
                          double      offset_y)
{
  g_return_if_fail (BENCH_IS_FLOOR (self));
  g_return_if_fail (zoom > 0);

  if (self->zoom == zoom && self->offset_x == offset_x && self->offset_y == offset_y)
    return;

  self->zoom = zoom;
  self->offset_x = offset_x;
  self->offset_y = offset_y;

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bench_floor_pan (BenchFloor *self,
                 double      dx,
                 double      dy)
{
  bench_floor_set_viewport (self, self->zoom,
                            self->offset_x - dx / self->zoom,
                            self->offset_y - dy / self->zoom);
}

void
bench_floor_zoom_at (BenchFloor *self,
                     double      zoom,
                     double      x,
                     double      y)
{
  double canvas_x = x / self->zoom + self->offset_x;
  double canvas_y = y / self->zoom + self->offset_y;

  bench_floor_set_viewport (self, zoom, canvas_x - x / zoom, canvas_y - y / zoom);
}

static void
rasterize (BenchFloor *self,
           double      margin,
           WireSet     set,
           gboolean    with_nodes)
{
  graphene_rect_t visible, area;
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height;

  g_clear_pointer (&self->cache, cairo_surface_destroy);

  if (self->scene == NULL)
    return;

  get_visible_area (self, &visible);
  graphene_rect_inset_r (&visible, -margin / self->zoom, -margin / self->zoom, &area);

  width = (int) ceil (area.size.width * self->zoom);
  height = (int) ceil (area.size.height * self->zoom);

  /* Opaque: the background and the grid under the wires. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  gdk_cairo_set_source_rgba (cr, &self->background_color);
  cairo_paint (cr);
  foreach_grid_line (self, area.origin.x, area.origin.y, width, height,
                     fill_grid_line_cb, cr);
  stroke_wires (self, cr, &area, set, self->zoom, area.origin.x, area.origin.y);

  if (with_nodes)
    {
      NodePath path = { cr, area.origin.x, area.origin.y };

      foreach_node_in (self, &area, add_node_rect_cb, &path);
      gdk_cairo_set_source_rgba (cr, &self->node_color);
      cairo_fill (cr);
    }

  cairo_destroy (cr);
  cairo_surface_flush (surface);

  self->cache = surface;
  self->cache_area = area;
  self->cache_zoom = self->zoom;
  self->cache_has_nodes = with_nodes;

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bench_floor_cache_scene (BenchFloor *self,
                         double      margin,
                         gboolean    with_nodes)
{
  g_return_if_fail (BENCH_IS_FLOOR (self));

  rasterize (self, margin, WIRES_ALL, with_nodes);
}

void
bench_floor_begin_drag (BenchFloor         *self,
                        const guint        *nodes,
                        guint               n_nodes,
                        double              margin,
                        BenchFloorDragFunc  func,
                        gpointer            user_data)
{
  const BenchScene *scene;

  g_return_if_fail (BENCH_IS_FLOOR (self));
  g_return_if_fail (self->scene != NULL);

  bench_floor_end_drag (self);

  scene = self->scene;
  self->dragged = g_new0 (guint8, scene->n_nodes);
  self->dragged_nodes = g_array_new (FALSE, FALSE, sizeof (guint));
  self->dragged_wires = g_array_new (FALSE, FALSE, sizeof (guint));
  self->drag_func = func;
  self->drag_data = user_data;

  for (guint k = 0; k < n_nodes; k++)
    {
      self->dragged[nodes[k]] = 1;
      g_array_append_val (self->dragged_nodes, nodes[k]);
    }

  for (guint i = 0; i < scene->n_wires; i++)
    if (self->dragged[scene->wires[i].source_node] ||
        self->dragged[scene->wires[i].sink_node])
      g_array_append_val (self->dragged_wires, i);

  rasterize (self, margin, WIRES_UNDRAGGED, FALSE);
}

void
bench_floor_drag (BenchFloor *self,
                  double      dx,
                  double      dy)
{
  BenchScene *scene = self->scene;

  g_return_if_fail (BENCH_IS_FLOOR (self));
  g_return_if_fail (self->dragged != NULL);

  for (guint k = 0; k < self->dragged_nodes->len; k++)
    {
      graphene_rect_t *rect = &scene->nodes[g_array_index (self->dragged_nodes, guint, k)];

      rect->origin.x += dx;
      rect->origin.y += dy;
    }

  for (guint k = 0; k < self->dragged_wires->len; k++)
    {
      guint i = g_array_index (self->dragged_wires, guint, k);
      BenchWire *wire = &scene->wires[i];

      if (self->dragged[wire->source_node])
        {
          wire->from.x += dx;
          wire->from.y += dy;
        }
      if (self->dragged[wire->sink_node])
        {
          wire->to.x += dx;
          wire->to.y += dy;
        }
      update_wire_box (self, i);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bench_floor_end_drag (BenchFloor *self)
{
  g_return_if_fail (BENCH_IS_FLOOR (self));

  if (self->dragged == NULL)
    return;

  g_clear_pointer (&self->dragged, g_free);
  g_clear_pointer (&self->dragged_nodes, g_array_unref);
  g_clear_pointer (&self->dragged_wires, g_array_unref);
  self->drag_func = NULL;
  self->drag_data = NULL;

  /* Nodes moved: index them again; the cached image misses some wires. */
  if (self->scene != NULL)
    node_grid_build (&self->grid, self->scene);
  g_clear_pointer (&self->cache, cairo_surface_destroy);

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
bench_floor_get_hovered_node (BenchFloor *self)
{
  g_return_val_if_fail (BENCH_IS_FLOOR (self), -1);

  return self->hovered;
}

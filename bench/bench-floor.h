/* bench-floor.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The floor of the view workloads: the scene the view draws for a graph
 * (node rectangles, wires), drawn by a minimal widget in the cheapest way
 * known, so that every view figure can be set beside what the machine
 * can do at all.
 *
 * The floor knows nothing of Flow: it draws a BenchScene, plain geometry
 * in canvas units that bench-view.c takes from the graph and the view.
 * Its viewport maps canvas to widget coordinates as
 * widget = (canvas - offset) × zoom.
 */

typedef struct
{
  /* Indices in BenchScene.nodes of the nodes the wire links. */
  guint            source_node;
  guint            sink_node;

  /* The anchors, in canvas units: the source dock and the sink dock. */
  graphene_point_t from;
  graphene_point_t to;
} BenchWire;

typedef struct
{
  guint            n_nodes;
  graphene_rect_t *nodes;

  guint            n_wires;
  BenchWire       *wires;

  /* Wire width in pixels at zoom 1 and above; below, the width shrinks
   * to 1 pixel at least, as in the view.
   */
  double           wire_width;

  /* The spacing of the background grid, in canvas units; 0 for none.
   * Every fifth line is a major one.
   */
  double           grid_size;
} BenchScene;

BenchScene *bench_scene_new              (guint             n_nodes,
                                          guint             n_wires);
void        bench_scene_free             (BenchScene       *scene);
void        bench_scene_get_bounds       (const BenchScene *scene,
                                          graphene_rect_t  *bounds);

/* The width of wires, in pixels, at @zoom. */
double      bench_scene_get_wire_width   (const BenchScene *scene,
                                          double            zoom);

/* Appends the path of @wire to @cr, in widget coordinates for @zoom and
 * the offset (@offset_x, @offset_y): the cubic Bézier the view draws.
 */
void        bench_scene_append_wire_path (const BenchScene *scene,
                                          const BenchWire  *wire,
                                          cairo_t          *cr,
                                          double            zoom,
                                          double            offset_x,
                                          double            offset_y);

#define BENCH_TYPE_FLOOR (bench_floor_get_type ())
G_DECLARE_FINAL_TYPE (BenchFloor, bench_floor, BENCH, FLOOR, GtkWidget)

GtkWidget  *bench_floor_new              (void);

/* Takes @scene (may be NULL: an empty floor). */
void        bench_floor_set_scene        (BenchFloor       *self,
                                          BenchScene       *scene);
BenchScene *bench_floor_get_scene        (BenchFloor       *self);

double      bench_floor_get_zoom         (BenchFloor       *self);
double      bench_floor_get_offset_x     (BenchFloor       *self);
double      bench_floor_get_offset_y     (BenchFloor       *self);
void        bench_floor_set_viewport     (BenchFloor       *self,
                                          double            zoom,
                                          double            offset_x,
                                          double            offset_y);
/* Pans by (@dx, @dy) widget pixels: the content moves by (@dx, @dy), as
 * with FlowGtkViewport.
 */
void        bench_floor_pan              (BenchFloor       *self,
                                          double            dx,
                                          double            dy);
void        bench_floor_zoom_at          (BenchFloor       *self,
                                          double            zoom,
                                          double            x,
                                          double            y);

/* Rasterizes, once, the background, the grid, the wires and, if
 * @with_nodes, the node rectangles of the visible area grown by @margin
 * pixels on every side into an image, which the floor then paints
 * (translated) for as long as the zoom stays and the visible area stays
 * inside it. Without it, the floor strokes the visible wires every frame.
 */
void        bench_floor_cache_scene      (BenchFloor       *self,
                                          double            margin,
                                          gboolean          with_nodes);

/* Called when a pointer drag moved the dragged nodes by (@dx, @dy)
 * canvas units.
 */
typedef void (*BenchFloorDragFunc) (BenchFloor *floor,
                                    double      dx,
                                    double      dy,
                                    gpointer    user_data);

/* Dragging: the wires of the @n_nodes dragged nodes leave the cached
 * image (made again once, for the visible area grown by @margin), and
 * are stroked every frame over it. A pointer drag anywhere on the floor
 * then moves the dragged nodes and their wire ends, as does
 * bench_floor_drag () by (@dx, @dy) canvas units; @func, if not NULL, is
 * told of every move of a pointer drag.
 */
void        bench_floor_begin_drag       (BenchFloor        *self,
                                          const guint       *nodes,
                                          guint              n_nodes,
                                          double             margin,
                                          BenchFloorDragFunc func,
                                          gpointer           user_data);
void        bench_floor_drag             (BenchFloor       *self,
                                          double            dx,
                                          double            dy);
void        bench_floor_end_drag         (BenchFloor       *self);

/* The node under the pointer, highlighted; -1 if none. */
int         bench_floor_get_hovered_node (BenchFloor       *self);

G_END_DECLS

/* bench-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The view workloads: FlowGtkView in a real window (X11, cairo renderer
 * or, with GSK_RENDERER=gl, the GL renderer, 1600 × 1000), showing the layered graph of bench-graph.c, and beside
 * each view figure the same figure for the floor (bench-floor.c), the
 * same scene drawn the cheapest way known.
 *
 *   TARGET.first_frame.nN     ms from attaching the graph to the end of
 *                             the first frame that shows it
 *   TARGET.pan.zoom1.nN       ms of work per frame, panning a few pixels
 *                             a frame at zoom 1 (a screenful of nodes)
 *   TARGET.pan.fit.nN         the same at zoom-to-fit (every node visible)
 *   TARGET.drag.zoom1.nN      ms per frame, 100 selected nodes moved
 *                             together, at zoom 1
 *   TARGET.hover.nN           ms of work per pointer motion event, the
 *                             real pointer (XTest) crossing the canvas
 *   TARGET.zoom.nN            ms per frame, zooming in and out around the
 *                             pointer
 *   view.widgets.nN           ms per node widget, the frame that makes
 *                             every node widget of a screenful anew
 *                             (zooming in from below the level of
 *                             detail after the factory changed), divided
 *                             by the number of widgets
 *   view.place.piled.nN       ms to place every node of the graph, one
 *                             call per node, when all of them were at one
 *                             point and the view shows the graph, until
 *                             the view has drawn the result
 *   TARGET.rss.peak.nN        MiB, peak resident set size of the process
 *                             while it shows the graph (the graph built
 *                             beforehand)
 *   TARGET.rss.per_node.nN    bytes per node, resident set size of the
 *                             widget showing the graph above the same
 *                             widget empty (the graph itself excluded)
 *
 * first_frame also has a `.settled` figure: until the widget stopped
 * drawing, everything shown; pan has a `.worst` figure, the longest
 * frame. view.widgets has `.recycled`, the same frame with the widgets
 * taken from the view's pool, divided alike; view.place.piled has
 * `.detached`, the same placing with the view attached afterwards. Frame figures are medians over the measured
 * frames of the busy time (see bench-frames.h for what it takes in); each
 * also has a `.cpu` figure, the CPU time of this process and the X server
 * per frame, steadier when other processes compete for the CPU, and a
 * `.snapshot` figure, the time of the widget's snapshot ().
 */

#include "config.h"

#include "bench-floor.h"
#include "bench-frames.h"
#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_WARMUP_FRAMES  10
#define N_FRAMES_DEFAULT 120

/* Pan: this many pixels per frame, turning back every PAN_LEG frames, so
 * the content never moves more than PAN_MARGIN pixels from where it was.
 */
#define PAN_DX     3.0
#define PAN_DY     2.0
#define PAN_LEG    30
#define PAN_MARGIN (PAN_LEG * MAX (PAN_DX, PAN_DY) + 10)

/* Drag: DRAG_SIDE × DRAG_SIDE nodes; the pointer moves this many pixels
 * per frame, turning back every DRAG_LEG frames.
 */
#define DRAG_SIDE  10
#define DRAG_DX    3.0
#define DRAG_DY    2.0
#define DRAG_LEG   30

/* Zoom: by ZOOM_STEP per frame, ZOOM_STEPS steps out from zoom 1 and
 * back, around ZOOM_X, ZOOM_Y.
 */
#define ZOOM_STEP  1.03
#define ZOOM_STEPS 20
#define ZOOM_X     720.0
#define ZOOM_Y     450.0

/* The margin of zoom-to-fit, in pixels. */
#define FIT_MARGIN 20.0

static int n_frames_option;

static const guint sizes[] = { 100, 1000, 10000, 100000 };

typedef enum
{
  TARGET_FLOOR,
  TARGET_VIEW,
} Target;

static const char * const target_names[] = { "floor", "view" };

typedef enum
{
  WORKLOAD_FIRST_FRAME,
  WORKLOAD_PAN_ZOOM1,
  WORKLOAD_PAN_FIT,
  WORKLOAD_DRAG,
  WORKLOAD_HOVER,
  WORKLOAD_ZOOM,
  WORKLOAD_RSS_PEAK,
  WORKLOAD_RSS_PER_NODE,
  WORKLOAD_WIDGETS,
  WORKLOAD_PLACE_PILED,
} WorkloadKind;

typedef struct
{
  WorkloadKind  kind;
  Target        target;
  guint         n;
} WorkloadSpec;

/* The geometry of a node, relative to its position: its size and the
 * anchors of its docks, where wires end.
 */
typedef struct
{
  double           width;
  double           height;
  graphene_point_t a;
  graphene_point_t b;
  graphene_point_t out;
} NodeShape;

/* The graph of the current size and what both targets need to show it
 * the same way.
 */
typedef struct
{
  guint       n;
  FlowGraph  *graph;
  /* Borrowed from the graph, by index. */
  BenchNode **nodes;
  NodeShape  *shapes;
  /* The spacing of the grid the view draws; 0 if none. */
  double      grid_size;

  graphene_rect_t bounds;
  /* Zoom 1, centred on the graph; and zoom-to-fit. */
  double      zoom1_offset_x;
  double      zoom1_offset_y;
  double      fit_zoom;
  double      fit_offset_x;
  double      fit_offset_y;
} GraphFixture;

/* A drag: the nodes, where they were, the pointer. */
typedef struct
{
  GtkWidget *widget;
  guint      n_nodes;
  guint      nodes[DRAG_SIDE * DRAG_SIDE];
  double     x[DRAG_SIDE * DRAG_SIDE];
  double     y[DRAG_SIDE * DRAG_SIDE];
  double     pointer_x;
  double     pointer_y;
  double     floor_dx;
  double     floor_dy;
} DragState;

static BenchFrames  *frames;
static GraphFixture *fixture;
/* What the window shows: a widget of @shown_target, showing the graph of
 * the fixture when @shown_attached.
 */
static Target        shown_target;
static gboolean      shown_attached;

/* Memory figures: both are measured at once, and kept for the other
 * workload of the pair.
 */
typedef struct
{
  Target target;
  guint  n;
  guint  run;
  double peak_mib;
  double per_node_bytes;
} MemoryResult;

static MemoryResult last_memory = { 0, 0, G_MAXUINT, 0, 0 };

/* The memory workloads run in a child process of flow-bench, started
 * with this variable set, so that what earlier workloads left in the heap
 * does not count.
 */
#define MEMORY_CHILD_VARIABLE "FLOW_BENCH_MEMORY_CHILD"

static gboolean
in_memory_child (void)
{
  return g_getenv (MEMORY_CHILD_VARIABLE) != NULL;
}

static guint
n_frames (void)
{
  return n_frames_option > 0 ? (guint) n_frames_option : N_FRAMES_DEFAULT;
}

static void
ensure_frames (void)
{
  if (frames == NULL)
    frames = bench_frames_new_or_exit ();
}

/* The targets, below. */
static GtkWidget *target_new (Target target);
static void show_widget (Target     target,
                         GtkWidget *widget);
static void target_attach (Target     target,
                           GtkWidget *widget);
static void target_set_viewport (GtkWidget *widget,
                                 double     zoom,
                                 double     offset_x,
                                 double     offset_y);

static void
fixture_free (GraphFixture *self)
{
  if (self == NULL)
    return;

  g_clear_object (&self->graph);
  g_free (self->nodes);
  g_free (self->shapes);
  g_free (self);
}

static void
fixture_compute_viewports (GraphFixture *self)
{
  double width = BENCH_FRAMES_WIDTH;
  double height = BENCH_FRAMES_HEIGHT;
  graphene_rect_t *r = &self->bounds;
  double zoom;

  r->origin.x = r->origin.y = G_MAXDOUBLE;
  r->size.width = r->size.height = 0;
  for (guint i = 0; i < self->n; i++)
    {
      FlowNode *node = FLOW_NODE (self->nodes[i]);
      graphene_rect_t rect = GRAPHENE_RECT_INIT (flow_node_get_x (node),
                                                 flow_node_get_y (node),
                                                 self->shapes[i].width,
                                                 self->shapes[i].height);

      if (i == 0)
        *r = rect;
      else
        graphene_rect_union (r, &rect, r);
    }

  self->zoom1_offset_x = round (r->origin.x + r->size.width / 2 - width / 2);
  self->zoom1_offset_y = round (r->origin.y + r->size.height / 2 - height / 2);

  /* As flow_gtk_viewport_fit () does it. */
  zoom = MIN ((width - 2 * FIT_MARGIN) / r->size.width,
              (height - 2 * FIT_MARGIN) / r->size.height);
  zoom = MIN (zoom, 1.0);
  self->fit_zoom = zoom;
  self->fit_offset_x = r->origin.x + r->size.width / 2 - width / (2 * zoom);
  self->fit_offset_y = r->origin.y + r->size.height / 2 - height / (2 * zoom);
}

static GraphFixture *
fixture_new (guint n)
{
  GraphFixture *self = g_new0 (GraphFixture, 1);

  self->n = n;
  self->graph = bench_build_layered_graph (n);
  self->nodes = g_new (BenchNode *, n);
  self->shapes = g_new (NodeShape, n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BenchNode) node = g_list_model_get_item (G_LIST_MODEL (self->graph), i);

      self->nodes[i] = node;
    }

  return self;
}

/* A node shape like the view's estimate for nodes it has not measured.
 * The memory workloads use it, in a process of their own: the shapes do
 * not change what the floor allocates, and a view made only to read them
 * would leave its mark on the figures.
 */
static void
fixture_estimate_geometry (GraphFixture *self)
{
  for (guint i = 0; i < self->n; i++)
    {
      NodeShape *shape = &self->shapes[i];

      shape->width = 180;
      shape->height = 132;
      shape->out = GRAPHENE_POINT_INIT (180, 49);
      shape->a = GRAPHENE_POINT_INIT (0, 79);
      shape->b = GRAPHENE_POINT_INIT (0, 109);
    }

  self->grid_size = 20;
  fixture_compute_viewports (self);
}

/* The geometry of every node, as the view has it once it has shown the
 * graph at zoom 1 on its centre (nodes measured there, the others
 * estimated from them), and the grid it draws: both targets draw the
 * same scene.
 */
static void
fixture_take_geometry (GraphFixture *self)
{
  GtkWidget *view;
  graphene_rect_t bounds;
  graphene_point_t p;

  view = g_object_ref_sink (target_new (TARGET_VIEW));
  show_widget (TARGET_VIEW, view);
  target_attach (TARGET_VIEW, view);

  flow_gtk_view_get_graph_bounds (FLOW_GTK_VIEW (view), &bounds);
  target_set_viewport (view, 1.0,
                       round (bounds.origin.x + bounds.size.width / 2 - BENCH_FRAMES_WIDTH / 2),
                       round (bounds.origin.y + bounds.size.height / 2 - BENCH_FRAMES_HEIGHT / 2));
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_until_still (frames, 0, BENCH_FRAMES_SETTLE_MS);

  for (guint i = 0; i < self->n; i++)
    {
      BenchNode *node = self->nodes[i];
      NodeShape *shape = &self->shapes[i];
      FlowGtkView *v = FLOW_GTK_VIEW (view);

      if (!flow_gtk_view_get_node_bounds (v, FLOW_NODE (node), &bounds))
        g_error ("The view has no bounds for node %u", i);

      shape->width = bounds.size.width;
      shape->height = bounds.size.height;

      if (!flow_gtk_view_get_dock_position (v, FLOW_DOCK (bench_node_get_a (node)), &p))
        g_error ("The view has no anchor for a dock of node %u", i);
      shape->a = GRAPHENE_POINT_INIT (p.x - bounds.origin.x, p.y - bounds.origin.y);
      if (!flow_gtk_view_get_dock_position (v, FLOW_DOCK (bench_node_get_b (node)), &p))
        g_error ("The view has no anchor for a dock of node %u", i);
      shape->b = GRAPHENE_POINT_INIT (p.x - bounds.origin.x, p.y - bounds.origin.y);
      if (!flow_gtk_view_get_dock_position (v, FLOW_DOCK (bench_node_get_out (node)), &p))
        g_error ("The view has no anchor for a dock of node %u", i);
      shape->out = GRAPHENE_POINT_INIT (p.x - bounds.origin.x, p.y - bounds.origin.y);
    }

  self->grid_size = flow_gtk_view_get_show_grid (FLOW_GTK_VIEW (view))
                      ? flow_gtk_view_get_grid_size (FLOW_GTK_VIEW (view)) : 0;

  show_widget (TARGET_VIEW, NULL);
  g_object_unref (view);

  fixture_compute_viewports (self);
}

static void
ensure_fixture (guint n)
{
  if (fixture != NULL && fixture->n == n)
    return;

  ensure_frames ();

  /* The widget shows the old graph: drop both before building anew. */
  show_widget (shown_target, NULL);
  g_clear_pointer (&fixture, fixture_free);
  bench_trim ();

  fixture = fixture_new (n);
  if (in_memory_child ())
    fixture_estimate_geometry (fixture);
  else
    fixture_take_geometry (fixture);
}

/* The targets. */

static GtkWidget *
target_new (Target target)
{
  switch (target)
    {
    case TARGET_FLOOR:
      return bench_floor_new ();
    case TARGET_VIEW:
      {
        GtkWidget *view = flow_gtk_view_new (NULL);

        gtk_widget_set_hexpand (view, TRUE);
        gtk_widget_set_vexpand (view, TRUE);
        return view;
      }
    default:
      g_assert_not_reached ();
    }
}

static void
show_widget (Target     target,
             GtkWidget *widget)
{
  if (frames == NULL)
    return;

  bench_frames_set_child (frames, widget);
  shown_target = target;
  shown_attached = FALSE;
}

/* The floor's scene, made as a widget showing a graph makes it: from the
 * model's positions and connections, and the nodes' shapes.
 */
static BenchScene *
scene_from_graph (GraphFixture *f)
{
  GListModel *nodes = G_LIST_MODEL (f->graph);
  GListModel *connections = flow_graph_get_connections (f->graph);
  guint n_nodes = g_list_model_get_n_items (nodes);
  guint n_wires = g_list_model_get_n_items (connections);
  BenchScene *scene = bench_scene_new (n_nodes, n_wires);
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);

  scene->grid_size = f->grid_size;

  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      const NodeShape *shape = &f->shapes[i];

      graphene_rect_init (&scene->nodes[i],
                          flow_node_get_x (node), flow_node_get_y (node),
                          shape->width, shape->height);
      g_hash_table_insert (index, node, GUINT_TO_POINTER (i));
    }

  for (guint k = 0; k < n_wires; k++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, k);
      FlowSource *source = flow_connection_get_source (connection);
      FlowSink *sink = flow_connection_get_sink (connection);
      FlowNode *source_node = flow_dock_get_node (FLOW_DOCK (source));
      FlowNode *sink_node = flow_dock_get_node (FLOW_DOCK (sink));
      guint s = GPOINTER_TO_UINT (g_hash_table_lookup (index, source_node));
      guint t = GPOINTER_TO_UINT (g_hash_table_lookup (index, sink_node));
      const graphene_point_t *anchor;
      BenchWire *wire = &scene->wires[k];

      wire->source_node = s;
      wire->sink_node = t;
      wire->from.x = scene->nodes[s].origin.x + f->shapes[s].out.x;
      wire->from.y = scene->nodes[s].origin.y + f->shapes[s].out.y;
      if (sink == bench_node_get_a (BENCH_NODE (sink_node)))
        anchor = &f->shapes[t].a;
      else
        anchor = &f->shapes[t].b;
      wire->to.x = scene->nodes[t].origin.x + anchor->x;
      wire->to.y = scene->nodes[t].origin.y + anchor->y;
    }

  return scene;
}

static void
target_attach (Target     target,
               GtkWidget *widget)
{
  switch (target)
    {
    case TARGET_FLOOR:
      bench_floor_set_scene (BENCH_FLOOR (widget), scene_from_graph (fixture));
      break;
    case TARGET_VIEW:
      flow_gtk_view_set_graph (FLOW_GTK_VIEW (widget), fixture->graph);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
target_set_viewport (GtkWidget *widget,
                     double     zoom,
                     double     offset_x,
                     double     offset_y)
{
  switch (shown_target)
    {
    case TARGET_FLOOR:
      bench_floor_set_viewport (BENCH_FLOOR (widget), zoom, offset_x, offset_y);
      break;
    case TARGET_VIEW:
      {
        FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (widget));

        flow_gtk_viewport_set_zoom (viewport, zoom);
        flow_gtk_viewport_set_offset (viewport, offset_x, offset_y);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
target_pan (GtkWidget *widget,
            double     dx,
            double     dy)
{
  switch (shown_target)
    {
    case TARGET_FLOOR:
      bench_floor_pan (BENCH_FLOOR (widget), dx, dy);
      break;
    case TARGET_VIEW:
      flow_gtk_viewport_pan (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (widget)), dx, dy);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
target_zoom_at (GtkWidget *widget,
                double     zoom,
                double     x,
                double     y)
{
  switch (shown_target)
    {
    case TARGET_FLOOR:
      bench_floor_zoom_at (BENCH_FLOOR (widget), zoom, x, y);
      break;
    case TARGET_VIEW:
      flow_gtk_viewport_zoom_at (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (widget)),
                                 zoom, x, y);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
floor_dragged_cb (BenchFloor *floor,
                  double      dx,
                  double      dy,
                  gpointer    user_data)
{
  DragState *state = user_data;

  flow_graph_begin_batch (fixture->graph);
  for (guint k = 0; k < state->n_nodes; k++)
    {
      FlowNode *node = FLOW_NODE (fixture->nodes[state->nodes[k]]);

      flow_node_set_position (node,
                              flow_node_get_x (node) + dx,
                              flow_node_get_y (node) + dy);
    }
  flow_graph_end_batch (fixture->graph);

  state->floor_dx += dx;
  state->floor_dy += dy;
}

/* Selects the nodes of a drag: the view through its selection model;
 * the floor makes its image of the other wires.
 */
static void
target_select (GtkWidget *widget,
               DragState *state)
{
  switch (shown_target)
    {
    case TARGET_FLOOR:
      bench_floor_begin_drag (BENCH_FLOOR (widget), state->nodes, state->n_nodes,
                              0, floor_dragged_cb, state);
      break;
    case TARGET_VIEW:
      {
        GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (widget));
        g_autoptr(GtkBitset) selected = gtk_bitset_new_empty ();
        g_autoptr(GtkBitset) mask = gtk_bitset_new_range (0, fixture->n);

        /* The graph lists its nodes in the order they were added. */
        for (guint k = 0; k < state->n_nodes; k++)
          gtk_bitset_add (selected, state->nodes[k]);
        gtk_selection_model_set_selection (selection, selected, mask);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
target_unselect (GtkWidget *widget,
                 DragState *state)
{
  switch (shown_target)
    {
    case TARGET_FLOOR:
      bench_floor_drag (BENCH_FLOOR (widget), -state->floor_dx, -state->floor_dy);
      bench_floor_end_drag (BENCH_FLOOR (widget));
      break;
    case TARGET_VIEW:
      gtk_selection_model_unselect_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (widget)));
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Before panning: the floor pans a picture made once, of the wires and,
 * at zoom-to-fit, where they are many, of the node rectangles too.
 */
static void
target_prepare_pan (GtkWidget *widget,
                    gboolean   fit)
{
  switch (shown_target)
    {
    case TARGET_FLOOR:
      bench_floor_cache_scene (BENCH_FLOOR (widget), PAN_MARGIN, fit);
      break;
    case TARGET_VIEW:
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Shows the fixture's graph in a widget of @target, at zoom 1 on the
 * graph's centre, and waits for it to be drawn.
 */
static GtkWidget *
ensure_shown (Target target)
{
  GtkWidget *widget;

  ensure_frames ();

  if (shown_target != target || bench_frames_get_child (frames) == NULL)
    show_widget (target, target_new (target));

  widget = bench_frames_get_child (frames);

  if (!shown_attached)
    {
      target_attach (target, widget);
      shown_attached = TRUE;
    }

  bench_frames_move_pointer_away (frames);
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_frames (frames, 3);

  return widget;
}

static void
report_frames (BenchRun              *run,
               const WorkloadSpec    *spec,
               const char            *name,
               const BenchFrameStats *stats,
               gboolean               motion)
{
  bench_run_report (run, NULL, motion ? stats->motion_busy_ms : stats->busy_ms, "ms");
  bench_run_report (run, "cpu", motion ? stats->motion_cpu_ms : stats->cpu_ms, "ms");
  bench_run_report (run, "snapshot", stats->snapshot_ms, "ms");
  g_printerr ("# %s.%s.n%u: %u frames (%u after a motion event, %u drawn); "
              "update end → after-paint %.3g ms; X server CPU %.3g ms; "
              "%.3g page faults a frame\n",
              target_names[spec->target], name, spec->n,
              stats->n_frames, stats->n_motion_frames, stats->n_drawn_frames,
              stats->paint_ms, stats->server_ms, stats->faults_per_frame);
}

/* first_frame */

static void
first_frame_workload (BenchRun *run,
                      gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  GtkWidget *widget;
  gint64 start;

  ensure_frames ();
  ensure_fixture (spec->n);

  /* An empty widget, drawn, in a still window. */
  widget = target_new (spec->target);
  show_widget (spec->target, widget);
  bench_frames_move_pointer_away (frames);
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_frames (frames, 3);

  start = bench_now_ns ();
  target_attach (spec->target, widget);
  shown_attached = TRUE;
  bench_frames_wait_for_draw (frames);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  /* Until the widget stops drawing: all of the graph shown. */
  bench_run_report (run, "settled",
                    bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS), "ms");
}

/* pan */

static void
pan_frame (BenchFrames *bench_frames,
           guint        frame,
           gpointer     user_data)
{
  GtkWidget *widget = user_data;
  double sign = (frame / PAN_LEG) % 2 == 0 ? 1.0 : -1.0;

  target_pan (widget, sign * PAN_DX, sign * PAN_DY);
}

static void
pan_workload (BenchRun *run,
              gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  gboolean fit = spec->kind == WORKLOAD_PAN_FIT;
  BenchFrameStats stats;
  GtkWidget *widget;

  ensure_fixture (spec->n);
  widget = ensure_shown (spec->target);

  if (fit)
    target_set_viewport (widget, fixture->fit_zoom,
                         fixture->fit_offset_x, fixture->fit_offset_y);

  target_prepare_pan (widget, fit);

  bench_frames_wait_frames (frames, 3);
  bench_frames_run (frames, N_WARMUP_FRAMES, n_frames (), pan_frame, widget, &stats);
  report_frames (run, spec, fit ? "pan.fit" : "pan.zoom1", &stats, FALSE);
  bench_run_report (run, "worst", stats.worst_busy_ms, "ms");
}

/* drag: the real pointer (XTest) presses on the header of one of
 * DRAG_SIDE × DRAG_SIDE selected nodes and moves a few pixels a frame;
 * the floor moves the same nodes, and writes their positions to the
 * model, as the view does.
 */

/* The DRAG_SIDE × DRAG_SIDE block of nodes (layers × rows) around the
 * centre of the graph, that is of the screen at zoom 1.
 */
static void
pick_dragged_nodes (DragState *state)
{
  guint width = (guint) ceil (sqrt (fixture->n));
  guint n_layers = (fixture->n + width - 1) / width;
  guint layer0 = n_layers / 2 > DRAG_SIDE / 2 ? n_layers / 2 - DRAG_SIDE / 2 : 0;
  guint row0 = width / 2 > DRAG_SIDE / 2 ? width / 2 - DRAG_SIDE / 2 : 0;
  double best = G_MAXDOUBLE;

  state->n_nodes = 0;
  for (guint layer = layer0; layer < layer0 + DRAG_SIDE; layer++)
    for (guint row = row0; row < row0 + DRAG_SIDE && row < width; row++)
      {
        guint i = layer * width + row;
        FlowNode *node;
        double header_x, header_y, d;

        if (i >= fixture->n)
          continue;

        node = FLOW_NODE (fixture->nodes[i]);
        state->nodes[state->n_nodes] = i;
        state->x[state->n_nodes] = flow_node_get_x (node);
        state->y[state->n_nodes] = flow_node_get_y (node);
        state->n_nodes++;

        /* Press on the header of the node nearest the centre. */
        header_x = flow_node_get_x (node) + fixture->shapes[i].width / 2 - fixture->zoom1_offset_x;
        header_y = flow_node_get_y (node) + 12 - fixture->zoom1_offset_y;
        d = hypot (header_x - BENCH_FRAMES_WIDTH / 2, header_y - BENCH_FRAMES_HEIGHT / 2);
        if (d < best)
          {
            best = d;
            state->pointer_x = header_x;
            state->pointer_y = header_y;
          }
      }
}

static void
drag_frame (BenchFrames *bench_frames,
            guint        frame,
            gpointer     user_data)
{
  DragState *state = user_data;
  double sign = (frame / DRAG_LEG) % 2 == 0 ? 1.0 : -1.0;

  state->pointer_x += sign * DRAG_DX;
  state->pointer_y += sign * DRAG_DY;
  bench_frames_move_pointer (bench_frames, state->pointer_x, state->pointer_y);
}

static void
drag_workload (BenchRun *run,
               gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  DragState state = { 0, };
  BenchFrameStats stats;
  double press_x;

  ensure_fixture (spec->n);
  state.widget = ensure_shown (spec->target);
  pick_dragged_nodes (&state);

  target_select (state.widget, &state);

  press_x = state.pointer_x;
  bench_frames_move_pointer (frames, state.pointer_x, state.pointer_y);
  bench_frames_wait_frames (frames, 3);
  bench_frames_press_button (frames);
  bench_frames_wait_frames (frames, 3);

  /* The warm-up frames take the pointer past the drag threshold. */
  bench_frames_run (frames, N_WARMUP_FRAMES, n_frames (), drag_frame, &state, &stats);

  bench_frames_release_button (frames);
  bench_frames_wait_frames (frames, 3);
  bench_frames_move_pointer_away (frames);

  /* Every selected node moved, not only the one under the pointer
   * (unless the pointer came back to where it was pressed).
   */
  for (guint k = 0; k < state.n_nodes && state.pointer_x != press_x; k++)
    {
      FlowNode *node = FLOW_NODE (fixture->nodes[state.nodes[k]]);

      if (flow_node_get_x (node) == state.x[k] && flow_node_get_y (node) == state.y[k])
        g_error ("%s.drag.zoom1.n%u: node %u did not move",
                 target_names[spec->target], spec->n, state.nodes[k]);
    }

  /* Put the nodes back. */
  target_unselect (state.widget, &state);
  flow_graph_begin_batch (fixture->graph);
  for (guint k = 0; k < state.n_nodes; k++)
    flow_node_set_position (FLOW_NODE (fixture->nodes[state.nodes[k]]),
                            state.x[k], state.y[k]);
  flow_graph_end_batch (fixture->graph);
  bench_frames_wait_frames (frames, 3);

  report_frames (run, spec, "drag.zoom1", &stats, FALSE);
}

/* hover */

static void
hover_frame (BenchFrames *bench_frames,
             guint        frame,
             gpointer     user_data)
{
  /* Across the canvas, over nodes, docks, wires and empty space. */
  bench_frames_move_pointer (bench_frames,
                             40 + (frame * 11) % (BENCH_FRAMES_WIDTH - 80),
                             100 + (frame * 5) % (BENCH_FRAMES_HEIGHT - 200));
}

static void
hover_workload (BenchRun *run,
                gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  BenchFrameStats stats;

  ensure_fixture (spec->n);
  ensure_shown (spec->target);

  bench_frames_run (frames, N_WARMUP_FRAMES, n_frames (), hover_frame, NULL, &stats);
  bench_frames_move_pointer_away (frames);

  if (stats.n_motion_frames < stats.n_frames / 2)
    g_printerr ("# %s.hover.n%u: only %u of %u frames had a motion event\n",
                target_names[spec->target], spec->n,
                stats.n_motion_frames, stats.n_frames);

  report_frames (run, spec, "hover", &stats, TRUE);
}

/* zoom */

static void
zoom_frame (BenchFrames *bench_frames,
            guint        frame,
            gpointer     user_data)
{
  GtkWidget *widget = user_data;
  /* A triangle wave, 0 … ZOOM_STEPS … 0 … -ZOOM_STEPS … 0. */
  guint period = 4 * ZOOM_STEPS;
  int phase = (frame + 1) % period;
  int step;

  if (phase <= ZOOM_STEPS)
    step = phase;
  else if (phase <= 3 * ZOOM_STEPS)
    step = 2 * ZOOM_STEPS - phase;
  else
    step = phase - 4 * ZOOM_STEPS;

  target_zoom_at (widget, pow (ZOOM_STEP, step), ZOOM_X, ZOOM_Y);
}

static void
zoom_workload (BenchRun *run,
               gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  BenchFrameStats stats;
  GtkWidget *widget;

  ensure_fixture (spec->n);
  widget = ensure_shown (spec->target);

  /* The pointer where the zoom is centred, as under a mouse wheel. */
  bench_frames_move_pointer (frames, ZOOM_X, ZOOM_Y);
  bench_frames_wait_frames (frames, 3);

  bench_frames_run (frames, N_WARMUP_FRAMES, n_frames (), zoom_frame, widget, &stats);
  bench_frames_move_pointer_away (frames);

  report_frames (run, spec, "zoom", &stats, FALSE);
}

/* widgets: the view below its level of detail has no node widgets;
 * zooming in to 1 makes those of a screenful in one frame. Once from the
 * pool the zoom out filled, once after a new factory emptied it.
 */

static guint
count_node_widgets (FlowGtkView *view)
{
  guint count = 0;

  for (guint i = 0; i < fixture->n; i++)
    if (flow_gtk_view_get_node_widget (view, FLOW_NODE (fixture->nodes[i])) != NULL)
      count++;

  return count;
}

static double
zoom_in_from_boxes (GtkWidget *widget,
                    gboolean   new_factory)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  gint64 start;

  target_set_viewport (widget, flow_gtk_view_get_detail_zoom (view) / 2,
                       fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_until_still (frames, 0, BENCH_FRAMES_SETTLE_MS);

  if (new_factory)
    {
      g_autoptr(FlowGtkNodeFactory) factory = flow_gtk_node_factory_new ();

      flow_gtk_view_set_factory (view, factory);
      bench_frames_wait_frames (frames, 3);
    }

  start = bench_now_ns ();
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_for_draw (frames);

  return bench_elapsed_ms (start);
}

static void
widgets_workload (BenchRun *run,
                  gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  GtkWidget *widget;
  double recycled_ms, made_ms;
  guint count;

  ensure_fixture (spec->n);
  widget = ensure_shown (spec->target);
  bench_frames_wait_until_still (frames, 0, BENCH_FRAMES_SETTLE_MS);

  recycled_ms = zoom_in_from_boxes (widget, FALSE);
  made_ms = zoom_in_from_boxes (widget, TRUE);
  count = count_node_widgets (FLOW_GTK_VIEW (widget));
  bench_frames_wait_until_still (frames, 0, BENCH_FRAMES_SETTLE_MS);

  if (count == 0)
    g_error ("view.widgets.n%u: the view made no node widget", spec->n);

  g_printerr ("# view.widgets.n%u: %u node widgets; %.3g ms from the pool, %.3g ms made\n",
              spec->n, count, recycled_ms, made_ms);
  bench_run_report (run, NULL, made_ms / count, "ms");
  bench_run_report (run, "recycled", recycled_ms / count, "ms");
}

/* place.piled: an application that adds nodes first and places them
 * afterwards, one call per node, with the view attached. All nodes
 * start at the origin; they end where the fixture has them.
 */

static void
pile_up_nodes (void)
{
  flow_graph_begin_batch (fixture->graph);
  for (guint i = 0; i < fixture->n; i++)
    flow_node_set_position (FLOW_NODE (fixture->nodes[i]), 0, 0);
  flow_graph_end_batch (fixture->graph);
}

static void
place_nodes (const double *x,
             const double *y)
{
  for (guint i = 0; i < fixture->n; i++)
    flow_node_set_position (FLOW_NODE (fixture->nodes[i]), x[i], y[i]);
}

static void
place_piled_workload (BenchRun *run,
                      gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;
  g_autofree double *x = NULL;
  g_autofree double *y = NULL;
  FlowHistory *history;
  GtkWidget *widget;
  gint64 start;
  double attached_ms, detached_ms;

  ensure_frames ();
  ensure_fixture (spec->n);
  history = flow_graph_get_history (fixture->graph);

  x = g_new (double, spec->n);
  y = g_new (double, spec->n);
  for (guint i = 0; i < spec->n; i++)
    {
      x[i] = flow_node_get_x (FLOW_NODE (fixture->nodes[i]));
      y[i] = flow_node_get_y (FLOW_NODE (fixture->nodes[i]));
    }

  /* With the view attached, showing the pile. */
  show_widget (spec->target, NULL);
  pile_up_nodes ();
  widget = target_new (spec->target);
  show_widget (spec->target, widget);
  bench_frames_move_pointer_away (frames);
  target_attach (spec->target, widget);
  shown_attached = TRUE;
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_until_still (frames, 0, BENCH_FRAMES_SETTLE_MS);
  flow_history_clear (history);

  start = bench_now_ns ();
  place_nodes (x, y);
  bench_frames_wait_for_draw (frames);
  attached_ms = bench_elapsed_ms (start);
  flow_history_clear (history);

  /* With the view attached afterwards. */
  show_widget (spec->target, NULL);
  pile_up_nodes ();
  widget = target_new (spec->target);
  show_widget (spec->target, widget);
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_frames (frames, 3);
  flow_history_clear (history);

  start = bench_now_ns ();
  place_nodes (x, y);
  target_attach (spec->target, widget);
  shown_attached = TRUE;
  bench_frames_wait_for_draw (frames);
  detached_ms = bench_elapsed_ms (start);
  flow_history_clear (history);

  bench_run_report (run, NULL, attached_ms, "ms");
  bench_run_report (run, "detached", detached_ms, "ms");
}

/* rss */

static gsize
settled_rss_bytes (void)
{
  bench_frames_wait_frames (frames, 3);
  bench_trim ();

  return bench_rss_bytes ();
}

static void
measure_memory (const WorkloadSpec *spec,
                guint               run_index)
{
  GtkWidget *widget;
  gsize empty, shown;
  BenchFrameStats stats;

  if (last_memory.target == spec->target && last_memory.n == spec->n &&
      last_memory.run == run_index)
    return;

  ensure_frames ();

  /* The graph alone, then the widget. */
  ensure_fixture (spec->n);
  bench_frames_wait_frames (frames, 3);
  bench_trim ();
  bench_reset_peak_rss ();

  widget = target_new (spec->target);
  show_widget (spec->target, widget);
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  bench_frames_wait_for_draw (frames);
  empty = settled_rss_bytes ();

  /* Shown at zoom 1, then all of it, then panned at zoom 1. */
  target_attach (spec->target, widget);
  shown_attached = TRUE;
  bench_frames_wait_for_draw (frames);
  target_set_viewport (widget, fixture->fit_zoom,
                       fixture->fit_offset_x, fixture->fit_offset_y);
  target_prepare_pan (widget, TRUE);
  bench_frames_wait_frames (frames, 3);
  target_set_viewport (widget, 1.0, fixture->zoom1_offset_x, fixture->zoom1_offset_y);
  target_prepare_pan (widget, FALSE);
  bench_frames_wait_frames (frames, 3);
  bench_frames_run (frames, 0, 30, pan_frame, widget, &stats);
  shown = settled_rss_bytes ();

  last_memory.target = spec->target;
  last_memory.n = spec->n;
  last_memory.run = run_index;
  last_memory.peak_mib = bench_peak_rss_bytes () / (1024.0 * 1024.0);
  last_memory.per_node_bytes = ((double) shown - (double) empty) / spec->n;
}

/* Runs both memory workloads of @spec's target and size in a new
 * flow-bench process, and keeps their figures.
 */
static void
measure_memory_in_child (const WorkloadSpec *spec,
                         guint               run_index)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *filter = NULL;
  g_autofree char *output = NULL;
  g_autofree char *peak_name = NULL;
  g_autofree char *per_node_name = NULL;
  g_auto(GStrv) env = NULL;
  g_auto(GStrv) lines = NULL;
  int status;
  gboolean have_peak = FALSE, have_per_node = FALSE;

  if (last_memory.target == spec->target && last_memory.n == spec->n &&
      last_memory.run == run_index)
    return;

  filter = g_strdup_printf ("%s.rss.*.n%u", target_names[spec->target], spec->n);
  peak_name = g_strdup_printf ("%s.rss.peak.n%u", target_names[spec->target], spec->n);
  per_node_name = g_strdup_printf ("%s.rss.per_node.n%u", target_names[spec->target], spec->n);
  env = g_environ_setenv (g_get_environ (), MEMORY_CHILD_VARIABLE, "1", TRUE);

  if (!g_spawn_sync (NULL,
                     (char *[]) { (char *) "/proc/self/exe", (char *) "--filter", filter,
                                  (char *) "--runs", (char *) "1", NULL },
                     env, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL,
                     &output, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    g_error ("Measuring memory in a new process failed: %s", error->message);

  lines = g_strsplit (output, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);

      if (g_strv_length (fields) != 3)
        continue;
      if (g_str_equal (fields[0], peak_name))
        {
          last_memory.peak_mib = g_ascii_strtod (fields[1], NULL);
          have_peak = TRUE;
        }
      else if (g_str_equal (fields[0], per_node_name))
        {
          last_memory.per_node_bytes = g_ascii_strtod (fields[1], NULL);
          have_per_node = TRUE;
        }
    }

  if (!have_peak || !have_per_node)
    g_error ("The memory figures are missing from:\n%s", output);

  last_memory.target = spec->target;
  last_memory.n = spec->n;
  last_memory.run = run_index;
}

static void
rss_workload (BenchRun *run,
              gpointer  user_data)
{
  const WorkloadSpec *spec = user_data;

  if (in_memory_child ())
    measure_memory (spec, bench_run_get_index (run));
  else
    measure_memory_in_child (spec, bench_run_get_index (run));

  if (spec->kind == WORKLOAD_RSS_PEAK)
    bench_run_report (run, NULL, round (last_memory.peak_mib * 10) / 10, "MiB");
  else
    bench_run_report (run, NULL, round (last_memory.per_node_bytes), "bytes");
}

/* Registration */

/* Workloads for both targets, compared; and for the view alone, whose
 * figures are compared with the view's own.
 */
static const struct
{
  WorkloadKind       kind;
  const char        *name;
  guint              default_runs;
  BenchWorkloadFunc  func;
  gboolean           view_only;
  /* Run at this size and above only. */
  guint              min_n;
} kinds[] = {
  { WORKLOAD_FIRST_FRAME, "first_frame", 3, first_frame_workload, FALSE, 0 },
  { WORKLOAD_PAN_ZOOM1, "pan.zoom1", 1, pan_workload, FALSE, 0 },
  { WORKLOAD_PAN_FIT, "pan.fit", 1, pan_workload, FALSE, 0 },
  { WORKLOAD_DRAG, "drag.zoom1", 1, drag_workload, FALSE, 0 },
  { WORKLOAD_HOVER, "hover", 1, hover_workload, FALSE, 0 },
  { WORKLOAD_ZOOM, "zoom", 1, zoom_workload, FALSE, 0 },
  { WORKLOAD_RSS_PEAK, "rss.peak", 1, rss_workload, FALSE, 0 },
  { WORKLOAD_RSS_PER_NODE, "rss.per_node", 1, rss_workload, FALSE, 0 },
  { WORKLOAD_WIDGETS, "widgets", 3, widgets_workload, TRUE, 0 },
  { WORKLOAD_PLACE_PILED, "place.piled", 1, place_piled_workload, TRUE, 1000 },
};

static const Target targets[] = { TARGET_FLOOR, TARGET_VIEW };

void
bench_view_register (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint t = 0; t < G_N_ELEMENTS (targets); t++)
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          WorkloadSpec *spec;
          g_autofree char *name = NULL;

          if ((kinds[k].view_only && targets[t] != TARGET_VIEW) ||
              sizes[s] < kinds[k].min_n)
            continue;

          spec = g_new (WorkloadSpec, 1);
          spec->kind = kinds[k].kind;
          spec->target = targets[t];
          spec->n = sizes[s];

          name = g_strdup_printf ("%s.%s.n%u", target_names[spec->target],
                                  kinds[k].name, spec->n);
          bench_add_workload (name, kinds[k].default_runs, kinds[k].func, spec);
        }

  /* Each time of the view is compared with the floor's: take them
   * together. (Memory does not drift with the machine's load, and each
   * target's two memory figures come from one process.)
   */
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        g_autofree char *floor_name = NULL;
        g_autofree char *view_name = NULL;

        if (kinds[k].kind == WORKLOAD_RSS_PEAK ||
            kinds[k].kind == WORKLOAD_RSS_PER_NODE ||
            kinds[k].view_only)
          continue;

        floor_name = g_strdup_printf ("%s.%s.n%u", target_names[TARGET_FLOOR],
                                      kinds[k].name, sizes[s]);
        view_name = g_strdup_printf ("%s.%s.n%u", target_names[TARGET_VIEW],
                                     kinds[k].name, sizes[s]);
        bench_alternate_workloads (floor_name, view_name);
      }
}

GOptionGroup *
bench_view_get_option_group (void)
{
  static const GOptionEntry entries[] = {
    { "frames", 0, 0, G_OPTION_ARG_INT, &n_frames_option,
      "Measure N frames in each frame workload of the view (default: 120)", "N" },
    { NULL }
  };
  GOptionGroup *group;

  group = g_option_group_new ("view", "Options of the view workloads:",
                              "Show options of the view workloads", NULL, NULL);
  g_option_group_add_entries (group, entries);

  return group;
}

/* flow-gtk-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-private.h"

#include "flow-gtk-autoscroll-private.h"
#include "flow-gtk-cairo-frame-private.h"
#include "flow-gtk-compat-private.h"
#include "flow-gtk-cursor-private.h"
#include "flow-gtk-dock-private.h"
#include "flow-gtk-style-node-private.h"
#include "flow-gtk-init-private.h"
#include "flow-gtk-layout-private.h"
#include "flow-gtk-move-drag-private.h"
#include "flow-gtk-node-manager-private.h"
#include "flow-gtk-node-slot-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-rubber-band-private.h"
#include "flow-gtk-selection-private.h"
#include "flow-gtk-tile-cache-private.h"
#include "flow-gtk-viewport-private.h"
#include "flow-gtk-wire-private.h"
#include "flow-gtk-wire-drag-private.h"
#include "flow-gtk-wire-renderer-private.h"

#include <math.h>

/**
 * FlowGtkView:
 *
 * A pannable, zoomable canvas that shows a [class@Flow.Graph] and lets the
 * user edit it with the pointer and the keyboard.
 *
 * ```c
 * GtkWidget *view = flow_gtk_view_new (graph);
 *
 * gtk_window_set_child (GTK_WINDOW (window), view);
 * ```
 *
 * The view observes the graph: nodes, connections, positions and values all
 * live in the model, and every change, wherever it comes from, shows at
 * once. What the user does on the canvas changes the model.
 *
 * ## Scale
 *
 * The view is built for graphs of 100,000 nodes. It keeps the geometry of
 * every node (its size and the positions of its docks) in records of its
 * own, indexed by a spatial grid, and creates node widgets only for the
 * nodes in or near the visible area, through its [class@NodeFactory],
 * recycling them as the user pans. Below [property@View:detail-zoom] it
 * creates no node widgets at all and draws nodes as simple boxes with their
 * type-coloured docks. Wires are drawn by the view, in one pass, into
 * cached tiles that are only redrawn where something changed. Pointer
 * hit-testing, hovering and rubber-band selection go through the spatial
 * index. So the work of a frame follows what is visible, not the size of
 * the graph.
 *
 * A node that has never been shown has an estimated size, taken from the
 * nodes measured so far; its geometry becomes exact the first time it is
 * shown, and stays exact after its widget is recycled.
 *
 * ## Interaction
 *
 * - Pan: drag with the middle button, or hold <kbd>Space</kbd> and drag, or
 *   scroll (touchpad or wheel; <kbd>Shift</kbd> scrolls sideways).
 * - Zoom around the pointer: <kbd>Ctrl</kbd> + scroll, or pinch;
 *   <kbd>Ctrl</kbd>+<kbd>+</kbd>, <kbd>Ctrl</kbd>+<kbd>−</kbd>,
 *   <kbd>Ctrl</kbd>+<kbd>0</kbd> (100 %); <kbd>Home</kbd> fits the graph,
 *   <kbd>Shift</kbd>+<kbd>Home</kbd> the selection.
 * - Select: click a node; <kbd>Shift</kbd>-click adds, <kbd>Ctrl</kbd>-click
 *   toggles; drag on the empty canvas for a rubber band (with the same
 *   modifiers); <kbd>Ctrl</kbd>+<kbd>A</kbd> selects all,
 *   <kbd>Escape</kbd> clears. <kbd>Tab</kbd> moves the focus, and the
 *   selection, from node to node.
 * - Move: drag any selected node and all selected nodes move together; the
 *   arrow keys move the selection.
 * - Delete: <kbd>Delete</kbd> removes the selected nodes that are
 *   [property@Flow.Node:deletable], and the selected connection.
 * - Hover a dock for a tooltip with its label and type.
 * - Connect: drag from a dock to a dock of the other kind; compatible docks
 *   light up and incompatible ones dim while dragging, and a drop near a
 *   dock connects to it. A refused drop says why, on the canvas.
 * - Re-route: drag the end of a connected input's wire to another input to
 *   move the connection, or to the empty canvas to remove it. Click a wire
 *   to select it.
 * - Dragging nodes, a wire or a rubber band near an edge of the view
 *   scrolls the canvas that way, faster the closer the pointer gets to the
 *   edge, fastest at or past it.
 * - Double-click a node, or press <kbd>Enter</kbd>, to activate it
 *   ([signal@View::node-activated]). Right-click for a context menu.
 *
 * ## Actions
 *
 * `flowview.zoom-in`, `flowview.zoom-out`, `flowview.zoom-reset`,
 * `flowview.zoom-to-fit`, `flowview.zoom-to-selection`,
 * `flowview.select-all`, `flowview.unselect-all`,
 * `flowview.delete-selection`, `flowview.delete-connection`,
 * `flowview.move-selection` (parameter `(dd)`, canvas units),
 * `flowview.activate`, `flowview.undo`, `flowview.redo`, `flowview.copy`,
 * `flowview.cut`, `flowview.paste`, `flowview.duplicate`.
 *
 * ## Undo and the clipboard
 *
 * The view records what the user does in the graph's
 * [class@Flow.History]: <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,
 * <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> and
 * <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo. A drag of many nodes, a re-routed
 * wire, a deleted selection and a paste are one step each.
 *
 * <kbd>Ctrl</kbd>+<kbd>C</kbd>, <kbd>Ctrl</kbd>+<kbd>X</kbd> and
 * <kbd>Ctrl</kbd>+<kbd>V</kbd> copy, cut and paste the selected nodes with
 * the connections between them, and <kbd>Ctrl</kbd>+<kbd>D</kbd>
 * duplicates them. The clipboard carries Flow's file format as text, both
 * as `application/x-flow-graph+json` and as plain text, so nodes can be
 * copied between applications; the view's [property@View:serializer]
 * turns node type names back into the application's node types. Pasted
 * nodes land at the pointer, or next to the originals, selected. Text that
 * is not Flow's format is refused with a message on the canvas.
 *
 * ## CSS nodes
 *
 * ```
 * flowview
 * ├── nodeslot
 * │   ╰── node[:selected]
 * │       ╰── …
 * ├── rubberband
 * ├── label.osd.flow-message
 * ╰── [style nodes: canvas, grid[.major], wire[.selected][.type-…],
 *      nodebox[.header][.selected][.warning][.error]]
 * ```
 *
 * Each node widget is the only child of a `nodeslot`, a box slightly
 * larger than the node that clips what the node draws far outside its
 * border and passes the pointer on around it.
 *
 * The view draws the canvas, the grid, the wires and, when zoomed out, the
 * node boxes itself, in the `color` of the style nodes listed last; they
 * are never shown. The canvas colour is that of `flowview > canvas`. A
 * wire takes the colour of its source's type class, as docks do:
 * `.type-gdouble { color: … }` colours both.
 *
 * ## Accessibility
 *
 * The view has the `GTK_ACCESSIBLE_ROLE_GROUP` role; node widgets are
 * focusable groups labelled with their titles.
 */

#define DEFAULT_DETAIL_ZOOM   0.4
#define DEFAULT_GRID_SIZE     20.0
#define OVERDRAW_MARGIN       160.0   /* pixels */
#define DOCK_SNAP_RADIUS      24.0    /* pixels */
#define DOCK_HIT_RADIUS       10.0    /* pixels */
#define WIRE_HIT_TOLERANCE    6.0     /* pixels */
#define TILE_BUDGET_USEC      6000
#define NODE_BUDGET_USEC      6000
#define MESSAGE_TIMEOUT_MS    3500
#define ZOOM_STEP             1.25

typedef FlowGtkNodeRecord NodeRecord;
typedef FlowGtkWireRecord WireRecord;

typedef enum
{
  DRAG_NONE,
  DRAG_PENDING,
  DRAG_PAN,
  DRAG_MOVE,
  DRAG_RUBBERBAND,
  DRAG_WIRE,
} DragMode;

typedef enum
{
  PENDING_NOTHING,
  PENDING_CANVAS,
  PENDING_NODE,
  PENDING_DOCK,
  PENDING_WIRE,
} PendingTarget;

struct _FlowGtkView
{
  GtkWidget           parent_instance;

  FlowGraph          *graph;
  FlowGtkViewport    *viewport;
  FlowGtkSelection   *selection;
  FlowSerializer     *serializer;
  FlowHistory        *history;
  GCancellable       *paste_cancellable;

  /* Where everything is on the canvas. */
  FlowGtkLayout      *layout;

  /* The node widgets. */
  FlowGtkNodeManager *node_manager;

  /* Canvas, grid, wires and node boxes, in tiles and live. */
  FlowGtkWireRenderer *wires;

  /* The drags, while they last. */
  FlowGtkMoveDrag    *move_drag;
  FlowGtkWireDrag    *wire_drag;
  FlowGtkRubberBand  *rubber_band;
  FlowGtkAutoscroll  *autoscroll;
  GtkWidget          *message;
  GtkWidget          *popover;
  GMenuModel         *canvas_menu;
  GMenuModel         *node_menu;
  GMenuModel         *connection_menu;
  GMenuModel         *default_canvas_menu;
  GMenuModel         *default_node_menu;
  GMenuModel         *default_connection_menu;

  /* Pointer and drag state; points in widget coordinates. */
  DragMode            drag_mode;
  PendingTarget       pending;
  GdkModifierType     drag_modifiers;
  guint               drag_button;
  double              drag_start_x;
  double              drag_start_y;
  double              drag_last_x;
  double              drag_last_y;
  /* Where the drag started on the canvas: panning during the drag (edge
   * autoscroll, the wheel) keeps what it grabbed under the pointer.
   */
  graphene_point_t    drag_start_canvas;
  double              pointer_x;
  double              pointer_y;
  gboolean            pointer_inside;
  NodeRecord         *press_record;
  FlowDock           *press_dock;
  WireRecord         *press_wire;
  GtkGesture         *drag_gesture;

  FlowDock           *hover_dock;
  const char         *cursor_name;
  FlowConnection     *selected_connection;
  FlowNode           *context_node;
  FlowConnection     *context_connection;
  graphene_point_t    context_point;

  guint               message_timeout;
  double              message_x;
  double              message_y;

  guint               reconcile_tick;
  guint               redraw_tick;

  double              zoom_gesture_start;
  /* The zoom of the last frame drawn: while it changes from frame to
   * frame, pictures and tiles of an earlier zoom are drawn scaled rather
   * than rasterized again.
   */
  double              drawn_zoom;
  /* Whether frames of a zoom or a large drag are composed (tests turn it
   * off).
   */
  gboolean            compose_frames;
  double              detail_zoom;
  double              grid_size;
  int                 last_width;
  int                 last_height;

  FlowGtkViewStats    stats;
  FlowGtkCairoStats   cairo_stats;

  guint               editable : 1;
  guint               in_allocate : 1;
  guint               show_grid : 1;
  guint               snap_to_grid : 1;
  guint               space_held : 1;
  guint               rtl : 1;
  /* Set when the view's size or the measured size of nodes changed during
   * an allocation; ::geometry-changed is emitted at its end.
   */
  guint               geometry_changed : 1;
};

enum {
  PROP_0,
  PROP_GRAPH,
  PROP_VIEWPORT,
  PROP_FACTORY,
  PROP_SELECTION,
  PROP_EDITABLE,
  PROP_SHOW_GRID,
  PROP_SNAP_TO_GRID,
  PROP_GRID_SIZE,
  PROP_DETAIL_ZOOM,
  PROP_CANVAS_MENU,
  PROP_NODE_MENU,
  PROP_CONNECTION_MENU,
  PROP_SELECTED_CONNECTION,
  PROP_SERIALIZER,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  NODE_ACTIVATED,
  GEOMETRY_CHANGED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGtkView, flow_gtk_view, GTK_TYPE_WIDGET)

/* Forward declarations */

static void schedule_reconcile (FlowGtkView *self);
static void update_hover (FlowGtkView *self);
static void cancel_drag (FlowGtkView *self);

/* Coordinates
 *
 * "Physical" widget coordinates are GTK's. "Logical" ones are the same,
 * mirrored horizontally in right-to-left locales, where the flow runs from
 * right to left: the canvas and the viewport work in logical coordinates,
 * and everything the view draws itself is drawn in them under a mirroring
 * transform. Node widgets are not mirrored (their text would be), they
 * are placed at mirrored positions and lay themselves out right to left.
 */

static inline double
logical_x (FlowGtkView *self,
           double       x)
{
  return self->rtl ? gtk_widget_get_width (GTK_WIDGET (self)) - x : x;
}

static void
widget_to_canvas (FlowGtkView      *self,
                  double            x,
                  double            y,
                  graphene_point_t *canvas)
{
  graphene_point_t p = GRAPHENE_POINT_INIT (logical_x (self, x), y);

  flow_gtk_viewport_widget_to_canvas (self->viewport, &p, canvas);
}

static void
get_visible_area (FlowGtkView     *self,
                  graphene_rect_t *area)
{
  flow_gtk_viewport_get_visible_area (self->viewport,
                                      MAX (1, gtk_widget_get_width (GTK_WIDGET (self))),
                                      MAX (1, gtk_widget_get_height (GTK_WIDGET (self))),
                                      area);
}

static inline double
zoom (FlowGtkView *self)
{
  return flow_gtk_viewport_get_zoom (self->viewport);
}

static inline gboolean
is_detailed (FlowGtkView *self)
{
  return zoom (self) >= self->detail_zoom;
}

/* Records */

static inline NodeRecord *
lookup_record (FlowGtkView *self,
               FlowNode    *node)
{
  return flow_gtk_layout_lookup_node (self->layout, node);
}

static inline guint
n_nodes (FlowGtkView *self)
{
  return flow_gtk_layout_get_n_nodes (self->layout);
}

static inline NodeRecord *
node_at (FlowGtkView *self,
         guint        position)
{
  return flow_gtk_layout_get_node (self->layout, position);
}

static gboolean
record_anchor (FlowGtkView      *self,
               NodeRecord       *record,
               FlowDock         *dock,
               graphene_point_t *point)
{
  return flow_gtk_layout_get_anchor (self->layout, record, dock, point);
}

/* Node boxes are only in the tiles below the level of detail. */
static void
invalidate_node_box (FlowGtkView *self,
                     NodeRecord  *record)
{
  flow_gtk_wire_renderer_damage_node (self->wires, record, &record->item.bounds);
}

/* Whether a node with these bounds is one that gets a widget. */
static gboolean
in_widget_area (FlowGtkView           *self,
                const graphene_rect_t *bounds)
{
  graphene_rect_t area;
  double margin;

  if (!is_detailed (self))
    return FALSE;

  margin = OVERDRAW_MARGIN / zoom (self);
  get_visible_area (self, &area);
  graphene_rect_inset (&area, -margin, -margin);

  return graphene_rect_intersection (&area, bounds, NULL);
}

/* What the layout tells the view */

static void
layout_node_damaged_cb (NodeRecord            *record,
                        const graphene_rect_t *area,
                        gpointer               user_data)
{
  FlowGtkView *self = user_data;

  flow_gtk_wire_renderer_damage_node (self->wires, record, area);
}

static void
layout_wire_damaged_cb (WireRecord            *wire,
                        const graphene_rect_t *area,
                        gpointer               user_data)
{
  FlowGtkView *self = user_data;

  flow_gtk_wire_renderer_damage_wire (self->wires, wire, area);
}

static void
layout_node_moved_cb (NodeRecord *record,
                      gpointer    user_data)
{
  FlowGtkView *self = user_data;

  if (record->widget != NULL && !self->in_allocate)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));

  /* The wire being drawn follows the docks it joins. */
  if (self->wire_drag != NULL)
    flow_gtk_wire_drag_refresh (self->wire_drag);

  /* Only a node that enters or leaves the area with widgets changes which
   * nodes have one; a drag within the view does not.
   */
  if (record->placed && (record->widget != NULL) != in_widget_area (self, &record->item.bounds))
    schedule_reconcile (self);
}

static void
layout_nodes_changed_cb (gpointer user_data)
{
  FlowGtkView *self = user_data;

  schedule_reconcile (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
layout_node_added_cb (NodeRecord *record,
                      gpointer    user_data)
{
  FlowGtkView *self = user_data;

  flow_gtk_wire_renderer_add_types (self->wires, record);
}

static void
layout_wire_added_cb (WireRecord *wire,
                      gpointer    user_data)
{
  /* A wire between nodes being dragged is drawn live, as they are. */
  wire->dynamic = wire->source->moving || wire->sink->moving;
}

static void
layout_node_removed_cb (NodeRecord *record,
                        gpointer    user_data)
{
  FlowGtkView *self = user_data;

  if (record->widget != NULL)
    flow_gtk_node_manager_release (self->node_manager, record);

  if (self->press_record == record)
    self->press_record = NULL;

  if (self->move_drag != NULL && record->moving)
    flow_gtk_move_drag_forget (self->move_drag, record);
}

static void
layout_wire_removed_cb (WireRecord *wire,
                        gpointer    user_data)
{
  FlowGtkView *self = user_data;

  if (self->wire_drag != NULL &&
      flow_gtk_wire_drag_get_rerouted (self->wire_drag) == wire->connection)
    cancel_drag (self);

  flow_gtk_wire_renderer_forget (self->wires, wire);
  if (self->press_wire == wire)
    self->press_wire = NULL;
  if (self->selected_connection == wire->connection)
    {
      g_clear_object (&self->selected_connection);
      flow_gtk_wire_renderer_set_selected (self->wires, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_CONNECTION]);
    }
}

static void
layout_geometry_changed_cb (gpointer user_data)
{
  FlowGtkView *self = user_data;

  self->geometry_changed = TRUE;
}

static const FlowGtkLayoutCallbacks layout_callbacks = {
  layout_node_damaged_cb,
  layout_wire_damaged_cb,
  layout_node_moved_cb,
  layout_nodes_changed_cb,
  layout_node_added_cb,
  layout_wire_added_cb,
  layout_node_removed_cb,
  layout_wire_removed_cb,
  layout_geometry_changed_cb,
};

/* Selection
 *
 * The selection model is the only place the selection is kept. The view
 * shows it on node widgets and on node boxes, and follows its changes
 * position by position (see FlowGtkSelection).
 */

static gboolean
is_selected (FlowGtkView *self,
             NodeRecord  *record)
{
  return self->selection != NULL && record->placed &&
         gtk_selection_model_is_selected (GTK_SELECTION_MODEL (self->selection), record->position);
}

static void
selection_changed_cb (FlowGtkView       *self,
                      guint              position,
                      guint              n_items,
                      GtkSelectionModel *selection)
{
  GtkBitset *changes = flow_gtk_selection_get_changes (FLOW_GTK_SELECTION (selection));
  GtkBitsetIter iter;
  guint pos;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, changes, &pos);
       ok && pos < n_nodes (self);
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      NodeRecord *record = node_at (self, pos);

      self->stats.node_records_visited++;

      flow_gtk_node_manager_show_selected (self->node_manager, record);
      invalidate_node_box (self, record);
    }
}

/* Node widgets (see FlowGtkNodeManager) */

static void
node_released_cb (NodeRecord *record,
                  gpointer    user_data)
{
  flow_gtk_cairo_clear_picture (record);
}

static NodeRecord *
focus_record (FlowGtkView *self)
{
  return flow_gtk_node_manager_get_focus (self->node_manager);
}

static void
raise_record (FlowGtkView *self,
              NodeRecord  *record)
{
  flow_gtk_node_manager_raise (self->node_manager, record);
}

static void
release_all_widgets (FlowGtkView *self)
{
  flow_gtk_node_manager_release_all (self->node_manager);
}

/* Node widgets for the nodes in or near the visible area, none below the
 * level of detail; the nodes held keep theirs.
 */
static void
reconcile (FlowGtkView *self)
{
  graphene_rect_t area;
  double margin = OVERDRAW_MARGIN / zoom (self);

  if (self->graph == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      release_all_widgets (self);
      return;
    }

  get_visible_area (self, &area);
  graphene_rect_inset (&area, -margin, -margin);
  flow_gtk_node_manager_reconcile (self->node_manager, is_detailed (self) ? &area : NULL);
}

static gboolean
reconcile_tick_cb (GtkWidget     *widget,
                   GdkFrameClock *frame_clock,
                   gpointer       user_data)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  self->reconcile_tick = 0;
  reconcile (self);

  return G_SOURCE_REMOVE;
}

static void
schedule_reconcile (FlowGtkView *self)
{
  if (self->reconcile_tick != 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  self->reconcile_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self),
                                                       reconcile_tick_cb,
                                                       NULL, NULL);
}

static gboolean
redraw_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  self->redraw_tick = 0;
  gtk_widget_queue_draw (widget);

  return G_SOURCE_REMOVE;
}

static void
viewport_changed_cb (FlowGtkView     *self,
                     FlowGtkViewport *viewport)
{
  schedule_reconcile (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  update_hover (self);
}

/* Whether the slot of @record, as last allocated, meets the widget. */
static gboolean
slot_in_view (FlowGtkView *self,
              NodeRecord  *record,
              GtkWidget   *slot,
              int          width,
              int          height)
{
  double z = zoom (self);

  return record->origin.x < width &&
         record->origin.y < height &&
         record->origin.x + gtk_widget_get_width (slot) * z > 0 &&
         record->origin.y + gtk_widget_get_height (slot) * z > 0;
}

static void
flow_gtk_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  FlowGtkView *self = (FlowGtkView *)widget;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  FlowGtkCairoFrame *frame;
  graphene_rect_t visible;
  GtkWidget *child;
  gboolean zooming;
  gint64 budget;

  self->stats.frames++;

  get_visible_area (self, &visible);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  gtk_snapshot_save (snapshot);
  if (self->rtl)
    {
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width, 0));
      gtk_snapshot_scale (snapshot, -1, 1);
    }

  zooming = zoom (self) != self->drawn_zoom;
  self->drawn_zoom = zoom (self);

  /* A frame of a zoom, where everything is drawn scaled, or of a drag of
   * most of the view, repaints about the whole view: with the cairo
   * renderer it is composed (see FlowGtkCairoFrame).
   */
  frame = flow_gtk_cairo_frame_begin (widget,
                                      self->compose_frames &&
                                      (zooming ||
                                       (self->move_drag != NULL &&
                                        flow_gtk_move_drag_covers_most (self->move_drag, &visible))),
                                      self->rtl, &self->cairo_stats);
  flow_gtk_wire_renderer_begin_frame (self->wires, gtk_widget_get_scale_factor (widget), frame != NULL);

  if (!flow_gtk_wire_renderer_snapshot_tiles (self->wires, snapshot,
                                              flow_gtk_cairo_frame_get_composer (frame),
                                              &visible, zooming ? 0 : TILE_BUDGET_USEC) &&
      self->redraw_tick == 0)
    self->redraw_tick = gtk_widget_add_tick_callback (widget, redraw_tick_cb, NULL, NULL);

  flow_gtk_wire_renderer_snapshot_overlay (self->wires, snapshot,
                                           flow_gtk_cairo_frame_get_composer (frame),
                                           &visible, width, height);

  gtk_snapshot_restore (snapshot);
  flow_gtk_cairo_frame_unmirror (frame);

  budget = zooming ? 0 : g_get_monotonic_time () + NODE_BUDGET_USEC;

  for (child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      NodeRecord *record;

      if (!FLOW_GTK_IS_NODE_SLOT (child) || !gtk_widget_get_child_visible (child))
        continue;

      record = flow_gtk_node_manager_get_record_for_slot (self->node_manager, child);

      /* Widgets are kept a margin beyond the edges; the cairo renderer
       * would still draw those outside, clipped away, each frame.
       */
      if (record != NULL && !slot_in_view (self, record, child, width, height))
        continue;

      self->stats.nodes_drawn++;

      if (frame == NULL)
        gtk_widget_snapshot_child (widget, child, snapshot);
      else if (record == NULL)
        flow_gtk_cairo_frame_draw_child (frame, snapshot, child);
      else if (!flow_gtk_cairo_frame_draw_node (frame, snapshot, record, child, zoom (self), budget) &&
               self->redraw_tick == 0)
        self->redraw_tick = gtk_widget_add_tick_callback (widget, redraw_tick_cb, NULL, NULL);
    }

  flow_gtk_cairo_frame_end (frame, snapshot);

  flow_gtk_rubber_band_snapshot (self->rubber_band, snapshot);
  if (gtk_widget_get_visible (self->message))
    gtk_widget_snapshot_child (widget, self->message, snapshot);

  gtk_snapshot_pop (snapshot);
}

/* Layout */

static void
flow_gtk_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  FlowGtkView *self = (FlowGtkView *)widget;

  /* A canvas does not ask for the size of its content. */
  *minimum = 0;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 360;

  if (gtk_widget_get_visible (self->message))
    {
      int child_min, child_nat;

      gtk_widget_measure (self->message, orientation, -1, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
    }
}

static void
flow_gtk_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  FlowGtkView *self = (FlowGtkView *)widget;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  if (rtl != self->rtl)
    {
      self->rtl = rtl;
      self->geometry_changed = TRUE;
    }

  if (width != self->last_width || height != self->last_height)
    {
      self->last_width = width;
      self->last_height = height;
      self->geometry_changed = TRUE;
      schedule_reconcile (self);
    }

  self->in_allocate = TRUE;
  flow_gtk_node_manager_allocate (self->node_manager, self->viewport, width, rtl);
  self->in_allocate = FALSE;

  flow_gtk_rubber_band_allocate (self->rubber_band);

  if (gtk_widget_get_visible (self->message))
    {
      int w, h;
      double x, y;

      gtk_widget_measure (self->message, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      w = MIN (w, MAX (1, width - 16));
      gtk_widget_measure (self->message, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      x = CLAMP (self->message_x - w / 2.0, 8, MAX (8, width - w - 8));
      y = CLAMP (self->message_y + 24, 8, MAX (8, height - h - 8));
      gtk_widget_allocate (self->message, w, h, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (round (x), round (y))));
    }

  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));

  if (self->geometry_changed)
    {
      self->geometry_changed = FALSE;
      g_signal_emit (self, signals[GEOMETRY_CHANGED], 0);
    }
}

/* Hit testing, through the layout's spatial indices only. */

static NodeRecord *
pick_record (FlowGtkView            *self,
             const graphene_point_t *point)
{
  return flow_gtk_layout_pick_node (self->layout, point);
}

static FlowDock *
pick_dock (FlowGtkView            *self,
           const graphene_point_t *point,
           double                  radius_px,
           FlowGtkDockKind         kind)
{
  return flow_gtk_layout_pick_dock (self->layout, point, radius_px / zoom (self), kind);
}

static WireRecord *
pick_wire (FlowGtkView            *self,
           const graphene_point_t *point)
{
  return flow_gtk_layout_pick_wire (self->layout, point, WIRE_HIT_TOLERANCE / zoom (self));
}

/* Hover */

static void
set_hover_wire (FlowGtkView *self,
                WireRecord  *wire)
{
  flow_gtk_wire_renderer_set_hover (self->wires, wire);
}

static void
update_cursor (FlowGtkView *self)
{
  const char *name = NULL;

  if (self->drag_mode == DRAG_PAN)
    name = "grabbing";
  else if (self->drag_mode == DRAG_MOVE)
    name = "move";
  else if (self->drag_mode == DRAG_WIRE || self->hover_dock != NULL)
    name = "crosshair";
  else if (self->space_held)
    name = "grab";
  else if (flow_gtk_wire_renderer_get_hover (self->wires) != NULL)
    name = "pointer";

  /* Names are static strings: compare pointers. A new cursor on every
   * motion would reach the X server every time.
   */
  if (name == self->cursor_name)
    return;

  self->cursor_name = name;
  _flow_gtk_widget_set_cursor_name (GTK_WIDGET (self), name);
}

/* Everything a pointer motion costs: three bounded index queries. */
static void
update_hover (FlowGtkView *self)
{
  graphene_point_t point;
  FlowDock *dock = NULL;
  WireRecord *wire = NULL;

  if (self->graph == NULL || !self->pointer_inside ||
      (self->drag_mode != DRAG_NONE && self->drag_mode != DRAG_PENDING))
    {
      self->hover_dock = NULL;
      set_hover_wire (self, NULL);
      update_cursor (self);
      return;
    }

  widget_to_canvas (self, self->pointer_x, self->pointer_y, &point);

  dock = pick_dock (self, &point, DOCK_HIT_RADIUS, FLOW_GTK_DOCK_KIND_ANY);
  if (dock == NULL && pick_record (self, &point) == NULL)
    wire = pick_wire (self, &point);

  self->hover_dock = dock;
  set_hover_wire (self, wire);
  update_cursor (self);
}

void
_flow_gtk_view_motion (FlowGtkView *self,
                       double       x,
                       double       y)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
  update_hover (self);
}

/* Tooltips */

/* What the tooltip at (@x, @y) says, and in @area where it holds: the
 * description of the dock within the radius a press would pick, or NULL.
 *
 * Dock widgets inside nodes are not pointer targets (see FlowGtkNodeRow),
 * so the view shows their tooltips itself; this way they follow the same
 * radius as wiring, and docks of nodes drawn without widgets have them
 * too.
 */
char *
_flow_gtk_view_dup_tooltip_at (FlowGtkView  *self,
                               double        x,
                               double        y,
                               GdkRectangle *area)
{
  graphene_point_t point, anchor, at;
  FlowDock *dock;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  if (self->graph == NULL ||
      (self->drag_mode != DRAG_NONE && self->drag_mode != DRAG_PENDING))
    return NULL;

  widget_to_canvas (self, x, y, &point);
  dock = pick_dock (self, &point, DOCK_HIT_RADIUS, FLOW_GTK_DOCK_KIND_ANY);
  if (dock == NULL)
    return NULL;

  if (area != NULL)
    {
      if (flow_gtk_view_get_dock_position (self, dock, &anchor))
        {
          flow_gtk_viewport_canvas_to_widget (self->viewport, &anchor, &at);
          at.x = logical_x (self, at.x);
        }
      else
        {
          at = GRAPHENE_POINT_INIT (x, y);
        }

      area->x = (int) floor (at.x - DOCK_HIT_RADIUS);
      area->y = (int) floor (at.y - DOCK_HIT_RADIUS);
      area->width = (int) ceil (2 * DOCK_HIT_RADIUS);
      area->height = area->width;
    }

  return _flow_gtk_dock_describe (dock);
}

static gboolean
flow_gtk_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  g_autofree char *text = NULL;
  GdkRectangle area;

  if (keyboard_tooltip)
    return FALSE;

  text = _flow_gtk_view_dup_tooltip_at (self, x, y, &area);
  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &area);

  return TRUE;
}

/* Messages shown on the canvas */

static gboolean
message_timeout_cb (gpointer user_data)
{
  FlowGtkView *self = user_data;

  self->message_timeout = 0;
  gtk_widget_set_visible (self->message, FALSE);

  return G_SOURCE_REMOVE;
}

static void
show_message (FlowGtkView *self,
              const char  *text,
              double       x,
              double       y)
{
  gtk_label_set_text (GTK_LABEL (self->message), text);
  self->message_x = x;
  self->message_y = y;
  gtk_widget_set_visible (self->message, TRUE);
  gtk_widget_queue_allocate (GTK_WIDGET (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->message),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);

  g_clear_handle_id (&self->message_timeout, g_source_remove);
  self->message_timeout = g_timeout_add (MESSAGE_TIMEOUT_MS, message_timeout_cb, self);
}

static void
hide_message (FlowGtkView *self)
{
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  gtk_widget_set_visible (self->message, FALSE);
}

const char *
_flow_gtk_view_get_message (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  if (!gtk_widget_get_visible (self->message))
    return NULL;

  return gtk_label_get_text (GTK_LABEL (self->message));
}

/* Selection helpers, all through the selection model */

static void
select_only (FlowGtkView *self,
             NodeRecord  *record)
{
  gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection),
                                   record->position, TRUE);
}

static void
select_record (FlowGtkView     *self,
               NodeRecord      *record,
               GdkModifierType  modifiers)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (self->selection);

  if (modifiers & GDK_CONTROL_MASK)
    {
      if (is_selected (self, record))
        gtk_selection_model_unselect_item (model, record->position);
      else
        gtk_selection_model_select_item (model, record->position, FALSE);
    }
  else if (modifiers & GDK_SHIFT_MASK)
    {
      gtk_selection_model_select_item (model, record->position, FALSE);
    }
  else
    {
      select_only (self, record);
    }
}

static void
set_selected_connection (FlowGtkView    *self,
                         FlowConnection *connection)
{
  if (self->selected_connection == connection)
    return;

  g_set_object (&self->selected_connection, connection);
  flow_gtk_wire_renderer_set_selected (self->wires, connection);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_CONNECTION]);
}

static double
snap_grid (FlowGtkView *self)
{
  return self->snap_to_grid ? self->grid_size : 0;
}

static double
snap (FlowGtkView *self,
      double       v)
{
  return flow_gtk_snap (v, snap_grid (self));
}

/* The drag gesture: one gesture for every drag, deciding after the drag
 * threshold what the drag does, from what was under the pointer at the
 * press.
 */

static void
pan_by (FlowGtkView *self,
        double       dx,
        double       dy)
{
  flow_gtk_viewport_pan (self->viewport, self->rtl ? -dx : dx, dy);
}

static void
drag_begin_cb (FlowGtkView    *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  graphene_point_t point;
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (self->graph == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  self->drag_start_x = self->drag_last_x = x;
  self->drag_start_y = self->drag_last_y = y;
  widget_to_canvas (self, x, y, &self->drag_start_canvas);
  self->drag_button = button;
  self->drag_modifiers = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  self->press_record = NULL;
  self->press_dock = NULL;
  self->press_wire = NULL;

  if (button == GDK_BUTTON_MIDDLE || (button == GDK_BUTTON_PRIMARY && self->space_held))
    {
      self->drag_mode = DRAG_PAN;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      update_cursor (self);
      return;
    }

  if (button != GDK_BUTTON_PRIMARY)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  widget_to_canvas (self, x, y, &point);

  self->drag_mode = DRAG_PENDING;

  if ((self->press_dock = pick_dock (self, &point, DOCK_HIT_RADIUS, FLOW_GTK_DOCK_KIND_ANY)) != NULL)
    self->pending = PENDING_DOCK;
  else if ((self->press_record = pick_record (self, &point)) != NULL)
    self->pending = PENDING_NODE;
  else if ((self->press_wire = pick_wire (self, &point)) != NULL)
    self->pending = PENDING_WIRE;
  else
    self->pending = PENDING_CANVAS;

  if (!gtk_widget_has_focus (GTK_WIDGET (self)) &&
      (self->press_record == NULL || self->press_record->widget == NULL))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
start_pending (FlowGtkView *self,
               GtkGesture  *gesture)
{
  switch (self->pending)
    {
    case PENDING_DOCK:
      if (!self->editable)
        {
          self->drag_mode = DRAG_NONE;
          return;
        }
      self->drag_mode = DRAG_WIRE;
      self->wire_drag = flow_gtk_wire_drag_begin (self->layout, self->node_manager,
                                                  self->wires, self->press_dock);
      break;

    case PENDING_NODE:
      if (!self->editable)
        {
          self->drag_mode = DRAG_NONE;
          return;
        }
      if (!is_selected (self, self->press_record))
        select_record (self, self->press_record,
                       self->drag_modifiers & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)
                         ? GDK_SHIFT_MASK : 0);
      self->drag_mode = DRAG_MOVE;
      {
        g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));

        self->move_drag = flow_gtk_move_drag_begin (self->layout, self->node_manager, self->wires,
                                                    selected, self->press_record);
      }
      break;

    case PENDING_WIRE:
    case PENDING_CANVAS:
      self->drag_mode = DRAG_RUBBERBAND;
      break;

    case PENDING_NOTHING:
    default:
      self->drag_mode = DRAG_NONE;
      return;
    }

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  self->hover_dock = NULL;
  set_hover_wire (self, NULL);
  update_cursor (self);
}

/* Whether the current drag scrolls the canvas near the edges. */
static gboolean
drag_autoscrolls (FlowGtkView *self)
{
  return self->drag_mode == DRAG_MOVE ||
         self->drag_mode == DRAG_RUBBERBAND ||
         self->drag_mode == DRAG_WIRE;
}

static void drag_motion (FlowGtkView *self,
                         double       x,
                         double       y);

static gboolean
autoscroll_cb (double   vx,
               double   vy,
               gpointer user_data)
{
  FlowGtkView *self = user_data;

  if (!drag_autoscrolls (self))
    return FALSE;

  /* Reveal what lies beyond the edge, and carry the drag along. */
  pan_by (self, -vx, -vy);
  drag_motion (self, self->drag_last_x, self->drag_last_y);

  return TRUE;
}

static void
drag_motion (FlowGtkView *self,
             double       x,
             double       y)
{
  graphene_point_t point;

  switch (self->drag_mode)
    {
    case DRAG_PAN:
      pan_by (self, x - self->drag_last_x, y - self->drag_last_y);
      break;

    case DRAG_MOVE:
      widget_to_canvas (self, x, y, &point);
      flow_gtk_move_drag_update (self->move_drag,
                                 point.x - self->drag_start_canvas.x,
                                 point.y - self->drag_start_canvas.y,
                                 snap_grid (self));
      break;

    case DRAG_RUBBERBAND:
      {
        graphene_point_t start;

        /* From where the drag started on the canvas, wherever it is now. */
        flow_gtk_viewport_canvas_to_widget (self->viewport, &self->drag_start_canvas, &start);
        start.x = logical_x (self, start.x);
        flow_gtk_rubber_band_update (self->rubber_band, &start, &GRAPHENE_POINT_INIT (x, y));
      }
      break;

    case DRAG_WIRE:
      {
        const char *message;

        widget_to_canvas (self, x, y, &point);
        switch (flow_gtk_wire_drag_update (self->wire_drag, &point,
                                           DOCK_SNAP_RADIUS / zoom (self), &message))
          {
          case FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE:
            show_message (self, message, x, y);
            break;
          case FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE:
            hide_message (self);
            break;
          case FLOW_GTK_WIRE_DRAG_QUIET:
          default:
            break;
          }
      }
      break;

    case DRAG_NONE:
    case DRAG_PENDING:
    default:
      break;
    }

  self->drag_last_x = x;
  self->drag_last_y = y;

  if (drag_autoscrolls (self))
    flow_gtk_autoscroll_update (self->autoscroll, x, y);
}

static void
drag_update_cb (FlowGtkView    *self,
                double          offset_x,
                double          offset_y,
                GtkGestureDrag *gesture)
{
  double x = self->drag_start_x + offset_x;
  double y = self->drag_start_y + offset_y;

  if (self->drag_mode == DRAG_PENDING)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self),
                                     (int)self->drag_start_x, (int)self->drag_start_y,
                                     (int)x, (int)y))
        return;

      start_pending (self, GTK_GESTURE (gesture));
    }

  drag_motion (self, x, y);
}

static void
click (FlowGtkView *self)
{
  switch (self->pending)
    {
    case PENDING_NODE:
      select_record (self, self->press_record, self->drag_modifiers);
      set_selected_connection (self, NULL);
      raise_record (self, self->press_record);
      if (self->press_record->widget != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (self->press_record->widget));
      break;

    case PENDING_WIRE:
      set_selected_connection (self, self->press_wire->connection);
      break;

    case PENDING_CANVAS:
      if (!(self->drag_modifiers & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)))
        gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
      set_selected_connection (self, NULL);
      break;

    case PENDING_DOCK:
    case PENDING_NOTHING:
    default:
      break;
    }
}

static void
finish_drag (FlowGtkView *self,
             double       x,
             double       y,
             gboolean     commit)
{
  DragMode mode = self->drag_mode;

  self->drag_mode = DRAG_NONE;

  switch (mode)
    {
    case DRAG_PENDING:
      if (commit)
        click (self);
      break;

    case DRAG_MOVE:
      flow_gtk_move_drag_end (g_steal_pointer (&self->move_drag));
      schedule_reconcile (self);
      break;

    case DRAG_RUBBERBAND:
      {
        graphene_rect_t rect;
        graphene_point_t a, b;

        if (flow_gtk_rubber_band_end (self->rubber_band, &rect) && commit)
          {
            widget_to_canvas (self, rect.origin.x, rect.origin.y, &a);
            widget_to_canvas (self, rect.origin.x + rect.size.width,
                              rect.origin.y + rect.size.height, &b);
            graphene_rect_init (&rect, MIN (a.x, b.x), MIN (a.y, b.y),
                                fabs (b.x - a.x), fabs (b.y - a.y));
            flow_gtk_rubber_band_select (self->layout, GTK_SELECTION_MODEL (self->selection),
                                         &rect, self->drag_modifiers);
            set_selected_connection (self, NULL);
          }
      }
      break;

    case DRAG_WIRE:
      {
        g_autofree char *message = NULL;

        switch (flow_gtk_wire_drag_end (g_steal_pointer (&self->wire_drag), commit, &message))
          {
          case FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE:
            show_message (self, message, x, y);
            break;
          case FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE:
            hide_message (self);
            break;
          case FLOW_GTK_WIRE_DRAG_QUIET:
          default:
            break;
          }
      }
      break;

    case DRAG_PAN:
    case DRAG_NONE:
    default:
      break;
    }

  self->pending = PENDING_NOTHING;
  self->press_dock = NULL;
  self->press_wire = NULL;
  update_hover (self);
}

static void
drag_end_cb (FlowGtkView    *self,
             double          offset_x,
             double          offset_y,
             GtkGestureDrag *gesture)
{
  finish_drag (self, self->drag_start_x + offset_x, self->drag_start_y + offset_y, TRUE);
}

static void
drag_cancel_cb (FlowGtkView      *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  finish_drag (self, self->drag_last_x, self->drag_last_y, FALSE);
}

static void
cancel_drag (FlowGtkView *self)
{
  if (self->drag_mode == DRAG_NONE)
    return;

  finish_drag (self, self->drag_last_x, self->drag_last_y, FALSE);
}

/* Clicks: double-click activates, right-click opens a context menu. */

static void
popup_menu (FlowGtkView *self,
            GMenuModel  *menu,
            double       x,
            double       y)
{
  if (menu == NULL)
    return;

  if (self->popover == NULL)
    {
      self->popover = gtk_popover_menu_new_from_model (menu);
      gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
      gtk_popover_set_has_arrow (GTK_POPOVER (self->popover), FALSE);
      gtk_widget_set_halign (self->popover, GTK_ALIGN_START);
    }
  else
    {
      gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (self->popover), menu);
    }

  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle) { (int)x, (int)y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

static void
context_menu_at (FlowGtkView *self,
                 double       x,
                 double       y)
{
  graphene_point_t point;
  NodeRecord *record;
  WireRecord *wire = NULL;

  if (self->graph == NULL)
    return;

  widget_to_canvas (self, x, y, &point);
  self->context_point = point;
  g_clear_object (&self->context_node);
  g_clear_object (&self->context_connection);

  record = pick_record (self, &point);
  if (record == NULL)
    wire = pick_wire (self, &point);

  if (record != NULL)
    {
      self->context_node = g_object_ref (record->node);
      if (!is_selected (self, record))
        select_only (self, record);
      popup_menu (self, self->node_menu, x, y);
    }
  else if (wire != NULL)
    {
      self->context_connection = g_object_ref (wire->connection);
      set_selected_connection (self, wire->connection);
      popup_menu (self, self->connection_menu, x, y);
    }
  else
    {
      popup_menu (self, self->canvas_menu, x, y);
    }
}

static void
click_pressed_cb (FlowGtkView     *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (gesture));

  if (self->graph == NULL)
    return;

  if (button == GDK_BUTTON_SECONDARY ||
      (event != NULL && gdk_event_triggers_context_menu (event)))
    {
      context_menu_at (self, x, y);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }

  if (button == GDK_BUTTON_PRIMARY && n_press == 2)
    {
      graphene_point_t point;
      NodeRecord *record;

      widget_to_canvas (self, x, y, &point);
      record = pick_record (self, &point);
      if (record != NULL && pick_dock (self, &point, DOCK_HIT_RADIUS, FLOW_GTK_DOCK_KIND_ANY) == NULL)
        g_signal_emit (self, signals[NODE_ACTIVATED], 0, record->node);
    }
}

/* Scrolling and zooming */

static void
zoom_at (FlowGtkView *self,
         double       new_zoom,
         double       x,
         double       y)
{
  flow_gtk_viewport_zoom_at (self->viewport, new_zoom, logical_x (self, x), y);
}

static gboolean
scroll_cb (FlowGtkView              *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (state & GDK_CONTROL_MASK)
    {
      double steps = unit == GDK_SCROLL_UNIT_WHEEL ? dy : dy / 10.0;

      zoom_at (self, zoom (self) * pow (ZOOM_STEP, -steps), x, y);
      return TRUE;
    }

  if (unit == GDK_SCROLL_UNIT_WHEEL)
    {
      dx *= 48;
      dy *= 48;
    }

  if ((state & GDK_SHIFT_MASK) && dx == 0)
    {
      dx = dy;
      dy = 0;
    }

  pan_by (self, -dx, -dy);

  return TRUE;
}

static void
zoom_begin_cb (FlowGtkView      *self,
               GdkEventSequence *sequence,
               GtkGestureZoom   *gesture)
{
  self->zoom_gesture_start = zoom (self);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
zoom_scale_changed_cb (FlowGtkView    *self,
                       double          scale,
                       GtkGestureZoom *gesture)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;

  zoom_at (self, self->zoom_gesture_start * scale, x, y);
}

static void
motion_cb (FlowGtkView              *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  _flow_gtk_view_motion (self, x, y);
}

static void
leave_cb (FlowGtkView              *self,
          GtkEventControllerMotion *controller)
{
  self->pointer_inside = FALSE;
  update_hover (self);
}

static gboolean
key_pressed_cb (FlowGtkView           *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  if (keyval == GDK_KEY_space && !(state & GDK_MODIFIER_MASK))
    {
      self->space_held = TRUE;
      update_cursor (self);
      return TRUE;
    }

  return FALSE;
}

static void
key_released_cb (FlowGtkView           *self,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkEventControllerKey *controller)
{
  if (keyval == GDK_KEY_space)
    {
      self->space_held = FALSE;
      update_cursor (self);
    }
}

/* Actions */

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  zoom_at (self, zoom (self) * ZOOM_STEP,
           gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  zoom_at (self, zoom (self) / ZOOM_STEP,
           gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  zoom_at (self, 1.0, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
zoom_to_fit_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (widget));
}

static void
zoom_to_selection_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  flow_gtk_view_zoom_to_selection (FLOW_GTK_VIEW (widget));
}

static void
select_all_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  if (self->selection != NULL)
    gtk_selection_model_select_all (GTK_SELECTION_MODEL (self->selection));
}

static void
unselect_all_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  if (self->drag_mode != DRAG_NONE)
    {
      cancel_drag (self);
      gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
      return;
    }

  if (self->selection != NULL)
    gtk_selection_model_unselect_all (GTK_SELECTION_MODEL (self->selection));
  set_selected_connection (self, NULL);
  hide_message (self);
}

static void
delete_selection_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  g_autoptr(GPtrArray) doomed = NULL;
  g_autoptr(GtkBitset) selection = NULL;
  GtkBitsetIter iter;
  guint pos;

  if (self->graph == NULL || !self->editable)
    return;

  doomed = g_ptr_array_new_with_free_func (g_object_unref);
  selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selection, &pos);
       ok;
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      NodeRecord *record;

      if (pos >= n_nodes (self))
        break;

      record = node_at (self, pos);
      if (flow_node_get_deletable (record->node))
        g_ptr_array_add (doomed, g_object_ref (record->node));
    }

  if (doomed->len == 0 && self->selected_connection == NULL)
    return;

  /* One batch: the lists each emit one change. */
  flow_graph_begin_batch (self->graph);

  if (self->selected_connection != NULL &&
      flow_connection_get_graph (self->selected_connection) == self->graph)
    flow_graph_disconnect (self->graph, self->selected_connection, NULL);

  for (guint i = doomed->len; i > 0; i--)
    flow_graph_remove_node (self->graph, g_ptr_array_index (doomed, i - 1));

  flow_graph_end_batch (self->graph);

  if (!gtk_widget_has_focus (widget))
    gtk_widget_grab_focus (widget);
}

static void
delete_connection_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  FlowConnection *connection = self->context_connection != NULL
                               ? self->context_connection
                               : self->selected_connection;

  if (self->graph == NULL || !self->editable || connection == NULL)
    return;

  if (flow_connection_get_graph (connection) == self->graph)
    flow_graph_disconnect (self->graph, connection, NULL);

  g_clear_object (&self->context_connection);
}

static void
move_selection_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  g_autoptr(GtkBitset) selection = NULL;
  GtkBitsetIter iter;
  double dx, dy;
  guint pos;

  if (self->graph == NULL)
    return;

  g_variant_get (parameter, "(dd)", &dx, &dy);

  selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));

  /* Nothing selected: the arrow keys pan instead. */
  if (gtk_bitset_is_empty (selection) || !self->editable)
    {
      pan_by (self, -dx * zoom (self) * (self->rtl ? -1 : 1), -dy * zoom (self));
      return;
    }

  if (self->snap_to_grid && self->grid_size > 0)
    {
      dx = dx == 0 ? 0 : copysign (self->grid_size, dx);
      dy = dy == 0 ? 0 : copysign (self->grid_size, dy);
    }

  /* One batch, one step of the history (see update_move ()). */
  flow_graph_begin_batch (self->graph);
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selection, &pos);
       ok;
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      NodeRecord *record;

      if (pos >= n_nodes (self))
        break;

      record = node_at (self, pos);
      flow_node_set_position (record->node,
                              snap (self, flow_node_get_x (record->node) + dx),
                              snap (self, flow_node_get_y (record->node) + dy));
    }
  flow_graph_end_batch (self->graph);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  NodeRecord *record = focus_record (self);

  if (record == NULL && self->selection != NULL)
    {
      g_autoptr(GtkBitset) selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));

      if (gtk_bitset_get_size (selection) == 1)
        record = node_at (self, gtk_bitset_get_minimum (selection));
    }

  if (record != NULL)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, record->node);
}

/* Undo and the clipboard */

#define CLIPBOARD_MIME_TYPE "application/x-flow-graph+json"
#define PASTE_OFFSET 24.0

static void
update_history_actions (FlowGtkView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean editable = self->editable && self->graph != NULL;

  gtk_widget_action_set_enabled (widget, "flowview.undo",
                                 editable && self->history != NULL &&
                                 flow_history_get_can_undo (self->history));
  gtk_widget_action_set_enabled (widget, "flowview.redo",
                                 editable && self->history != NULL &&
                                 flow_history_get_can_redo (self->history));
  gtk_widget_action_set_enabled (widget, "flowview.cut", editable);
  gtk_widget_action_set_enabled (widget, "flowview.paste", editable);
  gtk_widget_action_set_enabled (widget, "flowview.duplicate", editable);
  gtk_widget_action_set_enabled (widget, "flowview.delete-selection", self->editable);
  gtk_widget_action_set_enabled (widget, "flowview.delete-connection", self->editable);
}

static void
history_changed_cb (FlowGtkView *self)
{
  update_history_actions (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  if (self->history != NULL && self->editable && flow_history_get_can_undo (self->history))
    {
      cancel_drag (self);
      flow_history_undo (self->history);
    }
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  if (self->history != NULL && self->editable && flow_history_get_can_redo (self->history))
    {
      cancel_drag (self);
      flow_history_redo (self->history);
    }
}

/* The selected nodes, in the graph's order. */
static GPtrArray *
selected_nodes (FlowGtkView *self)
{
  g_autoptr(GtkBitset) selection = NULL;
  GPtrArray *nodes = g_ptr_array_new ();
  GtkBitsetIter iter;
  guint pos;

  if (self->selection == NULL)
    return nodes;

  selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selection, &pos);
       ok && pos < n_nodes (self);
       ok = gtk_bitset_iter_next (&iter, &pos))
    g_ptr_array_add (nodes, node_at (self, pos)->node);

  return nodes;
}

static char *
serialize_selection (FlowGtkView *self,
                     gsize       *length)
{
  g_autoptr(GPtrArray) nodes = selected_nodes (self);

  if (nodes->len == 0)
    return NULL;

  return flow_serializer_save_nodes_to_data (self->serializer,
                                             (FlowNode * const *)nodes->pdata,
                                             nodes->len,
                                             length);
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  g_autoptr(GdkContentProvider) provider = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GdkContentProvider *providers[2];
  char *data;
  gsize length;

  if (self->graph == NULL || (data = serialize_selection (self, &length)) == NULL)
    return;

  bytes = g_bytes_new_take (data, length);
  providers[0] = gdk_content_provider_new_for_bytes (CLIPBOARD_MIME_TYPE, bytes);
  providers[1] = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", bytes);
  provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));

  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), provider);
}

static void
cut_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  if (!self->editable)
    return;

  copy_action (widget, NULL, NULL);
  gtk_widget_activate_action (widget, "flowview.delete-selection", NULL);
}

/* Adds the nodes @data describes, as one step of the history, with their
 * top-left corner at the canvas point (@x, @y), or next to where they were
 * copied from when @at_point is FALSE; and selects them.
 */
static gboolean
paste_data (FlowGtkView  *self,
            const char   *data,
            gsize         length,
            gboolean      at_point,
            double        x,
            double        y,
            GError      **error)
{
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GtkBitset) hits = NULL;
  g_autoptr(GtkBitset) mask = NULL;
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE;
  double dx = PASTE_OFFSET, dy = PASTE_OFFSET;
  guint n;

  flow_history_begin_group (self->history, "Paste");

  pasted = flow_serializer_paste (self->serializer, self->graph, data, length, 0, 0, error);
  if (pasted == NULL)
    {
      flow_history_end_group (self->history);
      return FALSE;
    }

  n = g_list_model_get_n_items (pasted);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);

      min_x = MIN (min_x, flow_node_get_x (node));
      min_y = MIN (min_y, flow_node_get_y (node));
    }

  if (at_point && n > 0)
    {
      dx = snap (self, x - min_x);
      dy = snap (self, y - min_y);
    }

  hits = gtk_bitset_new_empty ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);
      NodeRecord *record;

      flow_node_set_position (node, flow_node_get_x (node) + dx, flow_node_get_y (node) + dy);

      if ((record = lookup_record (self, node)) != NULL && record->placed)
        gtk_bitset_add (hits, record->position);
    }

  flow_history_end_group (self->history);

  mask = gtk_bitset_new_range (0, n_nodes (self));
  gtk_selection_model_set_selection (GTK_SELECTION_MODEL (self->selection), hits, mask);
  set_selected_connection (self, NULL);

  return TRUE;
}

static void
paste_finish (FlowGtkView *self,
              const char  *data,
              gsize        length)
{
  g_autoptr(GError) error = NULL;
  graphene_point_t point;
  double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (self->graph == NULL || !self->editable)
    return;

  widget_to_canvas (self, x, y, &point);

  if (!paste_data (self, data, length, self->pointer_inside, point.x, point.y, &error))
    {
      g_autofree char *text = g_strdup_printf ("The clipboard holds no nodes to paste. %s",
                                               error->message);

      show_message (self, text, x, y);
    }
}

static void
paste_spliced_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(FlowGtkView) self = user_data;
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (object);
  g_autoptr(GError) error = NULL;

  if (g_output_stream_splice_finish (G_OUTPUT_STREAM (memory), result, &error) < 0)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_message (self, error->message, self->pointer_x, self->pointer_y);
      return;
    }

  paste_finish (self,
                g_memory_output_stream_get_data (memory),
                g_memory_output_stream_get_data_size (memory));
}

static void
paste_read_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FlowGtkView) self = user_data;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GOutputStream) memory = NULL;
  g_autoptr(GError) error = NULL;

  stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (object), result, NULL, &error);
  if (stream == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_message (self, "The clipboard holds no nodes to paste.",
                      self->pointer_x, self->pointer_y);
      return;
    }

  memory = g_memory_output_stream_new_resizable ();
  g_output_stream_splice_async (memory, stream,
                                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE |
                                G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT,
                                self->paste_cancellable,
                                paste_spliced_cb,
                                g_object_ref (self));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  static const char *mime_types[] = {
    CLIPBOARD_MIME_TYPE,
    "text/plain;charset=utf-8",
    "text/plain",
    NULL,
  };

  if (self->graph == NULL || !self->editable)
    return;

  /* Asynchronous: the clipboard may belong to this very process, which
   * writes the data from the main loop.
   */
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  self->paste_cancellable = g_cancellable_new ();

  gdk_clipboard_read_async (gtk_widget_get_clipboard (widget),
                            mime_types,
                            G_PRIORITY_DEFAULT,
                            self->paste_cancellable,
                            paste_read_cb,
                            g_object_ref (self));
}

static void
duplicate_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (self->graph == NULL || !self->editable ||
      (data = serialize_selection (self, &length)) == NULL)
    return;

  if (!paste_data (self, data, length, FALSE, 0, 0, &error))
    show_message (self, error->message, self->pointer_x, self->pointer_y);
}

/* Keyboard focus: Tab walks the nodes in the graph's order, creating the
 * widget of a node that has none and bringing it into view, and selects
 * the node it lands on.
 */

static void focus_node (FlowGtkView *self,
                        NodeRecord  *record);

static gboolean
flow_gtk_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  NodeRecord *current = focus_record (self);
  guint n = n_nodes (self);
  int step;

  if (focus_child != NULL && gtk_widget_child_focus (focus_child, direction))
    return TRUE;

  if (direction == GTK_DIR_TAB_FORWARD)
    step = 1;
  else if (direction == GTK_DIR_TAB_BACKWARD)
    step = -1;
  else
    return FALSE;

  /* Entering the view focuses the canvas itself first. */
  if (!gtk_widget_has_focus (widget) && focus_child == NULL)
    {
      gtk_widget_grab_focus (widget);
      return TRUE;
    }

  if (n == 0)
    return FALSE;

  if (current == NULL)
    {
      g_autoptr(GtkBitset) selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
      guint start;

      if (!gtk_bitset_is_empty (selection))
        start = step > 0 ? gtk_bitset_get_minimum (selection) : gtk_bitset_get_maximum (selection);
      else
        start = step > 0 ? 0 : n - 1;

      if (step < 0 && focus_child == NULL)
        return FALSE;

      focus_node (self, node_at (self, start));
      return TRUE;
    }

  if ((step > 0 && current->position + 1 >= n) || (step < 0 && current->position == 0))
    return FALSE;

  focus_node (self, node_at (self, current->position + step));

  return TRUE;
}

static void
focus_node (FlowGtkView *self,
            NodeRecord  *record)
{
  flow_gtk_view_scroll_to_node (self, record->node);
  select_only (self, record);

  if (record->widget == NULL)
    {
      if (!is_detailed (self))
        flow_gtk_viewport_set_zoom (self->viewport, MAX (1.0, self->detail_zoom));
      reconcile (self);
    }

  if (record->widget == NULL)
    flow_gtk_node_manager_acquire (self->node_manager, record);

  raise_record (self, record);
  gtk_widget_grab_focus (GTK_WIDGET (record->widget));
}

/* GObject and GtkWidget */

static void
disconnect_graph (FlowGtkView *self)
{
  if (self->graph == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->selection, self);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);

  cancel_drag (self);
  flow_gtk_layout_set_graph (self->layout, NULL);
  flow_gtk_wire_renderer_invalidate (self->wires);
  release_all_widgets (self);

  flow_gtk_node_manager_set_selection (self->node_manager, NULL);
  flow_gtk_wire_renderer_set_selection (self->wires, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->graph);
  g_clear_object (&self->context_node);
  g_clear_object (&self->context_connection);
  if (self->selected_connection != NULL)
    {
      g_clear_object (&self->selected_connection);
      flow_gtk_wire_renderer_set_selected (self->wires, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_CONNECTION]);
    }
}

static void
flow_gtk_view_map (GtkWidget *widget)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->map (widget);

  schedule_reconcile (self);
}

static void
flow_gtk_view_unmap (GtkWidget *widget)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  if (self->reconcile_tick != 0)
    {
      gtk_widget_remove_tick_callback (widget, self->reconcile_tick);
      self->reconcile_tick = 0;
    }
  if (self->redraw_tick != 0)
    {
      gtk_widget_remove_tick_callback (widget, self->redraw_tick);
      self->redraw_tick = 0;
    }
  flow_gtk_autoscroll_stop (self->autoscroll);

  cancel_drag (self);

  /* Inert while hidden, as GTK's list views are: unbind everything. */
  release_all_widgets (self);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->unmap (widget);
}

static void
flow_gtk_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->root (widget);

  flow_gtk_init ();
  _flow_gtk_ensure_style (gtk_widget_get_display (widget));
}

static void
flow_gtk_view_direction_changed (GtkWidget        *widget,
                                 GtkTextDirection  previous)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->direction_changed (widget, previous);

  flow_gtk_wire_renderer_invalidate (self->wires);
  gtk_widget_queue_allocate (widget);
}

static void
flow_gtk_view_dispose (GObject *object)
{
  FlowGtkView *self = (FlowGtkView *)object;
  GtkWidget *child;

  disconnect_graph (self);
  flow_gtk_autoscroll_stop (self->autoscroll);
  flow_gtk_node_manager_release_all (self->node_manager);
  flow_gtk_node_manager_clear_pool (self->node_manager);

  g_clear_handle_id (&self->message_timeout, g_source_remove);
  g_clear_pointer (&self->popover, gtk_widget_unparent);

  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->serializer);
  g_clear_object (&self->canvas_menu);
  g_clear_object (&self->node_menu);
  g_clear_object (&self->connection_menu);
  g_clear_object (&self->default_canvas_menu);
  g_clear_object (&self->default_node_menu);
  g_clear_object (&self->default_connection_menu);

  G_OBJECT_CLASS (flow_gtk_view_parent_class)->dispose (object);
}

static void
flow_gtk_view_finalize (GObject *object)
{
  FlowGtkView *self = (FlowGtkView *)object;

  g_clear_object (&self->viewport);
  g_clear_pointer (&self->node_manager, flow_gtk_node_manager_free);
  g_clear_pointer (&self->layout, flow_gtk_layout_free);
  g_clear_pointer (&self->wires, flow_gtk_wire_renderer_free);
  g_clear_pointer (&self->rubber_band, flow_gtk_rubber_band_free);
  g_clear_pointer (&self->autoscroll, flow_gtk_autoscroll_free);

  G_OBJECT_CLASS (flow_gtk_view_parent_class)->finalize (object);
}

static void
flow_gtk_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  FlowGtkView *self = FLOW_GTK_VIEW (object);

  switch (prop_id)
    {
    case PROP_GRAPH:
      g_value_set_object (value, self->graph);
      break;

    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;

    case PROP_FACTORY:
      g_value_set_object (value, flow_gtk_node_manager_get_factory (self->node_manager));
      break;

    case PROP_SELECTION:
      g_value_set_object (value, self->selection);
      break;

    case PROP_EDITABLE:
      g_value_set_boolean (value, self->editable);
      break;

    case PROP_SHOW_GRID:
      g_value_set_boolean (value, self->show_grid);
      break;

    case PROP_SNAP_TO_GRID:
      g_value_set_boolean (value, self->snap_to_grid);
      break;

    case PROP_GRID_SIZE:
      g_value_set_double (value, self->grid_size);
      break;

    case PROP_DETAIL_ZOOM:
      g_value_set_double (value, self->detail_zoom);
      break;

    case PROP_CANVAS_MENU:
      g_value_set_object (value, self->canvas_menu);
      break;

    case PROP_NODE_MENU:
      g_value_set_object (value, self->node_menu);
      break;

    case PROP_CONNECTION_MENU:
      g_value_set_object (value, self->connection_menu);
      break;

    case PROP_SELECTED_CONNECTION:
      g_value_set_object (value, self->selected_connection);
      break;

    case PROP_SERIALIZER:
      g_value_set_object (value, self->serializer);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  FlowGtkView *self = FLOW_GTK_VIEW (object);

  switch (prop_id)
    {
    case PROP_GRAPH:
      flow_gtk_view_set_graph (self, g_value_get_object (value));
      break;

    case PROP_FACTORY:
      flow_gtk_view_set_factory (self, g_value_get_object (value));
      break;

    case PROP_EDITABLE:
      flow_gtk_view_set_editable (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_GRID:
      flow_gtk_view_set_show_grid (self, g_value_get_boolean (value));
      break;

    case PROP_SNAP_TO_GRID:
      flow_gtk_view_set_snap_to_grid (self, g_value_get_boolean (value));
      break;

    case PROP_GRID_SIZE:
      flow_gtk_view_set_grid_size (self, g_value_get_double (value));
      break;

    case PROP_DETAIL_ZOOM:
      flow_gtk_view_set_detail_zoom (self, g_value_get_double (value));
      break;

    case PROP_CANVAS_MENU:
      flow_gtk_view_set_canvas_menu (self, g_value_get_object (value));
      break;

    case PROP_NODE_MENU:
      flow_gtk_view_set_node_menu (self, g_value_get_object (value));
      break;

    case PROP_CONNECTION_MENU:
      flow_gtk_view_set_connection_menu (self, g_value_get_object (value));
      break;

    case PROP_SERIALIZER:
      flow_gtk_view_set_serializer (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_arrow_binding (GtkWidgetClass  *widget_class,
                   guint            keyval,
                   guint            keypad,
                   GdkModifierType  modifiers,
                   double           dx,
                   double           dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, modifiers,
                                       "flowview.move-selection", "(dd)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad, modifiers,
                                       "flowview.move-selection", "(dd)", dx, dy);
}

static void
flow_gtk_view_class_init (FlowGtkViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_view_dispose;
  object_class->finalize = flow_gtk_view_finalize;
  object_class->get_property = flow_gtk_view_get_property;
  object_class->set_property = flow_gtk_view_set_property;

  widget_class->measure = flow_gtk_view_measure;
  widget_class->size_allocate = flow_gtk_view_size_allocate;
  widget_class->snapshot = flow_gtk_view_snapshot;
  widget_class->map = flow_gtk_view_map;
  widget_class->unmap = flow_gtk_view_unmap;
  widget_class->root = flow_gtk_view_root;
  widget_class->direction_changed = flow_gtk_view_direction_changed;
  widget_class->focus = flow_gtk_view_focus;
  widget_class->query_tooltip = flow_gtk_view_query_tooltip;

  /**
   * FlowGtkView:graph: (getter get_graph) (setter set_graph)
   *
   * The graph the view shows and edits.
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:viewport: (getter get_viewport)
   *
   * The zoom and offset of the view, shared with a minimap.
   */
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL,
                         FLOW_GTK_TYPE_VIEWPORT,
                         (G_PARAM_READABLE |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:factory: (getter get_factory) (setter set_factory)
   *
   * The factory that makes the node widgets. Setting `NULL` restores a
   * default factory, which makes [class@Node]s.
   */
  properties[PROP_FACTORY] =
    g_param_spec_object ("factory", NULL, NULL,
                         FLOW_GTK_TYPE_NODE_FACTORY,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:selection: (getter get_selection)
   *
   * The selection: a [iface@Gtk.SelectionModel] over the graph's nodes,
   * in the graph's order, any number of them selected, or `NULL` without
   * a graph. It is the only place the view keeps the selection.
   */
  properties[PROP_SELECTION] =
    g_param_spec_object ("selection", NULL, NULL,
                         GTK_TYPE_SELECTION_MODEL,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:editable: (getter get_editable) (setter set_editable)
   *
   * Whether the user may change the graph: move, connect and delete.
   * Selecting, panning and zooming work either way.
   */
  properties[PROP_EDITABLE] =
    g_param_spec_boolean ("editable", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:show-grid: (getter get_show_grid) (setter set_show_grid)
   *
   * Whether a grid is drawn behind the graph.
   */
  properties[PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:snap-to-grid: (getter get_snap_to_grid) (setter set_snap_to_grid)
   *
   * Whether nodes the user moves land on the grid.
   */
  properties[PROP_SNAP_TO_GRID] =
    g_param_spec_boolean ("snap-to-grid", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:grid-size: (getter get_grid_size) (setter set_grid_size)
   *
   * The spacing of the grid, in canvas units.
   */
  properties[PROP_GRID_SIZE] =
    g_param_spec_double ("grid-size", NULL, NULL,
                         1.0, 1000.0, DEFAULT_GRID_SIZE,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:detail-zoom: (getter get_detail_zoom) (setter set_detail_zoom)
   *
   * The zoom below which nodes are drawn as simple boxes with their docks,
   * without widgets (the level of detail). At 0.4, the default, node
   * titles would be too small to read anyway.
   */
  properties[PROP_DETAIL_ZOOM] =
    g_param_spec_double ("detail-zoom", NULL, NULL,
                         0.0, 100.0, DEFAULT_DETAIL_ZOOM,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:canvas-menu: (getter get_canvas_menu) (setter set_canvas_menu)
   *
   * The context menu of the empty canvas. Its actions can read where it
   * was opened with [method@View.get_context_position].
   */
  properties[PROP_CANVAS_MENU] =
    g_param_spec_object ("canvas-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:node-menu: (getter get_node_menu) (setter set_node_menu)
   *
   * The context menu of a node; [method@View.get_context_node] tells which.
   * Opening it selects the node if it was not selected.
   */
  properties[PROP_NODE_MENU] =
    g_param_spec_object ("node-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:connection-menu: (getter get_connection_menu) (setter set_connection_menu)
   *
   * The context menu of a wire; [method@View.get_context_connection] tells
   * which.
   */
  properties[PROP_CONNECTION_MENU] =
    g_param_spec_object ("connection-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:selected-connection: (getter get_selected_connection)
   *
   * The connection whose wire the user selected by clicking it, or `NULL`.
   */
  properties[PROP_SELECTED_CONNECTION] =
    g_param_spec_object ("selected-connection", NULL, NULL,
                         FLOW_TYPE_CONNECTION,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:serializer: (getter get_serializer) (setter set_serializer)
   *
   * The serializer that copies and pastes nodes through the clipboard;
   * register the application's node types on it so that pasted nodes are
   * of the right types. Setting `NULL` restores a default one.
   */
  properties[PROP_SERIALIZER] =
    g_param_spec_object ("serializer", NULL, NULL,
                         FLOW_TYPE_SERIALIZER,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlowGtkView::node-activated:
   * @self: a view
   * @node: the node that was activated
   *
   * Emitted when the user activates @node, by double-clicking it or by
   * pressing <kbd>Enter</kbd> while it has focus.
   */
  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1, FLOW_TYPE_NODE);
  g_signal_set_va_marshaller (signals[NODE_ACTIVATED],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__OBJECTv);

  /**
   * FlowGtkView::geometry-changed:
   * @self: a view
   *
   * Emitted at the end of an allocation of @self in which something it
   * shows changed that neither the graph nor the viewport reports: the
   * size of the view, its text direction, or the size or dock positions
   * of nodes, which the view measures (a node that was never shown has
   * an estimated size until it is).
   *
   * Together with the graph's signals and [signal@Viewport::changed], it
   * tells an overview of the graph, such as a minimap, or anything else
   * drawn over the canvas, when to draw again. Handlers run during size
   * allocation: they may queue a redraw or an allocation, but must not
   * change the widget tree.
   */
  signals[GEOMETRY_CHANGED] =
    g_signal_new ("geometry-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "flowview.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "flowview.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "flowview.zoom-reset", NULL, zoom_reset_action);
  gtk_widget_class_install_action (widget_class, "flowview.zoom-to-fit", NULL, zoom_to_fit_action);
  gtk_widget_class_install_action (widget_class, "flowview.zoom-to-selection", NULL, zoom_to_selection_action);
  gtk_widget_class_install_action (widget_class, "flowview.select-all", NULL, select_all_action);
  gtk_widget_class_install_action (widget_class, "flowview.unselect-all", NULL, unselect_all_action);
  gtk_widget_class_install_action (widget_class, "flowview.delete-selection", NULL, delete_selection_action);
  gtk_widget_class_install_action (widget_class, "flowview.delete-connection", NULL, delete_connection_action);
  gtk_widget_class_install_action (widget_class, "flowview.move-selection", "(dd)", move_selection_action);
  gtk_widget_class_install_action (widget_class, "flowview.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "flowview.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "flowview.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "flowview.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "flowview.cut", NULL, cut_action);
  gtk_widget_class_install_action (widget_class, "flowview.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "flowview.duplicate", NULL, duplicate_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "flowview.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "flowview.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "flowview.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_x, GDK_CONTROL_MASK, "flowview.cut", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "flowview.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "flowview.duplicate", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "flowview.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "flowview.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "flowview.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "flowview.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "flowview.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "flowview.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "flowview.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "flowview.zoom-to-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Home, 0, "flowview.zoom-to-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_SHIFT_MASK, "flowview.zoom-to-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK, "flowview.select-all", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "flowview.unselect-all", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.unselect-all", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "flowview.delete-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "flowview.delete-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "flowview.delete-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "flowview.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "flowview.activate", NULL);

  add_arrow_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, 0, -10, 0);
  add_arrow_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 0, 10, 0);
  add_arrow_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, 0, -10);
  add_arrow_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 0, 10);
  add_arrow_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, GDK_SHIFT_MASK, -50, 0);
  add_arrow_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, GDK_SHIFT_MASK, 50, 0);
  add_arrow_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, GDK_SHIFT_MASK, 0, -50);
  add_arrow_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, GDK_SHIFT_MASK, 0, 50);

  gtk_widget_class_set_css_name (widget_class, "flowview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GMenuModel *
menu_with (const char *label,
           const char *action,
           const char *label2,
           const char *action2)
{
  GMenu *menu = g_menu_new ();

  g_menu_append (menu, label, action);
  if (label2 != NULL)
    g_menu_append (menu, label2, action2);

  return G_MENU_MODEL (menu);
}

static void
flow_gtk_view_init (FlowGtkView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *gesture;

  self->viewport = flow_gtk_viewport_new ();
  g_signal_connect_object (self->viewport, "changed",
                           G_CALLBACK (viewport_changed_cb), self,
                           G_CONNECT_SWAPPED);

  self->serializer = flow_serializer_new ();
  self->layout = flow_gtk_layout_new (&layout_callbacks, self);
  self->wires = flow_gtk_wire_renderer_new (widget, self->layout, self->viewport);
  self->node_manager = flow_gtk_node_manager_new (widget, self->layout, node_released_cb, self);

  /* The tooltips of docks; see _flow_gtk_view_dup_tooltip_at (). */
  gtk_widget_set_has_tooltip (widget, TRUE);
  self->editable = TRUE;
  self->show_grid = TRUE;
  self->compose_frames = TRUE;
  self->grid_size = DEFAULT_GRID_SIZE;
  self->detail_zoom = DEFAULT_DETAIL_ZOOM;

  self->rubber_band = flow_gtk_rubber_band_new (widget);
  self->autoscroll = flow_gtk_autoscroll_new (widget, autoscroll_cb, self);

  self->message = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->message), 48);
  gtk_widget_add_css_class (self->message, "osd");
  gtk_widget_add_css_class (self->message, "flow-message");
  gtk_widget_set_can_target (self->message, FALSE);
  gtk_widget_set_visible (self->message, FALSE);
  gtk_widget_set_parent (self->message, widget);

  self->default_canvas_menu = menu_with ("Select _All", "flowview.select-all",
                                         "Zoom to _Fit", "flowview.zoom-to-fit");
  self->default_node_menu = menu_with ("_Delete", "flowview.delete-selection", NULL, NULL);
  self->default_connection_menu = menu_with ("_Delete Connection", "flowview.delete-connection", NULL, NULL);
  self->canvas_menu = g_object_ref (self->default_canvas_menu);
  self->node_menu = g_object_ref (self->default_node_menu);
  self->connection_menu = g_object_ref (self->default_connection_menu);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect_swapped (gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (gesture, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect_swapped (gesture, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));
  self->drag_gesture = gesture;

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect_swapped (gesture, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (gesture, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect_swapped (gesture, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect_swapped (controller, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (widget, controller);

  update_history_actions (self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "Flowgraph",
                                  -1);
}

/* Private API */

void
_flow_gtk_view_get_stats (FlowGtkView      *self,
                          FlowGtkViewStats *stats)
{
  FlowGtkWireRendererStats wire_stats;
  FlowGtkLayoutStats layout_stats;
  FlowGtkNodeManagerStats node_stats;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (stats != NULL);

  flow_gtk_wire_renderer_get_stats (self->wires, &wire_stats);

  *stats = self->stats;
  stats->pictures_rendered = self->cairo_stats.pictures_rendered;
  stats->composed_frames = self->cairo_stats.composed_frames;
  stats->composed_cells = self->cairo_stats.composed_cells;
  flow_gtk_layout_get_stats (self->layout, &layout_stats);
  stats->node_records_visited += layout_stats.node_records_visited;
  stats->wire_records_visited += layout_stats.wire_records_visited;
  stats->wires_updated = layout_stats.wires_updated;
  stats->records_estimated = layout_stats.records_estimated;
  stats->n_node_records = n_nodes (self);
  stats->n_wire_records = flow_gtk_layout_get_n_wires (self->layout);
  flow_gtk_node_manager_get_stats (self->node_manager, &node_stats);
  stats->n_bound_widgets = node_stats.n_bound;
  stats->n_pooled_widgets = node_stats.n_pooled;
  stats->widgets_created = node_stats.created;
  stats->widgets_bound = node_stats.bound;
  stats->n_tiles = wire_stats.n_tiles;
  stats->tiles_rendered = wire_stats.tiles_rendered;
  stats->styles_made_drawing = wire_stats.styles_made_drawing;
  stats->detailed = is_detailed (self);
}

FlowDock *
_flow_gtk_view_get_hover_dock (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->hover_dock;
}

FlowConnection *
_flow_gtk_view_get_hover_connection (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  WireRecord *wire;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  wire = flow_gtk_wire_renderer_get_hover (self->wires);

  return wire != NULL ? wire->connection : NULL;
}

/* Whether frames of a zoom or of a large drag are composed (the default),
 * so that tests can compare them with frames that are not.
 */
void
_flow_gtk_view_set_compose_frames (FlowGtkView *self,
                                 gboolean     compose)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  self->compose_frames = !!compose;
}

void
_flow_gtk_view_reconcile_now (FlowGtkView *self)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  reconcile (self);
}

guint
_flow_gtk_view_get_geometry_serial (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), 0);

  return flow_gtk_layout_get_geometry_serial (self->layout);
}

void
_flow_gtk_view_foreach_node (FlowGtkView         *self,
                             FlowGtkViewNodeFunc  func,
                             gpointer             user_data)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (func != NULL);

  for (guint i = 0; i < n_nodes (self); i++)
    {
      NodeRecord *record = node_at (self, i);

      func (record->node, &record->item.bounds, is_selected (self, record), user_data);
    }
}

void
_flow_gtk_view_foreach_wire (FlowGtkView         *self,
                             FlowGtkViewWireFunc  func,
                             gpointer             user_data)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (func != NULL);

  for (guint i = 0; i < flow_gtk_layout_get_n_wires (self->layout); i++)
    {
      WireRecord *wire = flow_gtk_layout_get_wire (self->layout, i);

      func (wire->connection, &wire->curve.p0, &wire->curve.p3, user_data);
    }
}

/* Public API */

/**
 * flow_gtk_view_new:
 * @graph: (nullable): the graph to show
 *
 * Creates a new view of @graph.
 *
 * Returns: (transfer floating): the new view
 */
GtkWidget *
flow_gtk_view_new (FlowGraph *graph)
{
  g_return_val_if_fail (graph == NULL || FLOW_IS_GRAPH (graph), NULL);

  return g_object_new (FLOW_GTK_TYPE_VIEW,
                       "graph", graph,
                       NULL);
}

/**
 * flow_gtk_view_get_graph: (get-property graph)
 * @self: a view
 *
 * Gets the graph @self shows.
 *
 * Returns: (transfer none) (nullable): the graph
 */
FlowGraph *
flow_gtk_view_get_graph (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->graph;
}

/**
 * flow_gtk_view_set_graph: (set-property graph)
 * @self: a view
 * @graph: (nullable): the graph to show
 *
 * Sets the graph @self shows.
 *
 * Attaching a graph creates the view's records for its nodes and
 * connections, but no widgets: those are made when the view is next drawn,
 * for the visible nodes only. The selection model is replaced.
 */
void
flow_gtk_view_set_graph (FlowGtkView *self,
                         FlowGraph   *graph)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (graph == NULL || FLOW_IS_GRAPH (graph));

  if (self->graph == graph)
    return;

  g_object_freeze_notify (G_OBJECT (self));

  disconnect_graph (self);

  if (graph != NULL)
    {
      self->graph = g_object_ref (graph);
      self->selection = flow_gtk_selection_new (G_LIST_MODEL (graph));
      flow_gtk_node_manager_set_selection (self->node_manager, GTK_SELECTION_MODEL (self->selection));
      flow_gtk_wire_renderer_set_selection (self->wires, GTK_SELECTION_MODEL (self->selection));

      flow_gtk_layout_set_graph (self->layout, graph);

      g_signal_connect_object (self->selection, "selection-changed",
                               G_CALLBACK (selection_changed_cb), self,
                               G_CONNECT_SWAPPED);

      /* From now on, what happens to the graph is recorded. */
      self->history = g_object_ref (flow_graph_get_history (graph));
      g_signal_connect_object (self->history, "notify::can-undo",
                               G_CALLBACK (history_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->history, "notify::can-redo",
                               G_CALLBACK (history_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }

  update_history_actions (self);

  flow_gtk_wire_renderer_invalidate (self->wires);
  schedule_reconcile (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION]);

  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * flow_gtk_view_get_viewport: (get-property viewport)
 * @self: a view
 *
 * Gets the viewport of @self: its zoom and offset.
 *
 * Returns: (transfer none): the viewport
 */
FlowGtkViewport *
flow_gtk_view_get_viewport (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->viewport;
}

/**
 * flow_gtk_view_get_factory: (get-property factory)
 * @self: a view
 *
 * Gets the factory that makes the node widgets of @self.
 *
 * Returns: (transfer none): the factory
 */
FlowGtkNodeFactory *
flow_gtk_view_get_factory (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return flow_gtk_node_manager_get_factory (self->node_manager);
}

/**
 * flow_gtk_view_set_factory: (set-property factory)
 * @self: a view
 * @factory: (nullable): the factory, or `NULL` for a default one
 *
 * Sets the factory that makes the node widgets of @self. The widgets made
 * by the previous factory are torn down.
 */
void
flow_gtk_view_set_factory (FlowGtkView        *self,
                           FlowGtkNodeFactory *factory)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (factory == NULL || FLOW_GTK_IS_NODE_FACTORY (factory));

  if (factory != NULL && flow_gtk_node_manager_get_factory (self->node_manager) == factory)
    return;

  flow_gtk_node_manager_set_factory (self->node_manager, factory);

  schedule_reconcile (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACTORY]);
}

/**
 * flow_gtk_view_get_selection: (get-property selection)
 * @self: a view
 *
 * Gets the selection of @self: a model over the graph's nodes that says
 * which are selected. Applications may change it; the view follows.
 *
 * Returns: (transfer none) (nullable): the selection, or `NULL` without
 *   a graph
 */
GtkSelectionModel *
flow_gtk_view_get_selection (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->selection != NULL ? GTK_SELECTION_MODEL (self->selection) : NULL;
}

/**
 * flow_gtk_view_get_serializer: (get-property serializer)
 * @self: a view
 *
 * Gets the serializer @self copies and pastes nodes with.
 *
 * Returns: (transfer none): the serializer
 */
FlowSerializer *
flow_gtk_view_get_serializer (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->serializer;
}

/**
 * flow_gtk_view_set_serializer: (set-property serializer)
 * @self: a view
 * @serializer: (nullable): the serializer, or `NULL` for a default one
 *
 * Sets the serializer @self copies and pastes nodes with, which knows the
 * application's node types.
 */
void
flow_gtk_view_set_serializer (FlowGtkView    *self,
                              FlowSerializer *serializer)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (serializer == NULL || FLOW_IS_SERIALIZER (serializer));

  if (serializer != NULL && self->serializer == serializer)
    return;

  g_clear_object (&self->serializer);
  self->serializer = serializer != NULL ? g_object_ref (serializer) : flow_serializer_new ();

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SERIALIZER]);
}

/**
 * flow_gtk_view_get_editable: (get-property editable)
 * @self: a view
 *
 * Gets whether the user may change the graph through @self.
 *
 * Returns: `TRUE` if @self is editable
 */
gboolean
flow_gtk_view_get_editable (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);

  return self->editable;
}

/**
 * flow_gtk_view_set_editable: (set-property editable)
 * @self: a view
 * @editable: whether the user may change the graph
 *
 * Sets whether the user may change the graph through @self.
 */
void
flow_gtk_view_set_editable (FlowGtkView *self,
                            gboolean     editable)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  editable = !!editable;

  if (self->editable == editable)
    return;

  self->editable = editable;

  if (!editable)
    cancel_drag (self);

  update_history_actions (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
}

/**
 * flow_gtk_view_get_show_grid: (get-property show-grid)
 * @self: a view
 *
 * Gets whether @self draws a grid.
 *
 * Returns: `TRUE` if the grid is shown
 */
gboolean
flow_gtk_view_get_show_grid (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);

  return self->show_grid;
}

/**
 * flow_gtk_view_set_show_grid: (set-property show-grid)
 * @self: a view
 * @show_grid: whether to draw a grid
 *
 * Sets whether @self draws a grid behind the graph.
 */
void
flow_gtk_view_set_show_grid (FlowGtkView *self,
                             gboolean     show_grid)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  show_grid = !!show_grid;

  if (self->show_grid == show_grid)
    return;

  self->show_grid = show_grid;
  flow_gtk_wire_renderer_set_grid (self->wires, self->show_grid, self->grid_size);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_GRID]);
}

/**
 * flow_gtk_view_get_snap_to_grid: (get-property snap-to-grid)
 * @self: a view
 *
 * Gets whether moved nodes land on the grid.
 *
 * Returns: `TRUE` if nodes snap to the grid
 */
gboolean
flow_gtk_view_get_snap_to_grid (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);

  return self->snap_to_grid;
}

/**
 * flow_gtk_view_set_snap_to_grid: (set-property snap-to-grid)
 * @self: a view
 * @snap_to_grid: whether moved nodes land on the grid
 *
 * Sets whether nodes the user moves land on the grid.
 */
void
flow_gtk_view_set_snap_to_grid (FlowGtkView *self,
                                gboolean     snap_to_grid)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  snap_to_grid = !!snap_to_grid;

  if (self->snap_to_grid == snap_to_grid)
    return;

  self->snap_to_grid = snap_to_grid;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SNAP_TO_GRID]);
}

/**
 * flow_gtk_view_get_grid_size: (get-property grid-size)
 * @self: a view
 *
 * Gets the spacing of the grid.
 *
 * Returns: the spacing, in canvas units
 */
double
flow_gtk_view_get_grid_size (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), DEFAULT_GRID_SIZE);

  return self->grid_size;
}

/**
 * flow_gtk_view_set_grid_size: (set-property grid-size)
 * @self: a view
 * @grid_size: the spacing, in canvas units, at least 1
 *
 * Sets the spacing of the grid.
 */
void
flow_gtk_view_set_grid_size (FlowGtkView *self,
                             double       grid_size)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (grid_size >= 1.0 && grid_size <= 1000.0);

  if (self->grid_size == grid_size)
    return;

  self->grid_size = grid_size;
  flow_gtk_wire_renderer_set_grid (self->wires, self->show_grid, self->grid_size);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRID_SIZE]);
}

/**
 * flow_gtk_view_get_detail_zoom: (get-property detail-zoom)
 * @self: a view
 *
 * Gets the zoom below which nodes are drawn without widgets.
 *
 * Returns: the level-of-detail zoom
 */
double
flow_gtk_view_get_detail_zoom (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), DEFAULT_DETAIL_ZOOM);

  return self->detail_zoom;
}

/**
 * flow_gtk_view_set_detail_zoom: (set-property detail-zoom)
 * @self: a view
 * @detail_zoom: the level-of-detail zoom
 *
 * Sets the zoom below which nodes are drawn as simple boxes, without
 * widgets.
 */
void
flow_gtk_view_set_detail_zoom (FlowGtkView *self,
                               double       detail_zoom)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (detail_zoom >= 0.0 && detail_zoom <= 100.0);

  if (self->detail_zoom == detail_zoom)
    return;

  self->detail_zoom = detail_zoom;
  flow_gtk_wire_renderer_set_detail_zoom (self->wires, detail_zoom);
  schedule_reconcile (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DETAIL_ZOOM]);
}

static void
set_menu (FlowGtkView  *self,
          GMenuModel  **slot,
          GMenuModel   *menu,
          GParamSpec   *pspec)
{
  if (*slot == menu)
    return;

  g_set_object (slot, menu);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

/**
 * flow_gtk_view_get_canvas_menu: (get-property canvas-menu)
 * @self: a view
 *
 * Gets the context menu of the empty canvas.
 *
 * Returns: (transfer none) (nullable): the menu
 */
GMenuModel *
flow_gtk_view_get_canvas_menu (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->canvas_menu;
}

/**
 * flow_gtk_view_set_canvas_menu: (set-property canvas-menu)
 * @self: a view
 * @menu: (nullable): the menu, or `NULL` for none
 *
 * Sets the context menu of the empty canvas.
 */
void
flow_gtk_view_set_canvas_menu (FlowGtkView *self,
                               GMenuModel  *menu)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  set_menu (self, &self->canvas_menu, menu, properties[PROP_CANVAS_MENU]);
}

/**
 * flow_gtk_view_get_node_menu: (get-property node-menu)
 * @self: a view
 *
 * Gets the context menu of nodes.
 *
 * Returns: (transfer none) (nullable): the menu
 */
GMenuModel *
flow_gtk_view_get_node_menu (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->node_menu;
}

/**
 * flow_gtk_view_set_node_menu: (set-property node-menu)
 * @self: a view
 * @menu: (nullable): the menu, or `NULL` for none
 *
 * Sets the context menu of nodes.
 */
void
flow_gtk_view_set_node_menu (FlowGtkView *self,
                             GMenuModel  *menu)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  set_menu (self, &self->node_menu, menu, properties[PROP_NODE_MENU]);
}

/**
 * flow_gtk_view_get_connection_menu: (get-property connection-menu)
 * @self: a view
 *
 * Gets the context menu of wires.
 *
 * Returns: (transfer none) (nullable): the menu
 */
GMenuModel *
flow_gtk_view_get_connection_menu (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->connection_menu;
}

/**
 * flow_gtk_view_set_connection_menu: (set-property connection-menu)
 * @self: a view
 * @menu: (nullable): the menu, or `NULL` for none
 *
 * Sets the context menu of wires.
 */
void
flow_gtk_view_set_connection_menu (FlowGtkView *self,
                                   GMenuModel  *menu)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  set_menu (self, &self->connection_menu, menu, properties[PROP_CONNECTION_MENU]);
}

/**
 * flow_gtk_view_get_node_widget:
 * @self: a view
 * @node: a node of the view's graph
 *
 * Gets the widget that shows @node, if it has one: only nodes in or near
 * the visible area have widgets, and none below
 * [property@View:detail-zoom].
 *
 * Returns: (transfer none) (nullable): the widget, or `NULL`
 */
FlowGtkNode *
flow_gtk_view_get_node_widget (FlowGtkView *self,
                               FlowNode    *node)
{
  NodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);
  g_return_val_if_fail (FLOW_IS_NODE (node), NULL);

  record = lookup_record (self, node);

  return record != NULL ? record->widget : NULL;
}

/**
 * flow_gtk_view_get_node_bounds:
 * @self: a view
 * @node: a node of the view's graph
 * @bounds: (out caller-allocates): return location for the bounds
 *
 * Gets the rectangle @node covers on the canvas, in canvas units: its
 * position and its size, measured if it was ever shown, estimated if not.
 *
 * Returns: `TRUE` if @node is in the view's graph
 */
gboolean
flow_gtk_view_get_node_bounds (FlowGtkView     *self,
                               FlowNode        *node,
                               graphene_rect_t *bounds)
{
  NodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (FLOW_IS_NODE (node), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  record = lookup_record (self, node);
  if (record == NULL)
    return FALSE;

  *bounds = record->item.bounds;

  return TRUE;
}

/**
 * flow_gtk_view_get_dock_position:
 * @self: a view
 * @dock: a dock of a node of the view's graph
 * @position: (out caller-allocates): return location for the position
 *
 * Gets where wires end at @dock, in canvas units.
 *
 * Returns: `TRUE` if @dock belongs to a node of the view's graph
 */
gboolean
flow_gtk_view_get_dock_position (FlowGtkView      *self,
                                 FlowDock         *dock,
                                 graphene_point_t *position)
{
  NodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  if (flow_dock_get_node (dock) == NULL)
    return FALSE;

  record = lookup_record (self, flow_dock_get_node (dock));
  if (record == NULL)
    return FALSE;

  return record_anchor (self, record, dock, position);
}

/**
 * flow_gtk_view_pick_node:
 * @self: a view
 * @x: horizontal widget coordinate
 * @y: vertical widget coordinate
 *
 * Finds the node drawn at (@x, @y) in @self.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL`
 */
FlowNode *
flow_gtk_view_pick_node (FlowGtkView *self,
                         double       x,
                         double       y)
{
  graphene_point_t point;
  NodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  widget_to_canvas (self, x, y, &point);
  record = pick_record (self, &point);

  return record != NULL ? record->node : NULL;
}

/**
 * flow_gtk_view_get_selected_connection: (get-property selected-connection)
 * @self: a view
 *
 * Gets the connection whose wire is selected.
 *
 * Returns: (transfer none) (nullable): the connection, or `NULL`
 */
FlowConnection *
flow_gtk_view_get_selected_connection (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->selected_connection;
}

/**
 * flow_gtk_view_get_context_node:
 * @self: a view
 *
 * Gets the node the last context menu was opened on.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL`
 */
FlowNode *
flow_gtk_view_get_context_node (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->context_node;
}

/**
 * flow_gtk_view_get_context_connection:
 * @self: a view
 *
 * Gets the connection the last context menu was opened on.
 *
 * Returns: (transfer none) (nullable): the connection, or `NULL`
 */
FlowConnection *
flow_gtk_view_get_context_connection (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return self->context_connection;
}

/**
 * flow_gtk_view_get_context_position:
 * @self: a view
 * @x: (out) (optional): return location for the canvas x coordinate
 * @y: (out) (optional): return location for the canvas y coordinate
 *
 * Gets where on the canvas the last context menu was opened, for
 * instance to add a node there.
 */
void
flow_gtk_view_get_context_position (FlowGtkView *self,
                                    double      *x,
                                    double      *y)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  if (x != NULL)
    *x = self->context_point.x;
  if (y != NULL)
    *y = self->context_point.y;
}

/**
 * flow_gtk_view_get_graph_bounds:
 * @self: a view
 * @bounds: (out caller-allocates): return location for the bounds
 *
 * Gets the rectangle, in canvas units, that holds every node of the
 * graph. It is empty at the origin for an empty graph.
 */
void
flow_gtk_view_get_graph_bounds (FlowGtkView     *self,
                                graphene_rect_t *bounds)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (bounds != NULL);

  flow_gtk_layout_get_bounds (self->layout, bounds);
}

static void
fit_area (FlowGtkView           *self,
          const graphene_rect_t *area)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));

  if (width <= 0 || height <= 0)
    {
      width = self->last_width > 0 ? self->last_width : 480;
      height = self->last_height > 0 ? self->last_height : 360;
    }

  flow_gtk_viewport_fit (self->viewport, area, width, height, 32);
}

/**
 * flow_gtk_view_zoom_to_fit:
 * @self: a view
 *
 * Zooms and pans so that the whole graph is visible, but never zooms in
 * beyond 100 %.
 */
void
flow_gtk_view_zoom_to_fit (FlowGtkView *self)
{
  graphene_rect_t bounds;
  double before;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  if (self->graph == NULL || n_nodes (self) == 0)
    return;

  flow_gtk_view_get_graph_bounds (self, &bounds);
  before = flow_gtk_viewport_get_max_zoom (self->viewport);

  /* A small graph is shown at 100 %, not blown up. */
  flow_gtk_viewport_set_max_zoom (self->viewport, MIN (before, 1.0));
  fit_area (self, &bounds);
  flow_gtk_viewport_set_max_zoom (self->viewport, before);
}

/**
 * flow_gtk_view_zoom_to_selection:
 * @self: a view
 *
 * Zooms and pans so that every selected node is visible, but never zooms
 * in beyond 100 %. Does nothing when nothing is selected.
 */
void
flow_gtk_view_zoom_to_selection (FlowGtkView *self)
{
  g_autoptr(GtkBitset) selection = NULL;
  graphene_rect_t bounds;
  GtkBitsetIter iter;
  gboolean any = FALSE;
  double before;
  guint pos;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  if (self->selection == NULL)
    return;

  selection = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selection, &pos);
       ok;
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      NodeRecord *record;

      if (pos >= n_nodes (self))
        break;

      record = node_at (self, pos);
      if (!any)
        bounds = record->item.bounds;
      else
        graphene_rect_union (&bounds, &record->item.bounds, &bounds);
      any = TRUE;
    }

  if (!any)
    return;

  before = flow_gtk_viewport_get_max_zoom (self->viewport);
  flow_gtk_viewport_set_max_zoom (self->viewport, MIN (before, 1.0));
  fit_area (self, &bounds);
  flow_gtk_viewport_set_max_zoom (self->viewport, before);
}

/**
 * flow_gtk_view_scroll_to_node:
 * @self: a view
 * @node: a node of the view's graph
 *
 * Pans, without zooming, so that @node is visible, if it is not already.
 */
void
flow_gtk_view_scroll_to_node (FlowGtkView *self,
                              FlowNode    *node)
{
  NodeRecord *record;
  graphene_rect_t visible;
  const graphene_rect_t *b;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (FLOW_IS_NODE (node));

  record = lookup_record (self, node);
  if (record == NULL)
    return;

  get_visible_area (self, &visible);
  b = &record->item.bounds;

  if (graphene_rect_contains_rect (&visible, b))
    return;

  flow_gtk_viewport_center_on (self->viewport,
                               b->origin.x + b->size.width / 2,
                               b->origin.y + b->size.height / 2,
                               MAX (1, gtk_widget_get_width (GTK_WIDGET (self))),
                               MAX (1, gtk_widget_get_height (GTK_WIDGET (self))));
}

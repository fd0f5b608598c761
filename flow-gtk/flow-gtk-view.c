/* flow-gtk-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-private.h"
#include "flow-gtk-i18n-private.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-add-private.h"
#include "flow-gtk-view-arrange-private.h"
#include "flow-gtk-view-dissolve-private.h"
#include "flow-gtk-view-reroute-private.h"
#include "flow-gtk-view-frames-private.h"
#include "flow-gtk-view-groups-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-find-private.h"
#include "flow-gtk-view-keynav-private.h"
#include "flow-gtk-view-reconcile-private.h"
#include "flow-gtk-view-wirenav-private.h"
#include "flow-gtk-cairo-frame-private.h"
#include "flow-gtk-compat-private.h"
#include "flow-gtk-style-node-private.h"
#include "flow-gtk-init-private.h"
#include "flow-gtk-layout-private.h"
#include "flow-gtk-move-drag-private.h"
#include "flow-gtk-node-manager-private.h"
#include "flow-gtk-node-slot-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-selection-private.h"
#include "flow-gtk-tile-cache-private.h"
#include "flow-gtk-viewport-keeper-private.h"
#include "flow-gtk-viewport-private.h"
#include "flow-gtk-wire-private.h"
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
 *   scroll (touchpad or wheel; <kbd>Shift</kbd> scrolls sideways), also
 *   over a node's spin button or scale, which takes the wheel only while
 *   it has the focus.
 * - Zoom around the pointer: <kbd>Ctrl</kbd> + scroll, or pinch;
 *   <kbd>Ctrl</kbd>+<kbd>+</kbd>, <kbd>Ctrl</kbd>+<kbd>−</kbd>,
 *   <kbd>Ctrl</kbd>+<kbd>0</kbd> (100 %); <kbd>Home</kbd> fits the graph,
 *   <kbd>Shift</kbd>+<kbd>Home</kbd> the selection.
 * - Select: click a node; <kbd>Shift</kbd>-click adds, <kbd>Ctrl</kbd>-click
 *   toggles; drag on the empty canvas for a rubber band (with the same
 *   modifiers); <kbd>Ctrl</kbd>+<kbd>A</kbd> selects all,
 *   <kbd>Escape</kbd> clears. <kbd>Tab</kbd> moves the focus, and the
 *   selection, from node to node. <kbd>Ctrl</kbd>+arrows move the focus
 *   to the nearest node that way on the screen and keep the selection,
 *   <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+arrows add that node to it, and
 *   <kbd>Ctrl</kbd>+<kbd>Space</kbd> toggles the focused node.
 * - Move: drag any selected node and all selected nodes move together; the
 *   arrow keys move the selection the way they point, also right to left.
 * - Delete: <kbd>Delete</kbd> removes the selected nodes that are
 *   [property@Flow.Node:deletable], and the selected connection.
 * - Hover a dock for a tooltip with its label and type.
 * - Connect: drag from a dock to a dock of the other kind; compatible docks
 *   light up and incompatible ones dim while dragging, and a drop near a
 *   dock connects to it. A refused drop says why, on the canvas. A press
 *   takes a dock within 10 pixels of it, and no further than a row of
 *   the node; below [property@View:detail-zoom], where docks are not
 *   drawn, a press on a node moves it.
 * - Re-route: drag the end of a connected input's wire to another input to
 *   move the connection, or to the empty canvas to remove it. Click a wire
 *   to select it; double-click it to put a [class@Flow.Reroute] where you
 *   clicked, a knot that the wire passes through and that can be moved
 *   and connected onward like any node (`flowview.add-reroute`, in the
 *   selected connection's menu, puts one half way along it); drag from a
 *   wire with <kbd>Shift</kbd> held to put one there and move it.
 * - Frames: <kbd>Ctrl</kbd>+<kbd>J</kbd> frames the selection in a
 *   [class@Flow.Frame], which moves the nodes in it and fits around
 *   them; <kbd>Enter</kbd> edits it, <kbd>Ctrl</kbd>+<kbd>H</kbd>
 *   collapses it, the grip in its corner resizes it (the
 *   [Arranging](editing.html) page).
 * - Dragging nodes, a wire or a band near an edge of the view scrolls the
 *   canvas that way, faster as the pointer nears the edge or passes it.
 * - Double-click a node, or press <kbd>Enter</kbd>, to activate it
 *   ([signal@View::node-activated]). Right-click for a context menu, or
 *   press <kbd>Menu</kbd> or <kbd>Shift</kbd>+<kbd>F10</kbd> for that of
 *   the selected connection when no node is selected, else of the
 *   focused node, else of the canvas.
 * - <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>F</kbd> lists the nodes by name
 *   to go to one: <kbd>Enter</kbd> focuses it ([method@View.focus_node]);
 *   <kbd>F2</kbd> renames the focused node; <kbd>Ctrl</kbd>+<kbd>M</kbd>
 *   mutes the selection ([property@Flow.Node:muted]) or unmutes it.
 *
 * ## Wiring by keyboard
 *
 * <kbd>Ctrl</kbd>+<kbd>L</kbd> opens, at the focused node (or the only
 * selected one), a list of every connection the graph would accept between
 * one of its docks and a dock of another node, named as a screen reader
 * reads them ("Output Sum to input A of Multiply"). Typing filters the
 * list; <kbd>Enter</kbd> makes the first connection shown (or the one the
 * pointer moved onto), or <kbd>↓</kbd> moves into the list to choose
 * another; <kbd>Escape</kbd> closes it and
 * changes nothing. Connecting to an input that takes one connection and has
 * it re-routes that input. <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>L</kbd>
 * lists the node's connections the same way, and <kbd>Enter</kbd> removes
 * the one chosen; <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>R</kbd> puts a
 * reroute half way along the selected connection, or lists the node's
 * connections to choose one for it. Either is one step of the history. The
 * node's context menu offers "Connect…" too; the node has the focus after.
 * <kbd>Alt</kbd>+<kbd>→</kbd> selects the connections leaving the focused
 * node one after another, <kbd>Alt</kbd>+<kbd>←</kbd> those reaching it
 * (`flowview.walk-connections`, mirrored right to left), for
 * <kbd>Delete</kbd> or <kbd>Menu</kbd>.
 *
 * ## Actions
 *
 * `flowview.zoom-in`, `flowview.zoom-out`, `flowview.zoom-reset`,
 * `flowview.zoom-to-fit`, `flowview.zoom-to-selection`,
 * `flowview.select-all`, `flowview.unselect-all`,
 * `flowview.delete-selection`, `flowview.delete-connection`,
 * `flowview.add-reroute`, `flowview.add-frame`, `flowview.edit-frame`,
 * `flowview.toggle-frame-collapsed`, `flowview.move-selection` (parameter
 * `(dd)`, canvas units), `flowview.activate`, `flowview.undo`,
 * `flowview.redo`, `flowview.copy`, `flowview.cut`, `flowview.paste`,
 * `flowview.duplicate`, `flowview.arrange`, `flowview.align` (parameter
 * `s`: `left`, `right`, `top`, `bottom`, `center` or `middle`),
 * `flowview.distribute` (parameter `s`: `horizontal` or `vertical`),
 * `flowview.snap-selection`, the stateful `flowview.snap-to-grid`,
 * `flowview.toggle-pinned`, `flowview.toggle-muted`,
 * `flowview.dissolve-selection`, `flowview.group-selection`,
 * `flowview.ungroup`, `flowview.enter-group`, `flowview.leave-group`,
 * `flowview.connect`, `flowview.disconnect`, `flowview.popup-menu`,
 * `flowview.find-node`, `flowview.rename-node`, `flowview.focus-nearest`,
 * `flowview.extend-selection` and `flowview.walk-connections` (parameter
 * `s`: `left`, `right`, `up` or `down`, on the screen; the walk takes
 * `left` or `right`), `flowview.toggle-focused`.
 *
 * ## Arranging nodes
 *
 * <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>L</kbd> arranges the selection or
 * the graph with Graphviz's `dot` ([method@View.arrange]);
 * <kbd>Alt</kbd>+<kbd>Shift</kbd> with the arrows, <kbd>C</kbd>,
 * <kbd>M</kbd>, <kbd>H</kbd>, <kbd>V</kbd> and <kbd>G</kbd> align,
 * distribute and snap it; <kbd>Ctrl</kbd>+<kbd>Delete</kbd> dissolves it;
 * a lone node dropped on a wire it fits is spliced into it. Each is one
 * step of the history; the [Arranging](editing.html) page tells the
 * details.
 *
 * ## Groups
 *
 * <kbd>Ctrl</kbd>+<kbd>G</kbd> groups the selected nodes into a new
 * [class@Flow.Group] and puts a [class@Flow.GroupNode] in their place
 * ([method@Flow.Graph.group_nodes]); <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>G</kbd>
 * ungroups the selected group node. <kbd>Alt</kbd>+<kbd>Down</kbd> enters
 * the selected group node: the view shows its graph, where edits are
 * edits of the group, made in every group node that uses it, and
 * recorded in the document's history. <kbd>Alt</kbd>+<kbd>Up</kbd> (or
 * <kbd>Ctrl</kbd>+<kbd>Tab</kbd>, as in Blender) goes
 * back to the graph the group node is in, with the node selected, at the
 * zoom and offset the view had there. When an
 * undo takes away the group node the view shows, the view goes back to
 * the top graph by itself.
 *
 * ## Undo and the clipboard
 *
 * The view records what the user does in the graph's
 * [class@Flow.History]: <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,
 * <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> and
 * <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo. A drag of many nodes, a re-routed
 * wire, a deleted selection and a paste are one step each. The nodes a
 * step brings back (a deletion undone, a paste redone) are selected, as a
 * text view selects the text an undo restores; other steps leave the
 * selection as it is.
 *
 * <kbd>Ctrl</kbd>+<kbd>C</kbd>, <kbd>Ctrl</kbd>+<kbd>X</kbd> and
 * <kbd>Ctrl</kbd>+<kbd>V</kbd> copy, cut and paste the selected nodes with
 * the connections between them, and <kbd>Ctrl</kbd>+<kbd>D</kbd>
 * duplicates them. The clipboard carries Flow's file format as text, both
 * as `application/x-flow-graph+json` and as plain text, so nodes can be
 * copied between applications; the view's [property@View:serializer]
 * turns node type names back into the application's node types. Pasted
 * nodes land at the pointer when it is over the canvas, else beside the
 * focused node, else in the middle of the view, and are selected;
 * duplicates land next to the originals. Text that is not Flow's format
 * is refused with a message on the canvas.
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
 *      nodebox[.header][.selected][.warning][.error],
 *      framebox[.red|.orange|.yellow|.green|.blue|.purple]]
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
 * `.type-gdouble { color: … }` colours both. The grid's lines are the
 * theme's foreground colour, faint (`alpha(@theme_fg_color, 0.05)`, twice
 * that for `.major`): an application that gives the canvas a colour of
 * its own sets `flowview > grid` and `flowview > grid.major` to match.
 *
 * ## Accessibility
 *
 * The view has the `GTK_ACCESSIBLE_ROLE_GROUP` role; node widgets are
 * focusable groups labelled with their titles.
 */

#define OVERDRAW_MARGIN       160.0   /* pixels */
#define TILE_BUDGET_USEC      6000
#define NODE_BUDGET_USEC      6000

typedef FlowGtkNodeRecord NodeRecord;
typedef FlowGtkWireRecord WireRecord;

struct _FlowGtkView
{
  GtkWidget            parent_instance;

  FlowGraph           *graph;
  FlowGtkViewport     *viewport;
  FlowGtkViewportKeeper *viewport_keeper;
  FlowGtkSelection    *selection;
  FlowSerializer      *serializer;
  FlowConnection      *selected_connection;

  /* The rooms (see flow-gtk-view-private.h). */
  FlowGtkLayout       *layout;
  FlowGtkNodeManager  *node_manager;
  FlowGtkWireRenderer *wires;
  FlowGtkViewInput    *input;
  FlowGtkViewActions  *actions;

  FlowGtkViewReconciler *reconciler;
  guint                redraw_tick;
  guint                geometry_tick;

  /* The zoom of the last frame drawn: while it changes from frame to
   * frame, pictures and tiles of an earlier zoom are drawn scaled rather
   * than rasterized again.
   */
  double               drawn_zoom;
  double               detail_zoom;
  FlowGtkViewGrid      grid;
  /* Edges the application covers with widgets of its own. */
  GtkBorder            fit_margins;
  int                  last_width;
  int                  last_height;

  FlowGtkViewStats     stats;
  FlowGtkCairoStats    cairo_stats;

  /* Whether frames of a zoom or a large drag are composed (tests turn it
   * off).
   */
  guint                compose_frames : 1;
  guint                editable : 1;
  guint                in_allocate : 1;
  guint                rtl : 1;
  /* Set when the view's size or the measured size of nodes changed;
   * ::geometry-changed is emitted from the next tick.
   */
  guint                geometry_changed : 1;
};

enum {
  NODE_ACTIVATED,
  GEOMETRY_CHANGED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGtkView, flow_gtk_view, GTK_TYPE_WIDGET)

/* Coordinates
 *
 * In right-to-left locales the flow runs from right to left: the viewport
 * is told so in size_allocate and mirrors its conversions (widget
 * coordinates are always GTK's), and everything the view draws itself is
 * drawn in unmirrored coordinates, under a mirroring transform (the
 * tiles) or mirrored by cairo (the live wires over them, which GTK 4.8's
 * GL renderer leaves out under such a transform). Node widgets are not
 * mirrored (their text would be), they are placed at mirrored positions
 * and lay themselves out right to left.
 */

static void
get_visible_area (FlowGtkView     *self,
                  graphene_rect_t *area)
{
  /* The size of the last allocation, which gtk_widget_get_width () gives
   * at more cost: this is read for every node moved.
   */
  flow_gtk_viewport_get_visible_area (self->viewport,
                                      MAX (1, self->last_width), MAX (1, self->last_height),
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

/* Whether a node with these bounds is one that gets a widget. */
gboolean
_flow_gtk_view_wants_widget (FlowGtkView           *self,
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
       ok && pos < flow_gtk_layout_get_n_nodes (self->layout);
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      NodeRecord *record = flow_gtk_layout_get_node (self->layout, pos);

      self->stats.node_records_visited++;

      flow_gtk_node_manager_show_selected (self->node_manager, record);
      /* Node boxes are only in the tiles below the level of detail. */
      flow_gtk_wire_renderer_damage_node (self->wires, record, &record->item.bounds);
    }
}

/* Node widgets (see FlowGtkNodeManager) */

static void
node_released_cb (NodeRecord *record,
                  gpointer    user_data)
{
  flow_gtk_cairo_clear_picture (record);
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
      flow_gtk_node_manager_release_all (self->node_manager);
      return;
    }

  get_visible_area (self, &area);
  graphene_rect_inset (&area, -margin, -margin);
  flow_gtk_node_manager_reconcile (self->node_manager, is_detailed (self) ? &area : NULL);
  flow_gtk_node_manager_calibrate_ahead (self->node_manager, self->viewport);
}

static void
schedule_reconcile (FlowGtkView *self)
{
  flow_gtk_view_reconciler_schedule (self->reconciler);
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
  flow_gtk_view_input_update_hover (self->input);
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
                                       (flow_gtk_view_input_get_move_drag (self->input) != NULL &&
                                        flow_gtk_move_drag_covers_most (flow_gtk_view_input_get_move_drag (self->input),
                                                                        &visible))),
                                      self->rtl, &self->cairo_stats);
  flow_gtk_wire_renderer_begin_frame (self->wires, gtk_widget_get_scale_factor (widget), frame != NULL);

  if (!flow_gtk_wire_renderer_snapshot_tiles (self->wires, snapshot,
                                              flow_gtk_cairo_frame_get_composer (frame),
                                              &visible, zooming ? 0 : TILE_BUDGET_USEC) &&
      self->redraw_tick == 0)
    self->redraw_tick = gtk_widget_add_tick_callback (widget, redraw_tick_cb, NULL, NULL);

  gtk_snapshot_restore (snapshot);

  /* The overlay mirrors itself (see flow_gtk_wire_renderer_snapshot_overlay ()). */
  flow_gtk_wire_renderer_snapshot_overlay (self->wires, snapshot,
                                           flow_gtk_cairo_frame_get_composer (frame),
                                           &visible, width, height, self->rtl);
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

  flow_gtk_wire_renderer_snapshot_loose (self->wires, snapshot, width, height, self->rtl);
  flow_gtk_view_input_snapshot (self->input, snapshot);
  flow_gtk_view_actions_snapshot (self->actions, snapshot);

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

  flow_gtk_view_actions_measure (self->actions, orientation, minimum);
}

/* After an allocation that measured nodes: estimates follow the first
 * node widget measured, then those who draw what the view does not
 * (a minimap) hear of it.
 */
static gboolean
geometry_tick_cb (GtkWidget     *widget,
                  GdkFrameClock *frame_clock,
                  gpointer       user_data)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  self->geometry_tick = 0;
  flow_gtk_node_manager_calibrate (self->node_manager);

  if (self->geometry_changed)
    {
      self->geometry_changed = FALSE;
      _flow_gtk_view_settle_fit (self);
      g_signal_emit (self, signals[GEOMETRY_CHANGED], 0);
    }

  return G_SOURCE_REMOVE;
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
      flow_gtk_view_reconciler_resized (self->reconciler);
    }

  _flow_gtk_viewport_set_mirrored (self->viewport, rtl, width);

  _flow_gtk_view_allocate_nodes (self);

  flow_gtk_view_input_allocate (self->input);
  flow_gtk_view_actions_allocate (self->actions, width, height);

  /* Allocation does no work for the graph and tells nobody: what follows
   * from it happens in the next tick.
   */
  if (self->geometry_changed && self->geometry_tick == 0)
    self->geometry_tick = gtk_widget_add_tick_callback (widget, geometry_tick_cb, NULL, NULL);
}

/* What the rooms ask of the view (see flow-gtk-view-private.h) */

FlowGtkLayout *
_flow_gtk_view_get_layout (FlowGtkView *self)
{
  return self->layout;
}

FlowGtkNodeManager *
_flow_gtk_view_get_node_manager (FlowGtkView *self)
{
  return self->node_manager;
}

FlowGtkWireRenderer *
_flow_gtk_view_get_wire_renderer (FlowGtkView *self)
{
  return self->wires;
}

FlowGtkViewInput *
_flow_gtk_view_get_input (FlowGtkView *self)
{
  return self->input;
}

FlowGtkViewActions *
_flow_gtk_view_get_actions (FlowGtkView *self)
{
  return self->actions;
}

FlowGtkViewGrid *
_flow_gtk_view_peek_grid (FlowGtkView *self)
{
  return &self->grid;
}

GtkBorder *
_flow_gtk_view_peek_fit_margins (FlowGtkView *self)
{
  return &self->fit_margins;
}

gboolean
_flow_gtk_view_is_rtl (FlowGtkView *self)
{
  return self->rtl;
}

void
_flow_gtk_view_widget_to_canvas (FlowGtkView      *self,
                                 double            x,
                                 double            y,
                                 graphene_point_t *canvas)
{
  flow_gtk_viewport_widget_to_canvas (self->viewport, &GRAPHENE_POINT_INIT (x, y), canvas);
}

/* The view's size; before it has one, its last, or a default. */
void
_flow_gtk_view_get_size (FlowGtkView *self,
                         int         *width,
                         int         *height)
{
  *width = gtk_widget_get_width (GTK_WIDGET (self));
  *height = gtk_widget_get_height (GTK_WIDGET (self));

  if (*width <= 0 || *height <= 0)
    {
      *width = self->last_width > 0 ? self->last_width : 480;
      *height = self->last_height > 0 ? self->last_height : 360;
    }
}

gboolean
_flow_gtk_view_is_selected (FlowGtkView *self,
                            NodeRecord  *record)
{
  return is_selected (self, record);
}

/* Selects @record's node as a click with @modifiers does: Ctrl toggles,
 * Shift adds, nothing selects it alone.
 */
void
_flow_gtk_view_select (FlowGtkView     *self,
                       NodeRecord      *record,
                       GdkModifierType  modifiers)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (self->selection);

  if ((modifiers & GDK_CONTROL_MASK) && is_selected (self, record))
    gtk_selection_model_unselect_item (model, record->position);
  else
    gtk_selection_model_select_item (model, record->position,
                                     !(modifiers & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)));
}

void
_flow_gtk_view_set_selected_connection (FlowGtkView    *self,
                                        FlowConnection *connection)
{
  if (self->selected_connection == connection)
    return;

  g_set_object (&self->selected_connection, connection);
  flow_gtk_wire_renderer_set_selected (self->wires, connection);
  flow_gtk_view_wirenav_selected_changed (self, connection);
  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_SELECTED_CONNECTION);
}

void
_flow_gtk_view_activate_node (FlowGtkView *self,
                              FlowNode    *node)
{
  g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
}

void
_flow_gtk_view_schedule_reconcile (FlowGtkView *self)
{
  schedule_reconcile (self);
}

gboolean
_flow_gtk_view_is_allocating (FlowGtkView *self)
{
  return self->in_allocate;
}

/* The node widgets measured and allocated, their records brought up to
 * date, as in the view's allocation; also for the export, which would
 * draw a widget changed since the last frame without an allocation.
 */
void
_flow_gtk_view_allocate_nodes (FlowGtkView *self)
{
  self->in_allocate = TRUE;
  flow_gtk_node_manager_allocate (self->node_manager, self->viewport, self->rtl);
  self->in_allocate = FALSE;
}

/* ::geometry-changed is emitted from the next tick after an allocation. */
void
_flow_gtk_view_geometry_changed (FlowGtkView *self)
{
  self->geometry_changed = TRUE;
}

/* GObject and GtkWidget */

static void connect_graph (FlowGtkView *self);

/* Disconnects the view from its graph; unless @keep, the records and
 * tiles of the graph go, and the graph and selection are dropped, else
 * they stay for the caller to set aside.
 */
static void
disconnect_graph (FlowGtkView *self,
                  gboolean     keep)
{
  if (self->graph == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->selection, self);
  flow_gtk_view_actions_set_graph (self->actions, NULL);
  flow_gtk_view_input_cancel_drag (self->input, FALSE);
  if (keep)
    {
      /* Whatever holds a record lets go of it, as when the records go. */
      flow_gtk_view_arrange_finish_glide (self);
      flow_gtk_layout_report_removed (self->layout);
    }
  else
    {
      flow_gtk_layout_set_graph (self->layout, NULL);
      flow_gtk_wire_renderer_invalidate (self->wires);
    }
  flow_gtk_viewport_keeper_set_graph (self->viewport_keeper, NULL);
  flow_gtk_node_manager_release_all (self->node_manager);

  flow_gtk_node_manager_set_selection (self->node_manager, NULL);
  flow_gtk_wire_renderer_set_selection (self->wires, NULL);
  if (!keep)
    {
      g_clear_object (&self->selection);
      g_clear_object (&self->graph);
    }
  if (self->selected_connection != NULL)
    {
      g_clear_object (&self->selected_connection);
      flow_gtk_wire_renderer_set_selected (self->wires, NULL);
      flow_gtk_view_wirenav_selected_changed (self, NULL);
      _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_SELECTED_CONNECTION);
    }
}

static void
flow_gtk_view_map (GtkWidget *widget)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->map (widget);

  flow_gtk_view_reconciler_map (self->reconciler);
}

static void
remove_tick (GtkWidget *widget,
             guint     *id)
{
  if (*id != 0)
    gtk_widget_remove_tick_callback (widget, *id);
  *id = 0;
}

static void
flow_gtk_view_unmap (GtkWidget *widget)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  flow_gtk_view_reconciler_unmap (self->reconciler);
  remove_tick (widget, &self->redraw_tick);
  remove_tick (widget, &self->geometry_tick);
  flow_gtk_view_input_stop (self->input);

  /* Inert while hidden, as GTK's list views are: unbind everything. */
  flow_gtk_node_manager_release_all (self->node_manager);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->unmap (widget);
}

static void
flow_gtk_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->root (widget);

  _flow_gtk_widget_rooted (widget);
}

/* Its widgets torn down: see flow_gtk_node_manager_drop_all (). */
static void
flow_gtk_view_unrealize (GtkWidget *widget)
{
  flow_gtk_node_manager_drop_all (FLOW_GTK_VIEW (widget)->node_manager);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->unrealize (widget);
}

static void
flow_gtk_view_direction_changed (GtkWidget        *widget,
                                 GtkTextDirection  previous)
{
  FlowGtkView *self = FLOW_GTK_VIEW (widget);

  GTK_WIDGET_CLASS (flow_gtk_view_parent_class)->direction_changed (widget, previous);

  flow_gtk_wire_renderer_invalidate_appearance (self->wires);
  gtk_widget_queue_allocate (widget);
}

/* Tab walks the nodes; see FlowGtkViewInput. */
static gboolean
flow_gtk_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  return flow_gtk_view_input_focus (FLOW_GTK_VIEW (widget)->input, direction);
}

static void
flow_gtk_view_dispose (GObject *object)
{
  FlowGtkView *self = (FlowGtkView *)object;
  GtkWidget *child;

  flow_gtk_view_actions_dispose_group (self->actions);
  disconnect_graph (self, FALSE);
  flow_gtk_view_input_stop (self->input);
  flow_gtk_view_actions_dispose (self->actions);
  flow_gtk_node_manager_drop_all (self->node_manager);

  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->serializer);

  G_OBJECT_CLASS (flow_gtk_view_parent_class)->dispose (object);
}

static void
flow_gtk_view_finalize (GObject *object)
{
  FlowGtkView *self = (FlowGtkView *)object;

  g_clear_pointer (&self->viewport_keeper, flow_gtk_viewport_keeper_free);
  g_clear_object (&self->viewport);
  g_clear_pointer (&self->node_manager, flow_gtk_node_manager_free);
  g_clear_pointer (&self->layout, flow_gtk_layout_free);
  g_clear_pointer (&self->wires, flow_gtk_wire_renderer_free);
  g_clear_pointer (&self->input, flow_gtk_view_input_free);
  g_clear_pointer (&self->actions, flow_gtk_view_actions_free);
  g_clear_pointer (&self->reconciler, flow_gtk_view_reconciler_free);

  G_OBJECT_CLASS (flow_gtk_view_parent_class)->finalize (object);
}

static void
flow_gtk_view_class_init (FlowGtkViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_view_dispose;
  object_class->finalize = flow_gtk_view_finalize;

  widget_class->measure = flow_gtk_view_measure;
  widget_class->size_allocate = flow_gtk_view_size_allocate;
  widget_class->snapshot = flow_gtk_view_snapshot;
  widget_class->map = flow_gtk_view_map;
  widget_class->unmap = flow_gtk_view_unmap;
  widget_class->root = flow_gtk_view_root;
  widget_class->unrealize = flow_gtk_view_unrealize;
  widget_class->direction_changed = flow_gtk_view_direction_changed;
  widget_class->focus = flow_gtk_view_focus;
  widget_class->query_tooltip = _flow_gtk_view_query_tooltip;

  _flow_gtk_view_install_properties (object_class);

  /**
   * FlowGtkView::node-activated:
   * @self: a view
   * @node: the node that was activated
   *
   * Emitted when the user activates @node, by double-clicking it or by
   * pressing <kbd>Enter</kbd> while it has focus.
   *
   * The default handler enters a [class@Flow.GroupNode], as
   * `flowview.enter-group` does; a handler that calls
   * g_signal_stop_emission_by_name () keeps the view where it is.
   */
  signals[NODE_ACTIVATED] =
    g_signal_new_class_handler ("node-activated",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST,
                                G_CALLBACK (flow_gtk_view_groups_node_activated),
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
   * Emitted after an allocation of @self in which something it shows
   * changed that neither the graph nor the viewport reports: the size of
   * the view, its text direction, or the size or dock positions of nodes,
   * which the view measures (a node that was never shown has an estimated
   * size until it is).
   *
   * Together with the graph's signals and [signal@Viewport::changed], it
   * tells an overview of the graph, such as a minimap, or anything else
   * drawn over the canvas, when to draw again. It is emitted from the
   * frame clock's update phase of the next frame, never during
   * allocation or drawing, so handlers may do anything an event handler
   * may.
   */
  signals[GEOMETRY_CHANGED] =
    g_signal_new ("geometry-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  flow_gtk_view_actions_install (widget_class);
  flow_gtk_view_arrange_install (widget_class);
  flow_gtk_view_dissolve_install (widget_class);
  flow_gtk_view_reroute_install (widget_class);
  flow_gtk_view_frames_install (widget_class);
  flow_gtk_view_groups_install (widget_class);
  flow_gtk_view_keynav_install (widget_class);
  flow_gtk_view_find_install (widget_class);
  flow_gtk_view_wirenav_install (widget_class);
  flow_gtk_view_add_install (widget_class);

  gtk_widget_class_set_css_name (widget_class, "flowview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
flow_gtk_view_init (FlowGtkView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->viewport = flow_gtk_viewport_new ();
  g_signal_connect_object (self->viewport, "changed",
                           G_CALLBACK (viewport_changed_cb), self,
                           G_CONNECT_SWAPPED);

  self->viewport_keeper = flow_gtk_viewport_keeper_new (self->viewport);

  self->serializer = flow_serializer_new ();
  self->layout = flow_gtk_layout_new (&_flow_gtk_view_layout_callbacks, self);
  self->wires = flow_gtk_wire_renderer_new (widget, self->layout, self->viewport);
  self->node_manager = flow_gtk_node_manager_new (widget, self->layout, node_released_cb, self);

  /* The tooltips of docks; see _flow_gtk_view_dup_tooltip_at (). */
  gtk_widget_set_has_tooltip (widget, TRUE);
  self->editable = TRUE;
  self->grid.shown = TRUE;
  self->compose_frames = TRUE;
  self->grid.size = FLOW_GTK_VIEW_DEFAULT_GRID_SIZE;
  self->detail_zoom = FLOW_GTK_VIEW_DEFAULT_DETAIL_ZOOM;

  self->input = flow_gtk_view_input_new (self);
  self->actions = flow_gtk_view_actions_new (self);
  self->reconciler = flow_gtk_view_reconciler_new (self);
  flow_gtk_view_actions_update (self->actions);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Flowgraph"),
                                  -1);
}

/* Private API */

/* The view's own counters; flow-gtk-view-stats.c adds those of its
 * rooms.
 */
void
_flow_gtk_view_get_own_stats (FlowGtkView      *self,
                              FlowGtkViewStats *stats)
{
  *stats = self->stats;
  stats->pictures_rendered = self->cairo_stats.pictures_rendered;
  stats->composed_frames = self->cairo_stats.composed_frames;
  stats->composed_cells = self->cairo_stats.composed_cells;
  stats->detailed = is_detailed (self);
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
 *
 * The view asks for @graph's history (flow_graph_get_history ()) for its
 * undo and redo actions, and the history records every edit from then
 * on: build the document first, or clear the history after building it.
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

  disconnect_graph (self, FALSE);
  if (graph != NULL)
    {
      self->graph = g_object_ref (graph);
      self->selection = flow_gtk_selection_new (G_LIST_MODEL (graph));
    }
  flow_gtk_wire_renderer_invalidate (self->wires);
  connect_graph (self);

  g_object_thaw_notify (G_OBJECT (self));
}

static void
swap_pointers (gpointer *a,
               gpointer *b)
{
  gpointer t = *a;

  *a = *b;
  *b = t;
}

/* Shows *@graph with *@selection and *@layout, made for one another, and
 * gives back the graph, selection and layout it showed, kept whole: see
 * flow-gtk-view-scene.c.
 */
void
_flow_gtk_view_exchange_graph (FlowGtkView       *self,
                               FlowGraph        **graph,
                               FlowGtkSelection **selection,
                               FlowGtkLayout    **layout)
{
  g_object_freeze_notify (G_OBJECT (self));

  disconnect_graph (self, TRUE);
  swap_pointers ((gpointer *)&self->graph, (gpointer *)graph);
  swap_pointers ((gpointer *)&self->selection, (gpointer *)selection);
  swap_pointers ((gpointer *)&self->layout, (gpointer *)layout);
  flow_gtk_wire_renderer_set_layout (self->wires, self->layout);
  flow_gtk_node_manager_set_layout (self->node_manager, self->layout);
  connect_graph (self);

  g_object_thaw_notify (G_OBJECT (self));
}

/* Connects the view to its graph and selection, set by the caller. */
static void
connect_graph (FlowGtkView *self)
{
  FlowGraph *graph = self->graph;

  if (graph != NULL)
    {
      flow_gtk_node_manager_set_selection (self->node_manager, GTK_SELECTION_MODEL (self->selection));
      flow_gtk_wire_renderer_set_selection (self->wires, GTK_SELECTION_MODEL (self->selection));

      flow_gtk_layout_set_graph (self->layout, graph);
      flow_gtk_viewport_keeper_set_graph (self->viewport_keeper, graph);

      g_signal_connect_object (self->selection, "selection-changed",
                               G_CALLBACK (selection_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }

  /* From now on, what happens to the graph is recorded. */
  flow_gtk_view_actions_set_graph (self->actions, graph);

  schedule_reconcile (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_GRAPH);
  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_SELECTION);
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

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_FACTORY);
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

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_SERIALIZER);
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
 * Sets whether the user may change the graph through @self. Made
 * read-only, the view ends a drag under way and closes what it opened to
 * edit (the connect, disconnect and add-node lists, the rename popover,
 * a frame's editor); they close too when the view is given another
 * graph, as the list of Go to Node does, and the rename popover and a
 * frame's editor when their node leaves the graph.
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
    flow_gtk_view_input_cancel_drag (self->input, FALSE);

  flow_gtk_node_manager_set_read_only (self->node_manager, !editable);
  flow_gtk_wire_renderer_set_show_grips (self->wires, editable);

  flow_gtk_view_actions_update (self->actions);

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_EDITABLE);
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
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FLOW_GTK_VIEW_DEFAULT_DETAIL_ZOOM);

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

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_DETAIL_ZOOM);
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


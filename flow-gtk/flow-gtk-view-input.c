/* flow-gtk-view-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-input-private.h"

#include "flow-gtk-view-add-private.h"

#include "flow-gtk-autoscroll-private.h"
#include "flow-gtk-cursor-private.h"
#include "flow-gtk-dock-private.h"
#include "flow-gtk-rubber-band-private.h"
#include "flow-gtk-splice-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-arrange-private.h"
#include "flow-gtk-view-reroute-private.h"
#include "flow-gtk-wire-drag-private.h"
#include "flow-gtk-frame-resize-private.h"

#include "flow-gtk-i18n-private.h"

#include <math.h>

/* FlowGtkViewInput: what the pointer and the keyboard do to a view. It
 * owns the view's event controllers and the pointer's state: where it
 * is, what it hovers (the dock, the wire or a frame's grip, and the
 * cursor that says so), what a press picked, and the drag that follows,
 * which it starts once the drag threshold is passed and feeds until the
 * release (a move, a wire, a rubber band, a pan, a frame's resize); also
 * clicks and context menus, scrolling and pinching, the Space key that
 * turns a drag into a pan, tooltips of docks and Tab from node to node.
 *
 * Everything a pointer motion costs is three bounded index queries of
 * the layout. What a press or a drag changes goes to the model, the
 * selection model and the viewport, never into a copy.
 */

#define DOCK_SNAP_RADIUS      24.0    /* pixels */
#define ZOOM_STEP             1.25

typedef enum
{
  DRAG_NONE,
  DRAG_PENDING,
  DRAG_PAN,
  DRAG_MOVE,
  DRAG_RUBBERBAND,
  DRAG_WIRE,
  DRAG_RESIZE,
} DragMode;

typedef enum
{
  PENDING_NOTHING,
  PENDING_CANVAS,
  PENDING_NODE,
  PENDING_DOCK,
  PENDING_WIRE,
  PENDING_GRIP,
} PendingTarget;

struct _FlowGtkViewInput
{
  FlowGtkView        *view;
  GtkGesture         *drag_gesture;
  /* The window the view is in, whose notify::focus-widget it follows
   * (not a GSignalGroup: GLib 2.74's asserts in a weak notification when
   * the window goes first).
   */
  GtkWidget          *root;
  gulong              focus_handler;

  /* Pointer and drag state; points in widget coordinates. */
  DragMode            drag_mode;
  PendingTarget       pending;
  GdkModifierType     drag_modifiers;
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
  gboolean            space_held;
  double              zoom_gesture_start;

  /* What the press picked. */
  FlowGtkNodeRecord  *press_record;
  FlowDock           *press_dock;
  FlowGtkWireRecord  *press_wire;

  /* The drags, while they last. */
  FlowGtkMoveDrag    *move_drag;
  /* A lone node being moved, which a drop on a wire splices in. */
  FlowGtkSplice      *splice;
  /* A reroute put on a wire by Shift+drag and moved by it: the history
   * whose group makes both one step.
   */
  FlowHistory        *reroute_history;
  FlowGtkWireDrag    *wire_drag;
  FlowGtkRubberBand  *rubber_band;
  FlowGtkAutoscroll  *autoscroll;
  FlowGtkFrameResize *frame_resize;

  FlowDock           *hover_dock;
  gboolean            hover_grip;
  const char         *cursor_name;
};

static inline GtkWidget *
widget_of (FlowGtkViewInput *self)
{
  return GTK_WIDGET (self->view);
}

static inline FlowGtkLayout *
layout_of (FlowGtkViewInput *self)
{
  return _flow_gtk_view_get_layout (self->view);
}

static inline FlowGtkWireRenderer *
wires_of (FlowGtkViewInput *self)
{
  return _flow_gtk_view_get_wire_renderer (self->view);
}

static inline GtkSelectionModel *
selection_of (FlowGtkViewInput *self)
{
  return flow_gtk_view_get_selection (self->view);
}

static inline FlowGtkViewport *
viewport_of (FlowGtkViewInput *self)
{
  return flow_gtk_view_get_viewport (self->view);
}

static inline double
current_zoom (FlowGtkViewInput *self)
{
  return flow_gtk_viewport_get_zoom (viewport_of (self));
}

static inline void
to_canvas (FlowGtkViewInput *self,
           double            x,
           double            y,
           graphene_point_t *canvas)
{
  _flow_gtk_view_widget_to_canvas (self->view, x, y, canvas);
}

static inline FlowGtkNodeRecord *
pick_record (FlowGtkViewInput       *self,
             const graphene_point_t *point)
{
  return _flow_gtk_view_pick_node (self->view, point);
}

static inline FlowDock *
pick_dock (FlowGtkViewInput       *self,
           const graphene_point_t *point)
{
  return _flow_gtk_view_pick_dock (self->view, point, FLOW_GTK_VIEW_DOCK_HIT_RADIUS,
                                   FLOW_GTK_DOCK_KIND_ANY);
}

static inline FlowGtkWireRecord *
pick_wire (FlowGtkViewInput       *self,
           const graphene_point_t *point)
{
  return _flow_gtk_view_pick_wire (self->view, point);
}

/* Hover */

static void
update_cursor (FlowGtkViewInput *self)
{
  const char *name = NULL;

  if (self->drag_mode == DRAG_PAN)
    name = "grabbing";
  else if (self->drag_mode == DRAG_MOVE)
    name = "move";
  else if (self->drag_mode == DRAG_RESIZE || self->hover_grip)
    /* The grip is at the trailing end: bottom left in a mirrored view. */
    name = gtk_widget_get_direction (widget_of (self)) == GTK_TEXT_DIR_RTL
           ? "nesw-resize" : "nwse-resize";
  else if (self->drag_mode == DRAG_WIRE || self->hover_dock != NULL)
    name = "crosshair";
  else if (self->space_held)
    name = "grab";
  else if (flow_gtk_wire_renderer_get_hover (wires_of (self)) != NULL)
    name = "pointer";

  /* Names are static strings: compare pointers. A new cursor on every
   * motion would reach the X server every time.
   */
  if (name == self->cursor_name)
    return;

  self->cursor_name = name;
  _flow_gtk_widget_set_cursor_name (widget_of (self), name);
}

/* Everything a pointer motion costs: three bounded index queries. */
void
flow_gtk_view_input_update_hover (FlowGtkViewInput *self)
{
  graphene_point_t point;
  FlowDock *dock = NULL;
  FlowGtkNodeRecord *record;
  FlowGtkWireRecord *wire = NULL;

  if (flow_gtk_view_get_graph (self->view) == NULL || !self->pointer_inside ||
      (self->drag_mode != DRAG_NONE && self->drag_mode != DRAG_PENDING))
    {
      self->hover_dock = NULL;
      self->hover_grip = FALSE;
      /* The wire a dragged node would be spliced into stays lit. */
      flow_gtk_wire_renderer_set_hover (wires_of (self),
                                        self->splice != NULL
                                        ? flow_gtk_splice_get_target (self->splice) : NULL);
      update_cursor (self);
      return;
    }

  to_canvas (self, self->pointer_x, self->pointer_y, &point);

  dock = pick_dock (self, &point);
  record = dock == NULL ? pick_record (self, &point) : NULL;
  self->hover_grip = dock == NULL && (record == NULL || FLOW_IS_FRAME (record->node)) &&
                     flow_gtk_view_get_editable (self->view) &&
                     flow_gtk_frame_resize_pick (layout_of (self), &point, current_zoom (self)) != NULL;
  if (dock == NULL && record == NULL && !self->hover_grip)
    wire = pick_wire (self, &point);

  self->hover_dock = dock;
  flow_gtk_wire_renderer_set_hover (wires_of (self), wire);
  update_cursor (self);
}

void
flow_gtk_view_input_motion (FlowGtkViewInput *self,
                            double            x,
                            double            y)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
  flow_gtk_view_input_update_hover (self);
}

FlowDock *
flow_gtk_view_input_get_hover_dock (FlowGtkViewInput *self)
{
  return self->hover_dock;
}

/* Where the pointer is, or the middle of the view when it is elsewhere;
 * returns whether it is inside.
 */
gboolean
flow_gtk_view_input_get_pointer (FlowGtkViewInput *self,
                                 double           *x,
                                 double           *y)
{
  *x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (widget_of (self)) / 2.0;
  *y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (widget_of (self)) / 2.0;

  return self->pointer_inside;
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
flow_gtk_view_input_dup_tooltip_at (FlowGtkViewInput *self,
                                    double            x,
                                    double            y,
                                    GdkRectangle     *area)
{
  graphene_point_t point, anchor, at;
  FlowDock *dock;

  if (flow_gtk_view_get_graph (self->view) == NULL ||
      (self->drag_mode != DRAG_NONE && self->drag_mode != DRAG_PENDING))
    return NULL;

  to_canvas (self, x, y, &point);
  dock = pick_dock (self, &point);
  if (dock == NULL)
    return NULL;

  if (area != NULL)
    {
      if (flow_gtk_view_get_dock_position (self->view, dock, &anchor))
        {
          flow_gtk_viewport_canvas_to_widget (viewport_of (self), &anchor, &at);
        }
      else
        {
          at = GRAPHENE_POINT_INIT (x, y);
        }

      area->x = (int) floor (at.x - FLOW_GTK_VIEW_DOCK_HIT_RADIUS);
      area->y = (int) floor (at.y - FLOW_GTK_VIEW_DOCK_HIT_RADIUS);
      area->width = (int) ceil (2 * FLOW_GTK_VIEW_DOCK_HIT_RADIUS);
      area->height = area->width;
    }

  return _flow_gtk_dock_describe (dock);
}

static void
show_message (FlowGtkViewInput *self,
              const char       *text,
              double            x,
              double            y)
{
  flow_gtk_view_actions_show_message (_flow_gtk_view_get_actions (self->view), text, x, y);
}

static void
hide_message (FlowGtkViewInput *self)
{
  flow_gtk_view_actions_hide_message (_flow_gtk_view_get_actions (self->view));
}

/* The drag gesture: one gesture for every drag, deciding after the drag
 * threshold what the drag does, from what was under the pointer at the
 * press.
 */

static void
drag_begin_cb (FlowGtkViewInput *self,
               double            x,
               double            y,
               GtkGestureDrag   *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  graphene_point_t point;
  FlowGtkNodeRecord *grip;

  if (flow_gtk_view_get_graph (self->view) == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  /* Nodes still gliding after an arrange are where their model says. */
  flow_gtk_view_arrange_finish_glide (self->view);

  self->drag_start_x = self->drag_last_x = x;
  self->drag_start_y = self->drag_last_y = y;
  to_canvas (self, x, y, &self->drag_start_canvas);
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

  point = self->drag_start_canvas;
  self->drag_mode = DRAG_PENDING;

  /* A node lying over a frame's grip is taken by its press, the grip
   * (in an editable view, where it shows) before the frame's title bar,
   * which a small frame can reach.
   */
  if ((self->press_dock = pick_dock (self, &point)) != NULL)
    self->pending = PENDING_DOCK;
  else if ((self->press_record = pick_record (self, &point)) != NULL &&
           !FLOW_IS_FRAME (self->press_record->node))
    self->pending = PENDING_NODE;
  else if (flow_gtk_view_get_editable (self->view) &&
           (grip = flow_gtk_frame_resize_pick (layout_of (self), &point, current_zoom (self))) != NULL)
    {
      self->press_record = grip;
      self->pending = PENDING_GRIP;
    }
  else if (self->press_record != NULL)
    self->pending = PENDING_NODE;
  else if ((self->press_wire = pick_wire (self, &point)) != NULL)
    self->pending = PENDING_WIRE;
  else
    self->pending = PENDING_CANVAS;

  if (!gtk_widget_has_focus (widget_of (self)) &&
      (self->press_record == NULL || self->press_record->widget == NULL))
    gtk_widget_grab_focus (widget_of (self));
}

/* Shift+drag on a wire, as in Blender: a reroute put where the drag
 * started, then moved by the drag, one step of the history. FALSE if
 * the graph refused it (the view says why).
 */
static gboolean
begin_reroute_drag (FlowGtkViewInput *self)
{
  FlowHistory *history = flow_graph_get_history (flow_gtk_view_get_graph (self->view));
  g_autoptr(GtkBitset) selected = NULL;
  FlowNode *reroute;

  flow_history_begin_group (history, _("Add Reroute"));
  reroute = flow_gtk_view_add_reroute (self->view, self->press_wire->connection,
                                       &self->drag_start_canvas);
  if (reroute == NULL)
    {
      flow_history_end_group (history);
      return FALSE;
    }

  self->reroute_history = g_object_ref (history);
  self->press_wire = NULL;
  self->press_record = flow_gtk_layout_lookup_node (layout_of (self), reroute);
  self->drag_mode = DRAG_MOVE;
  selected = gtk_selection_model_get_selection (selection_of (self));
  self->move_drag = flow_gtk_move_drag_begin (layout_of (self),
                                              _flow_gtk_view_get_node_manager (self->view),
                                              wires_of (self), selected, self->press_record);
  return TRUE;
}

static void
start_pending (FlowGtkViewInput *self,
               GtkGesture       *gesture)
{
  gboolean editable = flow_gtk_view_get_editable (self->view);

  switch (self->pending)
    {
    case PENDING_DOCK:
      if (!editable)
        {
          self->drag_mode = DRAG_NONE;
          return;
        }
      self->drag_mode = DRAG_WIRE;
      self->wire_drag = flow_gtk_wire_drag_begin (layout_of (self),
                                                  _flow_gtk_view_get_node_manager (self->view),
                                                  wires_of (self), self->press_dock);
      break;

    case PENDING_NODE:
      if (!editable)
        {
          self->drag_mode = DRAG_NONE;
          return;
        }
      if (!_flow_gtk_view_is_selected (self->view, self->press_record))
        _flow_gtk_view_select (self->view, self->press_record,
                               self->drag_modifiers & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)
                                 ? GDK_SHIFT_MASK : 0);
      self->drag_mode = DRAG_MOVE;
      {
        g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (selection_of (self));

        self->move_drag = flow_gtk_move_drag_begin (layout_of (self),
                                                    _flow_gtk_view_get_node_manager (self->view),
                                                    wires_of (self), selected, self->press_record);
        if (gtk_bitset_get_size (selected) == 1 && self->press_record != NULL)
          self->splice = flow_gtk_splice_begin (flow_gtk_view_get_graph (self->view),
                                                self->press_record->node);
      }
      break;

    case PENDING_GRIP:
      if (!editable || self->press_record == NULL)
        {
          self->drag_mode = DRAG_NONE;
          return;
        }
      self->drag_mode = DRAG_RESIZE;
      self->frame_resize = flow_gtk_frame_resize_begin (layout_of (self), self->press_record);
      break;

    case PENDING_WIRE:
      if (editable && (self->drag_modifiers & GDK_SHIFT_MASK) && self->press_wire != NULL)
        {
          if (!begin_reroute_drag (self))
            {
              self->drag_mode = DRAG_NONE;
              return;
            }
          break;
        }
      self->drag_mode = DRAG_RUBBERBAND;
      break;

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
  flow_gtk_wire_renderer_set_hover (wires_of (self), NULL);
  update_cursor (self);
}

/* Whether the current drag scrolls the canvas near the edges. */
static gboolean
drag_autoscrolls (FlowGtkViewInput *self)
{
  return self->drag_mode == DRAG_MOVE ||
         self->drag_mode == DRAG_RUBBERBAND ||
         self->drag_mode == DRAG_WIRE ||
         self->drag_mode == DRAG_RESIZE;
}

static void drag_motion (FlowGtkViewInput *self,
                         double            x,
                         double            y);

static gboolean
autoscroll_cb (double   vx,
               double   vy,
               gpointer user_data)
{
  FlowGtkViewInput *self = user_data;

  if (!drag_autoscrolls (self))
    return FALSE;

  /* Reveal what lies beyond the edge, and carry the drag along. */
  flow_gtk_viewport_pan (viewport_of (self), -vx, -vy);
  drag_motion (self, self->drag_last_x, self->drag_last_y);

  return TRUE;
}

static void
drag_motion (FlowGtkViewInput *self,
             double            x,
             double            y)
{
  graphene_point_t point;

  switch (self->drag_mode)
    {
    case DRAG_PAN:
      flow_gtk_viewport_pan (viewport_of (self), x - self->drag_last_x, y - self->drag_last_y);
      break;

    case DRAG_MOVE:
      to_canvas (self, x, y, &point);
      flow_gtk_move_drag_update (self->move_drag,
                                 point.x - self->drag_start_canvas.x,
                                 point.y - self->drag_start_canvas.y,
                                 _flow_gtk_view_get_snap_grid (self->view));
      if (self->splice != NULL)
        flow_gtk_wire_renderer_set_hover (wires_of (self),
                                          flow_gtk_splice_update (self->splice,
                                                                  pick_wire (self, &point)));
      break;

    case DRAG_RESIZE:
      to_canvas (self, x, y, &point);
      flow_gtk_frame_resize_update (self->frame_resize,
                                    point.x - self->drag_start_canvas.x,
                                    point.y - self->drag_start_canvas.y,
                                    _flow_gtk_view_get_snap_grid (self->view));
      break;

    case DRAG_RUBBERBAND:
      {
        graphene_point_t start;

        /* From where the drag started on the canvas, wherever it is now. */
        flow_gtk_viewport_canvas_to_widget (viewport_of (self),
                                            &self->drag_start_canvas, &start);
        flow_gtk_rubber_band_update (self->rubber_band, &start, &GRAPHENE_POINT_INIT (x, y));
      }
      break;

    case DRAG_WIRE:
      {
        const char *message;

        to_canvas (self, x, y, &point);
        switch (flow_gtk_wire_drag_update (self->wire_drag, &point,
                                           DOCK_SNAP_RADIUS / current_zoom (self), &message))
          {
          case FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE:
            show_message (self, message, x, y);
            break;
          case FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE:
            hide_message (self);
            break;
          case FLOW_GTK_WIRE_DRAG_QUIET:
          case FLOW_GTK_WIRE_DRAG_LOOSE:
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
drag_update_cb (FlowGtkViewInput *self,
                double            offset_x,
                double            offset_y,
                GtkGestureDrag   *gesture)
{
  double x = self->drag_start_x + offset_x;
  double y = self->drag_start_y + offset_y;

  if (self->drag_mode == DRAG_PENDING)
    {
      if (!gtk_drag_check_threshold (widget_of (self),
                                     (int)self->drag_start_x, (int)self->drag_start_y,
                                     (int)x, (int)y))
        return;

      start_pending (self, GTK_GESTURE (gesture));
    }

  drag_motion (self, x, y);
}

static void
click (FlowGtkViewInput *self)
{
  switch (self->pending)
    {
    case PENDING_NODE:
    case PENDING_GRIP:
      /* A click on a frame's grip selects the frame. */
      if (self->press_record == NULL)
        break;
      _flow_gtk_view_select (self->view, self->press_record, self->drag_modifiers);
      _flow_gtk_view_set_selected_connection (self->view, NULL);
      flow_gtk_node_manager_raise (_flow_gtk_view_get_node_manager (self->view), self->press_record);
      if (self->press_record->widget != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (self->press_record->widget));
      break;

    case PENDING_WIRE:
      _flow_gtk_view_set_selected_connection (self->view, self->press_wire->connection);
      break;

    case PENDING_CANVAS:
      if (!(self->drag_modifiers & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)))
        gtk_selection_model_unselect_all (selection_of (self));
      _flow_gtk_view_set_selected_connection (self->view, NULL);
      break;

    case PENDING_DOCK:
    case PENDING_NOTHING:
    default:
      break;
    }
}

static void
end_rubber_band (FlowGtkViewInput *self,
                 gboolean          commit)
{
  graphene_rect_t rect;
  graphene_point_t a, b;

  if (!flow_gtk_rubber_band_end (self->rubber_band, &rect) || !commit)
    return;

  to_canvas (self, rect.origin.x, rect.origin.y, &a);
  to_canvas (self, rect.origin.x + rect.size.width, rect.origin.y + rect.size.height, &b);
  graphene_rect_init (&rect, MIN (a.x, b.x), MIN (a.y, b.y), fabs (b.x - a.x), fabs (b.y - a.y));
  flow_gtk_rubber_band_select (layout_of (self), selection_of (self), &rect, self->drag_modifiers);
  _flow_gtk_view_set_selected_connection (self->view, NULL);
}

static void
end_wire (FlowGtkViewInput *self,
          double            x,
          double            y,
          gboolean          commit)
{
  g_autofree char *message = NULL;
  g_autoptr(FlowDock) loose_end = NULL;

  switch (flow_gtk_wire_drag_end (g_steal_pointer (&self->wire_drag), commit, &message, &loose_end))
    {
    case FLOW_GTK_WIRE_DRAG_LOOSE:
      hide_message (self);
      flow_gtk_view_add_offer_for_wire (self->view, loose_end, x, y);
      break;
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

/* Ends the drag: @commit, as released; otherwise cancelled, and with
 * @revert (Escape) what it moved goes back where it was.
 */
static void
finish_drag (FlowGtkViewInput *self,
             double            x,
             double            y,
             gboolean          commit,
             gboolean          revert)
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
      flow_gtk_move_drag_end (g_steal_pointer (&self->move_drag), revert);
      if (self->splice != NULL)
        {
          flow_gtk_wire_renderer_set_hover (wires_of (self), NULL);
          flow_gtk_splice_end (g_steal_pointer (&self->splice), commit);
        }
      if (self->reroute_history != NULL)
        {
          flow_history_end_group (self->reroute_history);
          g_clear_object (&self->reroute_history);
        }
      _flow_gtk_view_schedule_reconcile (self->view);
      break;

    case DRAG_RUBBERBAND:
      end_rubber_band (self, commit);
      break;

    case DRAG_RESIZE:
      flow_gtk_frame_resize_end (g_steal_pointer (&self->frame_resize), revert);
      break;

    case DRAG_WIRE:
      /* Let go outside the view (past the window's edge, where the
       * autoscroll took it): nothing there to connect to, and nowhere to
       * put a node.
       */
      end_wire (self, x, y,
                commit && x >= 0 && y >= 0 &&
                x < gtk_widget_get_width (widget_of (self)) &&
                y < gtk_widget_get_height (widget_of (self)));
      break;

    case DRAG_PAN:
    case DRAG_NONE:
    default:
      break;
    }

  self->pending = PENDING_NOTHING;
  self->press_dock = NULL;
  self->press_wire = NULL;
  flow_gtk_view_input_update_hover (self);
}

static void
drag_end_cb (FlowGtkViewInput *self,
             double            offset_x,
             double            offset_y,
             GtkGestureDrag   *gesture)
{
  double x = self->drag_start_x + offset_x;
  double y = self->drag_start_y + offset_y;

  /* The release may come where no motion was reported (motions merged
   * while a frame of a large drag was made): the drag ends where the
   * button was let go, not at the last motion.
   */
  if (self->drag_mode != DRAG_NONE && self->drag_mode != DRAG_PENDING &&
      (x != self->drag_last_x || y != self->drag_last_y))
    drag_motion (self, x, y);

  finish_drag (self, x, y, TRUE, FALSE);
}

static void
drag_cancel_cb (FlowGtkViewInput *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  finish_drag (self, self->drag_last_x, self->drag_last_y, FALSE, FALSE);
}

/* The view @self takes the input of. */
FlowGtkView *
flow_gtk_view_input_get_view (FlowGtkViewInput *self)
{
  return self->view;
}

gboolean
flow_gtk_view_input_is_dragging (FlowGtkViewInput *self)
{
  return self->drag_mode != DRAG_NONE;
}

/* Ends the drag under way, if any, keeping what it did; with
 * @reset_gesture (Escape), the gesture forgets the press too, and nodes
 * being moved go back where the drag found them.
 */
void
flow_gtk_view_input_cancel_drag (FlowGtkViewInput *self,
                                 gboolean          reset_gesture)
{
  if (self->drag_mode == DRAG_NONE)
    return;

  finish_drag (self, self->drag_last_x, self->drag_last_y, FALSE, reset_gesture);
  if (reset_gesture)
    gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
}

FlowGtkMoveDrag *
flow_gtk_view_input_get_move_drag (FlowGtkViewInput *self)
{
  return self->move_drag;
}

/* @record is about to go. */
void
flow_gtk_view_input_forget_node (FlowGtkViewInput  *self,
                                 FlowGtkNodeRecord *record)
{
  if (self->press_record == record)
    self->press_record = NULL;

  if (self->move_drag != NULL && record->moving)
    flow_gtk_move_drag_forget (self->move_drag, record);

  if (self->frame_resize != NULL)
    flow_gtk_frame_resize_forget (self->frame_resize, record);
}

/* @wire is about to go. */
void
flow_gtk_view_input_forget_wire (FlowGtkViewInput  *self,
                                 FlowGtkWireRecord *wire)
{
  if (self->wire_drag != NULL &&
      flow_gtk_wire_drag_get_rerouted (self->wire_drag) == wire->connection)
    flow_gtk_view_input_cancel_drag (self, FALSE);

  if (self->press_wire == wire)
    self->press_wire = NULL;

  if (self->splice != NULL)
    flow_gtk_splice_forget_wire (self->splice, wire);
}

/* A node moved: the wire being drawn follows the docks it joins. */
void
flow_gtk_view_input_node_moved (FlowGtkViewInput *self)
{
  if (self->wire_drag != NULL)
    flow_gtk_wire_drag_refresh (self->wire_drag);
}

/* Clicks: double-click activates a node or puts a reroute on a wire,
 * right-click opens a context menu.
 */

static void
click_pressed_cb (FlowGtkViewInput *self,
                  int               n_press,
                  double            x,
                  double            y,
                  GtkGestureClick  *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (gesture));

  if (flow_gtk_view_get_graph (self->view) == NULL)
    return;

  if (button == GDK_BUTTON_SECONDARY ||
      (event != NULL && gdk_event_triggers_context_menu (event)))
    {
      flow_gtk_view_actions_popup_context_menu (_flow_gtk_view_get_actions (self->view), x, y);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }

  if (button == GDK_BUTTON_PRIMARY && n_press == 2)
    {
      graphene_point_t point;
      FlowGtkNodeRecord *record;

      FlowGtkWireRecord *wire;

      to_canvas (self, x, y, &point);
      record = pick_record (self, &point);
      if (record != NULL && pick_dock (self, &point) == NULL)
        _flow_gtk_view_activate_node (self->view, record->node);
      else if (record == NULL && pick_dock (self, &point) == NULL &&
               (wire = pick_wire (self, &point)) != NULL)
        flow_gtk_view_add_reroute (self->view, wire->connection, &point);
    }
}

/* Scrolling and zooming */

static gboolean
scroll_cb (FlowGtkViewInput         *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  double x, y;

  flow_gtk_view_input_get_pointer (self, &x, &y);

  if (state & GDK_CONTROL_MASK)
    {
      double steps = unit == GDK_SCROLL_UNIT_WHEEL ? dy : dy / 10.0;

      flow_gtk_viewport_zoom_at (viewport_of (self), current_zoom (self) * pow (ZOOM_STEP, -steps), x, y);
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

  flow_gtk_viewport_pan (viewport_of (self), -dx, -dy);

  return TRUE;
}

/* The wheel over a value widget of a node (a spin button, a scale) that
 * does not have the focus pans the canvas, as over the rest of the node,
 * rather than changing the value under the pointer on its way: GTK's
 * spin buttons and scales take every wheel event over them, and each
 * change would be an edit. Focused, the widget takes the wheel as in GTK.
 * Captured, before the widget sees it; other widgets of a node (a list
 * that scrolls) keep their wheel.
 */
static gboolean
capture_scroll_cb (FlowGtkViewInput         *self,
                   double                    dx,
                   double                    dy,
                   GtkEventControllerScroll *controller)
{
  GtkWidget *widget = widget_of (self);
  GtkWidget *picked, *value, *focus;
  double x, y;

  if (!self->pointer_inside)
    return FALSE;

  flow_gtk_view_input_get_pointer (self, &x, &y);
  picked = gtk_widget_pick (widget, x, y, GTK_PICK_DEFAULT);
  if (picked == NULL || picked == widget)
    return FALSE;

  value = gtk_widget_get_ancestor (picked, GTK_TYPE_SPIN_BUTTON);
  if (value == NULL)
    value = gtk_widget_get_ancestor (picked, GTK_TYPE_RANGE);
  if (value == NULL || !gtk_widget_is_ancestor (value, widget))
    return FALSE;

  focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  if (focus != NULL && (focus == value || gtk_widget_is_ancestor (focus, value)))
    return FALSE;

  return scroll_cb (self, dx, dy, controller);
}

static void
zoom_begin_cb (FlowGtkViewInput *self,
               GdkEventSequence *sequence,
               GtkGestureZoom   *gesture)
{
  self->zoom_gesture_start = current_zoom (self);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
zoom_scale_changed_cb (FlowGtkViewInput *self,
                       double            scale,
                       GtkGestureZoom   *gesture)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;

  flow_gtk_viewport_zoom_at (viewport_of (self), self->zoom_gesture_start * scale, x, y);
}

static void
motion_cb (FlowGtkViewInput         *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  flow_gtk_view_input_motion (self, x, y);
}

static void
leave_cb (FlowGtkViewInput         *self,
          GtkEventControllerMotion *controller)
{
  self->pointer_inside = FALSE;
  flow_gtk_view_input_update_hover (self);
}

static gboolean
key_pressed_cb (FlowGtkViewInput      *self,
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
key_released_cb (FlowGtkViewInput      *self,
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

/* The view is unmapped: no drag survives it, and no press either. A
 * gesture whose press is never released (the window closed while a
 * button is held, or with the canvas menu open, which took the release)
 * keeps GTK 4.8 holding the view, and with it the graph, for good.
 */
void
flow_gtk_view_input_stop (FlowGtkViewInput *self)
{
  g_autoptr(GListModel) controllers = NULL;

  flow_gtk_autoscroll_stop (self->autoscroll);
  flow_gtk_view_input_cancel_drag (self, FALSE);

  controllers = gtk_widget_observe_controllers (widget_of (self));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      gtk_event_controller_reset (controller);
    }
}

void
flow_gtk_view_input_allocate (FlowGtkViewInput *self)
{
  flow_gtk_rubber_band_allocate (self->rubber_band);
}

void
flow_gtk_view_input_snapshot (FlowGtkViewInput *self,
                              GtkSnapshot      *snapshot)
{
  flow_gtk_rubber_band_snapshot (self->rubber_band, snapshot);
}

/* The keyboard focus moved in the window: an edit made in one field and
 * one made in the same field after the focus went elsewhere are two
 * steps of the history, not one merged (flow_history_seal ()). Not during
 * a drag, whose moves make one step whatever takes the focus.
 */
static void
focus_widget_changed_cb (FlowGtkViewInput *self)
{
  FlowGraph *graph = flow_gtk_view_get_graph (self->view);
  /* A group's graph borrows its document's history, or has none. */
  FlowHistory *history = graph != NULL ? flow_graph_get_history (graph) : NULL;

  if (history != NULL && !flow_gtk_view_input_is_dragging (self))
    flow_history_seal (history);
}

static void
root_changed_cb (FlowGtkViewInput *self)
{
  GtkWidget *root = (GtkWidget *) gtk_widget_get_root (GTK_WIDGET (self->view));

  if (root == self->root)
    return;

  g_clear_signal_handler (&self->focus_handler, self->root);
  self->root = root;
  if (root != NULL)
    self->focus_handler = g_signal_connect_swapped (root, "notify::focus-widget",
                                                    G_CALLBACK (focus_widget_changed_cb), self);
}

/* Adds the view's event controllers. */
FlowGtkViewInput *
flow_gtk_view_input_new (FlowGtkView *view)
{
  FlowGtkViewInput *self = g_new0 (FlowGtkViewInput, 1);
  GtkWidget *widget = GTK_WIDGET (view);
  GtkEventController *controller;
  GtkGesture *gesture;

  self->view = view;
  self->rubber_band = flow_gtk_rubber_band_new (widget);
  g_signal_connect_swapped (view, "notify::root", G_CALLBACK (root_changed_cb), self);
  self->autoscroll = flow_gtk_autoscroll_new (widget, autoscroll_cb, self);

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

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (capture_scroll_cb), self);
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

  return self;
}

/* The controllers and the band's widget belong to the view, which lets
 * them go.
 */
void
flow_gtk_view_input_free (FlowGtkViewInput *self)
{
  if (self == NULL)
    return;

  g_signal_handlers_disconnect_by_func (self->view, root_changed_cb, self);
  g_clear_signal_handler (&self->focus_handler, self->root);
  flow_gtk_rubber_band_free (self->rubber_band);
  flow_gtk_autoscroll_free (self->autoscroll);
  g_free (self);
}

/* The view's private API for tests and tools, answered here. */

void
_flow_gtk_view_motion (FlowGtkView *self,
                       double       x,
                       double       y)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  flow_gtk_view_input_motion (_flow_gtk_view_get_input (self), x, y);
}

/* The description of the dock near (@x, @y), and in @area where it
 * holds; see FlowGtkViewInput.
 */
char *
_flow_gtk_view_dup_tooltip_at (FlowGtkView  *self,
                               double        x,
                               double        y,
                               GdkRectangle *area)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return flow_gtk_view_input_dup_tooltip_at (_flow_gtk_view_get_input (self), x, y, area);
}

FlowDock *
_flow_gtk_view_get_hover_dock (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return flow_gtk_view_input_get_hover_dock (_flow_gtk_view_get_input (self));
}

FlowConnection *
_flow_gtk_view_get_hover_connection (FlowGtkView *self)
{
  FlowGtkWireRecord *wire;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  wire = flow_gtk_wire_renderer_get_hover (_flow_gtk_view_get_wire_renderer (self));

  return wire != NULL ? wire->connection : NULL;
}

/* GtkWidget::query_tooltip of the view: a dock's type and connections
 * under the pointer.
 */
gboolean
_flow_gtk_view_query_tooltip (GtkWidget  *widget,
                              int         x,
                              int         y,
                              gboolean    keyboard_tooltip,
                              GtkTooltip *tooltip)
{
  g_autofree char *text = NULL;
  GdkRectangle area;

  if (keyboard_tooltip)
    return FALSE;

  text = flow_gtk_view_input_dup_tooltip_at (_flow_gtk_view_get_input (FLOW_GTK_VIEW (widget)), x, y, &area);
  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip, &area);

  return TRUE;
}

/* flow-gtk-view-actions.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-action-group-private.h"
#include "flow-gtk-view-announce-private.h"
#include "flow-gtk-view-clipboard-private.h"
#include "flow-gtk-view-mute-private.h"
#include "flow-gtk-view-rename-private.h"
#include "flow-gtk-frames-private.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-popover-private.h"
#include "flow-gtk-view-input-private.h"

#include <math.h>

/* FlowGtkViewActions: what the view does on command. It owns the view's
 * widget actions and their key bindings (zoom, select, delete, move,
 * activate, undo, redo, connect, menus), whether each is enabled, the
 * context menus with what they were opened on, and the messages the view
 * shows on the canvas. The clipboard's commands are
 * flow-gtk-view-clipboard.c's, renaming and muting -rename.c's and
 * -mute.c's.
 *
 * The default canvas menu starts with Undo and Redo, their labels bound
 * to the history's undo-label and redo-label ("Undo Paste 2 Nodes").
 *
 * Every command edits the model, the selection model or the viewport,
 * as one step of the history where it edits the graph.
 */

#define MESSAGE_LINES 6  /* the most a message on the canvas shows */
#define MESSAGE_TIMEOUT_MS 3500
#define ZOOM_STEP          1.25

struct _FlowGtkViewActions
{
  FlowGtkView    *view;
  FlowHistory    *history;
  FlowGtkViewClipboard *clipboard;
  /* The same actions for widgets outside the view. */
  FlowGtkViewActionGroup *group;

  GtkWidget      *message;
  /* Weak: the widget the message describes while it shows. */
  GtkWidget      *announced;
  guint           message_timeout;
  double          message_x;
  double          message_y;

  GtkWidget      *popover;
  /* The list that wires a node by keyboard, while it exists. */
  GtkWidget      *connect_popover;
  GMenuModel     *menus[FLOW_GTK_VIEW_N_MENUS];
  GMenuModel     *default_menus[FLOW_GTK_VIEW_N_MENUS];
  /* The Undo and Redo items of the default canvas menu. */
  GMenu          *undo_section;

  FlowNode       *context_node;
  FlowConnection *context_connection;
  graphene_point_t context_point;
  /* Whether the node commands act on context_node: from the opening of
   * its menu until the item chosen there has run, just after the menu
   * closed (context_idle).
   */
  gboolean        context_current;
  guint           context_idle;

  /* The nodes an undo or a redo running now brings into the view's
   * graph, which it selects; NULL at other times.
   */
  GPtrArray      *restored;
};

static inline FlowGtkViewActions *
actions_of (GtkWidget *widget)
{
  return _flow_gtk_view_get_actions (FLOW_GTK_VIEW (widget));
}

static inline double
current_zoom (FlowGtkView *view)
{
  return flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (view));
}

static inline FlowGtkLayout *
layout_of (FlowGtkView *view)
{
  return _flow_gtk_view_get_layout (view);
}

/* Messages shown on the canvas */

static gboolean
message_timeout_cb (gpointer user_data)
{
  FlowGtkViewActions *self = user_data;

  self->message_timeout = 0;
  gtk_widget_set_visible (self->message, FALSE);
  flow_gtk_view_announce_end (self->view, &self->announced);

  return G_SOURCE_REMOVE;
}

/* Shows @text in the middle of the view, as flow_gtk_view_actions_show_message ()
 * does: for the refusals of commands that have no place of their own.
 */
void
flow_gtk_view_actions_say (FlowGtkViewActions *self,
                           const char         *text)
{
  int width, height;

  _flow_gtk_view_get_size (self->view, &width, &height);
  flow_gtk_view_actions_show_message (self, text, width / 2.0, height / 2.0);
}

/* Shows @text on the canvas near (@x, @y), widget coordinates, for a few
 * seconds, and tells assistive technologies.
 */
void
flow_gtk_view_actions_show_message (FlowGtkViewActions *self,
                                    const char         *text,
                                    double              x,
                                    double              y)
{
  if (self->message == NULL)
    return;

  gtk_label_set_text (GTK_LABEL (self->message), text);
  self->message_x = x;
  self->message_y = y;
  gtk_widget_set_visible (self->message, TRUE);
  gtk_widget_queue_allocate (GTK_WIDGET (self->view));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->message),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  flow_gtk_view_announce (self->view, &self->announced, text);

  g_clear_handle_id (&self->message_timeout, g_source_remove);
  self->message_timeout = g_timeout_add (MESSAGE_TIMEOUT_MS, message_timeout_cb, self);
}

void
flow_gtk_view_actions_hide_message (FlowGtkViewActions *self)
{
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  if (self->message != NULL)
    gtk_widget_set_visible (self->message, FALSE);
  flow_gtk_view_announce_end (self->view, &self->announced);
}

const char *
flow_gtk_view_actions_get_message (FlowGtkViewActions *self)
{
  if (self->message == NULL || !gtk_widget_get_visible (self->message))
    return NULL;

  return gtk_label_get_text (GTK_LABEL (self->message));
}

void
flow_gtk_view_actions_measure (FlowGtkViewActions *self,
                               GtkOrientation      orientation,
                               int                *minimum)
{
  int child_min, child_nat;

  if (self->message == NULL || !gtk_widget_get_visible (self->message))
    return;

  gtk_widget_measure (self->message, orientation, -1, &child_min, &child_nat, NULL, NULL);
  *minimum = MAX (*minimum, child_min);
}

void
flow_gtk_view_actions_allocate (FlowGtkViewActions *self,
                                int                 width,
                                int                 height)
{
  if (gtk_widget_get_visible (self->message))
    {
      const GtkBorder *m = _flow_gtk_view_peek_fit_margins (self->view);
      int w, h;
      double x, y;

      /* Beside what the application lays over the canvas. */
      gtk_widget_measure (self->message, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      w = MIN (w, MAX (1, width - m->left - m->right - 16));
      gtk_widget_measure (self->message, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      x = CLAMP (self->message_x - w / 2.0, m->left + 8, MAX (m->left + 8, width - m->right - w - 8));
      y = CLAMP (self->message_y + 24, m->top + 8, MAX (m->top + 8, height - m->bottom - h - 8));
      gtk_widget_allocate (self->message, w, h, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (round (x), round (y))));
    }

  /* Every popover of the view: its menus, lists and editors. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      gtk_popover_present (GTK_POPOVER (child));
}

void
flow_gtk_view_actions_snapshot (FlowGtkViewActions *self,
                                GtkSnapshot        *snapshot)
{
  if (gtk_widget_get_visible (self->message))
    gtk_widget_snapshot_child (GTK_WIDGET (self->view), self->message, snapshot);
}

/* Menus */

GMenuModel *
flow_gtk_view_actions_get_menu (FlowGtkViewActions *self,
                                FlowGtkViewMenu     menu)
{
  return self->menus[menu];
}

static void
context_done_cb (gpointer data)
{
  FlowGtkViewActions *self = data;

  self->context_idle = 0;
  self->context_current = FALSE;
  /* What the node menu turned off for its node. */
  flow_gtk_view_actions_update (self);
}

static void set_enabled (FlowGtkViewActions *self,
                         const char         *action,
                         gboolean            enabled);

/* Whether a dock of @node has a connection. */
static gboolean
node_is_connected (FlowNode *node)
{
  GListModel *lists[] = { flow_node_get_sinks (node), flow_node_get_sources (node) };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);

        if (flow_dock_get_n_connections (dock) > 0)
          return TRUE;
      }

  return FALSE;
}

/* A menu closes before the item chosen in it runs, which may still ask
 * for the context node.
 */
static void
menu_closed_cb (FlowGtkViewActions *self)
{
  g_clear_handle_id (&self->context_idle, g_source_remove);
  self->context_idle = g_idle_add_once (context_done_cb, self);
}

/* Where a menu opened at @y (widget coordinates) goes: towards the
 * larger part of the window. GTK 4.8 turns a popover to the other side
 * when it does not fit, but neither slides nor shrinks it up and down: a
 * long menu opened below a point low in the window ran off the screen.
 */
static GtkPositionType
menu_position (FlowGtkViewActions *self,
               double              y)
{
  GtkWidget *native = GTK_WIDGET (gtk_widget_get_native (GTK_WIDGET (self->view)));
  graphene_point_t at;

  if (native == NULL ||
      !gtk_widget_compute_point (GTK_WIDGET (self->view), native, &GRAPHENE_POINT_INIT (0, y), &at))
    return GTK_POS_BOTTOM;

  return at.y > gtk_widget_get_height (native) / 2.0 ? GTK_POS_TOP : GTK_POS_BOTTOM;
}

/* Opens @menu at (@x, @y); once closed, it gives the keyboard back to
 * @node, or to the node that has it now.
 */
static void
popup_menu (FlowGtkViewActions *self,
            GMenuModel         *menu,
            FlowNode           *node,
            double              x,
            double              y)
{
  GtkPositionType position;

  if (menu == NULL || !_flow_gtk_view_can_pop_up (self->view))
    return;

  /* A popover of its own for each menu and side: GTK 4.8 leaves the
   * section box of a popover menu's former model connected to the
   * popover's notify::position, and a later change of side calls it on
   * the freed box.
   */
  position = menu_position (self, y);
  if (self->popover != NULL &&
      (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (self->popover)) != menu ||
       gtk_popover_get_position (GTK_POPOVER (self->popover)) != position))
    {
      GtkWidget *old = g_steal_pointer (&self->popover);

      g_signal_handlers_disconnect_by_data (old, self);
      gtk_popover_popdown (GTK_POPOVER (old));
      _flow_gtk_popover_unparent_later (old);
    }

  if (self->popover == NULL)
    {
      self->popover = g_object_new (GTK_TYPE_POPOVER_MENU,
                                    "position", position,
                                    "menu-model", menu,
                                    "has-arrow", FALSE,
                                    "halign", GTK_ALIGN_START,
                                    NULL);
      gtk_widget_set_parent (self->popover, GTK_WIDGET (self->view));
      g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (menu_closed_cb), self);
      /* GTK 4.8 reads a popover menu by its class ("GtkPopoverMenu"). */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->popover),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      menu == self->menus[FLOW_GTK_VIEW_MENU_NODE] ? _("Node Menu")
                                      : menu == self->menus[FLOW_GTK_VIEW_MENU_CONNECTION] ? _("Connection Menu")
                                      : _("Canvas Menu"),
                                      -1);
    }

  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle) { (int)x, (int)y, 1, 1 });
  g_clear_handle_id (&self->context_idle, g_source_remove);
  self->context_current = node != NULL;
  /* The items that list a node's connections offer nothing without one:
   * off while the menu is open (on again once it closes).
   */
  flow_gtk_view_actions_update (self);
  if (node != NULL && !node_is_connected (node))
    {
      set_enabled (self, "flowview.add-reroute", FALSE);
      set_enabled (self, "flowview.disconnect", FALSE);
    }
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (self->view), self->popover, node);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* Opens the menu of what is at (@x, @y), widget coordinates: a node
 * (selecting it if it was not), a wire (selecting it) or the canvas.
 */
void
flow_gtk_view_actions_popup_context_menu (FlowGtkViewActions *self,
                                          double              x,
                                          double              y)
{
  FlowGtkView *view = self->view;
  graphene_point_t point;
  FlowGtkNodeRecord *record;
  FlowGtkWireRecord *wire = NULL;

  if (flow_gtk_view_get_graph (view) == NULL)
    return;

  _flow_gtk_view_widget_to_canvas (view, x, y, &point);
  self->context_point = point;
  g_clear_object (&self->context_node);
  g_clear_object (&self->context_connection);

  record = _flow_gtk_view_pick_node (view, &point);
  if (record == NULL)
    wire = _flow_gtk_view_pick_wire (view, &point);

  if (record != NULL)
    {
      self->context_node = g_object_ref (record->node);
      if (!_flow_gtk_view_is_selected (view, record))
        gtk_selection_model_select_item (flow_gtk_view_get_selection (view), record->position, TRUE);
      popup_menu (self, self->menus[FLOW_GTK_VIEW_MENU_NODE], record->node, x, y);
    }
  else if (wire != NULL)
    {
      self->context_connection = g_object_ref (wire->connection);
      _flow_gtk_view_set_selected_connection (view, wire->connection);
      popup_menu (self, self->menus[FLOW_GTK_VIEW_MENU_CONNECTION], NULL, x, y);
    }
  else
    {
      popup_menu (self, self->menus[FLOW_GTK_VIEW_MENU_CANVAS], NULL, x, y);
    }
}

/* Zooming and selecting */

/* Zooms around the middle of the view. */
static void
zoom_to (GtkWidget *widget,
         double     zoom)
{
  flow_gtk_viewport_zoom_at (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (widget)), zoom,
                             gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  zoom_to (widget, current_zoom (FLOW_GTK_VIEW (widget)) * ZOOM_STEP);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  zoom_to (widget, current_zoom (FLOW_GTK_VIEW (widget)) / ZOOM_STEP);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  zoom_to (widget, 1.0);
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
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (widget));

  if (selection != NULL)
    gtk_selection_model_select_all (selection);
}

static void
unselect_all_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGtkViewInput *input = _flow_gtk_view_get_input (view);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);

  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *node;

  /* Escape ends a drag first. */
  if (flow_gtk_view_input_is_dragging (input))
    {
      flow_gtk_view_input_cancel_drag (input, TRUE);
      return;
    }

  /* Then it leaves a field of a node (a value's editor) for the node, as
   * Tab entered it; the selection stays.
   */
  node = focus != NULL ? gtk_widget_get_ancestor (focus, FLOW_GTK_TYPE_NODE) : NULL;
  if (node != NULL && node != focus && gtk_widget_is_ancestor (node, widget))
    {
      gtk_widget_grab_focus (node);
      return;
    }

  if (selection != NULL)
    gtk_selection_model_unselect_all (selection);
  _flow_gtk_view_set_selected_connection (view, NULL);
  flow_gtk_view_actions_hide_message (actions_of (widget));
}

/* The records of the selected nodes, in the graph's order. */
static GPtrArray *
selected_records (FlowGtkView *view)
{
  return flow_gtk_view_actions_dup_selected_records (actions_of (GTK_WIDGET (view)));
}

GPtrArray *
flow_gtk_view_actions_dup_selected_records (FlowGtkViewActions *self)
{
  FlowGtkView *view = self->view;
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  g_autoptr(GtkBitset) selected = NULL;
  GPtrArray *records = g_ptr_array_new ();
  guint n = flow_gtk_layout_get_n_nodes (layout_of (view));
  GtkBitsetIter iter;
  guint pos;

  if (selection == NULL)
    return records;

  selected = gtk_selection_model_get_selection (selection);
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selected, &pos);
       ok && pos < n;
       ok = gtk_bitset_iter_next (&iter, &pos))
    g_ptr_array_add (records, flow_gtk_layout_get_node (layout_of (view), pos));

  return records;
}

static void
delete_selection_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowConnection *connection = flow_gtk_view_get_selected_connection (view);
  g_autoptr(GPtrArray) doomed = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GPtrArray) frames = NULL;
  GtkWidget *focus;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return;

  doomed = g_ptr_array_new_with_free_func (g_object_unref);
  records = selected_records (view);
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);

      if (flow_node_get_deletable (record->node))
        g_ptr_array_add (doomed, g_object_ref (record->node));
    }

  if (doomed->len == 0 && connection == NULL)
    return;

  /* Frames that lose members shrink to the others, in the same step. */
  frames = flow_gtk_frames_holding (_flow_gtk_view_get_layout (view), records);
  flow_history_begin_group (flow_graph_get_history (graph), NULL);

  /* One batch: the lists each emit one change. */
  flow_graph_begin_batch (graph);

  if (connection != NULL && flow_connection_get_graph (connection) == graph)
    flow_graph_remove_connection (graph, connection, NULL);

  for (guint i = doomed->len; i > 0; i--)
    flow_graph_remove_node (graph, g_ptr_array_index (doomed, i - 1));

  flow_graph_end_batch (graph);

  flow_gtk_frames_fit_frames (_flow_gtk_view_get_layout (view), frames,
                              flow_gtk_node_manager_frame_top, _flow_gtk_view_get_node_manager (view));
  flow_history_end_group (flow_graph_get_history (graph));

  /* The keyboard stays in the view: on the node that had it, if that
   * node is still there (as when a connection alone was deleted), else
   * on the canvas, where a deleted node leaves it.
   */
  focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  if (focus == NULL || (focus != widget && !gtk_widget_is_ancestor (focus, widget)))
    gtk_widget_grab_focus (widget);
}

static void
delete_connection_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGtkViewActions *self = actions_of (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowConnection *connection = self->context_connection != NULL
                               ? self->context_connection
                               : flow_gtk_view_get_selected_connection (view);

  if (graph == NULL || !flow_gtk_view_get_editable (view) || connection == NULL)
    return;

  if (flow_connection_get_graph (connection) == graph)
    flow_graph_remove_connection (graph, connection, NULL);

  g_clear_object (&self->context_connection);
}

/* Keyboard wiring and menus */

/* The node keyboard commands apply to: the one a context menu is open
 * on (or whose chosen item runs), else the focused one, else the only
 * selected one.
 */
static FlowNode *
current_node (FlowGtkViewActions *self)
{
  FlowGtkNodeRecord *record;
  GtkSelectionModel *selection = flow_gtk_view_get_selection (self->view);
  g_autoptr(GtkBitset) selected = NULL;

  if (self->context_node != NULL && self->context_current)
    return self->context_node;

  record = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (self->view));
  if (record != NULL)
    return record->node;

  if (selection == NULL)
    return NULL;

  selected = gtk_selection_model_get_selection (selection);
  if (gtk_bitset_get_size (selected) != 1)
    return NULL;

  {
    g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (selection),
                                                      gtk_bitset_get_nth (selected, 0));
    /* The graph holds the node. */
    return node;
  }
}

/* The middle of the top of @node, in widget coordinates. */
static gboolean
node_point (FlowGtkViewActions *self,
            FlowNode           *node,
            graphene_point_t   *point)
{
  graphene_rect_t bounds;

  if (!flow_gtk_view_get_node_bounds (self->view, node, &bounds))
    return FALSE;

  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (self->view),
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                            bounds.origin.y + 8),
                                      point);
  return TRUE;
}

/* The node commands act on: the one a context menu is open for, else the
 * focused node, else the only one selected.
 */
FlowNode *
flow_gtk_view_actions_get_current_node (FlowGtkViewActions *self)
{
  return current_node (self);
}

void
flow_gtk_view_actions_open_connect_popover (FlowGtkViewActions        *self,
                                            FlowDock                  *dock,
                                            FlowGtkConnectPopoverMode  mode)
{
  FlowGraph *graph = flow_gtk_view_get_graph (self->view);
  FlowNode *of = dock != NULL ? flow_dock_get_node (dock) : current_node (self);
  g_autoptr(FlowNode) node = NULL;
  graphene_point_t point;

  if (graph != NULL && flow_gtk_view_get_editable (self->view) && of == NULL)
    {
      /* Said, rather than nothing happening: a screen reader reads it. */
      flow_gtk_view_actions_say (self, mode == FLOW_GTK_CONNECT_POPOVER_CONNECT
                                       ? _("Select one node to connect it")
                                       : _("Select one node to list its connections"));
      return;
    }

  if (graph == NULL || !flow_gtk_view_get_editable (self->view) || of == NULL ||
      flow_node_get_graph (of) != graph || !_flow_gtk_view_can_pop_up (self->view))
    return;

  node = g_object_ref (of);
  g_clear_object (&self->context_node);
  if (!node_point (self, node, &point))
    point = GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (self->view)) / 2.0,
                                 gtk_widget_get_height (GTK_WIDGET (self->view)) / 2.0);

  g_clear_pointer (&self->connect_popover, gtk_widget_unparent);
  self->connect_popover = flow_gtk_connect_popover_new (graph, node, dock, mode);
  gtk_widget_set_parent (self->connect_popover, GTK_WIDGET (self->view));
  /* Once closed, the keyboard goes back to the node. */
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (self->view), self->connect_popover, node);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->connect_popover),
                               &(GdkRectangle) { (int) point.x, (int) point.y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->connect_popover));
}

static void
connect_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  flow_gtk_view_actions_open_connect_popover (actions_of (widget), NULL, FLOW_GTK_CONNECT_POPOVER_CONNECT);
}

static void
disconnect_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  flow_gtk_view_actions_open_connect_popover (actions_of (widget), NULL, FLOW_GTK_CONNECT_POPOVER_DISCONNECT);
}

static gboolean
any_selected (FlowGtkView *view)
{
  g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (flow_gtk_view_get_selection (view));

  return !gtk_bitset_is_empty (selected);
}

/* The context menu without a pointer (Menu, Shift+F10): that of the
 * selected connection when no node is selected (as after Alt+Right),
 * else of the current node, else of the selected connection, else of the
 * canvas, in the middle of the view.
 */
static void
popup_menu_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  FlowGtkViewActions *self = actions_of (widget);
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowNode *node = current_node (self);
  FlowConnection *connection = flow_gtk_view_get_selected_connection (view);
  graphene_point_t point = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                gtk_widget_get_height (widget) / 2.0);

  if (flow_gtk_view_get_graph (view) == NULL)
    return;

  if (connection != NULL && !any_selected (view))
    node = NULL;

  if (node != NULL && node_point (self, node, &point))
    {
      flow_gtk_view_actions_popup_context_menu (self, point.x, point.y);
    }
  else if (connection != NULL)
    {
      g_set_object (&self->context_connection, connection);
      popup_menu (self, self->menus[FLOW_GTK_VIEW_MENU_CONNECTION], NULL, point.x, point.y);
    }
  else
    {
      g_clear_object (&self->context_node);
      g_clear_object (&self->context_connection);
      _flow_gtk_view_widget_to_canvas (view, point.x, point.y, &self->context_point);
      popup_menu (self, self->menus[FLOW_GTK_VIEW_MENU_CANVAS], NULL, point.x, point.y);
    }
}

static void
move_selection_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  g_autoptr(GPtrArray) records = NULL;
  double grid = _flow_gtk_view_get_snap_grid (view);
  double z = current_zoom (view);
  double dx, dy;

  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "(dd)");

  if (graph == NULL)
    return;

  g_variant_get (parameter, "(dd)", &dx, &dy);

  records = selected_records (view);

  /* Nothing selected: the arrow keys pan instead. */
  if (records->len == 0 || !flow_gtk_view_get_editable (view))
    {
      /* By (dx, dy) canvas units, which run right to left in a mirrored
       * view.
       */
      flow_gtk_viewport_pan (flow_gtk_view_get_viewport (view),
                             -dx * z * (_flow_gtk_view_is_rtl (view) ? -1 : 1), -dy * z);
      return;
    }

  if (grid > 0)
    {
      dx = dx == 0 ? 0 : copysign (grid, dx);
      dy = dy == 0 ? 0 : copysign (grid, dy);
    }

  /* Frames take their members along, and fit around them after. One
   * step of the history (see FlowGtkMoveDrag).
   */
  flow_gtk_move_drag_drop_pinned (records);
  flow_gtk_frames_add_members (_flow_gtk_view_get_layout (view), records);
  flow_gtk_move_drag_drop_pinned (records);
  flow_history_begin_group (flow_graph_get_history (graph), NULL);
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < records->len; i++)
    {
      FlowNode *node = ((FlowGtkNodeRecord *) g_ptr_array_index (records, i))->node;

      flow_node_set_position (node,
                              flow_gtk_snap (flow_node_get_x (node) + dx, grid),
                              flow_gtk_snap (flow_node_get_y (node) + dy, grid));
    }
  flow_graph_end_batch (graph);
  flow_gtk_frames_open_for (_flow_gtk_view_get_layout (view), records);
  flow_gtk_frames_fit (_flow_gtk_view_get_layout (view), NULL,
                       flow_gtk_node_manager_frame_top, _flow_gtk_view_get_node_manager (view));
  flow_history_end_group (flow_graph_get_history (graph));
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGtkNodeRecord *record = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view));

  if (record == NULL)
    {
      g_autoptr(GPtrArray) records = selected_records (view);

      if (records->len == 1)
        record = g_ptr_array_index (records, 0);
    }

  if (record != NULL)
    _flow_gtk_view_activate_node (view, record->node);
}

/* Undo */

static void
update_undo_labels (FlowGtkViewActions *self)
{
  const char *undo = self->history != NULL ? flow_history_get_undo_label (self->history) : _("Undo");
  const char *redo = self->history != NULL ? flow_history_get_redo_label (self->history) : _("Redo");

  g_menu_remove_all (self->undo_section);
  g_menu_append (self->undo_section, undo, "flowview.undo");
  g_menu_append (self->undo_section, redo, "flowview.redo");
}

/* The actions that change the graph, of every room: enabled while the
 * view shows a graph and may edit it.
 */
static const char * const editing_actions[] = {
  "flowview.cut", "flowview.paste", "flowview.duplicate", "flowview.delete-selection",
  "flowview.delete-connection", "flowview.dissolve-selection", "flowview.add-reroute",
  "flowview.rename-node", "flowview.toggle-muted", "flowview.arrange", "flowview.align",
  "flowview.distribute", "flowview.snap-selection", "flowview.toggle-pinned",
  "flowview.add-frame", "flowview.edit-frame", "flowview.toggle-frame-collapsed",
  "flowview.move-selection", "flowview.add-node", "flowview.connect",
  "flowview.disconnect", "flowview.group-selection", "flowview.ungroup",
};

/* The one way the view's actions are enabled and disabled: the view's
 * widget actions and the group that gives them to other widgets.
 */
static void
set_enabled (FlowGtkViewActions *self,
             const char         *action,
             gboolean            enabled)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self->view), action, enabled);
  flow_gtk_view_action_group_set_enabled (self->group, action, enabled);
}

/* What a popover of the view is marked with, to close with its graph. */
#define CLOSES_KEY "flow-gtk-closes-with-graph"
enum { CLOSES_WITH_GRAPH = 1, CLOSES_WITH_EDITING = 2 };

/* Closes @popover, a popover of the view, once what it was opened for
 * is gone: the view's graph (another is shown, or none); the view's
 * editing, when it @edits (the view turned read-only); @node, if not
 * NULL, which leaves its graph. Left open, a rename or a frame's editor
 * went on taking keys it could no longer apply, and the find list
 * listed the nodes of a graph no longer shown.
 */
void
flow_gtk_view_actions_close_with_graph (GtkWidget *popover,
                                        gboolean   edits,
                                        FlowNode  *node)
{
  g_object_set_data (G_OBJECT (popover), CLOSES_KEY,
                     GINT_TO_POINTER (edits ? CLOSES_WITH_EDITING : CLOSES_WITH_GRAPH));
  if (node != NULL)
    g_signal_connect_object (node, "notify::graph", G_CALLBACK (gtk_popover_popdown),
                             popover, G_CONNECT_SWAPPED);
}

/* Closes the lists that edit the graph (connect, disconnect, add a
 * node) and the popovers marked so: made for a graph and applied by
 * themselves, they went on editing a view turned read-only, or a graph
 * it no longer shows. With @graph_gone, those that only show the graph
 * too.
 */
static void
close_editing_lists (FlowGtkViewActions *self,
                     gboolean            graph_gone)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int mark = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), CLOSES_KEY));

      if (!gtk_widget_get_visible (child) || !GTK_IS_POPOVER (child))
        continue;
      if (FLOW_GTK_IS_CONNECT_POPOVER (child) || mark == CLOSES_WITH_EDITING ||
          (mark == CLOSES_WITH_GRAPH && graph_gone))
        gtk_popover_popdown (GTK_POPOVER (child));
    }
}

/* Enables the actions that may run now. */
void
flow_gtk_view_actions_update (FlowGtkViewActions *self)
{
  FlowGraph *graph = flow_gtk_view_get_graph (self->view);
  gboolean can_edit = flow_gtk_view_get_editable (self->view) && graph != NULL;

  if (!can_edit)
    close_editing_lists (self, graph == NULL);

  set_enabled (self, "flowview.undo",
               can_edit && self->history != NULL && flow_history_get_can_undo (self->history));
  set_enabled (self, "flowview.redo",
               can_edit && self->history != NULL && flow_history_get_can_redo (self->history));
  for (guint i = 0; i < G_N_ELEMENTS (editing_actions); i++)
    set_enabled (self, editing_actions[i], can_edit);

  /* Only a group's graph has a level above to go back to, read-only or
   * not.
   */
  set_enabled (self, "flowview.leave-group",
               graph != NULL && flow_graph_get_group_node (graph) != NULL);
}

static void
history_changed_cb (FlowGtkViewActions *self)
{
  flow_gtk_view_actions_update (self);
}

/* Records a node a step brings back (a deletion undone, an addition
 * redone), while undo_action () or redo_action () runs.
 */
void
flow_gtk_view_actions_node_added (FlowGtkViewActions *self,
                                  FlowNode           *node)
{
  if (self->restored != NULL)
    g_ptr_array_add (self->restored, g_object_ref (node));
}

/* Undoes or redoes a step. The nodes it brings into the view's graph are
 * selected, as a text view selects the text an undo brings back, so that
 * the next command acts on them; a step that brings none (a move, a
 * connection, a value) leaves the selection as it is.
 */
static void
step (FlowGtkViewActions *self,
      gboolean            undo)
{
  FlowGtkView *view = self->view;
  FlowGtkLayout *layout = layout_of (view);
  g_autoptr(GtkBitset) selected = NULL;
  g_autoptr(GtkBitset) mask = NULL;
  g_autoptr(GPtrArray) restored = NULL;

  if (self->history == NULL || !flow_gtk_view_get_editable (view) ||
      !(undo ? flow_history_get_can_undo (self->history) : flow_history_get_can_redo (self->history)))
    return;

  flow_gtk_view_input_cancel_drag (_flow_gtk_view_get_input (view), FALSE);

  g_return_if_fail (self->restored == NULL);
  self->restored = g_ptr_array_new_with_free_func (g_object_unref);
  if (undo)
    flow_history_undo (self->history);
  else
    flow_history_redo (self->history);
  restored = g_steal_pointer (&self->restored);

  selected = gtk_bitset_new_empty ();
  for (guint i = 0; i < restored->len; i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (layout, restored->pdata[i]);

      if (record != NULL && record->placed)
        gtk_bitset_add (selected, record->position);
    }

  if (gtk_bitset_is_empty (selected) || flow_gtk_view_get_selection (view) == NULL)
    return;

  mask = gtk_bitset_new_range (0, flow_gtk_layout_get_n_nodes (layout));
  gtk_selection_model_set_selection (flow_gtk_view_get_selection (view), selected, mask);
  _flow_gtk_view_set_selected_connection (view, NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  step (actions_of (widget), TRUE);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  step (actions_of (widget), FALSE);
}

/* Follows the history of @graph, from now on recorded; forgets the
 * previous graph's context and pending paste.
 */
void
flow_gtk_view_actions_set_graph (FlowGtkViewActions *self,
                                 FlowGraph          *graph)
{
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
  flow_gtk_view_clipboard_cancel (self->clipboard);
  close_editing_lists (self, TRUE);
  g_clear_object (&self->context_node);
  g_clear_object (&self->context_connection);

  if (graph != NULL)
    {
      self->history = g_object_ref (flow_graph_get_history (graph));
      g_signal_connect_swapped (self->history, "notify::can-undo",
                                G_CALLBACK (history_changed_cb), self);
      g_signal_connect_swapped (self->history, "notify::can-redo",
                                G_CALLBACK (history_changed_cb), self);
      g_signal_connect_swapped (self->history, "notify::undo-label",
                                G_CALLBACK (update_undo_labels), self);
      g_signal_connect_swapped (self->history, "notify::redo-label",
                                G_CALLBACK (update_undo_labels), self);
    }

  update_undo_labels (self);
  flow_gtk_view_actions_update (self);
}

FlowGtkViewClipboard *
flow_gtk_view_actions_get_clipboard (FlowGtkViewActions *self)
{
  return self->clipboard;
}

FlowGtkViewActionGroup *
flow_gtk_view_actions_get_group (FlowGtkViewActions *self)
{
  return self->group;
}

/* Setup */

/* Installs the view's actions and their key bindings on its class. */
void
flow_gtk_view_actions_install (GtkWidgetClass *widget_class)
{
  static const struct
  {
    const char          *name;
    const char          *parameter_type;
    GtkWidgetActionActivateFunc activate;
  } actions[] = {
    { "flowview.zoom-in", NULL, zoom_in_action },
    { "flowview.zoom-out", NULL, zoom_out_action },
    { "flowview.zoom-reset", NULL, zoom_reset_action },
    { "flowview.zoom-to-fit", NULL, zoom_to_fit_action },
    { "flowview.zoom-to-selection", NULL, zoom_to_selection_action },
    { "flowview.select-all", NULL, select_all_action },
    { "flowview.unselect-all", NULL, unselect_all_action },
    { "flowview.delete-selection", NULL, delete_selection_action },
    { "flowview.delete-connection", NULL, delete_connection_action },
    { "flowview.move-selection", "(dd)", move_selection_action },
    { "flowview.activate", NULL, activate_action },
    { "flowview.undo", NULL, undo_action },
    { "flowview.redo", NULL, redo_action },
    { "flowview.connect", NULL, connect_action },
    { "flowview.disconnect", NULL, disconnect_action },
    { "flowview.popup-menu", NULL, popup_menu_action },
  };
  static const struct
  {
    guint           keyval;
    GdkModifierType modifiers;
    const char     *action;
  } bindings[] = {
    { GDK_KEY_z, GDK_CONTROL_MASK, "flowview.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.redo" },
    { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.redo" },
    { GDK_KEY_y, GDK_CONTROL_MASK, "flowview.redo" },
    { GDK_KEY_plus, GDK_CONTROL_MASK, "flowview.zoom-in" },
    { GDK_KEY_equal, GDK_CONTROL_MASK, "flowview.zoom-in" },
    { GDK_KEY_KP_Add, GDK_CONTROL_MASK, "flowview.zoom-in" },
    { GDK_KEY_minus, GDK_CONTROL_MASK, "flowview.zoom-out" },
    { GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "flowview.zoom-out" },
    { GDK_KEY_0, GDK_CONTROL_MASK, "flowview.zoom-reset" },
    { GDK_KEY_KP_0, GDK_CONTROL_MASK, "flowview.zoom-reset" },
    /* Of several keys, menus show the last one bound: the main key
     * comes after the keypad's and BackSpace.
     */
    { GDK_KEY_KP_Home, 0, "flowview.zoom-to-fit" },
    { GDK_KEY_Home, 0, "flowview.zoom-to-fit" },
    { GDK_KEY_Home, GDK_SHIFT_MASK, "flowview.zoom-to-selection" },
    { GDK_KEY_a, GDK_CONTROL_MASK, "flowview.select-all" },
    { GDK_KEY_Escape, 0, "flowview.unselect-all" },
    { GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.unselect-all" },
    { GDK_KEY_BackSpace, 0, "flowview.delete-selection" },
    { GDK_KEY_KP_Delete, 0, "flowview.delete-selection" },
    { GDK_KEY_Delete, 0, "flowview.delete-selection" },
    { GDK_KEY_Return, 0, "flowview.activate" },
    { GDK_KEY_KP_Enter, 0, "flowview.activate" },
    { GDK_KEY_l, GDK_CONTROL_MASK, "flowview.connect" },
    { GDK_KEY_l, GDK_CONTROL_MASK | GDK_ALT_MASK, "flowview.disconnect" },
    { GDK_KEY_Menu, 0, "flowview.popup-menu" },
    { GDK_KEY_F10, GDK_SHIFT_MASK, "flowview.popup-menu" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i].name,
                                     actions[i].parameter_type, actions[i].activate);

  for (guint i = 0; i < G_N_ELEMENTS (bindings); i++)
    gtk_widget_class_add_binding_action (widget_class, bindings[i].keyval, bindings[i].modifiers,
                                         bindings[i].action, NULL);

  /* The arrows that move the selection are bound in
   * flow-gtk-view-keynav.c, which mirrors them in right-to-left views;
   * the clipboard's commands, renaming and muting are
   * flow-gtk-view-clipboard.c's, -rename.c's and -mute.c's.
   */
  flow_gtk_view_clipboard_install (widget_class);
  flow_gtk_view_rename_install (widget_class);
  flow_gtk_view_mute_install (widget_class);
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

/* Makes the message label and the default menus of @view. */
FlowGtkViewActions *
flow_gtk_view_actions_new (FlowGtkView *view)
{
  FlowGtkViewActions *self = g_new0 (FlowGtkViewActions, 1);
  g_autoptr(GMenuModel) view_section = NULL;
  GMenuModel *node_menu;
  GMenu *canvas_menu;

  self->view = view;
  self->clipboard = flow_gtk_view_clipboard_new ();
  self->group = flow_gtk_view_action_group_new (view);

  /* An alert: assistive technologies present it when it shows (AT-SPI's
   * notification role), the nearest GTK 4.8 has to an announcement.
   */
  self->message = g_object_new (GTK_TYPE_LABEL,
                                "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                                NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  /* Between letters where a word is longer than a line (a name from a
   * file), and in a few lines at most, cut with an ellipsis (its
   * accessible name is the whole text): a word's width, or a long
   * text's height, was the view's least, larger than a window can be.
   */
  gtk_label_set_wrap_mode (GTK_LABEL (self->message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_ellipsize (GTK_LABEL (self->message), PANGO_ELLIPSIZE_END);
  gtk_label_set_lines (GTK_LABEL (self->message), MESSAGE_LINES);
  gtk_label_set_max_width_chars (GTK_LABEL (self->message), 48);
  gtk_widget_add_css_class (self->message, "osd");
  gtk_widget_add_css_class (self->message, "flow-message");
  gtk_widget_set_can_target (self->message, FALSE);
  gtk_widget_set_visible (self->message, FALSE);
  gtk_widget_set_parent (self->message, GTK_WIDGET (view));

  self->undo_section = g_menu_new ();
  update_undo_labels (self);
  view_section = menu_with (_("Select _All"), "flowview.select-all",
                            _("_Zoom to Fit"), "flowview.zoom-to-fit");
  g_menu_append (G_MENU (view_section), _("Add _Frame"), "flowview.add-frame");
  g_menu_append (G_MENU (view_section), _("_Go to Node…"), "flowview.find-node");
  canvas_menu = g_menu_new ();
  g_menu_append_section (canvas_menu, NULL, G_MENU_MODEL (self->undo_section));
  g_menu_append_section (canvas_menu, NULL, view_section);

  self->default_menus[FLOW_GTK_VIEW_MENU_CANVAS] = G_MENU_MODEL (canvas_menu);
  node_menu = menu_with (_("Co_nnect…"), "flowview.connect", _("Add _Reroute…"), "flowview.add-reroute");
  g_menu_append (G_MENU (node_menu), _("_Frame Selection"), "flowview.add-frame");
  g_menu_append (G_MENU (node_menu), _("Ren_ame…"), "flowview.rename-node");
  g_menu_append (G_MENU (node_menu), _("_Mute or Unmute"), "flowview.toggle-muted");
  g_menu_append (G_MENU (node_menu), _("_Delete"), "flowview.delete-selection");
  self->default_menus[FLOW_GTK_VIEW_MENU_NODE] = node_menu;
  self->default_menus[FLOW_GTK_VIEW_MENU_CONNECTION] =
    menu_with (_("Add _Reroute"), "flowview.add-reroute",
               _("_Delete Connection"), "flowview.delete-connection");
  for (guint i = 0; i < FLOW_GTK_VIEW_N_MENUS; i++)
    self->menus[i] = g_object_ref (self->default_menus[i]);

  return self;
}

/* The view starts being disposed: the group of its actions lets it go
 * before anything else (disconnecting the graph enables and disables
 * actions, which the group must no longer tell; see
 * flow_gtk_view_action_group_disconnect ()).
 */
void
flow_gtk_view_actions_dispose_group (FlowGtkViewActions *self)
{
  flow_gtk_view_action_group_disconnect (self->group);
}

/* The view is disposed: it unparents the message and the popover, its
 * children, next.
 */
void
flow_gtk_view_actions_dispose (FlowGtkViewActions *self)
{
  flow_gtk_view_actions_hide_message (self);
  self->message = NULL;
  self->popover = NULL;
  self->connect_popover = NULL;
}

/* What is left once the view is disposed. */
void
flow_gtk_view_actions_free (FlowGtkViewActions *self)
{
  if (self == NULL)
    return;

  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
  g_clear_pointer (&self->clipboard, flow_gtk_view_clipboard_free);
  g_clear_object (&self->group);
  g_clear_object (&self->context_node);
  g_clear_object (&self->context_connection);
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  g_clear_handle_id (&self->context_idle, g_source_remove);
  g_clear_weak_pointer (&self->announced);
  for (guint i = 0; i < FLOW_GTK_VIEW_N_MENUS; i++)
    {
      g_clear_object (&self->menus[i]);
      g_clear_object (&self->default_menus[i]);
    }
  g_clear_object (&self->undo_section);
  g_free (self);
}

/* The view's menus: part of FlowGtkView's API, answered here. */

static void
set_menu (FlowGtkView     *self,
          FlowGtkViewMenu  which,
          GMenuModel      *menu)
{
  static const FlowGtkViewProperty props[] = {
    [FLOW_GTK_VIEW_MENU_CANVAS] = FLOW_GTK_VIEW_PROP_CANVAS_MENU,
    [FLOW_GTK_VIEW_MENU_NODE] = FLOW_GTK_VIEW_PROP_NODE_MENU,
    [FLOW_GTK_VIEW_MENU_CONNECTION] = FLOW_GTK_VIEW_PROP_CONNECTION_MENU,
  };

  if (g_set_object (&_flow_gtk_view_get_actions (self)->menus[which], menu))
    _flow_gtk_view_notify (self, props[which]);
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

  return flow_gtk_view_actions_get_menu (_flow_gtk_view_get_actions (self), FLOW_GTK_VIEW_MENU_CANVAS);
}

/**
 * flow_gtk_view_set_canvas_menu: (set-property canvas-menu)
 * @self: a view
 * @menu: (nullable): the menu, or `NULL` for none
 *
 * Sets the context menu of the empty canvas, in place of the view's own (see
 * [property@View:canvas-menu]).
 */
void
flow_gtk_view_set_canvas_menu (FlowGtkView *self,
                               GMenuModel  *menu)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  set_menu (self, FLOW_GTK_VIEW_MENU_CANVAS, menu);
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

  return flow_gtk_view_actions_get_menu (_flow_gtk_view_get_actions (self), FLOW_GTK_VIEW_MENU_NODE);
}

/**
 * flow_gtk_view_set_node_menu: (set-property node-menu)
 * @self: a view
 * @menu: (nullable): the menu, or `NULL` for none
 *
 * Sets the context menu of nodes, in place of the view's own (see
 * [property@View:node-menu]).
 */
void
flow_gtk_view_set_node_menu (FlowGtkView *self,
                             GMenuModel  *menu)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  set_menu (self, FLOW_GTK_VIEW_MENU_NODE, menu);
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

  return flow_gtk_view_actions_get_menu (_flow_gtk_view_get_actions (self), FLOW_GTK_VIEW_MENU_CONNECTION);
}

/**
 * flow_gtk_view_set_connection_menu: (set-property connection-menu)
 * @self: a view
 * @menu: (nullable): the menu, or `NULL` for none
 *
 * Sets the context menu of wires, in place of the view's own (see
 * [property@View:connection-menu]).
 */
void
flow_gtk_view_set_connection_menu (FlowGtkView *self,
                                   GMenuModel  *menu)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  set_menu (self, FLOW_GTK_VIEW_MENU_CONNECTION, menu);
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

  return _flow_gtk_view_get_actions (self)->context_node;
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

  return _flow_gtk_view_get_actions (self)->context_connection;
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
  FlowGtkViewActions *actions;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  actions = _flow_gtk_view_get_actions (self);
  if (x != NULL)
    *x = actions->context_point.x;
  if (y != NULL)
    *y = actions->context_point.y;
}

const char *
_flow_gtk_view_get_message (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return flow_gtk_view_actions_get_message (_flow_gtk_view_get_actions (self));
}

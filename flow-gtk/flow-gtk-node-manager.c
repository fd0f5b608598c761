/* flow-gtk-node-manager.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-manager-private.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-node-factory-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-node-slot-private.h"
#include "flow-gtk-view-private.h"

#include <math.h>

/* FlowGtkNodeManager: the node widgets of a view. It owns their life:
 * made and torn down through the view's factory, bound to the nodes in
 * or near the visible area and unbound when they leave it (reconcile),
 * kept in a pool for reuse, held for a node that has the keyboard focus
 * or is being dragged wherever it goes, allocated at their natural size
 * under the zoom's transform, and measured into the layout.
 *
 * Widgets exist only for the nodes in the area the view asks for, and
 * none below the level of detail (the view asks for no area then). The
 * pool keeps every widget released while the view changes (a zoom in
 * releases what the zoom out that follows needs again) and POOL_SIZE
 * once it has settled. The widget tree only changes in reconcile (called
 * from a tick callback) or an event handler, never during size allocation
 * or drawing.
 *
 * A hold keeps a node's widget wherever the node is, as GTK's list item
 * trackers do: the node being dragged keeps the widget under the pointer,
 * the focused node keeps the keyboard focus when it scrolls away.
 */

#define POOL_SIZE                 48    /* widgets kept once the view settles */
#define POOL_TRIM_DELAY_MS        1000
#define CALIBRATE_AHEAD_MAX_NODES 10000 /* see calibrate_ahead () */

struct _FlowGtkNodeManager
{
  GtkWidget              *parent;
  FlowGtkLayout          *layout;
  FlowGtkNodeFactory     *factory;
  GtkSelectionModel      *selection;
  FlowGtkNodeReleaseFunc  release_func;
  gpointer                user_data;

  /* Records that have a widget, in no particular order. */
  GPtrArray              *bound;
  /* Unbound widgets kept for reuse. */
  GPtrArray              *pool;

  /* Trims the pool back to POOL_SIZE once widgets stop being released. */
  guint                   pool_trim_timeout;
  gint64                  last_release;

  gboolean                rtl;
  /* The view is not editable: node widgets take no edits. */
  gboolean                read_only;

  FlowGtkNodeManagerStats stats;
};

/* About what a line of a frame's text and its margins take, for a frame
 * that has no widget to measure.
 */
#define FRAME_TEXT_LINE    20.0
#define FRAME_TEXT_MARGINS 14.0

/* Whether a slot shows a frame, as place_slot () left it. */
static GQuark
frame_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("flow-gtk-frame-slot");

  return quark;
}

/* Node widgets are children of slots, children of the view; see
 * FlowGtkNodeSlot.
 */
static inline GtkWidget *
slot_of (FlowGtkNode *widget)
{
  return gtk_widget_get_parent (GTK_WIDGET (widget));
}

/* The layout whose records get widgets; none are bound. */
void
flow_gtk_node_manager_set_layout (FlowGtkNodeManager *self,
                                  FlowGtkLayout      *layout)
{
  g_return_if_fail (self->bound->len == 0);

  self->layout = layout;
}

GtkWidget *
flow_gtk_node_manager_slot_of (FlowGtkNodeRecord *record)
{
  return record->widget != NULL ? slot_of (record->widget) : NULL;
}

/* The factory told to make widgets of another type: those it made go,
 * and the view makes new ones.
 */
static void
widget_type_changed_cb (FlowGtkNodeManager *self)
{
  flow_gtk_node_manager_drop_all (self);
  _flow_gtk_view_schedule_reconcile (FLOW_GTK_VIEW (self->parent));
}

static void
use_factory (FlowGtkNodeManager *self,
             FlowGtkNodeFactory *factory)
{
  if (self->factory != NULL)
    g_signal_handlers_disconnect_by_data (self->factory, self);
  g_clear_object (&self->factory);
  self->factory = factory;
  g_signal_connect_swapped (factory, "notify::widget-type",
                            G_CALLBACK (widget_type_changed_cb), self);
}

FlowGtkNodeManager *
flow_gtk_node_manager_new (GtkWidget              *parent,
                           FlowGtkLayout          *layout,
                           FlowGtkNodeReleaseFunc  release_func,
                           gpointer                user_data)
{
  FlowGtkNodeManager *self = g_new0 (FlowGtkNodeManager, 1);

  self->parent = parent;
  self->layout = layout;
  self->release_func = release_func;
  self->user_data = user_data;
  use_factory (self, flow_gtk_node_factory_new ());
  self->bound = g_ptr_array_new ();
  self->pool = g_ptr_array_new ();

  return self;
}

void
flow_gtk_node_manager_free (FlowGtkNodeManager *self)
{
  if (self == NULL)
    return;

  flow_gtk_node_manager_drop_all (self);

  g_signal_handlers_disconnect_by_data (self->factory, self);
  g_clear_object (&self->factory);
  g_clear_object (&self->selection);
  g_ptr_array_unref (self->bound);
  g_ptr_array_unref (self->pool);
  g_free (self);
}

/* Sets the factory, or a default one for NULL; the widgets of the
 * previous factory are torn down.
 */
void
flow_gtk_node_manager_set_factory (FlowGtkNodeManager *self,
                                   FlowGtkNodeFactory *factory)
{
  flow_gtk_node_manager_drop_all (self);

  use_factory (self, factory != NULL ? g_object_ref (factory) : flow_gtk_node_factory_new ());
}

FlowGtkNodeFactory *
flow_gtk_node_manager_get_factory (FlowGtkNodeManager *self)
{
  return self->factory;
}

/* Where widgets take their :selected state from. */
void
flow_gtk_node_manager_set_selection (FlowGtkNodeManager *self,
                                     GtkSelectionModel  *selection)
{
  g_set_object (&self->selection, selection);
}

static gboolean
is_selected (FlowGtkNodeManager *self,
             FlowGtkNodeRecord  *record)
{
  return self->selection != NULL && record->placed &&
         gtk_selection_model_is_selected (self->selection, record->position);
}

/* Shows on @record's widget whether its node is selected. */
void
flow_gtk_node_manager_show_selected (FlowGtkNodeManager *self,
                                     FlowGtkNodeRecord  *record)
{
  if (record->widget != NULL)
    _flow_gtk_node_set_selected (record->widget, is_selected (self, record));
}

/* Frames lie below nodes, for GTK's picking too: their slots come
 * first among the children. A slot that showed a frame goes back to the
 * end when it shows a node.
 */
static void
place_slot (FlowGtkNodeManager *self,
            FlowGtkNodeRecord  *record)
{
  GtkWidget *slot = slot_of (record->widget);
  gboolean frame = FLOW_IS_FRAME (record->node);
  gboolean was_frame = g_object_get_qdata (G_OBJECT (slot), frame_quark ()) != NULL;

  if (frame && gtk_widget_get_prev_sibling (slot) != NULL)
    gtk_widget_insert_after (slot, self->parent, NULL);
  else if (!frame && was_frame && gtk_widget_get_next_sibling (slot) != NULL)
    gtk_widget_insert_before (slot, self->parent, NULL);

  g_object_set_qdata (G_OBJECT (slot), frame_quark (), GINT_TO_POINTER (frame));
}

/* Gives @record a widget. The factory's ::bind may change the graph, even
 * take the node out: then the widget goes back to the pool and this
 * returns FALSE. Callers that go on using @record afterwards hold the
 * layout's records (flow_gtk_layout_hold_records ()) around it.
 */
gboolean
flow_gtk_node_manager_acquire (FlowGtkNodeManager *self,
                               FlowGtkNodeRecord  *record)
{
  FlowGtkNode *widget;

  g_assert (record->widget == NULL);
  g_assert (!record->retired);

  if (self->pool->len > 0)
    {
      widget = g_ptr_array_steal_index_fast (self->pool, self->pool->len - 1);
    }
  else
    {
      widget = _flow_gtk_node_factory_create (self->factory);
      gtk_widget_set_parent (flow_gtk_node_slot_new (widget), self->parent);
      self->stats.created++;
    }

  record->widget = widget;
  flow_gtk_layout_hold_records (self->layout);
  _flow_gtk_node_factory_bind (self->factory, widget, record->node);
  if (record->retired || record->widget != widget)
    {
      flow_gtk_layout_release_records (self->layout);
      return FALSE;
    }
  flow_gtk_layout_release_records (self->layout);
  place_slot (self, record);
  _flow_gtk_node_set_selected (widget, is_selected (self, record));
  _flow_gtk_node_set_read_only (widget, self->read_only);
  gtk_widget_set_child_visible (slot_of (widget), TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (slot_of (widget)),
                               GTK_ACCESSIBLE_STATE_HIDDEN, FALSE,
                               -1);
  g_ptr_array_add (self->bound, record);
  self->stats.bound++;

  /* Measured at the next allocation. */
  flow_gtk_layout_unmeasure (self->layout, record);

  _flow_gtk_dock_update_flows_into (FLOW_GTK_VIEW (self->parent), record->node);

  return TRUE;
}

/* Tears pooled widgets down until @size are left. */
static void
trim_pool (FlowGtkNodeManager *self,
           guint               size)
{
  while (self->pool->len > size)
    {
      FlowGtkNode *widget = g_ptr_array_steal_index_fast (self->pool, self->pool->len - 1);

      _flow_gtk_node_factory_teardown (self->factory, widget);
      gtk_widget_unparent (slot_of (widget));
    }
}

static gboolean
trim_pool_cb (gpointer user_data)
{
  FlowGtkNodeManager *self = user_data;

  if (g_get_monotonic_time () - self->last_release < POOL_TRIM_DELAY_MS * 1000)
    return G_SOURCE_CONTINUE;

  self->pool_trim_timeout = 0;
  trim_pool (self, POOL_SIZE);

  return G_SOURCE_REMOVE;
}

void
flow_gtk_node_manager_release (FlowGtkNodeManager *self,
                               FlowGtkNodeRecord  *record)
{
  FlowGtkNode *widget = record->widget;

  g_assert (widget != NULL);

  self->release_func (record, self->user_data);
  record->widget = NULL;

  g_ptr_array_remove_fast (self->bound, record);

  /* Keep keyboard focus in the view rather than losing it with the node. */
  if (gtk_widget_get_focus_child (self->parent) == slot_of (widget))
    gtk_widget_grab_focus (self->parent);

  _flow_gtk_node_factory_unbind (self->factory, widget);
  _flow_gtk_node_set_selected (widget, FALSE);
  gtk_widget_set_child_visible (slot_of (widget), FALSE);
  /* A pooled widget shows no node: assistive technologies must not see
   * it. Hiding it (gtk_widget_set_visible ()) would queue a resize, and
   * widgets are released while the view is allocated. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (slot_of (widget)),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);

  _flow_gtk_dock_update_flows_into (FLOW_GTK_VIEW (self->parent), record->node);

  /* All of them while the view changes, POOL_SIZE once it settles. */
  g_ptr_array_add (self->pool, widget);
  self->last_release = g_get_monotonic_time ();
  if (self->pool->len > POOL_SIZE && self->pool_trim_timeout == 0)
    self->pool_trim_timeout = g_timeout_add (POOL_TRIM_DELAY_MS, trim_pool_cb, self);
}

void
flow_gtk_node_manager_release_all (FlowGtkNodeManager *self)
{
  while (self->bound->len > 0)
    flow_gtk_node_manager_release (self, g_ptr_array_index (self->bound, self->bound->len - 1));
}

/* Releases every widget and tears them all down (the factory's
 * teardown): when the view is unrealized (its window destroyed: then,
 * not when a garbage collector of a binding frees the view, which may
 * call back into nothing), when it is disposed, when the factory
 * changes. Realized again, the view makes widgets anew.
 */
void
flow_gtk_node_manager_drop_all (FlowGtkNodeManager *self)
{
  flow_gtk_node_manager_release_all (self);
  g_clear_handle_id (&self->pool_trim_timeout, g_source_remove);
  trim_pool (self, 0);
}

/* Keeps @record's widget, and makes one if it has none, until as many
 * unholds: a drag, or the keyboard focus.
 */
void
flow_gtk_node_manager_hold (FlowGtkNodeManager *self,
                            FlowGtkNodeRecord  *record)
{
  g_return_if_fail (record->holds < G_MAXUINT16);

  record->holds++;
}

/* Lets the next reconcile release @record's widget if nothing else wants
 * it.
 */
void
flow_gtk_node_manager_unhold (FlowGtkNodeManager *self,
                              FlowGtkNodeRecord  *record)
{
  g_return_if_fail (record->holds > 0);

  record->holds--;
}

FlowGtkNodeRecord *
flow_gtk_node_manager_get_record_for_slot (FlowGtkNodeManager *self,
                                           GtkWidget          *slot)
{
  FlowGtkNode *widget;
  FlowNode *node;
  FlowGtkNodeRecord *record;

  if (!FLOW_GTK_IS_NODE_SLOT (slot))
    return NULL;

  widget = flow_gtk_node_slot_get_node (FLOW_GTK_NODE_SLOT (slot));
  node = flow_gtk_node_get_node (widget);
  record = node != NULL ? flow_gtk_layout_lookup_node (self->layout, node) : NULL;

  return record != NULL && record->widget == widget ? record : NULL;
}

/* The record whose widget has the keyboard focus, if any. */
FlowGtkNodeRecord *
flow_gtk_node_manager_get_focus (FlowGtkNodeManager *self)
{
  return flow_gtk_node_manager_get_record_for_slot (self, gtk_widget_get_focus_child (self->parent));
}

static gboolean
mark_wanted_cb (FlowGtkNodeRecord *record,
                gpointer           user_data)
{
  GPtrArray *wanted = user_data;

  /* Hidden in a collapsed frame: no widget. */
  if (record->collapsed_into != NULL)
    return TRUE;

  record->wanted = TRUE;
  g_ptr_array_add (wanted, record);

  return TRUE;
}

static void
want (GPtrArray         *wanted,
      FlowGtkNodeRecord *record)
{
  if (record != NULL && !record->wanted)
    {
      record->wanted = TRUE;
      g_ptr_array_add (wanted, record);
    }
}

/* Gives a widget to every node in @area (canvas units; NULL for none),
 * and to every node held, and releases the others'.
 */
void
flow_gtk_node_manager_reconcile (FlowGtkNodeManager    *self,
                                 const graphene_rect_t *area)
{
  g_autoptr(GPtrArray) wanted = g_ptr_array_new ();
  FlowGtkNodeRecord *focus;

  if (area != NULL)
    flow_gtk_layout_query_nodes (self->layout, area, mark_wanted_cb, wanted);

  /* The focused node keeps its widget, so keyboard focus is not lost
   * when it scrolls away; so do the nodes held. Not in a collapsed
   * frame: the frame's title bar is all there is to see of it.
   */
  focus = flow_gtk_node_manager_get_focus (self);
  if (focus != NULL && focus->collapsed_into == NULL)
    want (wanted, focus);

  /* The factory's ::unbind and ::bind may change the graph: the records
   * of nodes that leave stay readable until the end.
   */
  flow_gtk_layout_hold_records (self->layout);

  for (guint i = self->bound->len; i > 0; i--)
    {
      FlowGtkNodeRecord *record;

      if (i > self->bound->len)
        continue;

      record = g_ptr_array_index (self->bound, i - 1);
      if (!record->wanted && (record->holds == 0 || record->collapsed_into != NULL))
        flow_gtk_node_manager_release (self, record);
    }

  for (guint i = 0; i < wanted->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (wanted, i);

      record->wanted = FALSE;
      if (record->widget == NULL && !record->retired)
        flow_gtk_node_manager_acquire (self, record);
    }

  flow_gtk_layout_release_records (self->layout);

  gtk_widget_queue_allocate (self->parent);
}

guint
flow_gtk_node_manager_get_n_bound (FlowGtkNodeManager *self)
{
  return self->bound->len;
}

FlowGtkNodeRecord *
flow_gtk_node_manager_get_bound (FlowGtkNodeManager *self,
                                 guint               i)
{
  return g_ptr_array_index (self->bound, i);
}

/* Brings a node widget above the others, for picking and drawing; a
 * frame stays below.
 */
void
flow_gtk_node_manager_raise (FlowGtkNodeManager *self,
                             FlowGtkNodeRecord  *record)
{
  GtkWidget *child;

  if (record->widget == NULL || FLOW_IS_FRAME (record->node))
    return;

  child = slot_of (record->widget);
  if (gtk_widget_get_next_sibling (child) != NULL)
    gtk_widget_insert_before (child, self->parent, NULL);
}

typedef struct
{
  FlowGtkNodeRecord *record;
  double             width;
  gboolean           rtl;
} AnchorRead;

static gboolean
read_anchor_cb (FlowDock         *dock,
                graphene_point_t *point,
                gpointer          user_data)
{
  AnchorRead *read = user_data;

  if (!_flow_gtk_node_get_anchor (read->record->widget, dock, point))
    return FALSE;

  if (read->rtl)
    point->x = read->width - point->x;

  return TRUE;
}

/* Reads the size and the anchors of a node widget after its allocation:
 * work for this node and its wires only.
 */
static void
measure (FlowGtkNodeManager *self,
         FlowGtkNodeRecord  *record,
         int                 width,
         int                 height)
{
  AnchorRead read = { record, width, self->rtl };

  flow_gtk_layout_measured (self->layout, record, width, height, read_anchor_cb, &read);
}

/* A FlowGtkFrameTopFunc: the room a frame's widget takes above its
 * members, as measured at @width; for a frame without one, its title
 * bar and about a line for each line of its text.
 */
double
flow_gtk_node_manager_frame_top (FlowGtkNodeRecord *record,
                                 double             width,
                                 gpointer           user_data)
{
  FlowGtkNodeManager *self = user_data;
  double header = flow_gtk_layout_get_header_height (self->layout);
  const char *text;
  int min_h;

  if (record == NULL)
    return header;

  if (record->widget != NULL)
    {
      gtk_widget_measure (GTK_WIDGET (record->widget), GTK_ORIENTATION_VERTICAL,
                          MAX (1, (int)width), &min_h, NULL, NULL, NULL);
      return MAX (header, min_h);
    }

  text = flow_frame_get_text (FLOW_FRAME (record->node));
  if (text[0] == '\0')
    return header;

  {
    guint lines = 1;

    for (const char *p = text; *p != '\0'; p++)
      lines += *p == '\n';

    return header + lines * FRAME_TEXT_LINE + FRAME_TEXT_MARGINS;
  }
}

/* Whether @record's widget is a default node widget that shows a node
 * the way most nodes look, to take the metrics of estimates from: not a
 * reroute (no header), not a frame (its size), not a group node (its
 * picture), no child.
 */
static gboolean
is_plain (FlowGtkNodeRecord *record)
{
  return G_OBJECT_TYPE (record->widget) == FLOW_GTK_TYPE_NODE &&
         flow_gtk_node_get_child (record->widget) == NULL &&
         !FLOW_IS_REROUTE (record->node) &&
         !FLOW_IS_FRAME (record->node) &&
         !FLOW_IS_GROUP_NODE (record->node);
}

/* Estimates of nodes never shown follow the metrics of the first default
 * node widget measured (one without a child of the application's). That
 * visits every node never shown: the view calls this from a tick, after
 * the allocation that measured it, never during it.
 */
void
flow_gtk_node_manager_calibrate (FlowGtkNodeManager *self)
{
  if (flow_gtk_layout_is_calibrated (self->layout))
    return;

  for (guint i = 0; i < self->bound->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->bound, i);

      if (record->measured && is_plain (record))
        {
          flow_gtk_layout_calibrate (self->layout, record);
          return;
        }
    }
}

static void
allocate_node (FlowGtkNodeManager *self,
               FlowGtkNodeRecord  *record,
               FlowGtkViewport    *viewport)
{
  GtkWidget *child = GTK_WIDGET (record->widget);
  int min_w, nat_w, min_h, nat_h;
  graphene_point_t origin;
  GskTransform *transform;
  double z = flow_gtk_viewport_get_zoom (viewport);

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  /* A frame is as large as its model says, or as its title and text
   * need.
   */
  if (FLOW_IS_FRAME (record->node))
    nat_w = MAX (min_w, (int)ceil (flow_frame_get_width (FLOW_FRAME (record->node))));
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  if (FLOW_IS_FRAME (record->node))
    nat_h = flow_frame_get_collapsed (FLOW_FRAME (record->node))
            ? min_h : MAX (min_h, (int)ceil (flow_frame_get_height (FLOW_FRAME (record->node))));

  /* A mirrored viewport gives the node's right edge. */
  flow_gtk_viewport_canvas_to_widget (viewport, &record->item.bounds.origin, &origin);
  if (self->rtl)
    origin.x -= nat_w * z;

  /* Natural size in canvas units, scaled by the transform: zooming never
   * measures again. The slot is a margin larger on every side.
   */
  origin.x -= FLOW_GTK_NODE_SLOT_MARGIN * z;
  origin.y -= FLOW_GTK_NODE_SLOT_MARGIN * z;
  record->origin = origin;
  transform = gsk_transform_translate (NULL, &origin);
  transform = gsk_transform_scale (transform, z, z);
  gtk_widget_allocate (slot_of (record->widget),
                       nat_w + 2 * FLOW_GTK_NODE_SLOT_MARGIN,
                       nat_h + 2 * FLOW_GTK_NODE_SLOT_MARGIN,
                       -1, transform);

  measure (self, record, nat_w, nat_h);
}

/* Calibrates the estimates ahead of the allocation, from a default node
 * widget bound in this tick: it is allocated and measured now, once
 * more than the others. Otherwise the frame that shows the first node
 * widgets draws the wires of the nodes never shown from the default
 * estimates, and the calibration of the next tick moves them and has
 * every tile they cross drawn again (at 100 nodes in the benchmark's
 * window, all twelve), a second frame for a small graph.
 *
 * Only for graphs of up to CALIBRATE_AHEAD_MAX_NODES nodes: calibrating
 * estimates every node never shown again, about a microsecond each, and
 * the first frame of a large graph would pay for it (at 100,000 nodes,
 * 340 ms became 470 ms). Up to 10,000 nodes that costs less than the
 * second frame it spares (at 10,000, the view was still after 99 and
 * 75 ms rather than 130 and 107 ms; docs/performance.md). Larger graphs
 * calibrate in the next tick. The view calls this from a tick.
 */
void
flow_gtk_node_manager_calibrate_ahead (FlowGtkNodeManager *self,
                                       FlowGtkViewport    *viewport)
{
  if (flow_gtk_layout_is_calibrated (self->layout) ||
      flow_gtk_layout_get_n_nodes (self->layout) > CALIBRATE_AHEAD_MAX_NODES)
    return;

  for (guint i = 0; i < self->bound->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->bound, i);
      FlowNode *node = record->node;

      /* The metrics need two docks. */
      if (!is_plain (record) ||
          g_list_model_get_n_items (flow_node_get_sources (node)) +
          g_list_model_get_n_items (flow_node_get_sinks (node)) < 2)
        continue;

      if (!record->measured)
        allocate_node (self, record, viewport);
      flow_gtk_layout_calibrate (self->layout, record);
      return;
    }
}

/* Allocates every widget at its node's place as @viewport (mirrored if
 * @rtl) shows it, and measures those not measured yet. Work follows the
 * number of widgets.
 */
void
flow_gtk_node_manager_allocate (FlowGtkNodeManager *self,
                                FlowGtkViewport    *viewport,
                                gboolean            rtl)
{
  if (rtl != self->rtl)
    {
      self->rtl = rtl;
      flow_gtk_node_manager_remeasure (self);
    }

  for (guint i = 0; i < self->bound->len; i++)
    allocate_node (self, g_ptr_array_index (self->bound, i), viewport);
}

/* Measures every widget again at its next allocation. */
void
flow_gtk_node_manager_remeasure (FlowGtkNodeManager *self)
{
  for (guint i = 0; i < self->bound->len; i++)
    flow_gtk_layout_unmeasure (self->layout, g_ptr_array_index (self->bound, i));
}

void
flow_gtk_node_manager_get_stats (FlowGtkNodeManager      *self,
                                 FlowGtkNodeManagerStats *stats)
{
  *stats = self->stats;
  stats->n_bound = self->bound->len;
  stats->n_pooled = self->pool->len;
}

/* Whether the node widgets, bound now and later, take edits. */
void
flow_gtk_node_manager_set_read_only (FlowGtkNodeManager *self,
                                     gboolean            read_only)
{
  self->read_only = !!read_only;

  for (guint i = 0; i < self->bound->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->bound, i);

      _flow_gtk_node_set_read_only (record->widget, self->read_only);
    }
}

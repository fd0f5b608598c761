/* flow-gtk-view-layout-events.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* What the view does when its layout reports a change
 * (FlowGtkLayoutCallbacks): damage goes to the wire renderer's tiles, a
 * moved node to a new allocation and, when it enters or leaves the area
 * where nodes have widgets, to a reconcile; records that go are
 * forgotten by input, the wire renderer and the node manager; a renamed
 * node, and a wire made or gone at a reroute, to the descriptions that
 * name what lies beyond.
 */

#include "config.h"

#include "flow-gtk-view-private.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-frames-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-wirenav-private.h"
#include "flow-gtk-wire-renderer-private.h"

typedef FlowGtkNodeRecord NodeRecord;
typedef FlowGtkWireRecord WireRecord;

static void
layout_node_damaged_cb (NodeRecord            *record,
                        const graphene_rect_t *area,
                        gpointer               user_data)
{
  FlowGtkView *self = user_data;

  flow_gtk_wire_renderer_damage_node (_flow_gtk_view_get_wire_renderer (self), record, area);
}

static void
layout_wire_damaged_cb (WireRecord            *wire,
                        const graphene_rect_t *area,
                        gpointer               user_data)
{
  FlowGtkView *self = user_data;

  flow_gtk_wire_renderer_damage_wire (_flow_gtk_view_get_wire_renderer (self), wire, area);
}

static void
layout_node_moved_cb (NodeRecord *record,
                      gpointer    user_data)
{
  FlowGtkView *self = user_data;

  if (record->widget != NULL && !_flow_gtk_view_is_allocating (self))
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));

  flow_gtk_view_input_node_moved (_flow_gtk_view_get_input (self));
  flow_gtk_view_frames_queue_update (self);

  /* Only a node that enters or leaves the area with widgets changes which
   * nodes have one; a drag within the view does not.
   */
  if (record->placed && (record->widget != NULL) != _flow_gtk_view_wants_widget (self, &record->item.bounds))
    _flow_gtk_view_schedule_reconcile (self);
}

static void
layout_nodes_changed_cb (gpointer user_data)
{
  FlowGtkView *self = user_data;

  _flow_gtk_view_schedule_reconcile (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  flow_gtk_view_frames_queue_update (self);

  /* A tooltip shown for a dock that went away must not stay until the
   * pointer moves.
   */
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
}

static void
layout_node_added_cb (NodeRecord *record,
                      gpointer    user_data)
{
  FlowGtkView *self = user_data;
  FlowGtkViewActions *actions = _flow_gtk_view_get_actions (self);

  flow_gtk_wire_renderer_add_types (_flow_gtk_view_get_wire_renderer (self), record);
  if (actions != NULL)
    flow_gtk_view_actions_node_added (actions, record->node);
}

/* Docks name the ends of their wires through reroutes ("Sum of Add via
 * a reroute"): a wire made or gone at a reroute, or a node renamed
 * beyond one, changes what the docks on the far side of @near's reroute
 * say.
 */
static void
describe_beyond (FlowGtkView *self,
                 FlowDock    *near)
{
  FlowNode *reroute = flow_dock_get_node (near);
  GListModel *docks;

  if (reroute == NULL || !FLOW_IS_REROUTE (reroute))
    return;

  docks = FLOW_IS_SINK (near) ? flow_node_get_sources (reroute) : flow_node_get_sinks (reroute);
  for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      _flow_gtk_dock_describe_ends_again (self, dock);
    }
}

static void
describe_beyond_wire (FlowGtkView *self,
                      WireRecord  *wire)
{
  describe_beyond (self, FLOW_DOCK (flow_connection_get_source (wire->connection)));
  describe_beyond (self, FLOW_DOCK (flow_connection_get_sink (wire->connection)));
}

static void
layout_wire_added_cb (WireRecord *wire,
                      gpointer    user_data)
{
  /* A wire between nodes being dragged is drawn live, as they are. */
  wire->dynamic = wire->source->moving || wire->sink->moving;

  describe_beyond_wire (user_data, wire);
}

static void
layout_node_removed_cb (NodeRecord *record,
                        gpointer    user_data)
{
  FlowGtkView *self = user_data;

  if (record->widget != NULL)
    flow_gtk_node_manager_release (_flow_gtk_view_get_node_manager (self), record);

  flow_gtk_view_input_forget_node (_flow_gtk_view_get_input (self), record);
}

static void
layout_wire_removed_cb (WireRecord *wire,
                        gpointer    user_data)
{
  FlowGtkView *self = user_data;

  flow_gtk_view_input_forget_wire (_flow_gtk_view_get_input (self), wire);
  flow_gtk_wire_renderer_forget (_flow_gtk_view_get_wire_renderer (self), wire);
  if (flow_gtk_view_get_selected_connection (self) == wire->connection)
    _flow_gtk_view_set_selected_connection (self, NULL);
  describe_beyond_wire (self, wire);
}

static void
layout_geometry_changed_cb (gpointer user_data)
{
  FlowGtkView *self = user_data;

  _flow_gtk_view_geometry_changed (self);
}

/* A node is named in the descriptions of the dock widgets at the other
 * ends of its wires ("1 connection: Product of Multiply"), also beyond
 * reroutes, and in the view's while one of its wires is selected: they
 * say its new title.
 */
static void
layout_node_renamed_cb (NodeRecord *record,
                        gpointer    user_data)
{
  FlowGtkView *self = user_data;
  FlowConnection *selected = flow_gtk_view_get_selected_connection (self);
  GListModel *sides[] = { flow_node_get_sinks (record->node), flow_node_get_sources (record->node) };

  for (guint side = 0; side < G_N_ELEMENTS (sides); side++)
    for (guint i = 0; i < g_list_model_get_n_items (sides[side]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (sides[side], i);

        _flow_gtk_dock_describe_ends_again (self, dock);
      }

  for (guint i = 0; i < record->n_wires; i++)
    if (record->wires[i]->connection == selected)
      flow_gtk_view_wirenav_selected_changed (self, selected);
}

/* A dock is named by its label at the other ends of its wires ("1
 * connection: Product of Multiply"), whether it has a widget or not; its
 * own widget, if it has one, tells its description.
 */
static void
layout_dock_described_cb (FlowDock *dock,
                          gboolean  relabelled,
                          gpointer  user_data)
{
  if (relabelled)
    _flow_gtk_dock_describe_ends_again (user_data, dock);
  else
    _flow_gtk_dock_describe_again (user_data, dock);
}

const FlowGtkLayoutCallbacks _flow_gtk_view_layout_callbacks = {
  layout_node_damaged_cb,
  layout_wire_damaged_cb,
  layout_node_moved_cb,
  layout_nodes_changed_cb,
  layout_node_added_cb,
  layout_wire_added_cb,
  layout_node_removed_cb,
  layout_wire_removed_cb,
  layout_geometry_changed_cb,
  layout_node_renamed_cb,
  layout_dock_described_cb,
};

/* flow-gtk-wire-drag.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-wire-drag-private.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-node.h"

/* FlowGtkWireDrag: one drag of a wire, from a press on a dock to the
 * release. It owns the wire being drawn: the dock it is fixed to, the
 * dock it would end at, whether it may (asked of the graph once per dock
 * and kept for the drag, since the graph cannot change under the user's
 * hand), the feedback on the docks of the node widgets shown, and what it
 * does on release: connect, re-route or remove.
 *
 * A press on a connected input picks its wire up by that end: the wire
 * follows the pointer from its source, and goes back if the drop is
 * refused; dropped on the canvas, it is removed.
 */

typedef struct
{
  FlowDock *dock;
  gboolean  allowed;
  char     *reason;
} Verdict;

struct _FlowGtkWireDrag
{
  FlowGtkLayout       *layout;
  FlowGtkNodeManager  *nodes;
  FlowGtkWireRenderer *wires;

  FlowDock            *fixed;
  FlowConnection      *rerouted;
  FlowDock            *target;
  gboolean             target_allowed;
  graphene_point_t     pointer;
  gboolean             has_pointer;
  GArray              *verdicts;
};

/* Whether the wire being dragged may end at @dock. */
static const Verdict *
get_verdict (FlowGtkWireDrag *self,
             FlowDock        *dock)
{
  g_autoptr(GError) error = NULL;
  FlowSource *source;
  FlowSink *sink;
  Verdict verdict = { dock, FALSE, NULL };

  for (guint i = 0; i < self->verdicts->len; i++)
    if (g_array_index (self->verdicts, Verdict, i).dock == dock)
      return &g_array_index (self->verdicts, Verdict, i);

  if (FLOW_IS_SOURCE (self->fixed))
    {
      source = FLOW_SOURCE (self->fixed);
      sink = FLOW_SINK (dock);
    }
  else
    {
      source = FLOW_SOURCE (dock);
      sink = FLOW_SINK (self->fixed);
    }

  if (self->rerouted != NULL &&
      flow_connection_get_sink (self->rerouted) == sink &&
      flow_connection_get_source (self->rerouted) == source)
    verdict.allowed = TRUE;
  else
    verdict.allowed = flow_graph_can_connect (flow_gtk_layout_get_graph (self->layout),
                                              source, sink, &error);

  if (!verdict.allowed)
    verdict.reason = g_strdup (error->message);

  g_array_append_val (self->verdicts, verdict);

  return &g_array_index (self->verdicts, Verdict, self->verdicts->len - 1);
}

/* Lights up the docks of the node widgets shown where the wire may end,
 * and dims those where it may not; or puts them back.
 */
static void
set_dock_feedback (FlowGtkWireDrag *self,
                   gboolean         active)
{
  for (guint i = 0; i < flow_gtk_node_manager_get_n_bound (self->nodes); i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_node_manager_get_bound (self->nodes, i);

      for (guint j = 0; j < record->n_anchors; j++)
        {
          FlowDock *dock = record->anchors[j].dock;
          GtkWidget *dock_widget = flow_gtk_node_get_dock_widget (record->widget, dock);
          int state = 0;

          if (dock_widget == NULL || !FLOW_GTK_IS_DOCK (dock_widget))
            continue;

          if (active && dock != self->fixed &&
              FLOW_IS_SOURCE (dock) != FLOW_IS_SOURCE (self->fixed))
            state = get_verdict (self, dock)->allowed ? 1 : 2;

          _flow_gtk_dock_set_drop_state (FLOW_GTK_DOCK (dock_widget), state);
        }
    }
}

/* Starts drawing a wire from @dock, or picking up the last wire of @dock
 * if it is a connected input.
 */
FlowGtkWireDrag *
flow_gtk_wire_drag_begin (FlowGtkLayout       *layout,
                          FlowGtkNodeManager  *nodes,
                          FlowGtkWireRenderer *wires,
                          FlowDock            *dock)
{
  FlowGtkWireDrag *self = g_new0 (FlowGtkWireDrag, 1);

  self->layout = layout;
  self->nodes = nodes;
  self->wires = wires;
  self->verdicts = g_array_new (FALSE, FALSE, sizeof (Verdict));

  if (FLOW_IS_SINK (dock) && flow_dock_is_connected (dock))
    {
      GListModel *connections = flow_dock_get_connections (dock);
      guint n = g_list_model_get_n_items (connections);
      FlowConnection *connection = g_list_model_get_item (connections, n - 1);
      FlowGtkWireRecord *wire = flow_gtk_layout_lookup_wire (layout, connection);

      /* Pick the wire up by its end: it follows the pointer from its
       * source, and goes back if the drop is refused.
       */
      self->rerouted = connection;
      self->fixed = g_object_ref (FLOW_DOCK (flow_connection_get_source (connection)));

      if (wire != NULL)
        flow_gtk_wire_renderer_set_hidden (wires, wire, TRUE);
    }
  else
    {
      self->fixed = g_object_ref (dock);
    }

  set_dock_feedback (self, TRUE);

  return self;
}

/* The connection whose wire was picked up by its end, if any. */
FlowConnection *
flow_gtk_wire_drag_get_rerouted (FlowGtkWireDrag *self)
{
  return self->rerouted;
}

/* Draws the wire again, from its dock to the pointer, or to the dock
 * under the pointer when it may end there; faded when it may not.
 */
void
flow_gtk_wire_drag_refresh (FlowGtkWireDrag *self)
{
  FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (self->layout, flow_dock_get_node (self->fixed));
  graphene_point_t fixed, loose = self->pointer;
  int fixed_facing, loose_facing;
  FlowGtkBezier curve;
  GdkRGBA color;

  if (!self->has_pointer || record == NULL ||
      !flow_gtk_layout_get_anchor (self->layout, record, self->fixed, &fixed))
    {
      flow_gtk_wire_renderer_set_loose (self->wires, NULL, NULL);
      return;
    }

  color = *flow_gtk_wire_renderer_get_type_color (self->wires, flow_dock_get_value_type (self->fixed));

  /* Out of the fixed dock's node outwards; the loose end as the fixed
   * one, or as the dock it snapped to.
   */
  fixed_facing = loose_facing = flow_gtk_wire_facing (&record->item.bounds, &fixed, FLOW_IS_SOURCE (self->fixed));
  if (self->target != NULL && self->target_allowed)
    {
      FlowGtkNodeRecord *target = flow_gtk_layout_lookup_node (self->layout, flow_dock_get_node (self->target));

      if (target != NULL && flow_gtk_layout_get_anchor (self->layout, target, self->target, &loose))
        loose_facing = flow_gtk_wire_facing (&target->item.bounds, &loose, FLOW_IS_SOURCE (self->target));
    }
  else if (self->target != NULL)
    {
      color.alpha *= 0.4;
    }

  if (FLOW_IS_SOURCE (self->fixed))
    flow_gtk_wire_compute_facing (&fixed, fixed_facing, &loose, loose_facing, &curve);
  else
    flow_gtk_wire_compute_facing (&loose, loose_facing, &fixed, fixed_facing, &curve);

  flow_gtk_wire_renderer_set_loose (self->wires, &curve, &color);
}

/* The pointer is at @pointer, canvas units: the wire snaps to the dock of
 * the other kind within @radius. When the dock it would end at changes,
 * returns what to tell the user: why it may not end there (in @message,
 * borrowed), or nothing.
 */
FlowGtkWireDragMessage
flow_gtk_wire_drag_update (FlowGtkWireDrag         *self,
                           const graphene_point_t  *pointer,
                           double                   radius,
                           const char             **message)
{
  FlowGtkWireDragMessage result = FLOW_GTK_WIRE_DRAG_QUIET;
  FlowGtkDockKind kind = FLOW_IS_SOURCE (self->fixed) ? FLOW_GTK_DOCK_KIND_SINK
                                                       : FLOW_GTK_DOCK_KIND_SOURCE;
  FlowDock *target;

  *message = NULL;
  self->pointer = *pointer;
  self->has_pointer = TRUE;

  target = flow_gtk_layout_pick_dock (self->layout, pointer, radius, kind);
  if (target == self->fixed)
    target = NULL;

  if (target != self->target)
    {
      self->target = target;
      self->target_allowed = FALSE;
      result = FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE;

      if (target != NULL)
        {
          const Verdict *verdict = get_verdict (self, target);

          self->target_allowed = verdict->allowed;
          if (!verdict->allowed)
            {
              *message = verdict->reason;
              result = FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE;
            }
        }
    }

  flow_gtk_wire_drag_refresh (self);

  return result;
}

/* Ends the drag and frees it; on a @drop, connects, re-routes or removes
 * the wire. Returns what to tell the user: why it failed, in @message
 * (owned by the caller), or nothing; or that a new wire was dropped on
 * no dock, with the dock it was drawn from in @loose_end (a reference).
 */
FlowGtkWireDragMessage
flow_gtk_wire_drag_end (FlowGtkWireDrag  *self,
                        gboolean          drop,
                        char            **message,
                        FlowDock        **loose_end)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowConnection) rerouted = g_steal_pointer (&self->rerouted);
  g_autoptr(FlowDock) fixed = g_steal_pointer (&self->fixed);
  FlowGraph *graph = flow_gtk_layout_get_graph (self->layout);
  FlowDock *target = self->target;
  FlowGtkWireRecord *wire;

  *message = NULL;
  *loose_end = NULL;

  self->fixed = fixed;
  set_dock_feedback (self, FALSE);
  self->fixed = NULL;

  if (rerouted != NULL &&
      (wire = flow_gtk_layout_lookup_wire (self->layout, rerouted)) != NULL)
    flow_gtk_wire_renderer_set_hidden (self->wires, wire, FALSE);

  for (guint i = 0; i < self->verdicts->len; i++)
    g_free (g_array_index (self->verdicts, Verdict, i).reason);
  g_array_unref (self->verdicts);
  flow_gtk_wire_renderer_set_loose (self->wires, NULL, NULL);
  g_free (self);

  if (!drop || graph == NULL)
    return FLOW_GTK_WIRE_DRAG_QUIET;

  if (target == NULL)
    {
      /* A wire picked up by its end and dropped on the canvas is removed. */
      if (rerouted != NULL && flow_connection_get_graph (rerouted) == graph)
        {
          flow_graph_remove_connection (graph, rerouted, NULL);
          return FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE;
        }

      /* A new one may lead to a new node. */
      *loose_end = g_steal_pointer (&fixed);
      return FLOW_GTK_WIRE_DRAG_LOOSE;
    }

  if (rerouted != NULL &&
      FLOW_DOCK (flow_connection_get_sink (rerouted)) == target)
    return FLOW_GTK_WIRE_DRAG_QUIET;

  if (FLOW_IS_SOURCE (fixed))
    {
      if (!flow_graph_can_connect (graph, FLOW_SOURCE (fixed), FLOW_SINK (target), &error))
        {
          *message = g_strdup (error->message);
          return FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE;
        }

      /* One step, named for what the person did whatever the input held
       * before ("Replace Connection" or, when it had a wire of its own,
       * two removals and a connection).
       */
      if (rerouted != NULL)
        flow_history_begin_group (flow_graph_get_history (graph), _("Move Connection"));
      flow_graph_begin_batch (graph);
      if (rerouted != NULL && flow_connection_get_graph (rerouted) == graph)
        flow_graph_remove_connection (graph, rerouted, NULL);
      flow_graph_add_connection (graph, FLOW_SOURCE (fixed), FLOW_SINK (target), &error);
      flow_graph_end_batch (graph);
      if (rerouted != NULL)
        flow_history_end_group (flow_graph_get_history (graph));
    }
  else
    {
      flow_graph_add_connection (graph, FLOW_SOURCE (target), FLOW_SINK (fixed), &error);
    }

  if (error != NULL)
    {
      *message = g_strdup (error->message);
      return FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE;
    }

  return FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE;
}

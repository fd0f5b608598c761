/* flow-gtk-splice.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Splicing: a node with no connections, dragged alone and dropped onto
 * a wire whose types it fits (an input that takes the wire's source, an
 * output the wire's sink takes), is inserted into it: the wire is
 * replaced by two, through the node. While the node is over such a wire,
 * the view highlights the wire. The drag and the splice are one step of
 * the history.
 *
 * Implementation notes: the history group is opened when the drag
 * starts and closed when it ends, so that the moves and the connections
 * are undone at once; every way a drag ends (drop, Escape, undo, a new
 * graph, unmapping) goes through flow_gtk_splice_end (). Recording the
 * splice as a step of its own after the move was rejected: one Ctrl+Z
 * would leave the node disconnected on the wire.
 */

#include "config.h"

#include "flow-gtk-splice-private.h"

#include "flow-gtk-i18n-private.h"

struct _FlowGtkSplice
{
  FlowGraph         *graph;
  FlowHistory       *history;
  FlowNode          *node;
  FlowGtkWireRecord *target;
  FlowSink          *sink;
  FlowSource        *source;
};

/* The first dock of @docks (sinks when @sinks) that fits @other. */
static FlowDock *
fitting_dock (FlowGraph  *graph,
              GListModel *docks,
              FlowDock   *other,
              gboolean    sinks)
{
  gboolean implicit = flow_graph_get_implicit_conversions (graph);

  for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      if (sinks ? flow_dock_check_compatible (FLOW_SOURCE (other), FLOW_SINK (dock), implicit, NULL)
                : flow_dock_check_compatible (FLOW_SOURCE (dock), FLOW_SINK (other), implicit, NULL))
        return dock;
    }

  return NULL;
}

static gboolean
has_connections (FlowNode *node)
{
  GListModel *lists[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };

  for (guint l = 0; l < 2; l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);

        if (flow_dock_is_connected (dock))
          return TRUE;
      }

  return FALSE;
}

/* Whether @node, which need not be in @graph yet, would be spliced into
 * @connection: it has no connections, an input that takes the wire's
 * source and an output the wire's sink takes.
 */
gboolean
flow_gtk_splice_fits (FlowGraph      *graph,
                      FlowNode       *node,
                      FlowConnection *connection)
{
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

  return flow_dock_get_node (source) != node && flow_dock_get_node (sink) != node &&
         !has_connections (node) &&
         fitting_dock (graph, flow_node_get_sinks (node), source, TRUE) != NULL &&
         fitting_dock (graph, flow_node_get_sources (node), sink, FALSE) != NULL;
}

/* Starts watching a drag of @node alone; NULL if it cannot be spliced
 * (it has connections, or no inputs or no outputs).
 */
FlowGtkSplice *
flow_gtk_splice_begin (FlowGraph *graph,
                       FlowNode  *node)
{
  FlowGtkSplice *self;

  if (g_list_model_get_n_items (flow_node_get_sinks (node)) == 0 ||
      g_list_model_get_n_items (flow_node_get_sources (node)) == 0 ||
      has_connections (node))
    return NULL;

  self = g_new0 (FlowGtkSplice, 1);
  self->graph = g_object_ref (graph);
  self->node = g_object_ref (node);
  self->history = g_object_ref (flow_graph_get_history (graph));
  flow_history_begin_group (self->history, NULL);

  return self;
}

/* The node is over @wire (or none): returns the wire it would be
 * spliced into on a drop, or NULL.
 */
FlowGtkWireRecord *
flow_gtk_splice_update (FlowGtkSplice     *self,
                        FlowGtkWireRecord *wire)
{
  FlowDock *sink = NULL, *source = NULL;

  if (wire != NULL && wire->source->node != self->node && wire->sink->node != self->node)
    {
      sink = fitting_dock (self->graph, flow_node_get_sinks (self->node),
                           FLOW_DOCK (flow_connection_get_source (wire->connection)), TRUE);
      source = fitting_dock (self->graph, flow_node_get_sources (self->node),
                             FLOW_DOCK (flow_connection_get_sink (wire->connection)), FALSE);
    }

  if (sink == NULL || source == NULL)
    wire = NULL;

  self->target = wire;
  self->sink = FLOW_SINK (sink);
  self->source = FLOW_SOURCE (source);

  return wire;
}

FlowGtkWireRecord *
flow_gtk_splice_get_target (FlowGtkSplice *self)
{
  return self->target;
}

/* @wire is about to be freed. */
void
flow_gtk_splice_forget_wire (FlowGtkSplice     *self,
                             FlowGtkWireRecord *wire)
{
  if (self->target == wire)
    flow_gtk_splice_update (self, NULL);
}

static void
splice (FlowGtkSplice *self)
{
  g_autoptr(FlowConnection) connection = g_object_ref (self->target->connection);
  g_autoptr(FlowSource) from = g_object_ref (flow_connection_get_source (connection));
  g_autoptr(FlowSink) to = g_object_ref (flow_connection_get_sink (connection));

  flow_history_begin_group (self->history, _("Splice Node"));
  flow_graph_begin_batch (self->graph);

  flow_graph_remove_connection (self->graph, connection, NULL);
  if (flow_graph_can_connect (self->graph, from, self->sink, NULL) &&
      flow_graph_can_connect (self->graph, self->source, to, NULL))
    {
      flow_graph_add_connection (self->graph, from, self->sink, NULL);
      flow_graph_add_connection (self->graph, self->source, to, NULL);
    }
  else
    {
      /* The application's filter refused: the wire stays as it was. */
      flow_graph_add_connection (self->graph, from, to, NULL);
    }

  flow_graph_end_batch (self->graph);
  flow_history_end_group (self->history);
}

/* The drag ended: dropped (@commit) or cancelled. */
void
flow_gtk_splice_end (FlowGtkSplice *self,
                     gboolean       commit)
{
  if (commit && self->target != NULL && flow_node_get_graph (self->node) == self->graph)
    splice (self);

  flow_history_end_group (self->history);

  g_object_unref (self->history);
  g_object_unref (self->node);
  g_object_unref (self->graph);
  g_free (self);
}

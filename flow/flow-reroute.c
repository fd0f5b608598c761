/* flow-reroute.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowReroute, a point a wire passes through on its way, and putting one
 * into a connection.
 */

#include "config.h"

#include "flow-reroute.h"
#include "flow-i18n-private.h"

#include <math.h>

#include "flow-dock.h"
#include "flow-error.h"
#include "flow-graph.h"
#include "flow-history-private.h"
#include "flow-sink.h"
#include "flow-source.h"

/**
 * FlowReroute:
 *
 * A point a wire passes through: a node with one input, `in`, and one
 * output, `out`, that hands on whatever arrives, as Blender's reroute
 * and Unreal's knot do. It lets a wire go round other nodes, and one
 * output fan out from a point of its own to several inputs.
 *
 * ```c
 * FlowNode *reroute = flow_graph_insert_reroute (graph, connection, x, y, &error);
 * ```
 *
 * Both docks carry `FLOW_TYPE_ANY`, but a reroute is typed like what
 * feeds it: connecting its output is checked against the type of the
 * output that feeds its input, through other reroutes
 * ([method@Reroute.get_value_type]), as if the wire went on without it.
 * Its input takes one connection.
 *
 * It costs evaluation what any node that copies its input to its output
 * costs: one step of the wave, with no conversion. Files keep it as a
 * node of the type `FlowReroute`, which every serializer knows.
 *
 * Since: 0.2
 */

struct _FlowReroute
{
  FlowNode  parent_instance;

  FlowDock *in;
  FlowDock *out;
};

G_DEFINE_FINAL_TYPE (FlowReroute, flow_reroute, FLOW_TYPE_NODE)

static void
flow_reroute_sink_changed (FlowNode *node,
                           FlowSink *sink)
{
  FlowReroute *self = FLOW_REROUTE (node);

  flow_dock_set_value (self->out, flow_dock_get_value (self->in));
}

static void
flow_reroute_class_init (FlowRerouteClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->sink_changed = flow_reroute_sink_changed;
}

static void
flow_reroute_init (FlowReroute *self)
{
  g_autoptr(FlowSink) in = flow_sink_new ("in", FLOW_TYPE_ANY);
  g_autoptr(FlowSource) out = flow_source_new ("out", FLOW_TYPE_ANY);

  flow_sink_set_max_connections (in, 1);
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (in));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));

  self->in = FLOW_DOCK (in);
  self->out = FLOW_DOCK (out);
}

/**
 * flow_reroute_new:
 *
 * Creates a reroute, connected to nothing.
 *
 * Returns: (transfer full): the new reroute
 *
 * Since: 0.2
 */
FlowNode *
flow_reroute_new (void)
{
  return g_object_new (FLOW_TYPE_REROUTE, NULL);
}

/**
 * flow_reroute_get_value_type:
 * @self: a reroute
 *
 * Gets the type of the values that reach @self: that of the output its
 * input is connected to, followed back through other reroutes.
 *
 * Returns: the type, or `FLOW_TYPE_ANY` while nothing feeds @self
 *
 * Since: 0.2
 */
GType
flow_reroute_get_value_type (FlowReroute *self)
{
  FlowReroute *at = self;

  g_return_val_if_fail (FLOW_IS_REROUTE (self), FLOW_TYPE_ANY);

  /* A loop of reroutes, where cycles are allowed, ends somewhere. */
  for (guint hops = 0; hops < 4096; hops++)
    {
      GListModel *connections = flow_dock_get_connections (at->in);
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, 0);
      FlowDock *source;
      FlowNode *node;

      if (connection == NULL)
        return FLOW_TYPE_ANY;

      source = FLOW_DOCK (flow_connection_get_source (connection));
      node = flow_dock_get_node (source);
      if (node == NULL || !FLOW_IS_REROUTE (node))
        return flow_dock_get_value_type (source);

      at = FLOW_REROUTE (node);
      if (at == self)
        break;
    }

  return FLOW_TYPE_ANY;
}

/**
 * flow_graph_insert_reroute:
 * @self: a graph
 * @connection: a connection of @self
 * @x: where the reroute goes, in canvas units
 * @y: where the reroute goes, in canvas units
 * @error: return location for an error
 *
 * Puts a new reroute into @connection, centred on (@x, @y): the output
 * it came from feeds the reroute, which feeds the input, as one step of
 * the history ("Add Reroute").
 *
 * Returns: (transfer none) (nullable): the reroute, or `NULL` with
 *   @error set if the graph refused a connection, when it is unchanged
 *
 * Since: 0.2
 */
FlowNode *
flow_graph_insert_reroute (FlowGraph       *self,
                           FlowConnection  *connection,
                           double           x,
                           double           y,
                           GError         **error)
{
  g_autoptr(FlowNode) reroute = NULL;
  g_autoptr(FlowConnection) held = NULL;
  FlowReroute *r;
  FlowSource *source;
  FlowSink *sink;
  FlowHistory *history;
  gboolean fits;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (FLOW_IS_CONNECTION (connection), NULL);
  g_return_val_if_fail (isfinite (x) && isfinite (y), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (flow_connection_get_graph (connection) != self)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                           _("The connection is not in this graph."));
      return NULL;
    }

  held = g_object_ref (connection);
  source = flow_connection_get_source (connection);
  sink = flow_connection_get_sink (connection);
  reroute = flow_reroute_new ();
  r = FLOW_REROUTE (reroute);
  flow_node_set_title (reroute, _("Reroute"));
  flow_node_set_position (reroute, x, y);
  history = flow_graph_get_history (self);

  /* Whether the graph takes both connections (its filter may not), asked
   * with the reroute in the graph and nothing recorded, so that a refusal
   * leaves no step behind.
   */
  _flow_history_suspend (history);
  flow_graph_add_node (self, reroute);
  fits = flow_graph_can_connect (self, source, FLOW_SINK (r->in), error) &&
         flow_graph_can_connect (self, FLOW_SOURCE (r->out), sink, error);
  flow_graph_remove_node (self, reroute);
  _flow_history_resume (history);

  if (!fits)
    return NULL;

  flow_history_begin_group (history, _("Add Reroute"));
  flow_graph_begin_batch (self);

  flow_graph_add_node (self, reroute);
  if (!flow_graph_remove_connection (self, connection, NULL) ||
      flow_graph_add_connection (self, source, FLOW_SINK (r->in), NULL) == NULL ||
      flow_graph_add_connection (self, FLOW_SOURCE (r->out), sink, NULL) == NULL)
    g_critical ("A reroute could not take the place of a connection it was checked for");

  flow_graph_end_batch (self);
  flow_history_end_group (history);

  return reroute;
}

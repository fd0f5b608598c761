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
#include "flow-node-private.h"
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
 * ([method@Reroute.get_value_type]), and connecting its input against
 * every input its output leads to, through other reroutes, as if the
 * wire went on without it. Its input takes one connection.
 *
 * It costs evaluation what any node that copies its input to its output
 * costs: one step of the wave, with no conversion. Files keep it as a
 * node of the type `FlowReroute`, which every serializer knows.
 *
 * Since: 0.2
 */

struct _FlowReroute
{
  FlowNode     parent_instance;

  FlowDock    *in;
  FlowDock    *out;

  /* What feeds the input, followed: the type, and the reroute before
   * this one, whose type this one follows.
   */
  GType        value_type;
  FlowReroute *upstream;
  gulong       upstream_id;
};

enum {
  PROP_0,
  PROP_VALUE_TYPE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowReroute, flow_reroute, FLOW_TYPE_NODE)

/* The type of what feeds @self, walked back through reroutes. */
static GType
find_value_type (FlowReroute *self)
{
  FlowReroute *at = self;

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

static void update_value_type (FlowReroute *self);

static void
set_upstream (FlowReroute *self,
              FlowReroute *upstream)
{
  if (self->upstream == upstream)
    return;

  if (self->upstream != NULL)
    {
      g_clear_signal_handler (&self->upstream_id, self->upstream);
      g_object_remove_weak_pointer (G_OBJECT (self->upstream), (gpointer *)&self->upstream);
    }

  self->upstream = upstream;

  if (upstream != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (upstream), (gpointer *)&self->upstream);
      self->upstream_id = g_signal_connect_swapped (upstream, "notify::value-type",
                                                    G_CALLBACK (update_value_type), self);
    }
}

/* After the input's connections changed, or the type of the reroute
 * before: follows what feeds it now.
 */
static void
update_value_type (FlowReroute *self)
{
  g_autoptr(FlowConnection) connection = g_list_model_get_item (flow_dock_get_connections (self->in), 0);
  FlowNode *node = connection != NULL
                   ? flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection)))
                   : NULL;
  GType type;

  set_upstream (self, node != NULL && FLOW_IS_REROUTE (node) && node != FLOW_NODE (self)
                      ? FLOW_REROUTE (node) : NULL);

  type = find_value_type (self);
  if (type != self->value_type)
    {
      self->value_type = type;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE_TYPE]);
    }
}

/* A compute, not a sink_changed (): a reroute that joins a graph (pasted,
 * loaded) computes then, and holds what feeds it, or null, rather than
 * the value its copy had.
 */
static void
flow_reroute_compute (FlowNode *node)
{
  FlowReroute *self = FLOW_REROUTE (node);

  flow_dock_set_value (self->out, flow_dock_get_value (self->in));
}

static void
flow_reroute_dispose (GObject *object)
{
  FlowReroute *self = FLOW_REROUTE (object);

  set_upstream (self, NULL);

  G_OBJECT_CLASS (flow_reroute_parent_class)->dispose (object);
}

static void
flow_reroute_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FlowReroute *self = FLOW_REROUTE (object);

  switch (prop_id)
    {
    case PROP_VALUE_TYPE:
      g_value_set_gtype (value, self->value_type);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_reroute_class_init (FlowRerouteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  object_class->dispose = flow_reroute_dispose;
  object_class->get_property = flow_reroute_get_property;

  node_class->compute = flow_reroute_compute;

  /**
   * FlowReroute:value-type: (getter get_value_type)
   *
   * The type of the values that reach the reroute: that of the output
   * its input is connected to, followed back through other reroutes, or
   * `FLOW_TYPE_ANY` while nothing feeds it. Views colour the reroute and
   * its wires by it.
   *
   * Since: 0.2
   */
  properties[PROP_VALUE_TYPE] =
    g_param_spec_gtype ("value-type", NULL, NULL,
                        G_TYPE_NONE,
                        (G_PARAM_READABLE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_reroute_init (FlowReroute *self)
{
  g_autoptr(FlowSink) in = flow_sink_new ("in", FLOW_TYPE_ANY);
  g_autoptr(FlowSource) out = flow_source_new ("out", FLOW_TYPE_ANY);

  flow_sink_set_max_connections (in, 1);
  /* Its two docks, which flow_node_add_dock () gives no reroute more. */
  _flow_node_add_dock_at (FLOW_NODE (self), FLOW_DOCK (in), G_MAXUINT);
  _flow_node_add_dock_at (FLOW_NODE (self), FLOW_DOCK (out), G_MAXUINT);

  self->in = FLOW_DOCK (in);
  self->out = FLOW_DOCK (out);
  self->value_type = FLOW_TYPE_ANY;
  /* It hands its value on whether muted or not. */
  flow_node_set_can_mute (FLOW_NODE (self), FALSE);

  g_signal_connect_object (flow_dock_get_connections (self->in), "items-changed",
                           G_CALLBACK (update_value_type), self, G_CONNECT_SWAPPED);
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
 * flow_reroute_get_value_type: (get-property value-type)
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
  g_return_val_if_fail (FLOW_IS_REROUTE (self), FLOW_TYPE_ANY);

  return self->value_type;
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
  /* The history if there is one: asking for it would make one, and a
   * graph built without one records nothing.
   */
  history = _flow_graph_peek_history (self);

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

  if (history != NULL)
    flow_history_begin_group (history, _("Add Reroute"));
  flow_graph_begin_batch (self);

  flow_graph_add_node (self, reroute);
  if (!flow_graph_remove_connection (self, connection, NULL) ||
      flow_graph_add_connection (self, source, FLOW_SINK (r->in), NULL) == NULL ||
      flow_graph_add_connection (self, FLOW_SOURCE (r->out), sink, NULL) == NULL)
    g_critical ("A reroute could not take the place of a connection it was checked for");

  flow_graph_end_batch (self);
  if (history != NULL)
    flow_history_end_group (history);

  return reroute;
}

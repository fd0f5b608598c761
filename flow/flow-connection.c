/* flow-connection.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-connection-private.h"

#include "flow-graph-private.h"
#include "flow-sink.h"
#include "flow-source.h"

/**
 * FlowConnection:
 *
 * A link from a [class@Source] to a [class@Sink] in a [class@Graph].
 *
 * Connections are made by [method@Graph.add_connection] and removed by
 * [method@Graph.remove_connection]; the graph owns them. A connection keeps
 * its two ends for its whole life, even after it was removed from its graph,
 * when [method@Connection.get_graph] returns `NULL`.
 */


enum {
  PROP_0,
  PROP_SOURCE,
  PROP_SINK,
  PROP_GRAPH,
  PROP_FEEDBACK,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowConnection, flow_connection, G_TYPE_OBJECT)

static void
flow_connection_finalize (GObject *object)
{
  FlowConnection *self = (FlowConnection *)object;

  g_clear_object (&self->source);
  g_clear_object (&self->sink);

  G_OBJECT_CLASS (flow_connection_parent_class)->finalize (object);
}

static void
flow_connection_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  FlowConnection *self = FLOW_CONNECTION (object);

  switch (prop_id)
    {
    case PROP_SOURCE:
      g_value_set_object (value, self->source);
      break;

    case PROP_SINK:
      g_value_set_object (value, self->sink);
      break;

    case PROP_GRAPH:
      g_value_set_object (value, self->graph);
      break;

    case PROP_FEEDBACK:
      g_value_set_boolean (value, self->feedback);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_connection_class_init (FlowConnectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = flow_connection_finalize;
  object_class->get_property = flow_connection_get_property;

  /**
   * FlowConnection:source: (getter get_source)
   *
   * The output end of the connection.
   */
  properties[PROP_SOURCE] =
    g_param_spec_object ("source", NULL, NULL,
                         FLOW_TYPE_SOURCE,
                         (G_PARAM_READABLE |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowConnection:sink: (getter get_sink)
   *
   * The input end of the connection.
   */
  properties[PROP_SINK] =
    g_param_spec_object ("sink", NULL, NULL,
                         FLOW_TYPE_SINK,
                         (G_PARAM_READABLE |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowConnection:graph: (getter get_graph)
   *
   * The graph holding the connection, or `NULL` once it was removed.
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowConnection:feedback: (getter get_feedback)
   *
   * Whether the connection closes a cycle, in a graph that allows them
   * (see [property@Graph:allow-cycles]).
   *
   * A value that crosses a feedback connection arrives in the next wave
   * of evaluation, never in the wave that produced it: see
   * [class@Graph]. Of the connections of a cycle, the one made last is
   * the feedback connection; it stops being one when another connection
   * of its cycle is removed.
   *
   * Since: 0.2
   */
  properties[PROP_FEEDBACK] =
    g_param_spec_boolean ("feedback", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_connection_init (FlowConnection *self)
{
}

FlowConnection *
_flow_connection_new (FlowGraph  *graph,
                      FlowSource *source,
                      FlowSink   *sink)
{
  FlowConnection *self = g_object_new (FLOW_TYPE_CONNECTION, NULL);

  self->graph = graph;
  self->source = g_object_ref (source);
  self->sink = g_object_ref (sink);

  return self;
}

GSequenceIter *
_flow_connection_get_iter (FlowConnection *self)
{
  return self->iter;
}

void
_flow_connection_set_iter (FlowConnection *self,
                           GSequenceIter  *iter)
{
  self->iter = iter;
}

/* Moves @self to another graph, for loading (see
 * _flow_graph_swap_contents ()).
 */
void
_flow_connection_set_graph (FlowConnection *self,
                            FlowGraph      *graph)
{
  if (self->graph == graph)
    return;

  self->graph = graph;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH]);
}

void
_flow_connection_set_feedback (FlowConnection *self,
                               gboolean        feedback)
{
  feedback = !!feedback;

  if (self->feedback == feedback)
    return;

  self->feedback = feedback;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEEDBACK]);
}

void
_flow_connection_detach (FlowConnection *self)
{
  FlowGraph *graph = self->graph;

  self->iter = NULL;

  if (graph != NULL)
    {
      self->graph = NULL;
      /* Told with the lists the connection left. */
      _flow_graph_notice_property (graph, self, properties[PROP_GRAPH]);
    }
}

/**
 * flow_connection_get_source: (get-property source)
 * @self: a connection
 *
 * Gets the output end of @self.
 *
 * Returns: (transfer none): the source
 */
FlowSource *
flow_connection_get_source (FlowConnection *self)
{
  g_return_val_if_fail (FLOW_IS_CONNECTION (self), NULL);

  return self->source;
}

/**
 * flow_connection_get_sink: (get-property sink)
 * @self: a connection
 *
 * Gets the input end of @self.
 *
 * Returns: (transfer none): the sink
 */
FlowSink *
flow_connection_get_sink (FlowConnection *self)
{
  g_return_val_if_fail (FLOW_IS_CONNECTION (self), NULL);

  return self->sink;
}

/**
 * flow_connection_get_graph: (get-property graph)
 * @self: a connection
 *
 * Gets the graph holding @self.
 *
 * Returns: (transfer none) (nullable): the graph, or `NULL` once @self was
 *   removed from it
 */
FlowGraph *
flow_connection_get_graph (FlowConnection *self)
{
  g_return_val_if_fail (FLOW_IS_CONNECTION (self), NULL);

  return self->graph;
}

/**
 * flow_connection_get_feedback: (get-property feedback)
 * @self: a connection
 *
 * Gets whether @self closes a cycle, so that the values crossing it
 * arrive in the next wave of evaluation.
 *
 * Returns: `TRUE` if @self is a feedback connection
 *
 * Since: 0.2
 */
gboolean
flow_connection_get_feedback (FlowConnection *self)
{
  g_return_val_if_fail (FLOW_IS_CONNECTION (self), FALSE);

  return self->feedback;
}

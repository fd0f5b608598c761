/* flow-graph.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-graph-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-enums.h"
#include "flow-error.h"
#include "flow-graph-order-private.h"
#include "flow-history-private.h"
#include "flow-node-private.h"
#include "flow-sink-private.h"
#include "flow-source.h"
#include "flow-value-private.h"

/**
 * FlowGraph:
 *
 * A flowgraph: a [iface@Gio.ListModel] of [class@Node]s and the
 * [class@Connection]s between their docks.
 *
 * The graph is the source of truth that views, files and undo observe. It
 * refuses what would break it, with a [error@Error] and without changing
 * anything: a connection between incompatible types, one that would close a
 * cycle (unless [property@Graph:allow-cycles] is set), one to a full
 * multi-connection sink, or one the application's filter vetoes.
 *
 * ```c
 * g_autoptr(FlowGraph) graph = flow_graph_new ();
 * g_autoptr(GError) error = NULL;
 *
 * flow_graph_add_node (graph, producer);
 * flow_graph_add_node (graph, consumer);
 *
 * if (!flow_graph_connect (graph,
 *                          flow_node_get_source (producer, "out"),
 *                          flow_node_get_sink (consumer, "in"),
 *                          &error))
 *   g_warning ("%s", error->message);
 * ```
 *
 * ## Types
 *
 * A sink accepts a source whose value type is the same or a subtype; any
 * source when either dock carries `FLOW_TYPE_ANY`; and, while
 * [property@Graph:implicit-conversions] is set (the default), a source whose
 * values GLib can transform into the sink's type, such as an integer into a
 * double. [method@Graph.set_connection_filter] lets the application veto or
 * allow any pair.
 *
 * ## Notifications
 *
 * A successful connection or disconnection emits exactly one
 * [signal@Gio.ListModel::items-changed] on [method@Graph.get_connections]
 * and one on the connections of each of its two docks; connecting a source
 * to a full single-connection sink replaces the old connection in the same
 * single change. A refused one emits nothing.
 *
 * When the last reference to a graph goes, its connections are dropped and
 * their sinks go back to their default values without notifications: no
 * node code runs while a graph is torn down. [method@Graph.clear] removes
 * everything with the usual notifications.
 *
 * Between [method@Graph.begin_batch] and [method@Graph.end_batch], the
 * changes to the node list and to the connection list are gathered, and
 * each list emits a single `items-changed` at the end covering them all.
 *
 * ## Evaluation
 *
 * The graph's evaluation engine moves values through it. A change (a
 * value set, a default, a parameter, a connection made or removed, a node
 * added) marks the nodes it reaches, and the engine then runs them in a
 * wave: in topological order, each at most once, after every one of its
 * changed inputs has its new value ([vfunc@Node.compute]). No node's code
 * runs inside another's, so there is no glitch (a node joining two paths
 * computes once, with both new values), the stack does not grow with the
 * graph's depth, and node code may change the graph while it runs.
 *
 * By default a wave runs at the end of the outermost change, a batch, an
 * undo or a load included: when the call returns, every value that
 * depends on it is computed. [property@Graph:evaluation] can defer waves
 * to the main loop instead, or leave them to [method@Graph.flush]. Nodes
 * that compute asynchronously do it in a [class@Job]; in a graph that
 * allows cycles, values cross the connection that closes a cycle in the
 * next wave ([property@Connection:feedback]). See the
 * [Evaluation](evaluation.html) page.
 */

enum {
  PROP_0,
  PROP_ALLOW_CYCLES,
  PROP_IMPLICIT_CONVERSIONS,
  PROP_EVALUATION,
  PROP_MAX_FEEDBACK_WAVES,
  PROP_TIMING,
  PROP_BUSY,
  PROP_LAST_WAVE_COMPUTES,
  PROP_LAST_WAVE_DURATION,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  NODE_CHANGED,
  EXTRA_CHANGED,
  WAVE_FINISHED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void flow_graph_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlowGraph, flow_graph, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      flow_graph_list_model_init))

/* Sequence helpers */

static gpointer
sequence_get (GSequence *sequence,
              IterCache *cache,
              guint      position)
{
  GSequenceIter *iter = NULL;

  if (position >= (guint)g_sequence_get_length (sequence))
    return NULL;

  if (cache->iter != NULL)
    {
      if (position == cache->position)
        iter = cache->iter;
      else if (position == cache->position + 1)
        iter = g_sequence_iter_next (cache->iter);
      else if (position + 1 == cache->position)
        iter = g_sequence_iter_prev (cache->iter);
    }

  if (iter == NULL)
    iter = g_sequence_get_iter_at_pos (sequence, position);

  cache->iter = iter;
  cache->position = position;

  return g_sequence_get (iter);
}

static void
pending_change_add (PendingChange *change,
                    guint          position,
                    guint          removed,
                    guint          added)
{
  guint start, end_now, end_before;

  if (!change->pending)
    {
      change->pending = TRUE;
      change->position = position;
      change->removed = removed;
      change->added = added;
      return;
    }

  /* Grow the pending range to cover both changes. Items past the end of
   * the range in the current list were at (end - added + removed) in the
   * list as it was before the batch.
   */
  start = MIN (change->position, position);
  end_now = MAX (change->position + change->added, position + removed);
  end_before = end_now - change->added + change->removed;

  change->position = start;
  change->removed = end_before - start;
  change->added = end_now - removed + added - start;
}

static void
nodes_changed (FlowGraph *self,
               guint      position,
               guint      removed,
               guint      added)
{
  self->nodes_cache.iter = NULL;

  if (self->batch_depth > 0)
    pending_change_add (&self->pending_nodes, position, removed, added);
  else
    g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

static void
connections_changed (FlowGraph *self,
                     guint      position,
                     guint      removed,
                     guint      added)
{
  self->connections_cache.iter = NULL;

  if (self->batch_depth > 0)
    pending_change_add (&self->pending_connections, position, removed, added);
  else
    g_list_model_items_changed (self->connections_model, position, removed, added);
}

/* FlowGraphConnections: the list model of the graph's connections. */

#define FLOW_TYPE_GRAPH_CONNECTIONS (flow_graph_connections_get_type ())
G_DECLARE_FINAL_TYPE (FlowGraphConnections, flow_graph_connections, FLOW, GRAPH_CONNECTIONS, GObject)

struct _FlowGraphConnections
{
  GObject    parent_instance;

  /* Weak; cleared when the graph is finalized. */
  FlowGraph *graph;
};

static GType
flow_graph_connections_get_item_type (GListModel *model)
{
  return FLOW_TYPE_CONNECTION;
}

static guint
flow_graph_connections_get_n_items (GListModel *model)
{
  FlowGraphConnections *self = (FlowGraphConnections *)model;

  if (self->graph == NULL)
    return 0;

  return g_sequence_get_length (self->graph->connections);
}

static gpointer
flow_graph_connections_get_item (GListModel *model,
                                 guint       position)
{
  FlowGraphConnections *self = (FlowGraphConnections *)model;
  gpointer item;

  if (self->graph == NULL)
    return NULL;

  item = sequence_get (self->graph->connections,
                       &self->graph->connections_cache,
                       position);

  return item != NULL ? g_object_ref (item) : NULL;
}

static void
flow_graph_connections_model_init (GListModelInterface *iface)
{
  iface->get_item_type = flow_graph_connections_get_item_type;
  iface->get_n_items = flow_graph_connections_get_n_items;
  iface->get_item = flow_graph_connections_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (FlowGraphConnections, flow_graph_connections, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      flow_graph_connections_model_init))

static void
flow_graph_connections_class_init (FlowGraphConnectionsClass *klass)
{
}

static void
flow_graph_connections_init (FlowGraphConnections *self)
{
}

/* GListModel of nodes */

static GType
flow_graph_get_item_type (GListModel *model)
{
  return FLOW_TYPE_NODE;
}

static guint
flow_graph_get_n_items (GListModel *model)
{
  FlowGraph *self = (FlowGraph *)model;

  return g_sequence_get_length (self->nodes);
}

static gpointer
flow_graph_get_item (GListModel *model,
                     guint       position)
{
  FlowGraph *self = (FlowGraph *)model;
  gpointer item = sequence_get (self->nodes, &self->nodes_cache, position);

  return item != NULL ? g_object_ref (item) : NULL;
}

static void
flow_graph_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = flow_graph_get_item_type;
  iface->get_n_items = flow_graph_get_n_items;
  iface->get_item = flow_graph_get_item;
}

/* Connection checks */

static gboolean
dock_in_graph (FlowGraph  *self,
               FlowDock   *dock,
               const char *what,
               GError    **error)
{
  FlowNode *node = flow_dock_get_node (dock);

  if (node == NULL || flow_node_get_graph (node) != self)
    {
      g_autofree char *description = _flow_dock_describe (dock);

      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                   "The %s %s does not belong to this graph.",
                   what, description);
      return FALSE;
    }

  return TRUE;
}

/* Makes the user-visible names of the two docks for an error message, once,
 * and only if there is an error to set: on success they are not needed, and
 * formatting them cost a tenth of building a large graph.
 */
static void
describe_docks (GError     **error,
                FlowSource  *source,
                FlowSink    *sink,
                char       **source_name,
                char       **sink_name)
{
  if (error == NULL)
    return;

  if (*source_name == NULL)
    *source_name = _flow_dock_describe (FLOW_DOCK (source));
  if (*sink_name == NULL)
    *sink_name = _flow_dock_describe (FLOW_DOCK (sink));
}

/* Runs every check of a connection, without changing anything. On success
 * *replaced is the connection the new one would replace, or NULL, and
 * *feedback whether it would close a cycle (allowed).
 */
static gboolean
check_connection (FlowGraph       *self,
                  FlowSource      *source,
                  FlowSink        *sink,
                  FlowConnection **replaced,
                  gboolean        *feedback,
                  GError         **error)
{
  g_autofree char *source_name = NULL;
  g_autofree char *sink_name = NULL;
  GType source_type, sink_type;
  gboolean compatible;

  *replaced = NULL;
  *feedback = FALSE;

  if (!dock_in_graph (self, FLOW_DOCK (source), "output", error) ||
      !dock_in_graph (self, FLOW_DOCK (sink), "input", error))
    return FALSE;

  /* The filter is application code, which may rename nodes or docks:
   * the names are taken before it runs, as they always were.
   */
  if (self->filter != NULL)
    describe_docks (error, source, sink, &source_name, &sink_name);

  if (flow_graph_find_connection (self, source, sink) != NULL)
    {
      describe_docks (error, source, sink, &source_name, &sink_name);
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_ALREADY_CONNECTED,
                   "The output %s is already connected to the input %s.",
                   source_name, sink_name);
      return FALSE;
    }

  source_type = flow_dock_get_value_type (FLOW_DOCK (source));
  sink_type = flow_dock_get_value_type (FLOW_DOCK (sink));
  compatible = flow_dock_types_compatible (source_type, sink_type,
                                           self->implicit_conversions);

  if (self->filter != NULL)
    {
      g_autofree char *reason = NULL;
      gboolean allowed;

      allowed = self->filter (self, source, sink, compatible, &reason, self->filter_data);

      if (!allowed && reason != NULL)
        {
          g_set_error_literal (error, FLOW_ERROR,
                               compatible ? FLOW_ERROR_REJECTED : FLOW_ERROR_TYPE_MISMATCH,
                               reason);
          return FALSE;
        }

      if (!allowed && compatible)
        {
          describe_docks (error, source, sink, &source_name, &sink_name);
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_REJECTED,
                       "The application does not allow connecting the output %s "
                       "to the input %s.",
                       source_name, sink_name);
          return FALSE;
        }

      /* An incompatible pair refused without a reason gets the type
       * message below.
       */
      compatible = allowed;
    }

  if (!compatible)
    {
      describe_docks (error, source, sink, &source_name, &sink_name);
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH,
                   "The input %s takes %s values and cannot accept the %s values "
                   "of the output %s.",
                   sink_name, _flow_type_describe (sink_type),
                   _flow_type_describe (source_type), source_name);
      return FALSE;
    }

  if (_flow_graph_order_would_cycle (&self->order,
                                     flow_dock_get_node (FLOW_DOCK (source)),
                                     flow_dock_get_node (FLOW_DOCK (sink))))
    *feedback = TRUE;

  if (*feedback && !self->allow_cycles)
    {
      describe_docks (error, source, sink, &source_name, &sink_name);
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_CYCLE,
                   "Connecting the output %s to the input %s would create a cycle.",
                   source_name, sink_name);
      return FALSE;
    }

  if (flow_sink_is_full (sink))
    {
      int max = flow_sink_get_max_connections (sink);

      /* Only a sink with exactly its one connection is replaced into; one
       * whose limit was lowered below its connections refuses new ones.
       */
      if (max == 1 && flow_dock_get_n_connections (FLOW_DOCK (sink)) > 1)
        {
          describe_docks (error, source, sink, &source_name, &sink_name);
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_LIMIT_REACHED,
                       "The input %s accepts a single connection and already has more.",
                       sink_name);
          return FALSE;
        }

      if (max != 1)
        {
          describe_docks (error, source, sink, &source_name, &sink_name);
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_LIMIT_REACHED,
                       "The input %s accepts no more than %d connections.",
                       sink_name, max);
          return FALSE;
        }

      *replaced = _flow_dock_get_connection (FLOW_DOCK (sink), 0);
    }

  return TRUE;
}

/* GObject */

static void
flow_graph_dispose (GObject *object)
{
  FlowGraph *self = (FlowGraph *)object;

  /* Disposing is not an edit to record. */
  if (self->history != NULL)
    {
      _flow_history_detach (self->history);
      g_clear_object (&self->history);
    }

  /* No node computes while the graph is torn down. */
  self->disposing = TRUE;
  self->engine->frozen = TRUE;
  _flow_engine_forget_all (self->engine);
  if (g_sequence_get_length (self->nodes) > 0)
    flow_graph_clear (self);

  if (self->filter_destroy != NULL)
    self->filter_destroy (self->filter_data);
  self->filter = NULL;
  self->filter_data = NULL;
  self->filter_destroy = NULL;

  G_OBJECT_CLASS (flow_graph_parent_class)->dispose (object);
}

static void
flow_graph_finalize (GObject *object)
{
  FlowGraph *self = (FlowGraph *)object;

  ((FlowGraphConnections *)self->connections_model)->graph = NULL;
  g_clear_object (&self->connections_model);
  g_clear_pointer (&self->connections, g_sequence_free);
  g_clear_pointer (&self->nodes, g_sequence_free);
  g_clear_pointer (&self->nodes_by_id, g_hash_table_unref);
  g_clear_pointer (&self->extras, g_hash_table_unref);
  g_clear_pointer (&self->feedback, g_ptr_array_unref);
  g_clear_pointer (&self->engine, _flow_engine_free);
  _flow_graph_order_clear (&self->order);

  G_OBJECT_CLASS (flow_graph_parent_class)->finalize (object);
}

static void
flow_graph_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  FlowGraph *self = FLOW_GRAPH (object);

  switch (prop_id)
    {
    case PROP_ALLOW_CYCLES:
      g_value_set_boolean (value, flow_graph_get_allow_cycles (self));
      break;

    case PROP_IMPLICIT_CONVERSIONS:
      g_value_set_boolean (value, flow_graph_get_implicit_conversions (self));
      break;

    case PROP_EVALUATION:
      g_value_set_enum (value, flow_graph_get_evaluation (self));
      break;

    case PROP_MAX_FEEDBACK_WAVES:
      g_value_set_uint (value, flow_graph_get_max_feedback_waves (self));
      break;

    case PROP_TIMING:
      g_value_set_boolean (value, flow_graph_get_timing (self));
      break;

    case PROP_BUSY:
      g_value_set_boolean (value, flow_graph_get_busy (self));
      break;

    case PROP_LAST_WAVE_COMPUTES:
      g_value_set_uint (value, flow_graph_get_last_wave_computes (self));
      break;

    case PROP_LAST_WAVE_DURATION:
      g_value_set_int64 (value, flow_graph_get_last_wave_duration (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_graph_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  FlowGraph *self = FLOW_GRAPH (object);

  switch (prop_id)
    {
    case PROP_ALLOW_CYCLES:
      flow_graph_set_allow_cycles (self, g_value_get_boolean (value));
      break;

    case PROP_IMPLICIT_CONVERSIONS:
      flow_graph_set_implicit_conversions (self, g_value_get_boolean (value));
      break;

    case PROP_EVALUATION:
      flow_graph_set_evaluation (self, g_value_get_enum (value));
      break;

    case PROP_MAX_FEEDBACK_WAVES:
      flow_graph_set_max_feedback_waves (self, g_value_get_uint (value));
      break;

    case PROP_TIMING:
      flow_graph_set_timing (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_graph_class_init (FlowGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_graph_dispose;
  object_class->finalize = flow_graph_finalize;
  object_class->get_property = flow_graph_get_property;
  object_class->set_property = flow_graph_set_property;

  /**
   * FlowGraph:allow-cycles: (getter get_allow_cycles) (setter set_allow_cycles)
   *
   * Whether connections may close cycles, self-loops included.
   *
   * It is `FALSE` by default: the graph is a directed acyclic graph and a
   * connection that would close a cycle fails with `FLOW_ERROR_CYCLE`.
   * The check visits only the nodes whose order the new connection
   * affects, never the whole graph.
   *
   * When it is `TRUE`, a connection that closes a cycle is a feedback
   * connection ([property@Connection:feedback]): values cross it in the
   * next wave of evaluation. A cycle that does not settle is stopped after
   * [property@Graph:max-feedback-waves] waves.
   */
  properties[PROP_ALLOW_CYCLES] =
    g_param_spec_boolean ("allow-cycles", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:implicit-conversions: (getter get_implicit_conversions) (setter set_implicit_conversions)
   *
   * Whether a source may be connected to a sink of another type when GLib
   * can transform the source's values into the sink's type.
   */
  properties[PROP_IMPLICIT_CONVERSIONS] =
    g_param_spec_boolean ("implicit-conversions", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:evaluation: (getter get_evaluation) (setter set_evaluation)
   *
   * When the graph's waves of evaluation run: at the end of the outermost
   * change (the default), from the main loop, or only when the
   * application calls [method@Graph.flush].
   *
   * Since: 0.2
   */
  properties[PROP_EVALUATION] =
    g_param_spec_enum ("evaluation", NULL, NULL,
                       FLOW_TYPE_EVALUATION,
                       FLOW_EVALUATION_IMMEDIATE,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:max-feedback-waves: (getter get_max_feedback_waves) (setter set_max_feedback_waves)
   *
   * How many waves in a row a loop may run, each started only by values
   * that crossed a feedback connection in the wave before, before the
   * graph stops it. The nodes of a loop that was stopped show a warning
   * ([property@Node:state]) until they compute again.
   *
   * Since: 0.2
   */
  properties[PROP_MAX_FEEDBACK_WAVES] =
    g_param_spec_uint ("max-feedback-waves", NULL, NULL,
                       1, G_MAXUINT, 100,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:timing: (getter get_timing) (setter set_timing)
   *
   * Whether the engine measures how long each node's computation on the
   * main context takes, for [property@Node:compute-time].
   *
   * Off by default: reading the clock costs about as much as passing a
   * value on to the next node.
   *
   * Since: 0.2
   */
  properties[PROP_TIMING] =
    g_param_spec_boolean ("timing", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:busy: (getter get_busy)
   *
   * Whether a node of the graph computes in a job ([class@Job]), or nodes
   * wait for one.
   *
   * Since: 0.2
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:last-wave-computes: (getter get_last_wave_computes)
   *
   * How many nodes computed in the last wave of evaluation.
   *
   * Since: 0.2
   */
  properties[PROP_LAST_WAVE_COMPUTES] =
    g_param_spec_uint ("last-wave-computes", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * FlowGraph:last-wave-duration: (getter get_last_wave_duration)
   *
   * How long the last wave of evaluation took on the main context, in
   * microseconds; jobs it started are not counted.
   *
   * Since: 0.2
   */
  properties[PROP_LAST_WAVE_DURATION] =
    g_param_spec_int64 ("last-wave-duration", NULL, NULL,
                        0, G_MAXINT64, 0,
                        (G_PARAM_READABLE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlowGraph::node-changed:
   * @self: a graph
   * @node: a node of @self
   * @pspec: the property of @node that changed
   *
   * Emitted after a property of one of the graph's nodes changed, with the
   * property's name as detail (`node-changed::x`).
   *
   * It repeats the node's own [signal@GObject.Object::notify], so that a
   * view of a graph of 100,000 nodes needs one handler instead of one per
   * node.
   */
  signals[NODE_CHANGED] =
    g_signal_new ("node-changed",
                  G_TYPE_FROM_CLASS (klass),
                  (G_SIGNAL_RUN_LAST |
                   G_SIGNAL_DETAILED |
                   G_SIGNAL_NO_HOOKS),
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 2,
                  FLOW_TYPE_NODE,
                  G_TYPE_PARAM);

  /**
   * FlowGraph::extra-changed:
   * @self: a graph
   * @name: the name of the extra value that changed
   *
   * Emitted when an extra value of the graph changed, was set or was
   * removed, with its name as detail (`extra-changed::view`): by
   * [method@Graph.set_extra], or by loading a file.
   */
  signals[EXTRA_CHANGED] =
    g_signal_new ("extra-changed",
                  G_TYPE_FROM_CLASS (klass),
                  (G_SIGNAL_RUN_LAST |
                   G_SIGNAL_DETAILED),
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1,
                  G_TYPE_STRING);

  /**
   * FlowGraph::wave-finished:
   * @self: a graph
   * @n_computes: how many nodes computed in the wave
   * @duration: how long the wave took, in microseconds
   *
   * Emitted after each wave of evaluation, when every node it queued has
   * computed (or waits for a busy node's job). Values and node states are
   * final for the wave: a good moment to read them.
   *
   * Since: 0.2
   */
  signals[WAVE_FINISHED] =
    g_signal_new ("wave-finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 2,
                  G_TYPE_UINT,
                  G_TYPE_INT64);
}

static void
flow_graph_init (FlowGraph *self)
{
  FlowGraphConnections *connections;

  self->nodes = g_sequence_new (g_object_unref);
  self->nodes_by_id = g_hash_table_new (NULL, NULL);
  self->next_id = 1;

  self->connections = g_sequence_new (g_object_unref);
  connections = g_object_new (FLOW_TYPE_GRAPH_CONNECTIONS, NULL);
  connections->graph = self;
  self->connections_model = G_LIST_MODEL (connections);

  self->implicit_conversions = TRUE;

  _flow_graph_order_init (&self->order, self->nodes);
  self->feedback = g_ptr_array_new ();
  self->engine = _flow_engine_new (self);
}

gboolean
_flow_graph_has_node_id (FlowGraph *self,
                         guint      id)
{
  return g_hash_table_contains (self->nodes_by_id, GUINT_TO_POINTER (id));
}

void
_flow_graph_node_changed (FlowGraph  *self,
                          FlowNode   *node,
                          GParamSpec *pspec)
{
  g_signal_emit (self, signals[NODE_CHANGED],
                 g_param_spec_get_name_quark (pspec),
                 node, pspec);
}

void
_flow_graph_wave_finished (FlowGraph *self,
                           guint      n_computes,
                           gint64     duration)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_WAVE_COMPUTES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_WAVE_DURATION]);

  g_signal_emit (self, signals[WAVE_FINISHED], 0, n_computes, duration);
}

void
_flow_graph_busy_changed (FlowGraph *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Public API */

/**
 * flow_graph_new:
 *
 * Creates a new empty graph.
 *
 * Returns: (transfer full): the new graph
 */
FlowGraph *
flow_graph_new (void)
{
  return g_object_new (FLOW_TYPE_GRAPH, NULL);
}

/**
 * flow_graph_get_allow_cycles: (get-property allow-cycles)
 * @self: a graph
 *
 * Gets whether connections may close cycles.
 *
 * Returns: `TRUE` if cycles are allowed
 */
gboolean
flow_graph_get_allow_cycles (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return self->allow_cycles;
}

/**
 * flow_graph_set_allow_cycles: (set-property allow-cycles)
 * @self: a graph
 * @allow_cycles: whether connections may close cycles
 *
 * Sets whether connections may close cycles.
 *
 * Disallowing cycles in a graph that has one is a programmer error: the
 * cycle must be removed first. The call then warns and changes nothing.
 * A graph has a cycle exactly when one of its connections is a feedback
 * connection ([property@Connection:feedback]).
 */
void
flow_graph_set_allow_cycles (FlowGraph *self,
                             gboolean   allow_cycles)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  allow_cycles = !!allow_cycles;

  if (self->allow_cycles == allow_cycles)
    return;

  if (!allow_cycles && self->feedback->len > 0)
    {
      g_critical ("%s: the graph has a cycle; remove it before disallowing cycles",
                  G_STRFUNC);
      return;
    }

  self->allow_cycles = allow_cycles;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALLOW_CYCLES]);
}

/**
 * flow_graph_get_implicit_conversions: (get-property implicit-conversions)
 * @self: a graph
 *
 * Gets whether docks of convertible types may be connected.
 *
 * Returns: `TRUE` if implicit conversions are allowed
 */
gboolean
flow_graph_get_implicit_conversions (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return self->implicit_conversions;
}

/**
 * flow_graph_set_implicit_conversions: (set-property implicit-conversions)
 * @self: a graph
 * @implicit_conversions: whether docks of convertible types may be connected
 *
 * Sets whether docks of convertible types may be connected. Existing
 * connections are kept.
 */
void
flow_graph_set_implicit_conversions (FlowGraph *self,
                                     gboolean   implicit_conversions)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  implicit_conversions = !!implicit_conversions;

  if (self->implicit_conversions == implicit_conversions)
    return;

  self->implicit_conversions = implicit_conversions;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IMPLICIT_CONVERSIONS]);
}

/**
 * flow_graph_set_connection_filter:
 * @self: a graph
 * @filter: (nullable) (scope notified) (closure user_data) (destroy user_destroy):
 *   the function that decides, or `NULL` to use the type rules alone
 * @user_data: data for @filter
 * @user_destroy: (nullable): frees @user_data
 *
 * Lets the application decide which docks may be connected.
 *
 * @filter is called for every connection checked, after the two docks were
 * found in the graph and not already connected, and before the cycle and
 * limit checks. It receives the verdict of the type rules and can keep it,
 * veto the pair, or allow a pair the types refuse; a refusal carries the
 * reason @filter gives, or a generic one.
 */
void
flow_graph_set_connection_filter (FlowGraph                *self,
                                  FlowConnectionFilterFunc  filter,
                                  gpointer                  user_data,
                                  GDestroyNotify            user_destroy)
{
  GDestroyNotify old_destroy;
  gpointer old_data;

  g_return_if_fail (FLOW_IS_GRAPH (self));

  old_destroy = self->filter_destroy;
  old_data = self->filter_data;

  self->filter = filter;
  self->filter_data = user_data;
  self->filter_destroy = user_destroy;

  if (old_destroy != NULL)
    old_destroy (old_data);
}

/* Adds @node at @position of the list, or at its end. */
static void
insert_node (FlowGraph *self,
             FlowNode  *node,
             guint      position)
{
  FlowNodeGraphData *data;
  guint id;

  id = flow_node_get_id (node);

  if (id != 0 && _flow_graph_has_node_id (self, id))
    {
      g_critical ("%s: the graph already has a node with the id %u",
                  G_STRFUNC, id);
      return;
    }

  if (id == 0)
    {
      while (_flow_graph_has_node_id (self, self->next_id) || self->next_id == 0)
        self->next_id++;
      id = self->next_id++;
      flow_node_set_id (node, id);
    }
  else if (id >= self->next_id)
    {
      self->next_id = id + 1;
    }

  position = MIN (position, (guint)g_sequence_get_length (self->nodes));

  _flow_engine_begin (self->engine);

  _flow_node_set_graph (node, self);
  data = _flow_node_graph_data (node);
  data->iter = g_sequence_insert_before (g_sequence_get_iter_at_pos (self->nodes, position),
                                         g_object_ref (node));
  _flow_graph_order_add_node (&self->order, node);
  g_hash_table_insert (self->nodes_by_id, GUINT_TO_POINTER (id), node);

  nodes_changed (self, position, 0, 1);

  _flow_history_record_add_node (self->history, node, position);

  /* A node that joins a graph computes, so that its outputs agree with
   * its inputs.
   */
  if (!self->engine->frozen && _flow_node_computes_on_join (node))
    _flow_engine_schedule (self->engine, node);

  _flow_engine_end (self->engine);
}

/**
 * flow_graph_add_node:
 * @self: a graph
 * @node: a node that belongs to no graph
 *
 * Appends @node to @self, which takes a reference on it.
 *
 * If @node has no [property@Node:id], @self gives it one; an id that
 * another node of @self has is a programmer error.
 */
void
flow_graph_add_node (FlowGraph *self,
                     FlowNode  *node)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (FLOW_IS_NODE (node));
  g_return_if_fail (flow_node_get_graph (node) == NULL);

  insert_node (self, node, G_MAXUINT);
}

/**
 * flow_graph_remove_node:
 * @self: a graph
 * @node: a node of @self
 *
 * Removes @node from @self, first removing all of its connections, each
 * with its notifications. The node list and the connection list each emit
 * a single `items-changed`.
 */
void
flow_graph_remove_node (FlowGraph *self,
                        FlowNode  *node)
{
  g_autoptr(FlowNode) hold = NULL;
  FlowNodeGraphData *data;
  guint position;

  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (FLOW_IS_NODE (node));
  g_return_if_fail (flow_node_get_graph (node) == self);

  hold = g_object_ref (node);

  flow_graph_begin_batch (self);

  /* The sinks, then the sources. The arrays are read again for each dock:
   * the notifications of a disconnection run application code. Asking for
   * the list models instead would make them for every node removed.
   */
  for (guint l = 0; l < 2; l++)
    {
      for (guint i = 0; ; i++)
        {
          g_autoptr(FlowDock) dock = NULL;
          FlowDock **docks;
          guint n;

          docks = l == 0 ? _flow_node_peek_sinks (node, &n)
                         : _flow_node_peek_sources (node, &n);
          if (i >= n)
            break;

          dock = g_object_ref (docks[i]);
          flow_graph_disconnect_dock (self, dock);
        }
    }

  /* Application code the notifications ran may have removed it already. */
  if (flow_node_get_graph (node) != self)
    {
      flow_graph_end_batch (self);
      return;
    }

  data = _flow_node_graph_data (node);
  position = g_sequence_iter_get_position (data->iter);
  _flow_history_record_remove_node (self->history, node, position);
  _flow_engine_node_removed (self->engine, node);
  g_hash_table_remove (self->nodes_by_id, GUINT_TO_POINTER (flow_node_get_id (node)));
  g_sequence_remove (data->iter);
  _flow_node_set_graph (node, NULL);

  nodes_changed (self, position, 1, 0);

  flow_graph_end_batch (self);
}

/**
 * flow_graph_clear:
 * @self: a graph
 *
 * Removes every node and connection of @self, as one batch.
 */
void
flow_graph_clear (FlowGraph *self)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  flow_graph_begin_batch (self);

  while (g_sequence_get_length (self->nodes) > 0)
    {
      GSequenceIter *last = g_sequence_iter_prev (g_sequence_get_end_iter (self->nodes));

      flow_graph_remove_node (self, g_sequence_get (last));
    }

  flow_graph_end_batch (self);
}

/**
 * flow_graph_get_node:
 * @self: a graph
 * @id: a node identifier
 *
 * Finds the node of @self whose [property@Node:id] is @id.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL`
 */
FlowNode *
flow_graph_get_node (FlowGraph *self,
                     guint      id)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  return g_hash_table_lookup (self->nodes_by_id, GUINT_TO_POINTER (id));
}

/**
 * flow_graph_get_connections:
 * @self: a graph
 *
 * Gets the connections of @self as a list model of [class@Connection].
 *
 * Returns: (transfer none): the connections
 */
GListModel *
flow_graph_get_connections (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  return self->connections_model;
}

/**
 * flow_graph_can_connect:
 * @self: a graph
 * @source: the output dock to connect from
 * @sink: the input dock to connect to
 * @error: return location for an error
 *
 * Checks whether [method@Graph.add_connection] would succeed, without
 * changing anything. Views call it while the user drags a wire.
 *
 * Returns: `TRUE` if @source can be connected to @sink
 */
gboolean
flow_graph_can_connect (FlowGraph   *self,
                        FlowSource  *source,
                        FlowSink    *sink,
                        GError     **error)
{
  FlowConnection *replaced;
  gboolean feedback;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_SOURCE (source), FALSE);
  g_return_val_if_fail (FLOW_IS_SINK (sink), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return check_connection (self, source, sink, &replaced, &feedback, error);
}

/**
 * flow_graph_connect: (skip)
 * @self: a graph
 * @source: the output dock to connect from
 * @sink: the input dock to connect to
 * @error: return location for an error
 *
 * Connects @source to @sink; the same as [method@Graph.add_connection].
 *
 * Language bindings see only [method@Graph.add_connection], because a
 * method called `connect` would hide the signal connection method of
 * [class@GObject.Object].
 *
 * Returns: (transfer none) (nullable): the new connection, or `NULL` with
 *   @error set
 */
FlowConnection *
flow_graph_connect (FlowGraph   *self,
                    FlowSource  *source,
                    FlowSink    *sink,
                    GError     **error)
{
  return flow_graph_add_connection (self, source, sink, error);
}

/* After a connection was removed: a feedback connection whose cycles are
 * all gone becomes a plain connection again, ranked like the others.
 */
static void
promote_feedback (FlowGraph *self)
{
  g_autoptr(GPtrArray) promoted = NULL;

  for (guint i = 0; i < self->feedback->len; )
    {
      FlowConnection *connection = g_ptr_array_index (self->feedback, i);
      FlowNode *source_node = _flow_dock_peek_node (FLOW_DOCK (connection->source));
      FlowNode *sink_node = _flow_dock_peek_node (FLOW_DOCK (connection->sink));

      if (_flow_graph_order_would_cycle (&self->order, source_node, sink_node))
        {
          i++;
          continue;
        }

      /* Counted in the order from now on, before the next check. */
      g_ptr_array_remove_index_fast (self->feedback, i);
      if (_flow_graph_order_connect (&self->order, source_node, sink_node))
        _flow_engine_ranks_changed (self->engine);
      connection->feedback = FALSE;

      if (promoted == NULL)
        promoted = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (promoted, g_object_ref (connection));
    }

  /* Notifications run application code: after the book-keeping. */
  for (guint i = 0; promoted != NULL && i < promoted->len; i++)
    {
      FlowConnection *connection = g_ptr_array_index (promoted, i);

      connection->feedback = TRUE;
      _flow_connection_set_feedback (connection, FALSE);
    }
}

/* Connects @source to @sink; a new connection that replaces none goes
 * at @position of the list, or at its end.
 */
static FlowConnection *
add_connection_at (FlowGraph   *self,
                   FlowSource  *source,
                   FlowSink    *sink,
                   guint        position,
                   GError     **error)
{
  g_autoptr(FlowConnection) replaced = NULL;
  FlowConnection *candidate = NULL;
  FlowConnection *connection;
  FlowNode *source_node, *sink_node;
  guint replaced_source_position = 0;
  gboolean feedback;

  if (!check_connection (self, source, sink, &candidate, &feedback, error))
    return NULL;

  source_node = flow_dock_get_node (FLOW_DOCK (source));
  sink_node = flow_dock_get_node (FLOW_DOCK (sink));

  /* Every check passed: from here on nothing can fail. First the graph's
   * own structures, then the notifications.
   */
  _flow_engine_begin (self->engine);

  connection = _flow_connection_new (self, source, sink);

  if (candidate != NULL)
    {
      GSequenceIter *iter = _flow_connection_get_iter (candidate);

      replaced = g_object_ref (candidate);
      position = g_sequence_iter_get_position (iter);
      /* Drops the sequence's reference to the old connection. */
      g_sequence_set (iter, connection);
      _flow_connection_set_iter (connection, iter);
      _flow_connection_set_iter (replaced, NULL);
    }
  else
    {
      position = MIN (position, (guint)g_sequence_get_length (self->connections));
      _flow_connection_set_iter (connection,
                                 g_sequence_insert_before (g_sequence_get_iter_at_pos (self->connections,
                                                                                       position),
                                                           connection));
    }

  /* A connection that closes a cycle stays out of the order; any other
   * keeps it topological.
   */
  if (feedback)
    {
      connection->feedback = TRUE;
      g_ptr_array_add (self->feedback, connection);
    }
  else if (_flow_graph_order_connect (&self->order, source_node, sink_node))
    {
      _flow_engine_ranks_changed (self->engine);
    }

  if (replaced != NULL && replaced->feedback)
    g_ptr_array_remove_fast (self->feedback, replaced);

  if (replaced != NULL)
    {
      FlowDock *old_source = FLOW_DOCK (flow_connection_get_source (replaced));

      /* Where it was, for the history. */
      while (_flow_dock_get_connection (old_source, replaced_source_position) != replaced)
        replaced_source_position++;

      _flow_dock_remove_connection (old_source, replaced);
      _flow_dock_replace_connection (FLOW_DOCK (sink), replaced, connection);
    }
  else
    {
      _flow_dock_add_connection (FLOW_DOCK (sink), connection);
    }
  _flow_dock_add_connection (FLOW_DOCK (source), connection);

  connections_changed (self, position, replaced != NULL ? 1 : 0, 1);

  _flow_history_record_connect (self->history, connection, position,
                                replaced, replaced_source_position);

  if (replaced != NULL)
    _flow_connection_detach (replaced);

  _flow_dock_deliver (FLOW_DOCK (sink), flow_dock_get_value (FLOW_DOCK (source)));

  if (replaced != NULL && self->feedback->len > 0)
    promote_feedback (self);

  _flow_engine_end (self->engine);

  return connection;
}

/**
 * flow_graph_add_connection:
 * @self: a graph
 * @source: the output dock to connect from
 * @sink: the input dock to connect to
 * @error: return location for an error
 *
 * Connects @source to @sink, and delivers the current value of @source to
 * @sink.
 *
 * In C, `flow_graph_connect()` is another name for this function.
 *
 * Both docks must belong to nodes of @self. The connection is refused, and
 * nothing changes, with `FLOW_ERROR_NOT_IN_GRAPH` if a dock is not in
 * @self, `FLOW_ERROR_ALREADY_CONNECTED` if the docks are connected,
 * `FLOW_ERROR_TYPE_MISMATCH` if the types are incompatible,
 * `FLOW_ERROR_REJECTED` if the connection filter vetoes it,
 * `FLOW_ERROR_CYCLE` if it would close a cycle and cycles are not allowed,
 * and `FLOW_ERROR_LIMIT_REACHED` if @sink accepts several connections and
 * has them all.
 *
 * If @sink accepts a single connection and already has one, the new
 * connection replaces it as one change: the connection list emits a single
 * `items-changed` that removes the old connection and adds the new one at
 * its place, and @sink receives the new value once.
 *
 * Returns: (transfer none) (nullable): the new connection, or `NULL` with
 *   @error set
 */
FlowConnection *
flow_graph_add_connection (FlowGraph   *self,
                           FlowSource  *source,
                           FlowSink    *sink,
                           GError     **error)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (FLOW_IS_SOURCE (source), NULL);
  g_return_val_if_fail (FLOW_IS_SINK (sink), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return add_connection_at (self, source, sink, G_MAXUINT, error);
}

/**
 * flow_graph_disconnect: (skip)
 * @self: a graph
 * @connection: a connection of @self
 * @error: return location for an error
 *
 * Removes @connection from @self; the same as
 * [method@Graph.remove_connection].
 *
 * Language bindings see only [method@Graph.remove_connection], because a
 * method called `disconnect` would hide the signal handler disconnection
 * method of [class@GObject.Object].
 *
 * Returns: `TRUE` if @connection was removed
 */
gboolean
flow_graph_disconnect (FlowGraph       *self,
                       FlowConnection  *connection,
                       GError         **error)
{
  return flow_graph_remove_connection (self, connection, error);
}

/**
 * flow_graph_remove_connection:
 * @self: a graph
 * @connection: a connection of @self
 * @error: return location for an error
 *
 * Removes @connection from @self.
 *
 * In C, `flow_graph_disconnect()` is another name for this function.
 *
 * The sink of @connection then takes the value of its most recent
 * remaining connection, or its [property@Sink:default-value] (null unless
 * set) when it has none left.
 *
 * Fails with `FLOW_ERROR_NOT_IN_GRAPH`, changing nothing, if @connection is
 * not a connection of @self (for instance because it was removed already).
 *
 * Returns: `TRUE` if @connection was removed
 */
gboolean
flow_graph_remove_connection (FlowGraph       *self,
                              FlowConnection  *connection,
                              GError         **error)
{
  g_autoptr(FlowConnection) hold = NULL;
  gboolean was_feedback;
  FlowSink *sink;
  guint position;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_CONNECTION (connection), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (flow_connection_get_graph (connection) != self)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                           "The connection does not belong to this graph.");
      return FALSE;
    }

  hold = g_object_ref (connection);
  sink = flow_connection_get_sink (connection);

  _flow_engine_begin (self->engine);

  was_feedback = connection->feedback;
  if (was_feedback)
    g_ptr_array_remove_fast (self->feedback, connection);

  position = g_sequence_iter_get_position (_flow_connection_get_iter (connection));
  _flow_history_record_disconnect (self->history, connection, position);
  g_sequence_remove (_flow_connection_get_iter (connection));
  _flow_connection_set_iter (connection, NULL);

  _flow_dock_remove_connection (FLOW_DOCK (flow_connection_get_source (connection)), connection);
  _flow_dock_remove_connection (FLOW_DOCK (sink), connection);

  connections_changed (self, position, 1, 0);
  _flow_connection_detach (connection);

  /* A graph being torn down leaves its sinks at their default values, but
   * quietly: no notification, no node code.
   */
  if (self->disposing)
    _flow_dock_store_value (FLOW_DOCK (sink), flow_sink_get_default_value (sink));
  else
    _flow_sink_reset (sink);

  if (!was_feedback && self->feedback->len > 0)
    promote_feedback (self);

  _flow_engine_end (self->engine);

  return TRUE;
}

/**
 * flow_graph_disconnect_dock:
 * @self: a graph
 * @dock: a dock of a node of @self
 *
 * Removes every connection of @dock, each with its notifications; the
 * connection list of @self emits a single `items-changed`.
 *
 * Returns: the number of connections removed
 */
guint
flow_graph_disconnect_dock (FlowGraph *self,
                            FlowDock  *dock)
{
  guint removed = 0;
  guint n;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), 0);
  g_return_val_if_fail (flow_dock_get_node (dock) != NULL &&
                        flow_node_get_graph (flow_dock_get_node (dock)) == self, 0);

  flow_graph_begin_batch (self);

  while ((n = flow_dock_get_n_connections (dock)) > 0)
    {
      FlowConnection *connection = _flow_dock_get_connection (dock, n - 1);

      if (!flow_graph_disconnect (self, connection, NULL))
        g_assert_not_reached ();
      removed++;
    }

  flow_graph_end_batch (self);

  return removed;
}

/**
 * flow_graph_find_connection:
 * @self: a graph
 * @source: an output dock
 * @sink: an input dock
 *
 * Finds the connection from @source to @sink.
 *
 * Returns: (transfer none) (nullable): the connection, or `NULL`
 */
FlowConnection *
flow_graph_find_connection (FlowGraph  *self,
                            FlowSource *source,
                            FlowSink   *sink)
{
  FlowConnection *connection;
  FlowDock *smaller;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (FLOW_IS_SOURCE (source), NULL);
  g_return_val_if_fail (FLOW_IS_SINK (sink), NULL);

  /* Search the dock with fewer connections. */
  if (flow_dock_get_n_connections (FLOW_DOCK (sink)) <= flow_dock_get_n_connections (FLOW_DOCK (source)))
    smaller = FLOW_DOCK (sink);
  else
    smaller = FLOW_DOCK (source);

  for (guint i = 0; (connection = _flow_dock_get_connection (smaller, i)) != NULL; i++)
    {
      if (flow_connection_get_source (connection) == source &&
          flow_connection_get_sink (connection) == sink &&
          flow_connection_get_graph (connection) == self)
        return connection;
    }

  return NULL;
}

/**
 * flow_graph_begin_batch:
 * @self: a graph
 *
 * Starts gathering changes: until the matching [method@Graph.end_batch],
 * the node list and the connection list of @self emit no
 * `items-changed`; at the end each emits one covering every change.
 *
 * Use it around changes made together, such as loading a file, pasting or
 * deleting a selection. Batches nest. Docks and nodes still notify their
 * own changes as they happen.
 *
 * A batch is one change for evaluation too: the nodes it affects compute
 * in one wave after the outermost batch ends, each once.
 */
void
flow_graph_begin_batch (FlowGraph *self)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  self->batch_depth++;
  _flow_engine_begin (self->engine);

  /* A batch is one step of the history. */
  if (self->history != NULL)
    flow_history_begin_group (self->history, NULL);
}

/**
 * flow_graph_end_batch:
 * @self: a graph
 *
 * Ends a batch started with [method@Graph.begin_batch]; the outermost one
 * emits the gathered changes.
 */
void
flow_graph_end_batch (FlowGraph *self)
{
  PendingChange nodes, connections;

  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (self->batch_depth > 0);

  if (self->history != NULL)
    flow_history_end_group (self->history);

  if (--self->batch_depth > 0)
    {
      _flow_engine_end (self->engine);
      return;
    }

  nodes = self->pending_nodes;
  connections = self->pending_connections;
  self->pending_nodes = (PendingChange) { 0, };
  self->pending_connections = (PendingChange) { 0, };

  /* Changes that cancel out (a node added and removed again) leave an
   * empty range: emit nothing for them.
   */
  if (connections.pending && (connections.removed > 0 || connections.added > 0))
    g_list_model_items_changed (self->connections_model,
                                connections.position,
                                connections.removed,
                                connections.added);
  if (nodes.pending && (nodes.removed > 0 || nodes.added > 0))
    g_list_model_items_changed (G_LIST_MODEL (self),
                                nodes.position,
                                nodes.removed,
                                nodes.added);

  /* The wave of the batch, once everyone knows its changes. */
  _flow_engine_end (self->engine);
}

/**
 * flow_graph_is_batching:
 * @self: a graph
 *
 * Checks whether a batch is under way.
 *
 * Returns: `TRUE` between [method@Graph.begin_batch] and the matching
 *   [method@Graph.end_batch]
 */
gboolean
flow_graph_is_batching (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return self->batch_depth > 0;
}

/**
 * flow_graph_get_evaluation: (get-property evaluation)
 * @self: a graph
 *
 * Gets when the waves of evaluation of @self run.
 *
 * Returns: the evaluation mode
 *
 * Since: 0.2
 */
FlowEvaluation
flow_graph_get_evaluation (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FLOW_EVALUATION_IMMEDIATE);

  return self->engine->evaluation;
}

/**
 * flow_graph_set_evaluation: (set-property evaluation)
 * @self: a graph
 * @evaluation: when waves run
 *
 * Sets when the waves of evaluation of @self run. Work left from a mode
 * that waited runs as the new mode says.
 *
 * Since: 0.2
 */
void
flow_graph_set_evaluation (FlowGraph      *self,
                           FlowEvaluation  evaluation)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (evaluation <= FLOW_EVALUATION_MANUAL);

  if (self->engine->evaluation == evaluation)
    return;

  _flow_engine_set_evaluation (self->engine, evaluation);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVALUATION]);
}

/**
 * flow_graph_get_max_feedback_waves: (get-property max-feedback-waves)
 * @self: a graph
 *
 * Gets how many waves in a row a loop may run before @self stops it.
 *
 * Returns: the number of waves
 *
 * Since: 0.2
 */
guint
flow_graph_get_max_feedback_waves (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);

  return self->engine->max_feedback_waves;
}

/**
 * flow_graph_set_max_feedback_waves: (set-property max-feedback-waves)
 * @self: a graph
 * @max_feedback_waves: a number of waves, at least 1
 *
 * Sets how many waves in a row a loop may run before @self stops it: see
 * [property@Graph:max-feedback-waves].
 *
 * Since: 0.2
 */
void
flow_graph_set_max_feedback_waves (FlowGraph *self,
                                   guint      max_feedback_waves)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (max_feedback_waves >= 1);

  if (self->engine->max_feedback_waves == max_feedback_waves)
    return;

  self->engine->max_feedback_waves = max_feedback_waves;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_FEEDBACK_WAVES]);
}

/**
 * flow_graph_get_timing: (get-property timing)
 * @self: a graph
 *
 * Gets whether the engine measures how long each node computes.
 *
 * Returns: `TRUE` if computations are timed
 *
 * Since: 0.2
 */
gboolean
flow_graph_get_timing (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return self->engine->timing;
}

/**
 * flow_graph_set_timing: (set-property timing)
 * @self: a graph
 * @timing: whether to time each node's computation
 *
 * Sets whether the engine measures how long each node computes, for
 * [property@Node:compute-time].
 *
 * Since: 0.2
 */
void
flow_graph_set_timing (FlowGraph *self,
                       gboolean   timing)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  timing = !!timing;

  if (self->engine->timing == timing)
    return;

  self->engine->timing = timing;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIMING]);
}

/**
 * flow_graph_get_busy: (get-property busy)
 * @self: a graph
 *
 * Gets whether a node of @self computes in a job, or nodes wait for one.
 *
 * Returns: `TRUE` if @self is busy
 *
 * Since: 0.2
 */
gboolean
flow_graph_get_busy (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return _flow_engine_get_busy (self->engine);
}

/**
 * flow_graph_get_last_wave_computes: (get-property last-wave-computes)
 * @self: a graph
 *
 * Gets how many nodes computed in the last wave of evaluation of @self.
 *
 * Returns: the number of nodes
 *
 * Since: 0.2
 */
guint
flow_graph_get_last_wave_computes (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);

  return self->engine->last_n_computes;
}

/**
 * flow_graph_get_last_wave_duration: (get-property last-wave-duration)
 * @self: a graph
 *
 * Gets how long the last wave of evaluation of @self took on the main
 * context.
 *
 * Returns: the duration, in microseconds
 *
 * Since: 0.2
 */
gint64
flow_graph_get_last_wave_duration (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);

  return self->engine->last_duration;
}

/**
 * flow_graph_flush:
 * @self: a graph
 *
 * Runs the waves of evaluation that are due now, whatever
 * [property@Graph:evaluation] says: in the deferred and manual modes, the
 * way to compute at a point of the application's choosing.
 *
 * Jobs that nodes started keep running; the graph emits
 * [signal@Graph::wave-finished] after each wave, and notifies
 * [property@Graph:busy] when the last job is done. Called from a node's
 * computation, or within a change (a batch, say), it does nothing.
 *
 * Returns: `TRUE` if nothing is left to compute and no job runs
 *
 * Since: 0.2
 */
gboolean
flow_graph_flush (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  if (self->engine->change_depth > 0)
    return FALSE;

  return _flow_engine_flush (self->engine);
}

/**
 * flow_graph_get_history:
 * @self: a graph
 *
 * Gets the undo and redo history of @self, creating it on the first call.
 *
 * The history records the changes made from then on; a graph that was
 * never asked for its history records nothing and pays nothing for it.
 *
 * Returns: (transfer none): the history
 */
FlowHistory *
flow_graph_get_history (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  if (self->history == NULL)
    {
      self->history = _flow_history_new (self);

      /* Batches under way are groups of the history too. */
      for (guint i = 0; i < self->batch_depth; i++)
        flow_history_begin_group (self->history, NULL);
    }

  return self->history;
}

/**
 * flow_graph_get_extra:
 * @self: a graph
 * @name: the name of an extra value
 *
 * Gets the extra value of @self called @name; see
 * [method@Graph.set_extra].
 *
 * Returns: (transfer none) (nullable): the value, or `NULL` if there is
 *   none
 */
JsonNode *
flow_graph_get_extra (FlowGraph  *self,
                      const char *name)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (self->extras == NULL)
    return NULL;

  return g_hash_table_lookup (self->extras, name);
}

/**
 * flow_graph_set_extra:
 * @self: a graph
 * @name: the name of the extra value, such as `"view"`
 * @value: (nullable): the value, or `NULL` to remove it
 *
 * Sets a named JSON value that travels with @self in files: saving writes
 * it in the file's `extra` member and loading restores it, emitting
 * [signal@Graph::extra-changed].
 *
 * The widget library keeps a view's zoom and offset here, and an
 * application may keep its own document settings; libflow itself gives
 * these values no meaning. They are not part of the graph's history.
 * @value is copied. A node that holds nothing, such as one made with
 * `json_node_alloc ()` and never initialized, is refused with a critical.
 */
void
flow_graph_set_extra (FlowGraph  *self,
                      const char *name,
                      JsonNode   *value)
{
  JsonNode *old_value;

  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (name != NULL);
  g_return_if_fail (value == NULL || _flow_json_is_complete (value));

  old_value = flow_graph_get_extra (self, name);

  if (old_value == NULL && value == NULL)
    return;
  if (old_value != NULL && value != NULL && json_node_equal (old_value, value))
    return;

  if (self->extras == NULL)
    self->extras = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify)json_node_unref);

  if (value == NULL)
    g_hash_table_remove (self->extras, name);
  else
    g_hash_table_replace (self->extras, g_strdup (name), _flow_json_deep_copy (value));

  g_signal_emit (self, signals[EXTRA_CHANGED], g_quark_try_string (name), name);
}

/* Support for the history and the serializer */

FlowHistory *
_flow_graph_peek_history (FlowGraph *self)
{
  return self->history;
}

GHashTable *
_flow_graph_get_extras (FlowGraph *self)
{
  return self->extras;
}

/* Adds @node at @position of the node list, for undo. */
void
_flow_graph_insert_node (FlowGraph *self,
                         FlowNode  *node,
                         guint      position)
{
  g_return_if_fail (flow_node_get_graph (node) == NULL);

  insert_node (self, node, position);
}

/* Connects @source to @sink with the new connection at the given places
 * in the connection list and in the docks' lists, for undo. The sink must
 * have room for it.
 */
FlowConnection *
_flow_graph_connect_at (FlowGraph  *self,
                        FlowSource *source,
                        FlowSink   *sink,
                        guint       position,
                        guint       source_position,
                        guint       sink_position)
{
  g_autoptr(GError) error = NULL;
  FlowConnection *connection;

  if (flow_sink_is_full (sink))
    {
      g_warning ("The input %s has no room for a connection to restore",
                 flow_dock_get_name (FLOW_DOCK (sink)));
      return NULL;
    }

  connection = add_connection_at (self, source, sink, position, &error);
  if (connection == NULL)
    {
      g_warning ("A connection could not be restored: %s", error->message);
      return NULL;
    }

  _flow_dock_move_connection (FLOW_DOCK (source), connection, source_position);
  _flow_dock_move_connection (FLOW_DOCK (sink), connection, sink_position);

  /* A sink holds the value of its last connection. */
  if (flow_dock_get_n_connections (FLOW_DOCK (sink)) > 1)
    _flow_sink_reset (sink);

  return connection;
}

static gboolean
staging_filter_cb (FlowGraph   *graph,
                   FlowSource  *source,
                   FlowSink    *sink,
                   gboolean     types_compatible,
                   char       **reason,
                   gpointer     user_data)
{
  FlowGraph *target = user_data;

  if (target->filter == NULL)
    return types_compatible;

  return target->filter (target, source, sink, types_compatible, reason,
                         target->filter_data);
}

/* A new empty graph with the rules of @self (cycles, conversions and the
 * application's connection filter), to build a file or a paste in before
 * it goes into @self.
 */
FlowGraph *
_flow_graph_new_staging (FlowGraph *self)
{
  FlowGraph *staging = flow_graph_new ();

  staging->allow_cycles = self->allow_cycles;
  staging->implicit_conversions = self->implicit_conversions;
  /* Nothing computes there: the nodes compute when they reach @self. */
  staging->engine->frozen = TRUE;
  staging->filter = staging_filter_cb;
  staging->filter_data = g_object_ref (self);
  staging->filter_destroy = g_object_unref;

  return staging;
}

gboolean
_flow_graph_rules_match (FlowGraph *self,
                         FlowGraph *other)
{
  return self->allow_cycles == other->allow_cycles &&
         self->implicit_conversions == other->implicit_conversions;
}

#define SWAP(a, b) \
  G_STMT_START { __typeof__ (a) swap_tmp_ = (a); (a) = (b); (b) = swap_tmp_; } G_STMT_END

static void
adopt_contents (FlowGraph *self)
{
  GSequenceIter *iter;

  self->nodes_cache.iter = NULL;
  self->connections_cache.iter = NULL;

  for (iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_node_set_graph (g_sequence_get (iter), self);

  for (iter = g_sequence_get_begin_iter (self->connections);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_connection_set_graph (g_sequence_get (iter), self);
}

static void
contents_changed (FlowGraph *self,
                  guint      old_nodes,
                  guint      old_connections)
{
  guint new_nodes = g_sequence_get_length (self->nodes);
  guint new_connections = g_sequence_get_length (self->connections);

  if (old_connections > 0 || new_connections > 0)
    connections_changed (self, 0, old_connections, new_connections);
  if (old_nodes > 0 || new_nodes > 0)
    nodes_changed (self, 0, old_nodes, new_nodes);
}

/* Trades every node, connection and extra value of @self with those of
 * @other, which must have the same rules, without touching a node or a
 * connection: loading makes a file's graph in a staging graph, and then
 * moves it into the graph shown, as one batch.
 */
void
_flow_graph_swap_contents (FlowGraph *self,
                           FlowGraph *other)
{
  g_autoptr(GPtrArray) changed_extras = g_ptr_array_new_with_free_func (g_free);
  guint self_nodes = g_sequence_get_length (self->nodes);
  guint self_connections = g_sequence_get_length (self->connections);
  guint other_nodes = g_sequence_get_length (other->nodes);
  guint other_connections = g_sequence_get_length (other->connections);
  GHashTable *tables[2] = { self->extras, other->extras };

  g_assert (_flow_graph_rules_match (self, other));

  /* The names of the extra values that differ, to notify. */
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      GHashTableIter iter;
      gpointer name, value;

      if (tables[t] == NULL)
        continue;

      g_hash_table_iter_init (&iter, tables[t]);
      while (g_hash_table_iter_next (&iter, &name, &value))
        {
          GHashTable *others = tables[1 - t];
          JsonNode *other_value = others != NULL ? g_hash_table_lookup (others, name) : NULL;

          /* A name in both tables is looked at once, from the first. */
          if (other_value == NULL ||
              (t == 0 && !json_node_equal (value, other_value)))
            g_ptr_array_add (changed_extras, g_strdup (name));
        }
    }

  flow_graph_begin_batch (self);
  flow_graph_begin_batch (other);

  /* What either graph had queued or running stays behind. */
  _flow_engine_forget_all (self->engine);
  _flow_engine_forget_all (other->engine);

  SWAP (self->nodes, other->nodes);
  SWAP (self->nodes_by_id, other->nodes_by_id);
  SWAP (self->next_id, other->next_id);
  SWAP (self->connections, other->connections);
  SWAP (self->feedback, other->feedback);
  SWAP (self->extras, other->extras);
  self->order.nodes = self->nodes;
  other->order.nodes = other->nodes;
  _flow_graph_order_swap (&self->order, &other->order);

  adopt_contents (self);
  adopt_contents (other);

  contents_changed (self, self_nodes, self_connections);
  contents_changed (other, other_nodes, other_connections);

  /* The file's nodes compute, in one wave after the batch. */
  if (!self->engine->frozen)
    _flow_engine_schedule_all (self->engine);

  flow_graph_end_batch (other);
  flow_graph_end_batch (self);

  for (guint i = 0; i < changed_extras->len; i++)
    {
      const char *name = g_ptr_array_index (changed_extras, i);

      g_signal_emit (self, signals[EXTRA_CHANGED], g_quark_try_string (name), name);
    }
}

#undef SWAP

/* Implementation notes:
 *
 * Nodes and connections live in GSequences rather than arrays: each keeps
 * the iter of its own item, so removing one costs O(log n) and needs no
 * search, which matters when a selection of thousands of nodes is deleted
 * from a graph of 100,000. GListStore was not used because finding an
 * item's position in it is a linear search.
 *
 * The topological order and the cycle checks live in flow-graph-order.c,
 * evaluation in flow-engine.c.
 */

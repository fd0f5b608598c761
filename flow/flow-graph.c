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
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-marshal.h"
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
 * if (!flow_graph_add_connection (graph,
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
  DOCK_CHANGED,
  NODE_DOCKS_CHANGED,
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

gpointer
_flow_sequence_get (GSequence *sequence,
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

void
_flow_graph_nodes_changed (FlowGraph *self,
               guint      position,
               guint      removed,
               guint      added)
{
  self->nodes_cache.iter = NULL;

  if (self->batch_depth > 0)
    pending_change_add (&self->pending_nodes, position, removed, added);
  else
    _flow_graph_notice_items (self, G_LIST_MODEL (self), position, removed, added);
}

void
_flow_graph_connections_changed (FlowGraph *self,
                     guint      position,
                     guint      removed,
                     guint      added)
{
  self->connections_cache.iter = NULL;

  if (self->batch_depth > 0)
    pending_change_add (&self->pending_connections, position, removed, added);
  else
    _flow_graph_notice_items (self, self->connections_model, position, removed, added);
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
  gpointer item = _flow_sequence_get (self->nodes, &self->nodes_cache, position);

  return item != NULL ? g_object_ref (item) : NULL;
}

static void
flow_graph_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = flow_graph_get_item_type;
  iface->get_n_items = flow_graph_get_n_items;
  iface->get_item = flow_graph_get_item;
}

/* GObject */

static void
flow_graph_dispose (GObject *object)
{
  FlowGraph *self = (FlowGraph *)object;

  /* Disposing is not an edit to record. The history of a graph inside a
   * group is its document's.
   */
  if (self->group != NULL)
    {
      self->history = NULL;
    }
  else if (self->history != NULL)
    {
      _flow_history_detach (self->history);
      g_clear_object (&self->history);
    }

  _flow_graph_groups_dispose (self);

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

  _flow_graph_clear_notices (self);
  _flow_graph_connections_detach (self->connections_model);
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
                  _flow_marshal_VOID__OBJECT_PARAM,
                  G_TYPE_NONE, 2,
                  FLOW_TYPE_NODE,
                  G_TYPE_PARAM);
  g_signal_set_va_marshaller (signals[NODE_CHANGED],
                              G_TYPE_FROM_CLASS (klass),
                              _flow_marshal_VOID__OBJECT_PARAMv);

  /**
   * FlowGraph::node-docks-changed:
   * @self: a graph
   * @node: the node of @self whose docks changed
   *
   * Emitted after a node of the graph gained or lost a sink or a source
   * ([method@Node.add_dock], [method@Node.remove_dock], and undoing or
   * redoing them), once the node's lists of sinks and sources changed:
   * one handler for every node, as [signal@Graph::node-changed] is for
   * their properties. A view draws such a node again, at its new size,
   * also when it shows no widget for it.
   *
   * Since: 0.2
   */
  signals[NODE_DOCKS_CHANGED] =
    g_signal_new ("node-docks-changed",
                  G_TYPE_FROM_CLASS (klass),
                  (G_SIGNAL_RUN_LAST |
                   G_SIGNAL_NO_HOOKS),
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1,
                  FLOW_TYPE_NODE);
  g_signal_set_va_marshaller (signals[NODE_DOCKS_CHANGED],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__OBJECTv);

  /**
   * FlowGraph::dock-changed:
   * @self: a graph
   * @dock: a dock of one of the nodes of @self
   * @pspec: the property of @dock that changed
   *
   * Emitted after a property that describes one of the docks of the
   * graph's nodes changed — its label, a sink's default value, maximum
   * of connections or `required`, a source's stand-in — with the
   * property's name as detail (`dock-changed::label`).
   *
   * It repeats the dock's own [signal@GObject.Object::notify], as
   * [signal@Graph::node-changed] does for nodes, so that a view that
   * names docks in its descriptions needs one handler for every dock.
   * A dock's value, which changes in every wave, is not repeated: watch
   * the dock's `notify::value`, or [signal@Graph::wave-finished].
   *
   * Since: 0.2
   */
  signals[DOCK_CHANGED] =
    g_signal_new ("dock-changed",
                  G_TYPE_FROM_CLASS (klass),
                  (G_SIGNAL_RUN_LAST |
                   G_SIGNAL_DETAILED |
                   G_SIGNAL_NO_HOOKS),
                  0,
                  NULL, NULL,
                  _flow_marshal_VOID__OBJECT_PARAM,
                  G_TYPE_NONE, 2,
                  FLOW_TYPE_DOCK,
                  G_TYPE_PARAM);
  g_signal_set_va_marshaller (signals[DOCK_CHANGED],
                              G_TYPE_FROM_CLASS (klass),
                              _flow_marshal_VOID__OBJECT_PARAMv);

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
  self->nodes = g_sequence_new (g_object_unref);
  self->nodes_by_id = g_hash_table_new (NULL, NULL);
  self->next_id = 1;

  self->connections = g_sequence_new (g_object_unref);
  self->connections_model = _flow_graph_connections_new (self);

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
_flow_graph_node_docks_changed (FlowGraph *self,
                                FlowNode  *node)
{
  g_signal_emit (self, signals[NODE_DOCKS_CHANGED], 0, node);
}

void
_flow_graph_dock_changed (FlowGraph  *self,
                          FlowDock   *dock,
                          GParamSpec *pspec)
{
  g_signal_emit (self, signals[DOCK_CHANGED],
                 g_param_spec_get_name_quark (pspec),
                 dock, pspec);
}

void
_flow_graph_wave_finished (FlowGraph *self,
                           guint      n_computes,
                           gint64     duration,
                           gboolean   computes_changed,
                           gboolean   duration_changed)
{
  /* Only what changed: a group node's graph ends a wave each time its
   * group node computes, mostly with the same number of computes.
   */
  if (computes_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_WAVE_COMPUTES]);
  if (duration_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_WAVE_DURATION]);

  g_signal_emit (self, signals[WAVE_FINISHED], 0, n_computes, duration);
}

void
_flow_graph_busy_changed (FlowGraph *self)
{
  G_GNUC_UNUSED g_autoptr(FlowGraph) hold = g_object_ref (self);

  if (self->group_node != NULL)
    _flow_group_node_inside_busy_changed (FLOW_GROUP_NODE (self->group_node));

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
  FlowHistory *history;
  FlowGroup *sync;
  guint id;

  id = flow_node_get_id (node);

  if (id != 0 && _flow_graph_has_node_id (self, id))
    {
      /* Reached from flow_graph_add_node () only. */
      g_critical ("flow_graph_add_node: the graph already has a node with the id %u", id);
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

  /* What a handler making this change was told of comes first. */
  _flow_graph_emit_notices (self);

  sync = _flow_graph_peek_sync (self);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, self);

  _flow_engine_begin (self->engine);
  /* What handlers of the notices change is part of the same step. */
  history = self->history;
  if (history != NULL)
    flow_history_begin_group (history, NULL);

  _flow_node_set_graph (node, self);
  data = _flow_node_graph_data (node);
  data->iter = g_sequence_insert_before (g_sequence_get_iter_at_pos (self->nodes, position),
                                         g_object_ref (node));
  _flow_graph_order_add_node (&self->order, node);
  g_hash_table_insert (self->nodes_by_id, GUINT_TO_POINTER (id), node);

  if (G_UNLIKELY (self->group != NULL))
    _flow_graph_interface_node_added (self, node);

  _flow_history_record_add_node (self->history, self, node, position);

  /* A node that joins a graph computes, so that its outputs agree with
   * its inputs.
   */
  if (!self->engine->frozen && _flow_node_computes_on_join (node))
    _flow_engine_schedule (self->engine, node);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_add_node (sync, self, node, position);

  /* Listeners last, once the graph, the history and the group agree. */
  _flow_graph_nodes_changed (self, position, 0, 1);
  _flow_graph_emit_notices (self);

  if (history != NULL)
    flow_history_end_group (history);
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
  g_autoptr(GError) error = NULL;

  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (FLOW_IS_NODE (node));
  g_return_if_fail (flow_node_get_graph (node) == NULL);

  if (G_UNLIKELY (_flow_node_is_group_kind (node)))
    {
      FlowGraph *document = flow_graph_get_document (self);
      FlowGroup *group;

      if (!flow_graph_can_add_node (self, node, &error))
        {
          g_critical ("%s: %s", G_STRFUNC, error->message);
          return;
        }

      /* A group node brings its group into the document, in one step. */
      if (FLOW_IS_GROUP_NODE (node) && document != NULL &&
          flow_group_get_document (group = flow_group_node_get_group (FLOW_GROUP_NODE (node))) == NULL)
        {
          flow_graph_begin_batch (self);
          if (flow_graph_add_group (document, group, &error))
            insert_node (self, node, G_MAXUINT);
          else
            g_critical ("%s: %s", G_STRFUNC, error->message);
          flow_graph_end_batch (self);
          return;
        }
    }

  insert_node (self, node, G_MAXUINT);
}

/* Whether @node is the input or output node of the group @self is the
 * graph of (or a group node's copy of), which goes only with the graph.
 */
static gboolean
is_interface_node (FlowGraph *self,
                   FlowNode  *node)
{
  return self->group != NULL && (node == self->input_node || node == self->output_node);
}

/**
 * flow_graph_remove_node:
 * @self: a graph
 * @node: a node of @self
 *
 * Removes @node from @self, first removing all of its connections, each
 * with its notifications. The node list and the connection list each emit
 * a single `items-changed`.
 *
 * The input and output nodes of a group's graph (and of a group node's)
 * are the group's: removing one is a programmer error.
 */
void
flow_graph_remove_node (FlowGraph *self,
                        FlowNode  *node)
{
  g_autoptr(FlowNode) hold = NULL;
  FlowNodeGraphData *data;
  FlowGroup *sync;
  guint position;

  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (FLOW_IS_NODE (node));
  g_return_if_fail (flow_node_get_graph (node) == self);
  g_return_if_fail (!is_interface_node (self, node));

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

  _flow_graph_emit_notices (self);

  data = _flow_node_graph_data (node);
  position = g_sequence_iter_get_position (data->iter);

  sync = _flow_graph_peek_sync (self);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, self);

  _flow_history_record_remove_node (self->history, self, node, position);
  _flow_engine_node_removed (self->engine, node);
  g_hash_table_remove (self->nodes_by_id, GUINT_TO_POINTER (flow_node_get_id (node)));
  g_sequence_remove (data->iter);
  _flow_node_set_graph (node, NULL);

  if (G_UNLIKELY (self->group != NULL))
    _flow_graph_interface_node_removed (self, node);

  _flow_graph_nodes_changed (self, position, 1, 0);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_remove_node (sync, self, node);

  flow_graph_end_batch (self);
}

/**
 * flow_graph_clear:
 * @self: a graph
 *
 * Removes every node and connection of @self, as one batch; the input and
 * output nodes of a group's graph stay, as the group's.
 */
void
flow_graph_clear (FlowGraph *self)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  flow_graph_begin_batch (self);

  /* The last node that may go, again after each: handlers may remove
   * others. A group's input and output nodes stay.
   */
  for (;;)
    {
      GSequenceIter *iter = g_sequence_get_end_iter (self->nodes);
      FlowNode *node = NULL;

      while (node == NULL && !g_sequence_iter_is_begin (iter))
        {
          iter = g_sequence_iter_prev (iter);
          if (!is_interface_node (self, g_sequence_get (iter)))
            node = g_sequence_get (iter);
        }

      if (node == NULL)
        break;

      flow_graph_remove_node (self, node);
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

  if (--self->batch_depth > 0)
    {
      if (self->history != NULL)
        flow_history_end_group (self->history);
      _flow_engine_end (self->engine);
      return;
    }

  nodes = self->pending_nodes;
  connections = self->pending_connections;
  self->pending_nodes = (PendingChange) { 0, };
  self->pending_connections = (PendingChange) { 0, };

  /* Changes that cancel out (a node added and removed again) leave an
   * empty range: emit nothing for them. The docks' lists were told as
   * their changes were made.
   */
  _flow_graph_emit_notices (self);
  if (connections.pending && (connections.removed > 0 || connections.added > 0))
    _flow_graph_notice_items (self, self->connections_model,
                              connections.position,
                              connections.removed,
                              connections.added);
  if (nodes.pending && (nodes.removed > 0 || nodes.added > 0))
    _flow_graph_notice_items (self, G_LIST_MODEL (self),
                              nodes.position,
                              nodes.removed,
                              nodes.added);
  _flow_graph_emit_notices (self);

  /* What handlers of the notices change is part of the batch's step. */
  if (self->history != NULL)
    flow_history_end_group (self->history);

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

/* Gives @self, the graph of a group or of a group node, the history of
 * its document to record in, or none. The steps its batches under way
 * opened move along: they are ended where they were opened, so that a
 * graph that leaves its document in the middle of a batch (an undo that
 * takes its group away) leaves no step open.
 */
void
_flow_graph_borrow_history (FlowGraph   *self,
                            FlowHistory *history)
{
  if (self->history == history)
    return;

  for (guint i = 0; i < self->batch_depth; i++)
    {
      if (self->history != NULL)
        flow_history_end_group (self->history);
      if (history != NULL)
        flow_history_begin_group (history, NULL);
    }

  self->history = history;
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

  /* Inside a group, the history is the document's. */
  if (self->group != NULL)
    {
      FlowGraph *document = flow_graph_get_document (self);

      return document != NULL ? flow_graph_get_history (document) : NULL;
    }

  if (self->history == NULL)
    {
      self->history = _flow_history_new (self);
      _flow_graph_groups_history_changed (self);

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

void
_flow_graph_emit_extra_changed (FlowGraph  *self,
                                const char *name)
{
  g_signal_emit (self, signals[EXTRA_CHANGED], g_quark_try_string (name), name);
}

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

/* Implementation notes:
 *
 * Nodes and connections live in GSequences rather than arrays: each keeps
 * the iter of its own item, so removing one costs O(log n) and needs no
 * search, which matters when a selection of thousands of nodes is deleted
 * from a graph of 100,000. GListStore was not used because finding an
 * item's position in it is a linear search.
 *
 * The topological order and the cycle checks live in flow-graph-order.c,
 * connections in flow-graph-connect.c, the staging graph of loading in
 * flow-graph-staging.c, evaluation in flow-engine.c.
 */

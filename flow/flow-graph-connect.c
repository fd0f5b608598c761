/* flow-graph-connect.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The connections of a FlowGraph: their list model, the checks a new one
 * passes, connecting and disconnecting. The class and its documentation
 * are in flow-graph.c.
 */

#include "config.h"

#include "flow-graph-private.h"
#include "flow-i18n-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-error.h"
#include "flow-graph-order-private.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-reroute.h"
#include "flow-node-private.h"
#include "flow-sink-private.h"
#include "flow-source.h"
#include "flow-value-private.h"

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

  item = _flow_sequence_get (self->graph->connections,
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

GListModel *
_flow_graph_connections_new (FlowGraph *graph)
{
  FlowGraphConnections *self = g_object_new (FLOW_TYPE_GRAPH_CONNECTIONS, NULL);

  self->graph = graph;

  return G_LIST_MODEL (self);
}

/* The graph is finalized; the list model may live on, empty. */
void
_flow_graph_connections_detach (GListModel *model)
{
  ((FlowGraphConnections *)model)->graph = NULL;
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
                   _("The %s %s does not belong to this graph."),
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

/* Whether a connection would close a cycle, when the caller knows it
 * already (FLOW_CYCLE_UNKNOWN: the graph's order is asked).
 */
typedef enum
{
  FLOW_CYCLE_UNKNOWN,
  FLOW_CYCLE_NO,
  FLOW_CYCLE_YES,
} FlowCycleAnswer;

/* For a connection into a reroute: the first input that the reroute's
 * output reaches, through other reroutes, and that does not take what
 * @source gives, as if the wire went on without the reroutes; or NULL.
 */
static FlowSink *
reroute_refuses (FlowGraph   *self,
                 FlowSource  *source,
                 FlowSink    *sink,
                 char       **reason)
{
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(GHashTable) seen = NULL;
  FlowNode *node = flow_dock_get_node (FLOW_DOCK (sink));

  if (node == NULL || !FLOW_IS_REROUTE (node))
    return NULL;

  pending = g_ptr_array_new ();
  seen = g_hash_table_new (NULL, NULL);
  g_ptr_array_add (pending, node);
  g_hash_table_add (seen, node);

  while (pending->len > 0)
    {
      FlowNode *reroute = g_ptr_array_steal_index (pending, pending->len - 1);
      FlowDock *out = FLOW_DOCK (flow_node_get_source (reroute, "out"));

      for (guint i = 0; out != NULL && i < flow_dock_get_n_connections (out); i++)
        {
          FlowConnection *connection = _flow_dock_get_connection (out, i);
          FlowSink *reached = flow_connection_get_sink (connection);
          FlowNode *next = flow_dock_get_node (FLOW_DOCK (reached));

          if (next != NULL && FLOW_IS_REROUTE (next))
            {
              if (g_hash_table_add (seen, next))
                g_ptr_array_add (pending, next);
              continue;
            }

          if (!flow_dock_check_compatible (source, reached, self->implicit_conversions, reason))
            return reached;
          g_clear_pointer (reason, g_free);
        }
    }

  return NULL;
}

/* Runs every check of a connection, without changing anything. On success
 * *replaced is the connection the new one would replace, or NULL, and
 * *feedback whether it would close a cycle (allowed). @newcomer, when
 * not NULL, is @source or @sink, a dock of a node about to be added: it
 * need not be in the graph yet.
 */
static gboolean
check_connection_with (FlowGraph        *self,
                       FlowSource       *source,
                       FlowSink         *sink,
                       FlowDock         *newcomer,
                       FlowCycleAnswer   cycle,
                       FlowConnection  **replaced,
                       gboolean         *feedback,
                       GError          **error)
{
  g_autofree char *source_name = NULL;
  g_autofree char *sink_name = NULL;
  g_autofree char *type_reason = NULL;
  GType source_type, sink_type;
  gboolean compatible;

  *replaced = NULL;
  *feedback = FALSE;

  if ((FLOW_DOCK (source) != newcomer && !dock_in_graph (self, FLOW_DOCK (source), "output", error)) ||
      (FLOW_DOCK (sink) != newcomer && !dock_in_graph (self, FLOW_DOCK (sink), "input", error)))
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
                   _("The output %s is already connected to the input %s."),
                   source_name, sink_name);
      return FALSE;
    }

  source_type = flow_dock_get_value_type (FLOW_DOCK (source));
  sink_type = flow_dock_get_value_type (FLOW_DOCK (sink));
  compatible = flow_dock_check_compatible (source, sink,
                                           self->implicit_conversions,
                                           &type_reason);

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
                       _("The application does not allow connecting the output %s "
                       "to the input %s."),
                       source_name, sink_name);
          return FALSE;
        }

      /* An incompatible pair refused without a reason gets the type
       * message below.
       */
      compatible = allowed;
    }

  if (!compatible && type_reason != NULL)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH, type_reason);
      return FALSE;
    }

  if (!compatible)
    {
      describe_docks (error, source, sink, &source_name, &sink_name);
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH,
                   _("The input %s takes %s values and cannot accept the %s values "
                   "of the output %s."),
                   sink_name, flow_value_type_describe (sink_type),
                   flow_value_type_describe (source_type), source_name);
      return FALSE;
    }

  /* Into a reroute (whose input takes any type): what its wire goes on
   * to must take it too.
   */
  if (G_UNLIKELY (sink_type == FLOW_TYPE_ANY) && FLOW_IS_REROUTE (flow_dock_get_node (FLOW_DOCK (sink))))
    {
      FlowSink *reached = reroute_refuses (self, source, sink, &type_reason);

      if (reached != NULL && type_reason != NULL)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH, type_reason);
          return FALSE;
        }

      if (reached != NULL)
        {
          g_autofree char *reached_name = NULL;

          describe_docks (error, source, reached, &source_name, &reached_name);
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH,
                       /* Translators: a connection into a reroute whose wire goes
                        * on to an input of a type the output does not fit.
                        */
                       _("The reroute leads to the input %s, which takes %s values and "
                       "cannot accept the %s values of the output %s."),
                       reached_name,
                       flow_value_type_describe (flow_dock_get_value_type (FLOW_DOCK (reached))),
                       flow_value_type_describe (source_type), source_name);
          return FALSE;
        }
    }

  if (cycle == FLOW_CYCLE_UNKNOWN)
    cycle = _flow_graph_order_would_cycle (&self->order,
                                           flow_dock_get_node (FLOW_DOCK (source)),
                                           flow_dock_get_node (FLOW_DOCK (sink)))
            ? FLOW_CYCLE_YES : FLOW_CYCLE_NO;
  *feedback = cycle == FLOW_CYCLE_YES;

  if (*feedback && !self->allow_cycles)
    {
      describe_docks (error, source, sink, &source_name, &sink_name);
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_CYCLE,
                   _("Connecting the output %s to the input %s would create a cycle."),
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
                       _("The input %s accepts a single connection and already has more."),
                       sink_name);
          return FALSE;
        }

      if (max != 1)
        {
          describe_docks (error, source, sink, &source_name, &sink_name);
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_LIMIT_REACHED,
                       _("The input %s accepts no more than %d connections."),
                       sink_name, max);
          return FALSE;
        }

      *replaced = _flow_dock_get_connection (FLOW_DOCK (sink), 0);
    }

  return TRUE;
}

static gboolean
check_connection (FlowGraph       *self,
                  FlowSource      *source,
                  FlowSink        *sink,
                  FlowConnection **replaced,
                  gboolean        *feedback,
                  GError         **error)
{
  return check_connection_with (self, source, sink, NULL, FLOW_CYCLE_UNKNOWN,
                                replaced, feedback, error);
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
 * When it cannot, @error says why, in a sentence to show. Language
 * bindings turn that error into an exception (Python's `GLib.Error`, a
 * thrown error in gjs) rather than returning `FALSE`: catch it to ask,
 * or use [method@Graph.list_connectable] for the docks that can be.
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

typedef struct
{
  GHashTable *reached;
  GPtrArray  *stack;
} Reach;

static void
reach_visit (FlowNode *neighbour,
             gpointer  user_data)
{
  Reach *reach = user_data;

  if (g_hash_table_add (reach->reached, neighbour))
    g_ptr_array_add (reach->stack, neighbour);
}

/* The nodes @node reaches (@forward) or that reach it, itself included,
 * through connections that are not feedback: those a connection from
 * @node's outputs to their inputs (@forward: from their outputs to its
 * inputs) would close a cycle with. One walk, kept in a set rather than
 * in the order's marks, which application code called later (a
 * connection filter asking can_connect ()) may reuse.
 */
static GHashTable *
reached_nodes (FlowNode *node,
               gboolean  forward)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  Reach reach = { g_hash_table_new (NULL, NULL), stack };

  g_hash_table_add (reach.reached, node);
  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    _flow_node_foreach_neighbour (g_ptr_array_steal_index_fast (stack, stack->len - 1),
                                  forward, reach_visit, &reach);

  return reach.reached;
}

/**
 * flow_graph_list_connectable:
 * @self: a graph
 * @dock: an output or an input of a node of @self
 *
 * Finds the docks @dock can be connected to: the inputs
 * [method@Graph.can_connect] accepts from @dock when it is an output,
 * the outputs it accepts to @dock when it is an input, and no others.
 * They come in the order of the graph's nodes, each node's docks in
 * order.
 *
 * Asking [method@Graph.can_connect] of every dock of the graph gives the
 * same answer, but each answer may walk a large part of the graph to
 * look for a cycle; here one walk tells for them all, so a list of the
 * connections a node of 100,000 can make (a searchable list of them,
 * say) costs about as much as reading the graph once.
 *
 * Returns: (transfer container) (element-type FlowDock): the docks,
 *   owned by their nodes
 *
 * Since: 0.2
 */
GPtrArray *
flow_graph_list_connectable (FlowGraph *self,
                             FlowDock  *dock)
{
  g_autoptr(GPtrArray) checked = NULL;
  GPtrArray *connectable;
  g_autoptr(GHashTable) closing = NULL;
  g_autoptr(GPtrArray) nodes = NULL;
  gboolean from_source;
  FlowNode *node;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), NULL);

  node = flow_dock_get_node (dock);
  if (node == NULL || flow_node_get_graph (node) != self)
    {
      g_critical ("%s: the dock is not in the graph", G_STRFUNC);
      return g_ptr_array_new ();
    }

  from_source = FLOW_IS_SOURCE (dock);
  /* From an output, the nodes that reach its node would close a cycle;
   * into an input, those its node reaches.
   */
  closing = reached_nodes (node, !from_source);

  /* The nodes and the docks found are held: the checks run the
   * application's connection filter, which could change the graph.
   */
  checked = g_ptr_array_new_with_free_func (g_object_unref);
  nodes = g_ptr_array_new_full (g_sequence_get_length (self->nodes), g_object_unref);
  for (GSequenceIter *iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    g_ptr_array_add (nodes, g_object_ref (g_sequence_get (iter)));

  for (guint i = 0; i < nodes->len; i++)
    {
      FlowNode *other = g_ptr_array_index (nodes, i);
      GListModel *docks = from_source ? flow_node_get_sinks (other) : flow_node_get_sources (other);
      FlowCycleAnswer cycle = g_hash_table_contains (closing, other) ? FLOW_CYCLE_YES : FLOW_CYCLE_NO;

      for (guint j = 0; j < g_list_model_get_n_items (docks); j++)
        {
          g_autoptr(FlowDock) target = g_list_model_get_item (docks, j);
          FlowConnection *replaced;
          gboolean feedback;

          if (from_source ? check_connection_with (self, FLOW_SOURCE (dock), FLOW_SINK (target), NULL,
                                                   cycle, &replaced, &feedback, NULL)
                          : check_connection_with (self, FLOW_SOURCE (target), FLOW_SINK (dock), NULL,
                                                   cycle, &replaced, &feedback, NULL))
            g_ptr_array_add (checked, g_steal_pointer (&target));
        }
    }

  /* Those still in the graph, which owns them. */
  connectable = g_ptr_array_sized_new (checked->len);
  for (guint i = 0; i < checked->len; i++)
    {
      FlowNode *owner = flow_dock_get_node (g_ptr_array_index (checked, i));

      if (owner != NULL && flow_node_get_graph (owner) == self)
        g_ptr_array_add (connectable, g_ptr_array_index (checked, i));
    }

  return connectable;
}

/**
 * flow_graph_can_connect_to_new:
 * @self: a graph
 * @dock: an output or an input of a node of @self
 * @new_dock: a dock of the other kind, of a node in no graph yet
 * @error: return location for an error
 *
 * Checks whether @dock could be connected to @new_dock once the node of
 * @new_dock is added to @self, without adding it: the answer
 * [method@Graph.can_connect] would give then, from the value types, the
 * application's connection filter ([method@Graph.set_connection_filter],
 * asked with @new_dock) and the connections @dock already has. A node
 * not yet added closes no cycle.
 *
 * Views ask it before they offer a node to add to a wire drawn from
 * @dock, so that they offer none that could not be connected (an output
 * the application lets link only once, which is linked already).
 *
 * Returns: `TRUE` if @dock could be connected to @new_dock
 *
 * Since: 0.2
 */
gboolean
flow_graph_can_connect_to_new (FlowGraph  *self,
                               FlowDock   *dock,
                               FlowDock   *new_dock,
                               GError    **error)
{
  FlowConnection *replaced;
  FlowNode *node;
  gboolean feedback;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (new_dock), FALSE);
  g_return_val_if_fail (FLOW_IS_SOURCE (dock) != FLOW_IS_SOURCE (new_dock), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  node = flow_dock_get_node (new_dock);
  g_return_val_if_fail (node == NULL || flow_node_get_graph (node) == NULL, FALSE);

  if (FLOW_IS_SOURCE (dock))
    return check_connection_with (self, FLOW_SOURCE (dock), FLOW_SINK (new_dock), new_dock,
                                  FLOW_CYCLE_NO, &replaced, &feedback, error);

  return check_connection_with (self, FLOW_SOURCE (new_dock), FLOW_SINK (dock), new_dock,
                                FLOW_CYCLE_NO, &replaced, &feedback, error);
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
 * Returns: (transfer none) (nullable): the new connection, or `NULL` with
 *   @error set
 *
 * Deprecated: 0.2: Use [method@Graph.add_connection], the one name that
 *   every language sees (a method called `connect` would hide the signal
 *   connection method of [class@GObject.Object] in bindings).
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
  g_autoptr(FlowConnection) hold = NULL;
  FlowConnection *candidate = NULL;
  FlowConnection *connection;
  FlowNode *source_node, *sink_node;
  FlowDock *old_source = NULL;
  guint replaced_source_position = 0;
  guint sink_position, source_position;
  FlowHistory *history;
  GListModel *model;
  FlowGroup *sync;
  gboolean feedback;

  /* What a handler making this change was told of comes first. */
  _flow_graph_emit_notices (self);

  if (!check_connection (self, source, sink, &candidate, &feedback, error))
    return NULL;

  source_node = flow_dock_get_node (FLOW_DOCK (source));
  sink_node = flow_dock_get_node (FLOW_DOCK (sink));

  /* Every check passed: from here on nothing can fail. First the graph's
   * own structures and the history, then the notices.
   */
  _flow_engine_begin (self->engine);
  /* What handlers of the notices change is part of the same step. */
  history = self->history;
  if (history != NULL)
    flow_history_begin_group (history, NULL);

  connection = _flow_connection_new (self, source, sink);
  hold = g_object_ref (connection);

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
      old_source = FLOW_DOCK (flow_connection_get_source (replaced));
      /* Where it was, for the history. */
      replaced_source_position = _flow_dock_remove_connection (old_source, replaced);
      sink_position = _flow_dock_replace_connection (FLOW_DOCK (sink), replaced, connection);
    }
  else
    {
      sink_position = _flow_dock_add_connection (FLOW_DOCK (sink), connection);
    }
  source_position = _flow_dock_add_connection (FLOW_DOCK (source), connection);

  sync = _flow_graph_peek_sync (self);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, self);

  _flow_history_record_connect (self->history, connection, position,
                                replaced, replaced_source_position);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_connect (sync, self, connection, position);

  /* The notices, in the order the lists were always told. */
  if (old_source != NULL && (model = _flow_dock_peek_connections_model (old_source)) != NULL)
    _flow_graph_notice_items (self, model, replaced_source_position, 1, 0);
  if ((model = _flow_dock_peek_connections_model (FLOW_DOCK (sink))) != NULL)
    _flow_graph_notice_items (self, model, sink_position, replaced != NULL ? 1 : 0, 1);
  if ((model = _flow_dock_peek_connections_model (FLOW_DOCK (source))) != NULL)
    _flow_graph_notice_items (self, model, source_position, 0, 1);
  _flow_graph_connections_changed (self, position, replaced != NULL ? 1 : 0, 1);
  if (replaced != NULL)
    _flow_connection_detach (replaced);
  _flow_graph_emit_notices (self);

  /* A handler of the notices may have removed it again. */
  if (connection->graph == self)
    {
      _flow_dock_deliver (FLOW_DOCK (sink), flow_dock_get_value (FLOW_DOCK (source)));

      if (replaced != NULL && self->feedback->len > 0)
        promote_feedback (self);
    }

  if (history != NULL)
    flow_history_end_group (history);
  _flow_engine_end (self->engine);

  if (connection->graph != self)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                   _("The connection was removed again while it was made."));
      return NULL;
    }

  return connection;
}

/* Asks the node of the on-demand dock @dock for the dock that a
 * connection to it makes, and adds it to the node.
 */
static FlowDock *
request_dock (FlowDock  *dock,
              GError   **error)
{
  FlowNode *node = flow_dock_get_node (dock);
  FlowNodeClass *klass = FLOW_NODE_GET_CLASS (node);
  g_autoptr(FlowDock) made = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *title;

  if (klass->request_dock != NULL)
    made = klass->request_dock (node, dock, &local_error);

  title = flow_node_get_title (node) != NULL ? flow_node_get_title (node) : G_OBJECT_TYPE_NAME (node);

  if (made == NULL)
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                     _("The node “%s” made no dock for a connection to %s."),
                     title, flow_dock_get_label (dock));
      return NULL;
    }

  if (FLOW_IS_SINK (made) != FLOW_IS_SINK (dock) ||
      flow_dock_get_node (made) != NULL ||
      flow_dock_get_on_demand (made) ||
      flow_node_get_dock (node, flow_dock_get_name (made)) != NULL)
    {
      g_critical ("%s.request_dock () must return a new %s that belongs to no "
                  "node, is not on demand and has a name of its own",
                  G_OBJECT_TYPE_NAME (node), FLOW_IS_SINK (dock) ? "sink" : "source");
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                   _("The node “%s” made a wrong dock for a connection to %s."),
                   title, flow_dock_get_label (dock));
      return NULL;
    }

  flow_node_add_dock (node, made);

  return made;
}

/* Connects @source to @sink when one of them is on demand: the docks
 * the nodes make for it are added, and connected, as one step.
 */
static FlowConnection *
add_on_demand_connection (FlowGraph   *self,
                          FlowSource  *source,
                          FlowSink    *sink,
                          GError     **error)
{
  FlowConnection *replaced;
  FlowConnection *connection = NULL;
  FlowDock *made_source = NULL;
  FlowDock *made_sink = NULL;
  FlowHistory *history;
  gboolean feedback;

  if (!check_connection (self, source, sink, &replaced, &feedback, error))
    return NULL;

  /* The history if there is one: asking for it would make one. */
  history = _flow_graph_peek_history (self);
  if (history != NULL)
    flow_history_begin_group (history, NULL);
  _flow_engine_begin (self->engine);

  if (flow_dock_get_on_demand (FLOW_DOCK (source)) &&
      (made_source = request_dock (FLOW_DOCK (source), error)) == NULL)
    goto out;

  if (flow_dock_get_on_demand (FLOW_DOCK (sink)) &&
      (made_sink = request_dock (FLOW_DOCK (sink), error)) == NULL)
    goto out;

  connection = add_connection_at (self,
                                  made_source != NULL ? FLOW_SOURCE (made_source) : source,
                                  made_sink != NULL ? FLOW_SINK (made_sink) : sink,
                                  G_MAXUINT, error);

out:
  if (connection == NULL)
    {
      if (made_sink != NULL)
        flow_node_remove_dock (flow_dock_get_node (made_sink), made_sink);
      if (made_source != NULL)
        flow_node_remove_dock (flow_dock_get_node (made_source), made_source);
    }

  _flow_engine_end (self->engine);
  if (history != NULL)
    flow_history_end_group (history);

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
 * Both docks must belong to nodes of @self. The connection is refused, and
 * nothing changes, with `FLOW_ERROR_NOT_IN_GRAPH` if a dock is not in
 * @self, `FLOW_ERROR_ALREADY_CONNECTED` if the docks are connected,
 * `FLOW_ERROR_TYPE_MISMATCH` if the types are incompatible,
 * `FLOW_ERROR_REJECTED` if the connection filter vetoes it,
 * `FLOW_ERROR_CYCLE` if it would close a cycle and cycles are not allowed,
 * and `FLOW_ERROR_LIMIT_REACHED` if @sink accepts several connections and
 * has them all.
 *
 * When @source or @sink is on demand ([property@Dock:on-demand]), its
 * node makes a new dock ([vfunc@Node.request_dock]) and the connection
 * goes to that dock; the new docks and the connection are one step of
 * the history, and the returned connection is between the new docks.
 *
 * If @sink accepts a single connection and already has one, the new
 * connection replaces it as one change: the connection list emits a single
 * `items-changed` that removes the old connection and adds the new one at
 * its place, and @sink receives the new value once.
 *
 * The connection lists are told once the graph, its docks and its history
 * agree. A handler that removes the new connection, or its node, while
 * they are told makes this return `NULL` with `FLOW_ERROR_NOT_IN_GRAPH`.
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

  if (_flow_dock_get_private (FLOW_DOCK (source))->on_demand ||
      _flow_dock_get_private (FLOW_DOCK (sink))->on_demand)
    return add_on_demand_connection (self, source, sink, error);

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
 * Returns: `TRUE` if @connection was removed
 *
 * Deprecated: 0.2: Use [method@Graph.remove_connection], the one name that
 *   every language sees (a method called `disconnect` would hide the
 *   signal handler disconnection method of [class@GObject.Object] in
 *   bindings).
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
  FlowDock *source;
  FlowHistory *history;
  GListModel *model;
  gboolean was_feedback;
  FlowGroup *sync;
  FlowSink *sink;
  guint position, source_position, sink_position;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_CONNECTION (connection), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* What a handler making this change was told of comes first. */
  _flow_graph_emit_notices (self);

  if (flow_connection_get_graph (connection) != self)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                           _("The connection does not belong to this graph."));
      return FALSE;
    }

  hold = g_object_ref (connection);
  source = FLOW_DOCK (flow_connection_get_source (connection));
  sink = flow_connection_get_sink (connection);

  _flow_engine_begin (self->engine);
  /* What handlers of the notices change is part of the same step. */
  history = self->history;
  if (history != NULL)
    flow_history_begin_group (history, NULL);

  was_feedback = connection->feedback;
  if (was_feedback)
    g_ptr_array_remove_fast (self->feedback, connection);

  position = g_sequence_iter_get_position (_flow_connection_get_iter (connection));

  sync = _flow_graph_peek_sync (self);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, self);

  _flow_history_record_disconnect (self->history, connection, position);
  g_sequence_remove (_flow_connection_get_iter (connection));
  _flow_connection_set_iter (connection, NULL);

  source_position = _flow_dock_remove_connection (source, connection);
  sink_position = _flow_dock_remove_connection (FLOW_DOCK (sink), connection);

  if ((model = _flow_dock_peek_connections_model (source)) != NULL)
    _flow_graph_notice_items (self, model, source_position, 1, 0);
  if ((model = _flow_dock_peek_connections_model (FLOW_DOCK (sink))) != NULL)
    _flow_graph_notice_items (self, model, sink_position, 1, 0);
  _flow_graph_connections_changed (self, position, 1, 0);
  _flow_connection_detach (connection);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_disconnect (sync, self, connection);

  _flow_graph_emit_notices (self);

  /* A graph being torn down leaves its sinks at their default values, but
   * quietly: no notification, no node code. A sink whose node handlers
   * took out of the graph meanwhile was reset with it.
   */
  if (self->disposing)
    _flow_dock_store_value (FLOW_DOCK (sink), flow_sink_get_default_value (sink));
  else if (flow_dock_get_node (FLOW_DOCK (sink)) != NULL &&
           flow_node_get_graph (flow_dock_get_node (FLOW_DOCK (sink))) == self)
    _flow_sink_reset (sink);

  if (!was_feedback && self->feedback->len > 0)
    promote_feedback (self);

  if (history != NULL)
    flow_history_end_group (history);
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

      if (!flow_graph_remove_connection (self, connection, NULL))
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

  for (guint i = 0; i < 2; i++)
    {
      FlowDock *dock = i == 0 ? FLOW_DOCK (source) : FLOW_DOCK (sink);
      GListModel *model;
      guint first, n_changed;

      if (connection->graph != self)
        return NULL;

      _flow_dock_move_connection (dock, connection, i == 0 ? source_position : sink_position,
                                  &first, &n_changed);
      if (n_changed > 0 && (model = _flow_dock_peek_connections_model (dock)) != NULL)
        {
          _flow_graph_notice_items (self, model, first, n_changed, n_changed);
          _flow_graph_emit_notices (self);
        }
    }

  /* A sink holds the value of its last connection. */
  if (flow_dock_get_n_connections (FLOW_DOCK (sink)) > 1)
    _flow_sink_reset (sink);

  return connection;
}

/* flow-node-docks.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* A node's docks: its sinks and sources in one array, the list models
 * made of them on demand, and adding, removing and finding them.
 */

#include "config.h"

#include "flow-node-private.h"

#include "flow-frame.h"

#include "flow-dock-private.h"
#include "flow-graph-private.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-reroute.h"
#include "flow-sink-private.h"
#include "flow-source.h"

#include <string.h>

/* The sources follow the sinks in one array, which is NULL while the node
 * has no docks: adding even 0 to a NULL pointer is undefined behaviour.
 */
static inline FlowDock **
peek_sources (FlowNodePrivate *priv)
{
  return priv->docks != NULL ? priv->docks + priv->n_sinks : NULL;
}

/* Makes the list model of the sinks (or sources) of @self, on demand: a
 * GListStore that mirrors the docks array from then on. Nodes whose lists
 * nobody asks for, the most in a large graph, pay for no store.
 */
static GListModel *
ensure_dock_store (FlowNode *self,
                   gboolean  sinks)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  GListStore **store = sinks ? &priv->sinks_model : &priv->sources_model;

  if (*store == NULL)
    {
      *store = g_list_store_new (sinks ? FLOW_TYPE_SINK : FLOW_TYPE_SOURCE);
      g_list_store_splice (*store, 0, 0,
                           (gpointer *)(sinks ? priv->docks : peek_sources (priv)),
                           sinks ? priv->n_sinks : priv->n_sources);
    }

  return G_LIST_MODEL (*store);
}

static FlowDock *
find_dock (FlowDock   **docks,
           guint        n_docks,
           const char  *name)
{
  for (guint i = 0; i < n_docks; i++)
    {
      if (g_strcmp0 (flow_dock_get_name (docks[i]), name) == 0)
        return docks[i];
    }

  return NULL;
}

/* Finds where @dock is in the docks array of @self. */
static gboolean
find_dock_index (FlowNode *self,
                 FlowDock *dock,
                 guint    *index)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  for (guint i = 0; i < priv->n_sinks + priv->n_sources; i++)
    {
      if (priv->docks[i] == dock)
        {
          *index = i;
          return TRUE;
        }
    }

  return FALSE;
}

/* Inserts @dock, which the caller made a dock of @self, at @position of its
 * sinks or sources, and tells the list model.
 */
static void
insert_dock (FlowNode *self,
             FlowDock *dock,
             guint     position)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  gboolean sink = FLOW_IS_SINK (dock);
  guint n = priv->n_sinks + priv->n_sources;
  GListStore *store;
  guint index;

  position = MIN (position, sink ? priv->n_sinks : priv->n_sources);
  index = sink ? position : priv->n_sinks + position;

  if (n + 1 <= FLOW_NODE_INLINE_DOCKS)
    priv->docks = priv->inline_docks;
  else if (n == FLOW_NODE_INLINE_DOCKS)
    {
      priv->docks = g_new (FlowDock *, n + 1);
      memcpy (priv->docks, priv->inline_docks, n * sizeof (FlowDock *));
    }
  else
    priv->docks = g_renew (FlowDock *, priv->docks, n + 1);
  memmove (priv->docks + index + 1, priv->docks + index, (n - index) * sizeof (FlowDock *));
  priv->docks[index] = g_object_ref (dock);

  if (sink)
    priv->n_sinks++;
  else
    priv->n_sources++;

  if ((store = sink ? priv->sinks_model : priv->sources_model) != NULL)
    g_list_store_insert (store, position, dock);
}

FlowDock **
_flow_node_peek_sinks (FlowNode *self,
                       guint    *n_sinks)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  *n_sinks = priv->n_sinks;

  return priv->docks;
}

FlowDock **
_flow_node_peek_sources (FlowNode *self,
                         guint    *n_sources)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  *n_sources = priv->n_sources;

  return peek_sources (priv);
}

/**
 * flow_node_get_sinks:
 * @self: a node
 *
 * Gets the input docks of @self, in order.
 *
 * Returns: (transfer none): a list model of [class@Sink]
 */
GListModel *
flow_node_get_sinks (FlowNode *self)
{
  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return ensure_dock_store (self, TRUE);
}

/**
 * flow_node_get_sources:
 * @self: a node
 *
 * Gets the output docks of @self, in order.
 *
 * Returns: (transfer none): a list model of [class@Source]
 */
GListModel *
flow_node_get_sources (FlowNode *self)
{
  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return ensure_dock_store (self, FALSE);
}

/* After a dock came or went: the graph tells its observers, and a muted
 * node passes its inputs on anew.
 */
static void
docks_changed (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  if (priv->graph != NULL)
    _flow_graph_node_docks_changed (priv->graph, self);

  _flow_node_docks_changed (self);
}

/**
 * flow_node_add_dock:
 * @self: a node
 * @dock: a sink or a source that belongs to no node
 *
 * Appends @dock to the sinks or the sources of @self.
 *
 * The name of @dock must differ from the names of the other docks of
 * @self.
 *
 * A dock added this way to a [class@GroupNode] is not its group's: files
 * keep neither it nor its connections. A group's inputs and outputs are
 * added through the group ([method@Group.add_input],
 * [method@Group.add_output]). A [class@Frame] takes no docks, and a
 * [class@Reroute] none but its own two.
 */
void
flow_node_add_dock (FlowNode *self,
                    FlowDock *dock)
{
  flow_node_insert_dock (self, dock, G_MAXUINT);
}

/**
 * flow_node_insert_dock:
 * @self: a node
 * @dock: a sink or a source that belongs to no node
 * @position: the place of @dock among the sinks (for a sink) or the
 *   sources (for a source) of @self; past the end, it goes last
 *
 * Adds @dock to the sinks or the sources of @self at @position, as
 * [method@Node.add_dock] appends it, with the same conditions; undoing
 * it and redoing it keep the place. A mixer whose inputs grow keeps its
 * last input last by inserting the new ones before it.
 *
 * Since: 0.2
 */
void
flow_node_insert_dock (FlowNode *self,
                       FlowDock *dock,
                       guint     position)
{
  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (!FLOW_IS_FRAME (self));
  g_return_if_fail (!FLOW_IS_REROUTE (self));
  g_return_if_fail (FLOW_IS_SINK (dock) || FLOW_IS_SOURCE (dock));
  g_return_if_fail (flow_dock_get_node (dock) == NULL);
  g_return_if_fail (flow_node_get_dock (self, flow_dock_get_name (dock)) == NULL);

  _flow_node_add_dock_at (self, dock, position);
}

/* flow_node_add_dock () at @position of the sinks or sources (or their
 * end): the edit, recorded and made again in the other graphs of a group.
 */
void
_flow_node_add_dock_at (FlowNode *self,
                        FlowDock *dock,
                        guint     position)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  gboolean transient = flow_dock_get_transient (dock);
  FlowGroup *sync;

  sync = transient ? NULL : _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_dock_set_node (dock, self);

  position = MIN (position, FLOW_IS_SINK (dock) ? priv->n_sinks : priv->n_sources);
  insert_dock (self, dock, position);

  if (FLOW_IS_SINK (dock) && flow_sink_get_required (FLOW_SINK (dock)))
    _flow_node_update_missing_input (self);

  if (!transient)
    _flow_history_record_add_dock (_flow_node_get_history (self), self, dock, position);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_add_dock (sync, self, dock, position);

  docks_changed (self);
}

/* The place of @dock among the sinks or the sources of @self. */
guint
_flow_node_dock_position (FlowNode *self,
                          FlowDock *dock)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  guint index;

  if (!find_dock_index (self, dock, &index))
    g_return_val_if_reached (0);

  return index < priv->n_sinks ? index : index - priv->n_sinks;
}

/* Adds @dock at @position of its list, for undo. */
void
_flow_node_insert_dock (FlowNode *self,
                        FlowDock *dock,
                        guint     position)
{
  g_return_if_fail (flow_dock_get_node (dock) == NULL);

  _flow_dock_set_node (dock, self);
  insert_dock (self, dock, position);

  if (FLOW_IS_SINK (dock) && flow_sink_get_required (FLOW_SINK (dock)))
    _flow_node_update_missing_input (self);

  docks_changed (self);
}

/**
 * flow_node_remove_dock:
 * @self: a node
 * @dock: a dock of @self
 *
 * Removes @dock from @self, first removing its connections (each with its
 * notifications).
 *
 * The docks of a [class@GroupNode] that are its group's inputs and
 * outputs belong to the group: they are removed through it, from every
 * group node at once ([method@Group.remove_port]). Removing one from a
 * single group node with this function is a programmer error, refused
 * with a critical; docks added to a group node with
 * [method@Node.add_dock] can be removed. A [class@Reroute] keeps its two
 * docks.
 */
void
flow_node_remove_dock (FlowNode *self,
                       FlowDock *dock)
{
  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (FLOW_IS_DOCK (dock));
  g_return_if_fail (flow_dock_get_node (dock) == self);
  g_return_if_fail (!_flow_group_node_is_port (self, dock));
  g_return_if_fail (!FLOW_IS_REROUTE (self));

  _flow_node_remove_dock (self, dock);
}

/* flow_node_remove_dock () without its checks, for the library's own
 * edits: a group removing a port from its group nodes, undo, and the
 * copies of an edit in the other graphs of a group.
 */
void
_flow_node_remove_dock (FlowNode *self,
                        FlowDock *dock)
{
  g_autoptr(FlowDock) hold = NULL;
  FlowNodePrivate *priv;
  FlowHistory *history;
  FlowGroup *sync;
  GListStore *store;
  gboolean sink, transient;
  guint n, index, position;

  /* The copies in the other graphs of a group are found by its name. */
  hold = g_object_ref (dock);

  priv = _flow_node_get_private (self);

  if (!find_dock_index (self, dock, &index))
    g_return_if_reached ();

  sink = index < priv->n_sinks;
  position = sink ? index : index - priv->n_sinks;

  /* One step of the history with the connections; none for a transient
   * dock, which goes away on its own.
   */
  transient = flow_dock_get_transient (dock);
  if ((history = _flow_node_get_history (self)) != NULL)
    {
      g_object_ref (history);
      if (transient)
        _flow_history_suspend (history);
      else
        flow_history_begin_group (history, NULL);
    }

  if (priv->graph != NULL)
    flow_graph_disconnect_dock (priv->graph, dock);

  sync = transient ? NULL : _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_remove_dock (_flow_node_get_history (self), self, dock, position);

  /* Disconnecting cannot change the docks, but look again all the same. */
  if (!find_dock_index (self, dock, &index))
    g_return_if_reached ();

  /* The array's reference moves to this function until the end. */
  n = priv->n_sinks + priv->n_sources;
  memmove (priv->docks + index, priv->docks + index + 1, (n - index - 1) * sizeof (FlowDock *));
  if (sink)
    priv->n_sinks--;
  else
    priv->n_sources--;
  if (n == 1)
    priv->docks = NULL;
  else if (n - 1 == FLOW_NODE_INLINE_DOCKS)
    {
      memcpy (priv->inline_docks, priv->docks, (n - 1) * sizeof (FlowDock *));
      g_free (priv->docks);
      priv->docks = priv->inline_docks;
    }
  else if (n - 1 > FLOW_NODE_INLINE_DOCKS)
    priv->docks = g_renew (FlowDock *, priv->docks, n - 1);

  if ((store = sink ? priv->sinks_model : priv->sources_model) != NULL)
    g_list_store_remove (store, position);
  _flow_dock_set_node (dock, NULL);
  g_object_unref (dock);

  if (sink)
    _flow_node_update_missing_input (self);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_remove_dock (sync, self, dock, position);

  if (history != NULL)
    {
      if (transient)
        _flow_history_resume (history);
      else
        flow_history_end_group (history);
      g_object_unref (history);
    }

  docks_changed (self);
}

/**
 * flow_node_get_dock:
 * @self: a node
 * @name: the name of a dock
 *
 * Looks up the sink or source of @self called @name.
 *
 * Returns: (transfer none) (nullable): the dock, or `NULL`
 */
FlowDock *
flow_node_get_dock (FlowNode   *self,
                    const char *name)
{
  FlowDock *dock;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if ((dock = FLOW_DOCK (flow_node_get_sink (self, name))) != NULL)
    return dock;

  return FLOW_DOCK (flow_node_get_source (self, name));
}

/**
 * flow_node_get_sink:
 * @self: a node
 * @name: the name of a sink
 *
 * Looks up the sink of @self called @name.
 *
 * Returns: (transfer none) (nullable): the sink, or `NULL`
 */
FlowSink *
flow_node_get_sink (FlowNode   *self,
                    const char *name)
{
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  priv = _flow_node_get_private (self);

  return (FlowSink *)find_dock (priv->docks, priv->n_sinks, name);
}

/**
 * flow_node_get_source:
 * @self: a node
 * @name: the name of a source
 *
 * Looks up the source of @self called @name.
 *
 * Returns: (transfer none) (nullable): the source, or `NULL`
 */
FlowSource *
flow_node_get_source (FlowNode   *self,
                      const char *name)
{
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  priv = _flow_node_get_private (self);

  return (FlowSource *)find_dock (peek_sources (priv), priv->n_sources, name);
}

/* flow-graph-order.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The topological order of a graph's nodes: ranks kept up to date as
 * connections are made (a dynamic topological order), the cycle checks
 * that use them, and the walks over a node's neighbours.
 */

#include "config.h"

#include "flow-graph-order-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-node-private.h"

/* Ranks start in the middle of their range and are ORDER_GAP apart, which
 * leaves room to move nodes between others, above and below.
 */
#define ORDER_START (G_GUINT64_CONSTANT (1) << 62)
#define ORDER_GAP   (G_GUINT64_CONSTANT (1) << 32)

/* Graph walks
 *
 * Edges are read straight from the docks: a node's successors are the
 * nodes of the sinks its sources are connected to, its predecessors the
 * nodes of the sources its sinks are connected to.
 */

void
_flow_node_foreach_neighbour (FlowNode          *node,
                              gboolean           forward,
                              FlowNeighbourFunc  func,
                              gpointer           user_data)
{
  guint n_docks;
  FlowDock **docks = forward ? _flow_node_peek_sources (node, &n_docks)
                             : _flow_node_peek_sinks (node, &n_docks);

  /* Straight from the arrays, with no references taken and no type
   * checks: walks visit many nodes, and @func changes no connection.
   */
  for (guint i = 0; i < n_docks; i++)
    {
      guint n_connections;
      FlowConnection **connections = _flow_dock_peek_connections (docks[i], &n_connections);

      for (guint j = 0; j < n_connections; j++)
        {
          FlowConnection *connection = connections[j];
          FlowDock *other;

          if (connection->feedback)
            continue;

          other = forward ? FLOW_DOCK (_flow_connection_peek_sink (connection))
                          : FLOW_DOCK (_flow_connection_peek_source (connection));

          func (_flow_dock_peek_node (other), user_data);
        }
    }
}

guint
_flow_graph_order_next_mark (FlowGraphOrder *self)
{
  /* Wrapping around would make stale marks look fresh: clear them all. */
  if (G_UNLIKELY (++self->mark == 0))
    {
      GSequenceIter *iter;

      for (iter = g_sequence_get_begin_iter (self->nodes);
           !g_sequence_iter_is_end (iter);
           iter = g_sequence_iter_next (iter))
        _flow_node_graph_data (g_sequence_get (iter))->mark = 0;

      self->mark = 1;
    }

  return self->mark;
}

/* One side of the two-way search of would_cycle (). */
typedef struct
{
  guint      mark;
  guint      other_mark;
  gboolean   forward;
  /* Forward, neighbours ranked above limit are not followed; backward,
   * those ranked below it.
   */
  guint64    limit;
  GPtrArray *stack;
  GPtrArray *visited;
  gboolean   bounded;
  guint64    bound;
  gboolean   met;
} SearchState;

static void
search_visit (FlowNode *neighbour,
              gpointer  user_data)
{
  SearchState *state = user_data;
  FlowNodeGraphData *data = _flow_node_graph_data (neighbour);

  /* Reached by the other side too: the sink's node reaches the source's
   * node through it.
   */
  if (data->mark == state->other_mark)
    {
      state->met = TRUE;
      return;
    }

  if (data->mark == state->mark)
    return;

  if (state->forward ? data->order > state->limit : data->order < state->limit)
    {
      /* Outside the range, so on no path between the two ends; the
       * nearest such neighbour bounds the ranks this side may move to.
       */
      if (!state->bounded ||
          (state->forward ? data->order < state->bound : data->order > state->bound))
        state->bound = data->order;
      state->bounded = TRUE;
      return;
    }

  data->mark = state->mark;
  g_ptr_array_add (state->stack, neighbour);
  g_ptr_array_add (state->visited, neighbour);
}

/* Whether connecting @source_node to @sink_node would close a cycle.
 *
 * Every path from the sink's node climbs in rank, so it can only reach the
 * source's node if that one ranks higher. Then two searches take turns,
 * one node at a time: forward from the sink's node through nodes ranked
 * up to the source's node, backward from the source's node through nodes
 * ranked from the sink's node on. Meeting means a cycle; a side that runs
 * out of nodes first proves there is none, and has then visited every node
 * on its side whose rank the connection contradicts. The outcome is kept
 * in self->search for reorder ().
 */
static gboolean
would_cycle (FlowGraphOrder *self,
             FlowNode  *source_node,
             FlowNode  *sink_node)
{
  FlowNodeGraphData *from = _flow_node_graph_data (source_node);
  FlowNodeGraphData *to = _flow_node_graph_data (sink_node);
  FlowOrderSearch *search = &self->search;
  SearchState sides[2];
  guint forward_mark, backward_mark;
  FlowOrderSearchSide turn = FLOW_ORDER_SEARCH_FORWARD;

  search->source_node = source_node;
  search->sink_node = sink_node;
  search->side = FLOW_ORDER_SEARCH_NONE;

  if (source_node == sink_node)
    return TRUE;

  if (from->order < to->order)
    return FALSE;

  _flow_graph_order_next_mark (self);
  forward_mark = self->mark;
  _flow_graph_order_next_mark (self);
  backward_mark = self->mark;

  for (guint i = 0; i < 2; i++)
    {
      g_ptr_array_set_size (search->stack[i], 0);
      g_ptr_array_set_size (search->visited[i], 0);
    }

  sides[FLOW_ORDER_SEARCH_FORWARD] = (SearchState) {
    forward_mark, backward_mark, TRUE, from->order,
    search->stack[FLOW_ORDER_SEARCH_FORWARD], search->visited[FLOW_ORDER_SEARCH_FORWARD],
    FALSE, 0, FALSE
  };
  sides[FLOW_ORDER_SEARCH_BACKWARD] = (SearchState) {
    backward_mark, forward_mark, FALSE, to->order,
    search->stack[FLOW_ORDER_SEARCH_BACKWARD], search->visited[FLOW_ORDER_SEARCH_BACKWARD],
    FALSE, 0, FALSE
  };

  to->mark = forward_mark;
  g_ptr_array_add (search->stack[FLOW_ORDER_SEARCH_FORWARD], sink_node);
  g_ptr_array_add (search->visited[FLOW_ORDER_SEARCH_FORWARD], sink_node);
  from->mark = backward_mark;
  g_ptr_array_add (search->stack[FLOW_ORDER_SEARCH_BACKWARD], source_node);
  g_ptr_array_add (search->visited[FLOW_ORDER_SEARCH_BACKWARD], source_node);

  for (;;)
    {
      SearchState *state = &sides[turn];
      FlowNode *node;

      if (state->stack->len == 0)
        {
          search->side = turn;
          search->bounded = state->bounded;
          search->bound = state->bound;
          return FALSE;
        }

      node = g_ptr_array_steal_index_fast (state->stack, state->stack->len - 1);
      _flow_node_foreach_neighbour (node, state->forward, search_visit, state);

      if (state->met)
        return TRUE;

      turn = turn == FLOW_ORDER_SEARCH_FORWARD ? FLOW_ORDER_SEARCH_BACKWARD : FLOW_ORDER_SEARCH_FORWARD;
    }
}

static int
compare_order (gconstpointer a,
               gconstpointer b)
{
  guint64 oa = _flow_node_graph_data (*(FlowNode **)a)->order;
  guint64 ob = _flow_node_graph_data (*(FlowNode **)b)->order;

  return (oa > ob) - (oa < ob);
}

static gboolean rebuild_order (FlowGraphOrder *self,
                               FlowNode  *extra_source,
                               FlowNode  *extra_sink);

/* Gives new ranks to the side of the connection from @source_node to
 * @sink_node that would_cycle () searched completely, in the room next to
 * the other end: the nodes reachable from the sink's node move up, between
 * the source's node and the nearest successor they keep; or the nodes
 * reaching the source's node move down, between the nearest predecessor
 * they keep and the sink's node. Each side keeps its own order, so every
 * connection climbs again. Returns FALSE, changing nothing, when there is
 * not room enough.
 */
static gboolean
reorder_side (FlowGraphOrder *self,
              FlowNode  *source_node,
              FlowNode  *sink_node)
{
  FlowOrderSearch *search = &self->search;
  GPtrArray *nodes = search->visited[search->side];
  guint64 k = nodes->len;
  guint64 low, high, step;

  if (search->side == FLOW_ORDER_SEARCH_FORWARD)
    {
      low = _flow_node_graph_data (source_node)->order;
      if (search->bounded)
        high = search->bound;
      else if ((G_MAXUINT64 - low) / ORDER_GAP > k)
        high = low + (k + 1) * ORDER_GAP;
      else
        return FALSE;
    }
  else
    {
      high = _flow_node_graph_data (sink_node)->order;
      if (search->bounded)
        low = search->bound;
      else if (high / ORDER_GAP > k)
        low = high - (k + 1) * ORDER_GAP;
      else
        return FALSE;
    }

  /* k ranks strictly between low and high, evenly spaced. */
  step = (high - low) / (k + 1);
  if (step == 0)
    return FALSE;

  g_ptr_array_sort (nodes, compare_order);
  for (guint i = 0; i < nodes->len; i++)
    _flow_node_graph_data (nodes->pdata[i])->order = low + step * (i + 1);

  /* New nodes are ranked above every other. */
  if (low + step * k >= self->next_order)
    self->next_order = low + step * k + ORDER_GAP;

  return TRUE;
}

/* Restores the topological order after a connection from @source_node to
 * @sink_node was added against it. Called before the connection shows in
 * the docks, so that nothing can observe the graph out of order. Returns
 * whether any rank changed.
 */
static gboolean
reorder (FlowGraphOrder *self,
         FlowNode  *source_node,
         FlowNode  *sink_node)
{
  FlowOrderSearch *search = &self->search;

  if (search->source_node != source_node || search->sink_node != sink_node)
    would_cycle (self, source_node, sink_node);

  search->source_node = NULL;
  search->sink_node = NULL;

  if (search->side == FLOW_ORDER_SEARCH_NONE)
    return FALSE;

  /* Out of room: renumber every node, which makes room everywhere. */
  if (!reorder_side (self, source_node, sink_node) &&
      !rebuild_order (self, source_node, sink_node))
    g_assert_not_reached ();

  return TRUE;
}

typedef struct
{
  GQueue *ready;
} KahnState;

static void
kahn_count (FlowNode *neighbour,
            gpointer  user_data)
{
  _flow_node_graph_data (neighbour)->mark++;
}

static void
kahn_release (FlowNode *neighbour,
              gpointer  user_data)
{
  KahnState *state = user_data;
  FlowNodeGraphData *data = _flow_node_graph_data (neighbour);

  if (--data->mark == 0)
    g_queue_push_tail (state->ready, neighbour);
}

/* Recomputes every rank from scratch (Kahn's algorithm), using the walk
 * marks as in-degree counters, counting a connection from @extra_source to
 * @extra_sink too if they are not NULL. Returns FALSE, leaving the ranks as
 * they were, if the graph has a cycle.
 */
static gboolean
rebuild_order (FlowGraphOrder *self,
               FlowNode  *extra_source,
               FlowNode  *extra_sink)
{
  g_autoptr(GArray) orders = NULL;
  GQueue ready = G_QUEUE_INIT;
  KahnState state = { &ready };
  GSequenceIter *iter;
  guint n = g_sequence_get_length (self->nodes);
  guint ranked = 0;

  for (iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_node_graph_data (g_sequence_get (iter))->mark = 0;

  for (iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_node_foreach_neighbour (g_sequence_get (iter), TRUE, kahn_count, NULL);
  if (extra_sink != NULL)
    kahn_count (extra_sink, NULL);

  for (iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    if (_flow_node_graph_data (g_sequence_get (iter))->mark == 0)
      g_queue_push_tail (&ready, g_sequence_get (iter));

  /* Ranks are assigned into a side array first, so that a cycle leaves
   * the current ranks untouched.
   */
  orders = g_array_sized_new (FALSE, FALSE, sizeof (FlowNode *), n);
  while (!g_queue_is_empty (&ready))
    {
      FlowNode *node = g_queue_pop_head (&ready);

      g_array_append_val (orders, node);
      _flow_node_foreach_neighbour (node, TRUE, kahn_release, &state);
      if (node == extra_source)
        kahn_release (extra_sink, &state);
      ranked++;
    }

  for (iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_node_graph_data (g_sequence_get (iter))->mark = 0;
  self->mark = 0;

  if (ranked < n)
    return FALSE;

  for (guint i = 0; i < orders->len; i++)
    _flow_node_graph_data (g_array_index (orders, FlowNode *, i))->order = ORDER_START + i * ORDER_GAP;
  self->next_order = ORDER_START + orders->len * ORDER_GAP;

  return TRUE;
}

/* Library API */

void
_flow_graph_order_init (FlowGraphOrder *self,
                        GSequence      *nodes)
{
  self->nodes = nodes;
  self->next_order = ORDER_START;
  self->mark = 0;
  self->search.side = FLOW_ORDER_SEARCH_NONE;
  for (guint i = 0; i < 2; i++)
    {
      self->search.visited[i] = g_ptr_array_new ();
      self->search.stack[i] = g_ptr_array_new ();
    }
}

void
_flow_graph_order_clear (FlowGraphOrder *self)
{
  for (guint i = 0; i < 2; i++)
    {
      g_clear_pointer (&self->search.visited[i], g_ptr_array_unref);
      g_clear_pointer (&self->search.stack[i], g_ptr_array_unref);
    }
}

/* Trades the ranks' book-keeping along with the nodes of two graphs; the
 * caller swaps the node lists.
 */
void
_flow_graph_order_swap (FlowGraphOrder *self,
                        FlowGraphOrder *other)
{
  guint64 next_order = self->next_order;
  guint mark = self->mark;

  self->next_order = other->next_order;
  self->mark = other->mark;
  other->next_order = next_order;
  other->mark = mark;

  self->search.source_node = self->search.sink_node = NULL;
  other->search.source_node = other->search.sink_node = NULL;
}

/* Ranks a node new to the graph above every other. */
void
_flow_graph_order_add_node (FlowGraphOrder *self,
                            FlowNode       *node)
{
  FlowNodeGraphData *data = _flow_node_graph_data (node);

  data->order = self->next_order;
  self->next_order += ORDER_GAP;
  data->mark = 0;

  /* Ranks only grow; running out of them is far away, but renumber then. */
  if (G_UNLIKELY (self->next_order > G_MAXUINT64 - ORDER_GAP))
    rebuild_order (self, NULL, NULL);
}

/* Whether a connection from @source_node to @sink_node would close a
 * cycle with the connections that are not feedback connections.
 */
gboolean
_flow_graph_order_would_cycle (FlowGraphOrder *self,
                               FlowNode       *source_node,
                               FlowNode       *sink_node)
{
  return would_cycle (self, source_node, sink_node);
}

/* Restores the order for a new connection from @source_node to
 * @sink_node, which must not close a cycle. Returns whether any rank
 * changed.
 */
gboolean
_flow_graph_order_connect (FlowGraphOrder *self,
                           FlowNode       *source_node,
                           FlowNode       *sink_node)
{
  return reorder (self, source_node, sink_node);
}

/* Recomputes every rank. Returns FALSE, changing nothing, if the
 * connections that are not feedback connections make a cycle.
 */
gboolean
_flow_graph_order_rebuild (FlowGraphOrder *self)
{
  return rebuild_order (self, NULL, NULL);
}

/* Implementation notes:
 *
 * Cycle checks: libgtkflow walks the graph depth-first from the sink
 * without a visited set, which is exponential on chains of diamonds. A
 * visited-set walk is linear, but still O(n) per connection, O(n²) to
 * build a long chain. The Pearce-Kelly order makes the usual case (a
 * connection that agrees with the current order, as when a graph is built
 * or loaded upstream first) O(1), and otherwise visits only the nodes
 * between the two ends in the order.
 *
 * Plain Pearce-Kelly searches both sides of a connection against the
 * order completely and trades their ranks. When one side is large that is
 * O(n) per connection, and O(n²) in practice for a chain built from its
 * output upstream (each new node is connected in front of the whole chain)
 * or connected in random order, as a file may list it: over 300 s and 93 s
 * for the 100,000-node diamond chains of flow-bench. So the two searches
 * take turns and stop as soon as one side is done (the two-way search of
 * Haeupler et al., "Incremental Cycle Detection, Topological Ordering, and
 * Strong Component Maintenance", 2012), and ranks are spread ORDER_GAP
 * apart, so that the small side alone can take new ranks in the room next
 * to the other end. Then unrelated nodes may share a rank, which the
 * searches allow for but trading ranks does not: when a gap runs out, all
 * ranks are recomputed instead, which makes room everywhere again.
 *
 * Graphs that allow cycles keep the order too, for the evaluation engine:
 * a connection that would close a cycle is made a feedback connection,
 * which the order and every walk leave out, so the rest stays acyclic and
 * ranked. Each cycle has at least one feedback connection; the graph
 * turns a feedback connection back into a plain one when the connection
 * closes no cycle any more.
 */

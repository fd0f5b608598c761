/* flow-graph-order-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-types.h"

G_BEGIN_DECLS

/* A two-way search from both ends of a connection (see
 * _flow_graph_order_would_cycle ()): side is the side that was searched
 * completely, and visited[side] its nodes; bound is the rank of the
 * nearest neighbour of those nodes outside the searched range, if bounded.
 */
typedef enum
{
  FLOW_ORDER_SEARCH_FORWARD,
  FLOW_ORDER_SEARCH_BACKWARD,
  FLOW_ORDER_SEARCH_NONE,
} FlowOrderSearchSide;

typedef struct
{
  FlowNode            *source_node;
  FlowNode            *sink_node;
  FlowOrderSearchSide  side;
  gboolean             bounded;
  guint64              bound;
  /* Kept from one search to the next, to spare allocations. */
  GPtrArray           *visited[2];
  GPtrArray           *stack[2];
} FlowOrderSearch;

/* The topological ranks of a graph's nodes, kept in each node's
 * FlowNodeGraphData: every connection that is not a feedback connection
 * goes from a node of lower rank to one of higher rank. The evaluation
 * engine runs nodes in this order; the cycle checks use it to visit only
 * the nodes between the two ends of a new connection.
 */
typedef struct
{
  /* Borrowed: the graph's list of nodes. */
  GSequence       *nodes;
  guint64          next_order;
  /* Generation of the marks left by graph walks. */
  guint            mark;
  /* The last cycle check, for the connection that follows it to restore
   * the order with.
   */
  FlowOrderSearch  search;
} FlowGraphOrder;

typedef void (*FlowNeighbourFunc) (FlowNode *neighbour,
                                   gpointer  user_data);

void     _flow_graph_order_init         (FlowGraphOrder    *self,
                                         GSequence         *nodes);
void     _flow_graph_order_clear        (FlowGraphOrder    *self);
void     _flow_graph_order_swap         (FlowGraphOrder    *self,
                                         FlowGraphOrder    *other);
void     _flow_graph_order_add_node     (FlowGraphOrder    *self,
                                         FlowNode          *node);
gboolean _flow_graph_order_would_cycle  (FlowGraphOrder    *self,
                                         FlowNode          *source_node,
                                         FlowNode          *sink_node);
gboolean _flow_graph_order_connect      (FlowGraphOrder    *self,
                                         FlowNode          *source_node,
                                         FlowNode          *sink_node);
gboolean _flow_graph_order_rebuild      (FlowGraphOrder    *self);
guint    _flow_graph_order_next_mark    (FlowGraphOrder    *self);

/* Calls @func for each successor (@forward) or predecessor of @node over
 * its connections, feedback connections left out; a neighbour comes once
 * per connection.
 */
void     _flow_node_foreach_neighbour   (FlowNode          *node,
                                         gboolean           forward,
                                         FlowNeighbourFunc  func,
                                         gpointer           user_data);

G_END_DECLS

/* flow-node-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-node.h"

G_BEGIN_DECLS

/* Book-keeping the graph keeps in each of its nodes, so that it needs no
 * side tables: the node's place in the graph's list, its rank in the
 * graph's topological order and a mark for graph walks.
 */
typedef struct
{
  GSequenceIter *iter;
  guint64        order;
  guint          mark;
} FlowNodeGraphData;

void               _flow_node_set_graph     (FlowNode *self,
                                             FlowGraph *graph);
FlowNodeGraphData *_flow_node_graph_data    (FlowNode *self);
/* flow_node_get_graph () without the type check, for hot paths. */
FlowGraph         *_flow_node_peek_graph    (FlowNode *self);
void               _flow_node_sink_changed  (FlowNode *self,
                                             FlowSink *sink);
void               _flow_node_update_missing_input (FlowNode *self);

/* The node's sinks or sources, borrowed, for walks that must not pay for
 * list models: valid until the node's docks change.
 */
FlowDock         **_flow_node_peek_sinks    (FlowNode *self,
                                             guint    *n_sinks);
FlowDock         **_flow_node_peek_sources  (FlowNode *self,
                                             guint    *n_sources);
void               _flow_node_insert_dock   (FlowNode *self,
                                             FlowDock *dock,
                                             guint     position);

G_END_DECLS

/* flow-graph-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-graph.h"

#include "flow-engine-private.h"
#include "flow-graph-order-private.h"

G_BEGIN_DECLS

FlowEngine     *_flow_graph_peek_engine   (FlowGraph  *self);
FlowGraphOrder *_flow_graph_peek_order    (FlowGraph  *self);
gboolean        _flow_graph_in_wave       (FlowGraph  *self);
void            _flow_graph_wave_finished (FlowGraph  *self,
                                           guint       n_computes,
                                           gint64      duration);
void            _flow_graph_busy_changed  (FlowGraph  *self);

gboolean _flow_graph_has_node_id (FlowGraph   *self,
                                  guint        id);
void     _flow_graph_node_changed (FlowGraph   *self,
                                   FlowNode    *node,
                                   GParamSpec  *pspec);

/* For the history and the serializer. */
FlowHistory    *_flow_graph_peek_history  (FlowGraph  *self);
GHashTable     *_flow_graph_get_extras    (FlowGraph  *self);
void            _flow_graph_insert_node   (FlowGraph  *self,
                                           FlowNode   *node,
                                           guint       position);
FlowConnection *_flow_graph_connect_at    (FlowGraph  *self,
                                           FlowSource *source,
                                           FlowSink   *sink,
                                           guint       position,
                                           guint       source_position,
                                           guint       sink_position);
FlowGraph      *_flow_graph_new_staging   (FlowGraph  *self);
gboolean        _flow_graph_rules_match   (FlowGraph  *self,
                                           FlowGraph  *other);
void            _flow_graph_swap_contents (FlowGraph  *self,
                                           FlowGraph  *other);

G_END_DECLS

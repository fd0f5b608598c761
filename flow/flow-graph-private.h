/* flow-graph-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-graph.h"

G_BEGIN_DECLS

gboolean _flow_graph_has_node_id (FlowGraph   *self,
                                  guint        id);
void     _flow_graph_node_changed (FlowGraph   *self,
                                   FlowNode    *node,
                                   GParamSpec  *pspec);

G_END_DECLS

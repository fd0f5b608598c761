/* flow-reroute.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include "flow-node.h"
#include "flow-connection.h"

G_BEGIN_DECLS

#define FLOW_TYPE_REROUTE (flow_reroute_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowReroute, flow_reroute, FLOW, REROUTE, FlowNode)

FLOW_AVAILABLE_IN_0_2
FlowNode *flow_reroute_new            (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_0_2
GType     flow_reroute_get_value_type (FlowReroute    *self);

FLOW_AVAILABLE_IN_0_2
FlowNode *flow_graph_insert_reroute   (FlowGraph      *self,
                                       FlowConnection *connection,
                                       double          x,
                                       double          y,
                                       GError        **error);

G_END_DECLS

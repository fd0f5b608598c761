/* flow-group-node.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include "flow-node.h"

G_BEGIN_DECLS

#define FLOW_TYPE_GROUP_NODE (flow_group_node_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowGroupNode, flow_group_node, FLOW, GROUP_NODE, FlowNode)

FLOW_AVAILABLE_IN_0_2
FlowNode  *flow_group_node_new               (FlowGroup      *group) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_0_2
FlowGroup *flow_group_node_get_group         (FlowGroupNode  *self);
FLOW_AVAILABLE_IN_0_2
FlowGraph *flow_group_node_get_graph         (FlowGroupNode  *self);
FLOW_AVAILABLE_IN_0_2
FlowGroup *flow_group_node_make_single_user  (FlowGroupNode  *self,
                                              GError        **error);


#define FLOW_TYPE_GROUP_INPUT_NODE (flow_group_input_node_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowGroupInputNode, flow_group_input_node, FLOW, GROUP_INPUT_NODE, FlowNode)


#define FLOW_TYPE_GROUP_OUTPUT_NODE (flow_group_output_node_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowGroupOutputNode, flow_group_output_node, FLOW, GROUP_OUTPUT_NODE, FlowNode)

G_END_DECLS

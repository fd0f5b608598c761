/* flow-placeholder-node.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <json-glib/json-glib.h>

#include "flow-node.h"

G_BEGIN_DECLS

#define FLOW_TYPE_PLACEHOLDER_NODE (flow_placeholder_node_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowPlaceholderNode, flow_placeholder_node, FLOW, PLACEHOLDER_NODE, FlowNode)

FLOW_AVAILABLE_IN_ALL
FlowNode   *flow_placeholder_node_new           (const char          *type_name) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_ALL
const char *flow_placeholder_node_get_type_name (FlowPlaceholderNode *self);
FLOW_AVAILABLE_IN_ALL
JsonNode   *flow_placeholder_node_get_data      (FlowPlaceholderNode *self);

G_END_DECLS

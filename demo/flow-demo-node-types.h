/* flow-demo-node-types.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_NODE_TYPE (flow_demo_node_type_get_type ())

G_DECLARE_FINAL_TYPE (FlowDemoNodeType, flow_demo_node_type, FLOW_DEMO, NODE_TYPE, GObject)

const char       *flow_demo_node_type_get_id          (FlowDemoNodeType *self);
const char       *flow_demo_node_type_get_title       (FlowDemoNodeType *self);
const char       *flow_demo_node_type_get_category    (FlowDemoNodeType *self);
const char       *flow_demo_node_type_get_description (FlowDemoNodeType *self);
const char       *flow_demo_node_type_get_icon_name   (FlowDemoNodeType *self);
char             *flow_demo_node_type_dup_search_text (FlowDemoNodeType *self);
char             *flow_demo_node_type_dup_type_name   (FlowDemoNodeType *self);
FlowNode         *flow_demo_node_type_create          (FlowDemoNodeType *self);
FlowNode         *flow_demo_node_type_build           (FlowDemoNodeType *self);

GListModel       *flow_demo_node_types_get_default    (void);
FlowDemoNodeType *flow_demo_node_types_lookup         (const char       *id);
FlowNode         *flow_demo_create_node               (const char       *id);

G_END_DECLS

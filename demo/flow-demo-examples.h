/* flow-demo-examples.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

#define FLOW_DEMO_BIG_GRAPH_ROWS    100
#define FLOW_DEMO_BIG_GRAPH_COLUMNS 100

const char * const *flow_demo_example_get_ids   (void);
const char         *flow_demo_example_lookup    (const char *name);
const char         *flow_demo_example_get_title (const char *id);
FlowGraph          *flow_demo_example_build     (const char *id);

FlowNode           *flow_demo_example_find_node (FlowGraph  *graph,
                                                 const char *title);

G_END_DECLS

/* flow-demo-node-widget.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow-gtk/flow-gtk.h>

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_NODE_WIDGET (flow_demo_node_widget_get_type ())

G_DECLARE_FINAL_TYPE (FlowDemoNodeWidget, flow_demo_node_widget, FLOW_DEMO, NODE_WIDGET, FlowGtkNode)

G_END_DECLS

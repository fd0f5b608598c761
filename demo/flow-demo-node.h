/* flow-demo-node.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow-gtk/flow-gtk.h>

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_NODE (flow_demo_node_get_type ())

G_DECLARE_DERIVABLE_TYPE (FlowDemoNode, flow_demo_node, FLOW_DEMO, NODE, FlowNode)

/**
 * FlowDemoNodeClass:
 * @parent_class: the parent class
 * @compute: recomputes every source from the current sink values; called
 *   whenever a sink changes, and by subclasses when their own parameters
 *   change
 * @create_editor: creates the widget shown inside the node on the canvas,
 *   or returns `NULL` for a node with nothing to edit or show
 */
struct _FlowDemoNodeClass
{
  FlowNodeClass parent_class;

  void        (*compute)       (FlowDemoNode *self);
  GtkWidget * (*create_editor) (FlowDemoNode *self);
};

void        flow_demo_node_compute        (FlowDemoNode *self);
GtkWidget  *flow_demo_node_create_editor  (FlowDemoNode *self);

FlowSink   *flow_demo_node_add_sink       (FlowDemoNode *self,
                                           const char   *name,
                                           const char   *label,
                                           GType         value_type);
FlowSink   *flow_demo_node_add_number_sink (FlowDemoNode *self,
                                           const char   *name,
                                           const char   *label,
                                           double        default_value);
FlowSource *flow_demo_node_add_source     (FlowDemoNode *self,
                                           const char   *name,
                                           const char   *label,
                                           GType         value_type);

gboolean    flow_demo_node_get_double     (FlowDemoNode *self,
                                           const char   *sink,
                                           double       *value);
gboolean    flow_demo_node_get_boolean    (FlowDemoNode *self,
                                           const char   *sink,
                                           gboolean     *value);
const char *flow_demo_node_get_string     (FlowDemoNode *self,
                                           const char   *sink);
const GdkRGBA *flow_demo_node_get_rgba    (FlowDemoNode *self,
                                           const char   *sink);

void        flow_demo_node_set_double     (FlowDemoNode *self,
                                           const char   *source,
                                           double        value);
void        flow_demo_node_set_boolean    (FlowDemoNode *self,
                                           const char   *source,
                                           gboolean      value);
void        flow_demo_node_set_string     (FlowDemoNode *self,
                                           const char   *source,
                                           const char   *value);
void        flow_demo_node_set_rgba       (FlowDemoNode *self,
                                           const char   *source,
                                           const GdkRGBA *value);
void        flow_demo_node_clear          (FlowDemoNode *self,
                                           const char   *source);

char       *flow_demo_value_to_string     (const GValue *value);

G_END_DECLS

/* flow-demo-node-widget.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-node-widget.h"

#include "flow-demo-node.h"

/*
 * FlowDemoNodeWidget:
 *
 * The node widget the demo's canvas uses: the library's default node, with
 * the editor of the demo node it shows as its child (a spin button, an
 * entry, a swatch…), and a style class per node type
 * (`demo-node-FlowDemoValueNode`…) for the stylesheet.
 *
 * The view recycles node widgets, so the editor is made in bind and
 * dropped in unbind.
 */

struct _FlowDemoNodeWidget
{
  FlowGtkNode  parent_instance;

  const char  *type_class;
};

G_DEFINE_FINAL_TYPE (FlowDemoNodeWidget, flow_demo_node_widget, FLOW_GTK_TYPE_NODE)

static void
flow_demo_node_widget_bind (FlowGtkNode *widget,
                            FlowNode    *node)
{
  FlowDemoNodeWidget *self = FLOW_DEMO_NODE_WIDGET (widget);
  g_autofree char *type_class = NULL;

  FLOW_GTK_NODE_CLASS (flow_demo_node_widget_parent_class)->bind (widget, node);

  type_class = g_strconcat ("demo-node-", G_OBJECT_TYPE_NAME (node), NULL);
  self->type_class = g_intern_string (type_class);
  gtk_widget_add_css_class (GTK_WIDGET (self), self->type_class);

  if (FLOW_DEMO_IS_NODE (node))
    flow_gtk_node_set_child (widget, flow_demo_node_create_editor (FLOW_DEMO_NODE (node)));
}

static void
flow_demo_node_widget_unbind (FlowGtkNode *widget)
{
  FlowDemoNodeWidget *self = FLOW_DEMO_NODE_WIDGET (widget);

  flow_gtk_node_set_child (widget, NULL);

  if (self->type_class != NULL)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), self->type_class);
      self->type_class = NULL;
    }

  FLOW_GTK_NODE_CLASS (flow_demo_node_widget_parent_class)->unbind (widget);
}

static void
flow_demo_node_widget_class_init (FlowDemoNodeWidgetClass *klass)
{
  FlowGtkNodeClass *node_class = FLOW_GTK_NODE_CLASS (klass);

  node_class->bind = flow_demo_node_widget_bind;
  node_class->unbind = flow_demo_node_widget_unbind;
}

static void
flow_demo_node_widget_init (FlowDemoNodeWidget *self)
{
}

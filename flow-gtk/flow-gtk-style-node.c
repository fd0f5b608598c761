/* flow-gtk-style-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-style-node-private.h"

/* FlowGtkStyleNode: a child that only carries a CSS node, so that what a
 * widget draws by hand (wires, the grid, node boxes, the minimap) takes
 * its colours from the stylesheet, and what GTK draws from CSS alone (the
 * rubber band, the minimap's frame) can be shown as a child. Style nodes
 * take no pointer input and are hidden until their parent shows one.
 */

#define FLOW_GTK_TYPE_STYLE_NODE (flow_gtk_style_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowGtkStyleNode, flow_gtk_style_node, FLOW_GTK, STYLE_NODE, GtkWidget)

struct _FlowGtkStyleNode
{
  GtkWidget               parent_instance;

  FlowGtkStyleChangedFunc changed;
  gpointer                user_data;
};

G_DEFINE_FINAL_TYPE (FlowGtkStyleNode, flow_gtk_style_node, GTK_TYPE_WIDGET)

static void
flow_gtk_style_node_css_changed (GtkWidget         *widget,
                                 GtkCssStyleChange *change)
{
  FlowGtkStyleNode *self = FLOW_GTK_STYLE_NODE (widget);

  GTK_WIDGET_CLASS (flow_gtk_style_node_parent_class)->css_changed (widget, change);

  if (gtk_widget_get_parent (widget) != NULL && self->changed != NULL)
    self->changed (self->user_data);
}

static void
flow_gtk_style_node_class_init (FlowGtkStyleNodeClass *klass)
{
  GTK_WIDGET_CLASS (klass)->css_changed = flow_gtk_style_node_css_changed;
}

static void
flow_gtk_style_node_init (FlowGtkStyleNode *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/* A hidden style node named @css_name, with @css_class if not NULL, as a
 * child of @parent; @changed, if not NULL, is called with @user_data when
 * the node's style changes.
 */
GtkWidget *
flow_gtk_style_node_new (GtkWidget               *parent,
                         const char              *css_name,
                         const char              *css_class,
                         GtkAccessibleRole        role,
                         FlowGtkStyleChangedFunc  changed,
                         gpointer                 user_data)
{
  FlowGtkStyleNode *self;

  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (css_name != NULL, NULL);

  self = g_object_new (FLOW_GTK_TYPE_STYLE_NODE,
                       "css-name", css_name,
                       "accessible-role", role,
                       NULL);
  self->changed = changed;
  self->user_data = user_data;

  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), css_class);

  gtk_widget_set_parent (GTK_WIDGET (self), parent);
  gtk_widget_set_child_visible (GTK_WIDGET (self), FALSE);
  /* A stylesheet added to the display reaches a widget's CSS node
   * through the widget's style context, which GTK makes when the widget
   * is realized or asks for it, and a style node is never realized:
   * without one made now, a node styled before a stylesheet came (one
   * added right after the window is presented) would keep its old
   * colours.
   */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  (void) gtk_widget_get_style_context (GTK_WIDGET (self));
G_GNUC_END_IGNORE_DEPRECATIONS

  return GTK_WIDGET (self);
}

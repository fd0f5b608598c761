/* flow-gtk-node.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include <flow/flow.h>

#include "flow-gtk-version-macros.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_NODE (flow_gtk_node_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (FlowGtkNode, flow_gtk_node, FLOW_GTK, NODE, GtkWidget)

/**
 * FlowGtkNodeClass:
 * @parent_class: the parent class
 * @bind: called when the widget starts showing a node; chain up first
 * @unbind: called when the widget stops showing its node; chain up last.
 *   It is not called for a widget disposed while bound.
 *
 * The class structure of [class@Node].
 */

/**
 * FlowGtkNodeClass::bind:
 * @self: a node widget
 * @node: the node to show
 *
 * Called when @self starts showing @node, after it was created or
 * recycled by a view.
 *
 * Subclasses chain up first; from then on [property@Node:node] is @node.
 */

/**
 * FlowGtkNodeClass::unbind:
 * @self: a node widget
 *
 * Called when @self stops showing its node, before it is recycled.
 *
 * Subclasses undo what their bind did, then chain up last. It is not
 * called for a widget disposed while bound.
 */
struct _FlowGtkNodeClass
{
  GtkWidgetClass parent_class;

  void (*bind)   (FlowGtkNode *self,
                  FlowNode    *node);
  void (*unbind) (FlowGtkNode *self);

  /*< private >*/
  gpointer _reserved[8];
};

FLOW_GTK_AVAILABLE_IN_ALL
GtkWidget *flow_gtk_node_new          (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_GTK_AVAILABLE_IN_ALL
FlowNode  *flow_gtk_node_get_node     (FlowGtkNode *self);
FLOW_GTK_AVAILABLE_IN_ALL
GtkWidget *flow_gtk_node_get_child    (FlowGtkNode *self);
FLOW_GTK_AVAILABLE_IN_ALL
void       flow_gtk_node_set_child    (FlowGtkNode *self,
                                       GtkWidget   *child);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean   flow_gtk_node_get_selected (FlowGtkNode *self);
FLOW_GTK_AVAILABLE_IN_ALL
GtkWidget *flow_gtk_node_get_dock_widget (FlowGtkNode *self,
                                          FlowDock    *dock);

G_END_DECLS

/* flow-gtk-node-factory.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "flow-gtk-version-macros.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_NODE_FACTORY (flow_gtk_node_factory_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkNodeFactory, flow_gtk_node_factory, FLOW_GTK, NODE_FACTORY, GObject)

FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkNodeFactory *flow_gtk_node_factory_new             (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_GTK_AVAILABLE_IN_ALL
GType               flow_gtk_node_factory_get_widget_type (FlowGtkNodeFactory *self);
FLOW_GTK_AVAILABLE_IN_ALL
void                flow_gtk_node_factory_set_widget_type (FlowGtkNodeFactory *self,
                                                           GType               widget_type);

G_END_DECLS

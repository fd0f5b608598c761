/* flow-gtk-node-factory-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-node-factory.h"
#include "flow-gtk-node.h"

G_BEGIN_DECLS

FlowGtkNode *_flow_gtk_node_factory_create   (FlowGtkNodeFactory *self) G_GNUC_WARN_UNUSED_RESULT;
void         _flow_gtk_node_factory_bind     (FlowGtkNodeFactory *self,
                                              FlowGtkNode        *widget,
                                              FlowNode           *node);
void         _flow_gtk_node_factory_unbind   (FlowGtkNodeFactory *self,
                                              FlowGtkNode        *widget);
void         _flow_gtk_node_factory_teardown (FlowGtkNodeFactory *self,
                                              FlowGtkNode        *widget);

G_END_DECLS

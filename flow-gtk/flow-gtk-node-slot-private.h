/* flow-gtk-node-slot-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-node.h"

G_BEGIN_DECLS

/* Room around a node widget, in canvas units, inside which it may draw
 * (dots half outside its border, outlines, shadows).
 */
#define FLOW_GTK_NODE_SLOT_MARGIN 24

#define FLOW_GTK_TYPE_NODE_SLOT (flow_gtk_node_slot_get_type ())
G_DECLARE_FINAL_TYPE (FlowGtkNodeSlot, flow_gtk_node_slot, FLOW_GTK, NODE_SLOT, GtkWidget)

GtkWidget   *flow_gtk_node_slot_new      (FlowGtkNode     *node);
FlowGtkNode *flow_gtk_node_slot_get_node (FlowGtkNodeSlot *self);

G_END_DECLS

/* flow-gtk-connect-popover-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The keyboard's way to wire a node: a searchable list of the connections
 * that can be made from or to a node, or of those it has, to remove.
 */

#pragma once

#include <gtk/gtk.h>
#include <flow/flow.h>

G_BEGIN_DECLS

typedef enum
{
  FLOW_GTK_CONNECT_POPOVER_CONNECT,
  FLOW_GTK_CONNECT_POPOVER_DISCONNECT,
  FLOW_GTK_CONNECT_POPOVER_ADD,
  FLOW_GTK_CONNECT_POPOVER_REROUTE,
} FlowGtkConnectPopoverMode;

#define FLOW_GTK_TYPE_CONNECT_POPOVER (flow_gtk_connect_popover_get_type ())

G_DECLARE_FINAL_TYPE (FlowGtkConnectPopover, flow_gtk_connect_popover, FLOW_GTK, CONNECT_POPOVER, GtkPopover)

GtkWidget *flow_gtk_connect_popover_new       (FlowGraph                 *graph,
                                               FlowNode                  *node,
                                               FlowDock                  *only,
                                               FlowGtkConnectPopoverMode  mode);
GtkWidget *flow_gtk_connect_popover_new_add   (FlowGraph                 *graph,
                                               FlowSerializer            *serializer,
                                               FlowDock                  *loose_end,
                                               const graphene_point_t    *at);
guint      flow_gtk_connect_popover_get_n_choices (FlowGtkConnectPopover *self);
const char *flow_gtk_connect_popover_get_choice_text (FlowGtkConnectPopover *self,
                                                      guint                  position);
const char *flow_gtk_connect_popover_get_refusal (FlowGtkConnectPopover *self);

char *flow_gtk_connection_describe (FlowConnection *connection);

G_END_DECLS

/* flow-gtk-view-find-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Going to a node by its name: see flow-gtk-view-find.c. */
#define FLOW_GTK_TYPE_FIND_POPOVER (flow_gtk_find_popover_get_type ())
G_DECLARE_FINAL_TYPE (FlowGtkFindPopover, flow_gtk_find_popover, FLOW_GTK, FIND_POPOVER, GtkPopover)

FlowGtkFindPopover *flow_gtk_view_find_get_popover (FlowGtkView    *view);
/* For tests: the search entry, and the nodes it finds. */
GtkWidget          *flow_gtk_find_popover_get_entry (FlowGtkFindPopover *self);
GListModel         *flow_gtk_find_popover_get_found (FlowGtkFindPopover *self);
void                flow_gtk_view_find_install     (GtkWidgetClass *widget_class);
char               *flow_gtk_view_find_describe_peers (FlowNode  *node);

G_END_DECLS

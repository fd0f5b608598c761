/* flow-gtk-view-rename-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Renaming a node on the canvas; see flow-gtk-view-rename.c. */
void       flow_gtk_view_rename_install     (GtkWidgetClass *widget_class);
void       flow_gtk_view_rename_node        (FlowGtkView    *view,
                                             FlowNode       *node);
GtkWidget *flow_gtk_view_rename_get_popover (FlowGtkView    *view);

G_END_DECLS

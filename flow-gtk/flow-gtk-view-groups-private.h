/* flow-gtk-view-groups-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The view's commands on subgraphs: see flow-gtk-view-groups.c. */
void     flow_gtk_view_groups_install        (GtkWidgetClass *widget_class);
void     flow_gtk_view_groups_node_activated (GtkWidget      *view,
                                              gpointer        node);
gboolean flow_gtk_view_groups_enter          (GtkWidget      *view,
                                              GPtrArray      *group_nodes);

G_END_DECLS

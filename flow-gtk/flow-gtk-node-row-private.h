/* flow-gtk-node-row-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <flow/flow.h>

#include "flow-gtk-dock.h"
#include "flow-gtk-value-editor-private.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_NODE_ROW (flow_gtk_node_row_get_type ())

G_DECLARE_FINAL_TYPE (FlowGtkNodeRow, flow_gtk_node_row, FLOW_GTK, NODE_ROW, GtkWidget)

GtkWidget          *flow_gtk_node_row_new             (void) G_GNUC_WARN_UNUSED_RESULT;

FlowDock           *flow_gtk_node_row_get_dock        (FlowGtkNodeRow *self);
void                flow_gtk_node_row_set_dock        (FlowGtkNodeRow *self,
                                                       FlowDock       *dock);
FlowGtkDock        *flow_gtk_node_row_get_dock_widget (FlowGtkNodeRow *self);
GtkWidget          *flow_gtk_node_row_get_label       (FlowGtkNodeRow *self);
FlowGtkValueEditor *flow_gtk_node_row_get_editor      (FlowGtkNodeRow *self);

/* A node widget's rows for one list of docks: flow-gtk-node-rows.c. */
void                flow_gtk_node_rows_sync           (GtkWidget      *parent,
                                                       GPtrArray      *rows,
                                                       GListModel     *docks,
                                                       GtkWidget      *anchor);
void                flow_gtk_node_rows_splice         (GtkWidget      *parent,
                                                       GPtrArray      *rows,
                                                       GListModel     *docks,
                                                       GtkWidget      *anchor,
                                                       guint           position,
                                                       guint           removed,
                                                       guint           added);

G_END_DECLS

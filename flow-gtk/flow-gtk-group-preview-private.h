/* flow-gtk-group-preview-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <flow/flow.h>

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_GROUP_PREVIEW (flow_gtk_group_preview_get_type ())

G_DECLARE_FINAL_TYPE (FlowGtkGroupPreview, flow_gtk_group_preview, FLOW_GTK, GROUP_PREVIEW, GtkWidget)

GtkWidget *flow_gtk_group_preview_new       (void) G_GNUC_WARN_UNUSED_RESULT;

FlowGraph *flow_gtk_group_preview_get_graph (FlowGtkGroupPreview *self);
void       flow_gtk_group_preview_set_graph (FlowGtkGroupPreview *self,
                                             FlowGraph           *graph);

/* For tests: how many times the picture was built. */
guint      flow_gtk_group_preview_get_n_builds (FlowGtkGroupPreview *self);

G_END_DECLS

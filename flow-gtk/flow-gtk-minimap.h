/* flow-gtk-minimap.h
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
#include "flow-gtk-view.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_MINIMAP (flow_gtk_minimap_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkMinimap, flow_gtk_minimap, FLOW_GTK, MINIMAP, GtkWidget)

FLOW_GTK_AVAILABLE_IN_ALL
GtkWidget   *flow_gtk_minimap_new      (FlowGtkView    *view) G_GNUC_WARN_UNUSED_RESULT;

FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkView *flow_gtk_minimap_get_view (FlowGtkMinimap *self);
FLOW_GTK_AVAILABLE_IN_ALL
void         flow_gtk_minimap_set_view (FlowGtkMinimap *self,
                                        FlowGtkView    *view);

G_END_DECLS

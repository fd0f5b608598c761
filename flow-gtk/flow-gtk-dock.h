/* flow-gtk-dock.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include <flow/flow.h>

#include "flow-gtk-version-macros.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_DOCK (flow_gtk_dock_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkDock, flow_gtk_dock, FLOW_GTK, DOCK, GtkWidget)

FLOW_GTK_AVAILABLE_IN_ALL
GtkWidget  *flow_gtk_dock_new             (FlowDock    *dock) G_GNUC_WARN_UNUSED_RESULT;
FLOW_GTK_AVAILABLE_IN_ALL
FlowDock   *flow_gtk_dock_get_dock        (FlowGtkDock *self);
FLOW_GTK_AVAILABLE_IN_ALL
void        flow_gtk_dock_set_dock        (FlowGtkDock *self,
                                           FlowDock    *dock);

FLOW_GTK_AVAILABLE_IN_ALL
const char *flow_gtk_type_get_css_class   (GType        type);

G_END_DECLS

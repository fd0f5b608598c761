/* flow-gtk-type-colors.h
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

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_TYPE_COLORS (flow_gtk_type_colors_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkTypeColors, flow_gtk_type_colors, FLOW_GTK, TYPE_COLORS, GObject)

FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkTypeColors *flow_gtk_type_colors_get_for_display         (GdkDisplay        *display);

FLOW_GTK_AVAILABLE_IN_ALL
void               flow_gtk_type_colors_set_color               (FlowGtkTypeColors *self,
                                                                 GType              type,
                                                                 const GdkRGBA     *light,
                                                                 const GdkRGBA     *dark);
FLOW_GTK_AVAILABLE_IN_ALL
void               flow_gtk_type_colors_set_high_contrast_color (FlowGtkTypeColors *self,
                                                                 GType              type,
                                                                 const GdkRGBA     *light,
                                                                 const GdkRGBA     *dark);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean           flow_gtk_type_colors_lookup                  (FlowGtkTypeColors *self,
                                                                 GType              type,
                                                                 GdkRGBA           *color);

FLOW_GTK_AVAILABLE_IN_ALL
gboolean           flow_gtk_type_colors_get_dark                (FlowGtkTypeColors *self);
FLOW_GTK_AVAILABLE_IN_ALL
void               flow_gtk_type_colors_set_dark                (FlowGtkTypeColors *self,
                                                                 gboolean           dark);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean           flow_gtk_type_colors_get_high_contrast       (FlowGtkTypeColors *self);
FLOW_GTK_AVAILABLE_IN_ALL
void               flow_gtk_type_colors_set_high_contrast       (FlowGtkTypeColors *self,
                                                                 gboolean           high_contrast);

G_END_DECLS

/* flow-gtk-viewport.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <graphene.h>
#include <glib-object.h>

#include "flow-gtk-version-macros.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_VIEWPORT (flow_gtk_viewport_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkViewport, flow_gtk_viewport, FLOW_GTK, VIEWPORT, GObject)

FLOW_GTK_AVAILABLE_IN_ALL
FlowGtkViewport *flow_gtk_viewport_new               (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_GTK_AVAILABLE_IN_ALL
double           flow_gtk_viewport_get_zoom          (FlowGtkViewport        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_set_zoom          (FlowGtkViewport        *self,
                                                      double                  zoom);
FLOW_GTK_AVAILABLE_IN_ALL
double           flow_gtk_viewport_get_min_zoom      (FlowGtkViewport        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_set_min_zoom      (FlowGtkViewport        *self,
                                                      double                  min_zoom);
FLOW_GTK_AVAILABLE_IN_ALL
double           flow_gtk_viewport_get_max_zoom      (FlowGtkViewport        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_set_max_zoom      (FlowGtkViewport        *self,
                                                      double                  max_zoom);
FLOW_GTK_AVAILABLE_IN_ALL
double           flow_gtk_viewport_get_offset_x      (FlowGtkViewport        *self);
FLOW_GTK_AVAILABLE_IN_ALL
double           flow_gtk_viewport_get_offset_y      (FlowGtkViewport        *self);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_set_offset        (FlowGtkViewport        *self,
                                                      double                  offset_x,
                                                      double                  offset_y);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_set_offset_x      (FlowGtkViewport        *self,
                                                      double                  offset_x);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_set_offset_y      (FlowGtkViewport        *self,
                                                      double                  offset_y);

FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_canvas_to_widget  (FlowGtkViewport        *self,
                                                      const graphene_point_t *canvas,
                                                      graphene_point_t       *widget);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_widget_to_canvas  (FlowGtkViewport        *self,
                                                      const graphene_point_t *widget,
                                                      graphene_point_t       *canvas);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_get_visible_area  (FlowGtkViewport        *self,
                                                      double                  width,
                                                      double                  height,
                                                      graphene_rect_t        *area);

FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_pan               (FlowGtkViewport        *self,
                                                      double                  dx,
                                                      double                  dy);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_zoom_at           (FlowGtkViewport        *self,
                                                      double                  zoom,
                                                      double                  widget_x,
                                                      double                  widget_y);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_fit               (FlowGtkViewport        *self,
                                                      const graphene_rect_t  *area,
                                                      double                  width,
                                                      double                  height,
                                                      double                  margin);
FLOW_GTK_AVAILABLE_IN_ALL
void             flow_gtk_viewport_center_on         (FlowGtkViewport        *self,
                                                      double                  canvas_x,
                                                      double                  canvas_y,
                                                      double                  width,
                                                      double                  height);

G_END_DECLS

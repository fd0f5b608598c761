/* flow-gst-properties.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <flow-gtk/flow-gtk.h>

#include "flow-gst-element-node.h"
#include "flow-gst-player.h"

G_BEGIN_DECLS

GtkWidget  *flow_gst_property_editor_new   (FlowGstElementNode *node,
                                            GParamSpec         *pspec,
                                            FlowGstPlayer      *player);
GParamSpec *flow_gst_property_inline       (FlowGstElementNode *node);

#define FLOW_GST_TYPE_PROPERTY_PANEL (flow_gst_property_panel_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstPropertyPanel, flow_gst_property_panel, FLOW_GST, PROPERTY_PANEL, GtkWidget)

GtkWidget  *flow_gst_property_panel_new      (FlowGstPlayer        *player);
void        flow_gst_property_panel_set_node (FlowGstPropertyPanel *self,
                                              FlowNode             *node);
FlowNode   *flow_gst_property_panel_get_node (FlowGstPropertyPanel *self);
void        flow_gst_property_panel_follow   (FlowGstPropertyPanel *self,
                                              FlowGtkView          *view);
GtkWidget  *flow_gst_property_panel_get_editor (FlowGstPropertyPanel *self,
                                                const char           *name);

GtkWidget *flow_gst_property_panel_get_formats (FlowGstPropertyPanel *self,
                                                const char           *name);

G_END_DECLS

/* flow-gst-node-widget.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow-gtk/flow-gtk.h>
#include <gst/gst.h>

G_BEGIN_DECLS

#define FLOW_GST_TYPE_NODE_WIDGET (flow_gst_node_widget_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstNodeWidget, flow_gst_node_widget, FLOW_GST, NODE_WIDGET, FlowGtkNode)

GdkTexture *flow_gst_sample_to_texture   (GstSample *sample) G_GNUC_WARN_UNUSED_RESULT;
void        flow_gst_node_widget_measure (FlowNode  *node,
                                          double    *width,
                                          double    *height,
                                          gpointer   user_data);
GHashTable *flow_gst_node_widget_new_size_cache (void) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

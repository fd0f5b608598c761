/* flow-gst-frame-view.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FLOW_GST_TYPE_FRAME_VIEW (flow_gst_frame_view_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstFrameView, flow_gst_frame_view, FLOW_GST, FRAME_VIEW, GtkWidget)

GtkWidget *flow_gst_frame_view_new       (int           width,
                                     int           height) G_GNUC_WARN_UNUSED_RESULT;
void       flow_gst_frame_view_set_frame (FlowGstFrameView *self,
                                     GdkPaintable *frame);

G_END_DECLS

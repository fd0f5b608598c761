/* flow-gst-caps.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>
#include <gst/gst.h>

G_BEGIN_DECLS

/* The value types of pad docks, one per media kind, so that docks and
 * wires take their colour from CSS (.type-FlowGstAudio, …). Each holds
 * the GstCaps a pad negotiated, or null.
 */
#define FLOW_GST_TYPE_AUDIO  (flow_gst_audio_get_type ())
#define FLOW_GST_TYPE_VIDEO  (flow_gst_video_get_type ())
#define FLOW_GST_TYPE_STREAM (flow_gst_stream_get_type ())

GType        flow_gst_audio_get_type     (void) G_GNUC_CONST;
GType        flow_gst_video_get_type     (void) G_GNUC_CONST;
GType        flow_gst_stream_get_type    (void) G_GNUC_CONST;

void         flow_gst_caps_init          (void);

GType        flow_gst_caps_kind          (GstCaps         *caps);

FlowDock    *flow_gst_dock_new           (GstPadDirection  direction,
                                          const char      *name,
                                          GstCaps         *caps,
                                          GstPadTemplate  *templ,
                                          GstPadPresence   presence) G_GNUC_WARN_UNUSED_RESULT;
GstCaps     *flow_gst_dock_get_caps      (FlowDock        *dock);
void         flow_gst_dock_set_caps      (FlowDock        *dock,
                                          GstCaps         *caps);
GstPadTemplate *flow_gst_dock_get_template (FlowDock      *dock);
GstPadPresence flow_gst_dock_get_presence (FlowDock       *dock);
gboolean     flow_gst_dock_is_pad_template (FlowDock      *dock);
GstPad      *flow_gst_dock_get_request_pad (FlowDock      *dock);
gboolean     flow_gst_template_is_single_request (GstPadTemplate *templ);
gboolean     flow_gst_dock_is_single_request (FlowDock   *dock);
void         flow_gst_dock_set_request_pad (FlowDock      *dock,
                                            GstPad        *pad);
void         flow_gst_dock_describe      (FlowDock        *dock,
                                          GstCaps         *current);
GstCaps     *flow_gst_dock_get_current_caps (FlowDock     *dock);

char        *flow_gst_caps_to_lines      (GstCaps         *caps) G_GNUC_WARN_UNUSED_RESULT;

char        *flow_gst_caps_describe      (GstCaps         *caps) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

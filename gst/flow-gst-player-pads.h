/* flow-gst-player-pads.h: the player's pads; see flow-gst-player-pads.c.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gst/gst.h>

G_BEGIN_DECLS

void            flow_gst_pads_init               (void);
void            flow_gst_pads_hold               (GstElement      *element,
                                                  GstPad          *pad);
void            flow_gst_pads_drop_held          (GstElement      *element,
                                                  GstPadProbeType  probe_type);
void            flow_gst_pads_release            (GstPad          *pad);
GstPadTemplate *flow_gst_pads_template_of        (GstElement      *element,
                                                  GstPad          *pad);
GError         *flow_gst_pads_refusal            (GstElement      *element,
                                                  GstPad          *pad,
                                                  GstPad          *sink_pad);
void            flow_gst_pads_watch_caps         (GstPad          *pad);
void            flow_gst_pads_watch_element_caps (GstElement      *element);

G_END_DECLS

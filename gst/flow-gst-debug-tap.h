/* flow-gst-debug-tap.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gst/gst.h>

G_BEGIN_DECLS

/* One line of GStreamer's debug log. */
typedef struct
{
  GstDebugLevel  level;
  gint64         time;     /* g_get_real_time () when it was logged */
  char          *category;
  char          *object;   /* the name of the object it is about */
  char          *message;
  char          *location; /* "file:line:function" */
} FlowGstDebugRecord;

typedef struct _FlowGstDebugTap FlowGstDebugTap;

/* @records (FlowGstDebugRecord, oldest first) came since the last call;
 * @n_dropped more came and were left out, the tap holding at most a
 * thousand between two calls.
 */
typedef void (*FlowGstDebugTapFunc) (GPtrArray *records,
                                     guint      n_dropped,
                                     gpointer   user_data);

FlowGstDebugTap *flow_gst_debug_tap_new          (FlowGstDebugTapFunc  func,
                                                  gpointer             user_data);
void             flow_gst_debug_tap_free         (FlowGstDebugTap     *tap);
void             flow_gst_debug_tap_set_level    (FlowGstDebugTap     *tap,
                                                  GstDebugLevel        level);
GstDebugLevel    flow_gst_debug_tap_get_level    (FlowGstDebugTap     *tap);
void             flow_gst_debug_tap_set_pipeline (FlowGstDebugTap     *tap,
                                                  GstElement          *pipeline);
void             flow_gst_debug_tap_flush        (FlowGstDebugTap     *tap);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGstDebugTap, flow_gst_debug_tap_free)

G_END_DECLS

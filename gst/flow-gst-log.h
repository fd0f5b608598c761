/* flow-gst-log.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gst-player.h"

G_BEGIN_DECLS

typedef enum
{
  FLOW_GST_LOG_ERROR,
  FLOW_GST_LOG_WARNING,
  FLOW_GST_LOG_INFO,
  FLOW_GST_LOG_STATE,
  FLOW_GST_LOG_STREAM,
  FLOW_GST_LOG_DEBUG,
} FlowGstLogKind;

#define FLOW_GST_TYPE_LOG_ENTRY (flow_gst_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstLogEntry, flow_gst_log_entry, FLOW_GST, LOG_ENTRY, GObject)

FlowGstLogKind flow_gst_log_entry_get_kind   (FlowGstLogEntry *self);
const char    *flow_gst_log_entry_get_time   (FlowGstLogEntry *self);
const char    *flow_gst_log_entry_get_source (FlowGstLogEntry *self);
const char    *flow_gst_log_entry_get_text   (FlowGstLogEntry *self);
const char    *flow_gst_log_entry_get_debug  (FlowGstLogEntry *self);
GstDebugLevel  flow_gst_log_entry_get_level  (FlowGstLogEntry *self);

#define FLOW_GST_TYPE_LOG (flow_gst_log_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstLog, flow_gst_log, FLOW_GST, LOG, GtkWidget)

GtkWidget     *flow_gst_log_new         (FlowGstPlayer *player);
GListModel    *flow_gst_log_get_entries (FlowGstLog    *self);
GListModel    *flow_gst_log_get_shown   (FlowGstLog    *self);
void           flow_gst_log_clear       (FlowGstLog    *self);
char          *flow_gst_log_to_text     (FlowGstLog    *self) G_GNUC_WARN_UNUSED_RESULT;
void           flow_gst_log_set_debug_level (FlowGstLog    *self,
                                             GstDebugLevel  level);
GstDebugLevel  flow_gst_log_get_debug_level (FlowGstLog    *self);
void           flow_gst_log_flush_debug     (FlowGstLog    *self);

G_END_DECLS

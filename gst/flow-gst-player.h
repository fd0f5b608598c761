/* flow-gst-player.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>
#include <gst/gst.h>

G_BEGIN_DECLS

typedef enum
{
  FLOW_GST_PLAYER_STOPPED,
  FLOW_GST_PLAYER_PAUSED,
  FLOW_GST_PLAYER_PLAYING,
} FlowGstPlayerState;

#define FLOW_GST_TYPE_PLAYER (flow_gst_player_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstPlayer, flow_gst_player, FLOW_GST, PLAYER, GObject)

FlowGstPlayer     *flow_gst_player_new          (FlowGraph     *graph) G_GNUC_WARN_UNUSED_RESULT;
FlowGraph         *flow_gst_player_get_graph    (FlowGstPlayer *self);
GstElement        *flow_gst_player_get_pipeline (FlowGstPlayer *self);
FlowGstPlayerState flow_gst_player_get_state    (FlowGstPlayer *self);
const char        *flow_gst_player_get_status   (FlowGstPlayer *self);
gint64             flow_gst_player_get_position (FlowGstPlayer *self);
gint64             flow_gst_player_get_duration (FlowGstPlayer *self);
char              *flow_gst_format_time         (gint64         time) G_GNUC_WARN_UNUSED_RESULT;

gboolean           flow_gst_player_play         (FlowGstPlayer *self,
                                                 GError       **error);
gboolean           flow_gst_player_pause        (FlowGstPlayer *self,
                                                 GError       **error);
void               flow_gst_player_stop         (FlowGstPlayer *self);
gboolean           flow_gst_player_seek         (FlowGstPlayer *self,
                                                 gint64         position);

void               flow_gst_player_set_ask_to_stop  (FlowGstPlayer *self,
                                                     gboolean       ask);
gboolean           flow_gst_player_get_edit_pending (FlowGstPlayer *self);
void               flow_gst_player_resolve_edit     (FlowGstPlayer *self,
                                                     gboolean       stop);

void               flow_gst_send_to_main        (GSourceFunc    func,
                                                 gpointer       data,
                                                 GDestroyNotify destroy);

G_END_DECLS

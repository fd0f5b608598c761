/* flow-gst-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow-gtk/flow-gtk.h>

#include "flow-gst-player.h"
#include "flow-gst-registry.h"
#include "flow-app-recovery.h"

G_BEGIN_DECLS

#define FLOW_GST_TYPE_WINDOW (flow_gst_window_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstWindow, flow_gst_window, FLOW_GST, WINDOW, GtkApplicationWindow)

GtkWidget     *flow_gst_window_new          (GtkApplication  *application,
                                             FlowGstRegistry *registry);
FlowGraph     *flow_gst_window_get_graph    (FlowGstWindow   *self);
FlowGstPlayer *flow_gst_window_get_player   (FlowGstWindow   *self);
GtkWidget     *flow_gst_window_get_view     (FlowGstWindow   *self);
GtkWidget     *flow_gst_window_get_palette  (FlowGstWindow   *self);
GtkWidget     *flow_gst_window_get_panel    (FlowGstWindow   *self);
GtkWidget     *flow_gst_window_get_play_button (FlowGstWindow *self);
GtkWidget     *flow_gst_window_get_stop_question (FlowGstWindow *self);
GtkWidget     *flow_gst_window_get_log      (FlowGstWindow   *self);
GtkWidget     *flow_gst_window_get_unsaved_question (FlowGstWindow *self);
void           flow_gst_window_open_chosen  (FlowGstWindow   *self,
                                             GFile           *file);
gboolean       flow_gst_window_get_show_messages (FlowGstWindow *self);
void           flow_gst_window_set_show_messages (FlowGstWindow *self,
                                                  gboolean       show);
FlowNode      *flow_gst_window_add_element  (FlowGstWindow   *self,
                                             const char      *factory,
                                             GError         **error);
FlowNode      *flow_gst_window_add_element_at (FlowGstWindow *self,
                                               const char    *factory,
                                               double         x,
                                               double         y,
                                               GError       **error);
gboolean       flow_gst_window_import       (FlowGstWindow   *self,
                                             const char      *description,
                                             GError         **error);
gboolean       flow_gst_window_import_dot   (FlowGstWindow   *self,
                                             GFile           *file,
                                             GError         **error);
gboolean       flow_gst_window_open_file    (FlowGstWindow   *self,
                                             GFile           *file,
                                             GError         **error);
gboolean       flow_gst_window_save_file    (FlowGstWindow   *self,
                                             GFile           *file,
                                             GError         **error);
gboolean       flow_gst_window_start        (FlowGstWindow   *self,
                                             GFile           *file,
                                             const char      *launch_line,
                                             gboolean         play,
                                             GError         **error);
const char    *flow_gst_window_get_status   (FlowGstWindow   *self);

void           flow_gst_window_offer_recovery   (FlowGstWindow      *self,
                                                 const char * const *paths);
GtkWidget     *flow_gst_window_get_recovery_bar (FlowGstWindow      *self);
FlowAppRecovery *flow_gst_window_get_recovery   (FlowGstWindow      *self);

G_END_DECLS

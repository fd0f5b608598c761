/* flow-gst-recovery-bar.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FLOW_GST_TYPE_RECOVERY_BAR (flow_gst_recovery_bar_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstRecoveryBar, flow_gst_recovery_bar, FLOW_GST, RECOVERY_BAR, GtkWidget)

GtkWidget  *flow_gst_recovery_bar_new      (void);
void        flow_gst_recovery_bar_offer    (FlowGstRecoveryBar *self,
                                            const char * const *paths);
const char *flow_gst_recovery_bar_get_path (FlowGstRecoveryBar *self);
void        flow_gst_recovery_bar_next     (FlowGstRecoveryBar *self);

G_END_DECLS

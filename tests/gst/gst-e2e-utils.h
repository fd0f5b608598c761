/* gst-e2e-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gst-player.h"
#include "flow-gst-registry.h"
#include "flow-gst-window.h"

G_BEGIN_DECLS

GtkWidget *gst_e2e_window_new       (FlowGstRegistry    *registry);
GtkWidget *gst_e2e_find_button      (GtkWidget          *root,
                                     const char         *label);
void       gst_e2e_click_center     (GtkWidget          *widget);
void       gst_e2e_type_text        (GtkWidget          *widget,
                                     const char         *text);
void       gst_e2e_select_all       (GtkWidget          *widget);
void       gst_e2e_click_node       (GtkWidget          *view,
                                     FlowNode           *node);
void       gst_e2e_scroll_into_view (GtkWidget          *widget);
void       gst_e2e_set_in_panel     (FlowGstWindow      *window,
                                     const char         *property,
                                     const char         *text);
void       gst_e2e_wait_for_state   (FlowGstPlayer      *player,
                                     FlowGstPlayerState  state);
void       gst_e2e_answer           (GtkWidget          *dialog,
                                     GtkWidget          *window,
                                     guint               keyval);
void       gst_e2e_file_dialog      (GtkWidget          *window,
                                     GFile             **folder,
                                     char              **name);
char      *gst_e2e_file_dialog_choose (GtkWidget        *window,
                                       GFile            *file);

G_END_DECLS

/* flow-app-a11y.h: names for assistive technologies that GTK 4.8 gets
 * wrong in the widgets flow-demo and flow-gst do not make themselves.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void flow_app_name_mnemonic_buttons (GtkWidget  *root);
void flow_app_name_shortcuts_window (GtkWidget  *window);
void flow_app_name_plain_buttons    (GtkWidget  *root);
void flow_app_name_icon_buttons     (GtkWidget  *root,
                                     const char *icon_name,
                                     const char *label);
void flow_app_name_icon             (GtkWidget  *root,
                                     const char *icon_name,
                                     const char *label);

G_END_DECLS

/* flow-gst-about.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FLOW_GST_APPLICATION_ID "org.gnome.Flow.Gst"

void       flow_gst_add_icons   (GdkDisplay *display);
GtkWidget *flow_gst_about_new   (GtkWindow  *parent);

G_END_DECLS

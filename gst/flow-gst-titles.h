/* flow-gst-titles.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *flow_gst_titles_new    (void);
void       flow_gst_titles_update (GtkWidget *titles,
                                   GtkWindow *window,
                                   GFile     *file,
                                   gboolean   modified);

G_END_DECLS

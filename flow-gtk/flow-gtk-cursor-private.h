/* flow-gtk-cursor-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GdkCursor *_flow_gtk_cursor_get             (const char *name);
void       _flow_gtk_widget_set_cursor_name (GtkWidget  *widget,
                                             const char *name);

G_END_DECLS

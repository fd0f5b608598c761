/* flow-gtk-init-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk.h"

G_BEGIN_DECLS

void _flow_gtk_ensure_style  (GdkDisplay *display);
void _flow_gtk_ensure_types  (void);
void _flow_gtk_widget_rooted (GtkWidget  *widget);

G_END_DECLS

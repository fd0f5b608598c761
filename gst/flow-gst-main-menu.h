/* flow-gst-main-menu.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *flow_gst_main_menu_new (void);

G_END_DECLS

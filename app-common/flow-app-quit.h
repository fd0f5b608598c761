/* flow-app-quit.h: the applications' quit, which closes every window as
 * its close button does.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void flow_app_add_quit_action (GtkApplication *application);

G_END_DECLS

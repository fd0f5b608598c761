/* shortcuts-check.h: checks that a shortcuts window lists only keys
 * that are bound.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

guint shortcuts_check_bound (GtkShortcutsWindow  *shortcuts,
                             GtkApplication      *application,
                             GtkWidget          **widgets);

G_END_DECLS

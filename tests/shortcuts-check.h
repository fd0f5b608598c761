/* shortcuts-check.h: checks that a shortcuts window lists only keys
 * that are bound, and that it fits the screen, in English and in German.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

guint             shortcuts_check_bound        (GtkShortcutsWindow  *shortcuts,
                                                GtkApplication      *application,
                                                GtkWidget          **widgets);
void              shortcuts_check_fits         (GtkShortcutsWindow  *shortcuts,
                                                int                  max_width,
                                                int                  max_height);
char             *shortcuts_check_dup_pages    (GtkShortcutsWindow  *shortcuts) G_GNUC_WARN_UNUSED_RESULT;
char             *shortcuts_check_dup_menu_clashes (GtkWidget       *window) G_GNUC_WARN_UNUSED_RESULT;
char             *shortcuts_check_dup_model_clashes (GMenuModel     *menu) G_GNUC_WARN_UNUSED_RESULT;

gboolean          shortcuts_check_enter_german (const char          *catalogue_dir);
void              shortcuts_check_leave_german (void);

void              shortcuts_check_file_chooser_open (gboolean       open);
GLogWriterOutput  shortcuts_check_log_writer   (GLogLevelFlags       log_level,
                                                const GLogField     *fields,
                                                gsize                n_fields,
                                                gpointer             user_data);

G_END_DECLS

/* flow-app-quit.c: the applications' quit, which closes every window as
 * its close button does.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-app-quit.h"

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  g_autoptr(GPtrArray) windows = g_ptr_array_new_with_free_func (g_object_unref);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (user_data)); l != NULL; l = l->next)
    g_ptr_array_add (windows, g_object_ref (l->data));

  /* Each window asks about its unsaved changes as it closes; the
   * application ends with the last one. A window that stays open (its
   * person chose to keep it) keeps the application.
   */
  for (guint i = 0; i < windows->len; i++)
    gtk_window_close (g_ptr_array_index (windows, i));
}

/* Adds "quit" to @application's actions (app.quit). */
void
flow_app_add_quit_action (GtkApplication *application)
{
  g_autoptr(GSimpleAction) quit = g_simple_action_new ("quit", NULL);

  g_return_if_fail (GTK_IS_APPLICATION (application));

  g_signal_connect_object (quit, "activate", G_CALLBACK (quit_activated_cb), application, 0);
  g_action_map_add_action (G_ACTION_MAP (application), G_ACTION (quit));
}

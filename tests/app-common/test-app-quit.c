/* test-app-quit.c: the applications' quit closes every window as its
 * close button does: a window that asks about its changes stays open
 * and keeps the application.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-app-quit.h"

static gboolean
keep_open_cb (GtkWindow *window,
              gpointer   user_data)
{
  guint *asked = user_data;

  (*asked)++;

  return TRUE;
}

static void
closed_cb (gpointer  user_data,
           GObject  *where_the_object_was)
{
  guint *n_closed = user_data;

  (*n_closed)++;
}

static void
activate_cb (GApplication *application,
             gpointer      user_data)
{
  guint *counts = user_data;
  GtkWidget *plain, *asking, *other;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "quit"));

  /* Held, so that quitting is the test's and not the last window's. */
  g_application_hold (application);

  plain = gtk_application_window_new (GTK_APPLICATION (application));
  asking = gtk_application_window_new (GTK_APPLICATION (application));
  other = gtk_application_window_new (GTK_APPLICATION (application));
  g_signal_connect (asking, "close-request", G_CALLBACK (keep_open_cb), &counts[0]);
  g_object_weak_ref (G_OBJECT (plain), closed_cb, &counts[1]);
  g_object_weak_ref (G_OBJECT (other), closed_cb, &counts[1]);
  gtk_window_present (GTK_WINDOW (plain));
  gtk_window_present (GTK_WINDOW (asking));
  gtk_window_present (GTK_WINDOW (other));

  g_action_group_activate_action (G_ACTION_GROUP (application), "quit", NULL);

  /* Every window was asked to close, in turn, whatever the one before
   * it answered: the plain ones are gone, the asking one stays.
   */
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpuint (counts[1], ==, 2);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (application))), ==, 1);
  g_assert_true (gtk_application_get_windows (GTK_APPLICATION (application))->data == asking);

  gtk_window_destroy (GTK_WINDOW (asking));
  g_application_release (application);
}

static void
test_quit_closes_windows (void)
{
  g_autoptr(GtkApplication) application = NULL;
  guint counts[2] = { 0, 0 };

  g_test_summary ("Quit asks every window to close, as its close button does, "
                  "and a window that asks about its changes stays.");

  application = gtk_application_new ("org.gnome.Flow.TestQuit", G_APPLICATION_NON_UNIQUE);
  flow_app_add_quit_action (application);
  g_signal_connect (application, "activate", G_CALLBACK (activate_cb), counts);

  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpuint (counts[1], ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/app-common/quit/closes-windows", test_quit_closes_windows);

  return g_test_run ();
}

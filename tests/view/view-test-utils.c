/* view-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  guint *left = user_data;

  if (*left > 0)
    (*left)--;

  return *left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

void
view_test_run_frames (GtkWidget *widget,
                      guint      n)
{
  guint left = n;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_widget_add_tick_callback (widget, count_frame_cb, &left, NULL);

  while (left > 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (left, ==, 0);

  /* Let the frame that ran the last tick finish its layout and paint. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
wake_cb (gpointer user_data)
{
  *(gboolean *)user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
view_test_wait (guint milliseconds)
{
  gboolean done = FALSE;

  g_timeout_add (milliseconds, wake_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

GtkWidget *
view_test_window_new (GtkWidget *view,
                      int        width,
                      int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));

  gtk_test_widget_wait_for_draw (window);
  view_test_run_frames (window, 3);

  return window;
}

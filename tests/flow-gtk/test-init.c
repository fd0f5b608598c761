/* test-init.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The library's widgets initialize it as they join a window, without a
 * view and without flow_gtk_init (): a dock shown alone, as a legend of
 * types, has its stylesheet's size.
 */

#include "config.h"

#include <flow-gtk/flow-gtk.h>

static void
test_init_by_dock (void)
{
  g_autoptr(FlowSource) source = flow_source_new ("out", G_TYPE_DOUBLE);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *dock = flow_gtk_dock_new (FLOW_DOCK (source));

  g_test_summary ("A dock shown before any view initializes the library and is "
                  "styled: it was 0 × 0 until flow_gtk_init () was called.");

  g_assert_false (flow_gtk_is_initialized ());

  gtk_widget_set_halign (dock, GTK_ALIGN_START);
  gtk_widget_set_valign (dock, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), dock);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  g_assert_true (flow_gtk_is_initialized ());
  g_assert_cmpint (gtk_widget_get_width (dock), >, 0);
  g_assert_cmpint (gtk_widget_get_height (dock), >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/init/by-dock", test_init_by_dock);

  return g_test_run ();
}

/* test-spin-button.c: flow_gtk_spin_button_keep_values (), the spin
 * buttons of value editors and of applications' node widgets: their
 * text says their value exactly, and only numbers set one.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk.h"
#include "flow-gtk-spin-button.h"
#include "flow-gtk-test-utils.h"

/* Enter in @spin, with @text typed first when not NULL: GTK reads its
 * text back.
 */
static void
activate (GtkWidget  *spin,
          const char *text)
{
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
}

static void
value_changed_cb (GtkSpinButton *spin,
                  guint         *n_changes)
{
  (*n_changes)++;
}

static void
test_spin_button_keep_values (void)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (-1000, 1e300, 0.01);
  GtkWidget *window;
  guint n_changes = 0;

  g_test_summary ("A kept spin button shows its digits when they are exact and "
                  "every digit it takes otherwise, so that Enter never rounds its "
                  "value; it reads numbers with an exponent and refuses other text.");

  g_assert_cmpuint (gtk_spin_button_get_digits (GTK_SPIN_BUTTON (spin)), ==, 2);
  flow_gtk_spin_button_keep_values (GTK_SPIN_BUTTON (spin));
  window = flow_gtk_test_show (spin);
  g_signal_connect (spin, "value-changed", G_CALLBACK (value_changed_cb), &n_changes);

  /* Its digits, when they say the value. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0.5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.50");

  /* More decimals than its digits: all of them, and Enter keeps them. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0.125);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.125");
  n_changes = 0;
  activate (spin, NULL);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 0.125);
  g_assert_cmpuint (n_changes, ==, 0);

  /* Whole digits written out, large numbers in the fewest digits. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1000);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1000.00");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1e300);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1e+300");

  /* Text that is no number is refused, blank text too: the value stays
   * and shows again. (GTK 4.8 emits value-changed for a refusal all the
   * same, with the value unchanged.)
   */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0.25);
  activate (spin, "abc");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.25");
  activate (spin, "  ");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.25");
  activate (spin, "1.5x");
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 0.25);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.25");

  /* A number, with an exponent and spaces around it. */
  activate (spin, " 6.25e-2 ");
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 0.0625);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.0625");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A float's value editor: the shortest text that reads back as the same
 * float, not the double's seventeen digits.
 */
static void
test_spin_button_float (void)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (-10, 10, 0.1);
  GtkWidget *window;

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  flow_gtk_spin_button_keep_values_of_type (GTK_SPIN_BUTTON (spin), G_TYPE_FLOAT);
  window = flow_gtk_test_show (spin);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (float) 0.1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.1");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "3");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/spin-button/keep-values", test_spin_button_keep_values);
  g_test_add_func ("/flow-gtk/spin-button/float", test_spin_button_float);

  return g_test_run ();
}

/* flow-app-spin.c: spin buttons that show their value exactly and take
 * only numbers.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Implementation notes: GTK 4.8's spin button, as
 * gtk_spin_button_new_with_range () makes it, is numeric: it rounds the
 * text it shows to its digits and refuses text with more decimals or an
 * exponent; and it reads its text back on Enter and when it loses the
 * focus. A value with more decimals than the digits (a volume of 0.125
 * shown as "0.12" in three digits' room of two) was so changed by
 * passing through the field: an edit of the graph, with an undo step,
 * that nobody made. Under its default update policy, text it cannot read
 * ("abc", and blank text, read as 0) sets what it read of it.
 *
 * libflow-gtk's value editor does the same for the sinks' values with
 * its own code (a library cannot use the applications'); this is the
 * applications' one way, for their nodes' fields and flow-gst's panel.
 */

#include "config.h"

#include "flow-app-spin.h"

#include <math.h>

/* The spin button's digits when they say the value exactly ("4.00"),
 * else as many as it takes, up to 17 (0.125, 1e+300).
 */
static gboolean
output_cb (GtkSpinButton *spin)
{
  double number = gtk_spin_button_get_value (spin);
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];

  if (fabs (number) < 1e15)
    {
      g_snprintf (format, sizeof format, "%%.%uf", MIN (gtk_spin_button_get_digits (spin), 20));
      g_ascii_formatd (text, sizeof text, format, number);
    }
  if (fabs (number) >= 1e15 || g_ascii_strtod (text, NULL) != number)
    {
      /* Whole digits all written (1000, not 1e+03) up to 15 of them. */
      int whole_digits = fabs (number) >= 1 ? (int) floor (log10 (fabs (number))) + 1 : 1;

      for (int precision = whole_digits <= 15 ? whole_digits : 1; precision <= 17; precision++)
        {
          g_snprintf (format, sizeof format, "%%.%dg", precision);
          g_ascii_formatd (text, sizeof text, format, number);
          if (g_ascii_strtod (text, NULL) == number)
            break;
        }
    }

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);

  return TRUE;
}

/* A number, whatever the locale; anything else, blank text included, is
 * an error, after which the spin button shows its value again.
 */
static int
input_cb (GtkSpinButton *spin,
          double        *new_value)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  char *end = NULL;
  double number;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0')
    return GTK_INPUT_ERROR;

  number = g_ascii_strtod (text, &end);
  while (end != NULL && g_ascii_isspace (*end))
    end++;
  if (end == text || end == NULL || *end != '\0' || !isfinite (number))
    return GTK_INPUT_ERROR;

  *new_value = number;
  return TRUE;
}

/**
 * flow_app_spin_button_keep_values:
 * @spin: a spin button, before its value is first set
 *
 * Makes @spin show its value exactly (its digits when they are exact,
 * every digit it takes otherwise), so that reading its text back never
 * changes the value; and take only numbers (in any locale, an exponent
 * allowed), refusing other text rather than reading it as 0.
 */
void
flow_app_spin_button_keep_values (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  gtk_spin_button_set_numeric (spin, FALSE);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "output", G_CALLBACK (output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (input_cb), NULL);
}

/* flow-gtk-spin-button.c: spin buttons that show their value exactly and
 * take only numbers, for the value editors of node widgets and for the
 * fields applications put in theirs.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-spin-button.h"

#include <locale.h>
#include <math.h>

/* Implementation notes
 *
 * GTK 4.8's spin button, as gtk_spin_button_new_with_range () makes it,
 * is numeric: it rounds the text it shows to its digits and refuses text
 * with more decimals or an exponent; and it reads its text back on Enter
 * and when it loses the focus. A value with more decimals than the
 * digits (a volume of 0.125 shown as "0.12" with two digits) was so
 * changed by passing through the field: an edit of the graph, with an
 * undo step, that nobody made. Under its default update policy, text it
 * cannot read ("abc", and blank text, read as 0) sets what it read of
 * it, and GTK_UPDATE_ALWAYS ignores an input error altogether.
 *
 * One rule for the text, whoever made the spin button: its digits when
 * they say the value exactly ("4.00"), else the fewest digits that read
 * back as the value (0.125, 1e+300), whole digits all written up to 15
 * of them (1000, not the "1e+03" that %.1g gives). The value editor's
 * spin buttons have no digits, so their text is always the shortest.
 */

#define KEEP_FLOAT_KEY "flow-gtk-spin-button-float"

static gboolean
reads_back (const char *text,
            double      number,
            gboolean    is_float)
{
  double parsed = g_ascii_strtod (text, NULL);

  return is_float ? (float) parsed == (float) number : parsed == number;
}

static gboolean
output_cb (GtkSpinButton *spin)
{
  double number = gtk_spin_button_get_value (spin);
  gboolean is_float = g_object_get_data (G_OBJECT (spin), KEEP_FLOAT_KEY) != NULL;
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];

  if (fabs (number) < 1e15)
    {
      g_snprintf (format, sizeof format, "%%.%uf", MIN (gtk_spin_button_get_digits (spin), 20));
      g_ascii_formatd (text, sizeof text, format, number);
    }
  if (fabs (number) >= 1e15 || !reads_back (text, number, is_float))
    {
      int whole_digits = fabs (number) >= 1 ? (int) floor (log10 (fabs (number))) + 1 : 1;

      for (int precision = whole_digits <= 15 ? whole_digits : 1; precision <= 17; precision++)
        {
          g_snprintf (format, sizeof format, "%%.%dg", precision);
          g_ascii_formatd (text, sizeof text, format, number);
          if (reads_back (text, number, is_float))
            break;
        }
    }

  /* Shown with the locale's decimal separator, as labels show numbers
   * ("0,75" in German): the text was made, and checked, with a point,
   * and input_cb () reads both.
   */
  {
    const char *separator = localeconv ()->decimal_point;
    char *point = strchr (text, '.');
    g_autoptr(GString) shown = NULL;

    if (point != NULL && separator != NULL && *separator != '\0' && !g_str_equal (separator, "."))
      {
        shown = g_string_new_len (text, point - text);
        g_string_append (shown, separator);
        g_string_append (shown, point + 1);
      }

    if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), shown != NULL ? shown->str : text) != 0)
      gtk_editable_set_text (GTK_EDITABLE (spin), shown != NULL ? shown->str : text);
  }

  return TRUE;
}

/* Reads all of @text (spaces around it aside) as a number written with
 * a point, into @number.
 */
static gboolean
read_number (const char *text,
             double     *number)
{
  char *end = NULL;

  *number = g_ascii_strtod (text, &end);
  while (end != NULL && g_ascii_isspace (*end))
    end++;

  return end != text && end != NULL && *end == '\0' && isfinite (*number);
}

/* A number, written with a point whatever the locale, or with the
 * locale's own decimal separator ("0,5" in German) when the text has no
 * point; anything else, blank text included, is an error, after which
 * the spin button shows its value again.
 */
static int
input_cb (GtkSpinButton *spin,
          double        *new_value)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  const char *separator = localeconv ()->decimal_point;
  const char *at;
  double number;

  /* Blank text first: skipping the spaces after the number, below,
   * would run through it and take it for a 0.
   */
  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0')
    return GTK_INPUT_ERROR;

  if (!read_number (text, &number))
    {
      g_autoptr(GString) with_point = NULL;

      if (separator == NULL || *separator == '\0' || g_str_equal (separator, ".") ||
          strchr (text, '.') != NULL || (at = strstr (text, separator)) == NULL ||
          strstr (at + strlen (separator), separator) != NULL)
        return GTK_INPUT_ERROR;

      with_point = g_string_new_len (text, at - text);
      g_string_append_c (with_point, '.');
      g_string_append (with_point, at + strlen (separator));
      if (!read_number (with_point->str, &number))
        return GTK_INPUT_ERROR;
    }

  *new_value = number;
  return TRUE;
}

/**
 * flow_gtk_spin_button_keep_values_of_type:
 * @spin: a spin button, before its value is first set
 * @type: the type of the value @spin edits, such as `G_TYPE_FLOAT`
 *
 * Does what [func@spin_button_keep_values] does, for a value of @type:
 * the spin button of a `float` (a `G_TYPE_FLOAT` property, a GStreamer
 * element's volume) shows the shortest text that reads back as the same
 * `float`, "0.1" rather than the "0.100000001490116" of the double it
 * is; other types are shown as doubles.
 *
 * Since: 0.2
 */
void
flow_gtk_spin_button_keep_values_of_type (GtkSpinButton *spin,
                                          GType          type)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  if (G_TYPE_FUNDAMENTAL (type) == G_TYPE_FLOAT)
    g_object_set_data (G_OBJECT (spin), KEEP_FLOAT_KEY, GINT_TO_POINTER (TRUE));

  gtk_spin_button_set_numeric (spin, FALSE);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "output", G_CALLBACK (output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (input_cb), NULL);
}

/**
 * flow_gtk_spin_button_keep_values:
 * @spin: a spin button, before its value is first set
 *
 * Makes @spin show its value exactly and take only numbers, as the spin
 * buttons of node widgets' value editors do: for the fields an
 * application puts in its node widgets, whose every change is an edit
 * of the graph.
 *
 * A spin button made by gtk_spin_button_new_with_range () shows its
 * value rounded to its digits and reads that text back when it loses
 * the focus, so that a value with more decimals (0.125 in a field of two
 * digits) changes by merely passing through it, an undo step nobody
 * made; and it reads text that is no number, blank text included, as 0.
 * After this call, @spin shows its digits when they say the value
 * exactly ("4.00") and otherwise the fewest digits that do ("0.125",
 * "1e+300"), with the locale's decimal separator ("0,75" in German, as
 * labels show numbers); it reads numbers written with a point, or with
 * the locale's decimal separator when that is not one ("0,5"), with an
 * exponent, and refuses other text, showing its value again.
 *
 * It sets @spin's [property@Gtk.SpinButton:numeric] to `FALSE` and its
 * update policy to `GTK_UPDATE_IF_VALID`, and handles its
 * [signal@Gtk.SpinButton::output] and [signal@Gtk.SpinButton::input]
 * signals.
 */
void
flow_gtk_spin_button_keep_values (GtkSpinButton *spin)
{
  flow_gtk_spin_button_keep_values_of_type (spin, G_TYPE_DOUBLE);
}

/* flow-gst-titles.c: the window's titles: the one the desktop shows
 * ("• tone.flow — Flow GStreamer Editor") and the two lines of the
 * header bar, the program's name over the file's.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-titles.h"

#include <glib/gi18n-lib.h>

/* The header bar says the file on a line of its own, under the
 * program's name, as flow-demo's does: in a narrow window each line is
 * cut on its own, rather than the file's name after its first letters
 * on one line.
 */

static GtkWidget *
line_new (const char *text,
          const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, css_class);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (label), 5);

  return label;
}

GtkWidget *
flow_gst_titles_new (void)
{
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *subtitle = line_new (NULL, "subtitle");

  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (titles), line_new (_("Flow GStreamer Editor"), "title"));
  gtk_widget_set_visible (subtitle, FALSE);
  gtk_box_append (GTK_BOX (titles), subtitle);

  return titles;
}

/* Says @file (NULL: none yet), with a bullet while @modified, in
 * @window's title and on the second line of @titles.
 */
void
flow_gst_titles_update (GtkWidget *titles,
                        GtkWindow *window,
                        GFile     *file,
                        gboolean   modified)
{
  GtkWidget *subtitle = gtk_widget_get_last_child (titles);
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *line = NULL;

  if (file == NULL && !modified)
    {
      gtk_window_set_title (window, _("Flow GStreamer Editor"));
      gtk_widget_set_visible (subtitle, FALSE);
      return;
    }

  name = file != NULL ? g_file_get_basename (file) : g_strdup (_("Untitled"));
  /* Translators: the window's title: a bullet while there are unsaved
   * changes, the file's name, the program's name.
   */
  title = g_strdup_printf (_("%s%s — Flow GStreamer Editor"), modified ? "• " : "", name);
  gtk_window_set_title (window, title);

  line = g_strconcat (modified ? "• " : "", name, NULL);
  gtk_label_set_text (GTK_LABEL (subtitle), line);
  gtk_widget_set_visible (subtitle, TRUE);
}

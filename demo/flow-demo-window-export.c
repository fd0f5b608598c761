/* flow-demo-window-export.c: the window's Export… command, a picture of
 * the graph or the selection in PNG, SVG or PDF through
 * flow_gtk_view_export (), and the export of `flow-demo --export`.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <string.h>

#include "flow-demo-window-private.h"

#include "flow-demo-examples.h"
#include "flow-app-files.h"

#include <glib/gi18n-lib.h>

/**
 * flow_demo_window_export_to_file:
 * @self: a window
 * @file: the file to write, named `….png`, `….svg` or `….pdf`
 * @flags: what to draw
 * @error: return location for an error
 *
 * Draws the graph the window shows into @file, in the format its name
 * says, at 100 %.
 *
 * Returns: `TRUE` if @file was written
 */
gboolean
flow_demo_window_export_to_file (FlowDemoWindow      *self,
                                 GFile               *file,
                                 FlowGtkExportFlags   flags,
                                 GError             **error)
{
  g_autofree char *name = NULL;
  FlowGtkExportFormat format;

  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->view == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This build has no canvas to draw the graph with."));
      return FALSE;
    }

  name = g_file_get_basename (file);
  if (!flow_gtk_export_format_for_filename (name, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” names no picture format: give it the ending .png, .svg or .pdf."),
                   name);
      return FALSE;
    }

  return flow_gtk_view_export (self->view, file, format, flags, 1.0, NULL, error);
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    FlowDemoWindow  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      FlowGtkExportFlags flags = FLOW_GTK_EXPORT_DEFAULT;

      if (g_strcmp0 (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "what"), "selection") == 0)
        flags |= FLOW_GTK_EXPORT_SELECTION;
      if (g_strcmp0 (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "background"), "none") == 0)
        flags |= FLOW_GTK_EXPORT_TRANSPARENT;

      if (!flow_demo_window_export_to_file (self, file, flags, &error))
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *message = g_strdup_printf (_("Could not export “%s”: %s"),
                                                      name, error->message);

          _flow_demo_window_toast (self, message);
        }
    }

  g_object_unref (dialog);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *mime_type,
            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

void
_flow_demo_window_export (FlowDemoWindow *self)
{
  GtkFileChooserNative *dialog;
  const char *what_ids[] = { "graph", "selection", NULL };
  const char *what_labels[] = { _("The whole graph"), _("The selected nodes"), NULL };
  const char *background_ids[] = { "canvas", "none", NULL };
  const char *background_labels[] = { _("The canvas colour"), _("Transparent"), NULL };
  g_autofree char *name = NULL;

  dialog = gtk_file_chooser_native_new (_("Export Graph"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (dialog), _("PNG pictures"), "image/png", "*.png");
  add_filter (GTK_FILE_CHOOSER (dialog), _("SVG drawings"), "image/svg+xml", "*.svg");
  add_filter (GTK_FILE_CHOOSER (dialog), _("PDF documents"), "application/pdf", "*.pdf");
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "what", _("Draw"),
                               what_ids, what_labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "what", "graph");
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "background", _("Background"),
                               background_ids, background_labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "background", "canvas");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);

  /* The graph's file's name, its ".flow" replaced, else the example's
   * title or a word.
   */
  if (self->file != NULL)
    {
      g_autofree char *base = g_file_get_basename (self->file);

      if (g_str_has_suffix (base, ".flow") && strlen (base) > strlen (".flow"))
        base[strlen (base) - strlen (".flow")] = '\0';
      name = g_strconcat (base, ".png", NULL);
    }
  else
    {
      /* Translators: the name an export is offered under; .png is added. */
      name = g_strconcat (self->example != NULL ? flow_demo_example_get_title (self->example) : _("Graph"),
                          ".png", NULL);
    }
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (dialog), self->file, self->folder, name);

  g_signal_connect_object (dialog, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* flow-demo-window-files.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-window-private.h"

#include "flow-demo-examples.h"
#include "flow-demo-serializer.h"
#include "flow-app-files.h"

/*
 * Opening and saving graphs, for FlowDemoWindow.
 *
 * Files are read into a new graph in the background, with the serializer
 * creating nodes a slice at a time, and shown only once read whole: a
 * file that cannot be read leaves the window as it was and says why in a
 * toast. Saving is atomic (the serializer writes a temporary file and
 * renames it) and marks the graph's history clean, which clears the dot
 * in the subtitle.
 *
 * GtkFileChooserNative is what GTK 4.8 offers; GtkFileDialog came in 4.10.
 */

#define FILE_SUFFIX ".flow"

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) graphs = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (graphs, _("Flow Graphs"));
  gtk_file_filter_add_pattern (graphs, "*" FILE_SUFFIX);
  gtk_file_filter_add_pattern (graphs, "*.json");
  gtk_file_filter_add_mime_type (graphs, "application/json");
  gtk_file_chooser_add_filter (chooser, graphs);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
}

/* @format takes the file's name, then the error's message. */
static void
toast_error (FlowDemoWindow *self,
             const char     *format,
             GFile          *file,
             const GError   *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = g_strdup_printf (format, name, error->message);

  _flow_demo_window_toast (self, message);
}

/* Loading */

typedef struct
{
  FlowDemoWindow *self;
  FlowGraph      *graph;
  GFile          *file;
} Load;

static void
load_free (Load *load)
{
  g_clear_object (&load->self);
  g_clear_object (&load->graph);
  g_clear_object (&load->file);
  g_free (load);
}

/* How often the bar moves, at most: each move draws a frame, which the
 * building of the graph waits for.
 */
#define LOAD_PROGRESS_INTERVAL_USEC (G_USEC_PER_SEC / 5)

/* A bar at the top of the canvas says how far the reading of a file got;
 * the window stays usable meanwhile, since the nodes are made a few
 * milliseconds at a time, below drawing and input.
 */
static void
load_progress_cb (double   fraction,
                  gpointer user_data)
{
  FlowDemoWindow *self = user_data;
  gint64 now = g_get_monotonic_time ();

  if (now - self->load_progress_time < LOAD_PROGRESS_INTERVAL_USEC)
    return;

  self->load_progress_time = now;
  gtk_progress_bar_set_fraction (self->load_progress, fraction);
}

static void
show_load_progress (FlowDemoWindow *self,
                    GFile          *file)
{
  g_autofree char *name = g_file_get_basename (file);
  /* Translators: the text of the bar shown while a file is read; %s is
   * the file's name. */
  g_autofree char *text = g_strdup_printf (_("Opening “%s”…"), name);

  gtk_progress_bar_set_text (self->load_progress, text);
  gtk_progress_bar_set_fraction (self->load_progress, 0.0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->load_progress),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->load_progress)), TRUE);
  self->load_progress_time = 0;
}

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  Load *load = user_data;
  g_autoptr(GError) error = NULL;

  load->self->n_loading--;
  if (load->self->n_loading == 0)
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (load->self->load_progress)), FALSE);

  if (flow_serializer_load_from_file_finish (FLOW_SERIALIZER (object), result, &error))
    _flow_demo_window_show_graph (load->self, g_steal_pointer (&load->graph), NULL, load->file);
  else
    toast_error (load->self, _("Could not open “%s”: %s"), load->file, error);

  load_free (load);
}

/**
 * flow_demo_window_load_file:
 * @self: a window
 * @file: a graph file
 *
 * Starts reading @file and shows its graph once it is read, or says in a
 * toast why it could not be. A bar at the top of the canvas shows how far
 * the reading got meanwhile.
 */
void
flow_demo_window_load_file (FlowDemoWindow *self,
                            GFile          *file)
{
  Load *load;

  g_return_if_fail (FLOW_DEMO_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  load = g_new0 (Load, 1);
  load->self = g_object_ref (self);
  load->graph = flow_graph_new ();
  load->file = g_object_ref (file);
  self->n_loading++;
  show_load_progress (self, file);

  flow_serializer_load_from_file_async (flow_demo_serializer_get_default (),
                                        load->graph, file, G_PRIORITY_DEFAULT, NULL,
                                        load_progress_cb, g_object_ref (self), g_object_unref,
                                        load_done_cb, load);
}

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  FlowDemoWindow  *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      flow_demo_window_load_file (self, file);
    }

  g_object_unref (dialog);
}

static void
open_now (FlowDemoWindow *self,
          gpointer        data)
{
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Open Graph"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (dialog));
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (dialog), self->file, self->folder, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);

  g_signal_connect_object (dialog, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Saving */

typedef struct
{
  FlowDemoWindow    *self;
  GFile             *file;
  FlowDemoSavedFunc  done;
  gpointer           data;
} Save;

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  Save *save = user_data;
  g_autoptr(GError) error = NULL;

  if (flow_serializer_save_to_file_finish (FLOW_SERIALIZER (object), result, &error))
    {
      /* From now on the graph is this file's. */
      save->self->example = NULL;
      g_set_object (&save->self->file, save->file);
      g_clear_object (&save->self->folder);
      save->self->folder = g_file_get_parent (save->file);
      g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (save->self), "example")),
                                 g_variant_new_string (""));
      _flow_demo_window_update_subtitle (save->self);
    }
  else
    {
      toast_error (save->self, _("Could not save “%s”: %s"), save->file, error);
    }

  if (save->done != NULL)
    save->done (save->self, error == NULL, save->data);

  g_clear_object (&save->self);
  g_clear_object (&save->file);
  g_free (save);
}

static void
save_with (FlowDemoWindow    *self,
           GFile             *file,
           FlowDemoSavedFunc  done,
           gpointer           data)
{
  Save *save;

  save = g_new0 (Save, 1);
  save->self = g_object_ref (self);
  save->file = g_object_ref (file);
  save->done = done;
  save->data = data;

  flow_serializer_save_to_file_async (flow_demo_serializer_get_default (),
                                      self->graph, file, G_PRIORITY_DEFAULT, NULL,
                                      save_done_cb, save);
}

/**
 * flow_demo_window_save_to_file:
 * @self: a window
 * @file: where to save the graph
 *
 * Starts saving the graph to @file, which the window then shows as the
 * graph's file; says in a toast when it fails.
 */
void
flow_demo_window_save_to_file (FlowDemoWindow *self,
                               GFile          *file)
{
  g_return_if_fail (FLOW_DEMO_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  save_with (self, file, NULL, NULL);
}

typedef struct
{
  FlowDemoSavedFunc  done;
  gpointer           data;
} SaveAs;

static void
save_as_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     FlowDemoWindow  *self)
{
  SaveAs *save_as = g_object_get_data (G_OBJECT (dialog), "flow-save-as");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      save_with (self, file, save_as->done, save_as->data);
    }
  else if (save_as->done != NULL)
    save_as->done (self, FALSE, save_as->data);

  g_object_unref (dialog);
}

static void
save_as_with (FlowDemoWindow    *self,
              FlowDemoSavedFunc  done,
              gpointer           data)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;
  SaveAs *save_as;

  dialog = gtk_file_chooser_native_new (_("Save Graph"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);

  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else
    name = g_strconcat (self->example != NULL ? flow_demo_example_get_title (self->example) : _("Untitled"),
                        FILE_SUFFIX, NULL);
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (dialog), self->file, self->folder, name);

  save_as = g_new0 (SaveAs, 1);
  save_as->done = done;
  save_as->data = data;
  g_object_set_data_full (G_OBJECT (dialog), "flow-save-as", save_as, g_free);

  g_signal_connect_object (dialog, "response", G_CALLBACK (save_as_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
_flow_demo_window_save_as (FlowDemoWindow *self)
{
  save_as_with (self, NULL, NULL);
}

/* Saves the graph to its file, or asks for one, and then calls @done
 * with whether it was saved.
 */
void
_flow_demo_window_save_then (FlowDemoWindow    *self,
                             FlowDemoSavedFunc  done,
                             gpointer           data)
{
  if (self->file != NULL)
    save_with (self, self->file, done, data);
  else
    save_as_with (self, done, data);
}

void
_flow_demo_window_save (FlowDemoWindow *self)
{
  _flow_demo_window_save_then (self, NULL, NULL);
}

/* Asks for a file to open, once changes are saved or given up. */
void
_flow_demo_window_open (FlowDemoWindow *self)
{
  _flow_demo_window_unless_unsaved (self, open_now, NULL, NULL);
}

static void
load_file_now (FlowDemoWindow *self,
               gpointer        data)
{
  flow_demo_window_load_file (self, G_FILE (data));
}

/* Shows @file, or else the example @example_id, once changes are saved or
 * given up: what another start of the program asks for (a file opened
 * from a file manager, --example), which must not lose them either.
 */
void
_flow_demo_window_open_requested (FlowDemoWindow *self,
                                  const char     *example_id,
                                  GFile          *file)
{
  if (file != NULL)
    _flow_demo_window_unless_unsaved (self, load_file_now, g_object_ref (file), g_object_unref);
  else if (example_id != NULL)
    _flow_demo_window_unless_unsaved (self, (FlowDemoThenFunc) flow_demo_window_load_example,
                                      (gpointer) flow_demo_example_lookup (example_id), NULL);
}

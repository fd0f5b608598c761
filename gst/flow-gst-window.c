/* flow-gst-window.c: the editor's window: palette, canvas, properties,
 * transport controls, and files.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-window.h"

#include "flow-gst-about.h"
#include "flow-gst-canvas-drop.h"
#include "flow-gst-caps.h"
#include "flow-gst-dot.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "flow-gst-log.h"
#include "flow-gst-main-menu.h"
#include "flow-gst-node-widget.h"
#include "flow-gst-palette.h"
#include "flow-gst-properties.h"
#include "flow-gst-recovery-bar.h"
#include "flow-gst-resources.h"
#include "flow-gst-style.h"
#include "flow-gst-titles.h"
#include "flow-gst-unsaved-question.h"

#include "flow-app-a11y.h"
#include "flow-app-files.h"
#include "flow-app-recovery.h"

#include <glib/gi18n-lib.h>

struct _FlowGstWindow
{
  GtkApplicationWindow  parent_instance;

  FlowGraph            *graph;
  FlowSerializer       *serializer;
  FlowGstPlayer        *player;
  FlowGstRegistry      *registry;
  GFile                *file;
  /* The folder of the last file opened or saved, where the file
   * dialogs start while the pipeline has no file; NULL before.
   */
  GFile                *folder;

  GtkWidget            *view;
  GtkWidget            *palette;
  GtkWidget            *panel;
  GtkWidget            *play;
  GtkWidget            *pause;
  GtkWidget            *stop;
  GtkWidget            *seek;
  GtkWidget            *time;
  GtkWidget            *titles;
  GtkWidget            *status;
  GtkWidget            *launch_bar;
  GtkWidget            *launch_entry;
  GtkWidget            *recovery_bar;
  FlowAppRecovery      *recovery;
  GtkWidget            *stop_question;
  GtkWidget            *log;
  GtkWidget            *log_bar;
  /* Asking before unsaved changes are lost: the question, what to do
   * once they are saved or given up, and whether closing was allowed.
   */
  GtkWidget            *unsaved_question;
  void                (*then) (FlowGstWindow *self);
  /* The graph chosen to open once the question is answered. */
  GFile                *chosen;
  gboolean              closing;
  gboolean              seeking;
  guint                 placed;
};

G_DEFINE_FINAL_TYPE (FlowGstWindow, flow_gst_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_MESSAGES,
  PROP_SHOW_PALETTE,
  PROP_SHOW_PROPERTIES,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
set_status (FlowGstWindow *self,
            const char    *text)
{
  gtk_label_set_text (GTK_LABEL (self->status), text != NULL ? text : "");
}

static void
close_stop_question (FlowGstWindow *self)
{
  GtkWidget *dialog = g_steal_pointer (&self->stop_question);

  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
player_changed_cb (FlowGstWindow *self)
{
  FlowGstPlayerState state = flow_gst_player_get_state (self->player);
  gint64 position = flow_gst_player_get_position (self->player);
  gint64 duration = flow_gst_player_get_duration (self->player);
  g_autofree char *p = flow_gst_format_time (position);
  g_autofree char *d = flow_gst_format_time (duration);
  g_autofree char *text = g_strdup_printf ("%s / %s", p, d);

  gtk_label_set_text (GTK_LABEL (self->time), text);
  set_status (self, flow_gst_player_get_status (self->player));

  gtk_widget_set_sensitive (self->pause, state != FLOW_GST_PLAYER_STOPPED);
  gtk_widget_set_sensitive (self->stop, state != FLOW_GST_PLAYER_STOPPED);
  gtk_widget_set_sensitive (self->seek, duration > 0);

  /* Stopped meanwhile (the end of the stream, an error): nothing to ask. */
  if (state == FLOW_GST_PLAYER_STOPPED && self->stop_question != NULL)
    close_stop_question (self);

  self->seeking = TRUE;
  if (duration > 0)
    {
      gtk_range_set_range (GTK_RANGE (self->seek), 0, (double) duration / GST_SECOND);
      if (position >= 0)
        gtk_range_set_value (GTK_RANGE (self->seek), (double) position / GST_SECOND);
    }
  else
    {
      /* Without a duration (stopped, or a live stream) it rests at
       * its start.
       */
      gtk_range_set_value (GTK_RANGE (self->seek), 0);
    }
  self->seeking = FALSE;
}

/* Asking before a change stops the pipeline */

static void
stop_question_response_cb (GtkDialog     *dialog,
                           int            response,
                           FlowGstWindow *self)
{
  self->stop_question = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  flow_gst_player_resolve_edit (self->player, response == GTK_RESPONSE_ACCEPT);
}

/* The graph changed in a way the running pipeline cannot follow: Stop
 * applies the change (at the next Play), Cancel takes it back. GTK 4.8
 * has no GtkAlertDialog; its GtkMessageDialog answers Escape with
 * Cancel, Enter with the default, Stop, and Tab moves between them.
 */
static void
stop_needed_cb (FlowGstWindow *self)
{
  GtkWidget *dialog;

  if (self->stop_question != NULL)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Stop the pipeline to apply this change?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("GStreamer cannot change the elements or links of "
                                              "a running pipeline this way. Stop applies the change "
                                              "at the next Play; Cancel takes it back and the "
                                              "pipeline plays on."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Stop"), GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  flow_app_name_mnemonic_buttons (dialog);

  gtk_window_set_title (GTK_WINDOW (dialog), _("Stop the Pipeline?"));
  g_signal_connect (dialog, "response", G_CALLBACK (stop_question_response_cb), self);
  self->stop_question = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
seek_changed_cb (GtkRange      *range,
                 FlowGstWindow *self)
{
  if (!self->seeking)
    flow_gst_player_seek (self->player, (gint64) (gtk_range_get_value (range) * GST_SECOND));
}

static void
show_error (FlowGstWindow *self,
            const GError  *error)
{
  set_status (self, error->message);
}

/* The whole graph in sight: the view fits it once it has a size, and
 * again as it measures the nodes the fit brings into sight.
 */
static void
fit_when_shown (FlowGstWindow *self)
{
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (self->view));
}

/* The title: the file's name, marked while it has unsaved changes. */
static void
update_title (FlowGstWindow *self)
{
  flow_gst_titles_update (self->titles, GTK_WINDOW (self), self->file,
                          flow_history_get_modified (flow_graph_get_history (self->graph)));
}

/* The title follows; a "Saved." in the status bar that holds no more
 * (an undo after saving) goes, for what the pipeline says.
 */
static void
modified_changed_cb (FlowGstWindow *self)
{
  update_title (self);

  if (flow_history_get_modified (flow_graph_get_history (self->graph)) &&
      g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->status)), _("Saved.")) == 0)
    set_status (self, flow_gst_player_get_status (self->player));
}

/* Unsaved changes
 *
 * "Modified" is the graph's history's, as in flow-demo: asked before
 * the window closes and before another file is opened (Save, Discard,
 * Cancel); what was asked for runs once the graph is saved (after the
 * Save dialog when it has no file yet) or given up, never when saving
 * fails or is cancelled.
 */

static void file_dialog (FlowGstWindow        *self,
                         GtkFileChooserAction  action);

static gboolean
then_cb (gpointer data)
{
  FlowGstWindow *self = data;
  void (*then) (FlowGstWindow *self) = g_steal_pointer (&self->then);

  if (then != NULL)
    then (self);
  return G_SOURCE_REMOVE;
}

/* What was asked for, once the dialog that answered is gone: closing
 * the window while its dialog still handles the key that answered
 * leaves GTK 4.8 a dialog transient for a window that is no more.
 */
static void
run_then (FlowGstWindow *self)
{
  if (self->then != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT, then_cb, g_object_ref (self), g_object_unref);
}

static void
unsaved_response_cb (GtkDialog     *dialog,
                     int            response,
                     FlowGstWindow *self)
{
  g_autoptr(GError) error = NULL;

  self->unsaved_question = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (response == GTK_RESPONSE_REJECT)
    run_then (self);
  else if (response != GTK_RESPONSE_ACCEPT)
    self->then = NULL;
  else if (self->file == NULL)
    file_dialog (self, GTK_FILE_CHOOSER_ACTION_SAVE);
  else if (flow_gst_window_save_file (self, self->file, &error))
    run_then (self);
  else
    {
      self->then = NULL;
      show_error (self, error);
    }
}

static void
unless_unsaved (FlowGstWindow  *self,
                void          (*then) (FlowGstWindow *self))
{
  GtkWidget *dialog;

  if (self->unsaved_question != NULL)
    return;

  self->then = then;
  if (!flow_history_get_modified (flow_graph_get_history (self->graph)))
    {
      run_then (self);
      return;
    }

  dialog = flow_gst_unsaved_question_new (GTK_WINDOW (self), self->file);
  g_signal_connect (dialog, "response", G_CALLBACK (unsaved_response_cb), self);
  self->unsaved_question = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
close_now (FlowGstWindow *self)
{
  self->closing = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
close_request_cb (FlowGstWindow *self)
{
  if (self->closing || !flow_history_get_modified (flow_graph_get_history (self->graph)))
    return FALSE;

  unless_unsaved (self, close_now);
  return TRUE;
}

/* Actions */

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!flow_gst_player_play (self->player, &error))
    show_error (self, error);
}

static void
pause_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!flow_gst_player_pause (self->player, &error))
    show_error (self, error);
}

/* F5: play, or pause while playing, as one key does in media players.
 * Pause has no key of its own: F6, where it was, is GTK's key for moving
 * the focus to the next pane, and a pane holding the focus took it.
 */
static void
play_pause_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);

  if (flow_gst_player_get_state (self->player) == FLOW_GST_PLAYER_PLAYING)
    pause_action (widget, "win.pause", NULL);
  else
    play_action (widget, "win.play", NULL);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  flow_gst_player_stop (FLOW_GST_WINDOW (widget)->player);
}

/* Shows or hides the palette (PROP_SHOW_PALETTE) or the properties
 * (PROP_SHOW_PROPERTIES). The paned gives a hidden child's room to the
 * canvas. The focus inside a side that hides goes to the canvas, where
 * the keyboard can go on working, rather than to the window.
 */
static void
show_side (FlowGstWindow *self,
           guint          prop_id,
           gboolean       show)
{
  GtkWidget *side = prop_id == PROP_SHOW_PALETTE ? self->palette : self->panel;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (gtk_widget_get_visible (side) == !!show)
    return;

  if (!show && focus != NULL && (focus == side || gtk_widget_is_ancestor (focus, side)))
    gtk_widget_grab_focus (self->view);
  gtk_widget_set_visible (side, show);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
find_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);

  GtkWidget *search = flow_gst_palette_get_search (FLOW_GST_PALETTE (self->palette));

  /* What was searched last, selected: typing replaces it. */
  show_side (self, PROP_SHOW_PALETTE, TRUE);
  gtk_widget_grab_focus (search);
  gtk_editable_select_region (GTK_EDITABLE (search), 0, -1);
}

/* Escape in the search gives the keyboard back to the canvas, as it
 * does in the gst-launch bar.
 */
static void
search_stopped_cb (FlowGstWindow *self)
{
  gtk_widget_grab_focus (self->view);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->launch_bar), TRUE);
  gtk_widget_grab_focus (self->launch_entry);
}

/* Hides the gst-launch bar, its line kept for the next time, and gives
 * the canvas the focus.
 */
static void
close_launch_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->launch_bar), FALSE);
  gtk_widget_grab_focus (self->view);
}

static void
copy_launch_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);
  g_autofree char *line = flow_gst_launch_export (self->graph);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), line);
  gtk_editable_set_text (GTK_EDITABLE (self->launch_entry), line);
  set_status (self, _("The pipeline was copied as a gst-launch-1.0 line."));
}

static void
layout_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);
  g_autoptr(GHashTable) sizes = flow_gst_node_widget_new_size_cache ();

  flow_history_begin_group (flow_graph_get_history (self->graph), _("Arrange"));
  flow_graph_begin_batch (self->graph);
  flow_gst_layout_nodes (self->graph, NULL, flow_gst_node_widget_measure, sizes);
  flow_graph_end_batch (self->graph);
  flow_history_end_group (flow_graph_get_history (self->graph));
  fit_when_shown (self);
}

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  FlowGstWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE;

      if (!saving)
        flow_gst_window_open_chosen (self, file);
      else if (!flow_gst_window_save_file (self, file, &error))
        {
          self->then = NULL;
          show_error (self, error);
        }
      else
        run_then (self);
    }
  else
    {
      /* The Save dialog of a question, cancelled: nothing else happens. */
      self->then = NULL;
    }
  g_object_unref (dialog);
}

/* @file's folder, where the next file dialog starts. */
static void
remember_folder (FlowGstWindow *self,
                 GFile         *file)
{
  g_clear_object (&self->folder);
  self->folder = g_file_get_parent (file);
}

/* The answer of the dialog of Import GStreamer Dump: the file chosen is
 * read as a dump, whatever its name ends in.
 */
static void
import_dump_response_cb (GtkNativeDialog *dialog,
                         int              response,
                         FlowGstWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!flow_gst_window_import_dot (self, file, &error))
        show_error (self, error);
    }
  g_object_unref (dialog);
}

static void
file_dialog (FlowGstWindow        *self,
             GtkFileChooserAction  action)
{
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  dialog = gtk_file_chooser_native_new (action == GTK_FILE_CHOOSER_ACTION_SAVE
                                        ? _("Save Pipeline") : _("Open Pipeline"),
                                        GTK_WINDOW (self), action, NULL, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  if (action == GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      /* Translators: the name a new pipeline is offered under; .flow is added. */
      name = self->file != NULL ? g_file_get_basename (self->file) : g_strconcat (_("Untitled"), ".flow", NULL);
    }
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (dialog), self->file, self->folder, name);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* A new, empty pipeline in the window, without a file or a history. */
static void
new_now (FlowGstWindow *self)
{
  FlowHistory *history = flow_graph_get_history (self->graph);

  flow_gst_player_stop (self->player);
  flow_graph_clear (self->graph);
  flow_history_clear (history);
  flow_history_mark_clean (history);
  g_clear_object (&self->file);
  update_title (self);
  set_status (self, _("Choose elements in the palette, wire them, and press Play."));
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  unless_unsaved (FLOW_GST_WINDOW (widget), new_now);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  /* Asked once the file is chosen: a GStreamer dump loses nothing. */
  file_dialog (FLOW_GST_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN);
}

/* Import GStreamer Dump: a dialog of its own, showing the dumps
 * (GST_DEBUG_DUMP_DOT_DIR's .dot files) first. Open takes them too.
 */
static void
import_dump_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);
  g_autoptr(GtkFileFilter) dumps = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Import GStreamer Dump"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (dumps, _("GStreamer Dumps"));
  gtk_file_filter_add_pattern (dumps, "*.dot");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), dumps);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (dialog), self->file, self->folder, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (import_dump_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
about_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (flow_gst_about_new (GTK_WINDOW (widget))));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  file_dialog (FLOW_GST_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_SAVE);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->file == NULL)
    file_dialog (self, GTK_FILE_CHOOSER_ACTION_SAVE);
  else if (!flow_gst_window_save_file (self, self->file, &error))
    show_error (self, error);
}

/* Callbacks */

static void
element_chosen_cb (FlowGstPalette *palette,
                   const char     *factory,
                   FlowGstWindow  *self)
{
  g_autoptr(GError) error = NULL;
  FlowNode *node;

  if ((node = flow_gst_window_add_element (self, factory, &error)) == NULL)
    {
      show_error (self, error);
      return;
    }

  /* The keys go on with the new element, as in flow-demo: Ctrl+L wires
   * it, Ctrl+F searches for the next.
   */
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (self->view), node);
}

static void
launch_activate_cb (GtkEntry      *entry,
                    FlowGstWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!flow_gst_window_import (self, gtk_editable_get_text (GTK_EDITABLE (entry)), &error))
    show_error (self, error);
  else
    gtk_revealer_set_reveal_child (GTK_REVEALER (self->launch_bar), FALSE);
}

/* A node activated (Enter on it, or a double click) opens its
 * properties: the side panel shows, with that node, and takes the focus
 * on its first editor, so that the keyboard reaches the properties
 * without a Tab through every node; Escape there gives the focus back.
 */
static void
node_activated_cb (FlowGtkView   *view,
                   FlowNode      *node,
                   FlowGstWindow *self)
{
  if (!FLOW_GST_IS_ELEMENT_NODE (node))
    return;

  show_side (self, PROP_SHOW_PROPERTIES, TRUE);
  flow_gst_property_panel_set_node (FLOW_GST_PROPERTY_PANEL (self->panel), node);
  gtk_widget_child_focus (self->panel, GTK_DIR_TAB_FORWARD);
}

/* GObject */

static void
flow_gst_window_dispose (GObject *object)
{
  FlowGstWindow *self = (FlowGstWindow *)object;

  close_stop_question (self);
  if (self->unsaved_question != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->unsaved_question)));
  if (self->graph != NULL)
    g_signal_handlers_disconnect_by_data (flow_graph_get_history (self->graph), self);

  if (self->player != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->player, self);
      flow_gst_player_stop (self->player);
    }
  /* The window asked before its changes could go: what was kept of
   * them goes too.
   */
  g_clear_pointer (&self->recovery, flow_app_recovery_free);

  G_OBJECT_CLASS (flow_gst_window_parent_class)->dispose (object);
}

static void
flow_gst_window_finalize (GObject *object)
{
  FlowGstWindow *self = (FlowGstWindow *)object;

  g_clear_object (&self->player);
  g_clear_object (&self->graph);
  g_clear_object (&self->serializer);
  g_clear_object (&self->registry);
  g_clear_object (&self->file);
  g_clear_object (&self->folder);
  g_clear_object (&self->chosen);

  G_OBJECT_CLASS (flow_gst_window_parent_class)->finalize (object);
}

static void
flow_gst_window_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_MESSAGES:
      g_value_set_boolean (value, flow_gst_window_get_show_messages (self));
      break;

    case PROP_SHOW_PALETTE:
      g_value_set_boolean (value, self->palette == NULL || gtk_widget_get_visible (self->palette));
      break;

    case PROP_SHOW_PROPERTIES:
      g_value_set_boolean (value, self->panel == NULL || gtk_widget_get_visible (self->panel));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gst_window_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  FlowGstWindow *self = FLOW_GST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_MESSAGES:
      flow_gst_window_set_show_messages (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_PALETTE:
    case PROP_SHOW_PROPERTIES:
      show_side (self, prop_id, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gst_window_class_init (FlowGstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_gst_window_dispose;
  object_class->finalize = flow_gst_window_finalize;
  object_class->get_property = flow_gst_window_get_property;
  object_class->set_property = flow_gst_window_set_property;

  /* Whether the log of the pipeline's messages shows, under the canvas:
   * F9, and the Messages button of the status bar.
   */
  properties[PROP_SHOW_MESSAGES] =
    g_param_spec_boolean ("show-messages", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the palette, at the start of the window, and the properties
   * of the selected element, at its end, show beside the canvas: hidden,
   * they leave the canvas their room and the window can be narrower
   * (half a small screen). Ctrl+F9 and Shift+F9, and the main menu.
   */
  properties[PROP_SHOW_PALETTE] =
    g_param_spec_boolean ("show-palette", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_PROPERTIES] =
    g_param_spec_boolean ("show-properties", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.pause", NULL, pause_action);
  gtk_widget_class_install_action (widget_class, "win.play-pause", NULL, play_pause_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.find", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "win.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "win.import-dump", NULL, import_dump_action);
  gtk_widget_class_install_action (widget_class, "win.close-launch", NULL, close_launch_action);
  gtk_widget_class_install_action (widget_class, "win.copy-launch", NULL, copy_launch_action);
  gtk_widget_class_install_action (widget_class, "win.layout", NULL, layout_action);
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.about", NULL, about_action);
  gtk_widget_class_install_property_action (widget_class, "win.show-messages", "show-messages");
  gtk_widget_class_install_property_action (widget_class, "win.show-palette", "show-palette");
  gtk_widget_class_install_property_action (widget_class, "win.show-properties", "show-properties");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.play-pause", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F7, 0, "win.stop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-messages", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, GDK_CONTROL_MASK, "win.show-palette", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, GDK_SHIFT_MASK, "win.show-properties", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.find", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "win.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-launch", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  /* Undo and redo are the canvas's, wherever the focus is (the view's
   * actions, inserted on the window as "canvas").
   */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "canvas.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "canvas.redo", NULL);
  /* The action GtkApplicationWindow makes for its shortcuts window;
   * Ctrl+?, as GtkApplication binds it for the windows it gives one.
   */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "win.show-help-overlay", NULL);
  /* GtkWindow's own close, which asks about unsaved changes; and the
   * application's quit (flow-gst's main.c), which closes every window
   * so, each asking.
   */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_q, GDK_CONTROL_MASK, "app.quit", NULL);

  flow_gst_register_resource ();
}

static void
flow_gst_window_init (FlowGstWindow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  const guint keys[] = { GDK_KEY_l, GDK_KEY_L };

  /* Arrange is the canvas's key for arranging, Ctrl+Shift+L, taken
   * before the canvas sees it (the capture phase), so that it lays the
   * pipeline out as flow-gst does wherever the focus is. Ctrl+L, the
   * canvas's key for connecting by keyboard, stays the canvas's.
   */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i], GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                                                            gtk_named_action_new ("win.layout")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  /* The icon the window is shown by, from the resources. */
  flow_gst_add_icons (gtk_widget_get_display (GTK_WIDGET (self)));
}

/* Recover, in the recovery bar: the pipeline kept in @path joins the
 * graph as one step of the history, unsaved.
 */
static void
recover_cb (FlowGstWindow *self,
            const char    *path)
{
  FlowHistory *history = flow_graph_get_history (self->graph);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) nodes = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if ((data = flow_app_recovery_read (path, &length, &error)) != NULL)
    {
      /* Translators: the step of the history that brought back a
       * pipeline left unsaved, as in “Undo Recover”.
       */
      flow_history_begin_group (history, _("Recover"));
      nodes = flow_serializer_paste (self->serializer, self->graph, data, length, 0, 0, &error);
      flow_history_end_group (history);
    }

  if (nodes == NULL)
    {
      show_error (self, error);
      return;
    }

  flow_app_recovery_discard (path);
  flow_gst_recovery_bar_next (FLOW_GST_RECOVERY_BAR (self->recovery_bar));
  update_title (self);
  fit_when_shown (self);
  set_status (self, _("Recovered. Save it to keep it."));
}

static GtkWidget *
icon_button (const char *icon,
             const char *label,
             const char *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

/* The shortcuts window, Ctrl+? and the menu's Keyboard Shortcuts. The
 * window sets it itself rather than leaving it to GtkApplication, which
 * would only for an application with flow-gst's resources under its own
 * name.
 */
static void
set_help_overlay (FlowGstWindow *self)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/org/gnome/Flow/Gst/flow-gst-shortcuts.ui");
  GtkShortcutsWindow *overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  flow_app_name_shortcuts_window (GTK_WIDGET (overlay));
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), overlay);
}

GtkWidget *
flow_gst_window_new (GtkApplication  *application,
                     FlowGstRegistry *registry)
{
  FlowGstWindow *self = g_object_new (FLOW_GST_TYPE_WINDOW, "application", application, NULL);
  g_autoptr(FlowGtkNodeFactory) factory = flow_gtk_node_factory_new ();
  GtkWidget *header, *paned, *inner, *box, *bar, *transport, *launch_box;
  GtkEventController *escape;

  flow_gst_style_load ();

  self->registry = g_object_ref (registry);
  self->graph = flow_gst_graph_new ();
  self->serializer = flow_gst_serializer_new ();
  self->player = flow_gst_player_new (self->graph);
  g_object_set_data (G_OBJECT (self->graph), "flow-gst-player", self->player);
  g_signal_connect_swapped (self->player, "changed", G_CALLBACK (player_changed_cb), self);
  g_signal_connect_swapped (self->player, "stop-needed", G_CALLBACK (stop_needed_cb), self);
  flow_gst_player_set_ask_to_stop (self->player, TRUE);

  gtk_window_set_title (GTK_WINDOW (self), _("Flow GStreamer Editor"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);

  header = gtk_header_bar_new ();
  transport = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  self->play = icon_button ("media-playback-start-symbolic", _("Play"), "win.play");
  self->pause = icon_button ("media-playback-pause-symbolic", _("Pause"), "win.pause");
  self->stop = icon_button ("media-playback-stop-symbolic", _("Stop"), "win.stop");
  gtk_box_append (GTK_BOX (transport), self->play);
  gtk_box_append (GTK_BOX (transport), self->pause);
  gtk_box_append (GTK_BOX (transport), self->stop);
  self->seek = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.1);
  gtk_scale_set_draw_value (GTK_SCALE (self->seek), FALSE);
  gtk_widget_set_size_request (self->seek, 160, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seek), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Position"), -1);
  g_signal_connect (self->seek, "value-changed", G_CALLBACK (seek_changed_cb), self);
  gtk_box_append (GTK_BOX (transport), self->seek);
  self->time = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (transport), self->time);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), transport);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), flow_gst_main_menu_new ());
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header),
                           icon_button ("edit-paste-symbolic", _("Import gst-launch Line"), "win.import"));
  /* The canvas's own undo and redo, insensitive when there is nothing
   * to undo or redo.
   */
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header),
                           icon_button ("edit-redo-symbolic", _("Redo"), "canvas.redo"));
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header),
                           icon_button ("edit-undo-symbolic", _("Undo"), "canvas.undo"));
  self->titles = flow_gst_titles_new ();
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), self->titles);
  gtk_window_set_titlebar (GTK_WINDOW (self), header);
  set_help_overlay (self);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->launch_bar = gtk_revealer_new ();
  launch_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (launch_box, 6);
  gtk_widget_set_margin_end (launch_box, 6);
  gtk_widget_set_margin_top (launch_box, 6);
  gtk_box_append (GTK_BOX (launch_box), gtk_label_new (_("gst-launch-1.0")));
  self->launch_entry = gtk_entry_new ();
  gtk_widget_set_hexpand (self->launch_entry, TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->launch_entry),
                                  _("Paste a pipeline, such as audiotestsrc ! audioconvert ! autoaudiosink, and press Enter"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->launch_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Pipeline description"), -1);
  g_signal_connect (self->launch_entry, "activate", G_CALLBACK (launch_activate_cb), self);
  gtk_box_append (GTK_BOX (launch_box), self->launch_entry);
  gtk_box_append (GTK_BOX (launch_box), icon_button ("window-close-symbolic", _("Close"), "win.close-launch"));
  /* Escape in the bar closes it, as it does a search bar. */
  escape = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (escape),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("win.close-launch")));
  gtk_widget_add_controller (launch_box, escape);
  gtk_revealer_set_child (GTK_REVEALER (self->launch_bar), launch_box);
  gtk_box_append (GTK_BOX (box), self->launch_bar);

  self->recovery = flow_app_recovery_new ("flow-gst", self->graph, self->serializer);
  self->recovery_bar = flow_gst_recovery_bar_new ();
  g_signal_connect_swapped (self->recovery_bar, "recover", G_CALLBACK (recover_cb), self);
  gtk_box_append (GTK_BOX (box), self->recovery_bar);

  paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  inner = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_vexpand (paned, TRUE);

  self->palette = flow_gst_palette_new (registry);
  gtk_widget_set_margin_start (self->palette, 6);
  gtk_widget_set_margin_top (self->palette, 6);
  g_signal_connect (self->palette, "element-chosen", G_CALLBACK (element_chosen_cb), self);
  g_signal_connect_swapped (flow_gst_palette_get_search (FLOW_GST_PALETTE (self->palette)), "stop-search",
                            G_CALLBACK (search_stopped_cb), self);

  self->view = flow_gtk_view_new (self->graph);
  flow_gtk_node_factory_set_widget_type (factory, FLOW_GST_TYPE_NODE_WIDGET);
  flow_gtk_view_set_factory (FLOW_GTK_VIEW (self->view), factory);
  flow_gtk_view_set_serializer (FLOW_GTK_VIEW (self->view), self->serializer);
  gtk_widget_set_hexpand (self->view, TRUE);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "canvas",
                                  flow_gtk_view_get_action_group (FLOW_GTK_VIEW (self->view)));
  flow_gst_canvas_drop_attach (self);

  /* It follows the view's selection (see flow_gst_property_panel_follow ()). */
  self->panel = flow_gst_property_panel_new (self->player);
  flow_gst_property_panel_follow (FLOW_GST_PROPERTY_PANEL (self->panel), FLOW_GTK_VIEW (self->view));
  g_signal_connect (self->view, "node-activated", G_CALLBACK (node_activated_cb), self);

  gtk_paned_set_start_child (GTK_PANED (paned), self->palette);
  gtk_paned_set_resize_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_end_child (GTK_PANED (paned), inner);
  gtk_paned_set_start_child (GTK_PANED (inner), self->view);
  gtk_paned_set_end_child (GTK_PANED (inner), self->panel);
  gtk_paned_set_resize_end_child (GTK_PANED (inner), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (inner), FALSE);
  gtk_box_append (GTK_BOX (box), paned);

  self->log = flow_gst_log_new (self->player);
  self->log_bar = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->log_bar), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP);
  gtk_revealer_set_child (GTK_REVEALER (self->log_bar), self->log);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), self->log_bar);

  bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->status = gtk_label_new (_("Choose elements in the palette, wire them, and press Play."));
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->status), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (self->status, 8);
  gtk_widget_set_margin_bottom (self->status, 4);
  gtk_widget_set_margin_top (self->status, 4);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Status"), -1);
  gtk_widget_set_hexpand (self->status, TRUE);
  gtk_box_append (GTK_BOX (bar), self->status);
  {
    GtkWidget *messages = gtk_toggle_button_new_with_mnemonic (_("_Messages"));

    gtk_widget_add_css_class (messages, "flat");
    gtk_widget_set_tooltip_text (messages, _("Show the pipeline's messages (F9)"));
    gtk_actionable_set_action_name (GTK_ACTIONABLE (messages), "win.show-messages");
    gtk_box_append (GTK_BOX (bar), messages);
    flow_app_name_mnemonic_buttons (bar);
  }
  gtk_box_append (GTK_BOX (box), bar);

  gtk_window_set_child (GTK_WINDOW (self), box);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  g_signal_connect_swapped (flow_graph_get_history (self->graph), "notify::modified",
                            G_CALLBACK (modified_changed_cb), self);
  player_changed_cb (self);
  set_status (self, _("Choose elements in the palette, wire them, and press Play."));

  return GTK_WIDGET (self);
}

gboolean
flow_gst_window_get_show_messages (FlowGstWindow *self)
{
  g_return_val_if_fail (FLOW_GST_IS_WINDOW (self), FALSE);

  return self->log_bar != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (self->log_bar));
}

void
flow_gst_window_set_show_messages (FlowGstWindow *self,
                                   gboolean       show)
{
  g_return_if_fail (FLOW_GST_IS_WINDOW (self));

  if (flow_gst_window_get_show_messages (self) == !!show)
    return;

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->log_bar), show);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_MESSAGES]);
}

static void
open_chosen_now (FlowGstWindow *self)
{
  g_autoptr(GFile) file = g_steal_pointer (&self->chosen);
  g_autoptr(GError) error = NULL;

  if (file != NULL && !flow_gst_window_open_file (self, file, &error))
    show_error (self, error);
}

/**
 * flow_gst_window_open_chosen:
 * @self: a window
 * @file: the file chosen in the Open dialog
 *
 * Does what the Open dialog's answer asks: a GStreamer dump is imported
 * beside the graph, which loses nothing; a graph replaces the window's,
 * once the unsaved changes, if there are any, are saved or given up. What
 * goes wrong is shown in the status bar.
 */
void
flow_gst_window_open_chosen (FlowGstWindow *self,
                             GFile         *file)
{
  g_autofree char *basename = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (FLOW_GST_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  basename = g_file_get_basename (file);
  if (basename != NULL && g_str_has_suffix (basename, ".dot"))
    {
      if (!flow_gst_window_import_dot (self, file, &error))
        show_error (self, error);
      return;
    }

  g_set_object (&self->chosen, file);
  unless_unsaved (self, open_chosen_now);
}

/* The question asked before unsaved changes are lost, while it is open. */
GtkWidget *
flow_gst_window_get_unsaved_question (FlowGstWindow *self)
{
  g_return_val_if_fail (FLOW_GST_IS_WINDOW (self), NULL);

  return self->unsaved_question;
}

/* The log of the pipeline's messages. */
GtkWidget *
flow_gst_window_get_log (FlowGstWindow *self)
{
  g_return_val_if_fail (FLOW_GST_IS_WINDOW (self), NULL);

  return self->log;
}

FlowGraph *
flow_gst_window_get_graph (FlowGstWindow *self)
{
  return self->graph;
}

FlowGstPlayer *
flow_gst_window_get_player (FlowGstWindow *self)
{
  return self->player;
}

GtkWidget *
flow_gst_window_get_view (FlowGstWindow *self)
{
  return self->view;
}

GtkWidget *
flow_gst_window_get_palette (FlowGstWindow *self)
{
  return self->palette;
}

GtkWidget *
flow_gst_window_get_panel (FlowGstWindow *self)
{
  return self->panel;
}

GtkWidget *
flow_gst_window_get_play_button (FlowGstWindow *self)
{
  return self->play;
}

/* The open question whether to stop the pipeline, or NULL. */
GtkWidget *
flow_gst_window_get_stop_question (FlowGstWindow *self)
{
  return self->stop_question;
}

/* Adds an element of @factory at @x, @y on the canvas, and selects it. */
FlowNode *
flow_gst_window_add_element_at (FlowGstWindow  *self,
                                const char     *factory,
                                double          x,
                                double          y,
                                GError        **error)
{
  g_autoptr(FlowNode) node = flow_gst_element_node_new (factory, error);

  if (node == NULL)
    return NULL;

  flow_node_set_position (node, x, y);
  flow_graph_add_node (self->graph, node);
  gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (self->view)),
                                   g_list_model_get_n_items (G_LIST_MODEL (self->graph)) - 1, TRUE);

  return node;
}

/* Adds an element of @factory where the canvas shows, and selects it:
 * left to right in the visible area, a column of three, then the next.
 */
FlowNode *
flow_gst_window_add_element (FlowGstWindow  *self,
                             const char     *factory,
                             GError        **error)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (self->view));
  graphene_point_t origin;
  guint n = self->placed++;

  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (40, 40), &origin);
  return flow_gst_window_add_element_at (self, factory, origin.x + (n / 3) % 5 * 240,
                                         origin.y + n % 3 * 170, error);
}

gboolean
flow_gst_window_import (FlowGstWindow  *self,
                        const char     *description,
                        GError        **error)
{
  FlowHistory *history = flow_graph_get_history (self->graph);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GPtrArray) placed = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) sizes = flow_gst_node_widget_new_size_cache ();

  /* The paste and the layout by the real sizes of the node widgets, as
   * one step.
   */
  flow_history_begin_group (history, _("Import"));
  nodes = flow_gst_launch_import (self->graph, self->serializer, description, error);
  if (nodes != NULL)
    {
      for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
        g_ptr_array_add (placed, g_list_model_get_item (nodes, i));
      flow_graph_begin_batch (self->graph);
      flow_gst_layout_nodes (self->graph, placed, flow_gst_node_widget_measure, sizes);
      flow_graph_end_batch (self->graph);
    }
  flow_history_end_group (history);

  if (nodes == NULL)
    return FALSE;

  fit_when_shown (self);
  set_status (self, _("Imported. Press Play to run it."));
  return TRUE;
}

/* Adds the pipeline of a dump of GStreamer's (gst_debug_bin_to_dot_data ()
 * or GST_DEBUG_DUMP_DOT_DIR) to the graph, as one step.
 */
gboolean
flow_gst_window_import_dot (FlowGstWindow  *self,
                            GFile          *file,
                            GError        **error)
{
  FlowHistory *history = flow_graph_get_history (self->graph);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) placed = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) sizes = flow_gst_node_widget_new_size_cache ();
  g_autoptr(GListModel) nodes = NULL;
  g_autofree char *data = NULL;
  g_autofree char *status = NULL;

  if (!g_file_load_contents (file, NULL, &data, NULL, NULL, error))
    return FALSE;

  flow_history_begin_group (history, _("Import"));
  nodes = flow_gst_dot_import (self->graph, self->serializer, data, notes, error);
  if (nodes != NULL)
    {
      for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
        g_ptr_array_add (placed, g_list_model_get_item (nodes, i));
      flow_graph_begin_batch (self->graph);
      flow_gst_layout_nodes (self->graph, placed, flow_gst_node_widget_measure, sizes);
      flow_graph_end_batch (self->graph);
    }
  flow_history_end_group (history);

  if (nodes == NULL)
    return FALSE;

  fit_when_shown (self);
  if (notes->len == 0)
    set_status (self, _("Imported. Press Play to run it."));
  else
    {
      g_autofree char *left_out = NULL;

      g_ptr_array_add (notes, NULL);
      left_out = g_strjoinv (" ", (char **) notes->pdata);
      /* TRANSLATORS: after importing a dump; then what was left out. */
      status = g_strdup_printf (_("Imported, with what the dump could not give back left out: %s"),
                                left_out);
      set_status (self, status);
    }
  return TRUE;
}

gboolean
flow_gst_window_open_file (FlowGstWindow  *self,
                           GFile          *file,
                           GError        **error)
{
  g_autofree char *basename = g_file_get_basename (file);

  /* GStreamer's dumps are imported, not opened. */
  if (basename != NULL && g_str_has_suffix (basename, ".dot"))
    {
      if (!flow_gst_window_import_dot (self, file, error))
        return FALSE;
      remember_folder (self, file);
      return TRUE;
    }

  flow_gst_player_stop (self->player);
  if (!flow_serializer_load_from_file (self->serializer, self->graph, file, NULL, error))
    return FALSE;

  g_set_object (&self->file, file);
  remember_folder (self, file);
  update_title (self);
  fit_when_shown (self);
  return TRUE;
}

/**
 * flow_gst_window_start:
 * @self: a window
 * @file: (nullable): a graph or a GStreamer dump to open
 * @launch_line: (nullable): a gst-launch-1.0 line to import
 * @play: whether to play then
 * @error: where to put what went wrong
 *
 * Does what the command line asks, in order: opens @file, imports
 * @launch_line, plays. What goes wrong stops there and is shown in the
 * status bar as well; a line that cannot be imported is left in the
 * gst-launch bar, open and focused, to be mended and imported with Enter.
 *
 * Returns: whether everything was done
 */
gboolean
flow_gst_window_start (FlowGstWindow  *self,
                       GFile          *file,
                       const char     *launch_line,
                       gboolean        play,
                       GError        **error)
{
  g_autoptr(GError) local_error = NULL;

  if (file != NULL && !flow_gst_window_open_file (self, file, &local_error))
    goto failed;

  if (launch_line != NULL && !flow_gst_window_import (self, launch_line, &local_error))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->launch_entry), launch_line);
      gtk_revealer_set_reveal_child (GTK_REVEALER (self->launch_bar), TRUE);
      gtk_widget_grab_focus (self->launch_entry);
      /* To mend it, not to type it anew. */
      gtk_editable_set_position (GTK_EDITABLE (self->launch_entry), -1);
      goto failed;
    }

  if (play && !flow_gst_player_play (self->player, &local_error))
    goto failed;

  return TRUE;

failed:
  show_error (self, local_error);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* What the status bar says. */
const char *
flow_gst_window_get_status (FlowGstWindow *self)
{
  return gtk_label_get_text (GTK_LABEL (self->status));
}

gboolean
flow_gst_window_save_file (FlowGstWindow  *self,
                           GFile          *file,
                           GError        **error)
{
  if (!flow_serializer_save_to_file (self->serializer, self->graph, file, NULL, error))
    return FALSE;

  g_set_object (&self->file, file);
  remember_folder (self, file);
  flow_history_mark_clean (flow_graph_get_history (self->graph));
  update_title (self);
  set_status (self, _("Saved."));
  return TRUE;
}

/* Offers, over the canvas, the pipelines kept in @paths (newest first)
 * by sessions that ended without saving them.
 */
void
flow_gst_window_offer_recovery (FlowGstWindow      *self,
                                const char * const *paths)
{
  g_return_if_fail (FLOW_GST_IS_WINDOW (self));
  g_return_if_fail (paths != NULL);

  flow_gst_recovery_bar_offer (FLOW_GST_RECOVERY_BAR (self->recovery_bar), paths);
}

GtkWidget *
flow_gst_window_get_recovery_bar (FlowGstWindow *self)
{
  return self->recovery_bar;
}

/* What keeps this window's unsaved changes on the side. */
FlowAppRecovery *
flow_gst_window_get_recovery (FlowGstWindow *self)
{
  return self->recovery;
}

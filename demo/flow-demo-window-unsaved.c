/* flow-demo-window-unsaved.c: asks before unsaved changes are lost, as
 * GNOME applications do (Save, Discard, Cancel): when the window closes,
 * when the application quits, when another example or a file is opened.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-window-private.h"

#include "flow-app-a11y.h"

#include "flow-demo-examples.h"

/* Implementation notes
 *
 * "Modified" is the graph's history's: values that nodes compute (an
 * oscillator's) are not edits and never ask. Saving is asynchronous, so
 * what was asked for (closing, opening) runs once the graph is saved, and
 * not at all when saving fails or the Save As dialog is cancelled: then
 * the changes are still only in the window.
 */

typedef struct
{
  /* Weak: the window's life is the application's and the user's. */
  FlowDemoWindow    *self;
  FlowDemoThenFunc   then;
  gpointer           data;
  GDestroyNotify     destroy;
} Pending;

static void
pending_free (Pending *pending)
{
  if (pending->destroy != NULL)
    pending->destroy (pending->data);
  g_clear_weak_pointer (&pending->self);
  g_free (pending);
}

static void
pending_run (Pending *pending)
{
  if (pending->self != NULL)
    pending->then (pending->self, pending->data);
  pending_free (pending);
}

static void
saved_cb (FlowDemoWindow *self,
          gboolean        saved,
          gpointer        user_data)
{
  Pending *pending = user_data;

  if (saved)
    pending_run (pending);
  else
    pending_free (pending);
}

static gboolean
pending_run_cb (gpointer data)
{
  pending_run (data);

  return G_SOURCE_REMOVE;
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             Pending          *pending)
{
  /* Discarded, what was asked for runs once the question is gone:
   * closing the window from the question's own click left GTK 4.8 the
   * question, transient for a window that was no more, to take apart.
   */
  if (pending->self == NULL)
    pending_free (pending);
  else if (g_strcmp0 (response, "discard") == 0)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, pending_run_cb, pending, NULL);
  else if (g_strcmp0 (response, "save") == 0)
    _flow_demo_window_save_then (pending->self, saved_cb, pending);
  else
    pending_free (pending);
}

/* The name the graph goes by in the question. */
static char *
dup_graph_name (FlowDemoWindow *self)
{
  if (self->file != NULL)
    return g_file_get_basename (self->file);
  if (self->example != NULL)
    return g_strdup (flow_demo_example_get_title (self->example));

  return g_strdup (_("Untitled"));
}

/**
 * _flow_demo_window_unless_unsaved:
 * @self: a window
 * @then: what to do once the changes are saved or given up
 * @data: data for @then
 * @destroy: (nullable): frees @data
 *
 * Calls @then at once when the graph has no unsaved changes; otherwise
 * asks whether to save them, discard them or cancel, and calls @then
 * after a successful save or a discard, never after a cancel.
 */
void
_flow_demo_window_unless_unsaved (FlowDemoWindow   *self,
                                  FlowDemoThenFunc  then,
                                  gpointer          data,
                                  GDestroyNotify    destroy)
{
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  Pending *pending;

  pending = g_new0 (Pending, 1);
  g_set_weak_pointer (&pending->self, self);
  pending->then = then;
  pending->data = data;
  pending->destroy = destroy;

  if (!flow_history_get_modified (flow_graph_get_history (self->graph)))
    {
      pending_run (pending);
      return;
    }

  name = dup_graph_name (self);
  /* Translators: %s is the graph's file or example name. */
  body = g_strdup_printf (_("“%s” has changes that are not saved. They are lost "
                            "unless you save them."), name);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), NULL));
  adw_message_dialog_set_body (dialog, body);
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  flow_app_name_mnemonic_buttons (GTK_WIDGET (dialog));

  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), pending);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Closing */

static void
close_now (FlowDemoWindow *self,
           gpointer        data)
{
  self->closing = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
close_request_cb (FlowDemoWindow *self)
{
  if (self->closing || !flow_history_get_modified (flow_graph_get_history (self->graph)))
    return FALSE;

  _flow_demo_window_unless_unsaved (self, close_now, NULL, NULL);

  return TRUE;
}

void
_flow_demo_window_watch_unsaved (FlowDemoWindow *self)
{
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}

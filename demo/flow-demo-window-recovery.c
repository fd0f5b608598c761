/* flow-demo-window-recovery.c: the window's unsaved changes kept on the
 * side (app-common's FlowAppRecovery), following the graph the window
 * shows, and the offer of what a session that ended without saving left:
 * a toast for each, Recover, or its close button to give it up.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-window-private.h"

#include "flow-demo-serializer.h"

#include <glib/gi18n-lib.h>

/* Implementation notes: the window replaces its graph on each Open or
 * example, after asking about unsaved changes, so the keeping is made
 * anew for each graph, the old one's file going with it. A toast, the
 * demo's way of telling things: it stays until answered (no timeout);
 * Recover asks about the graph shown, as Open does, then brings the
 * kept graph into a new one as one step of the history ("Undo
 * Recover"), unsaved; the close button removes the file. flow-gst offers
 * the same in a bar over its canvas (gst/flow-gst-recovery-bar.c).
 */

void
_flow_demo_window_keep_changes (FlowDemoWindow *self)
{
  g_clear_pointer (&self->recovery, flow_app_recovery_free);
  self->recovery = flow_app_recovery_new ("flow-demo", self->graph, flow_demo_serializer_get_default ());
}

static void
recover_now (FlowDemoWindow *self,
             gpointer        data)
{
  const char *path = data;
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  gsize length;

  if ((text = flow_app_recovery_read (path, &length, &error)) != NULL)
    {
      /* Translators: the step of the history that brought back a graph
       * left unsaved, as in “Undo Recover”.
       */
      flow_history_begin_group (history, _("Recover"));
      nodes = flow_serializer_paste (flow_demo_serializer_get_default (), graph, text, length, 0, 0, &error);
      flow_history_end_group (history);
    }

  if (nodes == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not recover the graph: %s"), error->message);

      _flow_demo_window_toast (self, message);
      return;
    }

  _flow_demo_window_show_graph (self, g_steal_pointer (&graph), NULL, NULL);
  flow_app_recovery_discard (path);
  _flow_demo_window_toast (self, _("Recovered. Save it to keep it."));
}

static void
recover_clicked_cb (AdwToast   *toast,
                    const char *path)
{
  FlowDemoWindow *self = g_object_get_data (G_OBJECT (toast), "flow-demo-window");

  g_object_set_data (G_OBJECT (toast), "flow-demo-chosen", GINT_TO_POINTER (TRUE));
  _flow_demo_window_unless_unsaved (self, recover_now, g_strdup (path), g_free);
}

/* Closed without Recover: given up. */
static void
dismissed_cb (AdwToast   *toast,
              const char *path)
{
  if (g_object_get_data (G_OBJECT (toast), "flow-demo-chosen") == NULL)
    flow_app_recovery_discard (path);
}

static void
free_path (gpointer  data,
           GClosure *closure)
{
  g_free (data);
}

/**
 * flow_demo_window_offer_recovery:
 * @self: a window
 * @paths: (array zero-terminated=1): the files kept by sessions that
 *   ended without saving, newest first
 *
 * Offers each in a toast that stays until answered: Recover, or its
 * close button to give it up.
 */
void
flow_demo_window_offer_recovery (FlowDemoWindow     *self,
                                 const char * const *paths)
{
  g_return_if_fail (FLOW_DEMO_IS_WINDOW (self));
  g_return_if_fail (paths != NULL);

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autofree char *time = flow_app_recovery_format_time (paths[i]);
      g_autofree char *title = NULL;
      g_autofree char *escaped = NULL;
      AdwToast *toast;

      /* Translators: %s says when, as in “Sunday 14:05”. */
      title = g_strdup_printf (_("A graph was left unsaved when Flow Demo last ended, on %s"), time);

      /* AdwToast reads its title as markup. */
      escaped = g_markup_escape_text (title, -1);
      toast = adw_toast_new (escaped);
      adw_toast_set_timeout (toast, 0);
      adw_toast_set_button_label (toast, _("_Recover"));
      g_object_set_data (G_OBJECT (toast), "flow-demo-window", self);
      g_signal_connect_data (toast, "button-clicked", G_CALLBACK (recover_clicked_cb),
                             g_strdup (paths[i]), free_path, 0);
      g_signal_connect_data (toast, "dismissed", G_CALLBACK (dismissed_cb),
                             g_strdup (paths[i]), free_path, 0);
      _flow_demo_window_add_toast (self, toast);
    }
}

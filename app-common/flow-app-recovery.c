/* flow-app-recovery.c: what a window has not saved, kept on the side, so
 * that a session that ends without saving (a crash, a kill, a power cut)
 * loses a few seconds of work at most: written every few seconds while
 * the graph has changes not saved, removed once they are saved or given
 * up, and found again at the next start.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-app-recovery.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* Implementation notes:
 *
 * A window's unsaved graph is written, in the application's own file
 * format, to $XDG_STATE_HOME/APP/recovery/PID-N.flow, by the running
 * process PID (N tells its windows apart). It is written by a timer,
 * when the graph changed since the last write and its history says it
 * has changes not saved; once the history is clean again (saved, or a
 * graph opened in its place), or the window goes (it asked before
 * letting changes go), the file is removed. So a file whose process is
 * no longer running was left by a session that ended without saving:
 * that is what flow_app_recovery_find_left () finds, newest first, for
 * the application to offer.
 *
 * The file is written whole through g_file_set_contents_full (), which
 * writes a new file and renames it over the old: a crash while writing
 * leaves the last good one. The graph is saved to text on the main
 * thread, as Save does; a graph of 10,000 nodes takes some tens of
 * milliseconds each time it is written, every ten seconds while it
 * changes.
 *
 * Rejected: writing after every change (a drag would write on every
 * frame), keeping the recovery in the application's own file (a file
 * may not be writable, and the user has not asked to change it), and
 * GSettings or a key file (a graph is a document, not a setting).
 */

#define DEFAULT_INTERVAL_MS 10000

struct _FlowAppRecovery
{
  FlowGraph      *graph;
  FlowSerializer *serializer;
  char           *path;
  guint           timer;
  guint           interval;
  /* The graph changed since it was last written. */
  gboolean        dirty;
  /* The file exists. */
  gboolean        written;
};

static guint windows;

static char *
recovery_dir (const char *app_name)
{
  return g_build_filename (g_get_user_state_dir (), app_name, "recovery", NULL);
}

static void
changed_cb (FlowAppRecovery *self)
{
  self->dirty = TRUE;
}

static void
remove_file (FlowAppRecovery *self)
{
  if (self->written && g_unlink (self->path) != 0 && errno != ENOENT)
    g_warning ("Could not remove %s: %s", self->path, g_strerror (errno));
  self->written = FALSE;
}

static gboolean
timer_cb (gpointer user_data)
{
  FlowAppRecovery *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!flow_app_recovery_update (self, &error))
    g_warning ("Could not keep the unsaved changes in %s: %s", self->path, error->message);

  return G_SOURCE_CONTINUE;
}

/**
 * flow_app_recovery_new:
 * @app_name: the application's name, for its folder ("flow-gst")
 * @graph: the window's graph, with a history
 * @serializer: what writes it, as Save does
 *
 * Keeps @graph's unsaved changes on the side, every ten seconds, until
 * freed.
 *
 * Returns: (transfer full): a recovery for @graph
 */
FlowAppRecovery *
flow_app_recovery_new (const char     *app_name,
                       FlowGraph      *graph,
                       FlowSerializer *serializer)
{
  FlowAppRecovery *self;
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (app_name != NULL, NULL);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (FLOW_IS_SERIALIZER (serializer), NULL);

  self = g_new0 (FlowAppRecovery, 1);
  self->graph = g_object_ref (graph);
  self->serializer = g_object_ref (serializer);
  dir = recovery_dir (app_name);
  name = g_strdup_printf ("%d-%u.flow", (int) getpid (), ++windows);
  self->path = g_build_filename (dir, name, NULL);

  g_signal_connect_swapped (graph, "items-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (flow_graph_get_connections (graph), "items-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (graph, "node-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (graph, "dock-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (graph, "extra-changed", G_CALLBACK (changed_cb), self);

  flow_app_recovery_set_interval (self, DEFAULT_INTERVAL_MS);

  return self;
}

/* Stops keeping the changes, and removes what was kept: the window asked
 * before letting them go.
 */
void
flow_app_recovery_free (FlowAppRecovery *self)
{
  if (self == NULL)
    return;

  g_clear_handle_id (&self->timer, g_source_remove);
  g_signal_handlers_disconnect_by_data (self->graph, self);
  g_signal_handlers_disconnect_by_data (flow_graph_get_connections (self->graph), self);
  remove_file (self);

  g_object_unref (self->graph);
  g_object_unref (self->serializer);
  g_free (self->path);
  g_free (self);
}

/* How often the changes are written, in milliseconds (ten seconds at
 * first).
 */
void
flow_app_recovery_set_interval (FlowAppRecovery *self,
                                guint            milliseconds)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (milliseconds > 0);

  self->interval = milliseconds;
  g_clear_handle_id (&self->timer, g_source_remove);
  self->timer = g_timeout_add (milliseconds, timer_cb, self);
  g_source_set_name_by_id (self->timer, "[flow-app] recovery");
}

/**
 * flow_app_recovery_update:
 * @self: a recovery
 * @error: where to put why the file could not be written
 *
 * Does now what the timer does: writes the graph if it changed since
 * it was last written and has changes not saved, removes the file if it
 * has none.
 *
 * Returns: %FALSE with @error set if the file could not be written
 */
gboolean
flow_app_recovery_update (FlowAppRecovery  *self,
                          GError          **error)
{
  FlowHistory *history;
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  gsize length;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  history = flow_graph_get_history (self->graph);
  if (history == NULL || !flow_history_get_modified (history))
    {
      remove_file (self);
      self->dirty = FALSE;
      return TRUE;
    }

  if (!self->dirty && self->written)
    return TRUE;

  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  data = flow_serializer_save_to_data (self->serializer, self->graph, &length);
  if (!g_file_set_contents_full (self->path, data, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;

  self->written = TRUE;
  self->dirty = FALSE;
  return TRUE;
}

/* Where the changes are kept (written or not yet). */
const char *
flow_app_recovery_get_path (FlowAppRecovery *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->path;
}

/* Whether the process @pid is running. */
static gboolean
is_running (long pid)
{
  return pid > 0 && pid <= G_MAXINT && (kill ((pid_t) pid, 0) == 0 || errno == EPERM);
}

typedef struct
{
  char   *path;
  gint64  time;
} Left;

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const Left *left_a = a, *left_b = b;

  return left_a->time < left_b->time ? 1 : left_a->time > left_b->time ? -1 : 0;
}

/**
 * flow_app_recovery_find_left:
 * @app_name: the application's name, as given to flow_app_recovery_new ()
 *
 * The changes kept by windows of @app_name whose sessions ended without
 * saving or giving them up, newest first; those of running processes,
 * this one included, are not.
 *
 * Returns: (transfer full): the paths of their files, maybe none
 */
char **
flow_app_recovery_find_left (const char *app_name)
{
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Left));
  g_autoptr(GStrvBuilder) paths = g_strv_builder_new ();
  const char *name;

  g_return_val_if_fail (app_name != NULL, NULL);

  dir_path = recovery_dir (app_name);
  if ((dir = g_dir_open (dir_path, 0, NULL)) != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        GStatBuf buf;
        char *end = NULL;
        long pid = strtol (name, &end, 10);
        Left left;

        if (end == name || *end != '-' || !g_str_has_suffix (name, ".flow") || is_running (pid))
          continue;

        left.path = g_build_filename (dir_path, name, NULL);
        if (g_stat (left.path, &buf) != 0 || !S_ISREG (buf.st_mode))
          {
            g_free (left.path);
            continue;
          }
        left.time = buf.st_mtime;
        g_array_append_val (found, left);
      }

  g_array_sort (found, newest_first);
  for (guint i = 0; i < found->len; i++)
    {
      g_strv_builder_add (paths, g_array_index (found, Left, i).path);
      g_free (g_array_index (found, Left, i).path);
    }

  return g_strv_builder_end (paths);
}

/* The text kept in @path, to load or paste with the serializer. */
char *
flow_app_recovery_read (const char  *path,
                        gsize       *length,
                        GError     **error)
{
  char *data = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_file_get_contents (path, &data, length, error))
    return NULL;

  return data;
}

/* When the changes in @path were last kept, for people: "Sunday 14:05". */
char *
flow_app_recovery_format_time (const char *path)
{
  g_autoptr(GDateTime) when = NULL;
  GStatBuf buf;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_stat (path, &buf) == 0)
    when = g_date_time_new_from_unix_local (buf.st_mtime);
  else
    when = g_date_time_new_now_local ();

  /* Translators: when a graph left unsaved was last kept, as in
   * “Sunday 14:05”: a weekday and the time (see g_date_time_format ()).
   */
  return g_date_time_format (when, _("%A %H:%M"));
}

/* Removes the changes kept in @path: recovered, or given up. */
void
flow_app_recovery_discard (const char *path)
{
  g_return_if_fail (path != NULL);

  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Could not remove %s: %s", path, g_strerror (errno));
}

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
 * The timer writes without holding the window up for most of it: the
 * graph is read on the main thread (flow_serializer_save_to_bytes_async ()
 * reads it into plain records there), and made into JSON, generated as
 * text and written in worker threads: at 10,000 nodes some 15 ms are
 * left on the main thread of the 80 a write used to take there. So that
 * even those do not land in the middle of a gesture, the timer writes
 * once the graph has been still for a moment (a fifth of the interval,
 * two seconds at most), or when it has kept changing for six intervals.
 *
 * The file is written whole through g_file_set_contents_full (), which
 * writes a new file and renames it over the old: a crash while writing
 * leaves the last good one. One write at a time: a tick that finds one
 * under way waits for the next. A write that is no longer wanted (the
 * history clean again, the window gone) is cancelled: if its thread has
 * not begun writing it never will, and if it has, cancelling waits for
 * the file to be complete, so that removing it afterwards is final.
 * flow_app_recovery_update () writes at once, in the calling thread.
 *
 * Rejected: writing after every change (a drag would write on every
 * frame), keeping the recovery in the application's own file (a file
 * may not be writable, and the user has not asked to change it), and
 * GSettings or a key file (a graph is a document, not a setting).
 */

#define DEFAULT_INTERVAL_MS 10000
#define MAX_QUIET_MS        2000
#define MAX_WAIT_INTERVALS  6

typedef struct _Write Write;

struct _FlowAppRecovery
{
  FlowGraph      *graph;
  FlowSerializer *serializer;
  char           *path;
  guint           timer;
  guint           interval;
  /* When the graph last changed, and when the last write began. */
  gint64          changed_at;
  gint64          write_began_at;
  /* The write under way, if any. */
  Write          *write;
  /* The graph changed since it was last written. */
  gboolean        dirty;
  /* The file exists, or a write under way may make it. */
  gboolean        written;
};

/* One write of the file, shared by the main thread and the worker that
 * writes it; the main thread alone reads and changes @owner.
 */
struct _Write
{
  FlowAppRecovery *owner;
  char            *path;
  GCancellable    *cancellable;
  GBytes          *bytes;
  GMutex           lock;
  GCond            cond;
  /* Under @lock: the write is no longer wanted; the worker is writing. */
  gboolean         cancelled;
  gboolean         writing;
};

static guint windows;

/* Called by the worker as it begins writing, when a test sets it. */
static FlowAppRecoveryWriteHook write_hook;

void
_flow_app_recovery_set_write_hook (FlowAppRecoveryWriteHook hook)
{
  write_hook = hook;
}

static Write *
write_new (FlowAppRecovery *owner)
{
  Write *write = g_atomic_rc_box_new0 (Write);

  write->owner = owner;
  write->path = g_strdup (owner->path);
  write->cancellable = g_cancellable_new ();
  g_mutex_init (&write->lock);
  g_cond_init (&write->cond);

  return write;
}

static void
write_clear (Write *write)
{
  g_free (write->path);
  g_clear_object (&write->cancellable);
  g_clear_pointer (&write->bytes, g_bytes_unref);
  g_mutex_clear (&write->lock);
  g_cond_clear (&write->cond);
}

static Write *
write_ref (Write *write)
{
  return g_atomic_rc_box_acquire (write);
}

static void
write_unref (Write *write)
{
  g_atomic_rc_box_release_full (write, (GDestroyNotify) write_clear);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Write, write_unref)

static char *
recovery_dir (const char *app_name)
{
  return g_build_filename (g_get_user_state_dir (), app_name, "recovery", NULL);
}

static void
changed_cb (FlowAppRecovery *self)
{
  self->dirty = TRUE;
  self->changed_at = g_get_monotonic_time ();
}

/* Makes sure the write under way, if any, writes nothing more: on
 * return, the file is complete or untouched by it.
 */
static void
cancel_write (FlowAppRecovery *self)
{
  Write *write = g_steal_pointer (&self->write);

  if (write == NULL)
    return;

  g_mutex_lock (&write->lock);
  write->cancelled = TRUE;
  while (write->writing)
    g_cond_wait (&write->cond, &write->lock);
  g_mutex_unlock (&write->lock);

  g_cancellable_cancel (write->cancellable);
  write->owner = NULL;
  write_unref (write);
}

static void
remove_file (FlowAppRecovery *self)
{
  cancel_write (self);

  if (self->written && g_unlink (self->path) != 0 && errno != ENOENT)
    g_warning ("Could not remove %s: %s", self->path, g_strerror (errno));
  self->written = FALSE;
}

static gboolean
make_dir (const char  *path,
          GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Write *write = task_data;
  GError *error = NULL;
  gboolean ok;

  g_mutex_lock (&write->lock);
  if (write->cancelled)
    {
      g_mutex_unlock (&write->lock);
      /* No one waits for the result: the recovery let go of it. */
      g_task_return_boolean (task, FALSE);
      return;
    }
  write->writing = TRUE;
  g_mutex_unlock (&write->lock);

  if (write_hook != NULL)
    write_hook (write->path);

  ok = make_dir (write->path, &error) &&
       g_file_set_contents_full (write->path,
                                 g_bytes_get_data (write->bytes, NULL),
                                 g_bytes_get_size (write->bytes),
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error);

  g_mutex_lock (&write->lock);
  write->writing = FALSE;
  g_cond_broadcast (&write->cond);
  g_mutex_unlock (&write->lock);

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Write) write = user_data;
  g_autoptr(GError) error = NULL;
  FlowAppRecovery *self = write->owner;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  /* Cancelled: the recovery has let go of it already. */
  if (self == NULL)
    return;

  g_assert (self->write == write);
  g_clear_pointer (&self->write, write_unref);

  if (!ok && error != NULL)
    {
      g_warning ("Could not keep the unsaved changes in %s: %s", self->path, error->message);
      self->dirty = TRUE;
    }
}

static void
text_made_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Write) write = user_data;
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;

  bytes = flow_serializer_save_to_bytes_finish (FLOW_SERIALIZER (object), result, NULL);
  if (write->owner == NULL)
    return;

  /* Not cancelled, so not expected; written at the next tick. */
  if (bytes == NULL)
    {
      write->owner->dirty = TRUE;
      cancel_write (write->owner);
      return;
    }

  write->bytes = g_steal_pointer (&bytes);
  task = g_task_new (NULL, NULL, written_cb, write_ref (write));
  g_task_set_task_data (task, write_ref (write), (GDestroyNotify) write_unref);
  g_task_run_in_thread (task, write_thread);
}

/* Starts writing the graph as it is now. */
static void
start_write (FlowAppRecovery *self)
{
  self->write = write_new (self);
  self->dirty = FALSE;
  self->written = TRUE;
  self->write_began_at = g_get_monotonic_time ();

  flow_serializer_save_to_bytes_async (self->serializer, self->graph, self->write->cancellable,
                                       text_made_cb, write_ref (self->write));
}

static gboolean
timer_cb (gpointer user_data)
{
  FlowAppRecovery *self = user_data;
  FlowHistory *history = flow_graph_get_history (self->graph);
  gint64 now = g_get_monotonic_time ();
  gint64 quiet = MIN (self->interval / 5, MAX_QUIET_MS) * G_TIME_SPAN_MILLISECOND;
  gint64 longest = (gint64) self->interval * MAX_WAIT_INTERVALS * G_TIME_SPAN_MILLISECOND;

  if (history == NULL || !flow_history_get_modified (history))
    {
      remove_file (self);
      self->dirty = FALSE;
    }
  else if (self->write == NULL && (self->dirty || !self->written) &&
           (now - self->changed_at >= quiet || now - self->write_began_at >= longest))
    {
      start_write (self);
    }

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
  self->changed_at = self->write_began_at = g_get_monotonic_time ();

  g_signal_connect_swapped (graph, "items-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (flow_graph_get_connections (graph), "items-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (graph, "node-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (graph, "dock-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (graph, "extra-changed", G_CALLBACK (changed_cb), self);

  flow_app_recovery_set_interval (self, DEFAULT_INTERVAL_MS);

  return self;
}

/* Stops keeping the changes, and removes what was kept: the window asked
 * before letting them go. A write under way is cancelled, or waited for.
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

/* How often the timer looks at the graph, in milliseconds (ten seconds
 * at first).
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
 * Does at once, in the calling thread, what the timer does without
 * blocking: writes the graph if it changed since it was last written and
 * has changes not saved, removes the file if it has none. A write the
 * timer began is cancelled, or waited for.
 *
 * Returns: %FALSE with @error set if the file could not be written
 */
gboolean
flow_app_recovery_update (FlowAppRecovery  *self,
                          GError          **error)
{
  FlowHistory *history;
  g_autofree char *data = NULL;
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

  if (self->write != NULL)
    {
      /* Written again below, whatever it had come to. */
      cancel_write (self);
      self->dirty = TRUE;
    }

  if (!self->dirty && self->written)
    return TRUE;

  if (!make_dir (self->path, error))
    return FALSE;

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

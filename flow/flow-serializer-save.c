/* flow-serializer-save.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-private.h"
#include "flow-i18n-private.h"

#include "flow-graph-private.h"
#include "flow-history-private.h"
#include "flow-node.h"

#ifdef HAVE_GIO_UNIX
# include <gio/gfiledescriptorbased.h>
#endif
#include <glib/gstdio.h>

/* Saving: to text, to a stream, and to a file, atomically.
 *
 * Implementation notes:
 *
 * g_file_replace_contents () was used first. It is atomic against a crash
 * but not against a failed write: when a write fails (a full disk), it
 * closes the stream anyway, and closing is what renames the temporary
 * file over the target, so the old file was replaced by the part that
 * was written. And in a folder the user cannot write, it rewrites the file
 * in place, which a crash then leaves half written. So Flow writes the
 * new file itself: created beside the target under a name of its own,
 * written, flushed to the disk, closed, and only then renamed over the
 * target; any failure before the rename removes the new file and leaves
 * the target alone. Rewriting in place, with a backup, was rejected: a
 * crash at the wrong moment still leaves a damaged file under the name the
 * user knows, and the backup's name and cleaning become the user's
 * problem.
 */

/* Writes go through this, when a test sets it, to fail on demand. */
static FlowOutputWrapFunc output_wrap;

void
_flow_serializer_set_output_wrap (FlowOutputWrapFunc wrap)
{
  output_wrap = wrap;
}

static char *
display_name (GFile *file)
{
  return g_file_get_parse_name (file);
}

/* Finds the file a save replaces: @file, or what it links to. */
static GFile *
resolve_target (GFile         *file,
                GFileInfo    **info,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(GFile) target = g_object_ref (file);

  /* Links to links are followed as far as the system does. */
  for (guint i = 0; i < 40; i++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(GFileInfo) target_info = NULL;
      g_autoptr(GFile) parent = NULL;
      const char *link;

      target_info = g_file_query_info (target,
                                       G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                       G_FILE_ATTRIBUTE_STANDARD_SYMLINK_TARGET ","
                                       G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE ","
                                       G_FILE_ATTRIBUTE_UNIX_MODE,
                                       G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                       cancellable, &local_error);
      if (target_info == NULL)
        {
          if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }

          /* A new file. */
          *info = NULL;
          return g_steal_pointer (&target);
        }

      if (g_file_info_get_file_type (target_info) != G_FILE_TYPE_SYMBOLIC_LINK)
        {
          *info = g_steal_pointer (&target_info);
          return g_steal_pointer (&target);
        }

      link = g_file_info_get_symlink_target (target_info);
      parent = g_file_get_parent (target);
      if (link == NULL || parent == NULL)
        break;

      g_object_unref (target);
      target = g_file_resolve_relative_path (parent, link);
    }

  {
    g_autofree char *name = display_name (file);

    g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                 _("The file “%s” is a symbolic link that leads nowhere."), name);
  }
  return NULL;
}

/* Creates a new, empty file in @parent, with a name made from @basename
 * that no file has.
 */
static GFileOutputStream *
create_beside (GFile         *parent,
               const char    *basename,
               GFile        **created,
               GCancellable  *cancellable,
               GError       **error)
{
  for (guint attempt = 0; ; attempt++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autofree char *name = g_strdup_printf (".%s.%08x~", basename, g_random_int ());
      g_autoptr(GFile) file = g_file_get_child (parent, name);
      GFileOutputStream *stream;

      stream = g_file_create (file, G_FILE_CREATE_NONE, cancellable, &local_error);
      if (stream != NULL)
        {
          *created = g_steal_pointer (&file);
          return stream;
        }

      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS) || attempt == 100)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
}

/* Flushes what was written to @stream to the disk, where the system
 * lets Flow ask.
 */
static gboolean
sync_to_disk (GOutputStream  *stream,
              GError        **error)
{
#ifdef HAVE_GIO_UNIX
  if (G_IS_FILE_DESCRIPTOR_BASED (stream) &&
      g_fsync (g_file_descriptor_based_get_fd (G_FILE_DESCRIPTOR_BASED (stream))) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("The data could not be written to the disk: %s."),
                   g_strerror (saved_errno));
      return FALSE;
    }
#endif

  return TRUE;
}

/* Replaces the contents of @file with @data, atomically; see
 * flow_serializer_save_to_file ().
 */
gboolean
_flow_file_replace (GFile         *file,
                    const char    *data,
                    gsize          length,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFile) target = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GFile) created = NULL;
  g_autoptr(GFileOutputStream) file_stream = NULL;
  g_autoptr(GOutputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *name = NULL;

  target = resolve_target (file, &info, cancellable, error);
  if (target == NULL)
    return FALSE;

  name = display_name (target);

  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("The file “%s” is not a regular file: a graph cannot be saved over it."),
                   name);
      return FALSE;
    }

  if (info != NULL &&
      g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE) &&
      !g_file_info_get_attribute_boolean (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("The file “%s” is read-only."), name);
      return FALSE;
    }

  parent = g_file_get_parent (target);
  basename = g_file_get_basename (target);
  if (parent == NULL || basename == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("The name “%s” is not the name of a file."), name);
      return FALSE;
    }

  file_stream = create_beside (parent, basename, &created, cancellable, &local_error);
  if (file_stream == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED) ||
          g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_READ_ONLY))
        {
          g_autofree char *folder = display_name (parent);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                       _("The file “%s” cannot be saved: saving writes a new copy of the file "
                       "beside it, and no file can be created in the folder “%s”."),
                       name, folder);
          return FALSE;
        }

      /* GIO names the hidden copy it could not create, not the file. A
       * folder that is there and takes no new file (/proc answers "not
       * found" for any name) is said as such.
       */
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) &&
          g_file_query_exists (parent, cancellable))
        {
          g_autofree char *folder = display_name (parent);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("The file “%s” cannot be saved: saving writes a new copy of the file "
                       "beside it, and no file can be created in the folder “%s”."),
                       name, folder);
          return FALSE;
        }

      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_autofree char *folder = display_name (parent);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("The file “%s” cannot be saved: there is no folder “%s”."),
                       name, folder);
          return FALSE;
        }

      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  stream = g_object_ref (G_OUTPUT_STREAM (file_stream));
  if (output_wrap != NULL)
    {
      GOutputStream *wrapped = output_wrap (stream);

      g_object_unref (stream);
      stream = wrapped;
    }

  if (!g_output_stream_write_all (stream, data, length, NULL, cancellable, error) ||
      !g_output_stream_flush (stream, cancellable, error) ||
      !sync_to_disk (G_OUTPUT_STREAM (file_stream), error))
    goto failed;

  /* The new file gets the old one's permissions, before anyone sees it. */
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE))
    g_file_set_attribute_uint32 (created, G_FILE_ATTRIBUTE_UNIX_MODE,
                                 g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE) & 07777,
                                 G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);

  if (!g_output_stream_close (stream, cancellable, error))
    goto failed;
  g_clear_object (&stream);
  if (!g_output_stream_is_closed (G_OUTPUT_STREAM (file_stream)) &&
      !g_output_stream_close (G_OUTPUT_STREAM (file_stream), cancellable, error))
    goto failed;

  /* A rename, never a copy: the target changes in one step or not at all. */
  if (!g_file_move (created, target,
                    G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS |
                    G_FILE_COPY_NO_FALLBACK_FOR_MOVE,
                    cancellable, NULL, NULL, error))
    goto failed;

  return TRUE;

failed:
  if (stream != NULL && !g_output_stream_is_closed (stream))
    g_output_stream_close (stream, NULL, NULL);
  if (!g_output_stream_is_closed (G_OUTPUT_STREAM (file_stream)))
    g_output_stream_close (G_OUTPUT_STREAM (file_stream), NULL, NULL);
  g_file_delete (created, NULL, NULL);

  return FALSE;
}

/**
 * flow_serializer_save_to_data:
 * @self: a serializer
 * @graph: the graph to save
 * @length: (out) (optional): return location for the length of the data
 *
 * Saves @graph as text in the file format.
 *
 * Unlike [method@Serializer.save_to_file], this does not mark the graph's
 * history clean: call [method@History.mark_clean] when the data was
 * stored.
 *
 * Returns: (transfer full): the data, a nul-terminated UTF-8 string
 */
char *
flow_serializer_save_to_data (FlowSerializer *self,
                              FlowGraph      *graph,
                              gsize          *length)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);

  return _flow_serializer_write_graph_text (self, graph, length);
}

/**
 * flow_serializer_save_to_stream:
 * @self: a serializer
 * @graph: the graph to save
 * @stream: the stream to write to
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Saves @graph to @stream in the file format.
 *
 * As [method@Serializer.save_to_data], this does not mark the graph's
 * history clean.
 *
 * Returns: `TRUE` if all of the data was written
 */
gboolean
flow_serializer_save_to_stream (FlowSerializer  *self,
                                FlowGraph       *graph,
                                GOutputStream   *stream,
                                GCancellable    *cancellable,
                                GError         **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = flow_serializer_save_to_data (self, graph, &length);

  return g_output_stream_write_all (stream, data, length, NULL, cancellable, error);
}

/**
 * flow_serializer_save_to_file:
 * @self: a serializer
 * @graph: the graph to save
 * @file: the file to write
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Saves @graph to @file, atomically: the data goes to a new file in the
 * same folder, which replaces @file only once all of it is written and
 * flushed to the disk. Whatever fails, a full disk, a cancellation, a
 * crash, @file keeps its old contents whole, and the new file is removed.
 *
 * Saving never rewrites a file in place. It needs a folder where it may
 * create files: a file in a folder the user cannot write, even a file
 * they may write, is refused with `G_IO_ERROR_PERMISSION_DENIED`, as is a
 * file that is itself read-only. A symbolic link is followed: the file it
 * points to is replaced, and the link stays. The new file takes the old
 * one's permissions; it belongs to the user who saves.
 *
 * On success the graph's [class@History], if it has one, is marked clean.
 *
 * Returns: `TRUE` if @file was saved
 */
gboolean
flow_serializer_save_to_file (FlowSerializer  *self,
                              FlowGraph       *graph,
                              GFile           *file,
                              GCancellable    *cancellable,
                              GError         **error)
{
  g_autofree char *data = NULL;
  FlowHistory *history;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = flow_serializer_save_to_data (self, graph, &length);

  if (!_flow_file_replace (file, data, length, cancellable, error))
    return FALSE;

  if ((history = _flow_graph_peek_history (graph)) != NULL)
    flow_history_mark_clean (history);

  return TRUE;
}

/* What an asynchronous save keeps in the main context. */
typedef struct
{
  FlowGraph *graph;
  guint64    state;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->graph);
  g_free (save);
}

/* What the worker thread writes: nothing of the graph. */
typedef struct
{
  FlowWrittenGraph *written;
  GFile            *file;
  guint             pretty : 1;
} WriteData;

static void
write_data_free (gpointer data)
{
  WriteData *write = data;

  g_clear_object (&write->file);
  g_clear_pointer (&write->written, _flow_written_graph_free);
  g_free (write);
}

/* The text of what the calling thread read, in the worker. */
static char *
generate (WriteData *write,
          gsize     *length)
{
  g_autoptr(JsonNode) root = _flow_written_graph_finish (g_steal_pointer (&write->written));

  return _flow_json_generate (root, write->pretty, length);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  WriteData *write = task_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  data = generate (write, &length);

  if (!_flow_file_replace (write->file, data, length, cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
save_written_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * flow_serializer_save_to_file_async:
 * @self: a serializer
 * @graph: the graph to save
 * @file: the file to write
 * @io_priority: the I/O priority of the request
 * @cancellable: (nullable): a cancellable
 * @callback: (scope async): called when the file is saved
 * @user_data: data for @callback
 *
 * Saves @graph to @file atomically, as [method@Serializer.save_to_file]
 * does, without blocking: the graph is read at once, in the calling
 * thread, and the text is made and written in a worker thread. Nodes'
 * save functions and the value serializers an application registered
 * run in the calling thread, before this returns.
 *
 * On success the graph's history is marked clean at the state the graph
 * was in when this was called, even if it was edited since.
 */
void
flow_serializer_save_to_file_async (FlowSerializer      *self,
                                    FlowGraph           *graph,
                                    GFile               *file,
                                    int                  io_priority,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) write_task = NULL;
  FlowHistory *history;
  SaveData *save;
  WriteData *write;

  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, flow_serializer_save_to_file_async);
  g_task_set_priority (task, io_priority);

  save = g_new0 (SaveData, 1);
  save->graph = g_object_ref (graph);
  if ((history = _flow_graph_peek_history (graph)) != NULL)
    save->state = _flow_history_get_state (history);
  g_task_set_task_data (task, save, save_data_free);

  /* The worker has its own task, which holds neither the graph nor the
   * serializer: the thread that lets go of a task last frees it, and the
   * worker often does, after the main context has run the callback. So
   * the graph and the serializer stay with the main task, whose every
   * reference goes in the main context.
   */
  write = g_new0 (WriteData, 1);
  write->written = _flow_serializer_read_graph (self, graph);
  write->file = g_object_ref (file);
  write->pretty = flow_serializer_get_pretty (self);
  write_task = g_task_new (NULL, cancellable, save_written_cb, g_object_ref (task));
  g_task_set_priority (write_task, io_priority);
  g_task_set_task_data (write_task, write, write_data_free);
  g_task_run_in_thread (write_task, save_thread);
}

/**
 * flow_serializer_save_to_file_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.save_to_file_async].
 *
 * Returns: `TRUE` if the file was saved
 */
gboolean
flow_serializer_save_to_file_finish (FlowSerializer  *self,
                                     GAsyncResult    *result,
                                     GError         **error)
{
  SaveData *save;
  FlowHistory *history;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == flow_serializer_save_to_file_async, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  save = g_task_get_task_data (G_TASK (result));
  if ((history = _flow_graph_peek_history (save->graph)) != NULL)
    _flow_history_mark_clean_at (history, save->state);

  return TRUE;
}

static void
generate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  WriteData *write = task_data;
  char *data;
  gsize length;

  if (g_task_return_error_if_cancelled (task))
    return;

  data = generate (write, &length);

  g_task_return_pointer (task, g_bytes_new_take (data, length), (GDestroyNotify) g_bytes_unref);
}

static void
generated_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GBytes *bytes;

  if ((bytes = g_task_propagate_pointer (G_TASK (result), &error)) == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, bytes, (GDestroyNotify) g_bytes_unref);
}

/**
 * flow_serializer_save_to_bytes_async:
 * @self: a serializer
 * @graph: the graph to save
 * @cancellable: (nullable): a cancellable
 * @callback: (scope async): called when the text is made
 * @user_data: data for @callback
 *
 * Saves @graph as text in the file format, as
 * [method@Serializer.save_to_data] does, blocking the calling thread for
 * less of the time: the graph is read at once, in the calling thread, and
 * the text is made in a worker thread. Edits made to @graph after this
 * returns are not in the text. Nodes' save functions and the value
 * serializers an application registered run in the calling thread,
 * before this returns.
 *
 * As [method@Serializer.save_to_data], this does not mark the graph's
 * history clean. An application keeping the document on the side (a
 * copy in case it crashes, a document sent elsewhere) uses this, and
 * [method@Serializer.save_to_file_async] to save it where the user asked.
 *
 * Since: 0.2
 */
void
flow_serializer_save_to_bytes_async (FlowSerializer      *self,
                                     FlowGraph           *graph,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) generate_task = NULL;
  WriteData *write;

  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, flow_serializer_save_to_bytes_async);

  /* As in flow_serializer_save_to_file_async (): the worker's own task
   * holds neither the graph nor the serializer.
   */
  write = g_new0 (WriteData, 1);
  write->written = _flow_serializer_read_graph (self, graph);
  write->pretty = flow_serializer_get_pretty (self);
  generate_task = g_task_new (NULL, cancellable, generated_cb, g_object_ref (task));
  g_task_set_task_data (generate_task, write, write_data_free);
  g_task_run_in_thread (generate_task, generate_thread);
}

/**
 * flow_serializer_save_to_bytes_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.save_to_bytes_async]. The only error is
 * `G_IO_ERROR_CANCELLED`, when the cancellable was cancelled.
 *
 * Returns: (transfer full) (nullable): the text, UTF-8 without a
 *   terminating nul, or `NULL` with @error set
 *
 * Since: 0.2
 */
GBytes *
flow_serializer_save_to_bytes_finish (FlowSerializer  *self,
                                      GAsyncResult    *result,
                                      GError         **error)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == flow_serializer_save_to_bytes_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * flow_serializer_save_nodes_to_data:
 * @self: a serializer
 * @nodes: (array length=n_nodes): nodes of one graph
 * @n_nodes: the number of nodes
 * @length: (out) (optional): return location for the length of the data
 *
 * Saves @nodes, in the order of their graph, and the connections among
 * them, in the file format; this is what the clipboard carries when
 * nodes are copied. Connections to other nodes are left out.
 *
 * Returns: (transfer full): the data, a nul-terminated UTF-8 string
 */
char *
flow_serializer_save_nodes_to_data (FlowSerializer   *self,
                                    FlowNode * const *nodes,
                                    guint             n_nodes,
                                    gsize            *length)
{
  g_autoptr(JsonNode) root = NULL;
  FlowGraph *graph = NULL;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (nodes != NULL || n_nodes == 0, NULL);

  for (guint i = 0; i < n_nodes; i++)
    {
      g_return_val_if_fail (FLOW_IS_NODE (nodes[i]), NULL);
      g_return_val_if_fail (flow_node_get_graph (nodes[i]) != NULL, NULL);
      g_return_val_if_fail (graph == NULL || flow_node_get_graph (nodes[i]) == graph, NULL);

      graph = flow_node_get_graph (nodes[i]);
    }

  root = _flow_serializer_write_nodes (self, nodes, n_nodes);

  return _flow_serializer_generate (self, root, length);
}


/* flow-serializer-load.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-private.h"
#include "flow-i18n-private.h"

#include "flow-error.h"
#include "flow-graph.h"

#include <math.h>
#include <string.h>

/* Loading: from text, a stream or a file, at once or without blocking,
 * and pasting. Reading is bounded by FlowSerializer:max-load-size; the
 * text is checked by the scanner (flow-serializer-scanner.c) and read
 * into the graph by the loader (flow-serializer-reader.c).
 *
 * Implementation notes:
 *
 * Reading counts in gsize and grows its buffer itself: a GByteArray
 * counts in guint, and wrapped past 4 GiB.
 *
 * A file must be a regular file, checked before it is opened: opening a
 * FIFO blocks until something writes to it, and a device such as
 * /dev/zero never ends. The check and the opening are two steps, so a
 * FIFO put in the file's place between them still blocks a synchronous
 * load; the asynchronous one returns on cancellation whatever its worker
 * thread is waiting for (g_task_set_return_on_cancel ()), and the worker
 * keeps nothing but the stream and its own buffer, so it may finish
 * whenever it likes.
 */

/* How many nodes or connections a load creates between two checks of
 * its cancellable.
 */
#define LOAD_SLICE 2048

/* Read in pieces of this size, to report progress. */
#define READ_CHUNK (256 * 1024)

static gboolean
too_large (guint64   max_size,
           GError  **error)
{
  g_autofree char *size = g_format_size (max_size);

  g_set_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE,
               _("The data is larger than %s, the most this program loads."), size);

  return FALSE;
}

/* Reads @stream to its end, or fails when it holds more than @max_size
 * bytes. @size_hint, the expected size or 0, saves reallocations and
 * scales the progress.
 */
static gboolean
read_all (GInputStream  *stream,
          guint64        size_hint,
          guint64        max_size,
          GCancellable  *cancellable,
          void         (*progress) (gpointer data,
                                    double   fraction),
          gpointer       progress_data,
          char         **data_out,
          gsize         *length_out,
          gboolean      *over_limit,
          GError       **error)
{
  /* A byte past the limit says that the stream goes past it. */
  gsize limit = max_size < G_MAXSIZE ? (gsize)max_size + 1 : G_MAXSIZE;
  gsize allocated = MIN (MAX (MIN (size_hint, G_MAXSIZE - 1) + 1, READ_CHUNK), limit);
  g_autofree char *data = NULL;
  gsize length = 0;

  *over_limit = FALSE;

  data = g_try_malloc (allocated);
  if (data == NULL)
    goto no_memory;

  for (;;)
    {
      gssize n;

      if (length == allocated)
        {
          char *grown;

          if (allocated == limit)
            break;

          allocated += MIN (MAX (allocated / 2, READ_CHUNK), limit - allocated);
          grown = g_try_realloc (data, allocated);
          if (grown == NULL)
            goto no_memory;
          data = grown;
        }

      n = g_input_stream_read (stream, data + length, MIN (allocated - length, READ_CHUNK),
                               cancellable, error);
      if (n < 0)
        return FALSE;
      if (n == 0)
        break;

      length += n;

      if (progress != NULL && size_hint > 0)
        progress (progress_data, MIN (1.0, (double)length / size_hint));
    }

  if (length > max_size)
    {
      *over_limit = TRUE;
      return FALSE;
    }

  *data_out = g_steal_pointer (&data);
  *length_out = length;

  return TRUE;

no_memory:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
               _("There is not enough memory to read the data."));
  return FALSE;
}

/* Opens @file for reading if it is a regular file of at most @max_size
 * bytes, giving its size.
 */
static GInputStream *
open_file (GFile         *file,
           guint64        max_size,
           guint64       *size,
           gboolean      *over_limit,
           GCancellable  *cancellable,
           GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;

  *over_limit = FALSE;

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;

  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("The file “%s” is not a regular file."), name);
      return NULL;
    }

  *size = g_file_info_get_size (info);
  if (*size > max_size)
    {
      *over_limit = TRUE;
      return NULL;
    }

  return G_INPUT_STREAM (g_file_read (file, cancellable, error));
}

/* Reads @file into memory, up to @max_size bytes. */
static gboolean
read_file (guint64          max_size,
           GFile           *file,
           GCancellable    *cancellable,
           void           (*progress) (gpointer data,
                                       double   fraction),
           gpointer         progress_data,
           char           **data,
           gsize           *length,
           GError         **error)
{
  g_autoptr(GInputStream) stream = NULL;
  gboolean over_limit;
  guint64 size = 0;

  stream = open_file (file, max_size, &size, &over_limit, cancellable, error);
  if (stream == NULL)
    return over_limit ? too_large (max_size, error) : FALSE;

  if (!read_all (stream, size, max_size, cancellable, progress, progress_data,
                 data, length, &over_limit, error))
    return over_limit ? too_large (max_size, error) : FALSE;

  g_input_stream_close (stream, NULL, NULL);

  return TRUE;
}

/* Checks @data and makes a loader of it; @data must outlive the loader. */
static FlowLoader *
new_loader (FlowSerializer  *self,
            FlowGraph       *graph,
            const char      *data,
            gsize            length,
            gboolean         paste,
            GError         **error)
{
  FlowScanIndex index;

  if (length > flow_serializer_get_max_load_size (self))
    {
      too_large (flow_serializer_get_max_load_size (self), error);
      return NULL;
    }

  if (!_flow_scan_document (data, length, &index, error))
    {
      _flow_scan_index_clear (&index);
      return NULL;
    }

  return _flow_loader_new (self, graph, data, length, &index, paste);
}

/* Whether @graph is a document's own, not that of a group or of one of
 * its group nodes: a file describes a whole document, and loading one
 * into a group's graph would take the group's input and output nodes
 * away, which it cannot be without.
 */
static gboolean
is_document_graph (FlowGraph *graph)
{
  return flow_graph_get_group (graph) == NULL && flow_graph_get_group_node (graph) == NULL;
}

static gboolean
load_text (FlowSerializer  *self,
           FlowGraph       *graph,
           const char      *data,
           gsize            length,
           GCancellable    *cancellable,
           GError         **error)
{
  g_autoptr(FlowLoader) loader = NULL;
  gboolean done = FALSE;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  loader = new_loader (self, graph, data, length, FALSE, error);
  if (loader == NULL || !_flow_loader_prepare (loader, error))
    return FALSE;

  while (!done)
    if (g_cancellable_set_error_if_cancelled (cancellable, error) ||
        !_flow_loader_step (loader, LOAD_SLICE, &done, error))
      return FALSE;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  return _flow_loader_commit (loader, error);
}

/**
 * flow_serializer_load_from_data:
 * @self: a serializer
 * @graph: the graph to load into
 * @data: (array length=length) (element-type guint8): the text to read,
 *   UTF-8
 * @length: the length of @data in bytes, or -1 if it is nul-terminated
 * @error: return location for an error
 *
 * Replaces the contents of @graph with the graph @data describes, as one
 * batch, and clears the graph's history.
 *
 * @graph is a document's graph: loading into the graph of a group or of
 * a group node ([method@Graph.get_group], [method@Graph.get_group_node])
 * is a programmer error, since a file holds a whole document. Paste into
 * those instead ([method@Serializer.paste]).
 *
 * If @data cannot be understood, this fails with `FLOW_ERROR_INVALID_DATA`
 * and leaves @graph as it was; if it is longer than
 * [property@Serializer:max-load-size], with `FLOW_ERROR_TOO_LARGE`.
 *
 * Returns: `TRUE` if @graph was loaded
 */
gboolean
flow_serializer_load_from_data (FlowSerializer  *self,
                                FlowGraph       *graph,
                                const char      *data,
                                gssize           length,
                                GError         **error)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (is_document_graph (graph), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = strlen (data);

  return load_text (self, graph, data != NULL ? data : "", length, NULL, error);
}

/**
 * flow_serializer_load_from_stream:
 * @self: a serializer
 * @graph: the graph to load into
 * @stream: the stream to read the data from, to its end
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Loads @graph from @stream, as [method@Serializer.load_from_data] does.
 *
 * Reading stops with `FLOW_ERROR_TOO_LARGE` as soon as the stream gives
 * more than [property@Serializer:max-load-size] bytes. Cancelling
 * @cancellable stops the load with `G_IO_ERROR_CANCELLED` between two
 * reads, or during one if @stream can be cancelled there; for a stream
 * that may block for good, such as a pipe, use
 * [method@Serializer.load_from_stream_async], which returns on
 * cancellation whatever the stream does.
 *
 * Returns: `TRUE` if @graph was loaded
 */
gboolean
flow_serializer_load_from_stream (FlowSerializer  *self,
                                  FlowGraph       *graph,
                                  GInputStream    *stream,
                                  GCancellable    *cancellable,
                                  GError         **error)
{
  g_autofree char *data = NULL;
  gboolean over_limit;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (is_document_graph (graph), FALSE);
  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!read_all (stream, 0, flow_serializer_get_max_load_size (self), cancellable,
                 NULL, NULL, &data, &length, &over_limit, error))
    return over_limit ? too_large (flow_serializer_get_max_load_size (self), error) : FALSE;

  return load_text (self, graph, data, length, cancellable, error);
}

/**
 * flow_serializer_load_from_file:
 * @self: a serializer
 * @graph: the graph to load into
 * @file: the file to read
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Loads @graph from @file, as [method@Serializer.load_from_data] does.
 *
 * @file must be a regular file: anything else (a folder, a pipe, a
 * device) fails with `G_IO_ERROR_NOT_REGULAR_FILE`, and a file larger
 * than [property@Serializer:max-load-size] with `FLOW_ERROR_TOO_LARGE`,
 * before it is read.
 *
 * Returns: `TRUE` if @graph was loaded
 */
gboolean
flow_serializer_load_from_file (FlowSerializer  *self,
                                FlowGraph       *graph,
                                GFile           *file,
                                GCancellable    *cancellable,
                                GError         **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (is_document_graph (graph), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!read_file (flow_serializer_get_max_load_size (self), file, cancellable,
                  NULL, NULL, &data, &length, error))
    return FALSE;

  return load_text (self, graph, data, length, cancellable, error);
}

/* Asynchronous loading: reading and checking in a worker thread,
 * building in slices in the caller's main context, committing at the end.
 */

/* Shares of the progress fraction: reading, then checking, then building. */
#define READ_SHARE 0.25
#define SCAN_SHARE 0.05

typedef struct _LoadData LoadData;

/* What the worker thread uses: nothing of the graph, so that it may
 * outlive the load.
 */
typedef struct
{
  gatomicrefcount  ref_count;

  /* Nothing of Flow: the worker may let go of this last, and free it. */
  guint64          max_size;
  GInputStream    *stream;
  GFile           *file;
  GMainContext    *context;

  /* The worker's results. */
  char            *data;
  gsize            length;
  FlowScanIndex    index;

  /* Progress, from the worker to the main context. */
  GMutex           mutex;
  double           fraction;
  gboolean         progress_queued;
  /* Read and cleared in the main context only. */
  LoadData        *load;
} ReadData;

struct _LoadData
{
  FlowGraph        *graph;
  FlowLoader       *loader;
  char             *data;
  GSource          *idle;
  ReadData         *read;

  FlowProgressFunc  progress;
  gpointer          progress_data;
  GDestroyNotify    progress_destroy;
  double            fraction;
  /* Set once the task returned: no more progress reports. */
  gboolean          finished;
};

static ReadData *
read_data_ref (ReadData *read)
{
  g_atomic_ref_count_inc (&read->ref_count);
  return read;
}

static void
read_data_unref (gpointer data)
{
  ReadData *read = data;

  if (!g_atomic_ref_count_dec (&read->ref_count))
    return;

  g_clear_object (&read->stream);
  g_clear_object (&read->file);
  g_clear_pointer (&read->context, g_main_context_unref);
  g_clear_pointer (&read->data, g_free);
  _flow_scan_index_clear (&read->index);
  g_mutex_clear (&read->mutex);
  g_free (read);
}

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  if (load->idle != NULL)
    {
      g_source_destroy (load->idle);
      g_source_unref (load->idle);
    }

  g_mutex_lock (&load->read->mutex);
  load->read->load = NULL;
  g_mutex_unlock (&load->read->mutex);
  read_data_unref (load->read);

  g_clear_pointer (&load->loader, _flow_loader_free);
  g_clear_pointer (&load->data, g_free);
  g_clear_object (&load->graph);
  if (load->progress_destroy != NULL)
    load->progress_destroy (load->progress_data);
  g_free (load);
}

static void
report_progress (LoadData *load,
                 double    fraction)
{
  if (load->finished || load->progress == NULL)
    return;

  /* Never backwards. */
  if (fraction > load->fraction)
    load->fraction = fraction;

  load->progress (load->fraction, load->progress_data);
}

static gboolean
report_queued_progress_cb (gpointer data)
{
  ReadData *read = data;
  LoadData *load;
  double fraction;

  g_mutex_lock (&read->mutex);
  fraction = read->fraction;
  read->progress_queued = FALSE;
  load = read->load;
  g_mutex_unlock (&read->mutex);

  /* The load data lives in this context: it cannot go while this runs. */
  if (load != NULL)
    report_progress (load, fraction);

  return G_SOURCE_REMOVE;
}

/* From the worker thread: records the fraction, and queues one report
 * in the main context if none is queued.
 */
static void
queue_progress (ReadData *read,
                double    fraction)
{
  gboolean queue;

  g_mutex_lock (&read->mutex);
  if (fraction > read->fraction)
    read->fraction = fraction;
  queue = !read->progress_queued && read->load != NULL;
  read->progress_queued = TRUE;
  g_mutex_unlock (&read->mutex);

  /* A source, not g_main_context_invoke (), which runs the function in
   * the reading thread when no thread owns the context at that moment
   * (before the application's main loop runs, between two of its
   * iterations): the progress callback is the caller's, for its thread.
   */
  if (queue)
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, report_queued_progress_cb, read_data_ref (read), read_data_unref);
      g_source_attach (source, read->context);
      g_source_unref (source);
    }
}

static void
read_progress (gpointer data,
               double   fraction)
{
  queue_progress (data, fraction * READ_SHARE);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadData *read = task_data;
  guint64 max_size = read->max_size;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (read->file != NULL)
    {
      ok = read_file (max_size, read->file, cancellable, read_progress, read,
                      &read->data, &read->length, &error);
    }
  else
    {
      gboolean over_limit;

      ok = read_all (read->stream, 0, max_size, cancellable, read_progress, read,
                     &read->data, &read->length, &over_limit, &error);
      if (!ok && over_limit)
        too_large (max_size, &error);
    }

  if (!ok)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  queue_progress (read, READ_SHARE);

  if (!_flow_scan_document (read->data != NULL ? read->data : "", read->length,
                            &read->index, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  g_task_return_boolean (task, TRUE);
}

static void
load_finish (GTask  *task,
             GError *error)
{
  LoadData *load = g_task_get_task_data (task);

  if (error == NULL)
    report_progress (load, 1.0);

  load->finished = TRUE;

  if (load->idle != NULL)
    {
      g_source_destroy (load->idle);
      g_clear_pointer (&load->idle, g_source_unref);
    }

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static gboolean
build_slice_cb (gpointer data)
{
  GTask *task = data;
  LoadData *load = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);
  GError *error = NULL;
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + 8 * G_TIME_SPAN_MILLISECOND;

  /* Work for a few milliseconds, then let the main loop breathe. */
  do
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, &error) ||
          !_flow_loader_step (load->loader, 256, &done, &error))
        {
          load_finish (task, error);
          return G_SOURCE_REMOVE;
        }
    }
  while (!done && g_get_monotonic_time () < deadline);

  if (!done)
    {
      report_progress (load, READ_SHARE + SCAN_SHARE +
                       (1.0 - READ_SHARE - SCAN_SHARE) * _flow_loader_get_fraction (load->loader));
      return G_SOURCE_CONTINUE;
    }

  if (g_cancellable_set_error_if_cancelled (cancellable, &error) ||
      !_flow_loader_commit (load->loader, &error))
    load_finish (task, error);
  else
    load_finish (task, NULL);

  return G_SOURCE_REMOVE;
}

static void
read_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  LoadData *load = g_task_get_task_data (task);
  FlowSerializer *self = g_task_get_source_object (task);
  ReadData *read = load->read;
  GError *error = NULL;

  /* A cancelled read returns at once, its worker perhaps still blocked
   * in the stream: then nothing of the read is touched.
   */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      load_finish (task, error);
      return;
    }

  report_progress (load, READ_SHARE + SCAN_SHARE);

  /* The worker is done: what it made is the load's now. */
  load->data = g_steal_pointer (&read->data);
  load->loader = _flow_loader_new (self, load->graph, load->data != NULL ? load->data : "",
                                   read->length, &read->index, FALSE);
  if (!_flow_loader_prepare (load->loader, &error))
    {
      load_finish (task, error);
      return;
    }

  /* Below drawing (GDK_PRIORITY_REDRAW is G_PRIORITY_HIGH_IDLE + 20) and
   * input, or a window would not draw a frame until the graph is built.
   */
  load->idle = g_idle_source_new ();
  g_source_set_priority (load->idle, MAX (g_task_get_priority (task), G_PRIORITY_DEFAULT_IDLE));
  g_source_set_callback (load->idle, build_slice_cb,
                         g_object_ref (task), g_object_unref);
  g_source_set_static_name (load->idle, "[flow] build loaded graph");
  g_source_attach (load->idle, g_task_get_context (task));
}

static void
load_async (FlowSerializer      *self,
            FlowGraph           *graph,
            GInputStream        *stream,
            GFile               *file,
            gpointer             source_tag,
            int                  io_priority,
            GCancellable        *cancellable,
            FlowProgressFunc     progress_callback,
            gpointer             progress_data,
            GDestroyNotify       progress_destroy,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) read_task = NULL;
  LoadData *load;
  ReadData *read;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_priority (task, io_priority);
  /* Cancelling is checked where it can still stop the load: a load that
   * committed has succeeded.
   */
  g_task_set_check_cancellable (task, FALSE);

  read = g_new0 (ReadData, 1);
  g_atomic_ref_count_init (&read->ref_count);
  g_mutex_init (&read->mutex);
  read->max_size = flow_serializer_get_max_load_size (self);
  read->stream = stream != NULL ? g_object_ref (stream) : NULL;
  read->file = file != NULL ? g_object_ref (file) : NULL;
  read->context = g_main_context_ref_thread_default ();

  load = g_new0 (LoadData, 1);
  load->graph = g_object_ref (graph);
  load->read = read;
  load->progress = progress_callback;
  load->progress_data = progress_data;
  load->progress_destroy = progress_destroy;
  read->load = load;
  g_task_set_task_data (task, load, load_data_free);

  /* The worker has its own task, which returns as soon as it is
   * cancelled, and its own reference to what it reads into. The worker
   * may let go of its task last, and so free it: it holds nothing of
   * Flow, neither the graph nor the serializer, which must never be
   * finalized in a worker thread.
   */
  read_task = g_task_new (NULL, cancellable, read_done_cb, g_object_ref (task));
  g_task_set_priority (read_task, io_priority);
  g_task_set_task_data (read_task, read_data_ref (read), read_data_unref);
  g_task_set_return_on_cancel (read_task, TRUE);
  g_task_run_in_thread (read_task, read_thread);
}

/* Finishes a load started by the function @tag, or by @other_tag when it
 * is not NULL; anything else is a programmer error.
 */
static gboolean
load_finish_from (FlowSerializer  *self,
                  GAsyncResult    *result,
                  gpointer         tag,
                  gpointer         other_tag,
                  GError         **error)
{
  gpointer result_tag;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  result_tag = g_task_get_source_tag (G_TASK (result));
  g_return_val_if_fail (result_tag == tag || (other_tag != NULL && result_tag == other_tag), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * flow_serializer_load_from_stream_async:
 * @self: a serializer
 * @graph: the graph to load into
 * @stream: the stream to read the data from, to its end
 * @io_priority: the priority of the request
 * @cancellable: (nullable): a cancellable
 * @progress_callback: (nullable) (scope notified) (closure progress_data) (destroy progress_destroy):
 *   called in the calling thread's main context as the load progresses
 * @progress_data: data for @progress_callback
 * @progress_destroy: (nullable): frees @progress_data
 * @callback: (scope async): called when the graph is loaded
 * @user_data: data for @callback
 *
 * Loads @graph from @stream without blocking, as
 * [method@Serializer.load_from_file_async] does. Do not use @stream until
 * the load finished.
 *
 * Cancelling @cancellable finishes the load with `G_IO_ERROR_CANCELLED`
 * at once, even while @stream blocks; the stream is then read on, and
 * dropped, in the background.
 *
 * To load text held in memory asynchronously, read it from a
 * [class@Gio.MemoryInputStream].
 */
void
flow_serializer_load_from_stream_async (FlowSerializer      *self,
                                        FlowGraph           *graph,
                                        GInputStream        *stream,
                                        int                  io_priority,
                                        GCancellable        *cancellable,
                                        FlowProgressFunc     progress_callback,
                                        gpointer             progress_data,
                                        GDestroyNotify       progress_destroy,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (is_document_graph (graph));
  g_return_if_fail (G_IS_INPUT_STREAM (stream));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  load_async (self, graph, stream, NULL, flow_serializer_load_from_stream_async,
              io_priority, cancellable,
              progress_callback, progress_data, progress_destroy,
              callback, user_data);
}

/**
 * flow_serializer_load_from_stream_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.load_from_stream_async].
 *
 * Returns: `TRUE` if the graph was loaded
 *
 * Since: 0.2
 */
gboolean
flow_serializer_load_from_stream_finish (FlowSerializer  *self,
                                         GAsyncResult    *result,
                                         GError         **error)
{
  return load_finish_from (self, result, flow_serializer_load_from_stream_async, NULL, error);
}

/**
 * flow_serializer_load_from_file_async:
 * @self: a serializer
 * @graph: the graph to load into
 * @file: the file to read
 * @io_priority: the priority of the request
 * @cancellable: (nullable): a cancellable
 * @progress_callback: (nullable) (scope notified) (closure progress_data) (destroy progress_destroy):
 *   called in the calling thread's main context as the load progresses
 * @progress_data: data for @progress_callback
 * @progress_destroy: (nullable): frees @progress_data
 * @callback: (scope async): called when the graph is loaded
 * @user_data: data for @callback
 *
 * Loads @graph from @file without blocking.
 *
 * The file is read and checked in a worker thread; the nodes are then
 * created in the calling thread's main context a few milliseconds at a
 * time, at idle priority (or @io_priority, if it is lower), so a big
 * file does not freeze the user interface: it keeps drawing and taking
 * input, and @graph
 * changes only at the end, in one batch, as with
 * [method@Serializer.load_from_data]. Until then @graph keeps its old
 * contents and may be used as usual. The file must be a regular file, of
 * at most [property@Serializer:max-load-size] bytes, as for
 * [method@Serializer.load_from_file].
 *
 * Cancelling @cancellable stops the load with `G_IO_ERROR_CANCELLED`, at
 * once, and leaves @graph as it was.
 */
void
flow_serializer_load_from_file_async (FlowSerializer      *self,
                                      FlowGraph           *graph,
                                      GFile               *file,
                                      int                  io_priority,
                                      GCancellable        *cancellable,
                                      FlowProgressFunc     progress_callback,
                                      gpointer             progress_data,
                                      GDestroyNotify       progress_destroy,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (is_document_graph (graph));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  load_async (self, graph, NULL, file, flow_serializer_load_from_file_async,
              io_priority, cancellable,
              progress_callback, progress_data, progress_destroy,
              callback, user_data);
}

/**
 * flow_serializer_load_from_file_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.load_from_file_async].
 *
 * Returns: `TRUE` if the graph was loaded
 *
 * Since: 0.2
 */
gboolean
flow_serializer_load_from_file_finish (FlowSerializer  *self,
                                       GAsyncResult    *result,
                                       GError         **error)
{
  return load_finish_from (self, result, flow_serializer_load_from_file_async, NULL, error);
}

/**
 * flow_serializer_load_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.load_from_file_async] or
 * [method@Serializer.load_from_stream_async].
 *
 * Returns: `TRUE` if the graph was loaded
 *
 * Deprecated: 0.2: Use [method@Serializer.load_from_file_finish] or
 *   [method@Serializer.load_from_stream_finish], which bindings pair with
 *   their asynchronous functions.
 */
gboolean
flow_serializer_load_finish (FlowSerializer  *self,
                             GAsyncResult    *result,
                             GError         **error)
{
  return load_finish_from (self, result, flow_serializer_load_from_file_async,
                           flow_serializer_load_from_stream_async, error);
}

/* Pasting */

/**
 * flow_serializer_paste:
 * @self: a serializer
 * @graph: the graph to add the nodes to
 * @data: (array length=length) (element-type guint8): text in the file
 *   format, such as [method@Serializer.save_nodes_to_data] writes, UTF-8
 * @length: the length of @data in bytes, or -1 if it is nul-terminated
 * @dx: added to the horizontal position of every node
 * @dy: added to the vertical position of every node
 * @error: return location for an error
 *
 * Adds the nodes @data describes to @graph, with new ids, moved by @dx
 * and @dy, and connected as in @data.
 *
 * The nodes are added in one batch, and recorded as one step of the
 * graph's history. Text that is not in the file format fails with
 * `FLOW_ERROR_INVALID_DATA` and adds nothing, as does an offset that
 * would move a node's position out of the range of a double; a group node
 * that would be inside its own group, directly or through others (pasted
 * into the graph of its group), fails with `FLOW_ERROR_RECURSIVE_GROUP`
 * and adds nothing too; text longer
 * than [property@Serializer:max-load-size] fails with
 * `FLOW_ERROR_TOO_LARGE`.
 *
 * Returns: (transfer full): the new nodes, in order
 */
GListModel *
flow_serializer_paste (FlowSerializer  *self,
                       FlowGraph       *graph,
                       const char      *data,
                       gssize           length,
                       double           dx,
                       double           dy,
                       GError         **error)
{
  g_autoptr(FlowLoader) loader = NULL;
  gboolean done = FALSE;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (isfinite (dx) && isfinite (dy), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (data);

  loader = new_loader (self, graph, data != NULL ? data : "", length, TRUE, error);
  if (loader == NULL || !_flow_loader_prepare (loader, error))
    return NULL;

  while (!done)
    if (!_flow_loader_step (loader, G_MAXUINT, &done, error))
      return NULL;

  return _flow_loader_commit_paste (loader, dx, dy, error);
}

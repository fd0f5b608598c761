/* test-load.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

#include "flow/flow-serializer-private.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gunixinputstream.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

/* Loading is bounded and always ends: a size limit, streams past 4 GiB,
 * files that are not files, pipes that never write, cancellation that
 * always finishes with G_IO_ERROR_CANCELLED, and no memory kept for good
 * from names a file holds. Bad text itself is the corpus' job
 * (test-corpus.c).
 */

/* A stream of @size bytes of white space followed by @tail, generated
 * as it is read, at most @chunk bytes a read: no memory, no disk.
 */

#define TEST_TYPE_SPACE_STREAM (test_space_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestSpaceStream, test_space_stream, TEST, SPACE_STREAM, GInputStream)

struct _TestSpaceStream
{
  GInputStream parent_instance;
  guint64      size;
  guint64      position;
  gsize        chunk;
  const char  *tail;
  guint64      bytes_read;
};

G_DEFINE_FINAL_TYPE (TestSpaceStream, test_space_stream, G_TYPE_INPUT_STREAM)

static gssize
test_space_stream_read (GInputStream  *stream,
                        void          *buffer,
                        gsize          count,
                        GCancellable  *cancellable,
                        GError       **error)
{
  TestSpaceStream *self = TEST_SPACE_STREAM (stream);
  gsize tail_length = strlen (self->tail);
  gsize n;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return -1;

  count = MIN (count, self->chunk);

  if (self->position < self->size)
    {
      n = MIN (count, self->size - self->position);
      memset (buffer, ' ', n);
    }
  else if (self->position - self->size < tail_length)
    {
      gsize offset = self->position - self->size;

      n = MIN (count, tail_length - offset);
      memcpy (buffer, self->tail + offset, n);
    }
  else
    {
      n = 0;
    }

  self->position += n;
  self->bytes_read += n;

  return n;
}

static void
test_space_stream_class_init (TestSpaceStreamClass *klass)
{
  G_INPUT_STREAM_CLASS (klass)->read_fn = test_space_stream_read;
}

static void
test_space_stream_init (TestSpaceStream *self)
{
}

static GInputStream *
space_stream_new (guint64     size,
                  gsize       chunk,
                  const char *tail)
{
  TestSpaceStream *self = g_object_new (TEST_TYPE_SPACE_STREAM, NULL);

  self->size = size;
  self->chunk = chunk;
  self->tail = tail;

  return G_INPUT_STREAM (self);
}

static gboolean
cancel_cb (gpointer user_data)
{
  g_cancellable_cancel (user_data);

  return G_SOURCE_REMOVE;
}

/* The limit */

static void
test_max_load_size (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *before = test_save (serializer, graph);
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *after = NULL;
  guint *notified;
  TestWait wait = { NULL, FALSE };

  g_assert_cmpuint (flow_serializer_get_max_load_size (serializer), ==,
                    FLOW_SERIALIZER_DEFAULT_MAX_LOAD_SIZE);
  g_assert_true (g_file_set_contents (path, before, -1, NULL));

  notified = flow_test_count_notify (serializer, "max-load-size");
  flow_serializer_set_max_load_size (serializer, 100);
  flow_serializer_set_max_load_size (serializer, 100);
  g_assert_cmpuint (*notified, ==, 1);

  g_assert_false (flow_serializer_load_from_data (serializer, graph, before, -1, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE);
  flow_test_assert_sentence (error->message);
  g_clear_error (&error);

  pasted = flow_serializer_paste (serializer, graph, before, -1, 0, 0, &error);
  g_assert_null (pasted);
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE);
  g_clear_error (&error);

  g_assert_false (flow_serializer_load_from_file (serializer, graph, file, NULL, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE);
  g_clear_error (&error);

  flow_serializer_load_from_file_async (serializer, graph, file, G_PRIORITY_DEFAULT, NULL,
                                        NULL, NULL, NULL, test_wait_done_cb, &wait);
  test_wait_for (&wait, 30);
  g_assert_false (wait.timed_out);
  g_assert_false (flow_serializer_load_from_file_finish (serializer, wait.result, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_clear_object (&wait.result);

  /* A stream that never ends is read only to just past the limit. */
  flow_serializer_set_max_load_size (serializer, 4 << 20);
  stream = space_stream_new (G_MAXUINT64, 100003, "");
  g_assert_false (flow_serializer_load_from_stream (serializer, graph, stream, NULL, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_assert_cmpuint (TEST_SPACE_STREAM (stream)->bytes_read, ==, (4 << 20) + 1);
  g_clear_object (&stream);

  stream = space_stream_new (G_MAXUINT64, 100003, "");
  flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT, NULL,
                                          NULL, NULL, NULL, test_wait_done_cb, &wait);
  test_wait_for (&wait, 30);
  g_assert_false (wait.timed_out);
  g_assert_false (flow_serializer_load_from_stream_finish (serializer, wait.result, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_clear_object (&wait.result);

  /* At the limit, it loads. */
  flow_serializer_set_max_load_size (serializer, strlen (before));
  g_assert_true (flow_serializer_load_from_data (serializer, graph, before, -1, &error));
  g_assert_no_error (error);
  g_assert_true (flow_serializer_load_from_file (serializer, graph, file, NULL, &error));
  g_assert_no_error (error);

  after = test_save (serializer, graph);
  g_assert_cmpstr (after, ==, before);

  g_unlink (path);
  g_rmdir (dir);
}

/* A stream longer than 4 GiB is counted in 64 bits: 4 GiB and a bit of
 * white space, read 100,003 bytes at a time so that no read ends on a
 * power of two, then a graph. The text is held in memory, so the test
 * needs several GiB, and is skipped where it would be slow or short of
 * memory.
 */
static void
test_stream_over_4_gib (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *meminfo = NULL;
  const char *available;
  guint64 spaces = (G_GUINT64_CONSTANT (1) << 32) + 12345;
  const char *tail = "{\"format\": 1, \"nodes\": [{\"id\": 7, \"type\": \"FlowNode\"}]}";

#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer makes 4 GiB of reads too slow");
  return;
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
  g_test_skip ("AddressSanitizer makes 4 GiB of reads too slow");
  return;
# endif
#endif

  if (GLIB_SIZEOF_SIZE_T < 8)
    {
      g_test_skip ("Needs a 64-bit address space");
      return;
    }

  if (!g_file_get_contents ("/proc/meminfo", &meminfo, NULL, NULL) ||
      (available = strstr (meminfo, "MemAvailable:")) == NULL ||
      g_ascii_strtoull (available + strlen ("MemAvailable:"), NULL, 10) < 10 * 1024 * 1024)
    {
      g_test_skip ("Needs 10 GiB of available memory");
      return;
    }

  flow_serializer_set_max_load_size (serializer, G_MAXUINT64);
  stream = space_stream_new (spaces, 100003, tail);

  g_assert_true (flow_serializer_load_from_stream (serializer, graph, stream, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (TEST_SPACE_STREAM (stream)->bytes_read, ==, spaces + strlen (tail));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_nonnull (flow_graph_get_node (graph, 7));
}

/* Files that are not files */

static void
test_not_regular_file (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *before = test_save (serializer, graph);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *fifo = g_build_filename (dir, "pipe.flow", NULL);
  const char *paths[] = { fifo, "/dev/zero", dir };
  g_autofree char *after = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  /* Opening a pipe nobody writes to would block for good. */
  alarm (60);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) error = NULL;
      TestWait wait = { NULL, FALSE };

      g_test_message ("%s", paths[i]);

      g_assert_false (flow_serializer_load_from_file (serializer, graph, file, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
      flow_test_assert_sentence (error->message);
      g_clear_error (&error);

      flow_serializer_load_from_file_async (serializer, graph, file, G_PRIORITY_DEFAULT, NULL,
                                            NULL, NULL, NULL, test_wait_done_cb, &wait);
      test_wait_for (&wait, 10);
      g_assert_false (wait.timed_out);
      g_assert_false (flow_serializer_load_from_file_finish (serializer, wait.result, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
      g_clear_object (&wait.result);
    }

  alarm (0);

  after = test_save (serializer, graph);
  g_assert_cmpstr (after, ==, before);

  g_unlink (fifo);
  g_rmdir (dir);
}

/* A pipe that a writer holds open but never writes to: the asynchronous
 * load still finishes as soon as it is cancelled, with the worker thread
 * blocked in a read that cannot be cancelled.
 */
static void
test_fifo_async_cancel (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *before = test_save (serializer, graph);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "pipe.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *after = NULL;
  TestWait wait = { NULL, FALSE };
  gint64 cancelled_at;
  int writer;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  /* Open for writing too, so that opening for reading does not block. */
  writer = g_open (path, O_RDWR, 0);
  g_assert_cmpint (writer, >=, 0);

  /* A GFileInputStream reads with a plain read (), which no cancellable
   * interrupts.
   */
  stream = G_INPUT_STREAM (g_file_read (file, NULL, &error));
  g_assert_no_error (error);

  flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT,
                                          cancellable, NULL, NULL, NULL, test_wait_done_cb, &wait);
  g_timeout_add (200, cancel_cb, cancellable);
  test_wait_for (&wait, 10);
  cancelled_at = g_get_monotonic_time ();

  g_assert_false (wait.timed_out);
  g_assert_false (flow_serializer_load_from_stream_finish (serializer, wait.result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&wait.result);
  g_clear_error (&error);

  after = test_save (serializer, graph);
  g_assert_cmpstr (after, ==, before);

  /* Let the worker go: the pipe ends, its read returns. */
  close (writer);
  while (g_get_monotonic_time () - cancelled_at < G_USEC_PER_SEC / 5)
    g_main_context_iteration (NULL, FALSE);

  g_unlink (path);
  g_rmdir (dir);
}

static gpointer
cancel_later_thread (gpointer data)
{
  g_usleep (G_USEC_PER_SEC / 5);
  g_cancellable_cancel (data);

  return NULL;
}

/* The same pipe read through a stream that can be cancelled in a read
 * (a GUnixInputStream polls): the synchronous load stops when cancelled.
 */
static void
test_fifo_sync_cancel (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *before = test_save (serializer, graph);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "pipe.flow", NULL);
  g_autofree char *after = NULL;
  GThread *thread;
  int writer, reader;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  writer = g_open (path, O_RDWR, 0);
  g_assert_cmpint (writer, >=, 0);
  reader = g_open (path, O_RDONLY, 0);
  g_assert_cmpint (reader, >=, 0);
  stream = g_unix_input_stream_new (reader, TRUE);

  alarm (60);
  thread = g_thread_new ("cancel", cancel_later_thread, cancellable);
  g_assert_false (flow_serializer_load_from_stream (serializer, graph, stream, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_thread_join (thread);
  alarm (0);

  after = test_save (serializer, graph);
  g_assert_cmpstr (after, ==, before);

  close (writer);
  g_unlink (path);
  g_rmdir (dir);
}

/* Cancelling, at every moment of an asynchronous load, finishes it with
 * G_IO_ERROR_CANCELLED and leaves the graph as it was.
 */

typedef struct
{
  GCancellable *cancellable;
  double        cancel_at;
} CancelAt;

static void
cancel_at_progress_cb (double   fraction,
                       gpointer user_data)
{
  CancelAt *at = user_data;

  if (fraction >= at->cancel_at)
    g_cancellable_cancel (at->cancellable);
}

static void
test_async_cancel_always (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) big = flow_graph_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *before = test_save (serializer, graph);
  g_autofree char *data = NULL;
  /* Progress is reported between slices of the build, and a cancel that
   * comes after the last slice is too late: the load has succeeded.
   */
  const double moments[] = { -1.0, 0.0, 0.2, 0.3, 0.4 };

  for (guint i = 0; i < 3000; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("n", "in:double", "out:double");

      flow_graph_add_node (big, node);
    }
  data = test_save (serializer, big);

  for (guint i = 0; i < G_N_ELEMENTS (moments); i++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (data, -1, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      CancelAt at = { cancellable, moments[i] };
      TestWait wait = { NULL, FALSE };

      g_test_message ("cancelled at %g", moments[i]);

      /* Before it starts, or as the progress passes a fraction. */
      if (moments[i] < 0)
        g_cancellable_cancel (cancellable);

      flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT,
                                              cancellable, cancel_at_progress_cb, &at, NULL,
                                              test_wait_done_cb, &wait);
      test_wait_for (&wait, 30);
      g_assert_false (wait.timed_out);
      g_assert_false (flow_serializer_load_from_stream_finish (serializer, wait.result, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_object (&wait.result);

      after = test_save (serializer, graph);
      g_assert_cmpstr (after, ==, before);
    }
}

typedef struct
{
  GThread *main_thread;
  guint    on_main;
  guint    off_main;
} ProgressThreads;

static void
progress_thread_cb (double   fraction,
                    gpointer user_data)
{
  ProgressThreads *threads = user_data;

  if (g_thread_self () == threads->main_thread)
    threads->on_main++;
  else
    g_atomic_int_inc (&threads->off_main);
}

/* The progress of an asynchronous load is told in the caller's context,
 * even while no thread runs it: g_main_context_invoke () would run the
 * callback in the reading thread then.
 */
static void
test_async_progress_thread (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) big = flow_graph_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  ProgressThreads threads = { g_thread_self (), 0, 0 };
  TestWait wait = { NULL, FALSE };

  g_test_summary ("An asynchronous load tells its progress in the caller's main "
                  "context, never in its reading thread, even while the caller is "
                  "busy and no thread runs the context.");

  for (guint i = 0; i < 3000; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("n", "in:double", "out:double");

      flow_graph_add_node (big, node);
    }
  data = test_save (serializer, big);
  stream = g_memory_input_stream_new_from_data (data, -1, NULL);

  flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT,
                                          NULL, progress_thread_cb, &threads, NULL,
                                          test_wait_done_cb, &wait);
  /* Busy, the context owned by no one, while the file is read. */
  g_usleep (G_USEC_PER_SEC / 2);
  test_wait_for (&wait, 30);
  g_assert_false (wait.timed_out);
  g_assert_true (flow_serializer_load_from_stream_finish (serializer, wait.result, &error));
  g_assert_no_error (error);
  g_clear_object (&wait.result);

  g_test_message ("progress told %u times in the caller's thread, %u in another",
                  threads.on_main, g_atomic_int_get (&threads.off_main));
  g_assert_cmpuint (g_atomic_int_get (&threads.off_main), ==, 0);
  g_assert_cmpuint (threads.on_main, >, 0);
}

/* Each asynchronous load has its own finish function; the other one is
 * a programmer error.
 */
static void
test_finish_pairs (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data ("{\"format\": 1}", -1, NULL);
  g_autoptr(GError) error = NULL;
  TestWait wait = { NULL, FALSE };

  flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT, NULL,
                                          NULL, NULL, NULL, test_wait_done_cb, &wait);
  test_wait_for (&wait, 30);
  g_assert_false (wait.timed_out);

  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*result_tag == tag*");
  g_assert_false (flow_serializer_load_from_file_finish (serializer, wait.result, &error));
  g_test_assert_expected_messages ();

  g_assert_true (flow_serializer_load_from_stream_finish (serializer, wait.result, &error));
  g_assert_no_error (error);
  g_clear_object (&wait.result);
}

/* Names from files are not interned: a process that loads many files,
 * or fails to, does not keep their names for good.
 */
static void
test_names_not_interned (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autofree char *suffix = g_strdup_printf ("%08x%08x", g_random_int (), g_random_int ());
  g_autofree char *dock = g_strconcat ("dock-", suffix, NULL);
  g_autofree char *type = g_strconcat ("type-", suffix, NULL);
  g_autofree char *extra = g_strconcat ("extra-", suffix, NULL);
  g_autofree char *failed = g_strconcat ("failed-", suffix, NULL);
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  const char *names[] = { dock, type, extra, failed };

  text = g_strdup_printf ("{\"format\": 1, \"nodes\": ["
                          "{\"id\": 1, \"type\": \"FlowNode\", \"sinks\": [{\"name\": \"%s\", \"type\": \"gdouble\"}]},"
                          "{\"id\": 2, \"type\": \"%s\", \"sinks\": [{\"name\": \"%s\", \"type\": \"gdouble\"}]}],"
                          "\"extra\": {\"%s\": 1}}",
                          dock, type, dock, extra);
  bad = g_strdup_printf ("{\"format\": 1, \"nodes\": ["
                         "{\"id\": 1, \"type\": \"FlowNode\", \"sinks\": [{\"name\": \"%s\", \"type\": \"gdouble\"}]},"
                         "{\"id\": 1, \"type\": \"FlowNode\"}]}",
                         failed);

  {
    g_autoptr(FlowGraph) graph = flow_graph_new ();
    g_autoptr(GListModel) pasted = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *saved = NULL;

    g_assert_true (flow_serializer_load_from_data (serializer, graph, text, -1, &error));
    g_assert_no_error (error);
    g_assert_nonnull (flow_node_get_sink (flow_graph_get_node (graph, 1), dock));
    g_assert_cmpstr (flow_placeholder_node_get_type_name (FLOW_PLACEHOLDER_NODE (flow_graph_get_node (graph, 2))),
                     ==, type);
    saved = test_save (serializer, graph);
    g_assert_nonnull (strstr (saved, dock));

    pasted = flow_serializer_paste (serializer, graph, text, -1, 0, 0, &error);
    g_assert_no_error (error);

    g_assert_false (flow_serializer_load_from_data (serializer, graph, bad, -1, &error));
    g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  }

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_test_message ("%s", names[i]);
      g_assert_cmpuint (g_quark_try_string (names[i]), ==, 0);
    }
}

/* What strict JSON allows loads: the scanner lets it through and
 * json-glib reads it, so the two agree at the edges too.
 */
static void
test_strict_json_edges (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  const char *texts[] = {
    "{\"format\":1,\"extra\":{\"a\":[1E5,-0,1e+5,0.5e-3,-0.0,1E-2,-9223372036854775808,"
      "9223372036854775807,1.7976931348623157e308]}}",
    "{\"format\":1,\"extra\":{\"\":\"x\",\"b\":\"\\/\\\\\\\"\\b\\f\\n\\r\\t\\u00e9\\u00E9"
      "\\ud83d\\ude00\",\"c\":[[],{},[{}]],\"d\":true,\"e\":false,\"f\":null}}",
    "{\"format\":1,\"extra\":{\"g\":\"\xc3\xa9\xf0\x9f\x98\x80\xe2\x80\xa8\"}}",
    " \t\r\n{\"format\":1}\n\n ",
    "\xef\xbb\xbf{\"format\":1}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(FlowGraph) graph = flow_graph_new ();
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", texts[i]);
      g_assert_true (flow_serializer_load_from_data (serializer, graph, texts[i], -1, &error));
      g_assert_no_error (error);
    }

  g_assert_cmpint (_flow_loader_n_parser_refusals, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/load/max-load-size", test_max_load_size);
  g_test_add_func ("/persistence/load/stream-over-4-gib", test_stream_over_4_gib);
  g_test_add_func ("/persistence/load/not-regular-file", test_not_regular_file);
  g_test_add_func ("/persistence/load/fifo-async-cancel", test_fifo_async_cancel);
  g_test_add_func ("/persistence/load/fifo-sync-cancel", test_fifo_sync_cancel);
  g_test_add_func ("/persistence/load/async-cancel-always", test_async_cancel_always);
  g_test_add_func ("/persistence/load/async-progress-thread", test_async_progress_thread);
  g_test_add_func ("/persistence/load/finish-pairs", test_finish_pairs);
  g_test_add_func ("/persistence/load/names-not-interned", test_names_not_interned);
  g_test_add_func ("/persistence/load/strict-json-edges", test_strict_json_edges);

  return g_test_run ();
}

/* test-save.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

#include "flow/flow-serializer-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
# include <sys/mount.h>
#endif

/* Saving a file is atomic in every case: a write that fails (a full
 * disk, an error at any byte, at closing) leaves the old file whole and
 * no new file behind; a folder the user cannot write is refused, never
 * rewritten in place.
 */

static FlowGraph *
graph_of_size (guint n)
{
  FlowGraph *graph = flow_graph_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("A node with a title", "in:double", "out:double");

      flow_graph_add_node (graph, node);
    }

  return graph;
}

static void
assert_file_is (const char *path,
                const char *contents)
{
  g_autofree char *now = NULL;

  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, contents);
}

/* A stream that fails on demand: after @fail_after bytes, or at close. */

#define TEST_TYPE_FAILING_STREAM (test_failing_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestFailingStream, test_failing_stream, TEST, FAILING_STREAM, GFilterOutputStream)

struct _TestFailingStream
{
  GFilterOutputStream parent_instance;
  gsize               written;
};

G_DEFINE_FINAL_TYPE (TestFailingStream, test_failing_stream, G_TYPE_FILTER_OUTPUT_STREAM)

/* -1: fail at close; otherwise after that many bytes. */
static gssize fail_after;

static gssize
test_failing_stream_write (GOutputStream  *stream,
                           const void     *buffer,
                           gsize           count,
                           GCancellable   *cancellable,
                           GError        **error)
{
  TestFailingStream *self = TEST_FAILING_STREAM (stream);
  GOutputStream *base = g_filter_output_stream_get_base_stream (G_FILTER_OUTPUT_STREAM (stream));
  gssize n;

  if (fail_after >= 0 && self->written >= (gsize)fail_after)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "No space left on the test's device.");
      return -1;
    }

  if (fail_after >= 0)
    count = MIN (count, (gsize)fail_after - self->written);

  n = g_output_stream_write (base, buffer, count, cancellable, error);
  if (n > 0)
    self->written += n;

  return n;
}

static gboolean
test_failing_stream_close (GOutputStream  *stream,
                           GCancellable   *cancellable,
                           GError        **error)
{
  GOutputStream *base = g_filter_output_stream_get_base_stream (G_FILTER_OUTPUT_STREAM (stream));

  g_output_stream_close (base, cancellable, NULL);

  if (fail_after < 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "The test's device failed at close.");
      return FALSE;
    }

  return TRUE;
}

static void
test_failing_stream_class_init (TestFailingStreamClass *klass)
{
  GOutputStreamClass *stream_class = G_OUTPUT_STREAM_CLASS (klass);

  stream_class->write_fn = test_failing_stream_write;
  stream_class->close_fn = test_failing_stream_close;
}

static void
test_failing_stream_init (TestFailingStream *self)
{
}

static GOutputStream *
wrap_failing (GOutputStream *base)
{
  return g_object_new (TEST_TYPE_FAILING_STREAM,
                       "base-stream", base,
                       "close-base-stream", FALSE,
                       NULL);
}

/* Saves @graph to @file, at once or without blocking. */
static gboolean
save (FlowSerializer  *serializer,
      FlowGraph       *graph,
      GFile           *file,
      gboolean         async,
      GError         **error)
{
  TestWait wait = { NULL, FALSE };
  gboolean ok;

  if (!async)
    return flow_serializer_save_to_file (serializer, graph, file, NULL, error);

  flow_serializer_save_to_file_async (serializer, graph, file, G_PRIORITY_DEFAULT, NULL,
                                      test_wait_done_cb, &wait);
  test_wait_for (&wait, 60);
  g_assert_false (wait.timed_out);
  ok = flow_serializer_save_to_file_finish (serializer, wait.result, error);
  g_object_unref (wait.result);

  return ok;
}

/* A write that fails at any point, or a close that fails, leaves the old
 * file whole and nothing else in the folder; the history stays dirty.
 */
static void
test_failed_write_keeps_old_file (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) old = graph_of_size (2);
  g_autoptr(FlowGraph) graph = graph_of_size (500);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *old_text = test_save (serializer, old);
  const gssize failures[] = { 0, 1, 4096, 65536, 100000, -1 };
  g_autoptr(GError) error = NULL;
  FlowHistory *history = flow_graph_get_history (graph);

  g_assert_true (flow_serializer_save_to_file (serializer, old, file, NULL, &error));
  g_assert_no_error (error);
  assert_file_is (path, old_text);

  /* An edit the history records. */
  flow_node_set_position (flow_graph_get_node (graph, 1), 10, 20);
  g_assert_true (flow_history_get_modified (history));

  _flow_serializer_set_output_wrap (wrap_failing);

  for (guint async = 0; async < 2; async++)
    for (guint i = 0; i < G_N_ELEMENTS (failures); i++)
      {
        g_test_message ("%s, failing %s %" G_GSSIZE_FORMAT,
                        async ? "async" : "sync",
                        failures[i] < 0 ? "at close" : "after", failures[i]);

        fail_after = failures[i];
        g_assert_false (save (serializer, graph, file, async, &error));
        g_assert_nonnull (error);
        g_assert_true (error->domain == G_IO_ERROR);
        g_clear_error (&error);

        assert_file_is (path, old_text);
        g_assert_cmpuint (test_count_files (dir), ==, 1);
        g_assert_true (flow_history_get_modified (history));
      }

  _flow_serializer_set_output_wrap (NULL);

  /* And then it saves. */
  g_assert_true (save (serializer, graph, file, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (test_count_files (dir), ==, 1);
  g_assert_false (flow_history_get_modified (history));

  g_unlink (path);
  g_rmdir (dir);
}

/* A real full disk: a small tmpfs, which needs root to mount. The saves
 * run in a child process, so that the file system is unmounted whatever
 * they do.
 */
static void
test_disk_full (void)
{
#ifdef __linux__
  if (g_test_subprocess ())
    {
      g_autoptr(FlowSerializer) serializer = test_serializer_new ();
      g_autoptr(FlowGraph) old = graph_of_size (2);
      g_autoptr(FlowGraph) big = graph_of_size (2000);
      const char *dir = g_getenv ("FLOW_TEST_SMALL_DISK");
      g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *old_text = test_save (serializer, old);
      g_autofree char *big_text = test_save (serializer, big);
      g_autoptr(GError) error = NULL;

      /* More than the file system holds. */
      g_assert_cmpuint (strlen (big_text), >, 256 * 1024);

      g_assert_true (flow_serializer_save_to_file (serializer, old, file, NULL, &error));
      g_assert_no_error (error);

      for (guint async = 0; async < 2; async++)
        {
          g_assert_false (save (serializer, big, file, async, &error));
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
          g_clear_error (&error);

          assert_file_is (path, old_text);
          g_assert_cmpuint (test_count_files (dir), ==, 1);
        }
      return;
    }

  {
    g_autofree char *dir = test_temporary_directory ();

    if (geteuid () != 0)
      {
        g_test_skip ("Mounting a small file system needs root");
        g_rmdir (dir);
        return;
      }

    if (mount ("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=256k,mode=0755") != 0)
      {
        g_test_skip_printf ("Cannot mount a tmpfs here: %s", g_strerror (errno));
        g_rmdir (dir);
        return;
      }

    g_setenv ("FLOW_TEST_SMALL_DISK", dir, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);

    /* Teardown, before any assertion. */
    if (umount (dir) != 0)
      umount2 (dir, MNT_DETACH);
    g_rmdir (dir);

    g_test_trap_assert_passed ();
  }
#else
  g_test_skip ("Needs Linux's mount ()");
#endif
}

/* Root may write anywhere: the checks that need permissions run as
 * nobody, in a child process.
 */
static void
drop_privileges (void)
{
  if (geteuid () != 0)
    return;

  g_assert_cmpint (setgroups (0, NULL), ==, 0);
  g_assert_cmpint (setgid (65534), ==, 0);
  g_assert_cmpint (setuid (65534), ==, 0);
}

/* Writes a graph to a file of @file_mode in a folder of @dir_mode, runs
 * the current test in a child process that saves over it, and checks
 * that the file is untouched and alone.
 */
static void
assert_save_refused (guint dir_mode,
                     guint file_mode)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) old = graph_of_size (2);
  g_autofree char *old_text = test_save (serializer, old);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);

  g_assert_true (g_file_set_contents (path, old_text, -1, NULL));
  g_assert_cmpint (g_chmod (path, file_mode), ==, 0);
  g_assert_cmpint (g_chmod (dir, dir_mode), ==, 0);

  g_setenv ("FLOW_TEST_READ_ONLY_FILE", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();

  assert_file_is (path, old_text);
  g_assert_cmpuint (test_count_files (dir), ==, 1);

  g_chmod (dir, 0700);
  g_unlink (path);
  g_rmdir (dir);
}

/* A folder the user cannot write, holding a file they can: refused, the
 * file untouched, sync and async.
 */
static void
test_read_only_folder (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(FlowSerializer) serializer = test_serializer_new ();
      g_autoptr(FlowGraph) graph = graph_of_size (3);
      g_autoptr(GFile) file = g_file_new_for_path (g_getenv ("FLOW_TEST_READ_ONLY_FILE"));
      g_autoptr(GError) error = NULL;

      drop_privileges ();

      for (guint async = 0; async < 2; async++)
        {
          g_assert_false (save (serializer, graph, file, async, &error));
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
          flow_test_assert_sentence (error->message);
          g_clear_error (&error);
        }
      return;
    }

  assert_save_refused (0555, 0666);
}

/* A file that is itself read-only, in a folder the user may write: also
 * refused, though replacing it would be possible.
 */
static void
test_read_only_file (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(FlowSerializer) serializer = test_serializer_new ();
      g_autoptr(FlowGraph) graph = graph_of_size (3);
      g_autoptr(GFile) file = g_file_new_for_path (g_getenv ("FLOW_TEST_READ_ONLY_FILE"));
      g_autoptr(GError) error = NULL;

      drop_privileges ();

      g_assert_false (flow_serializer_save_to_file (serializer, graph, file, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      return;
    }

  assert_save_refused (0777, 0444);
}

/* A folder that does not exist: refused with a sentence that names the
 * file and the folder, not the hidden copy saving writes first.
 */
static void
test_no_folder (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = graph_of_size (3);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "missing", "graph.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint async = 0; async < 2; async++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (save (serializer, graph, file, async, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      flow_test_assert_sentence (error->message);
      g_assert_nonnull (strstr (error->message, "graph.flow”"));
      g_assert_nonnull (strstr (error->message, "missing”"));
      g_assert_null (strstr (error->message, "~"));
    }
  g_assert_cmpuint (test_count_files (dir), ==, 0);
  g_rmdir (dir);

  /* A folder that is there but takes no new file, as /proc answers: not
   * said to be missing.
   */
  if (g_file_test ("/proc/self", G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) in_proc = g_file_new_for_path ("/proc/graph.flow");
      g_autoptr(GError) error = NULL;

      g_assert_false (save (serializer, graph, in_proc, FALSE, &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      flow_test_assert_sentence (error->message);
      g_assert_null (strstr (error->message, "there is no folder"));
    }
}

/* A symbolic link: the file it points to is replaced, the link stays;
 * the new file keeps the old one's permissions.
 */
static void
test_link_and_mode (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) old = graph_of_size (2);
  g_autoptr(FlowGraph) graph = graph_of_size (3);
  g_autofree char *old_text = test_save (serializer, old);
  g_autofree char *text = test_save (serializer, graph);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
  g_autofree char *link = g_build_filename (dir, "link.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, old_text, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_cmpint (symlink ("graph.flow", link), ==, 0);

  g_assert_true (flow_serializer_save_to_file (serializer, graph, file, NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  assert_file_is (path, text);
  g_assert_cmpuint (test_count_files (dir), ==, 2);

  g_unlink (link);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/save/failed-write-keeps-old-file", test_failed_write_keeps_old_file);
  g_test_add_func ("/persistence/save/disk-full", test_disk_full);
  g_test_add_func ("/persistence/save/read-only-folder", test_read_only_folder);
  g_test_add_func ("/persistence/save/read-only-file", test_read_only_file);
  g_test_add_func ("/persistence/save/no-folder", test_no_folder);
  g_test_add_func ("/persistence/save/link-and-mode", test_link_and_mode);

  return g_test_run ();
}

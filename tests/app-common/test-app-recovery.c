/* test-app-recovery.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The unsaved changes the applications keep on the side, written by the
 * timer without blocking: the file once the graph is still, not while it
 * keeps changing (unless for too long), and never a file left behind by
 * a write under way when the recovery goes or the graph is saved.
 */

#include "config.h"

#include "flow-app-recovery.h"
#include "flow-test-utils.h"

#include <glib/gstdio.h>

static FlowGraph *
graph_of_size (guint n)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *previous = NULL;

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      FlowNode *node = flow_test_add_node (graph, "A node", "in:double", "out:double", i * 20.0, 0);

      if (previous != NULL)
        flow_test_connect (graph, flow_test_source (previous, "out"), flow_test_sink (node, "in"));
      previous = node;
    }
  flow_graph_end_batch (graph);

  /* Recording from here on: not modified. */
  g_assert_false (flow_history_get_modified (flow_graph_get_history (graph)));

  return graph;
}

/* An edit the history records. */
static void
edit (FlowGraph *graph,
      double     x)
{
  flow_node_set_position (flow_graph_get_node (graph, 1), x, 5);
}

static void
spin (guint milliseconds)
{
  gint64 end = g_get_monotonic_time () + milliseconds * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (1000);
    }
}

static gboolean
wait_for_file (const char *path,
               gboolean    exists,
               guint       milliseconds)
{
  gint64 end = g_get_monotonic_time () + milliseconds * G_TIME_SPAN_MILLISECOND;

  while (g_file_test (path, G_FILE_TEST_EXISTS) != exists)
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      spin (5);
    }

  return TRUE;
}

static char *
contents (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));

  return text;
}

/* Written once still, as the serializer writes it, with only its owner
 * allowed to read it; removed when saved, and written again after
 * the next edit.
 */
static void
test_written_when_still (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = graph_of_size (50);
  g_autoptr(FlowAppRecovery) recovery = flow_app_recovery_new ("flow-test", graph, serializer);
  const char *path = flow_app_recovery_get_path (recovery);
  g_autofree char *expected = NULL;
  g_autofree char *kept = NULL;
  GStatBuf buf;

  flow_app_recovery_set_interval (recovery, 50);
  spin (200);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  edit (graph, 100);
  expected = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_true (wait_for_file (path, TRUE, 10000));
  /* The rename is the last step: what exists is whole. */
  kept = contents (path);
  g_assert_cmpstr (kept, ==, expected);
  g_assert_cmpint (g_stat (path, &buf), ==, 0);
  g_assert_cmpint (buf.st_mode & 0777, ==, 0600);

  flow_history_mark_clean (flow_graph_get_history (graph));
  g_assert_true (wait_for_file (path, FALSE, 10000));

  edit (graph, 200);
  g_assert_true (wait_for_file (path, TRUE, 10000));
}

typedef struct
{
  FlowGraph *graph;
  guint      n;
  gint64     last;
  gint64     longest_gap;
} Changer;

static gboolean
change_cb (gpointer user_data)
{
  Changer *changer = user_data;
  gint64 now = g_get_monotonic_time ();

  if (changer->last != 0)
    changer->longest_gap = MAX (changer->longest_gap, now - changer->last);
  changer->last = now;
  edit (changer->graph, ++changer->n);

  return G_SOURCE_CONTINUE;
}

/* Not while the graph keeps changing, as under a drag; once it stops,
 * or when it has kept changing for six intervals.
 */
static void
test_waits_for_a_still_moment (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = graph_of_size (50);
  g_autoptr(FlowAppRecovery) recovery = flow_app_recovery_new ("flow-test", graph, serializer);
  const char *path = flow_app_recovery_get_path (recovery);
  Changer changer = { graph, 0, 0, 0 };
  guint source;
  gint64 start;

  /* A fifth of a second still, at an interval of one second. */
  flow_app_recovery_set_interval (recovery, 1000);
  source = g_timeout_add (10, change_cb, &changer);
  spin (2500);
  if (changer.longest_gap < 200 * G_TIME_SPAN_MILLISECOND)
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  else
    g_test_message ("The graph was still for %" G_GINT64_FORMAT " ms while changing: "
                    "a write may have begun", changer.longest_gap / 1000);
  g_source_remove (source);
  g_assert_true (wait_for_file (path, TRUE, 10000));

  /* Six intervals of a tenth of a second. */
  flow_history_mark_clean (flow_graph_get_history (graph));
  g_assert_true (wait_for_file (path, FALSE, 10000));
  flow_app_recovery_set_interval (recovery, 100);
  source = g_timeout_add (5, change_cb, &changer);
  start = g_get_monotonic_time ();
  g_assert_true (wait_for_file (path, TRUE, 10000));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_TIME_SPAN_SECOND);
  g_source_remove (source);
}

/* A recovery freed, or a graph saved, while a write is under way, at
 * every moment of it: no file is left, then or later.
 */
static void
test_no_file_left_behind (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = graph_of_size (5000);
  FlowHistory *history = flow_graph_get_history (graph);

  for (guint delay = 0; delay <= 120; delay += 6)
    {
      g_autoptr(FlowAppRecovery) recovery = flow_app_recovery_new ("flow-test", graph, serializer);
      g_autofree char *path = g_strdup (flow_app_recovery_get_path (recovery));

      /* Still at once: the write begins at the first tick, after 10 ms. */
      flow_app_recovery_set_interval (recovery, 10);
      edit (graph, delay);
      spin (10 + delay);

      if (delay % 12 == 0)
        {
          g_clear_pointer (&recovery, flow_app_recovery_free);
        }
      else
        {
          flow_history_mark_clean (history);
          spin (30);
        }

      /* Whatever the worker threads were doing has ended. */
      spin (300);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

static int in_write;

static void
slow_write_hook (const char *path)
{
  g_atomic_int_set (&in_write, 1);
  g_usleep (300 * G_TIME_SPAN_MILLISECOND);
}

/* Freed, or the graph saved, while the worker writes: the recovery waits
 * for the file to be whole, then removes it.
 */
static void
test_waits_for_the_worker (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = graph_of_size (50);
  FlowHistory *history = flow_graph_get_history (graph);

  _flow_app_recovery_set_write_hook (slow_write_hook);

  for (guint freed = 0; freed < 2; freed++)
    {
      g_autoptr(FlowAppRecovery) recovery = flow_app_recovery_new ("flow-test", graph, serializer);
      g_autofree char *path = g_strdup (flow_app_recovery_get_path (recovery));
      gint64 end = g_get_monotonic_time () + 10 * G_TIME_SPAN_SECOND;

      g_atomic_int_set (&in_write, 0);
      flow_app_recovery_set_interval (recovery, 10);
      edit (graph, freed);
      while (!g_atomic_int_get (&in_write) && g_get_monotonic_time () < end)
        spin (1);
      g_assert_true (g_atomic_int_get (&in_write));

      if (freed)
        g_clear_pointer (&recovery, flow_app_recovery_free);
      else
        {
          flow_history_mark_clean (history);
          spin (30);
        }
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

      spin (500);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }

  _flow_app_recovery_set_write_hook (NULL);
}

/* Writing at once, in this thread, takes over from a write under way. */
static void
test_update_at_once (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = graph_of_size (5000);
  g_autoptr(FlowAppRecovery) recovery = flow_app_recovery_new ("flow-test", graph, serializer);
  const char *path = flow_app_recovery_get_path (recovery);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (flow_app_recovery_update (recovery, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  flow_app_recovery_set_interval (recovery, 10);
  edit (graph, 1);
  spin (25);
  edit (graph, 2);
  expected = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_true (flow_app_recovery_update (recovery, &error));
  g_assert_no_error (error);
  kept = contents (path);
  g_assert_cmpstr (kept, ==, expected);

  /* Nothing older comes after it. */
  spin (300);
  g_clear_pointer (&kept, g_free);
  kept = contents (path);
  g_assert_cmpstr (kept, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);

  /* A state folder of the test's own. */
  state = g_dir_make_tmp ("flow-test-recovery-XXXXXX", NULL);
  g_assert_nonnull (state);
  g_setenv ("XDG_STATE_HOME", state, TRUE);

  g_test_add_func ("/app/recovery/written-when-still", test_written_when_still);
  g_test_add_func ("/app/recovery/waits-for-a-still-moment", test_waits_for_a_still_moment);
  g_test_add_func ("/app/recovery/no-file-left-behind", test_no_file_left_behind);
  g_test_add_func ("/app/recovery/waits-for-the-worker", test_waits_for_the_worker);
  g_test_add_func ("/app/recovery/update-at-once", test_update_at_once);

  ret = g_test_run ();

  {
    g_autofree char *app = g_build_filename (state, "flow-test", NULL);
    g_autofree char *dir = g_build_filename (app, "recovery", NULL);

    g_rmdir (dir);
    g_rmdir (app);
    g_rmdir (state);
  }

  return ret;
}

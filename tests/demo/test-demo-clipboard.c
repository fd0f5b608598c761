/* test-demo-clipboard.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Copy in one flow-demo process, paste in another: two real programs,
 * each with its own session bus, sharing the X display's clipboard, driven
 * with real pointer and key events (xdotool). The pasted graph, saved by
 * the second program, must match what was copied: the same nodes, the
 * same connections, the same values.
 */

#include "config.h"

#include "flow-demo-examples.h"
#include "flow-demo-serializer.h"

#include <glib/gstdio.h>

static char *
xdotool (const char *arguments)
{
  g_autofree char *command = g_strconcat ("xdotool ", arguments, NULL);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_spawn_command_line_sync (command, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  return out;
}

static void
wait_ms (guint ms)
{
  g_usleep (ms * 1000);
}

/* The ids of the visible demo windows. */
static GStrv
demo_windows (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  int status;

  g_spawn_command_line_sync ("xdotool search --onlyvisible --name '^Flow Demo$'",
                             &out, NULL, &status, &error);
  g_assert_no_error (error);

  return g_strsplit (g_strstrip (out), "\n", -1);
}

/* Starts flow-demo on @file and returns its new window: one that was
 * not there before, whatever order the X server lists them in, and
 * whatever windows of other programs are still there.
 */
static char *
start_demo (GPtrArray  *processes,
            const char *file)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) before = demo_windows ();
  GSubprocess *process;
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              &error,
                              "dbus-run-session", "--", g_getenv ("FLOW_DEMO"), file, NULL);
  g_assert_no_error (error);
  g_ptr_array_add (processes, process);

  while (g_get_monotonic_time () < deadline)
    {
      g_auto(GStrv) windows = demo_windows ();

      for (guint i = 0; windows[i] != NULL; i++)
        if (*windows[i] != '\0' && !g_strv_contains ((const char * const *) before, windows[i]))
          return g_strdup (windows[i]);

      wait_ms (100);
    }

  g_assert_not_reached ();
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(char * const *)a, *(char * const *)b);
}

static GPtrArray *
titles (FlowGraph *graph)
{
  GPtrArray *result = g_ptr_array_new_with_free_func (g_free);
  FlowSerializer *serializer = flow_demo_serializer_get_default ();

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      g_ptr_array_add (result, g_strdup_printf ("%s %s",
                                                flow_serializer_get_node_type_name (serializer, node),
                                                flow_node_get_title (node)));
    }

  g_ptr_array_sort (result, compare_strings);

  return result;
}

static char *
describe_value (FlowDock *dock)
{
  const GValue *value = flow_dock_get_value (dock);

  return value != NULL ? g_strdup_value_contents (value) : g_strdup ("null");
}

/* "Title.dock = value -> Title.dock" for every connection, sorted. */
static GPtrArray *
wiring (FlowGraph *graph)
{
  GListModel *connections = flow_graph_get_connections (graph);
  GPtrArray *result = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) c = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (c));
      FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (c));
      g_autofree char *value = describe_value (sink);

      g_ptr_array_add (result, g_strdup_printf ("%s.%s -> %s.%s = %s",
                                                flow_node_get_title (flow_dock_get_node (source)),
                                                flow_dock_get_name (source),
                                                flow_node_get_title (flow_dock_get_node (sink)),
                                                flow_dock_get_name (sink),
                                                value));
    }

  g_ptr_array_sort (result, compare_strings);

  return result;
}

static void
assert_same (GPtrArray *a,
             GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpstr (g_ptr_array_index (a, i), ==, g_ptr_array_index (b, i));
}

static void
test_copy_between_programs (void)
{
  g_autoptr(GPtrArray) processes = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(FlowGraph) original = flow_demo_example_build ("arithmetic");
  g_autoptr(FlowGraph) pasted = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("flow-clipboard-XXXXXX", &error);
  g_autofree char *source_path = g_build_filename (dir, "source.flow", NULL);
  g_autofree char *target_path = g_build_filename (dir, "target.flow", NULL);
  g_autoptr(GFile) source_file = g_file_new_for_path (source_path);
  g_autofree char *source_window = NULL;
  g_autofree char *target_window = NULL;
  g_autofree char *command = NULL;
  g_autoptr(GPtrArray) want_titles = NULL, got_titles = NULL;
  g_autoptr(GPtrArray) want_wiring = NULL, got_wiring = NULL;
  gint64 deadline;

  if (!g_find_program_in_path ("xdotool") || g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("Needs xdotool and an X display");
      return;
    }

  g_assert_no_error (error);
  g_assert_true (flow_serializer_save_to_file (flow_demo_serializer_get_default (),
                                               original, source_file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (target_path,
                                      "{\"format\": 1, \"nodes\": [], \"connections\": []}\n",
                                      -1, &error));

  source_window = start_demo (processes, source_path);
  target_window = start_demo (processes, target_path);
  g_assert_cmpstr (source_window, !=, target_window);

  /* Side by side: no window manager places them. */
  g_free (xdotool (command = g_strdup_printf ("windowsize %s 780 900", source_window)));
  g_free (command);
  g_free (xdotool (command = g_strdup_printf ("windowmove %s 0 0", source_window)));
  g_free (command);
  g_free (xdotool (command = g_strdup_printf ("windowsize %s 780 900", target_window)));
  g_free (command);
  g_free (xdotool (command = g_strdup_printf ("windowmove %s 800 0", target_window)));
  g_clear_pointer (&command, g_free);
  wait_ms (1500);

  /* Source: give it the keyboard (there is no window manager to do it on
   * a click), click the canvas's empty corner, select all, copy.
   */
  g_free (xdotool (command = g_strdup_printf ("windowfocus %s", source_window)));
  g_clear_pointer (&command, g_free);
  g_free (xdotool ("mousemove 262 70"));
  wait_ms (300);
  g_free (xdotool ("click 1"));
  wait_ms (300);
  g_free (xdotool ("key ctrl+a"));
  wait_ms (200);
  g_free (xdotool ("key ctrl+c"));
  wait_ms (300);

  /* Target: the same, then paste and save. */
  g_free (xdotool (command = g_strdup_printf ("windowfocus %s", target_window)));
  g_clear_pointer (&command, g_free);
  g_free (xdotool ("mousemove 1300 450"));
  wait_ms (300);
  g_free (xdotool ("click 1"));
  wait_ms (300);
  g_free (xdotool ("key ctrl+v"));
  wait_ms (1000);
  g_free (xdotool ("key ctrl+s"));

  deadline = g_get_monotonic_time () + 15 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      g_autofree char *contents = NULL;

      wait_ms (200);
      if (g_file_get_contents (target_path, &contents, NULL, NULL) &&
          strstr (contents, "\"title\"") != NULL)
        break;
    }

  for (guint i = 0; i < processes->len; i++)
    g_subprocess_force_exit (g_ptr_array_index (processes, i));

  {
    g_autoptr(GFile) target_file = g_file_new_for_path (target_path);

    g_assert_true (flow_serializer_load_from_file (flow_demo_serializer_get_default (),
                                                   pasted, target_file, NULL, &error));
    g_assert_no_error (error);
  }

  want_titles = titles (original);
  got_titles = titles (pasted);
  g_assert_cmpuint (got_titles->len, >, 0);
  assert_same (want_titles, got_titles);

  want_wiring = wiring (original);
  got_wiring = wiring (pasted);
  g_assert_cmpuint (got_wiring->len, >, 0);
  assert_same (want_wiring, got_wiring);

  g_unlink (source_path);
  g_unlink (target_path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/demo/clipboard/between-programs", test_copy_between_programs);

  return g_test_run ();
}

/* test-demo-keys-only.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * A graph built and saved in the real flow-demo with keys alone, as a
 * user without a pointer builds one: search the palette and add a Number,
 * type its value, add a Display, connect the two from the connect list,
 * save. Real key events (xdotool) to the real program; the saved file
 * must hold the graph.
 */

#include "config.h"

#include "flow-demo-serializer.h"

#include <glib/gstdio.h>

#include <signal.h>
#include <stdlib.h>
#include <string.h>

static void
xdotool (const char *arguments)
{
  g_autofree char *command = g_strconcat ("xdotool ", arguments, NULL);
  g_autoptr(GError) error = NULL;
  int status;

  g_spawn_command_line_sync (command, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
keys (const char *keys)
{
  g_autofree char *arguments = g_strconcat ("key --delay 60 ", keys, NULL);

  xdotool (arguments);
  g_usleep (400 * 1000);
}

/* The ids of the visible demo windows, one a line. */
static char *
demo_windows (void)
{
  char *out = NULL;
  int status;

  g_spawn_command_line_sync ("xdotool search --onlyvisible --name '^Flow Demo$'",
                             &out, NULL, &status, NULL);

  return out != NULL ? out : g_strdup ("");
}

/* The id of a demo window that is not in @before, waiting for it: other
 * tests' programs may still be closing.
 */
static char *
new_demo_window (const char *before)
{
  g_auto(GStrv) old = g_strsplit (before, "\n", -1);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      g_autofree char *out = demo_windows ();
      g_auto(GStrv) ids = g_strsplit (g_strstrip (out), "\n", -1);

      for (guint i = 0; ids[i] != NULL; i++)
        if (*ids[i] != '\0' && !g_strv_contains ((const char * const *) old, ids[i]))
          return g_strdup (ids[i]);

      g_usleep (100 * 1000);
    }

  g_assert_not_reached ();
}

/* Ends the program that shows @window, not only the bus around it. */
static void
close_demo (const char *window)
{
  g_autofree char *command = g_strdup_printf ("xdotool getwindowpid %s", window);
  g_autofree char *out = NULL;
  int status;

  if (g_spawn_command_line_sync (command, &out, NULL, &status, NULL) &&
      g_spawn_check_wait_status (status, NULL) && out != NULL && atoi (out) > 0)
    kill (atoi (out), SIGTERM);
}

static FlowNode *
find_titled (FlowGraph  *graph,
             const char *title)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (flow_node_get_title (node), title) == 0)
        return node;
    }

  return NULL;
}

static void
test_keys_only (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("flow-keys-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GSubprocess) demo = NULL;
  g_autoptr(FlowGraph) saved = flow_graph_new ();
  g_autofree char *before = demo_windows ();
  g_autofree char *window = NULL;
  g_autofree char *command = NULL;
  FlowConnection *connection;
  FlowNode *number, *display;
  gint64 deadline;

  if (!g_find_program_in_path ("xdotool") || g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("Needs xdotool and an X display");
      return;
    }

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "{\"format\": 1, \"nodes\": [], \"connections\": []}\n",
                                      -1, &error));

  demo = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                           &error,
                           "dbus-run-session", "--", g_getenv ("FLOW_DEMO"), path, NULL);
  g_assert_no_error (error);
  window = new_demo_window (before);

  /* No window manager gives the keyboard: the test does, once, and
   * leaves the pointer on the header bar, off the canvas.
   */
  xdotool (command = g_strdup_printf ("windowmove %s 0 0", window));
  g_clear_pointer (&command, g_free);
  xdotool (command = g_strdup_printf ("windowfocus %s", window));
  g_clear_pointer (&command, g_free);
  xdotool ("mousemove 640 20");
  g_usleep (1500 * 1000);

  /* A Number from the palette's search; the new node has the focus, Tab
   * goes into its editor, where the value is typed.
   */
  keys ("ctrl+f");
  xdotool ("type --delay 80 number");
  g_usleep (400 * 1000);
  keys ("Return");
  keys ("Tab ctrl+a 4 2 Return");

  /* A Display, connected from its connect list: Enter takes the first
   * (and only) connection offered, from the Number.
   */
  keys ("ctrl+f");
  xdotool ("type --delay 80 display");
  g_usleep (400 * 1000);
  keys ("Return");
  keys ("ctrl+l");
  keys ("Return");

  keys ("ctrl+s");

  deadline = g_get_monotonic_time () + 15 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    {
      g_autofree char *contents = NULL;

      g_usleep (200 * 1000);
      if (g_file_get_contents (path, &contents, NULL, NULL) &&
          strstr (contents, "\"Display\"") != NULL)
        break;
    }
  close_demo (window);
  g_subprocess_force_exit (demo);

  g_assert_true (flow_serializer_load_from_file (flow_demo_serializer_get_default (),
                                                 saved, file, NULL, &error));
  g_assert_no_error (error);
  flow_graph_flush (saved);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 2);
  number = find_titled (saved, "Number");
  display = find_titled (saved, "Display");
  g_assert_nonnull (number);
  g_assert_nonnull (display);

  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (saved)), ==, 1);
  connection = g_list_model_get_item (flow_graph_get_connections (saved), 0);
  g_object_unref (connection);
  g_assert_true (flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection))) == number);
  g_assert_true (flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection))) == display);
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (flow_connection_get_sink (connection))), ==, 42);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/demo/keys-only/palette-connect-save", test_keys_only);

  return g_test_run ();
}

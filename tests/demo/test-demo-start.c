/* test-demo-start.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * The real flow-demo program starts, shows each example and saves a
 * picture of its window with --screenshot, in the light and the dark
 * style; the pictures are checked for being real renders, not empty or
 * broken ones. It refuses an unknown example with a clear message.
 *
 * The program is the one in the FLOW_DEMO environment variable.
 */

#include "config.h"

#include "demo-test-utils.h"
#include "flow-demo-examples.h"
#include "flow-demo-serializer.h"

#include <glib/gstdio.h>

static const char *
demo_path (void)
{
  const char *path = g_getenv ("FLOW_DEMO");

  if (path == NULL)
    g_error ("Set FLOW_DEMO to the flow-demo program");

  return path;
}

static GSubprocess *
run_demo (const char * const  *args,
          char               **out_stderr)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (char *)demo_path ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *)args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *)argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);

  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, out_stderr, &error);
  g_assert_no_error (error);

  return g_steal_pointer (&process);
}

static void
test_unknown_example (void)
{
  static const char * const args[] = { "--example", "nonsense", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *err = NULL;

  process = run_demo (args, &err);

  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_nonnull (strstr (err, "There is no example called “nonsense”"));
  g_assert_nonnull (strstr (err, "big-graph"));
}

typedef struct
{
  const char *example;
  gboolean    dark;
} Shot;

static void
test_screenshot (gconstpointer data)
{
  const Shot *shot = data;
  g_autofree char *name = g_strdup_printf ("demo-%s-%s.png", shot->example, shot->dark ? "dark" : "light");
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  const char *args[] = { "--example", shot->example, "--screenshot", path, NULL, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  DemoPictureStats stats;
  graphene_rect_t canvas;

  if (shot->dark)
    args[4] = "--dark";

  g_unlink (path);
  process = run_demo (args, &err);
  if (err != NULL && *err != '\0')
    g_test_message ("flow-demo said: %s", err);

  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  /* Started, drew and quit without a complaint. */
  g_assert_null (strstr (err, "CRITICAL"));
  g_assert_null (strstr (err, "WARNING"));

  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_test_message ("Saved %s", path);

  /* The canvas: right of the palette, below the header bar. */
  canvas = GRAPHENE_RECT_INIT (280, 70,
                               gdk_texture_get_width (texture) - 300,
                               gdk_texture_get_height (texture) - 90);
  demo_test_analyze_texture (texture, &canvas, &stats);
  demo_test_assert_real_picture (&stats);

  /* The window is the size it asks for, give or take its frame. */
  g_assert_cmpint (ABS (stats.width - 1280), <=, 20);
  g_assert_cmpint (ABS (stats.height - 800), <=, 20);

  if (shot->dark)
    g_assert_cmpfloat (stats.mean_luminance, <, 0.35);
  else
    g_assert_cmpfloat (stats.mean_luminance, >, 0.6);

  /* Nodes and wires on the canvas: not a flat background. */
  g_assert_cmpuint (stats.region_n_colors, >=, 300);
  g_assert_cmpfloat (stats.region_luminance_stddev, >, 0.02);
}

/* A graph file given on the command line is opened and drawn. */
static void
test_open_file (void)
{
  g_autofree char *graph_path = g_test_build_filename (G_TEST_BUILT, "demo-refused.flow", NULL);
  g_autofree char *shot_path = g_test_build_filename (G_TEST_BUILT, "demo-file-light.png", NULL);
  const char *args[] = { "--screenshot", shot_path, graph_path, NULL };
  g_autoptr(GFile) file = g_file_new_for_path (graph_path);
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("refused");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  DemoPictureStats stats;

  g_assert_true (flow_serializer_save_to_file (flow_demo_serializer_get_default (),
                                               graph, file, NULL, &error));
  g_assert_no_error (error);

  g_unlink (shot_path);
  process = run_demo (args, &err);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_null (strstr (err, "CRITICAL"));
  g_assert_null (strstr (err, "WARNING"));

  texture = gdk_texture_new_from_filename (shot_path, &error);
  g_assert_no_error (error);
  demo_test_analyze_texture (texture, NULL, &stats);
  demo_test_assert_real_picture (&stats);
}

/* flow-demo --export draws a file's graph into PNG, SVG and PDF, and
 * refuses a name that says no format.
 */
static void
test_export (void)
{
  g_autofree char *graph_path = g_test_build_filename (G_TEST_BUILT, "demo-export.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (graph_path);
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("arithmetic");
  g_autoptr(GError) error = NULL;
  static const char * const names[] = { "demo-export.png", "demo-export.svg", "demo-export.pdf" };

  g_assert_true (flow_serializer_save_to_file (flow_demo_serializer_get_default (),
                                               graph, file, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, names[i], NULL);
      const char *args[] = { "--export", path, graph_path, NULL };
      g_autoptr(GSubprocess) process = NULL;
      g_autofree char *err = NULL;
      g_autofree char *contents = NULL;
      gsize length;

      g_unlink (path);
      process = run_demo (args, &err);
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
      g_assert_null (strstr (err, "CRITICAL"));
      g_assert_null (strstr (err, "WARNING"));

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_assert_no_error (error);

      if (g_str_has_suffix (path, ".png"))
        {
          g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (path, &error);
          DemoPictureStats stats;

          g_assert_no_error (error);
          demo_test_analyze_texture (texture, NULL, &stats);
          /* The graph, not the window: its nodes and wires on the light
           * canvas, wider than tall as the example is.
           */
          g_assert_cmpuint (stats.n_colors, >=, 100);
          g_assert_cmpfloat (stats.mean_luminance, >, 0.6);
          g_assert_cmpint (stats.width, >, stats.height);
          g_assert_cmpint (stats.width, >, 800);
        }
      else if (g_str_has_suffix (path, ".svg"))
        g_assert_nonnull (g_strstr_len (contents, length, "<svg"));
      else
        g_assert_true (g_str_has_prefix (contents, "%PDF-"));
    }

  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "demo-export.txt", NULL);
    const char *args[] = { "--export", path, graph_path, NULL };
    g_autoptr(GSubprocess) process = NULL;
    g_autofree char *err = NULL;

    process = run_demo (args, &err);
    g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
    g_assert_nonnull (strstr (err, "names no picture format"));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
}

int
main (int   argc,
      char *argv[])
{
  static const Shot shots[] = {
    { "arithmetic", FALSE },
    { "arithmetic", TRUE },
    { "colours", FALSE },
    { "logic", TRUE },
    { "refused", FALSE },
    { "big-graph", FALSE },
    { "big-graph", TRUE },
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/demo/start/unknown-example", test_unknown_example);
  g_test_add_func ("/demo/start/open-file", test_open_file);
  g_test_add_func ("/demo/start/export", test_export);

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/demo/start/screenshot/%s-%s",
                                                    shots[i].example,
                                                    shots[i].dark ? "dark" : "light");

      g_test_add_data_func (test_path, &shots[i], test_screenshot);
    }

  return g_test_run ();
}

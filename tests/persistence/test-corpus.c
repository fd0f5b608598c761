/* test-corpus.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

/* Data-driven tests over tests/data/graphs, as json-glib's conformance
 * suite: every valid-*.json loads and saves back to the same bytes, and
 * every invalid-*.json fails with FLOW_ERROR_INVALID_DATA and the message
 * in its invalid-*.expected, leaving the graph it was loaded into as it
 * was.
 *
 * Run with --write-expected to write the .expected files from what the
 * loader says now, to review them in a diff.
 */

static gboolean write_expected;

static void
test_valid (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = test_data_path (name);
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *saved = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));

  g_assert_true (flow_serializer_load_from_data (serializer, graph, contents, length, &error));
  g_assert_no_error (error);

  saved = test_save (serializer, graph);
  g_assert_cmpstr (saved, ==, contents);
}

static void
test_invalid (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = test_data_path (name);
  g_autofree char *base = g_strndup (name, strlen (name) - strlen (".json"));
  g_autofree char *expected_name = g_strconcat (base, ".expected", NULL);
  g_autofree char *expected_path = test_data_path (expected_name);
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *before = test_save (serializer, graph);
  g_autofree char *fingerprint = test_fingerprint (graph);
  g_autofree char *after = NULL;
  g_autofree char *fingerprint_after = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));

  flow_test_record_changes (graph);
  flow_test_record_changes (flow_graph_get_connections (graph));

  g_assert_false (flow_serializer_load_from_data (serializer, graph, contents, length, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);

  if (write_expected)
    {
      g_autofree char *line = g_strconcat (error->message, "\n", NULL);

      g_assert_true (g_file_set_contents (expected_path, line, -1, NULL));
    }

  if (!g_file_get_contents (expected_path, &expected, NULL, NULL))
    g_error ("%s has no %s; the loader says: %s", name, expected_name, error->message);
  g_strchomp (expected);
  g_assert_cmpstr (error->message, ==, expected);

  /* Nothing happened to the graph. */
  flow_test_assert_changes (graph, "");
  flow_test_assert_changes (flow_graph_get_connections (graph), "");
  after = test_save (serializer, graph);
  fingerprint_after = test_fingerprint (graph);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (fingerprint_after, ==, fingerprint);

  /* Pasting it fails the same way. */
  g_clear_error (&error);
  g_assert_null (flow_serializer_paste (serializer, graph, contents, length, 0, 0, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  flow_test_assert_changes (graph, "");
}

/* The rich graph of the other tests saves to valid-rich.json exactly: a
 * change to the format shows up here.
 */
static void
test_golden (void)
{
  g_autofree char *path = test_data_path ("valid-rich.json");
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *contents = NULL;
  g_autofree char *saved = test_save (serializer, graph);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (saved, ==, contents);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **)a, *(const char **)b);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  guint n_valid = 0, n_invalid = 0;
  const char *name;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--write-expected"))
      write_expected = TRUE;

  g_test_init (&argc, &argv, NULL);

  dir_path = test_data_path ("");
  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_strings);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *test_path = NULL;

      if (g_str_has_prefix (file, "valid-"))
        {
          test_path = g_strdup_printf ("/persistence/corpus/%s", file);
          g_test_add_data_func (test_path, file, test_valid);
          n_valid++;
        }
      else if (g_str_has_prefix (file, "invalid-"))
        {
          test_path = g_strdup_printf ("/persistence/corpus/%s", file);
          g_test_add_data_func (test_path, file, test_invalid);
          n_invalid++;
        }
    }

  /* A corpus that went missing must not pass quietly. */
  g_assert_cmpuint (n_valid, >=, 4);
  g_assert_cmpuint (n_invalid, >=, 80);

  g_test_add_func ("/persistence/corpus/golden", test_golden);

  return g_test_run ();
}

/* test-i18n.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* libflow speaks the user's language: in a German locale, with the
 * German catalogue built from po/de.po, its errors and undo labels come
 * out in German, plurals included.
 */

#include "config.h"

#include <locale.h>

#include <flow/flow.h>

#include "flow-i18n-private.h"

static char *locale_dir;

/* Makes de_DE.UTF-8 in a folder of the test's own (the machine may have
 * only C.UTF-8), and switches to it. */
static gboolean
enter_german (void)
{
  g_autofree char *target = g_build_filename (locale_dir, "de_DE.UTF-8", NULL);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "localedef", "-i", "de_DE", "-f", "UTF-8", target, NULL };
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                               G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_setenv ("LOCPATH", locale_dir, TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    return FALSE;

  /* The library binds its domain to the installed catalogues; the tests
   * use the one just built. */
  _flow_i18n_init ();
  bindtextdomain (GETTEXT_PACKAGE, FLOW_TEST_LOCALEDIR);

  return TRUE;
}

static void
test_error (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (flow_serializer_load_from_data (serializer, graph, "", 0, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "Die Daten sind leer.");
  g_clear_error (&error);

  /* A sentence after the colon keeps its capital, as German writes it
   * (English makes it small): "Die Daten", not "die Daten". */
  g_assert_false (flow_serializer_load_from_data (serializer, graph,
                                                  "{ \"format\": 1, \"nodes\": [ { \"id\": 1, "
                                                  "\"type\": \"FlowFrame\", \"data\": \"x\" } ] }",
                                                  -1, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==,
                   "Ungültige Daten bei nodes[0].data: Die Daten des Rahmens sind kein Objekt.");
}

static void
test_undo_label (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  g_autoptr(FlowNode) first = g_object_new (FLOW_TYPE_NODE, "title", "A", NULL);
  g_autoptr(FlowNode) second = g_object_new (FLOW_TYPE_NODE, "title", "B", NULL);
  g_autoptr(FlowNode) third = g_object_new (FLOW_TYPE_NODE, "title", "C", NULL);

  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Rückgängig");

  flow_graph_add_node (graph, first);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==,
                   "Knoten hinzufügen rückgängig machen");

  flow_graph_begin_batch (graph);
  flow_graph_add_node (graph, second);
  flow_graph_add_node (graph, third);
  flow_graph_end_batch (graph);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==,
                   "2 Knoten hinzufügen rückgängig machen");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  locale_dir = g_dir_make_tmp ("flow-test-i18n-XXXXXX", &error);
  g_assert_no_error (error);

  if (!enter_german ())
    {
      g_test_skip ("The de_DE.UTF-8 locale could not be made");
      return g_test_run ();
    }

  g_test_add_func ("/flow/i18n/error", test_error);
  g_test_add_func ("/flow/i18n/undo-label", test_undo_label);

  status = g_test_run ();

  {
    const char *rm[] = { "rm", "-rf", locale_dir, NULL };

    g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                  NULL, NULL, NULL, NULL);
  }
  g_free (locale_dir);
  return status;
}

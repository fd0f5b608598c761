/* test-demo-examples.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Every example graph builds without a complaint, is laid out, and
 * computes what it is meant to show.
 */

#include "config.h"

#include "flow-demo-examples.h"
#include "flow-demo-nodes.h"

static FlowNode *
find (FlowGraph  *graph,
      const char *title)
{
  FlowNode *node = flow_demo_example_find_node (graph, title);

  if (node == NULL)
    g_error ("No node titled “%s”", title);

  return node;
}

#define assert_shown(graph, title, expected) \
  G_STMT_START { \
    g_autofree char *_text = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (find ((graph), (title)))); \
    g_assert_cmpstr (_text, ==, (expected)); \
  } G_STMT_END

static void
test_ids (void)
{
  const char * const *ids = flow_demo_example_get_ids ();

  g_assert_cmpstr (ids[0], ==, "arithmetic");
  g_assert_cmpuint (g_strv_length ((char **)ids), ==, 7);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_assert_cmpstr (flow_demo_example_lookup (ids[i]), ==, ids[i]);
      g_assert_cmpstr (flow_demo_example_lookup (flow_demo_example_get_title (ids[i])), ==, ids[i]);
    }

  g_assert_cmpstr (flow_demo_example_lookup ("BIG GRAPH"), ==, "big-graph");
  g_assert_null (flow_demo_example_lookup ("nonsense"));
}

/* No two nodes of a small example start at the same place. */
static void
assert_laid_out (FlowGraph *graph)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        g_autoptr(FlowNode) a = g_list_model_get_item (G_LIST_MODEL (graph), i);
        g_autoptr(FlowNode) b = g_list_model_get_item (G_LIST_MODEL (graph), j);

        g_assert_false (flow_node_get_x (a) == flow_node_get_x (b) &&
                        flow_node_get_y (a) == flow_node_get_y (b));
      }
}

static void
test_all_build (void)
{
  const char * const *ids = flow_demo_example_get_ids ();

  /* Criticals are fatal in tests: an example that fails to connect
   * anything aborts here.
   */
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FlowGraph) graph = NULL;

      if (g_str_equal (ids[i], "big-graph"))
        continue;

      graph = flow_demo_example_build (ids[i]);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), >, 3);
      g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), >, 2);
      assert_laid_out (graph);
      g_assert_finalize_object (g_steal_pointer (&graph));
    }
}

static void
test_arithmetic (void)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("arithmetic");
  FlowNode *apples = find (graph, "Apples");

  /* An integer source feeds a number sink: an implicit conversion. */
  g_assert_cmpuint (flow_dock_get_value_type (FLOW_DOCK (flow_node_get_source (apples, "value"))), ==, G_TYPE_INT);
  g_assert_cmpuint (flow_dock_get_value_type (FLOW_DOCK (flow_node_get_sink (find (graph, "Multiply"), "a"))), ==, G_TYPE_DOUBLE);

  assert_shown (graph, "Total", "3.45");
  assert_shown (graph, "Receipt", "“Total: 3.45 €”");

  /* Live: one more apple. */
  {
    g_auto(GValue) four = G_VALUE_INIT;

    g_value_init (&four, G_TYPE_INT);
    g_value_set_int (&four, 4);
    flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (apples), &four);
  }
  assert_shown (graph, "Total", "4.2");
  assert_shown (graph, "Receipt", "“Total: 4.2 €”");

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_NORMAL);
      g_assert_false (flow_node_get_missing_input (node));
    }
}

static void
test_colours (void)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("colours");
  FlowNode *mixed = find (graph, "Mixed");
  const GValue *value = flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (mixed, "colour")));
  const GdkRGBA *rgba;
  GdkRGBA sky, rose;

  g_assert_true (gdk_rgba_parse (&sky, "#3584e4"));
  g_assert_true (gdk_rgba_parse (&rose, "#e01b24"));

  g_assert_nonnull (value);
  rgba = g_value_get_boxed (value);
  g_assert_cmpfloat_with_epsilon (rgba->red, sky.red + (rose.red - sky.red) * 0.45, 1e-6);
  g_assert_cmpfloat_with_epsilon (rgba->green, sky.green + (rose.green - sky.green) * 0.45, 1e-6);
  g_assert_cmpfloat_with_epsilon (rgba->blue, sky.blue + (rose.blue - sky.blue) * 0.45, 1e-6);

  /* The same colour, as text. */
  {
    g_autofree char *expected = gdk_rgba_to_string (rgba);

    assert_shown (graph, "Mixed Value", expected);
  }
}

static void
test_logic (void)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("logic");
  FlowNode *temperature = find (graph, "Temperature");
  g_auto(GValue) cold = G_VALUE_INIT;

  assert_shown (graph, "Weather", "“Warm”");

  /* The missing-input state, and the null it produces. */
  g_assert_true (flow_node_get_missing_input (find (graph, "Select Without Condition")));
  g_assert_false (flow_node_get_missing_input (find (graph, "Select")));
  assert_shown (graph, "Nothing Selected", "null");

  /* A warning: Clamp's bounds are the wrong way round. */
  g_assert_cmpint (flow_node_get_state (find (graph, "Clamp")), ==, FLOW_NODE_STATE_WARNING);
  assert_shown (graph, "Clamped", "20");

  /* An error: division by zero. */
  g_assert_cmpint (flow_node_get_state (find (graph, "Divide")), ==, FLOW_NODE_STATE_ERROR);
  assert_shown (graph, "Quotient", "null");

  g_value_init (&cold, G_TYPE_DOUBLE);
  g_value_set_double (&cold, 12);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (temperature), &cold);
  assert_shown (graph, "Weather", "“Cold”");
  assert_shown (graph, "Clamped", "12");
}

static void
test_time (void)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("time");
  FlowNode *slow = flow_demo_example_find_node (graph, "Slow Square");
  FlowNode *squared = flow_demo_example_find_node (graph, "Squared, a Second Later");
  FlowNode *passed = flow_demo_example_find_node (graph, "Passed On");
  FlowNode *muted = flow_demo_example_find_node (graph, "Muted Multiply");
  g_autofree char *text = NULL;
  g_autofree char *passed_text = NULL;
  gint64 deadline;

  g_test_summary ("The Time example: Slow Square computes 4² in the "
                  "background while its display waits; the muted Multiply "
                  "passes its first input, 10, on.");

  g_assert_true (flow_node_get_muted (muted));
  passed_text = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (passed));
  g_assert_cmpstr (passed_text, ==, "10");

  g_assert_true (flow_node_get_busy (slow));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (flow_node_get_busy (slow) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (flow_node_get_busy (slow));

  text = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (squared));
  g_assert_cmpstr (text, ==, "16");
}

static void
test_refused (void)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("refused");
  g_autoptr(GError) error = NULL;
  FlowNode *first = find (graph, "Step 1");
  FlowNode *third = find (graph, "Step 3");
  guint n_connections = g_list_model_get_n_items (flow_graph_get_connections (graph));

  assert_shown (graph, "Result", "4");
  g_assert_true (FLOW_DEMO_IS_NOTE_NODE (find (graph, "Try It")));
  g_assert_nonnull (strstr (flow_demo_note_node_get_text (FLOW_DEMO_NOTE_NODE (find (graph, "Try It"))), "cycle"));

  /* What the note invites the user to try is refused, and changes nothing. */
  g_assert_null (flow_graph_add_connection (graph,
                                            flow_node_get_source (third, "result"),
                                            flow_node_get_sink (first, "a"),
                                            &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  g_assert_null (flow_graph_add_connection (graph,
                                            flow_node_get_source (find (graph, "A Colour"), "value"),
                                            flow_node_get_sink (third, "b"),
                                            &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);

  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, n_connections);
  assert_shown (graph, "Result", "4");
}

static void
test_big_graph (void)
{
  const guint rows = FLOW_DEMO_BIG_GRAPH_ROWS, columns = FLOW_DEMO_BIG_GRAPH_COLUMNS;
  g_autoptr(FlowGraph) graph = NULL;
  g_autofree double *expected = g_new (double, rows);
  g_autofree double *next = g_new (double, rows);
  gint64 start = g_get_monotonic_time ();
  guint n;

  graph = flow_demo_example_build ("big-graph");
  g_test_message ("Built the big graph in %.0f ms",
                  (g_get_monotonic_time () - start) / 1000.0);

  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_assert_cmpuint (n, ==, rows * columns);
  g_assert_cmpuint (rows * columns, >=, 10000);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==,
                    2 * rows * (columns - 1));

  /* The same recurrence, computed here: every node adds its left
   * neighbour and the left neighbour of the row below (above, in the last
   * row).
   */
  for (guint r = 0; r < rows; r++)
    expected[r] = r % 10;
  for (guint c = 1; c < columns; c++)
    {
      for (guint r = 0; r < rows; r++)
        next[r] = expected[r] + expected[r + 1 < rows ? r + 1 : r - 1];
      memcpy (expected, next, sizeof (double) * rows);
    }

  /* The nodes of the last column. */
  for (guint r = 0; r < rows; r++)
    {
      g_autoptr(FlowNode) node = NULL;
      const GValue *value;
      guint i;

      i = (columns - 1) * rows + r;
      node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      g_assert_cmpfloat (flow_node_get_x (node), >, 0);
      value = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (node, "result")));
      g_assert_nonnull (value);
      g_assert_cmpfloat (g_value_get_double (value), ==, expected[r]);
    }
}

/* Groups: one Lerp group used three times, each with its own factor; an
 * edit inside one of them changes all three.
 */
static void
test_groups (void)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("groups");
  GListModel *groups = flow_graph_get_groups (graph);
  FlowNode *quarter = find (graph, "A Quarter");
  FlowGraph *inside;
  FlowNode *scale = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (groups), ==, 1);
  g_assert_true (FLOW_IS_GROUP_NODE (quarter));
  g_assert_cmpuint (flow_group_get_n_users (flow_group_node_get_group (FLOW_GROUP_NODE (quarter))), ==, 3);

  assert_shown (graph, "A Quarter of the Way", "12.5");
  assert_shown (graph, "Half of the Way", "15");
  assert_shown (graph, "Three Quarters of the Way", "17.5");

  /* Muting "× Factor" inside one: a + (b − a) in all three. */
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (quarter));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (inside)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (inside), i);

      if (g_strcmp0 (flow_node_get_title (node), "× Factor") == 0)
        scale = node;
    }
  g_assert_nonnull (scale);
  flow_node_set_muted (scale, TRUE);

  assert_shown (graph, "A Quarter of the Way", "20");
  assert_shown (graph, "Half of the Way", "20");
  assert_shown (graph, "Three Quarters of the Way", "20");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/demo/examples/ids", test_ids);
  g_test_add_func ("/demo/examples/all-build", test_all_build);
  g_test_add_func ("/demo/examples/arithmetic", test_arithmetic);
  g_test_add_func ("/demo/examples/colours", test_colours);
  g_test_add_func ("/demo/examples/logic", test_logic);
  g_test_add_func ("/demo/examples/refused", test_refused);
  g_test_add_func ("/demo/examples/time", test_time);
  g_test_add_func ("/demo/examples/groups", test_groups);
  g_test_add_func ("/demo/examples/big-graph", test_big_graph);

  return g_test_run ();
}

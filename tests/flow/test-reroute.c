/* test-reroute.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <string.h>

/* Reroutes: put into a connection as one step, handing values on, fanning
 * out, typed like what feeds them, refused without a trace, kept in
 * files.
 */

static void
set_double (FlowDock *dock,
            double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_dock_set_value (dock, &value);
}

static FlowConnection *
connection_at (FlowGraph *graph,
               guint      position)
{
  g_autoptr(FlowConnection) connection = g_list_model_get_item (flow_graph_get_connections (graph), position);

  return connection;
}

static void
test_reroute_insert (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  g_autoptr(FlowNode) c = flow_test_node_new ("C", "in:double", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  FlowConnection *connection;
  FlowNode *reroute;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, c);
  connection = flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  before = flow_test_describe_document (graph);

  reroute = flow_graph_insert_reroute (graph, connection, 100, 50, &error);
  g_assert_no_error (error);
  g_assert_nonnull (reroute);
  g_assert_true (FLOW_IS_REROUTE (reroute));
  g_assert_true (flow_node_get_graph (reroute) == graph);
  g_assert_cmpfloat (flow_node_get_x (reroute), ==, 100);
  g_assert_cmpfloat (flow_node_get_y (reroute), ==, 50);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 2);
  g_assert_true (flow_dock_get_n_connections (FLOW_DOCK (flow_test_sink (b, "in"))) == 1);
  g_assert_true (flow_node_get_dock (reroute, "in") != NULL);
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (reroute)) == G_TYPE_DOUBLE);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Reroute");

  /* Values go through it, and on to several inputs. */
  flow_test_connect (graph, FLOW_SOURCE (flow_node_get_dock (reroute, "out")), flow_test_sink (c, "in"));
  set_double (FLOW_DOCK (flow_test_source (a, "out")), 7);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (flow_test_sink (b, "in"))), ==, 7);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (flow_test_sink (c, "in"))), ==, 7);

  /* One step each: the second connection, then the reroute. */
  flow_history_undo (history);
  flow_history_undo (history);
  {
    g_autofree char *after = flow_test_describe_document (graph);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);
  flow_history_redo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 2);
}

/* What a reroute's output connects to is checked against what feeds it,
 * through other reroutes.
 */
static void
test_reroute_typed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) number = flow_test_node_new ("Number", NULL, "out:double");
  g_autoptr(FlowNode) text = flow_test_node_new ("Text", NULL, "out:string");
  g_autoptr(FlowNode) takes_text = flow_test_node_new ("Takes Text", "in:string", NULL);
  g_autoptr(FlowNode) takes_text_too = flow_test_node_new ("Takes Text Too", "in:string", NULL);
  g_autoptr(FlowNode) first = flow_reroute_new ();
  g_autoptr(FlowNode) second = flow_reroute_new ();
  g_autoptr(GError) error = NULL;
  FlowSource *out = FLOW_SOURCE (flow_node_get_dock (second, "out"));

  flow_graph_set_implicit_conversions (graph, FALSE);
  flow_graph_add_node (graph, number);
  flow_graph_add_node (graph, text);
  flow_graph_add_node (graph, takes_text);
  flow_graph_add_node (graph, takes_text_too);
  flow_graph_add_node (graph, first);
  flow_graph_add_node (graph, second);

  /* Fed by nothing: anything. */
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (second)) == FLOW_TYPE_ANY);
  flow_test_connect (graph, FLOW_SOURCE (flow_node_get_dock (first, "out")),
                     FLOW_SINK (flow_node_get_dock (second, "in")));
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (second)) == FLOW_TYPE_ANY);

  /* Fed a number, through the first: no text input. */
  flow_test_connect (graph, flow_test_source (number, "out"), FLOW_SINK (flow_node_get_dock (first, "in")));
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (second)) == G_TYPE_DOUBLE);
  g_assert_false (flow_graph_can_connect (graph, out, flow_test_sink (takes_text, "in"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);

  /* Fed text: it connects. Its input takes one connection: the new one
   * takes the place of the old.
   */
  flow_test_connect (graph, flow_test_source (text, "out"), FLOW_SINK (flow_node_get_dock (first, "in")));
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (first, "in")), ==, 1);
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (second)) == G_TYPE_STRING);
  flow_test_connect (graph, out, flow_test_sink (takes_text, "in"));
  flow_test_connect (graph, out, flow_test_sink (takes_text_too, "in"));
}

/* A loop of reroutes, where cycles are allowed, has no type. */
static void
test_reroute_loop (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) first = flow_reroute_new ();
  g_autoptr(FlowNode) second = flow_reroute_new ();

  flow_graph_set_allow_cycles (graph, TRUE);
  flow_graph_add_node (graph, first);
  flow_graph_add_node (graph, second);
  flow_test_connect (graph, FLOW_SOURCE (flow_node_get_dock (first, "out")),
                     FLOW_SINK (flow_node_get_dock (second, "in")));
  flow_test_connect (graph, FLOW_SOURCE (flow_node_get_dock (second, "out")),
                     FLOW_SINK (flow_node_get_dock (first, "in")));
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (first)) == FLOW_TYPE_ANY);
}

static gboolean
refuse_reroutes (FlowGraph   *graph,
                 FlowSource  *source,
                 FlowSink    *sink,
                 gboolean     types_compatible,
                 char       **reason,
                 gpointer     user_data)
{
  FlowNode *node = flow_dock_get_node (FLOW_DOCK (sink));

  if (FLOW_IS_REROUTE (node))
    {
      *reason = g_strdup ("No reroutes here.");
      return FALSE;
    }

  return types_compatible;
}

/* Refused by the graph's filter, or given a connection of another graph:
 * an error, and nothing changed or recorded.
 */
static void
test_reroute_refused (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  FlowConnection *connection;
  guint steps;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  connection = flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  before = flow_test_describe_document (graph);
  steps = flow_history_get_n_undo_steps (history);

  g_assert_null (flow_graph_insert_reroute (other, connection, 0, 0, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  flow_graph_set_connection_filter (graph, refuse_reroutes, NULL, NULL);
  g_assert_null (flow_graph_insert_reroute (graph, connection, 0, 0, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, "No reroutes here.");
  {
    g_autofree char *after = flow_test_describe_document (graph);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
  g_assert_false (flow_history_get_can_redo (history));
  g_assert_true (connection_at (graph, 0) == connection);
}

/* Saved as "FlowReroute", loaded back as a reroute, by any serializer. */
static void
test_reroute_file (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  FlowNode *reroute = NULL;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  g_assert_nonnull (flow_graph_insert_reroute (graph,
                                               flow_test_connect (graph, flow_test_source (a, "out"),
                                                                  flow_test_sink (b, "in")),
                                               40, 30, &error));
  g_assert_no_error (error);

  text = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_nonnull (strstr (text, "\"FlowReroute\""));
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (loaded), i);

      if (FLOW_IS_REROUTE (node))
        reroute = node;
    }
  g_assert_nonnull (reroute);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (reroute)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (reroute)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (loaded)), ==, 2);
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (reroute)) == G_TYPE_DOUBLE);

  again = flow_serializer_save_to_data (serializer, loaded, NULL);
  g_assert_cmpstr (again, ==, text);

  /* A reroute has its two docks and no other: the API refuses another
   * as a programmer error and keeps them; a file giving it one is
   * invalid.
   */
  {
    g_autoptr(FlowSink) extra = flow_sink_new ("extra", G_TYPE_DOUBLE);
    g_autoptr(FlowGraph) other = flow_graph_new ();
    g_autoptr(GString) edited = g_string_new (text);
    const char *in = strstr (edited->str, "\"name\" : \"in\"");

    g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*!FLOW_IS_REROUTE*");
    flow_node_add_dock (reroute, FLOW_DOCK (extra));
    g_test_assert_expected_messages ();
    g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*!FLOW_IS_REROUTE*");
    flow_node_remove_dock (reroute, flow_node_get_dock (reroute, "in"));
    g_test_assert_expected_messages ();
    g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (reroute)), ==, 1);

    /* The reroute's sink renamed: a dock it does not have. */
    g_assert_nonnull (strstr (text, "\"type\" : \"FlowReroute\""));
    in = strstr (strstr (edited->str, "\"type\" : \"FlowReroute\""), "\"name\" : \"in\"");
    g_assert_nonnull (in);
    g_string_insert (edited, in - edited->str + strlen ("\"name\" : \"in"), "2");
    g_assert_false (flow_serializer_load_from_data (serializer, other, edited->str, -1, &error));
    flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "a reroute has no inputs or outputs but “in” and “out”"));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (other)), ==, 0);
  }
}

/* What a reroute's wire goes on to must take what is connected into the
 * reroute, through other reroutes: else a graph holds a connection its
 * own file cannot load.
 */
static void
test_reroute_input_checked_downstream (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) number = flow_test_node_new ("Number", NULL, "out:double");
  g_autoptr(FlowNode) text = flow_test_node_new ("Text", NULL, "out:string");
  g_autoptr(FlowNode) add = flow_test_node_new ("Add", "a:double", NULL);
  g_autoptr(FlowNode) first = flow_reroute_new ();
  g_autoptr(FlowNode) second = flow_reroute_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  gsize length;

  g_test_summary ("Connecting text into a reroute whose wire leads to a number input, "
                  "through another reroute, is refused, fed or not; a number connects.");

  flow_graph_set_implicit_conversions (graph, FALSE);
  flow_graph_set_implicit_conversions (loaded, FALSE);
  flow_graph_add_node (graph, number);
  flow_graph_add_node (graph, text);
  flow_graph_add_node (graph, add);
  flow_graph_add_node (graph, first);
  flow_graph_add_node (graph, second);
  flow_test_connect (graph, flow_test_source (number, "out"), FLOW_SINK (flow_node_get_dock (first, "in")));
  flow_test_connect (graph, FLOW_SOURCE (flow_node_get_dock (first, "out")),
                     FLOW_SINK (flow_node_get_dock (second, "in")));
  flow_test_connect (graph, FLOW_SOURCE (flow_node_get_dock (second, "out")), flow_test_sink (add, "a"));

  /* In place of the number: refused, and nothing changes. */
  g_assert_null (flow_graph_add_connection (graph, flow_test_source (text, "out"),
                                            FLOW_SINK (flow_node_get_dock (first, "in")), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "Add"));
  g_clear_error (&error);
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (second)) == G_TYPE_DOUBLE);

  /* Fed by nothing, its wire still leads to the number input. */
  flow_graph_disconnect_dock (graph, flow_node_get_dock (first, "in"));
  g_assert_false (flow_graph_can_connect (graph, flow_test_source (text, "out"),
                                          FLOW_SINK (flow_node_get_dock (first, "in")), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  flow_test_connect (graph, flow_test_source (number, "out"), FLOW_SINK (flow_node_get_dock (first, "in")));

  /* What it holds loads. */
  saved = flow_serializer_save_to_data (serializer, graph, &length);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, saved, length, &error));
  g_assert_no_error (error);
}

/* A reroute pasted without what feeds it holds nothing, not the value
 * its original carried.
 */
static void
test_reroute_pasted_alone (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) number = flow_test_node_new ("Number", NULL, "out:double");
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(FlowNode) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  flow_graph_add_node (graph, number);
  flow_graph_add_node (graph, reroute);
  flow_test_connect (graph, flow_test_source (number, "out"), FLOW_SINK (flow_node_get_dock (reroute, "in")));
  flow_dock_set_double (FLOW_DOCK (flow_test_source (number, "out")), 1);
  g_assert_cmpfloat (flow_test_get_double (flow_node_get_dock (reroute, "out")), ==, 1);

  text = flow_serializer_save_nodes_to_data (serializer, (FlowNode *[]) { reroute }, 1, NULL);
  pasted = flow_serializer_paste (serializer, graph, text, -1, 20, 20, &error);
  g_assert_no_error (error);
  copy = g_list_model_get_item (pasted, 0);
  g_assert_true (FLOW_IS_REROUTE (copy));
  g_assert_false (flow_dock_has_value (flow_node_get_dock (copy, "out")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/reroute/insert", test_reroute_insert);
  g_test_add_func ("/flow/reroute/typed", test_reroute_typed);
  g_test_add_func ("/flow/reroute/loop", test_reroute_loop);
  g_test_add_func ("/flow/reroute/refused", test_reroute_refused);
  g_test_add_func ("/flow/reroute/file", test_reroute_file);
  g_test_add_func ("/flow/reroute/input-checked-downstream", test_reroute_input_checked_downstream);
  g_test_add_func ("/flow/reroute/pasted-alone", test_reroute_pasted_alone);

  return g_test_run ();
}

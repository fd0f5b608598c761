/* test-connection.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "connection-test-utils.h"

/* Connect and disconnect */

/* The names of 0.1, deprecated for the ones every language sees, still
 * do the same.
 */
static void
test_connection_deprecated_names (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowConnection *connection;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  connection = flow_graph_connect (graph, out_of (a), sink_of (b, "l"), NULL);
  g_assert_nonnull (connection);
  g_assert_true (flow_graph_find_connection (graph, out_of (a), sink_of (b, "l")) == connection);
  g_assert_true (flow_graph_disconnect (graph, connection, NULL));
G_GNUC_END_IGNORE_DEPRECATIONS

  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);
}

/* The number input "l" of @node holds, -1 for null. */
static double
l_value (FlowNode *node)
{
  const GValue *value = flow_dock_get_value (FLOW_DOCK (sink_of (node, "l")));

  return value != NULL ? g_value_get_double (value) : -1;
}

/* A source keeps one connection in itself and more in an array: going
 * from one to three connections and back, each sink still connected gets
 * every value, in the order the connections were made.
 */
static void
test_connection_fan_out (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *to[3] = { add_relay (graph, "b"), add_relay (graph, "c"), add_relay (graph, "d") };
  GListModel *list = flow_dock_get_connections (FLOW_DOCK (out_of (a)));
  FlowConnection *connections[3];
  double value = 0;

#define assert_delivered(connected) \
  G_STMT_START { \
    flow_dock_set_double (FLOW_DOCK (out_of (a)), ++value); \
    for (guint i_ = 0; i_ < 3; i_++) \
      if ((connected)[i_]) \
        g_assert_cmpfloat (l_value (to[i_]), ==, value); \
      else \
        g_assert_cmpfloat (l_value (to[i_]), <, value); \
  } G_STMT_END

  for (guint i = 0; i < 3; i++)
    {
      connections[i] = flow_test_connect (graph, out_of (a), sink_of (to[i], "l"));
      assert_delivered (((gboolean[]) { TRUE, i >= 1, i >= 2 }));
    }
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 3);

  /* Down to one from the middle, then to none, then one again. */
  g_assert_true (flow_graph_remove_connection (graph, connections[1], NULL));
  assert_delivered (((gboolean[]) { TRUE, FALSE, TRUE }));
  g_assert_true (flow_graph_remove_connection (graph, connections[2], NULL));
  assert_delivered (((gboolean[]) { TRUE, FALSE, FALSE }));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  {
    g_autoptr(FlowConnection) item = g_list_model_get_item (list, 0);

    g_assert_true (item == connections[0]);
  }
  g_assert_true (flow_graph_remove_connection (graph, connections[0], NULL));
  assert_delivered (((gboolean[]) { FALSE, FALSE, FALSE }));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (out_of (a))));

  connections[1] = flow_test_connect (graph, out_of (a), sink_of (to[1], "l"));
  connections[0] = flow_test_connect (graph, out_of (a), sink_of (to[0], "l"));
  assert_delivered (((gboolean[]) { TRUE, TRUE, FALSE }));
  {
    g_autoptr(FlowConnection) first = g_list_model_get_item (list, 0);
    g_autoptr(FlowConnection) second = g_list_model_get_item (list, 1);

    g_assert_true (first == connections[1]);
    g_assert_true (second == connections[0]);
  }

#undef assert_delivered
}

static void
test_connection_connect_disconnect (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  GListModel *connections = flow_graph_get_connections (graph);
  GListModel *source_list = flow_dock_get_connections (FLOW_DOCK (out_of (a)));
  GListModel *sink_list = flow_dock_get_connections (FLOW_DOCK (sink_of (b, "l")));
  g_autoptr(FlowConnection) connection = NULL;
  g_autoptr(FlowConnection) item = NULL;
  g_autoptr(FlowSource) read_source = NULL;
  g_autoptr(FlowSink) read_sink = NULL;
  g_autoptr(FlowGraph) read_graph = NULL;
  g_autoptr(GError) error = NULL;
  guint *graph_notify;

  g_assert_true (g_list_model_get_item_type (connections) == FLOW_TYPE_CONNECTION);

  flow_test_record_changes (graph);
  flow_test_record_changes (connections);
  flow_test_record_changes (source_list);
  flow_test_record_changes (sink_list);

  g_assert_true (flow_graph_can_connect (graph, out_of (a), sink_of (b, "l"), &error));
  g_assert_no_error (error);
  flow_test_assert_changes (connections, "");

  connection = g_object_ref (flow_test_connect (graph, out_of (a), sink_of (b, "l")));
  graph_notify = flow_test_count_notify (connection, "graph");
  flow_test_assert_changes (connections, "0+1");
  flow_test_assert_changes (source_list, "0+1");
  flow_test_assert_changes (sink_list, "0+1");
  flow_test_assert_changes (graph, "");

  item = g_list_model_get_item (connections, 0);
  g_assert_true (item == connection);
  g_clear_object (&item);
  item = g_list_model_get_item (source_list, 0);
  g_assert_true (item == connection);
  g_clear_object (&item);
  item = g_list_model_get_item (sink_list, 0);
  g_assert_true (item == connection);
  g_clear_object (&item);

  g_object_get (connection,
                "source", &read_source,
                "sink", &read_sink,
                "graph", &read_graph,
                NULL);
  g_assert_true (read_source == out_of (a));
  g_assert_true (read_sink == sink_of (b, "l"));
  g_assert_true (read_graph == graph);
  g_clear_object (&read_graph);

  g_assert_true (flow_graph_find_connection (graph, out_of (a), sink_of (b, "l")) == connection);
  g_assert_null (flow_graph_find_connection (graph, out_of (a), sink_of (b, "r")));
  g_assert_null (flow_graph_find_connection (graph, out_of (b), sink_of (a, "l")));
  g_assert_true (flow_dock_is_connected (FLOW_DOCK (out_of (a))));
  g_assert_true (flow_sink_is_full (sink_of (b, "l")));

  /* Connecting them again is refused. */
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_ALREADY_CONNECTED);
  g_clear_error (&error);
  g_assert_false (flow_graph_can_connect (graph, out_of (a), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_ALREADY_CONNECTED);
  g_clear_error (&error);
  flow_test_assert_changes (connections, "");

  g_assert_true (flow_graph_remove_connection (graph, connection, &error));
  g_assert_no_error (error);
  flow_test_assert_changes (connections, "0-1");
  flow_test_assert_changes (source_list, "0-1");
  flow_test_assert_changes (sink_list, "0-1");
  g_assert_cmpuint (*graph_notify, ==, 1);
  g_assert_null (flow_connection_get_graph (connection));
  g_assert_null (flow_graph_find_connection (graph, out_of (a), sink_of (b, "l")));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (out_of (a))));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (sink_of (b, "l"))));

  /* A removed connection keeps its ends. */
  g_assert_true (flow_connection_get_source (connection) == out_of (a));
  g_assert_true (flow_connection_get_sink (connection) == sink_of (b, "l"));

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&connection));
}

static void
test_connection_replace (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  FlowNode *d = add_relay (graph, "d");
  GListModel *connections = flow_graph_get_connections (graph);
  FlowSink *sink = sink_of (b, "l");
  g_autoptr(FlowConnection) old = NULL;
  g_autoptr(FlowConnection) item = NULL;
  FlowConnection *replacement;
  guint *value_notify, *old_graph;

  flow_dock_set_double (FLOW_DOCK (out_of (a)), 1);
  flow_dock_set_double (FLOW_DOCK (out_of (c)), 2);

  /* An unrelated connection first, so that the replaced one is not at 0,
   * and one after it.
   */
  flow_test_connect (graph, out_of (d), sink_of (a, "l"));
  old = g_object_ref (flow_test_connect (graph, out_of (a), sink));
  flow_test_connect (graph, out_of (d), sink_of (c, "l"));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 1);

  flow_test_record_changes (connections);
  flow_test_mirror (connections);
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (sink)));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (out_of (a))));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (out_of (c))));
  value_notify = flow_test_count_notify (sink, "value");
  old_graph = flow_test_count_notify (old, "graph");

  /* can_connect says yes, as the connection would replace the old one. */
  g_assert_true (flow_graph_can_connect (graph, out_of (c), sink, NULL));
  replacement = flow_test_connect (graph, out_of (c), sink);

  /* One change on each list: replaced in place in the graph's list and
   * the sink's, gone from the old source's, added to the new one's.
   */
  flow_test_assert_changes (connections, "1-1+1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (sink)), "0-1+1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (out_of (a))), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (out_of (c))), "0+1");
  flow_test_assert_mirror (connections);

  item = g_list_model_get_item (connections, 1);
  g_assert_true (item == replacement);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 3);

  /* The old connection is out of the graph, notified once. */
  g_assert_null (flow_connection_get_graph (old));
  g_assert_cmpuint (*old_graph, ==, 1);
  g_assert_null (flow_graph_find_connection (graph, out_of (a), sink));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (out_of (a))));

  /* The sink got the new value, once. */
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 2);
  g_assert_cmpuint (*value_notify, ==, 1);

  /* The old connection cannot be removed a second time. */
  g_assert_false (flow_graph_remove_connection (graph, old, NULL));
  flow_test_assert_changes (connections, "");

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&old));
}

/* Limits */

static void
test_connection_limits (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *target = add_relay (graph, "target");
  FlowSink *sink = sink_of (target, "l");
  FlowNode *sources[60];
  g_autoptr(GError) error = NULL;
  Quiet *quiet;

  for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
    sources[i] = add_relay (graph, "source");

  /* max-connections 2: the third is refused, not a replacement. */
  flow_sink_set_max_connections (sink, 2);
  flow_test_connect (graph, out_of (sources[0]), sink);
  g_assert_false (flow_sink_is_full (sink));
  flow_test_connect (graph, out_of (sources[1]), sink);
  g_assert_true (flow_sink_is_full (sink));

  quiet = quiet_new (graph);
  g_assert_false (flow_graph_can_connect (graph, out_of (sources[2]), sink, &error));
  flow_test_assert_error (error, FLOW_ERROR_LIMIT_REACHED);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_of (sources[2]), sink, &error));
  flow_test_assert_error (error, FLOW_ERROR_LIMIT_REACHED);
  g_clear_error (&error);
  quiet_assert_and_free (quiet, graph);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink)), ==, 2);

  /* Unlimited: never full. */
  flow_sink_set_max_connections (sink, FLOW_SINK_UNLIMITED);
  for (guint i = 2; i < G_N_ELEMENTS (sources); i++)
    {
      g_assert_false (flow_sink_is_full (sink));
      flow_test_connect (graph, out_of (sources[i]), sink);
    }
  g_assert_false (flow_sink_is_full (sink));
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink)), ==, G_N_ELEMENTS (sources));

  /* Lowering the limit below the connections the sink has is refused:
   * the graph would save a file that does not load back.
   */
  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*flow_dock_get_n_connections*");
  flow_sink_set_max_connections (sink, 3);
  g_test_assert_expected_messages ();
  g_assert_cmpint (flow_sink_get_max_connections (sink), ==, FLOW_SINK_UNLIMITED);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink)), ==, G_N_ELEMENTS (sources));

  /* Down to the number it has, it is full: new connections are refused,
   * not replaced into a sink that has several.
   */
  flow_graph_disconnect_dock (graph, FLOW_DOCK (sink));
  flow_test_connect (graph, out_of (sources[0]), sink);
  flow_test_connect (graph, out_of (sources[1]), sink);
  flow_sink_set_max_connections (sink, 2);
  g_assert_true (flow_sink_is_full (sink));
  quiet = quiet_new (graph);
  g_assert_null (flow_graph_add_connection (graph, out_of (sources[2]), sink, &error));
  flow_test_assert_error (error, FLOW_ERROR_LIMIT_REACHED);
  g_clear_error (&error);
  quiet_assert_and_free (quiet, graph);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink)), ==, 2);

  g_assert_finalize_object (g_steal_pointer (&graph));
}

/* Types */

static void
test_connection_types (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) producer = flow_test_node_new ("producer", NULL,
                                                      "double:double, int:int, text:string, "
                                                      "node:FlowNode, object:GObject, any:any");
  g_autoptr(FlowNode) consumer = flow_test_node_new ("consumer",
                                                      "double:double, double2:double, object:GObject, "
                                                      "node:FlowNode, any:any",
                                                      NULL);
  FlowSource *out_double = flow_test_source (producer, "double");
  FlowSource *out_int = flow_test_source (producer, "int");
  FlowSource *out_text = flow_test_source (producer, "text");
  FlowSource *out_node = flow_test_source (producer, "node");
  FlowSource *out_object = flow_test_source (producer, "object");
  FlowSource *out_any = flow_test_source (producer, "any");
  FlowSink *in_double = flow_test_sink (consumer, "double");
  FlowSink *in_double2 = flow_test_sink (consumer, "double2");
  FlowSink *in_object = flow_test_sink (consumer, "object");
  FlowSink *in_node = flow_test_sink (consumer, "node");
  FlowSink *in_any = flow_test_sink (consumer, "any");
  guint *implicit_notify = flow_test_count_notify (graph, "implicit-conversions");
  g_autoptr(GError) error = NULL;
  FlowConnection *int_to_double;
  Quiet *quiet;

  flow_graph_add_node (graph, producer);
  flow_graph_add_node (graph, consumer);

  g_assert_true (flow_graph_get_implicit_conversions (graph));

  /* Implicit conversions on: an int feeds a double, converted. */
  flow_dock_set_int (FLOW_DOCK (out_int), 3);
  int_to_double = flow_test_connect (graph, out_int, in_double);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (in_double)), ==, 3.0);

  /* Text cannot be a number, conversions or not. */
  quiet = quiet_new (graph);
  g_assert_null (flow_graph_add_connection (graph, out_text, in_double2, &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  quiet_assert_and_free (quiet, graph);

  /* Off: only the same type, a subtype, or any. */
  flow_graph_set_implicit_conversions (graph, FALSE);
  g_assert_false (flow_graph_get_implicit_conversions (graph));
  g_assert_cmpuint (*implicit_notify, ==, 1);
  flow_graph_set_implicit_conversions (graph, FALSE);
  g_assert_cmpuint (*implicit_notify, ==, 1);

  /* The existing conversion stays, and keeps converting. */
  g_assert_true (flow_connection_get_graph (int_to_double) == graph);
  flow_dock_set_int (FLOW_DOCK (out_int), 4);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (in_double)), ==, 4.0);

  quiet = quiet_new (graph);
  g_assert_false (flow_graph_can_connect (graph, out_int, in_double2, &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_int, in_double2, &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  /* A parent type is not a subtype. */
  g_assert_null (flow_graph_add_connection (graph, out_object, in_node, &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  quiet_assert_and_free (quiet, graph);

  flow_test_connect (graph, out_double, in_double2);
  flow_test_connect (graph, out_node, in_object);
  flow_test_connect (graph, out_any, in_node);
  flow_test_connect (graph, out_text, in_any);

  /* Back on, an int may feed a double again. */
  flow_graph_set_implicit_conversions (graph, TRUE);
  g_assert_cmpuint (*implicit_notify, ==, 2);
  g_assert_true (flow_graph_can_connect (graph, out_int, in_double2, NULL));

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&producer));
  g_assert_finalize_object (g_steal_pointer (&consumer));
}

/* The connection filter */

typedef struct
{
  guint       n_calls;
  FlowSource *last_source;
  FlowSink   *last_sink;
  gboolean    last_compatible;
  /* What to answer: -1 for the types' verdict, else the answer. */
  int         answer;
  const char *reason;
  guint       n_destroyed;
} FilterData;

static gboolean
filter_cb (FlowGraph   *graph,
           FlowSource  *source,
           FlowSink    *sink,
           gboolean     types_compatible,
           char       **reason,
           gpointer     user_data)
{
  FilterData *data = user_data;

  g_assert_true (FLOW_IS_GRAPH (graph));
  g_assert_true (FLOW_IS_SOURCE (source));
  g_assert_true (FLOW_IS_SINK (sink));

  data->n_calls++;
  data->last_source = source;
  data->last_sink = sink;
  data->last_compatible = types_compatible;

  if (data->answer < 0)
    return types_compatible;

  if (!data->answer && data->reason != NULL && reason != NULL)
    *reason = g_strdup (data->reason);

  return data->answer;
}

static void
filter_destroy (gpointer user_data)
{
  FilterData *data = user_data;

  data->n_destroyed++;
}

static void
test_connection_filter (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) text = flow_test_node_new ("text", NULL, "out:string");
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FilterData data = { 0, NULL, NULL, FALSE, -1, NULL, 0 };
  FilterData other = { 0, NULL, NULL, FALSE, -1, NULL, 0 };
  g_autoptr(GError) error = NULL;
  FlowConnection *connection;
  Quiet *quiet;

  flow_graph_add_node (graph, text);
  flow_graph_set_connection_filter (graph, filter_cb, &data, filter_destroy);

  /* Keeping the types' verdict. */
  connection = flow_test_connect (graph, out_of (a), sink_of (b, "l"));
  g_assert_cmpuint (data.n_calls, ==, 1);
  g_assert_true (data.last_source == out_of (a));
  g_assert_true (data.last_sink == sink_of (b, "l"));
  g_assert_true (data.last_compatible);
  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));

  /* Vetoing a compatible pair, with a reason: REJECTED with the reason as
   * the message.
   */
  data.answer = FALSE;
  data.reason = "Gain stages cannot be chained here.";
  quiet = quiet_new (graph);
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_REJECTED);
  g_assert_cmpstr (error->message, ==, "Gain stages cannot be chained here.");
  g_clear_error (&error);
  g_assert_false (flow_graph_can_connect (graph, out_of (a), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_REJECTED);
  g_assert_cmpstr (error->message, ==, "Gain stages cannot be chained here.");
  g_clear_error (&error);
  quiet_assert_and_free (quiet, graph);

  /* Without a reason: REJECTED with a message of the library's. */
  data.reason = NULL;
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_REJECTED);
  g_clear_error (&error);

  /* An incompatible pair refused with a reason: a type mismatch that says
   * the filter's reason.
   */
  data.reason = "Text is not a level.";
  g_assert_null (flow_graph_add_connection (graph, flow_test_source (text, "out"), sink_of (b, "l"), &error));
  g_assert_false (data.last_compatible);
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_assert_cmpstr (error->message, ==, "Text is not a level.");
  g_clear_error (&error);

  /* Allowing an incompatible pair: connected; a value that cannot be
   * converted arrives as null.
   */
  data.answer = TRUE;
  flow_dock_set_string (FLOW_DOCK (flow_test_source (text, "out")), "loud");
  flow_dock_set_double (FLOW_DOCK (sink_of (b, "l")), 1);
  connection = flow_test_connect (graph, flow_test_source (text, "out"), sink_of (b, "l"));
  g_assert_false (data.last_compatible);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (sink_of (b, "l"))));

  /* The filter cannot allow a cycle: it is asked first, the cycle check
   * still refuses.
   */
  g_assert_null (flow_graph_add_connection (graph, out_of (b), sink_of (b, "r"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  /* It is not asked about docks that are not in the graph, or already
   * connected.
   */
  data.n_calls = 0;
  g_assert_null (flow_graph_add_connection (graph, flow_test_source (text, "out"), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_ALREADY_CONNECTED);
  g_clear_error (&error);
  {
    g_autoptr(FlowNode) outside = relay_new ("outside");

    g_assert_null (flow_graph_add_connection (graph, out_of (outside), sink_of (a, "l"), &error));
    flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
    g_clear_error (&error);
  }
  g_assert_cmpuint (data.n_calls, ==, 0);

  /* Replacing the filter frees the old data, once. */
  g_assert_cmpuint (data.n_destroyed, ==, 0);
  flow_graph_set_connection_filter (graph, filter_cb, &other, filter_destroy);
  g_assert_cmpuint (data.n_destroyed, ==, 1);
  g_assert_cmpuint (other.n_destroyed, ==, 0);

  /* Removing it restores the type rules alone. */
  flow_graph_set_connection_filter (graph, NULL, NULL, NULL);
  g_assert_cmpuint (other.n_destroyed, ==, 1);
  g_assert_false (flow_graph_can_connect (graph, flow_test_source (text, "out"), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  g_assert_cmpuint (other.n_calls, ==, 0);

  /* The graph frees the data of the filter it has when it goes. */
  flow_graph_set_connection_filter (graph, filter_cb, &other, filter_destroy);
  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_cmpuint (other.n_destroyed, ==, 2);
  g_assert_cmpuint (data.n_destroyed, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&text));
}

/* Atomicity: the places where libgtkflow is wrong */

static void
test_connection_refused_changes_nothing (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other_graph = flow_graph_new ();
  g_autoptr(FlowNode) text = flow_test_node_new ("text", NULL, "out:string");
  g_autoptr(FlowNode) outside = relay_new ("outside");
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  FlowNode *d = add_relay (graph, "d");
  FilterData veto = { 0, NULL, NULL, FALSE, -1, NULL, 0 };
  g_autoptr(GError) error = NULL;
  Quiet *quiet;

  g_test_summary ("libgtkflow's SimpleSource.link () appends the sink to the "
                  "source's list before the sink's link () asks "
                  "before_linking (), so a vetoed link is left half made. "
                  "Here a refused connection, for any reason, changes "
                  "nothing and emits nothing.");

  flow_graph_add_node (graph, text);
  flow_graph_add_node (other_graph, outside);
  flow_graph_set_connection_filter (graph, filter_cb, &veto, NULL);

  flow_dock_set_double (FLOW_DOCK (out_of (a)), 1);
  flow_dock_set_double (FLOW_DOCK (out_of (b)), 2);
  flow_dock_set_string (FLOW_DOCK (flow_test_source (text, "out")), "x");
  flow_test_connect (graph, out_of (a), sink_of (b, "l"));
  flow_test_connect (graph, out_of (b), sink_of (c, "l"));
  flow_sink_set_max_connections (sink_of (c, "r"), 2);
  flow_test_connect (graph, out_of (a), sink_of (c, "r"));
  flow_test_connect (graph, out_of (b), sink_of (c, "r"));

  quiet = quiet_new (graph);

  /* Vetoed by the filter, on a free sink and on a full one. */
  veto.answer = FALSE;
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (c, "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_REJECTED);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (c, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_REJECTED);
  g_clear_error (&error);
  veto.answer = -1;

  /* Wrong type. */
  g_assert_null (flow_graph_add_connection (graph, flow_test_source (text, "out"), sink_of (c, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);

  /* Cycle, into a full sink. */
  g_assert_null (flow_graph_add_connection (graph, out_of (c), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  /* Limit. */
  g_assert_null (flow_graph_add_connection (graph, out_of (d), sink_of (c, "r"), &error));
  flow_test_assert_error (error, FLOW_ERROR_LIMIT_REACHED);
  g_clear_error (&error);

  /* Already connected. */
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (b, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_ALREADY_CONNECTED);
  g_clear_error (&error);

  /* Not in the graph. */
  g_assert_null (flow_graph_add_connection (graph, out_of (outside), sink_of (c, "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  quiet_assert_and_free (quiet, graph);

  /* The existing connections are all where they were. */
  g_assert_nonnull (flow_graph_find_connection (graph, out_of (a), sink_of (b, "l")));
  g_assert_nonnull (flow_graph_find_connection (graph, out_of (b), sink_of (c, "l")));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (sink_of (c, "extra"))));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink_of (c, "l"))), ==, 2);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&other_graph));
  g_assert_finalize_object (g_steal_pointer (&text));
  g_assert_finalize_object (g_steal_pointer (&outside));
}

static void
test_connection_wrong_type_keeps_connection (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) text = flow_test_node_new ("text", NULL, "out:string");
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowSink *sink = sink_of (b, "l");
  g_autoptr(GError) error = NULL;
  FlowConnection *connection;
  Quiet *quiet;

  g_test_summary ("libgtkflow's SimpleSink.link () unlinks the current "
                  "source of a full sink before add_source () checks the "
                  "new source's type, so a connection refused for its type "
                  "still drops the sink's existing one. Here the existing "
                  "connection stays.");

  flow_graph_add_node (graph, text);
  flow_dock_set_double (FLOW_DOCK (out_of (a)), 9);
  connection = flow_test_connect (graph, out_of (a), sink);

  quiet = quiet_new (graph);
  g_assert_null (flow_graph_add_connection (graph, flow_test_source (text, "out"), sink, &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  quiet_assert_and_free (quiet, graph);

  g_assert_true (flow_connection_get_graph (connection) == graph);
  g_assert_true (flow_graph_find_connection (graph, out_of (a), sink) == connection);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink)), ==, 1);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 9);

  /* And it still delivers. */
  flow_dock_set_double (FLOW_DOCK (out_of (a)), 10);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 10);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&text));
}

static void
test_connection_one_notification_per_end (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  FlowSource *source = out_of (a);
  FlowSink *sink = sink_of (c, "extra");
  GListModel *source_list = flow_dock_get_connections (FLOW_DOCK (source));
  GListModel *sink_list = flow_dock_get_connections (FLOW_DOCK (sink));
  FlowConnection *first, *second, *third;

  g_test_summary ("libgtkflow's SimpleSource.unlink () emits unlinked twice "
                  "when the last sink leaves (once in remove_sink (), once "
                  "more because no sink is left), while a sink that refuses "
                  "a link emits nothing on the source's side. Here each "
                  "connection and disconnection is one change at each end, "
                  "the first and the last included.");

  flow_test_mirror (source_list);
  flow_test_mirror (sink_list);
  flow_test_record_changes (source_list);
  flow_test_record_changes (sink_list);

  /* First connection of both ends. */
  first = flow_test_connect (graph, source, sink);
  flow_test_assert_changes (source_list, "0+1");
  flow_test_assert_changes (sink_list, "0+1");

  second = flow_test_connect (graph, source, sink_of (b, "l"));
  flow_test_assert_changes (source_list, "1+1");
  flow_test_assert_changes (sink_list, "");

  third = flow_test_connect (graph, out_of (b), sink);
  flow_test_assert_changes (source_list, "");
  flow_test_assert_changes (sink_list, "1+1");

  g_assert_true (flow_graph_remove_connection (graph, first, NULL));
  flow_test_assert_changes (source_list, "0-1");
  flow_test_assert_changes (sink_list, "0-1");

  /* Last connection of the source, then of the sink. */
  g_assert_true (flow_graph_remove_connection (graph, second, NULL));
  flow_test_assert_changes (source_list, "0-1");
  flow_test_assert_changes (sink_list, "");
  g_assert_true (flow_graph_remove_connection (graph, third, NULL));
  flow_test_assert_changes (source_list, "");
  flow_test_assert_changes (sink_list, "0-1");

  flow_test_assert_mirror (source_list);
  flow_test_assert_mirror (sink_list);

  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_connection_removed_dock (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  g_autoptr(FlowDock) out = g_object_ref (FLOW_DOCK (out_of (b)));
  g_autoptr(FlowDock) in = g_object_ref (FLOW_DOCK (sink_of (b, "l")));
  GListModel *connections = flow_graph_get_connections (graph);

  g_test_summary ("libgtkflow's SimpleNode.remove_sink () and "
                  "remove_source () take the dock from the node but leave "
                  "its links in place. Here a removed dock is left with no "
                  "connection, and its peers know.");

  flow_test_connect (graph, out_of (a), FLOW_SINK (in));
  flow_test_connect (graph, FLOW_SOURCE (out), sink_of (c, "l"));
  flow_test_connect (graph, FLOW_SOURCE (out), sink_of (c, "r"));
  flow_test_connect (graph, out_of (a), sink_of (c, "extra"));

  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (out_of (a))));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (sink_of (c, "l"))));
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (sink_of (c, "r"))));

  flow_node_remove_dock (b, in);
  flow_node_remove_dock (b, out);

  g_assert_cmpuint (flow_dock_get_n_connections (in), ==, 0);
  g_assert_cmpuint (flow_dock_get_n_connections (out), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 1);
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (out_of (a))), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (sink_of (c, "l"))), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (sink_of (c, "r"))), "0-1");

  /* No connection of the graph refers to them. */
  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      g_assert_true (FLOW_DOCK (flow_connection_get_source (connection)) != out);
      g_assert_true (FLOW_DOCK (flow_connection_get_sink (connection)) != in);
    }

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&in));
  g_assert_finalize_object (g_steal_pointer (&out));
}

static void
test_connection_disconnect_dock (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *hub = add_relay (graph, "hub");
  FlowNode *sinks[4], *sources[4];
  GListModel *connections = flow_graph_get_connections (graph);
  FlowSink *collector = sink_of (hub, "extra");

  g_test_summary ("libgtkflow's SimpleSink.unlink_all () walks its list of "
                  "sources while unlink () removes from it, so it stops "
                  "early and leaves connections behind. Here disconnecting "
                  "a dock removes all of its connections and says how many.");

  for (guint i = 0; i < 4; i++)
    {
      sinks[i] = add_relay (graph, "sink");
      sources[i] = add_relay (graph, "source");
      flow_test_connect (graph, out_of (hub), sink_of (sinks[i], "l"));
      flow_test_connect (graph, out_of (sources[i]), collector);
      flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (sink_of (sinks[i], "l"))));
      flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (out_of (sources[i]))));
    }
  flow_dock_set_double (FLOW_DOCK (out_of (hub)), 1);

  flow_test_record_changes (connections);
  flow_test_mirror (connections);

  /* A source with four connections. */
  g_assert_cmpuint (flow_graph_disconnect_dock (graph, FLOW_DOCK (out_of (hub))), ==, 4);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (out_of (hub))), ==, 0);
  g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 1);
  flow_test_assert_mirror (connections);
  for (guint i = 0; i < 4; i++)
    {
      flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (sink_of (sinks[i], "l"))), "0-1");
      g_assert_false (flow_dock_has_value (FLOW_DOCK (sink_of (sinks[i], "l"))));
    }

  /* A sink with four connections. */
  g_assert_cmpuint (flow_graph_disconnect_dock (graph, FLOW_DOCK (collector)), ==, 4);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (collector)), ==, 0);
  g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 1);
  flow_test_assert_mirror (connections);
  for (guint i = 0; i < 4; i++)
    flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (out_of (sources[i]))), "0-1");

  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 0);

  /* Nothing left: 0, and nothing emitted. */
  g_free (flow_test_take_changes (connections));
  g_assert_cmpuint (flow_graph_disconnect_dock (graph, FLOW_DOCK (collector)), ==, 0);
  flow_test_assert_changes (connections, "");

  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_connection_refused_disconnect (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other_graph = flow_graph_new ();
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *x = add_relay (other_graph, "x");
  FlowNode *y = add_relay (other_graph, "y");
  g_autoptr(FlowConnection) removed = NULL;
  FlowConnection *foreign;
  g_autoptr(GError) error = NULL;
  Quiet *quiet, *other_quiet;

  removed = g_object_ref (flow_test_connect (graph, out_of (a), sink_of (b, "l")));
  g_assert_true (flow_graph_remove_connection (graph, removed, NULL));
  flow_test_connect (graph, out_of (a), sink_of (b, "r"));
  foreign = flow_test_connect (other_graph, out_of (x), sink_of (y, "l"));

  quiet = quiet_new (graph);
  other_quiet = quiet_new (other_graph);

  /* Removed already. */
  g_assert_false (flow_graph_remove_connection (graph, removed, &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  /* Of another graph. */
  g_assert_false (flow_graph_remove_connection (graph, foreign, &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  quiet_assert_and_free (quiet, graph);
  quiet_assert_and_free (other_quiet, other_graph);
  g_assert_true (flow_connection_get_graph (foreign) == other_graph);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&other_graph));
  g_assert_finalize_object (g_steal_pointer (&removed));
}

static void
test_connection_foreign_docks (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other_graph = flow_graph_new ();
  g_autoptr(FlowNode) loose = relay_new ("loose");
  g_autoptr(FlowSource) bare = flow_source_new ("bare", G_TYPE_DOUBLE);
  FlowNode *a = add_relay (graph, "a");
  FlowNode *x = add_relay (other_graph, "x");
  g_autoptr(GError) error = NULL;
  Quiet *quiet, *other_quiet;

  quiet = quiet_new (graph);
  other_quiet = quiet_new (other_graph);

  /* A source of another graph. */
  g_assert_false (flow_graph_can_connect (graph, out_of (x), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, out_of (x), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  /* A sink of another graph. */
  g_assert_null (flow_graph_add_connection (graph, out_of (a), sink_of (x, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  /* Both docks of another graph. */
  g_assert_null (flow_graph_add_connection (graph, out_of (x), sink_of (x, "extra"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  /* A node in no graph, a dock in no node. */
  g_assert_null (flow_graph_add_connection (graph, out_of (loose), sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, bare, sink_of (a, "l"), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);

  quiet_assert_and_free (quiet, graph);
  quiet_assert_and_free (other_quiet, other_graph);

  /* Nothing to find either. */
  g_assert_null (flow_graph_find_connection (graph, out_of (x), sink_of (a, "l")));

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&other_graph));
  g_assert_finalize_object (g_steal_pointer (&loose));
  g_assert_finalize_object (g_steal_pointer (&bare));
}

/* A filter that takes a node out of the graph the first time it is
 * asked, then keeps the types' verdict.
 */
static gboolean
removing_filter_cb (FlowGraph   *graph,
                    FlowSource  *source,
                    FlowSink    *sink,
                    gboolean     types_compatible,
                    char       **reason,
                    gpointer     user_data)
{
  FlowNode **doomed = user_data;

  if (*doomed != NULL)
    flow_graph_remove_node (graph, g_steal_pointer (doomed));

  return types_compatible;
}

static void
test_connection_connectable (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) text = flow_test_node_new ("text", NULL, "out:string");
  g_autoptr(FlowNode) loose = relay_new ("loose");
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  FilterData data = { 0, NULL, NULL, FALSE, -1, NULL, 0 };
  FlowNode *doomed;
  GPtrArray *found;

  g_test_summary ("flow_graph_list_connectable () finds the docks a dock "
                  "can be connected to, in the graph's order, as "
                  "can_connect () would: not those already connected to "
                  "it, nor those that close a cycle, nor those the "
                  "application's filter refuses; a filter that changes the "
                  "graph meanwhile leaves out what it took away.");

  flow_graph_add_node (graph, text);
  flow_test_connect (graph, out_of (a), sink_of (b, "l"));

  /* From a's output: b's inputs but the one it feeds, c's three; not
   * its own inputs (a cycle), not the text node's (it has none).
   */
  found = flow_graph_list_connectable (graph, FLOW_DOCK (out_of (a)));
  g_assert_cmpuint (found->len, ==, 5);
  g_assert_true (g_ptr_array_index (found, 0) == sink_of (b, "r"));
  g_assert_true (g_ptr_array_index (found, 1) == sink_of (b, "extra"));
  g_assert_true (g_ptr_array_index (found, 2) == sink_of (c, "l"));
  g_assert_true (g_ptr_array_index (found, 3) == sink_of (c, "r"));
  g_assert_true (g_ptr_array_index (found, 4) == sink_of (c, "extra"));
  g_ptr_array_unref (found);

  /* Into a's input l: c's output; not b's (b is fed by a), not a's own,
   * and text only if text converts to numbers, as can_connect () says.
   */
  found = flow_graph_list_connectable (graph, FLOW_DOCK (sink_of (a, "l")));
  g_assert_true (g_ptr_array_find (found, out_of (c), NULL));
  g_assert_false (g_ptr_array_find (found, out_of (b), NULL));
  g_assert_false (g_ptr_array_find (found, out_of (a), NULL));
  g_assert_true (g_ptr_array_find (found, flow_test_source (text, "out"), NULL) ==
                 flow_graph_can_connect (graph, flow_test_source (text, "out"), sink_of (a, "l"), NULL));
  g_ptr_array_unref (found);

  /* With cycles allowed, a's own inputs and b's output are in. */
  flow_graph_set_allow_cycles (graph, TRUE);
  found = flow_graph_list_connectable (graph, FLOW_DOCK (sink_of (a, "r")));
  g_assert_true (g_ptr_array_find (found, out_of (a), NULL));
  g_assert_true (g_ptr_array_find (found, out_of (b), NULL));
  g_ptr_array_unref (found);
  flow_graph_set_allow_cycles (graph, FALSE);

  /* The application's filter decides too, asked of each pair. */
  data.answer = FALSE;
  flow_graph_set_connection_filter (graph, filter_cb, &data, NULL);
  found = flow_graph_list_connectable (graph, FLOW_DOCK (out_of (a)));
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_cmpuint (data.n_calls, >=, 5);
  g_ptr_array_unref (found);

  /* A filter that takes c away while the graph is read: c's inputs are
   * not found, and nothing is left dangling.
   */
  doomed = c;
  flow_graph_set_connection_filter (graph, removing_filter_cb, &doomed, NULL);
  found = flow_graph_list_connectable (graph, FLOW_DOCK (out_of (a)));
  g_assert_null (doomed);
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_true (g_ptr_array_index (found, 0) == sink_of (b, "r"));
  g_assert_true (g_ptr_array_index (found, 1) == sink_of (b, "extra"));
  g_ptr_array_unref (found);
  flow_graph_set_connection_filter (graph, NULL, NULL, NULL);

  /* A dock of no node of the graph is a programmer's error. */
  flow_test_expect_critical ("*not in the graph*",
                             found = flow_graph_list_connectable (graph, FLOW_DOCK (out_of (loose))));
  g_assert_cmpuint (found->len, ==, 0);
  g_ptr_array_unref (found);
}

static void
test_connection_to_new (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) fresh = relay_new ("fresh");
  g_autoptr(FlowNode) other = relay_new ("other");
  g_autoptr(FlowNode) text = flow_test_node_new ("text", NULL, "out:string");
  FlowNode *a = add_relay (graph, "a");
  FlowNode *b = add_relay (graph, "b");
  FlowNode *c = add_relay (graph, "c");
  FilterData data = { 0, NULL, NULL, FALSE, -1, NULL, 0 };
  g_autoptr(GError) error = NULL;
  Quiet *quiet;

  g_test_summary ("flow_graph_can_connect_to_new () answers for a dock of a node "
                  "not added yet as can_connect () would once it is: the types, "
                  "the application's filter, asked with that dock, and the "
                  "connections the graph's dock has; and changes nothing.");

  flow_test_connect (graph, out_of (a), sink_of (b, "l"));
  flow_sink_set_max_connections (sink_of (b, "extra"), 2);
  flow_test_connect (graph, out_of (a), sink_of (b, "extra"));
  flow_test_connect (graph, out_of (c), sink_of (b, "extra"));
  quiet = quiet_new (graph);

  /* Either way round; a new node closes no cycle. */
  g_assert_true (flow_graph_can_connect_to_new (graph, FLOW_DOCK (out_of (b)),
                                                FLOW_DOCK (sink_of (fresh, "l")), &error));
  g_assert_no_error (error);
  g_assert_true (flow_graph_can_connect_to_new (graph, FLOW_DOCK (sink_of (a, "r")),
                                                FLOW_DOCK (out_of (fresh)), &error));
  g_assert_no_error (error);

  /* An input of one connection, connected, would have it replaced; one
   * at its limit of more takes no other.
   */
  g_assert_true (flow_graph_can_connect_to_new (graph, FLOW_DOCK (sink_of (b, "l")),
                                                FLOW_DOCK (out_of (fresh)), &error));
  g_assert_no_error (error);
  g_assert_false (flow_graph_can_connect_to_new (graph, FLOW_DOCK (sink_of (b, "extra")),
                                                 FLOW_DOCK (out_of (fresh)), &error));
  flow_test_assert_error (error, FLOW_ERROR_LIMIT_REACHED);
  g_clear_error (&error);

  /* Types that do not meet. */
  flow_graph_set_implicit_conversions (graph, FALSE);
  g_assert_false (flow_graph_can_connect_to_new (graph, FLOW_DOCK (sink_of (a, "r")),
                                                 FLOW_DOCK (flow_test_source (text, "out")), &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  flow_graph_set_implicit_conversions (graph, TRUE);

  /* The filter is asked, with the new node's dock, and its reason told. */
  data.answer = FALSE;
  data.reason = "An output here feeds one input.";
  flow_graph_set_connection_filter (graph, filter_cb, &data, NULL);
  g_assert_false (flow_graph_can_connect_to_new (graph, FLOW_DOCK (out_of (a)),
                                                 FLOW_DOCK (sink_of (fresh, "l")), &error));
  flow_test_assert_error (error, FLOW_ERROR_REJECTED);
  g_assert_cmpstr (error->message, ==, "An output here feeds one input.");
  g_clear_error (&error);
  g_assert_cmpuint (data.n_calls, ==, 1);
  g_assert_true (data.last_source == out_of (a));
  g_assert_true (data.last_sink == sink_of (fresh, "l"));
  g_assert_true (data.last_compatible);
  flow_graph_set_connection_filter (graph, NULL, NULL, NULL);

  /* Nothing was added or connected. */
  quiet_assert_and_free (quiet, graph);
  g_assert_null (flow_node_get_graph (fresh));
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink_of (fresh, "l"))), ==, 0);

  /* A dock not in the graph is refused as can_connect () refuses it; a
   * new dock that is in the graph, or of the same kind, is a
   * programmer's error.
   */
  g_assert_false (flow_graph_can_connect_to_new (graph, FLOW_DOCK (out_of (other)),
                                                 FLOW_DOCK (sink_of (fresh, "l")), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
  g_clear_error (&error);
  flow_test_expect_critical ("*flow_node_get_graph (node) == NULL*",
                             g_assert_false (flow_graph_can_connect_to_new (graph, FLOW_DOCK (out_of (a)),
                                                                            FLOW_DOCK (sink_of (c, "r")),
                                                                            NULL)));
  flow_test_expect_critical ("*FLOW_IS_SOURCE*",
                             g_assert_false (flow_graph_can_connect_to_new (graph, FLOW_DOCK (out_of (a)),
                                                                            FLOW_DOCK (out_of (fresh)),
                                                                            NULL)));
}

static void
test_connection_batch (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GListModel *connections = flow_graph_get_connections (graph);
  FlowNode *hub = add_relay (graph, "hub");
  FlowNode *nodes[5];
  FlowConnection *made[5];

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    nodes[i] = add_relay (graph, "node");
  made[0] = flow_test_connect (graph, out_of (hub), sink_of (nodes[0], "l"));

  flow_test_record_changes (connections);
  flow_test_mirror (connections);
  flow_test_record_changes (flow_dock_get_connections (FLOW_DOCK (out_of (hub))));

  flow_graph_begin_batch (graph);
  for (guint i = 1; i < G_N_ELEMENTS (nodes); i++)
    made[i] = flow_test_connect (graph, out_of (hub), sink_of (nodes[i], "l"));
  g_assert_true (flow_graph_remove_connection (graph, made[0], NULL));
  g_assert_true (flow_graph_remove_connection (graph, made[2], NULL));
  /* A replacement inside the batch. */
  flow_test_connect (graph, out_of (nodes[0]), sink_of (nodes[3], "l"));

  /* The docks' lists are not batched. */
  flow_test_assert_changes (flow_dock_get_connections (FLOW_DOCK (out_of (hub))),
                            "1+1, 2+1, 3+1, 4+1, 0-1, 1-1, 1-1");
  flow_test_assert_changes (connections, "");
  flow_graph_end_batch (graph);

  g_assert_cmpuint (flow_test_take_mirror_changes (connections), ==, 1);
  flow_test_assert_mirror (connections);
  flow_test_assert_changes (connections, "0-1+3");

  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_connection_preconditions (void)
{
#define CHECK(call) flow_test_expect_critical (FLOW_TEST_PRECONDITION, call)
  CHECK (flow_connection_get_source (NULL));
  CHECK (flow_connection_get_sink (NULL));
  CHECK (flow_connection_get_graph (NULL));
#undef CHECK
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/connection/connect-disconnect", test_connection_connect_disconnect);
  g_test_add_func ("/flow/connection/fan-out", test_connection_fan_out);
  g_test_add_func ("/flow/connection/deprecated-names", test_connection_deprecated_names);
  g_test_add_func ("/flow/connection/replace", test_connection_replace);
  g_test_add_func ("/flow/connection/limits", test_connection_limits);
  g_test_add_func ("/flow/connection/types", test_connection_types);
  g_test_add_func ("/flow/connection/filter", test_connection_filter);
  g_test_add_func ("/flow/connection/connectable", test_connection_connectable);
  g_test_add_func ("/flow/connection/to-new", test_connection_to_new);
  g_test_add_func ("/flow/connection/batch", test_connection_batch);
  g_test_add_func ("/flow/connection/preconditions", test_connection_preconditions);
  g_test_add_func ("/flow/connection/atomic/refused-changes-nothing", test_connection_refused_changes_nothing);
  g_test_add_func ("/flow/connection/atomic/wrong-type-keeps-connection", test_connection_wrong_type_keeps_connection);
  g_test_add_func ("/flow/connection/atomic/one-notification-per-end", test_connection_one_notification_per_end);
  g_test_add_func ("/flow/connection/atomic/removed-dock", test_connection_removed_dock);
  g_test_add_func ("/flow/connection/atomic/disconnect-dock", test_connection_disconnect_dock);
  g_test_add_func ("/flow/connection/atomic/refused-disconnect", test_connection_refused_disconnect);
  g_test_add_func ("/flow/connection/atomic/foreign-docks", test_connection_foreign_docks);

  return g_test_run ();
}

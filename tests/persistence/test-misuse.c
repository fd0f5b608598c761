/* test-misuse.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

/* Bad calls get a critical and change nothing; never an abort, and never
 * a state of the graph that saves but does not load back.
 */

/* JSON nodes that hold nothing, as a program can make them. */
static JsonNode *
empty_node (guint kind)
{
  switch (kind)
    {
    case 0:
      return json_node_alloc ();
    case 1:
      return json_node_new (JSON_NODE_VALUE);
    case 2:
      return json_node_new (JSON_NODE_OBJECT);
    case 3:
      return json_node_new (JSON_NODE_ARRAY);
    default:
      {
        /* A whole object with an empty member inside. */
        JsonObject *object = json_object_new ();
        JsonNode *node = json_node_new (JSON_NODE_OBJECT);

        json_object_set_member (object, "inner", json_node_new (JSON_NODE_VALUE));
        json_node_take_object (node, object);
        return node;
      }
    }
}

#define N_EMPTY_KINDS 5

static void
test_extra_empty_node (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *before = test_save (serializer, graph);

  for (guint kind = 0; kind < N_EMPTY_KINDS; kind++)
    {
      g_autoptr(JsonNode) empty = empty_node (kind);
      g_autofree char *after = NULL;

      g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*_flow_json_is_complete*");
      flow_graph_set_extra (graph, "view", empty);
      g_test_assert_expected_messages ();

      after = test_save (serializer, graph);
      g_assert_cmpstr (after, ==, before);
    }
}

/* A node type whose save returns a node that holds nothing. */

#define TEST_TYPE_EMPTY_SAVE_NODE (test_empty_save_node_get_type ())
G_DECLARE_FINAL_TYPE (TestEmptySaveNode, test_empty_save_node, TEST, EMPTY_SAVE_NODE, FlowNode)

struct _TestEmptySaveNode
{
  FlowNode parent_instance;
  guint    kind;
};

G_DEFINE_FINAL_TYPE (TestEmptySaveNode, test_empty_save_node, FLOW_TYPE_NODE)

static JsonNode *
test_empty_save_node_save (FlowNode *node)
{
  return empty_node (TEST_EMPTY_SAVE_NODE (node)->kind);
}

static void
test_empty_save_node_class_init (TestEmptySaveNodeClass *klass)
{
  FLOW_NODE_CLASS (klass)->save = test_empty_save_node_save;
}

static void
test_empty_save_node_init (TestEmptySaveNode *self)
{
}

static void
test_save_returns_empty_node (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();

  flow_serializer_register_type (serializer, "test.empty-save", TEST_TYPE_EMPTY_SAVE_NODE);

  for (guint kind = 0; kind < N_EMPTY_KINDS; kind++)
    {
      g_autoptr(FlowGraph) graph = flow_graph_new ();
      g_autoptr(FlowGraph) again = flow_graph_new ();
      g_autoptr(FlowNode) node = g_object_new (TEST_TYPE_EMPTY_SAVE_NODE, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      TEST_EMPTY_SAVE_NODE (node)->kind = kind;
      flow_graph_add_node (graph, node);

      g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*returned a JSON node that holds no value*");
      text = flow_serializer_save_to_data (serializer, graph, NULL);
      g_test_assert_expected_messages ();

      /* Saved without its data, and it loads back. */
      g_assert_null (strstr (text, "\"data\""));
      g_assert_true (flow_serializer_load_from_data (serializer, again, text, -1, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);
    }
}

static void
test_deserialize_empty_node (void)
{
  for (guint kind = 0; kind < N_EMPTY_KINDS; kind++)
    {
      g_autoptr(JsonNode) empty = empty_node (kind);
      g_auto(GValue) value = G_VALUE_INIT;
      g_autoptr(GError) error = NULL;

      g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*_flow_json_is_complete*");
      g_assert_false (flow_value_deserialize (empty, G_TYPE_DOUBLE, &value, &error));
      g_test_assert_expected_messages ();
      g_assert_false (G_IS_VALUE (&value));
    }
}

/* Lowering a sink's limit below the connections it has is refused: the
 * file would then hold a sink with more connections than it takes, which
 * does not load.
 */
static void
test_max_connections_below_count (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", NULL, "out:double");
  g_autoptr(FlowNode) c = flow_test_node_new ("C", "in:double", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  FlowSink *in = flow_test_sink (c, "in");
  FlowGraph *again;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, c);
  flow_sink_set_max_connections (in, FLOW_SINK_UNLIMITED);
  flow_test_connect (graph, flow_test_source (a, "out"), in);
  flow_test_connect (graph, flow_test_source (b, "out"), in);

  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*flow_dock_get_n_connections*");
  flow_sink_set_max_connections (in, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpint (flow_sink_get_max_connections (in), ==, FLOW_SINK_UNLIMITED);

  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*flow_dock_get_n_connections*");
  g_object_set (in, "max-connections", 1, NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpint (flow_sink_get_max_connections (in), ==, FLOW_SINK_UNLIMITED);

  /* Down to the number it has is fine. */
  flow_sink_set_max_connections (in, 2);
  g_assert_cmpint (flow_sink_get_max_connections (in), ==, 2);

  text = test_save (serializer, graph);
  again = test_load (serializer, text);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (again)), ==, 2);
  g_object_unref (again);
  g_assert_no_error (error);
}

/* A limit lowered after a disconnection is undone before it: undoing the
 * disconnection then finds the room the connection had.
 */
static void
test_max_connections_undo (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", NULL, "out:double");
  g_autoptr(FlowNode) c = flow_test_node_new ("C", "in:double", NULL);
  g_autofree char *both = NULL;
  g_autofree char *lowered = NULL;
  g_autofree char *now = NULL;
  FlowSink *in = flow_test_sink (c, "in");
  FlowHistory *history;
  FlowConnection *connection;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, c);
  flow_sink_set_max_connections (in, FLOW_SINK_UNLIMITED);
  flow_test_connect (graph, flow_test_source (a, "out"), in);
  connection = flow_test_connect (graph, flow_test_source (b, "out"), in);
  history = flow_graph_get_history (graph);
  both = test_save (serializer, graph);

  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
  flow_sink_set_max_connections (in, 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Change Connection Limit");
  lowered = test_save (serializer, graph);

  flow_history_undo (history);
  flow_history_undo (history);
  now = test_save (serializer, graph);
  g_assert_cmpstr (now, ==, both);
  g_assert_cmpint (flow_sink_get_max_connections (in), ==, FLOW_SINK_UNLIMITED);
  g_clear_pointer (&now, g_free);

  flow_history_redo (history);
  flow_history_redo (history);
  now = test_save (serializer, graph);
  g_assert_cmpstr (now, ==, lowered);
  g_assert_cmpint (flow_sink_get_max_connections (in), ==, 1);
}

/* A program may change the limit of a dock its node type made: the file
 * keeps it, since the connections it lists were made under it.
 */
static void
test_max_connections_of_type_dock (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", NULL, "out:double");
  g_autoptr(FlowNode) adder = flow_serializer_create_node (serializer, "test.adder");
  g_autoptr(FlowGraph) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *second = NULL;
  FlowSink *in = flow_node_get_sink (adder, "a");

  g_assert_cmpint (flow_sink_get_max_connections (in), ==, 1);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, adder);
  flow_sink_set_max_connections (in, FLOW_SINK_UNLIMITED);
  flow_test_connect (graph, flow_test_source (a, "out"), in);
  flow_test_connect (graph, flow_test_source (b, "out"), in);

  text = test_save (serializer, graph);
  again = test_load (serializer, text);
  g_assert_cmpint (flow_sink_get_max_connections (flow_node_get_sink (flow_graph_get_node (again, 3), "a")),
                   ==, FLOW_SINK_UNLIMITED);
  second = test_save (serializer, again);
  g_assert_cmpstr (second, ==, text);
}

/* A node without docks: its sources are found, listed and peeked without
 * pointer arithmetic on a NULL array (UndefinedBehaviorSanitizer checks).
 */
static void
test_node_without_docks (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree char *text = NULL;

  g_assert_null (flow_node_get_source (node, "out"));
  g_assert_null (flow_node_get_sink (node, "in"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (node)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (node)), ==, 0);

  flow_graph_add_node (graph, node);
  text = test_save (serializer, graph);
  g_assert_nonnull (text);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/misuse/extra-empty-node", test_extra_empty_node);
  g_test_add_func ("/persistence/misuse/save-returns-empty-node", test_save_returns_empty_node);
  g_test_add_func ("/persistence/misuse/deserialize-empty-node", test_deserialize_empty_node);
  g_test_add_func ("/persistence/misuse/max-connections-below-count", test_max_connections_below_count);
  g_test_add_func ("/persistence/misuse/max-connections-undo", test_max_connections_undo);
  g_test_add_func ("/persistence/misuse/max-connections-of-type-dock", test_max_connections_of_type_dock);
  g_test_add_func ("/persistence/misuse/node-without-docks", test_node_without_docks);

  return g_test_run ();
}

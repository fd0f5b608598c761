/* test-serializer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* For sched_setaffinity (). */
#define _GNU_SOURCE

#include "config.h"

#include "persistence-utils.h"

#include "flow-serializer-private.h"
#include "flow-value-private.h"

#include <glib/gstdio.h>
#include <math.h>
#ifdef __linux__
# include <sched.h>
#endif

static const GValue *
value_of (FlowNode   *node,
          const char *name)
{
  FlowDock *dock = flow_node_get_dock (node, name);

  g_assert_nonnull (dock);

  if (FLOW_IS_SINK (dock))
    return flow_sink_get_default_value (FLOW_SINK (dock));

  return flow_dock_get_value (dock);
}

static FlowNode *
node_at (FlowGraph *graph,
         guint      position)
{
  FlowNode *node = g_list_model_get_item (G_LIST_MODEL (graph), position);

  /* The graph keeps its own reference. */
  g_object_unref (node);

  return node;
}

static void
test_round_trip_rich (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *data = test_assert_round_trip (serializer, graph);
  g_autoptr(FlowGraph) loaded = test_load (serializer, data);
  g_autoptr(GVariant) variant = NULL;
  FlowNode *values, *defaults, *adder, *merge, *constant;
  const char * const *strv;
  const TestPoint *point;
  FlowSink *multi;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 5);
  values = node_at (loaded, 0);
  defaults = node_at (loaded, 1);
  adder = node_at (loaded, 2);
  merge = node_at (loaded, 3);
  constant = node_at (loaded, 4);

  /* Nodes keep their ids, titles, positions and types. */
  for (guint i = 0; i < 5; i++)
    {
      FlowNode *original = node_at (graph, i);
      FlowNode *copy = node_at (loaded, i);

      g_assert_cmpuint (flow_node_get_id (copy), ==, flow_node_get_id (original));
      g_assert_cmpstr (flow_node_get_title (copy), ==, flow_node_get_title (original));
      g_assert_cmpfloat (flow_node_get_x (copy), ==, flow_node_get_x (original));
      g_assert_cmpfloat (flow_node_get_y (copy), ==, flow_node_get_y (original));
      g_assert_true (G_OBJECT_TYPE (copy) == G_OBJECT_TYPE (original));
    }
  g_assert_false (flow_node_get_deletable (defaults));
  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, constant), ==, "test.constant");
  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, adder), ==, "test.adder");

  /* Every kind of value. */
  g_assert_false (flow_dock_has_value (flow_node_get_dock (values, "bool")));
  g_assert_true (g_value_get_boolean (value_of (values, "true")));
  g_assert_cmpint (g_value_get_schar (value_of (values, "char")), ==, -128);
  g_assert_cmpuint (g_value_get_uchar (value_of (values, "uchar")), ==, 255);
  g_assert_cmpint (g_value_get_int (value_of (values, "int")), ==, G_MININT);
  g_assert_cmpuint (g_value_get_uint (value_of (values, "uint")), ==, G_MAXUINT);
  g_assert_cmpint (g_value_get_long (value_of (values, "long")), ==, G_MAXLONG);
  g_assert_cmpuint (g_value_get_ulong (value_of (values, "ulong")), ==, G_MAXULONG);
  g_assert_cmpint (g_value_get_int64 (value_of (values, "int64")), ==, G_MININT64);
  g_assert_cmpuint (g_value_get_uint64 (value_of (values, "uint64")), ==, G_MAXUINT64);
  g_assert_cmpfloat (g_value_get_float (value_of (values, "float")), ==, 0.1f);
  g_assert_cmpfloat (g_value_get_double (value_of (values, "double")), ==, 0.1);
  g_assert_cmpfloat (g_value_get_double (value_of (values, "big")), ==, 1e22);
  g_assert_cmpfloat (g_value_get_double (value_of (values, "tiny")), ==, 5e-324);
  g_assert_cmpfloat (g_value_get_double (value_of (values, "negative-zero")), ==, 0.0);
  g_assert_true (signbit (g_value_get_double (value_of (values, "negative-zero"))));
  g_assert_true (isnan (g_value_get_double (value_of (values, "nan"))));
  g_assert_cmpfloat (g_value_get_double (value_of (values, "infinity")), ==, -INFINITY);
  g_assert_cmpstr (g_value_get_string (value_of (values, "string")), ==, "A “quoted” \\ string\t\x01\x1f");
  g_assert_cmpstr (g_value_get_string (value_of (values, "empty")), ==, "");
  g_assert_null (value_of (values, "null-string"));
  g_assert_cmpint (g_value_get_enum (value_of (values, "enum")), ==, TEST_COLOR_BLUE);
  g_assert_cmpuint (g_value_get_flags (value_of (values, "flags")), ==,
                    TEST_STYLE_BOLD | TEST_STYLE_UNDERLINE | (1 << 9));
  g_assert_cmpuint (g_value_get_flags (value_of (values, "no-flags")), ==, 0);
  variant = g_variant_new_parsed ("{'a': <[1, 2]>, 'b': <('x', true)>}");
  g_assert_true (g_variant_equal (g_value_get_variant (value_of (values, "variant")), variant));
  strv = g_value_get_boxed (value_of (values, "strv"));
  g_assert_cmpstrv (strv, ((const char *[]) { "one", "", "thrée", NULL }));
  point = g_value_get_boxed (value_of (values, "point"));
  g_assert_cmpint (point->x, ==, -3);
  g_assert_cmpint (point->y, ==, 7);
  /* A value of a type with no serializer is not saved. */
  g_assert_null (value_of (values, "opaque"));
  g_assert_true (G_VALUE_HOLDS_INT64 (value_of (values, "any")));
  g_assert_cmpint (g_value_get_int64 (value_of (values, "any")), ==, 5);

  /* Sinks: defaults, nulls, and the settings of docks the file made. */
  g_assert_cmpfloat (g_value_get_double (value_of (defaults, "in")), ==, 2.5);
  g_assert_null (value_of (defaults, "null"));
  g_assert_cmpint (g_value_get_enum (value_of (defaults, "enum")), ==, TEST_COLOR_GREEN);
  multi = flow_node_get_sink (defaults, "multi");
  g_assert_cmpint (flow_sink_get_max_connections (multi), ==, FLOW_SINK_UNLIMITED);
  g_assert_true (flow_sink_get_required (multi));
  g_assert_cmpstr (flow_dock_get_label (FLOW_DOCK (multi)), ==, "Many inputs");
  g_assert_true (G_VALUE_HOLDS (value_of (defaults, "multi"), TEST_TYPE_POINT));
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (multi)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (loaded)), ==, 9);

  /* Custom node types get their own state back. */
  g_assert_cmpstr (test_adder_node_get_operation (TEST_ADDER_NODE (adder)), ==, "subtract");
  g_assert_cmpfloat (flow_test_get_double (flow_node_get_dock (adder, "sum")), ==, 4.0 - 0.1);
  g_assert_nonnull (flow_node_get_sink (merge, "in1"));
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (merge, "in0")), ==, 2);
  g_assert_cmpfloat (flow_test_get_double (flow_node_get_dock (constant, "value")), ==, 4.0);
}

/* Files are written a node at a time: the text must be what json-glib
 * makes of the whole document at once.
 */
static void
test_streaming_matches_tree (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(FlowGraph) empty = flow_graph_new ();
  g_autoptr(JsonNode) view = json_from_string ("{\"zoom\":1.5,\"offset\":[1,2]}", NULL);
  FlowGraph *graphs[] = { graph, empty };

  flow_graph_set_extra (graph, "view", view);

  for (guint pretty = 0; pretty < 2; pretty++)
    for (guint i = 0; i < G_N_ELEMENTS (graphs); i++)
      {
        g_autoptr(JsonNode) tree = _flow_serializer_write_graph (serializer, graphs[i]);
        g_autofree char *expected = _flow_json_generate (tree, pretty, NULL);
        g_autofree char *streamed = NULL;

        flow_serializer_set_pretty (serializer, pretty);
        streamed = flow_serializer_save_to_data (serializer, graphs[i], NULL);
        g_assert_cmpstr (streamed, ==, expected);
      }
}

static void
test_round_trip_compact (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autofree char *pretty = test_save (serializer, graph);
  g_autofree char *compact = NULL;
  g_autofree char *again = NULL;
  g_autoptr(FlowGraph) loaded = NULL;

  flow_serializer_set_pretty (serializer, FALSE);
  g_free (test_assert_round_trip (serializer, graph));
  compact = test_save (serializer, graph);
  g_assert_null (strchr (compact, '\n'));
  g_assert_cmpuint (strlen (compact), <, strlen (pretty));

  /* Both forms load the same graph. */
  loaded = test_load (serializer, compact);
  flow_serializer_set_pretty (serializer, TRUE);
  again = test_save (serializer, loaded);
  g_assert_cmpstr (again, ==, pretty);
}

static void
test_round_trip_empty (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree char *data = NULL;

  flow_serializer_set_pretty (serializer, FALSE);
  data = test_assert_round_trip (serializer, graph);
  g_assert_cmpstr (data, ==, "{\"format\":1,\"nodes\":[],\"connections\":[]}");
}

static const char placeholder_file[] =
  "{\n"
  "  \"format\" : 1,\n"
  "  \"nodes\" : [\n"
  "    {\n"
  "      \"id\" : 4,\n"
  "      \"type\" : \"future.reverb\",\n"
  "      \"title\" : \"Reverb\",\n"
  "      \"x\" : 10.5,\n"
  "      \"y\" : 20.0,\n"
  "      \"sinks\" : [\n"
  "        {\n"
  "          \"name\" : \"room\",\n"
  "          \"type\" : \"FutureRoom\",\n"
  "          \"default-value\" : {\n"
  "            \"width\" : 4,\n"
  "            \"walls\" : [\n"
  "              \"stone\",\n"
  "              \"wood\"\n"
  "            ]\n"
  "          }\n"
  "        },\n"
  "        {\n"
  "          \"name\" : \"mix\",\n"
  "          \"type\" : \"gdouble\",\n"
  "          \"label\" : \"Dry/wet\",\n"
  "          \"required\" : true,\n"
  "          \"default-value\" : 0.25\n"
  "        }\n"
  "      ],\n"
  "      \"sources\" : [\n"
  "        {\n"
  "          \"name\" : \"out\",\n"
  "          \"type\" : \"FlowAny\",\n"
  "          \"value-type\" : \"FutureSignal\",\n"
  "          \"value\" : \"4@48000\"\n"
  "        },\n"
  "        {\n"
  "          \"name\" : \"opaque\",\n"
  "          \"type\" : \"TestOpaque\",\n"
  "          \"value\" : [\n"
  "            1,\n"
  "            2\n"
  "          ]\n"
  "        }\n"
  "      ],\n"
  "      \"data\" : {\n"
  "        \"algorithm\" : \"plate\",\n"
  "        \"taps\" : [\n"
  "          1,\n"
  "          2.5,\n"
  "          null,\n"
  "          {\n"
  "            \"z\" : true,\n"
  "            \"a\" : \"first\"\n"
  "          }\n"
  "        ]\n"
  "      }\n"
  "    },\n"
  "    {\n"
  "      \"id\" : 9,\n"
  "      \"type\" : \"FlowNode\",\n"
  "      \"x\" : 0.0,\n"
  "      \"y\" : 0.0,\n"
  "      \"sinks\" : [\n"
  "        {\n"
  "          \"name\" : \"in\",\n"
  "          \"type\" : \"FlowAny\",\n"
  "          \"default-value\" : null\n"
  "        }\n"
  "      ]\n"
  "    }\n"
  "  ],\n"
  "  \"connections\" : [\n"
  "    {\n"
  "      \"source-node\" : 4,\n"
  "      \"source\" : \"out\",\n"
  "      \"sink-node\" : 9,\n"
  "      \"sink\" : \"in\"\n"
  "    }\n"
  "  ]\n"
  "}\n";

static void
test_placeholder (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_load (serializer, placeholder_file);
  g_autofree char *saved = NULL;
  FlowNode *node = node_at (graph, 0);
  FlowPlaceholderNode *placeholder;
  FlowConnection *connection;

  g_assert_true (FLOW_IS_PLACEHOLDER_NODE (node));
  placeholder = FLOW_PLACEHOLDER_NODE (node);
  g_assert_cmpstr (flow_placeholder_node_get_type_name (placeholder), ==, "future.reverb");
  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, node), ==, "future.reverb");
  g_assert_nonnull (flow_placeholder_node_get_data (placeholder));
  g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_WARNING);
  g_assert_nonnull (strstr (flow_node_get_message (node), "future.reverb"));
  g_assert_cmpuint (flow_node_get_id (node), ==, 4);

  /* Docks of unknown types carry anything; known ones are typed. */
  g_assert_true (flow_dock_get_value_type (flow_node_get_dock (node, "room")) == FLOW_TYPE_ANY);
  g_assert_true (flow_dock_get_value_type (flow_node_get_dock (node, "mix")) == G_TYPE_DOUBLE);
  g_assert_cmpfloat (g_value_get_double (value_of (node, "mix")), ==, 0.25);
  g_assert_true (flow_sink_get_required (flow_node_get_sink (node, "mix")));

  /* Saved back byte for byte, the parts this program cannot read included. */
  saved = test_save (serializer, graph);
  g_assert_cmpstr (saved, ==, placeholder_file);

  /* It can still be edited: a placeholder is a node. */
  connection = flow_graph_find_connection (graph, flow_node_get_source (node, "out"),
                                           flow_node_get_sink (node_at (graph, 1), "in"));
  g_assert_nonnull (connection);
  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
  flow_node_set_position (node, 0, 0);
  g_clear_pointer (&saved, g_free);
  saved = test_save (serializer, graph);
  g_assert_nonnull (strstr (saved, "\"algorithm\" : \"plate\""));
  g_assert_nonnull (strstr (saved, "\"type\" : \"FutureRoom\""));
  g_assert_null (strstr (saved, "\"source-node\""));
}

/* json-glib 1.6 prints 1e22 as "1e+22.0", which is not JSON: numbers
 * from a file, a node's data or a registered serializer that it would
 * print so are written in a form that reads back, and the next save
 * gives the same bytes.
 */
static void
test_unprintable_numbers (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(JsonNode) extra = json_from_string ("[1e22, 1e18, -2e300, 0.5]", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  const char *file =
    "{\"format\":1,\"nodes\":[{\"id\":1,\"type\":\"future.node\","
    "\"data\":{\"big\":1e22,\"exact\":1e18},"
    "\"sources\":[{\"name\":\"out\",\"type\":\"FutureType\",\"value\":[1e25]}]}]}";

  flow_serializer_set_pretty (serializer, FALSE);

  g_assert_true (flow_serializer_load_from_data (serializer, graph, file, -1, &error));
  g_assert_no_error (error);
  flow_graph_set_extra (graph, "numbers", extra);

  first = test_save (serializer, graph);
  g_assert_cmpstr (first, ==,
                   "{\"format\":1,\"nodes\":[{\"id\":1,\"type\":\"future.node\",\"x\":0.0,\"y\":0.0,"
                   "\"sources\":[{\"name\":\"out\",\"type\":\"FutureType\",\"value\":[1.0000000000000001e+25]}],"
                   "\"data\":{\"big\":\"1e+22\",\"exact\":1000000000000000000}}],"
                   "\"connections\":[],\"extra\":{\"numbers\":[\"1e+22\",1000000000000000000,-2.0000000000000001e+300,0.5]}}");
  second = test_assert_round_trip (serializer, graph);
  g_assert_cmpstr (second, ==, first);
}

/* Every double is written in a form that reads back exactly: numbers
 * JSON can hold as they are, in a range far beyond where "%.17g" starts
 * using an exponent (the quick path) and across it; the rest as text.
 */
static void
test_numbers_read_back (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  const double edges[] = { 0.0, -0.0, 1e-3, 1e15, 1e-4, 1e17, 1e16, 99999999999999984.0,
                           0.00099999999999999, 1000000000000000.1, 1e22, 5e-5, 1e-310,
                           G_MAXDOUBLE, -G_MAXDOUBLE, G_MINDOUBLE, 123.456, -7.0 };

  for (guint i = 0; i < 20000 + G_N_ELEMENTS (edges); i++)
    {
      double value = i < G_N_ELEMENTS (edges) ? edges[i]
                     : (g_rand_boolean (rand) ? -1 : 1) *
                       g_rand_double_range (rand, 1, 10) * pow (10, g_rand_int_range (rand, -320, 308));
      g_autoptr(JsonNode) node = _flow_json_new_double (value);
      g_autofree char *text = _flow_json_generate (node, FALSE, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) read = json_from_string (text, &error);

      g_assert_no_error (error);
      g_assert_true (JSON_NODE_HOLDS_VALUE (read));
      if (json_node_get_value_type (read) == G_TYPE_STRING)
        {
          char expected[G_ASCII_DTOSTR_BUF_SIZE];

          g_ascii_formatd (expected, sizeof expected, "%.17g", value);
          g_assert_cmpstr (json_node_get_string (read), ==, expected);
          g_assert_nonnull (strchr (expected, 'e'));
          g_assert_null (strchr (expected, '.'));
        }
      else
        {
          g_assert_cmpfloat (json_node_get_double (read), ==, value);
        }
    }
}

static void
test_registry (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_auto(GStrv) types = flow_serializer_list_types (serializer);
  g_autoptr(FlowNode) adder = test_adder_node_new ();
  g_autoptr(FlowNode) plain = flow_node_new ();
  g_autoptr(FlowNode) constant = flow_serializer_create_node (serializer, "test.constant");
  g_autoptr(FlowNode) created = flow_serializer_create_node (serializer, "test.adder");

  g_assert_cmpstrv (types, ((const char *[]) { "test.adder", "test.merge", "test.constant", NULL }));

  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, adder), ==, "test.adder");
  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, plain), ==, "FlowNode");
  g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, constant), ==, "test.constant");
  g_assert_true (TEST_IS_ADDER_NODE (created));
  g_assert_nonnull (flow_node_get_source (constant, "value"));
  g_assert_null (flow_serializer_create_node (serializer, "test.unknown"));
  g_assert_null (flow_serializer_create_node (serializer, "FlowNode"));

  flow_test_expect_critical ("*registered already*",
                             flow_serializer_register_type (serializer, "test.adder",
                                                            TEST_TYPE_MERGE_NODE));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_serializer_register_type (serializer, "FlowNode",
                                                            TEST_TYPE_MERGE_NODE));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_serializer_register_type (serializer, "test.string",
                                                            G_TYPE_STRING));
}

/* Describes "test.adder" as a plain node with one input, and nothing
 * else; counts its calls.
 */
static FlowNode *
describe_adder (const char *type_name,
                gpointer    user_data)
{
  guint *calls = user_data;
  g_autoptr(FlowSink) sink = NULL;
  FlowNode *node;

  (*calls)++;
  if (g_strcmp0 (type_name, "test.adder") != 0)
    return NULL;

  node = flow_node_new ();
  flow_node_set_title (node, "Described adder");
  sink = flow_sink_new ("a", G_TYPE_DOUBLE);
  flow_node_add_dock (node, FLOW_DOCK (sink));

  return node;
}

static void
count_destroy (gpointer data)
{
  guint *calls = data;

  *calls += 100;
}

static void
test_describe_type (void)
{
  FlowSerializer *serializer = test_serializer_new ();
  g_autoptr(FlowNode) made = NULL;
  g_autoptr(FlowNode) described = NULL;
  g_autoptr(FlowNode) constant = NULL;
  guint calls = 0, other_calls = 0;

  g_test_summary ("A serializer describes node types by the application's "
                  "function when it answers, and by making a node otherwise.");

  /* Without a function: a node made as create_node () makes it. */
  made = flow_serializer_describe_type (serializer, "test.adder");
  g_assert_true (TEST_IS_ADDER_NODE (made));
  g_assert_null (flow_serializer_describe_type (serializer, "test.unknown"));
  g_assert_null (flow_serializer_describe_type (serializer, "FlowNode"));

  flow_serializer_set_describe_func (serializer, describe_adder, &calls, count_destroy);
  described = flow_serializer_describe_type (serializer, "test.adder");
  g_assert_cmpuint (calls, ==, 1);
  g_assert_false (TEST_IS_ADDER_NODE (described));
  g_assert_cmpstr (flow_node_get_title (described), ==, "Described adder");
  g_assert_nonnull (flow_node_get_sink (described, "a"));
  g_assert_null (flow_node_get_graph (described));

  /* A type the function does not answer for is made; an unknown one is
   * not asked about.
   */
  constant = flow_serializer_describe_type (serializer, "test.constant");
  g_assert_cmpuint (calls, ==, 2);
  g_assert_nonnull (flow_node_get_source (constant, "value"));
  g_assert_null (flow_serializer_describe_type (serializer, "test.unknown"));
  g_assert_cmpuint (calls, ==, 2);

  /* Loading and create_node () never ask it. */
  g_clear_object (&made);
  made = flow_serializer_create_node (serializer, "test.adder");
  g_assert_true (TEST_IS_ADDER_NODE (made));
  g_assert_cmpuint (calls, ==, 2);

  /* Another function replaces it, and its data is freed then; the last
   * one's with the serializer.
   */
  flow_serializer_set_describe_func (serializer, describe_adder, &other_calls, count_destroy);
  g_assert_cmpuint (calls, ==, 102);
  g_clear_object (&described);
  described = flow_serializer_describe_type (serializer, "test.adder");
  g_assert_cmpuint (other_calls, ==, 1);
  g_object_unref (serializer);
  g_assert_cmpuint (other_calls, ==, 101);
  g_assert_cmpuint (calls, ==, 102);
}

static const char bad_connection_file[] =
  "{\"format\":1,\"nodes\":[{\"id\":1,\"type\":\"FlowNode\","
  "\"sources\":[{\"name\":\"out\",\"type\":\"gint\",\"value\":3}]}],"
  "\"connections\":[{\"source-node\":1,\"source\":\"out\",\"sink-node\":2,\"sink\":\"in\"}]}";

static void
test_failure_leaves_graph (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *saved = test_save (serializer, graph);
  g_autofree char *fingerprint = test_fingerprint (graph);
  g_autofree char *saved_after = NULL;
  g_autofree char *fingerprint_after = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  flow_node_set_x (node_at (graph, 0), 1.0);
  g_assert_true (flow_history_get_can_undo (history));

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (before, g_list_model_get_item (G_LIST_MODEL (graph), i));

  flow_test_record_changes (graph);
  flow_test_record_changes (flow_graph_get_connections (graph));

  g_assert_false (flow_serializer_load_from_data (serializer, graph, bad_connection_file, -1, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==,
                   "Invalid data at connections[0].sink-node: no node has the id 2.");

  /* Nothing happened: no signal, the same nodes, the same history. */
  flow_test_assert_changes (graph, "");
  flow_test_assert_changes (flow_graph_get_connections (graph), "");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (node_at (graph, i) == g_ptr_array_index (before, i));
      g_assert_true (flow_node_get_graph (node_at (graph, i)) == graph);
    }
  g_assert_true (flow_history_get_can_undo (history));
  flow_history_undo (history);
  saved_after = test_save (serializer, graph);
  fingerprint_after = test_fingerprint (graph);
  g_assert_cmpstr (saved_after, ==, saved);
  g_assert_cmpstr (fingerprint_after, ==, fingerprint);
}

static void
test_load_replaces_in_one_batch (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) rich = test_rich_graph_new (serializer);
  g_autofree char *data = test_save (serializer, rich);
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) old = flow_test_node_new ("Old", "in:double", "out:double");
  g_autoptr(FlowNode) other = flow_test_node_new ("Other", "in:double", NULL);
  g_autoptr(GError) error = NULL;
  FlowHistory *history;
  FlowConnection *old_connection;

  flow_graph_add_node (graph, old);
  flow_graph_add_node (graph, other);
  old_connection = flow_test_connect (graph, flow_test_source (old, "out"), flow_test_sink (other, "in"));
  g_object_ref (old_connection);

  history = flow_graph_get_history (graph);
  flow_node_set_title (old, "Renamed");
  g_assert_true (flow_history_get_modified (history));

  flow_test_record_changes (graph);
  flow_test_record_changes (flow_graph_get_connections (graph));

  g_assert_true (flow_serializer_load_from_data (serializer, graph, data, -1, &error));
  g_assert_no_error (error);

  flow_test_assert_changes (graph, "0-2+5");
  flow_test_assert_changes (flow_graph_get_connections (graph), "0-1+9");

  /* The old nodes and connections are gone for good. */
  g_assert_null (flow_node_get_graph (old));
  g_assert_null (flow_connection_get_graph (old_connection));
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (flow_test_source (old, "out"))), ==, 0);
  g_object_unref (old_connection);
  for (guint i = 0; i < 5; i++)
    g_assert_true (flow_node_get_graph (node_at (graph, i)) == graph);

  /* Loading starts a clean history. */
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_false (flow_history_get_modified (history));

  /* The graph works as usual, ids included. */
  {
    g_autoptr(FlowNode) added = flow_node_new ();

    flow_graph_add_node (graph, added);
    g_assert_cmpuint (flow_node_get_id (added), ==, 6);
    g_assert_true (flow_history_get_modified (history));
  }
}

static void
test_extras (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(JsonNode) view = json_from_string ("{\"zoom\":1.5,\"x\":-20.0,\"y\":4.0}", NULL);
  g_autoptr(JsonNode) app = json_from_string ("[\"settings\"]", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *empty = NULL;

  flow_serializer_set_pretty (serializer, FALSE);

  flow_graph_set_extra (graph, "view", view);
  flow_graph_set_extra (graph, "app", app);
  g_assert_true (json_node_equal (flow_graph_get_extra (graph, "view"), view));

  data = test_save (serializer, graph);
  g_assert_cmpstr (data, ==,
                   "{\"format\":1,\"nodes\":[],\"connections\":[],"
                   "\"extra\":{\"app\":[\"settings\"],\"view\":{\"zoom\":1.5,\"x\":-20.0,\"y\":4.0}}}");

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
  g_assert_no_error (error);
  g_assert_true (json_node_equal (flow_graph_get_extra (loaded, "view"), view));
  g_assert_true (json_node_equal (flow_graph_get_extra (loaded, "app"), app));
  g_free (test_assert_round_trip (serializer, loaded));

  /* Loading a file without them removes them. */
  flow_graph_set_extra (graph, "view", NULL);
  flow_graph_set_extra (graph, "app", NULL);
  empty = test_save (serializer, graph);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, empty, -1, &error));
  g_assert_null (flow_graph_get_extra (loaded, "view"));
  g_assert_null (flow_graph_get_extra (loaded, "app"));
}

static void
extra_changed_cb (FlowGraph  *graph,
                  const char *name,
                  GString    *log)
{
  g_string_append_printf (log, "%s;", name);
}

static void
test_extras_signal (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(JsonNode) one = json_from_string ("1", NULL);
  g_autoptr(JsonNode) two = json_from_string ("2", NULL);
  g_autoptr(GString) log = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  g_signal_connect (graph, "extra-changed::view", G_CALLBACK (extra_changed_cb), log);

  flow_graph_set_extra (graph, "view", one);
  flow_graph_set_extra (graph, "view", one);
  flow_graph_set_extra (graph, "other", two);
  g_assert_cmpstr (log->str, ==, "view;");

  g_assert_true (flow_serializer_load_from_data (serializer, graph,
                                                 "{\"format\":1,\"extra\":{\"view\":2}}", -1, &error));
  g_assert_cmpstr (log->str, ==, "view;view;");
  g_assert_true (flow_serializer_load_from_data (serializer, graph,
                                                 "{\"format\":1,\"extra\":{\"view\":2}}", -1, &error));
  g_assert_cmpstr (log->str, ==, "view;view;");
  g_assert_true (flow_serializer_load_from_data (serializer, graph, "{\"format\":1}", -1, &error));
  g_assert_cmpstr (log->str, ==, "view;view;view;");
  g_assert_null (flow_graph_get_extra (graph, "other"));
}

static void
test_files (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
  g_autofree char *missing_path = g_build_filename (dir, "missing.flow", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "no-such-dir", "graph.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autofree char *expected = test_save (serializer, graph);
  g_autofree char *contents = NULL;
  g_autofree char *again = NULL;
  FlowHistory *history = flow_graph_get_history (graph);

  flow_node_set_x (node_at (graph, 0), 5.0);
  g_clear_pointer (&expected, g_free);
  expected = test_save (serializer, graph);
  g_assert_true (flow_history_get_modified (history));

  /* An old file is replaced whole; no temporary file is left behind. */
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_true (flow_serializer_save_to_file (serializer, graph, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
  g_assert_cmpuint (test_count_files (dir), ==, 1);
  g_assert_false (flow_history_get_modified (history));

  /* Undoing after a save modifies; redoing comes back to the clean state. */
  flow_history_undo (history);
  g_assert_true (flow_history_get_modified (history));
  flow_history_redo (history);
  g_assert_false (flow_history_get_modified (history));

  g_assert_true (flow_serializer_load_from_file (serializer, loaded, file, NULL, &error));
  g_assert_no_error (error);
  again = test_save (serializer, loaded);
  g_assert_cmpstr (again, ==, expected);

  /* Errors of the file system are GIO's, and change nothing. */
  g_assert_false (flow_serializer_load_from_file (serializer, loaded, missing, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 5);

  flow_node_set_x (node_at (graph, 0), 6.0);
  g_assert_false (flow_serializer_save_to_file (serializer, graph, bad, NULL, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == G_IO_ERROR);
  g_clear_error (&error);
  g_assert_true (flow_history_get_modified (history));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_streams (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GOutputStream) output = g_memory_output_stream_new_resizable ();
  g_autoptr(GInputStream) input = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = test_save (serializer, graph);
  g_autofree char *again = NULL;

  g_assert_true (flow_serializer_save_to_stream (serializer, graph, output, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_close (output, NULL, NULL));
  bytes = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (output));
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                   expected, strlen (expected));

  input = g_memory_input_stream_new_from_bytes (bytes);
  g_assert_true (flow_serializer_load_from_stream (serializer, loaded, input, NULL, &error));
  g_assert_no_error (error);
  again = test_save (serializer, loaded);
  g_assert_cmpstr (again, ==, expected);
}

/* Asynchronous loading */

typedef struct
{
  GMainLoop    *loop;
  GAsyncResult *result;
  FlowGraph    *graph;
  GCancellable *cancellable;
  double        last_fraction;
  guint         n_progress;
  guint         n_items_during;
  gboolean      cancel_at_build;
  gboolean      progress_freed;
} AsyncState;

static void
progress_cb (double   fraction,
             gpointer user_data)
{
  AsyncState *state = user_data;

  g_assert_cmpfloat (fraction, >=, state->last_fraction);
  g_assert_cmpfloat (fraction, <=, 1.0);
  state->last_fraction = fraction;
  state->n_progress++;

  /* While it builds, the graph still shows its old contents. */
  if (fraction < 1.0)
    state->n_items_during = g_list_model_get_n_items (G_LIST_MODEL (state->graph));

  if (state->cancel_at_build && fraction > 0.5)
    g_cancellable_cancel (state->cancellable);
}

static void
progress_free_cb (gpointer user_data)
{
  AsyncState *state = user_data;

  state->progress_freed = TRUE;
}

static void
async_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  AsyncState *state = user_data;

  state->result = g_object_ref (result);
  g_main_loop_quit (state->loop);
}

static FlowGraph *
big_graph_new (guint n)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *previous = NULL;

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("Node", "in:double", "out:double");

      flow_node_set_position (node, i * 10.0, i % 7);
      flow_dock_set_double (FLOW_DOCK (flow_test_source (node, "out")), i * 0.5);
      flow_graph_add_node (graph, node);
      if (previous != NULL)
        flow_test_connect (graph, flow_test_source (previous, "out"), flow_test_sink (node, "in"));
      previous = node;
    }
  flow_graph_end_batch (graph);

  return graph;
}

static void
test_async_load (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) big = big_graph_new (5000);
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) old = flow_node_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "big.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *expected = test_save (serializer, big);
  g_autofree char *again = NULL;
  AsyncState state = { loop, NULL, graph, NULL, 0, 0, G_MAXUINT, FALSE, FALSE };

  g_assert_true (flow_serializer_save_to_file (serializer, big, file, NULL, &error));
  flow_graph_add_node (graph, old);

  flow_test_record_changes (graph);
  flow_serializer_load_from_file_async (serializer, graph, file, G_PRIORITY_DEFAULT, NULL,
                                        progress_cb, &state, progress_free_cb,
                                        async_done_cb, &state);
  /* Nothing changes before the main loop runs. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_main_loop_run (loop);

  g_assert_true (flow_serializer_load_from_file_finish (serializer, state.result, &error));
  g_assert_no_error (error);
  g_clear_object (&state.result);

  g_assert_cmpuint (state.n_progress, >=, 3);
  g_assert_cmpfloat (state.last_fraction, ==, 1.0);
  g_assert_cmpuint (state.n_items_during, ==, 1);
  g_assert_true (state.progress_freed);
  flow_test_assert_changes (graph, "0-1+5000");

  again = test_save (serializer, graph);
  g_assert_cmpstr (again, ==, expected);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_async_load_cancel (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) big = big_graph_new (5000);
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) old = flow_node_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *data = test_save (serializer, big);
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (data, -1, NULL);
  AsyncState state = { loop, NULL, graph, cancellable, 0, 0, G_MAXUINT, TRUE, FALSE };

  flow_graph_add_node (graph, old);
  flow_test_record_changes (graph);

  flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT,
                                          cancellable, progress_cb, &state, NULL,
                                          async_done_cb, &state);
  g_main_loop_run (loop);

  g_assert_false (flow_serializer_load_from_stream_finish (serializer, state.result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&state.result);

  g_assert_cmpfloat (state.last_fraction, <, 1.0);
  flow_test_assert_changes (graph, "");
  g_assert_true (node_at (graph, 0) == old);
}

static void
test_async_load_invalid (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (bad_connection_file, -1, NULL);
  g_autoptr(GInputStream) garbage = g_memory_input_stream_new_from_data ("{\"format\": 1", -1, NULL);
  AsyncState state = { loop, NULL, graph, NULL, 0, 0, G_MAXUINT, FALSE, FALSE };

  flow_serializer_load_from_stream_async (serializer, graph, stream, G_PRIORITY_DEFAULT,
                                          NULL, NULL, NULL, NULL, async_done_cb, &state);
  g_main_loop_run (loop);
  g_assert_false (flow_serializer_load_from_stream_finish (serializer, state.result, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_clear_object (&state.result);
  g_clear_error (&error);

  flow_serializer_load_from_stream_async (serializer, graph, garbage, G_PRIORITY_DEFAULT,
                                          NULL, NULL, NULL, NULL, async_done_cb, &state);
  g_main_loop_run (loop);
  g_assert_false (flow_serializer_load_from_stream_finish (serializer, state.result, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_clear_object (&state.result);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
}

static void
test_async_save (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "saved.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  AsyncState state = { loop, NULL, graph, NULL, 0, 0, G_MAXUINT, FALSE, FALSE };

  flow_node_set_title (node_at (graph, 0), "Saved");
  expected = test_save (serializer, graph);

  flow_serializer_save_to_file_async (serializer, graph, file, G_PRIORITY_DEFAULT, NULL,
                                      async_done_cb, &state);
  /* Edited while it saves: the file has the state of the call. */
  flow_node_set_title (node_at (graph, 0), "Edited since");
  g_main_loop_run (loop);
  g_assert_true (flow_serializer_save_to_file_finish (serializer, state.result, &error));
  g_assert_no_error (error);
  g_clear_object (&state.result);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);

  /* The history is clean at the saved state, not at the current one. */
  g_assert_true (flow_history_get_modified (history));
  flow_history_undo (history);
  g_assert_false (flow_history_get_modified (history));

  g_unlink (path);
  g_rmdir (dir);
}

/* Where a node's save function ran, for test_async_bytes (). */
static JsonNode *(*adder_save) (FlowNode *node);
static GThread *saved_in;
static guint n_saves;

static JsonNode *
recording_save (FlowNode *node)
{
  saved_in = g_thread_self ();
  n_saves++;

  return adder_save (node);
}

/* The text made in a worker is save_to_data ()'s, of the graph as it
 * was when asked, compact or indented; nodes' save functions ran in the
 * calling thread before the call returned; the history stays as it was;
 * a cancelled save gives G_IO_ERROR_CANCELLED.
 */
static void
test_async_bytes (void)
{
  FlowNodeClass *adder = g_type_class_ref (TEST_TYPE_ADDER_NODE);
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) graph = test_rich_graph_new (serializer);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  AsyncState state = { loop, NULL, graph, NULL, 0, 0, G_MAXUINT, FALSE, FALSE };

  flow_node_set_title (node_at (graph, 0), "Kept");
  g_assert_true (flow_history_get_modified (history));

  for (guint pretty = 0; pretty < 2; pretty++)
    {
      g_autofree char *expected = NULL;
      gsize length;

      flow_serializer_set_pretty (serializer, pretty);
      expected = flow_serializer_save_to_data (serializer, graph, &length);

      adder_save = adder->save;
      adder->save = recording_save;
      n_saves = 0;
      saved_in = NULL;
      flow_serializer_save_to_bytes_async (serializer, graph, NULL, async_done_cb, &state);
      adder->save = adder_save;
      g_assert_cmpuint (n_saves, >, 0);
      g_assert_true (saved_in == g_thread_self ());

      /* Edited while the text is made: the text has the state of the call. */
      flow_node_set_title (node_at (graph, 0), "Edited since");
      g_main_loop_run (loop);
      bytes = flow_serializer_save_to_bytes_finish (serializer, state.result, &error);
      g_assert_no_error (error);
      g_clear_object (&state.result);

      g_assert_nonnull (bytes);
      g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), expected, length);
      g_clear_pointer (&bytes, g_bytes_unref);

      flow_history_undo (history);
      g_assert_cmpstr (flow_node_get_title (node_at (graph, 0)), ==, "Kept");
    }

  /* Not marked clean: the text is not the user's file. */
  g_assert_true (flow_history_get_modified (history));

  flow_serializer_save_to_bytes_async (serializer, graph, cancellable, async_done_cb, &state);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (loop);
  bytes = flow_serializer_save_to_bytes_finish (serializer, state.result, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (bytes);
  g_clear_object (&state.result);

  g_type_class_unref (adder);
}

/* Pins every thread of the test, and so the threads they start later,
 * to the processor the test runs on; unpin_threads () lets them go again.
 * On one processor the main thread, woken by a worker that has finished,
 * usually runs before the worker goes on: the interleaving in which the
 * worker lets go of its task last, rare on an idle machine and common on
 * a busy one, becomes the usual one.
 */
#ifdef __linux__
static cpu_set_t unpinned;

static void
set_threads_affinity (const cpu_set_t *set)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    sched_setaffinity (atoi (name), sizeof *set, set);
}

static void
pin_threads (void)
{
  cpu_set_t one;
  int cpu = sched_getcpu ();

  sched_getaffinity (0, sizeof unpinned, &unpinned);
  CPU_ZERO (&one);
  CPU_SET (cpu >= 0 ? cpu : 0, &one);
  set_threads_affinity (&one);
}

static void
unpin_threads (void)
{
  set_threads_affinity (&unpinned);
}
#else
static void
pin_threads (void)
{
}

static void
unpin_threads (void)
{
}
#endif

/* Where the last reference to an object went. */
static void
released_cb (gpointer  data,
             GObject  *where_the_object_was)
{
  g_atomic_pointer_set ((GThread **) data, g_thread_self ());
}

static GThread *
wait_released (GThread **thread)
{
  gint64 end = g_get_monotonic_time () + 5 * G_TIME_SPAN_SECOND;

  while (g_atomic_pointer_get (thread) == NULL && g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (1000);
    }

  return g_atomic_pointer_get (thread);
}

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (flow_serializer_save_to_file_finish (FLOW_SERIALIZER (object), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
bytes_saved_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = flow_serializer_save_to_bytes_finish (FLOW_SERIALIZER (object), result, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 0);
  *done = TRUE;
}

static void
failed_load_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_false (flow_serializer_load_from_stream_finish (FLOW_SERIALIZER (object), result, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  *done = TRUE;
}

typedef enum
{
  START_SAVE_TO_FILE,
  START_FAILED_LOAD,
  START_SAVE_TO_BYTES,
} StartKind;

/* Starts a save or a load, lets go of the serializer and the graph at
 * once, and checks where their last references went.
 */
static void
start_and_let_go (StartKind  kind,
                  GFile     *file)
{
  FlowSerializer *serializer = test_serializer_new ();
  FlowGraph *graph = kind == START_FAILED_LOAD ? flow_graph_new () : test_rich_graph_new (serializer);
  g_autoptr(GInputStream) garbage = g_memory_input_stream_new_from_data ("{\"format\": 1", -1, NULL);
  GThread *serializer_thread = NULL;
  GThread *graph_thread = NULL;
  gboolean done = FALSE;

  g_object_weak_ref (G_OBJECT (serializer), released_cb, &serializer_thread);
  g_object_weak_ref (G_OBJECT (graph), released_cb, &graph_thread);
  switch (kind)
    {
    case START_SAVE_TO_FILE:
      flow_serializer_save_to_file_async (serializer, graph, file, G_PRIORITY_DEFAULT,
                                          NULL, saved_cb, &done);
      break;
    case START_FAILED_LOAD:
      flow_serializer_load_from_stream_async (serializer, graph, garbage, G_PRIORITY_DEFAULT,
                                              NULL, NULL, NULL, NULL, failed_load_cb, &done);
      break;
    case START_SAVE_TO_BYTES:
      flow_serializer_save_to_bytes_async (serializer, graph, NULL, bytes_saved_cb, &done);
      break;
    default:
      g_assert_not_reached ();
    }
  g_object_unref (graph);
  g_object_unref (serializer);

  /* As an application's main loop waits: woken at once. */
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (wait_released (&graph_thread) == g_thread_self ());
  g_assert_true (wait_released (&serializer_thread) == g_thread_self ());
}

static void
test_async_last_reference (void)
{
  g_autofree char *dir = test_temporary_directory ();
  g_autofree char *path = g_build_filename (dir, "saved.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_test_summary ("An application may let go of the serializer and the graph "
                  "as soon as it has started a save or a load: they are then "
                  "finalized in the main context, never in a worker thread, "
                  "although the worker often lets go of its task last.");

  pin_threads ();

  for (StartKind kind = START_SAVE_TO_FILE; kind <= START_SAVE_TO_BYTES; kind++)
    for (guint i = 0; i < 50; i++)
      start_and_let_go (kind, file);

  unpin_threads ();

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_cycles (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) cyclic = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", "in:double", "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", "out:double");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  flow_graph_set_allow_cycles (cyclic, TRUE);
  flow_graph_add_node (cyclic, a);
  flow_graph_add_node (cyclic, b);
  flow_test_connect (cyclic, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  flow_test_connect (cyclic, flow_test_source (b, "out"), flow_test_sink (a, "in"));
  data = test_save (serializer, cyclic);

  /* A graph that allows cycles takes the file. */
  {
    g_autoptr(FlowGraph) also_cyclic = flow_graph_new ();
    g_autofree char *again = NULL;

    flow_graph_set_allow_cycles (also_cyclic, TRUE);
    g_assert_true (flow_serializer_load_from_data (serializer, also_cyclic, data, -1, &error));
    g_assert_no_error (error);
    again = test_save (serializer, also_cyclic);
    g_assert_cmpstr (again, ==, data);
  }

  /* A graph that forbids cycles refuses the file. */
  g_assert_false (flow_serializer_load_from_data (serializer, graph, data, -1, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==,
                   "Invalid data at connections[1]: connecting the output “out” of “B” "
                   "to the input “in” of “A” would create a cycle.");
}

static gboolean
refuse_strings_cb (FlowGraph   *graph,
                   FlowSource  *source,
                   FlowSink    *sink,
                   gboolean     types_compatible,
                   char       **reason,
                   gpointer     user_data)
{
  FlowGraph **seen = user_data;

  *seen = graph;

  if (flow_dock_get_value_type (FLOW_DOCK (source)) == G_TYPE_STRING)
    {
      *reason = g_strdup ("Text cannot go there.");
      return FALSE;
    }

  return types_compatible;
}

static void
test_connection_filter (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  FlowGraph *seen = NULL;
  const char *ok_file =
    "{\"format\":1,\"nodes\":["
    "{\"id\":1,\"type\":\"FlowNode\",\"sources\":[{\"name\":\"out\",\"type\":\"gint\",\"value\":1}]},"
    "{\"id\":2,\"type\":\"FlowNode\",\"sinks\":[{\"name\":\"in\",\"type\":\"gdouble\",\"default-value\":null}]}],"
    "\"connections\":[{\"source-node\":1,\"source\":\"out\",\"sink-node\":2,\"sink\":\"in\"}]}";
  const char *refused_file =
    "{\"format\":1,\"nodes\":["
    "{\"id\":1,\"type\":\"FlowNode\",\"sources\":[{\"name\":\"out\",\"type\":\"gchararray\",\"value\":\"x\"}]},"
    "{\"id\":2,\"type\":\"FlowNode\",\"sinks\":[{\"name\":\"in\",\"type\":\"FlowAny\",\"default-value\":null}]}],"
    "\"connections\":[{\"source-node\":1,\"source\":\"out\",\"sink-node\":2,\"sink\":\"in\"}]}";

  flow_graph_set_connection_filter (graph, refuse_strings_cb, &seen, NULL);

  /* The application's filter rules the file, and sees its own graph. */
  g_assert_true (flow_serializer_load_from_data (serializer, graph, ok_file, -1, &error));
  g_assert_no_error (error);
  g_assert_true (seen == graph);

  g_assert_false (flow_serializer_load_from_data (serializer, graph, refused_file, -1, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "Invalid data at connections[0]: text cannot go there.");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);

  /* Without conversions, the int to double connection is refused too. */
  flow_graph_set_connection_filter (graph, NULL, NULL, NULL);
  flow_graph_set_implicit_conversions (graph, FALSE);
  g_clear_error (&error);
  g_assert_false (flow_serializer_load_from_data (serializer, graph, ok_file, -1, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
}

static void
test_value_api (void)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) read = G_VALUE_INIT;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) null_node = flow_value_serialize (NULL);
  g_autoptr(GError) error = NULL;
  TestPoint point = { 1, 2 };

  test_register_value_types ();

  g_assert_true (JSON_NODE_HOLDS_NULL (null_node));
  g_assert_true (flow_value_deserialize (null_node, G_TYPE_INT, &read, &error));
  g_assert_false (G_IS_VALUE (&read));

  /* A NULL string is a value in a dock; a file has one null, which
   * reads back as none (docs/file-format.md, "Values").
   */
  {
    g_auto(GValue) null_string = G_VALUE_INIT;
    g_autoptr(JsonNode) written = NULL;

    g_value_init (&null_string, G_TYPE_STRING);
    written = flow_value_serialize (&null_string);
    g_assert_true (JSON_NODE_HOLDS_NULL (written));
    g_assert_true (flow_value_deserialize (written, G_TYPE_STRING, &read, &error));
    g_assert_false (G_IS_VALUE (&read));
  }

  g_assert_true (flow_value_type_is_serializable (G_TYPE_DOUBLE));
  g_assert_true (flow_value_type_is_serializable (TEST_TYPE_POINT));
  g_assert_true (flow_value_type_is_serializable (FLOW_TYPE_NODE_STATE));
  g_assert_false (flow_value_type_is_serializable (TEST_TYPE_OPAQUE));
  g_assert_false (flow_value_type_is_serializable (G_TYPE_OBJECT));

  g_value_init (&value, TEST_TYPE_POINT);
  g_value_set_boxed (&value, &point);
  node = flow_value_serialize (&value);
  g_assert_nonnull (node);
  g_assert_true (flow_value_deserialize (node, TEST_TYPE_POINT, &read, &error));
  g_assert_cmpint (((TestPoint *)g_value_get_boxed (&read))->y, ==, 2);
  g_value_unset (&read);

  /* A registered serializer's error is an invalid data error. */
  g_clear_pointer (&node, json_node_unref);
  node = json_from_string ("\"nowhere\"", NULL);
  g_assert_false (flow_value_deserialize (node, TEST_TYPE_POINT, &read, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "A point is two whole numbers.");
  g_assert_false (G_IS_VALUE (&read));
  g_clear_error (&error);

  g_assert_false (flow_value_deserialize (node, TEST_TYPE_OPAQUE, &read, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_clear_error (&error);

  /* The same into a new value, as bindings read it: NULL for null. */
  g_assert_null (flow_value_from_json (null_node, G_TYPE_INT, &error));
  g_assert_no_error (error);
  g_assert_null (flow_value_from_json (node, TEST_TYPE_POINT, &error));
  flow_test_assert_error (error, FLOW_ERROR_INVALID_DATA);
  g_clear_error (&error);
  {
    g_autoptr(JsonNode) number = json_from_string ("3.5", NULL);
    GValue *read_new = flow_value_from_json (number, G_TYPE_DOUBLE, &error);

    g_assert_no_error (error);
    g_assert_nonnull (read_new);
    g_assert_cmpfloat (g_value_get_double (read_new), ==, 3.5);
    g_value_unset (read_new);
    g_free (read_new);
  }

  /* Enumerations by nick, and the values GLib allows but does not name. */
  g_value_unset (&value);
  g_value_init (&value, FLOW_TYPE_NODE_STATE);
  g_value_set_enum (&value, FLOW_NODE_STATE_ERROR);
  g_clear_pointer (&node, json_node_unref);
  node = flow_value_serialize (&value);
  g_assert_cmpstr (json_node_get_string (node), ==, "error");
  g_value_set_enum (&value, 17);
  g_clear_pointer (&node, json_node_unref);
  node = flow_value_serialize (&value);
  g_assert_cmpint (json_node_get_int (node), ==, 17);
  g_assert_true (flow_value_deserialize (node, FLOW_TYPE_NODE_STATE, &read, &error));
  g_assert_cmpint (g_value_get_enum (&read), ==, 17);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/serializer/round-trip/rich", test_round_trip_rich);
  g_test_add_func ("/persistence/serializer/round-trip/compact", test_round_trip_compact);
  g_test_add_func ("/persistence/serializer/streaming-matches-tree", test_streaming_matches_tree);
  g_test_add_func ("/persistence/serializer/round-trip/empty", test_round_trip_empty);
  g_test_add_func ("/persistence/serializer/placeholder", test_placeholder);
  g_test_add_func ("/persistence/serializer/unprintable-numbers", test_unprintable_numbers);
  g_test_add_func ("/persistence/serializer/numbers-read-back", test_numbers_read_back);
  g_test_add_func ("/persistence/serializer/registry", test_registry);
  g_test_add_func ("/persistence/serializer/describe-type", test_describe_type);
  g_test_add_func ("/persistence/serializer/failure-leaves-graph", test_failure_leaves_graph);
  g_test_add_func ("/persistence/serializer/load-in-one-batch", test_load_replaces_in_one_batch);
  g_test_add_func ("/persistence/serializer/extras", test_extras);
  g_test_add_func ("/persistence/serializer/extras-signal", test_extras_signal);
  g_test_add_func ("/persistence/serializer/files", test_files);
  g_test_add_func ("/persistence/serializer/streams", test_streams);
  g_test_add_func ("/persistence/serializer/async-load", test_async_load);
  g_test_add_func ("/persistence/serializer/async-load-cancel", test_async_load_cancel);
  g_test_add_func ("/persistence/serializer/async-load-invalid", test_async_load_invalid);
  g_test_add_func ("/persistence/serializer/async-save", test_async_save);
  g_test_add_func ("/persistence/serializer/async-bytes", test_async_bytes);
  g_test_add_func ("/persistence/serializer/async-last-reference", test_async_last_reference);
  g_test_add_func ("/persistence/serializer/cycles", test_cycles);
  g_test_add_func ("/persistence/serializer/connection-filter", test_connection_filter);
  g_test_add_func ("/persistence/serializer/value-api", test_value_api);

  return g_test_run ();
}

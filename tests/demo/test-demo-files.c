/* test-demo-files.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * The demo's graphs survive saving and loading, and copying and pasting:
 * every node type, its own settings and its values, colours included.
 */

#include "config.h"

#include "flow-demo-examples.h"
#include "flow-demo-node-types.h"
#include "flow-demo-nodes.h"
#include "flow-demo-serializer.h"

static char *
describe_node (FlowNode *node)
{
  GString *text = g_string_new (NULL);
  GListModel *lists[] = { flow_node_get_sinks (node), flow_node_get_sources (node) };

  g_string_append_printf (text, "%s “%s” at %g,%g:", G_OBJECT_TYPE_NAME (node),
                          flow_node_get_title (node),
                          flow_node_get_x (node), flow_node_get_y (node));

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);
        g_autofree char *value = flow_demo_value_to_string (flow_dock_get_value (dock));

        g_string_append_printf (text, " %s=%s", flow_dock_get_name (dock), value);
      }

  if (FLOW_DEMO_IS_FORMAT_NODE (node))
    g_string_append_printf (text, " template=%s", flow_demo_format_node_get_template (FLOW_DEMO_FORMAT_NODE (node)));
  if (FLOW_DEMO_IS_COMPARE_NODE (node))
    g_string_append_printf (text, " operator=%d", flow_demo_compare_node_get_operator (FLOW_DEMO_COMPARE_NODE (node)));
  if (FLOW_DEMO_IS_NOTE_NODE (node))
    g_string_append_printf (text, " text=%s", flow_demo_note_node_get_text (FLOW_DEMO_NOTE_NODE (node)));
  if (FLOW_DEMO_IS_OSCILLATOR_NODE (node))
    g_string_append_printf (text, " period=%g", flow_demo_oscillator_node_get_period (FLOW_DEMO_OSCILLATOR_NODE (node)));
  if (FLOW_DEMO_IS_MATH_NODE (node))
    g_string_append_printf (text, " operation=%d", flow_demo_math_node_get_operation (FLOW_DEMO_MATH_NODE (node)));

  return g_string_free (text, FALSE);
}

/* Everything about a graph a user can see, as text. */
static char *
describe_graph (FlowGraph *graph)
{
  GString *text = g_string_new (NULL);
  GListModel *connections = flow_graph_get_connections (graph);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      g_autofree char *line = describe_node (node);

      g_string_append_printf (text, "%s\n", line);
    }

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
      FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

      g_string_append_printf (text, "“%s”.%s → “%s”.%s\n",
                              flow_node_get_title (flow_dock_get_node (source)), flow_dock_get_name (source),
                              flow_node_get_title (flow_dock_get_node (sink)), flow_dock_get_name (sink));
    }

  return g_string_free (text, FALSE);
}

/* Saves @graph, loads it into a new graph, which it returns, and checks
 * that everything a user sees is the same, and that saved again it makes
 * the same bytes.
 */
static FlowGraph *
round_trip (FlowGraph *graph)
{
  FlowSerializer *serializer = flow_demo_serializer_get_default ();
  FlowGraph *loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_nonnull (strstr (data, "\"flow-demo."));
  /* Nothing loads as a node of unknown type. */
  g_assert_null (strstr (data, "FlowDemo"));

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
  g_assert_no_error (error);

  before = describe_graph (graph);
  after = describe_graph (loaded);
  g_assert_cmpstr (after, ==, before);

  again = flow_serializer_save_to_data (serializer, loaded, NULL);
  g_assert_cmpstr (again, ==, data);

  return loaded;
}

static void
test_round_trip (void)
{
  const char * const *ids = flow_demo_example_get_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FlowGraph) graph = NULL;
      g_autoptr(FlowGraph) loaded = NULL;

      if (g_str_equal (ids[i], "big-graph"))
        continue;

      graph = flow_demo_example_build (ids[i]);
      loaded = round_trip (graph);
    }
}

/* A graph with one node of every type, with settings off their defaults. */
static void
test_every_type (void)
{
  FlowSerializer *serializer = flow_demo_serializer_get_default ();
  GListModel *types = flow_demo_node_types_get_default ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (types); i++)
    {
      g_autoptr(FlowDemoNodeType) type = g_list_model_get_item (types, i);
      g_autoptr(FlowNode) node = flow_demo_node_type_create (type);
      g_autofree char *type_name = flow_demo_node_type_dup_type_name (type);

      g_assert_cmpstr (flow_serializer_get_node_type_name (serializer, node), ==, type_name);

      flow_node_set_position (node, 100 * i, 50 * i);
      if (FLOW_DEMO_IS_FORMAT_NODE (node))
        flow_demo_format_node_set_template (FLOW_DEMO_FORMAT_NODE (node), "«{}»");
      if (FLOW_DEMO_IS_COMPARE_NODE (node))
        flow_demo_compare_node_set_operator (FLOW_DEMO_COMPARE_NODE (node), FLOW_DEMO_COMPARE_LESS_OR_EQUAL);
      if (FLOW_DEMO_IS_NOTE_NODE (node))
        flow_demo_note_node_set_text (FLOW_DEMO_NOTE_NODE (node), "Remember “this”.");
      if (FLOW_DEMO_IS_OSCILLATOR_NODE (node))
        flow_demo_oscillator_node_set_period (FLOW_DEMO_OSCILLATOR_NODE (node), 2.5);
      if (FLOW_DEMO_IS_VALUE_NODE (node) &&
          flow_demo_value_node_get_value_type (FLOW_DEMO_VALUE_NODE (node)) == GDK_TYPE_RGBA)
        {
          g_auto(GValue) value = G_VALUE_INIT;
          GdkRGBA rgba = { 0.2, 0.4, 0.6, 0.5 };

          g_value_init (&value, GDK_TYPE_RGBA);
          g_value_set_boxed (&value, &rgba);
          flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
        }

      flow_graph_add_node (graph, node);
    }

  data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
  g_assert_no_error (error);

  before = describe_graph (graph);
  after = describe_graph (loaded);
  g_assert_cmpstr (after, ==, before);
}

static void
test_bad_settings (void)
{
  FlowSerializer *serializer = flow_demo_serializer_get_default ();
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("logic");
  g_autoptr(FlowGraph) target = flow_demo_example_build ("arithmetic");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_autofree char *before = describe_graph (target);
  g_autofree char *after = NULL;
  g_autoptr(GString) bad = g_string_new (data);

  /* An operator the node does not know. */
  g_assert_cmpuint (g_string_replace (bad, "\"greater\"", "\"sideways\"", 1), ==, 1);

  g_assert_false (flow_serializer_load_from_data (serializer, target, bad->str, -1, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_test_message ("%s", error->message);

  /* And the graph is as it was. */
  after = describe_graph (target);
  g_assert_cmpstr (after, ==, before);
}

static void
test_copy_paste (void)
{
  FlowSerializer *serializer = flow_demo_serializer_get_default ();
  g_autoptr(FlowGraph) graph = flow_demo_example_build ("arithmetic");
  FlowNode *copied[] = {
    flow_demo_example_find_node (graph, "Format"),
    flow_demo_example_find_node (graph, "Receipt"),
  };
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(FlowNode) format = NULL;
  g_autoptr(FlowNode) receipt = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  data = flow_serializer_save_nodes_to_data (serializer, copied, G_N_ELEMENTS (copied), NULL);
  pasted = flow_serializer_paste (serializer, graph, data, -1, 40, 40, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n + 2);

  format = g_list_model_get_item (pasted, 0);
  receipt = g_list_model_get_item (pasted, 1);
  g_assert_true (FLOW_DEMO_IS_FORMAT_NODE (format));
  g_assert_cmpstr (flow_demo_format_node_get_template (FLOW_DEMO_FORMAT_NODE (format)), ==, "Total: {} €");
  g_assert_cmpfloat (flow_node_get_x (format), ==, flow_node_get_x (copied[0]) + 40);

  /* The connection between the two came along and works: the pasted
   * Format has no input, so the pasted Receipt shows null.
   */
  {
    g_autofree char *text = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (receipt));

    g_assert_cmpstr (text, ==, "null");
  }
}

/* Every example with its value nodes (Number, Text, Colour…) grouped, one
 * group each: a value node keeps its value on its output, which the
 * group's graph, never computing, holds as the node's state; saved and
 * loaded, every value inside and every result outside is the same.
 */
static void
test_grouped_values (void)
{
  const char * const *ids = flow_demo_example_get_ids ();
  guint n_grouped = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FlowGraph) graph = NULL;
      g_autoptr(FlowGraph) loaded = NULL;
      g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_object_unref);
      g_autoptr(GError) error = NULL;

      if (g_str_equal (ids[i], "big-graph"))
        continue;

      graph = flow_demo_example_build (ids[i]);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (graph)); j++)
        {
          g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), j);

          if (G_TYPE_CHECK_INSTANCE_TYPE (node, FLOW_DEMO_TYPE_VALUE_NODE))
            g_ptr_array_add (values, g_steal_pointer (&node));
        }

      for (guint j = 0; j < values->len; j++)
        {
          FlowNode *node = values->pdata[j];

          g_assert_nonnull (flow_graph_group_nodes (graph, &node, 1, NULL, &error));
          g_assert_no_error (error);
          n_grouped++;
        }

      loaded = round_trip (graph);
      for (guint j = 0; j < g_list_model_get_n_items (flow_graph_get_groups (graph)); j++)
        {
          g_autoptr(FlowGroup) group = g_list_model_get_item (flow_graph_get_groups (graph), j);
          FlowGroup *loaded_group = flow_graph_find_group (loaded, flow_group_get_name (group));
          g_autofree char *inside = describe_graph (flow_group_get_graph (group));
          g_autofree char *loaded_inside = NULL;

          g_assert_nonnull (loaded_group);
          loaded_inside = describe_graph (flow_group_get_graph (loaded_group));
          g_assert_cmpstr (loaded_inside, ==, inside);
        }
    }

  g_assert_cmpuint (n_grouped, >, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/demo/files/round-trip", test_round_trip);
  g_test_add_func ("/demo/files/every-type", test_every_type);
  g_test_add_func ("/demo/files/bad-settings", test_bad_settings);
  g_test_add_func ("/demo/files/copy-paste", test_copy_paste);
  g_test_add_func ("/demo/files/grouped-values", test_grouped_values);

  return g_test_run ();
}

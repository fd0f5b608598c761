/* test-node-data.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * A node class that writes no data of its own (neither save nor load, as
 * most classes written in Python or JavaScript) keeps its parameters in
 * files and on the clipboard; bad values are refused with a sentence that
 * names the parameter, and set nothing.
 */

#include "config.h"

#include "persistence-utils.h"

#define TEST_TYPE_SCALE_NODE (test_scale_node_get_type ())
G_DECLARE_FINAL_TYPE (TestScaleNode, test_scale_node, TEST, SCALE_NODE, FlowNode)

struct _TestScaleNode
{
  FlowNode  parent_instance;
  double    factor;
  char     *label;
  TestColor color;
  /* Not a type files hold: not saved. */
  gpointer  cookie;
};

G_DEFINE_FINAL_TYPE (TestScaleNode, test_scale_node, FLOW_TYPE_NODE)

enum { PROP_0, PROP_FACTOR, PROP_LABEL, PROP_COLOR, PROP_COOKIE, N_PROPS };

static void
test_scale_node_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TestScaleNode *self = TEST_SCALE_NODE (object);

  switch (prop_id)
    {
    case PROP_FACTOR: g_value_set_double (value, self->factor); break;
    case PROP_LABEL: g_value_set_string (value, self->label); break;
    case PROP_COLOR: g_value_set_enum (value, self->color); break;
    case PROP_COOKIE: g_value_set_pointer (value, self->cookie); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
test_scale_node_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TestScaleNode *self = TEST_SCALE_NODE (object);

  switch (prop_id)
    {
    case PROP_FACTOR: self->factor = g_value_get_double (value); break;
    case PROP_LABEL: g_free (self->label); self->label = g_value_dup_string (value); break;
    case PROP_COLOR: self->color = g_value_get_enum (value); break;
    case PROP_COOKIE: self->cookie = g_value_get_pointer (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
test_scale_node_finalize (GObject *object)
{
  g_free (TEST_SCALE_NODE (object)->label);
  G_OBJECT_CLASS (test_scale_node_parent_class)->finalize (object);
}

static void
test_scale_node_class_init (TestScaleNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = test_scale_node_get_property;
  object_class->set_property = test_scale_node_set_property;
  object_class->finalize = test_scale_node_finalize;

  g_object_class_install_property (object_class, PROP_FACTOR,
    g_param_spec_double ("factor", NULL, NULL, -100, 100, 1, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_LABEL,
    g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_COLOR,
    g_param_spec_enum ("color", NULL, NULL, TEST_TYPE_COLOR, TEST_COLOR_RED, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_COOKIE,
    g_param_spec_pointer ("cookie", NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
}

static void
test_scale_node_init (TestScaleNode *self)
{
  self->factor = 1;
  self->color = TEST_COLOR_RED;
}

static FlowSerializer *
serializer_new (void)
{
  FlowSerializer *serializer = test_serializer_new ();

  flow_serializer_register_type (serializer, "test.scale", TEST_TYPE_SCALE_NODE);
  return serializer;
}

static TestScaleNode *
only_scale_node (FlowGraph *graph)
{
  g_autoptr(FlowNode) node = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  node = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  g_assert_true (TEST_IS_SCALE_NODE (node));
  return TEST_SCALE_NODE (node);
}

static void
test_round_trip (void)
{
  g_autoptr(FlowSerializer) serializer = serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowNode) node = g_object_new (TEST_TYPE_SCALE_NODE, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TestScaleNode *copy;

  g_test_summary ("A node class without save and load keeps its parameters in "
                  "files, by name, and reads them back; a pointer is not written.");

  flow_graph_add_node (graph, node);
  g_object_set (node, "factor", 2.5, "label", "Gäin ✓", "color", TEST_COLOR_BLUE, NULL);
  text = flow_serializer_save_to_data (serializer, graph, NULL);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "\"factor\""));
  g_assert_null (strstr (text, "\"cookie\""));

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, text, -1, &error));
  g_assert_no_error (error);
  copy = only_scale_node (loaded);
  g_assert_cmpfloat (copy->factor, ==, 2.5);
  g_assert_cmpstr (copy->label, ==, "Gäin ✓");
  g_assert_cmpint (copy->color, ==, TEST_COLOR_BLUE);
  /* Loading is not an edit. */
  g_assert_cmpuint (flow_history_get_n_undo_steps (flow_graph_get_history (loaded)), ==, 0);

  /* Saved again, the same text. */
  {
    g_autofree char *again = flow_serializer_save_to_data (serializer, loaded, NULL);

    g_assert_cmpstr (again, ==, text);
  }
}

static void
test_paste (void)
{
  g_autoptr(FlowSerializer) serializer = serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) target = flow_graph_new ();
  g_autoptr(FlowNode) node = g_object_new (TEST_TYPE_SCALE_NODE, "factor", -3.0, NULL);
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  FlowNode *nodes[1];

  g_test_summary ("Copied and pasted, such a node keeps its parameters.");

  flow_graph_add_node (graph, node);
  nodes[0] = node;
  text = flow_serializer_save_nodes_to_data (serializer, nodes, 1, NULL);
  pasted = flow_serializer_paste (serializer, target, text, -1, 10, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (only_scale_node (target)->factor, ==, -3.0);
}

static void
test_refused (void)
{
  g_autoptr(FlowSerializer) serializer = serializer_new ();
  struct { const char *data; const char *message; } cases[] = {
    { "\"x\"", "Invalid data at nodes[0].data: the node’s parameters are not an object." },
    { "{ \"factor\": \"big\" }", "Invalid data at nodes[0].data: the parameter “factor” cannot be read" },
    { "{ \"factor\": 1000 }", "Invalid data at nodes[0].data: the parameter “factor” is out of its range." },
    { "{ \"label\": \"kept\", \"color\": \"purple\" }", "Invalid data at nodes[0].data: the parameter “color” cannot be read" },
  };

  g_test_summary ("Bad parameters in a file are refused with a sentence that names "
                  "them, and the graph is left as it was.");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(FlowGraph) graph = flow_graph_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf ("{ \"format\": 1, \"nodes\": [ { \"id\": 1, \"type\": \"test.scale\", "
                                               "\"data\": %s } ] }", cases[i].data);

      g_test_message ("%s", text);
      g_assert_false (flow_serializer_load_from_data (serializer, graph, text, -1, &error));
      g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
    }

  /* Members that are not parameters are passed over; null is the
   * type's own. */
  {
    g_autoptr(FlowGraph) graph = flow_graph_new ();
    g_autoptr(GError) error = NULL;
    const char *text = "{ \"format\": 1, \"nodes\": [ { \"id\": 1, \"type\": \"test.scale\", "
                       "\"data\": { \"factor\": 4, \"later\": [1, 2], \"label\": null } } ] }";
    TestScaleNode *node;

    g_assert_true (flow_serializer_load_from_data (serializer, graph, text, -1, &error));
    g_assert_no_error (error);
    node = only_scale_node (graph);
    g_assert_cmpfloat (node->factor, ==, 4);
    g_assert_null (node->label);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/node-data/round-trip", test_round_trip);
  g_test_add_func ("/persistence/node-data/paste", test_paste);
  g_test_add_func ("/persistence/node-data/refused", test_refused);

  return g_test_run ();
}

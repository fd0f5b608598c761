/* persistence-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

#include <gobject/gvaluecollector.h>
#include <math.h>

/* Value types */

GType
test_color_get_type (void)
{
  static gsize type;

  if (g_once_init_enter (&type))
    {
      static const GEnumValue values[] = {
        { TEST_COLOR_RED, "TEST_COLOR_RED", "red" },
        { TEST_COLOR_GREEN, "TEST_COLOR_GREEN", "green" },
        { TEST_COLOR_BLUE, "TEST_COLOR_BLUE", "blue" },
        { 0, NULL, NULL },
      };

      g_once_init_leave (&type, g_enum_register_static ("TestColor", values));
    }

  return type;
}

GType
test_style_get_type (void)
{
  static gsize type;

  if (g_once_init_enter (&type))
    {
      static const GFlagsValue values[] = {
        { TEST_STYLE_BOLD, "TEST_STYLE_BOLD", "bold" },
        { TEST_STYLE_ITALIC, "TEST_STYLE_ITALIC", "italic" },
        { TEST_STYLE_UNDERLINE, "TEST_STYLE_UNDERLINE", "underline" },
        { 0, NULL, NULL },
      };

      g_once_init_leave (&type, g_flags_register_static ("TestStyle", values));
    }

  return type;
}

static TestPoint *
test_point_copy (const TestPoint *point)
{
  return g_memdup2 (point, sizeof *point);
}

G_DEFINE_BOXED_TYPE (TestPoint, test_point, test_point_copy, g_free)

typedef struct
{
  int secret;
} TestOpaque;

static TestOpaque *
test_opaque_copy (const TestOpaque *opaque)
{
  return g_memdup2 (opaque, sizeof *opaque);
}

G_DEFINE_BOXED_TYPE (TestOpaque, test_opaque, test_opaque_copy, g_free)

static JsonNode *
point_serialize (const GValue *value)
{
  const TestPoint *point = g_value_get_boxed (value);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (point == NULL)
    return json_node_init_null (json_node_alloc ());

  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, point->x);
  json_builder_add_int_value (builder, point->y);
  json_builder_end_array (builder);

  return json_builder_get_root (builder);
}

static gboolean
point_deserialize (JsonNode  *node,
                   GValue    *value,
                   GError   **error)
{
  TestPoint point;
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) != 2 ||
      json_node_get_value_type (json_array_get_element (array, 0)) != G_TYPE_INT64 ||
      json_node_get_value_type (json_array_get_element (array, 1)) != G_TYPE_INT64)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           "A point is two whole numbers.");
      return FALSE;
    }

  point.x = json_array_get_int_element (array, 0);
  point.y = json_array_get_int_element (array, 1);
  g_value_set_boxed (value, &point);

  return TRUE;
}

void
test_register_value_types (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      flow_value_register_serializer (TEST_TYPE_POINT, point_serialize, point_deserialize);
      g_once_init_leave (&done, 1);
    }
}

/* TestAdderNode */

struct _TestAdderNode
{
  FlowNode  parent_instance;

  char     *operation;
  double    scale;
};

G_DEFINE_FINAL_TYPE (TestAdderNode, test_adder_node, FLOW_TYPE_NODE)

static void
adder_compute (TestAdderNode *self)
{
  FlowNode *node = FLOW_NODE (self);
  const GValue *a = flow_dock_get_value (flow_node_get_dock (node, "a"));
  const GValue *b = flow_dock_get_value (flow_node_get_dock (node, "b"));
  FlowDock *sum = flow_node_get_dock (node, "sum");
  g_auto(GValue) result = G_VALUE_INIT;

  if (a == NULL || b == NULL)
    {
      flow_dock_clear_value (sum);
      return;
    }

  g_value_init (&result, G_TYPE_DOUBLE);
  if (g_str_equal (self->operation, "subtract"))
    g_value_set_double (&result, g_value_get_double (a) - g_value_get_double (b));
  else
    g_value_set_double (&result, g_value_get_double (a) + g_value_get_double (b));

  flow_dock_set_value (sum, &result);
}

static void
test_adder_node_sink_changed (FlowNode *node,
                              FlowSink *sink)
{
  adder_compute (TEST_ADDER_NODE (node));
}

static JsonNode *
test_adder_node_save (FlowNode *node)
{
  TestAdderNode *self = TEST_ADDER_NODE (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "operation");
  json_builder_add_string_value (builder, self->operation);
  json_builder_set_member_name (builder, "scale");
  json_builder_add_double_value (builder, self->scale);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
test_adder_node_load (FlowNode  *node,
                      JsonNode  *data,
                      GError   **error)
{
  TestAdderNode *self = TEST_ADDER_NODE (node);
  JsonObject *object;
  const char *operation;

  if (!JSON_NODE_HOLDS_OBJECT (data) ||
      !json_object_has_member (object = json_node_get_object (data), "operation") ||
      json_node_get_value_type (json_object_get_member (object, "operation")) != G_TYPE_STRING ||
      !json_object_has_member (object, "scale") ||
      json_node_get_value_type (json_object_get_member (object, "scale")) != G_TYPE_DOUBLE)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           "An adder needs an operation and a scale.");
      return FALSE;
    }

  operation = json_object_get_string_member (object, "operation");
  if (!g_str_equal (operation, "add") && !g_str_equal (operation, "subtract"))
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   "An adder cannot “%s”.", operation);
      return FALSE;
    }

  test_adder_node_set_operation (self, operation);
  self->scale = json_object_get_double_member (object, "scale");

  return TRUE;
}

static void
test_adder_node_finalize (GObject *object)
{
  TestAdderNode *self = (TestAdderNode *)object;

  g_free (self->operation);

  G_OBJECT_CLASS (test_adder_node_parent_class)->finalize (object);
}

static void
test_adder_node_class_init (TestAdderNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = test_adder_node_finalize;

  node_class->sink_changed = test_adder_node_sink_changed;
  node_class->save = test_adder_node_save;
  node_class->load = test_adder_node_load;
}

static void
test_adder_node_init (TestAdderNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) sum = flow_source_new ("sum", G_TYPE_DOUBLE);

  self->operation = g_strdup ("add");
  self->scale = 1.0;

  flow_dock_set_label (FLOW_DOCK (b), "Second term");
  flow_sink_set_required (b, TRUE);
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (b));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sum));
  flow_node_set_title (FLOW_NODE (self), "Adder");
}

FlowNode *
test_adder_node_new (void)
{
  return g_object_new (TEST_TYPE_ADDER_NODE, NULL);
}

const char *
test_adder_node_get_operation (TestAdderNode *self)
{
  return self->operation;
}

void
test_adder_node_set_operation (TestAdderNode *self,
                               const char    *operation)
{
  g_free (self->operation);
  self->operation = g_strdup (operation);
  adder_compute (self);
}

/* TestMergeNode */

struct _TestMergeNode
{
  FlowNode parent_instance;

  guint    n_inputs;
};

G_DEFINE_FINAL_TYPE (TestMergeNode, test_merge_node, FLOW_TYPE_NODE)

static void
merge_add_inputs (TestMergeNode *self,
                  guint          n_inputs)
{
  for (; self->n_inputs < n_inputs; self->n_inputs++)
    {
      g_autofree char *name = g_strdup_printf ("in%u", self->n_inputs);
      g_autoptr(FlowSink) sink = flow_sink_new (name, FLOW_TYPE_ANY);

      flow_sink_set_max_connections (sink, FLOW_SINK_UNLIMITED);
      flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sink));
    }
}

static JsonNode *
test_merge_node_save (FlowNode *node)
{
  TestMergeNode *self = TEST_MERGE_NODE (node);
  JsonObject *object = json_object_new ();
  JsonNode *result = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (object, "inputs", self->n_inputs);
  json_node_take_object (result, object);

  return result;
}

static gboolean
test_merge_node_load (FlowNode  *node,
                      JsonNode  *data,
                      GError   **error)
{
  JsonObject *object;
  JsonNode *inputs;

  if (!JSON_NODE_HOLDS_OBJECT (data) ||
      (inputs = json_object_get_member (object = json_node_get_object (data), "inputs")) == NULL ||
      json_node_get_value_type (inputs) != G_TYPE_INT64 ||
      json_node_get_int (inputs) < 0 || json_node_get_int (inputs) > 64)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           "A merge node needs a number of inputs up to 64.");
      return FALSE;
    }

  merge_add_inputs (TEST_MERGE_NODE (node), json_node_get_int (inputs));

  return TRUE;
}

static void
test_merge_node_class_init (TestMergeNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->save = test_merge_node_save;
  node_class->load = test_merge_node_load;
}

static void
test_merge_node_init (TestMergeNode *self)
{
  g_autoptr(FlowSource) out = flow_source_new ("out", FLOW_TYPE_ANY);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
}

FlowNode *
test_merge_node_new (guint n_inputs)
{
  TestMergeNode *self = g_object_new (TEST_TYPE_MERGE_NODE, NULL);

  merge_add_inputs (self, n_inputs);

  return FLOW_NODE (self);
}

/* Serializer */

static FlowNode *
constant_factory (const char *type_name,
                  gpointer    user_data)
{
  FlowNode *node = flow_node_new ();
  g_autoptr(FlowSource) value = flow_source_new ("value", G_TYPE_DOUBLE);

  flow_node_set_title (node, "Constant");
  flow_node_add_dock (node, FLOW_DOCK (value));

  return node;
}

FlowSerializer *
test_serializer_new (void)
{
  FlowSerializer *serializer = flow_serializer_new ();

  test_register_value_types ();

  /* Files name types by name: they must be registered to be known. */
  g_type_ensure (TEST_TYPE_COLOR);
  g_type_ensure (TEST_TYPE_STYLE);
  g_type_ensure (TEST_TYPE_OPAQUE);
  g_type_ensure (G_TYPE_STRV);

  flow_serializer_register_type (serializer, "test.adder", TEST_TYPE_ADDER_NODE);
  flow_serializer_register_type (serializer, "test.merge", TEST_TYPE_MERGE_NODE);
  flow_serializer_register_factory (serializer, "test.constant", constant_factory, NULL, NULL);

  return serializer;
}

char *
test_save (FlowSerializer *serializer,
           FlowGraph      *graph)
{
  return flow_serializer_save_to_data (serializer, graph, NULL);
}

FlowGraph *
test_load (FlowSerializer *serializer,
           const char     *data)
{
  g_autoptr(GError) error = NULL;
  FlowGraph *graph = flow_graph_new ();

  flow_serializer_load_from_data (serializer, graph, data, -1, &error);
  g_assert_no_error (error);

  return graph;
}

char *
test_assert_round_trip (FlowSerializer *serializer,
                        FlowGraph      *graph)
{
  g_autofree char *first = test_save (serializer, graph);
  g_autoptr(FlowGraph) loaded = test_load (serializer, first);
  g_autofree char *second = test_save (serializer, loaded);

  g_assert_cmpstr (first, ==, second);

  return g_steal_pointer (&first);
}

static void
append_value (GString      *string,
              const GValue *value)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  if (value == NULL)
    {
      g_string_append (string, "null");
      return;
    }

  node = flow_value_serialize (value);
  if (node == NULL)
    {
      g_string_append_printf (string, "<%s>", G_VALUE_TYPE_NAME (value));
      return;
    }

  text = json_to_string (node, FALSE);
  g_string_append_printf (string, "%s:%s", G_VALUE_TYPE_NAME (value), text);
}

static void
append_docks (GString    *string,
              GListModel *docks,
              GHashTable *indices)
{
  guint n = g_list_model_get_n_items (docks);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
      GListModel *connections = flow_dock_get_connections (dock);

      g_string_append_printf (string, " %s=", flow_dock_get_name (dock));
      /* A sink with several connections holds the value delivered last,
       * which depends on the order things were evaluated in, not on the
       * graph: undoing computes values again, it does not restore them
       * (docs/undo.md).
       */
      if (FLOW_IS_SINK (dock) && g_list_model_get_n_items (connections) > 1)
        g_string_append (string, "(last delivered)");
      else
        append_value (string, flow_dock_get_value (dock));
      g_string_append (string, " [");
      for (guint j = 0; j < g_list_model_get_n_items (connections); j++)
        {
          g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, j);

          g_string_append_printf (string, "%s%u", j > 0 ? "," : "",
                                  GPOINTER_TO_UINT (g_hash_table_lookup (indices, connection)));
        }
      g_string_append (string, "]");
    }
}

char *
test_fingerprint (FlowGraph *graph)
{
  GString *string = g_string_new (NULL);
  g_autoptr(GHashTable) indices = g_hash_table_new (NULL, NULL);
  GListModel *connections = flow_graph_get_connections (graph);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      g_hash_table_insert (indices, connection, GUINT_TO_POINTER (i));
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      g_string_append_printf (string, "%u:", flow_node_get_id (node));
      append_docks (string, flow_node_get_sinks (node), indices);
      g_string_append (string, " |");
      append_docks (string, flow_node_get_sources (node), indices);
      g_string_append_c (string, '\n');
    }

  return g_string_free (string, FALSE);
}

static void
set_value (FlowDock *dock,
           GType     type,
           ...)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_autofree char *error = NULL;
  va_list args;

  g_value_init (&value, type);
  va_start (args, type);
  G_VALUE_COLLECT (&value, args, 0, &error);
  va_end (args);
  g_assert_null (error);

  if (FLOW_IS_SINK (dock))
    flow_sink_set_default_value (FLOW_SINK (dock), &value);
  else
    flow_dock_set_value (dock, &value);
}

static FlowDock *
add_dock (FlowNode   *node,
          gboolean    sink,
          const char *name,
          GType       type)
{
  g_autoptr(FlowDock) dock = NULL;

  if (sink)
    dock = FLOW_DOCK (flow_sink_new (name, type));
  else
    dock = FLOW_DOCK (flow_source_new (name, type));

  flow_node_add_dock (node, dock);

  return dock;
}

FlowGraph *
test_rich_graph_new (FlowSerializer *serializer)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(FlowNode) values = flow_node_new ();
  g_autoptr(FlowNode) defaults = flow_node_new ();
  g_autoptr(FlowNode) adder = test_adder_node_new ();
  g_autoptr(FlowNode) merge = test_merge_node_new (2);
  g_autoptr(FlowNode) constant = flow_serializer_create_node (serializer, "test.constant");
  const char *strv[] = { "one", "", "thrée", NULL };
  TestPoint point = { -3, 7 };
  TestOpaque opaque = { 42 };
  FlowSink *multi;

  flow_node_set_title (values, "Every “value”\n");
  flow_node_set_position (values, -12.5, 1e-7);
  add_dock (values, FALSE, "bool", G_TYPE_BOOLEAN);
  set_value (add_dock (values, FALSE, "true", G_TYPE_BOOLEAN), G_TYPE_BOOLEAN, TRUE);
  set_value (add_dock (values, FALSE, "char", G_TYPE_CHAR), G_TYPE_CHAR, -128);
  set_value (add_dock (values, FALSE, "uchar", G_TYPE_UCHAR), G_TYPE_UCHAR, 255);
  set_value (add_dock (values, FALSE, "int", G_TYPE_INT), G_TYPE_INT, G_MININT);
  set_value (add_dock (values, FALSE, "uint", G_TYPE_UINT), G_TYPE_UINT, G_MAXUINT);
  set_value (add_dock (values, FALSE, "long", G_TYPE_LONG), G_TYPE_LONG, G_MAXLONG);
  set_value (add_dock (values, FALSE, "ulong", G_TYPE_ULONG), G_TYPE_ULONG, G_MAXULONG);
  set_value (add_dock (values, FALSE, "int64", G_TYPE_INT64), G_TYPE_INT64, G_MININT64);
  set_value (add_dock (values, FALSE, "uint64", G_TYPE_UINT64), G_TYPE_UINT64, G_MAXUINT64);
  set_value (add_dock (values, FALSE, "float", G_TYPE_FLOAT), G_TYPE_FLOAT, (double)0.1f);
  set_value (add_dock (values, FALSE, "double", G_TYPE_DOUBLE), G_TYPE_DOUBLE, 0.1);
  set_value (add_dock (values, FALSE, "big", G_TYPE_DOUBLE), G_TYPE_DOUBLE, 1e22);
  set_value (add_dock (values, FALSE, "tiny", G_TYPE_DOUBLE), G_TYPE_DOUBLE, 5e-324);
  set_value (add_dock (values, FALSE, "negative-zero", G_TYPE_DOUBLE), G_TYPE_DOUBLE, -0.0);
  set_value (add_dock (values, FALSE, "nan", G_TYPE_DOUBLE), G_TYPE_DOUBLE, NAN);
  set_value (add_dock (values, FALSE, "infinity", G_TYPE_DOUBLE), G_TYPE_DOUBLE, -INFINITY);
  set_value (add_dock (values, FALSE, "string", G_TYPE_STRING), G_TYPE_STRING, "A “quoted” \\ string\t\x01\x1f");
  set_value (add_dock (values, FALSE, "empty", G_TYPE_STRING), G_TYPE_STRING, "");
  add_dock (values, FALSE, "null-string", G_TYPE_STRING);
  set_value (add_dock (values, FALSE, "enum", TEST_TYPE_COLOR), TEST_TYPE_COLOR, TEST_COLOR_BLUE);
  set_value (add_dock (values, FALSE, "flags", TEST_TYPE_STYLE), TEST_TYPE_STYLE,
             TEST_STYLE_BOLD | TEST_STYLE_UNDERLINE | (1 << 9));
  set_value (add_dock (values, FALSE, "no-flags", TEST_TYPE_STYLE), TEST_TYPE_STYLE, 0);
  set_value (add_dock (values, FALSE, "variant", G_TYPE_VARIANT), G_TYPE_VARIANT,
             g_variant_new_parsed ("{'a': <[1, 2]>, 'b': <('x', true)>}"));
  set_value (add_dock (values, FALSE, "strv", G_TYPE_STRV), G_TYPE_STRV, strv);
  set_value (add_dock (values, FALSE, "point", TEST_TYPE_POINT), TEST_TYPE_POINT, &point);
  set_value (add_dock (values, FALSE, "opaque", TEST_TYPE_OPAQUE), TEST_TYPE_OPAQUE, &opaque);
  set_value (add_dock (values, FALSE, "any", FLOW_TYPE_ANY), G_TYPE_INT64, G_GINT64_CONSTANT (5));
  flow_graph_add_node (graph, values);

  flow_node_set_position (defaults, 300, 0);
  flow_node_set_deletable (defaults, FALSE);
  set_value (add_dock (defaults, TRUE, "in", G_TYPE_DOUBLE), G_TYPE_DOUBLE, 2.5);
  add_dock (defaults, TRUE, "null", G_TYPE_INT);
  set_value (add_dock (defaults, TRUE, "enum", TEST_TYPE_COLOR), TEST_TYPE_COLOR, TEST_COLOR_GREEN);
  multi = FLOW_SINK (add_dock (defaults, TRUE, "multi", FLOW_TYPE_ANY));
  flow_sink_set_max_connections (multi, FLOW_SINK_UNLIMITED);
  flow_sink_set_required (multi, TRUE);
  flow_dock_set_label (FLOW_DOCK (multi), "Many inputs");
  set_value (FLOW_DOCK (multi), TEST_TYPE_POINT, &point);
  add_dock (defaults, FALSE, "out", FLOW_TYPE_ANY);
  flow_graph_add_node (graph, defaults);

  test_adder_node_set_operation (TEST_ADDER_NODE (adder), "subtract");
  flow_node_set_position (adder, 600, 40);
  flow_graph_add_node (graph, adder);

  flow_node_set_position (merge, 900, 40);
  flow_graph_add_node (graph, merge);

  set_value (flow_node_get_dock (constant, "value"), G_TYPE_DOUBLE, 4.0);
  flow_graph_add_node (graph, constant);

  flow_test_connect (graph, flow_test_source (values, "double"), flow_test_sink (defaults, "in"));
  flow_test_connect (graph, flow_test_source (values, "int"), flow_test_sink (defaults, "multi"));
  flow_test_connect (graph, flow_test_source (values, "string"), flow_test_sink (defaults, "multi"));
  flow_test_connect (graph, flow_test_source (constant, "value"), flow_test_sink (defaults, "multi"));
  flow_test_connect (graph, flow_test_source (constant, "value"), flow_test_sink (adder, "a"));
  flow_test_connect (graph, flow_test_source (values, "double"), flow_test_sink (adder, "b"));
  flow_test_connect (graph, flow_test_source (adder, "sum"), flow_test_sink (merge, "in0"));
  flow_test_connect (graph, flow_test_source (values, "enum"), flow_test_sink (merge, "in0"));
  flow_test_connect (graph, flow_test_source (defaults, "out"), flow_test_sink (merge, "in1"));

  return graph;
}

char *
test_data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "graphs", name, NULL);
}

char *
test_temporary_directory (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("flow-test-XXXXXX", &error);

  g_assert_no_error (error);

  return dir;
}

guint
test_count_files (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;

  return n;
}

void
test_wait_done_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  TestWait *wait = user_data;

  wait->result = g_object_ref (result);
}

static gboolean
wait_timeout_cb (gpointer user_data)
{
  TestWait *wait = user_data;

  wait->timed_out = TRUE;

  return G_SOURCE_REMOVE;
}

void
test_wait_for (TestWait *wait,
               guint     seconds)
{
  guint timeout = g_timeout_add_seconds (seconds, wait_timeout_cb, wait);

  while (wait->result == NULL && !wait->timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!wait->timed_out)
    g_source_remove (timeout);
}

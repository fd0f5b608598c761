/* test-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "engine-test-node.h"
#include "flow-test-utils.h"

/* Groups: the model of subgraphs, their shared definitions, their
 * interface, evaluation across levels, recursion, and undo.
 */

/* "Double": out = 2 × in, a class with only sink_changed (), which
 * computes only when an input changes.
 */
#define TEST_TYPE_DOUBLE_NODE (test_double_node_get_type ())
G_DECLARE_FINAL_TYPE (TestDoubleNode, test_double_node, TEST, DOUBLE_NODE, FlowNode)

struct _TestDoubleNode
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (TestDoubleNode, test_double_node, FLOW_TYPE_NODE)

static void
test_double_node_sink_changed (FlowNode *node,
                               FlowSink *sink)
{
  const GValue *in = flow_dock_get_value (flow_node_get_dock (node, "in"));
  FlowDock *out = flow_node_get_dock (node, "out");

  if (in == NULL)
    flow_dock_clear_value (out);
  else
    flow_dock_set_double (out, 2 * g_value_get_double (in));
}

static void
test_double_node_class_init (TestDoubleNodeClass *klass)
{
  FLOW_NODE_CLASS (klass)->sink_changed = test_double_node_sink_changed;
}

static void
test_double_node_init (TestDoubleNode *self)
{
  g_autoptr(FlowSink) in = flow_sink_new ("in", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (in));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
}

static double
get_double (FlowDock *dock)
{
  const GValue *value = flow_dock_get_value (dock);

  g_assert_nonnull (value);

  return g_value_get_double (value);
}

static void
set_default (FlowSink *sink,
             double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_sink_set_default_value (sink, &value);
}

static FlowDock *
dock (FlowNode   *node,
      const char *name)
{
  FlowDock *found = flow_node_get_dock (node, name);

  g_assert_nonnull (found);

  return found;
}

/* The input or output node of a graph of a group. */
static FlowNode *
find_node_of_type (FlowGraph *graph,
                   GType      type)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (node, type))
        return node;
    }

  g_assert_not_reached ();
  return NULL;
}

#define input_node_of(graph) find_node_of_type ((graph), FLOW_TYPE_GROUP_INPUT_NODE)
#define output_node_of(graph) find_node_of_type ((graph), FLOW_TYPE_GROUP_OUTPUT_NODE)

static void
connect (FlowGraph  *graph,
         FlowNode   *from,
         const char *source,
         FlowNode   *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (graph,
                                               FLOW_SOURCE (dock (from, source)),
                                               FLOW_SINK (dock (to, sink)),
                                               &error));
  g_assert_no_error (error);
}

/* "Add": inputs x and y, output sum = x + y, through an EngineTestNode
 * (out = a + b + offset) inside. Returns the inner node in @inner.
 */
static FlowGroup *
make_add_group (const char  *name,
                FlowNode   **inner)
{
  FlowGroup *group = flow_group_new (name);
  FlowGraph *graph = flow_group_get_graph (group);
  FlowNode *input = flow_group_get_input_node (group);
  FlowNode *output = flow_group_get_output_node (group);
  g_autoptr(EngineTestNode) add = engine_test_node_new ("add", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_input (group, "y", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_output (group, "sum", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);

  flow_graph_add_node (graph, FLOW_NODE (add));
  connect (graph, input, "x", FLOW_NODE (add), "a");
  connect (graph, input, "y", FLOW_NODE (add), "b");
  connect (graph, FLOW_NODE (add), "out", output, "sum");

  if (inner != NULL)
    *inner = FLOW_NODE (add);

  return group;
}

static void
test_group_basic (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = make_add_group ("Add", NULL);
  g_autoptr(FlowNode) node = NULL;
  g_autoptr(EngineTestNode) consumer = engine_test_node_new ("consumer", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  FlowGraph *inside;

  g_assert_true (flow_graph_add_group (document, group, &error));
  g_assert_no_error (error);
  g_assert_true (flow_group_get_document (group) == document);
  g_assert_true (flow_graph_find_group (document, "Add") == group);

  node = flow_group_node_new (group);
  g_assert_cmpstr (flow_node_get_title (node), ==, "Add");
  g_assert_nonnull (flow_node_get_sink (node, "x"));
  g_assert_nonnull (flow_node_get_sink (node, "y"));
  g_assert_nonnull (flow_node_get_source (node, "sum"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (node)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (node)), ==, 1);

  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (node));
  g_assert_nonnull (inside);
  g_assert_true (flow_graph_get_group (inside) == group);
  g_assert_true (flow_graph_get_group_node (inside) == node);
  g_assert_true (flow_graph_get_document (inside) == document);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 3);

  flow_graph_add_node (document, node);
  flow_graph_add_node (document, FLOW_NODE (consumer));
  connect (document, node, "sum", FLOW_NODE (consumer), "a");
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 1);

  /* Two changes in one batch: one wave, across the boundary. */
  flow_graph_begin_batch (document);
  set_default (FLOW_SINK (dock (node, "x")), 2);
  set_default (FLOW_SINK (dock (node, "y")), 40);
  flow_graph_end_batch (document);

  g_assert_cmpfloat (get_double (dock (node, "sum")), ==, 42);
  g_assert_cmpfloat (get_double (dock (FLOW_NODE (consumer), "out")), ==, 42);
  {
    g_autofree char *log = engine_test_node_take_log (consumer);

    /* Null before the group had values, then only the final value. */
    g_assert_cmpstr (log, ==, "null,42");
  }

  set_default (FLOW_SINK (dock (node, "y")), 0);
  {
    g_autofree char *log = engine_test_node_take_log (consumer);

    g_assert_cmpstr (log, ==, "2");
  }

  /* The group's own graph never evaluates. */
  g_assert_null (flow_dock_get_value (dock (flow_group_get_output_node (group), "sum")));
}

/* Two group nodes of one group: own values, one definition. */
static void
test_group_shared (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  FlowNode *add_in_group = NULL;
  g_autoptr(FlowGroup) group = make_add_group ("Add", &add_in_group);
  g_autoptr(FlowNode) first = NULL;
  g_autoptr(FlowNode) second = NULL;
  FlowGraph *first_inside, *second_inside;
  FlowNode *inner;
  guint id = flow_node_get_id (add_in_group);

  first = flow_group_node_new (group);
  second = flow_group_node_new (group);
  flow_graph_add_node (document, first);
  flow_graph_add_node (document, second);
  g_assert_true (flow_group_get_document (group) == document);
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 2);

  set_default (FLOW_SINK (dock (first, "x")), 1);
  set_default (FLOW_SINK (dock (first, "y")), 2);
  set_default (FLOW_SINK (dock (second, "x")), 10);
  set_default (FLOW_SINK (dock (second, "y")), 20);
  g_assert_cmpfloat (get_double (dock (first, "sum")), ==, 3);
  g_assert_cmpfloat (get_double (dock (second, "sum")), ==, 30);

  /* An edit inside the first is an edit of the group: a parameter. */
  first_inside = flow_group_node_get_graph (FLOW_GROUP_NODE (first));
  second_inside = flow_group_node_get_graph (FLOW_GROUP_NODE (second));
  inner = flow_graph_get_node (first_inside, id);
  g_assert_nonnull (inner);
  g_object_set (inner, "offset", 100.0, NULL);

  g_assert_cmpfloat (get_double (dock (first, "sum")), ==, 103);
  g_assert_cmpfloat (get_double (dock (second, "sum")), ==, 130);
  {
    double offset;

    g_object_get (add_in_group, "offset", &offset, NULL);
    g_assert_cmpfloat (offset, ==, 100);
  }

  /* Pinned inside the first: pinned in the second and in the group. */
  flow_node_set_pinned (inner, TRUE);
  g_assert_true (flow_node_get_pinned (flow_graph_get_node (second_inside, id)));
  g_assert_true (flow_node_get_pinned (add_in_group));
  flow_node_set_pinned (flow_graph_get_node (second_inside, id), FALSE);
  g_assert_false (flow_node_get_pinned (inner));

  /* A node added in the second is in the first and in the group's graph,
   * with the same id.
   */
  {
    g_autoptr(EngineTestNode) extra = engine_test_node_new ("extra", ENGINE_TEST_COMPUTE);
    FlowNode *copy;

    flow_node_set_position (FLOW_NODE (extra), 50, 60);
    flow_graph_add_node (second_inside, FLOW_NODE (extra));
    copy = flow_graph_get_node (first_inside, flow_node_get_id (FLOW_NODE (extra)));
    g_assert_nonnull (copy);
    g_assert_true (copy != FLOW_NODE (extra));
    g_assert_cmpstr (flow_node_get_title (copy), ==, "extra");
    g_assert_cmpfloat (flow_node_get_x (copy), ==, 50);
    g_assert_nonnull (flow_graph_get_node (flow_group_get_graph (group),
                                           flow_node_get_id (FLOW_NODE (extra))));

    /* Moved, connected, disconnected, removed: everywhere. */
    flow_node_set_position (copy, 70, 80);
    g_assert_cmpfloat (flow_node_get_x (FLOW_NODE (extra)), ==, 70);
    connect (first_inside, inner, "out", copy, "a");
    g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (second_inside)), ==, 4);
    g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (flow_group_get_graph (group))), ==, 4);
    g_assert_cmpfloat (get_double (dock (copy, "out")), ==, 103);
    g_assert_cmpfloat (get_double (dock (FLOW_NODE (extra), "out")), ==, 130);

    flow_graph_remove_node (second_inside, FLOW_NODE (extra));
    g_assert_null (flow_graph_get_node (first_inside, flow_node_get_id (FLOW_NODE (extra))));
    g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (first_inside)), ==, 3);
  }
}

/* A group's input and output nodes cannot be removed, from its graph
 * nor from a group node's copy; clearing either keeps them, and the
 * document still saves what loads.
 */
static void
test_group_interface_nodes_stay (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = make_add_group ("Add", NULL);
  g_autoptr(FlowNode) node = flow_group_node_new (group);
  FlowGraph *graphs[2];

  flow_graph_add_node (document, node);
  graphs[0] = flow_group_get_graph (group);
  graphs[1] = flow_group_node_get_graph (FLOW_GROUP_NODE (node));

  for (guint i = 0; i < G_N_ELEMENTS (graphs); i++)
    {
      FlowNode *input = input_node_of (graphs[i]);
      FlowNode *output = find_node_of_type (graphs[i], FLOW_TYPE_GROUP_OUTPUT_NODE);

      g_assert_nonnull (input);
      g_assert_nonnull (output);
      g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*!is_interface_node*");
      flow_graph_remove_node (graphs[i], input);
      g_test_assert_expected_messages ();
      g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*!is_interface_node*");
      flow_graph_remove_node (graphs[i], output);
      g_test_assert_expected_messages ();
      g_assert_true (flow_node_get_graph (input) == graphs[i]);
      g_assert_true (flow_node_get_graph (output) == graphs[i]);

      flow_graph_clear (graphs[i]);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graphs[i])), ==, 2);
      g_assert_true (flow_node_get_graph (input) == graphs[i]);
      g_assert_true (flow_node_get_graph (output) == graphs[i]);
    }
  g_assert_nonnull (flow_group_get_input_node (group));
  g_assert_nonnull (flow_group_get_output_node (group));

  {
    g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
    g_autoptr(FlowGraph) loaded = flow_graph_new ();
    g_autoptr(GError) error = NULL;
    g_autofree char *data = flow_serializer_save_to_data (serializer, document, NULL);

    g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
    g_assert_no_error (error);
  }
}

static void
test_group_interface (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = make_add_group ("Add", NULL);
  g_autoptr(FlowNode) first = NULL;
  g_autoptr(FlowNode) second = NULL;
  g_autoptr(EngineTestNode) producer = engine_test_node_new ("producer", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  FlowSource *port;
  FlowGraph *inside;

  first = flow_group_node_new (group);
  second = flow_group_node_new (group);
  flow_graph_add_node (document, first);
  flow_graph_add_node (document, second);
  flow_graph_add_node (document, FLOW_NODE (producer));
  connect (document, FLOW_NODE (producer), "out", first, "x");

  /* A name taken, by an input or an output. */
  g_assert_null (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  flow_test_assert_error (error, FLOW_ERROR_NAME_TAKEN);
  g_clear_error (&error);
  g_assert_null (flow_group_add_input (group, "sum", G_TYPE_DOUBLE, &error));
  flow_test_assert_error (error, FLOW_ERROR_NAME_TAKEN);
  g_clear_error (&error);

  /* Adding an input adds a sink to every group node, at its place. */
  port = flow_group_add_input (group, "z", G_TYPE_INT, &error);
  g_assert_no_error (error);
  g_assert_nonnull (port);
  g_assert_nonnull (flow_node_get_sink (first, "z"));
  g_assert_nonnull (flow_node_get_sink (second, "z"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (first)), ==, 3);
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (second));
  g_assert_nonnull (flow_node_get_source (flow_group_get_input_node (group), "z"));
  g_assert_nonnull (flow_node_get_dock (input_node_of (inside), "z"));

  /* Renaming keeps the connections, inside and out. */
  g_assert_true (flow_group_rename_port (group, dock (flow_group_get_input_node (group), "x"), "first", &error));
  g_assert_no_error (error);
  g_assert_null (flow_node_get_dock (first, "x"));
  g_assert_true (flow_dock_is_connected (dock (first, "first")));
  g_assert_true (flow_dock_is_connected (dock (flow_group_get_input_node (group), "first")));
  g_assert_true (flow_dock_is_connected (dock (input_node_of (inside), "first")));
  {
    FlowSink *sink = flow_node_get_sink (first, "first");
    g_autoptr(FlowSink) at_zero = g_list_model_get_item (flow_node_get_sinks (first), 0);

    /* At the old one's place. */
    g_assert_true (at_zero == sink);
  }

  /* A type the connections cannot carry is refused, and nothing changes. */
  g_assert_false (flow_group_set_port_type (group, dock (flow_group_get_input_node (group), "first"),
                                            G_TYPE_STRING, &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  g_assert_true (flow_dock_get_value_type (dock (first, "first")) == G_TYPE_DOUBLE);

  /* A type they can carry. */
  g_assert_true (flow_group_set_port_type (group, dock (input_node_of (inside), "z"), G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  g_assert_true (flow_dock_get_value_type (dock (second, "z")) == G_TYPE_DOUBLE);

  /* Removing an output removes the sources, with their connections. */
  {
    g_autoptr(EngineTestNode) consumer = engine_test_node_new ("consumer", ENGINE_TEST_COMPUTE);

    flow_graph_add_node (document, FLOW_NODE (consumer));
    connect (document, second, "sum", FLOW_NODE (consumer), "a");
    g_assert_true (flow_group_remove_port (group, dock (flow_group_get_output_node (group), "sum"), &error));
    g_assert_no_error (error);
    g_assert_null (flow_node_get_dock (second, "sum"));
    g_assert_false (flow_dock_is_connected (dock (FLOW_NODE (consumer), "a")));
    g_assert_null (flow_node_get_dock (output_node_of (inside), "sum"));
  }

  /* Not a port. */
  g_assert_false (flow_group_remove_port (group, FLOW_DOCK (engine_test_node_a (producer)), &error));
  flow_test_assert_error (error, FLOW_ERROR_NOT_IN_GRAPH);
}

/* A group node's inputs and outputs are its group's: removing one from a
 * single group node is refused; a dock the application added to it is
 * its own, and goes.
 */
static void
test_group_port_docks (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = make_add_group ("Add", NULL);
  g_autoptr(FlowNode) first = flow_group_node_new (group);
  g_autoptr(FlowNode) second = flow_group_node_new (group);
  g_autoptr(EngineTestNode) producer = engine_test_node_new ("producer", ENGINE_TEST_COMPUTE);
  g_autoptr(FlowSink) extra = flow_sink_new ("extra", G_TYPE_DOUBLE);
  g_autoptr(GError) error = NULL;
  FlowHistory *history = flow_graph_get_history (document);

  g_test_summary ("Removing a group's input or output from one group node "
                  "is refused; the group removes it from all, undoably.");

  flow_graph_add_node (document, first);
  flow_graph_add_node (document, second);
  flow_graph_add_node (document, FLOW_NODE (producer));
  connect (document, FLOW_NODE (producer), "out", first, "x");

  /* Refused, with nothing changed: the dock, its connection, the step. */
  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*_flow_group_node_is_port*");
  flow_node_remove_dock (first, dock (first, "x"));
  g_test_assert_expected_messages ();
  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*_flow_group_node_is_port*");
  flow_node_remove_dock (second, dock (second, "sum"));
  g_test_assert_expected_messages ();
  g_assert_true (flow_dock_is_connected (dock (first, "x")));
  g_assert_nonnull (flow_node_get_dock (second, "sum"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (first)), ==,
                    g_list_model_get_n_items (flow_node_get_sinks (second)));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Connect");

  /* A dock of the group node's own, named like no port, can go. */
  flow_node_add_dock (first, FLOW_DOCK (extra));
  flow_node_remove_dock (first, FLOW_DOCK (extra));
  g_assert_null (flow_node_get_dock (first, "extra"));

  /* Through the group: from every group node, as one step, undone and
   * made again through the same internal path.
   */
  g_assert_true (flow_group_remove_port (group, dock (flow_group_get_input_node (group), "x"), &error));
  g_assert_no_error (error);
  g_assert_null (flow_node_get_dock (first, "x"));
  g_assert_null (flow_node_get_dock (second, "x"));
  flow_history_undo (history);
  g_assert_nonnull (flow_node_get_dock (second, "x"));
  g_assert_true (flow_dock_is_connected (dock (first, "x")));
  flow_history_redo (history);
  g_assert_null (flow_node_get_dock (first, "x"));
  g_assert_null (flow_node_get_dock (second, "x"));
}

static void
test_group_recursion (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) outer = make_add_group ("Outer", NULL);
  g_autoptr(FlowGroup) inner = make_add_group ("Inner", NULL);
  g_autoptr(FlowNode) inner_in_outer = flow_group_node_new (inner);
  g_autoptr(FlowNode) outer_in_inner = flow_group_node_new (outer);
  g_autoptr(FlowNode) self_in_self = flow_group_node_new (outer);
  g_autoptr(FlowNode) input = NULL;
  g_autoptr(GError) error = NULL;

  flow_graph_add_node (document, flow_group_node_new (outer));
  flow_graph_add_node (flow_group_get_graph (outer), inner_in_outer);

  /* Directly. */
  g_assert_false (flow_graph_can_add_node (flow_group_get_graph (outer), self_in_self, &error));
  flow_test_assert_error (error, FLOW_ERROR_RECURSIVE_GROUP);
  g_clear_error (&error);

  /* Through another group. */
  g_assert_false (flow_graph_can_add_node (flow_group_get_graph (inner), outer_in_inner, &error));
  flow_test_assert_error (error, FLOW_ERROR_RECURSIVE_GROUP);
  g_clear_error (&error);

  /* In a group node's own graph too. */
  {
    g_autoptr(FlowNode) user = flow_group_node_new (inner);
    FlowGraph *inside = flow_group_node_get_graph (FLOW_GROUP_NODE (user));

    g_assert_false (flow_graph_can_add_node (inside, outer_in_inner, &error));
    flow_test_assert_error (error, FLOW_ERROR_RECURSIVE_GROUP);
    g_clear_error (&error);
  }

  flow_test_expect_critical ("*cannot contain itself*",
                             flow_graph_add_node (flow_group_get_graph (inner), outer_in_inner));
  g_assert_null (flow_node_get_graph (outer_in_inner));

  /* Interface nodes are the group's. */
  input = g_object_new (FLOW_TYPE_GROUP_INPUT_NODE, NULL);
  g_assert_false (flow_graph_can_add_node (document, input, &error));
  flow_test_assert_error (error, FLOW_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_false (flow_graph_can_add_node (flow_group_get_graph (inner), input, &error));
  flow_test_assert_error (error, FLOW_ERROR_FAILED);
}

/* A chain of 32 groups, each holding one node of the one before: a value
 * goes in at the top and through every level, once.
 */
static void
test_group_nesting (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(FlowNode) top = NULL;
  FlowNode *innermost_add = NULL;
  guint levels = 32;

  g_ptr_array_add (groups, make_add_group ("Level 0", &innermost_add));

  for (guint i = 1; i < levels; i++)
    {
      g_autofree char *name = g_strdup_printf ("Level %u", i);
      FlowGroup *group = flow_group_new (name);
      FlowGraph *graph = flow_group_get_graph (group);
      FlowNode *below = flow_group_node_new (groups->pdata[i - 1]);

      flow_group_add_input (group, "x", G_TYPE_DOUBLE, NULL);
      flow_group_add_input (group, "y", G_TYPE_DOUBLE, NULL);
      flow_group_add_output (group, "sum", G_TYPE_DOUBLE, NULL);
      flow_graph_add_node (graph, below);
      connect (graph, flow_group_get_input_node (group), "x", below, "x");
      connect (graph, flow_group_get_input_node (group), "y", below, "y");
      connect (graph, below, "sum", flow_group_get_output_node (group), "sum");
      g_object_unref (below);

      g_ptr_array_add (groups, group);
    }

  top = flow_group_node_new (groups->pdata[levels - 1]);
  flow_graph_add_node (document, top);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (document)), ==, levels);

  set_default (FLOW_SINK (dock (top, "x")), 5);
  set_default (FLOW_SINK (dock (top, "y")), 6);
  g_assert_cmpfloat (get_double (dock (top, "sum")), ==, 11);

  /* The add node at the bottom of the top node's graphs computed once
   * for each change: walk down to it.
   */
  {
    FlowNode *node = top;

    for (guint i = levels - 1; i > 0; i--)
      {
        FlowGraph *inside = flow_group_node_get_graph (FLOW_GROUP_NODE (node));
        guint n = g_list_model_get_n_items (G_LIST_MODEL (inside));

        node = NULL;
        for (guint j = 0; j < n && node == NULL; j++)
          {
            g_autoptr(FlowNode) candidate = g_list_model_get_item (G_LIST_MODEL (inside), j);

            if (FLOW_IS_GROUP_NODE (candidate))
              node = candidate;
          }
        g_assert_nonnull (node);
      }

    {
      FlowGraph *bottom = flow_group_node_get_graph (FLOW_GROUP_NODE (node));
      EngineTestNode *add = ENGINE_TEST_NODE (flow_graph_get_node (bottom, flow_node_get_id (innermost_add)));
      g_autofree char *log = engine_test_node_take_log (add);

      g_assert_cmpstr (log, ==, "null,5,11");
    }
  }
}

/* A value through a group reaches a node that also takes it directly:
 * that node computes once, with both new values.
 */
static void
count_wave_cb (FlowGraph *graph,
               guint      n_computes,
               gint64     duration,
               guint     *count)
{
  (*count)++;
}

static void
test_group_once_per_wave (void)
{
  guint inner_waves = 0, outer_waves = 0;
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = make_add_group ("Add", NULL);
  g_autoptr(FlowNode) node = flow_group_node_new (group);
  g_autoptr(EngineTestNode) top = engine_test_node_new ("top", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) join = engine_test_node_new ("join", ENGINE_TEST_COMPUTE);

  flow_graph_add_node (document, FLOW_NODE (top));
  flow_graph_add_node (document, node);
  flow_graph_add_node (document, FLOW_NODE (join));
  connect (document, FLOW_NODE (top), "out", node, "x");
  connect (document, FLOW_NODE (top), "out", node, "y");
  connect (document, node, "sum", FLOW_NODE (join), "a");
  connect (document, FLOW_NODE (top), "out", FLOW_NODE (join), "b");
  g_free (engine_test_node_take_log (join));

  g_signal_connect (flow_group_node_get_graph (FLOW_GROUP_NODE (node)), "wave-finished",
                    G_CALLBACK (count_wave_cb), &inner_waves);
  g_signal_connect (document, "wave-finished", G_CALLBACK (count_wave_cb), &outer_waves);

  set_default (engine_test_node_a (top), 1);
  {
    g_autofree char *log = engine_test_node_take_log (join);

    g_assert_cmpstr (log, ==, "3");
  }
  /* One wave outside, and inside one wave of the group node's graph. */
  g_assert_cmpuint (outer_waves, ==, 1);
  g_assert_cmpuint (inner_waves, ==, 1);

  set_default (engine_test_node_a (top), 10);
  {
    g_autofree char *log = engine_test_node_take_log (join);

    g_assert_cmpstr (log, ==, "30");
  }
  g_assert_cmpuint (outer_waves, ==, 2);
  g_assert_cmpuint (inner_waves, ==, 2);
}

static void
assert_described (FlowGraph  *document,
                  const char *expected)
{
  g_autofree char *text = flow_test_describe_document (document);

  g_assert_cmpstr (text, ==, expected);
}

/* A chain with connections into and out of its middle:
 * n1 → n2.a, n1 → n3.b, n2 → n3.a, n2 → n4.b, n3 → n4.a, so that with
 * n1.a = v: n2 = v, n3 = 2v, n4 = 3v.
 */
static void
make_chain (FlowGraph *document,
            FlowNode  *nodes[4])
{
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *title = g_strdup_printf ("n%u", i + 1);
      g_autoptr(EngineTestNode) node = engine_test_node_new (title, ENGINE_TEST_COMPUTE);

      flow_node_set_position (FLOW_NODE (node), 100 * i, 10 * i);
      flow_graph_add_node (document, FLOW_NODE (node));
      nodes[i] = FLOW_NODE (node);
    }

  connect (document, nodes[0], "out", nodes[1], "a");
  connect (document, nodes[0], "out", nodes[2], "b");
  connect (document, nodes[1], "out", nodes[2], "a");
  connect (document, nodes[1], "out", nodes[3], "b");
  connect (document, nodes[2], "out", nodes[3], "a");
}

/* Grouping and ungrouping, each one step, undone and redone exactly. */
static void
test_group_group_ungroup (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (document);
  g_autoptr(GError) error = NULL;
  g_autofree char *flat = NULL;
  g_autofree char *grouped = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *ungrouped = NULL;
  FlowNode *nodes[4];
  FlowNode *middle[2];
  FlowNode *group_node;
  FlowGroup *group;
  FlowGraph *inside;

  make_chain (document, nodes);
  set_default (engine_test_node_a (ENGINE_TEST_NODE (nodes[0])), 1);
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 3);
  /* Ports take the labels of the docks inside. */
  flow_dock_set_label (dock (nodes[1], "a"), "Alpha");
  flow_dock_set_label (dock (nodes[2], "b"), "Alpha");
  flow_dock_set_label (dock (nodes[1], "out"), "Result");
  flow_dock_set_label (dock (nodes[2], "out"), "Result");
  flat = flow_test_describe_document (document);

  middle[0] = nodes[1];
  middle[1] = nodes[2];
  group_node = flow_graph_group_nodes (document, middle, 2, "Pair", &error);
  g_assert_no_error (error);
  g_assert_nonnull (group_node);
  g_object_ref (group_node);
  group = flow_group_node_get_group (FLOW_GROUP_NODE (group_node));
  g_assert_cmpstr (flow_group_get_name (group), ==, "Pair");
  g_assert_true (flow_graph_find_group (document, "Pair") == group);

  /* n1, n4 and the group node; the values are as they were. n1 feeds
   * two nodes inside through one input; two sources inside give two
   * outputs.
   */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (document)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (document)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (group_node)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (group_node)), ==, 2);
  {
    g_autoptr(FlowDock) input = g_list_model_get_item (flow_node_get_sinks (group_node), 0);
    g_autoptr(FlowDock) first = g_list_model_get_item (flow_node_get_sources (group_node), 0);
    g_autoptr(FlowDock) second = g_list_model_get_item (flow_node_get_sources (group_node), 1);

    g_assert_cmpstr (flow_dock_get_label (input), ==, "Alpha");
    g_assert_cmpstr (flow_dock_get_name (first), ==, "out");
    g_assert_cmpstr (flow_dock_get_label (first), ==, "Result");
    g_assert_cmpstr (flow_dock_get_name (second), ==, "out 2");
    g_assert_cmpstr (flow_dock_get_label (second), ==, "Result 2");
  }
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 3);
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
  /* The two nodes, the input and the output node. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (inside)), ==, 5);
  grouped = flow_test_describe_document (document);

  /* Values go through. */
  set_default (engine_test_node_a (ENGINE_TEST_NODE (nodes[0])), 5);
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 15);
  flow_history_undo (history);
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 3);
  assert_described (document, grouped);

  /* One step undoes the grouping, one redoes it. */
  flow_history_undo (history);
  assert_described (document, flat);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (document)), ==, 0);
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 3);
  flow_history_redo (history);
  assert_described (document, grouped);

  /* An edit inside, one level down, undone in the document's history. */
  {
    g_autoptr(EngineTestNode) extra = engine_test_node_new ("extra", ENGINE_TEST_COMPUTE);

    flow_graph_add_node (inside, FLOW_NODE (extra));
    edited = flow_test_describe_document (document);
    g_assert_cmpstr (edited, !=, grouped);
    flow_history_undo (history);
    assert_described (document, grouped);
    flow_history_redo (history);
    assert_described (document, edited);
    flow_history_undo (history);
    assert_described (document, grouped);
  }

  /* Ungrouping: the inside replaces the node, connections restored. */
  g_assert_true (flow_graph_ungroup (document, group_node, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (document)), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (document)), ==, 5);
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 3);
  set_default (engine_test_node_a (ENGINE_TEST_NODE (nodes[0])), 2);
  g_assert_cmpfloat (get_double (dock (nodes[3], "out")), ==, 6);
  flow_history_undo (history);
  ungrouped = flow_test_describe_document (document);
  /* The definition is kept, unused, until it is removed. */
  g_assert_true (flow_graph_find_group (document, "Pair") == group);
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 0);

  flow_history_undo (history);
  assert_described (document, grouped);
  flow_history_redo (history);
  assert_described (document, ungrouped);
  flow_history_undo (history);
  flow_history_undo (history);
  assert_described (document, flat);

  /* Refused: nodes of another graph, and a group's own input node. */
  {
    g_autoptr(FlowGraph) other = flow_graph_new ();
    g_autoptr(EngineTestNode) stranger = engine_test_node_new ("stranger", ENGINE_TEST_COMPUTE);
    FlowNode *refused[1] = { FLOW_NODE (stranger) };

    flow_graph_add_node (other, FLOW_NODE (stranger));
    g_assert_null (flow_graph_group_nodes (document, refused, 1, NULL, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    assert_described (document, flat);
  }

  g_object_unref (group_node);
}

/* The name and the label of the @index-th sink or source of @node. */
static void
assert_port (FlowNode   *node,
             gboolean    sink,
             guint       index,
             const char *name,
             const char *label)
{
  GListModel *docks = sink ? flow_node_get_sinks (node) : flow_node_get_sources (node);
  g_autoptr(FlowDock) port = g_list_model_get_item (docks, index);

  g_assert_nonnull (port);
  g_assert_cmpstr (flow_dock_get_name (port), ==, name);
  g_assert_cmpstr (flow_dock_get_label (port), ==, label);
}

/* Docks of different nodes share a name under labels that tell them
 * apart: the ports' names take a suffix, their labels do not.
 */
static void
test_group_port_labels (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(EngineTestNode) apples = engine_test_node_new ("Apples", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) price = engine_test_node_new ("Price Each", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) total = engine_test_node_new ("Total", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  FlowNode *selection[2] = { FLOW_NODE (apples), FLOW_NODE (price) };
  FlowGroup *group;
  FlowNode *group_node;

  flow_graph_add_node (document, FLOW_NODE (apples));
  flow_graph_add_node (document, FLOW_NODE (price));
  flow_graph_add_node (document, FLOW_NODE (total));
  flow_dock_set_label (dock (FLOW_NODE (apples), "out"), "Integer");
  flow_dock_set_label (dock (FLOW_NODE (price), "out"), "Number");
  connect (document, FLOW_NODE (apples), "out", FLOW_NODE (total), "a");
  connect (document, FLOW_NODE (price), "out", FLOW_NODE (total), "b");

  group_node = flow_graph_group_nodes (document, selection, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (group_node);
  group = flow_group_node_get_group (FLOW_GROUP_NODE (group_node));

  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (group_node)), ==, 2);
  assert_port (group_node, FALSE, 0, "out", "Integer");
  assert_port (group_node, FALSE, 1, "out 2", "Number");
  /* The group's own output node, and so its files, say the same. */
  assert_port (flow_group_get_output_node (group), TRUE, 0, "out", "Integer");
  assert_port (flow_group_get_output_node (group), TRUE, 1, "out 2", "Number");
}

/* An input and an output whose docks share a name: the names differ,
 * since a group's inputs and outputs share their names, whichever
 * connection comes first; the labels may be the same, on two sides.
 */
static void
test_group_port_names (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(EngineTestNode) before = engine_test_node_new ("before", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) after = engine_test_node_new ("after", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) giver = engine_test_node_new ("giver", ENGINE_TEST_COMPUTE);
  g_autoptr(TestDoubleNode) taker = g_object_new (TEST_TYPE_DOUBLE_NODE, NULL);
  g_autoptr(FlowSource) in = flow_source_new ("in", G_TYPE_DOUBLE);
  g_autoptr(GError) error = NULL;
  FlowNode *selection[2] = { FLOW_NODE (giver), FLOW_NODE (taker) };
  FlowNode *group_node;

  /* A source of the same name as the other node's sink. */
  flow_node_add_dock (FLOW_NODE (giver), FLOW_DOCK (in));
  flow_dock_set_label (FLOW_DOCK (in), "Value");
  flow_dock_set_label (dock (FLOW_NODE (taker), "in"), "Value");

  flow_graph_add_node (document, FLOW_NODE (before));
  flow_graph_add_node (document, FLOW_NODE (giver));
  flow_graph_add_node (document, FLOW_NODE (taker));
  flow_graph_add_node (document, FLOW_NODE (after));
  /* The output first, then the input of the same name. */
  connect (document, FLOW_NODE (giver), "in", FLOW_NODE (after), "a");
  connect (document, FLOW_NODE (before), "out", FLOW_NODE (taker), "in");

  group_node = flow_graph_group_nodes (document, selection, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (group_node);

  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (group_node)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (group_node)), ==, 1);
  assert_port (group_node, TRUE, 0, "in 2", "Value");
  assert_port (group_node, FALSE, 0, "in", "Value");
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (document)), ==, 2);
}

/* One group node gets a group of its own; the other keeps the shared one. */
static void
test_group_single_user (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (document);
  FlowNode *add_in_group = NULL;
  g_autoptr(FlowGroup) group = make_add_group ("Add", &add_in_group);
  g_autoptr(FlowNode) first = flow_group_node_new (group);
  g_autoptr(FlowNode) second = flow_group_node_new (group);
  g_autoptr(GError) error = NULL;
  g_autofree char *shared = NULL;
  guint id = flow_node_get_id (add_in_group);
  FlowGroup *own;

  flow_graph_add_node (document, first);
  flow_graph_add_node (document, second);
  set_default (FLOW_SINK (dock (first, "x")), 1);
  set_default (FLOW_SINK (dock (second, "x")), 10);
  shared = flow_test_describe_document (document);

  own = flow_group_node_make_single_user (FLOW_GROUP_NODE (second), &error);
  g_assert_no_error (error);
  g_assert_nonnull (own);
  g_assert_true (own != group);
  g_assert_cmpstr (flow_group_get_name (own), ==, "Add 2");
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 1);
  g_assert_cmpuint (flow_group_get_n_users (own), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (document)), ==, 2);

  /* The only user keeps its group. */
  g_assert_true (flow_group_node_make_single_user (FLOW_GROUP_NODE (first), &error) == group);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (document)), ==, 2);

  /* An edit of one no longer reaches the other. */
  g_object_set (flow_graph_get_node (flow_group_node_get_graph (FLOW_GROUP_NODE (first)), id),
                "offset", 100.0, NULL);
  g_assert_cmpfloat (get_double (dock (first, "sum")), ==, 101);
  g_assert_cmpfloat (get_double (dock (second, "sum")), ==, 10);

  flow_history_undo (history);
  g_assert_cmpfloat (get_double (dock (first, "sum")), ==, 1);

  /* Undone, both share the one group again. */
  flow_history_undo (history);
  assert_described (document, shared);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (second)) == group);
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 2);
  g_object_set (flow_graph_get_node (flow_group_node_get_graph (FLOW_GROUP_NODE (first)), id),
                "offset", 100.0, NULL);
  g_assert_cmpfloat (get_double (dock (second, "sum")), ==, 110);
}

/* A group node inside another group's graph, as a group node of that
 * group shows it, made single-user: the node is the same in the group's
 * graph and every copy of it, and each takes the new group, so that the
 * document (and its file) has what the copy shows. Undone, all go back.
 */
static void
test_group_single_user_nested (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (document);
  g_autoptr(FlowGroup) inner = make_add_group ("Inner", NULL);
  g_autoptr(FlowGroup) outer = flow_group_new ("Outer");
  g_autoptr(FlowNode) first = flow_group_node_new (inner);
  g_autoptr(FlowNode) second = flow_group_node_new (inner);
  g_autoptr(FlowNode) top = NULL;
  g_autoptr(FlowNode) other_top = NULL;
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *saved = NULL;
  FlowNode *in_copy, *in_other, *in_definition, *in_loaded;
  FlowGroup *own;
  guint id, steps;

  flow_graph_add_node (flow_group_get_graph (outer), first);
  flow_graph_add_node (flow_group_get_graph (outer), second);
  id = flow_node_get_id (first);
  top = flow_group_node_new (outer);
  other_top = flow_group_node_new (outer);
  flow_graph_add_node (document, top);
  flow_graph_add_node (document, other_top);
  before = flow_test_describe_document (document);
  steps = flow_history_get_n_undo_steps (history);

  in_copy = flow_graph_get_node (flow_group_node_get_graph (FLOW_GROUP_NODE (top)), id);
  in_other = flow_graph_get_node (flow_group_node_get_graph (FLOW_GROUP_NODE (other_top)), id);
  in_definition = flow_graph_get_node (flow_group_get_graph (outer), id);
  own = flow_group_node_make_single_user (FLOW_GROUP_NODE (in_copy), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (flow_group_get_name (own), ==, "Inner 2");
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);

  /* The same node everywhere Outer is, not its neighbour. */
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_copy)) == own);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_definition)) == own);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_other)) == own);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (second)) == inner);

  /* Saved and loaded, the node uses the new group. */
  saved = flow_serializer_save_to_data (serializer, document, NULL);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, saved, -1, &error));
  g_assert_no_error (error);
  in_loaded = flow_graph_get_node (flow_group_node_get_graph (FLOW_GROUP_NODE (flow_graph_get_node (loaded, flow_node_get_id (top)))), id);
  g_assert_cmpstr (flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (in_loaded))), ==, "Inner 2");

  flow_history_undo (history);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_copy)) == inner);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_definition)) == inner);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_other)) == inner);
  assert_described (document, before);

  flow_history_redo (history);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (in_definition)) ==
                 flow_group_node_get_group (FLOW_GROUP_NODE (in_copy)));
  g_assert_cmpstr (flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (in_other))), ==, "Inner 2");
}

/* A node inside that computes in a job: the group node is busy until the
 * job's value has crossed the boundary, and the value arrives.
 */
static void
test_group_async (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Slow");
  g_autoptr(EngineTestNode) slow = engine_test_node_new ("slow", ENGINE_TEST_ASYNC);
  g_autoptr(EngineTestNode) consumer = engine_test_node_new ("consumer", ENGINE_TEST_COMPUTE);
  g_autoptr(FlowNode) node = NULL;
  g_autoptr(GError) error = NULL;
  FlowGraph *graph = flow_group_get_graph (group);

  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_output (group, "y", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  engine_test_node_set_delay (slow, 20);
  flow_graph_add_node (graph, FLOW_NODE (slow));
  connect (graph, flow_group_get_input_node (group), "x", FLOW_NODE (slow), "a");
  connect (graph, flow_group_get_input_node (group), "x", FLOW_NODE (slow), "b");
  connect (graph, FLOW_NODE (slow), "out", flow_group_get_output_node (group), "y");

  node = flow_group_node_new (group);
  flow_graph_add_node (document, node);
  flow_graph_add_node (document, FLOW_NODE (consumer));
  connect (document, node, "y", FLOW_NODE (consumer), "a");
  connect (document, node, "y", FLOW_NODE (consumer), "b");

  set_default (FLOW_SINK (dock (node, "x")), 5);
  g_assert_true (flow_node_get_busy (node));
  g_assert_true (flow_graph_get_busy (document));

  engine_test_wait_until (!flow_graph_get_busy (document), 5000);
  g_assert_false (flow_node_get_busy (node));
  g_assert_cmpfloat (get_double (dock (node, "y")), ==, 10);
  g_assert_cmpfloat (get_double (dock (FLOW_NODE (consumer), "out")), ==, 20);
  g_assert_cmpuint (engine_test_node_get_n_jobs_done (slow), ==, 0);
  g_assert_cmpuint (engine_test_node_get_n_jobs_done (
                      ENGINE_TEST_NODE (flow_graph_get_node (flow_group_node_get_graph (FLOW_GROUP_NODE (node)),
                                                             flow_node_get_id (FLOW_NODE (slow))))), >=, 1);
}

/* A cycle, where the graph allows cycles, grouped: the group's graph and
 * every copy keep it, without a warning, and so does a copy of the group
 * made for a single user.
 */
static void
test_group_cycles (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(EngineTestNode) first = engine_test_node_new ("first", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) second = engine_test_node_new ("second", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  FlowNode *nodes[2] = { FLOW_NODE (first), FLOW_NODE (second) };
  FlowNode *group_node;
  g_autoptr(FlowNode) another = NULL;
  FlowGroup *group;

  flow_graph_set_allow_cycles (document, TRUE);
  flow_graph_add_node (document, FLOW_NODE (first));
  flow_graph_add_node (document, FLOW_NODE (second));
  connect (document, FLOW_NODE (first), "out", FLOW_NODE (second), "a");
  connect (document, FLOW_NODE (second), "out", FLOW_NODE (first), "a");

  group_node = flow_graph_group_nodes (document, nodes, 2, "Loop", &error);
  g_assert_no_error (error);
  group = flow_group_node_get_group (FLOW_GROUP_NODE (group_node));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (flow_group_get_graph (group))), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (flow_group_node_get_graph (FLOW_GROUP_NODE (group_node)))), ==, 2);

  /* A new group node of the group, before it is in any graph. */
  another = flow_group_node_new (group);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (flow_group_node_get_graph (FLOW_GROUP_NODE (another)))), ==, 2);
  flow_graph_add_node (document, another);
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 2);

  /* Its own copy of the group, made single-user: the copy keeps the
   * cycle too.
   */
  {
    FlowGroup *copy = flow_group_node_make_single_user (FLOW_GROUP_NODE (another), &error);

    g_assert_no_error (error);
    g_assert_nonnull (copy);
    g_assert_true (copy != group);
    g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (flow_group_get_graph (copy))), ==, 2);
    g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (flow_group_node_get_graph (FLOW_GROUP_NODE (another)))), ==, 2);
  }
}

/* A node inside with nothing connected to its inputs computes in each
 * group node, and again where ungrouping puts it: the outputs agree with
 * the inputs, even for a node that computes only when an input changes.
 */
static void
test_group_constant (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Constant");
  g_autoptr(EngineTestNode) inner = engine_test_node_new ("seven", ENGINE_TEST_LEGACY);
  g_autoptr(GError) error = NULL;
  FlowNode *node;
  guint id = 0;

  g_assert_nonnull (flow_group_add_output (group, "value", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  set_default (engine_test_node_a (inner), 3);
  set_default (engine_test_node_b (inner), 4);
  flow_graph_add_node (flow_group_get_graph (group), FLOW_NODE (inner));
  connect (flow_group_get_graph (group), FLOW_NODE (inner), "out",
           flow_group_get_output_node (group), "value");

  node = flow_group_node_new (group);
  flow_graph_add_node (document, node);
  g_object_unref (node);
  g_assert_cmpfloat (get_double (dock (node, "value")), ==, 7);

  g_assert_true (flow_graph_ungroup (document, node, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (document)), ==, 1);
  {
    g_autoptr(FlowNode) copy = g_list_model_get_item (G_LIST_MODEL (document), 0);

    id = flow_node_get_id (copy);
    g_assert_cmpfloat (get_double (dock (copy, "out")), ==, 7);
  }
  g_assert_cmpuint (id, !=, 0);
}

static void
assert_computed_once (EngineTestNode *node,
                      const char     *value)
{
  g_autofree char *log = NULL;

  g_assert_nonnull (node);
  g_assert_cmpuint (engine_test_node_get_n_computes (node), ==, 1);
  log = engine_test_node_take_log (node);
  g_assert_cmpstr (log, ==, value);
}

/* A copy of a node (in a group node, or where ungrouping puts it) is made
 * with its defaults and parameters set one by one: it computes once, with
 * all of them, never on the values half set. It computed at each: with
 * a and no b, then without the offset, values that never were.
 */
static void
test_group_copies_compute_once (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Sum");
  g_autoptr(EngineTestNode) inner = engine_test_node_new ("sum", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  EngineTestNode *copy;
  FlowNode *node;

  g_assert_nonnull (flow_group_add_output (group, "value", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  set_default (engine_test_node_a (inner), 3);
  set_default (engine_test_node_b (inner), 4);
  g_object_set (inner, "offset", 10.0, NULL);
  flow_graph_add_node (flow_group_get_graph (group), FLOW_NODE (inner));
  connect (flow_group_get_graph (group), FLOW_NODE (inner), "out",
           flow_group_get_output_node (group), "value");

  node = flow_group_node_new (group);
  flow_graph_add_node (document, node);
  g_object_unref (node);
  g_assert_cmpfloat (get_double (dock (node, "value")), ==, 17);

  copy = ENGINE_TEST_NODE (find_node_of_type (flow_group_node_get_graph (FLOW_GROUP_NODE (node)),
                                              ENGINE_TEST_TYPE_NODE));
  g_assert_true (copy != inner);
  assert_computed_once (copy, "17");

  g_assert_true (flow_graph_ungroup (document, node, &error));
  g_assert_no_error (error);
  copy = ENGINE_TEST_NODE (find_node_of_type (document, ENGINE_TEST_TYPE_NODE));
  assert_computed_once (copy, "17");
}

/* A group's own graph never computes, so a node of it may show no value
 * (as after a file is loaded, which keeps no values inside groups): a
 * group node still computes its copy of that node, even one that
 * computes only when an input changes.
 */
static void
test_group_constant_without_values (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Constant");
  g_autoptr(FlowNode) inner = g_object_new (TEST_TYPE_DOUBLE_NODE, NULL);
  g_autoptr(GError) error = NULL;
  FlowNode *node;

  g_assert_nonnull (flow_group_add_output (group, "value", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  flow_graph_add_node (flow_group_get_graph (group), inner);
  set_default (FLOW_SINK (dock (inner, "in")), 24);
  connect (flow_group_get_graph (group), inner, "out",
           flow_group_get_output_node (group), "value");
  g_assert_null (flow_dock_get_value (dock (inner, "out")));

  node = flow_group_node_new (group);
  flow_graph_add_node (document, node);
  g_object_unref (node);
  g_assert_cmpfloat (get_double (dock (node, "value")), ==, 48);
}

/* Ports of the type "any" carry whatever connects, as any dock of that
 * type does.
 */
static void
test_group_any (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Pass");
  g_autoptr(EngineTestNode) producer = engine_test_node_new ("producer", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) consumer = engine_test_node_new ("consumer", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  FlowNode *node;

  g_assert_nonnull (flow_group_add_input (group, "x", FLOW_TYPE_ANY, &error));
  g_assert_nonnull (flow_group_add_output (group, "y", FLOW_TYPE_ANY, &error));
  g_assert_no_error (error);
  connect (flow_group_get_graph (group), flow_group_get_input_node (group), "x",
           flow_group_get_output_node (group), "y");

  node = flow_group_node_new (group);
  flow_graph_add_node (document, node);
  g_object_unref (node);
  flow_graph_add_node (document, FLOW_NODE (producer));
  flow_graph_add_node (document, FLOW_NODE (consumer));
  g_assert_true (flow_dock_get_value_type (dock (node, "x")) == FLOW_TYPE_ANY);
  connect (document, FLOW_NODE (producer), "out", node, "x");
  connect (document, node, "y", FLOW_NODE (consumer), "a");
  connect (document, node, "y", FLOW_NODE (consumer), "b");

  set_default (engine_test_node_a (producer), 4);
  g_assert_cmpfloat (get_double (dock (node, "y")), ==, 4);
  g_assert_cmpfloat (get_double (dock (FLOW_NODE (consumer), "out")), ==, 8);
}

/* A group node pasted next to another of the same group shares it, and
 * its graph records in the document's history: moving a node inside it
 * is one step, which undo takes back in every copy. Making a group node
 * records nothing.
 */
static void
test_group_pasted_move_undo (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(EngineTestNode) a = engine_test_node_new ("a", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) b = engine_test_node_new ("b", ENGINE_TEST_COMPUTE);
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  FlowHistory *history = flow_graph_get_history (document);
  FlowNode *nodes[2] = { FLOW_NODE (a), FLOW_NODE (b) };
  FlowNode *first, *second, *inside_first, *inside_second, *inside_group;
  double x;

  flow_graph_add_node (document, FLOW_NODE (a));
  flow_graph_add_node (document, FLOW_NODE (b));
  first = flow_graph_group_nodes (document, nodes, 2, NULL, &error);
  g_assert_no_error (error);
  text = flow_serializer_save_nodes_to_data (serializer, &first, 1, NULL);
  pasted = flow_serializer_paste (serializer, document, text, -1, 16, 16, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 1);
  second = g_list_model_get_item (pasted, 0);
  g_object_unref (second);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (second)) ==
                 flow_group_node_get_group (FLOW_GROUP_NODE (first)));

  inside_first = input_node_of (flow_group_node_get_graph (FLOW_GROUP_NODE (first)));
  inside_second = input_node_of (flow_group_node_get_graph (FLOW_GROUP_NODE (second)));
  inside_group = input_node_of (flow_group_get_graph (flow_group_node_get_group (FLOW_GROUP_NODE (first))));
  x = flow_node_get_x (inside_second);

  flow_node_set_position (inside_second, x + 8, flow_node_get_y (inside_second));
  g_assert_cmpfloat (flow_node_get_x (inside_first), ==, x + 8);
  g_assert_cmpfloat (flow_node_get_x (inside_group), ==, x + 8);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move Node");

  flow_history_undo (history);
  g_assert_cmpfloat (flow_node_get_x (inside_second), ==, x);
  g_assert_cmpfloat (flow_node_get_x (inside_first), ==, x);
  g_assert_cmpfloat (flow_node_get_x (inside_group), ==, x);
  g_assert_cmpstr (flow_history_get_redo_label (history), ==, "Redo Move Node");
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Paste Node");

  flow_history_redo (history);
  g_assert_cmpfloat (flow_node_get_x (inside_first), ==, x + 8);
  g_assert_cmpfloat (flow_node_get_x (inside_second), ==, x + 8);

  /* Making another group node of the group is no edit of the document
   * until it is added.
   */
  {
    g_autoptr(FlowNode) third = flow_group_node_new (flow_group_node_get_group (FLOW_GROUP_NODE (first)));

    g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move Node");
    g_assert_false (flow_history_get_can_redo (history));
    g_assert_cmpfloat (flow_node_get_x (input_node_of (flow_group_node_get_graph (FLOW_GROUP_NODE (third)))), ==, x + 8);
  }
}

/* A connection through a reroute into the nodes grouped makes an input
 * of the type the nodes take, not "any" from the reroute's dock: the
 * group node refuses what the node inside would have refused. Likewise
 * an output read inside from a reroute, typed from the input outside.
 */
static void
test_group_through_reroute (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(EngineTestNode) producer = engine_test_node_new ("producer", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) consumer = engine_test_node_new ("consumer", ENGINE_TEST_COMPUTE);
  g_autoptr(FlowNode) before = flow_reroute_new ();
  g_autoptr(FlowNode) after = flow_reroute_new ();
  g_autoptr(FlowSource) text = flow_source_new ("text", G_TYPE_STRING);
  g_autoptr(GError) error = NULL;
  FlowNode *selection[2] = { FLOW_NODE (consumer), after };
  FlowNode *group_node;
  FlowNode *last = FLOW_NODE (engine_test_node_new ("last", ENGINE_TEST_COMPUTE));

  flow_graph_add_node (document, FLOW_NODE (producer));
  flow_graph_add_node (document, before);
  flow_graph_add_node (document, FLOW_NODE (consumer));
  flow_graph_add_node (document, after);
  flow_graph_add_node (document, last);
  flow_node_add_dock (FLOW_NODE (producer), FLOW_DOCK (text));
  connect (document, FLOW_NODE (producer), "out", before, "in");
  connect (document, before, "out", FLOW_NODE (consumer), "a");
  connect (document, FLOW_NODE (consumer), "out", after, "in");
  connect (document, after, "out", last, "a");

  group_node = flow_graph_group_nodes (document, selection, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (flow_dock_get_value_type (dock (group_node, "a")) == G_TYPE_DOUBLE);
  g_assert_true (flow_dock_get_value_type (dock (group_node, "out")) == G_TYPE_DOUBLE);

  /* Values still flow through; a text is refused at the boundary. */
  set_default (engine_test_node_a (producer), 4);
  g_assert_cmpfloat (get_double (dock (group_node, "a")), ==, get_double (dock (FLOW_NODE (producer), "out")));
  g_assert_cmpfloat (get_double (dock (last, "a")), ==, get_double (dock (group_node, "out")));
  g_assert_false (flow_graph_can_connect (document, text, FLOW_SINK (dock (group_node, "a")), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_object_unref (last);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* A group node left in the graph of a group nobody uses any more (after
 * its last user was ungrouped, as files would not keep it) does not count
 * as a user; the group it uses says so.
 */
static void
test_group_users_after_ungroup (void)
{
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(EngineTestNode) x = engine_test_node_new ("x", ENGINE_TEST_COMPUTE);
  g_autoptr(EngineTestNode) y = engine_test_node_new ("y", ENGINE_TEST_COMPUTE);
  g_autoptr(GError) error = NULL;
  FlowNode *nodes[2];
  FlowNode *inner_node, *outer_node;
  FlowGroup *inner;
  guint notified = 0;

  flow_graph_get_history (document);
  flow_graph_add_node (document, FLOW_NODE (x));
  flow_graph_add_node (document, FLOW_NODE (y));
  nodes[0] = FLOW_NODE (x);
  inner_node = flow_graph_group_nodes (document, nodes, 1, "Inner", &error);
  g_assert_no_error (error);
  inner = flow_group_node_get_group (FLOW_GROUP_NODE (inner_node));
  g_assert_cmpuint (flow_group_get_n_users (inner), ==, 1);

  nodes[0] = inner_node;
  nodes[1] = FLOW_NODE (y);
  outer_node = flow_graph_group_nodes (document, nodes, 2, "Outer", &error);
  g_assert_no_error (error);
  /* In the outer group's graph, which the outer group node uses. */
  g_assert_cmpuint (flow_group_get_n_users (inner), ==, 1);

  g_signal_connect (inner, "notify::n-users", G_CALLBACK (count_notify_cb), &notified);
  g_assert_true (flow_graph_ungroup (document, outer_node, &error));
  g_assert_no_error (error);
  g_assert_nonnull (flow_graph_find_group (document, "Outer"));
  /* The copy put in the document; not the node left in "Outer". */
  g_assert_cmpuint (flow_group_get_n_users (inner), ==, 1);
  g_assert_cmpuint (flow_group_get_n_users (flow_graph_find_group (document, "Outer")), ==, 0);
  g_assert_cmpuint (notified, >, 0);

  /* Undone, the outer group is used again, and through it the inner. */
  flow_history_undo (flow_graph_get_history (document));
  g_assert_cmpuint (flow_group_get_n_users (flow_graph_find_group (document, "Outer")), ==, 1);
  g_assert_cmpuint (flow_group_get_n_users (inner), ==, 1);
  g_signal_handlers_disconnect_by_func (inner, count_notify_cb, &notified);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/group/basic", test_group_basic);
  g_test_add_func ("/flow/group/shared", test_group_shared);
  g_test_add_func ("/flow/group/interface", test_group_interface);
  g_test_add_func ("/flow/group/interface-nodes-stay", test_group_interface_nodes_stay);
  g_test_add_func ("/flow/group/port-docks", test_group_port_docks);
  g_test_add_func ("/flow/group/recursion", test_group_recursion);
  g_test_add_func ("/flow/group/nesting", test_group_nesting);
  g_test_add_func ("/flow/group/once-per-wave", test_group_once_per_wave);
  g_test_add_func ("/flow/group/group-ungroup", test_group_group_ungroup);
  g_test_add_func ("/flow/group/port-labels", test_group_port_labels);
  g_test_add_func ("/flow/group/port-names", test_group_port_names);
  g_test_add_func ("/flow/group/single-user", test_group_single_user);
  g_test_add_func ("/flow/group/single-user-nested", test_group_single_user_nested);
  g_test_add_func ("/flow/group/async", test_group_async);
  g_test_add_func ("/flow/group/cycles", test_group_cycles);
  g_test_add_func ("/flow/group/constant", test_group_constant);
  g_test_add_func ("/flow/group/constant-without-values", test_group_constant_without_values);
  g_test_add_func ("/flow/group/copies-compute-once", test_group_copies_compute_once);
  g_test_add_func ("/flow/group/any", test_group_any);
  g_test_add_func ("/flow/group/through-reroute", test_group_through_reroute);
  g_test_add_func ("/flow/group/users-after-ungroup", test_group_users_after_ungroup);
  g_test_add_func ("/flow/group/pasted-move-undo", test_group_pasted_move_undo);

  return g_test_run ();
}

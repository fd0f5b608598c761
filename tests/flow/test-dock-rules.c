/* test-dock-rules.c: compatibility decided by functions, transient
 * docks and on-demand docks.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <flow/flow.h>

#include "flow-test-utils.h"

/* A value type whose docks are compatible when their "unit" data agree. */

typedef struct { int dummy; } Quantity;

static Quantity *
quantity_copy (Quantity *q)
{
  return g_memdup2 (q, sizeof *q);
}

static GType quantity_get_type (void);
G_DEFINE_BOXED_TYPE (Quantity, quantity, quantity_copy, g_free)

static guint n_calls;

static gboolean
same_unit (FlowSource  *source,
           FlowSink    *sink,
           char       **reason,
           gpointer     user_data)
{
  const char *a = g_object_get_data (G_OBJECT (source), "unit");
  const char *b = g_object_get_data (G_OBJECT (sink), "unit");

  n_calls++;
  g_assert_cmpstr (user_data, ==, "data");

  if (g_strcmp0 (a, b) == 0)
    return TRUE;

  *reason = g_strdup_printf ("The input takes %s, not %s.", b, a);
  return FALSE;
}

static FlowDock *
unit_dock (gboolean    sink,
           const char *name,
           GType       type,
           const char *unit)
{
  FlowDock *dock = sink ? FLOW_DOCK (flow_sink_new (name, type))
                        : FLOW_DOCK (flow_source_new (name, type));

  g_object_set_data_full (G_OBJECT (dock), "unit", g_strdup (unit), g_free);
  return dock;
}

/* Adds @dock to @node, which keeps it. */
static FlowDock *
add (FlowNode *node,
     FlowDock *dock)
{
  flow_node_add_dock (node, dock);
  g_object_unref (dock);
  return dock;
}

static void
test_compatible_func (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) from = flow_node_new ();
  g_autoptr(FlowNode) to = flow_node_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  FlowDock *metres, *seconds, *in, *number;

  flow_dock_register_compatible_func (quantity_get_type (), same_unit,
                                      g_strdup ("data"), g_free);

  metres = unit_dock (FALSE, "metres", quantity_get_type (), "m");
  seconds = unit_dock (FALSE, "seconds", quantity_get_type (), "s");
  number = FLOW_DOCK (flow_source_new ("number", G_TYPE_DOUBLE));
  in = unit_dock (TRUE, "in", quantity_get_type (), "m");
  add (from, metres);
  add (from, seconds);
  add (from, number);
  add (to, in);
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, to);

  /* The same GType on both sides, refused by the function with its
   * reason.
   */
  n_calls = 0;
  g_assert_false (flow_dock_check_compatible (FLOW_SOURCE (seconds), FLOW_SINK (in), FALSE, &reason));
  g_assert_cmpstr (reason, ==, "The input takes m, not s.");
  g_assert_false (flow_graph_can_connect (graph, FLOW_SOURCE (seconds), FLOW_SINK (in), &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_assert_cmpstr (error->message, ==, "The input takes m, not s.");
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, FLOW_SOURCE (seconds), FLOW_SINK (in), &error));
  g_assert_cmpstr (error->message, ==, "The input takes m, not s.");
  g_clear_error (&error);
  g_assert_cmpuint (n_calls, ==, 3);

  /* A type GType alone would refuse: the sink's function decides. */
  g_assert_false (flow_dock_types_compatible (G_TYPE_DOUBLE, quantity_get_type (), TRUE));
  g_assert_false (flow_graph_can_connect (graph, FLOW_SOURCE (number), FLOW_SINK (in), &error));
  g_assert_cmpstr (error->message, ==, "The input takes m, not (null).");
  g_clear_error (&error);

  g_assert_true (flow_dock_check_compatible (FLOW_SOURCE (metres), FLOW_SINK (in), FALSE, NULL));
  g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (metres), FLOW_SINK (in), &error));
  g_assert_no_error (error);

  /* Removed: the type rules again. */
  flow_dock_register_compatible_func (quantity_get_type (), NULL, NULL, NULL);
  g_assert_true (flow_dock_check_compatible (FLOW_SOURCE (seconds), FLOW_SINK (in), FALSE, NULL));
  g_assert_false (flow_dock_check_compatible (FLOW_SOURCE (number), FLOW_SINK (in), TRUE, NULL));
}

static gboolean
refuse_silently (FlowSource  *source,
                 FlowSink    *sink,
                 char       **reason,
                 gpointer     user_data)
{
  return FALSE;
}

static void
test_compatible_func_source_side (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) from = flow_node_new ();
  g_autoptr(FlowNode) to = flow_node_new ();
  g_autoptr(GError) error = NULL;
  FlowDock *source, *sink;

  /* Registered for the source's type only: it decides too, and a refusal
   * without a reason gets the graph's own sentence.
   */
  flow_dock_register_compatible_func (G_TYPE_VARIANT, refuse_silently, NULL, NULL);
  source = FLOW_DOCK (flow_source_new ("out", G_TYPE_VARIANT));
  sink = FLOW_DOCK (flow_sink_new ("in", FLOW_TYPE_ANY));
  add (from, source);
  add (to, sink);
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, to);

  g_assert_null (flow_graph_add_connection (graph, FLOW_SOURCE (source), FLOW_SINK (sink), &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  flow_dock_register_compatible_func (G_TYPE_VARIANT, NULL, NULL, NULL);
}

static void
test_transient (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowNode) from = flow_node_new ();
  g_autoptr(FlowNode) to = flow_node_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  FlowDock *pad, *in;

  add (to, FLOW_DOCK (flow_sink_new ("in", G_TYPE_INT)));
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, to);
  flow_history_clear (history);
  in = flow_node_get_dock (to, "in");

  pad = FLOW_DOCK (flow_source_new ("pad_0", G_TYPE_INT));
  g_assert_false (flow_dock_get_transient (pad));
  flow_dock_set_transient (pad, TRUE);
  g_assert_true (flow_dock_get_transient (pad));

  /* Appearing is no edit. */
  flow_node_add_dock (from, pad);
  g_assert_false (flow_history_get_can_undo (history));

  /* Set once it is in a node: a programmer error. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_dock_set_transient (pad, FALSE));
  g_assert_true (flow_dock_get_transient (pad));

  /* Connecting to it is. */
  g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (pad), FLOW_SINK (in), &error));
  g_assert_no_error (error);
  g_assert_true (flow_history_get_can_undo (history));
  flow_history_clear (history);

  /* Files leave it out with its connection. */
  data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_null (strstr (data, "pad_0"));
  g_assert_nonnull (strstr (data, "\"in\""));

  /* Going away, with the connection, is no edit either. */
  flow_node_remove_dock (from, pad);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpuint (flow_dock_get_n_connections (in), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);
  g_assert_finalize_object (pad);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The connections of @graph, "source>sink" by dock names, sorted. */
static char *
describe_connections (FlowGraph *graph)
{
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      g_ptr_array_add (names, g_strdup_printf ("%s>%s",
                                               flow_dock_get_name (FLOW_DOCK (flow_connection_get_source (connection))),
                                               flow_dock_get_name (FLOW_DOCK (flow_connection_get_sink (connection)))));
    }
  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (",", (char **) names->pdata);
}

static FlowDock *
add_pad (FlowNode   *node,
         const char *name,
         GType       type,
         const char *stand_in)
{
  FlowDock *pad = FLOW_DOCK (flow_source_new (name, type));

  flow_dock_set_transient (pad, TRUE);
  flow_source_set_stand_in (FLOW_SOURCE (pad), stand_in);
  g_assert_cmpstr (flow_source_get_stand_in (FLOW_SOURCE (pad)), ==, stand_in);

  return add (node, pad);
}

static void
test_transient_stand_in (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowGraph) pasted = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowNode) from = flow_node_new ();
  g_autoptr(FlowNode) to = flow_node_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *found = NULL;
  const char *sinks[] = { "a", "b", "c", "d", "e", "f" };
  FlowNode *both[2];
  FlowDock *template, *pad[6];
  FlowDock *in[G_N_ELEMENTS (sinks)];
  FlowConnection *direct;

  g_test_summary ("A transient source's connections are saved and copied "
                  "as those of its stand-in, when the stand-in is a saved "
                  "source of the node that can take them, once each.");

  template = add (from, FLOW_DOCK (flow_source_new ("src_%u", G_TYPE_INT)));
  for (guint i = 0; i < G_N_ELEMENTS (sinks); i++)
    in[i] = add (to, FLOW_DOCK (flow_sink_new (sinks[i], i == 2 ? G_TYPE_STRV : G_TYPE_INT)));
  flow_sink_set_max_connections (FLOW_SINK (in[1]), FLOW_SINK_UNLIMITED);
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, to);

  pad[0] = add_pad (from, "src_0", G_TYPE_INT, "src_%u");        /* → a: saved from src_%u */
  pad[1] = add_pad (from, "src_1", G_TYPE_INT, "src_%u");        /* → b, which src_%u feeds already */
  pad[2] = add_pad (from, "src_2", G_TYPE_STRV, "src_%u");       /* → c: src_%u cannot feed it */
  pad[3] = add_pad (from, "src_3", G_TYPE_INT, "nothing");       /* → d: no such source */
  pad[4] = add_pad (from, "src_4", G_TYPE_INT, "src_0");         /* → e: a transient one */
  pad[5] = add_pad (from, "src_5", G_TYPE_INT, NULL);            /* → f: none */
  direct = flow_graph_add_connection (graph, FLOW_SOURCE (template), FLOW_SINK (in[1]), NULL);
  g_assert_nonnull (direct);
  for (guint i = 0; i < G_N_ELEMENTS (pad); i++)
    g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (pad[i]), FLOW_SINK (in[i]), NULL));

  /* A stand-in must name something. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_source_set_stand_in (FLOW_SOURCE (pad[0]), ""));
  g_assert_cmpstr (flow_source_get_stand_in (FLOW_SOURCE (pad[0])), ==, "src_%u");

  data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_null (strstr (data, "src_0"));
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
  g_assert_no_error (error);
  found = describe_connections (loaded);
  g_assert_cmpstr (found, ==, "src_%u>a,src_%u>b");

  /* Copies too; and two pads of one template to one sink are one
   * connection.
   */
  g_clear_pointer (&found, g_free);
  flow_graph_remove_connection (graph, direct, NULL);
  g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (pad[0]), FLOW_SINK (in[1]), NULL));
  both[0] = from;
  both[1] = to;
  copied = flow_serializer_save_nodes_to_data (serializer, both, 2, NULL);
  nodes = flow_serializer_paste (serializer, pasted, copied, -1, 0, 0, &error);
  g_assert_no_error (error);
  found = describe_connections (pasted);
  g_assert_cmpstr (found, ==, "src_%u>a,src_%u>b");

  /* Without a stand-in, the connections go as before. */
  for (guint i = 0; i < G_N_ELEMENTS (pad); i++)
    flow_source_set_stand_in (FLOW_SOURCE (pad[i]), NULL);
  g_clear_pointer (&data, g_free);
  data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_clear_object (&loaded);
  loaded = flow_graph_new ();
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
  g_clear_pointer (&found, g_free);
  found = describe_connections (loaded);
  g_assert_cmpstr (found, ==, "");
}

/* A node whose "+" input makes a new input per connection. */

typedef struct { FlowNode parent_instance; guint next; gboolean fail; gboolean wrong; } MixerNode;
typedef struct { FlowNodeClass parent_class; } MixerNodeClass;

static GType mixer_node_get_type (void);
G_DEFINE_TYPE (MixerNode, mixer_node, FLOW_TYPE_NODE)

static FlowDock *
mixer_node_request_dock (FlowNode  *node,
                         FlowDock  *on_demand,
                         GError   **error)
{
  MixerNode *self = (MixerNode *)node;
  g_autofree char *name = NULL;

  g_assert_true (flow_dock_get_on_demand (on_demand));

  if (self->fail)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_LIMIT_REACHED,
                           "The mixer has no free input.");
      return NULL;
    }

  name = g_strdup_printf ("in_%u", self->next++);
  if (self->wrong)
    return FLOW_DOCK (flow_source_new (name, G_TYPE_DOUBLE));

  return FLOW_DOCK (flow_sink_new (name, G_TYPE_DOUBLE));
}

static void
mixer_node_class_init (MixerNodeClass *klass)
{
  FLOW_NODE_CLASS (klass)->request_dock = mixer_node_request_dock;
}

static void
mixer_node_init (MixerNode *self)
{
  FlowDock *plus = FLOW_DOCK (flow_sink_new ("in_%u", G_TYPE_DOUBLE));

  flow_dock_set_on_demand (plus, TRUE);
  flow_dock_set_label (plus, "+");
  flow_node_add_dock (FLOW_NODE (self), plus);
  g_object_unref (plus);
}

static void
test_on_demand (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) from = flow_node_new ();
  g_autoptr(FlowNode) mixer = g_object_new (mixer_node_get_type (), NULL);
  g_autoptr(GError) error = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  FlowDock *a, *b, *text, *plus;
  FlowConnection *connection;

  a = FLOW_DOCK (flow_source_new ("a", G_TYPE_DOUBLE));
  b = FLOW_DOCK (flow_source_new ("b", G_TYPE_DOUBLE));
  text = FLOW_DOCK (flow_source_new ("text", G_TYPE_STRING));
  add (from, a);
  add (from, b);
  add (from, text);
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, mixer);
  flow_history_clear (history);
  plus = flow_node_get_dock (mixer, "in_%u");

  /* The checks are made on the on-demand dock, before the node is asked. */
  g_assert_false (flow_graph_can_connect (graph, FLOW_SOURCE (text), FLOW_SINK (plus), &error));
  flow_test_assert_error (error, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);
  g_assert_null (flow_graph_add_connection (graph, FLOW_SOURCE (text), FLOW_SINK (plus), &error));
  g_clear_error (&error);
  g_assert_cmpuint (((MixerNode *)mixer)->next, ==, 0);

  connection = flow_graph_add_connection (graph, FLOW_SOURCE (a), FLOW_SINK (plus), &error);
  g_assert_no_error (error);
  g_assert_nonnull (connection);
  g_assert_cmpstr (flow_dock_get_name (FLOW_DOCK (flow_connection_get_sink (connection))), ==, "in_0");
  g_assert_cmpuint (flow_dock_get_n_connections (plus), ==, 0);

  connection = flow_graph_add_connection (graph, FLOW_SOURCE (b), FLOW_SINK (plus), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (flow_dock_get_name (FLOW_DOCK (flow_connection_get_sink (connection))), ==, "in_1");
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (mixer)), ==, 3);

  /* One step each, named as the connection it makes: undo removes the
   * connection and the dock.
   */
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Connect");
  flow_history_undo (history);
  g_assert_null (flow_node_get_dock (mixer, "in_1"));
  g_assert_nonnull (flow_node_get_dock (mixer, "in_0"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 1);
  flow_history_redo (history);
  g_assert_nonnull (flow_node_get_dock (mixer, "in_1"));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 2);

  /* A node that cannot make one refuses with its error, and nothing
   * changes.
   */
  ((MixerNode *)mixer)->fail = TRUE;
  flow_history_clear (history);
  g_assert_null (flow_graph_add_connection (graph, FLOW_SOURCE (a), FLOW_SINK (plus), &error));
  flow_test_assert_error (error, FLOW_ERROR_LIMIT_REACHED);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (mixer)), ==, 3);
  g_assert_false (flow_history_get_can_undo (history));
  g_clear_error (&error);

  /* A wrong dock (an output for an input) is the class's error, a
   * critical; the user reads the node's title, not its class's name.
   */
  ((MixerNode *)mixer)->fail = FALSE;
  ((MixerNode *)mixer)->wrong = TRUE;
  flow_node_set_title (mixer, "Mixer");
  flow_history_clear (history);
  g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*request_dock () must return*");
  g_assert_null (flow_graph_add_connection (graph, FLOW_SOURCE (a), FLOW_SINK (plus), &error));
  g_test_assert_expected_messages ();
  flow_test_assert_error (error, FLOW_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "The node “Mixer” made a wrong dock for a connection to +.");
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (mixer)), ==, 3);
  g_assert_false (flow_history_get_can_undo (history));
  g_clear_error (&error);

  /* A graph never asked for its history: connecting to an on-demand
   * dock records nothing, and the history asked for afterwards starts
   * empty and unmodified.
   */
  {
    g_autoptr(FlowGraph) plain = flow_graph_new ();
    g_autoptr(FlowNode) from2 = flow_node_new ();
    g_autoptr(FlowNode) mixer2 = g_object_new (mixer_node_get_type (), NULL);
    g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

    flow_node_add_dock (from2, FLOW_DOCK (out));
    flow_graph_add_node (plain, from2);
    flow_graph_add_node (plain, mixer2);
    g_assert_nonnull (flow_graph_add_connection (plain, out, FLOW_SINK (flow_node_get_dock (mixer2, "in_%u")),
                                                 &error));
    g_assert_no_error (error);
    history = flow_graph_get_history (plain);
    g_assert_false (flow_history_get_can_undo (history));
    g_assert_false (flow_history_get_modified (history));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/dock/compatible-func", test_compatible_func);
  g_test_add_func ("/flow/dock/compatible-func/source-side", test_compatible_func_source_side);
  g_test_add_func ("/flow/dock/transient", test_transient);
  g_test_add_func ("/flow/dock/transient/stand-in", test_transient_stand_in);
  g_test_add_func ("/flow/dock/on-demand", test_on_demand);

  return g_test_run ();
}

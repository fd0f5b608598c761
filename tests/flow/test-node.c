/* test-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <math.h>
#include <string.h>

/* TestAddNode: a node written in C the way applications write theirs. Its
 * "sum" source is the sum of its "a" and "b" sinks, or null when either
 * is null.
 */

#define TEST_TYPE_ADD_NODE (test_add_node_get_type ())
G_DECLARE_FINAL_TYPE (TestAddNode, test_add_node, TEST, ADD_NODE, FlowNode)

struct _TestAddNode
{
  FlowNode    parent_instance;

  /* Borrowed; the node's lists own them. */
  FlowSink   *a;
  FlowSink   *b;
  FlowSource *sum;

  guint       n_computed;
};

G_DEFINE_FINAL_TYPE (TestAddNode, test_add_node, FLOW_TYPE_NODE)

static void
test_add_node_sink_changed (FlowNode *node,
                            FlowSink *sink)
{
  TestAddNode *self = TEST_ADD_NODE (node);
  g_auto(GValue) sum = G_VALUE_INIT;
  const GValue *a = flow_dock_get_value (FLOW_DOCK (self->a));
  const GValue *b = flow_dock_get_value (FLOW_DOCK (self->b));

  g_assert_true (sink == self->a || sink == self->b);

  self->n_computed++;

  if (a == NULL || b == NULL)
    {
      flow_dock_clear_value (FLOW_DOCK (self->sum));
      return;
    }

  g_value_init (&sum, G_TYPE_DOUBLE);
  g_value_set_double (&sum, g_value_get_double (a) + g_value_get_double (b));
  flow_dock_set_value (FLOW_DOCK (self->sum), &sum);
}

static void
test_add_node_class_init (TestAddNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->sink_changed = test_add_node_sink_changed;
}

static void
test_add_node_init (TestAddNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) sum = flow_source_new ("sum", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (b));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sum));

  self->a = a;
  self->b = b;
  self->sum = sum;
}

static TestAddNode *
test_add_node_new (const char *title)
{
  return g_object_new (TEST_TYPE_ADD_NODE, "title", title, NULL);
}

/* Tests */

static void
test_node_title (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  guint *title = flow_test_count_notify (node, "title");
  g_autofree char *read = NULL;

  g_assert_null (flow_node_get_title (node));

  flow_node_set_title (node, "Mixer");
  g_assert_cmpstr (flow_node_get_title (node), ==, "Mixer");
  g_assert_cmpuint (*title, ==, 1);

  flow_node_set_title (node, "Mixer");
  g_assert_cmpuint (*title, ==, 1);

  /* An empty title is not a null one. */
  flow_node_set_title (node, "");
  g_assert_cmpstr (flow_node_get_title (node), ==, "");
  g_assert_cmpuint (*title, ==, 2);

  flow_node_set_title (node, NULL);
  g_assert_null (flow_node_get_title (node));
  g_assert_cmpuint (*title, ==, 3);

  g_object_set (node, "title", "Gain", NULL);
  g_object_get (node, "title", &read, NULL);
  g_assert_cmpstr (read, ==, "Gain");
  g_assert_cmpuint (*title, ==, 4);
  g_object_set (node, "title", "Gain", NULL);
  g_assert_cmpuint (*title, ==, 4);

  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
read_position_cb (FlowNode   *node,
                  GParamSpec *pspec,
                  GArray     *seen)
{
  double xy[2] = { flow_node_get_x (node), flow_node_get_y (node) };

  g_array_append_vals (seen, xy, 2);
}

static void
graph_read_position_cb (FlowGraph  *graph,
                        FlowNode   *node,
                        GParamSpec *pspec,
                        GArray     *seen)
{
  read_position_cb (node, pspec, seen);
}

/* flow_node_set_position () sets both coordinates before it notifies
 * either: a handler of one, on the node or through the graph, reads the
 * other's new value; the move is one step of the history, undone whole.
 */
static void
test_node_position_together (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) graph_seen = g_array_new (FALSE, FALSE, sizeof (double));
  FlowHistory *history;

  flow_graph_add_node (graph, node);
  history = flow_graph_get_history (graph);
  g_signal_connect (node, "notify::x", G_CALLBACK (read_position_cb), seen);
  g_signal_connect (graph, "node-changed::x", G_CALLBACK (graph_read_position_cb), graph_seen);

  flow_node_set_position (node, 30, 40);
  g_assert_cmpuint (seen->len, ==, 2);
  g_assert_cmpfloat (g_array_index (seen, double, 0), ==, 30);
  g_assert_cmpfloat (g_array_index (seen, double, 1), ==, 40);
  g_assert_cmpuint (graph_seen->len, ==, 2);
  g_assert_cmpfloat (g_array_index (graph_seen, double, 0), ==, 30);
  g_assert_cmpfloat (g_array_index (graph_seen, double, 1), ==, 40);

  g_assert_true (flow_history_get_can_undo (history));
  flow_history_undo (history);
  g_assert_cmpfloat (flow_node_get_x (node), ==, 0);
  g_assert_cmpfloat (flow_node_get_y (node), ==, 0);
  g_assert_false (flow_history_get_can_undo (history));
  flow_history_redo (history);
  g_assert_cmpfloat (flow_node_get_x (node), ==, 30);
  g_assert_cmpfloat (flow_node_get_y (node), ==, 40);
}

static void
test_node_position (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  guint *x = flow_test_count_notify (node, "x");
  guint *y = flow_test_count_notify (node, "y");
  double read_x, read_y;

  g_assert_cmpfloat (flow_node_get_x (node), ==, 0.0);
  g_assert_cmpfloat (flow_node_get_y (node), ==, 0.0);

  flow_node_set_x (node, 12.5);
  g_assert_cmpfloat (flow_node_get_x (node), ==, 12.5);
  g_assert_cmpuint (*x, ==, 1);
  g_assert_cmpuint (*y, ==, 0);

  flow_node_set_y (node, -3);
  g_assert_cmpfloat (flow_node_get_y (node), ==, -3);
  g_assert_cmpuint (*x, ==, 1);
  g_assert_cmpuint (*y, ==, 1);

  /* No-op sets notify nothing. */
  flow_node_set_x (node, 12.5);
  flow_node_set_y (node, -3);
  flow_node_set_position (node, 12.5, -3);
  g_assert_cmpuint (*x, ==, 1);
  g_assert_cmpuint (*y, ==, 1);

  /* set_position notifies each coordinate once... */
  flow_node_set_position (node, 100, 200);
  g_assert_cmpfloat (flow_node_get_x (node), ==, 100);
  g_assert_cmpfloat (flow_node_get_y (node), ==, 200);
  g_assert_cmpuint (*x, ==, 2);
  g_assert_cmpuint (*y, ==, 2);

  /* ...and only the ones that changed. */
  flow_node_set_position (node, 100, 201);
  g_assert_cmpuint (*x, ==, 2);
  g_assert_cmpuint (*y, ==, 3);

  g_object_set (node, "x", 1.0, "y", 2.0, NULL);
  g_object_get (node, "x", &read_x, "y", &read_y, NULL);
  g_assert_cmpfloat (read_x, ==, 1.0);
  g_assert_cmpfloat (read_y, ==, 2.0);
  g_assert_cmpuint (*x, ==, 3);
  g_assert_cmpuint (*y, ==, 4);

  /* Not a number is no position: refused, nothing changes. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_node_set_x (node, NAN));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_node_set_y (node, INFINITY));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_node_set_position (node, 5, NAN));
  g_assert_cmpfloat (flow_node_get_x (node), ==, 1.0);
  g_assert_cmpfloat (flow_node_get_y (node), ==, 2.0);
  g_assert_cmpuint (*x, ==, 3);
  g_assert_cmpuint (*y, ==, 4);

  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
test_node_can_mute (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Pass", "in:double", "out:double");
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  guint *can_mute = flow_test_count_notify (node, "can-mute");
  g_autofree char *text = NULL;

  g_test_summary ("Nodes can be muted unless they say otherwise; frames and "
                  "reroutes cannot; saying so is no edit and is not saved; "
                  "the API still mutes.");

  g_assert_true (flow_node_get_can_mute (node));
  g_assert_false (flow_node_get_can_mute (frame));
  g_assert_false (flow_node_get_can_mute (reroute));

  flow_graph_add_node (graph, node);
  flow_history_clear (history);
  flow_node_set_can_mute (node, 7);
  g_assert_cmpuint (*can_mute, ==, 0);
  flow_node_set_can_mute (node, FALSE);
  g_assert_false (flow_node_get_can_mute (node));
  g_assert_cmpuint (*can_mute, ==, 1);
  g_assert_false (flow_history_get_can_undo (history));

  text = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_null (strstr (text, "mute"));

  /* Only views ask: the API mutes it. */
  flow_node_set_muted (node, TRUE);
  g_assert_true (flow_node_get_muted (node));
}

/* A node whose class computes nothing: its outputs are what the
 * application set, muted or not, so that unmuting (or undoing the mute)
 * gives back what was. A group's input and output nodes cannot be muted.
 */
static void
test_node_mute_computes_nothing (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Plain", "in:double", "out:double");
  g_autoptr(FlowGroup) group = flow_group_new ("G");
  FlowHistory *history = flow_graph_get_history (graph);

  flow_graph_add_node (graph, node);
  flow_sink_set_default_double (flow_node_get_sink (node, "in"), 26);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (flow_node_get_source (node, "out"))));

  flow_node_set_muted (node, TRUE);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (flow_node_get_source (node, "out"))));
  flow_history_undo (history);
  g_assert_false (flow_node_get_muted (node));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (flow_node_get_source (node, "out"))));

  g_assert_false (flow_node_get_can_mute (flow_group_get_input_node (group)));
  g_assert_false (flow_node_get_can_mute (flow_group_get_output_node (group)));
}

static void
test_node_deletable (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  guint *deletable = flow_test_count_notify (node, "deletable");

  g_assert_true (flow_node_get_deletable (node));

  flow_node_set_deletable (node, FALSE);
  g_assert_false (flow_node_get_deletable (node));
  g_assert_cmpuint (*deletable, ==, 1);

  flow_node_set_deletable (node, FALSE);
  g_assert_cmpuint (*deletable, ==, 1);

  /* Any true value is TRUE. */
  flow_node_set_deletable (node, 42);
  g_assert_true (flow_node_get_deletable (node) == TRUE);
  g_assert_cmpuint (*deletable, ==, 2);
  flow_node_set_deletable (node, TRUE);
  g_assert_cmpuint (*deletable, ==, 2);

  /* The graph itself still removes undeletable nodes: only views ask. */
  flow_node_set_deletable (node, FALSE);
  flow_graph_add_node (graph, node);
  flow_graph_remove_node (graph, node);
  g_assert_null (flow_node_get_graph (node));

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
test_node_state (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  guint *state = flow_test_count_notify (node, "state");
  guint *message = flow_test_count_notify (node, "message");

  g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (node));

  flow_node_set_state (node, FLOW_NODE_STATE_WARNING);
  g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_WARNING);
  g_assert_cmpuint (*state, ==, 1);
  flow_node_set_state (node, FLOW_NODE_STATE_WARNING);
  g_assert_cmpuint (*state, ==, 1);

  flow_node_set_message (node, "The file is old.");
  g_assert_cmpstr (flow_node_get_message (node), ==, "The file is old.");
  g_assert_cmpuint (*message, ==, 1);
  flow_node_set_message (node, "The file is old.");
  g_assert_cmpuint (*message, ==, 1);

  /* report sets both, each notified once. */
  flow_node_report (node, FLOW_NODE_STATE_ERROR, "The file is missing.");
  g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_ERROR);
  g_assert_cmpstr (flow_node_get_message (node), ==, "The file is missing.");
  g_assert_cmpuint (*state, ==, 2);
  g_assert_cmpuint (*message, ==, 2);

  flow_node_report (node, FLOW_NODE_STATE_ERROR, "The file is missing.");
  g_assert_cmpuint (*state, ==, 2);
  g_assert_cmpuint (*message, ==, 2);

  /* Only the message changes. */
  flow_node_report (node, FLOW_NODE_STATE_ERROR, "The file is unreadable.");
  g_assert_cmpuint (*state, ==, 2);
  g_assert_cmpuint (*message, ==, 3);

  /* Clearing a problem. */
  flow_node_report (node, FLOW_NODE_STATE_NORMAL, NULL);
  g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (node));
  g_assert_cmpuint (*state, ==, 3);
  g_assert_cmpuint (*message, ==, 4);

  /* A state outside the enumeration is refused. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_set_state (node, (FlowNodeState)42));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_report (node, (FlowNodeState)42, "Nope."));
  g_assert_cmpint (flow_node_get_state (node), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (node));
  g_assert_cmpuint (*state, ==, 3);
  g_assert_cmpuint (*message, ==, 4);

  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
test_node_missing_input (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) producer = flow_test_node_new ("producer", NULL, "out:double");
  g_autoptr(FlowNode) node = flow_test_node_new ("consumer", "x:double, y:double", NULL);
  g_autoptr(FlowSink) extra = flow_sink_new ("extra", G_TYPE_DOUBLE);
  FlowSink *x = flow_node_get_sink (node, "x");
  FlowSink *y = flow_node_get_sink (node, "y");
  FlowSource *out = flow_node_get_source (producer, "out");
  guint *missing = flow_test_count_notify (node, "missing-input");
  g_auto(GValue) one = G_VALUE_INIT;
  FlowConnection *connection;

  g_value_init (&one, G_TYPE_DOUBLE);
  g_value_set_double (&one, 1);

  flow_graph_add_node (graph, producer);
  flow_graph_add_node (graph, node);

  /* Null sinks that are not required are not missing. */
  g_assert_false (flow_node_get_missing_input (node));

  /* Making a null sink required flips it. */
  flow_sink_set_required (x, TRUE);
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 1);

  /* A default value is a value. */
  flow_sink_set_default_value (x, &one);
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 2);
  flow_sink_set_default_value (x, NULL);
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 3);

  /* Connecting a null source leaves it missing; the source's value
   * arriving fills it; the value going null again empties it.
   */
  connection = flow_test_connect (graph, out, x);
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 3);
  flow_dock_set_double (FLOW_DOCK (out), 5);
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 4);
  flow_dock_set_double (FLOW_DOCK (out), 6);
  g_assert_cmpuint (*missing, ==, 4);
  flow_dock_clear_value (FLOW_DOCK (out));
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 5);
  flow_dock_set_double (FLOW_DOCK (out), 7);
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 6);

  /* Disconnecting takes the value away. */
  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 7);

  /* No longer required. */
  flow_sink_set_required (x, FALSE);
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 8);

  /* Two required sinks: both must have a value. */
  flow_sink_set_required (x, TRUE);
  flow_sink_set_required (y, TRUE);
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 9);
  flow_sink_set_default_value (x, &one);
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 9);
  flow_sink_set_default_value (y, &one);
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 10);

  /* Adding a required null sink flips it... */
  flow_sink_set_required (extra, TRUE);
  flow_node_add_dock (node, FLOW_DOCK (extra));
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 11);

  /* ...and removing it flips it back. */
  flow_node_remove_dock (node, FLOW_DOCK (extra));
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 12);

  /* A required sink set directly counts too. */
  flow_sink_set_required (extra, TRUE);
  flow_node_add_dock (node, FLOW_DOCK (extra));
  g_assert_cmpuint (*missing, ==, 13);
  flow_dock_set_value (FLOW_DOCK (extra), &one);
  g_assert_false (flow_node_get_missing_input (node));
  g_assert_cmpuint (*missing, ==, 14);

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&producer));
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (g_steal_pointer (&extra));
}

/* The names of @node's docks, sinks then sources, "a b|out". */
static char *
dock_names (FlowNode *node)
{
  GListModel *models[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };
  GString *names = g_string_new (NULL);

  for (guint m = 0; m < 2; m++)
    {
      if (m == 1)
        g_string_append_c (names, '|');
      for (guint i = 0; i < g_list_model_get_n_items (models[m]); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (models[m], i);

          /* The look-up by name finds the same dock. */
          g_assert_true (flow_node_get_dock (node, flow_dock_get_name (dock)) == dock);
          g_string_append_printf (names, "%s%s", i > 0 ? " " : "", flow_dock_get_name (dock));
        }
    }

  return g_string_free (names, FALSE);
}

#define assert_dock_names(node, expected) \
  G_STMT_START { \
    g_autofree char *names_ = dock_names (node); \
    g_assert_cmpstr (names_, ==, expected); \
  } G_STMT_END

/* A node keeps its first few docks in itself and the rest in an array:
 * growing past that room and back, in every order, keeps every dock in
 * its place.
 */
static void
test_node_many_docks (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  FlowDock *docks[7];
  static const char * const names[] = { "s0", "s1", "s2", "s3", "o0", "o1", "o2" };

  for (guint i = 0; i < G_N_ELEMENTS (docks); i++)
    {
      docks[i] = i < 4 ? FLOW_DOCK (flow_sink_new (names[i], G_TYPE_DOUBLE))
                       : FLOW_DOCK (flow_source_new (names[i], G_TYPE_DOUBLE));
      flow_node_add_dock (node, docks[i]);
    }
  assert_dock_names (node, "s0 s1 s2 s3|o0 o1 o2");

  /* Back into the node's own room, from the middle, the start, the end. */
  flow_node_remove_dock (node, docks[2]);
  assert_dock_names (node, "s0 s1 s3|o0 o1 o2");
  flow_node_remove_dock (node, docks[4]);
  assert_dock_names (node, "s0 s1 s3|o1 o2");
  flow_node_remove_dock (node, docks[0]);
  assert_dock_names (node, "s1 s3|o1 o2");

  /* Out of it again, a sink before the sources. */
  flow_node_add_dock (node, docks[0]);
  flow_node_add_dock (node, docks[2]);
  flow_node_add_dock (node, docks[4]);
  assert_dock_names (node, "s1 s3 s0 s2|o1 o2 o0");

  /* And down to none. */
  for (guint i = 0; i < G_N_ELEMENTS (docks); i++)
    flow_node_remove_dock (node, docks[(i * 3) % G_N_ELEMENTS (docks)]);
  assert_dock_names (node, "|");

  for (guint i = 0; i < G_N_ELEMENTS (docks); i++)
    {
      g_assert_null (flow_dock_get_node (docks[i]));
      g_assert_finalize_object (docks[i]);
    }
}

static void
test_node_docks (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(FlowNode) other = flow_node_new ();
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_STRING);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) a_again = flow_sink_new ("a", G_TYPE_INT);
  g_autoptr(FlowSource) a_source = flow_source_new ("a", G_TYPE_INT);
  g_autoptr(FlowSource) out_again = flow_source_new ("out", G_TYPE_INT);
  g_autoptr(FlowSink) elsewhere = flow_sink_new ("elsewhere", G_TYPE_INT);
  GListModel *sinks = flow_node_get_sinks (node);
  GListModel *sources = flow_node_get_sources (node);
  guint *a_node = flow_test_count_notify (a, "node");
  g_autoptr(FlowDock) item = NULL;

  g_assert_true (g_list_model_get_item_type (sinks) == FLOW_TYPE_SINK);
  g_assert_true (g_list_model_get_item_type (sources) == FLOW_TYPE_SOURCE);
  g_assert_cmpuint (g_list_model_get_n_items (sinks), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (sources), ==, 0);

  flow_test_record_changes (sinks);
  flow_test_record_changes (sources);

  flow_node_add_dock (node, FLOW_DOCK (a));
  flow_test_assert_changes (sinks, "0+1");
  flow_test_assert_changes (sources, "");
  g_assert_true (flow_dock_get_node (FLOW_DOCK (a)) == node);
  g_assert_cmpuint (*a_node, ==, 1);

  flow_node_add_dock (node, FLOW_DOCK (out));
  flow_test_assert_changes (sinks, "");
  flow_test_assert_changes (sources, "0+1");

  flow_node_add_dock (node, FLOW_DOCK (b));
  flow_test_assert_changes (sinks, "1+1");

  item = g_list_model_get_item (sinks, 1);
  g_assert_true (item == FLOW_DOCK (b));
  g_assert_null (g_list_model_get_item (sinks, 2));

  /* Look-ups by name. */
  g_assert_true (flow_node_get_dock (node, "a") == FLOW_DOCK (a));
  g_assert_true (flow_node_get_dock (node, "out") == FLOW_DOCK (out));
  g_assert_true (flow_node_get_sink (node, "b") == b);
  g_assert_true (flow_node_get_source (node, "out") == out);
  g_assert_null (flow_node_get_sink (node, "out"));
  g_assert_null (flow_node_get_source (node, "a"));
  g_assert_null (flow_node_get_dock (node, "nothing"));
  g_assert_null (flow_node_get_dock (node, ""));

  /* Names are unique among all the docks of a node, sinks and sources
   * together.
   */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_add_dock (node, FLOW_DOCK (a_again)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_add_dock (node, FLOW_DOCK (a_source)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_add_dock (node, FLOW_DOCK (out_again)));
  flow_test_assert_changes (sinks, "");
  flow_test_assert_changes (sources, "");
  g_assert_null (flow_dock_get_node (FLOW_DOCK (a_again)));
  g_assert_null (flow_dock_get_node (FLOW_DOCK (a_source)));
  g_assert_true (flow_node_get_dock (node, "a") == FLOW_DOCK (a));
  g_assert_cmpuint (g_list_model_get_n_items (sinks), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (sources), ==, 1);

  /* A dock belongs to one node at a time. */
  flow_node_add_dock (other, FLOW_DOCK (elsewhere));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_add_dock (node, FLOW_DOCK (elsewhere)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_add_dock (node, FLOW_DOCK (a)));
  flow_test_assert_changes (sinks, "");
  g_assert_true (flow_dock_get_node (FLOW_DOCK (elsewhere)) == other);

  /* Removing. */
  flow_node_remove_dock (node, FLOW_DOCK (a));
  flow_test_assert_changes (sinks, "0-1");
  g_assert_null (flow_dock_get_node (FLOW_DOCK (a)));
  g_assert_cmpuint (*a_node, ==, 2);
  g_assert_null (flow_node_get_dock (node, "a"));

  flow_node_remove_dock (node, FLOW_DOCK (out));
  flow_test_assert_changes (sources, "0-1");

  /* A dock of another node, or of none, cannot be removed. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_remove_dock (node, FLOW_DOCK (elsewhere)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             flow_node_remove_dock (node, FLOW_DOCK (a)));
  flow_test_assert_changes (sinks, "");
  flow_test_assert_changes (sources, "");
  g_assert_true (flow_dock_get_node (FLOW_DOCK (elsewhere)) == other);

  /* The name is free again. */
  flow_node_add_dock (node, FLOW_DOCK (a_source));
  flow_test_assert_changes (sources, "0+1");
  g_assert_true (flow_node_get_dock (node, "a") == FLOW_DOCK (a_source));

  g_clear_object (&item);
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (g_steal_pointer (&other));
  g_assert_finalize_object (g_steal_pointer (&a));
  g_assert_finalize_object (g_steal_pointer (&b));
  g_assert_finalize_object (g_steal_pointer (&out));
  g_assert_finalize_object (g_steal_pointer (&a_again));
  g_assert_finalize_object (g_steal_pointer (&a_source));
  g_assert_finalize_object (g_steal_pointer (&out_again));
  g_assert_finalize_object (g_steal_pointer (&elsewhere));
}

typedef struct
{
  FlowNode *node;
  FlowDock *dock;
  guint     n_connection_changes;
  guint     n_dock_changes;
} RemoveDockState;

static void
remove_dock_connections_changed_cb (GListModel      *model,
                                    guint            position,
                                    guint            removed,
                                    guint            added,
                                    RemoveDockState *state)
{
  /* The connections go first: the dock is still in its node. */
  g_assert_cmpuint (state->n_dock_changes, ==, 0);
  g_assert_true (flow_dock_get_node (state->dock) == state->node);
  state->n_connection_changes++;
}

static void
remove_dock_docks_changed_cb (GListModel      *model,
                              guint            position,
                              guint            removed,
                              guint            added,
                              RemoveDockState *state)
{
  /* The dock leaves its node with no connection left. */
  g_assert_cmpuint (state->n_connection_changes, ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (state->dock), ==, 0);
  state->n_dock_changes++;
}

static void
test_node_remove_dock_connections (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("node", "in:double", "out:double");
  g_autoptr(FlowNode) up = flow_test_node_new ("up", NULL, "out:double");
  g_autoptr(FlowNode) down1 = flow_test_node_new ("down 1", "in:double", NULL);
  g_autoptr(FlowNode) down2 = flow_test_node_new ("down 2", "in:double", NULL);
  g_autoptr(FlowDock) out = g_object_ref (FLOW_DOCK (flow_node_get_source (node, "out")));
  FlowDock *down1_in = FLOW_DOCK (flow_node_get_sink (down1, "in"));
  FlowDock *down2_in = FLOW_DOCK (flow_node_get_sink (down2, "in"));
  GListModel *connections = flow_graph_get_connections (graph);
  RemoveDockState state = { node, out, 0, 0 };
  guint *down1_value, *down2_value;
  FlowConnection *kept;

  flow_graph_add_node (graph, up);
  flow_graph_add_node (graph, node);
  flow_graph_add_node (graph, down1);
  flow_graph_add_node (graph, down2);

  kept = flow_test_connect (graph, flow_node_get_source (up, "out"), flow_node_get_sink (node, "in"));
  flow_test_connect (graph, FLOW_SOURCE (out), FLOW_SINK (down1_in));
  flow_test_connect (graph, FLOW_SOURCE (out), FLOW_SINK (down2_in));
  flow_dock_set_double (out, 3);
  g_assert_cmpfloat (flow_test_get_double (down1_in), ==, 3);

  flow_test_record_changes (connections);
  flow_test_record_changes (flow_dock_get_connections (out));
  flow_test_record_changes (flow_dock_get_connections (down1_in));
  flow_test_record_changes (flow_dock_get_connections (down2_in));
  flow_test_record_changes (flow_node_get_sources (node));
  flow_test_record_changes (flow_node_get_sinks (node));
  down1_value = flow_test_count_notify (down1_in, "value");
  down2_value = flow_test_count_notify (down2_in, "value");
  g_signal_connect (connections, "items-changed",
                    G_CALLBACK (remove_dock_connections_changed_cb), &state);
  g_signal_connect (flow_node_get_sources (node), "items-changed",
                    G_CALLBACK (remove_dock_docks_changed_cb), &state);

  flow_node_remove_dock (node, out);

  g_assert_cmpuint (state.n_connection_changes, ==, 1);
  g_assert_cmpuint (state.n_dock_changes, ==, 1);
  flow_test_assert_changes (connections, "1-2");
  flow_test_assert_changes (flow_dock_get_connections (out), "1-1, 0-1");
  flow_test_assert_changes (flow_dock_get_connections (down1_in), "0-1");
  flow_test_assert_changes (flow_dock_get_connections (down2_in), "0-1");
  flow_test_assert_changes (flow_node_get_sources (node), "0-1");
  flow_test_assert_changes (flow_node_get_sinks (node), "");
  g_assert_cmpuint (*down1_value, ==, 1);
  g_assert_cmpuint (*down2_value, ==, 1);
  g_assert_false (flow_dock_has_value (down1_in));
  g_assert_false (flow_dock_has_value (down2_in));
  g_assert_null (flow_dock_get_node (out));
  g_assert_cmpuint (flow_dock_get_n_connections (out), ==, 0);

  /* The node's other connection is not touched. */
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 1);
  g_assert_true (flow_connection_get_graph (kept) == graph);

  g_signal_handlers_disconnect_by_data (connections, &state);
  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (g_steal_pointer (&up));
  g_assert_finalize_object (g_steal_pointer (&down1));
  g_assert_finalize_object (g_steal_pointer (&down2));
  g_assert_finalize_object (g_steal_pointer (&out));
}

static void
test_node_finalize_releases_docks (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("node", "in:double", "out:double");
  g_autoptr(FlowDock) in = g_object_ref (FLOW_DOCK (flow_node_get_sink (node, "in")));
  g_autoptr(FlowDock) out = g_object_ref (FLOW_DOCK (flow_node_get_source (node, "out")));
  guint *in_node = flow_test_count_notify (in, "node");

  /* The docks outlive their node: their back-pointers are cleared. */
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_null (flow_dock_get_node (in));
  g_assert_null (flow_dock_get_node (out));
  g_assert_cmpuint (*in_node, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&in));
  g_assert_finalize_object (g_steal_pointer (&out));
}

static FlowNode *
constant_new (const char *title)
{
  return flow_test_node_new (title, NULL, "out:double");
}

static void
test_node_subclass (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) c1 = constant_new ("c1");
  g_autoptr(FlowNode) c2 = constant_new ("c2");
  g_autoptr(FlowNode) c3 = constant_new ("c3");
  g_autoptr(FlowNode) c4 = constant_new ("c4");
  g_autoptr(TestAddNode) add1 = test_add_node_new ("add 1");
  g_autoptr(TestAddNode) add2 = test_add_node_new ("add 2");
  g_autoptr(TestAddNode) add3 = test_add_node_new ("add 3");
  FlowDock *c1_out = FLOW_DOCK (flow_node_get_source (c1, "out"));
  FlowDock *c2_out = FLOW_DOCK (flow_node_get_source (c2, "out"));
  FlowDock *c3_out = FLOW_DOCK (flow_node_get_source (c3, "out"));
  FlowDock *c4_out = FLOW_DOCK (flow_node_get_source (c4, "out"));
  guint *result;
  FlowConnection *c3_link;

  g_assert_true (FLOW_IS_NODE (add1));
  g_assert_true (flow_node_get_sink (FLOW_NODE (add1), "a") == add1->a);
  g_assert_true (flow_node_get_source (FLOW_NODE (add1), "sum") == add1->sum);

  flow_graph_add_node (graph, c1);
  flow_graph_add_node (graph, c2);
  flow_graph_add_node (graph, c3);
  flow_graph_add_node (graph, c4);
  flow_graph_add_node (graph, FLOW_NODE (add1));
  flow_graph_add_node (graph, FLOW_NODE (add2));
  flow_graph_add_node (graph, FLOW_NODE (add3));

  /* add3 = (add2 = (add1 = c1 + c2) + c3) + c4 */
  flow_test_connect (graph, FLOW_SOURCE (c1_out), add1->a);
  flow_test_connect (graph, FLOW_SOURCE (c2_out), add1->b);
  flow_test_connect (graph, add1->sum, add2->a);
  c3_link = flow_test_connect (graph, FLOW_SOURCE (c3_out), add2->b);
  flow_test_connect (graph, add2->sum, add3->a);
  flow_test_connect (graph, FLOW_SOURCE (c4_out), add3->b);

  result = flow_test_count_notify (add3->sum, "value");

  /* Null in, null out. */
  g_assert_false (flow_dock_has_value (FLOW_DOCK (add3->sum)));

  flow_dock_set_double (c1_out, 1);
  flow_dock_set_double (c2_out, 2);
  flow_dock_set_double (c3_out, 3);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add1->sum)), ==, 3);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add2->sum)), ==, 6);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (add3->sum)));
  g_assert_cmpuint (*result, ==, 0);

  flow_dock_set_double (c4_out, 4);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add3->sum)), ==, 10);
  g_assert_cmpuint (*result, ==, 1);

  /* A change at the top flows to the bottom synchronously, once. */
  flow_dock_set_double (c1_out, 11);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add3->sum)), ==, 20);
  g_assert_cmpuint (*result, ==, 2);

  /* Null at the top makes everything below null. */
  flow_dock_clear_value (c2_out);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (add1->sum)));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (add2->sum)));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (add3->sum)));
  g_assert_cmpuint (*result, ==, 3);

  flow_dock_set_double (c2_out, -11);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add3->sum)), ==, 7);
  g_assert_cmpuint (*result, ==, 4);

  /* Disconnecting delivers null, and the node reacts to that too. */
  add2->n_computed = 0;
  g_assert_true (flow_graph_remove_connection (graph, c3_link, NULL));
  g_assert_cmpuint (add2->n_computed, ==, 1);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (add3->sum)));
  g_assert_cmpuint (*result, ==, 5);

  /* So does a connection, with the source's current value. */
  flow_test_connect (graph, FLOW_SOURCE (c4_out), add2->b);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add2->sum)), ==, 4);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add3->sum)), ==, 8);
  g_assert_cmpuint (*result, ==, 6);

  /* Setting a sink's default value counts as a change of the sink. */
  {
    g_auto(GValue) hundred = G_VALUE_INIT;

    g_value_init (&hundred, G_TYPE_INT);
    g_value_set_int (&hundred, 100);
    flow_graph_disconnect_dock (graph, FLOW_DOCK (add3->b));
    g_assert_cmpuint (*result, ==, 7);
    flow_sink_set_default_value (add3->b, &hundred);
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (add3->sum)), ==, 104);
    g_assert_cmpuint (*result, ==, 8);
  }

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&c1));
  g_assert_finalize_object (g_steal_pointer (&c2));
  g_assert_finalize_object (g_steal_pointer (&c3));
  g_assert_finalize_object (g_steal_pointer (&c4));
  g_assert_finalize_object (g_steal_pointer (&add1));
  g_assert_finalize_object (g_steal_pointer (&add2));
  g_assert_finalize_object (g_steal_pointer (&add3));
}

static void
test_node_subclass_diamond (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) c = constant_new ("c");
  g_autoptr(TestAddNode) twice = test_add_node_new ("twice");
  g_autoptr(TestAddNode) thrice = test_add_node_new ("thrice");
  FlowDock *c_out = FLOW_DOCK (flow_node_get_source (c, "out"));

  flow_graph_add_node (graph, c);
  flow_graph_add_node (graph, FLOW_NODE (twice));
  flow_graph_add_node (graph, FLOW_NODE (thrice));

  /* thrice = twice + c = (c + c) + c */
  flow_test_connect (graph, FLOW_SOURCE (c_out), twice->a);
  flow_test_connect (graph, FLOW_SOURCE (c_out), twice->b);
  flow_test_connect (graph, twice->sum, thrice->a);
  flow_test_connect (graph, FLOW_SOURCE (c_out), thrice->b);

  for (int i = -3; i <= 3; i++)
    {
      flow_dock_set_double (c_out, i);
      g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (thrice->sum)), ==, 3 * i);
    }

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&c));
  g_assert_finalize_object (g_steal_pointer (&twice));
  g_assert_finalize_object (g_steal_pointer (&thrice));
}

static void
test_node_preconditions (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("node", "in:double", "out:double");
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowDock *in = FLOW_DOCK (flow_node_get_sink (node, "in"));

#define CHECK(call) flow_test_expect_critical (FLOW_TEST_PRECONDITION, call)
  CHECK (flow_node_get_id (NULL));
  CHECK (flow_node_set_id (NULL, 1));
  CHECK (flow_node_get_graph (NULL));
  CHECK (flow_node_get_title (NULL));
  CHECK (flow_node_set_title (NULL, "t"));
  CHECK (flow_node_get_x (NULL));
  CHECK (flow_node_set_x (NULL, 1));
  CHECK (flow_node_get_y (NULL));
  CHECK (flow_node_set_y (NULL, 1));
  CHECK (flow_node_set_position (NULL, 1, 1));
  CHECK (flow_node_get_deletable (NULL));
  CHECK (flow_node_set_deletable (NULL, TRUE));
  CHECK (flow_node_get_state (NULL));
  CHECK (flow_node_set_state (NULL, FLOW_NODE_STATE_ERROR));
  CHECK (flow_node_get_message (NULL));
  CHECK (flow_node_set_message (NULL, "m"));
  CHECK (flow_node_report (NULL, FLOW_NODE_STATE_ERROR, "m"));
  CHECK (flow_node_get_missing_input (NULL));
  CHECK (flow_node_get_sinks (NULL));
  CHECK (flow_node_get_sources (NULL));
  CHECK (flow_node_add_dock (NULL, in));
  CHECK (flow_node_add_dock (node, NULL));
  CHECK (flow_node_remove_dock (NULL, in));
  CHECK (flow_node_remove_dock (node, NULL));
  CHECK (flow_node_get_dock (NULL, "in"));
  CHECK (flow_node_get_dock (node, NULL));
  CHECK (flow_node_get_sink (NULL, "in"));
  CHECK (flow_node_get_sink (node, NULL));
  CHECK (flow_node_get_source (NULL, "out"));
  CHECK (flow_node_get_source (node, NULL));
  /* A graph where a node belongs. */
  CHECK (flow_node_set_title ((FlowNode *)graph, "t"));
#undef CHECK

  g_assert_cmpstr (flow_node_get_title (node), ==, "node");
  g_assert_true (flow_dock_get_node (in) == node);

  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_node_graph_dispose (void)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(TestAddNode) first = test_add_node_new ("First");
  g_autoptr(TestAddNode) second = test_add_node_new ("Second");
  g_autoptr(GError) error = NULL;
  guint computed;

  g_test_summary ("Disposing a graph drops its connections without running "
                  "node code: bindings may forbid calls into a language "
                  "while it is shutting down.");

  flow_graph_add_node (graph, FLOW_NODE (first));
  flow_graph_add_node (graph, FLOW_NODE (second));
  g_assert_nonnull (flow_graph_add_connection (graph, first->sum, second->a, &error));
  flow_dock_set_double (FLOW_DOCK (first->a), 1);
  flow_dock_set_double (FLOW_DOCK (first->b), 2);
  g_assert_true (flow_dock_has_value (FLOW_DOCK (second->a)));
  computed = second->n_computed;

  g_assert_finalize_object (graph);

  g_assert_cmpuint (second->n_computed, ==, computed);
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (second->a)));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (second->a)));
  g_assert_null (flow_node_get_graph (FLOW_NODE (second)));
}

/* Pinning is an edit the history records, files keep and copies take. */
static void
test_node_pinned (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Pinned", NULL, "out:double");
  g_autoptr(FlowNode) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  FlowHistory *history = flow_graph_get_history (graph);
  guint *notified;

  flow_graph_add_node (graph, node);
  g_assert_false (flow_node_get_pinned (node));
  notified = flow_test_count_notify (node, "pinned");

  flow_node_set_pinned (node, TRUE);
  flow_node_set_pinned (node, TRUE);
  g_assert_true (flow_node_get_pinned (node));
  g_assert_cmpuint (*notified, ==, 1);
  g_assert_true (flow_history_get_can_undo (history));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Pin Node");

  text = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_nonnull (strstr (text, "\"pinned\" : true"));
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, text, -1, &error));
  g_assert_no_error (error);
  back = g_list_model_get_item (G_LIST_MODEL (loaded), 0);
  g_assert_true (flow_node_get_pinned (back));

  flow_history_undo (history);
  g_assert_false (flow_node_get_pinned (node));
  flow_history_redo (history);
  g_assert_true (flow_node_get_pinned (node));
  flow_node_set_pinned (node, FALSE);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Unpin Node");
  flow_history_undo (history);

  /* Not true or false: refused, with where. */
  {
    g_autoptr(FlowGraph) other = flow_graph_new ();
    g_autoptr(GError) bad = NULL;

    g_assert_false (flow_serializer_load_from_data (serializer, other,
                                                    "{ \"format\" : 1, \"nodes\" : [ { \"id\" : 1, "
                                                    "\"type\" : \"FlowNode\", \"pinned\" : 1 } ] }",
                                                    -1, &bad));
    g_assert_error (bad, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (bad->message, "nodes[0].pinned"));
  }
}

/* flow_node_insert_dock () puts a dock at its place in its list, which
 * undo and redo keep; past the end, it goes last.
 */
static void
test_node_insert_dock (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Mixer", "in0:double,more:double", "out:double");
  g_autoptr(FlowDock) in1 = FLOW_DOCK (flow_sink_new ("in1", G_TYPE_DOUBLE));
  g_autoptr(FlowDock) last = FLOW_DOCK (flow_sink_new ("last", G_TYPE_DOUBLE));
  g_autoptr(FlowDock) first_out = FLOW_DOCK (flow_source_new ("first", G_TYPE_DOUBLE));
  GListModel *sinks = flow_node_get_sinks (node);
  FlowHistory *history;
  char *names;

  flow_graph_add_node (graph, node);
  history = flow_graph_get_history (graph);

  /* The sinks, then after a "|" the sources. */
  flow_node_insert_dock (node, in1, 1);
  names = dock_names (node);
  g_assert_cmpstr (names, ==, "in0 in1 more|out");
  g_free (names);
  g_assert_true (flow_dock_get_node (in1) == node);

  flow_history_undo (history);
  names = dock_names (node);
  g_assert_cmpstr (names, ==, "in0 more|out");
  g_free (names);
  flow_history_redo (history);
  names = dock_names (node);
  g_assert_cmpstr (names, ==, "in0 in1 more|out");
  g_free (names);

  flow_node_insert_dock (node, last, G_MAXUINT);
  names = dock_names (node);
  g_assert_cmpstr (names, ==, "in0 in1 more last|out");
  g_free (names);

  flow_node_insert_dock (node, first_out, 0);
  names = dock_names (node);
  g_assert_cmpstr (names, ==, "in0 in1 more last|first out");
  g_free (names);

  /* A name the node has already is a programmer error; nothing changes. */
  {
    g_autoptr(FlowDock) twin = FLOW_DOCK (flow_sink_new ("in0", G_TYPE_DOUBLE));

    flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_node_insert_dock (node, twin, 0));
    g_assert_null (flow_dock_get_node (twin));
    g_assert_cmpuint (g_list_model_get_n_items (sinks), ==, 4);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/node/title", test_node_title);
  g_test_add_func ("/flow/node/pinned", test_node_pinned);
  g_test_add_func ("/flow/node/position", test_node_position);
  g_test_add_func ("/flow/node/position-together", test_node_position_together);
  g_test_add_func ("/flow/node/deletable", test_node_deletable);
  g_test_add_func ("/flow/node/state", test_node_state);
  g_test_add_func ("/flow/node/missing-input", test_node_missing_input);
  g_test_add_func ("/flow/node/docks", test_node_docks);
  g_test_add_func ("/flow/node/insert-dock", test_node_insert_dock);
  g_test_add_func ("/flow/node/many-docks", test_node_many_docks);
  g_test_add_func ("/flow/node/remove-dock/connections", test_node_remove_dock_connections);
  g_test_add_func ("/flow/node/finalize", test_node_finalize_releases_docks);
  g_test_add_func ("/flow/node/subclass/chain", test_node_subclass);
  g_test_add_func ("/flow/node/subclass/diamond", test_node_subclass_diamond);
  g_test_add_func ("/flow/node/preconditions", test_node_preconditions);
  g_test_add_func ("/flow/node/can-mute", test_node_can_mute);
  g_test_add_func ("/flow/node/mute-computes-nothing", test_node_mute_computes_nothing);
  g_test_add_func ("/flow/node/graph-dispose", test_node_graph_dispose);

  return g_test_run ();
}

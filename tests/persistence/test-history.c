/* test-history.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

#include "flow-dock-private.h"

typedef struct
{
  FlowSerializer *serializer;
  FlowGraph      *graph;
  FlowHistory    *history;
  FlowNode       *a;
  FlowNode       *b;
  FlowNode       *c;
  FlowNode       *d;
} Fixture;

/* Plain nodes A -> B -> C and a free D, and a history started after them. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->serializer = test_serializer_new ();
  f->graph = flow_graph_new ();
  f->a = flow_test_node_new ("A", "in:double", "out:double");
  f->b = flow_test_node_new ("B", "in:double,many:double", "out:double");
  f->c = flow_test_node_new ("C", "in:double", "out:double");
  f->d = flow_test_node_new ("D", NULL, "out:double");

  flow_sink_set_max_connections (flow_test_sink (f->b, "many"), FLOW_SINK_UNLIMITED);
  flow_graph_add_node (f->graph, f->a);
  flow_graph_add_node (f->graph, f->b);
  flow_graph_add_node (f->graph, f->c);
  flow_graph_add_node (f->graph, f->d);
  flow_test_connect (f->graph, flow_test_source (f->a, "out"), flow_test_sink (f->b, "in"));
  flow_test_connect (f->graph, flow_test_source (f->b, "out"), flow_test_sink (f->c, "in"));

  f->history = flow_graph_get_history (f->graph);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->a);
  g_clear_object (&f->b);
  g_clear_object (&f->c);
  g_clear_object (&f->d);
  g_assert_finalize_object (f->graph);
  g_clear_object (&f->serializer);
}

/* An edit: the default value of @sink. */
static void
set_default (FlowSink *sink,
             double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_sink_set_default_value (sink, &value);
}

/* What a save and the fingerprint say about the graph. */
static char *
state_of (Fixture *f)
{
  g_autofree char *saved = test_save (f->serializer, f->graph);
  g_autofree char *fingerprint = test_fingerprint (f->graph);

  return g_strconcat (saved, fingerprint, NULL);
}

#define assert_state(f, expected) \
  G_STMT_START { \
    g_autofree char *_state = state_of (f); \
    g_assert_cmpstr (_state, ==, (expected)); \
  } G_STMT_END

static void
test_nothing_recorded_yet (Fixture       *f,
                           gconstpointer  data)
{
  g_assert_true (flow_history_get_graph (f->history) == f->graph);
  g_assert_true (flow_graph_get_history (f->graph) == f->history);
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_false (flow_history_get_can_redo (f->history));
  g_assert_false (flow_history_get_modified (f->history));
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo");
  g_assert_cmpstr (flow_history_get_redo_label (f->history), ==, "Redo");

  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_history_undo (f->history));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_history_redo (f->history));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_history_end_group (f->history));
}

static void
test_add_remove_node (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *before = state_of (f);
  g_autofree char *after = NULL;
  g_autoptr(FlowNode) d = flow_test_node_new ("E", "in:double", NULL);
  guint id;

  flow_graph_add_node (f->graph, d);
  id = flow_node_get_id (d);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Add Node");
  after = state_of (f);

  flow_test_record_changes (f->graph);
  flow_history_undo (f->history);
  flow_test_assert_changes (f->graph, "4-1");
  g_assert_null (flow_node_get_graph (d));
  assert_state (f, before);
  g_assert_cmpstr (flow_history_get_redo_label (f->history), ==, "Redo Add Node");

  flow_history_redo (f->history);
  flow_test_assert_changes (f->graph, "4+1");
  g_assert_true (flow_node_get_graph (d) == f->graph);
  g_assert_cmpuint (flow_node_get_id (d), ==, id);
  assert_state (f, after);
}

static void
test_remove_connected_node (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  /* B has a connection on each side and sits between A and C. */
  flow_test_connect (f->graph, flow_test_source (f->d, "out"), flow_test_sink (f->b, "many"));
  flow_test_connect (f->graph, flow_test_source (f->a, "out"), flow_test_sink (f->b, "many"));
  flow_dock_set_double (FLOW_DOCK (flow_test_source (f->a, "out")), 7.0);
  before = state_of (f);

  flow_graph_remove_node (f->graph, f->b);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Delete Node");
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (f->graph)), ==, 0);
  after = state_of (f);

  flow_test_record_changes (f->graph);
  flow_test_record_changes (flow_graph_get_connections (f->graph));
  flow_history_undo (f->history);
  /* One change per list. */
  flow_test_assert_changes (f->graph, "1+1");
  flow_test_assert_changes (flow_graph_get_connections (f->graph), "0+4");
  g_assert_true (g_list_model_get_item (G_LIST_MODEL (f->graph), 1) == (gpointer)f->b);
  g_object_unref (f->b);
  assert_state (f, before);

  flow_history_redo (f->history);
  assert_state (f, after);
  flow_history_undo (f->history);
  assert_state (f, before);
}

static void
test_connections (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *start = state_of (f);
  g_autofree char *connected = NULL;
  g_autofree char *replaced = NULL;
  FlowConnection *connection;

  flow_test_connect (f->graph, flow_test_source (f->d, "out"), flow_test_sink (f->b, "many"));
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Connect");
  connected = state_of (f);

  /* Replacing the connection of B's single input. */
  flow_test_connect (f->graph, flow_test_source (f->d, "out"), flow_test_sink (f->b, "in"));
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Replace Connection");
  replaced = state_of (f);

  flow_test_record_changes (flow_graph_get_connections (f->graph));
  flow_history_undo (f->history);
  flow_test_assert_changes (flow_graph_get_connections (f->graph), "0-1+1");
  assert_state (f, connected);

  connection = flow_graph_find_connection (f->graph, flow_test_source (f->b, "out"),
                                           flow_test_sink (f->c, "in"));
  g_assert_true (flow_graph_remove_connection (f->graph, connection, NULL));
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Disconnect");
  g_assert_false (flow_history_get_can_redo (f->history));

  flow_history_undo (f->history);
  assert_state (f, connected);
  flow_history_undo (f->history);
  assert_state (f, start);
  flow_history_redo (f->history);
  assert_state (f, connected);
}

static void
test_refused_changes_record_nothing (Fixture       *f,
                                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (flow_graph_add_connection (f->graph, flow_test_source (f->c, "out"),
                                            flow_test_sink (f->a, "in"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_CYCLE);

  flow_node_set_title (f->a, "A");
  flow_node_set_position (f->a, 0, 0);
  set_default (flow_test_sink (f->a, "in"), 0.0);
  set_default (flow_test_sink (f->a, "in"), 0.0);

  /* Only the first real change of the sink's default value is a step. */
  g_assert_true (flow_history_get_can_undo (f->history));
  flow_history_undo (f->history);
  g_assert_false (flow_history_get_can_undo (f->history));
}

static void
test_moves_merge (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *start = state_of (f);
  g_autofree char *moved = NULL;

  flow_node_set_position (f->a, 10, 20);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Move Node");
  flow_node_set_x (f->a, 30);
  flow_node_set_y (f->a, 40);

  /* Two groups of moves of the same three nodes, as a drag's moves are
   * (a drag that ends seals them: test_seal).
   */
  for (guint drag = 0; drag < 2; drag++)
    {
      flow_history_begin_group (f->history, NULL);
      for (guint step = 1; step <= 10; step++)
        {
          flow_node_set_position (f->a, 30 + step, 40);
          flow_node_set_position (f->b, 100 + step, drag);
          flow_node_set_position (f->c, 200, step * drag);
        }
      flow_history_end_group (f->history);
      g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Move 3 Nodes");
    }
  moved = state_of (f);

  /* The moves of A alone make one step, the two groups another. */
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_node_get_x (f->a), ==, 30);
  g_assert_cmpfloat (flow_node_get_y (f->a), ==, 40);
  g_assert_cmpfloat (flow_node_get_x (f->b), ==, 0);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Move Node");
  flow_history_undo (f->history);
  assert_state (f, start);
  g_assert_false (flow_history_get_can_undo (f->history));

  flow_history_redo (f->history);
  flow_history_redo (f->history);
  assert_state (f, moved);

  /* After an undo, a move starts a step of its own; moves of other nodes
   * do not merge.
   */
  flow_history_undo (f->history);
  flow_node_set_position (f->a, 1, 1);
  flow_node_set_position (f->b, 1, 1);
  flow_node_set_position (f->c, 1, 1);
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_node_get_x (f->b), ==, 1);
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_node_get_x (f->b), ==, 0);
  g_assert_cmpfloat (flow_node_get_x (f->a), ==, 1);
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_node_get_x (f->a), ==, 30);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Move Node");
  flow_history_undo (f->history);
  assert_state (f, start);
}

/* flow_history_seal () ends the merging; moves that bring the nodes
 * back where their step found them leave no step, and the next moves
 * merge into nothing before them.
 */
static void
test_seal (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *start = state_of (f);
  double ax = flow_node_get_x (f->a), ay = flow_node_get_y (f->a);
  double bx = flow_node_get_x (f->b), by = flow_node_get_y (f->b);

  flow_node_set_position (f->a, 10, 20);
  flow_history_seal (f->history);
  flow_node_set_position (f->a, 30, 40);
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_node_get_x (f->a), ==, 10);
  g_assert_true (flow_history_get_can_undo (f->history));
  flow_history_undo (f->history);
  assert_state (f, start);

  /* Back where the step found it (a drag cancelled): the step goes, and
   * the one before is undone next.
   */
  flow_node_set_position (f->a, 10, 20);
  flow_history_seal (f->history);
  flow_node_set_position (f->a, 30, 40);
  flow_node_set_position (f->a, 10, 20);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Move Node");
  /* Not merged into the step before, which a seal ended. */
  flow_node_set_position (f->a, 50, 60);
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_node_get_x (f->a), ==, 10);
  flow_history_undo (f->history);
  assert_state (f, start);
  g_assert_false (flow_history_get_can_undo (f->history));

  /* A group that moves nodes and puts them back makes no step; nor do
   * moves back where the last step found them, and the graph is what
   * was saved again.
   */
  flow_history_mark_clean (f->history);
  flow_history_begin_group (f->history, NULL);
  flow_node_set_position (f->a, 70, 80);
  flow_node_set_position (f->b, 70, 80);
  flow_node_set_position (f->a, ax, ay);
  flow_node_set_position (f->b, bx, by);
  flow_history_end_group (f->history);
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_false (flow_history_get_modified (f->history));
  flow_node_set_position (f->b, 5, 5);
  g_assert_true (flow_history_get_modified (f->history));
  flow_node_set_position (f->b, bx, by);
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_false (flow_history_get_modified (f->history));
  assert_state (f, start);
}

/* flow_history_cancel_group () takes back what the group did, of every
 * kind, leaves no step and keeps what could be redone; the graph is as
 * saved again if it was.
 */
static void
test_cancel_group (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *start = state_of (f);
  g_autofree char *moved = NULL;
  g_autoptr(FlowNode) e = flow_test_node_new ("E", "in:double", NULL);
  FlowConnection *connection = flow_graph_find_connection (f->graph, flow_test_source (f->a, "out"),
                                                           flow_test_sink (f->b, "in"));

  flow_node_set_position (f->a, 10, 20);
  moved = state_of (f);
  flow_history_undo (f->history);
  flow_history_mark_clean (f->history);

  flow_history_begin_group (f->history, "Resize Frame");
  flow_node_set_position (f->a, 30, 40);
  flow_node_set_title (f->c, "Renamed");
  set_default (flow_test_sink (f->b, "many"), 7.0);
  flow_graph_add_node (f->graph, e);
  flow_test_connect (f->graph, flow_test_source (f->d, "out"), flow_test_sink (e, "in"));
  g_assert_true (flow_graph_remove_connection (f->graph, connection, NULL));
  flow_graph_remove_node (f->graph, f->c);
  flow_history_cancel_group (f->history);

  assert_state (f, start);
  g_assert_null (flow_node_get_graph (e));
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_false (flow_history_get_modified (f->history));
  g_assert_cmpstr (flow_history_get_redo_label (f->history), ==, "Redo Move Node");
  flow_history_redo (f->history);
  assert_state (f, moved);

  /* An empty group; then nested groups and batches are the caller's to
   * end, not to cancel.
   */
  flow_history_begin_group (f->history, NULL);
  flow_history_cancel_group (f->history);
  assert_state (f, moved);
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_history_cancel_group (f->history));
  flow_history_begin_group (f->history, NULL);
  flow_history_begin_group (f->history, NULL);
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_history_cancel_group (f->history));
  flow_history_end_group (f->history);
  flow_history_end_group (f->history);
  flow_graph_begin_batch (f->graph);
  flow_test_expect_critical (FLOW_TEST_PRECONDITION, flow_history_cancel_group (f->history));
  flow_graph_end_batch (f->graph);
  assert_state (f, moved);
}

static void
test_moves_do_not_merge_across_save (Fixture       *f,
                                     gconstpointer  data)
{
  flow_node_set_position (f->a, 10, 20);
  flow_history_mark_clean (f->history);
  flow_node_set_position (f->a, 30, 40);
  g_assert_true (flow_history_get_modified (f->history));

  flow_history_undo (f->history);
  g_assert_false (flow_history_get_modified (f->history));
  g_assert_cmpfloat (flow_node_get_x (f->a), ==, 10);
  g_assert_true (flow_history_get_can_undo (f->history));
}

static void
test_titles_and_values (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *start = state_of (f);
  g_autofree char *end = NULL;

  flow_node_set_title (f->b, "Renamed");
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Rename Node");
  flow_node_set_title (f->b, NULL);
  set_default (flow_test_sink (f->a, "in"), 2.5);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Change Value");
  set_default (flow_test_sink (f->c, "in"), -1.0);
  flow_sink_set_default_value (flow_test_sink (f->a, "in"), NULL);
  end = state_of (f);

  for (guint i = 0; i < 5; i++)
    flow_history_undo (f->history);
  g_assert_false (flow_history_get_can_undo (f->history));
  assert_state (f, start);

  for (guint i = 0; i < 5; i++)
    flow_history_redo (f->history);
  assert_state (f, end);

  /* Values are not edits: produced, set directly, they make no step. */
  flow_dock_set_double (FLOW_DOCK (flow_test_source (f->a, "out")), 2.5);
  flow_dock_set_double (FLOW_DOCK (flow_test_sink (f->a, "in")), 1.0);
  flow_dock_clear_value (FLOW_DOCK (flow_test_source (f->a, "out")));
  g_assert_false (flow_history_get_can_redo (f->history));
  flow_history_undo (f->history);
  g_assert_true (flow_history_get_can_redo (f->history));
  g_assert_cmpuint (flow_dock_has_value (FLOW_DOCK (flow_test_sink (f->a, "in"))), ==, TRUE);
}

static void
test_derived_values_not_recorded (Fixture       *f,
                                  gconstpointer  data)
{
  g_autoptr(FlowNode) adder = test_adder_node_new ();
  g_autoptr(FlowNode) constant = flow_serializer_create_node (f->serializer, "test.constant");
  g_autofree char *before = NULL;
  FlowDock *sum = flow_node_get_dock (adder, "sum");

  flow_graph_add_node (f->graph, adder);
  flow_graph_add_node (f->graph, constant);
  set_default (flow_test_sink (adder, "a"), 1.0);
  flow_dock_set_double (flow_node_get_dock (constant, "value"), 2.0);
  flow_test_connect (f->graph, flow_test_source (constant, "value"), flow_test_sink (adder, "b"));
  g_assert_cmpfloat (flow_test_get_double (sum), ==, 3.0);
  before = state_of (f);

  /* One step: the default value; the sum the adder computes follows from
   * it, and is computed again when the edit is undone.
   */
  set_default (flow_test_sink (adder, "a"), 10.0);
  g_assert_cmpfloat (flow_test_get_double (sum), ==, 12.0);
  flow_history_undo (f->history);
  g_assert_cmpfloat (flow_test_get_double (sum), ==, 3.0);
  assert_state (f, before);
  flow_history_redo (f->history);
  g_assert_cmpfloat (flow_test_get_double (sum), ==, 12.0);
  flow_history_undo (f->history);

  /* Undoing the connection restores the sum without it, too. */
  flow_history_undo (f->history);
  g_assert_false (flow_dock_has_value (sum));
  flow_history_redo (f->history);
  assert_state (f, before);
}

static void
test_groups (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *start = state_of (f);

  /* Nested groups make one step, labelled by the outermost label. */
  flow_history_begin_group (f->history, NULL);
  flow_history_begin_group (f->history, "Align Nodes");
  flow_node_set_x (f->a, 5);
  flow_history_begin_group (f->history, "Inner");
  flow_node_set_x (f->b, 5);
  flow_history_end_group (f->history);
  flow_history_end_group (f->history);
  flow_node_set_title (f->c, "Aligned");
  g_assert_false (flow_history_get_can_undo (f->history));
  flow_history_end_group (f->history);

  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Align Nodes");
  flow_history_undo (f->history);
  assert_state (f, start);
  g_assert_false (flow_history_get_can_undo (f->history));

  /* An empty group makes no step. */
  flow_history_begin_group (f->history, "Nothing");
  flow_history_end_group (f->history);
  g_assert_false (flow_history_get_can_undo (f->history));

  /* A batch of the graph is a step. */
  flow_graph_begin_batch (f->graph);
  flow_graph_remove_node (f->graph, f->a);
  flow_graph_remove_node (f->graph, f->c);
  flow_graph_end_batch (f->graph);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Delete 2 Nodes");
  flow_history_undo (f->history);
  assert_state (f, start);

  /* flow_graph_clear () too. */
  flow_graph_clear (f->graph);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Delete 4 Nodes");
  flow_history_undo (f->history);
  assert_state (f, start);
}

static void
test_notifications (Fixture       *f,
                    gconstpointer  data)
{
  guint *can_undo = flow_test_count_notify (f->history, "can-undo");
  guint *can_redo = flow_test_count_notify (f->history, "can-redo");
  guint *undo_label = flow_test_count_notify (f->history, "undo-label");
  guint *modified = flow_test_count_notify (f->history, "modified");

  flow_node_set_x (f->a, 1);
  g_assert_cmpuint (*can_undo, ==, 1);
  g_assert_cmpuint (*undo_label, ==, 1);
  g_assert_cmpuint (*modified, ==, 1);
  g_assert_cmpuint (*can_redo, ==, 0);

  /* A merged move changes nothing the properties say. */
  flow_node_set_x (f->a, 2);
  g_assert_cmpuint (*can_undo, ==, 1);
  g_assert_cmpuint (*undo_label, ==, 1);
  g_assert_cmpuint (*modified, ==, 1);

  flow_history_undo (f->history);
  g_assert_cmpuint (*can_undo, ==, 2);
  g_assert_cmpuint (*can_redo, ==, 1);
  g_assert_cmpuint (*modified, ==, 2);
  g_assert_false (flow_history_get_modified (f->history));
}

static void
test_clean_state (Fixture       *f,
                  gconstpointer  data)
{
  flow_node_set_title (f->a, "one");
  flow_node_set_title (f->a, "two");
  flow_history_mark_clean (f->history);
  g_assert_false (flow_history_get_modified (f->history));

  flow_history_undo (f->history);
  g_assert_true (flow_history_get_modified (f->history));
  flow_history_redo (f->history);
  g_assert_false (flow_history_get_modified (f->history));

  /* A change made after undoing past the saved state loses it for good. */
  flow_history_undo (f->history);
  flow_node_set_title (f->a, "three");
  g_assert_true (flow_history_get_modified (f->history));
  flow_history_undo (f->history);
  g_assert_true (flow_history_get_modified (f->history));
  flow_history_undo (f->history);
  g_assert_true (flow_history_get_modified (f->history));

  /* Clearing keeps a clean graph clean, and a modified one modified. */
  flow_history_clear (f->history);
  g_assert_true (flow_history_get_modified (f->history));
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_false (flow_history_get_can_redo (f->history));
  flow_history_mark_clean (f->history);
  flow_history_clear (f->history);
  g_assert_false (flow_history_get_modified (f->history));
}

static void
test_max_steps (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *start = state_of (f);

  flow_history_mark_clean (f->history);
  flow_history_set_max_steps (f->history, 2);
  g_assert_cmpuint (flow_history_get_max_steps (f->history), ==, 2);

  flow_node_set_title (f->a, "1");
  flow_node_set_title (f->a, "2");
  flow_node_set_title (f->a, "3");

  flow_history_undo (f->history);
  flow_history_undo (f->history);
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_cmpstr (flow_node_get_title (f->a), ==, "1");
  /* The saved state was forgotten with the oldest step. */
  g_assert_true (flow_history_get_modified (f->history));

  /* Steps undone, then the limit lowered: redone, they stay within it. */
  flow_history_set_max_steps (f->history, 0);
  flow_node_set_title (f->a, "4");
  flow_node_set_title (f->a, "5");
  flow_node_set_title (f->a, "6");
  flow_history_undo (f->history);
  flow_history_undo (f->history);
  flow_history_undo (f->history);
  flow_history_set_max_steps (f->history, 1);
  flow_history_redo (f->history);
  flow_history_redo (f->history);
  flow_history_redo (f->history);
  g_assert_cmpstr (flow_node_get_title (f->a), ==, "6");
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 1);
  flow_history_undo (f->history);
  g_assert_false (flow_history_get_can_undo (f->history));
  g_assert_cmpstr (flow_node_get_title (f->a), ==, "5");
}

typedef struct
{
  FlowHistory *history;
  guint        n_undo;
  guint        n_redo;
} Counts;

static void
title_changed_cb (FlowNode   *node,
                  GParamSpec *pspec,
                  Counts     *counts)
{
  counts->n_undo = flow_history_get_n_undo_steps (counts->history);
  counts->n_redo = flow_history_get_n_redo_steps (counts->history);
}

static void
test_step_counts (Fixture       *f,
                  gconstpointer  data)
{
  Counts counts = { f->history, G_MAXUINT, G_MAXUINT };

  g_test_summary ("The history counts its steps to undo and to redo; a step being "
                  "undone or redone counts on neither side while the graph changes.");

  flow_history_clear (f->history);
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 0);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 0);

  flow_node_set_title (f->a, "1");
  flow_node_set_title (f->a, "2");
  flow_node_set_title (f->a, "3");
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 3);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 0);

  g_signal_connect (f->a, "notify::title", G_CALLBACK (title_changed_cb), &counts);

  /* While undoing: 2 and 0; after: 2 and 1. */
  flow_history_undo (f->history);
  g_assert_cmpstr (flow_node_get_title (f->a), ==, "2");
  g_assert_cmpuint (counts.n_undo, ==, 2);
  g_assert_cmpuint (counts.n_redo, ==, 0);
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 2);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 1);

  flow_history_undo (f->history);
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 1);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 2);

  /* While redoing: 1 and 1; after: 2 and 1. */
  flow_history_redo (f->history);
  g_assert_cmpstr (flow_node_get_title (f->a), ==, "2");
  g_assert_cmpuint (counts.n_undo, ==, 1);
  g_assert_cmpuint (counts.n_redo, ==, 1);
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 2);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 1);

  /* An edit: nothing left to redo. */
  flow_node_set_title (f->a, "4");
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 3);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 0);

  /* No more than the history keeps. */
  flow_history_set_max_steps (f->history, 2);
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 2);
  flow_node_set_title (f->a, "5");
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 2);

  g_signal_handlers_disconnect_by_data (f->a, &counts);
  flow_history_clear (f->history);
  g_assert_cmpuint (flow_history_get_n_undo_steps (f->history), ==, 0);
  g_assert_cmpuint (flow_history_get_n_redo_steps (f->history), ==, 0);
}

static void
test_docks (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *start = state_of (f);
  g_autofree char *end = NULL;
  g_autoptr(FlowSink) extra = flow_sink_new ("extra", G_TYPE_INT);
  FlowSink *in = flow_test_sink (f->b, "in");

  flow_node_add_dock (f->b, FLOW_DOCK (extra));
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Add Dock");

  /* Removing a connected dock is one step with its connection. */
  g_object_ref (in);
  flow_node_remove_dock (f->b, FLOW_DOCK (in));
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Remove Dock");
  end = state_of (f);

  flow_history_undo (f->history);
  g_assert_true (flow_dock_get_node (FLOW_DOCK (in)) == f->b);
  g_assert_true (g_list_model_get_item (flow_node_get_sinks (f->b), 0) == (gpointer)in);
  g_object_unref (in);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (in)), ==, 1);
  flow_history_undo (f->history);
  assert_state (f, start);

  flow_history_redo (f->history);
  flow_history_redo (f->history);
  assert_state (f, end);
  g_object_unref (in);
}

static void
test_multi_sink_value (Fixture       *f,
                       gconstpointer  data)
{
  FlowSink *many = flow_test_sink (f->b, "many");
  FlowConnection *first;
  g_autofree char *before = NULL;
  g_autofree char *saved = NULL;

  first = flow_test_connect (f->graph, flow_test_source (f->a, "out"), many);
  flow_test_connect (f->graph, flow_test_source (f->d, "out"), many);
  flow_dock_set_double (FLOW_DOCK (flow_test_source (f->d, "out")), 2.0);
  /* The sink holds the value delivered last, from its first connection. */
  flow_dock_set_double (FLOW_DOCK (flow_test_source (f->a, "out")), 1.0);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (many)), ==, 1.0);
  before = state_of (f);

  g_assert_true (flow_graph_remove_connection (f->graph, first, NULL));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (many)), ==, 2.0);

  /* The connection comes back at its place; the sink takes the value of
   * its last connection, as any sink that gains a connection at its place
   * does: values are computed, not restored.
   */
  flow_history_undo (f->history);
  g_assert_true (flow_graph_find_connection (f->graph, flow_test_source (f->a, "out"), many) ==
                 _flow_dock_get_connection (FLOW_DOCK (many), 0));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (many)), ==, 2.0);
  saved = test_save (f->serializer, f->graph);
  g_assert_true (g_str_has_prefix (before, saved));
}

static void
test_nodes_outside_graph (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(FlowNode) loose = flow_test_node_new ("Loose", "in:double", "out:double");

  flow_node_set_title (loose, "Still loose");
  flow_node_set_position (loose, 1, 2);
  flow_dock_set_double (FLOW_DOCK (flow_test_source (loose, "out")), 1.0);
  g_assert_false (flow_history_get_can_undo (f->history));
}

static void
test_history_in_batch (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  FlowHistory *history;

  flow_graph_begin_batch (graph);
  history = flow_graph_get_history (graph);
  flow_graph_add_node (graph, node);
  flow_node_set_title (node, "In the batch");
  g_assert_false (flow_history_get_can_undo (history));
  flow_graph_end_batch (graph);

  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Node");
  flow_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
}

/* A graph never asked for its history records nothing: a document
 * built in code, with a reroute and a frame sized, and then shown,
 * starts with nothing to undo and unmodified.
 */
static void
test_history_not_asked (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(GError) error = NULL;
  FlowConnection *connection;
  FlowHistory *history;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, frame);
  connection = flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  g_assert_nonnull (flow_graph_insert_reroute (graph, connection, 100, 0, &error));
  g_assert_no_error (error);
  flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 400, 300);

  history = flow_graph_get_history (graph);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_false (flow_history_get_modified (history));
}

/* Loading in a batch: the batch's step does not outlive the nodes it
 * was about.
 */
static void
test_load_in_batch (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(GError) error = NULL;
  FlowHistory *history = flow_graph_get_history (graph);

  flow_graph_begin_batch (graph);
  flow_graph_add_node (graph, node);
  g_assert_true (flow_serializer_load_from_data (serializer, graph, "{\"format\":1}", -1, &error));
  g_assert_no_error (error);
  flow_graph_end_batch (graph);

  g_assert_false (flow_history_get_can_undo (history));
  g_assert_false (flow_history_get_modified (history));
}

static void
test_graph_disposed (void)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(FlowHistory) history = g_object_ref (flow_graph_get_history (graph));

  flow_graph_add_node (graph, node);
  g_assert_true (flow_history_get_can_undo (history));

  g_assert_finalize_object (graph);
  g_assert_null (flow_history_get_graph (history));
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_null (flow_node_get_graph (node));
}

/* Changes of one sink's default value, one after another, are one step,
 * as typing in a field makes them; a seal, another sink or another edit
 * between them makes two.
 */
static void
test_defaults_merge (Fixture       *f,
                     gconstpointer  data)
{
  FlowSink *in = flow_test_sink (f->a, "in");
  FlowSink *many = flow_test_sink (f->b, "many");
  g_autofree char *start = state_of (f);

  for (guint i = 1; i <= 5; i++)
    set_default (in, i);
  g_assert_cmpstr (flow_history_get_undo_label (f->history), ==, "Undo Change Value");
  flow_history_undo (f->history);
  assert_state (f, start);
  g_assert_false (flow_history_get_can_undo (f->history));
  flow_history_redo (f->history);
  g_assert_cmpfloat (g_value_get_double (flow_sink_get_default_value (in)), ==, 5);

  /* A seal, then the same sink: a step of its own. */
  flow_history_seal (f->history);
  set_default (in, 6);
  set_default (in, 7);
  /* Another sink, then the first again: two more. */
  set_default (many, 1);
  set_default (in, 8);

  flow_history_undo (f->history);
  g_assert_cmpfloat (g_value_get_double (flow_sink_get_default_value (in)), ==, 7);
  flow_history_undo (f->history);
  g_assert_null (flow_sink_get_default_value (many));
  flow_history_undo (f->history);
  g_assert_cmpfloat (g_value_get_double (flow_sink_get_default_value (in)), ==, 5);
  flow_history_undo (f->history);
  assert_state (f, start);

  /* Cleared to null and set again: one step too. */
  flow_sink_set_default_value (in, NULL);
  set_default (in, 9);
  flow_history_undo (f->history);
  assert_state (f, start);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/persistence/history/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("nothing-recorded-yet", test_nothing_recorded_yet);
  ADD ("add-remove-node", test_add_remove_node);
  ADD ("remove-connected-node", test_remove_connected_node);
  ADD ("connections", test_connections);
  ADD ("refused-changes", test_refused_changes_record_nothing);
  ADD ("moves-merge", test_moves_merge);
  ADD ("moves-do-not-merge-across-save", test_moves_do_not_merge_across_save);
  ADD ("seal", test_seal);
  ADD ("defaults-merge", test_defaults_merge);
  ADD ("cancel-group", test_cancel_group);
  ADD ("titles-and-values", test_titles_and_values);
  ADD ("derived-values", test_derived_values_not_recorded);
  ADD ("groups", test_groups);
  ADD ("notifications", test_notifications);
  ADD ("clean-state", test_clean_state);
  ADD ("max-steps", test_max_steps);
  ADD ("step-counts", test_step_counts);
  ADD ("docks", test_docks);
  ADD ("multi-sink-value", test_multi_sink_value);
  ADD ("nodes-outside-graph", test_nodes_outside_graph);

#undef ADD

  g_test_add_func ("/persistence/history/created-in-batch", test_history_in_batch);
  g_test_add_func ("/persistence/history/not-asked", test_history_not_asked);
  g_test_add_func ("/persistence/history/load-in-batch", test_load_in_batch);
  g_test_add_func ("/persistence/history/graph-disposed", test_graph_disposed);

  return g_test_run ();
}

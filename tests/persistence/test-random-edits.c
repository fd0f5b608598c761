/* test-random-edits.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

/* Random edits through the public API, thousands of them, with undos and
 * redos among them; then undoing everything must give back the saved
 * bytes of the start exactly, and redoing everything those of the end.
 * The state compared is the saved file plus what a file does not show:
 * every dock's value, sinks included, and the order of its connections.
 *
 * Edits are what the history records: structure, positions, titles,
 * sinks' default values. Values set on docks directly are values a node
 * produced, which the history does not record (see test-history.c).
 *
 * The random sequence is reproducible: run with --seed=<the seed the
 * test prints> to replay a failure.
 */

typedef struct
{
  FlowSerializer *serializer;
  FlowGraph      *graph;
  FlowHistory    *history;
  GRand          *rand;
  guint           n_names;
} Editor;

static const GType dock_types[] = {
  G_TYPE_DOUBLE,
  G_TYPE_INT,
  G_TYPE_STRING,
  G_TYPE_BOOLEAN,
  G_TYPE_INT64,
};

static guint
pick (Editor *e,
      guint   n)
{
  g_assert (n > 0);

  return g_rand_int_range (e->rand, 0, n);
}

static gboolean
chance (Editor *e,
        double  p)
{
  return g_rand_double (e->rand) < p;
}

static GType
pick_dock_type (Editor *e)
{
  if (chance (e, 0.1))
    return FLOW_TYPE_ANY;
  if (chance (e, 0.1))
    return TEST_TYPE_COLOR;

  return dock_types[pick (e, G_N_ELEMENTS (dock_types))];
}

/* A random value that a dock of @type takes, or NULL for null. */
static void
random_value (Editor *e,
              GType   type,
              GValue *value)
{
  if (chance (e, 0.15))
    return;

  if (type == FLOW_TYPE_ANY)
    type = chance (e, 0.5) ? G_TYPE_DOUBLE : G_TYPE_STRING;

  g_value_init (value, type);

  if (type == G_TYPE_DOUBLE)
    g_value_set_double (value, chance (e, 0.2) ? g_rand_int_range (e->rand, -3, 3)
                                               : g_rand_double_range (e->rand, -1e6, 1e6));
  else if (type == G_TYPE_INT)
    g_value_set_int (value, g_rand_int_range (e->rand, -1000, 1000));
  else if (type == G_TYPE_INT64)
    g_value_set_int64 (value, (gint64)g_rand_int (e->rand) << 20);
  else if (type == G_TYPE_BOOLEAN)
    g_value_set_boolean (value, chance (e, 0.5));
  else if (type == G_TYPE_STRING)
    {
      g_autofree char *text = g_strdup_printf ("text %u “é”", g_rand_int (e->rand) % 100);
      g_value_set_string (value, chance (e, 0.1) ? "" : text);
    }
  else if (type == TEST_TYPE_COLOR)
    g_value_set_enum (value, pick (e, 3));
  else
    g_assert_not_reached ();
}

static FlowNode *
random_node (Editor *e)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (e->graph));
  FlowNode *node;

  if (n == 0)
    return NULL;

  node = g_list_model_get_item (G_LIST_MODEL (e->graph), pick (e, n));
  g_object_unref (node);

  return node;
}

static FlowDock *
random_dock (Editor   *e,
             FlowNode *node,
             gboolean  sink)
{
  GListModel *docks = sink ? flow_node_get_sinks (node) : flow_node_get_sources (node);
  guint n = g_list_model_get_n_items (docks);
  FlowDock *dock;

  if (n == 0)
    return NULL;

  dock = g_list_model_get_item (docks, pick (e, n));
  g_object_unref (dock);

  return dock;
}

/* The adder computes its sum: setting it from outside is not an edit
 * that undo can make exact (see the history's documentation).
 */
static gboolean
is_computed (FlowDock *dock)
{
  return TEST_IS_ADDER_NODE (flow_dock_get_node (dock)) && FLOW_IS_SOURCE (dock);
}

static FlowDock *
new_dock (Editor   *e,
          gboolean  sink)
{
  g_autofree char *name = g_strdup_printf ("d%u", e->n_names++);
  GType type = pick_dock_type (e);
  FlowDock *dock;

  if (sink)
    {
      dock = FLOW_DOCK (flow_sink_new (name, type));
      if (chance (e, 0.3))
        flow_sink_set_max_connections (FLOW_SINK (dock), chance (e, 0.5) ? FLOW_SINK_UNLIMITED : 2);
      if (chance (e, 0.2))
        flow_sink_set_required (FLOW_SINK (dock), TRUE);
    }
  else
    {
      dock = FLOW_DOCK (flow_source_new (name, type));
    }

  return dock;
}

static void
op_add_node (Editor *e)
{
  g_autoptr(FlowNode) node = NULL;
  guint kind = pick (e, 10);

  if (kind == 0)
    node = test_adder_node_new ();
  else if (kind == 1)
    node = flow_serializer_create_node (e->serializer, "test.constant");
  else if (kind == 2)
    node = test_merge_node_new (pick (e, 3));
  else
    {
      guint n_sinks = pick (e, 4);
      guint n_sources = pick (e, 3);

      node = flow_node_new ();
      for (guint i = 0; i < n_sinks; i++)
        {
          g_autoptr(FlowDock) dock = new_dock (e, TRUE);
          flow_node_add_dock (node, dock);
        }
      for (guint i = 0; i < n_sources; i++)
        {
          g_autoptr(FlowDock) dock = new_dock (e, FALSE);
          flow_node_add_dock (node, dock);
        }
    }

  flow_node_set_position (node, g_rand_double_range (e->rand, -2000, 2000),
                          g_rand_double_range (e->rand, -2000, 2000));
  flow_graph_add_node (e->graph, node);
}

static void
op_remove_node (Editor *e)
{
  FlowNode *node = random_node (e);

  if (node != NULL)
    flow_graph_remove_node (e->graph, node);
}

static void
op_connect (Editor *e)
{
  FlowNode *from = random_node (e);
  FlowNode *to = random_node (e);
  FlowDock *source, *sink;

  if (from == NULL || to == NULL ||
      (source = random_dock (e, from, FALSE)) == NULL ||
      (sink = random_dock (e, to, TRUE)) == NULL)
    return;

  /* Refusals are fine: they change nothing. */
  flow_graph_add_connection (e->graph, FLOW_SOURCE (source), FLOW_SINK (sink), NULL);
}

static void
op_disconnect (Editor *e)
{
  GListModel *connections = flow_graph_get_connections (e->graph);
  guint n = g_list_model_get_n_items (connections);
  g_autoptr(FlowConnection) connection = NULL;

  if (n == 0)
    return;

  connection = g_list_model_get_item (connections, pick (e, n));
  g_assert_true (flow_graph_remove_connection (e->graph, connection, NULL));
}

static void
op_move (Editor *e)
{
  FlowNode *node = random_node (e);
  double x, y;

  if (node == NULL)
    return;

  x = flow_node_get_x (node) + g_rand_double_range (e->rand, -50, 50);
  y = flow_node_get_y (node) + g_rand_double_range (e->rand, -50, 50);

  switch (pick (e, 3))
    {
    case 0:
      flow_node_set_x (node, x);
      break;
    case 1:
      flow_node_set_y (node, y);
      break;
    default:
      flow_node_set_position (node, x, y);
    }
}

/* A group of the history; before there is one, a batch. */
static void
group_begin (Editor     *e,
             const char *label)
{
  if (e->history != NULL)
    flow_history_begin_group (e->history, label);
  else
    flow_graph_begin_batch (e->graph);
}

static void
group_end (Editor *e)
{
  if (e->history != NULL)
    flow_history_end_group (e->history);
  else
    flow_graph_end_batch (e->graph);
}

static void
op_drag (Editor *e)
{
  FlowNode *nodes[3];
  guint n = 1 + pick (e, 3);

  for (guint i = 0; i < n; i++)
    if ((nodes[i] = random_node (e)) == NULL)
      return;

  group_begin (e, NULL);
  for (guint step = 0; step < 8; step++)
    for (guint i = 0; i < n; i++)
      flow_node_set_position (nodes[i], flow_node_get_x (nodes[i]) + 1.5,
                              flow_node_get_y (nodes[i]) - 0.25);
  group_end (e);
}

static void
op_title (Editor *e)
{
  FlowNode *node = random_node (e);
  g_autofree char *title = NULL;

  if (node == NULL)
    return;

  if (!chance (e, 0.1))
    title = g_strdup_printf ("Node “%u”", pick (e, 50));

  flow_node_set_title (node, title);
}

static void
op_value (Editor *e)
{
  FlowNode *node = random_node (e);
  g_auto(GValue) value = G_VALUE_INIT;
  FlowDock *dock;

  if (node == NULL || (dock = random_dock (e, node, TRUE)) == NULL)
    return;

  random_value (e, flow_dock_get_value_type (dock), &value);
  flow_sink_set_default_value (FLOW_SINK (dock), G_IS_VALUE (&value) ? &value : NULL);
}

/* A value a node produces: only before the history starts, where the
 * start graph is built.
 */
static void
op_produce (Editor *e)
{
  FlowNode *node = random_node (e);
  g_auto(GValue) value = G_VALUE_INIT;
  FlowDock *dock;

  if (node == NULL || (dock = random_dock (e, node, FALSE)) == NULL || is_computed (dock))
    return;

  random_value (e, flow_dock_get_value_type (dock), &value);
  flow_dock_set_value (dock, G_IS_VALUE (&value) ? &value : NULL);
}

static void
op_dock (Editor *e)
{
  FlowNode *node = random_node (e);

  /* Only plain nodes: node types own their docks. */
  if (node == NULL || G_OBJECT_TYPE (node) != FLOW_TYPE_NODE ||
      flow_serializer_get_node_type_name (e->serializer, node) != g_intern_static_string ("FlowNode"))
    return;

  if (chance (e, 0.5))
    {
      g_autoptr(FlowDock) dock = new_dock (e, chance (e, 0.5));

      flow_node_add_dock (node, dock);
    }
  else
    {
      FlowDock *dock = random_dock (e, node, chance (e, 0.5));

      if (dock != NULL)
        flow_node_remove_dock (node, dock);
    }
}

static void
op_paste (Editor *e)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n = 1 + pick (e, 4);

  for (guint i = 0; i < n; i++)
    {
      FlowNode *node = random_node (e);

      if (node != NULL)
        g_ptr_array_add (nodes, node);
    }

  text = flow_serializer_save_nodes_to_data (e->serializer, (FlowNode **)nodes->pdata, nodes->len, NULL);
  pasted = flow_serializer_paste (e->serializer, e->graph, text, -1, 25, 25, &error);
  g_assert_no_error (error);
}

static void op_random (Editor *e,
                       gboolean allow_groups);

static void
op_group (Editor *e)
{
  guint n = 2 + pick (e, 4);

  if (chance (e, 0.5))
    {
      group_begin (e, chance (e, 0.5) ? "Random Group" : NULL);
      for (guint i = 0; i < n; i++)
        op_random (e, FALSE);
      group_end (e);
    }
  else
    {
      flow_graph_begin_batch (e->graph);
      for (guint i = 0; i < n; i++)
        op_random (e, FALSE);
      flow_graph_end_batch (e->graph);
    }
}

static void
op_random (Editor   *e,
           gboolean  allow_groups)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (e->graph));
  guint r = pick (e, 100);

  /* Keep the graph between a few and a hundred nodes. */
  if (n < 5 || (r < 8 && n < 100))
    op_add_node (e);
  else if (r < 12)
    op_remove_node (e);
  else if (r < 32)
    op_connect (e);
  else if (r < 38)
    op_disconnect (e);
  else if (r < 52)
    op_move (e);
  else if (r < 56)
    op_drag (e);
  else if (r < 62)
    op_title (e);
  else if (r < 72 || (r < 82 && e->history != NULL))
    op_value (e);
  else if (r < 82)
    op_produce (e);
  else if (r < 88)
    op_dock (e);
  else if (r < 91)
    op_paste (e);
  else if (allow_groups)
    op_group (e);
  else
    op_move (e);
}

static char *
state_of (Editor *e)
{
  g_autofree char *saved = test_save (e->serializer, e->graph);
  g_autofree char *fingerprint = test_fingerprint (e->graph);

  return g_strconcat (saved, fingerprint, NULL);
}

/* Like g_assert_cmpstr (), but shows where two long states differ. */
#define assert_same_state(a, b) \
  G_STMT_START { \
    if (g_strcmp0 ((a), (b)) != 0) \
      report_difference ((a), (b)); \
  } G_STMT_END

static void
report_difference (const char *a,
                   const char *b)
{
  g_auto(GStrv) la = g_strsplit (a, "\n", -1);
  g_auto(GStrv) lb = g_strsplit (b, "\n", -1);
  guint i = 0;

  while (la[i] != NULL && lb[i] != NULL && g_str_equal (la[i], lb[i]))
    i++;

  for (guint j = i > 30 ? i - 30 : 0; j < i; j++)
    g_printerr ("  %s\n", la[j]);
  g_printerr ("- %s\n+ %s\n", la[i] ? la[i] : "(end)", lb[i] ? lb[i] : "(end)");
  g_error ("The states differ at line %u", i + 1);
}

static char *
state_hash (Editor *e)
{
  g_autofree char *state = state_of (e);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, state, -1);
}

static void
editor_init (Editor *e,
             guint32 seed)
{
  g_autofree char *start = NULL;
  g_autoptr(GError) error = NULL;

  e->serializer = test_serializer_new ();
  e->graph = flow_graph_new ();
  e->rand = g_rand_new_with_seed (seed);
  e->history = NULL;
  e->n_names = 0;

  /* A start graph made without a history, then loaded. */
  for (guint i = 0; i < 300; i++)
    op_random (e, FALSE);
  start = test_save (e->serializer, e->graph);
  g_assert_true (flow_serializer_load_from_data (e->serializer, e->graph, start, -1, &error));
  g_assert_no_error (error);

  e->history = flow_graph_get_history (e->graph);
}

static void
editor_clear (Editor *e)
{
  g_clear_pointer (&e->rand, g_rand_free);
  g_clear_object (&e->serializer);
  g_assert_finalize_object (g_steal_pointer (&e->graph));
}

static guint
undo_all (Editor *e)
{
  guint n = 0;

  for (; flow_history_get_can_undo (e->history); n++)
    flow_history_undo (e->history);

  return n;
}

static guint
redo_all (Editor *e)
{
  guint n = 0;

  for (; flow_history_get_can_redo (e->history); n++)
    flow_history_redo (e->history);

  return n;
}

/* Thousands of edits with undos and redos in between. */
static void
test_undo_redo_all (void)
{
  Editor e;
  g_autofree char *start = NULL;
  g_autofree char *end = NULL;
  g_autofree char *clean = NULL;
  guint n_ops = g_test_slow () ? 20000 : 4000;
  guint n_undone, n_redone;

  editor_init (&e, g_test_rand_int ());
  start = state_of (&e);
  clean = test_save (e.serializer, e.graph);
  g_assert_false (flow_history_get_modified (e.history));

  for (guint i = 0; i < n_ops; i++)
    {
      guint r = pick (&e, 100);

      if (r < 8 && flow_history_get_can_undo (e.history))
        flow_history_undo (e.history);
      else if (r < 12 && flow_history_get_can_redo (e.history))
        flow_history_redo (e.history);
      else if (r < 13)
        {
          g_clear_pointer (&clean, g_free);
          clean = test_save (e.serializer, e.graph);
          flow_history_mark_clean (e.history);
        }
      else
        op_random (&e, TRUE);

      /* An unmodified graph is the one last marked clean. */
      if (!flow_history_get_modified (e.history))
        {
          g_autofree char *now = test_save (e.serializer, e.graph);
          g_assert_cmpstr (now, ==, clean);
        }
    }

  redo_all (&e);
  end = state_of (&e);

  n_undone = undo_all (&e);
  {
    g_autofree char *undone = state_of (&e);
    assert_same_state (undone, start);
  }

  n_redone = redo_all (&e);
  g_assert_cmpuint (n_redone, ==, n_undone);
  {
    g_autofree char *redone = state_of (&e);
    assert_same_state (redone, end);
  }

  g_test_message ("%u operations, %u steps undone and redone", n_ops, n_undone);
  g_assert_cmpuint (n_undone, >, n_ops / 10);

  editor_clear (&e);
}

/* Step by step: every undo lands on a state the edits went through, in
 * reverse order, and every redo on one in order.
 */
static void
test_step_by_step (void)
{
  Editor e;
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  guint n_ops = 600;
  guint at;

  editor_init (&e, g_test_rand_int ());
  g_ptr_array_add (states, state_hash (&e));

  for (guint i = 0; i < n_ops; i++)
    {
      op_random (&e, TRUE);
      g_ptr_array_add (states, state_hash (&e));
    }

  at = states->len - 1;
  while (flow_history_get_can_undo (e.history))
    {
      g_autofree char *hash = NULL;
      guint found = G_MAXUINT;

      flow_history_undo (e.history);
      hash = state_hash (&e);

      for (guint i = at; i-- > 0;)
        if (g_str_equal (g_ptr_array_index (states, i), hash))
          {
            found = i;
            break;
          }

      g_assert_cmpuint (found, !=, G_MAXUINT);
      at = found;
    }
  /* Back at the start (or at a state the first edits did not change). */
  g_assert_cmpstr (g_ptr_array_index (states, at), ==, g_ptr_array_index (states, 0));

  while (flow_history_get_can_redo (e.history))
    {
      g_autofree char *hash = NULL;
      guint found = G_MAXUINT;

      flow_history_redo (e.history);
      hash = state_hash (&e);

      for (guint i = at + 1; i < states->len; i++)
        if (g_str_equal (g_ptr_array_index (states, i), hash))
          {
            found = i;
            break;
          }

      g_assert_cmpuint (found, !=, G_MAXUINT);
      at = found;
    }
  g_assert_cmpstr (g_ptr_array_index (states, at), ==, g_ptr_array_index (states, states->len - 1));

  editor_clear (&e);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/random-edits/undo-redo-all", test_undo_redo_all);
  g_test_add_func ("/persistence/random-edits/step-by-step", test_step_by_step);

  return g_test_run ();
}

/* test-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "engine-test-node.h"
#include "flow-test-utils.h"

/* PassNode: passes its sink "a" on to its source "out", in compute. */

#define PASS_TYPE_NODE (pass_node_get_type ())
G_DECLARE_FINAL_TYPE (PassNode, pass_node, PASS, NODE, FlowNode)

struct _PassNode
{
  FlowNode  parent_instance;
  FlowDock *a;
  FlowDock *out;
};

G_DEFINE_FINAL_TYPE (PassNode, pass_node, FLOW_TYPE_NODE)

static void
pass_node_compute (FlowNode *node)
{
  PassNode *self = (PassNode *)node;

  flow_dock_set_value (self->out, flow_dock_get_value (self->a));
}

static void
pass_node_class_init (PassNodeClass *klass)
{
  FLOW_NODE_CLASS (klass)->compute = pass_node_compute;
}

static void
pass_node_init (PassNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
  self->a = FLOW_DOCK (a);
  self->out = FLOW_DOCK (out);
}

/* LegacyNode: counts the calls of its sink_changed, the only virtual
 * function it has.
 */

#define LEGACY_TYPE_NODE (legacy_node_get_type ())
G_DECLARE_FINAL_TYPE (LegacyNode, legacy_node, LEGACY, NODE, FlowNode)

struct _LegacyNode
{
  FlowNode parent_instance;
  guint    n_calls;
};

G_DEFINE_FINAL_TYPE (LegacyNode, legacy_node, FLOW_TYPE_NODE)

static void
legacy_node_sink_changed (FlowNode *node,
                          FlowSink *sink)
{
  LEGACY_NODE (node)->n_calls++;
}

static void
legacy_node_class_init (LegacyNodeClass *klass)
{
  FLOW_NODE_CLASS (klass)->sink_changed = legacy_node_sink_changed;
}

static void
legacy_node_init (LegacyNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
}

#define assert_log(node, expected) \
  G_STMT_START { \
    g_autofree char *_log = engine_test_node_take_log (node); \
    g_assert_cmpstr (_log, ==, (expected)); \
  } G_STMT_END

static EngineTestNode *
add_node (FlowGraph      *graph,
          const char     *title,
          EngineTestKind  kind)
{
  g_autoptr(EngineTestNode) node = engine_test_node_new (title, kind);

  flow_graph_add_node (graph, FLOW_NODE (node));

  return node;
}

static void
set_offset (EngineTestNode *node,
            double          offset)
{
  g_object_set (node, "offset", offset, NULL);
}

static guint
count_waves (FlowGraph *graph)
{
  guint *waves = g_object_get_data (G_OBJECT (graph), "waves");

  return waves != NULL ? *waves : 0;
}

static void
wave_finished_cb (FlowGraph *graph,
                  guint      n_computes,
                  gint64     duration,
                  guint     *waves)
{
  g_assert_cmpint (duration, >=, 0);
  g_assert_cmpuint (n_computes, ==, flow_graph_get_last_wave_computes (graph));
  (*waves)++;
}

static void
reset_waves (FlowGraph *graph)
{
  *(guint *)g_object_get_data (G_OBJECT (graph), "waves") = 0;
}

/* Waits for the jobs of the nodes' first computations. */
static void
settle (FlowGraph *graph)
{
  engine_test_wait_until (!flow_graph_get_busy (graph), 5000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
watch_waves (FlowGraph *graph)
{
  guint *waves = g_new0 (guint, 1);

  g_object_set_data_full (G_OBJECT (graph), "waves", waves, g_free);
  g_signal_connect (graph, "wave-finished", G_CALLBACK (wave_finished_cb), waves);
}

/* A → B, A → C, B → D.a, C → D.b, for both kinds of nodes. */
typedef struct
{
  FlowGraph      *graph;
  EngineTestNode *a, *b, *c, *d;
} Diamond;

static void
diamond_build (Diamond        *f,
               EngineTestKind  kind)
{
  f->graph = flow_graph_new ();
  f->a = add_node (f->graph, "A", kind);
  f->b = add_node (f->graph, "B", kind);
  f->c = add_node (f->graph, "C", kind);
  f->d = add_node (f->graph, "D", kind);
  set_offset (f->b, 1);
  set_offset (f->c, 2);

  flow_test_connect (f->graph, engine_test_node_out (f->a), engine_test_node_a (f->b));
  flow_test_connect (f->graph, engine_test_node_out (f->a), engine_test_node_a (f->c));
  flow_test_connect (f->graph, engine_test_node_out (f->b), engine_test_node_a (f->d));
  flow_test_connect (f->graph, engine_test_node_out (f->c), engine_test_node_b (f->d));

  g_free (engine_test_node_take_log (f->a));
  g_free (engine_test_node_take_log (f->b));
  g_free (engine_test_node_take_log (f->c));
  g_free (engine_test_node_take_log (f->d));
}

static void
diamond_clear (Diamond *f)
{
  g_assert_finalize_object (f->graph);
}

static void
test_diamond (gconstpointer data)
{
  EngineTestKind kind = GPOINTER_TO_INT (data);
  Diamond f;
  guint computes[4];
  guint *computes_notified;

  g_test_summary ("A diamond (A → B, A → C, B and C → D) computes D once "
                  "per change of A, with the final values of B and C only: "
                  "no glitch. libgtkflow computes D twice, first with a "
                  "value that never existed.");

  diamond_build (&f, kind);
  watch_waves (f.graph);
  computes_notified = flow_test_count_notify (f.graph, "last-wave-computes");

  computes[0] = engine_test_node_get_n_computes (f.d);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 10);
  assert_log (f.a, "10");
  assert_log (f.b, "11");
  assert_log (f.c, "12");
  assert_log (f.d, "23");
  g_assert_cmpuint (engine_test_node_get_n_computes (f.d), ==, computes[0] + 1);
  g_assert_cmpstr (engine_test_node_get_changed (f.d), ==, "a,b");
  g_assert_cmpuint (count_waves (f.graph), ==, 1);
  g_assert_cmpuint (flow_graph_get_last_wave_computes (f.graph), ==, 4);
  g_assert_cmpuint (*computes_notified, ==, 1);

  computes[1] = engine_test_node_get_n_computes (f.d);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 20);
  assert_log (f.b, "21");
  assert_log (f.c, "22");
  assert_log (f.d, "43");
  g_assert_cmpuint (engine_test_node_get_n_computes (f.d), ==, computes[1] + 1);
  /* Another wave of four computes: the signal, no notification. */
  g_assert_cmpuint (count_waves (f.graph), ==, 2);
  g_assert_cmpuint (*computes_notified, ==, 1);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 43);

  /* Only one path changes: D computes once, told which sink changed. */
  set_offset (f.c, 3);
  assert_log (f.b, "");
  assert_log (f.d, "44");
  g_assert_cmpstr (engine_test_node_get_changed (f.d), ==, "b");

  diamond_clear (&f);
}

static void
test_diamonds_chained (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  guint n_diamonds = 1000;
  EngineTestNode *top, *last;

  /* 1 + 3 k nodes; every bottom is the next top. */
  top = add_node (graph, "top", ENGINE_TEST_COMPUTE);
  g_ptr_array_add (nodes, top);
  for (guint k = 0; k < n_diamonds; k++)
    {
      EngineTestNode *left = add_node (graph, NULL, ENGINE_TEST_COMPUTE);
      EngineTestNode *right = add_node (graph, NULL, ENGINE_TEST_COMPUTE);
      EngineTestNode *bottom = add_node (graph, NULL, ENGINE_TEST_COMPUTE);

      flow_test_connect (graph, engine_test_node_out (top), engine_test_node_a (left));
      flow_test_connect (graph, engine_test_node_out (top), engine_test_node_a (right));
      flow_test_connect (graph, engine_test_node_out (left), engine_test_node_a (bottom));
      flow_test_connect (graph, engine_test_node_out (right), engine_test_node_b (bottom));
      g_ptr_array_add (nodes, left);
      g_ptr_array_add (nodes, right);
      g_ptr_array_add (nodes, bottom);
      top = bottom;
    }
  last = top;

  for (guint i = 0; i < nodes->len; i++)
    g_free (engine_test_node_take_log (g_ptr_array_index (nodes, i)));

  /* The value doubles at each diamond, to infinity: what matters is that
   * every node computed once.
   */
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (g_ptr_array_index (nodes, 0))), 1);

  for (guint i = 0; i < nodes->len; i++)
    {
      g_autofree char *log = engine_test_node_take_log (g_ptr_array_index (nodes, i));

      /* Exactly one value each: one computation per node per wave. */
      g_assert_nonnull (log);
      g_assert_null (strchr (log, ','));
      g_assert_cmpstr (log, !=, "");
    }
  g_assert_cmpuint (flow_graph_get_last_wave_computes (graph), ==, nodes->len);
  g_assert_true (flow_dock_has_value (FLOW_DOCK (engine_test_node_out (last))));
}

static void
test_chain_deep (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(PassNode) first = NULL;
  PassNode *previous = NULL;
  guint n = 1000000;
  g_auto(GValue) value = G_VALUE_INIT;
  const GValue *last;

  g_test_summary ("A chain of 1,000,000 nodes propagates: the stack does not "
                  "grow with the depth of the graph (nested delivery "
                  "overflowed it between 50,000 and 70,000 nodes).");

  /* The sanitizers' run checks memory, not scale: a tenth there. */
  if (g_getenv ("FLOW_TEST_SHALLOW") != NULL)
    n = 100000;

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PassNode) node = g_object_new (PASS_TYPE_NODE, NULL);

      flow_graph_add_node (graph, FLOW_NODE (node));
      if (previous != NULL)
        flow_test_connect (graph, FLOW_SOURCE (previous->out), FLOW_SINK (node->a));
      else
        first = g_object_ref (node);
      previous = node;
    }
  flow_graph_end_batch (graph);

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 7);
  flow_dock_set_value (first->a, &value);

  last = flow_dock_get_value (previous->out);
  g_assert_nonnull (last);
  g_assert_cmpfloat (g_value_get_double (last), ==, 7);
  g_assert_cmpuint (flow_graph_get_last_wave_computes (graph), ==, n);
}

static void
test_unreached_untouched (void)
{
  Diamond f;
  g_autoptr(EngineTestNode) other = NULL;

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  other = g_object_ref (add_node (f.graph, "Other", ENGINE_TEST_COMPUTE));
  g_free (engine_test_node_take_log (other));

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.b)), 1);
  assert_log (f.a, "");
  assert_log (f.c, "");
  assert_log (other, "");
  assert_log (f.b, "2");
  assert_log (f.d, "2");

  g_clear_object (&other);
  diamond_clear (&f);
}

static void
test_join_computes (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(EngineTestNode) modern = engine_test_node_new ("Modern", ENGINE_TEST_COMPUTE);
  g_autoptr(LegacyNode) legacy = g_object_new (LEGACY_TYPE_NODE, NULL);
  g_auto(GValue) one = G_VALUE_INIT;

  g_test_summary ("A node that overrides compute computes when it joins a "
                  "graph; one with only sink_changed is called when a sink "
                  "changes, as before.");

  g_value_init (&one, G_TYPE_DOUBLE);
  g_value_set_double (&one, 1);
  flow_sink_set_default_value (engine_test_node_a (modern), &one);
  flow_sink_set_default_value (flow_node_get_sink (FLOW_NODE (legacy), "a"), &one);
  /* Outside a graph, a node computes at once. */
  assert_log (modern, "1");
  g_assert_cmpuint (legacy->n_calls, ==, 1);

  flow_graph_add_node (graph, FLOW_NODE (modern));
  flow_graph_add_node (graph, FLOW_NODE (legacy));
  assert_log (modern, "1");
  g_assert_cmpuint (legacy->n_calls, ==, 1);

  /* Asked to compute, it is called with its first sink. */
  flow_node_queue_compute (FLOW_NODE (legacy));
  g_assert_cmpuint (legacy->n_calls, ==, 2);
}

/* Re-entrancy: node code that changes the graph while it computes. */

static void
remove_self_hook (EngineTestNode *node,
                  gpointer        user_data)
{
  FlowGraph *graph = flow_node_get_graph (FLOW_NODE (node));

  if (graph != NULL)
    flow_graph_remove_node (graph, FLOW_NODE (node));
}

static void
test_reentrant_remove_self (gconstpointer data)
{
  EngineTestKind kind = GPOINTER_TO_INT (data);
  Diamond f;

  g_test_summary ("A node that removes itself while it computes (in "
                  "sink_changed, too) leaves a valid graph and list-model "
                  "signals, no critical; the nodes downstream see its "
                  "connections go.");

  diamond_build (&f, kind);
  flow_test_mirror (f.graph);
  flow_test_mirror (flow_graph_get_connections (f.graph));
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);
  engine_test_node_set_hook (f.b, remove_self_hook, NULL);
  g_object_add_weak_pointer (G_OBJECT (f.b), (gpointer *)&f.b);

  /* Nothing else holds B: it lives until the end of the wave. */
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 2);

  flow_test_assert_mirror (f.graph);
  flow_test_assert_mirror (flow_graph_get_connections (f.graph));
  g_assert_null (f.b);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f.graph)), ==, 3);
  /* D lost its input "a": null. */
  g_assert_false (flow_dock_has_value (FLOW_DOCK (engine_test_node_out (f.d))));

  diamond_clear (&f);
}

static void
remove_other_hook (EngineTestNode *node,
                   gpointer        user_data)
{
  FlowNode *other = user_data;
  FlowGraph *graph = flow_node_get_graph (other);

  if (graph != NULL)
    flow_graph_remove_node (graph, other);
}

static void
test_reentrant_remove_other (void)
{
  Diamond f;
  g_autoptr(EngineTestNode) d = NULL;
  g_autoptr(EngineTestNode) a = NULL;
  guint d_computes;

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  d = g_object_ref (f.d);
  a = g_object_ref (f.a);
  flow_test_mirror (f.graph);
  /* B removes D, which waits for its turn in the same wave, and A. */
  engine_test_node_set_hook (f.b, remove_other_hook, f.d);
  engine_test_node_set_hook (f.c, remove_other_hook, f.a);
  d_computes = engine_test_node_get_n_computes (f.d);

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 5);

  flow_test_assert_mirror (f.graph);
  g_assert_cmpuint (engine_test_node_get_n_computes (d), ==, d_computes);
  g_assert_null (flow_node_get_graph (FLOW_NODE (d)));
  g_assert_null (flow_node_get_graph (FLOW_NODE (a)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f.graph)), ==, 2);

  diamond_clear (&f);
}

static void
disconnect_input_hook (EngineTestNode *node,
                       gpointer        user_data)
{
  FlowGraph *graph = flow_node_get_graph (FLOW_NODE (node));
  FlowDock *a = FLOW_DOCK (engine_test_node_a (node));

  if (graph != NULL && flow_dock_is_connected (a))
    flow_graph_disconnect_dock (graph, a);
}

static void
test_reentrant_disconnect (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *source, *x, *y, *z;

  g_test_summary ("A node that disconnects its input while a value reaches "
                  "its output's other inputs: every input still connected "
                  "receives the value (nested delivery walked the "
                  "connections by index while they changed, and skipped "
                  "one).");

  source = add_node (graph, "S", ENGINE_TEST_COMPUTE);
  x = add_node (graph, "X", ENGINE_TEST_COMPUTE);
  y = add_node (graph, "Y", ENGINE_TEST_COMPUTE);
  z = add_node (graph, "Z", ENGINE_TEST_COMPUTE);
  flow_test_connect (graph, engine_test_node_out (source), engine_test_node_a (x));
  flow_test_connect (graph, engine_test_node_out (source), engine_test_node_a (y));
  flow_test_connect (graph, engine_test_node_out (source), engine_test_node_a (z));
  engine_test_node_set_hook (x, disconnect_input_hook, NULL);
  g_free (engine_test_node_take_log (x));
  g_free (engine_test_node_take_log (y));
  g_free (engine_test_node_take_log (z));

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (source)), 3);

  assert_log (y, "3");
  assert_log (z, "3");
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (engine_test_node_a (x))));
  /* X's hook runs before it reads its inputs: it sees its input gone;
   * the disconnection after its turn makes it compute once more in the
   * next wave.
   */
  assert_log (x, "null,null");
}

static void
connect_hook (EngineTestNode *node,
              gpointer        user_data)
{
  EngineTestNode *target = user_data;
  FlowGraph *graph = flow_node_get_graph (FLOW_NODE (node));

  if (graph != NULL && !flow_dock_is_connected (FLOW_DOCK (engine_test_node_a (target))))
    flow_test_connect (graph, engine_test_node_out (node), engine_test_node_a (target));
}

static void
add_node_hook (EngineTestNode *node,
               gpointer        user_data)
{
  FlowGraph *graph = flow_node_get_graph (FLOW_NODE (node));
  guint *added = user_data;

  if (graph != NULL && *added == 0)
    {
      EngineTestNode *child = add_node (graph, "Child", ENGINE_TEST_COMPUTE);

      flow_test_connect (graph, engine_test_node_out (node), engine_test_node_a (child));
      (*added)++;
    }
}

static void
test_reentrant_connect_and_add (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *b, *target;
  guint added = 0;

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  /* Ranked below B: the connection B makes reorders the graph mid-wave. */
  target = engine_test_node_new ("Target", ENGINE_TEST_COMPUTE);
  flow_graph_add_node (graph, FLOW_NODE (target));
  g_object_unref (target);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (b));
  engine_test_node_set_hook (b, connect_hook, target);
  engine_test_node_set_hook (a, add_node_hook, &added);
  flow_test_mirror (graph);
  flow_test_mirror (flow_graph_get_connections (graph));
  g_free (engine_test_node_take_log (target));

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 4);

  flow_test_assert_mirror (graph);
  flow_test_assert_mirror (flow_graph_get_connections (graph));
  g_assert_cmpuint (added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  /* The connection delivered B's value to Target, which computed once. */
  assert_log (target, "4");
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (target))), ==, 4);
}

static void
set_upstream_hook (EngineTestNode *node,
                   gpointer        user_data)
{
  EngineTestNode *upstream = user_data;
  guint *count = g_object_get_data (G_OBJECT (node), "count");

  if ((*count)++ == 0)
    flow_dock_set_double (FLOW_DOCK (engine_test_node_b (upstream)), 100);
}

static void
test_reentrant_set_upstream (void)
{
  Diamond f;
  guint count = 0;

  g_test_summary ("A node that sets a value upstream of itself while it "
                  "computes: the upstream node computes again in the next "
                  "wave, never in a nested call.");

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  watch_waves (f.graph);
  g_object_set_data (G_OBJECT (f.d), "count", &count);
  engine_test_node_set_hook (f.d, set_upstream_hook, f.a);

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);

  assert_log (f.a, "1,101");
  assert_log (f.d, "5,205");
  g_assert_cmpuint (count_waves (f.graph), ==, 2);

  diamond_clear (&f);
}

/* Feedback */

static void
test_feedback_stopped (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *b;
  FlowConnection *back;

  g_test_summary ("A loop that does not settle is stopped after "
                  "max-feedback-waves waves in a row, with a warning on its "
                  "nodes; the warning goes when they compute again.");

  flow_graph_set_allow_cycles (graph, TRUE);
  flow_graph_set_max_feedback_waves (graph, 1000);
  watch_waves (graph);
  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  set_offset (b, 1);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (b));
  back = flow_test_connect (graph, engine_test_node_out (b), engine_test_node_b (a));
  g_assert_true (flow_connection_get_feedback (back));
  g_assert_false (flow_connection_get_feedback (flow_graph_find_connection (graph,
                                                                            engine_test_node_out (a),
                                                                            engine_test_node_a (b))));

  /* A = a + b, B = A + 1, B → A.b: one more per wave, for ever. */
  reset_waves (graph);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 0);

  g_assert_cmpuint (count_waves (graph), ==, 1 + 1000);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (a)), ==, FLOW_NODE_STATE_WARNING);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (b)), ==, FLOW_NODE_STATE_WARNING);
  flow_test_assert_sentence (flow_node_get_message (FLOW_NODE (a)));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (b))), ==, 1001);

  /* Without the feedback connection the loop is gone. */
  g_assert_true (flow_graph_remove_connection (graph, back, NULL));
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 1);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (a)), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (b)), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (FLOW_NODE (b)));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (b))), ==, 2);
}

static void
test_feedback_settles (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *b;

  g_test_summary ("The value that crosses a feedback connection arrives in "
                  "the next wave; a loop that settles runs the waves it "
                  "needs and stops, with no warning.");

  flow_graph_set_allow_cycles (graph, TRUE);
  watch_waves (graph);
  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  set_offset (b, 1);
  g_object_set (b, "max", 50.0, NULL);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (b));
  flow_test_connect (graph, engine_test_node_out (b), engine_test_node_b (a));
  g_free (engine_test_node_take_log (a));
  g_free (engine_test_node_take_log (b));

  /* Wave k: A = k - 1, B = min (k, 50); in wave 51 nothing changes. */
  reset_waves (graph);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 0);

  g_assert_cmpuint (count_waves (graph), ==, 51);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (a))), ==, 50);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (b))), ==, 50);
  assert_log (a, "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,"
                 "25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,"
                 "47,48,49,50");
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (a)), ==, FLOW_NODE_STATE_NORMAL);
}

static void
test_feedback_long_loop (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a;
  FlowConnection *self_loop;

  g_test_summary ("A self-loop that settles after 60,000 waves: waves are a "
                  "loop, never recursion (nested delivery overflowed the "
                  "stack at about 50,000).");

  flow_graph_set_allow_cycles (graph, TRUE);
  flow_graph_set_max_feedback_waves (graph, 100000);
  watch_waves (graph);
  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  set_offset (a, 1);
  g_object_set (a, "max", 60000.0, NULL);
  self_loop = flow_test_connect (graph, engine_test_node_out (a), engine_test_node_b (a));
  g_assert_true (flow_connection_get_feedback (self_loop));

  reset_waves (graph);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 0);

  g_assert_cmpuint (count_waves (graph), ==, 60001);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (a))), ==, 60000);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (a)), ==, FLOW_NODE_STATE_NORMAL);
}

static void
test_feedback_promoted (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *b;
  FlowConnection *forward, *back;
  guint *notified;

  g_test_summary ("A feedback connection stops being one when the cycle it "
                  "closed is gone; then cycles may be disallowed again.");

  flow_graph_set_allow_cycles (graph, TRUE);
  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  forward = flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (b));
  back = flow_test_connect (graph, engine_test_node_out (b), engine_test_node_a (a));
  notified = flow_test_count_notify (back, "feedback");
  g_assert_true (flow_connection_get_feedback (back));

  flow_test_expect_critical ("*cycle*", flow_graph_set_allow_cycles (graph, FALSE));
  g_assert_true (flow_graph_get_allow_cycles (graph));

  g_assert_true (flow_graph_remove_connection (graph, forward, NULL));
  g_assert_false (flow_connection_get_feedback (back));
  g_assert_cmpuint (*notified, ==, 1);

  flow_graph_set_allow_cycles (graph, FALSE);
  g_assert_false (flow_graph_get_allow_cycles (graph));
  /* The order holds again: A → B would now close a cycle. */
  g_assert_false (flow_graph_can_connect (graph, engine_test_node_out (a), engine_test_node_a (b), NULL));
}

/* Evaluation modes */

static void
test_deferred (void)
{
  Diamond f;

  g_test_summary ("Deferred evaluation gathers the changes made before the "
                  "main loop runs into one wave.");

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  watch_waves (f.graph);
  flow_graph_set_evaluation (f.graph, FLOW_EVALUATION_DEFERRED);

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 2);
  set_offset (f.b, 10);
  assert_log (f.d, "");
  g_assert_cmpuint (count_waves (f.graph), ==, 0);

  engine_test_wait_until (count_waves (f.graph) == 1, 1000);
  assert_log (f.a, "2");
  assert_log (f.d, "16");

  /* flush () runs what is due at once. */
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 3);
  g_assert_true (flow_graph_flush (f.graph));
  assert_log (f.d, "18");
  g_assert_cmpuint (count_waves (f.graph), ==, 2);

  diamond_clear (&f);
}

static void
test_manual (void)
{
  Diamond f;

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  flow_graph_set_evaluation (f.graph, FLOW_EVALUATION_MANUAL);

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_log (f.d, "");

  g_assert_true (flow_graph_flush (f.graph));
  assert_log (f.d, "5");

  /* Back to immediate: what waited runs at once. */
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 2);
  flow_graph_set_evaluation (f.graph, FLOW_EVALUATION_IMMEDIATE);
  assert_log (f.d, "7");

  diamond_clear (&f);
}

static void
test_batch_one_wave (void)
{
  Diamond f;

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  watch_waves (f.graph);

  flow_graph_begin_batch (f.graph);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);
  set_offset (f.c, 5);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 2);
  assert_log (f.d, "");
  flow_graph_end_batch (f.graph);

  g_assert_cmpuint (count_waves (f.graph), ==, 1);
  assert_log (f.a, "2");
  assert_log (f.d, "10");

  diamond_clear (&f);
}

/* Muting */

static void
test_muted (void)
{
  Diamond f;
  FlowHistory *history;

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  history = flow_graph_get_history (f.graph);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 5);
  g_free (engine_test_node_take_log (f.b));

  /* Muted, B passes its first input on as is: 1 instead of 2. */
  flow_node_set_muted (FLOW_NODE (f.b), TRUE);
  assert_log (f.b, "");
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.b))), ==, 1);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 4);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Mute Node");

  /* Docks added to the muted node pair anew: an output takes the first
   * input not taken yet (after a, b, then x); that input gone, the output
   * has nothing.
   */
  {
    g_autoptr(FlowSink) x = flow_sink_new ("x", G_TYPE_DOUBLE);
    g_autoptr(FlowSource) extra = flow_source_new ("extra", G_TYPE_DOUBLE);

    g_autoptr(FlowSource) more = flow_source_new ("more", G_TYPE_DOUBLE);

    flow_node_add_dock (FLOW_NODE (f.b), FLOW_DOCK (x));
    flow_sink_set_default_double (x, 7);
    flow_sink_set_default_double (flow_node_get_sink (FLOW_NODE (f.b), "b"), 3);
    flow_node_add_dock (FLOW_NODE (f.b), FLOW_DOCK (extra));
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (extra)), ==, 3);
    flow_node_add_dock (FLOW_NODE (f.b), FLOW_DOCK (more));
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (more)), ==, 7);
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.b))), ==, 1);
    flow_node_remove_dock (FLOW_NODE (f.b), FLOW_DOCK (x));
    g_assert_null (flow_dock_get_value (FLOW_DOCK (more)));
    flow_history_undo (history);
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (more)), ==, 7);
    /* The sources added, the defaults set, the sink added. */
    for (guint i = 0; i < 5; i++)
      flow_history_undo (history);
    g_assert_null (flow_node_get_dock (FLOW_NODE (f.b), "x"));
    assert_log (f.b, "");

    /* Unmuted, an output the node's compute leaves alone has nothing,
     * not what was passed on to it while muted.
     */
    flow_sink_set_default_double (flow_node_get_sink (FLOW_NODE (f.b), "b"), 3);
    flow_node_add_dock (FLOW_NODE (f.b), FLOW_DOCK (extra));
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (extra)), ==, 3);
    flow_node_set_muted (FLOW_NODE (f.b), FALSE);
    g_assert_null (flow_dock_get_value (FLOW_DOCK (extra)));
    flow_history_undo (history);
    g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (extra)), ==, 3);
    flow_history_undo (history);
    flow_history_undo (history);
    g_free (engine_test_node_take_log (f.b));
  }

  flow_history_undo (history);
  g_assert_false (flow_node_get_muted (FLOW_NODE (f.b)));
  assert_log (f.b, "2");
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 5);

  diamond_clear (&f);
}

/* What the history records */

static void
test_history_edits_only (void)
{
  Diamond f;
  FlowHistory *history;

  g_test_summary ("The history records edits (defaults, parameters, "
                  "structure) and never values: a timer that sets a source "
                  "leaves undo to the user's edits. Undoing an edit makes "
                  "what depends on it compute again.");

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  history = flow_graph_get_history (f.graph);

  /* A value produced, a thousand times: nothing to undo. */
  for (guint i = 0; i < 1000; i++)
    flow_dock_set_double (FLOW_DOCK (engine_test_node_out (f.a)), i);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 999 + 1 + 999 + 2);

  /* An edit of a parameter, made of many changes (a slider): one step. */
  for (guint i = 1; i <= 10; i++)
    set_offset (f.c, i);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Change Parameter");
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 999 + 1 + 999 + 10);

  flow_history_undo (history);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 999 + 1 + 999 + 2);

  flow_history_redo (history);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (f.d))), ==, 999 + 1 + 999 + 10);

  diamond_clear (&f);
}

/* A node that counts its computations in its own parameter. */
static void
count_in_offset (EngineTestNode *node,
                 gpointer        user_data)
{
  double offset;

  g_object_get (node, "offset", &offset, NULL);
  set_offset (node, offset + 1);
}

static void
test_history_own_parameter (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(EngineTestNode) alone = engine_test_node_new ("Alone", ENGINE_TEST_COMPUTE);
  EngineTestNode *a, *counter;
  FlowHistory *history;
  double offset;

  g_test_summary ("A node that changes its own parameter while it computes "
                  "(a counter) keeps the value: not an edit, so not recorded, "
                  "and no reason to compute again (it ran a hundred waves "
                  "and was stopped as a loop that did not settle).");

  history = flow_graph_get_history (graph);
  a = engine_test_node_new ("A", ENGINE_TEST_COMPUTE);
  counter = engine_test_node_new ("Counter", ENGINE_TEST_COMPUTE);
  engine_test_node_set_hook (counter, count_in_offset, NULL);
  flow_graph_add_node (graph, FLOW_NODE (a));
  flow_graph_add_node (graph, FLOW_NODE (counter));
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (counter));
  flow_history_clear (history);
  g_object_unref (a);
  g_object_unref (counter);

  /* Connected, it computed once already. */
  g_assert_cmpuint (engine_test_node_get_n_computes (counter), ==, 1);
  for (guint i = 1; i <= 3; i++)
    flow_dock_set_double (FLOW_DOCK (engine_test_node_out (a)), i);
  g_assert_cmpuint (engine_test_node_get_n_computes (counter), ==, 4);
  g_object_get (counter, "offset", &offset, NULL);
  g_assert_cmpfloat (offset, ==, 4);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (counter)), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_false (flow_history_get_can_undo (history));

  /* An edit of it is recorded from the value the node left. */
  set_offset (counter, 10);
  g_assert_cmpuint (engine_test_node_get_n_computes (counter), ==, 5);
  g_object_get (counter, "offset", &offset, NULL);
  g_assert_cmpfloat (offset, ==, 11);
  flow_history_undo (history);
  g_object_get (counter, "offset", &offset, NULL);
  g_assert_cmpfloat (offset, ==, 5);
  g_assert_cmpuint (engine_test_node_get_n_computes (counter), ==, 6);

  /* Outside a graph, where a node computes at once: once. */
  engine_test_node_set_hook (alone, count_in_offset, NULL);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (alone)), 1);
  g_assert_cmpuint (engine_test_node_get_n_computes (alone), ==, 1);
  g_object_get (alone, "offset", &offset, NULL);
  g_assert_cmpfloat (offset, ==, 1);
}

/* Jobs */

static void
test_async_downstream_waits (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *slow, *d;
  guint *busy_notified;

  g_test_summary ("A node computing in a job is busy; the nodes downstream "
                  "wait for its result instead of computing on its old "
                  "output; the result arrives on the main context.");

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  slow = add_node (graph, "Slow", ENGINE_TEST_ASYNC);
  d = add_node (graph, "D", ENGINE_TEST_COMPUTE);
  engine_test_node_set_delay (slow, 20);
  /* D adds A directly and Slow: a diamond across the thread. */
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (slow));
  flow_test_connect (graph, engine_test_node_out (slow), engine_test_node_a (d));
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_b (d));
  settle (graph);
  busy_notified = flow_test_count_notify (graph, "busy");
  g_free (engine_test_node_take_log (d));

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 5);
  g_assert_true (flow_node_get_busy (FLOW_NODE (slow)));
  g_assert_true (flow_graph_get_busy (graph));
  g_assert_cmpuint (*busy_notified, ==, 1);
  /* D's input b changed, but it waits for Slow. */
  assert_log (d, "");

  engine_test_wait_until (!flow_graph_get_busy (graph), 5000);
  g_assert_false (flow_node_get_busy (FLOW_NODE (slow)));
  g_assert_cmpuint (*busy_notified, ==, 2);
  assert_log (d, "10");
  g_assert_cmpint (flow_node_get_compute_time (FLOW_NODE (slow)), >=, 20000);
}

static void
test_async_cancel_stale (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *slow, *d;

  guint done;

  g_test_summary ("A new input cancels a busy node's stale job; the stale "
                  "result is never delivered, and the node downstream "
                  "computes once, with the newest result.");

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  slow = add_node (graph, "Slow", ENGINE_TEST_ASYNC);
  d = add_node (graph, "D", ENGINE_TEST_COMPUTE);
  engine_test_node_set_delay (slow, 200);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (slow));
  flow_test_connect (graph, engine_test_node_out (slow), engine_test_node_a (d));
  settle (graph);
  g_free (engine_test_node_take_log (d));
  g_free (engine_test_node_take_log (slow));
  done = engine_test_node_get_n_jobs_done (slow);

  for (guint i = 1; i <= 5; i++)
    flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), i);
  assert_log (slow, "1,2,3,4,5");

  settle (graph);
  /* Of the five jobs, the last alone ran to the end; the others were
   * cancelled before or while they ran.
   */
  g_assert_cmpuint (engine_test_node_get_n_jobs_done (slow), ==, done + 1);
  g_assert_cmpuint (engine_test_node_get_n_jobs_cancelled (slow), <=, 4);
  g_usleep (50000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_log (d, "5");
}

static void
test_async_many (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GPtrArray) layer = g_ptr_array_new ();
  EngineTestNode *head, *sum;

  g_test_summary ("Many jobs in flight, in two layers with a join: every "
                  "result arrives, in order, and the join computes once, "
                  "run many times to catch races.");

  head = add_node (graph, "Head", ENGINE_TEST_COMPUTE);
  sum = add_node (graph, "Sum", ENGINE_TEST_COMPUTE);
  for (guint i = 0; i < 8; i++)
    {
      EngineTestNode *first = add_node (graph, NULL, ENGINE_TEST_ASYNC);
      EngineTestNode *second = add_node (graph, NULL, ENGINE_TEST_ASYNC);

      engine_test_node_set_delay (first, g_test_rand_int_range (0, 3));
      engine_test_node_set_delay (second, g_test_rand_int_range (0, 3));
      flow_test_connect (graph, engine_test_node_out (head), engine_test_node_a (first));
      flow_test_connect (graph, engine_test_node_out (first), engine_test_node_a (second));
      g_ptr_array_add (layer, second);
    }
  /* Sum joins two of the chains. */
  flow_test_connect (graph, engine_test_node_out (g_ptr_array_index (layer, 0)), engine_test_node_a (sum));
  flow_test_connect (graph, engine_test_node_out (g_ptr_array_index (layer, 7)), engine_test_node_b (sum));

  for (guint round = 1; round <= 50; round++)
    {
      g_free (engine_test_node_take_log (sum));
      flow_dock_set_double (FLOW_DOCK (engine_test_node_a (head)), round);
      /* Sometimes a second change while the jobs run. */
      if (round % 3 == 0)
        flow_dock_set_double (FLOW_DOCK (engine_test_node_a (head)), round * 1000);
      engine_test_wait_until (!flow_graph_get_busy (graph), 5000);

      {
        g_autofree char *log = engine_test_node_take_log (sum);
        g_autofree char *expected = g_strdup_printf ("%g", 2.0 * (round % 3 == 0 ? round * 1000 : round));

        g_assert_cmpstr (log, ==, expected);
      }
    }
}

static void
fail_job (FlowJob  *job,
          gpointer  data)
{
  g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                 "The device is gone.");

  flow_job_fail (job, error);
}

static void
failing_compute_hook (EngineTestNode *node,
                      gpointer        user_data)
{
  gboolean *fail = user_data;

  if (*fail)
    {
      FlowJob *job = flow_node_begin_job (FLOW_NODE (node));

      flow_job_run_in_thread (job, fail_job, NULL, NULL);
    }
}

static void
test_async_failure (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *b;
  gboolean fail = TRUE;

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (b));
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 1);
  g_assert_true (flow_dock_has_value (FLOW_DOCK (engine_test_node_out (b))));

  /* A's hook starts a failing job; its own synchronous output is then
   * overridden by the failure: null, and an error the user can read.
   */
  engine_test_node_set_hook (a, failing_compute_hook, &fail);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 2);
  engine_test_wait_until (!flow_graph_get_busy (graph), 5000);

  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (a)), ==, FLOW_NODE_STATE_ERROR);
  g_assert_cmpstr (flow_node_get_message (FLOW_NODE (a)), ==, "The device is gone.");
  g_assert_false (flow_dock_has_value (FLOW_DOCK (engine_test_node_out (a))));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (engine_test_node_out (b))));

  fail = FALSE;
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 3);
  g_assert_cmpuint (flow_node_get_state (FLOW_NODE (a)), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (FLOW_NODE (a)));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (engine_test_node_out (b))), ==, 3);
}

static void
test_async_removed_while_busy (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(EngineTestNode) slow = NULL;
  EngineTestNode *a, *d;
  guint done;

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  slow = g_object_ref (add_node (graph, "Slow", ENGINE_TEST_ASYNC));
  d = add_node (graph, "D", ENGINE_TEST_COMPUTE);
  engine_test_node_set_delay (slow, 100);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (slow));
  flow_test_connect (graph, engine_test_node_out (slow), engine_test_node_a (d));
  settle (graph);
  g_free (engine_test_node_take_log (d));
  done = engine_test_node_get_n_jobs_done (slow);

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 1);
  g_assert_true (flow_graph_get_busy (graph));

  flow_graph_remove_node (graph, FLOW_NODE (slow));
  g_assert_false (flow_node_get_busy (FLOW_NODE (slow)));
  g_assert_false (flow_graph_get_busy (graph));

  /* The cancelled job ends on its own; nothing is delivered. */
  g_usleep (150000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (engine_test_node_get_n_jobs_done (slow), ==, done);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (engine_test_node_out (slow))));
  /* D waited for Slow, which never delivered: D's input was null before
   * and stays null without it, so D did not compute.
   */
  assert_log (d, "");
}

static gboolean
finish_later_cb (gpointer data)
{
  FlowJob *job = data;
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 42);
  flow_job_set_output (job, "out", &value);
  flow_job_finish (job);
  /* Once only: the critical names the function called. */
  flow_test_expect_critical ("flow_job_finish: the job has finished already", flow_job_finish (job));

  return G_SOURCE_REMOVE;
}

static void
main_thread_job_hook (EngineTestNode *node,
                      gpointer        user_data)
{
  FlowJob *job = flow_node_begin_job (FLOW_NODE (node));

  g_timeout_add_full (G_PRIORITY_DEFAULT, 10, finish_later_cb,
                      g_object_ref (job), g_object_unref);
}

static void
test_async_main_thread (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  EngineTestNode *a, *b;

  g_test_summary ("A job finished from the main loop, as a binding without "
                  "threads (gjs) does.");

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  flow_test_connect (graph, engine_test_node_out (a), engine_test_node_a (b));
  engine_test_node_set_hook (a, main_thread_job_hook, NULL);
  g_free (engine_test_node_take_log (b));

  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 1);
  assert_log (b, "");
  engine_test_wait_until (!flow_graph_get_busy (graph), 5000);
  assert_log (b, "42");
}

typedef struct
{
  GThread  *freed_in;
  gboolean  ran;
} WorkData;

static void
record_work (FlowJob  *job,
             gpointer  data)
{
  WorkData *work = data;

  work->ran = TRUE;
}

static void
record_free (gpointer data)
{
  WorkData *work = data;

  work->freed_in = g_thread_self ();
}

static void
thread_job_hook (EngineTestNode *node,
                 gpointer        user_data)
{
  flow_job_run_in_thread (flow_node_begin_job (FLOW_NODE (node)),
                          record_work, user_data, record_free);
}

static void
test_async_data_freed_on_main_context (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  WorkData work = { NULL, FALSE };
  EngineTestNode *a;

  g_test_summary ("The data of a job's work is freed on the main context, "
                  "where a binding's function (gjs) may be freed.");

  a = add_node (graph, "A", ENGINE_TEST_COMPUTE);
  engine_test_node_set_hook (a, thread_job_hook, &work);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (a)), 1);
  engine_test_node_set_hook (a, NULL, NULL);
  engine_test_wait_until (!flow_graph_get_busy (graph) && work.freed_in != NULL, 5000);

  g_assert_true (work.ran);
  g_assert_true (work.freed_in == g_thread_self ());
}

static void
test_async_job_before_graph (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Loose", NULL, "out:double");
  FlowJob *job;
  g_auto(GValue) value = G_VALUE_INIT;

  g_test_summary ("A job a node started while in no graph: the graph it "
                  "joins is busy until the job is delivered.");

  job = flow_node_begin_job (node);
  flow_graph_add_node (graph, node);
  g_assert_true (flow_graph_get_busy (graph));

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 7);
  flow_job_set_output (job, "out", &value);
  flow_job_finish (job);
  engine_test_wait_until (!flow_graph_get_busy (graph), 5000);
  g_assert_false (flow_node_get_busy (node));
  g_assert_cmpfloat (flow_test_get_double (flow_node_get_dock (node, "out")), ==, 7);
}

/* Figures */

static void
test_timing (void)
{
  Diamond f;
  guint *notified;

  diamond_build (&f, ENGINE_TEST_COMPUTE);
  notified = flow_test_count_notify (f.d, "compute-time");

  g_assert_cmpint (flow_node_get_compute_time (FLOW_NODE (f.d)), ==, -1);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 1);
  g_assert_cmpint (flow_node_get_compute_time (FLOW_NODE (f.d)), ==, -1);
  g_assert_cmpuint (*notified, ==, 0);

  flow_graph_set_timing (f.graph, TRUE);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 2);
  g_assert_cmpint (flow_node_get_compute_time (FLOW_NODE (f.d)), >=, 0);
  g_assert_cmpuint (flow_node_get_compute_count (FLOW_NODE (f.d)), ==,
                    engine_test_node_get_n_computes (f.d));

  /* Timing off again: the next computation is not measured, and the
   * figure of the last measured one does not stand for it.
   */
  flow_graph_set_timing (f.graph, FALSE);
  flow_dock_set_double (FLOW_DOCK (engine_test_node_a (f.a)), 3);
  g_assert_cmpint (flow_node_get_compute_time (FLOW_NODE (f.d)), ==, -1);

  diamond_clear (&f);
}

typedef struct
{
  FlowDock       *source;
  guint           waves;
  guintptr        first_frame;
  gsize           deepest;
} Rewave;

/* Sets the source again after each wave, 200 times, and measures how far
 * the stack went from where the first handler ran.
 */
static void
rewave_cb (FlowGraph *graph,
           guint      n_computes,
           gint64     duration,
           Rewave    *data)
{
  guintptr here = (guintptr) &here;

  if (data->first_frame == 0)
    data->first_frame = here;
  data->deepest = MAX (data->deepest, data->first_frame > here ? data->first_frame - here : here - data->first_frame);

  if (++data->waves < 200)
    flow_dock_set_double (data->source, data->waves);
}

static void
test_wave_finished_changes (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  EngineTestNode *b = add_node (graph, "B", ENGINE_TEST_COMPUTE);
  Rewave data = { FLOW_DOCK (flow_node_get_source (a, "out")), 0, 0, 0 };


  g_test_summary ("A ::wave-finished handler that changes a value, each wave: the next "
                  "wave runs after the handler, not inside it, so the stack does not "
                  "grow with the number of waves.");

  flow_graph_add_node (graph, a);
  flow_test_connect (graph, flow_node_get_source (a, "out"), engine_test_node_a (b));
  g_signal_connect (graph, "wave-finished", G_CALLBACK (rewave_cb), &data);
  flow_dock_set_double (data.source, 1000);

  g_assert_cmpuint (data.waves, ==, 200);
  /* Each handler at the same depth (a nested wave took some kilobytes
   * of stack more each time).
   */
  g_test_message ("deepest: %" G_GSIZE_FORMAT " bytes", data.deepest);
  g_assert_cmpuint (data.deepest, <, 4096);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/flow/engine/diamond/compute",
                        GINT_TO_POINTER (ENGINE_TEST_COMPUTE), test_diamond);
  g_test_add_data_func ("/flow/engine/diamond/sink-changed",
                        GINT_TO_POINTER (ENGINE_TEST_LEGACY), test_diamond);
  g_test_add_func ("/flow/engine/diamond/chained", test_diamonds_chained);
  g_test_add_func ("/flow/engine/chain/million", test_chain_deep);
  g_test_add_func ("/flow/engine/unreached", test_unreached_untouched);
  g_test_add_func ("/flow/engine/join", test_join_computes);
  g_test_add_data_func ("/flow/engine/reentrant/remove-self",
                        GINT_TO_POINTER (ENGINE_TEST_COMPUTE), test_reentrant_remove_self);
  g_test_add_data_func ("/flow/engine/reentrant/remove-self-sink-changed",
                        GINT_TO_POINTER (ENGINE_TEST_LEGACY), test_reentrant_remove_self);
  g_test_add_func ("/flow/engine/reentrant/remove-other", test_reentrant_remove_other);
  g_test_add_func ("/flow/engine/reentrant/disconnect", test_reentrant_disconnect);
  g_test_add_func ("/flow/engine/reentrant/connect-and-add", test_reentrant_connect_and_add);
  g_test_add_func ("/flow/engine/reentrant/set-upstream", test_reentrant_set_upstream);
  g_test_add_func ("/flow/engine/feedback/stopped", test_feedback_stopped);
  g_test_add_func ("/flow/engine/feedback/settles", test_feedback_settles);
  g_test_add_func ("/flow/engine/feedback/long-loop", test_feedback_long_loop);
  g_test_add_func ("/flow/engine/feedback/promoted", test_feedback_promoted);
  g_test_add_func ("/flow/engine/evaluation/deferred", test_deferred);
  g_test_add_func ("/flow/engine/evaluation/manual", test_manual);
  g_test_add_func ("/flow/engine/evaluation/batch", test_batch_one_wave);
  g_test_add_func ("/flow/engine/muted", test_muted);
  g_test_add_func ("/flow/engine/history/edits-only", test_history_edits_only);
  g_test_add_func ("/flow/engine/history/own-parameter", test_history_own_parameter);
  g_test_add_func ("/flow/engine/async/downstream-waits", test_async_downstream_waits);
  g_test_add_func ("/flow/engine/async/cancel-stale", test_async_cancel_stale);
  g_test_add_func ("/flow/engine/async/many", test_async_many);
  g_test_add_func ("/flow/engine/async/failure", test_async_failure);
  g_test_add_func ("/flow/engine/async/removed-while-busy", test_async_removed_while_busy);
  g_test_add_func ("/flow/engine/async/main-thread", test_async_main_thread);
  g_test_add_func ("/flow/engine/async/data-freed-on-main-context", test_async_data_freed_on_main_context);
  g_test_add_func ("/flow/engine/async/job-before-graph", test_async_job_before_graph);
  g_test_add_func ("/flow/engine/timing", test_timing);
  g_test_add_func ("/flow/engine/wave-finished-changes", test_wave_finished_changes);

  return g_test_run ();
}

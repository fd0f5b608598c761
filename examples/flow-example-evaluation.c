/* flow-example-evaluation.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * How values flow through a graph: the evaluation engine.
 *
 *        ┌── Double ───┐
 *   a ───┤             Sum ── (printed)
 *        └── Plus One ─┘
 *    └────── Slow Square ── (printed, a moment later)
 *
 * Sum joins two paths from a, yet computes once per change of a, with both
 * new inputs: never with one old and one new (a "glitch"). Slow Square
 * computes in a worker thread; a new input cancels the stale work.
 */

#include <flow/flow.h>

#include <locale.h>

/* ExampleApply: out = function (in), in the compute virtual function. */

#define EXAMPLE_TYPE_APPLY (example_apply_get_type ())
G_DECLARE_FINAL_TYPE (ExampleApply, example_apply, EXAMPLE, APPLY, FlowNode)

struct _ExampleApply
{
  FlowNode   parent_instance;

  double   (*function) (double x);
};

G_DEFINE_FINAL_TYPE (ExampleApply, example_apply, FLOW_TYPE_NODE)

static void
example_apply_compute (FlowNode *node)
{
  ExampleApply *self = EXAMPLE_APPLY (node);
  const GValue *in = flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (node, "in")));
  FlowDock *out = FLOW_DOCK (flow_node_get_source (node, "out"));
  g_auto(GValue) result = G_VALUE_INIT;

  if (in == NULL)
    {
      flow_dock_clear_value (out);
      return;
    }

  g_value_init (&result, G_TYPE_DOUBLE);
  g_value_set_double (&result, self->function (g_value_get_double (in)));
  flow_dock_set_value (out, &result);
}

static void
example_apply_class_init (ExampleApplyClass *klass)
{
  FLOW_NODE_CLASS (klass)->compute = example_apply_compute;
}

static void
example_apply_init (ExampleApply *self)
{
  g_autoptr(FlowSink) in = flow_sink_new ("in", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (in));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
}

static FlowNode *
example_apply_new (const char *title,
                   double    (*function) (double x))
{
  ExampleApply *self = g_object_new (EXAMPLE_TYPE_APPLY, "title", title, NULL);

  self->function = function;

  return FLOW_NODE (self);
}

static double
twice (double x)
{
  return 2 * x;
}

static double
plus_one (double x)
{
  return x + 1;
}

/* ExampleSum: prints a + b each time it computes. */

#define EXAMPLE_TYPE_SUM (example_sum_get_type ())
G_DECLARE_FINAL_TYPE (ExampleSum, example_sum, EXAMPLE, SUM, FlowNode)

struct _ExampleSum
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (ExampleSum, example_sum, FLOW_TYPE_NODE)

static void
example_sum_compute (FlowNode *node)
{
  const GValue *a = flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (node, "a")));
  const GValue *b = flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (node, "b")));

  if (a != NULL && b != NULL)
    g_print ("sum: %g + %g = %g\n",
             g_value_get_double (a), g_value_get_double (b),
             g_value_get_double (a) + g_value_get_double (b));
}

static void
example_sum_class_init (ExampleSumClass *klass)
{
  FLOW_NODE_CLASS (klass)->compute = example_sum_compute;
}

static void
example_sum_init (ExampleSum *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (b));
}

/* ExampleSlowSquare: squares its input in a worker thread. */

#define EXAMPLE_TYPE_SLOW_SQUARE (example_slow_square_get_type ())
G_DECLARE_FINAL_TYPE (ExampleSlowSquare, example_slow_square, EXAMPLE, SLOW_SQUARE, FlowNode)

struct _ExampleSlowSquare
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (ExampleSlowSquare, example_slow_square, FLOW_TYPE_NODE)

/* In a worker thread: the job and a copy of the input, never the node. */
static void
slow_square_work (FlowJob  *job,
                  gpointer  data)
{
  double x = *(double *)data;
  g_auto(GValue) result = G_VALUE_INIT;

  for (guint i = 0; i < 20; i++)
    {
      if (flow_job_is_cancelled (job))
        return;
      g_usleep (10000);
    }

  g_value_init (&result, G_TYPE_DOUBLE);
  g_value_set_double (&result, x * x);
  flow_job_set_output (job, "out", &result);
}

static void
example_slow_square_compute (FlowNode *node)
{
  const GValue *in = flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (node, "in")));
  double *x;

  if (in == NULL)
    {
      flow_dock_clear_value (FLOW_DOCK (flow_node_get_source (node, "out")));
      return;
    }

  x = g_new (double, 1);
  *x = g_value_get_double (in);
  flow_job_run_in_thread (flow_node_begin_job (node), slow_square_work, x, g_free);
}

static void
example_slow_square_class_init (ExampleSlowSquareClass *klass)
{
  FLOW_NODE_CLASS (klass)->compute = example_slow_square_compute;
}

static void
example_slow_square_init (ExampleSlowSquare *self)
{
  g_autoptr(FlowSink) in = flow_sink_new ("in", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (in));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
}

static void
set_a (FlowDock *a,
       double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_dock_set_value (a, &value);
}

static void
busy_changed_cb (FlowGraph  *graph,
                 GParamSpec *pspec,
                 GMainLoop  *loop)
{
  if (!flow_graph_get_busy (graph))
    g_main_loop_quit (loop);
}

int
main (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) source = flow_node_new ();
  g_autoptr(FlowSource) value = flow_source_new ("value", G_TYPE_DOUBLE);
  g_autoptr(FlowNode) doubled = example_apply_new ("Double", twice);
  g_autoptr(FlowNode) incremented = example_apply_new ("Plus One", plus_one);
  g_autoptr(FlowNode) total = g_object_new (EXAMPLE_TYPE_SUM, "title", "Sum", NULL);
  g_autoptr(FlowNode) slow = g_object_new (EXAMPLE_TYPE_SLOW_SQUARE, "title", "Slow Square", NULL);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  FlowDock *a = FLOW_DOCK (value);

  setlocale (LC_ALL, "");

  flow_node_set_title (source, "a");
  flow_node_add_dock (source, a);
  flow_graph_add_node (graph, source);
  flow_graph_add_node (graph, doubled);
  flow_graph_add_node (graph, incremented);
  flow_graph_add_node (graph, total);
  flow_graph_add_node (graph, slow);

  flow_graph_add_connection (graph, value, flow_node_get_sink (doubled, "in"), NULL);
  flow_graph_add_connection (graph, value, flow_node_get_sink (incremented, "in"), NULL);
  flow_graph_add_connection (graph, flow_node_get_source (doubled, "out"), flow_node_get_sink (total, "a"), NULL);
  flow_graph_add_connection (graph, flow_node_get_source (incremented, "out"), flow_node_get_sink (total, "b"), NULL);

  /* Each change of a is one wave: Sum computes once, after both paths. */
  g_print ("a = 1\n");
  set_a (a, 1);
  g_print ("a = 5\n");
  set_a (a, 5);

  /* Changes made together are one wave. */
  g_print ("batch: a = 2, then a = 3\n");
  flow_graph_begin_batch (graph);
  set_a (a, 2);
  set_a (a, 3);
  flow_graph_end_batch (graph);

  /* A job: the node is busy until its result arrives on the main loop. */
  flow_graph_add_connection (graph, value, flow_node_get_sink (slow, "in"), NULL);
  g_print ("slow square of 3: %s\n", flow_node_get_busy (slow) ? "busy" : "idle");
  g_print ("a = 4 while it works\n");
  set_a (a, 4);

  g_signal_connect (graph, "notify::busy", G_CALLBACK (busy_changed_cb), loop);
  g_main_loop_run (loop);

  g_print ("square: %g\n",
           g_value_get_double (flow_dock_get_value (FLOW_DOCK (flow_node_get_source (slow, "out")))));

  return 0;
}

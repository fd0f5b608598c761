/* bench-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The evaluation engine's workloads: values through long chains, waves
 * over diamonds and over the layered graph, the memory the engine keeps
 * per node, and asynchronous nodes. libflow alone, no GTK.
 */

#include "config.h"

#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <math.h>

#define N_LARGE 100000

/* Not inlined, so that `valgrind --toggle-collect=set_double` counts the
 * wave a value starts and nothing else.
 */
static G_GNUC_NO_INLINE void
set_double (FlowDock *dock,
            double    number)
{
  GValue value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_dock_set_value (dock, &value);
}

/* model.chain.nN: one value through a chain of N nodes, built in one
 * batch. The time, and per node reached ("hop"). N = 1,000,000 is the
 * figure the engine is judged by; 10,000 and 100,000 show where the
 * chain stops fitting in the processor's caches.
 */
static void
long_chain_workload (BenchRun *run,
                     gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  BenchNode *first = NULL, *previous = NULL;
  const GValue *last;
  gint64 start;
  double elapsed;

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_graph_add_node (graph, FLOW_NODE (node));
      if (previous != NULL &&
          flow_graph_add_connection (graph, bench_node_get_out (previous),
                                     bench_node_get_a (node), NULL) == NULL)
        g_error ("Could not connect the chain");
      if (first == NULL)
        first = node;
      previous = node;
    }
  flow_graph_end_batch (graph);

  start = bench_now_ns ();
  set_double (FLOW_DOCK (bench_node_get_a (first)), bench_run_get_index (run) + 1);
  elapsed = bench_elapsed_ms (start);

  last = flow_dock_get_value (FLOW_DOCK (bench_node_get_out (previous)));
  if (last == NULL || g_value_get_double (last) != bench_run_get_index (run) + 1)
    g_error ("The value did not reach the end of the chain");

  bench_run_report (run, NULL, elapsed, "ms");
  bench_run_report (run, "per_hop", elapsed * 1e6 / n, "ns");
}

/* model.diamonds.wave.n100000: one value through the 33,333 chained
 * diamonds of model.diamonds.* (top → left, top → right, left → bottom's
 * a, right → bottom's b, each bottom the next top): the time of the wave,
 * and how many times each node reached computed in it, which must be 1.
 */
static void
diamonds_wave_workload (BenchRun *run,
                        gpointer  user_data)
{
  guint n_diamonds = (N_LARGE - 1) / 3;
  guint n = 1 + 3 * n_diamonds;
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree BenchNode **nodes = g_new (BenchNode *, n);
  guint64 computes_before = 0, computes_after = 0;
  gint64 start;
  double elapsed;

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_graph_add_node (graph, FLOW_NODE (node));
      nodes[i] = node;
    }
  for (guint k = 0; k < n_diamonds; k++)
    {
      BenchNode *top = nodes[3 * k], *left = nodes[3 * k + 1];
      BenchNode *right = nodes[3 * k + 2], *bottom = nodes[3 * k + 3];

      if (!flow_graph_add_connection (graph, bench_node_get_out (top), bench_node_get_a (left), NULL) ||
          !flow_graph_add_connection (graph, bench_node_get_out (top), bench_node_get_a (right), NULL) ||
          !flow_graph_add_connection (graph, bench_node_get_out (left), bench_node_get_a (bottom), NULL) ||
          !flow_graph_add_connection (graph, bench_node_get_out (right), bench_node_get_b (bottom), NULL))
        g_error ("Could not connect diamond %u", k);
    }
  flow_graph_end_batch (graph);

  for (guint i = 0; i < n; i++)
    computes_before += flow_node_get_compute_count (FLOW_NODE (nodes[i]));

  start = bench_now_ns ();
  set_double (FLOW_DOCK (bench_node_get_a (nodes[0])), bench_run_get_index (run) + 1);
  elapsed = bench_elapsed_ms (start);

  for (guint i = 0; i < n; i++)
    computes_after += flow_node_get_compute_count (FLOW_NODE (nodes[i]));

  if (flow_graph_get_last_wave_computes (graph) != n)
    g_error ("The wave computed %u nodes of %u", flow_graph_get_last_wave_computes (graph), n);

  bench_run_report (run, NULL, elapsed, "ms");
  bench_run_report (run, "computes_per_node", (double)(computes_after - computes_before) / n, "");
}

/* model.wave.layered.n100000: one wave over the layered graph of the
 * other workloads, started by a new value on sink "a" of every node of
 * its first layer, in one batch; it reaches every node.
 */
static void
layered_wave_workload (BenchRun *run,
                       gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (N_LARGE);
  guint width = 0;
  gint64 start;
  double elapsed;

  /* The first layer: the nodes at x = 0. */
  for (guint i = 0; i < N_LARGE; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (flow_node_get_x (node) != 0.0)
        break;
      width++;
    }

  start = bench_now_ns ();
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < width; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      set_double (FLOW_DOCK (bench_node_get_a (BENCH_NODE (node))), bench_run_get_index (run) + 1);
    }
  flow_graph_end_batch (graph);
  elapsed = bench_elapsed_ms (start);

  if (flow_graph_get_last_wave_computes (graph) < N_LARGE - width)
    g_error ("The wave reached %u nodes", flow_graph_get_last_wave_computes (graph));

  bench_run_report (run, NULL, elapsed, "ms");
  bench_run_report (run, "per_node", elapsed * 1e6 / flow_graph_get_last_wave_computes (graph), "ns");
}

/* BenchJobNode: passes "a" on to "out" in a job that takes a millisecond
 * in a worker thread.
 */

#define BENCH_TYPE_JOB_NODE (bench_job_node_get_type ())
G_DECLARE_FINAL_TYPE (BenchJobNode, bench_job_node, BENCH, JOB_NODE, FlowNode)

struct _BenchJobNode
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (BenchJobNode, bench_job_node, FLOW_TYPE_NODE)

static void
job_node_work (FlowJob  *job,
               gpointer  data)
{
  GValue value = G_VALUE_INIT;

  g_usleep (1000);
  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, *(double *)data);
  flow_job_set_output (job, "out", &value);
}

static void
bench_job_node_compute (FlowNode *node)
{
  const GValue *a = flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (node, "a")));
  double *input;

  if (a == NULL)
    return;

  input = g_new (double, 1);
  *input = g_value_get_double (a);
  flow_job_run_in_thread (flow_node_begin_job (node), job_node_work, input, g_free);
}

static void
bench_job_node_class_init (BenchJobNodeClass *klass)
{
  FLOW_NODE_CLASS (klass)->compute = bench_job_node_compute;
}

static void
bench_job_node_init (BenchJobNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (b));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
}

typedef struct
{
  gint64 expected;
  gint64 worst;
} Latency;

/* Every millisecond: how late the main loop runs it. */
static gboolean
latency_tick_cb (gpointer data)
{
  Latency *latency = data;
  gint64 now = g_get_monotonic_time ();

  if (latency->expected != 0)
    latency->worst = MAX (latency->worst, now - latency->expected);
  latency->expected = now + 1000;

  return G_SOURCE_CONTINUE;
}

/* model.async.n1000: 1,000 nodes that each compute in a job of 1 ms, in a
 * layered graph of about 32 layers of 32 (node i fed from the node of the
 * same row in the layer before), started by a new value on the first
 * layer. The wall time until every job is done, beside the ideal of
 * 1,000 ms spread over the worker threads; and the longest the main loop
 * waited meanwhile (a 1 ms timer's worst lateness).
 */
static void
async_workload (BenchRun *run,
                gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  guint width = (guint) ceil (sqrt (n));
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree FlowNode **nodes = g_new (FlowNode *, n);
  GMainContext *context = g_main_context_default ();
  Latency latency = { 0, 0 };
  guint tick_id;
  gint64 start;
  double elapsed;

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_object_new (BENCH_TYPE_JOB_NODE, NULL);

      flow_graph_add_node (graph, node);
      nodes[i] = node;
      if (i >= width &&
          !flow_graph_add_connection (graph, flow_node_get_source (nodes[i - width], "out"),
                                      flow_node_get_sink (node, "a"), NULL))
        g_error ("Could not connect node %u", i);
    }
  flow_graph_end_batch (graph);

  tick_id = g_timeout_add (1, latency_tick_cb, &latency);

  start = bench_now_ns ();
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < width && i < n; i++)
    set_double (FLOW_DOCK (flow_node_get_sink (nodes[i], "a")), bench_run_get_index (run) + 1);
  flow_graph_end_batch (graph);

  while (flow_graph_get_busy (graph))
    g_main_context_iteration (context, TRUE);
  elapsed = bench_elapsed_ms (start);

  g_source_remove (tick_id);

  for (guint i = 0; i < n; i++)
    {
      const GValue *out = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (nodes[i], "out")));

      if (out == NULL || g_value_get_double (out) != bench_run_get_index (run) + 1)
        g_error ("Node %u has no result", i);
    }

  bench_run_report (run, NULL, elapsed, "ms");
  bench_run_report (run, "ideal", (double) n / MAX (1, g_get_num_processors ()), "ms");
  bench_run_report (run, "worst_main_loop_wait", latency.worst / 1000.0, "ms");
}

void
bench_engine_register (void)
{
  bench_add_workload ("model.chain.n10000", 5, long_chain_workload, GUINT_TO_POINTER (10000));
  bench_add_workload ("model.chain.n100000", 5, long_chain_workload, GUINT_TO_POINTER (100000));
  bench_add_workload ("model.chain.n1000000", 3, long_chain_workload, GUINT_TO_POINTER (1000000));
  bench_add_workload ("model.diamonds.wave.n100000", 5, diamonds_wave_workload, NULL);
  bench_add_workload ("model.wave.layered.n100000", 5, layered_wave_workload, NULL);
  bench_add_workload ("model.async.n1000", 5, async_workload, GUINT_TO_POINTER (1000));
}

/* bench-persistence.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The persistence workloads: saving and loading the layered graph of
 * bench-graph.c, libflow alone.
 */

#include "config.h"

#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

static FlowSerializer *
new_serializer (void)
{
  FlowSerializer *serializer = flow_serializer_new ();

  flow_serializer_register_type (serializer, "bench.node", BENCH_TYPE_NODE);

  return serializer;
}

/* model.save.nN: flow_serializer_save_to_data () of the layered graph of
 * N nodes, indented (the default); .bytes is the size of the text.
 */
static void
save_workload (BenchRun *run,
               gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowSerializer) serializer = new_serializer ();
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autofree char *data = NULL;
  gsize length;
  gint64 start;

  start = bench_now_ns ();
  data = flow_serializer_save_to_data (serializer, graph, &length);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");
  bench_run_report (run, "bytes", length, "B");
}

/* model.load.nN: flow_serializer_load_from_data () of that text into a
 * graph: parsing, checking, creating the nodes and connections in a
 * staging graph, and moving them in. json-glib's tree is freed in a
 * worker thread afterwards, outside the time measured, as in an
 * application.
 */
static void
load_workload (BenchRun *run,
               gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowSerializer) serializer = new_serializer ();
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  gint64 start;

  data = flow_serializer_save_to_data (serializer, graph, &length);
  g_clear_object (&graph);

  start = bench_now_ns ();
  if (!flow_serializer_load_from_data (serializer, loaded, data, length, &error))
    g_error ("Loading the layered graph of %u nodes failed: %s", n, error->message);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  if (g_list_model_get_n_items (G_LIST_MODEL (loaded)) != n ||
      g_list_model_get_n_items (flow_graph_get_connections (loaded)) !=
      bench_layered_graph_n_connections (n))
    g_error ("The layered graph of %u nodes loaded wrong", n);
}

void
bench_persistence_register (void)
{
  static const guint sizes[] = { 1000, 10000, 100000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *save = g_strdup_printf ("model.save.n%u", sizes[i]);
      g_autofree char *load = g_strdup_printf ("model.load.n%u", sizes[i]);
      guint runs = sizes[i] >= 100000 ? 5 : 11;

      bench_add_workload (save, runs, save_workload, GUINT_TO_POINTER (sizes[i]));
      bench_add_workload (load, runs, load_workload, GUINT_TO_POINTER (sizes[i]));
    }
}

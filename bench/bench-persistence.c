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

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

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

static void
bytes_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  GBytes **bytes = user_data;

  *bytes = flow_serializer_save_to_bytes_finish (FLOW_SERIALIZER (object), result, NULL);
}

/* model.save_bytes.nN: flow_serializer_save_to_bytes_async () of the same
 * graph: the time the calling thread is held (the graph read into a
 * tree), beside model.save.nN's time for all of it there; .total until
 * the text is back in the main context.
 */
static void
save_bytes_workload (BenchRun *run,
                     gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowSerializer) serializer = new_serializer ();
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(GBytes) bytes = NULL;
  gint64 start;
  double held;

  start = bench_now_ns ();
  flow_serializer_save_to_bytes_async (serializer, graph, NULL, bytes_cb, &bytes);
  held = bench_elapsed_ms (start);
  while (bytes == NULL)
    g_main_context_iteration (NULL, TRUE);

  bench_run_report (run, NULL, held, "ms");
  bench_run_report (run, "total", bench_elapsed_ms (start), "ms");
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

/* model.load_peak.nN: the memory flow_serializer_load_from_file () of
 * the layered graph of N nodes needs at its peak, beyond what the process
 * had before: the high-water mark of the resident set during the load,
 * less the resident set before it (free heap given back first). .file is
 * the size of the file, .graph the heap the loaded graph keeps, and
 * .ratio is (peak - graph) / file: what loading costs per byte of file.
 * Run it alone (--filter), in a process of its own, so that no other
 * workload's freed memory is reused and hides the peak.
 */
static void
load_memory_workload (BenchRun *run,
                      gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowSerializer) serializer = new_serializer ();
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(FlowGraph) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  gsize file_size, rss_before, heap_before, peak, graph_heap;

  dir = g_dir_make_tmp ("flow-bench-XXXXXX", &error);
  if (dir == NULL)
    g_error ("No temporary folder: %s", error->message);
  path = g_build_filename (dir, "graph.json", NULL);
  file = g_file_new_for_path (path);

  if (!flow_serializer_save_to_file (serializer, graph, file, NULL, &error))
    g_error ("Saving the layered graph of %u nodes failed: %s", n, error->message);
  g_clear_object (&graph);

  {
    GStatBuf st;

    if (g_stat (path, &st) != 0)
      g_error ("The saved file is gone");
    file_size = st.st_size;
  }

  /* Let the worker thread that frees trees finish with the last ones. */
  g_usleep (G_USEC_PER_SEC / 2);
  bench_trim ();
  loaded = flow_graph_new ();
  rss_before = bench_rss_bytes ();
  heap_before = bench_heap_bytes ();
  if (!bench_reset_peak_rss ())
    {
      g_printerr ("model.load_peak: cannot reset the peak resident set here\n");
      g_unlink (path);
      g_rmdir (dir);
      return;
    }

  if (!flow_serializer_load_from_file (serializer, loaded, file, NULL, &error))
    g_error ("Loading the layered graph of %u nodes failed: %s", n, error->message);

  peak = bench_peak_rss_bytes ();
  /* What the graph keeps, once whatever the load frees in the background
   * is freed.
   */
  g_usleep (G_USEC_PER_SEC / 2);
  graph_heap = bench_heap_bytes () - heap_before;

  if (g_list_model_get_n_items (G_LIST_MODEL (loaded)) != n)
    g_error ("The layered graph of %u nodes loaded wrong", n);

  peak = peak > rss_before ? peak - rss_before : 0;
  bench_run_report (run, NULL, peak / 1e6, "MB");
  bench_run_report (run, "file", file_size / 1e6, "MB");
  bench_run_report (run, "graph", graph_heap / 1e6, "MB");
  bench_run_report (run, "ratio", ((double)peak - graph_heap) / file_size, "x");

  g_unlink (path);
  g_rmdir (dir);
}

void
bench_persistence_register (void)
{
  static const guint sizes[] = { 1000, 10000, 100000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *save = g_strdup_printf ("model.save.n%u", sizes[i]);
      g_autofree char *save_bytes = g_strdup_printf ("model.save_bytes.n%u", sizes[i]);
      g_autofree char *load = g_strdup_printf ("model.load.n%u", sizes[i]);
      guint runs = sizes[i] >= 100000 ? 5 : 11;

      bench_add_workload (save, runs, save_workload, GUINT_TO_POINTER (sizes[i]));
      bench_add_workload (save_bytes, runs, save_bytes_workload, GUINT_TO_POINTER (sizes[i]));
      bench_add_workload (load, runs, load_workload, GUINT_TO_POINTER (sizes[i]));
    }

  bench_add_workload ("model.load_peak.n1000", 1, load_memory_workload, GUINT_TO_POINTER (1000));
  bench_add_workload ("model.load_peak.n10000", 1, load_memory_workload, GUINT_TO_POINTER (10000));
  bench_add_workload ("model.load_peak.n100000", 1, load_memory_workload, GUINT_TO_POINTER (100000));
}

/* bench-arrange.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The arrange workloads: how long FlowGtkView takes to lay a graph out
 * with Graphviz's dot (flow_gtk_view_arrange ()), from the call to the
 * nodes at their new places in the model, on the layered graph of
 * bench-graph.c. There is no floor: the figure is dot's, and says up to
 * which size arranging is worth offering (docs/performance.md).
 */

#include "config.h"

#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>

/* arrange.dot.nN: the whole layered graph of N nodes, arranged once. */
static void
arrange_workload (BenchRun *run,
                  gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(GError) error = NULL;
  GtkWidget *view;
  gint64 start;

  if (!gtk_init_check ())
    g_error ("The arrange workloads need a display (run them under xvfb-run).");

  view = g_object_ref_sink (flow_gtk_view_new (graph));

  start = bench_now_ns ();
  if (!flow_gtk_view_arrange (FLOW_GTK_VIEW (view), &error))
    g_error ("Arranging %u nodes failed: %s", n, error->message);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  if (!flow_history_get_can_undo (flow_graph_get_history (graph)))
    g_error ("Arranging %u nodes moved nothing", n);

  g_object_unref (view);
}

void
bench_arrange_register (void)
{
  static const struct
  {
    guint n;
    guint runs;
  } sizes[] = {
    { 100, 5 },
    { 1000, 5 },
    { 2000, 3 },
    { 10000, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("arrange.dot.n%u", sizes[i].n);

      bench_add_workload (name, sizes[i].runs, arrange_workload, GUINT_TO_POINTER (sizes[i].n));
    }
}

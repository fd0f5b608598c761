/* bench-view-chain.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The engine with a view attached: 100,000 values set at the head of a
 * chain of 100 nodes that compute in sink_changed, as
 * model.chain.n100.changes100000 does, while a FlowGtkView shows the
 * chain in a window; and, as its floor, the same work with the window
 * showing a view of no graph. The view's cost is what it does per change
 * (its handlers of the nodes' and docks' notifications, and what it
 * queues); the frames it draws come after, once the loop is done, and
 * are timed with it. The peak resident set size of each, and the
 * history's size, tell whether computed values are kept anywhere.
 */

#include "config.h"

#include "bench-frames.h"
#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>

#define CHAIN_NODES   100
#define CHAIN_CHANGES 100000

static BenchFrames *frames;

static void
chain_workload (BenchRun *run,
                gpointer  user_data)
{
  gboolean with_view = GPOINTER_TO_INT (user_data);
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  BenchNode *nodes[CHAIN_NODES];
  g_auto(GValue) value = G_VALUE_INIT;
  const GValue *last;
  GtkWidget *widget;
  FlowDock *first;
  gint64 start;
  double loop_ms, total_ms;

  if (frames == NULL)
    frames = bench_frames_new_or_exit ();

  for (guint i = 0; i < CHAIN_NODES; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_node_set_position (FLOW_NODE (node), (i % 10) * 180.0, (i / 10) * 120.0);
      flow_graph_add_node (graph, FLOW_NODE (node));
      nodes[i] = node;

      if (i > 0 &&
          flow_graph_add_connection (graph, bench_node_get_out (nodes[i - 1]),
                                     bench_node_get_a (node), NULL) == NULL)
        g_error ("Could not connect the chain");
    }

  /* The view records edits in the graph's history, as applications do. */
  flow_graph_get_history (graph);

  /* The floor: the same window, with a view of no graph. */
  widget = flow_gtk_view_new (with_view ? graph : NULL);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  bench_frames_set_child (frames, widget);
  if (with_view)
    flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (widget));
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_frames (frames, 3);

  first = FLOW_DOCK (bench_node_get_a (nodes[0]));
  g_value_init (&value, G_TYPE_DOUBLE);
  bench_trim ();
  bench_reset_peak_rss ();

  start = bench_now_ns ();
  for (guint i = 1; i <= CHAIN_CHANGES; i++)
    {
      g_value_set_double (&value, i);
      flow_dock_set_value (first, &value);
    }
  loop_ms = bench_elapsed_ms (start);

  /* And the frame that shows the last values (a frame is asked for: the
   * floor has nothing to redraw).
   */
  gtk_widget_queue_draw (widget);
  bench_frames_wait_for_draw (frames);
  total_ms = bench_elapsed_ms (start);

  last = flow_dock_get_value (FLOW_DOCK (bench_node_get_out (nodes[CHAIN_NODES - 1])));
  if (last == NULL || g_value_get_double (last) != CHAIN_CHANGES)
    g_error ("The value did not reach the end of the chain");
  if (flow_history_get_can_undo (flow_graph_get_history (graph)))
    g_error ("Computed values were recorded in the history");

  bench_run_report (run, NULL, loop_ms, "ms");
  bench_run_report (run, "with_frame", total_ms, "ms");
  bench_run_report (run, "per_hop", loop_ms * 1e6 / ((double) CHAIN_CHANGES * CHAIN_NODES), "ns");
  bench_run_report (run, "peak_rss", bench_peak_rss_bytes () / (1024.0 * 1024.0), "MiB");

  bench_frames_set_child (frames, NULL);
}

void
bench_view_chain_register (void)
{
  bench_add_workload ("floor.chain.n100.changes100000", 3, chain_workload, GINT_TO_POINTER (FALSE));
  bench_add_workload ("view.chain.n100.changes100000", 3, chain_workload, GINT_TO_POINTER (TRUE));
  bench_alternate_workloads ("floor.chain.n100.changes100000", "view.chain.n100.changes100000");
}

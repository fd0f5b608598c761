/* bench-view-connect.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Wiring by keyboard in a large graph (flowview.connect, Ctrl+L), with
 * the layered graph of bench-graph.c shown and its first node focused:
 * the list offers a connection from its output to each input of every
 * other node, two for a node, and connections into its inputs from the
 * nodes it does not feed.
 *
 *   view.connect.nN           ms from the action to the list on screen
 *                             (its popover mapped and drawn)
 *   view.connect.nN.from_output  how many connections from the node's
 *                             output the graph accepts, asked pair by
 *                             pair
 *   view.connect.nN.filter    ms from a search (an input of the last
 *                             node) to the list filtered through every
 *                             choice and drawn
 *   view.connect.nN.go        ms from Enter to the connection made and
 *                             the list closed
 *
 * Only public API: the popover is the view's child, its search entry
 * and list found by type; the connection made is read from the graph.
 */

#include "config.h"

#include "bench-frames.h"
#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-view-find.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>

static BenchFrames *frames;

static void
connect_workload (BenchRun *run,
                  gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(FlowNode) first = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  g_autoptr(FlowNode) last = g_list_model_get_item (G_LIST_MODEL (graph), n - 1);
  GListModel *connections = flow_graph_get_connections (graph);
  guint n_connections = g_list_model_get_n_items (connections);
  GtkWidget *view, *popover, *entry;
  GtkSelectionModel *selection;
  GtkFilterListModel *found;
  double open_ms, filter_ms, go_ms;
  guint n_choices = 0;
  char search[64];
  gint64 start;

  if (frames == NULL)
    frames = bench_frames_new_or_exit ();

  view = bench_show_view (frames, graph);
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), first);
  bench_frames_wait_until_still (frames, 0, 200);

  start = bench_now_ns ();
  gtk_widget_activate_action (view, "flowview.connect", NULL);
  popover = bench_visible_popover (view);
  if (popover == NULL)
    g_error ("view.connect.n%u: the view opened no list", n);
  bench_spin_until_mapped (popover);
  bench_frames_wait_frames (frames, 1);
  open_ms = bench_elapsed_ms (start);

  /* Every input of every other node but the one the first node feeds
   * already, asked of the graph pair by pair (from the first node, each
   * answer is quick).
   */
  for (guint i = 1; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      GListModel *sinks = flow_node_get_sinks (node);

      for (guint j = 0; j < g_list_model_get_n_items (sinks); j++)
        {
          g_autoptr(FlowSink) sink = g_list_model_get_item (sinks, j);

          n_choices += flow_graph_can_connect (graph, flow_node_get_source (first, "out"), sink, NULL);
        }
    }

  /* "Input b of Node N-1": one choice. */
  g_snprintf (search, sizeof search, "input b of %s", flow_node_get_title (last));
  entry = bench_find_descendant (popover, GTK_TYPE_SEARCH_ENTRY);
  selection = gtk_list_view_get_model (GTK_LIST_VIEW (bench_find_descendant (popover, GTK_TYPE_LIST_VIEW)));
  found = GTK_FILTER_LIST_MODEL (gtk_single_selection_get_model (GTK_SINGLE_SELECTION (selection)));
  start = bench_now_ns ();
  gtk_editable_set_text (GTK_EDITABLE (entry), search);
  /* What the search entry says after its pause, at once. */
  g_signal_emit_by_name (entry, "search-changed");
  while (gtk_filter_list_model_get_pending (found) > 0)
    g_main_context_iteration (NULL, TRUE);
  bench_frames_wait_frames (frames, 1);
  filter_ms = bench_elapsed_ms (start);
  if (g_list_model_get_n_items (G_LIST_MODEL (found)) != 1)
    g_error ("view.connect.n%u: %u found for “%s”", n,
             g_list_model_get_n_items (G_LIST_MODEL (found)), search);

  start = bench_now_ns ();
  g_signal_emit_by_name (entry, "activate");
  go_ms = bench_elapsed_ms (start);
  if (g_list_model_get_n_items (connections) != n_connections + 1 ||
      flow_dock_get_n_connections (FLOW_DOCK (flow_node_get_sink (last, "b"))) != 1)
    g_error ("view.connect.n%u: Enter did not connect the one choice found", n);
  if (gtk_widget_get_visible (popover))
    g_error ("view.connect.n%u: the list stayed open", n);

  bench_run_report (run, NULL, open_ms, "ms");
  bench_run_report (run, "from_output", n_choices, "connections");
  bench_run_report (run, "filter", filter_ms, "ms");
  bench_run_report (run, "go", go_ms, "ms");

  bench_frames_set_child (frames, NULL);
}

void
bench_view_connect_register (void)
{
  bench_add_workload ("view.connect.n1000", 3, connect_workload, GUINT_TO_POINTER (1000));
  bench_add_workload ("view.connect.n10000", 3, connect_workload, GUINT_TO_POINTER (10000));
  bench_add_workload ("view.connect.n100000", 3, connect_workload, GUINT_TO_POINTER (100000));
}

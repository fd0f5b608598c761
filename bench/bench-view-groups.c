/* bench-view-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Subgraphs in a view: the document of model.groups.* (1,000 group nodes
 * of 10 groups of 100 nodes, 100,000 nodes inside) shown in a
 * FlowGtkView: its first frame, then entering one group node
 * (flowview.enter-group: the view shows the node's 102 nodes) and
 * leaving it, each timed to the frame that shows the result; beside it
 * (view.groups.flat.i1000) the first frame of a flat graph of the 1,001
 * nodes the document shows, plain nodes where the group nodes are, and
 * (.enter_floor) the first frame of a new view of the graph entered.
 * Each `.settled` figure runs on until the view has stopped drawing,
 * every node shown; `.select` is the same for selecting the group node
 * that is then entered. `.find` is the time to open the go-to list
 * (Ctrl+Shift+F) on the document, which lists the nodes inside the
 * group nodes too, and `.find.filter` to search it for the one node
 * named "source", through every node.
 */

#include "config.h"

#include "bench-frames.h"
#include "bench-graph.h"
#include "bench-view-find.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>

#define N_GROUPS    10
#define N_INSTANCES 1000
#define N_INSIDE    100

static BenchFrames *frames;

static void
connect (FlowGraph  *graph,
         FlowSource *source,
         FlowSink   *sink)
{
  if (flow_graph_add_connection (graph, source, sink, NULL) == NULL)
    g_error ("Could not connect");
}

static FlowGroup *
make_group (guint index)
{
  g_autofree char *name = g_strdup_printf ("Chain %u", index);
  FlowGroup *group = flow_group_new (name);
  FlowGraph *graph = flow_group_get_graph (group);
  FlowSource *previous = flow_group_add_input (group, "in", G_TYPE_DOUBLE, NULL);
  FlowSink *out = flow_group_add_output (group, "out", G_TYPE_DOUBLE, NULL);

  for (guint i = 0; i < N_INSIDE; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_node_set_position (FLOW_NODE (node), (i % 10) * 180.0, (i / 10) * 120.0);
      flow_graph_add_node (graph, FLOW_NODE (node));
      connect (graph, previous, bench_node_get_a (node));
      previous = bench_node_get_out (node);
    }
  connect (graph, previous, out);

  return group;
}

/* The document, or with @flat its floor: plain nodes where the group
 * nodes are.
 */
static FlowGraph *
build (gboolean   flat,
       FlowNode **first)
{
  FlowGraph *document = flow_graph_new ();
  FlowGroup *groups[N_GROUPS] = { NULL, };
  g_autoptr(BenchNode) head = bench_node_new ("source");

  if (!flat)
    for (guint i = 0; i < N_GROUPS; i++)
      groups[i] = make_group (i);

  flow_graph_begin_batch (document);
  flow_graph_add_node (document, FLOW_NODE (head));
  for (guint i = 0; i < N_INSTANCES; i++)
    {
      g_autoptr(FlowNode) node = NULL;

      if (flat)
        node = FLOW_NODE (bench_node_new (NULL));
      else
        node = flow_group_node_new (groups[i % N_GROUPS]);

      flow_node_set_position (node, 300.0 + (i % 40) * 200.0, (i / 40) * 140.0);
      flow_graph_add_node (document, node);
      connect (document, bench_node_get_out (head),
               flow_node_get_sink (node, flat ? "a" : "in"));
      if (i == 0)
        *first = node;
    }
  flow_graph_end_batch (document);

  for (guint i = 0; i < N_GROUPS; i++)
    g_clear_object (&groups[i]);

  return document;
}

static void
groups_view_workload (BenchRun *run,
                      gpointer  user_data)
{
  gboolean flat = GPOINTER_TO_INT (user_data);
  g_autoptr(FlowGraph) document = NULL;
  FlowNode *first = NULL;
  GtkWidget *view;
  double first_frame, enter, enter_settled, leave, leave_settled;
  gint64 start;

  if (frames == NULL)
    frames = bench_frames_new_or_exit ();

  document = build (flat, &first);

  start = bench_now_ns ();
  view = bench_show_view (frames, document);
  first_frame = bench_elapsed_ms (start);
  bench_run_report (run, "first_frame", first_frame, "ms");
  bench_run_report (run, "first_frame.settled",
                    bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS), "ms");

  {
    GtkFilterListModel *found;
    GtkWidget *entry;

    bench_run_report (run, "find", bench_view_find_open (frames, view, &entry, &found), "ms");
    bench_run_report (run, "find.filter", bench_view_find_search (entry, found, "source"), "ms");
    g_signal_emit_by_name (entry, "stop-search");
    bench_frames_wait_until_still (frames, 0, BENCH_FRAMES_SETTLE_MS);
  }

  if (!flat)
    {
      GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

      /* The first group node, at position 1 of the document. */
      start = bench_now_ns ();
      gtk_selection_model_select_item (selection, 1, TRUE);
      bench_run_report (run, "select",
                        bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS), "ms");

      start = bench_now_ns ();
      gtk_widget_activate_action (view, "flowview.enter-group", NULL);
      bench_frames_wait_for_draw (frames);
      enter = bench_elapsed_ms (start);
      enter_settled = bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS);

      if (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) != flow_group_node_get_graph (FLOW_GROUP_NODE (first)))
        g_error ("The view did not enter the group node");

      start = bench_now_ns ();
      gtk_widget_activate_action (view, "flowview.leave-group", NULL);
      bench_frames_wait_for_draw (frames);
      leave = bench_elapsed_ms (start);
      leave_settled = bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS);

      if (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) != document)
        g_error ("The view did not leave the group node");

      bench_run_report (run, "enter", enter, "ms");
      bench_run_report (run, "enter.settled", enter_settled, "ms");
      bench_run_report (run, "leave", leave, "ms");
      bench_run_report (run, "leave.settled", leave_settled, "ms");

      /* The floor of entering: the same inside, the group node's own
       * graph, shown by a new view in its first frame.
       */
      bench_frames_set_child (frames, NULL);
      bench_frames_wait_frames (frames, 3);
      start = bench_now_ns ();
      view = flow_gtk_view_new (flow_group_node_get_graph (FLOW_GROUP_NODE (first)));
      gtk_widget_set_hexpand (view, TRUE);
      gtk_widget_set_vexpand (view, TRUE);
      bench_frames_set_child (frames, view);
      bench_frames_wait_for_draw (frames);
      bench_run_report (run, "enter_floor", bench_elapsed_ms (start), "ms");
      bench_run_report (run, "enter_floor.settled",
                        bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS), "ms");
    }

  bench_frames_set_child (frames, NULL);
}

void
bench_view_groups_register (void)
{
  bench_add_workload ("view.groups.flat.i1000", 3, groups_view_workload, GINT_TO_POINTER (TRUE));
  bench_add_workload ("view.groups.i1000", 3, groups_view_workload, GINT_TO_POINTER (FALSE));
  bench_alternate_workloads ("view.groups.flat.i1000", "view.groups.i1000");
}

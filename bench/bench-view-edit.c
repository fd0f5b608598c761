/* bench-view-edit.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Commands on every node of a large graph, the way a user gives them in
 * the view: the layered graph of bench-graph.c shown at zoom 1, every
 * node selected (Ctrl+A), then each command by its action, timed from the
 * action to the end of the frame that shows its result.
 *
 *   view.edit.nN.select_all   ms, flowview.select-all
 *   view.edit.nN.move         ms, flowview.move-selection by 10 units
 *                             (an arrow key)
 *   view.edit.nN.move_undo    ms, flowview.undo of the move
 *   view.edit.nN.drag         ms per frame, every node dragged by the
 *                             real pointer (XTest) on a node's header,
 *                             10 pixels a frame: the median over 10
 *                             frames, from each motion to its frame
 *   view.edit.nN.drop         ms from the release of the button to the
 *                             last frame drawn after it
 *   view.edit.nN.delete       ms, flowview.delete-selection
 *   view.edit.nN.delete_undo  ms, flowview.undo of the deletion (every
 *                             node and connection back, selected)
 *   view.edit.nN.group        ms, flowview.group-selection of the first
 *                             tenth of the nodes
 *   view.edit.nN.group_undo   ms, flowview.undo of the grouping
 *
 * Only public API; each result is checked on the model.
 */

#include "config.h"

#include "bench-frames.h"
#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-view-find.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>

static BenchFrames *frames;

/* Runs @action on @view and waits for the frame that shows its result;
 * returns the time taken.
 */
static double
timed_action (GtkWidget  *view,
              const char *action,
              GVariant   *parameter)
{
  gint64 start = bench_now_ns ();

  if (!gtk_widget_activate_action_variant (view, action, parameter))
    g_error ("view.edit: no action %s", action);
  bench_frames_wait_for_draw (frames);

  return bench_elapsed_ms (start);
}

static void
check_n (FlowGraph  *graph,
         guint       n_nodes,
         guint       n_connections,
         const char *after)
{
  guint nodes = g_list_model_get_n_items (G_LIST_MODEL (graph));
  guint connections = g_list_model_get_n_items (flow_graph_get_connections (graph));

  if (nodes != n_nodes || connections != n_connections)
    g_error ("view.edit: after %s, %u nodes and %u connections, not %u and %u",
             after, nodes, connections, n_nodes, n_connections);
}

static void
select_first (GtkSelectionModel *selection,
              guint              n_selected,
              guint              n)
{
  g_autoptr(GtkBitset) selected = gtk_bitset_new_range (0, n_selected);
  g_autoptr(GtkBitset) mask = gtk_bitset_new_range (0, n);

  gtk_selection_model_set_selection (selection, selected, mask);
}

/* Drags the selected nodes by a node near the middle of @view, the real
 * pointer pressed on its header; reports the frames and the drop.
 */
static void
drag_all (BenchRun  *run,
          GtkWidget *view)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  FlowGraph *graph = flow_gtk_view_get_graph (FLOW_GTK_VIEW (view));
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(FlowNode) node = NULL;
  double x, y, before, ms;
  graphene_point_t header;
  gint64 start;

  /* The first node whose header is well inside the view. */
  for (guint i = 0; node == NULL && i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) candidate = g_list_model_get_item (G_LIST_MODEL (graph), i);
      graphene_rect_t bounds;

      if (!flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), candidate, &bounds))
        continue;
      flow_gtk_viewport_canvas_to_widget (viewport,
                                          &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                                bounds.origin.y + 10),
                                          &header);
      if (header.x > 100 && header.x < gtk_widget_get_width (view) - 300 &&
          header.y > 100 && header.y < gtk_widget_get_height (view) - 100)
        node = g_steal_pointer (&candidate);
    }

  if (node == NULL)
    g_error ("view.edit: no node well inside the view");
  before = flow_node_get_x (node);

  x = header.x;
  y = header.y;
  bench_frames_move_pointer (frames, x, y);
  bench_frames_wait_frames (frames, 3);
  bench_frames_press_button (frames);
  bench_frames_wait_frames (frames, 3);
  /* Past the drag threshold. */
  x += 20;
  bench_frames_move_pointer (frames, x, y);
  bench_frames_wait_for_draw (frames);

  for (guint i = 0; i < 10; i++)
    {
      start = bench_now_ns ();
      x += 10;
      bench_frames_move_pointer (frames, x, y);
      bench_frames_wait_for_draw (frames);
      ms = bench_elapsed_ms (start);
      g_array_append_val (times, ms);
    }

  start = bench_now_ns ();
  bench_frames_release_button (frames);
  bench_frames_wait_for_draw (frames);
  bench_run_report (run, "drop", bench_frames_wait_until_still (frames, start, BENCH_FRAMES_SETTLE_MS), "ms");
  bench_frames_move_pointer_away (frames);

  if (flow_node_get_x (node) == before)
    g_error ("view.edit: the drag moved nothing");
  bench_run_report (run, "drag", bench_median (times), "ms");
}

static void
edit_workload (BenchRun *run,
               gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(FlowNode) first = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  guint n_connections = g_list_model_get_n_items (flow_graph_get_connections (graph));
  GtkSelectionModel *selection;
  GtkWidget *view;
  double x = flow_node_get_x (first);
  double ms;

  if (frames == NULL)
    frames = bench_frames_new_or_exit ();

  view = bench_show_view (frames, graph);
  bench_frames_move_pointer_away (frames);
  bench_frames_wait_until_still (frames, 0, 200);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  ms = timed_action (view, "flowview.select-all", NULL);
  bench_run_report (run, "select_all", ms, "ms");

  ms = timed_action (view, "flowview.move-selection", g_variant_new ("(dd)", 10.0, 0.0));
  if (flow_node_get_x (first) != x + 10)
    g_error ("view.edit: the first node did not move");
  bench_run_report (run, "move", ms, "ms");

  ms = timed_action (view, "flowview.undo", NULL);
  if (flow_node_get_x (first) != x)
    g_error ("view.edit: the move was not undone");
  bench_run_report (run, "move_undo", ms, "ms");

  drag_all (run, view);

  gtk_selection_model_select_all (selection);
  ms = timed_action (view, "flowview.delete-selection", NULL);
  check_n (graph, 0, 0, "delete");
  bench_run_report (run, "delete", ms, "ms");

  ms = timed_action (view, "flowview.undo", NULL);
  check_n (graph, n, n_connections, "undoing the deletion");
  bench_run_report (run, "delete_undo", ms, "ms");

  select_first (selection, n / 10, n);
  ms = timed_action (view, "flowview.group-selection", NULL);
  check_n (graph, n - n / 10 + 1, g_list_model_get_n_items (flow_graph_get_connections (graph)), "grouping");
  bench_run_report (run, "group", ms, "ms");

  ms = timed_action (view, "flowview.undo", NULL);
  check_n (graph, n, n_connections, "undoing the grouping");
  bench_run_report (run, "group_undo", ms, "ms");

  bench_frames_set_child (frames, NULL);
}

void
bench_view_edit_register (void)
{
  bench_add_workload ("view.edit.n10000", 3, edit_workload, GUINT_TO_POINTER (10000));
  bench_add_workload ("view.edit.n100000", 3, edit_workload, GUINT_TO_POINTER (100000));
}

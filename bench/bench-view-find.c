/* bench-view-find.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Going to a node by its name in a large graph (flowview.find-node,
 * Ctrl+Shift+F), with the layered graph of bench-graph.c shown:
 *
 *   view.find.nN           ms from the action to the list on screen
 *                          (its popover mapped and drawn)
 *   view.find.nN.filter    ms from a search ("Node 1234") to the list
 *                          filtered through every node
 *   view.find.nN.go        ms from Enter to the frame that shows the
 *                          node found, focused, far from where the view
 *                          was
 *
 * Only public API: the popover is the view's child, its search entry
 * and list found by type. bench-view-groups.c opens and searches the
 * list the same way, through bench-view-find.h, and bench-view-connect.c
 * finds the connect list with its helpers.
 */

#include "config.h"

#include "bench-view-find.h"

#include "bench-frames.h"
#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>

static BenchFrames *frames;

/* The first widget of @type in @widget, depth first; NULL if none. */
GtkWidget *
bench_show_view (BenchFrames *bench_frames,
                 FlowGraph   *graph)
{
  GtkWidget *view = flow_gtk_view_new (graph);

  gtk_widget_set_hexpand (view, TRUE);
  gtk_widget_set_vexpand (view, TRUE);
  bench_frames_set_child (bench_frames, view);
  bench_frames_wait_for_draw (bench_frames);

  return view;
}

GtkWidget *
bench_find_descendant (GtkWidget *widget,
                       GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bench_find_descendant (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The popover @view shows, if any. */
GtkWidget *
bench_visible_popover (GtkWidget *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (view);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      return child;

  return NULL;
}

void
bench_spin_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
}

/* Opens the list of @view, shown in @bench_frames, and returns the ms
 * until it is on screen; the list's search entry and what it finds in
 * @entry and @found.
 */
double
bench_view_find_open (BenchFrames         *bench_frames,
                      GtkWidget           *view,
                      GtkWidget          **entry,
                      GtkFilterListModel **found)
{
  GtkSelectionModel *selection;
  GtkWidget *popover;
  gint64 start = bench_now_ns ();
  double ms;

  gtk_widget_activate_action (view, "flowview.find-node", NULL);
  popover = bench_visible_popover (view);
  if (popover == NULL)
    g_error ("The view opened no list");
  bench_spin_until_mapped (popover);
  bench_frames_wait_frames (bench_frames, 1);
  ms = bench_elapsed_ms (start);

  *entry = bench_find_descendant (popover, GTK_TYPE_SEARCH_ENTRY);
  selection = gtk_list_view_get_model (GTK_LIST_VIEW (bench_find_descendant (popover, GTK_TYPE_LIST_VIEW)));
  *found = GTK_FILTER_LIST_MODEL (gtk_single_selection_get_model (GTK_SINGLE_SELECTION (selection)));

  return ms;
}

/* Searches the open list for @text and returns the ms until it has
 * filtered through every node; fails unless it finds exactly one.
 */
double
bench_view_find_search (GtkWidget          *entry,
                        GtkFilterListModel *found,
                        const char         *text)
{
  gint64 start = bench_now_ns ();
  double ms;

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* What the search entry says after its pause, at once. */
  g_signal_emit_by_name (entry, "search-changed");
  while (gtk_filter_list_model_get_pending (found) > 0)
    g_main_context_iteration (NULL, TRUE);
  ms = bench_elapsed_ms (start);

  if (g_list_model_get_n_items (G_LIST_MODEL (found)) != 1)
    g_error ("%u found for “%s”", g_list_model_get_n_items (G_LIST_MODEL (found)), text);

  return ms;
}

static void
find_workload (BenchRun *run,
               gpointer  user_data)
{
  guint n = GPOINTER_TO_UINT (user_data);
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (n);
  g_autoptr(FlowNode) target = NULL;
  GtkFilterListModel *found;
  GtkWidget *view, *entry;
  double open_ms, filter_ms, go_ms;
  char name[32];
  gint64 start;

  if (frames == NULL)
    frames = bench_frames_new_or_exit ();

  view = bench_show_view (frames, graph);
  gtk_widget_grab_focus (view);
  bench_frames_wait_until_still (frames, 0, 200);

  open_ms = bench_view_find_open (frames, view, &entry, &found);

  /* The graph's nodes are "Node 0" … in order: one far from the view. */
  g_snprintf (name, sizeof name, "Node %u", n - 1);
  target = g_list_model_get_item (G_LIST_MODEL (graph), n - 1);
  filter_ms = bench_view_find_search (entry, found, name);

  start = bench_now_ns ();
  g_signal_emit_by_name (entry, "activate");
  bench_frames_wait_for_draw (frames);
  go_ms = bench_elapsed_ms (start);
  if (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), target) == NULL)
    g_error ("view.find.n%u: the node found has no widget", n);

  bench_run_report (run, NULL, open_ms, "ms");
  bench_run_report (run, "filter", filter_ms, "ms");
  bench_run_report (run, "go", go_ms, "ms");

  bench_frames_set_child (frames, NULL);
}

void
bench_view_find_register (void)
{
  bench_add_workload ("view.find.n1000", 3, find_workload, GUINT_TO_POINTER (1000));
  bench_add_workload ("view.find.n100000", 3, find_workload, GUINT_TO_POINTER (100000));
}

/* test-arrange.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "bench-graph.h"
#include "flow-gtk-view-arrange-private.h"

#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

#include <math.h>
#include <string.h>

/* The view's commands that place nodes: arranging with Graphviz, align,
 * distribute and snap to the grid, each one step of the history.
 */

static FlowGraph *
crossed_graph (void)
{
  return flow_gtk_test_crossed_graph ();
}

/* Lets the glide after an arrange (a quarter of a second) end. */
static void
wait_glide (GtkWidget *view)
{
  view_test_wait (400);
  view_test_run_frames (view, 2);
}

/* Lets a thread's arrangement end, and its result be placed. */
static void
wait_arranged (GtkWidget *view)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (flow_gtk_view_arrange_is_busy (FLOW_GTK_VIEW (view)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* The visible popover of @view showing progress, or NULL. */
static GtkWidget *
progress_popover (GtkWidget *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (view);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child) &&
        gtk_widget_has_css_class (child, "flow-progress"))
      return child;

  return NULL;
}

/* Whether @node is shown where its model says. */
static gboolean
shown_at_model (GtkWidget *view,
                FlowNode  *node)
{
  graphene_rect_t bounds;

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds));

  return bounds.origin.x == flow_node_get_x (node) && bounds.origin.y == flow_node_get_y (node);
}

static guint
count_crossings (FlowGtkView *view)
{
  return flow_gtk_test_count_crossings (view);
}

static void
assert_no_overlap (FlowGtkView *view)
{
  GListModel *nodes = G_LIST_MODEL (flow_gtk_view_get_graph (view));
  guint n = g_list_model_get_n_items (nodes);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        g_autoptr(FlowNode) a = g_list_model_get_item (nodes, i);
        g_autoptr(FlowNode) b = g_list_model_get_item (nodes, j);
        graphene_rect_t ra, rb;

        g_assert_true (flow_gtk_view_get_node_bounds (view, a, &ra));
        g_assert_true (flow_gtk_view_get_node_bounds (view, b, &rb));
        g_assert_false (graphene_rect_intersection (&ra, &rb, NULL));
      }
}

/* Every wire runs from left to right in canvas units. */
static void
assert_left_to_right (FlowGtkView *view)
{
  GListModel *connections = flow_graph_get_connections (flow_gtk_view_get_graph (view));

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      graphene_point_t from, to;

      g_assert_true (flow_gtk_view_get_dock_position (view, FLOW_DOCK (flow_connection_get_source (connection)), &from));
      g_assert_true (flow_gtk_view_get_dock_position (view, FLOW_DOCK (flow_connection_get_sink (connection)), &to));
      g_assert_cmpfloat (from.x, <, to.x);
    }
}

static double *
save_positions (FlowGraph *graph)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  double *positions = g_new (double, 2 * n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      positions[2 * i] = flow_node_get_x (node);
      positions[2 * i + 1] = flow_node_get_y (node);
    }

  return positions;
}

static void
assert_positions (FlowGraph    *graph,
                  const double *positions)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      g_assert_cmpfloat (flow_node_get_x (node), ==, positions[2 * i]);
      g_assert_cmpfloat (flow_node_get_y (node), ==, positions[2 * i + 1]);
    }
}

static FlowNode *
nth_node (FlowGraph *graph,
          guint      i)
{
  FlowNode *node = g_list_model_get_item (G_LIST_MODEL (graph), i);

  g_object_unref (node);
  return node;
}

static void
test_arrange_crossings (void)
{
  g_autoptr(FlowGraph) graph = crossed_graph ();
  FlowHistory *history = flow_graph_get_history (graph);
  g_autofree double *before = save_positions (graph);
  g_autoptr(GError) error = NULL;
  GtkWidget *view, *window;

  g_test_summary ("Arranging with dot uncrosses the wires of a known graph, left to right, "
                  "without overlaps, as one step of the history.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);

  g_assert_cmpuint (count_crossings (FLOW_GTK_VIEW (view)), ==, 4);

  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), &error));
  g_assert_no_error (error);
  wait_glide (view);

  g_assert_cmpuint (count_crossings (FLOW_GTK_VIEW (view)), ==, 0);
  assert_left_to_right (FLOW_GTK_VIEW (view));
  assert_no_overlap (FLOW_GTK_VIEW (view));

  /* The arranged graph keeps its top-left corner. */
  {
    graphene_rect_t bounds;

    flow_gtk_view_get_graph_bounds (FLOW_GTK_VIEW (view), &bounds);
    g_assert_cmpfloat (bounds.origin.x, ==, 40);
    g_assert_cmpfloat (bounds.origin.y, ==, 40);
  }

  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Arrange Nodes");
  flow_history_undo (history);
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (history));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The model takes the new places at once; the view shows the nodes
 * where they were, then gliding there, then there. Undo during the
 * glide shows every node where the model is; with the desktop's
 * animations off, nothing glides.
 */
static void
test_arrange_glide (void)
{
  g_autoptr(FlowGraph) graph = crossed_graph ();
  g_autofree double *before = save_positions (graph);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkSettings *settings = gtk_settings_get_default ();
  GtkWidget *view, *window;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  guint moved = 0;

  g_test_summary ("Arranged nodes glide into place in the view, never in the model.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);

  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), NULL));
  for (guint i = 0; i < n; i++)
    {
      FlowNode *node = nth_node (graph, i);
      graphene_rect_t bounds;

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds));
      /* Shown where it was: its new place is in the model already. */
      g_assert_cmpfloat (bounds.origin.x, ==, before[2 * i]);
      g_assert_cmpfloat (bounds.origin.y, ==, before[2 * i + 1]);
      if (!shown_at_model (view, node))
        moved++;
    }
  g_assert_cmpuint (moved, >, 0);

  wait_glide (view);
  for (guint i = 0; i < n; i++)
    g_assert_true (shown_at_model (view, nth_node (graph, i)));

  /* Undone during a glide: every node where the model is. */
  flow_history_undo (history);
  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), NULL));
  view_test_run_frames (view, 2);
  flow_history_undo (history);
  view_test_run_frames (view, 2);
  for (guint i = 0; i < n; i++)
    g_assert_true (shown_at_model (view, nth_node (graph, i)));
  assert_positions (graph, before);

  /* No animations: at once. */
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), NULL));
  for (guint i = 0; i < n; i++)
    g_assert_true (shown_at_model (view, nth_node (graph, i)));
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Frames are not arranged: each fits around its members where they
 * went, in the same step.
 */
static void
test_arrange_frames (void)
{
  g_autoptr(FlowGraph) graph = crossed_graph ();
  FlowHistory *history = flow_graph_get_history (graph);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;
  FlowNode *first = nth_node (graph, 0);
  FlowNode *second = nth_node (graph, 1);
  FlowNode *frame;
  guint steps;

  g_test_summary ("Arranging leaves frames out of dot and fits them around their members after; "
                  "a frame sized by hand goes with its members and keeps its size.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  /* A frame around the first two nodes. */
  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 1, FALSE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.add-frame", NULL));
  view_test_run_frames (view, 2);
  frame = nth_node (graph, g_list_model_get_n_items (G_LIST_MODEL (graph)) - 1);
  g_assert_true (FLOW_IS_FRAME (frame));
  g_assert_true (flow_frame_find_for_node (first) == FLOW_FRAME (frame));
  g_assert_true (flow_frame_find_for_node (second) == FLOW_FRAME (frame));
  gtk_selection_model_unselect_all (selection);
  steps = flow_history_get_n_undo_steps (history);

  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), NULL));
  wait_glide (view);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);
  g_assert_cmpuint (count_crossings (FLOW_GTK_VIEW (view)), ==, 0);

  /* The frame holds both where they went, whole. */
  for (guint i = 0; i < 2; i++)
    {
      graphene_rect_t box;
      FlowNode *node = i == 0 ? first : second;

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &box));
      g_assert_cmpfloat (box.origin.x, >, flow_node_get_x (frame));
      g_assert_cmpfloat (box.origin.y, >, flow_node_get_y (frame));
      g_assert_cmpfloat (box.origin.x + box.size.width, <,
                         flow_node_get_x (frame) + flow_frame_get_width (FLOW_FRAME (frame)));
      g_assert_cmpfloat (box.origin.y + box.size.height, <,
                         flow_node_get_y (frame) + flow_frame_get_height (FLOW_FRAME (frame)));
    }

  /* A frame sized by hand goes with its members and keeps its size. */
  flow_history_undo (history);
  flow_frame_set_fit_members (FLOW_FRAME (frame), FALSE);
  flow_frame_set_width (FLOW_FRAME (frame), 1200);
  flow_frame_set_height (FLOW_FRAME (frame), 900);
  view_test_run_frames (view, 2);
  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), NULL));
  wait_glide (view);
  g_assert_true (flow_frame_find_for_node (first) == FLOW_FRAME (frame));
  g_assert_true (flow_frame_find_for_node (second) == FLOW_FRAME (frame));
  g_assert_cmpfloat (flow_frame_get_width (FLOW_FRAME (frame)), ==, 1200);
  g_assert_cmpfloat (flow_frame_get_height (FLOW_FRAME (frame)), ==, 900);
  g_assert_false (flow_frame_get_fit_members (FLOW_FRAME (frame)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Above two hundred nodes the action runs dot on a thread: the window
 * goes on, a popover says what is arranged with a progress bar and a
 * Cancel button; the result is one step. Cancel drops the result, a
 * second arrange waits for the first, and a graph that lost a node
 * meanwhile is left as it is, with a message.
 */
static void
test_arrange_thread (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (400);
  g_autofree double *before = save_positions (graph);
  g_autoptr(FlowGraph) other_graph = crossed_graph ();
  g_autofree double *other_before = save_positions (other_graph);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkWidget *view, *window, *popover, *label, *cancel, *other, *other_window;
  g_autoptr(FlowNode) gone = NULL;
  guint moved = 0;

  g_test_summary ("Large arrangements run on a thread with progress and Cancel.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);
  other = flow_gtk_view_new (other_graph);
  other_window = view_test_window_new (other, 600, 400);

  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  g_assert_true (flow_gtk_view_arrange_is_busy (FLOW_GTK_VIEW (view)));
  /* Nothing moved yet; the popover says what goes on. */
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (history));
  popover = progress_popover (view);
  g_assert_nonnull (popover);
  label = flow_gtk_test_find_widget (popover, GTK_TYPE_LABEL, NULL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "Arranging 400 nodes…");
  g_assert_nonnull (flow_gtk_test_find_widget (popover, GTK_TYPE_PROGRESS_BAR, NULL));

  /* Another view waits for it: Graphviz serves one at a time. */
  g_assert_true (gtk_widget_activate_action (other, "flowview.arrange", NULL));
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (other)), ==,
                   "Nodes are being arranged already");
  assert_positions (other_graph, other_before);

  wait_arranged (view);
  g_assert_null (progress_popover (view));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Arrange Nodes");
  for (guint i = 0; i < 400; i++)
    if (flow_node_get_x (nth_node (graph, i)) != before[2 * i] ||
        flow_node_get_y (nth_node (graph, i)) != before[2 * i + 1])
      moved++;
  g_assert_cmpuint (moved, >, 200);
  flow_history_undo (history);
  assert_positions (graph, before);

  /* Cancel: the result is dropped; a second arrange meanwhile waits. */
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  cancel = flow_gtk_test_find_widget (progress_popover (view), GTK_TYPE_BUTTON, NULL);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cancel)), ==, "_Cancel");
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_null (progress_popover (view));
  if (flow_gtk_view_arrange_is_busy (FLOW_GTK_VIEW (view)))
    {
      g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
      g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==,
                       "Nodes are being arranged already");
    }
  wait_arranged (view);
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (history));

  /* The view shows another graph when dot is done (a group entered,
   * another document): nothing moves, and the view says why; the same
   * when the view cannot be edited any more.
   */
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), other_graph);
  wait_arranged (view);
  assert_positions (graph, before);
  assert_positions (other_graph, other_before);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==,
                   "The view shows another graph now: the arranged nodes did not move");
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), graph);

  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  wait_arranged (view);
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==,
                   "The view cannot be edited now: the arranged nodes did not move");
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);

  /* A node removed meanwhile: nothing moves, and the view says why. */
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  gone = g_object_ref (nth_node (graph, 0));
  flow_graph_remove_node (graph, gone);
  flow_history_clear (history);
  g_free (before);
  before = save_positions (graph);
  wait_arranged (view);
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==,
                   "The graph changed while its nodes were being arranged: nothing moved");

  /* The window closed meanwhile: nothing moves, and nothing is
   * recorded, for a view no longer shown.
   */
  g_object_ref (view);
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  gtk_window_destroy (GTK_WINDOW (window));
  wait_arranged (view);
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (history));
  g_object_unref (view);

  gtk_window_destroy (GTK_WINDOW (other_window));
}

/* A pinned node stays where it is: arranging, aligning, moving the
 * selection by keys all leave it; pinning is one step.
 */
static void
test_arrange_pinned (void)
{
  g_autoptr(FlowGraph) graph = crossed_graph ();
  FlowHistory *history = flow_graph_get_history (graph);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;
  FlowNode *pinned = nth_node (graph, 3);
  double x, y;

  g_test_summary ("Pinned nodes stay put when nodes are arranged, aligned or moved.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  gtk_selection_model_select_item (selection, 3, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.toggle-pinned", NULL));
  g_assert_true (flow_node_get_pinned (pinned));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Pin Nodes");
  view_test_run_frames (view, 2);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), pinned)),
                                           "pinned"));
  x = flow_node_get_x (pinned);
  y = flow_node_get_y (pinned);

  gtk_selection_model_unselect_all (selection);
  g_assert_true (flow_gtk_view_arrange (FLOW_GTK_VIEW (view), NULL));
  wait_glide (view);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Arrange Nodes");
  g_assert_cmpfloat (flow_node_get_x (pinned), ==, x);
  g_assert_cmpfloat (flow_node_get_y (pinned), ==, y);

  gtk_selection_model_select_all (selection);
  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "top"));
  g_assert_true (gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 30.0, 30.0));
  g_assert_cmpfloat (flow_node_get_x (pinned), ==, x);
  g_assert_cmpfloat (flow_node_get_y (pinned), ==, y);
  g_assert_cmpfloat (flow_node_get_y (nth_node (graph, 0)), !=, flow_node_get_y (pinned));

  /* With all of the selection pinned, the action unpins. */
  gtk_selection_model_select_item (selection, 3, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.toggle-pinned", NULL));
  g_assert_false (flow_node_get_pinned (pinned));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Unpin Nodes");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_arrange_selection (void)
{
  g_autoptr(FlowGraph) graph = crossed_graph ();
  g_autofree double *before = save_positions (graph);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;

  g_test_summary ("With nodes selected, only they are arranged: the rest stay put.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  /* P, Q and M: the last three. */
  gtk_selection_model_select_range (selection, 6, 3, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));

  for (guint i = 0; i < 6; i++)
    {
      FlowNode *node = nth_node (graph, i);

      g_assert_cmpfloat (flow_node_get_x (node), ==, before[2 * i]);
      g_assert_cmpfloat (flow_node_get_y (node), ==, before[2 * i + 1]);
    }

  /* M's inputs are fed in order now: Q (into a) above P (into b). */
  g_assert_cmpfloat (flow_node_get_y (nth_node (graph, 7)), <, flow_node_get_y (nth_node (graph, 6)));
  g_assert_cmpfloat (flow_node_get_x (nth_node (graph, 8)), >, flow_node_get_x (nth_node (graph, 6)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_arrange_too_many (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree double *before = NULL;
  GtkWidget *view, *window;
  const char *message;

  g_test_summary ("Above the size dot arranges in reasonable time, the arrange action "
                  "refuses with a clear message, and nothing moves.");

  for (guint i = 0; i < 2001; i++)
    flow_test_add_node (graph, "Node", "in:double", "out:double", (i % 50) * 200, (i / 50) * 100);
  before = save_positions (graph);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 600, 400);

  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  message = _flow_gtk_view_get_message (FLOW_GTK_VIEW (view));
  g_assert_nonnull (message);
  g_assert_cmpstr (message, ==, "2001 nodes are too many to arrange at once: select at most 2000");
  assert_positions (graph, before);
  g_assert_false (flow_history_get_can_undo (flow_graph_get_history (graph)));

  /* Selecting fewer arranges them, on a thread. */
  gtk_selection_model_select_range (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 0, 1000, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  wait_arranged (view);
  g_assert_true (flow_history_get_can_undo (flow_graph_get_history (graph)));
  g_assert_cmpfloat (flow_node_get_x (nth_node (graph, 1000)), ==, before[2 * 1000]);
  g_assert_cmpfloat (flow_node_get_y (nth_node (graph, 1000)), ==, before[2 * 1000 + 1]);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_arrange_read_only (void)
{
  g_autoptr(FlowGraph) graph = crossed_graph ();
  g_autofree double *before = save_positions (graph);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;

  g_test_summary ("A view that may not edit arranges, aligns and distributes nothing.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 700);
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  gtk_selection_model_select_all (selection);

  gtk_widget_activate_action (view, "flowview.arrange", NULL);
  gtk_widget_activate_action (view, "flowview.align", "s", "left");
  gtk_widget_activate_action (view, "flowview.distribute", "s", "vertical");
  gtk_widget_activate_action (view, "flowview.snap-selection", NULL);
  assert_positions (graph, before);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Three nodes of different sizes, selected. */
static GtkWidget *
align_view (FlowGraph  *graph,
            GtkWidget **window)
{
  GtkWidget *view;

  flow_test_add_node (graph, "A", "", "out:double", 100, 50);
  flow_test_add_node (graph, "Wider Node Title Here", "a:double,b:double,c:double", "out:double", 340, 210);
  flow_test_add_node (graph, "C", "in:double", "", 220, 500);

  view = flow_gtk_view_new (graph);
  *window = view_test_window_new (view, 900, 700);
  gtk_selection_model_select_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));

  return view;
}

static void
node_rect (GtkWidget       *view,
           guint            i,
           graphene_rect_t *rect)
{
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view),
                                                nth_node (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)), i),
                                                rect));
}

static void
test_align (gconstpointer data)
{
  gboolean rtl = GPOINTER_TO_INT (data);
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  g_autofree double *before = NULL;
  GtkWidget *view, *window;
  graphene_rect_t r[3];
  double screen_left[3], screen_right[3];

  g_test_summary ("Align moves the selection to one edge or centre line, as one step; "
                  "left and right are the screen's, in a mirrored view too.");

  gtk_widget_set_default_direction (rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
  view = align_view (graph, &window);
  before = save_positions (graph);

  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "left"));
  for (guint i = 0; i < 3; i++)
    {
      node_rect (view, i, &r[i]);
      screen_left[i] = rtl ? -(r[i].origin.x + r[i].size.width) : r[i].origin.x;
    }
  g_assert_cmpfloat (screen_left[0], ==, screen_left[1]);
  g_assert_cmpfloat (screen_left[1], ==, screen_left[2]);
  /* The leftmost node stayed: 100 is the leftmost edge left to right;
   * right to left, the node whose right end is furthest along (340 +
   * width) is.
   */
  if (!rtl)
    g_assert_cmpfloat (r[0].origin.x, ==, 100);
  else
    g_assert_cmpfloat (r[1].origin.x, ==, 340);
  /* Vertical positions did not change. */
  g_assert_cmpfloat (r[0].origin.y, ==, 50);
  g_assert_cmpfloat (r[2].origin.y, ==, 500);

  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Align Nodes");
  flow_history_undo (history);
  assert_positions (graph, before);

  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "right"));
  for (guint i = 0; i < 3; i++)
    {
      node_rect (view, i, &r[i]);
      screen_right[i] = rtl ? -r[i].origin.x : r[i].origin.x + r[i].size.width;
    }
  g_assert_cmpfloat (screen_right[0], ==, screen_right[1]);
  g_assert_cmpfloat (screen_right[1], ==, screen_right[2]);
  flow_history_undo (history);

  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "top"));
  for (guint i = 0; i < 3; i++)
    {
      node_rect (view, i, &r[i]);
      g_assert_cmpfloat (r[i].origin.y, ==, 50);
    }
  flow_history_undo (history);

  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "bottom"));
  for (guint i = 0; i < 3; i++)
    node_rect (view, i, &r[i]);
  g_assert_cmpfloat (r[0].origin.y + r[0].size.height, ==, r[2].origin.y + r[2].size.height);
  g_assert_cmpfloat (r[1].origin.y + r[1].size.height, ==, r[2].origin.y + r[2].size.height);
  g_assert_cmpfloat (r[2].origin.y, ==, 500);
  flow_history_undo (history);

  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "center"));
  for (guint i = 0; i < 3; i++)
    node_rect (view, i, &r[i]);
  g_assert_cmpfloat_with_epsilon (r[0].origin.x + r[0].size.width / 2,
                                  r[1].origin.x + r[1].size.width / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (r[2].origin.x + r[2].size.width / 2,
                                  r[1].origin.x + r[1].size.width / 2, 1e-9);
  flow_history_undo (history);

  g_assert_true (gtk_widget_activate_action (view, "flowview.align", "s", "middle"));
  for (guint i = 0; i < 3; i++)
    node_rect (view, i, &r[i]);
  g_assert_cmpfloat_with_epsilon (r[0].origin.y + r[0].size.height / 2,
                                  r[1].origin.y + r[1].size.height / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (r[2].origin.y + r[2].size.height / 2,
                                  r[1].origin.y + r[1].size.height / 2, 1e-9);
  flow_history_undo (history);

  assert_positions (graph, before);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_distribute (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  g_autofree double *before = NULL;
  GtkWidget *view, *window;
  graphene_rect_t r[3];

  g_test_summary ("Distribute makes the gaps between the selected nodes equal, the first "
                  "and last staying, as one step.");

  view = align_view (graph, &window);
  before = save_positions (graph);

  g_assert_true (gtk_widget_activate_action (view, "flowview.distribute", "s", "vertical"));
  for (guint i = 0; i < 3; i++)
    node_rect (view, i, &r[i]);
  g_assert_cmpfloat (r[0].origin.y, ==, 50);
  g_assert_cmpfloat (r[2].origin.y, ==, 500);
  g_assert_cmpfloat (fabs ((r[1].origin.y - (r[0].origin.y + r[0].size.height)) -
                           (r[2].origin.y - (r[1].origin.y + r[1].size.height))), <=, 1);
  /* Horizontal positions did not change. */
  g_assert_cmpfloat (r[1].origin.x, ==, 340);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Distribute Nodes");
  flow_history_undo (history);
  assert_positions (graph, before);

  /* Left to right: A (100), C (220), the wide node (340). */
  g_assert_true (gtk_widget_activate_action (view, "flowview.distribute", "s", "horizontal"));
  for (guint i = 0; i < 3; i++)
    node_rect (view, i, &r[i]);
  g_assert_cmpfloat (r[0].origin.x, ==, 100);
  g_assert_cmpfloat (r[1].origin.x, ==, 340);
  g_assert_cmpfloat (fabs ((r[2].origin.x - (r[0].origin.x + r[0].size.width)) -
                           (r[1].origin.x - (r[2].origin.x + r[2].size.width))), <=, 1);
  flow_history_undo (history);
  assert_positions (graph, before);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_snap_selection (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  GtkWidget *view, *window;

  g_test_summary ("Snapping puts the selected nodes on the grid, even while snapping "
                  "moves is off, as one step; the snap-to-grid action toggles the property.");

  view = align_view (graph, &window);
  flow_node_set_position (nth_node (graph, 0), 107, 53);
  flow_node_set_position (nth_node (graph, 1), 349, 211);
  flow_gtk_view_set_grid_size (FLOW_GTK_VIEW (view), 25);
  g_assert_false (flow_gtk_view_get_snap_to_grid (FLOW_GTK_VIEW (view)));

  g_assert_true (gtk_widget_activate_action (view, "flowview.snap-selection", NULL));
  g_assert_cmpfloat (flow_node_get_x (nth_node (graph, 0)), ==, 100);
  g_assert_cmpfloat (flow_node_get_y (nth_node (graph, 0)), ==, 50);
  g_assert_cmpfloat (flow_node_get_x (nth_node (graph, 1)), ==, 350);
  g_assert_cmpfloat (flow_node_get_y (nth_node (graph, 1)), ==, 200);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Snap Nodes to Grid");
  flow_history_undo (history);
  g_assert_cmpfloat (flow_node_get_x (nth_node (graph, 0)), ==, 107);
  g_assert_cmpfloat (flow_node_get_y (nth_node (graph, 1)), ==, 211);

  g_assert_true (gtk_widget_activate_action (view, "flowview.snap-to-grid", NULL));
  g_assert_true (flow_gtk_view_get_snap_to_grid (FLOW_GTK_VIEW (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/arrange/crossings", test_arrange_crossings);
  g_test_add_func ("/flow-gtk/arrange/selection", test_arrange_selection);
  g_test_add_func ("/flow-gtk/arrange/glide", test_arrange_glide);
  g_test_add_func ("/flow-gtk/arrange/thread", test_arrange_thread);
  g_test_add_func ("/flow-gtk/arrange/pinned", test_arrange_pinned);
  g_test_add_func ("/flow-gtk/arrange/frames", test_arrange_frames);
  g_test_add_func ("/flow-gtk/arrange/too-many", test_arrange_too_many);
  g_test_add_func ("/flow-gtk/arrange/read-only", test_arrange_read_only);
  g_test_add_data_func ("/flow-gtk/arrange/align", GINT_TO_POINTER (FALSE), test_align);
  g_test_add_data_func ("/flow-gtk/arrange/align-rtl", GINT_TO_POINTER (TRUE), test_align);
  g_test_add_func ("/flow-gtk/arrange/distribute", test_distribute);
  g_test_add_func ("/flow-gtk/arrange/snap-selection", test_snap_selection);

  return g_test_run ();
}

/* test-mute.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

/* Muting nodes from the canvas (flowview.toggle-muted, Ctrl+M). */

static void
select_only (GtkWidget *view,
             guint      first,
             guint      n)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  gtk_selection_model_unselect_all (selection);
  gtk_selection_model_select_range (selection, first, n, FALSE);
}

static void
test_mute_toggle (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *a, *b;
  GtkWidget *view, *window;

  g_test_summary ("Ctrl+M mutes the selection, or unmutes it when all of it "
                  "is muted, one step each; frames, reroutes and nodes that "
                  "cannot be muted are left out; the widget shows it; a view "
                  "that does not edit does nothing.");

  a = flow_test_add_node (graph, "A", "in:double", "out:double", 0, 0);
  b = flow_test_add_node (graph, "B", "in:double", "out:double", 300, 0);
  flow_graph_add_node (graph, frame);
  flow_graph_add_node (graph, reroute);
  flow_history_clear (history);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);

  /* Both selected: both muted, one step. */
  select_only (view, 0, 2);
  g_assert_true (gtk_widget_activate_action (view, "flowview.toggle-muted", NULL));
  g_assert_true (flow_node_get_muted (a));
  g_assert_true (flow_node_get_muted (b));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Mute Nodes");
  view_test_run_frames (window, 1);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)),
                                           "muted"));

  /* A screen reader cannot see the faded node: its description says it,
   * after its message when it has one.
   */
  {
    GtkWidget *widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));

    gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Muted: it passes its inputs on instead of computing.");
    flow_node_set_message (a, "Too warm.");
    flow_node_set_state (a, FLOW_NODE_STATE_WARNING);
    gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "Too warm.\nMuted: it passes its inputs on instead of computing.");
    flow_node_set_state (a, FLOW_NODE_STATE_NORMAL);
    flow_node_set_message (a, NULL);
  }

  /* All muted: unmuted. */
  gtk_widget_activate_action (view, "flowview.toggle-muted", NULL);
  g_assert_false (flow_node_get_muted (a));
  g_assert_false (flow_node_get_muted (b));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Unmute Nodes");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)),
                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* Some muted: all of them muted. */
  flow_node_set_muted (a, TRUE);
  gtk_widget_activate_action (view, "flowview.toggle-muted", NULL);
  g_assert_true (flow_node_get_muted (a));
  g_assert_true (flow_node_get_muted (b));
  flow_history_undo (history);
  g_assert_true (flow_node_get_muted (a));
  g_assert_false (flow_node_get_muted (b));

  /* The focused node alone, nothing selected: the history names it. */
  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), b);
  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));
  gtk_widget_activate_action (view, "flowview.toggle-muted", NULL);
  g_assert_true (flow_node_get_muted (b));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Mute Node");

  /* A frame and a reroute compute nothing: nothing happens. */
  select_only (view, 2, 2);
  gtk_widget_activate_action (view, "flowview.toggle-muted", NULL);
  g_assert_false (flow_node_get_muted (frame));
  g_assert_false (flow_node_get_muted (reroute));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Mute Node");

  /* A node that cannot be muted is left out of a selection. */
  flow_node_set_can_mute (b, FALSE);
  flow_node_set_muted (a, FALSE);
  flow_node_set_muted (b, FALSE);
  select_only (view, 0, 2);
  gtk_widget_activate_action (view, "flowview.toggle-muted", NULL);
  g_assert_true (flow_node_get_muted (a));
  g_assert_false (flow_node_get_muted (b));
  flow_node_set_muted (a, TRUE);
  flow_node_set_muted (b, TRUE);

  /* Not editable: the action is off. */
  select_only (view, 0, 2);
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  gtk_widget_activate_action (view, "flowview.toggle-muted", NULL);
  g_assert_true (flow_node_get_muted (a));
  g_assert_true (flow_node_get_muted (b));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/mute", test_mute_toggle);

  return g_test_run ();
}

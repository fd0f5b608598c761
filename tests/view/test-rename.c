/* test-rename.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-view-rename-private.h"

#include "flow-test-utils.h"

/* Renaming a node (flowview.rename-node, F2): the popover with the
 * title, what is stored, one step of the history, and the cases where
 * nothing is renamed.
 */

static GtkWidget *
entry_of (GtkWidget *popover)
{
  GtkWidget *box = gtk_popover_get_child (GTK_POPOVER (popover));

  return gtk_widget_get_next_sibling (gtk_widget_get_first_child (box));
}

/* Opens the popover for @node and renames it to @text by Enter in the
 * entry; returns whether a popover opened.
 */
/* F2 for @node: the popover shown, or NULL. */
static GtkWidget *
open_for (GtkWidget *view,
          FlowNode  *node)
{
  GtkWidget *popover;

  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), node);
  gtk_widget_activate_action (view, "flowview.rename-node", NULL);
  view_test_run_frames (view, 1);
  popover = flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (view));

  return popover != NULL && gtk_widget_get_visible (popover) ? popover : NULL;
}

static gboolean
rename_to (GtkWidget  *view,
           FlowNode   *node,
           const char *text)
{
  GtkWidget *popover = open_for (view, node);
  GtkWidget *entry;

  if (popover == NULL)
    return FALSE;

  entry = entry_of (popover);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "activate");
  view_test_run_frames (view, 2);
  g_assert_null (flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (view)));

  return TRUE;
}

static gboolean
menu_has (GMenuModel *menu,
          const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
    }

  return FALSE;
}

static void
test_rename_node (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *node;
  GtkWidget *view, *window, *popover, *entry;
  int start, end;

  g_test_summary ("F2 opens the focused node's title, selected; Enter stores "
                  "it trimmed, or no title for blanks, one step each; "
                  "nothing for a reroute, a view that does not edit, or a "
                  "graph no longer shown.");

  node = flow_test_add_node (graph, "Add", "a:double", "sum:double", 0, 0);
  flow_node_set_position (reroute, 300, 0);
  flow_graph_add_node (graph, reroute);
  flow_history_clear (history);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);
  g_assert_true (menu_has (flow_gtk_view_get_node_menu (FLOW_GTK_VIEW (view)), "flowview.rename-node"));

  /* The popover: the title in the entry, all of it selected, focused. */
  popover = open_for (view, node);
  g_assert_nonnull (popover);
  entry = entry_of (popover);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Add");
  g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
  g_assert_cmpint (start, ==, 0);
  g_assert_cmpint (end, ==, 3);
  g_assert_true (gtk_widget_has_focus (entry) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));
  gtk_test_accessible_assert_relation (entry, GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                       gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover))),
                                       NULL);

  /* Closed without Enter: nothing changes. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  view_test_run_frames (window, 2);
  g_assert_null (flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (view)));
  g_assert_cmpstr (flow_node_get_title (node), ==, "Add");
  g_assert_false (flow_history_get_can_undo (history));

  /* Enter: trimmed, one step; the node keeps the keyboard. */
  g_assert_true (rename_to (view, node, "  Subtotal "));
  g_assert_cmpstr (flow_node_get_title (node), ==, "Subtotal");
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Rename Node");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node))));

  /* Blanks: no title, "Untitled node" wherever the view names it. */
  g_assert_true (rename_to (view, node, "   "));
  g_assert_null (flow_node_get_title (node));
  flow_history_undo (history);
  g_assert_cmpstr (flow_node_get_title (node), ==, "Subtotal");

  /* A reroute has no title to show. */
  g_assert_false (rename_to (view, reroute, "Knot"));

  /* A view that does not edit: the action is off. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  g_assert_false (rename_to (view, node, "Total"));
  g_assert_cmpstr (flow_node_get_title (node), ==, "Subtotal");
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);

  /* Open while the view turns read-only, or while its node leaves the
   * graph: it closes, and nothing is renamed.
   */
  popover = open_for (view, node);
  g_assert_nonnull (popover);
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  view_test_run_frames (window, 2);
  g_assert_null (flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (view)));
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  view_test_run_frames (window, 2);
  popover = open_for (view, node);
  g_assert_nonnull (popover);
  g_object_ref (node);
  flow_graph_remove_node (graph, node);
  view_test_run_frames (window, 2);
  g_assert_null (flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (view)));
  flow_history_undo (history);
  g_object_unref (node);
  view_test_run_frames (window, 2);
  g_assert_cmpstr (flow_node_get_title (node), ==, "Subtotal");

  /* The view shows another graph before Enter: it closes, and nothing is
   * renamed.
   */
  popover = open_for (view, node);
  g_assert_nonnull (popover);
  entry = g_object_ref (entry_of (popover));
  gtk_editable_set_text (GTK_EDITABLE (entry), "Total");
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), other);
  g_signal_emit_by_name (entry, "activate");
  view_test_run_frames (window, 2);
  g_assert_null (flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (view)));
  g_assert_cmpstr (flow_node_get_title (node), ==, "Subtotal");
  g_object_unref (entry);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/rename", test_rename_node);

  return g_test_run ();
}

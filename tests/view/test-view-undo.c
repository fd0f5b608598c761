/* test-view-undo.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Undo, redo and the clipboard through the view's actions: one step per
 * command, undone exactly, the nodes a step brings back selected; copy,
 * paste, duplicate and cut, with the history's labels in the menu.
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-test-utils.h"
#include "flow-test-utils.h"

#include <string.h>

static void
test_view_undo (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(GtkBitset) selected = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  GtkSelectionModel *selection;
  double x;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  /* Building the graph happened before the view started recording. */
  g_assert_false (flow_history_get_can_undo (flow_graph_get_history (graph)));

  /* Three nudges of the same node are one step. */
  gtk_selection_model_select_item (selection, 2, TRUE);
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 10.0, 0.0);
  g_assert_cmpfloat (flow_node_get_x (c), ==, 430);
  gtk_widget_activate_action (view, "flowview.undo", NULL);
  g_assert_cmpfloat (flow_node_get_x (c), ==, 400);
  gtk_widget_activate_action (view, "flowview.redo", NULL);
  g_assert_cmpfloat (flow_node_get_x (c), ==, 430);

  /* Deleting nodes with their connection is one step, undone exactly;
   * the nodes it brings back are selected, not the one between them.
   */
  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 2, FALSE);
  gtk_widget_activate_action (view, "flowview.delete-selection", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);
  gtk_widget_activate_action (view, "flowview.undo", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 1);
  g_assert_true (gtk_selection_model_is_selected (selection, 0));
  g_assert_false (gtk_selection_model_is_selected (selection, 1));
  g_assert_true (gtk_selection_model_is_selected (selection, 2));
  view_test_run_frames (window, 2);

  /* A step that brings no node back leaves the selection alone. */
  x = flow_node_get_x (b);
  gtk_selection_model_select_item (selection, 1, TRUE);
  gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 10.0, 0.0);
  gtk_selection_model_unselect_all (selection);
  gtk_widget_activate_action (view, "flowview.undo", NULL);
  g_assert_cmpfloat (flow_node_get_x (b), ==, x);
  selected = gtk_selection_model_get_selection (selection);
  g_assert_true (gtk_bitset_is_empty (selected));

  /* Not editable: no undo. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  gtk_widget_activate_action (view, "flowview.undo", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
wait_for_items (GListModel *model,
                guint       n)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_list_model_get_n_items (model) != n && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

/* Item @item of section @section of @menu has @label and @action. */
static void
assert_menu_item (GMenuModel *menu,
                  int         section,
                  int         item,
                  const char *label,
                  const char *action)
{
  g_autoptr(GMenuModel) items = g_menu_model_get_item_link (menu, section, G_MENU_LINK_SECTION);
  g_autofree char *item_label = NULL;
  g_autofree char *item_action = NULL;

  g_assert_nonnull (items);
  g_assert_true (g_menu_model_get_item_attribute (items, item, G_MENU_ATTRIBUTE_LABEL, "s", &item_label));
  g_assert_true (g_menu_model_get_item_attribute (items, item, G_MENU_ATTRIBUTE_ACTION, "s", &item_action));
  g_assert_cmpstr (item_label, ==, label);
  g_assert_cmpstr (item_action, ==, action);
}

static void
test_view_clipboard (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  GtkSelectionModel *selection;
  GdkClipboard *clipboard;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  clipboard = gtk_widget_get_clipboard (view);

  /* Copy the connected pair a → c, paste: two new nodes, connected, and
   * selected in place of the originals.
   */
  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 2, FALSE);
  gtk_widget_activate_action (view, "flowview.copy", NULL);
  gtk_widget_activate_action (view, "flowview.paste", NULL);
  wait_for_items (G_LIST_MODEL (graph), 5);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 2);
  g_assert_false (gtk_selection_model_is_selected (selection, 0));
  g_assert_true (gtk_selection_model_is_selected (selection, 3));
  g_assert_true (gtk_selection_model_is_selected (selection, 4));

  /* One step, named as the history names a paste, in the menu too. */
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==,
                   "Undo Paste 2 Nodes");
  assert_menu_item (flow_gtk_view_get_canvas_menu (FLOW_GTK_VIEW (view)), 0, 0,
                    "Undo Paste 2 Nodes", "flowview.undo");
  assert_menu_item (flow_gtk_view_get_canvas_menu (FLOW_GTK_VIEW (view)), 0, 1,
                    "Redo", "flowview.redo");
  gtk_widget_activate_action (view, "flowview.undo", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);
  assert_menu_item (flow_gtk_view_get_canvas_menu (FLOW_GTK_VIEW (view)), 0, 1,
                    "Redo Paste 2 Nodes", "flowview.redo");

  /* Duplicate works without the clipboard; cut removes. */
  gtk_selection_model_select_item (selection, 1, TRUE);
  gtk_widget_activate_action (view, "flowview.duplicate", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==,
                   "Undo Duplicate Node");
  gtk_widget_activate_action (view, "flowview.cut", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);

  /* Arbitrary text is refused with a message, and changes nothing. */
  gdk_clipboard_set_text (clipboard, "not a graph at all");
  gtk_widget_activate_action (view, "flowview.paste", NULL);
  {
    gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    while (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)) == NULL &&
           g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_nonnull (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);

  /* The message is an alert named by its text, for assistive
   * technologies.
   */
  {
    GtkWidget *message = NULL;

    for (GtkWidget *child = gtk_widget_get_first_child (view); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (gtk_widget_has_css_class (child, "flow-message"))
        message = child;

    g_assert_nonnull (message);
    g_assert_true (gtk_widget_get_visible (message));
    gtk_test_accessible_assert_role (message, GTK_ACCESSIBLE_ROLE_ALERT);
    gtk_test_accessible_assert_property (message, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         _flow_gtk_view_get_message (FLOW_GTK_VIEW (view)));
  }
  g_assert_true (g_str_has_prefix (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)),
                                   "The clipboard holds no nodes to paste."));

  /* A group node pasted into its own group's graph: refused, with the
   * reason alone; the clipboard did hold nodes.
   */
  {
    g_autoptr(GError) error = NULL;
    FlowNode *group_node = flow_graph_group_nodes (graph, &c, 1, "Group", &error);
    FlowGraph *inside;
    const char *text;

    g_assert_no_error (error);
    gtk_selection_model_select_item (selection, g_list_model_get_n_items (G_LIST_MODEL (graph)) - 1, TRUE);
    gtk_widget_activate_action (view, "flowview.copy", NULL);
    inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
    flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), inside);
    g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) == inside);
    gtk_widget_activate_action (view, "flowview.paste", NULL);
    {
      gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

      while ((_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)) == NULL ||
              g_str_has_prefix (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), "The clipboard")) &&
             g_get_monotonic_time () < deadline)
        view_test_wait (10);
    }
    text = _flow_gtk_view_get_message (FLOW_GTK_VIEW (view));
    g_assert_nonnull (text);
    g_assert_nonnull (strstr (text, "cannot contain itself"));
    g_assert_null (strstr (text, "clipboard"));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 3);
    flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), graph);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Commands made by keys while zoomed out below the level of detail keep
 * the zoom: what they make is selected, the keyboard stays in the view,
 * and the arrows move what was made. Giving it a node's focus zoomed in
 * to 100 % at each paste.
 */
static void
test_view_made_zoomed_out (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(GtkBitset) selected = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  GtkSelectionModel *selection;
  FlowGtkViewport *viewport;
  g_autoptr(FlowNode) copy = NULL;
  const double zoomed_out = 0.25;
  double x;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  g_assert_cmpfloat (zoomed_out, <, flow_gtk_view_get_detail_zoom (FLOW_GTK_VIEW (view)));

  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), a);
  view_test_run_frames (window, 2);
  flow_gtk_viewport_set_zoom (viewport, zoomed_out);
  view_test_run_frames (window, 2);

  /* Duplicate by keys: the copy is selected alone, the zoom stays. */
  gtk_widget_activate_action (view, "flowview.duplicate", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, zoomed_out);
  selected = gtk_selection_model_get_selection (selection);
  g_assert_cmpuint (gtk_bitset_get_size (selected), ==, 1);
  g_assert_true (gtk_bitset_contains (selected, 3));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == view);

  /* The arrows move the copy. */
  copy = g_list_model_get_item (G_LIST_MODEL (graph), 3);
  x = flow_node_get_x (copy);
  gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 10.0, 0.0);
  g_assert_cmpfloat (flow_node_get_x (copy), ==, x + 10);
  g_assert_cmpfloat (flow_node_get_x (a), ==, 40);

  /* A group and a frame made by keys keep the zoom too. */
  gtk_widget_activate_action (view, "flowview.group-selection", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, zoomed_out);
  g_assert_true (FLOW_IS_GROUP_NODE (g_list_model_get_item (G_LIST_MODEL (graph), 3)));
  g_object_unref (g_list_model_get_item (G_LIST_MODEL (graph), 3));
  gtk_widget_activate_action (view, "flowview.add-frame", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, zoomed_out);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 5);
  view_test_run_frames (window, 2);

  /* Zoomed in, the copy takes the keyboard, as before. */
  flow_gtk_viewport_set_zoom (viewport, 1.0);
  view_test_run_frames (window, 2);
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), b);
  gtk_widget_activate_action (view, "flowview.duplicate", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 6);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) != view);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), view));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/undo", test_view_undo);
  g_test_add_func ("/flow-gtk/view/clipboard", test_view_clipboard);
  g_test_add_func ("/flow-gtk/view/made-zoomed-out", test_view_made_zoomed_out);

  return g_test_run ();
}

/* test-view-editable.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

/* The actions that change the graph, of every room of the view, are
 * enabled while the view shows a graph and may edit it, and only then.
 */

static const struct
{
  const char *detailed;
} editing[] = {
  { "flowview.cut" },
  { "flowview.paste" },
  { "flowview.duplicate" },
  { "flowview.delete-selection" },
  { "flowview.delete-connection" },
  { "flowview.dissolve-selection" },
  { "flowview.add-reroute" },
  { "flowview.rename-node" },
  { "flowview.toggle-muted" },
  { "flowview.arrange" },
  { "flowview.align::left" },
  { "flowview.distribute::horizontal" },
  { "flowview.snap-selection" },
  { "flowview.toggle-pinned" },
  { "flowview.add-frame" },
  { "flowview.edit-frame" },
  { "flowview.toggle-frame-collapsed" },
  { "flowview.move-selection((10.0,0.0))" },
  { "flowview.add-node::pointer" },
  { "flowview.connect" },
  { "flowview.disconnect" },
  { "flowview.group-selection" },
  { "flowview.ungroup" },
  { "flowview.undo" },
};

/* A button for each editing action, in a popover of the view: GTK makes
 * a button insensitive while its action is disabled, and tells no other
 * way (activating a disabled action does nothing, and says it ran).
 */
static GtkWidget *
buttons_new (GtkWidget *view)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  for (guint i = 0; i < G_N_ELEMENTS (editing); i++)
    {
      GtkWidget *button = gtk_button_new_with_label (editing[i].detailed);

      gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), editing[i].detailed);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, view);

  return box;
}

static void
assert_enabled (GtkWidget *buttons,
                gboolean   enabled)
{
  guint i = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (buttons);
       button != NULL;
       button = gtk_widget_get_next_sibling (button), i++)
    if (gtk_widget_get_sensitive (button) != enabled)
      g_error ("%s is %s", editing[i].detailed, enabled ? "disabled" : "enabled");

  g_assert_cmpuint (i, ==, G_N_ELEMENTS (editing));
}

static void
test_view_editable_actions (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view, *window, *buttons;

  g_test_summary ("Every action that changes the graph is disabled while "
                  "the view is read-only or shows no graph, and enabled "
                  "when it can edit again.");

  flow_test_add_node (graph, "A", "in:double", "out:double", 0, 0);
  flow_test_add_node (graph, "B", "in:double", "out:double", 300, 0);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  buttons = buttons_new (view);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  assert_enabled (buttons, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), NULL);
  assert_enabled (buttons, FALSE);

  /* Editable with a graph: all enabled, undo once there is a step. */
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), graph);
  flow_node_set_title (g_list_model_get_item (G_LIST_MODEL (graph), 0), "A2");
  g_object_unref (g_list_model_get_item (G_LIST_MODEL (graph), 0));
  assert_enabled (buttons, TRUE);

  gtk_widget_unparent (gtk_widget_get_ancestor (buttons, GTK_TYPE_POPOVER));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/editable-actions", test_view_editable_actions);

  return g_test_run ();
}

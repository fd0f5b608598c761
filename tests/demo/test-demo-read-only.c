/* test-demo-read-only.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * flow-demo's Read-Only View, with real input (XTEST): while it is on,
 * keys, drags and paste change nothing and undo is off; selecting and
 * copying still work.
 */

#include "config.h"

#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-window.h"

#include "demo-test-utils.h"
#include "xtest-utils.h"

static FlowDemoWindow *
create_window (void)
{
  FlowDemoWindow *window = flow_demo_window_new (NULL);

  demo_test_present (GTK_WIDGET (window), 1400, 900);

  return window;
}

static void
destroy_window (FlowDemoWindow *window)
{
  demo_test_destroy (GTK_WIDGET (window));
}

static void
press_with (GtkWidget   *widget,
            const guint *modifiers,
            guint        keyval)
{
  guint n = 0;

  while (modifiers[n] != 0)
    xtest_key (widget, modifiers[n++], TRUE);
  xtest_tap_key (widget, keyval);
  while (n > 0)
    xtest_key (widget, modifiers[--n], FALSE);
  xtest_spin (100);
}

static const guint none[] = { 0 };
static const guint ctrl[] = { GDK_KEY_Control_L, 0 };
static const guint ctrl_shift[] = { GDK_KEY_Control_L, GDK_KEY_Shift_L, 0 };

static void
test_read_only (void)
{
  FlowDemoWindow *window;
  FlowGtkView *view;
  FlowGraph *graph;
  FlowHistory *history;
  FlowNode *apples;
  graphene_rect_t bounds;
  graphene_point_t point;
  double x, y;
  guint n;

  g_test_summary ("Read-Only View stops every edit by key, drag, paste and undo, and "
                  "leaves selecting and copying.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  view = flow_demo_window_get_view (window);
  graph = flow_demo_window_get_graph (window);
  history = flow_graph_get_history (graph);
  apples = flow_demo_example_find_node (graph, "Apples");
  n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  /* An edit to undo later. */
  flow_node_set_position (apples, flow_node_get_x (apples) + 20, flow_node_get_y (apples));
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "undo"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "read-only", NULL);
  g_assert_false (flow_gtk_view_get_editable (view));
  g_assert_false (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "undo"));
  x = flow_node_get_x (apples);
  y = flow_node_get_y (apples);

  /* A click on the node's header selects it. */
  g_assert_true (flow_gtk_view_get_node_bounds (view, apples, &bounds));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 3,
                                                            bounds.origin.y + 8),
                                      &point);
  xtest_click (GTK_WIDGET (view), point.x, point.y);
  g_assert_cmpuint (gtk_bitset_get_size (gtk_selection_model_get_selection (flow_gtk_view_get_selection (view))), ==, 1);

  /* Dragging it, the arrow keys, Delete, Ctrl+Delete, Ctrl+Shift+L,
   * Ctrl+Z, copying and pasting: nothing changes.
   */
  xtest_drag (GTK_WIDGET (view), 1, point.x, point.y, point.x + 120, point.y + 80, 10);
  press_with (GTK_WIDGET (view), none, GDK_KEY_Right);
  press_with (GTK_WIDGET (view), none, GDK_KEY_Delete);
  press_with (GTK_WIDGET (view), ctrl, GDK_KEY_Delete);
  press_with (GTK_WIDGET (view), ctrl_shift, GDK_KEY_l);
  press_with (GTK_WIDGET (view), ctrl, GDK_KEY_z);
  press_with (GTK_WIDGET (view), ctrl, GDK_KEY_c);
  press_with (GTK_WIDGET (view), ctrl, GDK_KEY_v);
  xtest_spin (300);

  g_assert_true (flow_node_get_graph (apples) == graph);
  g_assert_cmpfloat (flow_node_get_x (apples), ==, x);
  g_assert_cmpfloat (flow_node_get_y (apples), ==, y);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n);
  g_assert_true (flow_history_get_can_undo (history));

  /* Editable again: what was copied pastes, and undo is back. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "read-only", NULL);
  g_assert_true (flow_gtk_view_get_editable (view));
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "undo"));
  press_with (GTK_WIDGET (view), ctrl, GDK_KEY_v);
  {
    gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    while (g_list_model_get_n_items (G_LIST_MODEL (graph)) == n && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n + 1);

  destroy_window (window);
}

/* Clicks the "+" of the spin button in the node of @node. */
static void
click_plus (FlowGtkView *view,
            FlowNode    *node)
{
  GtkWidget *widget = GTK_WIDGET (flow_gtk_view_get_node_widget (view, node));
  GtkWidget *spin = demo_test_find (widget, GTK_TYPE_SPIN_BUTTON, NULL, NULL, TRUE);
  GtkWidget *plus;

  g_assert_nonnull (spin);
  plus = gtk_widget_get_last_child (spin);
  g_assert_true (gtk_widget_has_css_class (plus, "up"));
  xtest_click (plus, gtk_widget_get_width (plus) / 2.0, gtk_widget_get_height (plus) / 2.0);
  xtest_spin (300);
}

static void
test_read_only_editors (void)
{
  FlowDemoWindow *window;
  FlowGtkView *view;
  FlowNode *apples;
  const GValue *value;

  g_test_summary ("Read-Only View stops the editors inside nodes too: a click on a "
                  "spin button's + changes nothing until the view is editable again.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  view = flow_demo_window_get_view (window);
  apples = flow_demo_example_find_node (flow_demo_window_get_graph (window), "Apples");
  value = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (apples, "value")));
  g_assert_cmpint (g_value_get_int (value), ==, 3);

  g_action_group_activate_action (G_ACTION_GROUP (window), "read-only", NULL);
  click_plus (view, apples);
  value = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (apples, "value")));
  g_assert_cmpint (g_value_get_int (value), ==, 3);

  g_action_group_activate_action (G_ACTION_GROUP (window), "read-only", NULL);
  click_plus (view, apples);
  value = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (apples, "value")));
  g_assert_cmpint (g_value_get_int (value), ==, 4);

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  flow_demo_ensure_resources ();
  flow_gtk_init ();

  g_test_add_func ("/demo/read-only/edits-refused", test_read_only);
  g_test_add_func ("/demo/read-only/editors", test_read_only_editors);

  return g_test_run ();
}

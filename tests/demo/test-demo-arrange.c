/* test-demo-arrange.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * flow-demo's arranging commands, reached as a user reaches them with
 * real input (XTEST): the canvas menu's Arrange Nodes and the node
 * menu's Align submenu, each one step that Ctrl+Z takes back.
 */

#include "config.h"

#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-window.h"

#include "demo-test-utils.h"
#include "xtest-utils.h"

#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#include <string.h>

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

/* How many visible labels under @root read @text. */
static guint
count_labels (GtkWidget  *root,
              const char *text)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root) ||
      !gtk_widget_get_mapped (root))
    return 0;

  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    n++;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_labels (child, text);

  return n;
}

/* Clicks the menu item labelled @text in the open menu of @view. */
static void
click_menu_item (FlowGtkView *view,
                 const char  *text)
{
  GtkWidget *label = NULL;

  for (guint tries = 0; tries < 50 && label == NULL; tries++)
    {
      xtest_spin (20);
      label = demo_test_find (GTK_WIDGET (view), GTK_TYPE_LABEL, NULL, text, FALSE);
    }
  g_assert_nonnull (label);

  xtest_click (label, gtk_widget_get_width (label) / 2.0, gtk_widget_get_height (label) / 2.0);
  xtest_spin (100);
}

/* Presses and releases the right button at once: the menu opens on the
 * press and grabs the pointer, and a release that came after the grab
 * would reach the menu, which never saw the press (GTK warns).
 */
static void
right_click (GtkWidget *widget,
             double     x,
             double     y)
{
  Display *dpy = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));

  xtest_move (widget, x, y);
  XTestFakeButtonEvent (dpy, 3, True, CurrentTime);
  XTestFakeButtonEvent (dpy, 3, False, CurrentTime);
  XSync (dpy, False);
  xtest_spin (200);
}

/* Positions of every node, x and y in turn. */
static GArray *
positions (FlowGraph *graph)
{
  GArray *array = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      double x = flow_node_get_x (node), y = flow_node_get_y (node);

      g_array_append_val (array, x);
      g_array_append_val (array, y);
    }

  return array;
}

static gboolean
same_positions (GArray *a,
                GArray *b)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (double)) == 0;
}

static void
test_canvas_menu_arrange (void)
{
  FlowDemoWindow *window;
  FlowGtkView *view;
  FlowGraph *graph;
  FlowHistory *history;
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;

  g_test_summary ("Arrange Nodes in the canvas menu arranges the example, as one step.");

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
  before = positions (graph);

  /* Empty canvas at the view's bottom-left corner. */
  right_click (GTK_WIDGET (view), 30, gtk_widget_get_height (GTK_WIDGET (view)) - 30);
  /* Fit the Graph shows its key as Home, not as the keypad's. */
  g_assert_nonnull (demo_test_find (GTK_WIDGET (view), GTK_TYPE_LABEL, NULL, "Fit the Graph", FALSE));
  g_assert_cmpuint (count_labels (GTK_WIDGET (view), "Home"), ==, 1);
  g_assert_cmpuint (count_labels (GTK_WIDGET (view), "KP Home"), ==, 0);
  click_menu_item (view, "Arrange Nodes");

  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Arrange Nodes");
  after = positions (graph);
  g_assert_false (same_positions (before, after));

  xtest_tap_key_with (GTK_WIDGET (view), GDK_CONTROL_MASK, GDK_KEY_z);
  g_clear_pointer (&after, g_array_unref);
  after = positions (graph);
  g_assert_true (same_positions (before, after));

  destroy_window (window);
}

static void
test_node_menu_align (void)
{
  FlowDemoWindow *window;
  FlowGtkView *view;
  FlowGraph *graph;
  FlowHistory *history;
  g_autoptr(FlowNode) first = NULL;
  graphene_rect_t bounds;
  graphene_point_t point;
  double left = G_MAXDOUBLE;

  g_test_summary ("Left Edges in the Align submenu of the node menu's Layout lines the selection up.");

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
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      left = MIN (left, flow_node_get_x (node));
    }

  gtk_widget_grab_focus (GTK_WIDGET (view));
  xtest_tap_key_with (GTK_WIDGET (view), GDK_CONTROL_MASK, GDK_KEY_a);

  /* A right click on a node's header. */
  first = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  g_assert_true (flow_gtk_view_get_node_bounds (view, first, &bounds));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                            bounds.origin.y + 8),
                                      &point);
  right_click (GTK_WIDGET (view), point.x, point.y);
  click_menu_item (view, "Layout");
  click_menu_item (view, "Align");
  click_menu_item (view, "Left Edges");

  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Align Nodes");
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      g_assert_cmpfloat (flow_node_get_x (node), ==, left);
    }

  destroy_window (window);
}

static void
test_node_menu_dissolve (void)
{
  FlowDemoWindow *window;
  FlowGtkView *view;
  FlowGraph *graph;
  FlowNode *clamp, *temperature, *clamped;
  graphene_rect_t bounds;
  graphene_point_t point;

  g_test_summary ("Dissolve, in the node menu and on Ctrl+Delete, removes the Logic example's Clamp and "
                  "feeds its input's source to what it fed.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.example", "s", "logic"));
  demo_test_wait_frames (GTK_WIDGET (window), 3);
  view = flow_demo_window_get_view (window);
  graph = flow_demo_window_get_graph (window);
  clamp = flow_demo_example_find_node (graph, "Clamp");
  temperature = flow_demo_example_find_node (graph, "Temperature");
  clamped = flow_demo_example_find_node (graph, "Clamped");
  g_assert_nonnull (clamp);

  g_assert_true (flow_gtk_view_get_node_bounds (view, clamp, &bounds));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 3,
                                                            bounds.origin.y + 8),
                                      &point);
  /* The node menu offers it... */
  right_click (GTK_WIDGET (view), point.x, point.y);
  {
    GtkWidget *label = demo_test_find (GTK_WIDGET (view), GTK_TYPE_LABEL, NULL, "Dissolve", FALSE);

    g_assert_nonnull (label);
    /* Delete shows its key as Delete, not BackSpace. */
    g_assert_cmpuint (count_labels (GTK_WIDGET (view), "Delete"), ==, 2);
    g_assert_cmpuint (count_labels (GTK_WIDGET (view), "BackSpace"), ==, 0);
    gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (label, GTK_TYPE_POPOVER)));
    xtest_spin (100);
  }

  /* ...with its key, which a click on the node and Ctrl+Delete use. */
  xtest_click (GTK_WIDGET (view), point.x, point.y);
  xtest_tap_key_with (GTK_WIDGET (view), GDK_CONTROL_MASK, GDK_KEY_Delete);

  g_assert_null (flow_demo_example_find_node (graph, "Clamp"));
  g_assert_nonnull (flow_graph_find_connection (graph,
                                                flow_node_get_source (temperature, "value"),
                                                flow_node_get_sink (clamped, "value")));
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==,
                   "Undo Dissolve Node");

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

  g_test_add_func ("/demo/arrange/canvas-menu", test_canvas_menu_arrange);
  g_test_add_func ("/demo/arrange/node-menu-align", test_node_menu_align);
  g_test_add_func ("/demo/arrange/node-menu-dissolve", test_node_menu_dissolve);

  return g_test_run ();
}

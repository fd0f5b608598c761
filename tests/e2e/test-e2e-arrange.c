/* test-e2e-arrange.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "xtest-utils.h"

#include "flow-gtk-view-private.h"
#include "flow-gtk-test-utils.h"

#include <flow-gtk/flow-gtk.h>

#include <math.h>

/* Arranging, aligning, distributing and snapping with the keys a user
 * presses, sent through the X server, with assertions on the model.
 */

typedef struct
{
  GtkWidget *window;
  GtkWidget *view;
  FlowGraph *graph;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->graph = flow_gtk_test_crossed_graph ();

  fixture->view = flow_gtk_view_new (fixture->graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fixture->view), FALSE);
  fixture->window = xtest_show_window ("Flow arrange end-to-end", 1000, 800, fixture->view);

  if (!xtest_available (fixture->view))
    g_test_skip ("No XTEST extension on this display");
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  xtest_spin (50);
  g_clear_object (&fixture->graph);
}

static FlowNode *
nth_node (Fixture *fixture,
          guint    i)
{
  FlowNode *node = g_list_model_get_item (G_LIST_MODEL (fixture->graph), i);

  g_object_unref (node);
  return node;
}


/* A click on empty canvas gives the view the keyboard focus. */
static void
focus_view (Fixture *fixture)
{
  xtest_click (fixture->view, 960, 780);
  g_assert_true (gtk_widget_has_focus (fixture->view));
}

static void
test_e2e_arrange (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  double x0 = flow_node_get_x (nth_node (fixture, 3));
  double y0 = flow_node_get_y (nth_node (fixture, 3));

  focus_view (fixture);
  g_assert_cmpuint (flow_gtk_test_count_crossings (FLOW_GTK_VIEW (fixture->view)), ==, 4);

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_l);
  /* The nodes glide into place for a quarter of a second. */
  xtest_spin (400);
  g_assert_cmpuint (flow_gtk_test_count_crossings (FLOW_GTK_VIEW (fixture->view)), ==, 0);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Arrange Nodes");

  /* One Ctrl+Z takes it all back. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_cmpuint (flow_gtk_test_count_crossings (FLOW_GTK_VIEW (fixture->view)), ==, 4);
  g_assert_cmpfloat (flow_node_get_x (nth_node (fixture, 3)), ==, x0);
  g_assert_cmpfloat (flow_node_get_y (nth_node (fixture, 3)), ==, y0);
  g_assert_false (flow_history_get_can_undo (history));
}

static void
test_e2e_align (Fixture       *fixture,
                gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (fixture->graph));
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    {
      left = MIN (left, flow_node_get_x (nth_node (fixture, i)));
      top = MIN (top, flow_node_get_y (nth_node (fixture, i)));
    }

  focus_view (fixture);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_a);

  xtest_tap_key_with (fixture->view, GDK_ALT_MASK | GDK_SHIFT_MASK, GDK_KEY_Left);
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat (flow_node_get_x (nth_node (fixture, i)), ==, left);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Align Nodes");

  xtest_tap_key_with (fixture->view, GDK_ALT_MASK | GDK_SHIFT_MASK, GDK_KEY_Up);
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat (flow_node_get_y (nth_node (fixture, i)), ==, top);

  /* Two steps: two Ctrl+Z go back to the start. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_false (flow_history_get_can_undo (history));
  g_assert_cmpfloat (flow_node_get_x (nth_node (fixture, 3)), ==, 500);
}

static void
test_e2e_distribute_snap (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  /* The sources of the crossed graph, each added before its sink. */
  static const guint sources[] = { 0, 2, 4 };
  graphene_rect_t r[3];

  /* The three sources (40, 40 + 120 i), the first moved up, off the grid. */
  flow_node_set_position (nth_node (fixture, 0), 43, 17);
  flow_history_clear (history);

  focus_view (fixture);
  /* Shift-click the three sources' headers: real pointer selection. */
  for (guint i = 0; i < 3; i++)
    {
      FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
      graphene_point_t widget;
      graphene_rect_t bounds;

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view),
                                                    nth_node (fixture, sources[i]), &bounds));
      flow_gtk_viewport_canvas_to_widget (viewport,
                                          &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                                bounds.origin.y + 8),
                                          &widget);
      if (i > 0)
        xtest_key (fixture->view, GDK_KEY_Shift_L, TRUE);
      xtest_click (fixture->view, widget.x, widget.y);
      if (i > 0)
        xtest_key (fixture->view, GDK_KEY_Shift_L, FALSE);
    }
  g_assert_cmpuint (gtk_bitset_get_size (gtk_selection_model_get_selection (flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view)))), ==, 3);

  xtest_tap_key_with (fixture->view, GDK_ALT_MASK | GDK_SHIFT_MASK, GDK_KEY_v);
  for (guint i = 0; i < 3; i++)
    g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view),
                                                  nth_node (fixture, sources[i]), &r[i]));
  g_assert_cmpfloat (r[0].origin.y, ==, 17);
  g_assert_cmpfloat (r[2].origin.y, ==, 280);
  g_assert_cmpfloat (fabs ((r[1].origin.y - (r[0].origin.y + r[0].size.height)) -
                           (r[2].origin.y - (r[1].origin.y + r[1].size.height))), <=, 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Distribute Nodes");

  xtest_tap_key_with (fixture->view, GDK_ALT_MASK | GDK_SHIFT_MASK, GDK_KEY_g);
  g_assert_cmpfloat (flow_node_get_x (nth_node (fixture, 0)), ==, 40);
  g_assert_cmpfloat (flow_node_get_y (nth_node (fixture, 0)), ==, 20);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Snap Nodes to Grid");

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_cmpfloat (flow_node_get_x (nth_node (fixture, 0)), ==, 43);
  g_assert_cmpfloat (flow_node_get_y (nth_node (fixture, 0)), ==, 17);
  g_assert_cmpfloat (flow_node_get_y (nth_node (fixture, 2)), ==, 160);
  g_assert_false (flow_history_get_can_undo (history));
}

/* A click selects a node, Alt+Shift+P pins it; a drag of its header
 * then leaves it where it is, and Ctrl+Shift+L arranges the others
 * around it. Alt+Shift+P again unpins it, and a drag moves it.
 */
static void
test_e2e_pin (Fixture       *fixture,
              gconstpointer  data)
{
  FlowNode *node = nth_node (fixture, 3);
  graphene_point_t grab;
  double x = flow_node_get_x (node), y = flow_node_get_y (node);

  focus_view (fixture);
  grab = flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), node);
  xtest_click (fixture->view, grab.x, grab.y);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK | GDK_SHIFT_MASK, GDK_KEY_P);
  g_assert_true (flow_node_get_pinned (node));

  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 120, grab.y + 60, 10);
  xtest_spin (100);
  g_assert_cmpfloat (flow_node_get_x (node), ==, x);
  g_assert_cmpfloat (flow_node_get_y (node), ==, y);

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_l);
  xtest_spin (400);
  g_assert_cmpfloat (flow_node_get_x (node), ==, x);
  g_assert_cmpfloat (flow_node_get_y (node), ==, y);
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (fixture->graph)), ==,
                   "Undo Arrange Nodes");

  xtest_click (fixture->view, grab.x, grab.y);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK | GDK_SHIFT_MASK, GDK_KEY_P);
  g_assert_false (flow_node_get_pinned (node));
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 120, grab.y + 60, 10);
  xtest_spin (100);
  g_assert_cmpfloat (flow_node_get_x (node), >, x + 60);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/flow-gtk/e2e/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("arrange", test_e2e_arrange);
  ADD ("align", test_e2e_align);
  ADD ("distribute-snap", test_e2e_distribute_snap);
  ADD ("pin", test_e2e_pin);

#undef ADD

  return g_test_run ();
}

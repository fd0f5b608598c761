/* test-e2e-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "xtest-utils.h"

#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

#include <flow-gtk/flow-gtk.h>

/* Subgraphs with real input: nodes selected with the pointer, grouped
 * with Ctrl+G, the group entered with Alt+Down, edited and left with
 * Alt+Up, ungrouped with Ctrl+Alt+G, all undone with Ctrl+Z; every
 * step checked on the model.
 */

typedef struct
{
  GtkWidget *window;
  GtkWidget *view;
  FlowGraph *graph;
  FlowNode  *number;
  FlowNode  *sum;
  FlowNode  *result;
} Fixture;

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          const char *sinks,
          const char *sources,
          double      x,
          double      y)
{
  FlowNode *node = flow_test_node_new (title, sinks, sources);

  flow_node_set_position (node, x, y);
  flow_graph_add_node (graph, node);

  return node;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->graph = flow_graph_new ();
  fixture->number = add_node (fixture->graph, "Number", "", "out:double", 60, 60);
  fixture->sum = add_node (fixture->graph, "Sum", "a:double,b:double", "out:double", 400, 140);
  fixture->result = add_node (fixture->graph, "Result", "in:double", "", 720, 160);
  flow_test_connect (fixture->graph, flow_node_get_source (fixture->number, "out"),
                     flow_node_get_sink (fixture->sum, "a"));
  flow_test_connect (fixture->graph, flow_node_get_source (fixture->sum, "out"),
                     flow_node_get_sink (fixture->result, "in"));
  /* Edits are recorded from here on. */
  flow_graph_get_history (fixture->graph);

  fixture->view = flow_gtk_view_new (fixture->graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fixture->view), FALSE);
  fixture->window = flow_gtk_test_show_in_window (fixture->view, "Flow groups end-to-end", 1000, 640);
  xtest_spin (200);

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
  g_clear_object (&fixture->number);
  g_clear_object (&fixture->sum);
  g_clear_object (&fixture->result);
}

/* A point on a node's header, in view coordinates. */
static graphene_point_t
header_point (Fixture  *fixture,
              FlowNode *node)
{
  return flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), node);
}

static FlowNode *
only_group_node (FlowGraph *graph)
{
  FlowNode *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_GROUP_NODE (node))
        {
          g_assert_null (found);
          found = node;
        }
    }

  return found;
}

/* Selects Sum and Result with the pointer and groups them. */
static FlowNode *
group_sum_and_result (Fixture *fixture)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  graphene_point_t p;
  FlowNode *group_node;

  p = header_point (fixture, fixture->sum);
  xtest_click (fixture->view, p.x, p.y);
  p = header_point (fixture, fixture->result);
  xtest_key (fixture->view, GDK_KEY_Shift_L, TRUE);
  xtest_click (fixture->view, p.x, p.y);
  xtest_key (fixture->view, GDK_KEY_Shift_L, FALSE);
  g_assert_true (gtk_selection_model_is_selected (selection, 1));
  g_assert_true (gtk_selection_model_is_selected (selection, 2));

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_g);

  /* Number and the group node, connected; the group holds the two. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 2);
  group_node = only_group_node (fixture->graph);
  g_assert_nonnull (group_node);
  g_assert_true (flow_graph_get_node (fixture->graph, flow_node_get_id (fixture->number)) == fixture->number);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_group_node_get_graph (FLOW_GROUP_NODE (group_node)))), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (fixture->graph)), ==, 1);

  /* The new group node is selected. */
  g_assert_true (gtk_selection_model_is_selected (selection, 1));

  return group_node;
}

static void
test_e2e_group_enter_leave (Fixture       *fixture,
                            gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  FlowNode *group_node;
  FlowGraph *inside;
  double zoom, offset_x, offset_y;

  group_node = group_sum_and_result (fixture);
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Group Nodes");

  /* In: the view shows the group node's graph. */
  {
    FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);

    zoom = flow_gtk_viewport_get_zoom (viewport);
    offset_x = flow_gtk_viewport_get_offset_x (viewport);
    offset_y = flow_gtk_viewport_get_offset_y (viewport);
  }
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Down);
  g_assert_true (flow_gtk_view_get_graph (view) == inside);
  /* The keyboard goes on inside, on its first node. */
  {
    GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (fixture->view));
    g_autoptr(FlowNode) first = g_list_model_get_item (G_LIST_MODEL (inside), 0);

    g_assert_true (FLOW_GTK_IS_NODE (focus));
    g_assert_true (flow_gtk_node_get_node (FLOW_GTK_NODE (focus)) == first);
  }

  /* Delete everything that may be deleted: the input and output nodes
   * stay. The edit is the document's, and reaches the group.
   */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_a);
  xtest_tap_key (fixture->view, GDK_KEY_Delete);
  xtest_spin (50);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_group_get_graph (flow_group_node_get_group (FLOW_GROUP_NODE (group_node))))), ==, 2);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 4);

  /* Out: the graph above, with the group node selected, where it was
   * left.
   */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Up);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  g_assert_true (gtk_selection_model_is_selected (flow_gtk_view_get_selection (view), 1));
  /* The keyboard on the group node left. */
  {
    GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (fixture->view));

    g_assert_true (FLOW_GTK_IS_NODE (focus));
    g_assert_true (flow_gtk_node_get_node (FLOW_GTK_NODE (focus)) == group_node);
  }
  {
    FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);

    g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, zoom);
    g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, offset_x);
    g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, offset_y);
  }

  /* Ctrl+Tab leaves too, as in Blender. */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Down);
  g_assert_true (flow_gtk_view_get_graph (view) == inside);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Tab);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);

  /* Ungrouped: the three nodes and both connections again. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_ALT_MASK, GDK_KEY_g);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 3);
  g_assert_null (only_group_node (fixture->graph));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 2);

  /* Undo twice: grouped, then as at the start. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_true (only_group_node (fixture->graph) == group_node);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 3);
  g_assert_true (flow_node_get_graph (fixture->sum) == fixture->graph);
  g_assert_true (flow_node_get_graph (fixture->result) == fixture->graph);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 2);
}

/* Undoing the grouping from inside the group: the view goes back up. */
static void
test_e2e_group_undo_inside (Fixture       *fixture,
                            gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);

  group_sum_and_result (fixture);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Down);
  g_assert_true (flow_gtk_view_get_graph (view) != fixture->graph);

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 3);
  g_assert_null (only_group_node (fixture->graph));

  /* Nothing to enter or leave now: the keys do nothing to the model. */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Up);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
}

static void
stop_cb (FlowGtkView *view,
         FlowNode    *node,
         gpointer     data)
{
  g_signal_stop_emission_by_name (view, "node-activated");
}

/* A double click on a group node enters it, unless the application
 * stops the signal.
 */
static void
test_e2e_group_double_click (Fixture       *fixture,
                             gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowNode *group_node = group_sum_and_result (fixture);
  graphene_point_t p;
  gulong handler;

  xtest_spin (400);
  handler = g_signal_connect (view, "node-activated", G_CALLBACK (stop_cb), NULL);
  p = header_point (fixture, group_node);
  xtest_click (fixture->view, p.x, p.y);
  xtest_click (fixture->view, p.x, p.y);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  g_signal_handler_disconnect (view, handler);

  xtest_spin (400);
  xtest_click (fixture->view, p.x, p.y);
  xtest_click (fixture->view, p.x, p.y);
  g_assert_true (flow_gtk_view_get_graph (view) == flow_group_node_get_graph (FLOW_GROUP_NODE (group_node)));

  /* A double click on a node inside that is no group does not move. */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Up);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  xtest_spin (400);
  p = header_point (fixture, fixture->number);
  xtest_click (fixture->view, p.x, p.y);
  xtest_click (fixture->view, p.x, p.y);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/flow-gtk/e2e/groups/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("enter-leave", test_e2e_group_enter_leave);
  ADD ("undo-inside", test_e2e_group_undo_inside);
  ADD ("double-click", test_e2e_group_double_click);

  return g_test_run ();
}

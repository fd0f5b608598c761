/* test-e2e-moves.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>

#include "e2e-view-fixture.h"

#include "flow-gtk-view-private.h"
#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

/* End-to-end tests of moving nodes with the real pointer: what a drag
 * draws, one step of the history a drag, a release where no motion was,
 * dissolving and splicing by dragging.
 */

/* The largest area, in square pixels, of the cairo nodes under @node. */
static double
largest_cairo_node (GskRenderNode *node)
{
  double largest = 0;

  flow_gtk_test_count_cairo_nodes (node, &largest);

  return largest;
}

/* Presses the first button at @grab and moves the pointer by 3, 2
 * pixels ten times, the button held; @before and @after get the view's
 * counters around the moves.
 */
static void
press_and_move (Fixture                *fixture,
                const graphene_point_t *grab,
                FlowGtkViewStats       *before,
                FlowGtkViewStats       *after)
{
  xtest_move (fixture->view, grab->x, grab->y);
  xtest_button (fixture->view, 1, TRUE);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (fixture->view), before);
  for (guint i = 1; i <= 10; i++)
    xtest_move (fixture->view, grab->x + 3 * i, grab->y + 2 * i);
  xtest_spin (100);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (fixture->view), after);
}

/* While nodes are dragged, their wires are drawn live in pieces no larger
 * than a tile (512 × 512 pixels), however far apart the wires are: one
 * image around all of them, made and freed every frame, made the whole
 * process fault in fresh memory every frame.
 */
static void
test_e2e_drag_draws_pieces (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  g_autoptr(GtkBitset) moving = gtk_bitset_new_empty ();
  g_autoptr(GtkBitset) all = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  FlowGtkViewStats before, after;
  FlowNode *middle[4];
  graphene_point_t grab;
  double y0;

  /* Three columns: the middle one, dragged, wired to both others. */
  flow_graph_clear (fixture->graph);
  for (guint i = 0; i < G_N_ELEMENTS (middle); i++)
    {
      double y = 40 + 150 * i;
      g_autoptr(FlowNode) left = e2e_add_node (fixture->graph, "Left", "", "out:double", 40, y);
      g_autoptr(FlowNode) right = e2e_add_node (fixture->graph, "Right", "in:double", "", 800, y);
      g_autoptr(GError) error = NULL;

      middle[i] = e2e_add_node (fixture->graph, "Middle", "a:double", "out:double", 420, y);
      g_assert_nonnull (flow_graph_add_connection (fixture->graph, flow_node_get_source (left, "out"),
                                                   flow_node_get_sink (middle[i], "a"), &error));
      g_assert_nonnull (flow_graph_add_connection (fixture->graph, flow_node_get_source (middle[i], "out"),
                                                   flow_node_get_sink (right, "in"), &error));
      g_assert_no_error (error);
      gtk_bitset_add (moving, 3 * i + 2);
    }
  all = gtk_bitset_new_range (0, g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)));
  gtk_selection_model_set_selection (selection, moving, all);
  xtest_spin (100);

  /* Press on a middle node's header and move, the button held. */
  grab = e2e_header_point (fixture, middle[1]);
  y0 = flow_node_get_y (middle[1]);
  press_and_move (fixture, &grab, &before, &after);
  g_assert_cmpfloat (flow_node_get_y (middle[1]), >, y0);

  /* A column of nodes is not most of the view: frames repaint around
   * what moved, not composed.
   */
  g_assert_cmpuint (after.frames, >, before.frames);
  g_assert_cmpuint (after.composed_frames, ==, before.composed_frames);

  node = flow_gtk_test_snapshot (fixture->view);

  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (50);

  g_assert_nonnull (node);
  g_assert_cmpfloat (largest_cairo_node (node), >, 0);
  g_assert_cmpfloat (largest_cairo_node (node), <=, 514.0 * 514.0);
  for (guint i = 0; i < G_N_ELEMENTS (middle); i++)
    g_object_unref (middle[i]);
}

/* Nodes dragged over most of the view: every frame repaints about all of
 * it, and is composed into one cairo node per cell of at most 512 × 512
 * pixels rather than one per tile, group of wires and node.
 */
static void
test_e2e_drag_composed (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  g_autoptr(GskRenderNode) node = NULL;
  FlowGtkViewStats before, after;
  FlowNode *nodes[12];
  graphene_point_t grab;
  double x0, y0;
  int width = gtk_widget_get_width (fixture->view);
  int height = gtk_widget_get_height (fixture->view);
  guint n_cells;

  /* A grid of wired nodes over the whole view, all selected. */
  flow_graph_clear (fixture->graph);
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      nodes[i] = e2e_add_node (fixture->graph, "Node", "a:double", "out:double",
                           40 + 240 * (i % 4), 40 + 180 * (i / 4));
      if (i % 4 > 0)
        {
          g_autoptr(GError) error = NULL;

          g_assert_nonnull (flow_graph_add_connection (fixture->graph, flow_node_get_source (nodes[i - 1], "out"),
                                                       flow_node_get_sink (nodes[i], "a"), &error));
          g_assert_no_error (error);
        }
    }
  gtk_selection_model_select_all (selection);
  xtest_spin (100);

  grab = e2e_header_point (fixture, nodes[5]);
  x0 = flow_node_get_x (nodes[11]);
  y0 = flow_node_get_y (nodes[11]);
  press_and_move (fixture, &grab, &before, &after);

  node = flow_gtk_test_snapshot (fixture->view);

  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (50);

  g_assert_cmpfloat_with_epsilon (flow_node_get_x (nodes[11]) - x0, 30, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (nodes[11]) - y0, 20, 0.01);

  g_assert_cmpuint (after.composed_frames, >, before.composed_frames);
  n_cells = ((width + 511) / 512) * ((height + 511) / 512);
  g_assert_nonnull (node);
  g_assert_cmpuint (flow_gtk_test_count_cairo_nodes (node, NULL), >, 0);
  g_assert_cmpuint (flow_gtk_test_count_cairo_nodes (node, NULL), <=, n_cells);
  g_assert_cmpfloat (largest_cairo_node (node), <=, 512.0 * 512.0);

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    g_object_unref (nodes[i]);
}

/* A drag of several nodes is one step of the history: one undo puts them
 * all back, one redo moves them all again.
 */
static void
test_e2e_drag_undo (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  double nx = flow_node_get_x (fixture->number), ny = flow_node_get_y (fixture->number);
  double tx = flow_node_get_x (fixture->text), ty = flow_node_get_y (fixture->text);
  graphene_point_t grab;

  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 1, FALSE);
  xtest_spin (50);

  grab = e2e_header_point (fixture, fixture->number);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 90, grab.y + 30, 12);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 90, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->text) - tx, 90, 0.01);

  g_assert_true (flow_history_get_can_undo (history));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move 2 Nodes");
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), ==, nx);
  g_assert_cmpfloat (flow_node_get_y (fixture->number), ==, ny);
  g_assert_cmpfloat (flow_node_get_x (fixture->text), ==, tx);
  g_assert_cmpfloat (flow_node_get_y (fixture->text), ==, ty);
  g_assert_false (flow_history_get_can_undo (history));

  gtk_widget_activate_action (fixture->view, "flowview.redo", NULL);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 90, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (fixture->text) - ty, 30, 0.01);
  nx = flow_node_get_x (fixture->number);
  tx = flow_node_get_x (fixture->text);

  /* Nudging them with the arrow keys, twice: one step too. */
  gtk_widget_grab_focus (fixture->view);
  xtest_tap_key (fixture->view, GDK_KEY_Right);
  xtest_tap_key (fixture->view, GDK_KEY_Right);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), >, nx);
  g_assert_cmpfloat (flow_node_get_x (fixture->text), >, tx);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move 2 Nodes");
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), ==, nx);
  g_assert_cmpfloat (flow_node_get_x (fixture->text), ==, tx);

  /* Two drags of the same nodes are two steps, and a nudge after them a
   * third.
   */
  grab = e2e_header_point (fixture, fixture->number);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 60, grab.y, 8);
  grab = e2e_header_point (fixture, fixture->number);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 60, grab.y, 8);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 120, 0.01);
  gtk_widget_grab_focus (fixture->view);
  xtest_tap_key (fixture->view, GDK_KEY_Right);
  g_assert_cmpfloat (flow_node_get_x (fixture->number) - nx, >, 120);
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 120, 0.01);
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 60, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->text) - tx, 60, 0.01);
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), ==, nx);

  /* Escape during a drag puts the nodes back and leaves no step: undo
   * still undoes what came before.
   */
  xtest_tap_key (fixture->view, GDK_KEY_Right);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), >, nx);
  nx = flow_node_get_x (fixture->number);
  ny = flow_node_get_y (fixture->number);
  tx = flow_node_get_x (fixture->text);
  grab = e2e_header_point (fixture, fixture->number);
  xtest_move (fixture->view, grab.x, grab.y);
  xtest_button (fixture->view, 1, TRUE);
  for (guint i = 1; i <= 6; i++)
    xtest_move (fixture->view, grab.x + 15 * i, grab.y + 5 * i);
  g_assert_cmpfloat (flow_node_get_x (fixture->number) - nx, >, 60);
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (50);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), ==, nx);
  g_assert_cmpfloat (flow_node_get_y (fixture->number), ==, ny);
  g_assert_cmpfloat (flow_node_get_x (fixture->text), ==, tx);
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_cmpfloat (flow_node_get_x (fixture->number), <, nx);
  gtk_widget_activate_action (fixture->view, "flowview.undo", NULL);
  g_assert_false (flow_history_get_can_undo (history));
}

static void
test_e2e_overview_drag (Fixture       *fixture,
                        gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);
  FlowDock *out = FLOW_DOCK (flow_node_get_source (fixture->number, "out"));
  FlowDock *a = FLOW_DOCK (flow_node_get_sink (fixture->sum, "a"));
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  double x = flow_node_get_x (fixture->number), y = flow_node_get_y (fixture->number);
  graphene_rect_t bounds;
  graphene_point_t centre, grab;
  g_autoptr(FlowConnection) connection = NULL;
  g_autoptr(FlowConnection) after = NULL;

  g_test_summary ("Zoomed out below the detail zoom, where docks are not "
                  "drawn, a press on a node moves it: its dock, a fixed "
                  "number of pixels around, covered the node, and the drag "
                  "moved a wire's end instead, rewiring the graph.");

  flow_test_connect (fixture->graph, FLOW_SOURCE (out), FLOW_SINK (a));
  connection = g_list_model_get_item (flow_dock_get_connections (out), 0);
  flow_history_clear (history);

  /* The node in the middle, away from the edges that scroll. */
  g_assert_true (flow_gtk_view_get_node_bounds (view, fixture->number, &bounds));
  graphene_rect_get_center (&bounds, &centre);
  flow_gtk_viewport_set_zoom (viewport, 0.1);
  flow_gtk_viewport_center_on (viewport, centre.x, centre.y,
                               gtk_widget_get_width (fixture->view),
                               gtk_widget_get_height (fixture->view));
  xtest_spin (200);
  flow_gtk_viewport_canvas_to_widget (viewport, &centre, &grab);

  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 40, grab.y + 20, 10);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - x, 400, 0.5);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (fixture->number) - y, 200, 0.5);
  g_assert_cmpuint (flow_dock_get_n_connections (out), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (a), ==, 1);
  after = g_list_model_get_item (flow_dock_get_connections (a), 0);
  g_assert_true (after == connection);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move Node");
}

static void
test_e2e_dissolve (Fixture       *fixture,
                   gconstpointer  data)
{
  FlowSource *number_out = flow_node_get_source (fixture->number, "out");
  FlowSink *in = flow_node_get_sink (fixture->result, "in");
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  graphene_point_t grab;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (fixture->graph, number_out,
                                               flow_node_get_sink (fixture->sum, "a"), &error));
  g_assert_nonnull (flow_graph_add_connection (fixture->graph, flow_node_get_source (fixture->sum, "out"),
                                               in, &error));
  flow_history_clear (history);
  xtest_spin (100);

  /* Click the sum's header, then Ctrl+Delete. */
  grab = e2e_header_point (fixture, fixture->sum);
  xtest_click (fixture->view, grab.x, grab.y);
  xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_Delete);
  xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);

  g_assert_null (flow_node_get_graph (fixture->sum));
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, number_out, in));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 1);

  /* Ctrl+Z brings the node and both of its wires back. */
  xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_z);
  xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);
  g_assert_true (flow_node_get_graph (fixture->sum) == fixture->graph);
  g_assert_null (flow_graph_find_connection (fixture->graph, number_out, in));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 2);
}

/* Drags @node by its header until the pointer is at @to, and returns
 * the connection lit just before the release.
 */
static FlowConnection *
drag_node_to (Fixture          *fixture,
              FlowNode         *node,
              graphene_point_t  to)
{
  graphene_point_t from = e2e_header_point (fixture, node);
  FlowConnection *lit;

  xtest_move (fixture->view, from.x, from.y);
  xtest_button (fixture->view, 1, TRUE);
  for (guint i = 1; i <= 12; i++)
    xtest_move (fixture->view, from.x + (to.x - from.x) * i / 12, from.y + (to.y - from.y) * i / 12);
  xtest_spin (50);
  lit = _flow_gtk_view_get_hover_connection (FLOW_GTK_VIEW (fixture->view));
  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (50);

  return lit;
}

static void
test_e2e_splice (Fixture       *fixture,
                 gconstpointer  data)
{
  FlowSource *number_out = flow_node_get_source (fixture->number, "out");
  FlowSink *in = flow_node_get_sink (fixture->result, "in");
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  g_autoptr(FlowNode) scale = e2e_add_node (fixture->graph, "Scale", "x:double", "y:double", 400, 480);
  g_autoptr(FlowNode) words = e2e_add_node (fixture->graph, "Words", "s:string", "t:string", 120, 480);
  FlowConnection *wire, *lit;
  graphene_point_t a, b, middle;
  double x0, y0;
  g_autoptr(GError) error = NULL;

  /* A wire from the number to the result, with nothing in its middle. */
  flow_node_set_position (fixture->sum, 440, 330);
  wire = flow_graph_add_connection (fixture->graph, number_out, in, &error);
  g_assert_no_error (error);
  flow_history_clear (history);
  xtest_spin (100);
  a = e2e_dock_point (fixture, FLOW_DOCK (number_out));
  b = e2e_dock_point (fixture, FLOW_DOCK (in));
  middle = GRAPHENE_POINT_INIT ((a.x + b.x) / 2, (a.y + b.y) / 2);

  /* A node whose types do not fit: the wire is not lit, nothing changes. */
  lit = drag_node_to (fixture, words, middle);
  g_assert_null (lit);
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, number_out, in));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_node_get_sink (words, "s"))));
  flow_history_undo (history);
  xtest_spin (100);

  /* A node that fits: the wire lights up under it, and the drop splices. */
  x0 = flow_node_get_x (scale);
  y0 = flow_node_get_y (scale);
  lit = drag_node_to (fixture, scale, middle);
  g_assert_true (lit == wire);
  g_assert_null (flow_graph_find_connection (fixture->graph, number_out, in));
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, number_out, flow_node_get_sink (scale, "x")));
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, flow_node_get_source (scale, "y"), in));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Splice Node");

  /* One Ctrl+Z: the wire back, the node back where it was. */
  xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_z);
  xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, number_out, in));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_node_get_sink (scale, "x"))));
  g_assert_cmpfloat (flow_node_get_x (scale), ==, x0);
  g_assert_cmpfloat (flow_node_get_y (scale), ==, y0);
  g_assert_false (flow_history_get_can_undo (history));

  /* A node that has connections is moved, never spliced. */
  g_assert_nonnull (flow_graph_add_connection (fixture->graph, number_out,
                                               flow_node_get_sink (fixture->sum, "a"), &error));
  lit = drag_node_to (fixture, fixture->sum, middle);
  g_assert_null (lit);
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, number_out, in));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_node_get_source (fixture->sum, "out"))));
}

/* A release reported where no motion was (motions merged while a large
 * drag made its frame) ends the move there: the real press and motion,
 * then the drag gesture's end at another point, as GTK reports it.
 */
static void
test_e2e_drag_release (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (fixture->view);
  double nx = flow_node_get_x (fixture->number), ny = flow_node_get_y (fixture->number);
  GtkGesture *drag = NULL;
  graphene_point_t grab;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && drag == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        drag = GTK_GESTURE (controller);
    }
  g_assert_nonnull (drag);

  grab = e2e_header_point (fixture, fixture->number);
  xtest_move (fixture->view, grab.x, grab.y);
  xtest_button (fixture->view, 1, TRUE);
  for (guint i = 1; i <= 6; i++)
    {
      xtest_move (fixture->view, grab.x + 10 * i, grab.y + 5 * i);
      xtest_spin (20);
    }
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 60, 0.01);

  /* Let go 40 pixels further right than the last motion. */
  g_signal_emit_by_name (drag, "drag-end", 100.0, 30.0);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 100, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (fixture->number) - ny, 30, 0.01);

  /* The real release, there, changes nothing more. */
  xtest_move (fixture->view, grab.x + 100, grab.y + 30);
  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (100);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 100, 0.01);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/flow-gtk/e2e/" path, Fixture, NULL, e2e_fixture_setup, func, e2e_fixture_teardown)

  ADD ("drag-draws-pieces", test_e2e_drag_draws_pieces);
  ADD ("drag-composed", test_e2e_drag_composed);
  ADD ("drag-undo", test_e2e_drag_undo);
  ADD ("overview-drag", test_e2e_overview_drag);
  ADD ("drag-release", test_e2e_drag_release);
  ADD ("dissolve", test_e2e_dissolve);
  ADD ("splice", test_e2e_splice);

#undef ADD

  return g_test_run ();
}

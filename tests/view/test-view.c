/* test-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#ifdef GDK_WINDOWING_X11
# include <gdk/x11/gdkx.h>
#endif
#include <string.h>
#include <unistd.h>

#include "bench-graph.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

static void
test_view_basic (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  graphene_rect_t bounds;
  graphene_point_t p;
  FlowGtkNode *widget;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  /* Every node is visible, so every node has a widget, bound to it. */
  widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c);
  g_assert_nonnull (widget);
  g_assert_true (flow_gtk_node_get_node (widget) == c);
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));

  /* Geometry follows the model and the measured widget. */
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), c, &bounds));
  g_assert_cmpfloat (bounds.origin.x, ==, 400);
  g_assert_cmpfloat (bounds.origin.y, ==, 120);
  {
    int nat_w, nat_h;

    /* The natural size, margins included, in canvas units. */
    gtk_widget_measure (GTK_WIDGET (widget), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_w, NULL, NULL);
    gtk_widget_measure (GTK_WIDGET (widget), GTK_ORIENTATION_VERTICAL, nat_w, NULL, &nat_h, NULL, NULL);
    g_assert_cmpfloat (bounds.size.width, ==, nat_w);
    g_assert_cmpfloat (bounds.size.height, ==, nat_h);
  }

  /* Sinks on the left edge, sources on the right. */
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                  FLOW_DOCK (flow_node_get_sink (c, "a")), &p));
  g_assert_cmpfloat_with_epsilon (p.x, 400, 2);
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                  FLOW_DOCK (flow_node_get_source (a, "out")), &p));
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), a, &bounds));
  g_assert_cmpfloat_with_epsilon (p.x, bounds.origin.x + bounds.size.width, 2);

  /* Moving a node in the model moves its widget. */
  flow_node_set_position (c, 500, 100);
  view_test_run_frames (window, 2);
  {
    graphene_point_t origin;

    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (widget), view,
                                             &GRAPHENE_POINT_INIT (0, 0), &origin));
    /* Within the node's CSS margin. */
    g_assert_cmpfloat_with_epsilon (origin.x, 500, 2);
    g_assert_cmpfloat_with_epsilon (origin.y, 100, 2);
  }

  /* Picking. */
  g_assert_true (flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), 510, 110) == c);
  g_assert_null (flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), 780, 580));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_zoom_transform (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  FlowGtkViewport *viewport;
  FlowGtkNode *widget;
  graphene_point_t origin;
  int width_before;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c);
  width_before = gtk_widget_get_width (GTK_WIDGET (widget));

  gtk_widget_activate_action (view, "flowview.zoom-reset", NULL);
  flow_gtk_viewport_set_offset (viewport, 0, 0);
  flow_gtk_viewport_set_zoom (viewport, 2.0);
  view_test_run_frames (window, 2);

  /* Zoom is a transform: same allocation, twice the distance on screen. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (widget)), ==, width_before);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (widget), view,
                                           &GRAPHENE_POINT_INIT (10, 0), &origin));
  g_assert_cmpfloat_with_epsilon (origin.x, 800 + 20, 4);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_culling (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) near = flow_test_node_new ("Near", "in:double", "out:double");
  g_autoptr(FlowNode) far = flow_test_node_new ("Far", "in:double", "out:double");
  FlowGtkViewStats stats;
  GtkWidget *view, *window;

  flow_node_set_position (near, 50, 50);
  flow_node_set_position (far, 50000, 50000);
  flow_graph_add_node (graph, near);
  flow_graph_add_node (graph, far);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), near));
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), far));

  /* Scrolling to it gives it a widget and recycles the other one. */
  flow_gtk_view_scroll_to_node (FLOW_GTK_VIEW (view), far);
  view_test_run_frames (window, 3);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), near));
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), far));

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (stats.n_bound_widgets, ==, 1);
  g_assert_cmpuint (stats.widgets_created, ==, 1);
  g_assert_cmpuint (stats.widgets_bound, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  guint setup;
  guint bind;
  guint unbind;
  guint teardown;
} Counts;

static void
count_cb (FlowGtkNodeFactory *factory,
          FlowGtkNode        *widget,
          guint              *counter)
{
  (*counter)++;
}

static void
test_view_factory_lifecycle (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (2000);
  g_autoptr(FlowGtkNodeFactory) factory = flow_gtk_node_factory_new ();
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  Counts counts = { 0, };
  FlowGtkViewStats stats;

  g_signal_connect (factory, "setup", G_CALLBACK (count_cb), &counts.setup);
  g_signal_connect (factory, "bind", G_CALLBACK (count_cb), &counts.bind);
  g_signal_connect (factory, "unbind", G_CALLBACK (count_cb), &counts.unbind);
  g_signal_connect (factory, "teardown", G_CALLBACK (count_cb), &counts.teardown);

  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_factory (FLOW_GTK_VIEW (view), factory);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (counts.setup, >, 0);
  g_assert_cmpuint (counts.bind, ==, stats.n_bound_widgets);
  g_assert_cmpuint (counts.unbind, ==, 0);
  g_assert_cmpuint (counts.setup, ==, stats.n_bound_widgets + stats.n_pooled_widgets);

  /* Pan far away in steps: widgets are recycled, not made anew. */
  for (guint i = 0; i < 20; i++)
    {
      flow_gtk_viewport_pan (viewport, -400, -150);
      view_test_run_frames (window, 1);
    }
  view_test_run_frames (window, 2);

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (counts.unbind, >, 0);
  g_assert_cmpuint (counts.bind - counts.unbind, ==, stats.n_bound_widgets);
  g_assert_cmpuint (counts.setup - counts.teardown, ==, stats.n_bound_widgets + stats.n_pooled_widgets);
  /* Far fewer widgets made than nodes shown along the way. */
  g_assert_cmpuint (counts.setup, <, counts.bind);

  /* Hidden, the view unbinds everything. */
  gtk_widget_set_visible (view, FALSE);
  view_test_run_frames (window, 1);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (stats.n_bound_widgets, ==, 0);
  g_assert_cmpuint (counts.bind, ==, counts.unbind);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpuint (counts.setup, ==, counts.teardown);
}

static void
test_view_selection (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  GtkSelectionModel *selection;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  g_assert_true (GTK_IS_SELECTION_MODEL (selection));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, 3);

  gtk_selection_model_select_item (selection, 2, TRUE);
  g_assert_true (flow_gtk_node_get_selected (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c)));
  g_assert_false (flow_gtk_node_get_selected (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)));

  gtk_widget_activate_action (view, "flowview.select-all", NULL);
  g_assert_true (flow_gtk_node_get_selected (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a)));
  g_assert_true (gtk_selection_model_is_selected (selection, 1));

  gtk_widget_activate_action (view, "flowview.unselect-all", NULL);
  g_assert_false (gtk_selection_model_is_selected (selection, 0));
  g_assert_false (flow_gtk_node_get_selected (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c)));

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  GtkSelectionModel *selection;
  guint              position;
  guint              mismatches;
} SelectionCheck;

static void
check_selected_cb (FlowNode              *node,
                   const graphene_rect_t *bounds,
                   gboolean               selected,
                   gpointer               user_data)
{
  SelectionCheck *check = user_data;

  if (selected != gtk_selection_model_is_selected (check->selection, check->position))
    check->mismatches++;
  check->position++;
}

/* What the view shows of the selection (node widgets, what it tells an
 * overview) is what the selection model says, after each change of the
 * selection or of the graph, however they come.
 */
static void
assert_selection_shown (FlowGtkView *view)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  SelectionCheck check = { selection, 0, 0 };
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  _flow_gtk_view_foreach_node (view, check_selected_cb, &check);
  g_assert_cmpuint (check.position, ==, n);
  g_assert_cmpuint (check.mismatches, ==, 0);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      FlowGtkNode *widget = flow_gtk_view_get_node_widget (view, node);

      if (widget != NULL)
        g_assert_cmpint (flow_gtk_node_get_selected (widget), ==,
                         gtk_selection_model_is_selected (selection, i));
    }
}

static void
test_view_selection_shown (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (36);
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;

  g_test_summary ("The selection model is the only record of the selection: "
                  "node widgets follow it through every change of it and of "
                  "the graph, batches that remove and add nodes again "
                  "included.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1600, 1000);
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  view_test_run_frames (window, 3);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  for (guint step = 0; step < 60; step++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));
      guint pos = g_rand_int_range (rand, 0, n);

      switch (g_rand_int_range (rand, 0, 6))
        {
        case 0:
          gtk_selection_model_select_item (selection, pos, g_rand_boolean (rand));
          break;
        case 1:
          gtk_selection_model_unselect_item (selection, pos);
          break;
        case 2:
          gtk_selection_model_select_range (selection, pos, MIN (5, n - pos), FALSE);
          break;
        case 3:
          {
            g_autoptr(GtkBitset) selected = gtk_bitset_new_empty ();
            g_autoptr(GtkBitset) mask = gtk_bitset_new_range (0, n);

            for (guint i = 0; i < n; i++)
              if (g_rand_int_range (rand, 0, 3) == 0)
                gtk_bitset_add (selected, i);
            gtk_selection_model_set_selection (selection, selected, mask);
          }
          break;
        case 4:
          {
            /* One batch removing two nodes far apart: one range of the
             * graph removes and adds again every node between them.
             */
            g_autoptr(FlowNode) first = g_list_model_get_item (G_LIST_MODEL (graph), pos / 4);
            g_autoptr(FlowNode) last = g_list_model_get_item (G_LIST_MODEL (graph), n - 1 - pos / 4);

            if (n < 8 || first == last)
              break;
            flow_graph_begin_batch (graph);
            flow_graph_remove_node (graph, first);
            flow_graph_remove_node (graph, last);
            flow_graph_end_batch (graph);
          }
          break;
        default:
          {
            g_autoptr(BenchNode) node = bench_node_new ("New");

            flow_node_set_position (FLOW_NODE (node), g_rand_double_range (rand, 0, 1500),
                                    g_rand_double_range (rand, 0, 900));
            flow_graph_add_node (graph, FLOW_NODE (node));
          }
          break;
        }

      if (step % 3 == 0)
        view_test_run_frames (window, 1);
      assert_selection_shown (FLOW_GTK_VIEW (view));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The node that has the keyboard focus keeps its widget wherever it goes,
 * as long as it has the focus (a hold of the node manager).
 */
static void
test_view_focus_hold (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (400);
  g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  FlowGtkNode *widget;

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  flow_gtk_viewport_set_offset (viewport, -20, -20);
  view_test_run_frames (window, 3);

  widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node);
  g_assert_nonnull (widget);
  gtk_widget_grab_focus (GTK_WIDGET (widget));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (widget)));

  /* Far away: the node keeps its widget, and the focus. */
  flow_gtk_viewport_set_offset (viewport, 3000, 2000);
  view_test_run_frames (window, 3);
  g_assert_true (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node) == widget);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (widget)));

  /* Without the focus, the next change lets it go. */
  gtk_widget_grab_focus (view);
  flow_gtk_viewport_set_offset (viewport, 3010, 2000);
  view_test_run_frames (window, 3);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether @inner lies inside @outer with @margin to spare on every side,
 * in plain arithmetic.
 */
static gboolean
well_inside (const graphene_rect_t *outer,
             const graphene_rect_t *inner,
             double                 margin)
{
  return inner->origin.x - margin >= outer->origin.x &&
         inner->origin.y - margin >= outer->origin.y &&
         inner->origin.x + inner->size.width + margin <= outer->origin.x + outer->size.width &&
         inner->origin.y + inner->size.height + margin <= outer->origin.y + outer->size.height;
}

/* A node inside the visible area is not scrolled to, by Tab or by
 * flow_gtk_view_scroll_to_node (), also when the area's edges fall
 * between pixels: graphene_rect_contains_rect () compares the area with
 * its union with the node, made again in floats, which can come out a
 * rounding larger, and then says the node is not inside.
 */
static void
test_view_scroll_to_visible (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  graphene_rect_t bounds, visible;
  gboolean trapped = FALSE;
  double offset_x, offset_y;
  FlowNode *node;

  node = flow_test_add_node (graph, "Apples", "", "out:int", 0, 0);
  flow_test_add_node (graph, "Price Each", "", "out:double", 0, 200);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds));

  /* An area with the node well inside that graphene says does not hold
   * it, as the visible area of a view panned and zoomed by hand can be.
   */
  for (guint i = 0; i < 1000 && !trapped; i++)
    {
      flow_gtk_viewport_set_zoom (viewport, 0.9 + i * 0.000173);
      flow_gtk_viewport_set_offset (viewport, -39.527 - i * 0.0131, -162.336 + i * 0.0071);
      flow_gtk_viewport_get_visible_area (viewport,
                                          gtk_widget_get_width (view),
                                          gtk_widget_get_height (view),
                                          &visible);
      trapped = well_inside (&visible, &bounds, 10) &&
                !graphene_rect_contains_rect (&visible, &bounds);
    }
  g_assert_true (trapped);
  view_test_run_frames (window, 3);
  offset_x = flow_gtk_viewport_get_offset_x (viewport);
  offset_y = flow_gtk_viewport_get_offset_y (viewport);

  flow_gtk_view_scroll_to_node (FLOW_GTK_VIEW (view), node);
  view_test_run_frames (window, 2);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, offset_x);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, offset_y);

  /* Tab from the canvas focuses the first node, where it is. */
  gtk_widget_grab_focus (view);
  g_assert_true (gtk_widget_child_focus (view, GTK_DIR_TAB_FORWARD));
  view_test_run_frames (window, 2);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node))));
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, offset_x);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, offset_y);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The phases of a frame, seen from handlers of the frame clock connected
 * after GTK's own: tick callbacks run in the update phase, allocation in
 * the layout phase, drawing in the paint phase.
 */
typedef enum
{
  PHASE_BEFORE_UPDATE,
  PHASE_ALLOCATING,
  PHASE_DRAWING,
  PHASE_AFTER_PAINT,
} FramePhase;

typedef struct
{
  GtkWidget  *view;
  FramePhase  phase;
  guint       children_after_layout;
  /* Frames in which the view's children changed while it drew. */
  guint       changed_while_drawing;
  guint       frames;
  /* The view's counters when allocation started, and what allocations
   * did in all.
   */
  FlowGtkViewStats before_allocation;
  guint64     estimated_allocating;
  guint64     visited_allocating;
  guint       most_bound;
  /* ::geometry-changed, by the phase it was emitted in. */
  guint       geometry_changed[PHASE_AFTER_PAINT + 1];
} FrameWatch;

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;

  return n;
}

static void
watch_before_paint_cb (GdkFrameClock *clock,
                       FrameWatch    *watch)
{
  watch->phase = PHASE_BEFORE_UPDATE;
}

static void
watch_update_cb (GdkFrameClock *clock,
                 FrameWatch    *watch)
{
  watch->phase = PHASE_ALLOCATING;
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (watch->view), &watch->before_allocation);
}

static void
watch_layout_cb (GdkFrameClock *clock,
                 FrameWatch    *watch)
{
  FlowGtkViewStats stats;

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (watch->view), &stats);
  watch->estimated_allocating += stats.records_estimated - watch->before_allocation.records_estimated;
  watch->visited_allocating += stats.node_records_visited - watch->before_allocation.node_records_visited;
  watch->most_bound = MAX (watch->most_bound, stats.n_bound_widgets);

  watch->phase = PHASE_DRAWING;
  watch->children_after_layout = count_children (watch->view);
}

static void
watch_geometry_changed_cb (GtkWidget  *view,
                           FrameWatch *watch)
{
  watch->geometry_changed[watch->phase]++;
}

static void
watch_after_paint_cb (GdkFrameClock *clock,
                      FrameWatch    *watch)
{
  if (watch->phase == PHASE_DRAWING &&
      count_children (watch->view) != watch->children_after_layout)
    watch->changed_while_drawing++;
  watch->phase = PHASE_AFTER_PAINT;
  watch->frames++;
}

static void
frame_watch_start (FrameWatch *watch,
                   GtkWidget  *view)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (view);

  memset (watch, 0, sizeof *watch);
  watch->view = view;
  watch->phase = PHASE_AFTER_PAINT;
  g_signal_connect (clock, "before-paint", G_CALLBACK (watch_before_paint_cb), watch);
  g_signal_connect_after (clock, "update", G_CALLBACK (watch_update_cb), watch);
  g_signal_connect_after (clock, "layout", G_CALLBACK (watch_layout_cb), watch);
  g_signal_connect (clock, "after-paint", G_CALLBACK (watch_after_paint_cb), watch);
  g_signal_connect (view, "geometry-changed", G_CALLBACK (watch_geometry_changed_cb), watch);
}

static void
frame_watch_stop (FrameWatch *watch)
{
  g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (watch->view), watch);
  g_signal_handlers_disconnect_by_data (watch->view, watch);
}

/* Drawing changes no widget: no child is added, removed or made while the
 * view draws, even the first time a type of value shows up in the tiles,
 * zoomed out, or in a wire.
 */
static void
test_view_snapshot_makes_nothing (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (200);
  g_autoptr(FlowNode) colour = flow_test_node_new ("Colour", "in:GdkRGBA", "out:GdkRGBA,flag:bool");
  g_autoptr(FlowNode) text = flow_test_node_new ("Text", "in:string", "out:string");
  g_autoptr(FlowNode) paint = flow_test_node_new ("Paint", "in:GdkRGBA", "");
  g_autoptr(GError) error = NULL;
  FlowGtkViewStats stats;
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  FrameWatch watch;

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1200, 800);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  frame_watch_start (&watch, view);

  /* Zoomed out: boxes with their type-coloured docks, in the tiles. */
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  view_test_run_frames (window, 3);
  g_assert_false (flow_gtk_view_get_detail_zoom (FLOW_GTK_VIEW (view)) <= flow_gtk_viewport_get_zoom (viewport));

  /* Types the view never drew, in the visible area, and a wire of one. */
  flow_node_set_position (colour, 100, 100);
  flow_node_set_position (text, 600, 100);
  flow_node_set_position (paint, 100, 400);
  flow_graph_add_node (graph, colour);
  flow_graph_add_node (graph, text);
  flow_graph_add_node (graph, paint);
  view_test_run_frames (window, 3);
  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (colour, "out"),
                                               flow_node_get_sink (paint, "in"), &error));
  g_assert_no_error (error);
  view_test_run_frames (window, 3);

  /* Zooming in makes node widgets, pans and zooms draw anew. */
  flow_gtk_viewport_set_zoom (viewport, 1.0);
  view_test_run_frames (window, 3);
  for (guint i = 0; i < 10; i++)
    {
      flow_gtk_viewport_zoom_at (viewport, flow_gtk_viewport_get_zoom (viewport) * (i < 5 ? 0.8 : 1.25), 300, 300);
      flow_gtk_viewport_pan (viewport, 40, 17);
      view_test_run_frames (window, 1);
    }

  frame_watch_stop (&watch);
  g_assert_cmpuint (watch.frames, >=, 20);
  g_assert_cmpuint (watch.changed_while_drawing, ==, 0);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (stats.styles_made_drawing, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Allocation does no work for the graph and tells nobody: node widgets
 * are placed and measured, and what follows (the estimates of the nodes
 * never shown, ::geometry-changed) comes in a tick.
 */
static void
test_view_allocate_is_local (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (20000);
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  FlowGtkViewStats before, after;
  GtkWidget *view, *window;
  GdkDisplay *display;
  FrameWatch watch;

  /* Nodes unlike the default estimates: the first one measured changes
   * the estimate of every other.
   */
  display = gdk_display_get_default ();
  gtk_css_provider_load_from_data (provider, "node { min-width: 260px; }", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  view = flow_gtk_view_new (NULL);
  window = view_test_window_new (view, 1200, 800);
  frame_watch_start (&watch, view);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &before);

  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), graph);
  view_test_run_frames (window, 6);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  view_test_run_frames (window, 4);

  frame_watch_stop (&watch);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &after);
  gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (provider));

  /* Every node was estimated again, once the widgets were measured, but
   * not while allocating; allocations visited the records of widgets.
   */
  g_assert_cmpuint (after.records_estimated - before.records_estimated, >=, 2 * 20000 - watch.most_bound);
  g_assert_cmpuint (watch.estimated_allocating, ==, 0);
  g_assert_cmpuint (watch.most_bound, >, 0);
  g_assert_cmpuint (watch.visited_allocating, <=, 4 * watch.most_bound * watch.frames);

  /* Told, but never while allocating or drawing. */
  g_assert_cmpuint (watch.geometry_changed[PHASE_BEFORE_UPDATE], >=, 1);
  g_assert_cmpuint (watch.geometry_changed[PHASE_ALLOCATING], ==, 0);
  g_assert_cmpuint (watch.geometry_changed[PHASE_DRAWING], ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Getters change nothing, even when asked about a dock added to a node
 * after the view made its record.
 */
static void
test_view_getters_change_nothing (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowSink) late = flow_sink_new ("late", G_TYPE_DOUBLE);
  FlowGtkViewStats before, after;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  graphene_point_t point;
  graphene_rect_t bounds;
  guint serial;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_node_add_dock (c, FLOW_DOCK (late));

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &before);
  serial = _flow_gtk_view_get_geometry_serial (FLOW_GTK_VIEW (view));

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view), FLOW_DOCK (late), &point));
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), c, &bounds));
  g_assert_cmpfloat (point.x, ==, bounds.origin.x);
  flow_gtk_view_get_graph_bounds (FLOW_GTK_VIEW (view), &bounds);
  flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), 100, 100);
  flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), c);

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &after);
  g_assert_cmpuint (after.records_estimated, ==, before.records_estimated);
  g_assert_cmpuint (after.wires_updated, ==, before.wires_updated);
  g_assert_cmpuint (_flow_gtk_view_get_geometry_serial (FLOW_GTK_VIEW (view)), ==, serial);

  gtk_window_destroy (GTK_WINDOW (window));
}

static JsonNode *
view_extra (double zoom,
            double x,
            double y)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "zoom");
  json_builder_add_double_value (builder, zoom);
  json_builder_set_member_name (builder, "x");
  json_builder_add_double_value (builder, x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_double_value (builder, y);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
assert_viewport (GtkWidget *view,
                 double     zoom,
                 double     x,
                 double     y)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));

  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (viewport), zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (viewport), x, 1e-9);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (viewport), y, 1e-9);
}

static void
assert_extra (FlowGraph *graph,
              double     zoom,
              double     x,
              double     y)
{
  JsonNode *extra = flow_graph_get_extra (graph, "view");
  JsonObject *object;

  g_assert_nonnull (extra);
  object = json_node_get_object (extra);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "zoom"), zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "x"), x, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "y"), y, 1e-9);
}

/* The view's zoom and offset live in the graph's "view" extra value, so
 * files keep them: written on every change, applied when the view gets
 * the graph and when a file is loaded into it.
 */
static void
test_view_viewport_in_graph (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(JsonNode) extra = view_extra (2.0, 100, 50);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *other, *window, *other_window;
  FlowGtkViewport *viewport;

  graph = view_test_small_graph (&a, &b, &c);
  g_assert_null (flow_graph_get_extra (graph, "view"));

  /* A graph with no value: the view leaves it so until it moves. */
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  g_assert_null (flow_graph_get_extra (graph, "view"));

  flow_gtk_viewport_pan (viewport, -30, -20);
  flow_gtk_viewport_set_zoom (viewport, 1.5);
  assert_extra (graph, 1.5, 30, 20);

  /* Saved with the graph, and restored from the file into another view. */
  data = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_nonnull (strstr (data, "\"view\""));
  other = flow_gtk_view_new (loaded);
  other_window = view_test_window_new (other, 400, 300);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, data, -1, &error));
  g_assert_no_error (error);
  assert_viewport (other, 1.5, 30, 20);
  view_test_run_frames (other_window, 2);
  gtk_window_destroy (GTK_WINDOW (other_window));

  /* A second view of the same graph starts where the graph says, and
   * the two views then move on their own.
   */
  other = flow_gtk_view_new (graph);
  other_window = view_test_window_new (other, 400, 300);
  assert_viewport (other, 1.5, 30, 20);
  flow_gtk_viewport_pan (viewport, -10, 0);
  assert_viewport (other, 1.5, 30, 20);
  assert_extra (graph, 1.5, 30 + 10 / 1.5, 20);

  /* A value set by the application moves every view. */
  flow_graph_set_extra (graph, "view", extra);
  assert_viewport (view, 2.0, 100, 50);
  assert_viewport (other, 2.0, 100, 50);

  /* A value the view cannot read is left alone. */
  {
    g_autoptr(JsonNode) bad = json_from_string ("{\"zoom\": \"big\", \"x\": 0, \"y\": 0}", NULL);

    flow_graph_set_extra (graph, "view", bad);
    assert_viewport (view, 2.0, 100, 50);
    g_assert_true (json_node_equal (flow_graph_get_extra (graph, "view"), bad));
  }

  /* Given another graph, the view no longer writes this one. */
  gtk_window_destroy (GTK_WINDOW (other_window));
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), loaded);
  assert_viewport (view, 1.5, 30, 20);
  flow_gtk_viewport_pan (viewport, 5, 5);
  g_assert_cmpstr (json_node_get_string (json_object_get_member (json_node_get_object (flow_graph_get_extra (graph, "view")), "zoom")), ==, "big");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The nodes in a rectangle of the canvas, from the spatial index: in the
 * graph's order, edges included, a rectangle of any orientation.
 */
static void
test_view_nodes_in_area (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (10000);
  g_autoptr(GPtrArray) nodes = NULL;
  FlowGtkViewStats before, after;
  GtkWidget *view, *window;
  graphene_rect_t bounds;
  guint expected = 0;

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  /* Three layers of three rows in the middle of the graph, and an edge. */
  bounds = GRAPHENE_RECT_INIT (50 * BENCH_GRAPH_COLUMN_WIDTH + 10, 40 * BENCH_GRAPH_ROW_HEIGHT + 10,
                               2 * BENCH_GRAPH_COLUMN_WIDTH, 2 * BENCH_GRAPH_ROW_HEIGHT);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &before);
  nodes = flow_gtk_view_get_nodes_in_area (FLOW_GTK_VIEW (view), &bounds);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &after);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      graphene_rect_t b;

      flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &b);
      if (graphene_rect_intersection (&b, &bounds, NULL))
        {
          g_assert_cmpuint (expected, <, nodes->len);
          g_assert_true (g_ptr_array_index (nodes, expected) == node);
          expected++;
        }
    }
  g_assert_cmpuint (nodes->len, ==, expected);
  g_assert_cmpuint (expected, ==, 9);
  g_assert_cmpuint (after.node_records_visited - before.node_records_visited, <, 100);
  g_clear_pointer (&nodes, g_ptr_array_unref);

  /* The same rectangle drawn from its other corner. */
  bounds = GRAPHENE_RECT_INIT (bounds.origin.x + bounds.size.width, bounds.origin.y + bounds.size.height,
                               -bounds.size.width, -bounds.size.height);
  nodes = flow_gtk_view_get_nodes_in_area (FLOW_GTK_VIEW (view), &bounds);
  g_assert_cmpuint (nodes->len, ==, 9);
  g_clear_pointer (&nodes, g_ptr_array_unref);

  nodes = flow_gtk_view_get_nodes_in_area (FLOW_GTK_VIEW (view), &GRAPHENE_RECT_INIT (-1000, -1000, 10, 10));
  g_assert_cmpuint (nodes->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_actions (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  GtkSelectionModel *selection;
  FlowGtkViewport *viewport;
  graphene_rect_t visible, bounds;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));

  gtk_widget_activate_action (view, "flowview.zoom-in", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), >, 1.0);
  gtk_widget_activate_action (view, "flowview.zoom-reset", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, 1.0);
  gtk_widget_activate_action (view, "flowview.zoom-out", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), <, 1.0);

  /* Fit: everything inside the visible area, never above 100 %. */
  flow_gtk_viewport_set_offset (viewport, 5000, 5000);
  gtk_widget_activate_action (view, "flowview.zoom-to-fit", NULL);
  flow_gtk_viewport_get_visible_area (viewport, 800, 600, &visible);
  flow_gtk_view_get_graph_bounds (FLOW_GTK_VIEW (view), &bounds);
  g_assert_true (graphene_rect_contains_rect (&visible, &bounds));
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), <=, 1.0);

  /* Move the selection with the keyboard action. */
  gtk_selection_model_select_item (selection, 2, TRUE);
  gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 10.0, -5.0);
  g_assert_cmpfloat (flow_node_get_x (c), ==, 410);
  g_assert_cmpfloat (flow_node_get_y (c), ==, 115);
  g_assert_cmpfloat (flow_node_get_x (a), ==, 40);

  /* Delete respects deletable. The graph holds the only references. */
  g_object_ref (a);
  g_object_ref (c);
  flow_node_set_deletable (a, FALSE);
  gtk_widget_activate_action (view, "flowview.select-all", NULL);
  gtk_widget_activate_action (view, "flowview.delete-selection", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_true (flow_node_get_graph (a) == graph);
  g_assert_null (flow_node_get_graph (c));
  view_test_run_frames (window, 2);

  /* Not editable: nothing is deleted. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  flow_node_set_deletable (a, TRUE);
  gtk_widget_activate_action (view, "flowview.select-all", NULL);
  gtk_widget_activate_action (view, "flowview.delete-selection", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (a);
  g_object_unref (c);
}

static void
test_view_graph_changes (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  FlowGtkViewStats stats;
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) d = flow_test_node_new ("Late", "x:double", "");

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (stats.n_node_records, ==, 3);
  g_assert_cmpuint (stats.n_wire_records, ==, 1);

  /* Changes in one batch, including a node and its connection. */
  flow_graph_begin_batch (graph);
  flow_node_set_position (d, 600, 300);
  flow_graph_add_node (graph, d);
  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (c, "out"),
                                               flow_node_get_sink (d, "x"), &error));
  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (b, "out"),
                                               flow_node_get_sink (c, "b"), &error));
  flow_graph_remove_node (graph, a);
  flow_graph_end_batch (graph);
  g_assert_no_error (error);

  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (stats.n_node_records, ==, 3);
  g_assert_cmpuint (stats.n_wire_records, ==, 2);

  view_test_run_frames (window, 2);
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), d));

  /* Another graph, then none. */
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), NULL);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &stats);
  g_assert_cmpuint (stats.n_node_records, ==, 0);
  g_assert_cmpuint (stats.n_bound_widgets, ==, 0);
  g_assert_null (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A message on the canvas describes the widget with the focus, the view
 * or a node widget, while it shows: the nearest to an announcement GTK
 * 4.8 allows, spoken by screen readers as a change of the focused
 * object's description.
 */
static void
test_view_announce (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  const char *message = "Select one group node to ungroup it";
  FlowGtkViewActions *actions;
  FlowConnection *connection;
  GtkWidget *view, *window, *box, *entry;
  GtkWidget *widget;

  g_test_summary ("A message on the canvas describes the view or the node "
                  "widget with the focus while it shows, and their own "
                  "descriptions come back after.");

  flow_node_set_position (b, 300, 0);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  connection = flow_graph_add_connection (graph, flow_node_get_source (a, "out"),
                                          flow_node_get_sink (b, "in"), NULL);
  g_assert_nonnull (connection);

  view = flow_gtk_view_new (graph);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  entry = gtk_entry_new ();
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), view);
  window = view_test_window_new (box, 800, 600);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -20);
  view_test_run_frames (window, 3);
  actions = _flow_gtk_view_get_actions (FLOW_GTK_VIEW (view));

  /* The canvas focused: the view is described by the message, then by
   * what it says of itself (no selected connection: nothing).
   */
  gtk_widget_grab_focus (view);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_widget_activate_action (view, "flowview.ungroup", NULL);
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==, message);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message);
  flow_gtk_view_actions_hide_message (actions);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* With a connection selected, its description comes back. */
  _flow_gtk_view_set_selected_connection (FLOW_GTK_VIEW (view), connection);
  gtk_widget_activate_action (view, "flowview.ungroup", NULL);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message);
  flow_gtk_view_actions_hide_message (actions);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Selected connection: Output out of A to input in of B");
  _flow_gtk_view_set_selected_connection (FLOW_GTK_VIEW (view), NULL);

  /* A node focused, in a state of its own: the message, then the state;
   * the view's description is left alone.
   */
  flow_node_report (b, FLOW_NODE_STATE_WARNING, "Too big.");
  widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), b));
  g_assert_nonnull (widget);
  gtk_widget_grab_focus (widget);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Too big.");
  gtk_widget_activate_action (view, "flowview.ungroup", NULL);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* A state that changes meanwhile does not cover the message, and is
   * what comes back.
   */
  flow_node_report (b, FLOW_NODE_STATE_ERROR, "Broken.");
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message);
  flow_gtk_view_actions_hide_message (actions);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Broken.");

  /* A node without a state: nothing after. */
  flow_node_report (b, FLOW_NODE_STATE_NORMAL, NULL);
  gtk_widget_activate_action (view, "flowview.ungroup", NULL);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message);
  flow_gtk_view_actions_hide_message (actions);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* The focus outside the view: no description changes. */
  gtk_widget_grab_focus (entry);
  gtk_widget_activate_action (view, "flowview.ungroup", NULL);
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==, message);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Zooming out brings canvas into view that no tile of an earlier zoom
 * covers: the view draws tiles for it at once, whatever its time budget,
 * rather than leave it empty until the zoom stops.
 */
static void
test_view_zoom_out_covered (void)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (400);
  GtkWidget *view = flow_gtk_view_new (graph);
  GtkWidget *window = view_test_window_new (view, 800, 600);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  FlowGtkViewStats before, after;
  double zoom = 1.0;

  view_test_run_frames (window, 10);
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &before);

  for (guint step = 0; step < 10; step++)
    {
      g_autofree guchar *pixels = NULL;
      int width = gtk_widget_get_width (view);
      int height = gtk_widget_get_height (view);
      guint n_nodes, holes = 0;

      zoom *= 0.93;
      flow_gtk_viewport_zoom_at (viewport, zoom, width / 2.0, height / 2.0);
      pixels = view_test_snapshot_frame (view, &n_nodes);

      for (gsize i = 0; i < (gsize)width * height; i++)
        if (pixels[4 * i + 3] != 255)
          holes++;
      g_assert_cmpuint (holes, ==, 0);
    }

  /* Only what no stand-in covered: not a whole view of tiles each frame. */
  _flow_gtk_view_get_stats (FLOW_GTK_VIEW (view), &after);
  g_assert_cmpuint (after.tiles_rendered - before.tiles_rendered, <, 10 * 4);

  gtk_window_destroy (GTK_WINDOW (window));
}

#ifdef GDK_WINDOWING_X11
/* Lists the System V shared memory segments this process made. */
static GArray *
own_shm_segments (void)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (int));

  if (!g_file_get_contents ("/proc/sysvipc/shm", &contents, NULL, NULL))
    return ids;

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      long key, shmid, perms, size, cpid;

      /* key shmid perms size cpid lpid … */
      if (sscanf (lines[i], "%ld %ld %lo %ld %ld", &key, &shmid, &perms, &size, &cpid) == 5 &&
          cpid == getpid ())
        {
          int id = shmid;

          g_array_append_val (ids, id);
        }
    }

  return ids;
}

static gboolean
has_shm_extension (GdkDisplay *display)
{
  int opcode, event, error;

  return XQueryExtension (gdk_x11_display_get_xdisplay (display), "MIT-SHM",
                          &opcode, &event, &error);
}

/* With GTK's cairo renderer on X11, every frame goes to the X server
 * through cairo's shared memory, in a pool that cairo destroys after the
 * frame. Keeping it is the application's choice (flow-bench does, see
 * bench-x11.c): the library keeps no memory of the X server's, so once the
 * frames are done no segment of this process is left.
 */
static void
test_view_no_shm_pool (void)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(GArray) after = NULL;
  FlowNode *a, *b, *c;
  GtkWidget *view, *window;
  GdkDisplay *display;
  FlowGtkViewport *viewport;

  graph = view_test_small_graph (&a, &b, &c);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  display = gtk_widget_get_display (window);

  if (!GDK_IS_X11_DISPLAY (display) ||
      !GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))) ||
      !has_shm_extension (display))
    {
      g_test_skip ("needs the cairo renderer on an X11 display with MIT-SHM");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  for (guint i = 0; i < 5; i++)
    {
      flow_gtk_viewport_set_offset (viewport,
                                    flow_gtk_viewport_get_offset_x (viewport) + 3,
                                    flow_gtk_viewport_get_offset_y (viewport) + 2);
      view_test_run_frames (window, 1);
    }
  view_test_run_frames (window, 2);

  after = own_shm_segments ();
  g_assert_cmpuint (after->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}
#endif

/* A message as long as one word of 20,000 letters (a name in a file
 * pasted) wraps within the view: it made the view ask for a window wider
 * than the X server allows, which ended flow-demo.
 */
static void
test_view_long_message (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree char *word = g_strnfill (20000, 'V');
  g_autofree char *text = g_strdup_printf ("There is no dock named “%s”.", word);
  GtkWidget *view, *window;
  int minimum, natural;

  g_test_summary ("A message of one very long word wraps: the view's width does not "
                  "follow it.");

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_view_actions_show_message (_flow_gtk_view_get_actions (FLOW_GTK_VIEW (view)), text, 400, 300);
  view_test_run_frames (window, 3);
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==, text);

  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <=, 800);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <=, 800);
  g_assert_cmpint (gtk_widget_get_width (view), ==, 800);

  /* A few lines of it, within the view; its accessible name is all of it. */
  for (GtkWidget *child = gtk_widget_get_first_child (view); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "flow-message"))
      {
        g_assert_cmpint (gtk_widget_get_height (child), <, 200);
        g_assert_cmpint (gtk_widget_get_width (child), <=, 800);
        gtk_test_accessible_assert_property (child, GTK_ACCESSIBLE_PROPERTY_LABEL, text);
      }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/basic", test_view_basic);
  g_test_add_func ("/flow-gtk/view/zoom-transform", test_view_zoom_transform);
  g_test_add_func ("/flow-gtk/view/culling", test_view_culling);
  g_test_add_func ("/flow-gtk/view/factory-lifecycle", test_view_factory_lifecycle);
  g_test_add_func ("/flow-gtk/view/selection", test_view_selection);
  g_test_add_func ("/flow-gtk/view/selection-shown", test_view_selection_shown);
  g_test_add_func ("/flow-gtk/view/focus-hold", test_view_focus_hold);
  g_test_add_func ("/flow-gtk/view/scroll-to-visible", test_view_scroll_to_visible);
  g_test_add_func ("/flow-gtk/view/snapshot-makes-nothing", test_view_snapshot_makes_nothing);
  g_test_add_func ("/flow-gtk/view/allocate-is-local", test_view_allocate_is_local);
  g_test_add_func ("/flow-gtk/view/getters-change-nothing", test_view_getters_change_nothing);
  g_test_add_func ("/flow-gtk/view/nodes-in-area", test_view_nodes_in_area);
  g_test_add_func ("/flow-gtk/view/viewport-in-graph", test_view_viewport_in_graph);
  g_test_add_func ("/flow-gtk/view/actions", test_view_actions);
  g_test_add_func ("/flow-gtk/view/graph-changes", test_view_graph_changes);
  g_test_add_func ("/flow-gtk/view/announce", test_view_announce);
  g_test_add_func ("/flow-gtk/view/long-message", test_view_long_message);
  g_test_add_func ("/flow-gtk/view/zoom-out-covered", test_view_zoom_out_covered);
#ifdef GDK_WINDOWING_X11
  g_test_add_func ("/flow-gtk/view/no-shm-pool", test_view_no_shm_pool);
#endif

  return g_test_run ();
}

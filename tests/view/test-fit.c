/* test-fit.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

/* Fitting the graph into what the application's own widgets leave free
 * of the view (FlowGtkView:fit-margins).
 */

static void
test_fit_margins (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkBorder margins = { 120, 200, 40, 60 };   /* left, right, top, bottom */
  GtkBorder read = { 0, };
  GtkWidget *view, *window;
  guint *notified;

  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("N", "in:double", "out:double");

      flow_node_set_position (node, (i % 3) * 400, (i / 3) * 300);
      flow_graph_add_node (graph, node);
    }

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1000, 700);
  notified = flow_test_count_notify (view, "fit-margins");

  flow_gtk_view_set_fit_margins (FLOW_GTK_VIEW (view), &margins);
  g_assert_cmpuint (*notified, ==, 1);
  flow_gtk_view_set_fit_margins (FLOW_GTK_VIEW (view), &margins);
  g_assert_cmpuint (*notified, ==, 1);
  flow_gtk_view_get_fit_margins (FLOW_GTK_VIEW (view), &read);
  g_assert_cmpint (read.left, ==, 120);
  g_assert_cmpint (read.right, ==, 200);

  /* Every node inside the free part, and the graph filling it across. */
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  view_test_run_frames (window, 3);
  {
    double left = G_MAXDOUBLE, right = -G_MAXDOUBLE;

    for (guint i = 0; i < 6; i++)
      {
        g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)),
                                                  view, &bounds));
        g_assert_cmpfloat (bounds.origin.x, >=, 120);
        g_assert_cmpfloat (bounds.origin.y, >=, 40);
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 1000 - 200);
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, 700 - 60);
        left = MIN (left, bounds.origin.x);
        right = MAX (right, bounds.origin.x + bounds.size.width);
      }

    /* Centred in the free part, as in the whole view before. */
    g_assert_cmpfloat_with_epsilon ((left + right) / 2, 120 + (1000 - 120 - 200) / 2.0, 4);
  }

  /* A box in the bottom right corner (a minimap): a wide graph goes above
   * it, as large as with no margins at all, and keeps out of the box.
   */
  {
    GtkBorder corner = { 0, 250, 0, 200 };
    double free_zoom;

    flow_gtk_view_set_fit_margins (FLOW_GTK_VIEW (view), &(GtkBorder) { 0, });
    flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
    free_zoom = flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)));

    flow_gtk_view_set_fit_margins (FLOW_GTK_VIEW (view), &corner);
    flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
    view_test_run_frames (window, 3);
    g_assert_cmpfloat (flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view))), >=,
                       free_zoom * 0.999);
    for (guint i = 0; i < 6; i++)
      {
        g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)),
                                                  view, &bounds));
        g_assert_false (graphene_rect_intersection (&bounds, &GRAPHENE_RECT_INIT (1000 - 250, 700 - 200, 250, 200),
                                                    NULL));
      }
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Small nodes in a row from the origin, and far to the right one that is
 * much larger than any the view has measured, whose size it can only
 * estimate until it shows it.
 */
static FlowNode *
wide_graph (FlowGraph *graph)
{
  for (guint i = 0; i < 4; i++)
    flow_test_add_node (graph, "N", "in:double", "out:double", i * 200.0, 0);

  return flow_test_add_node (graph, "A node whose long title makes it far wider than the rest of them",
                             "a:double,b:double,c:double,d:double,e:double,f:double,g:double,h:double",
                             "out:double", 1400, 0);
}

/* Makes @node taller than the graph's other nodes. */
static void
add_sinks (FlowNode *node,
           guint     n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("more%u", i);
      g_autoptr(FlowSink) sink = flow_sink_new (name, G_TYPE_DOUBLE);

      flow_node_add_dock (node, FLOW_DOCK (sink));
    }
}

static void
test_fit_settles (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) second = flow_graph_new ();
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;

  g_test_summary ("A fit holds the whole graph once the nodes it brings "
                  "into sight are measured, asked for before the view "
                  "has a size or after; a pan after it stops it.");

  /* Asked for before the view is shown. */
  wide_graph (graph);
  view = flow_gtk_view_new (graph);
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 12);
  flow_gtk_test_assert_all_in_sight (FLOW_GTK_VIEW (view));

  /* Asked for while shown, with the wide node never measured. */
  wide_graph (second);
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), second);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  flow_gtk_viewport_set_zoom (viewport, 1.0);
  flow_gtk_viewport_set_offset (viewport, -20, -20);
  view_test_run_frames (window, 3);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view),
                                                g_list_model_get_item (G_LIST_MODEL (second), 4)));
  g_object_unref (g_list_model_get_item (G_LIST_MODEL (second), 4));
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  view_test_run_frames (window, 12);
  flow_gtk_test_assert_all_in_sight (FLOW_GTK_VIEW (view));

  /* A pan right after a fit makes the viewport the user's: a node that
   * grows does not make the view fit again.
   */
  {
    g_autoptr(FlowNode) first = g_list_model_get_item (G_LIST_MODEL (second), 0);
    g_autoptr(FlowNode) next = g_list_model_get_item (G_LIST_MODEL (second), 1);
    double zoom, x, y;

    flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
    flow_gtk_viewport_set_offset (viewport, 100, 50);
    add_sinks (next, 16);
    view_test_run_frames (window, 4);
    g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, 100);
    g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, 50);

    /* Nor, untouched, once the frames a fit settles in have passed. */
    flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
    view_test_run_frames (window, 12);
    zoom = flow_gtk_viewport_get_zoom (viewport);
    x = flow_gtk_viewport_get_offset_x (viewport);
    y = flow_gtk_viewport_get_offset_y (viewport);
    add_sinks (first, 24);
    view_test_run_frames (window, 4);
    g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, zoom);
    g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), ==, x);
    g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, y);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A node beyond the range of a float (a file may place one anywhere):
 * fitting leaves the view as it is, without a critical.
 */
static void
test_fit_beyond_float (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowGtkViewport *viewport;
  GtkWidget *view, *window;
  double zoom;

  flow_test_add_node (graph, "Near", NULL, "out:double", 0, 0);
  flow_test_add_node (graph, "Far", "in:double", NULL, 1e39, 0);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  zoom = flow_gtk_viewport_get_zoom (viewport);

  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  view_test_run_frames (window, 3);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), ==, zoom);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/fit-margins", test_fit_margins);
  g_test_add_func ("/flow-gtk/view/fit-settles", test_fit_settles);
  g_test_add_func ("/flow-gtk/view/fit-beyond-float", test_fit_beyond_float);

  return g_test_run ();
}

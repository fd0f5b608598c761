/* test-fit.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

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

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/fit-margins", test_fit_margins);

  return g_test_run ();
}

/* view-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"
#include "flow-gtk-view-private.h"

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  guint *left = user_data;

  if (*left > 0)
    (*left)--;

  return *left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

void
view_test_run_frames (GtkWidget *widget,
                      guint      n)
{
  guint left = n;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_widget_add_tick_callback (widget, count_frame_cb, &left, NULL);

  while (left > 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (left, ==, 0);

  /* Let the frame that ran the last tick finish its layout and paint. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
wake_cb (gpointer user_data)
{
  *(gboolean *)user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
view_test_wait (guint milliseconds)
{
  gboolean done = FALSE;

  g_timeout_add (milliseconds, wake_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

GtkWidget *
view_test_window_new (GtkWidget *view,
                      int        width,
                      int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));

  gtk_test_widget_wait_for_draw (window);
  view_test_run_frames (window, 3);

  return window;
}

/* A small graph: two sources feeding an Add-like node. */
FlowGraph *
view_test_small_graph (FlowNode **a,
                       FlowNode **b,
                       FlowNode **c)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(FlowNode) n1 = flow_test_node_new ("One", "", "out:double");
  g_autoptr(FlowNode) n2 = flow_test_node_new ("Two", "", "out:int");
  g_autoptr(FlowNode) n3 = flow_test_node_new ("Sum", "a:double,b:double", "out:double");
  g_autoptr(GError) error = NULL;

  flow_node_set_position (n1, 40, 40);
  flow_node_set_position (n2, 40, 240);
  flow_node_set_position (n3, 400, 120);
  flow_graph_add_node (graph, n1);
  flow_graph_add_node (graph, n2);
  flow_graph_add_node (graph, n3);
  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (n1, "out"),
                                               flow_node_get_sink (n3, "a"), &error));
  g_assert_no_error (error);

  *a = n1;
  *b = n2;
  *c = n3;

  return graph;
}

/* Renders @node (of @widget's size) with @widget's renderer, and returns
 * its pixels, B8G8R8A8 premultiplied, rows of 4 × width bytes.
 */
static guchar *
render_pixels (GtkWidget     *widget,
               GskRenderNode *node)
{
  g_autoptr(GdkTexture) texture = flow_gtk_test_render_node (widget, node);
  int width = gtk_widget_get_width (widget);
  guchar *pixels = g_malloc ((gsize)width * gtk_widget_get_height (widget) * 4);

  gdk_texture_download (texture, pixels, (gsize)width * 4);

  return pixels;
}

/* A frame of the view drawn now (its snapshot () called, as a frame
 * would), its pixels and its number of cairo nodes.
 */
guchar *
view_test_snapshot_frame (GtkWidget *view,
                          guint     *n_cairo_nodes)
{
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GtkAllocation allocation;

  /* What a frame does first: widgets for the nodes in view, and layout. */
  _flow_gtk_view_reconcile_now (FLOW_GTK_VIEW (view));
  gtk_widget_get_allocation (view, &allocation);
  gtk_widget_size_allocate (view, &allocation, -1);

  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  *n_cairo_nodes = flow_gtk_test_count_cairo_nodes (node, NULL);

  return render_pixels (view, node);
}

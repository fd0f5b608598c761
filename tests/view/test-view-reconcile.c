/* test-view-reconcile.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* When node widgets appear: every node in sight has its widget, allocated,
 * in the first frame a new view paints, and in the first frame painted at
 * a new size (flow-gtk-view-reconcile.c).
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

#define COLUMNS 6
#define ROWS    4

typedef struct
{
  GtkWidget *view;
  FlowNode  *nodes[COLUMNS * ROWS * 4];
  guint      n_nodes;
  guint      n_paints;
  int        watched_width;    /* the size whose first frame is checked */
  guint      n_checked;
} Fixture;

/* Nodes 200 units apart from the origin, COLUMNS × ROWS of them in an
 * area of 1,200 × 800, as many again to the right and below.
 */
static FlowGraph *
grid_graph (Fixture *fixture)
{
  FlowGraph *graph = flow_graph_new ();

  for (guint row = 0; row < ROWS * 2; row++)
    for (guint column = 0; column < COLUMNS * 2; column++)
      {
        g_autofree char *title = g_strdup_printf ("N%u.%u", row, column);

        fixture->nodes[fixture->n_nodes++] =
          flow_test_add_node (graph, title, "in:double", "out:double",
                              40 + column * 200.0, 40 + row * 200.0);
      }

  return graph;
}

/* Every node whose corner is in the view's area has a widget with an
 * allocation; the others may have one (the view keeps a margin).
 */
static void
assert_widgets_in_sight (Fixture *fixture)
{
  int width = gtk_widget_get_width (fixture->view);
  int height = gtk_widget_get_height (fixture->view);
  guint n_in_sight = 0;

  for (guint i = 0; i < fixture->n_nodes; i++)
    {
      FlowNode *node = fixture->nodes[i];
      GtkWidget *widget;

      if (flow_node_get_x (node) + 150 > width || flow_node_get_y (node) + 100 > height)
        continue;

      n_in_sight++;
      widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), node));
      if (widget == NULL)
        g_error ("paint %u at %d x %d: %s has no widget", fixture->n_paints, width, height,
                 flow_node_get_title (node));
      g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
    }

  g_assert_cmpuint (n_in_sight, >, 0);
}

static void
after_paint_cb (GdkFrameClock *clock,
                Fixture       *fixture)
{
  fixture->n_paints++;

  if (gtk_widget_get_width (fixture->view) == fixture->watched_width)
    {
      assert_widgets_in_sight (fixture);
      fixture->n_checked++;
    }
}

static void
test_view_reconcile_first_frame (void)
{
  Fixture fixture = { 0 };
  g_autoptr(FlowGraph) graph = grid_graph (&fixture);
  GtkWidget *window;
  GdkFrameClock *clock;
  gulong paint_id;

  g_test_summary ("Every node in sight has its widget, allocated, in the "
                  "first frame a new view paints and in the first frame "
                  "painted at a larger size.");

  fixture.view = flow_gtk_view_new (graph);
  fixture.watched_width = 800;
  gtk_widget_set_size_request (fixture.view, 800, 500);

  window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_child (GTK_WINDOW (window), fixture.view);
  gtk_widget_realize (window);
  clock = gtk_widget_get_frame_clock (window);
  paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &fixture);
  gtk_window_present (GTK_WINDOW (window));

  while (fixture.n_checked == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (fixture.n_paints, ==, 1);

  /* Grown: the nodes that come into sight have widgets in the first
   * frame at the new size.
   */
  fixture.n_checked = 0;
  fixture.watched_width = 1200;
  gtk_widget_set_size_request (fixture.view, 1200, 800);
  while (fixture.n_checked == 0)
    g_main_context_iteration (NULL, TRUE);

  g_signal_handler_disconnect (clock, paint_id);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/reconcile/first-frame", test_view_reconcile_first_frame);

  return g_test_run ();
}

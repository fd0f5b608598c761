/* e2e-view-fixture.c: the graph and window the view's end-to-end tests
 * share (test-e2e-view.c, test-e2e-moves.c), and where their docks and
 * headers are drawn.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "e2e-view-fixture.h"

#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

FlowNode *
e2e_add_node (FlowGraph  *graph,
              const char *title,
              const char *sinks,
              const char *sources,
              double      x,
              double      y)
{
  /* The fixture keeps a reference, to check nodes after their removal. */
  return g_object_ref (flow_test_add_node (graph, title, sinks, sources, x, y));
}

void
e2e_fixture_setup (Fixture       *fixture,
                   gconstpointer  data)
{
  fixture->graph = flow_graph_new ();
  fixture->number = e2e_add_node (fixture->graph, "Number", "", "out:double", 60, 60);
  fixture->text = e2e_add_node (fixture->graph, "Text", "", "out:string", 60, 320);
  fixture->sum = e2e_add_node (fixture->graph, "Sum", "a:double,b:double", "out:double", 440, 140);
  fixture->result = e2e_add_node (fixture->graph, "Result", "in:double", "", 780, 160);

  fixture->view = flow_gtk_view_new (fixture->graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fixture->view), FALSE);
  fixture->window = flow_gtk_test_show_in_window (fixture->view, "Flow end-to-end", 1000, 640);
  xtest_spin (200);

  if (!xtest_available (fixture->view))
    g_test_skip ("No XTEST extension on this display");
}

void
e2e_fixture_teardown (Fixture       *fixture,
                      gconstpointer  data)
{
  /* Leave no button or key down for the next test. */
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  xtest_spin (50);
  g_clear_object (&fixture->graph);
  g_clear_object (&fixture->number);
  g_clear_object (&fixture->text);
  g_clear_object (&fixture->sum);
  g_clear_object (&fixture->result);
}

/* Where a dock is drawn, in view coordinates. */
graphene_point_t
e2e_dock_point (Fixture  *fixture,
                FlowDock *dock)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  graphene_point_t canvas, widget;

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (fixture->view), dock, &canvas));
  flow_gtk_viewport_canvas_to_widget (viewport, &canvas, &widget);

  return widget;
}

/* A point on a node's header, in view coordinates. */
graphene_point_t
e2e_header_point (Fixture  *fixture,
                  FlowNode *node)
{
  return flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), node);
}

void
e2e_drag_between (Fixture          *fixture,
                  graphene_point_t  from,
                  graphene_point_t  to)
{
  xtest_drag (fixture->view, 1, from.x, from.y, to.x, to.y, 12);
}

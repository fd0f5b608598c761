/* test-demo-palette-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * flow-demo's palette with real keys (XTEST): Enter right after typing
 * adds what the list will show, and rows tell their description.
 */

#include "config.h"

#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-node-types.h"
#include "flow-demo-palette.h"
#include "flow-demo-window.h"

#include "demo-test-utils.h"
#include "xtest-utils.h"

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

static guint
count_titled (FlowGraph  *graph,
              const char *title)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (flow_node_get_title (node), title) == 0)
        n++;
    }

  return n;
}

/* Ctrl+F's search, and @text typed into it with real keys, at once. */
static void
search_for (FlowDemoWindow *window,
            const char     *text)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), "search-nodes", NULL);
  xtest_spin (100);
  for (const char *c = text; *c != '\0'; c++)
    xtest_tap_key (GTK_WIDGET (window), gdk_unicode_to_keyval (*c));
}

static void
test_type_then_enter (void)
{
  FlowDemoWindow *window;
  FlowGraph *graph;
  guint displays, numbers;

  g_test_summary ("Typing “disp” and pressing Enter at once adds a Display, the one row "
                  "the list shows, not the first row of the list before the search.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  graph = flow_demo_window_get_graph (window);
  displays = count_titled (graph, "Display");
  numbers = count_titled (graph, "Number");

  search_for (window, "disp");
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Return);
  xtest_spin (300);

  g_assert_cmpuint (count_titled (graph, "Display"), ==, displays + 1);
  g_assert_cmpuint (count_titled (graph, "Number"), ==, numbers);

  destroy_window (window);
}

static void
test_undo_from_list (void)
{
  FlowDemoWindow *window;
  FlowGraph *graph;
  GtkWidget *focus;
  guint displays;

  g_test_summary ("Ctrl+Z with the focus in the palette's list undoes the node just "
                  "added, and Ctrl+Shift+Z adds it again: the canvas's undo, wherever "
                  "the focus is but in a text field.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  graph = flow_demo_window_get_graph (window);
  displays = count_titled (graph, "Display");

  search_for (window, "disp");
  xtest_spin (400);
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Down);
  xtest_spin (100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW));
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Return);
  xtest_spin (300);
  g_assert_cmpuint (count_titled (graph, "Display"), ==, displays + 1);

  /* The focus back in the list, as after the row was chosen there. */
  if (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_TYPE_LIST_VIEW) == NULL)
    {
      g_action_group_activate_action (G_ACTION_GROUP (window), "search-nodes", NULL);
      xtest_spin (100);
      xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Down);
      xtest_spin (100);
    }
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW));

  xtest_tap_key_with (GTK_WIDGET (window), GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_spin (300);
  g_assert_cmpuint (count_titled (graph, "Display"), ==, displays);

  xtest_tap_key_with (GTK_WIDGET (window), GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_z);
  xtest_spin (300);
  g_assert_cmpuint (count_titled (graph, "Display"), ==, displays + 1);

  destroy_window (window);
}

static void
test_tab_to_canvas (void)
{
  FlowDemoWindow *window;
  GtkWidget *focus;

  g_test_summary ("Down from the search goes into the list; Tab from the list goes on "
                  "to the canvas, not to the list's next row (GTK 4.8's list view).");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  g_action_group_activate_action (G_ACTION_GROUP (window), "search-nodes", NULL);
  xtest_spin (100);
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Down);
  xtest_spin (100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW));

  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Tab);
  xtest_spin (100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("focus after the list: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (focus == GTK_WIDGET (flow_demo_window_get_view (window)) ||
                 gtk_widget_is_ancestor (focus, GTK_WIDGET (flow_demo_window_get_view (window))));

  destroy_window (window);
}

static void
focus_trace_cb (GtkWindow  *window,
                GParamSpec *pspec,
                GPtrArray  *trace)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_ptr_array_add (trace, g_strdup (focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "(none)"));
}

static void
test_shift_tab_from_search (void)
{
  FlowDemoWindow *window;
  g_autoptr(GPtrArray) trace = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *entry;
  GtkWidget *focus;

  g_test_summary ("Shift+Tab from the palette's search leaves it for what comes before "
                  "it, and does not come back to it.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  entry = flow_demo_palette_get_search_entry (flow_demo_window_get_palette (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "search-nodes", NULL);
  xtest_spin (100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));

  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_trace_cb), trace);
  xtest_tap_key_with (GTK_WIDGET (window), GDK_SHIFT_MASK, GDK_KEY_Tab);
  xtest_spin (100);
  g_signal_handlers_disconnect_by_func (window, focus_trace_cb, trace);
  for (guint i = 0; i < trace->len; i++)
    g_test_message ("focus %u: %s", i, (char *) g_ptr_array_index (trace, i));

  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_null (gtk_widget_get_ancestor (focus, FLOW_DEMO_TYPE_PALETTE));

  destroy_window (window);
}

static void
test_row_tooltips (void)
{
  FlowDemoWindow *window;
  GListModel *types = flow_demo_node_types_get_default ();

  g_test_summary ("Each palette row's tooltip is its description in full, which the row "
                  "may have to cut short.");

  window = create_window ();

  for (guint i = 0; i < g_list_model_get_n_items (types); i++)
    {
      g_autoptr(FlowDemoNodeType) type = g_list_model_get_item (types, i);
      const char *description = flow_demo_node_type_get_description (type);
      GtkWidget *widget = demo_test_find (GTK_WIDGET (flow_demo_window_get_palette (window)),
                                          GTK_TYPE_LABEL, NULL,
                                          flow_demo_node_type_get_title (type), FALSE);

      /* Rows below the visible part of the list are not made. */
      if (widget == NULL)
        continue;

      while (widget != NULL && gtk_widget_get_tooltip_text (widget) == NULL)
        widget = gtk_widget_get_parent (widget);
      g_assert_nonnull (widget);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (widget), ==, description);
    }

  destroy_window (window);
}

/* The pointer over the palette's rows and then away to the canvas
 * leaves no row highlighted: none is selected, then or after.
 */
static void
test_hover_leaves_nothing (void)
{
  FlowDemoWindow *window = create_window ();
  GtkWidget *palette = GTK_WIDGET (flow_demo_window_get_palette (window));
  GtkWidget *list = demo_test_find (palette, GTK_TYPE_LIST_VIEW, NULL, NULL, FALSE);
  GtkSelectionModel *model;
  int height;

  g_test_summary ("Hovering the palette's rows selects none of them: a hovered row "
                  "stayed highlighted after the pointer left.");

  g_assert_nonnull (list);
  model = gtk_list_view_get_model (GTK_LIST_VIEW (list));
  height = gtk_widget_get_height (list);
  for (int y = 10; y < MIN (height, 300); y += 15)
    xtest_move (list, 60, y);
  xtest_move (GTK_WIDGET (flow_demo_window_get_view (window)), 300, 300);
  xtest_spin (100);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (model)); i++)
    g_assert_false (gtk_selection_model_is_selected (model, i));

  destroy_window (window);
}

/* The point of @view where the wire from @source to @sink passes half way. */
static void
wire_middle (FlowGtkView      *view,
             FlowDock         *source,
             FlowDock         *sink,
             graphene_point_t *point)
{
  graphene_point_t from, to;

  g_assert_true (flow_gtk_view_get_dock_position (view, source, &from));
  g_assert_true (flow_gtk_view_get_dock_position (view, sink, &to));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                      &GRAPHENE_POINT_INIT ((from.x + to.x) / 2, (from.y + to.y) / 2),
                                      point);
}

static void
test_drop_on_wire (void)
{
  FlowDemoWindow *window;
  FlowGtkView *view;
  FlowGraph *graph;
  FlowNode *bag, *add, *subtract = NULL;
  FlowDock *bag_out, *add_b;
  GtkWidget *row;
  graphene_point_t start, end;
  guint n;

  g_test_summary ("A node type dragged from the palette onto a wire it fits is spliced into "
                  "the wire, in one step of the history.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  view = flow_demo_window_get_view (window);
  graph = flow_demo_window_get_graph (window);
  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  bag = flow_demo_example_find_node (graph, "Bag");
  add = flow_demo_example_find_node (graph, "Add");
  bag_out = FLOW_DOCK (flow_node_get_source (bag, "value"));
  add_b = FLOW_DOCK (flow_node_get_sink (add, "b"));
  g_assert_nonnull (flow_graph_find_connection (graph, FLOW_SOURCE (bag_out), FLOW_SINK (add_b)));

  /* From the Subtract row of the palette to the middle of Bag → Add. */
  row = demo_test_find (GTK_WIDGET (flow_demo_window_get_palette (window)),
                        GTK_TYPE_LABEL, NULL, "Subtract", FALSE);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_compute_point (row, GTK_WIDGET (view),
                                           &GRAPHENE_POINT_INIT (10, 8), &start));
  wire_middle (view, bag_out, add_b, &end);

  xtest_move (GTK_WIDGET (view), start.x, start.y);
  xtest_spin (100);
  xtest_button (GTK_WIDGET (view), 1, TRUE);
  for (guint i = 1; i <= 30; i++)
    {
      xtest_move (GTK_WIDGET (view),
                  start.x + (end.x - start.x) * i / 30.0,
                  start.y + (end.y - start.y) * i / 30.0);
      xtest_spin (30);
    }
  xtest_spin (300);
  xtest_button (GTK_WIDGET (view), 1, FALSE);
  xtest_spin (500);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n + 1);
  subtract = g_list_model_get_item (G_LIST_MODEL (graph), n);
  g_object_unref (subtract);
  g_assert_cmpstr (flow_node_get_title (subtract), ==, "Subtract");

  /* Into the wire: Bag → Subtract → Add, the old wire gone. */
  g_assert_null (flow_graph_find_connection (graph, FLOW_SOURCE (bag_out), FLOW_SINK (add_b)));
  g_assert_nonnull (flow_graph_find_connection (graph, FLOW_SOURCE (bag_out),
                                                flow_node_get_sink (subtract, "a")));
  g_assert_nonnull (flow_graph_find_connection (graph, flow_node_get_source (subtract, "result"),
                                                FLOW_SINK (add_b)));

  /* One Ctrl+Z: the node gone, the wire back. */
  flow_history_undo (flow_graph_get_history (graph));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n);
  g_assert_nonnull (flow_graph_find_connection (graph, FLOW_SOURCE (bag_out), FLOW_SINK (add_b)));

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

  g_test_add_func ("/demo/palette-input/type-then-enter", test_type_then_enter);
  g_test_add_func ("/demo/palette-input/row-tooltips", test_row_tooltips);
  g_test_add_func ("/demo/palette-input/hover-leaves-nothing", test_hover_leaves_nothing);
  g_test_add_func ("/demo/palette-input/tab-to-canvas", test_tab_to_canvas);
  g_test_add_func ("/demo/palette-input/shift-tab-from-search", test_shift_tab_from_search);
  g_test_add_func ("/demo/palette-input/undo-from-list", test_undo_from_list);
  g_test_add_func ("/demo/palette-input/drop-on-wire", test_drop_on_wire);

  return g_test_run ();
}

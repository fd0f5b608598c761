/* test-demo-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * flow-demo and the evaluation engine, with real input (XTEST): with an
 * oscillator ticking, the user adds a node and edits a value, and undoing
 * twice takes both back, whatever the oscillator did meanwhile; a slow
 * node computes in the background while the window goes on.
 */

#include "config.h"

#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-nodes.h"
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

static void
type_text (GtkWidget  *widget,
           const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    xtest_tap_key (widget, gdk_unicode_to_keyval (*c));
}

static double
node_double (FlowNode   *node,
             const char *source)
{
  const GValue *value = flow_dock_get_value (flow_node_get_dock (node, source));

  g_assert_nonnull (value);

  return g_value_get_double (value);
}

static void
test_undo_with_oscillator (void)
{
  FlowDemoWindow *window;
  FlowGraph *graph;
  FlowHistory *history;
  FlowGtkView *view;
  FlowDemoPalette *palette;
  GtkWidget *search;
  GtkWidget *spin;
  FlowNode *apples, *oscillator, *display;
  g_autoptr(FlowDemoNodeType) display_type = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  guint n_nodes;
  int apples_before;
  double wave;
  gint64 deadline;

  g_test_summary ("With an Oscillator driving a display thirty times a "
                  "second, the user adds a node from the palette and edits "
                  "a number, with real keys and pointer; undo takes both "
                  "back. The oscillator's values fill no history.");

  window = create_window ();
  if (!xtest_available (GTK_WIDGET (window)))
    {
      destroy_window (window);
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  graph = flow_demo_window_get_graph (window);
  view = flow_demo_window_get_view (window);
  palette = flow_demo_window_get_palette (window);
  history = flow_graph_get_history (graph);
  apples = flow_demo_example_find_node (graph, "Apples");

  /* An oscillator feeding a display, below the example: the user's
   * history starts after it.
   */
  oscillator = flow_demo_oscillator_node_new ();
  flow_node_set_title (oscillator, "Clock");
  flow_node_set_position (oscillator, 40, 420);
  flow_graph_add_node (graph, oscillator);
  g_object_unref (oscillator);
  display = flow_demo_display_node_new ();
  flow_node_set_title (display, "Clock Display");
  flow_node_set_position (display, 300, 420);
  flow_graph_add_node (graph, display);
  g_object_unref (display);
  flow_graph_add_connection (graph, flow_node_get_source (oscillator, "value"),
                             flow_node_get_sink (display, "value"), &error);
  g_assert_no_error (error);
  flow_history_clear (history);
  demo_test_wait_frames (GTK_WIDGET (window), 3);

  n_nodes = g_list_model_get_n_items (G_LIST_MODEL (graph));
  apples_before = g_value_get_int (flow_dock_get_value (flow_node_get_dock (apples, "value")));
  g_assert_cmpint (apples_before, !=, 42);
  before = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (display));

  /* 1. Add a Display node: search the palette and press Enter. */
  search = flow_demo_palette_get_search_entry (palette);
  xtest_click (search, gtk_widget_get_width (search) / 2.0, gtk_widget_get_height (search) / 2.0);
  xtest_spin (100);
  type_text (search, "display");
  /* The entry filters after its search delay. */
  xtest_spin (500);
  xtest_tap_key (search, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n_nodes + 1);

  /* 2. Edit Apples: select its number, type 42, Enter. */
  spin = flow_gtk_node_get_child (flow_gtk_view_get_node_widget (view, apples));
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  xtest_click (spin, 12, gtk_widget_get_height (spin) / 2.0);
  xtest_spin (100);
  xtest_tap_key_with (spin, GDK_CONTROL_MASK, GDK_KEY_a);
  type_text (spin, "42");
  xtest_tap_key (spin, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_cmpint (g_value_get_int (flow_dock_get_value (flow_node_get_dock (apples, "value"))), ==, 42);

  /* The oscillator goes on, for half a second: its display changes. */
  wave = node_double (oscillator, "value");
  deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (node_double (oscillator, "value") == wave && g_get_monotonic_time () < deadline)
    xtest_spin (50);
  xtest_spin (500);
  g_assert_cmpfloat (node_double (oscillator, "value"), !=, wave);

  /* Two edits, and nothing else. */
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Change Parameter");

  /* 3. Undo both, from the canvas: click an empty place, Ctrl+Z twice. */
  xtest_click (GTK_WIDGET (view), gtk_widget_get_width (GTK_WIDGET (view)) - 60, 60);
  xtest_spin (100);
  xtest_tap_key_with (GTK_WIDGET (view), GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_spin (200);
  g_assert_cmpint (g_value_get_int (flow_dock_get_value (flow_node_get_dock (apples, "value"))), ==, apples_before);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Node");

  xtest_tap_key_with (GTK_WIDGET (view), GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n_nodes);
  g_assert_false (flow_history_get_can_undo (history));

  /* The oscillator still runs, and still records nothing. */
  wave = node_double (oscillator, "value");
  xtest_spin (300);
  g_assert_cmpfloat (node_double (oscillator, "value"), !=, wave);
  g_assert_false (flow_history_get_can_undo (history));

  destroy_window (window);
}

static void
test_slow_node (void)
{
  FlowDemoWindow *window;
  FlowGraph *graph;
  FlowNode *number, *slow, *display;
  g_autoptr(GError) error = NULL;
  g_auto(GValue) three = G_VALUE_INIT;
  g_autofree char *text = NULL;
  guint frames_before;
  GdkFrameClock *clock;
  gint64 deadline;

  g_test_summary ("The Slow Square node computes in the background: the "
                  "window keeps drawing frames while it works, the node is "
                  "busy, the display waits for its result.");

  window = create_window ();
  graph = flow_demo_window_get_graph (window);

  number = flow_demo_value_node_new (G_TYPE_DOUBLE);
  flow_node_set_position (number, 40, 420);
  flow_graph_add_node (graph, number);
  g_object_unref (number);
  slow = flow_demo_slow_node_new ();
  flow_demo_slow_node_set_delay (FLOW_DEMO_SLOW_NODE (slow), 0.5);
  flow_node_set_position (slow, 300, 420);
  flow_graph_add_node (graph, slow);
  g_object_unref (slow);
  display = flow_demo_display_node_new ();
  flow_node_set_position (display, 560, 420);
  flow_graph_add_node (graph, display);
  g_object_unref (display);
  flow_graph_add_connection (graph, flow_node_get_source (number, "value"), flow_node_get_sink (slow, "value"), &error);
  g_assert_no_error (error);
  flow_graph_add_connection (graph, flow_node_get_source (slow, "result"), flow_node_get_sink (display, "value"), &error);
  g_assert_no_error (error);

  /* Its first computation, as it joined. */
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (flow_graph_get_busy (graph) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (flow_graph_get_busy (graph));

  g_value_init (&three, G_TYPE_DOUBLE);
  g_value_set_double (&three, 3);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (number), &three);
  g_assert_true (flow_node_get_busy (slow));

  /* The main loop goes on: frames are drawn while the job runs. */
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  frames_before = gdk_frame_clock_get_frame_counter (clock);
  demo_test_wait_frames (GTK_WIDGET (window), 5);
  g_assert_true (flow_node_get_busy (slow));
  g_assert_cmpuint (gdk_frame_clock_get_frame_counter (clock), >=, frames_before + 5);

  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (flow_node_get_busy (slow) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (flow_node_get_busy (slow));
  g_assert_cmpfloat (node_double (slow, "result"), ==, 9);
  text = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (display));
  g_assert_cmpstr (text, ==, "9");
  g_assert_cmpint (flow_node_get_compute_time (slow), >=, 500000);

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

  g_test_add_func ("/demo/engine/undo-with-oscillator", test_undo_with_oscillator);
  g_test_add_func ("/demo/engine/slow-node", test_slow_node);

  return g_test_run ();
}

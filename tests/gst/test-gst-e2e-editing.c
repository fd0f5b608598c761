/* test-gst-e2e-editing.c: building a pipeline in flow-gst's window as a
 * person does, with real keys and pointer (XTEST): elements added from
 * the palette's search and dragged from it, Tab out of it, and gst-launch
 * lines imported into a graph that has elements already.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>

#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-palette.h"
#include "flow-gst-registry.h"
#include "flow-gst-window.h"
#include "flow-gtk-test-utils.h"
#include "gst-e2e-utils.h"
#include "xtest-utils.h"

static void
test_e2e_palette_enter_at_once (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(FlowNode) node = NULL;
  FlowGstPalette *palette;
  GListModel *graph;
  GtkWidget *window, *search, *focus;

  g_test_summary ("Enter typed right after an element's name, before the search "
                  "entry's pause, adds that element, not the one listed before, and "
                  "focuses it in the canvas; Ctrl+F goes back to the search, its text "
                  "selected, and Escape there gives the canvas the keyboard.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  palette = FLOW_GST_PALETTE (flow_gst_window_get_palette (FLOW_GST_WINDOW (window)));
  search = flow_gst_palette_get_search (palette);
  graph = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));

  /* Something else listed and selected first. */
  gst_e2e_click_center (search);
  gst_e2e_type_text (search, "fakesink");
  xtest_spin (500);

  gst_e2e_select_all (search);
  gst_e2e_type_text (search, "queue");
  xtest_tap_key (search, GDK_KEY_Return);
  xtest_spin (200);

  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 1);
  node = g_list_model_get_item (graph, 0);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (node)), ==, "queue");
  /* The keys go on with the new element, focused in the canvas. */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, flow_gst_window_get_view (FLOW_GST_WINDOW (window))));

  /* Ctrl+F: the search again, what it holds selected, replaced by what
   * is typed; Down right after typing goes into the list of what was
   * typed.
   */
  xtest_tap_key_with (focus, GDK_CONTROL_MASK, GDK_KEY_f);
  xtest_spin (200);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == search || gtk_widget_is_ancestor (focus, search));
  gst_e2e_type_text (search, "identity");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "identity");
  xtest_tap_key (search, GDK_KEY_Down);
  xtest_tap_key (gtk_root_get_focus (GTK_ROOT (window)), GDK_KEY_Return);
  xtest_spin (200);

  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 2);
  g_clear_object (&node);
  node = g_list_model_get_item (graph, 1);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (node)), ==, "identity");

  /* Escape in the search: back to the canvas. */
  xtest_tap_key_with (gtk_root_get_focus (GTK_ROOT (window)), GDK_CONTROL_MASK, GDK_KEY_f);
  xtest_spin (200);
  xtest_tap_key (search, GDK_KEY_Escape);
  xtest_spin (200);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == flow_gst_window_get_view (FLOW_GST_WINDOW (window)) ||
                 gtk_widget_is_ancestor (focus, flow_gst_window_get_view (FLOW_GST_WINDOW (window))));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_e2e_palette_tab (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  FlowGstPalette *palette;
  GtkWidget *window, *view, *search, *focus;

  g_test_summary ("Tab from the palette's list goes on to the canvas, rather than "
                  "through each of its rows (GTK 4.8's list view); Shift+Tab goes "
                  "back to the groups.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  palette = FLOW_GST_PALETTE (flow_gst_window_get_palette (FLOW_GST_WINDOW (window)));
  search = flow_gst_palette_get_search (palette);
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "videotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  xtest_spin (300);

  /* The search, the groups, the list, then the canvas. */
  xtest_tap_key_with (search, GDK_CONTROL_MASK, GDK_KEY_f);
  xtest_spin (100);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), search));
  for (guint i = 0; i < 2; i++)
    {
      xtest_tap_key (search, GDK_KEY_Tab);
      xtest_spin (100);
    }
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_LIST_VIEW (focus) || gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_VIEW) != NULL);

  xtest_tap_key (search, GDK_KEY_Tab);
  xtest_spin (100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("focus after the list: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (focus == view || gtk_widget_is_ancestor (focus, view));

  /* Back into the list, and Shift+Tab out of it to the groups. */
  xtest_tap_key_with (search, GDK_CONTROL_MASK, GDK_KEY_f);
  xtest_spin (100);
  xtest_tap_key (search, GDK_KEY_Down);
  xtest_spin (100);
  xtest_tap_key_with (search, GDK_SHIFT_MASK, GDK_KEY_Tab);
  xtest_spin (100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("focus before the list: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_e2e_import_below (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GListModel *graph;
  GtkWidget *window, *view;
  double bottom = 0;
  guint before;

  g_test_summary ("A line imported into a graph with elements goes below them, "
                  "rather than over them, where it hides them.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  graph = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "videotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  xtest_spin (300);
  before = g_list_model_get_n_items (graph);
  for (guint i = 0; i < before; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (graph, i);
      graphene_rect_t bounds;

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds));
      bottom = MAX (bottom, bounds.origin.y + bounds.size.height);
    }

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, before + 2);
  for (guint i = before; i < g_list_model_get_n_items (graph); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (graph, i);

      g_assert_cmpfloat (flow_node_get_y (node), >, bottom);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The label under @root whose text starts with @start, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *start)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), start))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, start);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Drags, with the real pointer, from @row to @end (in @view's
 * coordinates).
 */
static void
drag_to (GtkWidget              *row,
         GtkWidget              *view,
         const graphene_point_t *end)
{
  graphene_point_t start;

  g_assert_true (gtk_widget_compute_point (row, view, &GRAPHENE_POINT_INIT (30, 8), &start));
  xtest_move (view, start.x, start.y);
  xtest_spin (100);
  xtest_button (view, 1, TRUE);
  for (guint i = 1; i <= 30; i++)
    {
      xtest_move (view, start.x + (end->x - start.x) * i / 30.0, start.y + (end->y - start.y) * i / 30.0);
      xtest_spin (30);
    }
  xtest_spin (300);
  xtest_button (view, 1, FALSE);
  xtest_spin (500);
}

static void
test_e2e_palette_drag (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) source = NULL;
  g_autoptr(FlowNode) sink = NULL;
  g_autoptr(FlowNode) first = NULL;
  g_autoptr(FlowNode) second = NULL;
  FlowGstPalette *palette;
  GListModel *graph;
  GtkWidget *window, *view, *search, *row;
  graphene_point_t from, to, end, canvas;

  g_test_summary ("An element dragged from the palette is added where it is dropped; "
                  "dropped on a wire its pads fit, it goes into the wire, as one step.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  palette = FLOW_GST_PALETTE (flow_gst_window_get_palette (FLOW_GST_WINDOW (window)));
  search = flow_gst_palette_get_search (palette);
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  graph = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  xtest_spin (500);
  source = g_list_model_get_item (graph, 0);
  sink = g_list_model_get_item (graph, 1);

  /* "queue" searched: its row is the first. */
  gst_e2e_click_center (search);
  gst_e2e_type_text (search, "queue");
  xtest_spin (500);
  row = find_label (GTK_WIDGET (palette), "queue ");
  g_assert_nonnull (row);

  /* Onto the canvas, below the elements. */
  end = GRAPHENE_POINT_INIT (gtk_widget_get_width (view) / 2.0, gtk_widget_get_height (view) - 80);
  drag_to (row, view, &end);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 3);
  first = g_list_model_get_item (graph, 2);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (first)), ==, "queue");
  flow_gtk_viewport_widget_to_canvas (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), &end, &canvas);
  g_assert_cmpfloat (fabs (flow_node_get_x (first) - (canvas.x - 40)), <, 1);
  g_assert_cmpfloat (fabs (flow_node_get_y (first) - (canvas.y - 12)), <, 1);
  g_assert_true (gtk_widget_has_focus (view) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), view));

  /* Onto the middle of audiotestsrc → fakesink: into the wire. */
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view), FLOW_DOCK (flow_node_get_source (source, "src")), &from));
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view), FLOW_DOCK (flow_node_get_sink (sink, "sink")), &to));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)),
                                      &GRAPHENE_POINT_INIT ((from.x + to.x) / 2, (from.y + to.y) / 2), &end);
  drag_to (row, view, &end);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 4);
  second = g_list_model_get_item (graph, 3);
  g_assert_null (flow_graph_find_connection (FLOW_GRAPH (graph), flow_node_get_source (source, "src"),
                                             flow_node_get_sink (sink, "sink")));
  g_assert_nonnull (flow_graph_find_connection (FLOW_GRAPH (graph), flow_node_get_source (source, "src"),
                                                flow_node_get_sink (second, "sink")));
  g_assert_nonnull (flow_graph_find_connection (FLOW_GRAPH (graph), flow_node_get_source (second, "src"),
                                                flow_node_get_sink (sink, "sink")));

  /* One Ctrl+Z: the element gone, the wire back. */
  flow_history_undo (flow_graph_get_history (FLOW_GRAPH (graph)));
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 3);
  g_assert_nonnull (flow_graph_find_connection (FLOW_GRAPH (graph), flow_node_get_source (source, "src"),
                                                flow_node_get_sink (sink, "sink")));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The button of the header bar bound to @action. */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
test_e2e_undo_buttons (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  FlowGstPalette *palette;
  GListModel *graph;
  GtkWidget *window, *search, *undo, *redo, *titlebar, *focus;

  g_test_summary ("The header bar's Undo and Redo are the canvas's: insensitive "
                  "with nothing to undo or redo, and clicked they undo and redo "
                  "the graph's last step.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  palette = FLOW_GST_PALETTE (flow_gst_window_get_palette (FLOW_GST_WINDOW (window)));
  search = flow_gst_palette_get_search (palette);
  graph = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  titlebar = gtk_window_get_titlebar (GTK_WINDOW (window));
  undo = find_action_button (titlebar, "canvas.undo");
  redo = find_action_button (titlebar, "canvas.redo");
  g_assert_nonnull (undo);
  g_assert_nonnull (redo);
  g_assert_false (gtk_widget_get_sensitive (undo));
  g_assert_false (gtk_widget_get_sensitive (redo));

  gst_e2e_click_center (search);
  gst_e2e_type_text (search, "queue");
  xtest_tap_key (search, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (undo));
  g_assert_false (gtk_widget_get_sensitive (redo));

  gst_e2e_click_center (undo);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (undo));
  g_assert_true (gtk_widget_get_sensitive (redo));

  gst_e2e_click_center (redo);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (undo));

  /* Ctrl+Z with the focus outside the view (on no widget: Redo, clicked
   * last, became insensitive): the window's key, the canvas's action.
   */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == NULL ||
                 !gtk_widget_is_ancestor (focus, flow_gst_window_get_view (FLOW_GST_WINDOW (window))));
  xtest_tap_key_with (redo, GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/e2e/palette-enter-at-once", test_e2e_palette_enter_at_once);
  g_test_add_func ("/gst/e2e/import-below", test_e2e_import_below);
  g_test_add_func ("/gst/e2e/palette-tab", test_e2e_palette_tab);
  g_test_add_func ("/gst/e2e/palette-drag", test_e2e_palette_drag);
  g_test_add_func ("/gst/e2e/undo-buttons", test_e2e_undo_buttons);

  return g_test_run ();
}

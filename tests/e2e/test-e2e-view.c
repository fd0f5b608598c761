/* test-e2e-view.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>

#include "e2e-view-fixture.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-view-private.h"
#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

#include <flow-gtk/flow-gtk.h>

/* End-to-end tests: a real window under Xvfb, real pointer and keyboard
 * events sent through the X server, and assertions on the model.
 */


static void
test_e2e_connect (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowSource *out = flow_node_get_source (fixture->number, "out");
  FlowSink *a = flow_node_get_sink (fixture->sum, "a");

  e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (out)), e2e_dock_point (fixture, FLOW_DOCK (a)));

  g_assert_nonnull (flow_graph_find_connection (fixture->graph, out, a));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 1);
}

static void
test_e2e_connect_near (Fixture       *fixture,
                       gconstpointer  data)
{
  FlowSource *out = flow_node_get_source (fixture->sum, "out");
  FlowSink *in = flow_node_get_sink (fixture->result, "in");
  graphene_point_t target = e2e_dock_point (fixture, FLOW_DOCK (in));

  /* Dropped near the dock, not on it: the snap radius connects. */
  target.x -= 12;
  target.y += 9;
  e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (out)), target);

  g_assert_nonnull (flow_graph_find_connection (fixture->graph, out, in));
}

static void
test_e2e_connect_refused (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowSource *out = flow_node_get_source (fixture->text, "out");
  FlowSink *b = flow_node_get_sink (fixture->sum, "b");
  const char *message;

  e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (out)), e2e_dock_point (fixture, FLOW_DOCK (b)));

  g_assert_null (flow_graph_find_connection (fixture->graph, out, b));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 0);

  /* The reason is shown on the canvas. */
  message = _flow_gtk_view_get_message (FLOW_GTK_VIEW (fixture->view));
  g_assert_nonnull (message);
  g_assert_true (strstr (message, "cannot accept") != NULL);
}

static void
test_e2e_disconnect (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowSource *out = flow_node_get_source (fixture->number, "out");
  FlowSink *a = flow_node_get_sink (fixture->sum, "a");
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (fixture->graph, out, a, &error));
  xtest_spin (100);

  /* Pick the wire up by its input end and drop it on the empty canvas. */
  e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (a)), GRAPHENE_POINT_INIT (600, 560));

  g_assert_null (flow_graph_find_connection (fixture->graph, out, a));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (a)));
}

/* A wire picked up by its end and let go outside the view, past the
 * window's edge, stays where it was: nothing there to connect it to.
 */
static void
test_e2e_release_outside (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowSource *out = flow_node_get_source (fixture->number, "out");
  FlowSink *a = flow_node_get_sink (fixture->sum, "a");
  graphene_point_t outside = GRAPHENE_POINT_INIT (gtk_widget_get_width (fixture->view) + 150,
                                                  gtk_widget_get_height (fixture->view) + 100);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (fixture->graph, out, a, &error));
  xtest_spin (100);
  e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (a)), outside);
  xtest_spin (100);
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, out, a));
}

static void
test_e2e_reroute (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowSource *out = flow_node_get_source (fixture->number, "out");
  FlowSink *a = flow_node_get_sink (fixture->sum, "a");
  FlowSink *in = flow_node_get_sink (fixture->result, "in");
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (fixture->graph, out, a, &error));
  xtest_spin (100);

  e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (a)), e2e_dock_point (fixture, FLOW_DOCK (in)));

  g_assert_null (flow_graph_find_connection (fixture->graph, out, a));
  g_assert_nonnull (flow_graph_find_connection (fixture->graph, out, in));
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (fixture->graph)), ==,
                   "Undo Move Connection");

  /* Onto an input that has a wire already, which it replaces: the same
   * step, named the same.
   */
  {
    g_autoptr(FlowNode) other = e2e_add_node (fixture->graph, "Other", "", "out:double", 60, 480);
    FlowSource *other_out = flow_node_get_source (other, "out");
    FlowSink *b = flow_node_get_sink (fixture->sum, "b");

    g_assert_nonnull (flow_graph_add_connection (fixture->graph, other_out, b, &error));
    xtest_spin (200);
    e2e_drag_between (fixture, e2e_dock_point (fixture, FLOW_DOCK (in)), e2e_dock_point (fixture, FLOW_DOCK (b)));
    g_assert_null (flow_graph_find_connection (fixture->graph, out, in));
    g_assert_nonnull (flow_graph_find_connection (fixture->graph, out, b));
    g_assert_null (flow_graph_find_connection (fixture->graph, other_out, b));
    g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (fixture->graph)), ==,
                     "Undo Move Connection");
    flow_history_undo (flow_graph_get_history (fixture->graph));
    g_assert_nonnull (flow_graph_find_connection (fixture->graph, out, in));
    g_assert_nonnull (flow_graph_find_connection (fixture->graph, other_out, b));
  }
}

static void
test_e2e_rubber_band_move (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  double nx = flow_node_get_x (fixture->number), ny = flow_node_get_y (fixture->number);
  double tx = flow_node_get_x (fixture->text), ty = flow_node_get_y (fixture->text);
  double sx = flow_node_get_x (fixture->sum);
  graphene_point_t grab;

  /* A band from the empty top-left corner around the two left nodes. */
  xtest_drag (fixture->view, 1, 20, 20, 330, 470, 10);

  g_assert_true (gtk_selection_model_is_selected (selection, 0));
  g_assert_true (gtk_selection_model_is_selected (selection, 1));
  g_assert_false (gtk_selection_model_is_selected (selection, 2));
  g_assert_false (gtk_selection_model_is_selected (selection, 3));

  /* Drag one of them by its header: both move by the same offset. */
  grab = e2e_header_point (fixture, fixture->number);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 100, grab.y + 40, 10);

  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->number) - nx, 100, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (fixture->number) - ny, 40, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (fixture->text) - tx, 100, 0.01);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (fixture->text) - ty, 40, 0.01);
  g_assert_cmpfloat (flow_node_get_x (fixture->sum), ==, sx);

  /* And Delete removes them. */
  xtest_tap_key (fixture->view, GDK_KEY_Delete);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 2);
  g_assert_null (flow_node_get_graph (fixture->number));
  g_assert_null (flow_node_get_graph (fixture->text));
}

static void
test_e2e_click_select (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  graphene_point_t p;

  p = e2e_header_point (fixture, fixture->sum);
  xtest_click (fixture->view, p.x, p.y);
  g_assert_true (gtk_selection_model_is_selected (selection, 2));

  /* Shift-click adds. */
  p = e2e_header_point (fixture, fixture->result);
  xtest_key (fixture->view, GDK_KEY_Shift_L, TRUE);
  xtest_click (fixture->view, p.x, p.y);
  xtest_key (fixture->view, GDK_KEY_Shift_L, FALSE);
  g_assert_true (gtk_selection_model_is_selected (selection, 2));
  g_assert_true (gtk_selection_model_is_selected (selection, 3));

  /* A click on the empty canvas clears. */
  xtest_click (fixture->view, 600, 560);
  g_assert_false (gtk_selection_model_is_selected (selection, 2));
  g_assert_false (gtk_selection_model_is_selected (selection, 3));
}

static void
test_e2e_zoom_at_pointer (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  graphene_point_t before, after;
  double zoom = flow_gtk_viewport_get_zoom (viewport);

  xtest_move (fixture->view, 620, 380);
  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (620, 380), &before);

  xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_button (fixture->view, 4, TRUE);
  xtest_button (fixture->view, 4, FALSE);
  xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);

  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), >, zoom);

  /* The canvas point under the pointer stays under the pointer. */
  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (620, 380), &after);
  g_assert_cmpfloat_with_epsilon (after.x, before.x, 0.5);
  g_assert_cmpfloat_with_epsilon (after.y, before.y, 0.5);

  /* And back out. */
  zoom = flow_gtk_viewport_get_zoom (viewport);
  xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_button (fixture->view, 5, TRUE);
  xtest_button (fixture->view, 5, FALSE);
  xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), <, zoom);
}

static void
test_e2e_keyboard (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));

  /* The pointer rests over the window, so it has the keyboard; from here
   * on only keys.
   */
  xtest_move (fixture->view, 990, 630);
  gtk_widget_grab_focus (fixture->view);
  xtest_spin (50);

  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  g_assert_true (gtk_selection_model_is_selected (selection, 0));

  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  g_assert_false (gtk_selection_model_is_selected (selection, 0));
  g_assert_true (gtk_selection_model_is_selected (selection, 1));

  /* Arrow keys move the selected node. */
  {
    double x = flow_node_get_x (fixture->text);

    xtest_tap_key (fixture->view, GDK_KEY_Right);
    g_assert_cmpfloat (flow_node_get_x (fixture->text), ==, x + 10);
  }

  xtest_tap_key (fixture->view, GDK_KEY_Delete);
  g_assert_null (flow_node_get_graph (fixture->text));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 3);

  /* Select all, delete all. */
  xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_a);
  xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);
  xtest_tap_key (fixture->view, GDK_KEY_Delete);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 0);
}

/* Types @text into the focused widget, one real key per character. */
static void
type_text (Fixture    *fixture,
           const char *text)
{
  xtest_type_text (fixture->view, text);
  /* The search entry waits a moment before it filters. */
  xtest_spin (300);
}

/* A visible popover of the view of type @type, or NULL. */
static GtkWidget *
shown_popover (Fixture *fixture,
               GType    type)
{
  return flow_gtk_test_shown_child (fixture->view, type);
}

/* The label under @widget showing @text. */
static GtkWidget *
labelled (GtkWidget  *widget,
          const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = labelled (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static FlowConnection *
connection_between (FlowDock *source,
                    FlowDock *sink)
{
  GListModel *connections = flow_dock_get_connections (source);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      if (FLOW_DOCK (flow_connection_get_sink (connection)) == sink)
        return connection;
    }

  return NULL;
}

/* Wiring with keys only: Ctrl+L lists what the focused node can connect
 * to, typing filters, the arrows choose, Enter connects; Escape changes
 * nothing;
 * Ctrl+Alt+L lists its connections and Enter removes one; Ctrl+Z
 * brings it back.
 */
static void
test_e2e_keyboard_wiring (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowGraph *graph = fixture->graph;
  GListModel *connections = flow_graph_get_connections (graph);
  FlowDock *out = FLOW_DOCK (flow_node_get_source (fixture->number, "out"));
  FlowDock *sum_a = FLOW_DOCK (flow_node_get_sink (fixture->sum, "a"));
  FlowDock *sum_b = FLOW_DOCK (flow_node_get_sink (fixture->sum, "b"));
  FlowDock *sum_out = FLOW_DOCK (flow_node_get_source (fixture->sum, "out"));
  FlowDock *result_in = FLOW_DOCK (flow_node_get_sink (fixture->result, "in"));

  xtest_move (fixture->view, 990, 630);
  gtk_widget_grab_focus (fixture->view);
  xtest_spin (50);

  /* Tab focuses "Number"; Ctrl+L, then Escape: nothing changes. */
  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_l);
  g_assert_nonnull (shown_popover (fixture, GTK_TYPE_POPOVER));
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_null (shown_popover (fixture, GTK_TYPE_POPOVER));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 0);

  /* Ctrl+L, Down into the list, onto its first row (input a of Sum),
   * Up back to the search, Down and Down again to the second row, Enter:
   * Number's output goes to input b of Sum.
   */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_l);
  xtest_spin (100);
  xtest_tap_key (fixture->view, GDK_KEY_Down);
  /* A row of the list has the focus, which a screen reader reads. */
  g_assert_true (GTK_IS_LIST_VIEW (gtk_widget_get_parent (gtk_root_get_focus (gtk_widget_get_root (fixture->view)))));
  /* Up on the first row goes back to the search. */
  xtest_tap_key (fixture->view, GDK_KEY_Up);
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (gtk_widget_get_root (fixture->view)),
                                             GTK_TYPE_SEARCH_ENTRY));
  xtest_tap_key (fixture->view, GDK_KEY_Down);
  xtest_tap_key (fixture->view, GDK_KEY_Down);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 1);
  g_assert_nonnull (connection_between (out, sum_b));

  /* A search that finds nothing, taken back: every choice again. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_l);
  xtest_spin (100);
  {
    GtkWidget *popover = shown_popover (fixture, FLOW_GTK_TYPE_CONNECT_POPOVER);
    GtkWidget *rows = flow_gtk_test_find_widget (popover, GTK_TYPE_LIST_VIEW, NULL);
    GListModel *shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (rows)));
    guint all = flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (popover));
    GtkWidget *search = flow_gtk_test_find_widget (popover, GTK_TYPE_SEARCH_ENTRY, NULL);
    g_autofree char *title = NULL;
    g_autofree char *error = NULL;

    /* Named as its list is, not by its class. */
    g_object_get (search, "placeholder-text", &title, NULL);
    g_assert_true (g_str_has_prefix (title, "Connect "));
    error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, title);
    g_assert_null (error);
    g_assert_cmpuint (g_list_model_get_n_items (shown), ==, all);
    type_text (fixture, "zz");
    g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 0);
    xtest_tap_key (fixture->view, GDK_KEY_BackSpace);
    xtest_tap_key (fixture->view, GDK_KEY_BackSpace);
    xtest_spin (300);
    g_assert_cmpuint (g_list_model_get_n_items (shown), ==, all);
    xtest_tap_key (fixture->view, GDK_KEY_Escape);
    xtest_spin (100);
  }

  /* From the other end: Sum's output into Result, first in the list. */
  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_l);
  type_text (fixture, "result");
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_nonnull (connection_between (sum_out, result_in));

  /* A search, then the arrows among what it shows: Number feeds Sum's
   * b already, so "number" leaves one row, input a; Down onto it,
   * Enter. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_l);
  type_text (fixture, "number");
  xtest_tap_key (fixture->view, GDK_KEY_Down);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_nonnull (connection_between (out, sum_a));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 3);

  /* Ctrl+Alt+L on Sum lists its three connections; "input a", Enter
   * removes that one; Ctrl+Z brings it back. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_ALT_MASK, GDK_KEY_l);
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (shown_popover (fixture, FLOW_GTK_TYPE_CONNECT_POPOVER))), ==, 3);
  type_text (fixture, "input a");
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_null (connection_between (out, sum_a));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_nonnull (connection_between (out, sum_a));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 3);

  /* The pointer moved onto the second row chooses it, as it shows, and
   * Enter in the search takes it rather than the first. */
  {
    FlowGtkConnectPopover *popover;
    g_autofree char *first = NULL;
    g_autofree char *second = NULL;
    GtkWidget *row;

    xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_ALT_MASK, GDK_KEY_l);
    xtest_spin (100);
    popover = FLOW_GTK_CONNECT_POPOVER (shown_popover (fixture, FLOW_GTK_TYPE_CONNECT_POPOVER));
    first = g_strdup (flow_gtk_connect_popover_get_choice_text (popover, 0));
    second = g_strdup (flow_gtk_connect_popover_get_choice_text (popover, 1));
    row = labelled (GTK_WIDGET (popover), second);
    g_assert_nonnull (row);
    xtest_move (row, gtk_widget_get_width (row) / 2, gtk_widget_get_height (row) / 2);
    xtest_move (row, gtk_widget_get_width (row) / 2 + 4, gtk_widget_get_height (row) / 2);
    g_assert_true (gtk_widget_get_state_flags (gtk_widget_get_parent (row)) & GTK_STATE_FLAG_SELECTED);
    g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (gtk_widget_get_root (fixture->view)),
                                               GTK_TYPE_SEARCH_ENTRY));
    xtest_tap_key (fixture->view, GDK_KEY_Return);
    xtest_spin (100);
    g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);

    /* Listed again: the first is there, the second gone. */
    xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_ALT_MASK, GDK_KEY_l);
    xtest_spin (100);
    popover = FLOW_GTK_CONNECT_POPOVER (shown_popover (fixture, FLOW_GTK_TYPE_CONNECT_POPOVER));
    g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (popover), ==, 2);
    g_assert_cmpstr (flow_gtk_connect_popover_get_choice_text (popover, 0), ==, first);
    g_assert_cmpstr (flow_gtk_connect_popover_get_choice_text (popover, 1), !=, second);
    xtest_tap_key (fixture->view, GDK_KEY_Escape);
    xtest_spin (100);
    xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
    g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 3);
  }
}

/* Menu and Shift+F10 open the context menu of the focused node. */
static void
test_e2e_menu_key (Fixture       *fixture,
                   gconstpointer  data)
{
  xtest_move (fixture->view, 990, 630);
  gtk_widget_grab_focus (fixture->view);
  xtest_spin (50);

  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key (fixture->view, GDK_KEY_Menu);
  xtest_spin (100);
  g_assert_nonnull (shown_popover (fixture, GTK_TYPE_POPOVER_MENU));
  g_assert_true (flow_gtk_view_get_context_node (FLOW_GTK_VIEW (fixture->view)) == fixture->number);
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_null (shown_popover (fixture, GTK_TYPE_POPOVER_MENU));

  xtest_tap_key_with (fixture->view, GDK_SHIFT_MASK, GDK_KEY_F10);
  g_assert_nonnull (shown_popover (fixture, GTK_TYPE_POPOVER_MENU));
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (100);
}

static void
test_e2e_autoscroll (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  graphene_point_t grab = e2e_header_point (fixture, fixture->number);
  double x = flow_node_get_x (fixture->number);
  double offset = flow_gtk_viewport_get_offset_x (viewport);
  double edge = gtk_widget_get_width (fixture->view) - 4;

  /* Drag the node to the right edge and hold it there. */
  xtest_move (fixture->view, grab.x, grab.y);
  xtest_button (fixture->view, 1, TRUE);
  for (guint i = 1; i <= 10; i++)
    xtest_move (fixture->view, grab.x + (edge - grab.x) * i / 10, grab.y);
  xtest_spin (600);
  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (50);

  /* The view scrolled, and the node went with the pointer past the edge. */
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), >, offset + 50);
  g_assert_cmpfloat (flow_node_get_x (fixture->number) - x, >, edge - grab.x + 50);

  /* Where the drag let go, the node is under the pointer. */
  g_assert_true (flow_gtk_view_pick_node (FLOW_GTK_VIEW (fixture->view), edge, grab.y) == fixture->number);
}

static void
test_e2e_pan (Fixture       *fixture,
              gconstpointer  data)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  graphene_point_t grab = e2e_header_point (fixture, fixture->sum);
  double ox = flow_gtk_viewport_get_offset_x (viewport);
  double oy = flow_gtk_viewport_get_offset_y (viewport);
  double x = flow_node_get_x (fixture->sum);

  /* The middle button pans, even over a node, and moves no node. */
  xtest_drag (fixture->view, 2, grab.x, grab.y, grab.x - 120, grab.y - 60, 10);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (viewport), ox + 120, 0.5);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (viewport), oy + 60, 0.5);
  g_assert_cmpfloat (flow_node_get_x (fixture->sum), ==, x);

  /* So does the primary button with Space held. */
  ox = flow_gtk_viewport_get_offset_x (viewport);
  oy = flow_gtk_viewport_get_offset_y (viewport);
  xtest_move (fixture->view, 600, 560);
  xtest_key (fixture->view, GDK_KEY_space, TRUE);
  xtest_drag (fixture->view, 1, 600, 560, 700, 500, 10);
  xtest_key (fixture->view, GDK_KEY_space, FALSE);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (viewport), ox - 100, 0.5);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (viewport), oy + 60, 0.5);
  g_assert_false (gtk_selection_model_is_selected (flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view)), 2));

  /* And the wheel, without Ctrl, scrolls. */
  oy = flow_gtk_viewport_get_offset_y (viewport);
  xtest_button (fixture->view, 5, TRUE);
  xtest_button (fixture->view, 5, FALSE);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), >, oy);
}

static double
default_of (FlowNode   *node,
            const char *sink)
{
  const GValue *value = flow_sink_get_default_value (flow_node_get_sink (node, sink));

  return value != NULL ? g_value_get_double (value) : -1;
}

/* The middle of the first spin button of the view, in view coordinates. */
static GtkWidget *
spin_point (Fixture          *fixture,
            graphene_point_t *point)
{
  GtkWidget *spin = flow_gtk_test_find_widget (fixture->view, GTK_TYPE_SPIN_BUTTON, NULL);

  g_assert_nonnull (spin);
  g_assert_true (gtk_widget_compute_point (spin, fixture->view,
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (spin) / 4.0,
                                                                 gtk_widget_get_height (spin) / 2.0),
                                           point));
  return spin;
}

static void
test_e2e_wheel_over_editor (Fixture       *fixture,
                            gconstpointer  data)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  g_auto(GValue) three = G_VALUE_INIT;
  double a, b, oy;
  guint steps;
  graphene_point_t point;
  GtkWidget *spin;

  g_test_summary ("The wheel over a value editor that does not have the focus scrolls "
                  "the canvas and changes no value; focused, the editor takes it.");

  /* A set value shows its spin button. */
  g_value_init (&three, G_TYPE_DOUBLE);
  g_value_set_double (&three, 3);
  flow_sink_set_default_value (flow_node_get_sink (fixture->sum, "a"), &three);
  xtest_spin (200);
  a = default_of (fixture->sum, "a");
  b = default_of (fixture->sum, "b");
  oy = flow_gtk_viewport_get_offset_y (viewport);
  steps = flow_history_get_n_undo_steps (history);

  spin = spin_point (fixture, &point);
  xtest_move (fixture->view, point.x, point.y);
  xtest_button (fixture->view, 5, TRUE);
  xtest_button (fixture->view, 5, FALSE);
  xtest_spin (100);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), >, oy);
  g_assert_cmpfloat (default_of (fixture->sum, "a"), ==, a);
  g_assert_cmpfloat (default_of (fixture->sum, "b"), ==, b);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);

  /* Focused by a click, it takes the wheel, as GTK makes it. */
  spin = spin_point (fixture, &point);
  xtest_click (fixture->view, point.x, point.y);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)), spin));
  oy = flow_gtk_viewport_get_offset_y (viewport);
  xtest_button (fixture->view, 4, TRUE);
  xtest_button (fixture->view, 4, FALSE);
  xtest_spin (100);
  g_assert_true (default_of (fixture->sum, "a") != a || default_of (fixture->sum, "b") != b);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_y (viewport), ==, oy);
}

static void
test_e2e_context_menus (Fixture       *fixture,
                        gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowSource *out = flow_node_get_source (fixture->number, "out");
  FlowSink *a = flow_node_get_sink (fixture->sum, "a");
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);
  g_autoptr(GError) error = NULL;
  graphene_point_t p, from, to;
  GtkWidget *popover;

  g_assert_nonnull (flow_graph_add_connection (fixture->graph, out, a, &error));
  xtest_spin (100);

  /* On a node: the node menu, and the node selected. */
  p = e2e_header_point (fixture, fixture->sum);
  xtest_move (fixture->view, p.x, p.y);
  xtest_button (fixture->view, 3, TRUE);
  xtest_button (fixture->view, 3, FALSE);
  xtest_spin (100);
  popover = shown_popover (fixture, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (flow_gtk_view_get_context_node (view) == fixture->sum);
  g_assert_true (gtk_selection_model_is_selected (flow_gtk_view_get_selection (view), 2));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) ==
                 flow_gtk_view_get_node_menu (view));
  /* High in the window: below the point, where there is more room. */
  g_assert_cmpint (gtk_popover_get_position (GTK_POPOVER (popover)), ==, GTK_POS_BOTTOM);
  /* The sum has a connection: its items that list them are on. */
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "add-reroute"));
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "disconnect"));
  gtk_popover_popdown (GTK_POPOVER (popover));
  xtest_spin (50);

  /* The result has none: they are off while its menu is open, and on
   * again after.
   */
  p = e2e_header_point (fixture, fixture->result);
  xtest_move (fixture->view, p.x, p.y);
  xtest_button (fixture->view, 3, TRUE);
  xtest_button (fixture->view, 3, FALSE);
  xtest_spin (100);
  popover = shown_popover (fixture, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (flow_gtk_view_get_context_node (view) == fixture->result);
  g_assert_false (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "add-reroute"));
  g_assert_false (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "disconnect"));
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "rename-node"));
  gtk_popover_popdown (GTK_POPOVER (popover));
  xtest_spin (100);
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "add-reroute"));
  g_assert_true (g_action_group_get_action_enabled (flow_gtk_view_get_action_group (view), "disconnect"));

  /* On a wire, halfway along: the connection menu. */
  g_assert_true (flow_gtk_view_get_dock_position (view, FLOW_DOCK (out), &from));
  g_assert_true (flow_gtk_view_get_dock_position (view, FLOW_DOCK (a), &to));
  flow_gtk_viewport_canvas_to_widget (viewport,
                                      &GRAPHENE_POINT_INIT ((from.x + to.x) / 2, (from.y + to.y) / 2),
                                      &p);
  xtest_move (fixture->view, p.x, p.y);
  xtest_button (fixture->view, 3, TRUE);
  xtest_button (fixture->view, 3, FALSE);
  xtest_spin (100);
  g_assert_nonnull (flow_gtk_view_get_context_connection (view));
  g_assert_true (flow_connection_get_sink (flow_gtk_view_get_context_connection (view)) == a);
  popover = shown_popover (fixture, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) ==
                 flow_gtk_view_get_connection_menu (view));

  /* Its "Delete Connection" action removes it. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_widget_activate_action (fixture->view, "flowview.delete-connection", NULL);
  g_assert_null (flow_graph_find_connection (fixture->graph, out, a));

  /* On the empty canvas: the canvas menu, and where it was opened. */
  xtest_move (fixture->view, 620, 560);
  xtest_button (fixture->view, 3, TRUE);
  xtest_button (fixture->view, 3, FALSE);
  xtest_spin (100);
  popover = shown_popover (fixture, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) ==
                 flow_gtk_view_get_canvas_menu (view));
  /* Low in the window: above it. GTK 4.8 turns a menu to the other side
   * only when it fits there, and a long one opened below a low point ran
   * off the screen.
   */
  g_assert_cmpint (gtk_popover_get_position (GTK_POPOVER (popover)), ==, GTK_POS_TOP);
  {
    double x, y;
    graphene_point_t expected;

    flow_gtk_view_get_context_position (view, &x, &y);
    flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (620, 560), &expected);
    g_assert_cmpfloat_with_epsilon (x, expected.x, 1);
    g_assert_cmpfloat_with_epsilon (y, expected.y, 1);
  }
  gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
test_e2e_double_click (Fixture       *fixture,
                       gconstpointer  data)
{
  graphene_point_t p = e2e_header_point (fixture, fixture->result);
  FlowNode *activated = NULL;

  g_signal_connect_swapped (fixture->view, "node-activated",
                            G_CALLBACK (g_set_object), &activated);

  xtest_click (fixture->view, p.x, p.y);
  xtest_click (fixture->view, p.x, p.y);
  g_assert_true (activated == fixture->result);
  g_clear_object (&activated);
}

/* The reroute of @graph, or NULL. */
static FlowNode *
find_reroute (FlowGraph *graph)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_REROUTE (node))
        return node;
    }

  return NULL;
}

/* A double-click on a wire puts a reroute there; it is moved by a drag
 * and connected onward from its output, and undo takes each step back.
 */
static void
test_e2e_reroute_point (Fixture       *fixture,
                        gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  FlowDock *out = FLOW_DOCK (flow_test_source (fixture->number, "out"));
  FlowDock *a = FLOW_DOCK (flow_test_sink (fixture->sum, "a"));
  graphene_point_t from, to, middle, grab, moved;
  FlowNode *reroute;
  double x, y;

  flow_test_connect (fixture->graph, FLOW_SOURCE (out), FLOW_SINK (a));
  xtest_spin (100);
  from = e2e_dock_point (fixture, out);
  to = e2e_dock_point (fixture, a);
  graphene_point_interpolate (&from, &to, 0.5, &middle);

  xtest_click (fixture->view, middle.x, middle.y);
  xtest_click (fixture->view, middle.x, middle.y);
  xtest_spin (100);

  reroute = find_reroute (fixture->graph);
  g_assert_nonnull (reroute);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 5);
  g_assert_cmpuint (flow_dock_get_n_connections (out), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "in")), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "out")), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (a), ==, 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Reroute");
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), reroute));
  g_assert_true (flow_gtk_node_get_selected (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), reroute)));

  /* Where the wire was clicked: the middle of the reroute's dots. */
  {
    graphene_point_t in_at = e2e_dock_point (fixture, flow_node_get_dock (reroute, "in"));
    graphene_point_t out_at = e2e_dock_point (fixture, flow_node_get_dock (reroute, "out"));

    graphene_point_interpolate (&in_at, &out_at, 0.5, &grab);
    g_assert_cmpfloat (fabs (grab.x - middle.x), <, 8);
    g_assert_cmpfloat (fabs (grab.y - middle.y), <, 8);
  }

  /* Dragged by its middle, it moves. */
  x = flow_node_get_x (reroute);
  y = flow_node_get_y (reroute);
  moved = GRAPHENE_POINT_INIT (grab.x + 40, grab.y + 120);
  e2e_drag_between (fixture, grab, moved);
  xtest_spin (100);
  g_assert_cmpfloat (flow_node_get_x (reroute), >, x + 20);
  g_assert_cmpfloat (flow_node_get_y (reroute), >, y + 60);

  /* Zoomed out, where the knot is hardly wider than the reach of its
   * dots, its middle still drags it, and its wires stay.
   */
  {
    FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
    double zoom = flow_gtk_viewport_get_zoom (viewport);
    graphene_point_t in_at, out_at;

    flow_gtk_viewport_set_zoom (viewport, 0.55);
    xtest_spin (200);
    in_at = e2e_dock_point (fixture, flow_node_get_dock (reroute, "in"));
    out_at = e2e_dock_point (fixture, flow_node_get_dock (reroute, "out"));
    graphene_point_interpolate (&in_at, &out_at, 0.5, &grab);
    x = flow_node_get_x (reroute);
    e2e_drag_between (fixture, grab, GRAPHENE_POINT_INIT (grab.x + 30, grab.y));
    xtest_spin (100);
    g_assert_cmpfloat (flow_node_get_x (reroute), >, x + 30);
    g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "in")), ==, 1);
    g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "out")), ==, 1);
    g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move Node");
    flow_history_undo (history);
    flow_gtk_viewport_set_zoom (viewport, zoom);
    xtest_spin (200);
  }

  /* Onward to a second input: a drag from its output. */
  e2e_drag_between (fixture, e2e_dock_point (fixture, flow_node_get_dock (reroute, "out")),
                e2e_dock_point (fixture, FLOW_DOCK (flow_test_sink (fixture->result, "in"))));
  xtest_spin (100);
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "out")), ==, 2);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (flow_test_sink (fixture->result, "in"))), ==, 1);

  /* Undone: the connection, the move, the reroute. */
  flow_history_undo (history);
  flow_history_undo (history);
  flow_history_undo (history);
  g_assert_null (find_reroute (fixture->graph));
  g_assert_cmpuint (flow_dock_get_n_connections (out), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (a), ==, 1);
}

/* A drag with Shift held that starts on a wire puts a reroute there and
 * moves it along; one undo takes both back.
 */
static void
test_e2e_reroute_shift_drag (Fixture       *fixture,
                             gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  FlowDock *out = FLOW_DOCK (flow_test_source (fixture->number, "out"));
  FlowDock *a = FLOW_DOCK (flow_test_sink (fixture->sum, "a"));
  graphene_point_t from, to, middle, drop, in_at, out_at, at;
  FlowNode *reroute;
  guint n_steps;

  flow_test_connect (fixture->graph, FLOW_SOURCE (out), FLOW_SINK (a));
  xtest_spin (100);
  n_steps = flow_history_get_n_undo_steps (history);
  from = e2e_dock_point (fixture, out);
  to = e2e_dock_point (fixture, a);
  graphene_point_interpolate (&from, &to, 0.5, &middle);
  drop = GRAPHENE_POINT_INIT (middle.x + 60, middle.y + 150);

  xtest_key (fixture->view, GDK_KEY_Shift_L, TRUE);
  xtest_drag (fixture->view, 1, middle.x, middle.y, drop.x, drop.y, 10);
  xtest_key (fixture->view, GDK_KEY_Shift_L, FALSE);
  xtest_spin (200);

  reroute = find_reroute (fixture->graph);
  g_assert_nonnull (reroute);
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "in")), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "out")), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (a), ==, 1);
  /* No rubber band selected anything else: the reroute alone is. */
  g_assert_cmpuint (gtk_bitset_get_size (gtk_selection_model_get_selection (flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view)))), ==, 1);

  /* Where the drag let go: the middle of its dots. */
  in_at = e2e_dock_point (fixture, flow_node_get_dock (reroute, "in"));
  out_at = e2e_dock_point (fixture, flow_node_get_dock (reroute, "out"));
  graphene_point_interpolate (&in_at, &out_at, 0.5, &at);
  g_assert_cmpfloat (fabs (at.x - drop.x), <, 8);
  g_assert_cmpfloat (fabs (at.y - drop.y), <, 8);

  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Reroute");
  flow_history_undo (history);
  g_assert_null (find_reroute (fixture->graph));
  g_assert_nonnull (connection_between (out, a));
}

/* Keys only: Tab to "Number", Ctrl+Shift+R lists its connections, Enter
 * puts a reroute half way along the first; with the connection on from
 * the reroute selected (a click), Ctrl+Shift+R puts a second one on it.
 */
static void
test_e2e_reroute_keys (Fixture       *fixture,
                       gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  FlowDock *out = FLOW_DOCK (flow_test_source (fixture->number, "out"));
  FlowDock *a = FLOW_DOCK (flow_test_sink (fixture->sum, "a"));
  FlowNode *reroute;
  FlowConnection *onward;
  guint n_steps;

  flow_test_connect (fixture->graph, FLOW_SOURCE (out), FLOW_SINK (a));
  xtest_move (fixture->view, 990, 630);
  gtk_widget_grab_focus (fixture->view);
  xtest_spin (100);
  n_steps = flow_history_get_n_undo_steps (history);

  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_r);
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (shown_popover (fixture, FLOW_GTK_TYPE_CONNECT_POPOVER))), ==, 1);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (100);

  reroute = find_reroute (fixture->graph);
  g_assert_nonnull (reroute);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (reroute, "in")), ==, 1);
  g_assert_cmpuint (flow_dock_get_n_connections (a), ==, 1);
  {
    g_autoptr(FlowConnection) first = g_list_model_get_item (flow_dock_get_connections (a), 0);

    g_assert_true (flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (first))) == reroute);
    onward = first;
  }

  /* The wire between the reroute and Sum, selected: a second reroute. */
  {
    graphene_point_t from = e2e_dock_point (fixture, flow_node_get_dock (reroute, "out"));
    graphene_point_t to = e2e_dock_point (fixture, a);
    graphene_point_t middle;

    graphene_point_interpolate (&from, &to, 0.5, &middle);
    xtest_click (fixture->view, middle.x, middle.y);
    xtest_spin (100);
    g_assert_true (flow_gtk_view_get_selected_connection (FLOW_GTK_VIEW (fixture->view)) == onward);
  }
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_r);
  xtest_spin (100);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 3);
}

static void
count_query_cb (GtkWidget  *widget,
                int         x,
                int         y,
                gboolean    keyboard,
                GtkTooltip *tooltip,
                guint      *count)
{
  (*count)++;
}

/* A tooltip asked for a dock is asked again when the graph changes under
 * a still pointer, so that one for a dock that went away does not stay.
 */
static void
test_e2e_tooltip_follows_graph (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(FlowGraph) other = flow_graph_new ();
  graphene_point_t canvas, point;
  guint count = 0;

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (fixture->view),
                                                  flow_node_get_dock (fixture->number, "out"),
                                                  &canvas));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view)),
                                      &canvas, &point);
  g_signal_connect (fixture->view, "query-tooltip", G_CALLBACK (count_query_cb), &count);

  xtest_move (fixture->view, point.x, point.y);
  xtest_spin (1500);
  g_assert_cmpuint (count, >, 0);

  /* Another graph, the pointer still: asked again. */
  count = 0;
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (fixture->view), other);
  xtest_spin (1500);
  g_assert_cmpuint (count, >, 0);

  /* Nodes going from the graph shown: asked again. */
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (fixture->view), fixture->graph);
  xtest_move (fixture->view, point.x + 1, point.y);
  xtest_spin (1500);
  count = 0;
  flow_graph_remove_node (fixture->graph, fixture->number);
  xtest_spin (1500);
  g_assert_cmpuint (count, >, 0);

  g_signal_handlers_disconnect_by_func (fixture->view, count_query_cb, &count);
}

static void
dead_cb (gpointer  data,
         GObject  *where_the_object_was)
{
  *(gboolean *) data = TRUE;
}

/* A window closed with a button held on the canvas, or with the canvas
 * menu open (which took the release), lets its view and graph go: GTK
 * 4.8 kept a widget whose press was never released.
 */
static void
test_e2e_close_pressed (void)
{
  for (guint way = 0; way < 2; way++)
    {
      g_autoptr(FlowGraph) graph = flow_graph_new ();
      g_autoptr(FlowNode) node = e2e_add_node (graph, "A", "", "out:double", 40, 40);
      GtkWidget *view = flow_gtk_view_new (graph);
      GtkWidget *window = flow_gtk_test_show_in_window (view, "Flow end-to-end", 800, 500);
      gboolean view_dead = FALSE, graph_dead = FALSE;

      xtest_spin (200);
      if (!xtest_available (view))
        {
          gtk_window_destroy (GTK_WINDOW (window));
          g_test_skip ("No XTEST extension on this display");
          return;
        }

      xtest_move (view, 500, 400);
      if (way == 0)
        {
          xtest_button (view, 1, TRUE);
        }
      else
        {
          xtest_button (view, 3, TRUE);
          xtest_button (view, 3, FALSE);
        }
      xtest_spin (200);

      g_object_weak_ref (G_OBJECT (view), dead_cb, &view_dead);
      g_object_weak_ref (G_OBJECT (graph), dead_cb, &graph_dead);
      g_clear_object (&node);
      g_clear_object (&graph);
      gtk_window_destroy (GTK_WINDOW (window));
      if (way == 0)
        {
          /* Let go, through a widget of the same display. */
          g_autoptr(GtkWidget) other = g_object_ref_sink (gtk_label_new (NULL));

          xtest_button (other, 1, FALSE);
        }
      xtest_spin (300);

      g_assert_true (view_dead);
      g_assert_true (graph_dead);
    }
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/flow-gtk/e2e/" path, Fixture, NULL, e2e_fixture_setup, func, e2e_fixture_teardown)

  ADD ("connect", test_e2e_connect);
  ADD ("connect-near", test_e2e_connect_near);
  ADD ("connect-refused", test_e2e_connect_refused);
  ADD ("disconnect", test_e2e_disconnect);
  ADD ("reroute", test_e2e_reroute);
  ADD ("rubber-band-move-delete", test_e2e_rubber_band_move);
  ADD ("click-select", test_e2e_click_select);
  ADD ("zoom-at-pointer", test_e2e_zoom_at_pointer);
  ADD ("release-outside", test_e2e_release_outside);
  ADD ("keyboard", test_e2e_keyboard);
  ADD ("keyboard-wiring", test_e2e_keyboard_wiring);
  ADD ("menu-key", test_e2e_menu_key);
  ADD ("context-menus", test_e2e_context_menus);
  ADD ("double-click", test_e2e_double_click);
  ADD ("reroute-point", test_e2e_reroute_point);
  ADD ("reroute-keys", test_e2e_reroute_keys);
  ADD ("reroute-shift-drag", test_e2e_reroute_shift_drag);
  ADD ("autoscroll", test_e2e_autoscroll);
  ADD ("pan", test_e2e_pan);
  ADD ("wheel-over-editor", test_e2e_wheel_over_editor);
  ADD ("tooltip-follows-graph", test_e2e_tooltip_follows_graph);

#undef ADD

  g_test_add_func ("/flow-gtk/e2e/close-pressed", test_e2e_close_pressed);

  return g_test_run ();
}

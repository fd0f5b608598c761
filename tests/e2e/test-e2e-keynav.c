/* test-e2e-keynav.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "xtest-utils.h"

#include "flow-gtk-view-find-private.h"
#include "flow-gtk-view-rename-private.h"
#include "flow-gtk-view-private.h"

#include "flow-test-utils.h"

#include <flow-gtk/flow-gtk.h>

/* Moving the focus among nodes by where they are, building a selection
 * without losing it, arrows that follow the screen in right-to-left, and
 * pasting where the user looks when the pointer is not on the canvas: real
 * keys through the X server, assertions on the model and the selection.
 *
 * The nodes sit in a square, a above c, b above d:
 *
 *   a   b
 *   c   d
 */

#define HEADER_HEIGHT 60

typedef struct
{
  GtkWidget *window;
  GtkWidget *header;
  GtkWidget *view;
  FlowGraph *graph;
  FlowNode  *nodes[4];
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  static const char * const titles[] = { "a", "b", "c", "d" };
  GtkWidget *box;

  fixture->graph = flow_graph_new ();
  for (guint i = 0; i < 4; i++)
    {
      FlowNode *node = flow_node_new ();

      flow_node_set_title (node, titles[i]);
      flow_node_set_position (node, 100 + 300 * (i % 2), 100 + 250 * (i / 2));
      flow_graph_add_node (fixture->graph, node);
      fixture->nodes[i] = node;
      g_object_unref (node);
    }

  fixture->view = flow_gtk_view_new (fixture->graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fixture->view), FALSE);
  gtk_widget_set_vexpand (fixture->view, TRUE);
  if (GPOINTER_TO_INT (data))
    gtk_widget_set_direction (fixture->view, GTK_TEXT_DIR_RTL);

  /* Something else in the window for the pointer to rest on, so that
   * the window keeps the keyboard while the pointer is off the canvas.
   */
  fixture->header = gtk_label_new ("Keys only");
  gtk_widget_set_size_request (fixture->header, -1, HEADER_HEIGHT);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), fixture->header);
  gtk_box_append (GTK_BOX (box), fixture->view);

  fixture->window = xtest_show_window ("Flow key navigation end-to-end", 1000, 800, box);

  if (!xtest_available (fixture->view))
    g_test_skip ("No XTEST extension on this display");
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  xtest_spin (50);
  g_clear_object (&fixture->graph);
}


/* The selection as letters of the nodes, "ab" for a and b. */
static char *
selected (Fixture *fixture)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)); i++)
    if (gtk_selection_model_is_selected (selection, i))
      {
        g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (fixture->graph), i);

        g_string_append (names, flow_node_get_title (node));
      }

  return g_string_free (names, FALSE);
}

#define assert_selected(fixture, expected) \
  G_STMT_START { \
    g_autofree char *names_ = selected (fixture); \
    g_assert_cmpstr (names_, ==, expected); \
  } G_STMT_END

/* The title of the node whose widget has the keyboard focus, or "". */
static const char *
focused (Fixture *fixture)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));

  for (guint i = 0; i < 4; i++)
    {
      FlowGtkNode *widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view),
                                                           fixture->nodes[i]);

      if (widget != NULL && focus != NULL &&
          (focus == GTK_WIDGET (widget) || gtk_widget_is_ancestor (focus, GTK_WIDGET (widget))))
        return flow_node_get_title (fixture->nodes[i]);
    }

  return "";
}

/* The pointer rests on the label above the canvas: the window has the
 * keyboard, the canvas no pointer.
 */
static void
keys_only (Fixture *fixture)
{
  xtest_move (fixture->view, 500, -HEADER_HEIGHT / 2);
  gtk_widget_grab_focus (fixture->view);
  xtest_spin (50);
}

static void
test_e2e_keynav_focus_and_select (Fixture       *fixture,
                                  gconstpointer  data)
{
  double ax = flow_node_get_x (fixture->nodes[0]);
  double bx = flow_node_get_x (fixture->nodes[1]);
  double cx = flow_node_get_x (fixture->nodes[2]);

  keys_only (fixture);

  /* Tab focuses and selects a. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  g_assert_cmpstr (focused (fixture), ==, "a");
  assert_selected (fixture, "a");

  /* Ctrl+Right moves the focus to b and keeps the selection. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Right);
  g_assert_cmpstr (focused (fixture), ==, "b");
  assert_selected (fixture, "a");

  /* Ctrl+Space adds b. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_space);
  assert_selected (fixture, "ab");

  /* Ctrl+Down to d, Ctrl+Shift+Left to c, which joins the selection. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Down);
  g_assert_cmpstr (focused (fixture), ==, "d");
  assert_selected (fixture, "ab");
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_Left);
  g_assert_cmpstr (focused (fixture), ==, "c");
  assert_selected (fixture, "abc");

  /* Ctrl+Space again takes c out. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_space);
  assert_selected (fixture, "ab");

  /* The arrows move what is selected, not what is focused. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Right);
  g_assert_cmpfloat (flow_node_get_x (fixture->nodes[0]), ==, ax + 10);
  g_assert_cmpfloat (flow_node_get_x (fixture->nodes[1]), ==, bx + 10);
  g_assert_cmpfloat (flow_node_get_x (fixture->nodes[2]), ==, cx);

  /* Nothing further left of c: the focus stays. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Left);
  g_assert_cmpstr (focused (fixture), ==, "c");

  /* Ctrl+Up from c reaches a, straight above, not b. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Up);
  g_assert_cmpstr (focused (fixture), ==, "a");
  assert_selected (fixture, "ab");
}

static void
test_e2e_keynav_rtl (Fixture       *fixture,
                     gconstpointer  data)
{
  double ax = flow_node_get_x (fixture->nodes[0]);
  graphene_rect_t a_bounds, b_bounds;

  keys_only (fixture);

  /* In right-to-left the canvas runs from the right: b is left of a on
   * the screen.
   */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->nodes[0])),
                                            fixture->view, &a_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->nodes[1])),
                                            fixture->view, &b_bounds));
  g_assert_cmpfloat (b_bounds.origin.x, <, a_bounds.origin.x);

  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  assert_selected (fixture, "a");

  /* Right moves a to the right on the screen: to smaller canvas x. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Right);
  g_assert_cmpfloat (flow_node_get_x (fixture->nodes[0]), ==, ax - 10);

  /* Ctrl+Left goes to b, which is on the left. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Left);
  g_assert_cmpstr (focused (fixture), ==, "b");
}

static void
test_e2e_keynav_paste (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(FlowNode) pasted = NULL;
  graphene_point_t middle;

  keys_only (fixture);

  /* Copied and pasted on the focused node: beside it. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_c);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_v);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 5);
  pasted = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 4);
  g_assert_cmpfloat (flow_node_get_x (pasted), ==, flow_node_get_x (fixture->nodes[0]) + 24);
  g_assert_cmpfloat (flow_node_get_y (pasted), ==, flow_node_get_y (fixture->nodes[0]) + 24);
  g_clear_object (&pasted);

  /* With no node focused, in the middle of what the view shows. */
  gtk_widget_grab_focus (fixture->view);
  xtest_spin (50);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_v);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 6);
  pasted = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 5);
  _flow_gtk_view_widget_to_canvas (FLOW_GTK_VIEW (fixture->view),
                                   gtk_widget_get_width (fixture->view) / 2.0,
                                   gtk_widget_get_height (fixture->view) / 2.0,
                                   &middle);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (pasted), middle.x, 1);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (pasted), middle.y, 1);

  /* One step each. */
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (fixture->graph)), ==,
                   "Undo Paste Node");
}

static void
test_e2e_keynav_tab_symmetry (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GPtrArray) forward = g_ptr_array_new ();
  guint n_editors = 0;

  /* Inputs with editors on a and b: Tab visits them inside each node. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(FlowSink) sink = flow_sink_new ("x", G_TYPE_DOUBLE);
      g_auto(GValue) value = G_VALUE_INIT;

      g_value_init (&value, G_TYPE_DOUBLE);
      g_value_set_double (&value, i + 1);
      flow_sink_set_default_value (sink, &value);
      flow_node_add_dock (fixture->nodes[i], FLOW_DOCK (sink));
    }
  xtest_spin (200);

  keys_only (fixture);

  /* Tab through a, its editor, b, its editor, c. */
  for (guint i = 0; i < 8; i++)
    {
      GtkWidget *focus;

      xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
      focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
      g_assert_nonnull (focus);
      g_ptr_array_add (forward, focus);
      if (!FLOW_GTK_IS_NODE (focus))
        n_editors++;
      if (g_strcmp0 (focused (fixture), "c") == 0)
        break;
    }
  g_assert_cmpstr (focused (fixture), ==, "c");
  g_assert_cmpuint (n_editors, >=, 2);

  /* Shift+Tab visits the same widgets in reverse. */
  for (guint i = forward->len - 1; i > 0; i--)
    {
      xtest_tap_key_with (fixture->view, GDK_SHIFT_MASK, GDK_KEY_Tab);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == forward->pdata[i - 1]);
    }
  g_assert_cmpstr (focused (fixture), ==, "a");
  assert_selected (fixture, "a");

  /* Before the first node, the canvas itself, where Tab came in. */
  xtest_tap_key_with (fixture->view, GDK_SHIFT_MASK, GDK_KEY_Tab);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == fixture->view);

  /* Shift+Tab into the view from a widget after it lands on the last
   * node (the last selected, with a selection), as Tab from before it
   * lands on the canvas.
   */
  {
    GtkWidget *after = gtk_button_new_with_label ("After");
    guint n;
    g_autoptr(FlowNode) last = NULL;

    gtk_selection_model_unselect_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view)));

    gtk_box_append (GTK_BOX (gtk_widget_get_parent (fixture->view)), after);
    xtest_spin (100);
    gtk_widget_grab_focus (after);
    n = g_list_model_get_n_items (G_LIST_MODEL (fixture->graph));
    last = g_list_model_get_item (G_LIST_MODEL (fixture->graph), n - 1);
    xtest_tap_key_with (after, GDK_SHIFT_MASK, GDK_KEY_Tab);
    g_assert_cmpstr (focused (fixture), ==, flow_node_get_title (last));
    g_assert_true (FLOW_GTK_IS_NODE (gtk_root_get_focus (GTK_ROOT (fixture->window))));
    assert_selected (fixture, flow_node_get_title (last));
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (fixture->view)), after);
  }
}


static FlowConnection *
connect_docks (FlowGraph  *graph,
               FlowNode   *from,
               FlowNode   *to)
{
  g_autoptr(GError) error = NULL;
  FlowConnection *connection = flow_graph_add_connection (graph, flow_node_get_source (from, "out"),
                                                          flow_node_get_sink (to, "in"), &error);

  g_assert_no_error (error);

  return connection;
}

static void
assert_description (Fixture    *fixture,
                    FlowNode   *from,
                    FlowNode   *to)
{
  g_autofree char *expected = g_strdup_printf ("Selected connection: Output %s of %s to input %s of %s",
                                               flow_dock_get_label (FLOW_DOCK (flow_node_get_source (from, "out"))),
                                               flow_node_get_title (from),
                                               flow_dock_get_label (FLOW_DOCK (flow_node_get_sink (to, "in"))),
                                               flow_node_get_title (to));
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (fixture->view),
                                                               GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                               expected);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (fixture->view));

  g_assert_null (error);
  /* And the node widget with the focus, whose description a screen
   * reader speaks.
   */
  g_assert_true (FLOW_GTK_IS_NODE (focus));
  g_clear_pointer (&error, g_free);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  g_assert_null (error);
}

/* Alt+Right walks the connections that leave the focused node, Alt+Left
 * those that reach it (the other way round in right-to-left views);
 * Delete removes the one selected, Menu opens its menu; real keys only.
 */
static void
test_e2e_keynav_walk_connections (Fixture       *fixture,
                                  gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  gboolean rtl = GPOINTER_TO_INT (data);
  guint toward_outputs = rtl ? GDK_KEY_Left : GDK_KEY_Right;
  guint toward_inputs = rtl ? GDK_KEY_Right : GDK_KEY_Left;
  g_autoptr(FlowNode) source = flow_test_node_new ("Source", "", "out:double");
  g_autoptr(FlowNode) one = flow_test_node_new ("One", "in:double", "");
  g_autoptr(FlowNode) two = flow_test_node_new ("Two", "in:double", "");
  FlowConnection *first, *second;

  flow_graph_get_history (fixture->graph);
  flow_node_set_position (source, 200, 420);
  flow_node_set_position (one, 500, 380);
  flow_node_set_position (two, 500, 520);
  flow_graph_add_node (fixture->graph, source);
  flow_graph_add_node (fixture->graph, one);
  flow_graph_add_node (fixture->graph, two);
  first = connect_docks (fixture->graph, source, one);
  second = connect_docks (fixture->graph, source, two);
  xtest_spin (100);

  flow_gtk_view_focus_node (view, source);
  xtest_spin (50);
  g_assert_true (_flow_gtk_view_is_selected (view, flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), source)));

  /* Outputs, in turn, round again; the nodes are unselected. */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_outputs);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == first);
  g_assert_false (_flow_gtk_view_is_selected (view, flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), source)));
  assert_description (fixture, source, one);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_outputs);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == second);
  assert_description (fixture, source, two);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_outputs);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == first);

  /* No input here: the selection stays. */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_inputs);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == first);

  /* Menu opens the connection's menu, though a node has the focus. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Menu);
  xtest_spin (100);
  g_assert_true (flow_gtk_view_get_context_connection (view) == first);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);

  /* Inputs, from the other end. */
  flow_gtk_view_focus_node (view, two);
  xtest_spin (50);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_inputs);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == second);

  /* Delete removes the connection alone; undo brings it back. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Delete);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 7);
  g_assert_null (flow_gtk_view_get_selected_connection (view));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (fixture->view),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (gtk_root_get_focus (gtk_widget_get_root (fixture->view))),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);

  /* Another graph: no connection is selected, and none described. */
  flow_gtk_view_focus_node (view, source);
  xtest_spin (50);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_outputs);
  g_assert_nonnull (flow_gtk_view_get_selected_connection (view));
  {
    g_autoptr(FlowGraph) other = flow_graph_new ();

    flow_gtk_view_set_graph (view, other);
    g_assert_null (flow_gtk_view_get_selected_connection (view));
    g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (fixture->view),
                                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
    flow_gtk_view_set_graph (view, fixture->graph);
  }
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 2);
}

/* Whether the go-to list is up. */
static gboolean
finding (Fixture *fixture)
{
  FlowGtkFindPopover *popover = flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (fixture->view));

  return popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover));
}

static gboolean
renaming (Fixture *fixture)
{
  GtkWidget *popover = flow_gtk_view_rename_get_popover (FLOW_GTK_VIEW (fixture->view));

  return popover != NULL && gtk_widget_get_visible (popover);
}

/* The node whose widget has the keyboard focus, or NULL. */
static FlowNode *
focused_node (Fixture *fixture)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  FlowGtkNode *widget;

  if (focus == NULL)
    return NULL;

  widget = FLOW_GTK_NODE (gtk_widget_get_ancestor (focus, FLOW_GTK_TYPE_NODE));

  return widget != NULL ? flow_gtk_node_get_node (widget) : NULL;
}

/* Closing what the keyboard opened on a node without choosing gives the
 * node the focus back, with the selection as it was, so that the next
 * Ctrl+arrow starts from there: the node's menu, the menu of its
 * selected connection, the connect list, the list of node types to add,
 * the go-to list. Deleting the selected connection leaves the focus on
 * the node too.
 */
static void
test_e2e_keynav_focus_comes_back (Fixture       *fixture,
                                  gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  gboolean rtl = GPOINTER_TO_INT (data);
  guint toward_outputs = rtl ? GDK_KEY_Left : GDK_KEY_Right;
  g_autoptr(FlowNode) source = flow_test_node_new ("Source", "", "out:double");
  g_autoptr(FlowNode) sink = flow_test_node_new ("Sink", "in:double", "");
  FlowConnection *connection;

  flow_graph_get_history (fixture->graph);
  flow_node_set_position (source, 100, 600);
  flow_node_set_position (sink, 400, 600);
  flow_graph_add_node (fixture->graph, source);
  flow_graph_add_node (fixture->graph, sink);
  connection = connect_docks (fixture->graph, source, sink);
  xtest_spin (100);
  keys_only (fixture);

  /* b's menu, Escape: b has the focus again; Ctrl+Down goes from b to d. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, rtl ? GDK_KEY_Left : GDK_KEY_Right);
  g_assert_cmpstr (focused (fixture), ==, "b");
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Menu);
  xtest_spin (100);
  g_assert_true (flow_gtk_view_get_context_node (view) == fixture->nodes[1]);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_cmpstr (focused (fixture), ==, "b");
  assert_selected (fixture, "b");

  /* An item chosen in the menu still acts on b: Rename… (the fourth,
   * the third the keys reach: b has no connection, so Add Reroute… is
   * off), then Escape there, and b has the focus. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Menu);
  xtest_spin (100);
  for (guint i = 0; i < 2; i++)
    xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_true (renaming (fixture));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_false (renaming (fixture));
  g_assert_cmpstr (focused (fixture), ==, "b");

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Down);
  g_assert_cmpstr (focused (fixture), ==, "d");

  /* A selection of two, Ctrl+L on d (not on b, whose menu is done),
   * Escape: d has the focus, and the selection stays. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_space);
  assert_selected (fixture, "bd");
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_l);
  xtest_spin (100);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_cmpstr (focused (fixture), ==, "d");
  assert_selected (fixture, "bd");

  /* The list of node types to add (Shift+A), Escape: the same. */
  xtest_tap_key_with (fixture->view, GDK_SHIFT_MASK, GDK_KEY_a);
  xtest_spin (100);
  g_assert_nonnull (g_object_get_data (G_OBJECT (fixture->view), "flow-gtk-add-popover"));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_cmpstr (focused (fixture), ==, "d");
  assert_selected (fixture, "bd");

  /* The go-to list, Escape: the same. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  g_assert_true (finding (fixture));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_false (finding (fixture));
  g_assert_cmpstr (focused (fixture), ==, "d");
  assert_selected (fixture, "bd");

  /* Source's connection selected, its menu, Escape: Source has the
   * focus, and the connection alone is selected still. */
  flow_gtk_view_focus_node (view, source);
  xtest_spin (50);
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, toward_outputs);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == connection);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Menu);
  xtest_spin (100);
  g_assert_true (flow_gtk_view_get_context_connection (view) == connection);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_true (focused_node (fixture) == source);
  g_assert_true (flow_gtk_view_get_selected_connection (view) == connection);
  assert_selected (fixture, "");

  /* Delete removes the connection; Source keeps the focus, and Ctrl+Up
   * goes on from it, to c. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Delete);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 6);
  g_assert_true (focused_node (fixture) == source);
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_Up);
  g_assert_cmpstr (focused (fixture), ==, "c");
}

/* Ctrl+Shift+F, "d", Enter: the go-to list, searched and answered. */
static void
go_to_d (Fixture *fixture)
{
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  g_assert_true (finding (fixture));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_d);
  xtest_spin (400);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (200);
}

/* Ctrl+Shift+F, the name, Enter: the node gets the focus and the
 * selection wherever it is, also out of sight with no widget; the arrows
 * choose among several found; Escape changes nothing.
 */
static void
test_e2e_keynav_go_to_node (Fixture       *fixture,
                            gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);

  /* Zoomed in on a: d is far out of sight, with no widget. */
  flow_gtk_viewport_set_zoom (viewport, 4.0);
  flow_gtk_view_scroll_to_node (view, fixture->nodes[0]);
  keys_only (fixture);
  xtest_spin (100);
  g_assert_null (flow_gtk_view_get_node_widget (view, fixture->nodes[3]));

  go_to_d (fixture);
  g_assert_false (finding (fixture));
  g_assert_nonnull (flow_gtk_view_get_node_widget (view, fixture->nodes[3]));
  g_assert_cmpstr (focused (fixture), ==, "d");
  assert_selected (fixture, "d");

  /* All four listed; Down onto the first row, Down twice more: the
   * third, c. Up on the first row goes back to the search. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (100);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  /* A row of the list has the focus, which a screen reader reads. */
  g_assert_true (GTK_IS_LIST_VIEW (gtk_widget_get_parent (gtk_root_get_focus (gtk_widget_get_root (fixture->view)))));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Up);
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (gtk_widget_get_root (fixture->view)),
                                             GTK_TYPE_SEARCH_ENTRY));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_cmpstr (focused (fixture), ==, "c");
  assert_selected (fixture, "c");

  /* Escape: the list closes, nothing else changes. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  g_assert_true (finding (fixture));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_b);
  xtest_spin (400);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_false (finding (fixture));
  assert_selected (fixture, "c");

  /* Zoomed out below the level of detail, no node has a widget: the view
   * zooms in to show the one found, and shows it, whole (it scrolled at
   * the old zoom, and the zoom about the top left corner then left the
   * node far outside).
   */
  flow_gtk_viewport_set_zoom (viewport, 0.2);
  flow_gtk_viewport_set_offset (viewport, -2000, -1500);
  xtest_spin (200);
  g_assert_null (flow_gtk_view_get_node_widget (view, fixture->nodes[3]));
  go_to_d (fixture);
  g_assert_cmpstr (focused (fixture), ==, "d");
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (viewport), >=, flow_gtk_view_get_detail_zoom (view));
  {
    graphene_rect_t box, visible;

    g_assert_true (flow_gtk_view_get_node_bounds (view, fixture->nodes[3], &box));
    flow_gtk_viewport_get_visible_area (viewport, gtk_widget_get_width (fixture->view),
                                        gtk_widget_get_height (fixture->view), &visible);
    g_assert_true (graphene_rect_contains_rect (&visible, &box));
  }
}

/* The widget of the open go-to list's row that shows @title. */
static GtkWidget *
list_row (GtkWidget  *widget,
          const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), title) == 0)
        {
          GtkWidget *row = child;

          while (row != NULL && !GTK_IS_LIST_VIEW (gtk_widget_get_parent (row)))
            row = gtk_widget_get_parent (row);

          return row;
        }

      if ((found = list_row (child, title)) != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
list_view (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = list_view (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The position of the go-to list's row shown chosen. */
static guint
list_chosen (Fixture *fixture)
{
  GtkWidget *popover = GTK_WIDGET (flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (fixture->view)));
  GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (list_view (popover)));

  return gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (model));
}

/* A pointer left where the go-to list opens does not choose for the
 * keyboard: the first row is shown chosen and Enter takes it. The
 * pointer chooses by moving onto a row.
 */
static void
test_e2e_keynav_go_to_pointer (Fixture       *fixture,
                               gconstpointer  data)
{
  GtkWidget *row;
  int width, height;

  keys_only (fixture);

  /* The pointer onto c's row, then the list closed: the pointer stays
   * where c's row shows when the list opens again. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  g_assert_true (finding (fixture));
  row = list_row (GTK_WIDGET (flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (fixture->view))), "c");
  g_assert_nonnull (row);
  width = gtk_widget_get_width (row);
  height = gtk_widget_get_height (row);
  xtest_move (row, width / 2, height / 2);
  xtest_spin (100);
  g_assert_cmpuint (list_chosen (fixture), ==, 2);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_false (finding (fixture));

  /* Opened under the resting pointer: a, the first, is chosen; Enter
   * goes to a. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  g_assert_true (finding (fixture));
  row = list_row (GTK_WIDGET (flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (fixture->view))), "c");
  g_assert_true (gtk_widget_contains (row, width / 2, height / 2));
  g_assert_cmpuint (list_chosen (fixture), ==, 0);
  /* The row under it does not look hovered either. */
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (row), "pointer-resting"));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_false (finding (fixture));
  g_assert_cmpstr (focused (fixture), ==, "a");
  assert_selected (fixture, "a");

  /* Again, and the pointer moves a little over c's row: c is chosen,
   * and Enter in the search goes to c. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  g_assert_cmpuint (list_chosen (fixture), ==, 0);
  row = list_row (GTK_WIDGET (flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (fixture->view))), "c");
  xtest_move (row, width / 2 + 4, height / 2);
  xtest_spin (100);
  g_assert_cmpuint (list_chosen (fixture), ==, 2);
  g_assert_false (gtk_widget_has_css_class (gtk_widget_get_parent (row), "pointer-resting"));
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)),
                                             GTK_TYPE_SEARCH_ENTRY));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_cmpstr (focused (fixture), ==, "c");
  assert_selected (fixture, "c");

  /* Typing is the keyboard's choice again: the first found, b, for
   * "b"... and with the pointer still on the list, Enter takes it. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  row = list_row (GTK_WIDGET (flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (fixture->view))), "d");
  xtest_move (row, width / 2, height / 2 + 2);
  xtest_spin (100);
  g_assert_cmpuint (list_chosen (fixture), ==, 3);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_b);
  xtest_spin (400);
  g_assert_cmpuint (list_chosen (fixture), ==, 0);
  /* Taken back: every node again, a first, not b where b went. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_BackSpace);
  xtest_spin (400);
  g_assert_cmpuint (list_chosen (fixture), ==, 0);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_b);
  xtest_spin (400);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_cmpstr (focused (fixture), ==, "b");
  keys_only (fixture);
}

/* Typing in the go-to list: Enter at once after the last key takes the
 * first of what the whole text finds, though the search waits a little
 * before it tells; typing with the keyboard in the list types in the
 * search, which then has the keyboard, so that Enter takes the first
 * found.
 */
static void
test_e2e_keynav_go_to_typing (Fixture       *fixture,
                              gconstpointer  data)
{
  keys_only (fixture);

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_d);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_false (finding (fixture));
  g_assert_cmpstr (focused (fixture), ==, "d");

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  g_assert_true (GTK_IS_LIST_VIEW (gtk_widget_get_parent (gtk_root_get_focus (GTK_ROOT (fixture->window)))));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_c);
  xtest_spin (400);
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)),
                                             GTK_TYPE_SEARCH_ENTRY));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_false (finding (fixture));
  g_assert_cmpstr (focused (fixture), ==, "c");

  /* The same with text in the search already: "b", Down, then "b" again
   * goes to the search, "bb" finds nothing... so Backspace there, and
   * Enter takes b. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  xtest_spin (200);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_b);
  xtest_spin (400);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Down);
  g_assert_true (GTK_IS_LIST_VIEW (gtk_widget_get_parent (gtk_root_get_focus (GTK_ROOT (fixture->window)))));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_b);
  xtest_spin (400);
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)),
                                             GTK_TYPE_SEARCH_ENTRY));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_BackSpace);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_false (finding (fixture));
  g_assert_cmpstr (focused (fixture), ==, "b");
}

/* Ctrl+Shift+F finds a node inside a group node too: Enter enters the
 * group node and gives the node the focus and the selection; Alt+Up
 * leaves, the group node selected.
 */
static void
test_e2e_keynav_go_inside (Fixture       *fixture,
                           gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  g_autoptr(GError) error = NULL;
  FlowNode *group_node;
  FlowGraph *inside;
  FlowGtkNode *widget;
  GtkWidget *focus;
  guint n;

  /* c into a group node; the other nodes stay. */
  group_node = flow_graph_group_nodes (fixture->graph, &fixture->nodes[2], 1, "Group", &error);
  g_assert_no_error (error);
  fixture->nodes[2] = NULL;
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
  keys_only (fixture);
  xtest_spin (100);

  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_f);
  g_assert_true (finding (fixture));
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_c);
  xtest_spin (400);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_false (finding (fixture));

  /* Inside: c has the focus and is all that is selected. */
  g_assert_true (flow_gtk_view_get_graph (view) == inside);
  n = g_list_model_get_n_items (G_LIST_MODEL (inside));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (inside), i);
      gboolean is_c = g_strcmp0 (flow_node_get_title (node), "c") == 0;

      g_assert_true (gtk_selection_model_is_selected (flow_gtk_view_get_selection (view), i) == is_c);
      if (is_c)
        {
          widget = flow_gtk_view_get_node_widget (view, node);
          g_assert_nonnull (widget);
          g_assert_true (focus == GTK_WIDGET (widget) || gtk_widget_is_ancestor (focus, GTK_WIDGET (widget)));
        }
    }

  /* Alt+Up: back in the graph above, the group node selected. */
  xtest_tap_key_with (fixture->view, GDK_ALT_MASK, GDK_KEY_Up);
  xtest_spin (200);
  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  assert_selected (fixture, "Group");
}

static void
test_e2e_keynav_rename (Fixture       *fixture,
                        gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);

  keys_only (fixture);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  g_assert_cmpstr (focused (fixture), ==, "b");

  /* F2: the title, selected, so that typing replaces it; Enter sets it,
   * one step of the history, and the keyboard is back on the node.
   */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_F2);
  xtest_spin (100);
  g_assert_true (renaming (fixture));
  xtest_type_text (fixture->view, "tax");
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
  xtest_spin (100);
  g_assert_false (renaming (fixture));
  g_assert_cmpstr (flow_node_get_title (fixture->nodes[1]), ==, "tax");
  g_assert_cmpstr (focused (fixture), ==, "tax");
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Rename Node");

  /* Escape: nothing changes. */
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_F2);
  xtest_spin (100);
  xtest_type_text (fixture->view, "other");
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Escape);
  xtest_spin (100);
  g_assert_false (renaming (fixture));
  g_assert_cmpstr (flow_node_get_title (fixture->nodes[1]), ==, "tax");
  g_assert_cmpstr (focused (fixture), ==, "tax");

  /* Undo gives the title back. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_cmpstr (flow_node_get_title (fixture->nodes[1]), ==, "b");

  /* A frame: F2 opens its editor, the title field first; Enter there
   * applies it.
   */
  {
    g_autoptr(FlowNode) frame = NULL;

    xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_j);
    xtest_spin (100);
    frame = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 4);
    g_assert_true (FLOW_IS_FRAME (frame));
    /* The new frame has the focus. */
    g_assert_true (gtk_widget_has_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view),
                                                                                    frame))));
    xtest_tap_key_with (fixture->view, 0, GDK_KEY_F2);
    xtest_spin (200);
    g_assert_false (renaming (fixture));
    xtest_type_text (fixture->view, "notes");
    xtest_tap_key_with (fixture->view, 0, GDK_KEY_Return);
    xtest_spin (200);
    g_assert_cmpstr (flow_node_get_title (frame), ==, "notes");
    g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Edit Frame");
  }
}

static void
test_e2e_keynav_mute (Fixture       *fixture,
                      gconstpointer  data)
{
  keys_only (fixture);
  xtest_tap_key_with (fixture->view, 0, GDK_KEY_Tab);
  g_assert_cmpstr (focused (fixture), ==, "a");

  /* Ctrl+M: the focused, selected node is muted, and shows it. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_m);
  g_assert_true (flow_node_get_muted (fixture->nodes[0]));
  xtest_spin (50);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view),
                                                                                       fixture->nodes[0])),
                                           "muted"));

  /* b added to the selection: one of two muted, so both are. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_Right);
  assert_selected (fixture, "ab");
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_m);
  g_assert_true (flow_node_get_muted (fixture->nodes[0]));
  g_assert_true (flow_node_get_muted (fixture->nodes[1]));

  /* Again: both unmuted; undone, muted again. */
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_m);
  g_assert_false (flow_node_get_muted (fixture->nodes[0]));
  g_assert_false (flow_node_get_muted (fixture->nodes[1]));
  xtest_tap_key_with (fixture->view, GDK_CONTROL_MASK, GDK_KEY_z);
  g_assert_true (flow_node_get_muted (fixture->nodes[0]));
  g_assert_true (flow_node_get_muted (fixture->nodes[1]));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add ("/flow-gtk/e2e/keynav/focus-and-select", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_focus_and_select, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/rtl", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_e2e_keynav_rtl, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/tab-symmetry", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_tab_symmetry, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/walk-connections", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_walk_connections, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/walk-connections-rtl", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_e2e_keynav_walk_connections, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/focus-comes-back", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_focus_comes_back, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/focus-comes-back-rtl", Fixture, GINT_TO_POINTER (TRUE),
              fixture_setup, test_e2e_keynav_focus_comes_back, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/paste", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_paste, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/go-to-node", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_go_to_node, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/go-to-pointer", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_go_to_pointer, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/go-to-typing", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_go_to_typing, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/go-inside", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_go_inside, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/rename", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_rename, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/keynav/mute", Fixture, GINT_TO_POINTER (FALSE),
              fixture_setup, test_e2e_keynav_mute, fixture_teardown);

  return g_test_run ();
}

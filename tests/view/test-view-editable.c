/* test-view-editable.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>

#include "view-test-utils.h"

#include "flow-gtk-test-utils.h"

#include "flow-test-utils.h"

/* The actions that change the graph, of every room of the view, are
 * enabled while the view shows a graph and may edit it, and only then.
 */

static const struct
{
  const char *detailed;
} editing[] = {
  { "flowview.cut" },
  { "flowview.paste" },
  { "flowview.duplicate" },
  { "flowview.delete-selection" },
  { "flowview.delete-connection" },
  { "flowview.dissolve-selection" },
  { "flowview.add-reroute" },
  { "flowview.rename-node" },
  { "flowview.toggle-muted" },
  { "flowview.arrange" },
  { "flowview.align::left" },
  { "flowview.distribute::horizontal" },
  { "flowview.snap-selection" },
  { "flowview.toggle-pinned" },
  { "flowview.add-frame" },
  { "flowview.edit-frame" },
  { "flowview.toggle-frame-collapsed" },
  { "flowview.move-selection((10.0,0.0))" },
  { "flowview.add-node::pointer" },
  { "flowview.connect" },
  { "flowview.disconnect" },
  { "flowview.group-selection" },
  { "flowview.ungroup" },
  { "flowview.undo" },
};

/* A button for each editing action, in a popover of the view: GTK makes
 * a button insensitive while its action is disabled, and tells no other
 * way (activating a disabled action does nothing, and says it ran).
 */
static GtkWidget *
buttons_new (GtkWidget *view)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  for (guint i = 0; i < G_N_ELEMENTS (editing); i++)
    {
      GtkWidget *button = gtk_button_new_with_label (editing[i].detailed);

      gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), editing[i].detailed);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, view);

  return box;
}

static void
assert_enabled (GtkWidget *buttons,
                gboolean   enabled)
{
  guint i = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (buttons);
       button != NULL;
       button = gtk_widget_get_next_sibling (button), i++)
    if (gtk_widget_get_sensitive (button) != enabled)
      g_error ("%s is %s", editing[i].detailed, enabled ? "disabled" : "enabled");

  g_assert_cmpuint (i, ==, G_N_ELEMENTS (editing));
}

static void
test_view_editable_actions (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view, *window, *buttons;

  g_test_summary ("Every action that changes the graph is disabled while "
                  "the view is read-only or shows no graph, and enabled "
                  "when it can edit again.");

  flow_test_add_node (graph, "A", "in:double", "out:double", 0, 0);
  flow_test_add_node (graph, "B", "in:double", "out:double", 300, 0);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  buttons = buttons_new (view);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  assert_enabled (buttons, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), NULL);
  assert_enabled (buttons, FALSE);

  /* Editable with a graph: all enabled, undo once there is a step. */
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), graph);
  flow_node_set_title (g_list_model_get_item (G_LIST_MODEL (graph), 0), "A2");
  g_object_unref (g_list_model_get_item (G_LIST_MODEL (graph), 0));
  assert_enabled (buttons, TRUE);

  gtk_widget_unparent (gtk_widget_get_ancestor (buttons, GTK_TYPE_POPOVER));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same actions from outside the view, through its action group: a
 * window of their own holds buttons for them, as a header bar would.
 */
static GtkWidget *
outside_buttons_new (GActionGroup *group,
                     GtkWidget   **other_window)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  *other_window = gtk_window_new ();
  gtk_widget_insert_action_group (*other_window, "canvas", group);
  for (guint i = 0; i < G_N_ELEMENTS (editing); i++)
    {
      g_autofree char *detailed = g_strconcat ("canvas.", editing[i].detailed + strlen ("flowview."), NULL);
      GtkWidget *button = gtk_button_new_with_label (detailed);

      gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), detailed);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_window_set_child (GTK_WINDOW (*other_window), box);

  return box;
}

static void
state_changed_cb (GActionGroup *group,
                  const char   *name,
                  GVariant     *state,
                  guint        *n_changes)
{
  g_assert_cmpstr (name, ==, "snap-to-grid");
  (*n_changes)++;
}

static void
test_view_action_group (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GObject) group_ref = NULL;
  GActionGroup *group;
  g_autoptr(GVariant) state = NULL;
  g_auto(GStrv) names = NULL;
  GtkWidget *view, *window, *other_window, *buttons, *undo_button;
  const GVariantType *parameter_type = NULL;
  FlowNode *a;
  guint n_changes = 0;
  double zoom;

  g_test_summary ("The view's action group gives its actions to widgets "
                  "outside it: named without the prefix, enabled when the "
                  "view's are, running the view's actions, with the view's "
                  "state, and disabled once the view is gone.");

  a = flow_test_add_node (graph, "A", "in:double", "out:double", 0, 0);
  flow_test_add_node (graph, "B", "in:double", "out:double", 300, 0);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  group = flow_gtk_view_get_action_group (FLOW_GTK_VIEW (view));
  group_ref = g_object_ref (G_OBJECT (group));
  buttons = outside_buttons_new (group, &other_window);

  names = g_action_group_list_actions (group);
  g_assert_true (g_strv_contains ((const char * const *) names, "zoom-in"));
  g_assert_true (g_strv_contains ((const char * const *) names, "undo"));
  g_assert_true (g_strv_contains ((const char * const *) names, "snap-to-grid"));
  g_assert_false (g_strv_contains ((const char * const *) names, "flowview.zoom-in"));
  g_assert_true (g_action_group_query_action (group, "add-node", NULL, &parameter_type,
                                              NULL, NULL, NULL));
  g_assert_true (g_variant_type_equal (parameter_type, G_VARIANT_TYPE_STRING));
  g_assert_false (g_action_group_has_action (group, "no-such-action"));

  /* Enabled as the view's own: nothing to undo yet, so undo is not;
   * everything else is; read-only, none of them.
   */
  undo_button = gtk_widget_get_last_child (buttons);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (undo_button)), ==, "canvas.undo");
  g_assert_false (gtk_widget_get_sensitive (undo_button));
  g_assert_false (g_action_group_get_action_enabled (group, "undo"));
  flow_node_set_title (a, "A2");
  assert_enabled (buttons, TRUE);
  g_assert_true (g_action_group_get_action_enabled (group, "undo"));
  g_assert_false (g_action_group_get_action_enabled (group, "redo"));

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  assert_enabled (buttons, FALSE);
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  assert_enabled (buttons, TRUE);

  /* Activating runs the view's action: the button undoes, the group
   * zooms.
   */
  g_signal_emit_by_name (undo_button, "clicked");
  g_assert_cmpstr (flow_node_get_title (a), ==, "A");
  g_assert_false (gtk_widget_get_sensitive (undo_button));
  g_assert_true (g_action_group_get_action_enabled (group, "redo"));

  zoom = flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)));
  g_action_group_activate_action (group, "zoom-in", NULL);
  g_assert_cmpfloat (flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view))), >, zoom);

  /* A disabled action does nothing from the group. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  g_action_group_activate_action (group, "redo", NULL);
  g_assert_cmpstr (flow_node_get_title (a), ==, "A");
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);

  /* An action that takes a parameter, given none or one of another
   * type, is a programmer error: a critical and nothing done, through the
   * group or the view's own actions, with every node selected so that
   * aligning and distributing have something to do.
   */
  {
    static const char *const takes_one[] = {
      "align", "distribute", "walk-connections", "focus-nearest",
      "extend-selection", "add-node", "move-selection",
    };

    gtk_selection_model_select_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));
    for (guint i = 0; i < G_N_ELEMENTS (takes_one); i++)
      {
        g_autofree char *full_name = g_strconcat ("flowview.", takes_one[i], NULL);

        g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*activate_action*parameter*");
        g_action_group_activate_action (group, takes_one[i], NULL);
        g_test_assert_expected_messages ();
        g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*activate_action*parameter*");
        g_action_group_activate_action (group, takes_one[i], g_variant_new_int32 (1));
        g_test_assert_expected_messages ();
        g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*_action: assertion*parameter*");
        g_assert_true (gtk_widget_activate_action (view, full_name, NULL));
        g_test_assert_expected_messages ();
      }
    g_assert_cmpfloat (flow_node_get_x (a), ==, 0);
    g_assert_cmpfloat (flow_node_get_y (a), ==, 0);
    gtk_selection_model_unselect_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));
  }

  /* The state of snap-to-grid is the view's, both ways. */
  g_signal_connect (group, "action-state-changed", G_CALLBACK (state_changed_cb), &n_changes);
  state = g_action_group_get_action_state (group, "snap-to-grid");
  g_assert_false (g_variant_get_boolean (state));
  g_clear_pointer (&state, g_variant_unref);
  flow_gtk_view_set_snap_to_grid (FLOW_GTK_VIEW (view), TRUE);
  g_assert_cmpuint (n_changes, ==, 1);
  state = g_action_group_get_action_state (group, "snap-to-grid");
  g_assert_true (g_variant_get_boolean (state));
  g_action_group_change_action_state (group, "snap-to-grid", g_variant_new_boolean (FALSE));
  g_assert_false (flow_gtk_view_get_snap_to_grid (FLOW_GTK_VIEW (view)));
  g_assert_cmpuint (n_changes, ==, 2);
  g_action_group_activate_action (group, "snap-to-grid", NULL);
  g_assert_true (flow_gtk_view_get_snap_to_grid (FLOW_GTK_VIEW (view)));

  /* The view gone, the group stays with the other window, every action
   * disabled and doing nothing.
   */
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_false (g_action_group_get_action_enabled (group, "zoom-in"));
  /* Told from an idle callback: see flow_gtk_view_action_group_disconnect (). */
  view_test_wait (50);
  assert_enabled (buttons, FALSE);
  g_action_group_activate_action (group, "zoom-in", NULL);
  g_action_group_activate_action (group, "redo", NULL);
  g_assert_cmpstr (flow_node_get_title (a), ==, "A");

  gtk_window_destroy (GTK_WINDOW (other_window));
}

/* The group inserted on the window that holds the view, as applications
 * do, with a button bound to it beside the view: destroying the window
 * disposes the view while the window's actions are being torn down,
 * and the group must say nothing then. (In flow-demo's libadwaita
 * window, GTK 4.8 crashed on it, which /demo/window/undo and the other
 * tests that close a demo window catch; a plain GTK window, as here,
 * tore down in an order that did not.)
 */
static void
test_view_action_group_window_destroyed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *undo = gtk_button_new_with_label ("Undo");
  GtkWidget *view = flow_gtk_view_new (graph);
  FlowNode *a;

  g_test_summary ("A window that inserted a view's action group, with a button "
                  "bound to it, shows the button sensitive while the view can undo, "
                  "and is destroyed without a crash.");

  a = flow_test_add_node (graph, "A", "in:double", "out:double", 0, 0);
  gtk_widget_insert_action_group (window, "canvas", flow_gtk_view_get_action_group (FLOW_GTK_VIEW (view)));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (undo), "canvas.undo");
  gtk_box_append (GTK_BOX (box), undo);
  gtk_box_append (GTK_BOX (box), view);
  gtk_widget_set_size_request (view, 400, 300);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  view_test_run_frames (window, 2);

  flow_node_set_title (a, "A2");
  g_assert_true (gtk_widget_get_sensitive (undo));

  gtk_window_destroy (GTK_WINDOW (window));
  view_test_wait (50);
}

/* The first widget in @widget, itself included, of @type and with
 * @css_class (NULL: any).
 */
static GtkWidget *
find_in (GtkWidget  *widget,
         GType       type,
         const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_in (child, type, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
find_spin_button (GtkWidget *widget)
{
  return find_in (widget, GTK_TYPE_SPIN_BUTTON, NULL);
}

/* The dark pixels (a glyph, a frame) of a frame of @view inside @widget. */
static guint
count_dark_pixels (GtkWidget *view,
                   GtkWidget *widget)
{
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  guint n_cairo_nodes, n = 0;
  int width = gtk_widget_get_width (view);

  pixels = view_test_snapshot_frame (view, &n_cairo_nodes);
  g_assert_true (gtk_widget_compute_bounds (widget, view, &bounds));

  for (int y = (int) ceil (bounds.origin.y); y < (int) (bounds.origin.y + bounds.size.height); y++)
    for (int x = (int) ceil (bounds.origin.x); x < (int) (bounds.origin.x + bounds.size.width); x++)
      {
        const guchar *pixel = pixels + 4 * (y * width + x);

        if (pixel[0] + pixel[1] + pixel[2] < 3 * 100)
          n++;
      }

  return n;
}

static void
test_view_read_only_look (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_auto(GValue) value = G_VALUE_INIT;
  GtkWidget *view, *window, *spin, *plus, *null_button;
  FlowNode *node, *without;

  g_test_summary ("In a view that is not editable, a sink's editor shows its value "
                  "as text, read-only to assistive technologies: its + and − are not "
                  "drawn, and are again once the view can edit.");

  node = flow_test_add_node (graph, "A", "in:double", "", 40, 40);
  without = flow_test_add_node (graph, "B", "in:double", "", 40, 200);
  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 1.5);
  flow_sink_set_default_value (flow_node_get_sink (node, "in"), &value);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 600, 400);
  view_test_run_frames (window, 2);

  spin = find_spin_button (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)));
  g_assert_nonnull (spin);
  plus = gtk_widget_get_last_child (spin);
  g_assert_true (GTK_IS_BUTTON (plus));
  g_assert_cmpuint (count_dark_pixels (view, plus), >, 4);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  view_test_run_frames (window, 2);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)),
                                           "read-only"));
  g_assert_cmpuint (count_dark_pixels (view, plus), ==, 0);
  /* Assistive technologies are told too: the field is read-only, the
   * button that would give B a value disabled.
   */
  gtk_test_accessible_assert_property (spin, GTK_ACCESSIBLE_PROPERTY_READ_ONLY, TRUE);
  null_button = find_in (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), without)),
                         GTK_TYPE_BUTTON, "null");
  g_assert_nonnull (null_button);
  gtk_test_accessible_assert_state (null_button, GTK_ACCESSIBLE_STATE_DISABLED, TRUE);

  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  view_test_run_frames (window, 2);
  gtk_test_accessible_assert_property (spin, GTK_ACCESSIBLE_PROPERTY_READ_ONLY, FALSE);
  gtk_test_accessible_assert_state (null_button, GTK_ACCESSIBLE_STATE_DISABLED, FALSE);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)),
                                            "read-only"));
  g_assert_cmpuint (count_dark_pixels (view, plus), >, 4);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_view_popovers_without_window (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view;
  FlowNode *a, *b;
  static const struct
  {
    const char *action;
    const char *parameter;
  } opening[] = {
    { "flowview.add-node", "pointer" },
    { "flowview.add-node", "context" },
    { "flowview.rename-node", NULL },
    { "flowview.find-node", NULL },
    { "flowview.connect", NULL },
    { "flowview.disconnect", NULL },
    { "flowview.popup-menu", NULL },
    { "flowview.add-frame", NULL },
    { "flowview.edit-frame", NULL },
  };

  g_test_summary ("In a view that is in no window, the actions that open a popover "
                  "(menus, lists, rename, find, a frame's editor) do nothing, rather "
                  "than make GTK pop one up from no surface and crash; arranging "
                  "still arranges.");

  a = flow_test_add_node (graph, "A", "in:double", "out:double", 0, 0);
  b = flow_test_add_node (graph, "B", "in:double", "out:double", 0, 0);
  view = g_object_ref_sink (flow_gtk_view_new (graph));
  gtk_selection_model_select_all (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)));
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), a);

  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    {
      g_test_message ("%s %s", opening[i].action, opening[i].parameter ? opening[i].parameter : "");
      if (opening[i].parameter != NULL)
        gtk_widget_activate_action (view, opening[i].action, "s", opening[i].parameter);
      else
        gtk_widget_activate_action (view, opening[i].action, NULL);
      view_test_wait (20);
      for (GtkWidget *child = gtk_widget_get_first_child (view); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_assert_false (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child));
    }

  /* Two nodes on one spot go apart. */
  g_assert_true (gtk_widget_activate_action (view, "flowview.arrange", NULL));
  g_assert_true (flow_node_get_x (a) != flow_node_get_x (b) || flow_node_get_y (a) != flow_node_get_y (b));

  g_object_unref (view);
}

/* Opens the list of @action (with the string @parameter, if any) at the
 * focused @node, and checks that it shows.
 */
static void
open_list (GtkWidget  *view,
           FlowNode   *node,
           const char *action,
           const char *parameter)
{
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), node);
  if (parameter != NULL)
    g_assert_true (gtk_widget_activate_action (view, action, "s", parameter));
  else
    g_assert_true (gtk_widget_activate_action (view, action, NULL));
  view_test_wait (50);
  g_assert_nonnull (flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER));
}

/* The lists that edit the graph (connect, add a node) close when the
 * view stops editing or shows another graph: they went on adding to the
 * graph, read-only or no longer shown.
 */
static void
test_view_lists_close (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  GtkWidget *view, *window;
  FlowNode *a;

  g_test_summary ("The connect and add-node lists close when the view becomes "
                  "read-only or shows another graph.");

  a = flow_test_add_node (graph, "A", "in:double", "out:double", 40, 40);
  flow_test_add_node (graph, "B", "in:double", "out:double", 300, 40);
  view = flow_gtk_view_new (graph);
  flow_serializer_register_type (serializer, "test.node", FLOW_TYPE_NODE);
  flow_gtk_view_set_serializer (FLOW_GTK_VIEW (view), serializer);
  window = view_test_window_new (view, 800, 600);

  /* Read-only. */
  open_list (view, a, "flowview.connect", NULL);
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  view_test_wait (50);
  g_assert_null (flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER));
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);

  open_list (view, a, "flowview.add-node", "context");
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
  view_test_wait (50);
  g_assert_null (flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER));
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);

  /* Another graph. */
  open_list (view, a, "flowview.connect", NULL);
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), other);
  view_test_wait (50);
  g_assert_null (flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A closed connect list lets the graph go, even while something (GTK
 * 4.8's focus code, now and then) keeps the popover alive.
 */
static void
test_view_connect_list_releases_graph (void)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(GtkWidget) popover = NULL;
  GtkWidget *view, *window;
  FlowNode *a;

  a = flow_test_add_node (graph, "A", "in:double", "out:double", 40, 40);
  flow_test_add_node (graph, "B", "in:double", "out:double", 300, 40);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);

  open_list (view, a, "flowview.connect", NULL);
  popover = g_object_ref (flow_gtk_test_shown_child (view, GTK_TYPE_POPOVER));
  gtk_popover_popdown (GTK_POPOVER (popover));
  view_test_wait (100);
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), other);
  g_object_add_weak_pointer (G_OBJECT (graph), (gpointer *) &graph);
  g_object_unref (graph);
  g_assert_null (graph);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
set_x (FlowNode *node,
       double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_sink_set_default_value (flow_node_get_sink (node, "x"), &value);
}

static double
get_x (FlowNode *node)
{
  const GValue *value = flow_sink_get_default_value (flow_node_get_sink (node, "x"));

  return value != NULL ? g_value_get_double (value) : -1;
}

/* Edits of one field merge into one step while the keyboard stays; once
 * the focus has moved in the window, the next edit of the same field is a
 * step of its own.
 */
static void
test_view_focus_seals (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Node", "x:double", "out:double");
  FlowHistory *history;
  GtkWidget *window, *box, *view, *entry;

  flow_graph_add_node (graph, node);
  view = flow_gtk_view_new (graph);
  history = flow_graph_get_history (graph);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_widget_set_vexpand (view, TRUE);
  entry = gtk_entry_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), entry);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  view_test_run_frames (view, 2);

  gtk_widget_grab_focus (view);
  view_test_run_frames (view, 1);
  set_x (node, 1);
  set_x (node, 2);
  gtk_widget_grab_focus (entry);
  view_test_run_frames (view, 1);
  set_x (node, 3);
  set_x (node, 4);

  flow_history_undo (history);
  g_assert_cmpfloat (get_x (node), ==, 2);
  flow_history_undo (history);
  g_assert_cmpfloat (get_x (node), ==, -1);
  g_assert_false (flow_history_get_can_undo (history));

  gtk_window_destroy (GTK_WINDOW (window));
}

static FlowNode *
focused_node (GtkWidget *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *widget = focus != NULL ? gtk_widget_get_ancestor (focus, FLOW_GTK_TYPE_NODE) : NULL;

  return widget != NULL ? flow_gtk_node_get_node (FLOW_GTK_NODE (widget)) : NULL;
}

/* Ctrl+Right goes to the node to the right, not to one nearly straight
 * below whose centre is a few units further right; that one is reached
 * when nothing lies to the right.
 */
static void
test_view_focus_direction_cone (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) from = flow_test_node_new ("From", "", "");
  g_autoptr(FlowNode) below = flow_test_node_new ("Down", "", "");
  g_autoptr(FlowNode) right = flow_test_node_new ("Side", "", "");
  GtkWidget *view, *window;

  flow_node_set_position (from, 100, 100);
  flow_node_set_position (below, 108, 300);
  flow_node_set_position (right, 600, 150);
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, below);
  flow_graph_add_node (graph, right);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 900, 600);
  view_test_run_frames (window, 2);

  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), from);
  g_assert_true (focused_node (window) == from);
  gtk_widget_activate_action (view, "flowview.focus-nearest", "s", "right");
  g_assert_true (focused_node (window) == right);

  /* With nothing else to the right, the node nearly below is the one
   * Ctrl+Right reaches.
   */
  flow_graph_remove_node (graph, right);
  view_test_run_frames (window, 2);
  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), from);
  gtk_widget_activate_action (view, "flowview.focus-nearest", "s", "right");
  g_assert_true (focused_node (window) == below);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/view/editable-actions", test_view_editable_actions);
  g_test_add_func ("/flow-gtk/view/action-group", test_view_action_group);
  g_test_add_func ("/flow-gtk/view/action-group-window-destroyed", test_view_action_group_window_destroyed);
  g_test_add_func ("/flow-gtk/view/read-only-look", test_view_read_only_look);
  g_test_add_func ("/flow-gtk/view/popovers-without-window", test_view_popovers_without_window);
  g_test_add_func ("/flow-gtk/view/lists-close", test_view_lists_close);
  g_test_add_func ("/flow-gtk/view/focus-seals", test_view_focus_seals);
  g_test_add_func ("/flow-gtk/view/focus-direction-cone", test_view_focus_direction_cone);
  g_test_add_func ("/flow-gtk/view/connect-list-releases-graph", test_view_connect_list_releases_graph);

  return g_test_run ();
}

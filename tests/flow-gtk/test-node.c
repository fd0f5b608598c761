/* test-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-private.h"
#include "flow-gtk-node-row-private.h"
#include "flow-gtk-value-editor-private.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk.h"

#include <math.h>

/* Helpers */

static guint
count_visible_rows (GtkWidget  *widget,
                    const char *css_class)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (FLOW_GTK_IS_NODE_ROW (child) &&
        gtk_widget_get_visible (child) &&
        gtk_widget_has_css_class (child, css_class))
      n++;

  return n;
}

/* Binding */

static void
test_node_bind (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("Add", "a:double,b:double", "sum:double");
  GtkWidget *widget = flow_gtk_node_new ();
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  guint *node_notify;
  GtkWidget *child;
  const char *expected[] = { "header", "source", "sink", "sink" };
  guint i = 0;

  g_object_ref_sink (widget);
  node_notify = flow_test_count_notify (widget, "node");

  g_assert_null (flow_gtk_node_get_node (self));
  g_assert_cmpstr (gtk_widget_get_css_name (widget), ==, "node");
  gtk_test_accessible_assert_role (widget, GTK_ACCESSIBLE_ROLE_GROUP);
  g_assert_true (gtk_widget_get_focusable (widget));

  _flow_gtk_node_bind (self, node);
  g_assert_true (flow_gtk_node_get_node (self) == node);
  g_assert_cmpuint (*node_notify, ==, 1);

  /* Binding again to the same node changes nothing. */
  _flow_gtk_node_bind (self, node);
  g_assert_cmpuint (*node_notify, ==, 1);

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (_flow_gtk_node_get_title_label (self))), ==, "Add");
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Add");

  /* Header, then sources, then sinks, in order. */
  for (child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (expected));
      if (i == 0)
        g_assert_true (child == _flow_gtk_node_get_header (self));
      else
        g_assert_true (gtk_widget_has_css_class (child, expected[i]));
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (expected));

  for (const char * const *name = (const char * const[]) { "a", "b", "sum", NULL }; *name; name++)
    {
      FlowDock *dock = flow_node_get_dock (node, *name);
      GtkWidget *dock_widget = flow_gtk_node_get_dock_widget (self, dock);
      GtkWidget *row = _flow_gtk_node_get_row (self, dock);

      g_assert_true (FLOW_GTK_IS_DOCK (dock_widget));
      g_assert_true (flow_gtk_dock_get_dock (FLOW_GTK_DOCK (dock_widget)) == dock);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flow_gtk_node_row_get_label (FLOW_GTK_NODE_ROW (row)))),
                       ==, *name);
    }

  /* A dock of another node has no widget here. */
  {
    g_autoptr(FlowSink) stranger = flow_sink_new ("a", G_TYPE_DOUBLE);

    g_assert_null (flow_gtk_node_get_dock_widget (self, FLOW_DOCK (stranger)));
  }

  /* The widget follows the title. */
  flow_node_set_title (node, "Sum");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (_flow_gtk_node_get_title_label (self))), ==, "Sum");
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Sum");
  flow_node_set_title (node, NULL);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Untitled node");

  _flow_gtk_node_unbind (self);
  g_assert_null (flow_gtk_node_get_node (self));
  g_assert_cmpuint (*node_notify, ==, 2);
  _flow_gtk_node_unbind (self);
  g_assert_cmpuint (*node_notify, ==, 2);

  /* Unbound, the widget holds no reference to the model. */
  g_assert_finalize_object (g_steal_pointer (&node));
  g_assert_finalize_object (widget);
}

static void
test_node_dispose_bound (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:int", "b:string");
  GtkWidget *widget = flow_gtk_test_node_widget (node);

  g_assert_finalize_object (widget);
  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
test_node_docks_changed (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double", "out:double");
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  GtkWidget *window = flow_gtk_test_show (widget);
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  g_autoptr(FlowDock) a = g_object_ref (flow_node_get_dock (node, "a"));
  FlowDock *c;
  int height_before, height_after;

  height_before = gtk_widget_get_height (widget);
  g_assert_cmpuint (count_visible_rows (widget, "sink"), ==, 1);
  g_assert_cmpuint (count_visible_rows (widget, "source"), ==, 1);

  c = FLOW_DOCK (flow_sink_new ("c", G_TYPE_INT));
  flow_node_add_dock (node, c);
  g_object_unref (c);
  g_assert_cmpuint (count_visible_rows (widget, "sink"), ==, 2);
  g_assert_nonnull (flow_gtk_node_get_dock_widget (self, c));

  /* The new row takes room: the node grows. */
  flow_gtk_test_spin (20);
  height_after = gtk_widget_get_height (widget);
  g_assert_cmpint (height_after, >, height_before);

  flow_node_remove_dock (node, a);
  g_assert_cmpuint (count_visible_rows (widget, "sink"), ==, 1);
  g_assert_null (flow_gtk_node_get_dock_widget (self, a));
  g_assert_nonnull (flow_gtk_node_get_dock_widget (self, c));

  c = FLOW_DOCK (flow_source_new ("second", G_TYPE_STRING));
  flow_node_add_dock (node, c);
  g_object_unref (c);
  g_assert_cmpuint (count_visible_rows (widget, "source"), ==, 2);

  /* Sources stay above sinks, whatever order rows were made in. */
  {
    gboolean seen_sink = FALSE;

    for (GtkWidget *child = gtk_widget_get_first_child (widget);
         child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        if (!FLOW_GTK_IS_NODE_ROW (child) || !gtk_widget_get_visible (child))
          continue;
        if (gtk_widget_has_css_class (child, "sink"))
          seen_sink = TRUE;
        else
          g_assert_false (seen_sink);
      }
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (widget);
}

static gboolean
has_focus_within (GtkWidget *window,
                  GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Inputs removed while the user types in a field: the fields of the
 * inputs that stay keep their input, their text and the keyboard, and
 * what is typed goes to the input it was typed for. Rows rebound from
 * the change on moved the field being typed in to another input.
 */
static void
test_node_docks_removed_while_editing (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "in0:double,in1:double,in2:double,in3:double", NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  GtkWidget *window = flow_gtk_test_show (widget);
  GtkWidget *spin2, *spin3;

  for (guint i = 0; i < 4; i++)
    {
      char name[] = "in0";

      name[2] += i;
      flow_gtk_test_set_default_double (node, name, i);
    }
  flow_gtk_test_spin (5);
  spin2 = flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, node, "in2"));
  spin3 = flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, node, "in3"));
  g_assert_true (GTK_IS_SPIN_BUTTON (spin2) && GTK_IS_SPIN_BUTTON (spin3));

  /* "42" typed in in3's field, not yet committed; in1, above, goes. */
  gtk_widget_grab_focus (spin3);
  gtk_editable_set_text (GTK_EDITABLE (spin3), "42");
  flow_node_remove_dock (node, flow_node_get_dock (node, "in1"));
  flow_gtk_test_spin (5);
  g_assert_true (flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, node, "in3")) == spin3);
  g_assert_true (flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, node, "in2")) == spin2);
  g_assert_true (has_focus_within (window, spin3));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin3)), ==, "42");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin3));
  g_assert_nonnull (flow_gtk_test_default_value (node, "in3"));
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "in3")), ==, 42);
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "in2")), ==, 2);

  /* "7" typed in in2's field, and in2 goes: in3's field does not take
   * the keyboard, and nothing is written anywhere.
   */
  gtk_widget_grab_focus (spin2);
  gtk_editable_set_text (GTK_EDITABLE (spin2), "7");
  flow_node_remove_dock (node, flow_node_get_dock (node, "in2"));
  flow_gtk_test_spin (5);
  g_assert_false (has_focus_within (window, spin3));
  gtk_widget_grab_focus (widget);
  flow_gtk_test_spin (5);
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "in3")), ==, 42);
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "in0")), ==, 0);

  /* A dock added later takes a spare row, below the others. */
  {
    g_autoptr(FlowDock) extra = FLOW_DOCK (flow_sink_new ("in4", G_TYPE_DOUBLE));
    GtkWidget *previous = NULL;

    flow_node_add_dock (node, extra);
    g_assert_nonnull (flow_gtk_test_value_editor (widget, node, "in4"));
    for (GtkWidget *child = gtk_widget_get_first_child (widget);
         child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (FLOW_GTK_IS_NODE_ROW (child) && gtk_widget_get_visible (child))
        previous = child;
    g_assert_true (flow_gtk_node_row_get_dock (FLOW_GTK_NODE_ROW (previous)) == extra);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (widget);
}

static void
test_node_recycle (void)
{
  g_autoptr(FlowNode) first = flow_test_node_new ("First", "a:double,b:int", "out:double");
  g_autoptr(FlowNode) second = flow_test_node_new ("Second", "x:double,y:int", "z:double");
  g_autoptr(FlowNode) third = flow_test_node_new ("Third", "s:string", NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (first);
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  GtkWidget *dock_a = flow_gtk_node_get_dock_widget (self, flow_node_get_dock (first, "a"));
  GtkWidget *spin_a;

  flow_gtk_test_set_default_double (first, "a", 1.5);
  flow_gtk_test_set_default_double (second, "x", 2.5);
  spin_a = flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, first, "a"));

  _flow_gtk_node_unbind (self);
  _flow_gtk_node_bind (self, second);

  /* The same rows, dock widgets and editor widgets show the new node. */
  g_assert_true (flow_gtk_node_get_dock_widget (self, flow_node_get_dock (second, "x")) == dock_a);
  g_assert_true (flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, second, "x")) == spin_a);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin_a)), ==, 2.5);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (_flow_gtk_node_get_title_label (self))), ==, "Second");

  /* Editing now writes to the new node only. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin_a), 7);
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (second, "x")), ==, 7);
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (first, "a")), ==, 1.5);

  /* Fewer docks: the extra rows are hidden, not shown empty. */
  {
    g_auto(GValue) text = G_VALUE_INIT;

    g_value_init (&text, G_TYPE_STRING);
    g_value_set_string (&text, "words");
    flow_sink_set_default_value (flow_node_get_sink (third, "s"), &text);
  }
  _flow_gtk_node_unbind (self);
  _flow_gtk_node_bind (self, third);
  g_assert_cmpuint (count_visible_rows (widget, "sink"), ==, 1);
  g_assert_cmpuint (count_visible_rows (widget, "source"), ==, 0);
  g_assert_true (GTK_IS_ENTRY (flow_gtk_value_editor_get_value_widget (flow_gtk_test_value_editor (widget, third, "s"))));

  /* A widget that showed a frame is no frame to assistive technologies
   * once it shows another node.
   */
  {
    g_autoptr(FlowNode) frame = flow_frame_new ();

    _flow_gtk_node_unbind (self);
    _flow_gtk_node_bind (self, frame);
    gtk_test_accessible_assert_property (self, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Frame");
    _flow_gtk_node_unbind (self);
    _flow_gtk_node_bind (self, third);
    g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
    _flow_gtk_node_unbind (self);
  }

  /* Binding to a node while bound unbinds first. */
  _flow_gtk_node_bind (self, first);
  g_assert_true (flow_gtk_node_get_node (self) == first);
  g_assert_cmpuint (count_visible_rows (widget, "sink"), ==, 2);
  g_assert_cmpuint (count_visible_rows (widget, "source"), ==, 1);

  g_assert_finalize_object (widget);
  g_assert_finalize_object (g_steal_pointer (&second));
  g_assert_finalize_object (g_steal_pointer (&third));
}

/* State */

static void
test_node_state (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double,b:double", NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  GtkWidget *badge;
  const char *tooltip;

  /* The badge is made the first time it shows. */
  g_assert_null (_flow_gtk_node_get_badge (self));

  flow_node_report (node, FLOW_NODE_STATE_WARNING, "The value is large.");
  badge = _flow_gtk_node_get_badge (self);
  g_assert_nonnull (badge);
  g_assert_true (gtk_widget_get_parent (badge) == _flow_gtk_node_get_header (self));
  g_assert_true (gtk_widget_get_visible (badge));
  g_assert_true (gtk_widget_has_css_class (widget, "warning"));
  g_assert_true (gtk_widget_has_css_class (badge, "warning"));
  g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (badge)), ==, "dialog-warning-symbolic");
  tooltip = _flow_gtk_node_get_status (self);
  g_assert_cmpstr (tooltip, ==, "The value is large.");
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "The value is large.");

  flow_node_report (node, FLOW_NODE_STATE_ERROR, "Division by zero.");
  g_assert_true (gtk_widget_has_css_class (widget, "error"));
  g_assert_false (gtk_widget_has_css_class (widget, "warning"));
  g_assert_true (gtk_widget_has_css_class (badge, "error"));
  g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (badge)), ==, "dialog-error-symbolic");
  tooltip = _flow_gtk_node_get_status (self);
  g_assert_cmpstr (tooltip, ==, "Division by zero.");

  flow_node_report (node, FLOW_NODE_STATE_NORMAL, NULL);
  g_assert_false (gtk_widget_get_visible (badge));
  g_assert_false (gtk_widget_has_css_class (widget, "error"));

  /* Missing input, computed by the model. */
  flow_dock_set_label (flow_node_get_dock (node, "b"), "Divisor");
  flow_sink_set_required (flow_node_get_sink (node, "a"), TRUE);
  flow_sink_set_required (flow_node_get_sink (node, "b"), TRUE);
  g_assert_true (flow_node_get_missing_input (node));
  g_assert_true (gtk_widget_get_visible (badge));
  g_assert_true (gtk_widget_has_css_class (widget, "missing-input"));
  g_assert_true (gtk_widget_has_css_class (badge, "missing-input"));
  tooltip = _flow_gtk_node_get_status (self);
  g_assert_cmpstr (tooltip, ==, "Missing input: a, Divisor.");

  flow_gtk_test_set_default_double (node, "a", 1);
  tooltip = _flow_gtk_node_get_status (self);
  g_assert_cmpstr (tooltip, ==, "Missing input: Divisor.");

  /* A state and missing input together. */
  flow_node_report (node, FLOW_NODE_STATE_WARNING, NULL);
  tooltip = _flow_gtk_node_get_status (self);
  g_assert_cmpstr (tooltip, ==, "Warning.\nMissing input: Divisor.");

  flow_gtk_test_set_default_double (node, "b", 2);
  flow_node_report (node, FLOW_NODE_STATE_NORMAL, NULL);
  g_assert_false (gtk_widget_has_css_class (widget, "missing-input"));
  g_assert_false (gtk_widget_get_visible (badge));

  /* A widget bound to a node in a state shows it at once, and drops it
   * when unbound.
   */
  _flow_gtk_node_unbind (self);
  flow_node_report (node, FLOW_NODE_STATE_ERROR, "Broken.");
  g_assert_false (gtk_widget_has_css_class (widget, "error"));
  _flow_gtk_node_bind (self, node);
  g_assert_true (gtk_widget_has_css_class (widget, "error"));
  _flow_gtk_node_unbind (self);
  g_assert_false (gtk_widget_has_css_class (widget, "error"));
  g_assert_false (gtk_widget_get_visible (badge));

  g_assert_finalize_object (widget);
}

static void
test_node_activity (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double", "out:double");
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowJob *job;

  g_test_summary ("A node widget shows when its node is muted, and when it "
                  "computes in a job: busy, with a spinner and the busy "
                  "accessible state.");

  flow_graph_add_node (graph, node);
  g_assert_false (gtk_widget_has_css_class (widget, "busy"));
  g_assert_false (gtk_widget_has_css_class (widget, "muted"));
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_BUSY, FALSE);

  flow_node_set_muted (node, TRUE);
  g_assert_true (gtk_widget_has_css_class (widget, "muted"));
  flow_node_set_muted (node, FALSE);
  g_assert_false (gtk_widget_has_css_class (widget, "muted"));

  job = flow_node_begin_job (node);
  g_assert_true (gtk_widget_has_css_class (widget, "busy"));
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_BUSY, TRUE);

  flow_job_finish (job);
  while (flow_node_get_busy (node))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gtk_widget_has_css_class (widget, "busy"));
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_BUSY, FALSE);

  /* Bound to a muted node, a widget shows it at once. */
  _flow_gtk_node_unbind (FLOW_GTK_NODE (widget));
  flow_node_set_muted (node, TRUE);
  _flow_gtk_node_bind (FLOW_GTK_NODE (widget), node);
  g_assert_true (gtk_widget_has_css_class (widget, "muted"));
  _flow_gtk_node_unbind (FLOW_GTK_NODE (widget));
  g_assert_false (gtk_widget_has_css_class (widget, "muted"));

  g_assert_finalize_object (widget);
}

/* The header's spinner, pin and badge are made when first shown, each in
 * its place whatever the order they come in.
 */
static void
test_node_header_children (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double", "out:double");
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  GtkWidget *header = _flow_gtk_node_get_header (self);
  GtkWidget *title = _flow_gtk_node_get_title_label (self);
  GtkWidget *spinner, *pin, *badge;
  FlowJob *job;

  g_test_summary ("A node widget makes its spinner, pin and badge the first "
                  "time it shows them, in their order in the header.");

  /* A plain node: the title only. */
  g_assert_true (gtk_widget_get_first_child (header) == title);
  g_assert_null (gtk_widget_get_next_sibling (title));

  flow_node_report (node, FLOW_NODE_STATE_ERROR, "Broken.");
  badge = _flow_gtk_node_get_badge (self);
  g_assert_true (gtk_widget_get_next_sibling (title) == badge);
  g_assert_true (gtk_widget_has_css_class (badge, "error"));

  flow_node_set_pinned (node, TRUE);
  pin = gtk_widget_get_next_sibling (title);
  g_assert_true (GTK_IS_IMAGE (pin));
  g_assert_true (gtk_widget_has_css_class (pin, "pin"));
  g_assert_true (gtk_widget_get_visible (pin));
  g_assert_true (gtk_widget_get_next_sibling (pin) == badge);

  job = flow_node_begin_job (node);
  spinner = gtk_widget_get_next_sibling (title);
  g_assert_true (GTK_IS_SPINNER (spinner));
  g_assert_true (gtk_widget_get_visible (spinner));
  g_assert_true (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));
  gtk_test_accessible_assert_property (spinner, GTK_ACCESSIBLE_PROPERTY_LABEL, "Computing");
  g_assert_true (gtk_widget_get_next_sibling (spinner) == pin);

  flow_job_finish (job);
  while (flow_node_get_busy (node))
    g_main_context_iteration (NULL, TRUE);
  flow_node_set_pinned (node, FALSE);
  flow_node_report (node, FLOW_NODE_STATE_NORMAL, NULL);

  /* Kept, hidden, for the next time. */
  g_assert_true (gtk_widget_get_next_sibling (title) == spinner);
  g_assert_false (gtk_widget_get_visible (spinner));
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));
  g_assert_false (gtk_widget_get_visible (pin));
  g_assert_false (gtk_widget_get_visible (badge));
  g_assert_false (gtk_widget_has_css_class (badge, "error"));

  g_assert_finalize_object (widget);
}

static void
test_node_selected (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", NULL, NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  guint *notify = flow_test_count_notify (widget, "selected");
  gboolean selected;

  g_assert_false (flow_gtk_node_get_selected (self));
  g_assert_false (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED);
  /* Selectable from the start, for assistive technologies. */
  g_assert_true (gtk_test_accessible_has_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_SELECTED));
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_SELECTED, FALSE);

  _flow_gtk_node_set_selected (self, TRUE);
  g_assert_true (flow_gtk_node_get_selected (self));
  g_assert_true (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
  g_object_get (widget, "selected", &selected, NULL);
  g_assert_true (selected);
  g_assert_cmpuint (*notify, ==, 1);

  _flow_gtk_node_set_selected (self, TRUE);
  g_assert_cmpuint (*notify, ==, 1);

  _flow_gtk_node_set_selected (self, FALSE);
  g_assert_false (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED);
  gtk_test_accessible_assert_state (widget, GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
  g_assert_cmpuint (*notify, ==, 2);

  /* Unbinding clears it: a recycled widget starts unselected. */
  _flow_gtk_node_set_selected (self, TRUE);
  _flow_gtk_node_unbind (self);
  g_assert_false (flow_gtk_node_get_selected (self));
  g_assert_false (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED);

  g_assert_finalize_object (widget);
}

static void
test_node_child (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:int", "b:int");
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkNode *self = FLOW_GTK_NODE (widget);
  guint *notify = flow_test_count_notify (widget, "child");
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *label = gtk_label_new ("Preview");
  FlowDock *c;

  flow_gtk_node_set_child (self, picture);
  g_assert_true (flow_gtk_node_get_child (self) == picture);
  g_assert_true (gtk_widget_get_parent (picture) == widget);
  g_assert_true (gtk_widget_get_last_child (widget) == picture);
  g_assert_cmpuint (*notify, ==, 1);

  flow_gtk_node_set_child (self, picture);
  g_assert_cmpuint (*notify, ==, 1);

  /* Rows made later still go above the child. */
  c = FLOW_DOCK (flow_sink_new ("c", G_TYPE_INT));
  flow_node_add_dock (node, c);
  g_object_unref (c);
  g_assert_true (gtk_widget_get_last_child (widget) == picture);

  g_object_set (widget, "child", label, NULL);
  g_assert_true (gtk_widget_get_last_child (widget) == label);
  g_assert_cmpuint (*notify, ==, 2);

  /* The child stays across rebinding. */
  _flow_gtk_node_unbind (self);
  g_assert_true (flow_gtk_node_get_child (self) == label);

  flow_gtk_node_set_child (self, NULL);
  g_assert_null (flow_gtk_node_get_child (self));
  g_assert_cmpuint (*notify, ==, 3);

  g_assert_finalize_object (widget);
}

/* Geometry for the view */

typedef struct
{
  FlowNode  *node;
  GtkWidget *widget;
  GtkWidget *fixed;
  GtkWidget *window;
} GeometryFixture;

#define ORIGIN_X 40
#define ORIGIN_Y 30
#define MARGIN_START 7
#define MARGIN_TOP 5

static void
geometry_setup (GeometryFixture *fixture,
                gconstpointer    data)
{
  gboolean rtl = GPOINTER_TO_INT (data);

  /* As in a right-to-left locale. */
  if (rtl)
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  fixture->node = flow_test_node_new ("Geometry", "a:double,b:int,c:any", "x:double,y:string");
  fixture->widget = flow_gtk_node_new ();
  gtk_widget_set_margin_start (fixture->widget, MARGIN_START);
  gtk_widget_set_margin_end (fixture->widget, MARGIN_START);
  gtk_widget_set_margin_top (fixture->widget, MARGIN_TOP);
  _flow_gtk_node_bind (FLOW_GTK_NODE (fixture->widget), fixture->node);

  /* GtkFixed allocates its children at their natural size with a
   * translation, as the view does.
   */
  fixture->fixed = gtk_fixed_new ();
  gtk_fixed_put (GTK_FIXED (fixture->fixed), fixture->widget, ORIGIN_X, ORIGIN_Y);
  gtk_widget_set_size_request (fixture->fixed, 500, 400);
  fixture->window = flow_gtk_test_show (fixture->fixed);
}

static void
geometry_teardown (GeometryFixture *fixture,
                   gconstpointer    data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->node);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

/* The centre of @dock's dot, found independently of the node's private
 * API, in node coordinates.
 */
static void
dot_center_in_node (GeometryFixture  *fixture,
                    FlowDock         *dock,
                    graphene_point_t *center)
{
  GtkWidget *dock_widget = flow_gtk_node_get_dock_widget (FLOW_GTK_NODE (fixture->widget), dock);
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (dock_widget, fixture->fixed, &bounds));
  center->x = bounds.origin.x + bounds.size.width / 2 - ORIGIN_X;
  center->y = bounds.origin.y + bounds.size.height / 2 - ORIGIN_Y;
}

static void
test_node_anchors (GeometryFixture *fixture,
                   gconstpointer    data)
{
  gboolean rtl = GPOINTER_TO_INT (data);
  FlowGtkNode *self = FLOW_GTK_NODE (fixture->widget);
  graphene_rect_t node_bounds;
  double left, right;
  double last_y = -1;
  const char *names[] = { "x", "y", "a", "b", "c" };

  /* The node's border box, in node coordinates. */
  g_assert_true (gtk_widget_compute_bounds (fixture->widget, fixture->fixed, &node_bounds));
  left = node_bounds.origin.x - ORIGIN_X;
  right = left + node_bounds.size.width;
  g_assert_cmpfloat (left, ==, MARGIN_START);
  g_assert_cmpfloat (node_bounds.origin.y - ORIGIN_Y, ==, MARGIN_TOP);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      FlowDock *dock = flow_node_get_dock (fixture->node, names[i]);
      graphene_point_t anchor, center;
      gboolean start_side;

      g_assert_true (_flow_gtk_node_get_anchor (self, dock, &anchor));
      dot_center_in_node (fixture, dock, &center);

      /* The anchor is the dot's centre in the view's node coordinates. */
      g_assert_cmpfloat_with_epsilon (anchor.x, center.x, 0.01);
      g_assert_cmpfloat_with_epsilon (anchor.y, center.y, 0.01);

      /* Sinks on the start edge, sources on the end edge, on the border
       * (1px wide in the default stylesheet), mirrored right to left.
       */
      start_side = FLOW_IS_SINK (dock) != rtl;
      if (start_side)
        g_assert_cmpfloat (fabs (anchor.x - (left + 0.5)), <=, 1.0);
      else
        g_assert_cmpfloat (fabs (anchor.x - (right - 0.5)), <=, 1.0);

      /* Rows go down in order. */
      g_assert_cmpfloat (anchor.y, >, last_y);
      last_y = anchor.y;
    }

  /* A dock the node does not show has no anchor. */
  {
    g_autoptr(FlowSink) stranger = flow_sink_new ("a", G_TYPE_DOUBLE);
    graphene_point_t anchor = GRAPHENE_POINT_INIT (-1, -1);

    g_assert_false (_flow_gtk_node_get_anchor (self, FLOW_DOCK (stranger), &anchor));
    g_assert_cmpfloat (anchor.x, ==, -1);
  }
}

static void
test_node_pick_dock (GeometryFixture *fixture,
                     gconstpointer    data)
{
  FlowGtkNode *self = FLOW_GTK_NODE (fixture->widget);
  FlowDock *a = flow_node_get_dock (fixture->node, "a");
  FlowDock *b = flow_node_get_dock (fixture->node, "b");
  graphene_point_t pa, pb;

  g_assert_true (_flow_gtk_node_get_anchor (self, a, &pa));
  g_assert_true (_flow_gtk_node_get_anchor (self, b, &pb));

  g_assert_true (_flow_gtk_node_pick_dock (self, pa.x, pa.y, 8) == a);
  g_assert_true (_flow_gtk_node_pick_dock (self, pa.x + 5, pa.y - 3, 8) == a);
  g_assert_true (_flow_gtk_node_pick_dock (self, pb.x - 4, pb.y + 2, 8) == b);

  /* Outside the radius: nothing. */
  g_assert_null (_flow_gtk_node_pick_dock (self, pa.x + 9, pa.y, 8));
  g_assert_true (_flow_gtk_node_pick_dock (self, pa.x, pa.y, 0) == a);

  /* Between two docks: the nearer one. */
  g_assert_true (_flow_gtk_node_pick_dock (self, pa.x, pa.y + (pb.y - pa.y) * 0.4, 100) == a);
  g_assert_true (_flow_gtk_node_pick_dock (self, pa.x, pa.y + (pb.y - pa.y) * 0.6, 100) == b);

  /* The middle of the node is far from every dot. */
  g_assert_null (_flow_gtk_node_pick_dock (self,
                                           MARGIN_START + gtk_widget_get_width (fixture->widget) / 2.0,
                                           pa.y, 8));
}

static void
test_node_is_header (GeometryFixture *fixture,
                     gconstpointer    data)
{
  FlowGtkNode *self = FLOW_GTK_NODE (fixture->widget);
  GtkWidget *header = _flow_gtk_node_get_header (self);
  graphene_rect_t header_bounds, node_bounds;
  graphene_point_t anchor;
  double top, bottom, left, right;

  g_assert_true (gtk_widget_compute_bounds (header, fixture->fixed, &header_bounds));
  g_assert_true (gtk_widget_compute_bounds (fixture->widget, fixture->fixed, &node_bounds));
  top = node_bounds.origin.y - ORIGIN_Y;
  bottom = header_bounds.origin.y + header_bounds.size.height - ORIGIN_Y;
  left = node_bounds.origin.x - ORIGIN_X;
  right = left + node_bounds.size.width;

  g_assert_true (_flow_gtk_node_is_header (self, (left + right) / 2, (top + bottom) / 2));
  g_assert_true (_flow_gtk_node_is_header (self, left + 0.5, top + 0.5));
  g_assert_true (_flow_gtk_node_is_header (self, right - 0.5, bottom - 0.5));

  /* Not the margin around the node, nor the rows below. */
  g_assert_false (_flow_gtk_node_is_header (self, (left + right) / 2, top - 1));
  g_assert_false (_flow_gtk_node_is_header (self, left - 1, (top + bottom) / 2));
  g_assert_false (_flow_gtk_node_is_header (self, right + 1, (top + bottom) / 2));
  g_assert_false (_flow_gtk_node_is_header (self, (left + right) / 2, bottom + 1));

  g_assert_true (_flow_gtk_node_get_anchor (self, flow_node_get_dock (fixture->node, "x"), &anchor));
  g_assert_false (_flow_gtk_node_is_header (self, (left + right) / 2, anchor.y));
}

/* The widget the pointer is over at the centre of @widget, as GTK picks
 * it for events and for :hover.
 */
static GtkWidget *
pick_at_center (GeometryFixture *fixture,
                GtkWidget       *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, fixture->fixed, &bounds));
  return gtk_widget_pick (fixture->fixed,
                          bounds.origin.x + bounds.size.width / 2,
                          bounds.origin.y + bounds.size.height / 2,
                          GTK_PICK_DEFAULT);
}

/* Only what takes input is a pointer target: the pointer over a title, a
 * dot or a label is over the node itself, so that crossing a node costs
 * GTK one widget's crossing events and restyling, not one per part.
 */
static void
test_node_pick_targets (GeometryFixture *fixture,
                        gconstpointer    data)
{
  FlowGtkNode *self = FLOW_GTK_NODE (fixture->widget);
  GtkWidget *header = _flow_gtk_node_get_header (self);
  GtkWidget *title = gtk_widget_get_first_child (header);
  GtkWidget *badge;
  const char *names[] = { "x", "y", "a", "b", "c" };
  GtkWidget *editor = NULL;
  GtkWidget *picked;

  g_assert_true (GTK_IS_LABEL (title));
  g_assert_true (pick_at_center (fixture, title) == fixture->widget);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      FlowDock *dock = flow_node_get_dock (fixture->node, names[i]);
      GtkWidget *dot = flow_gtk_node_get_dock_widget (self, dock);
      GtkWidget *label = gtk_widget_get_next_sibling (dot);

      GtkWidget *row = gtk_widget_get_parent (dot);
      GtkWidget *target;

      /* A row takes the pointer only for the editor it shows: the
       * number sinks "a" and "b" have one, "c" (any type) and the
       * sources do not.
       */
      g_assert_true (GTK_IS_LABEL (label));
      target = g_str_equal (names[i], "a") || g_str_equal (names[i], "b") ? row : fixture->widget;
      g_assert_true (pick_at_center (fixture, dot) == target);
      g_assert_true (pick_at_center (fixture, label) == target);
    }

  /* The inline editor of the unconnected number sink takes the pointer. */
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_parent (flow_gtk_node_get_dock_widget (self, flow_node_get_dock (fixture->node, "a"))));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (FLOW_GTK_IS_VALUE_EDITOR (child))
      editor = child;
  g_assert_nonnull (editor);
  g_assert_true (gtk_widget_get_visible (editor));
  picked = pick_at_center (fixture, editor);
  g_assert_nonnull (picked);
  g_assert_true (picked == editor || gtk_widget_is_ancestor (picked, editor));

  /* Connected, the sink shows no editor, and its row takes no pointer. */
  {
    g_autoptr(FlowNode) upstream = flow_test_node_new ("Up", NULL, "out:double");
    g_autoptr(FlowGraph) graph = flow_graph_new ();
    g_autoptr(GError) error = NULL;

    flow_graph_add_node (graph, upstream);
    flow_graph_add_node (graph, fixture->node);
    g_assert_nonnull (flow_graph_add_connection (graph,
                                                 flow_node_get_source (upstream, "out"),
                                                 flow_node_get_sink (fixture->node, "a"),
                                                 &error));
    g_assert_no_error (error);
    flow_gtk_test_spin (100);

    g_assert_false (gtk_widget_get_visible (editor));
    g_assert_true (pick_at_center (fixture, gtk_widget_get_parent (editor)) == fixture->widget);

    flow_graph_clear (graph);
  }

  /* The badge takes the pointer, for its tooltip, while it shows. */
  flow_node_report (fixture->node, FLOW_NODE_STATE_WARNING, "The value is large.");
  flow_gtk_test_spin (100);
  badge = _flow_gtk_node_get_badge (self);
  g_assert_true (pick_at_center (fixture, badge) == badge);

  flow_node_report (fixture->node, FLOW_NODE_STATE_NORMAL, NULL);
  flow_gtk_test_spin (100);
  g_assert_true (pick_at_center (fixture, title) == fixture->widget);
}

/* Cost */

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
test_node_bind_cost (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GPtrArray *nodes = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *window;
  GtkWidget *widgets[4];
  double samples[25];
  const guint rounds = 200;

  g_test_summary ("Measures binding and unbinding a recycled node widget, as "
                  "the view does while the user pans, for a node with two "
                  "sinks (with editors) and one source.");

  for (guint i = 0; i < 8; i++)
    {
      FlowNode *node = flow_test_node_new ("Add", "a:double,b:double", "sum:double");

      flow_gtk_test_set_default_double (node, "a", i);
      flow_graph_add_node (graph, node);
      g_ptr_array_add (nodes, node);
    }

  /* Realized and shown, as the view's widgets are. */
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    {
      widgets[i] = flow_gtk_node_new ();
      gtk_box_append (GTK_BOX (box), widgets[i]);
      _flow_gtk_node_bind (FLOW_GTK_NODE (widgets[i]), g_ptr_array_index (nodes, i));
    }
  window = flow_gtk_test_show (box);

  for (guint s = 0; s < G_N_ELEMENTS (samples); s++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint r = 0; r < rounds; r++)
        {
          GtkWidget *widget = widgets[r % G_N_ELEMENTS (widgets)];
          FlowNode *node = g_ptr_array_index (nodes, (r + s) % nodes->len);

          _flow_gtk_node_unbind (FLOW_GTK_NODE (widget));
          _flow_gtk_node_bind (FLOW_GTK_NODE (widget), node);
        }

      samples[s] = (double) (g_get_monotonic_time () - start) / rounds;
    }

  qsort (samples, G_N_ELEMENTS (samples), sizeof (double), compare_doubles);
  g_test_message ("unbind + bind of a 2-sink, 1-source node: median %.1f µs "
                  "(min %.1f, max %.1f) over %u samples of %u",
                  samples[G_N_ELEMENTS (samples) / 2], samples[0],
                  samples[G_N_ELEMENTS (samples) - 1],
                  (guint) G_N_ELEMENTS (samples), rounds);
  g_test_minimized_result (samples[G_N_ELEMENTS (samples) / 2],
                           "unbind + bind: %.1f µs", samples[G_N_ELEMENTS (samples) / 2]);

  /* A budget with plenty of room: 100 widgets in well under a frame. */
  g_assert_cmpfloat (samples[G_N_ELEMENTS (samples) / 2], <, 150.0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_ptr_array_unref (nodes);
}

/* Recycling costs more than the bind itself: in the next frame the
 * rebound widgets get new styles, sizes and allocations. This times, per
 * widget, the frame work from the tick in which every node widget of a
 * window is rebound to the end of that frame's layout phase (styles and
 * layout), against frames in which the same widgets only have their size
 * recomputed (queue_resize).
 */
typedef struct
{
  GtkWidget **widgets;
  guint       n_widgets;
  GPtrArray  *nodes;
  gboolean    rebind;
  guint       frame;
  gint64      start;
  GArray     *times;
} FrameRun;

static gboolean
frame_tick_cb (GtkWidget     *window,
               GdkFrameClock *clock,
               gpointer       data)
{
  FrameRun *run = data;

  run->start = g_get_monotonic_time ();
  run->frame++;

  for (guint i = 0; i < run->n_widgets; i++)
    {
      if (run->rebind)
        {
          FlowNode *node = g_ptr_array_index (run->nodes, (i + run->frame) % run->nodes->len);

          _flow_gtk_node_unbind (FLOW_GTK_NODE (run->widgets[i]));
          _flow_gtk_node_bind (FLOW_GTK_NODE (run->widgets[i]), node);
        }

      gtk_widget_queue_resize (run->widgets[i]);
    }

  return G_SOURCE_CONTINUE;
}

static void
after_layout_cb (GdkFrameClock *clock,
                 FrameRun      *run)
{
  double elapsed;

  if (run->start == 0)
    return;

  elapsed = (double) (g_get_monotonic_time () - run->start) / run->n_widgets;
  g_array_append_val (run->times, elapsed);
  run->start = 0;
}

static double
run_frames (GtkWidget *window,
            FrameRun  *run,
            gboolean   rebind,
            guint      n_frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  guint tick_id;
  gulong layout_id;
  double median;

  run->rebind = rebind;
  run->start = 0;
  run->times = g_array_new (FALSE, FALSE, sizeof (double));

  /* After GTK's own layout handler: styles are valid and widgets
   * allocated.
   */
  layout_id = g_signal_connect_after (clock, "layout", G_CALLBACK (after_layout_cb), run);
  tick_id = gtk_widget_add_tick_callback (window, frame_tick_cb, run, NULL);

  while (run->times->len < n_frames)
    g_main_context_iteration (NULL, TRUE);

  gtk_widget_remove_tick_callback (window, tick_id);
  g_signal_handler_disconnect (clock, layout_id);

  g_array_sort (run->times, compare_doubles);
  median = g_array_index (run->times, double, run->times->len / 2);
  g_array_unref (run->times);

  return median;
}

static void
test_node_rebind_frame_cost (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GPtrArray *nodes = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *widgets[24];
  GtkWidget *window;
  FrameRun run = { widgets, G_N_ELEMENTS (widgets), nodes, };
  double relayout, rebind;

  g_test_summary ("Measures the frame work, per node widget, of rebinding "
                  "every node widget of a window, up to the end of layout, "
                  "against only laying them out again.");

  for (guint i = 0; i < 2 * G_N_ELEMENTS (widgets); i++)
    {
      FlowNode *node = flow_test_node_new ("Add", "a:double,b:double", "sum:double");

      flow_gtk_test_set_default_double (node, "a", i);
      flow_graph_add_node (graph, node);
      g_ptr_array_add (nodes, node);
    }

  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    {
      widgets[i] = flow_gtk_node_new ();
      gtk_grid_attach (GTK_GRID (grid), widgets[i], i % 6, i / 6, 1, 1);
      _flow_gtk_node_bind (FLOW_GTK_NODE (widgets[i]), g_ptr_array_index (nodes, i));
    }
  window = flow_gtk_test_show (grid);

  relayout = run_frames (window, &run, FALSE, 40);
  rebind = run_frames (window, &run, TRUE, 40);

  g_test_message ("frame work per node widget up to the end of layout: "
                  "%.1f µs when rebound, %.1f µs when only laid out again "
                  "(medians of 40 frames, %u widgets)",
                  rebind, relayout, (guint) G_N_ELEMENTS (widgets));

  gtk_window_destroy (GTK_WINDOW (window));
  g_ptr_array_unref (nodes);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add_func ("/flow-gtk/node/bind", test_node_bind);
  g_test_add_func ("/flow-gtk/node/dispose-bound", test_node_dispose_bound);
  g_test_add_func ("/flow-gtk/node/docks-changed", test_node_docks_changed);
  g_test_add_func ("/flow-gtk/node/docks-removed-while-editing", test_node_docks_removed_while_editing);
  g_test_add_func ("/flow-gtk/node/recycle", test_node_recycle);
  g_test_add_func ("/flow-gtk/node/state", test_node_state);
  g_test_add_func ("/flow-gtk/node/activity", test_node_activity);
  g_test_add_func ("/flow-gtk/node/header-children", test_node_header_children);
  g_test_add_func ("/flow-gtk/node/selected", test_node_selected);
  g_test_add_func ("/flow-gtk/node/child", test_node_child);
  g_test_add ("/flow-gtk/node/geometry/anchors", GeometryFixture, GINT_TO_POINTER (FALSE),
              geometry_setup, test_node_anchors, geometry_teardown);
  g_test_add ("/flow-gtk/node/geometry/anchors-rtl", GeometryFixture, GINT_TO_POINTER (TRUE),
              geometry_setup, test_node_anchors, geometry_teardown);
  g_test_add ("/flow-gtk/node/geometry/pick-dock", GeometryFixture, GINT_TO_POINTER (FALSE),
              geometry_setup, test_node_pick_dock, geometry_teardown);
  g_test_add ("/flow-gtk/node/geometry/pick-targets", GeometryFixture, GINT_TO_POINTER (FALSE),
              geometry_setup, test_node_pick_targets, geometry_teardown);
  g_test_add ("/flow-gtk/node/geometry/is-header", GeometryFixture, GINT_TO_POINTER (FALSE),
              geometry_setup, test_node_is_header, geometry_teardown);
  g_test_add ("/flow-gtk/node/geometry/is-header-rtl", GeometryFixture, GINT_TO_POINTER (TRUE),
              geometry_setup, test_node_is_header, geometry_teardown);
  g_test_add_func ("/flow-gtk/node/bind-cost", test_node_bind_cost);
  g_test_add_func ("/flow-gtk/node/rebind-frame-cost", test_node_rebind_frame_cost);

  return g_test_run ();
}

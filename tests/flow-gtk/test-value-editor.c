/* test-value-editor.c: the inline editors of node widgets, one for each
 * unconnected sink: numbers shown and typed exactly, refused text, 64-bit
 * integers as text, strings, booleans, colours, enumerations, types
 * without an editor, and the editor hidden while the sink is connected.
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

static void
connect_docks (FlowGraph       *graph,
               FlowDock        *source,
               FlowDock        *sink,
               FlowConnection **connection)
{
  g_autoptr(GError) error = NULL;
  FlowConnection *made;

  made = flow_graph_add_connection (graph, FLOW_SOURCE (source), FLOW_SINK (sink), &error);
  g_assert_no_error (error);
  g_assert_nonnull (made);

  if (connection != NULL)
    *connection = made;
}

static gboolean
editor_shown (GtkWidget  *widget,
              FlowNode   *node,
              const char *name)
{
  FlowGtkValueEditor *editor = flow_gtk_test_value_editor (widget, node, name);

  return editor != NULL && gtk_widget_get_visible (GTK_WIDGET (editor));
}

/* The default value of @node's sink @name, a number of any type, as a
 * double.
 */
static double
default_number (FlowNode   *node,
                const char *name)
{
  g_auto(GValue) number = G_VALUE_INIT;

  g_assert_nonnull (flow_gtk_test_default_value (node, name));
  g_value_init (&number, G_TYPE_DOUBLE);
  g_assert_true (g_value_transform (flow_gtk_test_default_value (node, name), &number));

  return g_value_get_double (&number);
}

static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Inline editors */

static void
test_node_editor_number (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "x:double,n:int,u:uint,f:float", NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkValueEditor *editor = flow_gtk_test_value_editor (widget, node, "x");
  GtkWidget *null_button = flow_gtk_value_editor_get_null_button (editor);
  GtkWidget *spin, *clear_button;
  guint *default_notify = flow_test_count_notify (flow_node_get_sink (node, "x"), "default-value");
  GtkAdjustment *adjustment;
  double lower, upper;

  g_assert_true (editor_shown (widget, node, "x"));

  /* Null is shown as null, not as 0; the widgets of a set value are not
   * made until one is shown.
   */
  g_assert_null (flow_gtk_test_default_value (node, "x"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (editor), "null"));
  g_assert_true (gtk_widget_get_visible (null_button));
  g_assert_null (flow_gtk_value_editor_get_value_widget (editor));
  g_assert_null (flow_gtk_value_editor_get_clear_button (editor));

  /* The null button gives it a zero value. */
  click (null_button);
  spin = flow_gtk_value_editor_get_value_widget (editor);
  clear_button = flow_gtk_value_editor_get_clear_button (editor);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  g_assert_nonnull (flow_gtk_test_default_value (node, "x"));
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "x")), ==, 0.0);
  g_assert_cmpuint (*default_notify, ==, 1);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (editor), "null"));
  g_assert_true (gtk_widget_get_visible (spin));
  g_assert_true (gtk_widget_get_visible (clear_button));
  g_assert_false (gtk_widget_get_visible (null_button));

  /* Editing writes the default value, and so the value. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 2.5);
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "x")), ==, 2.5);
  g_assert_cmpfloat (g_value_get_double (flow_dock_get_value (flow_node_get_dock (node, "x"))), ==, 2.5);
  g_assert_cmpuint (*default_notify, ==, 2);

  /* The editor follows the model, without writing back. */
  flow_gtk_test_set_default_double (node, "x", -4.25);
  g_assert_cmpuint (*default_notify, ==, 3);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, -4.25);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "-4.25");

  /* Showing a value never rounds it: leaving the spin button (which
   * parses its text again) keeps the model's value exactly.
   */
  flow_gtk_test_set_default_double (node, "x", 1.0 / 3.0);
  g_assert_cmpuint (*default_notify, ==, 4);
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "x")), ==, 1.0 / 3.0);
  g_assert_cmpuint (*default_notify, ==, 4);
  flow_gtk_test_set_default_double (node, "x", 0.1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.1");
  flow_gtk_test_set_default_double (node, "x", 1e20);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 1e20);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1e+20");
  /* Whole numbers in plain digits, not "1e+03". */
  flow_gtk_test_set_default_double (node, "x", 1000);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1000");
  flow_gtk_test_set_default_double (node, "x", -250000);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "-250000");
  flow_gtk_test_set_default_double (node, "x", 123456789012345.0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "123456789012345");
  flow_gtk_test_set_default_double (node, "x", 1500.25);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1500.25");

  /* Typed text is parsed, whatever the locale. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "12.125");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (g_value_get_double (flow_gtk_test_default_value (node, "x")), ==, 12.125);

  /* The clear button makes it null again; the spin button is kept. */
  click (clear_button);
  g_assert_null (flow_gtk_test_default_value (node, "x"));
  g_assert_null (flow_dock_get_value (flow_node_get_dock (node, "x")));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (editor), "null"));
  g_assert_true (gtk_widget_get_visible (null_button));
  g_assert_true (flow_gtk_value_editor_get_value_widget (editor) == spin);
  g_assert_false (gtk_widget_get_visible (spin));
  g_assert_false (gtk_widget_get_visible (clear_button));

  /* Integers: whole numbers in the type's range. */
  editor = flow_gtk_test_value_editor (widget, node, "n");
  click (flow_gtk_value_editor_get_null_button (editor));
  spin = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_cmpuint (gtk_spin_button_get_digits (GTK_SPIN_BUTTON (spin)), ==, 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3.7);
  g_assert_true (G_VALUE_HOLDS_INT (flow_gtk_test_default_value (node, "n")));
  g_assert_cmpint (g_value_get_int (flow_gtk_test_default_value (node, "n")), ==, 4);
  adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, G_MININT);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, G_MAXINT);

  editor = flow_gtk_test_value_editor (widget, node, "u");
  click (flow_gtk_value_editor_get_null_button (editor));
  spin = flow_gtk_value_editor_get_value_widget (editor);
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (spin), &lower, &upper);
  g_assert_cmpfloat (lower, ==, 0);
  g_assert_cmpfloat (upper, ==, G_MAXUINT);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 42);
  g_assert_true (G_VALUE_HOLDS_UINT (flow_gtk_test_default_value (node, "u")));
  g_assert_cmpuint (g_value_get_uint (flow_gtk_test_default_value (node, "u")), ==, 42);

  /* Floats are shown at float precision. */
  editor = flow_gtk_test_value_editor (widget, node, "f");
  click (flow_gtk_value_editor_get_null_button (editor));
  spin = flow_gtk_value_editor_get_value_widget (editor);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0.1);
  g_assert_true (G_VALUE_HOLDS_FLOAT (flow_gtk_test_default_value (node, "f")));
  g_assert_cmpfloat (g_value_get_float (flow_gtk_test_default_value (node, "f")), ==, 0.1f);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.1");

  g_assert_finalize_object (widget);
}

/* Text that is not a number, empty text included, is refused, whether
 * Return activates the spin button or Tab leaves it: the value stays as
 * it was, the history has no new step, and the spin button shows the
 * value again. (gtk_widget_activate () does nothing to a GTK 4.8 spin
 * button: Return emits the activate signal of the text inside it.)
 */
static void
test_node_editor_refused_text (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *node = flow_test_add_node (graph, "N", "x:double,n:int", NULL, 0, 0);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *other = gtk_button_new_with_label ("Other");
  const char *names[] = { "x", "n" };
  const char *refused[] = { "abc", "", "   ", "12abc", "1,5", "nan", "inf" };
  GtkWidget *window;

  gtk_box_append (GTK_BOX (box), widget);
  gtk_box_append (GTK_BOX (box), other);
  window = flow_gtk_test_show (box);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      FlowSink *sink = flow_node_get_sink (node, names[i]);
      FlowGtkValueEditor *editor = flow_gtk_test_value_editor (widget, node, names[i]);
      GtkWidget *spin, *text;
      guint *default_notify;
      guint steps;

      click (flow_gtk_value_editor_get_null_button (editor));
      spin = flow_gtk_value_editor_get_value_widget (editor);
      text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin)));
      g_assert_true (GTK_IS_TEXT (text));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 7);
      default_notify = flow_test_count_notify (sink, "default-value");
      /* Clean, so that a change would be a step of its own, not merged
       * into the last.
       */
      flow_history_mark_clean (history);
      steps = flow_history_get_n_undo_steps (history);

      for (guint j = 0; j < G_N_ELEMENTS (refused); j++)
        for (guint tab = 0; tab < 2; tab++)
          {
            g_test_message ("%s: \"%s\" and %s", names[i], refused[j], tab ? "Tab" : "Return");

            g_assert_true (gtk_widget_grab_focus (spin));
            gtk_editable_set_text (GTK_EDITABLE (spin), refused[j]);
            /* Tab moves the focus, which the spin button hears of only
             * in an active window (another test's window may have taken
             * the display's focus); otherwise, do what it does then.
             */
            if (!tab)
              g_signal_emit_by_name (text, "activate");
            else if (gtk_window_is_active (GTK_WINDOW (window)))
              g_assert_true (gtk_widget_grab_focus (other));
            else
              gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
            flow_gtk_test_spin (10);

            g_assert_cmpfloat (default_number (node, names[i]), ==, 7);
            g_assert_cmpuint (*default_notify, ==, 0);
            g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
            g_assert_false (flow_history_get_modified (history));
            g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "7");
          }

      /* A number, spaces around it, is still taken, as one step. */
      g_assert_true (gtk_widget_grab_focus (spin));
      gtk_editable_set_text (GTK_EDITABLE (spin), " 12 ");
      g_signal_emit_by_name (text, "activate");
      g_assert_cmpfloat (default_number (node, names[i]), ==, 12);
      g_assert_cmpuint (*default_notify, ==, 1);
      g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "12");
    }

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (widget);
}

/* 64-bit integers, which a double holds exactly only to 2^53, are edited
 * as text, exactly, in the type's whole range: a spin button showed
 * 2^60 as 9007199254740992, and its + made 9007199254740993 of it.
 */
static void
test_node_editor_wide_integer (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *node = flow_test_add_node (graph, "N", "w:gint64,v:guint64", NULL, 0, 0);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  GtkWidget *window = flow_gtk_test_show (widget);
  FlowGtkValueEditor *editor = flow_gtk_test_value_editor (widget, node, "w");
  const char *refused[] = { "abc", "", " ", "1.5", "1e3", "9223372036854775808", "12abc" };
  g_auto(GValue) value = G_VALUE_INIT;
  GtkWidget *entry;
  guint steps;

  /* Null, then the zero the null button gives, in an entry. */
  click (flow_gtk_value_editor_get_null_button (editor));
  entry = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_true (GTK_IS_ENTRY (entry));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "0");

  /* The model's value, exactly. */
  g_value_init (&value, G_TYPE_INT64);
  g_value_set_int64 (&value, (G_GINT64_CONSTANT (1) << 60) + 1);
  flow_sink_set_default_value (flow_node_get_sink (node, "w"), &value);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "1152921504606846977");

  /* Enter on it changes nothing; text that is no number of the type's
   * range is refused, and the value shown again.
   */
  flow_history_mark_clean (history);
  steps = flow_history_get_n_undo_steps (history);
  g_signal_emit_by_name (entry, "activate");
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (entry), refused[i]);
      g_signal_emit_by_name (entry, "activate");
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "1152921504606846977");
    }
  g_assert_cmpint (g_value_get_int64 (flow_gtk_test_default_value (node, "w")), ==, (G_GINT64_CONSTANT (1) << 60) + 1);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
  g_assert_false (flow_history_get_modified (history));

  /* A number, the type's least, spaces around it: taken, one step. */
  gtk_editable_set_text (GTK_EDITABLE (entry), " -9223372036854775808 ");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpint (g_value_get_int64 (flow_gtk_test_default_value (node, "w")), ==, G_MININT64);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "-9223372036854775808");
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);

  /* Unsigned: to the type's greatest; a minus is refused. */
  editor = flow_gtk_test_value_editor (widget, node, "v");
  click (flow_gtk_value_editor_get_null_button (editor));
  entry = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_true (GTK_IS_ENTRY (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "18446744073709551615");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (g_value_get_uint64 (flow_gtk_test_default_value (node, "v")), ==, G_MAXUINT64);
  gtk_editable_set_text (GTK_EDITABLE (entry), "-1");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (g_value_get_uint64 (flow_gtk_test_default_value (node, "v")), ==, G_MAXUINT64);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "18446744073709551615");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_node_editor_text (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "s:string", NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkValueEditor *editor = flow_gtk_test_value_editor (widget, node, "s");
  GtkWidget *entry;
  g_auto(GValue) value = G_VALUE_INIT;

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (editor), "null"));

  /* An empty string is not null. */
  click (flow_gtk_value_editor_get_null_button (editor));
  entry = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_true (GTK_IS_ENTRY (entry));
  g_assert_nonnull (flow_gtk_test_default_value (node, "s"));
  g_assert_cmpstr (g_value_get_string (flow_gtk_test_default_value (node, "s")), ==, "");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (editor), "null"));
  g_assert_true (gtk_widget_get_visible (entry));

  gtk_editable_set_text (GTK_EDITABLE (entry), "hello");
  g_assert_cmpstr (g_value_get_string (flow_gtk_test_default_value (node, "s")), ==, "hello");

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "from the model");
  flow_sink_set_default_value (flow_node_get_sink (node, "s"), &value);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "from the model");

  flow_sink_set_default_value (flow_node_get_sink (node, "s"), NULL);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (editor), "null"));
  g_assert_false (gtk_widget_get_visible (entry));

  g_assert_finalize_object (widget);
}

static void
test_node_editor_boolean (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "b:bool", NULL);
  GtkWidget *widget = flow_gtk_test_node_widget (node);
  FlowGtkValueEditor *editor = flow_gtk_test_value_editor (widget, node, "b");
  GtkWidget *toggle;

  click (flow_gtk_value_editor_get_null_button (editor));
  toggle = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_true (GTK_IS_SWITCH (toggle));
  g_assert_false (g_value_get_boolean (flow_gtk_test_default_value (node, "b")));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));

  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  g_assert_true (g_value_get_boolean (flow_gtk_test_default_value (node, "b")));

  click (flow_gtk_value_editor_get_clear_button (editor));
  g_assert_null (flow_gtk_test_default_value (node, "b"));

  g_assert_finalize_object (widget);
}

static void
test_node_editor_color (void)
{
  g_autoptr(FlowNode) node = NULL;
  GtkWidget *widget;
  FlowGtkValueEditor *editor;
  GtkWidget *button;
  GdkRGBA red = { 1, 0, 0, 1 };
  GdkRGBA shown;
  const GdkRGBA *stored;
  g_auto(GValue) value = G_VALUE_INIT;

  g_type_ensure (GDK_TYPE_RGBA);
  node = flow_test_node_new ("N", "c:GdkRGBA", NULL);
  widget = flow_gtk_test_node_widget (node);
  editor = flow_gtk_test_value_editor (widget, node, "c");

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  click (flow_gtk_value_editor_get_null_button (editor));
  button = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_true (GTK_IS_COLOR_BUTTON (button));
  stored = g_value_get_boxed (flow_gtk_test_default_value (node, "c"));
  g_assert_true (gdk_rgba_equal (stored, &(GdkRGBA) { 0, 0, 0, 1 }));

  /* What the colour chooser dialog does when the user picks a colour. */
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (button), &red);
  g_signal_emit_by_name (button, "color-set");
  stored = g_value_get_boxed (flow_gtk_test_default_value (node, "c"));
  g_assert_true (gdk_rgba_equal (stored, &red));

  g_value_init (&value, GDK_TYPE_RGBA);
  g_value_set_boxed (&value, &(GdkRGBA) { 0, 0.5, 1, 0.5 });
  flow_sink_set_default_value (flow_node_get_sink (node, "c"), &value);
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &shown);
  g_assert_true (gdk_rgba_equal (&shown, &(GdkRGBA) { 0, 0.5, 1, 0.5 }));
  G_GNUC_END_IGNORE_DEPRECATIONS

  g_assert_finalize_object (widget);
}

static void
test_node_editor_enum (void)
{
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(FlowSink) sink = flow_sink_new ("state", FLOW_TYPE_NODE_STATE);
  GtkWidget *widget;
  FlowGtkValueEditor *editor;
  GtkWidget *dropdown;
  g_auto(GValue) value = G_VALUE_INIT;

  flow_node_add_dock (node, FLOW_DOCK (sink));
  widget = flow_gtk_test_node_widget (node);
  editor = flow_gtk_test_value_editor (widget, node, "state");

  /* The enumeration's first value. */
  click (flow_gtk_value_editor_get_null_button (editor));
  dropdown = flow_gtk_value_editor_get_value_widget (editor);
  g_assert_true (GTK_IS_DROP_DOWN (dropdown));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown))), ==, 3);
  g_assert_cmpint (g_value_get_enum (flow_gtk_test_default_value (node, "state")), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 0);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 2);
  g_assert_cmpint (g_value_get_enum (flow_gtk_test_default_value (node, "state")), ==, FLOW_NODE_STATE_ERROR);

  g_value_init (&value, FLOW_TYPE_NODE_STATE);
  g_value_set_enum (&value, FLOW_NODE_STATE_WARNING);
  flow_sink_set_default_value (sink, &value);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 1);

  g_assert_finalize_object (widget);
}

static void
test_node_editor_none (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "any:any,ptr:gpointer", "out:double");
  GtkWidget *widget = flow_gtk_test_node_widget (node);

  /* No editor for types it cannot edit, nor for sources. */
  g_assert_false (editor_shown (widget, node, "any"));
  g_assert_false (editor_shown (widget, node, "ptr"));
  g_assert_false (editor_shown (widget, node, "out"));

  g_assert_finalize_object (widget);
}

static void
test_node_editor_connected (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double,other:double", NULL);
  GtkWidget *widget;
  FlowConnection *connection;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  widget = flow_gtk_test_node_widget (b);

  g_assert_true (editor_shown (widget, b, "in"));

  connect_docks (graph, flow_node_get_dock (a, "out"), flow_node_get_dock (b, "in"), &connection);
  g_assert_false (editor_shown (widget, b, "in"));
  g_assert_true (editor_shown (widget, b, "other"));

  flow_graph_remove_connection (graph, connection, NULL);
  g_assert_true (editor_shown (widget, b, "in"));

  /* A widget bound to an already connected sink hides its editor too. */
  connect_docks (graph, flow_node_get_dock (a, "out"), flow_node_get_dock (b, "other"), NULL);
  _flow_gtk_node_unbind (FLOW_GTK_NODE (widget));
  _flow_gtk_node_bind (FLOW_GTK_NODE (widget), b);
  g_assert_true (editor_shown (widget, b, "in"));
  g_assert_false (editor_shown (widget, b, "other"));

  g_assert_finalize_object (widget);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add_func ("/flow-gtk/node/editor/number", test_node_editor_number);
  g_test_add_func ("/flow-gtk/node/editor/refused-text", test_node_editor_refused_text);
  g_test_add_func ("/flow-gtk/node/editor/wide-integer", test_node_editor_wide_integer);
  g_test_add_func ("/flow-gtk/node/editor/text", test_node_editor_text);
  g_test_add_func ("/flow-gtk/node/editor/boolean", test_node_editor_boolean);
  g_test_add_func ("/flow-gtk/node/editor/color", test_node_editor_color);
  g_test_add_func ("/flow-gtk/node/editor/enum", test_node_editor_enum);
  g_test_add_func ("/flow-gtk/node/editor/none", test_node_editor_none);
  g_test_add_func ("/flow-gtk/node/editor/connected", test_node_editor_connected);

  return g_test_run ();
}

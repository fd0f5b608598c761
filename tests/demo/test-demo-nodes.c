/* test-demo-nodes.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * The demo's node types compute the right values, report the right states
 * and refuse what the model refuses, with no view involved.
 */

#include "config.h"

#include "flow-demo-node-types.h"
#include "flow-demo-nodes.h"
#include "flow-demo-swatch.h"

/* Helpers */

static FlowNode *
add (FlowGraph  *graph,
     const char *type)
{
  g_autoptr(FlowNode) node = flow_demo_create_node (type);

  g_assert_nonnull (node);
  flow_graph_add_node (graph, node);

  return node;
}

static void
connect_docks (FlowGraph  *graph,
               FlowNode   *from,
               const char *source,
               FlowNode   *to,
               const char *sink)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (graph,
                                               flow_node_get_source (from, source),
                                               flow_node_get_sink (to, sink),
                                               &error));
  g_assert_no_error (error);
}

static void
set_number (FlowNode *node,
            double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
}

static void
set_integer (FlowNode *node,
             int       number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, number);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
}

static void
set_text (FlowNode   *node,
          const char *text)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
}

static void
set_boolean (FlowNode *node,
             gboolean  truth)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, truth);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
}

static void
set_colour (FlowNode   *node,
            const char *spec)
{
  g_auto(GValue) value = G_VALUE_INIT;
  GdkRGBA rgba;

  g_assert_true (gdk_rgba_parse (&rgba, spec));
  g_value_init (&value, GDK_TYPE_RGBA);
  g_value_set_boxed (&value, &rgba);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
}

static const GValue *
output (FlowNode   *node,
        const char *source)
{
  FlowSource *dock = flow_node_get_source (node, source);

  g_assert_nonnull (dock);

  return flow_dock_get_value (FLOW_DOCK (dock));
}

static double
output_double (FlowNode   *node,
               const char *source)
{
  const GValue *value = output (node, source);

  g_assert_nonnull (value);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (value));

  return g_value_get_double (value);
}

static char *
shown (FlowNode *display)
{
  return flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (display));
}

#define assert_shown(display, expected) \
  G_STMT_START { \
    g_autofree char *_text = shown (display); \
    g_assert_cmpstr (_text, ==, (expected)); \
  } G_STMT_END

/* Tests */

static void
test_registry (void)
{
  GListModel *types = flow_demo_node_types_get_default ();
  guint n = g_list_model_get_n_items (types);
  static const char * const expected[] = {
    "number", "integer", "text", "boolean", "colour", "oscillator",
    "add", "subtract", "multiply", "divide", "clamp", "slow-square",
    "concatenate", "format", "compare", "select",
    "mix", "preview", "display", "note",
  };

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDemoNodeType) type = g_list_model_get_item (types, i);
      g_autoptr(FlowNode) node = flow_demo_node_type_create (type);

      g_assert_cmpstr (flow_demo_node_type_get_id (type), ==, expected[i]);
      g_assert_true (flow_demo_node_types_lookup (expected[i]) == type);
      g_assert_true (FLOW_DEMO_IS_NODE (node));
      g_assert_cmpstr (flow_node_get_title (node), ==, flow_demo_node_type_get_title (type));
      g_assert_nonnull (flow_demo_node_type_get_icon_name (type));
      g_assert_nonnull (flow_demo_node_type_get_description (type));

      /* A node without docks is only a note. */
      if (!FLOW_DEMO_IS_NOTE_NODE (node))
        g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (node)) +
                          g_list_model_get_n_items (flow_node_get_sources (node)), >, 0);
    }

  g_assert_null (flow_demo_node_types_lookup ("no-such-node"));
}

static void
test_values (void)
{
  g_autoptr(FlowNode) number = flow_demo_create_node ("number");
  g_autoptr(FlowNode) integer = flow_demo_create_node ("integer");
  g_autoptr(FlowNode) text = flow_demo_create_node ("text");
  g_autoptr(FlowNode) boolean = flow_demo_create_node ("boolean");
  g_autoptr(FlowNode) colour = flow_demo_create_node ("colour");

  /* Every value node starts with a value: none of them is null. */
  g_assert_cmpfloat (output_double (number, "value"), ==, 0.0);
  g_assert_cmpint (g_value_get_int (output (integer, "value")), ==, 0);
  g_assert_cmpstr (g_value_get_string (output (text, "value")), ==, "");
  g_assert_false (g_value_get_boolean (output (boolean, "value")));
  g_assert_true (G_VALUE_HOLDS (output (colour, "value"), GDK_TYPE_RGBA));

  set_number (number, 2.5);
  set_integer (integer, 7);
  set_text (text, "Hello");
  set_boolean (boolean, TRUE);
  set_colour (colour, "#ff0000");

  g_assert_cmpfloat (output_double (number, "value"), ==, 2.5);
  g_assert_cmpint (g_value_get_int (output (integer, "value")), ==, 7);
  g_assert_cmpstr (g_value_get_string (output (text, "value")), ==, "Hello");
  g_assert_true (g_value_get_boolean (output (boolean, "value")));
  g_assert_cmpfloat (((GdkRGBA *)g_value_get_boxed (output (colour, "value")))->red, ==, 1.0);
}

static void
test_arithmetic (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add (graph, "number");
  FlowNode *b = add (graph, "number");
  FlowNode *sum = add (graph, "add");
  FlowNode *difference = add (graph, "subtract");
  FlowNode *product = add (graph, "multiply");
  FlowNode *quotient = add (graph, "divide");
  FlowNode *nodes[] = { sum, difference, product, quotient };

  /* Nothing connected: the results are null, not zero. */
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    g_assert_null (output (nodes[i], "result"));

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      connect_docks (graph, a, "value", nodes[i], "a");
      /* Half connected: still null. */
      g_assert_null (output (nodes[i], "result"));
      connect_docks (graph, b, "value", nodes[i], "b");
    }

  set_number (a, 7);
  set_number (b, 2);
  g_assert_cmpfloat (output_double (sum, "result"), ==, 9);
  g_assert_cmpfloat (output_double (difference, "result"), ==, 5);
  g_assert_cmpfloat (output_double (product, "result"), ==, 14);
  g_assert_cmpfloat (output_double (quotient, "result"), ==, 3.5);
  g_assert_cmpint (flow_node_get_state (quotient), ==, FLOW_NODE_STATE_NORMAL);

  /* Live: changing an input recomputes at once. */
  set_number (a, -1);
  g_assert_cmpfloat (output_double (sum, "result"), ==, 1);
  g_assert_cmpfloat (output_double (quotient, "result"), ==, -0.5);
}

static void
test_divide_by_zero (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add (graph, "number");
  FlowNode *b = add (graph, "number");
  FlowNode *divide = add (graph, "divide");

  set_number (a, 1);
  connect_docks (graph, a, "value", divide, "a");
  connect_docks (graph, b, "value", divide, "b");

  g_assert_cmpint (flow_node_get_state (divide), ==, FLOW_NODE_STATE_ERROR);
  g_assert_cmpstr (flow_node_get_message (divide), ==, "Cannot divide by zero.");
  g_assert_null (output (divide, "result"));

  /* The error clears as soon as the input is fixed. */
  set_number (b, 4);
  g_assert_cmpint (flow_node_get_state (divide), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (divide));
  g_assert_cmpfloat (output_double (divide, "result"), ==, 0.25);
}

static void
test_implicit_conversions (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *integer = add (graph, "integer");
  FlowNode *number = add (graph, "number");
  FlowNode *sum = add (graph, "add");
  FlowNode *format = add (graph, "format");
  FlowNode *concat = add (graph, "concatenate");
  FlowNode *text = add (graph, "text");
  FlowNode *display = add (graph, "display");

  /* int → double */
  set_integer (integer, 3);
  set_number (number, 0.5);
  connect_docks (graph, integer, "value", sum, "a");
  connect_docks (graph, number, "value", sum, "b");
  g_assert_cmpfloat (output_double (sum, "result"), ==, 3.5);

  /* double → string, by Format and by GLib's own conversion. */
  flow_demo_format_node_set_template (FLOW_DEMO_FORMAT_NODE (format), "Sum: {}");
  connect_docks (graph, sum, "result", format, "value");
  g_assert_cmpstr (g_value_get_string (output (format, "text")), ==, "Sum: 3.5");

  set_text (text, " = ");
  connect_docks (graph, text, "value", concat, "a");
  connect_docks (graph, sum, "result", concat, "b");
  g_assert_cmpstr (g_value_get_string (output (concat, "text")), ==, " = 3.500000");

  /* int → string straight into text: an implicit conversion too. */
  connect_docks (graph, integer, "value", concat, "a");
  g_assert_cmpstr (g_value_get_string (output (concat, "text")), ==, "33.500000");

  connect_docks (graph, concat, "text", display, "value");
  assert_shown (display, "“33.500000”");
}

static void
test_clamp (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *value = add (graph, "number");
  FlowNode *min = add (graph, "number");
  FlowNode *clamp = add (graph, "clamp");

  /* The bounds default to 0 and 1. */
  g_assert_null (output (clamp, "result"));
  set_number (value, 0.25);
  connect_docks (graph, value, "value", clamp, "value");
  g_assert_cmpfloat (output_double (clamp, "result"), ==, 0.25);
  set_number (value, 3);
  g_assert_cmpfloat (output_double (clamp, "result"), ==, 1);
  set_number (value, -3);
  g_assert_cmpfloat (output_double (clamp, "result"), ==, 0);
  g_assert_cmpint (flow_node_get_state (clamp), ==, FLOW_NODE_STATE_NORMAL);

  /* A minimum above the maximum: a warning, and the bounds swapped. */
  set_number (min, 5);
  connect_docks (graph, min, "value", clamp, "min");
  g_assert_cmpint (flow_node_get_state (clamp), ==, FLOW_NODE_STATE_WARNING);
  g_assert_nonnull (flow_node_get_message (clamp));
  g_assert_cmpfloat (output_double (clamp, "result"), ==, 1);
  set_number (value, 3);
  g_assert_cmpfloat (output_double (clamp, "result"), ==, 3);

  set_number (min, 0.5);
  g_assert_cmpint (flow_node_get_state (clamp), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_cmpfloat (output_double (clamp, "result"), ==, 1);
}

static void
test_format (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *number = add (graph, "number");
  FlowNode *format = add (graph, "format");

  g_assert_null (output (format, "text"));
  g_assert_cmpint (flow_node_get_state (format), ==, FLOW_NODE_STATE_NORMAL);

  set_number (number, 42);
  connect_docks (graph, number, "value", format, "value");
  g_assert_cmpstr (g_value_get_string (output (format, "text")), ==, "42");

  flow_demo_format_node_set_template (FLOW_DEMO_FORMAT_NODE (format), "{} and {}");
  g_assert_cmpstr (g_value_get_string (output (format, "text")), ==, "42 and 42");

  flow_demo_format_node_set_template (FLOW_DEMO_FORMAT_NODE (format), "No value");
  g_assert_cmpint (flow_node_get_state (format), ==, FLOW_NODE_STATE_WARNING);
  g_assert_cmpstr (g_value_get_string (output (format, "text")), ==, "No value");
}

static void
test_compare (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = add (graph, "number");
  FlowNode *b = add (graph, "number");
  FlowNode *compare = add (graph, "compare");
  static const struct {
    FlowDemoCompareOperator op;
    gboolean less, equal, greater;
  } cases[] = {
    { FLOW_DEMO_COMPARE_GREATER, FALSE, FALSE, TRUE },
    { FLOW_DEMO_COMPARE_GREATER_OR_EQUAL, FALSE, TRUE, TRUE },
    { FLOW_DEMO_COMPARE_EQUAL, FALSE, TRUE, FALSE },
    { FLOW_DEMO_COMPARE_NOT_EQUAL, TRUE, FALSE, TRUE },
    { FLOW_DEMO_COMPARE_LESS_OR_EQUAL, TRUE, TRUE, FALSE },
    { FLOW_DEMO_COMPARE_LESS, TRUE, FALSE, FALSE },
  };

  g_assert_null (output (compare, "result"));
  connect_docks (graph, a, "value", compare, "a");
  connect_docks (graph, b, "value", compare, "b");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      flow_demo_compare_node_set_operator (FLOW_DEMO_COMPARE_NODE (compare), cases[i].op);

      set_number (a, 1);
      set_number (b, 2);
      g_assert_cmpint (g_value_get_boolean (output (compare, "result")), ==, cases[i].less);
      set_number (a, 2);
      g_assert_cmpint (g_value_get_boolean (output (compare, "result")), ==, cases[i].equal);
      set_number (a, 3);
      g_assert_cmpint (g_value_get_boolean (output (compare, "result")), ==, cases[i].greater);
    }
}

static void
test_select (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *condition = add (graph, "boolean");
  FlowNode *yes = add (graph, "text");
  FlowNode *no = add (graph, "number");
  FlowNode *select = add (graph, "select");
  FlowNode *display = add (graph, "display");

  set_text (yes, "Yes");
  set_number (no, 0);
  connect_docks (graph, yes, "value", select, "a");
  connect_docks (graph, no, "value", select, "b");
  connect_docks (graph, select, "result", display, "value");

  /* The condition is required: without it, "missing input" and null. */
  g_assert_true (flow_node_get_missing_input (select));
  g_assert_null (output (select, "result"));
  assert_shown (display, "null");

  connect_docks (graph, condition, "value", select, "condition");
  g_assert_false (flow_node_get_missing_input (select));
  assert_shown (display, "0");

  set_boolean (condition, TRUE);
  assert_shown (display, "“Yes”");

  /* Values of any type pass through unchanged. */
  set_text (yes, "Still yes");
  assert_shown (display, "“Still yes”");
}

static void
test_mix (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *black = add (graph, "colour");
  FlowNode *white = add (graph, "colour");
  FlowNode *factor = add (graph, "number");
  FlowNode *mix = add (graph, "mix");
  FlowNode *preview = add (graph, "preview");
  const GdkRGBA *mixed;

  /* What the factor does, told in its tooltip and to screen readers. */
  g_assert_cmpstr (flow_dock_get_description (flow_node_get_dock (mix, "factor")), ==,
                   "From 0, all of A, to 1, all of B");

  set_colour (black, "rgba(0,0,0,0)");
  set_colour (white, "#ffffff");
  connect_docks (graph, black, "value", mix, "a");
  g_assert_null (output (mix, "result"));
  connect_docks (graph, white, "value", mix, "b");

  /* The unconnected factor is 0.5. */
  mixed = g_value_get_boxed (output (mix, "result"));
  g_assert_cmpfloat_with_epsilon (mixed->red, 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (mixed->alpha, 0.5, 1e-9);

  set_number (factor, 0.25);
  connect_docks (graph, factor, "value", mix, "factor");
  mixed = g_value_get_boxed (output (mix, "result"));
  g_assert_cmpfloat_with_epsilon (mixed->green, 0.25, 1e-9);
  g_assert_cmpint (flow_node_get_state (mix), ==, FLOW_NODE_STATE_NORMAL);

  set_number (factor, 2);
  g_assert_cmpint (flow_node_get_state (mix), ==, FLOW_NODE_STATE_WARNING);
  mixed = g_value_get_boxed (output (mix, "result"));
  g_assert_cmpfloat (mixed->blue, ==, 1.0);

  connect_docks (graph, mix, "result", preview, "colour");
  g_assert_true (gdk_rgba_equal (g_value_get_boxed (flow_dock_get_value (FLOW_DOCK (flow_node_get_sink (preview, "colour")))),
                                 mixed));
}

static void
test_display (void)
{
  g_autoptr(FlowNode) display = flow_demo_create_node ("display");
  FlowDock *sink = FLOW_DOCK (flow_node_get_sink (display, "value"));
  g_auto(GValue) value = G_VALUE_INIT;
  GdkRGBA rgba = { 1, 0.5, 0, 1 };

  assert_shown (display, "null");

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 1.0 / 3.0);
  flow_dock_set_value (sink, &value);
  /* Rounded for the eye, so that the node keeps its width. */
  assert_shown (display, "0.333333");

  /* A value with many digits and a short one take the same width. */
  {
    GtkWidget *label = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (display)));
    int long_width, short_width;

    g_value_set_double (&value, 2.792434223);
    flow_dock_set_value (sink, &value);
    assert_shown (display, "2.79243");
    gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &long_width, NULL, NULL);
    g_value_set_double (&value, 3);
    flow_dock_set_value (sink, &value);
    assert_shown (display, "3");
    gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &short_width, NULL, NULL);
    g_assert_cmpint (long_width, ==, short_width);
    g_value_set_double (&value, -1.0 / 81920.0);
    flow_dock_set_value (sink, &value);
    assert_shown (display, "-1.2207e-05");
    gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &long_width, NULL, NULL);
    g_assert_cmpint (long_width, ==, short_width);
    g_object_unref (label);
  }
  g_value_unset (&value);

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "");
  flow_dock_set_value (sink, &value);
  /* An empty text is not null. */
  assert_shown (display, "“”");
  g_value_unset (&value);

  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, FALSE);
  flow_dock_set_value (sink, &value);
  assert_shown (display, "false");
  g_value_unset (&value);

  g_value_init (&value, GDK_TYPE_RGBA);
  g_value_set_boxed (&value, &rgba);
  flow_dock_set_value (sink, &value);
  assert_shown (display, "rgb(255,128,0)");
  g_value_unset (&value);

  flow_dock_clear_value (sink);
  assert_shown (display, "null");
}

static void
test_oscillator (void)
{
  g_autoptr(FlowNode) oscillator = flow_demo_create_node ("oscillator");
  FlowDemoOscillatorNode *osc = FLOW_DEMO_OSCILLATOR_NODE (oscillator);

  g_assert_cmpfloat (flow_demo_oscillator_node_get_period (osc), ==, 4.0);
  g_assert_cmpfloat_with_epsilon (output_double (oscillator, "value"), 0.0, 1e-9);

  flow_demo_oscillator_node_advance (osc, 1.0);
  g_assert_cmpfloat_with_epsilon (output_double (oscillator, "value"), 0.5, 1e-9);
  flow_demo_oscillator_node_advance (osc, 1.0);
  g_assert_cmpfloat_with_epsilon (output_double (oscillator, "value"), 1.0, 1e-9);
  flow_demo_oscillator_node_advance (osc, 2.0);
  g_assert_cmpfloat_with_epsilon (output_double (oscillator, "value"), 0.0, 1e-9);
}

static void
oscillator_changed_cb (FlowDock   *source,
                       GParamSpec *pspec,
                       GMainLoop  *loop)
{
  g_main_loop_quit (loop);
}

static void
test_oscillator_ticks (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  FlowNode *oscillator = add (graph, "oscillator");
  FlowSource *source = flow_node_get_source (oscillator, "value");
  gulong handler;

  /* In a graph, it runs on its own. */
  handler = g_signal_connect (source, "notify::value", G_CALLBACK (oscillator_changed_cb), loop);
  g_main_loop_run (loop);
  g_assert_cmpfloat (output_double (oscillator, "value"), >, 0.0);
  g_clear_signal_handler (&handler, source);

  g_object_ref (oscillator);
  flow_graph_remove_node (graph, oscillator);
  g_assert_finalize_object (oscillator);
}

static void
test_refusals (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  FlowNode *colour = add (graph, "colour");
  FlowNode *first = add (graph, "add");
  FlowNode *second = add (graph, "add");

  connect_docks (graph, first, "result", second, "a");

  g_assert_null (flow_graph_add_connection (graph,
                                            flow_node_get_source (second, "result"),
                                            flow_node_get_sink (first, "a"),
                                            &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_CYCLE);
  g_clear_error (&error);

  g_assert_null (flow_graph_add_connection (graph,
                                            flow_node_get_source (colour, "value"),
                                            flow_node_get_sink (first, "b"),
                                            &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
}

/* Editors: the widgets inside the nodes edit the model itself. */

static void
test_editors (void)
{
  g_autoptr(FlowNode) number = flow_demo_create_node ("number");
  g_autoptr(FlowNode) text = flow_demo_create_node ("text");
  g_autoptr(FlowNode) boolean = flow_demo_create_node ("boolean");
  g_autoptr(FlowNode) compare = flow_demo_create_node ("compare");
  g_autoptr(FlowNode) preview = flow_demo_create_node ("preview");
  g_autoptr(FlowNode) add_node = flow_demo_create_node ("add");
  GtkWidget *spin, *entry, *sw, *drop_down, *swatch;
  g_auto(GValue) red = G_VALUE_INIT;
  GdkRGBA rgba = { 1, 0, 0, 1 };

  spin = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (number)));
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4.25);
  g_assert_cmpfloat (output_double (number, "value"), ==, 4.25);
  set_number (number, -2);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, -2);

  entry = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (text)));
  gtk_editable_set_text (GTK_EDITABLE (entry), "typed");
  g_assert_cmpstr (g_value_get_string (output (text, "value")), ==, "typed");
  set_text (text, "set");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "set");

  sw = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (boolean)));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_assert_true (g_value_get_boolean (output (boolean, "value")));

  drop_down = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (compare)));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), FLOW_DEMO_COMPARE_LESS);
  g_assert_cmpint (flow_demo_compare_node_get_operator (FLOW_DEMO_COMPARE_NODE (compare)), ==,
                   FLOW_DEMO_COMPARE_LESS);

  swatch = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (preview)));
  g_assert_null (flow_demo_swatch_get_rgba (FLOW_DEMO_SWATCH (swatch)));
  g_value_init (&red, GDK_TYPE_RGBA);
  g_value_set_boxed (&red, &rgba);
  flow_dock_set_value (FLOW_DOCK (flow_node_get_sink (preview, "colour")), &red);
  g_assert_true (gdk_rgba_equal (flow_demo_swatch_get_rgba (FLOW_DEMO_SWATCH (swatch)), &rgba));

  /* A display's label follows its value, and says null. */
  {
    g_autoptr(FlowNode) display = flow_demo_create_node ("display");
    FlowDock *sink = FLOW_DOCK (flow_node_get_sink (display, "value"));
    GtkWidget *label = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (display)));

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "null");
    g_assert_true (gtk_widget_has_css_class (label, "dim-label"));
    flow_dock_set_value (sink, &red);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "rgb(255,0,0)");
    g_assert_false (gtk_widget_has_css_class (label, "dim-label"));
    flow_dock_clear_value (sink);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "null");
    g_assert_finalize_object (label);
  }

  /* Arithmetic nodes have nothing to edit. */
  g_assert_null (flow_demo_node_create_editor (FLOW_DEMO_NODE (add_node)));

  /* An editor outlives neither its node nor itself. */
  g_assert_finalize_object (spin);
  g_assert_finalize_object (entry);
  g_assert_finalize_object (sw);
  g_assert_finalize_object (drop_down);
  g_assert_finalize_object (swatch);
  g_assert_finalize_object (g_steal_pointer (&number));
  g_assert_finalize_object (g_steal_pointer (&preview));
}

/* A number field refuses text that is not a number, empty text included:
 * the value stays, the history has no new step, and the field shows the
 * value again. Return emits the activate signal of the text inside the
 * spin button.
 */
static void
test_editors_refuse_text (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  const char *types[] = { "number", "integer" };
  const char *refused[] = { "abc", "", "  ", "12abc" };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      FlowNode *node = add (graph, types[i]);
      GtkWidget *spin, *text;
      const char *shown_text = i == 0 ? "4.00" : "4";
      guint steps;

      spin = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (node)));
      text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin)));
      g_assert_true (GTK_IS_TEXT (text));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
      /* Clean, so that a change would be a step of its own, not merged
       * into the last.
       */
      flow_history_mark_clean (history);
      steps = flow_history_get_n_undo_steps (history);

      for (guint j = 0; j < G_N_ELEMENTS (refused); j++)
        {
          g_test_message ("%s: \"%s\"", types[i], refused[j]);
          gtk_editable_set_text (GTK_EDITABLE (spin), refused[j]);
          g_signal_emit_by_name (text, "activate");

          g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 4);
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, shown_text);
          g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
          g_assert_false (flow_history_get_modified (history));
        }

      if (i == 0)
        g_assert_cmpfloat (output_double (node, "value"), ==, 4);
      else
        g_assert_cmpint (g_value_get_int (output (node, "value")), ==, 4);

      /* A number is still taken, as one step. */
      gtk_editable_set_text (GTK_EDITABLE (spin), "6");
      g_signal_emit_by_name (text, "activate");
      g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 6);
      g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);

      g_assert_finalize_object (spin);
    }
}

/* A number field shows its node's value as it is, and Enter on it (GTK
 * reads the text back) changes nothing: two decimals when they are
 * exact, every digit it takes otherwise, values of any size.
 */
static void
test_editors_keep_values (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  const struct { double number; const char *shown; } numbers[] = {
    { 4, "4.00" },
    { 0.125, "0.125" },
    { 1.0 / 3.0, "0.3333333333333333" },
    { -2.5, "-2.50" },
    { 5e9, "5000000000.00" },
    { 1e300, "1e+300" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      FlowNode *node = add (graph, "number");
      GtkWidget *spin, *text;

      g_test_message ("%.17g", numbers[i].number);
      set_number (node, numbers[i].number);
      flow_history_mark_clean (history);
      spin = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (node)));
      text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin)));
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, numbers[i].shown);
      g_signal_emit_by_name (text, "activate");
      g_assert_cmpfloat (output_double (node, "value"), ==, numbers[i].number);
      g_assert_false (flow_history_get_modified (history));
      g_assert_finalize_object (spin);
    }

  {
    FlowNode *node = add (graph, "integer");
    GtkWidget *spin, *text;

    set_integer (node, 2000000000);
    flow_history_mark_clean (history);
    spin = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (node)));
    text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin)));
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "2000000000");
    g_signal_emit_by_name (text, "activate");
    g_assert_cmpint (g_value_get_int (output (node, "value")), ==, 2000000000);
    g_assert_false (flow_history_get_modified (history));
    g_assert_finalize_object (spin);
  }

  /* The oscillator's period and the slow node's delay, in tenths. */
  {
    const char *types[] = { "oscillator", "slow-square" };
    const char *properties[] = { "period", "delay" };

    for (guint i = 0; i < G_N_ELEMENTS (types); i++)
      {
        FlowNode *node = add (graph, types[i]);
        GtkWidget *spin, *text;
        double number = 0;

        g_object_set (node, properties[i], 0.25, NULL);
        flow_history_mark_clean (history);
        spin = g_object_ref_sink (flow_demo_node_create_editor (FLOW_DEMO_NODE (node)));
        text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin)));
        g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0.25");
        g_signal_emit_by_name (text, "activate");
        g_object_get (node, properties[i], &number, NULL);
        g_assert_cmpfloat (number, ==, 0.25);
        g_assert_false (flow_history_get_modified (history));
        g_assert_finalize_object (spin);
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/demo/nodes/registry", test_registry);
  g_test_add_func ("/demo/nodes/values", test_values);
  g_test_add_func ("/demo/nodes/arithmetic", test_arithmetic);
  g_test_add_func ("/demo/nodes/divide-by-zero", test_divide_by_zero);
  g_test_add_func ("/demo/nodes/implicit-conversions", test_implicit_conversions);
  g_test_add_func ("/demo/nodes/clamp", test_clamp);
  g_test_add_func ("/demo/nodes/format", test_format);
  g_test_add_func ("/demo/nodes/compare", test_compare);
  g_test_add_func ("/demo/nodes/select", test_select);
  g_test_add_func ("/demo/nodes/mix", test_mix);
  g_test_add_func ("/demo/nodes/display", test_display);
  g_test_add_func ("/demo/nodes/oscillator", test_oscillator);
  g_test_add_func ("/demo/nodes/oscillator-ticks", test_oscillator_ticks);
  g_test_add_func ("/demo/nodes/refusals", test_refusals);
  g_test_add_func ("/demo/nodes/editors", test_editors);
  g_test_add_func ("/demo/nodes/editors/refuse-text", test_editors_refuse_text);
  g_test_add_func ("/demo/nodes/editors/keep-values", test_editors_keep_values);

  return g_test_run ();
}

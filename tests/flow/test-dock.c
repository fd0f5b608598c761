/* test-dock.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <string.h>

/* A graph with one producer node, whose sources are "out" (double),
 * "int" (int), "text" (string) and "any" (FLOW_TYPE_ANY), and consumer
 * nodes added by the tests.
 */
typedef struct
{
  FlowGraph  *graph;
  FlowNode   *producer;
  FlowSource *out;
  FlowSource *out_int;
  FlowSource *out_text;
  FlowSource *out_any;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->graph = flow_graph_new ();
  fixture->producer = flow_test_node_new ("producer", NULL,
                                          "out:double, int:int, text:string, any:any");
  flow_graph_add_node (fixture->graph, fixture->producer);

  fixture->out = flow_test_source (fixture->producer, "out");
  fixture->out_int = flow_test_source (fixture->producer, "int");
  fixture->out_text = flow_test_source (fixture->producer, "text");
  fixture->out_any = flow_test_source (fixture->producer, "any");
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_assert_finalize_object (g_steal_pointer (&fixture->graph));
  g_assert_finalize_object (g_steal_pointer (&fixture->producer));
}

/* Adds a consumer node with the given sinks to the fixture's graph. The
 * graph holds the only reference.
 */
static FlowNode *
add_consumer (Fixture    *fixture,
              const char *title,
              const char *sinks)
{
  g_autoptr(FlowNode) node = flow_test_node_new (title, sinks, NULL);

  flow_graph_add_node (fixture->graph, node);

  return node;
}

static void
test_dock_construct (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) source = flow_source_new ("out", FLOW_TYPE_ANY);
  g_autofree char *name = NULL;
  GType value_type;

  g_assert_true (FLOW_IS_DOCK (sink));
  g_assert_true (FLOW_IS_DOCK (source));
  g_assert_cmpstr (flow_dock_get_name (FLOW_DOCK (sink)), ==, "in");
  g_assert_true (flow_dock_get_value_type (FLOW_DOCK (sink)) == G_TYPE_DOUBLE);
  g_assert_true (flow_dock_get_value_type (FLOW_DOCK (source)) == FLOW_TYPE_ANY);
  g_assert_null (flow_dock_get_node (FLOW_DOCK (sink)));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (sink)));
  g_assert_null (flow_dock_get_value (FLOW_DOCK (sink)));
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (sink)));
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (sink)), ==, 0);
  g_assert_cmpint (flow_sink_get_max_connections (sink), ==, 1);
  g_assert_false (flow_sink_get_required (sink));
  g_assert_null (flow_sink_get_default_value (sink));
  g_assert_false (flow_sink_is_full (sink));

  g_object_get (sink, "name", &name, "value-type", &value_type, NULL);
  g_assert_cmpstr (name, ==, "in");
  g_assert_true (value_type == G_TYPE_DOUBLE);

  /* FLOW_TYPE_ANY is a real, named type. */
  g_assert_true (FLOW_TYPE_ANY != G_TYPE_INVALID);
  g_assert_cmpstr (g_type_name (FLOW_TYPE_ANY), ==, "FlowAny");

  /* Name and type are required. */
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             g_assert_null (flow_sink_new (NULL, G_TYPE_INT)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             g_assert_null (flow_sink_new ("", G_TYPE_INT)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             g_assert_null (flow_source_new ("out", G_TYPE_NONE)));
  flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                             g_assert_null (flow_source_new ("out", G_TYPE_INVALID)));

  /* Through g_object_new () they are checked too, and the dock stays
   * usable.
   */
  {
    g_autoptr(FlowSink) unnamed = NULL;
    g_autoptr(FlowSource) untyped = NULL;

    flow_test_expect_critical ("*needs a name*",
                               unnamed = g_object_new (FLOW_TYPE_SINK, "value-type", G_TYPE_INT, NULL));
    g_assert_nonnull (flow_dock_get_name (FLOW_DOCK (unnamed)));
    flow_test_expect_critical ("*needs a value type*",
                               untyped = g_object_new (FLOW_TYPE_SOURCE, "name", "x", NULL));
    g_assert_true (flow_dock_get_value_type (FLOW_DOCK (untyped)) == FLOW_TYPE_ANY);

    g_assert_finalize_object (g_steal_pointer (&unnamed));
    g_assert_finalize_object (g_steal_pointer (&untyped));
  }

  g_assert_finalize_object (g_steal_pointer (&sink));
  g_assert_finalize_object (g_steal_pointer (&source));
}

static void
test_dock_label (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("gain", G_TYPE_DOUBLE);
  guint *label = flow_test_count_notify (sink, "label");

  /* The label falls back to the name; setting the name is no change. */
  g_assert_cmpstr (flow_dock_get_label (FLOW_DOCK (sink)), ==, "gain");
  flow_dock_set_label (FLOW_DOCK (sink), "gain");
  g_assert_cmpuint (*label, ==, 0);

  flow_dock_set_label (FLOW_DOCK (sink), "Gain (dB)");
  g_assert_cmpstr (flow_dock_get_label (FLOW_DOCK (sink)), ==, "Gain (dB)");
  g_assert_cmpuint (*label, ==, 1);
  flow_dock_set_label (FLOW_DOCK (sink), "Gain (dB)");
  g_assert_cmpuint (*label, ==, 1);

  flow_dock_set_label (FLOW_DOCK (sink), NULL);
  g_assert_cmpstr (flow_dock_get_label (FLOW_DOCK (sink)), ==, "gain");
  g_assert_cmpuint (*label, ==, 2);

  g_assert_finalize_object (g_steal_pointer (&sink));
}

/* What the application says of a dock: unset at first, "" is unset, the
 * same text again is no change; not saved, not recorded.
 */
static void
test_dock_description (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "gain:double", NULL);
  FlowDock *gain = flow_node_get_dock (node, "gain");
  guint *description = flow_test_count_notify (gain, "description");
  g_autofree char *saved = NULL;
  g_autofree char *read = NULL;

  flow_graph_add_node (graph, node);
  g_assert_null (flow_dock_get_description (gain));

  flow_dock_set_description (gain, "In decibels, from −60 to 12.");
  g_assert_cmpstr (flow_dock_get_description (gain), ==, "In decibels, from −60 to 12.");
  g_assert_cmpuint (*description, ==, 1);
  flow_dock_set_description (gain, "In decibels, from −60 to 12.");
  g_assert_cmpuint (*description, ==, 1);

  g_object_get (gain, "description", &read, NULL);
  g_assert_cmpstr (read, ==, "In decibels, from −60 to 12.");

  /* The application's text: no step of the history, not in the
   * file.
   */
  g_assert_false (flow_history_get_can_undo (flow_graph_get_history (graph)));
  saved = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_nonnull (strstr (saved, "gain"));
  g_assert_null (strstr (saved, "decibels"));

  flow_dock_set_description (gain, "");
  g_assert_null (flow_dock_get_description (gain));
  g_assert_cmpuint (*description, ==, 2);
  flow_dock_set_description (gain, NULL);
  g_assert_cmpuint (*description, ==, 2);

  g_object_set (gain, "description", "Loudness", NULL);
  g_assert_cmpstr (flow_dock_get_description (gain), ==, "Loudness");
  g_assert_cmpuint (*description, ==, 3);

  g_assert_finalize_object (g_steal_pointer (&graph));
}

static void
test_dock_null (void)
{
  g_autoptr(FlowSink) number = flow_sink_new ("number", G_TYPE_INT);
  g_autoptr(FlowSink) text = flow_sink_new ("text", G_TYPE_STRING);
  guint *number_value = flow_test_count_notify (number, "value");
  guint *text_value = flow_test_count_notify (text, "value");
  GValue unset = G_VALUE_INIT;

  /* Null is the starting state. */
  g_assert_false (flow_dock_has_value (FLOW_DOCK (number)));
  g_assert_null (flow_dock_get_value (FLOW_DOCK (number)));

  /* 0 is a value, not null. */
  flow_dock_set_int (FLOW_DOCK (number), 0);
  g_assert_true (flow_dock_has_value (FLOW_DOCK (number)));
  g_assert_cmpint (flow_test_get_int (FLOW_DOCK (number)), ==, 0);
  g_assert_cmpuint (*number_value, ==, 1);

  /* Null again is a change. */
  flow_dock_clear_value (FLOW_DOCK (number));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (number)));
  g_assert_null (flow_dock_get_value (FLOW_DOCK (number)));
  g_assert_cmpuint (*number_value, ==, 2);
  flow_dock_clear_value (FLOW_DOCK (number));
  g_assert_cmpuint (*number_value, ==, 2);

  /* NULL and an unset GValue both mean null. */
  flow_dock_set_int (FLOW_DOCK (number), 3);
  g_assert_cmpuint (*number_value, ==, 3);
  flow_dock_set_value (FLOW_DOCK (number), &unset);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (number)));
  g_assert_cmpuint (*number_value, ==, 4);
  flow_dock_set_value (FLOW_DOCK (number), NULL);
  g_assert_cmpuint (*number_value, ==, 4);

  /* The empty string is a value; a NULL string in a GValue is one too,
   * distinct from both.
   */
  flow_dock_set_string (FLOW_DOCK (text), "");
  g_assert_true (flow_dock_has_value (FLOW_DOCK (text)));
  g_assert_cmpstr (g_value_get_string (flow_dock_get_value (FLOW_DOCK (text))), ==, "");
  g_assert_cmpuint (*text_value, ==, 1);
  flow_dock_set_string (FLOW_DOCK (text), NULL);
  g_assert_true (flow_dock_has_value (FLOW_DOCK (text)));
  g_assert_null (g_value_get_string (flow_dock_get_value (FLOW_DOCK (text))));
  g_assert_cmpuint (*text_value, ==, 2);
  flow_dock_clear_value (FLOW_DOCK (text));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (text)));
  g_assert_cmpuint (*text_value, ==, 3);

  g_assert_finalize_object (g_steal_pointer (&number));
  g_assert_finalize_object (g_steal_pointer (&text));
}

static void
test_dock_value_property (void)
{
  g_autoptr(FlowSource) source = flow_source_new ("out", G_TYPE_DOUBLE);
  guint *value_notify = flow_test_count_notify (source, "value");
  g_auto(GValue) in = G_VALUE_INIT;
  GValue *read = NULL;

  g_value_init (&in, G_TYPE_DOUBLE);
  g_value_set_double (&in, 2.5);

  g_object_set (source, "value", &in, NULL);
  g_assert_cmpuint (*value_notify, ==, 1);
  g_object_get (source, "value", &read, NULL);
  g_assert_nonnull (read);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (read));
  g_assert_cmpfloat (g_value_get_double (read), ==, 2.5);
  g_boxed_free (G_TYPE_VALUE, read);

  g_object_set (source, "value", &in, NULL);
  g_assert_cmpuint (*value_notify, ==, 1);

  /* A NULL boxed value is null. */
  g_object_set (source, "value", NULL, NULL);
  g_assert_false (flow_dock_has_value (FLOW_DOCK (source)));
  g_assert_cmpuint (*value_notify, ==, 2);
  g_object_get (source, "value", &read, NULL);
  g_assert_null (read);

  g_assert_finalize_object (g_steal_pointer (&source));
}

static void
test_dock_wrong_type (void)
{
  g_autoptr(FlowSink) number = flow_sink_new ("number", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) object = flow_source_new ("object", FLOW_TYPE_NODE);
  g_autoptr(FlowNode) node = flow_node_new ();
  g_autoptr(GObject) plain = g_object_new (G_TYPE_OBJECT, NULL);
  guint *number_value = flow_test_count_notify (number, "value");
  guint *object_value = flow_test_count_notify (object, "value");
  g_auto(GValue) text = G_VALUE_INIT;
  g_auto(GValue) node_value = G_VALUE_INIT;
  g_auto(GValue) plain_value = G_VALUE_INIT;

  flow_dock_set_double (FLOW_DOCK (number), 1.5);
  g_assert_cmpuint (*number_value, ==, 1);

  /* A string cannot be a double: refused, and the old value stays. */
  g_value_init (&text, G_TYPE_STRING);
  g_value_set_string (&text, "1.5");
  flow_test_expect_critical ("flow_dock_set_value: *cannot hold a value of type gchararray*",
                             flow_dock_set_value (FLOW_DOCK (number), &text));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (number)), ==, 1.5);
  g_assert_cmpuint (*number_value, ==, 1);

  /* Through the property, the same. */
  flow_test_expect_critical ("*cannot hold a value of type gchararray*",
                             g_object_set (number, "value", &text, NULL));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (number)), ==, 1.5);
  g_assert_cmpuint (*number_value, ==, 1);

  /* An object dock takes objects of its type or a subtype... */
  g_value_init (&node_value, FLOW_TYPE_NODE);
  g_value_set_object (&node_value, node);
  flow_dock_set_value (FLOW_DOCK (object), &node_value);
  g_assert_cmpuint (*object_value, ==, 1);

  /* ...also in a value of a parent type (as bindings pass them)... */
  flow_dock_clear_value (FLOW_DOCK (object));
  g_value_init (&plain_value, G_TYPE_OBJECT);
  g_value_set_object (&plain_value, node);
  flow_dock_set_value (FLOW_DOCK (object), &plain_value);
  g_assert_true (G_VALUE_TYPE (flow_dock_get_value (FLOW_DOCK (object))) == FLOW_TYPE_NODE);
  g_assert_true (g_value_get_object (flow_dock_get_value (FLOW_DOCK (object))) == (gpointer)node);
  g_assert_cmpuint (*object_value, ==, 3);

  /* ...but never an object of another type, even though GLib would
   * "transform" it into a NULL object.
   */
  g_value_set_object (&plain_value, plain);
  flow_test_expect_critical ("*cannot hold a value of type GObject*",
                             flow_dock_set_value (FLOW_DOCK (object), &plain_value));
  g_assert_true (g_value_get_object (flow_dock_get_value (FLOW_DOCK (object))) == (gpointer)node);
  g_assert_cmpuint (*object_value, ==, 3);

  flow_dock_clear_value (FLOW_DOCK (object));
  g_assert_finalize_object (g_steal_pointer (&number));
  g_assert_finalize_object (g_steal_pointer (&object));
  g_value_unset (&node_value);
  g_assert_finalize_object (g_steal_pointer (&node));
  g_value_unset (&plain_value);
  g_assert_finalize_object (g_steal_pointer (&plain));
}

static void
test_dock_conversion (void)
{
  g_autoptr(FlowSink) number = flow_sink_new ("number", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) text = flow_sink_new ("text", G_TYPE_STRING);
  guint *number_value = flow_test_count_notify (number, "value");

  /* An int set on a double dock is stored as a double. */
  flow_dock_set_int (FLOW_DOCK (number), 3);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (number)), ==, 3.0);
  g_assert_cmpuint (*number_value, ==, 1);

  /* The same number again, as a double, is no change. */
  flow_dock_set_double (FLOW_DOCK (number), 3.0);
  g_assert_cmpuint (*number_value, ==, 1);

  flow_dock_set_int (FLOW_DOCK (text), 42);
  g_assert_cmpstr (g_value_get_string (flow_dock_get_value (FLOW_DOCK (text))), ==, "42");

  g_assert_finalize_object (g_steal_pointer (&number));
  g_assert_finalize_object (g_steal_pointer (&text));
}

static void
test_dock_typed (void)
{
  g_autoptr(FlowSink) number = flow_sink_new ("number", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) count = flow_sink_new ("count", G_TYPE_INT);
  g_autoptr(FlowSink) big = flow_sink_new ("big", G_TYPE_INT64);
  g_autoptr(FlowSink) flag = flow_sink_new ("flag", G_TYPE_BOOLEAN);
  g_autoptr(FlowSink) text = flow_sink_new ("text", G_TYPE_STRING);
  g_autoptr(FlowSink) any = flow_sink_new ("any", FLOW_TYPE_ANY);
  guint *number_value = flow_test_count_notify (number, "value");

  /* Null reads as zero; has_value () tells the two apart. */
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (number)), ==, 0.0);
  g_assert_cmpint (flow_dock_get_int (FLOW_DOCK (count)), ==, 0);
  g_assert_cmpint (flow_dock_get_int64 (FLOW_DOCK (big)), ==, 0);
  g_assert_false (flow_dock_get_boolean (FLOW_DOCK (flag)));
  g_assert_null (flow_dock_get_string (FLOW_DOCK (text)));

  /* Each type through its own pair. */
  flow_dock_set_double (FLOW_DOCK (number), 2.5);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (flow_dock_get_value (FLOW_DOCK (number))));
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (number)), ==, 2.5);
  g_assert_cmpuint (*number_value, ==, 1);
  flow_dock_set_double (FLOW_DOCK (number), 2.5);
  g_assert_cmpuint (*number_value, ==, 1);

  flow_dock_set_int (FLOW_DOCK (count), -7);
  g_assert_cmpint (flow_dock_get_int (FLOW_DOCK (count)), ==, -7);

  /* 64 bits survive, where a double would round. */
  flow_dock_set_int64 (FLOW_DOCK (big), G_MAXINT64 - 1);
  g_assert_cmpint (flow_dock_get_int64 (FLOW_DOCK (big)), ==, G_MAXINT64 - 1);

  flow_dock_set_boolean (FLOW_DOCK (flag), 2);
  g_assert_true (g_value_get_boolean (flow_dock_get_value (FLOW_DOCK (flag))) == TRUE);
  g_assert_true (flow_dock_get_boolean (FLOW_DOCK (flag)));

  flow_dock_set_string (FLOW_DOCK (text), "écrit");
  g_assert_cmpstr (flow_dock_get_string (FLOW_DOCK (text)), ==, "écrit");

  /* A NULL string is a value, not null. */
  flow_dock_set_string (FLOW_DOCK (text), NULL);
  g_assert_true (flow_dock_has_value (FLOW_DOCK (text)));
  g_assert_null (flow_dock_get_string (FLOW_DOCK (text)));

  /* Numbers convert both ways, as GLib transforms them. */
  flow_dock_set_int (FLOW_DOCK (number), 3);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (flow_dock_get_value (FLOW_DOCK (number))));
  g_assert_cmpint (flow_dock_get_int (FLOW_DOCK (number)), ==, 3);
  g_assert_cmpint (flow_dock_get_int64 (FLOW_DOCK (count)), ==, -7);
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (count)), ==, -7.0);
  g_assert_true (flow_dock_get_boolean (FLOW_DOCK (count)));

  /* A value that is not a number reads as zero, without a warning; a
   * number is not a string.
   */
  flow_dock_set_string (FLOW_DOCK (text), "12");
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (text)), ==, 0.0);
  g_assert_null (flow_dock_get_string (FLOW_DOCK (number)));

  /* A type the dock cannot hold is a programmer error, as with GValues:
   * refused, and the old value stays.
   */
  flow_test_expect_critical ("flow_dock_set_string: *cannot hold a value of type gchararray*",
                             flow_dock_set_string (FLOW_DOCK (number), "1.5"));
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (number)), ==, 3.0);
  flow_test_expect_critical ("flow_sink_set_default_string: *cannot hold a value of type gchararray*",
                             flow_sink_set_default_string (FLOW_SINK (number), "1.5"));

  /* An "any" dock keeps each value's own type. */
  flow_dock_set_int64 (FLOW_DOCK (any), 5);
  g_assert_true (G_VALUE_HOLDS_INT64 (flow_dock_get_value (FLOW_DOCK (any))));
  flow_dock_set_string (FLOW_DOCK (any), "five");
  g_assert_cmpstr (flow_dock_get_string (FLOW_DOCK (any)), ==, "five");
  g_assert_cmpint (flow_dock_get_int (FLOW_DOCK (any)), ==, 0);

  g_assert_finalize_object (g_steal_pointer (&number));
  g_assert_finalize_object (g_steal_pointer (&count));
  g_assert_finalize_object (g_steal_pointer (&big));
  g_assert_finalize_object (g_steal_pointer (&flag));
  g_assert_finalize_object (g_steal_pointer (&text));
  g_assert_finalize_object (g_steal_pointer (&any));
}

/* Sink defaults set as plain values: converted, one step of the history
 * each, and the unconnected sink takes them.
 */
static void
test_dock_typed_defaults (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "x:double,n:int64,on:bool,label:string", NULL);
  FlowHistory *history = flow_graph_get_history (graph);
  FlowSink *x = flow_test_sink (node, "x");

  flow_graph_add_node (graph, node);

  flow_sink_set_default_double (x, 1.5);
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (x)), ==, 1.5);
  g_assert_cmpfloat (g_value_get_double (flow_sink_get_default_value (x)), ==, 1.5);
  /* Two edits, not one field typed into (which would merge). */
  flow_history_seal (history);
  flow_sink_set_default_int (x, 4);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (flow_sink_get_default_value (x)));
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (x)), ==, 4);

  flow_sink_set_default_int64 (flow_test_sink (node, "n"), G_MAXINT64);
  g_assert_cmpint (flow_dock_get_int64 (flow_node_get_dock (node, "n")), ==, G_MAXINT64);
  flow_sink_set_default_boolean (flow_test_sink (node, "on"), TRUE);
  g_assert_true (flow_dock_get_boolean (flow_node_get_dock (node, "on")));
  flow_sink_set_default_string (flow_test_sink (node, "label"), "ünï");
  g_assert_cmpstr (flow_dock_get_string (flow_node_get_dock (node, "label")), ==, "ünï");

  /* Edits: undone one by one. */
  flow_history_undo (history);
  g_assert_null (flow_dock_get_string (flow_node_get_dock (node, "label")));
  flow_history_undo (history);
  flow_history_undo (history);
  flow_history_undo (history);
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (x)), ==, 1.5);

  /* A type the sink cannot hold: refused, as with GValues. */
  flow_test_expect_critical ("*gchararray*", flow_sink_set_default_string (x, "1.5"));
  g_assert_cmpfloat (flow_dock_get_double (FLOW_DOCK (x)), ==, 1.5);
}

/* One description of a type for people, which the model's messages use,
 * and which applications extend for their own types.
 */
typedef struct { int x; } Point;

GType point_get_type (void);

static Point *
point_copy (Point *point)
{
  return g_memdup2 (point, sizeof *point);
}

G_DEFINE_BOXED_TYPE (Point, point, point_copy, g_free)

static void
test_dock_type_description (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  FlowNode *from = flow_test_node_new ("From", NULL, "out:string");
  FlowNode *to = flow_test_node_new ("To", "in:double", NULL);
  g_autoptr(FlowSource) points = flow_source_new ("points", point_get_type ());

  g_assert_cmpstr (flow_value_type_describe (G_TYPE_DOUBLE), ==, "number");
  g_assert_cmpstr (flow_value_type_describe (G_TYPE_FLOAT), ==, "number");
  g_assert_cmpstr (flow_value_type_describe (G_TYPE_INT64), ==, "whole number");
  g_assert_cmpstr (flow_value_type_describe (G_TYPE_UCHAR), ==, "whole number");
  g_assert_cmpstr (flow_value_type_describe (G_TYPE_BOOLEAN), ==, "true/false");
  g_assert_cmpstr (flow_value_type_describe (G_TYPE_STRING), ==, "text");
  g_assert_cmpstr (flow_value_type_describe (G_TYPE_IO_ERROR_ENUM), ==, "choice");
  g_assert_cmpstr (flow_value_type_describe (FLOW_TYPE_ANY), ==, "any");
  g_assert_cmpstr (flow_value_type_describe (point_get_type ()), ==, "Point");

  /* The refusal of a connection names the types so. */
  flow_graph_add_node (graph, from);
  flow_graph_add_node (graph, to);
  g_object_unref (from);
  g_object_unref (to);
  g_assert_null (flow_graph_add_connection (graph, flow_test_source (from, "out"),
                                            flow_test_sink (to, "in"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_assert_nonnull (strstr (error->message, "takes number values and cannot accept the text values"));
  g_clear_error (&error);

  /* An application names its own types; the name is interned, so a
   * string handed out earlier stays valid when the name changes.
   */
  flow_value_register_description (point_get_type (), "point");
  g_assert_cmpstr (flow_value_type_describe (point_get_type ()), ==, "point");
  flow_node_add_dock (from, FLOW_DOCK (points));
  g_assert_null (flow_graph_add_connection (graph, points, flow_test_sink (to, "in"), &error));
  g_assert_nonnull (strstr (error->message, "cannot accept the point values"));
}

static void
test_dock_any (void)
{
  g_autoptr(FlowSink) any = flow_sink_new ("any", FLOW_TYPE_ANY);
  g_autoptr(FlowNode) node = flow_node_new ();
  guint *value_notify = flow_test_count_notify (any, "value");
  g_auto(GValue) object = G_VALUE_INIT;
  const GValue *value;

  /* Each value is kept with its own type, unchanged. */
  flow_dock_set_int (FLOW_DOCK (any), 7);
  value = flow_dock_get_value (FLOW_DOCK (any));
  g_assert_true (G_VALUE_HOLDS_INT (value));
  g_assert_cmpint (g_value_get_int (value), ==, 7);
  g_assert_cmpuint (*value_notify, ==, 1);

  flow_dock_set_string (FLOW_DOCK (any), "seven");
  value = flow_dock_get_value (FLOW_DOCK (any));
  g_assert_true (G_VALUE_HOLDS_STRING (value));
  g_assert_cmpstr (g_value_get_string (value), ==, "seven");
  g_assert_cmpuint (*value_notify, ==, 2);

  g_value_init (&object, FLOW_TYPE_NODE);
  g_value_set_object (&object, node);
  flow_dock_set_value (FLOW_DOCK (any), &object);
  value = flow_dock_get_value (FLOW_DOCK (any));
  g_assert_true (G_VALUE_TYPE (value) == FLOW_TYPE_NODE);
  g_assert_true (g_value_get_object (value) == (gpointer)node);
  g_assert_cmpuint (*value_notify, ==, 3);

  /* The same value is no change; the same number in another type is. */
  flow_dock_set_value (FLOW_DOCK (any), &object);
  g_assert_cmpuint (*value_notify, ==, 3);
  flow_dock_set_int (FLOW_DOCK (any), 7);
  g_assert_cmpuint (*value_notify, ==, 4);
  flow_dock_set_double (FLOW_DOCK (any), 7);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (flow_dock_get_value (FLOW_DOCK (any))));
  g_assert_cmpuint (*value_notify, ==, 5);

  g_assert_finalize_object (g_steal_pointer (&any));
  g_value_unset (&object);
  g_assert_finalize_object (g_steal_pointer (&node));
}

static void
test_dock_equal_value (void)
{
  g_autoptr(FlowSource) number = flow_source_new ("number", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) text = flow_source_new ("text", G_TYPE_STRING);
  g_autoptr(FlowSource) flag = flow_source_new ("flag", G_TYPE_BOOLEAN);
  guint *number_value = flow_test_count_notify (number, "value");
  guint *text_value = flow_test_count_notify (text, "value");
  guint *flag_value = flow_test_count_notify (flag, "value");
  g_autofree char *copy = NULL;
  g_auto(GValue) yes = G_VALUE_INIT;

  flow_dock_set_double (FLOW_DOCK (number), 0.25);
  flow_dock_set_double (FLOW_DOCK (number), 0.25);
  g_assert_cmpuint (*number_value, ==, 1);

  /* Equal strings, not only the same pointer. */
  copy = g_strdup ("hello");
  flow_dock_set_string (FLOW_DOCK (text), "hello");
  flow_dock_set_string (FLOW_DOCK (text), copy);
  g_assert_cmpuint (*text_value, ==, 1);
  flow_dock_set_string (FLOW_DOCK (text), "Hello");
  g_assert_cmpuint (*text_value, ==, 2);

  g_value_init (&yes, G_TYPE_BOOLEAN);
  g_value_set_boolean (&yes, TRUE);
  flow_dock_set_value (FLOW_DOCK (flag), &yes);
  flow_dock_set_value (FLOW_DOCK (flag), &yes);
  g_assert_cmpuint (*flag_value, ==, 1);

  g_assert_finalize_object (g_steal_pointer (&number));
  g_assert_finalize_object (g_steal_pointer (&text));
  g_assert_finalize_object (g_steal_pointer (&flag));
}

static void
test_dock_propagation (Fixture       *fixture,
                       gconstpointer  data)
{
  FlowNode *consumers[3];
  FlowDock *sinks[3];
  guint *notifies[3];
  FlowNode *as_int = add_consumer (fixture, "as int", "in:int");
  FlowDock *int_sink = FLOW_DOCK (flow_node_get_sink (as_int, "in"));

  for (guint i = 0; i < G_N_ELEMENTS (consumers); i++)
    {
      consumers[i] = add_consumer (fixture, "consumer", "in:double");
      sinks[i] = FLOW_DOCK (flow_node_get_sink (consumers[i], "in"));
      flow_test_connect (fixture->graph, fixture->out, FLOW_SINK (sinks[i]));
      notifies[i] = flow_test_count_notify (sinks[i], "value");
    }

  for (int round = 1; round <= 3; round++)
    {
      flow_dock_set_double (FLOW_DOCK (fixture->out), round * 1.5);

      /* Delivered synchronously, one notify per sink per value. */
      for (guint i = 0; i < G_N_ELEMENTS (sinks); i++)
        {
          g_assert_cmpfloat (flow_test_get_double (sinks[i]), ==, round * 1.5);
          g_assert_cmpuint (*notifies[i], ==, round);
        }
    }

  /* The same value again reaches nobody. */
  flow_dock_set_double (FLOW_DOCK (fixture->out), 4.5);
  for (guint i = 0; i < G_N_ELEMENTS (sinks); i++)
    g_assert_cmpuint (*notifies[i], ==, 3);

  /* Null is delivered like any value. */
  flow_dock_clear_value (FLOW_DOCK (fixture->out));
  for (guint i = 0; i < G_N_ELEMENTS (sinks); i++)
    {
      g_assert_false (flow_dock_has_value (sinks[i]));
      g_assert_cmpuint (*notifies[i], ==, 4);
    }

  /* Values are converted for each sink. */
  flow_test_connect (fixture->graph, fixture->out, FLOW_SINK (int_sink));
  flow_dock_set_double (FLOW_DOCK (fixture->out), 7.0);
  g_assert_cmpint (flow_test_get_int (int_sink), ==, 7);
  g_assert_cmpfloat (flow_test_get_double (sinks[0]), ==, 7.0);
}

static void
test_dock_connect_delivers (Fixture       *fixture,
                            gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "in:double");
  FlowDock *sink = FLOW_DOCK (flow_node_get_sink (consumer, "in"));
  guint *value_notify = flow_test_count_notify (sink, "value");

  flow_dock_set_double (FLOW_DOCK (fixture->out), 8);
  g_assert_false (flow_dock_has_value (sink));

  /* The current value arrives at once, notified once. */
  flow_test_connect (fixture->graph, fixture->out, FLOW_SINK (sink));
  g_assert_cmpfloat (flow_test_get_double (sink), ==, 8);
  g_assert_cmpuint (*value_notify, ==, 1);
}

static void
test_dock_disconnect_delivers (Fixture       *fixture,
                               gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "plain:double, defaulted:double");
  FlowSink *plain = flow_node_get_sink (consumer, "plain");
  FlowSink *defaulted = flow_node_get_sink (consumer, "defaulted");
  guint *plain_value = flow_test_count_notify (plain, "value");
  guint *defaulted_value = flow_test_count_notify (defaulted, "value");
  FlowConnection *to_plain, *to_defaulted;
  g_auto(GValue) minus_one = G_VALUE_INIT;

  g_value_init (&minus_one, G_TYPE_DOUBLE);
  g_value_set_double (&minus_one, -1);
  flow_sink_set_default_value (defaulted, &minus_one);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (defaulted)), ==, -1);
  g_assert_cmpuint (*defaulted_value, ==, 1);

  flow_dock_set_double (FLOW_DOCK (fixture->out), 5);
  to_plain = flow_test_connect (fixture->graph, fixture->out, plain);
  to_defaulted = flow_test_connect (fixture->graph, fixture->out, defaulted);
  g_assert_cmpuint (*plain_value, ==, 1);
  g_assert_cmpuint (*defaulted_value, ==, 2);

  /* Without a default value, null. */
  g_assert_true (flow_graph_remove_connection (fixture->graph, to_plain, NULL));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (plain)));
  g_assert_cmpuint (*plain_value, ==, 2);

  /* With one, the default value. */
  g_assert_true (flow_graph_remove_connection (fixture->graph, to_defaulted, NULL));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (defaulted)), ==, -1);
  g_assert_cmpuint (*defaulted_value, ==, 3);

  /* The source's value is not touched. */
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (fixture->out)), ==, 5);
}

static void
test_dock_default_value (Fixture       *fixture,
                         gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "in:double");
  FlowSink *sink = flow_node_get_sink (consumer, "in");
  guint *value_notify = flow_test_count_notify (sink, "value");
  guint *default_notify = flow_test_count_notify (sink, "default-value");
  g_auto(GValue) two = G_VALUE_INIT;
  g_auto(GValue) three = G_VALUE_INIT;
  g_auto(GValue) text = G_VALUE_INIT;
  FlowConnection *connection;

  g_value_init (&two, G_TYPE_INT);
  g_value_set_int (&two, 2);
  g_value_init (&three, G_TYPE_DOUBLE);
  g_value_set_double (&three, 3);
  g_value_init (&text, G_TYPE_STRING);
  g_value_set_string (&text, "three");

  /* Unconnected: the default value is the value, converted. */
  flow_sink_set_default_value (sink, &two);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (flow_sink_get_default_value (sink)));
  g_assert_cmpfloat (g_value_get_double (flow_sink_get_default_value (sink)), ==, 2);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 2);
  g_assert_cmpuint (*default_notify, ==, 1);
  g_assert_cmpuint (*value_notify, ==, 1);

  /* The same default again: nothing. */
  flow_sink_set_default_value (sink, &two);
  g_assert_cmpuint (*default_notify, ==, 1);
  g_assert_cmpuint (*value_notify, ==, 1);

  /* A default of the wrong type is refused, the old one kept. */
  flow_test_expect_critical ("*cannot hold a value of type gchararray*",
                             flow_sink_set_default_value (sink, &text));
  g_assert_cmpfloat (g_value_get_double (flow_sink_get_default_value (sink)), ==, 2);
  g_assert_cmpuint (*default_notify, ==, 1);

  /* Connected: the connection's value wins, and a new default waits. */
  flow_dock_set_double (FLOW_DOCK (fixture->out), 10);
  connection = flow_test_connect (fixture->graph, fixture->out, sink);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 10);
  g_assert_cmpuint (*value_notify, ==, 2);
  flow_sink_set_default_value (sink, &three);
  g_assert_cmpuint (*default_notify, ==, 2);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 10);
  g_assert_cmpuint (*value_notify, ==, 2);

  g_assert_true (flow_graph_remove_connection (fixture->graph, connection, NULL));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 3);
  g_assert_cmpuint (*value_notify, ==, 3);

  /* Clearing the default of an unconnected sink makes it null. */
  flow_sink_set_default_value (sink, NULL);
  g_assert_null (flow_sink_get_default_value (sink));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (sink)));
  g_assert_cmpuint (*default_notify, ==, 3);
  g_assert_cmpuint (*value_notify, ==, 4);
}

static void
test_dock_direct_sink_value (Fixture       *fixture,
                             gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "in:double");
  FlowDock *sink = FLOW_DOCK (flow_node_get_sink (consumer, "in"));

  flow_dock_set_double (FLOW_DOCK (fixture->out), 1);
  flow_test_connect (fixture->graph, fixture->out, FLOW_SINK (sink));

  /* A value set on a connected sink lasts until the next delivery. */
  flow_dock_set_double (sink, 50);
  g_assert_cmpfloat (flow_test_get_double (sink), ==, 50);
  flow_dock_set_double (FLOW_DOCK (fixture->out), 2);
  g_assert_cmpfloat (flow_test_get_double (sink), ==, 2);
}

static void
test_dock_multi_sink_value (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(FlowNode) second = flow_test_node_new ("second", NULL, "out:double");
  FlowNode *consumer = add_consumer (fixture, "consumer", "in:double");
  FlowSink *sink = flow_node_get_sink (consumer, "in");
  FlowSource *other = flow_node_get_source (second, "out");
  FlowConnection *first_link, *second_link;

  flow_graph_add_node (fixture->graph, second);
  flow_sink_set_max_connections (sink, FLOW_SINK_UNLIMITED);

  flow_dock_set_double (FLOW_DOCK (fixture->out), 1);
  flow_dock_set_double (FLOW_DOCK (other), 2);
  first_link = flow_test_connect (fixture->graph, fixture->out, sink);
  second_link = flow_test_connect (fixture->graph, other, sink);

  /* The value delivered last is the value. */
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 2);
  flow_dock_set_double (FLOW_DOCK (fixture->out), 3);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 3);

  /* Losing a connection falls back to the most recent remaining one. */
  g_assert_true (flow_graph_remove_connection (fixture->graph, second_link, NULL));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 3);
  second_link = flow_test_connect (fixture->graph, other, sink);
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 2);
  g_assert_true (flow_graph_remove_connection (fixture->graph, second_link, NULL));
  g_assert_cmpfloat (flow_test_get_double (FLOW_DOCK (sink)), ==, 3);
  g_assert_true (flow_graph_remove_connection (fixture->graph, first_link, NULL));
  g_assert_false (flow_dock_has_value (FLOW_DOCK (sink)));
}

static void
test_dock_any_sink (Fixture       *fixture,
                    gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "in:any");
  FlowSink *sink = flow_node_get_sink (consumer, "in");
  guint *value_notify = flow_test_count_notify (sink, "value");

  flow_dock_set_int (FLOW_DOCK (fixture->out_int), 12);
  flow_test_connect (fixture->graph, fixture->out_int, sink);
  g_assert_true (G_VALUE_HOLDS_INT (flow_dock_get_value (FLOW_DOCK (sink))));
  g_assert_cmpint (flow_test_get_int (FLOW_DOCK (sink)), ==, 12);
  g_assert_cmpuint (*value_notify, ==, 1);

  /* Replaced by a text source: the text arrives as text. */
  flow_dock_set_string (FLOW_DOCK (fixture->out_text), "twelve");
  flow_test_connect (fixture->graph, fixture->out_text, sink);
  g_assert_true (G_VALUE_HOLDS_STRING (flow_dock_get_value (FLOW_DOCK (sink))));
  g_assert_cmpstr (g_value_get_string (flow_dock_get_value (FLOW_DOCK (sink))), ==, "twelve");
  g_assert_cmpuint (*value_notify, ==, 2);
}

static void
test_dock_any_source (Fixture       *fixture,
                      gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "number:double, any:any");
  FlowDock *number = FLOW_DOCK (flow_node_get_sink (consumer, "number"));
  FlowDock *any = FLOW_DOCK (flow_node_get_sink (consumer, "any"));

  flow_test_connect (fixture->graph, fixture->out_any, FLOW_SINK (number));
  flow_test_connect (fixture->graph, fixture->out_any, FLOW_SINK (any));

  /* Converted where GLib can... */
  flow_dock_set_int (FLOW_DOCK (fixture->out_any), 4);
  g_assert_cmpfloat (flow_test_get_double (number), ==, 4);
  g_assert_cmpint (flow_test_get_int (any), ==, 4);

  /* ...and null where it cannot. */
  flow_dock_set_string (FLOW_DOCK (fixture->out_any), "four");
  g_assert_false (flow_dock_has_value (number));
  g_assert_cmpstr (g_value_get_string (flow_dock_get_value (any)), ==, "four");
}

static void
test_dock_object_downcast (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(FlowNode) objects = flow_test_node_new ("objects", NULL, "out:GObject");
  g_autoptr(GObject) plain = g_object_new (G_TYPE_OBJECT, NULL);
  FlowNode *consumer = add_consumer (fixture, "consumer", "node:FlowNode, also:FlowNode");
  FlowDock *out = FLOW_DOCK (flow_node_get_source (objects, "out"));
  FlowDock *node_sink = FLOW_DOCK (flow_node_get_sink (consumer, "node"));
  FlowDock *also = FLOW_DOCK (flow_node_get_sink (consumer, "also"));
  g_auto(GValue) value = G_VALUE_INIT;

  flow_graph_add_node (fixture->graph, objects);

  /* A GObject source may feed a FlowNode sink while conversions are on;
   * each object is checked as it is delivered.
   */
  flow_test_connect (fixture->graph, FLOW_SOURCE (out), FLOW_SINK (node_sink));
  flow_test_connect (fixture->graph, fixture->out_any, FLOW_SINK (also));

  g_value_init (&value, G_TYPE_OBJECT);
  g_value_set_object (&value, consumer);
  flow_dock_set_value (out, &value);
  flow_dock_set_value (FLOW_DOCK (fixture->out_any), &value);
  g_assert_true (g_value_get_object (flow_dock_get_value (node_sink)) == (gpointer)consumer);
  g_assert_true (g_value_get_object (flow_dock_get_value (also)) == (gpointer)consumer);

  /* An object of another type arrives as null, not as a NULL object. */
  g_value_set_object (&value, plain);
  flow_dock_set_value (out, &value);
  flow_dock_set_value (FLOW_DOCK (fixture->out_any), &value);
  g_assert_false (flow_dock_has_value (node_sink));
  g_assert_false (flow_dock_has_value (also));

  flow_dock_clear_value (out);
  flow_dock_clear_value (FLOW_DOCK (fixture->out_any));
  g_value_unset (&value);
  g_assert_finalize_object (g_steal_pointer (&plain));
}

static void
test_dock_types_compatible (void)
{
  const struct {
    GType    source;
    GType    sink;
    gboolean implicit;
    gboolean expected;
  } cases[] = {
    /* The same type. */
    { G_TYPE_DOUBLE, G_TYPE_DOUBLE, FALSE, TRUE },
    { FLOW_TYPE_NODE, FLOW_TYPE_NODE, FALSE, TRUE },
    /* A subtype. */
    { FLOW_TYPE_SINK, FLOW_TYPE_DOCK, FALSE, TRUE },
    { FLOW_TYPE_NODE, G_TYPE_OBJECT, FALSE, TRUE },
    /* Not a parent type, unless conversions let GLib check each object
     * as it comes (GLib transforms any object type into any other).
     */
    { FLOW_TYPE_DOCK, FLOW_TYPE_SINK, FALSE, FALSE },
    { FLOW_TYPE_DOCK, FLOW_TYPE_SINK, TRUE, TRUE },
    /* Any, on either side. */
    { FLOW_TYPE_ANY, G_TYPE_DOUBLE, FALSE, TRUE },
    { G_TYPE_STRING, FLOW_TYPE_ANY, FALSE, TRUE },
    { FLOW_TYPE_NODE, FLOW_TYPE_ANY, FALSE, TRUE },
    /* Transformable, only with implicit conversions. */
    { G_TYPE_INT, G_TYPE_DOUBLE, TRUE, TRUE },
    { G_TYPE_INT, G_TYPE_DOUBLE, FALSE, FALSE },
    { G_TYPE_DOUBLE, G_TYPE_INT, TRUE, TRUE },
    { G_TYPE_INT, G_TYPE_STRING, TRUE, TRUE },
    /* Not transformable. */
    { G_TYPE_STRING, G_TYPE_DOUBLE, TRUE, FALSE },
    { FLOW_TYPE_NODE, G_TYPE_DOUBLE, TRUE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GType source = cases[i].source;
      GType sink = cases[i].sink;

      if (flow_dock_types_compatible (source, sink, cases[i].implicit) != cases[i].expected)
        g_error ("%s → %s (implicit conversions %s): expected %s",
                 g_type_name (source), g_type_name (sink),
                 cases[i].implicit ? "on" : "off",
                 cases[i].expected ? "compatible" : "incompatible");
    }
}

static void
test_dock_connections_model (Fixture       *fixture,
                             gconstpointer  data)
{
  FlowNode *consumer = add_consumer (fixture, "consumer", "a:double, b:double");
  FlowSink *a = flow_node_get_sink (consumer, "a");
  FlowSink *b = flow_node_get_sink (consumer, "b");
  GListModel *list = flow_dock_get_connections (FLOW_DOCK (fixture->out));
  FlowConnection *to_a, *to_b;
  g_autoptr(FlowConnection) item = NULL;

  g_assert_true (g_list_model_get_item_type (list) == FLOW_TYPE_CONNECTION);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  g_assert_true (flow_dock_get_connections (FLOW_DOCK (fixture->out)) == list);

  flow_test_record_changes (list);

  to_a = flow_test_connect (fixture->graph, fixture->out, a);
  flow_test_assert_changes (list, "0+1");
  to_b = flow_test_connect (fixture->graph, fixture->out, b);
  flow_test_assert_changes (list, "1+1");
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  g_assert_cmpuint (flow_dock_get_n_connections (FLOW_DOCK (fixture->out)), ==, 2);
  g_assert_true (flow_dock_is_connected (FLOW_DOCK (fixture->out)));

  item = g_list_model_get_item (list, 1);
  g_assert_true (item == to_b);
  g_assert_null (g_list_model_get_item (list, 2));

  g_assert_true (flow_graph_remove_connection (fixture->graph, to_a, NULL));
  flow_test_assert_changes (list, "0-1");
  g_assert_true (flow_graph_remove_connection (fixture->graph, to_b, NULL));
  flow_test_assert_changes (list, "0-1");
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (fixture->out)));
}

static void
test_dock_preconditions (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_DOUBLE);
  g_autoptr(FlowNode) node = flow_node_new ();
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);

#define CHECK(call) flow_test_expect_critical (FLOW_TEST_PRECONDITION, call)
  CHECK (flow_dock_get_name (NULL));
  CHECK (flow_dock_get_label (NULL));
  CHECK (flow_dock_set_label (NULL, "l"));
  CHECK (flow_dock_get_description (NULL));
  CHECK (flow_dock_set_description (NULL, "d"));
  CHECK (flow_dock_get_value_type (NULL));
  CHECK (flow_dock_get_node (NULL));
  CHECK (flow_dock_get_value (NULL));
  CHECK (flow_dock_set_value (NULL, &value));
  CHECK (flow_dock_has_value (NULL));
  CHECK (flow_dock_clear_value (NULL));
  CHECK (flow_dock_get_connections (NULL));
  CHECK (flow_dock_get_n_connections (NULL));
  CHECK (flow_dock_is_connected (NULL));
  CHECK (flow_sink_get_max_connections (NULL));
  CHECK (flow_sink_set_max_connections (NULL, 2));
  CHECK (flow_sink_get_default_value (NULL));
  CHECK (flow_sink_set_default_value (NULL, &value));
  CHECK (flow_sink_get_required (NULL));
  CHECK (flow_sink_set_required (NULL, TRUE));
  CHECK (flow_sink_is_full (NULL));
  /* A node where a dock belongs. */
  CHECK (flow_dock_set_value ((FlowDock *)node, &value));
  /* A source where a sink belongs. */
  {
    g_autoptr(FlowSource) source = flow_source_new ("out", G_TYPE_DOUBLE);

    CHECK (flow_sink_set_required ((FlowSink *)source, TRUE));
  }
  /* 0 and negative limits other than FLOW_SINK_UNLIMITED. */
  CHECK (flow_sink_set_max_connections (sink, 0));
  CHECK (flow_sink_set_max_connections (sink, -2));
#undef CHECK

  g_assert_cmpint (flow_sink_get_max_connections (sink), ==, 1);

  g_assert_finalize_object (g_steal_pointer (&sink));
  g_assert_finalize_object (g_steal_pointer (&node));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/flow/dock/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  g_test_add_func ("/flow/dock/construct", test_dock_construct);
  g_test_add_func ("/flow/dock/label", test_dock_label);
  g_test_add_func ("/flow/dock/description", test_dock_description);
  g_test_add_func ("/flow/dock/value/null", test_dock_null);
  g_test_add_func ("/flow/dock/value/property", test_dock_value_property);
  g_test_add_func ("/flow/dock/value/wrong-type", test_dock_wrong_type);
  g_test_add_func ("/flow/dock/value/conversion", test_dock_conversion);
  g_test_add_func ("/flow/dock/value/any", test_dock_any);
  g_test_add_func ("/flow/dock/value/typed", test_dock_typed);
  g_test_add_func ("/flow/dock/value/typed-defaults", test_dock_typed_defaults);
  g_test_add_func ("/flow/dock/type-description", test_dock_type_description);
  g_test_add_func ("/flow/dock/value/equal", test_dock_equal_value);
  g_test_add_func ("/flow/dock/types-compatible", test_dock_types_compatible);
  g_test_add_func ("/flow/dock/preconditions", test_dock_preconditions);
  ADD ("source/propagation", test_dock_propagation);
  ADD ("source/connect-delivers", test_dock_connect_delivers);
  ADD ("source/disconnect-delivers", test_dock_disconnect_delivers);
  ADD ("source/any", test_dock_any_source);
  ADD ("source/object-downcast", test_dock_object_downcast);
  ADD ("sink/default-value", test_dock_default_value);
  ADD ("sink/direct-value", test_dock_direct_sink_value);
  ADD ("sink/multi", test_dock_multi_sink_value);
  ADD ("sink/any", test_dock_any_sink);
  ADD ("connections-model", test_dock_connections_model);

#undef ADD

  return g_test_run ();
}

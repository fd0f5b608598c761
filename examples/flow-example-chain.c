/* flow-example-chain.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Builds the graph
 *
 *   a ──┐
 *       Add ──┐
 *   b ──┘     Multiply ── Print
 *   c ────────┘
 *
 * from three number nodes, two arithmetic nodes and a print node, and
 * shows values propagating through it, the errors the graph gives for a
 * wrong type and for a cycle, and a null value.
 *
 * The arithmetic and print nodes subclass FlowNode and do their work in
 * the sink_changed virtual function.
 */

#include <flow/flow.h>

#include <locale.h>

/* ExampleArithmetic: two number sinks, "a" and "b", and a number source,
 * "result", that is null while either sink is.
 */

typedef double (*ExampleOperation) (double a,
                                    double b);

#define EXAMPLE_TYPE_ARITHMETIC (example_arithmetic_get_type ())
G_DECLARE_FINAL_TYPE (ExampleArithmetic, example_arithmetic, EXAMPLE, ARITHMETIC, FlowNode)

struct _ExampleArithmetic
{
  FlowNode          parent_instance;

  ExampleOperation  operation;
  FlowDock         *a;
  FlowDock         *b;
  FlowDock         *result;
};

G_DEFINE_FINAL_TYPE (ExampleArithmetic, example_arithmetic, FLOW_TYPE_NODE)

static void
example_arithmetic_sink_changed (FlowNode *node,
                                 FlowSink *sink)
{
  ExampleArithmetic *self = EXAMPLE_ARITHMETIC (node);
  const GValue *a = flow_dock_get_value (self->a);
  const GValue *b = flow_dock_get_value (self->b);
  g_auto(GValue) result = G_VALUE_INIT;

  if (a == NULL || b == NULL)
    {
      flow_dock_clear_value (self->result);
      return;
    }

  g_value_init (&result, G_TYPE_DOUBLE);
  g_value_set_double (&result,
                      self->operation (g_value_get_double (a),
                                       g_value_get_double (b)));
  flow_dock_set_value (self->result, &result);
}

static void
example_arithmetic_class_init (ExampleArithmeticClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->sink_changed = example_arithmetic_sink_changed;
}

static void
example_arithmetic_init (ExampleArithmetic *self)
{
  FlowNode *node = FLOW_NODE (self);

  /* The node keeps its docks; these pointers are borrowed. */
  self->a = FLOW_DOCK (flow_sink_new ("a", G_TYPE_DOUBLE));
  self->b = FLOW_DOCK (flow_sink_new ("b", G_TYPE_DOUBLE));
  self->result = FLOW_DOCK (flow_source_new ("result", G_TYPE_DOUBLE));

  flow_node_add_dock (node, self->a);
  flow_node_add_dock (node, self->b);
  flow_node_add_dock (node, self->result);

  g_object_unref (self->a);
  g_object_unref (self->b);
  g_object_unref (self->result);
}

static FlowNode *
example_arithmetic_new (const char       *title,
                        ExampleOperation  operation)
{
  ExampleArithmetic *self = g_object_new (EXAMPLE_TYPE_ARITHMETIC,
                                          "title", title,
                                          NULL);

  self->operation = operation;

  return FLOW_NODE (self);
}

static double
add (double a,
     double b)
{
  return a + b;
}

static double
multiply (double a,
          double b)
{
  return a * b;
}

/* ExamplePrint: prints every value its "value" sink receives. */

#define EXAMPLE_TYPE_PRINT (example_print_get_type ())
G_DECLARE_FINAL_TYPE (ExamplePrint, example_print, EXAMPLE, PRINT, FlowNode)

struct _ExamplePrint
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (ExamplePrint, example_print, FLOW_TYPE_NODE)

static void
example_print_sink_changed (FlowNode *node,
                            FlowSink *sink)
{
  const GValue *value = flow_dock_get_value (FLOW_DOCK (sink));

  if (value == NULL)
    g_print ("print: null\n");
  else
    g_print ("print: %g\n", g_value_get_double (value));
}

static void
example_print_class_init (ExamplePrintClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->sink_changed = example_print_sink_changed;
}

static void
example_print_init (ExamplePrint *self)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("value", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sink));
}

/* A plain FlowNode with one source called "value". */
static FlowNode *
number_node_new (const char *title,
                 GType       value_type)
{
  FlowNode *node = flow_node_new ();
  g_autoptr(FlowSource) source = flow_source_new ("value", value_type);

  flow_node_set_title (node, title);
  flow_node_add_dock (node, FLOW_DOCK (source));

  return node;
}

static void
set_number (FlowNode *node,
            double    number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_print ("%s = %g\n", flow_node_get_title (node), number);

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_dock_set_value (FLOW_DOCK (flow_node_get_source (node, "value")), &value);
}

static void
connect_or_explain (FlowGraph  *graph,
                    FlowSource *source,
                    FlowSink   *sink)
{
  g_autoptr(GError) error = NULL;

  if (!flow_graph_add_connection (graph, source, sink, &error))
    g_print ("refused: %s\n", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = number_node_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowNode) b = number_node_new ("b", G_TYPE_DOUBLE);
  g_autoptr(FlowNode) c = number_node_new ("c", G_TYPE_DOUBLE);
  g_autoptr(FlowNode) label = number_node_new ("Label", G_TYPE_STRING);
  g_autoptr(FlowNode) sum = example_arithmetic_new ("Add", add);
  g_autoptr(FlowNode) product = example_arithmetic_new ("Multiply", multiply);
  g_autoptr(FlowNode) print = g_object_new (EXAMPLE_TYPE_PRINT, "title", "Print", NULL);
  const GValue *result;

  /* g_print () writes in the locale's character set. */
  setlocale (LC_ALL, "");

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_graph_add_node (graph, c);
  flow_graph_add_node (graph, label);
  flow_graph_add_node (graph, sum);
  flow_graph_add_node (graph, product);
  flow_graph_add_node (graph, print);

  /* These connections are all valid, so no error is asked for. */
  flow_graph_add_connection (graph, flow_node_get_source (a, "value"),
                             flow_node_get_sink (sum, "a"), NULL);
  flow_graph_add_connection (graph, flow_node_get_source (b, "value"),
                             flow_node_get_sink (sum, "b"), NULL);
  flow_graph_add_connection (graph, flow_node_get_source (sum, "result"),
                             flow_node_get_sink (product, "a"), NULL);
  flow_graph_add_connection (graph, flow_node_get_source (c, "value"),
                             flow_node_get_sink (product, "b"), NULL);
  flow_graph_add_connection (graph, flow_node_get_source (product, "result"),
                             flow_node_get_sink (print, "value"), NULL);

  /* Nothing is printed until every input has a value. */
  set_number (a, 2);
  set_number (b, 3);
  set_number (c, 4);
  set_number (a, 10);

  result = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (sum, "result")));
  g_print ("Add = %g\n", g_value_get_double (result));

  /* The graph refuses a text output on a number input, and a connection
   * that would close a cycle, and says why.
   */
  connect_or_explain (graph, flow_node_get_source (label, "value"),
                      flow_node_get_sink (sum, "b"));
  connect_or_explain (graph, flow_node_get_source (product, "result"),
                      flow_node_get_sink (sum, "a"));

  /* A disconnected input is null, and so is everything computed from it. */
  g_print ("disconnect c\n");
  flow_graph_disconnect_dock (graph, FLOW_DOCK (flow_node_get_source (c, "value")));

  return 0;
}

/* flow-demo-examples.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-examples.h"

#include "flow-demo-node-types.h"
#include "flow-demo-nodes.h"

/*
 * The example graphs of the demo, each built from scratch into a new
 * graph, with every node's position in the model.
 *
 * Columns are COLUMN canvas units apart, which leaves room for the widest
 * node and its wires; rows are laid out by hand for each example.
 */

#define COLUMN 260.0

typedef FlowGraph *(*BuildFunc) (void);

static FlowGraph *build_arithmetic (void);
static FlowGraph *build_colours (void);
static FlowGraph *build_logic (void);
static FlowGraph *build_refused (void);
static FlowGraph *build_time (void);
static FlowGraph *build_big_graph (void);
static FlowGraph *build_groups (void);

static const struct {
  const char *id;
  const char *title;
  BuildFunc   build;
} examples[] = {
  { "arithmetic", N_("Arithmetic"), build_arithmetic },
  { "colours", N_("Colours"), build_colours },
  { "logic", N_("Logic"), build_logic },
  { "refused", N_("Refused"), build_refused },
  { "time", N_("Time"), build_time },
  { "groups", N_("Groups"), build_groups },
  { "big-graph", N_("Big Graph"), build_big_graph },
};

/* Helpers */

static FlowNode *
add_node (FlowGraph  *graph,
          const char *type,
          const char *title,
          double      x,
          double      y)
{
  g_autoptr(FlowNode) node = flow_demo_create_node (type);

  if (title != NULL)
    flow_node_set_title (node, title);
  flow_node_set_position (node, x, y);
  flow_graph_add_node (graph, node);

  /* The graph keeps a reference. */
  return node;
}

static FlowNode *
add_value (FlowGraph    *graph,
           const char   *type,
           const char   *title,
           double        x,
           double        y,
           const GValue *value)
{
  FlowNode *node = add_node (graph, type, title, x, y);

  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), value);

  return node;
}

static FlowNode *
add_number (FlowGraph  *graph,
            const char *title,
            double      x,
            double      y,
            double      number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);

  return add_value (graph, "number", title, x, y, &value);
}

static FlowNode *
add_integer (FlowGraph  *graph,
             const char *title,
             double      x,
             double      y,
             int         number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_INT);
  g_value_set_int (&value, number);

  return add_value (graph, "integer", title, x, y, &value);
}

static FlowNode *
add_text (FlowGraph  *graph,
          const char *title,
          double      x,
          double      y,
          const char *text)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);

  return add_value (graph, "text", title, x, y, &value);
}

static FlowNode *
add_colour (FlowGraph  *graph,
            const char *title,
            double      x,
            double      y,
            const char *spec)
{
  g_auto(GValue) value = G_VALUE_INIT;
  GdkRGBA rgba;

  if (!gdk_rgba_parse (&rgba, spec))
    g_assert_not_reached ();

  g_value_init (&value, GDK_TYPE_RGBA);
  g_value_set_boxed (&value, &rgba);

  return add_value (graph, "colour", title, x, y, &value);
}

static void
connect (FlowGraph  *graph,
         FlowNode   *from,
         const char *source,
         FlowNode   *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;

  if (!flow_graph_add_connection (graph,
                                  flow_node_get_source (from, source),
                                  flow_node_get_sink (to, sink),
                                  &error))
    g_critical ("Example graph: %s", error->message);
}

/* Arithmetic: 3 apples at 0.75 each, plus 1.20 for the bag. The whole
 * number of apples becomes a number on its way into Multiply, and the
 * total becomes text in Format.
 */
static FlowGraph *
build_arithmetic (void)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *apples, *price, *bag, *multiply, *add, *format, *display, *total;

  apples = add_integer (graph, _("Apples"), 0, 0, 3);
  price = add_number (graph, _("Price Each"), 0, 150, 0.75);
  bag = add_number (graph, _("Bag"), COLUMN, 250, 1.20);

  multiply = add_node (graph, "multiply", NULL, COLUMN, 40);
  add = add_node (graph, "add", NULL, 2 * COLUMN, 110);
  format = add_node (graph, "format", NULL, 3 * COLUMN, 40);
  /* Translators: what the example's Format node writes, {} standing for
   * the total, as the node's own field shows it. */
  flow_demo_format_node_set_template (FLOW_DEMO_FORMAT_NODE (format), _("Total: {} €"));
  display = add_node (graph, "display", _("Receipt"), 4 * COLUMN, 60);
  total = add_node (graph, "display", _("Total"), 3 * COLUMN, 230);

  connect (graph, apples, "value", multiply, "a");
  connect (graph, price, "value", multiply, "b");
  connect (graph, multiply, "result", add, "a");
  connect (graph, bag, "value", add, "b");
  connect (graph, add, "result", format, "value");
  connect (graph, format, "text", display, "value");
  connect (graph, add, "result", total, "value");

  return graph;
}

/* Time: a live clock, work that takes time, and a node bypassed. The
 * oscillator produces values on its own, thirty times a second, which the
 * history never records; Slow Square computes in the background, showing
 * a spinner while the display after it waits (a new input cancels the
 * work under way, so it takes an input that the user edits); the muted
 * Multiply passes its first input on as it is.
 */
static FlowGraph *
build_time (void)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *clock, *scale, *scaled, *live, *input, *slow, *squared, *muted, *passed;

  clock = add_node (graph, "oscillator", _("Clock"), 0, 0);
  scale = add_number (graph, _("Scale"), 0, 130, 10);
  scaled = add_node (graph, "multiply", NULL, COLUMN, 20);
  live = add_node (graph, "display", _("Live"), 2 * COLUMN, 40);
  connect (graph, clock, "value", scaled, "a");
  connect (graph, scale, "value", scaled, "b");
  connect (graph, scaled, "result", live, "value");

  input = add_number (graph, _("Input"), 0, 300, 4);
  slow = add_node (graph, "slow-square", NULL, COLUMN, 270);
  squared = add_node (graph, "display", _("Squared, a Second Later"), 2 * COLUMN, 290);
  connect (graph, input, "value", slow, "value");
  connect (graph, slow, "result", squared, "value");

  muted = add_node (graph, "multiply", _("Muted Multiply"), COLUMN, 470);
  passed = add_node (graph, "display", _("Passed On"), 2 * COLUMN, 490);
  connect (graph, scale, "value", muted, "a");
  connect (graph, input, "value", muted, "b");
  connect (graph, muted, "result", passed, "value");
  flow_node_set_muted (muted, TRUE);

  return graph;
}

/* Colours: two colours mixed by a factor, previewed as a swatch. */
static FlowGraph *
build_colours (void)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *sky, *rose, *factor, *mix, *preview, *display, *sky_preview;

  sky = add_colour (graph, _("Sky"), 0, 0, "#3584e4");
  rose = add_colour (graph, _("Rose"), 0, 130, "#e01b24");
  factor = add_number (graph, _("Factor"), 0, 260, 0.45);

  mix = add_node (graph, "mix", NULL, COLUMN, 80);
  preview = add_node (graph, "preview", _("Mixed"), 2 * COLUMN, 30);
  display = add_node (graph, "display", _("Mixed Value"), 2 * COLUMN, 200);
  sky_preview = add_node (graph, "preview", _("Sky Alone"), COLUMN, -150);

  connect (graph, sky, "value", mix, "a");
  connect (graph, rose, "value", mix, "b");
  connect (graph, factor, "value", mix, "factor");
  connect (graph, mix, "result", preview, "colour");
  connect (graph, mix, "result", display, "value");
  connect (graph, sky, "value", sky_preview, "colour");

  return graph;
}

/* Groups: one "Lerp" group, a + (b − a) × t, used by three group nodes
 * that blend the same two numbers by their own factor. Entering one (a
 * double click, or Alt+Down) shows the three nodes inside; an edit there
 * changes all three.
 */
static FlowGraph *
build_groups (void)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(FlowGroup) lerp = flow_group_new (_("Lerp"));
  FlowGraph *inside = flow_group_get_graph (lerp);
  FlowNode *input = flow_group_get_input_node (lerp);
  FlowNode *output = flow_group_get_output_node (lerp);
  FlowNode *span, *scaled, *sum, *from, *to;
  static const struct
  {
    const char *title;
    const char *display;
    double      factor;
  } uses[] = {
    { N_("A Quarter"), N_("A Quarter of the Way"), 0.25 },
    { N_("Half"), N_("Half of the Way"), 0.5 },
    { N_("Three Quarters"), N_("Three Quarters of the Way"), 0.75 },
  };

  flow_dock_set_label (FLOW_DOCK (flow_group_add_input (lerp, "a", G_TYPE_DOUBLE, NULL)), _("A"));
  flow_dock_set_label (FLOW_DOCK (flow_group_add_input (lerp, "b", G_TYPE_DOUBLE, NULL)), _("B"));
  flow_dock_set_label (FLOW_DOCK (flow_group_add_input (lerp, "t", G_TYPE_DOUBLE, NULL)), _("Factor"));
  flow_dock_set_label (FLOW_DOCK (flow_group_add_output (lerp, "value", G_TYPE_DOUBLE, NULL)), _("Value"));
  flow_node_set_position (input, -COLUMN, 60);
  flow_node_set_position (output, 3 * COLUMN, 60);

  /* No wire passes behind a node: the sum above the line from A, the
   * difference below the one from the factor.
   */
  span = add_node (inside, "subtract", _("B − A"), 0, 170);
  scaled = add_node (inside, "multiply", _("× Factor"), COLUMN, 60);
  sum = add_node (inside, "add", _("A + …"), 2 * COLUMN, -60);
  connect (inside, input, "b", span, "a");
  connect (inside, input, "a", span, "b");
  connect (inside, span, "result", scaled, "a");
  connect (inside, input, "t", scaled, "b");
  connect (inside, input, "a", sum, "a");
  connect (inside, scaled, "result", sum, "b");
  connect (inside, sum, "result", output, "value");

  from = add_number (graph, _("From"), 0, 0, 10);
  to = add_number (graph, _("To"), 0, 150, 20);

  for (guint i = 0; i < G_N_ELEMENTS (uses); i++)
    {
      g_autoptr(FlowNode) node = flow_group_node_new (lerp);
      FlowNode *factor, *display;
      g_auto(GValue) value = G_VALUE_INIT;

      flow_node_set_title (node, _(uses[i].title));
      flow_node_set_position (node, 2 * COLUMN, i * 230.0);
      flow_graph_add_node (graph, node);

      g_value_init (&value, G_TYPE_DOUBLE);
      g_value_set_double (&value, uses[i].factor);
      factor = add_value (graph, "number", _("Factor"), 0, 300 + i * 120.0, &value);
      display = add_node (graph, "display", _(uses[i].display), 3 * COLUMN, i * 230.0);

      connect (graph, from, "value", node, "a");
      connect (graph, to, "value", node, "b");
      connect (graph, factor, "value", node, "t");
      connect (graph, node, "value", display, "value");
    }

  return graph;
}

/* Logic: a comparison picks one of two texts. Below it, the three states
 * a node can report: a Select with nothing at its required condition
 * ("missing input"), a Clamp whose bounds are the wrong way round
 * (warning) and a division by zero (error).
 */
static FlowGraph *
build_logic (void)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *temperature, *threshold, *compare, *warm, *cold, *select, *display;
  FlowNode *unset, *unset_display, *clamp, *clamp_display, *zero, *divide, *divide_display;

  temperature = add_number (graph, _("Temperature"), 0, 0, 24);
  threshold = add_number (graph, _("Threshold"), 0, 140, 20);
  compare = add_node (graph, "compare", NULL, COLUMN, 30);
  warm = add_text (graph, _("Warm"), COLUMN, 200, _("Warm"));
  cold = add_text (graph, _("Cold"), COLUMN, 330, _("Cold"));
  select = add_node (graph, "select", NULL, 2 * COLUMN, 90);
  display = add_node (graph, "display", _("Weather"), 3 * COLUMN, 110);

  connect (graph, temperature, "value", compare, "a");
  connect (graph, threshold, "value", compare, "b");
  connect (graph, compare, "result", select, "condition");
  connect (graph, warm, "value", select, "a");
  connect (graph, cold, "value", select, "b");
  connect (graph, select, "result", display, "value");

  /* Missing input: the condition is not connected. */
  unset = add_node (graph, "select", _("Select Without Condition"), 2 * COLUMN, 330);
  unset_display = add_node (graph, "display", _("Nothing Selected"), 3 * COLUMN, 350);
  connect (graph, warm, "value", unset, "a");
  connect (graph, cold, "value", unset, "b");
  connect (graph, unset, "result", unset_display, "value");

  /* Warning: the minimum (20) is above the unconnected maximum (1). */
  clamp = add_node (graph, "clamp", NULL, COLUMN, 480);
  clamp_display = add_node (graph, "display", _("Clamped"), 3 * COLUMN, 520);
  connect (graph, temperature, "value", clamp, "value");
  connect (graph, threshold, "value", clamp, "min");
  connect (graph, clamp, "result", clamp_display, "value");

  /* Error: division by zero. */
  zero = add_number (graph, _("Zero"), 0, 650, 0);
  divide = add_node (graph, "divide", NULL, COLUMN, 660);
  divide_display = add_node (graph, "display", _("Quotient"), 3 * COLUMN, 680);
  connect (graph, temperature, "value", divide, "a");
  connect (graph, zero, "value", divide, "b");
  connect (graph, divide, "result", divide_display, "value");

  return graph;
}

/* Refused: a chain the user can try to close into a loop, and a colour
 * that no number input takes. A note on the canvas says what to try.
 */
static FlowGraph *
build_refused (void)
{
  FlowGraph *graph = flow_graph_new ();
  FlowNode *note, *start, *step, *first, *second, *third, *display;

  note = add_node (graph, "note", _("Try It"), 0, -40);
  flow_demo_note_node_set_text (FLOW_DEMO_NOTE_NODE (note),
                                _("Drag a wire from the Sum of “Step 3” back to input A of "
                                "“Step 1”: the graph refuses it, because it would close a "
                                "cycle. A colour is refused by number inputs too: it cannot "
                                "be converted to a number."));

  start = add_number (graph, _("Start"), 0, 200, 1);
  step = add_number (graph, _("Step"), 0, 340, 1);
  first = add_node (graph, "add", "Step 1", COLUMN, 200);
  second = add_node (graph, "add", "Step 2", 2 * COLUMN, 240);
  third = add_node (graph, "add", "Step 3", 3 * COLUMN, 280);
  display = add_node (graph, "display", _("Result"), 4 * COLUMN, 300);
  add_colour (graph, "A Colour", 2 * COLUMN, 420, "#9141ac");

  connect (graph, start, "value", first, "a");
  connect (graph, step, "value", first, "b");
  connect (graph, first, "result", second, "a");
  connect (graph, step, "value", second, "b");
  connect (graph, second, "result", third, "a");
  connect (graph, step, "value", third, "b");
  connect (graph, third, "result", display, "value");

  return graph;
}

/* Big graph: a grid of FLOW_DEMO_BIG_GRAPH_ROWS × FLOW_DEMO_BIG_GRAPH_COLUMNS
 * nodes. The first column holds numbers; every other node adds its left
 * neighbour to the left neighbour of the row below (of the row above, in
 * the last row), so that every wire joins neighbours.
 *
 * Built column by column, every connection finds its inputs already
 * computed, so building costs one computation per node.
 */
static FlowGraph *
build_big_graph (void)
{
  FlowGraph *graph = flow_graph_new ();
  g_autofree FlowNode **previous = g_new0 (FlowNode *, FLOW_DEMO_BIG_GRAPH_ROWS);
  g_autofree FlowNode **current = g_new0 (FlowNode *, FLOW_DEMO_BIG_GRAPH_ROWS);
  FlowDemoNodeType *number_type = flow_demo_node_types_lookup ("number");
  FlowDemoNodeType *add_type = flow_demo_node_types_lookup ("add");
  const double column = 240, row = 180;

  flow_graph_begin_batch (graph);

  for (guint r = 0; r < FLOW_DEMO_BIG_GRAPH_ROWS; r++)
    {
      g_autoptr(FlowNode) node = flow_demo_node_type_create (number_type);
      g_auto(GValue) value = G_VALUE_INIT;

      g_value_init (&value, G_TYPE_DOUBLE);
      g_value_set_double (&value, r % 10);
      flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (node), &value);
      flow_node_set_position (node, 0, r * row);
      flow_graph_add_node (graph, node);
      previous[r] = node;
    }

  for (guint c = 1; c < FLOW_DEMO_BIG_GRAPH_COLUMNS; c++)
    {
      for (guint r = 0; r < FLOW_DEMO_BIG_GRAPH_ROWS; r++)
        {
          g_autoptr(FlowNode) node = flow_demo_node_type_create (add_type);

          flow_node_set_position (node, c * column, r * row);
          flow_graph_add_node (graph, node);
          connect (graph, previous[r], c == 1 ? "value" : "result", node, "a");
          connect (graph, previous[r + 1 < FLOW_DEMO_BIG_GRAPH_ROWS ? r + 1 : r - 1],
                   c == 1 ? "value" : "result", node, "b");
          current[r] = node;
        }

      memcpy (previous, current, sizeof (FlowNode *) * FLOW_DEMO_BIG_GRAPH_ROWS);
    }

  flow_graph_end_batch (graph);

  return graph;
}

/* Public API */

/**
 * flow_demo_example_get_ids:
 *
 * Gets the identifiers of the examples, in menu order; the first is the
 * one shown at start.
 *
 * Returns: (transfer none): a `NULL`-terminated array
 */
const char * const *
flow_demo_example_get_ids (void)
{
  static const char *ids[G_N_ELEMENTS (examples) + 1];

  if (ids[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
      ids[i] = examples[i].id;

  return ids;
}

/**
 * flow_demo_example_lookup:
 * @name: an identifier or a title, in any case ("big-graph", "Big Graph")
 *
 * Finds an example by name.
 *
 * Returns: (nullable): the example's identifier, or `NULL`
 */
const char *
flow_demo_example_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    if (g_ascii_strcasecmp (name, examples[i].id) == 0 ||
        g_ascii_strcasecmp (name, examples[i].title) == 0)
      return examples[i].id;

  return NULL;
}

/**
 * flow_demo_example_get_title:
 * @id: the identifier of an example
 *
 * Gets the user-visible title of an example.
 *
 * Returns: the title
 */
const char *
flow_demo_example_get_title (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    if (g_strcmp0 (id, examples[i].id) == 0)
      return _(examples[i].title);

  g_return_val_if_reached (NULL);
}

/**
 * flow_demo_example_build:
 * @id: the identifier of an example
 *
 * Builds an example into a new graph.
 *
 * Returns: (transfer full): the new graph
 */
FlowGraph *
flow_demo_example_build (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    if (g_strcmp0 (id, examples[i].id) == 0)
      return examples[i].build ();

  g_return_val_if_reached (NULL);
}

/**
 * flow_demo_example_find_node:
 * @graph: a graph
 * @title: the title of a node
 *
 * Finds the first node of @graph with the given title.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL`
 */
FlowNode *
flow_demo_example_find_node (FlowGraph  *graph,
                             const char *title)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (flow_node_get_title (node), title) == 0)
        return node; /* The graph keeps a reference. */
    }

  return NULL;
}

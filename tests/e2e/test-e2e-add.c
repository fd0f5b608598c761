/* test-e2e-add.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "xtest-utils.h"
#include "flow-gtk-test-utils.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-view-private.h"
#include "flow-test-utils.h"

#include <flow-gtk/flow-gtk.h>

/* Adding nodes by searching their types, with the real pointer and keys:
 * a wire dropped on empty canvas offers the types with a dock that fits
 * and connects the one chosen, in one step of the history; Shift+A offers
 * every type at the pointer; read-only views and wires that fit no type
 * offer nothing.
 */

typedef struct
{
  GtkWidget      *window;
  GtkWidget      *view;
  FlowGraph      *graph;
  FlowSerializer *serializer;
  FlowNode       *number;
} Fixture;

/* Node types: a number adder (two number inputs, one output), a text
 * printer (a text input), a counter (an integer output).
 */
static guint n_made;

static FlowNode *
create_node (const char *type_name,
             gpointer    user_data)
{
  n_made++;

  if (g_str_equal (type_name, "adder"))
    return flow_test_node_new ("Adder", "a:double,b:double", "sum:double");
  if (g_str_equal (type_name, "printer"))
    return flow_test_node_new ("Printer", "text:string", NULL);
  if (g_str_equal (type_name, "counter"))
    return flow_test_node_new ("Counter", NULL, "count:int");

  return NULL;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  static const char * const types[] = { "adder", "printer", "counter" };

  fixture->serializer = flow_serializer_new ();
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    flow_serializer_register_factory (fixture->serializer, types[i], create_node, NULL, NULL);

  fixture->graph = flow_graph_new ();
  fixture->number = flow_test_node_new ("Number", NULL, "value:double");
  flow_node_set_position (fixture->number, 60, 60);
  flow_graph_add_node (fixture->graph, fixture->number);
  g_object_unref (fixture->number);

  fixture->view = flow_gtk_view_new (fixture->graph);
  flow_gtk_view_set_serializer (FLOW_GTK_VIEW (fixture->view), fixture->serializer);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fixture->view), FALSE);
  fixture->window = xtest_show_window ("Flow add end-to-end", 1000, 700, fixture->view);

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
  g_clear_object (&fixture->serializer);
}

/* The list of node types the view shows, or NULL. */
static FlowGtkConnectPopover *
shown_list (Fixture *fixture)
{
  return (FlowGtkConnectPopover *) flow_gtk_test_shown_child (fixture->view, FLOW_GTK_TYPE_CONNECT_POPOVER);
}

static void
type_text (Fixture    *fixture,
           const char *text)
{
  xtest_type_text (fixture->view, text);
  xtest_spin (300);
}

/* Draws a wire from the number's output to the empty canvas at (@x, @y). */
static void
drop_wire (Fixture *fixture,
           double   x,
           double   y)
{
  graphene_point_t canvas, start;

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (fixture->view),
                                                  flow_node_get_dock (fixture->number, "value"),
                                                  &canvas));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view)),
                                      &canvas, &start);
  xtest_drag (fixture->view, 1, start.x, start.y, x, y, 12);
  xtest_spin (300);
}

static void
test_e2e_add_from_wire (Fixture       *fixture,
                        gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  FlowGtkConnectPopover *list;
  FlowNode *added;
  graphene_point_t at;

  drop_wire (fixture, 500, 400);

  /* Only the types with an input a number fits: the adder, and the
   * printer, since the graph converts numbers to text; not the counter,
   * which has no input.
   */
  g_assert_true (flow_graph_get_implicit_conversions (fixture->graph));
  list = shown_list (fixture);
  g_assert_nonnull (list);
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (list), ==, 2);

  /* Typing filters, Enter adds the first shown. */
  type_text (fixture, "add");
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (300);
  g_assert_null (shown_list (fixture));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 2);
  added = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 1);
  g_object_unref (added);
  g_assert_cmpstr (flow_node_get_title (added), ==, "Adder");

  /* Where the wire was dropped, connected to it at its first input. */
  _flow_gtk_view_widget_to_canvas (FLOW_GTK_VIEW (fixture->view), 500, 400, &at);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (added), at.x, 1);
  g_assert_cmpfloat_with_epsilon (flow_node_get_y (added), at.y, 1);
  g_assert_nonnull (flow_graph_find_connection (fixture->graph,
                                                flow_node_get_source (fixture->number, "value"),
                                                flow_node_get_sink (added, "a")));

  /* The new node has the focus; one Ctrl+Z takes node and wire away. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), added))));
  flow_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 0);

  /* Escape closes the list and adds nothing. */
  drop_wire (fixture, 500, 400);
  g_assert_nonnull (shown_list (fixture));
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (300);
  g_assert_null (shown_list (fixture));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 1);

  /* Let go outside the view, past the window's edge: nothing is
   * offered, as there is nowhere to put a node.
   */
  drop_wire (fixture, gtk_widget_get_width (fixture->view) + 150, gtk_widget_get_height (fixture->view) + 80);
  g_assert_null (shown_list (fixture));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 1);
}

static void
test_e2e_add_anywhere (Fixture       *fixture,
                       gconstpointer  data)
{
  FlowGtkConnectPopover *list;
  FlowNode *added;
  graphene_point_t at;

  /* Shift+A with the pointer on the canvas: every type, at the pointer. */
  xtest_click (fixture->view, 700, 500);
  xtest_key (fixture->view, GDK_KEY_Shift_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_a);
  xtest_key (fixture->view, GDK_KEY_Shift_L, FALSE);
  xtest_spin (300);
  list = shown_list (fixture);
  g_assert_nonnull (list);
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (list), ==, 3);

  type_text (fixture, "count");
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 2);
  added = g_list_model_get_item (G_LIST_MODEL (fixture->graph), 1);
  g_object_unref (added);
  g_assert_cmpstr (flow_node_get_title (added), ==, "Counter");
  _flow_gtk_view_widget_to_canvas (FLOW_GTK_VIEW (fixture->view), 700, 500, &at);
  g_assert_cmpfloat_with_epsilon (flow_node_get_x (added), at.x, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (fixture->graph)), ==, 0);

  /* Read-only: nothing is offered, by key or by wire. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (fixture->view), FALSE);
  xtest_click (fixture->view, 700, 600);
  xtest_key (fixture->view, GDK_KEY_Shift_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_a);
  xtest_key (fixture->view, GDK_KEY_Shift_L, FALSE);
  xtest_spin (300);
  g_assert_null (shown_list (fixture));
}

static void
test_e2e_add_nothing_fits (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(FlowNode) flag = flow_test_node_new ("Flag", NULL, "on:GdkRGBA");

  /* No registered type takes a colour: the wire drops as it always did. */
  flow_node_set_position (flag, 60, 300);
  flow_graph_add_node (fixture->graph, flag);
  xtest_spin (200);
  {
    graphene_point_t canvas, start;

    g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (fixture->view),
                                                    flow_node_get_dock (flag, "on"), &canvas));
    flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view)),
                                        &canvas, &start);
    xtest_drag (fixture->view, 1, start.x, start.y, 600, 500, 12);
    xtest_spin (300);
  }
  g_assert_null (shown_list (fixture));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 2);
}

/* Lets an output feed one input. */
static gboolean
one_wire_filter (FlowGraph   *graph,
                 FlowSource  *source,
                 FlowSink    *sink,
                 gboolean     types_compatible,
                 char       **reason,
                 gpointer     user_data)
{
  if (types_compatible && flow_dock_get_n_connections (FLOW_DOCK (source)) > 0)
    {
      *reason = g_strdup ("This output feeds one input.");
      return FALSE;
    }

  return types_compatible;
}

static void
test_e2e_add_refused (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(FlowNode) printer = flow_test_node_new ("Printer", "text:string", NULL);
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  GtkWidget *list;

  g_test_summary ("A wire dropped on the canvas from a dock the graph lets take no "
                  "other wire (an output the application's filter lets feed one "
                  "input, which feeds one) offers no node, which could not be "
                  "connected, and says why where it was dropped, as the connect "
                  "list offers nothing there.");

  flow_graph_set_connection_filter (fixture->graph, one_wire_filter, NULL, NULL);
  flow_node_set_position (printer, 400, 60);
  flow_graph_add_node (fixture->graph, printer);
  flow_test_connect (fixture->graph, flow_node_get_source (fixture->number, "value"),
                     flow_node_get_sink (printer, "text"));
  xtest_spin (200);

  /* The lists agree: nothing to connect, nothing to add. */
  list = g_object_ref_sink (flow_gtk_connect_popover_new (fixture->graph, fixture->number, NULL,
                                                          FLOW_GTK_CONNECT_POPOVER_CONNECT));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 0);
  g_object_unref (list);
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (fixture->graph, fixture->serializer,
                                                              flow_node_get_dock (fixture->number, "value"),
                                                              &at));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 0);
  g_assert_cmpstr (flow_gtk_connect_popover_get_refusal (FLOW_GTK_CONNECT_POPOVER (list)), ==,
                   "This output feeds one input.");
  g_object_unref (list);

  /* Dropped: no list, and the reason at the drop. */
  drop_wire (fixture, 500, 400);
  g_assert_null (shown_list (fixture));
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (fixture->view)), ==,
                   "This output feeds one input.");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 2);

  /* Free again, it offers what fits, and connects it. */
  flow_graph_disconnect_dock (fixture->graph, flow_node_get_dock (fixture->number, "value"));
  drop_wire (fixture, 500, 400);
  g_assert_nonnull (shown_list (fixture));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (shown_list (fixture)), ==, 2);
  g_assert_null (flow_gtk_connect_popover_get_refusal (shown_list (fixture)));
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (300);
}

/* The texts of the choices of @list, in order. */
static GPtrArray *
row_texts (GtkWidget *list)
{
  FlowGtkConnectPopover *popover = FLOW_GTK_CONNECT_POPOVER (list);
  GPtrArray *texts = g_ptr_array_new ();

  for (guint i = 0; i < flow_gtk_connect_popover_get_n_choices (popover); i++)
    g_ptr_array_add (texts, (gpointer) flow_gtk_connect_popover_get_choice_text (popover, i));

  return texts;
}

/* A list of node types makes a node of each type once per serializer:
 * opened again, with or without a wire, it reads what it read; a type
 * registered later is made when the next list opens.
 */
static void
test_add_types_made_once (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) number = flow_test_node_new ("Number", NULL, "value:double");
  static const char * const types[] = { "adder", "printer", "counter" };
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  GtkWidget *list;

  g_test_summary ("Each node type is made once per serializer to list it, "
                  "however often a list opens.");

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    flow_serializer_register_factory (serializer, types[i], create_node, NULL, NULL);
  flow_graph_add_node (graph, number);

  n_made = 0;
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer, NULL, &at));
  g_assert_cmpuint (n_made, ==, 3);
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 3);
  {
    g_autoptr(GPtrArray) texts = row_texts (list);

    g_assert_cmpuint (texts->len, ==, 3);
    g_assert_cmpstr (texts->pdata[0], ==, "Adder");
    g_assert_cmpstr (texts->pdata[1], ==, "Printer");
    g_assert_cmpstr (texts->pdata[2], ==, "Counter");
  }
  g_object_unref (list);

  /* From a wire: the types that fit it, at the dock that does, read from
   * what the first list kept.
   */
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer,
                                                              FLOW_DOCK (flow_node_get_source (number, "value")),
                                                              &at));
  g_assert_cmpuint (n_made, ==, 3);
  {
    g_autoptr(GPtrArray) texts = row_texts (list);

    g_assert_cmpuint (texts->len, ==, 2);
    g_assert_cmpstr (texts->pdata[0], ==, "Adder, input a");
    g_assert_cmpstr (texts->pdata[1], ==, "Printer, input text");
  }
  g_object_unref (list);

  /* A type registered since. */
  flow_serializer_register_factory (serializer, "late", create_node, NULL, NULL);
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer, NULL, &at));
  g_assert_cmpuint (n_made, ==, 4);
  g_object_unref (list);
}

static FlowNode *
describe_node (const char *type_name,
               gpointer    user_data)
{
  guint *n_described = user_data;

  (*n_described)++;

  /* Described otherwise than made, to tell which the list read. */
  if (g_str_equal (type_name, "adder"))
    return flow_test_node_new ("Described adder", "b:double", "sum:double");
  if (g_str_equal (type_name, "printer"))
    return flow_test_node_new ("Described printer", "text:string", NULL);

  return NULL;
}

/* With a describe function, the list reads the descriptions and makes
 * nodes only of the types it does not describe.
 */
static void
test_add_types_described (void)
{
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) number = flow_test_node_new ("Number", NULL, "value:double");
  static const char * const types[] = { "adder", "printer", "counter" };
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  guint n_described = 0;
  GtkWidget *list;

  g_test_summary ("The list of node types to add reads the serializer's "
                  "descriptions of them.");

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    flow_serializer_register_factory (serializer, types[i], create_node, NULL, NULL);
  flow_serializer_set_describe_func (serializer, describe_node, &n_described, NULL);
  flow_graph_add_node (graph, number);

  n_made = 0;
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer,
                                                              FLOW_DOCK (flow_node_get_source (number, "value")),
                                                              &at));
  g_assert_cmpuint (n_described, ==, 3);
  g_assert_cmpuint (n_made, ==, 1);
  {
    g_autoptr(GPtrArray) texts = row_texts (list);

    g_assert_cmpuint (texts->len, ==, 2);
    g_assert_cmpstr (texts->pdata[0], ==, "Described adder, input b");
    g_assert_cmpstr (texts->pdata[1], ==, "Described printer, input text");
  }
  g_object_unref (list);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/e2e/add/types-made-once", test_add_types_made_once);
  g_test_add_func ("/flow-gtk/e2e/add/types-described", test_add_types_described);
  g_test_add ("/flow-gtk/e2e/add/from-wire", Fixture, NULL,
              fixture_setup, test_e2e_add_from_wire, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/add/anywhere", Fixture, NULL,
              fixture_setup, test_e2e_add_anywhere, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/add/nothing-fits", Fixture, NULL,
              fixture_setup, test_e2e_add_nothing_fits, fixture_teardown);
  g_test_add ("/flow-gtk/e2e/add/refused", Fixture, NULL,
              fixture_setup, test_e2e_add_refused, fixture_teardown);

  return g_test_run ();
}

/* test-frame.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <string.h>

/* Frames: membership by where nodes lie, nesting, undo of their settings
 * as one step, copies, files and what a file may not say.
 */

static FlowNode *
add_frame (FlowGraph *graph,
           double     x,
           double     y,
           double     width,
           double     height)
{
  g_autoptr(FlowNode) frame = flow_frame_new ();

  flow_frame_set_bounds (FLOW_FRAME (frame), x, y, width, height);
  flow_graph_add_node (graph, frame);

  return frame;
}

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          double      x,
          double      y)
{
  g_autoptr(FlowNode) node = flow_test_node_new (title, "in:double", "out:double");

  flow_node_set_position (node, x, y);
  flow_graph_add_node (graph, node);

  return node;
}

static void
test_frame_members (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *outer = add_frame (graph, 0, 0, 1000, 800);
  FlowNode *inner = add_frame (graph, 100, 100, 400, 300);
  FlowNode *a = add_node (graph, "A", 150, 150);
  FlowNode *b = add_node (graph, "B", 600, 150);
  FlowNode *c = add_node (graph, "C", 1200, 150);
  FlowNode *edge = add_node (graph, "Edge", 500, 100);
  g_autoptr(GListModel) outer_members = NULL;
  g_autoptr(GListModel) inner_members = NULL;
  g_autoptr(FlowNode) first = NULL;

  /* The smallest frame holding the node's corner. */
  g_assert_true (flow_frame_find_for_node (a) == FLOW_FRAME (inner));
  g_assert_true (flow_frame_find_for_node (b) == FLOW_FRAME (outer));
  g_assert_null (flow_frame_find_for_node (c));
  /* The right edge is outside. */
  g_assert_true (flow_frame_find_for_node (edge) == FLOW_FRAME (outer));
  /* Frames nest; the larger is in none. */
  g_assert_true (flow_frame_find_for_node (inner) == FLOW_FRAME (outer));
  g_assert_null (flow_frame_find_for_node (outer));

  outer_members = flow_frame_list_members (FLOW_FRAME (outer));
  inner_members = flow_frame_list_members (FLOW_FRAME (inner));
  g_assert_cmpuint (g_list_model_get_n_items (outer_members), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (inner_members), ==, 1);
  first = g_list_model_get_item (inner_members, 0);
  g_assert_true (first == a);

  /* Moved out, a node leaves; moved in, it joins. */
  flow_node_set_position (a, 700, 500);
  g_assert_true (flow_frame_find_for_node (a) == FLOW_FRAME (outer));
  flow_node_set_position (c, 120, 120);
  g_assert_true (flow_frame_find_for_node (c) == FLOW_FRAME (inner));

  /* Two frames of one size at one place do not hold each other. */
  {
    FlowNode *twin = add_frame (graph, 100, 100, 400, 300);

    g_assert_true (flow_frame_find_for_node (twin) == FLOW_FRAME (outer));
    g_assert_true (flow_frame_find_for_node (inner) == FLOW_FRAME (outer));
    /* The node takes the later of the two. */
    g_assert_true (flow_frame_find_for_node (c) == FLOW_FRAME (twin));
  }

  /* Outside a graph a node is in no frame, and a frame has no members. */
  {
    g_autoptr(FlowNode) loose = flow_frame_new ();
    g_autoptr(GListModel) none = flow_frame_list_members (FLOW_FRAME (loose));

    g_assert_null (flow_frame_find_for_node (loose));
    g_assert_cmpuint (g_list_model_get_n_items (none), ==, 0);
    g_assert_true (flow_frame_contains_point (FLOW_FRAME (loose), 0, 0));
    g_assert_false (flow_frame_contains_point (FLOW_FRAME (loose), 320, 0));
  }
}

static void
test_frame_history (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *frame = add_frame (graph, 10, 20, 300, 200);
  FlowFrame *f = FLOW_FRAME (frame);
  guint steps = flow_history_get_n_undo_steps (history);

  flow_frame_set_bounds (f, 0, 0, 640, 480);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Resize Frame");

  flow_frame_set_text (f, "Notes");
  flow_frame_set_color (f, FLOW_FRAME_COLOR_GREEN);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 3);

  /* Collapsing is an edit too; it keeps the rectangle. */
  flow_frame_set_collapsed (f, TRUE);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 4);
  g_assert_cmpfloat (flow_frame_get_height (f), ==, 480);
  flow_history_undo (history);
  g_assert_false (flow_frame_get_collapsed (f));

  flow_history_undo (history);
  g_assert_cmpint (flow_frame_get_color (f), ==, FLOW_FRAME_COLOR_NONE);
  flow_history_undo (history);
  g_assert_cmpstr (flow_frame_get_text (f), ==, "");
  flow_history_undo (history);
  g_assert_cmpfloat (flow_node_get_x (frame), ==, 10);
  g_assert_cmpfloat (flow_node_get_y (frame), ==, 20);
  g_assert_cmpfloat (flow_frame_get_width (f), ==, 300);
  g_assert_cmpfloat (flow_frame_get_height (f), ==, 200);

  flow_history_redo (history);
  g_assert_cmpfloat (flow_frame_get_width (f), ==, 640);
  g_assert_cmpfloat (flow_frame_get_height (f), ==, 480);
  g_assert_cmpfloat (flow_node_get_x (frame), ==, 0);

  /* Fitting is an edit: a frame resized by hand keeps its size. */
  g_assert_true (flow_frame_get_fit_members (f));
  flow_frame_set_fit_members (f, FALSE);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 2);
  g_assert_false (flow_frame_get_fit_members (f));
  flow_frame_set_fit_members (f, FALSE);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 2);
  flow_history_undo (history);
  g_assert_true (flow_frame_get_fit_members (f));
  flow_history_redo (history);
  g_assert_false (flow_frame_get_fit_members (f));

  /* NULL text is no text. */
  flow_frame_set_text (f, "x");
  flow_frame_set_text (f, NULL);
  g_assert_cmpstr (flow_frame_get_text (f), ==, "");
}

static void
test_frame_file (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(FlowNode) back = NULL;
  FlowNode *frame = add_frame (graph, 40, 60, 500, 250);

  flow_node_set_title (frame, "Sources");
  flow_frame_set_text (FLOW_FRAME (frame), "Two lines\nof text");
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_PURPLE);
  flow_frame_set_collapsed (FLOW_FRAME (frame), TRUE);

  /* A frame that fits its members, the default, says nothing of it. */
  text = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_null (strstr (text, "fit-members"));
  g_clear_pointer (&text, g_free);
  flow_frame_set_fit_members (FLOW_FRAME (frame), FALSE);

  text = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_nonnull (strstr (text, "\"type\" : \"FlowFrame\""));
  g_assert_nonnull (strstr (text, "\"color\" : \"purple\""));

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, text, -1, &error));
  g_assert_no_error (error);
  back = g_list_model_get_item (G_LIST_MODEL (loaded), 0);
  g_assert_true (FLOW_IS_FRAME (back));
  g_assert_cmpstr (flow_node_get_title (back), ==, "Sources");
  g_assert_cmpstr (flow_frame_get_text (FLOW_FRAME (back)), ==, "Two lines\nof text");
  g_assert_cmpint (flow_frame_get_color (FLOW_FRAME (back)), ==, FLOW_FRAME_COLOR_PURPLE);
  g_assert_cmpfloat (flow_frame_get_width (FLOW_FRAME (back)), ==, 500);
  g_assert_cmpfloat (flow_frame_get_height (FLOW_FRAME (back)), ==, 250);
  g_assert_cmpfloat (flow_node_get_x (back), ==, 40);
  g_assert_true (flow_frame_get_collapsed (FLOW_FRAME (back)));
  g_assert_nonnull (strstr (text, "\"collapsed\" : true"));
  g_assert_false (flow_frame_get_fit_members (FLOW_FRAME (back)));
  g_assert_nonnull (strstr (text, "\"fit-members\" : false"));

  again = flow_serializer_save_to_data (serializer, loaded, NULL);
  g_assert_cmpstr (again, ==, text);
}

/* What a file may not say of a frame is refused, and the graph it was
 * loaded into keeps what it had.
 */
static void
test_frame_file_errors (void)
{
  static const struct {
    const char *data;
    const char *message;
  } cases[] = {
    { "[]", "The frame’s data is not an object." },
    { "{ \"width\" : -1 }", "The frame’s “width” is not a number of at least 0." },
    { "{ \"height\" : \"tall\" }", "The frame’s “height” is not a number of at least 0." },
    { "{ \"text\" : 3 }", "The frame’s text is not a string." },
    { "{ \"color\" : \"none\" }", "The frame’s colour is not one of red, orange, yellow, green, blue and purple." },
    { "{ \"color\" : \"teal\" }", "The frame’s colour is not one of red, orange, yellow, green, blue and purple." },
    { "{ \"depth\" : 1 }", "The frame’s data has an unknown member “depth”." },
    { "{ \"collapsed\" : 1 }", "The frame’s “collapsed” is not true or false." },
    { "{ \"fit-members\" : \"no\" }", "The frame’s “fit-members” is not true or false." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(FlowGraph) graph = flow_graph_new ();
      g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf ("{ \"format\" : 1, \"nodes\" : [ "
                                               "{ \"id\" : 1, \"type\" : \"FlowFrame\", \"x\" : 0, \"y\" : 0, "
                                               "\"data\" : %s } ] }", cases[i].data);
      FlowNode *kept = add_node (graph, "Kept", 0, 0);

      g_assert_false (flow_serializer_load_from_data (serializer, graph, text, -1, &error));
      g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
      /* After where it is in the file, in a sentence of its own. */
      g_assert_nonnull (strstr (error->message, cases[i].message + 1));
      flow_test_assert_sentence (error->message);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
      g_assert_true (flow_node_get_graph (kept) == graph);
    }
}

/* A frame has no docks, so nothing flows through it, and copies keep its
 * settings (group definitions and pastes are made of copies).
 */
static void
test_frame_copy (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autofree char *clip = NULL;
  g_autoptr(GListModel) pasted_list = NULL;
  FlowNode *frame = add_frame (graph, 0, 0, 200, 100);
  FlowNode *node = add_node (graph, "In", 20, 40);
  guint n;

  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (frame)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (frame)), ==, 0);

  /* It takes none: a programmer's error. */
  {
    g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_DOUBLE);

    g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, "*!FLOW_IS_FRAME*");
    flow_node_add_dock (frame, FLOW_DOCK (sink));
    g_test_assert_expected_messages ();
    g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (frame)), ==, 0);
  }

  flow_frame_set_text (FLOW_FRAME (frame), "Copied");
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_BLUE);
  g_ptr_array_add (nodes, frame);
  g_ptr_array_add (nodes, node);
  clip = flow_serializer_save_nodes_to_data (serializer, (FlowNode **)nodes->pdata, nodes->len, NULL);
  g_assert_nonnull (clip);
  pasted_list = flow_serializer_paste (serializer, graph, clip, -1, 500, 500, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pasted_list), ==, 2);

  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_assert_cmpuint (n, ==, 4);
  {
    g_autoptr(FlowNode) pasted = g_list_model_get_item (G_LIST_MODEL (graph), 2);
    g_autoptr(FlowNode) pasted_node = g_list_model_get_item (G_LIST_MODEL (graph), 3);

    g_assert_true (FLOW_IS_FRAME (pasted));
    g_assert_cmpstr (flow_frame_get_text (FLOW_FRAME (pasted)), ==, "Copied");
    g_assert_cmpint (flow_frame_get_color (FLOW_FRAME (pasted)), ==, FLOW_FRAME_COLOR_BLUE);
    g_assert_cmpfloat (flow_frame_get_width (FLOW_FRAME (pasted)), ==, 200);
    /* The pasted node lies in the pasted frame as it did in the first. */
    g_assert_true (flow_frame_find_for_node (pasted_node) == FLOW_FRAME (pasted));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/frame/members", test_frame_members);
  g_test_add_func ("/flow/frame/history", test_frame_history);
  g_test_add_func ("/flow/frame/file", test_frame_file);
  g_test_add_func ("/flow/frame/file-errors", test_frame_file_errors);
  g_test_add_func ("/flow/frame/copy", test_frame_copy);

  return g_test_run ();
}

/* test-gst-dot.c: pipeline dumps that GStreamer itself wrote, read back
 * into element nodes and played.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-caps.h"
#include "flow-gst-dot.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-player.h"
#include "gst-test-utils.h"

#include <glib/gstdio.h>
#include <string.h>

/* The dump of @line, made by GStreamer with the pipeline paused (so that
 * request and sometimes pads exist, and caps are negotiated).
 */
static char *
dump_of (const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GstElement) pipeline = gst_parse_launch (line, &error);
  char *data;

  g_assert_no_error (error);
  g_assert_cmpint (gst_element_set_state (pipeline, GST_STATE_PAUSED), !=, GST_STATE_CHANGE_FAILURE);
  g_assert_cmpint (gst_element_get_state (pipeline, NULL, NULL, 10 * GST_SECOND), ==, GST_STATE_CHANGE_SUCCESS);
  data = gst_debug_bin_to_dot_data (GST_BIN (pipeline), GST_DEBUG_GRAPH_SHOW_ALL);
  gst_element_set_state (pipeline, GST_STATE_NULL);

  return data;
}

static FlowNode *
node_named (FlowGraph  *graph,
            const char *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (GST_OBJECT_NAME (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node))), name) == 0)
        return node;
    }

  g_error ("No node for the element %s", name);
}

static FlowNode *
node_of_factory (FlowGraph  *graph,
                 const char *factory)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_str_equal (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (node)), factory))
        return node;
    }

  g_error ("No node of %s", factory);
}

static gboolean
linked (FlowGraph  *graph,
        const char *from,
        const char *source,
        const char *to,
        const char *sink)
{
  return flow_graph_find_connection (graph, flow_node_get_source (node_named (graph, from), source),
                                     flow_node_get_sink (node_named (graph, to), sink)) != NULL;
}

static void
test_dot_tee (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *a = g_build_filename (dir, "a.wav", NULL);
  g_autofree char *b = g_build_filename (dir, "b.wav", NULL);
  g_autofree char *line = g_strdup_printf ("audiotestsrc name=src num-buffers=40 freq=880 wave=square ! "
                                           "audio/x-raw,rate=22050 ! tee name=t ! queue name=q ! "
                                           "wavenc name=enc ! filesink name=out location=\"%s\" "
                                           "t. ! queue name=\"second queue\" ! wavenc name=enc2 ! "
                                           "filesink name=out2 location=\"%s\"", a, b);
  g_autofree char *dump = dump_of (line);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  GstElement *src;
  double freq;
  int wave;
  g_autofree char *location = NULL;
  GstCaps *caps = NULL;
  g_autoptr(GstCaps) expected = gst_caps_from_string ("audio/x-raw, rate=(int)22050");

  /* Paused, the sinks made their files: the imported graph writes them. */
  g_unlink (a);
  g_unlink (b);

  nodes = flow_gst_dot_import (graph, serializer, dump, notes, &error);
  g_assert_no_error (error);
  g_assert_nonnull (nodes);
  for (guint i = 0; i < notes->len; i++)
    g_test_message ("note: %s", (char *) g_ptr_array_index (notes, i));
  g_assert_cmpuint (notes->len, ==, 0);

  /* The pipeline's own elements, with their names and settings. */
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 9);
  src = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node_named (graph, "src")));
  g_object_get (src, "freq", &freq, "wave", &wave, NULL);
  g_assert_cmpfloat (freq, ==, 880);
  g_assert_cmpint (wave, ==, 1);
  g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node_named (graph, "out2"))),
                "location", &location, NULL);
  g_assert_cmpstr (location, ==, b);
  g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node_of_factory (graph, "capsfilter"))),
                "caps", &caps, NULL);
  g_assert_nonnull (caps);
  g_assert_true (gst_caps_is_equal (caps, expected));
  gst_caps_unref (caps);
  node_named (graph, "second queue");

  /* Its links, the tee's request pads as docks of their own. */
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 8);
  g_assert_nonnull (flow_graph_find_connection (graph, flow_node_get_source (node_named (graph, "src"), "src"),
                                                flow_node_get_sink (node_of_factory (graph, "capsfilter"), "sink")));
  g_assert_true (linked (graph, "t", "src_0", "q", "sink"));
  g_assert_true (linked (graph, "t", "src_1", "second queue", "sink"));
  g_assert_true (linked (graph, "second queue", "src", "enc2", "sink"));
  g_assert_true (linked (graph, "enc2", "src", "out2", "sink"));

  /* And it plays: both files, at the dump's rate. */
  g_assert_true (gst_test_play_to_eos (player, 30));
  /* 40 buffers of 1024 samples at 22050 Hz: 1.86 s. */
  gst_test_check_wav (a, 22050, 1850 * GST_MSECOND, 1870 * GST_MSECOND);
  gst_test_check_wav (b, 22050, 1850 * GST_MSECOND, 1870 * GST_MSECOND);

  g_unlink (a);
  g_unlink (b);
  g_rmdir (dir);
}

static void
make_wav (const char *path)
{
  g_autofree char *line = g_strdup_printf ("audiotestsrc num-buffers=20 ! audio/x-raw,rate=16000 ! "
                                           "wavenc ! filesink location=\"%s\"", path);

  gst_test_run_line (line);
}

static void
test_dot_decodebin (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *in = g_build_filename (dir, "in.wav", NULL);
  g_autofree char *out = g_build_filename (dir, "out.wav", NULL);
  g_autofree char *line = NULL;
  g_autofree char *dump = NULL;
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;

  make_wav (in);
  line = g_strdup_printf ("filesrc name=in location=\"%s\" ! decodebin name=dec ! "
                          "audioconvert name=conv ! wavenc ! filesink location=\"%s\"", in, out);
  dump = dump_of (line);
  g_unlink (out);

  /* decodebin's own children stay inside it; its sometimes pad's link
   * is a wire from the template's dock.
   */
  nodes = flow_gst_dot_import (graph, serializer, dump, notes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 5);
  /* The dump lists decodebin's caps, its own, cut: no note for them. */
  for (guint i = 0; i < notes->len; i++)
    g_test_message ("note: %s", (char *) g_ptr_array_index (notes, i));
  g_assert_cmpuint (notes->len, ==, 0);
  g_assert_true (linked (graph, "dec", "src_%u", "conv", "sink"));
  g_assert_true (linked (graph, "in", "src", "dec", "sink"));

  g_assert_true (gst_test_play_to_eos (player, 30));
  /* 20 buffers of 1024 samples at 16 kHz: 1.28 s. */
  gst_test_check_wav (out, 16000, 1270 * GST_MSECOND, 1290 * GST_MSECOND);

  g_unlink (in);
  g_unlink (out);
  g_rmdir (dir);
}

static void
test_dot_cut_value (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *name = g_strnfill (120, 'x');
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *line = g_strdup_printf ("audiotestsrc num-buffers=1 ! filesink name=out location=\"%s\"", path);
  g_autofree char *dump = dump_of (line);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *location = NULL;

  g_test_summary ("GStreamer cuts long values in its dumps: such a value is left "
                  "out with a note, not read as it was cut.");
  g_unlink (path);

  nodes = flow_gst_dot_import (graph, serializer, dump, notes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (notes->len, ==, 1);
  g_test_message ("%s", (char *) g_ptr_array_index (notes, 0));
  g_assert_nonnull (strstr (g_ptr_array_index (notes, 0), "location"));
  g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node_named (graph, "out"))),
                "location", &location, NULL);
  g_assert_null (location);

  g_rmdir (dir);
}

static void
test_dot_bin (void)
{
  g_autofree char *dump = dump_of ("audiotestsrc name=src num-buffers=1 ! "
                                   "bin. ( name=mine audioconvert ! fakesink )");
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("A bin of the user's own is left out with a note, not shown empty.");

  nodes = flow_gst_dot_import (graph, serializer, dump, notes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 1);
  node_named (graph, "src");
  g_assert_cmpuint (notes->len, ==, 1);
  g_test_message ("%s", (char *) g_ptr_array_index (notes, 0));
  g_assert_nonnull (strstr (g_ptr_array_index (notes, 0), "mine"));
}

static void
test_dot_bad (void)
{
  const char *bad[] = {
    "",
    "this is not dot {",
    "graph g { a -- b }",
    "digraph g { a -> b }",
    "digraph g { subgraph cluster_x { label=\"GstNoSuchElement\\nmine\\n[>]\"; } }",
  };
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();

  flow_node_set_title (gst_test_add (graph, "fakesink", NULL), "kept");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GListModel) nodes = flow_gst_dot_import (graph, serializer, bad[i], NULL, &error);

      g_assert_null (nodes);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/dot/tee", test_dot_tee);
  g_test_add_func ("/gst/dot/decodebin", test_dot_decodebin);
  g_test_add_func ("/gst/dot/cut-value", test_dot_cut_value);
  g_test_add_func ("/gst/dot/bin", test_dot_bin);
  g_test_add_func ("/gst/dot/bad", test_dot_bad);

  return g_test_run ();
}

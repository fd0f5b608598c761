/* test-gst-play-runs.c: what a play leaves behind, played by real
 * GStreamer through the model API: the appsink's frames across seeks,
 * the properties elements change themselves, a link Play cannot make,
 * and the end of a pipeline with a pad left unwired.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <string.h>

#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "flow-gst-player.h"
#include "gst-test-utils.h"

#include <glib/gstdio.h>

/* Seeks to 1, 2 and 3 s, a little time between. */
static void
seek_three_times (FlowGstPlayer *player)
{
  for (guint i = 0; i < 3; i++)
    {
      gint64 end = g_get_monotonic_time () + 300 * 1000;

      g_assert_true (flow_gst_player_seek (player, (i + 1) * GST_SECOND));
      while (g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
    }
}

static void
test_appsink_seek (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *caps, *sink;
  gint64 end;

  g_test_summary ("Seeking while an appsink's node shows a frame: appsink reuses the "
                  "sample it hands out and sets the new caps on it after the flush, "
                  "so the node keeps a sample of its own (GStreamer's critical, "
                  "gst_sample_set_caps on a sample that is not writable, before).");

  src = gst_test_add (graph, "videotestsrc", "num-buffers", "400", NULL);
  caps = gst_test_add (graph, "capsfilter", "caps", "video/x-raw,format=RGBA,width=32,height=24,framerate=50/1", NULL);
  sink = gst_test_add (graph, "appsink", NULL);
  gst_test_connect (graph, src, "src", caps, "sink");
  gst_test_connect (graph, caps, "src", sink, "sink");

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  /* A frame shown. */
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (flow_gst_element_node_get_sample (FLOW_GST_ELEMENT_NODE (sink)) == NULL &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (flow_gst_element_node_get_sample (FLOW_GST_ELEMENT_NODE (sink)));

  /* Flushing seeks, playing and paused, each followed by frames. */
  seek_three_times (player);
  g_assert_true (flow_gst_player_pause (player, &error));
  g_assert_no_error (error);
  seek_three_times (player);
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_cmpint (flow_node_get_state (sink), ==, FLOW_NODE_STATE_NORMAL);
}

static void
test_changed_by_element (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "tone.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autofree char *line = NULL;
  g_autofree char *file = NULL;
  FlowNode *src, *convert, *enc, *sink;
  guint blocksize = 0;

  g_test_summary ("A property the element changes itself while it runs (audiotestsrc's "
                  "blocksize) is not written to gst-launch lines nor files, which keep "
                  "the values given through the node.");

  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "20", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  enc = gst_test_add (graph, "wavenc", NULL);
  sink = gst_test_add (graph, "filesink", "location", path, NULL);
  gst_test_connect (graph, src, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");
  g_assert_true (gst_test_play_to_eos (player, 30));

  /* It did change it. */
  g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (src)), "blocksize", &blocksize, NULL);
  g_test_message ("blocksize %u", blocksize);
  g_assert_cmpuint (blocksize, !=, G_MAXUINT);

  line = flow_gst_launch_export (graph);
  g_test_message ("%s", line);
  g_assert_null (strstr (line, "blocksize"));
  g_assert_nonnull (strstr (line, "num-buffers=20"));
  file = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_null (strstr (file, "blocksize"));
  g_assert_nonnull (strstr (file, "num-buffers"));

  g_unlink (path);
  g_rmdir (dir);
}

static void
error_message_cb (FlowGstPlayer *player,
                  GstMessage    *message,
                  GPtrArray     *errors)
{
  if (GST_MESSAGE_TYPE (message) == GST_MESSAGE_ERROR)
    g_ptr_array_add (errors, gst_message_ref (message));
}

static void
test_link_failure_told (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) gst_message_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) told = NULL;
  FlowNode *src, *filter, *convert, *sink;

  g_test_summary ("A link that fails when Play builds the pipeline is told as the bus "
                  "tells errors (to the log of messages), by the element that could "
                  "not be linked, besides the error Play returns and the node's state.");

  src = gst_test_add (graph, "audiotestsrc", NULL);
  filter = gst_test_add (graph, "capsfilter", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", filter, "sink");
  gst_test_connect (graph, filter, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", sink, "sink");
  /* Made video once wired: it takes none of the source's audio. */
  g_assert_true (flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (filter), "caps",
                                                                 "video/x-raw", &error));
  g_assert_no_error (error);
  g_signal_connect (player, "bus-message", G_CALLBACK (error_message_cb), errors);

  g_assert_false (flow_gst_player_play (player, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_cmpint (flow_node_get_state (filter), ==, FLOW_NODE_STATE_ERROR);
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_true (GST_MESSAGE_SRC (g_ptr_array_index (errors, 0)) ==
                 GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (filter))));
  gst_message_parse_error (g_ptr_array_index (errors, 0), &told, NULL);
  g_assert_cmpstr (told->message, ==, error->message);
}

static void
test_same_names_told (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *sink;

  g_test_summary ("Two elements of one name (a file may give them that) are told as "
                  "such when Play builds the pipeline, on the node too.");

  src = gst_test_add (graph, "audiotestsrc", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", sink, "sink");
  gst_object_set_name (GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (src))), "t");
  gst_object_set_name (GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (sink))), "t");

  g_assert_false (flow_gst_player_play (player, &error));
  g_assert_error (error, GST_CORE_ERROR, GST_CORE_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "Two elements are named t: rename one of them.");
  g_assert_cmpint (flow_node_get_state (sink), ==, FLOW_NODE_STATE_ERROR);
}

static void
test_missing_element_told (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (loaded);
  g_autoptr(GError) error = NULL;
  g_autofree char *file = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *missing = NULL;
  FlowNode *src, *sink;

  g_test_summary ("A pipeline with an element not installed here (a placeholder) does "
                  "not play the rest as if whole: Play says which is missing.");

  src = gst_test_add (graph, "audiotestsrc", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", sink, "sink");
  file = flow_serializer_save_to_data (serializer, graph, NULL);
  parts = g_strsplit (file, "FlowGstNode-fakesink", -1);
  missing = g_strjoinv ("FlowGstNode-nosuchsink", parts);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, missing, -1, &error));
  g_assert_no_error (error);

  g_assert_false (flow_gst_player_play (player, &error));
  g_assert_error (error, GST_CORE_ERROR, GST_CORE_ERROR_MISSING_PLUGIN);
  g_test_message ("%s", error->message);
}

static void
test_unwired_pad_end (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "av.ogg", NULL);
  g_autofree char *make = g_strdup_printf ("videotestsrc num-buffers=25 ! video/x-raw,width=64,height=48,framerate=25/1 ! "
                                           "theoraenc ! oggmux name=m ! filesink location=\"%s\" "
                                           "audiotestsrc num-buffers=25 ! vorbisenc ! m.", path);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *line = g_strdup_printf ("uridecodebin uri=%s ! audioconvert ! fakesink sync=true", uri);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) gst_message_unref);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("A pipeline that leaves a sometimes pad unwired (a file's video, only "
                  "its sound played) ends without an error: what waited at the unwired "
                  "pad ran into it as the pipeline went down, and the decoder's queue "
                  "posted \"Internal data stream error\" after the end, one play in two.");

  gst_test_run_line (make);
  nodes = flow_gst_launch_import (graph, serializer, line, &error);
  g_assert_no_error (error);
  g_signal_connect (player, "bus-message", G_CALLBACK (error_message_cb), errors);

  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (gst_test_play_to_eos (player, 30));
      /* What the way down left on the bus, told. */
      for (guint j = 0; j < 20; j++)
        g_main_context_iteration (NULL, FALSE);
    }
  for (guint i = 0; i < errors->len; i++)
    {
      g_autoptr(GError) told = NULL;

      gst_message_parse_error (g_ptr_array_index (errors, i), &told, NULL);
      g_test_message ("%s: %s", GST_MESSAGE_SRC_NAME (g_ptr_array_index (errors, i)), told->message);
    }
  g_assert_cmpuint (errors->len, ==, 0);

  g_unlink (path);
  g_rmdir (dir);
}

/* A file called @name in @dir, muxed by @muxer: two seconds of small
 * video, and of sound if @with_audio.
 */
static char *
make_av_file (const char *dir,
              const char *name,
              const char *muxer,
              gboolean    with_audio)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *make = g_strdup_printf ("videotestsrc num-buffers=50 ! video/x-raw,width=64,height=48,framerate=25/1 ! "
                                           "theoraenc ! %s name=m ! filesink location=\"%s\"%s", muxer, path,
                                           with_audio ? " audiotestsrc num-buffers=50 ! vorbisenc ! m." : "");

  gst_test_run_line (make);

  return path;
}

static void
test_demuxer_unwired_stream (void)
{
  const char *containers[][3] = {
    /* Pads made without a template. */
    { "av.ogg", "oggmux", "oggdemux" },
    /* Pads of a template, which a blocking probe held. */
    { "av.mkv", "matroskamux", "matroskademux" },
  };

  g_test_summary ("A demuxer whose sound nothing is wired to plays its video to the end, "
                  "as gst-launch plays it: the unwired pad held its data, and with it the "
                  "demuxer's one streaming thread, and the pipeline never started; "
                  "oggdemux's pads, made without a template, were never linked at all.");

  for (guint c = 0; c < G_N_ELEMENTS (containers); c++)
    {
      g_autofree char *dir = gst_test_make_dir ();
      g_autofree char *path = make_av_file (dir, containers[c][0], containers[c][1], TRUE);
      g_autofree char *line = g_strdup_printf ("filesrc location=\"%s\" ! %s ! theoradec ! videoconvert ! "
                                               "fakesink sync=true", path, containers[c][2]);
      g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
      g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
      g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
      g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) gst_message_unref);
      g_autoptr(GListModel) nodes = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", line);
      nodes = flow_gst_launch_import (graph, serializer, line, &error);
      g_assert_no_error (error);
      g_signal_connect (player, "bus-message", G_CALLBACK (error_message_cb), errors);

      g_assert_true (gst_test_play_to_eos (player, 30));
      g_assert_cmpuint (errors->len, ==, 0);

      g_unlink (path);
      g_rmdir (dir);
    }
}

static void
test_sometimes_pad_refused_told (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = make_av_file (dir, "v.ogg", "oggmux", FALSE);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *line = g_strdup_printf ("uridecodebin uri=%s ! audioconvert ! fakesink", uri);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) gst_message_unref);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) told = NULL;
  gint64 end;

  g_test_summary ("A wire from a sometimes pad whose input does not take what the pad "
                  "gives (a video-only file's video to audioconvert) is told as an error "
                  "naming the format, rather than a pipeline that waits for ever.");

  nodes = flow_gst_launch_import (graph, serializer, line, &error);
  g_assert_no_error (error);
  g_signal_connect (player, "bus-message", G_CALLBACK (error_message_cb), errors);

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (errors->len == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);

  g_assert_cmpuint (errors->len, >=, 1);
  gst_message_parse_error (g_ptr_array_index (errors, 0), &told, NULL);
  g_test_message ("%s", told->message);
  g_assert_nonnull (strstr (told->message, "video/x-raw"));
  g_assert_nonnull (strstr (told->message, "audioconvert"));

  flow_gst_player_stop (player);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_stop_finishes_file (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "out.wav", NULL);
  g_autofree char *line = g_strdup_printf ("audiotestsrc is-live=true ! audio/x-raw,rate=16000 ! audioconvert ! "
                                           "wavenc ! filesink location=\"%s\"", path);
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  gint64 end;

  g_test_summary ("Stop ends the streams first, as gst-launch -e does: a WAV file written "
                  "by a source without an end has its sizes, and reads back with the "
                  "length played. It kept wavenc's placeholder sizes.");

  nodes = flow_gst_launch_import (graph, serializer, line, &error);
  g_assert_no_error (error);
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);

  end = g_get_monotonic_time () + 700 * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  flow_gst_player_stop (player);

  /* The RIFF size is the file's, less its first 8 bytes. */
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 44);
  g_assert_cmpuint (GUINT32_FROM_LE (*(guint32 *)(contents + 4)), ==, length - 8);
  gst_test_check_wav (path, 16000, 100 * GST_MSECOND, 10 * GST_SECOND);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/play/appsink-seek", test_appsink_seek);
  g_test_add_func ("/gst/play/changed-by-element", test_changed_by_element);
  g_test_add_func ("/gst/play/link-failure-told", test_link_failure_told);
  g_test_add_func ("/gst/play/same-names-told", test_same_names_told);
  g_test_add_func ("/gst/play/missing-element-told", test_missing_element_told);
  g_test_add_func ("/gst/play/unwired-pad-end", test_unwired_pad_end);
  g_test_add_func ("/gst/play/demuxer-unwired-stream", test_demuxer_unwired_stream);
  g_test_add_func ("/gst/play/sometimes-pad-refused-told", test_sometimes_pad_refused_told);
  g_test_add_func ("/gst/play/stop-finishes-file", test_stop_finishes_file);

  return g_test_run ();
}

/* test-gst-play.c: graphs of element nodes, built through the model API,
 * played by real GStreamer; what they write is read back.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-player.h"
#include "gst-test-utils.h"

#include <glib/gstdio.h>

static void
test_wav (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "tone.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowNode *src, *convert, *enc, *sink;

  /* 100 buffers of 1024 samples at 22050 Hz: 4.64 s. */
  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "100", "samplesperbuffer", "1024", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  enc = gst_test_add (graph, "wavenc", NULL);
  sink = gst_test_add (graph, "filesink", "location", path, NULL);
  gst_test_connect (graph, src, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");

  /* A caps filter through the graph's own element: the rate. */
  {
    FlowNode *caps = gst_test_add (graph, "capsfilter", "caps", "audio/x-raw,rate=22050", NULL);
    FlowConnection *c = flow_graph_find_connection (graph, flow_node_get_source (src, "src"),
                                                    flow_node_get_sink (convert, "sink"));

    flow_graph_remove_connection (graph, c, NULL);
    gst_test_connect (graph, src, "src", caps, "sink");
    gst_test_connect (graph, caps, "src", convert, "sink");
  }

  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_cmpint (flow_node_get_state (sink), ==, FLOW_NODE_STATE_NORMAL);

  gst_test_check_wav (path, 22050, 4600 * GST_MSECOND, 4700 * GST_MSECOND);

  g_unlink (path);
  g_rmdir (dir);
}

static void
read_png_size (const char *path,
               guint      *width,
               guint      *height)
{
  g_autofree guchar *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, (char **) &data, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  *width = GUINT32_FROM_BE (*(guint32 *) (data + 16));
  *height = GUINT32_FROM_BE (*(guint32 *) (data + 20));
}

static void
test_png (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *pattern = g_build_filename (dir, "frame%02d.png", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowNode *src, *caps, *convert, *enc, *sink;
  guint n_files = 0;

  src = gst_test_add (graph, "videotestsrc", "num-buffers", "10", "pattern", "ball", NULL);
  caps = gst_test_add (graph, "capsfilter", "caps", "video/x-raw,width=160,height=120", NULL);
  convert = gst_test_add (graph, "videoconvert", NULL);
  enc = gst_test_add (graph, "pngenc", NULL);
  sink = gst_test_add (graph, "multifilesink", "location", pattern, NULL);
  gst_test_connect (graph, src, "src", caps, "sink");
  gst_test_connect (graph, caps, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");

  g_assert_true (gst_test_play_to_eos (player, 30));

  for (guint i = 0; i < 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("frame%02u.png", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      guint width, height;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;

      n_files++;
      read_png_size (path, &width, &height);
      g_assert_cmpuint (width, ==, 160);
      g_assert_cmpuint (height, ==, 120);
      g_unlink (path);
    }

  g_assert_cmpuint (n_files, ==, 10);
  g_rmdir (dir);
}

typedef struct
{
  FlowGraph *graph;
  FlowNode  *decoder;
  FlowNode  *convert;
  gboolean   wired;
} DecodeWire;

static void
sources_changed_cb (GListModel *sources,
                    guint       position,
                    guint       removed,
                    guint       added,
                    DecodeWire *wire)
{
  for (guint i = position; i < position + added && !wire->wired; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (sources, i);
      g_autoptr(GError) error = NULL;

      if (!flow_dock_get_transient (dock))
        continue;

      /* The sometimes pad appeared as a dock: wire it, as a person would. */
      g_assert_cmpstr (flow_dock_get_name (dock), ==, "src_0");
      g_assert_true (flow_dock_get_value_type (dock) == FLOW_GST_TYPE_AUDIO);
      g_assert_nonnull (flow_graph_add_connection (wire->graph, FLOW_SOURCE (dock),
                                                   flow_node_get_sink (wire->convert, "sink"), &error));
      g_assert_no_error (error);
      wire->wired = TRUE;
    }
}

static void
make_wav (const char *path)
{
  /* 50 buffers of 1024 samples at 16 kHz: 3.2 s. */
  g_autofree char *line = g_strdup_printf ("audiotestsrc num-buffers=50 ! audio/x-raw,rate=16000 ! "
                                           "wavenc ! filesink location=\"%s\"", path);

  gst_test_run_line (line);
}

static void
test_decodebin (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *in = g_build_filename (dir, "in.wav", NULL);
  g_autofree char *out = g_build_filename (dir, "out.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  DecodeWire wire = { graph, NULL, NULL, FALSE };
  FlowNode *src, *enc, *sink;
  FlowDock *templ;

  make_wav (in);

  src = gst_test_add (graph, "filesrc", "location", in, NULL);
  wire.decoder = gst_test_add (graph, "decodebin", NULL);
  wire.convert = gst_test_add (graph, "audioconvert", NULL);
  enc = gst_test_add (graph, "wavenc", NULL);
  sink = gst_test_add (graph, "filesink", "location", out, NULL);
  gst_test_connect (graph, src, "src", wire.decoder, "sink");
  gst_test_connect (graph, wire.convert, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");

  /* Elements work in the pipeline: muting them would bypass nothing. */
  g_assert_false (flow_node_get_can_mute (wire.decoder));

  /* Before playing: the template's dock only, not transient. */
  templ = FLOW_DOCK (flow_node_get_source (wire.decoder, "src_%u"));
  g_assert_nonnull (templ);
  g_assert_false (flow_dock_get_transient (templ));
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (wire.decoder)), ==, 1);

  g_signal_connect (flow_node_get_sources (wire.decoder), "items-changed",
                    G_CALLBACK (sources_changed_cb), &wire);

  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_true (wire.wired);

  /* Stopped: the pad and its dock are gone again, and the wire the user
   * made to it now leaves the template's dock, where it is kept.
   */
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (wire.decoder)), ==, 1);
  g_signal_handlers_disconnect_by_data (flow_node_get_sources (wire.decoder), &wire);
  g_assert_nonnull (flow_graph_find_connection (graph, FLOW_SOURCE (templ),
                                                flow_node_get_sink (wire.convert, "sink")));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 4);

  gst_test_check_wav (out, 16000, 3150 * GST_MSECOND, 3250 * GST_MSECOND);
  g_unlink (out);

  /* Played again, the kept wire links the pad when it appears. */
  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_nonnull (flow_graph_find_connection (graph, FLOW_SOURCE (templ),
                                                flow_node_get_sink (wire.convert, "sink")));
  gst_test_check_wav (out, 16000, 3150 * GST_MSECOND, 3250 * GST_MSECOND);

  /* Keeping it is one step of the history: undone, the wire is gone. */
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==,
                   "Undo Keep Wires of Sometimes Pads");
  flow_history_undo (flow_graph_get_history (graph));
  g_assert_null (flow_graph_find_connection (graph, FLOW_SOURCE (templ),
                                             flow_node_get_sink (wire.convert, "sink")));

  g_unlink (in);
  g_unlink (out);
  g_rmdir (dir);
}

typedef struct
{
  FlowGraph     *graph;
  FlowGstPlayer *player;
  FlowNode      *audio;
  FlowNode      *video;
  guint          wired;
  guint          stop_timer;
  /* The graph saved while playing, just before the Stop. */
  char          *saved;
} TwoWires;

static gboolean
stop_cb (gpointer data)
{
  TwoWires *wires = data;
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();

  wires->stop_timer = 0;
  wires->saved = flow_serializer_save_to_data (serializer, wires->graph, NULL);
  flow_gst_player_stop (wires->player);
  return G_SOURCE_REMOVE;
}

static void
two_sources_changed_cb (GListModel *sources,
                        guint       position,
                        guint       removed,
                        guint       added,
                        TwoWires   *wires)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (sources, i);
      g_autoptr(GError) error = NULL;
      FlowNode *to;

      if (!flow_dock_get_transient (dock))
        continue;

      /* Each pad to the branch of its kind, as a person would. */
      if (flow_dock_get_value_type (dock) == FLOW_GST_TYPE_AUDIO)
        to = wires->audio;
      else
        {
          g_assert_true (flow_dock_get_value_type (dock) == FLOW_GST_TYPE_VIDEO);
          to = wires->video;
        }
      g_assert_nonnull (flow_graph_add_connection (wires->graph, FLOW_SOURCE (dock),
                                                   flow_node_get_sink (to, "sink"), &error));
      g_assert_no_error (error);

      /* Both wired: stop in the middle of the stream. */
      if (++wires->wired == 2)
        wires->stop_timer = g_timeout_add (300, stop_cb, wires);
    }
}

static guint
count_pngs (const char *dir,
            guint       width,
            guint       height)
{
  guint n_files = 0;

  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *name = g_strdup_printf ("frame%02u.png", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      guint w, h;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;

      n_files++;
      read_png_size (path, &w, &h);
      g_assert_cmpuint (w, ==, width);
      g_assert_cmpuint (h, ==, height);
      g_unlink (path);
    }

  return n_files;
}

static void
test_decodebin_stop_and_play (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *in = g_build_filename (dir, "in.avi", NULL);
  g_autofree char *out = g_build_filename (dir, "out.wav", NULL);
  g_autofree char *pattern = g_build_filename (dir, "frame%02d.png", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  TwoWires wires = { graph, player, NULL, NULL, 0, 0, NULL };
  FlowNode *src, *decoder, *enc, *sink, *png, *frames;
  FlowSource *templ;

  g_test_summary ("The wires a person made to two sometimes pads of one template, "
                  "while playing, survive a Stop in the middle of the stream, and "
                  "link each pad to the branch of its kind when played again; "
                  "saved while playing, they are in the file, on the template.");

  /* A file of two streams: 1.28 s of audio at 16 kHz, and ten frames
   * of 64 × 48 at 5 per second.
   */
  {
    g_autofree char *line = g_strdup_printf (
      "audiotestsrc num-buffers=20 ! audio/x-raw,rate=16000 ! mux. "
      "videotestsrc num-buffers=10 ! video/x-raw,width=64,height=48,framerate=5/1 ! mux. "
      "avimux name=mux ! filesink location=\"%s\"", in);

    gst_test_run_line (line);
  }

  /* The sinks sync to the clock, so the stream lasts two seconds and a
   * Stop after 0.3 s comes in the middle of it.
   */
  src = gst_test_add (graph, "filesrc", "location", in, NULL);
  decoder = gst_test_add (graph, "decodebin", NULL);
  wires.audio = gst_test_add (graph, "audioconvert", NULL);
  enc = gst_test_add (graph, "wavenc", NULL);
  sink = gst_test_add (graph, "filesink", "location", out, "sync", "true", NULL);
  wires.video = gst_test_add (graph, "videoconvert", NULL);
  png = gst_test_add (graph, "pngenc", NULL);
  frames = gst_test_add (graph, "multifilesink", "location", pattern, "sync", "true", NULL);
  gst_test_connect (graph, src, "src", decoder, "sink");
  gst_test_connect (graph, wires.audio, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");
  gst_test_connect (graph, wires.video, "src", png, "sink");
  gst_test_connect (graph, png, "src", frames, "sink");
  templ = flow_node_get_source (decoder, "src_%u");

  g_signal_connect (flow_node_get_sources (decoder), "items-changed",
                    G_CALLBACK (two_sources_changed_cb), &wires);
  g_assert_false (gst_test_play_to_eos (player, 30));
  g_signal_handlers_disconnect_by_data (flow_node_get_sources (decoder), &wires);
  g_assert_cmpuint (wires.wired, ==, 2);
  g_assert_cmpuint (wires.stop_timer, ==, 0);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);
  g_assert_cmpstr (flow_gst_player_get_status (player), ==, "Stopped");

  /* Stopped: the pads' docks are gone, their wires kept on the
   * template's dock, in one step of the history.
   */
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (decoder)), ==, 1);
  g_assert_nonnull (flow_graph_find_connection (graph, templ, flow_node_get_sink (wires.audio, "sink")));
  g_assert_nonnull (flow_graph_find_connection (graph, templ, flow_node_get_sink (wires.video, "sink")));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 7);
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==,
                   "Undo Keep Wires of Sometimes Pads");
  count_pngs (dir, 64, 48);
  g_unlink (out);

  /* Saved while the pads were there: the file has their wires, from the
   * template's dock, as Stop left the graph.
   */
  {
    g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
    g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
    g_autoptr(FlowNode) loaded_decoder = NULL;
    g_autoptr(FlowNode) loaded_audio = NULL;
    g_autoptr(FlowNode) loaded_video = NULL;
    FlowSource *loaded_templ;

    g_assert_nonnull (wires.saved);
    g_assert_null (strstr (wires.saved, "src_0"));
    g_assert_true (flow_serializer_load_from_data (serializer, loaded, wires.saved, -1, &error));
    g_assert_no_error (error);
    loaded_decoder = g_list_model_get_item (G_LIST_MODEL (loaded), 1);
    loaded_audio = g_list_model_get_item (G_LIST_MODEL (loaded), 2);
    loaded_video = g_list_model_get_item (G_LIST_MODEL (loaded), 5);
    loaded_templ = flow_node_get_source (loaded_decoder, "src_%u");
    g_assert_nonnull (loaded_templ);
    g_assert_nonnull (flow_graph_find_connection (loaded, loaded_templ, flow_node_get_sink (loaded_audio, "sink")));
    g_assert_nonnull (flow_graph_find_connection (loaded, loaded_templ, flow_node_get_sink (loaded_video, "sink")));
    g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (loaded)), ==, 7);
    g_clear_pointer (&wires.saved, g_free);
  }

  /* Played again: each pad meets the branch its caps fit, to the end. */
  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 7);
  gst_test_check_wav (out, 16000, 1250 * GST_MSECOND, 1310 * GST_MSECOND);
  g_assert_cmpuint (count_pngs (dir, 64, 48), ==, 10);

  /* And again, Stop while playing keeps them where they are. */
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  flow_gst_player_stop (player);
  g_assert_nonnull (flow_graph_find_connection (graph, templ, flow_node_get_sink (wires.audio, "sink")));
  g_assert_nonnull (flow_graph_find_connection (graph, templ, flow_node_get_sink (wires.video, "sink")));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 7);

  count_pngs (dir, 64, 48);
  g_unlink (in);
  g_unlink (out);
  g_rmdir (dir);
}

static void
test_decodebin_delayed (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *in = g_build_filename (dir, "in.wav", NULL);
  g_autofree char *out = g_build_filename (dir, "out.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowNode *src, *decoder, *convert, *enc, *sink;

  make_wav (in);

  /* A wire from the template: linked when the pad appears, as
   * gst-launch's "decodebin ! audioconvert" is.
   */
  src = gst_test_add (graph, "filesrc", "location", in, NULL);
  decoder = gst_test_add (graph, "decodebin", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  enc = gst_test_add (graph, "wavenc", NULL);
  sink = gst_test_add (graph, "filesink", "location", out, NULL);
  gst_test_connect (graph, src, "src", decoder, "sink");
  gst_test_connect (graph, decoder, "src_%u", convert, "sink");
  gst_test_connect (graph, convert, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");

  g_assert_true (gst_test_play_to_eos (player, 30));
  gst_test_check_wav (out, 16000, 3150 * GST_MSECOND, 3250 * GST_MSECOND);

  g_unlink (in);
  g_unlink (out);
  g_rmdir (dir);
}

static void
test_tee (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *a = g_build_filename (dir, "a.wav", NULL);
  g_autofree char *b = g_build_filename (dir, "b.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *tee;
  const char *paths[2] = { a, b };
  FlowDock *plus;
  FlowConnection *connection;

  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "40", NULL);
  tee = gst_test_add (graph, "tee", NULL);
  gst_test_connect (graph, src, "src", tee, "sink");

  plus = FLOW_DOCK (flow_node_get_source (tee, "src_%u"));
  g_assert_true (flow_dock_get_on_demand (plus));

  for (guint i = 0; i < 2; i++)
    {
      FlowNode *queue = gst_test_add (graph, "queue", NULL);
      FlowNode *enc = gst_test_add (graph, "wavenc", NULL);
      FlowNode *sink = gst_test_add (graph, "filesink", "location", paths[i], NULL);
      g_autofree char *name = g_strdup_printf ("src_%u", i);

      /* Dropped on "+": a request dock of its own. */
      connection = flow_graph_add_connection (graph, FLOW_SOURCE (plus), flow_node_get_sink (queue, "sink"), &error);
      g_assert_no_error (error);
      g_assert_cmpstr (flow_dock_get_name (FLOW_DOCK (flow_connection_get_source (connection))), ==, name);
      gst_test_connect (graph, queue, "src", enc, "sink");
      gst_test_connect (graph, enc, "src", sink, "sink");
    }

  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sources (tee)), ==, 3);

  g_assert_true (gst_test_play_to_eos (player, 30));

  for (guint i = 0; i < 2; i++)
    {
      /* 40 buffers of 1024 samples at 44100 Hz: 0.93 s. */
      gst_test_check_wav (paths[i], 44100, 920 * GST_MSECOND, 940 * GST_MSECOND);
      g_unlink (paths[i]);
    }
  g_rmdir (dir);
}

static void
test_audiomixer (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "mix.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowNode *mixer, *convert, *enc, *sink;
  FlowDock *plus;

  g_test_summary ("Wires dropped on the \"+\" input of an audiomixer make request "
                  "docks of their own, and both inputs are mixed to the end of the "
                  "longer one.");

  mixer = gst_test_add (graph, "audiomixer", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  enc = gst_test_add (graph, "wavenc", NULL);
  sink = gst_test_add (graph, "filesink", "location", path, NULL);
  gst_test_connect (graph, mixer, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", enc, "sink");
  gst_test_connect (graph, enc, "src", sink, "sink");

  plus = FLOW_DOCK (flow_node_get_sink (mixer, "sink_%u"));
  g_assert_nonnull (plus);
  g_assert_true (flow_dock_get_on_demand (plus));

  /* 20 and 40 buffers of 1024 samples at 44.1 kHz: 0.46 and 0.93 s. */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *n_buffers = g_strdup_printf ("%u", 20 * (i + 1));
      g_autofree char *name = g_strdup_printf ("sink_%u", i);
      FlowNode *src = gst_test_add (graph, "audiotestsrc", "num-buffers", n_buffers, NULL);
      g_autoptr(GError) error = NULL;
      FlowConnection *connection;

      connection = flow_graph_add_connection (graph, flow_node_get_source (src, "src"), FLOW_SINK (plus), &error);
      g_assert_no_error (error);
      g_assert_nonnull (connection);
      g_assert_cmpstr (flow_dock_get_name (FLOW_DOCK (flow_connection_get_sink (connection))), ==, name);
    }
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (mixer)), ==, 3);

  g_assert_true (gst_test_play_to_eos (player, 30));
  gst_test_check_wav (path, 44100, 920 * GST_MSECOND, 940 * GST_MSECOND);

  /* Played again: the pads Stop released are requested anew. */
  g_unlink (path);
  g_assert_true (gst_test_play_to_eos (player, 30));
  gst_test_check_wav (path, 44100, 920 * GST_MSECOND, 940 * GST_MSECOND);

  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  FlowGstPlayer *player;
  FlowNode      *level;
  GPtrArray     *nodes;
  GstState       state;
  gint64         position;
} Watch;

static gboolean
all_in_state (Watch *watch)
{
  for (guint i = 0; i < watch->nodes->len; i++)
    if (flow_gst_element_node_get_element_state (g_ptr_array_index (watch->nodes, i)) != watch->state)
      return FALSE;
  return TRUE;
}

static gboolean
at_position (Watch *watch)
{
  return flow_gst_player_get_position (watch->player) >= watch->position;
}

static gboolean
duration_known (Watch *watch)
{
  return flow_gst_player_get_duration (watch->player) > 0;
}

static gboolean
level_measured (Watch *watch)
{
  return flow_gst_element_node_get_level (FLOW_GST_ELEMENT_NODE (watch->level)) > -60;
}

/* The docks of the sources of every node after the file's, which pulls
 * its data without caps, tell what they negotiated.
 */
static gboolean
negotiated (Watch *watch)
{
  for (guint i = 1; i + 1 < watch->nodes->len; i++)
    {
      const char *description = flow_dock_get_description (flow_node_get_dock (g_ptr_array_index (watch->nodes, i), "src"));

      if (description == NULL || strstr (description, "\nNow: ") == NULL)
        return FALSE;
    }
  return TRUE;
}

/* Spins the main context until @done says so; FALSE after 10 s. */
static gboolean
spin_until (gboolean (*done) (Watch *watch),
            Watch    *watch)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (watch))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static void
test_single_request_pad (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "tone.flv", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *file = NULL;
  g_autofree char *contents = NULL;
  FlowNode *src, *other, *mux, *sink;
  GstElement *element;
  GstPad *pad;
  FlowDock *audio;
  gsize length = 0;

  g_test_summary ("A request pad of one name (flvmux's audio) is a dock of "
                  "its own: wired once, requested when playing, saved and "
                  "loaded with its wire.");

  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "20", NULL);
  other = gst_test_add (graph, "audiotestsrc", NULL);
  mux = gst_test_add (graph, "flvmux", NULL);
  sink = gst_test_add (graph, "filesink", "location", path, NULL);

  audio = flow_node_get_dock (mux, "audio");
  g_assert_nonnull (audio);
  g_assert_false (flow_dock_get_on_demand (audio));
  g_assert_cmpstr (flow_dock_get_label (audio), ==, "audio");
  g_assert_nonnull (flow_node_get_dock (mux, "video"));

  /* One pad, one wire: a second replaces the first, as on any input. */
  gst_test_connect (graph, other, "src", mux, "audio");
  gst_test_connect (graph, src, "src", mux, "audio");
  g_assert_cmpuint (flow_dock_get_n_connections (audio), ==, 1);
  g_assert_false (flow_dock_is_connected (FLOW_DOCK (flow_node_get_source (other, "src"))));
  flow_graph_remove_node (graph, other);
  gst_test_connect (graph, mux, "src", sink, "sink");
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (mux)), ==, 2);

  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "FLV"));

  /* Played again: flvmux refuses the pad anew once it wrote a file it
   * could seek in, so the pad stays while its dock is wired.
   */
  g_unlink (path);
  g_assert_true (gst_test_play_to_eos (player, 30));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "FLV"));
  element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (mux));
  pad = flow_gst_dock_get_request_pad (audio);
  g_assert_nonnull (pad);
  g_assert_true (GST_PAD_PARENT (pad) == element);
  g_assert_cmpint (element->numsinkpads, ==, 1);

  /* Without its wire, the next play lets it go. */
  {
    g_autoptr(FlowConnection) wire = g_list_model_get_item (flow_dock_get_connections (audio), 0);

    g_assert_true (flow_graph_remove_connection (graph, wire, NULL));
  }
  /* It fails or ends at once, with nothing to mux: only the pad counts. */
  flow_gst_player_play (player, NULL);
  g_assert_null (flow_gst_dock_get_request_pad (audio));
  g_assert_cmpint (element->numsinkpads, ==, 0);
  flow_gst_player_stop (player);
  flow_history_undo (flow_graph_get_history (graph));
  g_assert_cmpuint (flow_dock_get_n_connections (audio), ==, 1);

  file = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, file, -1, &error));
  g_assert_no_error (error);
  mux = FLOW_NODE (g_list_model_get_item (G_LIST_MODEL (loaded), 1));
  g_object_unref (mux);
  g_assert_cmpstr (flow_node_get_title (mux), ==, "flvmux");
  g_assert_cmpuint (flow_dock_get_n_connections (flow_node_get_dock (mux, "audio")), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (flow_node_get_sinks (mux)), ==, 2);

  g_unlink (path);
  g_rmdir (dir);
}

/* A meter shows a number: the level is never NaN, which the level
 * element measures in a buffer of no samples (at the end of a stream).
 */
static void
level_cb (FlowGstElementNode *node,
          GParamSpec         *pspec,
          guint              *n_nan)
{
  if (isnan (flow_gst_element_node_get_level (node)))
    (*n_nan)++;
}

static void
test_pause_seek (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *in = g_build_filename (dir, "in.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  Watch watch = { player, NULL, nodes, GST_STATE_PAUSED, 0 };
  FlowNode *src, *parse, *convert, *sink;
  gint64 duration;
  guint n_nan = 0;

  g_test_summary ("Pause shows Paused on every node and the stream's duration; a "
                  "seek while paused moves the position; playing moves the level "
                  "meter and plays from there to the end, where the position goes.");

  make_wav (in);

  /* The sink syncs to the clock: the 3.2 s play in real time. */
  src = gst_test_add (graph, "filesrc", "location", in, NULL);
  parse = gst_test_add (graph, "wavparse", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  watch.level = gst_test_add (graph, "level", "interval", "50000000", NULL);
  g_signal_connect (watch.level, "notify::level", G_CALLBACK (level_cb), &n_nan);
  sink = gst_test_add (graph, "fakesink", "sync", "true", NULL);
  gst_test_connect (graph, src, "src", parse, "sink");
  gst_test_connect (graph, parse, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", watch.level, "sink");
  gst_test_connect (graph, watch.level, "src", sink, "sink");
  g_ptr_array_add (nodes, src);
  g_ptr_array_add (nodes, parse);
  g_ptr_array_add (nodes, convert);
  g_ptr_array_add (nodes, watch.level);
  g_ptr_array_add (nodes, sink);

  /* A pad's dock tells its template's formats. */
  g_assert_cmpstr (flow_dock_get_description (flow_node_get_dock (convert, "src")), ==, "Formats: audio/x-raw");
  g_assert_cmpstr (flow_dock_get_description (flow_node_get_dock (sink, "sink")), ==, "Any format");

  /* Paused: every node says so, and the duration is known. */
  g_assert_true (flow_gst_player_pause (player, &error));
  g_assert_no_error (error);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PAUSED);
  g_assert_true (spin_until (all_in_state, &watch));
  g_assert_true (spin_until (duration_known, &watch));
  duration = flow_gst_player_get_duration (player);
  g_test_message ("duration %" GST_TIME_FORMAT, GST_TIME_ARGS (duration));
  g_assert_cmpint (duration, >=, 3150 * GST_MSECOND);
  g_assert_cmpint (duration, <=, 3250 * GST_MSECOND);
  g_assert_cmpint (flow_gst_player_get_position (player), <, 100 * GST_MSECOND);
  /* And the format it negotiated, the wave's: 16-bit, 16 kHz, mono;
   * wavparse's template names more formats than are listed.
   */
  g_assert_true (spin_until (negotiated, &watch));
  {
    const char *description = flow_dock_get_description (flow_node_get_dock (parse, "src"));
    g_auto(GStrv) lines = g_strsplit (description, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 2);
    g_assert_true (g_str_has_prefix (lines[0], "Formats: "));
    g_assert_nonnull (strstr (lines[0], "audio/x-raw"));
    g_assert_true (g_str_has_suffix (lines[0], ", …"));
    g_assert_cmpstr (lines[1], ==, "Now: audio/x-raw, format S16LE, layout interleaved, channels 1, rate 16000");
    g_assert_cmpstr (flow_dock_get_description (flow_node_get_dock (convert, "src")), ==,
                     "Formats: audio/x-raw\nNow: audio/x-raw, format S16LE, layout interleaved, channels 1, rate 16000");
  }
  g_assert_true (flow_gst_player_seek (player, 2 * GST_SECOND));
  watch.position = 1900 * GST_MSECOND;
  g_assert_true (spin_until (at_position, &watch));
  g_assert_cmpint (flow_gst_player_get_position (player), <, 2100 * GST_MSECOND);
  g_assert_cmpint (flow_node_get_state (sink), ==, FLOW_NODE_STATE_NORMAL);

  /* Playing: every node says so, the meter moves, the position goes on
   * from where the seek put it, and the end of the stream comes.
   */
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  watch.state = GST_STATE_PLAYING;
  g_assert_true (spin_until (all_in_state, &watch));
  g_assert_true (spin_until (level_measured, &watch));
  watch.position = 2200 * GST_MSECOND;
  g_assert_true (spin_until (at_position, &watch));
  g_assert_true (gst_test_play_to_eos (player, 30));

  /* Stopped: the nodes say so too, their docks forget the format and
   * the meter its level; no position nor duration is left, as before
   * the first Play.
   */
  watch.state = GST_STATE_NULL;
  g_assert_true (all_in_state (&watch));
  g_assert_cmpfloat (flow_gst_element_node_get_level (FLOW_GST_ELEMENT_NODE (watch.level)), ==, -G_MAXDOUBLE);
  g_assert_cmpuint (n_nan, ==, 0);
  g_assert_cmpstr (flow_dock_get_description (flow_node_get_dock (convert, "src")), ==, "Formats: audio/x-raw");
  g_assert_cmpint (flow_gst_player_get_position (player), ==, -1);
  g_assert_cmpint (flow_gst_player_get_duration (player), ==, -1);

  g_unlink (in);
  g_rmdir (dir);
}

/* Spins the main context until the description of @dock holds @text;
 * FALSE after 10 s.
 */
static gboolean
spin_until_described (FlowDock   *dock,
                      const char *text)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (flow_dock_get_description (dock) == NULL ||
         strstr (flow_dock_get_description (dock), text) == NULL)
    {
      if (g_get_monotonic_time () > end)
        {
          FlowGraph *graph = flow_node_get_graph (flow_dock_get_node (dock));

          g_test_message ("The description of %s is “%s”, without “%s”",
                          flow_dock_get_name (dock), flow_dock_get_description (dock), text);
          /* What the elements were doing, for a failure seen once. */
          for (guint i = 0; graph != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
            {
              g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

              GstElement *element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node));
              GValue item = G_VALUE_INIT;
              g_autoptr(GstIterator) pads = NULL;

              g_test_message ("%s: %s, %s", flow_node_get_title (node),
                              gst_element_state_get_name (flow_gst_element_node_get_element_state (FLOW_GST_ELEMENT_NODE (node))),
                              flow_node_get_message (node) != NULL ? flow_node_get_message (node) : "no message");

              /* What its pads carry now: the model missed a change, or
               * the stream did not bring it.
               */
              pads = gst_element_iterate_pads (element);
              while (gst_iterator_next (pads, &item) == GST_ITERATOR_OK)
                {
                  GstPad *pad = g_value_get_object (&item);
                  g_autoptr(GstCaps) caps = gst_pad_get_current_caps (pad);
                  g_autofree char *now = caps != NULL ? gst_caps_to_string (caps) : NULL;

                  g_test_message ("  pad %s: %s", GST_PAD_NAME (pad), now != NULL ? now : "no caps");
                  g_value_reset (&item);
                }
              g_value_unset (&item);
            }
          return FALSE;
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static void
test_formats_follow (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *filter, *tee, *queue, *convert, *resample, *sink;
  FlowConnection *connection;
  FlowDock *filtered, *branch;

  g_test_summary ("While playing, the docks of request pads tell their format "
                  "too, and every dock follows its pad's format when it changes "
                  "in the middle of the stream.");

  src = gst_test_add (graph, "audiotestsrc", "is-live", "true", NULL);
  filter = gst_test_add (graph, "capsfilter", "caps", "audio/x-raw,rate=8000", NULL);
  tee = gst_test_add (graph, "tee", NULL);
  queue = gst_test_add (graph, "queue", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  resample = gst_test_add (graph, "audioresample", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", filter, "sink");
  gst_test_connect (graph, filter, "src", tee, "sink");
  connection = flow_graph_add_connection (graph, flow_node_get_source (tee, "src_%u"),
                                          flow_node_get_sink (queue, "sink"), &error);
  g_assert_no_error (error);
  gst_test_connect (graph, queue, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", resample, "sink");
  gst_test_connect (graph, resample, "src", sink, "sink");
  filtered = flow_node_get_dock (filter, "src");
  branch = FLOW_DOCK (flow_connection_get_source (connection));
  g_assert_cmpstr (flow_dock_get_description (branch), ==, "Any format");

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);

  /* The tee's request pad, as well as the always pads. */
  g_assert_true (spin_until_described (filtered, "\nNow: audio/x-raw, format S16LE, layout interleaved, rate 8000, channels 1"));
  g_assert_true (spin_until_described (branch, "Now: audio/x-raw, format S16LE, layout interleaved, rate 8000, channels 1"));
  g_assert_true (g_str_has_prefix (flow_dock_get_description (branch), "Any format\n"));

  /* A new format in the middle of the stream: the source negotiates
   * again, and the docks say so.
   */
  g_assert_true (flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (filter), "caps",
                                                                 "audio/x-raw,rate=16000", &error));
  g_assert_no_error (error);
  g_assert_true (spin_until_described (filtered, "rate 16000"));
  g_assert_true (spin_until_described (branch, "rate 16000"));
  g_assert_true (spin_until_described (flow_node_get_dock (queue, "src"), "rate 16000"));

  /* Stopped: the request pad is released, and its dock forgets; the
   * caps filter's output says the kind its caps let through.
   */
  flow_gst_player_stop (player);
  g_assert_cmpstr (flow_dock_get_description (branch), ==, "Any format");
  g_assert_cmpstr (flow_dock_get_description (filtered), ==, "Formats: audio/x-raw");
}

/* Holds a thread that tells the pipeline of a pad's new format for a
 * while, so that other threads tell theirs meanwhile.
 */
static void
slow_deep_notify_cb (GstObject  *pipeline,
                     GstObject  *object,
                     GParamSpec *pspec,
                     gpointer    user_data)
{
  g_usleep (50 * 1000);
}

static void
test_formats_at_once (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *filter, *queue, *convert, *sink;

  g_test_summary ("Pads whose formats change at the same time in different "
                  "threads each tell theirs: none is lost.");

  src = gst_test_add (graph, "audiotestsrc", "is-live", "true", NULL);
  filter = gst_test_add (graph, "capsfilter", "caps", "audio/x-raw,rate=8000", NULL);
  queue = gst_test_add (graph, "queue", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", filter, "sink");
  gst_test_connect (graph, filter, "src", queue, "sink");
  gst_test_connect (graph, queue, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", sink, "sink");

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  g_assert_true (spin_until_described (flow_node_get_dock (convert, "src"), "rate 8000"));

  /* Each thread now takes a while to tell the pipeline of a new format
   * (deep-notify), as a busy machine may: the source's thread tells of
   * the filter's and the queue's input while the queue's thread tells
   * of its output and the converter's.
   */
  g_signal_connect (flow_gst_player_get_pipeline (player), "deep-notify::caps",
                    G_CALLBACK (slow_deep_notify_cb), NULL);
  g_assert_true (flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (filter), "caps",
                                                                 "audio/x-raw,rate=16000", &error));
  g_assert_no_error (error);

  g_assert_true (spin_until_described (flow_node_get_dock (filter, "src"), "rate 16000"));
  g_assert_true (spin_until_described (flow_node_get_dock (queue, "sink"), "rate 16000"));
  g_assert_true (spin_until_described (flow_node_get_dock (queue, "src"), "rate 16000"));
  g_assert_true (spin_until_described (flow_node_get_dock (convert, "sink"), "rate 16000"));
  g_assert_true (spin_until_described (flow_node_get_dock (convert, "src"), "rate 16000"));

  flow_gst_player_stop (player);
}

static void
test_decodebin_format (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autofree char *in = g_build_filename (dir, "in.wav", NULL);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *decoder, *convert, *sink;
  FlowDock *pad_dock;

  g_test_summary ("The dock of a sometimes pad tells the format it negotiated.");

  make_wav (in);

  src = gst_test_add (graph, "filesrc", "location", in, NULL);
  decoder = gst_test_add (graph, "decodebin", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  sink = gst_test_add (graph, "fakesink", "sync", "true", NULL);
  gst_test_connect (graph, src, "src", decoder, "sink");
  gst_test_connect (graph, decoder, "src_%u", convert, "sink");
  gst_test_connect (graph, convert, "src", sink, "sink");

  /* Prerolled, the pad has appeared with its dock. */
  g_assert_true (flow_gst_player_pause (player, &error));
  g_assert_no_error (error);
  {
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (flow_node_get_dock (decoder, "src_0") == NULL && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
  }
  pad_dock = flow_node_get_dock (decoder, "src_0");
  g_assert_nonnull (pad_dock);
  g_assert_true (flow_dock_get_transient (pad_dock));
  g_assert_true (spin_until_described (pad_dock, "Now: audio/x-raw, format S16LE, layout interleaved, channels 1, rate 16000"));
  /* The template's dock stands for any pad of it: formats only. */
  g_assert_null (strstr (flow_dock_get_description (flow_node_get_dock (decoder, "src_%u")), "Now:"));

  flow_gst_player_stop (player);
  g_assert_null (flow_node_get_dock (decoder, "src_0"));

  g_unlink (in);
  g_rmdir (dir);
}

static gint
pad_xpos (FlowDock *dock)
{
  GstPad *pad = flow_gst_dock_get_request_pad (dock);
  gint xpos = -1;

  g_assert_nonnull (pad);
  g_object_get (pad, "xpos", &xpos, NULL);
  return xpos;
}

static void
test_pad_properties (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowHistory *history = flow_graph_get_history (graph);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  FlowNode *first, *second, *mixer, *sink;
  FlowDock *inputs[2];
  FlowGstElementNode *node;
  double alpha = 0;

  g_test_summary ("The properties of a compositor's inputs are set on their pads "
                  "when the pipeline plays, follow edits while it plays, and are "
                  "undone as edits, one property of one pad a step.");

  first = gst_test_add (graph, "videotestsrc", "is-live", "true", NULL);
  second = gst_test_add (graph, "videotestsrc", "is-live", "true", "pattern", "ball", NULL);
  mixer = gst_test_add (graph, "compositor", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  node = FLOW_GST_ELEMENT_NODE (mixer);
  gst_test_connect (graph, mixer, "src", sink, "sink");
  for (guint i = 0; i < 2; i++)
    {
      FlowConnection *connection = flow_graph_add_connection (graph, flow_node_get_source (i == 0 ? first : second, "src"),
                                                              flow_node_get_sink (mixer, "sink_%u"), &error);

      g_assert_no_error (error);
      inputs[i] = FLOW_DOCK (flow_connection_get_sink (connection));
    }
  g_assert_cmpstr (flow_dock_get_name (inputs[1]), ==, "sink_1");

  /* What the second input has, and what the "+" dock and the element
   * itself do not.
   */
  {
    g_autofree GParamSpec **pspecs = NULL;
    gboolean has_xpos = FALSE;
    guint n;

    pspecs = flow_gst_dock_list_pad_properties (inputs[1], &n);
    for (guint i = 0; i < n; i++)
      has_xpos = has_xpos || g_str_equal (pspecs[i]->name, "xpos");
    g_assert_true (has_xpos);
    g_free (flow_gst_dock_list_pad_properties (flow_node_get_dock (mixer, "sink_%u"), &n));
    g_assert_cmpuint (n, ==, 0);
  }
  g_assert_false (flow_gst_element_node_set_pad_property (node, "src", "xpos", "1", &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (flow_gst_element_node_set_pad_property (node, "sink_1", "xpos", "left", &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_clear_error (&error);

  /* Set before playing, one step each. */
  g_assert_true (flow_gst_element_node_set_pad_property (node, "sink_1", "xpos", "160", &error));
  g_assert_no_error (error);
  g_assert_true (flow_gst_element_node_set_pad_property (node, "sink_1", "alpha", "0.5", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Change alpha of sink_1");
  text = flow_gst_element_node_dup_pad_property (node, "sink_1", "xpos");
  g_assert_cmpstr (text, ==, "160");

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pad_xpos (inputs[1]), ==, 160);
  g_assert_cmpint (pad_xpos (inputs[0]), ==, 0);
  g_object_get (flow_gst_dock_get_request_pad (inputs[1]), "alpha", &alpha, NULL);
  g_assert_cmpfloat (alpha, ==, 0.5);

  /* Edited while playing: the pad follows, the edits of one property
   * are one step, and undo takes the pad back.
   */
  g_assert_true (flow_gst_element_node_set_pad_property (node, "sink_1", "xpos", "200", NULL));
  g_assert_true (flow_gst_element_node_set_pad_property (node, "sink_1", "xpos", "240", NULL));
  g_assert_cmpint (pad_xpos (inputs[1]), ==, 240);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Change xpos of sink_1");
  flow_history_undo (history);
  g_assert_cmpint (pad_xpos (inputs[1]), ==, 160);
  flow_history_undo (history);
  g_object_get (flow_gst_dock_get_request_pad (inputs[1]), "alpha", &alpha, NULL);
  g_assert_cmpfloat (alpha, ==, 1.0);
  flow_history_undo (history);
  g_assert_cmpint (pad_xpos (inputs[1]), ==, 0);
  g_assert_null (flow_gst_element_node_get_pad_properties (node));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  /* Redone, kept through a Stop, and set again at the next Play. */
  flow_history_redo (history);
  flow_gst_player_stop (player);
  g_assert_null (flow_gst_dock_get_request_pad (inputs[1]));
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pad_xpos (inputs[1]), ==, 160);
  flow_gst_player_stop (player);
}

static void
test_caps_refused (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(GError) error = NULL;
  FlowNode *audio, *video, *tee;

  audio = gst_test_add (graph, "audiotestsrc", NULL);
  video = gst_test_add (graph, "videoconvert", NULL);
  tee = gst_test_add (graph, "tee", NULL);

  g_assert_null (flow_graph_add_connection (graph, flow_node_get_source (audio, "src"),
                                            flow_node_get_sink (video, "sink"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_test_message ("%s", error->message);
  /* Kinds apart: their media types say it, not the hundred formats of
   * the video caps.
   */
  g_assert_cmpstr (error->message, ==, "The output src produces audio/x-raw, and the input sink "
                                       "accepts only video/x-raw: they have no format in common.");
  g_clear_error (&error);

  /* Of one kind: both caps, in GStreamer's words. */
  {
    FlowNode *low = gst_test_add (graph, "capsfilter", "caps", "audio/x-raw,rate=8000", NULL);
    FlowNode *high = gst_test_add (graph, "capsfilter", "caps", "audio/x-raw,rate=16000", NULL);

    g_assert_null (flow_graph_add_connection (graph, flow_node_get_source (low, "src"),
                                              flow_node_get_sink (high, "sink"), &error));
    g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "audio/x-raw, rate=(int)8000"));
    g_assert_nonnull (strstr (error->message, "audio/x-raw, rate=(int)16000"));
    g_clear_error (&error);
  }

  /* ANY takes audio; and a pad links once. */
  gst_test_connect (graph, audio, "src", tee, "sink");
  g_assert_null (flow_graph_add_connection (graph, flow_node_get_source (audio, "src"),
                                            flow_node_get_sink (video, "sink"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  g_clear_error (&error);

  /* Kinds, for the colours of the wires. */
  g_assert_true (flow_dock_get_value_type (FLOW_DOCK (flow_node_get_source (audio, "src"))) == FLOW_GST_TYPE_AUDIO);
  g_assert_true (flow_dock_get_value_type (FLOW_DOCK (flow_node_get_sink (video, "sink"))) == FLOW_GST_TYPE_VIDEO);
  g_assert_true (flow_dock_get_value_type (FLOW_DOCK (flow_node_get_sink (tee, "sink"))) == FLOW_GST_TYPE_STREAM);
}

static void
test_error_on_node (void)
{
  g_autofree char *dir = gst_test_make_dir ();
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowNode *src, *sink;

  /* A folder is no file to write to. */
  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "10", NULL);
  sink = gst_test_add (graph, "filesink", "location", dir, NULL);
  gst_test_connect (graph, src, "src", sink, "sink");

  g_assert_false (gst_test_play_to_eos (player, 30));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);

  g_test_message ("%s / %s", flow_node_get_message (sink),
                  flow_gst_element_node_get_debug (FLOW_GST_ELEMENT_NODE (sink)));
  g_assert_cmpint (flow_node_get_state (sink), ==, FLOW_NODE_STATE_ERROR);
  g_assert_nonnull (flow_node_get_message (sink));
  g_assert_nonnull (strstr (flow_node_get_message (sink), "writing"));
  g_assert_nonnull (flow_gst_element_node_get_debug (FLOW_GST_ELEMENT_NODE (sink)));
  g_assert_cmpint (flow_node_get_state (src), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_nonnull (strstr (flow_gst_player_get_status (player), "filesink"));

  g_rmdir (dir);
}

/* A stream that stops for an output connected to nothing: the status
 * says which, where GStreamer names only the source whose thread
 * stopped ("Internal data stream error").
 */
static void
test_error_not_linked (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowNode *src, *volume;

  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "10", NULL);
  volume = gst_test_add (graph, "volume", NULL);
  gst_test_connect (graph, src, "src", volume, "sink");

  g_assert_false (gst_test_play_to_eos (player, 30));
  g_test_message ("%s", flow_gst_player_get_status (player));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);
  g_assert_nonnull (strstr (flow_gst_player_get_status (player), "The output src of volume is not connected."));
}

static void
test_warning_on_node (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autofree char *display = g_strdup (g_getenv ("DISPLAY"));
  g_autofree char *wayland = g_strdup (g_getenv ("WAYLAND_DISPLAY"));
  FlowNode *src, *sink;

  g_test_summary ("A warning on the bus shows on the node of the element that posted "
                  "it, with GStreamer's debug text, and the pipeline plays on; the "
                  "warning stays after the pipeline stopped and goes at the next Play.");

  /* With no display to show video on, autovideosink warns that it
   * found no usable sink and plays into a fake one.
   */
  g_unsetenv ("DISPLAY");
  g_unsetenv ("WAYLAND_DISPLAY");

  src = gst_test_add (graph, "videotestsrc", "num-buffers", "5", NULL);
  sink = gst_test_add (graph, "autovideosink", NULL);
  gst_test_connect (graph, src, "src", sink, "sink");

  g_assert_true (gst_test_play_to_eos (player, 30));
  if (display != NULL)
    g_setenv ("DISPLAY", display, TRUE);
  if (wayland != NULL)
    g_setenv ("WAYLAND_DISPLAY", wayland, TRUE);

  g_test_message ("%s / %s", flow_node_get_message (sink),
                  flow_gst_element_node_get_debug (FLOW_GST_ELEMENT_NODE (sink)));
  g_assert_cmpint (flow_node_get_state (sink), ==, FLOW_NODE_STATE_WARNING);
  g_assert_nonnull (flow_node_get_message (sink));
  g_assert_nonnull (strstr (flow_gst_element_node_get_debug (FLOW_GST_ELEMENT_NODE (sink)),
                            "usable video sink"));
  g_assert_cmpint (flow_node_get_state (src), ==, FLOW_NODE_STATE_NORMAL);

  /* It stays once the pipeline stopped, to be read, until the next
   * Play, which starts every node afresh: the source, given a warning
   * of its own, has none once the pipeline plays again.
   */
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);
  flow_node_report (src, FLOW_NODE_STATE_WARNING, "an old warning");
  g_assert_true (gst_test_play_to_eos (player, 30));
  g_assert_cmpint (flow_node_get_state (src), ==, FLOW_NODE_STATE_NORMAL);
  g_assert_null (flow_node_get_message (src));
}

static void
test_properties_undo (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *src = gst_test_add (graph, "audiotestsrc", NULL);
  GstElement *element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (src));
  double freq;

  flow_history_clear (history);
  g_assert_true (flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (src),
                                                                 "freq", "880", NULL));
  g_object_get (element, "freq", &freq, NULL);
  g_assert_cmpfloat (freq, ==, 880);
  g_assert_true (flow_history_get_can_undo (history));

  flow_history_undo (history);
  g_object_get (element, "freq", &freq, NULL);
  g_assert_cmpfloat (freq, ==, 440);
  flow_history_redo (history);
  g_object_get (element, "freq", &freq, NULL);
  g_assert_cmpfloat (freq, ==, 880);
}

static void
stop_needed_cb (FlowGstPlayer *player,
                guint         *count)
{
  (*count)++;
}

static void
test_edit_while_playing (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowHistory *history = flow_graph_get_history (graph);
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *convert, *sink;
  guint asked = 0;

  g_test_summary ("With ask-to-stop, a change of structure while playing asks; "
                  "cancelling takes back an edit by undoing it, and an undo by redoing it.");

  src = gst_test_add (graph, "audiotestsrc", "is-live", "true", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", sink, "sink");

  flow_gst_player_set_ask_to_stop (player, TRUE);
  g_signal_connect (player, "stop-needed", G_CALLBACK (stop_needed_cb), &asked);
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);

  /* An undo: the last wire made goes. Asked once; cancelled, it is redone. */
  g_assert_false (flow_history_get_can_redo (history));
  flow_history_undo (history);
  g_assert_cmpuint (asked, ==, 1);
  g_assert_true (flow_gst_player_get_edit_pending (player));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 1);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);
  flow_gst_player_resolve_edit (player, FALSE);
  g_assert_false (flow_gst_player_get_edit_pending (player));
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);
  g_assert_false (flow_history_get_can_redo (history));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  /* An edit: a node removed. Asked again; cancelled, it is undone. */
  flow_graph_remove_node (graph, convert);
  g_assert_cmpuint (asked, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  flow_gst_player_resolve_edit (player, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);
  g_assert_true (flow_history_get_can_redo (history));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  /* Again, and stopped: the change stays. */
  flow_graph_remove_node (graph, convert);
  g_assert_cmpuint (asked, ==, 3);
  flow_gst_player_resolve_edit (player, TRUE);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  g_assert_false (flow_gst_player_get_edit_pending (player));
}

static void
test_cancel_undo_same_labels (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowHistory *history = flow_graph_get_history (graph);
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GError) error = NULL;
  FlowNode *src, *convert, *sink, *queue, *idle;
  guint asked = 0;

  g_test_summary ("Cancelling an undo made while playing redoes it, even when the "
                  "steps around it have the same label as it.");

  src = gst_test_add (graph, "audiotestsrc", "is-live", "true", NULL);
  convert = gst_test_add (graph, "audioconvert", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  queue = gst_test_add (graph, "queue", NULL);
  idle = gst_test_add (graph, "fakesink", "async", "false", NULL);
  gst_test_connect (graph, src, "src", convert, "sink");
  gst_test_connect (graph, convert, "src", sink, "sink");
  gst_test_connect (graph, queue, "src", idle, "sink");

  /* Three steps of one label; the last undone while stopped. */
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 3);
  flow_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);
  g_assert_cmpstr (flow_history_get_undo_label (history) + 5, ==, flow_history_get_redo_label (history) + 5);

  flow_gst_player_set_ask_to_stop (player, TRUE);
  g_signal_connect (player, "stop-needed", G_CALLBACK (stop_needed_cb), &asked);
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);

  /* An undo while playing, cancelled: redone, and nothing more. */
  flow_history_undo (history);
  g_assert_cmpuint (asked, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 1);
  flow_gst_player_resolve_edit (player, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);
  g_assert_nonnull (flow_graph_find_connection (graph, flow_node_get_source (convert, "src"),
                                                flow_node_get_sink (sink, "sink")));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  /* The step undone while stopped is still there to redo: a wire
   * added, which links at once, with no question.
   */
  g_assert_true (flow_history_get_can_redo (history));
  flow_history_redo (history);
  g_assert_cmpuint (asked, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 3);
  g_assert_nonnull (flow_graph_find_connection (graph, flow_node_get_source (queue, "src"),
                                                flow_node_get_sink (idle, "sink")));
  g_assert_false (flow_history_get_can_redo (history));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  flow_gst_player_stop (player);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/play/wav", test_wav);
  g_test_add_func ("/gst/play/png", test_png);
  g_test_add_func ("/gst/play/decodebin/sometimes-dock", test_decodebin);
  g_test_add_func ("/gst/play/decodebin/delayed", test_decodebin_delayed);
  g_test_add_func ("/gst/play/decodebin/stop-and-play", test_decodebin_stop_and_play);
  g_test_add_func ("/gst/play/tee", test_tee);
  g_test_add_func ("/gst/play/audiomixer", test_audiomixer);
  g_test_add_func ("/gst/play/single-request-pad", test_single_request_pad);
  g_test_add_func ("/gst/play/pause-seek", test_pause_seek);
  g_test_add_func ("/gst/play/formats/follow", test_formats_follow);
  g_test_add_func ("/gst/play/formats/at-once", test_formats_at_once);
  g_test_add_func ("/gst/play/formats/sometimes", test_decodebin_format);
  g_test_add_func ("/gst/play/pad-properties", test_pad_properties);
  g_test_add_func ("/gst/caps/refused", test_caps_refused);
  g_test_add_func ("/gst/play/error-on-node", test_error_on_node);
  g_test_add_func ("/gst/play/error-not-linked", test_error_not_linked);
  g_test_add_func ("/gst/play/warning-on-node", test_warning_on_node);
  g_test_add_func ("/gst/properties/undo", test_properties_undo);
  g_test_add_func ("/gst/play/edit-while-playing", test_edit_while_playing);
  g_test_add_func ("/gst/play/edit-while-playing/same-labels", test_cancel_undo_same_labels);

  return g_test_run ();
}

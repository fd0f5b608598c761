/* gst-test-utils.c: building graphs of elements, playing them and
 * reading back what they wrote, for the flow-gst tests.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "gst-test-utils.h"

#include "flow-gst-element-node.h"

#include <gst/pbutils/pbutils.h>

FlowNode *
gst_test_add (FlowGraph  *graph,
              const char *factory,
              ...)
{
  g_autoptr(GError) error = NULL;
  FlowNode *node = flow_gst_element_node_new (factory, &error);
  va_list args;

  g_assert_no_error (error);
  g_assert_nonnull (node);

  va_start (args, factory);
  for (const char *name = va_arg (args, const char *); name != NULL; name = va_arg (args, const char *))
    {
      const char *value = va_arg (args, const char *);

      g_assert_true (flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (node),
                                                                     name, value, &error));
      g_assert_no_error (error);
    }
  va_end (args);

  flow_graph_add_node (graph, node);
  g_object_unref (node);

  return node;
}

void
gst_test_connect (FlowGraph  *graph,
                  FlowNode   *from,
                  const char *source,
                  FlowNode   *to,
                  const char *sink)
{
  g_autoptr(GError) error = NULL;
  FlowSource *out = flow_node_get_source (from, source);
  FlowSink *in = flow_node_get_sink (to, sink);

  g_assert_nonnull (out);
  g_assert_nonnull (in);
  g_assert_nonnull (flow_graph_add_connection (graph, out, in, &error));
  g_assert_no_error (error);
}

static void
eos_cb (FlowGstPlayer *player,
        gboolean      *done)
{
  *done = TRUE;
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Plays until the end of the stream; FALSE if it stopped otherwise. */
gboolean
gst_test_play_to_eos (FlowGstPlayer *player,
                      guint          timeout_seconds)
{
  g_autoptr(GError) error = NULL;
  gboolean eos = FALSE, timed_out = FALSE;
  gulong handler;
  guint timeout;

  handler = g_signal_connect (player, "eos", G_CALLBACK (eos_cb), &eos);
  timeout = g_timeout_add_seconds (timeout_seconds, timeout_cb, &timed_out);

  if (!flow_gst_player_play (player, &error))
    {
      g_test_message ("play: %s", error->message);
      g_source_remove (timeout);
      g_signal_handler_disconnect (player, handler);
      return FALSE;
    }

  while (!eos && !timed_out && flow_gst_player_get_state (player) != FLOW_GST_PLAYER_STOPPED)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (timeout);
  g_signal_handler_disconnect (player, handler);

  if (!eos)
    g_test_message ("stopped without EOS: %s", flow_gst_player_get_status (player));

  return eos;
}

/* Reads @path back with GStreamer's discoverer. */
void
gst_test_check_wav (const char   *path,
                    int           rate,
                    GstClockTime  min_duration,
                    GstClockTime  max_duration)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GstDiscoverer) discoverer = gst_discoverer_new (10 * GST_SECOND, &error);
  g_autoptr(GstDiscovererInfo) info = NULL;
  g_autofree char *uri = gst_filename_to_uri (path, &error);
  GList *streams;
  GstClockTime duration;

  g_assert_no_error (error);
  info = gst_discoverer_discover_uri (discoverer, uri, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gst_discoverer_info_get_result (info), ==, GST_DISCOVERER_OK);

  duration = gst_discoverer_info_get_duration (info);
  g_test_message ("%s: %" GST_TIME_FORMAT, path, GST_TIME_ARGS (duration));
  g_assert_cmpuint (duration, >=, min_duration);
  g_assert_cmpuint (duration, <=, max_duration);

  streams = gst_discoverer_info_get_audio_streams (info);
  g_assert_cmpuint (g_list_length (streams), ==, 1);
  g_assert_cmpuint (gst_discoverer_audio_info_get_sample_rate (streams->data), ==, rate);
  gst_discoverer_stream_info_list_free (streams);
}

char *
gst_test_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("flow-gst-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Plays the gst-launch @line, without Flow, until its end: how the tests
 * make their input files.
 */
void
gst_test_run_line (const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GstElement) pipeline = gst_parse_launch (line, &error);
  g_autoptr(GstBus) bus = NULL;
  g_autoptr(GstMessage) message = NULL;

  g_assert_no_error (error);
  bus = gst_element_get_bus (pipeline);
  gst_element_set_state (pipeline, GST_STATE_PLAYING);
  message = gst_bus_timed_pop_filtered (bus, 20 * GST_SECOND, GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
  g_assert_nonnull (message);
  g_assert_cmpint (GST_MESSAGE_TYPE (message), ==, GST_MESSAGE_EOS);
  gst_element_set_state (pipeline, GST_STATE_NULL);
}

/* test-gst-messages.c: what the player tells the window: the messages of
 * a pipeline's bus that it passes on (to the log of messages), its way
 * down on Stop included, and times as the window writes them.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "flow-gst-player.h"

static void
bus_message_cb (FlowGstPlayer *player,
                GstMessage    *message,
                GPtrArray     *states)
{
  GstState old, new;

  if (GST_MESSAGE_TYPE (message) != GST_MESSAGE_STATE_CHANGED ||
      !GST_IS_PIPELINE (GST_MESSAGE_SRC (message)))
    return;

  gst_message_parse_state_changed (message, &old, &new, NULL);
  g_ptr_array_add (states, g_strdup_printf ("%s>%s", gst_element_state_get_name (old),
                                            gst_element_state_get_name (new)));
}

static void
test_stop_told (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  gint64 end;

  g_test_summary ("Stop passes on the pipeline's way down, to Ready and to Stopped, "
                  "which GStreamer's bus loses as the pipeline goes to NULL: the log's "
                  "last line read “Paused → Playing” after Stop.");

  nodes = flow_gst_launch_import (graph, serializer, "audiotestsrc is-live=true ! fakesink", &error);
  g_assert_no_error (error);
  g_signal_connect (player, "bus-message", G_CALLBACK (bus_message_cb), states);

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (flow_gst_player_get_state (player) != FLOW_GST_PLAYER_PLAYING && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);
  /* The messages of the way up, delivered. */
  end = g_get_monotonic_time () + G_USEC_PER_SEC / 5;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpstr (g_ptr_array_index (states, states->len - 1), ==, "PAUSED>PLAYING");

  flow_gst_player_stop (player);
  for (guint i = 0; i < states->len; i++)
    g_test_message ("%s", (char *) g_ptr_array_index (states, i));
  g_assert_cmpuint (states->len, >=, 3);
  g_assert_cmpstr (g_ptr_array_index (states, states->len - 3), ==, "PLAYING>PAUSED");
  g_assert_cmpstr (g_ptr_array_index (states, states->len - 2), ==, "PAUSED>READY");
  g_assert_cmpstr (g_ptr_array_index (states, states->len - 1), ==, "READY>NULL");
}

static void
test_format_time (void)
{
  const struct { gint64 time; const char *text; } times[] = {
    { -1, "–:––" },
    { 0, "0:00" },
    { 61 * GST_SECOND + GST_SECOND / 2, "1:01" },
    { 59 * 60 * GST_SECOND + 59 * GST_SECOND, "59:59" },
    { 3600 * GST_SECOND, "1:00:00" },
    { (3 * 3600 + 2 * 60 + 8) * GST_SECOND, "3:02:08" },
  };

  g_test_summary ("Positions and durations in minutes and seconds, with hours from "
                  "an hour on (“3:02:08”, not “182:08”).");

  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      g_autofree char *text = flow_gst_format_time (times[i].time);

      g_assert_cmpstr (text, ==, times[i].text);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/messages/stop-told", test_stop_told);
  g_test_add_func ("/gst/messages/format-time", test_format_time);

  return g_test_run ();
}

/* test-gst-debug-tap.c: GStreamer's debug log taken for one pipeline:
 * only its objects' lines, only up to the level asked, handed to the
 * main context, the threshold and the terminal as they were after.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <string.h>

#include "flow-gst-debug-tap.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-player.h"
#include "gst-test-utils.h"

static GThread *main_thread;

typedef struct
{
  GPtrArray *records;
  guint      dropped;
  guint      calls;
} Received;

static void
received_cb (GPtrArray *records,
             guint      n_dropped,
             gpointer   user_data)
{
  Received *received = user_data;

  /* Never in a thread that logged. */
  g_assert_true (g_thread_self () == main_thread);
  for (guint i = 0; i < records->len; i++)
    {
      FlowGstDebugRecord *record = g_ptr_array_index (records, i);
      FlowGstDebugRecord *copy = g_new0 (FlowGstDebugRecord, 1);

      *copy = *record;
      copy->category = g_strdup (record->category);
      copy->object = g_strdup (record->object);
      copy->message = g_strdup (record->message);
      copy->location = g_strdup (record->location);
      g_ptr_array_add (received->records, copy);
    }
  received->dropped += n_dropped;
  received->calls++;
}

static void
record_free (gpointer data)
{
  FlowGstDebugRecord *record = data;

  g_free (record->category);
  g_free (record->object);
  g_free (record->message);
  g_free (record->location);
  g_free (record);
}

static void
received_init (Received *received)
{
  received->records = g_ptr_array_new_with_free_func (record_free);
  received->dropped = 0;
  received->calls = 0;
}

static void
received_clear (Received *received)
{
  g_clear_pointer (&received->records, g_ptr_array_unref);
}

static void
follow_cb (FlowGstPlayer   *player,
           GParamSpec      *pspec,
           FlowGstDebugTap *tap)
{
  flow_gst_debug_tap_set_pipeline (tap, flow_gst_player_get_pipeline (player));
}

/* Whether @object is one of @names or a pad of one ("name:pad"). */
static gboolean
is_of (const char  *object,
       const char **names)
{
  for (guint i = 0; names[i] != NULL; i++)
    {
      gsize length = strlen (names[i]);

      if (strncmp (object, names[i], length) == 0 &&
          (object[length] == '\0' || object[length] == ':'))
        return TRUE;
    }

  return FALSE;
}

static void
test_only_its_pipeline (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGraph) other_graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(FlowGstPlayer) other_player = flow_gst_player_new (other_graph);
  GstDebugLevel threshold = gst_debug_get_default_threshold ();
  FlowGstDebugTap *tap, *silent, *other;
  Received got, got_silent, got_other;
  const char *names[3] = { NULL };
  FlowNode *src, *sink;
  gboolean basesrc = FALSE;

  g_test_summary ("A tap at the Debug level gets the debug lines of its own pipeline's "
                  "objects up to that level, on the main context; a tap at no level and "
                  "one following another pipeline get nothing; GStreamer's threshold is "
                  "raised while a tap asks for more, and set back after.");

  received_init (&got);
  received_init (&got_silent);
  received_init (&got_other);

  src = gst_test_add (graph, "audiotestsrc", "num-buffers", "5", NULL);
  sink = gst_test_add (graph, "fakesink", NULL);
  gst_test_connect (graph, src, "src", sink, "sink");
  names[0] = GST_OBJECT_NAME (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (src)));
  names[1] = GST_OBJECT_NAME (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (sink)));
  src = gst_test_add (other_graph, "audiotestsrc", "num-buffers", "5", NULL);
  sink = gst_test_add (other_graph, "fakesink", NULL);
  gst_test_connect (other_graph, src, "src", sink, "sink");

  tap = flow_gst_debug_tap_new (received_cb, &got);
  silent = flow_gst_debug_tap_new (received_cb, &got_silent);
  other = flow_gst_debug_tap_new (received_cb, &got_other);
  g_signal_connect (player, "notify::pipeline", G_CALLBACK (follow_cb), tap);
  g_signal_connect (player, "notify::pipeline", G_CALLBACK (follow_cb), silent);
  g_signal_connect (other_player, "notify::pipeline", G_CALLBACK (follow_cb), other);

  flow_gst_debug_tap_set_level (tap, GST_LEVEL_DEBUG);
  flow_gst_debug_tap_set_level (other, GST_LEVEL_DEBUG);
  g_assert_cmpint (gst_debug_get_default_threshold (), ==, MAX (threshold, GST_LEVEL_DEBUG));

  g_assert_true (gst_test_play_to_eos (player, 30));
  /* The last lines, of the pipeline stopping, come at the next tenth of
   * a second.
   */
  for (guint waited = 0; waited < 300; waited += 10)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
  flow_gst_debug_tap_flush (tap);

  g_test_message ("%u lines in %u batches", got.records->len, got.calls);
  g_assert_cmpuint (got.records->len, >, 0);
  g_assert_cmpuint (got.dropped, ==, 0);
  g_assert_cmpuint (got.calls, <, got.records->len);
  for (guint i = 0; i < got.records->len; i++)
    {
      FlowGstDebugRecord *record = g_ptr_array_index (got.records, i);

      if (!is_of (record->object, names) && strcmp (record->object, "flow-gst") != 0)
        g_error ("a line of %s, not of the pipeline: %s", record->object, record->message);
      g_assert_cmpint (record->level, >=, GST_LEVEL_ERROR);
      g_assert_cmpint (record->level, <=, GST_LEVEL_DEBUG);
      g_assert_nonnull (strstr (record->location, ".c:"));
      basesrc |= g_str_equal (record->category, "basesrc");
    }
  g_assert_true (basesrc);

  g_assert_cmpuint (got_silent.records->len, ==, 0);
  g_assert_cmpuint (got_other.records->len, ==, 0);

  /* The same tap at Warning: a run that warns of nothing brings nothing. */
  g_ptr_array_set_size (got.records, 0);
  flow_gst_debug_tap_set_level (tap, GST_LEVEL_WARNING);
  g_assert_true (gst_test_play_to_eos (player, 30));
  flow_gst_debug_tap_flush (tap);
  g_assert_cmpuint (got.records->len, ==, 0);

  flow_gst_debug_tap_free (other);
  g_assert_cmpint (gst_debug_get_default_threshold (), ==, MAX (threshold, GST_LEVEL_WARNING));
  flow_gst_debug_tap_free (tap);
  flow_gst_debug_tap_free (silent);
  g_assert_cmpint (gst_debug_get_default_threshold (), ==, threshold);

  g_signal_handlers_disconnect_by_func (player, follow_cb, NULL);
  received_clear (&got);
  received_clear (&got_silent);
  received_clear (&got_other);
}

static void
run_to_end (GstElement *pipeline)
{
  g_autoptr(GstBus) bus = gst_element_get_bus (pipeline);
  GstMessage *message;

  g_assert_cmpint (gst_element_set_state (pipeline, GST_STATE_PLAYING), !=, GST_STATE_CHANGE_FAILURE);
  message = gst_bus_timed_pop_filtered (bus, 30 * GST_SECOND, GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
  g_assert_nonnull (message);
  g_assert_cmpint (GST_MESSAGE_TYPE (message), ==, GST_MESSAGE_EOS);
  gst_message_unref (message);
  gst_element_set_state (pipeline, GST_STATE_NULL);
}

static void
test_flood (void)
{
  g_autoptr(GstElement) pipeline = NULL;
  g_autoptr(FlowGstDebugTap) tap = NULL;
  g_autoptr(GError) error = NULL;
  Received got;

  g_test_summary ("A pipeline that logs more lines than a tap keeps while the main "
                  "context is busy: the tap hands over the last thousand and says how "
                  "many it left out.");

  received_init (&got);
  pipeline = gst_parse_launch ("audiotestsrc num-buffers=300 ! fakesink", &error);
  g_assert_no_error (error);
  tap = flow_gst_debug_tap_new (received_cb, &got);
  flow_gst_debug_tap_set_pipeline (tap, pipeline);
  flow_gst_debug_tap_set_level (tap, GST_LEVEL_LOG);

  /* Played without the main context running. */
  run_to_end (pipeline);
  flow_gst_debug_tap_flush (tap);

  g_test_message ("%u lines handed over, %u left out", got.records->len, got.dropped);
  g_assert_cmpuint (got.calls, ==, 1);
  g_assert_cmpuint (got.records->len, ==, 1000);
  g_assert_cmpuint (got.dropped, >, 0);
  /* The newest kept: the pipeline's last, of its stopping. */
  g_assert_nonnull (g_ptr_array_index (got.records, got.records->len - 1));

  /* Nothing after it stopped following. */
  g_ptr_array_set_size (got.records, 0);
  flow_gst_debug_tap_set_pipeline (tap, NULL);
  run_to_end (pipeline);
  flow_gst_debug_tap_flush (tap);
  g_assert_cmpuint (got.records->len, ==, 0);

  received_clear (&got);
}

/* In a process of its own: a tap at Debug, then GStreamer's own log. */
static void
log_in_subprocess (void)
{
  g_autoptr(GstElement) pipeline = gst_parse_launch ("audiotestsrc num-buffers=5 ! fakesink", NULL);
  GstDebugCategory *category;
  FlowGstDebugTap *tap;
  Received got;

  received_init (&got);
  tap = flow_gst_debug_tap_new (received_cb, &got);
  flow_gst_debug_tap_set_pipeline (tap, pipeline);
  flow_gst_debug_tap_set_level (tap, GST_LEVEL_DEBUG);
  run_to_end (pipeline);
  flow_gst_debug_tap_flush (tap);
  g_assert_cmpuint (got.records->len, >, 0);
  flow_gst_debug_tap_free (tap);
  received_clear (&got);

  /* GStreamer's own function writes, at the level asked. */
  category = _gst_debug_category_new ("flowtest", 0, "test");
  gst_debug_set_threshold_for_name ("flowtest", GST_LEVEL_WARNING);
  GST_CAT_WARNING (category, "written by GStreamer's own log function");
}

/* Runs the test again in a process of its own, with GST_DEBUG set to @value, or unset. */
static void
trap_with_gst_debug (const char *value)
{
  g_autofree char *saved = g_strdup (g_getenv ("GST_DEBUG"));

  if (value != NULL)
    g_setenv ("GST_DEBUG", value, TRUE);
  else
    g_unsetenv ("GST_DEBUG");
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  if (saved != NULL)
    g_setenv ("GST_DEBUG", saved, TRUE);
  else
    g_unsetenv ("GST_DEBUG");
}

static void
test_terminal (void)
{
  g_test_summary ("Without GST_DEBUG, what a tap asks for is not written to the terminal "
                  "too; with it, the terminal gets the raised level as well; either way "
                  "GStreamer's own log function writes after.");

  if (g_test_subprocess ())
    {
      log_in_subprocess ();
      return;
    }

  trap_with_gst_debug (NULL);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr_unmatched ("*basesrc*");
  g_test_trap_assert_stderr ("*written by GStreamer's own log function*");

  trap_with_gst_debug ("1");
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*DEBUG*basesrc*");
  g_test_trap_assert_stderr ("*written by GStreamer's own log function*");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();
  main_thread = g_thread_self ();

  g_test_add_func ("/gst/debug-tap/only-its-pipeline", test_only_its_pipeline);
  g_test_add_func ("/gst/debug-tap/flood", test_flood);
  g_test_add_func ("/gst/debug-tap/terminal", test_terminal);

  return g_test_run ();
}

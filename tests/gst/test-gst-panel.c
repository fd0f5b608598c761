/* test-gst-panel.c: flow-gst's side panel of properties and its log of
 * messages, on their own: the values the panel shows (a pad's while the
 * pipeline plays, numbers exactly, so that passing through a field never
 * changes one) and each pad's formats; the pipeline's changes of state
 * the log shows.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "flow-gst-log.h"
#include "flow-gst-properties.h"
#include "xtest-utils.h"

/* A panel in a window of its own, showing node @index of @graph, which
 * is made of the gst-launch @line and played by @player. The node is
 * returned; the caller destroys *@window.
 */
static FlowNode *
panel_for (FlowGraph      *graph,
           FlowGstPlayer  *player,
           const char     *line,
           guint           index,
           GtkWidget     **panel,
           GtkWidget     **window)
{
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  FlowNode *node;

  nodes = flow_gst_launch_import (graph, serializer, line, &error);
  g_assert_no_error (error);
  node = g_list_model_get_item (G_LIST_MODEL (graph), index);

  *panel = flow_gst_property_panel_new (player);
  *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (*window), *panel);
  gtk_window_present (GTK_WINDOW (*window));
  flow_gst_property_panel_set_node (FLOW_GST_PROPERTY_PANEL (*panel), node);

  return node;
}

static void
test_panel_pad_values (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) mixer = NULL;
  GtkWidget *panel, *window, *zorder;

  g_test_summary ("A pad property not set shows what the pad has while it plays "
                  "(a compositor numbers its inputs' zorder), and its default when stopped.");

  mixer = panel_for (graph, player, "videotestsrc is-live=true ! compositor name=c ! fakesink "
                     "videotestsrc is-live=true ! c.", 1, &panel, &window);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (mixer)), ==, "compositor");
  zorder = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "sink_1::zorder");
  g_assert_true (GTK_IS_SPIN_BUTTON (zorder));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (zorder)), ==, 0);

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  xtest_spin (200);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (zorder)), ==, 2);

  flow_gst_player_stop (player);
  xtest_spin (100);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (zorder)), ==, 0);
  /* Shown, not set. */
  g_assert_null (flow_gst_element_node_get_pad_properties (FLOW_GST_ELEMENT_NODE (mixer)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
formats_text (GtkWidget  *panel,
              const char *dock)
{
  GtkWidget *label = flow_gst_property_panel_get_formats (FLOW_GST_PROPERTY_PANEL (panel), dock);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
test_panel_formats (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) convert = NULL;
  g_autoptr(GstCaps) templ = NULL;
  g_autofree char *first = NULL;
  GtkWidget *panel, *window;

  g_test_summary ("The side panel shows each pad's formats in full, one structure a line, "
                  "and, while the pipeline plays, the one it negotiated, followed when it "
                  "changes; stopped, that goes.");

  convert = panel_for (graph, player, "audiotestsrc is-live=true ! audioconvert ! "
                       "capsfilter name=f caps=audio/x-raw,rate=16000,channels=1 ! fakesink",
                       1, &panel, &window);

  /* The template's formats, in full: the first structure of the sink
   * pad's template, as GStreamer writes it.
   */
  templ = gst_pad_template_get_caps (gst_element_get_pad_template (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (convert)),
                                                                   "sink"));
  {
    g_autoptr(GstCaps) one = gst_caps_copy_nth (templ, 0);

    first = gst_caps_to_string (one);
  }
  g_test_message ("sink: %s", formats_text (panel, "sink"));
  g_assert_true (g_str_has_prefix (formats_text (panel, "sink"), first));
  g_assert_null (strstr (formats_text (panel, "sink"), "Now:"));
  g_assert_nonnull (strstr (formats_text (panel, "src"), "layout=(string)"));

  /* Playing: what each pad negotiated, under the formats. */
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  for (guint waited = 0; strstr (formats_text (panel, "src"), "Now:") == NULL && waited < 5000; waited += 50)
    xtest_spin (50);
  g_test_message ("src: %s", formats_text (panel, "src"));
  g_assert_nonnull (strstr (formats_text (panel, "src"), "\n\nNow: audio/x-raw"));
  g_assert_nonnull (strstr (strstr (formats_text (panel, "src"), "Now:"), "rate=(int)16000"));
  g_assert_nonnull (strstr (strstr (formats_text (panel, "src"), "Now:"), "channels=(int)1"));

  /* Followed when it changes: the filter asks for another rate. */
  {
    GstElement *filter = gst_bin_get_by_name (GST_BIN (flow_gst_player_get_pipeline (player)), "f");
    g_autoptr(GstCaps) caps = gst_caps_from_string ("audio/x-raw,rate=22050,channels=1");

    g_assert_nonnull (filter);
    g_object_set (filter, "caps", caps, NULL);
    gst_object_unref (filter);
  }
  for (guint waited = 0; strstr (formats_text (panel, "src"), "rate=(int)22050") == NULL && waited < 5000; waited += 50)
    xtest_spin (50);
  g_assert_nonnull (strstr (strstr (formats_text (panel, "src"), "Now:"), "rate=(int)22050"));

  /* Stopped: the formats alone again. */
  flow_gst_player_stop (player);
  xtest_spin (100);
  g_assert_null (strstr (formats_text (panel, "src"), "Now:"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Enter in @spin: GTK reads its text back. */
static void
activate_spin (GtkWidget  *spin,
               const char *text)
{
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
}

/* The property @name of @node's element, read into *@value (a double,
 * a guint64…, as the property is).
 */
static void
element_get (FlowNode   *node,
             const char *name,
             gpointer    value)
{
  g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)), name, value, NULL);
}

static double
element_double (FlowNode   *node,
                const char *name)
{
  double value = -1;

  element_get (node, name, &value);
  return value;
}

static guint64
element_uint64 (FlowNode   *node,
                const char *name)
{
  guint64 value = 0;

  element_get (node, name, &value);
  return value;
}

static void
test_panel_exact_values (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowHistory *history = flow_graph_get_history (graph);
  g_autoptr(FlowNode) source = NULL;
  GtkWidget *panel, *window, *volume, *freq;
  guint steps;

  g_test_summary ("A number the panel shows reads back as itself: volume=0.12345 shows "
                  "0.12345, not 0.123, and Enter in the field changes nothing; text that "
                  "is not a number is refused, a number is taken, as one step.");

  source = panel_for (graph, player, "audiotestsrc volume=0.12345 freq=440.5 ! fakesink", 0, &panel, &window);
  volume = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "volume");
  freq = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "freq");
  g_assert_true (GTK_IS_SPIN_BUTTON (volume));
  g_assert_true (GTK_IS_SPIN_BUTTON (freq));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (volume)), ==, "0.12345");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (freq)), ==, "440.500");

  flow_history_mark_clean (history);
  steps = flow_history_get_n_undo_steps (history);
  activate_spin (volume, NULL);
  activate_spin (freq, NULL);
  g_assert_cmpfloat (element_double (source, "volume"), ==, 0.12345);
  g_assert_cmpfloat (element_double (source, "freq"), ==, 440.5);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
  g_assert_false (flow_history_get_modified (history));

  /* Not numbers: refused, the value shown again. */
  activate_spin (volume, "abc");
  activate_spin (volume, " ");
  g_assert_cmpfloat (element_double (source, "volume"), ==, 0.12345);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (volume)), ==, "0.12345");
  g_assert_false (flow_history_get_modified (history));

  /* A number, with more decimals than the field's three. */
  activate_spin (volume, "0.0625");
  g_assert_cmpfloat (element_double (source, "volume"), ==, 0.0625);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (volume)), ==, "0.0625");
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_panel_wide_integers (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  FlowHistory *history = flow_graph_get_history (graph);
  g_autoptr(FlowNode) queue = NULL;
  GtkWidget *panel, *window, *time, *buffers;
  guint steps;

  g_test_summary ("A 64-bit property whose range a double cannot hold exactly is "
                  "shown and typed exactly: a queue's max-size-time of "
                  "18446744073709551615 (GStreamer's \"none\") showed "
                  "9007199254740992 and could not be typed.");

  queue = panel_for (graph, player, "fakesrc ! queue max-size-time=18446744073709551615 ! fakesink",
                     1, &panel, &window);
  time = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "max-size-time");
  buffers = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "max-size-buffers");
  g_assert_true (GTK_IS_ENTRY (time));
  /* A 32-bit one keeps its spin button. */
  g_assert_true (GTK_IS_SPIN_BUTTON (buffers));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (time)), ==, "18446744073709551615");

  /* Enter changes nothing. */
  flow_history_mark_clean (history);
  steps = flow_history_get_n_undo_steps (history);
  g_signal_emit_by_name (time, "activate");
  g_assert_cmpuint (element_uint64 (queue, "max-size-time"), ==, G_MAXUINT64);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);

  /* One below: exactly, as one step. */
  gtk_editable_set_text (GTK_EDITABLE (time), "18446744073709551614");
  g_signal_emit_by_name (time, "activate");
  g_assert_cmpuint (element_uint64 (queue, "max-size-time"), ==, G_MAXUINT64 - 1);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);
  g_assert_false (gtk_widget_has_css_class (time, "error"));

  /* Not a number: refused, said so, nothing changed. */
  gtk_editable_set_text (GTK_EDITABLE (time), "soon");
  g_signal_emit_by_name (time, "activate");
  g_assert_cmpuint (element_uint64 (queue, "max-size-time"), ==, G_MAXUINT64 - 1);
  g_assert_true (gtk_widget_has_css_class (time, "error"));
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);

  /* Undone, the field shows the value again. */
  flow_history_undo (history);
  g_assert_cmpuint (element_uint64 (queue, "max-size-time"), ==, G_MAXUINT64);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (time)), ==, "18446744073709551615");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_panel_no_value (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(FlowNode) sink = NULL;
  GtkWidget *panel, *window, *label;

  g_test_summary ("A read-only property without a value (fakesink's last sample "
                  "before any came) says “none”, dimmed, rather than nothing.");

  sink = panel_for (graph, player, "fakesrc ! fakesink", 1, &panel, &window);
  label = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "last-sample");
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "none");
  g_assert_true (gtk_widget_has_css_class (label, "dim-label"));

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  GThread *main_thread;
  guint    changes;
  guint    off_main;
} TextWatch;

static void
label_changed_cb (GObject    *label,
                  GParamSpec *pspec,
                  TextWatch  *watch)
{
  if (g_thread_self () == watch->main_thread)
    watch->changes++;
  else
    g_atomic_int_inc (&watch->off_main);
}

static void
test_panel_streaming_notify (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) identity = NULL;
  TextWatch watch = { g_thread_self (), 0, 0 };
  GtkWidget *panel, *window, *message;
  gint64 end;

  g_test_summary ("A property an element notifies from its streaming thread (identity's "
                  "last-message, for each buffer) is shown anew from the panel's thread: "
                  "GTK is never called from GStreamer's.");

  identity = panel_for (graph, player, "audiotestsrc is-live=true ! identity silent=false ! fakesink",
                        1, &panel, &window);
  message = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "last-message");
  g_assert_nonnull (message);
  g_signal_connect (message, GTK_IS_LABEL (message) ? "notify::label" : "notify::text",
                    G_CALLBACK (label_changed_cb), &watch);

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  end = g_get_monotonic_time () + G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  flow_gst_player_stop (player);
  xtest_spin (100);

  g_test_message ("%u changes on the main thread, %u off it", watch.changes, g_atomic_int_get (&watch.off_main));
  g_assert_cmpuint (g_atomic_int_get (&watch.off_main), ==, 0);
  g_assert_cmpuint (watch.changes, >, 0);

  g_signal_handlers_disconnect_by_data (message, &watch);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The number of entries of @log that say @text. */
static guint
count_entries (FlowGstLog *log,
               const char *text)
{
  GListModel *entries = flow_gst_log_get_entries (log);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(FlowGstLogEntry) entry = g_list_model_get_item (entries, i);

      n += g_strcmp0 (flow_gst_log_entry_get_text (entry), text) == 0;
    }

  return n;
}

static void
test_log_same_state (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGstPlayer) player = flow_gst_player_new (graph);
  g_autoptr(GstElement) pipeline = gst_pipeline_new ("p");
  GtkWidget *log = g_object_ref_sink (flow_gst_log_new (player));
  GstState changes[][2] = {
    { GST_STATE_PLAYING, GST_STATE_PAUSED },
    { GST_STATE_PAUSED, GST_STATE_PAUSED },
    { GST_STATE_PAUSED, GST_STATE_PLAYING },
  };

  g_test_summary ("The log shows a pipeline's changes of state, but not “Paused → "
                  "Paused”, which a flushing seek posts and which changes nothing.");

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      g_autoptr(GstMessage) message = gst_message_new_state_changed (GST_OBJECT (pipeline), changes[i][0],
                                                                     changes[i][1], GST_STATE_VOID_PENDING);

      g_signal_emit_by_name (player, "bus-message", message);
    }
  xtest_spin (100);

  g_assert_cmpuint (count_entries (FLOW_GST_LOG (log), "Playing → Paused"), ==, 1);
  g_assert_cmpuint (count_entries (FLOW_GST_LOG (log), "Paused → Playing"), ==, 1);
  g_assert_cmpuint (count_entries (FLOW_GST_LOG (log), "Paused → Paused"), ==, 0);
  g_object_unref (log);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/panel/pad-values", test_panel_pad_values);
  g_test_add_func ("/gst/panel/formats", test_panel_formats);
  g_test_add_func ("/gst/panel/exact-values", test_panel_exact_values);
  g_test_add_func ("/gst/panel/no-value", test_panel_no_value);
  g_test_add_func ("/gst/panel/streaming-notify", test_panel_streaming_notify);
  g_test_add_func ("/gst/panel/wide-integers", test_panel_wide_integers);
  g_test_add_func ("/gst/log/same-state", test_log_same_state);

  return g_test_run ();
}

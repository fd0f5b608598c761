/* test-gst-e2e-window.c: flow-gst's window around the canvas, driven
 * with real input (XTEST): the side panel's pad properties and the
 * nodes it lets go when they leave the graph, the log of
 * messages and of GStreamer's debug lines, the About dialog
 * (test-gst-e2e-files.c has the window's files).
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "flow-gst-log.h"
#include "flow-gst-palette.h"
#include "flow-gst-properties.h"
#include "flow-gst-recovery-bar.h"
#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-test-utils.h"
#include "gst-e2e-utils.h"
#include "shortcuts-check.h"
#include "xtest-utils.h"

static double
pad_volume (FlowNode   *mixer,
            const char *dock)
{
  GstPad *pad = flow_gst_dock_get_request_pad (flow_node_get_dock (mixer, dock));
  double volume = -1;

  g_assert_nonnull (pad);
  g_object_get (pad, "volume", &volume, NULL);
  return volume;
}

static void
test_e2e_pad_properties (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view, *editor;
  FlowGstPropertyPanel *panel;
  FlowGstPlayer *player;
  g_autoptr(FlowNode) mixer = NULL;
  g_autofree char *volume = NULL;

  g_test_summary ("An audiomixer's inputs have their properties in the side panel, "
                  "under their pads' names: typed there, a volume is set on the pad "
                  "when the pipeline plays, and Ctrl+Z takes it back on the playing pad.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));
  panel = FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (FLOW_GST_WINDOW (window)));

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc is-live=true ! audiomixer name=m sink_0::volume=0.5 ! "
                                         "audioconvert ! fakesink audiotestsrc is-live=true freq=500 ! m.",
                                         &error));
  g_assert_no_error (error);
  xtest_spin (500);
  mixer = g_list_model_get_item (G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))), 1);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (mixer)), ==, "audiomixer");

  /* Selected: the panel has each input's properties, the imported one
   * showing.
   */
  gst_e2e_click_node (view, mixer);
  g_assert_true (flow_gst_property_panel_get_node (panel) == mixer);
  editor = flow_gst_property_panel_get_editor (panel, "sink_0::volume");
  g_assert_true (GTK_IS_SPIN_BUTTON (editor));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor)), ==, 0.5);
  g_assert_nonnull (flow_gst_property_panel_get_editor (panel, "sink_1::mute"));
  {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    g_autofree char *label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (editor),
                                                                 GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                 "volume of sink_0");
    G_GNUC_END_IGNORE_DEPRECATIONS
    g_assert_null (label);
  }

  /* Typed with real keys into the second input's volume. */
  gst_e2e_set_in_panel (FLOW_GST_WINDOW (window), "sink_1::volume", "0.25");
  volume = flow_gst_element_node_dup_pad_property (FLOW_GST_ELEMENT_NODE (mixer), "sink_1", "volume");
  g_assert_cmpstr (volume, ==, "0.25");

  /* F5 plays: the pads have their volumes. */
  gst_e2e_click_node (view, mixer);
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PLAYING);
  g_assert_cmpfloat (pad_volume (mixer, "sink_0"), ==, 0.5);
  g_assert_cmpfloat (pad_volume (mixer, "sink_1"), ==, 0.25);

  /* F5 again pauses, and then plays: with the focus in the canvas, in
   * the window's panes, whose F6 (GTK's key to the next pane) took the
   * pause key it had.
   */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), view));
  g_assert_nonnull (gtk_widget_get_ancestor (view, GTK_TYPE_PANED));
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PAUSED);
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PLAYING);

  /* Ctrl+Z: the playing pad and the panel go back. */
  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_spin (300);
  g_assert_cmpfloat (pad_volume (mixer, "sink_1"), ==, 1.0);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (flow_gst_property_panel_get_editor (panel, "sink_1::volume"))), ==, 1.0);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  /* The wheel over a spin button without the focus leaves its value
   * alone; focused, the spin button takes it.
   */
  {
    FlowHistory *history = flow_graph_get_history (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
    guint steps = flow_history_get_n_undo_steps (history);
    GtkWidget *spin = flow_gst_property_panel_get_editor (panel, "sink_1::volume");
    graphene_point_t center;
    GtkAdjustment *scroll;
    double scrolled;

    /* The panel is taller than the window: the wheel scrolls it, and
     * what is under the pointer changes as it does.
     */
    gst_e2e_scroll_into_view (spin);
    scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW)));
    g_assert_cmpfloat (gtk_adjustment_get_upper (scroll) - gtk_adjustment_get_page_size (scroll), >, 100);
    scrolled = gtk_adjustment_get_value (scroll);
    g_assert_true (gtk_widget_compute_point (spin, spin,
                                             &GRAPHENE_POINT_INIT (gtk_widget_get_width (spin) / 4.0,
                                                                   gtk_widget_get_height (spin) / 2.0),
                                             &center));
    xtest_move (spin, center.x, center.y);
    for (guint i = 0; i < 3; i++)
      {
        xtest_button (spin, 4, TRUE);
        xtest_button (spin, 4, FALSE);
      }
    xtest_spin (200);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 1.0);
    g_assert_cmpfloat (gtk_adjustment_get_value (scroll), <, scrolled);
    g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
    g_assert_cmpfloat (pad_volume (mixer, "sink_1"), ==, 1.0);

    /* The wheel scrolled the panel: the spin button is found again. */
    gst_e2e_scroll_into_view (spin);
    xtest_click (spin, center.x, center.y);
    xtest_button (spin, 4, TRUE);
    xtest_button (spin, 4, FALSE);
    xtest_spin (200);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), >, 1.0);
    g_assert_cmpfloat (pad_volume (mixer, "sink_1"), >, 1.0);
  }

  flow_gst_player_stop (player);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
text_read_cb (GObject      *clipboard,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

/* The first entry of @log of @kind whose text holds @text, or NULL. */
static FlowGstLogEntry *
find_entry (FlowGstLog     *log,
            FlowGstLogKind  kind,
            const char     *text)
{
  GListModel *entries = flow_gst_log_get_entries (log);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(FlowGstLogEntry) entry = g_list_model_get_item (entries, i);

      if (flow_gst_log_entry_get_kind (entry) == kind &&
          strstr (flow_gst_log_entry_get_text (entry), text) != NULL)
        return entry;
    }

  return NULL;
}

static void
test_e2e_messages (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_strdup_printf ("%s/flow-gst-messages-%d", g_get_tmp_dir (), (int) getpid ());
  g_autofree char *line = NULL;
  GtkWidget *window, *view, *clear;
  FlowGstPlayer *player;
  FlowGstLog *log;
  FlowGstLogEntry *entry;

  g_test_summary ("F9 shows the log of the pipeline's messages under the canvas: the "
                  "pipeline's changes of state and the end of the stream, and an "
                  "element's error with the element's name; its Clear button empties it.");

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));
  log = FLOW_GST_LOG (flow_gst_window_get_log (FLOW_GST_WINDOW (window)));
  g_assert_false (flow_gst_window_get_show_messages (FLOW_GST_WINDOW (window)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (log)));

  /* F9 shows it. */
  xtest_move (view, 200, 200);
  xtest_tap_key (view, GDK_KEY_F9);
  xtest_spin (500);
  g_assert_true (flow_gst_window_get_show_messages (FLOW_GST_WINDOW (window)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (log)));

  /* Not the state of an element out of any bin, as uridecodebin's
   * children are on their way down.
   */
  {
    g_autoptr(GstElement) orphan = gst_object_ref_sink (gst_element_factory_make ("fakesink", NULL));
    g_autoptr(GstMessage) changed = gst_message_new_state_changed (GST_OBJECT (orphan), GST_STATE_PLAYING,
                                                                   GST_STATE_PAUSED, GST_STATE_VOID_PENDING);
    guint n = g_list_model_get_n_items (flow_gst_log_get_entries (log));

    g_signal_emit_by_name (player, "bus-message", changed);
    g_assert_cmpuint (g_list_model_get_n_items (flow_gst_log_get_entries (log)), ==, n);
  }

  /* A run to the end: the pipeline's states and the end of the stream. */
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc num-buffers=20 ! fakesink sync=true", &error));
  g_assert_no_error (error);
  xtest_spin (300);
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PLAYING);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_STOPPED);
  g_assert_nonnull (find_entry (log, FLOW_GST_LOG_STATE, "Paused → Playing"));
  g_assert_nonnull (find_entry (log, FLOW_GST_LOG_STREAM, "The end of the stream."));
  g_assert_nonnull (find_entry (log, FLOW_GST_LOG_STREAM, "The stream started."));
  g_assert_null (find_entry (log, FLOW_GST_LOG_ERROR, ""));

  /* Its Clear button, clicked, empties it. */
  clear = gst_e2e_find_button (GTK_WIDGET (log), "C_lear");
  g_assert_nonnull (clear);
  gst_e2e_click_center (clear);
  xtest_spin (200);
  g_assert_cmpuint (g_list_model_get_n_items (flow_gst_log_get_entries (log)), ==, 0);

  /* An element that fails: its error, by its name. */
  line = g_strdup_printf ("audiotestsrc num-buffers=10 ! filesink name=out location=\"%s\"", dir);
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), line, &error));
  g_assert_no_error (error);
  xtest_spin (300);
  xtest_move (view, 200, 200);
  xtest_tap_key (view, GDK_KEY_F5);
  xtest_spin (1000);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_STOPPED);
  entry = find_entry (log, FLOW_GST_LOG_ERROR, "");
  g_assert_nonnull (entry);
  g_test_message ("%s: %s", flow_gst_log_entry_get_source (entry), flow_gst_log_entry_get_text (entry));
  g_assert_cmpstr (flow_gst_log_entry_get_source (entry), ==, "out");
  g_assert_nonnull (flow_gst_log_entry_get_debug (entry));

  /* Its row: the icon in the theme's error colour, standing out from
   * the list by 3:1, and the text in the list's own colour.
   */
  {
    GtkWidget *row, *box, *icon, *label;
    g_autoptr(GdkTexture) texture = NULL;
    graphene_point_t far;
    GdkRGBA icon_color, text_color, background;

    for (row = gtk_widget_get_first_child (flow_gtk_test_find_widget (GTK_WIDGET (log), GTK_TYPE_LIST_VIEW, "messages"));
         row != NULL && flow_gtk_test_find_widget (row, G_TYPE_NONE, "error") == NULL;
         row = gtk_widget_get_next_sibling (row))
      ;
    g_assert_nonnull (row);
    box = flow_gtk_test_find_widget (row, G_TYPE_NONE, "error");
    icon = gtk_widget_get_first_child (box);
    label = gtk_widget_get_next_sibling (icon);
    flow_gtk_test_get_color (icon, &icon_color);
    flow_gtk_test_get_color (label, &text_color);
    g_assert_false (gdk_rgba_equal (&icon_color, &text_color));

    texture = flow_gtk_test_render (window);
    g_assert_true (gtk_widget_compute_point (box, window,
                                             &GRAPHENE_POINT_INIT (gtk_widget_get_width (box) - 4,
                                                                   gtk_widget_get_height (box) / 2.0),
                                             &far));
    flow_gtk_test_get_pixel (texture, far.x, far.y, &background);
    g_test_message ("error icon %s on %s: %.2f:1", gdk_rgba_to_string (&icon_color),
                    gdk_rgba_to_string (&background), flow_gtk_test_contrast (&icon_color, &background));
    g_assert_cmpfloat (flow_gtk_test_contrast (&icon_color, &background), >=, 3.0);
  }

  /* Copy All, clicked: the messages as text on the clipboard, the
   * error's debug text under it.
   */
  {
    g_auto(GStrv) debug = g_strsplit (flow_gst_log_entry_get_debug (entry), "\n", -1);
    g_autofree char *indented = g_strjoinv ("\n    ", debug);
    g_autofree char *copied = NULL;
    g_autofree char *expected = g_strdup_printf ("  out  Error: %s\n    %s\n",
                                                 flow_gst_log_entry_get_text (entry), indented);

    gst_e2e_click_center (gst_e2e_find_button (GTK_WIDGET (log), "_Copy All"));
    xtest_spin (200);
    gdk_clipboard_read_text_async (gtk_widget_get_clipboard (window), NULL, text_read_cb, &copied);
    for (guint waited = 0; copied == NULL && waited < 5000; waited += 50)
      xtest_spin (50);
    g_test_message ("copied: %s", copied);
    g_assert_nonnull (strstr (copied, expected));
  }

  /* F9 hides it again. */
  xtest_tap_key (view, GDK_KEY_F9);
  xtest_spin (500);
  g_assert_false (flow_gst_window_get_show_messages (FLOW_GST_WINDOW (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_rmdir (dir);
}

/* The level chosen in the log's "Debug log" with real input: the
 * drop-down opened by its mnemonic, Alt+D, or clicked, its
 * list moved @steps down (up if negative) and Enter.
 */
static void
choose_debug_level (FlowGstLog *log,
                    gboolean    by_keys,
                    int         steps)
{
  GtkWidget *levels = flow_gtk_test_find_widget (GTK_WIDGET (log), GTK_TYPE_DROP_DOWN, NULL);

  g_assert_nonnull (levels);
  if (by_keys)
    {
      GtkWidget *focus;

      /* The mnemonic opens the drop-down's list, its row chosen now
       * focused.
       */
      xtest_tap_key_with (levels, GDK_ALT_MASK, GDK_KEY_d);
      xtest_spin (300);
      focus = gtk_root_get_focus (gtk_widget_get_root (levels));
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, levels));
    }
  else
    {
      gst_e2e_click_center (levels);
    }
  xtest_spin (400);
  for (int i = 0; i < ABS (steps); i++)
    {
      xtest_tap_key (levels, steps > 0 ? GDK_KEY_Down : GDK_KEY_Up);
      xtest_spin (50);
    }
  xtest_tap_key (levels, GDK_KEY_Return);
  xtest_spin (400);
}

static void
test_e2e_debug_log (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GstDebugLevel threshold = gst_debug_get_default_threshold ();
  GtkWidget *window, *view, *scrolled;
  GtkAdjustment *adjustment;
  FlowGstPlayer *player;
  FlowGstLog *log;
  GListModel *entries;
  guint n_debug = 0, first_playing = G_MAXUINT, line_playing = G_MAXUINT;

  g_test_summary ("Information chosen in the log's Debug log with real keys (Alt+D): a run brings "
                  "GStreamer's debug lines about the pipeline's elements, none above that "
                  "level, each before the bus message it led to, and the list stays at its "
                  "end; Off again: a run brings none, and GStreamer's threshold is back.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));
  log = FLOW_GST_LOG (flow_gst_window_get_log (FLOW_GST_WINDOW (window)));
  entries = flow_gst_log_get_entries (log);

  xtest_move (view, 200, 200);
  xtest_tap_key (view, GDK_KEY_F9);
  xtest_spin (500);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (log)));
  g_assert_cmpint (flow_gst_log_get_debug_level (log), ==, GST_LEVEL_NONE);

  /* Off, Errors, Warnings, Fixmes, Information. */
  choose_debug_level (log, TRUE, 4);
  g_assert_cmpint (flow_gst_log_get_debug_level (log), ==, GST_LEVEL_INFO);
  g_assert_cmpint (gst_debug_get_default_threshold (), ==, MAX (threshold, GST_LEVEL_INFO));

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc num-buffers=20 ! fakesink sync=true", &error));
  g_assert_no_error (error);
  xtest_spin (300);
  xtest_move (view, 200, 200);
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PLAYING);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_STOPPED);
  xtest_spin (500);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(FlowGstLogEntry) entry = g_list_model_get_item (entries, i);
      const char *source = flow_gst_log_entry_get_source (entry);
      const char *text = flow_gst_log_entry_get_text (entry);

      /* To the millisecond: "14:05:09.031". */
      g_assert_true (g_regex_match_simple ("^[0-2][0-9]:[0-5][0-9]:[0-6][0-9]\\.[0-9]{3}$",
                                           flow_gst_log_entry_get_time (entry), 0, 0));
      if (flow_gst_log_entry_get_kind (entry) == FLOW_GST_LOG_DEBUG)
        {
          n_debug++;
          g_assert_cmpint (flow_gst_log_entry_get_level (entry), >=, GST_LEVEL_ERROR);
          g_assert_cmpint (flow_gst_log_entry_get_level (entry), <=, GST_LEVEL_INFO);
          if (!g_str_has_prefix (source, "audiotestsrc") && !g_str_has_prefix (source, "fakesink") &&
              !g_str_equal (source, "flow-gst"))
            g_error ("a debug line of %s, not of the pipeline: %s", source, text);
          g_assert_nonnull (flow_gst_log_entry_get_debug (entry));
          if (g_str_equal (source, "flow-gst") && strstr (text, "completed state change to PLAYING") != NULL)
            line_playing = MIN (line_playing, i);
        }
      else if (flow_gst_log_entry_get_kind (entry) == FLOW_GST_LOG_STATE &&
               strstr (text, "Paused → Playing") != NULL)
        {
          first_playing = MIN (first_playing, i);
        }
    }
  g_test_message ("%u entries, %u of the debug log; the pipeline's line of Playing at %u, "
                  "its message at %u", g_list_model_get_n_items (entries), n_debug,
                  line_playing, first_playing);
  g_assert_cmpuint (n_debug, >, 0);
  g_assert_cmpuint (line_playing, <, first_playing);
  g_assert_cmpuint (first_playing, <, g_list_model_get_n_items (entries));

  /* More rows than the list shows: it is at its end. */
  scrolled = gtk_widget_get_ancestor (flow_gtk_test_find_widget (GTK_WIDGET (log), GTK_TYPE_LIST_VIEW, "messages"),
                                      GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_test_message ("scrolled to %g of %g, %g shown", gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_upper (adjustment), gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, 2 * gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >=,
                     gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 1);
  {
    GtkWidget *list = flow_gtk_test_find_widget (GTK_WIDGET (log), GTK_TYPE_LIST_VIEW, "messages");
    g_autoptr(FlowGstLogEntry) last = g_list_model_get_item (entries, g_list_model_get_n_items (entries) - 1);
    g_autofree char *shown = NULL;
    gboolean found = FALSE;

    /* The last entry's row is in the list's widgets and in sight. */
    for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
      {
        GtkWidget *label = flow_gtk_test_find_widget (row, GTK_TYPE_LABEL, NULL);
        graphene_rect_t bounds;

        if (label == NULL || strstr (gtk_label_get_text (GTK_LABEL (label)), flow_gst_log_entry_get_text (last)) == NULL)
          continue;
        g_assert_true (gtk_widget_compute_bounds (row, scrolled, &bounds));
        found |= bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) + 1;
      }
    g_assert_true (found);
  }

  /* The filter, typed into with real keys: only the messages that say
   * it; Escape empties it, and every message shows again.
   */
  {
    GtkWidget *search = flow_gtk_test_find_widget (GTK_WIDGET (log), GTK_TYPE_SEARCH_ENTRY, NULL);
    GListModel *shown = flow_gst_log_get_shown (log);
    guint n = g_list_model_get_n_items (entries);

    g_assert_nonnull (search);
    gst_e2e_click_center (search);
    xtest_type_text (search, "state change to PLAY");
    for (guint waited = 0; g_list_model_get_n_items (shown) == n && waited < 3000; waited += 50)
      xtest_spin (50);
    g_test_message ("%u of %u shown", g_list_model_get_n_items (shown), n);
    g_assert_cmpuint (g_list_model_get_n_items (shown), >, 0);
    g_assert_cmpuint (g_list_model_get_n_items (shown), <, n);
    for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
      {
        g_autoptr(FlowGstLogEntry) entry = g_list_model_get_item (shown, i);
        g_autofree char *text = g_utf8_strdown (flow_gst_log_entry_get_text (entry), -1);

        g_assert_nonnull (strstr (text, "state change to play"));
      }
    xtest_tap_key (search, GDK_KEY_Escape);
    for (guint waited = 0; g_list_model_get_n_items (shown) != n && waited < 3000; waited += 50)
      xtest_spin (50);
    g_assert_cmpuint (g_list_model_get_n_items (shown), ==, n);
  }

  /* Back to Off: a run brings no lines, the threshold is as it was. */
  choose_debug_level (log, FALSE, -4);
  g_assert_cmpint (flow_gst_log_get_debug_level (log), ==, GST_LEVEL_NONE);
  g_assert_cmpint (gst_debug_get_default_threshold (), ==, threshold);
  flow_gst_log_clear (log);
  xtest_move (view, 200, 200);
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PLAYING);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_STOPPED);
  xtest_spin (500);
  g_assert_nonnull (find_entry (log, FLOW_GST_LOG_STATE, "Paused → Playing"));
  g_assert_null (find_entry (log, FLOW_GST_LOG_DEBUG, ""));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_about (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autofree char *expected = g_strdup_printf ("GStreamer %u.", GST_VERSION_MAJOR);
  g_autoptr(GtkWidget) about = NULL;
  GListModel *toplevels;
  GtkWidget *window, *view;

  g_test_summary ("F10 opens the window's menu, whose last item, chosen with the keys, "
                  "shows the About dialog: flow-gst's name, version and icon (found in "
                  "the icon theme), and the GStreamer and GTK it runs on; Escape closes it.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));

  /* The icon the window and the dialog show is known. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gtk_widget_get_display (window)),
                                          "org.gnome.Flow.Gst"));

  xtest_move (view, 200, 200);
  xtest_tap_key (view, GDK_KEY_F10);
  xtest_spin (500);
  /* Up from the first item: the last, About. */
  xtest_tap_key (view, GDK_KEY_Up);
  xtest_spin (100);
  xtest_tap_key (view, GDK_KEY_Return);
  xtest_spin (800);

  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_ABOUT_DIALOG (toplevel) && gtk_widget_get_visible (toplevel))
        g_set_object (&about, toplevel);
    }
  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));
  g_assert_cmpstr (gtk_about_dialog_get_program_name (GTK_ABOUT_DIALOG (about)), ==, "Flow GStreamer Editor");
  g_assert_cmpstr (gtk_about_dialog_get_version (GTK_ABOUT_DIALOG (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (gtk_about_dialog_get_logo_icon_name (GTK_ABOUT_DIALOG (about)), ==, "org.gnome.Flow.Gst");
  g_test_message ("%s", gtk_about_dialog_get_system_information (GTK_ABOUT_DIALOG (about)));
  g_assert_true (g_str_has_prefix (gtk_about_dialog_get_system_information (GTK_ABOUT_DIALOG (about)), expected));
  g_assert_nonnull (strstr (gtk_about_dialog_get_system_information (GTK_ABOUT_DIALOG (about)), ", GTK 4."));

  xtest_tap_key (about, GDK_KEY_Escape);
  xtest_spin (500);
  g_assert_false (gtk_widget_get_visible (about));
  g_clear_object (&about);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The list of elements to add the view shows, or NULL. */
static FlowGtkConnectPopover *
shown_add_list (GtkWidget *view)
{
  return (FlowGtkConnectPopover *) flow_gtk_test_shown_child (view, FLOW_GTK_TYPE_CONNECT_POPOVER);
}

/* Draws a wire from @dock to the empty canvas, @dx to its right. */
static void
drop_wire (GtkWidget *view,
           FlowDock  *dock,
           double     dx)
{
  graphene_point_t canvas, start;

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view), dock, &canvas));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), &canvas, &start);
  /* On the canvas: let go past its edge (over the side panel), a wire
   * changes nothing.
   */
  xtest_drag (view, 1, start.x, start.y,
              MIN (start.x + dx, gtk_widget_get_width (view) - 30), start.y + 40, 12);
  xtest_spin (300);
}

static void
test_e2e_panel_removed (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) src = NULL;
  g_autoptr(FlowNode) volume = NULL;
  g_autoptr(FlowNode) sink = NULL;
  GtkWidget *window, *view;
  FlowGstPropertyPanel *panel;
  GtkSelectionModel *selection;
  FlowGraph *graph;
  FlowHistory *history;
  guint steps;

  g_test_summary ("When the node the side panel shows leaves the graph (Ctrl+Z, "
                  "Delete, any removal), the panel lets it go: it shows what is "
                  "still selected, or what it shows with nothing selected, and "
                  "no editor is left to change a node outside the history.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  graph = flow_gst_window_get_graph (FLOW_GST_WINDOW (window));
  history = flow_graph_get_history (graph);
  panel = FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (FLOW_GST_WINDOW (window)));
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! volume", &error));
  g_assert_no_error (error);
  xtest_spin (500);
  src = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  volume = g_list_model_get_item (G_LIST_MODEL (graph), 1);

  /* A fakesink added from a wire dropped on the canvas, as the tester
   * did: the panel shows it.
   */
  drop_wire (view, flow_node_get_dock (volume, "src"), 220);
  g_assert_nonnull (shown_add_list (view));
  gst_e2e_type_text (view, "fakes");
  xtest_spin (300);
  xtest_tap_key (view, GDK_KEY_Return);
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);
  sink = g_list_model_get_item (G_LIST_MODEL (graph), 2);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (sink)), ==, "fakesink");
  gst_e2e_click_node (view, sink);
  g_assert_true (flow_gst_property_panel_get_node (panel) == sink);
  g_assert_nonnull (flow_gst_property_panel_get_editor (panel, "num-buffers"));

  /* Ctrl+Z takes the node away: the panel too, and its editors. */
  steps = flow_history_get_n_undo_steps (history);
  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_z);
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  g_assert_null (flow_gst_property_panel_get_node (panel));
  g_assert_null (flow_gst_property_panel_get_editor (panel, "num-buffers"));
  g_assert_nonnull (flow_gtk_test_find_widget (GTK_WIDGET (panel), GTK_TYPE_LABEL, "heading"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flow_gtk_test_find_widget (GTK_WIDGET (panel), GTK_TYPE_LABEL, "heading"))),
                   ==, "Select a node to edit its properties.");

  /* Ctrl+Shift+Z brings it back as it was. */
  xtest_tap_key_with (view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_z);
  xtest_spin (300);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps);
  g_assert_true (flow_node_get_graph (sink) == graph);
  {
    int n = 0;

    g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (sink)), "num-buffers", &n, NULL);
    g_assert_cmpint (n, ==, -1);
  }

  /* Delete, on the node selected. */
  gst_e2e_click_node (view, sink);
  g_assert_true (flow_gst_property_panel_get_node (panel) == sink);
  xtest_tap_key (view, GDK_KEY_Delete);
  xtest_spin (300);
  g_assert_true (flow_node_get_graph (sink) == NULL);
  g_assert_null (flow_gst_property_panel_get_node (panel));

  /* Of two selected, the first shown goes: the other is shown. */
  gtk_selection_model_select_all (selection);
  g_assert_true (flow_gst_property_panel_get_node (panel) == src);
  flow_graph_remove_node (graph, src);
  g_assert_true (flow_gst_property_panel_get_node (panel) == volume);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_stop_time (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  GtkWidget *window, *seek, *time;
  FlowGstPlayer *player;

  g_test_summary ("Stop takes the time shown in the header bar back to where it was "
                  "before Play, with the position slider, rather than keeping the "
                  "last position.");

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc is-live=true ! fakesink", &error));
  g_assert_no_error (error);

  /* The time is the label after the slider. */
  seek = flow_gtk_test_find_widget (gtk_window_get_titlebar (GTK_WINDOW (window)), GTK_TYPE_SCALE, NULL);
  g_assert_nonnull (seek);
  time = gtk_widget_get_next_sibling (seek);
  g_assert_true (GTK_IS_LABEL (time));
  before = g_strdup (gtk_label_get_text (GTK_LABEL (time)));
  g_assert_cmpstr (before, ==, "–:–– / –:––");

  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  for (guint waited = 0; flow_gst_player_get_position (player) < 400 * GST_MSECOND && waited < 5000; waited += 50)
    xtest_spin (50);
  g_assert_cmpint (flow_gst_player_get_position (player), >=, 400 * GST_MSECOND);
  g_test_message ("playing: %s", gtk_label_get_text (GTK_LABEL (time)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (time)), !=, before);

  g_assert_true (gtk_widget_activate_action (window, "win.stop", NULL));
  xtest_spin (100);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (time)), ==, before);
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (seek)), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (seek));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Checks the names in the first column of the panel's grid, as laid
 * out on screen: none cut short, none broken inside a word (a wrapped
 * name breaks after its dashes). Returns how many wrapped; counts them
 * into @n_names.
 */
static guint
check_names (GtkWidget *grid,
             guint     *n_names)
{
  guint n_wrapped = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (grid);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *text;
      PangoLayout *layout;
      int column, width;

      gtk_grid_query_child (GTK_GRID (grid), child, &column, NULL, &width, NULL);
      if (!GTK_IS_LABEL (child) || column != 0 || width != 1)
        continue;

      text = gtk_label_get_text (GTK_LABEL (child));
      layout = gtk_label_get_layout (GTK_LABEL (child));
      if (pango_layout_is_ellipsized (layout))
        g_error ("The name %s is cut short", text);
      if (pango_layout_get_line_count (layout) > 1)
        {
          g_test_message ("%s in %d lines", text, pango_layout_get_line_count (layout));
          n_wrapped++;
        }
      for (int i = 0; i < pango_layout_get_line_count (layout) - 1; i++)
        {
          PangoLayoutLine *line = pango_layout_get_line_readonly (layout, i);

          if (line->length == 0 || text[line->start_index + line->length - 1] != '-')
            g_error ("The name %s is broken inside a word", text);
        }
      (*n_names)++;
    }

  return n_wrapped;
}

static void
test_window_long_names (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view, *panel, *editor, *grid;
  guint n_names = 0, n_wrapped;

  g_test_summary ("The side panel shows the names of properties whole, however long "
                  "(fakesink's enable-last-sample, processing-deadline), wrapped at "
                  "their dashes rather than cut in the middle, and a long name "
                  "without dashes (audiotestsrc's samplesperbuffer) on one line.");

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  panel = flow_gst_window_get_panel (FLOW_GST_WINDOW (window));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 1, TRUE);
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (200);

  editor = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "processing-deadline");
  g_assert_nonnull (editor);
  grid = gtk_widget_get_ancestor (editor, GTK_TYPE_GRID);
  g_assert_nonnull (grid);

  n_wrapped = check_names (grid, &n_names);
  g_assert_cmpuint (n_names, >, 15);
  g_assert_cmpuint (n_wrapped, >, 0);
  /* The panel is no wider than it was for them. */
  g_assert_cmpint (gtk_widget_get_width (panel), <=, 320);

  /* audiotestsrc: samplesperbuffer whole on its line. */
  gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 0, TRUE);
  xtest_spin (200);
  editor = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (panel), "samplesperbuffer");
  g_assert_nonnull (editor);
  n_names = 0;
  check_names (gtk_widget_get_ancestor (editor, GTK_TYPE_GRID), &n_names);
  g_assert_cmpuint (n_names, >, 10);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
window_shows (GtkWidget  *window,
              const char *property)
{
  gboolean shows;

  g_object_get (window, property, &shows, NULL);
  return shows;
}

static void
test_e2e_sides (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  GtkWidget *window, *view, *palette, *panel, *search, *focus;
  int view_width;

  g_test_summary ("Ctrl+F9 hides and shows the palette and Shift+F9 the properties: "
                  "the canvas takes their room; the focus "
                  "in a side that hides goes to the canvas; Ctrl+F shows the palette "
                  "to search it; the main menu's check items follow.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  palette = flow_gst_window_get_palette (FLOW_GST_WINDOW (window));
  panel = flow_gst_window_get_panel (FLOW_GST_WINDOW (window));
  search = flow_gst_palette_get_search (FLOW_GST_PALETTE (palette));
  g_assert_true (window_shows (window, "show-palette"));
  g_assert_true (window_shows (window, "show-properties"));
  g_assert_true (gtk_widget_get_mapped (palette));
  g_assert_true (gtk_widget_get_mapped (panel));
  view_width = gtk_widget_get_width (view);

  /* Ctrl+F9 with the focus in the palette's search: the palette goes,
   * the canvas has the focus and the palette's room.
   */
  gtk_widget_grab_focus (search);
  xtest_move (view, 200, 200);
  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_F9);
  xtest_spin (300);
  g_assert_false (window_shows (window, "show-palette"));
  g_assert_false (gtk_widget_get_mapped (palette));
  g_assert_true (gtk_widget_is_focus (view));
  g_assert_cmpint (gtk_widget_get_width (view), >, view_width + 200);

  /* Shift+F9: the properties go too. */
  view_width = gtk_widget_get_width (view);
  xtest_tap_key_with (view, GDK_SHIFT_MASK, GDK_KEY_F9);
  xtest_spin (300);
  g_assert_false (window_shows (window, "show-properties"));
  g_assert_false (gtk_widget_get_mapped (panel));
  g_assert_cmpint (gtk_widget_get_width (view), >, view_width + 200);

  /* Ctrl+F brings the palette back to search it; Shift+F9 the properties. */
  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_f);
  xtest_spin (300);
  g_assert_true (window_shows (window, "show-palette"));
  g_assert_true (gtk_widget_get_mapped (palette));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == search || gtk_widget_is_ancestor (focus, search));
  xtest_tap_key_with (view, GDK_SHIFT_MASK, GDK_KEY_F9);
  xtest_spin (300);
  g_assert_true (window_shows (window, "show-properties"));
  g_assert_true (gtk_widget_get_mapped (panel));

  /* The menu's check items activate the same actions. */
  g_assert_true (gtk_widget_activate_action (window, "win.show-properties", NULL));
  g_assert_false (window_shows (window, "show-properties"));
  g_assert_true (gtk_widget_activate_action (window, "win.show-properties", NULL));
  g_assert_true (window_shows (window, "show-properties"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_e2e_activate_properties (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view, *panel, *focus, *node_widget;
  FlowNode *src;

  g_test_summary ("Enter on a node opens its properties: the side panel shows, even "
                  "hidden, with the node, and its first editor has the focus; Escape "
                  "there gives the focus back to the node, which stays selected.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  panel = flow_gst_window_get_panel (FLOW_GST_WINDOW (window));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  /* The graph holds it. */
  src = g_list_model_get_item (G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))), 0);
  g_object_unref (src);
  xtest_spin (500);

  /* The properties hidden, the canvas focused, Tab to the first node. */
  xtest_move (view, 20, 20);
  xtest_tap_key_with (view, GDK_SHIFT_MASK, GDK_KEY_F9);
  xtest_spin (300);
  g_assert_false (gtk_widget_get_mapped (panel));
  gtk_widget_grab_focus (view);
  xtest_tap_key (view, GDK_KEY_Tab);
  xtest_spin (300);
  node_widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), src));
  g_assert_nonnull (node_widget);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == node_widget || gtk_widget_is_ancestor (focus, node_widget));

  /* Enter: the panel, its first editor focused. */
  xtest_tap_key (view, GDK_KEY_Return);
  xtest_spin (500);
  g_assert_true (gtk_widget_get_mapped (panel));
  g_assert_true (flow_gst_property_panel_get_node (FLOW_GST_PROPERTY_PANEL (panel)) == src);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, panel));

  /* Escape: back to the node, still selected. */
  xtest_tap_key (view, GDK_KEY_Escape);
  xtest_spin (300);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == node_widget || gtk_widget_is_ancestor (focus, node_widget));
  g_assert_true (gtk_selection_model_is_selected (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 0));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_build_filename (g_get_tmp_dir (), "flow-gst-test-state-XXXXXX", NULL);
  int status;

  /* The changes the windows keep on the side go to a folder of the
   * tests' own, before GLib reads where the state folder is.
   */
  g_assert_nonnull (g_mkdtemp (state));
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_log_set_writer_func (shortcuts_check_log_writer, NULL, NULL);
  gtk_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/e2e/pad-properties", test_e2e_pad_properties);
  g_test_add_func ("/gst/e2e/panel-removed", test_e2e_panel_removed);
  g_test_add_func ("/gst/window/stop-time", test_window_stop_time);
  g_test_add_func ("/gst/window/long-names", test_window_long_names);
  g_test_add_func ("/gst/e2e/messages", test_e2e_messages);
  g_test_add_func ("/gst/e2e/sides", test_e2e_sides);
  g_test_add_func ("/gst/e2e/activate-properties", test_e2e_activate_properties);
  g_test_add_func ("/gst/e2e/debug-log", test_e2e_debug_log);
  g_test_add_func ("/gst/e2e/about", test_about);

  status = g_test_run ();

  /* The tests leave nothing in it. */
  {
    g_autofree char *recovery = g_build_filename (state, "flow-gst", "recovery", NULL);
    g_autofree char *app = g_build_filename (state, "flow-gst", NULL);

    g_rmdir (recovery);
    g_rmdir (app);
    g_rmdir (state);
  }

  return status;
}

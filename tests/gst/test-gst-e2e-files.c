/* test-gst-e2e-files.c: flow-gst's window and its files, driven with
 * real input (XTEST): asking before unsaved changes are lost (Save,
 * Discard, Cancel, by keys and by clicks), the graph chosen to open
 * once the question is answered, the folders the file dialogs start
 * in, and changes kept on the side and recovered.
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

static void
destroyed_cb (GtkWidget *widget,
              gboolean  *destroyed)
{
  *destroyed = TRUE;
}

/* Closes @window, which has unsaved changes: it asks, and stays. */
static GtkWidget *
close_asks (GtkWidget *window)
{
  GtkWidget *dialog;

  /* Ctrl+W, with real keys. */
  xtest_tap_key_with (flow_gst_window_get_view (FLOW_GST_WINDOW (window)), GDK_CONTROL_MASK, GDK_KEY_w);
  xtest_spin (300);
  dialog = flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (dialog));
  return dialog;
}

/* The header bar's second line, which names the file, or NULL while it
 * is hidden.
 */
static const char *
header_file_line (GtkWidget *window)
{
  GtkWidget *titles = gtk_header_bar_get_title_widget (GTK_HEADER_BAR (gtk_window_get_titlebar (GTK_WINDOW (window))));
  GtkWidget *line = gtk_widget_get_last_child (titles);

  return gtk_widget_get_visible (line) ? gtk_label_get_text (GTK_LABEL (line)) : NULL;
}

static void
test_e2e_unsaved (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_strdup_printf ("%s/flow-gst-unsaved-%d", g_get_tmp_dir (), (int) getpid ());
  g_autofree char *path = g_build_filename (dir, "tone.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  GtkWidget *window, *dialog, *keys;
  gboolean destroyed = FALSE;

  g_test_summary ("Closing a window with unsaved changes asks first: Escape cancels and "
                  "the window stays; Enter saves to its file and closes; Discard closes "
                  "without saving. Ctrl+N asks too. The title marks unsaved changes.");

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  /* A window that stays, to press keys on the display with. */
  keys = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (keys));
  window = flow_gst_window_new (NULL, registry);
  g_signal_connect (window, "destroy", G_CALLBACK (destroyed_cb), &destroyed);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (300);

  if (!xtest_available (window))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      gtk_window_destroy (GTK_WINDOW (keys));
      g_test_skip ("XTEST is not available");
      return;
    }

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Flow GStreamer Editor");
  g_assert_null (header_file_line (window));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Untitled — Flow GStreamer Editor");
  /* The header bar: the program's name over the file's. */
  g_assert_cmpstr (header_file_line (window), ==, "• Untitled");

  /* Asked, and Escape cancels: the window stays, the changes too. */
  dialog = close_asks (window);
  g_assert_false (destroyed);
  gst_e2e_answer (dialog, keys, GDK_KEY_Escape);
  xtest_spin (200);
  g_assert_false (destroyed);
  g_assert_null (flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)))), ==, 2);

  /* Saved: the title names the file, unmarked. */
  g_assert_true (flow_gst_window_save_file (FLOW_GST_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "tone.flow — Flow GStreamer Editor");
  g_assert_cmpstr (header_file_line (window), ==, "tone.flow");
  g_assert_cmpstr (flow_gst_window_get_status (FLOW_GST_WINDOW (window)), ==, "Saved.");

  /* Undone, it is not what was saved: the status bar no longer says it
   * is; redone, it is again.
   */
  flow_history_undo (flow_graph_get_history (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• tone.flow — Flow GStreamer Editor");
  g_assert_cmpstr (flow_gst_window_get_status (FLOW_GST_WINDOW (window)), !=, "Saved.");
  flow_history_redo (flow_graph_get_history (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "tone.flow — Flow GStreamer Editor");

  /* Changed again, closed, and Enter: saved to its file, and closed. */
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "volume", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• tone.flow — Flow GStreamer Editor");
  dialog = close_asks (window);
  gst_e2e_answer (dialog, keys, GDK_KEY_Return);
  xtest_spin (300);
  g_assert_true (destroyed);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "FlowGstNode-volume"));

  /* Another window: Discard, clicked, closes without saving. */
  destroyed = FALSE;
  window = flow_gst_window_new (NULL, registry);
  g_signal_connect (window, "destroy", G_CALLBACK (destroyed_cb), &destroyed);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (300);
  g_assert_true (flow_gst_window_open_file (FLOW_GST_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "identity", &error));
  g_assert_no_error (error);
  dialog = close_asks (window);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gst_e2e_click_center (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT));
  G_GNUC_END_IGNORE_DEPRECATIONS
  xtest_spin (300);
  g_assert_true (destroyed);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, "FlowGstNode-identity"));

  /* Ctrl+N in a window with changes: asked; Discard leaves an empty,
   * untitled pipeline with nothing to undo.
   */
  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (300);
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! fakesink", &error));
  g_assert_no_error (error);
  xtest_click (flow_gst_window_get_view (FLOW_GST_WINDOW (window)), 300, 500);
  xtest_tap_key_with (window, GDK_CONTROL_MASK, GDK_KEY_n);
  xtest_spin (300);
  dialog = flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window));
  g_assert_nonnull (dialog);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gst_e2e_click_center (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT));
  G_GNUC_END_IGNORE_DEPRECATIONS
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)))), ==, 0);
  g_assert_false (flow_history_get_can_undo (flow_graph_get_history (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)))));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Flow GStreamer Editor");
  gtk_window_destroy (GTK_WINDOW (window));

  gtk_window_destroy (GTK_WINDOW (keys));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_e2e_open_chosen (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(FlowGraph) other = flow_gst_graph_new ();
  g_autoptr(GListModel) imported = NULL;
  g_autoptr(GstElement) pipeline = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_strdup_printf ("%s/flow-gst-open-%d", g_get_tmp_dir (), (int) getpid ());
  g_autofree char *graph_path = g_build_filename (dir, "chain.flow", NULL);
  g_autofree char *dump_path = g_build_filename (dir, "dump.dot", NULL);
  g_autofree char *dump_text_path = g_build_filename (dir, "dump.txt", NULL);
  g_autofree char *dump = NULL;
  g_autoptr(GFile) dump_text_file = g_file_new_for_path (dump_text_path);
  g_autoptr(GFile) graph_file = g_file_new_for_path (graph_path);
  g_autoptr(GFile) dump_file = g_file_new_for_path (dump_path);
  GListModel *nodes;
  GtkWidget *window, *dialog;

  g_test_summary ("What the Open dialog chose: a GStreamer dump is imported beside "
                  "unsaved changes without asking, and so is what Import GStreamer "
                  "Dump chose, whatever its name; a graph asks first, and Escape "
                  "keeps the changes, Discard opens it.");

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  imported = flow_gst_launch_import (other, serializer, "audiotestsrc ! volume ! fakesink", &error);
  g_assert_no_error (error);
  g_assert_true (flow_serializer_save_to_file (serializer, other, graph_file, NULL, &error));
  g_assert_no_error (error);
  pipeline = gst_parse_launch ("audiotestsrc ! fakesink", &error);
  g_assert_no_error (error);
  dump = gst_debug_bin_to_dot_data (GST_BIN (pipeline), GST_DEBUG_GRAPH_SHOW_ALL);
  g_assert_true (g_file_set_contents (dump_path, dump, -1, &error));
  g_assert_no_error (error);

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;
  nodes = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "queue", &error));
  g_assert_no_error (error);

  /* A dump: added, nothing asked. */
  flow_gst_window_open_chosen (FLOW_GST_WINDOW (window), dump_file);
  xtest_spin (300);
  g_assert_null (flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window)));
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 3);

  /* Import GStreamer Dump has a dialog of its own, which reads the file
   * chosen as a dump whatever its name: Open would read this one as a
   * graph.
   */
  {
    g_autofree char *title = NULL;

    g_assert_true (g_file_set_contents (dump_text_path, dump, -1, &error));
    g_assert_no_error (error);
    gtk_widget_activate_action (window, "win.import-dump", NULL);
    title = gst_e2e_file_dialog_choose (window, dump_text_file);
    g_assert_cmpstr (title, ==, "Import GStreamer Dump");
    g_assert_null (flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window)));
    g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 5);
  }

  /* A graph: asked; Escape keeps the changes. */
  flow_gst_window_open_chosen (FLOW_GST_WINDOW (window), graph_file);
  xtest_spin (300);
  dialog = flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window));
  g_assert_nonnull (dialog);
  gst_e2e_answer (dialog, window, GDK_KEY_Escape);
  g_assert_null (flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window)));
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 5);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Untitled — Flow GStreamer Editor");

  /* Asked again, and Discard: the graph is the file's. */
  flow_gst_window_open_chosen (FLOW_GST_WINDOW (window), graph_file);
  xtest_spin (300);
  dialog = flow_gst_window_get_unsaved_question (FLOW_GST_WINDOW (window));
  g_assert_nonnull (dialog);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gst_e2e_click_center (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT));
  G_GNUC_END_IGNORE_DEPRECATIONS
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 3);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "chain.flow — Flow GStreamer Editor");
  {
    g_autoptr(FlowNode) second = g_list_model_get_item (nodes, 1);

    g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (second)), ==, "volume");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (graph_path);
  g_unlink (dump_path);
  g_unlink (dump_text_path);
  g_rmdir (dir);
}

static void
test_dialog_folder (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autofree char *dir = g_dir_make_tmp ("flow-gst-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tone.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) tmp = g_file_new_for_path (dir);
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GError) error = NULL;
  GtkWidget *window;

  g_test_summary ("Save As starts at home (or in Documents) offering Untitled.flow, "
                  "not in the working directory; once a pipeline is saved, Save As "
                  "offers its name and Open starts in its folder, after New too; "
                  "a file sink's chooser starts beside the file it writes.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  {
    g_autoptr(GFile) folder = NULL;
    g_autofree char *name = NULL;
    g_autofree char *folder_path = NULL;

    gtk_widget_activate_action (window, "win.save-as", NULL);
    gst_e2e_file_dialog (window, &folder, &name);
    folder_path = g_file_get_path (folder);
    g_assert_true (g_file_equal (folder, home) || g_strcmp0 (folder_path, documents) == 0);
    g_assert_cmpstr (name, ==, "Untitled.flow");
  }

  g_assert_true (flow_gst_window_save_file (FLOW_GST_WINDOW (window), file, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GFile) folder = NULL;
    g_autofree char *name = NULL;

    gtk_widget_activate_action (window, "win.save-as", NULL);
    gst_e2e_file_dialog (window, &folder, &name);
    g_assert_true (g_file_equal (folder, tmp));
    g_assert_cmpstr (name, ==, "tone.flow");
  }
  gtk_widget_activate_action (window, "win.new", NULL);
  {
    g_autoptr(GFile) folder = NULL;
    g_autofree char *name = NULL;

    gtk_widget_activate_action (window, "win.open", NULL);
    gst_e2e_file_dialog (window, &folder, &name);
    g_assert_true (g_file_equal (folder, tmp));
  }

  /* A file sink's chooser, clicked, starts beside the file it writes. */
  {
    g_autofree char *line = g_strdup_printf ("fakesrc ! filesink location=%s/out.ogg", dir);
    FlowGstPropertyPanel *panel = FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (FLOW_GST_WINDOW (window)));
    g_autoptr(FlowNode) sink = NULL;
    g_autoptr(GFile) folder = NULL;
    g_autofree char *name = NULL;
    GtkWidget *choose;

    g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), line, &error));
    g_assert_no_error (error);
    xtest_spin (300);
    sink = g_list_model_get_item (G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))), 1);
    gst_e2e_click_node (flow_gst_window_get_view (FLOW_GST_WINDOW (window)), sink);
    choose = gtk_widget_get_next_sibling (flow_gst_property_panel_get_editor (panel, "location"));
    g_assert_true (GTK_IS_BUTTON (choose));
    gst_e2e_scroll_into_view (choose);
    gst_e2e_click_center (choose);
    gst_e2e_file_dialog (window, &folder, &name);
    g_assert_true (g_file_equal (folder, tmp));
    g_assert_cmpstr (name, ==, "out.ogg");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* A file of changes left by a process that is not running. */
static char *
leave_recovery (const char *line,
                guint       n)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "flow-gst", "recovery", NULL);
  g_autofree char *name = g_strdup_printf ("999999999-%u.flow", n);
  g_autofree char *data = NULL;
  char *path = g_build_filename (dir, name, NULL);
  gsize length;

  nodes = flow_gst_launch_import (graph, serializer, line, &error);
  g_assert_no_error (error);
  data = flow_serializer_save_to_data (serializer, graph, &length);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, data, length, NULL));

  return path;
}

static void
test_e2e_recovery (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_path = g_build_filename (g_get_tmp_dir (), "flow-gst-recovery-saved.flow", NULL);
  g_autoptr(GFile) saved = g_file_new_for_path (saved_path);
  g_autofree char *left = NULL, *older = NULL;
  g_auto(GStrv) found = NULL;
  g_autofree char *contents = NULL;
  GtkWidget *window, *bar;
  FlowAppRecovery *recovery;
  FlowGraph *graph;
  const char *path;

  g_test_summary ("A window's unsaved changes are kept on the side while they are not "
                  "saved, and removed once saved or when the window goes; what a session "
                  "that ended left is offered at the next start: Recover, clicked, brings "
                  "the pipeline back unsaved, as one step of the history; Discard removes it.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  /* Kept while unsaved. */
  recovery = flow_gst_window_get_recovery (FLOW_GST_WINDOW (window));
  path = flow_app_recovery_get_path (recovery);
  flow_app_recovery_set_interval (recovery, 100);
  g_assert_true (g_str_has_prefix (path, g_get_user_state_dir ()));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "audiotestsrc ! volume ! fakesink", &error));
  g_assert_no_error (error);
  g_assert_true (xtest_wait_for_file (path, TRUE));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "FlowGstNode-volume"));

  /* Its own file is not left over: its process runs. */
  found = flow_app_recovery_find_left ("flow-gst");
  g_assert_false (g_strv_contains ((const char * const *) found, path));
  g_clear_pointer (&found, g_strfreev);

  /* Saved: removed. Changed again: kept again. */
  g_assert_true (flow_gst_window_save_file (FLOW_GST_WINDOW (window), saved, &error));
  g_assert_no_error (error);
  g_assert_true (xtest_wait_for_file (path, FALSE));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window), "identity", &error));
  g_assert_no_error (error);
  g_assert_true (xtest_wait_for_file (path, TRUE));

  /* The window goes (it asks before that): so does the file. */
  {
    g_autofree char *kept = g_strdup (path);

    gtk_window_destroy (GTK_WINDOW (window));
    xtest_spin (100);
    g_assert_false (g_file_test (kept, G_FILE_TEST_EXISTS));
  }

  /* Two left by a session that ended; the newest is offered first. */
  older = leave_recovery ("audiotestsrc ! fakesink", 1);
  {
    struct utimbuf times = { 1000000000, 1000000000 };

    g_assert_cmpint (utime (older, &times), ==, 0);
  }
  left = leave_recovery ("audiotestsrc ! audioconvert ! level ! fakesink", 2);
  found = flow_app_recovery_find_left ("flow-gst");
  g_assert_cmpuint (g_strv_length (found), ==, 2);
  g_assert_cmpstr (found[0], ==, left);
  g_assert_cmpstr (found[1], ==, older);

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;
  graph = flow_gst_window_get_graph (FLOW_GST_WINDOW (window));
  bar = flow_gst_window_get_recovery_bar (FLOW_GST_WINDOW (window));
  flow_gst_window_offer_recovery (FLOW_GST_WINDOW (window), (const char * const *) found);
  xtest_spin (600);
  g_assert_true (gtk_widget_get_mapped (gst_e2e_find_button (bar, "_Recover")));
  g_assert_cmpstr (flow_gst_recovery_bar_get_path (FLOW_GST_RECOVERY_BAR (bar)), ==, left);

  /* Recover, clicked: the pipeline is back, unsaved, one step; the file
   * goes, and the older one is offered.
   */
  gst_e2e_click_center (gst_e2e_find_button (bar, "_Recover"));
  xtest_spin (300);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Untitled — Flow GStreamer Editor");
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==, "Undo Recover");
  g_assert_false (g_file_test (left, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (flow_gst_recovery_bar_get_path (FLOW_GST_RECOVERY_BAR (bar)), ==, older);

  /* Discard, clicked: the older one is removed, the graph unchanged,
   * and the bar goes.
   */
  gst_e2e_click_center (gst_e2e_find_button (bar, "D_iscard"));
  xtest_spin (600);
  g_assert_false (g_file_test (older, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 4);
  g_assert_null (flow_gst_recovery_bar_get_path (FLOW_GST_RECOVERY_BAR (bar)));
  g_assert_false (gtk_widget_get_child_visible (gtk_widget_get_first_child (bar)) &&
                  gtk_revealer_get_child_revealed (GTK_REVEALER (gtk_widget_get_first_child (bar))));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (saved_path);
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


  g_test_add_func ("/gst/e2e/unsaved", test_e2e_unsaved);
  g_test_add_func ("/gst/window/dialog-folder", test_dialog_folder);
  g_test_add_func ("/gst/e2e/recovery", test_e2e_recovery);
  g_test_add_func ("/gst/e2e/open-chosen", test_e2e_open_chosen);

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

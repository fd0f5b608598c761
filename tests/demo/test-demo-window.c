/* test-demo-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * The demo window, in this process: it starts on the first example, loads
 * every example from its menu action, adds nodes from the palette, shows
 * the nodes' titles and renders a real picture in light and dark.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "demo-test-utils.h"
#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-node-types.h"
#include "flow-demo-nodes.h"
#include "flow-demo-serializer.h"
#include "flow-demo-window.h"
#include "flow-demo-window-private.h"
#include "shortcuts-check.h"

static FlowDemoWindow *
create_window (void)
{
  FlowDemoWindow *window = flow_demo_window_new (NULL);

  demo_test_present (GTK_WIDGET (window), 0, 0);

  return window;
}

static void
destroy_window (FlowDemoWindow *window)
{
  demo_test_destroy (GTK_WIDGET (window));
}

static const char *
subtitle (FlowDemoWindow *window)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  GtkWidget *header = gtk_widget_get_first_child (content);
  GtkWidget *title;

  /* The content is a box whose first child is the header bar. */
  g_assert_true (ADW_IS_HEADER_BAR (header));
  title = adw_header_bar_get_title_widget (ADW_HEADER_BAR (header));

  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

static void
test_start (void)
{
  FlowDemoWindow *window = create_window ();
  FlowGraph *graph = flow_demo_window_get_graph (window);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Flow Demo");
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "arithmetic");
  g_assert_cmpstr (subtitle (window), ==, "Arithmetic");
  g_assert_nonnull (flow_demo_example_find_node (graph, "Apples"));

  /* The canvas shows the graph: the nodes' titles are on screen. */
  g_assert_true (flow_gtk_view_get_graph (flow_demo_window_get_view (window)) == graph);
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "Apples"));
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "Receipt"));
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "Multiply"));

  destroy_window (window);
}

static void
test_examples (void)
{
  FlowDemoWindow *window = create_window ();
  const char * const *ids = flow_demo_example_get_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      FlowGraph *graph;

      g_action_group_activate_action (G_ACTION_GROUP (window), "example",
                                      g_variant_new_string (ids[i]));
      demo_test_wait_frames (GTK_WIDGET (window), 2);

      graph = flow_demo_window_get_graph (window);
      g_assert_cmpstr (flow_demo_window_get_example (window), ==, ids[i]);
      g_assert_cmpstr (subtitle (window), ==, flow_demo_example_get_title (ids[i]));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), >, 3);

      g_assert_true (flow_gtk_view_get_graph (flow_demo_window_get_view (window)) == graph);
    }

  /* The big graph was loaded last: all of it. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_demo_window_get_graph (window))), ==,
                    FLOW_DEMO_BIG_GRAPH_ROWS * FLOW_DEMO_BIG_GRAPH_COLUMNS);

  destroy_window (window);
}

/* The canvas's actions, which the header bar's Undo and Redo are. */
static GActionGroup *
canvas_actions (FlowDemoWindow *window)
{
  return flow_gtk_view_get_action_group (flow_demo_window_get_view (window));
}

static gboolean
action_enabled (FlowDemoWindow *window,
                const char     *name)
{
  return g_action_group_get_action_enabled (canvas_actions (window), name);
}

/* Answers the question flow-demo asks before unsaved changes are lost. */
static void
answer_question (FlowDemoWindow *window,
                 const char     *response)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) &&
          gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
        {
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (toplevel), response);
          /* What was asked for runs once the question is gone. */
          while (g_main_context_iteration (NULL, FALSE))
            ;
          return;
        }
    }

  g_assert_not_reached ();
}

static void
test_undo (void)
{
  FlowDemoWindow *window = create_window ();
  FlowGraph *graph = flow_demo_window_get_graph (window);
  FlowNode *apples = flow_demo_example_find_node (graph, "Apples");
  FlowNode *total = flow_demo_example_find_node (graph, "Total");
  guint n_nodes = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_auto(GValue) ten = G_VALUE_INIT;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;

  /* The example as loaded is where undoing stops. */
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "redo"));

  /* Editing a value, as the node's spin button does, is one step. */
  before = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (total));
  g_value_init (&ten, G_TYPE_INT);
  g_value_set_int (&ten, 10);
  flow_demo_value_node_set_value (FLOW_DEMO_VALUE_NODE (apples), &ten);
  after = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (total));
  g_assert_cmpstr (after, ==, "8.7");
  g_assert_true (action_enabled (window, "undo"));

  g_action_group_activate_action (canvas_actions (window), "undo", NULL);
  undone = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (total));
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (action_enabled (window, "undo"));
  g_assert_true (action_enabled (window, "redo"));

  g_action_group_activate_action (canvas_actions (window), "redo", NULL);
  g_clear_pointer (&undone, g_free);
  undone = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (total));
  g_assert_cmpstr (undone, ==, "8.7");

  /* Adding a node from the palette is undone too. */
  flow_demo_palette_activate_row (flow_demo_window_get_palette (window), 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n_nodes + 1);
  g_action_group_activate_action (canvas_actions (window), "undo", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n_nodes);

  /* Another example starts another history, once the unsaved edit of
   * the value is given up.
   */
  g_action_group_activate_action (G_ACTION_GROUP (window), "example", g_variant_new_string ("logic"));
  g_assert_true (action_enabled (window, "undo"));
  answer_question (window, "discard");
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "logic");
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "redo"));

  destroy_window (window);
}

/* Spins the main context until @condition holds, for at most 10 s. */
#define wait_until(condition) \
  G_STMT_START { \
    gint64 _end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC; \
    while (!(condition) && g_get_monotonic_time () < _end) \
      g_main_context_iteration (NULL, TRUE); \
    g_assert_true (condition); \
  } G_STMT_END

/* The file dialog @action opened over @window: its folder and the name
 * it offers, then cancelled.
 */
static void
dialog_of (FlowDemoWindow  *window,
           const char      *action,
           GFile          **folder,
           char           **name)
{
  GtkWidget *dialog = NULL;
  gint64 end;

  shortcuts_check_file_chooser_open (TRUE);
  g_action_group_activate_action (G_ACTION_GROUP (window), action, NULL);
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (dialog == NULL && g_get_monotonic_time () < end)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

          if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_visible (toplevel) &&
              gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
            dialog = toplevel;
        }
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_nonnull (dialog);
  demo_test_wait_frames (dialog, 3);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  *folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
  if (name != NULL)
    *name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  demo_test_wait_frames (GTK_WIDGET (window), 2);
  shortcuts_check_file_chooser_open (FALSE);
}

/* The file dialogs start in the home or documents folder, not wherever
 * the demo was started from; then where the last file was saved.
 */
static void
test_dialog_folder (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *dir = g_dir_make_tmp ("flow-demo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sums.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) tmp = g_file_new_for_path (dir);
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autofree char *cwd = g_get_current_dir ();
  g_autoptr(GFile) here = g_file_new_for_path (cwd);
  const char *documents_path = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) documents = documents_path != NULL ? g_file_new_for_path (documents_path) : NULL;
  const char *actions[] = { "save-as", "export", "open" };

  /* The working directory is not the folder looked for. */
  g_assert_false (g_file_equal (here, home));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(GFile) folder = NULL;
      g_autofree char *name = NULL;

      dialog_of (window, actions[i], &folder, i < 2 ? &name : NULL);
      g_assert_nonnull (folder);
      g_assert_true (g_file_equal (folder, home) ||
                     (documents != NULL && g_file_equal (folder, documents)));
      if (i == 0)
        g_assert_cmpstr (name, ==, "Arithmetic.flow");
      else if (i == 1)
        g_assert_cmpstr (name, ==, "Arithmetic.png");
    }

  /* Saved, then another example shown: the dialogs start where the
   * file went, the export named after the file while it is shown.
   */
  flow_demo_window_save_to_file (window, file);
  wait_until (flow_demo_window_get_file (window) != NULL);
  {
    g_autoptr(GFile) folder = NULL;
    g_autofree char *name = NULL;

    dialog_of (window, "export", &folder, &name);
    g_assert_true (g_file_equal (folder, tmp));
    g_assert_cmpstr (name, ==, "sums.png");
  }
  g_action_group_activate_action (G_ACTION_GROUP (window), "example", g_variant_new_string ("logic"));
  g_assert_null (flow_demo_window_get_file (window));
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(GFile) folder = NULL;

      dialog_of (window, actions[i], &folder, NULL);
      g_assert_true (g_file_equal (folder, tmp));
    }

  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_files (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *dir = g_dir_make_tmp ("flow-demo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "arithmetic.flow", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  FlowGraph *graph;
  FlowNode *total;
  FlowGtkViewport *viewport;
  g_autofree char *text = NULL;

  /* Save the example as it is shown, where the user left the view. */
  viewport = flow_gtk_view_get_viewport (flow_demo_window_get_view (window));
  flow_gtk_viewport_set_zoom (viewport, 1.7);
  flow_gtk_viewport_set_offset (viewport, -123, -45);
  flow_demo_window_save_to_file (window, file);
  wait_until (flow_demo_window_get_file (window) != NULL);
  g_assert_true (g_file_equal (flow_demo_window_get_file (window), file));
  g_assert_null (flow_demo_window_get_example (window));
  g_assert_cmpstr (subtitle (window), ==, "arithmetic.flow");

  /* A change shows a dot until the next save. */
  flow_node_set_x (flow_demo_example_find_node (flow_demo_window_get_graph (window), "Apples"), -100);
  g_assert_cmpstr (subtitle (window), ==, "• arithmetic.flow");
  g_action_group_activate_action (canvas_actions (window), "undo", NULL);
  g_assert_cmpstr (subtitle (window), ==, "arithmetic.flow");

  /* Show another example, then open the file again. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "example", g_variant_new_string ("logic"));
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "logic");
  g_assert_null (flow_demo_window_get_file (window));
  demo_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_cmpfloat (flow_gtk_viewport_get_offset_x (viewport), !=, -123);

  flow_demo_window_load_file (window, file);
  wait_until (flow_demo_window_get_file (window) != NULL);
  graph = flow_demo_window_get_graph (window);
  total = flow_demo_example_find_node (graph, "Total");
  g_assert_nonnull (total);
  text = flow_demo_display_node_dup_text (FLOW_DEMO_DISPLAY_NODE (total));
  g_assert_cmpstr (text, ==, "3.45");
  g_assert_false (action_enabled (window, "undo"));

  /* It opens where it was left, not fitted as examples are. */
  demo_test_wait_frames (GTK_WIDGET (window), 3);
  viewport = flow_gtk_view_get_viewport (flow_demo_window_get_view (window));
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_zoom (viewport), 1.7, 1e-9);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_x (viewport), -123, 1e-9);
  g_assert_cmpfloat_with_epsilon (flow_gtk_viewport_get_offset_y (viewport), -45, 1e-9);

  /* A file that is not a graph changes nothing. */
  g_assert_true (g_file_set_contents (bad_path, "{ \"format\": 1, \"nodes\": [ 42 ] }", -1, NULL));
  flow_demo_window_load_file (window, bad);
  {
    gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  g_assert_true (flow_demo_window_get_graph (window) == graph);
  g_assert_true (g_file_equal (flow_demo_window_get_file (window), file));

  destroy_window (window);
  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

static gboolean
count_tick_cb (GtkWidget     *widget,
               GdkFrameClock *frame_clock,
               gpointer       user_data)
{
  guint *frames = user_data;

  (*frames)++;

  return G_SOURCE_CONTINUE;
}

/* A file of 10,000 nodes: a bar at the top of the canvas names it and
 * moves on while it is read, the window keeps drawing frames, and the
 * bar goes when the graph shows.
 */
static void
test_load_progress (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *dir = g_dir_make_tmp ("flow-demo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FlowGraph) big = flow_demo_example_build ("big-graph");
  g_autoptr(GError) error = NULL;
  GtkWidget *bar = demo_test_find (GTK_WIDGET (window), GTK_TYPE_PROGRESS_BAR, "load-progress", NULL, TRUE);
  double fraction = 0, seen_between = -1;
  guint frames = 0, tick;

  g_test_summary ("Opening a big file shows how far the reading got, and the window "
                  "keeps drawing meanwhile.");

  g_assert_true (flow_serializer_save_to_file (flow_demo_serializer_get_default (), big, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (bar);
  g_assert_false (gtk_widget_is_visible (bar));

  tick = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_tick_cb, &frames, NULL);
  flow_demo_window_load_file (window, file);
  g_assert_true (gtk_widget_is_visible (bar));
  g_assert_cmpstr (gtk_progress_bar_get_text (GTK_PROGRESS_BAR (bar)), ==, "Opening “big.flow”…");
  gtk_test_accessible_assert_property (bar, GTK_ACCESSIBLE_PROPERTY_LABEL, "Opening “big.flow”…");

  {
    gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

    while (gtk_widget_is_visible (bar) && g_get_monotonic_time () < end)
      {
        double now = gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (bar));

        g_assert_cmpfloat (now, >=, fraction);
        fraction = now;
        if (now > 0 && now < 1)
          seen_between = now;
        g_main_context_iteration (NULL, TRUE);
      }
  }
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick);

  g_assert_false (gtk_widget_is_visible (bar));
  g_assert_true (g_file_equal (flow_demo_window_get_file (window), file));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_demo_window_get_graph (window))), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (big)));
  g_assert_cmpfloat (seen_between, >, 0);
  g_assert_cmpuint (frames, >=, 2);

  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_error_toast (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *dir = g_dir_make_tmp ("flow-demo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "cut <short> & bad.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FlowGraph) scratch = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;

  g_test_summary ("A file cut short is refused with a toast that says which file, and whose "
                  "Details show the whole message, in which the file's name and the error "
                  "are text, not markup.");

  g_assert_true (g_file_set_contents (path, "{ \"format\": 1, \"nodes\": [", -1, NULL));
  g_assert_false (flow_serializer_load_from_file (flow_demo_serializer_get_default (), scratch,
                                                  file, NULL, &error));
  expected = g_strdup_printf ("Could not open “cut <short> & bad.flow”: %s", error->message);

  flow_demo_window_load_file (window, file);
  wait_until (demo_test_find (GTK_WIDGET (window), GTK_TYPE_LABEL, NULL, "Could not open “cut <short> & bad.flow”", FALSE) != NULL);

  /* The toast's one line holds the beginning; Details, the whole. */
  {
    GtkWidget *details = demo_test_find (GTK_WIDGET (window), GTK_TYPE_LABEL, NULL, "Details", FALSE);
    GListModel *toplevels = gtk_window_get_toplevels ();
    GtkWidget *dialog = NULL;

    g_assert_nonnull (details);
    while (details != NULL && !GTK_IS_BUTTON (details))
      details = gtk_widget_get_parent (details);
    g_assert_nonnull (details);
    /* Named by its label alone, "Details", not "_Details Details". */
    g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (details), GTK_ACCESSIBLE_PROPERTY_LABEL));
    g_signal_emit_by_name (details, "clicked");

    for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
      {
        g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

        if (ADW_IS_MESSAGE_DIALOG (toplevel))
          dialog = toplevel;
      }
    g_assert_nonnull (dialog);
    g_assert_nonnull (demo_test_find (dialog, GTK_TYPE_LABEL, NULL, expected, FALSE));
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  destroy_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* The dialog of the message's details, shown after clicking Details. */
static GtkWidget *
open_details (FlowDemoWindow *window)
{
  GtkWidget *details = demo_test_find (GTK_WIDGET (window), GTK_TYPE_LABEL, NULL, "Details", FALSE);
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (details != NULL && !GTK_IS_BUTTON (details))
    details = gtk_widget_get_parent (details);
  g_assert_nonnull (details);
  g_signal_emit_by_name (details, "clicked");

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        return toplevel;
    }

  return NULL;
}

static void
test_error_details_long (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *word = g_strnfill (20000, 'V');
  g_autofree char *message = g_strdup_printf ("Could not open “x.flow”: no dock named “%s”", word);
  GtkWidget *dialog;

  g_test_summary ("The details of a message of one very long word fit the screen, "
                  "scrolled, its first thousand characters; they came as a window of "
                  "one pixel.");

  _flow_demo_window_toast (window, message);
  demo_test_wait_frames (GTK_WIDGET (window), 3);
  dialog = open_details (window);
  g_assert_nonnull (dialog);
  demo_test_wait_frames (dialog, 3);
  /* Its first thousand characters, which say what went wrong. */
  {
    g_autofree char *start = g_utf8_substring (message, 0, 1000);
    g_autofree char *shown = g_strconcat (start, "…", NULL);

    g_assert_nonnull (demo_test_find (dialog, GTK_TYPE_LABEL, NULL, shown, FALSE));
  }
  g_assert_cmpint (gtk_widget_get_height (dialog), >, 100);
  g_assert_cmpint (gtk_widget_get_height (dialog), <, 800);
  g_assert_cmpint (gtk_widget_get_width (dialog), <, 800);

  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* The buttons labelled @text under @root, each named by its label alone
 * (no label of its own, which GTK 4.8 would read with the underscore).
 * Returns how many there are.
 */
static guint
count_buttons_named_by_label (GtkWidget  *root,
                              const char *text)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), text) == 0)
        {
          g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL));
          n++;
        }
      n += count_buttons_named_by_label (child, text);
    }

  return n;
}

static void
test_toast_queued (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *first = g_strnfill (300, 'a');
  g_autofree char *second = g_strnfill (300, 'b');
  GtkWidget *dismiss;

  g_test_summary ("A toast's Details button is named by its label alone, and its "
                  "close button Dismiss, also those of a toast shown after another "
                  "was dismissed.");

  _flow_demo_window_toast (window, first);
  _flow_demo_window_toast (window, second);
  g_assert_cmpuint (count_buttons_named_by_label (GTK_WIDGET (window), "_Details"), ==, 1);

  /* The first dismissed, the second shows, its button named too. */
  dismiss = demo_test_find (GTK_WIDGET (window), GTK_TYPE_BUTTON, "circular", NULL, FALSE);
  g_assert_nonnull (dismiss);
  /* The close button, an icon, by what it does, not "GtkImage". */
  gtk_test_accessible_assert_property (dismiss, GTK_ACCESSIBLE_PROPERTY_LABEL, "Dismiss");
  g_signal_emit_by_name (dismiss, "clicked");
  g_assert_cmpuint (count_buttons_named_by_label (GTK_WIDGET (window), "_Details"), ==, 2);
  dismiss = demo_test_find (GTK_WIDGET (window), GTK_TYPE_BUTTON, "circular", NULL, FALSE);
  gtk_test_accessible_assert_property (dismiss, GTK_ACCESSIBLE_PROPERTY_LABEL, "Dismiss");

  destroy_window (window);
}

/* The widget of the toast showing, or NULL. */
static GtkWidget *
shown_toast (FlowDemoWindow *window)
{
  GtkWidget *content = adw_toast_overlay_get_child (window->toast_overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (window->toast_overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content && gtk_widget_get_mapped (child))
      return child;

  return NULL;
}

static void
test_toast_below_controls (void)
{
  FlowDemoWindow *window = create_window ();
  GtkWidget *controls = GTK_WIDGET (window->canvas_controls);
  graphene_rect_t bounds, toast, before;
  GtkWidget *widget, *dismiss;

  g_test_summary ("The zoom buttons stand above a toast while it shows, and go back "
                  "down when it is dismissed: a long toast covered them.");

  demo_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_true (gtk_widget_compute_bounds (controls, GTK_WIDGET (window), &before));

  _flow_demo_window_toast (window, "The graph could not be read from the file that was chosen");
  demo_test_wait_frames (GTK_WIDGET (window), 5);
  widget = shown_toast (window);
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &toast));
  g_assert_true (gtk_widget_compute_bounds (controls, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, toast.origin.y);

  dismiss = demo_test_find (widget, GTK_TYPE_BUTTON, "circular", NULL, FALSE);
  g_assert_nonnull (dismiss);
  g_signal_emit_by_name (dismiss, "clicked");
  demo_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_true (gtk_widget_compute_bounds (controls, GTK_WIDGET (window), &bounds));
  g_assert_true (graphene_rect_equal (&bounds, &before));

  /* A toast with a button, as the offer to recover a graph has, is
   * taller: the buttons stand above it too.
   */
  {
    AdwToast *tall = adw_toast_new ("A graph was left unsaved when Flow Demo last closed");

    adw_toast_set_button_label (tall, "_Recover");
    adw_toast_set_timeout (tall, 0);
    _flow_demo_window_add_toast (window, tall);
  }
  demo_test_wait_frames (GTK_WIDGET (window), 5);
  widget = shown_toast (window);
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &toast));
  g_assert_true (gtk_widget_compute_bounds (controls, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, toast.origin.y);

  destroy_window (window);
}

static void
test_clipboard (void)
{
  FlowDemoWindow *window = create_window ();
  FlowGraph *graph = flow_demo_window_get_graph (window);
  GtkWidget *view = GTK_WIDGET (flow_demo_window_get_view (window));
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_autoptr(FlowNode) copy = NULL;

  /* The view copies with the demo's serializer, which knows its nodes. */
  g_assert_true (flow_gtk_view_get_serializer (FLOW_GTK_VIEW (view)) == flow_demo_serializer_get_default ());

  /* Copy “Price Each” and paste it: a second one, a value node again. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (flow_node_get_title (node), "Price Each") == 0)
        gtk_selection_model_select_item (selection, i, TRUE);
    }

  g_assert_true (gtk_widget_activate_action (view, "flowview.copy", NULL));
  g_assert_true (gtk_widget_activate_action (view, "flowview.paste", NULL));
  wait_until (g_list_model_get_n_items (G_LIST_MODEL (graph)) == n + 1);

  copy = g_list_model_get_item (G_LIST_MODEL (graph), n);
  g_assert_true (FLOW_DEMO_IS_VALUE_NODE (copy));
  g_assert_cmpstr (flow_node_get_title (copy), ==, "Price Each");
  g_assert_cmpfloat (g_value_get_double (flow_dock_get_value (FLOW_DOCK (flow_node_get_source (copy, "value")))), ==, 0.75);

  /* Pasting is one step of the history the header bar's Undo takes back. */
  g_action_group_activate_action (canvas_actions (window), "undo", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n);

  destroy_window (window);
}

static void
node_bounds (FlowDemoWindow  *window,
             FlowNode        *node,
             graphene_rect_t *bounds)
{
  demo_test_wait_frames (GTK_WIDGET (window), 2);
  g_assert_true (flow_gtk_view_get_node_bounds (flow_demo_window_get_view (window), node, bounds));
}

static gboolean
palette_shown (FlowDemoWindow *window)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "show-palette");

  return g_variant_get_boolean (state);
}

static void
test_palette (void)
{
  FlowDemoWindow *window = create_window ();
  FlowDemoPalette *palette = flow_demo_window_get_palette (window);
  GListModel *model = flow_demo_palette_get_model (palette);
  FlowGraph *graph = flow_demo_window_get_graph (window);
  guint n_nodes = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_autoptr(FlowDemoNodeType) type = NULL;
  g_autoptr(FlowNode) first = NULL;
  g_autoptr(FlowNode) second = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (model), ==,
                    g_list_model_get_n_items (flow_demo_node_types_get_default ()));

  /* Ctrl+F's action shows the palette and puts the focus in its search. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-palette", NULL);
  g_assert_false (palette_shown (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "search-nodes", NULL);
  g_assert_true (palette_shown (window));
  demo_test_wait_frames (GTK_WIDGET (window), 2);
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                         flow_demo_palette_get_search_entry (palette)));

  /* Search matches titles, categories and descriptions, in any case. */
  flow_demo_palette_set_search_text (palette, "MULT");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  type = g_list_model_get_item (model, 0);
  g_assert_cmpstr (flow_demo_node_type_get_id (type), ==, "multiply");

  flow_demo_palette_set_search_text (palette, "colour");
  g_assert_cmpuint (g_list_model_get_n_items (model), >=, 3);

  flow_demo_palette_set_search_text (palette, "no such node");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);

  /* Activating a row adds a node; twice, two nodes that do not overlap. */
  flow_demo_palette_set_search_text (palette, "multiply");
  flow_demo_palette_activate_row (palette, 0);
  flow_demo_palette_activate_row (palette, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n_nodes + 2);

  first = g_list_model_get_item (G_LIST_MODEL (graph), n_nodes);
  second = g_list_model_get_item (G_LIST_MODEL (graph), n_nodes + 1);
  g_assert_true (FLOW_DEMO_IS_MATH_NODE (first));
  g_assert_cmpstr (flow_node_get_title (second), ==, "Multiply");
  g_assert_false (flow_node_get_x (first) == flow_node_get_x (second) &&
                  flow_node_get_y (first) == flow_node_get_y (second));

  /* They cover no other node. */
  for (guint i = 0; i < n_nodes + 1; i++)
    {
      g_autoptr(FlowNode) other = g_list_model_get_item (G_LIST_MODEL (graph), i);
      graphene_rect_t a, b;

      node_bounds (window, other, &a);
      node_bounds (window, second, &b);
      g_assert_false (graphene_rect_intersection (&a, &b, NULL));
    }

  /* The node added last is selected and visible. */
  {
    GtkSelectionModel *selection = flow_gtk_view_get_selection (flow_demo_window_get_view (window));

    g_assert_true (gtk_selection_model_is_selected (selection, n_nodes + 1));
  }

  destroy_window (window);
}

/* Emits the canvas's drop target's ::drop with @type at (@x, @y). */
static gboolean
drop_node_type (FlowDemoWindow   *window,
                FlowDemoNodeType *type,
                double            x,
                double            y)
{
  GtkWidget *canvas = GTK_WIDGET (flow_demo_window_get_view (window));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (canvas);
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_value_init (&value, FLOW_DEMO_TYPE_NODE_TYPE);
  g_value_set_object (&value, type);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        {
          g_signal_emit_by_name (controller, "drop", &value, x, y, &accepted);
          return accepted;
        }
    }

  g_assert_not_reached ();
}

/* A node type dropped on the canvas lands under the pointer, in either
 * direction.
 */
static void
window_test_drop (gboolean rtl)
{
  FlowDemoWindow *window;
  FlowGraph *graph;
  FlowGtkView *view;
  guint n_nodes;
  g_autoptr(FlowNode) node = NULL;
  FlowGtkNode *widget;
  graphene_rect_t bounds;
  graphene_point_t at = GRAPHENE_POINT_INIT (200, 150);

  if (rtl)
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  window = create_window ();
  graph = flow_demo_window_get_graph (window);
  view = flow_demo_window_get_view (window);
  n_nodes = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), >, 2 * at.x);

  g_assert_true (drop_node_type (window, flow_demo_node_types_lookup ("multiply"), at.x, at.y));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n_nodes + 1);
  node = g_list_model_get_item (G_LIST_MODEL (graph), n_nodes);
  demo_test_wait_frames (GTK_WIDGET (window), 3);

  /* The pointer holds the new node's widget near its title. */
  widget = flow_gtk_view_get_node_widget (view, node);
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (widget), GTK_WIDGET (view), &bounds));
  g_assert_true (graphene_rect_contains_point (&bounds, &at));
  g_assert_cmpfloat (at.y - bounds.origin.y, <, 40);

  destroy_window (window);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

static void
test_drop (void)
{
  window_test_drop (FALSE);
}

static void
test_drop_rtl (void)
{
  window_test_drop (TRUE);
}

static void
render_and_check (gboolean          dark,
                  DemoPictureStats *stats)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  FlowDemoWindow *window;
  g_autoptr(GdkTexture) texture = NULL;
  graphene_rect_t canvas;
  GtkWidget *palette;

  adw_style_manager_set_color_scheme (style_manager,
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);

  window = create_window ();
  demo_test_wait_frames (GTK_WIDGET (window), 4);

  /* The canvas: right of the palette, below the header bar. */
  palette = GTK_WIDGET (flow_demo_window_get_palette (window));
  if (!gtk_widget_compute_bounds (palette, GTK_WIDGET (window), &canvas))
    g_assert_not_reached ();
  canvas = GRAPHENE_RECT_INIT (canvas.origin.x + canvas.size.width + 1, canvas.origin.y,
                               gtk_widget_get_width (GTK_WIDGET (window)) - (canvas.origin.x + canvas.size.width + 1),
                               canvas.size.height);

  texture = flow_demo_window_render (window);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gdk_texture_get_height (texture), ==, gtk_widget_get_height (GTK_WIDGET (window)));

  demo_test_analyze_texture (texture, &canvas, stats);
  demo_test_assert_real_picture (stats);

  /* Nodes and wires on the canvas: not a flat background. */
  g_assert_cmpuint (stats->region_n_colors, >=, 300);
  g_assert_cmpfloat (stats->region_luminance_stddev, >, 0.02);

  destroy_window (window);
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_render (void)
{
  DemoPictureStats light, dark;

  render_and_check (FALSE, &light);
  render_and_check (TRUE, &dark);

  /* The dark style is darker, everywhere. */
  g_assert_cmpfloat (dark.mean_luminance, <, light.mean_luminance - 0.3);
}

/* The canvas's menus, the demo's and the library's: a letter to each
 * item.
 */
static void
assert_view_menus_clash_not (FlowDemoWindow *window)
{
  FlowGtkView *view = flow_demo_window_get_view (window);
  GMenuModel *menus[] = {
    flow_gtk_view_get_canvas_menu (view),
    flow_gtk_view_get_node_menu (view),
    flow_gtk_view_get_connection_menu (view),
  };

  for (guint i = 0; i < G_N_ELEMENTS (menus); i++)
    {
      g_autofree char *clashes = shortcuts_check_dup_model_clashes (menus[i]);

      g_assert_cmpstr (clashes, ==, NULL);
    }
}

/* The shortcuts window the application gives its windows lists only
 * keys that are bound: by the application, the window or the canvas.
 * Shown, it fits a 1280×800 screen (it cannot be resized), its groups
 * in the order they were meant to be in; in German too, whose names of
 * keys ("Umschalt", "Strg") and strings are wider.
 */
static void
test_help_overlay (void)
{
  g_autoptr(FlowDemoApplication) application = flow_demo_application_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *pages = NULL;
  g_autofree char *pages_de = NULL;
  g_autofree char *clashes = NULL;
  g_autofree char *clashes_de = NULL;
  FlowDemoWindow *window;
  GtkShortcutsWindow *overlay;

  /* Started (its accelerators set) as a program of its own, alone. */
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);

  window = flow_demo_window_new (application);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_cmpuint (shortcuts_check_bound (overlay, GTK_APPLICATION (application),
                                           (GtkWidget *[]) { GTK_WIDGET (window),
                                                             GTK_WIDGET (flow_demo_window_get_view (window)),
                                                             NULL }),
                    >=, 60);

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (overlay));
  shortcuts_check_fits (overlay, 1280, 800);
  pages = shortcuts_check_dup_pages (overlay);
  g_assert_cmpstr (pages, ==,
                   "General | View"
                   " / Editing | Selection and Focus"
                   " / Connections, Groups and Frames | Arranging");
  /* Each item of the main menu has a letter of its own, and so has each
   * of the canvas's menus.
   */
  clashes = shortcuts_check_dup_menu_clashes (GTK_WIDGET (window));
  g_assert_cmpstr (clashes, ==, NULL);
  assert_view_menus_clash_not (window);

  gtk_window_destroy (GTK_WINDOW (window));

  /* The application builds the shortcuts window of each window it takes
   * in, in the language of the moment. The libraries have spoken, in
   * the window above. */
  if (!shortcuts_check_enter_german (FLOW_TEST_LOCALEDIR))
    {
      g_test_skip ("No de_DE.UTF-8 locale, or GTK has no German names of keys");
      return;
    }
  window = flow_demo_window_new (application);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (overlay));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (overlay)), ==, "Tastenkürzel");
  shortcuts_check_fits (overlay, 1280, 800);
  pages_de = shortcuts_check_dup_pages (overlay);
  g_assert_cmpstr (pages_de, ==,
                   "Allgemein | Ansicht"
                   " / Bearbeiten | Auswahl und Fokus"
                   " / Verbindungen, Gruppen und Rahmen | Anordnen");
  clashes_de = shortcuts_check_dup_menu_clashes (GTK_WIDGET (window));
  g_assert_cmpstr (clashes_de, ==, NULL);
  assert_view_menus_clash_not (window);

  gtk_window_destroy (GTK_WINDOW (window));
  shortcuts_check_leave_german ();
}

/* Inside a group: the subtitle shows the path, and the palette adds to
 * the graph the canvas shows, which is the group's.
 */
static void
test_groups (void)
{
  FlowDemoWindow *window = create_window ();
  FlowGraph *graph = flow_demo_window_get_graph (window);
  FlowGtkView *view = flow_demo_window_get_view (window);
  FlowNode *nodes[2] = {
    flow_demo_example_find_node (graph, "Multiply"),
    flow_demo_example_find_node (graph, "Add"),
  };
  g_autoptr(GError) error = NULL;
  FlowNode *group_node, *added;
  FlowGraph *inside;
  guint n_inside;

  group_node = flow_graph_group_nodes (graph, nodes, 2, "Cost", &error);
  g_assert_no_error (error);
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
  n_inside = g_list_model_get_n_items (G_LIST_MODEL (inside));

  flow_gtk_view_scroll_to_node (view, group_node);
  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (view));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (node == group_node)
        gtk_selection_model_select_item (flow_gtk_view_get_selection (view), i, TRUE);
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "flowview.enter-group", NULL));
  g_assert_true (flow_gtk_view_get_graph (view) == inside);
  g_assert_cmpstr (subtitle (window), ==, "• Arithmetic › Cost");

  added = flow_demo_window_add_node_at_center (window, flow_demo_node_types_lookup ("multiply"));
  g_assert_nonnull (added);
  g_assert_true (flow_node_get_graph (added) == inside);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, n_inside + 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "flowview.leave-group", NULL));
  g_assert_true (flow_gtk_view_get_graph (view) == graph);
  g_assert_cmpstr (subtitle (window), ==, "• Arithmetic");

  /* Two levels down, the path bar leads back up in one click. */
  {
    GtkWidget *bar = demo_test_find (GTK_WIDGET (window), G_TYPE_NONE, "path-bar", NULL, TRUE);
    FlowNode *inner_nodes[1];
    FlowNode *inner;
    GtkWidget *first;

    g_assert_nonnull (bar);
    g_assert_false (gtk_widget_get_visible (bar));

    inner_nodes[0] = added;
    inner = flow_graph_group_nodes (inside, inner_nodes, 1, "Inner", &error);
    g_assert_no_error (error);
    flow_gtk_view_set_graph (view, flow_group_node_get_graph (FLOW_GROUP_NODE (inner)));
    g_assert_cmpstr (subtitle (window), ==, "• Arithmetic › Cost › Inner");

    g_assert_true (gtk_widget_get_visible (bar));

    /* Fitting keeps the graph below the path bar. */
    {
      GtkBorder margins;
      int bar_height;

      gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, -1, NULL, &bar_height, NULL, NULL);
      flow_gtk_view_get_fit_margins (view, &margins);
      g_assert_cmpint (bar_height, >, 0);
      g_assert_cmpint (margins.top, >=, bar_height);
    }

    first = gtk_widget_get_first_child (bar);
    g_assert_true (GTK_IS_BUTTON (first));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (first)), ==, "Arithmetic");
    g_assert_true (GTK_IS_BUTTON (gtk_widget_get_next_sibling (first)));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (gtk_widget_get_next_sibling (first))), ==, "Cost");
    g_assert_true (GTK_IS_LABEL (gtk_widget_get_last_child (bar)));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (bar))), ==, "Inner");

    g_signal_emit_by_name (first, "clicked");
    g_assert_true (flow_gtk_view_get_graph (view) == graph);
    g_assert_false (gtk_widget_get_visible (bar));
    {
      GtkBorder margins;

      flow_gtk_view_get_fit_margins (view, &margins);
      g_assert_cmpint (margins.top, ==, 0);
    }
  }

  /* The path names the group node entered by its title, which tells
   * the uses of one group apart; a group node without one by its group.
   */
  flow_node_set_title (group_node, "Cost of apples");
  flow_gtk_view_set_graph (view, inside);
  g_assert_cmpstr (subtitle (window), ==, "• Arithmetic › Cost of apples");
  flow_gtk_view_set_graph (view, graph);
  flow_node_set_title (group_node, NULL);
  flow_gtk_view_set_graph (view, inside);
  g_assert_cmpstr (subtitle (window), ==, "• Arithmetic › Cost");
  flow_gtk_view_set_graph (view, graph);

  destroy_window (window);
}

static void
test_minimap (void)
{
  g_autofree char *state = g_build_filename (g_get_user_config_dir (), "flow-demo", "state.ini", NULL);
  FlowDemoWindow *window;
  GtkWidget *frame, *view;
  GtkBorder margins;
  FlowGraph *graph;
  graphene_rect_t covered;
  g_autofree char *saved = NULL;

  g_test_summary ("Fitting the graph keeps nodes from under the minimap; the minimap can "
                  "be hidden, and stays hidden in the next window.");

  g_unlink (state);
  window = create_window ();
  frame = demo_test_find (GTK_WIDGET (window), G_TYPE_NONE, "minimap-frame", NULL, TRUE);
  view = GTK_WIDGET (flow_demo_window_get_view (window));
  graph = flow_demo_window_get_graph (window);
  g_assert_nonnull (frame);
  g_assert_true (gtk_widget_get_visible (frame));

  /* A node far to the bottom right, where fitting puts it in the corner
   * the minimap covers unless it keeps clear of it.
   */
  {
    g_autoptr(FlowDemoNodeType) type = g_list_model_get_item (flow_demo_node_types_get_default (), 0);
    graphene_rect_t bounds;

    flow_gtk_view_get_graph_bounds (FLOW_GTK_VIEW (view), &bounds);
    flow_demo_window_add_node (window, type, bounds.origin.x + bounds.size.width + 300,
                               bounds.origin.y + bounds.size.height + 200);
  }

  /* Fitted: no node widget meets the minimap. */
  flow_gtk_view_get_fit_margins (FLOW_GTK_VIEW (view), &margins);
  g_assert_cmpint (margins.right, >=, 200);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-to-fit", NULL);
  demo_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_true (gtk_widget_compute_bounds (frame, view, &covered));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      GtkWidget *widget = GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node));
      graphene_rect_t bounds;

      g_assert_nonnull (widget);
      g_assert_true (gtk_widget_compute_bounds (widget, view, &bounds));
      if (graphene_rect_intersection (&bounds, &covered, NULL))
        g_error ("“%s” is under the minimap", flow_node_get_title (node));
    }

  /* Hidden: the zoom buttons' band is all that is covered, and the next
   * window remembers.
   */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-minimap", NULL);
  g_assert_false (gtk_widget_get_visible (frame));
  flow_gtk_view_get_fit_margins (FLOW_GTK_VIEW (view), &margins);
  g_assert_cmpint (margins.right, >, 0);
  g_assert_cmpint (margins.bottom, <, 100);
  g_assert_true (g_file_get_contents (state, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "show-minimap=false"));
  destroy_window (window);

  window = create_window ();
  frame = demo_test_find (GTK_WIDGET (window), G_TYPE_NONE, "minimap-frame", NULL, TRUE);
  g_assert_false (gtk_widget_get_visible (frame));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-minimap", NULL);
  g_assert_true (gtk_widget_get_visible (frame));
  destroy_window (window);
  g_unlink (state);
}

static void
test_minimap_small_window (void)
{
  FlowDemoWindow *window = create_window ();
  GtkWidget *view = GTK_WIDGET (flow_demo_window_get_view (window));
  GtkBorder margins;

  g_test_summary ("A canvas too small for the minimap shows none and fits the graph "
                  "clear of the zoom buttons alone; larger again, the minimap is back. "
                  "The user's choice stays as it was.");

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->minimap_frame)));

  gtk_window_set_default_size (GTK_WINDOW (window), 520, 420);
  demo_test_wait_frames (GTK_WIDGET (window), 5);
  g_assert_cmpint (gtk_widget_get_width (view), <, 500);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (window->minimap_frame)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->minimap_frame)));
  flow_gtk_view_get_fit_margins (FLOW_GTK_VIEW (view), &margins);
  g_assert_cmpint (margins.bottom, <, 100);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  demo_test_wait_frames (GTK_WIDGET (window), 5);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->minimap_frame)));
  flow_gtk_view_get_fit_margins (FLOW_GTK_VIEW (view), &margins);
  g_assert_cmpint (margins.bottom, >, 100);

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();

  g_log_set_writer_func (shortcuts_check_log_writer, NULL, NULL);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  flow_demo_ensure_resources ();
  flow_gtk_init ();

  /* What GtkApplication does for the demo at start-up. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/org/gnome/Flow/Demo/icons");
  gtk_css_provider_load_from_resource (style, "/org/gnome/Flow/Demo/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/demo/window/start", test_start);
  g_test_add_func ("/demo/window/examples", test_examples);
  g_test_add_func ("/demo/window/palette", test_palette);
  g_test_add_func ("/demo/window/drop", test_drop);
  g_test_add_func ("/demo/window/drop-rtl", test_drop_rtl);
  g_test_add_func ("/demo/window/undo", test_undo);
  g_test_add_func ("/demo/window/files", test_files);
  g_test_add_func ("/demo/window/dialog-folder", test_dialog_folder);
  g_test_add_func ("/demo/window/load-progress", test_load_progress);
  g_test_add_func ("/demo/window/error-toast", test_error_toast);
  g_test_add_func ("/demo/window/error-details-long", test_error_details_long);
  g_test_add_func ("/demo/window/toast-queued", test_toast_queued);
  g_test_add_func ("/demo/window/toast-below-controls", test_toast_below_controls);
  g_test_add_func ("/demo/window/clipboard", test_clipboard);
  g_test_add_func ("/demo/window/render", test_render);
  g_test_add_func ("/demo/window/help-overlay", test_help_overlay);
  g_test_add_func ("/demo/window/groups", test_groups);
  g_test_add_func ("/demo/window/minimap", test_minimap);
  g_test_add_func ("/demo/window/minimap-small-window", test_minimap_small_window);

  return g_test_run ();
}

/* test-demo-unsaved.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * flow-demo asks before unsaved changes are lost: opening another example
 * or closing the window with changes brings up Save / Discard / Cancel,
 * answered with real keys and clicks (XTEST). Changes not saved are kept
 * on the side, and offered after a session that ended without saving.
 */

#include "config.h"

#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-node-types.h"
#include "flow-demo-serializer.h"
#include "flow-demo-window.h"
#include "flow-demo-window-private.h"

#include "demo-test-utils.h"
#include "xtest-utils.h"

#include <glib/gstdio.h>
#include <string.h>

static FlowDemoWindow *
create_window (void)
{
  FlowDemoWindow *window = flow_demo_window_new (NULL);

  demo_test_present (GTK_WIDGET (window), 1200, 800);

  return window;
}

/* Adds a node, an edit the history records. */
static void
edit_graph (FlowDemoWindow *window)
{
  g_autoptr(FlowDemoNodeType) type = g_list_model_get_item (flow_demo_node_types_get_default (), 0);

  flow_demo_window_add_node_at_center (window, type);
  g_assert_true (flow_history_get_modified (flow_graph_get_history (flow_demo_window_get_graph (window))));
}

/* The question shown over @window, waiting for it, or NULL. */
static GtkWidget *
wait_for_question (FlowDemoWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

          if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_mapped (toplevel) &&
              gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
            {
              demo_test_wait_frames (toplevel, 3);
              return toplevel;
            }
        }

      g_main_context_iteration (NULL, FALSE);
    }

  return NULL;
}

static gboolean
question_gone (FlowDemoWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (toplevel))
        return FALSE;
    }

  return TRUE;
}

static void
click_button (GtkWidget  *dialog,
              const char *text)
{
  GtkWidget *label = demo_test_find (dialog, GTK_TYPE_LABEL, NULL, text, FALSE);
  GtkWidget *button = label != NULL ? gtk_widget_get_ancestor (label, GTK_TYPE_BUTTON) : NULL;
  g_autoptr(GList) labels = NULL;

  g_assert_nonnull (button);
  /* Named by its label alone, for assistive technologies: not also by
   * the text with the mnemonic's underscore ("_Discard Discard").
   */
  labels = gtk_widget_list_mnemonic_labels (button);
  g_assert_nonnull (labels);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL));

  /* Where it stays: a toast slides in, and a busy machine draws fewer
   * frames of the slide than a quiet one.
   */
  for (guint i = 0; i < 100; i++)
    {
      graphene_rect_t before, after;

      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (gtk_widget_get_root (button)), &before));
      demo_test_wait_frames (GTK_WIDGET (gtk_widget_get_root (button)), 1);
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (gtk_widget_get_root (button)), &after));
      if (graphene_rect_equal (&before, &after))
        break;
    }

  xtest_click (button, gtk_widget_get_width (button) / 2.0, gtk_widget_get_height (button) / 2.0);
  xtest_spin (300);
}

static void
test_other_example (void)
{
  FlowDemoWindow *window = create_window ();
  GtkWidget *dialog;
  FlowGraph *graph;
  guint n;

  if (!xtest_available (GTK_WIDGET (window)))
    {
      demo_test_destroy (GTK_WIDGET (window));
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  edit_graph (window);
  graph = flow_demo_window_get_graph (window);
  n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  /* Another example: asked first; Escape cancels and keeps the changes. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "example",
                                      g_variant_new_string ("colours"));
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  g_assert_true (demo_test_find_label (dialog, "Save Changes?"));
  xtest_move (dialog, gtk_widget_get_width (dialog) / 2.0, 10);
  xtest_spin (100);
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Escape);
  xtest_spin (300);
  g_assert_true (question_gone (window));
  g_assert_true (flow_demo_window_get_graph (window) == graph);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n);
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "arithmetic");

  /* Again, and Discard: the other example, the changes gone. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "example",
                                      g_variant_new_string ("colours"));
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  click_button (dialog, "Discard");
  g_assert_true (question_gone (window));
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "colours");

  /* Nothing changed since: no question. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "example",
                                      g_variant_new_string ("logic"));
  xtest_spin (300);
  g_assert_true (question_gone (window));
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "logic");

  demo_test_destroy (GTK_WIDGET (window));
}

static void
test_started_again (void)
{
  FlowDemoWindow *window = create_window ();
  g_autoptr(FlowGraph) saved = flow_graph_new ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  GtkWidget *dialog;
  FlowGraph *graph;
  guint n;

  g_test_summary ("The program started again with an example or a file "
                  "(from a file manager) asks before the changes in the "
                  "window are lost; it replaced them without a word.");

  if (!xtest_available (GTK_WIDGET (window)))
    {
      demo_test_destroy (GTK_WIDGET (window));
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  dir = g_dir_make_tmp ("flow-demo-again-XXXXXX", &error);
  g_assert_no_error (error);
  file = g_file_new_build_filename (dir, "other.flow", NULL);
  g_assert_true (flow_serializer_save_to_file (flow_demo_serializer_get_default (), saved, file,
                                               NULL, &error));
  g_assert_no_error (error);

  edit_graph (window);
  graph = flow_demo_window_get_graph (window);
  n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  /* --example colours: asked first; Escape keeps the changes. */
  _flow_demo_window_open_requested (window, "colours", NULL);
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  xtest_move (dialog, gtk_widget_get_width (dialog) / 2.0, 10);
  xtest_spin (100);
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Escape);
  xtest_spin (300);
  g_assert_true (question_gone (window));
  g_assert_true (flow_demo_window_get_graph (window) == graph);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, n);

  /* A file: Discard opens it. */
  _flow_demo_window_open_requested (window, NULL, file);
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  click_button (dialog, "Discard");
  g_assert_true (question_gone (window));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (flow_demo_window_get_graph (window))), ==, 0);
  g_assert_null (flow_demo_window_get_example (window));

  /* Nothing changed since: shown at once. */
  _flow_demo_window_open_requested (window, "logic", NULL);
  g_assert_cmpstr (flow_demo_window_get_example (window), ==, "logic");

  demo_test_destroy (GTK_WIDGET (window));
  g_unlink (g_file_peek_path (file));
  g_rmdir (dir);
}

static void
test_close_saves (void)
{
  FlowDemoWindow *window = create_window ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("flow-unsaved-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "graph.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FlowGraph) saved = flow_graph_new ();
  GtkWidget *dialog;
  gint64 deadline;
  guint n;

  if (!xtest_available (GTK_WIDGET (window)))
    {
      demo_test_destroy (GTK_WIDGET (window));
      g_test_skip ("No XTEST extension on this display");
      return;
    }
  g_assert_no_error (error);

  /* The graph has a file, then a change. */
  flow_demo_window_save_to_file (window, file);
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (flow_demo_window_get_file (window) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (flow_demo_window_get_file (window));
  edit_graph (window);
  n = g_list_model_get_n_items (G_LIST_MODEL (flow_demo_window_get_graph (window)));

  /* Closing asks; Cancel keeps the window. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  click_button (dialog, "Cancel");
  g_assert_true (question_gone (window));
  g_assert_nonnull (window);

  /* Closing again, Enter saves, then the window closes. */
  gtk_window_close (GTK_WINDOW (window));
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  xtest_move (dialog, gtk_widget_get_width (dialog) / 2.0, 10);
  xtest_spin (100);
  xtest_tap_key (GTK_WIDGET (window), GDK_KEY_Return);

  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (window != NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (window);

  g_assert_true (flow_serializer_load_from_file (flow_demo_serializer_get_default (),
                                                 saved, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, n);

  g_unlink (path);
  g_rmdir (dir);
}

/* A file of changes left by a process that is not running: the example
 * @id, saved.
 */
static char *
leave_recovery (const char *id,
                guint       n)
{
  g_autoptr(FlowGraph) graph = flow_demo_example_build (id);
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "flow-demo", "recovery", NULL);
  g_autofree char *name = g_strdup_printf ("999999999-%u.flow", n);
  g_autofree char *data = NULL;
  char *path = g_build_filename (dir, name, NULL);
  gsize length;

  data = flow_serializer_save_to_data (flow_demo_serializer_get_default (), graph, &length);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, data, length, NULL));

  return path;
}

static void
test_recovery (void)
{
  FlowDemoWindow *window = create_window ();
  g_autofree char *left = NULL, *other = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(FlowGraph) example = NULL;
  const char *ids[3] = { NULL };
  GtkWidget *close;
  FlowGraph *graph;

  g_test_summary ("The window's unsaved changes are kept on the side and removed when it "
                  "goes; what a session that ended left is offered in toasts: Recover, "
                  "clicked, brings the graph back unsaved as one step of the history; "
                  "closing the toast gives it up.");

  if (!xtest_available (GTK_WIDGET (window)))
    {
      demo_test_destroy (GTK_WIDGET (window));
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  /* Kept while unsaved, following the graph shown; gone with the window. */
  flow_app_recovery_set_interval (window->recovery, 100);
  kept = g_strdup (flow_app_recovery_get_path (window->recovery));
  g_assert_false (g_file_test (kept, G_FILE_TEST_EXISTS));
  edit_graph (window);
  g_assert_true (xtest_wait_for_file (kept, TRUE));
  demo_test_destroy (GTK_WIDGET (window));
  g_assert_false (g_file_test (kept, G_FILE_TEST_EXISTS));

  /* Two left; both offered. */
  left = leave_recovery ("logic", 1);
  other = leave_recovery ("colours", 2);
  ids[0] = left;
  ids[1] = other;
  window = create_window ();
  graph = flow_demo_window_get_graph (window);
  g_assert_false (flow_history_get_modified (flow_graph_get_history (graph)));
  flow_demo_window_offer_recovery (window, ids);
  demo_test_wait_frames (GTK_WIDGET (window), 5);

  /* Recover, clicked, in the first toast: the graph it kept, unsaved,
   * one step; its file goes.
   */
  click_button (GTK_WIDGET (window), "Recover");
  demo_test_wait_frames (GTK_WIDGET (window), 5);
  graph = flow_demo_window_get_graph (window);
  example = flow_demo_example_build ("logic");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (example)));
  g_assert_true (flow_history_get_modified (flow_graph_get_history (graph)));
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (graph)), ==, "Undo Recover");
  g_assert_true (xtest_wait_for_file (left, FALSE));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));

  /* The second toast, closed: given up. The first one's button may
   * still be found while it leaves, and go during the click: held, and
   * clicked again until the second toast's is.
   */
  for (guint waited = 0; waited < 5000 && g_file_test (other, G_FILE_TEST_EXISTS); waited += 50)
    {
      close = demo_test_find (GTK_WIDGET (window), GTK_TYPE_BUTTON, "circular", NULL, FALSE);
      if (close != NULL && gtk_widget_get_mapped (close))
        {
          g_object_ref (close);
          xtest_click (close, gtk_widget_get_width (close) / 2.0, gtk_widget_get_height (close) / 2.0);
          g_object_unref (close);
        }
      xtest_spin (50);
    }
  g_assert_true (xtest_wait_for_file (other, FALSE));
  g_assert_true (flow_demo_window_get_graph (window) == graph);

  demo_test_destroy (GTK_WIDGET (window));
}

/* Closing, and Discard clicked: the window closes, its question
 * first. Closed from the question's own click, the window went before
 * the question, which GTK 4.8 then took apart against a window that was
 * no more ("invalid (NULL) class pointer", warnings made fatal here).
 */
static void
test_close_discards (void)
{
  FlowDemoWindow *window = create_window ();
  GtkWidget *dialog;
  gint64 deadline;

  if (!xtest_available (GTK_WIDGET (window)))
    {
      demo_test_destroy (GTK_WIDGET (window));
      g_test_skip ("No XTEST extension on this display");
      return;
    }

  edit_graph (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  dialog = wait_for_question (window);
  g_assert_nonnull (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  click_button (dialog, "Discard");

  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while ((window != NULL || dialog != NULL) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (window);
  g_assert_null (dialog);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  flow_demo_ensure_resources ();
  flow_gtk_init ();

  g_test_add_func ("/demo/unsaved/other-example", test_other_example);
  g_test_add_func ("/demo/unsaved/started-again", test_started_again);
  g_test_add_func ("/demo/unsaved/close-saves", test_close_saves);
  g_test_add_func ("/demo/unsaved/close-discards", test_close_discards);
  g_test_add_func ("/demo/unsaved/recovery", test_recovery);

  return g_test_run ();
}

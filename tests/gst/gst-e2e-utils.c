/* gst-e2e-utils.c: driving flow-gst's window with real input (XTEST),
 * shared by its end-to-end tests.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "gst-e2e-utils.h"

#include "flow-gst-properties.h"
#include "shortcuts-check.h"
#include "xtest-utils.h"

/* A flow-gst window of @registry, shown and drawn; NULL, the test
 * skipped, when the display has no XTEST to drive it with.
 */
GtkWidget *
gst_e2e_window_new (FlowGstRegistry *registry)
{
  GtkWidget *window = flow_gst_window_new (NULL, registry);

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (300);

  if (!xtest_available (window))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      g_test_skip ("XTEST is not available");
      return NULL;
    }

  return window;
}

void
gst_e2e_click_center (GtkWidget *widget)
{
  xtest_click (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  xtest_spin (100);
}

void
gst_e2e_type_text (GtkWidget  *widget,
           const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    {
      guint keyval = gdk_unicode_to_keyval (*c);

      if (*c == '/')
        keyval = GDK_KEY_slash;
      else if (*c == '.')
        keyval = GDK_KEY_period;
      else if (*c == '-')
        keyval = GDK_KEY_minus;
      else if (*c == '_' || *c == '!')
        {
          /* Shifted: the keys under them are a minus and a one. */
          xtest_tap_key_with (widget, GDK_SHIFT_MASK, *c == '_' ? GDK_KEY_minus : GDK_KEY_1);
          continue;
        }
      xtest_tap_key (widget, keyval);
    }
  xtest_spin (50);
}

void
gst_e2e_select_all (GtkWidget *widget)
{
  xtest_tap_key_with (widget, GDK_CONTROL_MASK, GDK_KEY_a);
}

void
gst_e2e_click_node (GtkWidget *view,
            FlowNode  *node)
{
  graphene_rect_t bounds;
  graphene_point_t point;

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)),
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                            bounds.origin.y + 8),
                                      &point);
  xtest_click (view, point.x, point.y);
  xtest_spin (200);
}

/* Turns the wheel over the scrolled window around @widget, as a person
 * would, until all of @widget is in sight.
 */
void
gst_e2e_scroll_into_view (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  guint turns;

  g_assert_nonnull (scrolled);
  for (turns = 0; turns < 50; turns++)
    {
      graphene_rect_t bounds;
      double height = gtk_widget_get_height (scrolled);

      g_assert_true (gtk_widget_compute_bounds (widget, scrolled, &bounds));
      if (bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height)
        break;

      /* Over the scrolled window's left edge, where the panel has its
       * labels rather than editors that would take the wheel.
       */
      xtest_move (scrolled, 4, height / 2);
      xtest_button (scrolled, bounds.origin.y < 0 ? 4 : 5, TRUE);
      xtest_button (scrolled, bounds.origin.y < 0 ? 4 : 5, FALSE);
      xtest_spin (100);
    }
  g_assert_cmpuint (turns, <, 50);
}

void
gst_e2e_set_in_panel (FlowGstWindow *window,
              const char    *property,
              const char    *text)
{
  FlowGstPropertyPanel *panel = FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (window));
  GtkWidget *editor = flow_gst_property_panel_get_editor (panel, property);

  g_assert_nonnull (editor);
  gst_e2e_scroll_into_view (editor);
  gst_e2e_click_center (editor);
  gst_e2e_select_all (editor);
  gst_e2e_type_text (editor, text);
  xtest_tap_key (editor, GDK_KEY_Return);
  xtest_spin (200);
}

void
gst_e2e_wait_for_state (FlowGstPlayer      *player,
                FlowGstPlayerState  state)
{
  for (guint waited = 0; flow_gst_player_get_state (player) != state && waited < 10000; waited += 50)
    xtest_spin (50);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, state);
}

/* Presses @keyval with the pointer over @dialog, so that the X server
 * sends the key to it (there is no window manager to give it focus).
 */
void
gst_e2e_answer (GtkWidget *dialog,
        GtkWidget *window,
        guint      keyval)
{
  GtkWidget *alive = dialog;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &alive);
  xtest_move (dialog, gtk_widget_get_width (dialog) / 2.0, gtk_widget_get_height (dialog) / 2.0);
  xtest_spin (200);
  /* The dialog goes on the key's press: the window stays for its release. */
  xtest_tap_key (window, keyval);
  xtest_spin (300);
  /* On a busy machine the key may take longer to arrive. */
  for (guint waited = 0; alive != NULL && gtk_widget_get_visible (alive) && waited < 5000; waited += 50)
    xtest_spin (50);
  if (alive != NULL)
    g_object_remove_weak_pointer (G_OBJECT (alive), (gpointer *) &alive);
}

/* The file dialog over @window, waited for until it shows its folder,
 * which is returned in @folder.
 */
static GtkWidget *
wait_for_file_dialog (GtkWidget  *window,
                      GFile     **folder)
{
  GtkWidget *dialog = NULL;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  shortcuts_check_file_chooser_open (TRUE);
  *folder = NULL;
  while (*folder == NULL && g_get_monotonic_time () < end)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; dialog == NULL && i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

          if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_visible (toplevel) &&
              gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
            dialog = toplevel;
        }
      xtest_spin (50);
      /* The chooser shows its folder once mapped. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      if (dialog != NULL)
        *folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
      G_GNUC_END_IGNORE_DEPRECATIONS
    }
  g_assert_nonnull (*folder);

  return dialog;
}

/* The file dialog over @window, waited for: the folder it shows and the
 * name it offers (NULL for an Open dialog); then cancelled.
 */
void
gst_e2e_file_dialog (GtkWidget  *window,
                     GFile     **folder,
                     char      **name)
{
  GtkWidget *dialog = wait_for_file_dialog (window, folder);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  *name = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE
        ? gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog)) : NULL;
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  xtest_spin (100);
  shortcuts_check_file_chooser_open (FALSE);
}

/* The file dialog over @window, waited for, answered with @file as a
 * person would choose it; returns its title.
 */
char *
gst_e2e_file_dialog_choose (GtkWidget *window,
                            GFile     *file)
{
  g_autoptr(GFile) folder = NULL;
  GtkWidget *dialog = wait_for_file_dialog (window, &folder);
  char *title = g_strdup (gtk_window_get_title (GTK_WINDOW (dialog)));
  g_autoptr(GError) error = NULL;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, &error));
  g_assert_no_error (error);
  xtest_spin (200);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  xtest_spin (300);
  shortcuts_check_file_chooser_open (FALSE);

  return title;
}

/* The button under @root labelled @label, or NULL. */
GtkWidget *
gst_e2e_find_button (GtkWidget  *root,
                     const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gst_e2e_find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

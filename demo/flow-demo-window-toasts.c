/* flow-demo-window-toasts.c: the window's messages in toasts, a long
 * one's whole text behind Details, and the canvas controls standing
 * above the toasts while they show.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-window-private.h"

#include "flow-app-a11y.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The height of a toast of one line and the space below it, at the
 * default font size: the room kept while the toast's widget is not made
 * yet.
 */
#define TOAST_ROOM 48

/* The most a toast's one line shows of a message, in characters. */
#define TOAST_CHARS 60
/* The most a message's details take of the dialog's height, in pixels,
 * and the most of the message they show, in characters.
 */
#define DETAILS_MAX_HEIGHT 320
#define DETAILS_MAX_CHARS  1000

/* The beginning of @message that fits a toast: all of it when short, else
 * what comes before its first colon, else its first TOAST_CHARS
 * characters and an ellipsis.
 */
static char *
shorten_message (const char *message)
{
  g_autofree char *start = NULL;
  const char *colon;

  if (g_utf8_strlen (message, -1) <= TOAST_CHARS)
    return g_strdup (message);

  colon = strstr (message, ": ");
  if (colon != NULL && g_utf8_strlen (message, colon - message) <= TOAST_CHARS)
    return g_strndup (message, colon - message);

  start = g_utf8_substring (message, 0, TOAST_CHARS - 1);

  return g_strconcat (start, "…", NULL);
}

static void
free_message (gpointer  data,
              GClosure *closure)
{
  g_free (data);
}

static void
show_details_cb (AdwToast   *toast,
                 const char *message)
{
  GtkWindow *window = g_object_get_data (G_OBJECT (toast), "flow-demo-window");
  g_autofree char *shown = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *label, *scrolled;

  /* In a scrolled window rather than the dialog's body, which grows with
   * its text: a message of some thousand characters (a name from a
   * file) asked for a dialog taller than a screen, which came as a
   * window of one pixel. And no more of it than a person reads: GTK
   * took twenty seconds to lay out 20,000 characters wrapped.
   */
  if (g_utf8_strlen (message, -1) > DETAILS_MAX_CHARS)
    {
      g_autofree char *start = g_utf8_substring (message, 0, DETAILS_MAX_CHARS);

      shown = g_strconcat (start, "…", NULL);
    }
  label = gtk_label_new (shown != NULL ? shown : message);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), DETAILS_MAX_HEIGHT);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, _("What Went Wrong"), NULL));
  adw_message_dialog_set_extra_child (dialog, scrolled);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  flow_app_name_mnemonic_buttons (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* libadwaita makes a toast's widget when it shows the toast: as it is
 * added with none showing, or as the one showing is dismissed. Its
 * button has a mnemonic, which GTK 4.8 names twice ("_Details Details"),
 * and its close button, an icon, is left unnamed ("GtkImage").
 */
static void
name_toasts (FlowDemoWindow *self)
{
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toast_overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content)
      {
        flow_app_name_mnemonic_buttons (child);
        /* Translators: the button that closes a toast (a short message at
         * the bottom of the window), read by screen readers. */
        flow_app_name_icon_buttons (child, "window-close-symbolic", _("Dismiss"));
      }
}

/* A toast shows at the bottom of the canvas, in its middle; in a window
 * of common width, a long one (the offer to recover a graph, which stays
 * until it is answered) covered the zoom buttons. The canvas controls
 * stand above the toasts while there are any.
 */
static void
lift_canvas_controls (FlowDemoWindow *self)
{
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);
  int room = 0;

  /* As tall as the toast shown, its margins included: one with a button
   * ("Recover", "Details") is taller than one of text.
   */
  if (self->n_toasts > 0)
    {
      room = TOAST_ROOM;
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toast_overlay));
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (child != content)
          {
            int height;

            gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
            room = MAX (room, height);
          }
    }

  gtk_widget_set_margin_bottom (GTK_WIDGET (self->canvas_controls), FLOW_DEMO_CONTROLS_MARGIN + room);
}

static void
toast_dismissed_cb (FlowDemoWindow *self)
{
  g_return_if_fail (self->n_toasts > 0);

  self->n_toasts--;
  lift_canvas_controls (self);
  name_toasts (self);
}

/* Shows @toast (taking it), with its buttons named and the canvas
 * controls above it.
 */
void
_flow_demo_window_add_toast (FlowDemoWindow *self,
                             AdwToast       *toast)
{
  self->n_toasts++;
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  lift_canvas_controls (self);
  name_toasts (self);
  /* After the overlay's own handler, which shows the next toast. */
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
}

/* Shows @message, plain text, in a toast. AdwToast reads its title as
 * markup: file names and error messages ("<data>", "&") are escaped.
 */
void
_flow_demo_window_toast (FlowDemoWindow *self,
                         const char     *message)
{
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  /* A toast has one line: a long message shows its beginning there, and
   * the whole of it behind a Details button.
   */
  title = shorten_message (message);
  escaped = g_markup_escape_text (title, -1);
  toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, 5);

  if (g_strcmp0 (title, message) != 0)
    {
      adw_toast_set_timeout (toast, 10);
      adw_toast_set_button_label (toast, _("_Details"));
      g_signal_connect_data (toast, "button-clicked", G_CALLBACK (show_details_cb),
                             g_strdup (message), free_message, 0);
      g_object_set_data (G_OBJECT (toast), "flow-demo-window", self);
    }

  _flow_demo_window_add_toast (self, toast);
}

/* xtest-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "xtest-utils.h"

#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>

static Display *
xdisplay (GtkWidget *widget)
{
  return gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));
}

gboolean
xtest_available (GtkWidget *widget)
{
  int event_base, error_base, major, minor;

  if (!GDK_IS_X11_DISPLAY (gtk_widget_get_display (widget)))
    return FALSE;

  return XTestQueryExtension (xdisplay (widget), &event_base, &error_base, &major, &minor);
}

static gboolean
wake_cb (gpointer user_data)
{
  *(gboolean *)user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets GTK receive and handle what was sent, and draw a frame. */
void
xtest_spin (guint milliseconds)
{
  gboolean done = FALSE;

  g_timeout_add (milliseconds, wake_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main loop until @path exists, or is gone (@exists FALSE), up
 * to five seconds; whether it came to be so.
 */
gboolean
xtest_wait_for_file (const char *path,
                     gboolean    exists)
{
  for (guint waited = 0; g_file_test (path, G_FILE_TEST_EXISTS) != exists && waited < 5000; waited += 50)
    xtest_spin (50);

  return g_file_test (path, G_FILE_TEST_EXISTS) == exists;
}

/* A window without decorations around @child, shown and drawn, for the
 * pointer and the keys to reach.
 */
GtkWidget *
xtest_show_window (const char *title,
                   int         width,
                   int         height,
                   GtkWidget  *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (200);

  return window;
}

void
xtest_move (GtkWidget *widget,
            double     x,
            double     y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  Display *dpy = xdisplay (widget);
  graphene_point_t point;
  double sx, sy;
  int rx, ry;
  Window child;

  if (!gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                 &GRAPHENE_POINT_INIT (x, y), &point))
    g_assert_not_reached ();

  gtk_native_get_surface_transform (native, &sx, &sy);
  XTranslateCoordinates (dpy,
                         gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                         DefaultRootWindow (dpy),
                         (int)round (point.x + sx), (int)round (point.y + sy),
                         &rx, &ry, &child);
  XTestFakeMotionEvent (dpy, -1, rx, ry, CurrentTime);
  XSync (dpy, False);
  xtest_spin (20);
}

void
xtest_button (GtkWidget *widget,
              guint      button,
              gboolean   press)
{
  Display *dpy = xdisplay (widget);

  XTestFakeButtonEvent (dpy, button, press, CurrentTime);
  XSync (dpy, False);
  xtest_spin (30);
}

void
xtest_click (GtkWidget *widget,
             double     x,
             double     y)
{
  xtest_move (widget, x, y);
  xtest_button (widget, 1, TRUE);
  xtest_button (widget, 1, FALSE);
}

void
xtest_drag (GtkWidget *widget,
            guint      button,
            double     x0,
            double     y0,
            double     x1,
            double     y1,
            guint      steps)
{
  xtest_move (widget, x0, y0);
  xtest_button (widget, button, TRUE);

  for (guint i = 1; i <= steps; i++)
    xtest_move (widget, x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);

  xtest_spin (30);
  xtest_button (widget, button, FALSE);
  xtest_spin (30);
}

void
xtest_key (GtkWidget *widget,
           guint      keyval,
           gboolean   press)
{
  Display *dpy = xdisplay (widget);
  KeyCode code = XKeysymToKeycode (dpy, keyval);

  g_assert_cmpuint (code, !=, 0);
  XTestFakeKeyEvent (dpy, code, press, CurrentTime);
  XSync (dpy, False);
  xtest_spin (20);
}

void
xtest_tap_key (GtkWidget *widget,
               guint      keyval)
{
  xtest_key (widget, keyval, TRUE);
  xtest_key (widget, keyval, FALSE);
}

/* Taps @keyval with the modifier keys of @modifiers held: Control, Alt
 * and Shift, pressed in that order and released the other way round.
 */
void
xtest_tap_key_with (GtkWidget       *widget,
                    GdkModifierType  modifiers,
                    guint            keyval)
{
  static const struct { GdkModifierType mask; guint keyval; } keys[] = {
    { GDK_CONTROL_MASK, GDK_KEY_Control_L },
    { GDK_ALT_MASK, GDK_KEY_Alt_L },
    { GDK_SHIFT_MASK, GDK_KEY_Shift_L },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (modifiers & keys[i].mask)
      xtest_key (widget, keys[i].keyval, TRUE);
  xtest_tap_key (widget, keyval);
  for (guint i = G_N_ELEMENTS (keys); i-- > 0;)
    if (modifiers & keys[i].mask)
      xtest_key (widget, keys[i].keyval, FALSE);
  xtest_spin (50);
}

void
xtest_type_text (GtkWidget  *widget,
                 const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    xtest_tap_key (widget, gdk_unicode_to_keyval ((guchar) *c));
}

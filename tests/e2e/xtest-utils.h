/* xtest-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Real input through the X server's XTEST extension: events travel the
 * same path as a user's, through Xvfb and GDK's X11 backend. Coordinates
 * are in @widget's own coordinate space.
 */
gboolean xtest_available     (GtkWidget  *widget);
void     xtest_move          (GtkWidget  *widget,
                              double      x,
                              double      y);
void     xtest_button        (GtkWidget  *widget,
                              guint       button,
                              gboolean    press);
void     xtest_click         (GtkWidget  *widget,
                              double      x,
                              double      y);
void     xtest_drag          (GtkWidget  *widget,
                              guint       button,
                              double      x0,
                              double      y0,
                              double      x1,
                              double      y1,
                              guint       steps);
void     xtest_key           (GtkWidget  *widget,
                              guint       keyval,
                              gboolean    press);
void     xtest_tap_key       (GtkWidget  *widget,
                              guint       keyval);
void     xtest_tap_key_with  (GtkWidget       *widget,
                              GdkModifierType  modifiers,
                              guint            keyval);
/* Taps the key of each character of @text, ASCII without capitals. */
void     xtest_type_text     (GtkWidget  *widget,
                              const char *text);
void     xtest_spin          (guint       milliseconds);
gboolean xtest_wait_for_file (const char *path,
                              gboolean    exists);

GtkWidget *xtest_show_window (const char *title,
                              int         width,
                              int         height,
                              GtkWidget  *child);

G_END_DECLS

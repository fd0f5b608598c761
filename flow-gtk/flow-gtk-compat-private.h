/* flow-gtk-compat-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shims between GTK 4.8, the oldest GTK the library supports, and newer
 * releases that deprecate what 4.8 offers.
 */

/* The widget's CSS `color` (currentColor). GTK 4.10 added
 * gtk_widget_get_color () and deprecated the style context.
 */
static inline void
_flow_gtk_widget_get_color (GtkWidget *widget,
                            GdkRGBA   *color)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The widths of the widget's CSS margin, border and padding, added up on
 * each side. GTK has no replacement for the style context getters; they
 * are deprecated from 4.10 on but still work.
 */
static inline void
_flow_gtk_widget_get_frame (GtkWidget *widget,
                            GtkBorder *frame)
{
  GtkStyleContext *context;
  GtkBorder margin, border, padding;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (widget);
  gtk_style_context_get_margin (context, &margin);
  gtk_style_context_get_border (context, &border);
  gtk_style_context_get_padding (context, &padding);
G_GNUC_END_IGNORE_DEPRECATIONS

  frame->left = margin.left + border.left + padding.left;
  frame->right = margin.right + border.right + padding.right;
  frame->top = margin.top + border.top + padding.top;
  frame->bottom = margin.bottom + border.bottom + padding.bottom;
}

/* GtkColorButton, deprecated in GTK 4.10 for GtkColorDialogButton, which
 * 4.8 does not have.
 */
static inline GtkWidget *
_flow_gtk_color_button_new (void)
{
  GtkWidget *button;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  button = gtk_color_button_new ();
G_GNUC_END_IGNORE_DEPRECATIONS

  return button;
}

static inline void
_flow_gtk_color_button_get_rgba (GtkWidget *button,
                                 GdkRGBA   *color)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), color);
G_GNUC_END_IGNORE_DEPRECATIONS
}

static inline void
_flow_gtk_color_button_set_rgba (GtkWidget     *button,
                                 const GdkRGBA *color)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (button), color);
G_GNUC_END_IGNORE_DEPRECATIONS
}

G_END_DECLS

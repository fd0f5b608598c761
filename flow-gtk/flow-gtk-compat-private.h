/* flow-gtk-compat-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <string.h>

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

/* The button inside @widget that takes the focus, when GTK 4.8 leaves it
 * unnamed for assistive technologies whatever @widget is named: the
 * toggle button of a GtkDropDown, the button of a GtkColorButton (a
 * screen reader says "GtkToggleButton"). NULL for other widgets. Name it
 * as @widget is named. Drop this when the oldest GTK supported names
 * them.
 */
static inline GtkWidget *
_flow_gtk_get_inner_button (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  gboolean has_one;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  has_one = GTK_IS_DROP_DOWN (widget) || GTK_IS_COLOR_BUTTON (widget);
G_GNUC_END_IGNORE_DEPRECATIONS

  return has_one && child != NULL && GTK_IS_BUTTON (child) ? child : NULL;
}

/* A GtkButton or GtkCheckButton (@type) labelled @label with a mnemonic,
 * named for assistive technologies by its label without the underscore.
 * GTK 4.8 names a check button by the label as given ("Co_llapsed"),
 * which a screen reader may spell out, and a button by that and by its
 * GtkLabel, which is labelled by it as well: "_Cancel Cancel". Drop this
 * when the oldest GTK supported names such buttons right.
 */
static inline GtkWidget *
_flow_gtk_mnemonic_button_new (GType       type,
                               const char *label)
{
  GtkWidget *button;
  GString *name;

  if (!g_type_is_a (type, GTK_TYPE_CHECK_BUTTON))
    {
      /* Named by its GtkLabel, which shows the label without it. */
      button = gtk_button_new_with_mnemonic (label);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return button;
    }

  button = gtk_check_button_new_with_mnemonic (label);
  name = g_string_sized_new (strlen (label));
  for (const char *p = label; *p != '\0'; p++)
    {
      /* "__" is an underscore; a single one marks the mnemonic. */
      if (*p == '_' && *++p == '\0')
        break;
      g_string_append_c (name, *p);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  -1);
  g_string_free (name, TRUE);

  return button;
}

G_END_DECLS

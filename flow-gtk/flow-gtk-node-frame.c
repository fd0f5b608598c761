/* flow-gtk-node-frame.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* How a node widget shows a FlowFrame: its style classes (.frame, its
 * colour's, .collapsed), the label of its text, and what assistive
 * technologies hear of it. The view draws the frame's rectangle.
 */

#include "config.h"

#include "flow-gtk-node-private.h"

#include "flow-gtk-frames-private.h"
#include "flow-gtk-i18n-private.h"

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    set)
{
  if (set == gtk_widget_has_css_class (widget, css_class))
    return;

  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* Shows @node on @widget as a frame if it is one, and as nothing of a
 * frame otherwise. @text is the label of the frame's text, made here the
 * first time, before @before; @color_class the colour class @widget has.
 */
void
_flow_gtk_node_frame_update (GtkWidget   *widget,
                             FlowNode    *node,
                             GtkWidget  **text,
                             const char **color_class,
                             GtkWidget   *before)
{
  FlowFrame *frame = node != NULL && FLOW_IS_FRAME (node) ? FLOW_FRAME (node) : NULL;
  const char *wanted_class = frame != NULL ? _flow_gtk_frame_color_class (flow_frame_get_color (frame)) : NULL;
  const char *words = frame != NULL ? flow_frame_get_text (frame) : "";
  gboolean collapsed = frame != NULL && flow_frame_get_collapsed (frame);

  if (frame != NULL && *text == NULL)
    {
      *text = gtk_label_new (NULL);
      gtk_widget_add_css_class (*text, "text");
      gtk_label_set_wrap (GTK_LABEL (*text), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (*text), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (*text), 0.0);
      gtk_label_set_yalign (GTK_LABEL (*text), 0.0);
      gtk_widget_set_valign (*text, GTK_ALIGN_START);
      gtk_widget_set_can_target (*text, FALSE);
      gtk_widget_insert_before (*text, widget, before);
    }

  set_class (widget, "frame", frame != NULL);
  set_class (widget, "collapsed", collapsed);

  if (g_strcmp0 (wanted_class, *color_class) != 0)
    {
      if (*color_class != NULL)
        gtk_widget_remove_css_class (widget, *color_class);
      *color_class = wanted_class;
      if (wanted_class != NULL)
        gtk_widget_add_css_class (widget, wanted_class);
    }

  /* Collapsed, a frame is its title bar. */
  if (*text != NULL)
    {
      gtk_label_set_text (GTK_LABEL (*text), words);
      gtk_widget_set_visible (*text, frame != NULL && !collapsed && words[0] != '\0');
    }

  if (frame == NULL)
    {
      gtk_accessible_reset_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_EXPANDED);
      return;
    }

  gtk_accessible_update_state (GTK_ACCESSIBLE (widget),
                               GTK_ACCESSIBLE_STATE_EXPANDED, !collapsed,
                               -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  words[0] != '\0' ? words : _("Frame"),
                                  -1);
}

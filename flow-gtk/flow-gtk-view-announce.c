/* flow-gtk-view-announce.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Messages on the canvas told to screen readers: while a message shows
 * ("Select one group node to ungroup it"), the widget of the view that
 * has the keyboard focus, the view itself or a node widget, is described
 * by it; its own description comes back when the message goes.
 *
 * Implementation notes
 *
 * GTK 4.8 cannot announce (gtk_accessible_announce () came in 4.14), and
 * the message label, an alert, makes no screen reader speak when it
 * shows: GTK 4.8 sends no event for it. A screen reader does speak a new
 * description of the object that has the focus (Orca presents it as a
 * message), and GTK sends that change to AT-SPI, so the message goes
 * there. Where the focus is elsewhere, in an editor inside a node or in
 * a popover, nothing is changed: that description is not the view's to
 * set, nor to give back.
 *
 * Drop this file, and use gtk_accessible_announce (), once the oldest
 * GTK the library supports has it.
 */

#include "config.h"

#include "flow-gtk-view-announce-private.h"

#include "flow-gtk-node-private.h"
#include "flow-gtk-view-wirenav-private.h"

static void
describe (GtkWidget  *widget,
          const char *text)
{
  if (FLOW_GTK_IS_NODE (widget))
    _flow_gtk_node_set_announcement (FLOW_GTK_NODE (widget), text);
  else if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                    -1);
  else
    flow_gtk_view_wirenav_selected_changed (FLOW_GTK_VIEW (widget),
                                            flow_gtk_view_get_selected_connection (FLOW_GTK_VIEW (widget)));
}

/* Describes the widget of @view with the focus by @text, and remembers
 * it in @announced (a weak pointer) for flow_gtk_view_announce_end ().
 */
void
flow_gtk_view_announce (FlowGtkView  *view,
                        GtkWidget   **announced,
                        const char   *text)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *target = NULL;

  g_return_if_fail (text != NULL);

  if (focus == GTK_WIDGET (view) ||
      (focus != NULL && FLOW_GTK_IS_NODE (focus) &&
       gtk_widget_is_ancestor (focus, GTK_WIDGET (view))))
    target = focus;

  /* The same widget again: its own description first, so that the
   * message is a change again, and spoken again.
   */
  if (*announced != NULL)
    flow_gtk_view_announce_end (view, announced);

  if (target == NULL)
    return;

  describe (target, text);
  g_set_weak_pointer (announced, target);
}

/* Gives the widget flow_gtk_view_announce () described its own
 * description back.
 */
void
flow_gtk_view_announce_end (FlowGtkView  *view,
                            GtkWidget   **announced)
{
  GtkWidget *widget = *announced;

  if (widget == NULL)
    return;

  g_clear_weak_pointer (announced);
  describe (widget, NULL);
}

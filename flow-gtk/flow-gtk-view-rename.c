/* flow-gtk-view-rename.c: renaming a node on the canvas.
 * flowview.rename-node (F2, as in file managers, and "Rename…" in a
 * node's menu) opens a popover below the focused node with its title in
 * an entry, selected; Enter, or Rename, sets the title as one
 * step of the history ("Rename Node"), Escape cancels, and the keyboard
 * goes back to the node. A frame opens its editor instead, whose first
 * field is the title; a reroute shows no title and is not renamed.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-rename-private.h"

#include "flow-gtk-compat-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-popover-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-frames-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * A title is what the view names a node by everywhere (its header, the
 * go-to list, the descriptions of the docks it is connected to), so an
 * empty one, or one of spaces, is stored as no title: the node is then
 * "Untitled node" everywhere, rather than a blank. Spaces around a title
 * are dropped for the same reason. Editing the title in the header
 * itself, as a GtkEditableLabel would, was not chosen: a double click on
 * a header already activates the node (a group node is entered), and
 * the header's label is made for every node widget on screen, where an
 * editable one costs more to make.
 */

typedef struct
{
  FlowGtkView *view;
  FlowNode    *node;
  GtkWidget   *popover;
  GtkWidget   *entry;
} Renaming;

static void
renaming_free (gpointer data)
{
  Renaming *renaming = data;

  g_object_unref (renaming->node);
  g_free (renaming);
}

static void
apply_cb (Renaming *renaming)
{
  FlowNode *node = renaming->node;
  g_autofree char *title = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (renaming->entry))));

  /* The view may show another graph by now, or no longer edit. */
  if (flow_node_get_graph (node) != NULL &&
      flow_node_get_graph (node) == flow_gtk_view_get_graph (renaming->view) &&
      flow_gtk_view_get_editable (renaming->view))
    flow_node_set_title (node, *title != '\0' ? title : NULL);

  gtk_popover_popdown (GTK_POPOVER (renaming->popover));
}

static void
closed_cb (GtkPopover *popover,
           Renaming   *renaming)
{
  _flow_gtk_popover_unparent_later (GTK_WIDGET (popover));
}

/* The popover open for renaming in @view, if any. */
GtkWidget *
flow_gtk_view_rename_get_popover (FlowGtkView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && g_object_get_data (G_OBJECT (child), "flow-renaming") != NULL)
      return child;

  return NULL;
}

/* Opens the popover that renames @node, below it. */
void
flow_gtk_view_rename_node (FlowGtkView *view,
                           FlowNode    *node)
{
  Renaming *renaming;
  GtkWidget *box, *heading, *button, *old;
  graphene_rect_t bounds;
  graphene_point_t point;
  const char *title;

  if (flow_node_get_graph (node) != flow_gtk_view_get_graph (view) ||
      !flow_gtk_view_get_editable (view) || FLOW_IS_REROUTE (node) ||
      !_flow_gtk_view_can_pop_up (view))
    return;

  if (FLOW_IS_FRAME (node))
    {
      flow_gtk_view_edit_frame (view, FLOW_FRAME (node));
      return;
    }

  if ((old = flow_gtk_view_rename_get_popover (view)) != NULL)
    gtk_popover_popdown (GTK_POPOVER (old));

  renaming = g_new0 (Renaming, 1);
  renaming->view = view;
  renaming->node = g_object_ref (node);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  renaming->entry = gtk_entry_new ();
  title = flow_node_get_title (node);
  gtk_editable_set_text (GTK_EDITABLE (renaming->entry), title != NULL ? title : "");
  gtk_widget_set_size_request (renaming->entry, 240, -1);

  /* The mnemonic makes the heading the entry's name, as screen readers
   * read it.
   */
  heading = gtk_label_new_with_mnemonic (_("Node _Title"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (heading), renaming->entry);
  gtk_widget_add_css_class (heading, "heading");

  button = _flow_gtk_mnemonic_button_new (GTK_TYPE_BUTTON, _("_Rename"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_END);

  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), renaming->entry);
  gtk_box_append (GTK_BOX (box), button);

  renaming->popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (renaming->popover), box);
  gtk_popover_set_default_widget (GTK_POPOVER (renaming->popover), button);
  gtk_accessible_update_property (GTK_ACCESSIBLE (renaming->popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rename the Node"),
                                  -1);
  g_object_set_data_full (G_OBJECT (renaming->popover), "flow-renaming", renaming, renaming_free);

  /* Enter in the entry renames. */
  g_signal_connect_swapped (renaming->entry, "activate", G_CALLBACK (apply_cb), renaming);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (apply_cb), renaming);
  g_signal_connect (renaming->popover, "closed", G_CALLBACK (closed_cb), renaming);
  /* Once closed, the keyboard goes back to the node. */
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (view), renaming->popover, node);

  /* Below the node, which stays in sight; in the middle of the view if
   * the node is not placed yet.
   */
  point = GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                               gtk_widget_get_height (GTK_WIDGET (view)) / 2.0);
  if (flow_gtk_view_get_node_bounds (view, node, &bounds))
    flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                        &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                              bounds.origin.y + bounds.size.height),
                                        &point);
  point.x = CLAMP (point.x, 0, gtk_widget_get_width (GTK_WIDGET (view)));
  point.y = CLAMP (point.y, 0, gtk_widget_get_height (GTK_WIDGET (view)));

  gtk_widget_set_parent (renaming->popover, GTK_WIDGET (view));
  flow_gtk_view_actions_close_with_graph (renaming->popover, TRUE, node);
  gtk_popover_set_pointing_to (GTK_POPOVER (renaming->popover),
                               &(GdkRectangle) { (int)point.x, (int)point.y, 1, 1 });
  gtk_popover_set_position (GTK_POPOVER (renaming->popover), GTK_POS_BOTTOM);
  gtk_popover_popup (GTK_POPOVER (renaming->popover));
  gtk_widget_grab_focus (renaming->entry);
  gtk_editable_select_region (GTK_EDITABLE (renaming->entry), 0, -1);
}

static void
rename_node_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowNode *node = flow_gtk_view_actions_get_current_node (_flow_gtk_view_get_actions (view));

  if (node != NULL)
    flow_gtk_view_rename_node (view, node);
  else if (flow_gtk_view_get_graph (view) != NULL && flow_gtk_view_get_editable (view))
    /* Said, rather than nothing happening: a screen reader reads it. */
    flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), _("Select one node to rename it"));
}

/* Installs the action and its key on the view's class. */
void
flow_gtk_view_rename_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.rename-node", NULL, rename_node_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "flowview.rename-node", NULL);
}

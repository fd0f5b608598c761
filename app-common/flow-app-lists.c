/* flow-app-lists.c: what the applications' list views share: Tab leaves
 * them rather than walking their rows, and a row dragged gives its item
 * (a palette's node type or element, for the canvas to add).
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Implementation notes: GTK 4.8's list view moves the focus to its next
 * row on Tab, so that the keyboard reached the canvas after every row of
 * a palette (flow-gst's has about 1,400 elements): there was in effect
 * no way from the palette to the canvas. GTK 4.12 made this a choice
 * (gtk_list_view_set_tab_behavior (), GTK_LIST_TAB_ITEM: the arrows move
 * between rows, Tab leaves), which is used where the GTK the
 * applications run on has it. Before, a key controller that sees Tab
 * first gives the focus to the first widget after the list (before it,
 * for Shift+Tab) in the widget tree that takes it, the order GTK's own
 * Tab follows in boxes and panes; and, when the tree has nothing after
 * it (flow-demo's palette is AdwFlap's last child, shown first), asks the
 * window to move the focus on while the list takes none, so that each
 * container chooses in its own order. The window's way alone is not
 * enough: in flow-gst, with GTK 4.8, it went from the palette past the
 * canvas and the side panel (a pane within a pane) to the Messages
 * button of the status bar, as GTK's own Tab did from the last row.
 */

#include "config.h"

#include "flow-app-lists.h"

#if !GTK_CHECK_VERSION (4, 12, 0)
/* The first widget after @from (before it, going backward) in the
 * widget tree that takes the focus; FALSE if none.
 */
static gboolean
focus_beyond (GtkWidget        *from,
              GtkDirectionType  direction)
{
  for (GtkWidget *widget = from; widget != NULL; widget = gtk_widget_get_parent (widget))
    for (GtkWidget *other = direction == GTK_DIR_TAB_FORWARD ? gtk_widget_get_next_sibling (widget)
                                                             : gtk_widget_get_prev_sibling (widget);
         other != NULL;
         other = direction == GTK_DIR_TAB_FORWARD ? gtk_widget_get_next_sibling (other)
                                                  : gtk_widget_get_prev_sibling (other))
      if (gtk_widget_get_visible (other) && gtk_widget_child_focus (other, direction))
        return TRUE;

  return FALSE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkWidget             *list)
{
  GtkDirectionType direction;
  gboolean moved;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  if (keyval == GDK_KEY_ISO_Left_Tab || ((keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab) &&
                                         (state & GDK_SHIFT_MASK) != 0))
    direction = GTK_DIR_TAB_BACKWARD;
  else if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
    direction = GTK_DIR_TAB_FORWARD;
  else
    return FALSE;

  if (focus_beyond (list, direction))
    return TRUE;

  /* Nothing after it in the tree: the window moves the focus on, asking
   * each container on the way in its own order, while the list says it
   * can take none.
   */
  gtk_widget_set_can_focus (list, FALSE);
  moved = gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (list)), direction);
  gtk_widget_set_can_focus (list, TRUE);

  return moved;
}
#endif

/**
 * flow_app_list_view_tab_leaves:
 * @list: a list view
 *
 * Makes Tab and Shift+Tab leave @list, to the widget after or before it,
 * while the arrow keys move between its rows.
 */
void
flow_app_list_view_tab_leaves (GtkListView *list)
{
  g_return_if_fail (GTK_IS_LIST_VIEW (list));

#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_view_set_tab_behavior (list, GTK_LIST_TAB_ITEM);
#else
  {
    GtkEventController *controller = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), list);
    gtk_widget_add_controller (GTK_WIDGET (list), controller);
  }
#endif
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkListItem   *list_item)
{
  gpointer item = gtk_list_item_get_item (list_item);
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  GType type = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (source), "flow-app-item-type"));
  g_autoptr(GdkPaintable) icon = NULL;

  if (item == NULL)
    return NULL;

  /* The row itself under the pointer, held where it was taken. */
  icon = gtk_widget_paintable_new (row);
  gtk_drag_source_set_icon (source, icon, x, y);

  return gdk_content_provider_new_typed (type, item);
}

/**
 * flow_app_list_row_drags_item:
 * @row: the widget of a row of a list view, made in its factory's setup
 * @list_item: the list item @row shows
 * @item_type: the type of the list's items
 *
 * Makes @row draggable: a drag from it gives the item @list_item shows
 * then, as a value of @item_type (a drop target of that type takes it).
 */
void
flow_app_list_row_drags_item (GtkWidget   *row,
                              GtkListItem *list_item,
                              GType        item_type)
{
  GtkDragSource *source = gtk_drag_source_new ();

  g_return_if_fail (GTK_IS_WIDGET (row));
  g_return_if_fail (GTK_IS_LIST_ITEM (list_item));

  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_object_set_data (G_OBJECT (source), "flow-app-item-type", GSIZE_TO_POINTER (item_type));
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), list_item);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
}

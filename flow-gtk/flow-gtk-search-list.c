/* flow-gtk-search-list.c: the keys of the view's searchable lists (the
 * go-to list, the connect lists, the list of node types to add), a
 * search entry over a GtkListView of what the search found: Down in the
 * search moves the keyboard onto the first row, the arrows from row to
 * row, Up on the first row back to the search, and typing in the list
 * types in the search.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-search-list-private.h"

/* Implementation notes
 *
 * The keyboard goes into the list, rather than the arrows moving the
 * selection while the search keeps it: a screen reader reads the row
 * that has the focus, and GTK 4.8 has no way to tell it of a row chosen
 * from the search (no active descendant). The lists are GtkListViews
 * over an incremental GtkFilterListModel: what the search has not looked
 * through yet is looked through first, so the first row is the first of
 * the whole search.
 */

typedef struct
{
  /* Both in the popover that holds the list, which holds this. */
  GtkWidget          *entry;
  GtkWidget          *list;
  GtkSingleSelection *selection;
  GtkFilterListModel *found;
} SearchList;

/* Whatever the search has not filtered yet, filtered now. */
void
_flow_gtk_search_list_finish (GtkFilterListModel *found)
{
  if (gtk_filter_list_model_get_pending (found) == 0)
    return;

  /* Turning incremental filtering off finishes it at once. */
  gtk_filter_list_model_set_incremental (found, FALSE);
  gtk_filter_list_model_set_incremental (found, TRUE);
}

#define ROW_ITEM "flow-gtk-search-list-item"

/* The widget of @list that shows @item, if there is one. */
static GtkWidget *
row_of (GtkWidget *list,
        gpointer   item)
{
  for (GtkWidget *row = gtk_widget_get_first_child (list);
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *content = gtk_widget_get_first_child (row);

      if (content != NULL && g_object_get_data (G_OBJECT (content), ROW_ITEM) == item)
        return row;
    }

  return NULL;
}

/* Down in the search: the keyboard goes to the first row. */
static gboolean
entry_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      SearchList            *self)
{
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;

  _flow_gtk_search_list_finish (self->found);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->found)) == 0)
    return FALSE;

  gtk_single_selection_set_selected (self->selection, 0);
  gtk_widget_activate_action (self->list, "list.scroll-to-item", "u", 0);

  /* The row itself, not the list, which would take the focus for
   * itself (GTK 4.8), so that the next Down went to the first row.
   */
  {
    g_autoptr(GObject) first = g_list_model_get_item (G_LIST_MODEL (self->found), 0);
    GtkWidget *row = row_of (self->list, first);

    if (row == NULL || !gtk_widget_grab_focus (row))
      gtk_widget_grab_focus (self->list);
  }

  return TRUE;
}

/* Up on the first row: back to the search. */
static gboolean
list_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     SearchList            *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if ((keyval != GDK_KEY_Up && keyval != GDK_KEY_KP_Up) ||
      (selected != 0 && selected != GTK_INVALID_LIST_POSITION))
    return FALSE;

  gtk_widget_grab_focus (self->entry);

  return TRUE;
}

/* Tells which item the row of @item shows: the lists call it when they
 * bind a row.
 */
void
_flow_gtk_search_list_bind_row (GtkListItem *item)
{
  GtkWidget *content = gtk_list_item_get_child (item);
  gpointer shown = gtk_list_item_get_item (item);

  if (content != NULL)
    g_object_set_data_full (G_OBJECT (content), ROW_ITEM,
                            shown != NULL ? g_object_ref (shown) : NULL, g_object_unref);
}

/* Gives @entry, a GtkSearchEntry, and @list, the GtkListView under it
 * showing @found through @selection, the keys above.
 */
void
_flow_gtk_search_list_add_keys (GtkWidget          *entry,
                                GtkWidget          *list,
                                GtkSingleSelection *selection,
                                GtkFilterListModel *found)
{
  SearchList *self = g_new0 (SearchList, 1);
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_SEARCH_ENTRY (entry));
  g_return_if_fail (GTK_IS_LIST_VIEW (list));

  self->entry = entry;
  self->list = list;
  self->selection = selection;
  self->found = found;
  g_object_set_data_full (G_OBJECT (list), "flow-gtk-search-list", self, g_free);

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (entry_key_pressed_cb), self);
  gtk_widget_add_controller (entry, keys);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (list_key_pressed_cb), self);
  gtk_widget_add_controller (list, keys);

  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (entry), list);
}

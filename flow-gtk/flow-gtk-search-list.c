/* flow-gtk-search-list.c: the keys of the view's searchable lists (the
 * go-to list, the connect lists, the list of node types to add), a
 * search entry over a GtkListView of what the search found: Down in the
 * search moves the keyboard onto the first row, the arrows from row to
 * row, Up on the first row back to the search, and typing in the list
 * types in the search. The row shown chosen is the one Enter in the
 * search takes: the first of what the search found, unless the pointer
 * moved onto another.
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
 *
 * A GtkListView that activates rows on a single click selects the row
 * the pointer enters, and GTK also sends that when a list opens under a
 * pointer that rests there, or when the rows move under it: the pointer
 * of someone working with the keyboard, wherever it was left, would
 * choose what Enter takes. So the pointer chooses only by moving over
 * the list, or onto it from where it rested when the list showed (asked
 * of the display, on the window's surface, which a popover does not
 * move); otherwise the first row is chosen again whenever the selection
 * or what the search found changes, while the keyboard is in the
 * search. Rejected: no single-click activation, with a click of our
 * own; the row claims the click before the list sees it.
 */

typedef struct
{
  /* Both in the popover that holds the list, which holds this. */
  GtkWidget          *entry;
  GtkWidget          *list;
  /* Held, as their signals are watched until this goes. */
  GtkSingleSelection *selection;
  GtkFilterListModel *found;

  /* Where the pointer entered or last moved over the list, and whether
   * it chose a row since the search last changed.
   */
  double              pointer_x;
  double              pointer_y;
  gboolean            pointer_inside;
  gboolean            pointer_chose;

  /* Where the pointer rested on the window when the list showed, while
   * it has not moved since.
   */
  double              rest_x;
  double              rest_y;
  gboolean            rests;

  /* The text the lists last searched for: the entry tells a little
   * after the last key.
   */
  char               *searched;
} SearchList;

static void
count_told_cb (guint *told)
{
  (*told)++;
}

/* Whatever the search has not filtered yet, filtered now. */
static void
finish_search (GtkFilterListModel *found)
{
  guint before, after, told = 0;
  gulong handler;

  if (gtk_filter_list_model_get_pending (found) == 0)
    return;

  /* Turning incremental filtering off finishes it at once. GTK 4.8 then
   * adds the rows it finds without telling (no items-changed: checked
   * with a small program, 1,355 rows added and none told), and a list
   * view showing the model fails an assertion later. A filter only adds
   * rows as it goes, so the change is told here, only if GTK did not:
   * as all the rows replaced.
   */
  before = g_list_model_get_n_items (G_LIST_MODEL (found));
  handler = g_signal_connect_swapped (found, "items-changed", G_CALLBACK (count_told_cb), &told);
  gtk_filter_list_model_set_incremental (found, FALSE);
  gtk_filter_list_model_set_incremental (found, TRUE);
  g_signal_handler_disconnect (found, handler);

  after = g_list_model_get_n_items (G_LIST_MODEL (found));
  if (told == 0 && after != before)
    g_list_model_items_changed (G_LIST_MODEL (found), 0, before, after);
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

static void
search_list_free (gpointer data)
{
  SearchList *self = data;

  g_signal_handlers_disconnect_by_data (self->found, self);
  g_signal_handlers_disconnect_by_data (self->selection, self);
  g_signal_handlers_disconnect_by_data (self->entry, self);
  g_object_unref (self->found);
  g_object_unref (self->selection);
  g_object_unref (self->entry);
  g_free (self->searched);
  g_free (self);
}

/* Whether the pointer chose the row shown chosen. While it is over the
 * list and has not, the row under it does not look hovered either
 * (style.css), so that one row looks chosen, the one Enter takes.
 */
static void
set_pointer_chose (SearchList *self,
                   gboolean    chose)
{
  self->pointer_chose = chose;

  if (self->pointer_inside && !chose)
    gtk_widget_add_css_class (self->list, "pointer-resting");
  else
    gtk_widget_remove_css_class (self->list, "pointer-resting");
}

/* Whether the keyboard is in the list (on a row) rather than in the
 * search.
 */
static gboolean
keyboard_in_list (SearchList *self)
{
  GtkRoot *root = gtk_widget_get_root (self->list);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == self->list || gtk_widget_is_ancestor (focus, self->list));
}

/* The first row chosen again, unless the keyboard or the pointer chose
 * another; with @show, also scrolled into sight (when what the search
 * found changed, the list keeps the row it showed before in sight, which
 * may leave the first out of it).
 */
static void
choose_first (SearchList *self,
              gboolean    show)
{
  if (self->pointer_chose || keyboard_in_list (self) ||
      g_list_model_get_n_items (G_LIST_MODEL (self->found)) == 0)
    return;

  if (gtk_single_selection_get_selected (self->selection) != 0)
    gtk_single_selection_set_selected (self->selection, 0);
  if (show)
    gtk_widget_activate_action (self->list, "list.scroll-to-item", "u", 0);
}

static void
found_changed_cb (GListModel *found,
                  guint       position,
                  guint       removed,
                  guint       added,
                  SearchList *self)
{
  choose_first (self, TRUE);
}

static void
selection_changed_cb (GtkSelectionModel *selection,
                      guint              position,
                      guint              n_items,
                      SearchList        *self)
{
  choose_first (self, FALSE);
}

static void
search_changed_cb (SearchList *self)
{
  g_free (self->searched);
  self->searched = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry)));
  set_pointer_chose (self, FALSE);
  choose_first (self, TRUE);
}

/* The text changed while the keyboard was in the list, where typing
 * types in the search: the keyboard goes to the search, after the text.
 * (The entry takes it itself only for the first character.)
 */
static void
text_changed_cb (SearchList *self)
{
  if (!keyboard_in_list (self))
    return;

  gtk_widget_grab_focus (self->entry);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

/* Where the pointer is on the window's surface, if the display tells. */
static gboolean
pointer_on_window (SearchList *self,
                   double     *x,
                   double     *y)
{
  GtkNative *native = GTK_NATIVE (gtk_widget_get_root (self->list));
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (self->list));
  GdkDevice *pointer = seat != NULL ? gdk_seat_get_pointer (seat) : NULL;

  return native != NULL && pointer != NULL &&
         gdk_surface_get_device_position (gtk_native_get_surface (native), pointer, x, y, NULL);
}

/* The list shows: where the pointer rests then. */
static void
list_map_cb (SearchList *self)
{
  self->rests = pointer_on_window (self, &self->rest_x, &self->rest_y);
}

/* The row under the pointer, at @x, @y of the list, chosen. */
static void
choose_row_at (SearchList *self,
               double      x,
               double      y)
{
  GtkWidget *row = gtk_widget_pick (self->list, x, y, GTK_PICK_DEFAULT);

  set_pointer_chose (self, TRUE);

  while (row != NULL && gtk_widget_get_parent (row) != self->list)
    row = gtk_widget_get_parent (row);

  if (row != NULL && !(gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_SELECTED))
    gtk_widget_activate_action (row, "listitem.select", "(bb)", FALSE, FALSE);
}

/* The pointer came onto the list: a choice if it moved there, not if
 * the list opened under it.
 */
static void
pointer_enter_cb (GtkEventControllerMotion *motion,
                  double                    x,
                  double                    y,
                  SearchList               *self)
{
  double window_x, window_y;

  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;

  if (self->rests && pointer_on_window (self, &window_x, &window_y) &&
      window_x == self->rest_x && window_y == self->rest_y)
    {
      set_pointer_chose (self, FALSE);
      return;
    }

  choose_row_at (self, x, y);
}

/* The pointer moved over the list: the row under it is chosen. */
static void
pointer_motion_cb (GtkEventControllerMotion *motion,
                   double                    x,
                   double                    y,
                   SearchList               *self)
{
  if (x == self->pointer_x && y == self->pointer_y)
    return;

  self->pointer_x = x;
  self->pointer_y = y;
  self->rests = FALSE;
  choose_row_at (self, x, y);
}

static void
pointer_leave_cb (GtkEventControllerMotion *motion,
                  SearchList               *self)
{
  self->pointer_inside = FALSE;
  set_pointer_chose (self, FALSE);
  choose_first (self, FALSE);
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

  finish_search (self->found);
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

/* Names the row of @item for assistive technologies, @label and, if not
 * NULL, @description: what a screen reader says of it. GTK 4.8 has no
 * accessible label for list items (GTK 4.12 has): there the list's own
 * widget for the row, the parent of the item's child, is named; call it
 * from ::bind, once the child is in the row.
 */
void
_flow_gtk_list_item_name (GtkListItem *item,
                          const char  *label,
                          const char  *description)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_item_set_accessible_label (item, label);
  gtk_list_item_set_accessible_description (item, description != NULL ? description : "");
#else
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *row = child != NULL ? gtk_widget_get_parent (child) : NULL;

  if (row == NULL)
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                    -1);
#endif
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
  SearchList *self;
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_SEARCH_ENTRY (entry));
  g_return_if_fail (GTK_IS_LIST_VIEW (list));

  self = g_new0 (SearchList, 1);
  self->entry = g_object_ref (entry);
  self->list = list;
  self->selection = g_object_ref (selection);
  self->found = g_object_ref (found);
  g_object_set_data_full (G_OBJECT (list), "flow-gtk-search-list", self, search_list_free);

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (entry_key_pressed_cb), self);
  gtk_widget_add_controller (entry, keys);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (list_key_pressed_cb), self);
  gtk_widget_add_controller (list, keys);

  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (entry), list);

  keys = gtk_event_controller_motion_new ();
  g_signal_connect (keys, "enter", G_CALLBACK (pointer_enter_cb), self);
  g_signal_connect (keys, "motion", G_CALLBACK (pointer_motion_cb), self);
  g_signal_connect (keys, "leave", G_CALLBACK (pointer_leave_cb), self);
  gtk_widget_add_controller (list, keys);
  g_signal_connect_swapped (list, "map", G_CALLBACK (list_map_cb), self);

  /* After the selection's own handler, which the selection connected
   * when it was made.
   */
  g_signal_connect (found, "items-changed", G_CALLBACK (found_changed_cb), self);
  g_signal_connect (selection, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect_swapped (entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (text_changed_cb), self);

  gtk_list_view_set_single_click_activate (GTK_LIST_VIEW (list), TRUE);
  gtk_widget_add_css_class (list, "search-list");
}

/* What Enter in the search takes: the position of the row shown
 * chosen, of the whole search.
 */
guint
_flow_gtk_search_list_get_chosen (GtkWidget *list)
{
  SearchList *self = g_object_get_data (G_OBJECT (list), "flow-gtk-search-list");
  guint position;

  g_return_val_if_fail (self != NULL, GTK_INVALID_LIST_POSITION);

  /* Keys typed just before Enter: searched for now rather than after
   * the entry's delay, which would have Enter take the first row of the
   * search before them.
   */
  if (g_strcmp0 (self->searched, gtk_editable_get_text (GTK_EDITABLE (self->entry))) != 0 &&
      !(self->searched == NULL && *gtk_editable_get_text (GTK_EDITABLE (self->entry)) == '\0'))
    g_signal_emit_by_name (self->entry, "search-changed");

  finish_search (self->found);
  position = gtk_single_selection_get_selected (self->selection);

  return position == GTK_INVALID_LIST_POSITION ? 0 : position;
}

/* flow-gst-palette.c: the searchable palette of every element of the
 * GStreamer registry: while searching, the elements whose names match
 * best first; then favourites, then the recent ones, then by klass
 * group. Enter or a double click adds one, and so does a drag onto the
 * canvas; Ctrl+D or a click on its star makes it a favourite.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-palette.h"
#include "flow-app-lists.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Implementation notes:
 *
 * A GtkListView over a filter and a sort model of the registry's items:
 * only the visible rows have widgets, so the palette opens as fast for
 * the full plugin set as for ten elements (bench/ measures it). GTK 4.8
 * has no list sections, so each row names its klass, the list is sorted
 * by group, and a drop-down narrows it to one group.
 */

struct _FlowGstPalette
{
  GtkWidget        parent_instance;

  FlowGstRegistry *registry;
  GtkWidget       *box;
  GtkWidget       *search;
  GtkWidget       *groups;
  GtkWidget       *list;
  GtkCustomFilter *filter;
  GtkCustomSorter *sorter;
  GtkSingleSelection *selection;
  char            *text;
};

enum {
  ELEMENT_CHOSEN,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGstPalette, flow_gst_palette, GTK_TYPE_WIDGET)

static const char *
chosen_group (FlowGstPalette *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->groups));

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
    return NULL;

  return flow_gst_registry_get_groups (self->registry)[selected - 1];
}

static gboolean
filter_cb (gpointer item,
           gpointer user_data)
{
  FlowGstPalette *self = user_data;
  const char *group = chosen_group (self);

  if (group != NULL && flow_gst_factory_item_get_group (item) != group)
    return FALSE;

  return flow_gst_factory_item_matches (item, self->text);
}

/* How well @item's name matches the search: its name itself first, then
 * names that start with it, then names that contain it, then the rest
 * (found in the long name, klass or description).
 */
static int
name_rank (FlowGstFactoryItem *item,
           const char         *text)
{
  const char *name = flow_gst_factory_item_get_name (item);

  if (text == NULL || *text == '\0')
    return 0;
  if (strcmp (name, text) == 0)
    return 0;
  if (g_str_has_prefix (name, text))
    return 1;
  if (strstr (name, text) != NULL)
    return 2;
  return 3;
}

static int
sort_cb (gconstpointer a,
         gconstpointer b,
         gpointer      user_data)
{
  FlowGstPalette *self = user_data;
  FlowGstFactoryItem *x = (FlowGstFactoryItem *) a;
  FlowGstFactoryItem *y = (FlowGstFactoryItem *) b;
  int nx = name_rank (x, self->text);
  int ny = name_rank (y, self->text);
  gboolean fx = flow_gst_factory_item_get_favourite (x);
  gboolean fy = flow_gst_factory_item_get_favourite (y);
  guint rx = flow_gst_factory_item_get_recent (x);
  guint ry = flow_gst_factory_item_get_recent (y);
  int c;

  if (nx != ny)
    return nx < ny ? -1 : 1;
  if (fx != fy)
    return fx ? -1 : 1;
  if (rx != ry)
    return rx > ry ? -1 : 1;
  if ((c = g_strcmp0 (flow_gst_factory_item_get_group (x), flow_gst_factory_item_get_group (y))) != 0)
    return c;
  return g_strcmp0 (flow_gst_factory_item_get_name (x), flow_gst_factory_item_get_name (y));
}

static void
search_changed_cb (GtkSearchEntry *entry,
                   FlowGstPalette *self)
{
  g_free (self->text);
  self->text = g_utf8_strdown (gtk_editable_get_text (GTK_EDITABLE (entry)), -1);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  gtk_sorter_changed (GTK_SORTER (self->sorter), GTK_SORTER_CHANGE_DIFFERENT);
  gtk_single_selection_set_selected (self->selection, 0);
}

static void
groups_changed_cb (FlowGstPalette *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
choose (FlowGstPalette *self,
        guint           position)
{
  g_autoptr(FlowGstFactoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (item == NULL)
    return;

  g_signal_emit (self, signals[ELEMENT_CHOSEN], 0, flow_gst_factory_item_get_name (item));
  flow_gst_registry_mark_used (self->registry, flow_gst_factory_item_get_name (item));
  gtk_sorter_changed (GTK_SORTER (self->sorter), GTK_SORTER_CHANGE_DIFFERENT);
}

static void
activate_cb (GtkListView    *list,
             guint           position,
             FlowGstPalette *self)
{
  choose (self, position);
}

/* The entry waits a little after each key before it says that the
 * search changed: Enter or Down typed sooner searches at once, so that
 * they go to what was typed, not to what the list showed before.
 */
static void
search_now (FlowGstPalette *self)
{
  g_autofree char *text = g_utf8_strdown (gtk_editable_get_text (GTK_EDITABLE (self->search)), -1);

  if (g_strcmp0 (text, self->text != NULL ? self->text : "") != 0)
    search_changed_cb (GTK_SEARCH_ENTRY (self->search), self);
}

static void
search_activate_cb (GtkSearchEntry *entry,
                    FlowGstPalette *self)
{
  guint selected;

  search_now (self);
  selected = gtk_single_selection_get_selected (self->selection);
  if (selected != GTK_INVALID_LIST_POSITION)
    choose (self, selected);
}

/* Down from the search entry goes into the list. */
static gboolean
search_key_cb (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               FlowGstPalette        *self)
{
  if (keyval == GDK_KEY_Down)
    {
      search_now (self);
      return gtk_widget_child_focus (self->list, GTK_DIR_TAB_FORWARD);
    }

  return FALSE;
}

static void
toggle_favourite (FlowGstPalette     *self,
                  FlowGstFactoryItem *item)
{
  flow_gst_registry_set_favourite (self->registry, flow_gst_factory_item_get_name (item),
                                   !flow_gst_factory_item_get_favourite (item));
  gtk_sorter_changed (GTK_SORTER (self->sorter), GTK_SORTER_CHANGE_DIFFERENT);
}

static void
star_pressed_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 FlowGstPalette  *self)
{
  GtkWidget *star = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  FlowGstFactoryItem *item = g_object_get_data (G_OBJECT (star), "item");

  if (item == NULL)
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  toggle_favourite (self, item);
}

/* Ctrl+D: the selected element becomes a favourite, or stops being one. */
static void
toggle_favourite_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  FlowGstPalette *self = FLOW_GST_PALETTE (widget);
  FlowGstFactoryItem *item = gtk_single_selection_get_selected_item (self->selection);

  if (item != NULL)
    toggle_favourite (self, item);
}

static void
update_star (GtkWidget          *star,
             FlowGstFactoryItem *item)
{
  gboolean favourite = flow_gst_factory_item_get_favourite (item);

  gtk_image_set_from_icon_name (GTK_IMAGE (star), favourite ? "starred-symbolic" : "non-starred-symbolic");
  gtk_widget_set_opacity (star, favourite ? 1.0 : 0.35);
  gtk_accessible_update_state (GTK_ACCESSIBLE (star), GTK_ACCESSIBLE_STATE_CHECKED,
                               favourite ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);
}

static void
favourite_changed_cb (FlowGstFactoryItem *item,
                      GParamSpec         *pspec,
                      GtkWidget          *star)
{
  update_star (star, item);
}

/* Implementation notes: GTK 4.8's list view makes about 200 rows at
 * once, whatever the height of the window, so a row costs as little as
 * it can: the star is an image with a click gesture (a toggle button
 * per row took a third of the palette's first frame), Ctrl+D toggles it
 * from the keyboard, and the texts are one label of two lines (two
 * labels in a box took another third).
 */
static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          FlowGstPalette           *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *star = gtk_image_new ();
  GtkWidget *text = gtk_label_new (NULL);
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_accessible_update_property (GTK_ACCESSIBLE (star), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Favourite (Ctrl+D)"), -1);
  gtk_widget_set_tooltip_text (star, _("Favourite (Ctrl+D)"));
  gtk_widget_set_margin_start (star, 4);
  g_signal_connect (click, "pressed", G_CALLBACK (star_pressed_cb), self);
  gtk_widget_add_controller (star, GTK_EVENT_CONTROLLER (click));

  /* One label of two lines: the name and long name, then the klass and
   * description, smaller and dimmed (each line ellipsized on its own).
   */
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_ellipsize (GTK_LABEL (text), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (text, TRUE);

  gtk_box_append (GTK_BOX (row), star);
  gtk_box_append (GTK_BOX (row), text);
  gtk_list_item_set_child (list_item, row);

  /* Dragged, it gives its element's factory item, which the window's
   * canvas takes to add the element where it is dropped.
   */
  flow_app_list_row_drags_item (row, list_item, FLOW_GST_TYPE_FACTORY_ITEM);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *list_item,
         FlowGstPalette           *self)
{
  FlowGstFactoryItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *row = gtk_list_item_get_child (list_item);
  GtkWidget *star = gtk_widget_get_first_child (row);
  GtkWidget *text = gtk_widget_get_next_sibling (star);
  g_autofree char *markup = NULL;

  /* Not translated: a layout of names, no words of its own. */
  markup = g_markup_printf_escaped ("<b>%s</b>  %s\n<small><span alpha=\"55%%\">%s · %s</span></small>",
                                    flow_gst_factory_item_get_name (item),
                                    flow_gst_factory_item_get_long_name (item),
                                    flow_gst_factory_item_get_klass (item),
                                    flow_gst_factory_item_get_description (item));
  gtk_label_set_markup (GTK_LABEL (text), markup);

  /* What a screen reader says of the row: the names as its name, the
   * rest as its description. GTK 4.8 has no accessible label for list
   * items: there the list's own widget for the row, the row's parent,
   * is named, as it is what assistive technologies list.
   */
  {
    g_autofree char *label = g_strdup_printf ("%s, %s",
                                              flow_gst_factory_item_get_name (item),
                                              flow_gst_factory_item_get_long_name (item));
    g_autofree char *description = g_strdup_printf ("%s · %s",
                                                    flow_gst_factory_item_get_klass (item),
                                                    flow_gst_factory_item_get_description (item));

#if GTK_CHECK_VERSION (4, 12, 0)
    gtk_list_item_set_accessible_label (list_item, label);
    gtk_list_item_set_accessible_description (list_item, description);
#else
    if (gtk_widget_get_parent (row) != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (row)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
#endif
  }

  g_object_set_data (G_OBJECT (star), "item", item);
  update_star (star, item);
  g_signal_connect_object (item, "notify::favourite", G_CALLBACK (favourite_changed_cb), star, 0);
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           FlowGstPalette           *self)
{
  FlowGstFactoryItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *star = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));

  g_object_set_data (G_OBJECT (star), "item", NULL);
  if (item != NULL)
    g_signal_handlers_disconnect_by_func (item, favourite_changed_cb, star);
}

static void
flow_gst_palette_dispose (GObject *object)
{
  FlowGstPalette *self = (FlowGstPalette *)object;

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->registry);
  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (flow_gst_palette_parent_class)->dispose (object);
}

static void
flow_gst_palette_class_init (FlowGstPaletteClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = flow_gst_palette_dispose;

  /* An element was chosen to be added: its factory's name. */
  signals[ELEMENT_CHOSEN] =
    g_signal_new ("element-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "palette.toggle-favourite", NULL,
                                   toggle_favourite_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "palette.toggle-favourite", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
flow_gst_palette_init (FlowGstPalette *self)
{
}

GtkWidget *
flow_gst_palette_new (FlowGstRegistry *registry)
{
  FlowGstPalette *self = g_object_new (FLOW_GST_TYPE_PALETTE, NULL);
  g_autoptr(GtkStringList) groups = gtk_string_list_new (NULL);
  GtkListItemFactory *factory;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  GtkEventController *keys;
  GtkWidget *scrolled;

  self->registry = g_object_ref (registry);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->search = gtk_search_entry_new ();
  g_object_set (self->search, "placeholder-text", _("Search elements"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Search elements"), -1);
  g_signal_connect (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_cb), self);
  gtk_widget_add_controller (self->search, keys);
  gtk_box_append (GTK_BOX (self->box), self->search);

  /* TRANSLATORS: the palette shows the elements of every group. */
  gtk_string_list_append (groups, _("All groups"));
  for (const char * const *g = flow_gst_registry_get_groups (registry); *g != NULL; g++)
    gtk_string_list_append (groups, *g);
  self->groups = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&groups)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->groups), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Group"), -1);
  /* GTK 4.8 leaves the toggle button of a drop-down, which takes the
   * focus, unnamed.
   */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (self->groups)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Group"), -1);
  g_signal_connect_swapped (self->groups, "notify::selected", G_CALLBACK (groups_changed_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->groups);

  self->filter = gtk_custom_filter_new (filter_cb, self, NULL);
  self->sorter = gtk_custom_sorter_new (sort_cb, self, NULL);
  filtered = gtk_filter_list_model_new (g_object_ref (flow_gst_registry_get_factories (registry)),
                                        GTK_FILTER (self->filter));
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (filtered), GTK_SORTER (self->sorter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (sorted));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), self);
  self->list = gtk_list_view_new (GTK_SELECTION_MODEL (self->selection), factory);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Elements"), -1);
  g_signal_connect (self->list, "activate", G_CALLBACK (activate_cb), self);
  /* Tab goes on to the canvas, not through every element. */
  flow_app_list_view_tab_leaves (GTK_LIST_VIEW (self->list));

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->list);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (self->box), scrolled);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Elements"), -1);

  return GTK_WIDGET (self);
}

GtkWidget *
flow_gst_palette_get_search (FlowGstPalette *self)
{
  return self->search;
}

/* What the list shows, in its order. */
GListModel *
flow_gst_palette_get_model (FlowGstPalette *self)
{
  return G_LIST_MODEL (self->selection);
}

void
flow_gst_palette_set_search (FlowGstPalette *self,
                             const char     *text)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search), text);
}

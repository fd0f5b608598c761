/* flow-demo-palette.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-palette.h"
#include "flow-app-lists.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

/*
 * FlowDemoPalette:
 *
 * The side bar that lists the node types the user can add: a search entry
 * above a list. Activating a row (a click, or Enter) emits
 * FlowDemoPalette::node-type-activated; rows can also be dragged, carrying
 * their FlowDemoNodeType, onto a drop target such as the canvas.
 *
 * Pressing Enter in the search entry activates the first match.
 */

struct _FlowDemoPalette
{
  GtkWidget           parent_instance;

  GtkSearchEntry     *search_entry;
  GtkStack           *stack;
  GtkListView        *list_view;

  GtkStringFilter    *filter;
  GtkFilterListModel *filtered;
  GtkNoSelection     *selection;
};

enum {
  NODE_TYPE_ACTIVATED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowDemoPalette, flow_demo_palette, GTK_TYPE_WIDGET)

static char *
search_text_cb (FlowDemoNodeType *type)
{
  return flow_demo_node_type_dup_search_text (type);
}

static void
update_empty_state (FlowDemoPalette *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));

  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "list" : "empty");
}

static void
search_changed_cb (FlowDemoPalette *self)
{
  gtk_string_filter_set_search (self->filter,
                                gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  update_empty_state (self);
}

/* Enter may come before the entry's search-changed, which waits for
 * typing to pause: filter with the text as it is first, so that the row
 * added is the one the list is about to show.
 */
static void
search_activate_cb (FlowDemoPalette *self)
{
  search_changed_cb (self);

  if (g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) > 0)
    flow_demo_palette_activate_row (self, 0);
}

static void
search_stop_cb (FlowDemoPalette *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
list_view_activate_cb (FlowDemoPalette *self,
                       guint            position)
{
  flow_demo_palette_activate_row (self, position);
}

/* Rows */

static void
factory_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item)
{
  GtkWidget *row, *image, *labels, *title, *description;

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_top (row, 3);
  gtk_widget_set_margin_bottom (row, 3);

  /* The icon only decorates: the row is named by its title. */
  image = g_object_new (GTK_TYPE_IMAGE,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                        NULL);
  gtk_widget_set_valign (image, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (image, "palette-icon");
  gtk_box_append (GTK_BOX (row), image);

  labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), labels);

  title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (labels), title);

  description = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (description), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (description), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_add_css_class (description, "caption");
  gtk_box_append (GTK_BOX (labels), description);

  flow_app_list_row_drags_item (row, list_item, FLOW_DEMO_TYPE_NODE_TYPE);

  g_object_set_data (G_OBJECT (list_item), "image", image);
  g_object_set_data (G_OBJECT (list_item), "title", title);
  g_object_set_data (G_OBJECT (list_item), "description", description);

  gtk_list_item_set_child (list_item, row);
}

static void
factory_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  FlowDemoNodeType *type = gtk_list_item_get_item (list_item);
  GtkWidget *row = gtk_list_item_get_child (list_item);

  gtk_image_set_from_icon_name (g_object_get_data (G_OBJECT (list_item), "image"),
                                flow_demo_node_type_get_icon_name (type));
  gtk_label_set_text (g_object_get_data (G_OBJECT (list_item), "title"),
                      flow_demo_node_type_get_title (type));
  gtk_label_set_text (g_object_get_data (G_OBJECT (list_item), "description"),
                      flow_demo_node_type_get_description (type));
  /* The row may cut the description short; the tooltip has it whole. */
  gtk_widget_set_tooltip_text (row, flow_demo_node_type_get_description (type));

  /* What a screen reader says of the row: its title, then what it does.
   * GTK 4.8 has no accessible label for list items; there the widget
   * that holds the row, the list's own item, is named.
   */
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_item_set_accessible_label (list_item, flow_demo_node_type_get_title (type));
  gtk_list_item_set_accessible_description (list_item, flow_demo_node_type_get_description (type));
#else
  if (gtk_widget_get_parent (row) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (row)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    flow_demo_node_type_get_title (type),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    flow_demo_node_type_get_description (type),
                                    -1);
#endif
}

/* GObject */

static void
flow_demo_palette_dispose (GObject *object)
{
  FlowDemoPalette *self = (FlowDemoPalette *)object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), FLOW_DEMO_TYPE_PALETTE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);

  G_OBJECT_CLASS (flow_demo_palette_parent_class)->dispose (object);
}

static void
flow_demo_palette_class_init (FlowDemoPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_demo_palette_dispose;

  /**
   * FlowDemoPalette::node-type-activated:
   * @self: the palette
   * @type: the node type of the activated row
   *
   * Emitted when the user activates a row, to add a node of @type.
   */
  signals[NODE_TYPE_ACTIVATED] =
    g_signal_new ("node-type-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1, FLOW_DEMO_TYPE_NODE_TYPE);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Flow/Demo/flow-demo-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, FlowDemoPalette, search_entry);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoPalette, stack);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoPalette, list_view);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, list_view_activate_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
flow_demo_palette_init (FlowDemoPalette *self)
{
  GtkListItemFactory *factory;
  GtkExpression *expression;

  g_type_ensure (ADW_TYPE_STATUS_PAGE);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* GTK 4.8 reads a stack's pages by their class ("GtkStackPage"). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_stack_get_page (self->stack, gtk_stack_get_child_by_name (self->stack, "list"))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Node types"),
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_stack_get_page (self->stack, gtk_stack_get_child_by_name (self->stack, "empty"))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("No Matching Nodes"),
                                  -1);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);

  expression = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                            G_CALLBACK (search_text_cb), NULL, NULL);
  self->filter = gtk_string_filter_new (expression);
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);

  self->filtered = gtk_filter_list_model_new (g_object_ref (flow_demo_node_types_get_default ()),
                                              GTK_FILTER (self->filter));
  /* Nothing to select: a row is clicked or activated with the keys. With
   * single-click activation GTK selects the row under the pointer, and a
   * selection kept it highlighted after the pointer left (or lit a row
   * where a menu item above it was clicked).
   */
  self->selection = gtk_no_selection_new (G_LIST_MODEL (self->filtered));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (factory_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (factory_bind_cb), NULL);

  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  gtk_list_view_set_factory (self->list_view, factory);
  /* Tab goes on to the canvas, not through every node type. */
  flow_app_list_view_tab_leaves (self->list_view);
  g_object_unref (factory);

  update_empty_state (self);
}

GtkWidget *
flow_demo_palette_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_PALETTE, NULL);
}

/**
 * flow_demo_palette_get_model:
 * @self: a palette
 *
 * Gets the node types the palette shows, after filtering.
 *
 * Returns: (transfer none): a list model of `FlowDemoNodeType`
 */
GListModel *
flow_demo_palette_get_model (FlowDemoPalette *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_PALETTE (self), NULL);

  return G_LIST_MODEL (self->filtered);
}

GtkWidget *
flow_demo_palette_get_search_entry (FlowDemoPalette *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_PALETTE (self), NULL);

  return GTK_WIDGET (self->search_entry);
}

/**
 * flow_demo_palette_start_search:
 * @self: a #FlowDemoPalette
 *
 * Focuses the search entry with its text selected, so that a new search
 * replaces the last one as it is typed.
 *
 * Implementation notes: this is not the widget's grab_focus: GTK's focus
 * chain calls grab_focus on a container the focus leaves backwards, to
 * focus the container itself when it can be; the search taking it there
 * kept Shift+Tab from ever leaving the entry.
 *
 * Returns: whether the entry took the focus
 */
gboolean
flow_demo_palette_start_search (FlowDemoPalette *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_PALETTE (self), FALSE);

  if (!gtk_widget_grab_focus (GTK_WIDGET (self->search_entry)))
    return FALSE;

  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);

  return TRUE;
}

/**
 * flow_demo_palette_set_search_text:
 * @self: a palette
 * @text: the text to search for
 *
 * Filters the palette as if the user had typed @text, at once.
 */
void
flow_demo_palette_set_search_text (FlowDemoPalette *self,
                                   const char      *text)
{
  g_return_if_fail (FLOW_DEMO_IS_PALETTE (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  /* Without waiting for the entry's search delay. */
  search_changed_cb (self);
}

/**
 * flow_demo_palette_activate_row:
 * @self: a palette
 * @position: the position of a row among those shown
 *
 * Activates a row as a click would.
 */
void
flow_demo_palette_activate_row (FlowDemoPalette *self,
                                guint            position)
{
  g_autoptr(FlowDemoNodeType) type = NULL;

  g_return_if_fail (FLOW_DEMO_IS_PALETTE (self));

  type = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);
  g_return_if_fail (type != NULL);

  g_signal_emit (self, signals[NODE_TYPE_ACTIVATED], 0, type);
}

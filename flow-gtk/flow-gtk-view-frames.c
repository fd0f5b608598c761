/* flow-gtk-view-frames.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Frames on the canvas: flowview.add-frame (Ctrl+J, as Blender's "Join
 * in New Frame") puts a new FlowFrame around the selected nodes, or in
 * the middle of the view when none is selected; flowview.edit-frame, or
 * activating a frame (a double-click on its title bar, Enter), opens a
 * popover to change its title, text, colour, size, whether it fits
 * around its nodes and whether it is collapsed, applied as one step of
 * the history; flowview.toggle-frame-collapsed
 * (Ctrl+H) collapses a frame to its title bar or opens it. How frames
 * move, fit and hide their members is in flow-gtk-frames.c.
 */

#include "config.h"

#include "flow-gtk-view-frames-private.h"

#include "flow-gtk-frame-resize-private.h"
#include "flow-gtk-frames-private.h"
#include "flow-gtk-popover-private.h"
#include "flow-gtk-search-list-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-keynav-private.h"
#include "flow-gtk-view-private.h"

#include "flow-gtk-compat-private.h"
#include "flow-gtk-i18n-private.h"

#include <math.h>

typedef struct
{
  FlowGtkView *view;
  FlowFrame   *frame;
  GtkWidget   *popover;
  GtkWidget   *title;
  GtkWidget   *text;
  GtkWidget   *color;
  GtkWidget   *width;
  GtkWidget   *height;
  GtkWidget   *fit;
  GtkWidget   *collapsed;
  /* The size shown at first, in whole canvas units. */
  double       shown_width;
  double       shown_height;
} Editor;

static void
editor_free (gpointer data)
{
  Editor *editor = data;

  g_object_unref (editor->frame);
  g_free (editor);
}

/* Adding */

/* Puts a new frame around the selected nodes (or in the middle of the
 * view), selects it, and returns it; one step of the history.
 */
FlowNode *
flow_gtk_view_add_frame (FlowGtkView *view)
{
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(FlowNode) frame = NULL;
  FlowHistory *history;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return NULL;

  flow_gtk_view_input_cancel_drag (_flow_gtk_view_get_input (view), FALSE);

  records = flow_gtk_view_actions_dup_selected_records (_flow_gtk_view_get_actions (view));
  frame = flow_frame_new ();
  flow_node_set_title (frame, _("Frame"));

  if (records->len == 0)
    {
      graphene_point_t centre;

      _flow_gtk_view_widget_to_canvas (view,
                                       gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                                       gtk_widget_get_height (GTK_WIDGET (view)) / 2.0,
                                       &centre);
      flow_node_set_position (frame,
                              centre.x - flow_frame_get_width (FLOW_FRAME (frame)) / 2,
                              centre.y - flow_frame_get_height (FLOW_FRAME (frame)) / 2);
    }
  else
    {
      flow_gtk_frames_fit_around (layout, FLOW_FRAME (frame), records,
                                  flow_gtk_node_manager_frame_top,
                                  _flow_gtk_view_get_node_manager (view));
    }

  history = flow_graph_get_history (graph);
  flow_history_begin_group (history, _("Add Frame"));
  flow_graph_add_node (graph, frame);
  flow_history_end_group (history);

  /* The new node is the graph's last. */
  _flow_gtk_view_set_selected_connection (view, NULL);
  gtk_selection_model_select_item (flow_gtk_view_get_selection (view),
                                   g_list_model_get_n_items (G_LIST_MODEL (graph)) - 1,
                                   TRUE);

  return frame;
}

static void
add_frame_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  gboolean had_keyboard = _flow_gtk_view_has_keyboard (view);
  FlowNode *frame = flow_gtk_view_add_frame (view);

  /* Made by keys, the frame takes the keyboard, as it takes the
   * selection.
   */
  if (frame != NULL && had_keyboard)
    flow_gtk_view_keynav_focus_made (view, frame);
}

/* Editing */

static const char *
color_name (FlowFrameColor color)
{
  switch (color)
    {
    case FLOW_FRAME_COLOR_RED: return C_("frame colour", "Red");
    case FLOW_FRAME_COLOR_ORANGE: return C_("frame colour", "Orange");
    case FLOW_FRAME_COLOR_YELLOW: return C_("frame colour", "Yellow");
    case FLOW_FRAME_COLOR_GREEN: return C_("frame colour", "Green");
    case FLOW_FRAME_COLOR_BLUE: return C_("frame colour", "Blue");
    case FLOW_FRAME_COLOR_PURPLE: return C_("frame colour", "Purple");
    case FLOW_FRAME_COLOR_NONE:
    default: return C_("frame colour", "Default");
    }
}

static void
apply_cb (Editor *editor)
{
  FlowNode *node = FLOW_NODE (editor->frame);
  FlowGraph *graph = flow_node_get_graph (node);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (editor->text));
  g_autofree char *text = NULL;
  GtkTextIter start, end;
  FlowHistory *history;

  if (graph == NULL || graph != flow_gtk_view_get_graph (editor->view) ||
      !flow_gtk_view_get_editable (editor->view))
    {
      gtk_popover_popdown (GTK_POPOVER (editor->popover));
      return;
    }

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);

  history = flow_graph_get_history (graph);
  flow_history_begin_group (history, _("Edit Frame"));
  flow_node_set_title (node, gtk_editable_get_text (GTK_EDITABLE (editor->title)));
  flow_frame_set_text (editor->frame, text);
  flow_frame_set_color (editor->frame, gtk_drop_down_get_selected (GTK_DROP_DOWN (editor->color)));
  /* The fields show whole units: a size left as shown is left as it is. */
  if (gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor->width)) != editor->shown_width)
    flow_frame_set_width (editor->frame, gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor->width)));
  if (gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor->height)) != editor->shown_height)
    flow_frame_set_height (editor->frame, gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor->height)));
  flow_frame_set_fit_members (editor->frame, gtk_check_button_get_active (GTK_CHECK_BUTTON (editor->fit)));
  flow_frame_set_collapsed (editor->frame, gtk_check_button_get_active (GTK_CHECK_BUTTON (editor->collapsed)));
  /* Fitting again, it fits now, after its new text. */
  if (flow_frame_get_fit_members (editor->frame))
    {
      g_autoptr(GPtrArray) frames = g_ptr_array_new_with_free_func (g_object_unref);

      g_ptr_array_add (frames, g_object_ref (editor->frame));
      flow_gtk_frames_fit_frames (_flow_gtk_view_get_layout (editor->view), frames,
                                  flow_gtk_node_manager_frame_top,
                                  _flow_gtk_view_get_node_manager (editor->view));
    }
  flow_history_end_group (history);

  gtk_popover_popdown (GTK_POPOVER (editor->popover));
}

static void
closed_cb (GtkPopover *popover,
           Editor     *editor)
{
  _flow_gtk_popover_unparent_later (GTK_WIDGET (popover));
}

/* A size typed in is a size the frame keeps. */
static void
size_changed_cb (Editor *editor)
{
  if (gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor->width)) != editor->shown_width ||
      gtk_spin_button_get_value (GTK_SPIN_BUTTON (editor->height)) != editor->shown_height)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (editor->fit), FALSE);
}

static GtkWidget *
size_spin_button (double min,
                  double value)
{
  /* Up to the size shown at least: a frame around a part of a large
   * graph may be wider than 100,000 units.
   */
  GtkWidget *spin = gtk_spin_button_new_with_range (min, MAX (100000, value), 10);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_hexpand (spin, TRUE);

  return spin;
}

static GtkWidget *
labelled (GtkWidget  *box,
          const char *label,
          GtkWidget  *widget)
{
  GtkWidget *caption = gtk_label_new_with_mnemonic (label);

  gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (caption), widget);
  gtk_box_append (GTK_BOX (box), caption);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, caption, NULL,
                                  -1);
  if (_flow_gtk_get_inner_button (widget) != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (_flow_gtk_get_inner_button (widget)),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, caption, NULL,
                                    -1);
  return caption;
}

static void
color_row_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_item_set_child (item, label);
}

/* A colour of the list, named by its name: GTK 4.8 reads the rows of a
 * drop-down's list with no name at all.
 */
static void
color_row_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  const char *name = gtk_string_object_get_string (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), name);
  _flow_gtk_list_item_name (item, name, NULL);
}

/* The colour chosen is the drop-down's description: its name is its
 * caption's, "Colour", and GTK 4.8 tells nothing of what it shows.
 */
static void
color_chosen_cb (GtkWidget  *drop_down,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  gpointer chosen = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (drop_down));
  const char *name = chosen != NULL ? gtk_string_object_get_string (chosen) : "";
  GtkWidget *button = _flow_gtk_get_inner_button (drop_down);

  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, name,
                                  -1);
  if (button != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, name,
                                    -1);
}

/* Opens the popover that edits @frame's title, text, colour, size,
 * fitting and collapsing, below its title bar.
 */
void
flow_gtk_view_edit_frame (FlowGtkView *view,
                          FlowFrame   *frame)
{
  Editor *editor;
  GtkWidget *box, *buttons, *cancel, *apply, *scrolled, *size;
  GtkListItemFactory *color_rows;
  GtkStringList *colors;
  graphene_rect_t bounds;
  graphene_point_t point;

  if (flow_node_get_graph (FLOW_NODE (frame)) != flow_gtk_view_get_graph (view) ||
      !flow_gtk_view_get_editable (view) || !_flow_gtk_view_can_pop_up (view))
    return;

  editor = g_new0 (Editor, 1);
  editor->view = view;
  editor->frame = g_object_ref (frame);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  editor->title = gtk_entry_new ();
  /* A frame an application made may have no title. */
  gtk_editable_set_text (GTK_EDITABLE (editor->title),
                         flow_node_get_title (FLOW_NODE (frame)) != NULL ? flow_node_get_title (FLOW_NODE (frame)) : "");
  labelled (box, _("_Title"), editor->title);
  gtk_box_append (GTK_BOX (box), editor->title);

  editor->text = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (editor->text), GTK_WRAP_WORD_CHAR);
  /* Tab goes on to the colour, as in any form. */
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (editor->text), FALSE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (editor->text)),
                            flow_frame_get_text (frame), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), editor->text);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_size_request (scrolled, 280, 96);
  labelled (box, _("Te_xt"), editor->text);
  gtk_box_append (GTK_BOX (box), scrolled);

  colors = gtk_string_list_new (NULL);
  for (FlowFrameColor c = FLOW_FRAME_COLOR_NONE; c <= FLOW_FRAME_COLOR_PURPLE; c++)
    gtk_string_list_append (colors, color_name (c));
  editor->color = gtk_drop_down_new (G_LIST_MODEL (colors), NULL);
  /* Its list's rows named, for screen readers; what is chosen told. */
  color_rows = gtk_signal_list_item_factory_new ();
  g_signal_connect (color_rows, "setup", G_CALLBACK (color_row_setup_cb), NULL);
  g_signal_connect (color_rows, "bind", G_CALLBACK (color_row_bind_cb), NULL);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (editor->color), color_rows);
  g_object_unref (color_rows);
  g_signal_connect (editor->color, "notify::selected", G_CALLBACK (color_chosen_cb), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (editor->color), flow_frame_get_color (frame));
  color_chosen_cb (editor->color, NULL, NULL);
  labelled (box, _("C_olour"), editor->color);
  gtk_box_append (GTK_BOX (box), editor->color);

  /* Its size, in canvas units, as the grip in its corner sets it. */
  size = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  editor->shown_width = round (flow_frame_get_width (frame));
  editor->shown_height = round (flow_frame_get_height (frame));
  /* A smaller frame (from a file, or the application) stays as small. */
  editor->width = size_spin_button (MIN (FLOW_GTK_FRAME_MIN_WIDTH, editor->shown_width), editor->shown_width);
  labelled (size, _("_Width"), editor->width);
  gtk_box_append (GTK_BOX (size), editor->width);
  editor->height = size_spin_button (MIN (flow_gtk_layout_get_header_height (_flow_gtk_view_get_layout (view)) +
                                          FLOW_GTK_FRAME_MIN_BODY_HEIGHT,
                                          editor->shown_height),
                                     editor->shown_height);
  labelled (size, _("_Height"), editor->height);
  gtk_box_append (GTK_BOX (size), editor->height);
  gtk_box_append (GTK_BOX (box), size);

  editor->fit = _flow_gtk_mnemonic_button_new (GTK_TYPE_CHECK_BUTTON, _("_Fit around its nodes"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (editor->fit), flow_frame_get_fit_members (frame));
  gtk_box_append (GTK_BOX (box), editor->fit);
  g_signal_connect_swapped (editor->width, "value-changed", G_CALLBACK (size_changed_cb), editor);
  g_signal_connect_swapped (editor->height, "value-changed", G_CALLBACK (size_changed_cb), editor);

  editor->collapsed = _flow_gtk_mnemonic_button_new (GTK_TYPE_CHECK_BUTTON, _("Co_llapsed to its title"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (editor->collapsed), flow_frame_get_collapsed (frame));
  gtk_box_append (GTK_BOX (box), editor->collapsed);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_margin_top (buttons, 6);
  cancel = _flow_gtk_mnemonic_button_new (GTK_TYPE_BUTTON, _("_Cancel"));
  apply = _flow_gtk_mnemonic_button_new (GTK_TYPE_BUTTON, _("_Apply"));
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), apply);
  gtk_box_append (GTK_BOX (box), buttons);

  editor->popover = gtk_popover_new ();
  gtk_widget_add_css_class (editor->popover, "frame-editor");
  gtk_popover_set_child (GTK_POPOVER (editor->popover), box);
  gtk_popover_set_default_widget (GTK_POPOVER (editor->popover), apply);
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor->popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Edit Frame"),
                                  -1);
  g_object_set_data_full (G_OBJECT (editor->popover), "flow-frame-editor", editor, editor_free);

  /* Enter in the title applies, as Apply does. */
  g_signal_connect_swapped (editor->title, "activate", G_CALLBACK (apply_cb), editor);
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (apply_cb), editor);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_popover_popdown), editor->popover);
  g_signal_connect (editor->popover, "closed", G_CALLBACK (closed_cb), editor);
  /* Once closed, the keyboard goes back to the frame. */
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (view), editor->popover,
                                    FLOW_NODE (frame));

  point = GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                               gtk_widget_get_height (GTK_WIDGET (view)) / 2.0);
  if (flow_gtk_view_get_node_bounds (view, FLOW_NODE (frame), &bounds))
    flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (view),
                                        &GRAPHENE_POINT_INIT (bounds.origin.x + 40,
                                                              bounds.origin.y + 16),
                                        &point);
  point.x = CLAMP (point.x, 0, gtk_widget_get_width (GTK_WIDGET (view)));
  point.y = CLAMP (point.y, 0, gtk_widget_get_height (GTK_WIDGET (view)));

  gtk_widget_set_parent (editor->popover, GTK_WIDGET (view));
  flow_gtk_view_actions_close_with_graph (editor->popover, TRUE, FLOW_NODE (frame));
  gtk_popover_set_pointing_to (GTK_POPOVER (editor->popover),
                               &(GdkRectangle) { (int)point.x, (int)point.y, 1, 1 });
  gtk_popover_set_position (GTK_POPOVER (editor->popover), GTK_POS_BOTTOM);
  gtk_popover_popup (GTK_POPOVER (editor->popover));
  gtk_widget_grab_focus (editor->title);
}

/* Collapses the focused frame (or the only one selected) to its title
 * bar, or opens it; one step of the history.
 */
static void
toggle_collapsed_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowNode *node = flow_gtk_view_actions_get_current_node (_flow_gtk_view_get_actions (view));
  FlowFrame *frame;
  FlowHistory *history;

  if (!flow_gtk_view_get_editable (view) || flow_gtk_view_get_graph (view) == NULL)
    return;

  if (node == NULL || !FLOW_IS_FRAME (node) || flow_node_get_graph (node) != flow_gtk_view_get_graph (view))
    {
      /* Said, rather than nothing happening: a screen reader reads it. */
      flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), _("Select one frame to collapse or open it"));
      return;
    }

  frame = FLOW_FRAME (node);
  history = flow_graph_get_history (flow_node_get_graph (node));
  flow_history_begin_group (history, flow_frame_get_collapsed (frame) ? _("Open Frame") : _("Collapse Frame"));
  flow_frame_set_collapsed (frame, !flow_frame_get_collapsed (frame));
  flow_history_end_group (history);
}

static void
edit_frame_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowNode *node = flow_gtk_view_actions_get_current_node (_flow_gtk_view_get_actions (view));

  if (node != NULL && FLOW_IS_FRAME (node))
    flow_gtk_view_edit_frame (view, FLOW_FRAME (node));
}

/* Collapsed frames */

static GQuark update_quark;

static gboolean
update_collapsed_cb (gpointer user_data)
{
  FlowGtkView *view = user_data;
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);

  /* This source ends here: nothing to remove when the view goes. */
  g_object_steal_qdata (G_OBJECT (view), update_quark);

  if (!flow_gtk_frames_update_collapsed (layout))
    return G_SOURCE_REMOVE;

  /* Hidden nodes lose their widgets and their place in the selection. */
  {
    GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
    guint n = flow_gtk_layout_get_n_nodes (layout);

    for (guint i = 0; selection != NULL && i < n; i++)
      if (flow_gtk_layout_get_node (layout, i)->collapsed_into != NULL &&
          gtk_selection_model_is_selected (selection, i))
        gtk_selection_model_unselect_item (selection, i);
  }
  _flow_gtk_view_schedule_reconcile (view);
  gtk_widget_queue_draw (GTK_WIDGET (view));

  return G_SOURCE_REMOVE;
}

static void
remove_source (gpointer data)
{
  g_source_remove (GPOINTER_TO_UINT (data));
}

/* Hides and shows the nodes of collapsed frames again soon, after the
 * layout reported nodes that moved, came or went: at once, before the
 * next frame is drawn, but never inside the layout's own work.
 */
void
flow_gtk_view_frames_queue_update (FlowGtkView *view)
{
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);

  if (flow_gtk_layout_get_n_collapsed (layout) == 0 && flow_gtk_layout_get_n_hidden (layout) == 0)
    return;

  if (update_quark == 0)
    update_quark = g_quark_from_static_string ("flow-gtk-view-frames-update");
  if (g_object_get_qdata (G_OBJECT (view), update_quark) != NULL)
    return;

  g_object_set_qdata_full (G_OBJECT (view), update_quark,
                           GUINT_TO_POINTER (g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, update_collapsed_cb,
                                                              view, NULL)),
                           remove_source);
}

/* Installs the actions and their keys on the view's class. */
void
flow_gtk_view_frames_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.add-frame", NULL, add_frame_action);
  gtk_widget_class_install_action (widget_class, "flowview.edit-frame", NULL, edit_frame_action);
  gtk_widget_class_install_action (widget_class, "flowview.toggle-frame-collapsed", NULL,
                                   toggle_collapsed_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "flowview.toggle-frame-collapsed", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_j, GDK_CONTROL_MASK,
                                       "flowview.add-frame", NULL);
}

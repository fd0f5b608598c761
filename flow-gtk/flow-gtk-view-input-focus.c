/* flow-gtk-view-input-focus.c: the keyboard focus among the view's
 * nodes: Tab and Shift+Tab walk them, a node is given the focus (and
 * selected) by the view's commands, and the focus comes back to a node
 * when a popover opened for it closes.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-input-private.h"

static inline FlowGtkView *
view_of (FlowGtkViewInput *self)
{
  return flow_gtk_view_input_get_view (self);
}

static inline GtkWidget *
widget_of (FlowGtkViewInput *self)
{
  return GTK_WIDGET (view_of (self));
}

static inline FlowGtkLayout *
layout_of (FlowGtkViewInput *self)
{
  return _flow_gtk_view_get_layout (view_of (self));
}

static inline GtkSelectionModel *
selection_of (FlowGtkViewInput *self)
{
  return flow_gtk_view_get_selection (view_of (self));
}

static inline FlowGtkViewport *
viewport_of (FlowGtkViewInput *self)
{
  return flow_gtk_view_get_viewport (view_of (self));
}

static inline double
current_zoom (FlowGtkViewInput *self)
{
  return flow_gtk_viewport_get_zoom (viewport_of (self));
}

/* Keyboard focus: Tab walks the nodes in the graph's order, creating the
 * widget of a node that has none and bringing it into view, and selects
 * the node it lands on (other keys, flow-gtk-view-keynav.c, may keep the
 * selection or add to it).
 */

static void
focus_node_from (FlowGtkViewInput    *self,
                 FlowGtkNodeRecord   *record,
                 FlowGtkFocusSelects  selects,
                 gboolean             from_end)
{
  FlowGtkNodeManager *nodes = _flow_gtk_view_get_node_manager (view_of (self));

  /* Application code runs below (selection handlers, the factory's
   * ::bind), and may take the node out of the graph.
   */
  flow_gtk_layout_hold_records (layout_of (self));

  /* Zoomed out below the level of detail, nodes have no widgets: the view
   * zooms in to show one, before it scrolls to the node, at the zoom it
   * will be seen at (scrolled first, the node was left far outside).
   */
  if (record->widget == NULL)
    {
      double detail_zoom = flow_gtk_view_get_detail_zoom (view_of (self));

      if (current_zoom (self) < detail_zoom)
        flow_gtk_viewport_set_zoom (viewport_of (self), MAX (1.0, detail_zoom));
    }

  flow_gtk_view_scroll_to_node (view_of (self), record->node);
  if (selects == FLOW_GTK_FOCUS_SELECTS_ONLY)
    gtk_selection_model_select_item (selection_of (self), record->position, TRUE);
  else if (selects == FLOW_GTK_FOCUS_SELECTS_TOO)
    gtk_selection_model_select_item (selection_of (self), record->position, FALSE);

  if (record->widget == NULL)
    _flow_gtk_view_reconcile_now (view_of (self));

  if (record->widget == NULL && !record->retired)
    flow_gtk_node_manager_acquire (nodes, record);

  if (record->retired || record->widget == NULL)
    {
      flow_gtk_layout_release_records (layout_of (self));
      return;
    }

  flow_gtk_node_manager_raise (nodes, record);

  /* Shift+Tab enters a node from its end, at the last of its editors, as
   * GTK moves the focus backwards into any widget, so that it visits what
   * Tab visits, in reverse.
   */
  if (!from_end || !gtk_widget_child_focus (GTK_WIDGET (record->widget), GTK_DIR_TAB_BACKWARD))
    gtk_widget_grab_focus (GTK_WIDGET (record->widget));

  flow_gtk_layout_release_records (layout_of (self));
}

static void
focus_node (FlowGtkViewInput    *self,
            FlowGtkNodeRecord   *record,
            FlowGtkFocusSelects  selects)
{
  focus_node_from (self, record, selects, FALSE);
}

/* Gives @node the keyboard focus, as Tab does, if it is in the graph. */
void
flow_gtk_view_input_focus_node (FlowGtkViewInput *self,
                                FlowNode         *node)
{
  FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (layout_of (self), node);

  if (record != NULL)
    focus_node (self, record, FLOW_GTK_FOCUS_SELECTS_ONLY);
}

/* Gives the node of @record the keyboard focus, and selects it as
 * @selects says.
 */
void
flow_gtk_view_input_focus_record (FlowGtkViewInput    *self,
                                  FlowGtkNodeRecord   *record,
                                  FlowGtkFocusSelects  selects)
{
  focus_node (self, record, selects);
}

/* What the view opens for the keyboard, its menus, lists and forms,
 * gives the keyboard back when it closes: GTK hands the focus of a
 * closing popover to its parent, the canvas, which left the focused node
 * without its ring and the next Ctrl+arrow without a place to start
 * from.
 */

#define RETURN_FOCUS_KEY "flow-gtk-return-focus"

static void
return_focus_cb (GtkPopover  *popover,
                 FlowGtkView *view)
{
  FlowNode *node = g_object_get_data (G_OBJECT (popover), RETURN_FOCUS_KEY);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));
  GtkWidget *focus;
  FlowGtkNodeRecord *record;

  /* The focus is still in the popover, or was given to the canvas;
   * what was chosen there may have put it elsewhere (a node found, a
   * node added, another popover), where it stays.
   */
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (node == NULL || flow_node_get_graph (node) != flow_gtk_view_get_graph (view) ||
      (focus != NULL && focus != GTK_WIDGET (view) &&
       !gtk_widget_is_ancestor (focus, GTK_WIDGET (popover))))
    return;

  record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), node);
  if (record != NULL && record->collapsed_into == NULL)
    focus_node (_flow_gtk_view_get_input (view), record, FLOW_GTK_FOCUS_SELECTS_NONE);
}

/* When @popover, about to open, closes, the keyboard goes back to @node,
 * the node it is opened on, or with @node `NULL` to the node that has the
 * focus now; the selection stays as it is. A popover shown again asks
 * again.
 */
void
flow_gtk_view_input_return_focus (FlowGtkViewInput *self,
                                  GtkWidget        *popover,
                                  FlowNode         *node)
{
  g_return_if_fail (GTK_IS_POPOVER (popover));

  if (node == NULL)
    {
      FlowGtkNodeRecord *focus = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view_of (self)));

      node = focus != NULL ? focus->node : NULL;
    }

  if (node != NULL)
    g_object_set_data_full (G_OBJECT (popover), RETURN_FOCUS_KEY, g_object_ref (node), g_object_unref);
  else
    g_object_set_data (G_OBJECT (popover), RETURN_FOCUS_KEY, NULL);

  g_signal_handlers_disconnect_by_func (popover, return_focus_cb, view_of (self));
  g_signal_connect_object (popover, "closed", G_CALLBACK (return_focus_cb), view_of (self), 0);
}

/* The first node from @position on, going by @step, that is not hidden
 * in a collapsed frame; NULL past the end.
 */
static FlowGtkNodeRecord *
shown_from (FlowGtkLayout *layout,
            gint64         position,
            int            step)
{
  gint64 n = flow_gtk_layout_get_n_nodes (layout);

  for (; position >= 0 && position < n; position += step)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_get_node (layout, position);

      if (record->collapsed_into == NULL)
        return record;
    }

  return NULL;
}

gboolean
flow_gtk_view_input_focus (FlowGtkViewInput *self,
                           GtkDirectionType  direction)
{
  GtkWidget *widget = widget_of (self);
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  FlowGtkNodeRecord *current = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view_of (self)));
  guint n = flow_gtk_layout_get_n_nodes (layout_of (self));
  FlowGtkNodeRecord *next;
  int step;

  if (focus_child != NULL && gtk_widget_child_focus (focus_child, direction))
    return TRUE;

  if (direction == GTK_DIR_TAB_FORWARD)
    step = 1;
  else if (direction == GTK_DIR_TAB_BACKWARD)
    step = -1;
  else
    return FALSE;

  /* Tab enters the view on the canvas itself, then walks the nodes and
   * leaves after the last; Shift+Tab goes the same way back: it enters
   * on the last node, walks them back to the canvas, and leaves from
   * there.
   */
  if (!gtk_widget_has_focus (widget) && focus_child == NULL && step > 0)
    {
      gtk_widget_grab_focus (widget);
      return TRUE;
    }

  if (current == NULL)
    {
      g_autoptr(GtkBitset) selection = gtk_selection_model_get_selection (selection_of (self));
      gboolean entering = !gtk_widget_has_focus (widget) && focus_child == NULL;
      guint start;

      /* Back on the canvas itself: out. */
      if (step < 0 && !entering && focus_child == NULL)
        return FALSE;

      if (!gtk_bitset_is_empty (selection))
        start = step > 0 ? gtk_bitset_get_minimum (selection) : gtk_bitset_get_maximum (selection);
      else
        start = step > 0 ? 0 : n - 1;

      if (n == 0 || (next = shown_from (layout_of (self), start, step)) == NULL)
        {
          if (!entering)
            return FALSE;
          gtk_widget_grab_focus (widget);
          return TRUE;
        }

      focus_node_from (self, next, FLOW_GTK_FOCUS_SELECTS_ONLY, step < 0);
      return TRUE;
    }

  if ((next = shown_from (layout_of (self), (gint64)current->position + step, step)) == NULL)
    {
      /* Before the first node, the canvas itself, as Tab came in. */
      if (step > 0)
        return FALSE;
      gtk_widget_grab_focus (widget);
      return TRUE;
    }

  focus_node_from (self, next, FLOW_GTK_FOCUS_SELECTS_ONLY, step < 0);

  return TRUE;
}

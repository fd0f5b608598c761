/* flow-gtk-view-mute.c: muting nodes on the canvas.
 * flowview.toggle-muted (Ctrl+M, and "Mute or Unmute" in a node's menu)
 * mutes the selected nodes that can be muted, or the focused one when
 * none is selected, so that they pass their inputs on instead of
 * computing ([property@Flow.Node:muted], as Blender's M); when every one
 * of them is muted already, it unmutes them. One step of the history. A
 * muted node shows it (`.muted`).
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-mute-private.h"

#include "flow-gtk-i18n-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * Nodes that cannot be muted ([property@Flow.Node:can-mute]: frames,
 * reroutes, nodes whose work happens outside the graph's evaluation)
 * are left out; a selection of only those does nothing. One node's step
 * is labelled by the history itself ("Mute Node"), several by the view
 * ("Mute Nodes").
 */

/* The nodes the command acts on: the selected ones that can be muted,
 * else the focused (or context) node.
 */
static GPtrArray *
collect_nodes (FlowGtkView *view)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  GPtrArray *nodes = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (selection);
  GtkBitsetIter iter;
  guint position;
  FlowNode *current;

  for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &position);
       more;
       more = gtk_bitset_iter_next (&iter, &position))
    {
      FlowNode *node = g_list_model_get_item (G_LIST_MODEL (selection), position);

      if (flow_node_get_can_mute (node))
        g_ptr_array_add (nodes, node);
      else
        g_object_unref (node);
    }

  current = flow_gtk_view_actions_get_current_node (_flow_gtk_view_get_actions (view));
  if (gtk_bitset_is_empty (selected) && current != NULL && flow_node_get_can_mute (current))
    g_ptr_array_add (nodes, g_object_ref (current));

  return nodes;
}

static void
toggle_muted_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  g_autoptr(GPtrArray) nodes = NULL;
  gboolean mute = FALSE;
  FlowHistory *history;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return;

  nodes = collect_nodes (view);
  if (nodes->len == 0)
    {
      /* Said, rather than nothing happening: a screen reader reads it. */
      flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), _("Select the nodes to mute or unmute"));
      return;
    }

  for (guint i = 0; i < nodes->len && !mute; i++)
    mute = !flow_node_get_muted (g_ptr_array_index (nodes, i));

  history = flow_graph_get_history (graph);
  flow_history_begin_group (history, nodes->len == 1 ? NULL : mute ? _("Mute Nodes") : _("Unmute Nodes"));
  for (guint i = 0; i < nodes->len; i++)
    flow_node_set_muted (g_ptr_array_index (nodes, i), mute);
  flow_history_end_group (history);
}

/* Installs the action and its key on the view's class. */
void
flow_gtk_view_mute_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.toggle-muted", NULL, toggle_muted_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "flowview.toggle-muted", NULL);
}

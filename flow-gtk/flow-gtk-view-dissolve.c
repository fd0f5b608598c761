/* flow-gtk-view-dissolve.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The view's dissolve command (Ctrl+Delete, as in Blender): the
 * selected nodes are removed and the wires through each are kept, its
 * first input whose source fits being connected straight to whatever
 * its outputs fed. One step of the history.
 */

#include "config.h"

#include "flow-gtk-view-dissolve-private.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

#include "flow-gtk-i18n-private.h"

/* The sinks @node's outputs feed, in dock and connection order. */
static GPtrArray *
downstream_sinks (FlowNode *node)
{
  GListModel *sources = flow_node_get_sources (node);
  GPtrArray *sinks = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (sources); i++)
    {
      g_autoptr(FlowDock) source = g_list_model_get_item (sources, i);
      GListModel *connections = flow_dock_get_connections (source);

      for (guint k = 0; k < g_list_model_get_n_items (connections); k++)
        {
          g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, k);

          g_ptr_array_add (sinks, g_object_ref (flow_connection_get_sink (connection)));
        }
    }

  return sinks;
}

/* The source feeding @node's first input that fits one of @sinks, or
 * NULL.
 */
static FlowSource *
upstream_source (FlowGraph *graph,
                 FlowNode  *node,
                 GPtrArray *sinks)
{
  GListModel *node_sinks = flow_node_get_sinks (node);
  gboolean implicit = flow_graph_get_implicit_conversions (graph);

  for (guint i = 0; i < g_list_model_get_n_items (node_sinks); i++)
    {
      g_autoptr(FlowDock) sink = g_list_model_get_item (node_sinks, i);
      GListModel *connections = flow_dock_get_connections (sink);
      g_autoptr(FlowConnection) connection = NULL;
      FlowSource *source;

      if (g_list_model_get_n_items (connections) == 0)
        continue;

      connection = g_list_model_get_item (connections, 0);
      source = flow_connection_get_source (connection);
      for (guint k = 0; k < sinks->len; k++)
        if (flow_dock_check_compatible (source, g_ptr_array_index (sinks, k), implicit, NULL))
          return source;
    }

  return NULL;
}

static void
dissolve_node (FlowGraph *graph,
               FlowNode  *node)
{
  g_autoptr(GPtrArray) sinks = downstream_sinks (node);
  g_autoptr(FlowSource) source = NULL;

  source = upstream_source (graph, node, sinks);
  if (source != NULL)
    g_object_ref (source);

  flow_graph_remove_node (graph, node);

  if (source == NULL)
    return;

  /* A sink that refuses (its type, the application's filter) stays
   * unconnected, as deleting would leave it.
   */
  for (guint k = 0; k < sinks->len; k++)
    {
      FlowSink *sink = g_ptr_array_index (sinks, k);

      if (flow_graph_can_connect (graph, source, sink, NULL))
        flow_graph_add_connection (graph, source, sink, NULL);
    }
}

static void
dissolve_selection_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GPtrArray) doomed = NULL;
  FlowHistory *history;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return;

  records = flow_gtk_view_actions_dup_selected_records (_flow_gtk_view_get_actions (view));
  doomed = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);

      if (flow_node_get_deletable (record->node))
        g_ptr_array_add (doomed, g_object_ref (record->node));
    }

  if (doomed->len == 0)
    return;

  flow_gtk_view_input_cancel_drag (_flow_gtk_view_get_input (view), FALSE);

  history = flow_graph_get_history (graph);
  flow_history_begin_group (history, ngettext ("Dissolve Node", "Dissolve Nodes", doomed->len));
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < doomed->len; i++)
    dissolve_node (graph, g_ptr_array_index (doomed, i));
  flow_graph_end_batch (graph);
  flow_history_end_group (history);
}

/* Installs the dissolve action and its keys on the view's class. */
void
flow_gtk_view_dissolve_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.dissolve-selection", NULL,
                                   dissolve_selection_action);
  /* Menus show the last key bound. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, GDK_CONTROL_MASK,
                                       "flowview.dissolve-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, GDK_CONTROL_MASK,
                                       "flowview.dissolve-selection", NULL);
}

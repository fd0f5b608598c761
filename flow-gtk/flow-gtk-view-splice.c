/* flow-gtk-view-splice.c: splicing for applications, a node they add
 * onto a wire (from a palette, by drag and drop): the wire it would go
 * into lit while it hovers, and the splice itself, as the view does for a
 * node dragged on the canvas (flow-gtk-splice.c).
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-private.h"

#include "flow-gtk-splice-private.h"

/**
 * flow_gtk_view_preview_splice:
 * @self: a view
 * @node: (nullable): a node without connections, in the view's graph or
 *   in none yet (a node about to be added), or `NULL` to end the preview
 * @x: the x coordinate of a point of the widget
 * @y: the y coordinate of a point of the widget
 *
 * Lights the wire at (@x, @y) that @node would be spliced into, as the
 * view lights it while a node is dragged on the canvas: a wire whose
 * source one of @node's inputs takes and whose sink takes one of its
 * outputs. Call it as a dragged node type moves over the view, and with
 * `NULL` when it leaves.
 *
 * Returns: (transfer none) (nullable): the connection of the lit wire, or
 *   `NULL` when no wire there fits @node
 */
FlowConnection *
flow_gtk_view_preview_splice (FlowGtkView *self,
                              FlowNode    *node,
                              double       x,
                              double       y)
{
  FlowGtkWireRenderer *wires;
  FlowGtkWireRecord *wire = NULL;
  FlowGraph *graph;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);
  g_return_val_if_fail (node == NULL || FLOW_IS_NODE (node), NULL);

  wires = _flow_gtk_view_get_wire_renderer (self);
  graph = flow_gtk_view_get_graph (self);

  if (node != NULL && graph != NULL && flow_gtk_view_get_editable (self))
    {
      graphene_point_t point;

      _flow_gtk_view_widget_to_canvas (self, x, y, &point);
      wire = _flow_gtk_view_pick_wire (self, &point);
      if (wire != NULL && !flow_gtk_splice_fits (graph, node, wire->connection))
        wire = NULL;
    }

  flow_gtk_wire_renderer_set_hover (wires, wire);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  return wire != NULL ? wire->connection : NULL;
}

/**
 * flow_gtk_view_splice_node:
 * @self: a view
 * @node: a node of the view's graph, without connections
 * @connection: a connection of the view's graph
 *
 * Splices @node into @connection, as a node dropped on a wire is: the
 * connection is replaced by one from its source to @node's first input
 * that takes it and one from @node's first output its sink takes, as one
 * step of the history ("Splice Node"). Call it in the same history group
 * as adding @node to make both one step.
 *
 * Returns: `TRUE` if @node was spliced; `FALSE`, changing nothing, when
 *   it does not fit @connection or the graph refuses a connection
 */
gboolean
flow_gtk_view_splice_node (FlowGtkView    *self,
                           FlowNode       *node,
                           FlowConnection *connection)
{
  FlowGtkWireRecord *wire;
  FlowGtkSplice *splice;
  FlowGraph *graph;
  gboolean spliced;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (FLOW_IS_NODE (node), FALSE);
  g_return_val_if_fail (FLOW_IS_CONNECTION (connection), FALSE);

  graph = flow_gtk_view_get_graph (self);
  if (graph == NULL || !flow_gtk_view_get_editable (self) ||
      flow_node_get_graph (node) != graph || flow_connection_get_graph (connection) != graph)
    return FALSE;

  wire = flow_gtk_layout_lookup_wire (_flow_gtk_view_get_layout (self), connection);
  if (wire == NULL || (splice = flow_gtk_splice_begin (graph, node)) == NULL)
    return FALSE;

  flow_gtk_splice_update (splice, wire);
  flow_gtk_splice_end (splice, TRUE);

  /* The application's filter may have refused: then the wire is back,
   * and the node has no connection.
   */
  spliced = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (flow_node_get_sinks (node)) && !spliced; i++)
    {
      g_autoptr(FlowDock) sink = g_list_model_get_item (flow_node_get_sinks (node), i);

      spliced = flow_dock_is_connected (sink);
    }

  return spliced;
}

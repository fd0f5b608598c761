/* flow-group-sync.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The graphs of a group kept the same: an edit made in one of them (the
 * group's own graph or a group node's) is made again in every other one,
 * and a change of the group's input or output node changes the docks of
 * every group node that uses the group.
 *
 * The model's mutators call these hooks next to the history's, bracketed
 * by _flow_group_sync_begin (), which opens a step of the document's
 * history, and the hook, which closes it: the edit and every copy of it
 * are one step, and undoing it restores every graph from the ops the
 * history recorded, without making anything again.
 */

#include "config.h"

#include "flow-group-private.h"
#include "flow-i18n-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-history-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"

/* Helpers */

/* Every graph of @self but @origin. */
static GPtrArray *
other_members (FlowGroup *self,
               FlowGraph *origin)
{
  GPtrArray *members = g_ptr_array_new_with_free_func (g_object_unref);
  FlowGraph *graph = _flow_group_peek_graph (self);

  if (graph != origin)
    g_ptr_array_add (members, g_object_ref (graph));

  for (guint i = 0; i < self->nodes->len; i++)
    {
      graph = _flow_group_node_peek_graph (self->nodes->pdata[i]);

      if (graph != NULL && graph != origin)
        g_ptr_array_add (members, g_object_ref (graph));
    }

  return members;
}

static FlowNode *
same_node (FlowGraph *member,
           FlowNode  *node)
{
  return flow_graph_get_node (member, flow_node_get_id (node));
}

static FlowDock *
same_dock (FlowGraph *member,
           FlowDock  *dock)
{
  FlowNode *node = _flow_dock_peek_node (dock);
  FlowNode *same;
  FlowDock *found;

  if (node == NULL || (same = same_node (member, node)) == NULL)
    return NULL;

  found = flow_node_get_dock (same, flow_dock_get_name (dock));
  if (found == NULL || FLOW_IS_SINK (found) != FLOW_IS_SINK (dock))
    return NULL;

  return found;
}

/* Brackets the copies of one edit. */
static void
mirror_begin (FlowGroup *self,
              FlowGraph *graph)
{
  self->syncing++;
  _flow_history_begin_mirror (graph->history);
}

static void
mirror_end (FlowGroup *self,
            FlowGraph *graph)
{
  _flow_history_end_mirror (graph->history);
  self->syncing--;
}

/* Ends the step _flow_group_sync_begin () opened. */
static void
sync_end (FlowGraph *graph)
{
  if (graph != NULL && graph->history != NULL)
    flow_history_end_group (graph->history);
}

/* Hooks */

void
_flow_group_sync_begin (FlowGroup *self,
                        FlowGraph *graph)
{
  if (graph->history != NULL)
    flow_history_begin_group (graph->history, NULL);
}

void
_flow_group_sync_add_node (FlowGroup *self,
                           FlowGraph *graph,
                           FlowNode  *node,
                           guint      position)
{
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowGraph *member = members->pdata[i];
      g_autoptr(FlowNode) copy = NULL;

      if (same_node (member, node) != NULL)
        continue;

      copy = _flow_node_copy (node);
      flow_node_set_id (copy, flow_node_get_id (node));
      _flow_graph_insert_node (member, copy, position);
    }

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_remove_node (FlowGroup *self,
                              FlowGraph *graph,
                              FlowNode  *node)
{
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowGraph *member = members->pdata[i];
      FlowNode *same = same_node (member, node);

      if (same != NULL)
        flow_graph_remove_node (member, same);
    }

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_connect (FlowGroup      *self,
                          FlowGraph      *graph,
                          FlowConnection *connection,
                          guint           position)
{
  g_autoptr(GPtrArray) members = other_members (self, graph);
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowGraph *member = members->pdata[i];
      FlowDock *same_source = same_dock (member, source);
      FlowDock *same_sink = same_dock (member, sink);
      g_autoptr(GError) error = NULL;

      if (same_source == NULL || same_sink == NULL ||
          flow_graph_find_connection (member, FLOW_SOURCE (same_source), FLOW_SINK (same_sink)) != NULL)
        continue;

      if (flow_graph_add_connection (member, FLOW_SOURCE (same_source), FLOW_SINK (same_sink), &error) == NULL)
        g_warning ("A graph of the group “%s” could not make a connection the others have: %s",
                   flow_group_get_name (self), error->message);
    }

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_disconnect (FlowGroup      *self,
                             FlowGraph      *graph,
                             FlowConnection *connection)
{
  g_autoptr(GPtrArray) members = other_members (self, graph);
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowGraph *member = members->pdata[i];
      FlowDock *same_source = same_dock (member, source);
      FlowDock *same_sink = same_dock (member, sink);
      FlowConnection *same;

      if (same_source == NULL || same_sink == NULL)
        continue;

      same = flow_graph_find_connection (member, FLOW_SOURCE (same_source), FLOW_SINK (same_sink));
      if (same != NULL)
        flow_graph_remove_connection (member, same, NULL);
    }

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_node_changed (FlowGroup  *self,
                               FlowNode   *node,
                               const char *property)
{
  FlowGraph *graph = _flow_node_peek_graph (node);
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowNode *same = same_node (members->pdata[i], node);

      if (same == NULL)
        continue;

      if (g_str_equal (property, "title"))
        flow_node_set_title (same, flow_node_get_title (node));
      else
        flow_node_set_position (same, flow_node_get_x (node), flow_node_get_y (node));
    }

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_parameter (FlowGroup  *self,
                            FlowNode   *node,
                            GParamSpec *pspec)
{
  FlowGraph *graph = _flow_node_peek_graph (node);
  g_autoptr(GPtrArray) members = other_members (self, graph);
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, pspec->value_type);
  g_object_get_property (G_OBJECT (node), pspec->name, &value);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowNode *same = same_node (members->pdata[i], node);

      if (same != NULL)
        g_object_set_property (G_OBJECT (same), pspec->name, &value);
    }

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_add_dock (FlowGroup *self,
                           FlowNode  *node,
                           FlowDock  *dock,
                           guint      position)
{
  FlowGraph *graph = _flow_node_peek_graph (node);
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowNode *same = same_node (members->pdata[i], node);
      g_autoptr(FlowDock) copy = NULL;

      if (same == NULL || flow_node_get_dock (same, flow_dock_get_name (dock)) != NULL)
        continue;

      copy = _flow_dock_copy (dock);
      _flow_node_add_dock_at (same, copy, position);
    }

  /* A new input or output of the group: a new dock of its group nodes. */
  if (FLOW_IS_GROUP_INPUT_NODE (node) || FLOW_IS_GROUP_OUTPUT_NODE (node))
    _flow_group_add_port_to_nodes (self, dock, position);

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_remove_dock (FlowGroup *self,
                              FlowNode  *node,
                              FlowDock  *dock,
                              guint      position)
{
  FlowGraph *graph = _flow_node_peek_graph (node);
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowNode *same = same_node (members->pdata[i], node);
      FlowDock *same_dock;

      if (same == NULL || (same_dock = flow_node_get_dock (same, flow_dock_get_name (dock))) == NULL)
        continue;

      _flow_node_remove_dock (same, same_dock);
    }

  if (FLOW_IS_GROUP_INPUT_NODE (node) || FLOW_IS_GROUP_OUTPUT_NODE (node))
    _flow_group_remove_port_from_nodes (self, dock, position);

  mirror_end (self, graph);
  sync_end (graph);
}

void
_flow_group_sync_sink_changed (FlowGroup  *self,
                               FlowSink   *sink,
                               const char *property)
{
  FlowGraph *graph = _flow_node_peek_graph (_flow_dock_peek_node (FLOW_DOCK (sink)));
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowDock *same = same_dock (members->pdata[i], FLOW_DOCK (sink));

      if (same == NULL)
        continue;

      if (g_str_equal (property, "default-value"))
        flow_sink_set_default_value (FLOW_SINK (same), flow_sink_get_default_value (sink));
      else
        flow_sink_set_max_connections (FLOW_SINK (same), flow_sink_get_max_connections (sink));
    }

  mirror_end (self, graph);
  sync_end (graph);
}

/* A group node of @graph, @node, was given @group in place of
 * @old_group (flow_group_node_make_single_user ()): so is the same node
 * in every other graph of @self.
 */
void
_flow_group_sync_set_group (FlowGroup *self,
                            FlowGraph *graph,
                            FlowNode  *node,
                            FlowGroup *old_group,
                            FlowGroup *group)
{
  g_autoptr(GPtrArray) members = other_members (self, graph);

  mirror_begin (self, graph);

  for (guint i = 0; i < members->len; i++)
    {
      FlowGraph *member = members->pdata[i];
      FlowNode *same = same_node (member, node);

      if (same == NULL || !FLOW_IS_GROUP_NODE (same) ||
          flow_group_node_get_group (FLOW_GROUP_NODE (same)) != old_group)
        continue;

      _flow_group_node_set_group (FLOW_GROUP_NODE (same), group);
      _flow_history_record_set_group (member->history, same, old_group, group);
    }

  mirror_end (self, graph);
  sync_end (graph);
}

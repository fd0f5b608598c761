/* flow-group-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-group.h"
#include "flow-group-node.h"

#include "flow-connection.h"
#include "flow-graph-private.h"
#include "flow-history-private.h"

G_BEGIN_DECLS

/* A group's definition and the graphs that must look the same: the
 * definition's own graph and the inside of every group node that uses it
 * (its "members"). An edit made in one member is made again in every
 * other one (flow-group-sync.c), so nodes keep the same ids, positions
 * and lists everywhere.
 */
struct _FlowGroup
{
  GObject     parent_instance;

  char       *name;
  /* Owned: the definition's own graph, which never evaluates. */
  FlowGraph  *graph;
  /* Weak: the graph whose list of groups holds this one. */
  FlowGraph  *document;
  /* Borrowed FlowGroupNode pointers: every node that uses the group,
   * whether or not it is in a graph. Each removes itself when finalized.
   */
  GPtrArray  *nodes;

  /* Set while an edit is made again in the other members. */
  guint       syncing;
  /* Whether some user counted (flow_group_get_n_users ()) when the
   * users last changed: the group nodes in its graph count only then.
   */
  gboolean    in_use;
};

/* flow-group.c */
FlowGroup  *_flow_group_new_bare          (const char    *name);
FlowGroup  *_flow_group_copy              (FlowGroup     *self,
                                           const char    *name);
void        _flow_group_add_node          (FlowGroup     *self,
                                           FlowGroupNode *node);
void        _flow_group_notify_users      (FlowGroup     *self);
void        _flow_group_remove_node       (FlowGroup     *self,
                                           FlowGroupNode *node);
void        _flow_group_set_document      (FlowGroup     *self,
                                           FlowGraph     *document);
FlowGraph  *_flow_group_peek_graph        (FlowGroup     *self);
gboolean    _flow_group_uses              (FlowGroup     *self,
                                           FlowGroup     *other);
void        _flow_group_add_port_to_nodes (FlowGroup     *self,
                                           FlowDock      *port,
                                           guint          position);
void        _flow_group_remove_port_from_nodes (FlowGroup *self,
                                                FlowDock  *port,
                                                guint      position);
char       *_flow_group_unique_name       (FlowGraph     *document,
                                           const char    *name);

/* flow-group-node.c */
FlowGraph  *_flow_group_node_peek_graph   (FlowGroupNode *self);
void        _flow_group_node_set_group    (FlowGroupNode *self,
                                           FlowGroup     *group);
void        _flow_group_node_join_group   (FlowGroupNode *self,
                                           FlowGroup     *group);
void        _flow_group_node_outputs_changed (FlowGroupNode *self);
void        _flow_group_node_inside_busy_changed (FlowGroupNode *self);
gboolean    _flow_group_node_is_port      (FlowNode      *node,
                                           FlowDock      *dock);
FlowNode   *_flow_graph_find_input_node   (FlowGraph     *graph);
FlowNode   *_flow_graph_find_output_node  (FlowGraph     *graph);
FlowGraph  *_flow_group_new_member        (FlowGroup     *self);
void        _flow_group_adopt_member      (FlowGroup     *self,
                                           FlowGraph     *member);

/* flow-graph-groups.c */
extern GType _flow_group_node_type;
extern GType _flow_group_input_node_type;
extern GType _flow_group_output_node_type;

/* Whether @node is a group node or the input or output node of a group,
 * which the graph checks before adding.
 */
static inline gboolean
_flow_node_is_group_kind (FlowNode *node)
{
  GType type = G_TYPE_FROM_INSTANCE (node);

  return type != 0 &&
         (type == _flow_group_node_type ||
          type == _flow_group_input_node_type ||
          type == _flow_group_output_node_type);
}

void        _flow_graph_interface_node_added   (FlowGraph *self,
                                                FlowNode  *node);
void        _flow_graph_interface_node_removed (FlowGraph *self,
                                                FlowNode  *node);
void        _flow_graph_groups_history_changed (FlowGraph *self);
void        _flow_graph_groups_dispose         (FlowGraph *self);
GPtrArray  *_flow_graph_take_groups            (FlowGraph *self);
void        _flow_graph_swap_groups            (FlowGraph *self,
                                                FlowGraph *other);
void        _flow_graph_insert_group           (FlowGraph *self,
                                                FlowGroup *group,
                                                guint      position);
void        _flow_graph_take_group             (FlowGraph *self,
                                                FlowGroup *group);

/* flow-node-copy.c: a node like @node, with its state and docks, in no
 * graph: for the members of a group.
 */
FlowNode   *_flow_node_copy               (FlowNode      *node);
FlowDock   *_flow_dock_copy               (FlowDock      *dock);
void        _flow_graph_copy_contents     (FlowGraph     *from,
                                           FlowGraph     *to);

/* flow-group-sync.c: the hooks of the model's mutators, next to the
 * history's. Each does nothing unless @graph is a member of a group and
 * no edit is being made again already.
 */
static inline FlowGroup *
_flow_graph_peek_sync (FlowGraph *graph)
{
  FlowGroup *group = graph != NULL ? graph->group : NULL;

  return group != NULL && group->syncing == 0 &&
         !_flow_history_is_replaying (graph->history) ? group : NULL;
}

void _flow_group_sync_begin          (FlowGroup      *self,
                                      FlowGraph      *graph);
void _flow_group_sync_add_node       (FlowGroup      *self,
                                      FlowGraph      *graph,
                                      FlowNode       *node,
                                      guint           position);
void _flow_group_sync_remove_node    (FlowGroup      *self,
                                      FlowGraph      *graph,
                                      FlowNode       *node);
void _flow_group_sync_connect        (FlowGroup      *self,
                                      FlowGraph      *graph,
                                      FlowConnection *connection,
                                      guint           position);
void _flow_group_sync_disconnect     (FlowGroup      *self,
                                      FlowGraph      *graph,
                                      FlowConnection *connection);
void _flow_group_sync_node_changed   (FlowGroup      *self,
                                      FlowNode       *node,
                                      const char     *property);
void _flow_group_sync_parameter      (FlowGroup      *self,
                                      FlowNode       *node,
                                      GParamSpec     *pspec);
void _flow_group_sync_add_dock       (FlowGroup      *self,
                                      FlowNode       *node,
                                      FlowDock       *dock,
                                      guint           position);
void _flow_group_sync_remove_dock    (FlowGroup      *self,
                                      FlowNode       *node,
                                      FlowDock       *dock,
                                      guint           position);
void _flow_group_sync_sink_changed   (FlowGroup      *self,
                                      FlowSink       *sink,
                                      const char     *property);
void _flow_group_sync_set_group      (FlowGroup      *self,
                                      FlowGraph      *graph,
                                      FlowNode       *node,
                                      FlowGroup      *old_group,
                                      FlowGroup      *group);

G_END_DECLS

/* flow-history-record.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The recording hooks of FlowHistory: each edit the model's mutators make
 * becomes an op of the open step, with the state before it and after it.
 */

#include "config.h"

#include "flow-history-ops-private.h"

#include "flow-connection.h"
#include "flow-dock-private.h"
#include "flow-graph-private.h"

/* Edits are recorded, not what nodes do while they compute: @graph is
 * where the change is made, or NULL.
 */
static gboolean
is_recording (FlowHistory *self,
              FlowGraph   *graph)
{
  return self != NULL && self->graph != NULL && !self->replaying &&
         self->suspended == 0 &&
         !_flow_graph_in_wave (self->graph) &&
         (graph == NULL || !_flow_graph_in_wave (graph));
}

/* Appends a zeroed op of @type to the open step, opening one if needed.
 * The pointer is valid until the next op is added.
 */
static Op *
add_op (FlowHistory *self,
        OpType       type)
{
  Op op = { 0, };

  if (self->open_step == NULL)
    {
      self->open_step = _flow_history_step_new ();
      if (self->group_label != NULL)
        {
          self->open_step->label = g_strdup (self->group_label);
          self->open_step->explicit_label = TRUE;
        }
    }

  op.type = type;
  op.mirrored = self->mirroring > 0;
  g_array_append_val (self->open_step->ops, op);

  return &g_array_index (self->open_step->ops, Op, self->open_step->ops->len - 1);
}

/* Closes the step of a change recorded outside any group, once it is
 * complete.
 */
static void
op_done (FlowHistory *self)
{
  if (self->group_depth == 0)
    _flow_history_close_step (self);
}

static guint
dock_position_of (FlowDock       *dock,
                  FlowConnection *connection)
{
  FlowConnection *other;

  for (guint i = 0; (other = _flow_dock_get_connection (dock, i)) != NULL; i++)
    if (other == connection)
      return i;

  g_assert_not_reached ();
  return 0;
}

void
_flow_history_record_add_group (FlowHistory *self,
                                FlowGraph   *document,
                                FlowGroup   *group,
                                guint        position)
{
  Op *op;

  if (!is_recording (self, document))
    return;

  op = add_op (self, OP_ADD_GROUP);
  op->group.document = document;
  op->group.group = g_object_ref (group);
  op->group.position = position;
  op_done (self);
}

void
_flow_history_record_remove_group (FlowHistory *self,
                                   FlowGraph   *document,
                                   FlowGroup   *group,
                                   guint        position)
{
  Op *op;

  if (!is_recording (self, document))
    return;

  op = add_op (self, OP_REMOVE_GROUP);
  op->group.document = document;
  op->group.group = g_object_ref (group);
  op->group.position = position;
  op_done (self);
}

void
_flow_history_record_group_name (FlowHistory *self,
                                 FlowGroup   *group,
                                 const char  *old_name,
                                 const char  *new_name)
{
  Op *op;

  if (!is_recording (self, NULL))
    return;

  op = add_op (self, OP_GROUP_NAME);
  op->name.group = g_object_ref (group);
  op->name.old_name = g_strdup (old_name);
  op->name.new_name = g_strdup (new_name);
  op_done (self);
}

void
_flow_history_record_set_group (FlowHistory *self,
                                FlowNode    *node,
                                FlowGroup   *old_group,
                                FlowGroup   *new_group)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_node (node)))
    return;

  op = add_op (self, OP_SET_GROUP);
  op->set_group.node = g_object_ref (node);
  op->set_group.old_group = g_object_ref (old_group);
  op->set_group.new_group = g_object_ref (new_group);
  op_done (self);
}

void
_flow_history_record_add_node (FlowHistory *self,
                               FlowGraph   *graph,
                               FlowNode    *node,
                               guint        position)
{
  Op *op;

  if (!is_recording (self, graph))
    return;

  op = add_op (self, OP_ADD_NODE);
  op->holds_graph = graph != self->graph;
  op->node.graph = op->holds_graph ? g_object_ref (graph) : graph;
  op->node.node = g_object_ref (node);
  op->node.position = position;
  op_done (self);
}

void
_flow_history_record_remove_node (FlowHistory *self,
                                  FlowGraph   *graph,
                                  FlowNode    *node,
                                  guint        position)
{
  Op *op;

  if (!is_recording (self, graph))
    return;

  op = add_op (self, OP_REMOVE_NODE);
  op->holds_graph = graph != self->graph;
  op->node.graph = op->holds_graph ? g_object_ref (graph) : graph;
  op->node.node = g_object_ref (node);
  op->node.position = position;
  op_done (self);
}

static void
fill_connection (Op             *op,
                 FlowConnection *connection,
                 guint           position)
{
  FlowSource *source = flow_connection_get_source (connection);
  FlowSink *sink = flow_connection_get_sink (connection);

  op->connection.source = g_object_ref (source);
  op->connection.sink = g_object_ref (sink);
  op->connection.position = position;
  op->connection.source_position = dock_position_of (FLOW_DOCK (source), connection);
  op->connection.sink_position = dock_position_of (FLOW_DOCK (sink), connection);
}

void
_flow_history_record_connect (FlowHistory    *self,
                              FlowConnection *connection,
                              guint           position,
                              FlowConnection *replaced,
                              guint           replaced_source_position)
{
  Op *op;

  if (!is_recording (self, flow_connection_get_graph (connection)))
    return;

  /* A replacement is the old connection removed and the new one made at
   * its place in the list and in the sink's connections.
   */
  if (replaced != NULL)
    {
      op = add_op (self, OP_DISCONNECT);
      op->connection.source = g_object_ref (flow_connection_get_source (replaced));
      op->connection.sink = g_object_ref (flow_connection_get_sink (replaced));
      op->connection.position = position;
      op->connection.source_position = replaced_source_position;
      op->connection.sink_position = dock_position_of (FLOW_DOCK (flow_connection_get_sink (connection)),
                                                       connection);
    }

  op = add_op (self, OP_CONNECT);
  fill_connection (op, connection, position);
  op_done (self);
}

void
_flow_history_record_disconnect (FlowHistory    *self,
                                 FlowConnection *connection,
                                 guint           position)
{
  Op *op;

  if (!is_recording (self, flow_connection_get_graph (connection)))
    return;

  op = add_op (self, OP_DISCONNECT);
  fill_connection (op, connection, position);
  op_done (self);
}

void
_flow_history_record_move (FlowHistory *self,
                           FlowNode    *node,
                           double       old_x,
                           double       old_y,
                           double       new_x,
                           double       new_y)
{
  Step *step;
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_node (node)))
    return;

  /* Moves of a node within a step make one move. */
  step = self->open_step;
  if (step != NULL && step->n_moves > 0)
    {
      guint index = _flow_history_step_find_move (step, node);

      if (index != G_MAXUINT)
        {
          op = &g_array_index (step->ops, Op, index);
          op->move.new_x = new_x;
          op->move.new_y = new_y;
          op_done (self);
          return;
        }
    }

  op = add_op (self, OP_MOVE);
  op->move.node = g_object_ref (node);
  op->move.old_x = old_x;
  op->move.old_y = old_y;
  op->move.new_x = new_x;
  op->move.new_y = new_y;

  _flow_history_step_add_move (self->open_step, self->open_step->ops->len - 1);

  op_done (self);
}

void
_flow_history_record_title (FlowHistory *self,
                            FlowNode    *node,
                            const char  *old_title,
                            const char  *new_title)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_node (node)))
    return;

  op = add_op (self, OP_TITLE);
  op->title.node = g_object_ref (node);
  op->title.old_title = g_strdup (old_title);
  op->title.new_title = g_strdup (new_title);
  op_done (self);
}

void
_flow_history_record_max_connections (FlowHistory *self,
                                      FlowSink    *sink,
                                      int          old_max,
                                      int          new_max)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_dock (FLOW_DOCK (sink))))
    return;

  op = add_op (self, OP_MAX_CONNECTIONS);
  op->limit.sink = g_object_ref (sink);
  op->limit.old_max = old_max;
  op->limit.new_max = new_max;
  op_done (self);
}

void
_flow_history_record_add_dock (FlowHistory *self,
                               FlowNode    *node,
                               FlowDock    *dock,
                               guint        position)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_node (node)))
    return;

  op = add_op (self, OP_ADD_DOCK);
  op->dock.node = g_object_ref (node);
  op->dock.dock = g_object_ref (dock);
  op->dock.position = position;
  op_done (self);
}

void
_flow_history_record_remove_dock (FlowHistory *self,
                                  FlowNode    *node,
                                  FlowDock    *dock,
                                  guint        position)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_node (node)))
    return;

  op = add_op (self, OP_REMOVE_DOCK);
  op->dock.node = g_object_ref (node);
  op->dock.dock = g_object_ref (dock);
  op->dock.position = position;
  op_done (self);
}

static void
copy_value (GValue       *dest,
            const GValue *src)
{
  if (src != NULL && G_IS_VALUE (src))
    {
      g_value_init (dest, G_VALUE_TYPE (src));
      g_value_copy (src, dest);
    }
}

void
_flow_history_record_default_value (FlowHistory  *self,
                                    FlowSink     *sink,
                                    const GValue *old_value,
                                    const GValue *new_value)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_dock (FLOW_DOCK (sink))))
    return;

  op = add_op (self, OP_DEFAULT_VALUE);
  op->value.dock = g_object_ref (FLOW_DOCK (sink));
  copy_value (&op->value.old_value, old_value);
  copy_value (&op->value.new_value, new_value);
  op_done (self);
}

void
_flow_history_record_parameter (FlowHistory  *self,
                                FlowNode     *node,
                                GParamSpec   *pspec,
                                const GValue *old_value,
                                const GValue *new_value)
{
  Op *op;

  if (!is_recording (self, _flow_history_graph_of_node (node)))
    return;

  op = add_op (self, OP_PARAMETER);
  op->parameter.node = g_object_ref (node);
  op->parameter.pspec = g_param_spec_ref (pspec);
  copy_value (&op->parameter.old_value, old_value);
  copy_value (&op->parameter.new_value, new_value);
  op_done (self);
}

/* Implementation notes:
 *
 * GObject's notify carries no old value, so the history cannot be built
 * on notifications: the model's mutators call the recording hooks with
 * the old state before they change it, as GtkTextBuffer does for its own
 * history.
 *
 * A replaced connection is recorded as its removal and the new
 * connection, which replay in either order to the same lists.
 */

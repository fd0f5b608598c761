/* flow-history.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-history-private.h"

#include "flow-dock-private.h"
#include "flow-graph-private.h"
#include "flow-group-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"

/**
 * FlowHistory:
 *
 * The undo and redo history of a [class@Graph].
 *
 * A graph's history is created by [method@Graph.get_history] and records,
 * from then on, every edit made to the graph through the API, by the
 * application, a view or a script alike: nodes added and removed, moves,
 * titles, docks added and removed, connections made, removed and
 * replaced, sinks' default values, node parameters (the properties a
 * node class adds that can be written) and muting. Undoing restores the
 * state before exactly, nodes and connections at their places in the
 * lists, with the same node objects and ids; then the nodes that depend on
 * the edit compute again.
 *
 * Changes are recorded in steps, one per call, which
 * [method@History.undo] and [method@History.redo] take back and make
 * again. A batch of the graph ([method@Graph.begin_batch]) is one step,
 * so removing a node with its connections, loading or pasting are single
 * steps; [method@History.begin_group] makes one step of anything, with a
 * label:
 *
 * ```c
 * FlowHistory *history = flow_graph_get_history (graph);
 *
 * flow_history_begin_group (history, "Align Nodes");
 * for (guint i = 0; i < n_selected; i++)
 *   flow_node_set_x (selected[i], x);
 * flow_history_end_group (history);
 * ```
 *
 * Moves of the same nodes that follow one another merge into one step,
 * so that a drag, or nudging nodes with the arrow keys, is undone at
 * once. Steps have labels for menus, such as “Undo Move 3 Nodes”
 * ([property@History:undo-label]).
 *
 * [property@History:modified] tells whether the graph differs from its
 * last saved state: saving with [method@Serializer.save_to_file] marks
 * the history clean, and undoing back to that state makes it unmodified
 * again. Loading a file clears the history.
 *
 * Changes that follow from another change are not recorded, since they
 * happen again when it is undone or redone: the values a node computes
 * for its outputs when an input changes, or what a sink receives from a
 * connection. Neither are the node state and message that applications
 * report, dock labels and the settings of sinks, except a sink's
 * connection limit: undoing a disconnection must find the room the
 * connection had.
 */

typedef enum
{
  OP_ADD_NODE,
  OP_REMOVE_NODE,
  OP_CONNECT,
  OP_DISCONNECT,
  OP_MOVE,
  OP_TITLE,
  OP_DEFAULT_VALUE,
  OP_PARAMETER,
  OP_ADD_DOCK,
  OP_REMOVE_DOCK,
  OP_MAX_CONNECTIONS,
  OP_ADD_GROUP,
  OP_REMOVE_GROUP,
  OP_GROUP_NAME,
  OP_SET_GROUP,
  N_OP_TYPES,
} OpType;

typedef struct
{
  OpType  type : 30;
  /* Made again in another graph of a group (flow-group-sync.c), or on a
   * group node for its group: not what the step's label describes.
   */
  guint   mirrored : 1;
  /* The op holds a reference on node.graph: any graph but the history's
   * own, which owns the history.
   */
  guint   holds_graph : 1;

  union
  {
    struct
    {
      FlowGraph *graph;
      FlowNode  *node;
      guint      position;
    } node;

    struct
    {
      FlowSource *source;
      FlowSink   *sink;
      guint       position;
      guint       source_position;
      guint       sink_position;
    } connection;

    struct
    {
      FlowNode *node;
      double    old_x;
      double    old_y;
      double    new_x;
      double    new_y;
    } move;

    struct
    {
      FlowNode *node;
      char     *old_title;
      char     *new_title;
    } title;

    struct
    {
      FlowDock *dock;
      GValue    old_value;
      GValue    new_value;
    } value;

    struct
    {
      FlowNode   *node;
      GParamSpec *pspec;
      GValue      old_value;
      GValue      new_value;
    } parameter;

    struct
    {
      FlowNode *node;
      FlowDock *dock;
      guint     position;
    } dock;

    struct
    {
      FlowSink *sink;
      int       old_max;
      int       new_max;
    } limit;

    struct
    {
      /* Borrowed: the history's own graph. */
      FlowGraph *document;
      FlowGroup *group;
      guint      position;
    } group;

    struct
    {
      FlowGroup *group;
      char      *old_name;
      char      *new_name;
    } name;

    struct
    {
      FlowNode  *node;
      FlowGroup *old_group;
      FlowGroup *new_group;
    } set_group;
  };
} Op;

typedef struct
{
  guint64     serial;
  char       *label;
  /* Of Op, in the order the changes were made. */
  GArray     *ops;
  /* FlowNode -> index of its move op in ops, once the step has more than
   * a few moves; before, they are looked up in ops.
   */
  GHashTable *moves;
  guint       n_moves;
  guint       explicit_label : 1;
} Step;

struct _FlowHistory
{
  GObject      parent_instance;

  /* Weak: the graph owns the history and detaches it when disposed. */
  FlowGraph   *graph;

  /* Of Step, oldest first; the last one is undone next. */
  GPtrArray   *undo_steps;
  /* Of Step; the last one is redone next. */
  GPtrArray   *redo_steps;
  Step        *open_step;
  guint        group_depth;
  char        *group_label;

  guint64      next_serial;
  /* The state of the graph when the undo stack is empty. */
  guint64      base_state;
  guint64      clean_state;

  guint        max_steps;

  char        *undo_label;
  char        *redo_label;

  /* Set while an edit is made again in the other graphs of a group. */
  guint        mirroring;

  guint        replaying : 1;

  /* Changes the history does not record, such as a transient dock's. */
  guint        suspended;
  guint        can_merge : 1;
  guint        clean_valid : 1;
  guint        can_undo : 1;
  guint        can_redo : 1;
  guint        modified : 1;
};

enum {
  PROP_0,
  PROP_GRAPH,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_MODIFIED,
  PROP_MAX_STEPS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowHistory, flow_history, G_TYPE_OBJECT)

/* Ops and steps */

static void
op_clear (Op *op)
{
  switch (op->type)
    {
    case OP_ADD_NODE:
    case OP_REMOVE_NODE:
      if (op->holds_graph)
        g_clear_object (&op->node.graph);
      g_clear_object (&op->node.node);
      break;

    case OP_CONNECT:
    case OP_DISCONNECT:
      g_clear_object (&op->connection.source);
      g_clear_object (&op->connection.sink);
      break;

    case OP_MOVE:
      g_clear_object (&op->move.node);
      break;

    case OP_TITLE:
      g_clear_object (&op->title.node);
      g_clear_pointer (&op->title.old_title, g_free);
      g_clear_pointer (&op->title.new_title, g_free);
      break;

    case OP_DEFAULT_VALUE:
      g_clear_object (&op->value.dock);
      if (G_IS_VALUE (&op->value.old_value))
        g_value_unset (&op->value.old_value);
      if (G_IS_VALUE (&op->value.new_value))
        g_value_unset (&op->value.new_value);
      break;

    case OP_PARAMETER:
      g_clear_object (&op->parameter.node);
      g_clear_pointer (&op->parameter.pspec, g_param_spec_unref);
      if (G_IS_VALUE (&op->parameter.old_value))
        g_value_unset (&op->parameter.old_value);
      if (G_IS_VALUE (&op->parameter.new_value))
        g_value_unset (&op->parameter.new_value);
      break;

    case OP_ADD_DOCK:
    case OP_REMOVE_DOCK:
      g_clear_object (&op->dock.node);
      g_clear_object (&op->dock.dock);
      break;

    case OP_MAX_CONNECTIONS:
      g_clear_object (&op->limit.sink);
      break;

    case OP_ADD_GROUP:
    case OP_REMOVE_GROUP:
      /* The document is the history's graph, which owns the history. */
      op->group.document = NULL;
      g_clear_object (&op->group.group);
      break;

    case OP_GROUP_NAME:
      g_clear_object (&op->name.group);
      g_clear_pointer (&op->name.old_name, g_free);
      g_clear_pointer (&op->name.new_name, g_free);
      break;

    case OP_SET_GROUP:
      g_clear_object (&op->set_group.node);
      g_clear_object (&op->set_group.old_group);
      g_clear_object (&op->set_group.new_group);
      break;

    case N_OP_TYPES:

    default:
      g_assert_not_reached ();
    }
}

static void
step_free (gpointer data)
{
  Step *step = data;

  g_array_unref (step->ops);
  g_clear_pointer (&step->moves, g_hash_table_unref);
  g_free (step->label);
  g_free (step);
}

static Step *
step_new (void)
{
  Step *step = g_new0 (Step, 1);

  step->ops = g_array_new (FALSE, TRUE, sizeof (Op));
  g_array_set_clear_func (step->ops, (GDestroyNotify)op_clear);

  return step;
}

#define MOVES_TABLE_THRESHOLD 16

/* The index of the move op of @node in @step, or G_MAXUINT. */
static guint
step_find_move (Step     *step,
                FlowNode *node)
{
  gpointer index;

  if (step->moves != NULL)
    {
      if (g_hash_table_lookup_extended (step->moves, node, NULL, &index))
        return GPOINTER_TO_UINT (index);
      return G_MAXUINT;
    }

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);

      if (op->type == OP_MOVE && op->move.node == node)
        return i;
    }

  return G_MAXUINT;
}

static void
step_add_move (Step  *step,
               guint  index)
{
  step->n_moves++;

  if (step->moves == NULL && step->n_moves > MOVES_TABLE_THRESHOLD)
    {
      step->moves = g_hash_table_new (NULL, NULL);
      for (guint i = 0; i < step->ops->len; i++)
        {
          Op *op = &g_array_index (step->ops, Op, i);

          if (op->type == OP_MOVE)
            g_hash_table_insert (step->moves, op->move.node, GUINT_TO_POINTER (i));
        }
    }
  else if (step->moves != NULL)
    {
      g_hash_table_insert (step->moves,
                           g_array_index (step->ops, Op, index).move.node,
                           GUINT_TO_POINTER (index));
    }
}

static gboolean
step_is_moves_only (Step *step)
{
  for (guint i = 0; i < step->ops->len; i++)
    if (g_array_index (step->ops, Op, i).type != OP_MOVE)
      return FALSE;

  return step->ops->len > 0;
}

static char *
count_label (guint       n,
             const char *one,
             const char *many_format)
{
  if (n == 1)
    return g_strdup (one);

  return g_strdup_printf (many_format, n);
}

static char *
step_describe (Step *step)
{
  guint counts[N_OP_TYPES] = { 0, };
  guint total = 0;

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);

      if (op->mirrored)
        continue;
      counts[op->type]++;
      total++;
    }

  if (counts[OP_SET_GROUP] > 0)
    return g_strdup ("Make Single User");
  if (counts[OP_GROUP_NAME] == total && total > 0)
    return g_strdup ("Rename Group");
  if (counts[OP_REMOVE_NODE] > 0)
    return count_label (counts[OP_REMOVE_NODE], "Delete Node", "Delete %u Nodes");
  if (counts[OP_ADD_NODE] > 0)
    return count_label (counts[OP_ADD_NODE], "Add Node", "Add %u Nodes");
  if (counts[OP_ADD_GROUP] == total && total > 0)
    return count_label (total, "Add Group", "Add %u Groups");
  if (counts[OP_REMOVE_GROUP] == total && total > 0)
    return count_label (total, "Remove Group", "Remove %u Groups");
  if (counts[OP_MOVE] == total)
    return count_label (counts[OP_MOVE], "Move Node", "Move %u Nodes");
  if (counts[OP_TITLE] == total)
    return count_label (counts[OP_TITLE], "Rename Node", "Rename %u Nodes");
  if (counts[OP_DEFAULT_VALUE] == total)
    return count_label (total, "Change Value", "Change %u Values");
  if (counts[OP_PARAMETER] == 1 && total == 1)
    {
      for (guint i = 0; i < step->ops->len; i++)
        {
          Op *op = &g_array_index (step->ops, Op, i);

          if (op->mirrored)
            continue;
          if (op->parameter.pspec->owner_type == FLOW_TYPE_NODE)
            return g_strdup (g_value_get_boolean (&op->parameter.new_value) ? "Mute Node" : "Unmute Node");
        }
    }
  if (counts[OP_PARAMETER] == total)
    return count_label (total, "Change Parameter", "Change %u Parameters");
  if (counts[OP_CONNECT] == 1 && counts[OP_DISCONNECT] == 1 && total == 2)
    return g_strdup ("Replace Connection");
  if (counts[OP_CONNECT] == total)
    return count_label (total, "Connect", "Add %u Connections");
  if (counts[OP_DISCONNECT] == total)
    return count_label (total, "Disconnect", "Remove %u Connections");
  if (counts[OP_ADD_DOCK] == total)
    return count_label (total, "Add Dock", "Add %u Docks");
  if (counts[OP_REMOVE_DOCK] + counts[OP_DISCONNECT] == total)
    return count_label (counts[OP_REMOVE_DOCK], "Remove Dock", "Remove %u Docks");
  if (counts[OP_MAX_CONNECTIONS] == total)
    return count_label (total, "Change Connection Limit", "Change %u Connection Limits");

  return g_strdup ("Edit Graph");
}

/* State */

static guint64
current_state (FlowHistory *self)
{
  if (self->undo_steps->len == 0)
    return self->base_state;

  return ((Step *)g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1))->serial;
}

static char *
make_label (const char *verb,
            GPtrArray  *steps)
{
  Step *step;

  if (steps->len == 0)
    return g_strdup (verb);

  step = g_ptr_array_index (steps, steps->len - 1);

  return g_strdup_printf ("%s %s", verb, step->label);
}

/* Recomputes the derived properties and notifies those that changed. */
static void
update_state (FlowHistory *self)
{
  g_autofree char *undo_label = make_label ("Undo", self->undo_steps);
  g_autofree char *redo_label = make_label ("Redo", self->redo_steps);
  gboolean can_undo = self->undo_steps->len > 0;
  gboolean can_redo = self->redo_steps->len > 0;
  gboolean modified = !(self->clean_valid && current_state (self) == self->clean_state);

  g_object_freeze_notify (G_OBJECT (self));

  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }

  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }

  if (g_strcmp0 (self->undo_label, undo_label) != 0)
    {
      g_free (self->undo_label);
      self->undo_label = g_steal_pointer (&undo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
    }

  if (g_strcmp0 (self->redo_label, redo_label) != 0)
    {
      g_free (self->redo_label);
      self->redo_label = g_steal_pointer (&redo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
    }

  if (self->modified != modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

static void
clear_redo (FlowHistory *self)
{
  for (guint i = 0; i < self->redo_steps->len; i++)
    {
      Step *step = g_ptr_array_index (self->redo_steps, i);

      /* The clean state is gone for good. */
      if (self->clean_valid && step->serial == self->clean_state)
        self->clean_valid = FALSE;
    }

  g_ptr_array_set_size (self->redo_steps, 0);
}

static void
trim (FlowHistory *self)
{
  if (self->max_steps == 0 || self->undo_steps->len <= self->max_steps)
    return;

  while (self->undo_steps->len > self->max_steps)
    {
      Step *oldest = g_ptr_array_index (self->undo_steps, 0);

      /* Undoing everything now leads to the state after the oldest step. */
      if (self->clean_valid && self->clean_state == self->base_state)
        self->clean_valid = FALSE;
      self->base_state = oldest->serial;

      g_ptr_array_remove_index (self->undo_steps, 0);
    }
}

/* Merges @step, moves only, into the previous step if that moved the same
 * nodes. Returns TRUE if it did; @step is then left for the caller to free.
 */
static gboolean
merge_moves (FlowHistory *self,
             Step        *step)
{
  Step *previous;

  if (!self->can_merge || self->undo_steps->len == 0 || !step_is_moves_only (step))
    return FALSE;

  previous = g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1);

  if (!step_is_moves_only (previous) ||
      previous->ops->len != step->ops->len ||
      previous->explicit_label != step->explicit_label ||
      g_strcmp0 (previous->label, step->label) != 0 ||
      (self->clean_valid && previous->serial == self->clean_state))
    return FALSE;

  for (guint i = 0; i < step->ops->len; i++)
    if (step_find_move (previous, g_array_index (step->ops, Op, i).move.node) == G_MAXUINT)
      return FALSE;

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);
      Op *into = &g_array_index (previous->ops, Op, step_find_move (previous, op->move.node));

      into->move.new_x = op->move.new_x;
      into->move.new_y = op->move.new_y;
    }

  return TRUE;
}

/* Merges @step, one change of a parameter, into the previous step if that
 * changed the same parameter of the same node: dragging a slider or typing
 * in a field is one step. Returns TRUE if it did.
 */
static gboolean
merge_parameter (FlowHistory *self,
                 Step        *step)
{
  Step *previous;
  Op *op, *into;

  if (!self->can_merge || self->undo_steps->len == 0 || step->ops->len != 1)
    return FALSE;

  previous = g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1);
  op = &g_array_index (step->ops, Op, 0);
  into = &g_array_index (previous->ops, Op, 0);

  if (op->type != OP_PARAMETER || previous->ops->len != 1 || into->type != OP_PARAMETER ||
      into->parameter.node != op->parameter.node ||
      into->parameter.pspec != op->parameter.pspec ||
      /* Muting twice is two edits. */
      op->parameter.pspec->owner_type == FLOW_TYPE_NODE ||
      previous->explicit_label != step->explicit_label ||
      g_strcmp0 (previous->label, step->label) != 0 ||
      (self->clean_valid && previous->serial == self->clean_state))
    return FALSE;

  g_value_unset (&into->parameter.new_value);
  into->parameter.new_value = op->parameter.new_value;
  memset (&op->parameter.new_value, 0, sizeof (GValue));

  return TRUE;
}

static void
close_step (FlowHistory *self)
{
  Step *step = g_steal_pointer (&self->open_step);

  if (step == NULL)
    return;

  if (step->ops->len == 0)
    {
      step_free (step);
      return;
    }

  if (step->label == NULL)
    step->label = step_describe (step);

  clear_redo (self);

  if (merge_moves (self, step) || merge_parameter (self, step))
    {
      step_free (step);
    }
  else
    {
      step->serial = self->next_serial++;
      /* Only move steps keep their index of moves, for merging. */
      if (!step_is_moves_only (step))
        g_clear_pointer (&step->moves, g_hash_table_unref);
      g_ptr_array_add (self->undo_steps, step);
      trim (self);
    }

  self->can_merge = TRUE;

  update_state (self);
}

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

/* Between these two calls, nothing is recorded: for what the model
 * changes on its own, such as removing a transient dock and its
 * connections. Both accept a NULL history.
 */
void
_flow_history_suspend (FlowHistory *self)
{
  if (self != NULL)
    self->suspended++;
}

void
_flow_history_resume (FlowHistory *self)
{
  if (self != NULL)
    {
      g_assert (self->suspended > 0);
      self->suspended--;
    }
}

static FlowGraph *
graph_of_node (FlowNode *node)
{
  return node != NULL ? _flow_node_peek_graph (node) : NULL;
}

static FlowGraph *
graph_of_dock (FlowDock *dock)
{
  return graph_of_node (_flow_dock_peek_node (dock));
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
      self->open_step = step_new ();
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
    close_step (self);
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

/* Replaying
 *
 * What nodes change while they compute is not recorded, so a step may no
 * longer apply in full: a node that removed itself, a connection it made
 * or removed. Such an op is left out, and the rest is replayed.
 */

static gboolean
dock_in_graph (FlowDock  *dock,
               FlowGraph *graph)
{
  FlowNode *node = _flow_dock_peek_node (dock);

  return node != NULL && _flow_node_peek_graph (node) == graph;
}

static void
apply_op (FlowHistory *self,
          Op          *op,
          gboolean     undo)
{
  FlowGraph *graph = self->graph;
  gboolean add;

  switch (op->type)
    {
    case OP_ADD_NODE:
    case OP_REMOVE_NODE:
      graph = op->node.graph;
      add = (op->type == OP_ADD_NODE) != undo;
      if (add && _flow_node_peek_graph (op->node.node) == NULL)
        _flow_graph_insert_node (graph, op->node.node, op->node.position);
      else if (!add && _flow_node_peek_graph (op->node.node) == graph)
        flow_graph_remove_node (graph, op->node.node);
      break;

    case OP_CONNECT:
    case OP_DISCONNECT:
      /* The graph the connection's source is in now: a node op before
       * this one put it back where it was.
       */
      graph = graph_of_dock (FLOW_DOCK (op->connection.source));
      if (graph == NULL)
        break;
      add = (op->type == OP_CONNECT) != undo;
      if (add)
        {
          if (dock_in_graph (FLOW_DOCK (op->connection.source), graph) &&
              dock_in_graph (FLOW_DOCK (op->connection.sink), graph))
            _flow_graph_connect_at (graph,
                                    op->connection.source,
                                    op->connection.sink,
                                    op->connection.position,
                                    op->connection.source_position,
                                    op->connection.sink_position);
        }
      else
        {
          FlowConnection *connection = flow_graph_find_connection (graph,
                                                                   op->connection.source,
                                                                   op->connection.sink);

          if (connection != NULL)
            flow_graph_remove_connection (graph, connection, NULL);
        }
      break;

    case OP_MOVE:
      if (undo)
        flow_node_set_position (op->move.node, op->move.old_x, op->move.old_y);
      else
        flow_node_set_position (op->move.node, op->move.new_x, op->move.new_y);
      break;

    case OP_TITLE:
      flow_node_set_title (op->title.node, undo ? op->title.old_title : op->title.new_title);
      break;

    case OP_MAX_CONNECTIONS:
      flow_sink_set_max_connections (op->limit.sink, undo ? op->limit.old_max : op->limit.new_max);
      break;

    case OP_ADD_GROUP:
    case OP_REMOVE_GROUP:
      add = (op->type == OP_ADD_GROUP) != undo;
      if (add && flow_group_get_document (op->group.group) == NULL)
        _flow_graph_insert_group (op->group.document, op->group.group, op->group.position);
      else if (!add && flow_group_get_document (op->group.group) == op->group.document)
        _flow_graph_take_group (op->group.document, op->group.group);
      break;

    case OP_GROUP_NAME:
      flow_group_set_name (op->name.group, undo ? op->name.old_name : op->name.new_name, NULL);
      break;

    case OP_SET_GROUP:
      _flow_group_node_set_group (FLOW_GROUP_NODE (op->set_group.node),
                                  undo ? op->set_group.old_group : op->set_group.new_group);
      break;

    case N_OP_TYPES:

    case OP_DEFAULT_VALUE:
      {
        const GValue *value = undo ? &op->value.old_value : &op->value.new_value;

        flow_sink_set_default_value (FLOW_SINK (op->value.dock),
                                     G_IS_VALUE (value) ? value : NULL);
      }
      break;

    case OP_PARAMETER:
      g_object_set_property (G_OBJECT (op->parameter.node), op->parameter.pspec->name,
                             undo ? &op->parameter.old_value : &op->parameter.new_value);
      break;

    case OP_ADD_DOCK:
    case OP_REMOVE_DOCK:
      add = (op->type == OP_ADD_DOCK) != undo;
      if (add && _flow_dock_peek_node (op->dock.dock) == NULL)
        _flow_node_insert_dock (op->dock.node, op->dock.dock, op->dock.position);
      else if (!add && _flow_dock_peek_node (op->dock.dock) == op->dock.node)
        flow_node_remove_dock (op->dock.node, op->dock.dock);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* The graphs the ops of @step change, each once, the history's first. */
static GPtrArray *
step_graphs (FlowHistory *self,
             Step        *step)
{
  GPtrArray *graphs = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (graphs, g_object_ref (self->graph));

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);
      FlowGraph *graph = NULL;

      if (op->type == OP_ADD_NODE || op->type == OP_REMOVE_NODE)
        graph = op->node.graph;
      else if (op->type == OP_CONNECT || op->type == OP_DISCONNECT)
        graph = graph_of_dock (FLOW_DOCK (op->connection.source));

      if (graph != NULL && !g_ptr_array_find (graphs, graph, NULL))
        g_ptr_array_add (graphs, g_object_ref (graph));
    }

  return graphs;
}

static void
replay (FlowHistory *self,
        Step        *step,
        gboolean     undo)
{
  g_autoptr(GPtrArray) graphs = step_graphs (self, step);

  self->replaying = TRUE;
  for (guint i = 0; i < graphs->len; i++)
    flow_graph_begin_batch (graphs->pdata[i]);

  if (undo)
    {
      for (guint i = step->ops->len; i > 0; i--)
        {
          Op *op = &g_array_index (step->ops, Op, i - 1);

          apply_op (self, op, TRUE);
        }
    }
  else
    {
      for (guint i = 0; i < step->ops->len; i++)
        apply_op (self, &g_array_index (step->ops, Op, i), FALSE);
    }

  /* Inner graphs first: their waves run before the document's. */
  for (guint i = graphs->len; i > 0; i--)
    flow_graph_end_batch (graphs->pdata[i - 1]);
  self->replaying = FALSE;
}

/* GObject */

static void
flow_history_finalize (GObject *object)
{
  FlowHistory *self = (FlowHistory *)object;

  g_clear_pointer (&self->open_step, step_free);
  g_clear_pointer (&self->undo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->redo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->group_label, g_free);
  g_clear_pointer (&self->undo_label, g_free);
  g_clear_pointer (&self->redo_label, g_free);

  G_OBJECT_CLASS (flow_history_parent_class)->finalize (object);
}

static void
flow_history_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FlowHistory *self = FLOW_HISTORY (object);

  switch (prop_id)
    {
    case PROP_GRAPH:
      g_value_set_object (value, flow_history_get_graph (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, flow_history_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, flow_history_get_can_redo (self));
      break;

    case PROP_UNDO_LABEL:
      g_value_set_string (value, flow_history_get_undo_label (self));
      break;

    case PROP_REDO_LABEL:
      g_value_set_string (value, flow_history_get_redo_label (self));
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, flow_history_get_modified (self));
      break;

    case PROP_MAX_STEPS:
      g_value_set_uint (value, flow_history_get_max_steps (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_history_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  FlowHistory *self = FLOW_HISTORY (object);

  switch (prop_id)
    {
    case PROP_MAX_STEPS:
      flow_history_set_max_steps (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_history_class_init (FlowHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = flow_history_finalize;
  object_class->get_property = flow_history_get_property;
  object_class->set_property = flow_history_set_property;

  /**
   * FlowHistory:graph: (getter get_graph)
   *
   * The graph whose changes the history records, or `NULL` once that
   * graph was disposed.
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:can-undo: (getter get_can_undo)
   *
   * Whether there is a step to undo.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:can-redo: (getter get_can_redo)
   *
   * Whether there is a step to redo.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:undo-label: (getter get_undo_label)
   *
   * A label for the menu item that undoes, such as “Undo Move 3 Nodes”,
   * or “Undo” when there is nothing to undo.
   */
  properties[PROP_UNDO_LABEL] =
    g_param_spec_string ("undo-label", NULL, NULL,
                         "Undo",
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:redo-label: (getter get_redo_label)
   *
   * A label for the menu item that redoes, such as “Redo Delete Node”,
   * or “Redo” when there is nothing to redo.
   */
  properties[PROP_REDO_LABEL] =
    g_param_spec_string ("redo-label", NULL, NULL,
                         "Redo",
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:modified: (getter get_modified)
   *
   * Whether the graph differs from the state in which the history was
   * last marked clean ([method@History.mark_clean]), which saving does.
   */
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:max-steps: (getter get_max_steps) (setter set_max_steps)
   *
   * How many steps can be undone at most, the oldest being forgotten
   * first; 0, the default, for no limit.
   */
  properties[PROP_MAX_STEPS] =
    g_param_spec_uint ("max-steps", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_history_init (FlowHistory *self)
{
  self->undo_steps = g_ptr_array_new_with_free_func (step_free);
  self->redo_steps = g_ptr_array_new_with_free_func (step_free);
  self->next_serial = 1;
  self->clean_valid = TRUE;
  self->undo_label = g_strdup ("Undo");
  self->redo_label = g_strdup ("Redo");
}

/* Private API */

FlowHistory *
_flow_history_new (FlowGraph *graph)
{
  FlowHistory *self = g_object_new (FLOW_TYPE_HISTORY, NULL);

  self->graph = graph;

  return self;
}

void
_flow_history_detach (FlowHistory *self)
{
  g_clear_pointer (&self->open_step, step_free);
  self->group_depth = 0;
  g_clear_pointer (&self->group_label, g_free);

  flow_history_clear (self);
  self->graph = NULL;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH]);
}

guint64
_flow_history_get_state (FlowHistory *self)
{
  return current_state (self);
}

gboolean
_flow_history_is_replaying (FlowHistory *self)
{
  return self != NULL && self->replaying;
}

/* Ops recorded from now until the matching end are marked as made again
 * in other graphs of a group.
 */
void
_flow_history_begin_mirror (FlowHistory *self)
{
  if (self != NULL)
    self->mirroring++;
}

void
_flow_history_end_mirror (FlowHistory *self)
{
  if (self != NULL)
    self->mirroring--;
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

  if (!is_recording (self, graph_of_node (node)))
    return;

  op = add_op (self, OP_SET_GROUP);
  op->set_group.node = g_object_ref (node);
  op->set_group.old_group = g_object_ref (old_group);
  op->set_group.new_group = g_object_ref (new_group);
  op_done (self);
}

void
_flow_history_mark_clean_at (FlowHistory *self,
                             guint64      state)
{
  self->clean_state = state;
  self->clean_valid = TRUE;

  update_state (self);
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

  if (!is_recording (self, graph_of_node (node)))
    return;

  /* Moves of a node within a step make one move. */
  step = self->open_step;
  if (step != NULL && step->n_moves > 0)
    {
      guint index = step_find_move (step, node);

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

  step_add_move (self->open_step, self->open_step->ops->len - 1);

  op_done (self);
}

void
_flow_history_record_title (FlowHistory *self,
                            FlowNode    *node,
                            const char  *old_title,
                            const char  *new_title)
{
  Op *op;

  if (!is_recording (self, graph_of_node (node)))
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

  if (!is_recording (self, graph_of_dock (FLOW_DOCK (sink))))
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

  if (!is_recording (self, graph_of_node (node)))
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

  if (!is_recording (self, graph_of_node (node)))
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

  if (!is_recording (self, graph_of_dock (FLOW_DOCK (sink))))
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

  if (!is_recording (self, graph_of_node (node)))
    return;

  op = add_op (self, OP_PARAMETER);
  op->parameter.node = g_object_ref (node);
  op->parameter.pspec = g_param_spec_ref (pspec);
  copy_value (&op->parameter.old_value, old_value);
  copy_value (&op->parameter.new_value, new_value);
  op_done (self);
}

/* Public API */

/**
 * flow_history_get_graph: (get-property graph)
 * @self: a history
 *
 * Gets the graph whose changes @self records.
 *
 * Returns: (transfer none) (nullable): the graph, or `NULL` once it was
 *   disposed
 */
FlowGraph *
flow_history_get_graph (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), NULL);

  return self->graph;
}

/**
 * flow_history_get_can_undo: (get-property can-undo)
 * @self: a history
 *
 * Gets whether there is a step to undo.
 *
 * Returns: `TRUE` if [method@History.undo] can be called
 */
gboolean
flow_history_get_can_undo (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), FALSE);

  return self->can_undo;
}

/**
 * flow_history_get_can_redo: (get-property can-redo)
 * @self: a history
 *
 * Gets whether there is a step to redo.
 *
 * Returns: `TRUE` if [method@History.redo] can be called
 */
gboolean
flow_history_get_can_redo (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), FALSE);

  return self->can_redo;
}

/**
 * flow_history_get_undo_label: (get-property undo-label)
 * @self: a history
 *
 * Gets a label for the menu item that undoes, such as “Undo Move Node”.
 *
 * Returns: (transfer none): the label
 */
const char *
flow_history_get_undo_label (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), NULL);

  return self->undo_label;
}

/**
 * flow_history_get_redo_label: (get-property redo-label)
 * @self: a history
 *
 * Gets a label for the menu item that redoes, such as “Redo Move Node”.
 *
 * Returns: (transfer none): the label
 */
const char *
flow_history_get_redo_label (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), NULL);

  return self->redo_label;
}

/**
 * flow_history_get_modified: (get-property modified)
 * @self: a history
 *
 * Gets whether the graph changed since the history was last marked
 * clean.
 *
 * Returns: `TRUE` if the graph has changes that were not saved
 */
gboolean
flow_history_get_modified (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), FALSE);

  return self->modified;
}

/**
 * flow_history_get_max_steps: (get-property max-steps)
 * @self: a history
 *
 * Gets how many steps can be undone at most.
 *
 * Returns: the limit, or 0 for none
 */
guint
flow_history_get_max_steps (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), 0);

  return self->max_steps;
}

/**
 * flow_history_set_max_steps: (set-property max-steps)
 * @self: a history
 * @max_steps: the limit, or 0 for none
 *
 * Sets how many steps can be undone at most; older steps are forgotten
 * at once.
 */
void
flow_history_set_max_steps (FlowHistory *self,
                            guint        max_steps)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  if (self->max_steps == max_steps)
    return;

  self->max_steps = max_steps;
  trim (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_STEPS]);
  update_state (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * flow_history_undo:
 * @self: a history
 *
 * Undoes the last step, restoring the graph to its state before it, as
 * one batch of the graph.
 *
 * It is a programmer error to call this when
 * [property@History:can-undo] is `FALSE`, or inside a group.
 */
void
flow_history_undo (FlowHistory *self)
{
  Step *step;

  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->graph != NULL);
  g_return_if_fail (self->group_depth == 0);
  g_return_if_fail (self->undo_steps->len > 0);

  step = g_ptr_array_steal_index (self->undo_steps, self->undo_steps->len - 1);
  replay (self, step, TRUE);
  g_ptr_array_add (self->redo_steps, step);

  self->can_merge = FALSE;
  update_state (self);
}

/**
 * flow_history_redo:
 * @self: a history
 *
 * Makes again the last step that was undone, as one batch of the graph.
 *
 * It is a programmer error to call this when
 * [property@History:can-redo] is `FALSE`, or inside a group.
 */
void
flow_history_redo (FlowHistory *self)
{
  Step *step;

  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->graph != NULL);
  g_return_if_fail (self->group_depth == 0);
  g_return_if_fail (self->redo_steps->len > 0);

  step = g_ptr_array_steal_index (self->redo_steps, self->redo_steps->len - 1);
  replay (self, step, FALSE);
  g_ptr_array_add (self->undo_steps, step);

  self->can_merge = FALSE;
  update_state (self);
}

/**
 * flow_history_begin_group:
 * @self: a history
 * @label: (nullable): what the changes do, for the undo and redo labels,
 *   such as “Align Nodes”; or `NULL` to describe them automatically
 *
 * Starts a group: the changes recorded until the matching
 * [method@History.end_group] make a single step. Groups nest; the
 * outermost label given is the step's.
 *
 * [method@Graph.begin_batch] starts a group too.
 */
void
flow_history_begin_group (FlowHistory *self,
                          const char  *label)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  self->group_depth++;

  if (self->group_label == NULL && label != NULL)
    {
      self->group_label = g_strdup (label);

      if (self->open_step != NULL && !self->open_step->explicit_label)
        {
          g_free (self->open_step->label);
          self->open_step->label = g_strdup (label);
          self->open_step->explicit_label = TRUE;
        }
    }
}

/**
 * flow_history_end_group:
 * @self: a history
 *
 * Ends a group started with [method@History.begin_group]; the outermost
 * one closes the step.
 */
void
flow_history_end_group (FlowHistory *self)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->group_depth > 0);

  if (--self->group_depth > 0)
    return;

  g_clear_pointer (&self->group_label, g_free);
  close_step (self);
}

/**
 * flow_history_mark_clean:
 * @self: a history
 *
 * Records that the graph, as it is now, is saved: [property@History:modified]
 * becomes `FALSE`, and becomes so again whenever undo or redo lead back to
 * this state. [method@Serializer.save_to_file] calls it.
 */
void
flow_history_mark_clean (FlowHistory *self)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  _flow_history_mark_clean_at (self, current_state (self));
}

/**
 * flow_history_clear:
 * @self: a history
 *
 * Forgets every step, so that nothing can be undone or redone. The graph
 * stays as it is, and counts as modified unless it was clean.
 *
 * Loading a file clears the history, and marks it clean.
 */
void
flow_history_clear (FlowHistory *self)
{
  gboolean was_clean;

  g_return_if_fail (FLOW_IS_HISTORY (self));

  was_clean = self->clean_valid && current_state (self) == self->clean_state;

  g_ptr_array_set_size (self->undo_steps, 0);
  g_ptr_array_set_size (self->redo_steps, 0);

  /* What a group under way recorded so far goes too: a file loaded in a
   * batch must not leave the group a step about the nodes it replaced.
   */
  if (self->open_step != NULL)
    {
      g_array_set_size (self->open_step->ops, 0);
      g_clear_pointer (&self->open_step->moves, g_hash_table_unref);
      self->open_step->n_moves = 0;
    }

  self->base_state = self->next_serial++;
  self->clean_state = self->base_state;
  self->clean_valid = was_clean;
  self->can_merge = FALSE;

  update_state (self);
}

/* Implementation notes:
 *
 * GObject's notify carries no old value, so the history cannot be built
 * on notifications: the model's mutators call the recording hooks with
 * the old state before they change it, as GtkTextBuffer does for its own
 * history. Undo and redo replay through the model's API with recording
 * off; adding nodes and connections back uses private variants that insert
 * at the recorded places, so that lists, and saved files, come back
 * identical.
 *
 * Steps hold the node and dock objects themselves, not ids: undoing the
 * removal of a node brings back the same object, with whatever state a
 * subclass keeps, and views and applications that hold it stay valid.
 *
 * A replaced connection is recorded as its removal and the new
 * connection, which replay in either order to the same lists.
 */

/* flow-history-ops-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* What a FlowHistory is made of, shared by its units: the ops and steps
 * it records (flow-history-ops.c), the instance struct, and the calls
 * between flow-history.c, which keeps the steps and the state, and
 * flow-history-record.c, which turns each edit into an op.
 */

#pragma once

#include "flow-history-private.h"

#include "flow-dock-private.h"
#include "flow-node-private.h"

G_BEGIN_DECLS

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

/* The graph @node or @dock is in, or NULL. No type checks. */
static inline FlowGraph *
_flow_history_graph_of_node (FlowNode *node)
{
  return node != NULL ? _flow_node_peek_graph (node) : NULL;
}

static inline FlowGraph *
_flow_history_graph_of_dock (FlowDock *dock)
{
  return _flow_history_graph_of_node (_flow_dock_peek_node (dock));
}

/* flow-history-ops.c */
Step     *_flow_history_step_new           (void);
void      _flow_history_step_free          (gpointer     data);
guint     _flow_history_step_find_move     (Step        *step,
                                            FlowNode    *node);
void      _flow_history_step_add_move      (Step        *step,
                                            guint        index);
gboolean  _flow_history_step_is_moves_only (Step        *step);
char     *_flow_history_step_describe      (Step        *step) G_GNUC_WARN_UNUSED_RESULT;
void      _flow_history_replay             (FlowHistory *self,
                                            Step        *step,
                                            gboolean     undo);

/* flow-history.c */
void      _flow_history_close_step         (FlowHistory *self);

G_END_DECLS

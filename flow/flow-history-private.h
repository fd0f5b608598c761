/* flow-history-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-history.h"

#include "flow-connection.h"
#include "flow-dock.h"
#include "flow-graph-private.h"
#include "flow-node-private.h"

G_BEGIN_DECLS

FlowHistory *_flow_history_new                 (FlowGraph      *graph);
void         _flow_history_detach              (FlowHistory    *self);
guint64      _flow_history_get_state           (FlowHistory    *self);
void         _flow_history_mark_clean_at       (FlowHistory    *self,
                                                guint64         state);

/* Recording hooks, called by the model's mutators. Each accepts a NULL
 * history and then does nothing, so a graph without a history pays one
 * pointer test per change.
 */
void         _flow_history_record_add_node     (FlowHistory    *self,
                                                FlowNode       *node,
                                                guint           position);
void         _flow_history_record_remove_node  (FlowHistory    *self,
                                                FlowNode       *node,
                                                guint           position);
void         _flow_history_record_connect      (FlowHistory    *self,
                                                FlowConnection *connection,
                                                guint           position,
                                                FlowConnection *replaced,
                                                guint           replaced_source_position);
void         _flow_history_record_disconnect   (FlowHistory    *self,
                                                FlowConnection *connection,
                                                guint           position);
void         _flow_history_record_move         (FlowHistory    *self,
                                                FlowNode       *node,
                                                double          old_x,
                                                double          old_y,
                                                double          new_x,
                                                double          new_y);
void         _flow_history_record_title        (FlowHistory    *self,
                                                FlowNode       *node,
                                                const char     *old_title,
                                                const char     *new_title);
void         _flow_history_record_add_dock     (FlowHistory    *self,
                                                FlowNode       *node,
                                                FlowDock       *dock,
                                                guint           position);
void         _flow_history_record_remove_dock  (FlowHistory    *self,
                                                FlowNode       *node,
                                                FlowDock       *dock,
                                                guint           position);

/* A change under way, around a recorded change: value changes made while
 * one is (a node computing its outputs from a new input) follow from it,
 * and are not recorded as changes of their own, since redoing the outer
 * change makes them again; their old values are captured for undo. The
 * step of the change closes when the outermost one ends.
 */
void         _flow_history_enter               (FlowHistory    *self);
void         _flow_history_leave               (FlowHistory    *self);

/* Within a change, the value a dock had before the change changed it: it
 * is restored when the change is undone. Takes @old_value (unset, for
 * null) and leaves it unset.
 */
gboolean     _flow_history_is_capturing        (FlowHistory    *self);

/* How many histories exist, and how many capture values now, in the whole
 * process. Every value a dock takes asks whether its graph's history
 * captures it; these let graphs without a history skip the question. They
 * may count too many, never too few.
 */
extern int _flow_history_n_alive;
extern int _flow_history_n_capturing;

static inline gboolean
_flow_history_any (void)
{
  return g_atomic_int_get (&_flow_history_n_alive) > 0;
}

static inline gboolean
_flow_history_any_capturing (void)
{
  return g_atomic_int_get (&_flow_history_n_capturing) > 0;
}

void         _flow_history_capture             (FlowHistory    *self,
                                                FlowDock       *dock,
                                                GValue         *old_value);

/* Around a change of a dock's value (or a sink's default value): keeps the
 * old value, and records the change if there was one.
 */
typedef struct
{
  FlowHistory *history;
  FlowDock    *dock;
  GValue       old_value;
  guint        is_default : 1;
  guint        record : 1;
} FlowValueChange;

void         _flow_value_change_begin          (FlowValueChange *change,
                                                FlowDock        *dock,
                                                gboolean         is_default);
void         _flow_value_change_end            (FlowValueChange *change);

/* Called for every value a dock takes: no type checks. */
static inline FlowHistory *
_flow_node_get_history (FlowNode *node)
{
  FlowGraph *graph = _flow_node_peek_graph (node);

  return graph != NULL ? _flow_graph_peek_history (graph) : NULL;
}

G_END_DECLS

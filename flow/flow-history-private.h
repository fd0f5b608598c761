/* flow-history-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-history.h"

#include "flow-connection.h"
#include "flow-dock.h"
#include "flow-sink.h"
#include "flow-graph-private.h"
#include "flow-node-private.h"

G_BEGIN_DECLS

FlowHistory *_flow_history_new                 (FlowGraph      *graph);
void         _flow_history_detach              (FlowHistory    *self);
guint64      _flow_history_get_state           (FlowHistory    *self);
gboolean     _flow_history_is_replaying        (FlowHistory    *self);
gboolean     _flow_history_in_group            (FlowHistory    *self);
void         _flow_history_begin_mirror        (FlowHistory    *self);
void         _flow_history_end_mirror          (FlowHistory    *self);
void         _flow_history_record_add_group    (FlowHistory    *self,
                                                FlowGraph      *document,
                                                FlowGroup      *group,
                                                guint           position);
void         _flow_history_record_remove_group (FlowHistory    *self,
                                                FlowGraph      *document,
                                                FlowGroup      *group,
                                                guint           position);
void         _flow_history_record_group_name   (FlowHistory    *self,
                                                FlowGroup      *group,
                                                const char     *old_name,
                                                const char     *new_name);
void         _flow_history_record_set_group    (FlowHistory    *self,
                                                FlowNode       *node,
                                                FlowGroup      *old_group,
                                                FlowGroup      *new_group);
void         _flow_history_mark_clean_at       (FlowHistory    *self,
                                                guint64         state);

void         _flow_history_suspend             (FlowHistory    *self);
void         _flow_history_resume              (FlowHistory    *self);

/* Recording hooks, called by the model's mutators. Each accepts a NULL
 * history and then does nothing, so a graph without a history pays one
 * pointer test per change.
 */
void         _flow_history_record_add_node     (FlowHistory    *self,
                                                FlowGraph      *graph,
                                                FlowNode       *node,
                                                guint           position);
void         _flow_history_record_remove_node  (FlowHistory    *self,
                                                FlowGraph      *graph,
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
void         _flow_history_record_max_connections (FlowHistory *self,
                                                   FlowSink    *sink,
                                                   int          old_max,
                                                   int          new_max);
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

void         _flow_history_record_default_value (FlowHistory  *self,
                                                FlowSink     *sink,
                                                const GValue *old_value,
                                                const GValue *new_value);
void         _flow_history_record_parameter    (FlowHistory  *self,
                                                FlowNode     *node,
                                                GParamSpec   *pspec,
                                                const GValue *old_value,
                                                const GValue *new_value);

/* No type checks. */
static inline FlowHistory *
_flow_node_get_history (FlowNode *node)
{
  FlowGraph *graph = _flow_node_peek_graph (node);

  return graph != NULL ? _flow_graph_peek_history (graph) : NULL;
}

G_END_DECLS

/* flow-graph-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-graph.h"

#include "flow-connection.h"
#include "flow-engine-private.h"
#include "flow-graph-order-private.h"

G_BEGIN_DECLS

/* The instance struct of FlowGraph, in this header so that the value path
 * finds a graph's engine without a call.
 */
typedef struct
{
  guint position;
  guint removed;
  guint added;
  guint pending : 1;
} PendingChange;

/* Remembers the last position looked up in a GSequence, so that walking a
 * list model in order costs O(1) per item instead of O(log n).
 */
typedef struct
{
  GSequenceIter *iter;
  guint          position;
} IterCache;

struct _FlowGraph
{
  GObject                   parent_instance;

  /* Owned FlowNode references, in list order. */
  GSequence                *nodes;
  /* guint id -> borrowed FlowNode. */
  GHashTable               *nodes_by_id;
  IterCache                 nodes_cache;
  guint                     next_id;

  /* Owned FlowConnection references, in list order. */
  GSequence                *connections;
  GListModel               *connections_model;
  IterCache                 connections_cache;

  FlowConnectionFilterFunc  filter;
  gpointer                  filter_data;
  GDestroyNotify            filter_destroy;

  guint                     batch_depth;
  PendingChange             pending_nodes;
  PendingChange             pending_connections;

  /* Notices owed (flow-graph-notices.c): NULL until first needed. */
  struct _FlowGraphNotices *notices;

  /* Topological ranks (flow-graph-order.c) and the connections left out
   * of them because they close cycles (borrowed: the list owns them).
   */
  FlowGraphOrder            order;
  GPtrArray                *feedback;

  /* Owned: the evaluation engine (flow-engine.c). */
  FlowEngine               *engine;

  /* Owned; NULL until flow_graph_get_history () is first called. In a
   * graph inside a group, borrowed: the history of its document.
   */
  FlowHistory              *history;
  /* Name -> owned JsonNode, see flow_graph_set_extra (). */
  GHashTable               *extras;

  /* Set while the graph is disposed: connections are dropped without
   * delivering values, so that no node code runs during teardown.
   */
  /* Groups (flow-group.c): the group whose definition this graph is or
   * whose node's inside it is, and that node, both weak; in a document,
   * its groups (owned, NULL until first needed).
   */
  FlowGroup                *group;
  FlowNode                 *group_node;
  GListStore               *groups;
  /* Inside a group: its input and output nodes, weak. */
  FlowNode                 *input_node;
  FlowNode                 *output_node;

  guint                     disposing : 1;
  guint                     allow_cycles : 1;
  guint                     implicit_conversions : 1;
};

static inline FlowEngine *
_flow_graph_peek_engine (FlowGraph *self)
{
  return self->engine;
}

static inline FlowGraphOrder *
_flow_graph_peek_order (FlowGraph *self)
{
  return &self->order;
}

static inline gboolean
_flow_graph_in_wave (FlowGraph *self)
{
  return self->engine->in_wave;
}

void            _flow_graph_wave_finished (FlowGraph  *self,
                                           guint       n_computes,
                                           gint64      duration,
                                           gboolean    computes_changed,
                                           gboolean    duration_changed);
void            _flow_graph_busy_changed  (FlowGraph  *self);

gboolean _flow_graph_has_node_id (FlowGraph   *self,
                                  guint        id);
void     _flow_graph_node_changed (FlowGraph   *self,
                                   FlowNode    *node,
                                   GParamSpec  *pspec);
void     _flow_graph_dock_changed (FlowGraph   *self,
                                   FlowDock    *dock,
                                   GParamSpec  *pspec);
void     _flow_graph_node_docks_changed (FlowGraph *self,
                                         FlowNode  *node);

/* Shared by flow-graph.c and flow-graph-connect.c. */
gpointer        _flow_sequence_get        (GSequence  *sequence,
                                           IterCache  *cache,
                                           guint       position);
void            _flow_graph_connections_changed (FlowGraph *self,
                                                 guint      position,
                                                 guint      removed,
                                                 guint      added);
void            _flow_graph_nodes_changed       (FlowGraph *self,
                                                 guint      position,
                                                 guint      removed,
                                                 guint      added);
void            _flow_graph_emit_extra_changed  (FlowGraph  *self,
                                                 const char *name);
GListModel     *_flow_graph_connections_new    (FlowGraph  *graph);
void            _flow_graph_connections_detach (GListModel *model);

/* flow-graph-notices.c */
void            _flow_graph_notice_items        (FlowGraph  *self,
                                                 GListModel *model,
                                                 guint       position,
                                                 guint       removed,
                                                 guint       added);
void            _flow_graph_notice_property     (FlowGraph  *self,
                                                 gpointer    object,
                                                 GParamSpec *pspec);
void            _flow_graph_emit_notices_slow   (FlowGraph  *self);
void            _flow_graph_clear_notices       (FlowGraph  *self);

/* Emits the notices queued, if any: every structural change calls it
 * before it changes anything, and again once it has.
 */
/* The queue of notices: those from head to len are owed. */
struct _FlowGraphNotices
{
  struct _FlowGraphNotice *items;
  guint                    len;
  guint                    head;
  guint                    size;
};

static inline void
_flow_graph_emit_notices (FlowGraph *self)
{
  if (self->notices != NULL && self->notices->head < self->notices->len)
    _flow_graph_emit_notices_slow (self);
}

/* For the history and the serializer. */
FlowHistory    *_flow_graph_peek_history  (FlowGraph  *self);
void            _flow_graph_borrow_history (FlowGraph  *self,
                                            FlowHistory *history);
GHashTable     *_flow_graph_get_extras    (FlowGraph  *self);
void            _flow_graph_insert_node   (FlowGraph  *self,
                                           FlowNode   *node,
                                           guint       position);
FlowConnection *_flow_graph_connect_at    (FlowGraph  *self,
                                           FlowSource *source,
                                           FlowSink   *sink,
                                           guint       position,
                                           guint       source_position,
                                           guint       sink_position);
FlowGraph      *_flow_graph_new_staging   (FlowGraph  *self);
gboolean        _flow_graph_rules_match   (FlowGraph  *self,
                                           FlowGraph  *other);
void            _flow_graph_swap_contents (FlowGraph  *self,
                                           FlowGraph  *other);

G_END_DECLS

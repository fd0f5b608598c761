/* flow-engine-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-graph.h"
#include "flow-job.h"
#include "flow-node-private.h"

G_BEGIN_DECLS

typedef struct
{
  guint64   order;
  FlowNode *node;
} FlowEngineEntry;

/* The evaluation engine of one graph: see flow-engine.c. In this header so
 * that the value path can tell, with no call, whether a change starts a
 * wave.
 */
typedef struct
{
  /* Weak: the graph owns the engine. */
  FlowGraph       *graph;
  GMainContext    *context;

  /* The nodes to compute in the wave under way, a binary heap by rank.
   * Each node's FlowNodeGraphData.queue_index is its place plus one.
   */
  FlowEngineEntry *queue;
  guint            n_queued;
  guint            queue_size;

  /* Owned references. Nodes to compute in the next wave; nodes held back
   * behind a busy node; nodes busy with a job; nodes removed while a wave
   * ran, kept alive until it ends; nodes of the waves of a loop, for the
   * warning when it is stopped.
   */
  GPtrArray       *next;
  GPtrArray       *waiting;
  GPtrArray       *busy;
  GPtrArray       *graveyard;
  GPtrArray       *loop;

  /* The rank of the node being computed: a node reached at or below it
   * waits for the next wave.
   */
  guint64          current_order;
  guint            wave;
  guint            change_depth;
  guint            feedback_waves;
  guint            max_feedback_waves;
  GSource         *idle_source;

  guint            last_n_computes;
  gint64           last_duration;

  FlowEvaluation   evaluation;
  guint            in_wave : 1;
  /* Set while run_waves () runs: a change made between its waves (by a
   * handler of ::wave-finished) is evaluated by it, after the handler.
   */
  guint            running : 1;
  guint            ranks_changed : 1;
  guint            timing : 1;
  /* A graph that only stages a file or a paste: nothing is computed
   * there, the values wait for the graph they go to.
   */
  guint            frozen : 1;
} FlowEngine;

FlowEngine *_flow_engine_new                (FlowGraph      *graph);
void        _flow_engine_free               (FlowEngine     *self);

/* Every change to a graph goes between these two: the end of the
 * outermost change starts a wave, when the graph evaluates at once.
 */
static inline void
_flow_engine_begin (FlowEngine *self)
{
  self->change_depth++;
}

void        _flow_engine_end_slow           (FlowEngine     *self);

static inline void
_flow_engine_end (FlowEngine *self)
{
  if (--self->change_depth == 0 && !self->in_wave &&
      (self->n_queued > 0 || self->next->len > 0))
    _flow_engine_end_slow (self);
}

void        _flow_engine_push_slow          (FlowEngine     *self,
                                             FlowNode       *node);

/* Queues @node in the wave under way. The queue is a binary heap, but it
 * mostly holds one node at a time (along a chain, each node queues the
 * next one during its turn, after it left the queue): a node that finds
 * it empty takes the first place with no heap work, and no call.
 */
static inline void
_flow_engine_push (FlowEngine *self,
                   FlowNode   *node)
{
  FlowNodeGraphData *data;

  if (self->n_queued != 0 || self->queue_size == 0)
    {
      _flow_engine_push_slow (self, node);
      return;
    }

  data = _flow_node_graph_data (node);
  self->queue[0].order = data->order;
  self->queue[0].node = node;
  self->n_queued = 1;
  data->queue_index = 1;
}

void        _flow_engine_defer              (FlowEngine     *self,
                                             FlowNode       *node);

/* Queues @node to compute: in the wave under way if its turn has not come
 * yet, otherwise in the next one. On the path of every value.
 */
static inline void
_flow_engine_schedule (FlowEngine *self,
                       FlowNode   *node)
{
  FlowNodeGraphData *data = _flow_node_graph_data (node);

  if (data->queue_index != 0 || data->next_wave || data->waiting || self->frozen)
    return;

  if (self->in_wave &&
      (data->wave == self->wave || data->order <= self->current_order))
    _flow_engine_defer (self, node);
  else
    _flow_engine_push (self, node);
}
void        _flow_engine_schedule_all       (FlowEngine     *self,
                                             gboolean        every_node);
void        _flow_engine_node_removed       (FlowEngine     *self,
                                             FlowNode       *node);
void        _flow_engine_forget_all         (FlowEngine     *self);
void        _flow_engine_ranks_changed      (FlowEngine     *self);
gboolean    _flow_engine_flush              (FlowEngine     *self);
gboolean    _flow_engine_get_busy           (FlowEngine     *self);
void        _flow_engine_set_evaluation     (FlowEngine     *self,
                                             FlowEvaluation  evaluation);

/* A node's job, from flow-job.c. */
void        _flow_engine_job_started        (FlowEngine     *self,
                                             FlowNode       *node);
void        _flow_engine_job_ended          (FlowEngine     *self,
                                             FlowNode       *node);

G_END_DECLS

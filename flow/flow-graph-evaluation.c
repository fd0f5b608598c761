/* flow-graph-evaluation.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The graph's face of its evaluation engine (flow-engine.c): when waves
 * run, how many a loop may take, whether computes are timed, the figures
 * of the last wave, and flushing. Part of FlowGraph's API, kept apart
 * from flow-graph.c, which keeps the nodes, batches and properties.
 */

#include "config.h"

#include "flow-graph-private.h"

#include "flow-engine-private.h"

/**
 * flow_graph_get_evaluation: (get-property evaluation)
 * @self: a graph
 *
 * Gets when the waves of evaluation of @self run.
 *
 * Returns: the evaluation mode
 *
 * Since: 0.2
 */
FlowEvaluation
flow_graph_get_evaluation (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FLOW_EVALUATION_IMMEDIATE);

  return self->engine->evaluation;
}

/**
 * flow_graph_set_evaluation: (set-property evaluation)
 * @self: a graph
 * @evaluation: when waves run
 *
 * Sets when the waves of evaluation of @self run. Work left from a mode
 * that waited runs as the new mode says.
 *
 * Since: 0.2
 */
void
flow_graph_set_evaluation (FlowGraph      *self,
                           FlowEvaluation  evaluation)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (evaluation <= FLOW_EVALUATION_MANUAL);

  if (self->engine->evaluation == evaluation)
    return;

  _flow_engine_set_evaluation (self->engine, evaluation);

  g_object_notify (G_OBJECT (self), "evaluation");
}

/**
 * flow_graph_get_max_feedback_waves: (get-property max-feedback-waves)
 * @self: a graph
 *
 * Gets how many waves in a row a loop may run before @self stops it.
 *
 * Returns: the number of waves
 *
 * Since: 0.2
 */
guint
flow_graph_get_max_feedback_waves (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);

  return self->engine->max_feedback_waves;
}

/**
 * flow_graph_set_max_feedback_waves: (set-property max-feedback-waves)
 * @self: a graph
 * @max_feedback_waves: a number of waves, at least 1
 *
 * Sets how many waves in a row a loop may run before @self stops it: see
 * [property@Graph:max-feedback-waves].
 *
 * Since: 0.2
 */
void
flow_graph_set_max_feedback_waves (FlowGraph *self,
                                   guint      max_feedback_waves)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));
  g_return_if_fail (max_feedback_waves >= 1);

  if (self->engine->max_feedback_waves == max_feedback_waves)
    return;

  self->engine->max_feedback_waves = max_feedback_waves;

  g_object_notify (G_OBJECT (self), "max-feedback-waves");
}

/**
 * flow_graph_get_timing: (get-property timing)
 * @self: a graph
 *
 * Gets whether the engine measures how long each node computes.
 *
 * Returns: `TRUE` if computations are timed
 *
 * Since: 0.2
 */
gboolean
flow_graph_get_timing (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return self->engine->timing;
}

/**
 * flow_graph_set_timing: (set-property timing)
 * @self: a graph
 * @timing: whether to time each node's computation
 *
 * Sets whether the engine measures how long each node computes, for
 * [property@Node:compute-time].
 *
 * Since: 0.2
 */
void
flow_graph_set_timing (FlowGraph *self,
                       gboolean   timing)
{
  g_return_if_fail (FLOW_IS_GRAPH (self));

  timing = !!timing;

  if (self->engine->timing == timing)
    return;

  self->engine->timing = timing;

  g_object_notify (G_OBJECT (self), "timing");
}

/**
 * flow_graph_get_busy: (get-property busy)
 * @self: a graph
 *
 * Gets whether a node of @self computes in a job, or nodes wait for one.
 *
 * Returns: `TRUE` if @self is busy
 *
 * Since: 0.2
 */
gboolean
flow_graph_get_busy (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  return _flow_engine_get_busy (self->engine);
}

/**
 * flow_graph_get_last_wave_computes: (get-property last-wave-computes)
 * @self: a graph
 *
 * Gets how many nodes computed in the last wave of evaluation of @self.
 *
 * Returns: the number of nodes
 *
 * Since: 0.2
 */
guint
flow_graph_get_last_wave_computes (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);

  return self->engine->last_n_computes;
}

/**
 * flow_graph_get_last_wave_duration: (get-property last-wave-duration)
 * @self: a graph
 *
 * Gets how long the last wave of evaluation of @self took on the main
 * context.
 *
 * Returns: the duration, in microseconds
 *
 * Since: 0.2
 */
gint64
flow_graph_get_last_wave_duration (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), 0);

  return self->engine->last_duration;
}

/**
 * flow_graph_flush:
 * @self: a graph
 *
 * Runs the waves of evaluation that are due now, whatever
 * [property@Graph:evaluation] says: in the deferred and manual modes, the
 * way to compute at a point of the application's choosing.
 *
 * Jobs that nodes started keep running; the graph emits
 * [signal@Graph::wave-finished] after each wave, and notifies
 * [property@Graph:busy] when the last job is done. Called from a node's
 * computation, or within a change (a batch, say), it does nothing.
 *
 * Returns: `TRUE` if nothing is left to compute and no job runs
 *
 * Since: 0.2
 */
gboolean
flow_graph_flush (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);

  if (self->engine->change_depth > 0)
    return FALSE;

  return _flow_engine_flush (self->engine);
}

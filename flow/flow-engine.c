/* flow-engine.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The evaluation engine of a graph: it schedules the nodes whose inputs
 * changed and runs them in waves, in topological order, each at most once
 * per wave, with no recursion; it holds back nodes downstream of a busy
 * node, carries values across feedback connections to the next wave and
 * stops loops that do not settle. docs/evaluation.md tells the whole
 * story; FlowGraph's documentation the rules an application sees.
 */

#include "config.h"

#include "flow-engine-private.h"
#include "flow-i18n-private.h"

#include "flow-graph-order-private.h"
#include "flow-graph-private.h"
#include "flow-node-private.h"

#define DEFAULT_MAX_FEEDBACK_WAVES 100

/* The queue: a binary heap of nodes by rank */

static inline void
queue_place (FlowEngine *self,
             guint       index)
{
  _flow_node_graph_data (self->queue[index].node)->queue_index = index + 1;
}

static void
queue_sift_up (FlowEngine *self,
               guint       index)
{
  FlowEngineEntry entry = self->queue[index];

  while (index > 0)
    {
      guint parent = (index - 1) / 2;

      if (self->queue[parent].order <= entry.order)
        break;

      self->queue[index] = self->queue[parent];
      queue_place (self, index);
      index = parent;
    }

  self->queue[index] = entry;
  queue_place (self, index);
}

static void
queue_sift_down (FlowEngine *self,
                 guint       index)
{
  FlowEngineEntry entry = self->queue[index];

  for (;;)
    {
      guint child = 2 * index + 1;

      if (child >= self->n_queued)
        break;
      if (child + 1 < self->n_queued && self->queue[child + 1].order < self->queue[child].order)
        child++;
      if (entry.order <= self->queue[child].order)
        break;

      self->queue[index] = self->queue[child];
      queue_place (self, index);
      index = child;
    }

  self->queue[index] = entry;
  queue_place (self, index);
}

static void
queue_push (FlowEngine *self,
            FlowNode   *node)
{
  if (self->n_queued == self->queue_size)
    {
      self->queue_size = MAX (16, self->queue_size * 2);
      self->queue = g_renew (FlowEngineEntry, self->queue, self->queue_size);
    }

  self->queue[self->n_queued].order = _flow_node_graph_data (node)->order;
  self->queue[self->n_queued].node = node;
  queue_sift_up (self, self->n_queued++);
}

/* Takes the entry at @index out of the queue. */
static void
queue_remove (FlowEngine *self,
              guint       index)
{
  FlowNode *node = self->queue[index].node;

  _flow_node_graph_data (node)->queue_index = 0;

  if (index == --self->n_queued)
    return;

  self->queue[index] = self->queue[self->n_queued];
  queue_place (self, index);
  if (index > 0 && self->queue[(index - 1) / 2].order > self->queue[index].order)
    queue_sift_up (self, index);
  else
    queue_sift_down (self, index);
}

static FlowNode *
queue_pop (FlowEngine *self)
{
  FlowNode *node = self->queue[0].node;

  queue_remove (self, 0);

  return node;
}

/* Ranks changed while nodes were queued: key them anew and restore the
 * heap, bottom up.
 */
static void
queue_rekey (FlowEngine *self)
{
  self->ranks_changed = FALSE;

  for (guint i = 0; i < self->n_queued; i++)
    self->queue[i].order = _flow_node_graph_data (self->queue[i].node)->order;

  for (guint i = self->n_queued / 2; i > 0; i--)
    queue_sift_down (self, i - 1);
}

/* Lists of nodes waiting outside the queue */

static GPtrArray *
take_list (GPtrArray **list)
{
  GPtrArray *taken = *list;

  *list = g_ptr_array_new_with_free_func (g_object_unref);

  return taken;
}

/* Moves the nodes of *@list whose flag (waiting, or next_wave) is still
 * set into the queue. A node can be in a list twice (removed from the
 * graph and added back); the first entry clears the flag.
 */
static void
requeue (FlowEngine *self,
         GPtrArray **list,
         gboolean    waiting)
{
  g_autoptr(GPtrArray) nodes = NULL;

  if ((*list)->len == 0)
    return;

  nodes = take_list (list);

  for (guint i = 0; i < nodes->len; i++)
    {
      FlowNode *node = g_ptr_array_index (nodes, i);
      FlowNodeGraphData *data = _flow_node_graph_data (node);

      if (_flow_node_peek_graph (node) != self->graph)
        continue;

      if (waiting ? !data->waiting : !data->next_wave)
        continue;

      data->waiting = FALSE;
      data->next_wave = FALSE;

      if (data->queue_index == 0)
        queue_push (self, node);
    }
}

/* Holding back */

typedef struct
{
  guint64   min_order;
  guint     mark;
  GPtrArray *stack;
  gboolean  found;
} BlockSearch;

static void
block_visit (FlowNode *neighbour,
             gpointer  user_data)
{
  BlockSearch *search = user_data;
  FlowNodeGraphData *data = _flow_node_graph_data (neighbour);

  if (search->found || data->mark == search->mark || data->order < search->min_order)
    return;

  if (_flow_node_get_busy (neighbour))
    {
      search->found = TRUE;
      return;
    }

  data->mark = search->mark;
  g_ptr_array_add (search->stack, neighbour);
}

/* Whether @node is downstream of a busy node, whose job will change its
 * inputs: it then waits for the job instead of computing on a stale value.
 * Only the nodes ranked between the lowest busy node and @node can be on
 * such a path.
 */
static gboolean
is_held_back (FlowEngine *self,
              FlowNode   *node)
{
  g_autoptr(GPtrArray) stack = NULL;
  FlowNodeGraphData *data = _flow_node_graph_data (node);
  BlockSearch search = { G_MAXUINT64, 0, NULL, FALSE };

  for (guint i = 0; i < self->busy->len; i++)
    {
      FlowNode *busy = g_ptr_array_index (self->busy, i);

      search.min_order = MIN (search.min_order, _flow_node_graph_data (busy)->order);
    }

  /* Predecessors rank strictly lower. */
  if (data->order <= search.min_order)
    return FALSE;

  stack = g_ptr_array_new ();
  search.stack = stack;
  search.mark = _flow_graph_order_next_mark (_flow_graph_peek_order (self->graph));
  data->mark = search.mark;
  g_ptr_array_add (stack, node);

  while (stack->len > 0 && !search.found)
    {
      FlowNode *next = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      _flow_node_foreach_neighbour (next, FALSE, block_visit, &search);
    }

  return search.found;
}

/* Waves */

static void
emit_wave_finished (FlowEngine *self,
                    guint       n_computes,
                    gint64      duration)
{
  gboolean computes_changed = self->last_n_computes != n_computes;
  gboolean duration_changed = self->last_duration != duration;

  self->last_n_computes = n_computes;
  self->last_duration = duration;

  _flow_graph_wave_finished (self->graph, n_computes, duration,
                             computes_changed, duration_changed);
}

static void
release_graveyard (FlowEngine *self)
{
  if (self->graveyard->len > 0)
    g_ptr_array_set_size (self->graveyard, 0);
}

/* Runs one wave: every queued node, in rank order, once. */
static void
run_wave (FlowEngine *self,
          gboolean    feedback)
{
  guint n_computes = 0;
  gint64 start;

  if (G_UNLIKELY (++self->wave == 0))
    self->wave = 1;

  self->in_wave = TRUE;
  start = g_get_monotonic_time ();

  while (self->n_queued > 0)
    {
      FlowNode *node;
      FlowNodeGraphData *data;

      if (G_UNLIKELY (self->ranks_changed))
        queue_rekey (self);

      node = queue_pop (self);
      data = _flow_node_graph_data (node);
      self->current_order = data->order;

      if (G_UNLIKELY (self->busy->len > 0) && is_held_back (self, node))
        {
          data->waiting = TRUE;
          g_ptr_array_add (self->waiting, g_object_ref (node));
          continue;
        }

      data->wave = self->wave;
      if (G_UNLIKELY (feedback))
        g_ptr_array_add (self->loop, g_object_ref (node));

      _flow_node_evaluate (node, self->timing);
      n_computes++;
    }

  self->in_wave = FALSE;

  release_graveyard (self);
  emit_wave_finished (self, n_computes, g_get_monotonic_time () - start);
}

/* A loop did not settle: its nodes get a warning, and what was left for
 * the next wave is dropped.
 */
static void
stop_loop (FlowEngine *self)
{
  g_autoptr(GPtrArray) loop = take_list (&self->loop);
  g_autoptr(GPtrArray) next = take_list (&self->next);
  g_autofree char *message = NULL;

  message = g_strdup_printf (_("This node is in a loop that did not settle after %u "
                             "waves, so its evaluation was stopped."),
                             self->max_feedback_waves);

  g_ptr_array_extend_and_steal (loop, g_steal_pointer (&next));

  for (guint i = 0; i < loop->len; i++)
    {
      FlowNode *node = g_ptr_array_index (loop, i);

      _flow_node_graph_data (node)->next_wave = FALSE;
      if (_flow_node_peek_graph (node) == self->graph)
        _flow_node_engine_report (node, FLOW_NODE_STATE_WARNING, message);
    }

  self->feedback_waves = 0;
}

/* Runs waves until there is nothing left to compute, or, when @once, one
 * wave (the next one is then scheduled from the main loop).
 */
static void
run_waves (FlowEngine *self,
           gboolean    once)
{
  /* Node code may drop the last reference to the graph, which owns the
   * engine.
   */
  G_GNUC_UNUSED g_autoptr(FlowGraph) hold = g_object_ref (self->graph);
  gboolean was_running = self->running;

  self->running = TRUE;

  while (self->n_queued > 0 || self->next->len > 0)
    {
      gboolean feedback = self->n_queued == 0;

      if (feedback)
        {
          /* Only what the last wave left for this one: a loop. */
          if (++self->feedback_waves > self->max_feedback_waves)
            {
              stop_loop (self);
              break;
            }
        }
      else
        {
          self->feedback_waves = 0;
          g_ptr_array_set_size (self->loop, 0);
        }

      requeue (self, &self->next, FALSE);
      run_wave (self, feedback);

      if (once)
        break;
    }

  self->running = was_running;

  if (self->next->len == 0)
    {
      self->feedback_waves = 0;
      g_ptr_array_set_size (self->loop, 0);
    }
}

static void ensure_idle (FlowEngine *self);

static gboolean
idle_cb (gpointer data)
{
  FlowEngine *self = data;

  g_clear_pointer (&self->idle_source, g_source_unref);

  if (self->frozen)
    return G_SOURCE_REMOVE;

  run_waves (self, TRUE);

  if (self->evaluation == FLOW_EVALUATION_DEFERRED &&
      (self->n_queued > 0 || self->next->len > 0))
    ensure_idle (self);

  return G_SOURCE_REMOVE;
}

static void
ensure_idle (FlowEngine *self)
{
  if (self->idle_source != NULL)
    return;

  /* Before GTK lays out and paints (GDK_PRIORITY_REDRAW is 120), so that
   * a frame shows the values of the changes made before it.
   */
  self->idle_source = g_idle_source_new ();
  g_source_set_priority (self->idle_source, G_PRIORITY_HIGH_IDLE);
  g_source_set_callback (self->idle_source, idle_cb, self, NULL);
  g_source_set_static_name (self->idle_source, "[flow] evaluation");
  g_source_attach (self->idle_source, self->context);
}

static void
dispatch (FlowEngine *self)
{
  if (self->frozen || self->in_wave || self->change_depth > 0)
    return;

  if (self->n_queued == 0 && self->next->len == 0)
    return;

  /* Between two waves (a handler of ::wave-finished changed a value):
   * the waves under way run it next, rather than a wave inside the
   * handler, inside the last one, and so on without end.
   */
  if (self->running && self->evaluation == FLOW_EVALUATION_IMMEDIATE)
    return;

  switch (self->evaluation)
    {
    case FLOW_EVALUATION_IMMEDIATE:
      run_waves (self, FALSE);
      break;

    case FLOW_EVALUATION_DEFERRED:
      ensure_idle (self);
      break;

    case FLOW_EVALUATION_MANUAL:
      break;

    default:
      g_assert_not_reached ();
    }
}

/* Library API */

FlowEngine *
_flow_engine_new (FlowGraph *graph)
{
  FlowEngine *self = g_new0 (FlowEngine, 1);

  self->graph = graph;
  self->context = g_main_context_ref_thread_default ();
  self->next = g_ptr_array_new_with_free_func (g_object_unref);
  self->waiting = g_ptr_array_new_with_free_func (g_object_unref);
  self->busy = g_ptr_array_new_with_free_func (g_object_unref);
  self->graveyard = g_ptr_array_new_with_free_func (g_object_unref);
  self->loop = g_ptr_array_new_with_free_func (g_object_unref);
  self->max_feedback_waves = DEFAULT_MAX_FEEDBACK_WAVES;
  self->evaluation = FLOW_EVALUATION_IMMEDIATE;

  return self;
}

void
_flow_engine_free (FlowEngine *self)
{
  if (self->idle_source != NULL)
    {
      g_source_destroy (self->idle_source);
      g_clear_pointer (&self->idle_source, g_source_unref);
    }

  _flow_engine_forget_all (self);

  g_clear_pointer (&self->queue, g_free);
  g_clear_pointer (&self->next, g_ptr_array_unref);
  g_clear_pointer (&self->waiting, g_ptr_array_unref);
  g_clear_pointer (&self->busy, g_ptr_array_unref);
  g_clear_pointer (&self->graveyard, g_ptr_array_unref);
  g_clear_pointer (&self->loop, g_ptr_array_unref);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_free (self);
}

void
_flow_engine_end_slow (FlowEngine *self)
{
  dispatch (self);
}

void
_flow_engine_push_slow (FlowEngine *self,
                        FlowNode   *node)
{
  queue_push (self, node);
}

void
_flow_engine_defer (FlowEngine *self,
                    FlowNode   *node)
{
  _flow_node_graph_data (node)->next_wave = TRUE;
  g_ptr_array_add (self->next, g_object_ref (node));
}

/* Queues every node of the graph that computes when it joins one, as
 * after loading a file; with @every_node, also those that compute only
 * when an input changes, as in a copy of a group's graph, whose nodes
 * have no values of their own to show until they compute.
 */
void
_flow_engine_schedule_all (FlowEngine *self,
                           gboolean    every_node)
{
  for (guint i = 0; ; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (self->graph), i);

      if (node == NULL)
        break;

      if (every_node || _flow_node_computes_on_join (node))
        _flow_engine_schedule (self, node);
    }
}

/* @node leaves the graph: it is taken out of every list and its job is
 * cancelled. A node removed by node code during a wave stays alive until
 * the wave ends, as the code that removed it may still be running on it.
 */
void
_flow_engine_node_removed (FlowEngine *self,
                           FlowNode   *node)
{
  FlowNodeGraphData *data = _flow_node_graph_data (node);

  if (data->queue_index != 0)
    queue_remove (self, data->queue_index - 1);
  data->next_wave = FALSE;
  data->waiting = FALSE;

  if (_flow_node_get_busy (node))
    _flow_node_cancel_job (node);

  if (self->in_wave)
    g_ptr_array_add (self->graveyard, g_object_ref (node));
}

/* Drops every queued node without computing it and cancels every job, as
 * when the graph is torn down or its contents are swapped for a file's.
 */
void
_flow_engine_forget_all (FlowEngine *self)
{
  while (self->n_queued > 0)
    queue_remove (self, self->n_queued - 1);

  for (guint i = 0; i < self->next->len; i++)
    _flow_node_graph_data (g_ptr_array_index (self->next, i))->next_wave = FALSE;
  for (guint i = 0; i < self->waiting->len; i++)
    _flow_node_graph_data (g_ptr_array_index (self->waiting, i))->waiting = FALSE;
  g_ptr_array_set_size (self->next, 0);
  g_ptr_array_set_size (self->waiting, 0);
  g_ptr_array_set_size (self->loop, 0);

  while (self->busy->len > 0)
    _flow_node_cancel_job (g_ptr_array_index (self->busy, self->busy->len - 1));
}

void
_flow_engine_ranks_changed (FlowEngine *self)
{
  if (self->n_queued > 0)
    self->ranks_changed = TRUE;
}

/* Runs the waves due now. Returns whether the graph is then at rest:
 * nothing left to compute, no job running.
 */
gboolean
_flow_engine_flush (FlowEngine *self)
{
  if (self->in_wave)
    return FALSE;

  if (self->idle_source != NULL)
    {
      g_source_destroy (self->idle_source);
      g_clear_pointer (&self->idle_source, g_source_unref);
    }

  if (!self->frozen)
    run_waves (self, FALSE);

  return !_flow_engine_get_busy (self) && self->n_queued == 0 && self->next->len == 0;
}

/* Whether a job runs, or nodes wait for one. */
gboolean
_flow_engine_get_busy (FlowEngine *self)
{
  return self->busy->len > 0 || self->waiting->len > 0;
}

void
_flow_engine_set_evaluation (FlowEngine     *self,
                             FlowEvaluation  evaluation)
{
  self->evaluation = evaluation;

  if (evaluation != FLOW_EVALUATION_DEFERRED && self->idle_source != NULL)
    {
      g_source_destroy (self->idle_source);
      g_clear_pointer (&self->idle_source, g_source_unref);
    }

  dispatch (self);
}

void
_flow_engine_job_started (FlowEngine *self,
                          FlowNode   *node)
{
  gboolean was_busy = _flow_engine_get_busy (self);

  g_ptr_array_add (self->busy, g_object_ref (node));

  if (!was_busy)
    _flow_graph_busy_changed (self->graph);
}

/* A job ended, delivered or cancelled: what waited behind it computes, in
 * a new wave.
 */
void
_flow_engine_job_ended (FlowEngine *self,
                        FlowNode   *node)
{
  if (!g_ptr_array_remove_fast (self->busy, node))
    g_return_if_reached ();

  _flow_engine_begin (self);
  requeue (self, &self->waiting, TRUE);
  _flow_engine_end (self);

  if (!_flow_engine_get_busy (self))
    _flow_graph_busy_changed (self->graph);
}

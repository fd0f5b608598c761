/* flow-job.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowJob: the asynchronous computation of one node, its outputs and its
 * delivery back on the graph's main context.
 */

#include "config.h"

#include "flow-job-private.h"

#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-graph-private.h"
#include "flow-node-private.h"
#include "flow-source.h"

/**
 * FlowJob:
 *
 * The asynchronous computation of a [class@Node].
 *
 * A node that takes long to compute does it in a job instead of in
 * [vfunc@Node.compute] itself, so that the main loop, and the window
 * showing the graph, stay responsive. In `compute` it reads its inputs,
 * starts a job with [method@Node.begin_job] and returns; the node is then
 * [property@Node:busy]. The job's work runs in a worker thread of a pool
 * that libflow keeps, or anywhere the node likes, and hands its results
 * to the job with [method@Job.set_output]; they reach the node's sources
 * on the main context when the job finishes.
 *
 * ```c
 * static void
 * blur_run (FlowJob  *job,
 *           gpointer  user_data)
 * {
 *   BlurInput *input = user_data;
 *   g_auto(GValue) image = G_VALUE_INIT;
 *
 *   g_value_init (&image, MY_TYPE_IMAGE);
 *   g_value_take_boxed (&image, blur (input->image, input->radius,
 *                                     flow_job_get_cancellable (job)));
 *   flow_job_set_output (job, "image", &image);
 * }
 *
 * static void
 * blur_compute (FlowNode *node)
 * {
 *   BlurInput *input = blur_input_new (node);
 *   FlowJob *job = flow_node_begin_job (node);
 *
 *   flow_job_run_in_thread (job, blur_run, input, blur_input_free);
 * }
 * ```
 *
 * The engine keeps evaluation free of glitches across threads: the nodes
 * downstream of a busy node wait for its job instead of computing on its
 * old outputs. A new input makes the node compute again, which cancels the
 * stale job ([method@Job.get_cancellable]); a cancelled job's outputs are
 * never delivered.
 *
 * A job that fails ([method@Job.fail]) makes every source of its node null
 * and puts the node in the error state ([property@Node:state]) with the
 * error's message, until the node computes again.
 *
 * The work of a job must not touch the graph, its nodes or its docks:
 * only the job itself is safe to use from another thread.
 *
 * Since: 0.2
 */

struct _FlowJob
{
  GObject         parent_instance;

  GMutex          mutex;

  /* Owned, until the job is delivered or dropped. */
  FlowNode       *node;
  GMainContext   *context;
  GCancellable   *cancellable;

  /* Of FlowJobOutput, in the order they were set; under the mutex. */
  GArray         *outputs;
  GError         *error;

  FlowJobFunc     func;
  gpointer        func_data;
  GDestroyNotify  func_destroy;

  gint64          start;

  guint           finished : 1;
  guint           running : 1;
};

G_DEFINE_FINAL_TYPE (FlowJob, flow_job, G_TYPE_OBJECT)

static GThreadPool *pool;

static void
output_clear (FlowJobOutput *output)
{
  g_clear_pointer (&output->source, g_free);
  if (G_IS_VALUE (&output->value))
    g_value_unset (&output->value);
}

static void
flow_job_dispose (GObject *object)
{
  FlowJob *self = (FlowJob *)object;

  g_clear_object (&self->node);

  G_OBJECT_CLASS (flow_job_parent_class)->dispose (object);
}

static void
flow_job_finalize (GObject *object)
{
  FlowJob *self = (FlowJob *)object;

  if (self->func_destroy != NULL)
    self->func_destroy (self->func_data);
  g_clear_pointer (&self->outputs, g_array_unref);
  g_clear_error (&self->error);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_mutex_clear (&self->mutex);

  G_OBJECT_CLASS (flow_job_parent_class)->finalize (object);
}

static void
flow_job_class_init (FlowJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_job_dispose;
  object_class->finalize = flow_job_finalize;
}

static void
flow_job_init (FlowJob *self)
{
  g_mutex_init (&self->mutex);
  self->cancellable = g_cancellable_new ();
  self->outputs = g_array_new (FALSE, TRUE, sizeof (FlowJobOutput));
  g_array_set_clear_func (self->outputs, (GDestroyNotify)output_clear);
}

FlowJob *
_flow_job_new (FlowNode *node)
{
  FlowJob *self = g_object_new (FLOW_TYPE_JOB, NULL);

  self->node = g_object_ref (node);
  self->context = g_main_context_ref_thread_default ();
  self->start = g_get_monotonic_time ();

  return self;
}

gint64
_flow_job_get_start (FlowJob *self)
{
  return self->start;
}

void
_flow_job_cancel (FlowJob *self)
{
  g_cancellable_cancel (self->cancellable);
}

/* Delivery, on the graph's main context */

static gboolean
deliver_cb (gpointer data)
{
  FlowJob *self = data;
  g_autoptr(FlowNode) node = NULL;
  g_autoptr(GArray) outputs = NULL;
  g_autoptr(GError) error = NULL;

  g_mutex_lock (&self->mutex);
  node = g_steal_pointer (&self->node);
  outputs = g_steal_pointer (&self->outputs);
  error = g_steal_pointer (&self->error);
  g_mutex_unlock (&self->mutex);

  /* A cancelled job is stale: its node moved on without it. */
  if (node == NULL || g_cancellable_is_cancelled (self->cancellable))
    return G_SOURCE_REMOVE;

  _flow_node_deliver_job (node, self, outputs, error);

  return G_SOURCE_REMOVE;
}

/* @caller: the public function that finishes, for a programmer's error. */
static void
finish (FlowJob    *self,
        GError     *error,
        const char *caller)
{
  GSource *source;

  g_mutex_lock (&self->mutex);

  if (self->finished)
    {
      g_mutex_unlock (&self->mutex);
      if (error != NULL)
        g_error_free (error);
      g_critical ("%s: the job has finished already", caller);
      return;
    }

  self->finished = TRUE;
  if (error != NULL)
    self->error = error;

  g_mutex_unlock (&self->mutex);

  /* Always from the main loop, even when finished on the main thread
   * itself: outputs arrive at one well-defined point, never in the middle
   * of the code that finished the job.
   */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver_cb, g_object_ref (self), g_object_unref);
  g_source_set_static_name (source, "[flow] job delivery");
  g_source_attach (source, self->context);
  g_source_unref (source);
}

static gboolean
free_func_data_cb (gpointer data)
{
  return G_SOURCE_REMOVE;
}

/* Frees the data of the job's work on the job's main context, once the
 * work is done: what a language binding made of a function (a gjs closure)
 * must not be freed in a worker thread, and neither must a node the data
 * holds the last reference to.
 */
static void
free_func_data (FlowJob *self)
{
  GSource *source;

  if (self->func_destroy == NULL)
    return;

  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, free_func_data_cb,
                         g_steal_pointer (&self->func_data),
                         g_steal_pointer (&self->func_destroy));
  g_source_set_static_name (source, "[flow] job data");
  g_source_attach (source, self->context);
  g_source_unref (source);
}

static void
run_in_thread_cb (gpointer data,
                  gpointer user_data)
{
  g_autoptr(FlowJob) self = data;
  gboolean finished;

  if (!g_cancellable_is_cancelled (self->cancellable))
    self->func (self, self->func_data);

  free_func_data (self);

  g_mutex_lock (&self->mutex);
  finished = self->finished;
  g_mutex_unlock (&self->mutex);

  if (!finished)
    finish (self, NULL, "flow_job_run_in_thread");
}

/* Public API */

/**
 * flow_job_get_node:
 * @self: a job
 *
 * Gets the node that started @self, until the job is delivered.
 *
 * Call it from the main context only.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL` once the job
 *   was delivered or dropped
 *
 * Since: 0.2
 */
FlowNode *
flow_job_get_node (FlowJob *self)
{
  g_return_val_if_fail (FLOW_IS_JOB (self), NULL);

  return self->node;
}

/**
 * flow_job_get_cancellable:
 * @self: a job
 *
 * Gets the cancellable that is cancelled when @self becomes stale: its
 * node computes again, is muted or leaves its graph.
 *
 * Long work checks it and returns early; a cancelled job's outputs are
 * never delivered. Safe to call from any thread.
 *
 * Returns: (transfer none): the cancellable of @self
 *
 * Since: 0.2
 */
GCancellable *
flow_job_get_cancellable (FlowJob *self)
{
  g_return_val_if_fail (FLOW_IS_JOB (self), NULL);

  return self->cancellable;
}

/**
 * flow_job_is_cancelled:
 * @self: a job
 *
 * Checks whether @self was cancelled, as
 * `g_cancellable_is_cancelled (flow_job_get_cancellable (job))` does.
 * Safe to call from any thread.
 *
 * Returns: `TRUE` if @self is stale
 *
 * Since: 0.2
 */
gboolean
flow_job_is_cancelled (FlowJob *self)
{
  g_return_val_if_fail (FLOW_IS_JOB (self), TRUE);

  return g_cancellable_is_cancelled (self->cancellable);
}

/**
 * flow_job_set_output:
 * @self: a job
 * @source: the name of a source of the job's node
 * @value: (nullable): the value for the source, or `NULL` for null
 *
 * Gives the value that the source called @source of the job's node takes
 * when @self is delivered. Setting an output again replaces the value.
 *
 * Safe to call from any thread, until the job is finished. At delivery,
 * @value is converted to the source's type; a source the node does not
 * have, or a value that cannot be converted, is a programmer error
 * reported then. A `gpointer` value holding `NULL`, which gjs passes for
 * null, is null.
 *
 * Since: 0.2
 */
void
flow_job_set_output (FlowJob      *self,
                     const char   *source,
                     const GValue *value)
{
  FlowJobOutput output = { NULL, G_VALUE_INIT };

  g_return_if_fail (FLOW_IS_JOB (self));
  g_return_if_fail (source != NULL);

  if (value != NULL && G_IS_VALUE (value))
    {
      g_value_init (&output.value, G_VALUE_TYPE (value));
      g_value_copy (value, &output.value);
    }

  g_mutex_lock (&self->mutex);

  if (self->finished || self->outputs == NULL)
    {
      g_mutex_unlock (&self->mutex);
      output_clear (&output);
      g_critical ("%s: the job has finished already", G_STRFUNC);
      return;
    }

  for (guint i = 0; i < self->outputs->len; i++)
    {
      FlowJobOutput *other = &g_array_index (self->outputs, FlowJobOutput, i);

      if (g_str_equal (other->source, source))
        {
          output_clear (other);
          other->source = g_strdup (source);
          other->value = output.value;
          g_mutex_unlock (&self->mutex);
          return;
        }
    }

  output.source = g_strdup (source);
  g_array_append_val (self->outputs, output);

  g_mutex_unlock (&self->mutex);
}

/**
 * flow_job_run_in_thread:
 * @self: a job
 * @func: (scope notified) (closure user_data) (destroy user_destroy): the
 *   work, called in a worker thread
 * @user_data: data for @func
 * @user_destroy: (nullable): frees @user_data, on the main context once
 *   @func has returned
 *
 * Runs @func in one of the worker threads that libflow keeps (as many as
 * the machine has processors), and finishes @self when it returns, unless
 * @func called [method@Job.fail]. A job cancelled before its turn comes
 * does not run @func.
 *
 * Call it once, from the main context.
 *
 * In language bindings whose functions cannot run in another thread
 * (JavaScript), finish the job from the main context instead, with
 * [method@Job.finish].
 *
 * Since: 0.2
 */
void
flow_job_run_in_thread (FlowJob        *self,
                        FlowJobFunc     func,
                        gpointer        user_data,
                        GDestroyNotify  user_destroy)
{
  static gsize pool_ready;

  g_return_if_fail (FLOW_IS_JOB (self));
  g_return_if_fail (func != NULL);

  if (self->running || self->finished)
    {
      g_critical ("%s: the job runs or has finished already", G_STRFUNC);
      if (user_destroy != NULL)
        user_destroy (user_data);
      return;
    }

  if (g_once_init_enter (&pool_ready))
    {
      pool = g_thread_pool_new (run_in_thread_cb, NULL,
                                MAX (1, (int)g_get_num_processors ()),
                                FALSE, NULL);
      g_once_init_leave (&pool_ready, 1);
    }

  self->running = TRUE;
  self->func = func;
  self->func_data = user_data;
  self->func_destroy = user_destroy;

  g_thread_pool_push (pool, g_object_ref (self), NULL);
}

/**
 * flow_job_finish:
 * @self: a job
 *
 * Finishes @self: the outputs it was given are delivered to its node's
 * sources on the graph's main context, and the node stops being busy.
 *
 * Safe to call from any thread, once. Jobs run with
 * [method@Job.run_in_thread] finish on their own.
 *
 * Since: 0.2
 */
void
flow_job_finish (FlowJob *self)
{
  g_return_if_fail (FLOW_IS_JOB (self));

  finish (self, NULL, G_STRFUNC);
}

/**
 * flow_job_fail:
 * @self: a job
 * @error: what went wrong, with a message for the user
 *
 * Finishes @self with an error: on the graph's main context, every source
 * of the node becomes null and the node shows @error's message in the
 * error state, until it computes again. The outputs given to @self are
 * dropped.
 *
 * Safe to call from any thread, once.
 *
 * Since: 0.2
 */
void
flow_job_fail (FlowJob      *self,
               const GError *error)
{
  g_return_if_fail (FLOW_IS_JOB (self));
  g_return_if_fail (error != NULL);

  finish (self, g_error_copy (error), G_STRFUNC);
}

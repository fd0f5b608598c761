/* flow-node-compute.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* A node's part in evaluation: its turn in a wave, the default compute
 * that calls sink_changed, muting, parameters, jobs and the figures the
 * engine keeps per node. The engine (flow-engine.c) decides when; this
 * file does what a node's turn means.
 */

#include "config.h"

#include "flow-node-private.h"

#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-graph-private.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-job-private.h"
#include "flow-placeholder-node.h"
#include "flow-sink-private.h"
#include "flow-source.h"

#include <string.h>

static inline FlowEngine *
node_engine (FlowNodePrivate *priv)
{
  return priv->graph != NULL ? _flow_graph_peek_engine (priv->graph) : NULL;
}

FlowNodeExtras *
_flow_node_ensure_extras (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  if (priv->extras == NULL)
    {
      priv->extras = g_new0 (FlowNodeExtras, 1);
      priv->extras->compute_time = -1;
    }

  return priv->extras;
}

/* Parameters
 *
 * The parameters of a node class are the properties its subclasses add
 * that can be read and written after construction. Their list is made once
 * per class and kept with the type, with the list of the properties a copy
 * is constructed with: g_object_class_list_properties () walks every
 * property of the process, which costs more than making the node.
 */

typedef struct
{
  guint        n_pspecs;
  GParamSpec **pspecs;
  /* Readable and writable construct properties, of any owner. */
  guint        n_construct;
  GParamSpec **construct;
} ParameterList;

static const ParameterList *
class_parameters (FlowNode *self)
{
  static GQuark quark;
  static GMutex mutex;
  GType type = G_OBJECT_TYPE (self);
  ParameterList *list;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("flow-node-parameters");

  if ((list = g_type_get_qdata (type, quark)) != NULL)
    return list;

  g_mutex_lock (&mutex);

  if ((list = g_type_get_qdata (type, quark)) == NULL)
    {
      g_autofree GParamSpec **pspecs = NULL;
      guint n_pspecs;

      list = g_new0 (ParameterList, 1);
      pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (self), &n_pspecs);
      list->pspecs = g_new0 (GParamSpec *, n_pspecs + 1);
      list->construct = g_new0 (GParamSpec *, n_pspecs + 1);

      for (guint i = 0; i < n_pspecs; i++)
        {
          GParamSpec *pspec = pspecs[i];

          if ((pspec->flags & G_PARAM_READWRITE) != G_PARAM_READWRITE)
            continue;

          if ((pspec->flags & (G_PARAM_CONSTRUCT | G_PARAM_CONSTRUCT_ONLY)) != 0)
            list->construct[list->n_construct++] = g_param_spec_ref (pspec);

          if (pspec->owner_type == FLOW_TYPE_NODE ||
              (pspec->flags & G_PARAM_CONSTRUCT_ONLY) != 0)
            continue;

          list->pspecs[list->n_pspecs++] = g_param_spec_ref (pspec);
        }

      /* Kept for the life of the type, which is the life of the program. */
      g_type_set_qdata (type, quark, list);
    }

  g_mutex_unlock (&mutex);

  return list;
}

/* The node's parameters, borrowed: they live as long as the program. */
GParamSpec **
_flow_node_list_parameters (FlowNode *self,
                            guint    *n_parameters)
{
  const ParameterList *list = class_parameters (self);

  *n_parameters = list->n_pspecs;

  return list->pspecs;
}

/* The construct properties of the node's class that can be read and
 * written, borrowed like the parameters: what a copy is made with.
 */
GParamSpec **
_flow_node_list_construct_properties (FlowNode *self,
                                      guint    *n_properties)
{
  const ParameterList *list = class_parameters (self);

  *n_properties = list->n_construct;

  return list->construct;
}

static int
find_parameter (const ParameterList *list,
                GParamSpec          *pspec)
{
  for (guint i = 0; i < list->n_pspecs; i++)
    if (list->pspecs[i] == pspec)
      return i;

  return -1;
}

/* Reads the values of the node's parameters into @parameters. */
static void
keep_parameters (FlowNode *self,
                 GValue   *parameters)
{
  const ParameterList *list = class_parameters (self);

  for (guint i = 0; i < list->n_pspecs; i++)
    g_object_get_property (G_OBJECT (self), list->pspecs[i]->name, &parameters[i]);
}

/* The node joins a graph: the values of its parameters are kept from now
 * on, so that a change can be recorded with the value before.
 */
void
_flow_node_joined_graph (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  const ParameterList *list = class_parameters (self);
  GValue *parameters;

  /* A job it started while in no graph: the graph waits for it too. */
  if (priv->busy)
    _flow_engine_job_started (node_engine (priv), self);

  if (list->n_pspecs == 0)
    return;

  /* Taken anew for each graph: a file's values were set while the node
   * was in the graph it was loaded in.
   */
  _flow_node_left_graph (self);

  parameters = g_new0 (GValue, list->n_pspecs);
  for (guint i = 0; i < list->n_pspecs; i++)
    g_value_init (&parameters[i], list->pspecs[i]->value_type);
  keep_parameters (self, parameters);
  _flow_node_ensure_extras (self)->parameters = parameters;
  priv->watch_parameters = TRUE;
}

/* The node left its graph (or is finalized). Values that changed at its
 * sinks while it waited for its turn (its connections were removed with
 * it) stay pending: if it joins a graph again, as when its removal is
 * undone, it computes with them then.
 */
void
_flow_node_left_graph (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  if (priv->extras != NULL && priv->extras->parameters != NULL)
    {
      const ParameterList *list = class_parameters (self);

      for (guint i = 0; i < list->n_pspecs; i++)
        g_value_unset (&priv->extras->parameters[i]);
      g_clear_pointer (&priv->extras->parameters, g_free);
    }
  priv->watch_parameters = FALSE;
}

void
_flow_node_parameter_changed (FlowNode   *self,
                              GParamSpec *pspec)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  const ParameterList *list;
  g_auto(GValue) value = G_VALUE_INIT;
  GValue *parameters;
  FlowEngine *engine;
  FlowGroup *sync;
  int index;

  list = class_parameters (self);
  if ((index = find_parameter (list, pspec)) < 0)
    return;

  /* The node changed it while computing: a state it keeps (a counter, a
   * last result), not an edit, and no reason to compute again, which in
   * a wave would be the next wave, and that one's next: a loop that never
   * settles. Its value is kept once the node has computed
   * (run_compute_watched ()).
   */
  if (G_UNLIKELY (priv->computing))
    return;

  /* Outside a graph there is nothing to record, and the node computes at
   * once, as it does when a sink of it changes; unless it has no docks
   * yet, as while a class written in Python or JavaScript is being made:
   * parameters given to the parent's constructor are set before the
   * subclass's constructor adds its docks, and a compute then found none.
   */
  if (priv->graph == NULL)
    {
      if (priv->n_sinks + priv->n_sources > 0)
        _flow_node_evaluate_outside (self);
      return;
    }

  if (priv->extras == NULL || (parameters = priv->extras->parameters) == NULL)
    return;

  g_value_init (&value, pspec->value_type);
  g_object_get_property (G_OBJECT (self), pspec->name, &value);

  if (g_param_values_cmp (pspec, &value, &parameters[index]) == 0)
    return;

  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_parameter (_flow_node_get_history (self), self, pspec,
                                  &parameters[index], &value);
  g_value_copy (&value, &parameters[index]);

  engine = node_engine (priv);
  _flow_engine_begin (engine);
  _flow_engine_schedule (engine, self);
  _flow_engine_end (engine);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_parameter (sync, self, pspec);
}

/* A node's turn */

void
_flow_node_engine_report (FlowNode      *self,
                          FlowNodeState  state,
                          const char    *message)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  flow_node_report (self, state, message);
  priv->engine_report = TRUE;
}

/* Muted: each source takes the value of the first free sink of its type,
 * or failing that of a type it converts from.
 */
static void
bypass (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  guint n_sinks = priv->n_sinks;
  gboolean *taken = g_newa (gboolean, MAX (n_sinks, 1));

  memset (taken, 0, sizeof (gboolean) * MAX (n_sinks, 1));

  for (guint j = 0; j < priv->n_sources; j++)
    {
      FlowDock *source = priv->docks[priv->n_sinks + j];
      GType type = flow_dock_get_value_type (source);
      int match = -1;

      for (guint pass = 0; pass < 2 && match < 0; pass++)
        {
          for (guint i = 0; i < n_sinks && match < 0; i++)
            {
              GType sink_type = flow_dock_get_value_type (priv->docks[i]);

              if (taken[i])
                continue;

              if (pass == 0 ? g_type_is_a (sink_type, type)
                            : flow_dock_types_compatible (sink_type, type, TRUE))
                match = i;
            }
        }

      if (match >= 0)
        {
          taken[match] = TRUE;
          _flow_dock_produce (source, flow_dock_get_value (priv->docks[match]));
        }
      else
        {
          _flow_dock_produce (source, NULL);
        }

      /* Handlers of the value may have changed the docks. */
      if (priv->n_sinks != n_sinks)
        break;
    }
}

/* Whether the node computes when it joins a graph: if its class computes
 * in compute (), or if values reached its sinks while it waited. A class
 * that only has sink_changed () is called when a sink changes.
 */
gboolean
_flow_node_computes_on_join (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);

  if (FLOW_NODE_GET_CLASS (self)->compute != _flow_node_real_compute)
    return TRUE;

  for (guint i = 0; i < priv->n_sinks; i++)
    if (_flow_dock_get_pending (priv->docks[i]))
      return TRUE;

  return FALSE;
}

/* A node in no graph computes at once when its inputs or parameters
 * change, unless it is being made (a copy, whose values are set one by
 * one): it computes then once it joins a graph, its changed sinks still
 * pending (_flow_node_computes_on_join ()).
 */
void
_flow_node_evaluate_outside (FlowNode *self)
{
  if (!_flow_node_get_private (self)->held)
    _flow_node_evaluate (self, FALSE);
}

/* The default compute: sink_changed () with the first sink that changed. */
static inline void
default_compute (FlowNode        *self,
                 FlowNodePrivate *priv,
                 FlowNodeClass   *klass)
{
  FlowDock *first = NULL;

  if (klass->sink_changed == NULL || priv->n_sinks == 0)
    return;

  for (guint i = 0; i < priv->n_sinks && first == NULL; i++)
    if (_flow_dock_get_private (priv->docks[i])->changed)
      first = priv->docks[i];

  /* Computing for another reason (a parameter changed, it was unmuted,
   * it was asked to): the first sink stands for all.
   */
  if (first == NULL)
    first = priv->docks[0];

  klass->sink_changed (self, FLOW_SINK (first));
}

void
_flow_node_real_compute (FlowNode *self)
{
  default_compute (self, _flow_node_get_private (self), FLOW_NODE_GET_CLASS (self));
}

/* Whether the outputs of @self are what the application sets: a node
 * whose class computes nothing, or a placeholder, which stands for a node
 * type this program does not know and keeps the values a file gave it.
 * Muting has nothing to bypass in such a node: unmuted, it would not give
 * its outputs back.
 */
gboolean
_flow_node_holds_values (FlowNode *self)
{
  FlowNodeClass *klass = FLOW_NODE_GET_CLASS (self);

  return FLOW_IS_PLACEHOLDER_NODE (self) ||
         (klass->compute == _flow_node_real_compute && klass->sink_changed == NULL);
}

/* The node computes, or passes its inputs on, muted. */
static inline void
run_compute (FlowNode        *self,
             FlowNodePrivate *priv)
{
  if (G_UNLIKELY (priv->muted))
    {
      if (!_flow_node_holds_values (self))
        bypass (self);
    }
  else
    {
      FlowNodeClass *klass = FLOW_NODE_GET_CLASS (self);

      /* The default compute, in the turn itself: one call less on the
       * way of every value to a node that only has sink_changed ().
       */
      if (klass->compute == _flow_node_real_compute)
        default_compute (self, priv, klass);
      else
        klass->compute (self);
    }
}

/* run_compute () for a node whose changes of its own parameters while it
 * computes matter: one with parameters, in a graph, or any node outside
 * a graph, which computes at once when they change. Other nodes pay one
 * test for it. The mark is kept, not cleared: outside a graph a node
 * computes at once, also from inside its own compute.
 */
static G_GNUC_NO_INLINE void
run_compute_watched (FlowNode        *self,
                     FlowNodePrivate *priv)
{
  gboolean computing = priv->computing;

  priv->computing = TRUE;
  run_compute (self, priv);
  priv->computing = computing;

  /* What it left in its parameters, kept (unless it left the graph
   * meanwhile): GObject may tell a change it made only now, once an
   * outer g_object_set () of the node ends.
   */
  if (priv->extras != NULL && priv->extras->parameters != NULL)
    keep_parameters (self, priv->extras->parameters);
}

/* The node's turn in a wave, or at once outside a graph: the values that
 * changed at its sinks are announced, then it computes (or passes its
 * inputs on, muted) once.
 */
void
_flow_node_evaluate (FlowNode *self,
                     gboolean  timing)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  FlowGraph *graph = priv->graph;
  gboolean required_changed = FALSE;
  gint64 start = 0;

  /* Handlers of the notifications are application code, which may change
   * the docks, or remove the node: the array is read again each time.
   */
  for (guint i = 0; i < priv->n_sinks; i++)
    {
      FlowDock *sink = priv->docks[i];
      FlowDockPrivate *sink_priv = _flow_dock_get_private (sink);

      if (!sink_priv->pending)
        continue;

      sink_priv->pending = FALSE;
      sink_priv->changed = TRUE;
      required_changed |= sink_priv->required;

      _flow_dock_notify_value (sink);

      if (G_UNLIKELY (priv->graph != graph))
        goto out;
    }

  if (required_changed)
    _flow_node_update_missing_input (self);

  /* A job that still runs works on inputs that are now stale. */
  if (G_UNLIKELY (_flow_node_peek_job (priv) != NULL))
    _flow_node_cancel_job (self);

  if (G_UNLIKELY (priv->engine_report))
    flow_node_report (self, FLOW_NODE_STATE_NORMAL, NULL);

  priv->compute_count++;

  if (G_UNLIKELY (timing))
    start = g_get_monotonic_time ();

  if (G_LIKELY (!priv->watch_parameters && graph != NULL))
    run_compute (self, priv);
  else
    run_compute_watched (self, priv);

  if (G_UNLIKELY (timing) && _flow_node_peek_job (priv) == NULL)
    _flow_node_set_compute_time (self, g_get_monotonic_time () - start);
  /* Not measured: an earlier computation's figure is not this one's. */
  else if (G_UNLIKELY (priv->extras != NULL) && priv->extras->compute_time != -1 &&
           !timing && priv->extras->job == NULL)
    _flow_node_set_compute_time (self, -1);

out:
  for (guint i = 0; i < priv->n_sinks; i++)
    _flow_dock_get_private (priv->docks[i])->changed = FALSE;
}

/* Jobs */

gboolean
_flow_node_get_busy (FlowNode *self)
{
  return _flow_node_get_private (self)->busy;
}

/* Drops the node's job, which is cancelled; the node stops being busy. */
void
_flow_node_cancel_job (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  g_autoptr(FlowJob) job = priv->extras != NULL ? g_steal_pointer (&priv->extras->job) : NULL;
  FlowEngine *engine = node_engine (priv);

  if (job != NULL)
    _flow_job_cancel (job);

  if (priv->busy)
    {
      _flow_node_set_busy (self, FALSE);
      if (engine != NULL)
        _flow_engine_job_ended (engine, self);
    }
}

void
_flow_node_deliver_job (FlowNode     *self,
                        FlowJob      *job,
                        GArray       *outputs,
                        const GError *error)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  g_autoptr(FlowJob) hold = NULL;
  FlowEngine *engine;

  if (_flow_node_peek_job (priv) != job)
    return;

  hold = g_steal_pointer (&priv->extras->job);
  engine = node_engine (priv);

  if (engine != NULL)
    _flow_engine_begin (engine);

  if (error != NULL)
    {
      for (guint j = 0; j < priv->n_sources; j++)
        _flow_dock_produce (priv->docks[priv->n_sinks + j], NULL);
      _flow_node_engine_report (self, FLOW_NODE_STATE_ERROR, error->message);
    }
  else
    {
      for (guint i = 0; outputs != NULL && i < outputs->len; i++)
        {
          FlowJobOutput *output = &g_array_index (outputs, FlowJobOutput, i);
          FlowSource *source = flow_node_get_source (self, output->source);
          const GValue *value = &output->value;

          if (source == NULL)
            {
              g_critical ("The job of the node “%s” gave a value for “%s”, "
                          "which is not a source of the node",
                          priv->title != NULL ? priv->title : G_OBJECT_TYPE_NAME (self),
                          output->source);
              continue;
            }

          if (_flow_value_is_null (flow_dock_get_value_type (FLOW_DOCK (source)), value))
            value = NULL;
          else if (!_flow_value_fits (flow_dock_get_value_type (FLOW_DOCK (source)), value))
            {
              g_critical ("The job of the node “%s” gave a %s value for the "
                          "source “%s”, which carries %s values",
                          priv->title != NULL ? priv->title : G_OBJECT_TYPE_NAME (self),
                          G_VALUE_TYPE_NAME (value), output->source,
                          g_type_name (flow_dock_get_value_type (FLOW_DOCK (source))));
              continue;
            }

          _flow_dock_produce (FLOW_DOCK (source), value);
        }
    }

  _flow_node_set_compute_time (self, g_get_monotonic_time () - _flow_job_get_start (job));
  _flow_node_set_busy (self, FALSE);

  if (engine != NULL)
    {
      _flow_engine_job_ended (engine, self);
      _flow_engine_end (engine);
    }
}

/* Public API */

/**
 * flow_node_get_busy: (get-property busy)
 * @self: a node
 *
 * Gets whether @self computes in a job that has not finished.
 *
 * Returns: `TRUE` if @self is busy
 *
 * Since: 0.2
 */
gboolean
flow_node_get_busy (FlowNode *self)
{
  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  return _flow_node_get_private (self)->busy;
}

/**
 * flow_node_get_compute_time: (get-property compute-time)
 * @self: a node
 *
 * Gets how long the last computation of @self took, when it was
 * measured: see [property@Node:compute-time].
 *
 * Returns: the time in microseconds, or -1
 *
 * Since: 0.2
 */
gint64
flow_node_get_compute_time (FlowNode *self)
{
  FlowNodeExtras *extras;

  g_return_val_if_fail (FLOW_IS_NODE (self), -1);

  extras = _flow_node_get_private (self)->extras;

  return extras != NULL ? extras->compute_time : -1;
}

/**
 * flow_node_get_compute_count:
 * @self: a node
 *
 * Gets how many times @self computed (or, muted, passed its inputs on),
 * since it was made.
 *
 * The count grows by one per wave at most. It changes too often to be a
 * property with notifications; read it when the graph emits
 * [signal@Graph::wave-finished].
 *
 * Returns: the number of computations
 *
 * Since: 0.2
 */
guint64
flow_node_get_compute_count (FlowNode *self)
{
  g_return_val_if_fail (FLOW_IS_NODE (self), 0);

  return _flow_node_get_private (self)->compute_count;
}

/**
 * flow_node_get_muted: (get-property muted)
 * @self: a node
 *
 * Gets whether @self is bypassed.
 *
 * Returns: `TRUE` if @self is muted
 *
 * Since: 0.2
 */
gboolean
flow_node_get_muted (FlowNode *self)
{
  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  return _flow_node_get_private (self)->muted;
}

/**
 * flow_node_set_muted: (set-property muted)
 * @self: a node
 * @muted: whether to bypass @self
 *
 * Mutes or unmutes @self: see [property@Node:muted]. The node computes
 * again, or passes its inputs on, in the next wave.
 *
 * Since: 0.2
 */
void
flow_node_set_muted (FlowNode *self,
                     gboolean  muted)
{
  FlowNodePrivate *priv;
  FlowEngine *engine;
  FlowGroup *sync;
  GParamSpec *pspec;
  GValue old_value = G_VALUE_INIT;
  GValue new_value = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = _flow_node_get_private (self);
  muted = !!muted;

  if (priv->muted == muted)
    return;

  g_value_init (&old_value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&old_value, priv->muted);
  g_value_init (&new_value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&new_value, muted);

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self), "muted");
  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_parameter (_flow_node_get_history (self), self, pspec,
                                  &old_value, &new_value);

  engine = node_engine (priv);
  if (engine != NULL)
    _flow_engine_begin (engine);

  priv->muted = muted;
  if (muted && _flow_node_peek_job (priv) != NULL)
    _flow_node_cancel_job (self);

  /* Unmuted, the outputs hold what the node computes, and nothing where
   * it computes nothing: not the inputs it passed on (an output its
   * compute leaves alone kept them, and undoing a mute did not give the
   * graph back). In the same wave as the computation, which follows.
   */
  if (!muted && !_flow_node_holds_values (self))
    for (guint j = 0; j < priv->n_sources; j++)
      _flow_dock_produce (priv->docks[priv->n_sinks + j], NULL);

  g_object_notify (G_OBJECT (self), "muted");

  if (engine != NULL)
    {
      _flow_engine_schedule (engine, self);
      _flow_engine_end (engine);
    }
  else
    {
      _flow_node_evaluate_outside (self);
    }

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_parameter (sync, self, pspec);
}

/* A dock of @self was added or removed: a muted node passes its inputs
 * to its outputs again, since they now pair otherwise (a new output had
 * no value until the next save and load gave it one).
 */
void
_flow_node_docks_changed (FlowNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (self);
  FlowEngine *engine;

  if (!priv->muted)
    return;

  engine = node_engine (priv);
  if (engine != NULL)
    {
      _flow_engine_begin (engine);
      _flow_engine_schedule (engine, self);
      _flow_engine_end (engine);
    }
  else
    {
      _flow_node_evaluate_outside (self);
    }
}

/**
 * flow_node_queue_compute:
 * @self: a node
 *
 * Makes @self compute again, in the next wave of its graph, although none
 * of its inputs changed: for a node whose outputs depend on something the
 * graph does not see, such as a clock or a file.
 *
 * A node in no graph computes at once.
 *
 * Since: 0.2
 */
void
flow_node_queue_compute (FlowNode *self)
{
  FlowNodePrivate *priv;
  FlowEngine *engine;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = _flow_node_get_private (self);

  if ((engine = node_engine (priv)) == NULL)
    {
      _flow_node_evaluate_outside (self);
      return;
    }

  _flow_engine_begin (engine);
  _flow_engine_schedule (engine, self);
  _flow_engine_end (engine);
}

/**
 * flow_node_begin_job:
 * @self: a node
 *
 * Starts a job in which @self computes, asynchronously: see [class@Job].
 *
 * Usually called from [vfunc@Node.compute], which then returns at once.
 * @self is [property@Node:busy] until the job finishes; the nodes
 * downstream wait for it. A job @self was still running is cancelled.
 *
 * Call it from the main context of the node's graph.
 *
 * Returns: (transfer none): the job, which the node keeps until it
 *   finishes
 *
 * Since: 0.2
 */
FlowJob *
flow_node_begin_job (FlowNode *self)
{
  FlowNodePrivate *priv;
  FlowNodeExtras *extras;
  g_autoptr(FlowJob) stale = NULL;
  FlowEngine *engine;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  priv = _flow_node_get_private (self);

  /* The node stays busy: the new job takes the stale one's place. */
  extras = _flow_node_ensure_extras (self);
  if ((stale = g_steal_pointer (&extras->job)) != NULL)
    _flow_job_cancel (stale);

  extras->job = _flow_job_new (self);

  if (!priv->busy)
    {
      _flow_node_set_busy (self, TRUE);
      if ((engine = node_engine (priv)) != NULL)
        _flow_engine_job_started (engine, self);
    }

  return extras->job;
}

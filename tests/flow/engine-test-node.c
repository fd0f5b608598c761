/* engine-test-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "engine-test-node.h"

#include <math.h>

struct _EngineTestNode
{
  FlowNode        parent_instance;

  EngineTestKind  kind;
  double          offset;
  double          max;
  guint           delay_ms;

  EngineTestHook  hook;
  gpointer        hook_data;

  guint           n_computes;
  GString        *log;
  char           *changed;

  /* Touched from worker threads. */
  guint           n_jobs_done;
  guint           n_jobs_cancelled;

  /* Borrowed: the node's dock lists hold them. */
  FlowSink       *a;
  FlowSink       *b;
  FlowSource     *out;
};

enum {
  PROP_0,
  PROP_OFFSET,
  PROP_MAX,
  PROP_KIND,
  PROP_DELAY,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (EngineTestNode, engine_test_node, FLOW_TYPE_NODE)

typedef struct
{
  EngineTestNode *node;
  gboolean        has_value;
  double          value;
  guint           delay_ms;
} Work;

static void
log_value (EngineTestNode *self,
           gboolean        has_value,
           double          value)
{
  if (self->log->len > 0)
    g_string_append_c (self->log, ',');

  if (has_value)
    g_string_append_printf (self->log, "%g", value);
  else
    g_string_append (self->log, "null");
}

static void
work_free (gpointer data)
{
  Work *work = data;

  g_object_unref (work->node);
  g_free (work);
}

/* In a worker thread: only the job and the work's own copy of the inputs. */
static void
work_run (FlowJob  *job,
          gpointer  data)
{
  Work *work = data;
  g_auto(GValue) value = G_VALUE_INIT;
  gint64 end = g_get_monotonic_time () + work->delay_ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      if (flow_job_is_cancelled (job))
        {
          g_atomic_int_inc (&work->node->n_jobs_cancelled);
          return;
        }
      g_usleep (100);
    }

  if (work->has_value)
    {
      g_value_init (&value, G_TYPE_DOUBLE);
      g_value_set_double (&value, work->value);
    }
  flow_job_set_output (job, "out", work->has_value ? &value : NULL);

  g_atomic_int_inc (&work->node->n_jobs_done);
}

static void
engine_test_node_compute_value (EngineTestNode *self,
                                gboolean       *has_value,
                                double         *value)
{
  const GValue *a = flow_dock_get_value (FLOW_DOCK (self->a));
  const GValue *b = flow_dock_get_value (FLOW_DOCK (self->b));

  *has_value = a != NULL;
  *value = MIN ((a != NULL ? g_value_get_double (a) : 0.0) +
                (b != NULL ? g_value_get_double (b) : 0.0) +
                self->offset,
                self->max);
}

static void
record_changed (EngineTestNode *self)
{
  g_autoptr(GString) changed = g_string_new (NULL);

  if (flow_sink_has_changed (self->a))
    g_string_append (changed, "a");
  if (flow_sink_has_changed (self->b))
    g_string_append (changed, changed->len > 0 ? ",b" : "b");

  g_free (self->changed);
  self->changed = g_string_free (g_steal_pointer (&changed), FALSE);
}

static void
compute (EngineTestNode *self)
{
  g_auto(GValue) out = G_VALUE_INIT;
  gboolean has_value;
  double value;

  self->n_computes++;
  record_changed (self);

  if (self->hook != NULL)
    self->hook (self, self->hook_data);

  /* The hook may have taken the node out of its graph: it still computes,
   * as node code that goes on after removing itself would.
   */
  engine_test_node_compute_value (self, &has_value, &value);

  if (self->kind == ENGINE_TEST_ASYNC)
    {
      Work *work = g_new0 (Work, 1);
      FlowJob *job = flow_node_begin_job (FLOW_NODE (self));

      work->node = g_object_ref (self);
      work->has_value = has_value;
      work->value = value;
      work->delay_ms = self->delay_ms;
      log_value (self, has_value, value);
      flow_job_run_in_thread (job, work_run, work, work_free);
      return;
    }

  log_value (self, has_value, value);

  if (!has_value)
    {
      flow_dock_clear_value (FLOW_DOCK (self->out));
      return;
    }

  g_value_init (&out, G_TYPE_DOUBLE);
  g_value_set_double (&out, value);
  flow_dock_set_value (FLOW_DOCK (self->out), &out);
}

static void
engine_test_node_real_compute (FlowNode *node)
{
  EngineTestNode *self = ENGINE_TEST_NODE (node);

  if (self->kind == ENGINE_TEST_LEGACY)
    FLOW_NODE_CLASS (engine_test_node_parent_class)->compute (node);
  else
    compute (self);
}

static void
engine_test_node_sink_changed (FlowNode *node,
                               FlowSink *sink)
{
  compute (ENGINE_TEST_NODE (node));
}

static void
engine_test_node_finalize (GObject *object)
{
  EngineTestNode *self = (EngineTestNode *)object;

  g_string_free (self->log, TRUE);
  g_free (self->changed);

  G_OBJECT_CLASS (engine_test_node_parent_class)->finalize (object);
}

static void
engine_test_node_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  EngineTestNode *self = ENGINE_TEST_NODE (object);

  switch (prop_id)
    {
    case PROP_OFFSET:
      g_value_set_double (value, self->offset);
      break;

    case PROP_MAX:
      g_value_set_double (value, self->max);
      break;

    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;

    case PROP_DELAY:
      g_value_set_uint (value, self->delay_ms);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
engine_test_node_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  EngineTestNode *self = ENGINE_TEST_NODE (object);

  switch (prop_id)
    {
    case PROP_OFFSET:
      if (self->offset != g_value_get_double (value))
        {
          self->offset = g_value_get_double (value);
          g_object_notify_by_pspec (object, properties[PROP_OFFSET]);
        }
      break;

    case PROP_MAX:
      if (self->max != g_value_get_double (value))
        {
          self->max = g_value_get_double (value);
          g_object_notify_by_pspec (object, properties[PROP_MAX]);
        }
      break;

    case PROP_KIND:
      self->kind = g_value_get_int (value);
      break;

    case PROP_DELAY:
      self->delay_ms = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
engine_test_node_class_init (EngineTestNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  object_class->finalize = engine_test_node_finalize;
  object_class->get_property = engine_test_node_get_property;
  object_class->set_property = engine_test_node_set_property;

  node_class->compute = engine_test_node_real_compute;
  node_class->sink_changed = engine_test_node_sink_changed;

  properties[PROP_OFFSET] =
    g_param_spec_double ("offset", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_MAX] =
    g_param_spec_double ("max", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /* What the node is and how long its jobs take, as construct
   * properties, so that a copy of the node (inside a group node) is the
   * same kind of node.
   */
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL,
                      ENGINE_TEST_COMPUTE, ENGINE_TEST_ASYNC, ENGINE_TEST_COMPUTE,
                      (G_PARAM_READWRITE |
                       G_PARAM_CONSTRUCT_ONLY |
                       G_PARAM_STATIC_STRINGS));

  properties[PROP_DELAY] =
    g_param_spec_uint ("delay", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
engine_test_node_init (EngineTestNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);
  g_auto(GValue) zero = G_VALUE_INIT;

  g_value_init (&zero, G_TYPE_DOUBLE);
  flow_sink_set_default_value (b, &zero);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (b));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));

  self->a = a;
  self->b = b;
  self->out = out;
  self->log = g_string_new (NULL);
  self->max = G_MAXDOUBLE;
}

EngineTestNode *
engine_test_node_new (const char     *title,
                      EngineTestKind  kind)
{
  EngineTestNode *self = g_object_new (ENGINE_TEST_TYPE_NODE, "title", title, "kind", kind, NULL);

  /* The log starts with what the node does in a graph. */
  g_string_truncate (self->log, 0);
  self->n_computes = 0;

  return self;
}

void
engine_test_node_set_hook (EngineTestNode *self,
                           EngineTestHook  hook,
                           gpointer        user_data)
{
  self->hook = hook;
  self->hook_data = user_data;
}

void
engine_test_node_set_delay (EngineTestNode *self,
                            guint           delay_ms)
{
  self->delay_ms = delay_ms;
}

guint
engine_test_node_get_n_computes (EngineTestNode *self)
{
  return self->n_computes;
}

char *
engine_test_node_take_log (EngineTestNode *self)
{
  char *log = g_strdup (self->log->str);

  g_string_truncate (self->log, 0);

  return log;
}

const char *
engine_test_node_get_changed (EngineTestNode *self)
{
  return self->changed != NULL ? self->changed : "";
}

guint
engine_test_node_get_n_jobs_done (EngineTestNode *self)
{
  return g_atomic_int_get (&self->n_jobs_done);
}

guint
engine_test_node_get_n_jobs_cancelled (EngineTestNode *self)
{
  return g_atomic_int_get (&self->n_jobs_cancelled);
}

FlowSink *
engine_test_node_a (EngineTestNode *self)
{
  return self->a;
}

FlowSink *
engine_test_node_b (EngineTestNode *self)
{
  return self->b;
}

FlowSource *
engine_test_node_out (EngineTestNode *self)
{
  return self->out;
}

/* flow-demo-slow-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

#include <math.h>

/*
 * FlowDemoSlowNode:
 *
 * "Slow Square": squares its input, taking a second to do it, as a node
 * that renders an image or asks a server would. It computes in a job, in
 * one of libflow's worker threads, so the window stays responsive: the
 * node shows a spinner while it works, the nodes downstream wait for its
 * result, and a new input cancels the work under way.
 *
 * The delay is a parameter of the node, which the user edits.
 */

struct _FlowDemoSlowNode
{
  FlowDemoNode  parent_instance;

  double        delay;
};

enum {
  PROP_0,
  PROP_DELAY,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoSlowNode, flow_demo_slow_node, FLOW_DEMO_TYPE_NODE)

#define DEFAULT_DELAY 1.0

/* What the worker thread gets: a copy of the input, never the node. */
typedef struct
{
  double input;
  double delay;
} Work;

static void
work_run (FlowJob  *job,
          gpointer  user_data)
{
  Work *work = user_data;
  g_auto(GValue) result = G_VALUE_INIT;
  gint64 end = g_get_monotonic_time () + (gint64)(work->delay * G_USEC_PER_SEC);

  /* Sleeps in slices, to stop soon once the job is stale. */
  while (g_get_monotonic_time () < end)
    {
      if (flow_job_is_cancelled (job))
        return;
      g_usleep (MIN (10000, MAX (0, end - g_get_monotonic_time ())));
    }

  g_value_init (&result, G_TYPE_DOUBLE);
  g_value_set_double (&result, work->input * work->input);
  flow_job_set_output (job, "result", &result);
}

static void
flow_demo_slow_node_compute (FlowDemoNode *node)
{
  FlowDemoSlowNode *self = FLOW_DEMO_SLOW_NODE (node);
  FlowJob *job;
  Work *work;
  double input;

  if (!flow_demo_node_get_double (node, "value", &input))
    {
      flow_demo_node_clear (node, "result");
      return;
    }

  work = g_new0 (Work, 1);
  work->input = input;
  work->delay = self->delay;

  job = flow_node_begin_job (FLOW_NODE (self));
  flow_job_run_in_thread (job, work_run, work, g_free);
}

static GtkWidget *
flow_demo_slow_node_create_editor (FlowDemoNode *node)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0.0, 10.0, 0.1);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 4);
  flow_gtk_spin_button_keep_values (GTK_SPIN_BUTTON (spin));
  gtk_widget_set_tooltip_text (spin, _("Delay in seconds"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delay in seconds"),
                                  -1);
  g_object_bind_property (node, "delay",
                          gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin)), "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  return spin;
}

static JsonNode *
flow_demo_slow_node_save (FlowNode *node)
{
  FlowDemoSlowNode *self = FLOW_DEMO_SLOW_NODE (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "delay");
  json_builder_add_double_value (builder, self->delay);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
flow_demo_slow_node_load (FlowNode  *node,
                          JsonNode  *data,
                          GError   **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (data) ? json_node_get_object (data) : NULL;
  JsonNode *member = object ? json_object_get_member (object, "delay") : NULL;
  double delay;

  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      (json_node_get_value_type (member) != G_TYPE_DOUBLE &&
       json_node_get_value_type (member) != G_TYPE_INT64) ||
      !isfinite (delay = json_node_get_double (member)) ||
      delay < 0.0 || delay > 10.0)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("A slow node needs a delay of 0 to 10 seconds."));
      return FALSE;
    }

  flow_demo_slow_node_set_delay (FLOW_DEMO_SLOW_NODE (node), delay);

  return TRUE;
}

static void
flow_demo_slow_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_slow_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "value", _("Value"), G_TYPE_DOUBLE);
  flow_dock_set_description (FLOW_DOCK (flow_demo_node_add_source (node, "result", _("Square"), G_TYPE_DOUBLE)),
                             _("Value times itself, a second later"));
}

static void
flow_demo_slow_node_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  FlowDemoSlowNode *self = FLOW_DEMO_SLOW_NODE (object);

  switch (prop_id)
    {
    case PROP_DELAY:
      g_value_set_double (value, self->delay);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_slow_node_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  FlowDemoSlowNode *self = FLOW_DEMO_SLOW_NODE (object);

  switch (prop_id)
    {
    case PROP_DELAY:
      flow_demo_slow_node_set_delay (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_slow_node_class_init (FlowDemoSlowNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *flow_node_class = FLOW_NODE_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_slow_node_constructed;
  object_class->get_property = flow_demo_slow_node_get_property;
  object_class->set_property = flow_demo_slow_node_set_property;

  flow_node_class->save = flow_demo_slow_node_save;
  flow_node_class->load = flow_demo_slow_node_load;

  node_class->compute = flow_demo_slow_node_compute;
  node_class->create_editor = flow_demo_slow_node_create_editor;

  properties[PROP_DELAY] =
    g_param_spec_double ("delay", NULL, NULL,
                         0.0, 10.0, DEFAULT_DELAY,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_demo_slow_node_init (FlowDemoSlowNode *self)
{
  self->delay = DEFAULT_DELAY;
}

FlowNode *
flow_demo_slow_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_SLOW_NODE, NULL);
}

double
flow_demo_slow_node_get_delay (FlowDemoSlowNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_SLOW_NODE (self), 0.0);

  return self->delay;
}

/**
 * flow_demo_slow_node_set_delay:
 * @self: a slow node
 * @delay: how long the node takes to compute, in seconds, from 0 to 10
 *
 * Sets the node's delay, a parameter: the graph's history records the
 * change, and the node computes again.
 */
void
flow_demo_slow_node_set_delay (FlowDemoSlowNode *self,
                               double            delay)
{
  g_return_if_fail (FLOW_DEMO_IS_SLOW_NODE (self));
  g_return_if_fail (delay >= 0.0 && delay <= 10.0);

  if (self->delay == delay)
    return;

  self->delay = delay;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DELAY]);
}

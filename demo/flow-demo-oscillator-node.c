/* flow-demo-oscillator-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

#include <math.h>

/*
 * FlowDemoOscillatorNode:
 *
 * A clock: its "value" source swings smoothly from 0 to 1 and back once
 * per period, so everything downstream updates live. It ticks only while
 * it belongs to a graph, about 30 times a second.
 */

struct _FlowDemoOscillatorNode
{
  FlowDemoNode  parent_instance;

  double        period;
  double        phase;

  gint64        last_tick;
  guint         tick_id;
};

enum {
  PROP_0,
  PROP_PERIOD,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoOscillatorNode, flow_demo_oscillator_node, FLOW_DEMO_TYPE_NODE)

#define TICK_INTERVAL_MS 33

static void
flow_demo_oscillator_node_compute (FlowDemoNode *node)
{
  FlowDemoOscillatorNode *self = FLOW_DEMO_OSCILLATOR_NODE (node);

  flow_demo_node_set_double (node, "value", (1.0 - cos (2.0 * G_PI * self->phase)) / 2.0);
}

static gboolean
tick_cb (gpointer data)
{
  FlowDemoOscillatorNode *self = data;
  gint64 now = g_get_monotonic_time ();

  flow_demo_oscillator_node_advance (self, (now - self->last_tick) / (double)G_USEC_PER_SEC);
  self->last_tick = now;

  return G_SOURCE_CONTINUE;
}

static void
graph_notify_cb (FlowDemoOscillatorNode *self)
{
  gboolean in_graph = flow_node_get_graph (FLOW_NODE (self)) != NULL;

  if (in_graph && self->tick_id == 0)
    {
      self->last_tick = g_get_monotonic_time ();
      self->tick_id = g_timeout_add (TICK_INTERVAL_MS, tick_cb, self);
      g_source_set_name_by_id (self->tick_id, "[flow-demo] oscillator tick");
    }
  else if (!in_graph)
    {
      g_clear_handle_id (&self->tick_id, g_source_remove);
    }
}

static GtkWidget *
flow_demo_oscillator_node_create_editor (FlowDemoNode *node)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0.1, 60.0, 0.1);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 4);
  flow_gtk_spin_button_keep_values (GTK_SPIN_BUTTON (spin));
  gtk_widget_set_tooltip_text (spin, _("Period in seconds"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Period in seconds"),
                                  -1);
  g_object_bind_property (node, "period",
                          gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin)), "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  return spin;
}

static JsonNode *
flow_demo_oscillator_node_save (FlowNode *node)
{
  FlowDemoOscillatorNode *self = FLOW_DEMO_OSCILLATOR_NODE (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "period");
  json_builder_add_double_value (builder, self->period);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
flow_demo_oscillator_node_load (FlowNode  *node,
                                JsonNode  *data,
                                GError   **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (data) ? json_node_get_object (data) : NULL;
  JsonNode *member = object ? json_object_get_member (object, "period") : NULL;
  double period = 0;

  if (member != NULL && JSON_NODE_HOLDS_VALUE (member) &&
      (json_node_get_value_type (member) == G_TYPE_DOUBLE ||
       json_node_get_value_type (member) == G_TYPE_INT64))
    period = json_node_get_double (member);

  if (!(period >= 0.1 && period <= 60.0))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("An oscillator needs a period from 0.1 to 60 seconds."));
      return FALSE;
    }

  flow_demo_oscillator_node_set_period (FLOW_DEMO_OSCILLATOR_NODE (node), period);

  return TRUE;
}

static void
flow_demo_oscillator_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_oscillator_node_parent_class)->constructed (object);

  flow_dock_set_description (FLOW_DOCK (flow_demo_node_add_source (node, "value", _("Value"), G_TYPE_DOUBLE)),
                             _("A sine wave from −1 to 1, once a period"));
  flow_demo_node_compute (node);

  g_signal_connect (node, "notify::graph", G_CALLBACK (graph_notify_cb), NULL);
}

static void
flow_demo_oscillator_node_dispose (GObject *object)
{
  FlowDemoOscillatorNode *self = (FlowDemoOscillatorNode *)object;

  g_clear_handle_id (&self->tick_id, g_source_remove);

  G_OBJECT_CLASS (flow_demo_oscillator_node_parent_class)->dispose (object);
}

static void
flow_demo_oscillator_node_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  FlowDemoOscillatorNode *self = FLOW_DEMO_OSCILLATOR_NODE (object);

  switch (prop_id)
    {
    case PROP_PERIOD:
      g_value_set_double (value, self->period);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_oscillator_node_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  FlowDemoOscillatorNode *self = FLOW_DEMO_OSCILLATOR_NODE (object);

  switch (prop_id)
    {
    case PROP_PERIOD:
      flow_demo_oscillator_node_set_period (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_oscillator_node_class_init (FlowDemoOscillatorNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_oscillator_node_constructed;
  object_class->dispose = flow_demo_oscillator_node_dispose;
  object_class->get_property = flow_demo_oscillator_node_get_property;
  object_class->set_property = flow_demo_oscillator_node_set_property;

  FLOW_NODE_CLASS (klass)->save = flow_demo_oscillator_node_save;
  FLOW_NODE_CLASS (klass)->load = flow_demo_oscillator_node_load;

  node_class->compute = flow_demo_oscillator_node_compute;
  node_class->create_editor = flow_demo_oscillator_node_create_editor;

  properties[PROP_PERIOD] =
    g_param_spec_double ("period", NULL, NULL,
                         0.1, 60.0, 4.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_demo_oscillator_node_init (FlowDemoOscillatorNode *self)
{
  self->period = 4.0;
}

FlowNode *
flow_demo_oscillator_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_OSCILLATOR_NODE, NULL);
}

double
flow_demo_oscillator_node_get_period (FlowDemoOscillatorNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_OSCILLATOR_NODE (self), 0.0);

  return self->period;
}

void
flow_demo_oscillator_node_set_period (FlowDemoOscillatorNode *self,
                                      double                  period)
{
  g_return_if_fail (FLOW_DEMO_IS_OSCILLATOR_NODE (self));
  g_return_if_fail (period > 0.0);

  if (self->period == period)
    return;

  self->period = period;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PERIOD]);
}

/**
 * flow_demo_oscillator_node_advance:
 * @self: an oscillator
 * @seconds: the time that passed
 *
 * Moves the oscillator on by @seconds and updates its value. The timer
 * calls it; tests call it to step time by hand.
 */
void
flow_demo_oscillator_node_advance (FlowDemoOscillatorNode *self,
                                   double                  seconds)
{
  g_return_if_fail (FLOW_DEMO_IS_OSCILLATOR_NODE (self));

  self->phase = fmod (self->phase + seconds / self->period, 1.0);
  flow_demo_node_compute (FLOW_DEMO_NODE (self));
}

/* flow-demo-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-node.h"

#include <glib/gi18n-lib.h>

/*
 * FlowDemoNode:
 *
 * The base class of the demo's node types.
 *
 * Every demo node recomputes all of its sources from all of its sinks in
 * one place, [vfunc@FlowDemoNode.compute], which the graph's evaluation
 * engine runs once per wave in which a sink or a parameter (a property of
 * the node) changed, and when the node joins a graph, so that outputs
 * loaded from a file or pasted always agree with its inputs. Nulls
 * propagate: a node that lacks an input makes its outputs null rather than
 * inventing a zero.
 *
 * A node may also show a widget inside its box on the canvas, from
 * [vfunc@FlowDemoNode.create_editor]: a spin button for a number, a swatch
 * for a colour preview, a label for a display. The editor reads and writes
 * the model, never a copy of it, so any number of views agree.
 */

G_DEFINE_ABSTRACT_TYPE (FlowDemoNode, flow_demo_node, FLOW_TYPE_NODE)

static void
flow_demo_node_real_compute (FlowNode *node)
{
  FlowDemoNodeClass *klass = FLOW_DEMO_NODE_GET_CLASS (node);

  if (klass->compute != NULL)
    klass->compute (FLOW_DEMO_NODE (node));
}

static void
flow_demo_node_class_init (FlowDemoNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->compute = flow_demo_node_real_compute;
}

static void
flow_demo_node_init (FlowDemoNode *self)
{
}

/**
 * flow_demo_node_compute:
 * @self: a node
 *
 * Recomputes the sources of @self from its sinks: at once while it is in
 * no graph, in the graph's next wave otherwise.
 */
void
flow_demo_node_compute (FlowDemoNode *self)
{
  g_return_if_fail (FLOW_DEMO_IS_NODE (self));

  flow_node_queue_compute (FLOW_NODE (self));
}

/**
 * flow_demo_node_create_editor:
 * @self: a node
 *
 * Creates the widget shown inside @self on the canvas.
 *
 * Returns: (transfer floating) (nullable): a new widget, or `NULL`
 */
GtkWidget *
flow_demo_node_create_editor (FlowDemoNode *self)
{
  FlowDemoNodeClass *klass;

  g_return_val_if_fail (FLOW_DEMO_IS_NODE (self), NULL);

  klass = FLOW_DEMO_NODE_GET_CLASS (self);
  if (klass->create_editor == NULL)
    return NULL;

  return klass->create_editor (self);
}

/**
 * flow_demo_node_add_sink:
 * @self: a node
 * @name: the name of the sink
 * @label: the user-visible label
 * @value_type: the type of the values the sink accepts
 *
 * Creates a sink and appends it to @self.
 *
 * Returns: (transfer none): the new sink
 */
FlowSink *
flow_demo_node_add_sink (FlowDemoNode *self,
                         const char   *name,
                         const char   *label,
                         GType         value_type)
{
  g_autoptr(FlowSink) sink = flow_sink_new (name, value_type);

  g_return_val_if_fail (FLOW_DEMO_IS_NODE (self), NULL);

  flow_dock_set_label (FLOW_DOCK (sink), label);
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sink));

  /* The node keeps a reference. */
  return sink;
}

/**
 * flow_demo_node_add_number_sink:
 * @self: a node
 * @name: the name of the sink
 * @label: the user-visible label
 * @default_value: the value of the sink while it is not connected
 *
 * Creates a number sink with a default value and appends it to @self.
 *
 * Returns: (transfer none): the new sink
 */
FlowSink *
flow_demo_node_add_number_sink (FlowDemoNode *self,
                                const char   *name,
                                const char   *label,
                                double        default_value)
{
  g_autoptr(FlowSink) sink = flow_sink_new (name, G_TYPE_DOUBLE);
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (FLOW_DEMO_IS_NODE (self), NULL);

  /* Before adding it, so that the node does not compute half-built. */
  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, default_value);
  flow_sink_set_default_value (sink, &value);

  flow_dock_set_label (FLOW_DOCK (sink), label);
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sink));

  return sink;
}

/**
 * flow_demo_node_add_source:
 * @self: a node
 * @name: the name of the source
 * @label: the user-visible label
 * @value_type: the type of the values the source delivers
 *
 * Creates a source and appends it to @self.
 *
 * Returns: (transfer none): the new source
 */
FlowSource *
flow_demo_node_add_source (FlowDemoNode *self,
                           const char   *name,
                           const char   *label,
                           GType         value_type)
{
  g_autoptr(FlowSource) source = flow_source_new (name, value_type);

  g_return_val_if_fail (FLOW_DEMO_IS_NODE (self), NULL);

  flow_dock_set_label (FLOW_DOCK (source), label);
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (source));

  /* The node keeps a reference. */
  return source;
}

static const GValue *
get_sink_value (FlowDemoNode *self,
                const char   *name)
{
  FlowSink *sink = flow_node_get_sink (FLOW_NODE (self), name);

  g_return_val_if_fail (sink != NULL, NULL);

  return flow_dock_get_value (FLOW_DOCK (sink));
}

/**
 * flow_demo_node_get_double:
 * @self: a node
 * @sink: the name of a number sink
 * @value: (out): return location for the value
 *
 * Reads a number sink.
 *
 * Returns: `FALSE` if the sink is null
 */
gboolean
flow_demo_node_get_double (FlowDemoNode *self,
                           const char   *sink,
                           double       *value)
{
  const GValue *v = get_sink_value (self, sink);

  if (v == NULL)
    return FALSE;

  *value = g_value_get_double (v);

  return TRUE;
}

/**
 * flow_demo_node_get_boolean:
 * @self: a node
 * @sink: the name of a boolean sink
 * @value: (out): return location for the value
 *
 * Reads a boolean sink.
 *
 * Returns: `FALSE` if the sink is null
 */
gboolean
flow_demo_node_get_boolean (FlowDemoNode *self,
                            const char   *sink,
                            gboolean     *value)
{
  const GValue *v = get_sink_value (self, sink);

  if (v == NULL)
    return FALSE;

  *value = g_value_get_boolean (v);

  return TRUE;
}

/**
 * flow_demo_node_get_string:
 * @self: a node
 * @sink: the name of a text sink
 *
 * Reads a text sink.
 *
 * Returns: (nullable): the text, or `NULL` if the sink is null
 */
const char *
flow_demo_node_get_string (FlowDemoNode *self,
                           const char   *sink)
{
  const GValue *v = get_sink_value (self, sink);

  return v != NULL ? g_value_get_string (v) : NULL;
}

/**
 * flow_demo_node_get_rgba:
 * @self: a node
 * @sink: the name of a colour sink
 *
 * Reads a colour sink.
 *
 * Returns: (nullable): the colour, or `NULL` if the sink is null
 */
const GdkRGBA *
flow_demo_node_get_rgba (FlowDemoNode *self,
                         const char   *sink)
{
  const GValue *v = get_sink_value (self, sink);

  return v != NULL ? g_value_get_boxed (v) : NULL;
}

static void
set_source_value (FlowDemoNode *self,
                  const char   *name,
                  const GValue *value)
{
  FlowSource *source = flow_node_get_source (FLOW_NODE (self), name);

  g_return_if_fail (source != NULL);

  flow_dock_set_value (FLOW_DOCK (source), value);
}

/**
 * flow_demo_node_set_double:
 * @self: a node
 * @source: the name of a source
 * @value: the number
 *
 * Sets a source to a number, which flows to every connected sink.
 */
void
flow_demo_node_set_double (FlowDemoNode *self,
                           const char   *source,
                           double        value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_value_init (&v, G_TYPE_DOUBLE);
  g_value_set_double (&v, value);
  set_source_value (self, source, &v);
}

/**
 * flow_demo_node_set_boolean:
 * @self: a node
 * @source: the name of a source
 * @value: the truth value
 *
 * Sets a source to a boolean.
 */
void
flow_demo_node_set_boolean (FlowDemoNode *self,
                            const char   *source,
                            gboolean      value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_value_init (&v, G_TYPE_BOOLEAN);
  g_value_set_boolean (&v, value);
  set_source_value (self, source, &v);
}

/**
 * flow_demo_node_set_string:
 * @self: a node
 * @source: the name of a source
 * @value: (nullable): the text, or `NULL` for null
 *
 * Sets a source to a text, or to null.
 */
void
flow_demo_node_set_string (FlowDemoNode *self,
                           const char   *source,
                           const char   *value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  if (value == NULL)
    {
      flow_demo_node_clear (self, source);
      return;
    }

  g_value_init (&v, G_TYPE_STRING);
  g_value_set_string (&v, value);
  set_source_value (self, source, &v);
}

/**
 * flow_demo_node_set_rgba:
 * @self: a node
 * @source: the name of a source
 * @value: (nullable): the colour, or `NULL` for null
 *
 * Sets a source to a colour, or to null. Setting the colour it already
 * has does nothing.
 */
void
flow_demo_node_set_rgba (FlowDemoNode  *self,
                         const char    *source,
                         const GdkRGBA *value)
{
  g_auto(GValue) v = G_VALUE_INIT;
  FlowSource *dock;
  const GValue *old;

  if (value == NULL)
    {
      flow_demo_node_clear (self, source);
      return;
    }

  /* Boxed values compare by identity in the model, so compare the colours
   * here, or every recomputation would count as a change downstream.
   */
  dock = flow_node_get_source (FLOW_NODE (self), source);
  g_return_if_fail (dock != NULL);
  old = flow_dock_get_value (FLOW_DOCK (dock));
  if (old != NULL && G_VALUE_HOLDS (old, GDK_TYPE_RGBA) &&
      g_value_get_boxed (old) != NULL &&
      gdk_rgba_equal (g_value_get_boxed (old), value))
    return;

  g_value_init (&v, GDK_TYPE_RGBA);
  g_value_set_boxed (&v, value);
  set_source_value (self, source, &v);
}

/**
 * flow_demo_node_clear:
 * @self: a node
 * @source: the name of a source
 *
 * Makes a source null.
 */
void
flow_demo_node_clear (FlowDemoNode *self,
                      const char   *source)
{
  set_source_value (self, source, NULL);
}

/**
 * flow_demo_value_to_string:
 * @value: (nullable): a value, or `NULL` for null
 *
 * Describes a value for the user: `null` for null, numbers without
 * trailing zeros, text in quotes (so that an empty text differs from
 * null), colours in CSS notation.
 *
 * Returns: (transfer full): the description
 */
char *
flow_demo_value_to_string (const GValue *value)
{
  GType type;

  if (value == NULL || !G_IS_VALUE (value))
    return g_strdup ("null");

  type = G_VALUE_TYPE (value);

  if (type == G_TYPE_DOUBLE)
    return g_strdup_printf ("%.10g", g_value_get_double (value));
  if (type == G_TYPE_FLOAT)
    return g_strdup_printf ("%.6g", g_value_get_float (value));
  if (type == G_TYPE_INT)
    return g_strdup_printf ("%d", g_value_get_int (value));
  if (type == G_TYPE_BOOLEAN)
    return g_strdup (g_value_get_boolean (value) ? "true" : "false");
  if (type == G_TYPE_STRING)
    /* Translators: a text shown on a node, between the quotation
     * marks of the language. */
    return g_strdup_printf (_("“%s”"), g_value_get_string (value) ? g_value_get_string (value) : "");
  if (type == GDK_TYPE_RGBA)
    {
      const GdkRGBA *rgba = g_value_get_boxed (value);

      return rgba != NULL ? gdk_rgba_to_string (rgba) : g_strdup ("null");
    }

  if (g_value_type_transformable (type, G_TYPE_STRING))
    {
      g_auto(GValue) str = G_VALUE_INIT;

      g_value_init (&str, G_TYPE_STRING);
      if (g_value_transform (value, &str))
        return g_value_dup_string (&str);
    }

  return g_strdup_printf ("(%s)", g_type_name (type));
}

/* flow-sink.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-sink-private.h"

#include "flow-connection.h"
#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-graph-private.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-node-private.h"

/**
 * FlowSink:
 *
 * An input dock of a [class@Node].
 *
 * A sink receives the values of the [class@Source]s connected to it. By
 * default it takes one connection; connecting another source to a full
 * single-connection sink replaces its connection in one change, as a user
 * dropping a wire on a connected input expects. A sink with a larger
 * [property@Sink:max-connections], or `FLOW_SINK_UNLIMITED`, takes several.
 *
 * While a sink is not connected its value is its
 * [property@Sink:default-value], which is what a node's inline parameter
 * editor edits; it is null unless the application sets one. So
 * disconnecting the last connection delivers the default value, which is
 * null by default.
 *
 * A sink with several connections holds the value delivered last; when one
 * of its connections is removed it takes the current value of the source
 * of its most recent remaining connection.
 *
 * A [property@Sink:required] sink whose value is null puts its node in the
 * "missing input" state ([property@Node:missing-input]).
 */

typedef struct
{
  GValue default_value;
  int    max_connections;
} FlowSinkPrivate;

enum {
  PROP_0,
  PROP_MAX_CONNECTIONS,
  PROP_DEFAULT_VALUE,
  PROP_REQUIRED,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE_WITH_PRIVATE (FlowSink, flow_sink, FLOW_TYPE_DOCK)

GType _flow_sink_type;

void
_flow_sink_reset (FlowSink *self)
{
  FlowSinkPrivate *priv = flow_sink_get_instance_private (self);
  FlowDock *dock = FLOW_DOCK (self);
  guint n = flow_dock_get_n_connections (dock);

  if (n > 0)
    {
      FlowConnection *last = _flow_dock_get_connection (dock, n - 1);

      _flow_dock_deliver (dock, flow_dock_get_value (FLOW_DOCK (flow_connection_get_source (last))));
    }
  else
    {
      _flow_dock_deliver (dock, G_IS_VALUE (&priv->default_value) ? &priv->default_value : NULL);
    }
}

static void
flow_sink_finalize (GObject *object)
{
  FlowSink *self = (FlowSink *)object;
  FlowSinkPrivate *priv = flow_sink_get_instance_private (self);

  if (G_IS_VALUE (&priv->default_value))
    g_value_unset (&priv->default_value);

  G_OBJECT_CLASS (flow_sink_parent_class)->finalize (object);
}

static void
flow_sink_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  FlowSink *self = FLOW_SINK (object);

  switch (prop_id)
    {
    case PROP_MAX_CONNECTIONS:
      g_value_set_int (value, flow_sink_get_max_connections (self));
      break;

    case PROP_DEFAULT_VALUE:
      g_value_set_boxed (value, flow_sink_get_default_value (self));
      break;

    case PROP_REQUIRED:
      g_value_set_boolean (value, flow_sink_get_required (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_sink_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  FlowSink *self = FLOW_SINK (object);

  switch (prop_id)
    {
    case PROP_MAX_CONNECTIONS:
      flow_sink_set_max_connections (self, g_value_get_int (value));
      break;

    case PROP_DEFAULT_VALUE:
      flow_sink_set_default_value (self, g_value_get_boxed (value));
      break;

    case PROP_REQUIRED:
      flow_sink_set_required (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_sink_class_init (FlowSinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  _flow_sink_type = G_TYPE_FROM_CLASS (klass);

  object_class->finalize = flow_sink_finalize;
  object_class->get_property = flow_sink_get_property;
  object_class->set_property = flow_sink_set_property;

  /**
   * FlowSink:max-connections: (getter get_max_connections) (setter set_max_connections)
   *
   * How many connections the sink accepts: 1 by default, or
   * `FLOW_SINK_UNLIMITED`.
   *
   * A limit below the current number of connections is refused, as a
   * programmer error: disconnect first. A change is a step of the
   * graph's history.
   */
  properties[PROP_MAX_CONNECTIONS] =
    g_param_spec_int ("max-connections", NULL, NULL,
                      -1, G_MAXINT, 1,
                      (G_PARAM_READWRITE |
                       G_PARAM_EXPLICIT_NOTIFY |
                       G_PARAM_STATIC_STRINGS));

  /**
   * FlowSink:default-value: (getter get_default_value) (setter set_default_value)
   *
   * The value of the sink while it is not connected, or `NULL` for null.
   */
  properties[PROP_DEFAULT_VALUE] =
    g_param_spec_boxed ("default-value", NULL, NULL,
                        G_TYPE_VALUE,
                        (G_PARAM_READWRITE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  /**
   * FlowSink:required: (getter get_required) (setter set_required)
   *
   * Whether the node needs a value at this sink to do its work.
   *
   * A required sink that is null puts its node in the "missing input"
   * state (see [property@Node:missing-input]).
   */
  properties[PROP_REQUIRED] =
    g_param_spec_boolean ("required", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_sink_init (FlowSink *self)
{
  FlowSinkPrivate *priv = flow_sink_get_instance_private (self);

  priv->max_connections = 1;
}

/**
 * flow_sink_new:
 * @name: the name of the sink, unique in its node
 * @value_type: the type of the values it accepts, or `FLOW_TYPE_ANY`
 *
 * Creates a new input dock.
 *
 * Returns: (transfer full): the new sink
 */
FlowSink *
flow_sink_new (const char *name,
               GType       value_type)
{
  g_return_val_if_fail (name != NULL && *name != '\0', NULL);
  g_return_val_if_fail (value_type != G_TYPE_INVALID && value_type != G_TYPE_NONE, NULL);

  return g_object_new (FLOW_TYPE_SINK,
                       "name", name,
                       "value-type", value_type,
                       NULL);
}

/**
 * flow_sink_get_max_connections: (get-property max-connections)
 * @self: a sink
 *
 * Gets how many connections @self accepts.
 *
 * Returns: the maximum, or `FLOW_SINK_UNLIMITED`
 */
int
flow_sink_get_max_connections (FlowSink *self)
{
  FlowSinkPrivate *priv;

  g_return_val_if_fail (FLOW_IS_SINK (self), 1);

  priv = flow_sink_get_instance_private (self);

  return priv->max_connections;
}

/**
 * flow_sink_set_max_connections: (set-property max-connections)
 * @self: a sink
 * @max_connections: a number of connections of at least 1, or
 *   `FLOW_SINK_UNLIMITED`
 *
 * Sets how many connections @self accepts.
 *
 * A limit below the number of connections @self has is refused, with a
 * critical: disconnect first. Every state of a graph must save and load
 * back, and a file cannot hold a sink with more connections than it
 * takes. A change of the limit is a step of the graph's history, so that
 * undoing a disconnection finds the room the connection had.
 */
void
flow_sink_set_max_connections (FlowSink *self,
                               int       max_connections)
{
  FlowSinkPrivate *priv;
  FlowGroup *sync;
  FlowNode *node;

  g_return_if_fail (FLOW_IS_SINK (self));
  g_return_if_fail (max_connections == FLOW_SINK_UNLIMITED || max_connections >= 1);
  g_return_if_fail (max_connections == FLOW_SINK_UNLIMITED ||
                    flow_dock_get_n_connections (FLOW_DOCK (self)) <= (guint)max_connections);

  priv = flow_sink_get_instance_private (self);

  if (priv->max_connections == max_connections)
    return;

  node = flow_dock_get_node (FLOW_DOCK (self));
  sync = node != NULL ? _flow_graph_peek_sync (_flow_node_peek_graph (node)) : NULL;
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, _flow_node_peek_graph (node));

  if (node != NULL)
    _flow_history_record_max_connections (_flow_node_get_history (node),
                                          self, priv->max_connections, max_connections);

  priv->max_connections = max_connections;

  _flow_dock_notify (FLOW_DOCK (self), properties[PROP_MAX_CONNECTIONS]);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_sink_changed (sync, self, "max-connections");
}

/**
 * flow_sink_get_default_value: (get-property default-value)
 * @self: a sink
 *
 * Gets the value @self has while it is not connected.
 *
 * Returns: (transfer none) (nullable): the default value, or `NULL` for null
 */
const GValue *
flow_sink_get_default_value (FlowSink *self)
{
  FlowSinkPrivate *priv;

  g_return_val_if_fail (FLOW_IS_SINK (self), NULL);

  priv = flow_sink_get_instance_private (self);

  return G_IS_VALUE (&priv->default_value) ? &priv->default_value : NULL;
}

/**
 * flow_sink_set_default_value: (set-property default-value)
 * @self: a sink
 * @value: (nullable): the default value, or `NULL` for null
 *
 * Sets the value @self has while it is not connected. While @self is not
 * connected, this also sets its [property@Dock:value].
 *
 * As with [method@Dock.set_value], @value must be convertible to the
 * sink's value type; another type is refused with a critical warning.
 * A `gpointer` value holding `NULL`, which gjs passes for null, is null.
 */
void
flow_sink_set_default_value (FlowSink     *self,
                             const GValue *value)
{
  g_return_if_fail (FLOW_IS_SINK (self));

  _flow_sink_set_default_value_for (self, value, G_STRFUNC);
}

/* flow_sink_set_default_value () for the typed setters: a value refused
 * names @caller, the function the application called.
 */
void
_flow_sink_set_default_value_for (FlowSink     *self,
                                  const GValue *value,
                                  const char   *caller)
{
  FlowSinkPrivate *priv;
  FlowEngine *engine = NULL;
  FlowGroup *sync;
  FlowNode *node;
  GType value_type;
  GValue converted = G_VALUE_INIT;
  GValue old_value = G_VALUE_INIT;

  priv = flow_sink_get_instance_private (self);

  value_type = flow_dock_get_value_type (FLOW_DOCK (self));

  if (!_flow_value_is_null (value_type, value))
    {
      if (value_type == FLOW_TYPE_ANY || g_type_is_a (G_VALUE_TYPE (value), value_type))
        {
          g_value_init (&converted, G_VALUE_TYPE (value));
          g_value_copy (value, &converted);
        }
      else
        {
          g_value_init (&converted, value_type);
          if (!_flow_value_fits (value_type, value) ||
              !g_value_transform (value, &converted))
            {
              g_value_unset (&converted);
              g_critical ("%s: the sink “%s” carries %s values and cannot hold "
                          "a value of type %s",
                          caller, flow_dock_get_name (FLOW_DOCK (self)),
                          g_type_name (value_type), G_VALUE_TYPE_NAME (value));
              return;
            }
        }
    }

  if (_flow_value_equal (&priv->default_value, &converted))
    {
      if (G_IS_VALUE (&converted))
        g_value_unset (&converted);
      return;
    }

  node = flow_dock_get_node (FLOW_DOCK (self));
  if (node != NULL && _flow_node_peek_graph (node) != NULL)
    {
      engine = _flow_graph_peek_engine (_flow_node_peek_graph (node));
      _flow_engine_begin (engine);
    }

  sync = node != NULL ? _flow_graph_peek_sync (_flow_node_peek_graph (node)) : NULL;
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, _flow_node_peek_graph (node));

  /* Plain struct moves: the values change owner. */
  old_value = priv->default_value;
  priv->default_value = converted;

  if (node != NULL)
    _flow_history_record_default_value (_flow_node_get_history (node), self,
                                        &old_value, &priv->default_value);
  if (G_IS_VALUE (&old_value))
    g_value_unset (&old_value);

  _flow_dock_notify (FLOW_DOCK (self), properties[PROP_DEFAULT_VALUE]);

  if (!flow_dock_is_connected (FLOW_DOCK (self)))
    _flow_sink_reset (self);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_sink_changed (sync, self, "default-value");

  if (engine != NULL)
    _flow_engine_end (engine);
}

/**
 * flow_sink_get_required: (get-property required)
 * @self: a sink
 *
 * Gets whether @self needs a value for its node to work.
 *
 * Returns: `TRUE` if @self is required
 */
gboolean
flow_sink_get_required (FlowSink *self)
{
  g_return_val_if_fail (FLOW_IS_SINK (self), FALSE);

  return _flow_dock_get_private (FLOW_DOCK (self))->required;
}

/**
 * flow_sink_set_required: (set-property required)
 * @self: a sink
 * @required: whether the node needs a value here
 *
 * Sets whether @self needs a value for its node to work.
 */
void
flow_sink_set_required (FlowSink *self,
                        gboolean  required)
{
  FlowDockPrivate *priv;
  FlowNode *node;

  g_return_if_fail (FLOW_IS_SINK (self));

  priv = _flow_dock_get_private (FLOW_DOCK (self));

  required = !!required;

  if (priv->required == required)
    return;

  priv->required = required;

  _flow_dock_notify (FLOW_DOCK (self), properties[PROP_REQUIRED]);

  if ((node = flow_dock_get_node (FLOW_DOCK (self))) != NULL)
    _flow_node_update_missing_input (node);
}

/**
 * flow_sink_is_full:
 * @self: a sink
 *
 * Checks whether @self has as many connections as it accepts.
 *
 * Connecting to a full sink that accepts a single connection replaces that
 * connection; connecting to a full sink that accepts several is refused.
 *
 * Returns: `TRUE` if @self is full
 */
gboolean
flow_sink_is_full (FlowSink *self)
{
  FlowSinkPrivate *priv;

  g_return_val_if_fail (FLOW_IS_SINK (self), FALSE);

  priv = flow_sink_get_instance_private (self);

  return priv->max_connections != FLOW_SINK_UNLIMITED &&
         flow_dock_get_n_connections (FLOW_DOCK (self)) >= (guint)priv->max_connections;
}

/**
 * flow_sink_has_changed:
 * @self: a sink
 *
 * While the node of @self computes ([vfunc@Node.compute] or
 * [vfunc@Node.sink_changed]), checks whether the value of @self is new
 * since the node last computed.
 *
 * A node whose sinks change together computes once, with all of their
 * new values: this tells which of them changed.
 *
 * Returns: `TRUE` if the value of @self changed since its node last
 *   computed, during that node's computation; `FALSE` otherwise
 *
 * Since: 0.2
 */
gboolean
flow_sink_has_changed (FlowSink *self)
{
  g_return_val_if_fail (FLOW_IS_SINK (self), FALSE);

  return _flow_dock_get_changed (FLOW_DOCK (self));
}

/* flow-dock.c: FlowDock, an input or an output of a node: its name,
 * label, description and type, how its value is stored and handed on
 * along its connections, and the list of those connections.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-dock-private.h"
#include "flow-i18n-private.h"

#include "flow-connection-list-private.h"
#include "flow-connection-private.h"
#include "flow-engine-private.h"
#include "flow-graph-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"

#include <string.h>

/**
 * FlowDock:
 *
 * One end point of a node: an input ([class@Sink]) or an output
 * ([class@Source]).
 *
 * A dock has a [property@Dock:name] that is unique in its node and stays
 * the same across saving and loading, a user-visible
 * [property@Dock:label], and a [property@Dock:value-type], the
 * [alias@GObject.Type] of the values it carries. `FLOW_TYPE_ANY` makes a
 * dock that carries values of every type.
 *
 * The dock's [property@Dock:value] may be null: an unset value is a state
 * of its own, distinct from `0`, `FALSE` or an empty string.
 * [method@Dock.get_value] returns `NULL` for it and [method@Dock.has_value]
 * returns `FALSE`.
 *
 * Setting the value of a source delivers it at once to every connected
 * sink, converted to each sink's type where needed. The sinks' nodes then
 * compute in the graph's next wave of evaluation, in topological order,
 * each once: at its node's turn, a sink notifies [property@Dock:value]
 * once, and the node computes ([vfunc@Node.compute]). See [class@Graph]
 * for when waves run.
 *
 * The dock's connections are available as a [iface@Gio.ListModel] from
 * [method@Dock.get_connections], which emits exactly one
 * [signal@Gio.ListModel::items-changed] for each connection made, removed
 * or replaced at this dock.
 */

enum {
  PROP_0,
  PROP_NAME,
  PROP_LABEL,
  PROP_VALUE_TYPE,
  PROP_NODE,
  PROP_VALUE,
  PROP_TRANSIENT,
  PROP_ON_DEMAND,
  PROP_DESCRIPTION,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

/* properties[PROP_VALUE], for _flow_dock_notify_value (). */
GParamSpec *_flow_dock_value_pspec;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (FlowDock, flow_dock, G_TYPE_OBJECT)

/* FlowDock_private_offset, for the inline accessors of
 * flow-dock-private.h.
 */
gint _flow_dock_private_offset;

/* FlowAny: the "any" value type. */

/**
 * flow_any_get_type:
 *
 * Gets the value type of docks that carry values of every type. In C,
 * use `FLOW_TYPE_ANY`.
 *
 * Returns: the type that `FLOW_TYPE_ANY` stands for
 */
GType
flow_any_get_type (void)
{
  static gsize any_type;

  if (g_once_init_enter (&any_type))
    {
      GType type = g_pointer_type_register_static (g_intern_static_string ("FlowAny"));

      g_once_init_leave (&any_type, type);
    }

  return any_type;
}

/* Helpers */

/* Whether the dock's own value is set. The dock only ever initializes it
 * with a valid type, so this is G_IS_VALUE () without the type-system call.
 */
#define HAS_VALUE(priv) (G_VALUE_TYPE (&(priv)->value) != G_TYPE_INVALID)

char *
_flow_dock_describe (FlowDock *self)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  const char *title = NULL;

  if (priv->node != NULL)
    title = flow_node_get_title (priv->node);

  if (title != NULL && *title != '\0')
    return g_strdup_printf ("“%s” of “%s”", flow_dock_get_label (self), title);

  return g_strdup_printf ("“%s”", flow_dock_get_label (self));
}

/* _flow_dock_store_value () for what is not a plain value of the dock's
 * own type: conversions, nulls, strings, boxed and object values.
 */
static G_GNUC_NO_INLINE gboolean
store_value_slow (FlowDock     *self,
                  const GValue *value)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  GValue converted = G_VALUE_INIT;

  if (value != NULL && G_IS_VALUE (value))
    _flow_value_convert (priv->value_type, value, &converted);

  if (_flow_value_equal (&priv->value, &converted))
    {
      if (G_IS_VALUE (&converted))
        g_value_unset (&converted);
      return FALSE;
    }

  if (G_IS_VALUE (&priv->value))
    g_value_unset (&priv->value);

  /* A plain struct move: the GValue's contents change owner. */
  priv->value = converted;

  return TRUE;
}

/* Stores @value in the dock of @priv if it is a plain value of the very
 * type the dock holds already: the common case on a value's way through a
 * graph. Converting is then copying and copying is copying data[0]: this
 * does just that, with the same result as the general path, which spends
 * most of its time in type-system lookups. Returns 1 if the value changed,
 * 0 if not, -1 if @value is not such a value (a null dock's type,
 * G_TYPE_INVALID, is not plain).
 */
static inline int
store_plain_value (FlowDockPrivate *priv,
                   const GValue    *value)
{
  int equal;

  if (G_VALUE_TYPE (value) != G_VALUE_TYPE (&priv->value) ||
      (equal = _flow_value_compare_plain (G_VALUE_TYPE (value), &priv->value, value)) < 0)
    return -1;

  if (equal)
    return 0;

  priv->value.data[0] = value->data[0];

  return 1;
}

/* _flow_dock_store_value () for all but a plain value of the dock's own
 * type: a dock's first value, nulls, conversions, strings, boxed and
 * object values.
 */
static G_GNUC_NO_INLINE gboolean
store_value_general (FlowDock     *self,
                     const GValue *value)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  GType type = value != NULL ? G_VALUE_TYPE (value) : G_TYPE_INVALID;

  /* A dock's first value, as in a graph's first wave: the same for a
   * dock that holds nothing yet, as g_value_init () and _copy () would
   * leave it.
   */
  if (type != G_TYPE_INVALID && !HAS_VALUE (priv) && _flow_value_is_plain_type (type) &&
      (type == priv->value_type || priv->value_type == FLOW_TYPE_ANY))
    {
      priv->value.g_type = type;
      priv->value.data[0] = value->data[0];
      priv->value.data[1].v_int64 = 0;
      return TRUE;
    }

  /* Null where there is nothing. */
  if (type == G_TYPE_INVALID && !HAS_VALUE (priv))
    return FALSE;

  return store_value_slow (self, value);
}

/* Stores @value (NULL for null), converted to the dock's type. Returns
 * whether the stored value changed; an unconvertible value stores null.
 * Inline in the value path, which stores twice per node a value reaches:
 * in a source, then in each of its sinks.
 */
static inline gboolean
store_value (FlowDock     *self,
             const GValue *value)
{
  int changed;

  if (G_LIKELY (value != NULL) &&
      (changed = store_plain_value (flow_dock_get_instance_private (self), value)) >= 0)
    return changed;

  return store_value_general (self, value);
}

gboolean
_flow_dock_store_value (FlowDock     *self,
                        const GValue *value)
{
  return store_value (self, value);
}

/* A sink's value changed while its node is in no graph: it computes at
 * once, or, for a sink of no node, the value is announced.
 */
static G_GNUC_NO_INLINE void
sink_value_changed_outside (FlowDock *self)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  if (priv->node == NULL)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
      return;
    }

  priv->pending = TRUE;
  _flow_node_evaluate_outside (priv->node);
}

/* A sink's value changed: its node computes at its turn in the wave, or at
 * once when it is in no graph. No application code runs here when the node
 * is in a graph, so that a source can deliver to all of its sinks without
 * the connections changing under it.
 */
static inline void
sink_value_changed (FlowDock *self)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  FlowNode *node = priv->node;
  FlowGraph *graph;

  if (G_UNLIKELY (node == NULL || (graph = _flow_node_peek_graph (node)) == NULL))
    {
      sink_value_changed_outside (self);
      return;
    }

  priv->pending = TRUE;
  _flow_engine_schedule (_flow_graph_peek_engine (graph), node);
}

/* Stores @value (NULL for null) in the sink @self, converted to its
 * type; if that changed it, schedules its node.
 */
void
_flow_dock_deliver (FlowDock     *self,
                    const GValue *value)
{
  if (store_value (self, value))
    sink_value_changed (self);
}

/* _flow_dock_deliver () from a source whose node is in @graph (or NULL).
 * A connection joins two nodes of one graph, so the sink's node is
 * scheduled in @graph's engine, which the source found already: then the
 * place it takes in the queue does not wait for the engine to be looked
 * up anew at the end of the chain of loads that leads from the source to
 * the next node, which is what a value's hop costs most. Any other case
 * takes the general path.
 */
static inline void
deliver_to_sink (FlowDock     *sink,
                 const GValue *value,
                 FlowGraph    *graph)
{
  FlowNode *node;

  if (!store_value (sink, value))
    return;

  node = _flow_dock_peek_node (sink);
  if (G_LIKELY (graph != NULL && node != NULL && _flow_node_peek_graph (node) == graph))
    {
      _flow_dock_get_private (sink)->pending = TRUE;
      _flow_engine_schedule (_flow_graph_peek_engine (graph), node);
    }
  else
    sink_value_changed (sink);
}

/* A source's value changed: every connected sink receives it, then the
 * source announces it. @graph is the graph of the source's node, or NULL.
 * Inline in set_value (): one call less per node a value reaches.
 */
static inline G_ALWAYS_INLINE void
source_value_changed (FlowDock  *self,
                      FlowGraph *graph)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  const GValue *value = HAS_VALUE (priv) ? &priv->value : NULL;
  guint i = 0;

  /* Most sources have one connection, which is then first_connection:
   * read there rather than through the array, it is one load less on the
   * way to the next node.
   */
  if (G_LIKELY (priv->n_connections == 1))
    {
      deliver_to_sink (FLOW_DOCK (_flow_connection_peek_sink (priv->first_connection)), value, graph);

      /* Only a sink whose node is in no graph ran application code. */
      if (G_LIKELY (priv->n_connections == 1))
        goto notify;
      i = 1;
    }

  for (; i < priv->n_connections; i++)
    deliver_to_sink (FLOW_DOCK (_flow_connection_peek_sink (priv->connections[i])), value, graph);

notify:

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

/* Gives the source @self a value its node made (NULL for null), converted
 * to its type, or null when it cannot be: no checks, as for the values of
 * a muted node or of a job.
 */
void
_flow_dock_produce (FlowDock     *self,
                    const GValue *value)
{
  if (store_value (self, value))
    {
      FlowNode *node = _flow_dock_peek_node (self);

      source_value_changed (self, node != NULL ? _flow_node_peek_graph (node) : NULL);
    }
}

/* Notifies @pspec, a property that describes the dock (its label, a
 * sink's default…), on the dock and, in a graph, through the graph's
 * FlowGraph::dock-changed.
 */
void
_flow_dock_notify (FlowDock   *self,
                   GParamSpec *pspec)
{
  FlowNode *node = _flow_dock_peek_node (self);
  FlowGraph *graph;

  g_object_notify_by_pspec (G_OBJECT (self), pspec);

  if (node != NULL && (graph = _flow_node_peek_graph (node)) != NULL)
    _flow_graph_dock_changed (graph, self, pspec);
}

void
_flow_dock_set_node (FlowDock *self,
                     FlowNode *node)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  g_assert (FLOW_IS_DOCK (self));
  g_assert (node == NULL || FLOW_IS_NODE (node));

  if (priv->node == node)
    return;

  priv->node = node;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODE]);
}

static gboolean
find_connection (FlowDockPrivate *priv,
                 FlowConnection  *connection,
                 guint           *position)
{
  for (guint i = 0; i < priv->n_connections; i++)
    {
      if (priv->connections[i] == connection)
        {
          *position = i;
          return TRUE;
        }
    }

  return FALSE;
}

/* The four functions below change the connections of @self and leave
 * telling the dock's list to the graph (flow-graph-notices.c), which
 * tells it once every list agrees: each returns the position changed.
 */
guint
_flow_dock_add_connection (FlowDock       *self,
                           FlowConnection *connection)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  if (priv->n_connections == 0)
    priv->connections = &priv->first_connection;
  else if (priv->n_connections == 1)
    {
      priv->connections = g_new (FlowConnection *, 2);
      priv->connections[0] = priv->first_connection;
    }
  else
    priv->connections = g_renew (FlowConnection *, priv->connections, priv->n_connections + 1);
  priv->connections[priv->n_connections++] = connection;

  return priv->n_connections - 1;
}

guint
_flow_dock_remove_connection (FlowDock       *self,
                              FlowConnection *connection)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  guint position;

  if (!find_connection (priv, connection, &position))
    g_return_val_if_reached (0);

  memmove (priv->connections + position, priv->connections + position + 1,
           (priv->n_connections - position - 1) * sizeof (FlowConnection *));
  if (--priv->n_connections == 0)
    {
      priv->connections = NULL;
      priv->first_connection = NULL;
    }
  else if (priv->n_connections == 1)
    {
      priv->first_connection = priv->connections[0];
      g_free (priv->connections);
      priv->connections = &priv->first_connection;
    }
  else
    priv->connections = g_renew (FlowConnection *, priv->connections, priv->n_connections);

  return position;
}

guint
_flow_dock_replace_connection (FlowDock       *self,
                               FlowConnection *old_connection,
                               FlowConnection *new_connection)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  guint position;

  if (!find_connection (priv, old_connection, &position))
    g_return_val_if_reached (0);

  priv->connections[position] = new_connection;

  return position;
}

/* Moves @connection to @position in the connections of @self; the
 * positions from @first on, @n_changed of them, changed.
 */
void
_flow_dock_move_connection (FlowDock       *self,
                            FlowConnection *connection,
                            guint           position,
                            guint          *first,
                            guint          *n_changed)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  guint current;

  *first = 0;
  *n_changed = 0;

  if (!find_connection (priv, connection, &current))
    g_return_if_reached ();

  position = MIN (position, priv->n_connections - 1);
  if (current == position)
    return;

  if (current < position)
    memmove (priv->connections + current, priv->connections + current + 1,
             (position - current) * sizeof (FlowConnection *));
  else
    memmove (priv->connections + position + 1, priv->connections + position,
             (current - position) * sizeof (FlowConnection *));
  priv->connections[position] = connection;

  *first = MIN (current, position);
  *n_changed = MAX (current, position) - *first + 1;
}

/* The list of connections of @self if it was made, or NULL. */
GListModel *
_flow_dock_peek_connections_model (FlowDock *self)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  return priv->connections_model;
}

FlowConnection *
_flow_dock_get_connection (FlowDock *self,
                           guint     position)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  if (position >= priv->n_connections)
    return NULL;

  return priv->connections[position];
}



/* GObject */

static void
flow_dock_finalize (GObject *object)
{
  FlowDock *self = (FlowDock *)object;
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  /* The graph owns connections and removes them before it drops a node;
   * a connected dock cannot be finalized.
   */
  g_assert (priv->n_connections == 0);

  if (priv->connections_model != NULL)
    _flow_connection_list_forget (priv->connections_model);
  g_clear_object (&priv->connections_model);
  if (priv->connections != &priv->first_connection)
    g_free (priv->connections);
  priv->connections = NULL;
  g_clear_pointer (&priv->label, g_free);
  g_clear_pointer ((char **)&priv->name, g_ref_string_release);
  if (G_IS_VALUE (&priv->value))
    g_value_unset (&priv->value);

  G_OBJECT_CLASS (flow_dock_parent_class)->finalize (object);
}

static void
flow_dock_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  FlowDock *self = FLOW_DOCK (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, flow_dock_get_name (self));
      break;

    case PROP_LABEL:
      g_value_set_string (value, flow_dock_get_label (self));
      break;

    case PROP_VALUE_TYPE:
      g_value_set_gtype (value, flow_dock_get_value_type (self));
      break;

    case PROP_NODE:
      g_value_set_object (value, flow_dock_get_node (self));
      break;

    case PROP_VALUE:
      g_value_set_boxed (value, flow_dock_get_value (self));
      break;

    case PROP_TRANSIENT:
      g_value_set_boolean (value, flow_dock_get_transient (self));
      break;

    case PROP_ON_DEMAND:
      g_value_set_boolean (value, flow_dock_get_on_demand (self));
      break;

    case PROP_DESCRIPTION:
      g_value_set_string (value, flow_dock_get_description (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_dock_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  FlowDock *self = FLOW_DOCK (object);
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_NAME:
      g_clear_pointer ((char **)&priv->name, g_ref_string_release);
      if (g_value_get_string (value) != NULL)
        priv->name = g_ref_string_new_intern (g_value_get_string (value));
      break;

    case PROP_LABEL:
      flow_dock_set_label (self, g_value_get_string (value));
      break;

    case PROP_DESCRIPTION:
      flow_dock_set_description (self, g_value_get_string (value));
      break;

    case PROP_VALUE_TYPE:
      priv->value_type = g_value_get_gtype (value);
      break;

    case PROP_VALUE:
      flow_dock_set_value (self, g_value_get_boxed (value));
      break;

    case PROP_TRANSIENT:
      flow_dock_set_transient (self, g_value_get_boolean (value));
      break;

    case PROP_ON_DEMAND:
      flow_dock_set_on_demand (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_dock_constructed (GObject *object)
{
  FlowDock *self = (FlowDock *)object;
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  G_OBJECT_CLASS (flow_dock_parent_class)->constructed (object);

  if (priv->name == NULL || *priv->name == '\0')
    {
      g_critical ("A %s needs a name", G_OBJECT_TYPE_NAME (self));
      g_clear_pointer ((char **)&priv->name, g_ref_string_release);
      priv->name = g_ref_string_new_intern ("unnamed");
    }

  if (priv->value_type == G_TYPE_INVALID || priv->value_type == G_TYPE_NONE)
    {
      g_critical ("The %s “%s” needs a value type", G_OBJECT_TYPE_NAME (self), priv->name);
      priv->value_type = FLOW_TYPE_ANY;
    }
}

static void
flow_dock_class_init (FlowDockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = flow_dock_constructed;
  object_class->finalize = flow_dock_finalize;
  object_class->get_property = flow_dock_get_property;
  object_class->set_property = flow_dock_set_property;

  _flow_dock_private_offset = FlowDock_private_offset;

  /**
   * FlowDock:name: (getter get_name)
   *
   * The name of the dock, unique among the docks of its node.
   *
   * The name identifies the dock in files and in code; it is never shown
   * to the user (see [property@Dock:label]).
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowDock:label: (getter get_label) (setter set_label)
   *
   * The user-visible label of the dock.
   *
   * When unset, it is the dock's [property@Dock:name].
   */
  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowDock:value-type: (getter get_value_type)
   *
   * The type of the values the dock carries, or `FLOW_TYPE_ANY`.
   */
  properties[PROP_VALUE_TYPE] =
    g_param_spec_gtype ("value-type", NULL, NULL,
                        G_TYPE_NONE,
                        (G_PARAM_READWRITE |
                         G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_STATIC_STRINGS));

  /**
   * FlowDock:node: (getter get_node)
   *
   * The node the dock belongs to, or `NULL` before it is added to one.
   */
  properties[PROP_NODE] =
    g_param_spec_object ("node", NULL, NULL,
                         FLOW_TYPE_NODE,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowDock:value: (getter get_value) (setter set_value)
   *
   * The current value of the dock, or `NULL` when it is null.
   *
   * Null is a state of its own, distinct from `0` or an empty string.
   */
  properties[PROP_VALUE] =
    g_param_spec_boxed ("value", NULL, NULL,
                        G_TYPE_VALUE,
                        (G_PARAM_READWRITE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));
  _flow_dock_value_pspec = properties[PROP_VALUE];

  /**
   * FlowDock:transient: (getter get_transient) (setter set_transient)
   *
   * Whether the dock exists only while its node runs.
   *
   * A node adds transient docks, and removes them, for what appears and
   * goes away on its own while it works: the pads a running media
   * pipeline creates, the channels a device reports. Files and copies
   * leave transient docks out, with their connections, and the history
   * records neither their addition nor their removal, nor the
   * connections they lose with them. A connection the user makes to a
   * transient dock is an edit like any other.
   *
   * It is set before the dock joins a node.
   *
   * Since: 0.2
   */
  properties[PROP_TRANSIENT] =
    g_param_spec_boolean ("transient", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowDock:on-demand: (getter get_on_demand) (setter set_on_demand)
   *
   * Whether the dock stands for docks its node makes on demand.
   *
   * An on-demand dock never holds a connection. Connecting to it asks
   * its node for a new dock ([vfunc@Node.request_dock]), adds that dock
   * to the node and connects to it instead, as one step of the history:
   * the "+" input of a mixer that takes any number of inputs, each with
   * its own dock. Whether the connection is allowed is decided for the
   * on-demand dock, before the node is asked.
   *
   * It is set before the dock joins a node.
   *
   * Since: 0.2
   */
  properties[PROP_ON_DEMAND] =
    g_param_spec_boolean ("on-demand", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowDock:description: (getter get_description) (setter set_description)
   *
   * What the dock takes or gives, told to people: a sentence or two an
   * application writes, such as the formats a GStreamer pad accepts or
   * the unit of a number. Views show it in the dock's tooltip and tell
   * it to assistive technologies.
   *
   * It is the application's text, in the user's language, made with the
   * node: it is neither saved in files nor recorded in the history.
   *
   * Since: 0.2
   */
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_dock_init (FlowDock *self)
{
}

/* Public API */

/**
 * flow_dock_get_name: (get-property name)
 * @self: a dock
 *
 * Gets the name of @self, unique among the docks of its node.
 *
 * Returns: (transfer none): the name
 */
const char *
flow_dock_get_name (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (FLOW_IS_DOCK (self), NULL);

  priv = flow_dock_get_instance_private (self);

  return priv->name;
}

/**
 * flow_dock_get_label: (get-property label)
 * @self: a dock
 *
 * Gets the user-visible label of @self: the label that was set, or the
 * dock's name.
 *
 * Returns: (transfer none): the label
 */
const char *
flow_dock_get_label (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (FLOW_IS_DOCK (self), NULL);

  priv = flow_dock_get_instance_private (self);

  return priv->label != NULL ? priv->label : priv->name;
}

/**
 * flow_dock_set_label: (set-property label)
 * @self: a dock
 * @label: (nullable): the user-visible label, or `NULL` to show the name
 *
 * Sets the user-visible label of @self.
 */
void
flow_dock_set_label (FlowDock   *self,
                     const char *label)
{
  FlowDockPrivate *priv;

  g_return_if_fail (FLOW_IS_DOCK (self));

  priv = flow_dock_get_instance_private (self);

  /* Unset, the label reads as the name: setting the name is no change. */
  if (g_strcmp0 (label, priv->name) == 0)
    label = NULL;

  if (g_strcmp0 (priv->label, label) == 0)
    return;

  g_free (priv->label);
  priv->label = g_strdup (label);

  _flow_dock_notify (self, properties[PROP_LABEL]);
}

/* Few docks have a description: it is kept with the object's data
 * rather than in every dock.
 */
static GQuark
description_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("flow-dock-description");

  return quark;
}

/**
 * flow_dock_get_description: (get-property description)
 * @self: a dock
 *
 * Gets what @self takes or gives, told to people.
 *
 * Returns: (nullable) (transfer none): the description, or `NULL`
 *
 * Since: 0.2
 */
const char *
flow_dock_get_description (FlowDock *self)
{
  g_return_val_if_fail (FLOW_IS_DOCK (self), NULL);

  return g_object_get_qdata (G_OBJECT (self), description_quark ());
}

/**
 * flow_dock_set_description: (set-property description)
 * @self: a dock
 * @description: (nullable): what @self takes or gives, or `NULL`
 *
 * Sets what @self takes or gives, told to people, such as the formats a
 * GStreamer pad accepts: views show it in the dock's tooltip and tell
 * it to assistive technologies.
 *
 * Since: 0.2
 */
void
flow_dock_set_description (FlowDock   *self,
                           const char *description)
{
  g_return_if_fail (FLOW_IS_DOCK (self));

  if (description != NULL && *description == '\0')
    description = NULL;

  if (g_strcmp0 (flow_dock_get_description (self), description) == 0)
    return;

  g_object_set_qdata_full (G_OBJECT (self), description_quark (), g_strdup (description), g_free);

  _flow_dock_notify (self, properties[PROP_DESCRIPTION]);
}

/**
 * flow_dock_get_value_type: (get-property value-type)
 * @self: a dock
 *
 * Gets the type of the values @self carries.
 *
 * Returns: the value type, or `FLOW_TYPE_ANY`
 */
GType
flow_dock_get_value_type (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (FLOW_IS_DOCK (self), G_TYPE_INVALID);

  priv = flow_dock_get_instance_private (self);

  return priv->value_type;
}

/**
 * flow_dock_get_node: (get-property node)
 * @self: a dock
 *
 * Gets the node @self belongs to.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL`
 */
FlowNode *
flow_dock_get_node (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (FLOW_IS_DOCK (self), NULL);

  priv = flow_dock_get_instance_private (self);

  return priv->node;
}

/**
 * flow_dock_get_value: (get-property value)
 * @self: a dock
 *
 * Gets the current value of @self.
 *
 * Returns: (transfer none) (nullable): the value, or `NULL` when the value
 *   is null
 */
const GValue *
flow_dock_get_value (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (_flow_is_dock (self), NULL);

  priv = flow_dock_get_instance_private (self);

  return HAS_VALUE (priv) ? &priv->value : NULL;
}

/* The value path of flow_dock_set_value () and _clear_value (): within the
 * changes of the node's graph, so that the outermost one runs the wave.
 */
static inline G_ALWAYS_INLINE void
set_value (FlowDock     *self,
           const GValue *value)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);
  FlowGraph *graph = priv->node != NULL ? _flow_node_peek_graph (priv->node) : NULL;
  FlowEngine *engine = graph != NULL ? _flow_graph_peek_engine (graph) : NULL;

  if (engine != NULL)
    _flow_engine_begin (engine);

  if (!store_value (self, value))
    ;
  else if (_flow_dock_is_sink (self))
    sink_value_changed (self);
  else
    source_value_changed (self, graph);

  if (engine != NULL)
    _flow_engine_end (engine);
}

/* flow_dock_set_value () with a value of another type than the dock's:
 * null as some bindings pass it, a value converted, or refused.
 */
static G_GNUC_NO_INLINE void
set_value_of_other_type (FlowDock     *self,
                         const GValue *value,
                         const char   *caller)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  if (_flow_value_is_null (priv->value_type, value))
    {
      set_value (self, NULL);
    }
  else if (!_flow_value_fits (priv->value_type, value))
    {
      g_critical ("%s: the dock “%s” carries %s values and "
                  "cannot hold a value of type %s",
                  caller, priv->name, g_type_name (priv->value_type),
                  G_VALUE_TYPE_NAME (value));
    }
  else
    {
      set_value (self, value);
    }
}

/**
 * flow_dock_set_value: (set-property value)
 * @self: a dock
 * @value: (nullable): the new value, or `NULL` (or an unset value) for null
 *
 * Sets the current value of @self.
 *
 * @value must hold the dock's value type, a subtype of it, or a type GLib
 * can transform into it (an integer for a `double` dock, say); it is stored
 * converted. A value of any other type is a programmer error: it is
 * refused with a critical warning and the old value is kept.
 *
 * Setting the value of a [class@Source] delivers it to every connected
 * sink, whose nodes compute in the graph's next wave (see [class@Graph]).
 * Setting the value of a [class@Sink] directly lasts until the next
 * value a connection delivers; to give an unconnected sink a value, set
 * its [property@Sink:default-value].
 *
 * A value is what a node produces, not an edit: the graph's history does
 * not record it, whether a node sets it while it computes or something
 * else does (a timer, a device, a finished job). The edits a user undoes
 * are a sink's default value and a node's parameters (see
 * [class@History]).
 *
 * Setting the value it already has does nothing and notifies nothing.
 *
 * Some language bindings turn a null argument into a value of type
 * `gpointer` holding `NULL` rather than `NULL` (gjs does): that is null
 * too, unless the dock carries `gpointer` values.
 */
void
flow_dock_set_value (FlowDock     *self,
                     const GValue *value)
{
  g_return_if_fail (_flow_is_dock (self));

  _flow_dock_set_value_for (self, value, G_STRFUNC);
}

/* flow_dock_set_value () for the typed setters: a value refused names
 * @caller, the function the application called.
 */
void
_flow_dock_set_value_for (FlowDock     *self,
                          const GValue *value,
                          const char   *caller)
{
  FlowDockPrivate *priv = flow_dock_get_instance_private (self);

  /* A value of the dock's own type always fits; any other goes out of
   * the way of a hop, which sets values of the dock's type.
   */
  if (G_UNLIKELY (value != NULL && G_VALUE_TYPE (value) != priv->value_type))
    set_value_of_other_type (self, value, caller);
  else
    set_value (self, value);
}

/**
 * flow_dock_has_value:
 * @self: a dock
 *
 * Checks whether @self has a value, as opposed to being null.
 *
 * Returns: `TRUE` if the value is set
 */
gboolean
flow_dock_has_value (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (_flow_is_dock (self), FALSE);

  priv = flow_dock_get_instance_private (self);

  return G_IS_VALUE (&priv->value);
}

/**
 * flow_dock_clear_value:
 * @self: a dock
 *
 * Makes the value of @self null, as [method@Dock.set_value] with `NULL`
 * does.
 */
void
flow_dock_clear_value (FlowDock *self)
{
  g_return_if_fail (_flow_is_dock (self));

  set_value (self, NULL);
}

/**
 * flow_dock_get_connections:
 * @self: a dock
 *
 * Gets the connections of @self as a list model of [class@Connection].
 *
 * The model emits one [signal@Gio.ListModel::items-changed] for every
 * connection made, removed or replaced at @self.
 *
 * Returns: (transfer none): the connections of @self
 */
GListModel *
flow_dock_get_connections (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (FLOW_IS_DOCK (self), NULL);

  priv = flow_dock_get_instance_private (self);

  if (priv->connections_model == NULL)
    priv->connections_model = _flow_connection_list_new (self);

  return priv->connections_model;
}

/**
 * flow_dock_get_n_connections:
 * @self: a dock
 *
 * Gets the number of connections of @self.
 *
 * Returns: the number of connections
 */
guint
flow_dock_get_n_connections (FlowDock *self)
{
  FlowDockPrivate *priv;

  g_return_val_if_fail (FLOW_IS_DOCK (self), 0);

  priv = flow_dock_get_instance_private (self);

  return priv->n_connections;
}

/**
 * flow_dock_is_connected:
 * @self: a dock
 *
 * Checks whether @self has at least one connection.
 *
 * Returns: `TRUE` if @self is connected
 */
gboolean
flow_dock_is_connected (FlowDock *self)
{
  return flow_dock_get_n_connections (self) > 0;
}

/**
 * flow_dock_types_compatible:
 * @source_type: the value type of an output dock
 * @sink_type: the value type of an input dock
 * @implicit_conversions: whether values may be converted
 *
 * Checks whether values of @source_type can be delivered to a sink of
 * @sink_type, by the rules graphs apply, in this order: the same type or
 * a subtype; `FLOW_TYPE_ANY` on either side; and, when
 * @implicit_conversions is `TRUE`, a type GLib can transform into the
 * other (see [func@GObject.Value.type_transformable]).
 *
 * Returns: `TRUE` if the types are compatible
 */
gboolean
flow_dock_types_compatible (GType    source_type,
                            GType    sink_type,
                            gboolean implicit_conversions)
{
  if (g_type_is_a (source_type, sink_type))
    return TRUE;

  if (sink_type == FLOW_TYPE_ANY || source_type == FLOW_TYPE_ANY)
    return TRUE;

  return implicit_conversions && g_value_type_transformable (source_type, sink_type);
}

/**
 * flow_dock_get_transient: (get-property transient)
 * @self: a dock
 *
 * Gets whether @self exists only while its node runs.
 *
 * Returns: `TRUE` if @self is transient
 *
 * Since: 0.2
 */
gboolean
flow_dock_get_transient (FlowDock *self)
{
  g_return_val_if_fail (FLOW_IS_DOCK (self), FALSE);

  return _flow_dock_get_private (self)->transient;
}

/**
 * flow_dock_set_transient: (set-property transient)
 * @self: a dock that belongs to no node yet
 * @transient: whether @self exists only while its node runs
 *
 * Makes @self transient, or not: see [property@Dock:transient].
 *
 * Since: 0.2
 */
void
flow_dock_set_transient (FlowDock *self,
                         gboolean  transient)
{
  FlowDockPrivate *priv;

  g_return_if_fail (FLOW_IS_DOCK (self));

  priv = _flow_dock_get_private (self);
  g_return_if_fail (priv->node == NULL);

  transient = !!transient;
  if (priv->transient == (guint)transient)
    return;

  priv->transient = transient;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRANSIENT]);
}

/**
 * flow_dock_get_on_demand: (get-property on-demand)
 * @self: a dock
 *
 * Gets whether @self stands for docks its node makes on demand.
 *
 * Returns: `TRUE` if @self is an on-demand dock
 *
 * Since: 0.2
 */
gboolean
flow_dock_get_on_demand (FlowDock *self)
{
  g_return_val_if_fail (FLOW_IS_DOCK (self), FALSE);

  return _flow_dock_get_private (self)->on_demand;
}

/**
 * flow_dock_set_on_demand: (set-property on-demand)
 * @self: a dock that belongs to no node yet
 * @on_demand: whether @self stands for docks made on demand
 *
 * Makes @self an on-demand dock, or not: see [property@Dock:on-demand].
 * Its node's class must implement [vfunc@Node.request_dock].
 *
 * Since: 0.2
 */
void
flow_dock_set_on_demand (FlowDock *self,
                         gboolean  on_demand)
{
  FlowDockPrivate *priv;

  g_return_if_fail (FLOW_IS_DOCK (self));

  priv = _flow_dock_get_private (self);
  g_return_if_fail (priv->node == NULL);

  on_demand = !!on_demand;
  if (priv->on_demand == (guint)on_demand)
    return;

  priv->on_demand = on_demand;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ON_DEMAND]);
}

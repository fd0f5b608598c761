/* flow-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-node-private.h"

#include "flow-dock-private.h"
#include "flow-enums.h"
#include "flow-graph-private.h"
#include "flow-history-private.h"
#include "flow-sink.h"
#include "flow-source.h"

#include <math.h>

/**
 * FlowNode:
 *
 * A node of a [class@Graph]: a title, a position on the canvas, input docks
 * ([class@Sink]) and output docks ([class@Source]).
 *
 * The node's position ([property@Node:x], [property@Node:y]) lives in the
 * model, so views, saving and undo agree on it. Its docks are available as
 * two [iface@Gio.ListModel]s, [method@Node.get_sinks] and
 * [method@Node.get_sources].
 *
 * Each node of a graph has an [property@Node:id] unique in that graph,
 * kept across saving and loading; the graph gives one to a node added
 * without.
 *
 * Applications report problems through [property@Node:state] and
 * [property@Node:message]; the model itself computes
 * [property@Node:missing-input] from the node's required sinks.
 *
 * `FlowNode` is derivable. A node that computes something overrides
 * [vfunc@Node.sink_changed] and sets its sources' values there:
 *
 * ```c
 * static void
 * my_add_node_sink_changed (FlowNode *node,
 *                           FlowSink *sink)
 * {
 *   MyAddNode *self = MY_ADD_NODE (node);
 *   g_auto(GValue) sum = G_VALUE_INIT;
 *   const GValue *a = flow_dock_get_value (FLOW_DOCK (self->a));
 *   const GValue *b = flow_dock_get_value (FLOW_DOCK (self->b));
 *
 *   if (a == NULL || b == NULL)
 *     {
 *       flow_dock_clear_value (FLOW_DOCK (self->sum));
 *       return;
 *     }
 *
 *   g_value_init (&sum, G_TYPE_DOUBLE);
 *   g_value_set_double (&sum, g_value_get_double (a) + g_value_get_double (b));
 *   flow_dock_set_value (FLOW_DOCK (self->sum), &sum);
 * }
 * ```
 */

typedef struct
{
  guint              id;

  /* Weak back-pointer, kept by the graph. */
  FlowGraph         *graph;
  FlowNodeGraphData  graph_data;

  char              *title;
  double             x;
  double             y;

  char              *message;
  FlowNodeState      state;

  /* Owned; never NULL. */
  GListStore        *sinks;
  GListStore        *sources;

  guint              deletable : 1;
  guint              missing_input : 1;
} FlowNodePrivate;

enum {
  PROP_0,
  PROP_ID,
  PROP_GRAPH,
  PROP_TITLE,
  PROP_X,
  PROP_Y,
  PROP_DELETABLE,
  PROP_STATE,
  PROP_MESSAGE,
  PROP_MISSING_INPUT,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE_WITH_PRIVATE (FlowNode, flow_node, G_TYPE_OBJECT)

static FlowDock *
find_dock (GListModel *docks,
           const char *name,
           guint      *position)
{
  guint n = g_list_model_get_n_items (docks);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      if (g_strcmp0 (flow_dock_get_name (dock), name) == 0)
        {
          if (position != NULL)
            *position = i;

          /* The list keeps its own reference. */
          return dock;
        }
    }

  return NULL;
}

void
_flow_node_update_missing_input (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);
  GListModel *sinks = G_LIST_MODEL (priv->sinks);
  guint n = g_list_model_get_n_items (sinks);
  gboolean missing = FALSE;

  for (guint i = 0; i < n && !missing; i++)
    {
      g_autoptr(FlowSink) sink = g_list_model_get_item (sinks, i);

      missing = flow_sink_get_required (sink) && !flow_dock_has_value (FLOW_DOCK (sink));
    }

  if (priv->missing_input == missing)
    return;

  priv->missing_input = missing;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MISSING_INPUT]);
}

void
_flow_node_sink_changed (FlowNode *self,
                         FlowSink *sink)
{
  FlowNodeClass *klass = FLOW_NODE_GET_CLASS (self);

  if (flow_sink_get_required (sink))
    _flow_node_update_missing_input (self);

  if (klass->sink_changed != NULL)
    klass->sink_changed (self, sink);
}

void
_flow_node_set_graph (FlowNode  *self,
                      FlowGraph *graph)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  if (priv->graph == graph)
    return;

  priv->graph = graph;
  if (graph == NULL)
    priv->graph_data = (FlowNodeGraphData) { NULL, 0, 0 };

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH]);
}

FlowNodeGraphData *
_flow_node_graph_data (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  return &priv->graph_data;
}

static void
release_docks (GListStore *docks)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (docks));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (G_LIST_MODEL (docks), i);

      _flow_dock_set_node (dock, NULL);
    }
}

/* The class handler of ::notify, rather than dispatch_properties_changed ():
 * newer GLib skips dispatching for objects without notify handlers unless
 * the class has a notify handler.
 */
static void
flow_node_notify (GObject    *object,
                  GParamSpec *pspec)
{
  FlowNode *self = (FlowNode *)object;
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  if (G_OBJECT_CLASS (flow_node_parent_class)->notify != NULL)
    G_OBJECT_CLASS (flow_node_parent_class)->notify (object, pspec);

  if (priv->graph != NULL)
    _flow_graph_node_changed (priv->graph, self, pspec);
}

static void
flow_node_dispose (GObject *object)
{
  FlowNode *self = (FlowNode *)object;
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  if (priv->sinks != NULL)
    release_docks (priv->sinks);
  if (priv->sources != NULL)
    release_docks (priv->sources);

  G_OBJECT_CLASS (flow_node_parent_class)->dispose (object);
}

static void
flow_node_finalize (GObject *object)
{
  FlowNode *self = (FlowNode *)object;
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_clear_object (&priv->sinks);
  g_clear_object (&priv->sources);
  g_clear_pointer (&priv->title, g_free);
  g_clear_pointer (&priv->message, g_free);

  G_OBJECT_CLASS (flow_node_parent_class)->finalize (object);
}

static void
flow_node_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  FlowNode *self = FLOW_NODE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_uint (value, flow_node_get_id (self));
      break;

    case PROP_GRAPH:
      g_value_set_object (value, flow_node_get_graph (self));
      break;

    case PROP_TITLE:
      g_value_set_string (value, flow_node_get_title (self));
      break;

    case PROP_X:
      g_value_set_double (value, flow_node_get_x (self));
      break;

    case PROP_Y:
      g_value_set_double (value, flow_node_get_y (self));
      break;

    case PROP_DELETABLE:
      g_value_set_boolean (value, flow_node_get_deletable (self));
      break;

    case PROP_STATE:
      g_value_set_enum (value, flow_node_get_state (self));
      break;

    case PROP_MESSAGE:
      g_value_set_string (value, flow_node_get_message (self));
      break;

    case PROP_MISSING_INPUT:
      g_value_set_boolean (value, flow_node_get_missing_input (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_node_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  FlowNode *self = FLOW_NODE (object);

  switch (prop_id)
    {
    case PROP_ID:
      flow_node_set_id (self, g_value_get_uint (value));
      break;

    case PROP_TITLE:
      flow_node_set_title (self, g_value_get_string (value));
      break;

    case PROP_X:
      flow_node_set_x (self, g_value_get_double (value));
      break;

    case PROP_Y:
      flow_node_set_y (self, g_value_get_double (value));
      break;

    case PROP_DELETABLE:
      flow_node_set_deletable (self, g_value_get_boolean (value));
      break;

    case PROP_STATE:
      flow_node_set_state (self, g_value_get_enum (value));
      break;

    case PROP_MESSAGE:
      flow_node_set_message (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_node_class_init (FlowNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->notify = flow_node_notify;
  object_class->dispose = flow_node_dispose;
  object_class->finalize = flow_node_finalize;
  object_class->get_property = flow_node_get_property;
  object_class->set_property = flow_node_set_property;

  /**
   * FlowNode:id: (getter get_id) (setter set_id)
   *
   * The identifier of the node, unique in its graph and kept across saving
   * and loading; 0 until the node is added to a graph, which then gives it
   * one, unless it was set before.
   *
   * It can only be set while the node is in no graph.
   */
  properties[PROP_ID] =
    g_param_spec_uint ("id", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:graph: (getter get_graph)
   *
   * The graph the node belongs to, or `NULL`.
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:title: (getter get_title) (setter set_title)
   *
   * The user-visible title of the node.
   */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:x: (getter get_x) (setter set_x)
   *
   * The horizontal position of the node's top-left corner on the canvas,
   * in canvas units.
   */
  properties[PROP_X] =
    g_param_spec_double ("x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:y: (getter get_y) (setter set_y)
   *
   * The vertical position of the node's top-left corner on the canvas, in
   * canvas units.
   */
  properties[PROP_Y] =
    g_param_spec_double ("y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:deletable: (getter get_deletable) (setter set_deletable)
   *
   * Whether the user may delete the node. Views respect it;
   * [method@Graph.remove_node] does not.
   */
  properties[PROP_DELETABLE] =
    g_param_spec_boolean ("deletable", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:state: (getter get_state) (setter set_state)
   *
   * The state the application reports for the node.
   */
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL,
                       FLOW_TYPE_NODE_STATE,
                       FLOW_NODE_STATE_NORMAL,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:message: (getter get_message) (setter set_message)
   *
   * A full sentence that explains [property@Node:state] to the user, or
   * `NULL`.
   */
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:missing-input: (getter get_missing_input)
   *
   * Whether one of the node's [property@Sink:required] sinks is null.
   */
  properties[PROP_MISSING_INPUT] =
    g_param_spec_boolean ("missing-input", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_node_init (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  priv->deletable = TRUE;
  priv->sinks = g_list_store_new (FLOW_TYPE_SINK);
  priv->sources = g_list_store_new (FLOW_TYPE_SOURCE);
}

/**
 * flow_node_new:
 *
 * Creates a new node with no docks.
 *
 * Returns: (transfer full): the new node
 */
FlowNode *
flow_node_new (void)
{
  return g_object_new (FLOW_TYPE_NODE, NULL);
}

/**
 * flow_node_get_id: (get-property id)
 * @self: a node
 *
 * Gets the identifier of @self, unique in its graph.
 *
 * Returns: the identifier, or 0 if it has none yet
 */
guint
flow_node_get_id (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), 0);

  return priv->id;
}

/**
 * flow_node_set_id: (set-property id)
 * @self: a node that belongs to no graph
 * @id: the identifier, or 0 to let the graph choose one
 *
 * Sets the identifier @self will have in the graph it is added to.
 */
void
flow_node_set_id (FlowNode *self,
                  guint     id)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (priv->graph == NULL);

  if (priv->id == id)
    return;

  priv->id = id;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/**
 * flow_node_get_graph: (get-property graph)
 * @self: a node
 *
 * Gets the graph @self belongs to.
 *
 * Returns: (transfer none) (nullable): the graph, or `NULL`
 */
FlowGraph *
flow_node_get_graph (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return priv->graph;
}

/**
 * flow_node_get_title: (get-property title)
 * @self: a node
 *
 * Gets the user-visible title of @self.
 *
 * Returns: (transfer none) (nullable): the title
 */
const char *
flow_node_get_title (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return priv->title;
}

/**
 * flow_node_set_title: (set-property title)
 * @self: a node
 * @title: (nullable): the user-visible title
 *
 * Sets the user-visible title of @self.
 */
void
flow_node_set_title (FlowNode   *self,
                     const char *title)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));

  if (g_strcmp0 (priv->title, title) == 0)
    return;

  _flow_history_record_title (_flow_node_get_history (self), self, priv->title, title);

  g_free (priv->title);
  priv->title = g_strdup (title);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/**
 * flow_node_get_x: (get-property x)
 * @self: a node
 *
 * Gets the horizontal position of @self on the canvas.
 *
 * Returns: the position, in canvas units
 */
double
flow_node_get_x (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), 0.0);

  return priv->x;
}

/**
 * flow_node_set_x: (set-property x)
 * @self: a node
 * @x: the horizontal position, in canvas units
 *
 * Sets the horizontal position of @self on the canvas.
 */
void
flow_node_set_x (FlowNode *self,
                 double    x)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (isfinite (x));

  if (priv->x == x)
    return;

  _flow_history_record_move (_flow_node_get_history (self), self,
                             priv->x, priv->y, x, priv->y);

  priv->x = x;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_X]);
}

/**
 * flow_node_get_y: (get-property y)
 * @self: a node
 *
 * Gets the vertical position of @self on the canvas.
 *
 * Returns: the position, in canvas units
 */
double
flow_node_get_y (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), 0.0);

  return priv->y;
}

/**
 * flow_node_set_y: (set-property y)
 * @self: a node
 * @y: the vertical position, in canvas units
 *
 * Sets the vertical position of @self on the canvas.
 */
void
flow_node_set_y (FlowNode *self,
                 double    y)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (isfinite (y));

  if (priv->y == y)
    return;

  _flow_history_record_move (_flow_node_get_history (self), self,
                             priv->x, priv->y, priv->x, y);

  priv->y = y;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_Y]);
}

/**
 * flow_node_set_position:
 * @self: a node
 * @x: the horizontal position, in canvas units
 * @y: the vertical position, in canvas units
 *
 * Moves @self, notifying [property@Node:x] and [property@Node:y] together.
 */
void
flow_node_set_position (FlowNode *self,
                        double    x,
                        double    y)
{
  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (isfinite (x) && isfinite (y));

  g_object_freeze_notify (G_OBJECT (self));
  flow_node_set_x (self, x);
  flow_node_set_y (self, y);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * flow_node_get_deletable: (get-property deletable)
 * @self: a node
 *
 * Gets whether the user may delete @self.
 *
 * Returns: `TRUE` if @self is deletable
 */
gboolean
flow_node_get_deletable (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  return priv->deletable;
}

/**
 * flow_node_set_deletable: (set-property deletable)
 * @self: a node
 * @deletable: whether the user may delete @self
 *
 * Sets whether the user may delete @self.
 */
void
flow_node_set_deletable (FlowNode *self,
                         gboolean  deletable)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));

  deletable = !!deletable;

  if (priv->deletable == deletable)
    return;

  priv->deletable = deletable;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DELETABLE]);
}

/**
 * flow_node_get_state: (get-property state)
 * @self: a node
 *
 * Gets the state the application reported for @self.
 *
 * Returns: the state
 */
FlowNodeState
flow_node_get_state (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), FLOW_NODE_STATE_NORMAL);

  return priv->state;
}

/**
 * flow_node_set_state: (set-property state)
 * @self: a node
 * @state: the state
 *
 * Sets the state of @self. See also [method@Node.report].
 */
void
flow_node_set_state (FlowNode      *self,
                     FlowNodeState  state)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (state <= FLOW_NODE_STATE_ERROR);

  if (priv->state == state)
    return;

  priv->state = state;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/**
 * flow_node_get_message: (get-property message)
 * @self: a node
 *
 * Gets the message that explains the state of @self.
 *
 * Returns: (transfer none) (nullable): the message
 */
const char *
flow_node_get_message (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return priv->message;
}

/**
 * flow_node_set_message: (set-property message)
 * @self: a node
 * @message: (nullable): a full sentence, or `NULL`
 *
 * Sets the message that explains the state of @self.
 */
void
flow_node_set_message (FlowNode   *self,
                       const char *message)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));

  if (g_strcmp0 (priv->message, message) == 0)
    return;

  g_free (priv->message);
  priv->message = g_strdup (message);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

/**
 * flow_node_report:
 * @self: a node
 * @state: the state
 * @message: (nullable): a full sentence that explains @state, or `NULL`
 *
 * Sets the state of @self and its message together, as one notification
 * batch. Report [enum@NodeState.NORMAL] with `NULL` to clear a problem.
 */
void
flow_node_report (FlowNode      *self,
                  FlowNodeState  state,
                  const char    *message)
{
  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (state <= FLOW_NODE_STATE_ERROR);

  g_object_freeze_notify (G_OBJECT (self));
  flow_node_set_state (self, state);
  flow_node_set_message (self, message);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * flow_node_get_missing_input: (get-property missing-input)
 * @self: a node
 *
 * Gets whether a required sink of @self is null.
 *
 * Returns: `TRUE` if an input the node needs is missing
 */
gboolean
flow_node_get_missing_input (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  return priv->missing_input;
}

/**
 * flow_node_get_sinks:
 * @self: a node
 *
 * Gets the input docks of @self, in order.
 *
 * Returns: (transfer none): a list model of [class@Sink]
 */
GListModel *
flow_node_get_sinks (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return G_LIST_MODEL (priv->sinks);
}

/**
 * flow_node_get_sources:
 * @self: a node
 *
 * Gets the output docks of @self, in order.
 *
 * Returns: (transfer none): a list model of [class@Source]
 */
GListModel *
flow_node_get_sources (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  return G_LIST_MODEL (priv->sources);
}

/**
 * flow_node_add_dock:
 * @self: a node
 * @dock: a sink or a source that belongs to no node
 *
 * Appends @dock to the sinks or the sources of @self.
 *
 * The name of @dock must differ from the names of the other docks of
 * @self.
 */
void
flow_node_add_dock (FlowNode *self,
                    FlowDock *dock)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (FLOW_IS_SINK (dock) || FLOW_IS_SOURCE (dock));
  g_return_if_fail (flow_dock_get_node (dock) == NULL);
  g_return_if_fail (flow_node_get_dock (self, flow_dock_get_name (dock)) == NULL);

  _flow_dock_set_node (dock, self);

  if (FLOW_IS_SINK (dock))
    {
      g_list_store_append (priv->sinks, dock);
      if (flow_sink_get_required (FLOW_SINK (dock)))
        _flow_node_update_missing_input (self);
    }
  else
    {
      g_list_store_append (priv->sources, dock);
    }

  _flow_history_record_add_dock (_flow_node_get_history (self), self, dock,
                                 g_list_model_get_n_items (FLOW_IS_SINK (dock)
                                                           ? G_LIST_MODEL (priv->sinks)
                                                           : G_LIST_MODEL (priv->sources)) - 1);
}

/* Adds @dock at @position of its list, for undo. */
void
_flow_node_insert_dock (FlowNode *self,
                        FlowDock *dock,
                        guint     position)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);
  GListStore *store = FLOW_IS_SINK (dock) ? priv->sinks : priv->sources;

  g_return_if_fail (flow_dock_get_node (dock) == NULL);

  _flow_dock_set_node (dock, self);
  g_list_store_insert (store, MIN (position, g_list_model_get_n_items (G_LIST_MODEL (store))), dock);

  if (store == priv->sinks && flow_sink_get_required (FLOW_SINK (dock)))
    _flow_node_update_missing_input (self);
}

/**
 * flow_node_remove_dock:
 * @self: a node
 * @dock: a dock of @self
 *
 * Removes @dock from @self, first removing its connections (each with its
 * notifications).
 */
void
flow_node_remove_dock (FlowNode *self,
                       FlowDock *dock)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);
  FlowHistory *history;
  GListStore *store;
  guint position;

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (FLOW_IS_DOCK (dock));
  g_return_if_fail (flow_dock_get_node (dock) == self);

  store = FLOW_IS_SINK (dock) ? priv->sinks : priv->sources;
  if (!g_list_store_find (store, dock, &position))
    g_return_if_reached ();

  /* One step of the history with the connections. */
  if ((history = _flow_node_get_history (self)) != NULL)
    flow_history_begin_group (g_object_ref (history), NULL);

  if (priv->graph != NULL)
    flow_graph_disconnect_dock (priv->graph, dock);

  _flow_history_record_remove_dock (_flow_node_get_history (self), self, dock, position);

  g_object_ref (dock);
  g_list_store_remove (store, position);
  _flow_dock_set_node (dock, NULL);
  g_object_unref (dock);

  if (store == priv->sinks)
    _flow_node_update_missing_input (self);

  if (history != NULL)
    {
      flow_history_end_group (history);
      g_object_unref (history);
    }
}

/**
 * flow_node_get_dock:
 * @self: a node
 * @name: the name of a dock
 *
 * Looks up the sink or source of @self called @name.
 *
 * Returns: (transfer none) (nullable): the dock, or `NULL`
 */
FlowDock *
flow_node_get_dock (FlowNode   *self,
                    const char *name)
{
  FlowDock *dock;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if ((dock = FLOW_DOCK (flow_node_get_sink (self, name))) != NULL)
    return dock;

  return FLOW_DOCK (flow_node_get_source (self, name));
}

/**
 * flow_node_get_sink:
 * @self: a node
 * @name: the name of a sink
 *
 * Looks up the sink of @self called @name.
 *
 * Returns: (transfer none) (nullable): the sink, or `NULL`
 */
FlowSink *
flow_node_get_sink (FlowNode   *self,
                    const char *name)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return (FlowSink *)find_dock (G_LIST_MODEL (priv->sinks), name, NULL);
}

/**
 * flow_node_get_source:
 * @self: a node
 * @name: the name of a source
 *
 * Looks up the source of @self called @name.
 *
 * Returns: (transfer none) (nullable): the source, or `NULL`
 */
FlowSource *
flow_node_get_source (FlowNode   *self,
                      const char *name)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return (FlowSource *)find_dock (G_LIST_MODEL (priv->sources), name, NULL);
}

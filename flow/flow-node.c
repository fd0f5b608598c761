/* flow-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-node-private.h"

#include "flow-frame.h"

#include "flow-dock-private.h"
#include "flow-enums.h"
#include "flow-graph-private.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-sink-private.h"
#include "flow-source.h"

#include <math.h>
#include <string.h>

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
 * [vfunc@Node.compute] (or [vfunc@Node.sink_changed]) and sets its
 * sources' values there. The graph's evaluation engine calls it once per
 * wave in which its inputs or parameters changed, after every node
 * upstream of it computed (see [class@Graph]):
 *
 * ```c
 * static void
 * my_add_node_compute (FlowNode *node)
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
 *
 * The properties a subclass adds that can be written after construction
 * are the node's parameters: changing one is an edit, which the graph's
 * [class@History] records, and the node computes again. Files and the
 * clipboard keep them, unless the class saves its own state
 * ([vfunc@Node.save]). A node that
 * takes long computes in a [class@Job]; a node can be
 * [property@Node:muted].
 */


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
  PROP_BUSY,
  PROP_MUTED,
  PROP_CAN_MUTE,
  PROP_PINNED,
  PROP_COMPUTE_TIME,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE_WITH_PRIVATE (FlowNode, flow_node, G_TYPE_OBJECT)

/* FlowNode_private_offset, for the inline accessors of
 * flow-node-private.h.
 */
gint _flow_node_private_offset;

void
_flow_node_update_missing_input (FlowNode *self)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);
  gboolean missing = FALSE;

  for (guint i = 0; i < priv->n_sinks && !missing; i++)
    {
      FlowDock *sink = priv->docks[i];

      missing = flow_sink_get_required (FLOW_SINK (sink)) && !flow_dock_has_value (sink);
    }

  if (priv->missing_input == missing)
    return;

  priv->missing_input = missing;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MISSING_INPUT]);
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
    {
      priv->graph_data = (FlowNodeGraphData) { NULL, 0, 0, 0, 0, FALSE, FALSE };
      _flow_node_left_graph (self);
    }
  else
    {
      _flow_node_joined_graph (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH]);
}


/* What the graph learns of a property change, before ::notify is
 * emitted. Implementation notes: a class handler of ::notify did this
 * before, but GObject emits ::notify (a signal that does not recurse)
 * with a class handler through boxed GValues, about 1,800 instructions
 * a change even with nobody listening, on every node of a drag on every
 * frame; without one, GObject returns at once when no handler is
 * connected. A class that overrides dispatch_properties_changed () is
 * dispatched to by every GLib, also by those that skip objects without
 * notify handlers.
 */
static void
flow_node_dispatch_properties_changed (GObject     *object,
                                       guint        n_pspecs,
                                       GParamSpec **pspecs)
{
  FlowNode *self = (FlowNode *)object;
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  for (guint i = 0; i < n_pspecs; i++)
    {
      if (priv->graph != NULL)
        _flow_graph_node_changed (priv->graph, self, pspecs[i]);

      /* The properties a subclass adds may be parameters: edits that the
       * history records and that make the node compute again.
       */
      if (pspecs[i]->owner_type != FLOW_TYPE_NODE)
        _flow_node_parameter_changed (self, pspecs[i]);
    }

  G_OBJECT_CLASS (flow_node_parent_class)->dispatch_properties_changed (object, n_pspecs, pspecs);
}

static void
flow_node_dispose (GObject *object)
{
  FlowNode *self = (FlowNode *)object;
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  for (guint i = 0; i < priv->n_sinks + priv->n_sources; i++)
    _flow_dock_set_node (priv->docks[i], NULL);

  G_OBJECT_CLASS (flow_node_parent_class)->dispose (object);
}

static void
flow_node_finalize (GObject *object)
{
  FlowNode *self = (FlowNode *)object;
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  g_clear_object (&priv->sinks_model);
  g_clear_object (&priv->sources_model);

  for (guint i = 0; i < priv->n_sinks + priv->n_sources; i++)
    g_object_unref (priv->docks[i]);
  if (priv->docks != priv->inline_docks)
    g_free (priv->docks);
  priv->docks = NULL;
  priv->n_sinks = priv->n_sources = 0;
  g_clear_pointer (&priv->title, g_free);
  g_clear_pointer (&priv->message, g_free);
  _flow_node_left_graph (self);
  if (priv->extras != NULL)
    g_clear_object (&priv->extras->job);
  g_clear_pointer (&priv->extras, g_free);

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

    case PROP_CAN_MUTE:
      g_value_set_boolean (value, flow_node_get_can_mute (self));
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

    case PROP_BUSY:
      g_value_set_boolean (value, flow_node_get_busy (self));
      break;

    case PROP_MUTED:
      g_value_set_boolean (value, flow_node_get_muted (self));
      break;

    case PROP_PINNED:
      g_value_set_boolean (value, flow_node_get_pinned (self));
      break;

    case PROP_COMPUTE_TIME:
      g_value_set_int64 (value, flow_node_get_compute_time (self));
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

    case PROP_CAN_MUTE:
      flow_node_set_can_mute (self, g_value_get_boolean (value));
      break;

    case PROP_STATE:
      flow_node_set_state (self, g_value_get_enum (value));
      break;

    case PROP_MESSAGE:
      flow_node_set_message (self, g_value_get_string (value));
      break;

    case PROP_MUTED:
      flow_node_set_muted (self, g_value_get_boolean (value));
      break;

    case PROP_PINNED:
      flow_node_set_pinned (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_node_class_init (FlowNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispatch_properties_changed = flow_node_dispatch_properties_changed;
  object_class->dispose = flow_node_dispose;
  object_class->finalize = flow_node_finalize;
  object_class->get_property = flow_node_get_property;
  object_class->set_property = flow_node_set_property;

  klass->compute = _flow_node_real_compute;

  _flow_node_private_offset = FlowNode_private_offset;

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

  /**
   * FlowNode:busy: (getter get_busy)
   *
   * Whether the node computes in a job ([class@Job]) that has not
   * finished yet.
   *
   * The nodes downstream of a busy node wait for its job before they
   * compute. Views show it, for instance with a spinner.
   *
   * Since: 0.2
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:muted: (getter get_muted) (setter set_muted)
   *
   * Whether the node is bypassed: instead of computing, it passes the
   * value of each sink on to a source of the same type, as Blender's
   * mute does.
   *
   * Each source, in order, takes the value of the first sink not taken
   * yet whose type it can hold, or null when there is none. Muting and
   * unmuting are edits: the history records them. A node whose class
   * computes nothing (neither [vfunc@Node.compute] nor
   * [vfunc@Node.sink_changed]) keeps the values the application gave its
   * sources: it has nothing to bypass.
   *
   * Since: 0.2
   */
  properties[PROP_MUTED] =
    g_param_spec_boolean ("muted", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:can-mute: (getter get_can_mute) (setter set_can_mute)
   *
   * Whether the user may mute the node ([property@Node:muted]). Views
   * offer muting only for nodes that can be muted; [method@Node.set_muted]
   * does not check it. A node whose work happens outside the graph's
   * evaluation, such as an element of a media pipeline, has nothing to
   * bypass and says so here; frames and reroutes compute nothing and
   * cannot be muted, nor can a group's input and output nodes, which are
   * part of its shape. It is a property of what the node is, set by its
   * class, and neither saved nor recorded in the history.
   *
   * Since: 0.2
   */
  properties[PROP_CAN_MUTE] =
    g_param_spec_boolean ("can-mute", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:pinned: (getter get_pinned) (setter set_pinned)
   *
   * Whether the node stays where it is: views do not move it when they
   * arrange, align or distribute nodes, nor when the user drags or
   * nudges it (setting its position still does). Pinning and unpinning
   * are edits: the history records them.
   *
   * Since: 0.2
   */
  properties[PROP_PINNED] =
    g_param_spec_boolean ("pinned", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowNode:compute-time: (getter get_compute_time)
   *
   * How long the node's last computation took, in microseconds, or -1
   * when it was not measured.
   *
   * The time of a job ([class@Job]) is measured always, from its start to
   * its delivery; the time of a computation on the main thread while the
   * graph's [property@Graph:timing] is on.
   *
   * Since: 0.2
   */
  properties[PROP_COMPUTE_TIME] =
    g_param_spec_int64 ("compute-time", NULL, NULL,
                        -1, G_MAXINT64, -1,
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
  priv->can_mute = TRUE;
}

void
_flow_node_set_busy (FlowNode *self,
                     gboolean  busy)
{
  FlowNodePrivate *priv = flow_node_get_instance_private (self);

  busy = !!busy;

  if (priv->busy == busy)
    return;

  priv->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

void
_flow_node_set_compute_time (FlowNode *self,
                             gint64    compute_time)
{
  FlowNodeExtras *extras = _flow_node_ensure_extras (self);

  if (extras->compute_time == compute_time)
    return;

  extras->compute_time = compute_time;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTE_TIME]);
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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), 0);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;

  g_return_if_fail (FLOW_IS_NODE (self));
  priv = flow_node_get_instance_private (self);
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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;
  FlowGroup *sync;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = flow_node_get_instance_private (self);

  if (g_strcmp0 (priv->title, title) == 0)
    return;

  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_title (_flow_node_get_history (self), self, priv->title, title);

  g_free (priv->title);
  priv->title = g_strdup (title);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_node_changed (sync, self, "title");
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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), 0.0);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;
  FlowGroup *sync;

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (isfinite (x));

  priv = flow_node_get_instance_private (self);

  if (priv->x == x)
    return;

  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_move (_flow_node_get_history (self), self,
                             priv->x, priv->y, x, priv->y);

  priv->x = x;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_X]);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_node_changed (sync, self, "x");
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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), 0.0);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;
  FlowGroup *sync;

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (isfinite (y));

  priv = flow_node_get_instance_private (self);

  if (priv->y == y)
    return;

  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_move (_flow_node_get_history (self), self,
                             priv->x, priv->y, priv->x, y);

  priv->y = y;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_Y]);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_node_changed (sync, self, "y");
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
  FlowNodePrivate *priv;
  FlowGroup *sync;
  gboolean moved_x, moved_y;

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (isfinite (x) && isfinite (y));

  priv = flow_node_get_instance_private (self);
  moved_x = priv->x != x;
  moved_y = priv->y != y;

  if (!moved_x && !moved_y)
    return;

  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_move (_flow_node_get_history (self), self,
                             priv->x, priv->y, x, y);

  /* Both are set before either is notified, so that a handler of one
   * reads the other's new value, as g_object_freeze_notify () would give
   * but without its queue, which cost a third of moving a node that a
   * view shows (a drag moves every selected node on every frame).
   */
  priv->x = x;
  priv->y = y;

  if (moved_x)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_X]);
  if (moved_y)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_Y]);

  /* The node's twins in the group's other graphs take both. */
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_node_changed (sync, self, "x");
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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = flow_node_get_instance_private (self);

  deletable = !!deletable;

  if (priv->deletable == deletable)
    return;

  priv->deletable = deletable;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DELETABLE]);
}

/**
 * flow_node_get_can_mute: (get-property can-mute)
 * @self: a node
 *
 * Gets whether the user may mute @self; see [property@Node:can-mute].
 *
 * Returns: `TRUE` if @self can be muted
 *
 * Since: 0.2
 */
gboolean
flow_node_get_can_mute (FlowNode *self)
{
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  priv = flow_node_get_instance_private (self);

  return priv->can_mute;
}

/**
 * flow_node_set_can_mute: (set-property can-mute)
 * @self: a node
 * @can_mute: whether the user may mute @self
 *
 * Sets whether the user may mute @self; see [property@Node:can-mute].
 *
 * Since: 0.2
 */
void
flow_node_set_can_mute (FlowNode *self,
                        gboolean  can_mute)
{
  FlowNodePrivate *priv;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = flow_node_get_instance_private (self);

  can_mute = !!can_mute;

  if (priv->can_mute == (guint)can_mute)
    return;

  priv->can_mute = can_mute;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_MUTE]);
}

/**
 * flow_node_get_pinned: (get-property pinned)
 * @self: a node
 *
 * Gets whether @self stays where it is when views place nodes.
 *
 * Returns: `TRUE` if @self is pinned
 *
 * Since: 0.2
 */
gboolean
flow_node_get_pinned (FlowNode *self)
{
  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  return _flow_node_get_private (self)->pinned;
}

/**
 * flow_node_set_pinned: (set-property pinned)
 * @self: a node
 * @pinned: whether @self stays where it is
 *
 * Pins or unpins @self: see [property@Node:pinned].
 *
 * Since: 0.2
 */
void
flow_node_set_pinned (FlowNode *self,
                      gboolean  pinned)
{
  FlowNodePrivate *priv;
  FlowGroup *sync;
  GValue old_value = G_VALUE_INIT;
  GValue new_value = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = flow_node_get_instance_private (self);
  pinned = !!pinned;

  if (priv->pinned == pinned)
    return;

  g_value_init (&old_value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&old_value, priv->pinned);
  g_value_init (&new_value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&new_value, pinned);

  sync = _flow_graph_peek_sync (priv->graph);
  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_begin (sync, priv->graph);

  _flow_history_record_parameter (_flow_node_get_history (self), self, properties[PROP_PINNED],
                                  &old_value, &new_value);

  priv->pinned = pinned;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PINNED]);

  if (G_UNLIKELY (sync != NULL))
    _flow_group_sync_parameter (sync, self, properties[PROP_PINNED]);
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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), FLOW_NODE_STATE_NORMAL);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;

  g_return_if_fail (FLOW_IS_NODE (self));
  g_return_if_fail (state <= FLOW_NODE_STATE_ERROR);

  priv = flow_node_get_instance_private (self);

  /* The application speaks for the node from now on. */
  priv->engine_report = FALSE;

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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), NULL);

  priv = flow_node_get_instance_private (self);

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
  FlowNodePrivate *priv;

  g_return_if_fail (FLOW_IS_NODE (self));

  priv = flow_node_get_instance_private (self);

  priv->engine_report = FALSE;

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
  FlowNodePrivate *priv;

  g_return_val_if_fail (FLOW_IS_NODE (self), FALSE);

  priv = flow_node_get_instance_private (self);

  return priv->missing_input;
}

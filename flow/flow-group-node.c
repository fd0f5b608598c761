/* flow-group-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowGroupNode, a node that is a subgraph, and the input and output
 * nodes of its inside: how values cross the boundary.
 */

#include "config.h"

#include "flow-group-private.h"
#include "flow-i18n-private.h"

#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-error.h"
#include "flow-history-private.h"
#include "flow-job.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"

/**
 * FlowGroupNode:
 *
 * A node that is a subgraph: it uses a [class@Group], whose inputs are
 * its sinks and whose outputs are its sources.
 *
 * Each group node has a graph of its own ([method@GroupNode.get_graph]),
 * a copy of the group's graph with its own values: the value of each of
 * its sinks is the value of the source of the same name of the graph's
 * [class@GroupInputNode], and each of its sources takes the value of the
 * sink of the same name of the graph's [class@GroupOutputNode]. When a
 * sink of the group node changes, the node computes: its graph evaluates
 * at once, in a wave of its own inside the wave of the outer graph, so
 * that every node downstream of the group node, outside, computes after
 * the values inside settled, and once.
 *
 * While a node inside computes in a [class@Job], the group node is
 * [property@Node:busy] and the nodes downstream of it wait, as for any
 * node with a job.
 *
 * Editing the group node's graph edits the group: the change is made in
 * the graph of every group node that uses the group, and in the group's
 * own graph.
 *
 * Since: 0.2
 */

struct _FlowGroupNode
{
  FlowNode   parent_instance;

  /* Owned. */
  FlowGroup *group;
  /* Owned: the node's own copy of the group's graph. */
  FlowGraph *graph;
};

enum {
  PROP_0,
  PROP_GROUP,
  PROP_GRAPH,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGroupNode, flow_group_node, FLOW_TYPE_NODE)

/**
 * FlowGroupInputNode:
 *
 * The node inside the graph of a [class@Group] whose sources are the
 * group's inputs: in the graph of a [class@GroupNode], each of them has
 * the value of the group node's sink of the same name.
 *
 * There is one in each graph of a group; it cannot be removed, and a
 * graph outside a group cannot hold one.
 *
 * Since: 0.2
 */
struct _FlowGroupInputNode
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowGroupInputNode, flow_group_input_node, FLOW_TYPE_NODE)

/**
 * FlowGroupOutputNode:
 *
 * The node inside the graph of a [class@Group] whose sinks are the
 * group's outputs: the value of each of them is the value of the source
 * of the same name of the [class@GroupNode] whose graph it is in.
 *
 * There is one in each graph of a group; it cannot be removed, and a
 * graph outside a group cannot hold one.
 *
 * Since: 0.2
 */
struct _FlowGroupOutputNode
{
  FlowNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowGroupOutputNode, flow_group_output_node, FLOW_TYPE_NODE)

/* The interface nodes of a graph */

/* The graphs of groups keep their input and output nodes at hand; any
 * other graph has none.
 */
FlowNode *
_flow_graph_find_input_node (FlowGraph *graph)
{
  return graph->input_node;
}

FlowNode *
_flow_graph_find_output_node (FlowGraph *graph)
{
  return graph->output_node;
}

/* Values across the boundary */

static FlowEngine *
engine_of (FlowNode *node)
{
  FlowGraph *graph = _flow_node_peek_graph (node);

  return graph != NULL ? _flow_graph_peek_engine (graph) : NULL;
}

/* Whether @dock of @node is one of the inputs or outputs of a group
 * node's group: a sink named as a source of the group's input node, or a
 * source named as a sink of its output node. Such docks belong to the
 * group, which adds and removes them on all of its group nodes at once.
 */
gboolean
_flow_group_node_is_port (FlowNode *node,
                          FlowDock *dock)
{
  FlowGroupNode *self;
  FlowGraph *graph;
  FlowNode *interface;
  FlowDock *port;

  if (!FLOW_IS_GROUP_NODE (node))
    return FALSE;

  self = FLOW_GROUP_NODE (node);
  graph = self->group != NULL ? _flow_group_peek_graph (self->group) : NULL;
  if (graph == NULL)
    return FALSE;

  interface = FLOW_IS_SINK (dock) ? _flow_graph_find_input_node (graph)
                                  : _flow_graph_find_output_node (graph);
  port = interface != NULL ? flow_node_get_dock (interface, flow_dock_get_name (dock)) : NULL;

  return port != NULL && FLOW_IS_SINK (port) != FLOW_IS_SINK (dock);
}

/* The sink (@sink) or source of the group input or output node
 * @interface named @name, which is the dock at @place among them when the
 * group node's docks are its group's, in the group's order. Dock names are
 * interned, so that place is checked by comparing pointers; else the dock
 * is looked up by name.
 */
static FlowDock *
find_port (FlowNode   *interface,
           gboolean    sink,
           guint       place,
           const char *name)
{
  FlowNodePrivate *priv = _flow_node_get_private (interface);

  if (place < (sink ? priv->n_sinks : priv->n_sources))
    {
      FlowDock *dock = priv->docks[sink ? place : priv->n_sinks + place];

      if (_flow_dock_get_private (dock)->name == name)
        return dock;
    }

  return sink ? FLOW_DOCK (flow_node_get_sink (interface, name))
              : FLOW_DOCK (flow_node_get_source (interface, name));
}

/* The values of the output node inside reach the sources of the group
 * node, unless a job inside is still running: then they arrive when it
 * ends.
 */
void
_flow_group_node_outputs_changed (FlowGroupNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (FLOW_NODE (self));
  FlowNode *output;
  FlowEngine *engine;

  if (self->graph == NULL || priv->busy || priv->muted)
    return;

  if ((output = _flow_graph_find_output_node (self->graph)) == NULL)
    return;

  if ((engine = engine_of (FLOW_NODE (self))) != NULL)
    _flow_engine_begin (engine);

  for (guint i = priv->n_sinks; i < priv->n_sinks + priv->n_sources; i++)
    {
      FlowDock *source = priv->docks[i];
      FlowDock *sink = find_port (output, TRUE, i - priv->n_sinks,
                                  _flow_dock_get_private (source)->name);

      if (sink != NULL)
        _flow_dock_produce (source, flow_dock_get_value (sink));
    }

  if (engine != NULL)
    _flow_engine_end (engine);
}

static void
flow_group_node_compute (FlowNode *node)
{
  FlowGroupNode *self = FLOW_GROUP_NODE (node);
  FlowNodePrivate *priv = _flow_node_get_private (node);
  FlowEngine *inner;
  FlowNode *input;

  if (self->graph == NULL || (input = _flow_graph_find_input_node (self->graph)) == NULL)
    return;

  /* The inside evaluates in one wave, when the last input is in. */
  inner = _flow_graph_peek_engine (self->graph);
  _flow_engine_begin (inner);

  for (guint i = 0; i < priv->n_sinks; i++)
    {
      FlowDock *sink = priv->docks[i];
      FlowDock *source = find_port (input, FALSE, i, _flow_dock_get_private (sink)->name);

      if (source != NULL)
        _flow_dock_produce (source, flow_dock_get_value (sink));
    }

  _flow_engine_end (inner);

  if (flow_graph_get_busy (self->graph))
    flow_node_begin_job (node);
  else
    _flow_group_node_outputs_changed (self);
}

/* A job inside started or ended, outside a wave of the group node: the
 * graph's busy property changed. Called by the graph itself rather than
 * from a notify handler, whose presence would make every notification of
 * the graph go through the signal system (a graph notifies its last
 * wave's figures at the end of each wave).
 */
void
_flow_group_node_inside_busy_changed (FlowGroupNode *self)
{
  FlowNodePrivate *priv = _flow_node_get_private (FLOW_NODE (self));
  FlowJob *job = _flow_node_peek_job (priv);
  FlowGraph *graph = self->graph;

  if (flow_graph_get_busy (graph))
    {
      if (job == NULL && !priv->muted)
        flow_node_begin_job (FLOW_NODE (self));
      return;
    }

  if (job != NULL)
    {
      FlowNode *output = _flow_graph_find_output_node (graph);

      for (guint i = priv->n_sinks; output != NULL && i < priv->n_sinks + priv->n_sources; i++)
        {
          const char *name = _flow_dock_get_private (priv->docks[i])->name;
          FlowDock *sink = find_port (output, TRUE, i - priv->n_sinks, name);

          if (sink != NULL)
            flow_job_set_output (job, name, flow_dock_get_value (sink));
        }

      flow_job_finish (job);
    }
}

/* GObject */

static void
make_docks (FlowGroupNode *self)
{
  FlowGraph *graph = _flow_group_peek_graph (self->group);
  FlowNode *input = _flow_graph_find_input_node (graph);
  FlowNode *output = _flow_graph_find_output_node (graph);
  FlowNodePrivate *input_priv = _flow_node_get_private (input);
  FlowNodePrivate *output_priv = _flow_node_get_private (output);

  for (guint i = 0; i < input_priv->n_sources; i++)
    {
      FlowDockPrivate *port = _flow_dock_get_private (input_priv->docks[input_priv->n_sinks + i]);
      g_autoptr(FlowSink) sink = flow_sink_new (port->name, port->value_type);

      if (port->label != NULL)
        flow_dock_set_label (FLOW_DOCK (sink), port->label);
      flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (sink));
    }

  for (guint i = 0; i < output_priv->n_sinks; i++)
    {
      FlowDockPrivate *port = _flow_dock_get_private (output_priv->docks[i]);
      g_autoptr(FlowSource) source = flow_source_new (port->name, port->value_type);

      if (port->label != NULL)
        flow_dock_set_label (FLOW_DOCK (source), port->label);
      flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (source));
    }
}

/* Gives @self a graph of its own, a copy of its group's. */
static void
make_graph (FlowGroupNode *self)
{
  self->graph = _flow_group_new_member (self->group);
  self->graph->group_node = FLOW_NODE (self);

  self->group->syncing++;
  _flow_graph_copy_contents (_flow_group_peek_graph (self->group), self->graph);
  self->group->syncing--;
  _flow_group_adopt_member (self->group, self->graph);

}

static void
drop_graph (FlowGroupNode *self)
{
  if (self->graph == NULL)
    return;

  self->graph->group_node = NULL;
  _flow_graph_borrow_history (self->graph, NULL);
  self->graph->group = NULL;
  g_clear_object (&self->graph);
}

static void
graph_changed_cb (FlowGroupNode *self)
{
  _flow_group_notify_users (self->group);
}

static void
flow_group_node_constructed (GObject *object)
{
  FlowGroupNode *self = (FlowGroupNode *)object;

  G_OBJECT_CLASS (flow_group_node_parent_class)->constructed (object);

  if (self->group == NULL)
    {
      g_critical ("A FlowGroupNode needs a group");
      self->group = flow_group_new (_("Group"));
    }

  if (flow_node_get_title (FLOW_NODE (self)) == NULL)
    flow_node_set_title (FLOW_NODE (self), flow_group_get_name (self->group));

  make_docks (self);
  make_graph (self);
  _flow_group_add_node (self->group, self);

  /* Users are the group nodes in graphs. */
  g_signal_connect (self, "notify::graph", G_CALLBACK (graph_changed_cb), NULL);
}

static void
flow_group_node_dispose (GObject *object)
{
  FlowGroupNode *self = (FlowGroupNode *)object;

  drop_graph (self);

  G_OBJECT_CLASS (flow_group_node_parent_class)->dispose (object);
}

static void
flow_group_node_finalize (GObject *object)
{
  FlowGroupNode *self = (FlowGroupNode *)object;

  if (self->group != NULL)
    {
      _flow_group_remove_node (self->group, self);
      g_clear_object (&self->group);
    }

  G_OBJECT_CLASS (flow_group_node_parent_class)->finalize (object);
}

static void
flow_group_node_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  FlowGroupNode *self = FLOW_GROUP_NODE (object);

  switch (prop_id)
    {
    case PROP_GROUP:
      g_value_set_object (value, self->group);
      break;

    case PROP_GRAPH:
      g_value_set_object (value, self->graph);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_group_node_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  FlowGroupNode *self = FLOW_GROUP_NODE (object);

  switch (prop_id)
    {
    case PROP_GROUP:
      self->group = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_group_node_class_init (FlowGroupNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  object_class->constructed = flow_group_node_constructed;
  object_class->dispose = flow_group_node_dispose;
  object_class->finalize = flow_group_node_finalize;
  object_class->get_property = flow_group_node_get_property;
  object_class->set_property = flow_group_node_set_property;

  node_class->compute = flow_group_node_compute;

  _flow_group_node_type = FLOW_TYPE_GROUP_NODE;

  /**
   * FlowGroupNode:group: (getter get_group)
   *
   * The group the node uses.
   *
   * Since: 0.2
   */
  properties[PROP_GROUP] =
    g_param_spec_object ("group", NULL, NULL,
                         FLOW_TYPE_GROUP,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGroupNode:graph: (getter get_graph)
   *
   * The node's own graph: a copy of its group's, with its own values.
   *
   * Since: 0.2
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_group_node_init (FlowGroupNode *self)
{
}

/* Private API */

FlowGraph *
_flow_group_node_peek_graph (FlowGroupNode *self)
{
  return self->graph;
}

/* Moves @self, whose graph is the same as the graphs of @group, to
 * @group: for making a group node the single user of a copy, and undoing
 * it.
 */
void
_flow_group_node_set_group (FlowGroupNode *self,
                            FlowGroup     *group)
{
  if (self->group == group)
    return;

  _flow_group_remove_node (self->group, self);
  g_set_object (&self->group, group);
  _flow_group_add_node (group, self);

  /* The graph records in the history of its new group's document. */
  if (self->graph != NULL)
    {
      self->graph->group = group;
      _flow_group_adopt_member (group, self->graph);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GROUP]);
}

/* Gives @self, in no graph, @group, defined as its own group is, and a
 * new copy of that group's graph: a pasted group node that takes the
 * document's group of its name. The graph it had goes, since the group
 * nodes inside it use the pasted groups, not the document's.
 */
void
_flow_group_node_join_group (FlowGroupNode *self,
                             FlowGroup     *group)
{
  g_assert (_flow_node_peek_graph (FLOW_NODE (self)) == NULL);

  drop_graph (self);
  _flow_group_node_set_group (self, group);
  make_graph (self);
}

/* Public API */

/**
 * flow_group_node_new:
 * @group: the group the node uses
 *
 * Creates a node that uses @group: its sinks and sources are the group's
 * inputs and outputs, and its graph a copy of the group's. Its title is
 * the group's name.
 *
 * Returns: (transfer full): the new node
 *
 * Since: 0.2
 */
FlowNode *
flow_group_node_new (FlowGroup *group)
{
  g_return_val_if_fail (FLOW_IS_GROUP (group), NULL);

  return g_object_new (FLOW_TYPE_GROUP_NODE, "group", group, NULL);
}

/**
 * flow_group_node_get_group: (get-property group)
 * @self: a group node
 *
 * Gets the group @self uses.
 *
 * Returns: (transfer none): the group
 *
 * Since: 0.2
 */
FlowGroup *
flow_group_node_get_group (FlowGroupNode *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP_NODE (self), NULL);

  return self->group;
}

/**
 * flow_group_node_get_graph: (get-property graph)
 * @self: a group node
 *
 * Gets the graph of @self: its copy of its group's graph, with the
 * values that the node's inputs give it. An edit made there is made in
 * every graph of the group.
 *
 * Returns: (transfer none): the graph
 *
 * Since: 0.2
 */
FlowGraph *
flow_group_node_get_graph (FlowGroupNode *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP_NODE (self), NULL);

  return self->graph;
}

/**
 * flow_group_node_make_single_user:
 * @self: a group node in a graph
 * @error: return location for an error
 *
 * Gives @self a group of its own, a copy of the one it uses, so that its
 * graph can change without changing the other group nodes. The copy is
 * added to the document's groups under a new name (“Lerp 2”). One step
 * of the history. A node that is the only user of its group keeps it.
 *
 * Returns: (transfer none) (nullable): the group @self uses afterwards,
 *   or `NULL` with @error set
 *
 * Since: 0.2
 */
FlowGroup *
flow_group_node_make_single_user (FlowGroupNode  *self,
                                  GError        **error)
{
  FlowGraph *graph;
  FlowGraph *document;
  FlowHistory *history;
  g_autoptr(FlowGroup) copy = NULL;
  g_autofree char *name = NULL;
  FlowGroup *old_group;
  FlowGroup *sync;

  g_return_val_if_fail (FLOW_IS_GROUP_NODE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  graph = _flow_node_peek_graph (FLOW_NODE (self));
  if (graph == NULL)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                           _("The group node is in no graph."));
      return NULL;
    }

  if (flow_group_get_n_users (self->group) <= 1)
    return self->group;

  document = flow_graph_get_document (graph);
  name = _flow_group_unique_name (document, flow_group_get_name (self->group));
  copy = _flow_group_copy (self->group, name);

  history = document != NULL ? document->history : NULL;
  if (history != NULL)
    flow_history_begin_group (history, _("Make Single User"));

  if (document != NULL && !flow_graph_add_group (document, copy, error))
    {
      if (history != NULL)
        flow_history_end_group (history);
      return NULL;
    }

  /* Inside a group's graph (or a group node's copy of it), the node is
   * the same in every graph of that group: each takes the copy.
   */
  sync = _flow_graph_peek_sync (graph);
  if (sync != NULL)
    _flow_group_sync_begin (sync, graph);

  old_group = g_object_ref (self->group);
  _flow_group_node_set_group (self, copy);
  _flow_history_record_set_group (graph->history, FLOW_NODE (self), old_group, copy);

  if (sync != NULL)
    _flow_group_sync_set_group (sync, graph, FLOW_NODE (self), old_group, copy);
  g_object_unref (old_group);

  if (history != NULL)
    flow_history_end_group (history);

  return copy;
}

/* FlowGroupInputNode */

static void
flow_group_input_node_class_init (FlowGroupInputNodeClass *klass)
{
  _flow_group_input_node_type = FLOW_TYPE_GROUP_INPUT_NODE;
}

static void
flow_group_input_node_init (FlowGroupInputNode *self)
{
  flow_node_set_title (FLOW_NODE (self), _("Group Input"));
  flow_node_set_deletable (FLOW_NODE (self), FALSE);
  /* Part of the group's shape: nothing to bypass. */
  flow_node_set_can_mute (FLOW_NODE (self), FALSE);
}

/* FlowGroupOutputNode */

static void
flow_group_output_node_compute (FlowNode *node)
{
  FlowGraph *graph = _flow_node_peek_graph (node);

  if (graph != NULL && graph->group_node != NULL)
    _flow_group_node_outputs_changed (FLOW_GROUP_NODE (graph->group_node));
}

static void
flow_group_output_node_class_init (FlowGroupOutputNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->compute = flow_group_output_node_compute;

  _flow_group_output_node_type = FLOW_TYPE_GROUP_OUTPUT_NODE;
}

static void
flow_group_output_node_init (FlowGroupOutputNode *self)
{
  flow_node_set_title (FLOW_NODE (self), _("Group Output"));
  flow_node_set_deletable (FLOW_NODE (self), FALSE);
  /* Part of the group's shape: nothing to bypass. */
  flow_node_set_can_mute (FLOW_NODE (self), FALSE);
}

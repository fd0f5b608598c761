/* flow-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowGroup: a subgraph's definition, its interface and its users. */

#include "config.h"

#include "flow-group-private.h"
#include "flow-i18n-private.h"

#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-error.h"
#include "flow-history-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"
#include "flow-value.h"

/**
 * FlowGroup:
 *
 * The definition of a subgraph: a graph that [class@GroupNode]s show as
 * one node.
 *
 * A group has a name and a graph ([property@Group:graph]) that holds its
 * nodes. Inside it, a [class@GroupInputNode] and a
 * [class@GroupOutputNode] are the group's interface: each source of the
 * input node (an *input* of the group) is a sink of every group node that
 * uses the group, and each sink of the output node (an *output*) is a
 * source of every group node. Values cross the boundary in the graph's
 * evaluation engine, in the same wave as everything else.
 *
 * ```c
 * g_autoptr(FlowGroup) lerp = flow_group_new ("Lerp");
 *
 * flow_group_add_input (lerp, "a", G_TYPE_DOUBLE, NULL);
 * flow_group_add_input (lerp, "b", G_TYPE_DOUBLE, NULL);
 * flow_group_add_input (lerp, "t", G_TYPE_DOUBLE, NULL);
 * flow_group_add_output (lerp, "result", G_TYPE_DOUBLE, NULL);
 * // … nodes and connections in flow_group_get_graph (lerp) …
 *
 * flow_graph_add_group (document, lerp, NULL);
 * flow_graph_add_node (document, flow_group_node_new (lerp));
 * ```
 *
 * Several group nodes can use one group, as Blender's node groups are
 * shared: each has a graph of its own ([method@GroupNode.get_graph])
 * with its own values, and an edit made inside any of them, or inside the
 * group's own graph, is made in all of them. Nodes keep the same ids in
 * all of these graphs. [method@GroupNode.make_single_user] gives one group
 * node a copy of the group to change on its own.
 *
 * A group belongs to a document, the graph at the top
 * ([method@Graph.get_groups]); its name is unique there. The history of
 * the document records edits made inside its groups too, so that undo
 * and redo work across levels; saving writes the groups that are used
 * with the document.
 *
 * A group's own graph never evaluates: it is the model every group node
 * copies.
 *
 * Since: 0.2
 */

enum {
  PROP_0,
  PROP_NAME,
  PROP_GRAPH,
  PROP_DOCUMENT,
  PROP_N_USERS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGroup, flow_group, G_TYPE_OBJECT)

static void flow_group_constructed (GObject *object);

/* Helpers */

static gboolean
name_is_valid (const char  *name,
               const char  *what,
               GError     **error)
{
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                   _("A %s needs a name."), what);
      return FALSE;
    }

  return TRUE;
}

/* The port of the group's own graph that stands for @port, a port of any
 * of its graphs; or NULL.
 */
static FlowDock *
find_own_port (FlowGroup *self,
               FlowDock  *port)
{
  FlowNode *node;
  FlowNode *own;

  if (port == NULL || (node = _flow_dock_peek_node (port)) == NULL)
    return NULL;

  if (FLOW_IS_GROUP_INPUT_NODE (node))
    own = _flow_graph_find_input_node (self->graph);
  else if (FLOW_IS_GROUP_OUTPUT_NODE (node))
    own = _flow_graph_find_output_node (self->graph);
  else
    return NULL;

  {
    FlowGraph *graph = _flow_node_peek_graph (node);

    if (graph == NULL || graph->group != self)
      return NULL;
  }

  return flow_node_get_dock (own, flow_dock_get_name (port));
}

/* GObject */

static void
flow_group_dispose (GObject *object)
{
  FlowGroup *self = (FlowGroup *)object;

  if (self->graph != NULL)
    {
      self->graph->group = NULL;
      g_clear_object (&self->graph);
    }

  G_OBJECT_CLASS (flow_group_parent_class)->dispose (object);
}

static void
flow_group_finalize (GObject *object)
{
  FlowGroup *self = (FlowGroup *)object;

  /* Every group node holds its group: none is left. */
  g_assert (self->nodes->len == 0);

  g_clear_pointer (&self->nodes, g_ptr_array_unref);
  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (flow_group_parent_class)->finalize (object);
}

static void
flow_group_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  FlowGroup *self = FLOW_GROUP (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_GRAPH:
      g_value_set_object (value, self->graph);
      break;

    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_N_USERS:
      g_value_set_uint (value, flow_group_get_n_users (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_group_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  FlowGroup *self = FLOW_GROUP (object);

  switch (prop_id)
    {
    case PROP_NAME:
      {
        g_autoptr(GError) error = NULL;

        if (!flow_group_set_name (self, g_value_get_string (value), &error))
          g_critical ("%s", error->message);
      }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_group_class_init (FlowGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = flow_group_constructed;
  object_class->dispose = flow_group_dispose;
  object_class->finalize = flow_group_finalize;
  object_class->get_property = flow_group_get_property;
  object_class->set_property = flow_group_set_property;

  /**
   * FlowGroup:name: (getter get_name)
   *
   * The name of the group, unique among the groups of its document.
   *
   * Since: 0.2
   */
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL,
                         "Group",
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGroup:graph: (getter get_graph)
   *
   * The group's own graph, with its input and output nodes: the model
   * that every group node using the group copies.
   *
   * Since: 0.2
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGroup:document: (getter get_document)
   *
   * The graph whose list of groups holds the group, or `NULL`.
   *
   * Since: 0.2
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGroup:n-users: (getter get_n_users)
   *
   * How many group nodes use the group in its document and in the graphs
   * of other groups.
   *
   * Since: 0.2
   */
  properties[PROP_N_USERS] =
    g_param_spec_uint ("n-users", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* Set while a group is made without its input and output nodes, to be
 * filled from another group's graph or from a file. Groups are made on
 * the main thread only.
 */
static gboolean make_bare;

static void
flow_group_constructed (GObject *object)
{
  FlowGroup *self = (FlowGroup *)object;
  g_autoptr(FlowNode) input = NULL;
  g_autoptr(FlowNode) output = NULL;

  G_OBJECT_CLASS (flow_group_parent_class)->constructed (object);

  if (make_bare)
    return;

  input = g_object_new (FLOW_TYPE_GROUP_INPUT_NODE, NULL);
  output = g_object_new (FLOW_TYPE_GROUP_OUTPUT_NODE, NULL);
  flow_node_set_position (output, 400.0, 0.0);

  self->syncing++;
  flow_graph_add_node (self->graph, input);
  flow_graph_add_node (self->graph, output);
  self->syncing--;
}

static void
flow_group_init (FlowGroup *self)
{
  self->name = g_strdup (_("Group"));
  self->nodes = g_ptr_array_new ();

  self->graph = flow_graph_new ();
  self->graph->group = self;
  flow_graph_set_evaluation (self->graph, FLOW_EVALUATION_MANUAL);
}

/* Private API */

/* A group whose graph is empty: no input or output node yet. */
FlowGroup *
_flow_group_new_bare (const char *name)
{
  FlowGroup *self;

  make_bare = TRUE;
  self = g_object_new (FLOW_TYPE_GROUP, "name", name, NULL);
  make_bare = FALSE;

  return self;
}

/* A group like @self, under @name, with a copy of its graph. */
FlowGroup *
_flow_group_copy (FlowGroup  *self,
                  const char *name)
{
  FlowGroup *copy = _flow_group_new_bare (name);

  /* The rules of @self's document, or a cycle would not be copied. */
  flow_graph_set_allow_cycles (copy->graph, flow_graph_get_allow_cycles (self->graph));
  flow_graph_set_implicit_conversions (copy->graph, flow_graph_get_implicit_conversions (self->graph));

  copy->syncing++;
  _flow_graph_copy_contents (self->graph, copy->graph);
  copy->syncing--;

  return copy;
}

FlowGraph *
_flow_group_peek_graph (FlowGroup *self)
{
  return self->graph;
}

void
_flow_group_add_node (FlowGroup     *self,
                      FlowGroupNode *node)
{
  g_ptr_array_add (self->nodes, node);
  _flow_group_notify_users (self);
}

void
_flow_group_remove_node (FlowGroup     *self,
                         FlowGroupNode *node)
{
  g_ptr_array_remove_fast (self->nodes, node);
  _flow_group_notify_users (self);
}

/* Whether @node is a user flow_group_get_n_users () counts: in a
 * document, or in the own graph of a group that has users itself (not
 * in a copy inside a group node, nor in a group no node uses any more,
 * as after ungrouping, which files do not keep).
 */
static gboolean
counts_as_user (FlowGroupNode *node)
{
  FlowGraph *graph = _flow_node_peek_graph (FLOW_NODE (node));

  if (graph == NULL)
    return FALSE;
  if (graph->group == NULL)
    return TRUE;

  return graph->group->graph == graph && graph->group->in_use;
}

static gboolean
has_users (FlowGroup *self)
{
  for (guint i = 0; i < self->nodes->len; i++)
    if (counts_as_user (self->nodes->pdata[i]))
      return TRUE;

  return FALSE;
}

/* A group node of @self was added, removed, or entered or left a graph:
 * FlowGroup:n-users may have changed; and when the group comes into use
 * or goes out of it, the group nodes in its graph start or stop counting
 * as users of theirs.
 */
void
_flow_group_notify_users (FlowGroup *self)
{
  gboolean in_use = has_users (self);
  guint n;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_USERS]);

  if (in_use == self->in_use || self->graph == NULL)
    return;

  self->in_use = in_use;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->graph));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (self->graph), i);

      if (FLOW_IS_GROUP_NODE (node))
        _flow_group_notify_users (flow_group_node_get_group (FLOW_GROUP_NODE (node)));
    }
}

/* Gives @member, a graph of @self, the rules of the group's document; in
 * no document, the rules of the group's own graph, so that a copy of it
 * can hold every connection it has (a cycle, where cycles are allowed).
 */
static void
adopt_rules (FlowGroup *self,
             FlowGraph *member)
{
  FlowGraph *rules = self->document != NULL ? self->document : self->graph;

  if (rules != member)
    {
      flow_graph_set_allow_cycles (member, flow_graph_get_allow_cycles (rules));
      flow_graph_set_implicit_conversions (member, flow_graph_get_implicit_conversions (rules));
    }
}

/* Gives @member, a graph of @self, the history and rules of the group's
 * document: edits in it are the document's.
 */
void
_flow_group_adopt_member (FlowGroup *self,
                          FlowGraph *member)
{
  _flow_graph_borrow_history (member, self->document != NULL ? self->document->history : NULL);
  adopt_rules (self, member);
}

void
_flow_group_set_document (FlowGroup *self,
                          FlowGraph *document)
{
  if (self->document == document)
    return;

  self->document = document;

  _flow_group_adopt_member (self, self->graph);
  for (guint i = 0; i < self->nodes->len; i++)
    {
      FlowGraph *inside = _flow_group_node_peek_graph (self->nodes->pdata[i]);

      if (inside != NULL)
        _flow_group_adopt_member (self, inside);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/* A new graph for a group node of @self, empty, with the rules of the
 * group's document, or without a document yet (a group being loaded),
 * of the group's own graph: or a cycle its graph allows would not be
 * copied. It has no history: filling it is not an edit, and the caller
 * gives it the document's with _flow_group_adopt_member () once it is
 * filled.
 */
FlowGraph *
_flow_group_new_member (FlowGroup *self)
{
  FlowGraph *graph = flow_graph_new ();

  graph->group = self;
  adopt_rules (self, graph);

  return graph;
}

static gboolean
uses (FlowGroup  *self,
      FlowGroup  *other,
      GHashTable *seen)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->graph));

  if (!g_hash_table_add (seen, self))
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (self->graph), i);
      FlowGroup *used;

      if (!FLOW_IS_GROUP_NODE (node))
        continue;

      used = flow_group_node_get_group (FLOW_GROUP_NODE (node));
      if (used == other || uses (used, other, seen))
        return TRUE;
    }

  return FALSE;
}

/* Whether the graph of @self holds a node of @other, directly or inside
 * the groups it uses.
 */
gboolean
_flow_group_uses (FlowGroup *self,
                  FlowGroup *other)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  return uses (self, other, seen);
}

/* "Name", or "Name 2", "Name 3"…: the first that no group of @document
 * has.
 */
char *
_flow_group_unique_name (FlowGraph  *document,
                         const char *name)
{
  char *candidate = g_strdup (name);

  for (guint i = 2; document != NULL && flow_graph_find_group (document, candidate) != NULL; i++)
    {
      g_free (candidate);
      candidate = g_strdup_printf ("%s %u", name, i);
    }

  return candidate;
}

/* The dock a group node has for @port, a port of the group's own graph. */
static FlowDock *
outer_dock_new (FlowDock *port)
{
  FlowDockPrivate *priv = _flow_dock_get_private (port);
  FlowDock *dock;

  if (FLOW_IS_SOURCE (port))
    dock = FLOW_DOCK (flow_sink_new (priv->name, priv->value_type));
  else
    dock = FLOW_DOCK (flow_source_new (priv->name, priv->value_type));

  if (priv->label != NULL)
    flow_dock_set_label (dock, priv->label);

  return dock;
}

/* Makes, on every group node of @self, the dock for the port @port, at
 * @position among its sinks (an input) or sources (an output).
 */
void
_flow_group_add_port_to_nodes (FlowGroup *self,
                               FlowDock  *port,
                               guint      position)
{
  for (guint i = 0; i < self->nodes->len; i++)
    {
      FlowNode *node = self->nodes->pdata[i];
      g_autoptr(FlowDock) dock = outer_dock_new (port);

      if (flow_node_get_dock (node, flow_dock_get_name (dock)) != NULL)
        continue;

      _flow_node_add_dock_at (node, dock, position);

      /* A group node in no graph (deleted, and kept for undo) changes
       * too: the document's history records it, for undo to find it as
       * it was.
       */
      if (_flow_node_peek_graph (node) == NULL && self->document != NULL)
        _flow_history_record_add_dock (self->document->history, node, dock, position);
    }
}

void
_flow_group_remove_port_from_nodes (FlowGroup *self,
                                    FlowDock  *port,
                                    guint      position)
{
  for (guint i = 0; i < self->nodes->len; i++)
    {
      FlowNode *node = self->nodes->pdata[i];
      FlowDock *dock = flow_node_get_dock (node, flow_dock_get_name (port));

      if (dock == NULL)
        continue;

      if (_flow_node_peek_graph (node) == NULL && self->document != NULL)
        _flow_history_record_remove_dock (self->document->history, node, dock,
                                          _flow_node_dock_position (node, dock));

      _flow_node_remove_dock (node, dock);
    }
}

/* Public API */

/**
 * flow_group_new:
 * @name: the name of the group
 *
 * Creates a group with no inputs, no outputs and nothing in its graph
 * but its input and output nodes. Add it to a document with
 * [method@Graph.add_group].
 *
 * Returns: (transfer full): the new group
 *
 * Since: 0.2
 */
FlowGroup *
flow_group_new (const char *name)
{
  g_return_val_if_fail (name != NULL && *name != '\0', NULL);

  return g_object_new (FLOW_TYPE_GROUP, "name", name, NULL);
}

/**
 * flow_group_get_name: (get-property name)
 * @self: a group
 *
 * Gets the name of @self.
 *
 * Returns: (transfer none): the name
 *
 * Since: 0.2
 */
const char *
flow_group_get_name (FlowGroup *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);

  return self->name;
}

/**
 * flow_group_set_name: (set-property name)
 * @self: a group
 * @name: the new name
 * @error: return location for an error
 *
 * Renames @self. A name that another group of its document has is
 * refused with `FLOW_ERROR_NAME_TAKEN`, an empty one with
 * `FLOW_ERROR_FAILED`. Renaming is an edit the document's history
 * records.
 *
 * Returns: `TRUE` if @self has the name now
 *
 * Since: 0.2
 */
gboolean
flow_group_set_name (FlowGroup   *self,
                     const char  *name,
                     GError     **error)
{
  FlowGroup *other;
  g_autofree char *old_name = NULL;

  g_return_val_if_fail (FLOW_IS_GROUP (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!name_is_valid (name, _("group"), error))
    return FALSE;

  if (g_strcmp0 (self->name, name) == 0)
    return TRUE;

  if (self->document != NULL &&
      (other = flow_graph_find_group (self->document, name)) != NULL && other != self)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NAME_TAKEN,
                   _("There is a group called “%s” already."), name);
      return FALSE;
    }

  old_name = g_steal_pointer (&self->name);
  self->name = g_strdup (name);

  if (self->document != NULL)
    _flow_history_record_group_name (self->document->history, self, old_name, name);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);

  return TRUE;
}

/**
 * flow_group_get_graph: (get-property graph)
 * @self: a group
 *
 * Gets the group's own graph, with its input and output nodes. Edits made
 * there are made in the graph of every group node that uses @self.
 *
 * Returns: (transfer none): the graph
 *
 * Since: 0.2
 */
FlowGraph *
flow_group_get_graph (FlowGroup *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);

  return self->graph;
}

/**
 * flow_group_get_document: (get-property document)
 * @self: a group
 *
 * Gets the graph whose list of groups holds @self.
 *
 * Returns: (transfer none) (nullable): the document, or `NULL`
 *
 * Since: 0.2
 */
FlowGraph *
flow_group_get_document (FlowGroup *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);

  return self->document;
}

/**
 * flow_group_get_n_users: (get-property n-users)
 * @self: a group
 *
 * Counts the group nodes that use @self in a document or in the graph of
 * a group that is in use itself: those a person placed, not the copies
 * inside other group nodes, nor those left in a group no node uses any
 * more (as after ungrouping its last user), which files do not keep.
 *
 * Returns: the number of users
 *
 * Since: 0.2
 */
guint
flow_group_get_n_users (FlowGroup *self)
{
  guint n = 0;

  g_return_val_if_fail (FLOW_IS_GROUP (self), 0);

  for (guint i = 0; i < self->nodes->len; i++)
    n += counts_as_user (self->nodes->pdata[i]);

  return n;
}

/**
 * flow_group_get_input_node:
 * @self: a group
 *
 * Gets the input node of the group's own graph: its sources are the
 * inputs of the group.
 *
 * Returns: (transfer none): the input node
 *
 * Since: 0.2
 */
FlowNode *
flow_group_get_input_node (FlowGroup *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);

  return _flow_graph_find_input_node (self->graph);
}

/**
 * flow_group_get_output_node:
 * @self: a group
 *
 * Gets the output node of the group's own graph: its sinks are the
 * outputs of the group.
 *
 * Returns: (transfer none): the output node
 *
 * Since: 0.2
 */
FlowNode *
flow_group_get_output_node (FlowGroup *self)
{
  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);

  return _flow_graph_find_output_node (self->graph);
}

static gboolean
port_name_free (FlowNode    *node,
                const char  *name,
                GError     **error)
{
  if (!name_is_valid (name, _("group’s input or output"), error))
    return FALSE;

  if (flow_node_get_dock (node, name) != NULL)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NAME_TAKEN,
                   _("The group has an input or output called “%s” already."), name);
      return FALSE;
    }

  return TRUE;
}

/**
 * flow_group_add_input:
 * @self: a group
 * @name: the name of the input, unique among its inputs and outputs
 * @value_type: the type of its values, or `FLOW_TYPE_ANY`
 * @error: return location for an error
 *
 * Adds an input to @self: a source of its input node in each of its
 * graphs, and a sink of every group node that uses it.
 *
 * Returns: (transfer none) (nullable): the input node's new source in
 *   the group's own graph, or `NULL` if the name is empty or taken
 *
 * Since: 0.2
 */
FlowSource *
flow_group_add_input (FlowGroup   *self,
                      const char  *name,
                      GType        value_type,
                      GError     **error)
{
  FlowNode *input;
  g_autoptr(FlowSource) source = NULL;

  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);
  g_return_val_if_fail (value_type != G_TYPE_INVALID && value_type != G_TYPE_NONE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  input = _flow_graph_find_input_node (self->graph);
  if (!port_name_free (input, name, error) ||
      !port_name_free (_flow_graph_find_output_node (self->graph), name, error))
    return NULL;

  source = flow_source_new (name, value_type);

  if (self->graph->history != NULL)
    flow_history_begin_group (self->graph->history, _("Add Group Input"));
  flow_node_add_dock (input, FLOW_DOCK (source));
  if (self->graph->history != NULL)
    flow_history_end_group (self->graph->history);

  return source;
}

/**
 * flow_group_add_output:
 * @self: a group
 * @name: the name of the output, unique among its inputs and outputs
 * @value_type: the type of its values, or `FLOW_TYPE_ANY`
 * @error: return location for an error
 *
 * Adds an output to @self: a sink of its output node in each of its
 * graphs, and a source of every group node that uses it.
 *
 * Returns: (transfer none) (nullable): the output node's new sink in the
 *   group's own graph, or `NULL` if the name is empty or taken
 *
 * Since: 0.2
 */
FlowSink *
flow_group_add_output (FlowGroup   *self,
                       const char  *name,
                       GType        value_type,
                       GError     **error)
{
  FlowNode *output;
  g_autoptr(FlowSink) sink = NULL;

  g_return_val_if_fail (FLOW_IS_GROUP (self), NULL);
  g_return_val_if_fail (value_type != G_TYPE_INVALID && value_type != G_TYPE_NONE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  output = _flow_graph_find_output_node (self->graph);
  if (!port_name_free (output, name, error) ||
      !port_name_free (_flow_graph_find_input_node (self->graph), name, error))
    return NULL;

  sink = flow_sink_new (name, value_type);

  if (self->graph->history != NULL)
    flow_history_begin_group (self->graph->history, _("Add Group Output"));
  flow_node_add_dock (output, FLOW_DOCK (sink));
  if (self->graph->history != NULL)
    flow_history_end_group (self->graph->history);

  return sink;
}

static FlowDock *
own_port_or_error (FlowGroup  *self,
                   FlowDock   *port,
                   GError    **error)
{
  FlowDock *own = find_own_port (self, port);

  if (own == NULL)
    g_set_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                 _("The dock is not an input or output of the group “%s”."), self->name);

  return own;
}

/**
 * flow_group_remove_port:
 * @self: a group
 * @port: an input or an output of @self: a source of its input node or a
 *   sink of its output node, in any of its graphs
 * @error: return location for an error
 *
 * Removes an input or an output from @self: from its input or output
 * node in each of its graphs, with their connections, and from every
 * group node that uses it, with theirs. One step of the history.
 *
 * Returns: `TRUE` if the port was removed
 *
 * Since: 0.2
 */
gboolean
flow_group_remove_port (FlowGroup  *self,
                        FlowDock   *port,
                        GError    **error)
{
  FlowDock *own;
  FlowHistory *history;

  g_return_val_if_fail (FLOW_IS_GROUP (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (port), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((own = own_port_or_error (self, port, error)) == NULL)
    return FALSE;

  history = self->graph->history;
  if (history != NULL)
    flow_history_begin_group (history, FLOW_IS_SOURCE (own) ? _("Remove Group Input")
                                                            : _("Remove Group Output"));

  flow_node_remove_dock (_flow_dock_peek_node (own), own);

  if (history != NULL)
    flow_history_end_group (history);

  return TRUE;
}

/* The connections of @dock, as pairs of other docks, before it is
 * replaced: sources of a sink, sinks of a source.
 */
static GPtrArray *
peers_of (FlowDock *dock)
{
  GPtrArray *peers = g_ptr_array_new_with_free_func (g_object_unref);
  FlowConnection *connection;

  for (guint i = 0; (connection = _flow_dock_get_connection (dock, i)) != NULL; i++)
    {
      if (FLOW_IS_SINK (dock))
        g_ptr_array_add (peers, g_object_ref (flow_connection_get_source (connection)));
      else
        g_ptr_array_add (peers, g_object_ref (flow_connection_get_sink (connection)));
    }

  return peers;
}

/* Whether @dock could carry @type with the connections it has. */
static gboolean
peers_accept (FlowDock    *dock,
              GType        type,
              const char  *port_name,
              GError     **error)
{
  FlowGraph *graph = _flow_node_peek_graph (_flow_dock_peek_node (dock));
  g_autoptr(GPtrArray) peers = peers_of (dock);
  g_autoptr(FlowDock) probe = NULL;

  if (graph == NULL || peers->len == 0)
    return TRUE;

  /* A dock like @dock, of the new type, to ask the graph's rules. */
  probe = g_object_new (G_OBJECT_TYPE (dock), "name", port_name, "value-type", type, NULL);

  for (guint i = 0; i < peers->len; i++)
    {
      FlowDock *peer = peers->pdata[i];
      g_autofree char *reason = NULL;
      gboolean fits;

      if (FLOW_IS_SINK (dock))
        fits = flow_dock_check_compatible (FLOW_SOURCE (peer), FLOW_SINK (probe),
                                           flow_graph_get_implicit_conversions (graph), &reason);
      else
        fits = flow_dock_check_compatible (FLOW_SOURCE (probe), FLOW_SINK (peer),
                                           flow_graph_get_implicit_conversions (graph), &reason);

      if (!fits)
        {
          FlowNode *node = _flow_dock_peek_node (peer);
          const char *title = node != NULL ? flow_node_get_title (node) : NULL;

          g_set_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH,
                       _("The group’s %s “%s” cannot carry %s values: it is connected "
                       "to “%s” of “%s”, which %s %s values."),
                       FLOW_IS_SINK (dock) == FLOW_IS_GROUP_NODE (_flow_dock_peek_node (dock))
                       ? _("input") : _("output"),
                       port_name, flow_value_type_describe (type),
                       flow_dock_get_label (peer),
                       title != NULL ? title : _("a node"),
                       FLOW_IS_SINK (peer) ? _("takes") : _("gives"),
                       flow_value_type_describe (flow_dock_get_value_type (peer)));
          return FALSE;
        }
    }

  return TRUE;
}

static void
free_value (gpointer data)
{
  GValue *value = data;

  if (G_IS_VALUE (value))
    g_value_unset (value);
  g_free (value);
}

/* Replaces the port @own of the group's own graph by @replacement, in
 * every graph of the group and on every group node, keeping every
 * connection.
 */
static void
replace_port (FlowGroup *self,
              FlowDock  *own,
              FlowDock  *replacement)
{
  FlowNode *interface = _flow_dock_peek_node (own);
  guint position = _flow_node_dock_position (interface, own);
  g_autoptr(GPtrArray) graphs = g_ptr_array_new ();
  g_autoptr(GPtrArray) outer = g_ptr_array_new_with_free_func ((GDestroyNotify)g_ptr_array_unref);
  g_autoptr(GPtrArray) inner = g_ptr_array_new_with_free_func ((GDestroyNotify)g_ptr_array_unref);
  g_autoptr(GPtrArray) defaults = g_ptr_array_new_with_free_func (free_value);
  g_autofree char *old_name = g_strdup (flow_dock_get_name (own));
  const char *new_name = flow_dock_get_name (replacement);
  gboolean is_input = FLOW_IS_GROUP_INPUT_NODE (interface);

  /* What each dock of the port is connected to, in every graph and on
   * every group node, before anything changes.
   */
  g_ptr_array_add (graphs, self->graph);
  for (guint i = 0; i < self->nodes->len; i++)
    g_ptr_array_add (graphs, _flow_group_node_peek_graph (self->nodes->pdata[i]));

  for (guint i = 0; i < graphs->len; i++)
    {
      FlowGraph *graph = graphs->pdata[i];
      FlowNode *node = is_input ? _flow_graph_find_input_node (graph) : _flow_graph_find_output_node (graph);

      g_ptr_array_add (inner, peers_of (flow_node_get_dock (node, old_name)));
    }
  for (guint i = 0; i < self->nodes->len; i++)
    g_ptr_array_add (outer, peers_of (flow_node_get_dock (self->nodes->pdata[i], old_name)));

  /* What each group node's sink held while unconnected. */
  for (guint i = 0; is_input && i < self->nodes->len; i++)
    {
      FlowDock *outer_dock = flow_node_get_dock (self->nodes->pdata[i], old_name);
      const GValue *value = flow_sink_get_default_value (FLOW_SINK (outer_dock));
      GValue *copy = g_new0 (GValue, 1);

      if (value != NULL)
        {
          g_value_init (copy, G_VALUE_TYPE (value));
          g_value_copy (value, copy);
        }
      g_ptr_array_add (defaults, copy);
    }

  /* The old port goes, with its connections, then the new one comes at
   * its place, and the connections are made again with it. Each change
   * is made again in every graph of the group and on every group node.
   */
  g_object_ref (own);
  flow_node_remove_dock (interface, own);
  _flow_node_add_dock_at (interface, replacement, position);
  g_object_unref (own);

  for (guint i = 0; i < defaults->len && i < self->nodes->len; i++)
    {
      GValue *value = defaults->pdata[i];
      FlowDock *outer_dock = flow_node_get_dock (self->nodes->pdata[i], new_name);
      GType type = flow_dock_get_value_type (outer_dock);

      if (G_IS_VALUE (value) &&
          (type == FLOW_TYPE_ANY || g_value_type_transformable (G_VALUE_TYPE (value), type)))
        flow_sink_set_default_value (FLOW_SINK (outer_dock), value);
    }

  for (guint i = 0; i < graphs->len; i++)
    {
      FlowGraph *graph = graphs->pdata[i];
      FlowNode *node = is_input ? _flow_graph_find_input_node (graph) : _flow_graph_find_output_node (graph);
      FlowDock *dock = flow_node_get_dock (node, new_name);
      GPtrArray *peers = inner->pdata[i];

      self->syncing++;
      for (guint j = 0; j < peers->len; j++)
        {
          FlowDock *peer = peers->pdata[j];

          if (_flow_dock_peek_node (peer) == NULL)
            continue;
          if (FLOW_IS_SINK (dock))
            flow_graph_add_connection (graph, FLOW_SOURCE (peer), FLOW_SINK (dock), NULL);
          else
            flow_graph_add_connection (graph, FLOW_SOURCE (dock), FLOW_SINK (peer), NULL);
        }
      self->syncing--;
    }

  for (guint i = 0; i < self->nodes->len && i < outer->len; i++)
    {
      FlowNode *node = self->nodes->pdata[i];
      FlowGraph *graph = _flow_node_peek_graph (node);
      FlowDock *dock = flow_node_get_dock (node, new_name);
      GPtrArray *peers = outer->pdata[i];

      for (guint j = 0; graph != NULL && j < peers->len; j++)
        {
          FlowDock *peer = peers->pdata[j];

          if (FLOW_IS_SINK (dock))
            flow_graph_add_connection (graph, FLOW_SOURCE (peer), FLOW_SINK (dock), NULL);
          else
            flow_graph_add_connection (graph, FLOW_SOURCE (dock), FLOW_SINK (peer), NULL);
        }
    }
}

/**
 * flow_group_rename_port:
 * @self: a group
 * @port: an input or an output of @self, in any of its graphs
 * @name: the new name, unique among its inputs and outputs
 * @error: return location for an error
 *
 * Renames an input or an output of @self, in each of its graphs and on
 * every group node that uses it, keeping every connection. One step of
 * the history.
 *
 * The port is replaced by a new dock: @port is no longer in a graph
 * afterwards; find the new one by its name.
 *
 * Returns: `TRUE` if the port has the new name
 *
 * Since: 0.2
 */
gboolean
flow_group_rename_port (FlowGroup   *self,
                        FlowDock    *port,
                        const char  *name,
                        GError     **error)
{
  FlowDock *own;
  g_autoptr(FlowDock) replacement = NULL;
  FlowHistory *history;

  g_return_val_if_fail (FLOW_IS_GROUP (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (port), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((own = own_port_or_error (self, port, error)) == NULL)
    return FALSE;

  if (g_strcmp0 (flow_dock_get_name (own), name) == 0)
    return TRUE;

  if (!port_name_free (_flow_graph_find_input_node (self->graph), name, error) ||
      !port_name_free (_flow_graph_find_output_node (self->graph), name, error))
    return FALSE;

  replacement = g_object_new (G_OBJECT_TYPE (own),
                              "name", name,
                              "value-type", flow_dock_get_value_type (own),
                              NULL);

  history = self->graph->history;
  if (history != NULL)
    flow_history_begin_group (history, FLOW_IS_SOURCE (own) ? _("Rename Group Input")
                                                            : _("Rename Group Output"));
  replace_port (self, own, replacement);
  if (history != NULL)
    flow_history_end_group (history);

  return TRUE;
}

/**
 * flow_group_set_port_type:
 * @self: a group
 * @port: an input or an output of @self, in any of its graphs
 * @value_type: the new type of its values, or `FLOW_TYPE_ANY`
 * @error: return location for an error
 *
 * Changes the type of an input or an output of @self, in each of its
 * graphs and on every group node that uses it, keeping every connection.
 * When a connection of the port, inside a graph of the group or outside
 * a group node, could not carry the new type, nothing changes and the
 * error (`FLOW_ERROR_TYPE_MISMATCH`) names it. One step of the history.
 *
 * The port is replaced by a new dock: @port is no longer in a graph
 * afterwards; find the new one by its name.
 *
 * Returns: `TRUE` if the port has the new type
 *
 * Since: 0.2
 */
gboolean
flow_group_set_port_type (FlowGroup   *self,
                          FlowDock    *port,
                          GType        value_type,
                          GError     **error)
{
  FlowDock *own;
  g_autoptr(FlowDock) replacement = NULL;
  FlowHistory *history;
  const char *name;
  gboolean is_input;

  g_return_val_if_fail (FLOW_IS_GROUP (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (port), FALSE);
  g_return_val_if_fail (value_type != G_TYPE_INVALID && value_type != G_TYPE_NONE, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((own = own_port_or_error (self, port, error)) == NULL)
    return FALSE;

  if (flow_dock_get_value_type (own) == value_type)
    return TRUE;

  name = flow_dock_get_name (own);
  is_input = FLOW_IS_GROUP_INPUT_NODE (_flow_dock_peek_node (own));

  /* Every connection must fit: inside, where the port is a source of the
   * input node or a sink of the output node, and outside every group
   * node, where it is the other way round.
   */
  if (!peers_accept (own, value_type, name, error))
    return FALSE;
  for (guint i = 0; i < self->nodes->len; i++)
    {
      FlowNode *node = self->nodes->pdata[i];
      FlowGraph *inside = _flow_group_node_peek_graph (self->nodes->pdata[i]);
      FlowNode *interface = is_input ? _flow_graph_find_input_node (inside)
                                     : _flow_graph_find_output_node (inside);

      if (!peers_accept (flow_node_get_dock (interface, name), value_type, name, error) ||
          !peers_accept (flow_node_get_dock (node, name), value_type, name, error))
        return FALSE;
    }

  replacement = g_object_new (G_OBJECT_TYPE (own),
                              "name", name,
                              "value-type", value_type,
                              NULL);
  if (_flow_dock_get_private (own)->label != NULL)
    flow_dock_set_label (replacement, _flow_dock_get_private (own)->label);

  history = self->graph->history;
  if (history != NULL)
    flow_history_begin_group (history, is_input ? _("Change Group Input Type")
                                                : _("Change Group Output Type"));
  replace_port (self, own, replacement);
  if (history != NULL)
    flow_history_end_group (history);

  return TRUE;
}

/* Implementation notes:
 *
 * Each group node has a graph of its own, a copy of the group's graph
 * kept the same by making every edit again in every copy
 * (flow-group-sync.c), as Houdini's digital assets and GNU Radio's
 * hierarchical blocks, once flattened, have real nodes per use. The
 * alternative, one graph evaluated once per group node with that node's
 * inputs, was rejected: nodes keep values, jobs and state, which would
 * then belong to whichever group node computed last, and a view could
 * not show the values of the group node a person entered.
 */

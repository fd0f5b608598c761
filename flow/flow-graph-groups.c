/* flow-graph-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* A graph and groups: a document's list of groups, the graphs inside
 * groups, which nodes a graph may hold, and grouping and ungrouping
 * nodes. The class and its documentation are in flow-graph.c.
 */

#include "config.h"

#include "flow-group-private.h"
#include "flow-i18n-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-error.h"
#include "flow-history-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"

#include <string.h>

GType _flow_group_node_type;
GType _flow_group_input_node_type;
GType _flow_group_output_node_type;

/* Private API */

void
_flow_graph_interface_node_added (FlowGraph *self,
                                  FlowNode  *node)
{
  if (FLOW_IS_GROUP_INPUT_NODE (node))
    self->input_node = node;
  else if (FLOW_IS_GROUP_OUTPUT_NODE (node))
    self->output_node = node;
}

void
_flow_graph_interface_node_removed (FlowGraph *self,
                                    FlowNode  *node)
{
  if (self->input_node == node)
    self->input_node = NULL;
  else if (self->output_node == node)
    self->output_node = NULL;
}

static GListStore *
ensure_groups (FlowGraph *self)
{
  if (self->groups == NULL)
    self->groups = g_list_store_new (FLOW_TYPE_GROUP);

  return self->groups;
}

/* The document got a history: its groups' graphs record there too. */
void
_flow_graph_groups_history_changed (FlowGraph *self)
{
  guint n;

  if (self->groups == NULL)
    return;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i);

      _flow_group_set_document (group, NULL);
      _flow_group_set_document (group, self);
    }
}

/* Trades the groups of two documents, for a load: each list model stays
 * the one its graph has, and emits the change.
 */
void
_flow_graph_swap_groups (FlowGraph *self,
                         FlowGraph *other)
{
  g_autoptr(GPtrArray) mine = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) theirs = g_ptr_array_new_with_free_func (g_object_unref);
  guint n;

  n = self->groups != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->groups)) : 0;
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (mine, g_list_model_get_item (G_LIST_MODEL (self->groups), i));
  n = other->groups != NULL ? g_list_model_get_n_items (G_LIST_MODEL (other->groups)) : 0;
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (theirs, g_list_model_get_item (G_LIST_MODEL (other->groups), i));

  if (mine->len == 0 && theirs->len == 0)
    return;

  g_list_store_splice (ensure_groups (self), 0, mine->len, theirs->pdata, theirs->len);
  g_list_store_splice (ensure_groups (other), 0, theirs->len, mine->pdata, mine->len);

  for (guint i = 0; i < mine->len; i++)
    _flow_group_set_document (mine->pdata[i], NULL);
  for (guint i = 0; i < theirs->len; i++)
    _flow_group_set_document (theirs->pdata[i], self);
  for (guint i = 0; i < mine->len; i++)
    _flow_group_set_document (mine->pdata[i], other);
}

/* Takes the groups out of @self, a document, without recording it: for
 * a paste, which moves them to another document. Returns them, each
 * with a reference.
 */
GPtrArray *
_flow_graph_take_groups (FlowGraph *self)
{
  GPtrArray *groups = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = self->groups != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->groups)) : 0;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (groups, g_list_model_get_item (G_LIST_MODEL (self->groups), i));

  if (n > 0)
    g_list_store_remove_all (self->groups);

  for (guint i = 0; i < groups->len; i++)
    _flow_group_set_document (groups->pdata[i], NULL);

  return groups;
}

/* The document goes: its groups belong to no document any more. */
void
_flow_graph_groups_dispose (FlowGraph *self)
{
  guint n;

  if (self->groups == NULL)
    return;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i);

      _flow_group_set_document (group, NULL);
    }

  g_clear_object (&self->groups);
}

/* Public API */

/**
 * flow_graph_get_document:
 * @self: a graph
 *
 * Gets the graph at the top of @self: @self itself, unless it is the
 * graph of a [class@Group] or of a [class@GroupNode]; then the document
 * of the group, if it has one.
 *
 * Returns: (transfer none) (nullable): the document, or `NULL` for the
 *   graph of a group that is in no document
 *
 * Since: 0.2
 */
FlowGraph *
flow_graph_get_document (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  if (self->group != NULL)
    return flow_group_get_document (self->group);

  return self;
}

/**
 * flow_graph_get_group:
 * @self: a graph
 *
 * Gets the group whose graph @self is: the group's own graph, or the
 * graph of a group node that uses it.
 *
 * Returns: (transfer none) (nullable): the group, or `NULL`
 *
 * Since: 0.2
 */
FlowGroup *
flow_graph_get_group (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  return self->group;
}

/**
 * flow_graph_get_group_node:
 * @self: a graph
 *
 * Gets the group node whose graph @self is, which is how a view leaves a
 * group for the graph around it.
 *
 * Returns: (transfer none) (nullable): the group node, or `NULL`
 *
 * Since: 0.2
 */
FlowNode *
flow_graph_get_group_node (FlowGraph *self)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  return self->group_node;
}

/**
 * flow_graph_get_groups:
 * @self: a graph
 *
 * Gets the groups of the document of @self (see
 * [method@Graph.get_document]), in the order they were added.
 *
 * A group that no node uses any more stays in the list, so that it can be
 * used again, until it is removed with [method@Graph.remove_group]; files
 * keep only the groups in use.
 *
 * Returns: (transfer none): a list model of [class@Group]
 *
 * Since: 0.2
 */
GListModel *
flow_graph_get_groups (FlowGraph *self)
{
  FlowGraph *document;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);

  document = flow_graph_get_document (self);

  return G_LIST_MODEL (ensure_groups (document != NULL ? document : self));
}

/**
 * flow_graph_find_group:
 * @self: a graph
 * @name: the name of a group
 *
 * Finds the group called @name in the document of @self.
 *
 * Returns: (transfer none) (nullable): the group, or `NULL`
 *
 * Since: 0.2
 */
FlowGroup *
flow_graph_find_group (FlowGraph  *self,
                       const char *name)
{
  GListModel *groups;
  guint n;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  groups = flow_graph_get_groups (self);
  n = g_list_model_get_n_items (groups);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowGroup) group = g_list_model_get_item (groups, i);

      if (g_str_equal (flow_group_get_name (group), name))
        return group;
    }

  return NULL;
}

/* Gathers in @groups @group and the groups its graph uses that are in no
 * document yet, checking that @document may take them all.
 */
static gboolean
gather_groups (FlowGraph  *document,
               FlowGroup  *group,
               GPtrArray  *groups,
               GError    **error)
{
  FlowGraph *graph = _flow_group_peek_graph (group);
  guint n;

  if (flow_group_get_document (group) == document ||
      g_ptr_array_find (groups, group, NULL))
    return TRUE;

  if (flow_group_get_document (group) != NULL)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                   _("The group “%s” belongs to another document."),
                   flow_group_get_name (group));
      return FALSE;
    }

  for (guint i = 0; i < groups->len; i++)
    {
      if (g_str_equal (flow_group_get_name (groups->pdata[i]), flow_group_get_name (group)))
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_NAME_TAKEN,
                       _("Two groups are called “%s”."), flow_group_get_name (group));
          return FALSE;
        }
    }

  if (flow_graph_find_group (document, flow_group_get_name (group)) != NULL)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NAME_TAKEN,
                   _("There is a group called “%s” already."),
                   flow_group_get_name (group));
      return FALSE;
    }

  g_ptr_array_add (groups, group);

  /* The groups used inside come along. */
  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_GROUP_NODE (node) &&
          !gather_groups (document, flow_group_node_get_group (FLOW_GROUP_NODE (node)), groups, error))
        return FALSE;
    }

  return TRUE;
}

/**
 * flow_graph_add_group:
 * @self: a document: a graph that is not inside a group
 * @group: a group in no document
 * @error: return location for an error
 *
 * Adds @group to the groups of @self, with the groups that its graph
 * uses that are in no document yet. A name that another group of @self
 * has is refused with `FLOW_ERROR_NAME_TAKEN`, and a group of another
 * document with `FLOW_ERROR_NOT_IN_GRAPH`; nothing is added then.
 *
 * Adding a [class@GroupNode] to a graph adds its group to the graph's
 * document in the same way, when the group is in none.
 *
 * Returns: `TRUE` if @group is a group of @self
 *
 * Since: 0.2
 */
gboolean
flow_graph_add_group (FlowGraph  *self,
                      FlowGroup  *group,
                      GError    **error)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  FlowHistory *history;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (self->group == NULL, FALSE);
  g_return_val_if_fail (FLOW_IS_GROUP (group), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!gather_groups (self, group, groups, error))
    return FALSE;

  history = self->history;
  if (history != NULL && groups->len > 0)
    {
      /* The singular may leave the number out. */
      const char *format = ngettext ("Add Group", "Add %u Groups", groups->len);
      g_autofree char *label = g_strdup_printf (format, groups->len);

      flow_history_begin_group (history, label);
    }

  for (guint i = 0; i < groups->len; i++)
    {
      FlowGroup *added = groups->pdata[i];

      g_list_store_append (ensure_groups (self), added);
      _flow_group_set_document (added, self);
      _flow_history_record_add_group (self->history, self, added,
                                      g_list_model_get_n_items (G_LIST_MODEL (self->groups)) - 1);
    }

  if (history != NULL && groups->len > 0)
    flow_history_end_group (history);

  return TRUE;
}

/**
 * flow_graph_remove_group:
 * @self: a document
 * @group: a group of @self
 * @error: return location for an error
 *
 * Removes @group from the groups of @self. A group that a node of the
 * document, or of the graph of another group, still uses is refused with
 * `FLOW_ERROR_IN_USE`.
 *
 * Returns: `TRUE` if @group was removed
 *
 * Since: 0.2
 */
gboolean
flow_graph_remove_group (FlowGraph  *self,
                         FlowGroup  *group,
                         GError    **error)
{
  guint position;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GROUP (group), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->groups == NULL ||
      !g_list_store_find (self->groups, group, &position))
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                   _("The group “%s” is not a group of this document."),
                   flow_group_get_name (group));
      return FALSE;
    }

  if (flow_group_get_n_users (group) > 0)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_IN_USE,
                   _("The group “%s” is in use."), flow_group_get_name (group));
      return FALSE;
    }

  g_object_ref (group);
  _flow_history_record_remove_group (self->history, self, group, position);
  g_list_store_remove (self->groups, position);
  _flow_group_set_document (group, NULL);
  g_object_unref (group);

  return TRUE;
}

/* For the history: puts @group back at @position, or takes it out. */
void
_flow_graph_insert_group (FlowGraph *self,
                          FlowGroup *group,
                          guint      position)
{
  g_list_store_insert (ensure_groups (self), position, group);
  _flow_group_set_document (group, self);
}

void
_flow_graph_take_group (FlowGraph *self,
                        FlowGroup *group)
{
  guint position;

  if (self->groups != NULL && g_list_store_find (self->groups, group, &position))
    {
      g_object_ref (group);
      g_list_store_remove (self->groups, position);
      _flow_group_set_document (group, NULL);
      g_object_unref (group);
    }
}

/**
 * flow_graph_can_add_node:
 * @self: a graph
 * @node: a node in no graph
 * @error: return location for an error
 *
 * Checks whether @self may hold @node. Every node may be in any graph,
 * except that a [class@GroupNode] cannot be inside the graph of its own
 * group, directly or through other groups (`FLOW_ERROR_RECURSIVE_GROUP`),
 * nor use a group of another document (`FLOW_ERROR_NOT_IN_GRAPH`); and
 * that the input and output nodes of groups are made by the groups
 * themselves (`FLOW_ERROR_FAILED`).
 *
 * [method@Graph.add_node] refuses such a node with a critical warning.
 *
 * Returns: `TRUE` if @node may be added to @self
 *
 * Since: 0.2
 */
gboolean
flow_graph_can_add_node (FlowGraph  *self,
                         FlowNode   *node,
                         GError    **error)
{
  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_NODE (node), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (FLOW_IS_GROUP_INPUT_NODE (node) || FLOW_IS_GROUP_OUTPUT_NODE (node))
    {
      FlowNode *existing = FLOW_IS_GROUP_INPUT_NODE (node) ? self->input_node : self->output_node;

      if (self->group == NULL || existing != NULL)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                               _("The input and output nodes of a group are made by the group."));
          return FALSE;
        }
    }

  if (FLOW_IS_GROUP_NODE (node))
    {
      FlowGroup *group = flow_group_node_get_group (FLOW_GROUP_NODE (node));
      FlowGraph *document = flow_graph_get_document (self);
      FlowGroup *around = self->group;

      if (around != NULL && (group == around || _flow_group_uses (group, around)))
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_RECURSIVE_GROUP,
                       _("The group “%s” cannot contain itself."),
                       flow_group_get_name (group));
          return FALSE;
        }

      if (document != NULL && flow_group_get_document (group) != NULL &&
          flow_group_get_document (group) != document)
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                       _("The group “%s” belongs to another document."),
                       flow_group_get_name (group));
          return FALSE;
        }

      if (document != NULL && flow_group_get_document (group) == NULL)
        {
          FlowGroup *same = flow_graph_find_group (document, flow_group_get_name (group));

          if (same != NULL)
            {
              g_set_error (error, FLOW_ERROR, FLOW_ERROR_NAME_TAKEN,
                           _("There is a group called “%s” already."),
                           flow_group_get_name (group));
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* Grouping and ungrouping */

typedef struct
{
  /* Outside the selection: the source a port takes its values from, or
   * the sinks an output gives them to.
   */
  FlowDock  *outer;
  /* Inside: the sinks an input feeds, or the source an output reads. */
  GPtrArray *inner;
  char      *name;
  /* The label of the dock inside, with " 2" if another port of the
   * same side shows it.
   */
  char      *label;
  GType      type;
} Port;

/* A port typed "any" from its dock (a reroute's, or an output that
 * takes any type) takes the type of the docks on the other side of the
 * boundary when they all have the same one: a group input fed through a
 * reroute into a number input is a number, and refuses a colour as the
 * number input did, rather than pass it in to be dropped. @first is the
 * first of those docks in port->inner.
 */
static void
narrow_port_type (Port  *port,
                  guint  first)
{
  GType type = G_TYPE_INVALID;

  if (port->type != FLOW_TYPE_ANY)
    return;

  for (guint i = first; i < port->inner->len; i++)
    {
      GType other = flow_dock_get_value_type (port->inner->pdata[i]);

      if (other == FLOW_TYPE_ANY || (type != G_TYPE_INVALID && other != type))
        return;
      type = other;
    }

  if (type != G_TYPE_INVALID)
    port->type = type;
}

static void
port_free (gpointer data)
{
  Port *port = data;

  g_ptr_array_unref (port->inner);
  g_free (port->name);
  g_free (port->label);
  g_free (port);
}

static Port *
find_port (GPtrArray *ports,
           FlowDock  *key,
           gboolean   by_outer)
{
  for (guint i = 0; i < ports->len; i++)
    {
      Port *port = ports->pdata[i];

      if (by_outer ? port->outer == key : g_ptr_array_find (port->inner, key, NULL))
        return port;
    }

  return NULL;
}

static gboolean
port_taken (GPtrArray  *ports,
            const char *text,
            gboolean    by_label)
{
  for (guint i = 0; i < ports->len; i++)
    {
      Port *port = ports->pdata[i];

      if (g_str_equal (by_label ? port->label : port->name, text))
        return TRUE;
    }

  return FALSE;
}

/* @text, or "text 2", "text 3"…: the first that no port of @ports, nor
 * of @more unless it is NULL, has as its name, or as its label if
 * @by_label.
 */
static char *
unique_port_text (GPtrArray  *ports,
                  GPtrArray  *more,
                  const char *text,
                  gboolean    by_label)
{
  char *candidate = g_strdup (text);
  guint n = 2;

  while (port_taken (ports, candidate, by_label) ||
         (more != NULL && port_taken (more, candidate, by_label)))
    {
      g_free (candidate);
      candidate = g_strdup_printf ("%s %u", text, n++);
    }

  return candidate;
}

/* Names the port that @dock inside makes, before it joins @ports (the
 * inputs or the outputs; @others, the other side). The name is unique
 * among both, which share their names. The label is the dock's: docks
 * of different nodes often share a name ("value") under labels that
 * tell them apart, so it takes a suffix of its own only when another
 * port of @ports shows the same label; the sides tell inputs and
 * outputs apart.
 */
static void
name_port (Port      *port,
           FlowDock  *dock,
           GPtrArray *ports,
           GPtrArray *others)
{
  port->name = unique_port_text (ports, others, flow_dock_get_name (dock), FALSE);
  port->label = unique_port_text (ports, NULL, flow_dock_get_label (dock), TRUE);
}

/**
 * flow_graph_group_nodes:
 * @self: a graph
 * @nodes: (array length=n_nodes): nodes of @self
 * @n_nodes: the number of nodes
 * @name: (nullable): the name of the new group, or `NULL` for “Group”
 * @error: return location for an error
 *
 * Moves @nodes into a new [class@Group], added to the document's groups
 * (under @name, or “@name 2” when taken), and puts a [class@GroupNode]
 * that uses it where they were, at their middle.
 *
 * Connections between the nodes move with them. A connection that
 * crosses the boundary becomes an input or an output of the group, typed
 * like the dock outside (an input) or inside (an output) — or, when that
 * dock takes any type (a reroute's), like the docks on the other side
 * when they all have one type — and named and
 * labelled after the dock inside: the name with “ 2”, “ 3”… when an
 * input or output has it, the label only when another input, or output,
 * shows it. The group node is connected where the nodes were, and the
 * values everywhere stay as they were. One step of the history.
 *
 * Returns: (transfer none) (nullable): the new group node, or `NULL` with
 *   @error set when a node is not in @self or is a group's own input or
 *   output node
 *
 * Since: 0.2
 */
FlowNode *
flow_graph_group_nodes (FlowGraph   *self,
                        FlowNode   **nodes,
                        guint        n_nodes,
                        const char  *name,
                        GError     **error)
{
  g_autoptr(GHashTable) selected = NULL;
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func (port_free);
  g_autoptr(GPtrArray) outputs = g_ptr_array_new_with_free_func (port_free);
  g_autoptr(GPtrArray) internal = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) held = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(FlowGroup) group = NULL;
  g_autoptr(FlowNode) group_node = NULL;
  g_autofree char *unique = NULL;
  FlowGraph *document, *inside;
  FlowNode *input, *output;
  GListModel *connections;
  double x = 0.0, y = 0.0, min_x = G_MAXDOUBLE, max_x = -G_MAXDOUBLE;
  guint max_id = 0;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), NULL);
  g_return_val_if_fail (nodes != NULL || n_nodes == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (n_nodes == 0)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                           _("There are no nodes to group."));
      return NULL;
    }

  selected = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < n_nodes; i++)
    {
      g_return_val_if_fail (FLOW_IS_NODE (nodes[i]), NULL);

      if (flow_node_get_graph (nodes[i]) != self)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                               _("A node to group is not in this graph."));
          return NULL;
        }

      if (FLOW_IS_GROUP_INPUT_NODE (nodes[i]) || FLOW_IS_GROUP_OUTPUT_NODE (nodes[i]))
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                               _("The input and output nodes of a group cannot be grouped."));
          return NULL;
        }

      if (!g_hash_table_add (selected, nodes[i]))
        continue;

      g_ptr_array_add (held, g_object_ref (nodes[i]));
      x += flow_node_get_x (nodes[i]);
      y += flow_node_get_y (nodes[i]);
      min_x = MIN (min_x, flow_node_get_x (nodes[i]));
      max_x = MAX (max_x, flow_node_get_x (nodes[i]));
      max_id = MAX (max_id, flow_node_get_id (nodes[i]));
    }
  x /= held->len;
  y /= held->len;

  /* The connections: inside the selection, or across it. */
  connections = flow_graph_get_connections (self);
  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
      FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
      gboolean source_in = g_hash_table_contains (selected, _flow_dock_peek_node (source));
      gboolean sink_in = g_hash_table_contains (selected, _flow_dock_peek_node (sink));

      if (source_in && sink_in)
        {
          g_ptr_array_add (internal, g_object_ref (connection));
        }
      else if (sink_in)
        {
          Port *port = find_port (inputs, source, TRUE);

          if (port == NULL)
            {
              port = g_new0 (Port, 1);
              port->outer = source;
              port->inner = g_ptr_array_new_with_free_func (g_object_unref);
              name_port (port, sink, inputs, outputs);
              port->type = flow_dock_get_value_type (source);
              g_ptr_array_add (inputs, port);
            }
          g_ptr_array_add (port->inner, g_object_ref (sink));
        }
      else if (source_in)
        {
          Port *port = find_port (outputs, source, FALSE);

          if (port == NULL)
            {
              port = g_new0 (Port, 1);
              port->outer = NULL;
              port->inner = g_ptr_array_new_with_free_func (g_object_unref);
              name_port (port, source, outputs, inputs);
              port->type = flow_dock_get_value_type (source);
              g_ptr_array_add (port->inner, g_object_ref (source));
              g_ptr_array_add (outputs, port);
            }
          /* For an output, the sinks outside, in the port's inner list
           * after the source.
           */
          g_ptr_array_add (port->inner, g_object_ref (sink));
        }
    }

  for (guint i = 0; i < inputs->len; i++)
    narrow_port_type (inputs->pdata[i], 0);
  for (guint i = 0; i < outputs->len; i++)
    narrow_port_type (outputs->pdata[i], 1);

  document = flow_graph_get_document (self);
  unique = _flow_group_unique_name (document, name != NULL && *name != '\0' ? name : _("Group"));

  /* The group's input and output nodes take ids none of the nodes has. */
  group = _flow_group_new_bare (unique);
  inside = _flow_group_peek_graph (group);
  /* The rules of the graph the nodes come from: what connects them here
   * connects them there.
   */
  flow_graph_set_allow_cycles (inside, flow_graph_get_allow_cycles (self));
  flow_graph_set_implicit_conversions (inside, flow_graph_get_implicit_conversions (self));
  input = g_object_new (FLOW_TYPE_GROUP_INPUT_NODE, NULL);
  output = g_object_new (FLOW_TYPE_GROUP_OUTPUT_NODE, NULL);
  flow_node_set_id (input, max_id + 1);
  flow_node_set_id (output, max_id + 2);
  flow_node_set_position (input, min_x - 250.0, y);
  flow_node_set_position (output, max_x + 250.0, y);
  group->syncing++;
  flow_graph_add_node (inside, input);
  flow_graph_add_node (inside, output);
  group->syncing--;
  g_object_unref (input);
  g_object_unref (output);

  flow_graph_begin_batch (self);
  if (self->history != NULL)
    flow_history_begin_group (self->history, _("Group Nodes"));

  if (document != NULL && !flow_graph_add_group (document, group, error))
    {
      if (self->history != NULL)
        flow_history_end_group (self->history);
      flow_graph_end_batch (self);
      return NULL;
    }

  for (guint i = 0; i < inputs->len; i++)
    {
      Port *port = inputs->pdata[i];

      flow_dock_set_label (FLOW_DOCK (flow_group_add_input (group, port->name, port->type, NULL)),
                           port->label);
    }
  for (guint i = 0; i < outputs->len; i++)
    {
      Port *port = outputs->pdata[i];

      flow_dock_set_label (FLOW_DOCK (flow_group_add_output (group, port->name, port->type, NULL)),
                           port->label);
    }

  /* The nodes move, in the order of the graph's list. */
  {
    guint n = g_list_model_get_n_items (G_LIST_MODEL (self));
    g_autoptr(GPtrArray) ordered = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; i < n; i++)
      {
        FlowNode *node = g_list_model_get_item (G_LIST_MODEL (self), i);

        if (g_hash_table_contains (selected, node))
          g_ptr_array_add (ordered, node);
        else
          g_object_unref (node);
      }

    for (guint i = 0; i < ordered->len; i++)
      flow_graph_remove_node (self, ordered->pdata[i]);
    for (guint i = 0; i < ordered->len; i++)
      flow_graph_add_node (inside, ordered->pdata[i]);
  }

  for (guint i = 0; i < internal->len; i++)
    {
      FlowConnection *connection = internal->pdata[i];

      flow_graph_add_connection (inside, flow_connection_get_source (connection),
                                 flow_connection_get_sink (connection), NULL);
    }

  for (guint i = 0; i < inputs->len; i++)
    {
      Port *port = inputs->pdata[i];
      FlowSource *source = flow_node_get_source (_flow_graph_find_input_node (inside), port->name);

      for (guint j = 0; j < port->inner->len; j++)
        flow_graph_add_connection (inside, source, port->inner->pdata[j], NULL);
    }
  for (guint i = 0; i < outputs->len; i++)
    {
      Port *port = outputs->pdata[i];
      FlowSink *sink = flow_node_get_sink (_flow_graph_find_output_node (inside), port->name);

      flow_graph_add_connection (inside, port->inner->pdata[0], sink, NULL);
    }

  /* The group node, connected where the nodes were. */
  group_node = flow_group_node_new (group);
  flow_node_set_position (group_node, x, y);
  flow_graph_add_node (self, group_node);

  for (guint i = 0; i < inputs->len; i++)
    {
      Port *port = inputs->pdata[i];

      flow_graph_add_connection (self, FLOW_SOURCE (port->outer),
                                 flow_node_get_sink (group_node, port->name), NULL);
    }
  for (guint i = 0; i < outputs->len; i++)
    {
      Port *port = outputs->pdata[i];
      FlowSource *source = flow_node_get_source (group_node, port->name);

      for (guint j = 1; j < port->inner->len; j++)
        flow_graph_add_connection (self, source, port->inner->pdata[j], NULL);
    }

  if (self->history != NULL)
    flow_history_end_group (self->history);
  flow_graph_end_batch (self);

  return group_node;
}

/**
 * flow_graph_ungroup:
 * @self: a graph
 * @group_node: a [class@GroupNode] of @self
 * @error: return location for an error
 *
 * Replaces @group_node by copies of the nodes of its graph, connected as
 * they are inside it and, through the group's inputs and outputs, to
 * what the group node is connected to. An input the group node's sink
 * had no connection for gives its value to the sinks it fed, as their
 * default. The group stays among the document's groups. One step of the
 * history.
 *
 * Returns: `TRUE` if @group_node was replaced
 *
 * Since: 0.2
 */
gboolean
flow_graph_ungroup (FlowGraph  *self,
                    FlowNode   *group_node,
                    GError    **error)
{
  g_autoptr(FlowNode) hold = NULL;
  g_autoptr(GHashTable) copies = NULL;
  g_autoptr(GPtrArray) pending = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) pairs = g_ptr_array_new_with_free_func (g_object_unref);
  FlowGraph *inside;
  FlowNode *input, *output;
  GListModel *connections;
  guint n;
  double x = 0.0, y = 0.0;
  guint n_copied = 0;

  g_return_val_if_fail (FLOW_IS_GRAPH (self), FALSE);
  g_return_val_if_fail (FLOW_IS_NODE (group_node), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!FLOW_IS_GROUP_NODE (group_node))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                           _("Only a group node can be ungrouped."));
      return FALSE;
    }

  if (flow_node_get_graph (group_node) != self)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH,
                           _("The group node is not in this graph."));
      return FALSE;
    }

  hold = g_object_ref (group_node);
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
  input = _flow_graph_find_input_node (inside);
  output = _flow_graph_find_output_node (inside);
  copies = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);

  /* Where the copies go: their middle where the group node was. */
  n = g_list_model_get_n_items (G_LIST_MODEL (inside));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (inside), i);

      if (node == input || node == output)
        continue;
      x += flow_node_get_x (node);
      y += flow_node_get_y (node);
      n_copied++;
    }
  if (n_copied > 0)
    {
      x = flow_node_get_x (group_node) - x / n_copied;
      y = flow_node_get_y (group_node) - y / n_copied;
    }

  flow_graph_begin_batch (self);
  if (self->history != NULL)
    flow_history_begin_group (self->history, _("Ungroup"));

  /* What the group node is connected to, before it goes. */
  {
    FlowNodePrivate *priv = _flow_node_get_private (group_node);

    for (guint i = 0; i < priv->n_sinks + priv->n_sources; i++)
      {
        FlowDock *outer = priv->docks[i];
        FlowConnection *connection;

        for (guint j = 0; (connection = _flow_dock_get_connection (outer, j)) != NULL; j++)
          g_ptr_array_add (pending, g_object_ref (connection));
      }
  }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (inside), i);
      FlowNode *copy;

      if (node == input || node == output)
        continue;

      copy = _flow_node_copy (node);
      flow_node_set_position (copy, flow_node_get_x (node) + x, flow_node_get_y (node) + y);
      g_hash_table_insert (copies, node, copy);
      flow_graph_add_node (self, copy);

      /* It computes here, as it did inside: its outputs agree with its
       * inputs, whatever kind of node it is.
       */
      if (!self->engine->frozen)
        _flow_engine_schedule (self->engine, copy);
    }

  /* Connections inside, and through the ports. */
  connections = flow_graph_get_connections (inside);
  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowSource *source = flow_connection_get_source (connection);
      FlowSink *sink = flow_connection_get_sink (connection);
      FlowNode *from = _flow_dock_peek_node (FLOW_DOCK (source));
      FlowNode *to = _flow_dock_peek_node (FLOW_DOCK (sink));
      const char *source_name = flow_dock_get_name (FLOW_DOCK (source));
      const char *sink_name = flow_dock_get_name (FLOW_DOCK (sink));
      g_autoptr(GPtrArray) outer_sources = g_ptr_array_new ();
      g_autoptr(GPtrArray) outer_sinks = g_ptr_array_new ();
      FlowSink *outer_port_sink = NULL;

      /* The sources feeding this connection outside. */
      if (from == input)
        {
          outer_port_sink = flow_node_get_sink (group_node, source_name);
          for (guint j = 0; j < pending->len; j++)
            if (flow_connection_get_sink (pending->pdata[j]) == outer_port_sink)
              g_ptr_array_add (outer_sources, flow_connection_get_source (pending->pdata[j]));
        }
      else
        {
          g_ptr_array_add (outer_sources,
                           flow_node_get_source (g_hash_table_lookup (copies, from), source_name));
        }

      /* The sinks it reaches outside. */
      if (to == output)
        {
          FlowSource *outer_port = flow_node_get_source (group_node, sink_name);

          for (guint j = 0; j < pending->len; j++)
            if (flow_connection_get_source (pending->pdata[j]) == outer_port)
              g_ptr_array_add (outer_sinks, flow_connection_get_sink (pending->pdata[j]));
        }
      else
        {
          g_ptr_array_add (outer_sinks,
                           flow_node_get_sink (g_hash_table_lookup (copies, to), sink_name));
        }

      /* An input left unconnected gave its value: the sinks keep it. */
      if (from == input && outer_sources->len == 0 && to != output)
        flow_sink_set_default_value (outer_sinks->pdata[0],
                                     flow_sink_get_default_value (outer_port_sink));

      for (guint j = 0; j < outer_sources->len; j++)
        for (guint k = 0; k < outer_sinks->len; k++)
          {
            g_ptr_array_add (pairs, g_object_ref (outer_sources->pdata[j]));
            g_ptr_array_add (pairs, g_object_ref (outer_sinks->pdata[k]));
          }
    }

  /* The group node goes, then the connections come: a sink it fed has
   * room again.
   */
  flow_graph_remove_node (self, group_node);

  for (guint i = 0; i + 1 < pairs->len; i += 2)
    {
      g_autoptr(GError) local_error = NULL;

      if (flow_graph_add_connection (self, pairs->pdata[i], pairs->pdata[i + 1], &local_error) == NULL)
        g_warning ("Ungrouping could not make a connection: %s", local_error->message);
    }

  if (self->history != NULL)
    flow_history_end_group (self->history);
  flow_graph_end_batch (self);

  return TRUE;
}

/* flow-serializer-reader-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Reads the groups of a file in format 2: the "groups" list, each group's
 * graph under the rules of the graph it will be in, and the nodes that
 * name a group, within limits on how many nodes the groups make and how
 * deep they nest.
 */

#include "config.h"

#include "flow-serializer-reader-private.h"
#include "flow-i18n-private.h"

#include "flow-graph.h"
#include "flow-group.h"
#include "flow-group-node.h"
#include "flow-group-private.h"

#include <string.h>

/* What a file may make of its groups. Each group node holds a copy of its
 * group's graph, group nodes and all, so a few lines of text can stand
 * for exponentially many nodes ("a group of two nodes of a group of two
 * nodes of ..."): counted before each copy is made, and refused past
 * these.
 */
#define MAX_MADE_NODES  (1u << 20)
#define MAX_GROUP_DEPTH 256

typedef struct
{
  guint64 n_nodes;
  guint   depth;
} GroupSize;

/* The node a file's "type" and "group" name. */
FlowNode *
_flow_loader_new_node (FlowLoader  *self,
                       guint        node_index,
                       const char  *type_name,
                       JsonNode    *group_member,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  FlowNode *node;

  if (g_str_equal (type_name, "FlowGroupNode"))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "group");
      const char *name = _flow_json_get_string (group_member);
      FlowGroup *group;
      GroupSize *size;

      if (name == NULL)
        {
          _flow_loader_invalid (error, path, _("expected the name of the group the node uses"));
          return NULL;
        }

      group = self->groups != NULL ? g_hash_table_lookup (self->groups, name) : NULL;
      if (group == NULL)
        {
          _flow_loader_invalid (error, path,
                                _("no group called “%s” comes before it in “groups”"), name);
          return NULL;
        }

      size = g_hash_table_lookup (self->group_sizes, group);
      if (size->depth + 1 > MAX_GROUP_DEPTH)
        {
          _flow_loader_invalid (error, path,
                                _("groups nest more than %d levels deep"), MAX_GROUP_DEPTH);
          return NULL;
        }
      if (self->n_made + 1 + size->n_nodes > MAX_MADE_NODES)
        {
          _flow_loader_invalid (error, path,
                                _("its groups would make more than %u nodes"), MAX_MADE_NODES);
          return NULL;
        }

      self->n_made += 1 + size->n_nodes;
      self->depth = MAX (self->depth, size->depth + 1);

      return flow_group_node_new (group);
    }

  if (group_member != NULL)
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "group");

      _flow_loader_invalid (error, path, _("only a node of the type “FlowGroupNode” uses a group"));
      return NULL;
    }

  if (self->n_made + 1 > MAX_MADE_NODES)
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, NULL);

      _flow_loader_invalid (error, path,
                            _("its groups would make more than %u nodes"), MAX_MADE_NODES);
      return NULL;
    }
  self->n_made++;

  if (g_str_equal (type_name, "FlowGroupInputNode") ||
      g_str_equal (type_name, "FlowGroupOutputNode"))
    {
      gboolean is_input = g_str_equal (type_name, "FlowGroupInputNode");
      FlowGroup *group = flow_graph_get_group (self->graph);

      if (group == NULL)
        {
          g_autofree char *path = _flow_loader_node_path (self, node_index, "type");

          _flow_loader_invalid (error, path, _("only the graph of a group has %s"),
                                is_input ? _("an input node") : _("an output node"));
          return NULL;
        }

      if ((is_input ? flow_group_get_input_node (group) : flow_group_get_output_node (group)) != NULL)
        {
          g_autofree char *path = _flow_loader_node_path (self, node_index, "type");

          _flow_loader_invalid (error, path, _("the group has %s already"),
                                is_input ? _("an input node") : _("an output node"));
          return NULL;
        }

      return g_object_new (is_input ? FLOW_TYPE_GROUP_INPUT_NODE : FLOW_TYPE_GROUP_OUTPUT_NODE, NULL);
    }

  node = _flow_serializer_instantiate (self->serializer, type_name, &local_error);
  if (node == NULL)
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "type");

      _flow_loader_invalid_from (error, path, local_error);
      return NULL;
    }

  return node;
}

static gboolean
read_group_graph (FlowLoader  *self,
                  FlowGroup   *group,
                  JsonNode    *nodes,
                  JsonNode    *connections,
                  GError     **error)
{
  JsonArray *array;

  array = nodes != NULL ? json_node_get_array (nodes) : NULL;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    if (!_flow_loader_read_node_object (self, i, json_array_get_element (array, i), error))
      return FALSE;

  array = connections != NULL ? json_node_get_array (connections) : NULL;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    if (!_flow_loader_read_connection_object (self, i, json_array_get_element (array, i), error))
      return FALSE;

  if (flow_group_get_input_node (group) == NULL || flow_group_get_output_node (group) == NULL)
    {
      g_autofree char *path = g_strndup (self->prefix, strlen (self->prefix) - 1);

      return _flow_loader_invalid (error, path, _("the group has no %s node"),
                                   flow_group_get_input_node (group) == NULL ? _("input") : _("output"));
    }

  /* Its group nodes have a dock for each input and each output, and the
   * docks of a node have names of their own, as flow_group_add_input ()
   * and _add_output () keep them.
   */
  {
    GListModel *outputs = flow_node_get_sinks (flow_group_get_output_node (group));

    for (guint i = 0; i < g_list_model_get_n_items (outputs); i++)
      {
        g_autoptr(FlowDock) output = g_list_model_get_item (outputs, i);
        const char *name = flow_dock_get_name (output);

        if (flow_node_get_dock (flow_group_get_input_node (group), name) != NULL)
          {
            g_autofree char *path = g_strndup (self->prefix, strlen (self->prefix) - 1);

            return _flow_loader_invalid (error, path,
                                         _("the group has an input and an output called “%s”"), name);
          }
      }
  }

  return TRUE;
}

static gboolean
read_group (FlowLoader  *self,
            guint        index,
            JsonNode    *element,
            GError     **error)
{
  g_autofree char *path = g_strdup_printf ("groups[%u]", index);
  JsonNode *name_node = NULL, *nodes = NULL, *connections = NULL;
  g_autoptr(FlowGroup) group = NULL;
  JsonObjectIter iter;
  const char *member_name;
  JsonNode *member;
  const char *name;
  guint64 n_made = self->n_made;
  GroupSize *size;
  FlowGraph *graph;
  gboolean read;

  if (!JSON_NODE_HOLDS_OBJECT (element))
    return _flow_loader_invalid (error, path, _("expected an object that describes a group"));

  json_object_iter_init (&iter, json_node_get_object (element));
  while (json_object_iter_next (&iter, &member_name, &member))
    {
      if (g_str_equal (member_name, "name"))
        name_node = member;
      else if (g_str_equal (member_name, "nodes"))
        nodes = member;
      else if (g_str_equal (member_name, "connections"))
        connections = member;
      else
        {
          g_autofree char *member_path = g_strdup_printf ("%s.%s", path, member_name);
          return _flow_loader_invalid (error, member_path,
                                       _("“%s” is not a member of a group"), member_name);
        }
    }

  name = _flow_json_get_string (name_node);
  if (name == NULL || *name == '\0')
    {
      g_autofree char *member_path = g_strdup_printf ("%s.name", path);
      return _flow_loader_invalid (error, member_path, _("expected the name of the group"));
    }

  if (g_hash_table_contains (self->groups, name))
    {
      g_autofree char *member_path = g_strdup_printf ("%s.name", path);
      return _flow_loader_invalid (error, member_path,
                                   _("another group is called “%s” already"), name);
    }

  if ((nodes != NULL && !JSON_NODE_HOLDS_ARRAY (nodes)) ||
      (connections != NULL && !JSON_NODE_HOLDS_ARRAY (connections)))
    {
      g_autofree char *member_path = g_strdup_printf ("%s.%s", path,
                                                      nodes != NULL && !JSON_NODE_HOLDS_ARRAY (nodes)
                                                      ? "nodes" : "connections");
      return _flow_loader_invalid (error, member_path, _("expected a list"));
    }

  /* Under the rules of the graph it will be in. */
  group = _flow_group_new_bare (name);
  graph = flow_group_get_graph (group);
  flow_graph_set_allow_cycles (graph, flow_graph_get_allow_cycles (self->staging));
  flow_graph_set_implicit_conversions (graph, flow_graph_get_implicit_conversions (self->staging));

  self->graph = graph;
  self->prefix = g_strdup_printf ("%s.", path);
  self->depth = 0;
  read = read_group_graph (self, group, nodes, connections, error);
  self->graph = self->staging;
  g_clear_pointer (&self->prefix, g_free);

  if (!read)
    return FALSE;

  size = g_new (GroupSize, 1);
  size->n_nodes = self->n_made - n_made;
  size->depth = self->depth;
  g_hash_table_insert (self->group_sizes, group, size);
  g_hash_table_insert (self->groups, g_strdup (name), g_steal_pointer (&group));

  return TRUE;
}

/* How many nodes each group would make, from the text alone, so that a
 * file whose groups expand past the limit is refused before any of it is
 * made. What is malformed is left to read_group (), which says where.
 */
static gboolean
check_group_sizes (FlowLoader  *self,
                   GError     **error)
{
  g_autoptr(GHashTable) sizes = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  JsonArray *array = json_node_get_array (self->groups_root);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *object;
      JsonNode *nodes;
      const char *name;
      guint64 size = 0;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        continue;
      object = json_node_get_object (element);
      name = _flow_json_get_string (json_object_get_member (object, "name"));
      nodes = json_object_get_member (object, "nodes");

      for (guint k = 0; nodes != NULL && JSON_NODE_HOLDS_ARRAY (nodes) &&
                        k < json_array_get_length (json_node_get_array (nodes)); k++)
        {
          JsonNode *node = json_array_get_element (json_node_get_array (nodes), k);
          const char *used;
          guint64 *used_size;

          size++;
          if (!JSON_NODE_HOLDS_OBJECT (node) ||
              g_strcmp0 (_flow_json_get_string (json_object_get_member (json_node_get_object (node), "type")),
                         "FlowGroupNode") != 0 ||
              (used = _flow_json_get_string (json_object_get_member (json_node_get_object (node), "group"))) == NULL ||
              (used_size = g_hash_table_lookup (sizes, used)) == NULL)
            continue;

          size += *used_size;
          if (size > MAX_MADE_NODES)
            break;
        }

      if (size > MAX_MADE_NODES)
        {
          g_autofree char *path = g_strdup_printf ("groups[%u]", i);

          return _flow_loader_invalid (error, path,
                                       _("the group would make more than %u nodes"), MAX_MADE_NODES);
        }

      if (name != NULL && !g_hash_table_contains (sizes, name))
        g_hash_table_insert (sizes, (gpointer)name, g_memdup2 (&size, sizeof size));
    }

  return TRUE;
}

gboolean
_flow_loader_read_groups (FlowLoader  *self,
                          GError     **error)
{
  JsonArray *array;

  self->groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->group_sizes = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  if (self->groups_root == NULL)
    return TRUE;

  if (!check_group_sizes (self, error))
    return FALSE;

  array = json_node_get_array (self->groups_root);
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!read_group (self, i, json_array_get_element (array, i), error))
      return FALSE;

  return TRUE;
}

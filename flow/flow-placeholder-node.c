/* flow-placeholder-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-placeholder-node.h"
#include "flow-i18n-private.h"

/**
 * FlowPlaceholderNode:
 *
 * A node of a type the application does not know, standing in for it.
 *
 * Loading a file creates a placeholder for a node whose type name is not
 * registered with the [class@Serializer], as when a file comes from a
 * newer version of the application or one with a plugin that is missing.
 * The placeholder keeps everything the file said about the node: its id,
 * title and position, its docks with their types and values, its
 * connections, and its own data, which it writes back unchanged when the
 * graph is saved. So opening and saving such a file never damages it.
 *
 * A placeholder cannot do the work of the node it replaces: it reports
 * [enum@NodeState.WARNING] with a message saying so, which views show.
 */

struct _FlowPlaceholderNode
{
  FlowNode  parent_instance;

  /* Interned; never NULL after construction. */
  const char *type_name;
  /* What the file had as the node's data, or NULL. */
  JsonNode   *data;
};

enum {
  PROP_0,
  PROP_TYPE_NAME,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowPlaceholderNode, flow_placeholder_node, FLOW_TYPE_NODE)

static JsonNode *
flow_placeholder_node_save (FlowNode *node)
{
  FlowPlaceholderNode *self = (FlowPlaceholderNode *)node;

  g_assert (FLOW_IS_PLACEHOLDER_NODE (self));

  return self->data != NULL ? json_node_copy (self->data) : NULL;
}

static gboolean
flow_placeholder_node_load (FlowNode  *node,
                            JsonNode  *data,
                            GError   **error)
{
  FlowPlaceholderNode *self = (FlowPlaceholderNode *)node;

  g_assert (FLOW_IS_PLACEHOLDER_NODE (self));

  g_clear_pointer (&self->data, json_node_unref);
  self->data = data != NULL ? json_node_ref (data) : NULL;

  return TRUE;
}

static void
flow_placeholder_node_constructed (GObject *object)
{
  FlowPlaceholderNode *self = (FlowPlaceholderNode *)object;
  g_autofree char *message = NULL;

  G_OBJECT_CLASS (flow_placeholder_node_parent_class)->constructed (object);

  if (self->type_name == NULL)
    self->type_name = g_ref_string_new_intern ("unknown");

  message = g_strdup_printf (_("This program does not know nodes of the type “%s”: "
                             "the node is kept as it is, but cannot work."),
                             self->type_name);
  flow_node_report (FLOW_NODE (self), FLOW_NODE_STATE_WARNING, message);
}

static void
flow_placeholder_node_finalize (GObject *object)
{
  FlowPlaceholderNode *self = (FlowPlaceholderNode *)object;

  g_clear_pointer (&self->data, json_node_unref);
  g_clear_pointer ((char **)&self->type_name, g_ref_string_release);

  G_OBJECT_CLASS (flow_placeholder_node_parent_class)->finalize (object);
}

static void
flow_placeholder_node_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FlowPlaceholderNode *self = FLOW_PLACEHOLDER_NODE (object);

  switch (prop_id)
    {
    case PROP_TYPE_NAME:
      g_value_set_string (value, self->type_name);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_placeholder_node_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FlowPlaceholderNode *self = FLOW_PLACEHOLDER_NODE (object);

  switch (prop_id)
    {
    case PROP_TYPE_NAME:
      if (g_value_get_string (value) != NULL)
        {
          /* A name from a file: interned only while a node has it. */
          g_clear_pointer ((char **)&self->type_name, g_ref_string_release);
          self->type_name = g_ref_string_new_intern (g_value_get_string (value));
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_placeholder_node_class_init (FlowPlaceholderNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  object_class->constructed = flow_placeholder_node_constructed;
  object_class->finalize = flow_placeholder_node_finalize;
  object_class->get_property = flow_placeholder_node_get_property;
  object_class->set_property = flow_placeholder_node_set_property;

  node_class->save = flow_placeholder_node_save;
  node_class->load = flow_placeholder_node_load;

  /**
   * FlowPlaceholderNode:type-name: (getter get_type_name)
   *
   * The type name of the node the placeholder stands for, as the file
   * gave it.
   */
  properties[PROP_TYPE_NAME] =
    g_param_spec_string ("type-name", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_placeholder_node_init (FlowPlaceholderNode *self)
{
}

/**
 * flow_placeholder_node_new:
 * @type_name: the type name of the node it stands for
 *
 * Creates a placeholder for a node of the unknown type @type_name. The
 * loader makes these; applications seldom need to.
 *
 * Returns: (transfer full): the new placeholder
 */
FlowNode *
flow_placeholder_node_new (const char *type_name)
{
  g_return_val_if_fail (type_name != NULL && *type_name != '\0', NULL);

  return g_object_new (FLOW_TYPE_PLACEHOLDER_NODE,
                       "type-name", type_name,
                       NULL);
}

/**
 * flow_placeholder_node_get_type_name: (get-property type-name)
 * @self: a placeholder node
 *
 * Gets the type name of the node @self stands for.
 *
 * Returns: (transfer none): the type name
 */
const char *
flow_placeholder_node_get_type_name (FlowPlaceholderNode *self)
{
  g_return_val_if_fail (FLOW_IS_PLACEHOLDER_NODE (self), NULL);

  return self->type_name;
}

/**
 * flow_placeholder_node_get_data:
 * @self: a placeholder node
 *
 * Gets the data the file had for the node, which saving writes back.
 *
 * Returns: (transfer none) (nullable): the data, or `NULL`
 */
JsonNode *
flow_placeholder_node_get_data (FlowPlaceholderNode *self)
{
  g_return_val_if_fail (FLOW_IS_PLACEHOLDER_NODE (self), NULL);

  return self->data;
}

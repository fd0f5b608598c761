/* flow-demo-node-types.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-node-types.h"

#include "flow-demo-nodes.h"
#include "flow-demo-serializer.h"

/*
 * FlowDemoNodeType:
 *
 * One entry of the palette: a kind of node the user can add, with its
 * title, category, description and icon, and a function that creates it.
 *
 * flow_demo_node_types_get_default() lists them all, as a GListModel the
 * palette filters and shows.
 */

typedef FlowNode *(*CreateFunc) (void);

struct _FlowDemoNodeType
{
  GObject     parent_instance;

  const char *id;
  const char *title;
  const char *category;
  const char *description;
  const char *icon_name;
  CreateFunc  create;
};

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_CATEGORY,
  PROP_DESCRIPTION,
  PROP_ICON_NAME,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoNodeType, flow_demo_node_type, G_TYPE_OBJECT)

static FlowNode *create_number (void) { return flow_demo_value_node_new (G_TYPE_DOUBLE); }
static FlowNode *create_integer (void) { return flow_demo_value_node_new (G_TYPE_INT); }
static FlowNode *create_text (void) { return flow_demo_value_node_new (G_TYPE_STRING); }
static FlowNode *create_boolean (void) { return flow_demo_value_node_new (G_TYPE_BOOLEAN); }
static FlowNode *create_colour (void) { return flow_demo_value_node_new (GDK_TYPE_RGBA); }
static FlowNode *create_add (void) { return flow_demo_math_node_new (FLOW_DEMO_MATH_ADD); }
static FlowNode *create_subtract (void) { return flow_demo_math_node_new (FLOW_DEMO_MATH_SUBTRACT); }
static FlowNode *create_multiply (void) { return flow_demo_math_node_new (FLOW_DEMO_MATH_MULTIPLY); }
static FlowNode *create_divide (void) { return flow_demo_math_node_new (FLOW_DEMO_MATH_DIVIDE); }
static FlowNode *create_note (void) { return flow_demo_note_node_new (_("Write a note here.")); }

/* The palette's order: inputs first, then what transforms them, then what
 * shows the result.
 */
static const struct {
  const char *id;
  const char *title;
  const char *category;
  const char *description;
  const char *icon_name;
  CreateFunc  create;
} node_types[] = {
  { "number", N_("Number"), N_("Values"), N_("A number you edit"), "flow-number-symbolic", create_number },
  { "integer", N_("Integer"), N_("Values"), N_("A whole number you edit"), "flow-integer-symbolic", create_integer },
  { "text", N_("Text"), N_("Values"), N_("A piece of text you edit"), "flow-text-symbolic", create_text },
  { "boolean", N_("Boolean"), N_("Values"), N_("True or false, with a switch"), "flow-boolean-symbolic", create_boolean },
  { "colour", N_("Colour"), N_("Values"), N_("A colour you pick"), "color-select-symbolic", create_colour },
  { "oscillator", N_("Oscillator"), N_("Values"), N_("Swings from 0 to 1 and back, live"), "preferences-system-time-symbolic", flow_demo_oscillator_node_new },
  { "add", N_("Add"), N_("Arithmetic"), N_("A + B"), "flow-add-symbolic", create_add },
  { "subtract", N_("Subtract"), N_("Arithmetic"), N_("A − B"), "flow-subtract-symbolic", create_subtract },
  { "multiply", N_("Multiply"), N_("Arithmetic"), N_("A × B"), "flow-multiply-symbolic", create_multiply },
  { "divide", N_("Divide"), N_("Arithmetic"), N_("A ÷ B, an error when B is zero"), "flow-divide-symbolic", create_divide },
  { "clamp", N_("Clamp"), N_("Arithmetic"), N_("Keeps a number between two bounds"), "flow-clamp-symbolic", flow_demo_clamp_node_new },
  { "slow-square", N_("Slow Square"), N_("Arithmetic"), N_("A², computed in the background in a second"), "emblem-synchronizing-symbolic", flow_demo_slow_node_new },
  { "concatenate", N_("Concatenate"), N_("Text"), N_("Joins two texts"), "flow-concatenate-symbolic", flow_demo_concat_node_new },
  { "format", N_("Format"), N_("Text"), N_("Writes a number into a text"), "flow-format-symbolic", flow_demo_format_node_new },
  { "compare", N_("Compare"), N_("Logic"), N_("Compares two numbers"), "flow-compare-symbolic", flow_demo_compare_node_new },
  { "select", N_("Select"), N_("Logic"), N_("Picks A or B by a condition"), "flow-select-symbolic", flow_demo_select_node_new },
  { "mix", N_("Mix Colours"), N_("Colour"), N_("Blends two colours by a factor"), "flow-mix-symbolic", flow_demo_mix_node_new },
  { "preview", N_("Colour Preview"), N_("Colour"), N_("Shows a colour as a swatch"), "applications-graphics-symbolic", flow_demo_preview_node_new },
  { "display", N_("Display"), N_("Output"), N_("Shows any value as text"), "video-display-symbolic", flow_demo_display_node_new },
  { "note", N_("Note"), N_("Output"), N_("A paragraph of text on the canvas"), "accessories-text-editor-symbolic", create_note },
};

static void
flow_demo_node_type_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  FlowDemoNodeType *self = FLOW_DEMO_NODE_TYPE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_static_string (value, self->id);
      break;

    case PROP_TITLE:
      g_value_set_static_string (value, self->title);
      break;

    case PROP_CATEGORY:
      g_value_set_static_string (value, self->category);
      break;

    case PROP_DESCRIPTION:
      g_value_set_static_string (value, self->description);
      break;

    case PROP_ICON_NAME:
      g_value_set_static_string (value, self->icon_name);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_node_type_class_init (FlowDemoNodeTypeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = flow_demo_node_type_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CATEGORY] =
    g_param_spec_string ("category", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_demo_node_type_init (FlowDemoNodeType *self)
{
}

const char *
flow_demo_node_type_get_id (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return self->id;
}

const char *
flow_demo_node_type_get_title (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return self->title;
}

const char *
flow_demo_node_type_get_category (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return self->category;
}

const char *
flow_demo_node_type_get_description (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return self->description;
}

const char *
flow_demo_node_type_get_icon_name (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return self->icon_name;
}

/**
 * flow_demo_node_type_dup_search_text:
 * @self: a node type
 *
 * Gets the text the palette's search matches against: title, category and
 * description.
 *
 * Returns: (transfer full): the text
 */
char *
flow_demo_node_type_dup_search_text (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return g_strjoin (" ", self->title, self->category, self->description, NULL);
}

/**
 * flow_demo_node_type_dup_type_name:
 * @self: a node type
 *
 * Gets the name files know this type of node by, such as
 * "flow-demo.add".
 *
 * Returns: (transfer full): the name
 */
char *
flow_demo_node_type_dup_type_name (FlowDemoNodeType *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  return g_strconcat (FLOW_DEMO_TYPE_NAME_PREFIX, self->id, NULL);
}

/**
 * flow_demo_node_type_create:
 * @self: a node type
 *
 * Creates a node of this type, titled after it, through the demo's
 * serializer, so that saving and copying know its type name.
 *
 * Returns: (transfer full): the new node
 */
FlowNode *
flow_demo_node_type_create (FlowDemoNodeType *self)
{
  g_autofree char *type_name = NULL;

  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  type_name = flow_demo_node_type_dup_type_name (self);

  return flow_serializer_create_node (flow_demo_serializer_get_default (), type_name);
}

/**
 * flow_demo_node_type_build:
 * @self: a node type
 *
 * Builds a node of this type, titled after it: what the serializer's
 * factory does. Use flow_demo_node_type_create() instead.
 *
 * Returns: (transfer full): the new node
 */
FlowNode *
flow_demo_node_type_build (FlowDemoNodeType *self)
{
  FlowNode *node;

  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (self), NULL);

  node = self->create ();
  flow_node_set_title (node, self->title);

  return node;
}

/**
 * flow_demo_node_types_get_default:
 *
 * Gets every node type the demo offers, in palette order.
 *
 * Returns: (transfer none): a list model of `FlowDemoNodeType`
 */
GListModel *
flow_demo_node_types_get_default (void)
{
  static GListStore *types;

  if (types == NULL)
    {
      types = g_list_store_new (FLOW_DEMO_TYPE_NODE_TYPE);

      for (guint i = 0; i < G_N_ELEMENTS (node_types); i++)
        {
          g_autoptr(FlowDemoNodeType) type = g_object_new (FLOW_DEMO_TYPE_NODE_TYPE, NULL);

          type->id = node_types[i].id;
          type->title = _(node_types[i].title);
          type->category = _(node_types[i].category);
          type->description = _(node_types[i].description);
          type->icon_name = node_types[i].icon_name;
          type->create = node_types[i].create;

          g_list_store_append (types, type);
        }
    }

  return G_LIST_MODEL (types);
}

/**
 * flow_demo_node_types_lookup:
 * @id: the identifier of a node type, such as "add"
 *
 * Finds a node type by its identifier.
 *
 * Returns: (transfer none) (nullable): the node type, or `NULL`
 */
FlowDemoNodeType *
flow_demo_node_types_lookup (const char *id)
{
  GListModel *types = flow_demo_node_types_get_default ();
  guint n = g_list_model_get_n_items (types);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDemoNodeType) type = g_list_model_get_item (types, i);

      if (g_strcmp0 (type->id, id) == 0)
        return type; /* The list keeps a reference. */
    }

  return NULL;
}

/**
 * flow_demo_create_node:
 * @id: the identifier of a node type, such as "add"
 *
 * Creates a node of the type with identifier @id.
 *
 * Returns: (transfer full): the new node
 */
FlowNode *
flow_demo_create_node (const char *id)
{
  FlowDemoNodeType *type = flow_demo_node_types_lookup (id);

  g_return_val_if_fail (type != NULL, NULL);

  return flow_demo_node_type_create (type);
}

/* flow-demo-serializer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-serializer.h"

#include "flow-demo-node-types.h"

#include <gdk/gdk.h>

/*
 * The demo's files: a FlowSerializer that knows every node type of the
 * palette, by the name "flow-demo." followed by the type's identifier
 * ("flow-demo.add"), and colours, which it writes in CSS notation.
 *
 * Value nodes keep their value in their source, which files hold anyway;
 * nodes with settings of their own (Format's template, Compare's
 * operator, a note's text, an oscillator's period) save them through
 * FlowNodeClass.save and .load.
 */

static JsonNode *
rgba_serialize (const GValue *value)
{
  const GdkRGBA *rgba = g_value_get_boxed (value);
  g_autofree char *text = NULL;
  JsonNode *node;

  if (rgba == NULL)
    return NULL;

  text = gdk_rgba_to_string (rgba);
  node = json_node_new (JSON_NODE_VALUE);
  json_node_set_string (node, text);

  return node;
}

static gboolean
rgba_deserialize (JsonNode  *node,
                  GValue    *value,
                  GError   **error)
{
  GdkRGBA rgba;

  if (!JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING ||
      !gdk_rgba_parse (&rgba, json_node_get_string (node)))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("A colour must be a CSS colour such as “rgb(53,132,228)”."));
      return FALSE;
    }

  g_value_set_boxed (value, &rgba);

  return TRUE;
}

static FlowNode *
create_node (const char *type_name,
             gpointer    user_data)
{
  FlowDemoNodeType *type = user_data;

  return flow_demo_node_type_build (type);
}

/**
 * flow_demo_serializer_new:
 *
 * Creates a serializer for the demo's graphs.
 *
 * Returns: (transfer full): the new serializer
 */
FlowSerializer *
flow_demo_serializer_new (void)
{
  static gsize colours_registered;
  FlowSerializer *serializer = flow_serializer_new ();
  GListModel *types = flow_demo_node_types_get_default ();
  guint n = g_list_model_get_n_items (types);

  if (g_once_init_enter (&colours_registered))
    {
      flow_value_register_serializer (GDK_TYPE_RGBA, rgba_serialize, rgba_deserialize);
      g_once_init_leave (&colours_registered, 1);
    }

  flow_serializer_set_pretty (serializer, TRUE);

  for (guint i = 0; i < n; i++)
    {
      FlowDemoNodeType *type = g_list_model_get_item (types, i);
      g_autofree char *name = flow_demo_node_type_dup_type_name (type);

      /* The serializer keeps the type, and lets it go with itself. */
      flow_serializer_register_factory (serializer, name, create_node, type, g_object_unref);
    }

  return serializer;
}

/**
 * flow_demo_serializer_get_default:
 *
 * Gets the serializer the demo creates its nodes with and saves its
 * files with.
 *
 * Returns: (transfer none): the serializer
 */
FlowSerializer *
flow_demo_serializer_get_default (void)
{
  static FlowSerializer *serializer;
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      serializer = flow_demo_serializer_new ();
      g_once_init_leave (&initialized, 1);
    }

  return serializer;
}

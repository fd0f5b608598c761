/* flow-serializer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-private.h"
#include "flow-i18n-private.h"

#include "flow-error.h"
#include "flow-graph-private.h"
#include "flow-history-private.h"
#include "flow-node.h"
#include "flow-placeholder-node.h"
#include "flow-reroute.h"
#include "flow-frame.h"
#include "flow-value-private.h"

#include <math.h>
#include <string.h>

/**
 * FlowSerializer:
 *
 * Saves graphs to files and loads them back, and copies and pastes nodes
 * as text.
 *
 * The format is JSON, written and read with json-glib, versioned by its
 * `format` member and documented on the file format page. A serializer
 * knows the application's node types: register each with a name that
 * stays the same from one version of the application to the next, with
 * [method@Serializer.register_type] or, for nodes built by a function,
 * [method@Serializer.register_factory]. Loading creates nodes of those
 * types; nodes of a plain [class@Node] load as such, docks and all; and a
 * node of a type the serializer does not know loads as a
 * [class@PlaceholderNode] that keeps what the file said and saves it back
 * unchanged. Node types store their own state through the
 * [vfunc@Node.save] and [vfunc@Node.load] virtual functions.
 *
 * ```c
 * g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
 * g_autoptr(GError) error = NULL;
 *
 * flow_serializer_register_type (serializer, "math.add", MY_TYPE_ADD_NODE);
 *
 * if (!flow_serializer_load_from_file (serializer, graph, file, NULL, &error))
 *   show_error (error->message);
 * ```
 *
 * ## Saving
 *
 * Saving writes the nodes in the order of the graph and the connections
 * in the order of [method@Graph.get_connections], with members in a fixed
 * order, so a graph saved, loaded and saved again gives the same bytes.
 * [method@Serializer.save_to_file] is atomic: it writes a new file beside
 * the old one and renames it over the old one only once it is complete,
 * so a failed or interrupted save never leaves a damaged file, and it
 * never rewrites a file in place. It marks the graph's [class@History]
 * clean.
 *
 * ## Loading
 *
 * Loading is all or nothing: the file is read and checked completely into
 * a new set of nodes before the graph changes, and then the graph's
 * contents are replaced in one batch, so a view sees one
 * [signal@Gio.ListModel::items-changed] for the nodes and one for the
 * connections. A file that cannot be understood, truncated, not JSON, of
 * the wrong types, with connections to missing nodes or docks, duplicate
 * ids, a cycle where the graph does not allow one, or from a newer
 * [const@FILE_FORMAT], fails with `FLOW_ERROR_INVALID_DATA` and a message
 * that names the problem and where it is, and the graph stays as it was.
 * The text must be strict JSON. Loading clears the graph's history.
 *
 * Loading is bounded: text longer than [property@Serializer:max-load-size]
 * fails with `FLOW_ERROR_TOO_LARGE`, and a path that is not a regular file
 * with `G_IO_ERROR_NOT_REGULAR_FILE`.
 *
 * [method@Serializer.load_from_file_async] reads and checks the file in a
 * worker thread, then creates the nodes in the main context a slice at a
 * time, reporting its progress and honouring cancellation.
 *
 * ## View state
 *
 * A graph carries named JSON values, [method@Graph.set_extra], that are
 * saved in the file's `extra` member and restored by loading. The widget
 * library keeps a view's zoom and offset there.
 *
 * ## Copy and paste
 *
 * [method@Serializer.save_nodes_to_data] writes some nodes of a graph and
 * the connections among them in the same format, for the clipboard;
 * [method@Serializer.paste] adds such text to a graph as new nodes, as one
 * batch and one undo step.
 */

typedef struct
{
  /* Interned. */
  const char          *name;
  GType                type;
  FlowNodeFactoryFunc  factory;
  gpointer             user_data;
  GDestroyNotify       user_destroy;
} NodeType;

struct _FlowSerializer
{
  GObject     parent_instance;

  /* Interned name -> owned NodeType; looked up by content, so that names
   * read from files are never interned.
   */
  GHashTable *types;
  /* GType -> interned name, for types registered by GType. */
  GHashTable *names;
  /* Interned names, in registration order. */
  GPtrArray  *order;

  guint64     max_load_size;

  FlowNodeDescribeFunc describe;
  gpointer             describe_data;
  GDestroyNotify       describe_destroy;

  guint       pretty : 1;
};

enum {
  PROP_0,
  PROP_PRETTY,
  PROP_MAX_LOAD_SIZE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowSerializer, flow_serializer, G_TYPE_OBJECT)

static GQuark type_name_quark;
static GQuark raw_dock_quark;
static GQuark raw_data_quark;

static void
node_type_free (gpointer data)
{
  NodeType *type = data;

  if (type->user_destroy != NULL)
    type->user_destroy (type->user_data);

  g_free (type);
}

/* Raw data kept for saving */

static void
raw_dock_free (gpointer data)
{
  FlowRawDock *raw = data;

  g_free (raw->type_name);
  g_free (raw->value_type);
  g_clear_pointer (&raw->value, json_node_unref);
  g_free (raw);
}

FlowRawDock *
_flow_raw_dock_get (FlowDock *dock)
{
  return g_object_get_qdata (G_OBJECT (dock), raw_dock_quark);
}

FlowRawDock *
_flow_raw_dock_ensure (FlowDock *dock)
{
  FlowRawDock *raw = _flow_raw_dock_get (dock);

  if (raw == NULL)
    {
      raw = g_new0 (FlowRawDock, 1);
      g_object_set_qdata_full (G_OBJECT (dock), raw_dock_quark, raw, raw_dock_free);
    }

  return raw;
}

JsonNode *
_flow_raw_node_data_get (FlowNode *node)
{
  return g_object_get_qdata (G_OBJECT (node), raw_data_quark);
}

void
_flow_raw_node_data_set (FlowNode *node,
                         JsonNode *data)
{
  g_object_set_qdata_full (G_OBJECT (node), raw_data_quark,
                           data != NULL ? _flow_json_deep_copy (data) : NULL,
                           (GDestroyNotify)json_node_unref);
}

/* @type_name must be interned: a registered name, or a static string. */
void
_flow_node_set_type_name (FlowNode   *node,
                          const char *type_name)
{
  g_object_set_qdata (G_OBJECT (node), type_name_quark, (gpointer)type_name);
}

/* The name set above, or NULL. */
const char *
_flow_node_get_type_name (FlowNode *node)
{
  return g_object_get_qdata (G_OBJECT (node), type_name_quark);
}

/* GObject */

static void
flow_serializer_finalize (GObject *object)
{
  FlowSerializer *self = (FlowSerializer *)object;

  g_clear_pointer (&self->types, g_hash_table_unref);
  g_clear_pointer (&self->names, g_hash_table_unref);
  g_clear_pointer (&self->order, g_ptr_array_unref);
  if (self->describe_destroy != NULL)
    self->describe_destroy (self->describe_data);

  G_OBJECT_CLASS (flow_serializer_parent_class)->finalize (object);
}

static void
flow_serializer_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  FlowSerializer *self = FLOW_SERIALIZER (object);

  switch (prop_id)
    {
    case PROP_PRETTY:
      g_value_set_boolean (value, flow_serializer_get_pretty (self));
      break;

    case PROP_MAX_LOAD_SIZE:
      g_value_set_uint64 (value, flow_serializer_get_max_load_size (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_serializer_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  FlowSerializer *self = FLOW_SERIALIZER (object);

  switch (prop_id)
    {
    case PROP_PRETTY:
      flow_serializer_set_pretty (self, g_value_get_boolean (value));
      break;

    case PROP_MAX_LOAD_SIZE:
      flow_serializer_set_max_load_size (self, g_value_get_uint64 (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_serializer_class_init (FlowSerializerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = flow_serializer_finalize;
  object_class->get_property = flow_serializer_get_property;
  object_class->set_property = flow_serializer_set_property;

  /**
   * FlowSerializer:pretty: (getter get_pretty) (setter set_pretty)
   *
   * Whether saved data is indented, one member per line, for people and
   * version control to read; otherwise it is as compact as JSON gets.
   * Both load the same.
   */
  properties[PROP_PRETTY] =
    g_param_spec_boolean ("pretty", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowSerializer:max-load-size: (getter get_max_load_size) (setter set_max_load_size)
   *
   * The most bytes of text a load or a paste takes: more fails with
   * `FLOW_ERROR_TOO_LARGE`, before more than that is read. Loading needs
   * memory for the text and for the graph it makes, so this bounds what
   * a file can make a program use. `G_MAXUINT64` means no limit.
   *
   * Since: 0.2
   */
  properties[PROP_MAX_LOAD_SIZE] =
    g_param_spec_uint64 ("max-load-size", NULL, NULL,
                         1, G_MAXUINT64, FLOW_SERIALIZER_DEFAULT_MAX_LOAD_SIZE,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  type_name_quark = g_quark_from_static_string ("flow-serializer-type-name");
  raw_dock_quark = g_quark_from_static_string ("flow-serializer-raw-dock");
  raw_data_quark = g_quark_from_static_string ("flow-serializer-raw-data");
}

static void
flow_serializer_init (FlowSerializer *self)
{
  self->types = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, node_type_free);
  self->names = g_hash_table_new (NULL, NULL);
  self->order = g_ptr_array_new ();
  self->pretty = TRUE;
  self->max_load_size = FLOW_SERIALIZER_DEFAULT_MAX_LOAD_SIZE;
}

static NodeType *
register_name (FlowSerializer *self,
               const char     *type_name)
{
  NodeType *type;

  type_name = g_intern_string (type_name);

  if (g_hash_table_contains (self->types, type_name))
    {
      g_critical ("The node type name “%s” is registered already", type_name);
      return NULL;
    }

  type = g_new0 (NodeType, 1);
  type->name = type_name;
  g_hash_table_insert (self->types, (gpointer)type_name, type);
  g_ptr_array_add (self->order, (gpointer)type_name);

  return type;
}

static gboolean
is_reserved (const char *type_name)
{
  /* Group nodes and their graphs' input and output nodes are made from
   * the file's groups (flow-serializer-reader-groups.c).
   */
  return g_str_equal (type_name, "FlowNode") ||
         g_str_equal (type_name, "FlowGroupNode") ||
         g_str_equal (type_name, "FlowGroupInputNode") ||
         g_str_equal (type_name, "FlowGroupOutputNode");
}

FlowNode *
_flow_serializer_instantiate (FlowSerializer  *self,
                              const char      *type_name,
                              GError         **error)
{
  NodeType *type = g_hash_table_lookup (self->types, type_name);
  FlowNode *node;

  if (type == NULL)
    {
      if (g_str_equal (type_name, "FlowReroute"))
        node = flow_reroute_new ();
      else if (g_str_equal (type_name, "FlowFrame"))
        node = flow_frame_new ();
      else if (is_reserved (type_name))
        node = flow_node_new ();
      else
        return flow_placeholder_node_new (type_name);
    }
  else if (type->factory != NULL)
    node = type->factory (type->name, type->user_data);
  else
    node = g_object_new (type->type, NULL);

  if (node == NULL || !FLOW_IS_NODE (node) || flow_node_get_graph (node) != NULL)
    {
      /* Refuse what a factory got wrong, but never leak it. */
      if (node != NULL && FLOW_IS_NODE (node))
        g_object_unref (node);

      g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                   _("The application could not create a node of the type “%s”."),
                   type_name);
      return NULL;
    }

  _flow_node_set_type_name (node, type != NULL ? type->name :
                                  FLOW_IS_REROUTE (node) ? g_intern_static_string ("FlowReroute") :
                                  FLOW_IS_FRAME (node) ? g_intern_static_string ("FlowFrame") :
                                  g_intern_static_string ("FlowNode"));

  return node;
}

/* Public API */

/**
 * flow_serializer_new:
 *
 * Creates a serializer that knows no node types yet.
 *
 * Returns: (transfer full): the new serializer
 */
FlowSerializer *
flow_serializer_new (void)
{
  return g_object_new (FLOW_TYPE_SERIALIZER, NULL);
}

/**
 * flow_serializer_get_pretty: (get-property pretty)
 * @self: a serializer
 *
 * Gets whether saved data is indented.
 *
 * Returns: `TRUE` if saved data is indented
 */
gboolean
flow_serializer_get_pretty (FlowSerializer *self)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);

  return self->pretty;
}

/**
 * flow_serializer_set_pretty: (set-property pretty)
 * @self: a serializer
 * @pretty: whether to indent saved data
 *
 * Sets whether saved data is indented.
 */
void
flow_serializer_set_pretty (FlowSerializer *self,
                            gboolean        pretty)
{
  g_return_if_fail (FLOW_IS_SERIALIZER (self));

  pretty = !!pretty;

  if (self->pretty == pretty)
    return;

  self->pretty = pretty;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRETTY]);
}

/**
 * flow_serializer_get_max_load_size: (get-property max-load-size)
 * @self: a serializer
 *
 * Gets the most bytes of text @self loads.
 *
 * Returns: the limit, in bytes
 *
 * Since: 0.2
 */
guint64
flow_serializer_get_max_load_size (FlowSerializer *self)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), 0);

  return self->max_load_size;
}

/**
 * flow_serializer_set_max_load_size: (set-property max-load-size)
 * @self: a serializer
 * @max_load_size: the most bytes of text to load, at least 1;
 *   `G_MAXUINT64` for no limit
 *
 * Sets the most bytes of text @self loads or pastes.
 *
 * Since: 0.2
 */
void
flow_serializer_set_max_load_size (FlowSerializer *self,
                                   guint64         max_load_size)
{
  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (max_load_size >= 1);

  if (self->max_load_size == max_load_size)
    return;

  self->max_load_size = max_load_size;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_LOAD_SIZE]);
}

/**
 * flow_serializer_register_type:
 * @self: a serializer
 * @type_name: the name of the node type in files
 * @node_type: a [class@Node] type that can be instantiated
 *
 * Registers a node type: loading a node of type @type_name creates it with
 * `g_object_new (node_type, NULL)`, and saving a node of exactly
 * @node_type writes @type_name.
 *
 * Choose names that never change, such as `"math.add"`, rather than the
 * names of C types. `FlowNode` is reserved for plain nodes. Registering a
 * name twice is a programmer error.
 */
void
flow_serializer_register_type (FlowSerializer *self,
                               const char     *type_name,
                               GType           node_type)
{
  NodeType *type;

  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (type_name != NULL && *type_name != '\0');
  g_return_if_fail (!is_reserved (type_name));
  g_return_if_fail (g_type_is_a (node_type, FLOW_TYPE_NODE));
  g_return_if_fail (G_TYPE_IS_INSTANTIATABLE (node_type) && !G_TYPE_IS_ABSTRACT (node_type));

  if ((type = register_name (self, type_name)) == NULL)
    return;

  type->type = node_type;

  if (!g_hash_table_contains (self->names, GSIZE_TO_POINTER (node_type)))
    g_hash_table_insert (self->names, GSIZE_TO_POINTER (node_type), (gpointer)type->name);
}

/**
 * flow_serializer_register_factory:
 * @self: a serializer
 * @type_name: the name of the node type in files
 * @factory: (scope notified) (closure user_data) (destroy user_destroy):
 *   creates a node of the type
 * @user_data: data for @factory
 * @user_destroy: (nullable): frees @user_data
 *
 * Registers a node type made by a function, for applications whose node
 * types are configurations of a few classes rather than classes of their
 * own.
 *
 * Nodes that [method@Serializer.create_node] or loading make this way
 * remember @type_name, and are saved under it.
 */
void
flow_serializer_register_factory (FlowSerializer      *self,
                                  const char          *type_name,
                                  FlowNodeFactoryFunc  factory,
                                  gpointer             user_data,
                                  GDestroyNotify       user_destroy)
{
  NodeType *type;

  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (type_name != NULL && *type_name != '\0');
  g_return_if_fail (!is_reserved (type_name));
  g_return_if_fail (factory != NULL);

  if ((type = register_name (self, type_name)) == NULL)
    {
      if (user_destroy != NULL)
        user_destroy (user_data);
      return;
    }

  type->factory = factory;
  type->user_data = user_data;
  type->user_destroy = user_destroy;
}

/**
 * flow_serializer_list_types:
 * @self: a serializer
 *
 * Lists the registered node type names, in the order they were
 * registered; a palette of nodes can show them.
 *
 * Returns: (transfer full) (array zero-terminated=1): the names
 */
char **
flow_serializer_list_types (FlowSerializer *self)
{
  g_autoptr(GStrvBuilder) builder = NULL;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < self->order->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->order, i));

  return g_strv_builder_end (builder);
}

/**
 * flow_serializer_create_node:
 * @self: a serializer
 * @type_name: a registered node type name
 *
 * Creates a node of a registered type, as loading does.
 *
 * Returns: (transfer full) (nullable): the new node, or `NULL` if
 *   @type_name is not registered or the application's factory failed
 */
FlowNode *
flow_serializer_create_node (FlowSerializer *self,
                             const char     *type_name)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (type_name != NULL, NULL);

  if (!g_hash_table_contains (self->types, type_name))
    return NULL;

  return _flow_serializer_instantiate (self, type_name, NULL);
}

/**
 * flow_serializer_set_describe_func:
 * @self: a serializer
 * @describe: (nullable) (scope notified) (closure user_data) (destroy user_destroy):
 *   describes node types, or `NULL` to make nodes instead
 * @user_data: data for @describe
 * @user_destroy: (nullable): frees @user_data
 *
 * Sets the function [method@Serializer.describe_type] asks first, which
 * replaces any set before. Set it before a list of node types is shown:
 * lists may keep the descriptions they read.
 *
 * Since: 0.2
 */
void
flow_serializer_set_describe_func (FlowSerializer       *self,
                                   FlowNodeDescribeFunc  describe,
                                   gpointer              user_data,
                                   GDestroyNotify        user_destroy)
{
  GDestroyNotify old_destroy;
  gpointer old_data;

  g_return_if_fail (FLOW_IS_SERIALIZER (self));

  old_destroy = self->describe_destroy;
  old_data = self->describe_data;

  self->describe = describe;
  self->describe_data = user_data;
  self->describe_destroy = user_destroy;

  if (old_destroy != NULL)
    old_destroy (old_data);
}

/**
 * flow_serializer_describe_type:
 * @self: a serializer
 * @type_name: a registered node type name
 *
 * Gets a node that tells what a node of @type_name looks like: its title
 * and its docks, with their names, labels and value types. It comes from
 * the function given to [method@Serializer.set_describe_func] when there
 * is one and it answers, or else it is a node made as
 * [method@Serializer.create_node] makes one. Read it; do not add it to a
 * graph: a description need not work as a node of its type does.
 *
 * Returns: (transfer full) (nullable): a node describing @type_name, or
 *   `NULL` if @type_name is not registered or no node of it can be made
 *
 * Since: 0.2
 */
FlowNode *
flow_serializer_describe_type (FlowSerializer *self,
                               const char     *type_name)
{
  FlowNode *node;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (type_name != NULL, NULL);

  if (!g_hash_table_contains (self->types, type_name))
    return NULL;

  if (self->describe != NULL &&
      (node = self->describe (type_name, self->describe_data)) != NULL)
    {
      if (FLOW_IS_NODE (node))
        return node;

      /* What the function got wrong is its programmer's error. */
      g_critical ("The description of the node type “%s” is a %s, not a FlowNode",
                  type_name, G_OBJECT_TYPE_NAME (node));
      g_object_unref (node);
    }

  return flow_serializer_create_node (self, type_name);
}

/**
 * flow_serializer_get_node_type_name:
 * @self: a serializer
 * @node: a node
 *
 * Gets the type name @node is saved under: the original name for a
 * [class@PlaceholderNode]; the name it was created under by @self or
 * loading; the name its class was registered with; or else the name of
 * its class.
 *
 * Returns: (transfer none): the type name
 */
const char *
flow_serializer_get_node_type_name (FlowSerializer *self,
                                    FlowNode       *node)
{
  const char *name;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (FLOW_IS_NODE (node), NULL);

  if (FLOW_IS_PLACEHOLDER_NODE (node))
    return flow_placeholder_node_get_type_name (FLOW_PLACEHOLDER_NODE (node));

  if ((name = g_object_get_qdata (G_OBJECT (node), type_name_quark)) != NULL)
    return name;

  if ((name = g_hash_table_lookup (self->names, GSIZE_TO_POINTER (G_OBJECT_TYPE (node)))) != NULL)
    return name;

  return G_OBJECT_TYPE_NAME (node);
}

/* Implementation notes:
 *
 * Loading API: FlowGraph is final, so loading could have been methods of
 * the graph (flow_graph_load_from_file ()). But loading needs the
 * application's node types, and a registry global to the process would
 * make two documents with different node sets, or a test that registers
 * types, fight over names. So a serializer object holds the registry, and
 * a view that copies and pastes is given the application's serializer.
 *
 * Node type names are explicit strings, not GType names: those change
 * when a class is renamed or moves to another language binding, and a
 * factory-made node has no class of its own.
 *
 * The format is not json_gobject_serialize () of the objects: that would
 * make every property name part of the format, and could not express
 * null values or connections.
 *
 * Atomic loading builds into a staging graph with the target's rules
 * (cycles, conversions, the connection filter) and then trades contents
 * with the target, which touches no node and emits one items-changed per
 * list. Loading straight into the target and rolling back on failure was
 * rejected: a view would see the intermediate states.
 *
 * Unknown members are refused rather than ignored: a file from a newer
 * version that added a member would otherwise lose it silently on the
 * next save. Extensions go in a node's "data" or the file's "extra".
 *
 * json-glib 1.6 prints a double in exponent form without a decimal point
 * as "1e+22.0", which it then cannot parse; _flow_json_new_double () writes
 * such numbers as strings, which the reader accepts where a number is
 * expected.
 */


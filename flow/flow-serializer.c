/* flow-serializer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-private.h"

#include "flow-error.h"
#include "flow-graph-private.h"
#include "flow-history-private.h"
#include "flow-node.h"
#include "flow-placeholder-node.h"
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
 * [method@Serializer.save_to_file] is atomic: it writes a temporary file
 * and renames it over the old one, so an interrupted save never leaves a
 * damaged file. It marks the graph's [class@History] clean.
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
 * Loading clears the graph's history.
 *
 * [method@Serializer.load_from_file_async] reads and parses the file in a
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

  /* Interned name -> owned NodeType. */
  GHashTable *types;
  /* GType -> interned name, for types registered by GType. */
  GHashTable *names;
  /* Interned names, in registration order. */
  GPtrArray  *order;

  guint       pretty : 1;
};

enum {
  PROP_0,
  PROP_PRETTY,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowSerializer, flow_serializer, G_TYPE_OBJECT)

/* How many nodes or connections an asynchronous load creates in one go
 * between returns to the main loop.
 */
#define LOAD_SLICE 2048

/* Read in pieces of this size, to report progress. */
#define READ_CHUNK (256 * 1024)

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

void
_flow_node_set_type_name (FlowNode   *node,
                          const char *type_name)
{
  g_object_set_qdata (G_OBJECT (node), type_name_quark,
                      (gpointer)g_intern_string (type_name));
}

/* GObject */

static void
flow_serializer_finalize (GObject *object)
{
  FlowSerializer *self = (FlowSerializer *)object;

  g_clear_pointer (&self->types, g_hash_table_unref);
  g_clear_pointer (&self->names, g_hash_table_unref);
  g_clear_pointer (&self->order, g_ptr_array_unref);

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

  g_object_class_install_properties (object_class, N_PROPS, properties);

  type_name_quark = g_quark_from_static_string ("flow-serializer-type-name");
  raw_dock_quark = g_quark_from_static_string ("flow-serializer-raw-dock");
  raw_data_quark = g_quark_from_static_string ("flow-serializer-raw-data");
}

static void
flow_serializer_init (FlowSerializer *self)
{
  self->types = g_hash_table_new_full (NULL, NULL, NULL, node_type_free);
  self->names = g_hash_table_new (NULL, NULL);
  self->order = g_ptr_array_new ();
  self->pretty = TRUE;
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
  return g_str_equal (type_name, "FlowNode");
}

FlowNode *
_flow_serializer_instantiate (FlowSerializer  *self,
                              const char      *type_name,
                              GError         **error)
{
  NodeType *type = g_hash_table_lookup (self->types, g_intern_string (type_name));
  FlowNode *node;

  if (type == NULL)
    {
      if (is_reserved (type_name))
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
                   "The application could not create a node of the type “%s”.",
                   type_name);
      return NULL;
    }

  _flow_node_set_type_name (node, type_name);

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

  if (!g_hash_table_contains (self->types, g_intern_string (type_name)))
    return NULL;

  return _flow_serializer_instantiate (self, type_name, NULL);
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

/**
 * flow_serializer_save_to_data:
 * @self: a serializer
 * @graph: the graph to save
 * @length: (out) (optional): return location for the length of the data
 *
 * Saves @graph as text in the file format.
 *
 * Unlike [method@Serializer.save_to_file], this does not mark the graph's
 * history clean: call [method@History.mark_clean] when the data was
 * stored.
 *
 * Returns: (transfer full): the data, a nul-terminated UTF-8 string
 */
char *
flow_serializer_save_to_data (FlowSerializer *self,
                              FlowGraph      *graph,
                              gsize          *length)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);

  return _flow_serializer_write_graph_text (self, graph, length);
}

/**
 * flow_serializer_save_to_stream:
 * @self: a serializer
 * @graph: the graph to save
 * @stream: the stream to write to
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Saves @graph to @stream in the file format.
 *
 * As [method@Serializer.save_to_data], this does not mark the graph's
 * history clean.
 *
 * Returns: `TRUE` if all of the data was written
 */
gboolean
flow_serializer_save_to_stream (FlowSerializer  *self,
                                FlowGraph       *graph,
                                GOutputStream   *stream,
                                GCancellable    *cancellable,
                                GError         **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = flow_serializer_save_to_data (self, graph, &length);

  return g_output_stream_write_all (stream, data, length, NULL, cancellable, error);
}

/**
 * flow_serializer_save_to_file:
 * @self: a serializer
 * @graph: the graph to save
 * @file: the file to write
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Saves @graph to @file, atomically: the data goes to a temporary file
 * that then replaces @file, so @file is never left half written, as
 * [method@Gio.File.replace_contents] does.
 *
 * On success the graph's [class@History], if it has one, is marked clean.
 *
 * Returns: `TRUE` if @file was saved
 */
gboolean
flow_serializer_save_to_file (FlowSerializer  *self,
                              FlowGraph       *graph,
                              GFile           *file,
                              GCancellable    *cancellable,
                              GError         **error)
{
  g_autofree char *data = NULL;
  FlowHistory *history;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = flow_serializer_save_to_data (self, graph, &length);

  if (!g_file_replace_contents (file, data, length, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL,
                                cancellable, error))
    return FALSE;

  if ((history = _flow_graph_peek_history (graph)) != NULL)
    flow_history_mark_clean (history);

  return TRUE;
}

/* What an asynchronous save keeps in the main context. */
typedef struct
{
  FlowGraph *graph;
  guint64    state;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->graph);
  g_free (save);
}

/* What the worker thread writes: nothing of the graph. */
typedef struct
{
  JsonNode  *root;
  GFile     *file;
  guint      pretty : 1;
} WriteData;

static void
write_data_free (gpointer data)
{
  WriteData *write = data;

  g_clear_object (&write->file);
  g_clear_pointer (&write->root, json_node_unref);
  g_free (write);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  WriteData *write = task_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  data = _flow_json_generate (write->root, write->pretty, &length);
  g_clear_pointer (&write->root, json_node_unref);

  if (!g_file_replace_contents (write->file, data, length, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL,
                                cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
save_written_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * flow_serializer_save_to_file_async:
 * @self: a serializer
 * @graph: the graph to save
 * @file: the file to write
 * @io_priority: the I/O priority of the request
 * @cancellable: (nullable): a cancellable
 * @callback: (scope async): called when the file is saved
 * @user_data: data for @callback
 *
 * Saves @graph to @file atomically, as [method@Serializer.save_to_file]
 * does, without blocking: the graph is read at once, in the calling
 * thread, and the text is generated and written in a worker thread.
 *
 * On success the graph's history is marked clean at the state the graph
 * was in when this was called, even if it was edited since.
 */
void
flow_serializer_save_to_file_async (FlowSerializer      *self,
                                    FlowGraph           *graph,
                                    GFile               *file,
                                    int                  io_priority,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) write_task = NULL;
  FlowHistory *history;
  SaveData *save;
  WriteData *write;

  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, flow_serializer_save_to_file_async);
  g_task_set_priority (task, io_priority);

  save = g_new0 (SaveData, 1);
  save->graph = g_object_ref (graph);
  if ((history = _flow_graph_peek_history (graph)) != NULL)
    save->state = _flow_history_get_state (history);
  g_task_set_task_data (task, save, save_data_free);

  /* The worker has its own task, which holds neither the graph nor the
   * serializer: the thread that lets go of a task last frees it, and the
   * worker often does, after the main context has run the callback. So
   * the graph and the serializer stay with the main task, whose every
   * reference goes in the main context.
   */
  write = g_new0 (WriteData, 1);
  write->root = _flow_serializer_write_graph (self, graph);
  write->file = g_object_ref (file);
  write->pretty = self->pretty;
  write_task = g_task_new (NULL, cancellable, save_written_cb, g_object_ref (task));
  g_task_set_priority (write_task, io_priority);
  g_task_set_task_data (write_task, write, write_data_free);
  g_task_run_in_thread (write_task, save_thread);
}

/**
 * flow_serializer_save_to_file_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.save_to_file_async].
 *
 * Returns: `TRUE` if the file was saved
 */
gboolean
flow_serializer_save_to_file_finish (FlowSerializer  *self,
                                     GAsyncResult    *result,
                                     GError         **error)
{
  SaveData *save;
  FlowHistory *history;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == flow_serializer_save_to_file_async, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  save = g_task_get_task_data (G_TASK (result));
  if ((history = _flow_graph_peek_history (save->graph)) != NULL)
    _flow_history_mark_clean_at (history, save->state);

  return TRUE;
}

/* Loading */

static void
free_tree_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  json_node_unref (task_data);
  g_task_return_boolean (task, TRUE);
}

/* Freeing a tree of a few million JSON nodes takes a while: it is done in
 * a worker thread, where nothing waits for it. json-glib's reference
 * counts are not atomic, so this is only safe because the loader keeps
 * nothing of the tree: what it keeps, it copies with
 * _flow_json_deep_copy ().
 */
static void
free_tree_later (JsonNode *root)
{
  g_autoptr(GTask) task = NULL;

  if (root == NULL)
    return;

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_task_data (task, root, NULL);
  g_task_run_in_thread (task, free_tree_thread);
}

static gboolean
load_root (FlowSerializer  *self,
           FlowGraph       *graph,
           JsonNode        *root,
           GCancellable    *cancellable,
           GError         **error)
{
  g_autoptr(FlowLoader) loader = _flow_loader_new (self, graph, root, FALSE);
  gboolean done = FALSE;
  gboolean ok;

  ok = _flow_loader_prepare (loader, error);

  while (ok && !done)
    ok = !g_cancellable_set_error_if_cancelled (cancellable, error) &&
         _flow_loader_step (loader, LOAD_SLICE, &done, error);

  if (ok)
    ok = _flow_loader_commit (loader, error);

  free_tree_later (_flow_loader_steal_root (loader));

  return ok;
}

/**
 * flow_serializer_load_from_data:
 * @self: a serializer
 * @graph: the graph to load into
 * @data: the text to read
 * @length: the length of @data in bytes, or -1 if it is nul-terminated
 * @error: return location for an error
 *
 * Replaces the contents of @graph with the graph @data describes, as one
 * batch, and clears the graph's history.
 *
 * If @data cannot be understood, this fails with `FLOW_ERROR_INVALID_DATA`
 * and leaves @graph as it was.
 *
 * Returns: `TRUE` if @graph was loaded
 */
gboolean
flow_serializer_load_from_data (FlowSerializer  *self,
                                FlowGraph       *graph,
                                const char      *data,
                                gssize           length,
                                GError         **error)
{
  JsonNode *root;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = strlen (data);

  if (!_flow_loader_parse (data, length, &root, error))
    return FALSE;

  return load_root (self, graph, root, NULL, error);
}

static GBytes *
read_stream (GInputStream  *stream,
             goffset        size,
             GCancellable  *cancellable,
             void         (*progress) (gpointer data,
                                       double   fraction),
             gpointer       progress_data,
             GError       **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_sized_new (size > 0 ? (guint)MIN (size, G_MAXUINT) : READ_CHUNK);

  for (;;)
    {
      guint before = bytes->len;
      gssize n;

      g_byte_array_set_size (bytes, before + READ_CHUNK);
      n = g_input_stream_read (stream, bytes->data + before, READ_CHUNK, cancellable, error);
      if (n < 0)
        return NULL;

      g_byte_array_set_size (bytes, before + n);
      if (n == 0)
        break;

      if (progress != NULL && size > 0)
        progress (progress_data, MIN (1.0, (double)bytes->len / size));
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/**
 * flow_serializer_load_from_stream:
 * @self: a serializer
 * @graph: the graph to load into
 * @stream: the stream to read the data from, to its end
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Loads @graph from @stream, as [method@Serializer.load_from_data] does.
 *
 * Returns: `TRUE` if @graph was loaded
 */
gboolean
flow_serializer_load_from_stream (FlowSerializer  *self,
                                  FlowGraph       *graph,
                                  GInputStream    *stream,
                                  GCancellable    *cancellable,
                                  GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;
  JsonNode *root;
  gsize length;
  const char *data;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = read_stream (stream, 0, cancellable, NULL, NULL, error);
  if (bytes == NULL)
    return FALSE;

  data = g_bytes_get_data (bytes, &length);
  if (!_flow_loader_parse (data != NULL ? data : "", length, &root, error))
    return FALSE;

  return load_root (self, graph, root, cancellable, error);
}

/**
 * flow_serializer_load_from_file:
 * @self: a serializer
 * @graph: the graph to load into
 * @file: the file to read
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Loads @graph from @file, as [method@Serializer.load_from_data] does.
 *
 * Returns: `TRUE` if @graph was loaded
 */
gboolean
flow_serializer_load_from_file (FlowSerializer  *self,
                                FlowGraph       *graph,
                                GFile           *file,
                                GCancellable    *cancellable,
                                GError         **error)
{
  g_autofree char *data = NULL;
  JsonNode *root;
  gsize length;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_file_load_contents (file, cancellable, &data, &length, NULL, error))
    return FALSE;

  if (!_flow_loader_parse (data, length, &root, error))
    return FALSE;

  g_clear_pointer (&data, g_free);

  return load_root (self, graph, root, cancellable, error);
}

/* Asynchronous loading: reading and parsing in a worker thread, building
 * in slices in the caller's main context, committing at the end.
 */

/* Shares of the progress fraction: reading, then parsing, then building. */
#define READ_SHARE 0.25
#define PARSE_SHARE 0.25

typedef struct
{
  gatomicrefcount   ref_count;

  FlowGraph        *graph;
  GInputStream     *stream;
  GFile            *file;
  FlowLoader       *loader;
  JsonNode         *root;
  GSource          *idle;
  GMainContext     *context;

  FlowProgressFunc  progress;
  gpointer          progress_data;
  GDestroyNotify    progress_destroy;
  /* Written by the worker thread, read in the main context. */
  double            fraction;
  GMutex            mutex;
  gboolean          progress_queued;
  /* Set once the task returned: no more progress reports. */
  gboolean          finished;
} LoadData;

static LoadData *
load_data_ref (LoadData *load)
{
  g_atomic_ref_count_inc (&load->ref_count);
  return load;
}

static void
load_data_unref (gpointer data)
{
  LoadData *load = data;

  if (!g_atomic_ref_count_dec (&load->ref_count))
    return;

  if (load->idle != NULL)
    {
      g_source_destroy (load->idle);
      g_source_unref (load->idle);
    }
  if (load->loader != NULL)
    free_tree_later (_flow_loader_steal_root (load->loader));
  g_clear_pointer (&load->loader, _flow_loader_free);
  free_tree_later (g_steal_pointer (&load->root));
  g_clear_object (&load->graph);
  g_clear_object (&load->stream);
  g_clear_object (&load->file);
  g_clear_pointer (&load->context, g_main_context_unref);
  if (load->progress_destroy != NULL)
    load->progress_destroy (load->progress_data);
  g_mutex_clear (&load->mutex);
  g_free (load);
}

static void
report_progress (LoadData *load,
                 double    fraction)
{
  if (load->finished || load->progress == NULL)
    return;

  /* Never backwards. */
  if (fraction > load->fraction)
    load->fraction = fraction;

  load->progress (load->fraction, load->progress_data);
}

static gboolean
report_queued_progress_cb (gpointer data)
{
  LoadData *load = data;
  double fraction;

  g_mutex_lock (&load->mutex);
  fraction = load->fraction;
  load->progress_queued = FALSE;
  g_mutex_unlock (&load->mutex);

  if (!load->finished && load->progress != NULL)
    load->progress (fraction, load->progress_data);

  return G_SOURCE_REMOVE;
}

/* From the worker thread: records the fraction, and queues one report
 * in the main context if none is queued.
 */
static void
queue_progress (LoadData *load,
                double    fraction)
{
  gboolean queue;

  if (load->progress == NULL)
    return;

  g_mutex_lock (&load->mutex);
  if (fraction > load->fraction)
    load->fraction = fraction;
  queue = !load->progress_queued;
  load->progress_queued = TRUE;
  g_mutex_unlock (&load->mutex);

  if (queue)
    g_main_context_invoke_full (load->context, G_PRIORITY_DEFAULT,
                                report_queued_progress_cb,
                                load_data_ref (load), load_data_unref);
}

static void
read_progress (gpointer data,
               double   fraction)
{
  queue_progress (data, fraction * READ_SHARE);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData *load = task_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  goffset size = 0;
  const char *data;
  gsize length;

  if (load->file != NULL)
    {
      g_autoptr(GFileInputStream) stream = g_file_read (load->file, cancellable, &error);
      g_autoptr(GFileInfo) info = NULL;

      if (stream == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }

      info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                             cancellable, NULL);
      if (info != NULL)
        size = g_file_info_get_size (info);

      load->stream = G_INPUT_STREAM (g_steal_pointer (&stream));
    }

  bytes = read_stream (load->stream, size, cancellable, read_progress, load, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (load->file != NULL)
    g_input_stream_close (load->stream, NULL, NULL);

  queue_progress (load, READ_SHARE);

  data = g_bytes_get_data (bytes, &length);
  if (!_flow_loader_parse (data != NULL ? data : "", length, &load->root, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  g_task_return_boolean (task, TRUE);
}

static void
load_finish (GTask  *task,
             GError *error)
{
  LoadData *load = g_task_get_task_data (task);

  if (error == NULL)
    report_progress (load, 1.0);

  load->finished = TRUE;

  if (load->idle != NULL)
    {
      g_source_destroy (load->idle);
      g_clear_pointer (&load->idle, g_source_unref);
    }

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static gboolean
build_slice_cb (gpointer data)
{
  GTask *task = data;
  LoadData *load = g_task_get_task_data (task);
  GError *error = NULL;
  gboolean done = FALSE;
  gint64 deadline = g_get_monotonic_time () + 8 * G_TIME_SPAN_MILLISECOND;

  /* Work for a few milliseconds, then let the main loop breathe. */
  do
    {
      if (g_cancellable_set_error_if_cancelled (g_task_get_cancellable (task), &error) ||
          !_flow_loader_step (load->loader, 256, &done, &error))
        {
          load_finish (task, error);
          return G_SOURCE_REMOVE;
        }
    }
  while (!done && g_get_monotonic_time () < deadline);

  if (!done)
    {
      report_progress (load, READ_SHARE + PARSE_SHARE +
                       (1.0 - READ_SHARE - PARSE_SHARE) * _flow_loader_get_fraction (load->loader));
      return G_SOURCE_CONTINUE;
    }

  if (!_flow_loader_commit (load->loader, &error))
    load_finish (task, error);
  else
    load_finish (task, NULL);

  return G_SOURCE_REMOVE;
}

static void
load_parsed_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  LoadData *load = g_task_get_task_data (task);
  FlowSerializer *self = g_task_get_source_object (task);
  GError *error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      load_finish (task, error);
      return;
    }

  report_progress (load, READ_SHARE + PARSE_SHARE);

  load->loader = _flow_loader_new (self, load->graph, g_steal_pointer (&load->root), FALSE);
  if (!_flow_loader_prepare (load->loader, &error))
    {
      load_finish (task, error);
      return;
    }

  load->idle = g_idle_source_new ();
  g_source_set_priority (load->idle, g_task_get_priority (task));
  g_source_set_callback (load->idle, build_slice_cb,
                         g_object_ref (task), g_object_unref);
  g_source_set_static_name (load->idle, "[flow] build loaded graph");
  g_source_attach (load->idle, load->context);
}

static void
load_async (FlowSerializer      *self,
            FlowGraph           *graph,
            GInputStream        *stream,
            GFile               *file,
            int                  io_priority,
            GCancellable        *cancellable,
            FlowProgressFunc     progress_callback,
            gpointer             progress_data,
            GDestroyNotify       progress_destroy,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) parse_task = NULL;
  LoadData *load;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, flow_serializer_load_from_file_async);
  g_task_set_priority (task, io_priority);

  load = g_new0 (LoadData, 1);
  g_atomic_ref_count_init (&load->ref_count);
  g_mutex_init (&load->mutex);
  load->graph = g_object_ref (graph);
  load->stream = stream != NULL ? g_object_ref (stream) : NULL;
  load->file = file != NULL ? g_object_ref (file) : NULL;
  load->context = g_main_context_ref_thread_default ();
  load->progress = progress_callback;
  load->progress_data = progress_data;
  load->progress_destroy = progress_destroy;
  g_task_set_task_data (task, load, load_data_unref);

  /* The worker has its own task, so that the main task returns in the
   * main context whatever happens. It borrows the load data: the main
   * task keeps it until load_parsed_cb () runs, after the worker is done
   * with it, and the last reference always goes in the main context.
   * Nor does it hold the serializer, which the worker would otherwise
   * free when it lets go of its task last, after a failed load.
   */
  parse_task = g_task_new (NULL, cancellable, load_parsed_cb, g_object_ref (task));
  g_task_set_priority (parse_task, io_priority);
  g_task_set_task_data (parse_task, load, NULL);
  g_task_run_in_thread (parse_task, load_thread);
}

/**
 * flow_serializer_load_from_stream_async:
 * @self: a serializer
 * @graph: the graph to load into
 * @stream: the stream to read the data from, to its end
 * @io_priority: the priority of the request
 * @cancellable: (nullable): a cancellable
 * @progress_callback: (nullable) (scope notified) (closure progress_data) (destroy progress_destroy):
 *   called in the calling thread's main context as the load progresses
 * @progress_data: data for @progress_callback
 * @progress_destroy: (nullable): frees @progress_data
 * @callback: (scope async): called when the graph is loaded
 * @user_data: data for @callback
 *
 * Loads @graph from @stream without blocking, as
 * [method@Serializer.load_from_file_async] does. Do not use @stream until
 * the load finished.
 *
 * To load text held in memory asynchronously, read it from a
 * [class@Gio.MemoryInputStream].
 */
void
flow_serializer_load_from_stream_async (FlowSerializer      *self,
                                        FlowGraph           *graph,
                                        GInputStream        *stream,
                                        int                  io_priority,
                                        GCancellable        *cancellable,
                                        FlowProgressFunc     progress_callback,
                                        gpointer             progress_data,
                                        GDestroyNotify       progress_destroy,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (G_IS_INPUT_STREAM (stream));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  load_async (self, graph, stream, NULL, io_priority, cancellable,
              progress_callback, progress_data, progress_destroy,
              callback, user_data);
}

/**
 * flow_serializer_load_from_file_async:
 * @self: a serializer
 * @graph: the graph to load into
 * @file: the file to read
 * @io_priority: the priority of the request
 * @cancellable: (nullable): a cancellable
 * @progress_callback: (nullable) (scope notified) (closure progress_data) (destroy progress_destroy):
 *   called in the calling thread's main context as the load progresses
 * @progress_data: data for @progress_callback
 * @progress_destroy: (nullable): frees @progress_data
 * @callback: (scope async): called when the graph is loaded
 * @user_data: data for @callback
 *
 * Loads @graph from @file without blocking.
 *
 * The file is read and parsed in a worker thread; the nodes are then
 * created in the calling thread's main context a few milliseconds at a
 * time, so a big file does not freeze the user interface, and @graph
 * changes only at the end, in one batch, as with
 * [method@Serializer.load_from_data]. Until then @graph keeps its old
 * contents and may be used as usual.
 *
 * Cancelling @cancellable stops the load with `G_IO_ERROR_CANCELLED` and
 * leaves @graph as it was.
 */
void
flow_serializer_load_from_file_async (FlowSerializer      *self,
                                      FlowGraph           *graph,
                                      GFile               *file,
                                      int                  io_priority,
                                      GCancellable        *cancellable,
                                      FlowProgressFunc     progress_callback,
                                      gpointer             progress_data,
                                      GDestroyNotify       progress_destroy,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  g_return_if_fail (FLOW_IS_SERIALIZER (self));
  g_return_if_fail (FLOW_IS_GRAPH (graph));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  load_async (self, graph, NULL, file, io_priority, cancellable,
              progress_callback, progress_data, progress_destroy,
              callback, user_data);
}

/**
 * flow_serializer_load_finish:
 * @self: a serializer
 * @result: the result passed to the callback
 * @error: return location for an error
 *
 * Finishes [method@Serializer.load_from_file_async] or
 * [method@Serializer.load_from_stream_async].
 *
 * Returns: `TRUE` if the graph was loaded
 */
gboolean
flow_serializer_load_finish (FlowSerializer  *self,
                             GAsyncResult    *result,
                             GError         **error)
{
  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == flow_serializer_load_from_file_async, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Copy and paste */

/**
 * flow_serializer_save_nodes_to_data:
 * @self: a serializer
 * @nodes: (array length=n_nodes): nodes of one graph
 * @n_nodes: the number of nodes
 * @length: (out) (optional): return location for the length of the data
 *
 * Saves @nodes, in the order of their graph, and the connections among
 * them, in the file format; this is what the clipboard carries when
 * nodes are copied. Connections to other nodes are left out.
 *
 * Returns: (transfer full): the data, a nul-terminated UTF-8 string
 */
char *
flow_serializer_save_nodes_to_data (FlowSerializer   *self,
                                    FlowNode * const *nodes,
                                    guint             n_nodes,
                                    gsize            *length)
{
  g_autoptr(JsonNode) root = NULL;
  FlowGraph *graph = NULL;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (nodes != NULL || n_nodes == 0, NULL);

  for (guint i = 0; i < n_nodes; i++)
    {
      g_return_val_if_fail (FLOW_IS_NODE (nodes[i]), NULL);
      g_return_val_if_fail (flow_node_get_graph (nodes[i]) != NULL, NULL);
      g_return_val_if_fail (graph == NULL || flow_node_get_graph (nodes[i]) == graph, NULL);

      graph = flow_node_get_graph (nodes[i]);
    }

  root = _flow_serializer_write_nodes (self, nodes, n_nodes);

  return _flow_serializer_generate (self, root, length);
}

/**
 * flow_serializer_paste:
 * @self: a serializer
 * @graph: the graph to add the nodes to
 * @data: text in the file format, such as
 *   [method@Serializer.save_nodes_to_data] writes
 * @length: the length of @data in bytes, or -1 if it is nul-terminated
 * @dx: added to the horizontal position of every node
 * @dy: added to the vertical position of every node
 * @error: return location for an error
 *
 * Adds the nodes @data describes to @graph, with new ids, moved by @dx
 * and @dy, and connected as in @data.
 *
 * The nodes are added in one batch, and recorded as one step of the
 * graph's history. Text that is not in the file format fails with
 * `FLOW_ERROR_INVALID_DATA` and adds nothing.
 *
 * Returns: (transfer full): the new nodes, in order
 */
GListModel *
flow_serializer_paste (FlowSerializer  *self,
                       FlowGraph       *graph,
                       const char      *data,
                       gssize           length,
                       double           dx,
                       double           dy,
                       GError         **error)
{
  g_autoptr(FlowLoader) loader = NULL;
  JsonNode *root;
  gboolean done = FALSE;

  g_return_val_if_fail (FLOW_IS_SERIALIZER (self), NULL);
  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (isfinite (dx) && isfinite (dy), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (data);

  if (!_flow_loader_parse (data, length, &root, error))
    return NULL;

  loader = _flow_loader_new (self, graph, root, TRUE);

  if (!_flow_loader_prepare (loader, error))
    return NULL;

  while (!done)
    if (!_flow_loader_step (loader, G_MAXUINT, &done, error))
      return NULL;

  return _flow_loader_commit_paste (loader, dx, dy);
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

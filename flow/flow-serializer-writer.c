/* flow-serializer-writer.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-private.h"

#include "flow-connection.h"
#include "flow-dock-private.h"
#include "flow-graph-private.h"
#include "flow-group.h"
#include "flow-group-node.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"
#include "flow-value-private.h"

#include <string.h>

/* Writes graphs as JSON trees in the format of docs/file-format.md.
 *
 * Members are added in a fixed order and optional ones only when they
 * differ from their default, so that equal graphs give equal bytes.
 */

static void
set_string (JsonObject *object,
            const char *name,
            const char *value)
{
  json_object_set_member (object, name, _flow_json_new_string (value));
}

/* Nodes and docks are written in two steps. First they are read, in
 * the thread that owns the graph: numbers, copies of names and texts,
 * and values and data made into JSON there, since an application's value
 * serializer and a node's save function run in that thread. Then they
 * are made into json-glib's objects, which is most of the work (each a
 * hash table and copied member names) and may happen in another thread:
 * an asynchronous save leaves it to its worker for the nodes and
 * connections of the graph itself. The streaming writer and the
 * clipboard do both at once.
 *
 * Names are copied rather than referenced: a dock's name is an interned
 * GRefString, and GLib 2.74 frees one whose last reference goes in one
 * thread while another thread interns the same name again.
 */

typedef struct
{
  char       *name;
  char       *type;
  /* NULL when it is the name. */
  char       *label;
  /* The value (a source's) or default value (a sink's), and the name
   * of its type when it is not the dock's; NULL for none written.
   */
  JsonNode   *value;
  char       *value_type;
  int         max_connections;
  guint       sink : 1;
  guint       required : 1;
} SavedDock;

typedef struct
{
  guint      id;
  char      *type;
  char      *group;
  char      *title;
  double     x;
  double     y;
  SavedDock *docks;
  guint      n_sinks;
  guint      n_sources;
  JsonNode  *data;
  /* Whether the texts are copies; otherwise they are the graph's,
   * borrowed by a writer that makes the JSON at once.
   */
  guint      owned : 1;
  guint      deletable : 1;
  guint      muted : 1;
  guint      pinned : 1;
} SavedNode;

/* @text, copied when @owned. */
static char *
keep (const char *text,
      gboolean    owned)
{
  return owned ? g_strdup (text) : (char *) text;
}

static void
saved_dock_clear (SavedDock *saved,
                  gboolean   owned)
{
  if (owned)
    {
      g_free (saved->name);
      g_free (saved->type);
      g_free (saved->label);
      g_free (saved->value_type);
    }
  g_clear_pointer (&saved->value, json_node_unref);
}

static void
saved_node_clear (gpointer data)
{
  SavedNode *saved = data;

  for (guint i = 0; i < saved->n_sinks + saved->n_sources; i++)
    saved_dock_clear (&saved->docks[i], saved->owned);
  g_clear_pointer (&saved->docks, g_free);
  if (saved->owned)
    {
      g_free (saved->type);
      g_free (saved->group);
      g_free (saved->title);
    }
  g_clear_pointer (&saved->data, json_node_unref);
}

/* The value of a dock as written: @value (NULL for null) of a dock of
 * @dock_type, or what the file it was loaded from said.
 */
static void
read_value (SavedDock    *saved,
            GType         dock_type,
            const GValue *value,
            FlowRawDock  *raw,
            gboolean      owned)
{
  if (value == NULL && raw != NULL && raw->value_absent)
    return;

  if (value == NULL && raw != NULL && raw->value != NULL)
    {
      /* Kept from the file this dock was loaded from. */
      saved->value_type = keep (raw->value_type, owned);
      saved->value = _flow_json_copy_for_writing (raw->value);
      return;
    }

  if (value != NULL && !flow_value_type_is_serializable (G_VALUE_TYPE (value)))
    return;

  saved->value = flow_value_serialize (value);
  if (saved->value != NULL && value != NULL && G_VALUE_TYPE (value) != dock_type)
    saved->value_type = keep (G_VALUE_TYPE_NAME (value), owned);
}

/* The name of @dock's type, as saved: a type unknown here keeps the
 * name the file gave it, and a group node's docks, which their group's
 * input and output nodes made, take that of the port they stand for
 * (they were written "FlowAny", which then refused their values).
 */
static const char *
saved_type_name (FlowDock    *dock,
                 FlowRawDock *raw)
{
  GType type = flow_dock_get_value_type (dock);
  FlowNode *node;

  if (raw != NULL && raw->type_name != NULL)
    return raw->type_name;

  if (type == FLOW_TYPE_ANY && (node = _flow_dock_peek_node (dock)) != NULL && FLOW_IS_GROUP_NODE (node))
    {
      FlowGroup *group = flow_group_node_get_group (FLOW_GROUP_NODE (node));
      FlowNode *interface = FLOW_IS_SINK (dock) ? flow_group_get_input_node (group)
                                                : flow_group_get_output_node (group);
      FlowDock *port = interface != NULL ? flow_node_get_dock (interface, flow_dock_get_name (dock)) : NULL;
      FlowRawDock *port_raw = port != NULL ? _flow_raw_dock_get (port) : NULL;

      if (port_raw != NULL && port_raw->type_name != NULL)
        return port_raw->type_name;
    }

  return g_type_name (type);
}

/* @values: whether to write the values of sources: outside the graph of
 * a group. That graph never computes (its group nodes do, each in its
 * copy): there only a node whose class computes nothing (@held) has
 * values that mean something, what the application set (a constant, a
 * value node's value, what a file gave a placeholder), which every group
 * node's copy takes; they are written when there are some.
 */
static void
read_dock (SavedDock *saved,
           FlowDock  *dock,
           gboolean   values,
           gboolean   held,
           gboolean   owned)
{
  FlowRawDock *raw = _flow_raw_dock_get (dock);
  GType type = flow_dock_get_value_type (dock);
  const char *name = flow_dock_get_name (dock);
  const char *label = flow_dock_get_label (dock);

  saved->name = keep (name, owned);
  saved->type = keep (saved_type_name (dock, raw), owned);
  saved->label = g_strcmp0 (label, name) != 0 ? keep (label, owned) : NULL;
  saved->sink = FLOW_IS_SINK (dock);

  if (saved->sink)
    {
      FlowSink *sink = FLOW_SINK (dock);

      saved->required = flow_sink_get_required (sink);
      saved->max_connections = flow_sink_get_max_connections (sink);
      read_value (saved, type, flow_sink_get_default_value (sink), raw, owned);
    }
  else if (values || (held && (flow_dock_has_value (dock) || (raw != NULL && raw->value != NULL))))
    {
      read_value (saved, type, flow_dock_get_value (dock), raw, owned);
    }
}

static JsonNode *
make_dock (const SavedDock *saved)
{
  JsonObject *object = json_object_new ();

  set_string (object, "name", saved->name);
  set_string (object, "type", saved->type);
  if (saved->label != NULL)
    set_string (object, "label", saved->label);

  if (saved->sink)
    {
      if (saved->required)
        json_object_set_boolean_member (object, "required", TRUE);
      if (saved->max_connections != 1)
        json_object_set_int_member (object, "max-connections", saved->max_connections);
    }

  if (saved->value != NULL)
    {
      if (saved->value_type != NULL)
        set_string (object, saved->sink ? "default-value-type" : "value-type", saved->value_type);
      json_object_set_member (object, saved->sink ? "default-value" : "value",
                              json_node_ref (saved->value));
    }

  return _flow_json_take_object (object);
}

/* Whether @dock is saved: not a transient one, which exists only while its
 * node runs, nor one added to a group node by hand: a group node's docks
 * are its group's inputs and outputs, and a file can give it no others.
 */
static gboolean
dock_is_saved (FlowDock *dock)
{
  FlowNode *node;
  FlowGroup *group;
  FlowNode *interface;

  if (_flow_dock_get_private (dock)->transient)
    return FALSE;

  node = _flow_dock_peek_node (dock);
  if (node == NULL || !FLOW_IS_GROUP_NODE (node))
    return TRUE;

  group = flow_group_node_get_group (FLOW_GROUP_NODE (node));
  interface = FLOW_IS_SINK (dock) ? flow_group_get_input_node (group)
                                  : flow_group_get_output_node (group);

  return interface != NULL && flow_node_get_dock (interface, flow_dock_get_name (dock)) != NULL;
}

static guint
read_docks (SavedDock  *saved,
            FlowDock  **docks,
            guint       n_docks,
            gboolean    values,
            gboolean    held,
            gboolean    owned)
{
  guint n = 0;

  for (guint i = 0; i < n_docks; i++)
    if (dock_is_saved (docks[i]))
      read_dock (&saved[n++], docks[i], values, held, owned);

  return n;
}

static JsonArray *
make_docks (const SavedDock *saved,
            guint            n_docks)
{
  JsonArray *array = json_array_sized_new (n_docks);

  for (guint i = 0; i < n_docks; i++)
    json_array_add_element (array, make_dock (&saved[i]));

  return array;
}

/* @owned: whether to copy the texts, for JSON made later or elsewhere. */
static void
read_node (FlowSerializer *self,
           SavedNode      *saved,
           FlowNode       *node,
           gboolean        owned)
{
  /* The graph of a group never computes: see read_dock (). */
  FlowGraph *graph = _flow_node_peek_graph (node);
  gboolean values = graph == NULL || flow_graph_get_group_node (graph) != NULL ||
                    flow_graph_get_group (graph) == NULL;
  gboolean held = !values && _flow_node_holds_values (node);
  FlowNodeClass *klass = FLOW_NODE_GET_CLASS (node);
  JsonNode *data = NULL;
  FlowDock **sinks, **sources;
  guint n_sinks, n_sources;

  /* The docks arrays, not the list models, which a node makes when they
   * are first asked for and keeps: saving would give every node of the
   * graph two GListStores.
   */
  sinks = _flow_node_peek_sinks (node, &n_sinks);
  sources = _flow_node_peek_sources (node, &n_sources);

  saved->id = flow_node_get_id (node);
  saved->owned = owned;
  saved->type = keep (flow_serializer_get_node_type_name (self, node), owned);
  if (FLOW_IS_GROUP_NODE (node))
    saved->group = keep (flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (node))), owned);
  saved->title = keep (flow_node_get_title (node), owned);
  saved->x = flow_node_get_x (node);
  saved->y = flow_node_get_y (node);
  saved->deletable = flow_node_get_deletable (node);
  saved->muted = flow_node_get_muted (node);
  saved->pinned = flow_node_get_pinned (node);

  if (n_sinks + n_sources > 0)
    {
      saved->docks = g_new0 (SavedDock, n_sinks + n_sources);
      saved->n_sinks = read_docks (saved->docks, sinks, n_sinks, values, held, owned);
      saved->n_sources = read_docks (&saved->docks[saved->n_sinks], sources, n_sources, values, held, owned);
    }

  /* A class that writes no data of its own keeps its parameters there
   * (flow-node-data.c).
   */
  if (klass->save != NULL)
    data = klass->save (node);
  else if ((data = _flow_node_save_parameters (node)) == NULL &&
           _flow_raw_node_data_get (node) != NULL)
    data = json_node_ref (_flow_raw_node_data_get (node));

  if (data != NULL && !_flow_json_is_complete (data))
    {
      g_critical ("The save function of %s returned a JSON node that holds "
                  "no value; the node is saved without its data",
                  G_OBJECT_TYPE_NAME (node));
      g_clear_pointer (&data, json_node_unref);
    }

  /* The tree is the writer's alone, so that it can be generated and
   * freed in a worker thread: json-glib 1.6 does not count references
   * atomically, and a node may keep parts of what it returns.
   */
  if (data != NULL)
    {
      saved->data = _flow_json_copy_for_writing (data);
      json_node_unref (data);
    }
}

static JsonNode *
make_node (const SavedNode *saved)
{
  JsonObject *object = json_object_new ();

  json_object_set_int_member (object, "id", saved->id);
  set_string (object, "type", saved->type);

  if (saved->group != NULL)
    set_string (object, "group", saved->group);

  if (saved->title != NULL)
    set_string (object, "title", saved->title);

  json_object_set_member (object, "x", _flow_json_new_double (saved->x));
  json_object_set_member (object, "y", _flow_json_new_double (saved->y));

  if (!saved->deletable)
    json_object_set_boolean_member (object, "deletable", FALSE);

  if (saved->muted)
    json_object_set_boolean_member (object, "muted", TRUE);

  if (saved->pinned)
    json_object_set_boolean_member (object, "pinned", TRUE);

  if (saved->n_sinks > 0)
    json_object_set_array_member (object, "sinks", make_docks (saved->docks, saved->n_sinks));
  if (saved->n_sources > 0)
    json_object_set_array_member (object, "sources", make_docks (&saved->docks[saved->n_sinks], saved->n_sources));

  if (saved->data != NULL)
    json_object_set_member (object, "data", json_node_ref (saved->data));

  return _flow_json_take_object (object);
}

static JsonNode *
write_node (FlowSerializer *self,
            FlowNode       *node)
{
  SavedNode saved = { 0, };
  JsonNode *json;

  read_node (self, &saved, node, FALSE);
  json = make_node (&saved);
  saved_node_clear (&saved);

  return json;
}

typedef struct
{
  gconstpointer source;
  gconstpointer sink;
} Pair;

static guint
pair_hash (gconstpointer data)
{
  const Pair *pair = data;

  return g_direct_hash (pair->source) * 31 + g_direct_hash (pair->sink);
}

static gboolean
pair_equal (gconstpointer a,
            gconstpointer b)
{
  const Pair *pa = a, *pb = b;

  return pa->source == pb->source && pa->sink == pb->sink;
}

/* The stand-in of @source, a transient source (FlowSource:stand-in), if
 * it is a saved source of the same node that could be connected to
 * @sink, and is not yet; else NULL.
 */
static FlowSource *
stand_in_for (FlowDock *source,
              FlowSink *sink)
{
  const char *name = flow_source_get_stand_in (FLOW_SOURCE (source));
  FlowNode *node = _flow_dock_peek_node (source);
  FlowGraph *graph;
  FlowDock *stand_in;
  GListModel *connections;

  if (name == NULL || node == NULL)
    return NULL;

  stand_in = flow_node_get_dock (node, name);
  if (stand_in == NULL || !FLOW_IS_SOURCE (stand_in) || !dock_is_saved (stand_in))
    return NULL;

  graph = _flow_node_peek_graph (node);
  if (!flow_dock_check_compatible (FLOW_SOURCE (stand_in), sink,
                                   graph != NULL && flow_graph_get_implicit_conversions (graph),
                                   NULL))
    return NULL;

  connections = flow_dock_get_connections (stand_in);
  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      if (flow_connection_get_sink (connection) == sink)
        return NULL;
    }

  return FLOW_SOURCE (stand_in);
}

/* The source @connection is saved from: its own, or the stand-in of a
 * transient one; NULL when the connection is left out. @stood_in holds
 * what was saved through stand-ins so far (made when first needed), so
 * that one connection is never saved twice.
 */
static FlowSource *
saved_source (FlowConnection  *connection,
              GHashTable     **stood_in)
{
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowSink *sink = flow_connection_get_sink (connection);
  FlowSource *stand_in;
  Pair *pair;

  if (!dock_is_saved (FLOW_DOCK (sink)))
    return NULL;
  if (dock_is_saved (source))
    return FLOW_SOURCE (source);
  if (!_flow_dock_get_private (source)->transient)
    return NULL;

  stand_in = stand_in_for (source, sink);
  if (stand_in == NULL)
    return NULL;

  if (*stood_in == NULL)
    *stood_in = g_hash_table_new_full (pair_hash, pair_equal, g_free, NULL);
  pair = g_new (Pair, 1);
  pair->source = stand_in;
  pair->sink = sink;
  if (!g_hash_table_add (*stood_in, pair))
    return NULL;

  return stand_in;
}

/* A connection as it is saved: the ids of its nodes and the names of
 * its docks (from @source, its own or a stand-in), which hold nothing of
 * the graph and may be made into JSON in any thread.
 */
typedef struct
{
  guint  source_node;
  char  *source;
  guint  sink_node;
  char  *sink;
} SavedConnection;

static void
saved_connection_clear (gpointer data)
{
  SavedConnection *saved = data;

  g_clear_pointer (&saved->source, g_free);
  g_clear_pointer (&saved->sink, g_free);
}

static GArray *
saved_connections_new (void)
{
  GArray *array = g_array_new (FALSE, FALSE, sizeof (SavedConnection));

  g_array_set_clear_func (array, saved_connection_clear);

  return array;
}

static void
save_connection (GArray         *saved,
                 FlowConnection *connection,
                 FlowSource     *source)
{
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
  SavedConnection entry = {
    flow_node_get_id (flow_dock_get_node (FLOW_DOCK (source))),
    g_strdup (flow_dock_get_name (FLOW_DOCK (source))),
    flow_node_get_id (flow_dock_get_node (sink)),
    g_strdup (flow_dock_get_name (sink)),
  };

  g_array_append_val (saved, entry);
}

static JsonNode *
make_connection (const SavedConnection *saved)
{
  JsonObject *object = json_object_new ();

  json_object_set_int_member (object, "source-node", saved->source_node);
  set_string (object, "source", saved->source);
  json_object_set_int_member (object, "sink-node", saved->sink_node);
  set_string (object, "sink", saved->sink);

  return _flow_json_take_object (object);
}

static JsonArray *
make_connections (GArray *saved)
{
  JsonArray *array = json_array_sized_new (saved->len);

  for (guint i = 0; i < saved->len; i++)
    json_array_add_element (array, make_connection (&g_array_index (saved, SavedConnection, i)));

  return array;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char **)a, *(const char **)b);
}

/* The graph's extras, sorted by name so that the order of the file does
 * not depend on the order of a hash table; NULL for none.
 */
static JsonObject *
write_extra (GHashTable *extras)
{
  g_autofree const char **names = NULL;
  JsonObject *extra;
  guint n_names;

  if (extras == NULL || g_hash_table_size (extras) == 0)
    return NULL;

  extra = json_object_new ();
  names = (const char **)g_hash_table_get_keys_as_array (extras, &n_names);
  qsort (names, n_names, sizeof (char *), compare_names);

  for (guint i = 0; i < n_names; i++)
    json_object_set_member (extra, names[i],
                            _flow_json_copy_for_writing (g_hash_table_lookup (extras, names[i])));

  return extra;
}

static JsonNode *
write_document (JsonArray  *groups,
                JsonArray  *nodes,
                JsonArray  *connections,
                JsonObject *extra)
{
  JsonObject *object = json_object_new ();

  /* Format 1 when there are no groups: what older versions read. */
  json_object_set_int_member (object, "format", groups != NULL ? FLOW_FILE_FORMAT : 1);
  if (groups != NULL)
    json_object_set_array_member (object, "groups", groups);
  json_object_set_array_member (object, "nodes", nodes);
  json_object_set_array_member (object, "connections", connections);
  if (extra != NULL)
    json_object_set_object_member (object, "extra", extra);

  return _flow_json_take_object (object);
}

/* Groups */

static void collect_groups (GPtrArray  *order,
                            GHashTable *seen,
                            FlowGraph  *graph);

static void
collect_node_group (GPtrArray  *order,
                    GHashTable *seen,
                    FlowNode   *node)
{
  FlowGroup *group;

  if (!FLOW_IS_GROUP_NODE (node))
    return;

  group = flow_group_node_get_group (FLOW_GROUP_NODE (node));
  if (!g_hash_table_add (seen, group))
    return;

  /* The groups it uses first: a reader builds them in the file's order. */
  collect_groups (order, seen, flow_group_get_graph (group));
  g_ptr_array_add (order, group);
}

static void
collect_groups (GPtrArray  *order,
                GHashTable *seen,
                FlowGraph  *graph)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      collect_node_group (order, seen, node);
    }
}

static GArray *
saved_nodes_new (guint size)
{
  GArray *array = g_array_sized_new (FALSE, TRUE, sizeof (SavedNode), size);

  g_array_set_clear_func (array, saved_node_clear);

  return array;
}

static JsonArray *
make_nodes (GArray *saved)
{
  JsonArray *array = json_array_sized_new (saved->len);

  for (guint i = 0; i < saved->len; i++)
    json_array_add_element (array, make_node (&g_array_index (saved, SavedNode, i)));

  return array;
}

/* The nodes and connections of @graph, read. */
static void
read_graph_lists (FlowSerializer  *self,
                  FlowGraph       *graph,
                  GArray         **nodes,
                  GArray         **connections)
{
  GListModel *model = G_LIST_MODEL (graph);
  GListModel *connection_model = flow_graph_get_connections (graph);
  guint n_nodes = g_list_model_get_n_items (model);
  guint n_connections = g_list_model_get_n_items (connection_model);
  g_autoptr(GHashTable) stood_in = NULL;

  *nodes = saved_nodes_new (n_nodes);
  *connections = saved_connections_new ();

  g_array_set_size (*nodes, n_nodes);
  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (model, i);

      read_node (self, &g_array_index (*nodes, SavedNode, i), node, TRUE);
    }

  for (guint i = 0; i < n_connections; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connection_model, i);
      FlowSource *source = saved_source (connection, &stood_in);

      if (source != NULL)
        save_connection (*connections, connection, source);
    }
}

JsonNode *
_flow_serializer_write_group (FlowSerializer *self,
                              FlowGroup      *group)
{
  JsonObject *object = json_object_new ();
  g_autoptr(GArray) nodes = NULL;
  g_autoptr(GArray) connections = NULL;

  read_graph_lists (self, flow_group_get_graph (group), &nodes, &connections);
  set_string (object, "name", flow_group_get_name (group));
  json_object_set_array_member (object, "nodes", make_nodes (nodes));
  json_object_set_array_member (object, "connections", make_connections (connections));

  return _flow_json_take_object (object);
}

/* The groups that @order lists, or NULL when there are none. */
static JsonArray *
write_groups (FlowSerializer *self,
              GPtrArray      *order)
{
  JsonArray *array;

  if (order->len == 0)
    return NULL;

  array = json_array_sized_new (order->len);
  for (guint i = 0; i < order->len; i++)
    json_array_add_element (array, _flow_serializer_write_group (self, order->pdata[i]));

  return array;
}

/* The graph read for writing, in the calling thread: its groups in
 * json-glib's tree (few, and made once), its nodes and connections read
 * (above) and made into JSON by _flow_written_graph_finish (), in
 * whatever thread generates the text: reading is a fraction of making.
 */
struct _FlowWrittenGraph
{
  JsonArray  *groups;
  GArray     *nodes;
  GArray     *connections;
  JsonObject *extra;
};

FlowWrittenGraph *
_flow_serializer_read_graph (FlowSerializer *self,
                             FlowGraph      *graph)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  FlowWrittenGraph *written = g_new0 (FlowWrittenGraph, 1);

  collect_groups (order, seen, graph);
  written->groups = write_groups (self, order);
  read_graph_lists (self, graph, &written->nodes, &written->connections);
  written->extra = write_extra (_flow_graph_get_extras (graph));

  return written;
}

/* The tree of the whole document; @written is freed. */
JsonNode *
_flow_written_graph_finish (FlowWrittenGraph *written)
{
  JsonNode *root = write_document (written->groups, make_nodes (written->nodes),
                                   make_connections (written->connections),
                                   written->extra);

  g_array_unref (written->nodes);
  g_array_unref (written->connections);
  g_free (written);

  return root;
}

void
_flow_written_graph_free (FlowWrittenGraph *written)
{
  if (written == NULL)
    return;

  g_clear_pointer (&written->groups, json_array_unref);
  g_clear_pointer (&written->nodes, g_array_unref);
  g_clear_pointer (&written->connections, g_array_unref);
  g_clear_pointer (&written->extra, json_object_unref);
  g_free (written);
}

JsonNode *
_flow_serializer_write_graph (FlowSerializer *self,
                              FlowGraph      *graph)
{
  return _flow_written_graph_finish (_flow_serializer_read_graph (self, graph));
}

static int
compare_graph_positions (gconstpointer a,
                         gconstpointer b)
{
  FlowNode *na = *(FlowNode **)a;
  FlowNode *nb = *(FlowNode **)b;
  int pa = g_sequence_iter_get_position (_flow_node_graph_data (na)->iter);
  int pb = g_sequence_iter_get_position (_flow_node_graph_data (nb)->iter);

  return (pa > pb) - (pa < pb);
}

JsonNode *
_flow_serializer_write_nodes (FlowSerializer   *self,
                              FlowNode * const *nodes,
                              guint             n_nodes)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_sized_new (n_nodes);
  g_autoptr(GHashTable) set = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  JsonArray *node_array = json_array_sized_new (n_nodes);
  g_autoptr(GArray) saved = saved_connections_new ();
  g_autoptr(GHashTable) stood_in = NULL;
  FlowGraph *graph = NULL;

  for (guint i = 0; i < n_nodes; i++)
    {
      /* Each node once, even if the caller listed it twice. */
      if (g_hash_table_add (set, nodes[i]))
        g_ptr_array_add (sorted, nodes[i]);
      graph = flow_node_get_graph (nodes[i]);
    }

  /* In the order of the graph, whatever the order of the selection. */
  g_ptr_array_sort (sorted, compare_graph_positions);

  for (guint i = 0; i < sorted->len; i++)
    collect_node_group (order, seen, sorted->pdata[i]);

  for (guint i = 0; i < sorted->len; i++)
    json_array_add_element (node_array, write_node (self, sorted->pdata[i]));

  if (graph != NULL)
    {
      GListModel *connections = flow_graph_get_connections (graph);
      guint n_connections = g_list_model_get_n_items (connections);

      /* Only the connections between two of the nodes. */
      for (guint i = 0; i < n_connections; i++)
        {
          g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
          FlowNode *from = flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection)));
          FlowNode *to = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection)));
          FlowSource *source;

          if (!g_hash_table_contains (set, from) || !g_hash_table_contains (set, to))
            continue;

          source = saved_source (connection, &stood_in);
          if (source != NULL)
            save_connection (saved, connection, source);
        }
    }

  return write_document (write_groups (self, order), node_array, make_connections (saved), NULL);
}

/* Streaming: the file is written one node, connection or extra at a
 * time, each generated by json-glib from its own small tree, between the
 * few fixed bytes of the document's frame. The text is exactly what
 * json-glib makes of the whole tree (_flow_serializer_write_graph ()),
 * which the tests check, but never holds a tree of the whole graph:
 * building, generating and freeing one of millions of JSON nodes is what
 * made saving slow.
 */

typedef struct
{
  GString       *out;
  GString       *scratch;
  JsonGenerator *generator;
  gboolean       pretty;
  guint          n_elements;
} Writer;

static void
writer_init (Writer   *w,
             gboolean  pretty,
             gsize     size_hint)
{
  w->out = g_string_sized_new (size_hint);
  w->scratch = g_string_new (NULL);
  w->generator = json_generator_new ();
  w->pretty = pretty;
  w->n_elements = 0;

  json_generator_set_pretty (w->generator, pretty);
  json_generator_set_indent (w->generator, 2);
}

static void
append_indent (GString *out,
               guint    indent)
{
  static const char spaces[] = "                ";

  g_assert (indent < sizeof spaces);
  g_string_append_len (out, spaces, indent);
}

/* json-glib 1.6 writes U+001F, the unit separator, raw in a string where
 * JSON wants every control character escaped (it escapes those below
 * it), and such text does not load. In the text a generator made, a 0x1F
 * byte is that character in a string, since UTF-8 uses the byte for
 * nothing else: each from @from on becomes "\u001f". To be dropped once
 * the oldest json-glib supported escapes it.
 */
static void
escape_unit_separators (GString *text,
                        gsize    from)
{
  const char *p;

  while (from < text->len && (p = memchr (text->str + from, 0x1f, text->len - from)) != NULL)
    {
      gsize at = p - text->str;

      g_string_erase (text, at, 1);
      g_string_insert (text, at, "\\u001f");
      from = at + 6;
    }
}

/* Appends the text of @node, its lines indented by @indent more. JSON
 * strings cannot hold a raw newline, so every newline json-glib writes
 * starts a line.
 */
static void
writer_value (Writer   *w,
              JsonNode *node,
              guint     indent)
{
  const char *p, *end, *newline;

  json_generator_set_root (w->generator, node);

  if (!w->pretty || indent == 0)
    {
      gsize start = w->out->len;

      json_generator_to_gstring (w->generator, w->out);
      escape_unit_separators (w->out, start);
      return;
    }

  g_string_truncate (w->scratch, 0);
  json_generator_to_gstring (w->generator, w->scratch);
  escape_unit_separators (w->scratch, 0);

  p = w->scratch->str;
  end = p + w->scratch->len;
  while ((newline = memchr (p, '\n', end - p)) != NULL)
    {
      g_string_append_len (w->out, p, newline + 1 - p);
      append_indent (w->out, indent);
      p = newline + 1;
    }
  g_string_append_len (w->out, p, end - p);
}

/* Opens the member @name of the document, a list. */
static void
writer_begin_list (Writer     *w,
                   const char *name,
                   gboolean    first)
{
  if (!first)
    g_string_append_c (w->out, ',');
  if (w->pretty)
    g_string_append_printf (w->out, "\n  \"%s\" : [", name);
  else
    g_string_append_printf (w->out, "\"%s\":[", name);

  w->n_elements = 0;
}

/* Appends an element to the open list, and frees it. */
static void
writer_element (Writer   *w,
                JsonNode *node)
{
  if (w->n_elements++ > 0)
    g_string_append_c (w->out, ',');
  if (w->pretty)
    {
      g_string_append_c (w->out, '\n');
      append_indent (w->out, 4);
    }

  writer_value (w, node, 4);
  json_node_unref (node);
}

static void
writer_end_list (Writer *w)
{
  if (w->pretty && w->n_elements > 0)
    g_string_append (w->out, "\n  ]");
  else
    g_string_append_c (w->out, ']');
}

static char *
writer_finish (Writer     *w,
               GHashTable *extras,
               gsize      *length)
{
  if (extras != NULL && g_hash_table_size (extras) > 0)
    {
      g_autoptr(JsonNode) document = write_document (NULL, json_array_new (), json_array_new (),
                                                     write_extra (extras));
      JsonNode *extra = json_object_get_member (json_node_get_object (document), "extra");

      if (w->pretty)
        g_string_append (w->out, ",\n  \"extra\" : ");
      else
        g_string_append (w->out, ",\"extra\":");
      writer_value (w, extra, 2);
    }

  g_string_append (w->out, w->pretty ? "\n}\n" : "}");

  g_string_free (w->scratch, TRUE);
  g_object_unref (w->generator);

  if (length != NULL)
    *length = w->out->len;

  return g_string_free (w->out, FALSE);
}

static void
writer_begin (Writer *w,
              int     format)
{
  if (w->pretty)
    g_string_append_printf (w->out, "{\n  \"format\" : %d", format);
  else
    g_string_append_printf (w->out, "{\"format\":%d", format);
}

char *
_flow_serializer_write_graph_text (FlowSerializer *self,
                                   FlowGraph      *graph,
                                   gsize          *length)
{
  GListModel *model = G_LIST_MODEL (graph);
  GListModel *connections = flow_graph_get_connections (graph);
  guint n_nodes = g_list_model_get_n_items (model);
  guint n_connections = g_list_model_get_n_items (connections);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) stood_in = NULL;
  Writer w;

  collect_groups (order, seen, graph);

  writer_init (&w, flow_serializer_get_pretty (self), 256 * (gsize)n_nodes + 64);
  writer_begin (&w, order->len > 0 ? FLOW_FILE_FORMAT : 1);

  if (order->len > 0)
    {
      writer_begin_list (&w, "groups", FALSE);
      for (guint i = 0; i < order->len; i++)
        writer_element (&w, _flow_serializer_write_group (self, order->pdata[i]));
      writer_end_list (&w);
    }

  writer_begin_list (&w, "nodes", FALSE);
  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (model, i);

      writer_element (&w, write_node (self, node));
    }
  writer_end_list (&w);

  writer_begin_list (&w, "connections", FALSE);
  for (guint i = 0; i < n_connections; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowSource *source = saved_source (connection, &stood_in);

      if (source != NULL)
        {
          /* Used at once: no references taken. */
          FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
          SavedConnection saved = {
            flow_node_get_id (flow_dock_get_node (FLOW_DOCK (source))),
            (char *) flow_dock_get_name (FLOW_DOCK (source)),
            flow_node_get_id (flow_dock_get_node (sink)),
            (char *) flow_dock_get_name (sink),
          };

          writer_element (&w, make_connection (&saved));
        }
    }
  writer_end_list (&w);

  return writer_finish (&w, _flow_graph_get_extras (graph), length);
}

/* Text for @root; indented text ends with a newline, as text files do. */
char *
_flow_json_generate (JsonNode *root,
                     gboolean  pretty,
                     gsize    *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  char *data;
  gsize n;

  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &n);

  if (memchr (data, 0x1f, n) != NULL)
    {
      GString *text = g_string_new_len (data, n);

      g_free (data);
      escape_unit_separators (text, 0);
      n = text->len;
      data = g_string_free (text, FALSE);
    }

  if (pretty)
    {
      data = g_realloc (data, n + 2);
      data[n++] = '\n';
      data[n] = '\0';
    }

  if (length != NULL)
    *length = n;

  return data;
}

char *
_flow_serializer_generate (FlowSerializer *self,
                           JsonNode       *root,
                           gsize          *length)
{
  return _flow_json_generate (root, flow_serializer_get_pretty (self), length);
}

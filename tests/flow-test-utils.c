/* flow-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <string.h>

static GQuark
changes_quark (void)
{
  return g_quark_from_static_string ("flow-test-changes");
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GString    *changes)
{
  g_assert_true (removed != 0 || added != 0);

  if (changes->len > 0)
    g_string_append (changes, ", ");

  g_string_append_printf (changes, "%u", position);
  if (removed > 0)
    g_string_append_printf (changes, "-%u", removed);
  if (added > 0)
    g_string_append_printf (changes, "+%u", added);
}

static void
free_changes (gpointer data)
{
  g_string_free (data, TRUE);
}

void
flow_test_record_changes (gpointer model)
{
  GString *changes;

  g_assert_true (G_IS_LIST_MODEL (model));

  /* Already recording: keep what was recorded. */
  if (g_object_get_qdata (model, changes_quark ()) != NULL)
    return;

  changes = g_string_new (NULL);
  g_object_set_qdata_full (model, changes_quark (), changes, free_changes);
  g_signal_connect (model, "items-changed", G_CALLBACK (items_changed_cb), changes);
}

char *
flow_test_take_changes (gpointer model)
{
  GString *changes = g_object_get_qdata (model, changes_quark ());
  char *result;

  g_assert_nonnull (changes);

  result = g_strdup (changes->str);
  g_string_truncate (changes, 0);

  return result;
}

typedef struct
{
  /* Borrowed pointers, compared for identity only: holding references
   * would make reference cycles (a dock's connection list would keep its
   * connections, which keep the dock).
   */
  GPtrArray *items;
  guint      n_changes;
} Mirror;

static GQuark
mirror_quark (void)
{
  return g_quark_from_static_string ("flow-test-mirror");
}

static void
mirror_free (gpointer data)
{
  Mirror *mirror = data;

  g_ptr_array_unref (mirror->items);
  g_free (mirror);
}

static void
mirror_items_changed_cb (GListModel *model,
                         guint       position,
                         guint       removed,
                         guint       added,
                         Mirror     *mirror)
{
  g_assert_cmpuint (position + removed, <=, mirror->items->len);

  mirror->n_changes++;

  g_ptr_array_remove_range (mirror->items, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, position + i);

      g_assert_nonnull (item);
      g_ptr_array_insert (mirror->items, position + i, item);
    }

  g_assert_cmpuint (mirror->items->len, ==, g_list_model_get_n_items (model));
}

void
flow_test_mirror (gpointer model)
{
  Mirror *mirror = g_new0 (Mirror, 1);
  guint n;

  g_assert_true (G_IS_LIST_MODEL (model));
  g_assert_null (g_object_get_qdata (model, mirror_quark ()));

  mirror->items = g_ptr_array_new ();
  n = g_list_model_get_n_items (model);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_ptr_array_add (mirror->items, item);
    }

  g_object_set_qdata_full (model, mirror_quark (), mirror, mirror_free);
  g_signal_connect (model, "items-changed", G_CALLBACK (mirror_items_changed_cb), mirror);
}

guint
flow_test_take_mirror_changes (gpointer model)
{
  Mirror *mirror = g_object_get_qdata (model, mirror_quark ());
  guint n_changes;

  g_assert_nonnull (mirror);

  n_changes = mirror->n_changes;
  mirror->n_changes = 0;

  return n_changes;
}

void
flow_test_assert_mirror (gpointer model)
{
  Mirror *mirror = g_object_get_qdata (model, mirror_quark ());
  guint n;

  g_assert_nonnull (mirror);

  n = g_list_model_get_n_items (model);
  g_assert_cmpuint (mirror->items->len, ==, n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_assert_true (g_ptr_array_index (mirror->items, i) == (gpointer)item);
    }
}

void
flow_test_assert_sentence (const char *message)
{
  gsize len;

  g_assert_nonnull (message);
  len = strlen (message);

  if (len < 2 ||
      !g_unichar_isupper (g_utf8_get_char (message)) ||
      message[len - 1] != '.')
    g_error ("Not a full sentence: “%s”", message);
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           guint      *counter)
{
  (*counter)++;
}

guint *
flow_test_count_notify (gpointer    object,
                        const char *property)
{
  g_autofree char *signal = g_strconcat ("notify::", property, NULL);
  guint *counter;

  g_assert_nonnull (g_object_class_find_property (G_OBJECT_GET_CLASS (object), property));

  if ((counter = g_object_get_data (object, signal)) != NULL)
    return counter;

  /* The counter lives as long as the object. */
  counter = g_new0 (guint, 1);
  g_object_set_data_full (object, signal, counter, g_free);
  g_signal_connect (object, signal, G_CALLBACK (notify_cb), counter);

  return counter;
}

static GType
parse_type (const char *name)
{
  if (g_str_equal (name, "int"))
    return G_TYPE_INT;
  if (g_str_equal (name, "uint"))
    return G_TYPE_UINT;
  if (g_str_equal (name, "int64"))
    return G_TYPE_INT64;
  if (g_str_equal (name, "double"))
    return G_TYPE_DOUBLE;
  if (g_str_equal (name, "float"))
    return G_TYPE_FLOAT;
  if (g_str_equal (name, "bool"))
    return G_TYPE_BOOLEAN;
  if (g_str_equal (name, "string"))
    return G_TYPE_STRING;
  if (g_str_equal (name, "any"))
    return FLOW_TYPE_ANY;

  g_assert_true (g_type_from_name (name) != G_TYPE_INVALID);
  return g_type_from_name (name);
}

static void
add_docks (FlowNode   *node,
           const char *spec,
           gboolean    sinks)
{
  g_auto(GStrv) items = NULL;

  if (spec == NULL || *spec == '\0')
    return;

  items = g_strsplit (spec, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g_strstrip (items[i]), ":", 2);
      FlowDock *dock;

      g_assert_nonnull (parts[0]);
      g_assert_nonnull (parts[1]);

      if (sinks)
        dock = FLOW_DOCK (flow_sink_new (parts[0], parse_type (parts[1])));
      else
        dock = FLOW_DOCK (flow_source_new (parts[0], parse_type (parts[1])));

      flow_node_add_dock (node, dock);
      g_object_unref (dock);
    }
}

FlowNode *
flow_test_node_new (const char *title,
                    const char *sinks,
                    const char *sources)
{
  FlowNode *node = flow_node_new ();

  flow_node_set_title (node, title);
  add_docks (node, sinks, TRUE);
  add_docks (node, sources, FALSE);

  return node;
}

double
flow_test_get_double (FlowDock *dock)
{
  const GValue *value = flow_dock_get_value (dock);

  g_assert_nonnull (value);
  g_assert_true (G_VALUE_HOLDS_DOUBLE (value));

  return g_value_get_double (value);
}

int
flow_test_get_int (FlowDock *dock)
{
  const GValue *value = flow_dock_get_value (dock);

  g_assert_nonnull (value);
  g_assert_true (G_VALUE_HOLDS_INT (value));

  return g_value_get_int (value);
}

FlowNode *
flow_test_add_node (FlowGraph  *graph,
                    const char *title,
                    const char *sinks,
                    const char *sources,
                    double      x,
                    double      y)
{
  g_autoptr(FlowNode) node = flow_test_node_new (title, sinks, sources);

  flow_node_set_position (node, x, y);
  flow_graph_add_node (graph, node);

  return node;
}

FlowConnection *
flow_test_connect (FlowGraph  *graph,
                   FlowSource *source,
                   FlowSink   *sink)
{
  g_autoptr(GError) error = NULL;
  FlowConnection *connection;

  connection = flow_graph_add_connection (graph, source, sink, &error);
  g_assert_no_error (error);
  g_assert_true (FLOW_IS_CONNECTION (connection));
  g_assert_true (flow_connection_get_source (connection) == source);
  g_assert_true (flow_connection_get_sink (connection) == sink);
  g_assert_true (flow_connection_get_graph (connection) == graph);

  return connection;
}

FlowSink *
flow_test_sink (FlowNode   *node,
                const char *name)
{
  FlowSink *sink = flow_node_get_sink (node, name);

  g_assert_true (FLOW_IS_SINK (sink));

  return sink;
}

FlowSource *
flow_test_source (FlowNode   *node,
                  const char *name)
{
  FlowSource *source = flow_node_get_source (node, name);

  g_assert_true (FLOW_IS_SOURCE (source));

  return source;
}

/* Documents */

/* Text for everything of @graph that an edit can change, and of the
 * graphs of its group nodes, so that two states compare exactly.
 */
static void
describe_graph (GString   *out,
                FlowGraph *graph,
                guint      depth)
{
  GListModel *connections = flow_graph_get_connections (graph);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      GListModel *sinks = flow_node_get_sinks (node);
      GListModel *sources = flow_node_get_sources (node);

      g_string_append_printf (out, "%*snode %u %s \"%s\" %g,%g\n", depth * 2, "",
                              flow_node_get_id (node), G_OBJECT_TYPE_NAME (node),
                              flow_node_get_title (node),
                              flow_node_get_x (node), flow_node_get_y (node));

      for (guint j = 0; j < g_list_model_get_n_items (sinks); j++)
        {
          g_autoptr(FlowDock) sink = g_list_model_get_item (sinks, j);
          const GValue *value = flow_sink_get_default_value (FLOW_SINK (sink));
          g_autofree char *text = value != NULL ? g_strdup_value_contents (value) : g_strdup ("-");

          g_string_append_printf (out, "%*s  sink %s %s = %s\n", depth * 2, "",
                                  flow_dock_get_name (sink),
                                  g_type_name (flow_dock_get_value_type (sink)), text);
        }

      for (guint j = 0; j < g_list_model_get_n_items (sources); j++)
        {
          g_autoptr(FlowDock) source = g_list_model_get_item (sources, j);

          g_string_append_printf (out, "%*s  source %s %s\n", depth * 2, "",
                                  flow_dock_get_name (source),
                                  g_type_name (flow_dock_get_value_type (source)));
        }

      if (FLOW_IS_GROUP_NODE (node))
        {
          g_string_append_printf (out, "%*s  group %s\n", depth * 2, "",
                                  flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (node))));
          describe_graph (out, flow_group_node_get_graph (FLOW_GROUP_NODE (node)), depth + 2);
        }
    }

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
      FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

      g_string_append_printf (out, "%*sconnection %u.%s -> %u.%s\n", depth * 2, "",
                              flow_node_get_id (flow_dock_get_node (source)),
                              flow_dock_get_name (source),
                              flow_node_get_id (flow_dock_get_node (sink)),
                              flow_dock_get_name (sink));
    }
}

char *
flow_test_describe_document (FlowGraph *document)
{
  GString *out = g_string_new (NULL);
  GListModel *groups = flow_graph_get_groups (document);

  describe_graph (out, document, 0);

  for (guint i = 0; i < g_list_model_get_n_items (groups); i++)
    {
      g_autoptr(FlowGroup) group = g_list_model_get_item (groups, i);

      g_string_append_printf (out, "definition %s, %u users\n",
                              flow_group_get_name (group), flow_group_get_n_users (group));
      describe_graph (out, flow_group_get_graph (group), 1);
    }

  return g_string_free (out, FALSE);
}

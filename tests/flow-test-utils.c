/* flow-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

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
  GString *changes = g_string_new (NULL);

  g_assert_true (G_IS_LIST_MODEL (model));
  g_assert_null (g_object_get_qdata (model, changes_quark ()));

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
  guint *counter = g_new0 (guint, 1);

  g_assert_nonnull (g_object_class_find_property (G_OBJECT_GET_CLASS (object), property));

  /* The counter lives as long as the object. */
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

void
flow_test_set_int (FlowDock *dock,
                   int       value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_value_init (&v, G_TYPE_INT);
  g_value_set_int (&v, value);
  flow_dock_set_value (dock, &v);
}

void
flow_test_set_double (FlowDock *dock,
                      double    value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_value_init (&v, G_TYPE_DOUBLE);
  g_value_set_double (&v, value);
  flow_dock_set_value (dock, &v);
}

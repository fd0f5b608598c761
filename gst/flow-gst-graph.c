/* flow-gst-graph.c: what makes a FlowGraph a GStreamer pipeline graph:
 * the serializer that knows element nodes, the rule that a pad links
 * once, and a left-to-right layout.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-graph.h"

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"

#include <gst/gst.h>
#include <glib/gi18n-lib.h>

/* gst_init () and the dock types; safe to call more than once. */
void
flow_gst_init (void)
{
  gst_init (NULL, NULL);
  flow_gst_caps_init ();
}

static FlowNode *
element_node_factory (const char *type_name,
                      gpointer    user_data)
{
  g_autoptr(GError) error = NULL;
  const char *factory_name = g_hash_table_lookup (user_data, type_name);
  FlowNode *node;

  if (factory_name == NULL)
    return NULL;

  node = flow_gst_element_node_new (factory_name, &error);
  if (node == NULL)
    g_debug ("%s", error->message);

  return node;
}

/* A serializer that reads and writes element nodes, by the names of
 * their node types ("FlowGstNode-audiotestsrc"), which is how libflow
 * names the nodes it did not make itself. Elements that are not
 * installed load as placeholders, and are saved again as they were.
 */
FlowSerializer *
flow_gst_serializer_new (void)
{
  FlowSerializer *serializer = flow_serializer_new ();
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GList *factories;

  flow_gst_init ();

  /* Every element: gst_element_factory_list_get_elements () knows only
   * the klasses it has flags for, and leaves converters and filters out.
   */
  factories = gst_registry_get_feature_list (gst_registry_get (), GST_TYPE_ELEMENT_FACTORY);
  for (GList *l = factories; l != NULL; l = l->next)
    {
      char *type_name = flow_gst_element_node_type_name (GST_OBJECT_NAME (l->data));

      g_hash_table_insert (names, type_name, g_strdup (GST_OBJECT_NAME (l->data)));
      flow_serializer_register_factory (serializer, type_name, element_node_factory,
                                        g_hash_table_ref (names),
                                        (GDestroyNotify) g_hash_table_unref);
    }
  gst_plugin_feature_list_free (factories);
  g_hash_table_unref (names);

  return serializer;
}

static gboolean
is_one_pad (FlowDock *dock)
{
  return FLOW_GST_IS_ELEMENT_NODE (flow_dock_get_node (dock)) &&
         !flow_gst_dock_is_pad_template (dock);
}

/* A GStreamer pad links to one peer: a pad's output dock takes one wire
 * (a template's takes many, one per pad it will make; a tee makes more).
 */
gboolean
flow_gst_connection_filter (FlowGraph   *graph,
                            FlowSource  *source,
                            FlowSink    *sink,
                            gboolean     types_compatible,
                            char       **reason,
                            gpointer     user_data)
{
  if (types_compatible && is_one_pad (FLOW_DOCK (source)) &&
      flow_dock_get_n_connections (FLOW_DOCK (source)) > 0)
    {
      *reason = g_strdup_printf (_("The output %s of %s is already linked: a pad links "
                                   "to one input; a tee feeds several."),
                                 flow_dock_get_name (FLOW_DOCK (source)),
                                 flow_node_get_title (flow_dock_get_node (FLOW_DOCK (source))));
      return FALSE;
    }

  return types_compatible;
}

FlowGraph *
flow_gst_graph_new (void)
{
  FlowGraph *graph = flow_graph_new ();

  flow_gst_init ();
  flow_graph_set_connection_filter (graph, flow_gst_connection_filter, NULL, NULL);

  return graph;
}

/* Places the nodes from left to right by their distance from the
 * sources of the graph, in columns, in graph order within a column.
 */
void
flow_gst_layout (FlowGraph *graph)
{
  GListModel *nodes = G_LIST_MODEL (graph);
  GListModel *connections = flow_graph_get_connections (graph);
  guint n = g_list_model_get_n_items (nodes);
  g_autoptr(GHashTable) rank = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) rows = g_hash_table_new (NULL, NULL);
  gboolean changed = TRUE;

  /* Longest path from a source, by relaxation: pipelines are small and
   * acyclic, so this ends after as many rounds as the longest chain.
   */
  for (guint round = 0; changed && round <= n; round++)
    {
      changed = FALSE;
      for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
        {
          g_autoptr(FlowConnection) c = g_list_model_get_item (connections, i);
          FlowNode *from = flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (c)));
          FlowNode *to = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (c)));
          guint r = GPOINTER_TO_UINT (g_hash_table_lookup (rank, from)) + 1;

          if (r > GPOINTER_TO_UINT (g_hash_table_lookup (rank, to)))
            {
              g_hash_table_insert (rank, to, GUINT_TO_POINTER (r));
              changed = TRUE;
            }
        }
    }

  flow_graph_begin_batch (graph);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      guint column = GPOINTER_TO_UINT (g_hash_table_lookup (rank, node));
      guint row = GPOINTER_TO_UINT (g_hash_table_lookup (rows, GUINT_TO_POINTER (column)));

      g_hash_table_insert (rows, GUINT_TO_POINTER (column), GUINT_TO_POINTER (row + 1));
      flow_node_set_position (node, 40 + column * 250.0, 40 + row * 210.0);
    }
  flow_graph_end_batch (graph);
}

/* flow-gst-element-names.c: the names of a graph's elements kept unique,
 * as a GStreamer bin keeps its children's: a node whose element's name
 * another element node of the graph has already (pasted, imported twice,
 * read from a file that repeats one) takes the next free name of its
 * factory ("fakesink1"), as it joins the graph.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Implementation notes: each graph keeps an index of its element nodes
 * by name (qdata on the graph), and each node the graph whose index
 * holds it (qdata on the node); both follow the node's `graph`, so that
 * joining and leaving cost O(1) whatever the size of the graph, loading
 * a file of n elements O(n). The name is the node's own state, like its
 * element's properties: taking another one is no edit of the history.
 *
 * Rejected: refusing duplicates at Play only (what flow-gst did: "Two
 * elements are named fakesink0"), which left the user no way out, as
 * the name is not edited in the window; renaming at Play, which would
 * change a graph the user had already exported as a gst-launch line.
 */

#include "config.h"

#include "flow-gst-element-node.h"

static GQuark index_quark;
static GQuark indexed_in_quark;

static GHashTable *
index_of (FlowGraph *graph)
{
  GHashTable *index = g_object_get_qdata (G_OBJECT (graph), index_quark);

  if (index == NULL)
    {
      index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_object_set_qdata_full (G_OBJECT (graph), index_quark, index,
                               (GDestroyNotify) g_hash_table_unref);
    }

  return index;
}

/* The first name "<factory><n>" that no element of @index has. */
static char *
free_name (GHashTable *index,
           GstElement *element)
{
  GstElementFactory *factory = gst_element_get_factory (element);
  const char *base = factory != NULL ? GST_OBJECT_NAME (factory) : "element";

  for (guint n = 0; ; n++)
    {
      char *name = g_strdup_printf ("%s%u", base, n);

      if (!g_hash_table_contains (index, name))
        return name;
      g_free (name);
    }
}

static void
leave (FlowNode *node)
{
  FlowGraph *graph = g_object_get_qdata (G_OBJECT (node), indexed_in_quark);
  GstElement *element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node));
  GHashTable *index;

  if (graph == NULL)
    return;

  g_object_set_qdata (G_OBJECT (node), indexed_in_quark, NULL);
  index = g_object_get_qdata (G_OBJECT (graph), index_quark);
  if (index != NULL && element != NULL &&
      g_hash_table_lookup (index, GST_OBJECT_NAME (element)) == node)
    g_hash_table_remove (index, GST_OBJECT_NAME (element));
}

static void
graph_changed_cb (FlowNode   *node,
                  GParamSpec *pspec,
                  gpointer    user_data)
{
  FlowGraph *graph = flow_node_get_graph (node);
  GstElement *element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node));
  GHashTable *index;
  gpointer namesake;

  if (g_object_get_qdata (G_OBJECT (node), indexed_in_quark) == graph)
    return;

  leave (node);

  if (graph == NULL || element == NULL)
    return;

  index = index_of (graph);
  namesake = g_hash_table_lookup (index, GST_OBJECT_NAME (element));
  /* A namesake gone from the graph whose index still names it: loading
   * trades every node of the graph at once, the new ones joining before
   * the old ones are told they left.
   */
  if (namesake != NULL && namesake != node &&
      flow_graph_get_node (graph, flow_node_get_id (namesake)) != namesake)
    namesake = NULL;
  if (namesake != NULL && namesake != node)
    {
      g_autofree char *name = free_name (index, element);

      /* Refused only for an element in a bin: a new node's is in none. */
      if (!gst_object_set_name (GST_OBJECT (element), name))
        return;
    }

  g_hash_table_insert (index, g_strdup (GST_OBJECT_NAME (element)), node);
  g_object_set_qdata (G_OBJECT (node), indexed_in_quark, graph);
}

/* Keeps the name of @node's element unique in each graph @node joins. */
void
flow_gst_element_names_watch (FlowGstElementNode *node)
{
  if (index_quark == 0)
    {
      index_quark = g_quark_from_static_string ("flow-gst-element-names");
      indexed_in_quark = g_quark_from_static_string ("flow-gst-element-names-graph");
    }

  g_signal_connect (node, "notify::graph", G_CALLBACK (graph_changed_cb), NULL);
}

/* @node's element was renamed from @old_name (a file's node data read
 * again): the index of the graph it is in follows.
 */
void
flow_gst_element_names_renamed (FlowGstElementNode *node,
                                const char         *old_name)
{
  FlowGraph *graph = g_object_get_qdata (G_OBJECT (node), indexed_in_quark);
  GstElement *element = flow_gst_element_node_get_element (node);
  GHashTable *index;

  if (graph == NULL || element == NULL ||
      (index = g_object_get_qdata (G_OBJECT (graph), index_quark)) == NULL)
    return;

  if (g_hash_table_lookup (index, old_name) == node)
    g_hash_table_remove (index, old_name);
  if (!g_hash_table_contains (index, GST_OBJECT_NAME (element)))
    g_hash_table_insert (index, g_strdup (GST_OBJECT_NAME (element)), node);
}

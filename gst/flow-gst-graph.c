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

/* How many of GStreamer's plugins the process has loaded: listing and
 * describing the elements is meant to load none (for tests and benches).
 */
guint
flow_gst_count_loaded_plugins (void)
{
  GList *plugins = gst_registry_get_plugin_list (gst_registry_get ());
  guint n = 0;

  for (GList *l = plugins; l != NULL; l = l->next)
    n += gst_plugin_is_loaded (l->data);
  gst_plugin_list_free (plugins);

  return n;
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

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (GST_OBJECT_NAME (a), GST_OBJECT_NAME (b));
}

static FlowNode *
element_node_describe (const char *type_name,
                       gpointer    user_data)
{
  const char *factory_name = g_hash_table_lookup (user_data, type_name);

  return factory_name != NULL ? flow_gst_element_node_describe (factory_name) : NULL;
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
  /* By name: lists of node types show them in this order. */
  factories = g_list_sort (factories, compare_names);
  for (GList *l = factories; l != NULL; l = l->next)
    {
      char *type_name = flow_gst_element_node_type_name (GST_OBJECT_NAME (l->data));

      g_hash_table_insert (names, type_name, g_strdup (GST_OBJECT_NAME (l->data)));
      flow_serializer_register_factory (serializer, type_name, element_node_factory,
                                        g_hash_table_ref (names),
                                        (GDestroyNotify) g_hash_table_unref);
    }
  gst_plugin_feature_list_free (factories);
  /* Lists of node types read the registry, not every plugin. */
  flow_serializer_set_describe_func (serializer, element_node_describe, names,
                                     (GDestroyNotify) g_hash_table_unref);

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

/* The left-to-right layout
 *
 * Implementation notes: columns by the longest path from a source, so
 * that every wire goes right; in each column, nodes in the order of the
 * mean row of what feeds them (a barycentre, which keeps a tee's
 * branches in the order of its pads and crosses few wires), each placed
 * at the mean height of what feeds it or lower, below the node before
 * it; columns as wide as their widest node. Sizes come from the caller,
 * who can measure node widgets: a tall node (a video preview) pushes the
 * next one down rather than being covered by it. Rejected for now: a
 * general layered layout (Graphviz's dot), which libflow-gtk is to
 * offer for every application.
 */

typedef struct
{
  FlowNode *node;
  guint     index;
  guint     rank;
  double    order;
  double    width;
  double    height;
  double    y;
} Place;

#define LAYOUT_MARGIN 40.0
#define LAYOUT_COLUMN_GAP 80.0
#define LAYOUT_ROW_GAP 32.0

static void
estimate_size (FlowNode *node,
               double   *width,
               double   *height,
               gpointer  user_data)
{
  guint docks = g_list_model_get_n_items (flow_node_get_sinks (node)) +
                g_list_model_get_n_items (flow_node_get_sources (node));

  *width = 180;
  *height = 80 + 24 * docks;
}

static int
compare_places (gconstpointer a,
                gconstpointer b)
{
  const Place *x = *(Place **) a;
  const Place *y = *(Place **) b;

  if (x->rank != y->rank)
    return x->rank < y->rank ? -1 : 1;
  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static int
compare_places_data (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  return compare_places (a, b);
}

static guint
dock_index (FlowDock *dock)
{
  GListModel *docks = flow_node_get_sources (flow_dock_get_node (dock));

  for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
    {
      g_autoptr(FlowDock) other = g_list_model_get_item (docks, i);

      if (other == dock)
        return i;
    }

  return 0;
}

/* Places @nodes of @graph (all of them when NULL) from left to right,
 * sized by @size_func (an estimate when NULL), as one batch; some nodes
 * only go below the graph's others.
 */
void
flow_gst_layout_nodes (FlowGraph           *graph,
                       GPtrArray           *nodes,
                       FlowGstNodeSizeFunc  size_func,
                       gpointer             user_data)
{
  GListModel *connections = flow_graph_get_connections (graph);
  guint n_connections = g_list_model_get_n_items (connections);
  g_autoptr(GPtrArray) places = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) by_node = g_hash_table_new (NULL, NULL);
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (gpointer) * 3);
  gboolean changed = TRUE;
  double left = LAYOUT_MARGIN, top = LAYOUT_MARGIN;
  double x;

  if (size_func == NULL)
    size_func = estimate_size;

  if (nodes == NULL)
    {
      GListModel *all = G_LIST_MODEL (graph);

      for (guint i = 0; i < g_list_model_get_n_items (all); i++)
        {
          Place *place = g_new0 (Place, 1);

          place->node = g_list_model_get_item (all, i);
          g_object_unref (place->node);
          g_ptr_array_add (places, place);
        }
    }
  else
    {
      for (guint i = 0; i < nodes->len; i++)
        {
          Place *place = g_new0 (Place, 1);

          place->node = g_ptr_array_index (nodes, i);
          g_ptr_array_add (places, place);
        }
    }

  if (places->len == 0)
    return;

  for (guint i = 0; i < places->len; i++)
    {
      Place *place = g_ptr_array_index (places, i);

      place->index = i;
      size_func (place->node, &place->width, &place->height, user_data);
      g_hash_table_insert (by_node, place->node, place);
    }

  /* Some of the graph's nodes only (an import): below the others, which
   * keep their places, rather than over them.
   */
  if (nodes != NULL)
    {
      GListModel *all = G_LIST_MODEL (graph);
      gboolean others = FALSE;
      double bottom = 0;

      for (guint i = 0; i < g_list_model_get_n_items (all); i++)
        {
          g_autoptr(FlowNode) node = g_list_model_get_item (all, i);
          double node_x = flow_node_get_x (node), node_y = flow_node_get_y (node);
          double width, height;

          if (g_hash_table_contains (by_node, node))
            continue;

          size_func (node, &width, &height, user_data);
          left = others ? MIN (left, node_x) : node_x;
          bottom = others ? MAX (bottom, node_y + height) : node_y + height;
          others = TRUE;
        }

      if (others)
        top = bottom + LAYOUT_COLUMN_GAP;
    }
  x = left;

  /* The wires between the nodes placed: from, to, and the source dock. */
  for (guint i = 0; i < n_connections; i++)
    {
      g_autoptr(FlowConnection) c = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (c));
      Place *from = g_hash_table_lookup (by_node, flow_dock_get_node (source));
      Place *to = g_hash_table_lookup (by_node, flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (c))));
      gpointer edge[3] = { from, to, source };

      if (from != NULL && to != NULL && from != to)
        g_array_append_val (edges, edge);
    }

  /* Longest path from a source, by relaxation: pipelines are acyclic,
   * so this ends after as many rounds as the longest chain.
   */
  for (guint round = 0; changed && round <= places->len; round++)
    {
      changed = FALSE;
      for (guint i = 0; i < edges->len; i++)
        {
          gpointer *edge = &g_array_index (edges, gpointer, i * 3);
          Place *from = edge[0], *to = edge[1];

          if (from->rank + 1 > to->rank)
            {
              to->rank = from->rank + 1;
              changed = TRUE;
            }
        }
    }

  /* Column by column: order by the barycentre of what feeds each node,
   * then place each as high as that and the node above allow.
   */
  g_ptr_array_sort (places, compare_places);
  for (guint start = 0; start < places->len; )
    {
      guint rank = ((Place *) g_ptr_array_index (places, start))->rank;
      guint end = start;
      double width = 0, bottom = top;

      while (end < places->len && ((Place *) g_ptr_array_index (places, end))->rank == rank)
        end++;

      for (guint i = start; i < end; i++)
        {
          Place *place = g_ptr_array_index (places, i);
          double order = 0, y = 0;
          guint n = 0;

          for (guint e = 0; e < edges->len; e++)
            {
              gpointer *edge = &g_array_index (edges, gpointer, e * 3);
              Place *from = edge[0];

              if (edge[1] != place || from->rank >= rank)
                continue;
              order += from->order + dock_index (edge[2]) / 1000.0;
              y += from->y;
              n++;
            }
          place->order = n > 0 ? order / n : i - start;
          place->y = n > 0 ? y / n : top;
        }

      /* Sorting the column alone keeps the columns before in place. */
      g_qsort_with_data (places->pdata + start, end - start, sizeof (gpointer),
                         compare_places_data, NULL);

      for (guint i = start; i < end; i++)
        {
          Place *place = g_ptr_array_index (places, i);

          place->order = i - start;
          place->y = MAX (place->y, bottom);
          bottom = place->y + place->height + LAYOUT_ROW_GAP;
          width = MAX (width, place->width);
        }

      for (guint i = start; i < end; i++)
        {
          Place *place = g_ptr_array_index (places, i);

          flow_node_set_position (place->node, x, place->y);
        }

      x += width + LAYOUT_COLUMN_GAP;
      start = end;
    }
}

/* Places every node of @graph from left to right, with estimated sizes. */
void
flow_gst_layout (FlowGraph *graph)
{
  flow_graph_begin_batch (graph);
  flow_gst_layout_nodes (graph, NULL, NULL, NULL);
  flow_graph_end_batch (graph);
}

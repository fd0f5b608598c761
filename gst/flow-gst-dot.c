/* flow-gst-dot.c: GStreamer's own pipeline dumps (Graphviz dot, made by
 * gst_debug_bin_to_dot_data ()) read back into element nodes.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-dot.h"

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#ifdef HAVE_CGRAPH
#include <graphviz/cgraph.h>
#endif

/* Implementation notes:
 *
 * A dump is a dot graph written for people: each element of the
 * pipeline is a cluster whose label holds its GType name, its name, its
 * state and its properties that differ from their defaults, one a line
 * ("GstAudioTestSrc\naudiotestsrc0\n[>]\nfreq=880.000000"); its pads
 * are nodes in two unlabelled clusters inside it; each link is an edge
 * from a source pad's node to a sink pad's node. Graphviz's own parser
 * (cgraph) reads the dot; this file reads the labels.
 *
 * Only the pipeline's own children become nodes: the elements inside a
 * bin (decodebin's) are the bin's business, and so are the links that
 * reach into it through its ghost pads. The factory of an element is
 * found from its GType name, which is what the dump says; its name
 * without its number and the GType name without "Gst", lower case, are
 * tried first, since loading every plugin to compare is slow.
 *
 * What a dump cannot give back is said, never guessed: GStreamer cuts
 * long values ("…") and writes pointers and objects as addresses, and
 * read-only properties (levels, statistics) are no settings; each such
 * property is left out, with a note. Rejected: a dot reader of our own
 * (the language has more corners than these files use, and Graphviz's
 * parser is at hand in Debian); going through a gst-launch line (names
 * with spaces, and values, would need a second round of quoting).
 */

#ifdef HAVE_CGRAPH

typedef struct
{
  char     *name;
  char     *type_name;
  GPtrArray *properties;   /* "name=value" lines */
  FlowNode *node;
} DotElement;

/* A pad's node in the dot: the element it belongs to, and its name. */
typedef struct
{
  DotElement *element;
  char       *name;
} DotPad;

static void
dot_pad_free (gpointer data)
{
  DotPad *pad = data;

  g_free (pad->name);
  g_free (pad);
}

static void
dot_element_free (gpointer data)
{
  DotElement *element = data;

  g_free (element->name);
  g_free (element->type_name);
  g_ptr_array_unref (element->properties);
  g_clear_object (&element->node);
  g_free (element);
}

static char *last_error;

static int
error_cb (char *message)
{
  g_free (last_error);
  last_error = g_strstrip (g_strdup (message));
  return 0;
}

/* The lines of a label: dot keeps "\n" as two characters. */
static char **
label_lines (const char *label)
{
  return g_strsplit (label != NULL ? label : "", "\\n", -1);
}

/* A value as g_strdup_value_contents () and g_strescape () wrote it:
 * strings in quotes, with escapes; NULL when it cannot be read back.
 */
static char *
read_value (const char *text)
{
  gsize len = strlen (text);

  if (g_str_has_suffix (text, "…"))
    return NULL;
  if (g_str_has_prefix (text, "((") || (text[0] == '<' && text[len - 1] == '>') ||
      g_str_equal (text, "NULL") || g_str_equal (text, "(NO PERMISSION)"))
    return NULL;

  if (len >= 2 && text[0] == '"' && text[len - 1] == '"')
    {
      g_autofree char *inner = g_strndup (text + 1, len - 2);

      return g_strcompress (inner);
    }

  return g_strcompress (text);
}

static GstElementFactory *
factory_of_type (const char *type_name)
{
  GList *factories;
  GstElementFactory *found = NULL;

  factories = gst_registry_get_feature_list (gst_registry_get (), GST_TYPE_ELEMENT_FACTORY);
  for (GList *l = factories; l != NULL && found == NULL; l = l->next)
    {
      GstPluginFeature *loaded = gst_plugin_feature_load (l->data);
      GType type;

      if (loaded == NULL)
        continue;
      type = gst_element_factory_get_element_type (GST_ELEMENT_FACTORY (loaded));
      if (type != G_TYPE_INVALID && g_str_equal (g_type_name (type), type_name))
        found = GST_ELEMENT_FACTORY (g_object_ref (loaded));
      gst_object_unref (loaded);
    }
  gst_plugin_feature_list_free (factories);

  return found;
}

/* The factory that makes elements of @type_name; @name helps guess. */
static char *
find_factory (const char *type_name,
              const char *name)
{
  g_autofree char *stem = g_strdup (name);
  g_autofree char *lower = NULL;
  const char *candidates[2];
  GstElementFactory *factory;
  char *result;
  gsize len = strlen (stem);

  while (len > 0 && g_ascii_isdigit (stem[len - 1]))
    stem[--len] = '\0';
  lower = g_ascii_strdown (g_str_has_prefix (type_name, "Gst") ? type_name + 3 : type_name, -1);
  candidates[0] = stem;
  candidates[1] = lower;

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autoptr(GstElementFactory) candidate = gst_element_factory_find (candidates[i]);
      g_autoptr(GstPluginFeature) loaded = NULL;
      GType type;

      if (candidate == NULL ||
          (loaded = gst_plugin_feature_load (GST_PLUGIN_FEATURE (candidate))) == NULL)
        continue;
      type = gst_element_factory_get_element_type (GST_ELEMENT_FACTORY (loaded));
      if (type != G_TYPE_INVALID && g_str_equal (g_type_name (type), type_name))
        return g_strdup (candidates[i]);
    }

  factory = factory_of_type (type_name);
  if (factory == NULL)
    return NULL;

  result = g_strdup (GST_OBJECT_NAME (factory));
  gst_object_unref (factory);
  return result;
}

/* An element cluster: its label starts with a GType name and a name. */
static DotElement *
read_element (Agraph_t *cluster)
{
  g_auto(GStrv) lines = label_lines (agget (cluster, (char *) "label"));
  DotElement *element;

  if (g_strv_length (lines) < 2 || *lines[0] == '\0' || *lines[1] == '\0')
    return NULL;

  element = g_new0 (DotElement, 1);
  element->type_name = g_strdup (lines[0]);
  element->name = g_strdup (lines[1]);
  element->properties = g_ptr_array_new_with_free_func (g_free);
  /* After the state ("[>]"), the properties. */
  for (guint i = 3; lines[i] != NULL; i++)
    if (strchr (lines[i], '=') != NULL)
      g_ptr_array_add (element->properties, g_strdup (lines[i]));

  return element;
}

/* Whether @name is made by the name template of @templ ("src_%u"). */
static gboolean
template_makes (GstPadTemplate *templ,
                const char     *name)
{
  const char *pattern = GST_PAD_TEMPLATE_NAME_TEMPLATE (templ);
  const char *percent = strchr (pattern, '%');
  gsize prefix;

  if (percent == NULL)
    return FALSE;
  prefix = percent - pattern;
  if (strncmp (name, pattern, prefix) != 0)
    return FALSE;
  name += prefix;
  if (percent[1] == 'u' || percent[1] == 'd')
    {
      if (!g_ascii_isdigit (*name))
        return FALSE;
      while (g_ascii_isdigit (*name))
        name++;
    }
  else
    {
      const char *rest = percent + 2;

      return g_str_has_suffix (name, rest);
    }

  return g_str_equal (name, percent + 2);
}

/* The dock of @node for the pad called @pad: its own, or the dock of the
 * template that made it (a request template's "+", from which a
 * connection makes a dock of its own; a sometimes template's, a delayed
 * link).
 */
static FlowDock *
dock_for_pad (FlowNode        *node,
              const char      *pad,
              GstPadDirection  direction)
{
  GstElement *element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node));
  FlowDock *dock = flow_node_get_dock (node, pad);

  if (dock != NULL)
    return dock;

  for (GList *l = gst_element_class_get_pad_template_list (GST_ELEMENT_GET_CLASS (element));
       l != NULL; l = l->next)
    {
      GstPadTemplate *templ = l->data;

      if (GST_PAD_TEMPLATE_DIRECTION (templ) == direction && template_makes (templ, pad) &&
          (dock = flow_node_get_dock (node, GST_PAD_TEMPLATE_NAME_TEMPLATE (templ))) != NULL)
        return dock;
    }

  return NULL;
}

/* The pad names of the nodes of @element_cluster's own pad clusters. */
static void
read_pads (Agraph_t    *cluster,
           DotElement  *element,
           GHashTable  *pads)
{
  for (Agraph_t *sub = agfstsubg (cluster); sub != NULL; sub = agnxtsubg (sub))
    {
      const char *label = agget (sub, (char *) "label");

      /* Pad clusters have no label; element clusters (a bin's children) do. */
      if (label != NULL && *label != '\0')
        continue;

      for (Agnode_t *n = agfstnode (sub); n != NULL; n = agnxtnode (sub, n))
        {
          g_auto(GStrv) lines = label_lines (agget (n, (char *) "label"));

          if (lines[0] != NULL && *lines[0] != '\0')
            {
              DotPad *pad = g_new0 (DotPad, 1);

              pad->element = element;
              pad->name = g_strdup (lines[0]);
              g_hash_table_insert (pads, n, pad);
            }
        }
    }
}

static void
add_note (GPtrArray  *notes,
          const char *format,
          ...) G_GNUC_PRINTF (2, 3);

static void
add_note (GPtrArray  *notes,
          const char *format,
          ...)
{
  va_list args;

  if (notes == NULL)
    return;

  va_start (args, format);
  g_ptr_array_add (notes, g_strdup_vprintf (format, args));
  va_end (args);
}

/* Whether @raw, a value the dump cut ("video/x-raw(ANY); …"), is the
 * start of the value @pspec has in a new element of its kind: dumps list
 * a boxed default as any other value (decodebin's caps), and such a value
 * is no setting to lose. @element is new.
 */
static gboolean
cut_from_default (GObject    *element,
                  GParamSpec *pspec,
                  const char *raw)
{
  g_autofree char *start = NULL;
  g_autofree char *own = NULL;
  gsize length = strlen (raw);

  if (!g_str_has_suffix (raw, "…"))
    return FALSE;
  length -= strlen ("…");
  if (raw[0] == '"')
    {
      raw++;
      length--;
    }
  start = g_strndup (raw, length);
  {
    g_autofree char *escaped = g_steal_pointer (&start);

    start = g_strcompress (escaped);
  }
  own = flow_gst_property_to_string (element, pspec);

  return own != NULL && *start != '\0' && g_str_has_prefix (own, start);
}

static void
set_properties (DotElement *element,
                GPtrArray  *notes)
{
  GObjectClass *klass = G_OBJECT_GET_CLASS (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (element->node)));

  for (guint i = 0; i < element->properties->len; i++)
    {
      const char *line = g_ptr_array_index (element->properties, i);
      g_autofree char *name = g_strndup (line, strchr (line, '=') - line);
      g_autofree char *value = read_value (strchr (line, '=') + 1);
      GParamSpec *pspec = g_object_class_find_property (klass, name);
      g_autoptr(GError) error = NULL;

      /* What the element reports rather than what was set. */
      if (pspec == NULL || (pspec->flags & G_PARAM_WRITABLE) == 0 ||
          !flow_gst_property_is_shown (pspec))
        continue;

      if (value == NULL &&
          cut_from_default (G_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (element->node))),
                            pspec, strchr (line, '=') + 1))
        continue;

      if (value == NULL)
        {
          /* TRANSLATORS: a property the dump did not hold whole. */
          add_note (notes, _("%s: %s was cut or is not a value in the dump, and was left out."),
                    element->name, name);
          continue;
        }

      if (!flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (element->node),
                                                          name, value, &error))
        add_note (notes, "%s: %s", element->name, error->message);
    }
}

GListModel *
flow_gst_dot_import (FlowGraph       *graph,
                     FlowSerializer  *serializer,
                     const char      *data,
                     GPtrArray       *notes,
                     GError         **error)
{
  g_autoptr(FlowGraph) scratch = NULL;
  g_autoptr(GPtrArray) elements = g_ptr_array_new_with_free_func (dot_element_free);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GHashTable) pads = g_hash_table_new_full (NULL, NULL, NULL, dot_pad_free);
  g_autofree char *saved = NULL;
  agusererrf old_errf;
  Agraph_t *root;
  gsize length;

  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (FLOW_IS_SERIALIZER (serializer), NULL);
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  flow_gst_init ();

  g_clear_pointer (&last_error, g_free);
  old_errf = agseterrf (error_cb);
  root = agmemread (data);
  agseterrf (old_errf);

  if (root == NULL || !agisdirected (root))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                   _("This is not a GStreamer pipeline dump: %s"),
                   last_error != NULL ? last_error : _("it is not a directed Graphviz graph."));
      if (root != NULL)
        agclose (root);
      return NULL;
    }

  scratch = flow_gst_graph_new ();

  /* The pipeline's children: the clusters of the root with a label. */
  for (Agraph_t *sub = agfstsubg (root); sub != NULL; sub = agnxtsubg (sub))
    {
      DotElement *element;
      g_autofree char *factory = NULL;
      g_autoptr(GError) local_error = NULL;

      if (!g_str_has_prefix (agnameof (sub), "cluster_") || (element = read_element (sub)) == NULL)
        continue;
      g_ptr_array_add (elements, element);

      /* A bin of the user's own ("( … )" in a launch line): flow-gst has
       * no bins, and an empty one would be a lie.
       */
      if (g_str_equal (element->type_name, "GstBin") || g_str_equal (element->type_name, "GstPipeline"))
        {
          add_note (notes, _("%s: a bin of elements, which flow-gst cannot show yet, was left out "
                             "with its elements and links."), element->name);
          continue;
        }

      factory = find_factory (element->type_name, element->name);
      if (factory == NULL ||
          (element->node = flow_gst_element_node_new (factory, &local_error)) == NULL)
        {
          g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_MISSING_PLUGIN,
                       _("The dump has an element %s of the type %s, which no installed "
                         "GStreamer plugin makes."), element->name, element->type_name);
          agclose (root);
          return NULL;
        }

      gst_object_set_name (GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (element->node))),
                           element->name);
      set_properties (element, notes);
      flow_graph_add_node (scratch, element->node);
      g_ptr_array_add (nodes, element->node);
      read_pads (sub, element, pads);
    }

  if (nodes->len == 0)
    {
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                           _("The dump has no elements: it is not a GStreamer pipeline dump."));
      agclose (root);
      return NULL;
    }

  /* Links: edges between pads of two of those elements. */
  for (Agnode_t *n = agfstnode (root); n != NULL; n = agnxtnode (root, n))
    for (Agedge_t *e = agfstout (root, n); e != NULL; e = agnxtout (root, e))
      {
        DotPad *from = g_hash_table_lookup (pads, agtail (e));
        DotPad *to = g_hash_table_lookup (pads, aghead (e));
        FlowDock *source, *sink;
        g_autoptr(GError) local_error = NULL;

        if (from == NULL || to == NULL || from->element == to->element)
          continue;

        source = dock_for_pad (from->element->node, from->name, GST_PAD_SRC);
        sink = dock_for_pad (to->element->node, to->name, GST_PAD_SINK);
        if (source == NULL || sink == NULL || !FLOW_IS_SOURCE (source) || !FLOW_IS_SINK (sink) ||
            flow_graph_add_connection (scratch, FLOW_SOURCE (source), FLOW_SINK (sink), &local_error) == NULL)
          add_note (notes, _("The link from %s.%s to %s.%s was left out: %s"),
                    from->element->name, from->name, to->element->name, to->name,
                    local_error != NULL ? local_error->message : _("no such pad."));
      }

  agclose (root);

  flow_gst_layout (scratch);
  saved = flow_serializer_save_nodes_to_data (serializer, (FlowNode * const *) nodes->pdata,
                                              nodes->len, &length);
  return flow_serializer_paste (serializer, graph, saved, length, 0, 0, error);
}

#else /* !HAVE_CGRAPH */

GListModel *
flow_gst_dot_import (FlowGraph       *graph,
                     FlowSerializer  *serializer,
                     const char      *data,
                     GPtrArray       *notes,
                     GError         **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       _("This flow-gst was built without Graphviz (cgraph), which reads "
                         "pipeline dumps."));
  return NULL;
}

#endif

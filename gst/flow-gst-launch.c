/* flow-gst-launch.c: gst-launch-1.0 pipeline descriptions into graphs,
 * and graphs back into descriptions.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-launch.h"

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Implementation notes:
 *
 * gst_parse_launch () builds a pipeline, not a description of one: the
 * links it cannot make yet (from the sometimes pads of a demuxer or
 * decodebin) are hidden in its own signal handlers, so a graph made from
 * the pipeline it returns would lose them. Hence a reader of our own for
 * the language's structure (elements, properties, links with optional
 * pad names and caps, references to named elements, before or after
 * their definition), which leaves everything else to GStreamer: element
 * factories, the values of properties (gst_value_deserialize_with_pspec)
 * and caps. Bins in parentheses are refused with a clear error rather
 * than approximated. Pad properties (sink_1::xpos=320) are set on the
 * request docks of those names once the links have made them, as
 * gst-launch sets them on the pads when they are requested.
 *
 * The description written back is one gst_parse_launch () accepts: each
 * element with a name and the properties that differ from their
 * defaults, chained with "!" where the link is the plain one, and with
 * "name.pad ! name.pad" otherwise. Tests check, for a corpus of real
 * pipelines, that both descriptions make the same elements, properties
 * and links.
 */

typedef struct
{
  guint  element;        /* index in elements, or G_MAXUINT for a name */
  char  *name;           /* a reference's element name */
  char  *pad;            /* the pad, or NULL for any */
} End;

typedef struct
{
  End       from;
  End       to;
} Link;

typedef struct
{
  guint  element;
  char  *pad;
  char  *name;
  char  *value;
} PadProperty;

typedef struct
{
  FlowGraph  *graph;
  GPtrArray  *nodes;     /* FlowNode, the elements in order */
  GArray     *links;     /* Link */
  GHashTable *names;     /* element name → index + 1 */
  GArray     *pad_properties; /* PadProperty, set after the links */
} Parser;

static void
pad_property_clear (gpointer data)
{
  PadProperty *property = data;

  g_free (property->pad);
  g_free (property->name);
  g_free (property->value);
}

static void
end_clear (End *end)
{
  g_clear_pointer (&end->name, g_free);
  g_clear_pointer (&end->pad, g_free);
}

static void
link_clear (gpointer data)
{
  Link *link = data;

  end_clear (&link->from);
  end_clear (&link->to);
}

/* Splits @text into words and "!" tokens, keeping quoted parts of words
 * (with their quotes, for GStreamer to read) and backslash escapes.
 */
static GPtrArray *
tokenize (const char  *text,
          GError     **error)
{
  g_autoptr(GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  while (*p != '\0')
    {
      GString *word;

      if (g_ascii_isspace (*p))
        {
          p++;
          continue;
        }

      if (*p == '!')
        {
          g_ptr_array_add (tokens, g_strdup ("!"));
          p++;
          continue;
        }

      if (*p == '(' || *p == ')' || *p == '{' || *p == '}')
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                       _("Bins in brackets are not supported: “%c” at position %d."),
                       *p, (int) (p - text) + 1);
          return NULL;
        }

      word = g_string_new (NULL);
      while (*p != '\0' && !g_ascii_isspace (*p) && *p != '!')
        {
          if (*p == '"' || *p == '\'')
            {
              char quote = *p;

              g_string_append_c (word, *p++);
              while (*p != '\0' && *p != quote)
                {
                  if (*p == '\\' && p[1] != '\0')
                    g_string_append_c (word, *p++);
                  g_string_append_c (word, *p++);
                }
              if (*p == '\0')
                {
                  g_string_free (word, TRUE);
                  g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                                       _("A quoted value is not closed."));
                  return NULL;
                }
              g_string_append_c (word, *p++);
            }
          else if (*p == '\\' && p[1] != '\0')
            {
              p++;
              g_string_append_c (word, *p++);
            }
          else
            {
              g_string_append_c (word, *p++);
            }
        }
      g_ptr_array_add (tokens, g_string_free (word, FALSE));
    }

  return g_steal_pointer (&tokens);
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '-' || c == '+' || c == '%';
}

/* "name." or "name.pad": a reference to a named element. */
static gboolean
parse_reference (const char  *word,
                 char       **name,
                 char       **pad)
{
  const char *dot = strchr (word, '.');

  if (dot == NULL || dot == word || strchr (word, '=') != NULL || strchr (word, '/') != NULL)
    return FALSE;

  for (const char *c = word; c < dot; c++)
    if (!is_name_char (*c))
      return FALSE;
  for (const char *c = dot + 1; *c != '\0'; c++)
    if (!is_name_char (*c))
      return FALSE;

  *name = g_strndup (word, dot - word);
  *pad = dot[1] != '\0' ? g_strdup (dot + 1) : NULL;
  return TRUE;
}

/* Caps between two links: "audio/x-raw,rate=8000". */
static gboolean
is_caps (const char *word)
{
  const char *slash = strchr (word, '/');
  const char *equal = strchr (word, '=');

  if (word[0] == '"')
    return TRUE;

  return slash != NULL && (equal == NULL || slash < equal);
}

static char *
unquote (const char *text)
{
  gsize len = strlen (text);

  if (len >= 2 && (text[0] == '"' || text[0] == '\'') && text[len - 1] == text[0])
    return g_strcompress (g_strndup (text + 1, len - 2));

  return g_strdup (text);
}

static guint
add_element (Parser      *parser,
             const char  *factory,
             GError     **error)
{
  FlowNode *node = flow_gst_element_node_new (factory, error);

  if (node == NULL)
    return G_MAXUINT;

  flow_graph_add_node (parser->graph, node);
  g_ptr_array_add (parser->nodes, node);
  return parser->nodes->len - 1;
}

static gboolean
set_property (Parser      *parser,
              guint        element,
              const char  *word,
              GError     **error)
{
  FlowGstElementNode *node = parser->nodes->pdata[element];
  const char *equal = strchr (word, '=');
  g_autofree char *name = g_strndup (word, equal - word);
  g_autofree char *value = NULL;

  /* The string of a quoted string property is what is inside the
   * quotes; any other value GStreamer reads with its quotes.
   */
  value = g_strdup (equal + 1);

  /* A pad's property: its pad exists once a link asks for it. */
  if (strstr (name, "::") != NULL)
    {
      const char *colons = strstr (name, "::");
      PadProperty property = { element, NULL, NULL, NULL };

      property.pad = g_strndup (name, colons - name);
      property.name = g_strdup (colons + 2);
      property.value = g_steal_pointer (&value);
      g_array_append_val (parser->pad_properties, property);
      return TRUE;
    }

  if (g_strcmp0 (name, "name") == 0)
    {
      g_autofree char *plain = unquote (value);

      if (g_hash_table_contains (parser->names, plain))
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                       _("Two elements are called “%s”."), plain);
          return FALSE;
        }
      gst_object_set_name (GST_OBJECT (flow_gst_element_node_get_element (node)), plain);
      g_hash_table_insert (parser->names, g_steal_pointer (&plain), GUINT_TO_POINTER (element + 1));
      return TRUE;
    }

  {
    GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (flow_gst_element_node_get_element (node)), name);

    if (pspec != NULL && G_IS_PARAM_SPEC_STRING (pspec))
      {
        g_autofree char *plain = unquote (value);

        g_free (value);
        value = g_steal_pointer (&plain);
      }
  }

  return flow_gst_element_node_set_property_from_string (node, name, value, error);
}

static void
add_link (Parser *parser,
          End    *from,
          End    *to)
{
  Link link = { { 0, }, { 0, } };

  link.from.element = from->element;
  link.from.name = g_strdup (from->name);
  link.from.pad = g_strdup (from->pad);
  link.to.element = to->element;
  link.to.name = g_strdup (to->name);
  link.to.pad = g_strdup (to->pad);
  g_array_append_val (parser->links, link);
}

static FlowNode *
resolve (Parser      *parser,
         End         *end,
         GError     **error)
{
  if (end->name != NULL)
    {
      guint index = GPOINTER_TO_UINT (g_hash_table_lookup (parser->names, end->name));

      if (index == 0)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                       _("No element is called “%s”."), end->name);
          return NULL;
        }
      return parser->nodes->pdata[index - 1];
    }

  return parser->nodes->pdata[end->element];
}

/* The docks that may take a link at @end, in the order to try them. */
static GPtrArray *
candidates (FlowNode *node,
            End      *end,
            gboolean  source)
{
  GListModel *docks = source ? flow_node_get_sources (node) : flow_node_get_sinks (node);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);

  /* A named pad: that dock, or the template it is a pad of. */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
        GstPadTemplate *templ = flow_gst_dock_get_template (dock);
        gboolean is_template = flow_gst_dock_is_pad_template (dock);

        if (end->pad != NULL)
          {
            if ((pass == 0 && g_strcmp0 (flow_dock_get_name (dock), end->pad) == 0) ||
                (pass == 1 && is_template && templ != NULL &&
                 g_strcmp0 (flow_dock_get_name (dock), end->pad) != 0 &&
                 g_pattern_match_simple (GST_PAD_TEMPLATE_NAME_TEMPLATE (templ), end->pad)))
              g_ptr_array_add (found, g_steal_pointer (&dock));
            continue;
          }

        /* Any pad: a free always pad, then templates. */
        if ((pass == 0 && !is_template && !flow_dock_is_connected (dock)) ||
            (pass == 1 && is_template))
          g_ptr_array_add (found, g_steal_pointer (&dock));
      }

  return found;
}

/* Puts first the docks of @sinks whose formats meet what the pad of
 * @source says it gives now: a caps filter's caps, rather than its
 * template's "anything". gst-launch links "capsfilter caps=audio/x-raw
 * ! flvmux" to flvmux's audio input that way, where the templates alone
 * would let its video input come first.
 */
static void
order_by_current_caps (GPtrArray *sinks,
                       FlowDock  *source)
{
  FlowNode *node = flow_dock_get_node (source);
  g_autoptr(GstPad) pad = NULL;
  g_autoptr(GstCaps) caps = NULL;
  g_autoptr(GPtrArray) later = NULL;
  guint kept = 0;

  if (!FLOW_GST_IS_ELEMENT_NODE (node) ||
      (pad = gst_element_get_static_pad (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)),
                                         flow_dock_get_name (source))) == NULL ||
      (caps = gst_pad_query_caps (pad, NULL)) == NULL || gst_caps_is_any (caps))
    return;

  /* A stable reordering: the array keeps its references. */
  later = g_ptr_array_new ();
  for (guint i = 0; i < sinks->len; i++)
    {
      GstCaps *accepted = flow_gst_dock_get_caps (sinks->pdata[i]);

      if (accepted == NULL || gst_caps_can_intersect (caps, accepted))
        sinks->pdata[kept++] = sinks->pdata[i];
      else
        g_ptr_array_add (later, sinks->pdata[i]);
    }
  for (guint i = 0; i < later->len; i++)
    sinks->pdata[kept++] = later->pdata[i];
}

/* How well a dock of a source whose pads give @given fits an input of
 * kind @kind that takes @wanted: 0 when the formats meet; for a
 * template of any format (matroskademux's audio_%u and video_%u), 1
 * when its name says the input's kind, 2 otherwise; 3 when the formats
 * do not meet.
 */
static guint
source_fit (FlowDock *source,
            GstCaps  *wanted,
            GType     kind)
{
  GstCaps *given = flow_gst_dock_get_caps (source);
  const char *name = flow_dock_get_name (source);

  if (given != NULL && !gst_caps_is_any (given))
    return gst_caps_can_intersect (given, wanted) ? 0 : 3;

  if ((kind == FLOW_GST_TYPE_VIDEO && g_str_has_prefix (name, "video")) ||
      (kind == FLOW_GST_TYPE_AUDIO && g_str_has_prefix (name, "audio")))
    return 1;

  return 2;
}

/* Puts first the docks of @sources that fit @sink best (source_fit ()):
 * of a demuxer's templates, the one whose pads "demux ! theoradec" can
 * link, as gst-launch links the first pad that appears and fits.
 */
static void
order_by_sink_caps (GPtrArray *sources,
                    FlowDock  *sink)
{
  GstCaps *wanted = flow_gst_dock_get_caps (sink);
  g_autoptr(GPtrArray) sorted = NULL;
  GType kind;

  if (wanted == NULL || gst_caps_is_any (wanted) || sources->len < 2)
    return;

  kind = flow_gst_caps_kind (wanted);
  sorted = g_ptr_array_sized_new (sources->len);
  for (guint fit = 0; fit < 4; fit++)
    for (guint i = 0; i < sources->len; i++)
      if (source_fit (sources->pdata[i], wanted, kind) == fit)
        g_ptr_array_add (sorted, sources->pdata[i]);

  /* The array keeps its references. */
  memcpy (sources->pdata, sorted->pdata, sources->len * sizeof (gpointer));
}

/* The media types @dock gives, "audio/x-raw" or "audio/x-raw, audio/x-alaw",
 * or "any format".
 */
static char *
describe_formats (FlowDock *dock)
{
  GstCaps *caps = flow_gst_dock_get_caps (dock);
  GString *text;

  if (caps == NULL || gst_caps_is_any (caps) || gst_caps_is_empty (caps))
    /* Translators: what a pad gives when it may give anything. */
    return g_strdup (_("any format"));

  text = g_string_new (NULL);
  for (guint i = 0; i < gst_caps_get_size (caps) && i < 4; i++)
    {
      const char *name = gst_structure_get_name (gst_caps_get_structure (caps, i));

      if (strstr (text->str, name) != NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
    }

  return g_string_free (text, FALSE);
}

static gboolean
connect_link (Parser  *parser,
              Link    *link,
              GError **error)
{
  FlowNode *from, *to;
  g_autoptr(GPtrArray) sources = NULL;
  g_autoptr(GPtrArray) sinks = NULL;
  g_autoptr(GError) last = NULL;
  guint n_mismatched = 0;

  if ((from = resolve (parser, &link->from, error)) == NULL ||
      (to = resolve (parser, &link->to, error)) == NULL)
    return FALSE;

  sources = candidates (from, &link->from, TRUE);
  sinks = candidates (to, &link->to, FALSE);

  /* Templates match pad names such as src_0 through their pattern. */
  if (link->from.pad != NULL && sources->len == 0)
    {
      GListModel *docks = flow_node_get_sources (from);

      for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
          GstPadTemplate *templ = flow_gst_dock_get_template (dock);
          g_autofree char *pattern = templ != NULL ? flow_gst_template_pattern (GST_PAD_TEMPLATE_NAME_TEMPLATE (templ)) : NULL;

          if (flow_gst_dock_is_pad_template (dock) && pattern != NULL &&
              g_pattern_match_simple (pattern, link->from.pad))
            g_ptr_array_add (sources, g_steal_pointer (&dock));
        }
    }
  if (link->to.pad != NULL && sinks->len == 0)
    {
      GListModel *docks = flow_node_get_sinks (to);

      for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
          GstPadTemplate *templ = flow_gst_dock_get_template (dock);
          g_autofree char *pattern = templ != NULL ? flow_gst_template_pattern (GST_PAD_TEMPLATE_NAME_TEMPLATE (templ)) : NULL;

          if (flow_gst_dock_is_pad_template (dock) && pattern != NULL &&
              g_pattern_match_simple (pattern, link->to.pad))
            g_ptr_array_add (sinks, g_steal_pointer (&dock));
        }
    }

  if (link->to.pad == NULL && sources->len > 0)
    order_by_current_caps (sinks, sources->pdata[0]);
  if (link->from.pad == NULL && sinks->len > 0)
    order_by_sink_caps (sources, sinks->pdata[0]);

  for (guint i = 0; i < sources->len; i++)
    for (guint j = 0; j < sinks->len; j++)
      {
        g_autoptr(GError) refused = NULL;

        if (flow_graph_add_connection (parser->graph, sources->pdata[i], sinks->pdata[j], &refused) != NULL)
          return TRUE;

        /* Told for several inputs of different formats, the refusal of
         * the last one tried misled ("… the input subtitle_%u accepts
         * only text/x-raw" for audio): counted, and said as a whole.
         */
        if (g_error_matches (refused, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH))
          n_mismatched++;
        g_clear_error (&last);
        last = g_steal_pointer (&refused);
      }

  if (last != NULL && n_mismatched > 1 && n_mismatched == sources->len * sinks->len &&
      sources->len == 1 && link->to.pad == NULL)
    {
      g_autofree char *formats = describe_formats (sources->pdata[0]);

      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                   /* Translators: a link of a gst-launch line that no input of
                    * the second element takes; the last %s is a list of formats
                    * such as "audio/x-raw". */
                   _("%s cannot be linked to %s: none of its inputs takes %s."),
                   flow_node_get_title (from), flow_node_get_title (to), formats);
    }
  else if (last != NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                   _("%s cannot be linked to %s: %s"),
                   flow_node_get_title (from), flow_node_get_title (to), last->message);
    }
  else if (link->from.pad != NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                   _("%s has no free pad %s to link to %s."),
                   flow_node_get_title (from), link->from.pad, flow_node_get_title (to));
    }
  else
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                   _("%s has no free output pad to link to %s."),
                   flow_node_get_title (from), flow_node_get_title (to));
    }
  return FALSE;
}

static gboolean
parse (Parser      *parser,
       const char  *description,
       GError     **error)
{
  g_autoptr(GPtrArray) tokens = NULL;
  End prev = { G_MAXUINT, NULL, NULL };
  gboolean have_prev = FALSE;
  gboolean linking = FALSE;
  guint current = G_MAXUINT;

  if ((tokens = tokenize (description, error)) == NULL)
    return FALSE;

  if (tokens->len == 0)
    {
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_EMPTY,
                           _("The pipeline description is empty."));
      return FALSE;
    }

  for (guint i = 0; i < tokens->len; i++)
    {
      const char *word = tokens->pdata[i];
      g_autofree char *name = NULL;
      g_autofree char *pad = NULL;
      End here = { G_MAXUINT, NULL, NULL };

      if (g_str_equal (word, "!"))
        {
          if (!have_prev || linking)
            {
              g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                                   _("A link “!” has nothing on its left."));
              end_clear (&prev);
              return FALSE;
            }
          linking = TRUE;
          current = G_MAXUINT;
          continue;
        }

      if (strchr (word, '=') != NULL && !is_caps (word) && !linking)
        {
          if (current == G_MAXUINT)
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                           _("The property “%s” belongs to no element."), word);
              end_clear (&prev);
              return FALSE;
            }
          if (!set_property (parser, current, word, error))
            {
              end_clear (&prev);
              return FALSE;
            }
          continue;
        }

      if (parse_reference (word, &name, &pad))
        {
          here.name = g_steal_pointer (&name);
          here.pad = g_steal_pointer (&pad);
          current = G_MAXUINT;
        }
      else if (is_caps (word))
        {
          g_autofree char *caps = unquote (word);
          g_autofree char *quoted = NULL;

          if (!linking)
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                           _("The caps “%s” are not between two links."), caps);
              end_clear (&prev);
              return FALSE;
            }
          if ((here.element = add_element (parser, "capsfilter", error)) == G_MAXUINT)
            {
              end_clear (&prev);
              return FALSE;
            }
          quoted = g_strdup_printf ("caps=\"%s\"", caps);
          if (!set_property (parser, here.element, quoted, error))
            {
              end_clear (&prev);
              return FALSE;
            }
          current = G_MAXUINT;
        }
      else
        {
          if ((here.element = add_element (parser, word, error)) == G_MAXUINT)
            {
              end_clear (&prev);
              return FALSE;
            }
          current = here.element;
        }

      if (linking)
        add_link (parser, &prev, &here);

      end_clear (&prev);
      prev = here;
      have_prev = TRUE;
      linking = FALSE;
    }

  end_clear (&prev);

  if (linking)
    {
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE,
                           _("A link “!” has nothing on its right."));
      return FALSE;
    }

  for (guint i = 0; i < parser->links->len; i++)
    if (!connect_link (parser, &g_array_index (parser->links, Link, i), error))
      return FALSE;

  for (guint i = 0; i < parser->pad_properties->len; i++)
    {
      PadProperty *property = &g_array_index (parser->pad_properties, PadProperty, i);
      FlowGstElementNode *node = parser->nodes->pdata[property->element];
      g_autofree char *value = NULL;

      value = property->value[0] == '"' || property->value[0] == '\'' ? unquote (property->value)
                                                                     : g_strdup (property->value);
      if (!flow_gst_element_node_set_pad_property (node, property->pad, property->name, value, error))
        return FALSE;
    }

  return TRUE;
}

/* Reads a gst-launch-1.0 description into @graph, laid out, as one
 * step of its history (a paste, through @serializer, which knows the
 * element node types). Returns the new nodes; on error, NULL, and @graph
 * is as before.
 */
GListModel *
flow_gst_launch_import (FlowGraph       *graph,
                        FlowSerializer  *serializer,
                        const char      *description,
                        GError         **error)
{
  g_autoptr(FlowGraph) scratch = flow_gst_graph_new ();
  g_autofree char *data = NULL;
  Parser parser = { 0, };
  GListModel *pasted = NULL;
  gsize length;

  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (FLOW_IS_SERIALIZER (serializer), NULL);
  g_return_val_if_fail (description != NULL, NULL);

  parser.graph = scratch;
  parser.nodes = g_ptr_array_new_with_free_func (g_object_unref);
  parser.links = g_array_new (FALSE, TRUE, sizeof (Link));
  g_array_set_clear_func (parser.links, link_clear);
  parser.names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  parser.pad_properties = g_array_new (FALSE, TRUE, sizeof (PadProperty));
  g_array_set_clear_func (parser.pad_properties, pad_property_clear);

  if (parse (&parser, description, error))
    {
      flow_gst_layout (scratch);
      data = flow_serializer_save_nodes_to_data (serializer,
                                                 (FlowNode * const *) parser.nodes->pdata,
                                                 parser.nodes->len, &length);
      pasted = flow_serializer_paste (serializer, graph, data, length, 0, 0, error);
    }

  g_ptr_array_unref (parser.nodes);
  g_array_unref (parser.links);
  g_hash_table_unref (parser.names);
  g_array_unref (parser.pad_properties);

  return pasted;
}

/* Writing */

static void
append_value (GString    *out,
              const char *text)
{
  gboolean plain = *text != '\0';

  for (const char *c = text; *c != '\0' && plain; c++)
    plain = g_ascii_isalnum (*c) || strchr ("_./:,=+-@%", *c) != NULL;

  if (plain)
    {
      g_string_append (out, text);
      return;
    }

  g_string_append_c (out, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}

static const char *
element_name (FlowNode *node)
{
  return GST_OBJECT_NAME (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)));
}

/* The start of the names GStreamer gives elements of @node's type that
 * are made without one, as gst-launch-1.0 makes those the line does not
 * name: the type's name without "Gst", in lower case ("queue" for
 * GstQueue, then "queue0", "queue1"…; "-" before the number when the
 * type's name ends in a digit), as gst_object_set_name_default () does.
 */
static char *
automatic_prefix (FlowNode *node)
{
  const char *type_name = G_OBJECT_TYPE_NAME (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)));
  gsize length;

  g_autofree char *prefix = NULL;

  if (g_str_has_prefix (type_name, "Gst"))
    type_name += 3;
  length = strlen (type_name);
  prefix = length > 0 && g_ascii_isdigit (type_name[length - 1]) ? g_strconcat (type_name, "-", NULL)
                                                                : g_strdup (type_name);

  return g_ascii_strdown (prefix, -1);
}

/* Whether @node's element has a name of the kind GStreamer gives, as
 * one added from the palette or read from a line that did not name it.
 */
static gboolean
has_automatic_name (FlowNode *node)
{
  g_autofree char *prefix = automatic_prefix (node);
  const char *name = element_name (node);
  const char *digits;

  if (!g_str_has_prefix (name, prefix))
    return FALSE;
  digits = name + strlen (prefix);

  return *digits != '\0' && strspn (digits, "0123456789") == strlen (digits);
}

static void
append_element (GString  *out,
                FlowNode *node,
                gboolean  named)
{
  FlowGstElementNode *element_node = FLOW_GST_ELEMENT_NODE (node);
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs;

  g_string_append (out, flow_gst_element_node_get_factory_name (element_node));
  if (named)
    {
      g_string_append (out, " name=");
      append_value (out, element_name (node));
    }

  pspecs = flow_gst_element_node_list_properties (element_node, &n_pspecs);
  for (guint i = 0; i < n_pspecs; i++)
    {
      g_autofree char *text = flow_gst_element_node_dup_written_property (element_node, pspecs[i]);

      if (text == NULL)
        continue;

      g_string_append_printf (out, " %s=", pspecs[i]->name);
      append_value (out, text);
    }

  /* Its pads' properties, "sink_1::xpos=320", on the pads the references
   * name (append_reference ()).
   */
  {
    const char * const *entries = flow_gst_element_node_get_pad_properties (element_node);

    for (guint i = 0; entries != NULL && entries[i] != NULL; i++)
      {
        const char *colons = strstr (entries[i], "::");
        const char *equal = colons != NULL ? strchr (colons, '=') : NULL;
        g_autofree char *dock = colons != NULL ? g_strndup (entries[i], colons - entries[i]) : NULL;

        if (equal == NULL || flow_node_get_dock (node, dock) == NULL)
          continue;
        g_string_append_c (out, ' ');
        g_string_append_len (out, entries[i], equal + 1 - entries[i]);
        append_value (out, equal + 1);
      }
  }
}

/* The pad part of a reference to @dock: ".name", or "." for a sometimes
 * template (any pad of it, when it appears).
 */
static void
append_reference (GString  *out,
                  FlowDock *dock)
{
  g_string_append (out, element_name (flow_dock_get_node (dock)));
  g_string_append_c (out, '.');
  /* A sometimes pad exists only while playing: its template stands for
   * it. A request pad is asked for by its template too, since elements
   * name their request pads themselves (oggmux refuses "audio_0"),
   * unless the element has pad properties: then by its name, which
   * its properties name too (sink_1::xpos=320), for every request pad
   * of the element, so that none takes another's name first.
   */
  if (flow_gst_dock_get_presence (dock) == GST_PAD_REQUEST && flow_gst_dock_get_template (dock) != NULL &&
      flow_gst_element_node_get_pad_properties (FLOW_GST_ELEMENT_NODE (flow_dock_get_node (dock))) != NULL)
    g_string_append (out, flow_dock_get_name (dock));
  else if (flow_gst_dock_get_presence (dock) == GST_PAD_REQUEST && flow_gst_dock_get_template (dock) != NULL)
    g_string_append (out, GST_PAD_TEMPLATE_NAME_TEMPLATE (flow_gst_dock_get_template (dock)));
  else if (!flow_gst_dock_is_pad_template (dock) && !flow_dock_get_transient (dock))
    g_string_append (out, flow_dock_get_name (dock));
}

/* Whether "a ! b" says exactly @connection: the plain first pads. */
static gboolean
is_plain (FlowConnection *connection)
{
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
  g_autoptr(FlowDock) first_source = g_list_model_get_item (flow_node_get_sources (flow_dock_get_node (source)), 0);
  g_autoptr(FlowDock) first_sink = g_list_model_get_item (flow_node_get_sinks (flow_dock_get_node (sink)), 0);

  return source == first_source && sink == first_sink &&
         g_list_model_get_n_items (flow_node_get_sources (flow_dock_get_node (source))) == 1 &&
         g_list_model_get_n_items (flow_node_get_sinks (flow_dock_get_node (sink))) == 1 &&
         !flow_dock_get_transient (source);
}

/* The plain link into @node that a chain would follow to it, if any. */
static gboolean
continues_chain (FlowNode *node)
{
  GListModel *sinks = flow_node_get_sinks (node);
  g_autoptr(FlowDock) sink = NULL;
  g_autoptr(FlowConnection) c = NULL;
  FlowDock *source;

  if (g_list_model_get_n_items (sinks) != 1)
    return FALSE;
  sink = g_list_model_get_item (sinks, 0);
  if (flow_dock_get_n_connections (sink) != 1)
    return FALSE;
  c = g_list_model_get_item (flow_dock_get_connections (sink), 0);
  source = FLOW_DOCK (flow_connection_get_source (c));

  return is_plain (c) && flow_dock_get_n_connections (source) == 1 &&
         FLOW_GST_IS_ELEMENT_NODE (flow_dock_get_node (source));
}

/* Whether @connection is written by reference, "t. ! queue": every
 * link between elements that is not in a chain of plain ones, but for
 * those to a pad that only exists while playing.
 */
static gboolean
is_reference (FlowConnection *connection,
              GHashTable     *linked)
{
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

  return !g_hash_table_contains (linked, connection) &&
         FLOW_GST_IS_ELEMENT_NODE (flow_dock_get_node (source)) &&
         FLOW_GST_IS_ELEMENT_NODE (flow_dock_get_node (sink)) &&
         !flow_dock_get_transient (sink);
}

/* The elements whose names the line says: those a reference names, and
 * those whose names a person chose. The others are left to gst-launch to
 * name. GStreamer names those from one count for each type, across the
 * whole process, so an element left unnamed could take the name of one
 * named "queue1" in the line: when a kept name is of the automatic kind,
 * every element of that type keeps its name.
 */
static GHashTable *
dup_named (GListModel *nodes,
           GListModel *connections,
           GHashTable *linked)
{
  GHashTable *named = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) clashing = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) c = g_list_model_get_item (connections, i);

      if (!is_reference (c, linked))
        continue;
      g_hash_table_add (named, flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (c))));
      g_hash_table_add (named, flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (c))));
    }

  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      if (!FLOW_GST_IS_ELEMENT_NODE (node))
        continue;
      if (!has_automatic_name (node))
        g_hash_table_add (named, node);
      else if (g_hash_table_contains (named, node))
        g_hash_table_add (clashing, automatic_prefix (node));
    }

  for (guint i = 0; i < g_list_model_get_n_items (nodes) && g_hash_table_size (clashing) > 0; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      g_autofree char *prefix = NULL;

      if (FLOW_GST_IS_ELEMENT_NODE (node) &&
          g_hash_table_contains (clashing, (prefix = automatic_prefix (node))))
        g_hash_table_add (named, node);
    }

  return named;
}

/* Writes @graph as a gst-launch-1.0 description. Nodes that are not
 * elements, and wires to them, are left out.
 */
char *
flow_gst_launch_export (FlowGraph *graph)
{
  GListModel *nodes = G_LIST_MODEL (graph);
  GListModel *connections = flow_graph_get_connections (graph);
  g_autoptr(GHashTable) written = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) linked = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) chains = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) named = NULL;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);

  /* Chains of plain links, each element once, each from its start
   * whatever the order the nodes were added in; then what is left.
   */
  for (guint i = 0; i < 2 * g_list_model_get_n_items (nodes); i++)
    {
      guint n = g_list_model_get_n_items (nodes);
      g_autoptr(FlowNode) start = g_list_model_get_item (nodes, i % n);
      FlowNode *node = start;
      GPtrArray *chain;

      if (!FLOW_GST_IS_ELEMENT_NODE (start) || g_hash_table_contains (written, start) ||
          (i < n && continues_chain (start)))
        continue;

      chain = g_ptr_array_new ();
      g_ptr_array_add (chains, chain);
      while (node != NULL)
        {
          FlowNode *next = NULL;
          GListModel *sources = flow_node_get_sources (node);

          g_ptr_array_add (chain, node);
          g_hash_table_add (written, node);

          if (g_list_model_get_n_items (sources) == 1)
            {
              g_autoptr(FlowDock) source = g_list_model_get_item (sources, 0);
              g_autoptr(FlowConnection) c = NULL;

              if (flow_dock_get_n_connections (source) == 1)
                c = g_list_model_get_item (flow_dock_get_connections (source), 0);

              if (c != NULL && is_plain (c))
                {
                  FlowNode *to = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (c)));

                  if (FLOW_GST_IS_ELEMENT_NODE (to) && !g_hash_table_contains (written, to))
                    {
                      g_hash_table_add (linked, c);
                      next = to;
                    }
                }
            }
          node = next;
        }
    }

  named = dup_named (nodes, connections, linked);
  for (guint i = 0; i < chains->len; i++)
    {
      GPtrArray *chain = g_ptr_array_index (chains, i);

      if (out->len > 0)
        g_string_append_c (out, ' ');
      for (guint j = 0; j < chain->len; j++)
        {
          FlowNode *node = g_ptr_array_index (chain, j);

          if (j > 0)
            g_string_append (out, " ! ");
          append_element (out, node, g_hash_table_contains (named, node));
        }
    }

  /* Every other link, by reference. */
  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) c = g_list_model_get_item (connections, i);

      if (!is_reference (c, linked))
        continue;

      g_string_append_c (out, ' ');
      append_reference (out, FLOW_DOCK (flow_connection_get_source (c)));
      g_string_append (out, " ! ");
      append_reference (out, FLOW_DOCK (flow_connection_get_sink (c)));
    }

  return g_string_free (out, FALSE);
}

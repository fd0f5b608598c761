/* flow-gst-element-node.c: a GStreamer element as a Flow node: its pads
 * as docks, its properties as the node's parameters.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-element-node.h"

#include "flow-gst-caps.h"

#include <glib/gi18n-lib.h>

/* Implementation notes:
 *
 * Each element factory gets a node class of its own, registered the
 * first time a node of it is made, whose properties stand for the
 * element's (GParamSpecOverride pspecs that forward to the element). So
 * they are the node's parameters for libflow: each edit is a step of the
 * history, undone and redone by libflow, and it wakes the engine. The
 * element is made with the node and kept for its whole life; the player
 * puts the elements of a graph in a pipeline when it plays.
 *
 * Docks: an always pad is a dock of its name; a sometimes template is a
 * dock of the template's name that any number of wires may leave, each
 * linked to a pad of the template when one appears (what gst-launch does
 * with "demux. ! queue"); the pads that appear are transient docks while
 * the pipeline runs, which may be wired themselves. A request template
 * is an on-demand "+" dock: a wire dropped on it makes a dock of its own
 * (src_0, src_1…), whose pad the player requests when it plays.
 *
 * The properties of request pads (a compositor input's xpos) are one
 * more parameter, "pad-properties" (flow-gst-pad-properties.c).
 *
 * Rejected: one node class for every element, with the properties kept
 * as node data (the history would have needed a hook of its own, and
 * libflow's parameters already are what a property edit is); asking for
 * request pads when their dock is made (undo would then have to release
 * them, while a pipeline may be using them).
 */

typedef struct
{
  GstElement *element;

  GstState    element_state;
  char       *debug;
  double      level;
  GstSample  *sample;
  /* "dock::property=value" (flow-gst-pad-properties.c), or NULL. */
  GStrv       pad_properties;
  /* The names of the element's properties given a value through the
   * node (an edit, an undo, a file, a gst-launch line), or NULL: the
   * only ones written, since elements change others themselves as they
   * run (audiotestsrc's blocksize).
   */
  GHashTable *chosen;
} FlowGstElementNodePrivate;

enum {
  PROP_0,
  PROP_ELEMENT_STATE,
  PROP_DEBUG,
  PROP_LEVEL,
  PROP_SAMPLE,
  PROP_PAD_PROPERTIES,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (FlowGstElementNode, flow_gst_element_node, FLOW_TYPE_NODE)

static GQuark node_quark;

/* The properties a class forwards to its element: from N_PROPS on. (The
 * pspec GObject passes is then the element's, the override's target.)
 */
static gboolean
forwards (guint prop_id)
{
  return prop_id >= N_PROPS;
}

static void
flow_gst_element_node_dispose (GObject *object)
{
  FlowGstElementNode *self = (FlowGstElementNode *)object;
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (priv->element != NULL)
    {
      g_object_set_qdata (G_OBJECT (priv->element), node_quark, NULL);
      gst_object_unref (priv->element);
      priv->element = NULL;
    }

  G_OBJECT_CLASS (flow_gst_element_node_parent_class)->dispose (object);
}

static void
flow_gst_element_node_finalize (GObject *object)
{
  FlowGstElementNode *self = (FlowGstElementNode *)object;
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  g_free (priv->debug);
  g_clear_pointer (&priv->sample, gst_sample_unref);
  g_strfreev (priv->pad_properties);
  g_clear_pointer (&priv->chosen, g_hash_table_unref);

  G_OBJECT_CLASS (flow_gst_element_node_parent_class)->finalize (object);
}

static void
flow_gst_element_node_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FlowGstElementNode *self = FLOW_GST_ELEMENT_NODE (object);
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (forwards (prop_id))
    {
      g_object_get_property (G_OBJECT (priv->element), pspec->name, value);
      return;
    }

  switch (prop_id)
    {
    case PROP_ELEMENT_STATE:
      g_value_set_enum (value, priv->element_state);
      break;

    case PROP_DEBUG:
      g_value_set_string (value, priv->debug);
      break;

    case PROP_LEVEL:
      g_value_set_double (value, priv->level);
      break;

    case PROP_SAMPLE:
      g_value_set_boxed (value, priv->sample);
      break;

    case PROP_PAD_PROPERTIES:
      g_value_set_boxed (value, priv->pad_properties);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The always pads whose template takes any format say what they take
 * and give now, as their answer to a caps query: a caps filter's caps,
 * set by the property just changed (one of caps, as a caps filter's,
 * an appsrc's or a capssetter's). So the graph refuses to link a
 * filter of audio to a video input, as linking would fail, rather than
 * taking the template's "anything".
 */
static void
narrow_open_docks (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  for (guint kind = 0; kind < 2; kind++)
    {
      GListModel *docks = kind == 0 ? flow_node_get_sinks (FLOW_NODE (self))
                                    : flow_node_get_sources (FLOW_NODE (self));

      for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
          GstPadTemplate *templ = flow_gst_dock_get_template (dock);
          g_autoptr(GstCaps) template_caps = NULL;
          g_autoptr(GstPad) pad = NULL;
          g_autoptr(GstCaps) caps = NULL;

          if (templ == NULL || flow_gst_dock_get_presence (dock) != GST_PAD_ALWAYS ||
              flow_gst_dock_is_pad_template (dock))
            continue;

          template_caps = gst_pad_template_get_caps (templ);
          if (!gst_caps_is_any (template_caps) ||
              (pad = gst_element_get_static_pad (priv->element, flow_dock_get_name (dock))) == NULL)
            continue;

          caps = gst_pad_query_caps (pad, NULL);
          flow_gst_dock_set_caps (dock, caps != NULL ? caps : template_caps);
        }
    }
}

/* @name, a property's name, static as its pspec's. */
static void
mark_chosen (FlowGstElementNode *self,
             const char         *name)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (priv->chosen == NULL)
    priv->chosen = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_add (priv->chosen, (gpointer) g_intern_string (name));
}

static void
flow_gst_element_node_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FlowGstElementNode *self = FLOW_GST_ELEMENT_NODE (object);
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (forwards (prop_id))
    {
      mark_chosen (self, pspec->name);
      g_object_set_property (G_OBJECT (priv->element), pspec->name, value);
      if (G_PARAM_SPEC_VALUE_TYPE (pspec) == GST_TYPE_CAPS)
        narrow_open_docks (self);
      if (pspec->flags & G_PARAM_EXPLICIT_NOTIFY)
        g_object_notify (object, pspec->name);
      return;
    }

  switch (prop_id)
    {
    case PROP_PAD_PROPERTIES:
      {
        const char * const *entries = g_value_get_boxed (value);
        g_auto(GStrv) before = NULL;

        if (entries != NULL && entries[0] == NULL)
          entries = NULL;
        if ((priv->pad_properties == NULL && entries == NULL) ||
            (priv->pad_properties != NULL && entries != NULL &&
             g_strv_equal ((const char * const *) priv->pad_properties, entries)))
          return;

        before = g_steal_pointer (&priv->pad_properties);
        priv->pad_properties = g_strdupv ((char **) entries);
        _flow_gst_element_node_pad_properties_changed (self, (const char * const *) before);
        g_object_notify_by_pspec (object, pspec);
      }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static char *
dock_name_for (FlowNode       *node,
               GstPadTemplate *templ)
{
  const char *name_template = GST_PAD_TEMPLATE_NAME_TEMPLATE (templ);
  const char *percent = strchr (name_template, '%');

  if (percent == NULL)
    return g_strdup (name_template);

  for (guint i = 0; ; i++)
    {
      g_autofree char *prefix = g_strndup (name_template, percent - name_template);
      /* %u, %d and %s all take a number; what follows stays. */
      char *name = g_strdup_printf ("%s%u%s", prefix, i, percent + 2);

      if (flow_node_get_dock (node, name) == NULL)
        return name;
      g_free (name);
    }
}

static FlowDock *
request_dock_named (FlowGstElementNode *self,
                    GstPadTemplate     *templ,
                    const char         *name)
{
  FlowDock *dock;

  dock = flow_gst_dock_new (GST_PAD_TEMPLATE_DIRECTION (templ), name,
                            GST_PAD_TEMPLATE_CAPS (templ), templ, GST_PAD_REQUEST);
  return dock;
}

static FlowDock *
flow_gst_element_node_request_dock (FlowNode  *node,
                                    FlowDock  *on_demand,
                                    GError   **error)
{
  FlowGstElementNode *self = FLOW_GST_ELEMENT_NODE (node);
  GstPadTemplate *templ = flow_gst_dock_get_template (on_demand);
  g_autofree char *name = NULL;

  if (templ == NULL)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                   _("The element %s cannot make a pad for %s."),
                   flow_node_get_title (node), flow_dock_get_name (on_demand));
      return NULL;
    }

  name = dock_name_for (node, templ);
  return request_dock_named (self, templ, name);
}

static JsonNode *
flow_gst_element_node_save (FlowNode *node)
{
  FlowGstElementNode *self = FLOW_GST_ELEMENT_NODE (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree GParamSpec **pspecs = NULL;
  GListModel *docks[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };
  guint n_pspecs;

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, GST_OBJECT_NAME (flow_gst_element_node_get_element (self)));

  json_builder_set_member_name (builder, "properties");
  json_builder_begin_object (builder);
  pspecs = flow_gst_element_node_list_properties (self, &n_pspecs);
  for (guint i = 0; i < n_pspecs; i++)
    {
      g_autofree char *text = flow_gst_element_node_dup_written_property (self, pspecs[i]);

      if (text == NULL)
        continue;

      json_builder_set_member_name (builder, pspecs[i]->name);
      json_builder_add_string_value (builder, text);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "request-pads");
  json_builder_begin_array (builder);
  for (guint d = 0; d < G_N_ELEMENTS (docks); d++)
    for (guint i = 0; i < g_list_model_get_n_items (docks[d]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (docks[d], i);
        GstPadTemplate *templ = flow_gst_dock_get_template (dock);

        /* A request pad of one name has its dock from the start. */
        if (flow_gst_dock_get_presence (dock) != GST_PAD_REQUEST ||
            flow_dock_get_on_demand (dock) || templ == NULL || flow_gst_template_is_single_request (templ))
          continue;

        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "name");
        json_builder_add_string_value (builder, flow_dock_get_name (dock));
        json_builder_set_member_name (builder, "template");
        json_builder_add_string_value (builder, GST_PAD_TEMPLATE_NAME_TEMPLATE (templ));
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);

  _flow_gst_pad_properties_save (self, builder);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
flow_gst_element_node_load (FlowNode  *node,
                            JsonNode  *data,
                            GError   **error)
{
  FlowGstElementNode *self = FLOW_GST_ELEMENT_NODE (node);
  g_autofree char *old_name = NULL;
  GstElementClass *element_class;
  JsonObject *object, *props = NULL;
  JsonArray *pads = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (data))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The data of an element is not an object."));
      return FALSE;
    }

  object = json_node_get_object (data);
  if (json_object_has_member (object, "properties"))
    {
      if (!JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "properties")))
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("The properties of an element are not an object."));
          return FALSE;
        }
      props = json_object_get_object_member (object, "properties");
    }
  if (json_object_has_member (object, "request-pads"))
    {
      if (!JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "request-pads")))
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("The request pads of an element are not a list."));
          return FALSE;
        }
      pads = json_object_get_array_member (object, "request-pads");
    }

  element_class = GST_ELEMENT_GET_CLASS (flow_gst_element_node_get_element (self));

  if (json_object_has_member (object, "name"))
    {
      const char *name = json_object_get_string_member_with_default (object, "name", NULL);

      if (name == NULL || *name == '\0')
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("The name of an element is not text."));
          return FALSE;
        }
      old_name = gst_object_get_name (GST_OBJECT (flow_gst_element_node_get_element (self)));
      gst_object_set_name (GST_OBJECT (flow_gst_element_node_get_element (self)), name);
      flow_gst_element_names_renamed (self, old_name);
    }

  for (guint i = 0; pads != NULL && i < json_array_get_length (pads); i++)
    {
      JsonNode *pad = json_array_get_element (pads, i);
      const char *name, *template_name;
      GstPadTemplate *templ;

      if (!JSON_NODE_HOLDS_OBJECT (pad) ||
          (name = json_object_get_string_member_with_default (json_node_get_object (pad), "name", NULL)) == NULL ||
          (template_name = json_object_get_string_member_with_default (json_node_get_object (pad), "template", NULL)) == NULL)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("A request pad is described without its name or template."));
          return FALSE;
        }

      if (flow_node_get_dock (node, name) != NULL)
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("The element %s has the pad %s twice."),
                       flow_gst_element_node_get_factory_name (self), name);
          return FALSE;
        }

      templ = gst_element_class_get_pad_template (element_class, template_name);
      if (templ == NULL || GST_PAD_TEMPLATE_PRESENCE (templ) != GST_PAD_REQUEST)
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("The element %s has no request pads called %s."),
                       flow_gst_element_node_get_factory_name (self), template_name);
          return FALSE;
        }

      {
        g_autoptr(FlowDock) dock = request_dock_named (self, templ, name);
        flow_node_add_dock (node, dock);
      }
    }

  if (props != NULL)
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;

      json_object_iter_init (&iter, props);
      while (json_object_iter_next (&iter, &name, &value))
        {
          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_STRING)
            {
              g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The value of the property %s is not text."), name);
              return FALSE;
            }
          if (!flow_gst_element_node_set_property_from_string (self, name,
                                                              json_node_get_string (value),
                                                              error))
            return FALSE;
        }
    }

  return _flow_gst_pad_properties_load (self, object, error);
}

static void
flow_gst_element_node_class_init (FlowGstElementNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  object_class->dispose = flow_gst_element_node_dispose;
  object_class->finalize = flow_gst_element_node_finalize;
  object_class->get_property = flow_gst_element_node_get_property;
  object_class->set_property = flow_gst_element_node_set_property;

  node_class->request_dock = flow_gst_element_node_request_dock;
  node_class->save = flow_gst_element_node_save;
  node_class->load = flow_gst_element_node_load;

  node_quark = g_quark_from_static_string ("flow-gst-element-node");

  /* Read-only: not parameters, never in the history. */
  properties[PROP_ELEMENT_STATE] =
    g_param_spec_enum ("element-state", NULL, NULL,
                       GST_TYPE_STATE, GST_STATE_NULL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEBUG] =
    g_param_spec_string ("debug", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_double ("level", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_SAMPLE] =
    g_param_spec_boxed ("sample", NULL, NULL,
                        GST_TYPE_SAMPLE,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* A parameter: edits of pad properties are steps of the history. */
  properties[PROP_PAD_PROPERTIES] =
    g_param_spec_boxed ("pad-properties", NULL, NULL,
                        G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_gst_element_node_init (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  priv->level = -G_MAXDOUBLE;
  /* An element works in the pipeline, not in the graph's evaluation:
   * muting it would bypass nothing.
   */
  flow_node_set_can_mute (FLOW_NODE (self), FALSE);
}

/* The classes of factories */

gboolean
flow_gst_property_is_shown (GParamSpec *pspec)
{
  return (pspec->flags & G_PARAM_READABLE) != 0 &&
         pspec->owner_type != GST_TYPE_OBJECT &&
         pspec->owner_type != G_TYPE_OBJECT;
}

/* A pspec like @pspec, for the node's class: GObject lists no
 * g_param_spec_override () of a property of an unrelated class, so
 * libflow would not see such properties as parameters. NULL for the
 * kinds of values no editor takes anyway.
 */
static GParamSpec *
copy_pspec (GParamSpec *p)
{
  GParamFlags flags = (p->flags & (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY)) |
                      G_PARAM_STATIC_STRINGS;
  const char *name = g_param_spec_get_name (p);
  const char *nick = g_param_spec_get_nick (p);
  const char *blurb = g_param_spec_get_blurb (p);
  GType type = G_PARAM_SPEC_TYPE (p);

  /* The strings live as long as the element's class, which the factory
   * keeps loaded.
   */
  if (type == G_TYPE_PARAM_BOOLEAN)
    return g_param_spec_boolean (name, nick, blurb, G_PARAM_SPEC_BOOLEAN (p)->default_value, flags);
  if (type == G_TYPE_PARAM_INT)
    return g_param_spec_int (name, nick, blurb, G_PARAM_SPEC_INT (p)->minimum,
                             G_PARAM_SPEC_INT (p)->maximum, G_PARAM_SPEC_INT (p)->default_value, flags);
  if (type == G_TYPE_PARAM_UINT)
    return g_param_spec_uint (name, nick, blurb, G_PARAM_SPEC_UINT (p)->minimum,
                              G_PARAM_SPEC_UINT (p)->maximum, G_PARAM_SPEC_UINT (p)->default_value, flags);
  if (type == G_TYPE_PARAM_LONG)
    return g_param_spec_long (name, nick, blurb, G_PARAM_SPEC_LONG (p)->minimum,
                              G_PARAM_SPEC_LONG (p)->maximum, G_PARAM_SPEC_LONG (p)->default_value, flags);
  if (type == G_TYPE_PARAM_ULONG)
    return g_param_spec_ulong (name, nick, blurb, G_PARAM_SPEC_ULONG (p)->minimum,
                               G_PARAM_SPEC_ULONG (p)->maximum, G_PARAM_SPEC_ULONG (p)->default_value, flags);
  if (type == G_TYPE_PARAM_INT64)
    return g_param_spec_int64 (name, nick, blurb, G_PARAM_SPEC_INT64 (p)->minimum,
                               G_PARAM_SPEC_INT64 (p)->maximum, G_PARAM_SPEC_INT64 (p)->default_value, flags);
  if (type == G_TYPE_PARAM_UINT64)
    return g_param_spec_uint64 (name, nick, blurb, G_PARAM_SPEC_UINT64 (p)->minimum,
                                G_PARAM_SPEC_UINT64 (p)->maximum, G_PARAM_SPEC_UINT64 (p)->default_value, flags);
  if (type == G_TYPE_PARAM_FLOAT)
    return g_param_spec_float (name, nick, blurb, G_PARAM_SPEC_FLOAT (p)->minimum,
                               G_PARAM_SPEC_FLOAT (p)->maximum, G_PARAM_SPEC_FLOAT (p)->default_value, flags);
  if (type == G_TYPE_PARAM_DOUBLE)
    return g_param_spec_double (name, nick, blurb, G_PARAM_SPEC_DOUBLE (p)->minimum,
                                G_PARAM_SPEC_DOUBLE (p)->maximum, G_PARAM_SPEC_DOUBLE (p)->default_value, flags);
  if (type == G_TYPE_PARAM_STRING)
    return g_param_spec_string (name, nick, blurb, G_PARAM_SPEC_STRING (p)->default_value, flags);
  if (type == G_TYPE_PARAM_ENUM)
    return g_param_spec_enum (name, nick, blurb, p->value_type, G_PARAM_SPEC_ENUM (p)->default_value, flags);
  if (type == G_TYPE_PARAM_FLAGS)
    return g_param_spec_flags (name, nick, blurb, p->value_type, G_PARAM_SPEC_FLAGS (p)->default_value, flags);
  if (type == G_TYPE_PARAM_BOXED)
    return g_param_spec_boxed (name, nick, blurb, p->value_type, flags);
  if (type == GST_TYPE_PARAM_FRACTION)
    {
      GstParamSpecFraction *f = GST_PARAM_SPEC_FRACTION (p);

      return gst_param_spec_fraction (name, nick, blurb, f->min_num, f->min_den, f->max_num,
                                      f->max_den, f->def_num, f->def_den, flags);
    }

  return NULL;
}

static void
factory_class_init (gpointer g_class,
                    gpointer class_data)
{
  FlowGstElementNodeClass *klass = g_class;
  GObjectClass *object_class = G_OBJECT_CLASS (g_class);
  GObjectClass *parent_class = g_type_class_peek_parent (g_class);
  GstElementFactory *factory = class_data;
  g_autofree GParamSpec **pspecs = NULL;
  GObjectClass *element_class;
  GParamSpec *copy;
  guint n_pspecs, id = N_PROPS;

  klass->factory = gst_object_ref (factory);

  /* GObject does not pass these on to subclasses. */
  object_class->get_property = flow_gst_element_node_get_property;
  object_class->set_property = flow_gst_element_node_set_property;

  element_class = g_type_class_ref (gst_element_factory_get_element_type (factory));
  pspecs = g_object_class_list_properties (element_class, &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      GParamSpec *pspec = pspecs[i];

      if (!flow_gst_property_is_shown (pspec) ||
          (pspec->flags & G_PARAM_WRITABLE) == 0 ||
          (pspec->flags & G_PARAM_CONSTRUCT_ONLY) != 0 ||
          g_object_class_find_property (parent_class, pspec->name) != NULL)
        continue;

      if ((copy = copy_pspec (pspec)) != NULL)
        g_object_class_install_property (object_class, id++, copy);
    }

  g_type_class_unref (element_class);
}

/* Adds to @node the dock of a pad template, unless it has a dock of that
 * name: for request and sometimes pads, a dock that stands for the pads
 * the template makes; for an always pad, or a request pad of one name,
 * the pad's own dock.
 */
static void
add_template_dock (FlowNode       *node,
                   GstPadTemplate *templ)
{
  const char *name = GST_PAD_TEMPLATE_NAME_TEMPLATE (templ);
  GstPadPresence presence = GST_PAD_TEMPLATE_PRESENCE (templ);
  g_autoptr(FlowDock) dock = NULL;
  g_autofree char *label = NULL;

  if (GST_PAD_TEMPLATE_DIRECTION (templ) == GST_PAD_UNKNOWN ||
      flow_node_get_dock (node, name) != NULL)
    return;

  dock = flow_gst_dock_new (GST_PAD_TEMPLATE_DIRECTION (templ), name,
                            GST_PAD_TEMPLATE_CAPS (templ), templ, presence);

  if (presence == GST_PAD_REQUEST && !flow_gst_template_is_single_request (templ))
    {
      /* TRANSLATORS: the label of a dock that makes a request pad. */
      label = g_strdup_printf (_("+ %s"), name);
      flow_dock_set_on_demand (dock, TRUE);
    }
  else if (presence == GST_PAD_SOMETIMES)
    {
      /* TRANSLATORS: the label of a dock for the sometimes pads of a template. */
      label = g_strdup_printf (_("%s (sometimes)"), name);
      /* A sometimes sink takes one pad's worth of links each. */
    }

  if (label != NULL)
    flow_dock_set_label (dock, label);
  flow_node_add_dock (node, dock);
}

/* Orders pads (pointers to them in a GPtrArray) by name. */
static int
compare_pads (gconstpointer a,
              gconstpointer b)
{
  return g_strcmp0 (GST_PAD_NAME (*(GstPad **)a), GST_PAD_NAME (*(GstPad **)b));
}

/* Orders pad templates (pointers to them in a GPtrArray) by name. */
static int
compare_templates (gconstpointer a,
                   gconstpointer b)
{
  GstPadTemplate *first = *(GstPadTemplate **)a;
  GstPadTemplate *second = *(GstPadTemplate **)b;

  return g_strcmp0 (GST_PAD_TEMPLATE_NAME_TEMPLATE (first),
                    GST_PAD_TEMPLATE_NAME_TEMPLATE (second));
}

static void
factory_instance_init (GTypeInstance *instance,
                       gpointer       g_class)
{
  FlowGstElementNode *self = (FlowGstElementNode *)instance;
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  FlowGstElementNodeClass *klass = g_class;
  GstElementClass *element_class;
  g_autoptr(GstIterator) iter = NULL;
  g_autoptr(GPtrArray) coming = NULL;
  g_autoptr(GPtrArray) pads = NULL;
  GValue item = G_VALUE_INIT;
  GList *templates;

  priv->element = gst_element_factory_create (klass->factory, NULL);
  if (priv->element == NULL)
    {
      g_warning ("The element factory %s made no element",
                 GST_OBJECT_NAME (klass->factory));
      return;
    }
  gst_object_ref_sink (priv->element);
  g_object_set_qdata (G_OBJECT (priv->element), node_quark, self);
  flow_gst_element_names_watch (self);

  flow_node_set_title (FLOW_NODE (self), GST_OBJECT_NAME (klass->factory));

  /* Always pads, as the element made them, by name (below). */
  pads = g_ptr_array_new_with_free_func (gst_object_unref);
  iter = gst_element_iterate_pads (priv->element);
  while (gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      g_ptr_array_add (pads, gst_object_ref (g_value_get_object (&item)));
      g_value_reset (&item);
    }
  g_value_unset (&item);
  g_ptr_array_sort (pads, compare_pads);

  for (guint i = 0; i < pads->len; i++)
    {
      GstPad *pad = g_ptr_array_index (pads, i);
      GstPadTemplate *templ = GST_PAD_PAD_TEMPLATE (pad);
      g_autoptr(GstCaps) caps = NULL;
      g_autoptr(FlowDock) dock = NULL;

      /* A bin's ghost pad may have no template; its class's template
       * of the same name says what it takes, as the registry does.
       */
      if (templ == NULL)
        templ = gst_element_class_get_pad_template (GST_ELEMENT_GET_CLASS (priv->element),
                                                    GST_PAD_NAME (pad));
      caps = templ != NULL ? gst_pad_template_get_caps (templ) : gst_pad_get_pad_template_caps (pad);
      dock = flow_gst_dock_new (GST_PAD_DIRECTION (pad), GST_PAD_NAME (pad), caps,
                                templ, GST_PAD_ALWAYS);
      flow_node_add_dock (FLOW_NODE (self), dock);
    }

  /* Then the templates of the pads that come and go. Both by name: the
   * registry keeps no order of a factory's templates that lasts (it
   * lists them the other way round each time it is written again), and
   * a description made from it must give the docks in the order a node
   * made has them.
   */
  element_class = GST_ELEMENT_GET_CLASS (priv->element);
  coming = g_ptr_array_new ();
  for (templates = gst_element_class_get_pad_template_list (element_class);
       templates != NULL; templates = templates->next)
    if (GST_PAD_TEMPLATE_PRESENCE (templates->data) != GST_PAD_ALWAYS)
      g_ptr_array_add (coming, templates->data);
  g_ptr_array_sort (coming, compare_templates);
  for (guint i = 0; i < coming->len; i++)
    add_template_dock (FLOW_NODE (self), g_ptr_array_index (coming, i));
}

GType
flow_gst_element_node_type_for (GstElementFactory *factory)
{
  static GHashTable *types;
  static GMutex mutex;
  GstElementFactory *loaded;
  GType type;

  g_return_val_if_fail (GST_IS_ELEMENT_FACTORY (factory), G_TYPE_INVALID);

  g_mutex_lock (&mutex);
  if (types == NULL)
    types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  type = GPOINTER_TO_SIZE (g_hash_table_lookup (types, GST_OBJECT_NAME (factory)));
  if (type == G_TYPE_INVALID &&
      (loaded = GST_ELEMENT_FACTORY (gst_plugin_feature_load (GST_PLUGIN_FEATURE (factory)))) != NULL)
    {
      g_autofree char *type_name = flow_gst_element_node_type_name (GST_OBJECT_NAME (factory));
      GTypeInfo info = {
        .class_size = sizeof (FlowGstElementNodeClass),
        .class_init = factory_class_init,
        .class_data = loaded,
        .instance_size = sizeof (FlowGstElementNode),
        .instance_init = factory_instance_init,
      };

      /* The class keeps the loaded factory; the type lives as long as
       * the program.
       */
      type = g_type_register_static (FLOW_GST_TYPE_ELEMENT_NODE, type_name, &info, 0);
      g_hash_table_insert (types, g_strdup (GST_OBJECT_NAME (factory)), GSIZE_TO_POINTER (type));
    }
  g_mutex_unlock (&mutex);

  return type;
}

/* Public API */

/**
 * flow_gst_template_pattern:
 * @name_template: the name template of a pad template, such as "src_%u"
 *
 * A pattern for g_pattern_match_simple () that the names of the pads
 * made from the template match: "src_%u" gives "src_*", oggdemux's
 * "src_%08x" too.
 *
 * Returns: (transfer full): the pattern
 */
char *
flow_gst_template_pattern (const char *name_template)
{
  GString *pattern = g_string_new (NULL);

  for (const char *c = name_template; *c != '\0'; c++)
    {
      if (c[0] != '%' || c[1] == '\0')
        {
          g_string_append_c (pattern, *c);
          continue;
        }

      /* A conversion: its flags and width, up to its letter. */
      g_string_append_c (pattern, '*');
      c++;
      while (c[1] != '\0' && !g_ascii_isalpha (*c))
        c++;
    }

  return g_string_free (pattern, FALSE);
}

/* The name of the node type of an element factory, which is also its
 * type name in Flow files: "FlowGstNode-audiotestsrc".
 */
char *
flow_gst_element_node_type_name (const char *factory_name)
{
  char *type_name = g_strconcat ("FlowGstNode-", factory_name, NULL);

  return g_strcanon (type_name, G_CSET_A_2_Z G_CSET_a_2_z G_CSET_DIGITS "-_+", '_');
}

/* A node that describes the elements of @factory_name for lists of node
 * types: their title, and a dock for each pad template, as a node made
 * has them (always pads first), read from the registry's record of the
 * factory without loading its plugin or making an element. NULL for a
 * factory that is not installed.
 */
FlowNode *
flow_gst_element_node_describe (const char *factory_name)
{
  g_autoptr(GstElementFactory) factory = NULL;
  g_autoptr(GPtrArray) always = NULL;
  g_autoptr(GPtrArray) coming = NULL;
  FlowNode *node;

  g_return_val_if_fail (factory_name != NULL, NULL);

  if ((factory = gst_element_factory_find (factory_name)) == NULL)
    return NULL;

  flow_gst_caps_init ();

  node = flow_node_new ();
  flow_node_set_title (node, GST_OBJECT_NAME (factory));

  /* Always pads first, then the others, each by name as a node made has
   * them.
   */
  always = g_ptr_array_new_with_free_func (gst_object_unref);
  coming = g_ptr_array_new_with_free_func (gst_object_unref);
  for (const GList *l = gst_element_factory_get_static_pad_templates (factory); l != NULL; l = l->next)
    {
      GstStaticPadTemplate *static_templ = l->data;
      GstPadTemplate *templ = gst_object_ref_sink (gst_static_pad_template_get (static_templ));

      g_ptr_array_add (static_templ->presence == GST_PAD_ALWAYS ? always : coming, templ);
    }
  g_ptr_array_sort (always, compare_templates);
  g_ptr_array_sort (coming, compare_templates);
  for (guint i = 0; i < always->len; i++)
    add_template_dock (node, g_ptr_array_index (always, i));
  for (guint i = 0; i < coming->len; i++)
    add_template_dock (node, g_ptr_array_index (coming, i));

  return node;
}

FlowNode *
flow_gst_element_node_new (const char  *factory_name,
                           GError     **error)
{
  g_autoptr(GstElementFactory) factory = NULL;
  FlowGstElementNode *node;
  GType type;

  g_return_val_if_fail (factory_name != NULL, NULL);

  flow_gst_caps_init ();

  factory = gst_element_factory_find (factory_name);
  if (factory == NULL || (type = flow_gst_element_node_type_for (factory)) == G_TYPE_INVALID)
    {
      g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_MISSING_PLUGIN,
                   _("No GStreamer element called “%s” is installed."), factory_name);
      return NULL;
    }

  node = g_object_new (type, NULL);
  if (flow_gst_element_node_get_element (node) == NULL)
    {
      g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_FAILED,
                   _("The GStreamer element “%s” could not be made."), factory_name);
      g_object_unref (node);
      return NULL;
    }

  return FLOW_NODE (node);
}

GstElement *
flow_gst_element_node_get_element (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  g_return_val_if_fail (FLOW_GST_IS_ELEMENT_NODE (self), NULL);

  return priv->element;
}

const char *
flow_gst_element_node_get_factory_name (FlowGstElementNode *self)
{
  g_return_val_if_fail (FLOW_GST_IS_ELEMENT_NODE (self), NULL);

  return GST_OBJECT_NAME (FLOW_GST_ELEMENT_NODE_GET_CLASS (self)->factory);
}

/* The node of @element, or of the nearest of its parents that has one:
 * where a message posted by an element inside a bin belongs.
 */
FlowGstElementNode *
flow_gst_element_node_from_element (GstElement *element)
{
  GstObject *object;

  for (object = GST_OBJECT (element); object != NULL; object = GST_OBJECT_PARENT (object))
    {
      FlowGstElementNode *node = g_object_get_qdata (G_OBJECT (object), node_quark);

      if (node != NULL)
        return node;
    }

  return NULL;
}

/* The node's pad properties, "dock::property=value", sorted; NULL for
 * none. See flow-gst-pad-properties.c.
 */
const char * const *
flow_gst_element_node_get_pad_properties (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  return (const char * const *) priv->pad_properties;
}

GstState
flow_gst_element_node_get_element_state (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  return priv->element_state;
}

/* The pad @dock stands for in the element now, or NULL: that of an
 * always or sometimes pad by its name, the one a request dock got, none
 * for the dock of a template.
 */
static GstPad *
dock_pad_now (FlowGstElementNode *self,
              FlowDock           *dock)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  GstPad *pad;

  if (flow_gst_dock_is_pad_template (dock))
    return NULL;

  if (flow_gst_dock_get_presence (dock) == GST_PAD_REQUEST)
    return (pad = flow_gst_dock_get_request_pad (dock)) != NULL ? gst_object_ref (pad) : NULL;

  return gst_element_get_static_pad (priv->element, flow_dock_get_name (dock));
}

/* The docks of pads tell the format their pad negotiated while the
 * element is paused or playing, and only their templates' otherwise:
 * each as its pad's format changes (flow_gst_element_node_describe_pad
 * (), which the player calls), all of them when the element stops.
 */
static void
describe_docks (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  GListModel *sides[] = { flow_node_get_sinks (FLOW_NODE (self)), flow_node_get_sources (FLOW_NODE (self)) };
  gboolean running = priv->element_state >= GST_STATE_PAUSED;

  if (priv->element == NULL)
    return;

  for (guint side = 0; side < G_N_ELEMENTS (sides); side++)
    for (guint i = 0; i < g_list_model_get_n_items (sides[side]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (sides[side], i);
        g_autoptr(GstPad) pad = NULL;
        g_autoptr(GstCaps) current = NULL;

        if (flow_gst_dock_is_pad_template (dock))
          continue;

        if (running && (pad = dock_pad_now (self, dock)) != NULL)
          current = gst_pad_get_current_caps (pad);

        flow_gst_dock_describe (dock, current);
      }
}

/* The format of @pad, a pad of the node's element, changed: its dock
 * tells the new one. Pads of elements inside the element (a bin's) have
 * no dock.
 */
void
flow_gst_element_node_describe_pad (FlowGstElementNode *self,
                                    GstPad             *pad)
{
  GListModel *sides[] = { flow_node_get_sinks (FLOW_NODE (self)), flow_node_get_sources (FLOW_NODE (self)) };
  g_autoptr(GstPad) dock_pad = NULL;
  FlowDock *dock;

  g_return_if_fail (GST_IS_PAD (pad));

  dock = flow_node_get_dock (FLOW_NODE (self), GST_PAD_NAME (pad));

  /* Most docks bear their pad's name; request pads are named by their
   * element.
   */
  if (dock != NULL && (dock_pad = dock_pad_now (self, dock)) == pad)
    {
      g_autoptr(GstCaps) current = gst_pad_get_current_caps (pad);

      flow_gst_dock_describe (dock, current);
      return;
    }

  for (guint side = 0; side < G_N_ELEMENTS (sides); side++)
    for (guint i = 0; i < g_list_model_get_n_items (sides[side]); i++)
      {
        g_autoptr(FlowDock) other = g_list_model_get_item (sides[side], i);

        if (flow_gst_dock_get_presence (other) == GST_PAD_REQUEST &&
            flow_gst_dock_get_request_pad (other) == pad)
          {
            g_autoptr(GstCaps) current = gst_pad_get_current_caps (pad);

            flow_gst_dock_describe (other, current);
            return;
          }
      }
}

void
flow_gst_element_node_set_element_state (FlowGstElementNode *self,
                                         GstState            state)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  GstState before = priv->element_state;

  if (before == state)
    return;

  priv->element_state = state;
  /* Formats are negotiated from paused on, each told as it comes
   * (flow_gst_element_node_describe_pad ()), and forgotten below; so is
   * the last level measured, which a meter would go on showing.
   */
  if (state < GST_STATE_PAUSED && before >= GST_STATE_PAUSED)
    {
      describe_docks (self);
      flow_gst_element_node_set_level (self, -G_MAXDOUBLE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELEMENT_STATE]);
}

const char *
flow_gst_element_node_get_debug (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  return priv->debug;
}

/* Shows a message on the node, with GStreamer's debug text kept for a
 * tooltip or the side panel.
 */
void
flow_gst_element_node_report (FlowGstElementNode *self,
                              FlowNodeState       state,
                              const char         *message,
                              const char         *debug)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (g_strcmp0 (priv->debug, debug) != 0)
    {
      g_free (priv->debug);
      priv->debug = g_strdup (debug);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEBUG]);
    }

  flow_node_report (FLOW_NODE (self), state, message);
}

double
flow_gst_element_node_get_level (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  return priv->level;
}

void
flow_gst_element_node_set_level (FlowGstElementNode *self,
                                 double              level)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (priv->level == level)
    return;

  priv->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

/* The last frame an appsink node received, for the window to show. */
GstSample *
flow_gst_element_node_get_sample (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  return priv->sample;
}

void
flow_gst_element_node_set_sample (FlowGstElementNode *self,
                                  GstSample          *sample)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);

  if (priv->sample == sample)
    return;

  g_clear_pointer (&priv->sample, gst_sample_unref);
  priv->sample = sample != NULL ? gst_sample_ref (sample) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAMPLE]);
}

/* Makes the node's transient docks those of the element's sometimes pads
 * now. Main thread only: the player calls it when pads come and go.
 */
void
flow_gst_element_node_sync_pads (FlowGstElementNode *self)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  FlowNode *node = FLOW_NODE (self);
  g_autoptr(GPtrArray) stale = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GstIterator) iter = NULL;
  GListModel *lists[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };
  GValue item = G_VALUE_INIT;

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);
        g_autoptr(GstPad) pad = NULL;

        if (!flow_dock_get_transient (dock))
          continue;

        pad = gst_element_get_static_pad (priv->element, flow_dock_get_name (dock));
        if (pad == NULL)
          g_ptr_array_add (stale, g_steal_pointer (&dock));
      }

  for (guint i = 0; i < stale->len; i++)
    flow_node_remove_dock (node, g_ptr_array_index (stale, i));

  iter = gst_element_iterate_pads (priv->element);
  while (gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      GstPad *pad = g_value_get_object (&item);
      GstPadTemplate *templ = GST_PAD_PAD_TEMPLATE (pad);
      g_autoptr(FlowDock) dock = NULL;
      g_autoptr(GstCaps) caps = NULL;

      if (templ != NULL && GST_PAD_TEMPLATE_PRESENCE (templ) == GST_PAD_SOMETIMES &&
          flow_node_get_dock (node, GST_PAD_NAME (pad)) == NULL)
        {
          g_autoptr(GstCaps) current = gst_pad_get_current_caps (pad);

          caps = current != NULL ? gst_caps_ref (current) : gst_pad_query_caps (pad, NULL);
          dock = flow_gst_dock_new (GST_PAD_DIRECTION (pad), GST_PAD_NAME (pad), caps,
                                    templ, GST_PAD_SOMETIMES);
          /* Its format may have come before its dock. */
          flow_gst_dock_describe (dock, current);
          flow_dock_set_transient (dock, TRUE);
          /* Saved and copied as wired to its template's dock, where a
           * wire is a delayed link at the next Play (and where the
           * player moves the wires at Stop).
           */
          if (FLOW_IS_SOURCE (dock))
            flow_source_set_stand_in (FLOW_SOURCE (dock), GST_PAD_TEMPLATE_NAME_TEMPLATE (templ));
          flow_node_add_dock (node, dock);
        }
      g_value_reset (&item);
    }
  g_value_unset (&item);
}

static GParamSpec *
find_element_property (FlowGstElementNode  *self,
                       const char          *name,
                       GError             **error)
{
  GParamSpec *pspec;

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (flow_gst_element_node_get_element (self)), name);
  if (pspec == NULL || !flow_gst_property_is_shown (pspec) || (pspec->flags & G_PARAM_WRITABLE) == 0)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("The element %s has no property called “%s” that can be set."),
                   flow_gst_element_node_get_factory_name (self), name);
      return NULL;
    }

  return pspec;
}

/* Sets a property from its text, as gst-launch writes it. Through the
 * node when it is one of its parameters, so that the history records it.
 */
gboolean
flow_gst_element_node_set_property_from_string (FlowGstElementNode  *self,
                                                const char          *name,
                                                const char          *text,
                                                GError             **error)
{
  g_auto(GValue) value = G_VALUE_INIT;
  GParamSpec *pspec, *node_pspec;

  if ((pspec = find_element_property (self, name, error)) == NULL)
    return FALSE;

  g_value_init (&value, pspec->value_type);
  if (!gst_value_deserialize_with_pspec (&value, text, pspec))
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("“%s” is not a value of the property %s of %s."),
                   text, name, flow_gst_element_node_get_factory_name (self));
      return FALSE;
    }

  /* The node's class forwards it (finding it gives the element's pspec,
   * the target of the node's override).
   */
  node_pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self), name);
  if (node_pspec != NULL && node_pspec->owner_type != FLOW_TYPE_NODE &&
      node_pspec->owner_type != FLOW_GST_TYPE_ELEMENT_NODE)
    g_object_set_property (G_OBJECT (self), name, &value);
  else
    flow_gst_element_node_set_element_property (self, name, &value);

  return TRUE;
}

/* Sets the element's property @name, one the node does not forward (of a
 * kind that is no parameter), outside the history, and keeps it among
 * those files and lines write.
 */
void
flow_gst_element_node_set_element_property (FlowGstElementNode *self,
                                            const char         *name,
                                            const GValue       *value)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  GParamSpec *pspec;

  g_return_if_fail (FLOW_GST_IS_ELEMENT_NODE (self));

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (priv->element), name);
  g_return_if_fail (pspec != NULL);

  mark_chosen (self, pspec->name);
  g_object_set_property (G_OBJECT (priv->element), pspec->name, value);
}

/* The element's properties a person may see, sorted by name. */
GParamSpec **
flow_gst_element_node_list_properties (FlowGstElementNode *self,
                                       guint              *n_properties)
{
  g_autofree GParamSpec **all = NULL;
  GParamSpec **shown;
  guint n_all, n = 0;

  all = g_object_class_list_properties (G_OBJECT_GET_CLASS (flow_gst_element_node_get_element (self)), &n_all);
  shown = g_new0 (GParamSpec *, n_all + 1);
  for (guint i = 0; i < n_all; i++)
    if (flow_gst_property_is_shown (all[i]))
      shown[n++] = all[i];

  *n_properties = n;
  return shown;
}

/* An element of the factory of @element as it is made, to compare
 * with: many elements set their properties in their init function to
 * other values than their GParamSpecs' defaults (audiotestsrc's
 * blocksize, the sync of sinks).
 */
static GObject *
pristine (GstElement *element)
{
  static GHashTable *pristines;
  GstElementFactory *factory = gst_element_get_factory (element);
  GstElement *made;

  if (factory == NULL)
    return NULL;

  if (pristines == NULL)
    pristines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, gst_object_unref);

  made = g_hash_table_lookup (pristines, GST_OBJECT_NAME (factory));
  if (made == NULL && (made = gst_element_factory_create (factory, NULL)) != NULL)
    g_hash_table_insert (pristines, g_strdup (GST_OBJECT_NAME (factory)), gst_object_ref_sink (made));

  return G_OBJECT (made);
}

/* The text of the element's property @pspec as files and gst-launch
 * lines write it, or NULL when they leave it out: it cannot be set, or
 * only when the element is made, or was never given a value through the
 * node (the element changed it itself), or has the value a new element
 * of its kind has, or has no text.
 */
char *
flow_gst_element_node_dup_written_property (FlowGstElementNode *self,
                                            GParamSpec         *pspec)
{
  FlowGstElementNodePrivate *priv = flow_gst_element_node_get_instance_private (self);
  GObject *element = G_OBJECT (priv->element);

  if ((pspec->flags & G_PARAM_WRITABLE) == 0 || (pspec->flags & G_PARAM_CONSTRUCT_ONLY) != 0 ||
      priv->chosen == NULL || !g_hash_table_contains (priv->chosen, pspec->name) ||
      flow_gst_property_is_default (element, pspec))
    return NULL;

  return flow_gst_property_to_string (element, pspec);
}

/* Whether the property has the value a new element of its kind has. */
gboolean
flow_gst_property_is_default (GObject    *object,
                              GParamSpec *pspec)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) fresh = G_VALUE_INIT;
  GObject *model;

  g_value_init (&value, pspec->value_type);
  g_object_get_property (object, pspec->name, &value);

  if (!GST_IS_ELEMENT (object) || (model = pristine (GST_ELEMENT (object))) == NULL)
    return g_param_value_defaults (pspec, &value);

  g_value_init (&fresh, pspec->value_type);
  g_object_get_property (model, pspec->name, &fresh);

  if (G_VALUE_HOLDS (&value, GST_TYPE_CAPS))
    return gst_value_compare (&value, &fresh) == GST_VALUE_EQUAL ||
           (gst_value_get_caps (&value) == NULL && gst_value_get_caps (&fresh) == NULL);

  return g_param_values_cmp (pspec, &value, &fresh) == 0;
}

/* The text of a property's value, as gst-launch reads it, or NULL for a
 * value that has none (an object, a pointer).
 */
char *
flow_gst_property_to_string (GObject    *object,
                             GParamSpec *pspec)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, pspec->value_type);
  g_object_get_property (object, pspec->name, &value);

  return flow_gst_value_to_string (&value);
}

/* The text of @value as gst-launch reads it, or NULL for a value that has
 * none (an object, a pointer).
 */
char *
flow_gst_value_to_string (const GValue *value)
{
  if (G_VALUE_HOLDS_STRING (value))
    return g_value_dup_string (value);
  if (G_VALUE_HOLDS_ENUM (value))
    {
      GEnumValue *v = g_enum_get_value (g_type_class_peek (G_VALUE_TYPE (value)), g_value_get_enum (value));

      return v != NULL ? g_strdup (v->value_nick) : NULL;
    }
  if (G_VALUE_HOLDS_OBJECT (value) || G_VALUE_HOLDS_POINTER (value) ||
      G_VALUE_HOLDS (value, GST_TYPE_SAMPLE) ||
      (G_VALUE_HOLDS_BOXED (value) && g_value_get_boxed (value) == NULL))
    return NULL;
  /* A float as the shortest text that reads back as that float, "0.1"
   * rather than the 0.10000000149011612 of the double it is.
   */
  if (G_VALUE_HOLDS_FLOAT (value))
    {
      float number = g_value_get_float (value);
      char text[G_ASCII_DTOSTR_BUF_SIZE];

      for (int precision = 1; precision <= 9; precision++)
        {
          char format[8];

          g_snprintf (format, sizeof format, "%%.%dg", precision);
          g_ascii_formatd (text, sizeof text, format, number);
          if ((float) g_ascii_strtod (text, NULL) == number)
            break;
        }
      return g_strdup (text);
    }
  /* Caps and structures as they are written, not escaped as a string. */
  if (G_VALUE_HOLDS (value, GST_TYPE_CAPS))
    return gst_value_get_caps (value) != NULL ? gst_caps_to_string (gst_value_get_caps (value)) : NULL;
  if (G_VALUE_HOLDS (value, GST_TYPE_STRUCTURE))
    return gst_value_get_structure (value) != NULL ? gst_structure_to_string (gst_value_get_structure (value)) : NULL;

  return gst_value_serialize (value);
}

/* flow-demo-text-nodes.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

/*
 * FlowDemoConcatNode:
 *
 * Joins its two text sinks, "a" and "b", into its "text" source. Numbers
 * connected to it arrive already converted to text by the graph's implicit
 * conversions.
 */

struct _FlowDemoConcatNode
{
  FlowDemoNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowDemoConcatNode, flow_demo_concat_node, FLOW_DEMO_TYPE_NODE)

static void
flow_demo_concat_node_compute (FlowDemoNode *node)
{
  const char *a = flow_demo_node_get_string (node, "a");
  const char *b = flow_demo_node_get_string (node, "b");
  g_autofree char *text = NULL;

  if (a == NULL || b == NULL)
    {
      flow_demo_node_clear (node, "text");
      return;
    }

  text = g_strconcat (a, b, NULL);
  flow_demo_node_set_string (node, "text", text);
}

static void
flow_demo_concat_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_concat_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "a", "A", G_TYPE_STRING);
  flow_demo_node_add_sink (node, "b", "B", G_TYPE_STRING);
  flow_demo_node_add_source (node, "text", _("Text"), G_TYPE_STRING);

  flow_demo_node_compute (node);
}

static void
flow_demo_concat_node_class_init (FlowDemoConcatNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_concat_node_constructed;

  node_class->compute = flow_demo_concat_node_compute;
}

static void
flow_demo_concat_node_init (FlowDemoConcatNode *self)
{
}

FlowNode *
flow_demo_concat_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_CONCAT_NODE, NULL);
}

/*
 * FlowDemoFormatNode:
 *
 * Writes its "value" number sink into a text template, at the place of
 * `{}`, and delivers the result from its "text" source. The template is
 * edited in the node. A template without `{}` is a warning.
 */

struct _FlowDemoFormatNode
{
  FlowDemoNode  parent_instance;

  char         *template;
};

enum {
  FORMAT_PROP_0,
  FORMAT_PROP_TEMPLATE,
  FORMAT_N_PROPS,
};

static GParamSpec *format_properties[FORMAT_N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoFormatNode, flow_demo_format_node, FLOW_DEMO_TYPE_NODE)

#define PLACEHOLDER "{}"

static void
flow_demo_format_node_compute (FlowDemoNode *node)
{
  FlowDemoFormatNode *self = FLOW_DEMO_FORMAT_NODE (node);
  g_autoptr(GString) text = NULL;
  g_autofree char *number = NULL;
  double value;

  if (strstr (self->template, PLACEHOLDER) == NULL)
    flow_node_report (FLOW_NODE (self), FLOW_NODE_STATE_WARNING,
                      _("The template has no “{}” to show the value in."));
  else
    flow_node_report (FLOW_NODE (self), FLOW_NODE_STATE_NORMAL, NULL);

  if (!flow_demo_node_get_double (node, "value", &value))
    {
      flow_demo_node_clear (node, "text");
      return;
    }

  number = g_strdup_printf ("%.10g", value);
  text = g_string_new (self->template);
  g_string_replace (text, PLACEHOLDER, number, 0);

  flow_demo_node_set_string (node, "text", text->str);
}

static void
template_entry_changed_cb (GtkEditable        *entry,
                           FlowDemoFormatNode *self)
{
  flow_demo_format_node_set_template (self, gtk_editable_get_text (entry));
}

static void
template_notify_cb (GtkEditable        *entry,
                    GParamSpec         *pspec,
                    FlowDemoFormatNode *self)
{
  g_autofree char *template_ = NULL;

  if (g_strcmp0 (gtk_editable_get_text (entry), self->template) == 0)
    return;

  /* Setting the text deletes, then inserts: the node must not see the
   * empty text in between.
   */
  template_ = g_strdup (self->template);
  g_signal_handlers_block_by_func (entry, template_entry_changed_cb, self);
  gtk_editable_set_text (entry, template_);
  g_signal_handlers_unblock_by_func (entry, template_entry_changed_cb, self);
}

static GtkWidget *
flow_demo_format_node_create_editor (FlowDemoNode *node)
{
  FlowDemoFormatNode *self = FLOW_DEMO_FORMAT_NODE (node);
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
  gtk_editable_set_text (GTK_EDITABLE (entry), self->template);
  gtk_widget_set_tooltip_text (entry, _("The text to write; “{}” stands for the value"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Template"),
                                  -1);

  /* The entry keeps the node alive as long as it can edit it. */
  g_object_set_data_full (G_OBJECT (entry), "flow-demo-node",
                          g_object_ref (self), g_object_unref);
  g_signal_connect (entry, "changed", G_CALLBACK (template_entry_changed_cb), self);
  g_signal_connect_object (self, "notify::template",
                           G_CALLBACK (template_notify_cb), entry,
                           G_CONNECT_SWAPPED);

  return entry;
}

static JsonNode *
flow_demo_format_node_save (FlowNode *node)
{
  FlowDemoFormatNode *self = FLOW_DEMO_FORMAT_NODE (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "template");
  json_builder_add_string_value (builder, self->template);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
flow_demo_format_node_load (FlowNode  *node,
                            JsonNode  *data,
                            GError   **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (data) ? json_node_get_object (data) : NULL;
  JsonNode *member = object ? json_object_get_member (object, "template") : NULL;

  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_STRING)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("A Format node needs its template as a text."));
      return FALSE;
    }

  flow_demo_format_node_set_template (FLOW_DEMO_FORMAT_NODE (node), json_node_get_string (member));

  return TRUE;
}

static void
flow_demo_format_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_format_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "value", _("Value"), G_TYPE_DOUBLE);
  flow_demo_node_add_source (node, "text", _("Text"), G_TYPE_STRING);

  flow_demo_node_compute (node);
}

static void
flow_demo_format_node_finalize (GObject *object)
{
  FlowDemoFormatNode *self = (FlowDemoFormatNode *)object;

  g_clear_pointer (&self->template, g_free);

  G_OBJECT_CLASS (flow_demo_format_node_parent_class)->finalize (object);
}

static void
flow_demo_format_node_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FlowDemoFormatNode *self = FLOW_DEMO_FORMAT_NODE (object);

  switch (prop_id)
    {
    case FORMAT_PROP_TEMPLATE:
      g_value_set_string (value, self->template);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_format_node_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FlowDemoFormatNode *self = FLOW_DEMO_FORMAT_NODE (object);

  switch (prop_id)
    {
    case FORMAT_PROP_TEMPLATE:
      flow_demo_format_node_set_template (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_format_node_class_init (FlowDemoFormatNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_format_node_constructed;
  object_class->finalize = flow_demo_format_node_finalize;
  object_class->get_property = flow_demo_format_node_get_property;
  object_class->set_property = flow_demo_format_node_set_property;

  FLOW_NODE_CLASS (klass)->save = flow_demo_format_node_save;
  FLOW_NODE_CLASS (klass)->load = flow_demo_format_node_load;

  node_class->compute = flow_demo_format_node_compute;
  node_class->create_editor = flow_demo_format_node_create_editor;

  format_properties[FORMAT_PROP_TEMPLATE] =
    g_param_spec_string ("template", NULL, NULL,
                         PLACEHOLDER,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, FORMAT_N_PROPS, format_properties);
}

static void
flow_demo_format_node_init (FlowDemoFormatNode *self)
{
  self->template = g_strdup (PLACEHOLDER);
}

FlowNode *
flow_demo_format_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_FORMAT_NODE, NULL);
}

const char *
flow_demo_format_node_get_template (FlowDemoFormatNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_FORMAT_NODE (self), NULL);

  return self->template;
}

void
flow_demo_format_node_set_template (FlowDemoFormatNode *self,
                                    const char         *template_)
{
  g_return_if_fail (FLOW_DEMO_IS_FORMAT_NODE (self));

  if (template_ == NULL)
    template_ = "";

  if (g_strcmp0 (self->template, template_) == 0)
    return;

  g_free (self->template);
  self->template = g_strdup (template_);

  g_object_notify_by_pspec (G_OBJECT (self), format_properties[FORMAT_PROP_TEMPLATE]);
}

/* flow-demo-output-nodes.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

/*
 * FlowDemoDisplayNode:
 *
 * Shows whatever arrives at its "value" sink, of any type, as text inside
 * the node; "null" when nothing does.
 */

struct _FlowDemoDisplayNode
{
  FlowDemoNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowDemoDisplayNode, flow_demo_display_node, FLOW_DEMO_TYPE_NODE)

/* Numbers shown to 6 significant digits, at most 12 characters
 * ("-1.23457e-05"), in a label as wide as that and with figures of one
 * width: a changing value (an oscillator's) does not make the node grow
 * and shrink.
 */
#define DISPLAY_NUMBER_CHARS 12

static char *
display_text (const GValue *value)
{
  if (value != NULL && G_VALUE_HOLDS_DOUBLE (value))
    return g_strdup_printf ("%.6g", g_value_get_double (value));
  if (value != NULL && G_VALUE_HOLDS_FLOAT (value))
    return g_strdup_printf ("%.6g", g_value_get_float (value));

  return flow_demo_value_to_string (value);
}

static void
display_sink_notify_cb (GtkLabel   *label,
                        GParamSpec *pspec,
                        FlowDock   *sink)
{
  g_autofree char *text = display_text (flow_dock_get_value (sink));

  gtk_label_set_text (label, text);

  if (flow_dock_has_value (sink))
    gtk_widget_remove_css_class (GTK_WIDGET (label), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (label), "dim-label");
}

static GtkWidget *
flow_demo_display_node_create_editor (FlowDemoNode *node)
{
  FlowDemoDisplayNode *self = FLOW_DEMO_DISPLAY_NODE (node);
  FlowSink *sink = flow_node_get_sink (FLOW_NODE (self), "value");
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_width_chars (GTK_LABEL (label), DISPLAY_NUMBER_CHARS);
  gtk_widget_add_css_class (label, "display-value");
  gtk_widget_add_css_class (label, "numeric");

  g_object_set_data_full (G_OBJECT (label), "flow-demo-node",
                          g_object_ref (self), g_object_unref);
  display_sink_notify_cb (GTK_LABEL (label), NULL, FLOW_DOCK (sink));
  g_signal_connect_object (sink, "notify::value",
                           G_CALLBACK (display_sink_notify_cb), label,
                           G_CONNECT_SWAPPED);

  return label;
}

static void
flow_demo_display_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_display_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "value", _("Value"), FLOW_TYPE_ANY);
}

static void
flow_demo_display_node_class_init (FlowDemoDisplayNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_display_node_constructed;

  node_class->create_editor = flow_demo_display_node_create_editor;
}

static void
flow_demo_display_node_init (FlowDemoDisplayNode *self)
{
}

FlowNode *
flow_demo_display_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_DISPLAY_NODE, NULL);
}

/**
 * flow_demo_display_node_dup_text:
 * @self: a display node
 *
 * Gets the text the node shows for its current value: numbers rounded to
 * 6 significant digits.
 *
 * Returns: (transfer full): the text
 */
char *
flow_demo_display_node_dup_text (FlowDemoDisplayNode *self)
{
  FlowSink *sink;

  g_return_val_if_fail (FLOW_DEMO_IS_DISPLAY_NODE (self), NULL);

  sink = flow_node_get_sink (FLOW_NODE (self), "value");

  return display_text (flow_dock_get_value (FLOW_DOCK (sink)));
}

/*
 * FlowDemoNoteNode:
 *
 * A node without docks that shows a paragraph of text, to explain a graph
 * on the canvas itself.
 */

struct _FlowDemoNoteNode
{
  FlowDemoNode  parent_instance;

  char         *text;
};

enum {
  NOTE_PROP_0,
  NOTE_PROP_TEXT,
  NOTE_N_PROPS,
};

static GParamSpec *note_properties[NOTE_N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoNoteNode, flow_demo_note_node, FLOW_DEMO_TYPE_NODE)

static GtkWidget *
flow_demo_note_node_create_editor (FlowDemoNode *node)
{
  FlowDemoNoteNode *self = FLOW_DEMO_NOTE_NODE (node);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  gtk_label_set_width_chars (GTK_LABEL (label), 32);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "note-text");

  g_object_bind_property (self, "text", label, "label", G_BINDING_SYNC_CREATE);

  return label;
}

static JsonNode *
flow_demo_note_node_save (FlowNode *node)
{
  FlowDemoNoteNode *self = FLOW_DEMO_NOTE_NODE (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, self->text ? self->text : "");
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
flow_demo_note_node_load (FlowNode  *node,
                          JsonNode  *data,
                          GError   **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (data) ? json_node_get_object (data) : NULL;
  JsonNode *member = object ? json_object_get_member (object, "text") : NULL;

  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_STRING)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("A note needs its text."));
      return FALSE;
    }

  flow_demo_note_node_set_text (FLOW_DEMO_NOTE_NODE (node), json_node_get_string (member));

  return TRUE;
}

static void
flow_demo_note_node_finalize (GObject *object)
{
  FlowDemoNoteNode *self = (FlowDemoNoteNode *)object;

  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (flow_demo_note_node_parent_class)->finalize (object);
}

static void
flow_demo_note_node_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  FlowDemoNoteNode *self = FLOW_DEMO_NOTE_NODE (object);

  switch (prop_id)
    {
    case NOTE_PROP_TEXT:
      g_value_set_string (value, self->text);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_note_node_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  FlowDemoNoteNode *self = FLOW_DEMO_NOTE_NODE (object);

  switch (prop_id)
    {
    case NOTE_PROP_TEXT:
      flow_demo_note_node_set_text (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_note_node_class_init (FlowDemoNoteNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->finalize = flow_demo_note_node_finalize;
  object_class->get_property = flow_demo_note_node_get_property;
  object_class->set_property = flow_demo_note_node_set_property;

  FLOW_NODE_CLASS (klass)->save = flow_demo_note_node_save;
  FLOW_NODE_CLASS (klass)->load = flow_demo_note_node_load;

  node_class->create_editor = flow_demo_note_node_create_editor;

  note_properties[NOTE_PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, NOTE_N_PROPS, note_properties);
}

static void
flow_demo_note_node_init (FlowDemoNoteNode *self)
{
}

FlowNode *
flow_demo_note_node_new (const char *text)
{
  return g_object_new (FLOW_DEMO_TYPE_NOTE_NODE,
                       "text", text,
                       NULL);
}

const char *
flow_demo_note_node_get_text (FlowDemoNoteNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_NOTE_NODE (self), NULL);

  return self->text;
}

void
flow_demo_note_node_set_text (FlowDemoNoteNode *self,
                              const char       *text)
{
  g_return_if_fail (FLOW_DEMO_IS_NOTE_NODE (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;

  g_free (self->text);
  self->text = g_strdup (text);

  g_object_notify_by_pspec (G_OBJECT (self), note_properties[NOTE_PROP_TEXT]);
}

/* flow-demo-value-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

/*
 * FlowDemoValueNode:
 *
 * A node with one source, "value", whose value the user edits with the
 * widget inside the node: a spin button for numbers, an entry for text, a
 * switch for a truth value, a colour button for a colour.
 *
 * The source itself holds the value; the editor reads it there, so there
 * is no second copy to keep in sync. The node's "value" property shows the
 * source's value as a parameter of the node: setting it is an edit, which
 * the graph's history records, where setting the source's value directly
 * would be a value produced, which it does not.
 */

struct _FlowDemoValueNode
{
  FlowDemoNode  parent_instance;

  GType         value_type;

  /* Owned by the node's list of sources. */
  FlowSource   *source;

  /* Counts the changes of the source's value. */
  guint         generation;
};

enum {
  PROP_0,
  PROP_VALUE_TYPE,
  PROP_VALUE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoValueNode, flow_demo_value_node, FLOW_DEMO_TYPE_NODE)

static const GdkRGBA default_rgba = { 0.21, 0.52, 0.89, 1.0 };

static void
set_initial_value (FlowDemoValueNode *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, self->value_type);

  if (self->value_type == G_TYPE_STRING)
    g_value_set_static_string (&value, "");
  else if (self->value_type == GDK_TYPE_RGBA)
    g_value_set_boxed (&value, &default_rgba);
  /* Numbers and booleans start at their zero. */

  flow_dock_set_value (FLOW_DOCK (self->source), &value);
}

static void
set_rgba (FlowDemoValueNode *self,
          const GdkRGBA     *rgba)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, GDK_TYPE_RGBA);
  g_value_set_boxed (&value, rgba);
  flow_demo_value_node_set_value (self, &value);
}

static void
set_string (FlowDemoValueNode *self,
            const char        *text)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);
  flow_demo_value_node_set_value (self, &value);
}

static void
set_boolean (FlowDemoValueNode *self,
             gboolean           active)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, active);
  flow_demo_value_node_set_value (self, &value);
}

/* Editors.
 *
 * Each editor keeps its node alive through object data and follows the
 * source's value with a handler tied to the editor's own lifetime.
 */

static FlowDemoValueNode *
editor_get_node (GtkWidget *editor)
{
  return g_object_get_data (G_OBJECT (editor), "flow-demo-node");
}

static void
editor_set_node (GtkWidget         *editor,
                 FlowDemoValueNode *self)
{
  g_object_set_data_full (G_OBJECT (editor), "flow-demo-node",
                          g_object_ref (self), g_object_unref);
}

static void
spin_value_changed_cb (GtkSpinButton *spin)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (spin));
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, self->value_type);
  if (self->value_type == G_TYPE_INT)
    g_value_set_int (&value, gtk_spin_button_get_value_as_int (spin));
  else
    g_value_set_double (&value, gtk_spin_button_get_value (spin));

  flow_demo_value_node_set_value (self, &value);
}

static void
spin_source_notify_cb (GtkSpinButton *spin)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (spin));
  const GValue *value = flow_dock_get_value (FLOW_DOCK (self->source));
  double number = 0.0;

  if (value != NULL)
    number = self->value_type == G_TYPE_INT ? g_value_get_int (value) : g_value_get_double (value);

  gtk_spin_button_set_value (spin, number);
}

static GtkWidget *
create_spin_button (FlowDemoValueNode *self)
{
  gboolean integer = self->value_type == G_TYPE_INT;
  GtkWidget *spin;

  /* The whole range of the value, so that a value from a file or the
   * application is shown, and kept, as it is.
   */
  if (integer)
    spin = gtk_spin_button_new_with_range (G_MININT, G_MAXINT, 1.0);
  else
    spin = gtk_spin_button_new_with_range (-G_MAXDOUBLE, G_MAXDOUBLE, 0.1);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), integer ? 0 : 2);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 6);
  flow_gtk_spin_button_keep_values (GTK_SPIN_BUTTON (spin));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, integer ? _("Whole number") : _("Number"),
                                  -1);
  editor_set_node (spin, self);
  spin_source_notify_cb (GTK_SPIN_BUTTON (spin));

  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_value_changed_cb), NULL);
  g_signal_connect_object (self->source, "notify::value",
                           G_CALLBACK (spin_source_notify_cb), spin,
                           G_CONNECT_SWAPPED);

  return spin;
}

static void
entry_changed_cb (GtkEditable *entry)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (entry));

  set_string (self, gtk_editable_get_text (entry));
}

static void
entry_source_notify_cb (GtkEditable *entry)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (entry));
  const GValue *value = flow_dock_get_value (FLOW_DOCK (self->source));
  g_autofree char *text = g_strdup (value != NULL ? g_value_get_string (value) : NULL);

  if (g_strcmp0 (gtk_editable_get_text (entry), text ? text : "") == 0)
    return;

  /* Setting the text deletes, then inserts: the model must not see the
   * empty text in between.
   */
  g_signal_handlers_block_by_func (entry, entry_changed_cb, NULL);
  gtk_editable_set_text (entry, text ? text : "");
  g_signal_handlers_unblock_by_func (entry, entry_changed_cb, NULL);
}

static GtkWidget *
create_entry (FlowDemoValueNode *self)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Text"));
  /* The placeholder shows while it is empty only; the name stays. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Text"),
                                  -1);
  editor_set_node (entry, self);
  entry_source_notify_cb (GTK_EDITABLE (entry));

  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed_cb), NULL);
  g_signal_connect_object (self->source, "notify::value",
                           G_CALLBACK (entry_source_notify_cb), entry,
                           G_CONNECT_SWAPPED);

  return entry;
}

static void
switch_active_cb (GtkSwitch *sw)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (sw));

  set_boolean (self, gtk_switch_get_active (sw));
}

static void
switch_source_notify_cb (GtkSwitch *sw)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (sw));
  const GValue *value = flow_dock_get_value (FLOW_DOCK (self->source));

  gtk_switch_set_active (sw, value != NULL && g_value_get_boolean (value));
}

static GtkWidget *
create_switch (FlowDemoValueNode *self)
{
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_halign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Value"),
                                  -1);
  editor_set_node (sw, self);
  switch_source_notify_cb (GTK_SWITCH (sw));

  g_signal_connect (sw, "notify::active", G_CALLBACK (switch_active_cb), NULL);
  g_signal_connect_object (self->source, "notify::value",
                           G_CALLBACK (switch_source_notify_cb), sw,
                           G_CONNECT_SWAPPED);

  return sw;
}

/* GtkColorButton is deprecated from GTK 4.10 in favour of
 * GtkColorDialogButton, which 4.8 lacks; it still works everywhere.
 */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static void
color_button_rgba_cb (GtkColorChooser *button)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (button));
  GdkRGBA rgba;

  gtk_color_chooser_get_rgba (button, &rgba);
  set_rgba (self, &rgba);
}

static void
color_button_source_notify_cb (GtkColorChooser *button)
{
  FlowDemoValueNode *self = editor_get_node (GTK_WIDGET (button));
  const GValue *value = flow_dock_get_value (FLOW_DOCK (self->source));
  const GdkRGBA *rgba = value != NULL ? g_value_get_boxed (value) : NULL;
  GdkRGBA current;

  if (rgba == NULL)
    return;

  gtk_color_chooser_get_rgba (button, &current);
  if (!gdk_rgba_equal (&current, rgba))
    gtk_color_chooser_set_rgba (button, rgba);
}

static GtkWidget *
create_color_button (FlowDemoValueNode *self)
{
  GtkWidget *button = gtk_color_button_new ();

  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), TRUE);
  gtk_color_button_set_title (GTK_COLOR_BUTTON (button), _("Choose a Colour"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Colour"),
                                  -1);
  /* GTK 4.8 leaves the button inside, which takes the focus, unnamed. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (button)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Colour"),
                                  -1);
  editor_set_node (button, self);
  color_button_source_notify_cb (GTK_COLOR_CHOOSER (button));

  g_signal_connect (button, "notify::rgba", G_CALLBACK (color_button_rgba_cb), NULL);
  g_signal_connect_object (self->source, "notify::value",
                           G_CALLBACK (color_button_source_notify_cb), button,
                           G_CONNECT_SWAPPED);

  return button;
}

G_GNUC_END_IGNORE_DEPRECATIONS

static GtkWidget *
flow_demo_value_node_create_editor (FlowDemoNode *node)
{
  FlowDemoValueNode *self = FLOW_DEMO_VALUE_NODE (node);

  if (self->value_type == G_TYPE_DOUBLE || self->value_type == G_TYPE_INT)
    return create_spin_button (self);
  if (self->value_type == G_TYPE_STRING)
    return create_entry (self);
  if (self->value_type == G_TYPE_BOOLEAN)
    return create_switch (self);
  if (self->value_type == GDK_TYPE_RGBA)
    return create_color_button (self);

  return NULL;
}

static void
source_value_changed_cb (FlowDemoValueNode *self)
{
  self->generation++;
}

static const char *
label_for_type (GType type)
{
  if (type == G_TYPE_DOUBLE)
    return _("Number");
  if (type == G_TYPE_INT)
    return _("Integer");
  if (type == G_TYPE_STRING)
    return _("Text");
  if (type == G_TYPE_BOOLEAN)
    return _("Boolean");
  if (type == GDK_TYPE_RGBA)
    return _("Colour");

  return _("Value");
}

static void
flow_demo_value_node_constructed (GObject *object)
{
  FlowDemoValueNode *self = (FlowDemoValueNode *)object;

  G_OBJECT_CLASS (flow_demo_value_node_parent_class)->constructed (object);

  self->source = flow_demo_node_add_source (FLOW_DEMO_NODE (self), "value",
                                            label_for_type (self->value_type),
                                            self->value_type);
  g_signal_connect_swapped (self->source, "notify::value",
                            G_CALLBACK (source_value_changed_cb), self);
  set_initial_value (self);
}

static void
flow_demo_value_node_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  FlowDemoValueNode *self = FLOW_DEMO_VALUE_NODE (object);

  switch (prop_id)
    {
    case PROP_VALUE_TYPE:
      g_value_set_gtype (value, self->value_type);
      break;

    case PROP_VALUE:
      g_value_set_boxed (value, flow_demo_value_node_get_value (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_value_node_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  FlowDemoValueNode *self = FLOW_DEMO_VALUE_NODE (object);

  switch (prop_id)
    {
    case PROP_VALUE_TYPE:
      self->value_type = g_value_get_gtype (value);
      break;

    case PROP_VALUE:
      flow_demo_value_node_set_value (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_value_node_class_init (FlowDemoValueNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_value_node_constructed;
  object_class->get_property = flow_demo_value_node_get_property;
  object_class->set_property = flow_demo_value_node_set_property;

  /* A value node computes nothing: its output is what the user set. With
   * FlowNode's own compute again (FlowDemoNode's calls a compute this
   * class does not have), the model knows it: muting has nothing to
   * bypass, and inside a group, whose graph never computes, files keep
   * the value.
   */
  FLOW_NODE_CLASS (klass)->compute =
    FLOW_NODE_CLASS (g_type_class_peek (FLOW_TYPE_NODE))->compute;

  node_class->create_editor = flow_demo_value_node_create_editor;

  properties[PROP_VALUE_TYPE] =
    g_param_spec_gtype ("value-type", NULL, NULL,
                        G_TYPE_NONE,
                        (G_PARAM_READWRITE |
                         G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_STATIC_STRINGS));

  /* The node's parameter: the source's value. */
  properties[PROP_VALUE] =
    g_param_spec_boxed ("value", NULL, NULL,
                        G_TYPE_VALUE,
                        (G_PARAM_READWRITE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_demo_value_node_init (FlowDemoValueNode *self)
{
  self->value_type = G_TYPE_DOUBLE;
}

/**
 * flow_demo_value_node_new:
 * @value_type: `G_TYPE_DOUBLE`, `G_TYPE_INT`, `G_TYPE_STRING`,
 *   `G_TYPE_BOOLEAN` or `GDK_TYPE_RGBA`
 *
 * Creates a value node of the given type.
 *
 * Returns: (transfer full): the new node
 */
FlowNode *
flow_demo_value_node_new (GType value_type)
{
  g_return_val_if_fail (value_type == G_TYPE_DOUBLE ||
                        value_type == G_TYPE_INT ||
                        value_type == G_TYPE_STRING ||
                        value_type == G_TYPE_BOOLEAN ||
                        value_type == GDK_TYPE_RGBA, NULL);

  return g_object_new (FLOW_DEMO_TYPE_VALUE_NODE,
                       "value-type", value_type,
                       NULL);
}

GType
flow_demo_value_node_get_value_type (FlowDemoValueNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_VALUE_NODE (self), G_TYPE_INVALID);

  return self->value_type;
}

/**
 * flow_demo_value_node_get_value:
 * @self: a value node
 *
 * Gets the value of the node's source.
 *
 * Returns: (nullable) (transfer none): the value, or `NULL` for null
 */
const GValue *
flow_demo_value_node_get_value (FlowDemoValueNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_VALUE_NODE (self), NULL);

  return flow_dock_get_value (FLOW_DOCK (self->source));
}

/**
 * flow_demo_value_node_set_value:
 * @self: a value node
 * @value: (nullable): the new value, converted to the node's type
 *
 * Sets the value of the node's source, as the editor does: an edit of the
 * node's "value" parameter, which the graph's history records.
 */
void
flow_demo_value_node_set_value (FlowDemoValueNode *self,
                                const GValue      *value)
{
  guint generation;

  g_return_if_fail (FLOW_DEMO_IS_VALUE_NODE (self));

  generation = self->generation;

  if (value != NULL && G_VALUE_HOLDS (value, GDK_TYPE_RGBA))
    flow_demo_node_set_rgba (FLOW_DEMO_NODE (self), "value", g_value_get_boxed (value));
  else
    flow_dock_set_value (FLOW_DOCK (self->source), value);

  /* The source knows whether anything changed. */
  if (self->generation != generation)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

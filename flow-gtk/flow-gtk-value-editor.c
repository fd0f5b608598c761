/* flow-gtk-value-editor.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-value-editor-private.h"
#include "flow-gtk-spin-button.h"
#include "flow-gtk-i18n-private.h"

#include "flow-gtk-compat-private.h"

#include <math.h>

/* FlowGtkValueEditor: the inline editor of an unconnected sink's
 * FlowSink:default-value, in a row of the default node widget.
 *
 * It picks a widget by the sink's value type: a spin button for integer
 * and floating-point types, an entry for strings and for 64-bit integers
 * (their exact text, in the type's whole range: a spin button's double
 * holds them exactly only to 2^53; Enter or leaving the entry sets the
 * number, other text is refused and the value shown again), a switch for
 * booleans, a colour button for GdkRGBA and a drop-down for
 * enumerations. Other types have no editor
 * (flow_gtk_value_editor_can_edit () says so).
 *
 * Null is a state of its own. A null default value shows a dim "null"
 * button instead of the widget; clicking it gives the sink a zero value
 * (0, "", FALSE, opaque black or the enumeration's first value) and shows
 * the widget. A set value shows a small clear button beside the widget,
 * which makes the value null again.
 *
 * Text typed into a spin button that is not a number, empty text
 * included, is refused when the spin button is activated or left: it
 * shows the value it had again, and the sink's value is not touched.
 * Empty text does not mean null: only the clear button makes the value
 * null. (The entry of a string takes empty text as "".)
 *
 * CSS nodes:
 *
 *   editor[.null]
 *   ├── spinbutton | entry | switch | colorbutton | dropdown
 *   ├── button.null
 *   ╰── button.clear
 *
 * The editor writes only on user changes: while it copies the model into
 * its widgets, `syncing` keeps their change handlers quiet, so showing a
 * value never writes it back (a rounded number, say).
 *
 * The widget is kept when the editor is pointed at another sink of the
 * same kind, so recycled node widgets rebind cheaply.
 *
 * Each of the three children is made the first time it is shown, not
 * before: a null value makes only its "null" button, a set value its
 * widget and clear button, and a hidden editor (a connected sink's)
 * none until it is shown. Making a hidden spin button and clear button
 * was most of the work of making a node widget: in the benchmark's
 * graph, whose values are all null, an editor took about 2.6 million
 * instructions to make and bind, and takes 0.2 million now (callgrind,
 * the first frame at 100 nodes, whose instructions fell by 24 %).
 */

typedef enum
{
  KIND_NONE,
  KIND_INTEGER,
  /* 64-bit integers: a double holds them exactly only to 2^53. */
  KIND_WIDE_INTEGER,
  KIND_FLOAT,
  KIND_TEXT,
  KIND_BOOLEAN,
  KIND_COLOR,
  KIND_ENUM,
} Kind;

struct _FlowGtkValueEditor
{
  GtkWidget   parent_instance;

  /* Owned; NULL while unbound. */
  FlowSink   *sink;
  gulong      default_notify_id;
  gulong      label_notify_id;

  /* The widget for a set value, of kind; NULL for KIND_NONE and until a
   * value is first shown.
   */
  GtkWidget  *value_widget;
  Kind        kind;
  /* For KIND_ENUM: the enumeration value_widget's model lists. */
  GType       enum_type;
  /* For KIND_INTEGER and KIND_FLOAT: the type the range is set for. */
  GType       range_type;

  /* Made when first shown, then kept for the editor's lifetime. */
  GtkWidget  *null_button;
  GtkWidget  *clear_button;

  guint       syncing : 1;
  /* In a view that does not edit: told to assistive technologies,
   * which see the children's looks no more than their input being
   * refused.
   */
  guint       read_only : 1;
};

G_DEFINE_FINAL_TYPE (FlowGtkValueEditor, flow_gtk_value_editor, GTK_TYPE_WIDGET)

static Kind
kind_for_type (GType type)
{
  if (type == G_TYPE_INVALID || type == FLOW_TYPE_ANY)
    return KIND_NONE;

  if (type == GDK_TYPE_RGBA)
    return KIND_COLOR;

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_CHAR:
    case G_TYPE_UCHAR:
    case G_TYPE_INT:
    case G_TYPE_UINT:
      return KIND_INTEGER;
    case G_TYPE_LONG:
    case G_TYPE_ULONG:
      return sizeof (long) > 4 ? KIND_WIDE_INTEGER : KIND_INTEGER;
    case G_TYPE_INT64:
    case G_TYPE_UINT64:
      return KIND_WIDE_INTEGER;
    case G_TYPE_FLOAT:
    case G_TYPE_DOUBLE:
      return KIND_FLOAT;
    case G_TYPE_STRING:
      return KIND_TEXT;
    case G_TYPE_BOOLEAN:
      return KIND_BOOLEAN;
    case G_TYPE_ENUM:
      return KIND_ENUM;
    default:
      return KIND_NONE;
    }
}

/* The range a spin button offers for @type. (64-bit integers have an
 * entry: KIND_WIDE_INTEGER.)
 */
static void
get_range (GType   type,
           double *lower,
           double *upper)
{
  const double max_exact = 9007199254740992.0; /* 2^53 */

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_CHAR:
      *lower = G_MININT8, *upper = G_MAXINT8;
      break;
    case G_TYPE_UCHAR:
      *lower = 0, *upper = G_MAXUINT8;
      break;
    case G_TYPE_INT:
      *lower = G_MININT, *upper = G_MAXINT;
      break;
    case G_TYPE_UINT:
      *lower = 0, *upper = G_MAXUINT;
      break;
    case G_TYPE_LONG:
      *lower = MAX (G_MINLONG, -max_exact), *upper = MIN (G_MAXLONG, max_exact);
      break;
    case G_TYPE_ULONG:
      *lower = 0, *upper = MIN (G_MAXULONG, max_exact);
      break;
    case G_TYPE_FLOAT:
      *lower = -G_MAXFLOAT, *upper = G_MAXFLOAT;
      break;
    case G_TYPE_DOUBLE:
    default:
      *lower = -G_MAXDOUBLE, *upper = G_MAXDOUBLE;
      break;
    }
}

static GType
value_type (FlowGtkValueEditor *self)
{
  return self->sink != NULL ? flow_dock_get_value_type (FLOW_DOCK (self->sink)) : G_TYPE_INVALID;
}

/* Writes @value (NULL for null) as the sink's default value. */
static void
write_value (FlowGtkValueEditor *self,
             const GValue       *value)
{
  if (self->syncing || self->sink == NULL)
    return;

  flow_sink_set_default_value (self->sink, value);
}

static void
write_number (FlowGtkValueEditor *self,
              double              number)
{
  g_auto(GValue) source = G_VALUE_INIT;
  g_auto(GValue) value = G_VALUE_INIT;
  GType type = value_type (self);

  /* A spin button commits what was typed when it loses the focus, also
   * once its row no longer shows an input.
   */
  if (self->syncing || self->sink == NULL)
    return;

  if (self->kind == KIND_INTEGER)
    number = round (number);

  g_value_init (&source, G_TYPE_DOUBLE);
  g_value_set_double (&source, number);
  g_value_init (&value, type);
  if (!g_value_transform (&source, &value))
    g_return_if_reached ();

  write_value (self, &value);
}

/* Spin buttons */

static void
spin_value_changed_cb (FlowGtkValueEditor *self,
                       GtkSpinButton      *spin)
{
  write_number (self, gtk_spin_button_get_value (spin));
}

static GtkWidget *
create_spin_button (FlowGtkValueEditor *self,
                    Kind                kind)
{
  GtkWidget *spin;

  if (kind == KIND_INTEGER)
    spin = gtk_spin_button_new_with_range (G_MININT, G_MAXINT, 1);
  else
    spin = gtk_spin_button_new_with_range (-G_MAXDOUBLE, G_MAXDOUBLE, 0.1);

  /* No digits: the shortest text that reads back as the value. Integers
   * too read their text this way: GTK's own parser reads empty text as
   * 0, and depends on the locale.
   */
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  flow_gtk_spin_button_keep_values_of_type (GTK_SPIN_BUTTON (spin), value_type (self));
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 5);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (spin), 8);
  g_signal_connect_object (spin, "value-changed", G_CALLBACK (spin_value_changed_cb),
                           self, G_CONNECT_SWAPPED);

  return spin;
}

/* Entries */

static void
entry_changed_cb (FlowGtkValueEditor *self,
                  GtkEditable        *editable)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, value_type (self));
  g_value_set_string (&value, gtk_editable_get_text (editable));
  write_value (self, &value);
}

/* Entries of 64-bit integers */

static void sync_from_model (FlowGtkValueEditor *self);

/* The text of @value, a wide integer, exactly. */
static char *
wide_integer_text (const GValue *value)
{
  g_auto(GValue) number = G_VALUE_INIT;

  switch (G_TYPE_FUNDAMENTAL (G_VALUE_TYPE (value)))
    {
    case G_TYPE_ULONG:
    case G_TYPE_UINT64:
      g_value_init (&number, G_TYPE_UINT64);
      g_value_transform (value, &number);
      return g_strdup_printf ("%" G_GUINT64_FORMAT, g_value_get_uint64 (&number));
    default:
      g_value_init (&number, G_TYPE_INT64);
      g_value_transform (value, &number);
      return g_strdup_printf ("%" G_GINT64_FORMAT, g_value_get_int64 (&number));
    }
}

/* Reads the entry's text as a whole number of the sink's type, in its
 * range, and writes it; any other text is refused and the value shown
 * again, as the spin buttons do.
 */
static void
wide_integer_commit (FlowGtkValueEditor *self)
{
  g_autofree char *text = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  GType type = value_type (self);
  gboolean ok;

  if (self->syncing || self->sink == NULL || self->value_widget == NULL)
    return;

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->value_widget))));

  g_value_init (&value, type);
  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_ULONG:
    case G_TYPE_UINT64:
      {
        guint64 number = 0;

        ok = g_ascii_string_to_unsigned (text, 10, 0,
                                         G_TYPE_FUNDAMENTAL (type) == G_TYPE_ULONG ? G_MAXULONG : G_MAXUINT64,
                                         &number, NULL);
        if (G_TYPE_FUNDAMENTAL (type) == G_TYPE_ULONG)
          g_value_set_ulong (&value, (gulong) number);
        else
          g_value_set_uint64 (&value, number);
      }
      break;
    default:
      {
        gint64 number = 0;

        ok = g_ascii_string_to_signed (text, 10,
                                       G_TYPE_FUNDAMENTAL (type) == G_TYPE_LONG ? G_MINLONG : G_MININT64,
                                       G_TYPE_FUNDAMENTAL (type) == G_TYPE_LONG ? G_MAXLONG : G_MAXINT64,
                                       &number, NULL);
        if (G_TYPE_FUNDAMENTAL (type) == G_TYPE_LONG)
          g_value_set_long (&value, (glong) number);
        else
          g_value_set_int64 (&value, number);
      }
      break;
    }

  /* The same number again (Enter, leaving) changes nothing: the sink
   * keeps a default equal to the one it has without an edit.
   */
  if (ok)
    write_value (self, &value);

  /* Refused, or taken: the entry shows the sink's value. */
  sync_from_model (self);
}

static void
wide_integer_focus_leave_cb (FlowGtkValueEditor *self)
{
  wide_integer_commit (self);
}

/* Switches */

static void
switch_active_cb (FlowGtkValueEditor *self,
                  GParamSpec         *pspec,
                  GtkSwitch          *widget)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, value_type (self));
  g_value_set_boolean (&value, gtk_switch_get_active (widget));
  write_value (self, &value);
}

/* Colour buttons */

static void
color_set_cb (FlowGtkValueEditor *self,
              GtkWidget          *button)
{
  g_auto(GValue) value = G_VALUE_INIT;
  GdkRGBA color;

  _flow_gtk_color_button_get_rgba (button, &color);
  g_value_init (&value, GDK_TYPE_RGBA);
  g_value_set_boxed (&value, &color);
  write_value (self, &value);
}

/* Drop-downs */

static void
dropdown_selected_cb (FlowGtkValueEditor *self,
                      GParamSpec         *pspec,
                      GtkDropDown        *dropdown)
{
  g_autoptr(GEnumClass) enum_class = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->syncing || self->sink == NULL)
    return;

  enum_class = g_type_class_ref (self->enum_type);
  if (selected >= enum_class->n_values)
    return;

  g_value_init (&value, self->enum_type);
  g_value_set_enum (&value, enum_class->values[selected].value);
  write_value (self, &value);
}

static void
configure_enum (FlowGtkValueEditor *self,
                GType               type)
{
  g_autoptr(GEnumClass) enum_class = NULL;
  g_autoptr(GtkStringList) strings = NULL;

  if (self->enum_type == type)
    return;

  enum_class = g_type_class_ref (type);
  strings = gtk_string_list_new (NULL);
  for (guint i = 0; i < enum_class->n_values; i++)
    gtk_string_list_append (strings, enum_class->values[i].value_nick);

  self->enum_type = type;
  self->syncing = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->value_widget), G_LIST_MODEL (strings));
  self->syncing = FALSE;
}

/* The value widget */

static GtkWidget *
create_value_widget (FlowGtkValueEditor *self,
                     Kind                kind)
{
  GtkWidget *widget = NULL;

  switch (kind)
    {
    case KIND_INTEGER:
    case KIND_FLOAT:
      widget = create_spin_button (self, kind);
      break;

    case KIND_WIDE_INTEGER:
      {
        GtkEventController *focus = gtk_event_controller_focus_new ();

        widget = gtk_entry_new ();
        gtk_editable_set_width_chars (GTK_EDITABLE (widget), 6);
        gtk_editable_set_max_width_chars (GTK_EDITABLE (widget), 20);
        gtk_entry_set_input_purpose (GTK_ENTRY (widget), GTK_INPUT_PURPOSE_NUMBER);
        g_signal_connect_object (widget, "activate", G_CALLBACK (wide_integer_commit),
                                 self, G_CONNECT_SWAPPED);
        g_signal_connect_object (focus, "leave", G_CALLBACK (wide_integer_focus_leave_cb),
                                 self, G_CONNECT_SWAPPED);
        gtk_widget_add_controller (widget, focus);
      }
      break;

    case KIND_TEXT:
      widget = gtk_entry_new ();
      gtk_editable_set_width_chars (GTK_EDITABLE (widget), 6);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (widget), 12);
      g_signal_connect_object (widget, "changed", G_CALLBACK (entry_changed_cb),
                               self, G_CONNECT_SWAPPED);
      break;

    case KIND_BOOLEAN:
      widget = gtk_switch_new ();
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      g_signal_connect_object (widget, "notify::active", G_CALLBACK (switch_active_cb),
                               self, G_CONNECT_SWAPPED);
      break;

    case KIND_COLOR:
      widget = _flow_gtk_color_button_new ();
      g_object_set (widget, "use-alpha", TRUE, NULL);
      g_signal_connect_object (widget, "color-set", G_CALLBACK (color_set_cb),
                               self, G_CONNECT_SWAPPED);
      break;

    case KIND_ENUM:
      widget = gtk_drop_down_new (NULL, NULL);
      g_signal_connect_object (widget, "notify::selected", G_CALLBACK (dropdown_selected_cb),
                               self, G_CONNECT_SWAPPED);
      break;

    case KIND_NONE:
    default:
      g_assert_not_reached ();
    }

  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_halign (widget, GTK_ALIGN_END);

  return widget;
}

static void update_labels (FlowGtkValueEditor *self);

/* Fits the editor to the sink's type: a value widget of another kind is
 * dropped, one of the same kind kept and configured for the type.
 */
static void
configure_value_widget (FlowGtkValueEditor *self)
{
  GType type = value_type (self);
  Kind kind = kind_for_type (type);

  if (kind != self->kind)
    {
      g_clear_pointer (&self->value_widget, gtk_widget_unparent);
      self->kind = kind;
      self->enum_type = G_TYPE_INVALID;
      self->range_type = G_TYPE_INVALID;
    }

  if (self->value_widget == NULL)
    return;

  if ((kind == KIND_INTEGER || kind == KIND_FLOAT) && self->range_type != type)
    {
      GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (self->value_widget));
      double lower, upper;

      get_range (type, &lower, &upper);
      self->syncing = TRUE;
      gtk_adjustment_set_lower (adjustment, lower);
      gtk_adjustment_set_upper (adjustment, upper);
      self->syncing = FALSE;
      self->range_type = type;
    }
  else if (kind == KIND_ENUM)
    {
      configure_enum (self, type);
    }
}

/* Tells assistive technologies whether @child (NULL: none) takes input:
 * the value widget is read-only, a button disabled, while the editor is.
 */
static void
tell_read_only (FlowGtkValueEditor *self,
                GtkWidget          *child)
{
  if (child == NULL)
    return;

  if (child == self->value_widget)
    gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                    GTK_ACCESSIBLE_PROPERTY_READ_ONLY, (gboolean) self->read_only,
                                    -1);
  if (child != self->value_widget || !GTK_IS_EDITABLE (child))
    gtk_accessible_update_state (GTK_ACCESSIBLE (child),
                                 GTK_ACCESSIBLE_STATE_DISABLED, (gboolean) self->read_only,
                                 -1);
}

static void
ensure_value_widget (FlowGtkValueEditor *self)
{
  if (self->value_widget != NULL)
    return;

  self->value_widget = create_value_widget (self, self->kind);
  gtk_widget_insert_after (self->value_widget, GTK_WIDGET (self), NULL);
  configure_value_widget (self);
  update_labels (self);
  tell_read_only (self, self->value_widget);
}

static void null_clicked_cb (FlowGtkValueEditor *self);
static void clear_clicked_cb (FlowGtkValueEditor *self);
static void set_static_tooltip (GtkWidget  *widget,
                                const char *text);

static void
ensure_null_button (FlowGtkValueEditor *self)
{
  if (self->null_button != NULL)
    return;

  self->null_button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->null_button), gtk_label_new (_("null")));
  gtk_widget_add_css_class (self->null_button, "flat");
  gtk_widget_add_css_class (self->null_button, "null");
  gtk_widget_set_hexpand (self->null_button, TRUE);
  gtk_widget_set_halign (self->null_button, GTK_ALIGN_END);
  set_static_tooltip (self->null_button, _("No value: click to give it one"));
  gtk_widget_insert_before (self->null_button, GTK_WIDGET (self), self->clear_button);
  tell_read_only (self, self->null_button);
  g_signal_connect_object (self->null_button, "clicked", G_CALLBACK (null_clicked_cb),
                           self, G_CONNECT_SWAPPED);
  update_labels (self);
}

static void
ensure_clear_button (FlowGtkValueEditor *self)
{
  if (self->clear_button != NULL)
    return;

  self->clear_button = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_add_css_class (self->clear_button, "flat");
  gtk_widget_add_css_class (self->clear_button, "clear");
  gtk_widget_set_valign (self->clear_button, GTK_ALIGN_CENTER);
  set_static_tooltip (self->clear_button, _("Make the value null"));
  gtk_widget_set_parent (self->clear_button, GTK_WIDGET (self));
  tell_read_only (self, self->clear_button);
  g_signal_connect_object (self->clear_button, "clicked", G_CALLBACK (clear_clicked_cb),
                           self, G_CONNECT_SWAPPED);
  update_labels (self);
}

/* Shows @widget if it was made, or makes it with @ensure if it is to be
 * shown, in an editor that is shown itself: a hidden editor (that of a
 * connected sink) makes its children when it is shown.
 */
static void
show_child (FlowGtkValueEditor  *self,
            GtkWidget          **widget,
            void               (*ensure) (FlowGtkValueEditor *self),
            gboolean             visible)
{
  if (*widget == NULL && visible && gtk_widget_get_visible (GTK_WIDGET (self)))
    ensure (self);
  if (*widget != NULL)
    gtk_widget_set_visible (*widget, visible);
}

static double
value_to_double (const GValue *value)
{
  g_auto(GValue) number = G_VALUE_INIT;

  g_value_init (&number, G_TYPE_DOUBLE);
  if (!g_value_transform (value, &number))
    return 0;

  return g_value_get_double (&number);
}

/* Copies the sink's default value into the widgets. */
static void
sync_from_model (FlowGtkValueEditor *self)
{
  const GValue *value = NULL;
  gboolean is_null;

  if (self->sink != NULL)
    value = flow_sink_get_default_value (self->sink);

  is_null = value == NULL;

  if (self->kind == KIND_NONE)
    return;

  show_child (self, &self->null_button, ensure_null_button, is_null);
  show_child (self, &self->clear_button, ensure_clear_button, !is_null);
  show_child (self, &self->value_widget, ensure_value_widget, !is_null);

  if (is_null)
    gtk_widget_add_css_class (GTK_WIDGET (self), "null");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "null");

  /* A hidden editor copies the value when it is shown. */
  if (is_null || self->value_widget == NULL)
    return;

  self->syncing = TRUE;

  switch (self->kind)
    {
    case KIND_INTEGER:
    case KIND_FLOAT:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_widget),
                                 value_to_double (value));
      break;

    case KIND_WIDE_INTEGER:
      {
        g_autofree char *text = wide_integer_text (value);

        if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->value_widget)), text) != 0)
          gtk_editable_set_text (GTK_EDITABLE (self->value_widget), text);
      }
      break;

    case KIND_TEXT:
      {
        const char *text = g_value_get_string (value);

        if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->value_widget)),
                       text != NULL ? text : "") != 0)
          gtk_editable_set_text (GTK_EDITABLE (self->value_widget), text != NULL ? text : "");
      }
      break;

    case KIND_BOOLEAN:
      gtk_switch_set_active (GTK_SWITCH (self->value_widget), g_value_get_boolean (value));
      break;

    case KIND_COLOR:
      {
        const GdkRGBA *color = g_value_get_boxed (value);
        GdkRGBA black = { 0, 0, 0, 1 };

        _flow_gtk_color_button_set_rgba (self->value_widget, color != NULL ? color : &black);
      }
      break;

    case KIND_ENUM:
      {
        g_autoptr(GEnumClass) enum_class = g_type_class_ref (self->enum_type);
        guint position = GTK_INVALID_LIST_POSITION;
        int number = g_value_get_enum (value);

        for (guint i = 0; i < enum_class->n_values; i++)
          if (enum_class->values[i].value == number)
            {
              position = i;
              break;
            }

        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->value_widget), position);
      }
      break;

    case KIND_NONE:
    default:
      g_assert_not_reached ();
    }

  self->syncing = FALSE;
}

static void
update_labels (FlowGtkValueEditor *self)
{
  g_autofree char *null_label = NULL;
  g_autofree char *clear_label = NULL;
  const char *label;

  if (self->sink == NULL)
    return;

  label = flow_dock_get_label (FLOW_DOCK (self->sink));
  null_label = g_strdup_printf (_("%s: null, give it a value"), label);
  clear_label = g_strdup_printf (_("Make %s null"), label);

  if (self->null_button != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->null_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, null_label,
                                    -1);
  if (self->clear_button != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->clear_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, clear_label,
                                    -1);
  if (self->value_widget != NULL)
    {
      GtkWidget *inner = _flow_gtk_get_inner_button (self->value_widget);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->value_widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      if (inner != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (inner),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                        -1);
    }
}

static void
default_value_notify_cb (FlowGtkValueEditor *self)
{
  sync_from_model (self);
}

static void
label_notify_cb (FlowGtkValueEditor *self)
{
  update_labels (self);
}

/* A value of the sink's type that stands for "zero": what the null
 * button gives the sink.
 */
static void
init_zero_value (FlowGtkValueEditor *self,
                 GValue             *value)
{
  GType type = value_type (self);

  g_value_init (value, type);

  switch (self->kind)
    {
    case KIND_TEXT:
      g_value_set_string (value, "");
      break;

    case KIND_COLOR:
      g_value_set_boxed (value, &(GdkRGBA) { 0, 0, 0, 1 });
      break;

    case KIND_ENUM:
      {
        g_autoptr(GEnumClass) enum_class = g_type_class_ref (type);

        if (enum_class->n_values > 0)
          g_value_set_enum (value, enum_class->values[0].value);
      }
      break;

    case KIND_INTEGER:
    case KIND_WIDE_INTEGER:
    case KIND_FLOAT:
    case KIND_BOOLEAN:
    case KIND_NONE:
    default:
      /* g_value_init () already made it 0 or FALSE. */
      break;
    }
}

static void
null_clicked_cb (FlowGtkValueEditor *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  if (self->sink == NULL || self->kind == KIND_NONE)
    return;

  init_zero_value (self, &value);
  write_value (self, &value);

  if (self->value_widget != NULL && gtk_widget_get_visible (self->value_widget))
    gtk_widget_grab_focus (self->value_widget);
}

static void
clear_clicked_cb (FlowGtkValueEditor *self)
{
  write_value (self, NULL);

  if (self->null_button != NULL && gtk_widget_get_visible (self->null_button))
    gtk_widget_grab_focus (self->null_button);
}

static void
flow_gtk_value_editor_dispose (GObject *object)
{
  FlowGtkValueEditor *self = (FlowGtkValueEditor *)object;

  flow_gtk_value_editor_set_sink (self, NULL);

  g_clear_pointer (&self->value_widget, gtk_widget_unparent);
  g_clear_pointer (&self->null_button, gtk_widget_unparent);
  g_clear_pointer (&self->clear_button, gtk_widget_unparent);

  G_OBJECT_CLASS (flow_gtk_value_editor_parent_class)->dispose (object);
}

/* Makes the children a hidden editor did not make. */
static void
flow_gtk_value_editor_show (GtkWidget *widget)
{
  FlowGtkValueEditor *self = (FlowGtkValueEditor *)widget;

  GTK_WIDGET_CLASS (flow_gtk_value_editor_parent_class)->show (widget);

  if (self->sink != NULL)
    sync_from_model (self);
}

static void
flow_gtk_value_editor_class_init (FlowGtkValueEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_value_editor_dispose;

  widget_class->show = flow_gtk_value_editor_show;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor");
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  const char *text)
{
  gtk_tooltip_set_text (tooltip, text);

  return TRUE;
}

/* Like gtk_widget_set_tooltip_text (), which asks the X server where the
 * pointer is each time it is called: too dear for editors made whenever
 * a node scrolls into view.
 */
static void
set_static_tooltip (GtkWidget  *widget,
                    const char *text)
{
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), (gpointer) text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
flow_gtk_value_editor_init (FlowGtkValueEditor *self)
{
}

GtkWidget *
flow_gtk_value_editor_new (void)
{
  return g_object_new (FLOW_GTK_TYPE_VALUE_EDITOR, NULL);
}

FlowSink *
flow_gtk_value_editor_get_sink (FlowGtkValueEditor *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VALUE_EDITOR (self), NULL);

  return self->sink;
}

/* Points the editor at @sink (or at nothing), keeping its widget when the
 * new sink's type needs the same kind.
 */
void
flow_gtk_value_editor_set_sink (FlowGtkValueEditor *self,
                                FlowSink           *sink)
{
  g_return_if_fail (FLOW_GTK_IS_VALUE_EDITOR (self));
  g_return_if_fail (sink == NULL || FLOW_IS_SINK (sink));

  if (self->sink == sink)
    return;

  if (self->sink != NULL)
    {
      g_clear_signal_handler (&self->default_notify_id, self->sink);
      g_clear_signal_handler (&self->label_notify_id, self->sink);
      g_clear_object (&self->sink);
    }

  if (sink == NULL)
    return;

  self->sink = g_object_ref (sink);
  self->default_notify_id =
    g_signal_connect_object (sink, "notify::default-value",
                             G_CALLBACK (default_value_notify_cb),
                             self, G_CONNECT_SWAPPED);
  self->label_notify_id =
    g_signal_connect_object (sink, "notify::label",
                             G_CALLBACK (label_notify_cb),
                             self, G_CONNECT_SWAPPED);

  configure_value_widget (self);
  sync_from_model (self);
  update_labels (self);
}

/* Whether a sink of @type gets an inline editor. */
gboolean
flow_gtk_value_editor_can_edit (GType type)
{
  return kind_for_type (type) != KIND_NONE;
}

GtkWidget *
flow_gtk_value_editor_get_value_widget (FlowGtkValueEditor *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VALUE_EDITOR (self), NULL);

  return self->value_widget;
}

GtkWidget *
flow_gtk_value_editor_get_null_button (FlowGtkValueEditor *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VALUE_EDITOR (self), NULL);

  return self->null_button;
}

GtkWidget *
flow_gtk_value_editor_get_clear_button (FlowGtkValueEditor *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VALUE_EDITOR (self), NULL);

  return self->clear_button;
}

/* In a view that does not edit, the editor takes no input (the node
 * widget makes it so); this tells assistive technologies, for its
 * children now and to come.
 */
void
_flow_gtk_value_editor_set_read_only (FlowGtkValueEditor *self,
                                      gboolean            read_only)
{
  g_return_if_fail (FLOW_GTK_IS_VALUE_EDITOR (self));

  if (self->read_only == !!read_only)
    return;

  self->read_only = !!read_only;
  tell_read_only (self, self->value_widget);
  tell_read_only (self, self->null_button);
  tell_read_only (self, self->clear_button);
}

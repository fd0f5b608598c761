/* flow-gst-properties.c: editors for an element's properties, made from
 * their GParamSpecs, inline on a node and in the side panel.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-properties.h"

#include "flow-gst-caps.h"
#include "flow-app-files.h"

#include <flow-gtk/flow-gtk.h>

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Implementation notes:
 *
 * An editor sets the property on the node, not on the element, so that
 * libflow's history records the edit (see flow-gst-element-node.c). It
 * follows the node's notifications, so undo, redo and loading show.
 * Numbers get spin buttons with the pspec's range, enumerations
 * drop-downs, booleans check buttons, flags a button that opens a check
 * button per flag, and every other value (strings, caps, fractions) an
 * entry of its gst-launch text, which GStreamer reads back; file names
 * and URIs get a file chooser too.
 *
 * The properties of request pads (a compositor input's xpos) follow the
 * element's in the panel, under their pad's name; their editors read and
 * write the node's "pad-properties" parameter through
 * flow-gst-pad-properties.c, the same widgets for the same kinds of
 * values. The panel makes them again when the node's docks change.
 *
 * The wheel scrolls the panel also over a spin button that does not have
 * the focus: GTK's spin buttons take every wheel event over them, so
 * scrolling down the panel changed the values it passed, each change an
 * edit of the pipeline and a step of the history. A focused spin button
 * still takes the wheel, as in GTK. GTK sends the wheel to the widget
 * the pointer last moved onto, not to the one under it now: once the
 * panel has scrolled, what the pointer is over may have changed while
 * the wheel still goes to the spin button it entered, so the panel
 * keeps that spin button from the pointer's last motion rather than
 * picking again at the wheel.
 *
 * Under the properties, "Formats" shows each pad's caps in full (the
 * dock's tooltip names its formats only), and what the pad negotiated
 * while the element runs: the dock keeps it as it describes it
 * (flow_gst_dock_describe ()), and its description's notification
 * brings it to the label.
 *
 * While the pipeline runs, an editor is sensitive only when GStreamer
 * says the property may change in that state (GST_PARAM_MUTABLE_*, or
 * GST_PARAM_CONTROLLABLE: what a controller may change while running);
 * the others say to stop first.
 *
 * A node that leaves its graph (an undo, a delete) is let go: edited
 * from the panel, it would change outside the history, unseen, and come
 * back changed with a redo. The window shows the node still selected.
 */

typedef struct
{
  FlowGstElementNode *node;
  /* The request dock whose pads' property it is, or NULL for the
   * element's.
   */
  char               *pad;
  GParamSpec         *pspec;
  FlowGstPlayer      *player;
  /* For the editors of pads, the player's state they show the pads of. */
  FlowGstPlayerState  player_state;
  GtkWidget          *widget;
  GtkWidget          *value;
  gboolean            updating;
  /* The thread the panel lives in, and whether a refresh from another
   * is on its way to it (atomic).
   */
  GThread            *thread;
  int                 refresh_pending;
} Editor;

static GObject *
editor_target (Editor *editor)
{
  return G_OBJECT (flow_gst_element_node_get_element (editor->node));
}

static void
editor_free (gpointer data)
{
  Editor *editor = data;

  g_signal_handlers_disconnect_by_data (editor->node, editor);
  g_signal_handlers_disconnect_by_data (editor_target (editor), editor);
  g_free (editor->pad);
  if (editor->player != NULL)
    {
      g_signal_handlers_disconnect_by_data (editor->player, editor);
      g_object_unref (editor->player);
    }
  g_object_unref (editor->node);
  g_param_spec_unref (editor->pspec);
  g_free (editor);
}

static void
editor_set_text (Editor     *editor,
                 const char *text)
{
  g_autoptr(GError) error = NULL;

  if (editor->updating)
    return;

  if (editor->pad != NULL
      ? !flow_gst_element_node_set_pad_property (editor->node, editor->pad, editor->pspec->name,
                                                 text, &error)
      : !flow_gst_element_node_set_property_from_string (editor->node, editor->pspec->name,
                                                         text, &error))
    {
      gtk_widget_add_css_class (editor->value, "error");
      gtk_widget_set_tooltip_text (editor->value, error->message);
      return;
    }

  gtk_widget_remove_css_class (editor->value, "error");
  gtk_widget_set_tooltip_text (editor->value, g_param_spec_get_blurb (editor->pspec));
}

static void
editor_set_value (Editor       *editor,
                  const GValue *value)
{
  GObject *node = G_OBJECT (editor->node);

  if (editor->updating)
    return;

  if (editor->pad != NULL)
    {
      g_autofree char *text = flow_gst_value_to_string (value);
      g_autoptr(GError) error = NULL;

      if (text == NULL ||
          !flow_gst_element_node_set_pad_property (editor->node, editor->pad, editor->pspec->name,
                                                   text, &error))
        g_warning ("A pad property was not set: %s", error != NULL ? error->message : text);
      return;
    }

  /* Through the node when it forwards the property, so that the edit is
   * a step of the history.
   */
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (node), editor->pspec->name) != NULL)
    g_object_set_property (node, editor->pspec->name, value);
  else
    flow_gst_element_node_set_element_property (editor->node, editor->pspec->name, value);
}

static void refresh_flags (Editor       *editor,
                           const GValue *value);

/* The value the editor shows, in @value, initialized to its type: a pad
 * property not set is at its default.
 */
static void
editor_get_value (Editor *editor,
                  GValue *value)
{
  g_autofree char *text = NULL;
  FlowDock *dock;
  GstPad *pad;

  if (editor->pad == NULL)
    {
      g_object_get_property (editor_target (editor), editor->pspec->name, value);
      return;
    }

  text = flow_gst_element_node_dup_pad_property (editor->node, editor->pad, editor->pspec->name);
  if (text != NULL && gst_value_deserialize_with_pspec (value, text, editor->pspec))
    return;

  /* Not set: what the pad has while it exists (a compositor's inputs
   * number their zorder), else the default.
   */
  dock = flow_node_get_dock (FLOW_NODE (editor->node), editor->pad);
  if (dock != NULL && (pad = flow_gst_dock_get_request_pad (dock)) != NULL &&
      g_object_class_find_property (G_OBJECT_GET_CLASS (pad), editor->pspec->name) == editor->pspec)
    g_object_get_property (G_OBJECT (pad), editor->pspec->name, value);
  else
    g_param_value_set_default (editor->pspec, value);
}

static void
refresh (Editor *editor)
{
  g_auto(GValue) value = G_VALUE_INIT;

  editor->updating = TRUE;
  g_value_init (&value, editor->pspec->value_type);
  editor_get_value (editor, &value);

  if (GTK_IS_SPIN_BUTTON (editor->value))
    {
      g_auto(GValue) d = G_VALUE_INIT;

      g_value_init (&d, G_TYPE_DOUBLE);
      if (g_value_transform (&value, &d))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor->value), g_value_get_double (&d));
    }
  else if (GTK_IS_CHECK_BUTTON (editor->value))
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (editor->value), g_value_get_boolean (&value));
    }
  else if (GTK_IS_MENU_BUTTON (editor->value))
    {
      refresh_flags (editor, &value);
    }
  else if (GTK_IS_DROP_DOWN (editor->value))
    {
      GEnumClass *enum_class = g_type_class_peek (editor->pspec->value_type);

      for (guint i = 0; i < enum_class->n_values; i++)
        if (enum_class->values[i].value == g_value_get_enum (&value))
          gtk_drop_down_set_selected (GTK_DROP_DOWN (editor->value), i);
    }
  else if (GTK_IS_EDITABLE (editor->value))
    {
      g_autofree char *text = flow_gst_value_to_string (&value);

      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (editor->value)), text ? text : "") != 0)
        gtk_editable_set_text (GTK_EDITABLE (editor->value), text ? text : "");
    }
  else if (GTK_IS_LABEL (editor->value))
    {
      g_autofree char *text = flow_gst_value_to_string (&value);
      gboolean none = text == NULL || *text == '\0';

      /* A value that has no text (fakesink's last sample before any
       * came) says so, dimmed, rather than leaving its row empty.
       */
      gtk_label_set_text (GTK_LABEL (editor->value),
                          /* Translators: a property that holds no value, in the side panel. */
                          none ? C_("property value", "none") : text);
      if (none)
        gtk_widget_add_css_class (editor->value, "dim-label");
      else
        gtk_widget_remove_css_class (editor->value, "dim-label");
    }

  editor->updating = FALSE;
}

static gboolean
refresh_later_cb (gpointer data)
{
  g_autoptr(GtkWidget) widget = g_weak_ref_get (data);
  Editor *editor = widget != NULL ? g_object_get_data (G_OBJECT (widget), "flow-gst-editor") : NULL;

  if (editor != NULL)
    {
      g_atomic_int_set (&editor->refresh_pending, 0);
      refresh (editor);
    }

  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* Elements notify from their streaming threads too (identity's
 * last-message, for each buffer): the editor is refreshed on the
 * panel's thread, once for however many notifications came meanwhile.
 */
static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           Editor     *editor)
{
  GWeakRef *widget;

  if (g_strcmp0 (pspec->name, editor->pad != NULL ? "pad-properties" : editor->pspec->name) != 0)
    return;

  if (g_thread_self () == editor->thread)
    {
      refresh (editor);
      return;
    }

  if (!g_atomic_int_compare_and_exchange (&editor->refresh_pending, 0, 1))
    return;
  widget = g_new0 (GWeakRef, 1);
  g_weak_ref_init (widget, editor->widget);
  flow_gst_send_to_main (refresh_later_cb, widget, weak_ref_free);
}

/* The pads of a pad property's editor came or went: it shows theirs. */
static void
player_changed_cb (Editor *editor)
{
  FlowGstPlayerState state = flow_gst_player_get_state (editor->player);

  if (state == editor->player_state)
    return;

  editor->player_state = state;
  refresh (editor);
}

static void
update_sensitive (Editor *editor)
{
  FlowGstPlayerState state = editor->player != NULL ? flow_gst_player_get_state (editor->player)
                                                    : FLOW_GST_PLAYER_STOPPED;
  GParamFlags flags = editor->pspec->flags;
  gboolean live;

  if ((flags & G_PARAM_WRITABLE) == 0 || (flags & G_PARAM_CONSTRUCT_ONLY) != 0)
    live = FALSE;
  /* A controllable property is one a GstController changes while the
   * element runs: a person may as well.
   */
  else if (state == FLOW_GST_PLAYER_PLAYING)
    live = (flags & (GST_PARAM_MUTABLE_PLAYING | GST_PARAM_CONTROLLABLE)) != 0;
  else if (state == FLOW_GST_PLAYER_PAUSED)
    live = (flags & (GST_PARAM_MUTABLE_PLAYING | GST_PARAM_MUTABLE_PAUSED | GST_PARAM_CONTROLLABLE)) != 0;
  else
    live = TRUE;

  gtk_widget_set_sensitive (editor->value, live);
  if (!live && state != FLOW_GST_PLAYER_STOPPED && (flags & G_PARAM_WRITABLE) != 0)
    gtk_widget_set_tooltip_text (editor->widget,
                                 _("GStreamer does not allow changing this while the "
                                   "pipeline runs: stop it first."));
  else
    gtk_widget_set_tooltip_text (editor->widget, g_param_spec_get_blurb (editor->pspec));
}

static void
spin_changed_cb (GtkSpinButton *spin,
                 Editor        *editor)
{
  g_auto(GValue) d = G_VALUE_INIT;
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&d, G_TYPE_DOUBLE);
  g_value_set_double (&d, gtk_spin_button_get_value (spin));
  g_value_init (&value, editor->pspec->value_type);
  if (g_value_transform (&d, &value))
    editor_set_value (editor, &value);
}

static void
check_toggled_cb (GtkCheckButton *check,
                  Editor         *editor)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, gtk_check_button_get_active (check));
  editor_set_value (editor, &value);
}

static void
drop_down_cb (GtkDropDown *drop_down,
              GParamSpec  *pspec,
              Editor      *editor)
{
  GEnumClass *enum_class = g_type_class_peek (editor->pspec->value_type);
  guint selected = gtk_drop_down_get_selected (drop_down);
  g_auto(GValue) value = G_VALUE_INIT;

  if (selected >= enum_class->n_values)
    return;

  g_value_init (&value, editor->pspec->value_type);
  g_value_set_enum (&value, enum_class->values[selected].value);
  editor_set_value (editor, &value);
}

static void
entry_activate_cb (GtkEntry *entry,
                   Editor   *editor)
{
  editor_set_text (editor, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
chooser_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     Editor          *editor)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *text = NULL;

      text = g_str_equal (editor->pspec->name, "uri") ? g_file_get_uri (file) : g_file_get_path (file);
      if (text != NULL)
        {
          gtk_editable_set_text (GTK_EDITABLE (editor->value), text);
          editor_set_text (editor, text);
        }
    }
  g_object_unref (dialog);
}

static void
choose_clicked_cb (GtkButton *button,
                   Editor    *editor)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (button));
  GtkFileChooserNative *dialog;
  GstElementFactory *factory = gst_element_get_factory (GST_ELEMENT (editor_target (editor)));
  const char *klass = factory != NULL ? gst_element_factory_get_metadata (factory, GST_ELEMENT_METADATA_KLASS) : NULL;
  gboolean sink = klass != NULL && strstr (klass, "Sink") != NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (editor->value));
  g_autoptr(GFile) current = NULL;
  g_autofree char *name = NULL;

  dialog = gtk_file_chooser_native_new (sink ? _("Choose the File to Write") : _("Choose the File to Read"),
                                        GTK_IS_WINDOW (native) ? GTK_WINDOW (native) : NULL,
                                        sink ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        NULL, NULL);
  /* Beside the file the property names already, as GStreamer reads it
   * (a relative path from the working directory).
   */
  if (*text != '\0')
    current = g_str_equal (editor->pspec->name, "uri") ? g_file_new_for_uri (text) : g_file_new_for_path (text);
  if (current != NULL && sink)
    name = g_file_get_basename (current);
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (dialog), current, NULL, name);
  g_signal_connect (dialog, "response", G_CALLBACK (chooser_response_cb), editor);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Flags: a button that shows the flags set and opens a check button for
 * each flag.
 */
static void
flag_toggled_cb (GtkCheckButton *check,
                 Editor         *editor)
{
  guint flag = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "flow-gst-flag"));
  g_auto(GValue) value = G_VALUE_INIT;
  guint flags;

  if (editor->updating)
    return;

  g_value_init (&value, editor->pspec->value_type);
  editor_get_value (editor, &value);
  flags = g_value_get_flags (&value);
  flags = gtk_check_button_get_active (check) ? flags | flag : flags & ~flag;
  g_value_set_flags (&value, flags);
  editor_set_value (editor, &value);
}

static GtkWidget *
make_flags_widget (Editor *editor)
{
  GFlagsClass *klass = g_type_class_ref (editor->pspec->value_type);
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), label);

  for (guint i = 0; i < klass->n_values; i++)
    {
      GFlagsValue *v = &klass->values[i];
      GtkWidget *check;

      /* The empty set is every box unchecked. */
      if (v->value == 0)
        continue;

      check = gtk_check_button_new_with_label (v->value_nick);
      gtk_widget_set_tooltip_text (check, v->value_name);
      g_object_set_data (G_OBJECT (check), "flow-gst-flag", GUINT_TO_POINTER (v->value));
      g_signal_connect (check, "toggled", G_CALLBACK (flag_toggled_cb), editor);
      gtk_box_append (GTK_BOX (box), check);
    }
  g_type_class_unref (klass);

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  g_object_set_data (G_OBJECT (button), "flow-gst-flags", box);
  g_object_set_data (G_OBJECT (button), "flow-gst-flags-label", label);

  return button;
}

static void
refresh_flags (Editor       *editor,
               const GValue *value)
{
  GtkWidget *box = g_object_get_data (G_OBJECT (editor->value), "flow-gst-flags");
  GtkWidget *label = g_object_get_data (G_OBJECT (editor->value), "flow-gst-flags-label");
  GFlagsClass *klass = g_type_class_peek (editor->pspec->value_type);
  guint flags = g_value_get_flags (value);
  g_autoptr(GString) text = g_string_new (NULL);

  for (GtkWidget *check = gtk_widget_get_first_child (box); check != NULL;
       check = gtk_widget_get_next_sibling (check))
    {
      guint flag = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "flow-gst-flag"));

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), (flags & flag) == flag);
    }

  for (guint i = 0; i < klass->n_values; i++)
    if (klass->values[i].value != 0 && (flags & klass->values[i].value) == klass->values[i].value)
      g_string_append_printf (text, "%s%s", text->len > 0 ? " + " : "", klass->values[i].value_nick);

  /* TRANSLATORS: flags of which none is set. */
  gtk_label_set_text (GTK_LABEL (label), text->len > 0 ? text->str : _("none"));
}

static gboolean
is_file_name (GParamSpec *pspec)
{
  return G_IS_PARAM_SPEC_STRING (pspec) &&
         (g_str_equal (pspec->name, "location") || g_str_equal (pspec->name, "uri"));
}

/* Whether @pspec is a 64-bit integer (or long) whose range goes beyond what a
 * spin button's double holds exactly (±2^53): GStreamer's times and
 * offsets, whose "none" is 18446744073709551615.
 */
static gboolean
is_wider_than_double (GParamSpec *pspec)
{
  const double exact = 9007199254740992.0;

  if (G_IS_PARAM_SPEC_INT64 (pspec))
    return (double) G_PARAM_SPEC_INT64 (pspec)->minimum < -exact ||
           (double) G_PARAM_SPEC_INT64 (pspec)->maximum > exact;
  if (G_IS_PARAM_SPEC_UINT64 (pspec))
    return (double) G_PARAM_SPEC_UINT64 (pspec)->maximum > exact;
  if (G_IS_PARAM_SPEC_LONG (pspec))
    return (double) G_PARAM_SPEC_LONG (pspec)->minimum < -exact ||
           (double) G_PARAM_SPEC_LONG (pspec)->maximum > exact;
  if (G_IS_PARAM_SPEC_ULONG (pspec))
    return (double) G_PARAM_SPEC_ULONG (pspec)->maximum > exact;

  return FALSE;
}

static GtkWidget *
make_value_widget (Editor *editor)
{
  GParamSpec *pspec = editor->pspec;
  GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);
  GtkWidget *widget;

  if ((pspec->flags & G_PARAM_WRITABLE) == 0)
    {
      widget = gtk_label_new (NULL);
      gtk_label_set_selectable (GTK_LABEL (widget), TRUE);
      gtk_label_set_ellipsize (GTK_LABEL (widget), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (widget), 0);
      return widget;
    }

  if (G_IS_PARAM_SPEC_BOOLEAN (pspec))
    {
      widget = gtk_check_button_new ();
      g_signal_connect (widget, "toggled", G_CALLBACK (check_toggled_cb), editor);
      return widget;
    }

  if (G_IS_PARAM_SPEC_ENUM (pspec))
    {
      GEnumClass *enum_class = g_type_class_ref (type);
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) nicks = NULL;

      for (guint i = 0; i < enum_class->n_values; i++)
        g_strv_builder_add (builder, enum_class->values[i].value_nick);
      nicks = g_strv_builder_end (builder);
      widget = gtk_drop_down_new_from_strings ((const char * const *) nicks);
      g_signal_connect (widget, "notify::selected", G_CALLBACK (drop_down_cb), editor);
      g_type_class_unref (enum_class);
      return widget;
    }

  /* Numbers in spin buttons, but those a double would round, which are
   * typed and shown as text, exactly, as strings are (below).
   */
  if (G_TYPE_IS_FUNDAMENTAL (type) && type != G_TYPE_STRING && type != G_TYPE_BOOLEAN &&
      !is_wider_than_double (pspec) &&
      G_TYPE_FUNDAMENTAL (type) != G_TYPE_FLAGS && G_TYPE_FUNDAMENTAL (type) != G_TYPE_ENUM &&
      (G_IS_PARAM_SPEC_INT (pspec) || G_IS_PARAM_SPEC_UINT (pspec) || G_IS_PARAM_SPEC_LONG (pspec) ||
       G_IS_PARAM_SPEC_ULONG (pspec) || G_IS_PARAM_SPEC_INT64 (pspec) || G_IS_PARAM_SPEC_UINT64 (pspec) ||
       G_IS_PARAM_SPEC_FLOAT (pspec) || G_IS_PARAM_SPEC_DOUBLE (pspec)))
    {
      double min = 0, max = 0;
      gboolean integer = TRUE;

#define RANGE(Check, Cast) \
      if (Check (pspec)) { min = (double) Cast (pspec)->minimum; max = (double) Cast (pspec)->maximum; }
      RANGE (G_IS_PARAM_SPEC_INT, G_PARAM_SPEC_INT)
      RANGE (G_IS_PARAM_SPEC_UINT, G_PARAM_SPEC_UINT)
      RANGE (G_IS_PARAM_SPEC_LONG, G_PARAM_SPEC_LONG)
      RANGE (G_IS_PARAM_SPEC_ULONG, G_PARAM_SPEC_ULONG)
      RANGE (G_IS_PARAM_SPEC_INT64, G_PARAM_SPEC_INT64)
      RANGE (G_IS_PARAM_SPEC_UINT64, G_PARAM_SPEC_UINT64)
#undef RANGE
      if (G_IS_PARAM_SPEC_FLOAT (pspec))
        {
          min = G_PARAM_SPEC_FLOAT (pspec)->minimum;
          max = G_PARAM_SPEC_FLOAT (pspec)->maximum;
          integer = FALSE;
        }
      if (G_IS_PARAM_SPEC_DOUBLE (pspec))
        {
          min = G_PARAM_SPEC_DOUBLE (pspec)->minimum;
          max = G_PARAM_SPEC_DOUBLE (pspec)->maximum;
          integer = FALSE;
        }

      widget = gtk_spin_button_new_with_range (min, max, integer ? 1 : 0.01);
      gtk_spin_button_set_digits (GTK_SPIN_BUTTON (widget), integer ? 0 : 3);
      gtk_editable_set_width_chars (GTK_EDITABLE (widget), 8);
      /* A float shown as the shortest text of that float ("0.1"). */
      flow_gtk_spin_button_keep_values_of_type (GTK_SPIN_BUTTON (widget), pspec->value_type);
      g_signal_connect (widget, "value-changed", G_CALLBACK (spin_changed_cb), editor);
      return widget;
    }

  if (G_IS_PARAM_SPEC_FLAGS (pspec))
    return make_flags_widget (editor);

  /* Strings, caps, fractions, wide integers…: their text. */
  widget = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (widget), 12);
  g_signal_connect (widget, "activate", G_CALLBACK (entry_activate_cb), editor);
  return widget;
}

/* An editor of @pspec of @node's element, or of the pads of its dock
 * @pad: a box with the value widget, and a file chooser button for file
 * names.
 */
static GtkWidget *
editor_new (FlowGstElementNode *node,
            const char         *pad,
            GParamSpec         *pspec,
            FlowGstPlayer      *player)
{
  Editor *editor = g_new0 (Editor, 1);
  g_autofree char *signal = g_strdup_printf ("notify::%s", pad != NULL ? "pad-properties" : pspec->name);
  g_autofree char *name = NULL;

  editor->node = g_object_ref (node);
  editor->thread = g_thread_self ();
  editor->pad = g_strdup (pad);
  editor->pspec = g_param_spec_ref (pspec);
  editor->player = player != NULL ? g_object_ref (player) : NULL;
  editor->widget = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  editor->value = make_value_widget (editor);
  gtk_widget_set_hexpand (editor->value, TRUE);
  gtk_box_append (GTK_BOX (editor->widget), editor->value);
  gtk_widget_add_css_class (editor->widget, "property-editor");
  /* Translators: the name of the editor of a pad's property, for screen
   * readers: the property, then the pad, as in “xpos of sink_1”.
   */
  name = pad != NULL ? g_strdup_printf (_("%s of %s"), pspec->name, pad) : g_strdup (pspec->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor->value),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, g_param_spec_get_blurb (pspec),
                                  -1);
  /* GTK 4.8 leaves the toggle button of a drop-down, which takes the
   * focus, unnamed: it is named as the drop-down.
   */
  if (GTK_IS_DROP_DOWN (editor->value))
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (editor->value)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, g_param_spec_get_blurb (pspec),
                                    -1);

  if (pad == NULL && is_file_name (pspec) && (pspec->flags & G_PARAM_WRITABLE) != 0)
    {
      GtkWidget *button = gtk_button_new_from_icon_name ("document-open-symbolic");

      gtk_widget_set_tooltip_text (button, _("Choose a file"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Choose a file"), -1);
      g_signal_connect (button, "clicked", G_CALLBACK (choose_clicked_cb), editor);
      gtk_box_append (GTK_BOX (editor->widget), button);
    }

  g_object_set_data_full (G_OBJECT (editor->widget), "flow-gst-editor", editor, editor_free);
  g_object_set_data (G_OBJECT (editor->widget), "flow-gst-value", editor->value);

  /* Both the node (parameters) and the element (the rest) notify. */
  g_signal_connect (node, signal, G_CALLBACK (notify_cb), editor);
  if (pad == NULL)
    g_signal_connect (editor_target (editor), signal, G_CALLBACK (notify_cb), editor);
  if (player != NULL)
    g_signal_connect_swapped (player, "changed", G_CALLBACK (update_sensitive), editor);
  /* A pad's values show while it exists. */
  if (player != NULL && pad != NULL)
    {
      editor->player_state = flow_gst_player_get_state (player);
      g_signal_connect_swapped (player, "changed", G_CALLBACK (player_changed_cb), editor);
    }

  refresh (editor);
  update_sensitive (editor);

  return editor->widget;
}

GtkWidget *
flow_gst_property_editor_new (FlowGstElementNode *node,
                              GParamSpec         *pspec,
                              FlowGstPlayer      *player)
{
  return editor_new (node, NULL, pspec, player);
}

/* The property a node shows on itself: the one a person sets most
 * often for such an element, or NULL.
 */
GParamSpec *
flow_gst_property_inline (FlowGstElementNode *node)
{
  static const char *names[] = { "location", "uri", "caps", "freq", "pattern", "wave",
                                 "volume", "num-buffers", "bitrate", "quality" };
  GObjectClass *klass = G_OBJECT_GET_CLASS (flow_gst_element_node_get_element (node));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GParamSpec *pspec = g_object_class_find_property (klass, names[i]);

      if (pspec != NULL && (pspec->flags & G_PARAM_WRITABLE) != 0)
        return pspec;
    }

  return NULL;
}

/* The side panel */

struct _FlowGstPropertyPanel
{
  GtkWidget      parent_instance;

  FlowGstPlayer *player;
  FlowNode      *node;

  GtkWidget     *scrolled;
  GtkWidget     *box;
  GtkWidget     *title;
  GtkWidget     *message;
  GtkWidget     *list;
  GHashTable    *editors;
  /* The labels of the pads' formats, by dock name. */
  GHashTable    *formats;
  /* The spin button GTK sends the wheel to (the pointer last moved
   * onto it), or NULL.
   */
  GtkWidget     *wheel_spin;
  /* The view whose selection the panel follows (weak), or NULL. */
  FlowGtkView   *view;
};

G_DEFINE_FINAL_TYPE (FlowGstPropertyPanel, flow_gst_property_panel, GTK_TYPE_WIDGET)

static void
update_message (FlowGstPropertyPanel *self)
{
  const char *message = self->node != NULL ? flow_node_get_message (self->node) : NULL;
  const char *debug = FLOW_GST_IS_ELEMENT_NODE (self->node)
                    ? flow_gst_element_node_get_debug (FLOW_GST_ELEMENT_NODE (self->node)) : NULL;
  g_autofree char *text = NULL;

  if (message == NULL)
    {
      gtk_widget_set_visible (self->message, FALSE);
      return;
    }

  text = debug != NULL ? g_strdup_printf ("%s\n\n%s", message, debug) : g_strdup (message);
  gtk_label_set_text (GTK_LABEL (self->message), text);
  gtk_widget_set_visible (self->message, TRUE);
}

static void
pointer_cb (GtkEventControllerMotion *motion,
            double                    x,
            double                    y,
            FlowGstPropertyPanel     *self)
{
  GtkWidget *picked = gtk_widget_pick (self->scrolled, x, y, GTK_PICK_DEFAULT);

  g_set_weak_pointer (&self->wheel_spin,
                      picked != NULL ? gtk_widget_get_ancestor (picked, GTK_TYPE_SPIN_BUTTON) : NULL);
}

static void
pointer_left_cb (GtkEventControllerMotion *motion,
                 FlowGstPropertyPanel     *self)
{
  g_clear_weak_pointer (&self->wheel_spin);
}

/* The wheel over a spin button that does not have the focus scrolls the
 * panel, as over anything else, rather than changing the value under
 * the pointer on its way (an edit of a playing pipeline, and a step of
 * the history). Focused, the spin button takes it as GTK makes it.
 */
static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           FlowGstPropertyPanel     *self)
{
  GtkWidget *spin = self->wheel_spin;
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkAdjustment *adjustment;
  double page;

  if (spin == NULL || (focus != NULL && (focus == spin || gtk_widget_is_ancestor (focus, spin))))
    return FALSE;

  /* As GtkScrolledWindow steps for a wheel's notch. */
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  page = gtk_adjustment_get_page_size (adjustment);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * pow (page, 2.0 / 3.0));

  return TRUE;
}

static void
flow_gst_property_panel_dispose (GObject *object)
{
  FlowGstPropertyPanel *self = (FlowGstPropertyPanel *)object;

  flow_gst_property_panel_set_node (self, NULL);
  g_clear_weak_pointer (&self->wheel_spin);
  g_clear_weak_pointer (&self->view);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_pointer (&self->editors, g_hash_table_unref);
  g_clear_pointer (&self->formats, g_hash_table_unref);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (flow_gst_property_panel_parent_class)->dispose (object);
}

static void
flow_gst_property_panel_class_init (FlowGstPropertyPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = flow_gst_property_panel_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "propertypanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
flow_gst_property_panel_init (FlowGstPropertyPanel *self)
{
  GtkEventController *controller;

  self->editors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->formats = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->scrolled = gtk_scrolled_window_new ();
  /* Its content never widens the panel (and narrows the canvas, which
   * may have just been fitted to the graph): it scrolls instead.
   */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (pointer_cb), self);
  g_signal_connect (controller, "motion", G_CALLBACK (pointer_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (pointer_left_cb), self);
  gtk_widget_add_controller (self->scrolled, controller);
  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (self->scrolled, controller);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (self->box, 8);
  gtk_widget_set_margin_end (self->box, 8);
  gtk_widget_set_margin_top (self->box, 8);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->box);

  self->title = gtk_label_new (_("Select a node to edit its properties."));
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_box_append (GTK_BOX (self->box), self->title);

  self->message = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_selectable (GTK_LABEL (self->message), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_widget_add_css_class (self->message, "node-message");
  gtk_widget_set_visible (self->message, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->message);

  self->list = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->list), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->list), 8);
  gtk_box_append (GTK_BOX (self->box), self->list);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Properties"), -1);
}

GtkWidget *
flow_gst_property_panel_new (FlowGstPlayer *player)
{
  FlowGstPropertyPanel *self = g_object_new (FLOW_GST_TYPE_PROPERTY_PANEL, NULL);

  self->player = player != NULL ? g_object_ref (player) : NULL;

  return GTK_WIDGET (self);
}

/* The name in the first column of a row, a property's or a pad's,
 * against the end of the column. A long one ("enable-last-sample",
 * "processing-deadline") wraps after its dashes rather than losing its
 * middle: names tell properties apart by their ends as much as by their
 * starts. Never inside a word: a long name without dashes
 * ("samplesperbuffer") widens the column instead.
 */
static GtkWidget *
name_label_new (const char *name)
{
  GtkWidget *label = gtk_label_new (name);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_width_chars (GTK_LABEL (label), 8);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);

  return label;
}

static guint
add_row (FlowGstPropertyPanel *self,
         guint                 row,
         const char           *pad,
         GParamSpec           *pspec)
{
  GtkWidget *label = name_label_new (pspec->name);
  GtkWidget *editor = editor_new (FLOW_GST_ELEMENT_NODE (self->node), pad, pspec, self->player);

  gtk_widget_set_tooltip_text (label, g_param_spec_get_blurb (pspec));
  gtk_grid_attach (GTK_GRID (self->list), label, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (self->list), editor, 1, row, 1, 1);
  g_hash_table_insert (self->editors,
                       pad != NULL ? g_strdup_printf ("%s::%s", pad, pspec->name) : g_strdup (pspec->name),
                       editor);

  return row + 1;
}

/* The formats of @dock's pad, in full: its template's, then the one it
 * negotiated while the element runs.
 */
static void
show_formats (FlowDock  *dock,
              GtkWidget *label)
{
  GstCaps *caps = flow_gst_dock_get_caps (dock);
  GstCaps *current = flow_gst_dock_get_current_caps (dock);
  g_autofree char *all = caps != NULL ? flow_gst_caps_to_lines (caps) : g_strdup ("ANY");
  g_autofree char *now = current != NULL ? flow_gst_caps_to_lines (current) : NULL;
  g_autofree char *text = NULL;

  if (now != NULL)
    /* Translators: a pad's formats in the side panel: those it can
     * take or give, then, after “Now:”, the one it negotiated.
     */
    text = g_strdup_printf (_("%s\n\nNow: %s"), all, now);
  else
    text = g_strdup (all);

  gtk_label_set_text (GTK_LABEL (label), text);
}

static void
description_changed_cb (FlowDock   *dock,
                        GParamSpec *pspec,
                        GtkWidget  *label)
{
  show_formats (dock, label);
}

/* Under "Formats", each pad's formats in full, selectable, to read or
 * copy into a caps filter: the dock's tooltip names them only.
 */
static guint
add_formats (FlowGstPropertyPanel *self,
             guint                 row)
{
  GListModel *sides[] = { flow_node_get_sinks (self->node), flow_node_get_sources (self->node) };
  GtkWidget *heading = gtk_label_new (_("Formats"));

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_margin_top (heading, 8);
  gtk_grid_attach (GTK_GRID (self->list), heading, 0, row++, 2, 1);

  for (guint side = 0; side < G_N_ELEMENTS (sides); side++)
    for (guint i = 0; i < g_list_model_get_n_items (sides[side]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (sides[side], i);
        GtkWidget *name, *formats;

        name = name_label_new (flow_dock_get_name (dock));
        gtk_label_set_yalign (GTK_LABEL (name), 0);
        formats = gtk_label_new (NULL);
        gtk_label_set_xalign (GTK_LABEL (formats), 0);
        gtk_label_set_wrap (GTK_LABEL (formats), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (formats), PANGO_WRAP_WORD_CHAR);
        gtk_label_set_max_width_chars (GTK_LABEL (formats), 36);
        gtk_label_set_selectable (GTK_LABEL (formats), TRUE);
        gtk_widget_add_css_class (formats, "caption");
        gtk_accessible_update_relation (GTK_ACCESSIBLE (formats),
                                        GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL,
                                        -1);
        show_formats (dock, formats);
        /* Gone with the label, as the panel is made again. */
        g_signal_connect_object (dock, "notify::description",
                                 G_CALLBACK (description_changed_cb), formats, 0);
        gtk_grid_attach (GTK_GRID (self->list), name, 0, row, 1, 1);
        gtk_grid_attach (GTK_GRID (self->list), formats, 1, row++, 1, 1);
        g_hash_table_insert (self->formats, g_strdup (flow_dock_get_name (dock)), formats);
      }

  return row;
}

/* The editors of the element's properties, then those of each request
 * dock's pads under the dock's name, then the formats of its pads.
 */
static void
rebuild (FlowGstPropertyPanel *self)
{
  FlowGstElementNode *node = FLOW_GST_ELEMENT_NODE (self->node);
  GListModel *sides[] = { flow_node_get_sinks (self->node), flow_node_get_sources (self->node) };
  g_autofree GParamSpec **pspecs = NULL;
  GtkWidget *child;
  guint n_pspecs, row = 0;

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_grid_remove (GTK_GRID (self->list), child);
  g_hash_table_remove_all (self->editors);
  g_hash_table_remove_all (self->formats);

  pspecs = flow_gst_element_node_list_properties (node, &n_pspecs);
  for (guint i = 0; i < n_pspecs; i++)
    row = add_row (self, row, NULL, pspecs[i]);

  for (guint side = 0; side < G_N_ELEMENTS (sides); side++)
    for (guint i = 0; i < g_list_model_get_n_items (sides[side]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (sides[side], i);
        g_autofree GParamSpec **pad_pspecs = NULL;
        g_autofree char *title = NULL;
        GtkWidget *heading;
        guint n;

        pad_pspecs = flow_gst_dock_list_pad_properties (dock, &n);
        if (n == 0)
          continue;

        /* Translators: the heading of a pad's properties in the side
         * panel, as in “Pad sink_1”.
         */
        title = g_strdup_printf (_("Pad %s"), flow_dock_get_name (dock));
        heading = gtk_label_new (title);
        gtk_label_set_xalign (GTK_LABEL (heading), 0);
        gtk_widget_add_css_class (heading, "heading");
        gtk_widget_set_margin_top (heading, 8);
        gtk_grid_attach (GTK_GRID (self->list), heading, 0, row++, 2, 1);
        for (guint j = 0; j < n; j++)
          row = add_row (self, row, flow_dock_get_name (dock), pad_pspecs[j]);
      }

  add_formats (self, row);
}

/* The node shown left its graph (undone, deleted, the graph cleared):
 * its editors would change a node outside the history, which nothing
 * shows. The panel lets it go, as when nothing is selected.
 */
static void
node_left_cb (FlowGstPropertyPanel *self)
{
  flow_gst_property_panel_set_node (self, NULL);
}

void
flow_gst_property_panel_set_node (FlowGstPropertyPanel *self,
                                  FlowNode             *node)
{
  GtkWidget *child;

  if (self->node == node)
    return;

  if (self->node != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->node, self);
      g_signal_handlers_disconnect_by_data (flow_node_get_sinks (self->node), self);
      g_signal_handlers_disconnect_by_data (flow_node_get_sources (self->node), self);
    }
  g_set_object (&self->node, node);

  if (!FLOW_GST_IS_ELEMENT_NODE (node))
    {
      while ((child = gtk_widget_get_first_child (self->list)) != NULL)
        gtk_grid_remove (GTK_GRID (self->list), child);
      g_hash_table_remove_all (self->editors);
      g_hash_table_remove_all (self->formats);
      gtk_label_set_text (GTK_LABEL (self->title), _("Select a node to edit its properties."));
      gtk_widget_set_visible (self->message, FALSE);
      return;
    }

  {
    GstElementFactory *factory = gst_element_get_factory (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)));
    g_autofree char *title = g_strdup_printf ("%s — %s", flow_node_get_title (node),
                                              gst_element_factory_get_metadata (factory, GST_ELEMENT_METADATA_LONGNAME));

    gtk_label_set_text (GTK_LABEL (self->title), title);
  }

  g_signal_connect_swapped (node, "notify::graph", G_CALLBACK (node_left_cb), self);
  g_signal_connect_swapped (node, "notify::message", G_CALLBACK (update_message), self);
  g_signal_connect_swapped (node, "notify::debug", G_CALLBACK (update_message), self);
  /* A wire dropped on a "+" dock makes a pad with properties. */
  g_signal_connect_swapped (flow_node_get_sinks (node), "items-changed", G_CALLBACK (rebuild), self);
  g_signal_connect_swapped (flow_node_get_sources (node), "items-changed", G_CALLBACK (rebuild), self);
  update_message (self);
  rebuild (self);
}

FlowNode *
flow_gst_property_panel_get_node (FlowGstPropertyPanel *self)
{
  return self->node;
}

/* The value widget of the editor of the property @name ("sink_1::xpos"
 * for a pad's), for tests.
 */
GtkWidget *
flow_gst_property_panel_get_editor (FlowGstPropertyPanel *self,
                                    const char           *name)
{
  GtkWidget *editor = g_hash_table_lookup (self->editors, name);

  return editor != NULL ? g_object_get_data (G_OBJECT (editor), "flow-gst-value") : NULL;
}

/* The label of the formats of the pad of dock @name, for tests. */
GtkWidget *
flow_gst_property_panel_get_formats (FlowGstPropertyPanel *self,
                                     const char           *name)
{
  return g_hash_table_lookup (self->formats, name);
}

/* Following a view */

/* The panel shows the first node selected. */
static void
show_selected (FlowGstPropertyPanel *self,
               GtkSelectionModel    *selection)
{
  g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (selection);
  g_autoptr(FlowNode) node = NULL;

  if (!gtk_bitset_is_empty (selected))
    node = g_list_model_get_item (G_LIST_MODEL (selection), gtk_bitset_get_minimum (selected));

  flow_gst_property_panel_set_node (self, node);
}

static void
selection_changed_cb (FlowGstPropertyPanel *self,
                      guint                 position,
                      guint                 n_items,
                      GtkSelectionModel    *selection)
{
  show_selected (self, selection);
}

/* Nodes removed from the graph leave the selection without a
 * "selection-changed" (an undo, a delete, a graph cleared): the panel
 * follows what is still selected.
 */
static void
selection_items_changed_cb (FlowGstPropertyPanel *self,
                            guint                 position,
                            guint                 removed,
                            guint                 added,
                            GtkSelectionModel    *selection)
{
  if (removed > 0)
    show_selected (self, selection);
}

/* Escape in the panel: back to the node it shows in the view, keeping
 * the selection, or to the view.
 */
static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  FlowGstPropertyPanel *self = FLOW_GST_PROPERTY_PANEL (widget);
  GtkWidget *node_widget;

  if (self->view == NULL)
    return FALSE;

  if (self->node != NULL &&
      (node_widget = (GtkWidget *) flow_gtk_view_get_node_widget (self->view, self->node)) != NULL)
    return gtk_widget_grab_focus (node_widget);
  if (self->node != NULL)
    flow_gtk_view_focus_node (self->view, self->node);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->view));

  return TRUE;
}

/* Shows the first node @view selects, and lets nodes go as they leave
 * its graph; Escape in the panel gives the keyboard back to the node in
 * @view. Tied to the panel, which may go before the view lets its graph
 * go.
 */
void
flow_gst_property_panel_follow (FlowGstPropertyPanel *self,
                                FlowGtkView          *view)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  GtkEventController *keys = gtk_shortcut_controller_new ();

  g_return_if_fail (FLOW_GST_IS_PROPERTY_PANEL (self));
  g_return_if_fail (self->view == NULL);

  g_set_weak_pointer (&self->view, view);
  g_signal_connect_object (selection, "selection-changed",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (selection, "items-changed",
                           G_CALLBACK (selection_items_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

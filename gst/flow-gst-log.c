/* flow-gst-log.c: the pipeline's messages, as the bus gave them: errors,
 * warnings and information with the element that posted them, the
 * pipeline's changes of state, the start and the end of the stream; and
 * the lines of GStreamer's debug log about the pipeline, at a level
 * chosen in it.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-log.h"

#include "flow-app-a11y.h"
#include "flow-gst-debug-tap.h"

#include <glib/gi18n-lib.h>

/* Implementation notes:
 *
 * The player hands on every message its bus watch handles
 * (FlowGstPlayer::bus-message, on the main context); the log keeps those
 * a person reads, newest last, at most MAX_ENTRIES (the oldest go), in a
 * GListStore shown by a GtkListView, so a long run makes rows only for
 * what shows. A row says when, which element, and what, with an icon
 * for errors and warnings beside the colour of the theme, so colour is
 * not the only cue; GStreamer's debug text is the row's tooltip and its
 * accessible description. While the list is scrolled to its end, it
 * stays there as messages come.
 *
 * Left out: the messages that come many times a second (level,
 * buffering, qos, the state changes of every element), which the nodes
 * show already.
 *
 * GStreamer's debug log joins them when a level is chosen ("Debug log"
 * in the header, Off at first): the lines of the objects of the
 * player's pipeline, from a FlowGstDebugTap, which gathers them from the
 * streaming threads and hands them over ten times a second
 * (flow-gst-debug-tap.c). A line's row says its level and category
 * beside the element, its tooltip where in GStreamer it was logged.
 * Rejected: a list of its own for the debug log (one list tells what
 * came before what, a bus error beside the lines that led to it), and
 * a level kept from one run to the next (the Log level slows a pipeline
 * down; it is asked for when needed).
 */

#define MAX_ENTRIES 1000

struct _FlowGstLogEntry
{
  GObject         parent_instance;

  FlowGstLogKind  kind;
  GstDebugLevel   level;
  char           *time;
  char           *source;
  char           *text;
  char           *debug;
};

G_DEFINE_FINAL_TYPE (FlowGstLogEntry, flow_gst_log_entry, G_TYPE_OBJECT)

static void
flow_gst_log_entry_finalize (GObject *object)
{
  FlowGstLogEntry *self = (FlowGstLogEntry *)object;

  g_free (self->time);
  g_free (self->source);
  g_free (self->text);
  g_free (self->debug);

  G_OBJECT_CLASS (flow_gst_log_entry_parent_class)->finalize (object);
}

static void
flow_gst_log_entry_class_init (FlowGstLogEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = flow_gst_log_entry_finalize;
}

static void
flow_gst_log_entry_init (FlowGstLogEntry *self)
{
}

FlowGstLogKind
flow_gst_log_entry_get_kind (FlowGstLogEntry *self)
{
  return self->kind;
}

/* When it came, local, to the millisecond ("14:05:09.031"). */
const char *
flow_gst_log_entry_get_time (FlowGstLogEntry *self)
{
  return self->time;
}

const char *
flow_gst_log_entry_get_source (FlowGstLogEntry *self)
{
  return self->source;
}

const char *
flow_gst_log_entry_get_text (FlowGstLogEntry *self)
{
  return self->text;
}

const char *
flow_gst_log_entry_get_debug (FlowGstLogEntry *self)
{
  return self->debug;
}

/* For a line of the debug log, its level; GST_LEVEL_NONE otherwise. */
GstDebugLevel
flow_gst_log_entry_get_level (FlowGstLogEntry *self)
{
  return self->level;
}

struct _FlowGstLog
{
  GtkWidget      parent_instance;

  FlowGstPlayer   *player;
  FlowGstDebugTap *tap;
  GListStore      *entries;
  /* The entries shown: those the filter's text finds. */
  GtkFilterListModel *shown;
  GtkStringFilter *filter;
  GtkWidget       *levels;
  GtkWidget       *box;
  GtkWidget       *scrolled;
  GtkWidget       *list;
  gboolean         at_end;
  double           upper_seen;
  guint            scroll_to_end;
};

G_DEFINE_FINAL_TYPE (FlowGstLog, flow_gst_log, GTK_TYPE_WIDGET)

static const char *
state_name (GstState state)
{
  switch (state)
    {
    case GST_STATE_VOID_PENDING:
    case GST_STATE_NULL:
      /* Translators: a pipeline's state, in the log of messages. */
      return C_("state", "Stopped");
    case GST_STATE_READY:
      return C_("state", "Ready");
    case GST_STATE_PAUSED:
      return C_("state", "Paused");
    case GST_STATE_PLAYING:
      return C_("state", "Playing");
    default:
      return "?";
    }
}

/* @time (g_get_real_time ()) as the log shows it, local, to the
 * millisecond: debug lines come many a second, and their order matters.
 */
static char *
format_time (gint64 time)
{
  g_autoptr(GDateTime) seconds = g_date_time_new_from_unix_local (time / G_USEC_PER_SEC);
  g_autofree char *text = g_date_time_format (seconds, "%H:%M:%S");

  return g_strdup_printf ("%s.%03d", text, (int) (time % G_USEC_PER_SEC / 1000));
}

/* The entry for @message, or NULL for a message the log leaves out. */
static FlowGstLogEntry *
entry_for (FlowGstLog *self,
           GstMessage *message)
{
  GstMessageType type = GST_MESSAGE_TYPE (message);
  GstObject *source = GST_MESSAGE_SRC (message);
  g_autoptr(GError) error = NULL;
  g_autofree char *debug = NULL;
  FlowGstLogEntry *entry;
  FlowGstLogKind kind;
  char *text;

  /* GstMessageType is a set of flags: no switch. */
  if (type == GST_MESSAGE_ERROR)
    {
      gst_message_parse_error (message, &error, &debug);
      kind = FLOW_GST_LOG_ERROR;
      text = g_strdup (error->message);
    }
  else if (type == GST_MESSAGE_WARNING)
    {
      gst_message_parse_warning (message, &error, &debug);
      kind = FLOW_GST_LOG_WARNING;
      text = g_strdup (error->message);
    }
  else if (type == GST_MESSAGE_INFO)
    {
      gst_message_parse_info (message, &error, &debug);
      kind = FLOW_GST_LOG_INFO;
      text = g_strdup (error->message);
    }
  else if (type == GST_MESSAGE_STATE_CHANGED)
    {
      GstState old, new;

      /* The pipeline's: every element's would flood the log. Not those
       * of elements out of any bin either, which a bin (uridecodebin)
       * dropped on its way down, before the message came.
       */
      if (source == NULL || !GST_IS_PIPELINE (source) || GST_OBJECT_PARENT (source) != NULL)
        return NULL;
      gst_message_parse_state_changed (message, &old, &new, NULL);
      /* “Paused → Paused”, which a flushing seek posts, changes nothing
       * a person would see.
       */
      if (old == new)
        return NULL;
      kind = FLOW_GST_LOG_STATE;
      /* Translators: in the log, a pipeline's change of state, such as
       * “Paused → Playing”.
       */
      text = g_strdup_printf (_("%s → %s"), state_name (old), state_name (new));
    }
  else if (type == GST_MESSAGE_STREAM_START)
    {
      kind = FLOW_GST_LOG_STREAM;
      text = g_strdup (_("The stream started."));
    }
  else if (type == GST_MESSAGE_EOS)
    {
      kind = FLOW_GST_LOG_STREAM;
      text = g_strdup (_("The end of the stream."));
    }
  else
    {
      return NULL;
    }

  entry = g_object_new (FLOW_GST_TYPE_LOG_ENTRY, NULL);
  entry->kind = kind;
  entry->time = format_time (g_get_real_time ());
  entry->source = g_strdup (source != NULL ? GST_OBJECT_NAME (source) : "");
  entry->text = text;
  entry->debug = g_steal_pointer (&debug);

  return entry;
}

/* Appends @n_added entries, then lets the oldest go beyond MAX_ENTRIES. */
static void
append_entries (FlowGstLog  *self,
                gpointer    *added,
                guint        n_added)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->entries));
  guint skip = n_added > MAX_ENTRIES ? n_added - MAX_ENTRIES : 0;
  guint extra;

  /* Two changes of the list a batch of lines at most, not two a line. */
  n_added -= skip;
  extra = n + n_added > MAX_ENTRIES ? MIN (n, n + n_added - MAX_ENTRIES) : 0;
  g_list_store_splice (self->entries, n, 0, added + skip, n_added);
  if (extra > 0)
    g_list_store_splice (self->entries, 0, extra, NULL, 0);
}

static void
bus_message_cb (FlowGstLog    *self,
                GstMessage    *message,
                FlowGstPlayer *player)
{
  g_autoptr(FlowGstLogEntry) entry = NULL;

  /* The lines logged before the message was handled come before it, as
   * they happened, not at the next tenth of a second.
   */
  flow_gst_debug_tap_flush (self->tap);

  if ((entry = entry_for (self, message)) == NULL)
    return;

  append_entries (self, (gpointer *) &entry, 1);
}

/* The debug log */

/* What a level of GStreamer's debug log is called in the log. */
static const char *
level_name (GstDebugLevel level)
{
  switch (level)
    {
    case GST_LEVEL_ERROR:
      /* Translators: a level of GStreamer's debug log, before a line of
       * it in the log of messages.
       */
      return C_("debug level", "Error");
    case GST_LEVEL_WARNING:
      return C_("debug level", "Warning");
    case GST_LEVEL_FIXME:
      return C_("debug level", "Fixme");
    case GST_LEVEL_INFO:
      return C_("debug level", "Info");
    case GST_LEVEL_DEBUG:
      return C_("debug level", "Debug");
    case GST_LEVEL_LOG:
      return C_("debug level", "Log");
    case GST_LEVEL_TRACE:
      return C_("debug level", "Trace");
    case GST_LEVEL_MEMDUMP:
      return C_("debug level", "Memory dump");
    case GST_LEVEL_NONE:
    case GST_LEVEL_COUNT:
    default:
      /* Translators: the kind of a note in the log of messages that
       * lines of GStreamer's debug log were left out.
       */
      return C_("debug level", "Debug log");
    }
}

static FlowGstLogEntry *
debug_entry (GstDebugLevel  level,
             gint64         time,
             const char    *source,
             char          *text,
             char          *location)
{
  FlowGstLogEntry *entry = g_object_new (FLOW_GST_TYPE_LOG_ENTRY, NULL);

  entry->kind = FLOW_GST_LOG_DEBUG;
  entry->level = level;
  entry->time = format_time (time);
  entry->source = g_strdup (source);
  entry->text = text;
  entry->debug = location;

  return entry;
}

static void
debug_lines_cb (GPtrArray *records,
                guint      n_dropped,
                gpointer   user_data)
{
  FlowGstLog *self = user_data;
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);

  if (n_dropped > 0)
    g_ptr_array_add (added,
                     debug_entry (GST_LEVEL_NONE, g_get_real_time (), "",
                                  /* Translators: in the log of messages,
                                   * when more lines of GStreamer's debug
                                   * log came at once than it keeps.
                                   */
                                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "%u line of the debug log was left out, too many came at once.",
                                                                "%u lines of the debug log were left out, too many came at once.",
                                                                n_dropped),
                                                   n_dropped),
                                  NULL));

  for (guint i = 0; i < records->len; i++)
    {
      FlowGstDebugRecord *record = g_ptr_array_index (records, i);

      g_ptr_array_add (added,
                       debug_entry (record->level, record->time, record->object,
                                    g_strdup_printf ("%s: %s", record->category, record->message),
                                    g_strdup (record->location)));
    }

  append_entries (self, added->pdata, added->len);
}

static void
pipeline_changed_cb (FlowGstLog    *self,
                     GParamSpec    *pspec,
                     FlowGstPlayer *player)
{
  flow_gst_debug_tap_set_pipeline (self->tap, flow_gst_player_get_pipeline (player));
}

static void
level_selected_cb (FlowGstLog  *self,
                   GParamSpec  *pspec,
                   GtkDropDown *levels)
{
  guint level = gtk_drop_down_get_selected (levels);

  if (level <= GST_LEVEL_LOG)
    flow_gst_log_set_debug_level (self, level);
}

/* Rows */

static const char *
kind_icon (FlowGstLogKind kind)
{
  switch (kind)
    {
    case FLOW_GST_LOG_ERROR:
      return "dialog-error-symbolic";
    case FLOW_GST_LOG_WARNING:
      return "dialog-warning-symbolic";
    case FLOW_GST_LOG_INFO:
      return "dialog-information-symbolic";
    case FLOW_GST_LOG_DEBUG:
      return "utilities-terminal-symbolic";
    case FLOW_GST_LOG_STATE:
    case FLOW_GST_LOG_STREAM:
    default:
      return "media-playback-start-symbolic";
    }
}

static const char *
kind_name (FlowGstLogEntry *entry)
{
  switch (entry->kind)
    {
    case FLOW_GST_LOG_ERROR:
      /* Translators: the kind of a message in the log, read by screen
       * readers before it.
       */
      return C_("message", "Error");
    case FLOW_GST_LOG_WARNING:
      return C_("message", "Warning");
    case FLOW_GST_LOG_INFO:
      return C_("message", "Information");
    case FLOW_GST_LOG_STATE:
      return C_("message", "State");
    case FLOW_GST_LOG_DEBUG:
      return level_name (entry->level);
    case FLOW_GST_LOG_STREAM:
    default:
      return C_("message", "Stream");
    }
}

/* What the filter looks in: an entry's kind, source and text, as a row
 * shows and a screen reader reads them.
 */
static char *
entry_search_text (FlowGstLogEntry *entry)
{
  return g_strdup_printf ("%s %s %s", kind_name (entry), entry->source, entry->text);
}

static void
filter_changed_cb (FlowGstLog     *self,
                   GtkSearchEntry *entry)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* Escape in the filter empties it: every message shows again. */
static void
stop_search_cb (GtkSearchEntry *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* The row's name says its kind: the icon is for the eye. */
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         gpointer                  user_data)
{
  FlowGstLogEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *icon = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (icon);
  g_autofree char *text = NULL;
  g_autofree char *spoken = NULL;

  gtk_image_set_from_icon_name (GTK_IMAGE (icon), kind_icon (entry->kind));
  if (entry->kind == FLOW_GST_LOG_DEBUG)
    text = g_strdup_printf ("%s  %s  %s %s", entry->time, entry->source, kind_name (entry), entry->text);
  else
    text = g_strdup_printf ("%s  %s  %s", entry->time, entry->source, entry->text);
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_tooltip_text (box, entry->debug);

  gtk_widget_remove_css_class (box, "error");
  gtk_widget_remove_css_class (box, "warning");
  if (entry->kind == FLOW_GST_LOG_ERROR)
    gtk_widget_add_css_class (box, "error");
  else if (entry->kind == FLOW_GST_LOG_WARNING)
    gtk_widget_add_css_class (box, "warning");

  /* Translators: a message of the log as a screen reader reads it: its
   * kind, the element, what it says, as in “Warning, fakesink0: …”.
   */
  if (entry->kind == FLOW_GST_LOG_DEBUG)
    /* Translators: a line of GStreamer's debug log as a screen reader
     * reads it: its level, the element or pad, the category and what it
     * says, as in “Warning in the debug log, src: basesrc: …”.
     */
    spoken = g_strdup_printf (_("%s in the debug log, %s: %s"), kind_name (entry), entry->source, entry->text);
  else
    spoken = g_strdup_printf (_("%s, %s: %s"), kind_name (entry), entry->source, entry->text);
  /* On the row itself, which screen readers read; GTK 4.8 names it by
   * nothing else.
   */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, entry->debug != NULL ? entry->debug : "",
                                  -1);
}

static gboolean
scroll_to_end_cb (gpointer user_data)
{
  FlowGstLog *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

  self->scroll_to_end = 0;
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));

  return G_SOURCE_REMOVE;
}

/* Scrolled to its end, the list stays there as messages come. A value
 * that comes with a new upper (the list view keeping its rows in place
 * as a batch of rows arrives) is not someone scrolling away: only one
 * for the upper already seen says where the list was left. The list
 * is moved to its end after the allocation that gave it the new upper:
 * a list view does not hear of a value set while it allocates.
 */
static void
adjustment_changed_cb (FlowGstLog    *self,
                       GParamSpec    *pspec,
                       GtkAdjustment *adjustment)
{
  double upper = gtk_adjustment_get_upper (adjustment);
  double end = upper - gtk_adjustment_get_page_size (adjustment);

  if (g_str_equal (pspec->name, "value"))
    {
      if (upper == self->upper_seen)
        self->at_end = gtk_adjustment_get_value (adjustment) >= end - 1;
    }
  else
    {
      self->upper_seen = upper;
      if (self->at_end && self->scroll_to_end == 0)
        self->scroll_to_end = g_idle_add (scroll_to_end_cb, self);
    }
}

static void
clear_clicked_cb (FlowGstLog *self)
{
  flow_gst_log_clear (self);
}

static void
copy_clicked_cb (FlowGstLog *self)
{
  g_autofree char *text = flow_gst_log_to_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

static void
flow_gst_log_dispose (GObject *object)
{
  FlowGstLog *self = (FlowGstLog *)object;

  if (self->player != NULL)
    g_signal_handlers_disconnect_by_data (self->player, self);
  g_clear_object (&self->player);
  g_clear_pointer (&self->tap, flow_gst_debug_tap_free);
  g_clear_handle_id (&self->scroll_to_end, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->shown);
  g_clear_object (&self->filter);
  g_clear_object (&self->entries);

  G_OBJECT_CLASS (flow_gst_log_parent_class)->dispose (object);
}

static void
flow_gst_log_class_init (FlowGstLogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = flow_gst_log_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "messagelog");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
flow_gst_log_init (FlowGstLog *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkAdjustment *adjustment;
  GtkWidget *header, *title, *clear, *copy, *levels_label, *search;
  const char *levels[] = {
    /* Translators: the levels of GStreamer's debug log the log of
     * messages can show, each with those above it: none, errors only,
     * and so on.
     */
    C_("debug levels", "Off"),
    C_("debug levels", "Errors"),
    C_("debug levels", "Warnings"),
    C_("debug levels", "Fixmes"),
    C_("debug levels", "Information"),
    C_("debug levels", "Debug"),
    C_("debug levels", "Log"),
    NULL
  };

  self->entries = g_list_store_new (FLOW_GST_TYPE_LOG_ENTRY);
  self->filter = gtk_string_filter_new (gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                                                     G_CALLBACK (entry_search_text),
                                                                     NULL, NULL));
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);
  self->shown = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->entries)),
                                           GTK_FILTER (g_object_ref (self->filter)));
  self->at_end = TRUE;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (header, 8);
  gtk_widget_set_margin_end (header, 4);
  title = gtk_label_new (_("Messages"));
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (header), title);
  clear = gtk_button_new_with_mnemonic (_("C_lear"));
  gtk_widget_add_css_class (clear, "flat");
  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (clear_clicked_cb), self);
  gtk_box_append (GTK_BOX (header), clear);
  copy = gtk_button_new_with_mnemonic (_("_Copy All"));
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_set_tooltip_text (copy, _("Copy every message shown, with GStreamer's debug text, to paste it elsewhere"));
  g_signal_connect_swapped (copy, "clicked", G_CALLBACK (copy_clicked_cb), self);
  gtk_box_insert_child_after (GTK_BOX (header), copy, title);

  /* The levels of the debug log, in GstDebugLevel's order from
   * GST_LEVEL_NONE: an item's position is its level.
   */
  levels_label = gtk_label_new_with_mnemonic (_("_Debug log"));
  self->levels = gtk_drop_down_new_from_strings (levels);
  gtk_widget_add_css_class (self->levels, "flat");
  gtk_widget_set_tooltip_text (self->levels,
                               _("Show GStreamer's debug log about the pipeline here: the lines of this "
                                 "level and of the more serious ones. The more detail, the more lines, "
                                 "and the slower the pipeline runs"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (levels_label), self->levels);
  /* The drop-down is labelled by its mnemonic label; GTK 4.8 leaves
   * its toggle button, which takes the focus, unnamed, as in the
   * palette.
   */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (self->levels)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Debug log"), -1);
  g_signal_connect_swapped (self->levels, "notify::selected", G_CALLBACK (level_selected_cb), self);
  gtk_box_insert_child_after (GTK_BOX (header), levels_label, title);
  gtk_box_insert_child_after (GTK_BOX (header), self->levels, levels_label);

  /* Only the messages that say what is typed, in the row's words. */
  search = gtk_search_entry_new ();
  g_object_set (search, "placeholder-text", _("Filter"), NULL);
  gtk_editable_set_width_chars (GTK_EDITABLE (search), 14);
  gtk_accessible_update_property (GTK_ACCESSIBLE (search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Filter the messages"), -1);
  g_signal_connect_swapped (search, "search-changed", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect (search, "stop-search", G_CALLBACK (stop_search_cb), NULL);
  gtk_box_insert_child_after (GTK_BOX (header), search, title);
  flow_app_name_mnemonic_buttons (header);
  gtk_box_append (GTK_BOX (self->box), header);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  self->list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->shown)))),
                                  factory);
  /* For themes, and to tell it from the drop-down's list. */
  gtk_widget_add_css_class (self->list, "messages");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Messages"), -1);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->list);
  gtk_widget_set_size_request (self->scrolled, -1, 140);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_box_append (GTK_BOX (self->box), self->scrolled);

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  g_signal_connect_swapped (adjustment, "notify::value", G_CALLBACK (adjustment_changed_cb), self);
  g_signal_connect_swapped (adjustment, "notify::upper", G_CALLBACK (adjustment_changed_cb), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Messages"), -1);
}

/* A log of the messages of @player's pipelines. */
GtkWidget *
flow_gst_log_new (FlowGstPlayer *player)
{
  FlowGstLog *self = g_object_new (FLOW_GST_TYPE_LOG, NULL);

  g_return_val_if_fail (FLOW_GST_IS_PLAYER (player), NULL);

  self->player = g_object_ref (player);
  g_signal_connect_swapped (player, "bus-message", G_CALLBACK (bus_message_cb), self);
  self->tap = flow_gst_debug_tap_new (debug_lines_cb, self);
  flow_gst_debug_tap_set_pipeline (self->tap, flow_gst_player_get_pipeline (player));
  g_signal_connect_swapped (player, "notify::pipeline", G_CALLBACK (pipeline_changed_cb), self);

  return GTK_WIDGET (self);
}

/* The messages kept, FlowGstLogEntry, oldest first, whatever the filter
 * shows.
 */
GListModel *
flow_gst_log_get_entries (FlowGstLog *self)
{
  g_return_val_if_fail (FLOW_GST_IS_LOG (self), NULL);

  return G_LIST_MODEL (self->entries);
}

/* The messages shown (all kept, but for those the filter hides) as
 * text, one a line ("12:03:04  out  Error: …"), each followed by the
 * lines of its debug text, indented, if it has one.
 */
char *
flow_gst_log_to_text (FlowGstLog *self)
{
  GListModel *entries;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (FLOW_GST_IS_LOG (self), NULL);

  entries = G_LIST_MODEL (self->shown);
  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(FlowGstLogEntry) entry = g_list_model_get_item (entries, i);

      g_string_append_printf (out, "%s  %s  %s: %s\n", entry->time, entry->source,
                              kind_name (entry), entry->text);
      if (entry->debug != NULL)
        {
          g_auto(GStrv) lines = g_strsplit (entry->debug, "\n", -1);

          for (guint l = 0; lines[l] != NULL; l++)
            g_string_append_printf (out, "    %s\n", lines[l]);
        }
    }

  return g_string_free (out, FALSE);
}

void
flow_gst_log_clear (FlowGstLog *self)
{
  g_return_if_fail (FLOW_GST_IS_LOG (self));

  g_list_store_remove_all (self->entries);
}

/* Shows the lines of GStreamer's debug log about the player's pipeline
 * from @level up (GST_LEVEL_NONE for none, the default; up to
 * GST_LEVEL_LOG), as the header's "Debug log" does.
 */
void
flow_gst_log_set_debug_level (FlowGstLog    *self,
                              GstDebugLevel  level)
{
  g_return_if_fail (FLOW_GST_IS_LOG (self));
  g_return_if_fail (level >= GST_LEVEL_NONE && level <= GST_LEVEL_LOG);

  if (flow_gst_debug_tap_get_level (self->tap) == level)
    return;

  flow_gst_debug_tap_set_level (self->tap, level);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->levels), level);
}

GstDebugLevel
flow_gst_log_get_debug_level (FlowGstLog *self)
{
  g_return_val_if_fail (FLOW_GST_IS_LOG (self), GST_LEVEL_NONE);

  return flow_gst_debug_tap_get_level (self->tap);
}

/* Takes in the lines of the debug log logged so far, without waiting for
 * the next tenth of a second.
 */
void
flow_gst_log_flush_debug (FlowGstLog *self)
{
  g_return_if_fail (FLOW_GST_IS_LOG (self));

  flow_gst_debug_tap_flush (self->tap);
}

/* The messages shown: those kept that the filter's text finds. */
GListModel *
flow_gst_log_get_shown (FlowGstLog *self)
{
  g_return_val_if_fail (FLOW_GST_IS_LOG (self), NULL);

  return G_LIST_MODEL (self->shown);
}

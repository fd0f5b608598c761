/* flow-gtk-view-clipboard.c: copy, cut, paste and duplicate on the
 * canvas. flowview.copy (Ctrl+C) puts the selected nodes on the
 * clipboard as the file format's fragment, under its own type and as
 * text; flowview.cut (Ctrl+X) copies and deletes them; flowview.paste
 * (Ctrl+V) adds the clipboard's nodes at the pointer, beside the focused
 * node or in the middle of the view, and selects them; flowview.duplicate
 * (Ctrl+D) copies and pastes the selection next to itself without the
 * clipboard. Each paste is one step of the history ("Paste 2 Nodes").
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-clipboard-private.h"

#include "flow-gtk-i18n-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-keynav-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * Reading the clipboard is asynchronous, as it may belong to this very
 * process, which writes the data from the main loop; one paste is
 * pending at a time, and a new one, another graph or the view's end
 * cancels it. That pending read is the room's only state, kept with the
 * view's actions (flow_gtk_view_actions_get_clipboard ()).
 */

#define CLIPBOARD_MIME_TYPE "application/x-flow-graph+json"
#define PASTE_OFFSET        24.0

struct _FlowGtkViewClipboard
{
  /* The paste reading the clipboard, while one does. */
  GCancellable *pending_paste;
};

static inline FlowGtkViewActions *
actions_of (FlowGtkView *view)
{
  return _flow_gtk_view_get_actions (view);
}

static inline FlowGtkViewClipboard *
clipboard_of (FlowGtkView *view)
{
  return flow_gtk_view_actions_get_clipboard (actions_of (view));
}

static char *
serialize_selection (FlowGtkView *view,
                     gsize       *length,
                     guint       *n_nodes)
{
  g_autoptr(GPtrArray) records = flow_gtk_view_actions_dup_selected_records (actions_of (view));
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();

  /* A group's input and output nodes are its own, one of each: copied out
   * of it they would mean nothing, and into another group they would be a
   * second one. The rest of a selection of all is copied.
   */
  for (guint i = 0; i < records->len; i++)
    {
      FlowNode *node = ((FlowGtkNodeRecord *) g_ptr_array_index (records, i))->node;

      if (!FLOW_IS_GROUP_INPUT_NODE (node) && !FLOW_IS_GROUP_OUTPUT_NODE (node))
        g_ptr_array_add (nodes, node);
    }

  if (n_nodes != NULL)
    *n_nodes = nodes->len;

  if (nodes->len == 0)
    return NULL;

  return flow_serializer_save_nodes_to_data (flow_gtk_view_get_serializer (view),
                                             (FlowNode * const *)nodes->pdata,
                                             nodes->len,
                                             length);
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  g_autoptr(GdkContentProvider) provider = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GdkContentProvider *providers[2];
  char *data;
  gsize length;

  if (flow_gtk_view_get_graph (view) == NULL || (data = serialize_selection (view, &length, NULL)) == NULL)
    return;

  bytes = g_bytes_new_take (data, length);
  providers[0] = gdk_content_provider_new_for_bytes (CLIPBOARD_MIME_TYPE, bytes);
  providers[1] = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", bytes);
  provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));

  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), provider);
}

static void
cut_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  if (!flow_gtk_view_get_editable (FLOW_GTK_VIEW (widget)))
    return;

  copy_action (widget, NULL, NULL);
  gtk_widget_activate_action (widget, "flowview.delete-selection", NULL);
}

/* Where pasted nodes land. */
typedef enum
{
  PASTE_NEXT_TO_ORIGINALS,
  PASTE_CORNER_AT,   /* their top-left corner at the point */
  PASTE_MIDDLE_AT,   /* the middle of their positions at the point */
} PastePlace;

typedef struct
{
  GHashTable *pasted;
  double      x;
  double      y;
  gboolean    taken;
} Spot;

static gboolean
spot_taken_cb (FlowGtkNodeRecord *record,
               gpointer           user_data)
{
  Spot *spot = user_data;

  if (!g_hash_table_contains (spot->pasted, record->node) &&
      flow_node_get_x (record->node) == spot->x && flow_node_get_y (record->node) == spot->y)
    spot->taken = TRUE;

  return !spot->taken;
}

/* Whether a node other than @pasted ones sits exactly at (@x, @y). */
static gboolean
spot_taken (FlowGtkView *view,
            GHashTable  *pasted,
            double       x,
            double       y)
{
  Spot spot = { pasted, x, y, FALSE };
  graphene_rect_t area = GRAPHENE_RECT_INIT (x - 0.5, y - 0.5, 1, 1);

  flow_gtk_layout_query_nodes (_flow_gtk_view_get_layout (view), &area, spot_taken_cb, &spot);

  return spot.taken;
}

/* Adds the nodes @data describes, as one step of the history, placed at
 * the canvas point (@x, @y) as @place says; and selects them.
 */
static gboolean
paste_data (FlowGtkView  *view,
            const char   *data,
            gsize         length,
            PastePlace    place,
            double        x,
            double        y,
            GError      **error)
{
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowHistory *history = flow_graph_get_history (graph);
  gboolean had_keyboard = _flow_gtk_view_has_keyboard (view);
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GtkBitset) hits = NULL;
  g_autoptr(GtkBitset) mask = NULL;
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE;
  double max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double dx = PASTE_OFFSET, dy = PASTE_OFFSET;
  double grid = _flow_gtk_view_get_snap_grid (view);
  guint n;

  /* One step with the paste's own label ("Paste 2 Nodes"): a group with
   * none, which the paste names, and the moves below in it.
   */
  flow_history_begin_group (history, NULL);

  pasted = flow_serializer_paste (flow_gtk_view_get_serializer (view), graph,
                                  data, length, 0, 0, error);
  if (pasted == NULL)
    {
      flow_history_end_group (history);
      return FALSE;
    }

  n = g_list_model_get_n_items (pasted);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);

      min_x = MIN (min_x, flow_node_get_x (node));
      min_y = MIN (min_y, flow_node_get_y (node));
      max_x = MAX (max_x, flow_node_get_x (node));
      max_y = MAX (max_y, flow_node_get_y (node));
    }

  if (place == PASTE_CORNER_AT && n > 0)
    {
      dx = flow_gtk_snap (x - min_x, grid);
      dy = flow_gtk_snap (y - min_y, grid);
    }
  else if (place == PASTE_MIDDLE_AT && n > 0)
    {
      dx = flow_gtk_snap (x - (min_x + max_x) / 2, grid);
      dy = flow_gtk_snap (y - (min_y + max_y) / 2, grid);
    }

  /* Not exactly over a node already there (a paste after a duplicate, a
   * second paste at one place): one offset further, as far as needed, so
   * that the copy does not hide what it covers.
   */
  if (n > 0)
    {
      g_autoptr(GHashTable) set = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
      g_autoptr(FlowNode) first = g_list_model_get_item (pasted, 0);

      for (guint i = 0; i < n; i++)
        g_hash_table_add (set, g_list_model_get_item (pasted, i));
      for (guint tries = 0;
           tries < 100 && spot_taken (view, set, flow_node_get_x (first) + dx, flow_node_get_y (first) + dy);
           tries++)
        {
          dx += PASTE_OFFSET;
          dy += PASTE_OFFSET;
        }
    }

  hits = gtk_bitset_new_empty ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);
      FlowGtkNodeRecord *record;

      flow_node_set_position (node, flow_node_get_x (node) + dx, flow_node_get_y (node) + dy);

      if ((record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), node)) != NULL && record->placed)
        gtk_bitset_add (hits, record->position);
    }

  flow_history_end_group (history);

  mask = gtk_bitset_new_range (0, flow_gtk_layout_get_n_nodes (_flow_gtk_view_get_layout (view)));
  gtk_selection_model_set_selection (flow_gtk_view_get_selection (view), hits, mask);
  _flow_gtk_view_set_selected_connection (view, NULL);

  /* Made by keys, the copy takes the keyboard, as it takes the
   * selection: the next keys (arrows, another paste) act on it.
   */
  if (n > 0 && had_keyboard)
    {
      g_autoptr(FlowNode) first = g_list_model_get_item (pasted, 0);

      flow_gtk_view_keynav_focus_made (view, first);
    }

  return TRUE;
}

static void
paste_finish (FlowGtkView *view,
              const char  *data,
              gsize        length)
{
  g_autoptr(GError) error = NULL;
  FlowGtkNodeRecord *focus;
  graphene_point_t point;
  PastePlace place = PASTE_CORNER_AT;
  double x, y;

  if (flow_gtk_view_get_graph (view) == NULL || !flow_gtk_view_get_editable (view))
    return;

  /* At the pointer when it is over the canvas; else beside the focused
   * node, as after Ctrl+C and Ctrl+V on it; else in the middle of the
   * view, where the user looks, rather than next to originals that may be
   * out of sight or in another document.
   */
  focus = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view));
  if (flow_gtk_view_input_get_pointer (_flow_gtk_view_get_input (view), &x, &y))
    _flow_gtk_view_widget_to_canvas (view, x, y, &point);
  else
    {
      x = gtk_widget_get_width (GTK_WIDGET (view)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (view)) / 2.0;
      _flow_gtk_view_widget_to_canvas (view, x, y, &point);
      place = PASTE_MIDDLE_AT;

      if (focus != NULL && focus->placed)
        {
          point.x = flow_node_get_x (focus->node) + PASTE_OFFSET;
          point.y = flow_node_get_y (focus->node) + PASTE_OFFSET;
          place = PASTE_CORNER_AT;
        }
    }

  if (!paste_data (view, data, length, place, point.x, point.y, &error))
    {
      /* Text that is not Flow's nodes says so; nodes this graph refuses
       * (a group pasted into itself) say why alone.
       */
      gboolean unreadable = error->domain != FLOW_ERROR ||
                            error->code == FLOW_ERROR_INVALID_DATA ||
                            error->code == FLOW_ERROR_TOO_LARGE;
      g_autofree char *text = unreadable ? g_strdup_printf (_("The clipboard holds no nodes to paste. %s"),
                                                            error->message)
                                         : g_strdup (error->message);

      flow_gtk_view_actions_show_message (actions_of (view), text, x, y);
    }
}

static void
show_message_at_pointer (FlowGtkView *view,
                         const char  *text)
{
  double x, y;

  flow_gtk_view_input_get_pointer (_flow_gtk_view_get_input (view), &x, &y);
  flow_gtk_view_actions_show_message (actions_of (view), text, x, y);
}

static void
paste_spliced_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(FlowGtkView) view = user_data;
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (object);
  g_autoptr(GError) error = NULL;

  if (g_output_stream_splice_finish (G_OUTPUT_STREAM (memory), result, &error) < 0)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_message_at_pointer (view, error->message);
      return;
    }

  paste_finish (view,
                g_memory_output_stream_get_data (memory),
                g_memory_output_stream_get_data_size (memory));
}

static void
paste_read_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FlowGtkView) view = user_data;
  FlowGtkViewClipboard *self = clipboard_of (view);
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GOutputStream) memory = NULL;
  g_autoptr(GError) error = NULL;

  stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (object), result, NULL, &error);
  if (stream == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_message_at_pointer (view, _("The clipboard holds no nodes to paste."));
      return;
    }

  memory = g_memory_output_stream_new_resizable ();
  g_output_stream_splice_async (memory, stream,
                                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE |
                                G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT,
                                self->pending_paste,
                                paste_spliced_cb,
                                g_object_ref (view));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGtkViewClipboard *self = clipboard_of (view);
  static const char *mime_types[] = {
    CLIPBOARD_MIME_TYPE,
    "text/plain;charset=utf-8",
    "text/plain",
    NULL,
  };

  if (flow_gtk_view_get_graph (view) == NULL || !flow_gtk_view_get_editable (view))
    return;

  /* Asynchronous: the clipboard may belong to this very process, which
   * writes the data from the main loop.
   */
  g_cancellable_cancel (self->pending_paste);
  g_clear_object (&self->pending_paste);
  self->pending_paste = g_cancellable_new ();

  gdk_clipboard_read_async (gtk_widget_get_clipboard (widget),
                            mime_types,
                            G_PRIORITY_DEFAULT,
                            self->pending_paste,
                            paste_read_cb,
                            g_object_ref (view));
}

static void
duplicate_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *label = NULL;
  const char *format;
  FlowHistory *history;
  gsize length;
  guint n_nodes;

  if (flow_gtk_view_get_graph (view) == NULL || !flow_gtk_view_get_editable (view) ||
      (data = serialize_selection (view, &length, &n_nodes)) == NULL)
    return;

  /* Named for what the user did, over the paste's own name. The
   * singular may leave the number out.
   */
  history = flow_graph_get_history (flow_gtk_view_get_graph (view));
  format = ngettext ("Duplicate Node", "Duplicate %u Nodes", n_nodes);
  label = g_strdup_printf (format, n_nodes);
  flow_history_begin_group (history, label);
  if (!paste_data (view, data, length, PASTE_NEXT_TO_ORIGINALS, 0, 0, &error))
    show_message_at_pointer (view, error->message);
  flow_history_end_group (history);
}

/* Installs the clipboard's actions and their key bindings on the view's
 * class.
 */
void
flow_gtk_view_clipboard_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "flowview.cut", NULL, cut_action);
  gtk_widget_class_install_action (widget_class, "flowview.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "flowview.duplicate", NULL, duplicate_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "flowview.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_x, GDK_CONTROL_MASK, "flowview.cut", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "flowview.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "flowview.duplicate", NULL);
}

FlowGtkViewClipboard *
flow_gtk_view_clipboard_new (void)
{
  return g_new0 (FlowGtkViewClipboard, 1);
}

/* Forgets the pending paste, if any. */
void
flow_gtk_view_clipboard_cancel (FlowGtkViewClipboard *self)
{
  g_cancellable_cancel (self->pending_paste);
  g_clear_object (&self->pending_paste);
}

void
flow_gtk_view_clipboard_free (FlowGtkViewClipboard *self)
{
  if (self == NULL)
    return;

  flow_gtk_view_clipboard_cancel (self);
  g_free (self);
}

/* flow-demo-window-clipboard.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-window-private.h"

#include "flow-demo-serializer.h"

/*
 * Copy, cut and paste, for FlowDemoWindow.
 *
 * The selected nodes, and the connections among them, go to the clipboard
 * as text in the Flow file format, so they can be pasted into this window,
 * another one, or any application that knows the demo's node types (and
 * read in a text editor). Pasting adds them as new nodes, selected, in
 * one step of the history; pasting text that is not Flow nodes says so in
 * a toast and changes nothing.
 *
 * The shortcuts are the canvas's own (see the window's create_canvas ()),
 * so that text entries, in nodes or in the palette, keep their Ctrl+C.
 */

/* Where pasted nodes go, from where they were copied, when pasted with
 * the keyboard: a little below and to the right, like a duplicate.
 */
#define PASTE_OFFSET 40.0

/**
 * flow_demo_window_get_selected_nodes:
 * @self: a window
 *
 * Gets the nodes selected on the canvas, in the graph's order.
 *
 * Returns: (transfer full): a list model of `FlowNode`
 */
GListModel *
flow_demo_window_get_selected_nodes (FlowDemoWindow *self)
{
  GListStore *nodes;

  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  nodes = g_list_store_new (FLOW_TYPE_NODE);

#ifdef FLOW_DEMO_HAVE_VIEW
  {
    GtkSelectionModel *selection = flow_gtk_view_get_selection (self->view);
    g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (selection);
    GtkBitsetIter iter;
    guint position;

    for (gboolean more = gtk_bitset_iter_init_first (&iter, selected, &position);
         more;
         more = gtk_bitset_iter_next (&iter, &position))
      {
        g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (self->graph), position);

        if (node != NULL)
          g_list_store_append (nodes, node);
      }
  }
#endif

  return G_LIST_MODEL (nodes);
}

static gboolean
copy_selection (FlowDemoWindow *self,
                GListModel     *nodes)
{
  g_autoptr(GPtrArray) array = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *text = NULL;
  guint n = g_list_model_get_n_items (nodes);

  if (n == 0)
    return FALSE;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (array, g_list_model_get_item (nodes, i));

  text = flow_serializer_save_nodes_to_data (flow_demo_serializer_get_default (),
                                             (FlowNode * const *)array->pdata, n, NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);

  return TRUE;
}

void
_flow_demo_window_copy (FlowDemoWindow *self)
{
  g_autoptr(GListModel) nodes = flow_demo_window_get_selected_nodes (self);

  copy_selection (self, nodes);
}

void
_flow_demo_window_cut (FlowDemoWindow *self)
{
  g_autoptr(GListModel) nodes = flow_demo_window_get_selected_nodes (self);
  FlowHistory *history = flow_graph_get_history (self->graph);
  guint n = g_list_model_get_n_items (nodes);

  if (!copy_selection (self, nodes))
    return;

  flow_history_begin_group (history, n == 1 ? "Cut Node" : "Cut Nodes");
  flow_graph_begin_batch (self->graph);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      if (flow_node_get_deletable (node))
        flow_graph_remove_node (self->graph, node);
    }

  flow_graph_end_batch (self->graph);
  flow_history_end_group (history);
}

/* Pastes @text, moved by (@dx, @dy), and selects what it added, which it
 * returns; or says why not and returns NULL.
 */
static GListModel *
paste_text (FlowDemoWindow *self,
            const char     *text,
            double          dx,
            double          dy)
{
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;

  pasted = flow_serializer_paste (flow_demo_serializer_get_default (), self->graph,
                                  text, -1, dx, dy, &error);
  if (pasted == NULL)
    {
      g_debug ("Not pasted: %s", error->message);
      _flow_demo_window_toast (self, "The clipboard holds no nodes to paste.");
      return NULL;
    }

#ifdef FLOW_DEMO_HAVE_VIEW
  {
    guint n = g_list_model_get_n_items (pasted);

    /* Pasted nodes are the last ones of the graph. */
    if (n > 0)
      gtk_selection_model_select_range (flow_gtk_view_get_selection (self->view),
                                        g_list_model_get_n_items (G_LIST_MODEL (self->graph)) - n,
                                        n, TRUE);
  }
#endif

  return g_steal_pointer (&pasted);
}

static void
clipboard_read_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(FlowDemoWindow) self = user_data;
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);
  if (text == NULL)
    {
      _flow_demo_window_toast (self, "The clipboard holds no nodes to paste.");
      return;
    }

  g_clear_object (&pasted);
  pasted = paste_text (self, text, PASTE_OFFSET, PASTE_OFFSET);
}

typedef struct
{
  FlowDemoWindow *self;
  double          x;
  double          y;
} PasteAt;

static void
clipboard_read_at_cb (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  PasteAt *paste = user_data;
  g_autoptr(FlowDemoWindow) self = paste->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) pasted = NULL;
  g_autofree char *text = NULL;
  FlowHistory *history;
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);
  if (text == NULL)
    {
      _flow_demo_window_toast (self, "The clipboard holds no nodes to paste.");
      g_free (paste);
      return;
    }

  /* Paste where they were, then move them all to the point, as one step. */
  history = flow_graph_get_history (self->graph);
  flow_history_begin_group (history, "Paste");

  if ((pasted = paste_text (self, text, 0, 0)) == NULL)
    {
      flow_history_end_group (history);
      g_free (paste);
      return;
    }

  for (guint i = 0; i < g_list_model_get_n_items (pasted); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);

      left = MIN (left, flow_node_get_x (node));
      top = MIN (top, flow_node_get_y (node));
    }
  for (guint i = 0; i < g_list_model_get_n_items (pasted); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);

      flow_node_set_position (node,
                              flow_node_get_x (node) - left + paste->x,
                              flow_node_get_y (node) - top + paste->y);
    }

  flow_history_end_group (history);
  g_free (paste);
}

/* Pastes with the top-left corner of the pasted nodes at the point of the
 * canvas where the context menu was opened.
 */
void
_flow_demo_window_paste_here (FlowDemoWindow *self)
{
  PasteAt *paste = g_new0 (PasteAt, 1);

  paste->self = g_object_ref (self);
#ifdef FLOW_DEMO_HAVE_VIEW
  flow_gtk_view_get_context_position (self->view, &paste->x, &paste->y);
#endif

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 clipboard_read_at_cb, paste);
}

void
_flow_demo_window_paste (FlowDemoWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 clipboard_read_cb, g_object_ref (self));
}

/* flow-gst-canvas-drop.c: elements dragged from the palette onto the
 * canvas: added where they are dropped, the pointer holding them by their
 * title, and into the wire under them when their pads fit it, which the
 * canvas lights while they are dragged over it; one step of the history.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Implementation notes: the palette's rows give their FlowGstFactoryItem
 * (flow-gst-palette.c); an element of it stands in for the one the drop
 * adds, so that the view can tell which wire it would go into
 * (flow_gtk_view_preview_splice ()), made once for each element dragged.
 */

#include "config.h"

#include "flow-gst-canvas-drop.h"

#include "flow-gst-element-node.h"
#include "flow-gst-registry.h"


typedef struct
{
  FlowGstWindow *window;
  /* The element dragged over the canvas, and one of it standing in. */
  char          *factory;
  FlowNode      *stand_in;
} Drop;

static void
drop_free (gpointer data)
{
  Drop *drop = data;

  g_free (drop->factory);
  g_clear_object (&drop->stand_in);
  g_free (drop);
}

/* The element of @value standing in, made when the element changed; NULL
 * if it cannot be made.
 */
static FlowNode *
stand_in (Drop         *drop,
          const GValue *value)
{
  FlowGstFactoryItem *item = value != NULL ? g_value_get_object (value) : NULL;
  const char *factory = item != NULL ? flow_gst_factory_item_get_name (item) : NULL;

  if (factory == NULL)
    return NULL;

  if (g_strcmp0 (drop->factory, factory) != 0)
    {
      g_free (drop->factory);
      drop->factory = g_strdup (factory);
      g_clear_object (&drop->stand_in);
      drop->stand_in = flow_gst_element_node_new (factory, NULL);
    }

  return drop->stand_in;
}

static GdkDragAction
motion_cb (GtkDropTarget *target,
           double         x,
           double         y,
           Drop          *drop)
{
  GtkWidget *view = flow_gst_window_get_view (drop->window);
  FlowNode *node = stand_in (drop, gtk_drop_target_get_value (target));

  if (node != NULL)
    flow_gtk_view_preview_splice (FLOW_GTK_VIEW (view), node, x, y);

  return GDK_ACTION_COPY;
}

static void
leave_cb (GtkDropTarget *target,
          Drop          *drop)
{
  flow_gtk_view_preview_splice (FLOW_GTK_VIEW (flow_gst_window_get_view (drop->window)), NULL, 0, 0);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         Drop          *drop)
{
  FlowGtkView *view = FLOW_GTK_VIEW (flow_gst_window_get_view (drop->window));
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowHistory *history = flow_graph_get_history (graph);
  FlowNode *node = stand_in (drop, value);
  g_autoptr(GError) error = NULL;
  FlowConnection *wire = NULL;
  graphene_point_t canvas;
  FlowNode *added;

  if (node == NULL)
    return FALSE;

  wire = flow_gtk_view_preview_splice (view, node, x, y);
  flow_gtk_view_preview_splice (view, NULL, 0, 0);
  flow_gtk_viewport_widget_to_canvas (flow_gtk_view_get_viewport (view), &GRAPHENE_POINT_INIT (x, y), &canvas);

  /* The pointer holds the element near the left of its title. */
  flow_history_begin_group (history, NULL);
  added = flow_gst_window_add_element_at (drop->window, drop->factory, canvas.x - 40, canvas.y - 12, &error);
  if (added != NULL && wire != NULL)
    flow_gtk_view_splice_node (view, added, wire);
  flow_history_end_group (history);

  if (added == NULL)
    return FALSE;

  gtk_widget_grab_focus (GTK_WIDGET (view));
  return TRUE;
}

/* Lets @window's canvas take elements dragged from its palette. */
void
flow_gst_canvas_drop_attach (FlowGstWindow *window)
{
  GtkWidget *view = flow_gst_window_get_view (window);
  GtkDropTarget *target = gtk_drop_target_new (FLOW_GST_TYPE_FACTORY_ITEM, GDK_ACTION_COPY);
  Drop *drop = g_new0 (Drop, 1);

  drop->window = window;
  gtk_drop_target_set_preload (target, TRUE);
  g_signal_connect (target, "motion", G_CALLBACK (motion_cb), drop);
  g_signal_connect (target, "leave", G_CALLBACK (leave_cb), drop);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), drop);
  g_object_set_data_full (G_OBJECT (target), "flow-gst-drop", drop, drop_free);
  gtk_widget_add_controller (view, GTK_EVENT_CONTROLLER (target));
}

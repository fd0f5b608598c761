/* flow-gst-node-widget.c: how an element node looks on the canvas: its
 * state, its most used property, and the video or the level it shows.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-node-widget.h"

#include "flow-gst-element-node.h"
#include "flow-gst-properties.h"
#include "flow-gst-frame-view.h"

#include <gst/video/video.h>
#include <glib/gi18n-lib.h>

/* Implementation notes:
 *
 * The view recycles node widgets: everything is made in bind and dropped
 * in unbind. An appsink's node shows the last frame it received (the
 * in-window video route of GStreamer 1.22 on Debian 12, which ships no
 * gtk4paintablesink), a level element's node a meter of its loudest
 * channel. The player puts frames and levels on the nodes, on the main
 * thread; this widget only draws them.
 */

struct _FlowGstNodeWidget
{
  FlowGtkNode  parent_instance;

  FlowNode    *node;
  GtkWidget   *state;
  GtkWidget   *picture;
  GtkWidget   *meter;
};

G_DEFINE_FINAL_TYPE (FlowGstNodeWidget, flow_gst_node_widget, FLOW_GTK_TYPE_NODE)

static void update_state (FlowGstNodeWidget *self);
static void update_tooltip (FlowGstNodeWidget *self);
static void update_picture (FlowGstNodeWidget *self);
static void update_meter (FlowGstNodeWidget *self);

/* Only this class's handlers: FlowGtkNode has its own on the node. */
static void
release_node (FlowGstNodeWidget *self)
{
  if (self->node == NULL)
    return;

  g_signal_handlers_disconnect_by_func (self->node, update_state, self);
  g_signal_handlers_disconnect_by_func (self->node, update_tooltip, self);
  g_signal_handlers_disconnect_by_func (self->node, update_picture, self);
  g_signal_handlers_disconnect_by_func (self->node, update_meter, self);
  g_clear_object (&self->node);
}

static const char *
state_text (GstState state)
{
  switch (state)
    {
    case GST_STATE_VOID_PENDING:
    case GST_STATE_NULL:
      /* TRANSLATORS: the state of an element that does not run. */
      return _("Stopped");
    case GST_STATE_READY:
      return _("Ready");
    case GST_STATE_PAUSED:
      return _("Paused");
    case GST_STATE_PLAYING:
      return _("Playing");
    default:
      return "";
    }
}

static void
update_state (FlowGstNodeWidget *self)
{
  GstState state = flow_gst_element_node_get_element_state (FLOW_GST_ELEMENT_NODE (self->node));

  gtk_label_set_text (GTK_LABEL (self->state), state_text (state));
  gtk_widget_remove_css_class (self->state, "playing");
  if (state == GST_STATE_PLAYING)
    gtk_widget_add_css_class (self->state, "playing");
}

static void
update_tooltip (FlowGstNodeWidget *self)
{
  const char *message = flow_node_get_message (self->node);
  const char *debug = flow_gst_element_node_get_debug (FLOW_GST_ELEMENT_NODE (self->node));
  g_autofree char *text = NULL;

  if (message != NULL && debug != NULL)
    text = g_strdup_printf ("%s\n\n%s", message, debug);

  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text != NULL ? text : message);
}

GdkTexture *
flow_gst_sample_to_texture (GstSample *sample)
{
  GstVideoInfo info;
  GstMapInfo map;
  GstBuffer *buffer = gst_sample_get_buffer (sample);
  GstCaps *caps = gst_sample_get_caps (sample);
  GdkMemoryFormat format;
  g_autoptr(GBytes) bytes = NULL;

  if (buffer == NULL || caps == NULL || !gst_video_info_from_caps (&info, caps))
    return NULL;

  /* GstVideoFormat has a hundred values: no switch. */
  if (GST_VIDEO_INFO_FORMAT (&info) == GST_VIDEO_FORMAT_RGBA ||
      GST_VIDEO_INFO_FORMAT (&info) == GST_VIDEO_FORMAT_RGBx)
    format = GDK_MEMORY_R8G8B8A8;
  else if (GST_VIDEO_INFO_FORMAT (&info) == GST_VIDEO_FORMAT_BGRA ||
           GST_VIDEO_INFO_FORMAT (&info) == GST_VIDEO_FORMAT_BGRx)
    format = GDK_MEMORY_B8G8R8A8;
  else if (GST_VIDEO_INFO_FORMAT (&info) == GST_VIDEO_FORMAT_RGB)
    format = GDK_MEMORY_R8G8B8;
  else if (GST_VIDEO_INFO_FORMAT (&info) == GST_VIDEO_FORMAT_BGR)
    format = GDK_MEMORY_B8G8R8;
  else
    return NULL;

  if (!gst_buffer_map (buffer, &map, GST_MAP_READ))
    return NULL;
  bytes = g_bytes_new (map.data, map.size);
  gst_buffer_unmap (buffer, &map);

  return gdk_memory_texture_new (GST_VIDEO_INFO_WIDTH (&info), GST_VIDEO_INFO_HEIGHT (&info),
                                 format, bytes, GST_VIDEO_INFO_PLANE_STRIDE (&info, 0));
}

static void
update_picture (FlowGstNodeWidget *self)
{
  GstSample *sample = flow_gst_element_node_get_sample (FLOW_GST_ELEMENT_NODE (self->node));
  g_autoptr(GdkTexture) texture = sample != NULL ? flow_gst_sample_to_texture (sample) : NULL;

  flow_gst_frame_view_set_frame (FLOW_GST_FRAME_VIEW (self->picture), GDK_PAINTABLE (texture));
}

static void
update_meter (FlowGstNodeWidget *self)
{
  double db = flow_gst_element_node_get_level (FLOW_GST_ELEMENT_NODE (self->node));

  /* -60 dB to 0 dB. */
  gtk_level_bar_set_value (GTK_LEVEL_BAR (self->meter), CLAMP ((db + 60) / 60, 0, 1));
}

static void
flow_gst_node_widget_bind (FlowGtkNode *widget,
                           FlowNode    *node)
{
  FlowGstNodeWidget *self = FLOW_GST_NODE_WIDGET (widget);
  FlowGstElementNode *element_node;
  const char *factory;
  GtkWidget *box;
  GParamSpec *pspec;

  FLOW_GTK_NODE_CLASS (flow_gst_node_widget_parent_class)->bind (widget, node);

  if (!FLOW_GST_IS_ELEMENT_NODE (node))
    return;

  self->node = g_object_ref (node);
  element_node = FLOW_GST_ELEMENT_NODE (node);
  factory = flow_gst_element_node_get_factory_name (element_node);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (box, "gst-node");

  self->state = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->state, "element-state");
  gtk_label_set_xalign (GTK_LABEL (self->state), 0);
  gtk_box_append (GTK_BOX (box), self->state);
  g_signal_connect_swapped (node, "notify::element-state", G_CALLBACK (update_state), self);
  update_state (self);

  if ((pspec = flow_gst_property_inline (element_node)) != NULL)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      FlowGraph *graph = flow_node_get_graph (node);
      FlowGstPlayer *player = graph != NULL ? g_object_get_data (G_OBJECT (graph), "flow-gst-player") : NULL;

      gtk_box_append (GTK_BOX (row), gtk_label_new (pspec->name));
      gtk_box_append (GTK_BOX (row), flow_gst_property_editor_new (element_node, pspec, player));
      gtk_box_append (GTK_BOX (box), row);
    }

  if (g_str_equal (factory, "appsink"))
    {
      self->picture = flow_gst_frame_view_new (240, 180);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Video"), -1);
      gtk_box_append (GTK_BOX (box), self->picture);
      g_signal_connect_swapped (node, "notify::sample", G_CALLBACK (update_picture), self);
      update_picture (self);
    }

  if (g_str_equal (factory, "level"))
    {
      self->meter = gtk_level_bar_new_for_interval (0, 1);
      gtk_widget_set_size_request (self->meter, 140, 12);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->meter), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Audio level"), -1);
      gtk_box_append (GTK_BOX (box), self->meter);
      g_signal_connect_swapped (node, "notify::level", G_CALLBACK (update_meter), self);
      update_meter (self);
    }

  g_signal_connect_swapped (node, "notify::message", G_CALLBACK (update_tooltip), self);
  g_signal_connect_swapped (node, "notify::debug", G_CALLBACK (update_tooltip), self);
  update_tooltip (self);

  flow_gtk_node_set_child (widget, box);
}

static void
flow_gst_node_widget_unbind (FlowGtkNode *widget)
{
  FlowGstNodeWidget *self = FLOW_GST_NODE_WIDGET (widget);

  release_node (self);
  flow_gtk_node_set_child (widget, NULL);
  self->state = self->picture = self->meter = NULL;
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), NULL);

  FLOW_GTK_NODE_CLASS (flow_gst_node_widget_parent_class)->unbind (widget);
}

static void
flow_gst_node_widget_dispose (GObject *object)
{
  FlowGstNodeWidget *self = FLOW_GST_NODE_WIDGET (object);

  release_node (self);

  G_OBJECT_CLASS (flow_gst_node_widget_parent_class)->dispose (object);
}

static void
flow_gst_node_widget_class_init (FlowGstNodeWidgetClass *klass)
{
  FlowGtkNodeClass *node_class = FLOW_GTK_NODE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = flow_gst_node_widget_dispose;
  node_class->bind = flow_gst_node_widget_bind;
  node_class->unbind = flow_gst_node_widget_unbind;
}

static void
flow_gst_node_widget_init (FlowGstNodeWidget *self)
{
}

/* What the size of a node's widget depends on: its title, its element,
 * its docks and the text of its inline editor.
 */
static char *
shape_of (FlowNode *node)
{
  GString *shape = g_string_new (flow_node_get_title (node));
  GListModel *lists[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };
  GParamSpec *pspec;

  if (FLOW_GST_IS_ELEMENT_NODE (node))
    {
      g_string_append_printf (shape, "|%s", flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (node)));
      if ((pspec = flow_gst_property_inline (FLOW_GST_ELEMENT_NODE (node))) != NULL)
        {
          g_autofree char *text = flow_gst_property_to_string (G_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node))),
                                                               pspec);

          g_string_append_printf (shape, "|%s=%s", pspec->name, text != NULL ? text : "");
        }
    }

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);

        g_string_append_printf (shape, "|%u:%s", l, flow_dock_get_label (dock));
      }

  return g_string_free (shape, FALSE);
}

/* The natural size of the widget of @node, measured on a widget of its
 * own that no view shows: for laying nodes out before a view has shown
 * them (the view estimates their sizes until then, without what this
 * class adds, such as a video preview). A FlowGstNodeSizeFunc; its
 * @user_data may be a table made by flow_gst_node_widget_new_size_cache (),
 * which keeps the sizes measured for nodes of the same shape (making a
 * node widget takes about a millisecond).
 */
void
flow_gst_node_widget_measure (FlowNode *node,
                              double   *width,
                              double   *height,
                              gpointer  user_data)
{
  GHashTable *cache = user_data;
  g_autofree char *shape = NULL;
  g_autoptr(GtkWidget) widget = NULL;
  FlowGtkNodeClass *klass;
  graphene_size_t *size;
  int w, h;

  if (cache != NULL && (size = g_hash_table_lookup (cache, (shape = shape_of (node)))) != NULL)
    {
      *width = size->width;
      *height = size->height;
      return;
    }

  widget = g_object_ref_sink (g_object_new (FLOW_GST_TYPE_NODE_WIDGET, NULL));
  klass = FLOW_GTK_NODE_GET_CLASS (widget);

  /* The class's own bind and unbind, as a view's factory calls them. */
  klass->bind (FLOW_GTK_NODE (widget), node);
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
  klass->unbind (FLOW_GTK_NODE (widget));

  *width = w;
  *height = h;

  if (cache != NULL)
    {
      size = g_new (graphene_size_t, 1);
      *size = GRAPHENE_SIZE_INIT (w, h);
      g_hash_table_insert (cache, g_steal_pointer (&shape), size);
    }
}

GHashTable *
flow_gst_node_widget_new_size_cache (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

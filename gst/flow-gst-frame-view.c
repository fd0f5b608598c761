/* flow-gst-frame-view.c: a frame of video shown at a fixed size, whatever
 * the size of the frames, so that a node does not grow when a stream starts.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-frame-view.h"

/* Implementation notes: a GtkPicture asks for the size of its paintable,
 * so a node showing one grew from its placeholder size to the size of
 * the first frame, after the layout had placed the nodes below it. This
 * widget asks for the size it is given, and draws each frame scaled into
 * it, keeping its aspect ratio, on a black background.
 */

struct _FlowGstFrameView
{
  GtkWidget     parent_instance;

  int           width;
  int           height;
  GdkPaintable *frame;
};

G_DEFINE_FINAL_TYPE (FlowGstFrameView, flow_gst_frame_view, GTK_TYPE_WIDGET)

static void
flow_gst_frame_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  FlowGstFrameView *self = FLOW_GST_FRAME_VIEW (widget);

  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? self->width : self->height;
}

static void
flow_gst_frame_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  FlowGstFrameView *self = FLOW_GST_FRAME_VIEW (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double w = width, h = height, ratio;

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (self->frame == NULL)
    return;

  ratio = gdk_paintable_get_intrinsic_aspect_ratio (self->frame);
  if (ratio > 0)
    {
      if (width / height > ratio)
        w = height * ratio;
      else
        h = width / ratio;
    }

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - w) / 2, (height - h) / 2));
  gdk_paintable_snapshot (self->frame, snapshot, w, h);
  gtk_snapshot_restore (snapshot);
}

static void
flow_gst_frame_view_dispose (GObject *object)
{
  FlowGstFrameView *self = FLOW_GST_FRAME_VIEW (object);

  g_clear_object (&self->frame);

  G_OBJECT_CLASS (flow_gst_frame_view_parent_class)->dispose (object);
}

static void
flow_gst_frame_view_class_init (FlowGstFrameViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = flow_gst_frame_view_dispose;
  widget_class->measure = flow_gst_frame_view_measure;
  widget_class->snapshot = flow_gst_frame_view_snapshot;

  gtk_widget_class_set_css_name (widget_class, "video");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
flow_gst_frame_view_init (FlowGstFrameView *self)
{
}

GtkWidget *
flow_gst_frame_view_new (int width,
                    int height)
{
  FlowGstFrameView *self = g_object_new (FLOW_GST_TYPE_FRAME_VIEW, NULL);

  self->width = width;
  self->height = height;

  return GTK_WIDGET (self);
}

/* Shows @frame (or nothing), scaled to the widget's size. */
void
flow_gst_frame_view_set_frame (FlowGstFrameView *self,
                          GdkPaintable *frame)
{
  g_return_if_fail (FLOW_GST_IS_FRAME_VIEW (self));

  if (!g_set_object (&self->frame, frame))
    return;

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

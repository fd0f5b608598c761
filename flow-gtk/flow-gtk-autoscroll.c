/* flow-gtk-autoscroll.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-autoscroll-private.h"

/* FlowGtkAutoscroll: scrolling while a drag holds the pointer near an
 * edge of the widget (nodes, a wire, a rubber band), as GtkListBase
 * does: from a tick callback, one step a frame, faster the closer the
 * pointer is to the edge, fastest at or past it. It owns the tick and
 * the speed; what a step does (pan, and carry the drag along) is the
 * caller's.
 */

#define EDGE 24.0

struct _FlowGtkAutoscroll
{
  GtkWidget             *widget;
  FlowGtkAutoscrollFunc  func;
  gpointer               user_data;
  guint                  tick;
  double                 x;
  double                 y;
};

/* Pixels to scroll this frame for a pointer at @p along a side of @size:
 * none away from the edges, more the closer to one, the most at or past it.
 */
double
flow_gtk_autoscroll_speed (double p,
                           double size)
{
  if (size < 4 * EDGE)
    return 0;
  if (p < EDGE)
    return -MIN (EDGE, EDGE - p) * 0.5;
  if (p > size - EDGE)
    return MIN (EDGE, p - (size - EDGE)) * 0.5;
  return 0;
}

FlowGtkAutoscroll *
flow_gtk_autoscroll_new (GtkWidget             *widget,
                         FlowGtkAutoscrollFunc  func,
                         gpointer               user_data)
{
  FlowGtkAutoscroll *self = g_new0 (FlowGtkAutoscroll, 1);

  self->widget = widget;
  self->func = func;
  self->user_data = user_data;

  return self;
}

void
flow_gtk_autoscroll_free (FlowGtkAutoscroll *self)
{
  if (self == NULL)
    return;

  flow_gtk_autoscroll_stop (self);
  g_free (self);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  FlowGtkAutoscroll *self = user_data;
  double vx = flow_gtk_autoscroll_speed (self->x, gtk_widget_get_width (widget));
  double vy = flow_gtk_autoscroll_speed (self->y, gtk_widget_get_height (widget));

  if ((vx == 0 && vy == 0) || !self->func (vx, vy, self->user_data))
    {
      self->tick = 0;
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

/* The pointer of the drag is at (@x, @y), widget coordinates: scrolls
 * from the next frame on if it is near an edge.
 */
void
flow_gtk_autoscroll_update (FlowGtkAutoscroll *self,
                            double             x,
                            double             y)
{
  self->x = x;
  self->y = y;

  if (self->tick == 0 &&
      (flow_gtk_autoscroll_speed (x, gtk_widget_get_width (self->widget)) != 0 ||
       flow_gtk_autoscroll_speed (y, gtk_widget_get_height (self->widget)) != 0))
    self->tick = gtk_widget_add_tick_callback (self->widget, tick_cb, self, NULL);
}

void
flow_gtk_autoscroll_stop (FlowGtkAutoscroll *self)
{
  if (self->tick != 0)
    {
      gtk_widget_remove_tick_callback (self->widget, self->tick);
      self->tick = 0;
    }
}

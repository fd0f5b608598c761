/* flow-gtk-view-reconcile.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* When the view decides again which nodes have widgets (its reconcile,
 * _flow_gtk_view_reconcile_now ()): after the viewport or the graph
 * changed, in the update phase of the next frame, before its layout; after
 * the view got a new size, in the layout phase of the frame that first
 * has it, so that the widgets for it are painted in that frame.
 *
 * Implementation notes
 *
 * A new size is known only once the view is allocated, and allocation
 * makes no widgets (docs/view.md). Reconciling in the next frame's update
 * phase, as for a pan, painted the first frame of a new view, and the
 * first of every resize, without most of its node widgets (a view of 30
 * nodes in sight: 2 in its first frame, from an area of 1 × 1 at map).
 * The view follows its frame clock's ::layout instead, connected after
 * the root's handler, which allocates: GDK runs the layout phase again,
 * up to four times, while widgets ask for one, so the widgets made there
 * are allocated before the frame is painted.
 */

#include "config.h"

#include "flow-gtk-view-reconcile-private.h"

#include "flow-gtk-view-private.h"

struct _FlowGtkViewReconciler
{
  FlowGtkView *view;            /* unowned: the view owns this */
  guint        tick_id;
  gulong       layout_id;
  GdkFrameClock *clock;         /* while mapped */
  gboolean     after_layout;
};

FlowGtkViewReconciler *
flow_gtk_view_reconciler_new (FlowGtkView *view)
{
  FlowGtkViewReconciler *self = g_new0 (FlowGtkViewReconciler, 1);

  self->view = view;

  return self;
}

void
flow_gtk_view_reconciler_free (FlowGtkViewReconciler *self)
{
  if (self == NULL)
    return;

  flow_gtk_view_reconciler_unmap (self);
  g_free (self);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  FlowGtkViewReconciler *self = user_data;

  self->tick_id = 0;
  _flow_gtk_view_reconcile_now (self->view);

  return G_SOURCE_REMOVE;
}

static void
layout_cb (GdkFrameClock         *clock,
           FlowGtkViewReconciler *self)
{
  if (!self->after_layout)
    return;

  self->after_layout = FALSE;
  _flow_gtk_view_reconcile_now (self->view);
}

/* Reconciles in the next frame's update phase. */
void
flow_gtk_view_reconciler_schedule (FlowGtkViewReconciler *self)
{
  if (self->tick_id != 0 || !gtk_widget_get_mapped (GTK_WIDGET (self->view)))
    return;

  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->view), tick_cb, self, NULL);
}

/* Reconciles after this frame's allocation: the view has a new size. */
void
flow_gtk_view_reconciler_resized (FlowGtkViewReconciler *self)
{
  self->after_layout = TRUE;
}

void
flow_gtk_view_reconciler_map (FlowGtkViewReconciler *self)
{
  GtkWidget *widget = GTK_WIDGET (self->view);

  g_return_if_fail (self->clock == NULL);

  self->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  self->layout_id = g_signal_connect_after (self->clock, "layout", G_CALLBACK (layout_cb), self);
  self->after_layout = TRUE;

  /* Shown again at the size it had: widgets before the layout phase. */
  if (gtk_widget_get_width (widget) > 0)
    flow_gtk_view_reconciler_schedule (self);
}

void
flow_gtk_view_reconciler_unmap (FlowGtkViewReconciler *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->view), self->tick_id);
  self->tick_id = 0;

  if (self->clock != NULL)
    g_clear_signal_handler (&self->layout_id, self->clock);
  g_clear_object (&self->clock);
  self->after_layout = FALSE;
}

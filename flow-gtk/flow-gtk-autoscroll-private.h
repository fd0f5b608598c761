/* flow-gtk-autoscroll-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _FlowGtkAutoscroll FlowGtkAutoscroll;

/* Scrolls by (@dx, @dy) pixels this frame; returns FALSE to stop. */
typedef gboolean (*FlowGtkAutoscrollFunc) (double   dx,
                                           double   dy,
                                           gpointer user_data);

FlowGtkAutoscroll *flow_gtk_autoscroll_new    (GtkWidget             *widget,
                                               FlowGtkAutoscrollFunc  func,
                                               gpointer               user_data);
void               flow_gtk_autoscroll_free   (FlowGtkAutoscroll     *self);
void               flow_gtk_autoscroll_update (FlowGtkAutoscroll     *self,
                                               double                 x,
                                               double                 y);
void               flow_gtk_autoscroll_stop   (FlowGtkAutoscroll     *self);

double             flow_gtk_autoscroll_speed  (double                 p,
                                               double                 size);

G_END_DECLS

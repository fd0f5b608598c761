/* flow-gtk-view-arrange-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* The view's commands that place nodes: see flow-gtk-view-arrange.c. */
void flow_gtk_view_arrange_install (GtkWidgetClass *widget_class);
void flow_gtk_view_arrange_finish_glide (FlowGtkView *view);
void flow_gtk_view_arrange_place   (FlowGtkView            *view,
                                    GPtrArray              *records,
                                    const graphene_point_t *positions);

/* Arranging on a thread: see flow-gtk-view-arrange-job.c. */
void     flow_gtk_view_arrange_start   (FlowGtkView *view,
                                        GPtrArray   *records);
gboolean flow_gtk_view_arrange_is_busy (FlowGtkView *view);
void     flow_gtk_view_arrange_cancel  (FlowGtkView *view);

G_END_DECLS

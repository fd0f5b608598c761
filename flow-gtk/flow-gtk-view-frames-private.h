/* flow-gtk-view-frames-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Frames on the canvas: adding and editing them; see
 * flow-gtk-view-frames.c.
 */
void      flow_gtk_view_frames_install (GtkWidgetClass *widget_class);
void      flow_gtk_view_frames_queue_update (FlowGtkView *view);
FlowNode *flow_gtk_view_add_frame      (FlowGtkView    *view);
void      flow_gtk_view_edit_frame     (FlowGtkView    *view,
                                        FlowFrame      *frame);

G_END_DECLS

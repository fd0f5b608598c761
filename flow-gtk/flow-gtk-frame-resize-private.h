/* flow-gtk-frame-resize-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

/* The smallest frame a person can make, in canvas units: its width, and
 * its height beyond its title bar.
 */
#define FLOW_GTK_FRAME_MIN_WIDTH       80.0
#define FLOW_GTK_FRAME_MIN_BODY_HEIGHT 40.0

typedef struct _FlowGtkFrameResize FlowGtkFrameResize;

FlowGtkNodeRecord  *flow_gtk_frame_resize_pick       (FlowGtkLayout          *layout,
                                                      const graphene_point_t *point,
                                                      double                  zoom);
double              flow_gtk_frame_resize_grip_size  (double                  zoom);
FlowGtkFrameResize *flow_gtk_frame_resize_begin      (FlowGtkLayout          *layout,
                                                      FlowGtkNodeRecord      *record);
void                flow_gtk_frame_resize_update     (FlowGtkFrameResize     *self,
                                                      double                  dx,
                                                      double                  dy,
                                                      double                  grid);
FlowGtkNodeRecord  *flow_gtk_frame_resize_get_record (FlowGtkFrameResize     *self);
void                flow_gtk_frame_resize_forget     (FlowGtkFrameResize     *self,
                                                      FlowGtkNodeRecord      *record);
void                flow_gtk_frame_resize_end        (FlowGtkFrameResize     *self,
                                                      gboolean                revert);

G_END_DECLS

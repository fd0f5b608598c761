/* flow-gtk-frames-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

/* Frames as the view lays them out: who moves with a frame, and each
 * frame fitted around its members. Needs no display; see
 * flow-gtk-frames.c.
 */

/* How many colours a frame has, and the style class of each (NULL for
 * the theme's).
 */
#define FLOW_GTK_N_FRAME_COLORS (FLOW_FRAME_COLOR_PURPLE + 1)
const char *_flow_gtk_frame_color_class (FlowFrameColor color);

/* How far a fitted frame reaches beyond its members, canvas units. */
#define FLOW_GTK_FRAME_PADDING 20.0

/* How much room, canvas units, the title and text of @frame (NULL for
 * a new frame) take above its members when it is @width wide.
 */
typedef double (*FlowGtkFrameTopFunc) (FlowGtkNodeRecord *frame,
                                       double             width,
                                       gpointer           user_data);

void flow_gtk_frames_add_members (FlowGtkLayout       *layout,
                                  GPtrArray           *records);
void flow_gtk_frames_fit         (FlowGtkLayout       *layout,
                                  GPtrArray           *frames,
                                  FlowGtkFrameTopFunc  top_func,
                                  gpointer             user_data);
typedef struct
{
  FlowGtkNodeRecord *frame;
  GPtrArray         *members;
} FlowGtkFrameMembers;

GPtrArray *flow_gtk_frames_dup_memberships (FlowGtkLayout *layout) G_GNUC_WARN_UNUSED_RESULT;
gboolean   flow_gtk_frames_update_collapsed (FlowGtkLayout *layout);
void       flow_gtk_frames_open_for (FlowGtkLayout *layout,
                                     GPtrArray     *records);
GPtrArray *flow_gtk_frames_holding (FlowGtkLayout     *layout,
                                    GPtrArray         *records) G_GNUC_WARN_UNUSED_RESULT;
void flow_gtk_frames_fit_frames  (FlowGtkLayout       *layout,
                                  GPtrArray           *frames,
                                  FlowGtkFrameTopFunc  top_func,
                                  gpointer             user_data);
void flow_gtk_frames_fit_around  (FlowGtkLayout       *layout,
                                  FlowFrame           *frame,
                                  GPtrArray           *records,
                                  FlowGtkFrameTopFunc  top_func,
                                  gpointer             user_data);

G_END_DECLS

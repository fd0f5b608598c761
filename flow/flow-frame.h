/* flow-frame.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include "flow-node.h"

G_BEGIN_DECLS

/**
 * FlowFrameColor:
 * @FLOW_FRAME_COLOR_NONE: the theme's colour for frames
 * @FLOW_FRAME_COLOR_RED: red
 * @FLOW_FRAME_COLOR_ORANGE: orange
 * @FLOW_FRAME_COLOR_YELLOW: yellow
 * @FLOW_FRAME_COLOR_GREEN: green
 * @FLOW_FRAME_COLOR_BLUE: blue
 * @FLOW_FRAME_COLOR_PURPLE: purple
 *
 * The colour of a [class@Frame], one of a theme's named colours, so
 * that light, dark and high-contrast styles each draw it their way.
 *
 * Since: 0.2
 */
typedef enum
{
  FLOW_FRAME_COLOR_NONE,
  FLOW_FRAME_COLOR_RED,
  FLOW_FRAME_COLOR_ORANGE,
  FLOW_FRAME_COLOR_YELLOW,
  FLOW_FRAME_COLOR_GREEN,
  FLOW_FRAME_COLOR_BLUE,
  FLOW_FRAME_COLOR_PURPLE,
} FlowFrameColor;

#define FLOW_TYPE_FRAME (flow_frame_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowFrame, flow_frame, FLOW, FRAME, FlowNode)

FLOW_AVAILABLE_IN_0_2
FlowNode       *flow_frame_new             (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_0_2
double          flow_frame_get_width       (FlowFrame      *self);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_width       (FlowFrame      *self,
                                            double          width);
FLOW_AVAILABLE_IN_0_2
double          flow_frame_get_height      (FlowFrame      *self);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_height      (FlowFrame      *self,
                                            double          height);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_bounds      (FlowFrame      *self,
                                            double          x,
                                            double          y,
                                            double          width,
                                            double          height);
FLOW_AVAILABLE_IN_0_2
const char     *flow_frame_get_text        (FlowFrame      *self);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_text        (FlowFrame      *self,
                                            const char     *text);
FLOW_AVAILABLE_IN_0_2
FlowFrameColor  flow_frame_get_color       (FlowFrame      *self);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_color       (FlowFrame      *self,
                                            FlowFrameColor  color);

FLOW_AVAILABLE_IN_0_2
gboolean        flow_frame_get_collapsed   (FlowFrame      *self);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_collapsed   (FlowFrame      *self,
                                            gboolean        collapsed);

FLOW_AVAILABLE_IN_0_2
gboolean        flow_frame_get_fit_members (FlowFrame      *self);
FLOW_AVAILABLE_IN_0_2
void            flow_frame_set_fit_members (FlowFrame      *self,
                                            gboolean        fit_members);

FLOW_AVAILABLE_IN_0_2
gboolean        flow_frame_contains_point  (FlowFrame      *self,
                                            double          x,
                                            double          y);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_frame_holds           (FlowFrame      *self,
                                            FlowNode       *node);
FLOW_AVAILABLE_IN_0_2
FlowFrame      *flow_frame_find_for_node   (FlowNode       *node);
FLOW_AVAILABLE_IN_0_2
GListModel     *flow_frame_list_members    (FlowFrame      *self) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

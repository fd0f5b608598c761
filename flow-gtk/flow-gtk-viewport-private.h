/* flow-gtk-viewport-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-viewport.h"

G_BEGIN_DECLS

FlowGtkViewport *_flow_gtk_viewport_copy         (FlowGtkViewport *self) G_GNUC_WARN_UNUSED_RESULT;
void             _flow_gtk_viewport_set_state    (FlowGtkViewport *self,
                                                  double           zoom,
                                                  double           offset_x,
                                                  double           offset_y);
void             _flow_gtk_viewport_set_mirrored (FlowGtkViewport *self,
                                                  gboolean         mirrored,
                                                  double           width);

G_END_DECLS

/* flow-gst-canvas-drop.h: elements dragged from the palette onto the
 * canvas.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gst-window.h"

G_BEGIN_DECLS

void flow_gst_canvas_drop_attach (FlowGstWindow *window);

G_END_DECLS

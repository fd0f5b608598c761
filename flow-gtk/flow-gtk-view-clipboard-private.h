/* flow-gtk-view-clipboard-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Copy, cut, paste and duplicate on the canvas; see
 * flow-gtk-view-clipboard.c.
 */
typedef struct _FlowGtkViewClipboard FlowGtkViewClipboard;

void                  flow_gtk_view_clipboard_install (GtkWidgetClass       *widget_class);

FlowGtkViewClipboard *flow_gtk_view_clipboard_new     (void);
void                  flow_gtk_view_clipboard_cancel  (FlowGtkViewClipboard *self);
void                  flow_gtk_view_clipboard_free    (FlowGtkViewClipboard *self);

G_END_DECLS

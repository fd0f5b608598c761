/* flow-gtk-view-keynav-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Keys that go by the screen: see flow-gtk-view-keynav.c. */
void flow_gtk_view_keynav_install    (GtkWidgetClass *widget_class);
void flow_gtk_view_keynav_focus_made (FlowGtkView    *view,
                                      FlowNode       *node);

G_END_DECLS

/* flow-gtk-view-wirenav-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* The keyboard's way to the wires: see flow-gtk-view-wirenav.c. */
void flow_gtk_view_wirenav_install          (GtkWidgetClass *widget_class);
void flow_gtk_view_wirenav_selected_changed (FlowGtkView    *view,
                                             FlowConnection *connection);

G_END_DECLS

/* flow-gtk-view-reroute-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

void      flow_gtk_view_reroute_install (GtkWidgetClass         *widget_class);
FlowNode *flow_gtk_view_add_reroute     (FlowGtkView            *view,
                                         FlowConnection         *connection,
                                         const graphene_point_t *centre);
FlowNode *flow_gtk_view_add_reroute_halfway (FlowGtkView        *view,
                                             FlowConnection     *connection);

G_END_DECLS

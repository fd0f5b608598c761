/* flow-gtk-view-action-group-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* The view's actions as a GActionGroup; see flow-gtk-view-action-group.c. */
#define FLOW_GTK_TYPE_VIEW_ACTION_GROUP (flow_gtk_view_action_group_get_type ())
G_DECLARE_FINAL_TYPE (FlowGtkViewActionGroup, flow_gtk_view_action_group, FLOW_GTK, VIEW_ACTION_GROUP, GObject)

FlowGtkViewActionGroup *flow_gtk_view_action_group_new         (FlowGtkView            *view);
void                    flow_gtk_view_action_group_set_enabled (FlowGtkViewActionGroup *self,
                                                                const char             *full_name,
                                                                gboolean                enabled);
void                    flow_gtk_view_action_group_disconnect  (FlowGtkViewActionGroup *self);

G_END_DECLS

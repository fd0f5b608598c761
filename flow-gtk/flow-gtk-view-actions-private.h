/* flow-gtk-view-actions-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view-private.h"
#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-view-clipboard-private.h"
#include "flow-gtk-view-action-group-private.h"

G_BEGIN_DECLS

/* The view's commands: see flow-gtk-view-actions.c. */
typedef struct _FlowGtkViewActions FlowGtkViewActions;

typedef enum
{
  FLOW_GTK_VIEW_MENU_CANVAS,
  FLOW_GTK_VIEW_MENU_NODE,
  FLOW_GTK_VIEW_MENU_CONNECTION,
  FLOW_GTK_VIEW_N_MENUS,
} FlowGtkViewMenu;

void                flow_gtk_view_actions_install          (GtkWidgetClass     *widget_class);

FlowGtkViewActions *flow_gtk_view_actions_new              (FlowGtkView        *view);
void                flow_gtk_view_actions_dispose_group    (FlowGtkViewActions *self);
void                flow_gtk_view_actions_dispose          (FlowGtkViewActions *self);
void                flow_gtk_view_actions_free             (FlowGtkViewActions *self);

void                flow_gtk_view_actions_set_graph        (FlowGtkViewActions *self,
                                                            FlowGraph          *graph);
void                flow_gtk_view_actions_update           (FlowGtkViewActions *self);
void                flow_gtk_view_actions_node_added       (FlowGtkViewActions *self,
                                                            FlowNode           *node);
void                flow_gtk_view_actions_close_with_graph (GtkWidget          *popover,
                                                            gboolean            edits,
                                                            FlowNode           *node);
GPtrArray          *flow_gtk_view_actions_dup_selected_records (FlowGtkViewActions *self) G_GNUC_WARN_UNUSED_RESULT;
FlowNode           *flow_gtk_view_actions_get_current_node (FlowGtkViewActions *self);
FlowGtkViewClipboard *flow_gtk_view_actions_get_clipboard  (FlowGtkViewActions *self);
FlowGtkViewActionGroup *flow_gtk_view_actions_get_group  (FlowGtkViewActions *self);

GMenuModel         *flow_gtk_view_actions_get_menu         (FlowGtkViewActions *self,
                                                            FlowGtkViewMenu     menu);
void                flow_gtk_view_actions_popup_context_menu (FlowGtkViewActions *self,
                                                              double              x,
                                                              double              y);

void                flow_gtk_view_actions_say              (FlowGtkViewActions *self,
                                                            const char         *text);
void                flow_gtk_view_actions_show_message     (FlowGtkViewActions *self,
                                                            const char         *text,
                                                            double              x,
                                                            double              y);
void                flow_gtk_view_actions_hide_message     (FlowGtkViewActions *self);
/* The searchable list of what can be done to the focused node's docks,
 * or to @dock alone (NULL for the node's).
 */
void                flow_gtk_view_actions_open_connect_popover (FlowGtkViewActions        *self,
                                                                FlowDock                  *dock,
                                                                FlowGtkConnectPopoverMode  mode);
const char         *flow_gtk_view_actions_get_message      (FlowGtkViewActions *self);

void                flow_gtk_view_actions_measure          (FlowGtkViewActions *self,
                                                            GtkOrientation      orientation,
                                                            int                *minimum);
void                flow_gtk_view_actions_allocate         (FlowGtkViewActions *self,
                                                            int                 width,
                                                            int                 height);
void                flow_gtk_view_actions_snapshot         (FlowGtkViewActions *self,
                                                            GtkSnapshot        *snapshot);

G_END_DECLS

/* flow-demo-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <adwaita.h>
#include <flow-gtk/flow-gtk.h>

#include "flow-demo-application.h"
#include "flow-demo-node-types.h"
#include "flow-demo-palette.h"

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_WINDOW (flow_demo_window_get_type ())

G_DECLARE_FINAL_TYPE (FlowDemoWindow, flow_demo_window, FLOW_DEMO, WINDOW, AdwApplicationWindow)

FlowDemoWindow  *flow_demo_window_new                    (FlowDemoApplication *application);

FlowGraph       *flow_demo_window_get_graph              (FlowDemoWindow      *self);
FlowGtkView     *flow_demo_window_get_view               (FlowDemoWindow      *self);
FlowDemoPalette *flow_demo_window_get_palette            (FlowDemoWindow      *self);
const char      *flow_demo_window_get_example            (FlowDemoWindow      *self);
GFile           *flow_demo_window_get_file               (FlowDemoWindow      *self);
void             flow_demo_window_load_example           (FlowDemoWindow      *self,
                                                          const char          *id);
void             flow_demo_window_load_file              (FlowDemoWindow      *self,
                                                          GFile               *file);
void             flow_demo_window_save_to_file           (FlowDemoWindow      *self,
                                                          GFile               *file);
FlowNode        *flow_demo_window_add_node               (FlowDemoWindow      *self,
                                                          FlowDemoNodeType    *type,
                                                          double               x,
                                                          double               y);
FlowNode        *flow_demo_window_add_node_at_center     (FlowDemoWindow      *self,
                                                          FlowDemoNodeType    *type);

GdkTexture      *flow_demo_window_render                 (FlowDemoWindow      *self);
void             flow_demo_window_save_screenshot_async  (FlowDemoWindow      *self,
                                                          GFile               *file,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
gboolean         flow_demo_window_save_screenshot_finish (FlowDemoWindow      *self,
                                                          GAsyncResult        *result,
                                                          GError             **error);

gboolean         flow_demo_window_export_to_file         (FlowDemoWindow      *self,
                                                          GFile               *file,
                                                          FlowGtkExportFlags   flags,
                                                          GError             **error);
void             flow_demo_window_export_async           (FlowDemoWindow      *self,
                                                          GFile               *file,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
gboolean         flow_demo_window_export_finish          (FlowDemoWindow      *self,
                                                          GAsyncResult        *result,
                                                          GError             **error);
void             flow_demo_window_offer_recovery         (FlowDemoWindow      *self,
                                                          const char * const  *paths);

G_END_DECLS

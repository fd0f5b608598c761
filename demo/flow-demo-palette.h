/* flow-demo-palette.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-demo-node-types.h"

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_PALETTE (flow_demo_palette_get_type ())

G_DECLARE_FINAL_TYPE (FlowDemoPalette, flow_demo_palette, FLOW_DEMO, PALETTE, GtkWidget)

GtkWidget  *flow_demo_palette_new             (void);
GListModel *flow_demo_palette_get_model       (FlowDemoPalette *self);
GtkWidget  *flow_demo_palette_get_search_entry (FlowDemoPalette *self);
gboolean    flow_demo_palette_start_search    (FlowDemoPalette *self);
void        flow_demo_palette_set_search_text (FlowDemoPalette *self,
                                               const char      *text);
void        flow_demo_palette_activate_row    (FlowDemoPalette *self,
                                               guint            position);

G_END_DECLS

/* flow-gst-palette.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gst-registry.h"

G_BEGIN_DECLS

#define FLOW_GST_TYPE_PALETTE (flow_gst_palette_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstPalette, flow_gst_palette, FLOW_GST, PALETTE, GtkWidget)

GtkWidget  *flow_gst_palette_new          (FlowGstRegistry *registry);
GtkWidget  *flow_gst_palette_get_search   (FlowGstPalette  *self);
GListModel *flow_gst_palette_get_model    (FlowGstPalette  *self);
void        flow_gst_palette_set_search   (FlowGstPalette  *self,
                                           const char      *text);

G_END_DECLS

/* flow-demo-swatch.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_SWATCH (flow_demo_swatch_get_type ())

G_DECLARE_FINAL_TYPE (FlowDemoSwatch, flow_demo_swatch, FLOW_DEMO, SWATCH, GtkWidget)

GtkWidget     *flow_demo_swatch_new      (void);
const GdkRGBA *flow_demo_swatch_get_rgba (FlowDemoSwatch *self);
void           flow_demo_swatch_set_rgba (FlowDemoSwatch *self,
                                          const GdkRGBA  *rgba);

G_END_DECLS

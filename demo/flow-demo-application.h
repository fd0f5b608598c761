/* flow-demo-application.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FLOW_DEMO_APPLICATION_ID "org.gnome.Flow.Demo"

#define FLOW_DEMO_TYPE_APPLICATION (flow_demo_application_get_type ())

G_DECLARE_FINAL_TYPE (FlowDemoApplication, flow_demo_application, FLOW_DEMO, APPLICATION, AdwApplication)

FlowDemoApplication *flow_demo_application_new             (void);
int                  flow_demo_application_get_exit_status (FlowDemoApplication *self);

void                 flow_demo_ensure_resources            (void);

G_END_DECLS

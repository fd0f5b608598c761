/* flow-connection.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <glib-object.h>

#include "flow-types.h"

G_BEGIN_DECLS

#define FLOW_TYPE_CONNECTION (flow_connection_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowConnection, flow_connection, FLOW, CONNECTION, GObject)

FLOW_AVAILABLE_IN_ALL
FlowSource *flow_connection_get_source (FlowConnection *self);
FLOW_AVAILABLE_IN_ALL
FlowSink   *flow_connection_get_sink   (FlowConnection *self);
FLOW_AVAILABLE_IN_ALL
FlowGraph  *flow_connection_get_graph  (FlowConnection *self);
FLOW_AVAILABLE_IN_0_2
gboolean    flow_connection_get_feedback (FlowConnection *self);

G_END_DECLS

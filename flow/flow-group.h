/* flow-group.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include "flow-types.h"
#include "flow-version-macros.h"

G_BEGIN_DECLS

#define FLOW_TYPE_GROUP (flow_group_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowGroup, flow_group, FLOW, GROUP, GObject)

FLOW_AVAILABLE_IN_0_2
FlowGroup  *flow_group_new                (const char  *name) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_0_2
const char *flow_group_get_name           (FlowGroup   *self);
FLOW_AVAILABLE_IN_0_2
gboolean    flow_group_set_name           (FlowGroup   *self,
                                           const char  *name,
                                           GError     **error);
FLOW_AVAILABLE_IN_0_2
FlowGraph  *flow_group_get_graph          (FlowGroup   *self);
FLOW_AVAILABLE_IN_0_2
FlowGraph  *flow_group_get_document       (FlowGroup   *self);
FLOW_AVAILABLE_IN_0_2
guint       flow_group_get_n_users        (FlowGroup   *self);

FLOW_AVAILABLE_IN_0_2
FlowNode   *flow_group_get_input_node     (FlowGroup   *self);
FLOW_AVAILABLE_IN_0_2
FlowNode   *flow_group_get_output_node    (FlowGroup   *self);

FLOW_AVAILABLE_IN_0_2
FlowSource *flow_group_add_input          (FlowGroup   *self,
                                           const char  *name,
                                           GType        value_type,
                                           GError     **error);
FLOW_AVAILABLE_IN_0_2
FlowSink   *flow_group_add_output         (FlowGroup   *self,
                                           const char  *name,
                                           GType        value_type,
                                           GError     **error);
FLOW_AVAILABLE_IN_0_2
gboolean    flow_group_remove_port        (FlowGroup   *self,
                                           FlowDock    *port,
                                           GError     **error);
FLOW_AVAILABLE_IN_0_2
gboolean    flow_group_rename_port        (FlowGroup   *self,
                                           FlowDock    *port,
                                           const char  *name,
                                           GError     **error);
FLOW_AVAILABLE_IN_0_2
gboolean    flow_group_set_port_type      (FlowGroup   *self,
                                           FlowDock    *port,
                                           GType        value_type,
                                           GError     **error);

G_END_DECLS

/* flow-dock.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <gio/gio.h>

#include "flow-types.h"

G_BEGIN_DECLS

#define FLOW_TYPE_DOCK (flow_dock_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (FlowDock, flow_dock, FLOW, DOCK, GObject)

/**
 * FlowDockClass:
 * @parent_class: the parent class
 *
 * The class structure of [class@Dock].
 */
struct _FlowDockClass
{
  GObjectClass parent_class;

  /*< private >*/
  gpointer _reserved[8];
};

FLOW_AVAILABLE_IN_ALL
const char   *flow_dock_get_name        (FlowDock     *self);
FLOW_AVAILABLE_IN_ALL
const char   *flow_dock_get_label       (FlowDock     *self);
FLOW_AVAILABLE_IN_ALL
void          flow_dock_set_label       (FlowDock     *self,
                                         const char   *label);
FLOW_AVAILABLE_IN_ALL
GType         flow_dock_get_value_type  (FlowDock     *self);
FLOW_AVAILABLE_IN_ALL
FlowNode     *flow_dock_get_node        (FlowDock     *self);

FLOW_AVAILABLE_IN_ALL
const GValue *flow_dock_get_value       (FlowDock     *self);
FLOW_AVAILABLE_IN_ALL
void          flow_dock_set_value       (FlowDock     *self,
                                         const GValue *value);
FLOW_AVAILABLE_IN_ALL
gboolean      flow_dock_has_value       (FlowDock     *self);
FLOW_AVAILABLE_IN_ALL
void          flow_dock_clear_value     (FlowDock     *self);

FLOW_AVAILABLE_IN_ALL
GListModel   *flow_dock_get_connections   (FlowDock   *self);
FLOW_AVAILABLE_IN_ALL
guint         flow_dock_get_n_connections (FlowDock   *self);
FLOW_AVAILABLE_IN_ALL
gboolean      flow_dock_is_connected      (FlowDock   *self);

FLOW_AVAILABLE_IN_ALL
gboolean      flow_dock_types_compatible  (GType       source_type,
                                           GType       sink_type,
                                           gboolean    implicit_conversions);

G_END_DECLS

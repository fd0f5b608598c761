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

/**
 * FlowDockCompatibleFunc:
 * @source: the output dock
 * @sink: the input dock
 * @reason: (out) (optional) (nullable) (transfer full): return location
 *   for a full sentence that explains a refusal to the user
 * @user_data: the data passed to [func@Dock.register_compatible_func]
 *
 * Decides whether the values of @source may flow into @sink, for value
 * types whose compatibility depends on more than their [alias@GObject.Type]:
 * the formats two media pads can agree on, the units of two physical
 * quantities, the shapes of two arrays. The function reads what it needs
 * from the docks, which are usually of a class of the application's own.
 *
 * When it refuses, it sets @reason to a sentence that names what each
 * side carries; views show it to the user.
 *
 * In language bindings the function returns both values, as
 * [callback@ConnectionFilterFunc] does.
 *
 * Returns: whether the docks are compatible
 *
 * Since: 0.2
 */
typedef gboolean (*FlowDockCompatibleFunc) (FlowSource  *source,
                                            FlowSink    *sink,
                                            char       **reason,
                                            gpointer     user_data);

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
FLOW_AVAILABLE_IN_0_2
const char   *flow_dock_get_description (FlowDock     *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_description (FlowDock     *self,
                                         const char   *description);
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

FLOW_AVAILABLE_IN_0_2
double        flow_dock_get_double      (FlowDock     *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_double      (FlowDock     *self,
                                         double        value);
FLOW_AVAILABLE_IN_0_2
int           flow_dock_get_int         (FlowDock     *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_int         (FlowDock     *self,
                                         int           value);
FLOW_AVAILABLE_IN_0_2
gint64        flow_dock_get_int64       (FlowDock     *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_int64       (FlowDock     *self,
                                         gint64        value);
FLOW_AVAILABLE_IN_0_2
gboolean      flow_dock_get_boolean     (FlowDock     *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_boolean     (FlowDock     *self,
                                         gboolean      value);
FLOW_AVAILABLE_IN_0_2
const char   *flow_dock_get_string      (FlowDock     *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_string      (FlowDock     *self,
                                         const char   *value);

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

FLOW_AVAILABLE_IN_0_2
gboolean      flow_dock_get_transient     (FlowDock   *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_transient     (FlowDock   *self,
                                           gboolean    transient);
FLOW_AVAILABLE_IN_0_2
gboolean      flow_dock_get_on_demand     (FlowDock   *self);
FLOW_AVAILABLE_IN_0_2
void          flow_dock_set_on_demand     (FlowDock   *self,
                                           gboolean    on_demand);

FLOW_AVAILABLE_IN_0_2
void          flow_dock_register_compatible_func (GType                  type,
                                                  FlowDockCompatibleFunc func,
                                                  gpointer               user_data,
                                                  GDestroyNotify         user_destroy);
FLOW_AVAILABLE_IN_0_2
gboolean      flow_dock_check_compatible  (FlowSource  *source,
                                           FlowSink    *sink,
                                           gboolean     implicit_conversions,
                                           char       **reason);

G_END_DECLS

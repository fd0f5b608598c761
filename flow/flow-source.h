/* flow-source.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include "flow-dock.h"

G_BEGIN_DECLS

#define FLOW_TYPE_SOURCE (flow_source_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (FlowSource, flow_source, FLOW, SOURCE, FlowDock)

/**
 * FlowSourceClass:
 * @parent_class: the parent class
 *
 * The class structure of [class@Source].
 */
struct _FlowSourceClass
{
  FlowDockClass parent_class;

  /*< private >*/
  gpointer _reserved[8];
};

FLOW_AVAILABLE_IN_ALL
FlowSource *flow_source_new          (const char *name,
                                      GType       value_type) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_0_2
const char *flow_source_get_stand_in (FlowSource *self);
FLOW_AVAILABLE_IN_0_2
void        flow_source_set_stand_in (FlowSource *self,
                                      const char *stand_in);


G_END_DECLS

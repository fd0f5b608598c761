/* flow-sink.h
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

/**
 * FLOW_SINK_UNLIMITED:
 *
 * The value of [property@Sink:max-connections] for a sink that accepts any
 * number of connections.
 */
#define FLOW_SINK_UNLIMITED (-1)

#define FLOW_TYPE_SINK (flow_sink_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (FlowSink, flow_sink, FLOW, SINK, FlowDock)

/**
 * FlowSinkClass:
 * @parent_class: the parent class
 *
 * The class structure of [class@Sink].
 */
struct _FlowSinkClass
{
  FlowDockClass parent_class;

  /*< private >*/
  gpointer _reserved[8];
};

FLOW_AVAILABLE_IN_ALL
FlowSink     *flow_sink_new                 (const char   *name,
                                             GType         value_type) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_ALL
int           flow_sink_get_max_connections (FlowSink     *self);
FLOW_AVAILABLE_IN_ALL
void          flow_sink_set_max_connections (FlowSink     *self,
                                             int           max_connections);
FLOW_AVAILABLE_IN_ALL
const GValue *flow_sink_get_default_value   (FlowSink     *self);
FLOW_AVAILABLE_IN_ALL
void          flow_sink_set_default_value   (FlowSink     *self,
                                             const GValue *value);
FLOW_AVAILABLE_IN_0_2
void          flow_sink_set_default_double  (FlowSink     *self,
                                             double        value);
FLOW_AVAILABLE_IN_0_2
void          flow_sink_set_default_int     (FlowSink     *self,
                                             int           value);
FLOW_AVAILABLE_IN_0_2
void          flow_sink_set_default_int64   (FlowSink     *self,
                                             gint64        value);
FLOW_AVAILABLE_IN_0_2
void          flow_sink_set_default_boolean (FlowSink     *self,
                                             gboolean      value);
FLOW_AVAILABLE_IN_0_2
void          flow_sink_set_default_string  (FlowSink     *self,
                                             const char   *value);
FLOW_AVAILABLE_IN_ALL
gboolean      flow_sink_get_required        (FlowSink     *self);
FLOW_AVAILABLE_IN_ALL
void          flow_sink_set_required        (FlowSink     *self,
                                             gboolean      required);
FLOW_AVAILABLE_IN_ALL
gboolean      flow_sink_is_full             (FlowSink     *self);
FLOW_AVAILABLE_IN_0_2
gboolean      flow_sink_has_changed         (FlowSink     *self);


G_END_DECLS

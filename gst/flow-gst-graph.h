/* flow-gst-graph.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

void            flow_gst_init           (void);
FlowSerializer *flow_gst_serializer_new (void) G_GNUC_WARN_UNUSED_RESULT;
gboolean        flow_gst_connection_filter (FlowGraph   *graph,
                                            FlowSource  *source,
                                            FlowSink    *sink,
                                            gboolean     types_compatible,
                                            char       **reason,
                                            gpointer     user_data);
FlowGraph      *flow_gst_graph_new      (void) G_GNUC_WARN_UNUSED_RESULT;
void            flow_gst_layout         (FlowGraph   *graph);

G_END_DECLS

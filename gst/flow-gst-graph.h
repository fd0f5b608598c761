/* flow-gst-graph.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

void            flow_gst_init           (void);
guint           flow_gst_count_loaded_plugins (void);
FlowSerializer *flow_gst_serializer_new (void) G_GNUC_WARN_UNUSED_RESULT;
gboolean        flow_gst_connection_filter (FlowGraph   *graph,
                                            FlowSource  *source,
                                            FlowSink    *sink,
                                            gboolean     types_compatible,
                                            char       **reason,
                                            gpointer     user_data);
FlowGraph      *flow_gst_graph_new      (void) G_GNUC_WARN_UNUSED_RESULT;
/* The size of @node on the canvas, for the layout. */
typedef void (*FlowGstNodeSizeFunc) (FlowNode *node,
                                     double   *width,
                                     double   *height,
                                     gpointer  user_data);

void            flow_gst_layout         (FlowGraph   *graph);
void            flow_gst_layout_nodes   (FlowGraph           *graph,
                                         GPtrArray           *nodes,
                                         FlowGstNodeSizeFunc  size_func,
                                         gpointer             user_data);

G_END_DECLS

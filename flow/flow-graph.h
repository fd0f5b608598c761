/* flow-graph.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "flow-types.h"

G_BEGIN_DECLS

/**
 * FlowConnectionFilterFunc:
 * @graph: the graph asked to connect
 * @source: the output dock
 * @sink: the input dock
 * @types_compatible: whether the value types of @source and @sink are
 *   compatible by the graph's own rules
 * @reason: (out) (optional) (nullable) (transfer full): return location
 *   for a full sentence that explains a refusal to the user
 * @user_data: the data passed to [method@Graph.set_connection_filter]
 *
 * Decides whether @source may be connected to @sink.
 *
 * Return @types_compatible to keep the graph's own verdict, `FALSE` to
 * veto a pair the types allow, or `TRUE` to allow a pair the types would
 * refuse. When refusing, set @reason to say why; views show it to the user.
 *
 * One of the docks may belong to a node not in @graph yet, when a view
 * asks [method@Graph.can_connect_to_new] what a node it would add could
 * be connected to.
 *
 * In language bindings the function returns both values: `(allowed, reason)`
 * in Python, `[allowed, reason]` in JavaScript, with a null reason when
 * there is none. A lone boolean is not understood there and counts as a
 * refusal.
 *
 * Returns: whether the connection is allowed
 */
typedef gboolean (*FlowConnectionFilterFunc) (FlowGraph  *graph,
                                              FlowSource *source,
                                              FlowSink   *sink,
                                              gboolean    types_compatible,
                                              char      **reason,
                                              gpointer    user_data);

/**
 * FlowEvaluation:
 * @FLOW_EVALUATION_IMMEDIATE: a wave runs at the end of the outermost
 *   change: the end of a call that changed the graph (setting a value,
 *   connecting…), of a batch, of an undo, of a load or a paste. When the
 *   call returns, every value that depends on the change is computed. The
 *   default.
 * @FLOW_EVALUATION_DEFERRED: a wave runs from the main loop of the graph's
 *   main context, at `G_PRIORITY_HIGH_IDLE` (before GTK lays out and
 *   paints), gathering every change made since the last one.
 * @FLOW_EVALUATION_MANUAL: waves run only when the application calls
 *   [method@Graph.flush].
 *
 * When a graph's waves of evaluation run: see [property@Graph:evaluation].
 *
 * Since: 0.2
 */
typedef enum
{
  FLOW_EVALUATION_IMMEDIATE,
  FLOW_EVALUATION_DEFERRED,
  FLOW_EVALUATION_MANUAL,
} FlowEvaluation;

#define FLOW_TYPE_GRAPH (flow_graph_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGraph, flow_graph, FLOW, GRAPH, GObject)

FLOW_AVAILABLE_IN_ALL
FlowGraph      *flow_graph_new                       (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_ALL
gboolean        flow_graph_get_allow_cycles          (FlowGraph                *self);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_set_allow_cycles          (FlowGraph                *self,
                                                      gboolean                  allow_cycles);
FLOW_AVAILABLE_IN_ALL
gboolean        flow_graph_get_implicit_conversions  (FlowGraph                *self);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_set_implicit_conversions  (FlowGraph                *self,
                                                      gboolean                  implicit_conversions);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_set_connection_filter     (FlowGraph                *self,
                                                      FlowConnectionFilterFunc  filter,
                                                      gpointer                  user_data,
                                                      GDestroyNotify            user_destroy);

FLOW_AVAILABLE_IN_ALL
void            flow_graph_add_node                  (FlowGraph                *self,
                                                      FlowNode                 *node);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_remove_node               (FlowGraph                *self,
                                                      FlowNode                 *node);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_clear                     (FlowGraph                *self);
FLOW_AVAILABLE_IN_ALL
FlowNode       *flow_graph_get_node                  (FlowGraph                *self,
                                                      guint                     id);

FLOW_AVAILABLE_IN_ALL
GListModel     *flow_graph_get_connections           (FlowGraph                *self);
FLOW_AVAILABLE_IN_ALL
gboolean        flow_graph_can_connect               (FlowGraph                *self,
                                                      FlowSource               *source,
                                                      FlowSink                 *sink,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_0_2
GPtrArray      *flow_graph_list_connectable          (FlowGraph                *self,
                                                      FlowDock                 *dock);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_can_connect_to_new        (FlowGraph                *self,
                                                      FlowDock                 *dock,
                                                      FlowDock                 *new_dock,
                                                      GError                  **error);
FLOW_DEPRECATED_IN_0_2_FOR (flow_graph_add_connection)
FlowConnection *flow_graph_connect                   (FlowGraph                *self,
                                                      FlowSource               *source,
                                                      FlowSink                 *sink,
                                                      GError                  **error);
FLOW_DEPRECATED_IN_0_2_FOR (flow_graph_remove_connection)
gboolean        flow_graph_disconnect                (FlowGraph                *self,
                                                      FlowConnection           *connection,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_ALL
FlowConnection *flow_graph_add_connection            (FlowGraph                *self,
                                                      FlowSource               *source,
                                                      FlowSink                 *sink,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_ALL
gboolean        flow_graph_remove_connection         (FlowGraph                *self,
                                                      FlowConnection           *connection,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_ALL
guint           flow_graph_disconnect_dock           (FlowGraph                *self,
                                                      FlowDock                 *dock);
FLOW_AVAILABLE_IN_ALL
FlowConnection *flow_graph_find_connection           (FlowGraph                *self,
                                                      FlowSource               *source,
                                                      FlowSink                 *sink);

FLOW_AVAILABLE_IN_ALL
void            flow_graph_begin_batch               (FlowGraph                *self);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_end_batch                 (FlowGraph                *self);
FLOW_AVAILABLE_IN_ALL
gboolean        flow_graph_is_batching               (FlowGraph                *self);

FLOW_AVAILABLE_IN_ALL
FlowHistory    *flow_graph_get_history               (FlowGraph                *self);

FLOW_AVAILABLE_IN_0_2
FlowEvaluation  flow_graph_get_evaluation            (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
void            flow_graph_set_evaluation            (FlowGraph                *self,
                                                      FlowEvaluation            evaluation);
FLOW_AVAILABLE_IN_0_2
guint           flow_graph_get_max_feedback_waves    (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
void            flow_graph_set_max_feedback_waves    (FlowGraph                *self,
                                                      guint                     max_feedback_waves);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_get_timing                (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
void            flow_graph_set_timing                (FlowGraph                *self,
                                                      gboolean                  timing);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_get_busy                  (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
guint           flow_graph_get_last_wave_computes    (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
gint64          flow_graph_get_last_wave_duration    (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_flush                     (FlowGraph                *self);

FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_can_add_node              (FlowGraph                *self,
                                                      FlowNode                 *node,
                                                      GError                  **error);

FLOW_AVAILABLE_IN_0_2
FlowGraph      *flow_graph_get_document              (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
FlowGroup      *flow_graph_get_group                 (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
FlowNode       *flow_graph_get_group_node            (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
GListModel     *flow_graph_get_groups                (FlowGraph                *self);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_add_group                 (FlowGraph                *self,
                                                      FlowGroup                *group,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_remove_group              (FlowGraph                *self,
                                                      FlowGroup                *group,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_0_2
FlowGroup      *flow_graph_find_group                (FlowGraph                *self,
                                                      const char               *name);
FLOW_AVAILABLE_IN_0_2
FlowNode       *flow_graph_group_nodes               (FlowGraph                *self,
                                                      FlowNode                **nodes,
                                                      guint                     n_nodes,
                                                      const char               *name,
                                                      GError                  **error);
FLOW_AVAILABLE_IN_0_2
gboolean        flow_graph_ungroup                   (FlowGraph                *self,
                                                      FlowNode                 *group_node,
                                                      GError                  **error);

FLOW_AVAILABLE_IN_ALL
JsonNode       *flow_graph_get_extra                 (FlowGraph                *self,
                                                      const char               *name);
FLOW_AVAILABLE_IN_ALL
void            flow_graph_set_extra                 (FlowGraph                *self,
                                                      const char               *name,
                                                      JsonNode                 *value);

G_END_DECLS

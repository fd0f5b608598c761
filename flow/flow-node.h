/* flow-node.h
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
 * FlowNodeState:
 * @FLOW_NODE_STATE_NORMAL: nothing to report
 * @FLOW_NODE_STATE_WARNING: the node works, but something deserves the
 *   user's attention
 * @FLOW_NODE_STATE_ERROR: the node cannot do its work
 *
 * The state an application reports for a node, shown by views next to the
 * node's title together with [property@Node:message].
 *
 * A node whose required sinks are null is also in the "missing input"
 * state, which the model computes on its own: see
 * [property@Node:missing-input].
 */
typedef enum
{
  FLOW_NODE_STATE_NORMAL,
  FLOW_NODE_STATE_WARNING,
  FLOW_NODE_STATE_ERROR,
} FlowNodeState;

#define FLOW_TYPE_NODE (flow_node_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (FlowNode, flow_node, FLOW, NODE, GObject)

/**
 * FlowNodeClass:
 * @parent_class: the parent class
 * @sink_changed: called, at most once per wave of evaluation, when values
 *   of the node's sinks changed, whether delivered by a connection, reset
 *   by a disconnection or set directly, with the first of them. Nodes that
 *   compute their sources from their sinks do it here, or in @compute.
 * @save: returns the node's own state, beyond its title, position and
 *   docks, as JSON to keep in the node's `data` member of a file, or
 *   `NULL` if it has none. Subclasses that chain up merge their parent's
 *   data into theirs. Without @save and @load, the node's parameters are
 *   saved and loaded. See [class@Serializer].
 * @load: restores the state that @save returned, from the node's `data`
 *   member of a file, when the file has one. It is called on a new node
 *   of the class, before its docks get their values from the file and
 *   before it joins a graph, so it may add docks. It returns `FALSE` and
 *   sets the error (with a full sentence that says what is wrong) when
 *   @data is not what @save writes; loading then fails with
 *   `FLOW_ERROR_INVALID_DATA`.
 * @compute: computes the node's sources; see [vfunc@Node.compute]
 * @request_dock: makes the dock a connection to an on-demand dock goes
 *   to; see [vfunc@Node.request_dock]
 *
 * The class structure of [class@Node].
 */

/**
 * FlowNodeClass::sink_changed:
 * @self: a node
 * @sink: the first sink whose value changed
 *
 * Called by the default [vfunc@Node.compute], at most once per wave of
 * evaluation, after values of the sinks of @self changed, whether a
 * connection delivered them, a disconnection reset them or they were set
 * directly.
 *
 * When several sinks changed in the wave, @sink is the first of them and
 * every sink already holds its new value, so the node computes once from
 * a consistent set of inputs; [method@Sink.has_changed] tells which sinks
 * changed. When the node computes for another reason (a parameter
 * changed, it was unmuted, [method@Node.queue_compute]), @sink is the
 * node's first sink. A node that has only this virtual function does not
 * compute when it joins a graph; one that overrides [vfunc@Node.compute]
 * does.
 *
 * A node that computes its sources from its sinks sets the values of its
 * sources here. The default implementation does nothing.
 */

/**
 * FlowNodeClass::save:
 * @self: a node
 *
 * Returns the state of @self beyond its title, position and docks, which
 * a file keeps in the node's `data` member.
 *
 * A subclass that chains up merges its parent's data into its own. A
 * class that implements neither this nor [vfunc@Node.load] has its
 * parameters saved: an object of those whose types
 * [func@value_type_is_serializable] accepts, by name, read back when
 * the node is loaded. See [class@Serializer].
 *
 * Returns: (transfer full) (nullable): the node's own state, or `NULL` if
 *   it has none
 */

/**
 * FlowNodeClass::load:
 * @self: a new node
 * @data: the node's `data` member, as [vfunc@Node.save] wrote it
 * @error: return location for an error
 *
 * Restores the state that [vfunc@Node.save] returned, when the node's
 * entry in a file has a `data` member.
 *
 * It is called on a new node of the class, before its docks get their
 * values from the file and before it joins a graph, so it may add docks.
 * When @data is not what [vfunc@Node.save] writes, it sets @error with a
 * full sentence that says what is wrong and returns `FALSE`; loading then
 * fails with `FLOW_ERROR_INVALID_DATA`, the sentence made the end of the
 * loader's own, after the place in the file: "The count is missing." reads
 * "Invalid data at nodes[3].data: the count is missing." (the first letter
 * made small where the language writes so after a colon, unless the
 * second is a capital too, as in an acronym; the full stop moved to the
 * end).
 *
 * Returns: `TRUE` if @data was understood
 */
/**
 * FlowNodeClass::compute:
 * @self: a node
 *
 * Computes the sources of @self from its sinks and parameters.
 *
 * The graph's evaluation engine calls it once per wave in which something
 * the node depends on changed: the values of its sinks, its parameters
 * (the properties its class adds that can be written), its muting. It also
 * runs when the node joins a graph, so that loaded or pasted outputs agree
 * with their inputs, and after [method@Node.queue_compute]. Nodes compute
 * in topological order, after every node upstream of them, on the graph's
 * main context.
 *
 * It may set values, change the graph, start a job to compute
 * asynchronously ([method@Node.begin_job]); nothing it does is recorded in
 * the history, and nothing it changes runs other nodes before it returns.
 *
 * The default implementation calls [vfunc@Node.sink_changed].
 *
 * Since: 0.2
 */
/**
 * FlowNodeClass::request_dock:
 * @self: a node
 * @on_demand: an on-demand dock of @self ([property@Dock:on-demand])
 * @error: return location for an error
 *
 * Makes the dock that a connection to @on_demand goes to: a new sink
 * for an on-demand sink, a new source for an on-demand source, with a
 * name no dock of @self has, not yet added to @self. The graph adds it
 * and connects to it, as one step of the history, so that undoing the
 * connection removes the dock too.
 *
 * When @self cannot make one (a device with no free channel), it sets
 * @error with a full sentence and returns `NULL`; the connection is then
 * refused with that error.
 *
 * Returns: (transfer full) (nullable): the new dock, or `NULL`
 *
 * Since: 0.2
 */
struct _FlowNodeClass
{
  GObjectClass parent_class;

  void      (*sink_changed) (FlowNode  *self,
                             FlowSink  *sink);
  JsonNode *(*save)         (FlowNode  *self);
  gboolean  (*load)         (FlowNode  *self,
                             JsonNode  *data,
                             GError   **error);
  void      (*compute)      (FlowNode  *self);
  FlowDock *(*request_dock) (FlowNode  *self,
                             FlowDock  *on_demand,
                             GError   **error);

  /*< private >*/
  gpointer _reserved[11];
};

FLOW_AVAILABLE_IN_ALL
FlowNode      *flow_node_new               (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_ALL
guint          flow_node_get_id            (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_id            (FlowNode      *self,
                                            guint          id);
FLOW_AVAILABLE_IN_ALL
FlowGraph     *flow_node_get_graph         (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
const char    *flow_node_get_title         (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_title         (FlowNode      *self,
                                            const char    *title);
FLOW_AVAILABLE_IN_ALL
double         flow_node_get_x             (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_x             (FlowNode      *self,
                                            double         x);
FLOW_AVAILABLE_IN_ALL
double         flow_node_get_y             (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_y             (FlowNode      *self,
                                            double         y);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_position      (FlowNode      *self,
                                            double         x,
                                            double         y);
FLOW_AVAILABLE_IN_ALL
gboolean       flow_node_get_deletable     (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_deletable     (FlowNode      *self,
                                            gboolean       deletable);
FLOW_AVAILABLE_IN_0_2
gboolean       flow_node_get_can_mute      (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
void           flow_node_set_can_mute      (FlowNode      *self,
                                            gboolean       can_mute);
FLOW_AVAILABLE_IN_0_2
gboolean       flow_node_get_pinned        (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
void           flow_node_set_pinned        (FlowNode      *self,
                                            gboolean       pinned);

FLOW_AVAILABLE_IN_ALL
FlowNodeState  flow_node_get_state         (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_state         (FlowNode      *self,
                                            FlowNodeState  state);
FLOW_AVAILABLE_IN_ALL
const char    *flow_node_get_message       (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_set_message       (FlowNode      *self,
                                            const char    *message);
FLOW_AVAILABLE_IN_ALL
void           flow_node_report            (FlowNode      *self,
                                            FlowNodeState  state,
                                            const char    *message);
FLOW_AVAILABLE_IN_ALL
gboolean       flow_node_get_missing_input (FlowNode      *self);

FLOW_AVAILABLE_IN_ALL
GListModel    *flow_node_get_sinks         (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
GListModel    *flow_node_get_sources       (FlowNode      *self);
FLOW_AVAILABLE_IN_ALL
void           flow_node_add_dock          (FlowNode      *self,
                                            FlowDock      *dock);
FLOW_AVAILABLE_IN_0_2
void           flow_node_insert_dock       (FlowNode      *self,
                                            FlowDock      *dock,
                                            guint          position);
FLOW_AVAILABLE_IN_ALL
void           flow_node_remove_dock       (FlowNode      *self,
                                            FlowDock      *dock);
FLOW_AVAILABLE_IN_ALL
FlowDock      *flow_node_get_dock          (FlowNode      *self,
                                            const char    *name);
FLOW_AVAILABLE_IN_ALL
FlowSink      *flow_node_get_sink          (FlowNode      *self,
                                            const char    *name);
FLOW_AVAILABLE_IN_ALL
FlowSource    *flow_node_get_source        (FlowNode      *self,
                                            const char    *name);

FLOW_AVAILABLE_IN_0_2
gboolean       flow_node_get_busy          (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
gint64         flow_node_get_compute_time  (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
guint64        flow_node_get_compute_count (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
gboolean       flow_node_get_muted         (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
void           flow_node_set_muted         (FlowNode      *self,
                                            gboolean       muted);
FLOW_AVAILABLE_IN_0_2
void           flow_node_queue_compute     (FlowNode      *self);
FLOW_AVAILABLE_IN_0_2
FlowJob       *flow_node_begin_job         (FlowNode      *self);

G_END_DECLS

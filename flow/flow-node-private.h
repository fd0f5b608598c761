/* flow-node-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-node.h"
#include "flow-job.h"

G_BEGIN_DECLS

/* How many docks a node keeps in itself; see FlowNodePrivate.docks. */
#define FLOW_NODE_INLINE_DOCKS 4

/* Book-keeping the graph keeps in each of its nodes, so that it needs no
 * side tables: the node's place in the graph's list, its rank in the
 * graph's topological order, a mark for graph walks, and where it stands
 * in the evaluation engine.
 */
typedef struct
{
  GSequenceIter *iter;
  guint64        order;
  guint          mark;
  /* The node's place in the engine's queue plus one, or 0. */
  guint          queue_index;
  /* The wave the node last computed in. */
  guint          wave;
  /* In the engine's list for the next wave, or held back behind a busy
   * node.
   */
  guint          next_wave : 1;
  guint          waiting : 1;
} FlowNodeGraphData;

/* What only some nodes need, kept apart to keep every node small: the
 * job under way (owned); the values of the class's parameters as last
 * seen, while the node is in a graph; how long it last computed, or -1.
 */
typedef struct
{
  FlowJob *job;
  GValue  *parameters;
  gint64   compute_time;
} FlowNodeExtras;

typedef struct
{
  guint              id;

  /* Weak back-pointer, kept by the graph. */
  FlowGraph         *graph;
  FlowNodeGraphData  graph_data;

  char              *title;
  double             x;
  double             y;

  char              *message;
  FlowNodeState      state;

  /* Owned references: the n_sinks sinks, then the n_sources sources, in
   * one array (NULL when empty): inline_docks for up to
   * FLOW_NODE_INLINE_DOCKS docks, which most nodes have, so that a node's
   * turn in a wave finds its docks without reading one more piece of
   * memory; else one of exactly that size.
   */
  FlowDock         **docks;
  guint              n_sinks;
  guint              n_sources;

  /* The list models of the sinks and of the sources; NULL until asked
   * for.
   */
  GListStore        *sinks_model;
  GListStore        *sources_model;

  /* Evaluation, see flow-node-compute.c: how often the node computed,
   * and what few nodes need, made when first needed.
   */
  guint64            compute_count;
  FlowNodeExtras    *extras;

  guint              deletable : 1;
  guint              missing_input : 1;
  guint              busy : 1;
  guint              muted : 1;
  /* In a graph, with parameters kept (extras->parameters): its compute
   * is watched for changes of them (see flow-node-compute.c).
   */
  guint              watch_parameters : 1;
  guint              can_mute : 1;
  guint              pinned : 1;
  /* The state and message were set by the engine, which clears them when
   * the node computes again.
   */
  guint              engine_report : 1;
  /* Inside a watched compute (run_compute_watched ()). */
  guint              computing : 1;
  /* Being made outside a graph as a copy of another node: its values
   * and parameters are set without making it compute, one by one, on
   * inputs only partly there; it computes once it joins a graph.
   */
  guint              held : 1;

  /* See docks. */
  FlowDock          *inline_docks[FLOW_NODE_INLINE_DOCKS];
} FlowNodePrivate;

G_GNUC_INTERNAL extern gint _flow_node_private_offset;

/* flow_node_get_instance_private (), for the other files of the library:
 * the value path goes through it for every node a value reaches.
 */
static inline FlowNodePrivate *
_flow_node_get_private (FlowNode *self)
{
  return G_STRUCT_MEMBER_P (self, _flow_node_private_offset);
}

FlowNodeExtras    *_flow_node_ensure_extras (FlowNode *self);

static inline FlowJob *
_flow_node_peek_job (FlowNodePrivate *priv)
{
  return priv->extras != NULL ? priv->extras->job : NULL;
}

static inline FlowNodeGraphData *
_flow_node_graph_data (FlowNode *self)
{
  return &_flow_node_get_private (self)->graph_data;
}

/* flow_node_get_graph () without the type check, for hot paths. */
static inline FlowGraph *
_flow_node_peek_graph (FlowNode *self)
{
  return _flow_node_get_private (self)->graph;
}

void               _flow_node_set_graph     (FlowNode *self,
                                             FlowGraph *graph);
void               _flow_node_update_missing_input (FlowNode *self);
void               _flow_node_docks_changed       (FlowNode *self);

/* The node's sinks or sources, borrowed, for walks that must not pay for
 * list models: valid until the node's docks change.
 */
FlowDock         **_flow_node_peek_sinks    (FlowNode *self,
                                             guint    *n_sinks);
FlowDock         **_flow_node_peek_sources  (FlowNode *self,
                                             guint    *n_sources);
void               _flow_node_insert_dock   (FlowNode *self,
                                             FlowDock *dock,
                                             guint     position);
void               _flow_node_remove_dock   (FlowNode *self,
                                             FlowDock *dock);
void               _flow_node_add_dock_at   (FlowNode *self,
                                             FlowDock *dock,
                                             guint     position);
guint              _flow_node_dock_position (FlowNode *self,
                                             FlowDock *dock);

/* Evaluation: flow-node-compute.c */
void               _flow_node_real_compute    (FlowNode      *self);
gboolean           _flow_node_computes_on_join (FlowNode     *self);
gboolean           _flow_node_holds_values     (FlowNode     *self);
void               _flow_node_evaluate_outside (FlowNode     *self);
void               _flow_node_evaluate        (FlowNode      *self,
                                               gboolean       timing);
gboolean           _flow_node_get_busy        (FlowNode      *self);
void               _flow_node_cancel_job      (FlowNode      *self);
void               _flow_node_deliver_job     (FlowNode      *self,
                                               FlowJob       *job,
                                               GArray        *outputs,
                                               const GError  *error);
void               _flow_node_engine_report   (FlowNode      *self,
                                               FlowNodeState  state,
                                               const char    *message);
void               _flow_node_joined_graph    (FlowNode      *self);
void               _flow_node_left_graph      (FlowNode      *self);
void               _flow_node_parameter_changed (FlowNode    *self,
                                                 GParamSpec  *pspec);
void               _flow_node_set_busy        (FlowNode      *self,
                                               gboolean       busy);
void               _flow_node_set_compute_time (FlowNode     *self,
                                                gint64        compute_time);
GParamSpec       **_flow_node_list_parameters (FlowNode      *self,
                                               guint         *n_parameters);
GParamSpec       **_flow_node_list_construct_properties (FlowNode *self,
                                                       guint    *n_properties);

/* flow-node-data.c */
gboolean           _flow_node_saves_parameters (FlowNode     *self);
JsonNode          *_flow_node_save_parameters (FlowNode      *self);
gboolean           _flow_node_load_parameters (FlowNode      *self,
                                               JsonNode      *data,
                                               GError       **error);

G_END_DECLS

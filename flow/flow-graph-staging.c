/* flow-graph-staging.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The staging graph that loading builds a file into, with the rules of
 * its target, and the trade of contents that ends a successful load.
 */

#include "config.h"

#include "flow-graph-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-engine-private.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-node-private.h"
#include "flow-sink-private.h"
#include "flow-source.h"
static gboolean
staging_filter_cb (FlowGraph   *graph,
                   FlowSource  *source,
                   FlowSink    *sink,
                   gboolean     types_compatible,
                   char       **reason,
                   gpointer     user_data)
{
  FlowGraph *target = user_data;

  if (target->filter == NULL)
    return types_compatible;

  return target->filter (target, source, sink, types_compatible, reason,
                         target->filter_data);
}

/* A new empty graph with the rules of @self (cycles, conversions and the
 * application's connection filter), to build a file or a paste in before
 * it goes into @self.
 */
FlowGraph *
_flow_graph_new_staging (FlowGraph *self)
{
  FlowGraph *staging = flow_graph_new ();

  staging->allow_cycles = self->allow_cycles;
  staging->implicit_conversions = self->implicit_conversions;
  /* Nothing computes there: the nodes compute when they reach @self. */
  staging->engine->frozen = TRUE;
  staging->filter = staging_filter_cb;
  staging->filter_data = g_object_ref (self);
  staging->filter_destroy = g_object_unref;

  return staging;
}

gboolean
_flow_graph_rules_match (FlowGraph *self,
                         FlowGraph *other)
{
  return self->allow_cycles == other->allow_cycles &&
         self->implicit_conversions == other->implicit_conversions;
}

#define SWAP(a, b) \
  G_STMT_START { __typeof__ (a) swap_tmp_ = (a); (a) = (b); (b) = swap_tmp_; } G_STMT_END

static void
adopt_contents (FlowGraph *self)
{
  GSequenceIter *iter;

  self->nodes_cache.iter = NULL;
  self->connections_cache.iter = NULL;

  for (iter = g_sequence_get_begin_iter (self->nodes);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_node_set_graph (g_sequence_get (iter), self);

  for (iter = g_sequence_get_begin_iter (self->connections);
       !g_sequence_iter_is_end (iter);
       iter = g_sequence_iter_next (iter))
    _flow_connection_set_graph (g_sequence_get (iter), self);
}

static void
contents_changed (FlowGraph *self,
                  guint      old_nodes,
                  guint      old_connections)
{
  guint new_nodes = g_sequence_get_length (self->nodes);
  guint new_connections = g_sequence_get_length (self->connections);

  if (old_connections > 0 || new_connections > 0)
    _flow_graph_connections_changed (self, 0, old_connections, new_connections);
  if (old_nodes > 0 || new_nodes > 0)
    _flow_graph_nodes_changed (self, 0, old_nodes, new_nodes);
}

/* Trades every node, connection and extra value of @self with those of
 * @other, which must have the same rules, without touching a node or a
 * connection: loading makes a file's graph in a staging graph, and then
 * moves it into the graph shown, as one batch.
 */
void
_flow_graph_swap_contents (FlowGraph *self,
                           FlowGraph *other)
{
  g_autoptr(GPtrArray) changed_extras = g_ptr_array_new_with_free_func (g_free);
  guint self_nodes = g_sequence_get_length (self->nodes);
  guint self_connections = g_sequence_get_length (self->connections);
  guint other_nodes = g_sequence_get_length (other->nodes);
  guint other_connections = g_sequence_get_length (other->connections);
  GHashTable *tables[2] = { self->extras, other->extras };

  g_assert (_flow_graph_rules_match (self, other));

  /* The names of the extra values that differ, to notify. */
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      GHashTableIter iter;
      gpointer name, value;

      if (tables[t] == NULL)
        continue;

      g_hash_table_iter_init (&iter, tables[t]);
      while (g_hash_table_iter_next (&iter, &name, &value))
        {
          GHashTable *others = tables[1 - t];
          JsonNode *other_value = others != NULL ? g_hash_table_lookup (others, name) : NULL;

          /* A name in both tables is looked at once, from the first. */
          if (other_value == NULL ||
              (t == 0 && !json_node_equal (value, other_value)))
            g_ptr_array_add (changed_extras, g_strdup (name));
        }
    }

  flow_graph_begin_batch (self);
  flow_graph_begin_batch (other);

  /* What either graph had queued or running stays behind. */
  _flow_engine_forget_all (self->engine);
  _flow_engine_forget_all (other->engine);

  SWAP (self->nodes, other->nodes);
  SWAP (self->nodes_by_id, other->nodes_by_id);
  SWAP (self->next_id, other->next_id);
  SWAP (self->connections, other->connections);
  SWAP (self->feedback, other->feedback);
  SWAP (self->extras, other->extras);
  self->order.nodes = self->nodes;
  other->order.nodes = other->nodes;
  _flow_graph_order_swap (&self->order, &other->order);

  adopt_contents (self);
  adopt_contents (other);
  _flow_graph_swap_groups (self, other);

  contents_changed (self, self_nodes, self_connections);
  contents_changed (other, other_nodes, other_connections);

  /* The file's nodes compute, in one wave after the batch. */
  if (!self->engine->frozen)
    _flow_engine_schedule_all (self->engine, FALSE);

  flow_graph_end_batch (other);
  flow_graph_end_batch (self);

  for (guint i = 0; i < changed_extras->len; i++)
    {
      const char *name = g_ptr_array_index (changed_extras, i);

      _flow_graph_emit_extra_changed (self, name);
    }
}

#undef SWAP


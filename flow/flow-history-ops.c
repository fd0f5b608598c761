/* flow-history-ops.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The ops and steps of a FlowHistory: what each kind of op holds and
 * releases, how a step finds its moves and is labelled for menus, and how
 * a step is replayed, backwards to undo it and forwards to redo it.
 */

#include "config.h"

#include "flow-history-ops-private.h"
#include "flow-i18n-private.h"

#include "flow-dock-private.h"
#include "flow-frame.h"
#include "flow-graph-private.h"
#include "flow-group-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"

/* Ops and steps */

static void
op_clear (Op *op)
{
  switch (op->type)
    {
    case OP_ADD_NODE:
    case OP_REMOVE_NODE:
      if (op->holds_graph)
        g_clear_object (&op->node.graph);
      g_clear_object (&op->node.node);
      break;

    case OP_CONNECT:
    case OP_DISCONNECT:
      g_clear_object (&op->connection.source);
      g_clear_object (&op->connection.sink);
      break;

    case OP_MOVE:
      g_clear_object (&op->move.node);
      break;

    case OP_TITLE:
      g_clear_object (&op->title.node);
      g_clear_pointer (&op->title.old_title, g_free);
      g_clear_pointer (&op->title.new_title, g_free);
      break;

    case OP_DEFAULT_VALUE:
      g_clear_object (&op->value.dock);
      if (G_IS_VALUE (&op->value.old_value))
        g_value_unset (&op->value.old_value);
      if (G_IS_VALUE (&op->value.new_value))
        g_value_unset (&op->value.new_value);
      break;

    case OP_PARAMETER:
      g_clear_object (&op->parameter.node);
      g_clear_pointer (&op->parameter.pspec, g_param_spec_unref);
      if (G_IS_VALUE (&op->parameter.old_value))
        g_value_unset (&op->parameter.old_value);
      if (G_IS_VALUE (&op->parameter.new_value))
        g_value_unset (&op->parameter.new_value);
      break;

    case OP_ADD_DOCK:
    case OP_REMOVE_DOCK:
      g_clear_object (&op->dock.node);
      g_clear_object (&op->dock.dock);
      break;

    case OP_MAX_CONNECTIONS:
      g_clear_object (&op->limit.sink);
      break;

    case OP_ADD_GROUP:
    case OP_REMOVE_GROUP:
      /* The document is the history's graph, which owns the history. */
      op->group.document = NULL;
      g_clear_object (&op->group.group);
      break;

    case OP_GROUP_NAME:
      g_clear_object (&op->name.group);
      g_clear_pointer (&op->name.old_name, g_free);
      g_clear_pointer (&op->name.new_name, g_free);
      break;

    case OP_SET_GROUP:
      g_clear_object (&op->set_group.node);
      g_clear_object (&op->set_group.old_group);
      g_clear_object (&op->set_group.new_group);
      break;

    case N_OP_TYPES:

    default:
      g_assert_not_reached ();
    }
}

void
_flow_history_step_free (gpointer data)
{
  Step *step = data;

  g_array_unref (step->ops);
  g_clear_pointer (&step->moves, g_hash_table_unref);
  g_free (step->label);
  g_free (step);
}

Step *
_flow_history_step_new (void)
{
  Step *step = g_new0 (Step, 1);

  step->ops = g_array_new (FALSE, TRUE, sizeof (Op));
  g_array_set_clear_func (step->ops, (GDestroyNotify)op_clear);

  return step;
}

#define MOVES_TABLE_THRESHOLD 16

/* The index of the move op of @node in @step, or G_MAXUINT. */
guint
_flow_history_step_find_move (Step     *step,
                              FlowNode *node)
{
  gpointer index;

  if (step->moves != NULL)
    {
      if (g_hash_table_lookup_extended (step->moves, node, NULL, &index))
        return GPOINTER_TO_UINT (index);
      return G_MAXUINT;
    }

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);

      if (op->type == OP_MOVE && op->move.node == node)
        return i;
    }

  return G_MAXUINT;
}

void
_flow_history_step_add_move (Step  *step,
                             guint  index)
{
  step->n_moves++;

  if (step->moves == NULL && step->n_moves > MOVES_TABLE_THRESHOLD)
    {
      step->moves = g_hash_table_new (NULL, NULL);
      for (guint i = 0; i < step->ops->len; i++)
        {
          Op *op = &g_array_index (step->ops, Op, i);

          if (op->type == OP_MOVE)
            g_hash_table_insert (step->moves, op->move.node, GUINT_TO_POINTER (i));
        }
    }
  else if (step->moves != NULL)
    {
      g_hash_table_insert (step->moves,
                           g_array_index (step->ops, Op, index).move.node,
                           GUINT_TO_POINTER (index));
    }
}

gboolean
_flow_history_step_is_moves_only (Step *step)
{
  for (guint i = 0; i < step->ops->len; i++)
    if (g_array_index (step->ops, Op, i).type != OP_MOVE)
      return FALSE;

  return step->ops->len > 0;
}

/* @format is the translation of a label with a plural, whose forms may or
 * may not show the number (“Delete Node”, “Delete %u Nodes”).
 */
static char *
count_label (guint       n,
             const char *format)
{
  return g_strdup_printf (format, n);
}

char *
_flow_history_step_describe (Step *step)
{
  guint counts[N_OP_TYPES] = { 0, };
  guint total = 0;

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);

      if (op->mirrored)
        continue;
      counts[op->type]++;
      total++;
    }

  /* Docks a node made on demand for a connection are part of it. */
  if (counts[OP_CONNECT] > 0 && counts[OP_ADD_DOCK] > 0 &&
      counts[OP_ADD_DOCK] + counts[OP_CONNECT] + counts[OP_DISCONNECT] == total)
    {
      total -= counts[OP_ADD_DOCK];
      counts[OP_ADD_DOCK] = 0;
    }

  if (counts[OP_SET_GROUP] > 0)
    return g_strdup (_("Make Single User"));
  if (counts[OP_GROUP_NAME] == total && total > 0)
    return g_strdup (_("Rename Group"));
  if (counts[OP_REMOVE_NODE] > 0)
    return count_label (counts[OP_REMOVE_NODE],
                        ngettext ("Delete Node", "Delete %u Nodes",
                                  counts[OP_REMOVE_NODE]));
  if (counts[OP_ADD_NODE] > 0)
    return count_label (counts[OP_ADD_NODE],
                        ngettext ("Add Node", "Add %u Nodes",
                                  counts[OP_ADD_NODE]));
  if (counts[OP_ADD_GROUP] == total && total > 0)
    return count_label (total,
                        ngettext ("Add Group", "Add %u Groups",
                                  total));
  if (counts[OP_REMOVE_GROUP] == total && total > 0)
    return count_label (total,
                        ngettext ("Remove Group", "Remove %u Groups",
                                  total));
  if (counts[OP_MOVE] == total)
    return count_label (counts[OP_MOVE],
                        ngettext ("Move Node", "Move %u Nodes",
                                  counts[OP_MOVE]));
  /* Nodes moved, and frames fitted around them (a node dragged out of a
   * frame, which shrinks): named for the nodes.
   */
  if (counts[OP_MOVE] > 0 && counts[OP_MOVE] + counts[OP_PARAMETER] == total)
    {
      guint moved = 0, fitted = 0;

      for (guint i = 0; i < step->ops->len; i++)
        {
          Op *op = &g_array_index (step->ops, Op, i);

          if (op->mirrored)
            continue;
          if (op->type == OP_MOVE && !FLOW_IS_FRAME (op->move.node))
            moved++;
          else if (op->type == OP_PARAMETER && FLOW_IS_FRAME (op->parameter.node) &&
                   (g_str_equal (op->parameter.pspec->name, "width") ||
                    g_str_equal (op->parameter.pspec->name, "height")))
            fitted++;
        }

      if (moved > 0 && fitted == counts[OP_PARAMETER])
        return count_label (moved, ngettext ("Move Node", "Move %u Nodes", moved));
    }
  if (counts[OP_TITLE] == total)
    return count_label (counts[OP_TITLE],
                        ngettext ("Rename Node", "Rename %u Nodes",
                                  counts[OP_TITLE]));
  if (counts[OP_DEFAULT_VALUE] == total)
    return count_label (total,
                        ngettext ("Change Value", "Change %u Values",
                                  total));
  if (counts[OP_PARAMETER] == 1 && total == 1)
    {
      for (guint i = 0; i < step->ops->len; i++)
        {
          Op *op = &g_array_index (step->ops, Op, i);

          if (op->mirrored)
            continue;
          /* FlowNode's own recorded properties: muted and pinned. */
          if (op->parameter.pspec->owner_type == FLOW_TYPE_NODE &&
              g_str_equal (op->parameter.pspec->name, "pinned"))
            return g_strdup (g_value_get_boolean (&op->parameter.new_value)
                             ? _("Pin Node") : _("Unpin Node"));
          if (op->parameter.pspec->owner_type == FLOW_TYPE_NODE)
            return g_strdup (g_value_get_boolean (&op->parameter.new_value)
                             ? _("Mute Node") : _("Unmute Node"));
        }
    }
  if (counts[OP_PARAMETER] == total)
    return count_label (total,
                        ngettext ("Change Parameter", "Change %u Parameters",
                                  total));
  if (counts[OP_CONNECT] == 1 && counts[OP_DISCONNECT] == 1 && total == 2)
    return g_strdup (_("Replace Connection"));
  if (counts[OP_CONNECT] == total)
    return count_label (total,
                        ngettext ("Connect", "Add %u Connections",
                                  total));
  if (counts[OP_DISCONNECT] == total)
    return count_label (total,
                        ngettext ("Disconnect", "Remove %u Connections",
                                  total));
  if (counts[OP_ADD_DOCK] == total)
    return count_label (total,
                        ngettext ("Add Dock", "Add %u Docks",
                                  total));
  if (counts[OP_REMOVE_DOCK] + counts[OP_DISCONNECT] == total)
    return count_label (counts[OP_REMOVE_DOCK],
                        ngettext ("Remove Dock", "Remove %u Docks",
                                  counts[OP_REMOVE_DOCK]));
  if (counts[OP_MAX_CONNECTIONS] == total)
    return count_label (total,
                        ngettext ("Change Connection Limit", "Change %u Connection Limits",
                                  total));

  return g_strdup (_("Edit Graph"));
}

/* Replaying
 *
 * What nodes change while they compute is not recorded, so a step may no
 * longer apply in full: a node that removed itself, a connection it made
 * or removed. Such an op is left out, and the rest is replayed.
 */

static gboolean
dock_in_graph (FlowDock  *dock,
               FlowGraph *graph)
{
  FlowNode *node = _flow_dock_peek_node (dock);

  return node != NULL && _flow_node_peek_graph (node) == graph;
}

static void
apply_op (FlowHistory *self,
          Op          *op,
          gboolean     undo)
{
  FlowGraph *graph = self->graph;
  gboolean add;

  switch (op->type)
    {
    case OP_ADD_NODE:
    case OP_REMOVE_NODE:
      graph = op->node.graph;
      add = (op->type == OP_ADD_NODE) != undo;
      if (add && _flow_node_peek_graph (op->node.node) == NULL)
        _flow_graph_insert_node (graph, op->node.node, op->node.position);
      else if (!add && _flow_node_peek_graph (op->node.node) == graph)
        flow_graph_remove_node (graph, op->node.node);
      break;

    case OP_CONNECT:
    case OP_DISCONNECT:
      /* The graph the connection's source is in now: a node op before
       * this one put it back where it was.
       */
      graph = _flow_history_graph_of_dock (FLOW_DOCK (op->connection.source));
      if (graph == NULL)
        break;
      add = (op->type == OP_CONNECT) != undo;
      if (add)
        {
          if (dock_in_graph (FLOW_DOCK (op->connection.source), graph) &&
              dock_in_graph (FLOW_DOCK (op->connection.sink), graph))
            _flow_graph_connect_at (graph,
                                    op->connection.source,
                                    op->connection.sink,
                                    op->connection.position,
                                    op->connection.source_position,
                                    op->connection.sink_position);
        }
      else
        {
          FlowConnection *connection = flow_graph_find_connection (graph,
                                                                   op->connection.source,
                                                                   op->connection.sink);

          if (connection != NULL)
            flow_graph_remove_connection (graph, connection, NULL);
        }
      break;

    case OP_MOVE:
      if (undo)
        flow_node_set_position (op->move.node, op->move.old_x, op->move.old_y);
      else
        flow_node_set_position (op->move.node, op->move.new_x, op->move.new_y);
      break;

    case OP_TITLE:
      flow_node_set_title (op->title.node, undo ? op->title.old_title : op->title.new_title);
      break;

    case OP_MAX_CONNECTIONS:
      flow_sink_set_max_connections (op->limit.sink, undo ? op->limit.old_max : op->limit.new_max);
      break;

    case OP_ADD_GROUP:
    case OP_REMOVE_GROUP:
      add = (op->type == OP_ADD_GROUP) != undo;
      if (add && flow_group_get_document (op->group.group) == NULL)
        _flow_graph_insert_group (op->group.document, op->group.group, op->group.position);
      else if (!add && flow_group_get_document (op->group.group) == op->group.document)
        _flow_graph_take_group (op->group.document, op->group.group);
      break;

    case OP_GROUP_NAME:
      flow_group_set_name (op->name.group, undo ? op->name.old_name : op->name.new_name, NULL);
      break;

    case OP_SET_GROUP:
      _flow_group_node_set_group (FLOW_GROUP_NODE (op->set_group.node),
                                  undo ? op->set_group.old_group : op->set_group.new_group);
      break;

    case N_OP_TYPES:

    case OP_DEFAULT_VALUE:
      {
        const GValue *value = undo ? &op->value.old_value : &op->value.new_value;

        flow_sink_set_default_value (FLOW_SINK (op->value.dock),
                                     G_IS_VALUE (value) ? value : NULL);
      }
      break;

    case OP_PARAMETER:
      g_object_set_property (G_OBJECT (op->parameter.node), op->parameter.pspec->name,
                             undo ? &op->parameter.old_value : &op->parameter.new_value);
      break;

    case OP_ADD_DOCK:
    case OP_REMOVE_DOCK:
      add = (op->type == OP_ADD_DOCK) != undo;
      if (add && _flow_dock_peek_node (op->dock.dock) == NULL)
        _flow_node_insert_dock (op->dock.node, op->dock.dock, op->dock.position);
      else if (!add && _flow_dock_peek_node (op->dock.dock) == op->dock.node)
        _flow_node_remove_dock (op->dock.node, op->dock.dock);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* The graphs the ops of @step change, each once, the history's first. */
static GPtrArray *
step_graphs (FlowHistory *self,
             Step        *step)
{
  GPtrArray *graphs = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (graphs, g_object_ref (self->graph));

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);
      FlowGraph *graph = NULL;

      if (op->type == OP_ADD_NODE || op->type == OP_REMOVE_NODE)
        graph = op->node.graph;
      else if (op->type == OP_CONNECT || op->type == OP_DISCONNECT)
        graph = _flow_history_graph_of_dock (FLOW_DOCK (op->connection.source));

      if (graph != NULL && !g_ptr_array_find (graphs, graph, NULL))
        g_ptr_array_add (graphs, g_object_ref (graph));
    }

  return graphs;
}

void
_flow_history_replay (FlowHistory *self,
                      Step        *step,
                      gboolean     undo)
{
  g_autoptr(GPtrArray) graphs = step_graphs (self, step);

  self->replaying = TRUE;
  for (guint i = 0; i < graphs->len; i++)
    flow_graph_begin_batch (graphs->pdata[i]);

  if (undo)
    {
      for (guint i = step->ops->len; i > 0; i--)
        {
          Op *op = &g_array_index (step->ops, Op, i - 1);

          apply_op (self, op, TRUE);
        }
    }
  else
    {
      for (guint i = 0; i < step->ops->len; i++)
        apply_op (self, &g_array_index (step->ops, Op, i), FALSE);
    }

  /* Inner graphs first: their waves run before the document's. */
  for (guint i = graphs->len; i > 0; i--)
    flow_graph_end_batch (graphs->pdata[i - 1]);
  self->replaying = FALSE;
}

/* Implementation notes:
 *
 * Undo and redo replay through the model's API with recording off; adding
 * nodes and connections back uses private variants that insert at the
 * recorded places, so that lists, and saved files, come back identical.
 *
 * Steps hold the node and dock objects themselves, not ids: undoing the
 * removal of a node brings back the same object, with whatever state a
 * subclass keeps, and views and applications that hold it stay valid.
 */

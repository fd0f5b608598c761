/* flow-history.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-graph-private.h"
#include "flow-history-ops-private.h"
#include "flow-i18n-private.h"

/**
 * FlowHistory:
 *
 * The undo and redo history of a [class@Graph].
 *
 * A graph's history is created by [method@Graph.get_history] and records,
 * from then on, every edit made to the graph through the API, by the
 * application, a view or a script alike: nodes added and removed, moves,
 * titles, docks added and removed, connections made, removed and
 * replaced, sinks' default values, node parameters (the properties a
 * node class adds that can be written) and muting. Undoing restores the
 * state before exactly, nodes and connections at their places in the
 * lists, with the same node objects and ids; then the nodes that depend on
 * the edit compute again.
 *
 * Changes are recorded in steps, one per call, which
 * [method@History.undo] and [method@History.redo] take back and make
 * again. A batch of the graph ([method@Graph.begin_batch]) is one step,
 * so removing a node with its connections, loading or pasting are single
 * steps; [method@History.begin_group] makes one step of anything, with a
 * label:
 *
 * ```c
 * FlowHistory *history = flow_graph_get_history (graph);
 *
 * flow_history_begin_group (history, "Align Nodes");
 * for (guint i = 0; i < n_selected; i++)
 *   flow_node_set_x (selected[i], x);
 * flow_history_end_group (history);
 * ```
 *
 * Moves of the same nodes that follow one another merge into one step,
 * so that a drag, or nudging nodes with the arrow keys, is undone at
 * once, and so do changes of one parameter of one node, or of one sink's
 * default value (typing in a field); [method@History.seal] ends the
 * merging, as a drag that ends does, or the keyboard focus moving in a
 * window that shows a `FlowGtkView`. Moves that bring every node back where the step found it leave
 * no step. Steps have labels for menus, such as “Undo Move 3 Nodes”
 * ([property@History:undo-label]).
 *
 * [property@History:modified] tells whether the graph differs from its
 * last saved state: saving with [method@Serializer.save_to_file] marks
 * the history clean, and undoing back to that state makes it unmodified
 * again. Loading a file clears the history.
 *
 * Changes that follow from another change are not recorded, since they
 * happen again when it is undone or redone: the values a node computes
 * for its outputs when an input changes, or what a sink receives from a
 * connection. Neither are the node state and message that applications
 * report, dock labels and the settings of sinks, except a sink's
 * connection limit: undoing a disconnection must find the room the
 * connection had.
 */

enum {
  PROP_0,
  PROP_GRAPH,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_MODIFIED,
  PROP_MAX_STEPS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowHistory, flow_history, G_TYPE_OBJECT)

/* State */

static guint64
current_state (FlowHistory *self)
{
  if (self->undo_steps->len == 0)
    return self->base_state;

  return ((Step *)g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1))->serial;
}

/* @verb is the label alone, @format the label with the step's own. */
static char *
make_label (const char *verb,
            const char *format,
            GPtrArray  *steps)
{
  Step *step;

  if (steps->len == 0)
    return g_strdup (verb);

  step = g_ptr_array_index (steps, steps->len - 1);

  return g_strdup_printf (format, step->label);
}

/* Recomputes the derived properties and notifies those that changed. */
static void
update_state (FlowHistory *self)
{
  /* Translators: %s is what the step did, such as “Move 3 Nodes”. */
  g_autofree char *undo_label = make_label (_("Undo"), _("Undo %s"), self->undo_steps);
  /* Translators: %s is what the step did, such as “Delete Node”. */
  g_autofree char *redo_label = make_label (_("Redo"), _("Redo %s"), self->redo_steps);
  gboolean can_undo = self->undo_steps->len > 0;
  gboolean can_redo = self->redo_steps->len > 0;
  gboolean modified = !(self->clean_valid && current_state (self) == self->clean_state);

  g_object_freeze_notify (G_OBJECT (self));

  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }

  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }

  if (g_strcmp0 (self->undo_label, undo_label) != 0)
    {
      g_free (self->undo_label);
      self->undo_label = g_steal_pointer (&undo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
    }

  if (g_strcmp0 (self->redo_label, redo_label) != 0)
    {
      g_free (self->redo_label);
      self->redo_label = g_steal_pointer (&redo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
    }

  if (self->modified != modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

static void
clear_redo (FlowHistory *self)
{
  for (guint i = 0; i < self->redo_steps->len; i++)
    {
      Step *step = g_ptr_array_index (self->redo_steps, i);

      /* The clean state is gone for good. */
      if (self->clean_valid && step->serial == self->clean_state)
        self->clean_valid = FALSE;
    }

  g_ptr_array_set_size (self->redo_steps, 0);
}

static void
trim (FlowHistory *self)
{
  if (self->max_steps == 0 || self->undo_steps->len <= self->max_steps)
    return;

  while (self->undo_steps->len > self->max_steps)
    {
      Step *oldest = g_ptr_array_index (self->undo_steps, 0);

      /* Undoing everything now leads to the state after the oldest step. */
      if (self->clean_valid && self->clean_state == self->base_state)
        self->clean_valid = FALSE;
      self->base_state = oldest->serial;

      g_ptr_array_remove_index (self->undo_steps, 0);
    }
}

/* Whether @step, moves only, leaves every node where it found it. */
static gboolean
moves_cancel_out (Step *step)
{
  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);

      if (op->move.new_x != op->move.old_x || op->move.new_y != op->move.old_y)
        return FALSE;
    }

  return TRUE;
}

/* Merges @step, moves only, into the previous step if that moved the same
 * nodes. Returns TRUE if it did; @step is then left for the caller to free.
 */
static gboolean
merge_moves (FlowHistory *self,
             Step        *step)
{
  Step *previous;

  if (!self->can_merge || self->undo_steps->len == 0 ||
      !_flow_history_step_is_moves_only (step))
    return FALSE;

  previous = g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1);

  if (!_flow_history_step_is_moves_only (previous) ||
      previous->ops->len != step->ops->len ||
      previous->explicit_label != step->explicit_label ||
      g_strcmp0 (previous->label, step->label) != 0 ||
      (self->clean_valid && previous->serial == self->clean_state))
    return FALSE;

  for (guint i = 0; i < step->ops->len; i++)
    if (_flow_history_step_find_move (previous,
                                      g_array_index (step->ops, Op, i).move.node) == G_MAXUINT)
      return FALSE;

  for (guint i = 0; i < step->ops->len; i++)
    {
      Op *op = &g_array_index (step->ops, Op, i);
      guint index = _flow_history_step_find_move (previous, op->move.node);
      Op *into = &g_array_index (previous->ops, Op, index);

      into->move.new_x = op->move.new_x;
      into->move.new_y = op->move.new_y;
    }

  return TRUE;
}

/* Merges @step, one change of a parameter or of a sink's default value,
 * into the previous step if that changed the same parameter of the same
 * node, or the same sink's default: dragging a slider or typing in a field
 * is one step. Returns TRUE if it did.
 */
static gboolean
merge_parameter (FlowHistory *self,
                 Step        *step)
{
  Step *previous;
  Op *op, *into;
  GValue *new_value, *into_value;

  if (!self->can_merge || self->undo_steps->len == 0 || step->ops->len != 1)
    return FALSE;

  previous = g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1);
  op = &g_array_index (step->ops, Op, 0);
  into = &g_array_index (previous->ops, Op, 0);

  if (previous->ops->len != 1 || into->type != op->type ||
      previous->explicit_label != step->explicit_label ||
      g_strcmp0 (previous->label, step->label) != 0 ||
      (self->clean_valid && previous->serial == self->clean_state))
    return FALSE;

  if (op->type == OP_PARAMETER)
    {
      if (into->parameter.node != op->parameter.node ||
          into->parameter.pspec != op->parameter.pspec ||
          /* Muting twice is two edits. */
          op->parameter.pspec->owner_type == FLOW_TYPE_NODE)
        return FALSE;

      new_value = &op->parameter.new_value;
      into_value = &into->parameter.new_value;
    }
  else if (op->type == OP_DEFAULT_VALUE)
    {
      if (into->value.dock != op->value.dock)
        return FALSE;

      new_value = &op->value.new_value;
      into_value = &into->value.new_value;
    }
  else
    {
      return FALSE;
    }

  /* A default cleared to null is a GValue without a type. */
  if (G_IS_VALUE (into_value))
    g_value_unset (into_value);
  *into_value = *new_value;
  memset (new_value, 0, sizeof (GValue));

  return TRUE;
}

void
_flow_history_close_step (FlowHistory *self)
{
  Step *step = g_steal_pointer (&self->open_step);

  if (step == NULL)
    return;

  if (step->ops->len == 0)
    {
      _flow_history_step_free (step);
      return;
    }

  if (step->label == NULL)
    step->label = _flow_history_step_describe (step);

  clear_redo (self);

  if (merge_moves (self, step))
    {
      _flow_history_step_free (step);

      /* Moved back where they were (a drag cancelled, a nudge taken
       * back): there is no step, and nothing to merge into.
       */
      if (moves_cancel_out (g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1)))
        {
          g_ptr_array_remove_index (self->undo_steps, self->undo_steps->len - 1);
          self->can_merge = FALSE;
          update_state (self);
          return;
        }
    }
  else if (merge_parameter (self, step))
    {
      _flow_history_step_free (step);
    }
  else if (_flow_history_step_is_moves_only (step) && moves_cancel_out (step))
    {
      _flow_history_step_free (step);
    }
  else
    {
      step->serial = self->next_serial++;
      /* Only move steps keep their index of moves, for merging. */
      if (!_flow_history_step_is_moves_only (step))
        g_clear_pointer (&step->moves, g_hash_table_unref);
      g_ptr_array_add (self->undo_steps, step);
      trim (self);
    }

  self->can_merge = TRUE;

  update_state (self);
}

/* GObject */

static void
flow_history_finalize (GObject *object)
{
  FlowHistory *self = (FlowHistory *)object;

  g_clear_pointer (&self->open_step, _flow_history_step_free);
  g_clear_pointer (&self->undo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->redo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->group_label, g_free);
  g_clear_pointer (&self->undo_label, g_free);
  g_clear_pointer (&self->redo_label, g_free);

  G_OBJECT_CLASS (flow_history_parent_class)->finalize (object);
}

static void
flow_history_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FlowHistory *self = FLOW_HISTORY (object);

  switch (prop_id)
    {
    case PROP_GRAPH:
      g_value_set_object (value, flow_history_get_graph (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, flow_history_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, flow_history_get_can_redo (self));
      break;

    case PROP_UNDO_LABEL:
      g_value_set_string (value, flow_history_get_undo_label (self));
      break;

    case PROP_REDO_LABEL:
      g_value_set_string (value, flow_history_get_redo_label (self));
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, flow_history_get_modified (self));
      break;

    case PROP_MAX_STEPS:
      g_value_set_uint (value, flow_history_get_max_steps (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_history_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  FlowHistory *self = FLOW_HISTORY (object);

  switch (prop_id)
    {
    case PROP_MAX_STEPS:
      flow_history_set_max_steps (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_history_class_init (FlowHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = flow_history_finalize;
  object_class->get_property = flow_history_get_property;
  object_class->set_property = flow_history_set_property;

  /**
   * FlowHistory:graph: (getter get_graph)
   *
   * The graph whose changes the history records, or `NULL` once that
   * graph was disposed.
   */
  properties[PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:can-undo: (getter get_can_undo)
   *
   * Whether there is a step to undo.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:can-redo: (getter get_can_redo)
   *
   * Whether there is a step to redo.
   */
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:undo-label: (getter get_undo_label)
   *
   * A label for the menu item that undoes, such as “Undo Move 3 Nodes”,
   * or “Undo” when there is nothing to undo.
   */
  properties[PROP_UNDO_LABEL] =
    g_param_spec_string ("undo-label", NULL, NULL,
                         "Undo",
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:redo-label: (getter get_redo_label)
   *
   * A label for the menu item that redoes, such as “Redo Delete Node”,
   * or “Redo” when there is nothing to redo.
   */
  properties[PROP_REDO_LABEL] =
    g_param_spec_string ("redo-label", NULL, NULL,
                         "Redo",
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:modified: (getter get_modified)
   *
   * Whether the graph differs from the state in which the history was
   * last marked clean ([method@History.mark_clean]), which saving does.
   */
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowHistory:max-steps: (getter get_max_steps) (setter set_max_steps)
   *
   * How many steps can be undone at most, the oldest being forgotten
   * first; 0, the default, for no limit.
   */
  properties[PROP_MAX_STEPS] =
    g_param_spec_uint ("max-steps", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_history_init (FlowHistory *self)
{
  self->undo_steps = g_ptr_array_new_with_free_func (_flow_history_step_free);
  self->redo_steps = g_ptr_array_new_with_free_func (_flow_history_step_free);
  self->next_serial = 1;
  self->clean_valid = TRUE;
  self->undo_label = g_strdup (_("Undo"));
  self->redo_label = g_strdup (_("Redo"));
}

/* Private API */

FlowHistory *
_flow_history_new (FlowGraph *graph)
{
  FlowHistory *self = g_object_new (FLOW_TYPE_HISTORY, NULL);

  self->graph = graph;

  return self;
}

void
_flow_history_detach (FlowHistory *self)
{
  g_clear_pointer (&self->open_step, _flow_history_step_free);
  self->group_depth = 0;
  g_clear_pointer (&self->group_label, g_free);

  flow_history_clear (self);
  self->graph = NULL;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRAPH]);
}

guint64
_flow_history_get_state (FlowHistory *self)
{
  return current_state (self);
}

gboolean
_flow_history_is_replaying (FlowHistory *self)
{
  return self != NULL && self->replaying;
}

/* Whether a group is open: a change made now is part of a larger step. */
gboolean
_flow_history_in_group (FlowHistory *self)
{
  return self != NULL && self->group_depth > 0;
}

/* Ops recorded from now until the matching end are marked as made again
 * in other graphs of a group.
 */
void
_flow_history_begin_mirror (FlowHistory *self)
{
  if (self != NULL)
    self->mirroring++;
}

void
_flow_history_end_mirror (FlowHistory *self)
{
  if (self != NULL)
    self->mirroring--;
}

/* Between these two calls, nothing is recorded: for what the model
 * changes on its own, such as removing a transient dock and its
 * connections. Both accept a NULL history.
 */
void
_flow_history_suspend (FlowHistory *self)
{
  if (self != NULL)
    self->suspended++;
}

void
_flow_history_resume (FlowHistory *self)
{
  if (self != NULL)
    {
      g_assert (self->suspended > 0);
      self->suspended--;
    }
}

void
_flow_history_mark_clean_at (FlowHistory *self,
                             guint64      state)
{
  self->clean_state = state;
  self->clean_valid = TRUE;

  update_state (self);
}

/* Public API */

/**
 * flow_history_get_graph: (get-property graph)
 * @self: a history
 *
 * Gets the graph whose changes @self records.
 *
 * Returns: (transfer none) (nullable): the graph, or `NULL` once it was
 *   disposed
 */
FlowGraph *
flow_history_get_graph (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), NULL);

  return self->graph;
}

/**
 * flow_history_get_can_undo: (get-property can-undo)
 * @self: a history
 *
 * Gets whether there is a step to undo.
 *
 * Returns: `TRUE` if [method@History.undo] can be called
 */
gboolean
flow_history_get_can_undo (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), FALSE);

  return self->can_undo;
}

/**
 * flow_history_get_can_redo: (get-property can-redo)
 * @self: a history
 *
 * Gets whether there is a step to redo.
 *
 * Returns: `TRUE` if [method@History.redo] can be called
 */
gboolean
flow_history_get_can_redo (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), FALSE);

  return self->can_redo;
}

/**
 * flow_history_get_undo_label: (get-property undo-label)
 * @self: a history
 *
 * Gets a label for the menu item that undoes, such as “Undo Move Node”.
 *
 * Returns: (transfer none): the label
 */
const char *
flow_history_get_undo_label (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), NULL);

  return self->undo_label;
}

/**
 * flow_history_get_redo_label: (get-property redo-label)
 * @self: a history
 *
 * Gets a label for the menu item that redoes, such as “Redo Move Node”.
 *
 * Returns: (transfer none): the label
 */
const char *
flow_history_get_redo_label (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), NULL);

  return self->redo_label;
}

/**
 * flow_history_get_n_undo_steps:
 * @self: a history
 *
 * Gets how many steps can be undone, one after the other.
 *
 * While [method@History.undo] or [method@History.redo] makes the graph
 * change, the step it replays counts neither among the steps to undo
 * nor among those to redo. So code that reacts to a change of the
 * graph can note both numbers then, and tell later which way the
 * history went: an undo leaves one more step to redo and as many to
 * undo; a redo, one more to undo and as many to redo; an edit, none
 * to redo.
 *
 * Returns: the number of steps to undo
 *
 * Since: 0.2
 */
guint
flow_history_get_n_undo_steps (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), 0);

  return self->undo_steps->len;
}

/**
 * flow_history_get_n_redo_steps:
 * @self: a history
 *
 * Gets how many steps can be redone, one after the other. See
 * [method@History.get_n_undo_steps] for how they count while a step is
 * undone or redone.
 *
 * Returns: the number of steps to redo
 *
 * Since: 0.2
 */
guint
flow_history_get_n_redo_steps (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), 0);

  return self->redo_steps->len;
}

/**
 * flow_history_get_modified: (get-property modified)
 * @self: a history
 *
 * Gets whether the graph changed since the history was last marked
 * clean.
 *
 * Returns: `TRUE` if the graph has changes that were not saved
 */
gboolean
flow_history_get_modified (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), FALSE);

  return self->modified;
}

/**
 * flow_history_get_max_steps: (get-property max-steps)
 * @self: a history
 *
 * Gets how many steps can be undone at most.
 *
 * Returns: the limit, or 0 for none
 */
guint
flow_history_get_max_steps (FlowHistory *self)
{
  g_return_val_if_fail (FLOW_IS_HISTORY (self), 0);

  return self->max_steps;
}

/**
 * flow_history_set_max_steps: (set-property max-steps)
 * @self: a history
 * @max_steps: the limit, or 0 for none
 *
 * Sets how many steps can be undone at most; older steps are forgotten
 * at once.
 */
void
flow_history_set_max_steps (FlowHistory *self,
                            guint        max_steps)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  if (self->max_steps == max_steps)
    return;

  self->max_steps = max_steps;
  trim (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_STEPS]);
  update_state (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * flow_history_undo:
 * @self: a history
 *
 * Undoes the last step, restoring the graph to its state before it, as
 * one batch of the graph.
 *
 * It is a programmer error to call this when
 * [property@History:can-undo] is `FALSE`, or inside a group.
 */
void
flow_history_undo (FlowHistory *self)
{
  Step *step;

  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->graph != NULL);
  g_return_if_fail (self->group_depth == 0);
  g_return_if_fail (self->undo_steps->len > 0);

  step = g_ptr_array_steal_index (self->undo_steps, self->undo_steps->len - 1);
  _flow_history_replay (self, step, TRUE);
  g_ptr_array_add (self->redo_steps, step);

  self->can_merge = FALSE;
  update_state (self);
}

/**
 * flow_history_redo:
 * @self: a history
 *
 * Makes again the last step that was undone, as one batch of the graph.
 *
 * It is a programmer error to call this when
 * [property@History:can-redo] is `FALSE`, or inside a group.
 */
void
flow_history_redo (FlowHistory *self)
{
  Step *step;

  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->graph != NULL);
  g_return_if_fail (self->group_depth == 0);
  g_return_if_fail (self->redo_steps->len > 0);

  step = g_ptr_array_steal_index (self->redo_steps, self->redo_steps->len - 1);
  _flow_history_replay (self, step, FALSE);
  g_ptr_array_add (self->undo_steps, step);
  /* Steps undone before the limit was lowered come back within it. */
  trim (self);

  self->can_merge = FALSE;
  update_state (self);
}

/**
 * flow_history_seal:
 * @self: a history
 *
 * Makes the last step final: the next moves, change of a parameter or of
 * a default value do not merge into it, even when they are of the same
 * nodes. Call it when
 * a gesture that made the step ends, such as a drag released, so that
 * the next drag of the same nodes is a step of its own.
 *
 * Saving, undoing and redoing seal the last step too.
 *
 * Since: 0.2
 */
void
flow_history_seal (FlowHistory *self)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  self->can_merge = FALSE;
}

/**
 * flow_history_begin_group:
 * @self: a history
 * @label: (nullable): what the changes do, for the undo and redo labels,
 *   such as “Align Nodes”; or `NULL` to describe them automatically
 *
 * Starts a group: the changes recorded until the matching
 * [method@History.end_group] make a single step. Groups nest; the
 * outermost label given is the step's.
 *
 * [method@Graph.begin_batch] starts a group too.
 */
void
flow_history_begin_group (FlowHistory *self,
                          const char  *label)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  self->group_depth++;

  if (self->group_label == NULL && label != NULL)
    {
      self->group_label = g_strdup (label);

      if (self->open_step != NULL && !self->open_step->explicit_label)
        {
          g_free (self->open_step->label);
          self->open_step->label = g_strdup (label);
          self->open_step->explicit_label = TRUE;
        }
    }
}

/**
 * flow_history_end_group:
 * @self: a history
 *
 * Ends a group started with [method@History.begin_group]; the outermost
 * one closes the step.
 */
void
flow_history_end_group (FlowHistory *self)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->group_depth > 0);

  if (--self->group_depth > 0)
    return;

  g_clear_pointer (&self->group_label, g_free);
  _flow_history_close_step (self);
}

/**
 * flow_history_cancel_group:
 * @self: a history
 *
 * Ends the outermost group, started with [method@History.begin_group],
 * taking back every change made in it, as undo would: the graph is as
 * the group found it, no step is added, and the steps that could be
 * redone before stay. A drag that the user cancels with Escape ends so.
 *
 * It is a programmer error to call this inside a nested group or a
 * batch of the graph, or outside any group.
 */
void
flow_history_cancel_group (FlowHistory *self)
{
  Step *step;

  g_return_if_fail (FLOW_IS_HISTORY (self));
  g_return_if_fail (self->group_depth == 1);
  g_return_if_fail (self->graph == NULL || self->graph->batch_depth == 0);

  step = g_steal_pointer (&self->open_step);
  self->group_depth = 0;
  g_clear_pointer (&self->group_label, g_free);
  /* What comes next is a step of its own, as after a drag. */
  self->can_merge = FALSE;

  if (step == NULL)
    return;

  if (self->graph != NULL)
    _flow_history_replay (self, step, TRUE);
  _flow_history_step_free (step);
  update_state (self);
}

/**
 * flow_history_mark_clean:
 * @self: a history
 *
 * Records that the graph, as it is now, is saved: [property@History:modified]
 * becomes `FALSE`, and becomes so again whenever undo or redo lead back to
 * this state. [method@Serializer.save_to_file] calls it.
 */
void
flow_history_mark_clean (FlowHistory *self)
{
  g_return_if_fail (FLOW_IS_HISTORY (self));

  _flow_history_mark_clean_at (self, current_state (self));
}

/**
 * flow_history_clear:
 * @self: a history
 *
 * Forgets every step, so that nothing can be undone or redone. The graph
 * stays as it is, and counts as modified unless it was clean.
 *
 * Loading a file clears the history, and marks it clean.
 */
void
flow_history_clear (FlowHistory *self)
{
  gboolean was_clean;

  g_return_if_fail (FLOW_IS_HISTORY (self));

  was_clean = self->clean_valid && current_state (self) == self->clean_state;

  g_ptr_array_set_size (self->undo_steps, 0);
  g_ptr_array_set_size (self->redo_steps, 0);

  /* What a group under way recorded so far goes too: a file loaded in a
   * batch must not leave the group a step about the nodes it replaced.
   */
  if (self->open_step != NULL)
    {
      g_array_set_size (self->open_step->ops, 0);
      g_clear_pointer (&self->open_step->moves, g_hash_table_unref);
      self->open_step->n_moves = 0;
    }

  self->base_state = self->next_serial++;
  self->clean_state = self->base_state;
  self->clean_valid = was_clean;
  self->can_merge = FALSE;

  update_state (self);
}

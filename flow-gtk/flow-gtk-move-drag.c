/* flow-gtk-move-drag.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-move-drag-private.h"

#include "flow-gtk-frames-private.h"

#include <math.h>

/* FlowGtkMoveDrag: one drag of nodes, from the press to the release. It
 * owns the nodes being moved and where each started: it moves them
 * together in the model, the one under the pointer snapped to the grid,
 * and while it lasts their widgets are held and their boxes and wires
 * are drawn live rather than in the tiles.
 *
 * Each move is one batch of the graph, so the history records one step
 * of all the nodes, which it merges with the next moves of the same
 * nodes: one undo puts the whole drag back. The step is sealed when the
 * drag begins and when it ends, so that two drags of the same nodes (or
 * a drag and the arrow keys) are two steps. A drag reverted (Escape)
 * moves the nodes back, which leaves no step.
 *
 * A frame being dragged takes its members along, and after the drag
 * every frame fits around its members (flow-gtk-frames.c), in the same
 * step of the history; a collapsed frame a node is dropped into opens.
 */

typedef struct
{
  FlowGtkNodeRecord *record;
  double             x;
  double             y;
} MovingNode;

struct _FlowGtkMoveDrag
{
  FlowGtkLayout       *layout;
  FlowGtkNodeManager  *nodes;
  FlowGtkWireRenderer *wires;
  FlowGtkNodeRecord   *grabbed;
  GArray              *moving;
  /* The same records, as the wire renderer draws them. */
  GPtrArray           *records;
  /* While the graph has frames: the step of the history the drag and
   * the fitting of the frames after it make together.
   */
  FlowHistory         *history;
};

/* @value on the grid of spacing @grid; as it is for a @grid of 0. */
double
flow_gtk_snap (double value,
               double grid)
{
  if (grid <= 0)
    return value;

  return round (value / grid) * grid;
}

/* Drops from @records those of pinned nodes, which stay where they are. */
void
flow_gtk_move_drag_drop_pinned (GPtrArray *records)
{
  for (guint i = records->len; i > 0; i--)
    if (flow_node_get_pinned (((FlowGtkNodeRecord *)g_ptr_array_index (records, i - 1))->node))
      g_ptr_array_remove_index (records, i - 1);
}

/* Starts moving the nodes at the positions of @selected, @grabbed (if not
 * NULL) being the one under the pointer; not the pinned ones.
 */
FlowGtkMoveDrag *
flow_gtk_move_drag_begin (FlowGtkLayout       *layout,
                          FlowGtkNodeManager  *nodes,
                          FlowGtkWireRenderer *wires,
                          GtkBitset           *selected,
                          FlowGtkNodeRecord   *grabbed)
{
  FlowGtkMoveDrag *self = g_new0 (FlowGtkMoveDrag, 1);
  guint n = flow_gtk_layout_get_n_nodes (layout);
  GtkBitsetIter iter;
  guint pos;

  self->layout = layout;
  self->nodes = nodes;
  self->wires = wires;
  self->grabbed = grabbed;
  self->moving = g_array_new (FALSE, FALSE, sizeof (MovingNode));
  self->records = g_ptr_array_new ();

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selected, &pos);
       ok && pos < n;
       ok = gtk_bitset_iter_next (&iter, &pos))
    g_ptr_array_add (self->records, flow_gtk_layout_get_node (layout, pos));
  flow_gtk_move_drag_drop_pinned (self->records);

  /* A step of its own, whatever moved the same nodes before. */
  flow_history_seal (flow_graph_get_history (flow_gtk_layout_get_graph (layout)));

  /* Frames take their members along; they fit around them at the end. */
  if (flow_gtk_layout_get_n_frames (layout) > 0)
    {
      self->history = g_object_ref (flow_graph_get_history (flow_gtk_layout_get_graph (layout)));
      flow_history_begin_group (self->history, NULL);
      flow_gtk_frames_add_members (layout, self->records);
      flow_gtk_move_drag_drop_pinned (self->records);
    }

  for (guint i = 0; i < self->records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->records, i);
      MovingNode moving = { record, flow_node_get_x (record->node), flow_node_get_y (record->node) };

      g_array_append_val (self->moving, moving);

      /* Its box leaves the tiles while it moves; its widget stays. */
      flow_gtk_wire_renderer_damage_node (wires, record, &record->item.bounds);
      record->moving = TRUE;
      flow_gtk_node_manager_hold (nodes, record);
      flow_gtk_node_manager_raise (nodes, record);
    }

  /* Their wires are drawn live while they move. */
  for (guint i = 0; i < self->records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->records, i);

      for (guint j = 0; j < record->n_wires; j++)
        flow_gtk_wire_renderer_set_live (wires, record->wires[j], TRUE);
    }

  flow_gtk_wire_renderer_set_moving (wires, self->records);

  return self;
}

/* Moves every node by (@dx, @dy) canvas units from where it started, the
 * grabbed one on the grid of spacing @grid (0 for none) and the others
 * by as much.
 */
void
flow_gtk_move_drag_update (FlowGtkMoveDrag *self,
                           double           dx,
                           double           dy,
                           double           grid)
{
  FlowGraph *graph = flow_gtk_layout_get_graph (self->layout);
  MovingNode *first;
  double ddx, ddy;

  if (self->moving->len == 0 || graph == NULL)
    return;

  /* Snap the node under the pointer; the others keep their offsets. */
  first = &g_array_index (self->moving, MovingNode, 0);
  for (guint i = 0; i < self->moving->len; i++)
    if (g_array_index (self->moving, MovingNode, i).record == self->grabbed)
      first = &g_array_index (self->moving, MovingNode, i);

  ddx = flow_gtk_snap (first->x + dx, grid) - first->x;
  ddy = flow_gtk_snap (first->y + dy, grid) - first->y;

  /* One batch: one step of the history, which the next moves of the same
   * nodes merge into, so that the drag is undone at once.
   */
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < self->moving->len; i++)
    {
      MovingNode *m = &g_array_index (self->moving, MovingNode, i);

      flow_node_set_position (m->record->node, m->x + ddx, m->y + ddy);
    }
  flow_graph_end_batch (graph);
}

/* Drops @record, whose node left the graph during the drag. */
void
flow_gtk_move_drag_forget (FlowGtkMoveDrag   *self,
                           FlowGtkNodeRecord *record)
{
  for (guint i = 0; i < self->moving->len; i++)
    {
      if (g_array_index (self->moving, MovingNode, i).record == record)
        {
          g_array_remove_index (self->moving, i);
          g_ptr_array_remove_index (self->records, i);
          record->moving = FALSE;
          flow_gtk_node_manager_unhold (self->nodes, record);
          break;
        }
    }

  if (self->grabbed == record)
    self->grabbed = NULL;
}

/* Whether the nodes being moved cover most of @visible: then a frame
 * repaints about all of it.
 */
gboolean
flow_gtk_move_drag_covers_most (FlowGtkMoveDrag       *self,
                                const graphene_rect_t *visible)
{
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 0, 0);

  if (self->records->len == 0)
    return FALSE;

  for (guint i = 0; i < self->records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->records, i);

      if (i == 0)
        area = record->item.bounds;
      else
        graphene_rect_union (&area, &record->item.bounds, &area);
    }

  if (!graphene_rect_intersection (&area, visible, &area))
    return FALSE;

  return area.size.width * area.size.height >= 0.5 * visible->size.width * visible->size.height;
}

/* Ends the drag where the nodes are: boxes and wires go back into the
 * tiles, widgets back to the node manager's care.
 */
void
flow_gtk_move_drag_end (FlowGtkMoveDrag *self,
                        gboolean         revert)
{
  FlowGraph *graph = flow_gtk_layout_get_graph (self->layout);

  /* Back where they started: the moves back merge into the drag's step,
   * which they cancel out.
   */
  if (revert && graph != NULL)
    {
      flow_graph_begin_batch (graph);
      for (guint i = 0; i < self->moving->len; i++)
        {
          MovingNode *m = &g_array_index (self->moving, MovingNode, i);

          flow_node_set_position (m->record->node, m->x, m->y);
        }
      flow_graph_end_batch (graph);
    }

  flow_gtk_wire_renderer_set_moving (self->wires, NULL);

  for (guint i = 0; i < self->records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->records, i);

      record->moving = FALSE;
      flow_gtk_node_manager_unhold (self->nodes, record);
    }

  for (guint i = 0; i < self->records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->records, i);

      flow_gtk_wire_renderer_damage_node (self->wires, record, &record->item.bounds);

      for (guint j = 0; j < record->n_wires; j++)
        flow_gtk_wire_renderer_set_live (self->wires, record->wires[j], FALSE);
    }

  if (self->history != NULL)
    {
      if (!revert)
        {
          flow_gtk_frames_open_for (self->layout, self->records);
          flow_gtk_frames_fit (self->layout, NULL, flow_gtk_node_manager_frame_top, self->nodes);
        }
      flow_history_end_group (self->history);
      g_object_unref (self->history);
    }
  /* The next moves of the same nodes are a step of their own. */
  if (graph != NULL)
    flow_history_seal (flow_graph_get_history (graph));

  g_array_unref (self->moving);
  g_ptr_array_unref (self->records);
  g_free (self);
}

/* flow-gtk-frame-resize.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-frame-resize-private.h"

#include "flow-gtk-move-drag-private.h"

#include "flow-gtk-i18n-private.h"

/* FlowGtkFrameResize: one resize of a frame by its grip, the corner of
 * its rectangle at the bottom and the trailing end (bottom right, bottom
 * left in a right-to-left view, whose canvas is mirrored), from the press
 * to the release. The corner follows the pointer, on the grid when the
 * view snaps, and the frame's top and leading edges stay where they are.
 *
 * The whole drag is one step of the history ("Resize Frame"), and the
 * frame stops fitting around its members (FlowFrame:fit-members) in the
 * same step, at the first change of size: a frame a person sized keeps
 * that size when its members move. Nodes whose position the new
 * rectangle takes in or leaves out join or leave the frame, as when they
 * are dragged in or out.
 *
 * Implementation notes: the grip is the corner only, not every edge as
 * in a window. A frame's body is the canvas (a press there starts a
 * rubber band), and its edges lie where wires and nodes often are; one
 * corner, drawn as a grip, is a small target that is easy to find and
 * takes nothing from the canvas. The corner is checked after docks and
 * nodes, so a node lying over it is still taken by its own press.
 */

/* The grip's side, in pixels, whatever the zoom. */
#define GRIP_PIXELS 14.0

struct _FlowGtkFrameResize
{
  FlowGtkLayout     *layout;
  FlowGtkNodeRecord *record;
  FlowHistory       *history;
  double             width;
  double             height;
};

typedef struct
{
  graphene_point_t   point;
  double             size;
  double             header;
  FlowGtkNodeRecord *best;
} PickGrip;

static gboolean
pick_grip_cb (FlowGtkNodeRecord *record,
              gpointer           user_data)
{
  PickGrip *pick = user_data;
  const graphene_rect_t *b = &record->item.bounds;
  double size, right, bottom;

  if (!FLOW_IS_FRAME (record->node) || record->collapsed_into != NULL || record->moving ||
      flow_frame_get_collapsed (FLOW_FRAME (record->node)))
    return TRUE;

  /* Zoomed out, never more than half of the body. */
  size = MIN (pick->size, MIN (b->size.width, b->size.height - pick->header) / 2);
  right = b->origin.x + b->size.width;
  bottom = b->origin.y + b->size.height;
  if (pick->point.x < right - size || pick->point.x > right ||
      pick->point.y < bottom - size || pick->point.y > bottom)
    return TRUE;

  /* Of nested frames, the inner one, which lies above. */
  if (pick->best == NULL ||
      b->size.width * b->size.height < pick->best->item.bounds.size.width * pick->best->item.bounds.size.height)
    pick->best = record;

  return TRUE;
}

/* The frame whose grip lies under @point (canvas units) at @zoom, or
 * NULL: open frames only, since a collapsed one is its title bar.
 */
FlowGtkNodeRecord *
flow_gtk_frame_resize_pick (FlowGtkLayout          *layout,
                            const graphene_point_t *point,
                            double                  zoom)
{
  PickGrip pick = { *point, flow_gtk_frame_resize_grip_size (zoom),
                    flow_gtk_layout_get_header_height (layout), NULL };
  graphene_rect_t area;

  if (flow_gtk_layout_get_n_frames (layout) == 0)
    return NULL;

  graphene_rect_init (&area, point->x - pick.size, point->y - pick.size, 2 * pick.size, 2 * pick.size);
  flow_gtk_layout_query_nodes (layout, &area, pick_grip_cb, &pick);

  return pick.best;
}

/* The side of a frame's grip in canvas units, at @zoom. */
double
flow_gtk_frame_resize_grip_size (double zoom)
{
  return GRIP_PIXELS / MAX (zoom, 0.01);
}

/* Starts resizing the frame of @record. */
FlowGtkFrameResize *
flow_gtk_frame_resize_begin (FlowGtkLayout     *layout,
                             FlowGtkNodeRecord *record)
{
  FlowGtkFrameResize *self = g_new0 (FlowGtkFrameResize, 1);
  FlowFrame *frame = FLOW_FRAME (record->node);

  self->layout = layout;
  self->record = record;
  self->width = flow_frame_get_width (frame);
  self->height = flow_frame_get_height (frame);
  self->history = g_object_ref (flow_graph_get_history (flow_node_get_graph (record->node)));
  flow_history_begin_group (self->history, _("Resize Frame"));

  return self;
}

/* Moves the grip by (@dx, @dy) canvas units from where it started, its
 * corner on the grid of spacing @grid (0 for none).
 */
void
flow_gtk_frame_resize_update (FlowGtkFrameResize *self,
                              double              dx,
                              double              dy,
                              double              grid)
{
  FlowFrame *frame;
  double x, y, width, height;

  if (self->record == NULL)
    return;

  frame = FLOW_FRAME (self->record->node);
  x = flow_node_get_x (self->record->node);
  y = flow_node_get_y (self->record->node);
  width = MAX (FLOW_GTK_FRAME_MIN_WIDTH, flow_gtk_snap (x + self->width + dx, grid) - x);
  height = MAX (flow_gtk_layout_get_header_height (self->layout) + FLOW_GTK_FRAME_MIN_BODY_HEIGHT,
                flow_gtk_snap (y + self->height + dy, grid) - y);

  if (width == flow_frame_get_width (frame) && height == flow_frame_get_height (frame))
    return;

  flow_frame_set_fit_members (frame, FALSE);
  flow_frame_set_width (frame, width);
  flow_frame_set_height (frame, height);
}

/* The frame being resized, or NULL once it left the graph. */
FlowGtkNodeRecord *
flow_gtk_frame_resize_get_record (FlowGtkFrameResize *self)
{
  return self->record;
}

/* @record's node left the graph during the drag. */
void
flow_gtk_frame_resize_forget (FlowGtkFrameResize *self,
                              FlowGtkNodeRecord  *record)
{
  if (self->record == record)
    self->record = NULL;
}

/* Ends the resize where the grip is, one step of the history; or, if
 * @revert (Escape), with the frame as it was and no step.
 */
void
flow_gtk_frame_resize_end (FlowGtkFrameResize *self,
                           gboolean            revert)
{
  if (revert)
    flow_history_cancel_group (self->history);
  else
    flow_history_end_group (self->history);
  g_object_unref (self->history);
  g_free (self);
}

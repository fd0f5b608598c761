/* flow-gtk-view-grid.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The grid behind the graph: whether it is drawn, its spacing, and
 * whether the nodes a user moves land on it. Part of FlowGtkView's API,
 * kept apart from the coordinator in flow-gtk-view.c; the view keeps the
 * settings (FlowGtkViewGrid), the wire renderer draws the grid, and
 * moves, arranging and the snap action ask _flow_gtk_view_get_snap_grid ()
 * where to land.
 */

#include "config.h"

#include "flow-gtk-view-private.h"

/* The spacing moved nodes snap to, or 0 when they do not snap. */
double
_flow_gtk_view_get_snap_grid (FlowGtkView *self)
{
  FlowGtkViewGrid *grid = _flow_gtk_view_peek_grid (self);

  return grid->snap ? grid->size : 0;
}

/**
 * flow_gtk_view_get_show_grid: (get-property show-grid)
 * @self: a view
 *
 * Gets whether @self draws a grid.
 *
 * Returns: `TRUE` if the grid is shown
 */
gboolean
flow_gtk_view_get_show_grid (FlowGtkView *self)
{
  FlowGtkViewGrid *grid;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);

  grid = _flow_gtk_view_peek_grid (self);

  return grid->shown;
}

/**
 * flow_gtk_view_set_show_grid: (set-property show-grid)
 * @self: a view
 * @show_grid: whether to draw a grid
 *
 * Sets whether @self draws a grid behind the graph.
 */
void
flow_gtk_view_set_show_grid (FlowGtkView *self,
                             gboolean     show_grid)
{
  FlowGtkViewGrid *grid;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  grid = _flow_gtk_view_peek_grid (self);

  show_grid = !!show_grid;

  if (grid->shown == show_grid)
    return;

  grid->shown = show_grid;
  flow_gtk_wire_renderer_set_grid (_flow_gtk_view_get_wire_renderer (self), grid->shown, grid->size);

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_SHOW_GRID);
}

/**
 * flow_gtk_view_get_snap_to_grid: (get-property snap-to-grid)
 * @self: a view
 *
 * Gets whether moved nodes land on the grid.
 *
 * Returns: `TRUE` if nodes snap to the grid
 */
gboolean
flow_gtk_view_get_snap_to_grid (FlowGtkView *self)
{
  FlowGtkViewGrid *grid;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);

  grid = _flow_gtk_view_peek_grid (self);

  return grid->snap;
}

/**
 * flow_gtk_view_set_snap_to_grid: (set-property snap-to-grid)
 * @self: a view
 * @snap_to_grid: whether moved nodes land on the grid
 *
 * Sets whether nodes the user moves land on the grid.
 */
void
flow_gtk_view_set_snap_to_grid (FlowGtkView *self,
                                gboolean     snap_to_grid)
{
  FlowGtkViewGrid *grid;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  grid = _flow_gtk_view_peek_grid (self);

  snap_to_grid = !!snap_to_grid;

  if (grid->snap == snap_to_grid)
    return;

  grid->snap = snap_to_grid;

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_SNAP_TO_GRID);
}

/**
 * flow_gtk_view_get_grid_size: (get-property grid-size)
 * @self: a view
 *
 * Gets the spacing of the grid.
 *
 * Returns: the spacing, in canvas units
 */
double
flow_gtk_view_get_grid_size (FlowGtkView *self)
{
  FlowGtkViewGrid *grid;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FLOW_GTK_VIEW_DEFAULT_GRID_SIZE);

  grid = _flow_gtk_view_peek_grid (self);

  return grid->size;
}

/**
 * flow_gtk_view_set_grid_size: (set-property grid-size)
 * @self: a view
 * @grid_size: the spacing, in canvas units, at least 1
 *
 * Sets the spacing of the grid.
 */
void
flow_gtk_view_set_grid_size (FlowGtkView *self,
                             double       grid_size)
{
  FlowGtkViewGrid *grid;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (grid_size >= 1.0 && grid_size <= 1000.0);

  grid = _flow_gtk_view_peek_grid (self);

  if (grid->size == grid_size)
    return;

  grid->size = grid_size;
  flow_gtk_wire_renderer_set_grid (_flow_gtk_view_get_wire_renderer (self), grid->shown, grid->size);

  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_GRID_SIZE);
}

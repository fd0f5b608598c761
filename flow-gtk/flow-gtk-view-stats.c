/* flow-gtk-view-stats.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The counters of a view and of its rooms, gathered for tests and the
 * bench (FlowGtkViewStats). The layout's counters are those of the
 * layout the view uses now: one set aside while the view shows a group's
 * graph counts apart (flow-gtk-view-scene.c).
 */

#include "config.h"

#include "flow-gtk-view-private.h"

void
_flow_gtk_view_get_stats (FlowGtkView      *self,
                          FlowGtkViewStats *stats)
{
  FlowGtkWireRendererStats wire_stats;
  FlowGtkLayoutStats layout_stats;
  FlowGtkNodeManagerStats node_stats;
  FlowGtkLayout *layout;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (stats != NULL);

  _flow_gtk_view_get_own_stats (self, stats);

  layout = _flow_gtk_view_get_layout (self);
  flow_gtk_layout_get_stats (layout, &layout_stats);
  stats->node_records_visited += layout_stats.node_records_visited;
  stats->wire_records_visited += layout_stats.wire_records_visited;
  stats->wires_updated = layout_stats.wires_updated;
  stats->records_estimated = layout_stats.records_estimated;
  stats->n_node_records = flow_gtk_layout_get_n_nodes (layout);
  stats->n_wire_records = flow_gtk_layout_get_n_wires (layout);

  flow_gtk_node_manager_get_stats (_flow_gtk_view_get_node_manager (self), &node_stats);
  stats->n_bound_widgets = node_stats.n_bound;
  stats->n_pooled_widgets = node_stats.n_pooled;
  stats->widgets_created = node_stats.created;
  stats->widgets_bound = node_stats.bound;

  flow_gtk_wire_renderer_get_stats (_flow_gtk_view_get_wire_renderer (self), &wire_stats);
  stats->n_tiles = wire_stats.n_tiles;
  stats->tiles_rendered = wire_stats.tiles_rendered;
  stats->styles_made_drawing = wire_stats.styles_made_drawing;
}

/* flow-gtk-view-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Counters that let tests check the architecture without timing it: how
 * many records an operation touched, how many widgets exist.
 */
typedef struct
{
  /* Current state. */
  guint n_node_records;
  guint n_wire_records;
  guint n_bound_widgets;
  guint n_pooled_widgets;
  guint n_tiles;
  gboolean detailed;

  /* Totals since the view was created; tests look at differences. */
  guint64 node_records_visited;
  guint64 wire_records_visited;
  guint64 wires_updated;
  /* Records whose geometry was estimated (again). */
  guint64 records_estimated;
  guint64 widgets_created;
  guint64 widgets_bound;
  guint64 tiles_rendered;
  /* Style nodes made while the view drew: always 0. */
  guint64 styles_made_drawing;
  guint64 pictures_rendered;
  /* Node widgets drawn, over all frames. */
  guint64 nodes_drawn;
  guint64 frames;
  /* Frames of a zoom or of a large drag, composed into cells, and the
   * cairo nodes of those cells.
   */
  guint64 composed_frames;
  guint64 composed_cells;
} FlowGtkViewStats;

void      _flow_gtk_view_get_stats       (FlowGtkView      *self,
                                          FlowGtkViewStats *stats);
void      _flow_gtk_view_motion          (FlowGtkView      *self,
                                          double            x,
                                          double            y);
FlowDock *_flow_gtk_view_get_hover_dock  (FlowGtkView      *self);
char     *_flow_gtk_view_dup_tooltip_at  (FlowGtkView      *self,
                                          double            x,
                                          double            y,
                                          GdkRectangle     *area) G_GNUC_WARN_UNUSED_RESULT;
FlowConnection *_flow_gtk_view_get_hover_connection (FlowGtkView *self);
void      _flow_gtk_view_reconcile_now   (FlowGtkView      *self);
void      _flow_gtk_view_set_compose_frames (FlowGtkView   *self,
                                             gboolean       compose);
const char *_flow_gtk_view_get_message   (FlowGtkView      *self);
/* Changes whenever the measured size or dock positions of nodes change;
 * ::geometry-changed says when to look.
 */
guint     _flow_gtk_view_get_geometry_serial (FlowGtkView   *self);

/* Calls @func for every node of the graph, in the graph's order, with its
 * canvas bounds and whether it is selected: what a flyweight overview
 * needs, without a lookup per node.
 */
typedef void (*FlowGtkViewNodeFunc) (FlowNode              *node,
                                     const graphene_rect_t *bounds,
                                     gboolean               selected,
                                     gpointer               user_data);

void      _flow_gtk_view_foreach_node    (FlowGtkView         *self,
                                          FlowGtkViewNodeFunc  func,
                                          gpointer             user_data);

/* The same for every connection, with the canvas points its wire starts
 * and ends at.
 */
typedef void (*FlowGtkViewWireFunc) (FlowConnection         *connection,
                                     const graphene_point_t *from,
                                     const graphene_point_t *to,
                                     gpointer                user_data);

void      _flow_gtk_view_foreach_wire    (FlowGtkView         *self,
                                          FlowGtkViewWireFunc  func,
                                          gpointer             user_data);

G_END_DECLS

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
  guint64 widgets_created;
  guint64 widgets_bound;
  guint64 tiles_rendered;
  guint64 frames;
} FlowGtkViewStats;

void      _flow_gtk_view_get_stats       (FlowGtkView      *self,
                                          FlowGtkViewStats *stats);
void      _flow_gtk_view_motion          (FlowGtkView      *self,
                                          double            x,
                                          double            y);
FlowDock *_flow_gtk_view_get_hover_dock  (FlowGtkView      *self);
FlowConnection *_flow_gtk_view_get_hover_connection (FlowGtkView *self);
void      _flow_gtk_view_reconcile_now   (FlowGtkView      *self);
const char *_flow_gtk_view_get_message   (FlowGtkView      *self);

G_END_DECLS

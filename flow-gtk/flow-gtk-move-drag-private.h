/* flow-gtk-move-drag-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-layout-private.h"
#include "flow-gtk-node-manager-private.h"
#include "flow-gtk-wire-renderer-private.h"

G_BEGIN_DECLS

typedef struct _FlowGtkMoveDrag FlowGtkMoveDrag;

FlowGtkMoveDrag *flow_gtk_move_drag_begin  (FlowGtkLayout         *layout,
                                            FlowGtkNodeManager    *nodes,
                                            FlowGtkWireRenderer   *wires,
                                            GtkBitset             *selected,
                                            FlowGtkNodeRecord     *grabbed);
void             flow_gtk_move_drag_update (FlowGtkMoveDrag       *self,
                                            double                 dx,
                                            double                 dy,
                                            double                 grid);
void             flow_gtk_move_drag_forget (FlowGtkMoveDrag       *self,
                                            FlowGtkNodeRecord     *record);
gboolean         flow_gtk_move_drag_covers_most (FlowGtkMoveDrag       *self,
                                                 const graphene_rect_t *visible);
void             flow_gtk_move_drag_end    (FlowGtkMoveDrag       *self,
                                            gboolean               revert);

void             flow_gtk_move_drag_drop_pinned (GPtrArray         *records);

double           flow_gtk_snap             (double                 value,
                                            double                 grid);

G_END_DECLS

/* flow-gtk-wire-drag-private.h
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

typedef struct _FlowGtkWireDrag FlowGtkWireDrag;

/* What a step of a wire drag says to the user. */
typedef enum
{
  FLOW_GTK_WIRE_DRAG_QUIET,
  FLOW_GTK_WIRE_DRAG_SHOW_MESSAGE,
  FLOW_GTK_WIRE_DRAG_HIDE_MESSAGE,
  /* A new wire was dropped on no dock: its end is loose. */
  FLOW_GTK_WIRE_DRAG_LOOSE,
} FlowGtkWireDragMessage;

FlowGtkWireDrag        *flow_gtk_wire_drag_begin        (FlowGtkLayout          *layout,
                                                         FlowGtkNodeManager     *nodes,
                                                         FlowGtkWireRenderer    *wires,
                                                         FlowDock               *dock);
FlowGtkWireDragMessage  flow_gtk_wire_drag_update       (FlowGtkWireDrag        *self,
                                                         const graphene_point_t *pointer,
                                                         double                  radius,
                                                         const char            **message);
void                    flow_gtk_wire_drag_refresh      (FlowGtkWireDrag        *self);
FlowConnection         *flow_gtk_wire_drag_get_rerouted (FlowGtkWireDrag        *self);
FlowGtkWireDragMessage  flow_gtk_wire_drag_end          (FlowGtkWireDrag        *self,
                                                         gboolean                drop,
                                                         char                  **message,
                                                         FlowDock              **loose_end);

G_END_DECLS

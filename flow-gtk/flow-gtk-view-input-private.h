/* flow-gtk-view-input-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view-private.h"

#include "flow-gtk-move-drag-private.h"

G_BEGIN_DECLS

/* The view's input: see flow-gtk-view-input.c. */
typedef struct _FlowGtkViewInput FlowGtkViewInput;

FlowGtkViewInput *flow_gtk_view_input_new            (FlowGtkView       *view);
void              flow_gtk_view_input_free           (FlowGtkViewInput  *self);

gboolean          flow_gtk_view_input_is_dragging    (FlowGtkViewInput  *self);
void              flow_gtk_view_input_cancel_drag    (FlowGtkViewInput  *self,
                                                      gboolean           reset_gesture);
FlowGtkMoveDrag  *flow_gtk_view_input_get_move_drag  (FlowGtkViewInput  *self);
void              flow_gtk_view_input_forget_node    (FlowGtkViewInput  *self,
                                                      FlowGtkNodeRecord *record);
void              flow_gtk_view_input_forget_wire    (FlowGtkViewInput  *self,
                                                      FlowGtkWireRecord *wire);
void              flow_gtk_view_input_node_moved     (FlowGtkViewInput  *self);

void              flow_gtk_view_input_motion         (FlowGtkViewInput  *self,
                                                      double             x,
                                                      double             y);
void              flow_gtk_view_input_update_hover   (FlowGtkViewInput  *self);
FlowDock         *flow_gtk_view_input_get_hover_dock (FlowGtkViewInput  *self);
gboolean          flow_gtk_view_input_get_pointer    (FlowGtkViewInput  *self,
                                                      double            *x,
                                                      double            *y);
char             *flow_gtk_view_input_dup_tooltip_at (FlowGtkViewInput  *self,
                                                      double             x,
                                                      double             y,
                                                      GdkRectangle      *area) G_GNUC_WARN_UNUSED_RESULT;
FlowGtkView      *flow_gtk_view_input_get_view       (FlowGtkViewInput  *self);
void              flow_gtk_view_input_focus_node     (FlowGtkViewInput  *self,
                                                      FlowNode          *node);

/* What giving a node the focus does to the selection. */
typedef enum
{
  FLOW_GTK_FOCUS_SELECTS_ONLY,  /* the node alone is selected (Tab) */
  FLOW_GTK_FOCUS_SELECTS_TOO,   /* the node is added to the selection */
  FLOW_GTK_FOCUS_SELECTS_NONE,  /* the selection stays as it is */
} FlowGtkFocusSelects;

void              flow_gtk_view_input_focus_record   (FlowGtkViewInput    *self,
                                                      FlowGtkNodeRecord   *record,
                                                      FlowGtkFocusSelects  selects);
gboolean          flow_gtk_view_input_focus          (FlowGtkViewInput  *self,
                                                      GtkDirectionType   direction);
void              flow_gtk_view_input_return_focus   (FlowGtkViewInput  *self,
                                                      GtkWidget         *popover,
                                                      FlowNode          *node);

void              flow_gtk_view_input_stop           (FlowGtkViewInput  *self);
void              flow_gtk_view_input_allocate       (FlowGtkViewInput  *self);
void              flow_gtk_view_input_snapshot       (FlowGtkViewInput  *self,
                                                      GtkSnapshot       *snapshot);

G_END_DECLS

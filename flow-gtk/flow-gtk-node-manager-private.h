/* flow-gtk-node-manager-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-layout-private.h"
#include "flow-gtk-node-factory.h"
#include "flow-gtk-viewport.h"

G_BEGIN_DECLS

typedef struct _FlowGtkNodeManager FlowGtkNodeManager;

/* Called when the widget of @record is released, before it is unbound. */
typedef void (*FlowGtkNodeReleaseFunc) (FlowGtkNodeRecord *record,
                                        gpointer           user_data);

typedef struct
{
  guint   n_bound;
  guint   n_pooled;
  guint64 created;
  guint64 bound;
} FlowGtkNodeManagerStats;

FlowGtkNodeManager *flow_gtk_node_manager_new           (GtkWidget              *parent,
                                                         FlowGtkLayout          *layout,
                                                         FlowGtkNodeReleaseFunc  release_func,
                                                         gpointer                user_data);
void                flow_gtk_node_manager_free          (FlowGtkNodeManager     *self);
void                flow_gtk_node_manager_set_layout    (FlowGtkNodeManager     *self,
                                                         FlowGtkLayout          *layout);

void                flow_gtk_node_manager_set_factory   (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeFactory     *factory);
FlowGtkNodeFactory *flow_gtk_node_manager_get_factory   (FlowGtkNodeManager     *self);
void                flow_gtk_node_manager_set_selection (FlowGtkNodeManager     *self,
                                                         GtkSelectionModel      *selection);

void                flow_gtk_node_manager_reconcile     (FlowGtkNodeManager     *self,
                                                         const graphene_rect_t  *area);
gboolean            flow_gtk_node_manager_acquire       (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeRecord      *record);
void                flow_gtk_node_manager_release       (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeRecord      *record);
void                flow_gtk_node_manager_release_all   (FlowGtkNodeManager     *self);
void                flow_gtk_node_manager_drop_all      (FlowGtkNodeManager     *self);

void                flow_gtk_node_manager_hold          (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeRecord      *record);
void                flow_gtk_node_manager_unhold        (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeRecord      *record);

guint               flow_gtk_node_manager_get_n_bound   (FlowGtkNodeManager     *self);
FlowGtkNodeRecord  *flow_gtk_node_manager_get_bound     (FlowGtkNodeManager     *self,
                                                         guint                   i);
FlowGtkNodeRecord  *flow_gtk_node_manager_get_record_for_slot (FlowGtkNodeManager *self,
                                                               GtkWidget          *slot);
FlowGtkNodeRecord  *flow_gtk_node_manager_get_focus     (FlowGtkNodeManager     *self);
void                flow_gtk_node_manager_raise         (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeRecord      *record);
double              flow_gtk_node_manager_frame_top   (FlowGtkNodeRecord     *record,
                                                       double                 width,
                                                       gpointer               user_data);
void                flow_gtk_node_manager_show_selected (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeRecord      *record);

void                flow_gtk_node_manager_allocate      (FlowGtkNodeManager     *self,
                                                         FlowGtkViewport        *viewport,
                                                         gboolean                rtl);
void                flow_gtk_node_manager_remeasure     (FlowGtkNodeManager     *self);
void                flow_gtk_node_manager_calibrate     (FlowGtkNodeManager     *self);
void                flow_gtk_node_manager_calibrate_ahead (FlowGtkNodeManager *self,
                                                           FlowGtkViewport    *viewport);

void                flow_gtk_node_manager_get_stats     (FlowGtkNodeManager     *self,
                                                         FlowGtkNodeManagerStats *stats);

GtkWidget          *flow_gtk_node_manager_slot_of       (FlowGtkNodeRecord      *record);

void                flow_gtk_node_manager_set_read_only (FlowGtkNodeManager *self,
                                                         gboolean            read_only);

G_END_DECLS

/* flow-gtk-node-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-node.h"

G_BEGIN_DECLS

/* "Node coordinates" below are canvas units relative to the top-left
 * corner of the node widget's allocation: the point a view places at the
 * node's FlowNode:x and FlowNode:y. They include the widget's margin,
 * border and padding, unlike GTK's widget coordinates (which start at the
 * content box). All of these are valid once the widget is allocated.
 */

void      _flow_gtk_node_bind         (FlowGtkNode      *self,
                                       FlowNode         *node);
void      _flow_gtk_node_unbind       (FlowGtkNode      *self);
void      _flow_gtk_node_set_read_only (FlowGtkNode     *self,
                                        gboolean         read_only);
void      _flow_gtk_node_set_selected (FlowGtkNode      *self,
                                       gboolean          selected);
void      _flow_gtk_node_sink_changed (FlowGtkNode      *self);

gboolean  _flow_gtk_node_get_anchor   (FlowGtkNode      *self,
                                       FlowDock         *dock,
                                       graphene_point_t *point);
gboolean  _flow_gtk_node_is_header    (FlowGtkNode      *self,
                                       double            x,
                                       double            y);
FlowDock *_flow_gtk_node_pick_dock    (FlowGtkNode      *self,
                                       double            x,
                                       double            y,
                                       double            radius);

/* For tests and the inspector: the widget parts. */
void _flow_gtk_node_frame_update (GtkWidget   *widget,
                                  FlowNode    *node,
                                  GtkWidget  **text,
                                  const char **color_class,
                                  GtkWidget   *before);

GtkWidget *_flow_gtk_node_get_header      (FlowGtkNode *self);
GtkWidget *_flow_gtk_node_get_title_label (FlowGtkNode *self);
GtkWidget *_flow_gtk_node_get_badge       (FlowGtkNode *self);
void       _flow_gtk_node_set_announcement (FlowGtkNode *self,
                                            const char  *text);
const char *_flow_gtk_node_get_status     (FlowGtkNode *self);
const char *_flow_gtk_node_display_title (FlowNode    *node);
GtkWidget *_flow_gtk_node_get_row         (FlowGtkNode *self,
                                           FlowDock    *dock);

G_END_DECLS

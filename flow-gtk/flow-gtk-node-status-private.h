/* flow-gtk-node-status-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>
#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a node widget says of its node's state: see
 * flow-gtk-node-status.c.
 */
typedef struct
{
  /* Not owned: the node widget, its header and the header's title. */
  GtkWidget  *widget;
  GtkWidget  *header;
  GtkWidget  *title;

  /* Children of the header, made the first time they show, then kept;
   * NULL until then.
   */
  GtkWidget  *spinner;
  GtkWidget  *pin;
  /* A group node's count of the group nodes that share its group. */
  GtkWidget  *users;
  GtkWidget  *badge;

  /* A static string, or NULL: the state class on the widget and badge. */
  const char *state_class;
  /* What the badge's tooltip says, or NULL when it is hidden. */
  char       *text;
  guint       missing_input : 1;
} FlowGtkNodeStatus;

void     flow_gtk_node_status_init            (FlowGtkNodeStatus *self,
                                               GtkWidget         *widget,
                                               GtkWidget         *header,
                                               GtkWidget         *title);
void     flow_gtk_node_status_clear           (FlowGtkNodeStatus *self);
gboolean flow_gtk_node_status_update_state    (FlowGtkNodeStatus *self,
                                               FlowNode          *node);
void     flow_gtk_node_status_update_activity (FlowGtkNodeStatus *self,
                                               FlowNode          *node);
void     flow_gtk_node_status_update_users    (FlowGtkNodeStatus *self,
                                               FlowGroup         *group);

G_END_DECLS

/* flow-dock-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-dock.h"

G_BEGIN_DECLS

void            _flow_dock_set_node            (FlowDock       *self,
                                                FlowNode       *node);
void            _flow_dock_add_connection      (FlowDock       *self,
                                                FlowConnection *connection);
void            _flow_dock_remove_connection   (FlowDock       *self,
                                                FlowConnection *connection);
void            _flow_dock_replace_connection  (FlowDock       *self,
                                                FlowConnection *old_connection,
                                                FlowConnection *new_connection);
void            _flow_dock_move_connection     (FlowDock       *self,
                                                FlowConnection *connection,
                                                guint           position);
FlowConnection *_flow_dock_get_connection      (FlowDock       *self,
                                                guint           position);
/* Borrowed, for walks: valid until the dock's connections change. */
FlowConnection **_flow_dock_peek_connections   (FlowDock       *self,
                                                guint          *n_connections);
/* flow_dock_get_node () without the type check, for walks. */
FlowNode       *_flow_dock_peek_node           (FlowDock       *self);
gboolean        _flow_dock_store_value         (FlowDock       *self,
                                                const GValue   *value);
void            _flow_dock_deliver             (FlowDock       *self,
                                                const GValue   *value);
void            _flow_dock_produce             (FlowDock       *self,
                                                const GValue   *value);
/* A sink's changes around its node's turn in a wave: pending since the
 * last turn; changed during the turn.
 */
gboolean        _flow_dock_take_pending        (FlowDock       *self);
gboolean        _flow_dock_get_pending         (FlowDock       *self);
gboolean        _flow_dock_get_changed         (FlowDock       *self);
void            _flow_dock_clear_changed       (FlowDock       *self);
void            _flow_dock_notify_value        (FlowDock       *self);
char           *_flow_dock_describe            (FlowDock       *self);
const char     *_flow_type_describe            (GType           type);

gboolean        _flow_value_equal              (const GValue   *a,
                                                const GValue   *b);
gboolean        _flow_value_fits               (GType           target,
                                                const GValue   *value);

G_END_DECLS

/* flow-connection-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-connection.h"

G_BEGIN_DECLS

FlowConnection *_flow_connection_new        (FlowGraph      *graph,
                                             FlowSource     *source,
                                             FlowSink       *sink);
GSequenceIter  *_flow_connection_get_iter   (FlowConnection *self);
void            _flow_connection_set_iter   (FlowConnection *self,
                                             GSequenceIter  *iter);
void            _flow_connection_set_graph  (FlowConnection *self,
                                             FlowGraph      *graph);
void            _flow_connection_detach     (FlowConnection *self);

G_END_DECLS

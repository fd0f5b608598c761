/* flow-connection-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-connection.h"

G_BEGIN_DECLS

/* In this header so that the value path reads the two ends without a call
 * and a type check per hop.
 */
struct _FlowConnection
{
  GObject        parent_instance;

  /* Owned; construct-only, never NULL. */
  FlowSource    *source;
  FlowSink      *sink;

  /* Weak; NULL once the connection was removed from its graph. */
  FlowGraph     *graph;
  GSequenceIter *iter;

  /* Closes a cycle: left out of the graph's order, and values that cross
   * it arrive in the next wave.
   */
  guint          feedback : 1;
};

static inline FlowSource *
_flow_connection_peek_source (FlowConnection *self)
{
  return self->source;
}

static inline FlowSink *
_flow_connection_peek_sink (FlowConnection *self)
{
  return self->sink;
}

FlowConnection *_flow_connection_new        (FlowGraph      *graph,
                                             FlowSource     *source,
                                             FlowSink       *sink);
GSequenceIter  *_flow_connection_get_iter   (FlowConnection *self);
void            _flow_connection_set_iter   (FlowConnection *self,
                                             GSequenceIter  *iter);
void            _flow_connection_set_graph  (FlowConnection *self,
                                             FlowGraph      *graph);
void            _flow_connection_detach     (FlowConnection *self);
void            _flow_connection_set_feedback (FlowConnection *self,
                                               gboolean        feedback);

G_END_DECLS

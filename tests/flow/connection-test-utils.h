/* connection-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-test-utils.h"

G_BEGIN_DECLS

/* Helpers of the connection tests: relay nodes, and a watch that an
 * operation emitted nothing.
 */

FlowNode   *relay_new             (const char *title);
FlowNode   *add_relay             (FlowGraph  *graph,
                                   const char *title);
FlowSource *out_of                (FlowNode   *node);
FlowSink   *sink_of               (FlowNode   *node,
                                   const char *name);

/* Watches every list model and every dock value of a graph, to check that
 * an operation that was refused emitted nothing at all.
 */
typedef struct
{
  GPtrArray *models;
  GPtrArray *docks;
  GArray    *values;
  guint      n_connections;
} Quiet;

Quiet      *quiet_new             (FlowGraph  *graph);
void        quiet_assert_and_free (Quiet      *quiet,
                                   FlowGraph  *graph);

G_END_DECLS

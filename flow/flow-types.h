/* flow-types.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <glib-object.h>

#include "flow-version-macros.h"

G_BEGIN_DECLS

typedef struct _FlowConnection FlowConnection;
typedef struct _FlowDock       FlowDock;
typedef struct _FlowGraph      FlowGraph;
typedef struct _FlowGroup      FlowGroup;
typedef struct _FlowHistory    FlowHistory;
typedef struct _FlowJob        FlowJob;
typedef struct _FlowNode       FlowNode;
typedef struct _FlowSink       FlowSink;
typedef struct _FlowSource     FlowSource;

/**
 * FLOW_TYPE_ANY:
 *
 * The value type of a dock that carries values of every type.
 *
 * A sink whose [property@Dock:value-type] is `FLOW_TYPE_ANY` accepts a
 * connection from any source and receives the source's values unchanged;
 * a source of type `FLOW_TYPE_ANY` may be connected to any sink, and each
 * value it delivers is converted to the sink's type when GLib can, or
 * delivered as null when it cannot.
 *
 * No [struct@GObject.Value] ever holds `FLOW_TYPE_ANY` itself.
 */
#define FLOW_TYPE_ANY (flow_any_get_type ())

FLOW_AVAILABLE_IN_ALL
GType flow_any_get_type (void) G_GNUC_CONST;

G_END_DECLS

/* flow-error.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <glib.h>

#include "flow-version-macros.h"

G_BEGIN_DECLS

/**
 * FLOW_ERROR:
 *
 * The error domain of libflow. Errors in this domain are from the
 * [error@Error] enumeration.
 */
#define FLOW_ERROR (flow_error_quark ())

/**
 * FlowError:
 * @FLOW_ERROR_FAILED: a failure with no more specific code
 * @FLOW_ERROR_TYPE_MISMATCH: the source's values cannot be delivered to the
 *   sink's type
 * @FLOW_ERROR_CYCLE: the connection would close a cycle in a graph that
 *   does not allow cycles
 * @FLOW_ERROR_ALREADY_CONNECTED: the two docks are already connected
 * @FLOW_ERROR_LIMIT_REACHED: the sink already has as many connections as it
 *   accepts
 * @FLOW_ERROR_NOT_IN_GRAPH: a node, dock or connection does not belong to
 *   the graph the operation was asked of
 * @FLOW_ERROR_REJECTED: the application's connection filter refused the
 *   connection (see [method@Graph.set_connection_filter])
 * @FLOW_ERROR_INVALID_DATA: serialized data could not be understood
 * @FLOW_ERROR_TOO_LARGE: serialized data is larger than the serializer
 *   loads (see [property@Serializer:max-load-size]). Since: 0.2
 * @FLOW_ERROR_RECURSIVE_GROUP: a group would contain itself, directly or
 *   through other groups (see [class@Group]). Since: 0.2
 * @FLOW_ERROR_NAME_TAKEN: the name is taken by another group, or by
 *   another dock of the node. Since: 0.2
 * @FLOW_ERROR_IN_USE: the group is in use and cannot be removed. Since: 0.2
 *
 * Error codes in the `FLOW_ERROR` domain.
 *
 * Every error in this domain carries a full-sentence message that can be
 * shown to the user.
 */
typedef enum
{
  FLOW_ERROR_FAILED,
  FLOW_ERROR_TYPE_MISMATCH,
  FLOW_ERROR_CYCLE,
  FLOW_ERROR_ALREADY_CONNECTED,
  FLOW_ERROR_LIMIT_REACHED,
  FLOW_ERROR_NOT_IN_GRAPH,
  FLOW_ERROR_REJECTED,
  FLOW_ERROR_INVALID_DATA,
  FLOW_ERROR_TOO_LARGE,
  FLOW_ERROR_RECURSIVE_GROUP,
  FLOW_ERROR_NAME_TAKEN,
  FLOW_ERROR_IN_USE,
} FlowError;

FLOW_AVAILABLE_IN_ALL
GQuark flow_error_quark (void);

G_END_DECLS

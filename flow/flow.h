/* flow.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gio/gio.h>

#if !GLIB_CHECK_VERSION (2, 74, 0)
# error "libflow requires GLib 2.74 or newer"
#endif

#define FLOW_INSIDE

#include "flow-version.h"
#include "flow-version-macros.h"
#include "flow-types.h"
#include "flow-enums.h"
#include "flow-error.h"
#include "flow-connection.h"
#include "flow-dock.h"
#include "flow-graph.h"
#include "flow-group.h"
#include "flow-group-node.h"
#include "flow-history.h"
#include "flow-job.h"
#include "flow-node.h"
#include "flow-placeholder-node.h"
#include "flow-reroute.h"
#include "flow-frame.h"
#include "flow-serializer.h"
#include "flow-sink.h"
#include "flow-source.h"
#include "flow-value.h"

#undef FLOW_INSIDE

/* flow-sink-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-sink.h"

G_BEGIN_DECLS

void     _flow_sink_reset        (FlowSink *self);
/* flow_sink_get_required () without the type check, for the value path. */
gboolean _flow_sink_peek_required (FlowSink *self);

G_END_DECLS

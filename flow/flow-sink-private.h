/* flow-sink-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-sink.h"

G_BEGIN_DECLS

void     _flow_sink_reset        (FlowSink *self);
void     _flow_sink_set_default_value_for (FlowSink     *self,
                                           const GValue *value,
                                           const char   *caller);

G_END_DECLS

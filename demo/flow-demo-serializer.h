/* flow-demo-serializer.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

#define FLOW_DEMO_TYPE_NAME_PREFIX "flow-demo."

FlowSerializer *flow_demo_serializer_new         (void) G_GNUC_WARN_UNUSED_RESULT;
FlowSerializer *flow_demo_serializer_get_default (void);

G_END_DECLS

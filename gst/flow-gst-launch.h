/* flow-gst-launch.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

GListModel *flow_gst_launch_import (FlowGraph       *graph,
                                    FlowSerializer  *serializer,
                                    const char      *description,
                                    GError         **error) G_GNUC_WARN_UNUSED_RESULT;
char       *flow_gst_launch_export (FlowGraph       *graph) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

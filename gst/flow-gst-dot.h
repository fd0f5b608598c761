/* flow-gst-dot.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

/* Reads a pipeline dump of gst_debug_bin_to_dot_data () into @graph, laid
 * out, as one paste through @serializer. What the dump cannot give back
 * (cut values, read-only properties, links into bins) is left out, with a
 * sentence for each in @notes (strings) when given. Returns the new
 * nodes; on error, NULL, and @graph is as before.
 */
GListModel *flow_gst_dot_import (FlowGraph       *graph,
                                 FlowSerializer  *serializer,
                                 const char      *data,
                                 GPtrArray       *notes,
                                 GError         **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

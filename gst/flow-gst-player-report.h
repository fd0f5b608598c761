/* flow-gst-player-report.h: what the player reads out of the bus's
 * messages; see flow-gst-player-report.c.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>
#include <gst/gst.h>

G_BEGIN_DECLS

double  flow_gst_player_level_of          (const GstStructure *structure);
char   *flow_gst_player_describe_unlinked (FlowGraph          *graph) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

/* gst-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>
#include <gst/gst.h>

#include "flow-gst-player.h"

G_BEGIN_DECLS

FlowNode *gst_test_add         (FlowGraph     *graph,
                                const char    *factory,
                                ...) G_GNUC_NULL_TERMINATED;
void      gst_test_connect     (FlowGraph     *graph,
                                FlowNode      *from,
                                const char    *source,
                                FlowNode      *to,
                                const char    *sink);
gboolean  gst_test_play_to_eos (FlowGstPlayer *player,
                                guint          timeout_seconds);
void      gst_test_check_wav   (const char    *path,
                                int            rate,
                                GstClockTime   min_duration,
                                GstClockTime   max_duration);
char     *gst_test_make_dir    (void) G_GNUC_WARN_UNUSED_RESULT;
void      gst_test_run_line    (const char    *line);

G_END_DECLS

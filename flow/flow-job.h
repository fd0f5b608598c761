/* flow-job.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <gio/gio.h>

#include "flow-types.h"

G_BEGIN_DECLS

#define FLOW_TYPE_JOB (flow_job_get_type ())

FLOW_AVAILABLE_IN_0_2
G_DECLARE_FINAL_TYPE (FlowJob, flow_job, FLOW, JOB, GObject)

/**
 * FlowJobFunc:
 * @job: the job
 * @user_data: the data passed to [method@Job.run_in_thread]
 *
 * The work of a job, run in a worker thread.
 *
 * It must not touch the graph, its nodes or docks, nor anything else that
 * the main thread uses: what it needs comes through @user_data, and what
 * it makes goes back through [method@Job.set_output] or
 * [method@Job.fail]. It may return early when the job's
 * [method@Job.get_cancellable] is cancelled.
 *
 * Since: 0.2
 */
typedef void (*FlowJobFunc) (FlowJob  *job,
                             gpointer  user_data);

FLOW_AVAILABLE_IN_0_2
FlowNode     *flow_job_get_node        (FlowJob      *self);
FLOW_AVAILABLE_IN_0_2
GCancellable *flow_job_get_cancellable (FlowJob      *self);
FLOW_AVAILABLE_IN_0_2
gboolean      flow_job_is_cancelled    (FlowJob      *self);

FLOW_AVAILABLE_IN_0_2
void          flow_job_set_output      (FlowJob      *self,
                                        const char   *source,
                                        const GValue *value);
FLOW_AVAILABLE_IN_0_2
void          flow_job_run_in_thread   (FlowJob      *self,
                                        FlowJobFunc   func,
                                        gpointer      user_data,
                                        GDestroyNotify user_destroy);
FLOW_AVAILABLE_IN_0_2
void          flow_job_finish          (FlowJob      *self);
FLOW_AVAILABLE_IN_0_2
void          flow_job_fail            (FlowJob      *self,
                                        const GError *error);

G_END_DECLS

/* flow-job-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-job.h"

G_BEGIN_DECLS

/* A value a job gives a source of its node. */
typedef struct
{
  char   *source;
  GValue  value;
} FlowJobOutput;

FlowJob *_flow_job_new       (FlowNode *node);
gint64   _flow_job_get_start (FlowJob  *self);
void     _flow_job_cancel    (FlowJob  *self);

G_END_DECLS

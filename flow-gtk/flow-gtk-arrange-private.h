/* flow-gtk-arrange-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

/* One layout by dot, made on the main thread and run on any. */
typedef struct _FlowGtkArrangeJob FlowGtkArrangeJob;

FlowGtkArrangeJob *flow_gtk_arrange_job_new           (FlowGtkLayout      *layout,
                                                       FlowGtkNodeRecord **records,
                                                       guint               n_records);
void               flow_gtk_arrange_job_run           (FlowGtkArrangeJob  *job);
gboolean           flow_gtk_arrange_job_get_positions (FlowGtkArrangeJob  *job,
                                                       graphene_point_t   *positions,
                                                       GError            **error);
guint              flow_gtk_arrange_job_get_n_nodes   (FlowGtkArrangeJob  *job);
gboolean           flow_gtk_arrange_is_busy           (void);
void               flow_gtk_arrange_job_free          (FlowGtkArrangeJob  *job);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkArrangeJob, flow_gtk_arrange_job_free)

gboolean flow_gtk_arrange_compute (FlowGtkLayout      *layout,
                                   FlowGtkNodeRecord **records,
                                   guint               n_records,
                                   graphene_point_t   *positions,
                                   GError            **error);

G_END_DECLS

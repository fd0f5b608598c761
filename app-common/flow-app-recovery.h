/* flow-app-recovery.h: what a window has not saved, kept on the side.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

typedef struct _FlowAppRecovery FlowAppRecovery;

FlowAppRecovery *flow_app_recovery_new          (const char      *app_name,
                                                 FlowGraph       *graph,
                                                 FlowSerializer  *serializer);
void             flow_app_recovery_free         (FlowAppRecovery *self);
void             flow_app_recovery_set_interval (FlowAppRecovery *self,
                                                 guint            milliseconds);
gboolean         flow_app_recovery_update       (FlowAppRecovery *self,
                                                 GError         **error);
const char      *flow_app_recovery_get_path     (FlowAppRecovery *self);

char           **flow_app_recovery_find_left    (const char      *app_name) G_GNUC_WARN_UNUSED_RESULT;
char            *flow_app_recovery_read         (const char      *path,
                                                 gsize           *length,
                                                 GError         **error) G_GNUC_WARN_UNUSED_RESULT;
void             flow_app_recovery_discard      (const char      *path);
char            *flow_app_recovery_format_time  (const char      *path) G_GNUC_WARN_UNUSED_RESULT;

/* For tests: called in the worker thread as it begins writing @path. */
typedef void (*FlowAppRecoveryWriteHook) (const char *path);
void             _flow_app_recovery_set_write_hook (FlowAppRecoveryWriteHook hook);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowAppRecovery, flow_app_recovery_free)

G_END_DECLS

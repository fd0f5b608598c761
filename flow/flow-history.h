/* flow-history.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <glib-object.h>

#include "flow-types.h"

G_BEGIN_DECLS

#define FLOW_TYPE_HISTORY (flow_history_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowHistory, flow_history, FLOW, HISTORY, GObject)

FLOW_AVAILABLE_IN_ALL
FlowGraph  *flow_history_get_graph      (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
gboolean    flow_history_get_can_undo   (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
gboolean    flow_history_get_can_redo   (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
const char *flow_history_get_undo_label (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
const char *flow_history_get_redo_label (FlowHistory *self);
FLOW_AVAILABLE_IN_0_2
guint       flow_history_get_n_undo_steps (FlowHistory *self);
FLOW_AVAILABLE_IN_0_2
guint       flow_history_get_n_redo_steps (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
gboolean    flow_history_get_modified   (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
guint       flow_history_get_max_steps  (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
void        flow_history_set_max_steps  (FlowHistory *self,
                                         guint        max_steps);

FLOW_AVAILABLE_IN_ALL
void        flow_history_undo           (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
void        flow_history_redo           (FlowHistory *self);

FLOW_AVAILABLE_IN_ALL
void        flow_history_seal           (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
void        flow_history_begin_group    (FlowHistory *self,
                                         const char  *label);
FLOW_AVAILABLE_IN_ALL
void        flow_history_end_group      (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
void        flow_history_cancel_group   (FlowHistory *self);

FLOW_AVAILABLE_IN_ALL
void        flow_history_mark_clean     (FlowHistory *self);
FLOW_AVAILABLE_IN_ALL
void        flow_history_clear          (FlowHistory *self);

G_END_DECLS

/* flow-connection-list-private.h: the list model of a dock's
 * connections.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gio/gio.h>

#include "flow-types.h"

G_BEGIN_DECLS

GListModel *_flow_connection_list_new    (FlowDock   *dock) G_GNUC_WARN_UNUSED_RESULT;
void        _flow_connection_list_forget (GListModel *list);

G_END_DECLS

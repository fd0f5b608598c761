/* flow-gtk-selection-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-selection.h"

G_BEGIN_DECLS

FlowGtkSelection *flow_gtk_selection_new         (GListModel       *model) G_GNUC_WARN_UNUSED_RESULT;
GListModel       *flow_gtk_selection_get_model   (FlowGtkSelection *self);
GtkBitset        *flow_gtk_selection_get_changes (FlowGtkSelection *self);

G_END_DECLS

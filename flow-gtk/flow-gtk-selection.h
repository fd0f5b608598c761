/* flow-gtk-selection.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "flow-gtk-version-macros.h"

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_SELECTION (flow_gtk_selection_get_type ())

FLOW_GTK_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowGtkSelection, flow_gtk_selection, FLOW_GTK, SELECTION, GObject)

G_END_DECLS

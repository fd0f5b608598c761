/* flow-gtk-view-add-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Adding nodes by searching their types: see flow-gtk-view-add.c. */
void     flow_gtk_view_add_install        (GtkWidgetClass *widget_class);
gboolean flow_gtk_view_add_offer_for_wire (FlowGtkView    *view,
                                           FlowDock       *loose_end,
                                           double          x,
                                           double          y);

G_END_DECLS

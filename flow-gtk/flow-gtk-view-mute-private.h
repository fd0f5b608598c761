/* flow-gtk-view-mute-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Muting nodes on the canvas; see flow-gtk-view-mute.c. */
void flow_gtk_view_mute_install (GtkWidgetClass *widget_class);

G_END_DECLS

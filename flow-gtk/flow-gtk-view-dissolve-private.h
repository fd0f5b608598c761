/* flow-gtk-view-dissolve-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* The view's dissolve command: see flow-gtk-view-dissolve.c. */
void flow_gtk_view_dissolve_install (GtkWidgetClass *widget_class);

G_END_DECLS

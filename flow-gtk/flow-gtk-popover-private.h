/* flow-gtk-popover-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The popovers the view opens for a moment (lists, forms) go once they
 * have closed; see flow-gtk-popover.c.
 */
void _flow_gtk_popover_unparent_later (GtkWidget *popover);

G_END_DECLS

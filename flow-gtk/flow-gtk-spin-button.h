/* flow-gtk-spin-button.h
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

FLOW_GTK_AVAILABLE_IN_ALL
void flow_gtk_spin_button_keep_values         (GtkSpinButton *spin);
FLOW_GTK_AVAILABLE_IN_ALL
void flow_gtk_spin_button_keep_values_of_type (GtkSpinButton *spin,
                                               GType          type);

G_END_DECLS

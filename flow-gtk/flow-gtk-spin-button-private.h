/* flow-gtk-spin-button-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-spin-button.h"

G_BEGIN_DECLS

/* flow_gtk_spin_button_keep_values () for a value of @type: a float's
 * text is the shortest that reads back as the same float.
 */
void _flow_gtk_spin_button_keep_values_of (GtkSpinButton *spin,
                                           GType          type);

G_END_DECLS

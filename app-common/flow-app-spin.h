/* flow-app-spin.h: spin buttons that show their value exactly and take
 * only numbers.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void flow_app_spin_button_keep_values (GtkSpinButton *spin);

G_END_DECLS

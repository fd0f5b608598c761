/* flow-app-list-tab.h: Tab leaves a list view rather than walking its
 * rows.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void flow_app_list_view_tab_leaves (GtkListView *list);

G_END_DECLS

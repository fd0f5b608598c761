/* flow-app-lists.h: what the applications' list views share: Tab leaves
 * them, and their rows can be dragged.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void flow_app_list_view_tab_leaves (GtkListView *list);
void flow_app_list_row_drags_item  (GtkWidget   *row,
                                    GtkListItem *list_item,
                                    GType        item_type);

G_END_DECLS

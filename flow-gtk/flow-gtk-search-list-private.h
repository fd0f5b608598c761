/* flow-gtk-search-list-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The keys of the view's searchable lists, a search entry over a
 * GtkListView; see flow-gtk-search-list.c.
 */
void  _flow_gtk_search_list_add_keys   (GtkWidget          *entry,
                                       GtkWidget          *list,
                                       GtkSingleSelection *selection,
                                       GtkFilterListModel *found);
void  _flow_gtk_search_list_bind_row   (GtkListItem        *item);
guint _flow_gtk_search_list_get_chosen (GtkWidget          *list);
void  _flow_gtk_list_item_name         (GtkListItem        *item,
                                        const char         *label,
                                        const char         *description);

G_END_DECLS

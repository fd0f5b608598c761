/* bench-view-find.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "bench-frames.h"

#include <flow/flow.h>
#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A FlowGtkView of @graph filling the bench's window, drawn once. */
GtkWidget *bench_show_view         (BenchFrames *bench_frames,
                                    FlowGraph   *graph);

/* Finding the widgets of a view's popovers, as the view's lists are
 * found: by type, through public API.
 */
GtkWidget *bench_find_descendant   (GtkWidget *widget,
                                    GType      type);
GtkWidget *bench_visible_popover   (GtkWidget *view);
void       bench_spin_until_mapped (GtkWidget *widget);

/* Opening and searching a view's go-to list (flowview.find-node) as a
 * person does, timed; see bench-view-find.c.
 */
double bench_view_find_open   (BenchFrames         *bench_frames,
                               GtkWidget           *view,
                               GtkWidget          **entry,
                               GtkFilterListModel **found);
double bench_view_find_search (GtkWidget           *entry,
                               GtkFilterListModel  *found,
                               const char          *text);

G_END_DECLS

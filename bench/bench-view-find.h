/* bench-view-find.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "bench-frames.h"

#include <gtk/gtk.h>

G_BEGIN_DECLS

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

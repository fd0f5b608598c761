/* view-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow-gtk/flow-gtk.h>

#include "flow-gtk-view-private.h"

G_BEGIN_DECLS

/* A window of the given size holding @view, shown, with its first frame
 * drawn.
 */
GtkWidget *view_test_window_new  (GtkWidget *view,
                                  int        width,
                                  int        height);
/* Lets the frame clock run @n frames (reconciliation happens in frames). */
void       view_test_run_frames  (GtkWidget *widget,
                                  guint      n);
void       view_test_wait        (guint      milliseconds);

/* Two sources, "One" (double) and "Two" (int), feeding "Sum" (a, b),
 * One into a: the nodes are returned in @a, @b and @c, owned by the
 * graph.
 */
/* A frame of @view drawn now (its snapshot () called, as a frame would),
 * its pixels, B8G8R8A8 premultiplied, rows of 4 × width bytes, and its
 * number of cairo nodes.
 */
guchar    *view_test_snapshot_frame (GtkWidget *view,
                                     guint     *n_cairo_nodes) G_GNUC_WARN_UNUSED_RESULT;

FlowGraph *view_test_small_graph (FlowNode **a,
                                  FlowNode **b,
                                  FlowNode **c) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

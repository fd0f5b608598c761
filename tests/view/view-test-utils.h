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

G_END_DECLS

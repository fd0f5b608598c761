/* bench-x11.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     bench_x11_keep_shm_pool  (GtkNative  *native);
gboolean bench_x11_holds_shm_pool (GdkDisplay *display,
                                   int        *width,
                                   int        *height);

G_END_DECLS

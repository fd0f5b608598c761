/* flow-gtk-view-announce-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

G_BEGIN_DECLS

/* Messages on the canvas told to screen readers: see
 * flow-gtk-view-announce.c.
 */
void flow_gtk_view_announce     (FlowGtkView  *view,
                                 GtkWidget   **announced,
                                 const char   *text);
void flow_gtk_view_announce_end (FlowGtkView  *view,
                                 GtkWidget   **announced);

G_END_DECLS

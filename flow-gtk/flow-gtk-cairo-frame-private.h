/* flow-gtk-cairo-frame-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-composer-private.h"
#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

/* The seam behind which the view keeps what it does only for GTK 4.8's
 * cairo renderer; see flow-gtk-cairo-frame.c.
 */
typedef struct _FlowGtkCairoFrame FlowGtkCairoFrame;

typedef struct
{
  guint64 pictures_rendered;
  guint64 composed_frames;
  guint64 composed_cells;
} FlowGtkCairoStats;

gboolean           flow_gtk_cairo_frame_applies      (GtkWidget          *widget);
FlowGtkCairoFrame *flow_gtk_cairo_frame_begin        (GtkWidget          *widget,
                                                      gboolean            compose,
                                                      gboolean            mirrored,
                                                      FlowGtkCairoStats  *stats);
FlowGtkComposer   *flow_gtk_cairo_frame_get_composer (FlowGtkCairoFrame  *self);
void               flow_gtk_cairo_frame_unmirror     (FlowGtkCairoFrame  *self);
gboolean           flow_gtk_cairo_frame_draw_node    (FlowGtkCairoFrame  *self,
                                                      GtkSnapshot        *snapshot,
                                                      FlowGtkNodeRecord  *record,
                                                      GtkWidget          *slot,
                                                      double              zoom,
                                                      gint64              budget);
void               flow_gtk_cairo_frame_draw_child   (FlowGtkCairoFrame  *self,
                                                      GtkSnapshot        *snapshot,
                                                      GtkWidget          *child);
void               flow_gtk_cairo_frame_end          (FlowGtkCairoFrame  *self,
                                                      GtkSnapshot        *snapshot);

void               flow_gtk_cairo_clear_picture      (FlowGtkNodeRecord  *record);
void               flow_gtk_cairo_draw_picture_node  (GskRenderNode      *node,
                                                      cairo_t            *cr);

G_END_DECLS

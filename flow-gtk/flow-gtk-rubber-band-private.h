/* flow-gtk-rubber-band-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

typedef struct _FlowGtkRubberBand FlowGtkRubberBand;

FlowGtkRubberBand *flow_gtk_rubber_band_new      (GtkWidget              *parent);
void               flow_gtk_rubber_band_free     (FlowGtkRubberBand      *self);
void               flow_gtk_rubber_band_update   (FlowGtkRubberBand      *self,
                                                  const graphene_point_t *start,
                                                  const graphene_point_t *end);
gboolean           flow_gtk_rubber_band_end      (FlowGtkRubberBand      *self,
                                                  graphene_rect_t        *rect);
void               flow_gtk_rubber_band_select   (FlowGtkLayout          *layout,
                                                  GtkSelectionModel      *selection,
                                                  const graphene_rect_t  *area,
                                                  GdkModifierType         modifiers);
void               flow_gtk_rubber_band_allocate (FlowGtkRubberBand      *self);
void               flow_gtk_rubber_band_snapshot (FlowGtkRubberBand      *self,
                                                  GtkSnapshot            *snapshot);

G_END_DECLS

/* flow-gtk-composer-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _FlowGtkComposer FlowGtkComposer;

typedef void (*FlowGtkComposerDrawFunc) (cairo_t  *cr,
                                         gpointer  user_data);

FlowGtkComposer *flow_gtk_composer_new          (int                      width,
                                                 int                      height);
void             flow_gtk_composer_free         (FlowGtkComposer         *self);
void             flow_gtk_composer_set_mirrored (FlowGtkComposer         *self,
                                                 gboolean                 mirrored);
void             flow_gtk_composer_add_surface  (FlowGtkComposer         *self,
                                                 cairo_surface_t         *surface,
                                                 const graphene_rect_t   *rect);
void             flow_gtk_composer_add_node     (FlowGtkComposer         *self,
                                                 GskRenderNode           *node);
void             flow_gtk_composer_add_draw     (FlowGtkComposer         *self,
                                                 const graphene_rect_t   *rect,
                                                 FlowGtkComposerDrawFunc  func,
                                                 gpointer                 user_data,
                                                 GDestroyNotify           destroy);
guint            flow_gtk_composer_snapshot     (FlowGtkComposer         *self,
                                                 GtkSnapshot             *snapshot);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkComposer, flow_gtk_composer_free)

G_END_DECLS

/* minimap-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow-gtk/flow-gtk.h>

#include "flow-gtk-minimap-private.h"
#include "flow-gtk-view-private.h"

G_BEGIN_DECLS

/* A view of @graph with a minimap over its bottom-right corner, in a
 * window of @width × @height, shown and drawn.
 */
typedef struct
{
  GtkWidget       *window;
  GtkWidget       *overlay;
  FlowGtkView     *view;
  FlowGtkMinimap  *minimap;
  FlowGtkViewport *viewport;
} MinimapScene;

void     minimap_scene_init        (MinimapScene    *scene,
                                    FlowGraph       *graph,
                                    int              width,
                                    int              height);
void     minimap_scene_destroy     (MinimapScene    *scene);

/* The canvas point at the centre of the view. */
void     minimap_scene_view_center (MinimapScene    *scene,
                                    graphene_point_t *center);

guint64  minimap_test_rebuilds     (FlowGtkMinimap  *minimap);

/* Runs frames until the minimap has drawn no new picture for longer than
 * its rebuild interval, so that the next change shows at once.
 */
void     minimap_scene_settle      (MinimapScene    *scene);

G_END_DECLS

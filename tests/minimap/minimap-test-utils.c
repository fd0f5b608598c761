/* minimap-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "minimap-test-utils.h"

#include "view-test-utils.h"

void
minimap_scene_init (MinimapScene *scene,
                    FlowGraph    *graph,
                    int           width,
                    int           height)
{
  GtkWidget *view = flow_gtk_view_new (graph);
  GtkWidget *minimap = flow_gtk_minimap_new (FLOW_GTK_VIEW (view));

  scene->view = FLOW_GTK_VIEW (view);
  scene->minimap = FLOW_GTK_MINIMAP (minimap);
  scene->viewport = flow_gtk_view_get_viewport (scene->view);

  gtk_widget_set_halign (minimap, GTK_ALIGN_END);
  gtk_widget_set_valign (minimap, GTK_ALIGN_END);
  gtk_widget_set_margin_end (minimap, 12);
  gtk_widget_set_margin_bottom (minimap, 12);

  scene->overlay = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (scene->overlay), view);
  gtk_overlay_add_overlay (GTK_OVERLAY (scene->overlay), minimap);

  scene->window = view_test_window_new (scene->overlay, width, height);
}

void
minimap_scene_destroy (MinimapScene *scene)
{
  gtk_window_destroy (GTK_WINDOW (scene->window));
  memset (scene, 0, sizeof *scene);
}

void
minimap_scene_view_center (MinimapScene     *scene,
                           graphene_point_t *center)
{
  graphene_rect_t visible;

  flow_gtk_viewport_get_visible_area (scene->viewport,
                                      gtk_widget_get_width (GTK_WIDGET (scene->view)),
                                      gtk_widget_get_height (GTK_WIDGET (scene->view)),
                                      &visible);
  graphene_rect_get_center (&visible, center);
}

guint64
minimap_test_rebuilds (FlowGtkMinimap *minimap)
{
  FlowGtkMinimapStats stats;

  _flow_gtk_minimap_get_stats (minimap, &stats);

  return stats.rebuilds;
}

void
minimap_scene_settle (MinimapScene *scene)
{
  guint64 before;

  do
    {
      before = minimap_test_rebuilds (scene->minimap);
      view_test_run_frames (scene->window, 2);
      view_test_wait (300);
    }
  while (minimap_test_rebuilds (scene->minimap) != before);
}

/* demo-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a picture of the demo must show for it to be a real render and not
 * an empty or broken one.
 */
typedef struct
{
  int    width;
  int    height;

  /* Distinct opaque colours in the whole picture. */
  guint  n_colors;

  /* Mean luminance (0–1) of the whole picture. */
  double mean_luminance;

  /* Distinct colours and luminance spread in the region given to
   * demo_test_analyze_texture (), the canvas.
   */
  guint  region_n_colors;
  double region_luminance_stddev;
} DemoPictureStats;

void       demo_test_analyze_texture      (GdkTexture            *texture,
                                           const graphene_rect_t *region,
                                           DemoPictureStats      *stats);
void       demo_test_assert_real_picture  (const DemoPictureStats *stats);

/* Presents @window, at @width × @height when both are above 0, and
 * waits for its first frames; destroys it and lets what it queued run.
 */
void       demo_test_present              (GtkWidget             *window,
                                           int                    width,
                                           int                    height);
void       demo_test_destroy              (GtkWidget             *window);
void       demo_test_wait_frames          (GtkWidget             *widget,
                                           guint                  n_frames);
GtkWidget *demo_test_find                 (GtkWidget             *root,
                                           GType                  type,
                                           const char            *css_class,
                                           const char            *text,
                                           gboolean               hidden);
gboolean   demo_test_find_label           (GtkWidget             *root,
                                           const char            *text);

G_END_DECLS

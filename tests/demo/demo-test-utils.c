/* demo-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "demo-test-utils.h"

#include <math.h>

/* Fewer colours than this means a flat or nearly empty window: the demo's
 * window, with its antialiased text and icons, has hundreds even with an
 * empty canvas; a blank window has a handful.
 */
#define MIN_COLORS 100

static double
luminance (const guchar *pixel)
{
  /* gdk_texture_download () writes GDK_MEMORY_DEFAULT: cairo's ARGB32,
   * which is B, G, R, A in memory on little-endian machines. Only opaque
   * pixels get here, so premultiplication does not matter.
   */
  return (0.0722 * pixel[0] + 0.7152 * pixel[1] + 0.2126 * pixel[2]) / 255.0;
}

void
demo_test_analyze_texture (GdkTexture            *texture,
                           const graphene_rect_t *region,
                           DemoPictureStats      *stats)
{
  g_autoptr(GHashTable) colors = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) region_colors = g_hash_table_new (NULL, NULL);
  g_autofree guchar *data = NULL;
  double sum = 0, region_sum = 0, region_sum2 = 0;
  guint n = 0, region_n = 0;
  gsize stride;

  g_assert_nonnull (texture);

  memset (stats, 0, sizeof (*stats));
  stats->width = gdk_texture_get_width (texture);
  stats->height = gdk_texture_get_height (texture);

  stride = (gsize)stats->width * 4;
  data = g_malloc (stride * stats->height);
  gdk_texture_download (texture, data, stride);

  for (int y = 0; y < stats->height; y++)
    for (int x = 0; x < stats->width; x++)
      {
        const guchar *pixel = data + y * stride + x * 4;
        guint key = pixel[0] | (pixel[1] << 8) | (pixel[2] << 16);
        double l;

        /* Skip the transparent rounded corners. */
        if (pixel[3] != 255)
          continue;

        l = luminance (pixel);
        g_hash_table_add (colors, GUINT_TO_POINTER (key + 1));
        sum += l;
        n++;

        if (region != NULL && graphene_rect_contains_point (region, &GRAPHENE_POINT_INIT (x, y)))
          {
            g_hash_table_add (region_colors, GUINT_TO_POINTER (key + 1));
            region_sum += l;
            region_sum2 += l * l;
            region_n++;
          }
      }

  stats->n_colors = g_hash_table_size (colors);
  stats->mean_luminance = n > 0 ? sum / n : 0;

  if (region_n > 0)
    {
      double mean = region_sum / region_n;

      stats->region_n_colors = g_hash_table_size (region_colors);
      stats->region_luminance_stddev = sqrt (MAX (0, region_sum2 / region_n - mean * mean));
    }
}

void
demo_test_assert_real_picture (const DemoPictureStats *stats)
{
  g_test_message ("Picture: %d×%d, %u colours, mean luminance %.3f; "
                  "canvas: %u colours, luminance spread %.3f",
                  stats->width, stats->height, stats->n_colors, stats->mean_luminance,
                  stats->region_n_colors, stats->region_luminance_stddev);

  g_assert_cmpint (stats->width, >=, 1000);
  g_assert_cmpint (stats->height, >=, 600);
  g_assert_cmpuint (stats->n_colors, >=, MIN_COLORS);
  g_assert_cmpfloat (stats->mean_luminance, >, 0.02);
  g_assert_cmpfloat (stats->mean_luminance, <, 0.98);
}

static void
frame_cb (GdkFrameClock *clock,
          guint         *frames)
{
  if (*frames > 0)
    (*frames)--;
}

/* Lets @widget's window draw @n_frames frames. */
void
demo_test_wait_frames (GtkWidget *widget,
                       guint      n_frames)
{
  GdkFrameClock *clock;
  gulong handler;

  gtk_test_widget_wait_for_draw (widget);

  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);

  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_cb), &n_frames);
  while (n_frames > 0)
    {
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (clock, handler);
}

/* The first widget under @root, @root included, that is of @type (any
 * for G_TYPE_NONE), has the style class @css_class (any for NULL) and,
 * when @text is given, is a label reading @text; among the shown widgets
 * only, unless @hidden.
 */
GtkWidget *
demo_test_find (GtkWidget  *root,
                GType       type,
                const char *css_class,
                const char *text,
                gboolean    hidden)
{
  if (!hidden && (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root)))
    return NULL;

  if ((type == G_TYPE_NONE || G_TYPE_CHECK_INSTANCE_TYPE (root, type)) &&
      (css_class == NULL || gtk_widget_has_css_class (root, css_class)) &&
      (text == NULL || (GTK_IS_LABEL (root) &&
                        g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = demo_test_find (child, type, css_class, text, hidden);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Whether a shown label under @root reads @text. */
gboolean
demo_test_find_label (GtkWidget  *root,
                      const char *text)
{
  return demo_test_find (root, GTK_TYPE_LABEL, NULL, text, FALSE) != NULL;
}

void
demo_test_present (GtkWidget *window,
                   int        width,
                   int        height)
{
  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  demo_test_wait_frames (window, 3);
}

void
demo_test_destroy (GtkWidget *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* test-tiles.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The tiles of the canvas meet without a seam, wherever the viewport
 * puts their edges, half pixels included: every pixel of a frame is
 * painted.
 */

#include "config.h"

#include "view-test-utils.h"

#define WIDTH  900
#define HEIGHT 500

/* The pixels of @pixels (B8G8R8A8) that nothing painted: the tiles are
 * opaque and cover the canvas, so only a gap between two leaves one.
 */
static guint
count_unpainted (const guchar *pixels,
                 int           width,
                 int           height,
                 double        zoom,
                 double        offset)
{
  guint unpainted = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixels[((gsize) y * width + x) * 4 + 3] == 0)
        {
          if (unpainted++ == 0)
            g_test_message ("zoom %g, offset %g: nothing painted at %d, %d", zoom, offset, x, y);
        }

  return unpainted;
}

static void
test_tiles_no_seam (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  GtkWidget *view = flow_gtk_view_new (graph);
  GtkWidget *window = view_test_window_new (view, WIDTH, HEIGHT);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  /* Offsets whose edges of tiles fall on whole pixels, and on halves:
   * those that round away from zero put a tile a pixel away from its
   * neighbour.
   */
  const double offsets[] = { -0.5, 0.5, -100.5, 33.25, -7.0 };
  const double zooms[] = { 1.0, 0.5 };

  g_test_summary ("The tiles meet without a column or row left unpainted between "
                  "them, at offsets of whole and half pixels on either side of 0.");

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
      {
        g_autofree guchar *pixels = NULL;
        guint n_cairo_nodes, seams;
        int width, height;

        flow_gtk_viewport_set_zoom (viewport, zooms[z]);
        flow_gtk_viewport_set_offset (viewport, offsets[i] / zooms[z], offsets[i] / zooms[z]);
        /* Every tile drawn. */
        view_test_run_frames (window, 10);
        width = gtk_widget_get_width (view);
        height = gtk_widget_get_height (view);
        pixels = view_test_snapshot_frame (view, &n_cairo_nodes);

        seams = count_unpainted (pixels, width, height, zooms[z], offsets[i]);
        g_assert_cmpuint (seams, ==, 0);
      }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/tiles/no-seam", test_tiles_no_seam);

  return g_test_run ();
}

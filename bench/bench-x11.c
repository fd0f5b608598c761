/* bench-x11.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "bench-x11.h"

#if defined (GDK_WINDOWING_X11) && defined (HAVE_CAIRO_XLIB)
# include <gdk/x11/gdkx.h>
# include <cairo-xlib.h>
# define BENCH_X11_SHM_POOL 1
#endif

/* What flow-bench does for GTK's cairo renderer on X11: it keeps cairo's
 * pool of X shared memory for its window, for both targets. The library
 * does not: keeping memory of the X server's for the whole process is
 * the application's decision, and this file shows how one makes it.
 *
 * Implementation notes
 *
 * GTK 4's cairo renderer on X11 paints a frame into an image, then
 * copies it to the window through a new cairo surface for the window.
 * cairo sends the pixels to the X server through shared memory, from a
 * pool of System V segments it keeps per X connection; the pool for an
 * image of a 1600 × 1000 window is a segment of 64 MiB. When the
 * window's surface is destroyed at the end of the frame, cairo waits for
 * the server to have read the pixels, finds the pool unused and destroys
 * it: every frame creates a new segment, which the kernel maps and clears
 * for both the application and the X server, and unmaps again. On a
 * two-core machine under Xvfb that is two thirds of a frame that changes
 * the whole window (about 16 ms against 4 ms for panning the floor scene
 * of `docs/performance.md`).
 *
 * cairo destroys a pool only when all of it is free. So while the window
 * is realized with the cairo renderer on X11, the display keeps one image
 * of cairo's shared memory the size of the largest toplevel surface seen:
 * the pool that holds it stays, and so does the room for a frame of any
 * window up to that size. The image is never drawn: the pages of it that
 * are never touched cost neither the application nor the server any
 * memory. A larger window replaces it by a larger one (the old pool goes
 * when the new one is made); it goes when the display closes.
 *
 * Set aside: turning cairo's shared memory off (cairo 1.16 has no switch
 * for it, and the socket would copy every frame twice more), and frames
 * drawn into surfaces of our own (GTK makes and owns them).
 */

#ifdef BENCH_X11_SHM_POOL

typedef struct
{
  cairo_surface_t *image;
  int              width;
  int              height;
} ShmPoolHold;

/* On the display, its ShmPoolHold; on a surface, whether it is watched. */
static GQuark hold_quark;
static GQuark watch_quark;

static void
shm_pool_hold_free (gpointer data)
{
  ShmPoolHold *hold = data;

  g_clear_pointer (&hold->image, cairo_surface_destroy);
  g_free (hold);
}

static void
display_closed_cb (GdkDisplay *display,
                   gboolean    is_error,
                   gpointer    user_data)
{
  g_object_set_qdata (G_OBJECT (display), hold_quark, NULL);
}

/* Makes sure the pool holds an image of @width × @height device pixels. */
static void
hold_pool (GdkDisplay *display,
           int         width,
           int         height)
{
  ShmPoolHold *hold = g_object_get_qdata (G_OBJECT (display), hold_quark);
  Display *xdisplay;
  cairo_surface_t *xlib, *image;

  if (width <= 0 || height <= 0 || gdk_display_is_closed (display))
    return;

  if (hold != NULL && hold->image != NULL &&
      (gint64) width * height <= (gint64) hold->width * hold->height)
    return;

  xdisplay = gdk_x11_display_get_xdisplay (display);
  xlib = cairo_xlib_surface_create (xdisplay,
                                    DefaultRootWindow (xdisplay),
                                    DefaultVisual (xdisplay, DefaultScreen (xdisplay)),
                                    1, 1);
  /* cairo makes an image of its X shared memory when the display has it,
   * a plain image otherwise (then there is no pool to keep, and holding
   * the image costs nothing: its memory is never touched).
   */
  image = cairo_surface_create_similar_image (xlib, CAIRO_FORMAT_ARGB32, width, height);
  cairo_surface_destroy (xlib);

  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }

  if (hold == NULL)
    {
      hold = g_new0 (ShmPoolHold, 1);
      g_object_set_qdata_full (G_OBJECT (display), hold_quark, hold, shm_pool_hold_free);
      g_signal_connect (display, "closed", G_CALLBACK (display_closed_cb), NULL);
    }

  /* The new image first, so that the old pool goes only once the new one
   * is there.
   */
  g_clear_pointer (&hold->image, cairo_surface_destroy);
  hold->image = image;
  hold->width = width;
  hold->height = height;
}

/* Called at every layout of the surface: a look-up when its size did not
 * grow.
 */
static void
surface_layout_cb (GdkSurface *surface,
                   int         width,
                   int         height,
                   gpointer    user_data)
{
  int scale = gdk_surface_get_scale_factor (surface);

  hold_pool (gdk_surface_get_display (surface), width * scale, height * scale);
}

#endif

/*
 * bench_x11_keep_shm_pool:
 * @native: a realized native widget
 *
 * When @native draws with GSK's cairo renderer on X11, keeps cairo's pool
 * of X shared memory for frames of its size and, as it grows, of its new
 * sizes, for as long as its display is open. Does nothing otherwise, or
 * when called again for the same surface.
 */
void
bench_x11_keep_shm_pool (GtkNative *native)
{
#ifdef BENCH_X11_SHM_POOL
  GdkSurface *surface;

  g_return_if_fail (GTK_IS_NATIVE (native));

  if (G_UNLIKELY (hold_quark == 0))
    {
      hold_quark = g_quark_from_static_string ("bench-x11-shm-pool");
      watch_quark = g_quark_from_static_string ("bench-x11-shm-pool-watch");
    }

  surface = gtk_native_get_surface (native);
  if (surface == NULL ||
      !GDK_IS_X11_DISPLAY (gdk_surface_get_display (surface)) ||
      !GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native)) ||
      g_object_get_qdata (G_OBJECT (surface), watch_quark) != NULL)
    return;

  g_object_set_qdata (G_OBJECT (surface), watch_quark, GINT_TO_POINTER (TRUE));
  g_signal_connect (surface, "layout", G_CALLBACK (surface_layout_cb), NULL);
  surface_layout_cb (surface, gdk_surface_get_width (surface), gdk_surface_get_height (surface), NULL);
#endif
}

/*
 * bench_x11_holds_shm_pool:
 * @display: a display
 * @width: (out) (optional): the width, in device pixels, of the frames the
 *   pool is kept for
 * @height: (out) (optional): their height
 *
 * Returns: whether flow-bench keeps cairo's X shared memory pool of
 *   @display (see bench_x11_keep_shm_pool ())
 */
gboolean
bench_x11_holds_shm_pool (GdkDisplay *display,
                             int        *width,
                             int        *height)
{
#ifdef BENCH_X11_SHM_POOL
  ShmPoolHold *hold = hold_quark != 0 ? g_object_get_qdata (G_OBJECT (display), hold_quark) : NULL;

  if (hold != NULL && hold->image != NULL)
    {
      if (width != NULL)
        *width = hold->width;
      if (height != NULL)
        *height = hold->height;
      return TRUE;
    }
#endif

  if (width != NULL)
    *width = 0;
  if (height != NULL)
    *height = 0;
  return FALSE;
}

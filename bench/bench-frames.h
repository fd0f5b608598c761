/* bench-frames.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Frame timing for the view workloads: a real window on an X11 display
 * (Xvfb), drawn by GTK's cairo renderer (or its GL renderer, with
 * GSK_RENDERER=gl), whose frames are driven by a
 * script that changes something every frame, and timed with the frame
 * clock.
 *
 * Under Xvfb the frame clock is paced at about 60 Hz, so the interval
 * between frames says nothing; what counts is the work. For each frame
 * the harness measures:
 *
 *  - busy: the time the main loop spent working between the end of the
 *    previous frame and the end of this one, that is the whole cycle minus
 *    the time spent waiting in poll (). It takes in the tick (the script
 *    and whatever the widget does in the update phase), input events
 *    dispatched between frames (hover), idles and timeouts the widget
 *    schedules, layout, snapshot, rendering, and the X server's share of
 *    the rendering: at the end of each frame the harness waits for the
 *    server to have executed every request (XSync).
 *  - paint: from the end of the frame clock's update phase to the end of
 *    its after-paint phase (X server included): layout, snapshot, render.
 *  - snapshot: the time the widget's snapshot () took.
 */

#define BENCH_FRAMES_WIDTH  1600
#define BENCH_FRAMES_HEIGHT 1000

typedef struct _BenchFrames BenchFrames;

/* Called from a tick callback once per frame, before layout and paint:
 * changes the scene for frame @frame (0, 1, …).
 */
typedef void (*BenchFrameFunc) (BenchFrames *frames,
                                guint        frame,
                                gpointer     user_data);

typedef struct
{
  /* Medians over the measured frames, in milliseconds. */
  double busy_ms;
  double paint_ms;
  double snapshot_ms;
  /* The longest busy time of a measured frame. */
  double worst_busy_ms;

  /* The median busy time over the frames that followed at least one
   * pointer motion event: the work per motion event, when the script
   * moves the pointer once per frame. NaN if there was none.
   */
  double motion_busy_ms;

  /* The median CPU time per frame of this process and of the X server
   * (when it runs here): a check on the busy time, which grows when other
   * processes compete for the CPU.
   */
  double cpu_ms;
  double motion_cpu_ms;
  /* Of that, the X server's part (0 when out of reach). */
  double server_ms;
  /* The page faults of this process per frame, on average. */
  double faults_per_frame;

  /* The number of frames measured, how many of them followed at least
   * one pointer motion event, and in how many the widget drew.
   */
  guint  n_frames;
  guint  n_motion_frames;
  guint  n_drawn_frames;
} BenchFrameStats;

/* Prepares the process: the cairo renderer (GSK_RENDERER=cairo) unless
 * GSK_RENDERER asks for the GL renderer, the X11 backend, gtk_init ().
 * Refuses another renderer or backend asked for in
 * the environment, a display that is not X11 and one without the XTest
 * extension. Call it before anything touches GTK; calling it again is
 * free.
 */
gboolean      bench_frames_init              (GError         **error);

/* A window of BENCH_FRAMES_WIDTH × BENCH_FRAMES_HEIGHT, undecorated,
 * shown at once. It holds one widget at a time, whose snapshot () it
 * times.
 */
BenchFrames  *bench_frames_new               (void);
/* bench_frames_init () and bench_frames_new (), for a workload: when the
 * display cannot be measured, says why and exits.
 */
BenchFrames  *bench_frames_new_or_exit       (void);
void          bench_frames_free              (BenchFrames     *self);

GtkWidget    *bench_frames_get_child         (BenchFrames     *self);
void          bench_frames_set_child         (BenchFrames     *self,
                                              GtkWidget       *child);

/* Runs the main loop until a frame has drawn the child after this call
 * (its snapshot () ran and the frame was painted and synced with the X
 * server), and returns how long that took in milliseconds. Aborts if no
 * such frame comes within two minutes.
 */
double        bench_frames_wait_for_draw     (BenchFrames     *self);

/* How long a widget that has not drawn has settled, for
 * bench_frames_wait_until_still (): everything it will show is shown.
 */
#define BENCH_FRAMES_SETTLE_MS 300

/* Runs the main loop until no frame has drawn the child for @quiet_ms,
 * and returns the time from @since_ns (bench_now_ns ()) to the end of
 * the last frame that did, in milliseconds: 0 if none did since.
 */
double        bench_frames_wait_until_still  (BenchFrames     *self,
                                              gint64           since_ns,
                                              guint            quiet_ms);

/* Runs the main loop for @n_frames frames, whatever they draw. */
void          bench_frames_wait_frames       (BenchFrames     *self,
                                              guint            n_frames);

/* Drives @warmup + @n_frames frames with @func, one call per frame, and
 * fills @stats with the medians over the last @n_frames. The widget is
 * drawn to start with, so the first frame measured is not a first frame.
 */
void          bench_frames_run               (BenchFrames     *self,
                                              guint            warmup,
                                              guint            n_frames,
                                              BenchFrameFunc   func,
                                              gpointer         user_data,
                                              BenchFrameStats *stats);

/* Moves the real pointer (XTest) to (@x, @y) in the child's coordinates.
 * The motion event reaches the widget through the X server, as any other.
 */
void          bench_frames_move_pointer      (BenchFrames     *self,
                                              double           x,
                                              double           y);

/* Moves the pointer to a corner of the screen. */
void          bench_frames_move_pointer_away (BenchFrames     *self);

/* Presses and releases the primary button (XTest), where the pointer is. */
void          bench_frames_press_button      (BenchFrames     *self);
void          bench_frames_release_button    (BenchFrames     *self);

G_END_DECLS

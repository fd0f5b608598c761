/* bench-frames.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "bench-frames.h"
#include "bench-utils.h"
#include "bench-x11.h"

#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

/* Give up waiting for a frame after this long. */
#define WAIT_TIMEOUT_S 120

/* The time the default main context spent waiting in poll (), in ns. */
static gint64 poll_ns;

static int
timed_poll (GPollFD *fds,
            guint    n_fds,
            int      timeout)
{
  gint64 start = bench_now_ns ();
  int ret = g_poll (fds, n_fds, timeout);

  poll_ns += bench_now_ns () - start;

  return ret;
}

/* BenchProbe: holds the measured widget and times its snapshot (). */

#define BENCH_TYPE_PROBE (bench_probe_get_type ())
G_DECLARE_FINAL_TYPE (BenchProbe, bench_probe, BENCH, PROBE, GtkWidget)

struct _BenchProbe
{
  GtkWidget  parent_instance;

  GtkWidget *child;

  /* Since the counters were last reset. */
  gint64     snapshot_ns;
  guint      n_snapshots;
};

G_DEFINE_FINAL_TYPE (BenchProbe, bench_probe, GTK_TYPE_WIDGET)

static void
bench_probe_dispose (GObject *object)
{
  BenchProbe *self = (BenchProbe *)object;

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (bench_probe_parent_class)->dispose (object);
}

static void
bench_probe_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  BenchProbe *self = (BenchProbe *)widget;
  gint64 start = bench_now_ns ();

  GTK_WIDGET_CLASS (bench_probe_parent_class)->snapshot (widget, snapshot);

  self->snapshot_ns += bench_now_ns () - start;
  self->n_snapshots++;
}

static void
bench_probe_class_init (BenchProbeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bench_probe_dispose;

  widget_class->snapshot = bench_probe_snapshot;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bench_probe_init (BenchProbe *self)
{
}

static void
bench_probe_set_child (BenchProbe *self,
                       GtkWidget  *child)
{
  g_clear_pointer (&self->child, gtk_widget_unparent);

  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
}

/* BenchFrames */

struct _BenchFrames
{
  GtkWidget      *window;
  BenchProbe     *probe;
  GdkFrameClock  *clock;
  Display        *xdisplay;

  /* Where the child's origin is on the root window, once known. */
  gboolean        root_valid;
  int             root_x;
  int             root_y;

  /* The end of the last frame, on the monotonic clock and on poll_ns. */
  gint64          last_frame_end_ns;
  gint64          last_frame_poll_ns;
  gint64          last_frame_cpu_ns;
  gint64          last_frame_server_ns;
  long            last_frame_faults;
  /* Events and phases within the current frame. */
  gint64          update_end_ns;
  guint           n_motions;
  guint           n_frames_painted;
  /* The end of the last frame that drew the child. */
  gint64          last_draw_ns;

  /* bench_frames_wait_for_draw () */
  gboolean        wait_for_draw;
  gboolean        drawn;

  /* bench_frames_run () */
  BenchFrameFunc  func;
  gpointer        user_data;
  guint           tick_id;
  guint           warmup;
  guint           n_frames;
  guint           next_frame;
  gboolean        ticked;
  GArray         *busy;
  GArray         *motion_busy;
  GArray         *motion_cpu;
  GArray         *paint;
  GArray         *snapshot;
  guint           n_drawn;
  GArray         *cpu;
  GArray         *server;
  long            faults;
};

/* The CPU clock of the X server, when it runs on this machine and this
 * process may read it; CLOCK_PROCESS_CPUTIME_ID otherwise.
 */
static clockid_t server_clock = CLOCK_PROCESS_CPUTIME_ID;
static gboolean  have_server_clock;

static gint64
clock_ns (clockid_t clock)
{
  struct timespec ts;

  if (clock_gettime (clock, &ts) != 0)
    return 0;

  return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

/* CPU time of the X server, 0 if out of reach. */
static gint64
server_now_ns (void)
{
  return have_server_clock ? clock_ns (server_clock) : 0;
}

/* Page faults of this process so far: a frame that takes fresh memory
 * from the system faults in each page of it.
 */
static long
faults_now (void)
{
  struct rusage usage;

  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return 0;

  return usage.ru_minflt + usage.ru_majflt;
}

/* CPU time of this process and of the X server. */
static gint64
cpu_now_ns (void)
{
  return clock_ns (CLOCK_PROCESS_CPUTIME_ID) + server_now_ns ();
}

/* Finds the X server of $DISPLAY (":N") among the processes: one whose
 * command line has the argument ":N".
 */
static void
find_server_clock (void)
{
  const char *display = g_getenv ("DISPLAY");
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (display == NULL || display[0] != ':' ||
      (dir = g_dir_open ("/proc", 0, NULL)) == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *cmdline = NULL;
      gsize length;
      char *end;
      guint64 pid = g_ascii_strtoull (name, &end, 10);

      if (*end != '\0' || pid == 0)
        continue;

      path = g_strdup_printf ("/proc/%s/cmdline", name);
      if (!g_file_get_contents (path, &cmdline, &length, NULL))
        continue;

      /* Arguments are separated by NULs; look past the program name. */
      for (gsize i = strlen (cmdline) + 1; i < length; i += strlen (cmdline + i) + 1)
        {
          if (g_str_equal (cmdline + i, display))
            {
              clockid_t clock;

              if (clock_getcpuclockid ((pid_t) pid, &clock) == 0 &&
                  clock_ns (clock) > 0)
                {
                  server_clock = clock;
                  have_server_clock = TRUE;
                }
              return;
            }
        }
    }
}

gboolean
bench_frames_init (GError **error)
{
  static gboolean initialized;
  const char *renderer = g_getenv ("GSK_RENDERER");
  const char *backend = g_getenv ("GDK_BACKEND");
  GdkDisplay *display;
  int event_base, error_base, major, minor;

  if (initialized)
    return TRUE;

  /* GTK's cairo renderer unless the GL renderer is asked for. */
  if (renderer != NULL &&
      !g_str_equal (renderer, "cairo") &&
      !g_str_equal (renderer, "gl") &&
      !g_str_equal (renderer, "opengl") &&
      !g_str_equal (renderer, "ngl"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "The view workloads are measured with the cairo or the GL "
                   "renderer; set GSK_RENDERER to “cairo” or “gl” (it is “%s”).",
                   renderer);
      return FALSE;
    }

  if (backend != NULL && g_strcmp0 (backend, "x11") != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "The view workloads need the X11 backend; "
                   "unset GDK_BACKEND (it is “%s”).", backend);
      return FALSE;
    }

  if (renderer == NULL)
    g_setenv ("GSK_RENDERER", "cairo", TRUE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);

  if (!gtk_init_check ())
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                   "The view workloads need an X11 display (run them under "
                   "xvfb-run -s \"-screen 0 1600x1000x24\").");
      return FALSE;
    }

  display = gdk_display_get_default ();
  if (!GDK_IS_X11_DISPLAY (display))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "The view workloads need an X11 display.");
      return FALSE;
    }

  if (!XTestQueryExtension (gdk_x11_display_get_xdisplay (display),
                            &event_base, &error_base, &major, &minor))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "The view workloads need the XTest extension of the X "
                   "server.");
      return FALSE;
    }

  g_main_context_set_poll_func (g_main_context_default (), timed_poll);
  find_server_clock ();
  if (!have_server_clock)
    g_printerr ("# The X server's CPU time is out of reach: CPU figures are "
                "this process's alone\n");

  initialized = TRUE;

  return TRUE;
}

static gboolean
legacy_event_cb (GtkEventControllerLegacy *controller,
                 GdkEvent                 *event,
                 BenchFrames              *self)
{
  if (gdk_event_get_event_type (event) == GDK_MOTION_NOTIFY)
    self->n_motions++;

  return GDK_EVENT_PROPAGATE;
}

static void
update_end_cb (GdkFrameClock *clock,
               BenchFrames   *self)
{
  self->update_end_ns = bench_now_ns ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                BenchFrames   *self)
{
  gint64 now, busy_ns, paint_ns;
  guint n_motions = self->n_motions;

  /* Wait for the X server to have done its part of the frame. */
  gdk_display_sync (gtk_widget_get_display (self->window));
  now = bench_now_ns ();

  busy_ns = (now - self->last_frame_end_ns) - (poll_ns - self->last_frame_poll_ns);
  paint_ns = self->update_end_ns != 0 ? now - self->update_end_ns : 0;

  if (self->probe->n_snapshots > 0)
    self->last_draw_ns = now;
  if (self->wait_for_draw && self->probe->n_snapshots > 0)
    self->drawn = TRUE;

  if (self->func != NULL && self->ticked && self->next_frame > self->warmup)
    {
      double busy_ms = busy_ns / 1e6;
      double paint_ms = paint_ns / 1e6;
      double snapshot_ms = self->probe->snapshot_ns / 1e6;
      double cpu_ms = (cpu_now_ns () - self->last_frame_cpu_ns) / 1e6;
      double server_ms = (server_now_ns () - self->last_frame_server_ns) / 1e6;

      g_array_append_val (self->busy, busy_ms);
      g_array_append_val (self->paint, paint_ms);
      g_array_append_val (self->snapshot, snapshot_ms);
      g_array_append_val (self->cpu, cpu_ms);
      g_array_append_val (self->server, server_ms);
      self->faults += faults_now () - self->last_frame_faults;
      if (self->probe->n_snapshots > 0)
        self->n_drawn++;
      if (n_motions > 0)
        {
          g_array_append_val (self->motion_busy, busy_ms);
          g_array_append_val (self->motion_cpu, cpu_ms);
        }
    }
  self->ticked = FALSE;

  self->last_frame_end_ns = now;
  self->last_frame_poll_ns = poll_ns;
  self->last_frame_cpu_ns = cpu_now_ns ();
  self->last_frame_server_ns = server_now_ns ();
  self->last_frame_faults = faults_now ();
  self->update_end_ns = 0;
  self->n_motions = 0;
  self->probe->snapshot_ns = 0;
  self->probe->n_snapshots = 0;
  self->n_frames_painted++;
}

BenchFrames *
bench_frames_new_or_exit (void)
{
  g_autoptr(GError) error = NULL;

  if (!bench_frames_init (&error))
    {
      g_printerr ("%s\n", error->message);
      exit (EXIT_FAILURE);
    }

  return bench_frames_new ();
}

BenchFrames *
bench_frames_new (void)
{
  BenchFrames *self = g_new0 (BenchFrames, 1);
  GtkEventController *legacy;
  GdkMonitor *monitor;
  GdkRectangle geometry;

  self->window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (self->window), "flow-bench");
  gtk_window_set_decorated (GTK_WINDOW (self->window), FALSE);
  gtk_window_set_resizable (GTK_WINDOW (self->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (self->window),
                               BENCH_FRAMES_WIDTH, BENCH_FRAMES_HEIGHT);

  self->probe = g_object_new (BENCH_TYPE_PROBE, NULL);
  gtk_widget_set_size_request (GTK_WIDGET (self->probe),
                               BENCH_FRAMES_WIDTH, BENCH_FRAMES_HEIGHT);
  gtk_window_set_child (GTK_WINDOW (self->window), GTK_WIDGET (self->probe));

  legacy = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (legacy_event_cb), self);
  gtk_widget_add_controller (self->window, legacy);

  gtk_widget_realize (self->window);
  /* For the view and the floor alike; see bench-x11.c. */
  bench_x11_keep_shm_pool (GTK_NATIVE (self->window));
  g_printerr ("# renderer: %s\n",
              G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (self->window))));
  if (bench_x11_holds_shm_pool (gtk_widget_get_display (self->window), NULL, NULL))
    g_printerr ("# cairo's pool of X shared memory is kept for the window\n");
  self->clock = g_object_ref (gtk_widget_get_frame_clock (self->window));
  self->xdisplay = gdk_x11_display_get_xdisplay (gtk_widget_get_display (self->window));
  g_signal_connect_after (self->clock, "update", G_CALLBACK (update_end_cb), self);
  g_signal_connect (self->clock, "after-paint", G_CALLBACK (after_paint_cb), self);

  self->last_frame_end_ns = bench_now_ns ();
  self->last_frame_poll_ns = poll_ns;

  gtk_window_present (GTK_WINDOW (self->window));

  monitor = g_list_model_get_item (gdk_display_get_monitors (gtk_widget_get_display (self->window)), 0);
  if (monitor != NULL)
    {
      gdk_monitor_get_geometry (monitor, &geometry);
      if (geometry.width < BENCH_FRAMES_WIDTH || geometry.height < BENCH_FRAMES_HEIGHT)
        g_printerr ("# The screen (%d×%d) is smaller than the window (%d×%d): "
                    "the frame figures are not comparable\n",
                    geometry.width, geometry.height,
                    BENCH_FRAMES_WIDTH, BENCH_FRAMES_HEIGHT);
      g_object_unref (monitor);
    }

  bench_frames_wait_for_draw (self);

  return self;
}

void
bench_frames_free (BenchFrames *self)
{
  if (self == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  gtk_window_destroy (GTK_WINDOW (self->window));
  g_free (self);
}

GtkWidget *
bench_frames_get_child (BenchFrames *self)
{
  return self->probe->child;
}

void
bench_frames_set_child (BenchFrames *self,
                        GtkWidget   *child)
{
  bench_probe_set_child (self->probe, child);
  self->root_valid = FALSE;
}

static gboolean
wait_timeout_cb (gpointer user_data)
{
  g_error ("No frame was drawn in %d s", WAIT_TIMEOUT_S);

  return G_SOURCE_REMOVE;
}

double
bench_frames_wait_for_draw (BenchFrames *self)
{
  gint64 start = bench_now_ns ();
  guint timeout_id;

  /* Counters of a frame under way would count work done before now. */
  self->probe->n_snapshots = 0;
  self->wait_for_draw = TRUE;
  self->drawn = FALSE;

  timeout_id = g_timeout_add_seconds (WAIT_TIMEOUT_S, wait_timeout_cb, NULL);
  while (!self->drawn)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout_id);

  self->wait_for_draw = FALSE;

  return bench_elapsed_ms (start);
}

double
bench_frames_wait_until_still (BenchFrames *self,
                               gint64       since_ns,
                               guint        quiet_ms)
{
  gint64 start = bench_now_ns ();

  while (bench_now_ns () - MAX (self->last_draw_ns, start) < quiet_ms * G_GINT64_CONSTANT (1000000))
    {
      if (bench_now_ns () - start > WAIT_TIMEOUT_S * G_GINT64_CONSTANT (1000000000))
        g_error ("The window did not stop drawing in %d s", WAIT_TIMEOUT_S);

      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }

  return self->last_draw_ns > since_ns ? (self->last_draw_ns - since_ns) / 1e6 : 0;
}

static gboolean
idle_tick_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       user_data)
{
  return G_SOURCE_CONTINUE;
}

void
bench_frames_wait_frames (BenchFrames *self,
                          guint        n_frames)
{
  guint target = self->n_frames_painted + n_frames;
  guint tick_id, timeout_id;

  /* A tick callback keeps the frame clock running. */
  tick_id = gtk_widget_add_tick_callback (self->window, idle_tick_cb, NULL, NULL);
  timeout_id = g_timeout_add_seconds (WAIT_TIMEOUT_S, wait_timeout_cb, NULL);
  while (self->n_frames_painted < target)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout_id);
  gtk_widget_remove_tick_callback (self->window, tick_id);
}

static gboolean
run_tick_cb (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  BenchFrames *self = user_data;

  if (self->next_frame >= self->warmup + self->n_frames)
    return G_SOURCE_CONTINUE;

  self->func (self, self->next_frame, self->user_data);
  self->next_frame++;
  self->ticked = TRUE;

  return G_SOURCE_CONTINUE;
}

static double
median_ms (GArray *values)
{
  g_autoptr(GArray) copy = g_array_copy (values);

  return bench_median (copy);
}

void
bench_frames_run (BenchFrames     *self,
                  guint            warmup,
                  guint            n_frames,
                  BenchFrameFunc   func,
                  gpointer         user_data,
                  BenchFrameStats *stats)
{
  guint timeout_id;

  g_return_if_fail (n_frames > 0);
  g_return_if_fail (func != NULL);

  self->busy = g_array_new (FALSE, FALSE, sizeof (double));
  self->motion_busy = g_array_new (FALSE, FALSE, sizeof (double));
  self->motion_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  self->paint = g_array_new (FALSE, FALSE, sizeof (double));
  self->snapshot = g_array_new (FALSE, FALSE, sizeof (double));
  self->n_drawn = 0;
  self->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  self->server = g_array_new (FALSE, FALSE, sizeof (double));
  self->faults = 0;
  self->func = func;
  self->user_data = user_data;
  self->warmup = warmup;
  self->n_frames = n_frames;
  self->next_frame = 0;
  self->ticked = FALSE;

  self->tick_id = gtk_widget_add_tick_callback (self->window, run_tick_cb, self, NULL);
  timeout_id = g_timeout_add_seconds (WAIT_TIMEOUT_S + n_frames, wait_timeout_cb, NULL);
  while (self->busy->len < n_frames)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout_id);
  gtk_widget_remove_tick_callback (self->window, self->tick_id);
  self->tick_id = 0;
  self->func = NULL;

  stats->busy_ms = median_ms (self->busy);
  stats->worst_busy_ms = 0;
  for (guint i = 0; i < self->busy->len; i++)
    stats->worst_busy_ms = MAX (stats->worst_busy_ms, g_array_index (self->busy, double, i));
  stats->paint_ms = median_ms (self->paint);
  stats->snapshot_ms = median_ms (self->snapshot);
  stats->n_frames = self->busy->len;
  stats->n_motion_frames = self->motion_busy->len;
  stats->n_drawn_frames = self->n_drawn;
  stats->motion_busy_ms = median_ms (self->motion_busy);
  stats->cpu_ms = median_ms (self->cpu);
  stats->motion_cpu_ms = median_ms (self->motion_cpu);
  stats->server_ms = median_ms (self->server);
  stats->faults_per_frame = (double) self->faults / self->busy->len;
  g_clear_pointer (&self->cpu, g_array_unref);
  g_clear_pointer (&self->server, g_array_unref);

  g_clear_pointer (&self->busy, g_array_unref);
  g_clear_pointer (&self->motion_busy, g_array_unref);
  g_clear_pointer (&self->motion_cpu, g_array_unref);
  g_clear_pointer (&self->paint, g_array_unref);
  g_clear_pointer (&self->snapshot, g_array_unref);
}

static void
ensure_root_origin (BenchFrames *self)
{
  GtkWidget *child = self->probe->child;
  graphene_point_t origin;
  GdkSurface *surface;
  Window unused;
  double surface_x, surface_y;

  if (self->root_valid)
    return;

  if (child == NULL ||
      !gtk_widget_compute_point (child, self->window,
                                 &GRAPHENE_POINT_INIT (0, 0), &origin))
    origin = GRAPHENE_POINT_INIT (0, 0);

  gtk_native_get_surface_transform (GTK_NATIVE (self->window), &surface_x, &surface_y);
  surface = gtk_native_get_surface (GTK_NATIVE (self->window));

  XTranslateCoordinates (self->xdisplay,
                         gdk_x11_surface_get_xid (surface),
                         DefaultRootWindow (self->xdisplay),
                         (int) (origin.x + surface_x),
                         (int) (origin.y + surface_y),
                         &self->root_x, &self->root_y, &unused);
  self->root_valid = TRUE;
}

void
bench_frames_move_pointer (BenchFrames *self,
                           double       x,
                           double       y)
{
  ensure_root_origin (self);

  XTestFakeMotionEvent (self->xdisplay, -1,
                        self->root_x + (int) x, self->root_y + (int) y,
                        CurrentTime);
  XFlush (self->xdisplay);
}

void
bench_frames_move_pointer_away (BenchFrames *self)
{
  int screen = DefaultScreen (self->xdisplay);

  XTestFakeMotionEvent (self->xdisplay, -1,
                        DisplayWidth (self->xdisplay, screen) - 1,
                        DisplayHeight (self->xdisplay, screen) - 1,
                        CurrentTime);
  XFlush (self->xdisplay);
}

void
bench_frames_press_button (BenchFrames *self)
{
  XTestFakeButtonEvent (self->xdisplay, 1, True, CurrentTime);
  XFlush (self->xdisplay);
}

void
bench_frames_release_button (BenchFrames *self)
{
  XTestFakeButtonEvent (self->xdisplay, 1, False, CurrentTime);
  XFlush (self->xdisplay);
}

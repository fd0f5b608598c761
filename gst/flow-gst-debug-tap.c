/* flow-gst-debug-tap.c: GStreamer's debug log, as much of it as concerns
 * one pipeline at a level chosen for it, taken from the threads that
 * log and handed to the main context in batches.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-debug-tap.h"

/* Implementation notes:
 *
 * GStreamer's debug log is one for the process: a threshold per
 * category, and log functions that every thread calls with each line
 * above it. A tap asks for the lines of the objects of one pipeline (an
 * element, a pad, anything whose topmost parent it is) up to a level;
 * every tap of the process shares one log function, added once and
 * never removed (GStreamer may still be calling a log function it was
 * just told to forget), which finds the taps that want a line under a
 * lock of its own. The parents are read as GStreamer's own debug
 * macros read them, without the objects' locks, which the thread
 * logging may hold.
 *
 * The default threshold is raised to the highest level a tap asks for,
 * and set back when no tap asks any more. Without GST_DEBUG in the
 * environment, GStreamer's default log function, which writes to the
 * terminal, is taken out meanwhile, so that what the window asks for
 * does not flood the terminal; with GST_DEBUG, the terminal gets the
 * raised level too (GStreamer keeps one threshold for all log
 * functions).
 *
 * Lines are formatted in the thread that logs them and kept, at most
 * MAX_PENDING a tap, until a timeout on the main context hands them
 * over, ten times a second: at the Log level a pipeline logs thousands
 * of lines a second, and a row for each, as it comes, would stall the
 * window. What does not fit is counted and left out.
 */

#define MAX_PENDING 1000
#define FLUSH_INTERVAL_MS 100

struct _FlowGstDebugTap
{
  FlowGstDebugTapFunc  func;
  gpointer             user_data;
  GMainContext        *context;

  /* Under the lock: */
  GstDebugLevel        level;
  gconstpointer        pipeline;
  GPtrArray           *pending;
  guint                dropped;
  GSource             *flush;
};

static GMutex lock;
/* Under the lock: the taps. */
static GPtrArray *taps;
/* The main thread's: */
static gboolean hooked;
static gboolean raised;
static GstDebugLevel saved_threshold;
static gboolean default_removed;

static void
record_clear (FlowGstDebugRecord *record)
{
  g_free (record->category);
  g_free (record->object);
  g_free (record->message);
  g_free (record->location);
}

static void
record_unref (gpointer record)
{
  g_atomic_rc_box_release_full (record, (GDestroyNotify) record_clear);
}

/* The name a line gives its object: "element:pad" for a pad, as
 * GStreamer's own log writes it.
 */
static char *
object_name (GstObject *object)
{
  GstObject *parent = GST_OBJECT_PARENT (object);

  if (GST_IS_PAD (object) && parent != NULL)
    return g_strdup_printf ("%s:%s", GST_STR_NULL (GST_OBJECT_NAME (parent)),
                            GST_STR_NULL (GST_OBJECT_NAME (object)));

  return g_strdup (GST_STR_NULL (GST_OBJECT_NAME (object)));
}

static gboolean flush_cb (gpointer user_data);

/* Any thread. */
static void
log_cb (GstDebugCategory *category,
        GstDebugLevel     level,
        const char       *file,
        const char       *function,
        gint              line,
        GObject          *object,
        GstDebugMessage  *message,
        gpointer          user_data)
{
  FlowGstDebugRecord *record;
  GstObject *top;
  gboolean wanted = FALSE;
  const char *text;

  if (object == NULL || !GST_IS_OBJECT (object))
    return;

  for (top = GST_OBJECT (object); GST_OBJECT_PARENT (top) != NULL; top = GST_OBJECT_PARENT (top))
    ;

  g_mutex_lock (&lock);
  for (guint i = 0; taps != NULL && i < taps->len && !wanted; i++)
    {
      FlowGstDebugTap *tap = g_ptr_array_index (taps, i);

      wanted = tap->pipeline == (gconstpointer) top && level <= tap->level;
    }
  g_mutex_unlock (&lock);

  if (!wanted)
    return;

  /* Formatted outside the lock: it may print caps, which lock. */
  text = gst_debug_message_get (message);
  record = g_atomic_rc_box_new0 (FlowGstDebugRecord);
  record->level = level;
  record->time = g_get_real_time ();
  record->category = g_strdup (gst_debug_category_get_name (category));
  record->object = object_name (GST_OBJECT (object));
  record->message = g_strdup (text != NULL ? text : "");
  record->location = g_strdup_printf ("%s:%d:%s", file, line, function);

  g_mutex_lock (&lock);
  for (guint i = 0; taps != NULL && i < taps->len; i++)
    {
      FlowGstDebugTap *tap = g_ptr_array_index (taps, i);

      if (tap->pipeline != (gconstpointer) top || level > tap->level)
        continue;

      if (tap->pending->len >= MAX_PENDING)
        {
          g_ptr_array_remove_index (tap->pending, 0);
          tap->dropped++;
        }
      g_ptr_array_add (tap->pending, g_atomic_rc_box_acquire (record));

      if (tap->flush == NULL)
        {
          tap->flush = g_timeout_source_new (FLUSH_INTERVAL_MS);
          g_source_set_static_name (tap->flush, "[flow-gst] debug log");
          g_source_set_callback (tap->flush, flush_cb, tap, NULL);
          g_source_attach (tap->flush, tap->context);
        }
    }
  g_mutex_unlock (&lock);

  record_unref (record);
}

/* The main context's. */
static void
hand_over (FlowGstDebugTap *tap)
{
  g_autoptr(GPtrArray) records = NULL;
  GSource *flush;
  guint dropped;

  g_mutex_lock (&lock);
  /* Nothing came: as for every bus message while the level is Off. */
  if (tap->pending->len == 0 && tap->dropped == 0 && tap->flush == NULL)
    {
      g_mutex_unlock (&lock);
      return;
    }
  records = g_steal_pointer (&tap->pending);
  tap->pending = g_ptr_array_new_with_free_func (record_unref);
  dropped = tap->dropped;
  tap->dropped = 0;
  flush = g_steal_pointer (&tap->flush);
  g_mutex_unlock (&lock);

  if (flush != NULL)
    {
      g_source_destroy (flush);
      g_source_unref (flush);
    }

  if (records->len > 0 || dropped > 0)
    tap->func (records, dropped, tap->user_data);
}

static gboolean
flush_cb (gpointer user_data)
{
  hand_over (user_data);

  return G_SOURCE_REMOVE;
}

/* Sets GStreamer's threshold for the taps' highest level, or back to
 * what it was when no tap asks for anything.
 */
static void
update_threshold (void)
{
  GstDebugLevel highest = GST_LEVEL_NONE;

  g_mutex_lock (&lock);
  for (guint i = 0; taps != NULL && i < taps->len; i++)
    highest = MAX (highest, ((FlowGstDebugTap *) g_ptr_array_index (taps, i))->level);
  g_mutex_unlock (&lock);

  if (highest > GST_LEVEL_NONE)
    {
      if (!hooked)
        {
          gst_debug_add_log_function (log_cb, NULL, NULL);
          hooked = TRUE;
        }
      if (!raised)
        {
          saved_threshold = gst_debug_get_default_threshold ();
          /* A statement of its own: GStreamer's header makes
           * gst_debug_remove_log_function () a macro with a bare ?:,
           * which an && before it would swallow.
           */
          if (g_getenv ("GST_DEBUG") == NULL)
            default_removed = gst_debug_remove_log_function (gst_debug_log_default) > 0;
          else
            default_removed = FALSE;
          raised = TRUE;
        }
      gst_debug_set_default_threshold (MAX (saved_threshold, highest));
    }
  else if (raised)
    {
      gst_debug_set_default_threshold (saved_threshold);
      if (default_removed)
        gst_debug_add_log_function (gst_debug_log_default, NULL, NULL);
      default_removed = FALSE;
      raised = FALSE;
    }
}

/* A tap that calls @func on the thread-default main context of the
 * caller with the lines it was asked for. It asks for none until a level
 * and a pipeline are set.
 */
FlowGstDebugTap *
flow_gst_debug_tap_new (FlowGstDebugTapFunc func,
                        gpointer            user_data)
{
  FlowGstDebugTap *tap;

  g_return_val_if_fail (func != NULL, NULL);

  tap = g_new0 (FlowGstDebugTap, 1);
  tap->func = func;
  tap->user_data = user_data;
  tap->context = g_main_context_ref_thread_default ();
  tap->level = GST_LEVEL_NONE;
  tap->pending = g_ptr_array_new_with_free_func (record_unref);

  g_mutex_lock (&lock);
  if (taps == NULL)
    taps = g_ptr_array_new ();
  g_ptr_array_add (taps, tap);
  g_mutex_unlock (&lock);

  return tap;
}

/* Stops @tap and frees it: @func is not called again, the lines not
 * handed over yet are lost.
 */
void
flow_gst_debug_tap_free (FlowGstDebugTap *tap)
{
  GSource *flush;

  if (tap == NULL)
    return;

  g_mutex_lock (&lock);
  g_ptr_array_remove (taps, tap);
  flush = g_steal_pointer (&tap->flush);
  g_mutex_unlock (&lock);

  if (flush != NULL)
    {
      g_source_destroy (flush);
      g_source_unref (flush);
    }

  update_threshold ();

  g_ptr_array_unref (tap->pending);
  g_main_context_unref (tap->context);
  g_free (tap);
}

/* The lines of @level and the levels above it, GST_LEVEL_NONE for none.
 * GStreamer's threshold is raised for the whole process while any tap
 * asks for more than it logs.
 */
void
flow_gst_debug_tap_set_level (FlowGstDebugTap *tap,
                              GstDebugLevel    level)
{
  g_return_if_fail (tap != NULL);
  g_return_if_fail (level >= GST_LEVEL_NONE && level < GST_LEVEL_COUNT);

  g_mutex_lock (&lock);
  tap->level = level;
  g_mutex_unlock (&lock);

  update_threshold ();
}

GstDebugLevel
flow_gst_debug_tap_get_level (FlowGstDebugTap *tap)
{
  GstDebugLevel level;

  g_return_val_if_fail (tap != NULL, GST_LEVEL_NONE);

  g_mutex_lock (&lock);
  level = tap->level;
  g_mutex_unlock (&lock);

  return level;
}

/* The lines of @pipeline's objects, and only those; NULL for none. The
 * pipeline is compared, not kept: set NULL before it goes.
 */
void
flow_gst_debug_tap_set_pipeline (FlowGstDebugTap *tap,
                                 GstElement      *pipeline)
{
  g_return_if_fail (tap != NULL);
  g_return_if_fail (pipeline == NULL || GST_IS_ELEMENT (pipeline));

  g_mutex_lock (&lock);
  tap->pipeline = pipeline;
  g_mutex_unlock (&lock);
}

/* Hands over the lines logged so far now, without waiting for the next
 * tenth of a second.
 */
void
flow_gst_debug_tap_flush (FlowGstDebugTap *tap)
{
  g_return_if_fail (tap != NULL);

  hand_over (tap);
}

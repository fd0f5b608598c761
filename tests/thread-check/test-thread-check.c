/* test-thread-check.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The thread check checks itself. Built only with ThreadSanitizer
 * (build-aux/tsan-check): a race that is there is reported, and the
 * handovers that GLib orders (a thread pool's queue, a GMutex, an
 * asynchronous queue, a main context) are not, which holds only when GLib
 * itself is built with ThreadSanitizer.
 */

#include "config.h"

#include <gio/gio.h>

/* Racy on purpose: written by two threads with nothing between them
 * that ThreadSanitizer counts as an order. The two relaxed flags only
 * make the writes meet while both threads live, every run: relaxed
 * atomics order nothing, so the race stays a race, and it no longer
 * depends on whether the new thread has already ended when the main
 * thread writes. Each variable has a cache line of its own: beside other
 * variables in the same 8 bytes of shadow memory, about one run in ten
 * reported nothing; alone, 200 runs of 200 report the race. */
static int unguarded __attribute__ ((aligned (64)));
static int written __attribute__ ((aligned (64)));
static int seen __attribute__ ((aligned (64)));

static G_GNUC_NO_INLINE gpointer
racy_thread (gpointer data)
{
  unguarded++;
  __atomic_store_n (&written, 1, __ATOMIC_RELAXED);

  while (!__atomic_load_n (&seen, __ATOMIC_RELAXED))
    g_usleep (100);

  return NULL;
}

static void
test_reports_race (void)
{
  g_test_summary ("ThreadSanitizer is on and fails the test that races.");

  if (g_test_subprocess ())
    {
      GThread *thread = g_thread_new ("racy", racy_thread, NULL);

      while (!__atomic_load_n (&written, __ATOMIC_RELAXED))
        g_usleep (100);

      unguarded++;
      __atomic_store_n (&seen, 1, __ATOMIC_RELAXED);
      g_thread_join (thread);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*WARNING: ThreadSanitizer: data race*racy_thread*");
}

/* Handed from the main thread to a worker and back, never shared. */
typedef struct
{
  guint  input;
  guint  output;
  char  *text;
} Item;

typedef struct
{
  GMutex        mutex;
  guint         guarded;  /* Under the mutex. */
  GAsyncQueue  *done;
  GMainContext *context;
  guint         delivered;  /* Main thread only. */
} Shared;

typedef struct
{
  Shared *shared;
  Item   *item;
} Delivery;

static gboolean
deliver_cb (gpointer data)
{
  Delivery *delivery = data;

  /* Written by the worker before it attached this source. */
  g_assert_cmpstr (delivery->item->text, !=, NULL);
  delivery->shared->delivered++;

  return G_SOURCE_REMOVE;
}

static void
work_cb (gpointer data,
         gpointer user_data)
{
  Item *item = data;
  Shared *shared = user_data;
  Delivery *delivery = g_new0 (Delivery, 1);

  item->output = item->input * 2;
  item->text = g_strdup_printf ("%u", item->output);

  g_mutex_lock (&shared->mutex);
  shared->guarded++;
  g_mutex_unlock (&shared->mutex);

  delivery->shared = shared;
  delivery->item = item;
  g_main_context_invoke_full (shared->context, G_PRIORITY_DEFAULT,
                              deliver_cb, delivery, g_free);

  g_async_queue_push (shared->done, item);
}

static void
test_sees_glib (void)
{
  g_test_summary ("The handovers GLib orders are not reported: GLib itself "
                  "is built with ThreadSanitizer.");

  if (g_test_subprocess ())
    {
      Shared shared = { 0, };
      GThreadPool *pool;
      g_autoptr(GPtrArray) items = g_ptr_array_new ();
      const guint n = 200;

      g_mutex_init (&shared.mutex);
      shared.done = g_async_queue_new ();
      shared.context = g_main_context_default ();
      pool = g_thread_pool_new (work_cb, &shared, 2, FALSE, NULL);

      for (guint i = 0; i < n; i++)
        {
          Item *item = g_new0 (Item, 1);

          item->input = i;
          g_thread_pool_push (pool, item, NULL);
        }

      for (guint i = 0; i < n; i++)
        {
          Item *item = g_async_queue_pop (shared.done);

          g_assert_cmpuint (item->output, ==, item->input * 2);
          g_ptr_array_add (items, item);
        }

      while (shared.delivered < n)
        g_main_context_iteration (shared.context, TRUE);

      g_thread_pool_free (pool, FALSE, TRUE);

      g_mutex_lock (&shared.mutex);
      g_assert_cmpuint (shared.guarded, ==, n);
      g_mutex_unlock (&shared.mutex);

      for (guint i = 0; i < items->len; i++)
        {
          Item *item = g_ptr_array_index (items, i);

          g_free (item->text);
          g_free (item);
        }
      g_async_queue_unref (shared.done);
      g_mutex_clear (&shared.mutex);
      return;
    }

  /* A report makes the child fail; its stderr shows it. */
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/thread-check/reports-race", test_reports_race);
  g_test_add_func ("/thread-check/sees-glib", test_sees_glib);

  return g_test_run ();
}

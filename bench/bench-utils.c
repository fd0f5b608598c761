/* bench-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "bench-utils.h"

#include <string.h>

#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

gint64
bench_now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);

  return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

double
bench_elapsed_ms (gint64 start_ns)
{
  return (bench_now_ns () - start_ns) / 1e6;
}

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double da = *(const double *)a;
  double db = *(const double *)b;

  return (da > db) - (da < db);
}

double
bench_median (GArray *values)
{
  guint n = values->len;

  if (n == 0)
    return NAN;

  g_array_sort (values, compare_double);

  if (n % 2 == 1)
    return g_array_index (values, double, n / 2);

  return (g_array_index (values, double, n / 2 - 1) +
          g_array_index (values, double, n / 2)) / 2.0;
}

gsize
bench_heap_bytes (void)
{
  struct mallinfo2 info = mallinfo2 ();

  /* uordblks: bytes in chunks in use from the arenas; hblkhd: bytes in
   * chunks mmap()ed on their own (large blocks).
   */
  return info.uordblks + info.hblkhd;
}

gsize
bench_rss_bytes (void)
{
  g_autofree char *contents = NULL;
  unsigned long size, resident;

  if (!g_file_get_contents ("/proc/self/statm", &contents, NULL, NULL) ||
      sscanf (contents, "%lu %lu", &size, &resident) != 2)
    return 0;

  return (gsize) resident * (gsize) sysconf (_SC_PAGESIZE);
}

gsize
bench_peak_rss_bytes (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (line = strstr (status, "VmHWM:")) == NULL)
    return 0;

  return g_ascii_strtoull (line + strlen ("VmHWM:"), NULL, 10) * 1024;
}

gboolean
bench_reset_peak_rss (void)
{
  FILE *clear_refs = fopen ("/proc/self/clear_refs", "w");
  gboolean done;

  if (clear_refs == NULL)
    return FALSE;
  done = fputs ("5", clear_refs) >= 0;

  return fclose (clear_refs) == 0 && done;
}

void
bench_trim (void)
{
  malloc_trim (0);
}

void
bench_print_result (const char *name,
                    double      value,
                    const char *unit)
{
  /* Three significant decimals at most: enough to compare runs, short
   * enough to read. Integers print as integers.
   */
  if (value == floor (value) && fabs (value) < 1e15)
    printf ("%s %.0f %s\n", name, value, unit);
  else if (fabs (value) >= 100)
    printf ("%s %.1f %s\n", name, value, unit);
  else
    printf ("%s %.3g %s\n", name, value, unit);

  fflush (stdout);
}

guint *
bench_shuffled_indices (guint   n,
                        guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint *indices = g_new (guint, n);

  for (guint i = 0; i < n; i++)
    indices[i] = i;

  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint tmp = indices[i - 1];

      indices[i - 1] = indices[j];
      indices[j] = tmp;
    }

  return indices;
}

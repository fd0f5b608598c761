/* bench-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Timing, on the monotonic clock. */
gint64  bench_now_ns          (void);
double  bench_elapsed_ms      (gint64      start_ns);

/* The median of @values (doubles); sorts @values in place. NaN if empty. */
double  bench_median          (GArray     *values);

/* Memory. bench_heap_bytes () is what malloc has handed out and not got
 * back (mallinfo2 in-use bytes, chunk headers included);
 * bench_rss_bytes () is the resident set size from /proc/self/statm.
 * bench_trim () gives free heap pages back to the system first, so that
 * an RSS delta counts pages that are really in use.
 */
gsize   bench_heap_bytes      (void);
gsize   bench_rss_bytes       (void);
void    bench_trim            (void);
/* The high-water mark of the resident set size (VmHWM), in bytes, and
 * resetting it to the current size (writing 5 to /proc/self/clear_refs,
 * Linux 4.0): 0 and FALSE where that does not work.
 */
gsize    bench_peak_rss_bytes  (void);
gboolean bench_reset_peak_rss  (void);

/* Prints one figure as a line `name value unit` on stdout. */
void    bench_print_result    (const char *name,
                               double      value,
                               const char *unit);

/* A deterministic pseudo-random permutation of 0 … n-1 (Fisher-Yates
 * with a fixed seed), so that "shuffled" workloads are the same every run.
 */
guint  *bench_shuffled_indices (guint      n,
                                guint32    seed);

G_END_DECLS

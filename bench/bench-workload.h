/* bench-workload.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How flow-bench is extended.
 *
 * A workload has a stable dotted name (`model.build.n1000`). flow-bench
 * calls its function once per run; the function does its own setup, times
 * what it measures, and reports one or more figures through
 * bench_run_report (). After the last run flow-bench prints, for each
 * figure, the median over the runs as a line `name value unit`.
 *
 * Each group of workloads lives in its own file with one registration
 * function, listed in the table in flow-bench.c: bench_model_register ()
 * in bench-model.c, and bench_view_register () in bench-view.c and
 * bench_arrange_register () in bench-arrange.c, which are built only when
 * GTK is found (BENCH_HAVE_VIEW), and bench_gst_register ()
 * in bench-gst.c, only when flow-gst is built too (BENCH_HAVE_GST).
 */

typedef struct _BenchRun BenchRun;

typedef void (*BenchWorkloadFunc) (BenchRun *run,
                                   gpointer  user_data);

/* Adds a workload. @default_runs is the number of runs when --runs is not
 * given: more for short workloads, whose single runs are noisier.
 */
void   bench_add_workload    (const char        *name,
                              guint              default_runs,
                              BenchWorkloadFunc  func,
                              gpointer           user_data);

/* Makes the runs of the workloads named @first and @second alternate
 * when both are selected: a run of @first, then one of @second, and so
 * on, rather than all runs of @first before those of @second. Two figures
 * meant to be compared are then taken seconds apart, not minutes, and a
 * machine whose speed drifts over minutes moves both alike. Both must
 * exist and have the same default number of runs; the pair runs where
 * @first would have run.
 */
void   bench_alternate_workloads (const char    *first,
                                  const char    *second);

/* Reports a figure of the current run. @suffix is NULL for the figure
 * named after the workload itself, or a name appended to it after a dot
 * (`per_hop` for `model.chain.n100.changes100000.per_hop`). Every run of a
 * workload must report the same figures with the same units.
 */
void   bench_run_report      (BenchRun          *run,
                              const char        *suffix,
                              double             value,
                              const char        *unit);

/* The index of the current run, from 0. */
guint  bench_run_get_index   (BenchRun          *run);

/* Registration functions of the groups. */
void   bench_model_register  (void);
void   bench_engine_register (void);
void   bench_groups_register (void);
void   bench_persistence_register (void);
#ifdef BENCH_HAVE_VIEW
void          bench_view_register          (void);
void          bench_arrange_register       (void);
void          bench_view_chain_register    (void);
void          bench_view_find_register     (void);
void          bench_view_connect_register  (void);
void          bench_view_edit_register     (void);
void          bench_view_groups_register   (void);
/* The options of the view workloads (--frames). */
GOptionGroup *bench_view_get_option_group  (void);
#endif
#ifdef BENCH_HAVE_GST
/* The flow-gst workloads (bench-gst.c): with GStreamer and the view's. */
void          bench_gst_register           (void);
#endif

G_END_DECLS

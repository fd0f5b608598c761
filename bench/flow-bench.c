/* flow-bench.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* flow-bench: Flow's benchmark program.
 *
 *   flow-bench [--filter GLOB[,GLOB…]] [--runs N] [--list]
 *
 * Runs the selected workloads and prints one line per figure,
 * `name value unit`, each value the median over the runs. The names stay
 * the same from one version to the next, so that results can be compared
 * over time. Progress and notes go to stderr, figures alone to stdout.
 */

#include "config.h"

#include "bench-utils.h"
#include "bench-workload.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  char              *name;
  guint              default_runs;
  BenchWorkloadFunc  func;
  gpointer           user_data;
} BenchWorkload;

typedef struct
{
  char   *name;
  char   *unit;
  GArray *values;
} BenchFigure;

struct _BenchRun
{
  BenchWorkload *workload;
  guint          index;
  /* BenchFigure, in the order they were first reported. */
  GPtrArray     *figures;
};

/* The registration table: one function per group of workloads. */
static const struct
{
  const char *group;
  void      (*register_func) (void);
} groups[] = {
  { "model", bench_model_register },
  { "persistence", bench_persistence_register },
#ifdef BENCH_HAVE_VIEW
  { "view", bench_view_register },
#endif
};

static GPtrArray *workloads;

static void
bench_workload_free (gpointer data)
{
  BenchWorkload *workload = data;

  g_free (workload->name);
  g_free (workload);
}

static void
bench_figure_free (gpointer data)
{
  BenchFigure *figure = data;

  g_free (figure->name);
  g_free (figure->unit);
  g_array_unref (figure->values);
  g_free (figure);
}

void
bench_add_workload (const char        *name,
                    guint              default_runs,
                    BenchWorkloadFunc  func,
                    gpointer           user_data)
{
  BenchWorkload *workload;

  g_return_if_fail (name != NULL);
  g_return_if_fail (func != NULL);

  workload = g_new0 (BenchWorkload, 1);
  workload->name = g_strdup (name);
  workload->default_runs = MAX (default_runs, 1);
  workload->func = func;
  workload->user_data = user_data;

  g_ptr_array_add (workloads, workload);
}

void
bench_run_report (BenchRun   *run,
                  const char *suffix,
                  double      value,
                  const char *unit)
{
  g_autofree char *name = NULL;
  BenchFigure *figure = NULL;

  g_return_if_fail (run != NULL);
  g_return_if_fail (unit != NULL);

  if (suffix != NULL)
    name = g_strdup_printf ("%s.%s", run->workload->name, suffix);
  else
    name = g_strdup (run->workload->name);

  for (guint i = 0; i < run->figures->len; i++)
    {
      BenchFigure *f = g_ptr_array_index (run->figures, i);

      if (strcmp (f->name, name) == 0)
        {
          figure = f;
          break;
        }
    }

  if (figure == NULL)
    {
      figure = g_new0 (BenchFigure, 1);
      figure->name = g_steal_pointer (&name);
      figure->unit = g_strdup (unit);
      figure->values = g_array_new (FALSE, FALSE, sizeof (double));
      g_ptr_array_add (run->figures, figure);
    }
  else if (strcmp (figure->unit, unit) != 0)
    {
      g_error ("The figure %s was reported in %s and in %s",
               figure->name, figure->unit, unit);
    }

  g_array_append_val (figure->values, value);
}

guint
bench_run_get_index (BenchRun *run)
{
  g_return_val_if_fail (run != NULL, 0);

  return run->index;
}

static void
run_workload (BenchWorkload *workload,
              guint          runs)
{
  g_autoptr(GPtrArray) figures = g_ptr_array_new_with_free_func (bench_figure_free);
  BenchRun run = { workload, 0, figures };
  gint64 start = bench_now_ns ();

  for (run.index = 0; run.index < runs; run.index++)
    workload->func (&run, workload->user_data);

  for (guint i = 0; i < figures->len; i++)
    {
      BenchFigure *figure = g_ptr_array_index (figures, i);

      if (figure->values->len != runs)
        g_error ("The figure %s was reported %u times in %u runs",
                 figure->name, figure->values->len, runs);

      bench_print_result (figure->name, bench_median (figure->values), figure->unit);
    }

  g_printerr ("# %s: %u runs in %.1f s\n",
              workload->name, runs, bench_elapsed_ms (start) / 1000.0);
}

/* GLib 2.74 reads G_SLICE once, before main () runs. Measure with the
 * system allocator, as GLib 2.76 and later always do: then the memory
 * figures count what the model allocates, not the slab's caches, and all
 * figures mean the same thing whatever the GLib version. Setting G_SLICE
 * yourself (to anything) skips this.
 */
static void
ensure_system_allocator (char **argv)
{
  if (g_getenv ("G_SLICE") != NULL)
    return;

  g_setenv ("G_SLICE", "always-malloc", TRUE);
  execv ("/proc/self/exe", argv);

  /* Only reached if execv () failed: carry on with the slab allocator. */
  g_printerr ("# could not restart with G_SLICE=always-malloc: %s\n",
              g_strerror (errno));
}

/* Whether @name matches one of @globs, or @globs is NULL. */
static gboolean
matches (char       **globs,
         const char  *name)
{
  if (globs == NULL)
    return TRUE;

  for (guint i = 0; globs[i] != NULL; i++)
    if (g_pattern_match_simple (globs[i], name))
      return TRUE;

  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *filter = NULL;
  g_auto(GStrv) globs = NULL;
  gboolean list = FALSE;
  int runs = 0;
  guint selected = 0;
  const GOptionEntry entries[] = {
    { "filter", 'f', 0, G_OPTION_ARG_STRING, &filter,
      "Run only the workloads whose name matches one of the GLOBs (* and ?), "
      "in their usual order", "GLOB[,GLOB…]" },
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs,
      "Run each workload N times (default: each workload's own count)", "N" },
    { "list", 'l', 0, G_OPTION_ARG_NONE, &list,
      "List the workloads and their default number of runs, then exit", NULL },
    { NULL }
  };

  /* First, with argv as it came. */
  ensure_system_allocator (argv);

  setlocale (LC_ALL, "");
  /* Figures always print with a decimal point. */
  setlocale (LC_NUMERIC, "C");

  context = g_option_context_new ("- measure Flow's performance");
  g_option_context_set_summary (context,
                                "Prints one line per figure, “name value unit”, "
                                "each value the median over the runs.");
  g_option_context_add_main_entries (context, entries, NULL);
#ifdef BENCH_HAVE_VIEW
  g_option_context_add_group (context, bench_view_get_option_group ());
#endif
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_FAILURE;
    }

  if (filter != NULL)
    globs = g_strsplit (filter, ",", -1);

  if (runs < 0)
    {
      g_printerr ("--runs needs a positive number\n");
      return EXIT_FAILURE;
    }

  workloads = g_ptr_array_new_with_free_func (bench_workload_free);
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    groups[i].register_func ();

  if (list)
    {
      for (guint i = 0; i < workloads->len; i++)
        {
          BenchWorkload *workload = g_ptr_array_index (workloads, i);

          if (matches (globs, workload->name))
            printf ("%s (%u runs)\n", workload->name, workload->default_runs);
        }
      g_ptr_array_unref (workloads);
      return EXIT_SUCCESS;
    }

  for (guint i = 0; i < workloads->len; i++)
    {
      BenchWorkload *workload = g_ptr_array_index (workloads, i);

      if (!matches (globs, workload->name))
        continue;

      run_workload (workload, runs > 0 ? (guint) runs : workload->default_runs);
      selected++;
    }

  g_ptr_array_unref (workloads);

  if (selected == 0)
    {
      g_printerr ("No workload matches “%s”; see --list\n", filter);
      return EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}

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
 *
 * Workloads run one after the other, all runs of one before the next,
 * except pairs made by bench_alternate_workloads () (the view and its
 * floor), whose runs alternate.
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

typedef struct _BenchWorkload BenchWorkload;

struct _BenchWorkload
{
  char              *name;
  guint              default_runs;
  BenchWorkloadFunc  func;
  gpointer           user_data;
  /* The workload whose runs alternate with this one's, or NULL. */
  BenchWorkload     *alternate;
};

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
  { "engine", bench_engine_register },
  { "groups", bench_groups_register },
  { "persistence", bench_persistence_register },
#ifdef BENCH_HAVE_VIEW
  { "view", bench_view_register },
  { "arrange", bench_arrange_register },
  { "view-chain", bench_view_chain_register },
  { "view-find", bench_view_find_register },
  { "view-connect", bench_view_connect_register },
  { "view-edit", bench_view_edit_register },
  { "view-groups", bench_view_groups_register },
#endif
#ifdef BENCH_HAVE_GST
  { "gst", bench_gst_register },
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

static BenchWorkload *
find_workload (const char *name)
{
  for (guint i = 0; i < workloads->len; i++)
    {
      BenchWorkload *workload = g_ptr_array_index (workloads, i);

      if (strcmp (workload->name, name) == 0)
        return workload;
    }

  return NULL;
}

void
bench_alternate_workloads (const char *first,
                           const char *second)
{
  BenchWorkload *a, *b;

  g_return_if_fail (first != NULL);
  g_return_if_fail (second != NULL);

  a = find_workload (first);
  b = find_workload (second);

  g_return_if_fail (a != NULL && b != NULL && a != b);
  g_return_if_fail (a->alternate == NULL && b->alternate == NULL);
  g_return_if_fail (a->default_runs == b->default_runs);

  a->alternate = b;
  b->alternate = a;
}

guint
bench_run_get_index (BenchRun *run)
{
  g_return_val_if_fail (run != NULL, 0);

  return run->index;
}

static void
print_figures (GPtrArray *figures,
               guint      runs)
{
  for (guint i = 0; i < figures->len; i++)
    {
      BenchFigure *figure = g_ptr_array_index (figures, i);

      if (figure->values->len != runs)
        g_error ("The figure %s was reported %u times in %u runs",
                 figure->name, figure->values->len, runs);

      bench_print_result (figure->name, bench_median (figure->values), figure->unit);
    }
}

/* Runs the @n_list workloads of @list @runs times each, their runs
 * alternating: run 0 of each, in order, then run 1 of each, and so on.
 */
static void
run_workloads (BenchWorkload **list,
               guint           n_list,
               guint           runs)
{
  g_autofree BenchRun *run = g_new0 (BenchRun, n_list);
  g_autofree gint64 *elapsed = g_new0 (gint64, n_list);

  for (guint w = 0; w < n_list; w++)
    {
      run[w].workload = list[w];
      run[w].figures = g_ptr_array_new_with_free_func (bench_figure_free);
    }

  for (guint index = 0; index < runs; index++)
    for (guint w = 0; w < n_list; w++)
      {
        gint64 start = bench_now_ns ();

        run[w].index = index;
        list[w]->func (&run[w], list[w]->user_data);
        elapsed[w] += bench_now_ns () - start;
      }

  for (guint w = 0; w < n_list; w++)
    {
      print_figures (run[w].figures, runs);
      g_printerr ("# %s: %u runs in %.1f s%s\n",
                  list[w]->name, runs, elapsed[w] / 1e9,
                  n_list > 1 ? ", alternating" : "");
      g_ptr_array_unref (run[w].figures);
    }
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
      BenchWorkload *pair[2] = { workload, workload->alternate };
      guint n_pair = 1;

      if (!matches (globs, workload->name))
        continue;

      /* A pair runs where the first of the two would. */
      if (workload->alternate != NULL && matches (globs, workload->alternate->name))
        {
          guint other;

          g_ptr_array_find (workloads, workload->alternate, &other);
          if (other < i)
            continue;
          n_pair = 2;
        }

      run_workloads (pair, n_pair,
                     runs > 0 ? (guint) runs : workload->default_runs);
      selected += n_pair;
    }

  g_ptr_array_unref (workloads);

  if (selected == 0)
    {
      g_printerr ("No workload matches “%s”; see --list\n", filter);
      return EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}

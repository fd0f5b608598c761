/* bench-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Subgraphs at scale: 1,000 group nodes of 10 groups of 100 nodes each,
 * that is 100,000 nodes inside groups. Each figure is printed beside its
 * floor, the same nodes in one flat graph, so that the cost of the groups
 * themselves shows as a ratio. The wave is also measured with the same
 * 100,000 nodes in 10,000 group nodes of 10 and in 100 of 1,000, which
 * tells the cost of a group node from that of the nodes inside.
 */

#include "config.h"

#include "bench-graph.h"
#include "bench-utils.h"
#include "bench-workload.h"

#define N_GROUPS       10
#define N_INSTANCES    1000
#define N_INSIDE       100

/* How many group nodes, each of how many nodes. */
typedef struct
{
  guint instances;
  guint inside;
} Shape;

static const Shape default_shape = { N_INSTANCES, N_INSIDE };

/* Not inlined, so that callgrind can count a wave alone
 * (--toggle-collect=set_double; docs/performance.md).
 */
G_GNUC_NO_INLINE static void
set_double (FlowDock *dock,
            double    number)
{
  GValue value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_dock_set_value (dock, &value);
}

static void
connect (FlowGraph  *graph,
         FlowSource *source,
         FlowSink   *sink)
{
  if (flow_graph_add_connection (graph, source, sink, NULL) == NULL)
    g_error ("Could not connect");
}

/* A chain of @n nodes from @source to @sink in @graph. */
static void
add_chain (FlowGraph  *graph,
           guint       n,
           FlowSource *source,
           FlowSink   *sink)
{
  FlowSource *previous = source;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BenchNode) node = bench_node_new (NULL);

      flow_graph_add_node (graph, FLOW_NODE (node));
      if (previous != NULL)
        connect (graph, previous, bench_node_get_a (node));
      previous = bench_node_get_out (node);
    }

  if (sink != NULL)
    connect (graph, previous, sink);
}

static FlowGroup *
make_group (guint        index,
            const Shape *shape)
{
  g_autofree char *name = g_strdup_printf ("Chain %u", index);
  FlowGroup *group = flow_group_new (name);
  FlowSource *in = flow_group_add_input (group, "in", G_TYPE_DOUBLE, NULL);
  FlowSink *out = flow_group_add_output (group, "out", G_TYPE_DOUBLE, NULL);

  add_chain (flow_group_get_graph (group), shape->inside, in, out);

  return group;
}

/* The document: one source feeding every group node. */
static FlowGraph *
build_grouped (FlowGroup   **groups,
               const Shape  *shape,
               BenchNode   **source,
               GPtrArray    *instances)
{
  FlowGraph *document = flow_graph_new ();
  g_autoptr(BenchNode) head = bench_node_new ("source");

  flow_graph_begin_batch (document);
  flow_graph_add_node (document, FLOW_NODE (head));
  for (guint i = 0; i < shape->instances; i++)
    {
      g_autoptr(FlowNode) node = flow_group_node_new (groups[i % N_GROUPS]);

      flow_graph_add_node (document, node);
      connect (document, bench_node_get_out (head), flow_node_get_sink (node, "in"));
      if (instances != NULL)
        g_ptr_array_add (instances, node);
    }
  flow_graph_end_batch (document);

  *source = head;

  return document;
}

/* The floor: the same nodes and connections in one flat graph. */
static FlowGraph *
build_flat (const Shape  *shape,
            BenchNode   **source)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(BenchNode) head = bench_node_new ("source");

  flow_graph_begin_batch (graph);
  flow_graph_add_node (graph, FLOW_NODE (head));
  for (guint i = 0; i < shape->instances; i++)
    add_chain (graph, shape->inside, bench_node_get_out (head), NULL);
  flow_graph_end_batch (graph);

  *source = head;

  return graph;
}

/* model.groups.build: making the 1,000 group nodes (each a copy of its
 * group's graph) and connecting them, against making the flat graph;
 * and the heap each inside node costs.
 */
static void
build_workload (BenchRun *run,
                gpointer  user_data)
{
  const Shape *shape = &default_shape;
  FlowGroup *groups[N_GROUPS];
  BenchNode *source;
  gsize heap_before, heap_grouped, heap_flat;
  gint64 start;
  double grouped_ms, flat_ms = 0;

  for (guint i = 0; i < N_GROUPS; i++)
    groups[i] = make_group (i, shape);

  bench_trim ();
  heap_before = bench_heap_bytes ();
  start = bench_now_ns ();
  {
    g_autoptr(FlowGraph) document = build_grouped (groups, shape, &source, NULL);

    grouped_ms = bench_elapsed_ms (start);
    heap_grouped = bench_heap_bytes () - heap_before;
  }

  bench_trim ();
  heap_before = bench_heap_bytes ();
  start = bench_now_ns ();
  {
    g_autoptr(FlowGraph) flat = build_flat (shape, &source);

    flat_ms = bench_elapsed_ms (start);
    heap_flat = bench_heap_bytes () - heap_before;
  }

  for (guint i = 0; i < N_GROUPS; i++)
    g_object_unref (groups[i]);

  bench_run_report (run, NULL, grouped_ms, "ms");
  bench_run_report (run, "floor", flat_ms, "ms");
  bench_run_report (run, "bytes_per_node", (double)heap_grouped / (shape->instances * shape->inside), "B");
  bench_run_report (run, "floor_bytes_per_node", (double)heap_flat / (shape->instances * shape->inside), "B");
}

/* model.groups.wave: one new value at the source, through every group
 * node and the 100,000 nodes inside, against the flat floor.
 */
static void
wave_workload (BenchRun *run,
               gpointer  user_data)
{
  const Shape *shape = user_data != NULL ? user_data : &default_shape;
  FlowGroup *groups[N_GROUPS];
  BenchNode *source, *flat_source;
  g_autoptr(FlowGraph) document = NULL;
  g_autoptr(FlowGraph) flat = NULL;
  g_autoptr(GPtrArray) instances = g_ptr_array_new ();
  double value = bench_run_get_index (run) + 1;
  const GValue *result;
  gint64 start;
  double grouped_ms, flat_ms = 0;

  for (guint i = 0; i < N_GROUPS; i++)
    groups[i] = make_group (i, shape);
  document = build_grouped (groups, shape, &source, instances);
  flat = build_flat (shape, &flat_source);

  /* Each first in every other run: the first wave of the process meets
   * colder memory.
   */
  if (bench_run_get_index (run) % 2 == 1)
    {
      start = bench_now_ns ();
      set_double (FLOW_DOCK (bench_node_get_out (flat_source)), value);
      flat_ms = bench_elapsed_ms (start);
    }

  start = bench_now_ns ();
  set_double (FLOW_DOCK (bench_node_get_out (source)), value);
  grouped_ms = bench_elapsed_ms (start);

  result = flow_dock_get_value (FLOW_DOCK (flow_node_get_source (instances->pdata[shape->instances - 1], "out")));
  if (result == NULL || g_value_get_double (result) != value)
    g_error ("The value did not go through the groups");

  if (bench_run_get_index (run) % 2 == 0)
    {
      start = bench_now_ns ();
      set_double (FLOW_DOCK (bench_node_get_out (flat_source)), value);
      flat_ms = bench_elapsed_ms (start);
    }

  for (guint i = 0; i < N_GROUPS; i++)
    g_object_unref (groups[i]);

  bench_run_report (run, NULL, grouped_ms, "ms");
  bench_run_report (run, "floor", flat_ms, "ms");
}

/* model.groups.edit: one node added inside one group node, which adds it
 * to the group and to the other 99 group nodes of that group, as one
 * step of the history; then undone.
 */
static void
edit_workload (BenchRun *run,
               gpointer  user_data)
{
  const Shape *shape = &default_shape;
  FlowGroup *groups[N_GROUPS];
  BenchNode *source;
  g_autoptr(FlowGraph) document = NULL;
  g_autoptr(GPtrArray) instances = g_ptr_array_new ();
  g_autoptr(BenchNode) extra = bench_node_new ("extra");
  FlowHistory *history;
  FlowGraph *inside;
  gint64 start;
  double add_ms, undo_ms;

  for (guint i = 0; i < N_GROUPS; i++)
    groups[i] = make_group (i, shape);
  document = build_grouped (groups, shape, &source, instances);
  history = flow_graph_get_history (document);
  inside = flow_group_node_get_graph (instances->pdata[0]);

  start = bench_now_ns ();
  flow_graph_add_node (inside, FLOW_NODE (extra));
  add_ms = bench_elapsed_ms (start);

  if (flow_graph_get_node (flow_group_node_get_graph (instances->pdata[N_GROUPS]),
                           flow_node_get_id (FLOW_NODE (extra))) == NULL)
    g_error ("The node was not added to the other group nodes");

  start = bench_now_ns ();
  flow_history_undo (history);
  undo_ms = bench_elapsed_ms (start);

  for (guint i = 0; i < N_GROUPS; i++)
    g_object_unref (groups[i]);

  bench_run_report (run, NULL, add_ms, "ms");
  bench_run_report (run, "undo", undo_ms, "ms");
}

/* model.groups.save and .load: the document in format 2, against the
 * flat graph in format 1.
 */
static void
files_workload (BenchRun *run,
                gpointer  user_data)
{
  const Shape *shape = &default_shape;
  g_autoptr(FlowSerializer) serializer = flow_serializer_new ();
  FlowGroup *groups[N_GROUPS];
  BenchNode *source;
  g_autoptr(FlowGraph) document = NULL;
  g_autoptr(FlowGraph) flat = NULL;
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowGraph) flat_loaded = flow_graph_new ();
  g_autofree char *text = NULL;
  g_autofree char *flat_text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length, flat_length;
  double save_ms, flat_save_ms, load_ms, flat_load_ms;
  gint64 start;

  flow_serializer_register_type (serializer, "bench.node", BENCH_TYPE_NODE);
  flow_serializer_set_pretty (serializer, FALSE);

  for (guint i = 0; i < N_GROUPS; i++)
    groups[i] = make_group (i, shape);
  document = build_grouped (groups, shape, &source, NULL);
  flat = build_flat (shape, &source);

  start = bench_now_ns ();
  text = flow_serializer_save_to_data (serializer, document, &length);
  save_ms = bench_elapsed_ms (start);
  start = bench_now_ns ();
  flat_text = flow_serializer_save_to_data (serializer, flat, &flat_length);
  flat_save_ms = bench_elapsed_ms (start);

  start = bench_now_ns ();
  if (!flow_serializer_load_from_data (serializer, loaded, text, length, &error))
    g_error ("%s", error->message);
  load_ms = bench_elapsed_ms (start);
  start = bench_now_ns ();
  if (!flow_serializer_load_from_data (serializer, flat_loaded, flat_text, flat_length, &error))
    g_error ("%s", error->message);
  flat_load_ms = bench_elapsed_ms (start);

  for (guint i = 0; i < N_GROUPS; i++)
    g_object_unref (groups[i]);

  bench_run_report (run, "save", save_ms, "ms");
  bench_run_report (run, "save_floor", flat_save_ms, "ms");
  bench_run_report (run, "load", load_ms, "ms");
  bench_run_report (run, "load_floor", flat_load_ms, "ms");
  bench_run_report (run, "bytes", length, "B");
  bench_run_report (run, "floor_bytes", flat_length, "B");
}

void
bench_groups_register (void)
{
  bench_add_workload ("model.groups.build.i1000.g10.n100", 3, build_workload, NULL);
  static const Shape small = { 10000, 10 };
  static const Shape large = { 100, 1000 };

  bench_add_workload ("model.groups.wave.i1000.g10.n100", 3, wave_workload, NULL);
  bench_add_workload ("model.groups.wave.i10000.g10.n10", 3, wave_workload, (gpointer) &small);
  bench_add_workload ("model.groups.wave.i100.g10.n1000", 3, wave_workload, (gpointer) &large);
  bench_add_workload ("model.groups.edit.i1000.g10.n100", 3, edit_workload, NULL);
  bench_add_workload ("model.groups.files.i1000.g10.n100", 3, files_workload, NULL);
}

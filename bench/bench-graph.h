/* bench-graph.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

/* The graphs the benchmarks build, shared by the model and the view
 * workloads so that both measure the same scenes.
 */

/* Grid of the layered layout, in canvas units. */
#define BENCH_GRAPH_COLUMN_WIDTH 280.0
#define BENCH_GRAPH_ROW_HEIGHT   170.0

/* BenchNode: the node shape of every benchmark, two double sinks "a" and
 * "b" and one double source "out". Its sink_changed passes the value of
 * "a" on to "out", so a chain of them forwards a value from end to end.
 */
#define BENCH_TYPE_NODE (bench_node_get_type ())
G_DECLARE_FINAL_TYPE (BenchNode, bench_node, BENCH, NODE, FlowNode)

BenchNode  *bench_node_new                 (const char *title);
FlowSink   *bench_node_get_a               (BenchNode  *self);
FlowSink   *bench_node_get_b               (BenchNode  *self);
FlowSource *bench_node_get_out             (BenchNode  *self);

/* A layered DAG of @n BenchNodes on a grid of about sqrt(n) layers
 * (columns) of about sqrt(n) nodes: node i sits in layer i / width, row
 * i % width. Every node after the first layer has its sink "a" fed from
 * the node of the same row in the layer before, and every other one its
 * sink "b" from the node seven rows further down, so there are about
 * 1.5 n connections and many crossing wires. Nodes have titles and
 * positions. The graph checks cycles (the default).
 */
FlowGraph  *bench_build_layered_graph      (guint       n) G_GNUC_WARN_UNUSED_RESULT;

/* The number of connections bench_build_layered_graph (@n) makes. */
guint       bench_layered_graph_n_connections (guint    n);

G_END_DECLS

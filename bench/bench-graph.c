/* bench-graph.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "bench-graph.h"

#include <math.h>

struct _BenchNode
{
  FlowNode    parent_instance;

  /* Borrowed: the node's dock lists hold them. */
  FlowSink   *a;
  FlowSink   *b;
  FlowSource *out;
};

G_DEFINE_FINAL_TYPE (BenchNode, bench_node, FLOW_TYPE_NODE)

static void
bench_node_sink_changed (FlowNode *node,
                         FlowSink *sink)
{
  BenchNode *self = (BenchNode *)node;

  if (sink == self->a)
    flow_dock_set_value (FLOW_DOCK (self->out),
                         flow_dock_get_value (FLOW_DOCK (self->a)));
}

static void
bench_node_class_init (BenchNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->sink_changed = bench_node_sink_changed;
}

static void
bench_node_init (BenchNode *self)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_DOUBLE);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (a));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (b));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));

  self->a = a;
  self->b = b;
  self->out = out;
}

BenchNode *
bench_node_new (const char *title)
{
  return g_object_new (BENCH_TYPE_NODE, "title", title, NULL);
}

FlowSink *
bench_node_get_a (BenchNode *self)
{
  return self->a;
}

FlowSink *
bench_node_get_b (BenchNode *self)
{
  return self->b;
}

FlowSource *
bench_node_get_out (BenchNode *self)
{
  return self->out;
}

static guint
layered_width (guint n)
{
  return MAX (1, (guint) ceil (sqrt (n)));
}

/* The node feeding sink "b" of a node in @row, in the layer before. */
static guint
b_row (guint row,
       guint width)
{
  return (row + 7) % width;
}

FlowGraph *
bench_build_layered_graph (guint n)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autofree BenchNode **nodes = g_new (BenchNode *, n);
  guint width = layered_width (n);

  flow_graph_begin_batch (graph);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BenchNode) node = NULL;
      guint layer = i / width;
      guint row = i % width;
      char title[32];

      g_snprintf (title, sizeof title, "Node %u", i);
      node = bench_node_new (title);
      flow_node_set_position (FLOW_NODE (node),
                              layer * BENCH_GRAPH_COLUMN_WIDTH,
                              row * BENCH_GRAPH_ROW_HEIGHT);
      flow_graph_add_node (graph, FLOW_NODE (node));
      nodes[i] = node;

      if (layer == 0)
        continue;

      if (flow_graph_add_connection (graph,
                                     nodes[(layer - 1) * width + row]->out,
                                     node->a,
                                     NULL) == NULL)
        g_error ("Could not connect node %u", i);

      if (i % 2 == 0 &&
          flow_graph_add_connection (graph,
                                     nodes[(layer - 1) * width + b_row (row, width)]->out,
                                     node->b,
                                     NULL) == NULL)
        g_error ("Could not connect node %u", i);
    }

  flow_graph_end_batch (graph);

  return g_steal_pointer (&graph);
}

guint
bench_layered_graph_n_connections (guint n)
{
  guint width = layered_width (n);
  guint count = 0;

  for (guint i = width; i < n; i++)
    count += (i % 2 == 0) ? 2 : 1;

  return count;
}

/* connection-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "connection-test-utils.h"

/* A node with double sinks "l" and "r" (one connection each), an
 * unlimited double sink "extra", and a double source "out".
 */
FlowNode *
relay_new (const char *title)
{
  FlowNode *node = flow_test_node_new (title, "l:double, r:double, extra:double", "out:double");

  flow_sink_set_max_connections (flow_node_get_sink (node, "extra"), FLOW_SINK_UNLIMITED);

  return node;
}

FlowNode *
add_relay (FlowGraph  *graph,
           const char *title)
{
  g_autoptr(FlowNode) node = relay_new (title);

  flow_graph_add_node (graph, node);

  /* The graph holds the only reference. */
  return node;
}

FlowSource *
out_of (FlowNode *node)
{
  return flow_test_source (node, "out");
}

FlowSink *
sink_of (FlowNode   *node,
         const char *name)
{
  return flow_test_sink (node, name);
}


/* Records the changes of @model from now on. */
static void
quiet_watch_model (Quiet    *quiet,
                   gpointer  model)
{
  flow_test_record_changes (model);
  g_free (flow_test_take_changes (model));
  g_ptr_array_add (quiet->models, model);
}

static void
quiet_watch_dock (Quiet    *quiet,
                  FlowDock *dock)
{
  guint *counter = flow_test_count_notify (dock, "value");

  quiet_watch_model (quiet, flow_dock_get_connections (dock));
  g_ptr_array_add (quiet->docks, dock);
  g_array_append_val (quiet->values, *counter);
}

Quiet *
quiet_new (FlowGraph *graph)
{
  Quiet *quiet = g_new0 (Quiet, 1);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  quiet->models = g_ptr_array_new ();
  quiet->docks = g_ptr_array_new ();
  quiet->values = g_array_new (FALSE, FALSE, sizeof (guint));
  quiet->n_connections = g_list_model_get_n_items (flow_graph_get_connections (graph));

  quiet_watch_model (quiet, graph);
  quiet_watch_model (quiet, flow_graph_get_connections (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      GListModel *lists[] = { flow_node_get_sinks (node), flow_node_get_sources (node) };

      for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
        {
          quiet_watch_model (quiet, lists[l]);

          for (guint j = 0; j < g_list_model_get_n_items (lists[l]); j++)
            {
              g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], j);

              quiet_watch_dock (quiet, dock);
            }
        }
    }

  return quiet;
}

/* Asserts nothing happened since quiet_new (), and frees @quiet. */
void
quiet_assert_and_free (Quiet     *quiet,
                       FlowGraph *graph)
{
  for (guint i = 0; i < quiet->models->len; i++)
    flow_test_assert_changes (quiet->models->pdata[i], "");

  for (guint i = 0; i < quiet->docks->len; i++)
    g_assert_cmpuint (*flow_test_count_notify (quiet->docks->pdata[i], "value"), ==,
                      g_array_index (quiet->values, guint, i));

  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==,
                    quiet->n_connections);

  g_ptr_array_unref (quiet->models);
  g_ptr_array_unref (quiet->docks);
  g_array_unref (quiet->values);
  g_free (quiet);
}

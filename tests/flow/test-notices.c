/* test-notices.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Handlers of the graph's notices (the `items-changed` of its lists and
 * of its docks' lists) that change the graph again: every list announces
 * what it holds, the calls report what happened, the history stays true.
 */

#include "config.h"

#include "flow-test-utils.h"

/* Follows a list model as a view would: its own count of items, which
 * every `items-changed` must fit and leave equal to the model's.
 */
typedef struct
{
  GListModel *model;
  guint       n_items;
  guint       n_changes;
} Tracker;

static void
tracker_changed_cb (GListModel *model,
                    guint       position,
                    guint       removed,
                    guint       added,
                    Tracker    *tracker)
{
  g_assert_cmpuint (position + removed, <=, tracker->n_items);
  tracker->n_items = tracker->n_items - removed + added;
  g_assert_cmpuint (tracker->n_items, ==, g_list_model_get_n_items (model));
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_assert_nonnull (item);
    }
  tracker->n_changes++;
}

/* Connected first, so that it sees each change before the handlers of
 * the test do.
 */
static void
tracker_init (Tracker    *tracker,
              GListModel *model)
{
  tracker->model = model;
  tracker->n_items = g_list_model_get_n_items (model);
  tracker->n_changes = 0;
  g_signal_connect (model, "items-changed", G_CALLBACK (tracker_changed_cb), tracker);
}

typedef struct
{
  FlowGraph *graph;
  FlowNode  *node;
  gboolean   done;
} Context;

static void
remove_added_connection_cb (GListModel *model,
                            guint       position,
                            guint       removed,
                            guint       added,
                            Context    *context)
{
  g_autoptr(FlowConnection) connection = NULL;
  g_autoptr(GError) error = NULL;

  if (added == 0 || context->done)
    return;

  context->done = TRUE;
  connection = g_list_model_get_item (model, position);
  g_assert_true (flow_graph_remove_connection (context->graph, connection, &error));
  g_assert_no_error (error);
}

/* A handler of each list a connection joins removes it as soon as it is
 * told: every list is told of the connection and then of its removal, in
 * that order, and the call that made it says it is gone.
 */
static void
test_notices_remove_added_connection (void)
{
  for (guint where = 0; where < 3; where++)
    for (guint with_history = 0; with_history < 2; with_history++)
      {
        g_autoptr(FlowGraph) graph = flow_graph_new ();
        FlowNode *a = flow_test_add_node (graph, "A", NULL, "out:double", 0, 0);
        FlowNode *b = flow_test_add_node (graph, "B", "in:double", NULL, 200, 0);
        FlowDock *source = FLOW_DOCK (flow_node_get_source (a, "out"));
        FlowDock *sink = FLOW_DOCK (flow_node_get_sink (b, "in"));
        GListModel *lists[3] = {
          flow_graph_get_connections (graph),
          flow_dock_get_connections (sink),
          flow_dock_get_connections (source),
        };
        Tracker trackers[3];
        Context context = { graph, NULL, FALSE };
        g_autoptr(GError) error = NULL;
        FlowHistory *history = NULL;
        FlowConnection *connection;

        for (guint i = 0; i < 3; i++)
          tracker_init (&trackers[i], lists[i]);
        g_signal_connect (lists[where], "items-changed",
                          G_CALLBACK (remove_added_connection_cb), &context);
        if (with_history)
          history = flow_graph_get_history (graph);

        connection = flow_graph_add_connection (graph, FLOW_SOURCE (source), FLOW_SINK (sink), &error);

        g_assert_null (connection);
        g_assert_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH);
        g_assert_true (context.done);
        for (guint i = 0; i < 3; i++)
          {
            g_assert_cmpuint (g_list_model_get_n_items (lists[i]), ==, 0);
            g_assert_cmpuint (trackers[i].n_items, ==, 0);
            g_assert_cmpuint (trackers[i].n_changes, ==, 2);
          }

        if (history != NULL)
          {
            /* One step, which the connection made and removed. */
            g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, 1);
            flow_history_undo (history);
            g_assert_cmpuint (g_list_model_get_n_items (lists[0]), ==, 0);
            flow_history_redo (history);
            g_assert_cmpuint (g_list_model_get_n_items (lists[0]), ==, 0);
          }

        /* The graph still connects. */
        g_clear_error (&error);
        g_signal_handlers_disconnect_by_func (lists[where], remove_added_connection_cb, &context);
        g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (source), FLOW_SINK (sink), &error));
        g_assert_no_error (error);
        for (guint i = 0; i < 3; i++)
          g_assert_cmpuint (trackers[i].n_items, ==, 1);

        /* Torn down while its trackers still exist. */
        g_clear_object (&graph);
      }
}

static void
remove_node_cb (GListModel *model,
                guint       position,
                guint       removed,
                guint       added,
                Context    *context)
{
  if (added == 0 || context->done)
    return;

  context->done = TRUE;
  flow_graph_remove_node (context->graph, context->node);
}

/* A handler of the connection list removes the sink's node as the
 * connection is made: no freed connection comes back.
 */
static void
test_notices_remove_node_while_connecting (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = flow_test_add_node (graph, "A", NULL, "out:double", 0, 0);
  FlowNode *b = flow_test_add_node (graph, "B", "in:double", NULL, 200, 0);
  FlowHistory *history = flow_graph_get_history (graph);
  Context context = { graph, b, FALSE };
  g_autoptr(GError) error = NULL;
  Tracker nodes, connections;

  tracker_init (&nodes, G_LIST_MODEL (graph));
  tracker_init (&connections, flow_graph_get_connections (graph));
  g_signal_connect (flow_graph_get_connections (graph), "items-changed",
                    G_CALLBACK (remove_node_cb), &context);

  g_assert_null (flow_graph_add_connection (graph, flow_node_get_source (a, "out"),
                                            flow_node_get_sink (b, "in"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_NOT_IN_GRAPH);
  g_assert_cmpuint (nodes.n_items, ==, 1);
  g_assert_cmpuint (connections.n_items, ==, 0);

  /* Undone as one step: both nodes, no connection. */
  g_signal_handlers_disconnect_by_func (flow_graph_get_connections (graph), remove_node_cb, &context);
  flow_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 0);
  g_assert_cmpuint (nodes.n_items, ==, 2);

  /* Torn down while its trackers still exist. */
  g_clear_object (&graph);
}

static void
node_added_cb (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               Context    *context)
{
  g_autoptr(FlowNode) node = NULL;

  if (added != 1)
    return;

  node = g_list_model_get_item (model, position);
  if (g_strcmp0 (flow_node_get_title (node), "victim") == 0)
    flow_graph_remove_node (context->graph, node);
  else
    flow_node_set_position (node, 100, 200);
}

/* A handler of the node list moves each node added, or removes it: the
 * history records the change and what the handler did as one step, in
 * the order they happened.
 */
static void
test_notices_history_of_handlers (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowHistory *history = flow_graph_get_history (graph);
  Context context = { graph, NULL, FALSE };
  g_autoptr(FlowNode) placed = flow_test_node_new ("placed", NULL, NULL);
  g_autoptr(FlowNode) victim = flow_test_node_new ("victim", NULL, NULL);

  g_signal_connect (graph, "items-changed", G_CALLBACK (node_added_cb), &context);

  flow_graph_add_node (graph, placed);
  g_assert_cmpfloat (flow_node_get_x (placed), ==, 100);
  g_assert_cmpfloat (flow_node_get_y (placed), ==, 200);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Node");

  flow_graph_add_node (graph, victim);
  g_assert_null (flow_node_get_graph (victim));
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, 2);

  g_signal_handlers_disconnect_by_func (graph, node_added_cb, &context);

  /* Undoing everything leaves nothing; redoing everything, what was. */
  while (flow_history_get_can_undo (history))
    flow_history_undo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
  while (flow_history_get_can_redo (history))
    flow_history_redo (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
  g_assert_true (flow_node_get_graph (placed) == graph);
  g_assert_cmpfloat (flow_node_get_x (placed), ==, 100);
  g_assert_null (flow_node_get_graph (victim));

  g_clear_object (&graph);
}

static void
disconnect_other_cb (GListModel *model,
                     guint       position,
                     guint       removed,
                     guint       added,
                     Context    *context)
{
  g_autoptr(GError) error = NULL;
  FlowConnection *other;

  if (removed == 0 || context->done)
    return;

  /* The connection that is still there, which the list shows. */
  context->done = TRUE;
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  other = g_list_model_get_item (model, 0);
  g_assert_true (flow_graph_remove_connection (context->graph, other, &error));
  g_assert_no_error (error);
  g_object_unref (other);
}

/* Removing a connection: a handler of the source's list removes the
 * source's other connection while the graph's list has not been told
 * yet. Each list hears both removals, in order.
 */
static void
test_notices_remove_during_remove (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowNode *a = flow_test_add_node (graph, "A", NULL, "out:double", 0, 0);
  FlowNode *b = flow_test_add_node (graph, "B", "in:double", NULL, 200, 0);
  FlowNode *c = flow_test_add_node (graph, "C", "in:double", NULL, 200, 100);
  FlowDock *source = FLOW_DOCK (flow_node_get_source (a, "out"));
  FlowConnection *first;
  Context context = { graph, NULL, FALSE };
  g_autoptr(GError) error = NULL;
  Tracker graph_list, source_list;

  first = flow_graph_add_connection (graph, FLOW_SOURCE (source), flow_node_get_sink (b, "in"), &error);
  g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (source), flow_node_get_sink (c, "in"), &error));
  g_assert_no_error (error);

  tracker_init (&source_list, flow_dock_get_connections (source));
  tracker_init (&graph_list, flow_graph_get_connections (graph));
  g_signal_connect (flow_dock_get_connections (source), "items-changed",
                    G_CALLBACK (disconnect_other_cb), &context);

  g_assert_true (flow_graph_remove_connection (graph, first, &error));
  g_assert_no_error (error);
  g_assert_true (context.done);
  g_assert_cmpuint (graph_list.n_items, ==, 0);
  g_assert_cmpuint (graph_list.n_changes, ==, 2);
  g_assert_cmpuint (source_list.n_items, ==, 0);
  g_assert_cmpuint (source_list.n_changes, ==, 2);

  /* Torn down while its trackers and the handler's context still exist. */
  g_clear_object (&graph);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow/notices/remove-added-connection", test_notices_remove_added_connection);
  g_test_add_func ("/flow/notices/remove-node-while-connecting", test_notices_remove_node_while_connecting);
  g_test_add_func ("/flow/notices/history-of-handlers", test_notices_history_of_handlers);
  g_test_add_func ("/flow/notices/remove-during-remove", test_notices_remove_during_remove);

  return g_test_run ();
}

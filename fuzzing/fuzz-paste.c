/* fuzz-paste.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The clipboard's fuzz target (libFuzzer): any bytes, pasted as text into
 * a graph that has nodes, connections and a history, as an application
 * pastes what the clipboard holds. Checked:
 *
 * - a failure is FLOW_ERROR_INVALID_DATA and leaves the graph and its
 *   history as they were;
 * - a success adds exactly the nodes it returns, in one step: undo gives
 *   back the graph before, byte for byte, redo the graph after, and undo
 *   again the graph before;
 * - the graph after saves, loads and saves again to the same bytes;
 * - the pasted nodes, copied, paste again;
 * - a warning or a critical from libflow is a bug.
 *
 * fuzzing/README.md says how to build and run it.
 */

#include "config.h"

#include "fuzz-common.h"

static FlowSerializer *serializer;
static char *start_data;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = NULL;
  g_autoptr(FlowNode) b = NULL;

  fuzz_init ();
  serializer = fuzz_serializer_new ();

  /* The graph each input is pasted into: two scales, connected. */
  a = flow_serializer_create_node (serializer, "fuzz.scale");
  b = flow_serializer_create_node (serializer, "fuzz.scale");
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  if (flow_graph_add_connection (graph, flow_node_get_source (a, "out"),
                                 flow_node_get_sink (b, "in"), NULL) == NULL)
    fuzz_fail ("The start graph does not connect", NULL);
  start_data = flow_serializer_save_to_data (serializer, graph, NULL);

  return 0;
}

static char *
save (FlowGraph *graph)
{
  return flow_serializer_save_to_data (serializer, graph, NULL);
}

static void
assert_saves_as (FlowGraph  *graph,
                 const char *expected,
                 const char *what)
{
  g_autofree char *now = save (graph);

  if (!fuzz_same_graph (now, expected, flow_graph_get_allow_cycles (graph)))
    fuzz_fail (what, now);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) again = flow_graph_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GListModel) repasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *copied = NULL;
  g_autofree FlowNode **nodes = NULL;
  FlowHistory *history;
  gboolean could_undo;
  guint n_before, n_pasted;

  /* Half the inputs go to a graph that allows cycles. */
  if (size > 0 && (data[0] & 1) != 0)
    {
      flow_graph_set_allow_cycles (graph, TRUE);
      flow_graph_set_allow_cycles (again, TRUE);
    }

  if (!flow_serializer_load_from_data (serializer, graph, start_data, -1, &error))
    fuzz_fail ("The start graph does not load", error->message);
  history = flow_graph_get_history (graph);

  /* A step in the history before, which a failed paste must keep. */
  flow_node_set_position (flow_graph_get_node (graph, 1), 5, 5);
  before = save (graph);
  could_undo = flow_history_get_can_undo (history);
  n_before = g_list_model_get_n_items (G_LIST_MODEL (graph));

  pasted = flow_serializer_paste (serializer, graph, (const char *)data, size, 40, -8, &error);
  if ((pasted == NULL) == (error == NULL))
    fuzz_fail ("Pasting returned nothing without an error, or an error with nodes", NULL);

  if (pasted == NULL)
    {
      g_autofree char *now = save (graph);

      fuzz_check_error (error);
      if (strcmp (now, before) != 0)
        fuzz_fail ("A failed paste changed the graph", now);
      if (flow_history_get_can_undo (history) != could_undo ||
          flow_history_get_can_redo (history))
        fuzz_fail ("A failed paste changed the history", NULL);
      return 0;
    }

  n_pasted = g_list_model_get_n_items (pasted);
  if (g_list_model_get_n_items (G_LIST_MODEL (graph)) != n_before + n_pasted)
    fuzz_fail ("Pasting added other nodes than it returned", NULL);

  nodes = g_new0 (FlowNode *, n_pasted + 1);
  for (guint i = 0; i < n_pasted; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (pasted, i);

      if (flow_node_get_graph (node) != graph)
        fuzz_fail ("A pasted node is not in the graph", NULL);
      nodes[i] = node;
    }

  after = save (graph);

  /* What was pasted saves and loads back. */
  {
    g_autofree char *second = NULL;

    if (!flow_serializer_load_from_data (serializer, again, after, -1, &error))
      fuzz_fail ("A graph with pasted nodes does not load", error->message);
    second = save (again);
    if (!fuzz_same_graph (second, after, flow_graph_get_allow_cycles (graph)))
      fuzz_fail ("Saving, loading and saving again changed the bytes", after);
  }

  /* What was pasted copies and pastes again. */
  copied = flow_serializer_save_nodes_to_data (serializer, nodes, n_pasted, NULL);
  repasted = flow_serializer_paste (serializer, again, copied, -1, 0, 0, &error);
  if (repasted == NULL || g_list_model_get_n_items (repasted) != n_pasted)
    fuzz_fail ("Pasted nodes, copied, do not paste again", copied);

  if (n_pasted == 0)
    return 0;

  /* One step, undone and redone exactly. */
  flow_history_undo (history);
  assert_saves_as (graph, before, "Undoing a paste did not restore the graph");
  flow_history_redo (history);
  assert_saves_as (graph, after, "Redoing a paste did not give the graph after it");
  flow_history_undo (history);
  assert_saves_as (graph, before, "Undoing a paste again did not restore the graph");

  return 0;
}

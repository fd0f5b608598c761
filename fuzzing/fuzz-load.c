/* fuzz-load.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The loader's fuzz target (libFuzzer): any bytes, loaded into a graph
 * that holds a graph already, pasted, and when they load, checked
 * further:
 *
 * - a failure leaves the graph as it was (the same saved bytes);
 * - what loaded saves, loads and saves again to the same bytes;
 * - removing a node and undoing gives back those bytes;
 * - a failure is FLOW_ERROR_INVALID_DATA, and never json-glib refusing
 *   text the scanner accepted;
 * - a warning or a critical from libflow is a bug: bad input must only
 *   ever give a GError.
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
  g_autoptr(FlowNode) scale = NULL;

  fuzz_init ();
  serializer = fuzz_serializer_new ();

  /* The graph each input is loaded over. */
  scale = flow_serializer_create_node (serializer, "fuzz.scale");
  flow_graph_add_node (graph, scale);
  start_data = flow_serializer_save_to_data (serializer, graph, NULL);

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) again = flow_graph_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *after = NULL;
  FlowHistory *history;
  gboolean cycles = size > 0 && (data[size - 1] & 1) != 0;

  /* Half the inputs go to a graph that allows cycles. */
  if (cycles)
    {
      flow_graph_set_allow_cycles (graph, TRUE);
      flow_graph_set_allow_cycles (again, TRUE);
    }

  if (!flow_serializer_load_from_data (serializer, graph, start_data, -1, &error))
    fuzz_fail ("The start graph does not load", error->message);
  history = flow_graph_get_history (graph);

  pasted = flow_serializer_paste (serializer, graph, (const char *)data, size, 10, 10, &error);
  if ((pasted == NULL) != (error != NULL))
    fuzz_fail ("Pasting returned nothing without an error, or an error with nodes", NULL);
  if (pasted != NULL && g_list_model_get_n_items (pasted) > 0)
    {
      if (!flow_history_get_can_undo (history))
        fuzz_fail ("Pasting nodes made no step in the history", NULL);
      flow_history_undo (history);
      after = flow_serializer_save_to_data (serializer, graph, NULL);
      if (!fuzz_same_graph (after, start_data, cycles))
        fuzz_fail ("Undoing a paste did not restore the graph", after);
      g_clear_pointer (&after, g_free);
    }
  g_clear_error (&error);

  if (!flow_serializer_load_from_data (serializer, graph, (const char *)data, size, &error))
    {
      fuzz_check_error (error);

      after = flow_serializer_save_to_data (serializer, graph, NULL);
      if (strcmp (after, start_data) != 0)
        fuzz_fail ("A failed load changed the graph", after);
      return 0;
    }

  first = flow_serializer_save_to_data (serializer, graph, NULL);
  if (!flow_serializer_load_from_data (serializer, again, first, -1, &error))
    fuzz_fail ("What was saved does not load", error->message);
  second = flow_serializer_save_to_data (serializer, again, NULL);
  if (!fuzz_same_graph (first, second, cycles))
    fuzz_fail ("Saving, loading and saving again changed the bytes", first);

  if (g_list_model_get_n_items (G_LIST_MODEL (graph)) > 0)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), 0);

      flow_graph_remove_node (graph, node);
      flow_history_undo (history);
      after = flow_serializer_save_to_data (serializer, graph, NULL);
      if (!fuzz_same_graph (after, first, cycles))
        fuzz_fail ("Undoing the removal of a node did not restore the graph", after);
    }

  return 0;
}

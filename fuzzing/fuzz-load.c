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
 * - a warning or a critical from libflow is a bug: bad input must only
 *   ever give a GError.
 *
 * The build and the command are in fuzzing/meson.build.
 */

#include "config.h"

#include <flow/flow.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "fuzz.scale": a node type with docks of its own and data it checks. */

#define FUZZ_TYPE_SCALE_NODE (fuzz_scale_node_get_type ())
G_DECLARE_FINAL_TYPE (FuzzScaleNode, fuzz_scale_node, FUZZ, SCALE_NODE, FlowNode)

struct _FuzzScaleNode
{
  FlowNode parent_instance;
  double   factor;
};

G_DEFINE_FINAL_TYPE (FuzzScaleNode, fuzz_scale_node, FLOW_TYPE_NODE)

static void
fuzz_scale_node_sink_changed (FlowNode *node,
                              FlowSink *sink)
{
  FuzzScaleNode *self = FUZZ_SCALE_NODE (node);
  const GValue *in = flow_dock_get_value (flow_node_get_dock (node, "in"));
  FlowDock *out = flow_node_get_dock (node, "out");
  g_auto(GValue) value = G_VALUE_INIT;

  if (in == NULL)
    {
      flow_dock_clear_value (out);
      return;
    }

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, g_value_get_double (in) * self->factor);
  flow_dock_set_value (out, &value);
}

static JsonNode *
fuzz_scale_node_save (FlowNode *node)
{
  JsonNode *data = json_node_new (JSON_NODE_VALUE);

  json_node_set_double (data, FUZZ_SCALE_NODE (node)->factor);

  return data;
}

static gboolean
fuzz_scale_node_load (FlowNode  *node,
                      JsonNode  *data,
                      GError   **error)
{
  if (!JSON_NODE_HOLDS_VALUE (data) || json_node_get_value_type (data) != G_TYPE_DOUBLE)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           "A scale is a number.");
      return FALSE;
    }

  FUZZ_SCALE_NODE (node)->factor = json_node_get_double (data);

  return TRUE;
}

static void
fuzz_scale_node_class_init (FuzzScaleNodeClass *klass)
{
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  node_class->sink_changed = fuzz_scale_node_sink_changed;
  node_class->save = fuzz_scale_node_save;
  node_class->load = fuzz_scale_node_load;
}

static void
fuzz_scale_node_init (FuzzScaleNode *self)
{
  g_autoptr(FlowSink) in = flow_sink_new ("in", G_TYPE_DOUBLE);
  g_autoptr(FlowSource) out = flow_source_new ("out", G_TYPE_DOUBLE);

  self->factor = 2.0;
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (in));
  flow_node_add_dock (FLOW_NODE (self), FLOW_DOCK (out));
}

static FlowSerializer *serializer;
static char *start_data;

static void
fail (const char *what,
      const char *data)
{
  fprintf (stderr, "%s\n%s\n", what, data != NULL ? data : "");
  abort ();
}

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) scale = NULL;

  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  serializer = flow_serializer_new ();
  flow_serializer_set_pretty (serializer, FALSE);
  flow_serializer_register_type (serializer, "fuzz.scale", FUZZ_TYPE_SCALE_NODE);

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

  /* Half the inputs go to a graph that allows cycles. */
  if (size > 0 && (data[size - 1] & 1) != 0)
    {
      flow_graph_set_allow_cycles (graph, TRUE);
      flow_graph_set_allow_cycles (again, TRUE);
    }

  if (!flow_serializer_load_from_data (serializer, graph, start_data, -1, &error))
    fail ("The start graph does not load", error->message);
  history = flow_graph_get_history (graph);

  pasted = flow_serializer_paste (serializer, graph, (const char *)data, size, 10, 10, &error);
  if ((pasted == NULL) != (error != NULL))
    fail ("Pasting returned nothing without an error, or an error with nodes", NULL);
  if (pasted != NULL && g_list_model_get_n_items (pasted) > 0)
    {
      if (!flow_history_get_can_undo (history))
        fail ("Pasting nodes made no step in the history", NULL);
      flow_history_undo (history);
      after = flow_serializer_save_to_data (serializer, graph, NULL);
      if (strcmp (after, start_data) != 0)
        fail ("Undoing a paste did not restore the graph", after);
      g_clear_pointer (&after, g_free);
    }
  g_clear_error (&error);

  if (!flow_serializer_load_from_data (serializer, graph, (const char *)data, size, &error))
    {
      if (error == NULL || error->domain != FLOW_ERROR || error->code != FLOW_ERROR_INVALID_DATA)
        fail ("Loading failed without an invalid data error", NULL);

      after = flow_serializer_save_to_data (serializer, graph, NULL);
      if (strcmp (after, start_data) != 0)
        fail ("A failed load changed the graph", after);
      return 0;
    }

  first = flow_serializer_save_to_data (serializer, graph, NULL);
  if (!flow_serializer_load_from_data (serializer, again, first, -1, &error))
    fail ("What was saved does not load", error->message);
  second = flow_serializer_save_to_data (serializer, again, NULL);
  if (strcmp (first, second) != 0)
    fail ("Saving, loading and saving again changed the bytes", first);

  if (g_list_model_get_n_items (G_LIST_MODEL (graph)) > 0)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), 0);

      flow_graph_remove_node (graph, node);
      flow_history_undo (history);
      after = flow_serializer_save_to_data (serializer, graph, NULL);
      if (strcmp (after, first) != 0)
        fail ("Undoing the removal of a node did not restore the graph", after);
    }

  return 0;
}

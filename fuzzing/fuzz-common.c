/* fuzz-common.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* What the fuzz targets share: a node type of their own, the serializer
 * that knows it, and the way they fail.
 */

#include "config.h"

#include "fuzz-common.h"

#include "flow/flow-serializer-private.h"

#include <stdio.h>
#include <stdlib.h>

/* "fuzz.scale": a node type with docks of its own and data it checks. */


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

void
fuzz_fail (const char *what,
           const char *data)
{
  fprintf (stderr, "%s\n%s\n", what, data != NULL ? data : "");
  abort ();
}

FlowSerializer *
fuzz_serializer_new (void)
{
  FlowSerializer *serializer = flow_serializer_new ();

  flow_serializer_set_pretty (serializer, FALSE);
  flow_serializer_register_type (serializer, "fuzz.scale", FUZZ_TYPE_SCALE_NODE);

  return serializer;
}

/* A warning or a critical fails the input with abort (), which libFuzzer
 * catches and keeps the input for; GLib's own fatal messages stop at a
 * breakpoint (SIGTRAP), which it does not.
 */
static GLogWriterOutput
fatal_writer (GLogLevelFlags   log_level,
              const GLogField *fields,
              gsize            n_fields,
              gpointer         user_data)
{
  if (log_level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      for (gsize i = 0; i < n_fields; i++)
        if (g_str_equal (fields[i].key, "MESSAGE"))
          fuzz_fail ("A warning or a critical", fields[i].value);
      fuzz_fail ("A warning or a critical", NULL);
    }

  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

void
fuzz_init (void)
{
  /* Bad input must only ever give a GError. */
  g_log_set_writer_func (fatal_writer, NULL, NULL);
}

void
fuzz_check_error (const GError *error)
{
  if (error == NULL)
    fuzz_fail ("A failure without an error", NULL);

  if (error->domain != FLOW_ERROR || error->code != FLOW_ERROR_INVALID_DATA)
    fuzz_fail ("A failure with an error other than FLOW_ERROR_INVALID_DATA", error->message);

  /* The scanner accepted text that json-glib then refused: they must
   * agree on what JSON is.
   */
  if (g_atomic_int_get (&_flow_loader_n_parser_refusals) != 0)
    fuzz_fail ("The scanner and json-glib disagree", error->message);
}

char *
fuzz_structure_of (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *nodes;
  JsonObject *root;

  if (!json_parser_load_from_data (parser, text, -1, NULL))
    fuzz_fail ("Saved text that json-glib cannot read", text);

  root = json_node_get_object (json_parser_get_root (parser));
  nodes = json_object_has_member (root, "nodes") ? json_object_get_array_member (root, "nodes") : NULL;

  for (guint i = 0; nodes != NULL && i < json_array_get_length (nodes); i++)
    {
      JsonObject *node = json_array_get_object_element (nodes, i);
      JsonArray *sources;

      if (!json_object_has_member (node, "sources"))
        continue;

      sources = json_object_get_array_member (node, "sources");
      for (guint j = 0; j < json_array_get_length (sources); j++)
        {
          JsonObject *source = json_array_get_object_element (sources, j);

          json_object_remove_member (source, "value");
          if (json_object_has_member (source, "value-type"))
            json_object_remove_member (source, "value-type");
        }
    }

  json_generator_set_root (generator, json_parser_get_root (parser));

  return json_generator_to_data (generator, NULL);
}

gboolean
fuzz_same_graph (const char *a,
                 const char *b,
                 gboolean    cycles)
{
  g_autofree char *structure_a = NULL;
  g_autofree char *structure_b = NULL;

  if (strcmp (a, b) == 0)
    return TRUE;
  if (!cycles)
    return FALSE;

  structure_a = fuzz_structure_of (a);
  structure_b = fuzz_structure_of (b);

  return strcmp (structure_a, structure_b) == 0;
}

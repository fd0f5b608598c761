/* test-gst-describe.c: node types of GStreamer elements described from
 * the registry, as lists of node types read them, against the nodes
 * made of the same elements.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"

/* "name|label|type" for each dock of @docks, in order. */
static char *
docks_text (GListModel *docks)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      g_string_append_printf (text, "%s|%s|%s\n", flow_dock_get_name (dock),
                              flow_dock_get_label (dock),
                              g_type_name (flow_dock_get_value_type (dock)));
    }

  return g_string_free (text, FALSE);
}

static void
test_every_element (void)
{
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_auto(GStrv) types = flow_serializer_list_types (serializer);
  guint n_described = 0;

  g_test_summary ("The description of every element's node type has the "
                  "title and the docks, in order, of a node made of it.");

  for (guint i = 0; types[i] != NULL; i++)
    {
      g_autoptr(FlowNode) described = flow_serializer_describe_type (serializer, types[i]);
      g_autoptr(FlowNode) made = flow_serializer_create_node (serializer, types[i]);
      g_autofree char *described_sinks = NULL, *made_sinks = NULL;
      g_autofree char *described_sources = NULL, *made_sources = NULL;

      /* An element that cannot be made is not listed either. */
      if (made == NULL)
        continue;

      g_assert_nonnull (described);
      g_assert_false (FLOW_GST_IS_ELEMENT_NODE (described));
      g_assert_cmpstr (flow_node_get_title (described), ==, flow_node_get_title (made));

      described_sinks = docks_text (flow_node_get_sinks (described));
      made_sinks = docks_text (flow_node_get_sinks (made));
      described_sources = docks_text (flow_node_get_sources (described));
      made_sources = docks_text (flow_node_get_sources (made));
      if (g_strcmp0 (described_sinks, made_sinks) != 0 ||
          g_strcmp0 (described_sources, made_sources) != 0)
        g_test_message ("%s:\n%s%s--\n%s%s", types[i], described_sinks, described_sources,
                        made_sinks, made_sources);
      g_assert_cmpstr (described_sinks, ==, made_sinks);
      g_assert_cmpstr (described_sources, ==, made_sources);
      n_described++;
    }

  /* By name, as lists show them. */
  for (guint i = 1; types[i] != NULL; i++)
    g_assert_cmpint (g_strcmp0 (types[i - 1], types[i]), <, 0);

  g_test_message ("%u element types described", n_described);
  g_assert_cmpuint (n_described, >, 50);
}

static void
test_no_plugin_loaded_subprocess (void)
{
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_auto(GStrv) types = flow_serializer_list_types (serializer);
  guint before = flow_gst_count_loaded_plugins ();

  for (guint i = 0; types[i] != NULL; i++)
    {
      g_autoptr(FlowNode) described = flow_serializer_describe_type (serializer, types[i]);

      g_assert_nonnull (described);
    }

  g_test_message ("%u node types, %u plugins loaded before and %u after",
                  g_strv_length (types), before, flow_gst_count_loaded_plugins ());
  g_assert_cmpuint (flow_gst_count_loaded_plugins (), ==, before);
}

static void
test_no_plugin_loaded (void)
{
  g_test_summary ("Describing every element's node type loads no plugin.");

  /* In a process of its own, where nothing loaded plugins before. */
  g_test_trap_subprocess ("/gst/describe/no-plugin-loaded/subprocess", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/describe/every-element", test_every_element);
  g_test_add_func ("/gst/describe/no-plugin-loaded", test_no_plugin_loaded);
  g_test_add_func ("/gst/describe/no-plugin-loaded/subprocess", test_no_plugin_loaded_subprocess);

  return g_test_run ();
}

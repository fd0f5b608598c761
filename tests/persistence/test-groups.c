/* test-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "persistence-utils.h"

#include <glib/gstdio.h>
#include <string.h>

/* Groups in files and on the clipboard: saved once each, the ones used
 * and only those, loaded back exactly; bad groups refused with the path
 * of the problem and the graph untouched; a file that would expand into
 * too many nodes refused before it does; pasted groups renamed on a
 * clash.
 */

static void
connect (FlowGraph  *graph,
         FlowNode   *from,
         const char *source,
         FlowNode   *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (from, source),
                                               flow_node_get_sink (to, sink), &error));
  g_assert_no_error (error);
}

/* "Add": x + y through an adder. */
static FlowGroup *
make_add (const char *name)
{
  FlowGroup *group = flow_group_new (name);
  FlowGraph *graph = flow_group_get_graph (group);
  g_autoptr(FlowNode) adder = test_adder_node_new ();
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_input (group, "y", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_output (group, "sum", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);

  flow_node_set_position (adder, 120, 40);
  flow_graph_add_node (graph, adder);
  connect (graph, flow_group_get_input_node (group), "x", adder, "a");
  connect (graph, flow_group_get_input_node (group), "y", adder, "b");
  connect (graph, adder, "sum", flow_group_get_output_node (group), "sum");

  return group;
}

/* "Twice": (x + y) + (x + y), through two "Add" nodes: a group that uses
 * another.
 */
static FlowGroup *
make_twice (FlowGroup *add)
{
  FlowGroup *group = flow_group_new ("Twice");
  FlowGraph *graph = flow_group_get_graph (group);
  FlowNode *input = flow_group_get_input_node (group);
  g_autoptr(FlowNode) first = flow_group_node_new (add);
  g_autoptr(FlowNode) second = flow_group_node_new (add);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_input (group, "y", G_TYPE_DOUBLE, &error));
  g_assert_nonnull (flow_group_add_output (group, "result", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);

  flow_graph_add_node (graph, first);
  flow_graph_add_node (graph, second);
  connect (graph, input, "x", first, "x");
  connect (graph, input, "y", first, "y");
  connect (graph, first, "sum", second, "x");
  connect (graph, first, "sum", second, "y");
  connect (graph, second, "sum", flow_group_get_output_node (group), "result");

  return group;
}

/* The default value of an input: saved with the node. */
static void
set_double (FlowNode   *node,
            const char *sink,
            double      number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  flow_sink_set_default_value (flow_node_get_sink (node, sink), &value);
}

static double
get_double (FlowNode   *node,
            const char *source)
{
  return flow_test_get_double (FLOW_DOCK (flow_node_get_source (node, source)));
}

/* A document: two "Add" nodes and a "Twice" node, fed by values, and a
 * group that no node uses.
 */
static FlowGraph *
make_document (void)
{
  FlowGraph *document = flow_graph_new ();
  g_autoptr(FlowGroup) add = make_add ("Add");
  g_autoptr(FlowGroup) twice = make_twice (add);
  g_autoptr(FlowGroup) unused = make_add ("Unused");
  g_autoptr(FlowNode) a = flow_group_node_new (add);
  g_autoptr(FlowNode) b = flow_group_node_new (add);
  g_autoptr(FlowNode) c = flow_group_node_new (twice);
  g_autoptr(GError) error = NULL;

  g_assert_true (flow_graph_add_group (document, unused, &error));
  g_assert_no_error (error);

  flow_node_set_position (b, 0, 100);
  flow_node_set_position (c, 200, 50);
  flow_graph_add_node (document, a);
  flow_graph_add_node (document, b);
  flow_graph_add_node (document, c);
  set_double (a, "x", 1);
  set_double (a, "y", 2);
  set_double (b, "x", 10);
  set_double (b, "y", 20);
  connect (document, a, "sum", c, "x");
  connect (document, b, "sum", c, "y");

  /* (3 + 30) * 2 */
  g_assert_cmpfloat (get_double (c, "result"), ==, 66);

  return document;
}

static FlowNode *
node_at (FlowGraph *graph,
         guint      position)
{
  g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), position);

  return node;
}

static void
test_groups_round_trip (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  g_autofree char *described = NULL;
  g_autofree char *loaded_described = NULL;
  GListModel *groups;

  flow_serializer_set_pretty (serializer, FALSE);
  saved = test_save (serializer, document);

  /* Format 2, the groups used and only those, each once, "Add" before
   * "Twice", which uses it.
   */
  g_assert_true (g_str_has_prefix (saved, "{\"format\":2,\"groups\":[{\"name\":\"Add\","));
  g_assert_nonnull (strstr (saved, "{\"name\":\"Twice\","));
  g_assert_null (strstr (saved, "Unused"));
  g_assert_null (strstr (strstr (saved, "\"name\":\"Twice\"") + 1, "\"name\":\"Add\""));

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, saved, -1, &error));
  g_assert_no_error (error);

  /* The same document, but for the group no node used. */
  g_assert_true (flow_graph_remove_group (document, flow_graph_find_group (document, "Unused"), &error));
  g_assert_no_error (error);
  described = flow_test_describe_document (document);
  loaded_described = flow_test_describe_document (loaded);
  g_assert_cmpstr (loaded_described, ==, described);

  groups = flow_graph_get_groups (loaded);
  g_assert_cmpuint (g_list_model_get_n_items (groups), ==, 2);
  g_assert_cmpuint (flow_group_get_n_users (flow_graph_find_group (loaded, "Add")), ==, 4);
  g_assert_true (flow_group_get_document (flow_graph_find_group (loaded, "Twice")) == loaded);

  /* The loaded groups compute, and share their definitions. */
  g_assert_cmpfloat (get_double (node_at (loaded, 2), "result"), ==, 66);
  set_double (node_at (loaded, 0), "x", 101);
  g_assert_cmpfloat (get_double (node_at (loaded, 2), "result"), ==, 266);
  set_double (node_at (loaded, 0), "x", 1);

  /* Saved again, the same bytes. */
  again = test_save (serializer, loaded);
  g_assert_cmpstr (again, ==, saved);
}

/* A group whose graph has a cycle, in a document that allows cycles,
 * loads with the cycle in every group node's graph: they take the rules
 * of the group's graph while the loaded group has no document yet.
 */
static void
test_groups_cycle (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Loop");
  g_autoptr(FlowNode) adder = test_adder_node_new ();
  g_autoptr(FlowNode) user = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  FlowGraph *inside;
  FlowNode *inner;

  flow_graph_set_allow_cycles (document, TRUE);
  g_assert_true (flow_graph_add_group (document, group, &error));
  g_assert_no_error (error);
  flow_graph_add_node (flow_group_get_graph (group), adder);
  connect (flow_group_get_graph (group), adder, "sum", adder, "a");

  user = flow_group_node_new (group);
  flow_graph_add_node (document, user);
  saved = test_save (serializer, document);

  flow_graph_set_allow_cycles (loaded, TRUE);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, saved, -1, &error));
  g_assert_no_error (error);

  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (node_at (loaded, 0)));
  g_assert_true (flow_graph_get_allow_cycles (inside));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (inside)), ==, 1);
  inner = flow_graph_get_node (inside, flow_node_get_id (adder));
  g_assert_nonnull (flow_graph_find_connection (inside, flow_node_get_source (inner, "sum"),
                                                flow_node_get_sink (inner, "a")));

  again = test_save (serializer, loaded);
  g_assert_cmpstr (again, ==, saved);
}

/* The tree an asynchronous save generates is the text of the streaming
 * writer, groups and all.
 */
static void
test_groups_async_save (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autofree char *directory = test_temporary_directory ();
  g_autofree char *path = g_build_filename (directory, "groups.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *written = NULL;
  TestWait wait = { NULL, };

  for (guint pretty = 0; pretty < 2; pretty++)
    {
      flow_serializer_set_pretty (serializer, pretty);
      g_clear_pointer (&saved, g_free);
      g_clear_pointer (&written, g_free);

      flow_serializer_save_to_file_async (serializer, document, file, G_PRIORITY_DEFAULT,
                                          NULL, test_wait_done_cb, &wait);
      test_wait_for (&wait, 10);
      g_assert_true (flow_serializer_save_to_file_finish (serializer, wait.result, &error));
      g_assert_no_error (error);
      g_clear_object (&wait.result);

      saved = test_save (serializer, document);
      g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
      g_assert_cmpstr (written, ==, saved);
    }

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (directory), ==, 0);
}

/* Without group nodes, format 1: what older versions read. */
static void
test_groups_format_1 (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGroup) unused = make_add ("Add");
  g_autoptr(FlowNode) adder = test_adder_node_new ();
  g_autofree char *saved = NULL;

  flow_serializer_set_pretty (serializer, FALSE);
  g_assert_true (flow_graph_add_group (document, unused, NULL));
  flow_graph_add_node (document, adder);
  saved = test_save (serializer, document);
  g_assert_true (g_str_has_prefix (saved, "{\"format\":1,\"nodes\":["));
}

/* Loading replaces the groups too, in the same list model. */
static void
test_groups_load_replaces (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autoptr(FlowGraph) target = flow_graph_new ();
  g_autoptr(FlowGroup) old = make_add ("Old");
  g_autoptr(FlowNode) old_node = flow_group_node_new (old);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = test_save (serializer, document);
  GListModel *groups = flow_graph_get_groups (target);

  flow_graph_add_node (target, old_node);
  g_assert_cmpuint (g_list_model_get_n_items (groups), ==, 1);
  flow_test_record_changes (groups);

  g_assert_true (flow_serializer_load_from_data (serializer, target, saved, -1, &error));
  g_assert_no_error (error);

  g_assert_true (flow_graph_get_groups (target) == groups);
  {
    g_autofree char *changes = flow_test_take_changes (groups);

    g_assert_cmpstr (changes, ==, "0-1+2");
  }
  g_assert_nonnull (flow_graph_find_group (target, "Add"));
  g_assert_null (flow_graph_find_group (target, "Old"));
  g_assert_null (flow_group_get_document (old));
  g_assert_null (flow_node_get_graph (old_node));
}

/* Bad groups, each refused with where and why, the target untouched. */
static const struct
{
  const char *text;
  const char *message;
} invalid[] = {
  { "{\"format\":1,\"groups\":[],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups: groups came with format 2; this graph is in format 1." },
  { "{\"format\":2,\"groups\":{},\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups: expected a list of groups." },
  { "{\"format\":2,\"groups\":[3],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0]: expected an object that describes a group." },
  { "{\"format\":2,\"groups\":[{\"name\":\"\"}],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0].name: expected the name of the group." },
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"colour\":1}],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0].colour: “colour” is not a member of a group." },
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":{}}],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0].nodes: expected a list." },
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":[]}],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0]: the group has no input node." },
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":["
    "{\"id\":1,\"type\":\"FlowGroupInputNode\"},{\"id\":2,\"type\":\"FlowGroupInputNode\"}]}],"
    "\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0].nodes[1].type: the group has an input node already." },
  /* Its group node would have two docks of one name. */
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":["
    "{\"id\":1,\"type\":\"FlowGroupInputNode\",\"sources\":[{\"name\":\"a\",\"type\":\"gdouble\"}]},"
    "{\"id\":2,\"type\":\"FlowGroupOutputNode\",\"sinks\":[{\"name\":\"a\",\"type\":\"gdouble\"}]}]}],"
    "\"nodes\":[{\"id\":1,\"type\":\"FlowGroupNode\",\"group\":\"A\"}],\"connections\":[]}",
    "Invalid data at groups[0]: the group has an input and an output called “a”." },
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":["
    "{\"id\":1,\"type\":\"FlowGroupInputNode\"},{\"id\":2,\"type\":\"FlowGroupOutputNode\"}]},"
    "{\"name\":\"A\"}],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[1].name: another group is called “A” already." },
  { "{\"format\":2,\"nodes\":[{\"id\":1,\"type\":\"FlowGroupInputNode\"}],\"connections\":[]}",
    "Invalid data at nodes[0].type: only the graph of a group has an input node." },
  { "{\"format\":2,\"nodes\":[{\"id\":1,\"type\":\"FlowGroupNode\",\"group\":\"B\"}],\"connections\":[]}",
    "Invalid data at nodes[0].group: no group called “B” comes before it in “groups”." },
  { "{\"format\":2,\"nodes\":[{\"id\":1,\"type\":\"FlowGroupNode\"}],\"connections\":[]}",
    "Invalid data at nodes[0].group: expected the name of the group the node uses." },
  { "{\"format\":2,\"nodes\":[{\"id\":1,\"type\":\"test.adder\",\"group\":\"A\"}],\"connections\":[]}",
    "Invalid data at nodes[0].group: only a node of the type “FlowGroupNode” uses a group." },
  /* A group cannot use itself or a group after it. */
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":["
    "{\"id\":1,\"type\":\"FlowGroupInputNode\"},{\"id\":2,\"type\":\"FlowGroupOutputNode\"},"
    "{\"id\":3,\"type\":\"FlowGroupNode\",\"group\":\"A\"}]}],\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0].nodes[2].group: no group called “A” comes before it in “groups”." },
  /* A group node with a dock its group's interface lacks. */
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":["
    "{\"id\":1,\"type\":\"FlowGroupInputNode\"},{\"id\":2,\"type\":\"FlowGroupOutputNode\"}]}],"
    "\"nodes\":[{\"id\":1,\"type\":\"FlowGroupNode\",\"group\":\"A\","
    "\"sinks\":[{\"name\":\"x\",\"type\":\"gdouble\"}]}],\"connections\":[]}",
    "Invalid data at nodes[0].sinks[0].name: the group “A” has no input called “x”." },
  /* Inside a group, a connection to a dock its node lacks. */
  { "{\"format\":2,\"groups\":[{\"name\":\"A\",\"nodes\":["
    "{\"id\":1,\"type\":\"FlowGroupInputNode\"},{\"id\":2,\"type\":\"FlowGroupOutputNode\"}],"
    "\"connections\":[{\"source-node\":1,\"source\":\"x\",\"sink-node\":2,\"sink\":\"y\"}]}],"
    "\"nodes\":[],\"connections\":[]}",
    "Invalid data at groups[0].connections[0].source: the node 1 has no output called “x”." },
};

static void
test_groups_invalid (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) target = make_document ();
  g_autofree char *before = flow_test_describe_document (target);

  for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_test_message ("%s", invalid[i].text);
      g_assert_false (flow_serializer_load_from_data (serializer, target, invalid[i].text, -1, &error));
      g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, invalid[i].message);

      after = flow_test_describe_document (target);
      g_assert_cmpstr (after, ==, before);
    }
}

/* A group of "wide" nodes of the group before it, "depth" times. */
static char *
nested_text (guint depth,
             guint wide)
{
  GString *text = g_string_new ("{\"format\":2,\"groups\":[");

  for (guint level = 0; level < depth; level++)
    {
      g_string_append_printf (text, "%s{\"name\":\"G%u\",\"nodes\":["
                              "{\"id\":1,\"type\":\"FlowGroupInputNode\"},"
                              "{\"id\":2,\"type\":\"FlowGroupOutputNode\"}",
                              level > 0 ? "," : "", level);
      for (guint k = 0; level > 0 && k < wide; k++)
        g_string_append_printf (text, ",{\"id\":%u,\"type\":\"FlowGroupNode\",\"group\":\"G%u\"}",
                                3 + k, level - 1);
      g_string_append (text, "]}");
    }

  g_string_append_printf (text, "],\"nodes\":[{\"id\":1,\"type\":\"FlowGroupNode\",\"group\":\"G%u\"}],"
                          "\"connections\":[]}", depth - 1);

  return g_string_free (text, FALSE);
}

/* Exponential expansion and deep nesting, refused before they are made. */
static void
test_groups_limits (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) target = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *wide = nested_text (40, 2);
  g_autofree char *deep = nested_text (300, 1);
  g_autofree char *fine = nested_text (32, 1);
  g_autoptr(FlowNode) top = NULL;

  /* 2^40 nodes in a few kilobytes: refused before any is made. */
  g_assert_false (flow_serializer_load_from_data (serializer, target, wide, -1, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==,
                   "Invalid data at groups[18]: the group would make more than 1048576 nodes.");
  g_clear_error (&error);

  g_assert_false (flow_serializer_load_from_data (serializer, target, deep, -1, &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==,
                   "Invalid data at groups[257].nodes[2].group: groups nest more than 256 levels deep.");
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (target)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (target)), ==, 0);

  /* 32 levels load. */
  g_assert_true (flow_serializer_load_from_data (serializer, target, fine, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (target)), ==, 32);
  top = g_list_model_get_item (G_LIST_MODEL (target), 0);
  g_assert_cmpstr (flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (top))), ==, "G31");
}

/* Copied group nodes carry their groups; a clash of names renames the
 * pasted one, and the paste is one step.
 */
static void
test_groups_paste (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) source = make_document ();
  g_autoptr(FlowGraph) target = flow_graph_new ();
  g_autoptr(FlowGroup) other = make_add ("Add");
  g_autoptr(FlowNode) other_node = flow_group_node_new (other);
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  FlowHistory *history = flow_graph_get_history (target);
  FlowNode *copied[1];
  FlowNode *twice;
  gsize length;

  flow_graph_add_node (target, other_node);
  before = flow_test_describe_document (target);

  /* The "Twice" node: its group and the group that one uses. */
  copied[0] = node_at (source, 2);
  data = flow_serializer_save_nodes_to_data (serializer, copied, 1, &length);

  pasted = flow_serializer_paste (serializer, target, data, length, 10, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pasted), ==, 1);
  twice = node_at (target, 1);
  g_assert_true (FLOW_IS_GROUP_NODE (twice));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (target)), ==, 3);
  g_assert_true (flow_graph_find_group (target, "Add") == other);
  g_assert_nonnull (flow_graph_find_group (target, "Add 2"));
  g_assert_nonnull (flow_graph_find_group (target, "Twice"));

  set_double (twice, "x", 1);
  set_double (twice, "y", 2);
  g_assert_cmpfloat (get_double (twice, "result"), ==, 6);

  /* One step: undone, the target is as it was. */
  flow_history_undo (history);
  flow_history_undo (history);
  flow_history_undo (history);
  {
    g_autofree char *after = flow_test_describe_document (target);

    g_assert_cmpstr (after, ==, before);
  }
}

/* A group node pasted into the graph of its own group, directly or
 * through a group that uses it, is refused with an error and changes
 * nothing; so is a paste into a group node's copy of it. Loading a file
 * into a group's graph, or a group node's, is a programmer error: a file
 * is a whole document, and would take the group's input and output
 * nodes away.
 */
static void
test_groups_paste_into_itself (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autofree char *before = flow_test_describe_document (document);
  FlowNode *add_node = node_at (document, 0);
  FlowNode *twice_node = node_at (document, 2);
  FlowGroup *add = flow_group_node_get_group (FLOW_GROUP_NODE (add_node));
  FlowGroup *twice = flow_group_node_get_group (FLOW_GROUP_NODE (twice_node));
  FlowGraph *graphs[] = {
    flow_group_get_graph (add),
    flow_group_node_get_graph (FLOW_GROUP_NODE (add_node)),
    flow_group_get_graph (twice),
  };
  FlowNode *copied[] = { add_node, twice_node };
  g_autofree char *file = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (graphs); i++)
    for (guint j = 0; j < G_N_ELEMENTS (copied); j++)
      {
        g_autoptr(GListModel) pasted = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *data = NULL;
        g_autofree char *after = NULL;
        gsize length;

        /* "Add" into "Twice" is what "Twice" holds already. */
        if (i == 2 && j == 0)
          continue;

        data = flow_serializer_save_nodes_to_data (serializer, &copied[j], 1, &length);
        pasted = flow_serializer_paste (serializer, graphs[i], data, length, 10, 10, &error);
        g_assert_error (error, FLOW_ERROR, FLOW_ERROR_RECURSIVE_GROUP);
        g_assert_null (pasted);
        after = flow_test_describe_document (document);
        g_assert_cmpstr (after, ==, before);
        g_assert_false (flow_history_get_can_undo (flow_graph_get_history (document)));
      }

  file = flow_serializer_save_to_data (serializer, document, NULL);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *after = NULL;

      flow_test_expect_critical (FLOW_TEST_PRECONDITION,
                                 flow_serializer_load_from_data (serializer, graphs[i], file, -1, NULL));
      after = flow_test_describe_document (document);
      g_assert_cmpstr (after, ==, before);
    }
}

/* Copied and pasted in the same document, a group node uses the group
 * that is there, unless its definition changed in between.
 */
static void
test_groups_paste_same_document (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  FlowHistory *history = flow_graph_get_history (document);
  FlowGroup *add = flow_graph_find_group (document, "Add");
  guint n_groups = g_list_model_get_n_items (flow_graph_get_groups (document));
  guint n_users = flow_group_get_n_users (add);
  FlowNode *copied[1];
  FlowNode *copy;
  gsize length;

  before = flow_test_describe_document (document);

  /* The first "Add" node, pasted back: one more user of "Add". */
  copied[0] = node_at (document, 0);
  data = flow_serializer_save_nodes_to_data (serializer, copied, 1, &length);
  pasted = flow_serializer_paste (serializer, document, data, length, 10, 10, &error);
  g_assert_no_error (error);
  copy = g_list_model_get_item (pasted, 0);
  g_object_unref (copy);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (copy)) == add);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (document)), ==, n_groups);
  g_assert_null (flow_graph_find_group (document, "Add 2"));
  g_assert_cmpuint (flow_group_get_n_users (add), ==, n_users + 1);

  /* It computes with its own values, through the shared group. */
  set_double (copy, "x", 4);
  set_double (copy, "y", 5);
  g_assert_cmpfloat (get_double (copy, "sum"), ==, 9);

  /* Undone, the document is as it was. */
  while (flow_history_get_can_undo (history) &&
         g_strcmp0 (flow_history_get_undo_label (history), "Undo Paste Node") != 0)
    flow_history_undo (history);
  flow_history_undo (history);
  {
    g_autofree char *after = flow_test_describe_document (document);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpuint (flow_group_get_n_users (add), ==, n_users);

  /* The group edited since the copy: the pasted one is another group. */
  {
    g_autoptr(FlowNode) extra = flow_test_node_new ("Extra", NULL, NULL);
    g_autoptr(GListModel) again = NULL;
    FlowNode *other;

    flow_graph_add_node (flow_group_get_graph (add), extra);
    again = flow_serializer_paste (serializer, document, data, length, 10, 10, &error);
    g_assert_no_error (error);
    other = g_list_model_get_item (again, 0);
    g_object_unref (other);
    g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (other)) != add);
    g_assert_cmpstr (flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (other))), ==, "Add 2");
  }
}

/* A group node whose group uses another, pasted back: it uses the
 * document's groups, inside as well, so that ungrouping it brings out
 * nodes of the document's "Add".
 */
static void
test_groups_paste_nested (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  FlowGroup *add = flow_graph_find_group (document, "Add");
  FlowGroup *twice = flow_graph_find_group (document, "Twice");
  guint n_groups = g_list_model_get_n_items (flow_graph_get_groups (document));
  guint n_nodes = g_list_model_get_n_items (G_LIST_MODEL (document));
  FlowNode *copied[1];
  FlowNode *copy;
  FlowGraph *inside;
  gsize length;

  copied[0] = node_at (document, 2);
  data = flow_serializer_save_nodes_to_data (serializer, copied, 1, &length);
  pasted = flow_serializer_paste (serializer, document, data, length, 10, 10, &error);
  g_assert_no_error (error);
  copy = g_list_model_get_item (pasted, 0);
  g_object_unref (copy);
  g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (copy)) == twice);
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_groups (document)), ==, n_groups);

  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (copy));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (inside)); i++)
    {
      FlowNode *node = node_at (inside, i);

      if (FLOW_IS_GROUP_NODE (node))
        g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (node)) == add);
    }

  set_double (copy, "x", 1);
  set_double (copy, "y", 2);
  g_assert_cmpfloat (get_double (copy, "result"), ==, 6);

  g_assert_true (flow_graph_ungroup (document, copy, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (document)), ==, n_nodes + 2);
  for (guint i = n_nodes; i < n_nodes + 2; i++)
    g_assert_true (flow_group_node_get_group (FLOW_GROUP_NODE (node_at (document, i))) == add);
}

/* A dock added to a group node by hand is not its group's: not saved, nor
 * are its connections, so the file loads.
 */
static void
test_groups_extra_dock (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = make_document ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowSink) extra = flow_sink_new ("extra", G_TYPE_DOUBLE);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  FlowNode *group_node = node_at (document, 0);

  flow_node_add_dock (group_node, FLOW_DOCK (extra));
  connect (document, node_at (document, 1), "sum", group_node, "extra");
  flow_serializer_set_pretty (serializer, FALSE);
  saved = test_save (serializer, document);
  g_assert_null (strstr (saved, "\"extra\""));

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, saved, -1, &error));
  g_assert_no_error (error);
  g_assert_null (flow_node_get_sink (node_at (loaded, 0), "extra"));
}

/* A node that computes nothing inside a group, its output what the
 * application set (a constant): the group's graph never computes, but
 * that value is the node's state, saved with the group, which every
 * group node's copy takes. The adder's output, which computes, is not.
 */
static void
test_groups_constant (void)
{
  g_autoptr(FlowSerializer) serializer = test_serializer_new ();
  g_autoptr(FlowGraph) document = flow_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_graph_new ();
  g_autoptr(FlowGroup) add = make_add ("Add");
  g_autoptr(FlowNode) constant = flow_node_new ();
  g_autoptr(FlowSource) value = flow_source_new ("value", G_TYPE_DOUBLE);
  g_autoptr(FlowNode) group_node = NULL;
  FlowGraph *graph = flow_group_get_graph (add);
  FlowNode *adder = node_at (graph, 2);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  const char *in_group;

  flow_node_add_dock (constant, FLOW_DOCK (value));
  flow_graph_add_node (graph, constant);
  flow_dock_set_double (FLOW_DOCK (value), 4.5);
  flow_graph_disconnect_dock (graph, FLOW_DOCK (flow_node_get_sink (adder, "b")));
  connect (graph, constant, "value", adder, "b");

  group_node = flow_group_node_new (add);
  flow_graph_add_node (document, group_node);
  set_double (group_node, "x", 1);
  g_assert_cmpfloat (get_double (group_node, "sum"), ==, 5.5);

  flow_serializer_set_pretty (serializer, FALSE);
  saved = test_save (serializer, document);
  in_group = strstr (saved, "\"type\":\"FlowNode\"");
  g_assert_nonnull (in_group);
  g_assert_true (in_group < strstr (saved, "\"type\":\"FlowGroupNode\""));
  g_assert_nonnull (strstr (in_group, "{\"name\":\"value\",\"type\":\"gdouble\",\"value\":4.5}"));
  g_assert_nonnull (strstr (saved, "{\"name\":\"sum\",\"type\":\"gdouble\"}"));

  g_assert_true (flow_serializer_load_from_data (serializer, loaded, saved, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (get_double (node_at (loaded, 0), "sum"), ==, 5.5);
  set_double (node_at (loaded, 0), "x", 2);
  g_assert_cmpfloat (get_double (node_at (loaded, 0), "sum"), ==, 6.5);
  set_double (node_at (loaded, 0), "x", 1);

  again = test_save (serializer, loaded);
  g_assert_cmpstr (again, ==, saved);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/persistence/groups/round-trip", test_groups_round_trip);
  g_test_add_func ("/persistence/groups/cycle", test_groups_cycle);
  g_test_add_func ("/persistence/groups/async-save", test_groups_async_save);
  g_test_add_func ("/persistence/groups/format-1", test_groups_format_1);
  g_test_add_func ("/persistence/groups/load-replaces", test_groups_load_replaces);
  g_test_add_func ("/persistence/groups/invalid", test_groups_invalid);
  g_test_add_func ("/persistence/groups/limits", test_groups_limits);
  g_test_add_func ("/persistence/groups/paste", test_groups_paste);
  g_test_add_func ("/persistence/groups/paste-same-document", test_groups_paste_same_document);
  g_test_add_func ("/persistence/groups/paste-into-itself", test_groups_paste_into_itself);
  g_test_add_func ("/persistence/groups/paste-nested", test_groups_paste_nested);
  g_test_add_func ("/persistence/groups/extra-dock", test_groups_extra_dock);
  g_test_add_func ("/persistence/groups/constant", test_groups_constant);

  return g_test_run ();
}

/* test-properties.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-test-utils.h"

#include <string.h>

/* A generic walk over the properties of every public Flow type, in the
 * manner of GTK's testsuite/gtk/defaultvalue.c and notify.c: every
 * readable property has its documented default, and every writable one
 * notifies exactly once when it changes and never when set to the value it
 * has.
 */

typedef struct
{
  GObject   *object;
  /* Keeps the object's surroundings alive, or NULL. */
  FlowGraph *graph;
} Instance;

typedef void (*InstanceFunc) (Instance *instance);

static void
new_graph (Instance *instance)
{
  instance->object = G_OBJECT (flow_graph_new ());
}

static void
new_node (Instance *instance)
{
  instance->object = G_OBJECT (flow_node_new ());
}

static void
new_sink (Instance *instance)
{
  instance->object = G_OBJECT (flow_sink_new ("in", G_TYPE_DOUBLE));
}

static void
new_source (Instance *instance)
{
  instance->object = G_OBJECT (flow_source_new ("out", G_TYPE_DOUBLE));
}

static void
new_placeholder (Instance *instance)
{
  instance->object = G_OBJECT (flow_placeholder_node_new ("Missing"));
}

static void
new_connection (Instance *instance)
{
  g_autoptr(FlowNode) a = flow_test_node_new ("a", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("b", "in:double", NULL);
  FlowConnection *connection;

  instance->graph = flow_graph_new ();
  flow_graph_add_node (instance->graph, a);
  flow_graph_add_node (instance->graph, b);
  connection = flow_test_connect (instance->graph,
                                  flow_node_get_source (a, "out"),
                                  flow_node_get_sink (b, "in"));
  instance->object = g_object_ref (G_OBJECT (connection));
}

static void
new_group (Instance *instance)
{
  instance->object = G_OBJECT (flow_group_new ("Group"));
}

static void
new_group_node (Instance *instance)
{
  g_autoptr(FlowGroup) group = flow_group_new ("Group");

  instance->object = G_OBJECT (flow_group_node_new (group));
}

static void
new_group_input_node (Instance *instance)
{
  instance->object = g_object_new (FLOW_TYPE_GROUP_INPUT_NODE, NULL);
}

static void
new_group_output_node (Instance *instance)
{
  instance->object = g_object_new (FLOW_TYPE_GROUP_OUTPUT_NODE, NULL);
}

static void
new_reroute (Instance *instance)
{
  instance->object = G_OBJECT (flow_reroute_new ());
}

static void
new_frame (Instance *instance)
{
  instance->object = G_OBJECT (flow_frame_new ());
}

static void
instance_free (Instance *instance)
{
  if (instance->graph != NULL)
    g_assert_finalize_object (g_steal_pointer (&instance->graph));
  g_assert_finalize_object (g_steal_pointer (&instance->object));
}

static const struct {
  const char   *type_name;
  GType       (*get_type) (void);
  InstanceFunc  create;
} types[] = {
  { "FlowGraph", flow_graph_get_type, new_graph },
  { "FlowNode", flow_node_get_type, new_node },
  { "FlowPlaceholderNode", flow_placeholder_node_get_type, new_placeholder },
  { "FlowSink", flow_sink_get_type, new_sink },
  { "FlowSource", flow_source_get_type, new_source },
  { "FlowConnection", flow_connection_get_type, new_connection },
  { "FlowGroup", flow_group_get_type, new_group },
  { "FlowGroupNode", flow_group_node_get_type, new_group_node },
  { "FlowGroupInputNode", flow_group_input_node_get_type, new_group_input_node },
  { "FlowGroupOutputNode", flow_group_output_node_get_type, new_group_output_node },
  { "FlowReroute", flow_reroute_get_type, new_reroute },
  { "FlowFrame", flow_frame_get_type, new_frame },
};

/* Types that are not public: the list models of connections. */
static const char * const private_types[] = {
  "FlowGraphConnections",
  "FlowConnectionList",
};

/* Properties whose value is not their pspec's default on a new object,
 * each for a documented reason.
 */
static gboolean
default_exempt (GType       type,
                GParamSpec *pspec)
{
  /* Given at construction: a dock has a name and a value type. */
  if (g_type_is_a (type, FLOW_TYPE_DOCK) &&
      (g_str_equal (pspec->name, "name") || g_str_equal (pspec->name, "value-type")))
    return TRUE;

  /* "When unset, it is the dock's name." */
  if (g_type_is_a (type, FLOW_TYPE_DOCK) && g_str_equal (pspec->name, "label"))
    return TRUE;

  /* A placeholder stands for the type its file named. */
  if (type == FLOW_TYPE_PLACEHOLDER_NODE && g_str_equal (pspec->name, "type-name"))
    return TRUE;

  /* "A placeholder node is in the warning state, with a message saying so." */
  if (type == FLOW_TYPE_PLACEHOLDER_NODE &&
      (g_str_equal (pspec->name, "state") || g_str_equal (pspec->name, "message")))
    return TRUE;

  /* A group has a name and a graph from the start: "Each group has its
   * own graph, with its input and output node."
   */
  if (type == FLOW_TYPE_GROUP &&
      (g_str_equal (pspec->name, "name") || g_str_equal (pspec->name, "graph")))
    return TRUE;

  /* A group node is made for its group, and has its copy of the
   * group's graph and the group's name as its title.
   */
  if (type == FLOW_TYPE_GROUP_NODE &&
      (g_str_equal (pspec->name, "group") || g_str_equal (pspec->name, "graph") ||
       g_str_equal (pspec->name, "title")))
    return TRUE;

  /* A group's input and output nodes cannot be deleted nor muted, and
   * have a title.
   */
  if ((type == FLOW_TYPE_GROUP_INPUT_NODE || type == FLOW_TYPE_GROUP_OUTPUT_NODE) &&
      (g_str_equal (pspec->name, "deletable") || g_str_equal (pspec->name, "title") ||
       g_str_equal (pspec->name, "can-mute")))
    return TRUE;

  /* "Frames and reroutes compute nothing and cannot be muted." */
  if ((type == FLOW_TYPE_FRAME || type == FLOW_TYPE_REROUTE) && g_str_equal (pspec->name, "can-mute"))
    return TRUE;

  /* "FLOW_TYPE_ANY while nothing feeds it." */
  if (type == FLOW_TYPE_REROUTE && g_str_equal (pspec->name, "value-type"))
    return TRUE;

  /* A connection is made between two docks of a graph. */
  if (type == FLOW_TYPE_CONNECTION)
    return TRUE;

  return FALSE;
}

static void
check_default (GObject    *object,
               GParamSpec *pspec)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) expected = G_VALUE_INIT;

  g_value_init (&value, pspec->value_type);
  g_value_init (&expected, pspec->value_type);
  g_object_get_property (object, pspec->name, &value);
  g_param_value_set_default (pspec, &expected);

  if (g_param_values_cmp (pspec, &value, &expected) != 0)
    {
      g_autofree char *got = g_strdup_value_contents (&value);
      g_autofree char *want = g_strdup_value_contents (&expected);

      g_error ("%s:%s is %s on a new object, but its default is %s",
               G_OBJECT_TYPE_NAME (object), pspec->name, got, want);
    }
}

/* Fills @value (initialized to the property's type) with a value that
 * differs from @current.
 */
static void
make_other_value (GObject      *object,
                  GParamSpec   *pspec,
                  const GValue *current,
                  GValue       *value)
{
  GType fundamental = G_TYPE_FUNDAMENTAL (pspec->value_type);

  switch (fundamental)
    {
    case G_TYPE_BOOLEAN:
      g_value_set_boolean (value, !g_value_get_boolean (current));
      break;

    case G_TYPE_INT:
      {
        GParamSpecInt *spec = G_PARAM_SPEC_INT (pspec);
        int v = g_value_get_int (current);

        g_value_set_int (value, v < spec->maximum ? v + 1 : v - 1);
      }
      break;

    case G_TYPE_UINT:
      {
        GParamSpecUInt *spec = G_PARAM_SPEC_UINT (pspec);
        guint v = g_value_get_uint (current);

        g_value_set_uint (value, v < spec->maximum ? v + 1 : v - 1);
      }
      break;

    case G_TYPE_DOUBLE:
      {
        GParamSpecDouble *spec = G_PARAM_SPEC_DOUBLE (pspec);
        double v = g_value_get_double (current);

        g_value_set_double (value, v + 1 <= spec->maximum ? v + 1 : v - 1);
      }
      break;

    case G_TYPE_ENUM:
      {
        GEnumClass *enum_class = G_PARAM_SPEC_ENUM (pspec)->enum_class;
        int v = g_value_get_enum (current);
        gboolean found = FALSE;

        for (guint i = 0; i < enum_class->n_values && !found; i++)
          if (enum_class->values[i].value != v)
            {
              g_value_set_enum (value, enum_class->values[i].value);
              found = TRUE;
            }
        g_assert_true (found);
      }
      break;

    case G_TYPE_STRING:
      g_value_set_string (value,
                          g_strcmp0 (g_value_get_string (current), "Changed") == 0
                          ? "Changed again" : "Changed");
      break;

    case G_TYPE_BOXED:
      if (pspec->value_type == G_TYPE_VALUE)
        {
          /* A dock's value or a sink's default value: a value of the
           * dock's type other than the current one.
           */
          const GValue *old = g_value_get_boxed (current);
          GValue inner = G_VALUE_INIT;
          GType value_type;

          g_object_get (object, "value-type", &value_type, NULL);
          g_assert_true (value_type == G_TYPE_DOUBLE);

          g_value_init (&inner, G_TYPE_DOUBLE);
          g_value_set_double (&inner, old != NULL ? g_value_get_double (old) + 1 : 1.5);
          g_value_set_boxed (value, &inner);
          g_value_unset (&inner);
          break;
        }
      G_GNUC_FALLTHROUGH;

    default:
      g_error ("%s:%s: no test value for properties of type %s; teach the test",
               G_OBJECT_TYPE_NAME (object), pspec->name, g_type_name (pspec->value_type));
    }
}

static gboolean
values_equal (GParamSpec   *pspec,
              const GValue *a,
              const GValue *b)
{
  if (pspec->value_type == G_TYPE_VALUE)
    {
      /* Boxed values compare by pointer: compare their contents. */
      const GValue *inner_a = g_value_get_boxed (a);
      const GValue *inner_b = g_value_get_boxed (b);
      g_autofree char *text_a = NULL;
      g_autofree char *text_b = NULL;

      if (inner_a == NULL || inner_b == NULL)
        return inner_a == inner_b;
      if (G_VALUE_TYPE (inner_a) != G_VALUE_TYPE (inner_b))
        return FALSE;

      text_a = g_strdup_value_contents (inner_a);
      text_b = g_strdup_value_contents (inner_b);

      return g_str_equal (text_a, text_b);
    }

  return g_param_values_cmp (pspec, a, b) == 0;
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *counter)
{
  (*counter)++;
}

static void
check_notify (InstanceFunc  create,
              GParamSpec   *pspec)
{
  Instance instance = { NULL, NULL };
  g_autofree char *signal = g_strconcat ("notify::", pspec->name, NULL);
  g_auto(GValue) current = G_VALUE_INIT;
  g_auto(GValue) other = G_VALUE_INIT;
  g_auto(GValue) read = G_VALUE_INIT;
  guint counter = 0;
  gulong handler;

  create (&instance);

  g_value_init (&current, pspec->value_type);
  g_value_init (&other, pspec->value_type);
  g_value_init (&read, pspec->value_type);
  g_object_get_property (instance.object, pspec->name, &current);
  make_other_value (instance.object, pspec, &current, &other);

  handler = g_signal_connect (instance.object, signal, G_CALLBACK (notify_count_cb), &counter);

  /* Setting the value it has: no notify. */
  g_object_set_property (instance.object, pspec->name, &current);
  if (counter != 0)
    g_error ("%s:%s notified %u times when set to the value it had",
             G_OBJECT_TYPE_NAME (instance.object), pspec->name, counter);

  /* A change: one notify, and the value reads back. */
  g_object_set_property (instance.object, pspec->name, &other);
  if (counter != 1)
    g_error ("%s:%s notified %u times for one change",
             G_OBJECT_TYPE_NAME (instance.object), pspec->name, counter);
  g_object_get_property (instance.object, pspec->name, &read);
  if (!values_equal (pspec, &read, &other))
    {
      g_autofree char *got = g_strdup_value_contents (&read);
      g_autofree char *want = g_strdup_value_contents (&other);

      g_error ("%s:%s reads %s after being set to %s",
               G_OBJECT_TYPE_NAME (instance.object), pspec->name, got, want);
    }

  /* The same again: no notify. */
  g_object_set_property (instance.object, pspec->name, &other);
  if (counter != 1)
    g_error ("%s:%s notified again when set to the value it had",
             G_OBJECT_TYPE_NAME (instance.object), pspec->name);

  /* Back to where it was: one more. */
  g_object_set_property (instance.object, pspec->name, &current);
  if (counter != 2)
    g_error ("%s:%s notified %u times for a second change",
             G_OBJECT_TYPE_NAME (instance.object), pspec->name, counter - 1);

  g_signal_handler_disconnect (instance.object, handler);
  g_value_reset (&current);
  g_value_reset (&other);
  g_value_reset (&read);
  instance_free (&instance);
}

static void
check_pspec_flags (GType       type,
                   GParamSpec *pspec)
{
  g_autofree char *where = g_strdup_printf ("%s:%s", g_type_name (type), pspec->name);

  if ((pspec->flags & G_PARAM_STATIC_STRINGS) != G_PARAM_STATIC_STRINGS)
    g_error ("%s lacks G_PARAM_STATIC_STRINGS", where);

  if (g_param_spec_get_blurb (pspec) != NULL)
    g_error ("%s has a blurb; documentation belongs in the doc comment", where);

  if ((pspec->flags & G_PARAM_READABLE) == 0)
    g_error ("%s is not readable", where);

  if ((pspec->flags & G_PARAM_WRITABLE) != 0 &&
      (pspec->flags & G_PARAM_CONSTRUCT_ONLY) == 0 &&
      (pspec->flags & G_PARAM_EXPLICIT_NOTIFY) == 0)
    g_error ("%s lacks G_PARAM_EXPLICIT_NOTIFY", where);
}

static void
test_properties_type (gconstpointer data)
{
  guint t = GPOINTER_TO_UINT (data);
  GType type = types[t].get_type ();
  g_autofree GParamSpec **pspecs = NULL;
  Instance instance = { NULL, NULL };
  guint n_pspecs;
  guint n_owned = 0;

  g_assert_cmpstr (g_type_name (type), ==, types[t].type_name);

  types[t].create (&instance);
  g_assert_true (G_OBJECT_TYPE (instance.object) == type);

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (instance.object), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      GParamSpec *pspec = pspecs[i];

      /* GObject's own properties are not ours to check. */
      if (!g_str_has_prefix (g_type_name (pspec->owner_type), "Flow"))
        continue;

      n_owned++;

      if (g_test_verbose ())
        g_test_message ("%s:%s", g_type_name (type), pspec->name);

      check_pspec_flags (type, pspec);

      if (!default_exempt (type, pspec))
        check_default (instance.object, pspec);

      if ((pspec->flags & G_PARAM_WRITABLE) != 0 &&
          (pspec->flags & G_PARAM_CONSTRUCT_ONLY) == 0)
        check_notify (types[t].create, pspec);
    }

  /* Every public type has properties to check. */
  g_assert_cmpuint (n_owned, >, 0);

  instance_free (&instance);
}

/* The exceptions above are documented behaviour; check it. */
static void
test_properties_exceptions (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_INT);
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowConnection) connection = NULL;
  Instance instance = { NULL, NULL };
  g_autofree char *label = NULL;

  g_object_get (sink, "label", &label, NULL);
  g_assert_cmpstr (label, ==, "in");

  {
    g_autoptr(FlowNode) frame = flow_frame_new ();
    g_autoptr(FlowNode) reroute = flow_reroute_new ();

    g_assert_false (flow_node_get_can_mute (frame));
    g_assert_false (flow_node_get_can_mute (reroute));
  }

  {
    g_autoptr(FlowGroup) group = flow_group_new ("G");

    g_assert_false (flow_node_get_can_mute (flow_group_get_input_node (group)));
    g_assert_false (flow_node_get_can_mute (flow_group_get_output_node (group)));
  }

  new_connection (&instance);
  graph = g_steal_pointer (&instance.graph);
  connection = FLOW_CONNECTION (g_steal_pointer (&instance.object));
  g_assert_true (flow_connection_get_graph (connection) == graph);
  g_assert_nonnull (flow_connection_get_source (connection));
  g_assert_nonnull (flow_connection_get_sink (connection));

  /* Once removed from its graph, the connection's graph is the default. */
  g_assert_true (flow_graph_remove_connection (graph, connection, NULL));
  g_assert_null (flow_connection_get_graph (connection));
  g_assert_nonnull (flow_connection_get_source (connection));

  g_assert_finalize_object (g_steal_pointer (&graph));
  g_assert_finalize_object (g_steal_pointer (&connection));
  g_assert_finalize_object (g_steal_pointer (&sink));
}

static void
collect_flow_types (GType      parent,
                    GPtrArray *names)
{
  g_autofree GType *children = NULL;
  guint n_children;

  if (g_str_has_prefix (g_type_name (parent), "Flow") && !G_TYPE_IS_ABSTRACT (parent))
    g_ptr_array_add (names, (gpointer)g_type_name (parent));

  children = g_type_children (parent, &n_children);
  for (guint i = 0; i < n_children; i++)
    collect_flow_types (children[i], names);
}

/* Every concrete Flow object type that exists once the library was used is
 * either in the table above or known to be private, so a new public type
 * cannot go unchecked.
 */
static void
test_properties_all_types (void)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  /* Use the library once, so that its internal types are registered. */
  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      Instance instance = { NULL, NULL };

      types[t].create (&instance);
      if (FLOW_IS_DOCK (instance.object))
        flow_dock_get_connections (FLOW_DOCK (instance.object));
      instance_free (&instance);
    }

  collect_flow_types (G_TYPE_OBJECT, names);

  /* The walk finds the types it should. */
  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < names->len && !found; i++)
        found = g_str_equal (names->pdata[i], types[t].type_name);
      g_assert_true (found);
    }

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = names->pdata[i];
      gboolean known = FALSE;

      for (guint t = 0; t < G_N_ELEMENTS (types) && !known; t++)
        known = g_str_equal (name, types[t].type_name);
      for (guint p = 0; p < G_N_ELEMENTS (private_types) && !known; p++)
        known = g_str_equal (name, private_types[p]);

      if (!known)
        g_error ("The type %s is not covered by this test", name);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint t = 0; t < G_N_ELEMENTS (types); t++)
    {
      g_autofree char *path = g_strdup_printf ("/flow/properties/%s", types[t].type_name);

      g_test_add_data_func (path, GUINT_TO_POINTER (t), test_properties_type);
    }
  g_test_add_func ("/flow/properties/exceptions", test_properties_exceptions);
  g_test_add_func ("/flow/properties/all-types", test_properties_all_types);

  return g_test_run ();
}

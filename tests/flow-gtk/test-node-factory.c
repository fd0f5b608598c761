/* test-node-factory.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-factory-private.h"
#include "flow-gtk-node-private.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk.h"

/* A FlowGtkNode subclass that logs its vfuncs. */

#define TEST_TYPE_NODE (test_node_get_type ())
G_DECLARE_FINAL_TYPE (TestNode, test_node, TEST, NODE, FlowGtkNode)

struct _TestNode
{
  FlowGtkNode  parent_instance;
  GString     *log;
};

G_DEFINE_FINAL_TYPE (TestNode, test_node, FLOW_GTK_TYPE_NODE)

static GString *vfunc_log;

static void
test_node_bind (FlowGtkNode *node,
                FlowNode    *model)
{
  FLOW_GTK_NODE_CLASS (test_node_parent_class)->bind (node, model);

  /* Chained up first: the widget shows the node already. */
  g_assert_true (flow_gtk_node_get_node (node) == model);
  g_string_append_printf (vfunc_log, "vfunc-bind(%s),", flow_node_get_title (model));
}

static void
test_node_unbind (FlowGtkNode *node)
{
  g_string_append_printf (vfunc_log, "vfunc-unbind(%s),",
                          flow_node_get_title (flow_gtk_node_get_node (node)));

  FLOW_GTK_NODE_CLASS (test_node_parent_class)->unbind (node);

  g_assert_null (flow_gtk_node_get_node (node));
}

static void
test_node_class_init (TestNodeClass *klass)
{
  FLOW_GTK_NODE_CLASS (klass)->bind = test_node_bind;
  FLOW_GTK_NODE_CLASS (klass)->unbind = test_node_unbind;
}

static void
test_node_init (TestNode *self)
{
}

/* The lifecycle log */

typedef struct
{
  GString    *log;
  GHashTable *names;   /* widget → "W1", "W2"… */
} Recorder;

static const char *
widget_name (Recorder    *recorder,
             FlowGtkNode *widget)
{
  char *name = g_hash_table_lookup (recorder->names, widget);

  if (name == NULL)
    {
      name = g_strdup_printf ("W%u", g_hash_table_size (recorder->names) + 1);
      g_hash_table_insert (recorder->names, widget, name);
    }

  return name;
}

static void
setup_cb (FlowGtkNodeFactory *factory,
          FlowGtkNode        *widget,
          Recorder           *recorder)
{
  /* A new widget: unbound, not yet parented. */
  g_assert_null (flow_gtk_node_get_node (widget));
  g_assert_null (gtk_widget_get_parent (GTK_WIDGET (widget)));

  /* What an application does: add a preview once. */
  flow_gtk_node_set_child (widget, gtk_label_new (NULL));

  g_string_append_printf (recorder->log, "setup(%s),", widget_name (recorder, widget));
}

static void
bind_cb (FlowGtkNodeFactory *factory,
         FlowGtkNode        *widget,
         Recorder           *recorder)
{
  FlowNode *node = flow_gtk_node_get_node (widget);
  GListModel *sinks;

  /* Bound, with the node's docks shown already. */
  g_assert_nonnull (node);
  sinks = flow_node_get_sinks (node);
  for (guint i = 0; i < g_list_model_get_n_items (sinks); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (sinks, i);

      g_assert_nonnull (flow_gtk_node_get_dock_widget (widget, dock));
    }

  /* ...and update the preview for this node. */
  gtk_label_set_text (GTK_LABEL (flow_gtk_node_get_child (widget)), flow_node_get_title (node));

  g_string_append_printf (recorder->log, "bind(%s:%s),",
                          widget_name (recorder, widget), flow_node_get_title (node));
}

static void
unbind_cb (FlowGtkNodeFactory *factory,
           FlowGtkNode        *widget,
           Recorder           *recorder)
{
  FlowNode *node = flow_gtk_node_get_node (widget);

  /* Still bound while the application undoes its bind. */
  g_assert_nonnull (node);

  g_string_append_printf (recorder->log, "unbind(%s:%s),",
                          widget_name (recorder, widget), flow_node_get_title (node));
}

static void
teardown_cb (FlowGtkNodeFactory *factory,
             FlowGtkNode        *widget,
             Recorder           *recorder)
{
  g_assert_null (flow_gtk_node_get_node (widget));

  g_string_append_printf (recorder->log, "teardown(%s),", widget_name (recorder, widget));
}

static void
recorder_init (Recorder           *recorder,
               FlowGtkNodeFactory *factory)
{
  recorder->log = g_string_new (NULL);
  recorder->names = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), recorder);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), recorder);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), recorder);
  g_signal_connect (factory, "teardown", G_CALLBACK (teardown_cb), recorder);
}

static void
recorder_clear (Recorder *recorder)
{
  g_string_free (recorder->log, TRUE);
  g_hash_table_unref (recorder->names);
}

static void
assert_log (Recorder   *recorder,
            const char *expected)
{
  g_assert_cmpstr (recorder->log->str, ==, expected);
  g_string_truncate (recorder->log, 0);
}

static void
count_cb (gpointer  factory,
          gpointer  widget,
          guint    *counter)
{
  (*counter)++;
}

/* Tests */

static void
test_factory_widget_type (void)
{
  FlowGtkNodeFactory *factory = flow_gtk_node_factory_new ();
  guint *notify = flow_test_count_notify (factory, "widget-type");
  GType type;

  g_assert_true (flow_gtk_node_factory_get_widget_type (factory) == FLOW_GTK_TYPE_NODE);
  g_object_get (factory, "widget-type", &type, NULL);
  g_assert_true (type == FLOW_GTK_TYPE_NODE);

  flow_gtk_node_factory_set_widget_type (factory, FLOW_GTK_TYPE_NODE);
  g_assert_cmpuint (*notify, ==, 0);

  g_object_set (factory, "widget-type", TEST_TYPE_NODE, NULL);
  g_assert_true (flow_gtk_node_factory_get_widget_type (factory) == TEST_TYPE_NODE);
  g_assert_cmpuint (*notify, ==, 1);

  /* Not a node widget: refused. */
  g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  flow_gtk_node_factory_set_widget_type (factory, GTK_TYPE_LABEL);
  g_test_assert_expected_messages ();
  g_assert_true (flow_gtk_node_factory_get_widget_type (factory) == TEST_TYPE_NODE);
  g_assert_cmpuint (*notify, ==, 1);

  g_assert_finalize_object (factory);
}

static void
keep_cb (FlowGtkNodeFactory  *factory,
         FlowGtkNode         *widget,
         FlowGtkNode        **kept)
{
  *kept = g_object_ref_sink (widget);
}

static void
test_factory_create (void)
{
  FlowGtkNodeFactory *factory = flow_gtk_node_factory_new ();
  FlowGtkNode *widget;
  FlowGtkNode *kept = NULL;

  /* Floating, like any new widget: its parent takes it over. */
  widget = _flow_gtk_node_factory_create (factory);
  g_assert_true (G_OBJECT_TYPE (widget) == FLOW_GTK_TYPE_NODE);
  g_assert_true (g_object_is_floating (widget));
  g_object_ref_sink (widget);
  g_assert_finalize_object (widget);

  flow_gtk_node_factory_set_widget_type (factory, TEST_TYPE_NODE);
  widget = _flow_gtk_node_factory_create (factory);
  g_assert_true (TEST_IS_NODE (widget));
  g_object_ref_sink (widget);
  g_assert_finalize_object (widget);

  /* A setup handler that keeps a reference gets one of its own. */
  g_signal_connect (factory, "setup", G_CALLBACK (keep_cb), &kept);
  widget = _flow_gtk_node_factory_create (factory);
  g_assert_true (kept == widget);
  g_assert_true (g_object_is_floating (widget));
  g_object_ref_sink (widget);
  g_object_unref (widget);
  g_assert_finalize_object (kept);

  g_assert_finalize_object (factory);
}

static void
test_factory_lifecycle (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowGtkNodeFactory *factory = flow_gtk_node_factory_new ();
  Recorder recorder;
  FlowNode *nodes[4];
  FlowGtkNode *w1, *w2;
  GtkWidget *parent = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));

  recorder_init (&recorder, factory);

  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      g_autofree char *title = g_strdup_printf ("N%u", i + 1);

      nodes[i] = flow_test_node_new (title, "a:double", "b:double");
      flow_graph_add_node (graph, nodes[i]);
      g_object_unref (nodes[i]);
    }

  /* What a view does: create, parent, bind... */
  w1 = _flow_gtk_node_factory_create (factory);
  gtk_box_append (GTK_BOX (parent), GTK_WIDGET (w1));
  w2 = _flow_gtk_node_factory_create (factory);
  gtk_box_append (GTK_BOX (parent), GTK_WIDGET (w2));
  assert_log (&recorder, "setup(W1),setup(W2),");

  _flow_gtk_node_factory_bind (factory, w1, nodes[0]);
  _flow_gtk_node_factory_bind (factory, w2, nodes[1]);
  assert_log (&recorder, "bind(W1:N1),bind(W2:N2),");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flow_gtk_node_get_child (w1))), ==, "N1");

  /* ...recycle as the user pans... */
  _flow_gtk_node_factory_unbind (factory, w1);
  _flow_gtk_node_factory_bind (factory, w1, nodes[2]);
  _flow_gtk_node_factory_unbind (factory, w2);
  _flow_gtk_node_factory_bind (factory, w2, nodes[3]);
  _flow_gtk_node_factory_unbind (factory, w1);
  _flow_gtk_node_factory_bind (factory, w1, nodes[0]);
  assert_log (&recorder,
              "unbind(W1:N1),bind(W1:N3),"
              "unbind(W2:N2),bind(W2:N4),"
              "unbind(W1:N3),bind(W1:N1),");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flow_gtk_node_get_child (w2))), ==, "N4");

  /* Unbinding an unbound widget does nothing. */
  _flow_gtk_node_factory_unbind (factory, w2);
  _flow_gtk_node_factory_unbind (factory, w2);
  assert_log (&recorder, "unbind(W2:N4),");

  /* Binding a bound widget is a programmer error. */
  g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  _flow_gtk_node_factory_bind (factory, w1, nodes[1]);
  g_test_assert_expected_messages ();
  assert_log (&recorder, "");
  g_assert_true (flow_gtk_node_get_node (w1) == nodes[0]);

  /* ...and tear down: a bound widget is unbound first. Unparented,
   * the widgets go.
   */
  g_object_add_weak_pointer (G_OBJECT (w1), (gpointer *) &w1);
  g_object_add_weak_pointer (G_OBJECT (w2), (gpointer *) &w2);
  _flow_gtk_node_factory_teardown (factory, w1);
  gtk_box_remove (GTK_BOX (parent), GTK_WIDGET (w1));
  _flow_gtk_node_factory_teardown (factory, w2);
  gtk_box_remove (GTK_BOX (parent), GTK_WIDGET (w2));
  assert_log (&recorder, "unbind(W1:N1),teardown(W1),teardown(W2),");
  g_assert_null (w1);
  g_assert_null (w2);

  recorder_clear (&recorder);
  g_assert_finalize_object (parent);
  g_assert_finalize_object (factory);
}

static void
test_factory_vfunc_order (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:int", NULL);
  FlowGtkNodeFactory *factory = flow_gtk_node_factory_new ();
  Recorder recorder;
  FlowGtkNode *widget;

  vfunc_log = g_string_new (NULL);
  flow_gtk_node_factory_set_widget_type (factory, TEST_TYPE_NODE);

  /* Log both into one string. */
  recorder_init (&recorder, factory);
  g_string_free (recorder.log, TRUE);
  recorder.log = vfunc_log;

  widget = g_object_ref_sink (_flow_gtk_node_factory_create (factory));
  _flow_gtk_node_factory_bind (factory, widget, node);
  _flow_gtk_node_factory_unbind (factory, widget);
  _flow_gtk_node_factory_teardown (factory, widget);

  /* The widget's own bind runs before the factory's ::bind, its unbind
   * after ::unbind.
   */
  assert_log (&recorder,
              "setup(W1),vfunc-bind(N),bind(W1:N),unbind(W1:N),vfunc-unbind(N),teardown(W1),");

  g_assert_finalize_object (widget);
  recorder_clear (&recorder);
  vfunc_log = NULL;
  g_assert_finalize_object (factory);
}

static void
test_factory_counts (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  FlowGtkNodeFactory *factory = flow_gtk_node_factory_new ();
  guint setups = 0, binds = 0, unbinds = 0, teardowns = 0;
  FlowGtkNode *pool[5];
  const guint n_nodes = 40;
  FlowNode **nodes = g_new0 (FlowNode *, n_nodes);

  g_signal_connect (factory, "setup", G_CALLBACK (count_cb), &setups);
  g_signal_connect (factory, "bind", G_CALLBACK (count_cb), &binds);
  g_signal_connect (factory, "unbind", G_CALLBACK (count_cb), &unbinds);
  g_signal_connect (factory, "teardown", G_CALLBACK (count_cb), &teardowns);

  for (guint i = 0; i < n_nodes; i++)
    {
      nodes[i] = flow_test_node_new ("N", "a:double,b:int", "c:string");
      flow_graph_add_node (graph, nodes[i]);
      g_object_unref (nodes[i]);
    }

  for (guint i = 0; i < G_N_ELEMENTS (pool); i++)
    pool[i] = g_object_ref_sink (_flow_gtk_node_factory_create (factory));

  /* A pan across the whole graph with five widgets. */
  for (guint i = 0; i < n_nodes; i++)
    {
      FlowGtkNode *widget = pool[i % G_N_ELEMENTS (pool)];

      _flow_gtk_node_factory_unbind (factory, widget);
      _flow_gtk_node_factory_bind (factory, widget, nodes[i]);
    }

  for (guint i = 0; i < G_N_ELEMENTS (pool); i++)
    {
      _flow_gtk_node_factory_teardown (factory, pool[i]);
      g_assert_finalize_object (pool[i]);
    }

  /* Setup and teardown once per widget; bind and unbind once per node. */
  g_assert_cmpuint (setups, ==, G_N_ELEMENTS (pool));
  g_assert_cmpuint (teardowns, ==, G_N_ELEMENTS (pool));
  g_assert_cmpuint (binds, ==, n_nodes);
  g_assert_cmpuint (unbinds, ==, n_nodes);

  g_free (nodes);
  g_assert_finalize_object (factory);
}

/* A language with a garbage collector (gjs) keeps a destroyed window,
 * and its view, until a collection, which may not call back into the
 * language: the view tears its widgets down when the window is
 * destroyed, not when it is disposed.
 */
static void
test_factory_teardown_with_window (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGtkNodeFactory) factory = flow_gtk_node_factory_new ();
  guint setups = 0, binds = 0, unbinds = 0, teardowns = 0;
  GtkWidget *window, *view;
  gint64 end;

  g_test_summary ("Destroying the window of a view tears its node widgets down at once, "
                  "while the window and the view are still referenced.");

  g_signal_connect (factory, "setup", G_CALLBACK (count_cb), &setups);
  g_signal_connect (factory, "bind", G_CALLBACK (count_cb), &binds);
  g_signal_connect (factory, "unbind", G_CALLBACK (count_cb), &unbinds);
  g_signal_connect (factory, "teardown", G_CALLBACK (count_cb), &teardowns);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double", "c:double");

      flow_node_set_position (node, 20 + 200.0 * i, 20);
      flow_graph_add_node (graph, node);
    }

  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_factory (FLOW_GTK_VIEW (view), factory);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 400);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (binds < 3 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (binds, ==, 3);
  g_assert_cmpuint (teardowns, ==, 0);

  /* Held, as a language's wrappers hold them. */
  g_object_ref (window);
  g_object_ref (view);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpuint (unbinds, ==, binds);
  g_assert_cmpuint (teardowns, ==, setups);

  g_object_unref (view);
  g_object_unref (window);
  g_assert_cmpuint (teardowns, ==, setups);
}

/* The widget type of a factory a view uses, changed: the view's node
 * widgets are made again, of the new type.
 */
static void
test_factory_widget_type_in_use (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double", "c:double");
  GtkWidget *window, *view;
  FlowGtkNode *widget;
  gint64 end;

  g_test_summary ("Changing the widget type of the factory a view uses makes the view's "
                  "node widgets again, of that type.");

  flow_node_set_position (node, 20, 20);
  flow_graph_add_node (graph, node);
  vfunc_log = g_string_new (NULL);
  view = flow_gtk_view_new (graph);
  window = flow_gtk_test_show (view);
  g_assert_true (G_OBJECT_TYPE (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)) == FLOW_GTK_TYPE_NODE);

  flow_gtk_node_factory_set_widget_type (flow_gtk_view_get_factory (FLOW_GTK_VIEW (view)), TEST_TYPE_NODE);
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (((widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node)) == NULL ||
          !TEST_IS_NODE (widget)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (widget);
  g_assert_true (TEST_IS_NODE (widget));
  g_assert_cmpstr (vfunc_log->str, ==, "vfunc-bind(N),");

  gtk_window_destroy (GTK_WINDOW (window));
  g_string_free (g_steal_pointer (&vfunc_log), TRUE);
}

typedef struct
{
  FlowGraph *graph;
  guint      binds;
} RemovingBind;

/* Takes the node titled "C" out of the graph as it is bound, and the
 * node titled "D" with it.
 */
static void
removing_bind_cb (FlowGtkNodeFactory *factory,
                  FlowGtkNode        *widget,
                  RemovingBind       *data)
{
  FlowNode *node = flow_gtk_node_get_node (widget);

  data->binds++;
  if (g_strcmp0 (flow_node_get_title (node), "C") == 0)
    {
      FlowNode *other = NULL;

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (data->graph)); i++)
        {
          g_autoptr(FlowNode) item = g_list_model_get_item (G_LIST_MODEL (data->graph), i);

          if (g_strcmp0 (flow_node_get_title (item), "D") == 0)
            other = item;
        }

      flow_graph_remove_node (data->graph, node);
      if (other != NULL)
        flow_graph_remove_node (data->graph, other);
    }
}

/* A factory's ::bind is application code, and may change the graph: even
 * take out the node being bound, or one the view was about to bind.
 */
static void
test_factory_bind_removes_node (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGtkNodeFactory) factory = flow_gtk_node_factory_new ();
  RemovingBind data = { graph, 0 };
  const char *titles[] = { "A", "B", "C", "D", "E" };
  GtkWidget *window, *view;
  gint64 end;

  g_test_summary ("A node factory's bind handler that removes the node being bound, and "
                  "another node to bind, leaves the view showing the others.");

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autoptr(FlowNode) node = flow_test_node_new (titles[i], "a:double", "c:double");

      flow_node_set_position (node, 20 + 150.0 * i, 20);
      flow_graph_add_node (graph, node);
    }

  g_signal_connect (factory, "bind", G_CALLBACK (removing_bind_cb), &data);
  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_factory (FLOW_GTK_VIEW (view), factory);
  window = flow_gtk_test_show (view);

  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (g_list_model_get_n_items (G_LIST_MODEL (graph)) > 3 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  flow_gtk_test_spin (200);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      FlowGtkNode *widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node);

      g_assert_nonnull (widget);
      g_assert_true (flow_gtk_node_get_node (widget) == node);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add_func ("/flow-gtk/node-factory/widget-type", test_factory_widget_type);
  g_test_add_func ("/flow-gtk/node-factory/create", test_factory_create);
  g_test_add_func ("/flow-gtk/node-factory/lifecycle", test_factory_lifecycle);
  g_test_add_func ("/flow-gtk/node-factory/vfunc-order", test_factory_vfunc_order);
  g_test_add_func ("/flow-gtk/node-factory/counts", test_factory_counts);
  g_test_add_func ("/flow-gtk/node-factory/teardown-with-window", test_factory_teardown_with_window);
  g_test_add_func ("/flow-gtk/node-factory/widget-type-in-use", test_factory_widget_type_in_use);
  g_test_add_func ("/flow-gtk/node-factory/bind-removes-node", test_factory_bind_removes_node);

  return g_test_run ();
}

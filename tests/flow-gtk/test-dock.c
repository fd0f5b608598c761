/* test-dock.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-dock-private.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk.h"

static void
connect_docks (FlowGraph *graph,
               FlowDock  *source,
               FlowDock  *sink)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (flow_graph_add_connection (graph, FLOW_SOURCE (source), FLOW_SINK (sink), &error));
  g_assert_no_error (error);
}

static void
test_dock_css_class_names (void)
{
  GType weird;

  g_assert_cmpstr (flow_gtk_type_get_css_class (G_TYPE_DOUBLE), ==, "type-gdouble");
  g_assert_cmpstr (flow_gtk_type_get_css_class (G_TYPE_STRING), ==, "type-gchararray");
  g_assert_cmpstr (flow_gtk_type_get_css_class (G_TYPE_BOOLEAN), ==, "type-gboolean");
  g_assert_cmpstr (flow_gtk_type_get_css_class (GDK_TYPE_RGBA), ==, "type-GdkRGBA");
  g_assert_cmpstr (flow_gtk_type_get_css_class (FLOW_TYPE_ANY), ==, "type-FlowAny");

  /* Interned: the same pointer every time. */
  g_assert_true (flow_gtk_type_get_css_class (G_TYPE_INT) ==
                 flow_gtk_type_get_css_class (G_TYPE_INT));

  /* Characters CSS names cannot hold become dashes. */
  weird = g_pointer_type_register_static ("My+Weird+Type");
  g_assert_cmpstr (flow_gtk_type_get_css_class (weird), ==, "type-My-Weird-Type");
}

static void
test_dock_classes (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double,text:string", NULL);
  FlowDock *out = flow_node_get_dock (a, "out");
  FlowDock *in = flow_node_get_dock (b, "in");
  FlowDock *text = flow_node_get_dock (b, "text");
  GtkWidget *widget = g_object_ref_sink (flow_gtk_dock_new (in));
  FlowConnection *connection;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);

  g_assert_true (flow_gtk_dock_get_dock (FLOW_GTK_DOCK (widget)) == in);
  g_assert_cmpstr (gtk_widget_get_css_name (widget), ==, "dock");
  g_assert_true (gtk_widget_has_css_class (widget, "sink"));
  g_assert_false (gtk_widget_has_css_class (widget, "source"));
  g_assert_true (gtk_widget_has_css_class (widget, "type-gdouble"));
  g_assert_false (gtk_widget_has_css_class (widget, "connected"));

  /* Connected while it has connections. */
  connection = flow_graph_add_connection (graph, FLOW_SOURCE (out), FLOW_SINK (in), NULL);
  g_assert_nonnull (connection);
  g_assert_true (gtk_widget_has_css_class (widget, "connected"));
  flow_graph_remove_connection (graph, connection, NULL);
  g_assert_false (gtk_widget_has_css_class (widget, "connected"));

  /* Pointed at another dock, it takes that dock's classes only. */
  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), text);
  g_assert_true (gtk_widget_has_css_class (widget, "type-gchararray"));
  g_assert_false (gtk_widget_has_css_class (widget, "type-gdouble"));
  g_assert_true (gtk_widget_has_css_class (widget, "sink"));

  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), out);
  g_assert_true (gtk_widget_has_css_class (widget, "source"));
  g_assert_false (gtk_widget_has_css_class (widget, "sink"));
  g_assert_true (gtk_widget_has_css_class (widget, "type-gdouble"));

  /* Connections of a dock it no longer shows do not reach it. */
  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), NULL);
  g_assert_false (gtk_widget_has_css_class (widget, "source"));
  g_assert_false (gtk_widget_has_css_class (widget, "type-gdouble"));
  connect_docks (graph, out, in);
  g_assert_false (gtk_widget_has_css_class (widget, "connected"));

  /* A dock already connected shows it at once. */
  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), in);
  g_assert_true (gtk_widget_has_css_class (widget, "connected"));

  g_assert_finalize_object (widget);
}

static void
test_dock_drop_state (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_INT);
  GtkWidget *widget = g_object_ref_sink (flow_gtk_dock_new (FLOW_DOCK (sink)));
  FlowGtkDock *dock = FLOW_GTK_DOCK (widget);

  g_assert_cmpint (_flow_gtk_dock_get_drop_state (dock), ==, FLOW_GTK_DOCK_DROP_NONE);
  g_assert_false (gtk_widget_has_css_class (widget, "compatible"));
  g_assert_false (gtk_widget_has_css_class (widget, "incompatible"));

  _flow_gtk_dock_set_drop_state (dock, 1);
  g_assert_true (gtk_widget_has_css_class (widget, "compatible"));
  g_assert_false (gtk_widget_has_css_class (widget, "incompatible"));

  _flow_gtk_dock_set_drop_state (dock, 2);
  g_assert_false (gtk_widget_has_css_class (widget, "compatible"));
  g_assert_true (gtk_widget_has_css_class (widget, "incompatible"));

  _flow_gtk_dock_set_drop_state (dock, 0);
  g_assert_false (gtk_widget_has_css_class (widget, "compatible"));
  g_assert_false (gtk_widget_has_css_class (widget, "incompatible"));

  g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*assertion*failed*");
  _flow_gtk_dock_set_drop_state (dock, 3);
  g_test_assert_expected_messages ();
  g_assert_cmpint (_flow_gtk_dock_get_drop_state (dock), ==, FLOW_GTK_DOCK_DROP_NONE);

  g_assert_finalize_object (widget);
}

static void
test_dock_labels (void)
{
  g_autoptr(FlowNode) node = flow_test_node_new ("N", "a:double,any:any,flag:bool", "out:string");
  FlowDock *a = flow_node_get_dock (node, "a");
  GtkWidget *widget = g_object_ref_sink (flow_gtk_dock_new (a));
  g_autofree char *tooltip = NULL;

  flow_dock_set_label (a, "Value");
  g_free (tooltip);
  tooltip = _flow_gtk_dock_dup_tooltip_text (FLOW_GTK_DOCK (widget));
  g_assert_cmpstr (tooltip, ==, "Value: number (gdouble)");
  gtk_test_accessible_assert_role (widget, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Input Value, number");
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Not connected");

  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), flow_node_get_dock (node, "any"));
  g_free (tooltip);
  tooltip = _flow_gtk_dock_dup_tooltip_text (FLOW_GTK_DOCK (widget));
  g_assert_cmpstr (tooltip, ==, "any: any");
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Input any, any");

  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), flow_node_get_dock (node, "out"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Output out, text");
  g_free (tooltip);
  tooltip = _flow_gtk_dock_dup_tooltip_text (FLOW_GTK_DOCK (widget));
  g_assert_cmpstr (tooltip, ==, "out: text (gchararray)");

  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), flow_node_get_dock (node, "flag"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Input flag, true/false");

  /* The library names colours for the model too: one description, in
   * tooltips, accessible names and the model's messages alike.
   */
  {
    g_autoptr(FlowSink) colour = flow_sink_new ("tint", GDK_TYPE_RGBA);

    flow_node_add_dock (node, FLOW_DOCK (colour));
    flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), FLOW_DOCK (colour));
    gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Input tint, color");
    g_free (tooltip);
    tooltip = _flow_gtk_dock_dup_tooltip_text (FLOW_GTK_DOCK (widget));
    g_assert_cmpstr (tooltip, ==, "tint: color (GdkRGBA)");
    g_assert_cmpstr (flow_value_type_describe (GDK_TYPE_RGBA), ==, "color");
  }

  /* Docks stay out of the Tab chain; Tab walks nodes and their editors. */
  g_assert_false (gtk_widget_get_focusable (widget));

  g_assert_finalize_object (widget);
}

static void
test_dock_accessible_connections (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:int");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "x:int,y:int", NULL);
  GtkWidget *widget;

  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  widget = g_object_ref_sink (flow_gtk_dock_new (flow_node_get_dock (a, "out")));

  connect_docks (graph, flow_node_get_dock (a, "out"), flow_node_get_dock (b, "x"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 connection: x of B");
  connect_docks (graph, flow_node_get_dock (a, "out"), flow_node_get_dock (b, "y"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "2 connections: x of B, y of B");

  g_assert_finalize_object (widget);
}

static void
test_dock_type_color (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_UINT64);
  g_autoptr(FlowSink) other = flow_sink_new ("other", G_TYPE_DOUBLE);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *widget = flow_gtk_dock_new (FLOW_DOCK (sink));
  GtkWidget *other_widget = flow_gtk_dock_new (FLOW_DOCK (other));
  GtkWidget *window;
  FlowGtkTypeColors *colors;
  GdkRGBA before, color, other_before, other_color;
  GdkRGBA pink = { 1.0, 0.0, 0.5, 1.0 };

  gtk_box_append (GTK_BOX (box), widget);
  gtk_box_append (GTK_BOX (box), other_widget);
  window = flow_gtk_test_show (box);
  colors = flow_gtk_type_colors_get_for_display (gtk_widget_get_display (window));

  flow_gtk_test_get_color (widget, &before);
  flow_gtk_test_get_color (other_widget, &other_before);
  g_assert_false (flow_gtk_test_rgba_close (&before, &pink, 0.01));

  /* Colours go through CSS text: 8 bits per channel. */
  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, &pink, NULL);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (widget, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &pink, 1 / 255.0));

  /* Only that type. */
  flow_gtk_test_get_color (other_widget, &other_color);
  g_assert_true (gdk_rgba_equal (&other_color, &other_before));

  /* It beats the library's stylesheet, which colours doubles. */
  flow_gtk_type_colors_set_color (colors, G_TYPE_DOUBLE, &pink, NULL);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (other_widget, &other_color);
  g_assert_true (flow_gtk_test_rgba_close (&other_color, &pink, 1 / 255.0));

  /* NULL goes back to the stylesheet. */
  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, NULL, NULL);
  flow_gtk_type_colors_set_color (colors, G_TYPE_DOUBLE, NULL, NULL);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (widget, &color);
  g_assert_true (gdk_rgba_equal (&color, &before));
  flow_gtk_test_get_color (other_widget, &other_color);
  g_assert_true (gdk_rgba_equal (&other_color, &other_before));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_dock_stylesheet_colors (void)
{
  struct {
    GType   type;
    GType   same_as;
  } groups[] = {
    { G_TYPE_INT, G_TYPE_INT64 },
    { G_TYPE_UINT, G_TYPE_INT },
    { G_TYPE_FLOAT, G_TYPE_DOUBLE },
  };
  GType distinct[] = {
    G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_STRING, GDK_TYPE_RGBA, FLOW_TYPE_ANY,
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GPtrArray *sinks = g_ptr_array_new_with_free_func (g_object_unref);
  GHashTable *widgets = g_hash_table_new (NULL, NULL);
  GType all[] = {
    G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_INT64, G_TYPE_UINT, G_TYPE_FLOAT,
    G_TYPE_DOUBLE, G_TYPE_STRING, GDK_TYPE_RGBA, FLOW_TYPE_ANY,
  };
  GtkWidget *window;

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      FlowSink *sink = flow_sink_new (g_type_name (all[i]), all[i]);
      GtkWidget *widget = flow_gtk_dock_new (FLOW_DOCK (sink));

      g_ptr_array_add (sinks, sink);
      gtk_box_append (GTK_BOX (box), widget);
      g_hash_table_insert (widgets, GSIZE_TO_POINTER (all[i]), widget);
    }

  window = flow_gtk_test_show (box);

  /* Kinds of numbers share a colour... */
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      GdkRGBA a, b;

      flow_gtk_test_get_color (g_hash_table_lookup (widgets, GSIZE_TO_POINTER (groups[i].type)), &a);
      flow_gtk_test_get_color (g_hash_table_lookup (widgets, GSIZE_TO_POINTER (groups[i].same_as)), &b);
      g_assert_true (gdk_rgba_equal (&a, &b));
    }

  /* ...and the common types each have their own. */
  for (guint i = 0; i < G_N_ELEMENTS (distinct); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (distinct); j++)
      {
        GdkRGBA a, b;

        flow_gtk_test_get_color (g_hash_table_lookup (widgets, GSIZE_TO_POINTER (distinct[i])), &a);
        flow_gtk_test_get_color (g_hash_table_lookup (widgets, GSIZE_TO_POINTER (distinct[j])), &b);
        if (gdk_rgba_equal (&a, &b))
          g_error ("%s and %s have the same colour",
                   g_type_name (distinct[i]), g_type_name (distinct[j]));
      }

  gtk_window_destroy (GTK_WINDOW (window));
  g_hash_table_unref (widgets);
  g_ptr_array_unref (sinks);
}

static void
test_dock_notify (void)
{
  g_autoptr(FlowSink) a = flow_sink_new ("a", G_TYPE_INT);
  g_autoptr(FlowSink) b = flow_sink_new ("b", G_TYPE_INT);
  GtkWidget *widget = g_object_ref_sink (flow_gtk_dock_new (NULL));
  guint *notify = flow_test_count_notify (widget, "dock");
  FlowDock *dock = NULL;

  g_assert_null (flow_gtk_dock_get_dock (FLOW_GTK_DOCK (widget)));

  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), NULL);
  g_assert_cmpuint (*notify, ==, 0);

  g_object_set (widget, "dock", a, NULL);
  g_assert_cmpuint (*notify, ==, 1);
  g_object_set (widget, "dock", a, NULL);
  g_assert_cmpuint (*notify, ==, 1);
  flow_gtk_dock_set_dock (FLOW_GTK_DOCK (widget), FLOW_DOCK (b));
  g_assert_cmpuint (*notify, ==, 2);

  g_object_get (widget, "dock", &dock, NULL);
  g_assert_true (dock == FLOW_DOCK (b));
  g_object_unref (dock);

  /* The widget lets go of its dock when it goes. */
  g_assert_finalize_object (widget);
  g_assert_finalize_object (g_steal_pointer (&b));
}

/* A reroute's docks are shown with the type of what feeds it, and follow
 * it as it changes.
 */
static void
test_dock_reroute (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) number = flow_test_node_new ("Number", NULL, "out:double");
  g_autoptr(FlowNode) text = flow_test_node_new ("Text", NULL, "out:string");
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  FlowDock *out = flow_node_get_dock (reroute, "out");
  GtkWidget *widget = g_object_ref_sink (flow_gtk_dock_new (out));
  g_autofree char *tooltip = NULL;
  guint *notified = flow_test_count_notify (reroute, "value-type");

  flow_graph_add_node (graph, number);
  flow_graph_add_node (graph, text);
  flow_graph_add_node (graph, reroute);
  g_assert_true (gtk_widget_has_css_class (widget, "type-FlowAny"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Output out, any");

  flow_test_connect (graph, flow_test_source (number, "out"), FLOW_SINK (flow_node_get_dock (reroute, "in")));
  g_assert_cmpuint (*notified, ==, 1);
  g_assert_true (gtk_widget_has_css_class (widget, "type-gdouble"));
  g_assert_false (gtk_widget_has_css_class (widget, "type-FlowAny"));
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Output out, number");
  tooltip = _flow_gtk_dock_dup_tooltip_text (FLOW_GTK_DOCK (widget));
  g_assert_cmpstr (tooltip, ==, "out: number (gdouble)");

  /* Fed text instead: the new connection takes the old one's place. */
  flow_test_connect (graph, flow_test_source (text, "out"), FLOW_SINK (flow_node_get_dock (reroute, "in")));
  g_assert_true (gtk_widget_has_css_class (widget, "type-gchararray"));
  g_assert_false (gtk_widget_has_css_class (widget, "type-gdouble"));

  /* Fed nothing: any. */
  flow_graph_disconnect_dock (graph, flow_node_get_dock (reroute, "in"));
  g_assert_true (gtk_widget_has_css_class (widget, "type-FlowAny"));
  g_assert_true (flow_reroute_get_value_type (FLOW_REROUTE (reroute)) == FLOW_TYPE_ANY);

  g_assert_finalize_object (widget);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add_func ("/flow-gtk/dock/css-class-names", test_dock_css_class_names);
  g_test_add_func ("/flow-gtk/dock/classes", test_dock_classes);
  g_test_add_func ("/flow-gtk/dock/drop-state", test_dock_drop_state);
  g_test_add_func ("/flow-gtk/dock/labels", test_dock_labels);
  g_test_add_func ("/flow-gtk/dock/accessible-connections", test_dock_accessible_connections);
  g_test_add_func ("/flow-gtk/dock/type-color", test_dock_type_color);
  g_test_add_func ("/flow-gtk/dock/stylesheet-colors", test_dock_stylesheet_colors);
  g_test_add_func ("/flow-gtk/dock/notify", test_dock_notify);
  g_test_add_func ("/flow-gtk/dock/reroute", test_dock_reroute);

  return g_test_run ();
}

/* test-type-colors.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * FlowGtkTypeColors: colours of value types per display, following light,
 * dark and high-contrast styles, on docks and on the view's wires.
 */

#include "config.h"

#include "flow-gtk.h"
#include "flow-gtk-test-utils.h"
#include "flow-gtk-view-private.h"
#include "flow-gtk-wire-renderer-private.h"
#include "flow-test-utils.h"

static const GdkRGBA pink = { 1.0, 0.0, 0.5, 1.0 };
static const GdkRGBA green = { 0.0, 0.5, 0.0, 1.0 };
static const GdkRGBA black = { 0.0, 0.0, 0.0, 1.0 };
static const GdkRGBA white = { 1.0, 1.0, 1.0, 1.0 };

static void
assert_lookup (FlowGtkTypeColors *colors,
               GType              type,
               const GdkRGBA     *expected)
{
  GdkRGBA color;

  if (expected == NULL)
    {
      g_assert_false (flow_gtk_type_colors_lookup (colors, type, &color));
      return;
    }

  g_assert_true (flow_gtk_type_colors_lookup (colors, type, &color));
  g_assert_true (gdk_rgba_equal (&color, expected));
}

/* The style follows the display's settings; the colour in use follows the
 * style, falling back from high contrast to ordinary and from dark to
 * light.
 */
static void
test_type_colors_styles (void)
{
  FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (gdk_display_get_default ());
  guint *dark_notified = flow_test_count_notify (colors, "dark");
  guint *hc_notified = flow_test_count_notify (colors, "high-contrast");

  g_assert_true (flow_gtk_type_colors_get_for_display (gdk_display_get_default ()) == colors);
  g_assert_false (flow_gtk_type_colors_get_dark (colors));
  g_assert_false (flow_gtk_type_colors_get_high_contrast (colors));

  assert_lookup (colors, G_TYPE_UINT64, NULL);
  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, &pink, &green);
  flow_gtk_type_colors_set_color (colors, G_TYPE_INT64, &pink, NULL);
  assert_lookup (colors, G_TYPE_UINT64, &pink);
  assert_lookup (colors, G_TYPE_INT64, &pink);

  flow_gtk_test_set_theme ("dark");
  g_assert_true (flow_gtk_type_colors_get_dark (colors));
  g_assert_cmpuint (*dark_notified, ==, 1);
  assert_lookup (colors, G_TYPE_UINT64, &green);
  assert_lookup (colors, G_TYPE_INT64, &pink);

  /* High contrast: its own colours where set, else the ordinary ones. */
  flow_gtk_type_colors_set_high_contrast_color (colors, G_TYPE_UINT64, &black, &white);
  assert_lookup (colors, G_TYPE_UINT64, &green);
  flow_gtk_test_set_theme ("high-contrast");
  g_assert_true (flow_gtk_type_colors_get_high_contrast (colors));
  g_assert_false (flow_gtk_type_colors_get_dark (colors));
  g_assert_cmpuint (*hc_notified, ==, 1);
  assert_lookup (colors, G_TYPE_UINT64, &black);
  assert_lookup (colors, G_TYPE_INT64, &pink);
  flow_gtk_type_colors_set_dark (colors, TRUE);
  assert_lookup (colors, G_TYPE_UINT64, &white);

  /* Clearing the ordinary colours leaves the high-contrast ones. */
  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, NULL, NULL);
  assert_lookup (colors, G_TYPE_UINT64, &white);
  flow_gtk_test_set_theme ("light");
  assert_lookup (colors, G_TYPE_UINT64, NULL);

  /* Setting what is set already tells nobody. */
  *dark_notified = *hc_notified = 0;
  flow_gtk_type_colors_set_dark (colors, FALSE);
  flow_gtk_type_colors_set_high_contrast (colors, FALSE);
  g_assert_cmpuint (*dark_notified, ==, 0);
  g_assert_cmpuint (*hc_notified, ==, 0);

  flow_gtk_type_colors_set_high_contrast_color (colors, G_TYPE_UINT64, NULL, NULL);
  flow_gtk_type_colors_set_color (colors, G_TYPE_INT64, NULL, NULL);
  assert_lookup (colors, G_TYPE_INT64, NULL);
}

/* GTK_THEME overrides the settings, for GTK and for the colours alike:
 * "Adwaita:dark" is dark whatever the settings say, "HighContrast" high
 * contrast. (GTK reads it when the theme changes, as the colours do.)
 */
static void
test_type_colors_gtk_theme (void)
{
  FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (gdk_display_get_default ());

  flow_gtk_test_set_theme ("light");
  g_assert_false (flow_gtk_type_colors_get_dark (colors));

  g_setenv ("GTK_THEME", "Adwaita:dark", TRUE);
  flow_gtk_test_set_theme ("high-contrast");
  g_assert_true (flow_gtk_type_colors_get_dark (colors));
  g_assert_false (flow_gtk_type_colors_get_high_contrast (colors));

  g_setenv ("GTK_THEME", "HighContrast", TRUE);
  flow_gtk_test_set_theme ("dark");
  g_assert_false (flow_gtk_type_colors_get_dark (colors));
  g_assert_true (flow_gtk_type_colors_get_high_contrast (colors));

  /* Empty, it says nothing: the settings again. */
  g_setenv ("GTK_THEME", "", TRUE);
  flow_gtk_test_set_theme ("high-contrast-dark");
  g_assert_true (flow_gtk_type_colors_get_dark (colors));
  g_assert_true (flow_gtk_type_colors_get_high_contrast (colors));

  g_unsetenv ("GTK_THEME");
  flow_gtk_test_set_theme ("light");
  g_assert_false (flow_gtk_type_colors_get_dark (colors));
  g_assert_false (flow_gtk_type_colors_get_high_contrast (colors));
}

/* libadwaita keeps high contrast out of GtkSettings: a binding says it,
 * and a change of the dark preference does not undo it.
 */
static void
test_type_colors_bound (void)
{
  FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (gdk_display_get_default ());

  flow_gtk_type_colors_set_high_contrast (colors, TRUE);
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", TRUE, NULL);
  g_assert_true (flow_gtk_type_colors_get_dark (colors));
  g_assert_true (flow_gtk_type_colors_get_high_contrast (colors));

  flow_gtk_test_set_theme ("light");
  g_assert_false (flow_gtk_type_colors_get_dark (colors));
  flow_gtk_type_colors_set_high_contrast (colors, FALSE);
}

/* Docks show the colour of the current style, and change with it. */
static void
test_type_colors_docks (void)
{
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_UINT64);
  GtkWidget *widget = flow_gtk_dock_new (FLOW_DOCK (sink));
  GtkWidget *window = flow_gtk_test_show (widget);
  FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (gtk_widget_get_display (window));
  GdkRGBA color;

  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, &pink, &green);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (widget, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &pink, 1 / 255.0));

  flow_gtk_test_set_theme ("dark");
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (widget, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &green, 1 / 255.0));

  flow_gtk_test_set_theme ("light");
  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A graph of two nodes, From and To, wired by docks of @type_name. */
static FlowGraph *
wired_pair_new (const char *type_name)
{
  FlowGraph *graph = flow_graph_new ();
  g_autofree char *out = g_strdup_printf ("out:%s", type_name);
  g_autofree char *in = g_strdup_printf ("in:%s", type_name);
  FlowNode *from = flow_test_add_node (graph, "From", NULL, out, 0, 0);
  FlowNode *to = flow_test_add_node (graph, "To", in, NULL, 300, 0);

  flow_test_connect (graph, flow_node_get_source (from, "out"), flow_node_get_sink (to, "in"));

  return graph;
}

/* The view's wires take the colour too, and follow the style. */
static void
test_type_colors_wires (void)
{
  g_autoptr(FlowGraph) graph = wired_pair_new ("guint64");
  FlowGtkTypeColors *colors;
  FlowGtkWireRenderer *wires;
  GtkWidget *view, *window;

  view = flow_gtk_view_new (graph);
  gtk_widget_set_size_request (view, 600, 400);
  window = flow_gtk_test_show (view);
  colors = flow_gtk_type_colors_get_for_display (gtk_widget_get_display (window));
  wires = _flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view));

  g_assert_false (flow_gtk_test_rgba_close (flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_UINT64),
                                            &pink, 0.01));

  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, &pink, &green);
  flow_gtk_test_spin (100);
  g_assert_true (flow_gtk_test_rgba_close (flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_UINT64),
                                           &pink, 1 / 255.0));

  flow_gtk_test_set_theme ("dark");
  flow_gtk_test_spin (100);
  g_assert_true (flow_gtk_test_rgba_close (flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_UINT64),
                                           &green, 1 / 255.0));

  flow_gtk_test_set_theme ("light");
  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A legend: any widget with a type's style class takes the colour the
 * view's wires and docks of that type have, from the stylesheet (the
 * library's, an application's rule, FlowGtkTypeColors), in every style.
 */
static void
test_type_colors_legend (void)
{
  g_autoptr(FlowGraph) graph = wired_pair_new ("gdouble");
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  FlowGtkTypeColors *colors;
  FlowGtkWireRenderer *wires;
  GtkWidget *box, *view, *legend, *window;
  GdkRGBA color;
  const GdkRGBA red = { 1.0, 0.0, 0.0, 1.0 };

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  view = flow_gtk_view_new (graph);
  gtk_widget_set_size_request (view, 600, 400);
  legend = gtk_label_new ("Number");
  gtk_widget_add_css_class (legend, flow_gtk_type_get_css_class (G_TYPE_DOUBLE));
  gtk_box_append (GTK_BOX (box), legend);
  gtk_box_append (GTK_BOX (box), view);
  window = flow_gtk_test_show (box);
  colors = flow_gtk_type_colors_get_for_display (gtk_widget_get_display (window));
  wires = _flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view));

  /* The library's own colour, light and dark. */
  flow_gtk_test_get_color (legend, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_DOUBLE),
                                           1 / 255.0));
  flow_gtk_test_set_theme ("dark");
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (legend, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_DOUBLE),
                                           1 / 255.0));
  flow_gtk_test_set_theme ("light");

  /* An application's rule. */
  gtk_css_provider_load_from_data (provider, ".type-gdouble { color: #ff0000; }", -1);
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (window), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (legend, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &red, 1 / 255.0));
  g_assert_true (flow_gtk_test_rgba_close (flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_DOUBLE),
                                           &red, 1 / 255.0));
  gtk_style_context_remove_provider_for_display (gtk_widget_get_display (window), GTK_STYLE_PROVIDER (provider));

  /* FlowGtkTypeColors. */
  flow_gtk_type_colors_set_color (colors, G_TYPE_DOUBLE, &pink, &green);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (legend, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &pink, 1 / 255.0));
  g_assert_true (flow_gtk_test_rgba_close (flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_DOUBLE),
                                           &pink, 1 / 255.0));

  flow_gtk_type_colors_set_color (colors, G_TYPE_DOUBLE, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An application's rule added right after the window is presented,
 * before its first frame, reaches the wires as it does the docks.
 */
static void
test_type_colors_rule_after_present (void)
{
  g_autoptr(FlowGraph) graph = wired_pair_new ("gchararray");
  g_autoptr(FlowNode) to = g_list_model_get_item (G_LIST_MODEL (graph), 1);
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  FlowGtkWireRenderer *wires;
  GtkWidget *view, *window, *dock;
  GdkRGBA color;
  const GdkRGBA purple = { 0xaa / 255.0, 0.0, 0xcc / 255.0, 1.0 };

  view = flow_gtk_view_new (graph);
  gtk_widget_set_size_request (view, 600, 400);
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));

  gtk_css_provider_load_from_data (provider, ".type-gchararray { color: #aa00cc; }", -1);
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (window), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_test_widget_wait_for_draw (window);
  flow_gtk_test_spin (100);

  wires = _flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view));
  dock = flow_gtk_test_find_widget (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), to)),
                                    FLOW_GTK_TYPE_DOCK, NULL);
  g_assert_nonnull (dock);
  flow_gtk_test_get_color (dock, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &purple, 1 / 255.0));
  g_assert_true (flow_gtk_test_rgba_close (flow_gtk_wire_renderer_get_type_color (wires, G_TYPE_STRING),
                                           &purple, 1 / 255.0));

  gtk_style_context_remove_provider_for_display (gtk_widget_get_display (window), GTK_STYLE_PROVIDER (provider));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Colours set on one display stay there. */
static void
test_type_colors_per_display (void)
{
  GdkDisplay *other = gdk_display_open (gdk_display_get_name (gdk_display_get_default ()));
  g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_UINT64);
  g_autoptr(FlowSink) other_sink = flow_sink_new ("in", G_TYPE_UINT64);
  GtkWidget *widget = flow_gtk_dock_new (FLOW_DOCK (sink));
  GtkWidget *other_widget = flow_gtk_dock_new (FLOW_DOCK (other_sink));
  GtkWidget *window = flow_gtk_test_show (widget);
  GtkWidget *other_window = gtk_window_new ();
  FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (gdk_display_get_default ());
  GdkRGBA color, other_before, other_color;

  g_assert_nonnull (other);
  g_assert_true (other != gdk_display_get_default ());
  g_assert_true (flow_gtk_type_colors_get_for_display (other) != colors);

  gtk_window_set_display (GTK_WINDOW (other_window), other);
  gtk_window_set_child (GTK_WINDOW (other_window), other_widget);
  gtk_window_present (GTK_WINDOW (other_window));
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (other_widget, &other_before);

  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, &pink, NULL);
  flow_gtk_test_spin (100);
  flow_gtk_test_get_color (widget, &color);
  g_assert_true (flow_gtk_test_rgba_close (&color, &pink, 1 / 255.0));
  flow_gtk_test_get_color (other_widget, &other_color);
  g_assert_true (gdk_rgba_equal (&other_color, &other_before));

  flow_gtk_type_colors_set_color (colors, G_TYPE_UINT64, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (other_window));
  gtk_window_destroy (GTK_WINDOW (window));
  flow_gtk_test_spin (50);
  gdk_display_close (other);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add_func ("/flow-gtk/type-colors/styles", test_type_colors_styles);
  g_test_add_func ("/flow-gtk/type-colors/bound", test_type_colors_bound);
  g_test_add_func ("/flow-gtk/type-colors/gtk-theme", test_type_colors_gtk_theme);
  g_test_add_func ("/flow-gtk/type-colors/docks", test_type_colors_docks);
  g_test_add_func ("/flow-gtk/type-colors/wires", test_type_colors_wires);
  g_test_add_func ("/flow-gtk/type-colors/per-display", test_type_colors_per_display);
  g_test_add_func ("/flow-gtk/type-colors/legend", test_type_colors_legend);
  g_test_add_func ("/flow-gtk/type-colors/rule-after-present", test_type_colors_rule_after_present);

  return g_test_run ();
}

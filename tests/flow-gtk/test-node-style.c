/* test-node-style.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Renders node widgets with the library's stylesheet in the light, dark
 * and high-contrast themes, and checks the pictures where they matter:
 * each dot is drawn in its type's colour at the anchor the view reads,
 * half outside the node, and the header shows the node's state.
 *
 * With FLOW_TEST_SCREENSHOT_DIR set, the pictures are saved there.
 */

#include "config.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-node-private.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk.h"

#include <gobject/gvaluecollector.h>
#include <math.h>

typedef struct
{
  FlowGraph *graph;
  FlowNode  *source_node;

  /* A node with a dock of every common type and an editor of each kind. */
  FlowNode  *node;
  GtkWidget *widget;

  /* A selected node in the error state. */
  FlowNode  *error_node;
  GtkWidget *error_widget;

  /* A node that misses a required input. */
  FlowNode  *missing_node;
  GtkWidget *missing_widget;

  GtkWidget *window;
} Fixture;

static void
set_default (FlowNode   *node,
             const char *name,
             GType       type,
             ...)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_autofree char *error = NULL;
  va_list args;

  va_start (args, type);
  G_VALUE_COLLECT_INIT (&value, type, args, 0, &error);
  va_end (args);
  g_assert_null (error);

  flow_sink_set_default_value (flow_node_get_sink (node, name), &value);
}

static FlowDock *
add_dock (FlowNode   *node,
          gboolean    sink,
          const char *name,
          const char *label,
          GType       type)
{
  FlowDock *dock;

  if (sink)
    dock = FLOW_DOCK (flow_sink_new (name, type));
  else
    dock = FLOW_DOCK (flow_source_new (name, type));

  flow_dock_set_label (dock, label);
  flow_node_add_dock (node, dock);
  g_object_unref (dock);

  return dock;
}

/* A widget for @node in a row of nodes, with room around it for the dots
 * that stick out and the selection outline.
 */
static GtkWidget *
place_node (FlowNode   *node,
            GtkWidget **box)
{
  GtkWidget *widget = flow_gtk_node_new ();

  if (*box == NULL)
    *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  _flow_gtk_node_bind (FLOW_GTK_NODE (widget), node);
  gtk_widget_set_margin_start (widget, 24);
  gtk_widget_set_margin_end (widget, 24);
  gtk_widget_set_margin_top (widget, 16);
  gtk_widget_set_margin_bottom (widget, 16);
  gtk_widget_set_halign (widget, GTK_ALIGN_START);
  gtk_widget_set_valign (widget, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (*box), widget);

  return widget;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  GtkWidget *box = NULL;

  fixture->graph = flow_graph_new ();

  fixture->source_node = flow_node_new ();
  flow_node_set_title (fixture->source_node, "Value");
  add_dock (fixture->source_node, FALSE, "out", "Value", G_TYPE_DOUBLE);
  flow_graph_add_node (fixture->graph, fixture->source_node);

  fixture->node = flow_node_new ();
  flow_node_set_title (fixture->node, "Mix colours");
  add_dock (fixture->node, FALSE, "result", "Result", GDK_TYPE_RGBA);
  add_dock (fixture->node, FALSE, "text", "Description", G_TYPE_STRING);
  add_dock (fixture->node, TRUE, "factor", "Factor", G_TYPE_DOUBLE);
  add_dock (fixture->node, TRUE, "steps", "Steps", G_TYPE_INT);
  add_dock (fixture->node, TRUE, "name", "Name", G_TYPE_STRING);
  add_dock (fixture->node, TRUE, "enabled", "Enabled", G_TYPE_BOOLEAN);
  add_dock (fixture->node, TRUE, "tint", "Tint", GDK_TYPE_RGBA);
  add_dock (fixture->node, TRUE, "mode", "Mode", GTK_TYPE_ORIENTATION);
  add_dock (fixture->node, TRUE, "extra", "Extra", FLOW_TYPE_ANY);
  add_dock (fixture->node, TRUE, "amount", "Amount", G_TYPE_DOUBLE);
  flow_graph_add_node (fixture->graph, fixture->node);

  set_default (fixture->node, "factor", G_TYPE_DOUBLE, 0.25);
  set_default (fixture->node, "steps", G_TYPE_INT, 12);
  set_default (fixture->node, "enabled", G_TYPE_BOOLEAN, TRUE);
  set_default (fixture->node, "tint", GDK_TYPE_RGBA, &(GdkRGBA) { 0.2, 0.5, 0.9, 1.0 });
  set_default (fixture->node, "mode", GTK_TYPE_ORIENTATION, GTK_ORIENTATION_VERTICAL);

  flow_graph_add_connection (fixture->graph,
                             flow_node_get_source (fixture->source_node, "out"),
                             flow_node_get_sink (fixture->node, "amount"),
                             NULL);

  fixture->error_node = flow_node_new ();
  flow_node_set_title (fixture->error_node, "Divide");
  add_dock (fixture->error_node, FALSE, "quotient", "Quotient", G_TYPE_DOUBLE);
  add_dock (fixture->error_node, TRUE, "dividend", "Dividend", G_TYPE_DOUBLE);
  add_dock (fixture->error_node, TRUE, "divisor", "Divisor", G_TYPE_DOUBLE);
  set_default (fixture->error_node, "dividend", G_TYPE_DOUBLE, 1.0);
  set_default (fixture->error_node, "divisor", G_TYPE_DOUBLE, 0.0);
  flow_node_report (fixture->error_node, FLOW_NODE_STATE_ERROR, "Division by zero.");
  flow_graph_add_node (fixture->graph, fixture->error_node);

  fixture->missing_node = flow_node_new ();
  flow_node_set_title (fixture->missing_node, "Threshold");
  add_dock (fixture->missing_node, FALSE, "mask", "Mask", G_TYPE_BOOLEAN);
  add_dock (fixture->missing_node, TRUE, "input", "Input", G_TYPE_DOUBLE);
  add_dock (fixture->missing_node, TRUE, "level", "Level", G_TYPE_DOUBLE);
  set_default (fixture->missing_node, "level", G_TYPE_DOUBLE, 0.5);
  flow_sink_set_required (flow_node_get_sink (fixture->missing_node, "input"), TRUE);
  flow_graph_add_node (fixture->graph, fixture->missing_node);

  fixture->widget = place_node (fixture->node, &box);
  fixture->error_widget = place_node (fixture->error_node, &box);
  _flow_gtk_node_set_selected (FLOW_GTK_NODE (fixture->error_widget), TRUE);
  fixture->missing_widget = place_node (fixture->missing_node, &box);

  fixture->window = flow_gtk_test_show (box);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->graph);
  g_clear_object (&fixture->node);
  g_clear_object (&fixture->error_node);
  g_clear_object (&fixture->missing_node);
  g_clear_object (&fixture->source_node);
  flow_gtk_test_set_theme ("light");
}

/* The dot of @dock, in the window's coordinates. */
static void
get_dot_center (Fixture          *fixture,
                FlowDock         *dock,
                graphene_point_t *center)
{
  GtkWidget *dock_widget = flow_gtk_node_get_dock_widget (FLOW_GTK_NODE (fixture->widget), dock);
  graphene_rect_t bounds;

  g_assert_nonnull (dock_widget);
  g_assert_true (gtk_widget_compute_bounds (dock_widget, fixture->window, &bounds));
  center->x = bounds.origin.x + bounds.size.width / 2;
  center->y = bounds.origin.y + bounds.size.height / 2;
}

/* The colour of the header of @widget, between the title and the badge. */
static void
get_header_color (Fixture    *fixture,
                  GdkTexture *texture,
                  GtkWidget  *widget,
                  GdkRGBA    *color)
{
  GtkWidget *header = _flow_gtk_node_get_header (FLOW_GTK_NODE (widget));
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (header, fixture->window, &bounds));
  flow_gtk_test_get_pixel (texture,
                           bounds.origin.x + bounds.size.width - 30,
                           bounds.origin.y + 2,
                           color);
}

static double
distance (const GdkRGBA *a,
          const GdkRGBA *b)
{
  return fabs (a->red - b->red) + fabs (a->green - b->green) + fabs (a->blue - b->blue);
}

static void
check_states (Fixture    *fixture,
              GdkTexture *texture)
{
  GtkWidget *error_badge = _flow_gtk_node_get_badge (FLOW_GTK_NODE (fixture->error_widget));
  GtkWidget *missing_badge = _flow_gtk_node_get_badge (FLOW_GTK_NODE (fixture->missing_widget));
  GdkRGBA normal, error, missing, outline, unselected, selected_color, text_color, ring, around;
  graphene_rect_t bounds;

  /* Badges show on the nodes that have something to report. */
  g_assert_true (gtk_widget_get_visible (error_badge));
  g_assert_true (gtk_widget_get_visible (missing_badge));
  g_assert_null (_flow_gtk_node_get_badge (FLOW_GTK_NODE (fixture->widget)));

  /* Headers in a state are tinted: error towards red, missing input
   * towards the warning colour; both differ from a plain header.
   */
  get_header_color (fixture, texture, fixture->widget, &normal);
  get_header_color (fixture, texture, fixture->error_widget, &error);
  get_header_color (fixture, texture, fixture->missing_widget, &missing);
  g_assert_cmpfloat (distance (&normal, &error), >, 0.1);
  g_assert_cmpfloat (distance (&normal, &missing), >, 0.05);
  g_assert_cmpfloat (error.red - error.blue, >, normal.red - normal.blue + 0.05);

  /* The selected node has an outline in the selection colour, just
   * outside its border; the others have none.
   */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (fixture->error_widget),
                                                 "theme_selected_bg_color", &selected_color));
  G_GNUC_END_IGNORE_DEPRECATIONS

  g_assert_true (gtk_widget_compute_bounds (fixture->error_widget, fixture->window, &bounds));
  flow_gtk_test_get_pixel (texture, bounds.origin.x + bounds.size.width / 2, bounds.origin.y - 2, &outline);
  if (!flow_gtk_test_rgba_close (&outline, &selected_color, 0.05))
    g_error ("selection outline: %s, expected %s",
             gdk_rgba_to_string (&outline), gdk_rgba_to_string (&selected_color));

  g_assert_true (gtk_widget_compute_bounds (fixture->widget, fixture->window, &bounds));
  flow_gtk_test_get_pixel (texture, bounds.origin.x + bounds.size.width / 2, bounds.origin.y - 2, &unselected);
  g_assert_false (flow_gtk_test_rgba_close (&unselected, &selected_color, 0.1));

  /* The keyboard focus, on the selected node, is a ring of the text
   * colour a few pixels out, apart from the selection's band; the node
   * without focus has no ring.
   */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (fixture->error_widget), &text_color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_true (gtk_widget_compute_bounds (fixture->error_widget, fixture->window, &bounds));
  flow_gtk_test_get_pixel (texture, bounds.origin.x + bounds.size.width / 2, bounds.origin.y - 6, &ring);
  flow_gtk_test_get_pixel (texture, bounds.origin.x + bounds.size.width / 2, bounds.origin.y - 12, &around);
  if (distance (&ring, &text_color) > distance (&ring, &around) / 2 ||
      distance (&ring, &selected_color) < 0.3)
    g_error ("focus ring: %s, text %s, around %s, selection %s", gdk_rgba_to_string (&ring),
             gdk_rgba_to_string (&text_color), gdk_rgba_to_string (&around),
             gdk_rgba_to_string (&selected_color));

  g_assert_true (gtk_widget_compute_bounds (fixture->widget, fixture->window, &bounds));
  flow_gtk_test_get_pixel (texture, bounds.origin.x + bounds.size.width / 2, bounds.origin.y - 6, &ring);
  g_assert_true (flow_gtk_test_rgba_close (&ring, &around, 0.05));
}

static void
render_theme (Fixture    *fixture,
              const char *theme)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = g_strdup_printf ("node-%s.png", theme);
  graphene_rect_t node_bounds;
  const char *docks[] = { "result", "text", "factor", "steps", "name", "enabled", "tint" };

  flow_gtk_test_set_theme (theme);
  /* The keyboard focus, visible. Without a window manager the X server
   * may take the window's input focus away meanwhile (a window of a
   * test before, the pointer), and the node loses its focus with it:
   * present the window again until the node has it.
   */
  for (guint i = 0; i < 20; i++)
    {
      gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
      gtk_widget_grab_focus (fixture->error_widget);
      flow_gtk_test_spin (50);
      if (gtk_widget_has_focus (fixture->error_widget))
        break;
      gtk_window_present (GTK_WINDOW (fixture->window));
    }
  g_assert_true (gtk_widget_has_focus (fixture->error_widget));

  texture = flow_gtk_test_render (fixture->window);
  flow_gtk_test_save (texture, name);

  g_assert_true (gtk_widget_compute_bounds (fixture->widget, fixture->window, &node_bounds));

  for (guint i = 0; i < G_N_ELEMENTS (docks); i++)
    {
      FlowDock *dock = flow_node_get_dock (fixture->node, docks[i]);
      GtkWidget *dock_widget = flow_gtk_node_get_dock_widget (FLOW_GTK_NODE (fixture->widget), dock);
      graphene_point_t center;
      GdkRGBA expected, pixel;

      get_dot_center (fixture, dock, &center);

      /* The dot is drawn in the dock's CSS colour, at its centre... */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (dock_widget), &expected);
      G_GNUC_END_IGNORE_DEPRECATIONS
      flow_gtk_test_get_pixel (texture, center.x, center.y, &pixel);
      if (!flow_gtk_test_rgba_close (&pixel, &expected, 0.02))
        g_error ("%s, dock %s: pixel %s, expected %s", theme, docks[i],
                 gdk_rgba_to_string (&pixel), gdk_rgba_to_string (&expected));

      /* ...which sits on the node's border. */
      if (FLOW_IS_SINK (dock))
        g_assert_cmpfloat (fabs (center.x - node_bounds.origin.x), <=, 1.0);
      else
        g_assert_cmpfloat (fabs (center.x - (node_bounds.origin.x + node_bounds.size.width)), <=, 1.0);
    }

  check_states (fixture, texture);
}

static void
test_style_light (Fixture       *fixture,
                  gconstpointer  data)
{
  render_theme (fixture, "light");
}

static void
test_style_dark (Fixture       *fixture,
                 gconstpointer  data)
{
  render_theme (fixture, "dark");
}

static void
test_style_high_contrast (Fixture       *fixture,
                          gconstpointer  data)
{
  render_theme (fixture, "high-contrast");
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add ("/flow-gtk/node-style/light", Fixture, NULL,
              fixture_setup, test_style_light, fixture_teardown);
  g_test_add ("/flow-gtk/node-style/dark", Fixture, NULL,
              fixture_setup, test_style_dark, fixture_teardown);
  g_test_add ("/flow-gtk/node-style/high-contrast", Fixture, NULL,
              fixture_setup, test_style_high_contrast, fixture_teardown);

  return g_test_run ();
}

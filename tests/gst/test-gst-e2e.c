/* test-gst-e2e.c: flow-gst's window driven with real input (XTEST on the
 * X server): search the palette, add three elements, wire them, set
 * properties, press Play, reach the end of the stream, check the file.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-palette.h"
#include "flow-gst-player.h"
#include "flow-gst-properties.h"
#include "flow-gst-registry.h"
#include "flow-gst-window.h"
#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-test-utils.h"
#include "flow-gtk-view-private.h"
#include "flow-gtk-wire-renderer-private.h"
#include "gst-test-utils.h"
#include "shortcuts-check.h"
#include "gst-e2e-utils.h"
#include "xtest-utils.h"

/* Types @name in the palette's search and presses Enter. */
static FlowNode *
add_from_palette (FlowGstWindow *window,
                  const char    *name)
{
  FlowGstPalette *palette = FLOW_GST_PALETTE (flow_gst_window_get_palette (window));
  GtkWidget *search = flow_gst_palette_get_search (palette);
  GListModel *graph = G_LIST_MODEL (flow_gst_window_get_graph (window));
  guint before = g_list_model_get_n_items (graph);
  g_autoptr(FlowGstFactoryItem) first = NULL;
  FlowNode *node;

  gst_e2e_click_center (search);
  gst_e2e_select_all (search);
  gst_e2e_type_text (search, name);
  /* The search entry waits a little before it searches. */
  xtest_spin (500);

  first = g_list_model_get_item (flow_gst_palette_get_model (palette), 0);
  g_assert_nonnull (first);
  g_assert_cmpstr (flow_gst_factory_item_get_name (first), ==, name);

  xtest_tap_key (search, GDK_KEY_Return);
  xtest_spin (200);

  g_assert_cmpuint (g_list_model_get_n_items (graph), ==, before + 1);
  node = g_list_model_get_item (graph, before);
  g_object_unref (node);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (node)), ==, name);

  return node;
}

static graphene_point_t
dock_point (GtkWidget *view,
            FlowDock  *dock)
{
  graphene_point_t canvas, widget;

  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view), dock, &canvas));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), &canvas, &widget);
  return widget;
}

static void
wire (GtkWidget *view,
      FlowDock  *from,
      FlowDock  *to)
{
  graphene_point_t a = dock_point (view, from);
  graphene_point_t b = dock_point (view, to);

  xtest_drag (view, 1, a.x, a.y, b.x, b.y, 12);
  xtest_spin (200);
}

static void
eos_cb (FlowGstPlayer *player,
        gboolean      *done)
{
  *done = TRUE;
}

static void
test_e2e_play (void)
{
  /* Typed with plain keys: a lower-case path. */
  g_autofree char *dir = g_strdup_printf ("%s/flow-gst-e2e-%d", g_get_tmp_dir (), (int) getpid ());
  g_autofree char *path = g_build_filename (dir, "out.wav", NULL);
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  GtkWidget *window, *view;
  FlowNode *src, *enc, *sink;
  FlowGraph *graph;
  FlowGstPlayer *player;
  gboolean eos = FALSE;
  guint waited = 0;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  graph = flow_gst_window_get_graph (FLOW_GST_WINDOW (window));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));

  /* Search the palette and add three elements. */
  src = add_from_palette (FLOW_GST_WINDOW (window), "audiotestsrc");
  enc = add_from_palette (FLOW_GST_WINDOW (window), "wavenc");
  sink = add_from_palette (FLOW_GST_WINDOW (window), "filesink");
  xtest_spin (300);

  /* Wire them with the pointer. */
  wire (view, FLOW_DOCK (flow_node_get_source (src, "src")), FLOW_DOCK (flow_node_get_sink (enc, "sink")));
  wire (view, FLOW_DOCK (flow_node_get_source (enc, "src")), FLOW_DOCK (flow_node_get_sink (sink, "sink")));
  g_assert_cmpuint (g_list_model_get_n_items (flow_graph_get_connections (graph)), ==, 2);
  g_assert_nonnull (flow_graph_find_connection (graph, flow_node_get_source (src, "src"),
                                                flow_node_get_sink (enc, "sink")));
  g_assert_nonnull (flow_graph_find_connection (graph, flow_node_get_source (enc, "src"),
                                                flow_node_get_sink (sink, "sink")));

  /* Set properties in the side panel: where to write, and how much. */
  gst_e2e_click_node (view, sink);
  g_assert_true (flow_gst_property_panel_get_node (FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (FLOW_GST_WINDOW (window)))) == sink);
  gst_e2e_set_in_panel (FLOW_GST_WINDOW (window), "location", path);
  gst_e2e_click_node (view, src);
  gst_e2e_set_in_panel (FLOW_GST_WINDOW (window), "num-buffers", "20");

  {
    g_autofree char *location = NULL;
    int n_buffers;

    g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (sink)), "location", &location, NULL);
    g_object_get (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (src)), "num-buffers", &n_buffers, NULL);
    g_assert_cmpstr (location, ==, path);
    g_assert_cmpint (n_buffers, ==, 20);
  }

  /* Press Play, and wait for the end of the stream. */
  g_signal_connect (player, "eos", G_CALLBACK (eos_cb), &eos);
  gst_e2e_click_center (flow_gst_window_get_play_button (FLOW_GST_WINDOW (window)));
  while (!eos && waited < 20000)
    {
      xtest_spin (100);
      waited += 100;
    }
  g_signal_handlers_disconnect_by_data (player, &eos);
  g_assert_true (eos);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);

  /* 20 buffers of 1024 samples at 44.1 kHz: 0.464 s. */
  gst_test_check_wav (path, 44100, 460 * GST_MSECOND, 470 * GST_MSECOND);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* The widget under @widget whose accessible label is @label. */
static GtkWidget *
find_row_named (GtkWidget  *widget,
                const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *mismatch = NULL;
      GtkWidget *found;

      if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL))
        {
          mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (child),
                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, label);
          if (mismatch == NULL)
            return child;
        }
      if ((found = find_row_named (child, label)) != NULL)
        return found;
    }

  return NULL;
}

static void
test_e2e_favourite (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(FlowGstFactoryItem) first = NULL;
  FlowGstPalette *palette;
  GtkWidget *window, *search;

  g_test_summary ("Ctrl+D in the palette makes the selected element a favourite, "
                  "listed first.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  palette = FLOW_GST_PALETTE (flow_gst_window_get_palette (FLOW_GST_WINDOW (window)));
  search = flow_gst_palette_get_search (palette);

  gst_e2e_click_center (search);
  gst_e2e_type_text (search, "wavenc");
  xtest_spin (500);
  xtest_tap_key_with (search, GDK_CONTROL_MASK, GDK_KEY_d);
  xtest_spin (100);

  /* The search cleared, the favourite comes first of all. */
  gst_e2e_select_all (search);
  xtest_tap_key (search, GDK_KEY_BackSpace);
  xtest_spin (500);
  first = g_list_model_get_item (flow_gst_palette_get_model (palette), 0);
  g_assert_cmpstr (flow_gst_factory_item_get_name (first), ==, "wavenc");
  g_assert_true (flow_gst_factory_item_get_favourite (first));

  /* Its row is named for screen readers by the element's names, and
   * described by its kind and description.
   */
  {
    g_autofree char *label = g_strdup_printf ("wavenc, %s", flow_gst_factory_item_get_long_name (first));
    g_autofree char *description = g_strdup_printf ("%s · %s",
                                                    flow_gst_factory_item_get_klass (first),
                                                    flow_gst_factory_item_get_description (first));
    GtkWidget *row = find_row_named (GTK_WIDGET (palette), label);

    g_assert_nonnull (row);
    gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_e2e_flags (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view, *button, *box, *vis = NULL;
  GstElement *playbin;
  FlowNode *node;
  guint flags, before;

  g_test_summary ("A flags property is edited with check buttons in a popover, "
                  "with the pointer and the keyboard, and undone; an enumeration's "
                  "drop-down is named inside too.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  node = flow_gst_window_add_element (FLOW_GST_WINDOW (window), "playbin", &error);
  g_assert_no_error (error);
  playbin = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node));
  g_object_get (playbin, "flags", &before, NULL);
  xtest_spin (300);
  gst_e2e_click_node (view, node);

  /* An enumeration's drop-down is named by its property, and so is the
   * toggle button inside it, which takes the focus.
   */
  {
    GtkWidget *multiview = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (FLOW_GST_WINDOW (window))),
                                                               "video-multiview-mode");

    g_assert_true (GTK_IS_DROP_DOWN (multiview));
    gtk_test_accessible_assert_property (gtk_widget_get_first_child (multiview), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "video-multiview-mode");
  }

  button = flow_gst_property_panel_get_editor (FLOW_GST_PROPERTY_PANEL (flow_gst_window_get_panel (FLOW_GST_WINDOW (window))),
                                               "flags");
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  gst_e2e_click_center (button);
  xtest_spin (300);

  box = g_object_get_data (G_OBJECT (button), "flow-gst-flags");
  for (GtkWidget *check = gtk_widget_get_first_child (box); check != NULL; check = gtk_widget_get_next_sibling (check))
    if (g_str_equal (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)), "vis"))
      vis = check;
  g_assert_nonnull (vis);
  g_assert_true (gtk_widget_get_mapped (vis));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (vis)));

  /* A click on "vis" (GST_PLAY_FLAG_VIS, 0x8) sets that flag, and only it. */
  gst_e2e_click_center (vis);
  g_object_get (playbin, "flags", &flags, NULL);
  g_assert_cmpuint (flags, ==, before | 0x8);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (vis)));

  /* Space, from the keyboard, clears it, and sets it again. */
  xtest_tap_key (vis, GDK_KEY_space);
  xtest_spin (100);
  g_object_get (playbin, "flags", &flags, NULL);
  g_assert_cmpuint (flags, ==, before);
  xtest_tap_key (vis, GDK_KEY_space);
  xtest_spin (100);
  g_object_get (playbin, "flags", &flags, NULL);
  g_assert_cmpuint (flags, ==, before | 0x8);

  /* Edits of one property in a row are one step, as typing is: undone,
   * the flags are as they were, and so are the boxes.
   */
  xtest_tap_key (vis, GDK_KEY_Escape);
  xtest_spin (200);
  flow_history_undo (flow_graph_get_history (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))));
  g_object_get (playbin, "flags", &flags, NULL);
  g_assert_cmpuint (flags, ==, before);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (vis)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_e2e_edit_while_playing (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view, *dialog;
  FlowGraph *graph;
  FlowGstPlayer *player;
  GListModel *nodes, *connections;
  g_autoptr(FlowNode) convert = NULL;

  g_test_summary ("Deleting a node of a playing pipeline asks whether to stop: "
                  "Escape takes the change back and the pipeline plays on; "
                  "Enter stops it and the change stays.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  graph = flow_gst_window_get_graph (FLOW_GST_WINDOW (window));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));
  nodes = G_LIST_MODEL (graph);
  connections = flow_graph_get_connections (graph);

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc is-live=true ! audioconvert ! fakesink",
                                         &error));
  g_assert_no_error (error);
  xtest_spin (500);
  convert = g_list_model_get_item (nodes, 1);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (convert)), ==,
                   "audioconvert");

  /* F5 plays. */
  gst_e2e_click_node (view, convert);
  xtest_tap_key (view, GDK_KEY_F5);
  gst_e2e_wait_for_state (player, FLOW_GST_PLAYER_PLAYING);

  /* Delete the node: the question comes, the pipeline still plays. */
  gst_e2e_click_node (view, convert);
  xtest_tap_key (view, GDK_KEY_Delete);
  xtest_spin (300);
  dialog = flow_gst_window_get_stop_question (FLOW_GST_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (dialog));
  /* Its buttons are named by their labels alone, without underscores. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                                                       GTK_RESPONSE_CANCEL)),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL));
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 2);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);

  /* Escape: Cancel. The node and its wires are back; it plays on. */
  gst_e2e_answer (dialog, window, GDK_KEY_Escape);
  g_assert_null (flow_gst_window_get_stop_question (FLOW_GST_WINDOW (window)));
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 2);
  g_assert_true (flow_node_get_graph (convert) == graph);
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_PLAYING);
  g_assert_false (flow_gst_player_get_edit_pending (player));
  xtest_spin (300);
  {
    GstElement *pipeline = flow_gst_player_get_pipeline (player);
    GstState state;

    g_assert_nonnull (pipeline);
    g_assert_cmpint (gst_element_get_state (pipeline, &state, NULL, GST_SECOND), ==, GST_STATE_CHANGE_SUCCESS);
    g_assert_cmpint (state, ==, GST_STATE_PLAYING);
    g_assert_cmpint (GST_BIN (pipeline)->numchildren, ==, 3);
  }

  /* Delete again, and Enter: Stop, the default. */
  gst_e2e_click_node (view, convert);
  xtest_tap_key (view, GDK_KEY_Delete);
  xtest_spin (300);
  dialog = flow_gst_window_get_stop_question (FLOW_GST_WINDOW (window));
  g_assert_nonnull (dialog);
  gst_e2e_answer (dialog, window, GDK_KEY_Return);
  g_assert_null (flow_gst_window_get_stop_question (FLOW_GST_WINDOW (window)));
  g_assert_cmpint (flow_gst_player_get_state (player), ==, FLOW_GST_PLAYER_STOPPED);
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (connections), ==, 0);
  g_assert_null (flow_node_get_graph (convert));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
get_bounds (GtkWidget       *view,
            GListModel      *nodes,
            graphene_rect_t *bounds)
{
  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), node, &bounds[i]));
    }
}

static void
test_e2e_layout (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view;
  FlowGtkViewport *viewport;
  GListModel *nodes;
  graphene_rect_t bounds[9], after[9], visible, all;
  FlowGstPlayer *player;
  double zoom;
  guint n;

  g_test_summary ("An imported pipeline with a tall node (a video preview) is laid out "
                  "by the nodes' real sizes, with no node over another, and shown whole "
                  "at the largest zoom that fits, up to 100 %; the preview keeps its size "
                  "when frames arrive.");

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  nodes = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  player = flow_gst_window_get_player (FLOW_GST_WINDOW (window));

  /* Imported before the window's first frame, as --launch does. */
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "videotestsrc is-live=true ! videoconvert ! "
                                         "video/x-raw,format=RGBA,width=320,height=240 ! appsink "
                                         "audiotestsrc is-live=true ! audioconvert ! level ! fakesink",
                                         &error));
  g_assert_no_error (error);
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (500);

  n = g_list_model_get_n_items (nodes);
  g_assert_cmpuint (n, ==, 8);
  get_bounds (view, nodes, bounds);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        if (graphene_rect_intersection (&bounds[i], &bounds[j], NULL))
          g_error ("Nodes %u (%g,%g %gx%g) and %u (%g,%g %gx%g) overlap", i,
                   bounds[i].origin.x, bounds[i].origin.y, bounds[i].size.width, bounds[i].size.height, j,
                   bounds[j].origin.x, bounds[j].origin.y, bounds[j].size.width, bounds[j].size.height);
      }

  /* All of it in view, at 100 % or filling the view in one direction. */
  zoom = flow_gtk_viewport_get_zoom (viewport);
  flow_gtk_viewport_get_visible_area (viewport, gtk_widget_get_width (view),
                                      gtk_widget_get_height (view), &visible);
  all = bounds[0];
  for (guint i = 1; i < n; i++)
    graphene_rect_union (&all, &bounds[i], &all);
  g_test_message ("zoom %g, graph %gx%g, visible %gx%g", zoom, all.size.width, all.size.height,
                  visible.size.width, visible.size.height);
  g_assert_true (graphene_rect_contains_rect (&visible, &all));
  g_assert_true (zoom >= 0.999 ||
                 all.size.width >= 0.8 * visible.size.width ||
                 all.size.height >= 0.8 * visible.size.height);

  /* Frames arrive: the appsink's node keeps its size. */
  g_assert_true (flow_gst_player_play (player, &error));
  g_assert_no_error (error);
  for (guint waited = 0; waited < 5000; waited += 100)
    {
      g_autoptr(FlowNode) appsink = g_list_model_get_item (nodes, 3);

      xtest_spin (100);
      if (flow_gst_element_node_get_sample (FLOW_GST_ELEMENT_NODE (appsink)) != NULL)
        break;
    }
  {
    g_autoptr(FlowNode) appsink = g_list_model_get_item (nodes, 3);

    g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (appsink)), ==, "appsink");
    g_assert_nonnull (flow_gst_element_node_get_sample (FLOW_GST_ELEMENT_NODE (appsink)));
  }
  xtest_spin (300);
  get_bounds (view, nodes, after);
  for (guint i = 0; i < n; i++)
    g_assert_true (graphene_rect_equal (&bounds[i], &after[i]));

  flow_gst_player_stop (player);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A pipeline wider than the window, imported before its first frame as
 * --launch does: the fit holds every node once all are measured (the
 * last sink, with its editor, is wider than the view estimates it).
 */
static void
test_e2e_import_fits (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view;

  g_test_summary ("An imported pipeline wider than the window is shown whole "
                  "once its nodes are measured.");

  window = flow_gst_window_new (NULL, registry);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc ! tee name=t ! queue ! audioconvert ! fakesink "
                                         "t. ! queue ! fakesink",
                                         &error));
  g_assert_no_error (error);
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (500);

  flow_gtk_test_assert_all_in_sight (FLOW_GTK_VIEW (view));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Ctrl+Shift+L, pressed with the canvas focused, arranges the pipeline
 * as flow-gst lays it out (not with the canvas's own arrange); Ctrl+L
 * stays the canvas's key for connecting.
 */
static void
test_e2e_arrange_key (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) middle = NULL;
  GtkWidget *window, *view;
  GListModel *nodes;
  double x[3], y[3];

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  nodes = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));

  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc ! volume ! fakesink", &error));
  g_assert_no_error (error);
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (500);
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      x[i] = flow_node_get_x (node);
      y[i] = flow_node_get_y (node);
    }

  /* The middle node moved away, then the canvas focused by a click on
   * its empty bottom edge, and Ctrl+Shift+L.
   */
  middle = g_list_model_get_item (nodes, 1);
  flow_node_set_position (middle, x[1] + 40, y[1] + 300);
  xtest_spin (200);
  xtest_click (view, gtk_widget_get_width (view) / 2.0, gtk_widget_get_height (view) - 10);
  xtest_spin (200);
  g_assert_true (gtk_widget_has_focus (view));
  xtest_tap_key_with (view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_l);
  xtest_spin (300);

  /* flow-gst's layout, as at the import. */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      g_assert_cmpfloat_with_epsilon (flow_node_get_x (node), x[i], 0.5);
      g_assert_cmpfloat_with_epsilon (flow_node_get_y (node), y[i], 0.5);
    }
  g_assert_cmpstr (flow_history_get_undo_label (flow_graph_get_history (FLOW_GRAPH (flow_gst_window_get_graph (FLOW_GST_WINDOW (window))))),
                   ==, "Undo Arrange");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The canvas's menus (the library's own in flow-gst): a letter to each
 * item.
 */
static void
assert_view_menus_clash_not (GtkWidget *view)
{
  GMenuModel *menus[] = {
    flow_gtk_view_get_canvas_menu (FLOW_GTK_VIEW (view)),
    flow_gtk_view_get_node_menu (FLOW_GTK_VIEW (view)),
    flow_gtk_view_get_connection_menu (FLOW_GTK_VIEW (view)),
  };

  for (guint i = 0; i < G_N_ELEMENTS (menus); i++)
    {
      g_autofree char *clashes = shortcuts_check_dup_model_clashes (menus[i]);

      g_assert_cmpstr (clashes, ==, NULL);
    }
}

/* Ctrl+? shows the shortcuts window, named for screen readers; every
 * key it lists is bound, by the window or by the canvas. It fits a
 * 1280×800 screen, its groups in the order they were meant to be in;
 * in German too, whose names of keys ("Umschalt", "Strg") and strings
 * are wider.
 */
static void
test_e2e_shortcuts (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autofree char *pages = NULL;
  g_autofree char *pages_de = NULL;
  g_autofree char *clashes = NULL;
  g_autofree char *clashes_de = NULL;
  GtkWidget *window, *view, *overlay, *search, *tabs;

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (300);

  overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_nonnull (overlay);
  g_assert_false (gtk_widget_get_visible (overlay));

  g_assert_cmpuint (shortcuts_check_bound (GTK_SHORTCUTS_WINDOW (overlay), NULL,
                                          (GtkWidget *[]) { window, view, NULL }),
                   >=, 40);

  /* With the canvas focused, Ctrl+Shift+/ (a question mark). */
  xtest_click (view, gtk_widget_get_width (view) / 2.0, gtk_widget_get_height (view) - 10);
  xtest_spin (200);
  g_assert_true (gtk_widget_has_focus (view));
  xtest_tap_key_with (view, GDK_CONTROL_MASK | GDK_SHIFT_MASK, GDK_KEY_question);
  xtest_spin (500);
  g_assert_true (gtk_widget_get_visible (overlay));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (overlay)), ==, "Keyboard Shortcuts");
  shortcuts_check_fits (GTK_SHORTCUTS_WINDOW (overlay), 1280, 800);
  pages = shortcuts_check_dup_pages (GTK_SHORTCUTS_WINDOW (overlay));
  g_assert_cmpstr (pages, ==, "Pipeline, View | General, Links / Editing | Selection and Focus");
  /* Each item of the main menu has a letter of its own, and so has each
   * of the canvas's menus, the library's.
   */
  clashes = shortcuts_check_dup_menu_clashes (GTK_WIDGET (window));
  g_assert_cmpstr (clashes, ==, NULL);
  assert_view_menus_clash_not (view);

  search = flow_gtk_test_find_widget (overlay, GTK_TYPE_SEARCH_ENTRY, NULL);
  g_assert_nonnull (search);
  gtk_test_accessible_assert_property (search, GTK_ACCESSIBLE_PROPERTY_LABEL, "Search Shortcuts");
  /* Its pages' tabs, read as "_1" and "_2" without. */
  tabs = flow_gtk_test_find_widget (overlay, GTK_TYPE_STACK_SWITCHER, NULL);
  g_assert_nonnull (tabs);
  gtk_test_accessible_assert_property (tabs, GTK_ACCESSIBLE_PROPERTY_LABEL, "Pages");
  gtk_test_accessible_assert_property (gtk_widget_get_first_child (tabs), GTK_ACCESSIBLE_PROPERTY_LABEL, "Page 1");

  /* Escape closes it; the canvas has the focus again. */
  xtest_tap_key (overlay, GDK_KEY_Escape);
  xtest_spin (300);
  g_assert_false (gtk_widget_get_visible (overlay));

  gtk_window_destroy (GTK_WINDOW (window));

  /* A window builds its shortcuts window in the language of the moment.
   * The libraries have spoken, in the window above. */
  if (!shortcuts_check_enter_german (FLOW_TEST_LOCALEDIR))
    {
      g_test_skip ("No de_DE.UTF-8 locale, or GTK has no German names of keys");
      return;
    }
  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (gtk_widget_activate_action (window, "win.show-help-overlay", NULL));
  gtk_test_widget_wait_for_draw (overlay);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (overlay)), ==, "Tastenkürzel");
  shortcuts_check_fits (GTK_SHORTCUTS_WINDOW (overlay), 1280, 800);
  pages_de = shortcuts_check_dup_pages (GTK_SHORTCUTS_WINDOW (overlay));
  g_assert_cmpstr (pages_de, ==, "Pipeline, Ansicht | Allgemein, Verbindungen / Bearbeiten | Auswahl und Fokus");
  clashes_de = shortcuts_check_dup_menu_clashes (GTK_WIDGET (window));
  g_assert_cmpstr (clashes_de, ==, NULL);
  assert_view_menus_clash_not (flow_gst_window_get_view (FLOW_GST_WINDOW (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  shortcuts_check_leave_german ();
}

/* Types @line over what the gst-launch bar's @entry holds, and Enter. */
static void
import_in_bar (GtkWidget  *entry,
               const char *line)
{
  gst_e2e_select_all (entry);
  gst_e2e_type_text (entry, line);
  xtest_tap_key (entry, GDK_KEY_Return);
  xtest_spin (500);
}

/* Ctrl+I opens the gst-launch bar with its entry focused; Escape, or
 * its close button, closes it and gives the canvas the focus, with
 * nothing imported; Enter imports the line and closes it.
 */
static void
test_e2e_launch_bar (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  GtkWidget *window, *view, *entry, *bar, *close;
  GListModel *nodes;

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  nodes = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  gtk_test_widget_wait_for_draw (window);
  xtest_spin (300);
  xtest_click (view, gtk_widget_get_width (view) / 2.0, gtk_widget_get_height (view) - 10);
  xtest_spin (200);
  g_assert_true (gtk_widget_has_focus (view));

  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_i);
  entry = gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  bar = gtk_widget_get_ancestor (entry, GTK_TYPE_REVEALER);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));

  xtest_tap_key (entry, GDK_KEY_Escape);
  xtest_spin (300);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_true (gtk_widget_has_focus (view));
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 0);

  /* The close button, named for screen readers. */
  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_i);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  xtest_spin (300);
  close = gtk_widget_get_last_child (gtk_widget_get_parent (entry));
  g_assert_true (GTK_IS_BUTTON (close));
  gtk_test_accessible_assert_property (close, GTK_ACCESSIBLE_PROPERTY_LABEL, "Close");
  gst_e2e_click_center (close);
  xtest_spin (300);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_true (gtk_widget_has_focus (view));

  xtest_tap_key_with (view, GDK_CONTROL_MASK, GDK_KEY_i);
  import_in_bar (entry, "fakesrc ! fakesink");
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 2);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* What the command line asks goes wrong: the window says so in its
 * status bar, and a line that cannot be imported waits in the gst-launch
 * bar, focused, to be mended with real keys and imported with Enter.
 */
static void
test_e2e_start_failed (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/pipeline.json");
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *entry, *bar;
  GListModel *nodes;

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  nodes = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
  gtk_test_widget_wait_for_draw (window);

  g_assert_false (flow_gst_window_start (FLOW_GST_WINDOW (window), missing, "fakesrc ! fakesink", TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpstr (flow_gst_window_get_status (FLOW_GST_WINDOW (window)), ==, error->message);
  /* Nothing after the file was done. */
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 0);
  g_assert_cmpint (flow_gst_player_get_state (flow_gst_window_get_player (FLOW_GST_WINDOW (window))), ==,
                   FLOW_GST_PLAYER_STOPPED);
  g_clear_error (&error);

  g_assert_false (flow_gst_window_start (FLOW_GST_WINDOW (window), NULL, "fakesrc ! nosuchelement ! fakesink",
                                         FALSE, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (flow_gst_window_get_status (FLOW_GST_WINDOW (window)), ==, error->message);
  g_assert_nonnull (strstr (error->message, "nosuchelement"));
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 0);
  xtest_spin (300);
  entry = gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "fakesrc ! nosuchelement ! fakesink");
  bar = gtk_widget_get_ancestor (entry, GTK_TYPE_REVEALER);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));

  import_in_bar (entry, "fakesrc ! fakesink");
  g_assert_cmpuint (g_list_model_get_n_items (nodes), ==, 2);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The contrast of the text of @label against what is behind it: the
 * colour most of the pixels of its box have in @texture of @window.
 */
static double
text_contrast (GtkWidget  *window,
               GdkTexture *texture,
               GtkWidget  *label)
{
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *behind_text = NULL;
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  gsize stride;
  GdkRGBA text, behind;
  guint most = 0;

  g_assert_true (gtk_widget_compute_bounds (label, window, &bounds));
  flow_gtk_test_get_color (label, &text);
  stride = gdk_texture_get_width (texture) * 4;
  pixels = g_malloc (stride * gdk_texture_get_height (texture));
  gdk_texture_download (texture, pixels, stride);
  for (int y = bounds.origin.y; y < bounds.origin.y + bounds.size.height; y++)
    for (int x = bounds.origin.x; x < bounds.origin.x + bounds.size.width; x++)
      {
        /* Opaque, premultiplied B, G, R, A. */
        const guchar *p = pixels + y * stride + 4 * x;
        char *key = g_strdup_printf ("rgb(%d,%d,%d)", p[2], p[1], p[0]);
        guint n;

        n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + 1;
        if (n > most)
          {
            most = n;
            g_free (behind_text);
            behind_text = g_strdup (key);
          }
        g_hash_table_replace (counts, key, GUINT_TO_POINTER (n));
      }

  g_assert_true (gdk_rgba_parse (&behind, behind_text));
  g_test_message ("%s on %s", gdk_rgba_to_string (&text), behind_text);

  return flow_gtk_test_contrast (&text, &behind);
}

/* The wires and docks of each media kind stand out from the canvas by
 * at least 3:1 in the light and dark styles and 4.5:1 in high contrast
 * (WCAG 1.4.11), in colours of their own in each, and their docks have
 * shapes of their own. The state of a playing element and the message
 * of a failing one, small text in colour, stand out by 4.5:1 (WCAG
 * 1.4.3).
 */
/* Activates row @index of @list, as Enter on it does. */
static void
activate_row (GtkWidget *list,
              guint      index)
{
  GtkWidget *view = flow_gtk_test_find_widget (list, GTK_TYPE_LIST_VIEW, NULL);

  g_assert_nonnull (view);
  g_assert_true (gtk_widget_activate_action (view, "list.activate-item", "u", index));
}

static void
test_add_list_formats (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  graphene_point_t at = GRAPHENE_POINT_INIT (300, 0);
  FlowNode *src = gst_test_add (graph, "audiotestsrc", NULL);
  FlowDock *loose = flow_node_get_dock (src, "src");
  FlowHistory *history = flow_graph_get_history (graph);
  gboolean seen_convert = FALSE;
  GtkWidget *list, *anchor, *window;
  guint n;

  g_test_summary ("A wire from an output lists the elements with an input "
                  "whose formats it can link to, and each one listed, added, "
                  "is connected.");

  anchor = gtk_label_new ("");
  window = flow_gtk_test_show (anchor);
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer, loose, &at));
  n = flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list));
  g_test_message ("%u elements listed for raw audio", n);
  g_assert_cmpuint (n, >, 10);

  for (guint i = 0; i < n; i++)
    {
      const char *text = flow_gtk_connect_popover_get_choice_text (FLOW_GTK_CONNECT_POPOVER (list), i);
      GtkWidget *fresh;

      /* Elements of audio that raw audio cannot feed are not listed. */
      g_assert_false (g_str_has_prefix (text, "opusdec,"));
      g_assert_false (g_str_has_prefix (text, "flacdec,"));
      g_assert_false (g_str_has_prefix (text, "videoconvert,"));
      seen_convert |= g_str_has_prefix (text, "audioconvert, input sink");

      /* Added from a list of its own, shown over the window, as a
       * person would.
       */
      fresh = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer, loose, &at));
      gtk_widget_set_parent (fresh, anchor);
      gtk_popover_popup (GTK_POPOVER (fresh));
      activate_row (fresh, i);
      gtk_widget_unparent (fresh);
      if (flow_dock_get_n_connections (loose) != 1)
        g_test_message ("“%s” was added without its wire", text);
      g_assert_cmpuint (flow_dock_get_n_connections (loose), ==, 1);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 2);
      flow_history_undo (history);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 1);
      g_object_unref (fresh);
    }
  g_assert_true (seen_convert);

  g_object_unref (list);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_add_list_linked (void)
{
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) volume = NULL;
  g_autoptr(FlowNode) tee = NULL;
  graphene_point_t at = GRAPHENE_POINT_INIT (300, 0);
  const char *linked = "The output src of volume is already linked: a pad links "
                       "to one input; a tee feeds several.";
  FlowGraph *graph;
  FlowSerializer *serializer;
  FlowDock *plus = NULL;
  GtkWidget *window, *view, *list;

  g_test_summary ("A wire from a pad that is linked already offers no element to add, "
                  "which could not be linked, and says why where it is dropped, as "
                  "Ctrl+L offers nothing to connect there; a tee's output offers them.");

  if ((window = gst_e2e_window_new (registry)) == NULL)
    return;

  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  graph = flow_gst_window_get_graph (FLOW_GST_WINDOW (window));
  serializer = flow_gtk_view_get_serializer (FLOW_GTK_VIEW (view));
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc ! volume ! fakesink audiotestsrc ! tee ! fakesink",
                                         &error));
  g_assert_no_error (error);
  xtest_spin (500);
  volume = g_list_model_get_item (G_LIST_MODEL (graph), 1);
  tee = g_list_model_get_item (G_LIST_MODEL (graph), 4);
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (volume)), ==, "volume");
  g_assert_cmpstr (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (tee)), ==, "tee");

  /* The two lists agree on volume's output: nothing. */
  list = g_object_ref_sink (flow_gtk_connect_popover_new (graph, volume, flow_node_get_dock (volume, "src"),
                                                          FLOW_GTK_CONNECT_POPOVER_CONNECT));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 0);
  g_object_unref (list);
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer,
                                                              flow_node_get_dock (volume, "src"), &at));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), ==, 0);
  g_assert_cmpstr (flow_gtk_connect_popover_get_refusal (FLOW_GTK_CONNECT_POPOVER (list)), ==, linked);
  g_object_unref (list);

  /* Dropped on the canvas with the pointer: no list, the reason, no node. */
  {
    graphene_point_t start = dock_point (view, flow_node_get_dock (volume, "src"));

    xtest_drag (view, 1, start.x, start.y, start.x + 120, start.y + 120, 12);
    xtest_spin (300);
  }
  g_assert_null (flow_gtk_test_shown_child (view, FLOW_GTK_TYPE_CONNECT_POPOVER));
  g_assert_cmpstr (_flow_gtk_view_get_message (FLOW_GTK_VIEW (view)), ==, linked);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 6);

  /* A tee's request dock feeds several: it offers elements. */
  for (guint i = 0; i < g_list_model_get_n_items (flow_node_get_sources (tee)); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (flow_node_get_sources (tee), i);

      if (flow_dock_get_on_demand (dock))
        plus = dock;
    }
  g_assert_nonnull (plus);
  list = g_object_ref_sink (flow_gtk_connect_popover_new_add (graph, serializer, plus, &at));
  g_assert_cmpuint (flow_gtk_connect_popover_get_n_choices (FLOW_GTK_CONNECT_POPOVER (list)), >, 10);
  g_object_unref (list);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_contrast (void)
{
  static const struct { const char *theme; double minimum; } styles[] = {
    { "light", 3.0 }, { "dark", 3.0 }, { "high-contrast", 4.5 }, { "high-contrast-dark", 4.5 },
  };
  g_autoptr(FlowGstRegistry) registry = flow_gst_registry_new (NULL);
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) shapes = g_ptr_array_new_with_free_func (g_free);
  GType kinds[] = { FLOW_GST_TYPE_AUDIO, FLOW_GST_TYPE_VIDEO, FLOW_GST_TYPE_STREAM };
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *view, *state, *message;
  FlowGtkWireRenderer *wires;

  window = flow_gst_window_new (NULL, registry);
  gtk_window_present (GTK_WINDOW (window));
  view = flow_gst_window_get_view (FLOW_GST_WINDOW (window));
  wires = _flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (view));
  /* Wires of the three kinds. */
  g_assert_true (flow_gst_window_import (FLOW_GST_WINDOW (window),
                                         "audiotestsrc ! audioconvert videotestsrc ! videoconvert "
                                         "fakesrc ! fakesink", &error));
  g_assert_no_error (error);

  /* A playing element, and a failing one whose message the side panel
   * shows.
   */
  {
    GListModel *nodes = G_LIST_MODEL (flow_gst_window_get_graph (FLOW_GST_WINDOW (window)));
    g_autoptr(FlowNode) playing = g_list_model_get_item (nodes, 0);
    g_autoptr(FlowNode) failing = g_list_model_get_item (nodes, 1);

    flow_gst_element_node_set_element_state (FLOW_GST_ELEMENT_NODE (playing), GST_STATE_PLAYING);
    flow_gst_element_node_report (FLOW_GST_ELEMENT_NODE (failing), FLOW_NODE_STATE_ERROR,
                                  "Could not open the device.", NULL);
    gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 1, TRUE);
    gtk_test_widget_wait_for_draw (window);
    state = flow_gtk_test_find_widget (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), playing)),
                                       GTK_TYPE_LABEL, "playing");
    message = flow_gtk_test_find_widget (flow_gst_window_get_panel (FLOW_GST_WINDOW (window)),
                                         GTK_TYPE_LABEL, "node-message");
    g_assert_nonnull (state);
    g_assert_nonnull (message);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "Could not open the device.");
  }

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      const GdkRGBA *canvas;
      g_autoptr(GdkTexture) texture = NULL;
      double text_ratio;

      flow_gtk_test_set_theme (styles[s].theme);
      gtk_widget_queue_draw (view);
      gtk_test_widget_wait_for_draw (window);
      xtest_spin (100);
      canvas = flow_gtk_wire_renderer_get_canvas_color (wires);

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          const GdkRGBA *wire = flow_gtk_wire_renderer_get_type_color (wires, kinds[k]);
          double ratio = flow_gtk_test_contrast (wire, canvas);
          char *text = gdk_rgba_to_string (wire);

          g_test_message ("%s, %s: %s on %s, %.2f:1", styles[s].theme, g_type_name (kinds[k]),
                          text, gdk_rgba_to_string (canvas), ratio);
          g_assert_cmpfloat (ratio, >=, styles[s].minimum);
          /* A colour of its own in each style. */
          g_assert_false (g_ptr_array_find_with_equal_func (seen, text, g_str_equal, NULL));
          g_ptr_array_add (seen, text);
        }

      texture = flow_gtk_test_render (window);
      text_ratio = text_contrast (window, texture, state);
      g_test_message ("%s, \"Playing\": %.2f:1", styles[s].theme, text_ratio);
      g_assert_cmpfloat (text_ratio, >=, 4.5);
      text_ratio = text_contrast (window, texture, message);
      g_test_message ("%s, the message: %.2f:1", styles[s].theme, text_ratio);
      g_assert_cmpfloat (text_ratio, >=, 4.5);
    }

  flow_gtk_test_set_theme ("light");

  /* And a shape of its own, so that colour is not the only cue. */
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    g_ptr_array_add (shapes, flow_gtk_test_dock_shape (kinds[k]));
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint l = k + 1; l < G_N_ELEMENTS (kinds); l++)
      {
        const guchar *a = shapes->pdata[k], *b = shapes->pdata[l];

        if (memcmp (a, b, a[0] * a[1] + 2) == 0)
          g_error ("The docks of %s and %s have the same shape", g_type_name (kinds[k]), g_type_name (kinds[l]));
      }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_log_set_writer_func (shortcuts_check_log_writer, NULL, NULL);
  gtk_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  g_test_add_func ("/gst/e2e/play", test_e2e_play);
  g_test_add_func ("/gst/e2e/edit-while-playing", test_e2e_edit_while_playing);
  g_test_add_func ("/gst/e2e/layout", test_e2e_layout);
  g_test_add_func ("/gst/e2e/import-fits", test_e2e_import_fits);
  g_test_add_func ("/gst/e2e/arrange-key", test_e2e_arrange_key);
  g_test_add_func ("/gst/e2e/favourite", test_e2e_favourite);
  g_test_add_func ("/gst/e2e/flags", test_e2e_flags);
  g_test_add_func ("/gst/e2e/shortcuts", test_e2e_shortcuts);
  g_test_add_func ("/gst/e2e/launch-bar", test_e2e_launch_bar);
  g_test_add_func ("/gst/e2e/start-failed", test_e2e_start_failed);
  g_test_add_func ("/gst/window/contrast", test_window_contrast);
  g_test_add_func ("/gst/add-list/formats", test_add_list_formats);
  g_test_add_func ("/gst/add-list/linked", test_add_list_linked);

  return g_test_run ();
}

/* test-view-levels.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Entering a group node sets what the view shows of the graph above
 * aside (flow-gtk-view-scene.c); leaving shows it again: the same
 * records, no tile drawn again, and whatever changed meanwhile drawn as a
 * new view of the same graph draws it.
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-test-utils.h"
#include "flow-test-utils.h"

#include <gdk/x11/gdkx.h>

typedef struct
{
  FlowGraph *graph;
  FlowNode  *group_node;
  FlowNode  *last;
  GtkWidget *view;
  GtkWidget *window;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  FlowNode *first, *middle;

  fixture->graph = flow_graph_new ();
  first = flow_test_node_new ("First", "", "out:double");
  middle = flow_test_node_new ("Middle", "in:double", "out:double");
  fixture->last = flow_test_node_new ("Last", "in:double", "");
  flow_node_set_position (first, 40, 60);
  flow_node_set_position (middle, 300, 100);
  flow_node_set_position (fixture->last, 560, 140);
  flow_graph_add_node (fixture->graph, first);
  flow_graph_add_node (fixture->graph, middle);
  flow_graph_add_node (fixture->graph, fixture->last);
  flow_test_connect (fixture->graph, flow_node_get_source (first, "out"),
                     flow_node_get_sink (middle, "in"));
  flow_test_connect (fixture->graph, flow_node_get_source (middle, "out"),
                     flow_node_get_sink (fixture->last, "in"));
  g_object_unref (first);
  g_object_unref (middle);

  flow_graph_get_history (fixture->graph);
  fixture->group_node = flow_graph_group_nodes (fixture->graph, &middle, 1, "Group", &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->group_node);

  fixture->view = flow_gtk_view_new (fixture->graph);
  fixture->window = view_test_window_new (fixture->view, 1400, 900);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  view_test_wait (50);
  g_object_unref (fixture->last);
  g_object_unref (fixture->graph);
}

static guint
position_of (FlowGraph *graph,
             FlowNode  *node)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) item = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (item == node)
        return i;
    }

  g_assert_not_reached ();
}

static void
enter (Fixture *fixture)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));

  gtk_selection_model_select_item (selection, position_of (fixture->graph, fixture->group_node), TRUE);
  view_test_run_frames (fixture->window, 2);
  gtk_widget_activate_action (fixture->view, "flowview.enter-group", NULL);
  view_test_run_frames (fixture->window, 3);
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (fixture->view)) ==
                 flow_group_node_get_graph (FLOW_GROUP_NODE (fixture->group_node)));
}

static void
leave (Fixture *fixture)
{
  gtk_widget_activate_action (fixture->view, "flowview.leave-group", NULL);
  view_test_run_frames (fixture->window, 3);
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (fixture->view)) == fixture->graph);
}

/* A frame of @view once it is still: pictures and tiles left to later
 * frames by the time budgets (on a busy machine) are drawn by then.
 */
static guchar *
still_frame (GtkWidget *window,
             GtkWidget *view)
{
  gsize size = (gsize)gtk_widget_get_width (view) * gtk_widget_get_height (view) * 4;
  guchar *frame;
  guint n_nodes;

  frame = view_test_snapshot_frame (view, &n_nodes);
  for (guint i = 0; i < 50; i++)
    {
      guchar *next;

      view_test_run_frames (window, 1);
      next = view_test_snapshot_frame (view, &n_nodes);
      if (memcmp (frame, next, size) == 0)
        {
          g_free (next);
          return frame;
        }
      g_free (frame);
      frame = next;
    }

  return frame;
}

/* The frame @fixture's view draws now against the frame of a new view of
 * the same graph, at the same zoom and offset, with the same selection
 * and grid: the same pixels.
 */
static void
assert_drawn_as_new (Fixture *fixture)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);
  GtkWidget *fresh = flow_gtk_view_new (fixture->graph);
  GtkWidget *window;
  g_autofree guchar *kept = NULL;
  g_autofree guchar *made = NULL;
  int width = gtk_widget_get_width (fixture->view);
  int height = gtk_widget_get_height (fixture->view);

  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fresh), flow_gtk_view_get_show_grid (view));
  window = view_test_window_new (fresh, 1400, 900);
  g_assert_cmpint (gtk_widget_get_width (fresh), ==, width);
  g_assert_cmpint (gtk_widget_get_height (fresh), ==, height);
  flow_gtk_viewport_set_zoom (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fresh)),
                              flow_gtk_viewport_get_zoom (viewport));
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fresh)),
                                flow_gtk_viewport_get_offset_x (viewport),
                                flow_gtk_viewport_get_offset_y (viewport));
  gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (fresh)),
                                   position_of (fixture->graph, fixture->group_node), TRUE);
  view_test_run_frames (window, 4);
  view_test_run_frames (fixture->window, 1);

  kept = still_frame (fixture->window, fixture->view);
  made = still_frame (window, fresh);
  g_assert_true (memcmp (kept, made, (gsize)width * height * 4) == 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_levels_kept (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), fixture->last);
  FlowGtkViewStats before, after;

  g_test_summary ("Leaving a group shows the graph above from the records "
                  "and tiles it had, drawing no tile again.");

  g_assert_nonnull (record);
  g_assert_true (record->measured);

  enter (fixture);
  g_assert_null (flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), fixture->last));

  _flow_gtk_view_get_stats (view, &before);
  leave (fixture);
  _flow_gtk_view_get_stats (view, &after);

  g_assert_true (flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), fixture->last) == record);
  g_assert_true (record->measured);
  g_assert_nonnull (record->widget);
  g_assert_cmpuint (after.tiles_rendered, ==, before.tiles_rendered);
  g_assert_true (gtk_selection_model_is_selected (flow_gtk_view_get_selection (view),
                                                  position_of (fixture->graph, fixture->group_node)));
  assert_drawn_as_new (fixture);

  /* In and out again. */
  enter (fixture);
  leave (fixture);
  assert_drawn_as_new (fixture);
}

static void
test_levels_changed_meanwhile (Fixture       *fixture,
                               gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  g_autoptr(FlowNode) added = flow_test_node_new ("Added", "in:double", "");
  FlowGtkViewStats before, after;
  FlowGtkNodeRecord *record;

  g_test_summary ("What changes in the graph above while the view shows a "
                  "group's graph is shown when it leaves, as a new view "
                  "would show it.");

  /* A move from one tile to others. */
  enter (fixture);
  flow_node_set_position (fixture->last, 1100, 600);
  view_test_run_frames (fixture->window, 2);

  _flow_gtk_view_get_stats (view, &before);
  leave (fixture);
  _flow_gtk_view_get_stats (view, &after);

  record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), fixture->last);
  g_assert_cmpfloat (record->item.bounds.origin.y, ==, 600);
  g_assert_cmpuint (after.tiles_rendered, >, before.tiles_rendered);
  assert_drawn_as_new (fixture);

  /* A node and a connection added. */
  enter (fixture);
  flow_node_set_position (added, 80, 620);
  flow_graph_add_node (fixture->graph, added);
  flow_test_connect (fixture->graph, flow_node_get_source (fixture->group_node, "out"),
                     flow_node_get_sink (added, "in"));
  view_test_run_frames (fixture->window, 2);
  leave (fixture);

  g_assert_nonnull (flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), added));
  g_assert_cmpuint (flow_gtk_layout_get_n_wires (_flow_gtk_view_get_layout (view)), ==, 3);
  assert_drawn_as_new (fixture);
}

static void
test_levels_appearance (Fixture       *fixture,
                        gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);

  g_test_summary ("Tiles set aside are drawn again when what every tile "
                  "looks like changed meanwhile (here, the grid).");

  enter (fixture);
  flow_gtk_view_set_show_grid (view, !flow_gtk_view_get_show_grid (view));
  view_test_run_frames (fixture->window, 2);
  leave (fixture);
  assert_drawn_as_new (fixture);
}

static void
test_levels_undo_inside (Fixture       *fixture,
                         gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);

  g_test_summary ("An undo that takes the group node away while the view "
                  "shows its graph brings the view back to the graph above, "
                  "kept in step with the undo.");

  enter (fixture);
  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (view));
  g_assert_true (gtk_widget_activate_action (fixture->view, "flowview.undo", NULL));
  view_test_run_frames (fixture->window, 3);

  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  /* The nodes of the graph above were not brought back by the undo: none
   * is selected for it.
   */
  {
    g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (flow_gtk_view_get_selection (view));

    g_assert_true (gtk_bitset_is_empty (selected));
  }
  g_assert_null (flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), fixture->group_node));
  g_assert_cmpuint (flow_gtk_layout_get_n_nodes (_flow_gtk_view_get_layout (view)), ==, 3);
  g_assert_cmpuint (flow_gtk_layout_get_n_wires (_flow_gtk_view_get_layout (view)), ==, 2);

  /* And the view still works: redo puts the group node back. */
  flow_history_redo (flow_graph_get_history (fixture->graph));
  view_test_run_frames (fixture->window, 3);
  g_assert_cmpuint (flow_gtk_layout_get_n_nodes (_flow_gtk_view_get_layout (view)), ==, 3);
  g_assert_nonnull (flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), fixture->last));
}

static void
test_levels_other_graph (Fixture       *fixture,
                         gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  g_autoptr(FlowGraph) other = flow_graph_new ();

  g_test_summary ("A graph the application sets while the view is inside a "
                  "group drops what was set aside; nothing is left behind.");

  enter (fixture);
  flow_gtk_view_set_graph (view, other);
  view_test_run_frames (fixture->window, 2);
  gtk_widget_activate_action (fixture->view, "flowview.leave-group", NULL);
  view_test_run_frames (fixture->window, 2);
  g_assert_true (flow_gtk_view_get_graph (view) == other);

  /* The document, changed, is shown from scratch when set again. */
  flow_node_set_position (fixture->last, 500, 260);
  flow_gtk_view_set_graph (view, fixture->graph);
  view_test_run_frames (fixture->window, 3);
  g_assert_cmpfloat (flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view),
                                                  fixture->last)->item.bounds.origin.y, ==, 260);
}

/* The menu item of @action in a popover menu of @view, which shows
 * whether the action is enabled and its key, as a user sees it.
 */
static GtkWidget *
menu_item_for (GtkWidget  *view,
               const char *action,
               GtkWidget **popover)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  g_menu_append (menu, "Item", action);
  *popover = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_widget_set_parent (*popover, view);
  gtk_popover_popup (GTK_POPOVER (*popover));
  flow_gtk_test_spin (50);

  return flow_gtk_test_find_widget (*popover, g_type_from_name ("GtkModelButton"), NULL);
}

static void
test_levels_leave_enabled (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWidget *popover, *item;
  g_autofree char *accel = NULL;

  g_test_summary ("Leaving a group is offered only inside one, under its "
                  "main key (Alt+Up), not the keypad's.");

  item = menu_item_for (fixture->view, "flowview.leave-group", &popover);
  g_assert_nonnull (item);
  g_assert_false (gtk_widget_get_sensitive (item));
  gtk_widget_unparent (popover);

  enter (fixture);
  item = menu_item_for (fixture->view, "flowview.leave-group", &popover);
  g_assert_true (gtk_widget_get_sensitive (item));
  g_object_get (item, "accel", &accel, NULL);
  g_assert_cmpstr (accel, ==, "<Alt>Up");
  gtk_widget_unparent (popover);

  /* Read-only too: looking around is not editing. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (fixture->view), FALSE);
  item = menu_item_for (fixture->view, "flowview.leave-group", &popover);
  g_assert_true (gtk_widget_get_sensitive (item));
  gtk_widget_unparent (popover);

  leave (fixture);
  item = menu_item_for (fixture->view, "flowview.leave-group", &popover);
  g_assert_false (gtk_widget_get_sensitive (item));
  gtk_widget_unparent (popover);

  /* Entering is offered at every level, and says why when it cannot. */
  g_clear_pointer (&accel, g_free);
  item = menu_item_for (fixture->view, "flowview.enter-group", &popover);
  g_object_get (item, "accel", &accel, NULL);
  g_assert_cmpstr (accel, ==, "<Alt>Down");
  gtk_widget_unparent (popover);
}

static void
test_levels_nested (Fixture       *fixture,
                    gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowGraph *graph = flow_group_node_get_graph (FLOW_GROUP_NODE (fixture->group_node));
  FlowNode *inner = NULL;
  FlowGtkViewStats before, after;
  guint depth;

  g_test_summary ("Only the nearest levels above keep their tiles: leaving "
                  "to them draws no tile, leaving further draws the graph "
                  "anew; each level's records are kept.");

  /* Eight levels: the middle node grouped again in each group's graph. */
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(GError) error = NULL;
      FlowNode *middle = NULL;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (graph)); j++)
        {
          g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), j);

          if (!FLOW_IS_GROUP_INPUT_NODE (node) && !FLOW_IS_GROUP_OUTPUT_NODE (node))
            middle = node;
        }
      g_assert_nonnull (middle);
      inner = flow_graph_group_nodes (graph, &middle, 1, "Inner", &error);
      g_assert_no_error (error);
      graph = flow_group_node_get_graph (FLOW_GROUP_NODE (inner));
    }

  /* Level 1 is the document, level 2 the fixture's group node. */
  enter (fixture);
  depth = 2;
  while (TRUE)
    {
      FlowGraph *shown = flow_gtk_view_get_graph (view);
      FlowNode *group = NULL;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (shown)); j++)
        {
          g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (shown), j);

          if (FLOW_IS_GROUP_NODE (node))
            {
              group = node;
              gtk_selection_model_select_item (flow_gtk_view_get_selection (view), j, TRUE);
            }
        }
      if (group == NULL)
        break;

      view_test_run_frames (fixture->window, 2);
      gtk_widget_activate_action (fixture->view, "flowview.enter-group", NULL);
      view_test_run_frames (fixture->window, 3);
      g_assert_true (flow_gtk_view_get_graph (view) == flow_group_node_get_graph (FLOW_GROUP_NODE (group)));
      depth++;
    }
  g_assert_cmpuint (depth, ==, 8);

  for (guint level = depth; level > 1; level--)
    {
      _flow_gtk_view_get_stats (view, &before);
      gtk_widget_activate_action (fixture->view, "flowview.leave-group", NULL);
      view_test_run_frames (fixture->window, 3);
      _flow_gtk_view_get_stats (view, &after);

      /* Leaving level 8 shows level 7, … leaving level 2 the document;
       * levels 7 to 4 kept their tiles.
       */
      if (depth - level < 4)
        g_assert_cmpuint (after.tiles_rendered, ==, before.tiles_rendered);
      else
        g_assert_cmpuint (after.tiles_rendered, >, before.tiles_rendered);
    }

  g_assert_true (flow_gtk_view_get_graph (view) == fixture->graph);
  assert_drawn_as_new (fixture);
}

/* The pointer, wherever tests before left it, off the windows: a
 * hovered wire or node would be drawn apart in one of the two views
 * compared.
 */
static void
park_pointer (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  Display *xdisplay;

  if (!GDK_IS_X11_DISPLAY (display))
    return;

  xdisplay = gdk_x11_display_get_xdisplay (display);
  XWarpPointer (xdisplay, None, DefaultRootWindow (xdisplay), 0, 0, 0, 0,
                DisplayWidth (xdisplay, DefaultScreen (xdisplay)) - 1,
                DisplayHeight (xdisplay, DefaultScreen (xdisplay)) - 1);
  XFlush (xdisplay);
}

/* Waits for the clipboard's content to reach the view's paste. */
static void
paste_and_wait (Fixture *fixture,
                guint    n_before)
{
  FlowGraph *graph = flow_gtk_view_get_graph (FLOW_GTK_VIEW (fixture->view));
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  gtk_widget_activate_action (fixture->view, "flowview.paste", NULL);
  while (g_list_model_get_n_items (G_LIST_MODEL (graph)) == n_before &&
         _flow_gtk_view_get_message (FLOW_GTK_VIEW (fixture->view)) == NULL &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_levels_copy_inside (Fixture       *fixture,
                         gconstpointer  data)
{
  FlowGtkView *view = FLOW_GTK_VIEW (fixture->view);
  FlowGraph *inside;

  g_test_summary ("Everything selected inside a group copies and duplicates "
                  "but the group's input and output nodes.");

  enter (fixture);
  inside = flow_gtk_view_get_graph (view);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 3);

  /* Ctrl+A, Ctrl+D: Middle again, nothing else. */
  gtk_widget_activate_action (fixture->view, "flowview.select-all", NULL);
  gtk_widget_activate_action (fixture->view, "flowview.duplicate", NULL);
  view_test_run_frames (fixture->window, 2);
  g_assert_null (_flow_gtk_view_get_message (view));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 4);

  /* Ctrl+A, Ctrl+C, out of the group, Ctrl+V: both Middles. */
  gtk_widget_activate_action (fixture->view, "flowview.select-all", NULL);
  gtk_widget_activate_action (fixture->view, "flowview.copy", NULL);
  leave (fixture);
  paste_and_wait (fixture, 3);
  g_assert_null (_flow_gtk_view_get_message (view));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 5);
  flow_history_undo (flow_graph_get_history (fixture->graph));
  flow_history_undo (flow_graph_get_history (fixture->graph));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (inside)), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  park_pointer ();

#define ADD(path, func) \
  g_test_add ("/flow-gtk/view/levels/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("kept", test_levels_kept);
  ADD ("changed-meanwhile", test_levels_changed_meanwhile);
  ADD ("appearance", test_levels_appearance);
  ADD ("undo-inside", test_levels_undo_inside);
  ADD ("other-graph", test_levels_other_graph);
  ADD ("nested", test_levels_nested);
  ADD ("leave-enabled", test_levels_leave_enabled);
  ADD ("copy-inside", test_levels_copy_inside);

  return g_test_run ();
}

/* test-frames.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-test-utils.h"

#include "flow-gtk-rubber-band-private.h"

#include <math.h>
#include <stdlib.h>

/* Frames as the view draws them: on the canvas below the wires, in their
 * colour, repainted when it changes; picked by their title bar only.
 */

typedef struct
{
  guchar b, g, r, a;
} Pixel;

static Pixel
pixel_at (GtkWidget *view,
          double     canvas_x,
          double     canvas_y)
{
  g_autofree guchar *pixels = NULL;
  graphene_point_t at;
  int width = gtk_widget_get_width (view);
  guint n_cairo_nodes;
  gsize i;

  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)),
                                      &GRAPHENE_POINT_INIT (canvas_x, canvas_y), &at);
  pixels = view_test_snapshot_frame (view, &n_cairo_nodes);
  g_assert_cmpfloat (at.x, >=, 0);
  g_assert_cmpfloat (at.y, >=, 0);
  g_assert_cmpfloat (at.x, <, width);
  g_assert_cmpfloat (at.y, <, gtk_widget_get_height (view));
  i = 4 * ((gsize)at.y * width + (gsize)at.x);

  return (Pixel) { pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3] };
}

static void
test_frames_drawn (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  GtkWidget *view, *window;
  Pixel canvas, blue, red, wire, wire_outside;

  g_test_summary ("A frame tints the canvas in its colour below the wires, and repaints "
                  "when its colour changes; it shows its grip while the view is editable; "
                  "a click in its body is not on it.");

  /* A wire across the frame, level at y 200 + its dock's offset. */
  flow_node_set_position (a, -300, 200);
  flow_node_set_position (b, 600, 200);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);
  flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 400, 400);
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_BLUE);

  view = flow_gtk_view_new (graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (view), FALSE);
  window = view_test_window_new (view, 1000, 700);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -320, -100);
  view_test_run_frames (view, 2);

  canvas = pixel_at (view, 100, 100);
  flow_graph_add_node (graph, frame);
  view_test_run_frames (view, 2);

  /* The body, away from the wire: the canvas tinted blue. */
  blue = pixel_at (view, 100, 100);
  g_assert_true (blue.b > blue.r + 10);
  g_assert_true (blue.r != canvas.r || blue.g != canvas.g || blue.b != canvas.b);

  /* The wire runs over it in its own colour, as outside the frame. */
  {
    graphene_point_t from, to;

    g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                    FLOW_DOCK (flow_test_source (a, "out")), &from));
    g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                    FLOW_DOCK (flow_test_sink (b, "in")), &to));
    g_assert_cmpfloat (from.y, ==, to.y);
    wire = pixel_at (view, 200, from.y);
    wire_outside = pixel_at (view, -60, from.y);
    g_assert_cmpint (wire.r, ==, wire_outside.r);
    g_assert_cmpint (wire.g, ==, wire_outside.g);
    g_assert_cmpint (wire.b, ==, wire_outside.b);
  }

  /* Another colour: repainted. */
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_RED);
  view_test_run_frames (view, 2);
  red = pixel_at (view, 100, 100);
  g_assert_true (red.r > red.b + 10);

  /* The grip in its bottom right corner, where one of its lines runs
   * (x + y = 786.7 canvas units), unless the view is read-only.
   */
  {
    guint on_grip = 0;

    for (int x = 389; x <= 397; x++)
      {
        Pixel p = pixel_at (view, x + 0.5, 786.67 - x);

        on_grip += abs (p.r - red.r) + abs (p.g - red.g) + abs (p.b - red.b) > 30;
      }
    g_assert_cmpuint (on_grip, >, 0);

    flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), FALSE);
    view_test_run_frames (view, 2);
    for (int x = 389; x <= 397; x++)
      {
        Pixel p = pixel_at (view, x + 0.5, 786.67 - x);

        g_assert_cmpint (abs (p.r - red.r) + abs (p.g - red.g) + abs (p.b - red.b), <=, 3);
      }
    flow_gtk_view_set_editable (FLOW_GTK_VIEW (view), TRUE);
  }

  /* Only the title bar takes the frame. */
  g_assert_true (_flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), &GRAPHENE_POINT_INIT (100, 5))->node == frame);
  g_assert_null (_flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), &GRAPHENE_POINT_INIT (100, 100)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_node_cb (FlowNode              *node,
               const graphene_rect_t *bounds,
               gboolean               selected,
               gpointer               user_data)
{
  (*(guint *)user_data)++;
}

static void
count_wire_cb (FlowConnection         *connection,
               const graphene_point_t *from,
               const graphene_point_t *to,
               gpointer                user_data)
{
  (*(guint *)user_data)++;
}

/* Collapsed, a frame is its title bar: its members, and theirs, have no
 * widget, are not picked, selected by a band, focused by Tab or
 * arranged, and their wires end at the bar; moving the frame moves
 * them; opening it shows them again. One undo opens it.
 */
static void
test_frames_collapsed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) inner = flow_frame_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) deep = flow_test_node_new ("Deep", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double,other:double", NULL);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;
  FlowGtkNodeRecord *bar;
  graphene_rect_t bounds;
  FlowGtkLayout *layout;
  FlowConnection *from_a;
  double ax, ay;

  g_test_summary ("A collapsed frame hides its members (no widget, not picked, not banded, "
                  "not found in an area) and draws their wires to its title bar.");

  flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 500, 400);
  flow_frame_set_bounds (FLOW_FRAME (inner), 40, 180, 300, 200);
  flow_node_set_position (a, 40, 60);
  flow_node_set_position (deep, 80, 240);
  flow_node_set_position (b, 700, 100);
  flow_graph_add_node (graph, frame);
  flow_graph_add_node (graph, inner);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, deep);
  flow_graph_add_node (graph, b);
  from_a = flow_test_connect (graph, flow_test_source (a, "out"), flow_test_sink (b, "in"));
  flow_test_connect (graph, flow_test_source (deep, "out"), flow_test_sink (b, "other"));

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1000, 700);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -40);
  view_test_run_frames (view, 2);
  layout = _flow_gtk_view_get_layout (FLOW_GTK_VIEW (view));
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));
  gtk_selection_model_select_item (selection, 2, TRUE);

  /* Ctrl+H on the frame: the only one selected. */
  gtk_selection_model_select_item (selection, 0, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.toggle-frame-collapsed", NULL));
  view_test_run_frames (view, 3);
  g_assert_true (flow_frame_get_collapsed (FLOW_FRAME (frame)));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Collapse Frame");

  /* The frame is its title bar, as wide as it was. */
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), frame, &bounds));
  g_assert_cmpfloat (bounds.size.width, ==, 500);
  g_assert_cmpfloat (bounds.size.height, <, 60);
  g_assert_cmpfloat (flow_frame_get_height (FLOW_FRAME (frame)), ==, 400);

  /* Members and theirs: no widget, not picked, not banded. */
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), deep));
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), inner));
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), b));
  g_assert_null (_flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), &GRAPHENE_POINT_INIT (60, 80)));
  bar = flow_gtk_layout_lookup_node (layout, frame);
  g_assert_true (flow_gtk_layout_lookup_node (layout, a)->collapsed_into == bar);
  g_assert_true (flow_gtk_layout_lookup_node (layout, deep)->collapsed_into == bar);
  g_assert_true (flow_gtk_layout_lookup_node (layout, inner)->collapsed_into == bar);
  flow_gtk_rubber_band_select (layout, selection, &GRAPHENE_RECT_INIT (-50, -50, 1200, 800), 0);
  g_assert_false (gtk_selection_model_is_selected (selection, 2));
  g_assert_false (gtk_selection_model_is_selected (selection, 3));
  g_assert_true (gtk_selection_model_is_selected (selection, 4));
  /* Nor found in a rectangle: the frame and B only. */
  {
    g_autoptr(GPtrArray) found = flow_gtk_view_get_nodes_in_area (FLOW_GTK_VIEW (view),
                                                                  &GRAPHENE_RECT_INIT (-50, -50, 1200, 800));

    g_assert_cmpuint (found->len, ==, 2);
    g_assert_true (g_ptr_array_index (found, 0) == frame);
    g_assert_true (g_ptr_array_index (found, 1) == b);
  }

  /* Overviews (the minimap) see neither them nor wires between two. */
  {
    guint n_shown = 0, n_wires = 0;

    _flow_gtk_view_foreach_node (FLOW_GTK_VIEW (view), count_node_cb, &n_shown);
    _flow_gtk_view_foreach_wire (FLOW_GTK_VIEW (view), count_wire_cb, &n_wires);
    g_assert_cmpuint (n_shown, ==, 2);
    g_assert_cmpuint (n_wires, ==, 2);
  }

  /* The wire from A starts at the bar's trailing end. */
  {
    FlowGtkWireRecord *wire = flow_gtk_layout_lookup_wire (layout, from_a);

    graphene_point_t at;

    g_assert_cmpfloat (fabs (wire->curve.p0.x - (bounds.origin.x + bounds.size.width)), <, 1);
    g_assert_cmpfloat (fabs (wire->curve.p0.y - (bounds.origin.y + bounds.size.height / 2)), <, 1);

    /* A hidden node's docks are where its wires end. */
    g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (view),
                                                    FLOW_DOCK (flow_test_source (a, "out")), &at));
    g_assert_cmpfloat (at.x, ==, wire->curve.p0.x);
    g_assert_cmpfloat (at.y, ==, wire->curve.p0.y);
  }

  /* Moved, it takes them along. */
  ax = flow_node_get_x (a);
  ay = flow_node_get_y (a);
  gtk_selection_model_select_item (selection, 0, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 50.0, 20.0));
  view_test_run_frames (view, 2);
  g_assert_cmpfloat (flow_node_get_x (a), ==, ax + 50);
  g_assert_cmpfloat (flow_node_get_y (a), ==, ay + 20);
  g_assert_true (flow_frame_get_collapsed (FLOW_FRAME (frame)));
  g_assert_cmpfloat (flow_frame_get_height (FLOW_FRAME (frame)), ==, 400);
  flow_history_undo (history);
  view_test_run_frames (view, 2);

  /* One undo opens it: everything shown again. */
  flow_history_undo (history);
  view_test_run_frames (view, 3);
  g_assert_false (flow_frame_get_collapsed (FLOW_FRAME (frame)));
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));
  g_assert_null (flow_gtk_layout_lookup_node (layout, deep)->collapsed_into);
  g_assert_cmpuint (flow_gtk_layout_get_n_hidden (layout), ==, 0);
  g_assert_true (_flow_gtk_view_pick_node (FLOW_GTK_VIEW (view), &GRAPHENE_POINT_INIT (60, 80))->node == a);

  /* A node moved into a collapsed frame opens it, in the same step. */
  flow_frame_set_collapsed (FLOW_FRAME (frame), TRUE);
  view_test_run_frames (view, 2);
  g_assert_cmpuint (flow_gtk_layout_get_n_hidden (layout), ==, 3);
  gtk_selection_model_select_item (selection, 4, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", -600.0, 0.0));
  view_test_run_frames (view, 2);
  g_assert_false (flow_frame_get_collapsed (FLOW_FRAME (frame)));
  g_assert_true (flow_frame_find_for_node (b) == FLOW_FRAME (frame));
  g_assert_cmpuint (flow_gtk_layout_get_n_hidden (layout), ==, 0);
  flow_history_undo (history);
  view_test_run_frames (view, 2);
  g_assert_true (flow_frame_get_collapsed (FLOW_FRAME (frame)));
  g_assert_cmpfloat (flow_node_get_x (b), ==, 700);
  flow_frame_set_collapsed (FLOW_FRAME (frame), FALSE);
  view_test_run_frames (view, 2);

  /* A frame removed while collapsed shows what it hid. */
  flow_frame_set_collapsed (FLOW_FRAME (frame), TRUE);
  view_test_run_frames (view, 2);
  g_assert_cmpuint (flow_gtk_layout_get_n_hidden (layout), ==, 3);
  flow_graph_remove_node (graph, frame);
  view_test_run_frames (view, 2);
  g_assert_cmpuint (flow_gtk_layout_get_n_hidden (layout), ==, 0);
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), a));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A frame that grows around a moved member over the corner of another
 * node takes it in, and fits around that node's box too, in the same
 * step; a frame sized by hand keeps its size.
 */
static void
test_frames_take_in (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) d = flow_test_node_new ("D", "in:double", NULL);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkSelectionModel *selection;
  graphene_rect_t box;
  GtkWidget *view, *window;
  guint steps;

  g_test_summary ("A frame that grows over a node's corner takes it in whole, in the same step.");

  flow_node_set_position (a, 40, 80);
  flow_node_set_position (d, 330, 130);
  flow_graph_add_node (graph, frame);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, d);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1000, 700);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -40);
  view_test_run_frames (view, 2);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  /* The frame around A alone, D beyond its right edge. */
  gtk_selection_model_select_item (selection, 1, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 0.0, 0.0));
  view_test_run_frames (view, 2);
  g_assert_true (flow_frame_find_for_node (a) == FLOW_FRAME (frame));
  g_assert_null (flow_frame_find_for_node (d));
  g_assert_cmpfloat (flow_node_get_x (frame) + flow_frame_get_width (FLOW_FRAME (frame)), <, 330);
  steps = flow_history_get_n_undo_steps (history);

  /* A moved right, still in the frame: the frame grows over D's corner,
   * and around D.
   */
  g_assert_true (gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 150.0, 0.0));
  view_test_run_frames (view, 2);
  g_assert_true (flow_frame_find_for_node (a) == FLOW_FRAME (frame));
  g_assert_true (flow_frame_find_for_node (d) == FLOW_FRAME (frame));
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), d, &box));
  g_assert_cmpfloat (box.origin.x + box.size.width, <, flow_node_get_x (frame) + flow_frame_get_width (FLOW_FRAME (frame)));
  g_assert_cmpfloat (box.origin.y + box.size.height, <, flow_node_get_y (frame) + flow_frame_get_height (FLOW_FRAME (frame)));
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, steps + 1);

  /* One undo: A back, the frame as it was, D outside. */
  flow_history_undo (history);
  view_test_run_frames (view, 2);
  g_assert_null (flow_frame_find_for_node (d));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A node deleted from a frame that fits its members: the frame shrinks
 * around the others, in the step that deletes it, which is named for
 * the deletion.
 */
static void
test_frames_delete_member (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(FlowNode) a = flow_test_node_new ("A", NULL, "out:double");
  g_autoptr(FlowNode) b = flow_test_node_new ("B", "in:double", NULL);
  FlowHistory *history = flow_graph_get_history (graph);
  GtkSelectionModel *selection;
  GtkWidget *view, *window;
  double width;

  g_test_summary ("Deleting a node from a frame shrinks the frame in the same step, "
                  "labelled Delete Node.");

  flow_node_set_position (a, 40, 80);
  flow_node_set_position (b, 330, 80);
  flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 700, 400);
  flow_graph_add_node (graph, frame);
  flow_graph_add_node (graph, a);
  flow_graph_add_node (graph, b);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1000, 700);
  flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)), -20, -40);
  view_test_run_frames (view, 2);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  /* The frame around both, fitted by a move of nothing. */
  gtk_selection_model_select_item (selection, 1, TRUE);
  gtk_selection_model_select_item (selection, 2, FALSE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.move-selection", "(dd)", 0.0, 0.0));
  view_test_run_frames (view, 2);
  g_assert_true (flow_frame_find_for_node (b) == FLOW_FRAME (frame));
  width = flow_frame_get_width (FLOW_FRAME (frame));

  gtk_selection_model_select_item (selection, 2, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.delete-selection", NULL));
  view_test_run_frames (view, 2);
  g_assert_null (flow_node_get_graph (b));
  g_assert_cmpfloat (flow_frame_get_width (FLOW_FRAME (frame)), <, width);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Delete Node");

  /* One undo: B back, the frame as it was. */
  flow_history_undo (history);
  g_assert_true (flow_node_get_graph (b) == graph);
  g_assert_cmpfloat (flow_frame_get_width (FLOW_FRAME (frame)), ==, width);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A frame fitted around a narrow node (a reroute) is drawn as narrow as
 * its rectangle, which decides what it holds: a node that looks inside
 * it is inside it.
 */
static void
test_frames_narrow (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  GtkWidget *view, *window;
  FlowNode *frame = NULL;
  graphene_rect_t bounds;

  g_test_summary ("A frame around a reroute is drawn at its own width.");

  flow_node_set_position (reroute, 300, 300);
  flow_graph_add_node (graph, reroute);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 1000, 700);
  view_test_run_frames (view, 2);

  gtk_selection_model_select_item (flow_gtk_view_get_selection (FLOW_GTK_VIEW (view)), 0, TRUE);
  g_assert_true (gtk_widget_activate_action (view, "flowview.add-frame", NULL));
  view_test_run_frames (view, 3);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_FRAME (node))
        frame = node;
    }
  g_assert_nonnull (frame);
  g_assert_cmpfloat (flow_frame_get_width (FLOW_FRAME (frame)), <, 100);

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (view), frame, &bounds));
  g_assert_cmpfloat_with_epsilon (bounds.size.width, flow_frame_get_width (FLOW_FRAME (frame)), 0.5);
  g_assert_cmpfloat_with_epsilon (bounds.size.height, flow_frame_get_height (FLOW_FRAME (frame)), 0.5);
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), frame));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), frame))), <=,
                   (int) ceil (flow_frame_get_width (FLOW_FRAME (frame))));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/frames/drawn", test_frames_drawn);
  g_test_add_func ("/flow-gtk/frames/collapsed", test_frames_collapsed);
  g_test_add_func ("/flow-gtk/frames/take-in", test_frames_take_in);
  g_test_add_func ("/flow-gtk/frames/delete-member", test_frames_delete_member);
  g_test_add_func ("/flow-gtk/frames/narrow", test_frames_narrow);

  return g_test_run ();
}

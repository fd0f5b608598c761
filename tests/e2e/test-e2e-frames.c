/* test-e2e-frames.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>

#include "xtest-utils.h"

#include "flow-gtk-view-frames-private.h"
#include "flow-gtk-view-private.h"
#include "flow-test-utils.h"
#include "flow-gtk-test-utils.h"

#include <flow-gtk/flow-gtk.h>

/* Frames with real input: made around the selection by Ctrl+J, edited
 * by keys, dragged with their members, left and joined by dragging nodes
 * out and in, resized by the grip in their corner and by keys, each one
 * step of the history.
 */

typedef struct
{
  GtkWidget  *window;
  GtkWidget  *view;
  FlowGraph  *graph;
  FlowNode   *a;
  FlowNode   *b;
  FlowNode   *c;
} Fixture;

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          double      x,
          double      y)
{
  g_autoptr(FlowNode) node = flow_test_node_new (title, "in:double", "out:double");

  flow_node_set_position (node, x, y);
  flow_graph_add_node (graph, node);

  return node;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->graph = flow_graph_new ();
  fixture->a = add_node (fixture->graph, "A", 80, 100);
  fixture->b = add_node (fixture->graph, "B", 80, 280);
  fixture->c = add_node (fixture->graph, "C", 640, 120);
  flow_test_connect (fixture->graph, flow_test_source (fixture->a, "out"), flow_test_sink (fixture->c, "in"));

  fixture->view = flow_gtk_view_new (fixture->graph);
  flow_gtk_view_set_show_grid (FLOW_GTK_VIEW (fixture->view), FALSE);
  fixture->window = flow_gtk_test_show_in_window (fixture->view, "Flow frames", 1000, 640);
  xtest_spin (200);

  if (!xtest_available (fixture->view))
    g_test_skip ("No XTEST extension on this display");
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  xtest_spin (50);
  g_clear_object (&fixture->graph);
}

static void
tap_with (Fixture         *fixture,
          GdkModifierType  modifiers,
          guint            keyval)
{
  if (modifiers & GDK_CONTROL_MASK)
    xtest_key (fixture->view, GDK_KEY_Control_L, TRUE);
  xtest_tap_key (fixture->view, keyval);
  if (modifiers & GDK_CONTROL_MASK)
    xtest_key (fixture->view, GDK_KEY_Control_L, FALSE);
  xtest_spin (100);
}

static void
type_text (Fixture    *fixture,
           const char *text)
{
  xtest_type_text (fixture->view, text);
  xtest_spin (100);
}

static FlowFrame *
find_frame (FlowGraph *graph)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_FRAME (node))
        return FLOW_FRAME (node);
    }

  return NULL;
}

static GtkWidget *
shown_popover (Fixture *fixture)
{
  return flow_gtk_test_shown_child (fixture->view, GTK_TYPE_POPOVER);
}

/* A frame around A and B, made as Ctrl+J makes it; nothing selected. */
static FlowFrame *
frame_a_and_b (Fixture *fixture)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  FlowFrame *frame;

  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 1, FALSE);
  frame = FLOW_FRAME (flow_gtk_view_add_frame (FLOW_GTK_VIEW (fixture->view)));
  gtk_selection_model_unselect_all (selection);
  xtest_spin (200);

  return frame;
}

/* The frame's rectangle holds each node's box whole, below its title. */
static void
assert_holds_boxes (Fixture   *fixture,
                    FlowFrame *frame,
                    FlowNode  *node)
{
  graphene_rect_t box;
  double x = flow_node_get_x (FLOW_NODE (frame));
  double y = flow_node_get_y (FLOW_NODE (frame));

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), node, &box));
  g_assert_true (flow_frame_find_for_node (node) == frame);
  g_assert_cmpfloat (box.origin.x, >, x);
  g_assert_cmpfloat (box.origin.y, >, y + 20);
  g_assert_cmpfloat (box.origin.x + box.size.width, <, x + flow_frame_get_width (frame));
  g_assert_cmpfloat (box.origin.y + box.size.height, <, y + flow_frame_get_height (frame));
}

/* Ctrl+J frames the selection; Enter opens the editor on it, where keys
 * change its title, text and colour, applied as one step; Escape leaves
 * it unchanged. Read-only, Ctrl+J does nothing.
 */
static void
test_e2e_frame_keys (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  FlowFrame *frame;
  guint n_steps;

  xtest_move (fixture->view, 990, 630);
  gtk_widget_grab_focus (fixture->view);
  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 1, FALSE);
  xtest_spin (100);
  n_steps = flow_history_get_n_undo_steps (history);

  tap_with (fixture, GDK_CONTROL_MASK, GDK_KEY_j);
  xtest_spin (100);

  frame = find_frame (fixture->graph);
  g_assert_nonnull (frame);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Add Frame");
  g_assert_cmpstr (flow_node_get_title (FLOW_NODE (frame)), ==, "Frame");
  assert_holds_boxes (fixture, frame, fixture->a);
  assert_holds_boxes (fixture, frame, fixture->b);
  g_assert_null (flow_frame_find_for_node (fixture->c));
  /* The new frame is selected, alone, and has the keyboard, so that a
   * screen reader says it.
   */
  g_assert_true (gtk_selection_model_is_selected (selection, 3));
  g_assert_false (gtk_selection_model_is_selected (selection, 0));
  {
    GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (fixture->view));

    g_assert_true (FLOW_GTK_IS_NODE (focus));
    g_assert_true (flow_gtk_node_get_node (FLOW_GTK_NODE (focus)) == FLOW_NODE (frame));
  }

  /* Enter: the editor, its title field focused with its text selected. */
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_nonnull (shown_popover (fixture));
  type_text (fixture, "inputs");
  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  type_text (fixture, "both sources");
  /* Enter in the text makes a new line; Tab goes on to the colour. */
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  type_text (fixture, "here");
  xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_spin (100);
  /* Down on the colour's button opens its list; Down, Down, Enter picks
   * the second colour after "Default".
   */
  xtest_tap_key (fixture->view, GDK_KEY_space);
  xtest_spin (200);
  xtest_tap_key (fixture->view, GDK_KEY_Down);
  xtest_tap_key (fixture->view, GDK_KEY_Down);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  /* Tab past the width, the height, "Fit" and "Collapsed" to the
   * buttons: the last one applies.
   */
  for (guint i = 0; i < 6; i++)
    xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);

  g_assert_null (shown_popover (fixture));
  g_assert_cmpstr (flow_node_get_title (FLOW_NODE (frame)), ==, "inputs");
  g_assert_cmpstr (flow_frame_get_text (frame), ==, "both sources\nhere");
  g_assert_cmpint (flow_frame_get_color (frame), ==, FLOW_FRAME_COLOR_ORANGE);
  /* The size left as shown: still fitting, around the new text. */
  g_assert_true (flow_frame_get_fit_members (frame));
  assert_holds_boxes (fixture, frame, fixture->a);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 2);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Edit Frame");

  /* Escape leaves it as it is. */
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_nonnull (shown_popover (fixture));
  type_text (fixture, "other");
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (200);
  g_assert_null (shown_popover (fixture));
  g_assert_cmpstr (flow_node_get_title (FLOW_NODE (frame)), ==, "inputs");

  /* One undo takes the whole edit back. */
  flow_history_undo (history);
  g_assert_cmpstr (flow_node_get_title (FLOW_NODE (frame)), ==, "Frame");
  g_assert_cmpstr (flow_frame_get_text (frame), ==, "");
  g_assert_cmpint (flow_frame_get_color (frame), ==, FLOW_FRAME_COLOR_NONE);

  /* Ctrl+H collapses it to its title bar, hiding A and B; again opens
   * it. Each is one step.
   */
  tap_with (fixture, GDK_CONTROL_MASK, GDK_KEY_h);
  xtest_spin (100);
  g_assert_true (flow_frame_get_collapsed (frame));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Collapse Frame");
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->a));
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->b));
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->c));
  tap_with (fixture, GDK_CONTROL_MASK, GDK_KEY_h);
  xtest_spin (100);
  g_assert_false (flow_frame_get_collapsed (frame));
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Open Frame");
  g_assert_nonnull (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->a));

  /* Read-only: no frame. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (fixture->view), FALSE);
  gtk_selection_model_select_item (selection, 2, TRUE);
  tap_with (fixture, GDK_CONTROL_MASK, GDK_KEY_j);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->graph)), ==, 4);
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (fixture->view), TRUE);

  /* A frame wider than 100,000 units (around a part of a large graph)
   * is drawn (its picture failed, and GTK with it, under the cairo
   * renderer) and shows its width in the editor, not the field's old
   * limit, which applying the editor then wrote as a new width.
   */
  flow_frame_set_fit_members (frame, FALSE);
  flow_frame_set_width (frame, 150000);
  gtk_selection_model_select_item (selection, 3, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  {
    GtkWidget *width = flow_gtk_test_find_widget (shown_popover (fixture), GTK_TYPE_SPIN_BUTTON, NULL);

    g_assert_nonnull (width);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (width)), ==, 150000);
  }
  /* Enter in the title applies: the width stays. */
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_null (shown_popover (fixture));
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, 150000);
}

/* A frame dragged by its title takes its members along, not the others;
 * a node dragged out leaves it, and it shrinks; a node dragged in joins
 * it, and it grows. Each drag is one step of the history.
 */
static void
test_e2e_frame_drag (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  FlowFrame *frame;
  graphene_point_t grab;
  double ax, ay, bx, by, cx, cy, fx, fy, fw, fh;
  guint n_steps;

  frame = frame_a_and_b (fixture);

  ax = flow_node_get_x (fixture->a);
  ay = flow_node_get_y (fixture->a);
  bx = flow_node_get_x (fixture->b);
  by = flow_node_get_y (fixture->b);
  cx = flow_node_get_x (fixture->c);
  cy = flow_node_get_y (fixture->c);
  fx = flow_node_get_x (FLOW_NODE (frame));
  fy = flow_node_get_y (FLOW_NODE (frame));
  fw = flow_frame_get_width (frame);
  fh = flow_frame_get_height (frame);
  n_steps = flow_history_get_n_undo_steps (history);

  /* By its title bar. */
  grab = flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), FLOW_NODE (frame));
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 100, grab.y + 40, 10);
  xtest_spin (200);

  g_assert_cmpfloat (fabs (flow_node_get_x (FLOW_NODE (frame)) - (fx + 100)), <, 1);
  g_assert_cmpfloat (fabs (flow_node_get_y (FLOW_NODE (frame)) - (fy + 40)), <, 1);
  g_assert_cmpfloat (fabs (flow_node_get_x (fixture->a) - (ax + 100)), <, 1);
  g_assert_cmpfloat (fabs (flow_node_get_y (fixture->b) - (by + 40)), <, 1);
  g_assert_cmpfloat (flow_node_get_x (fixture->c), ==, cx);
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  /* Named for the nodes it moved, the frame among them. */
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move 3 Nodes");
  flow_history_undo (history);
  xtest_spin (100);
  g_assert_cmpfloat (flow_node_get_x (FLOW_NODE (frame)), ==, fx);
  g_assert_cmpfloat (flow_node_get_x (fixture->a), ==, ax);
  g_assert_cmpfloat (flow_node_get_y (fixture->b), ==, by);

  /* A click in the frame's body is on the canvas: it selects nothing. */
  {
    graphene_point_t body;

    /* In the padding left of the members, half way down. */
    flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view)),
                                        &GRAPHENE_POINT_INIT (fx + 8, fy + fh / 2), &body);
    xtest_click (fixture->view, body.x, body.y);
  }
  xtest_spin (100);
  g_assert_true (gtk_bitset_is_empty (gtk_selection_model_get_selection (selection)));

  /* B dragged out: it leaves, the frame shrinks to A. */
  grab = flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), fixture->b);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 300, grab.y + 150, 10);
  xtest_spin (200);
  g_assert_null (flow_frame_find_for_node (fixture->b));
  g_assert_cmpfloat (flow_frame_get_height (frame), <, fh - 100);
  assert_holds_boxes (fixture, frame, fixture->a);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Move Node");
  flow_history_undo (history);
  xtest_spin (100);
  g_assert_cmpfloat (flow_node_get_x (fixture->b), ==, bx);
  g_assert_cmpfloat (flow_frame_get_height (frame), ==, fh);
  g_assert_true (flow_frame_find_for_node (fixture->b) == frame);

  /* C dragged in, its corner into the frame: it joins, the frame grows
   * around it.
   */
  grab = flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), fixture->c);
  xtest_drag (fixture->view, 1, grab.x, grab.y,
              grab.x - (cx - (ax + 60)), grab.y - (cy - (ay + 60)), 10);
  xtest_spin (200);
  assert_holds_boxes (fixture, frame, fixture->c);
  assert_holds_boxes (fixture, frame, fixture->a);
  assert_holds_boxes (fixture, frame, fixture->b);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  flow_history_undo (history);
  g_assert_null (flow_frame_find_for_node (fixture->c));
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw);
  g_assert_cmpfloat (flow_frame_get_height (frame), ==, fh);
}

/* Where the grip of @frame's corner is in the view. */
static graphene_point_t
grip_point (Fixture   *fixture,
            FlowFrame *frame)
{
  graphene_rect_t bounds;
  graphene_point_t point;

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), FLOW_NODE (frame), &bounds));
  flow_gtk_viewport_canvas_to_widget (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view)),
                                      &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width - 4,
                                                            bounds.origin.y + bounds.size.height - 4),
                                      &point);
  return point;
}

/* The grip in a frame's corner resizes it, one step; the frame then
 * keeps its size when members move out or in, until "Fit around its
 * nodes" is set again in its editor, which fits it at once. Typed in
 * the editor, a size is kept the same way. Read-only, the grip does
 * nothing.
 */
static void
test_e2e_frame_resize (Fixture       *fixture,
                       gconstpointer  data)
{
  FlowHistory *history = flow_graph_get_history (fixture->graph);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  FlowFrame *frame;
  graphene_point_t grip, grab;
  double fx, fy, fw, fh, bx;
  guint n_steps;

  frame = frame_a_and_b (fixture);

  fx = flow_node_get_x (FLOW_NODE (frame));
  fy = flow_node_get_y (FLOW_NODE (frame));
  fw = flow_frame_get_width (frame);
  fh = flow_frame_get_height (frame);
  bx = flow_node_get_x (fixture->b);
  n_steps = flow_history_get_n_undo_steps (history);
  g_assert_true (flow_frame_get_fit_members (frame));

  /* Escape during the resize puts the frame back as it was, fitting
   * its members, and leaves no step.
   */
  grip = grip_point (fixture, frame);
  xtest_move (fixture->view, grip.x, grip.y);
  xtest_button (fixture->view, 1, TRUE);
  for (guint i = 1; i <= 6; i++)
    xtest_move (fixture->view, grip.x + 20 * i, grip.y + 10 * i);
  xtest_spin (50);
  g_assert_cmpfloat (flow_frame_get_width (frame), >, fw + 60);
  g_assert_false (flow_frame_get_fit_members (frame));
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_button (fixture->view, 1, FALSE);
  xtest_spin (100);
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw);
  g_assert_cmpfloat (flow_frame_get_height (frame), ==, fh);
  g_assert_true (flow_frame_get_fit_members (frame));
  g_assert_true (flow_frame_find_for_node (fixture->b) == frame);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps);
  g_assert_false (flow_history_get_can_redo (history));

  /* The grip: 120 wider, 60 taller, the top left corner where it was. */
  xtest_drag (fixture->view, 1, grip.x, grip.y, grip.x + 120, grip.y + 60, 10);
  xtest_spin (200);
  g_assert_cmpfloat (fabs (flow_frame_get_width (frame) - (fw + 120)), <, 1);
  g_assert_cmpfloat (fabs (flow_frame_get_height (frame) - (fh + 60)), <, 1);
  g_assert_cmpfloat (flow_node_get_x (FLOW_NODE (frame)), ==, fx);
  g_assert_cmpfloat (flow_node_get_y (FLOW_NODE (frame)), ==, fy);
  g_assert_false (flow_frame_get_fit_members (frame));
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);
  g_assert_cmpstr (flow_history_get_undo_label (history), ==, "Undo Resize Frame");
  /* Nothing else moved, and nothing was selected by the drag. */
  g_assert_cmpfloat (flow_node_get_x (fixture->b), ==, bx);
  g_assert_true (gtk_bitset_is_empty (gtk_selection_model_get_selection (selection)));

  /* B dragged a little, within the frame: it keeps its size. */
  fw = flow_frame_get_width (frame);
  fh = flow_frame_get_height (frame);
  grab = flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), fixture->b);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 30, grab.y + 10, 10);
  xtest_spin (200);
  g_assert_cmpfloat (fabs (flow_node_get_x (fixture->b) - (bx + 30)), <, 1);
  g_assert_true (flow_frame_find_for_node (fixture->b) == frame);
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw);
  g_assert_cmpfloat (flow_frame_get_height (frame), ==, fh);
  flow_history_undo (history);
  xtest_spin (100);

  /* Dragged out, B leaves; the frame does not shrink. */
  grab = flow_gtk_test_header_point (FLOW_GTK_VIEW (fixture->view), fixture->b);
  xtest_drag (fixture->view, 1, grab.x, grab.y, grab.x + 400, grab.y + 150, 10);
  xtest_spin (200);
  g_assert_null (flow_frame_find_for_node (fixture->b));
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw);
  g_assert_cmpfloat (flow_frame_get_height (frame), ==, fh);
  flow_history_undo (history);
  xtest_spin (100);
  g_assert_true (flow_frame_find_for_node (fixture->b) == frame);

  /* Undone, the resize gives the frame back its size and its fitting. */
  flow_history_undo (history);
  xtest_spin (100);
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw - 120);
  g_assert_true (flow_frame_get_fit_members (frame));
  flow_history_redo (history);
  xtest_spin (100);
  g_assert_false (flow_frame_get_fit_members (frame));

  /* By keys: the editor's width, typed; the frame keeps it. */
  gtk_selection_model_select_item (selection, 3, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), FLOW_NODE (frame))));
  xtest_spin (100);
  n_steps = flow_history_get_n_undo_steps (history);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_nonnull (shown_popover (fixture));
  /* Title, text, colour, then the width. */
  for (guint i = 0; i < 3; i++)
    xtest_tap_key (fixture->view, GDK_KEY_Tab);
  tap_with (fixture, GDK_CONTROL_MASK, GDK_KEY_a);
  type_text (fixture, "500");
  /* Tab to the height, the fit (unset by the typed width), and on. */
  for (guint i = 0; i < 5; i++)
    xtest_tap_key (fixture->view, GDK_KEY_Tab);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_null (shown_popover (fixture));
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, 500);
  g_assert_cmpfloat (flow_frame_get_height (frame), ==, fh);
  g_assert_false (flow_frame_get_fit_members (frame));
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps + 1);

  /* "Fit around its nodes" set again (Alt+F): it fits at once. */
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_nonnull (shown_popover (fixture));
  xtest_key (fixture->view, GDK_KEY_Alt_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_f);
  xtest_key (fixture->view, GDK_KEY_Alt_L, FALSE);
  xtest_spin (100);
  xtest_tap_key (fixture->view, GDK_KEY_Escape);
  xtest_spin (200);
  /* Escape left it as it was. */
  g_assert_false (flow_frame_get_fit_members (frame));
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  xtest_key (fixture->view, GDK_KEY_Alt_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_f);
  xtest_key (fixture->view, GDK_KEY_Alt_L, FALSE);
  xtest_spin (100);
  /* Back to the title field, where Enter applies. */
  xtest_key (fixture->view, GDK_KEY_Alt_L, TRUE);
  xtest_tap_key (fixture->view, GDK_KEY_t);
  xtest_key (fixture->view, GDK_KEY_Alt_L, FALSE);
  xtest_tap_key (fixture->view, GDK_KEY_Return);
  xtest_spin (200);
  g_assert_null (shown_popover (fixture));
  g_assert_true (flow_frame_get_fit_members (frame));
  g_assert_cmpfloat (flow_frame_get_width (frame), <, 500);
  g_assert_cmpfloat (fabs (flow_frame_get_width (frame) - (fw - 120)), <, 1);
  assert_holds_boxes (fixture, frame, fixture->a);
  assert_holds_boxes (fixture, frame, fixture->b);

  /* A click on the grip selects the frame. */
  gtk_selection_model_unselect_all (selection);
  grip = grip_point (fixture, frame);
  xtest_click (fixture->view, grip.x, grip.y);
  xtest_spin (100);
  g_assert_true (gtk_selection_model_is_selected (selection, 3));

  /* Read-only, the grip does nothing: its corner is the canvas. */
  flow_gtk_view_set_editable (FLOW_GTK_VIEW (fixture->view), FALSE);
  fw = flow_frame_get_width (frame);
  n_steps = flow_history_get_n_undo_steps (history);
  xtest_drag (fixture->view, 1, grip.x, grip.y, grip.x + 120, grip.y + 60, 10);
  xtest_spin (200);
  g_assert_cmpfloat (flow_frame_get_width (frame), ==, fw);
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, n_steps);
  xtest_click (fixture->view, grip.x, grip.y);
  xtest_spin (100);
  g_assert_true (gtk_bitset_is_empty (gtk_selection_model_get_selection (selection)));
}

/* Right to left, the canvas is mirrored: the grip is the frame's
 * bottom left corner on screen, and dragging it left widens the frame,
 * whose right edge on screen stays where it was.
 */
static void
test_e2e_frame_resize_rtl (Fixture       *fixture,
                           gconstpointer  data)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  FlowFrame *frame;
  graphene_point_t grip, corner;
  double fx, fw, fh;

  gtk_widget_set_direction (fixture->view, GTK_TEXT_DIR_RTL);
  xtest_spin (200);
  frame = frame_a_and_b (fixture);

  fx = flow_node_get_x (FLOW_NODE (frame));
  fw = flow_frame_get_width (frame);
  fh = flow_frame_get_height (frame);

  /* The frame's leading corner on screen, its right edge. */
  flow_gtk_viewport_canvas_to_widget (viewport, &GRAPHENE_POINT_INIT (fx, flow_node_get_y (FLOW_NODE (frame))),
                                      &corner);
  grip = grip_point (fixture, frame);
  g_assert_cmpfloat (grip.x, <, corner.x);

  xtest_drag (fixture->view, 1, grip.x, grip.y, grip.x - 120, grip.y + 60, 10);
  xtest_spin (200);
  g_assert_cmpfloat (fabs (flow_frame_get_width (frame) - (fw + 120)), <, 1);
  g_assert_cmpfloat (fabs (flow_frame_get_height (frame) - (fh + 60)), <, 1);
  g_assert_cmpfloat (flow_node_get_x (FLOW_NODE (frame)), ==, fx);
  g_assert_false (flow_frame_get_fit_members (frame));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/flow-gtk/e2e/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("frame-keys", test_e2e_frame_keys);
  ADD ("frame-drag", test_e2e_frame_drag);
  ADD ("frame-resize", test_e2e_frame_resize);
  ADD ("frame-resize-rtl", test_e2e_frame_resize_rtl);

  return g_test_run ();
}

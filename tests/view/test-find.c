/* test-find.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-view-find-private.h"

#include "flow-test-utils.h"

/* Going to a node by its name (flowview.find-node): the list of the
 * shown graph's nodes, filtered as one types, and the chosen node
 * focused, selected and brought into sight with a widget of its own.
 */

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          double      x,
          double      y)
{
  return flow_test_add_node (graph, title, "in:double", "out:double", x, y);
}

/* Types @text into the list's search and waits until it has filtered. */
static GListModel *
search (FlowGtkFindPopover *popover,
        const char         *text)
{
  GListModel *found = flow_gtk_find_popover_get_found (popover);

  gtk_editable_set_text (GTK_EDITABLE (flow_gtk_find_popover_get_entry (popover)), text);
  /* GtkSearchEntry waits a little before it tells; the filter then
   * works in steps.
   */
  view_test_wait (400);
  while (gtk_filter_list_model_get_pending (GTK_FILTER_LIST_MODEL (found)) > 0)
    g_main_context_iteration (NULL, TRUE);

  return found;
}

static char *
titles (GListModel *model)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (model, i);
      const char *title = flow_node_get_title (node);

      g_string_append_printf (text, "%s%s", i > 0 ? "," : "", title != NULL ? title : "-");
    }

  return g_string_free (text, FALSE);
}

#define assert_found(popover, text, expected) \
  G_STMT_START { \
    g_autofree char *found_ = titles (search (popover, text)); \
    g_assert_cmpstr (found_, ==, expected); \
  } G_STMT_END

/* Opens the list; returns a reference to it, as the view lets go of a
 * closed one.
 */
static FlowGtkFindPopover *
open_list (GtkWidget *view)
{
  FlowGtkFindPopover *popover;

  g_assert_true (gtk_widget_activate_action (view, "flowview.find-node", NULL));
  popover = flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (view));
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  view_test_wait (50);

  return g_object_ref (popover);
}

static void
test_find_node (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  g_autoptr(FlowNode) frame = NULL;
  FlowNode *alpha, *beta, *untitled;
  GtkSelectionModel *selection;
  FlowGtkFindPopover *popover;
  GtkWidget *view, *window, *focus;

  alpha = add_node (graph, "Alpha", 0, 0);
  beta = add_node (graph, "Beta Filter", 6000, 4000);
  untitled = add_node (graph, NULL, 0, 200);
  flow_node_set_title (reroute, "Reroute");
  flow_node_set_position (reroute, 300, 300);
  flow_graph_add_node (graph, reroute);
  frame = flow_frame_new ();
  flow_node_set_title (frame, "Notes");
  flow_node_set_position (frame, -400, -300);
  flow_graph_add_node (graph, frame);
  add_node (other, "Elsewhere", 0, 0);

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  flow_gtk_view_scroll_to_node (FLOW_GTK_VIEW (view), alpha);
  view_test_run_frames (window, 3);
  selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));

  /* Far out of sight: no widget, so not in the accessible tree. */
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), beta));

  /* Every node but the reroute, in the graph's order; the search has the
   * focus.
   */
  popover = open_list (view);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == flow_gtk_find_popover_get_entry (popover) ||
                 gtk_widget_is_ancestor (focus, flow_gtk_find_popover_get_entry (popover)));
  assert_found (popover, "", "Alpha,Beta Filter,-,Notes");

  /* Parts of names, in any case; an untitled node by what it is called. */
  assert_found (popover, "FILT", "Beta Filter");
  assert_found (popover, "E", "Beta Filter,-,Notes");
  assert_found (popover, "untitled", "-");
  assert_found (popover, "reroute", "");
  assert_found (popover, "zzz", "");

  /* Enter takes the first found: Beta gets a widget, the focus and the
   * selection, in sight.
   */
  assert_found (popover, "beta", "Beta Filter");
  g_signal_emit_by_name (flow_gtk_find_popover_get_entry (popover), "activate");
  view_test_run_frames (window, 3);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  {
    FlowGtkNode *widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), beta);
    graphene_rect_t bounds;

    g_assert_nonnull (widget);
    g_assert_true (gtk_widget_has_focus (GTK_WIDGET (widget)));
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (widget), view, &bounds));
    g_assert_cmpfloat (bounds.origin.x, >=, 0);
    g_assert_cmpfloat (bounds.origin.y, >=, 0);
    g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 800);
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, 600);
  }
  g_assert_true (gtk_selection_model_is_selected (selection, 1));
  g_assert_false (gtk_selection_model_is_selected (selection, 0));

  /* The closed list goes; a new one is made each time. */
  view_test_wait (50);
  g_assert_null (flow_gtk_view_find_get_popover (FLOW_GTK_VIEW (view)));
  g_object_unref (popover);

  /* Escape closes it and changes nothing. */
  popover = open_list (view);
  assert_found (popover, "alpha", "Alpha");
  g_signal_emit_by_name (flow_gtk_find_popover_get_entry (popover), "stop-search");
  view_test_run_frames (window, 2);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (gtk_selection_model_is_selected (selection, 1));
  g_assert_false (gtk_selection_model_is_selected (selection, 0));
  g_object_unref (popover);

  /* With several found, Enter takes the first. */
  popover = open_list (view);
  assert_found (popover, "l", "Alpha,Beta Filter,-");
  g_signal_emit_by_name (flow_gtk_find_popover_get_entry (popover), "activate");
  view_test_run_frames (window, 2);
  g_assert_true (gtk_selection_model_is_selected (selection, 0));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), alpha))));
  g_object_unref (popover);

  /* The view shows another graph before the choice: nothing happens. */
  popover = open_list (view);
  assert_found (popover, "untitled", "-");
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), other);
  g_signal_emit_by_name (flow_gtk_find_popover_get_entry (popover), "activate");
  view_test_run_frames (window, 2);
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), untitled));
  g_object_unref (popover);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The row of the open list whose title is @title: the box the list's
 * factory made, under the list's own widget for the row.
 */
static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  GtkWidget *first = gtk_widget_get_first_child (widget);

  if (GTK_IS_BOX (widget) && first != NULL && GTK_IS_LABEL (first) &&
      g_strcmp0 (gtk_label_get_text (GTK_LABEL (first)), title) == 0)
    return widget;

  for (GtkWidget *child = first; child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }

  return NULL;
}

#define assert_caption(popover, title, caption) \
  G_STMT_START { \
    GtkWidget *row_ = find_row (GTK_WIDGET (popover), title); \
    g_assert_nonnull (row_); \
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (row_))), ==, caption); \
    gtk_test_accessible_assert_property (gtk_widget_get_parent (row_), GTK_ACCESSIBLE_PROPERTY_LABEL, title); \
    gtk_test_accessible_assert_property (gtk_widget_get_parent (row_), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, caption); \
  } G_STMT_END

static void
test_find_captions (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowNode) sum = flow_test_node_new ("Sum", "a:double,b:double,c:double,d:double", "out:double");
  g_autoptr(FlowNode) total = flow_test_node_new ("Total", "x:double,y:double", NULL);
  const char *fruit[] = { "Apples", "Pears", "Plums", "Figs" };
  const char *sinks[] = { "a", "b", "c", "d" };
  FlowGtkFindPopover *popover;
  GtkWidget *view, *window;

  g_test_summary ("A row says under the node's title which nodes feed it "
                  "and which it feeds, each once, the first three, and is "
                  "named and described so for screen readers.");

  flow_graph_add_node (graph, sum);
  flow_graph_add_node (graph, total);
  for (guint i = 0; i < G_N_ELEMENTS (fruit); i++)
    {
      FlowNode *node = add_node (graph, fruit[i], -300, i * 100.0);

      g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (node, "out"),
                                                   flow_node_get_sink (sum, sinks[i]), NULL));
    }
  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (sum, "out"),
                                               flow_node_get_sink (total, "x"), NULL));
  g_assert_nonnull (flow_graph_add_connection (graph, flow_node_get_source (sum, "out"),
                                               flow_node_get_sink (total, "y"), NULL));
  add_node (graph, "Alone", 0, 600);
  add_node (graph, NULL, 0, 800);
  {
    g_autoptr(FlowNode) frame = flow_frame_new ();

    flow_node_set_title (frame, "Notes");
    flow_node_set_position (frame, 0, 1000);
    flow_graph_add_node (graph, frame);
  }

  /* Through two reroutes, Sum feeds Shown: the reroutes are not named. */
  {
    g_autoptr(FlowNode) first = flow_reroute_new ();
    g_autoptr(FlowNode) second = flow_reroute_new ();
    FlowNode *shown = add_node (graph, "Shown", 600, 600);

    flow_graph_add_node (graph, first);
    flow_graph_add_node (graph, second);
    flow_test_connect (graph, flow_node_get_source (sum, "out"), flow_node_get_sink (first, "in"));
    flow_test_connect (graph, flow_node_get_source (first, "out"), flow_node_get_sink (second, "in"));
    flow_test_connect (graph, flow_node_get_source (second, "out"), flow_node_get_sink (shown, "in"));
  }

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 3);

  popover = open_list (view);
  assert_found (popover, "", "Sum,Total,Apples,Pears,Plums,Figs,Alone,-,Notes,Shown");
  view_test_run_frames (window, 2);
  assert_caption (popover, "Sum", "From Apples, Pears, Plums…; to Total, Shown");
  assert_caption (popover, "Shown", "From Sum");
  assert_caption (popover, "Total", "From Sum");
  assert_caption (popover, "Figs", "To Sum");
  assert_caption (popover, "Alone", "Not connected");
  assert_caption (popover, "Untitled node", "Not connected");
  /* A frame is said to be one, rather than not connected. */
  assert_caption (popover, "Notes", "Frame");

  /* A row bound again for another node says that node's. */
  assert_found (popover, "p", "Apples,Pears,Plums");
  view_test_run_frames (window, 2);
  assert_caption (popover, "Plums", "To Sum");
  g_assert_null (find_row (GTK_WIDGET (popover), "Sum"));

  g_object_unref (popover);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The node of @graph titled @title. */
static FlowNode *
node_titled (FlowGraph  *graph,
             const char *title)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (flow_node_get_title (node), title) == 0)
        return node;
    }

  g_assert_not_reached ();
  return NULL;
}

/* Chooses the one node the list finds for @text. */
static void
go_to (GtkWidget  *view,
       const char *text)
{
  FlowGtkFindPopover *popover = open_list (view);

  g_assert_cmpuint (g_list_model_get_n_items (search (popover, text)), ==, 1);
  g_signal_emit_by_name (flow_gtk_find_popover_get_entry (popover), "activate");
  view_test_run_frames (gtk_widget_get_ancestor (view, GTK_TYPE_WINDOW), 3);
  g_object_unref (popover);
}

static void
assert_focused_and_selected (GtkWidget *view,
                             FlowNode  *node)
{
  FlowGtkNode *widget = flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (view), node);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
  GListModel *graph = G_LIST_MODEL (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)));

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (widget)));
  for (guint i = 0; i < g_list_model_get_n_items (graph); i++)
    {
      g_autoptr(FlowNode) item = g_list_model_get_item (graph, i);

      g_assert_true (gtk_selection_model_is_selected (selection, i) == (item == node));
    }
}

static void
test_find_groups (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  FlowNode *alpha, *beta, *gamma, *inner, *outer, *group_nodes[2];
  FlowGraph *outer_graph, *inner_graph;
  FlowGtkFindPopover *popover;
  GtkWidget *view, *window;

  g_test_summary ("The list finds nodes inside group nodes, at every depth, "
                  "says where they are, and going to one enters its group "
                  "nodes, which Alt+Up leaves one by one.");

  add_node (graph, "Top", 0, 0);
  alpha = add_node (graph, "Alpha", 300, 0);
  beta = add_node (graph, "Beta", 600, 0);
  gamma = add_node (graph, "Gamma", 900, 0);
  flow_test_connect (graph, flow_node_get_source (alpha, "out"), flow_node_get_sink (beta, "in"));
  flow_test_connect (graph, flow_node_get_source (beta, "out"), flow_node_get_sink (gamma, "in"));

  inner = flow_graph_group_nodes (graph, &gamma, 1, "Inner", &error);
  g_assert_no_error (error);
  group_nodes[0] = beta;
  group_nodes[1] = inner;
  outer = flow_graph_group_nodes (graph, group_nodes, 2, "Outer", &error);
  g_assert_no_error (error);
  outer_graph = flow_group_node_get_graph (FLOW_GROUP_NODE (outer));
  inner = node_titled (outer_graph, "Inner");
  inner_graph = flow_group_node_get_graph (FLOW_GROUP_NODE (inner));

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 3);

  /* The graph shown first, then what is inside, depth first; not the
   * input and output nodes of the groups.
   */
  popover = open_list (view);
  assert_found (popover, "", "Top,Alpha,Outer,Beta,Inner,Gamma");
  assert_found (popover, "group", "");
  assert_found (popover, "a", "Alpha,Beta,Gamma");
  view_test_run_frames (window, 2);
  assert_caption (popover, "Alpha", "To Outer");
  assert_caption (popover, "Beta", "In Outer: From Group Input; to Inner");
  assert_caption (popover, "Gamma", "In Outer › Inner: From Group Input");
  g_object_unref (popover);

  /* Going to Gamma enters Outer, then Inner. */
  go_to (view, "gamma");
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) == inner_graph);
  assert_focused_and_selected (view, node_titled (inner_graph, "Gamma"));

  /* Alt+Up leaves one level at a time, the group node left selected. */
  g_assert_true (gtk_widget_activate_action (view, "flowview.leave-group", NULL));
  view_test_run_frames (window, 2);
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) == outer_graph);
  {
    GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (view));
    g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (selection);
    g_autoptr(FlowNode) item = NULL;

    g_assert_cmpuint (gtk_bitset_get_size (selected), ==, 1);
    item = g_list_model_get_item (G_LIST_MODEL (outer_graph), gtk_bitset_get_nth (selected, 0));
    g_assert_true (item == inner);
  }

  /* Inside Outer, its own input and output nodes are listed, Inner's not;
   * captions say where from there.
   */
  popover = open_list (view);
  assert_found (popover, "", "Group Input,Group Output,Beta,Inner,Gamma");
  view_test_run_frames (window, 2);
  assert_caption (popover, "Gamma", "In Inner: From Group Input");
  assert_caption (popover, "Beta", "From Group Input; to Inner");
  g_object_unref (popover);

  g_assert_true (gtk_widget_activate_action (view, "flowview.leave-group", NULL));
  view_test_run_frames (window, 2);
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) == graph);

  /* A node of the graph shown is gone to as before. */
  go_to (view, "alpha");
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) == graph);
  assert_focused_and_selected (view, alpha);

  /* The group node taken away while the list is open: choosing a node
   * that was inside does nothing.
   */
  popover = open_list (view);
  assert_found (popover, "gamma", "Gamma");
  g_object_ref (outer);
  flow_graph_remove_node (graph, outer);
  g_signal_emit_by_name (flow_gtk_find_popover_get_entry (popover), "activate");
  view_test_run_frames (window, 2);
  g_assert_true (flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) == graph);
  g_object_unref (outer);
  g_object_unref (popover);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_find_groups_changed (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  FlowNode *alpha, *beta, *gamma, *box, *crate;
  FlowGtkFindPopover *popover;
  GtkWidget *view, *window;

  g_test_summary ("Group nodes made or taken away while the list is open are "
                  "searched, or no more: a group node made in the graph shown, one "
                  "made inside it, and the two taken away.");

  alpha = add_node (graph, "Alpha", 0, 0);
  beta = add_node (graph, "Beta", 300, 0);
  gamma = add_node (graph, "Gamma", 600, 0);
  flow_test_connect (graph, flow_node_get_source (alpha, "out"), flow_node_get_sink (beta, "in"));

  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (window, 3);

  popover = open_list (view);
  assert_found (popover, "", "Alpha,Beta,Gamma");

  /* Beta and Gamma grouped while the list is open: inside Box now. */
  {
    FlowNode *nodes[2] = { beta, gamma };

    box = flow_graph_group_nodes (graph, nodes, 2, "Box", &error);
    g_assert_no_error (error);
  }
  view_test_wait (100);
  assert_found (popover, "", "Alpha,Box,Beta,Gamma");
  assert_found (popover, "amm", "Gamma");

  /* Gamma grouped inside Box: searched at the depth it went to. */
  {
    FlowGraph *inside = flow_group_node_get_graph (FLOW_GROUP_NODE (box));
    FlowNode *inner_gamma = node_titled (inside, "Gamma");

    crate = flow_graph_group_nodes (inside, &inner_gamma, 1, "Crate", &error);
    g_assert_no_error (error);
    g_assert_nonnull (crate);
  }
  view_test_wait (100);
  assert_found (popover, "", "Alpha,Box,Beta,Crate,Gamma");

  /* Box taken away: neither it nor what was inside is listed. */
  flow_graph_remove_node (graph, box);
  view_test_wait (100);
  assert_found (popover, "", "Alpha");
  assert_found (popover, "amm", "");

  /* Undone: back in the list. */
  flow_history_undo (flow_graph_get_history (graph));
  view_test_wait (100);
  assert_found (popover, "", "Alpha,Box,Beta,Crate,Gamma");

  g_object_unref (popover);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A closed list lets the graph go, even while something (GTK 4.8's focus
 * code, now and then) keeps the popover alive.
 */
static void
test_find_releases_graph (void)
{
  FlowGraph *graph = flow_graph_new ();
  g_autoptr(FlowGraph) other = flow_graph_new ();
  g_autoptr(FlowNode) node = flow_test_node_new ("Alpha", "in:double", "out:double");
  FlowGtkFindPopover *popover;
  GtkWidget *view, *window;

  flow_graph_add_node (graph, node);
  view = flow_gtk_view_new (graph);
  window = view_test_window_new (view, 800, 600);
  view_test_run_frames (view, 2);

  popover = open_list (view);
  gtk_popover_popdown (GTK_POPOVER (popover));
  view_test_run_frames (view, 3);
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), other);
  g_clear_object (&node);
  g_object_add_weak_pointer (G_OBJECT (graph), (gpointer *) &graph);
  g_object_unref (graph);
  g_assert_null (graph);

  g_object_unref (popover);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/view/find/node", test_find_node);
  g_test_add_func ("/view/find/captions", test_find_captions);
  g_test_add_func ("/view/find/groups", test_find_groups);
  g_test_add_func ("/view/find/groups-changed", test_find_groups_changed);
  g_test_add_func ("/view/find/releases-graph", test_find_releases_graph);

  return g_test_run ();
}

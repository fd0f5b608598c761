/* test-node-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-private.h"
#include "flow-gtk-group-preview-private.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk.h"

/* The widget of a group node: how many group nodes share its group, the
 * picture of the graph inside it, and its look when selected.
 */

static void
test_node_group_users (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Adder");
  g_autoptr(FlowNode) first = flow_group_node_new (group);
  g_autoptr(FlowNode) second = flow_group_node_new (group);
  g_autoptr(GError) error = NULL;
  GtkWidget *widget = flow_gtk_test_node_widget (first);
  GtkWidget *users;
  guint *notified = flow_test_count_notify (group, "n-users");

  g_test_summary ("A group node says how many group nodes share its group, "
                  "and follows as they come and go.");

  /* The count is made the first time it shows. */
  flow_graph_add_node (graph, first);
  g_assert_null (flow_gtk_test_find_widget (widget, GTK_TYPE_LABEL, "users"));

  flow_graph_add_node (graph, second);
  users = flow_gtk_test_find_widget (widget, GTK_TYPE_LABEL, "users");
  g_assert_nonnull (users);
  g_assert_cmpuint (*notified, >=, 2);
  g_assert_cmpuint (flow_group_get_n_users (group), ==, 2);
  g_assert_true (gtk_widget_get_visible (users));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (users)), ==, "×2");
  gtk_test_accessible_assert_property (users, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Its group is used by 2 group nodes; an edit inside changes them all");

  /* Its own copy of the group: no longer shared. */
  g_assert_nonnull (flow_group_node_make_single_user (FLOW_GROUP_NODE (first), &error));
  g_assert_no_error (error);
  g_assert_false (gtk_widget_get_visible (users));

  g_assert_finalize_object (widget);
}

/* The boxes of a group preview's picture: colour nodes, but not the
 * lines, one pixel thick, turned or not.
 */
static void
collect_preview (GskRenderNode *node,
                 gboolean       turned,
                 int            width,
                 GArray        *box_centres,
                 guint         *n_lines)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  if (type == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_preview (gsk_container_node_get_child (node, i), turned, width, box_centres, n_lines);
    }
  else if (type == GSK_TRANSFORM_NODE)
    {
      collect_preview (gsk_transform_node_get_child (node), TRUE, width, box_centres, n_lines);
    }
  else if (type == GSK_CLIP_NODE)
    {
      collect_preview (gsk_clip_node_get_child (node), turned, width, box_centres, n_lines);
    }
  else if (type == GSK_COLOR_NODE)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (node, &bounds);
      if (turned || bounds.size.height <= 1.0)
        (*n_lines)++;
      else if (bounds.size.width < width)
        {
          double centre = bounds.origin.x + bounds.size.width / 2;

          g_array_append_val (box_centres, centre);
        }
    }
}

/* What the preview itself draws, without its CSS background. */
static GskRenderNode *
preview_picture (GtkWidget *preview)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  GTK_WIDGET_GET_CLASS (preview)->snapshot (preview, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  return node;
}

static GtkWidget *
find_preview (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), "preview"))
      return child;

  return NULL;
}

static void
test_node_group_preview (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Inside");
  g_autoptr(FlowNode) group_node = NULL;
  g_autoptr(FlowNode) plain = flow_test_node_new ("Plain", "a:double", NULL);
  g_autoptr(FlowNode) inner = flow_test_node_new ("Inner", "a:double", "out:double");
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ltr = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) rtl = g_array_new (FALSE, FALSE, sizeof (double));
  FlowGraph *inside;
  GtkWidget *widget, *window, *preview;
  guint n_lines = 0, builds;
  int width;

  g_test_summary ("A group node's widget draws the graph inside it, a box "
                  "per node and a line per connection, mirrored right to "
                  "left, built again only after a change; other nodes "
                  "have no picture.");

  flow_node_set_position (inner, 200, 0);
  flow_graph_add_node (flow_group_get_graph (group), inner);
  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  g_assert_nonnull (flow_graph_add_connection (flow_group_get_graph (group),
                                               flow_node_get_source (flow_group_get_input_node (group), "x"),
                                               flow_node_get_sink (inner, "a"), &error));
  g_assert_no_error (error);
  group_node = flow_group_node_new (group);
  flow_graph_add_node (graph, group_node);
  inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));

  widget = flow_gtk_test_node_widget (group_node);
  window = flow_gtk_test_show (widget);
  preview = find_preview (widget);
  g_assert_nonnull (preview);
  g_assert_true (gtk_widget_get_visible (preview));
  g_assert_true (gtk_widget_get_mapped (preview));
  g_assert_false (gtk_widget_get_can_target (preview));
  g_assert_true (flow_gtk_group_preview_get_graph (FLOW_GTK_GROUP_PREVIEW (preview)) == inside);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (preview)), ==, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (preview, GTK_ACCESSIBLE_PROPERTY_LABEL, "Inside: 1 node");

  width = gtk_widget_get_width (preview);
  g_assert_cmpint (width, >, 20);
  g_assert_cmpint (gtk_widget_get_height (preview), >, 20);
  {
    g_autoptr(GskRenderNode) picture = preview_picture (preview);

    collect_preview (picture, FALSE, width, ltr, &n_lines);
  }
  /* Input, output and the node inside; the one connection. */
  g_assert_cmpuint (ltr->len, ==, 3);
  g_assert_cmpuint (n_lines, ==, 1);

  /* Drawn again without a change: the same picture. */
  builds = flow_gtk_group_preview_get_n_builds (FLOW_GTK_GROUP_PREVIEW (preview));
  g_assert_cmpuint (builds, >=, 1);
  gsk_render_node_unref (preview_picture (preview));
  g_assert_cmpuint (flow_gtk_group_preview_get_n_builds (FLOW_GTK_GROUP_PREVIEW (preview)), ==, builds);

  /* Right to left, mirrored. */
  gtk_widget_set_direction (preview, GTK_TEXT_DIR_RTL);
  gtk_test_widget_wait_for_draw (window);
  n_lines = 0;
  {
    g_autoptr(GskRenderNode) picture = preview_picture (preview);

    collect_preview (picture, FALSE, width, rtl, &n_lines);
  }
  g_assert_cmpuint (rtl->len, ==, 3);
  for (guint i = 0; i < ltr->len; i++)
    g_assert_cmpfloat_with_epsilon (g_array_index (ltr, double, i),
                                    width - g_array_index (rtl, double, i), 0.01);
  gtk_widget_set_direction (preview, GTK_TEXT_DIR_LTR);
  gtk_test_widget_wait_for_draw (window);

  /* An edit inside, through another group node of the group: the
   * picture follows.
   */
  builds = flow_gtk_group_preview_get_n_builds (FLOW_GTK_GROUP_PREVIEW (preview));
  {
    g_autoptr(FlowNode) other = flow_group_node_new (group);
    g_autoptr(FlowNode) extra = flow_test_node_new ("Extra", NULL, NULL);

    flow_graph_add_node (graph, other);
    flow_graph_add_node (flow_group_node_get_graph (FLOW_GROUP_NODE (other)), extra);
  }
  gtk_test_accessible_assert_property (preview, GTK_ACCESSIBLE_PROPERTY_LABEL, "Inside: 2 nodes");
  g_array_set_size (ltr, 0);
  n_lines = 0;
  {
    g_autoptr(GskRenderNode) picture = preview_picture (preview);

    collect_preview (picture, FALSE, width, ltr, &n_lines);
  }
  g_assert_cmpuint (ltr->len, ==, 4);
  g_assert_cmpuint (flow_gtk_group_preview_get_n_builds (FLOW_GTK_GROUP_PREVIEW (preview)), ==, builds + 1);

  flow_node_set_position (inner, 300, 40);
  gsk_render_node_unref (preview_picture (preview));
  g_assert_cmpuint (flow_gtk_group_preview_get_n_builds (FLOW_GTK_GROUP_PREVIEW (preview)), ==, builds + 2);

  /* Recycled for a node that is not a group node: no picture. */
  _flow_gtk_node_unbind (FLOW_GTK_NODE (widget));
  _flow_gtk_node_bind (FLOW_GTK_NODE (widget), plain);
  g_assert_true (find_preview (widget) == preview);
  g_assert_false (gtk_widget_get_visible (preview));
  g_assert_null (flow_gtk_group_preview_get_graph (FLOW_GTK_GROUP_PREVIEW (preview)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (widget);
}

/* The knots of a group preview's picture: colour nodes under round
 * clips, as their bounds.
 */
static void
collect_knots (GskRenderNode *node,
               GArray        *knots)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  if (type == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      collect_knots (gsk_container_node_get_child (node, i), knots);
  else if (type == GSK_CLIP_NODE)
    collect_knots (gsk_clip_node_get_child (node), knots);
  else if (type == GSK_ROUNDED_CLIP_NODE)
    {
      GskRenderNode *child = gsk_rounded_clip_node_get_child (node);
      graphene_rect_t bounds;

      g_assert_cmpint (gsk_render_node_get_node_type (child), ==, GSK_COLOR_NODE);
      gsk_render_node_get_bounds (child, &bounds);
      g_assert_cmpfloat (gsk_rounded_clip_node_get_clip (node)->corner[0].width, >, 0);
      g_array_append_val (knots, bounds);
    }
}

static void
test_node_group_preview_reroute (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Inside");
  g_autoptr(FlowNode) group_node = NULL;
  g_autoptr(FlowNode) inner = flow_test_node_new ("Inner", "a:double", "out:double");
  g_autoptr(FlowNode) reroute = flow_reroute_new ();
  g_autoptr(GArray) knots = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GskRenderNode) picture = NULL;
  g_autoptr(GError) error = NULL;
  FlowGraph *definition = flow_group_get_graph (group);
  GtkWidget *widget, *window, *preview;
  graphene_rect_t knot;
  guint n_lines = 0;

  g_test_summary ("A reroute inside a group node is drawn in its picture as "
                  "a small round knot on its wire, not as a node's box.");

  flow_node_set_position (inner, 400, 0);
  flow_node_set_position (reroute, 200, 40);
  flow_graph_add_node (definition, inner);
  flow_graph_add_node (definition, reroute);
  g_assert_nonnull (flow_group_add_input (group, "x", G_TYPE_DOUBLE, &error));
  g_assert_no_error (error);
  flow_test_connect (definition, flow_node_get_source (flow_group_get_input_node (group), "x"),
                     flow_node_get_sink (reroute, "in"));
  flow_test_connect (definition, flow_node_get_source (reroute, "out"), flow_node_get_sink (inner, "a"));
  group_node = flow_group_node_new (group);
  flow_graph_add_node (graph, group_node);

  widget = flow_gtk_test_node_widget (group_node);
  window = flow_gtk_test_show (widget);
  preview = find_preview (widget);
  g_assert_nonnull (preview);

  picture = preview_picture (preview);
  collect_knots (picture, knots);
  collect_preview (picture, FALSE, gtk_widget_get_width (preview), boxes, &n_lines);

  /* One knot, wider than high but not three times (28 × 12); the
   * input, output and inner node are boxes; both connections are lines.
   */
  g_assert_cmpuint (knots->len, ==, 1);
  knot = g_array_index (knots, graphene_rect_t, 0);
  g_assert_cmpfloat (knot.size.width, <, knot.size.height * 3);
  g_assert_cmpfloat (knot.size.width, >, knot.size.height);
  g_assert_cmpuint (boxes->len, ==, 3);
  g_assert_cmpuint (n_lines, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (widget);
}

/* Whether the pixel of @texture at (@x, @y) is of @color. */
static gboolean
pixel_is (GdkTexture    *texture,
          double         x,
          double         y,
          const GdkRGBA *color)
{
  GdkRGBA pixel;

  flow_gtk_test_get_pixel (texture, x, y, &pixel);

  return flow_gtk_test_rgba_close (&pixel, color, 0.05);
}

static void
test_node_group_selected (void)
{
  g_autoptr(FlowGraph) graph = flow_graph_new ();
  g_autoptr(FlowGroup) group = flow_group_new ("Stack");
  g_autoptr(FlowNode) group_node = flow_group_node_new (group);
  GtkWidget *widget, *box, *window;
  graphene_rect_t bounds;
  GdkRGBA selected, background;

  g_test_summary ("A selected group node shows the band of the selection "
                  "colour around it, as any selected node does, and still "
                  "its stack of cards.");

  flow_graph_add_node (graph, group_node);
  widget = flow_gtk_test_node_widget (group_node);
  gtk_widget_set_margin_start (widget, 24);
  gtk_widget_set_margin_end (widget, 24);
  gtk_widget_set_margin_top (widget, 16);
  gtk_widget_set_margin_bottom (widget, 16);
  gtk_widget_set_halign (widget, GTK_ALIGN_START);
  gtk_widget_set_valign (widget, GTK_ALIGN_START);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (box), widget);
  window = flow_gtk_test_show (box);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                                 "theme_selected_bg_color", &selected));
  G_GNUC_END_IGNORE_DEPRECATIONS

  for (guint i = 0; i < 2; i++)
    {
      gboolean is_selected = i == 1;
      g_autoptr(GdkTexture) texture = NULL;
      double middle;

      _flow_gtk_node_set_selected (FLOW_GTK_NODE (widget), is_selected);
      flow_gtk_test_spin (50);
      texture = flow_gtk_test_render (window);
      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      middle = bounds.origin.y + bounds.size.height / 2;
      flow_gtk_test_get_pixel (texture, 4, 4, &background);

      /* The band, left of the node and above it, where no card reaches,
       * and right of it, over the cards.
       */
      g_assert_true (pixel_is (texture, bounds.origin.x - 2, middle, &selected) == is_selected);
      g_assert_true (pixel_is (texture, bounds.origin.x + bounds.size.width / 2,
                               bounds.origin.y - 2, &selected) == is_selected);
      g_assert_true (pixel_is (texture, bounds.origin.x + bounds.size.width + 1, middle,
                               &selected) == is_selected);

      /* The cards, right of it, beyond the band. */
      g_assert_false (pixel_is (texture, bounds.origin.x + bounds.size.width + 4, middle, &background));
      g_assert_false (pixel_is (texture, bounds.origin.x + bounds.size.width + 4, middle, &selected));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (widget);
}

int
main (int   argc,
      char *argv[])
{
  flow_gtk_test_init (&argc, &argv);

  g_test_add_func ("/flow-gtk/node/group-users", test_node_group_users);
  g_test_add_func ("/flow-gtk/node/group-preview", test_node_group_preview);
  g_test_add_func ("/flow-gtk/node/group-preview-reroute", test_node_group_preview_reroute);
  g_test_add_func ("/flow-gtk/node/group-selected", test_node_group_selected);

  return g_test_run ();
}

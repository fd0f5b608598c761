/* test-layout.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-layout-private.h"

#include <string.h>

#include "bench-graph.h"
#include "flow-test-utils.h"

/* The view's layout, without a display (no gtk_init ()): records that
 * follow the graph, geometry, hit testing, and what it reports.
 */

typedef struct
{
  FlowGtkLayout *layout;
  FlowGraph     *graph;

  guint          node_damaged;
  guint          wire_damaged;
  guint          node_moved;
  guint          nodes_changed;
  guint          node_added;
  guint          wire_added;
  guint          node_removed;
  guint          wire_removed;
  guint          geometry_changed;
  guint          node_renamed;
  FlowGtkNodeRecord *renamed;
  guint          dock_described;
  FlowDock      *described;
  gboolean       relabelled;
  /* The union of the areas reported damaged. */
  graphene_rect_t damage;
  gboolean       any_damage;
} Fixture;

static void
add_damage (Fixture               *fixture,
            const graphene_rect_t *area)
{
  if (fixture->any_damage)
    graphene_rect_union (&fixture->damage, area, &fixture->damage);
  else
    fixture->damage = *area;
  fixture->any_damage = TRUE;
}

static void
node_damaged_cb (FlowGtkNodeRecord     *record,
                 const graphene_rect_t *area,
                 gpointer               user_data)
{
  Fixture *fixture = user_data;

  fixture->node_damaged++;
  add_damage (fixture, area);
}

static void
wire_damaged_cb (FlowGtkWireRecord     *wire,
                 const graphene_rect_t *area,
                 gpointer               user_data)
{
  Fixture *fixture = user_data;

  fixture->wire_damaged++;
  add_damage (fixture, area);
}

static void
node_moved_cb (FlowGtkNodeRecord *record,
               gpointer           user_data)
{
  ((Fixture *)user_data)->node_moved++;
}

static void
nodes_changed_cb (gpointer user_data)
{
  ((Fixture *)user_data)->nodes_changed++;
}

static void
node_added_cb (FlowGtkNodeRecord *record,
               gpointer           user_data)
{
  ((Fixture *)user_data)->node_added++;
}

static void
wire_added_cb (FlowGtkWireRecord *wire,
               gpointer           user_data)
{
  ((Fixture *)user_data)->wire_added++;
}

static void
node_removed_cb (FlowGtkNodeRecord *record,
                 gpointer           user_data)
{
  ((Fixture *)user_data)->node_removed++;
}

static void
wire_removed_cb (FlowGtkWireRecord *wire,
                 gpointer           user_data)
{
  ((Fixture *)user_data)->wire_removed++;
}

static void
geometry_changed_cb (gpointer user_data)
{
  ((Fixture *)user_data)->geometry_changed++;
}

static void
node_renamed_cb (FlowGtkNodeRecord *record,
                 gpointer           user_data)
{
  ((Fixture *)user_data)->node_renamed++;
  ((Fixture *)user_data)->renamed = record;
}

static void
dock_described_cb (FlowDock *dock,
                   gboolean  relabelled,
                   gpointer  user_data)
{
  ((Fixture *)user_data)->dock_described++;
  ((Fixture *)user_data)->described = dock;
  ((Fixture *)user_data)->relabelled = relabelled;
}

static const FlowGtkLayoutCallbacks callbacks = {
  node_damaged_cb,
  wire_damaged_cb,
  node_moved_cb,
  nodes_changed_cb,
  node_added_cb,
  wire_added_cb,
  node_removed_cb,
  wire_removed_cb,
  geometry_changed_cb,
  node_renamed_cb,
  dock_described_cb,
};

static void
reset_counts (Fixture *fixture)
{
  fixture->node_damaged = fixture->wire_damaged = fixture->node_moved = 0;
  fixture->nodes_changed = fixture->node_added = fixture->wire_added = 0;
  fixture->node_removed = fixture->wire_removed = fixture->geometry_changed = 0;
  fixture->node_renamed = 0;
  fixture->renamed = NULL;
  fixture->dock_described = 0;
  fixture->described = NULL;
  fixture->any_damage = FALSE;
}

static FlowNode *
add_node (FlowGraph  *graph,
          const char *title,
          double      x,
          double      y)
{
  return flow_test_add_node (graph, title, "a:double,b:double", "out:double", x, y);
}

static FlowConnection *
connect (FlowGraph *graph,
         FlowNode  *from,
         FlowNode  *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;
  FlowConnection *connection;

  connection = flow_graph_add_connection (graph, flow_node_get_source (from, "out"),
                                          flow_node_get_sink (to, sink), &error);
  g_assert_no_error (error);

  return connection;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  memset (fixture, 0, sizeof *fixture);
  fixture->graph = flow_graph_new ();
  fixture->layout = flow_gtk_layout_new (&callbacks, fixture);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_clear_pointer (&fixture->layout, flow_gtk_layout_free);
  g_assert_finalize_object (fixture->graph);
}

static void
test_layout_records (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowNode *a, *b, *c;
  FlowGtkNodeRecord *ra, *rb;
  FlowGtkWireRecord *wire;
  FlowConnection *connection;
  graphene_point_t from, to;

  g_test_summary ("Records follow the graph's lists, position for position, "
                  "from the graph's signals alone.");

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 400, 100);
  flow_gtk_layout_set_graph (layout, fixture->graph);

  g_assert_cmpuint (flow_gtk_layout_get_n_nodes (layout), ==, 2);
  ra = flow_gtk_layout_lookup_node (layout, a);
  rb = flow_gtk_layout_lookup_node (layout, b);
  g_assert_true (flow_gtk_layout_get_node (layout, 0) == ra);
  g_assert_true (flow_gtk_layout_get_node (layout, 1) == rb);
  g_assert_cmpuint (rb->position, ==, 1);
  g_assert_true (ra->placed);
  g_assert_cmpfloat (rb->item.bounds.origin.x, ==, 400);
  g_assert_false (ra->measured);
  g_assert_cmpuint (ra->n_anchors, ==, 3);

  reset_counts (fixture);
  connection = connect (fixture->graph, a, b, "a");
  g_assert_cmpuint (flow_gtk_layout_get_n_wires (layout), ==, 1);
  wire = flow_gtk_layout_lookup_wire (layout, connection);
  g_assert_nonnull (wire);
  g_assert_true (wire->source == ra && wire->sink == rb);
  g_assert_cmpuint (fixture->wire_added, ==, 1);
  g_assert_cmpuint (fixture->wire_damaged, >=, 1);

  /* The wire runs from the source's anchor to the sink's. */
  g_assert_true (flow_gtk_layout_get_anchor (layout, ra, FLOW_DOCK (flow_node_get_source (a, "out")), &from));
  g_assert_true (flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (flow_node_get_sink (b, "a")), &to));
  g_assert_true (graphene_point_equal (&wire->curve.p0, &from));
  g_assert_true (graphene_point_equal (&wire->curve.p3, &to));
  g_assert_cmpfloat (from.x, ==, ra->item.bounds.size.width);
  g_assert_cmpfloat (to.x, ==, 400);

  /* Removing a node removes its wire first, then its record. */
  reset_counts (fixture);
  c = add_node (fixture->graph, "C", 800, 0);
  g_assert_cmpuint (fixture->nodes_changed, ==, 1);
  g_assert_cmpuint (fixture->node_added, ==, 1);
  flow_graph_remove_node (fixture->graph, b);
  g_assert_cmpuint (fixture->wire_removed, ==, 1);
  g_assert_cmpuint (fixture->node_removed, ==, 1);
  g_assert_null (flow_gtk_layout_lookup_node (layout, b));
  g_assert_cmpuint (flow_gtk_layout_get_n_wires (layout), ==, 0);
  g_assert_cmpuint (flow_gtk_layout_lookup_node (layout, c)->position, ==, 1);

  /* Detaching frees every record, with its callback. */
  reset_counts (fixture);
  flow_gtk_layout_set_graph (layout, NULL);
  g_assert_cmpuint (fixture->node_removed, ==, 2);
  g_assert_cmpuint (flow_gtk_layout_get_n_nodes (layout), ==, 0);
}

static void
test_layout_batch (Fixture       *fixture,
                   gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowNode *nodes[10];
  FlowGtkNodeRecord *kept;
  FlowConnection *kept_connections[2];
  FlowGtkWireRecord *kept_wires[2];

  g_test_summary ("A batch reports one range that removes and adds again "
                  "nodes and connections that stayed: their records stay too.");

  for (guint i = 0; i < 10; i++)
    nodes[i] = add_node (fixture->graph, "N", i * 200.0, 0);
  connect (fixture->graph, nodes[0], nodes[1], "a");
  kept_connections[0] = connect (fixture->graph, nodes[3], nodes[4], "a");
  kept_connections[1] = connect (fixture->graph, nodes[6], nodes[7], "a");
  connect (fixture->graph, nodes[8], nodes[9], "a");
  flow_gtk_layout_set_graph (layout, fixture->graph);
  kept = flow_gtk_layout_lookup_node (layout, nodes[5]);
  for (guint i = 0; i < 2; i++)
    kept_wires[i] = flow_gtk_layout_lookup_wire (layout, kept_connections[i]);

  reset_counts (fixture);
  flow_graph_begin_batch (fixture->graph);
  flow_graph_remove_node (fixture->graph, nodes[1]);
  flow_graph_remove_node (fixture->graph, nodes[8]);
  flow_graph_end_batch (fixture->graph);

  g_assert_cmpuint (fixture->nodes_changed, ==, 1);
  g_assert_cmpuint (fixture->node_removed, ==, 2);
  g_assert_true (flow_gtk_layout_lookup_node (layout, nodes[5]) == kept);
  g_assert_cmpuint (kept->position, ==, 4);

  /* The connections of the nodes removed go; the two between them stay,
   * with their records, in the list's order.
   */
  g_assert_cmpuint (fixture->wire_removed, ==, 2);
  g_assert_cmpuint (fixture->wire_added, ==, 0);
  g_assert_cmpuint (flow_gtk_layout_get_n_wires (layout), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (flow_gtk_layout_lookup_wire (layout, kept_connections[i]) == kept_wires[i]);
      g_assert_true (flow_gtk_layout_get_wire (layout, i) == kept_wires[i]);
    }
  for (guint i = 0; i < flow_gtk_layout_get_n_nodes (layout); i++)
    g_assert_cmpuint (flow_gtk_layout_get_node (layout, i)->position, ==, i);
}

static void
test_layout_move (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowGtkLayoutStats before, after;
  FlowNode *a, *b;
  FlowGtkWireRecord *wire;
  graphene_rect_t old_bounds, bounds;

  g_test_summary ("A move updates the node's record and its own wires, and "
                  "reports the damage where they were and where they are.");

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 400, 0);
  for (guint i = 0; i < 1000; i++)
    add_node (fixture->graph, "Far", 10000 + i * 250.0, 10000);
  wire = flow_gtk_layout_lookup_wire (layout, NULL);
  g_assert_null (wire);
  flow_gtk_layout_set_graph (layout, fixture->graph);
  connect (fixture->graph, a, b, "b");
  wire = flow_gtk_layout_get_wire (layout, 0);
  old_bounds = wire->item.bounds;

  reset_counts (fixture);
  flow_gtk_layout_get_stats (layout, &before);
  flow_node_set_position (b, 300, 500);
  flow_gtk_layout_get_stats (layout, &after);

  bounds = flow_gtk_layout_lookup_node (layout, b)->item.bounds;
  g_assert_cmpfloat (bounds.origin.x, ==, 300);
  g_assert_cmpfloat (bounds.origin.y, ==, 500);
  g_assert_cmpuint (fixture->node_moved, ==, 1);
  g_assert_true (graphene_rect_contains_rect (&fixture->damage, &old_bounds));
  g_assert_true (graphene_rect_contains_rect (&fixture->damage, &wire->item.bounds));
  g_assert_true (graphene_rect_contains_rect (&fixture->damage, &bounds));
  g_assert_cmpfloat (wire->curve.p3.y, >, 500);

  /* The work followed the node's wires, not the graph: one record, one
   * wire (the move reports x and y together).
   */
  g_assert_cmpuint (after.node_records_visited - before.node_records_visited, ==, 1);
  g_assert_cmpuint (after.wires_updated - before.wires_updated, ==, 1);

  /* The bounds of the graph follow, inward and outward. */
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, >=, 10000 + 999 * 250.0);
  flow_node_set_position (a, -500, -700);
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, -500);
  g_assert_cmpfloat (bounds.origin.y, ==, -700);
  flow_node_set_position (a, 0, 0);
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 0);
  g_assert_cmpfloat (bounds.origin.y, ==, 0);
  g_assert_cmpuint (fixture->node_renamed, ==, 0);
}

static void
test_layout_renamed (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowNode *a, *b;

  g_test_summary ("A node's new title is reported once, with its record, "
                  "a dock's new label with its dock, and nothing is "
                  "damaged: titles and labels are the widgets'.");

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 400, 0);
  flow_gtk_layout_set_graph (layout, fixture->graph);
  connect (fixture->graph, a, b, "b");

  reset_counts (fixture);
  flow_node_set_title (b, "Product");
  g_assert_cmpuint (fixture->node_renamed, ==, 1);
  g_assert_true (fixture->renamed == flow_gtk_layout_lookup_node (layout, b));
  g_assert_cmpuint (fixture->node_damaged + fixture->wire_damaged + fixture->node_moved, ==, 0);

  /* The same title again is no change. */
  flow_node_set_title (b, "Product");
  g_assert_cmpuint (fixture->node_renamed, ==, 1);

  /* A dock's new label likewise, with its dock. */
  flow_dock_set_label (FLOW_DOCK (flow_node_get_sink (b, "b")), "Factor");
  g_assert_cmpuint (fixture->dock_described, ==, 1);
  g_assert_true (fixture->described == FLOW_DOCK (flow_node_get_sink (b, "b")));
  g_assert_true (fixture->relabelled);
  g_assert_cmpuint (fixture->node_damaged + fixture->wire_damaged + fixture->node_moved, ==, 0);

  /* And its description. */
  flow_dock_set_description (FLOW_DOCK (flow_node_get_source (a, "out")), "The sum");
  g_assert_cmpuint (fixture->dock_described, ==, 2);
  g_assert_true (fixture->described == FLOW_DOCK (flow_node_get_source (a, "out")));
  g_assert_false (fixture->relabelled);
  g_assert_cmpuint (fixture->node_damaged + fixture->wire_damaged + fixture->node_moved, ==, 0);

  /* Without a graph the layout reports nothing. */
  flow_gtk_layout_set_graph (layout, NULL);
  flow_node_set_title (a, "Sum");
  flow_dock_set_label (FLOW_DOCK (flow_node_get_sink (b, "b")), "Gone");
  g_assert_cmpuint (fixture->node_renamed, ==, 1);
  g_assert_cmpuint (fixture->dock_described, ==, 2);
}

static void
test_layout_pick (Fixture       *fixture,
                  gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowNode *a, *b, *c;
  FlowGtkNodeRecord *rb;
  FlowConnection *connection;
  graphene_point_t anchor, middle;
  FlowDock *dock;

  g_test_summary ("Picking nodes, docks and wires at a point, and nodes in a "
                  "rectangle, through the spatial indices.");

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 100, 50);
  c = add_node (fixture->graph, "C", 600, 0);
  flow_gtk_layout_set_graph (layout, fixture->graph);
  connection = connect (fixture->graph, a, c, "a");
  rb = flow_gtk_layout_lookup_node (layout, b);

  /* Where A and B overlap, B is drawn above, and picked. */
  g_assert_true (flow_gtk_layout_pick_node (layout, &GRAPHENE_POINT_INIT (150, 60)) == rb);
  g_assert_true (flow_gtk_layout_pick_node (layout, &GRAPHENE_POINT_INIT (10, 10))->node == a);
  g_assert_null (flow_gtk_layout_pick_node (layout, &GRAPHENE_POINT_INIT (450, -50)));

  /* Docks within the radius, of the kind asked for. */
  flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (flow_node_get_sink (b, "a")), &anchor);
  dock = flow_gtk_layout_pick_dock (layout, &GRAPHENE_POINT_INIT (anchor.x + 3, anchor.y),
                                    5, FLOW_GTK_DOCK_KIND_ANY);
  g_assert_true (dock == FLOW_DOCK (flow_node_get_sink (b, "a")));
  g_assert_null (flow_gtk_layout_pick_dock (layout, &GRAPHENE_POINT_INIT (anchor.x + 3, anchor.y),
                                            5, FLOW_GTK_DOCK_KIND_SOURCE));
  g_assert_null (flow_gtk_layout_pick_dock (layout, &GRAPHENE_POINT_INIT (anchor.x + 8, anchor.y),
                                            5, FLOW_GTK_DOCK_KIND_ANY));

  /* The wire, near its middle. */
  flow_gtk_bezier_point_at (&flow_gtk_layout_lookup_wire (layout, connection)->curve, 0.5, &middle);
  g_assert_true (flow_gtk_layout_pick_wire (layout, &GRAPHENE_POINT_INIT (middle.x, middle.y + 2), 4)->connection == connection);
  g_assert_null (flow_gtk_layout_pick_wire (layout, &GRAPHENE_POINT_INIT (middle.x, middle.y + 20), 4));
}

/* A widget 200 wide: rows of 40 under a header of 40, padding of 20. */
static gboolean
measured_anchor_cb (FlowDock         *dock,
                    graphene_point_t *point,
                    gpointer          user_data)
{
  FlowNode *node = user_data;

  if (dock == FLOW_DOCK (flow_node_get_source (node, "out")))
    *point = GRAPHENE_POINT_INIT (200, 60);
  else if (dock == FLOW_DOCK (flow_node_get_sink (node, "a")))
    *point = GRAPHENE_POINT_INIT (0, 100);
  else
    *point = GRAPHENE_POINT_INIT (0, 140);

  return TRUE;
}

/* A node that gains or loses a dock is estimated again at once, with
 * no widget to measure it (zoomed out, out of sight): its box, its
 * anchors and its wires follow; a measured size is dropped for the widget
 * to measure again.
 */
static void
test_layout_docks_changed (Fixture       *fixture,
                           gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowNode *a, *b;
  FlowGtkNodeRecord *rb;
  FlowConnection *connection;
  graphene_point_t before, after;
  double height;

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 400, 0);
  flow_gtk_layout_set_graph (layout, fixture->graph);
  connection = connect (fixture->graph, a, b, "b");
  rb = flow_gtk_layout_lookup_node (layout, b);
  flow_gtk_layout_measured (layout, rb, 200, 180, measured_anchor_cb, b);
  g_assert_true (rb->measured);
  height = rb->item.bounds.size.height;
  g_assert_true (flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (flow_node_get_sink (b, "b")), &before));
  g_assert_cmpfloat (before.y, ==, 140);

  /* "a", above "b", goes: "b" moves up, the box shrinks, the wire follows. */
  reset_counts (fixture);
  flow_node_remove_dock (b, FLOW_DOCK (flow_node_get_sink (b, "a")));
  g_assert_false (rb->measured);
  g_assert_cmpfloat (rb->item.bounds.size.height, <, height);
  g_assert_true (flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (flow_node_get_sink (b, "b")), &after));
  g_assert_cmpfloat (after.y, <, before.y);
  g_assert_cmpfloat (flow_gtk_layout_lookup_wire (layout, connection)->curve.p3.y, ==, after.y);
  g_assert_cmpuint (fixture->node_damaged, >, 0);

  /* A dock added makes it grow again. */
  height = rb->item.bounds.size.height;
  {
    g_autoptr(FlowDock) c = FLOW_DOCK (flow_sink_new ("c", G_TYPE_DOUBLE));

    flow_node_add_dock (b, c);
    g_assert_cmpfloat (rb->item.bounds.size.height, >, height);
    g_assert_true (flow_gtk_layout_get_anchor (layout, rb, c, &after));
  }
}

static void
test_layout_measured (Fixture       *fixture,
                      gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  FlowNode *a, *b, *c;
  FlowGtkNodeRecord *ra, *rc;
  FlowConnection *connection;
  graphene_rect_t estimated;
  guint serial;

  g_test_summary ("A node measured on a widget keeps its size and anchors; "
                  "its wires follow; the first one measured calibrates the "
                  "estimates of the nodes never shown.");

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 400, 0);
  c = add_node (fixture->graph, "C", 800, 0);
  flow_gtk_layout_set_graph (layout, fixture->graph);
  connection = connect (fixture->graph, a, b, "b");
  ra = flow_gtk_layout_lookup_node (layout, a);
  rc = flow_gtk_layout_lookup_node (layout, c);
  estimated = rc->item.bounds;
  serial = flow_gtk_layout_get_geometry_serial (layout);

  reset_counts (fixture);
  flow_gtk_layout_measured (layout, ra, 200, 180, measured_anchor_cb, a);
  g_assert_true (ra->measured);
  g_assert_cmpfloat (ra->item.bounds.size.width, ==, 200);
  g_assert_cmpfloat (ra->item.bounds.size.height, ==, 180);
  g_assert_cmpfloat (flow_gtk_layout_lookup_wire (layout, connection)->curve.p0.x, ==, 200);
  g_assert_cmpfloat (flow_gtk_layout_lookup_wire (layout, connection)->curve.p0.y, ==, 60);
  g_assert_cmpuint (fixture->geometry_changed, ==, 1);
  g_assert_cmpuint (flow_gtk_layout_get_geometry_serial (layout), !=, serial);

  /* Measuring the same again changes nothing. */
  reset_counts (fixture);
  flow_gtk_layout_measured (layout, ra, 200, 180, measured_anchor_cb, a);
  g_assert_cmpuint (fixture->geometry_changed, ==, 0);

  /* Calibrating: the nodes never measured take its metrics. */
  g_assert_true (flow_gtk_layout_calibrate (layout, ra));
  g_assert_cmpfloat (rc->item.bounds.size.width, ==, 200);
  g_assert_cmpfloat (rc->item.bounds.size.height, !=, estimated.size.height);
  g_assert_cmpfloat (rc->item.bounds.size.height, ==, 180);
  g_assert_cmpfloat (rc->item.bounds.origin.x, ==, 800);
  /* Once. */
  g_assert_false (flow_gtk_layout_calibrate (layout, ra));
}

static void
test_layout_getters (Fixture       *fixture,
                     gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  g_autoptr(FlowSink) late = flow_sink_new ("late", G_TYPE_DOUBLE);
  FlowGtkLayoutStats before, after;
  FlowNode *a, *b;
  FlowGtkNodeRecord *rb;
  graphene_point_t point, last;
  graphene_rect_t bounds;

  g_test_summary ("Getters change nothing: a dock added after the record "
                  "was made is taken in by the graph's event, and a wire "
                  "reaching it finds it there.");

  a = add_node (fixture->graph, "A", 0, 0);
  b = add_node (fixture->graph, "B", 400, 0);
  flow_gtk_layout_set_graph (layout, fixture->graph);
  rb = flow_gtk_layout_lookup_node (layout, b);
  flow_node_add_dock (b, FLOW_DOCK (late));
  g_assert_cmpuint (rb->n_anchors, ==, 4);
  bounds = rb->item.bounds;

  reset_counts (fixture);
  flow_gtk_layout_get_stats (layout, &before);
  g_assert_true (flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (late), &point));
  flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (flow_node_get_sink (b, "b")), &last);
  flow_gtk_layout_get_bounds (layout, &bounds);
  flow_gtk_layout_pick_node (layout, &point);
  flow_gtk_layout_get_stats (layout, &after);

  /* Below the last row it had. */
  g_assert_cmpfloat (point.x, ==, 400);
  g_assert_cmpfloat (point.y, >, last.y);
  g_assert_cmpuint (rb->n_anchors, ==, 4);
  g_assert_cmpuint (after.records_estimated, ==, before.records_estimated);
  g_assert_cmpuint (fixture->node_damaged + fixture->node_moved + fixture->geometry_changed, ==, 0);

  /* A wire to it: the record has the dock already. */
  connect (fixture->graph, a, b, "late");
  g_assert_cmpuint (rb->n_anchors, ==, 4);
  g_assert_cmpuint (fixture->node_added, ==, 0);
  g_assert_cmpfloat (rb->item.bounds.size.height, ==, bounds.size.height);
  flow_gtk_layout_get_anchor (layout, rb, FLOW_DOCK (late), &last);
  g_assert_true (graphene_point_equal (&point, &last));
}

static void
test_layout_piled_up (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(FlowGraph) graph = bench_build_layered_graph (20000);
  g_autoptr(FlowGtkLayout) layout = flow_gtk_layout_new (&callbacks, fixture);
  FlowGtkLayoutStats before, after;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  g_autofree double *x = g_new (double, n);
  g_autofree double *y = g_new (double, n);

  g_test_summary ("Nodes that all start at one point and are placed one by "
                  "one, with the layout attached: each move touches its own "
                  "record and wires only.");

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      x[i] = flow_node_get_x (node) + 1;
      y[i] = flow_node_get_y (node) + 1;
      flow_node_set_position (node, 0, 0);
    }

  flow_gtk_layout_set_graph (layout, graph);
  flow_gtk_layout_get_stats (layout, &before);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      flow_node_set_position (node, x[i], y[i]);
    }
  flow_gtk_layout_get_stats (layout, &after);

  g_assert_cmpuint (after.node_records_visited - before.node_records_visited, ==, n);
  /* Each wire follows each of its two ends once. */
  g_assert_cmpuint (after.wires_updated - before.wires_updated, ==,
                    2 * bench_layered_graph_n_connections (n));
}

static void
test_layout_bounds_from_empty (Fixture       *fixture,
                               gconstpointer  data)
{
  FlowGtkLayout *layout = fixture->layout;
  g_autoptr(FlowNode) frame = NULL;
  FlowNode *a;
  graphene_rect_t bounds, node_bounds;

  g_test_summary ("The bounds of a graph that was empty are those of what came into "
                  "it, not stretched to the canvas origin.");

  flow_gtk_layout_set_graph (layout, fixture->graph);
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 0);

  a = add_node (fixture->graph, "A", 5000, 3000);
  node_bounds = flow_gtk_layout_lookup_node (layout, a)->item.bounds;
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_true (graphene_rect_equal (&bounds, &node_bounds));

  /* Emptied, then a frame: its size comes from the model. */
  flow_graph_remove_node (fixture->graph, a);
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 0);
  frame = flow_frame_new ();
  flow_node_set_position (frame, -4000, 2500);
  flow_graph_add_node (fixture->graph, frame);
  node_bounds = flow_gtk_layout_lookup_node (layout, frame)->item.bounds;
  flow_gtk_layout_get_bounds (layout, &bounds);
  g_assert_true (graphene_rect_equal (&bounds, &node_bounds));
  g_assert_cmpfloat (bounds.origin.x, ==, -4000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/flow-gtk/layout/records", Fixture, NULL,
              fixture_setup, test_layout_records, fixture_teardown);
  g_test_add ("/flow-gtk/layout/batch", Fixture, NULL,
              fixture_setup, test_layout_batch, fixture_teardown);
  g_test_add ("/flow-gtk/layout/move", Fixture, NULL,
              fixture_setup, test_layout_move, fixture_teardown);
  g_test_add ("/flow-gtk/layout/renamed", Fixture, NULL,
              fixture_setup, test_layout_renamed, fixture_teardown);
  g_test_add ("/flow-gtk/layout/pick", Fixture, NULL,
              fixture_setup, test_layout_pick, fixture_teardown);
  g_test_add ("/flow-gtk/layout/docks-changed", Fixture, NULL,
              fixture_setup, test_layout_docks_changed, fixture_teardown);
  g_test_add ("/flow-gtk/layout/measured", Fixture, NULL,
              fixture_setup, test_layout_measured, fixture_teardown);
  g_test_add ("/flow-gtk/layout/getters", Fixture, NULL,
              fixture_setup, test_layout_getters, fixture_teardown);
  g_test_add ("/flow-gtk/layout/piled-up", Fixture, NULL,
              fixture_setup, test_layout_piled_up, fixture_teardown);
  g_test_add ("/flow-gtk/layout/bounds-from-empty", Fixture, NULL,
              fixture_setup, test_layout_bounds_from_empty, fixture_teardown);

  return g_test_run ();
}

/* flow-gtk-layout.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-layout-private.h"

#include <math.h>
#include <string.h>

/* FlowGtkLayout: where everything of a graph is on the canvas. It owns
 * the records of the view, one per node and one per connection: a node's
 * rectangle and the anchors of its docks (measured on a widget once the
 * node was shown, estimated until then), a wire's curve, the spatial
 * indices over both, the bounds of the graph, and the questions asked of
 * them (which node, dock or wire is at a point, what lies in a
 * rectangle). It observes the graph and keeps the records in step with
 * it, and tells the view what changed through callbacks: it needs no
 * display, draws nothing and holds no widget, so it is tested without
 * one.
 *
 * Records mirror the graph's two lists, position for position, and are
 * updated from their `items-changed`; node moves arrive through the
 * graph's single `node-changed` signal, so the layout connects no handler
 * per node. Work per change is proportional to the records it touches.
 *
 * Its getters change nothing. A node that gained a dock since its record
 * was made has no anchor for it: the anchor is estimated on the fly, and
 * the record catches up when a wire reaches the dock or when a widget of
 * the node is measured.
 */

#define CELL_SIZE    512.0
#define MAX_CELLS    256
#define WIRE_MARGIN  4.0    /* canvas units added around curves */

/* How nodes never measured are estimated: the default node widget's
 * width, header, rows and bottom padding, from the first measured.
 */
typedef struct
{
  double   width;
  double   header;
  double   row;
  double   padding;
  gboolean calibrated;
} Metrics;

struct _FlowGtkLayout
{
  FlowGtkLayoutCallbacks  callbacks;
  gpointer                user_data;

  FlowGraph              *graph;

  /* Records mirror the graph's lists, position for position. */
  GPtrArray              *nodes;
  GPtrArray              *wires;
  GHashTable             *node_map;
  GHashTable             *wire_map;
  FlowGtkSpatial         *node_index;
  FlowGtkSpatial         *wire_index;

  Metrics                 metrics;
  /* How many records are of frames: none, and nothing looks for them;
   * how many are hidden in collapsed frames.
   */
  guint                   n_frames;
  guint                   n_hidden;
  guint                   n_collapsed;
  graphene_rect_t         bounds;
  gboolean                bounds_valid;
  /* Counts changes of measured node geometry. */
  guint                   geometry_serial;

  /* While records are held (flow_gtk_layout_hold_records ()), those of
   * nodes that leave are kept here, retired, rather than freed.
   */
  guint                   record_holds;
  GPtrArray              *retired;

  FlowGtkLayoutStats      stats;
};

/* Anchors */

static void
anchors_clear (FlowGtkNodeRecord *record)
{
  for (guint i = 0; i < record->n_anchors; i++)
    g_object_unref (record->anchors[i].dock);
  g_clear_pointer (&record->anchors, g_free);
  record->n_anchors = 0;
}

/* Where the metrics put the anchor of the @k-th dock (sources first). */
static void
estimate_anchor (const Metrics    *m,
                 gboolean          source,
                 guint             k,
                 graphene_point_t *point)
{
  *point = GRAPHENE_POINT_INIT (source ? m->width : 0, m->header + (k + 0.5) * m->row);
}

/* Fills the record's size and anchors from the metrics. */
static void
estimate_geometry (FlowGtkLayout     *self,
                   FlowGtkNodeRecord *record)
{
  GListModel *sources = flow_node_get_sources (record->node);
  GListModel *sinks = flow_node_get_sinks (record->node);
  guint n_sources = g_list_model_get_n_items (sources);
  guint n_sinks = g_list_model_get_n_items (sinks);
  const Metrics *m = &self->metrics;
  guint k = 0;

  self->stats.records_estimated++;

  anchors_clear (record);

  record->n_anchors = n_sources + n_sinks;
  record->anchors = g_new (FlowGtkAnchor, record->n_anchors);

  for (guint i = 0; i < n_sources; i++, k++)
    {
      record->anchors[k].dock = g_list_model_get_item (sources, i);
      estimate_anchor (m, TRUE, k, &record->anchors[k].point);
    }

  for (guint i = 0; i < n_sinks; i++, k++)
    {
      record->anchors[k].dock = g_list_model_get_item (sinks, i);
      estimate_anchor (m, FALSE, k, &record->anchors[k].point);
    }

  /* A frame is as large as its model says; its widget follows. */
  if (FLOW_IS_FRAME (record->node))
    {
      FlowFrame *frame = FLOW_FRAME (record->node);

      record->item.bounds.size.width = flow_frame_get_width (frame);
      record->item.bounds.size.height = flow_frame_get_collapsed (frame)
                                        ? m->header : flow_frame_get_height (frame);
    }
  else
    {
      record->item.bounds.size.width = m->width;
      record->item.bounds.size.height = m->header + record->n_anchors * m->row + m->padding;
    }
  record->measured = FALSE;
}

static const FlowGtkAnchor *
find_anchor (FlowGtkNodeRecord *record,
             FlowDock          *dock)
{
  for (guint i = 0; i < record->n_anchors; i++)
    if (record->anchors[i].dock == dock)
      return &record->anchors[i];

  return NULL;
}

/* Whether the record has an anchor for each dock of its node. */
static gboolean
anchors_complete (FlowGtkNodeRecord *record)
{
  return g_list_model_get_n_items (flow_node_get_sources (record->node)) +
         g_list_model_get_n_items (flow_node_get_sinks (record->node)) == record->n_anchors;
}

/* Records */

static void
node_damaged (FlowGtkLayout     *self,
              FlowGtkNodeRecord *record)
{
  self->callbacks.node_damaged (record, &record->item.bounds, self->user_data);
}

static void node_record_set_bounds (FlowGtkLayout         *self,
                                    FlowGtkNodeRecord     *record,
                                    const graphene_rect_t *bounds);

/* Estimates the record again when its node's docks changed, keeping its
 * position: an event handler's work, never a getter's.
 */
static void
estimate_again (FlowGtkLayout     *self,
                FlowGtkNodeRecord *record)
{
  graphene_rect_t bounds = record->item.bounds;

  node_damaged (self, record);
  estimate_geometry (self, record);
  bounds.size = record->item.bounds.size;
  record->item.bounds.size = GRAPHENE_SIZE_INIT (-1, -1);
  node_record_set_bounds (self, record, &bounds);
  self->callbacks.node_added (record, self->user_data);
}

static void
refresh_anchors (FlowGtkLayout     *self,
                 FlowGtkNodeRecord *record)
{
  if (!anchors_complete (record))
    estimate_again (self, record);
}

static FlowGtkNodeRecord *
node_record_new (FlowGtkLayout *self,
                 FlowNode      *node)
{
  FlowGtkNodeRecord *record = g_new0 (FlowGtkNodeRecord, 1);

  record->node = g_object_ref (node);
  if (FLOW_IS_FRAME (node))
    {
      self->n_frames++;
      record->counted_collapsed = flow_frame_get_collapsed (FLOW_FRAME (node));
      self->n_collapsed += record->counted_collapsed;
    }
  record->item.bounds.origin.x = flow_node_get_x (node);
  record->item.bounds.origin.y = flow_node_get_y (node);
  estimate_geometry (self, record);

  flow_gtk_spatial_insert (self->node_index, &record->item);
  g_hash_table_insert (self->node_map, node, record);
  self->callbacks.node_added (record, self->user_data);

  return record;
}

static FlowGtkNodeRecord *
ensure_record (FlowGtkLayout *self,
               FlowNode      *node)
{
  FlowGtkNodeRecord *record = g_hash_table_lookup (self->node_map, node);

  if (record == NULL)
    record = node_record_new (self, node);

  return record;
}

static void
node_record_free (FlowGtkLayout     *self,
                  FlowGtkNodeRecord *record)
{
  g_assert (record->n_wires == 0);

  self->callbacks.node_removed (record, self->user_data);
  node_damaged (self, record);

  if (record->item.indexed)
    flow_gtk_spatial_remove (self->node_index, &record->item);

  g_hash_table_remove (self->node_map, record->node);
  if (FLOW_IS_FRAME (record->node))
    self->n_frames--;
  self->n_collapsed -= record->counted_collapsed;
  if (record->collapsed_into != NULL)
    self->n_hidden--;
  /* Nothing stays hidden in a frame that goes. */
  if (FLOW_IS_FRAME (record->node) && self->n_hidden > 0)
    for (guint i = 0; i < self->nodes->len; i++)
      {
        FlowGtkNodeRecord *other = g_ptr_array_index (self->nodes, i);

        if (other != NULL && other->collapsed_into == record)
          flow_gtk_layout_set_collapsed_into (self, other, NULL);
      }
  anchors_clear (record);
  g_clear_pointer (&record->wires, g_free);
  record->wires_size = 0;

  if (self->record_holds > 0)
    {
      record->retired = TRUE;
      g_ptr_array_add (self->retired, record);
      return;
    }

  g_object_unref (record->node);
  g_free (record);
}

/* Keeps the memory of records whose nodes leave, retired, until the
 * matching flow_gtk_layout_release_records (): around application code
 * that may change the graph (a node factory's ::bind) while its caller
 * holds records.
 */
void
flow_gtk_layout_hold_records (FlowGtkLayout *self)
{
  self->record_holds++;
}

void
flow_gtk_layout_release_records (FlowGtkLayout *self)
{
  g_return_if_fail (self->record_holds > 0);

  if (--self->record_holds > 0)
    return;

  for (guint i = 0; i < self->retired->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->retired, i);

      g_object_unref (record->node);
      g_free (record);
    }
  g_ptr_array_set_size (self->retired, 0);
}

static void
record_add_wire (FlowGtkNodeRecord *record,
                 FlowGtkWireRecord *wire)
{
  if (record->n_wires == record->wires_size)
    {
      record->wires_size = MAX (4, record->wires_size * 2);
      record->wires = g_renew (FlowGtkWireRecord *, record->wires, record->wires_size);
    }

  record->wires[record->n_wires++] = wire;
}

static void
record_remove_wire (FlowGtkNodeRecord *record,
                    FlowGtkWireRecord *wire)
{
  for (guint i = 0; i < record->n_wires; i++)
    {
      if (record->wires[i] == wire)
        {
          record->wires[i] = record->wires[--record->n_wires];
          return;
        }
    }

  g_assert_not_reached ();
}

/* Recomputes a wire's curve from its ends; returns TRUE if it moved. */
static gboolean
wire_compute (FlowGtkLayout     *self,
              FlowGtkWireRecord *wire,
              graphene_rect_t   *bounds)
{
  graphene_point_t from, to;
  FlowGtkBezier curve;
  int from_facing = 1, to_facing = 1;

  /* An end hidden in a collapsed frame is at the frame's title bar. Each
   * end leaves its node outwards, wherever the node widget put its dock.
   */
  if (flow_gtk_layout_get_anchor (self, wire->source, wire->source_dock, &from))
    from_facing = flow_gtk_wire_facing (&wire->source->item.bounds, &from, TRUE);
  else
    from = wire->source->item.bounds.origin;
  if (flow_gtk_layout_get_anchor (self, wire->sink, wire->sink_dock, &to))
    to_facing = flow_gtk_wire_facing (&wire->sink->item.bounds, &to, FALSE);
  else
    to = wire->sink->item.bounds.origin;

  flow_gtk_wire_compute_facing (&from, from_facing, &to, to_facing, &curve);
  flow_gtk_bezier_get_bounds (&curve, bounds);
  graphene_rect_inset (bounds, -WIRE_MARGIN, -WIRE_MARGIN);

  if (memcmp (&curve, &wire->curve, sizeof curve) == 0 && wire->item.indexed)
    return FALSE;

  wire->curve = curve;
  return TRUE;
}

static void
wire_update (FlowGtkLayout     *self,
             FlowGtkWireRecord *wire)
{
  graphene_rect_t old_bounds = wire->item.bounds;
  graphene_rect_t bounds;

  self->stats.wires_updated++;

  if (!wire_compute (self, wire, &bounds))
    return;

  self->callbacks.wire_damaged (wire, &old_bounds, self->user_data);
  flow_gtk_spatial_update (self->wire_index, &wire->item, &bounds);
  self->callbacks.wire_damaged (wire, &bounds, self->user_data);
}

static FlowGtkWireRecord *
wire_record_new (FlowGtkLayout  *self,
                 FlowConnection *connection)
{
  FlowGtkWireRecord *wire = g_new0 (FlowGtkWireRecord, 1);
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
  graphene_rect_t bounds;

  wire->connection = g_object_ref (connection);
  wire->source_dock = source;
  wire->sink_dock = sink;
  wire->source = ensure_record (self, flow_dock_get_node (source));
  wire->sink = ensure_record (self, flow_dock_get_node (sink));

  /* A dock added since its node's record was made. */
  if (find_anchor (wire->source, source) == NULL)
    refresh_anchors (self, wire->source);
  if (find_anchor (wire->sink, sink) == NULL)
    refresh_anchors (self, wire->sink);

  record_add_wire (wire->source, wire);
  record_add_wire (wire->sink, wire);

  wire_compute (self, wire, &bounds);
  wire->item.bounds = bounds;
  flow_gtk_spatial_insert (self->wire_index, &wire->item);
  g_hash_table_insert (self->wire_map, connection, wire);

  self->callbacks.wire_added (wire, self->user_data);
  self->callbacks.wire_damaged (wire, &bounds, self->user_data);

  return wire;
}

static void
wire_record_free (FlowGtkLayout     *self,
                  FlowGtkWireRecord *wire)
{
  self->callbacks.wire_removed (wire, self->user_data);
  self->callbacks.wire_damaged (wire, &wire->item.bounds, self->user_data);

  flow_gtk_spatial_remove (self->wire_index, &wire->item);
  record_remove_wire (wire->source, wire);
  record_remove_wire (wire->sink, wire);
  g_hash_table_remove (self->wire_map, wire->connection);
  g_object_unref (wire->connection);
  g_free (wire);
}

static void
node_record_refresh_wires (FlowGtkLayout     *self,
                           FlowGtkNodeRecord *record)
{
  for (guint i = 0; i < record->n_wires; i++)
    wire_update (self, record->wires[i]);
}

static void
grow_bounds (FlowGtkLayout         *self,
             const graphene_rect_t *rect)
{
  if (!self->bounds_valid)
    return;

  graphene_rect_union (&self->bounds, rect, &self->bounds);
}

/* Moves a record to new canvas bounds, with everything that depends on
 * them. Work is proportional to the node's own wires.
 */
static void
node_record_set_bounds (FlowGtkLayout         *self,
                        FlowGtkNodeRecord     *record,
                        const graphene_rect_t *bounds)
{
  if (graphene_rect_equal (&record->item.bounds, bounds))
    return;

  self->stats.node_records_visited++;

  node_damaged (self, record);
  flow_gtk_spatial_update (self->node_index, &record->item, bounds);
  node_damaged (self, record);

  /* A node that moved inward leaves the old bounds too large; a node that
   * moved outward grows them.
   */
  self->bounds_valid = FALSE;

  node_record_refresh_wires (self, record);

  /* The wires of the nodes hidden in a collapsed frame end at its title
   * bar.
   */
  if (self->n_hidden > 0 && FLOW_IS_FRAME (record->node))
    for (guint i = 0; i < self->nodes->len; i++)
      {
        FlowGtkNodeRecord *other = g_ptr_array_index (self->nodes, i);

        if (other != NULL && other->collapsed_into == record)
          node_record_refresh_wires (self, other);
      }

  self->callbacks.node_moved (record, self->user_data);
}

/* Graph observers */

/* Makes room for a change of @removed items at @position replaced by
 * @added ones in a records array; the new slots are left to the caller.
 */
static void
splice_records (GPtrArray *array,
                guint      position,
                guint      removed,
                guint      added)
{
  guint old_len = array->len;

  if (added > removed)
    {
      g_ptr_array_set_size (array, old_len + added - removed);
      memmove (array->pdata + position + added,
               array->pdata + position + removed,
               (old_len - position - removed) * sizeof (gpointer));
    }
  else if (removed > added)
    {
      memmove (array->pdata + position + added,
               array->pdata + position + removed,
               (old_len - position - removed) * sizeof (gpointer));
      g_ptr_array_set_size (array, old_len - removed + added);
    }
}

/* A batch reports its changes as one range, which may "remove" and "add"
 * again items that stayed: records of removed items are kept until the
 * added items are known, reused if their item is among them, and freed
 * otherwise.
 */
static void
nodes_changed_cb (FlowGtkLayout *self,
                  guint          position,
                  guint          removed,
                  guint          added,
                  GListModel    *model)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_sized_new (removed);

  g_assert (position + removed <= self->nodes->len);

  for (guint i = position; i < position + removed; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (self->nodes, i);

      record->placed = FALSE;
      g_ptr_array_add (gone, record);
    }

  splice_records (self->nodes, position, removed, added);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (model, position + i);
      FlowGtkNodeRecord *record = ensure_record (self, node);

      record->placed = TRUE;
      g_ptr_array_index (self->nodes, position + i) = record;
      grow_bounds (self, &record->item.bounds);
      node_damaged (self, record);
    }

  for (guint i = 0; i < gone->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (gone, i);

      if (record->placed)
        continue;

      /* The graph removes connections before their nodes and reports them
       * first; a wire left here would be a bug, but must not crash.
       */
      while (record->n_wires > 0)
        {
          FlowGtkWireRecord *wire = record->wires[0];
          guint wpos;

          if (g_ptr_array_find (self->wires, wire, &wpos))
            g_ptr_array_remove_index (self->wires, wpos);
          wire_record_free (self, wire);
        }

      node_record_free (self, record);
    }

  for (guint i = position; i < (removed != added ? self->nodes->len : position + added); i++)
    ((FlowGtkNodeRecord *)g_ptr_array_index (self->nodes, i))->position = i;

  if (removed > 0)
    self->bounds_valid = FALSE;

  self->callbacks.nodes_changed (self->user_data);
}

static void
connections_changed_cb (FlowGtkLayout *self,
                        guint          position,
                        guint          removed,
                        guint          added,
                        GListModel    *model)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_sized_new (removed);

  g_assert (position + removed <= self->wires->len);

  /* As nodes_changed_cb (): a wire of the removed range found again
   * among the added is kept, marked rather than looked for in the list
   * (a batch over most of a large graph removes and adds again most of
   * its wires).
   */
  for (guint i = position; i < position + removed; i++)
    {
      FlowGtkWireRecord *wire = g_ptr_array_index (self->wires, i);

      wire->gone = TRUE;
      g_ptr_array_add (gone, wire);
    }

  splice_records (self->wires, position, removed, added);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (model, position + i);
      FlowGtkWireRecord *wire = g_hash_table_lookup (self->wire_map, connection);

      if (wire != NULL)
        wire->gone = FALSE;
      else
        wire = wire_record_new (self, connection);

      g_ptr_array_index (self->wires, position + i) = wire;
    }

  for (guint i = 0; i < gone->len; i++)
    {
      FlowGtkWireRecord *wire = g_ptr_array_index (gone, i);

      if (wire->gone)
        wire_record_free (self, wire);
    }
}

static void
dock_described_cb (FlowGtkLayout *self,
                   FlowDock      *dock,
                   GParamSpec    *pspec)
{
  self->callbacks.dock_described (dock, g_str_equal (pspec->name, "label"), self->user_data);
}

/* A node gained or lost a dock: estimated again at once, so that a node
 * without a widget (zoomed out, out of sight) is drawn, picked and
 * bounded at its new size; a widget measures it again when it has one.
 * Waiting for a wire or a widget left a node shown zoomed out with the
 * rows of docks it no longer had.
 */
static void
node_docks_changed_cb (FlowGtkLayout *self,
                       FlowNode      *node,
                       FlowGraph     *graph)
{
  FlowGtkNodeRecord *record = g_hash_table_lookup (self->node_map, node);

  if (record != NULL && !FLOW_IS_FRAME (node))
    estimate_again (self, record);
}

static void
node_changed_cb (FlowGtkLayout *self,
                 FlowNode      *node,
                 GParamSpec    *pspec,
                 FlowGraph     *graph)
{
  FlowGtkNodeRecord *record = g_hash_table_lookup (self->node_map, node);
  const char *name = g_param_spec_get_name (pspec);

  if (record == NULL)
    return;

  if (g_str_equal (name, "x") || g_str_equal (name, "y"))
    {
      graphene_rect_t bounds = record->item.bounds;

      bounds.origin.x = flow_node_get_x (node);
      bounds.origin.y = flow_node_get_y (node);
      node_record_set_bounds (self, record, &bounds);
      grow_bounds (self, &bounds);
    }
  else if (g_str_equal (name, "state") || g_str_equal (name, "missing-input") ||
           (g_str_equal (name, "color") && FLOW_IS_FRAME (node)))
    {
      node_damaged (self, record);
    }
  else if ((g_str_equal (name, "width") || g_str_equal (name, "height") ||
            g_str_equal (name, "collapsed")) && FLOW_IS_FRAME (node))
    {
      /* Estimated at the new size, measured again on its widget. */
      graphene_rect_t bounds = record->item.bounds;
      gboolean collapsed = flow_frame_get_collapsed (FLOW_FRAME (node));

      self->n_collapsed += collapsed - record->counted_collapsed;
      record->counted_collapsed = collapsed;

      bounds.size.width = flow_frame_get_width (FLOW_FRAME (node));
      bounds.size.height = flow_frame_get_collapsed (FLOW_FRAME (node))
                           ? self->metrics.header : flow_frame_get_height (FLOW_FRAME (node));
      record->measured = FALSE;
      node_record_set_bounds (self, record, &bounds);
      grow_bounds (self, &bounds);
    }
  else if (g_str_equal (name, "title"))
    {
      self->callbacks.node_renamed (record, self->user_data);
    }
  else if (g_str_equal (name, "value-type") && FLOW_IS_REROUTE (node))
    {
      /* The wires leaving a reroute take the colour of what feeds it. */
      for (guint i = 0; i < record->n_wires; i++)
        if (record->wires[i]->source == record)
          self->callbacks.wire_damaged (record->wires[i], &record->wires[i]->item.bounds,
                                        self->user_data);
    }
}

static void
clear_records (FlowGtkLayout *self)
{
  for (guint i = 0; i < self->wires->len; i++)
    wire_record_free (self, g_ptr_array_index (self->wires, i));
  g_ptr_array_set_size (self->wires, 0);

  for (guint i = 0; i < self->nodes->len; i++)
    node_record_free (self, g_ptr_array_index (self->nodes, i));
  g_ptr_array_set_size (self->nodes, 0);

  /* Records made ahead of their node's list change, if any. */
  if (g_hash_table_size (self->node_map) > 0)
    {
      GList *rest = g_hash_table_get_values (self->node_map);

      for (GList *l = rest; l != NULL; l = l->next)
        node_record_free (self, l->data);
      g_list_free (rest);
    }

  self->bounds_valid = FALSE;
}

/* Public */

/*
 * flow_gtk_layout_new:
 * @callbacks: what to tell of changes; every member is set
 * @user_data: passed to the callbacks
 *
 * Returns: (transfer full): a layout of no graph
 */
FlowGtkLayout *
flow_gtk_layout_new (const FlowGtkLayoutCallbacks *callbacks,
                     gpointer                      user_data)
{
  FlowGtkLayout *self = g_new0 (FlowGtkLayout, 1);

  self->callbacks = *callbacks;
  self->user_data = user_data;
  self->nodes = g_ptr_array_new ();
  self->wires = g_ptr_array_new ();
  self->retired = g_ptr_array_new ();
  self->node_map = g_hash_table_new (NULL, NULL);
  self->wire_map = g_hash_table_new (NULL, NULL);
  self->node_index = flow_gtk_spatial_new (CELL_SIZE, MAX_CELLS);
  self->wire_index = flow_gtk_spatial_new (CELL_SIZE, MAX_CELLS);

  /* Those of the default node widget in the default theme. */
  self->metrics = (Metrics) { 180, 34, 30, 8, FALSE };

  return self;
}

void
flow_gtk_layout_free (FlowGtkLayout *self)
{
  if (self == NULL)
    return;

  flow_gtk_layout_set_graph (self, NULL);

  g_assert (self->record_holds == 0);
  g_ptr_array_unref (self->retired);
  g_ptr_array_unref (self->nodes);
  g_ptr_array_unref (self->wires);
  g_hash_table_unref (self->node_map);
  g_hash_table_unref (self->wire_map);
  flow_gtk_spatial_free (self->node_index);
  flow_gtk_spatial_free (self->wire_index);
  g_free (self);
}

/* Sends what the layout tells of changes elsewhere from now on: a view
 * sets a layout aside, still following its graph, and takes it back.
 */
void
flow_gtk_layout_set_callbacks (FlowGtkLayout                *self,
                               const FlowGtkLayoutCallbacks *callbacks,
                               gpointer                      user_data)
{
  self->callbacks = *callbacks;
  self->user_data = user_data;
}

/* Calls the callbacks that say a record goes for every record, and keeps
 * them: whoever holds records of the layout lets go of them, before the
 * layout is set aside.
 */
void
flow_gtk_layout_report_removed (FlowGtkLayout *self)
{
  for (guint i = 0; i < self->wires->len; i++)
    self->callbacks.wire_removed (g_ptr_array_index (self->wires, i), self->user_data);

  for (guint i = 0; i < self->nodes->len; i++)
    self->callbacks.node_removed (g_ptr_array_index (self->nodes, i), self->user_data);
}

/* Makes records for every node and connection of @graph and follows it;
 * the records of the previous graph go, each with its callbacks.
 */
void
flow_gtk_layout_set_graph (FlowGtkLayout *self,
                           FlowGraph     *graph)
{
  GListModel *connections;
  guint n;

  if (self->graph == graph)
    return;

  if (self->graph != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->graph, self);
      g_signal_handlers_disconnect_by_data (flow_graph_get_connections (self->graph), self);
      clear_records (self);
      g_clear_object (&self->graph);
    }

  if (graph == NULL)
    return;

  self->graph = g_object_ref (graph);

  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  if (n > 0)
    nodes_changed_cb (self, 0, 0, n, G_LIST_MODEL (graph));

  connections = flow_graph_get_connections (graph);
  n = g_list_model_get_n_items (connections);
  if (n > 0)
    connections_changed_cb (self, 0, 0, n, connections);

  g_signal_connect_swapped (graph, "items-changed",
                            G_CALLBACK (nodes_changed_cb), self);
  g_signal_connect_swapped (connections, "items-changed",
                            G_CALLBACK (connections_changed_cb), self);
  g_signal_connect_swapped (graph, "node-changed",
                            G_CALLBACK (node_changed_cb), self);
  g_signal_connect_swapped (graph, "node-docks-changed",
                            G_CALLBACK (node_docks_changed_cb), self);
  g_signal_connect_swapped (graph, "dock-changed::label",
                            G_CALLBACK (dock_described_cb), self);
  g_signal_connect_swapped (graph, "dock-changed::description",
                            G_CALLBACK (dock_described_cb), self);
}

FlowGraph *
flow_gtk_layout_get_graph (FlowGtkLayout *self)
{
  return self->graph;
}

guint
flow_gtk_layout_get_n_nodes (FlowGtkLayout *self)
{
  return self->nodes->len;
}

/* The record of the node at @position of the graph. */
FlowGtkNodeRecord *
flow_gtk_layout_get_node (FlowGtkLayout *self,
                          guint          position)
{
  g_return_val_if_fail (position < self->nodes->len, NULL);

  return g_ptr_array_index (self->nodes, position);
}

FlowGtkNodeRecord *
flow_gtk_layout_lookup_node (FlowGtkLayout *self,
                             FlowNode      *node)
{
  return g_hash_table_lookup (self->node_map, node);
}

guint
flow_gtk_layout_get_n_wires (FlowGtkLayout *self)
{
  return self->wires->len;
}

FlowGtkWireRecord *
flow_gtk_layout_get_wire (FlowGtkLayout *self,
                          guint          position)
{
  g_return_val_if_fail (position < self->wires->len, NULL);

  return g_ptr_array_index (self->wires, position);
}

FlowGtkWireRecord *
flow_gtk_layout_lookup_wire (FlowGtkLayout  *self,
                             FlowConnection *connection)
{
  return g_hash_table_lookup (self->wire_map, connection);
}

/* Where wires end at @dock, a dock of @record's node, in canvas units.
 * A dock added since the record was made is estimated on the spot; the
 * record stays as it is. A node hidden in a collapsed frame has its
 * docks at the frame's title bar: outputs at its trailing end, inputs at
 * its leading end. Returns FALSE if @dock is not the node's.
 */
gboolean
flow_gtk_layout_get_anchor (FlowGtkLayout     *self,
                            FlowGtkNodeRecord *record,
                            FlowDock          *dock,
                            graphene_point_t  *point)
{
  const FlowGtkAnchor *anchor = find_anchor (record, dock);
  graphene_point_t estimate;
  GListModel *sources;
  guint n_sources, k;

  if (record->collapsed_into != NULL && flow_dock_get_node (dock) == record->node)
    {
      const graphene_rect_t *bar = &record->collapsed_into->item.bounds;

      point->x = bar->origin.x + (FLOW_IS_SOURCE (dock) ? bar->size.width : 0);
      point->y = bar->origin.y + bar->size.height / 2;
      return TRUE;
    }

  if (anchor != NULL)
    {
      point->x = record->item.bounds.origin.x + anchor->point.x;
      point->y = record->item.bounds.origin.y + anchor->point.y;
      return TRUE;
    }

  if (flow_dock_get_node (dock) != record->node)
    return FALSE;

  sources = flow_node_get_sources (record->node);
  n_sources = g_list_model_get_n_items (sources);

  for (k = 0; k < n_sources; k++)
    {
      g_autoptr(FlowDock) other = g_list_model_get_item (sources, k);

      if (other == dock)
        break;
    }

  if (k == n_sources)
    {
      GListModel *sinks = flow_node_get_sinks (record->node);
      guint n_sinks = g_list_model_get_n_items (sinks);

      for (guint i = 0; i < n_sinks; i++, k++)
        {
          g_autoptr(FlowDock) other = g_list_model_get_item (sinks, i);

          if (other == dock)
            break;
        }
    }

  estimate_anchor (&self->metrics, FLOW_IS_SOURCE (dock), k, &estimate);
  point->x = record->item.bounds.origin.x + estimate.x;
  point->y = record->item.bounds.origin.y + estimate.y;

  return TRUE;
}

/* The height of a node's header, for drawing node boxes. */
double
flow_gtk_layout_get_header_height (FlowGtkLayout *self)
{
  return self->metrics.header;
}

/* The rectangle, in canvas units, that holds every node; empty at the
 * origin without nodes.
 *
 * Implementation notes: the bounds grow as nodes are added or move
 * outward; a node that moved inward or went away makes them stale, and
 * the next call walks the records. Keeping them exact at every move
 * would need the extremes of every side kept in order, for a question
 * that is asked when zooming to fit and drawing an overview, both of
 * which see every node anyway.
 */
void
flow_gtk_layout_get_bounds (FlowGtkLayout   *self,
                            graphene_rect_t *bounds)
{
  /* An empty graph has no bounds to keep: grown by the first node, an
   * empty rectangle at the origin would stretch to it.
   */
  if (self->nodes->len == 0)
    {
      graphene_rect_init (bounds, 0, 0, 0, 0);
      return;
    }

  if (!self->bounds_valid)
    {
      self->bounds = ((FlowGtkNodeRecord *)g_ptr_array_index (self->nodes, 0))->item.bounds;
      for (guint i = 1; i < self->nodes->len; i++)
        graphene_rect_union (&self->bounds,
                             &((FlowGtkNodeRecord *)g_ptr_array_index (self->nodes, i))->item.bounds,
                             &self->bounds);

      self->bounds_valid = TRUE;
    }

  *bounds = self->bounds;
}

/* Takes the size of a node widget showing @record's node, @width ×
 * @height canvas units, and the anchors of its docks from @anchor_func,
 * in node coordinates (mirrored already in right-to-left views). A record
 * whose node gained or lost docks is estimated again first.
 */
void
flow_gtk_layout_measured (FlowGtkLayout     *self,
                          FlowGtkNodeRecord *record,
                          double             width,
                          double             height,
                          FlowGtkAnchorFunc  anchor_func,
                          gpointer           user_data)
{
  graphene_rect_t bounds;
  gboolean changed = FALSE;

  if (record->measured &&
      record->item.bounds.size.width == width &&
      record->item.bounds.size.height == height)
    return;

  refresh_anchors (self, record);

  bounds = record->item.bounds;
  bounds.size = GRAPHENE_SIZE_INIT (width, height);

  for (guint i = 0; i < record->n_anchors; i++)
    {
      graphene_point_t p;

      if (!anchor_func (record->anchors[i].dock, &p, user_data))
        continue;

      if (!graphene_point_equal (&p, &record->anchors[i].point))
        {
          record->anchors[i].point = p;
          changed = TRUE;
        }
    }

  record->measured = TRUE;

  if (!graphene_rect_equal (&bounds, &record->item.bounds))
    {
      node_record_set_bounds (self, record, &bounds);
      changed = TRUE;
    }
  else if (changed)
    {
      node_record_refresh_wires (self, record);
    }

  if (changed)
    {
      self->geometry_serial++;
      self->callbacks.geometry_changed (self->user_data);
    }
}

/* Forgets that @record was measured: the next widget measures it again
 * even if its size is the same (its dock positions may not be).
 */
void
flow_gtk_layout_unmeasure (FlowGtkLayout     *self,
                           FlowGtkNodeRecord *record)
{
  record->measured = FALSE;
}

/* Shows @record at (@x, @y), canvas units, rather than at its node's
 * position: a frame of an animation. The model does not change; the
 * record goes back to the node's position when the node moves, or when
 * this is called with it.
 */
void
flow_gtk_layout_show_node_at (FlowGtkLayout     *self,
                              FlowGtkNodeRecord *record,
                              double             x,
                              double             y)
{
  graphene_rect_t bounds = record->item.bounds;

  bounds.origin = GRAPHENE_POINT_INIT (x, y);
  node_record_set_bounds (self, record, &bounds);
  grow_bounds (self, &bounds);
}

/* How many frames are collapsed. */
guint
flow_gtk_layout_get_n_collapsed (FlowGtkLayout *self)
{
  return self->n_collapsed;
}

/* How many records are hidden in collapsed frames. */
guint
flow_gtk_layout_get_n_hidden (FlowGtkLayout *self)
{
  return self->n_hidden;
}

/* Hides @record in the collapsed @frame, or shows it (@frame NULL): its
 * box and wires are drawn again, the wires to the frame's title bar.
 */
void
flow_gtk_layout_set_collapsed_into (FlowGtkLayout     *self,
                                    FlowGtkNodeRecord *record,
                                    FlowGtkNodeRecord *frame)
{
  if (record->collapsed_into == frame)
    return;

  node_damaged (self, record);
  if (record->collapsed_into == NULL)
    self->n_hidden++;
  else if (frame == NULL)
    self->n_hidden--;
  record->collapsed_into = frame;
  node_damaged (self, record);

  for (guint i = 0; i < record->n_wires; i++)
    {
      self->callbacks.wire_damaged (record->wires[i], &record->wires[i]->item.bounds, self->user_data);
      wire_update (self, record->wires[i]);
    }
}

/* How many nodes of the graph are frames. */
guint
flow_gtk_layout_get_n_frames (FlowGtkLayout *self)
{
  return self->n_frames;
}

/* Whether the estimates follow a measured node widget yet. */
gboolean
flow_gtk_layout_is_calibrated (FlowGtkLayout *self)
{
  return self->metrics.calibrated;
}

/* Takes the metrics of estimates from @record, measured on a default
 * node widget, once: estimates made with the defaults are made again
 * with them if they differ, which visits every node never measured (call
 * it from an event or a tick, not while allocating). Returns whether the
 * estimates changed.
 */
gboolean
flow_gtk_layout_calibrate (FlowGtkLayout     *self,
                           FlowGtkNodeRecord *record)
{
  const graphene_rect_t *b = &record->item.bounds;
  Metrics m;

  if (self->metrics.calibrated || !record->measured || record->n_anchors < 2)
    return FALSE;

  m.width = b->size.width;
  m.row = (record->anchors[record->n_anchors - 1].point.y - record->anchors[0].point.y) /
          (record->n_anchors - 1);
  m.header = record->anchors[0].point.y - m.row / 2;
  m.padding = b->size.height - m.header - record->n_anchors * m.row;
  m.calibrated = TRUE;

  if (m.row <= 0 || m.header < 0 || m.padding < 0)
    return FALSE;

  /* The defaults are those of the default node in the default theme: most
   * of the time nothing changes.
   */
  if (fabs (m.width - self->metrics.width) < 0.01 &&
      fabs (m.header - self->metrics.header) < 0.01 &&
      fabs (m.row - self->metrics.row) < 0.01 &&
      fabs (m.padding - self->metrics.padding) < 0.01)
    {
      self->metrics.calibrated = TRUE;
      return FALSE;
    }

  self->metrics = m;
  self->geometry_serial++;
  self->callbacks.geometry_changed (self->user_data);

  for (guint i = 0; i < self->nodes->len; i++)
    {
      FlowGtkNodeRecord *other = g_ptr_array_index (self->nodes, i);
      graphene_rect_t bounds;

      if (other->measured)
        continue;

      bounds = other->item.bounds;
      estimate_geometry (self, other);
      bounds.size = other->item.bounds.size;
      other->item.bounds.size = GRAPHENE_SIZE_INIT (-1, -1);
      node_record_set_bounds (self, other, &bounds);
    }

  return TRUE;
}

/* Queries, through the spatial indices only. */

typedef struct
{
  FlowGtkLayout         *self;
  FlowGtkNodeRecordFunc  func;
  gpointer               user_data;
} NodeQuery;

static gboolean
query_node_cb (FlowGtkSpatialItem *item,
               gpointer            user_data)
{
  NodeQuery *query = user_data;
  FlowGtkNodeRecord *record = (FlowGtkNodeRecord *)item;

  if (!record->placed)
    return TRUE;

  return query->func (record, query->user_data);
}

/* Calls @func for every node in the graph whose rectangle meets @area,
 * in no particular order, until it returns FALSE. Returns how many
 * records were visited.
 */
guint
flow_gtk_layout_query_nodes (FlowGtkLayout         *self,
                             const graphene_rect_t *area,
                             FlowGtkNodeRecordFunc  func,
                             gpointer               user_data)
{
  NodeQuery query = { self, func, user_data };
  guint visited;

  visited = flow_gtk_spatial_query (self->node_index, area, query_node_cb, &query);
  self->stats.node_records_visited += visited;

  return visited;
}

typedef struct
{
  FlowGtkLayout         *self;
  FlowGtkWireRecordFunc  func;
  gpointer               user_data;
} WireQuery;

static gboolean
query_wire_cb (FlowGtkSpatialItem *item,
               gpointer            user_data)
{
  WireQuery *query = user_data;

  return query->func ((FlowGtkWireRecord *)item, query->user_data);
}

/* Calls @func for every wire whose bounding box meets @area. */
guint
flow_gtk_layout_query_wires (FlowGtkLayout         *self,
                             const graphene_rect_t *area,
                             FlowGtkWireRecordFunc  func,
                             gpointer               user_data)
{
  WireQuery query = { self, func, user_data };
  guint visited;

  visited = flow_gtk_spatial_query (self->wire_index, area, query_wire_cb, &query);
  self->stats.wire_records_visited += visited;

  return visited;
}

typedef struct
{
  graphene_point_t   point;
  double             header;
  FlowGtkNodeRecord *best;
} PickNode;

static gboolean
pick_node_cb (FlowGtkNodeRecord *record,
              gpointer           user_data)
{
  PickNode *pick = user_data;
  gboolean frame = FLOW_IS_FRAME (record->node);

  if (record->collapsed_into != NULL ||
      !graphene_rect_contains_point (&record->item.bounds, &pick->point))
    return TRUE;

  /* A frame is taken by its title bar, and lies below every node. */
  if (frame && pick->point.y >= record->item.bounds.origin.y + pick->header)
    return TRUE;

  /* Later nodes are drawn above earlier ones. */
  if (pick->best == NULL ||
      (!frame && FLOW_IS_FRAME (pick->best->node)) ||
      (frame == FLOW_IS_FRAME (pick->best->node) && record->position > pick->best->position))
    pick->best = record;

  return TRUE;
}

/* The node drawn at @point (canvas units), the last in the graph's order
 * of those there.
 */
FlowGtkNodeRecord *
flow_gtk_layout_pick_node (FlowGtkLayout          *self,
                           const graphene_point_t *point)
{
  PickNode pick = { *point, self->metrics.header, NULL };
  graphene_rect_t rect = GRAPHENE_RECT_INIT (point->x, point->y, 0, 0);

  flow_gtk_layout_query_nodes (self, &rect, pick_node_cb, &pick);

  return pick.best;
}

typedef struct
{
  graphene_point_t  point;
  double            radius;
  FlowGtkDockKind   kind;
  FlowDock         *best;
  double            best_distance;
} PickDock;

static gboolean
pick_dock_cb (FlowGtkNodeRecord *record,
              gpointer           user_data)
{
  PickDock *pick = user_data;
  double radius = pick->radius;

  if (record->collapsed_into != NULL)
    return TRUE;

  /* A reroute is a knot hardly wider than the reach of its two dots
   * when zoomed out: inside it, the dots reach across its outer thirds
   * (less a tenth), and the middle is the knot's, to drag it by.
   */
  if (FLOW_IS_REROUTE (record->node) &&
      graphene_rect_contains_point (&record->item.bounds, &pick->point))
    radius = MIN (radius, record->item.bounds.size.width * 0.3);

  for (guint i = 0; i < record->n_anchors; i++)
    {
      const FlowGtkAnchor *a = &record->anchors[i];
      double dx = record->item.bounds.origin.x + a->point.x - pick->point.x;
      double dy = record->item.bounds.origin.y + a->point.y - pick->point.y;
      double d = sqrt (dx * dx + dy * dy);

      if ((pick->kind == FLOW_GTK_DOCK_KIND_SOURCE && !FLOW_IS_SOURCE (a->dock)) ||
          (pick->kind == FLOW_GTK_DOCK_KIND_SINK && !FLOW_IS_SINK (a->dock)))
        continue;

      if (d <= radius && d < pick->best_distance)
        {
          pick->best = a->dock;
          pick->best_distance = d;
        }
    }

  return TRUE;
}

/* The dock of @kind nearest @point within @radius, canvas units. */
FlowDock *
flow_gtk_layout_pick_dock (FlowGtkLayout          *self,
                           const graphene_point_t *point,
                           double                  radius,
                           FlowGtkDockKind         kind)
{
  PickDock pick = { *point, radius, kind, NULL, G_MAXDOUBLE };
  graphene_rect_t rect;

  graphene_rect_init (&rect, point->x - radius, point->y - radius, 2 * radius, 2 * radius);
  flow_gtk_layout_query_nodes (self, &rect, pick_dock_cb, &pick);

  return pick.best;
}

typedef struct
{
  graphene_point_t   point;
  double             tolerance;
  FlowGtkWireRecord *best;
  double             best_distance;
} PickWire;

static gboolean
pick_wire_cb (FlowGtkWireRecord *wire,
              gpointer           user_data)
{
  PickWire *pick = user_data;
  double d;

  if (wire->hidden || FLOW_GTK_WIRE_RECORD_FOLDED (wire))
    return TRUE;

  d = flow_gtk_bezier_distance (&wire->curve, &pick->point);
  if (d <= pick->tolerance && d < pick->best_distance)
    {
      pick->best = wire;
      pick->best_distance = d;
    }

  return TRUE;
}

/* The shown wire nearest @point within @tolerance, canvas units. */
FlowGtkWireRecord *
flow_gtk_layout_pick_wire (FlowGtkLayout          *self,
                           const graphene_point_t *point,
                           double                  tolerance)
{
  PickWire pick = { *point, tolerance, NULL, G_MAXDOUBLE };
  graphene_rect_t rect;

  graphene_rect_init (&rect, point->x - tolerance, point->y - tolerance,
                      2 * tolerance, 2 * tolerance);
  flow_gtk_layout_query_wires (self, &rect, pick_wire_cb, &pick);

  return pick.best;
}

/* Changes whenever the measured size or dock positions of nodes change. */
guint
flow_gtk_layout_get_geometry_serial (FlowGtkLayout *self)
{
  return self->geometry_serial;
}

void
flow_gtk_layout_get_stats (FlowGtkLayout      *self,
                           FlowGtkLayoutStats *stats)
{
  *stats = self->stats;
}

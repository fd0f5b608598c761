/* flow-gtk-view-geometry.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <math.h>

#include "flow-gtk-view-private.h"

#include <string.h>

/* The public face of the view's layout: where a node, its widget and its
 * docks are on the canvas, which nodes lie at a point or in a rectangle,
 * and bringing nodes into view. Part of FlowGtkView's API, kept apart
 * from the coordinator in flow-gtk-view.c; every answer comes from the
 * layout's records and indices, with no widget needed.
 */

/* Picking, for the view's rooms: what lies at a point, canvas units. */

#define WIRE_HIT_TOLERANCE 6.0 /* pixels */
/* Canvas units: about a row of a node. */
#define DOCK_HIT_MAX_RADIUS 24.0

static double
zoom_of (FlowGtkView *self)
{
  return flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (self));
}

FlowGtkNodeRecord *
_flow_gtk_view_pick_node (FlowGtkView            *self,
                          const graphene_point_t *point)
{
  return flow_gtk_layout_pick_node (_flow_gtk_view_get_layout (self), point);
}

/* The dock within @radius_px pixels of @point (canvas units), and within
 * a row's height of it: zoomed out, a fixed number of pixels covers the
 * whole node, and a press meant to move it took one of its docks. None
 * below the detail zoom, where docks are not drawn.
 */
FlowDock *
_flow_gtk_view_pick_dock (FlowGtkView            *self,
                          const graphene_point_t *point,
                          double                  radius_px,
                          FlowGtkDockKind         kind)
{
  double zoom = zoom_of (self);

  if (zoom < flow_gtk_view_get_detail_zoom (self))
    return NULL;

  return flow_gtk_layout_pick_dock (_flow_gtk_view_get_layout (self), point,
                                    MIN (radius_px / zoom, DOCK_HIT_MAX_RADIUS), kind);
}

FlowGtkWireRecord *
_flow_gtk_view_pick_wire (FlowGtkView            *self,
                          const graphene_point_t *point)
{
  return flow_gtk_layout_pick_wire (_flow_gtk_view_get_layout (self), point,
                                    WIRE_HIT_TOLERANCE / zoom_of (self));
}

/**
 * flow_gtk_view_get_node_widget:
 * @self: a view
 * @node: a node of the view's graph
 *
 * Gets the widget that shows @node, if it has one: only nodes in or near
 * the visible area have widgets, and none below
 * [property@View:detail-zoom].
 *
 * Returns: (transfer none) (nullable): the widget, or `NULL`
 */
FlowGtkNode *
flow_gtk_view_get_node_widget (FlowGtkView *self,
                               FlowNode    *node)
{
  FlowGtkNodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);
  g_return_val_if_fail (FLOW_IS_NODE (node), NULL);

  record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (self), node);

  return record != NULL ? record->widget : NULL;
}

/**
 * flow_gtk_view_get_node_bounds:
 * @self: a view
 * @node: a node of the view's graph
 * @bounds: (out caller-allocates): return location for the bounds
 *
 * Gets the rectangle @node covers on the canvas, in canvas units: its
 * position and its size, measured if it was ever shown, estimated if not.
 *
 * Returns: `TRUE` if @node is in the view's graph
 */
gboolean
flow_gtk_view_get_node_bounds (FlowGtkView     *self,
                               FlowNode        *node,
                               graphene_rect_t *bounds)
{
  FlowGtkNodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (FLOW_IS_NODE (node), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (self), node);
  if (record == NULL)
    return FALSE;

  *bounds = record->item.bounds;

  return TRUE;
}

/**
 * flow_gtk_view_get_dock_position:
 * @self: a view
 * @dock: a dock of a node of the view's graph
 * @position: (out caller-allocates): return location for the position
 *
 * Gets where wires end at @dock, in canvas units.
 *
 * Returns: `TRUE` if @dock belongs to a node of the view's graph
 */
gboolean
flow_gtk_view_get_dock_position (FlowGtkView      *self,
                                 FlowDock         *dock,
                                 graphene_point_t *position)
{
  FlowGtkNodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  if (flow_dock_get_node (dock) == NULL)
    return FALSE;

  record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (self), flow_dock_get_node (dock));
  if (record == NULL)
    return FALSE;

  return flow_gtk_layout_get_anchor (_flow_gtk_view_get_layout (self), record, dock, position);
}

/**
 * flow_gtk_view_pick_node:
 * @self: a view
 * @x: horizontal widget coordinate
 * @y: vertical widget coordinate
 *
 * Finds the node drawn at (@x, @y) in @self.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL`
 */
FlowNode *
flow_gtk_view_pick_node (FlowGtkView *self,
                         double       x,
                         double       y)
{
  graphene_point_t point;
  FlowGtkNodeRecord *record;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  _flow_gtk_view_widget_to_canvas (self, x, y, &point);
  record = flow_gtk_layout_pick_node (_flow_gtk_view_get_layout (self), &point);

  return record != NULL ? record->node : NULL;
}

/**
 * flow_gtk_view_get_graph_bounds:
 * @self: a view
 * @bounds: (out caller-allocates): return location for the bounds
 *
 * Gets the rectangle, in canvas units, that holds every node of the
 * graph. It is empty at the origin for an empty graph.
 */
void
flow_gtk_view_get_graph_bounds (FlowGtkView     *self,
                                graphene_rect_t *bounds)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (bounds != NULL);

  flow_gtk_layout_get_bounds (_flow_gtk_view_get_layout (self), bounds);
}

/* Zooms and pans so that @area fills the view, centred, never beyond
 * 100 %.
 */
/* Fits @area into the part of the widget at (@x, @y) of @width × @height. */
static void
fit_into (FlowGtkViewport       *viewport,
          const graphene_rect_t *area,
          int                    x,
          int                    y,
          int                    width,
          int                    height)
{
  flow_gtk_viewport_fit (viewport, area, MAX (1, width), MAX (1, height), 32);
  if (x != 0 || y != 0)
    flow_gtk_viewport_pan (viewport, x, y);
}

static void
fit_area (FlowGtkView           *self,
          const graphene_rect_t *area)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (self);
  const GtkBorder *m = _flow_gtk_view_peek_fit_margins (self);
  double before = flow_gtk_viewport_get_max_zoom (viewport);
  gboolean corner;
  int width, height;

  /* Nodes beyond the range of a float (a file may place them anywhere)
   * give bounds no zoom fits: the view stays as it is.
   */
  if (!isfinite (area->origin.x) || !isfinite (area->origin.y) ||
      !isfinite (area->size.width) || !isfinite (area->size.height))
    return;

  _flow_gtk_view_get_size (self, &width, &height);

  /* A small graph is shown at 100 %, not blown up. */
  flow_gtk_viewport_set_max_zoom (viewport, MIN (before, 1.0));

  /* One side and one end covered make a box in their corner: the graph
   * goes beside it or above (below) it, whichever shows it larger.
   * Otherwise each covered edge is a band the graph keeps out of.
   */
  corner = (m->left == 0) != (m->right == 0) && (m->top == 0) != (m->bottom == 0);
  if (corner)
    {
      double beside, above;

      fit_into (viewport, area, m->left, 0, width - m->left - m->right, height);
      beside = flow_gtk_viewport_get_zoom (viewport);
      fit_into (viewport, area, 0, m->top, width, height - m->top - m->bottom);
      above = flow_gtk_viewport_get_zoom (viewport);
      if (beside > above)
        fit_into (viewport, area, m->left, 0, width - m->left - m->right, height);
    }
  else
    fit_into (viewport, area, m->left, m->top,
              width - m->left - m->right, height - m->top - m->bottom);

  flow_gtk_viewport_set_max_zoom (viewport, before);
}

/**
 * flow_gtk_view_get_fit_margins: (get-property fit-margins)
 * @self: a view
 * @margins: (out caller-allocates): return location for the margins
 *
 * Gets the space along the edges that widgets of the application cover.
 */
void
flow_gtk_view_get_fit_margins (FlowGtkView *self,
                               GtkBorder   *margins)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (margins != NULL);

  *margins = *_flow_gtk_view_peek_fit_margins (self);
}

/**
 * flow_gtk_view_set_fit_margins: (set-property fit-margins)
 * @self: a view
 * @margins: the space, in pixels, along each edge
 *
 * Tells @self how much of each edge widgets of the application cover, a
 * minimap or buttons laid over the canvas: fitting the graph
 * ([method@View.zoom_to_fit], <kbd>Home</kbd>) or the selection keeps
 * nodes out of it, and messages on the canvas are placed beside it.
 * The edges are the widget's own: left is left in right-to-left locales
 * too.
 *
 * A margin on one side (left or right) and one on one end (top or
 * bottom) describe a box in their corner, as wide as the one and as high
 * as the other, such as a minimap in the bottom right corner: the graph
 * is fitted beside the box or above it, whichever shows it larger. Other
 * margins are bands along their whole edge.
 */
void
flow_gtk_view_set_fit_margins (FlowGtkView     *self,
                               const GtkBorder *margins)
{
  GtkBorder *current;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (margins != NULL);
  g_return_if_fail (margins->left >= 0 && margins->right >= 0 &&
                    margins->top >= 0 && margins->bottom >= 0);

  current = _flow_gtk_view_peek_fit_margins (self);
  if (memcmp (current, margins, sizeof (GtkBorder)) == 0)
    return;

  *current = *margins;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  _flow_gtk_view_notify (self, FLOW_GTK_VIEW_PROP_FIT_MARGINS);
}

/* A fit settles. It fits the sizes the layout has, estimated for nodes
 * never shown; the nodes it brings into sight are measured in the frames
 * after it and may be larger. For FIT_SETTLE_FRAMES frames after a fit,
 * while the viewport stays where the fit put it, each change of the
 * measured geometry fits the graph again (up to FIT_SETTLE_MAX times, so
 * that sizes that change with the zoom cannot make it go on). A fit asked
 * for before the view has a size is made again once it has one.
 *
 * Rejected: leaving it to applications, which fitted at every frame until
 * the bounds stayed the same for two; the bounds change two frames after
 * a fit (a reconcile, then the measuring allocation), so that stopped
 * early and cut the graph.
 */

#define FIT_SETTLE_FRAMES 10
#define FIT_SETTLE_MAX    8
#define FIT_SETTLING_KEY  "flow-gtk-view-fit-settling"

typedef struct
{
  gint64 until_frame;   /* -1 until the view has a size */
  guint  n_fits;
  double zoom;
  double x;
  double y;
} FitSettling;

static gint64
frame_counter (FlowGtkView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  return clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : -1;
}

static void
fit_graph (FlowGtkView *self,
           FitSettling *settling)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (self);
  graphene_rect_t bounds;
  gint64 frame = frame_counter (self);

  flow_gtk_view_get_graph_bounds (self, &bounds);
  fit_area (self, &bounds);

  settling->n_fits++;
  settling->until_frame = frame >= 0 && gtk_widget_get_width (GTK_WIDGET (self)) > 0
                          ? frame + FIT_SETTLE_FRAMES : -1;
  settling->zoom = flow_gtk_viewport_get_zoom (viewport);
  settling->x = flow_gtk_viewport_get_offset_x (viewport);
  settling->y = flow_gtk_viewport_get_offset_y (viewport);
}

/* After a change of the view's size or of measured sizes: a fit that is
 * settling fits again (see FIT_SETTLE_FRAMES).
 */
void
_flow_gtk_view_settle_fit (FlowGtkView *self)
{
  FitSettling *settling = g_object_get_data (G_OBJECT (self), FIT_SETTLING_KEY);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (self);

  if (settling == NULL)
    return;

  if (settling->until_frame >= 0 &&
      (frame_counter (self) > settling->until_frame ||
       settling->n_fits >= FIT_SETTLE_MAX ||
       flow_gtk_viewport_get_zoom (viewport) != settling->zoom ||
       flow_gtk_viewport_get_offset_x (viewport) != settling->x ||
       flow_gtk_viewport_get_offset_y (viewport) != settling->y))
    {
      g_object_set_data (G_OBJECT (self), FIT_SETTLING_KEY, NULL);
      return;
    }

  if (flow_gtk_layout_get_n_nodes (_flow_gtk_view_get_layout (self)) > 0)
    fit_graph (self, settling);
}

/**
 * flow_gtk_view_zoom_to_fit:
 * @self: a view
 *
 * Zooms and pans so that the whole graph is visible, but never zooms in
 * beyond 100 %.
 *
 * The fit is made with the sizes of nodes known now, estimated for those
 * never shown, and again in the next frames as the nodes it brings into
 * sight are measured, until the viewport is changed otherwise. Called
 * before the view has a size, as when a window opens with a graph, it
 * fits the graph once the view has one.
 */
void
flow_gtk_view_zoom_to_fit (FlowGtkView *self)
{
  FitSettling *settling;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  if (flow_gtk_layout_get_n_nodes (_flow_gtk_view_get_layout (self)) == 0)
    return;

  settling = g_new0 (FitSettling, 1);
  g_object_set_data_full (G_OBJECT (self), FIT_SETTLING_KEY, settling, g_free);
  fit_graph (self, settling);
}

/**
 * flow_gtk_view_zoom_to_selection:
 * @self: a view
 *
 * Zooms and pans so that every selected node is visible, but never zooms
 * in beyond 100 %. Does nothing when nothing is selected.
 */
void
flow_gtk_view_zoom_to_selection (FlowGtkView *self)
{
  FlowGtkLayout *layout;
  GtkSelectionModel *selection;
  g_autoptr(GtkBitset) selected = NULL;
  graphene_rect_t bounds;
  GtkBitsetIter iter;
  gboolean any = FALSE;
  guint pos;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));

  if ((selection = flow_gtk_view_get_selection (self)) == NULL)
    return;

  layout = _flow_gtk_view_get_layout (self);
  selected = gtk_selection_model_get_selection (selection);
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, selected, &pos);
       ok && pos < flow_gtk_layout_get_n_nodes (layout);
       ok = gtk_bitset_iter_next (&iter, &pos))
    {
      const graphene_rect_t *b = &flow_gtk_layout_get_node (layout, pos)->item.bounds;

      if (any)
        graphene_rect_union (&bounds, b, &bounds);
      else
        bounds = *b;
      any = TRUE;
    }

  if (any)
    fit_area (self, &bounds);
}

/**
 * flow_gtk_view_scroll_to_node:
 * @self: a view
 * @node: a node of the view's graph
 *
 * Pans, without zooming, so that @node is visible, if it is not already.
 */
void
flow_gtk_view_scroll_to_node (FlowGtkView *self,
                              FlowNode    *node)
{
  FlowGtkViewport *viewport;
  FlowGtkNodeRecord *record;
  graphene_rect_t visible;
  const graphene_rect_t *b;
  int width, height;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (FLOW_IS_NODE (node));

  record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (self), node);
  if (record == NULL)
    return;

  viewport = flow_gtk_view_get_viewport (self);
  width = MAX (1, gtk_widget_get_width (GTK_WIDGET (self)));
  height = MAX (1, gtk_widget_get_height (GTK_WIDGET (self)));
  flow_gtk_viewport_get_visible_area (viewport, width, height, &visible);
  b = &record->item.bounds;

  if (flow_gtk_rect_contains_rect (&visible, b))
    return;

  flow_gtk_viewport_center_on (viewport,
                               b->origin.x + b->size.width / 2,
                               b->origin.y + b->size.height / 2,
                               width, height);
}

/* The nodes on the canvas: not those hidden in a collapsed frame, which
 * keep the rectangles they had (pointer picks leave them out too).
 */
static gboolean
collect_cb (FlowGtkNodeRecord *record,
            gpointer           user_data)
{
  if (record->collapsed_into == NULL)
    g_ptr_array_add (user_data, record);

  return TRUE;
}

static int
compare_position (gconstpointer a,
                  gconstpointer b)
{
  const FlowGtkNodeRecord *ra = *(FlowGtkNodeRecord * const *) a;
  const FlowGtkNodeRecord *rb = *(FlowGtkNodeRecord * const *) b;

  return (ra->position > rb->position) - (ra->position < rb->position);
}

/**
 * flow_gtk_view_get_nodes_in_area:
 * @self: a view
 * @area: a rectangle of the canvas, in canvas units
 *
 * Finds the nodes of the view's graph whose rectangle (see
 * [method@View.get_node_bounds]) meets @area, edges included, in the
 * graph's order. Nodes hidden in a collapsed frame are not on the canvas
 * and are left out; a frame is in when its rectangle meets @area. (A
 * rubber band over @area selects the same nodes, except the frames it
 * does not hold whole, so that a band drawn inside a frame selects what
 * is in it.)
 *
 * The view answers from its spatial index, so the work follows the
 * nodes near @area, not the size of the graph: an application that
 * wants the nodes in a region, or under a rectangle of the screen (see
 * [method@Viewport.widget_to_canvas]), need not walk every node.
 *
 * ```c
 * graphene_rect_t visible;
 * g_autoptr(GPtrArray) nodes = NULL;
 *
 * flow_gtk_viewport_get_visible_area (viewport, width, height, &visible);
 * nodes = flow_gtk_view_get_nodes_in_area (view, &visible);
 * ```
 *
 * Returns: (transfer container) (element-type Flow.Node): the nodes
 *
 * Since: 0.2
 */
GPtrArray *
flow_gtk_view_get_nodes_in_area (FlowGtkView           *self,
                                 const graphene_rect_t *area)
{
  g_autoptr(GPtrArray) records = g_ptr_array_new ();
  GPtrArray *nodes;
  graphene_rect_t r;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);
  g_return_val_if_fail (area != NULL, NULL);

  graphene_rect_normalize_r (area, &r);
  flow_gtk_layout_query_nodes (_flow_gtk_view_get_layout (self), &r, collect_cb, records);
  g_ptr_array_sort (records, compare_position);

  nodes = g_ptr_array_new_full (records->len, g_object_unref);
  for (guint i = 0; i < records->len; i++)
    g_ptr_array_add (nodes, g_object_ref (((FlowGtkNodeRecord *) g_ptr_array_index (records, i))->node));

  return nodes;
}

/* The view's private API for tools (the minimap), answered here. */

guint
_flow_gtk_view_get_geometry_serial (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), 0);

  return flow_gtk_layout_get_geometry_serial (_flow_gtk_view_get_layout (self));
}

void
_flow_gtk_view_foreach_node (FlowGtkView         *self,
                             FlowGtkViewNodeFunc  func,
                             gpointer             user_data)
{
  FlowGtkLayout *layout;
  GtkSelectionModel *selection;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (func != NULL);

  layout = _flow_gtk_view_get_layout (self);
  selection = flow_gtk_view_get_selection (self);
  for (guint i = 0; i < flow_gtk_layout_get_n_nodes (layout); i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_get_node (layout, i);

      /* Hidden in a collapsed frame: not there to see. */
      if (record->collapsed_into != NULL)
        continue;

      func (record->node, &record->item.bounds,
            selection != NULL && gtk_selection_model_is_selected (selection, i), user_data);
    }
}

void
_flow_gtk_view_foreach_wire (FlowGtkView         *self,
                             FlowGtkViewWireFunc  func,
                             gpointer             user_data)
{
  FlowGtkLayout *layout;

  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (func != NULL);

  layout = _flow_gtk_view_get_layout (self);
  for (guint i = 0; i < flow_gtk_layout_get_n_wires (layout); i++)
    {
      FlowGtkWireRecord *wire = flow_gtk_layout_get_wire (layout, i);

      if (FLOW_GTK_WIRE_RECORD_FOLDED (wire))
        continue;

      func (wire->connection, &wire->curve.p0, &wire->curve.p3, user_data);
    }
}

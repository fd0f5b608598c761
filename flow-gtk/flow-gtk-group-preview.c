/* flow-gtk-group-preview.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The picture of a group node's inside, shown in its node widget: a box
 * for each node of the group node's graph, where it stands (a small
 * round knot for a reroute), and a line for each connection, fitted into
 * the widget and mirrored right to left as the view mirrors the canvas.
 * It follows the graph, builds its render node again only after a change
 * or at a new size, and takes no pointer: a click on it is a click on
 * the node.
 *
 * Implementation notes: nodes are drawn at one nominal size, reroutes at
 * the size of their knot in the view's style, since the nodes inside
 * have no widgets and no measured size; lines go from the
 * middle of a box's trailing side to the middle of the next one's
 * leading side. That is enough to recognise a graph at this size, and
 * costs one pass over the graph per change. Rejected: a FlowGtkLayout of
 * the inside, exact but a second set of records and callbacks for every
 * group node shown; a texture drawn with cairo, which would be uploaded
 * again by GL renderers at each change.
 */

#include "config.h"

#include "flow-gtk-group-preview-private.h"
#include "flow-gtk-i18n-private.h"

#include "flow-gtk-compat-private.h"

#include <math.h>

/* The size of a node inside, in canvas units. */
#define NODE_WIDTH   160.0
#define NODE_HEIGHT  90.0
/* A reroute's knot, as style.css makes it (28 × 12). */
#define KNOT_WIDTH   28.0
#define KNOT_HEIGHT  12.0
/* Pixels between the picture and the widget's edges. */
#define INSET        4.0
#define LINE_WIDTH   1.0

struct _FlowGtkGroupPreview
{
  GtkWidget      parent_instance;

  FlowGraph     *graph;
  gulong         nodes_changed_id;
  gulong         connections_changed_id;
  gulong         x_changed_id;
  gulong         y_changed_id;

  /* The picture, and what it was built for. */
  GskRenderNode *picture;
  int            picture_width;
  int            picture_height;
  GdkRGBA        picture_color;
  guint          picture_rtl : 1;
  guint          n_builds;
};

G_DEFINE_FINAL_TYPE (FlowGtkGroupPreview, flow_gtk_group_preview, GTK_TYPE_WIDGET)

/* The nominal size of @node in canvas units. */
static void
node_size (FlowNode *node,
           double   *width,
           double   *height)
{
  gboolean knot = FLOW_IS_REROUTE (node);

  *width = knot ? KNOT_WIDTH : NODE_WIDTH;
  *height = knot ? KNOT_HEIGHT : NODE_HEIGHT;
}

static gboolean
is_interface (FlowNode *node)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (node, FLOW_TYPE_GROUP_INPUT_NODE) ||
         G_TYPE_CHECK_INSTANCE_TYPE (node, FLOW_TYPE_GROUP_OUTPUT_NODE);
}

/* What a screen reader says of the picture: the nodes inside, not
 * counting the group's input and output nodes.
 */
static void
update_label (FlowGtkGroupPreview *self)
{
  g_autofree char *label = NULL;
  guint n = 0;

  if (self->graph == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (self->graph), i);

      if (!is_interface (node) && !FLOW_IS_FRAME (node))
        n++;
    }

  /* Translators: the picture of a group node's inside, for screen readers. */
  label = g_strdup_printf (ngettext ("Inside: %u node", "Inside: %u nodes", n), n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
invalidate (FlowGtkGroupPreview *self)
{
  g_clear_pointer (&self->picture, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
nodes_changed_cb (FlowGtkGroupPreview *self)
{
  update_label (self);
  invalidate (self);
}

/* Drawing */

typedef struct
{
  double   scale;
  double   x0;
  double   y0;
  double   min_x;
  double   min_y;
  int      width;
  gboolean rtl;
} Fit;

static void
to_widget (const Fit        *fit,
           double            x,
           double            y,
           graphene_point_t *point)
{
  point->x = fit->x0 + (x - fit->min_x) * fit->scale;
  point->y = fit->y0 + (y - fit->min_y) * fit->scale;
  if (fit->rtl)
    point->x = fit->width - point->x;
}

/* A straight line of LINE_WIDTH from @from to @to: a thin rectangle,
 * turned.
 */
static void
append_line (GtkSnapshot            *snapshot,
             const graphene_point_t *from,
             const graphene_point_t *to,
             const GdkRGBA          *color)
{
  double dx = to->x - from->x;
  double dy = to->y - from->y;
  double length = hypot (dx, dy);

  if (length < 0.5)
    return;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, from);
  gtk_snapshot_rotate (snapshot, atan2 (dy, dx) * 180.0 / G_PI);
  gtk_snapshot_append_color (snapshot, color,
                             &GRAPHENE_RECT_INIT (0, -LINE_WIDTH / 2, length, LINE_WIDTH));
  gtk_snapshot_restore (snapshot);
}

static GskRenderNode *
build_picture (FlowGtkGroupPreview *self,
               int                  width,
               int                  height,
               const GdkRGBA       *color,
               gboolean             rtl)
{
  GListModel *nodes = G_LIST_MODEL (self->graph);
  GListModel *connections = flow_graph_get_connections (self->graph);
  guint n_nodes = g_list_model_get_n_items (nodes);
  double max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  GdkRGBA line = *color, interface = *color;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  Fit fit = { 0, };

  if (n_nodes == 0 || width <= 2 * INSET || height <= 2 * INSET)
    return NULL;

  fit.min_x = fit.min_y = G_MAXDOUBLE;
  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      double x = flow_node_get_x (node), y = flow_node_get_y (node);
      double w, h;

      /* Frames are not drawn: they only gather nodes. */
      if (FLOW_IS_FRAME (node))
        continue;

      node_size (node, &w, &h);
      fit.min_x = MIN (fit.min_x, x);
      fit.min_y = MIN (fit.min_y, y);
      max_x = MAX (max_x, x + w);
      max_y = MAX (max_y, y + h);
    }

  if (fit.min_x == G_MAXDOUBLE)
    return NULL;

  fit.scale = MIN ((width - 2 * INSET) / (max_x - fit.min_x),
                   (height - 2 * INSET) / (max_y - fit.min_y));
  fit.x0 = (width - (max_x - fit.min_x) * fit.scale) / 2;
  fit.y0 = (height - (max_y - fit.min_y) * fit.scale) / 2;
  fit.width = width;
  fit.rtl = rtl;

  line.alpha *= 0.7;
  interface.alpha *= 0.5;

  snapshot = gtk_snapshot_new ();

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowNode *from = flow_dock_get_node (FLOW_DOCK (flow_connection_get_source (connection)));
      FlowNode *to = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection)));
      graphene_point_t start, end;
      double from_w, from_h, to_w, to_h;

      node_size (from, &from_w, &from_h);
      node_size (to, &to_w, &to_h);
      to_widget (&fit, flow_node_get_x (from) + from_w, flow_node_get_y (from) + from_h / 2, &start);
      to_widget (&fit, flow_node_get_x (to), flow_node_get_y (to) + to_h / 2, &end);
      append_line (snapshot, &start, &end, &line);
    }

  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      graphene_point_t a, b;
      graphene_rect_t box;
      double w, h;

      if (FLOW_IS_FRAME (node))
        continue;

      node_size (node, &w, &h);
      to_widget (&fit, flow_node_get_x (node), flow_node_get_y (node), &a);
      to_widget (&fit, flow_node_get_x (node) + w, flow_node_get_y (node) + h, &b);
      graphene_rect_init (&box, MIN (a.x, b.x), MIN (a.y, b.y), MAX (1, fabs (b.x - a.x)), MAX (1, fabs (b.y - a.y)));

      if (FLOW_IS_REROUTE (node))
        {
          /* A knot: the box with round ends. */
          GskRoundedRect knot;
          float radius = MIN (box.size.width, box.size.height) / 2;

          gsk_rounded_rect_init_from_rect (&knot, &box, radius);
          gtk_snapshot_push_rounded_clip (snapshot, &knot);
          gtk_snapshot_append_color (snapshot, color, &box);
          gtk_snapshot_pop (snapshot);
        }
      else
        gtk_snapshot_append_color (snapshot, is_interface (node) ? &interface : color, &box);
    }

  self->n_builds++;

  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* GObject and GtkWidget */

static void
flow_gtk_group_preview_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  FlowGtkGroupPreview *self = FLOW_GTK_GROUP_PREVIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GdkRGBA color;

  if (self->graph == NULL)
    return;

  _flow_gtk_widget_get_color (widget, &color);

  if (self->picture != NULL &&
      (width != self->picture_width || height != self->picture_height ||
       rtl != self->picture_rtl || !gdk_rgba_equal (&color, &self->picture_color)))
    g_clear_pointer (&self->picture, gsk_render_node_unref);

  if (self->picture == NULL)
    {
      self->picture = build_picture (self, width, height, &color, rtl);
      self->picture_width = width;
      self->picture_height = height;
      self->picture_color = color;
      self->picture_rtl = rtl;
    }

  if (self->picture != NULL)
    gtk_snapshot_append_node (snapshot, self->picture);
}

static void
flow_gtk_group_preview_dispose (GObject *object)
{
  FlowGtkGroupPreview *self = FLOW_GTK_GROUP_PREVIEW (object);

  flow_gtk_group_preview_set_graph (self, NULL);

  G_OBJECT_CLASS (flow_gtk_group_preview_parent_class)->dispose (object);
}

static void
flow_gtk_group_preview_class_init (FlowGtkGroupPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_group_preview_dispose;

  widget_class->snapshot = flow_gtk_group_preview_snapshot;

  gtk_widget_class_set_css_name (widget_class, "preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
flow_gtk_group_preview_init (FlowGtkGroupPreview *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/* Private API */

GtkWidget *
flow_gtk_group_preview_new (void)
{
  return g_object_new (FLOW_GTK_TYPE_GROUP_PREVIEW, NULL);
}

FlowGraph *
flow_gtk_group_preview_get_graph (FlowGtkGroupPreview *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_GROUP_PREVIEW (self), NULL);

  return self->graph;
}

/* Shows @graph, a group node's graph, or nothing. */
void
flow_gtk_group_preview_set_graph (FlowGtkGroupPreview *self,
                                  FlowGraph           *graph)
{
  g_return_if_fail (FLOW_GTK_IS_GROUP_PREVIEW (self));
  g_return_if_fail (graph == NULL || FLOW_IS_GRAPH (graph));

  if (self->graph == graph)
    return;

  if (self->graph != NULL)
    {
      g_clear_signal_handler (&self->nodes_changed_id, self->graph);
      g_clear_signal_handler (&self->connections_changed_id, flow_graph_get_connections (self->graph));
      g_clear_signal_handler (&self->x_changed_id, self->graph);
      g_clear_signal_handler (&self->y_changed_id, self->graph);
      g_clear_object (&self->graph);
    }

  if (graph != NULL)
    {
      self->graph = g_object_ref (graph);
      self->nodes_changed_id =
        g_signal_connect_object (graph, "items-changed",
                                 G_CALLBACK (nodes_changed_cb), self, G_CONNECT_SWAPPED);
      self->connections_changed_id =
        g_signal_connect_object (flow_graph_get_connections (graph), "items-changed",
                                 G_CALLBACK (invalidate), self, G_CONNECT_SWAPPED);
      self->x_changed_id =
        g_signal_connect_object (graph, "node-changed::x",
                                 G_CALLBACK (invalidate), self, G_CONNECT_SWAPPED);
      self->y_changed_id =
        g_signal_connect_object (graph, "node-changed::y",
                                 G_CALLBACK (invalidate), self, G_CONNECT_SWAPPED);
    }

  update_label (self);
  invalidate (self);
}

guint
flow_gtk_group_preview_get_n_builds (FlowGtkGroupPreview *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_GROUP_PREVIEW (self), 0);

  return self->n_builds;
}

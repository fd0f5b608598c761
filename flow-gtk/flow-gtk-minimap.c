/* flow-gtk-minimap.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-minimap-private.h"
#include "flow-gtk-i18n-private.h"

#include "flow-gtk-minimap-picture-private.h"

#include "flow-gtk-compat-private.h"
#include "flow-gtk-cursor-private.h"
#include "flow-gtk-init-private.h"
#include "flow-gtk-style-node-private.h"
#include "flow-gtk-view-private.h"
#include "flow-gtk-viewport-private.h"

#include <math.h>

/**
 * FlowGtkMinimap:
 *
 * An overview of the whole graph of a [class@View], with the part the view
 * shows framed.
 *
 * <picture>
 *   <source srcset="minimap-dark.png" media="(prefers-color-scheme: dark)">
 *   <img src="minimap.png" alt="A view with its minimap in the bottom-right corner">
 * </picture>
 *
 * ```c
 * GtkWidget *view = flow_gtk_view_new (graph);
 * GtkWidget *minimap = flow_gtk_minimap_new (FLOW_GTK_VIEW (view));
 * GtkWidget *overlay = gtk_overlay_new ();
 *
 * gtk_widget_set_halign (minimap, GTK_ALIGN_END);
 * gtk_widget_set_valign (minimap, GTK_ALIGN_END);
 * gtk_widget_set_margin_end (minimap, 12);
 * gtk_widget_set_margin_bottom (minimap, 12);
 *
 * gtk_overlay_set_child (GTK_OVERLAY (overlay), view);
 * gtk_overlay_add_overlay (GTK_OVERLAY (overlay), minimap);
 * ```
 *
 * The minimap draws every node of the graph as a small box, selected nodes
 * and nodes in a warning or error [property@Flow.Node:state] in their own
 * colours, and the wires as thin lines while there are few enough of them,
 * all scaled to fit its allocation; and it frames the visible area of the
 * view. It shares the
 * view's [class@Viewport]: clicking or dragging in the minimap centres the
 * view on the point under the pointer (dragging inside the frame moves it
 * without a jump), scrolling pans the view, and scrolling with
 * <kbd>Ctrl</kbd> zooms it.
 *
 * The minimap is a widget like any other: place it over the view in a
 * [class@Gtk.Overlay], beside it in a pane, or anywhere else. Its natural
 * size is 200 × 140 pixels.
 *
 * ## Scale
 *
 * The boxes are drawn once into a cached image, which every frame then
 * paints: panning and zooming the view only move the frame. The image is
 * drawn again when what it shows changes (nodes added, removed or moved,
 * connections made or removed, the selection, node states, node sizes the
 * view measured), at most four times a second and never for more than a
 * tenth of the time, so dragging nodes in a graph of 100,000 nodes does not
 * draw 100,000 boxes for every motion of the pointer. Wires are left out
 * above 20,000 connections, where they would only blur the picture.
 *
 * ## Keyboard
 *
 * The minimap takes the keyboard focus. The arrow keys pan the view by a
 * tenth of its visible area (<kbd>Shift</kbd>: half of it);
 * <kbd>+</kbd> and <kbd>−</kbd> zoom it, and <kbd>Home</kbd> fits the
 * whole graph in it.
 *
 * ## Actions
 *
 * `minimap.pan` (parameter `(dd)`: the fractions of the visible width and
 * height to move the visible area by, rightward and downward on the
 * screen), `minimap.zoom-in`, `minimap.zoom-out`, `minimap.zoom-to-fit`.
 *
 * ## CSS nodes
 *
 * ```
 * minimap
 * ├── frame
 * ╰── [style nodes: nodebox[.selected][.warning][.error], wire]
 * ```
 *
 * `frame` is the visible area, drawn with its CSS background and border.
 * The minimap draws boxes and wires in the `color` of the style nodes,
 * which are never shown themselves.
 *
 * ## Accessibility
 *
 * The minimap has the `GTK_ACCESSIBLE_ROLE_IMG` role, the label
 * "Overview" and a description of how to use it; the frame is
 * presentational.
 */

#define MIN_REBUILD_INTERVAL_MS 250
#define MAX_WIRES               20000
#define FRAME_MIN_SIZE          6.0
#define PAN_STEP                0.1
#define PAN_PAGE                0.5
#define ZOOM_STEP               1.25
#define WHEEL_PAN               48.0

typedef FlowGtkMinimapMapping Mapping;
typedef FlowGtkMinimapColors Colors;

struct _FlowGtkMinimap
{
  GtkWidget        parent_instance;

  /* A weak reference: the view may be destroyed first. */
  FlowGtkView     *view;
  gulong           view_graph_id;
  gulong           view_selection_id;
  gulong           view_geometry_id;
  GSignalGroup    *viewport_signals;
  GSignalGroup    *graph_signals;
  GSignalGroup    *connections_signals;
  GSignalGroup    *selection_signals;

  GtkWidget       *frame;
  GtkWidget       *box_style;
  GtkWidget       *box_selected_style;
  GtkWidget       *box_warning_style;
  GtkWidget       *box_error_style;
  GtkWidget       *wire_style;
  Colors           colors;

  /* The cached picture and the mapping it was drawn with; the frame and
   * the pointer use the same mapping, so that they agree with what is
   * shown until the picture is drawn again.
   */
  cairo_surface_t *surface;
  GdkTexture      *texture;
  Mapping          mapping;
  int              cache_scale;
  guint            geometry_serial;

  /* Nodes whose state is a warning or an error, as node -> state. Keys
   * are never dereferenced: an entry may outlive its node, and is dropped
   * at the next picture, or replaced if a new node gets its address.
   */
  GHashTable      *states;

  guint            rebuild_source;
  guint            rebuild_tick;
  gint64           last_rebuild;

  /* Pointer state, in minimap coordinates. */
  double           pointer_x;
  double           pointer_y;
  double           drag_x;
  double           drag_y;
  /* The canvas offset from the pointer to the centre of the visible area,
   * kept while dragging.
   */
  graphene_point_t grab_offset;

  FlowGtkMinimapStats stats;

  guint            built : 1;
  guint            dirty : 1;
  guint            due : 1;
  guint            states_valid : 1;
  guint            colors_valid : 1;
  guint            pointer_inside : 1;
  guint            dragging : 1;
};

enum {
  PROP_0,
  PROP_VIEW,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGtkMinimap, flow_gtk_minimap, GTK_TYPE_WIDGET)

static void styles_changed (FlowGtkMinimap *self);
static void update_state   (FlowGtkMinimap *self,
                            FlowNode       *node);

/* The minimap's parts: children that only carry a CSS node (see
 * flow-gtk-style-node.c). The frame is one, drawn by GTK from its CSS;
 * the others are never shown and give the colours the minimap draws with.
 */
static void
part_changed (gpointer user_data)
{
  styles_changed (FLOW_GTK_MINIMAP (user_data));
}

static GtkWidget *
part_new (FlowGtkMinimap *self,
          const char     *css_name,
          const char     *css_class)
{
  return flow_gtk_style_node_new (GTK_WIDGET (self), css_name, css_class,
                                  GTK_ACCESSIBLE_ROLE_PRESENTATION, part_changed, self);
}

/* Mapping */

static FlowGtkViewport *
get_viewport (FlowGtkMinimap *self)
{
  return self->view != NULL ? flow_gtk_view_get_viewport (self->view) : NULL;
}

static gboolean
view_is_rtl (FlowGtkMinimap *self)
{
  return self->view != NULL &&
         gtk_widget_get_direction (GTK_WIDGET (self->view)) == GTK_TEXT_DIR_RTL;
}

/* The visible area of the view, in canvas units. */
static gboolean
get_visible_area (FlowGtkMinimap  *self,
                  graphene_rect_t *area)
{
  int width, height;

  if (self->view == NULL)
    return FALSE;

  width = gtk_widget_get_width (GTK_WIDGET (self->view));
  height = gtk_widget_get_height (GTK_WIDGET (self->view));
  if (width <= 0 || height <= 0)
    return FALSE;

  flow_gtk_viewport_get_visible_area (get_viewport (self), width, height, area);

  return TRUE;
}

static void
compute_mapping (FlowGtkMinimap *self,
                 int             width,
                 int             height,
                 Mapping        *m)
{
  graphene_rect_t area;

  memset (m, 0, sizeof *m);

  if (self->view == NULL || width <= 0 || height <= 0)
    return;

  flow_gtk_view_get_graph_bounds (self->view, &area);

  /* With nothing to show, the visible area stands in for the graph. */
  if (area.size.width <= 0 || area.size.height <= 0)
    {
      if (!get_visible_area (self, &area))
        area = GRAPHENE_RECT_INIT (0, 0, width, height);
    }

  flow_gtk_minimap_mapping_init (m, &area, width, height, view_is_rtl (self));
}

/* The mapping in use: the picture's, or, before there is one, the one it
 * will have.
 */
static gboolean
ensure_mapping (FlowGtkMinimap *self)
{
  if (!self->mapping.valid)
    compute_mapping (self,
                     gtk_widget_get_width (GTK_WIDGET (self)),
                     gtk_widget_get_height (GTK_WIDGET (self)),
                     &self->mapping);

  return self->mapping.valid;
}

/* Colours */

static void
read_colors (FlowGtkMinimap *self,
             Colors         *colors)
{
  _flow_gtk_widget_get_color (self->box_style, &colors->box);
  _flow_gtk_widget_get_color (self->box_selected_style, &colors->box_selected);
  _flow_gtk_widget_get_color (self->box_warning_style, &colors->box_warning);
  _flow_gtk_widget_get_color (self->box_error_style, &colors->box_error);
  _flow_gtk_widget_get_color (self->wire_style, &colors->wire);
}

/* GTK reports style changes that change no colour too, for instance when
 * the minimap is shown again: only a new colour draws the picture again.
 */
static void
styles_changed (FlowGtkMinimap *self)
{
  Colors colors;

  if (!self->colors_valid)
    return;

  read_colors (self, &colors);
  if (memcmp (&colors, &self->colors, sizeof colors) == 0)
    return;

  self->colors_valid = FALSE;
  self->built = FALSE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
ensure_colors (FlowGtkMinimap *self)
{
  if (self->colors_valid)
    return;

  read_colors (self, &self->colors);
  self->colors_valid = TRUE;
}

/* The picture (see flow-gtk-minimap-picture.c) */

static void
read_state_cb (FlowNode              *node,
               const graphene_rect_t *bounds,
               gboolean               selected,
               gpointer               user_data)
{
  update_state (user_data, node);
}

static void
clear_picture (FlowGtkMinimap *self)
{
  g_clear_object (&self->texture);
  g_clear_pointer (&self->surface, cairo_surface_destroy);
}

/* Draws the picture of the graph again, for a minimap of @width × @height. */
static void
rebuild (FlowGtkMinimap *self,
         int             width,
         int             height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  FlowGraph *graph = self->view != NULL ? flow_gtk_view_get_graph (self->view) : NULL;
  guint64 boxes = 0, wires = 0;

  clear_picture (self);
  compute_mapping (self, width, height, &self->mapping);

  self->built = TRUE;
  self->dirty = FALSE;
  self->due = FALSE;
  self->cache_scale = scale;
  self->geometry_serial = self->view != NULL ? _flow_gtk_view_get_geometry_serial (self->view) : 0;
  self->last_rebuild = g_get_monotonic_time ();
  self->stats.rebuilds++;

  if (!self->mapping.valid || graph == NULL)
    return;

  ensure_colors (self);

  /* Read every state once per graph; changes keep the table up to date. */
  if (!self->states_valid)
    {
      g_hash_table_remove_all (self->states);
      _flow_gtk_view_foreach_node (self->view, read_state_cb, self);
      self->states_valid = TRUE;
    }

  self->surface = flow_gtk_minimap_picture_draw (self->view, &self->mapping, scale,
                                                 &self->colors, self->states,
                                                 g_list_model_get_n_items (flow_graph_get_connections (graph)) <= MAX_WIRES,
                                                 &boxes, &wires);
  self->stats.boxes_drawn += boxes;
  self->stats.wires_drawn += wires;
  self->stats.last_rebuild_usec = g_get_monotonic_time () - self->last_rebuild;
}

/* The picture is drawn in a tick, with the size of the last allocation,
 * and the frame placed with the new mapping in the allocation that
 * follows in the same frame: an allocation draws nothing.
 */
static gboolean
rebuild_tick_cb (GtkWidget     *widget,
                 GdkFrameClock *frame_clock,
                 gpointer       user_data)
{
  FlowGtkMinimap *self = FLOW_GTK_MINIMAP (widget);

  self->rebuild_tick = 0;

  /* Not shown: the picture waits (see flow_gtk_minimap_map ()). */
  if (!gtk_widget_get_mapped (widget) ||
      gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return G_SOURCE_REMOVE;

  rebuild (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  gtk_widget_queue_allocate (widget);
  gtk_widget_queue_draw (widget);

  return G_SOURCE_REMOVE;
}

static gboolean
rebuild_cb (gpointer user_data)
{
  FlowGtkMinimap *self = user_data;

  self->rebuild_source = 0;

  if (self->dirty)
    {
      self->due = TRUE;
      if (self->rebuild_tick == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
        self->rebuild_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), rebuild_tick_cb,
                                                           NULL, NULL);
    }

  return G_SOURCE_REMOVE;
}

/* Marks the picture out of date and draws it again soon: at once after a
 * quiet spell, and no more often than every MIN_REBUILD_INTERVAL_MS while
 * changes keep coming, so that a burst of changes costs a few redraws.
 * The picture is drawn in the next size_allocate.
 */
static void
schedule_rebuild (FlowGtkMinimap *self)
{
  gint64 interval_ms, wait_ms;

  self->dirty = TRUE;

  if (self->rebuild_source != 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  /* Never more than a tenth of the time, however slow the machine. */
  interval_ms = MAX (MIN_REBUILD_INTERVAL_MS, self->stats.last_rebuild_usec * 10 / 1000);
  wait_ms = (self->last_rebuild / 1000 + interval_ms) - g_get_monotonic_time () / 1000;
  wait_ms = CLAMP (wait_ms, 0, interval_ms);

  self->rebuild_source = g_timeout_add (wait_ms, rebuild_cb, self);
  g_source_set_name_by_id (self->rebuild_source, "[flow-gtk] minimap rebuild");
}

/* Signal handlers */

static void
viewport_changed_cb (FlowGtkMinimap  *self,
                     FlowGtkViewport *viewport)
{
  /* Only the frame moves. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
graph_changed_cb (FlowGtkMinimap *self)
{
  schedule_rebuild (self);
}

static void
update_state (FlowGtkMinimap *self,
              FlowNode       *node)
{
  FlowNodeState state = flow_node_get_state (node);

  if (state == FLOW_NODE_STATE_NORMAL)
    g_hash_table_remove (self->states, node);
  else
    g_hash_table_insert (self->states, node, GUINT_TO_POINTER (state));
}

static void
nodes_changed_cb (FlowGtkMinimap *self,
                  guint           position,
                  guint           removed,
                  guint           added,
                  GListModel     *model)
{
  /* Only the states of the nodes added are read. */
  if (self->states_valid)
    {
      for (guint i = 0; i < added; i++)
        {
          g_autoptr(FlowNode) node = g_list_model_get_item (model, position + i);

          update_state (self, node);
        }
    }

  schedule_rebuild (self);
}

static void
node_changed_cb (FlowGtkMinimap *self,
                 FlowNode       *node,
                 GParamSpec     *pspec,
                 FlowGraph      *graph)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "state"))
    {
      if (self->states_valid)
        update_state (self, node);
      schedule_rebuild (self);
    }
  else if (g_str_equal (name, "x") || g_str_equal (name, "y") ||
           /* A frame's rectangle, changed by its editor or an undo. */
           (FLOW_IS_FRAME (node) &&
            (g_str_equal (name, "width") || g_str_equal (name, "height") ||
             g_str_equal (name, "collapsed"))))
    {
      schedule_rebuild (self);
    }
}

static void
view_geometry_changed_cb (FlowGtkMinimap *self,
                          FlowGtkView    *view)
{
  Mapping m = self->mapping;

  /* The view's size moves the frame; a change of direction mirrors the
   * picture; nodes the view measured change it.
   */
  gtk_widget_queue_allocate (GTK_WIDGET (self));

  if (_flow_gtk_view_get_geometry_serial (view) != self->geometry_serial ||
      (m.valid && m.rtl != view_is_rtl (self)))
    schedule_rebuild (self);
}

static void
update_targets (FlowGtkMinimap *self)
{
  FlowGraph *graph = self->view != NULL ? flow_gtk_view_get_graph (self->view) : NULL;

  g_signal_group_set_target (self->viewport_signals, get_viewport (self));
  g_signal_group_set_target (self->graph_signals, graph);
  g_signal_group_set_target (self->connections_signals,
                             graph != NULL ? flow_graph_get_connections (graph) : NULL);
  g_signal_group_set_target (self->selection_signals,
                             self->view != NULL ? flow_gtk_view_get_selection (self->view) : NULL);
}

static void
view_graph_changed_cb (FlowGtkMinimap *self)
{
  self->states_valid = FALSE;
  update_targets (self);
  schedule_rebuild (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
view_selection_changed_cb (FlowGtkMinimap *self)
{
  update_targets (self);
  schedule_rebuild (self);
}

static void
disconnect_view (FlowGtkMinimap *self)
{
  g_clear_signal_handler (&self->view_graph_id, self->view);
  g_clear_signal_handler (&self->view_selection_id, self->view);
  g_clear_signal_handler (&self->view_geometry_id, self->view);
}

static void
view_weak_notify (gpointer  data,
                  GObject  *where_the_object_was)
{
  FlowGtkMinimap *self = data;

  /* GObject destroyed the view's signal handlers already. */
  self->view = NULL;
  self->view_graph_id = 0;
  self->view_selection_id = 0;
  self->view_geometry_id = 0;

  update_targets (self);
  self->states_valid = FALSE;
  self->mapping.valid = FALSE;
  self->built = FALSE;
  clear_picture (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "minimap.pan", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "minimap.zoom-in", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "minimap.zoom-out", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "minimap.zoom-to-fit", FALSE);
  gtk_widget_queue_allocate (GTK_WIDGET (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

/* Interaction */

static void
center_on (FlowGtkMinimap         *self,
           const graphene_point_t *canvas)
{
  flow_gtk_viewport_center_on (get_viewport (self),
                               canvas->x,
                               canvas->y,
                               MAX (1, gtk_widget_get_width (GTK_WIDGET (self->view))),
                               MAX (1, gtk_widget_get_height (GTK_WIDGET (self->view))));
}

static gboolean
frame_rect (FlowGtkMinimap  *self,
            graphene_rect_t *rect)
{
  graphene_rect_t visible;

  if (!ensure_mapping (self) || !get_visible_area (self, &visible))
    return FALSE;

  flow_gtk_minimap_mapping_rect_from_canvas (&self->mapping, &visible, rect);

  return TRUE;
}

static void
drag_begin_cb (FlowGtkMinimap *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  if (self->view == NULL)
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  _flow_gtk_minimap_drag_begin (self, x, y);
}

static void
drag_update_cb (FlowGtkMinimap *self,
                double          offset_x,
                double          offset_y,
                GtkGestureDrag *gesture)
{
  _flow_gtk_minimap_drag_update (self, offset_x, offset_y);
}

static void
drag_end_cb (FlowGtkMinimap *self,
             double          offset_x,
             double          offset_y,
             GtkGestureDrag *gesture)
{
  _flow_gtk_minimap_drag_end (self);
}

static gboolean
scroll_cb (FlowGtkMinimap           *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x = self->pointer_inside ? self->pointer_x : -1;
  double y = self->pointer_inside ? self->pointer_y : -1;

  return _flow_gtk_minimap_scroll (self, x, y, dx, dy, state,
                                   gtk_event_controller_scroll_get_unit (controller));
}

static void
motion_cb (FlowGtkMinimap           *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
}

static void
leave_cb (FlowGtkMinimap           *self,
          GtkEventControllerMotion *controller)
{
  self->pointer_inside = FALSE;
}

/* Actions */

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  FlowGtkMinimap *self = FLOW_GTK_MINIMAP (widget);
  FlowGtkViewport *viewport = get_viewport (self);
  graphene_rect_t visible;
  double fx, fy;

  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "(dd)");

  if (viewport == NULL || !get_visible_area (self, &visible))
    return;

  g_variant_get (parameter, "(dd)", &fx, &fy);

  /* Rightward on the screen is leftward on a mirrored canvas. */
  if (view_is_rtl (self))
    fx = -fx;

  flow_gtk_viewport_set_offset (viewport,
                                flow_gtk_viewport_get_offset_x (viewport) + fx * visible.size.width,
                                flow_gtk_viewport_get_offset_y (viewport) + fy * visible.size.height);
}

static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  FlowGtkMinimap *self = FLOW_GTK_MINIMAP (widget);
  g_autofree char *name = NULL;

  if (self->view == NULL)
    return;

  /* minimap.zoom-in → flowview.zoom-in */
  name = g_strconcat ("flowview.", strchr (action_name, '.') + 1, NULL);
  gtk_widget_activate_action (GTK_WIDGET (self->view), name, NULL);
}

/* Vfuncs */

static void
flow_gtk_minimap_dispose (GObject *object)
{
  FlowGtkMinimap *self = (FlowGtkMinimap *)object;

  flow_gtk_minimap_set_view (self, NULL);

  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  clear_picture (self);

  g_clear_pointer (&self->frame, gtk_widget_unparent);
  g_clear_pointer (&self->box_style, gtk_widget_unparent);
  g_clear_pointer (&self->box_selected_style, gtk_widget_unparent);
  g_clear_pointer (&self->box_warning_style, gtk_widget_unparent);
  g_clear_pointer (&self->box_error_style, gtk_widget_unparent);
  g_clear_pointer (&self->wire_style, gtk_widget_unparent);

  g_clear_object (&self->viewport_signals);
  g_clear_object (&self->graph_signals);
  g_clear_object (&self->connections_signals);
  g_clear_object (&self->selection_signals);

  G_OBJECT_CLASS (flow_gtk_minimap_parent_class)->dispose (object);
}

static void
flow_gtk_minimap_finalize (GObject *object)
{
  FlowGtkMinimap *self = (FlowGtkMinimap *)object;

  g_clear_pointer (&self->states, g_hash_table_unref);

  G_OBJECT_CLASS (flow_gtk_minimap_parent_class)->finalize (object);
}

static void
flow_gtk_minimap_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FlowGtkMinimap *self = FLOW_GTK_MINIMAP (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      g_value_set_object (value, self->view);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_minimap_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FlowGtkMinimap *self = FLOW_GTK_MINIMAP (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      flow_gtk_minimap_set_view (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_minimap_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 40;
      *natural = 200;
    }
  else
    {
      *minimum = 28;
      *natural = 140;
    }
}

static void
allocate_frame (FlowGtkMinimap *self,
                int             width,
                int             height)
{
  graphene_rect_t rect, clip;
  int min_w, min_h;

  if (!frame_rect (self, &rect))
    {
      gtk_widget_set_child_visible (self->frame, FALSE);
      return;
    }

  /* A tiny frame is still a frame. */
  if (rect.size.width < FRAME_MIN_SIZE)
    graphene_rect_inset (&rect, (rect.size.width - FRAME_MIN_SIZE) / 2, 0);
  if (rect.size.height < FRAME_MIN_SIZE)
    graphene_rect_inset (&rect, 0, (rect.size.height - FRAME_MIN_SIZE) / 2);

  /* Clip a frame larger than the minimap to a little beyond its edges:
   * the sides that are off the picture are cut away with the overflow.
   */
  clip = GRAPHENE_RECT_INIT (-16, -16, width + 32, height + 32);
  if (!graphene_rect_intersection (&rect, &clip, &rect))
    {
      gtk_widget_set_child_visible (self->frame, FALSE);
      return;
    }

  gtk_widget_set_child_visible (self->frame, TRUE);
  gtk_widget_measure (self->frame, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (self->frame, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
  gtk_widget_allocate (self->frame,
                       MAX (min_w, (int)round (rect.size.width)),
                       MAX (min_h, (int)round (rect.size.height)),
                       -1,
                       gsk_transform_translate (NULL,
                                                &GRAPHENE_POINT_INIT (round (rect.origin.x),
                                                                      round (rect.origin.y))));
}

static void
flow_gtk_minimap_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  FlowGtkMinimap *self = (FlowGtkMinimap *)widget;

  /* A new size, scale or look needs a new picture; changes of the graph
   * wait for the throttled rebuild, which makes it due. Both are drawn
   * in the next tick.
   */
  if ((!self->built ||
       self->due ||
       self->mapping.width != width ||
       self->mapping.height != height ||
       self->cache_scale != gtk_widget_get_scale_factor (widget)) &&
      self->rebuild_tick == 0)
    self->rebuild_tick = gtk_widget_add_tick_callback (widget, rebuild_tick_cb, NULL, NULL);

  allocate_frame (self, width, height);
}

static void
flow_gtk_minimap_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  FlowGtkMinimap *self = (FlowGtkMinimap *)widget;

  self->stats.frames++;

  if (self->surface != NULL)
    flow_gtk_minimap_picture_snapshot (self->surface, &self->texture, snapshot,
                                       &GRAPHENE_RECT_INIT (0, 0, self->mapping.width, self->mapping.height),
                                       GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (gtk_widget_get_native (widget))));

  if (gtk_widget_get_child_visible (self->frame))
    gtk_widget_snapshot_child (widget, self->frame, snapshot);
}

static void
flow_gtk_minimap_map (GtkWidget *widget)
{
  FlowGtkMinimap *self = (FlowGtkMinimap *)widget;

  GTK_WIDGET_CLASS (flow_gtk_minimap_parent_class)->map (widget);

  if (self->dirty)
    schedule_rebuild (self);
}

static void
flow_gtk_minimap_unmap (GtkWidget *widget)
{
  FlowGtkMinimap *self = (FlowGtkMinimap *)widget;

  /* The picture is drawn again when the minimap is shown, if needed. */
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  if (self->rebuild_tick != 0)
    {
      gtk_widget_remove_tick_callback (widget, self->rebuild_tick);
      self->rebuild_tick = 0;
    }

  GTK_WIDGET_CLASS (flow_gtk_minimap_parent_class)->unmap (widget);
}

static void
flow_gtk_minimap_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (flow_gtk_minimap_parent_class)->root (widget);

  _flow_gtk_widget_rooted (widget);
}

static void
scale_factor_changed_cb (FlowGtkMinimap *self)
{
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
add_pan_binding (GtkWidgetClass  *widget_class,
                 guint            keyval,
                 guint            keypad,
                 double           dx,
                 double           dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0,
                                       "minimap.pan", "(dd)", dx * PAN_STEP, dy * PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, keypad, 0,
                                       "minimap.pan", "(dd)", dx * PAN_STEP, dy * PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_SHIFT_MASK,
                                       "minimap.pan", "(dd)", dx * PAN_PAGE, dy * PAN_PAGE);
  gtk_widget_class_add_binding_action (widget_class, keypad, GDK_SHIFT_MASK,
                                       "minimap.pan", "(dd)", dx * PAN_PAGE, dy * PAN_PAGE);
}

static void
add_zoom_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, action, NULL);
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_CONTROL_MASK, action, NULL);
}

static void
flow_gtk_minimap_class_init (FlowGtkMinimapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_minimap_dispose;
  object_class->finalize = flow_gtk_minimap_finalize;
  object_class->get_property = flow_gtk_minimap_get_property;
  object_class->set_property = flow_gtk_minimap_set_property;

  widget_class->measure = flow_gtk_minimap_measure;
  widget_class->size_allocate = flow_gtk_minimap_size_allocate;
  widget_class->snapshot = flow_gtk_minimap_snapshot;
  widget_class->map = flow_gtk_minimap_map;
  widget_class->unmap = flow_gtk_minimap_unmap;
  widget_class->root = flow_gtk_minimap_root;

  /**
   * FlowGtkMinimap:view: (getter get_view) (setter set_view)
   *
   * The view whose graph the minimap shows, and whose visible area it
   * frames and moves.
   *
   * The minimap does not keep the view alive: when the view is destroyed,
   * the property becomes `NULL`.
   */
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL,
                         FLOW_GTK_TYPE_VIEW,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "minimap.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "minimap.zoom-in", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "minimap.zoom-out", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "minimap.zoom-to-fit", NULL, forward_action);

  add_pan_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_pan_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_pan_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_pan_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  add_zoom_binding (widget_class, GDK_KEY_plus, "minimap.zoom-in");
  add_zoom_binding (widget_class, GDK_KEY_equal, "minimap.zoom-in");
  add_zoom_binding (widget_class, GDK_KEY_KP_Add, "minimap.zoom-in");
  add_zoom_binding (widget_class, GDK_KEY_minus, "minimap.zoom-out");
  add_zoom_binding (widget_class, GDK_KEY_KP_Subtract, "minimap.zoom-out");
  add_zoom_binding (widget_class, GDK_KEY_Home, "minimap.zoom-to-fit");
  add_zoom_binding (widget_class, GDK_KEY_KP_Home, "minimap.zoom-to-fit");

  gtk_widget_class_set_css_name (widget_class, "minimap");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
flow_gtk_minimap_init (FlowGtkMinimap *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag;
  GtkEventController *controller;

  self->states = g_hash_table_new (NULL, NULL);

  self->viewport_signals = g_signal_group_new (FLOW_GTK_TYPE_VIEWPORT);
  g_signal_group_connect_swapped (self->viewport_signals, "changed",
                                  G_CALLBACK (viewport_changed_cb), self);

  self->graph_signals = g_signal_group_new (FLOW_TYPE_GRAPH);
  g_signal_group_connect_swapped (self->graph_signals, "items-changed",
                                  G_CALLBACK (nodes_changed_cb), self);
  g_signal_group_connect_swapped (self->graph_signals, "node-changed",
                                  G_CALLBACK (node_changed_cb), self);

  self->connections_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_swapped (self->connections_signals, "items-changed",
                                  G_CALLBACK (graph_changed_cb), self);

  self->selection_signals = g_signal_group_new (GTK_TYPE_SELECTION_MODEL);
  g_signal_group_connect_swapped (self->selection_signals, "selection-changed",
                                  G_CALLBACK (graph_changed_cb), self);

  self->frame = part_new (self, "frame", NULL);
  self->box_style = part_new (self, "nodebox", NULL);
  self->box_selected_style = part_new (self, "nodebox", "selected");
  self->box_warning_style = part_new (self, "nodebox", "warning");
  self->box_error_style = part_new (self, "nodebox", "error");
  self->wire_style = part_new (self, "wire", NULL);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_changed_cb), NULL);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  _flow_gtk_widget_set_cursor_name (widget, "pointer");

  gtk_widget_action_set_enabled (widget, "minimap.pan", FALSE);
  gtk_widget_action_set_enabled (widget, "minimap.zoom-in", FALSE);
  gtk_widget_action_set_enabled (widget, "minimap.zoom-out", FALSE);
  gtk_widget_action_set_enabled (widget, "minimap.zoom-to-fit", FALSE);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Overview"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("The whole graph, with the visible part framed. "
                                  "Click or drag to move the view there; the arrow "
                                  "keys pan it, plus and minus zoom it."),
                                  -1);
}

/* Private API */

void
_flow_gtk_minimap_get_stats (FlowGtkMinimap      *self,
                             FlowGtkMinimapStats *stats)
{
  g_return_if_fail (FLOW_GTK_IS_MINIMAP (self));
  g_return_if_fail (stats != NULL);

  *stats = self->stats;
}

gboolean
_flow_gtk_minimap_to_canvas (FlowGtkMinimap         *self,
                             const graphene_point_t *point,
                             graphene_point_t       *canvas)
{
  g_return_val_if_fail (FLOW_GTK_IS_MINIMAP (self), FALSE);

  if (!ensure_mapping (self))
    return FALSE;

  flow_gtk_minimap_mapping_to_canvas (&self->mapping, point, canvas);

  return TRUE;
}

gboolean
_flow_gtk_minimap_from_canvas (FlowGtkMinimap         *self,
                               const graphene_point_t *canvas,
                               graphene_point_t       *point)
{
  g_return_val_if_fail (FLOW_GTK_IS_MINIMAP (self), FALSE);

  if (!ensure_mapping (self))
    return FALSE;

  flow_gtk_minimap_mapping_from_canvas (&self->mapping, canvas, point);

  return TRUE;
}

gboolean
_flow_gtk_minimap_get_frame (FlowGtkMinimap  *self,
                             graphene_rect_t *frame)
{
  g_return_val_if_fail (FLOW_GTK_IS_MINIMAP (self), FALSE);

  return frame_rect (self, frame);
}

void
_flow_gtk_minimap_drag_begin (FlowGtkMinimap *self,
                              double          x,
                              double          y)
{
  graphene_rect_t frame, visible;
  graphene_point_t canvas;

  g_return_if_fail (FLOW_GTK_IS_MINIMAP (self));

  if (self->view == NULL ||
      !frame_rect (self, &frame) ||
      !get_visible_area (self, &visible))
    return;

  self->dragging = TRUE;
  self->drag_x = x;
  self->drag_y = y;
  flow_gtk_minimap_mapping_to_canvas (&self->mapping, &GRAPHENE_POINT_INIT (x, y), &canvas);

  /* A press inside the frame grabs it where it is; anywhere else, the
   * view jumps there first.
   */
  if (graphene_rect_contains_point (&frame, &GRAPHENE_POINT_INIT (x, y)))
    {
      self->grab_offset.x = visible.origin.x + visible.size.width / 2 - canvas.x;
      self->grab_offset.y = visible.origin.y + visible.size.height / 2 - canvas.y;
    }
  else
    {
      self->grab_offset = GRAPHENE_POINT_INIT (0, 0);
      center_on (self, &canvas);
    }

  _flow_gtk_widget_set_cursor_name (GTK_WIDGET (self), "grabbing");
}

void
_flow_gtk_minimap_drag_update (FlowGtkMinimap *self,
                               double          offset_x,
                               double          offset_y)
{
  graphene_point_t canvas;

  g_return_if_fail (FLOW_GTK_IS_MINIMAP (self));

  if (!self->dragging || self->view == NULL || !ensure_mapping (self))
    return;

  flow_gtk_minimap_mapping_to_canvas (&self->mapping,
                     &GRAPHENE_POINT_INIT (self->drag_x + offset_x, self->drag_y + offset_y),
                     &canvas);
  canvas.x += self->grab_offset.x;
  canvas.y += self->grab_offset.y;
  center_on (self, &canvas);
}

void
_flow_gtk_minimap_drag_end (FlowGtkMinimap *self)
{
  g_return_if_fail (FLOW_GTK_IS_MINIMAP (self));

  self->dragging = FALSE;
  _flow_gtk_widget_set_cursor_name (GTK_WIDGET (self), "pointer");
}

gboolean
_flow_gtk_minimap_scroll (FlowGtkMinimap  *self,
                          double           x,
                          double           y,
                          double           dx,
                          double           dy,
                          GdkModifierType  state,
                          GdkScrollUnit    unit)
{
  FlowGtkViewport *viewport;
  graphene_rect_t visible;

  g_return_val_if_fail (FLOW_GTK_IS_MINIMAP (self), FALSE);

  viewport = get_viewport (self);
  if (viewport == NULL || !get_visible_area (self, &visible))
    return FALSE;

  if (state & GDK_CONTROL_MASK)
    {
      double steps = unit == GDK_SCROLL_UNIT_WHEEL ? dy : dy / 10.0;
      double zoom = flow_gtk_viewport_get_zoom (viewport) * pow (ZOOM_STEP, -steps);
      graphene_point_t canvas, anchor;

      /* Around the point under the pointer if the view shows it, else
       * around the middle of the view.
       */
      if (x >= 0 && y >= 0 && ensure_mapping (self))
        flow_gtk_minimap_mapping_to_canvas (&self->mapping, &GRAPHENE_POINT_INIT (x, y), &canvas);
      if (x < 0 || y < 0 || !graphene_rect_contains_point (&visible, &canvas))
        graphene_rect_get_center (&visible, &canvas);

      flow_gtk_viewport_canvas_to_widget (viewport, &canvas, &anchor);
      flow_gtk_viewport_zoom_at (viewport, zoom, anchor.x, anchor.y);

      return TRUE;
    }

  if (unit == GDK_SCROLL_UNIT_WHEEL)
    {
      dx *= WHEEL_PAN;
      dy *= WHEEL_PAN;
    }

  if ((state & GDK_SHIFT_MASK) && dx == 0)
    {
      dx = dy;
      dy = 0;
    }

  /* As scrolling the view itself would. */
  flow_gtk_viewport_pan (viewport, -dx, -dy);

  return TRUE;
}

/* Public API */

/**
 * flow_gtk_minimap_new:
 * @view: (nullable): the view to show an overview of
 *
 * Creates a new minimap of @view.
 *
 * Returns: (transfer floating): the new minimap
 */
GtkWidget *
flow_gtk_minimap_new (FlowGtkView *view)
{
  g_return_val_if_fail (view == NULL || FLOW_GTK_IS_VIEW (view), NULL);

  return g_object_new (FLOW_GTK_TYPE_MINIMAP,
                       "view", view,
                       NULL);
}

/**
 * flow_gtk_minimap_get_view: (get-property view)
 * @self: a minimap
 *
 * Gets the view @self shows an overview of.
 *
 * Returns: (transfer none) (nullable): the view
 */
FlowGtkView *
flow_gtk_minimap_get_view (FlowGtkMinimap *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_MINIMAP (self), NULL);

  return self->view;
}

/**
 * flow_gtk_minimap_set_view: (set-property view)
 * @self: a minimap
 * @view: (nullable): the view to show an overview of
 *
 * Sets the view @self shows an overview of, and whose visible area it
 * frames and moves.
 */
void
flow_gtk_minimap_set_view (FlowGtkMinimap *self,
                           FlowGtkView    *view)
{
  GtkWidget *widget;

  g_return_if_fail (FLOW_GTK_IS_MINIMAP (self));
  g_return_if_fail (view == NULL || FLOW_GTK_IS_VIEW (view));

  if (self->view == view)
    return;

  widget = GTK_WIDGET (self);

  if (self->view != NULL)
    {
      disconnect_view (self);
      g_object_weak_unref (G_OBJECT (self->view), view_weak_notify, self);
    }

  self->view = view;

  if (view != NULL)
    {
      g_object_weak_ref (G_OBJECT (view), view_weak_notify, self);
      self->view_graph_id =
        g_signal_connect_swapped (view, "notify::graph",
                                  G_CALLBACK (view_graph_changed_cb), self);
      self->view_selection_id =
        g_signal_connect_swapped (view, "notify::selection",
                                  G_CALLBACK (view_selection_changed_cb), self);
      self->view_geometry_id =
        g_signal_connect_swapped (view, "geometry-changed",
                                  G_CALLBACK (view_geometry_changed_cb), self);
    }

  update_targets (self);

  self->states_valid = FALSE;
  self->mapping.valid = FALSE;
  self->built = FALSE;
  clear_picture (self);
  gtk_widget_queue_allocate (widget);

  gtk_widget_action_set_enabled (widget, "minimap.pan", view != NULL);
  gtk_widget_action_set_enabled (widget, "minimap.zoom-in", view != NULL);
  gtk_widget_action_set_enabled (widget, "minimap.zoom-out", view != NULL);
  gtk_widget_action_set_enabled (widget, "minimap.zoom-to-fit", view != NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

/* Implementation notes:
 *
 * The picture is fitted to the graph's bounds alone. Fitting the union of
 * the graph and the visible area, as some editors do, keeps the frame
 * always inside the minimap, but makes the picture depend on the viewport:
 * every pan or zoom would draw all the boxes again. Here a viewport change
 * only moves the frame, a child widget drawn by GTK from its CSS, and a
 * frame larger than the graph is clipped at the minimap's edges.
 *
 * The picture is one image of the minimap's size rather than tiles, as in
 * the view: it is small, always shown whole, and only drawn again when the
 * graph changes. It is drawn through a cairo node under the cairo renderer
 * (which would convert a texture pixel by pixel on every frame) and as a
 * texture otherwise.
 */

/* flow-gtk-viewport.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-viewport-private.h"

#include <math.h>

/* The widest range of zoom levels min-zoom and max-zoom may take. */
#define ZOOM_LOWER 0.0001
#define ZOOM_UPPER 1000.0

#define DEFAULT_MIN_ZOOM 0.01
#define DEFAULT_MAX_ZOOM 4.0

/**
 * FlowGtkViewport:
 *
 * The part of the canvas a [class@View] shows: a zoom level and an offset.
 *
 * A viewport is a plain object with no widget behind it, so the view, a
 * minimap and tests share one, and its maths can be used without a
 * display.
 *
 * Canvas coordinates are the coordinates of the model ([property@Flow.Node:x],
 * [property@Flow.Node:y]); widget coordinates are pixels from the top-left
 * corner of the view. They are related by
 *
 * ```
 * widget = (canvas - offset) × zoom
 * ```
 *
 * so [property@Viewport:offset-x] and [property@Viewport:offset-y] are the
 * canvas coordinates shown at the widget's top-left corner, and
 * [property@Viewport:zoom] is the number of pixels per canvas unit.
 *
 * A [class@View] laid out right to left shows its canvas mirrored: the
 * flow runs from right to left, so canvas x grows to the left and the
 * offset is the canvas point shown at the widget's top-right corner. The
 * view tells its viewport its width and direction when it is allocated,
 * and from then on the conversions, [method@Viewport.pan] and
 * [method@Viewport.zoom_at] take and give widget coordinates as GTK
 * does, from the top-left corner, whatever the direction:
 *
 * ```
 * widget_x = width - (canvas_x - offset_x) × zoom     (right to left)
 * ```
 *
 * A point a drop target or a gesture reports converts to the canvas point
 * under the pointer with no more work. A viewport no view shows is never
 * mirrored.
 *
 * The zoom level is always kept within [property@Viewport:min-zoom] and
 * [property@Viewport:max-zoom]: a value outside is clamped, not refused.
 *
 * Every call that changes anything emits [signal@Viewport::changed] once,
 * after the property notifications, so code that redraws on each change
 * listens to that one signal:
 *
 * ```c
 * static void
 * viewport_changed_cb (MyOverlay *self)
 * {
 *   gtk_widget_queue_draw (GTK_WIDGET (self));
 * }
 *
 *   g_signal_connect_object (viewport, "changed",
 *                            G_CALLBACK (viewport_changed_cb),
 *                            self, G_CONNECT_SWAPPED);
 *
 *   // Zoom in by 10 % around the pointer; content follows a drag.
 *   flow_gtk_viewport_zoom_at (viewport, flow_gtk_viewport_get_zoom (viewport) * 1.1,
 *                              pointer_x, pointer_y);
 *   flow_gtk_viewport_pan (viewport, drag_dx, drag_dy);
 * ```
 *
 * Non-finite numbers (infinities, NaN) are programmer errors and are
 * refused with a critical warning.
 */

struct _FlowGtkViewport
{
  GObject parent_instance;

  /* Invariant: min_zoom <= zoom <= max_zoom. */
  double  zoom;
  double  min_zoom;
  double  max_zoom;

  /* The canvas point at the widget's top-left corner (top-right if
   * mirrored).
   */
  double  offset_x;
  double  offset_y;

  /* Set by the view that shows the viewport, with no notification: the
   * width of the view, and whether it is laid out right to left.
   */
  double   width;
  gboolean mirrored;
};

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_MIN_ZOOM,
  PROP_MAX_ZOOM,
  PROP_OFFSET_X,
  PROP_OFFSET_Y,
  N_PROPS,
};

enum {
  CHANGED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGtkViewport, flow_gtk_viewport, G_TYPE_OBJECT)

/* Between widget x and the x of an unmirrored widget, both ways. */
static inline double
mirror_x (FlowGtkViewport *self,
          double           x)
{
  return self->mirrored ? self->width - x : x;
}

/* Moves the viewport to a new state in one step: the zoom is clamped to the
 * new limits, every changed property is notified (notifications frozen so
 * they arrive together) and ::changed is emitted once if anything changed.
 */
static void
update (FlowGtkViewport *self,
        double           min_zoom,
        double           max_zoom,
        double           zoom,
        double           offset_x,
        double           offset_y)
{
  gboolean changed[N_PROPS] = { FALSE, };
  gboolean any = FALSE;

  g_assert (FLOW_GTK_IS_VIEWPORT (self));
  g_assert (min_zoom <= max_zoom);

  zoom = CLAMP (zoom, min_zoom, max_zoom);

#define ASSIGN(field, prop) \
  if (self->field != field) \
    { \
      self->field = field; \
      changed[prop] = any = TRUE; \
    }

  ASSIGN (min_zoom, PROP_MIN_ZOOM);
  ASSIGN (max_zoom, PROP_MAX_ZOOM);
  ASSIGN (zoom, PROP_ZOOM);
  ASSIGN (offset_x, PROP_OFFSET_X);
  ASSIGN (offset_y, PROP_OFFSET_Y);

#undef ASSIGN

  if (!any)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = 1; i < N_PROPS; i++)
    if (changed[i])
      g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

static void
flow_gtk_viewport_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  FlowGtkViewport *self = FLOW_GTK_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    case PROP_MIN_ZOOM:
      g_value_set_double (value, self->min_zoom);
      break;

    case PROP_MAX_ZOOM:
      g_value_set_double (value, self->max_zoom);
      break;

    case PROP_OFFSET_X:
      g_value_set_double (value, self->offset_x);
      break;

    case PROP_OFFSET_Y:
      g_value_set_double (value, self->offset_y);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_viewport_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  FlowGtkViewport *self = FLOW_GTK_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      flow_gtk_viewport_set_zoom (self, g_value_get_double (value));
      break;

    case PROP_MIN_ZOOM:
      flow_gtk_viewport_set_min_zoom (self, g_value_get_double (value));
      break;

    case PROP_MAX_ZOOM:
      flow_gtk_viewport_set_max_zoom (self, g_value_get_double (value));
      break;

    case PROP_OFFSET_X:
      flow_gtk_viewport_set_offset_x (self, g_value_get_double (value));
      break;

    case PROP_OFFSET_Y:
      flow_gtk_viewport_set_offset_y (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_viewport_class_init (FlowGtkViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = flow_gtk_viewport_get_property;
  object_class->set_property = flow_gtk_viewport_set_property;

  /**
   * FlowGtkViewport:zoom: (getter get_zoom) (setter set_zoom)
   *
   * The number of widget pixels per canvas unit.
   *
   * It is kept between [property@Viewport:min-zoom] and
   * [property@Viewport:max-zoom]; values outside are clamped.
   */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         ZOOM_LOWER, ZOOM_UPPER, 1.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkViewport:min-zoom: (getter get_min_zoom) (setter set_min_zoom)
   *
   * The smallest zoom level.
   */
  properties[PROP_MIN_ZOOM] =
    g_param_spec_double ("min-zoom", NULL, NULL,
                         ZOOM_LOWER, ZOOM_UPPER, DEFAULT_MIN_ZOOM,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkViewport:max-zoom: (getter get_max_zoom) (setter set_max_zoom)
   *
   * The largest zoom level.
   */
  properties[PROP_MAX_ZOOM] =
    g_param_spec_double ("max-zoom", NULL, NULL,
                         ZOOM_LOWER, ZOOM_UPPER, DEFAULT_MAX_ZOOM,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkViewport:offset-x: (getter get_offset_x) (setter set_offset_x)
   *
   * The horizontal canvas coordinate shown at the widget's left edge.
   */
  properties[PROP_OFFSET_X] =
    g_param_spec_double ("offset-x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkViewport:offset-y: (getter get_offset_y) (setter set_offset_y)
   *
   * The vertical canvas coordinate shown at the widget's top edge.
   */
  properties[PROP_OFFSET_Y] =
    g_param_spec_double ("offset-y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlowGtkViewport::changed:
   * @self: a viewport
   *
   * Emitted once after each call that changed the zoom level, its limits
   * or the offset, after the property notifications of that call.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__VOID,
                  G_TYPE_NONE, 0);
  g_signal_set_va_marshaller (signals[CHANGED],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__VOIDv);
}

static void
flow_gtk_viewport_init (FlowGtkViewport *self)
{
  self->zoom = 1.0;
  self->min_zoom = DEFAULT_MIN_ZOOM;
  self->max_zoom = DEFAULT_MAX_ZOOM;
}

/**
 * flow_gtk_viewport_new:
 *
 * Creates a viewport at zoom level 1 showing the canvas origin at the
 * widget's top-left corner.
 *
 * Returns: (transfer full): a new viewport
 */
FlowGtkViewport *
flow_gtk_viewport_new (void)
{
  return g_object_new (FLOW_GTK_TYPE_VIEWPORT, NULL);
}

/**
 * flow_gtk_viewport_get_zoom: (get-property zoom)
 * @self: a viewport
 *
 * Gets the number of widget pixels per canvas unit.
 *
 * Returns: the zoom level
 */
double
flow_gtk_viewport_get_zoom (FlowGtkViewport *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEWPORT (self), 1.0);

  return self->zoom;
}

/**
 * flow_gtk_viewport_set_zoom: (set-property zoom)
 * @self: a viewport
 * @zoom: the new zoom level
 *
 * Sets the zoom level, clamped to the viewport's limits.
 *
 * The offset is kept, so the canvas point at the widget's top-left corner
 * stays where it is; use [method@Viewport.zoom_at] to zoom around another
 * point.
 */
void
flow_gtk_viewport_set_zoom (FlowGtkViewport *self,
                            double           zoom)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (zoom));

  update (self, self->min_zoom, self->max_zoom, zoom, self->offset_x, self->offset_y);
}

/**
 * flow_gtk_viewport_get_min_zoom: (get-property min-zoom)
 * @self: a viewport
 *
 * Gets the smallest zoom level.
 *
 * Returns: the smallest zoom level
 */
double
flow_gtk_viewport_get_min_zoom (FlowGtkViewport *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEWPORT (self), DEFAULT_MIN_ZOOM);

  return self->min_zoom;
}

/**
 * flow_gtk_viewport_set_min_zoom: (set-property min-zoom)
 * @self: a viewport
 * @min_zoom: the smallest zoom level, between 0.0001 and 1000
 *
 * Sets the smallest zoom level.
 *
 * The zoom level is clamped to the new limit, and
 * [property@Viewport:max-zoom] is raised to @min_zoom if it was lower.
 */
void
flow_gtk_viewport_set_min_zoom (FlowGtkViewport *self,
                                double           min_zoom)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (min_zoom));

  min_zoom = CLAMP (min_zoom, ZOOM_LOWER, ZOOM_UPPER);

  update (self,
          min_zoom, MAX (self->max_zoom, min_zoom),
          self->zoom, self->offset_x, self->offset_y);
}

/**
 * flow_gtk_viewport_get_max_zoom: (get-property max-zoom)
 * @self: a viewport
 *
 * Gets the largest zoom level.
 *
 * Returns: the largest zoom level
 */
double
flow_gtk_viewport_get_max_zoom (FlowGtkViewport *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEWPORT (self), DEFAULT_MAX_ZOOM);

  return self->max_zoom;
}

/**
 * flow_gtk_viewport_set_max_zoom: (set-property max-zoom)
 * @self: a viewport
 * @max_zoom: the largest zoom level, between 0.0001 and 1000
 *
 * Sets the largest zoom level.
 *
 * The zoom level is clamped to the new limit, and
 * [property@Viewport:min-zoom] is lowered to @max_zoom if it was higher.
 */
void
flow_gtk_viewport_set_max_zoom (FlowGtkViewport *self,
                                double           max_zoom)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (max_zoom));

  max_zoom = CLAMP (max_zoom, ZOOM_LOWER, ZOOM_UPPER);

  update (self,
          MIN (self->min_zoom, max_zoom), max_zoom,
          self->zoom, self->offset_x, self->offset_y);
}

/**
 * flow_gtk_viewport_get_offset_x: (get-property offset-x)
 * @self: a viewport
 *
 * Gets the horizontal canvas coordinate shown at the widget's left edge.
 *
 * Returns: the horizontal offset, in canvas units
 */
double
flow_gtk_viewport_get_offset_x (FlowGtkViewport *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEWPORT (self), 0.0);

  return self->offset_x;
}

/**
 * flow_gtk_viewport_get_offset_y: (get-property offset-y)
 * @self: a viewport
 *
 * Gets the vertical canvas coordinate shown at the widget's top edge.
 *
 * Returns: the vertical offset, in canvas units
 */
double
flow_gtk_viewport_get_offset_y (FlowGtkViewport *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEWPORT (self), 0.0);

  return self->offset_y;
}

/**
 * flow_gtk_viewport_set_offset:
 * @self: a viewport
 * @offset_x: the canvas coordinate to show at the widget's left edge
 * @offset_y: the canvas coordinate to show at the widget's top edge
 *
 * Sets both offsets at once, with a single [signal@Viewport::changed].
 */
void
flow_gtk_viewport_set_offset (FlowGtkViewport *self,
                              double           offset_x,
                              double           offset_y)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (offset_x));
  g_return_if_fail (isfinite (offset_y));

  update (self, self->min_zoom, self->max_zoom, self->zoom, offset_x, offset_y);
}

/**
 * flow_gtk_viewport_set_offset_x: (set-property offset-x)
 * @self: a viewport
 * @offset_x: the canvas coordinate to show at the widget's left edge
 *
 * Sets the horizontal offset.
 */
void
flow_gtk_viewport_set_offset_x (FlowGtkViewport *self,
                                double           offset_x)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (offset_x));

  update (self, self->min_zoom, self->max_zoom, self->zoom, offset_x, self->offset_y);
}

/**
 * flow_gtk_viewport_set_offset_y: (set-property offset-y)
 * @self: a viewport
 * @offset_y: the canvas coordinate to show at the widget's top edge
 *
 * Sets the vertical offset.
 */
void
flow_gtk_viewport_set_offset_y (FlowGtkViewport *self,
                                double           offset_y)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (offset_y));

  update (self, self->min_zoom, self->max_zoom, self->zoom, self->offset_x, offset_y);
}

/**
 * flow_gtk_viewport_canvas_to_widget:
 * @self: a viewport
 * @canvas: a point in canvas coordinates
 * @widget: (out caller-allocates): return location for the point in widget
 *   coordinates
 *
 * Converts a point from canvas coordinates to widget coordinates.
 *
 * @canvas and @widget may point to the same point.
 */
void
flow_gtk_viewport_canvas_to_widget (FlowGtkViewport        *self,
                                    const graphene_point_t *canvas,
                                    graphene_point_t       *widget)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (canvas != NULL);
  g_return_if_fail (widget != NULL);

  widget->x = mirror_x (self, (canvas->x - self->offset_x) * self->zoom);
  widget->y = (canvas->y - self->offset_y) * self->zoom;
}

/**
 * flow_gtk_viewport_widget_to_canvas:
 * @self: a viewport
 * @widget: a point in widget coordinates
 * @canvas: (out caller-allocates): return location for the point in canvas
 *   coordinates
 *
 * Converts a point from widget coordinates to canvas coordinates.
 *
 * @widget and @canvas may point to the same point.
 */
void
flow_gtk_viewport_widget_to_canvas (FlowGtkViewport        *self,
                                    const graphene_point_t *widget,
                                    graphene_point_t       *canvas)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (widget != NULL);
  g_return_if_fail (canvas != NULL);

  canvas->x = mirror_x (self, widget->x) / self->zoom + self->offset_x;
  canvas->y = widget->y / self->zoom + self->offset_y;
}

/**
 * flow_gtk_viewport_get_visible_area:
 * @self: a viewport
 * @width: the width of the widget, in pixels
 * @height: the height of the widget, in pixels
 * @area: (out caller-allocates): return location for the visible part of
 *   the canvas, in canvas coordinates
 *
 * Gets the part of the canvas a widget of the given size shows.
 */
void
flow_gtk_viewport_get_visible_area (FlowGtkViewport *self,
                                    double           width,
                                    double           height,
                                    graphene_rect_t *area)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (width) && width >= 0);
  g_return_if_fail (isfinite (height) && height >= 0);
  g_return_if_fail (area != NULL);

  graphene_rect_init (area,
                      self->offset_x, self->offset_y,
                      width / self->zoom, height / self->zoom);
}

/**
 * flow_gtk_viewport_pan:
 * @self: a viewport
 * @dx: the horizontal distance, in widget pixels
 * @dy: the vertical distance, in widget pixels
 *
 * Moves the content by (@dx, @dy) pixels, as a drag by that distance
 * does: the canvas point under the pointer stays under the pointer.
 */
void
flow_gtk_viewport_pan (FlowGtkViewport *self,
                       double           dx,
                       double           dy)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (dx));
  g_return_if_fail (isfinite (dy));

  if (self->mirrored)
    dx = -dx;

  update (self, self->min_zoom, self->max_zoom, self->zoom,
          self->offset_x - dx / self->zoom,
          self->offset_y - dy / self->zoom);
}

/**
 * flow_gtk_viewport_zoom_at:
 * @self: a viewport
 * @zoom: the new zoom level
 * @widget_x: the horizontal widget coordinate to zoom around
 * @widget_y: the vertical widget coordinate to zoom around
 *
 * Sets the zoom level (clamped to the viewport's limits) while the canvas
 * point at (@widget_x, @widget_y) stays there, as zooming with the mouse
 * wheel under the pointer does.
 */
void
flow_gtk_viewport_zoom_at (FlowGtkViewport *self,
                           double           zoom,
                           double           widget_x,
                           double           widget_y)
{
  double canvas_x, canvas_y;

  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (zoom));
  g_return_if_fail (isfinite (widget_x));
  g_return_if_fail (isfinite (widget_y));

  widget_x = mirror_x (self, widget_x);
  canvas_x = widget_x / self->zoom + self->offset_x;
  canvas_y = widget_y / self->zoom + self->offset_y;

  zoom = CLAMP (zoom, self->min_zoom, self->max_zoom);

  update (self, self->min_zoom, self->max_zoom, zoom,
          canvas_x - widget_x / zoom,
          canvas_y - widget_y / zoom);
}

/**
 * flow_gtk_viewport_fit:
 * @self: a viewport
 * @area: the part of the canvas to show, in canvas coordinates
 * @width: the width of the widget, in pixels; positive
 * @height: the height of the widget, in pixels; positive
 * @margin: the space to keep around @area, in pixels
 *
 * Zooms and pans so that @area fills a widget of the given size, centred,
 * with @margin pixels to spare on each side.
 *
 * The zoom level is clamped to the viewport's limits, so a large area may
 * not fit entirely; it is centred all the same. An area with no width or
 * height is centred at the zoom level its other side needs, or at the
 * current zoom level if it is a point.
 */
void
flow_gtk_viewport_fit (FlowGtkViewport       *self,
                       const graphene_rect_t *area,
                       double                 width,
                       double                 height,
                       double                 margin)
{
  graphene_rect_t r;
  double usable_width, usable_height;
  double zoom_x, zoom_y, zoom;
  double center_x, center_y;

  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (area != NULL);
  g_return_if_fail (isfinite (area->origin.x) && isfinite (area->origin.y));
  g_return_if_fail (isfinite (area->size.width) && isfinite (area->size.height));
  g_return_if_fail (isfinite (width) && width > 0);
  g_return_if_fail (isfinite (height) && height > 0);
  g_return_if_fail (isfinite (margin) && margin >= 0);

  graphene_rect_normalize_r (area, &r);

  usable_width = MAX (width - 2 * margin, 1);
  usable_height = MAX (height - 2 * margin, 1);

  zoom_x = r.size.width > 0 ? usable_width / r.size.width : INFINITY;
  zoom_y = r.size.height > 0 ? usable_height / r.size.height : INFINITY;
  zoom = MIN (zoom_x, zoom_y);
  if (isinf (zoom))
    zoom = self->zoom;
  zoom = CLAMP (zoom, self->min_zoom, self->max_zoom);

  center_x = r.origin.x + r.size.width / 2;
  center_y = r.origin.y + r.size.height / 2;

  update (self, self->min_zoom, self->max_zoom, zoom,
          center_x - width / (2 * zoom),
          center_y - height / (2 * zoom));
}

/**
 * flow_gtk_viewport_center_on:
 * @self: a viewport
 * @canvas_x: the horizontal canvas coordinate to show in the centre
 * @canvas_y: the vertical canvas coordinate to show in the centre
 * @width: the width of the widget, in pixels
 * @height: the height of the widget, in pixels
 *
 * Pans, at the current zoom level, so that a widget of the given size
 * shows (@canvas_x, @canvas_y) in its centre.
 */
void
flow_gtk_viewport_center_on (FlowGtkViewport *self,
                             double           canvas_x,
                             double           canvas_y,
                             double           width,
                             double           height)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (canvas_x));
  g_return_if_fail (isfinite (canvas_y));
  g_return_if_fail (isfinite (width) && width >= 0);
  g_return_if_fail (isfinite (height) && height >= 0);

  update (self, self->min_zoom, self->max_zoom, self->zoom,
          canvas_x - width / (2 * self->zoom),
          canvas_y - height / (2 * self->zoom));
}

/* Private API */

/* Returns a new viewport in the same state as @self, with no signal
 * connections: a scratch copy for what-if maths (where would this node be
 * after zooming?) that touches no listener.
 */
FlowGtkViewport *
_flow_gtk_viewport_copy (FlowGtkViewport *self)
{
  FlowGtkViewport *copy;

  g_return_val_if_fail (FLOW_GTK_IS_VIEWPORT (self), NULL);

  copy = g_object_new (FLOW_GTK_TYPE_VIEWPORT, NULL);
  copy->min_zoom = self->min_zoom;
  copy->max_zoom = self->max_zoom;
  copy->zoom = self->zoom;
  copy->offset_x = self->offset_x;
  copy->offset_y = self->offset_y;
  copy->width = self->width;
  copy->mirrored = self->mirrored;

  return copy;
}

/* Sets the zoom level (clamped) and both offsets with one ::changed, as
 * animations that interpolate a whole state need.
 */
void
_flow_gtk_viewport_set_state (FlowGtkViewport *self,
                              double           zoom,
                              double           offset_x,
                              double           offset_y)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (zoom));
  g_return_if_fail (isfinite (offset_x));
  g_return_if_fail (isfinite (offset_y));

  update (self, self->min_zoom, self->max_zoom, zoom, offset_x, offset_y);
}

/* Tells @self the width of the view that shows it and whether that view
 * is laid out right to left. Called from the view's size_allocate, so it
 * notifies nobody: the offset and zoom do not change, only the widget
 * pixels they map to, and the view redraws after allocation anyway.
 */
void
_flow_gtk_viewport_set_mirrored (FlowGtkViewport *self,
                                 gboolean         mirrored,
                                 double           width)
{
  g_return_if_fail (FLOW_GTK_IS_VIEWPORT (self));
  g_return_if_fail (isfinite (width) && width >= 0);

  self->mirrored = !!mirrored;
  self->width = width;
}

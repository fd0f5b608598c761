/* flow-frame.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowFrame, a titled and coloured rectangle that gathers the nodes lying
 * in it, and which frame a node belongs to.
 */

#include "config.h"

#include "flow-frame.h"
#include "flow-enums.h"
#include "flow-i18n-private.h"

#include <math.h>

#include "flow-error.h"
#include "flow-graph.h"
#include "flow-history-private.h"

/**
 * FlowFrame:
 *
 * A titled, coloured rectangle behind a set of nodes, with a text of its
 * own: Blender's frame, Unreal's comment box. It is a node with no docks,
 * so it is added, removed, moved, copied, saved and undone as any node
 * is, and never takes part in evaluation.
 *
 * ```c
 * FlowNode *frame = flow_frame_new ();
 *
 * flow_node_set_title (frame, "Filters");
 * flow_frame_set_bounds (FLOW_FRAME (frame), 0, 0, 640, 360);
 * flow_frame_set_text (FLOW_FRAME (frame), "Everything that shapes the signal.");
 * flow_graph_add_node (graph, frame, NULL);
 * ```
 *
 * The frame's rectangle is its position ([property@Node:x],
 * [property@Node:y]) and its size ([property@Frame:width],
 * [property@Frame:height]), in canvas units. A node belongs to the
 * smallest frame of its graph whose rectangle holds the node's position
 * (its top-left corner); a frame belongs to a larger frame in the same
 * way, so frames nest. Membership follows from where things are: a node
 * joins a frame by being moved into it and leaves it by being moved out,
 * and there is nothing else to keep in step, in files or in the history.
 * [func@Frame.find_for_node] and [method@Frame.list_members] tell who
 * belongs where.
 *
 * Views move a frame's members with it and fit the frame around them
 * after they moved, so that it shrinks or grows to its contents
 * (`FlowGtkView` does, in the same step of the history as the move),
 * unless [property@Frame:fit-members] is unset, as it is once a person
 * resized the frame by hand. A frame can be collapsed to its title bar
 * ([property@Frame:collapsed]): views then hide its members.
 *
 * Its size, text, colour, collapsing and fitting are parameters: changing them
 * in a graph is recorded in the history. Files keep a frame as a node
 * of the type `FlowFrame`, which every serializer knows, with these in
 * the node's `data`.
 *
 * Since: 0.2
 */

struct _FlowFrame
{
  FlowNode        parent_instance;

  double          width;
  double          height;
  char           *text;
  FlowFrameColor  color;
  gboolean        collapsed;
  gboolean        fit_members;
};

enum {
  PROP_0,
  PROP_WIDTH,
  PROP_HEIGHT,
  PROP_TEXT,
  PROP_COLOR,
  PROP_COLLAPSED,
  PROP_FIT_MEMBERS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowFrame, flow_frame, FLOW_TYPE_NODE)

#define DEFAULT_WIDTH  320.0
#define DEFAULT_HEIGHT 200.0

/* Files */

static JsonNode *
flow_frame_save (FlowNode *node)
{
  FlowFrame *self = FLOW_FRAME (node);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "width");
  json_builder_add_double_value (builder, self->width);
  json_builder_set_member_name (builder, "height");
  json_builder_add_double_value (builder, self->height);
  if (self->text[0] != '\0')
    {
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, self->text);
    }
  if (self->color != FLOW_FRAME_COLOR_NONE)
    {
      GEnumValue *value = g_enum_get_value (g_type_class_peek (FLOW_TYPE_FRAME_COLOR), self->color);

      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, value->value_nick);
    }
  if (self->collapsed)
    {
      json_builder_set_member_name (builder, "collapsed");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (!self->fit_members)
    {
      json_builder_set_member_name (builder, "fit-members");
      json_builder_add_boolean_value (builder, FALSE);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
read_size (JsonObject  *object,
           const char  *name,
           double      *size,
           GError     **error)
{
  JsonNode *member = json_object_get_member (object, name);

  if (member == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_VALUE (member) ||
      (json_node_get_value_type (member) != G_TYPE_DOUBLE &&
       json_node_get_value_type (member) != G_TYPE_INT64) ||
      !isfinite (json_node_get_double (member)) ||
      json_node_get_double (member) < 0)
    {
      /* Translators: %s is “width” or “height”, a member of a file. */
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("The frame’s “%s” is not a number of at least 0."), name);
      return FALSE;
    }

  *size = json_node_get_double (member);
  return TRUE;
}

static gboolean
read_boolean (JsonObject  *object,
              const char  *name,
              gboolean    *value,
              GError     **error)
{
  JsonNode *member = json_object_get_member (object, name);

  if (member == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_BOOLEAN)
    {
      /* Translators: %s is “collapsed” or “fit-members”, a member of a file. */
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("The frame’s “%s” is not true or false."), name);
      return FALSE;
    }

  *value = json_node_get_boolean (member);
  return TRUE;
}

static gboolean
flow_frame_load (FlowNode  *node,
                 JsonNode  *data,
                 GError   **error)
{
  FlowFrame *self = FLOW_FRAME (node);
  double width = DEFAULT_WIDTH, height = DEFAULT_HEIGHT;
  const char *text = "";
  FlowFrameColor color = FLOW_FRAME_COLOR_NONE;
  gboolean collapsed = FALSE;
  gboolean fit_members = TRUE;
  JsonObject *object;
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (data))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The frame’s data is not an object."));
      return FALSE;
    }

  object = json_node_get_object (data);

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &name, &member))
    {
      if (!g_str_equal (name, "width") && !g_str_equal (name, "height") &&
          !g_str_equal (name, "text") && !g_str_equal (name, "color") &&
          !g_str_equal (name, "collapsed") && !g_str_equal (name, "fit-members"))
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("The frame’s data has an unknown member “%s”."), name);
          return FALSE;
        }
    }

  if (!read_size (object, "width", &width, error) ||
      !read_size (object, "height", &height, error))
    return FALSE;

  if ((member = json_object_get_member (object, "text")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("The frame’s text is not a string."));
          return FALSE;
        }
      text = json_node_get_string (member);
    }

  if ((member = json_object_get_member (object, "color")) != NULL)
    {
      GEnumValue *value = NULL;

      if (JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING)
        value = g_enum_get_value_by_nick (g_type_class_peek (FLOW_TYPE_FRAME_COLOR),
                                          json_node_get_string (member));
      if (value == NULL || value->value == FLOW_FRAME_COLOR_NONE)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("The frame’s colour is not one of red, orange, yellow, green, blue and purple."));
          return FALSE;
        }
      color = value->value;
    }

  if (!read_boolean (object, "collapsed", &collapsed, error) ||
      !read_boolean (object, "fit-members", &fit_members, error))
    return FALSE;

  flow_frame_set_width (self, width);
  flow_frame_set_height (self, height);
  flow_frame_set_text (self, text);
  flow_frame_set_color (self, color);
  flow_frame_set_collapsed (self, collapsed);
  flow_frame_set_fit_members (self, fit_members);

  return TRUE;
}

/* GObject */

static void
flow_frame_finalize (GObject *object)
{
  FlowFrame *self = (FlowFrame *)object;

  g_free (self->text);

  G_OBJECT_CLASS (flow_frame_parent_class)->finalize (object);
}

static void
flow_frame_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  FlowFrame *self = FLOW_FRAME (object);

  switch (prop_id)
    {
    case PROP_WIDTH:
      g_value_set_double (value, self->width);
      break;

    case PROP_HEIGHT:
      g_value_set_double (value, self->height);
      break;

    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;

    case PROP_COLOR:
      g_value_set_enum (value, self->color);
      break;

    case PROP_COLLAPSED:
      g_value_set_boolean (value, self->collapsed);
      break;

    case PROP_FIT_MEMBERS:
      g_value_set_boolean (value, self->fit_members);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_frame_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  FlowFrame *self = FLOW_FRAME (object);

  switch (prop_id)
    {
    case PROP_WIDTH:
      flow_frame_set_width (self, g_value_get_double (value));
      break;

    case PROP_HEIGHT:
      flow_frame_set_height (self, g_value_get_double (value));
      break;

    case PROP_TEXT:
      flow_frame_set_text (self, g_value_get_string (value));
      break;

    case PROP_COLOR:
      flow_frame_set_color (self, g_value_get_enum (value));
      break;

    case PROP_COLLAPSED:
      flow_frame_set_collapsed (self, g_value_get_boolean (value));
      break;

    case PROP_FIT_MEMBERS:
      flow_frame_set_fit_members (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_frame_class_init (FlowFrameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowNodeClass *node_class = FLOW_NODE_CLASS (klass);

  object_class->finalize = flow_frame_finalize;
  object_class->get_property = flow_frame_get_property;
  object_class->set_property = flow_frame_set_property;

  node_class->save = flow_frame_save;
  node_class->load = flow_frame_load;

  /**
   * FlowFrame:width: (getter get_width) (setter set_width)
   *
   * The width of the frame's rectangle, in canvas units.
   *
   * Since: 0.2
   */
  properties[PROP_WIDTH] =
    g_param_spec_double ("width", NULL, NULL,
                         0, G_MAXDOUBLE, DEFAULT_WIDTH,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowFrame:height: (getter get_height) (setter set_height)
   *
   * The height of the frame's rectangle, in canvas units, title
   * included.
   *
   * Since: 0.2
   */
  properties[PROP_HEIGHT] =
    g_param_spec_double ("height", NULL, NULL,
                         0, G_MAXDOUBLE, DEFAULT_HEIGHT,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowFrame:text: (getter get_text) (setter set_text)
   *
   * What the frame says below its title: a comment on the nodes in it,
   * plain text, possibly of several lines.
   *
   * Since: 0.2
   */
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL,
                         "",
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowFrame:color: (getter get_color) (setter set_color)
   *
   * The frame's colour.
   *
   * Since: 0.2
   */
  properties[PROP_COLOR] =
    g_param_spec_enum ("color", NULL, NULL,
                       FLOW_TYPE_FRAME_COLOR,
                       FLOW_FRAME_COLOR_NONE,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  /**
   * FlowFrame:collapsed: (getter get_collapsed) (setter set_collapsed)
   *
   * Whether the frame is collapsed to its title bar: views then hide the
   * nodes that belong to it (and theirs), and draw the wires that reach
   * them to the title bar. Its rectangle, and so who belongs to it, stay
   * as they are.
   *
   * Since: 0.2
   */
  properties[PROP_COLLAPSED] =
    g_param_spec_boolean ("collapsed", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowFrame:fit-members: (getter get_fit_members) (setter set_fit_members)
   *
   * Whether views fit the frame around its members after they moved, so
   * that it shrinks and grows to its contents (the default), or leave its
   * rectangle as it was set, as after a person resized it by hand.
   * Either way a node belongs to the frame while its position lies in
   * the frame's rectangle.
   *
   * Since: 0.2
   */
  properties[PROP_FIT_MEMBERS] =
    g_param_spec_boolean ("fit-members", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_frame_init (FlowFrame *self)
{
  self->fit_members = TRUE;
  self->width = DEFAULT_WIDTH;
  self->height = DEFAULT_HEIGHT;
  self->text = g_strdup ("");
  /* A frame computes nothing: there is nothing to bypass. */
  flow_node_set_can_mute (FLOW_NODE (self), FALSE);
}

/* Public API */

/**
 * flow_frame_new:
 *
 * Creates a frame of 320 × 200 canvas units with no text.
 *
 * Returns: (transfer full): the new frame
 *
 * Since: 0.2
 */
FlowNode *
flow_frame_new (void)
{
  return g_object_new (FLOW_TYPE_FRAME, NULL);
}

/**
 * flow_frame_get_width: (get-property width)
 * @self: a frame
 *
 * Gets the width of @self.
 *
 * Returns: the width, in canvas units
 *
 * Since: 0.2
 */
double
flow_frame_get_width (FlowFrame *self)
{
  g_return_val_if_fail (FLOW_IS_FRAME (self), 0);

  return self->width;
}

/**
 * flow_frame_set_width: (set-property width)
 * @self: a frame
 * @width: the width, in canvas units, finite and at least 0
 *
 * Sets the width of @self.
 *
 * Since: 0.2
 */
void
flow_frame_set_width (FlowFrame *self,
                      double     width)
{
  g_return_if_fail (FLOW_IS_FRAME (self));
  g_return_if_fail (isfinite (width) && width >= 0);

  if (self->width == width)
    return;

  self->width = width;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
}

/**
 * flow_frame_get_height: (get-property height)
 * @self: a frame
 *
 * Gets the height of @self.
 *
 * Returns: the height, in canvas units
 *
 * Since: 0.2
 */
double
flow_frame_get_height (FlowFrame *self)
{
  g_return_val_if_fail (FLOW_IS_FRAME (self), 0);

  return self->height;
}

/**
 * flow_frame_set_height: (set-property height)
 * @self: a frame
 * @height: the height, in canvas units, finite and at least 0
 *
 * Sets the height of @self.
 *
 * Since: 0.2
 */
void
flow_frame_set_height (FlowFrame *self,
                       double     height)
{
  g_return_if_fail (FLOW_IS_FRAME (self));
  g_return_if_fail (isfinite (height) && height >= 0);

  if (self->height == height)
    return;

  self->height = height;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEIGHT]);
}

/**
 * flow_frame_set_bounds:
 * @self: a frame
 * @x: the left edge, in canvas units
 * @y: the top edge, in canvas units
 * @width: the width, finite and at least 0
 * @height: the height, finite and at least 0
 *
 * Moves and sizes @self at once: in a graph, one step of its history,
 * "Resize Frame", or part of the step of a history group under way
 * (which names it).
 *
 * Since: 0.2
 */
void
flow_frame_set_bounds (FlowFrame *self,
                       double     x,
                       double     y,
                       double     width,
                       double     height)
{
  FlowGraph *graph;
  FlowHistory *history = NULL;

  g_return_if_fail (FLOW_IS_FRAME (self));
  g_return_if_fail (isfinite (x) && isfinite (y));
  g_return_if_fail (isfinite (width) && width >= 0);
  g_return_if_fail (isfinite (height) && height >= 0);

  graph = flow_node_get_graph (FLOW_NODE (self));
  /* The history if there is one: asking for it would make one. */
  if (graph != NULL)
    history = _flow_graph_peek_history (graph);

  /* Named so when it is a step of its own; as part of a larger one (a
   * node deleted from inside the frame, which it shrinks around), the
   * larger one names the step, even without a label.
   */
  if (history != NULL)
    flow_history_begin_group (history, _flow_history_in_group (history) ? NULL : _("Resize Frame"));
  flow_node_set_position (FLOW_NODE (self), x, y);
  flow_frame_set_width (self, width);
  flow_frame_set_height (self, height);
  if (history != NULL)
    flow_history_end_group (history);
}

/**
 * flow_frame_get_text: (get-property text)
 * @self: a frame
 *
 * Gets what @self says below its title.
 *
 * Returns: (transfer none): the text, possibly empty
 *
 * Since: 0.2
 */
const char *
flow_frame_get_text (FlowFrame *self)
{
  g_return_val_if_fail (FLOW_IS_FRAME (self), NULL);

  return self->text;
}

/**
 * flow_frame_set_text: (set-property text)
 * @self: a frame
 * @text: (nullable): the text, or `NULL` for none
 *
 * Sets what @self says below its title.
 *
 * Since: 0.2
 */
void
flow_frame_set_text (FlowFrame  *self,
                     const char *text)
{
  g_return_if_fail (FLOW_IS_FRAME (self));

  if (text == NULL)
    text = "";

  if (g_str_equal (self->text, text))
    return;

  g_free (self->text);
  self->text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

/**
 * flow_frame_get_color: (get-property color)
 * @self: a frame
 *
 * Gets the colour of @self.
 *
 * Returns: the colour
 *
 * Since: 0.2
 */
FlowFrameColor
flow_frame_get_color (FlowFrame *self)
{
  g_return_val_if_fail (FLOW_IS_FRAME (self), FLOW_FRAME_COLOR_NONE);

  return self->color;
}

/**
 * flow_frame_set_color: (set-property color)
 * @self: a frame
 * @color: the colour
 *
 * Sets the colour of @self.
 *
 * Since: 0.2
 */
void
flow_frame_set_color (FlowFrame      *self,
                      FlowFrameColor  color)
{
  g_return_if_fail (FLOW_IS_FRAME (self));
  g_return_if_fail (color >= FLOW_FRAME_COLOR_NONE && color <= FLOW_FRAME_COLOR_PURPLE);

  if (self->color == color)
    return;

  self->color = color;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

/**
 * flow_frame_get_collapsed: (get-property collapsed)
 * @self: a frame
 *
 * Gets whether @self is collapsed to its title bar.
 *
 * Returns: `TRUE` if it is
 *
 * Since: 0.2
 */
gboolean
flow_frame_get_collapsed (FlowFrame *self)
{
  g_return_val_if_fail (FLOW_IS_FRAME (self), FALSE);

  return self->collapsed;
}

/**
 * flow_frame_set_collapsed: (set-property collapsed)
 * @self: a frame
 * @collapsed: whether @self is collapsed to its title bar
 *
 * Collapses @self to its title bar, or opens it again.
 *
 * Since: 0.2
 */
void
flow_frame_set_collapsed (FlowFrame *self,
                          gboolean   collapsed)
{
  g_return_if_fail (FLOW_IS_FRAME (self));

  collapsed = !!collapsed;
  if (self->collapsed == collapsed)
    return;

  self->collapsed = collapsed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLLAPSED]);
}

/**
 * flow_frame_get_fit_members: (get-property fit-members)
 * @self: a frame
 *
 * Gets whether views fit @self around its members after they moved.
 *
 * Returns: `FALSE` if @self keeps the rectangle it was given
 *
 * Since: 0.2
 */
gboolean
flow_frame_get_fit_members (FlowFrame *self)
{
  g_return_val_if_fail (FLOW_IS_FRAME (self), TRUE);

  return self->fit_members;
}

/**
 * flow_frame_set_fit_members: (set-property fit-members)
 * @self: a frame
 * @fit_members: whether views fit @self around its members
 *
 * Sets whether views fit @self around its members after they moved
 * (`TRUE`), or leave its rectangle as it is (`FALSE`), as `FlowGtkView`
 * does once a person resized the frame by hand.
 *
 * Since: 0.2
 */
void
flow_frame_set_fit_members (FlowFrame *self,
                            gboolean   fit_members)
{
  g_return_if_fail (FLOW_IS_FRAME (self));

  fit_members = !!fit_members;
  if (self->fit_members == fit_members)
    return;

  self->fit_members = fit_members;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIT_MEMBERS]);
}

/**
 * flow_frame_contains_point:
 * @self: a frame
 * @x: a point, in canvas units
 * @y: a point, in canvas units
 *
 * Whether (@x, @y) lies in the rectangle of @self: at or right of its
 * left edge and left of its right edge, and likewise from top to bottom.
 *
 * Returns: `TRUE` if it does
 *
 * Since: 0.2
 */
gboolean
flow_frame_contains_point (FlowFrame *self,
                           double     x,
                           double     y)
{
  double left, top;

  g_return_val_if_fail (FLOW_IS_FRAME (self), FALSE);

  left = flow_node_get_x (FLOW_NODE (self));
  top = flow_node_get_y (FLOW_NODE (self));

  return x >= left && x < left + self->width &&
         y >= top && y < top + self->height;
}

/**
 * flow_frame_holds:
 * @self: a frame
 * @node: a node
 *
 * Whether @node could belong to @self: the rectangle of @self holds the
 * position of @node, and @node is not @self nor a frame as large as it
 * or larger (so that no two frames hold each other). @node belongs to
 * the smallest frame that holds it ([func@Frame.find_for_node]).
 *
 * Returns: `TRUE` if @self holds @node
 *
 * Since: 0.2
 */
gboolean
flow_frame_holds (FlowFrame *self,
                  FlowNode  *node)
{
  FlowFrame *frame = self;

  g_return_val_if_fail (FLOW_IS_FRAME (self), FALSE);
  g_return_val_if_fail (FLOW_IS_NODE (node), FALSE);

  if ((FlowNode *)frame == node ||
      !flow_frame_contains_point (frame, flow_node_get_x (node), flow_node_get_y (node)))
    return FALSE;

  if (FLOW_IS_FRAME (node))
    {
      FlowFrame *inner = FLOW_FRAME (node);

      return inner->width * inner->height < frame->width * frame->height;
    }

  return TRUE;
}

/**
 * flow_frame_find_for_node:
 * @node: a node in a graph
 *
 * Finds the frame @node belongs to: the smallest frame of its graph whose
 * rectangle holds the node's position (of two as small, the later in the
 * graph's order). A frame belongs only to a frame larger than itself.
 *
 * It looks at every node of the graph.
 *
 * Returns: (transfer none) (nullable): the frame, or `NULL` if @node
 *   belongs to none or is in no graph
 *
 * Since: 0.2
 */
FlowFrame *
flow_frame_find_for_node (FlowNode *node)
{
  FlowGraph *graph;
  GListModel *nodes;
  FlowFrame *best = NULL;
  guint n;

  g_return_val_if_fail (FLOW_IS_NODE (node), NULL);

  if ((graph = flow_node_get_graph (node)) == NULL)
    return NULL;

  nodes = G_LIST_MODEL (graph);
  n = g_list_model_get_n_items (nodes);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) other = g_list_model_get_item (nodes, i);
      FlowFrame *frame;

      if (!FLOW_IS_FRAME (other))
        continue;

      frame = FLOW_FRAME (other);
      if (flow_frame_holds (frame, node) &&
          (best == NULL || frame->width * frame->height <= best->width * best->height))
        best = frame;
    }

  return best;
}

/**
 * flow_frame_list_members:
 * @self: a frame in a graph
 *
 * Lists the nodes that belong to @self ([func@Frame.find_for_node]), in
 * the graph's order: frames among them have members of their own.
 *
 * It looks at every node of the graph, for each frame of it.
 *
 * Returns: (transfer full): a new list of [class@Node]s, empty if
 *   @self is in no graph
 *
 * Since: 0.2
 */
GListModel *
flow_frame_list_members (FlowFrame *self)
{
  GListStore *members;
  FlowGraph *graph;
  GListModel *nodes;
  guint n;

  g_return_val_if_fail (FLOW_IS_FRAME (self), NULL);

  members = g_list_store_new (FLOW_TYPE_NODE);
  if ((graph = flow_node_get_graph (FLOW_NODE (self))) == NULL)
    return G_LIST_MODEL (members);

  nodes = G_LIST_MODEL (graph);
  n = g_list_model_get_n_items (nodes);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      if (flow_frame_holds (self, node) && flow_frame_find_for_node (node) == self)
        g_list_store_append (members, node);
    }

  return G_LIST_MODEL (members);
}

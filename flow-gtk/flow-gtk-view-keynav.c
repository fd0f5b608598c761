/* flow-gtk-view-keynav.c: the keyboard focus among nodes, by what the
 * user sees rather than by the graph's order: Ctrl+arrows move the focus
 * to the nearest node in that direction on the screen, Ctrl+Shift+arrows
 * add it to the selection, Ctrl+Space toggles the focused node in the
 * selection, and the arrows that move the selection move it the way they
 * point, also in right-to-left locales; and flow_gtk_view_focus_node (),
 * for applications.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-keynav-private.h"

#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

#include <math.h>

/* Implementation notes
 *
 * Focus and selection are apart, as in GTK's list and grid views, where
 * Ctrl+arrows move the focus without selecting and Ctrl+Space toggles:
 * Tab still moves both (the quickest way through a graph), and these
 * keys build a selection of any nodes without losing it.
 *
 * The nearest node in a direction is the one whose centre lies beyond the
 * focused node's centre in that direction, with the least distance along
 * it plus twice the distance across it, so that a node straight ahead
 * wins over a closer one far to the side. Nodes within 45° of the
 * direction come first: a node nearly straight below, its centre a few
 * units further right, is not the one to the right while another lies
 * that way; it is reached only when nothing does. The search walks every node's
 * record once, a few nanoseconds each (about a millisecond a key at
 * 100,000 nodes), and needs no widget: the node it finds gets one as Tab
 * gives one. Rejected: asking the spatial index for growing rectangles,
 * which is faster only when the next node is near and is much more code,
 * and GTK's own directional focus (GTK_DIR_LEFT…), which sees only the
 * nodes that have widgets.
 *
 * Directions are on the screen. In a right-to-left view the canvas runs
 * from right to left, so "right" is towards smaller canvas x, for these
 * keys and for the arrows that move the selection.
 */

typedef enum
{
  DIRECTION_LEFT,
  DIRECTION_RIGHT,
  DIRECTION_UP,
  DIRECTION_DOWN,
} Direction;

static gboolean
parse_direction (const char *name,
                 Direction  *direction)
{
  static const char * const names[] = { "left", "right", "up", "down" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *direction = i;
        return TRUE;
      }

  return FALSE;
}

/* The unit vector of @direction on the screen, in canvas axes. */
static void
direction_vector (FlowGtkView *view,
                  Direction    direction,
                  double      *x,
                  double      *y)
{
  double mirror = _flow_gtk_view_is_rtl (view) ? -1 : 1;

  *x = direction == DIRECTION_LEFT ? -mirror : direction == DIRECTION_RIGHT ? mirror : 0;
  *y = direction == DIRECTION_UP ? -1 : direction == DIRECTION_DOWN ? 1 : 0;
}

static void
record_centre (FlowGtkNodeRecord *record,
               double            *x,
               double            *y)
{
  const graphene_rect_t *bounds = &record->item.bounds;

  *x = bounds->origin.x + bounds->size.width / 2;
  *y = bounds->origin.y + bounds->size.height / 2;
}

/* The node nearest to (@x, @y) in the direction (@dx, @dy), or with no
 * direction (0, 0) the nearest at all; never @skip.
 */
static FlowGtkNodeRecord *
find_nearest (FlowGtkLayout     *layout,
              FlowGtkNodeRecord *skip,
              double             x,
              double             y,
              double             dx,
              double             dy)
{
  FlowGtkNodeRecord *best = NULL;
  double best_score = INFINITY;
  gboolean best_in_cone = FALSE;
  guint n = flow_gtk_layout_get_n_nodes (layout);

  for (guint i = 0; i < n; i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_get_node (layout, i);
      double cx, cy, along, across, score;
      gboolean in_cone = TRUE;

      if (record == skip || record->collapsed_into != NULL)
        continue;

      record_centre (record, &cx, &cy);

      if (dx == 0 && dy == 0)
        score = hypot (cx - x, cy - y);
      else
        {
          along = (cx - x) * dx + (cy - y) * dy;
          across = fabs ((cx - x) * dy - (cy - y) * dx);

          /* Half a unit ahead at least: a node in the same column is not
           * to the right of it.
           */
          if (along < 0.5)
            continue;

          score = along + 2 * across;
          in_cone = across <= along;
        }

      if ((in_cone && !best_in_cone) ||
          (in_cone == best_in_cone && score < best_score))
        {
          best = record;
          best_score = score;
          best_in_cone = in_cone;
        }
    }

  return best;
}

static void
focus_in_direction (FlowGtkView         *view,
                    const char          *name,
                    FlowGtkFocusSelects  selects)
{
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);
  FlowGtkNodeRecord *from = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view));
  FlowGtkNodeRecord *to;
  Direction direction;
  double x, y, dx, dy;

  if (flow_gtk_view_get_graph (view) == NULL || !parse_direction (name, &direction))
    return;

  if (from != NULL && from->placed)
    {
      record_centre (from, &x, &y);
      direction_vector (view, direction, &dx, &dy);
    }
  else
    {
      graphene_point_t middle;

      /* Nothing focused yet: start at the node nearest the middle of
       * what the view shows.
       */
      _flow_gtk_view_widget_to_canvas (view,
                                       gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                                       gtk_widget_get_height (GTK_WIDGET (view)) / 2.0,
                                       &middle);
      x = middle.x;
      y = middle.y;
      dx = dy = 0;
      from = NULL;
    }

  to = find_nearest (layout, from, x, y, dx, dy);
  if (to != NULL)
    flow_gtk_view_input_focus_record (_flow_gtk_view_get_input (view), to, selects);
  else
    gtk_widget_error_bell (GTK_WIDGET (view));
}

static void
focus_nearest_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "s");
  focus_in_direction (FLOW_GTK_VIEW (widget), g_variant_get_string (parameter, NULL),
                      FLOW_GTK_FOCUS_SELECTS_NONE);
}

static void
extend_selection_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "s");
  focus_in_direction (FLOW_GTK_VIEW (widget), g_variant_get_string (parameter, NULL),
                      FLOW_GTK_FOCUS_SELECTS_TOO);
}

static void
toggle_focused_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  FlowGtkNodeRecord *record = flow_gtk_node_manager_get_focus (_flow_gtk_view_get_node_manager (view));

  if (record == NULL || !record->placed)
    return;

  if (gtk_selection_model_is_selected (selection, record->position))
    gtk_selection_model_unselect_item (selection, record->position);
  else
    gtk_selection_model_select_item (selection, record->position, FALSE);
}

/* The arrows move the selection the way they point on the screen. */
static gboolean
move_by_key_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  double dx, dy;

  g_variant_get (args, "(dd)", &dx, &dy);
  if (_flow_gtk_view_is_rtl (FLOW_GTK_VIEW (widget)))
    dx = -dx;

  return gtk_widget_activate_action (widget, "flowview.move-selection", "(dd)", dx, dy);
}

static void
add_arrow_bindings (GtkWidgetClass  *widget_class,
                    guint            keyval,
                    guint            keypad,
                    const char      *direction,
                    double           dx,
                    double           dy)
{
  /* The keypad's first: menus show the last key bound. */
  const guint keys[] = { keypad, keyval };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      gtk_widget_class_add_binding (widget_class, keys[i], 0, move_by_key_cb,
                                    "(dd)", dx, dy);
      gtk_widget_class_add_binding (widget_class, keys[i], GDK_SHIFT_MASK, move_by_key_cb,
                                    "(dd)", dx * 5, dy * 5);
      gtk_widget_class_add_binding_action (widget_class, keys[i], GDK_CONTROL_MASK,
                                           "flowview.focus-nearest", "s", direction);
      gtk_widget_class_add_binding_action (widget_class, keys[i],
                                           GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                           "flowview.extend-selection", "s", direction);
    }
}

/* What a command made by keys (a paste, a group, a frame) takes the
 * keyboard, as it takes the selection, so that the next keys act on it
 * (the command selected it: the focus changes no selection).
 * Zoomed out below the level of detail, where nodes have no widgets, the
 * view keeps the keyboard and its zoom instead: the selection holds what
 * was made, and the arrows move it. Giving the node a widget there zoomed
 * the view in to 100 % at each paste.
 */
void
flow_gtk_view_keynav_focus_made (FlowGtkView *view,
                                 FlowNode    *node)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);
  FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (_flow_gtk_view_get_layout (view), node);

  if (record == NULL || !record->placed)
    return;

  if (flow_gtk_viewport_get_zoom (viewport) < flow_gtk_view_get_detail_zoom (view))
    {
      gtk_widget_grab_focus (GTK_WIDGET (view));
      return;
    }

  flow_gtk_view_input_focus_record (_flow_gtk_view_get_input (view), record,
                                    FLOW_GTK_FOCUS_SELECTS_NONE);
}

/**
 * flow_gtk_view_focus_node:
 * @self: a view
 * @node: a node of the view's graph
 *
 * Gives @node the keyboard focus and selects it alone, as
 * <kbd>Tab</kbd> does: the view scrolls to it and, when it shows no
 * widget for it (out of sight, or zoomed out below
 * [property@View:detail-zoom]), makes one.
 *
 * An application that adds a node for the user (from a palette, say)
 * calls it so that the next keys act on the new node: connect it with
 * <kbd>Ctrl</kbd>+<kbd>L</kbd>, move it with the arrows.
 */
void
flow_gtk_view_focus_node (FlowGtkView *self,
                          FlowNode    *node)
{
  g_return_if_fail (FLOW_GTK_IS_VIEW (self));
  g_return_if_fail (FLOW_IS_NODE (node));
  g_return_if_fail (flow_gtk_view_get_graph (self) != NULL &&
                    flow_node_get_graph (node) == flow_gtk_view_get_graph (self));

  flow_gtk_view_input_focus_node (_flow_gtk_view_get_input (self), node);
}

/* Installs the actions and key bindings on the view's class. */
void
flow_gtk_view_keynav_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.focus-nearest", "s",
                                   focus_nearest_action);
  gtk_widget_class_install_action (widget_class, "flowview.extend-selection", "s",
                                   extend_selection_action);
  gtk_widget_class_install_action (widget_class, "flowview.toggle-focused", NULL,
                                   toggle_focused_action);

  add_arrow_bindings (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, "left", -10, 0);
  add_arrow_bindings (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, "right", 10, 0);
  add_arrow_bindings (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, "up", 0, -10);
  add_arrow_bindings (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, "down", 0, 10);

  /* Menus show the last key bound: the keypad's first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, GDK_CONTROL_MASK,
                                       "flowview.toggle-focused", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, GDK_CONTROL_MASK,
                                       "flowview.toggle-focused", NULL);
}

/* flow-gtk-view-properties.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The view's GObject properties, and only them: their definitions, their
 * documentation and their dispatch to the public accessors, which live
 * with what they set (flow-gtk-view.c, and the menus in
 * flow-gtk-view-actions.c).
 */

#include "config.h"

#include "flow-gtk-view-private.h"

#include "flow-gtk-viewport.h"

static GParamSpec *properties[FLOW_GTK_VIEW_N_PROPS];

static void
get_property (GObject    *object,
              guint       prop_id,
              GValue     *value,
              GParamSpec *pspec)
{
  FlowGtkView *self = FLOW_GTK_VIEW (object);

  switch (prop_id)
    {
    case FLOW_GTK_VIEW_PROP_GRAPH:
      g_value_set_object (value, flow_gtk_view_get_graph (self));
      break;

    case FLOW_GTK_VIEW_PROP_VIEWPORT:
      g_value_set_object (value, flow_gtk_view_get_viewport (self));
      break;

    case FLOW_GTK_VIEW_PROP_FACTORY:
      g_value_set_object (value, flow_gtk_view_get_factory (self));
      break;

    case FLOW_GTK_VIEW_PROP_SELECTION:
      g_value_set_object (value, flow_gtk_view_get_selection (self));
      break;

    case FLOW_GTK_VIEW_PROP_EDITABLE:
      g_value_set_boolean (value, flow_gtk_view_get_editable (self));
      break;

    case FLOW_GTK_VIEW_PROP_SHOW_GRID:
      g_value_set_boolean (value, flow_gtk_view_get_show_grid (self));
      break;

    case FLOW_GTK_VIEW_PROP_SNAP_TO_GRID:
      g_value_set_boolean (value, flow_gtk_view_get_snap_to_grid (self));
      break;

    case FLOW_GTK_VIEW_PROP_GRID_SIZE:
      g_value_set_double (value, flow_gtk_view_get_grid_size (self));
      break;

    case FLOW_GTK_VIEW_PROP_DETAIL_ZOOM:
      g_value_set_double (value, flow_gtk_view_get_detail_zoom (self));
      break;

    case FLOW_GTK_VIEW_PROP_CANVAS_MENU:
      g_value_set_object (value, flow_gtk_view_get_canvas_menu (self));
      break;

    case FLOW_GTK_VIEW_PROP_NODE_MENU:
      g_value_set_object (value, flow_gtk_view_get_node_menu (self));
      break;

    case FLOW_GTK_VIEW_PROP_CONNECTION_MENU:
      g_value_set_object (value, flow_gtk_view_get_connection_menu (self));
      break;

    case FLOW_GTK_VIEW_PROP_SELECTED_CONNECTION:
      g_value_set_object (value, flow_gtk_view_get_selected_connection (self));
      break;

    case FLOW_GTK_VIEW_PROP_SERIALIZER:
      g_value_set_object (value, flow_gtk_view_get_serializer (self));
      break;

    case FLOW_GTK_VIEW_PROP_FIT_MARGINS:
      {
        GtkBorder margins;

        flow_gtk_view_get_fit_margins (self, &margins);
        g_value_set_boxed (value, &margins);
      }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_property (GObject      *object,
              guint         prop_id,
              const GValue *value,
              GParamSpec   *pspec)
{
  FlowGtkView *self = FLOW_GTK_VIEW (object);

  switch (prop_id)
    {
    case FLOW_GTK_VIEW_PROP_GRAPH:
      flow_gtk_view_set_graph (self, g_value_get_object (value));
      break;

    case FLOW_GTK_VIEW_PROP_FACTORY:
      flow_gtk_view_set_factory (self, g_value_get_object (value));
      break;

    case FLOW_GTK_VIEW_PROP_EDITABLE:
      flow_gtk_view_set_editable (self, g_value_get_boolean (value));
      break;

    case FLOW_GTK_VIEW_PROP_SHOW_GRID:
      flow_gtk_view_set_show_grid (self, g_value_get_boolean (value));
      break;

    case FLOW_GTK_VIEW_PROP_SNAP_TO_GRID:
      flow_gtk_view_set_snap_to_grid (self, g_value_get_boolean (value));
      break;

    case FLOW_GTK_VIEW_PROP_GRID_SIZE:
      flow_gtk_view_set_grid_size (self, g_value_get_double (value));
      break;

    case FLOW_GTK_VIEW_PROP_DETAIL_ZOOM:
      flow_gtk_view_set_detail_zoom (self, g_value_get_double (value));
      break;

    case FLOW_GTK_VIEW_PROP_CANVAS_MENU:
      flow_gtk_view_set_canvas_menu (self, g_value_get_object (value));
      break;

    case FLOW_GTK_VIEW_PROP_NODE_MENU:
      flow_gtk_view_set_node_menu (self, g_value_get_object (value));
      break;

    case FLOW_GTK_VIEW_PROP_CONNECTION_MENU:
      flow_gtk_view_set_connection_menu (self, g_value_get_object (value));
      break;

    case FLOW_GTK_VIEW_PROP_SERIALIZER:
      flow_gtk_view_set_serializer (self, g_value_get_object (value));
      break;

    case FLOW_GTK_VIEW_PROP_FIT_MARGINS:
      if (g_value_get_boxed (value) != NULL)
        flow_gtk_view_set_fit_margins (self, g_value_get_boxed (value));
      else
        flow_gtk_view_set_fit_margins (self, &(GtkBorder) { 0, });
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

void
_flow_gtk_view_install_properties (GObjectClass *object_class)
{
  object_class->get_property = get_property;
  object_class->set_property = set_property;

  /**
   * FlowGtkView:graph: (getter get_graph) (setter set_graph)
   *
   * The graph the view shows and edits.
   */
  properties[FLOW_GTK_VIEW_PROP_GRAPH] =
    g_param_spec_object ("graph", NULL, NULL,
                         FLOW_TYPE_GRAPH,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:viewport: (getter get_viewport)
   *
   * The zoom and offset of the view, shared with a minimap.
   */
  properties[FLOW_GTK_VIEW_PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL,
                         FLOW_GTK_TYPE_VIEWPORT,
                         (G_PARAM_READABLE |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:factory: (getter get_factory) (setter set_factory)
   *
   * The factory that makes the node widgets. Setting `NULL` restores a
   * default factory, which makes [class@Node]s.
   */
  properties[FLOW_GTK_VIEW_PROP_FACTORY] =
    g_param_spec_object ("factory", NULL, NULL,
                         FLOW_GTK_TYPE_NODE_FACTORY,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:selection: (getter get_selection)
   *
   * The selection: a [iface@Gtk.SelectionModel] over the graph's nodes,
   * in the graph's order, any number of them selected, or `NULL` without
   * a graph. It is the only place the view keeps the selection.
   */
  properties[FLOW_GTK_VIEW_PROP_SELECTION] =
    g_param_spec_object ("selection", NULL, NULL,
                         GTK_TYPE_SELECTION_MODEL,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:editable: (getter get_editable) (setter set_editable)
   *
   * Whether the user may change the graph: move, connect and delete.
   * Selecting, panning and zooming work either way.
   *
   * In a view that is not editable, the widgets inside node widgets take
   * no input either: the inline editors of values, and an application's
   * [property@Node:child]. Node widgets then have the style class
   * `.read-only`, under which spin buttons, entries, drop-downs and
   * colour buttons inside them show their values as text, without a
   * field's frame or their buttons (which keep their room, so that
   * nothing moves).
   *
   * While the view cannot edit (not editable, or without a graph), every
   * `flowview.` action that changes the graph is disabled, so that
   * menus and buttons bound to them show it — inside the view, and
   * outside it through [method@View.get_action_group]: those of the
   * clipboard but copy, deleting, renaming, muting, moving, arranging, frames,
   * reroutes, connecting and disconnecting, adding nodes, grouping,
   * undo and redo.
   */
  properties[FLOW_GTK_VIEW_PROP_EDITABLE] =
    g_param_spec_boolean ("editable", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:show-grid: (getter get_show_grid) (setter set_show_grid)
   *
   * Whether a grid is drawn behind the graph.
   */
  properties[FLOW_GTK_VIEW_PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:snap-to-grid: (getter get_snap_to_grid) (setter set_snap_to_grid)
   *
   * Whether nodes the user moves land on the grid.
   */
  properties[FLOW_GTK_VIEW_PROP_SNAP_TO_GRID] =
    g_param_spec_boolean ("snap-to-grid", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:grid-size: (getter get_grid_size) (setter set_grid_size)
   *
   * The spacing of the grid, in canvas units.
   */
  properties[FLOW_GTK_VIEW_PROP_GRID_SIZE] =
    g_param_spec_double ("grid-size", NULL, NULL,
                         1.0, 1000.0, FLOW_GTK_VIEW_DEFAULT_GRID_SIZE,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:detail-zoom: (getter get_detail_zoom) (setter set_detail_zoom)
   *
   * The zoom below which nodes are drawn as simple boxes with their docks,
   * without widgets (the level of detail). At 0.4, the default, node
   * titles would be too small to read anyway.
   */
  properties[FLOW_GTK_VIEW_PROP_DETAIL_ZOOM] =
    g_param_spec_double ("detail-zoom", NULL, NULL,
                         0.0, 100.0, FLOW_GTK_VIEW_DEFAULT_DETAIL_ZOOM,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:canvas-menu: (getter get_canvas_menu) (setter set_canvas_menu)
   *
   * The context menu of the empty canvas. Its actions can read where it
   * was opened with [method@View.get_context_position].
   *
   * A view starts with a menu of its own: undo and redo, with the
   * history's labels, "Select All", "Zoom to Fit", "Add Frame" and "Go to
   * Node…". Setting another menu replaces it, and setting `NULL` leaves
   * the canvas without one. To add items to the view's menu rather than
   * replace it, take it before setting the new one and add it as a
   * section:
   *
   * ```c
   * g_autoptr(GMenu) menu = g_menu_new ();
   *
   * g_menu_append (menu, "Add Note Here", "app.add-note");
   * g_menu_append_section (menu, NULL, flow_gtk_view_get_canvas_menu (view));
   * flow_gtk_view_set_canvas_menu (view, G_MENU_MODEL (menu));
   * ```
   *
   * The node and connection menus are extended the same way.
   */
  properties[FLOW_GTK_VIEW_PROP_CANVAS_MENU] =
    g_param_spec_object ("canvas-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:node-menu: (getter get_node_menu) (setter set_node_menu)
   *
   * The context menu of a node; [method@View.get_context_node] tells which.
   * Opening it selects the node if it was not selected.
   *
   * A view starts with a menu of its own ("Connect…", "Add Reroute…",
   * "Frame Selection", "Rename…", "Mute or Unmute", "Delete"), which a new
   * menu replaces; see [property@View:canvas-menu] to extend it instead.
   */
  properties[FLOW_GTK_VIEW_PROP_NODE_MENU] =
    g_param_spec_object ("node-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:connection-menu: (getter get_connection_menu) (setter set_connection_menu)
   *
   * The context menu of a wire; [method@View.get_context_connection] tells
   * which.
   *
   * A view starts with a menu of its own ("Add Reroute", "Delete
   * Connection"), which a new menu replaces; see
   * [property@View:canvas-menu] to extend it instead.
   */
  properties[FLOW_GTK_VIEW_PROP_CONNECTION_MENU] =
    g_param_spec_object ("connection-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:selected-connection: (getter get_selected_connection)
   *
   * The connection whose wire the user selected by clicking it, or `NULL`.
   */
  properties[FLOW_GTK_VIEW_PROP_SELECTED_CONNECTION] =
    g_param_spec_object ("selected-connection", NULL, NULL,
                         FLOW_TYPE_CONNECTION,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:serializer: (getter get_serializer) (setter set_serializer)
   *
   * The serializer that copies and pastes nodes through the clipboard;
   * register the application's node types on it so that pasted nodes are
   * of the right types. Setting `NULL` restores a default one.
   */
  properties[FLOW_GTK_VIEW_PROP_SERIALIZER] =
    g_param_spec_object ("serializer", NULL, NULL,
                         FLOW_TYPE_SERIALIZER,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkView:fit-margins: (getter get_fit_margins) (setter set_fit_margins)
   *
   * Space along the edges of the view, in pixels, that widgets of the
   * application cover (a minimap, zoom buttons over the canvas): fitting
   * the graph or the selection keeps nodes out of it, and messages on the
   * canvas are shown beside it. One side and one end make a box in their
   * corner (see [method@View.set_fit_margins]).
   */
  properties[FLOW_GTK_VIEW_PROP_FIT_MARGINS] =
    g_param_spec_boxed ("fit-margins", NULL, NULL,
                        GTK_TYPE_BORDER,
                        (G_PARAM_READWRITE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, FLOW_GTK_VIEW_N_PROPS, properties);
}

void
_flow_gtk_view_notify (FlowGtkView         *self,
                       FlowGtkViewProperty  property)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[property]);
}

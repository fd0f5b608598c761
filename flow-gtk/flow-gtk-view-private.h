/* flow-gtk-view-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-view.h"

#include "flow-gtk-layout-private.h"
#include "flow-gtk-node-manager-private.h"
#include "flow-gtk-selection-private.h"
#include "flow-gtk-wire-renderer-private.h"

G_BEGIN_DECLS

/* GTK runs a widget action whatever parameter it is given: none, or one
 * of another type, from gtk_widget_activate_action () or through an
 * action group, is a programmer error, caught by the first line of an
 * action that takes one rather than read as a string that is not there.
 */
#define FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER(parameter, type) \
  g_return_if_fail ((parameter) != NULL && g_variant_is_of_type ((parameter), G_VARIANT_TYPE (type)))

/* Whether the view can show a popover: one pops up from the surface of
 * the view's window, and GTK crashes on a popover whose parent is in no
 * window. The actions that open one (the menus, the connect list, the
 * list of nodes to add, find, rename, a frame's editor) do nothing in a
 * view that is in no window; arranging goes on without its progress.
 */
#define _flow_gtk_view_can_pop_up(view) (gtk_widget_get_native (GTK_WIDGET (view)) != NULL)

/* Whether the keyboard is in the view: on the canvas or a node widget.
 * What a key makes there (a frame, a level entered or left) then takes
 * the focus, so that a screen reader says where it went.
 */
static inline gboolean
_flow_gtk_view_has_keyboard (FlowGtkView *view)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (view));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == GTK_WIDGET (view) || gtk_widget_is_ancestor (focus, GTK_WIDGET (view)));
}

/* What the view's rooms ask of it. FlowGtkView coordinates them: the
 * layout (where things are), the node manager (node widgets), the wire
 * renderer (what the view draws itself), input (flow-gtk-view-input.c)
 * and actions (flow-gtk-view-actions.c). See `docs/view.md`.
 */

#define FLOW_GTK_VIEW_DEFAULT_DETAIL_ZOOM 0.4
#define FLOW_GTK_VIEW_DEFAULT_GRID_SIZE   20.0

/* A press this close to a dock, in pixels, picks it. */
#define FLOW_GTK_VIEW_DOCK_HIT_RADIUS 10.0

/* The view's properties, defined in flow-gtk-view-properties.c. */
typedef enum
{
  FLOW_GTK_VIEW_PROP_0,
  FLOW_GTK_VIEW_PROP_GRAPH,
  FLOW_GTK_VIEW_PROP_VIEWPORT,
  FLOW_GTK_VIEW_PROP_FACTORY,
  FLOW_GTK_VIEW_PROP_SELECTION,
  FLOW_GTK_VIEW_PROP_EDITABLE,
  FLOW_GTK_VIEW_PROP_SHOW_GRID,
  FLOW_GTK_VIEW_PROP_SNAP_TO_GRID,
  FLOW_GTK_VIEW_PROP_GRID_SIZE,
  FLOW_GTK_VIEW_PROP_DETAIL_ZOOM,
  FLOW_GTK_VIEW_PROP_CANVAS_MENU,
  FLOW_GTK_VIEW_PROP_NODE_MENU,
  FLOW_GTK_VIEW_PROP_CONNECTION_MENU,
  FLOW_GTK_VIEW_PROP_SELECTED_CONNECTION,
  FLOW_GTK_VIEW_PROP_SERIALIZER,
  FLOW_GTK_VIEW_PROP_FIT_MARGINS,
  FLOW_GTK_VIEW_N_PROPS,
} FlowGtkViewProperty;

void                 _flow_gtk_view_install_properties (GObjectClass          *object_class);
void                 _flow_gtk_view_notify            (FlowGtkView            *self,
                                                       FlowGtkViewProperty     property);

typedef struct _FlowGtkViewInput   FlowGtkViewInput;
typedef struct _FlowGtkViewActions FlowGtkViewActions;

FlowGtkLayout       *_flow_gtk_view_get_layout        (FlowGtkView            *self);
FlowGtkNodeManager  *_flow_gtk_view_get_node_manager  (FlowGtkView            *self);
FlowGtkWireRenderer *_flow_gtk_view_get_wire_renderer (FlowGtkView            *self);
FlowGtkViewInput    *_flow_gtk_view_get_input         (FlowGtkView            *self);
FlowGtkViewActions  *_flow_gtk_view_get_actions       (FlowGtkView            *self);

gboolean             _flow_gtk_view_is_rtl            (FlowGtkView            *self);
void                 _flow_gtk_view_widget_to_canvas  (FlowGtkView            *self,
                                                       double                  x,
                                                       double                  y,
                                                       graphene_point_t       *canvas);

/* The grid's settings, kept by the view and set through the public
 * accessors in flow-gtk-view-grid.c.
 */
typedef struct
{
  double size;
  guint  shown : 1;
  guint  snap : 1;
} FlowGtkViewGrid;

FlowGtkViewGrid     *_flow_gtk_view_peek_grid         (FlowGtkView            *self);
/* Set through flow_gtk_view_set_fit_margins (), flow-gtk-view-geometry.c. */
GtkBorder           *_flow_gtk_view_peek_fit_margins  (FlowGtkView            *self);
double               _flow_gtk_view_get_snap_grid     (FlowGtkView            *self);
void                 _flow_gtk_view_get_size          (FlowGtkView            *self,
                                                       int                    *width,
                                                       int                    *height);

FlowGtkNodeRecord   *_flow_gtk_view_pick_node         (FlowGtkView            *self,
                                                       const graphene_point_t *point);
FlowDock            *_flow_gtk_view_pick_dock         (FlowGtkView            *self,
                                                       const graphene_point_t *point,
                                                       double                  radius,
                                                       FlowGtkDockKind         kind);
FlowGtkWireRecord   *_flow_gtk_view_pick_wire         (FlowGtkView            *self,
                                                       const graphene_point_t *point);

gboolean             _flow_gtk_view_is_selected       (FlowGtkView            *self,
                                                       FlowGtkNodeRecord      *record);
void                 _flow_gtk_view_select            (FlowGtkView            *self,
                                                       FlowGtkNodeRecord      *record,
                                                       GdkModifierType         modifiers);
void                 _flow_gtk_view_set_selected_connection (FlowGtkView      *self,
                                                             FlowConnection   *connection);
void                 _flow_gtk_view_activate_node     (FlowGtkView            *self,
                                                       FlowNode               *node);
void                 _flow_gtk_view_schedule_reconcile (FlowGtkView           *self);
gboolean             _flow_gtk_view_wants_widget      (FlowGtkView            *self,
                                                       const graphene_rect_t  *bounds);
gboolean             _flow_gtk_view_is_allocating     (FlowGtkView            *self);
void                 _flow_gtk_view_allocate_nodes    (FlowGtkView            *self);
void                 _flow_gtk_view_geometry_changed  (FlowGtkView            *self);
/* flow-gtk-view-geometry.c: a fit made again as nodes are measured. */
void                 _flow_gtk_view_settle_fit        (FlowGtkView            *self);

/* flow-gtk-view-scene.c: what the view shows of a graph, set aside. */
typedef struct _FlowGtkViewScene FlowGtkViewScene;

FlowGraph        *flow_gtk_view_scene_get_graph (FlowGtkViewScene             *scene);
void              flow_gtk_view_scene_drop_tiles (FlowGtkViewScene            *scene);
void              flow_gtk_view_scene_free      (FlowGtkViewScene             *scene);

FlowGtkViewScene *_flow_gtk_view_set_graph_keeping (FlowGtkView      *self,
                                                    FlowGraph        *graph);
void              _flow_gtk_view_return_to_scene   (FlowGtkView      *self,
                                                    FlowGtkViewScene *scene);
void              _flow_gtk_view_exchange_graph    (FlowGtkView       *self,
                                                    FlowGraph        **graph,
                                                    FlowGtkSelection **selection,
                                                    FlowGtkLayout    **layout);

/* flow-gtk-view-input.c */
gboolean          _flow_gtk_view_query_tooltip     (GtkWidget        *widget,
                                                    int               x,
                                                    int               y,
                                                    gboolean          keyboard_tooltip,
                                                    GtkTooltip       *tooltip);

/* flow-gtk-view-layout-events.c: the view's answers to its layout. */
extern const FlowGtkLayoutCallbacks _flow_gtk_view_layout_callbacks;

/* For tests and tools. */

/* Counters that let tests check the architecture without timing it: how
 * many records an operation touched, how many widgets exist.
 */
typedef struct
{
  /* Current state. */
  guint n_node_records;
  guint n_wire_records;
  guint n_bound_widgets;
  guint n_pooled_widgets;
  guint n_tiles;
  gboolean detailed;

  /* Totals since the view was created; tests look at differences. */
  guint64 node_records_visited;
  guint64 wire_records_visited;
  guint64 wires_updated;
  /* Records whose geometry was estimated (again). */
  guint64 records_estimated;
  guint64 widgets_created;
  guint64 widgets_bound;
  guint64 tiles_rendered;
  /* Style nodes made while the view drew: always 0. */
  guint64 styles_made_drawing;
  guint64 pictures_rendered;
  /* Node widgets drawn, over all frames. */
  guint64 nodes_drawn;
  guint64 frames;
  /* Frames of a zoom or of a large drag, composed into cells, and the
   * cairo nodes of those cells.
   */
  guint64 composed_frames;
  guint64 composed_cells;
} FlowGtkViewStats;

void      _flow_gtk_view_get_own_stats   (FlowGtkView      *self,
                                          FlowGtkViewStats *stats);
void      _flow_gtk_view_get_stats       (FlowGtkView      *self,
                                          FlowGtkViewStats *stats);
void      _flow_gtk_view_motion          (FlowGtkView      *self,
                                          double            x,
                                          double            y);
FlowDock *_flow_gtk_view_get_hover_dock  (FlowGtkView      *self);
char     *_flow_gtk_view_dup_tooltip_at  (FlowGtkView      *self,
                                          double            x,
                                          double            y,
                                          GdkRectangle     *area) G_GNUC_WARN_UNUSED_RESULT;
FlowConnection *_flow_gtk_view_get_hover_connection (FlowGtkView *self);
void      _flow_gtk_view_reconcile_now   (FlowGtkView      *self);
void      _flow_gtk_view_set_compose_frames (FlowGtkView   *self,
                                             gboolean       compose);
const char *_flow_gtk_view_get_message   (FlowGtkView      *self);
/* Changes whenever the measured size or dock positions of nodes change;
 * ::geometry-changed says when to look.
 */
guint     _flow_gtk_view_get_geometry_serial (FlowGtkView   *self);

/* Calls @func for every node of the graph, in the graph's order, with its
 * canvas bounds and whether it is selected: what a flyweight overview
 * needs, without a lookup per node. Nodes hidden in a collapsed frame
 * are left out, as the wires between two of them are below.
 */
typedef void (*FlowGtkViewNodeFunc) (FlowNode              *node,
                                     const graphene_rect_t *bounds,
                                     gboolean               selected,
                                     gpointer               user_data);

void      _flow_gtk_view_foreach_node    (FlowGtkView         *self,
                                          FlowGtkViewNodeFunc  func,
                                          gpointer             user_data);

/* The same for every connection, with the canvas points its wire starts
 * and ends at.
 */
typedef void (*FlowGtkViewWireFunc) (FlowConnection         *connection,
                                     const graphene_point_t *from,
                                     const graphene_point_t *to,
                                     gpointer                user_data);

void      _flow_gtk_view_foreach_wire    (FlowGtkView         *self,
                                          FlowGtkViewWireFunc  func,
                                          gpointer             user_data);

G_END_DECLS

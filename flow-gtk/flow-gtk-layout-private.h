/* flow-gtk-layout-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

#include "flow-gtk-spatial-private.h"
#include "flow-gtk-wire-private.h"

G_BEGIN_DECLS

/* FlowGtkLayout: where everything of a graph is on the canvas. It needs
 * no display; see flow-gtk-layout.c.
 */
typedef struct _FlowGtkLayout     FlowGtkLayout;
typedef struct _FlowGtkNodeRecord FlowGtkNodeRecord;
typedef struct _FlowGtkWireRecord FlowGtkWireRecord;

/* Owned by other rooms of the view, never read by the layout. */
struct _FlowGtkNode;
struct _FlowGtkNodePicture;

typedef struct
{
  /* A reference, so that the pointer cannot be reused by a new dock while
   * this entry exists.
   */
  FlowDock         *dock;
  /* Relative to the node's origin, in canvas units. */
  graphene_point_t  point;
} FlowGtkAnchor;

struct _FlowGtkNodeRecord
{
  /* First: the spatial index points here. bounds.origin is the node's
   * model position (or, while an animation moves it there, where it is
   * shown: flow_gtk_layout_show_node_at ()).
   */
  FlowGtkSpatialItem          item;

  FlowNode                   *node;
  FlowGtkAnchor              *anchors;
  FlowGtkWireRecord         **wires;

  /* The node's position in the graph, while placed. */
  guint                       position;

  guint16                     n_anchors;
  guint16                     n_wires;
  guint16                     wires_size;

  /* Whether size and anchors were measured on a widget, rather than
   * estimated.
   */
  guint                       measured : 1;
  /* Whether the node is in the graph's list (a record can be made for a
   * node whose list change has not been reported yet).
   */
  guint                       placed : 1;

  /* The node manager's: the widget showing the node, if any, where it
   * was last allocated, in widget coordinates, and how many holds keep
   * the widget wherever the node is.
   */
  guint                       wanted : 1;
  guint16                     holds;
  struct _FlowGtkNode        *widget;
  graphene_point_t            origin;
  /* The frame's, for GTK's cairo renderer: the widget's picture. */
  struct _FlowGtkNodePicture *picture;

  /* A move session's: the node is being dragged. */
  guint                       moving : 1;
  /* The layout's: the node is a frame it counts as collapsed. */
  guint                       counted_collapsed : 1;
  /* The layout's: the node left the graph while records were held
   * (flow_gtk_layout_hold_records ()); nothing but this flag is valid.
   */
  guint                       retired : 1;

  /* The collapsed frame the node is hidden in (flow-gtk-frames.c), or
   * NULL: a hidden node has no widget, is neither drawn nor picked, and
   * its wires end at the frame's title bar.
   */
  FlowGtkNodeRecord          *collapsed_into;
};

/* Whether a wire runs between two nodes hidden in one collapsed frame:
 * it is not drawn.
 */
#define FLOW_GTK_WIRE_RECORD_FOLDED(w) \
  ((w)->source->collapsed_into != NULL && (w)->source->collapsed_into == (w)->sink->collapsed_into)

struct _FlowGtkWireRecord
{
  FlowGtkSpatialItem  item;

  FlowConnection     *connection;
  FlowGtkNodeRecord  *source;
  FlowGtkNodeRecord  *sink;
  /* The connection's docks, which it holds: read for every wire a move
   * recomputes, without the getters' type checks.
   */
  FlowDock           *source_dock;
  FlowDock           *sink_dock;
  FlowGtkBezier       curve;

  /* The wire renderer's: drawn live each frame rather than in the tiles
   * (an end is being dragged), or not drawn at all (its sink end is
   * being re-routed).
   */
  guint               dynamic : 1;
  guint               hidden : 1;
  /* The layout's, while it takes a change of the connection list: the
   * wire was in the range removed and is not (yet) among those added.
   */
  guint               gone : 1;
};

/* What the layout tells the view. Every function is called while the
 * layout is consistent; none may change the graph.
 */
typedef struct
{
  /* What is drawn of @record (its box when zoomed out) may have changed
   * in @area, canvas units.
   */
  void (*node_damaged)     (FlowGtkNodeRecord     *record,
                            const graphene_rect_t *area,
                            gpointer               user_data);
  /* The curve of @wire may have changed in @area. */
  void (*wire_damaged)     (FlowGtkWireRecord     *wire,
                            const graphene_rect_t *area,
                            gpointer               user_data);
  /* @record moved or changed size; its wires followed. */
  void (*node_moved)       (FlowGtkNodeRecord     *record,
                            gpointer               user_data);
  /* Nodes were added to or removed from the graph's list. */
  void (*nodes_changed)    (gpointer               user_data);
  /* @record is new, or was estimated again because its node's docks
   * changed: its anchors list every dock.
   */
  void (*node_added)       (FlowGtkNodeRecord     *record,
                            gpointer               user_data);
  /* @wire is new; called before its first damage. */
  void (*wire_added)       (FlowGtkWireRecord     *wire,
                            gpointer               user_data);
  /* @record or @wire is about to be freed. */
  void (*node_removed)     (FlowGtkNodeRecord     *record,
                            gpointer               user_data);
  void (*wire_removed)     (FlowGtkWireRecord     *wire,
                            gpointer               user_data);
  /* The measured size or dock positions of nodes changed. */
  void (*geometry_changed) (gpointer               user_data);
  /* The title of @record's node changed: what names it at the other
   * ends of its wires is out of date.
   */
  void (*node_renamed)     (FlowGtkNodeRecord     *record,
                            gpointer               user_data);
  /* The label (@relabelled) or the description of @dock, of one of the
   * graph's nodes, changed: how it is told to people, as node_renamed
   * for a node.
   */
  void (*dock_described)   (FlowDock              *dock,
                            gboolean               relabelled,
                            gpointer               user_data);
} FlowGtkLayoutCallbacks;

/* Reads where a node widget puts the anchor of @dock, in node
 * coordinates; FALSE if it has none.
 */
typedef gboolean (*FlowGtkAnchorFunc) (FlowDock         *dock,
                                       graphene_point_t *point,
                                       gpointer          user_data);

typedef gboolean (*FlowGtkNodeRecordFunc) (FlowGtkNodeRecord *record,
                                           gpointer           user_data);
typedef gboolean (*FlowGtkWireRecordFunc) (FlowGtkWireRecord *wire,
                                           gpointer           user_data);

typedef enum
{
  FLOW_GTK_DOCK_KIND_ANY,
  FLOW_GTK_DOCK_KIND_SOURCE,
  FLOW_GTK_DOCK_KIND_SINK,
} FlowGtkDockKind;

typedef struct
{
  guint64 node_records_visited;
  guint64 wire_records_visited;
  guint64 wires_updated;
  guint64 records_estimated;
} FlowGtkLayoutStats;

FlowGtkLayout     *flow_gtk_layout_new            (const FlowGtkLayoutCallbacks *callbacks,
                                                   gpointer                      user_data);
void               flow_gtk_layout_free           (FlowGtkLayout          *self);
void               flow_gtk_layout_hold_records   (FlowGtkLayout          *self);
void               flow_gtk_layout_release_records (FlowGtkLayout         *self);

void               flow_gtk_layout_set_callbacks  (FlowGtkLayout          *self,
                                                   const FlowGtkLayoutCallbacks *callbacks,
                                                   gpointer                user_data);
void               flow_gtk_layout_report_removed (FlowGtkLayout          *self);
void               flow_gtk_layout_set_graph      (FlowGtkLayout          *self,
                                                   FlowGraph              *graph);
FlowGraph         *flow_gtk_layout_get_graph      (FlowGtkLayout          *self);

guint              flow_gtk_layout_get_n_nodes    (FlowGtkLayout          *self);
FlowGtkNodeRecord *flow_gtk_layout_get_node       (FlowGtkLayout          *self,
                                                   guint                   position);
FlowGtkNodeRecord *flow_gtk_layout_lookup_node    (FlowGtkLayout          *self,
                                                   FlowNode               *node);
guint              flow_gtk_layout_get_n_frames   (FlowGtkLayout          *self);
guint              flow_gtk_layout_get_n_hidden   (FlowGtkLayout          *self);
guint              flow_gtk_layout_get_n_collapsed (FlowGtkLayout         *self);
void               flow_gtk_layout_set_collapsed_into (FlowGtkLayout      *self,
                                                   FlowGtkNodeRecord      *record,
                                                   FlowGtkNodeRecord      *frame);
void               flow_gtk_layout_show_node_at   (FlowGtkLayout          *self,
                                                   FlowGtkNodeRecord      *record,
                                                   double                  x,
                                                   double                  y);
guint              flow_gtk_layout_get_n_wires    (FlowGtkLayout          *self);
FlowGtkWireRecord *flow_gtk_layout_get_wire       (FlowGtkLayout          *self,
                                                   guint                   position);
FlowGtkWireRecord *flow_gtk_layout_lookup_wire    (FlowGtkLayout          *self,
                                                   FlowConnection         *connection);

gboolean           flow_gtk_layout_get_anchor     (FlowGtkLayout          *self,
                                                   FlowGtkNodeRecord      *record,
                                                   FlowDock               *dock,
                                                   graphene_point_t       *point);
double             flow_gtk_layout_get_header_height (FlowGtkLayout       *self);
void               flow_gtk_layout_get_bounds     (FlowGtkLayout          *self,
                                                   graphene_rect_t        *bounds);

void               flow_gtk_layout_measured       (FlowGtkLayout          *self,
                                                   FlowGtkNodeRecord      *record,
                                                   double                  width,
                                                   double                  height,
                                                   FlowGtkAnchorFunc       anchor_func,
                                                   gpointer                user_data);
void               flow_gtk_layout_unmeasure      (FlowGtkLayout          *self,
                                                   FlowGtkNodeRecord      *record);
gboolean           flow_gtk_layout_is_calibrated  (FlowGtkLayout          *self);
gboolean           flow_gtk_layout_calibrate      (FlowGtkLayout          *self,
                                                   FlowGtkNodeRecord      *record);

FlowGtkNodeRecord *flow_gtk_layout_pick_node      (FlowGtkLayout          *self,
                                                   const graphene_point_t *point);
FlowDock          *flow_gtk_layout_pick_dock      (FlowGtkLayout          *self,
                                                   const graphene_point_t *point,
                                                   double                  radius,
                                                   FlowGtkDockKind         kind);
FlowGtkWireRecord *flow_gtk_layout_pick_wire      (FlowGtkLayout          *self,
                                                   const graphene_point_t *point,
                                                   double                  tolerance);
guint              flow_gtk_layout_query_nodes    (FlowGtkLayout          *self,
                                                   const graphene_rect_t  *area,
                                                   FlowGtkNodeRecordFunc   func,
                                                   gpointer                user_data);
guint              flow_gtk_layout_query_wires    (FlowGtkLayout          *self,
                                                   const graphene_rect_t  *area,
                                                   FlowGtkWireRecordFunc   func,
                                                   gpointer                user_data);

guint              flow_gtk_layout_get_geometry_serial (FlowGtkLayout     *self);
void               flow_gtk_layout_get_stats      (FlowGtkLayout          *self,
                                                   FlowGtkLayoutStats     *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowGtkLayout, flow_gtk_layout_free)

G_END_DECLS

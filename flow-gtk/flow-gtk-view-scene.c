/* flow-gtk-view-scene.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* A scene is what a view shows of one graph, set aside while the view
 * shows another and given back whole: the graph, its selection, its
 * layout (records, measured sizes, spatial indices) and its tiles. The
 * view keeps one for each graph it entered a group node from
 * (flow-gtk-view-groups.c), so that leaving a group shows the graph
 * above at once, from the tiles it had, rather than building its records
 * and drawing its tiles again as for a first frame.
 *
 * Implementation notes:
 *
 * While set aside, the layout still follows its graph (an edit inside a
 * group node can change the graph above: an undo, a new interface dock,
 * a node's state), so the records are never stale; what it reports goes
 * here instead of to the view. Damage invalidates the kept tiles where it
 * falls; nothing has a widget or is being dragged, so the rest has no one
 * to tell. A type that appears meanwhile is given its colour when the
 * scene comes back. Tiles of an appearance that changed meanwhile (the
 * theme, the grid, the level of detail, the direction) are all drawn
 * again.
 *
 * A scene keeps the tiles of one screenful (at 1600 × 1000 pixels, a
 * dozen or so tiles of 1 MiB), and only the scenes of the nearest levels
 * above keep theirs (flow-gtk-view-groups.c): deeply nested groups do
 * not hold a screenful of pixels per level.
 *
 * Rejected: keeping the graph's records only, or only its tiles. Records
 * made again are estimated, not measured, so tiles kept without their
 * records would not match what the view picks; records kept without
 * tiles leave most of the cost, since drawing the tiles is most of a
 * first frame.
 */

#include "config.h"

#include "flow-gtk-view-private.h"

struct _FlowGtkViewScene
{
  FlowGraph        *graph;
  FlowGtkSelection *selection;
  FlowGtkLayout    *layout;
  FlowGtkTileCache *tiles;
  guint             appearance_serial;
  /* The zoom the tiles were drawn at, for the margins of damage. */
  double            zoom;
  /* A node was added while set aside: its types may want colours. */
  gboolean          nodes_added;
};

static void
kept_node_damaged_cb (FlowGtkNodeRecord     *record,
                      const graphene_rect_t *area,
                      gpointer               user_data)
{
  FlowGtkViewScene *scene = user_data;

  flow_gtk_wire_renderer_damage_tiles (scene->tiles, scene->zoom, area);
}

static void
kept_wire_damaged_cb (FlowGtkWireRecord     *wire,
                      const graphene_rect_t *area,
                      gpointer               user_data)
{
  FlowGtkViewScene *scene = user_data;

  flow_gtk_wire_renderer_damage_tiles (scene->tiles, scene->zoom, area);
}

static void
kept_node_added_cb (FlowGtkNodeRecord *record,
                    gpointer           user_data)
{
  FlowGtkViewScene *scene = user_data;

  scene->nodes_added = TRUE;
}

static void
kept_wire_added_cb (FlowGtkWireRecord *wire,
                    gpointer           user_data)
{
  wire->dynamic = FALSE;
}

/* Nothing shows the records: moves, list changes, records going and
 * measured geometry have no one to tell.
 */
static void
kept_record_cb (gpointer record,
                gpointer user_data)
{
}

static void
kept_changed_cb (gpointer user_data)
{
}

static void
kept_dock_described_cb (FlowDock *dock,
                        gboolean  relabelled,
                        gpointer  user_data)
{
}

static const FlowGtkLayoutCallbacks kept_callbacks = {
  kept_node_damaged_cb,
  kept_wire_damaged_cb,
  (void (*) (FlowGtkNodeRecord *, gpointer))kept_record_cb,
  kept_changed_cb,
  kept_node_added_cb,
  kept_wire_added_cb,
  (void (*) (FlowGtkNodeRecord *, gpointer))kept_record_cb,
  (void (*) (FlowGtkWireRecord *, gpointer))kept_record_cb,
  kept_changed_cb,
  (void (*) (FlowGtkNodeRecord *, gpointer))kept_record_cb,
  kept_dock_described_cb,
};

/* Sets aside @graph, @selection, @layout and @tiles, taking them over;
 * the layout's callbacks come here from now on.
 */
static FlowGtkViewScene *
scene_new (FlowGraph        *graph,
           FlowGtkSelection *selection,
           FlowGtkLayout    *layout,
           FlowGtkTileCache *tiles,
           guint             appearance_serial,
           double            zoom)
{
  FlowGtkViewScene *scene = g_new0 (FlowGtkViewScene, 1);

  scene->graph = graph;
  scene->selection = selection;
  scene->layout = layout;
  scene->tiles = tiles;
  scene->appearance_serial = appearance_serial;
  scene->zoom = zoom;
  flow_gtk_tile_cache_trim (tiles);
  flow_gtk_layout_set_callbacks (layout, &kept_callbacks, scene);

  return scene;
}

FlowGraph *
flow_gtk_view_scene_get_graph (FlowGtkViewScene *scene)
{
  return scene->graph;
}

/* Shows @graph in @view, setting what it shows aside in a scene that
 * _flow_gtk_view_return_to_scene () shows again; NULL if it showed no
 * graph.
 */
FlowGtkViewScene *
_flow_gtk_view_set_graph_keeping (FlowGtkView *view,
                                  FlowGraph   *graph)
{
  FlowGraph *shown = flow_gtk_view_get_graph (view);
  FlowGraph *next;
  FlowGtkSelection *selection;
  FlowGtkLayout *layout;
  FlowGtkTileCache *tiles;
  guint serial;
  double zoom;

  if (shown == NULL || graph == NULL || shown == graph)
    {
      flow_gtk_view_set_graph (view, graph);
      return NULL;
    }

  zoom = flow_gtk_viewport_get_zoom (flow_gtk_view_get_viewport (view));
  next = g_object_ref (graph);
  selection = flow_gtk_selection_new (G_LIST_MODEL (graph));
  layout = flow_gtk_layout_new (&_flow_gtk_view_layout_callbacks, view);
  tiles = flow_gtk_wire_renderer_take_tiles (_flow_gtk_view_get_wire_renderer (view), &serial);
  _flow_gtk_view_exchange_graph (view, &next, &selection, &layout);

  return scene_new (next, selection, layout, tiles, serial, zoom);
}

/* Shows the graph of @scene in @view as it was set aside, and frees
 * @scene.
 */
void
_flow_gtk_view_return_to_scene (FlowGtkView      *view,
                                FlowGtkViewScene *scene)
{
  FlowGtkWireRenderer *wires = _flow_gtk_view_get_wire_renderer (view);
  FlowGraph *graph = g_steal_pointer (&scene->graph);
  FlowGtkSelection *selection = g_steal_pointer (&scene->selection);
  FlowGtkLayout *layout = g_steal_pointer (&scene->layout);

  flow_gtk_layout_set_callbacks (layout, &_flow_gtk_view_layout_callbacks, view);
  _flow_gtk_view_exchange_graph (view, &graph, &selection, &layout);

  /* What the view showed goes while its tiles are still the view's. */
  flow_gtk_layout_free (layout);
  g_object_unref (selection);
  g_object_unref (graph);

  flow_gtk_wire_renderer_restore_tiles (wires, g_steal_pointer (&scene->tiles),
                                        scene->appearance_serial);
  layout = _flow_gtk_view_get_layout (view);
  if (scene->nodes_added)
    for (guint i = 0; i < flow_gtk_layout_get_n_nodes (layout); i++)
      flow_gtk_wire_renderer_add_types (wires, flow_gtk_layout_get_node (layout, i));

  g_free (scene);
}

/* Drops the tiles @scene kept: its graph is drawn anew when shown again.
 * The layout stays.
 */
void
flow_gtk_view_scene_drop_tiles (FlowGtkViewScene *scene)
{
  if (scene != NULL)
    flow_gtk_tile_cache_invalidate_all (scene->tiles);
}

void
flow_gtk_view_scene_free (FlowGtkViewScene *scene)
{
  if (scene == NULL)
    return;

  /* The layout goes first: its records tell the kept callbacks. */
  g_clear_pointer (&scene->layout, flow_gtk_layout_free);
  g_clear_pointer (&scene->tiles, flow_gtk_tile_cache_free);
  g_clear_object (&scene->selection);
  g_clear_object (&scene->graph);
  g_free (scene);
}

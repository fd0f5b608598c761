/* flow-gtk-view-groups.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-groups-private.h"
#include "flow-gtk-view-frames-private.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-keynav-private.h"
#include "flow-gtk-view-private.h"

#include "flow-gtk-i18n-private.h"

/* The view's commands on subgraphs: group the selection (Ctrl+G), ungroup
 * the selected group node (Ctrl+Alt+G), enter the selected group node
 * (Alt+Down, or activating it: a double click or Enter; the view shows
 * its graph in place of the graph) and leave it
 * (Alt+Up: back to the graph the group node is in, with it selected).
 * Each is a widget action of the view; the edits are the model's, one
 * step of the history each.
 *
 * Implementation notes:
 *
 * Entering is [method@View.set_graph] with the group node's graph, so the
 * view, the minimap and whatever else follows the view's graph follow it
 * too. What the view shows then belongs to a group node that an undo can
 * take away (undoing the grouping): the view watches the node it entered
 * and goes back to the graph above when the node leaves its graph. The
 * keys are those of a file manager (Alt+Down opens, Alt+Up goes to the
 * parent), since Tab, Blender's key, moves the focus in GTK.
 */

typedef struct
{
  /* The group node whose graph the view shows, and the handler that
   * watches it leave its graph.
   */
  FlowNode *entered;
  gulong    graph_handler;
  /* The graph at the top, weak, and going back to it after the change
   * that took the node away.
   */
  FlowGraph *top;
  guint     leave_source;
  /* Where the view was in each graph it entered from, outermost first:
   * leaving puts it back there.
   */
  GArray   *levels;
  /* Set while this unit changes the view's graph. */
  gboolean  switching;
} GroupsState;

typedef struct
{
  FlowGraph *graph;  /* Compared, never dereferenced. */
  double     zoom;
  double     offset_x;
  double     offset_y;
  /* What the view showed of the graph, set aside while it shows a
   * group's graph: leaving shows it again as it was.
   */
  FlowGtkViewScene *scene;
} Level;

static void
level_clear (gpointer data)
{
  Level *level = data;

  g_clear_pointer (&level->scene, flow_gtk_view_scene_free);
}

/* How many levels above the one shown keep their tiles. */
#define KEPT_TILES_LEVELS 4

static GQuark state_quark;

static void
state_free (gpointer data)
{
  GroupsState *state = data;

  g_clear_handle_id (&state->leave_source, g_source_remove);
  g_clear_weak_pointer (&state->top);
  g_clear_pointer (&state->levels, g_array_unref);
  if (state->entered != NULL)
    {
      g_clear_signal_handler (&state->graph_handler, state->entered);
      g_clear_object (&state->entered);
    }
  g_free (state);
}

static void unwatch (FlowGtkView *view);

/* The application gave the view another graph: what this unit knew of
 * the levels is void.
 */
static void
view_graph_changed_cb (FlowGtkView *view,
                       GParamSpec  *pspec,
                       GroupsState *state)
{
  if (state->switching)
    return;

  unwatch (view);
  g_array_set_size (state->levels, 0);
}

static GroupsState *
get_state (FlowGtkView *view)
{
  GroupsState *state = g_object_get_qdata (G_OBJECT (view), state_quark);

  if (state == NULL)
    {
      state = g_new0 (GroupsState, 1);
      state->levels = g_array_new (FALSE, FALSE, sizeof (Level));
      g_array_set_clear_func (state->levels, level_clear);
      g_object_set_qdata_full (G_OBJECT (view), state_quark, state, state_free);
      g_signal_connect (view, "notify::graph", G_CALLBACK (view_graph_changed_cb), state);
    }

  return state;
}

static void
unwatch (FlowGtkView *view)
{
  GroupsState *state = get_state (view);

  g_clear_handle_id (&state->leave_source, g_source_remove);
  if (state->entered != NULL)
    {
      g_clear_signal_handler (&state->graph_handler, state->entered);
      g_clear_object (&state->entered);
    }
}

static void show_graph (FlowGtkView *view,
                        FlowGraph   *graph,
                        FlowNode    *select,
                        gboolean     leaving);

/* Notes where the view is, before it enters a group. */
static void
push_level (FlowGtkView *view)
{
  GroupsState *state = get_state (view);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (view);
  Level level = {
    flow_gtk_view_get_graph (view),
    flow_gtk_viewport_get_zoom (viewport),
    flow_gtk_viewport_get_offset_x (viewport),
    flow_gtk_viewport_get_offset_y (viewport),
    NULL,
  };

  g_array_append_val (state->levels, level);
}

/* Puts the view back where it was in @graph, if it entered a group from
 * there; forgets the levels below. Returns whether it did.
 */
static gboolean
restore_level (FlowGtkView *view,
               FlowGraph   *graph)
{
  GroupsState *state = get_state (view);

  for (guint i = state->levels->len; i > 0; i--)
    {
      Level level = g_array_index (state->levels, Level, i - 1);

      if (level.graph != graph)
        continue;

      g_array_set_size (state->levels, i - 1);
      flow_gtk_viewport_set_zoom (flow_gtk_view_get_viewport (view), level.zoom);
      flow_gtk_viewport_set_offset (flow_gtk_view_get_viewport (view), level.offset_x, level.offset_y);
      return TRUE;
    }

  g_array_set_size (state->levels, 0);
  return FALSE;
}

/* The group node the view shows left its graph (an undo took it away):
 * the view goes to the top graph, once the change is over. Not at once:
 * the graph above is in the middle of the change that removed the node,
 * and showing it then would read it half made.
 */
static gboolean
leave_cb (gpointer data)
{
  FlowGtkView *view = data;
  GroupsState *state = get_state (view);
  g_autoptr(FlowGraph) top = state->top != NULL ? g_object_ref (state->top) : NULL;

  state->leave_source = 0;

  /* Back in its graph by now (an undo and a redo): stay. */
  if (state->entered != NULL && flow_node_get_graph (state->entered) != NULL)
    return G_SOURCE_REMOVE;

  /* The node is in no graph, so its graph is in no document any more: go
   * to the one the view was entered from.
   */
  unwatch (view);
  if (top != NULL && top != flow_gtk_view_get_graph (view))
    show_graph (view, top, NULL, TRUE);

  return G_SOURCE_REMOVE;
}

static void
entered_graph_changed_cb (FlowNode    *node,
                          GParamSpec  *pspec,
                          FlowGtkView *view)
{
  GroupsState *state = get_state (view);

  if (flow_node_get_graph (node) == NULL && state->leave_source == 0)
    state->leave_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, leave_cb, view, NULL);
}

/* Selects @node, a node of @graph, the graph @view shows. */
static void
select_node (FlowGtkView *view,
             FlowGraph   *graph,
             FlowNode    *node)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) item = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (item == node)
        {
          gtk_selection_model_select_item (selection, i, TRUE);
          return;
        }
    }
}

/* Shows @graph by setting the graph shown aside as the scene of the
 * level just entered from, or, leaving, by showing the scene kept for
 * @graph. Returns FALSE if there is none to keep or show.
 */
static gboolean
switch_scene (FlowGtkView *view,
              GroupsState *state,
              FlowGraph   *graph,
              gboolean     leaving)
{
  FlowGraph *shown = flow_gtk_view_get_graph (view);

  if (leaving)
    {
      for (guint i = state->levels->len; i > 0; i--)
        {
          Level *level = &g_array_index (state->levels, Level, i - 1);

          if (level->graph == graph && level->scene != NULL &&
              flow_gtk_view_scene_get_graph (level->scene) == graph)
            {
              _flow_gtk_view_return_to_scene (view, g_steal_pointer (&level->scene));
              return TRUE;
            }
        }

      return FALSE;
    }

  if (state->levels->len > 0)
    {
      Level *level = &g_array_index (state->levels, Level, state->levels->len - 1);

      if (level->graph == shown && level->scene == NULL && shown != NULL)
        {
          level->scene = _flow_gtk_view_set_graph_keeping (view, graph);

          /* Pixels for the nearest levels above only. */
          if (state->levels->len > KEPT_TILES_LEVELS)
            flow_gtk_view_scene_drop_tiles (g_array_index (state->levels, Level,
                                                           state->levels->len - 1 - KEPT_TILES_LEVELS).scene);

          return level->scene != NULL;
        }
    }

  return FALSE;
}

/* Shows @graph, watching its group node if it has one, and selects
 * @select in it. Leaving a group, the view goes back where it was in
 * @graph.
 */
static void
show_graph (FlowGtkView *view,
            FlowGraph   *graph,
            FlowNode    *select,
            gboolean     leaving)
{
  GroupsState *state = get_state (view);
  FlowNode *group_node = flow_graph_get_group_node (graph);

  unwatch (view);
  g_set_weak_pointer (&state->top, flow_graph_get_document (graph));
  if (group_node != NULL)
    {
      state->entered = g_object_ref (group_node);
      state->graph_handler = g_signal_connect (group_node, "notify::graph",
                                               G_CALLBACK (entered_graph_changed_cb), view);
    }

  state->switching = TRUE;
  if (!switch_scene (view, state, graph, leaving))
    flow_gtk_view_set_graph (view, graph);
  state->switching = FALSE;

  if (leaving && restore_level (view, graph))
    ;
  else if (select != NULL)
    flow_gtk_view_scroll_to_node (view, select);
  else
    flow_gtk_view_zoom_to_fit (view);

  if (select != NULL)
    select_node (view, graph, select);
}

/* The selected nodes, in the order of the graph. */
static GPtrArray *
selected_nodes (FlowGtkView *view)
{
  GtkSelectionModel *selection = flow_gtk_view_get_selection (view);
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (selection);
  GPtrArray *nodes = g_ptr_array_new_with_free_func (g_object_unref);
  GtkBitsetIter iter;
  guint position;

  for (gboolean more = gtk_bitset_iter_init_first (&iter, set, &position);
       more;
       more = gtk_bitset_iter_next (&iter, &position))
    g_ptr_array_add (nodes, g_list_model_get_item (G_LIST_MODEL (selection), position));

  return nodes;
}

/* The one group node selected, or NULL. */
static FlowNode *
selected_group_node (FlowGtkView *view)
{
  g_autoptr(GPtrArray) nodes = selected_nodes (view);

  if (nodes->len != 1 || !FLOW_IS_GROUP_NODE (nodes->pdata[0]))
    return NULL;

  return nodes->pdata[0];
}

static void
say (FlowGtkView *view,
     const char  *message)
{
  flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), message);
}

static void
group_selection_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  gboolean had_keyboard = _flow_gtk_view_has_keyboard (view);
  g_autoptr(GPtrArray) nodes = NULL;
  g_autoptr(GError) error = NULL;
  FlowNode *group_node;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return;

  nodes = selected_nodes (view);
  if (nodes->len == 0)
    {
      say (view, _("Select the nodes to group"));
      return;
    }

  group_node = flow_graph_group_nodes (graph, (FlowNode **)nodes->pdata, nodes->len,
                                       _("Group"), &error);
  if (group_node == NULL)
    {
      say (view, error->message);
      return;
    }

  gtk_selection_model_unselect_all (flow_gtk_view_get_selection (view));
  select_node (view, graph, group_node);

  /* Made by keys, the group node takes the keyboard, as it takes the
   * selection: the focus was on a node it took in.
   */
  if (had_keyboard)
    flow_gtk_view_keynav_focus_made (view, group_node);
}

static void
ungroup_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowNode *group_node = selected_group_node (view);
  g_autoptr(GError) error = NULL;

  if (graph == NULL || !flow_gtk_view_get_editable (view))
    return;

  if (group_node == NULL)
    {
      say (view, _("Select one group node to ungroup it"));
      return;
    }

  if (!flow_graph_ungroup (graph, group_node, &error))
    say (view, error->message);
}

/* Entered by keys, the keyboard goes on in the graph entered, on its
 * first node, and leaving, on the group node left: a screen reader then
 * says where the focus is, which the canvas alone did not.
 */
static void
enter_keeping_keyboard (FlowGtkView *view,
                        FlowNode    *group_node)
{
  gboolean had_keyboard = _flow_gtk_view_has_keyboard (view);
  FlowGraph *inside = flow_group_node_get_graph (FLOW_GROUP_NODE (group_node));
  g_autoptr(FlowNode) first = NULL;

  push_level (view);
  show_graph (view, inside, NULL, FALSE);

  if (had_keyboard && (first = g_list_model_get_item (G_LIST_MODEL (inside), 0)) != NULL)
    flow_gtk_view_focus_node (view, first);
}

static void
enter_group_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowNode *group_node = selected_group_node (view);

  if (group_node == NULL)
    {
      say (view, _("Select one group node to enter it"));
      return;
    }

  enter_keeping_keyboard (view, group_node);
}

static void
leave_group_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowNode *group_node = graph != NULL ? flow_graph_get_group_node (graph) : NULL;
  FlowGraph *above;
  gboolean had_keyboard = _flow_gtk_view_has_keyboard (view);

  if (group_node == NULL || (above = flow_node_get_graph (group_node)) == NULL)
    return;

  show_graph (view, above, group_node, TRUE);
  if (had_keyboard)
    flow_gtk_view_focus_node (view, group_node);
}

/* The default handler of FlowGtkView::node-activated: a group node is
 * entered, a frame edited.
 */
void
flow_gtk_view_groups_node_activated (GtkWidget *widget,
                                     gpointer   node)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);

  if (FLOW_IS_FRAME (node))
    {
      flow_gtk_view_edit_frame (view, FLOW_FRAME (node));
      return;
    }

  if (!FLOW_IS_GROUP_NODE (node) || flow_node_get_graph (node) != flow_gtk_view_get_graph (view))
    return;

  enter_keeping_keyboard (view, node);
}

/* Enters each of @group_nodes in turn, outermost first, the first one a
 * node of the graph @view shows and each next one a node of the graph of
 * the one before, as Alt+Down on each would; Alt+Up then leaves them one
 * by one. The view goes to where the last one's graph is fitted; the
 * caller brings what it wants in sight. Returns FALSE, entering nothing,
 * if they are not such a chain.
 */
gboolean
flow_gtk_view_groups_enter (GtkWidget *widget,
                            GPtrArray *group_nodes)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGraph *graph = flow_gtk_view_get_graph (view);

  for (guint i = 0; i < group_nodes->len; i++)
    {
      FlowNode *node = g_ptr_array_index (group_nodes, i);

      if (!FLOW_IS_GROUP_NODE (node) || graph == NULL || flow_node_get_graph (node) != graph)
        return FALSE;
      graph = flow_group_node_get_graph (FLOW_GROUP_NODE (node));
    }

  for (guint i = 0; i < group_nodes->len; i++)
    {
      FlowNode *node = g_ptr_array_index (group_nodes, i);

      push_level (view);
      show_graph (view, flow_group_node_get_graph (FLOW_GROUP_NODE (node)), NULL, FALSE);
    }

  return TRUE;
}

/* Installs the actions and their keys on the view's class. */
void
flow_gtk_view_groups_install (GtkWidgetClass *widget_class)
{
  state_quark = g_quark_from_static_string ("flow-gtk-view-groups");

  gtk_widget_class_install_action (widget_class, "flowview.group-selection", NULL,
                                   group_selection_action);
  gtk_widget_class_install_action (widget_class, "flowview.ungroup", NULL, ungroup_action);
  gtk_widget_class_install_action (widget_class, "flowview.enter-group", NULL, enter_group_action);
  gtk_widget_class_install_action (widget_class, "flowview.leave-group", NULL, leave_group_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "flowview.group-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK | GDK_ALT_MASK,
                                       "flowview.ungroup", NULL);
  /* Menus show the last key bound: the keypad's come first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK,
                                       "flowview.enter-group", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK,
                                       "flowview.enter-group", NULL);
  /* Ctrl+Tab too, as in Blender. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, GDK_CONTROL_MASK,
                                       "flowview.leave-group", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Left_Tab, GDK_CONTROL_MASK,
                                       "flowview.leave-group", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK,
                                       "flowview.leave-group", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK,
                                       "flowview.leave-group", NULL);
}

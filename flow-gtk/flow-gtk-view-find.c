/* flow-gtk-view-find.c: going to a node by its name. flowview.find-node
 * (Ctrl+Shift+F, and "Go to Node…" in the canvas menu) opens a list of
 * the nodes of the graph the view shows and of the group nodes in it, at
 * every depth, filtered by what one types; the node chosen (Enter, a
 * click) gets the keyboard focus and is selected, as
 * flow_gtk_view_focus_node () does, the view entering the group nodes it
 * is in, scrolling to it and making its widget. So every node is in
 * reach of the keyboard and of a screen reader, also one far out of
 * sight, below the level of detail or inside a group node, which has no
 * widget and so is not in the accessible tree (GTK 4.8 allows only
 * widgets there).
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-find-private.h"
#include "flow-gtk-view-groups-private.h"
#include "flow-gtk-view-input-private.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-popover-private.h"
#include "flow-gtk-search-list-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * The list is a GtkListView over a GtkFilterListModel of the graph
 * itself: it makes rows for the nodes in sight only, and filters
 * incrementally as one types, so that a graph of 100,000 nodes opens
 * and filters without a pause. A GtkListBox, which makes a row widget
 * for every item, was rejected for that (the connect list had one, and
 * took 46 s to filter 20,000 choices). Reroutes
 * are left out (they are named "Reroute", all of them); frames and the
 * input and output nodes of the group shown are in. Untitled nodes are
 * listed and found as "Untitled node", as the rest of the view names
 * them.
 *
 * Nodes inside group nodes follow those of the graph shown: the list is
 * a GtkFlattenListModel of the graph shown and of the graphs of its
 * group nodes, depth first, gathered when the list opens. Nodes added or
 * removed in the graphs gathered are followed by the models; a group
 * node added to one of them, or a node removed from them while they
 * hold group nodes, gathers the graphs again, once the change is done
 * (an idle), so that a group node made or taken away while the list is
 * open is searched, or no more. A graph without group nodes keeps the
 * simpler filter of one graph until it has some. Each group node has a graph of its own, so the
 * nodes of a group used three times are listed three times, their rows
 * saying in which group node they are ("In Lerp 2 › Inner"). The input
 * and output nodes of the groups below are left out: a thousand group
 * nodes would add two thousand rows named alike, and the group node
 * itself is in the list. Choosing a node inside enters its group nodes
 * one after the other, as Alt+Down would, so Alt+Up leaves them one by
 * one. A graph without group nodes is listed as it is, without the
 * flattening model; when no group of the document has a user, its nodes
 * are not even looked through for group nodes (40 ms at 100,000 nodes).
 *
 * Under its title a row says which nodes feed the node and which it
 * feeds ("From Apples, Pears; to Total"), through reroutes, its
 * accessible description too: graphs repeat titles ("Add", "Multiply"), and where a node sits
 * is what tells them apart, for a screen reader as for the eye. The
 * node's kind would not (same-titled nodes are mostly of one kind),
 * and its position is a number no one remembers. Rows are bound when
 * they show and the list lives while it is open, so a row's text is
 * not kept in step with later edits.
 */

struct _FlowGtkFindPopover
{
  GtkPopover          parent_instance;

  FlowGtkView        *view;
  /* The graph the view showed when the list opened. */
  FlowGraph          *shown;
  GtkWidget          *entry;
  GtkWidget          *list;
  GtkWidget          *empty;
  GtkStringFilter    *filter;
  GtkFilterListModel *found;
  GtkSingleSelection *selection;
  /* The graphs listed, watched for group nodes coming and going. */
  GPtrArray          *gathered;
  guint               regather;
  /* Which of their nodes are listed. */
  GtkCustomFilter    *listed;
};

G_DEFINE_FINAL_TYPE (FlowGtkFindPopover, flow_gtk_find_popover, GTK_TYPE_POPOVER)

static char *
node_name (FlowNode *node)
{
  return g_strdup (node != NULL ? _flow_gtk_node_display_title (node) : NULL);
}

static gboolean
is_group_port (FlowNode *node)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (node, FLOW_TYPE_GROUP_INPUT_NODE) ||
         G_TYPE_CHECK_INSTANCE_TYPE (node, FLOW_TYPE_GROUP_OUTPUT_NODE);
}

/* Listed from one graph: every node but reroutes. */
static gboolean
is_listed (gpointer item,
           gpointer user_data)
{
  return !FLOW_IS_REROUTE (item);
}

/* Listed from the graph shown, @user_data, and those below: every node
 * but reroutes, and but the input and output nodes of the groups below.
 */
static gboolean
is_listed_below (gpointer item,
                 gpointer user_data)
{
  FlowGraph *shown = user_data;

  if (FLOW_IS_REROUTE (item))
    return FALSE;

  return !is_group_port (item) || flow_node_get_graph (item) == shown;
}

/* The group nodes @node is in, below @shown, outermost first; NULL if
 * @node is not in @shown or below it (any more).
 */
static GPtrArray *
group_path (FlowNode  *node,
            FlowGraph *shown)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  FlowGraph *graph = flow_node_get_graph (node);

  while (graph != shown)
    {
      FlowNode *group_node = graph != NULL ? flow_graph_get_group_node (graph) : NULL;

      if (group_node == NULL)
        return NULL;

      g_ptr_array_insert (path, 0, group_node);
      graph = flow_node_get_graph (group_node);
    }

  return g_steal_pointer (&path);
}

/* Appends the graph of each group node of @graph to @graphs, each
 * followed by those below it.
 */
static void
add_inside_graphs (GPtrArray *graphs,
                   FlowGraph *graph)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (graph));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_GROUP_NODE (node))
        {
          FlowGraph *inside = flow_group_node_get_graph (FLOW_GROUP_NODE (node));

          g_ptr_array_add (graphs, g_object_ref (inside));
          add_inside_graphs (graphs, inside);
        }
    }
}

/* Whether a group of @graph's document has a user: else there is no
 * group node to look for (a group node brings its group into the
 * document), and a graph of 100,000 nodes opens its list without going
 * through them.
 */
static gboolean
has_group_nodes (FlowGraph *graph)
{
  GListModel *groups = flow_graph_get_groups (graph);

  for (guint i = 0; i < g_list_model_get_n_items (groups); i++)
    {
      g_autoptr(FlowGroup) group = g_list_model_get_item (groups, i);

      if (flow_group_get_n_users (group) > 0)
        return TRUE;
    }

  return FALSE;
}

/* The graphs the list lists: @graph, or @graph and the graphs below it. */
static GPtrArray *
gather_graphs (FlowGraph *graph)
{
  GPtrArray *graphs = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (graphs, g_object_ref (graph));
  if (has_group_nodes (graph))
    add_inside_graphs (graphs, graph);

  return graphs;
}

/* The nodes of @graphs, one after the other. */
static GListModel *
listed_nodes (GPtrArray *graphs)
{
  g_autoptr(GListStore) store = NULL;

  if (graphs->len == 1)
    return G_LIST_MODEL (g_object_ref (g_ptr_array_index (graphs, 0)));

  store = g_list_store_new (FLOW_TYPE_GRAPH);
  g_list_store_splice (store, 0, 0, graphs->pdata, graphs->len);

  return G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (g_steal_pointer (&store))));
}

static void graph_changed_cb (GListModel         *graph,
                              guint               position,
                              guint               removed,
                              guint               added,
                              FlowGtkFindPopover *self);

/* Lists @graphs, and watches them. */
static void
set_gathered (FlowGtkFindPopover *self,
              GPtrArray          *graphs)
{
  gboolean was_one = self->gathered != NULL && self->gathered->len == 1;

  for (guint i = 0; self->gathered != NULL && i < self->gathered->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (self->gathered, i), graph_changed_cb, self);
  g_clear_pointer (&self->gathered, g_ptr_array_unref);

  self->gathered = graphs;
  for (guint i = 0; i < graphs->len; i++)
    g_signal_connect (g_ptr_array_index (graphs, i), "items-changed", G_CALLBACK (graph_changed_cb), self);

  /* One graph lists its nodes but reroutes; below it, the input and
   * output nodes of the groups are left out too.
   */
  if (self->listed == NULL || graphs->len == 0 || was_one == (graphs->len == 1))
    return;
  if (graphs->len == 1)
    gtk_custom_filter_set_filter_func (self->listed, is_listed, NULL, NULL);
  else
    gtk_custom_filter_set_filter_func (self->listed, is_listed_below, g_object_ref (self->shown), g_object_unref);
}

static gboolean
same_graphs (GPtrArray *a,
             GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;

  for (guint i = 0; i < a->len; i++)
    if (g_ptr_array_index (a, i) != g_ptr_array_index (b, i))
      return FALSE;

  return TRUE;
}

static gboolean
regather_cb (gpointer user_data)
{
  FlowGtkFindPopover *self = user_data;
  g_autoptr(GPtrArray) graphs = gather_graphs (self->shown);
  g_autoptr(GListModel) nodes = NULL;

  self->regather = 0;
  if (same_graphs (graphs, self->gathered))
    return G_SOURCE_REMOVE;

  nodes = listed_nodes (graphs);
  set_gathered (self, g_steal_pointer (&graphs));
  gtk_filter_list_model_set_model (self->found, nodes);

  return G_SOURCE_REMOVE;
}

/* A group node added, or any node removed where group nodes are: the
 * graphs are gathered again once the change is over.
 */
static void
graph_changed_cb (GListModel         *graph,
                  guint               position,
                  guint               removed,
                  guint               added,
                  FlowGtkFindPopover *self)
{
  gboolean again = removed > 0 && self->gathered->len > 1;

  for (guint i = position; !again && i < position + added; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (graph, i);

      again = FLOW_IS_GROUP_NODE (node);
    }

  if (again && self->regather == 0)
    self->regather = g_idle_add (regather_cb, self);
}

/* The node at @position of what is shown goes to the view. */
static void
choose (FlowGtkFindPopover *self,
        guint               position)
{
  g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (self->found), position);
  g_autoptr(GPtrArray) path = NULL;
  /* Closing lets it go (release_graphs ()). */
  g_autoptr(FlowGraph) shown = self->shown != NULL ? g_object_ref (self->shown) : NULL;
  FlowGtkView *view = self->view;

  if (node == NULL || shown == NULL)
    return;

  gtk_popover_popdown (GTK_POPOVER (self));

  /* The view may show another graph by now (a group entered), and the
   * node may have left the group nodes it was in.
   */
  if (view == NULL || flow_gtk_view_get_graph (view) != shown ||
      (path = group_path (node, shown)) == NULL)
    return;

  if (path->len == 0 || flow_gtk_view_groups_enter (GTK_WIDGET (view), path))
    flow_gtk_view_focus_node (view, node);
}

static void
activate_cb (GtkListView        *list,
             guint               position,
             FlowGtkFindPopover *self)
{
  choose (self, position);
}

/* Enter in the search: the row shown chosen, the first unless the
 * pointer moved onto another.
 */
static void
entry_activate_cb (FlowGtkFindPopover *self)
{
  choose (self, _flow_gtk_search_list_get_chosen (self->list));
}

static void
search_changed_cb (FlowGtkFindPopover *self)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (self->entry)));
}

static void
stop_search_cb (FlowGtkFindPopover *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
found_changed_cb (FlowGtkFindPopover *self)
{
  gboolean none = g_list_model_get_n_items (G_LIST_MODEL (self->found)) == 0;

  gtk_widget_set_visible (self->empty, none);
  gtk_widget_set_visible (gtk_widget_get_parent (self->list), !none);
}

#define MAX_CAPTION_PEERS 3

static gboolean
add_peer_cb (FlowDock *end,
             gboolean  through,
             gpointer  user_data)
{
  GPtrArray *titles = user_data;
  FlowNode *node = flow_dock_get_node (end);
  const char *title;

  /* A reroute that leads nowhere is no node to name. */
  if (node != NULL && FLOW_IS_REROUTE (node))
    return TRUE;

  title = node != NULL ? _flow_gtk_node_display_title (node) : _("Untitled node");
  if (!g_ptr_array_find_with_equal_func (titles, title, g_str_equal, NULL))
    g_ptr_array_add (titles, (gpointer) title);

  return titles->len <= MAX_CAPTION_PEERS;
}

/* Appends the titles of the nodes at the other ends of @docks'
 * connections to @titles, each once, up to one more than a caption
 * shows: a node that feeds 10,000 others costs no more than one that
 * feeds four. Wires are followed through reroutes to the nodes they
 * join.
 */
static void
add_peers (GListModel *docks,
           GPtrArray  *titles)
{
  for (guint i = 0; i < g_list_model_get_n_items (docks) && titles->len <= MAX_CAPTION_PEERS; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      _flow_gtk_dock_foreach_end (dock, add_peer_cb, titles);
    }
}

/* "Apples, Pears, Plums…": the first MAX_CAPTION_PEERS of @titles. */
static char *
join_peers (GPtrArray *titles)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < MIN (titles->len, MAX_CAPTION_PEERS); i++)
    {
      if (i > 0)
        /* Translators: between the ends of a dock's connections. */
        g_string_append (text, _(", "));
      g_string_append (text, g_ptr_array_index (titles, i));
    }
  if (titles->len > MAX_CAPTION_PEERS)
    g_string_append (text, "…");

  return g_string_free (text, FALSE);
}

/* "Lerp › Inner": the titles of the group nodes of @path. */
static char *
join_path (GPtrArray *path)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < path->len; i++)
    {
      if (i > 0)
        /* Translators: between the names of a group node and of one
         * inside it, in the go-to list: “Lerp › Inner”. */
        g_string_append (text, _(" › "));
      g_string_append (text, _flow_gtk_node_display_title (g_ptr_array_index (path, i)));
    }

  return g_string_free (text, FALSE);
}

/* The connections of a row's node: "From Apples, Pears; to Total". Also
 * what tells apart nodes of one title in the lists of connections to make
 * or remove (flow-gtk-connect-popover.c).
 */
char *
flow_gtk_view_find_describe_peers (FlowNode *node)
{
  g_autoptr(GPtrArray) from = g_ptr_array_new ();
  g_autoptr(GPtrArray) to = g_ptr_array_new ();
  g_autofree char *from_text = NULL;
  g_autofree char *to_text = NULL;

  add_peers (flow_node_get_sinks (node), from);
  add_peers (flow_node_get_sources (node), to);

  /* A frame has no docks: what it is says more. */
  if (FLOW_IS_FRAME (node))
    /* Translators: under a frame's title in the go-to list. */
    return g_strdup (_("Frame"));

  if (from->len == 0 && to->len == 0)
    /* Translators: under a node's title in the go-to list. */
    return g_strdup (_("Not connected"));

  from_text = join_peers (from);
  to_text = join_peers (to);

  if (to->len == 0)
    /* Translators: under a node's title in the go-to list: the nodes
     * that feed it, such as “From Apples, Pears”. */
    return g_strdup_printf (_("From %s"), from_text);
  if (from->len == 0)
    /* Translators: under a node's title in the go-to list: the nodes it
     * feeds, such as “To Total”. */
    return g_strdup_printf (_("To %s"), to_text);

  /* Translators: under a node's title in the go-to list: the nodes that
   * feed it, then those it feeds, such as “From Apples, Pears; to Total”. */
  return g_strdup_printf (_("From %s; to %s"), from_text, to_text);
}

/* What a row says under a node's title, so that nodes of one title are
 * told apart by where they sit: "From Apples, Pears; to Total", and for
 * a node inside group nodes, "In Lerp › Inner: From Apples; to Total".
 * Titles are borrowed from the graph: the caption is made and used at
 * once.
 */
static char *
node_caption (FlowNode  *node,
              FlowGraph *shown)
{
  g_autoptr(GPtrArray) path = group_path (node, shown);
  g_autofree char *peers = flow_gtk_view_find_describe_peers (node);
  g_autofree char *where = NULL;

  if (path == NULL || path->len == 0)
    return g_steal_pointer (&peers);

  where = join_path (path);
  /* Translators: under a node's title in the go-to list, for a node
   * inside group nodes: where it is, then which nodes feed it and which
   * it feeds, such as “In Lerp › Inner: From Apples; to Total”. */
  return g_strdup_printf (_("In %s: %s"), where, peers);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *caption = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), caption);
  /* Rows as tall as the connect list's. */
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_item_set_child (item, box);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         FlowGtkFindPopover       *self)
{
  FlowNode *node = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *caption = gtk_widget_get_last_child (box);
  const char *name = _flow_gtk_node_display_title (node);
  g_autofree char *text = node_caption (node, self->shown);

  gtk_label_set_text (GTK_LABEL (title), name);
  gtk_label_set_text (GTK_LABEL (caption), text);
  _flow_gtk_search_list_bind_row (item);

  /* What a screen reader says of the row: the title as its name, the
   * caption as its description.
   */
  _flow_gtk_list_item_name (item, name, text);
}

static void
flow_gtk_find_popover_dispose (GObject *object)
{
  FlowGtkFindPopover *self = (FlowGtkFindPopover *)object;

  g_clear_weak_pointer (&self->view);
  g_clear_handle_id (&self->regather, g_source_remove);
  /* Owned by the filter of the list. */
  self->listed = NULL;
  if (self->gathered != NULL)
    set_gathered (self, g_ptr_array_new ());
  g_clear_pointer (&self->gathered, g_ptr_array_unref);
  g_clear_object (&self->selection);
  g_clear_object (&self->shown);

  G_OBJECT_CLASS (flow_gtk_find_popover_parent_class)->dispose (object);
}

static void
flow_gtk_find_popover_class_init (FlowGtkFindPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_gtk_find_popover_dispose;
}

static void
flow_gtk_find_popover_init (FlowGtkFindPopover *self)
{
}

static GtkWidget *
flow_gtk_find_popover_new (FlowGtkView *view)
{
  FlowGtkFindPopover *self = g_object_new (FLOW_GTK_TYPE_FIND_POPOVER, NULL);
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkExpression *name;
  GtkEveryFilter *every;
  GtkFilter *listed;
  GListModel *nodes;
  GtkWidget *box, *scrolled;

  g_set_weak_pointer (&self->view, view);
  self->shown = g_object_ref (graph);

  name = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                      G_CALLBACK (node_name), NULL, NULL);
  self->filter = gtk_string_filter_new (name);
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);

  set_gathered (self, gather_graphs (graph));
  nodes = listed_nodes (self->gathered);
  if (self->gathered->len == 1)
    listed = GTK_FILTER (gtk_custom_filter_new (is_listed, NULL, NULL));
  else
    listed = GTK_FILTER (gtk_custom_filter_new (is_listed_below, g_object_ref (graph), g_object_unref));
  self->listed = GTK_CUSTOM_FILTER (listed);

  every = gtk_every_filter_new ();
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), listed);
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->filter));

  self->found = gtk_filter_list_model_new (nodes, GTK_FILTER (every));
  gtk_filter_list_model_set_incremental (self->found, TRUE);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->found));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  g_signal_connect_object (self->found, "items-changed",
                           G_CALLBACK (found_changed_cb), self, G_CONNECT_SWAPPED);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->entry = gtk_search_entry_new ();
  g_object_set (self->entry, "placeholder-text", _("Node name"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Go to node"),
                                  -1);
  g_signal_connect_swapped (self->entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  g_signal_connect_swapped (self->entry, "stop-search", G_CALLBACK (stop_search_cb), self);
  gtk_box_append (GTK_BOX (box), self->entry);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  self->list = gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)),
                                  g_steal_pointer (&factory));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Nodes"),
                                  -1);
  g_signal_connect (self->list, "activate", G_CALLBACK (activate_cb), self);
  _flow_gtk_search_list_add_keys (self->entry, self->list, self->selection, self->found);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_widget_set_size_request (scrolled, 280, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->list);
  gtk_box_append (GTK_BOX (box), scrolled);

  self->empty = gtk_label_new (_("No node has that name"));
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_box_append (GTK_BOX (box), self->empty);

  gtk_popover_set_child (GTK_POPOVER (self), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Go to Node"),
                                  -1);

  found_changed_cb (self);

  return GTK_WIDGET (self);
}

GtkWidget *
flow_gtk_find_popover_get_entry (FlowGtkFindPopover *self)
{
  return self->entry;
}

GListModel *
flow_gtk_find_popover_get_found (FlowGtkFindPopover *self)
{
  return G_LIST_MODEL (self->found);
}

/* The list the view shows, if any. */
FlowGtkFindPopover *
flow_gtk_view_find_get_popover (FlowGtkView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (FLOW_GTK_IS_FIND_POPOVER (child))
      return FLOW_GTK_FIND_POPOVER (child);

  return NULL;
}

/* Closed, the list lets the graphs go at once: it goes when it is
 * unparented, but GTK 4.8 keeps a closed popover that held a focused
 * entry alive now and then (a reference its window's focus code takes),
 * and the graph with it.
 */
static void
release_graphs (FlowGtkFindPopover *self)
{
  g_clear_handle_id (&self->regather, g_source_remove);
  if (self->gathered != NULL)
    set_gathered (self, g_ptr_array_new ());
  if (self->listed != NULL)
    gtk_custom_filter_set_filter_func (self->listed, NULL, NULL, NULL);
  if (self->found != NULL)
    gtk_filter_list_model_set_model (self->found, NULL);
  g_clear_object (&self->shown);
}

static void
popover_closed_cb (GtkWidget *popover)
{
  release_graphs (FLOW_GTK_FIND_POPOVER (popover));

  /* Once the popover is done closing (its focus given back), it goes. */
  _flow_gtk_popover_unparent_later (popover);
}

static void
find_node_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  FlowGtkFindPopover *old = flow_gtk_view_find_get_popover (view);
  GtkWidget *popover;
  int width = gtk_widget_get_width (widget);

  if (flow_gtk_view_get_graph (view) == NULL || !_flow_gtk_view_can_pop_up (view))
    return;

  if (old != NULL)
    gtk_widget_unparent (GTK_WIDGET (old));

  popover = flow_gtk_find_popover_new (view);
  gtk_widget_set_parent (popover, widget);
  flow_gtk_view_actions_close_with_graph (popover, FALSE, NULL);
  g_signal_connect (popover, "closed", G_CALLBACK (popover_closed_cb), NULL);
  /* Closed without going anywhere, the keyboard goes back where it was. */
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (view), popover, NULL);
  gtk_popover_set_position (GTK_POPOVER (popover), GTK_POS_BOTTOM);
  gtk_popover_set_pointing_to (GTK_POPOVER (popover),
                               &(GdkRectangle) { width / 2, 8, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (popover));
  gtk_widget_grab_focus (FLOW_GTK_FIND_POPOVER (popover)->entry);
}

/* Installs flowview.find-node and its key on the view's class. */
void
flow_gtk_view_find_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "flowview.find-node", NULL,
                                   find_node_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "flowview.find-node", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "flowview.find-node", NULL);
}

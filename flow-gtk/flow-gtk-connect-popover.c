/* flow-gtk-connect-popover.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowGtkConnectPopover: the view's searchable lists of what can be done
 * to the graph, without a pointer. In "connect" mode it lists every
 * connection the graph would accept between one of the node's docks and
 * a dock of another node ("Output Sum to input A of Multiply"); in
 * "disconnect" mode, the node's connections, and in "reroute" mode the
 * same, to put a reroute half way along the one chosen; in "add" mode, the node
 * types the view's serializer can make, only those with a dock that fits
 * when a wire was dropped on the canvas ("Multiply, input A"), and the
 * chosen one is added at a point, connected to that wire. A search entry
 * filters the list as one types; Enter takes the first choice shown, or
 * the one chosen with the arrow keys; Escape closes the list and changes
 * nothing.
 *
 * Implementation notes: the list asks the graph for what can be connected
 * to each dock when it opens (flow_graph_list_connectable (), which
 * answers as FlowGraph.can_connect () does for every pair, with one walk
 * of the graph for the cycles), so it shows exactly what a drop would
 * accept, and closes when the graph's connections change under it,
 * rather than showing choices that no longer hold. A mode that moves the
 * focus from dock to dock on the canvas was not chosen: docks of nodes
 * outside the view have no widget to focus, while a list reaches every
 * dock of the graph and is searchable by name.
 *
 * A node of a graph of 10,000 can have 20,000 connections to offer. The
 * choices are small objects in a GListStore, shown by a GtkListView
 * through a GtkFilterListModel, as the go-to list shows nodes: rows are
 * made for the choices in sight only, and the search filters
 * incrementally, on texts folded once, the first time they are
 * searched. A GtkListBox, a row widget for every choice, took 2.2 s to
 * open such a list and 46 s to filter it (view.connect.n10000 in
 * bench/). The arrow keys keep what the GtkListBox did: Down in the
 * search moves the keyboard into the list, onto its first row, where a
 * screen reader reads each row as the arrows reach it
 * (flow-gtk-search-list.c, the keys of the go-to list too).
 */

#include "config.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-view-find-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-search-list-private.h"

#include "flow-gtk-view-reroute-private.h"

/* One row of the list: a connection to make or one made, or a node type
 * to add, and what the row says.
 */
#define FLOW_GTK_TYPE_CONNECT_CHOICE (flow_gtk_connect_choice_get_type ())
G_DECLARE_FINAL_TYPE (FlowGtkConnectChoice, flow_gtk_connect_choice, FLOW_GTK, CONNECT_CHOICE, GObject)

struct _FlowGtkConnectChoice
{
  GObject         parent_instance;

  FlowSource     *source;
  FlowSink       *sink;
  FlowConnection *connection;
  /* "add" mode: the node type, and the name of its dock to connect. */
  char           *type_name;
  char           *dock_name;
  char           *text;
  /* The text folded for the search, the first time it is searched. */
  char           *folded;
  /* The connection a new one would replace, and the text that says so
   * too, made when the row is first shown (not searched: a list of
   * 20,000 choices into full inputs filtered 40 % slower with it).
   */
  FlowConnection *replaced;
  char           *shown;
};

G_DEFINE_FINAL_TYPE (FlowGtkConnectChoice, flow_gtk_connect_choice, G_TYPE_OBJECT)

static void
flow_gtk_connect_choice_finalize (GObject *object)
{
  FlowGtkConnectChoice *choice = FLOW_GTK_CONNECT_CHOICE (object);

  g_clear_object (&choice->source);
  g_clear_object (&choice->sink);
  g_clear_object (&choice->connection);
  g_free (choice->type_name);
  g_free (choice->dock_name);
  g_free (choice->text);
  g_free (choice->folded);
  g_clear_object (&choice->replaced);
  g_free (choice->shown);

  G_OBJECT_CLASS (flow_gtk_connect_choice_parent_class)->finalize (object);
}

static void
flow_gtk_connect_choice_class_init (FlowGtkConnectChoiceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = flow_gtk_connect_choice_finalize;
}

static void
flow_gtk_connect_choice_init (FlowGtkConnectChoice *self)
{
}

struct _FlowGtkConnectPopover
{
  GtkPopover                 parent_instance;

  FlowGraph                 *graph;
  FlowGtkConnectPopoverMode  mode;
  /* The one dock of the node the list is for, or NULL for all of them. */
  FlowDock                  *only;
  GtkWidget                 *entry;
  GtkWidget                 *list;
  GtkWidget                 *empty;
  /* Every choice, those the search finds, the one chosen among those. */
  GListStore                *choices;
  GtkCustomFilter           *filter;
  GtkFilterListModel        *found;
  GtkSingleSelection        *selection;
  /* The search folded, NULL when there is none. */
  char                      *query;
  /* What closes the list when it changes: the connections (connect,
   * disconnect) or the nodes (add).
   */
  gpointer                   watched;
  gulong                     connections_changed_id;

  /* "add" mode */
  FlowSerializer            *serializer;
  FlowDock                  *loose_end;
  graphene_point_t           at;
  /* Why the graph refused the loose end a dock whose types fit, the
   * first time it did.
   */
  char                      *refusal;
};

enum {
  NODE_ADDED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGtkConnectPopover, flow_gtk_connect_popover, GTK_TYPE_POPOVER)

static const char *
node_title (FlowDock *dock)
{
  FlowNode *node = flow_dock_get_node (dock);

  return node != NULL ? _flow_gtk_node_display_title (node) : _("Untitled node");
}

/* A connection in words a screen reader reads, "Output Sum of Add to
 * input A of Multiply", in the user's language.
 */
char *
flow_gtk_connection_describe (FlowConnection *connection)
{
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));

  /* Translators: a connection: output, its node, input, its node. */
  return g_strdup_printf (_("Output %s of %s to input %s of %s"),
                          flow_dock_get_label (source), node_title (source),
                          flow_dock_get_label (sink), node_title (sink));
}

static char *
describe (const FlowGtkConnectChoice *choice,
          FlowNode                   *node)
{
  FlowDock *source = FLOW_DOCK (choice->source);
  FlowDock *sink = FLOW_DOCK (choice->sink);

  if (choice->connection != NULL)
    return flow_gtk_connection_describe (choice->connection);

  if (flow_dock_get_node (source) == node)
    /* Translators: a connection to make from the node's output %s. */
    return g_strdup_printf (_("Output %s to input %s of %s"),
                            flow_dock_get_label (source),
                            flow_dock_get_label (sink), node_title (sink));

  /* Translators: a connection to make to the node's input %s. */
  return g_strdup_printf (_("Input %s from output %s of %s"),
                          flow_dock_get_label (sink),
                          flow_dock_get_label (source), node_title (source));
}

/* Appends a choice, which says @text, to @items; takes both. */
static void
append_choice (GPtrArray            *items,
               FlowGtkConnectChoice *choice,
               char                 *text)
{
  choice->text = text;
  g_ptr_array_add (items, choice);
}

static void
add_choice (GPtrArray      *items,
            FlowNode       *node,
            FlowSource     *source,
            FlowSink       *sink,
            FlowConnection *connection)
{
  FlowGtkConnectChoice *choice = g_object_new (FLOW_GTK_TYPE_CONNECT_CHOICE, NULL);

  choice->source = g_object_ref (source);
  choice->sink = g_object_ref (sink);
  choice->connection = connection != NULL ? g_object_ref (connection) : NULL;

  /* A new connection into an input that takes one and has it replaces
   * that one (as a drop there does): the row says so (shown_text ()).
   */
  if (connection == NULL && flow_sink_is_full (sink))
    choice->replaced = g_list_model_get_item (flow_dock_get_connections (FLOW_DOCK (sink)), 0);

  append_choice (items, choice, describe (choice, node));
}

/* What the row of @choice shows and a screen reader says of it: its
 * text, and what it would replace.
 */
static const char *
shown_text (FlowGtkConnectChoice *choice)
{
  FlowDock *from;

  if (choice->replaced == NULL)
    return choice->text;

  if (choice->shown == NULL)
    {
      from = FLOW_DOCK (flow_connection_get_source (choice->replaced));
      /* Translators: a connection to make that takes the place of the
       * input's one connection: “Output Sum to input A of Multiply,
       * replacing output Value of Apples”. */
      choice->shown = g_strdup_printf (_("%s, replacing output %s of %s"), choice->text,
                                       flow_dock_get_label (from), node_title (from));
    }

  return choice->shown;
}

/* The node at the other end of @choice from @node. */
static FlowNode *
other_node (const FlowGtkConnectChoice *choice,
            FlowNode                   *node)
{
  FlowNode *source_node = flow_dock_get_node (FLOW_DOCK (choice->source));

  return source_node != node ? source_node : flow_dock_get_node (FLOW_DOCK (choice->sink));
}

static int
compare_by_place (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  FlowNode *node = user_data;
  FlowNode *first = other_node (*(FlowGtkConnectChoice **)a, node);
  FlowNode *second = other_node (*(FlowGtkConnectChoice **)b, node);
  double d = flow_node_get_y (first) - flow_node_get_y (second);

  if (d == 0)
    d = flow_node_get_x (first) - flow_node_get_x (second);

  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/* Choices that still read the same, their nodes connected alike too: each
 * says where its node is among its twins, from the top of the canvas.
 */
static void
number_twins (GPtrArray *items,
              FlowNode  *node)
{
  g_autoptr(GHashTable) twins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                       (GDestroyNotify) g_ptr_array_unref);
  GHashTableIter iter;
  GPtrArray *group;

  for (guint i = 0; i < items->len; i++)
    {
      FlowGtkConnectChoice *choice = g_ptr_array_index (items, i);

      if ((group = g_hash_table_lookup (twins, choice->text)) == NULL)
        g_hash_table_insert (twins, g_strdup (choice->text), group = g_ptr_array_new ());
      g_ptr_array_add (group, choice);
    }

  if (g_hash_table_size (twins) == items->len)
    return;

  g_hash_table_iter_init (&iter, twins);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *)&group))
    {
      if (group->len < 2)
        continue;

      g_ptr_array_sort_with_data (group, compare_by_place, node);
      for (guint k = 0; k < group->len; k++)
        {
          FlowGtkConnectChoice *choice = g_ptr_array_index (group, k);
          char *text;

          /* Translators: a choice of the lists of connections that reads
           * like others, and where its node is among theirs: “Output Sum
           * to input A of Add, 2 of 3 from the top”. */
          text = g_strdup_printf (_("%s, %u of %u from the top"), choice->text, k + 1, group->len);
          g_free (choice->text);
          choice->text = text;
        }
    }
}

/* Choices that would read the same (two nodes of one title, "Input Value
 * from output Product of Multiply" twice) say which node they mean by its
 * connections, as the go-to list does: "… (From Apples, Price Each; to
 * Add)". Sighted or not, a person could not choose between them.
 */
static void
tell_apart (GPtrArray *items,
            FlowNode  *node)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) texts = NULL;

  for (guint i = 0; i < items->len; i++)
    {
      FlowGtkConnectChoice *choice = g_ptr_array_index (items, i);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, choice->text));

      g_hash_table_insert (counts, choice->text, GUINT_TO_POINTER (count + 1));
    }

  if (g_hash_table_size (counts) == items->len)
    return;

  /* New texts first: the table's keys are the old ones. */
  texts = g_ptr_array_new_full (items->len, g_free);
  for (guint i = 0; i < items->len; i++)
    {
      FlowGtkConnectChoice *choice = g_ptr_array_index (items, i);
      FlowNode *other = other_node (choice, node);
      g_autofree char *peers = NULL;

      if (GPOINTER_TO_UINT (g_hash_table_lookup (counts, choice->text)) < 2 || other == NULL)
        {
          g_ptr_array_add (texts, NULL);
          continue;
        }

      peers = flow_gtk_view_find_describe_peers (other);
      /* Translators: a choice of the lists of connections, then what
       * tells its node from another of the same title: “Input Value from
       * output Product of Multiply (From Apples, Price Each; to Add)”. */
      g_ptr_array_add (texts, g_strdup_printf (_("%s (%s)"), choice->text, peers));
    }

  g_hash_table_remove_all (counts);
  for (guint i = 0; i < items->len; i++)
    {
      FlowGtkConnectChoice *choice = g_ptr_array_index (items, i);

      if (texts->pdata[i] != NULL)
        {
          g_free (choice->text);
          choice->text = g_steal_pointer (&texts->pdata[i]);
        }
    }

  number_twins (items, node);
}

/* Puts @items, every choice, in the list at once. */
static void
set_choices (FlowGtkConnectPopover *self,
             GPtrArray             *items)
{
  g_list_store_splice (self->choices, 0, g_list_model_get_n_items (G_LIST_MODEL (self->choices)),
                       items->pdata, items->len);
}

/* What "add" mode shows of a node type: its title and its docks, read
 * from the serializer's description of the type (a node made of it,
 * unless the application describes its types otherwise), asked the first
 * time a list of the serializer opens and kept on the serializer for the
 * lists after. A type name cannot be registered twice, and a description
 * is expected to have the docks a node made has: the node added is made
 * anew, and its dock found by name.
 */
typedef struct
{
  char      *title;
  /* The description's docks, inputs then outputs; the node itself is
   * let go, with whatever a node made to describe its type holds.
   */
  GPtrArray *docks;
} TypeInfo;

static void
type_info_free (gpointer data)
{
  TypeInfo *info = data;

  g_free (info->title);
  g_ptr_array_unref (info->docks);
  g_free (info);
}

static GQuark
type_infos_quark (void)
{
  return g_quark_from_static_string ("flow-gtk-connect-popover-types");
}

/* The title and docks of @type_name, as the serializer describes it,
 * or NULL when it cannot (asked again next time).
 */
static const TypeInfo *
lookup_type (FlowSerializer *serializer,
             const char     *type_name)
{
  GHashTable *infos = g_object_get_qdata (G_OBJECT (serializer), type_infos_quark ());
  g_autoptr(FlowNode) node = NULL;
  const char *title;
  TypeInfo *info;

  if (infos == NULL)
    {
      infos = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, type_info_free);
      g_object_set_qdata_full (G_OBJECT (serializer), type_infos_quark (), infos,
                               (GDestroyNotify) g_hash_table_unref);
    }

  if ((info = g_hash_table_lookup (infos, type_name)) != NULL)
    return info;

  if ((node = flow_serializer_describe_type (serializer, type_name)) == NULL)
    return NULL;

  title = flow_node_get_title (node);
  info = g_new0 (TypeInfo, 1);
  info->title = g_strdup (title != NULL && *title != '\0' ? title : type_name);
  info->docks = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint kind = 0; kind < 2; kind++)
    {
      GListModel *docks = kind == 0 ? flow_node_get_sinks (node) : flow_node_get_sources (node);

      for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
        g_ptr_array_add (info->docks, g_list_model_get_item (docks, i));
    }
  g_hash_table_insert (infos, g_strdup (type_name), info);

  return info;
}

/* The first dock of @info that takes a wire from @loose_end, as the
 * graph would check it (the value types, and what the application
 * registered for them: the formats of two media pads), then as the graph
 * would connect it once the node is added (the application's filter, the
 * connections the loose end has), or NULL. The first refusal of a dock
 * whose types fit is kept, to tell why nothing is offered.
 */
static FlowDock *
fitting_dock (FlowGtkConnectPopover *self,
              const TypeInfo        *info)
{
  gboolean from_source = FLOW_IS_SOURCE (self->loose_end);
  gboolean conversions = flow_graph_get_implicit_conversions (self->graph);

  for (guint i = 0; i < info->docks->len; i++)
    {
      FlowDock *dock = g_ptr_array_index (info->docks, i);
      g_autoptr(GError) error = NULL;

      if (FLOW_IS_SINK (dock) != from_source)
        continue;

      /* The types first, without a reason, as most types do not fit. */
      if (from_source ? !flow_dock_check_compatible (FLOW_SOURCE (self->loose_end), FLOW_SINK (dock), conversions, NULL)
                      : !flow_dock_check_compatible (FLOW_SOURCE (dock), FLOW_SINK (self->loose_end), conversions, NULL))
        continue;

      if (flow_graph_can_connect_to_new (self->graph, self->loose_end, dock, &error))
        return dock;

      if (self->refusal == NULL)
        self->refusal = g_strdup (error->message);
    }

  return NULL;
}

/* The node types the serializer makes, in its order. */
static void
collect_types (FlowGtkConnectPopover *self)
{
  g_auto(GStrv) names = flow_serializer_list_types (self->serializer);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const TypeInfo *info = lookup_type (self->serializer, names[i]);
      FlowDock *dock = NULL;
      char *text;
      FlowGtkConnectChoice *choice;

      if (info == NULL)
        continue;

      if (self->loose_end != NULL && (dock = fitting_dock (self, info)) == NULL)
        continue;

      if (dock == NULL)
        text = g_strdup (info->title);
      else if (FLOW_IS_SINK (dock))
        /* Translators: a node type to add, and its input the wire goes to. */
        text = g_strdup_printf (_("%s, input %s"), info->title, flow_dock_get_label (dock));
      else
        /* Translators: a node type to add, and its output the wire comes from. */
        text = g_strdup_printf (_("%s, output %s"), info->title, flow_dock_get_label (dock));

      choice = g_object_new (FLOW_GTK_TYPE_CONNECT_CHOICE, NULL);
      choice->type_name = g_strdup (names[i]);
      choice->dock_name = dock != NULL ? g_strdup (flow_dock_get_name (dock)) : NULL;
      append_choice (items, choice, text);
    }

  set_choices (self, items);
}

/* Adds a node of the type of @choice at the popover's point, connected
 * to the loose end, as one step of the history.
 */
static void
add_node (FlowGtkConnectPopover      *self,
          const FlowGtkConnectChoice *choice)
{
  FlowHistory *history = flow_graph_get_history (self->graph);
  g_autoptr(FlowNode) node = flow_serializer_create_node (self->serializer, choice->type_name);
  g_autoptr(GError) error = NULL;
  FlowDock *dock;

  if (node == NULL)
    return;

  flow_history_begin_group (history, NULL);
  flow_node_set_position (node, self->at.x, self->at.y);
  flow_graph_add_node (self->graph, node);

  dock = choice->dock_name != NULL ? flow_node_get_dock (node, choice->dock_name) : NULL;
  if (dock != NULL && self->loose_end != NULL &&
      flow_dock_get_node (self->loose_end) != NULL &&
      flow_node_get_graph (flow_dock_get_node (self->loose_end)) == self->graph)
    {
      if (FLOW_IS_SOURCE (self->loose_end))
        flow_graph_add_connection (self->graph, FLOW_SOURCE (self->loose_end), FLOW_SINK (dock), &error);
      else
        flow_graph_add_connection (self->graph, FLOW_SOURCE (dock), FLOW_SINK (self->loose_end), &error);
    }
  flow_history_end_group (history);

  g_signal_emit (self, signals[NODE_ADDED], 0, node, error);
}

/* Every connection the graph accepts between a dock of @node and a dock
 * of another node, outputs of @node first; found by the graph for each
 * dock at once, not asked pair by pair. Those that would replace a
 * connection come after all the others: Enter on the first row, after
 * adding a node, must not take an element's input from what feeds it.
 */
static void
collect_new (FlowGtkConnectPopover *self,
             FlowNode              *node)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) replacing = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint side = 0; side < 2; side++)
    {
      GListModel *own = side == 0 ? flow_node_get_sources (node) : flow_node_get_sinks (node);

      for (guint i = 0; i < g_list_model_get_n_items (own); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (own, i);
          g_autoptr(GPtrArray) targets = NULL;

          if (self->only != NULL && dock != self->only)
            continue;

          targets = flow_graph_list_connectable (self->graph, dock);
          for (guint k = 0; k < targets->len; k++)
            {
              FlowDock *target = g_ptr_array_index (targets, k);

              if (flow_dock_get_node (target) == node)
                continue;

              if (side == 0)
                add_choice (flow_sink_is_full (FLOW_SINK (target)) ? replacing : items,
                            node, FLOW_SOURCE (dock), FLOW_SINK (target), NULL);
              else
                add_choice (flow_sink_is_full (FLOW_SINK (dock)) ? replacing : items,
                            node, FLOW_SOURCE (target), FLOW_SINK (dock), NULL);
            }
        }
    }

  g_ptr_array_extend_and_steal (items, g_steal_pointer (&replacing));
  tell_apart (items, node);
  set_choices (self, items);
}

/* The connections of @node's docks. */
static void
collect_existing (FlowGtkConnectPopover *self,
                  FlowNode              *node)
{
  GListModel *connections = flow_graph_get_connections (self->graph);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowSource *source = flow_connection_get_source (connection);
      FlowSink *sink = flow_connection_get_sink (connection);

      if (self->only != NULL ? (FLOW_DOCK (source) == self->only || FLOW_DOCK (sink) == self->only)
                             : (flow_dock_get_node (FLOW_DOCK (source)) == node ||
                                flow_dock_get_node (FLOW_DOCK (sink)) == node))
        add_choice (items, node, source, sink, connection);
    }

  tell_apart (items, node);
  set_choices (self, items);
}

/* While there is a search, a choice is shown when its text holds it,
 * letter case aside.
 */
static gboolean
filter_cb (gpointer item,
           gpointer user_data)
{
  FlowGtkConnectPopover *self = user_data;
  FlowGtkConnectChoice *choice = item;

  /* Without a search the filter has no function, but a list being let
   * go has freed its search: everything is shown. */
  if (self->query == NULL)
    return TRUE;

  if (choice->folded == NULL)
    choice->folded = g_utf8_casefold (choice->text, -1);

  return strstr (choice->folded, self->query) != NULL;
}

static void
search_changed_cb (FlowGtkConnectPopover *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autofree char *old = g_steal_pointer (&self->query);
  GtkFilterChange change;

  self->query = text != NULL && *text != '\0' ? g_utf8_casefold (text, -1) : NULL;

  if (g_strcmp0 (old, self->query) == 0)
    return;

  /* Without a search, a filter without a function: every choice is
   * shown at once, nothing is left to filter. (Without a function GTK
   * takes no data either: it refuses the call, and the filter stayed.)
   */
  if (self->query == NULL)
    {
      gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
      return;
    }
  if (old == NULL)
    {
      gtk_custom_filter_set_filter_func (self->filter, filter_cb, self, NULL);
      return;
    }

  /* A longer search finds among what the shorter found, and the other
   * way round: the filter model needs to look at part of the list only.
   */
  if (strstr (self->query, old) != NULL)
    change = GTK_FILTER_CHANGE_MORE_STRICT;
  else if (strstr (old, self->query) != NULL)
    change = GTK_FILTER_CHANGE_LESS_STRICT;
  else
    change = GTK_FILTER_CHANGE_DIFFERENT;
  gtk_filter_changed (GTK_FILTER (self->filter), change);
}

static void
found_changed_cb (FlowGtkConnectPopover *self)
{
  gboolean none = g_list_model_get_n_items (G_LIST_MODEL (self->found)) == 0;

  gtk_widget_set_visible (self->empty, none);
  gtk_widget_set_visible (gtk_widget_get_parent (self->list), !none);
}

static void
choose (FlowGtkConnectPopover *self,
        guint                  position)
{
  g_autoptr(FlowGtkConnectChoice) choice = g_list_model_get_item (G_LIST_MODEL (self->found), position);
  g_autoptr(GError) error = NULL;

  if (choice == NULL)
    return;

  /* The list is closed before the graph changes, which would close it. */
  g_clear_signal_handler (&self->connections_changed_id, self->watched);
  gtk_popover_popdown (GTK_POPOVER (self));

  if (self->mode == FLOW_GTK_CONNECT_POPOVER_ADD)
    add_node (self, choice);
  else if (choice->connection != NULL && self->mode == FLOW_GTK_CONNECT_POPOVER_REROUTE)
    {
      GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self), FLOW_GTK_TYPE_VIEW);

      if (view != NULL && flow_connection_get_graph (choice->connection) == self->graph)
        flow_gtk_view_add_reroute_halfway (FLOW_GTK_VIEW (view), choice->connection);
    }
  else if (choice->connection != NULL)
    {
      if (flow_connection_get_graph (choice->connection) == self->graph)
        flow_graph_remove_connection (self->graph, choice->connection, NULL);
    }
  else
    {
      flow_graph_add_connection (self->graph, choice->source, choice->sink, &error);
    }
}

static void
activate_cb (GtkListView           *list,
             guint                  position,
             FlowGtkConnectPopover *self)
{
  choose (self, position);
}

/* Enter in the search: the choice shown chosen, the first unless the
 * pointer moved onto another.
 */
static void
entry_activate_cb (FlowGtkConnectPopover *self)
{
  choose (self, _flow_gtk_search_list_get_chosen (self->list));
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* Wrapped, not cut short: choices differ at their ends ("… of
   * Multiply", "… of Add"), which an ellipsis would hide.
   */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item)
{
  FlowGtkConnectChoice *choice = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);

  gtk_label_set_text (GTK_LABEL (label), shown_text (choice));
  _flow_gtk_search_list_bind_row (item);

  /* What a screen reader says of the row: the label's text. */
  _flow_gtk_list_item_name (item, shown_text (choice), NULL);
}

static void
connections_changed_cb (FlowGtkConnectPopover *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
}

/* Closed, the list lets the graph and its docks go once the choice made
 * has been carried out: GTK 4.8 keeps a closed popover that held a
 * focused entry alive now and then (see flow-gtk-view-find.c).
 */
static gboolean
release_cb (gpointer data)
{
  FlowGtkConnectPopover *self = data;

  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;

  g_clear_signal_handler (&self->connections_changed_id, self->watched);
  self->watched = NULL;
  if (self->choices != NULL)
    g_list_store_remove_all (self->choices);
  g_clear_object (&self->graph);
  g_clear_object (&self->serializer);
  g_clear_object (&self->loose_end);
  g_clear_object (&self->only);

  return G_SOURCE_REMOVE;
}

static void
closed_cb (FlowGtkConnectPopover *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, release_cb, g_object_ref (self), g_object_unref);
}

static void
flow_gtk_connect_popover_dispose (GObject *object)
{
  FlowGtkConnectPopover *self = FLOW_GTK_CONNECT_POPOVER (object);

  g_clear_signal_handler (&self->connections_changed_id, self->watched);
  g_clear_object (&self->graph);
  g_clear_object (&self->serializer);
  g_clear_object (&self->loose_end);
  g_clear_object (&self->only);
  g_clear_object (&self->selection);
  g_clear_object (&self->choices);
  g_clear_pointer (&self->query, g_free);
  g_clear_pointer (&self->refusal, g_free);

  G_OBJECT_CLASS (flow_gtk_connect_popover_parent_class)->dispose (object);
}

static void
flow_gtk_connect_popover_class_init (FlowGtkConnectPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_gtk_connect_popover_dispose;

  /*
   * FlowGtkConnectPopover::node-added:
   * @self: the popover
   * @node: the node it added
   * @error: (nullable): why the node could not be connected, or NULL
   *
   * Emitted in "add" mode after the chosen node was added.
   */
  signals[NODE_ADDED] =
    g_signal_new ("node-added",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, FLOW_TYPE_NODE, G_TYPE_ERROR);
}

static void
flow_gtk_connect_popover_init (FlowGtkConnectPopover *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_add_css_class (GTK_WIDGET (self), "connect");

  self->choices = g_list_store_new (FLOW_GTK_TYPE_CONNECT_CHOICE);
  self->filter = gtk_custom_filter_new (NULL, NULL, NULL);
  self->found = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->choices)),
                                           GTK_FILTER (self->filter));
  gtk_filter_list_model_set_incremental (self->found, TRUE);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->found));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  g_signal_connect_object (self->found, "items-changed",
                           G_CALLBACK (found_changed_cb), self, G_CONNECT_SWAPPED);

  self->entry = gtk_search_entry_new ();
  gtk_box_append (GTK_BOX (box), self->entry);
  g_signal_connect_object (self->entry, "search-changed",
                           G_CALLBACK (search_changed_cb), self, G_CONNECT_SWAPPED);
  /* Escape, which the entry takes for itself, cancels. */
  g_signal_connect_object (self->entry, "stop-search",
                           G_CALLBACK (gtk_popover_popdown), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "activate",
                           G_CALLBACK (entry_activate_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  self->list = gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)),
                                  g_steal_pointer (&factory));
  g_signal_connect_object (self->list, "activate",
                           G_CALLBACK (activate_cb), self, 0);
  _flow_gtk_search_list_add_keys (self->entry, self->list, self->selection, self->found);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_widget_set_size_request (scrolled, 280, -1);
  gtk_box_append (GTK_BOX (box), scrolled);

  self->empty = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_box_append (GTK_BOX (box), self->empty);

  gtk_popover_set_child (GTK_POPOVER (self), box);
}

/* A popover for wiring @node of @graph, or only its dock @only; the
 * caller parents it and pops it up.
 */
GtkWidget *
flow_gtk_connect_popover_new (FlowGraph                 *graph,
                              FlowNode                  *node,
                              FlowDock                  *only,
                              FlowGtkConnectPopoverMode  mode)
{
  FlowGtkConnectPopover *self;
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (FLOW_IS_NODE (node), NULL);
  g_return_val_if_fail (only == NULL || flow_dock_get_node (only) == node, NULL);

  self = g_object_new (FLOW_GTK_TYPE_CONNECT_POPOVER, NULL);
  self->graph = g_object_ref (graph);
  self->mode = mode;
  g_signal_connect (self, "closed", G_CALLBACK (closed_cb), NULL);
  self->only = only != NULL ? g_object_ref (only) : NULL;
  if (only != NULL)
    /* Translators: a dock and its node in the title of the lists to
     * connect or disconnect it, such as “Sum of Add”. */
    title = g_strdup_printf (_("%s of %s"), flow_dock_get_label (only), _flow_gtk_node_display_title (node));
  else
    title = g_strdup (_flow_gtk_node_display_title (node));

  if (mode == FLOW_GTK_CONNECT_POPOVER_CONNECT)
    {
      collect_new (self, node);
      /* Translators: the title of the list of connections to make; %s is a node. */
      label = g_strdup_printf (_("Connect %s"), title);
      gtk_label_set_text (GTK_LABEL (self->empty), _("Nothing can be connected here"));
    }
  else
    {
      /* The node's connections, to remove one or to put a reroute on it. */
      collect_existing (self, node);
      if (mode == FLOW_GTK_CONNECT_POPOVER_REROUTE)
        /* Translators: the title of the list of connections to put a reroute on; %s is a node. */
        label = g_strdup_printf (_("Add a reroute to a connection of %s"), title);
      else
        /* Translators: the title of the list of connections to remove; %s is a node. */
        label = g_strdup_printf (_("Disconnect %s"), title);
      gtk_label_set_text (GTK_LABEL (self->empty), _("No connections"));
    }

  g_object_set (self->entry, "placeholder-text", label, NULL);
  /* The popover too, which GTK 4.8 names by its class otherwise. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  found_changed_cb (self);

  self->watched = flow_graph_get_connections (graph);
  self->connections_changed_id =
    g_signal_connect_swapped (self->watched, "items-changed",
                              G_CALLBACK (connections_changed_cb), self);

  return GTK_WIDGET (self);
}

guint
flow_gtk_connect_popover_get_n_choices (FlowGtkConnectPopover *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_CONNECT_POPOVER (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->choices));
}

/* What the choice at @position of all of them says. */
const char *
flow_gtk_connect_popover_get_choice_text (FlowGtkConnectPopover *self,
                                          guint                  position)
{
  g_autoptr(FlowGtkConnectChoice) choice = NULL;

  g_return_val_if_fail (FLOW_GTK_IS_CONNECT_POPOVER (self), NULL);

  choice = g_list_model_get_item (G_LIST_MODEL (self->choices), position);
  g_return_val_if_fail (choice != NULL, NULL);

  /* The list holds the choice, and its text, while it lives. */
  return shown_text (choice);
}

/* Why no node type is offered to the loose end, when the graph refused
 * it one whose types fit (an output the application lets link once,
 * linked already), or NULL.
 */
const char *
flow_gtk_connect_popover_get_refusal (FlowGtkConnectPopover *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_CONNECT_POPOVER (self), NULL);

  return self->refusal;
}

/* A popover listing the node types @serializer makes, to add one to
 * @graph with its top left corner at the canvas point @at; with
 * @loose_end, only the types with a dock that fits it, connected to it.
 */
GtkWidget *
flow_gtk_connect_popover_new_add (FlowGraph              *graph,
                                  FlowSerializer         *serializer,
                                  FlowDock               *loose_end,
                                  const graphene_point_t *at)
{
  FlowGtkConnectPopover *self;
  const char *label;

  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);
  g_return_val_if_fail (FLOW_IS_SERIALIZER (serializer), NULL);
  g_return_val_if_fail (loose_end == NULL || FLOW_IS_DOCK (loose_end), NULL);

  self = g_object_new (FLOW_GTK_TYPE_CONNECT_POPOVER, NULL);
  self->graph = g_object_ref (graph);
  g_signal_connect (self, "closed", G_CALLBACK (closed_cb), NULL);
  self->serializer = g_object_ref (serializer);
  self->loose_end = loose_end != NULL ? g_object_ref (loose_end) : NULL;
  self->at = *at;
  self->mode = FLOW_GTK_CONNECT_POPOVER_ADD;

  collect_types (self);

  label = loose_end != NULL ? _("Add a node to the wire") : _("Add a node");
  g_object_set (self->entry, "placeholder-text", label, NULL);
  /* The popover too, which GTK 4.8 names by its class otherwise. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_label_set_text (GTK_LABEL (self->empty), _("No node type fits here"));
  found_changed_cb (self);

  /* A wire drawn from a node that goes away leaves nothing to add to. */
  self->watched = graph;
  self->connections_changed_id =
    g_signal_connect_swapped (self->watched, "items-changed",
                              G_CALLBACK (connections_changed_cb), self);

  return GTK_WIDGET (self);
}

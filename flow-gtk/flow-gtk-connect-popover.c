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
 * Implementation notes: the list asks FlowGraph.can_connect () of every
 * pair when it opens, so it shows exactly what a drop would accept, and
 * closes when the graph's connections change under it, rather than
 * showing choices that no longer hold. A mode that moves the focus from
 * dock to dock on the canvas was not chosen: docks of nodes outside the
 * view have no widget to focus, while a list reaches every dock of the
 * graph and is searchable by name.
 */

#include "config.h"

#include "flow-gtk-connect-popover-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-node-private.h"

#include "flow-gtk-view-reroute-private.h"

typedef struct
{
  FlowSource     *source;
  FlowSink       *sink;
  FlowConnection *connection;
  /* "add" mode: the node type, and the name of its dock to connect. */
  char           *type_name;
  char           *dock_name;
} Choice;

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
  GArray                    *choices;
  /* What closes the list when it changes: the connections (connect,
   * disconnect) or the nodes (add).
   */
  gpointer                   watched;
  gulong                     connections_changed_id;

  /* "add" mode */
  FlowSerializer            *serializer;
  FlowDock                  *loose_end;
  graphene_point_t           at;
};

enum {
  NODE_ADDED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGtkConnectPopover, flow_gtk_connect_popover, GTK_TYPE_POPOVER)

static void
choice_clear (gpointer data)
{
  Choice *choice = data;

  g_clear_object (&choice->source);
  g_clear_object (&choice->sink);
  g_clear_object (&choice->connection);
  g_clear_pointer (&choice->type_name, g_free);
  g_clear_pointer (&choice->dock_name, g_free);
}

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
describe (const Choice *choice,
          FlowNode     *node)
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

static void
append_row (FlowGtkConnectPopover *self,
            const char            *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_append (GTK_LIST_BOX (self->list), label);
}

static void
add_choice (FlowGtkConnectPopover *self,
            FlowNode              *node,
            FlowSource            *source,
            FlowSink              *sink,
            FlowConnection        *connection)
{
  Choice choice = {
    g_object_ref (source),
    g_object_ref (sink),
    connection != NULL ? g_object_ref (connection) : NULL,
  };
  g_autofree char *text = describe (&choice, node);

  append_row (self, text);
  g_array_append_val (self->choices, choice);
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
 * registered for them: the formats of two media pads), or NULL.
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

      if (FLOW_IS_SINK (dock) != from_source)
        continue;

      if (from_source ? flow_dock_check_compatible (FLOW_SOURCE (self->loose_end), FLOW_SINK (dock), conversions, NULL)
                      : flow_dock_check_compatible (FLOW_SOURCE (dock), FLOW_SINK (self->loose_end), conversions, NULL))
        return dock;
    }

  return NULL;
}

/* The node types the serializer makes, in its order. */
static void
collect_types (FlowGtkConnectPopover *self)
{
  g_auto(GStrv) names = flow_serializer_list_types (self->serializer);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const TypeInfo *info = lookup_type (self->serializer, names[i]);
      FlowDock *dock = NULL;
      g_autofree char *text = NULL;
      Choice choice = { NULL, };

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

      choice.type_name = g_strdup (names[i]);
      choice.dock_name = dock != NULL ? g_strdup (flow_dock_get_name (dock)) : NULL;
      g_array_append_val (self->choices, choice);
      append_row (self, text);
    }
}

/* Adds a node of the type of @choice at the popover's point, connected
 * to the loose end, as one step of the history.
 */
static void
add_node (FlowGtkConnectPopover *self,
          const Choice          *choice)
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
 * of another node, outputs of @node first.
 */
static void
collect_new (FlowGtkConnectPopover *self,
             FlowNode              *node)
{
  GListModel *sources = flow_node_get_sources (node);
  GListModel *sinks = flow_node_get_sinks (node);
  GListModel *nodes = G_LIST_MODEL (self->graph);
  guint n_nodes = g_list_model_get_n_items (nodes);

  for (guint side = 0; side < 2; side++)
    {
      GListModel *own = side == 0 ? sources : sinks;

      for (guint i = 0; i < g_list_model_get_n_items (own); i++)
        {
          g_autoptr(FlowDock) dock = g_list_model_get_item (own, i);

          if (self->only != NULL && dock != self->only)
            continue;

          for (guint j = 0; j < n_nodes; j++)
            {
              g_autoptr(FlowNode) other = g_list_model_get_item (nodes, j);
              GListModel *theirs;

              if (other == node)
                continue;

              theirs = side == 0 ? flow_node_get_sinks (other) : flow_node_get_sources (other);
              for (guint k = 0; k < g_list_model_get_n_items (theirs); k++)
                {
                  g_autoptr(FlowDock) target = g_list_model_get_item (theirs, k);
                  FlowSource *source = FLOW_SOURCE (side == 0 ? dock : target);
                  FlowSink *sink = FLOW_SINK (side == 0 ? target : dock);

                  if (flow_graph_can_connect (self->graph, source, sink, NULL))
                    add_choice (self, node, source, sink, NULL);
                }
            }
        }
    }
}

/* The connections of @node's docks. */
static void
collect_existing (FlowGtkConnectPopover *self,
                  FlowNode              *node)
{
  GListModel *connections = flow_graph_get_connections (self->graph);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowSource *source = flow_connection_get_source (connection);
      FlowSink *sink = flow_connection_get_sink (connection);

      if (self->only != NULL ? (FLOW_DOCK (source) == self->only || FLOW_DOCK (sink) == self->only)
                             : (flow_dock_get_node (FLOW_DOCK (source)) == node ||
                                flow_dock_get_node (FLOW_DOCK (sink)) == node))
        add_choice (self, node, source, sink, connection);
    }
}

static gboolean
filter_cb (GtkListBoxRow *row,
           gpointer       user_data)
{
  FlowGtkConnectPopover *self = user_data;
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autofree char *folded_query = NULL;
  g_autofree char *folded = NULL;

  if (query == NULL || *query == '\0')
    return TRUE;

  folded_query = g_utf8_casefold (query, -1);
  folded = g_utf8_casefold (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), -1);

  return strstr (folded, folded_query) != NULL;
}

static GtkListBoxRow *
first_shown_row (FlowGtkConnectPopover *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->list);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child))
      return GTK_LIST_BOX_ROW (child);

  return NULL;
}

static void
search_changed_cb (FlowGtkConnectPopover *self)
{
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->list));
  gtk_widget_set_visible (self->empty, first_shown_row (self) == NULL);
}

static void
row_activated_cb (FlowGtkConnectPopover *self,
                  GtkListBoxRow         *row)
{
  int index = gtk_list_box_row_get_index (row);
  Choice *choice;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (index >= 0 && (guint) index < self->choices->len);

  choice = &g_array_index (self->choices, Choice, index);

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
entry_activate_cb (FlowGtkConnectPopover *self)
{
  GtkListBoxRow *row = first_shown_row (self);

  if (row != NULL)
    row_activated_cb (self, row);
}

static gboolean
entry_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      FlowGtkConnectPopover *self)
{
  GtkListBoxRow *row;

  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;

  row = first_shown_row (self);
  if (row == NULL)
    return FALSE;

  gtk_widget_grab_focus (GTK_WIDGET (row));
  return TRUE;
}

static void
connections_changed_cb (FlowGtkConnectPopover *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
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
  g_clear_pointer (&self->choices, g_array_unref);

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
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->choices = g_array_new (FALSE, TRUE, sizeof (Choice));
  g_array_set_clear_func (self->choices, choice_clear);

  gtk_widget_add_css_class (GTK_WIDGET (self), "connect");

  self->entry = gtk_search_entry_new ();
  gtk_box_append (GTK_BOX (box), self->entry);
  g_signal_connect_object (self->entry, "search-changed",
                           G_CALLBACK (search_changed_cb), self, G_CONNECT_SWAPPED);
  /* Escape, which the entry takes for itself, cancels. */
  g_signal_connect_object (self->entry, "stop-search",
                           G_CALLBACK (gtk_popover_popdown), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "activate",
                           G_CALLBACK (entry_activate_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (entry_key_pressed_cb), self);
  gtk_widget_add_controller (self->entry, keys);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_BROWSE);
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->list), filter_cb, self, NULL);
  g_signal_connect_object (self->list, "row-activated",
                           G_CALLBACK (row_activated_cb), self, G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
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
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_set_visible (self->empty, self->choices->len == 0);

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

  return self->choices->len;
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
  self->serializer = g_object_ref (serializer);
  self->loose_end = loose_end != NULL ? g_object_ref (loose_end) : NULL;
  self->at = *at;
  self->mode = FLOW_GTK_CONNECT_POPOVER_ADD;

  collect_types (self);

  label = loose_end != NULL ? _("Add a node to the wire") : _("Add a node");
  g_object_set (self->entry, "placeholder-text", label, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_label_set_text (GTK_LABEL (self->empty), _("No node type fits here"));
  gtk_widget_set_visible (self->empty, self->choices->len == 0);

  /* A wire drawn from a node that goes away leaves nothing to add to. */
  self->watched = graph;
  self->connections_changed_id =
    g_signal_connect_swapped (self->watched, "items-changed",
                              G_CALLBACK (connections_changed_cb), self);

  return GTK_WIDGET (self);
}

/* flow-gtk-dock.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-init-private.h"
#include "flow-gtk-node-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-private.h"

/**
 * FlowGtkDock:
 *
 * The dot of a sink or a source, where wires end.
 *
 * A `FlowGtkDock` shows one [class@Flow.Dock]: [class@Node] puts one in
 * every row of a node, on the node's edge. It is coloured by the type of
 * the values the dock carries, through CSS, so that themes and
 * applications restyle it; see [func@type_get_css_class] and
 * [class@TypeColors].
 *
 * Dock widgets have no pointer gestures of their own: the [class@View]
 * that shows them starts and ends wires from its own hit testing.
 *
 * ## CSS nodes
 *
 * ```
 * dock[.sink|.source][.connected][.compatible|.incompatible][.type-*]
 * ```
 *
 * `FlowGtkDock` has a single CSS node called `dock`; the default
 * stylesheet draws it as a round dot filled with its `color`.
 *
 * ## Style classes
 *
 * - `.sink` or `.source`, for an input or an output dock;
 * - `.connected`, while the dock has at least one connection;
 * - a type class, `type-` followed by the name of the dock's value type,
 *   from [func@type_get_css_class]: `.type-gdouble`, `.type-gchararray`,
 *   `.type-gboolean`, `.type-GdkRGBA`, `.type-FlowAny`…;
 * - `.compatible` or `.incompatible`, set by the view on every dock while
 *   the user drags a wire: whether the wire may end on this dock.
 *
 * An application colours its own types with a rule such as
 *
 * ```css
 * .type-MyImage { color: #8ff0a4; }
 * ```
 *
 * or, with colours for light, dark and high-contrast styles, with
 * [class@TypeColors].
 *
 * ## Accessibility
 *
 * `FlowGtkDock` uses the `GTK_ACCESSIBLE_ROLE_BUTTON` role. Its label
 * says whether it is an input or an output, its label and its type
 * ("Input A, number"), and its description how many connections it has
 * and to what ("1 connection: Product of Multiply"; the first eight),
 * following wires through reroutes ("Sum of Add via a reroute"). The
 * description follows the dock's connections, and the titles of the
 * nodes at their other ends while a [class@View] shows the dock. There,
 * an output dock also has the `GTK_ACCESSIBLE_RELATION_FLOW_TO` relation
 * to the dock widgets of the inputs its wires lead to, those that have
 * widgets.
 *
 * Docks cannot be focused or activated from the keyboard: they are not in
 * the Tab chain. The keyboard makes and removes connections through the
 * view's connect list instead (<kbd>Ctrl</kbd>+<kbd>L</kbd>, see
 * [class@View]).
 *
 * ## Actions
 *
 * In a [class@View], `dock.connect` opens the view's list of the
 * connections the dock can make, and `dock.disconnect`, enabled while the
 * dock is connected, the list of those it has, to remove one. GTK gives
 * them to assistive technologies as the dock's actions.
 */

struct _FlowGtkDock
{
  GtkWidget   parent_instance;

  /* Owned; NULL while the widget shows no dock. */
  FlowDock   *dock;
  /* Borrowed from dock; valid while dock is set. */
  GListModel *connections;
  gulong      connections_changed_id;
  gulong      label_notify_id;
  /* The reroute whose dock this is, while bound to one. */
  FlowNode   *reroute;
  gulong      reroute_notify_id;

  /* Static or interned; the classes currently applied, or NULL. They
   * can outlive dock (see _flow_gtk_dock_release ()).
   */
  const char *kind_class;
  const char *type_class;

  guint       connected : 1;
  guint       drop_state : 2;
  /* Whether the FLOW_TO relation is set. */
  guint       flows : 1;
};

enum {
  PROP_0,
  PROP_DOCK,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGtkDock, flow_gtk_dock, GTK_TYPE_WIDGET)

static GHashTable *type_classes;      /* GType → interned class name */

#define MAX_DESCRIBED_ENDS 8

/* Reroutes followed from one dock at most: they may form loops and
 * diamonds, and each is walked once.
 */
#define MAX_REROUTES 64

typedef struct
{
  FlowGtkDockEndFunc  func;
  gpointer            user_data;
  GPtrArray          *visited;    /* reroutes walked, made on the first */
  guint               n_ends;     /* ends given to func */
} EndWalk;

/* The docks of @reroute on the far side from @near, one of its own. */
static GListModel *
far_side (FlowNode *reroute,
          FlowDock *near)
{
  return FLOW_IS_SINK (near) ? flow_node_get_sources (reroute) : flow_node_get_sinks (reroute);
}

static gboolean walk_ends (FlowDock *dock, gboolean through, EndWalk *walk);

/* Walks on beyond a reroute reached at @near; FALSE to stop. */
static gboolean
walk_reroute (FlowNode *reroute,
              FlowDock *near,
              EndWalk  *walk)
{
  GListModel *docks = far_side (reroute, near);

  if (walk->visited == NULL)
    walk->visited = g_ptr_array_new ();
  g_ptr_array_add (walk->visited, reroute);

  for (guint i = 0; i < g_list_model_get_n_items (docks); i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      if (!walk_ends (dock, TRUE, walk))
        return FALSE;
    }

  return TRUE;
}

static gboolean
walk_ends (FlowDock *dock,
           gboolean  through,
           EndWalk  *walk)
{
  GListModel *connections = flow_dock_get_connections (dock);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowDock *other = FLOW_IS_SINK (dock) ? FLOW_DOCK (flow_connection_get_source (connection))
                                            : FLOW_DOCK (flow_connection_get_sink (connection));
      FlowNode *node = flow_dock_get_node (other);

      if (node != NULL && FLOW_IS_REROUTE (node))
        {
          guint n_ends = walk->n_ends;

          /* Reached before (two ways to one reroute, or a loop), or too
           * many: what lies beyond is told once, or not at all.
           */
          if (walk->visited != NULL &&
              (walk->visited->len >= MAX_REROUTES ||
               g_ptr_array_find (walk->visited, node, NULL)))
            continue;

          if (!walk_reroute (node, other, walk))
            return FALSE;

          /* Nothing beyond: the reroute is the end. */
          if (walk->n_ends > n_ends)
            continue;
        }

      walk->n_ends++;
      if (!walk->func (other, through, walk->user_data))
        return FALSE;
    }

  return TRUE;
}

/* Calls @func for the dock at the other end of each of @dock's
 * connections, in their order, until it returns FALSE. A reroute is
 * walked through to the docks its wires lead to (@through is TRUE for
 * them), each reroute once; a reroute that leads to no other dock (none
 * beyond it, or only a loop of reroutes) is an end itself, its own dock
 * given.
 */
void
_flow_gtk_dock_foreach_end (FlowDock           *dock,
                            FlowGtkDockEndFunc  func,
                            gpointer            user_data)
{
  EndWalk walk = { func, user_data, NULL, 0 };
  FlowNode *node;

  g_return_if_fail (FLOW_IS_DOCK (dock));
  g_return_if_fail (func != NULL);

  /* A reroute's own dock: a loop back to it ends there. */
  node = flow_dock_get_node (dock);
  if (node != NULL && FLOW_IS_REROUTE (node))
    {
      walk.visited = g_ptr_array_new ();
      g_ptr_array_add (walk.visited, node);
    }

  walk_ends (dock, FALSE, &walk);

  g_clear_pointer (&walk.visited, g_ptr_array_unref);
}

typedef struct
{
  GString *text;
  guint    n;
} Ends;

static gboolean
describe_end_cb (FlowDock *end,
                 gboolean  through,
                 gpointer  user_data)
{
  Ends *ends = user_data;
  FlowNode *node = flow_dock_get_node (end);
  const char *title = node != NULL ? _flow_gtk_node_display_title (node) : _("Untitled node");

  if (ends->n == MAX_DESCRIBED_ENDS)
    {
      g_string_append (ends->text, "…");
      return FALSE;
    }

  if (ends->n++ > 0)
    /* Translators: between the ends of a dock's connections. */
    g_string_append (ends->text, _(", "));

  if (node != NULL && FLOW_IS_REROUTE (node))
    /* Translators: the end of a connection to a reroute that leads to
     * no node: nothing is connected to its other side. */
    g_string_append (ends->text, _("a reroute, connected to no node"));
  else if (through)
    /* Translators: one end of a connection that passes through reroutes:
     * a dock's label and its node's title, such as “Product of Multiply
     * via a reroute”. */
    g_string_append_printf (ends->text, _("%s of %s via a reroute"), flow_dock_get_label (end), title);
  else
    /* Translators: one end of a connection: a dock's label and its
     * node's title, such as “Product of Multiply”. */
    g_string_append_printf (ends->text, _("%s of %s"), flow_dock_get_label (end), title);

  return TRUE;
}

/* The other ends of @dock's connections, as a screen reader reads them:
 * “Product of Multiply, Sum of Add via a reroute”, the first
 * MAX_DESCRIBED_ENDS.
 */
static char *
describe_ends (FlowDock *dock)
{
  Ends ends = { g_string_new (NULL), 0 };

  _flow_gtk_dock_foreach_end (dock, describe_end_cb, &ends);

  return g_string_free (ends.text, FALSE);
}

/* FLOW_TO
 *
 * An output dock's widget flows to the widgets of the input docks its
 * wires lead to, through reroutes, as far as they have widgets: the
 * relation assistive technologies read for what goes where (GTK 4.8
 * passes it to AT-SPI as FLOWS_TO). Docks without a widget are named in
 * the description only. The relation holds widgets weakly; a node widget
 * that is recycled is taken out of the relations that named it when it
 * is bound to another node or released (_flow_gtk_dock_update_flows_into ()).
 */

#define MAX_FLOW_TO 64

typedef struct
{
  FlowGtkView *view;
  GList       *targets;
  guint        n;
} FlowTo;

/* The widget that shows @dock in @view, if its node has one. */
static GtkWidget *
widget_in (FlowGtkView *view,
           FlowDock    *dock)
{
  FlowNode *node = flow_dock_get_node (dock);
  FlowGtkNode *widget = node != NULL ? flow_gtk_view_get_node_widget (view, node) : NULL;

  return widget != NULL ? flow_gtk_node_get_dock_widget (widget, dock) : NULL;
}

static gboolean
add_target_cb (FlowDock *end,
               gboolean  through,
               gpointer  user_data)
{
  FlowTo *flow_to = user_data;
  GtkWidget *dock_widget = widget_in (flow_to->view, end);

  if (dock_widget != NULL)
    {
      flow_to->targets = g_list_prepend (flow_to->targets, dock_widget);
      flow_to->n++;
    }

  return flow_to->n < MAX_FLOW_TO;
}

/* Most docks never flow anywhere: resetting costs an update each. */
static void
reset_flow_to (FlowGtkDock *self)
{
  if (!self->flows)
    return;

  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_FLOW_TO);
  self->flows = FALSE;
}

static void
update_flow_to (FlowGtkDock *self)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self), FLOW_GTK_TYPE_VIEW);
  FlowTo flow_to = { FLOW_GTK_VIEW (view), NULL, 0 };
  GtkAccessibleRelation relation = GTK_ACCESSIBLE_RELATION_FLOW_TO;
  GValue value = G_VALUE_INIT;

  if (view != NULL && self->dock != NULL && FLOW_IS_SOURCE (self->dock))
    _flow_gtk_dock_foreach_end (self->dock, add_target_cb, &flow_to);

  if (flow_to.targets == NULL)
    {
      reset_flow_to (self);
      return;
    }

  /* The list goes to the relation. */
  g_value_init (&value, G_TYPE_POINTER);
  g_value_set_pointer (&value, g_list_reverse (flow_to.targets));
  gtk_accessible_update_relation_value (GTK_ACCESSIBLE (self), 1, &relation, &value);
  g_value_unset (&value);
  self->flows = TRUE;
}

static gboolean
update_source_cb (FlowDock *end,
                  gboolean  through,
                  gpointer  user_data)
{
  GtkWidget *dock_widget = widget_in (user_data, end);

  if (dock_widget != NULL)
    update_flow_to (FLOW_GTK_DOCK (dock_widget));

  return TRUE;
}

/* @node got a widget in @view, or lost it: the output docks that flow
 * into its inputs say where they flow again.
 */
void
_flow_gtk_dock_update_flows_into (FlowGtkView *view,
                                  FlowNode    *node)
{
  GListModel *sinks = flow_node_get_sinks (node);

  for (guint i = 0; i < g_list_model_get_n_items (sinks); i++)
    {
      g_autoptr(FlowDock) sink = g_list_model_get_item (sinks, i);

      _flow_gtk_dock_foreach_end (sink, update_source_cb, view);
    }
}

static void
update_connected (FlowGtkDock *self)
{
  gboolean connected = self->dock != NULL && flow_dock_is_connected (self->dock);
  guint n = self->dock != NULL ? flow_dock_get_n_connections (self->dock) : 0;
  g_autofree char *description = NULL;
  gboolean in_view;

  if (self->connected != connected)
    {
      self->connected = connected;
      if (connected)
        gtk_widget_add_css_class (GTK_WIDGET (self), "connected");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "connected");
    }

  /* They do something in a view only. */
  in_view = self->dock != NULL && gtk_widget_get_ancestor (GTK_WIDGET (self), FLOW_GTK_TYPE_VIEW) != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dock.connect", in_view);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dock.disconnect", in_view && connected);

  if (self->dock == NULL)
    return;

  if (n == 0)
    {
      description = g_strdup (_("Not connected"));
    }
  else
    {
      g_autofree char *ends = describe_ends (self->dock);

      /* Translators: a dock's accessible description: how many
       * connections it has, then their other ends. */
      description = g_strdup_printf (ngettext ("%u connection: %s", "%u connections: %s", n),
                                     n, ends);
    }

  /* What the application says of the dock comes first. */
  if (flow_dock_get_description (self->dock) != NULL)
    {
      g_autofree char *connections = g_steal_pointer (&description);

      /* Translators: a dock's accessible description: what the
       * application says of the dock, then its connections, such as
       * “Raw audio — Not connected”. */
      description = g_strdup_printf (_("%s — %s"), flow_dock_get_description (self->dock), connections);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  update_flow_to (self);
}

static void
update_label (FlowGtkDock *self)
{
  g_autofree char *label = NULL;
  GType type;

  if (self->dock == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      update_connected (self);
      return;
    }

  type = _flow_gtk_dock_shown_type (self->dock);
  if (FLOW_IS_SINK (self->dock))
    /* Translators: the accessible name of an input dock: its label, then
     * the kind of values it takes, such as “Input A, number”. */
    label = g_strdup_printf (_("Input %s, %s"), flow_dock_get_label (self->dock),
                             flow_value_type_describe (type));
  else
    /* Translators: the accessible name of an output dock: its label, then
     * the kind of values it gives, such as “Output Sum, number”. */
    label = g_strdup_printf (_("Output %s, %s"), flow_dock_get_label (self->dock),
                             flow_value_type_describe (type));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  update_connected (self);
}

/* The tooltip is made when it is shown, not when the dock widget is
 * bound: gtk_widget_set_tooltip_text () asks the windowing system where
 * the pointer is, a round trip that would make binding slow.
 */
static gboolean
query_tooltip_cb (FlowGtkDock *self,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip)
{
  g_autofree char *text = _flow_gtk_dock_dup_tooltip_text (self);

  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);

  return TRUE;
}

static void
connections_changed_cb (FlowGtkDock *self,
                        guint        position,
                        guint        removed,
                        guint        added,
                        GListModel  *model)
{
  update_connected (self);
}

static gboolean
describe_again_cb (FlowDock *end,
                   gboolean  through,
                   gpointer  user_data)
{
  GtkWidget *dock_widget = widget_in (user_data, end);

  if (dock_widget != NULL)
    update_connected (FLOW_GTK_DOCK (dock_widget));

  return TRUE;
}

/* The widgets in @view of the docks at the other ends of @dock's wires,
 * through reroutes, describe their connections again: what they name of
 * @dock's side changed.
 */
void
_flow_gtk_dock_describe_ends_again (FlowGtkView *view,
                                    FlowDock    *dock)
{
  _flow_gtk_dock_foreach_end (dock, describe_again_cb, view);
}

void
_flow_gtk_dock_describe_again (FlowGtkView *view,
                               FlowDock    *dock)
{
  describe_again_cb (dock, FALSE, view);
}

/* The dock's label changed: its name. (The docks at the other ends name
 * it by its label too: the view describes them again, for every dock of
 * its graph, whether it has a widget or not.)
 */
static void
label_notify_cb (FlowGtkDock *self)
{
  update_label (self);
}

static void
swap_class (FlowGtkDock  *self,
            const char  **applied,
            const char   *css_class)
{
  if (*applied == css_class)
    return;

  if (*applied != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), *applied);
  *applied = css_class;
  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), css_class);
}

/* Lets go of the dock, keeping the look. */
static void
release (FlowGtkDock *self)
{
  if (self->dock == NULL)
    return;

  g_clear_signal_handler (&self->connections_changed_id, self->connections);
  g_clear_signal_handler (&self->label_notify_id, self->dock);
  if (self->reroute != NULL)
    {
      g_clear_signal_handler (&self->reroute_notify_id, self->reroute);
      g_clear_object (&self->reroute);
    }
  self->connections = NULL;
  g_clear_object (&self->dock);
  reset_flow_to (self);
}

static void
flow_gtk_dock_dispose (GObject *object)
{
  FlowGtkDock *self = (FlowGtkDock *)object;

  flow_gtk_dock_set_dock (self, NULL);

  G_OBJECT_CLASS (flow_gtk_dock_parent_class)->dispose (object);
}

static void
flow_gtk_dock_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  FlowGtkDock *self = FLOW_GTK_DOCK (object);

  switch (prop_id)
    {
    case PROP_DOCK:
      g_value_set_object (value, self->dock);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_dock_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  FlowGtkDock *self = FLOW_GTK_DOCK (object);

  switch (prop_id)
    {
    case PROP_DOCK:
      flow_gtk_dock_set_dock (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* dock.connect and dock.disconnect: the view's connect list, or its
 * disconnect list, for this dock alone. Assistive technologies list them
 * as the dock's actions (GTK 4.8 gives AT-SPI a widget's own enabled
 * actions), for voice control and the like; the keyboard has the node's
 * lists (Ctrl+L, Ctrl+Alt+L).
 */
static void
wire_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlowGtkDock *self = FLOW_GTK_DOCK (widget);
  GtkWidget *view = gtk_widget_get_ancestor (widget, FLOW_GTK_TYPE_VIEW);

  if (view == NULL || self->dock == NULL)
    return;

  flow_gtk_view_actions_open_connect_popover (_flow_gtk_view_get_actions (FLOW_GTK_VIEW (view)), self->dock,
                                              g_str_equal (action_name, "dock.connect")
                                              ? FLOW_GTK_CONNECT_POPOVER_CONNECT
                                              : FLOW_GTK_CONNECT_POPOVER_DISCONNECT);
}

static void
flow_gtk_dock_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (flow_gtk_dock_parent_class)->root (widget);

  _flow_gtk_widget_rooted (widget);
}

static void
flow_gtk_dock_class_init (FlowGtkDockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_dock_dispose;
  object_class->get_property = flow_gtk_dock_get_property;
  object_class->set_property = flow_gtk_dock_set_property;
  widget_class->root = flow_gtk_dock_root;

  /* Translators: the kind of value a dock of colours carries, as a
   * dock's tooltip and the model's messages name it (“A: color”). */
  flow_value_register_description (GDK_TYPE_RGBA, _("color"));

  /**
   * FlowGtkDock:dock: (getter get_dock) (setter set_dock)
   *
   * The dock the widget shows, or `NULL`.
   */
  properties[PROP_DOCK] =
    g_param_spec_object ("dock", NULL, NULL,
                         FLOW_TYPE_DOCK,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "dock");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);

  gtk_widget_class_install_action (widget_class, "dock.connect", NULL, wire_action);
  gtk_widget_class_install_action (widget_class, "dock.disconnect", NULL, wire_action);
}

static void
flow_gtk_dock_init (FlowGtkDock *self)
{
  /* Not in the Tab chain: Tab moves from node to node and into a node's
   * editors; a node of four docks would otherwise take four more presses.
   */
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dock.connect", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dock.disconnect", FALSE);
}

/**
 * flow_gtk_dock_new:
 * @dock: (nullable): the dock to show
 *
 * Creates a widget that shows @dock.
 *
 * Returns: (transfer floating): a new dock widget
 */
GtkWidget *
flow_gtk_dock_new (FlowDock *dock)
{
  g_return_val_if_fail (dock == NULL || FLOW_IS_DOCK (dock), NULL);

  return g_object_new (FLOW_GTK_TYPE_DOCK,
                       "dock", dock,
                       NULL);
}

/**
 * flow_gtk_dock_get_dock: (get-property dock)
 * @self: a dock widget
 *
 * Gets the dock @self shows.
 *
 * Returns: (transfer none) (nullable): the dock, or `NULL`
 */
FlowDock *
flow_gtk_dock_get_dock (FlowGtkDock *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_DOCK (self), NULL);

  return self->dock;
}

/* What feeds the reroute changed: its colour and name follow. */
static void
reroute_type_cb (FlowGtkDock *self)
{
  swap_class (self, &self->type_class,
              flow_gtk_type_get_css_class (_flow_gtk_dock_shown_type (self->dock)));
  update_label (self);
}

/**
 * flow_gtk_dock_set_dock: (set-property dock)
 * @self: a dock widget
 * @dock: (nullable): the dock to show, or `NULL`
 *
 * Makes @self show @dock.
 *
 * A dock widget can be pointed at another dock at any time: node widgets
 * reuse theirs when the view recycles them for another node.
 */
void
flow_gtk_dock_set_dock (FlowGtkDock *self,
                        FlowDock    *dock)
{
  const char *kind_class = NULL;
  const char *type_class = NULL;
  gboolean changed;

  g_return_if_fail (FLOW_GTK_IS_DOCK (self));
  g_return_if_fail (dock == NULL || FLOW_IS_DOCK (dock));

  /* A released widget has no dock but may still have a look to clear. */
  changed = self->dock != dock;
  if (!changed && (dock != NULL || self->kind_class == NULL))
    return;

  release (self);

  if (dock != NULL)
    {
      self->dock = g_object_ref (dock);
      self->connections = flow_dock_get_connections (dock);
      self->connections_changed_id =
        g_signal_connect_object (self->connections, "items-changed",
                                 G_CALLBACK (connections_changed_cb),
                                 self, G_CONNECT_SWAPPED);
      self->label_notify_id =
        g_signal_connect_object (dock, "notify::label",
                                 G_CALLBACK (label_notify_cb),
                                 self, G_CONNECT_SWAPPED);

      /* A reroute's docks take the colour of what feeds it. */
      if (flow_dock_get_node (dock) != NULL && FLOW_IS_REROUTE (flow_dock_get_node (dock)))
        {
          self->reroute = g_object_ref (flow_dock_get_node (dock));
          self->reroute_notify_id =
            g_signal_connect_object (self->reroute, "notify::value-type",
                                     G_CALLBACK (reroute_type_cb),
                                     self, G_CONNECT_SWAPPED);
        }

      kind_class = FLOW_IS_SINK (dock) ? "sink" : "source";
      type_class = flow_gtk_type_get_css_class (_flow_gtk_dock_shown_type (dock));
    }

  /* Only what differs from the look already applied: a recycled widget
   * mostly shows a dock of the same kind and type as before, and every
   * class change costs a new style.
   */
  swap_class (self, &self->kind_class, kind_class);
  swap_class (self, &self->type_class, type_class);

  update_label (self);

  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCK]);
}

/* Private API */

GType
_flow_gtk_dock_shown_type (FlowDock *dock)
{
  FlowNode *node = flow_dock_get_node (dock);

  if (node != NULL && FLOW_IS_REROUTE (node))
    return flow_reroute_get_value_type (FLOW_REROUTE (node));

  return flow_dock_get_value_type (dock);
}

/* Lets go of the dock, as flow_gtk_dock_set_dock () with NULL does, but
 * keeps the widget's look (its classes) until it is pointed at another
 * dock. Recycled node widgets release their docks when unbound: when they
 * are bound again, most classes stay and styles need not be recomputed.
 * The widget must not be shown while released.
 */
void
_flow_gtk_dock_release (FlowGtkDock *self)
{
  g_return_if_fail (FLOW_GTK_IS_DOCK (self));

  if (self->dock == NULL)
    return;

  release (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCK]);
}

/* Sets what the dock shows while the user drags a wire: see
 * FlowGtkDockDropState. The view resets every dock to
 * FLOW_GTK_DOCK_DROP_NONE when the drag ends.
 */
void
_flow_gtk_dock_set_drop_state (FlowGtkDock *self,
                               int          state)
{
  static const char * const classes[] = { NULL, "compatible", "incompatible" };

  g_return_if_fail (FLOW_GTK_IS_DOCK (self));
  g_return_if_fail (state >= FLOW_GTK_DOCK_DROP_NONE &&
                    state <= FLOW_GTK_DOCK_DROP_INCOMPATIBLE);

  if (self->drop_state == (guint)state)
    return;

  if (classes[self->drop_state] != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), classes[self->drop_state]);

  self->drop_state = state;

  if (classes[state] != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), classes[state]);
}

/* What the tooltip of @dock says: "Value: number (gdouble)", and on the
 * next line the dock's description, if it has one. The view shows it for
 * the docks of its nodes, a dock widget on its own for its dock.
 */
char *
_flow_gtk_dock_describe (FlowDock *dock)
{
  const char *description;
  char *text;
  GType type;

  g_return_val_if_fail (FLOW_IS_DOCK (dock), NULL);

  type = _flow_gtk_dock_shown_type (dock);

  if (type == FLOW_TYPE_ANY)
    /* Translators: a dock's tooltip: its label, and that it takes any value. */
    text = g_strdup_printf (_("%s: any"), flow_dock_get_label (dock));
  else
    /* Translators: a dock's tooltip: its label, the kind of its values and
     * the name of their type, such as “A: number (gdouble)”. */
    text = g_strdup_printf (_("%s: %s (%s)"), flow_dock_get_label (dock),
                            flow_value_type_describe (type), g_type_name (type));

  if ((description = flow_dock_get_description (dock)) != NULL)
    {
      char *first = text;

      text = g_strconcat (first, "\n", description, NULL);
      g_free (first);
    }

  return text;
}

/* The dock widget's tooltip, or NULL without a dock. */
char *
_flow_gtk_dock_dup_tooltip_text (FlowGtkDock *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_DOCK (self), NULL);

  if (self->dock == NULL)
    return NULL;

  return _flow_gtk_dock_describe (self->dock);
}

int
_flow_gtk_dock_get_drop_state (FlowGtkDock *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_DOCK (self), FLOW_GTK_DOCK_DROP_NONE);

  return self->drop_state;
}

/* Type colours */

/**
 * flow_gtk_type_get_css_class:
 * @type: a value type, or `FLOW_TYPE_ANY`
 *
 * Gets the style class that dock widgets, and the wires views draw, carry
 * for values of @type: `type-` followed by the type's name, with every
 * character other than ASCII letters, digits, `_` and `-` replaced by `-`.
 *
 * For example `type-gdouble`, `type-gchararray`, `type-gboolean`,
 * `type-GdkRGBA` and `type-FlowAny`.
 *
 * The library's stylesheet gives each class the type's colour as the
 * `color` of whatever carries it, so a widget of the application's
 * with the class (a legend's label or swatch) has the colour the
 * view's docks and wires of that type have, and follows the style.
 *
 * Returns: (transfer none): the style class, an interned string
 */
const char *
flow_gtk_type_get_css_class (GType type)
{
  G_LOCK_DEFINE_STATIC (type_classes);
  const char *css_class;

  g_return_val_if_fail (type != G_TYPE_INVALID, NULL);

  G_LOCK (type_classes);

  if (type_classes == NULL)
    type_classes = g_hash_table_new (NULL, NULL);

  css_class = g_hash_table_lookup (type_classes, GSIZE_TO_POINTER (type));
  if (css_class == NULL)
    {
      g_autofree char *name = g_strconcat ("type-", g_type_name (type), NULL);

      for (char *p = name + strlen ("type-"); *p != '\0'; p++)
        if (!g_ascii_isalnum (*p) && *p != '_' && *p != '-')
          *p = '-';

      css_class = g_intern_string (name);
      g_hash_table_insert (type_classes, GSIZE_TO_POINTER (type), (gpointer)css_class);
    }

  G_UNLOCK (type_classes);

  return css_class;
}

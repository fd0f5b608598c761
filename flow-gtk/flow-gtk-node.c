/* flow-gtk-node.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-private.h"
#include "flow-gtk-node-status-private.h"
#include "flow-gtk-i18n-private.h"
#include "flow-gtk-init-private.h"

#include "flow-gtk-compat-private.h"
#include "flow-gtk-dock-private.h"
#include "flow-gtk-group-preview-private.h"
#include "flow-gtk-node-row-private.h"
#include "flow-gtk-view.h"

#include <math.h>

/**
 * FlowGtkNode:
 *
 * The widget a [class@View] shows for a [class@Flow.Node]: a header with
 * the node's title, a row per source and per sink, and an optional child.
 *
 * <picture>
 *   <source srcset="node-dark.png" media="(prefers-color-scheme: dark)">
 *   <img src="node-light.png" alt="A node widget">
 * </picture>
 *
 * Each source row shows the source's label and, on the node's end edge,
 * its [class@Dock] dot. Each sink row shows the sink's dot on the start
 * edge, its label and, while the sink is not connected, an inline editor
 * for its [property@Flow.Sink:default-value]: a spin button for numbers,
 * an entry for text and for 64-bit integers (exactly, in their whole
 * range, which a spin button's double does not hold), a switch for
 * booleans, a colour button for [struct@Gdk.RGBA] and a drop-down for
 * enumerations; text that is no number is refused. A null default value
 * shows a dim "null" button that gives the sink a value; a set one has a
 * small button beside it that makes it null again.
 *
 * The header shows a badge when the node reports a warning or an error
 * ([property@Flow.Node:state]) or misses a required input
 * ([property@Flow.Node:missing-input]), with the node's message as its
 * tooltip.
 *
 * The widget follows its node: title, state, message and docks added or
 * removed are shown as they change.
 *
 * A view creates node widgets through its [class@NodeFactory], only for
 * the nodes in or near the visible part of the canvas, and recycles them
 * as the user pans: a widget is bound to a node, later unbound and bound
 * to another. [property@Node:node] says which node a widget shows.
 *
 * Node widgets have no pointer gestures of their own. The view selects
 * and moves nodes and draws wires from its own hit testing; only the
 * widgets inside a node, such as the inline editors, the badge (for its
 * tooltip) or an application's [property@Node:child], take pointer input.
 * The title, the dots and the labels are not pointer targets
 * ([property@Gtk.Widget:can-target]): over them, the pointer is over the
 * node, so moving across a canvas of nodes costs GTK fewer crossing events
 * and fewer `:hover` style changes. The view shows the docks' tooltips.
 *
 * ## Custom nodes
 *
 * Applications add their own widgets to every node with the factory's
 * [signal@NodeFactory::setup] and [signal@NodeFactory::bind] signals and
 * [property@Node:child], or subclass `FlowGtkNode` and override
 * [vfunc@Node.bind] and [vfunc@Node.unbind]:
 *
 * ```c
 * static void
 * my_image_node_bind (FlowGtkNode *node,
 *                     FlowNode    *model)
 * {
 *   MyImageNode *self = MY_IMAGE_NODE (node);
 *
 *   FLOW_GTK_NODE_CLASS (my_image_node_parent_class)->bind (node, model);
 *
 *   self->thumbnail = g_object_bind_property (model, "thumbnail",
 *                                             self->picture, "paintable",
 *                                             G_BINDING_SYNC_CREATE);
 * }
 *
 * static void
 * my_image_node_unbind (FlowGtkNode *node)
 * {
 *   MyImageNode *self = MY_IMAGE_NODE (node);
 *
 *   g_clear_pointer (&self->thumbnail, g_binding_unbind);
 *
 *   FLOW_GTK_NODE_CLASS (my_image_node_parent_class)->unbind (node);
 * }
 * ```
 *
 * The view keeps node widgets for other nodes (it recycles them as the
 * canvas scrolls), so what `bind` ties to a node `unbind` lets go.
 *
 * ## CSS nodes
 *
 * ```
 * node[.warning|.error][.missing-input][.busy][.muted][.pinned][.read-only][.group][.reroute][.frame][:selected]
 * ├── header
 * │   ├── label.title
 * │   ├── [spinner]
 * │   ├── [image.pin]
 * │   ├── [label.users]
 * │   ╰── [image.badge[.warning|.error|.missing-input]]
 * ├── row.source
 * │   ├── dock.source
 * │   ╰── label
 * ├── row.sink
 * │   ├── dock.sink
 * │   ├── label
 * │   ╰── [editor[.null]]
 * │       ├── spinbutton | entry | switch | colorbutton | dropdown
 * │       ├── button.null
 * │       ╰── button.clear
 * ├── [preview]
 * ├── [label.text]
 * ╰── [child]
 * ```
 *
 * `FlowGtkNode` uses the CSS name `node`. It has the `:selected`
 * pseudo-class while the view has it selected.
 *
 * Dots are centred on the node's border, half outside: the node and its
 * rows must keep no horizontal padding, and their overflow visible.
 *
 * ## Style classes
 *
 * - `.warning` or `.error` while the node reports that state;
 * - `.missing-input` while a required sink of the node is null;
 * - `.busy` while the node computes in a job ([property@Flow.Node:busy]),
 *   when the header's spinner spins too;
 * - `.muted` while the node is bypassed ([property@Flow.Node:muted]).
 * - `.pinned` while the node stays where it is
 *   ([property@Flow.Node:pinned]): the header's `image.pin` shows it.
 * - `.read-only` while the view is not editable
 *   ([property@View:editable]): the spin buttons, entries, drop-downs
 *   and colour buttons inside the node (its editors and its child) show
 *   their values as text, without a field's frame or their buttons.
 * - `.group` for a [class@Flow.GroupNode], drawn as a stack of cards;
 *   when its [class@Flow.Group] is shared, the header's `label.users`
 *   says by how many group nodes ("×3"), which editing inside changes
 *   all at once. Below its rows, `preview` draws the graph inside it: a
 *   box for each node, a line for each connection, in the preview's
 *   `color`.
 * - `.reroute` for a [class@Flow.Reroute], a small knot with its two
 *   dots on one line and neither header nor labels.
 * - `.frame` for a [class@Flow.Frame]: the header shows its title and
 *   `label.text` below it its text, on no background of their own; the
 *   view draws the frame's rectangle on the canvas, below the wires, as
 *   a `framebox` style node (see [class@View]). A frame with a colour has
 *   its class too: `.red`, `.orange`, `.yellow`, `.green`, `.blue` or
 *   `.purple`; a collapsed one ([property@Flow.Frame:collapsed]) has
 *   `.collapsed`, shows its title only and is expanded or not for
 *   assistive technologies ([enum@Gtk.AccessibleState.EXPANDED]).
 *
 * The badge carries the same classes; rows carry `.sink` or `.source`.
 *
 * ## Accessibility
 *
 * `FlowGtkNode` uses the `GTK_ACCESSIBLE_ROLE_GROUP` role, with the node's
 * title as its label and its state message, if any, as its description,
 * which also says when the node is muted; it is busy
 * ([enum@Gtk.AccessibleState.BUSY]) while its node computes in a job.
 * Node widgets are focusable; their docks are not in the focus chain, so
 * that <kbd>Tab</kbd> moves from a node to its editors and on to the next
 * node.
 *
 * ## Actions
 *
 * In a [class@View], a node widget has the view's commands for its node
 * as actions of its own, which GTK gives assistive technologies:
 * `node.activate` ([signal@View::node-activated]), and, while the view
 * edits, `node.connect`, `node.disconnect` and `node.rename`, the lists
 * of <kbd>Ctrl</kbd>+<kbd>L</kbd> and <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>L</kbd>
 * and the title of <kbd>F2</kbd>. Each focuses and selects the node first.
 */

typedef struct
{
  /* Owned while bound; NULL otherwise. */
  FlowNode   *node;
  gulong      notify_id;
  gulong      sinks_changed_id;
  gulong      sources_changed_id;

  /* Children kept for the widget's lifetime. */
  GtkWidget  *header;
  GtkWidget  *title;
  /* What the widget says of the node's state: the header's badge,
   * spinner, pin and count of users, and the state classes.
   */
  FlowGtkNodeStatus status;
  FlowGroup  *group;
  gulong      users_changed_id;
  /* A group node's picture of its inside, made the first time the
   * widget shows a group node; between the rows and the child.
   */
  GtkWidget  *preview;
  /* A frame's text, made the first time the widget shows a frame; its
   * colour's style class, static.
   */
  GtkWidget  *frame_text;
  const char *frame_class;

  /* FlowGtkNodeRow children, recycled: rows past the node's docks are
   * hidden and bound to nothing. Sources come first in the widget tree,
   * then sinks, then the child.
   */
  GPtrArray  *source_rows;
  GPtrArray  *sink_rows;

  GtkWidget  *child;

  /* A message of the view that describes the widget while it shows
   * (flow-gtk-view-announce.c), or NULL.
   */
  char       *announcement;
  guint       selected : 1;
  /* The accessible description says the node is muted. */
  guint       described_muted : 1;
  /* In a view that is not editable: the editors and the child take no
   * input.
   */
  guint       read_only : 1;
} FlowGtkNodePrivate;

enum {
  PROP_0,
  PROP_NODE,
  PROP_CHILD,
  PROP_SELECTED,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE_WITH_PRIVATE (FlowGtkNode, flow_gtk_node, GTK_TYPE_WIDGET)

/* Helpers */

/* The name the view gives @node wherever it names it: its title, or
 * "Untitled node".
 */
const char *
_flow_gtk_node_display_title (FlowNode *node)
{
  const char *title = flow_node_get_title (node);

  return title != NULL && *title != '\0' ? title : _("Untitled node");
}

static void
update_title (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  const char *title = priv->node != NULL ? flow_node_get_title (priv->node) : NULL;

  gtk_label_set_text (GTK_LABEL (priv->title), title != NULL ? title : "");

  if (priv->node == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _flow_gtk_node_display_title (priv->node),
                                    -1);
}

/* Whether @node (NULL: none) is muted, as its description says. */
static gboolean
is_muted (FlowNode *node)
{
  return node != NULL && !FLOW_IS_FRAME (node) && flow_node_get_muted (node);
}

/* The widget's accessible description: the view's message while one
 * describes it, else what the badge says and whether the node is muted
 * (drawn faded, which a screen reader cannot see), else a frame's own
 * (set by flow-gtk-node-frame.c), else none.
 */
static void
update_description (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  const char *text = priv->status.text;
  g_autofree char *with_muted = NULL;

  priv->described_muted = is_muted (priv->node);
  if (priv->described_muted)
    {
      /* Translators: a muted node's accessible description, after its
       * message if it has one. */
      const char *muted = _("Muted: it passes its inputs on instead of computing.");

      with_muted = text != NULL ? g_strconcat (text, "\n", muted, NULL) : g_strdup (muted);
      text = with_muted;
    }
  if (priv->announcement != NULL)
    text = priv->announcement;

  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                    -1);
  else if (priv->node != NULL && FLOW_IS_FRAME (priv->node))
    _flow_gtk_node_frame_update (GTK_WIDGET (self), priv->node, &priv->frame_text,
                                 &priv->frame_class, priv->child);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
update_state (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  if (flow_gtk_node_status_update_state (&priv->status, priv->node))
    update_description (self);
}

/* Editors and the child take input unless the node is read-only; the
 * docks, the title and the node itself keep theirs (selecting, focusing,
 * tooltips). Read-only, they take neither pointer nor focus, but are not
 * made insensitive: values stay as legible as they were.
 */
static void
set_takes_input (GtkWidget *widget,
                 gboolean   takes_input)
{
  gtk_widget_set_can_target (widget, takes_input);
  gtk_widget_set_can_focus (widget, takes_input);
}

/* The node's actions (see "Actions" above): the view's, for this node.
 * The first is enabled whether or not the view edits.
 */
static const struct
{
  const char *own;
  const char *view;
} node_actions[] = {
  { "node.activate", "flowview.activate" },
  { "node.connect", "flowview.connect" },
  { "node.disconnect", "flowview.disconnect" },
  { "node.rename", "flowview.rename-node" },
};

static void
node_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtkWidget *view = gtk_widget_get_ancestor (widget, FLOW_GTK_TYPE_VIEW);
  FlowNode *node = flow_gtk_node_get_node (FLOW_GTK_NODE (widget));

  if (view == NULL || node == NULL)
    return;

  flow_gtk_view_focus_node (FLOW_GTK_VIEW (view), node);
  for (guint i = 0; i < G_N_ELEMENTS (node_actions); i++)
    if (g_str_equal (action_name, node_actions[i].own))
      gtk_widget_activate_action (view, node_actions[i].view, NULL);
}

/* The actions do something in a view only; editing, while it edits. */
static void
update_actions (FlowGtkNode *self,
                gboolean     in_view)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  for (guint i = 0; i < G_N_ELEMENTS (node_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), node_actions[i].own,
                                   in_view && (i == 0 || !priv->read_only));
}

static void
flow_gtk_node_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (flow_gtk_node_parent_class)->root (widget);

  _flow_gtk_widget_rooted (widget);
  update_actions (FLOW_GTK_NODE (widget), gtk_widget_get_ancestor (widget, FLOW_GTK_TYPE_VIEW) != NULL);
}

static void
flow_gtk_node_unroot (GtkWidget *widget)
{
  update_actions (FLOW_GTK_NODE (widget), FALSE);

  GTK_WIDGET_CLASS (flow_gtk_node_parent_class)->unroot (widget);
}

static void
apply_read_only (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  for (guint i = 0; i < priv->sink_rows->len; i++)
    {
      FlowGtkValueEditor *editor = flow_gtk_node_row_get_editor (g_ptr_array_index (priv->sink_rows, i));

      if (editor != NULL)
        {
          set_takes_input (GTK_WIDGET (editor), !priv->read_only);
          _flow_gtk_value_editor_set_read_only (editor, priv->read_only);
        }
    }

  if (priv->child != NULL)
    set_takes_input (priv->child, !priv->read_only);

  /* So that the editors look like the values they show (style.css). */
  if (priv->read_only)
    gtk_widget_add_css_class (GTK_WIDGET (self), "read-only");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "read-only");

  update_actions (self, gtk_widget_get_ancestor (GTK_WIDGET (self), FLOW_GTK_TYPE_VIEW) != NULL);
}

/* The widget just before the first of @rows: the header for sources,
 * the last source row (shown or spare) for sinks.
 */
static GtkWidget *
row_anchor (FlowGtkNode *self,
            GPtrArray   *rows)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  if (rows == priv->sink_rows && priv->source_rows->len > 0)
    return g_ptr_array_index (priv->source_rows, priv->source_rows->len - 1);

  return priv->header;
}

/* Shows the docks of @docks (NULL for none) in @rows, reusing rows; with
 * @removed and @added, follows that change of @docks at @position row by
 * row (flow-gtk-node-rows.c).
 */
static void
sync_rows (FlowGtkNode *self,
           GListModel  *docks,
           GPtrArray   *rows)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  flow_gtk_node_rows_sync (GTK_WIDGET (self), rows, docks, row_anchor (self, rows));

  /* A row may have made its editor just now. */
  if (rows == priv->sink_rows && priv->read_only)
    apply_read_only (self);
}

static void
splice_rows (FlowGtkNode *self,
             GListModel  *docks,
             GPtrArray   *rows,
             guint        position,
             guint        removed,
             guint        added)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  flow_gtk_node_rows_splice (GTK_WIDGET (self), rows, docks, row_anchor (self, rows),
                             position, removed, added);

  if (rows == priv->sink_rows && priv->read_only)
    apply_read_only (self);
}

static void
update_activity (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  flow_gtk_node_status_update_activity (&priv->status, priv->node);
  if (is_muted (priv->node) != priv->described_muted)
    update_description (self);
}

static void
update_users (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  flow_gtk_node_status_update_users (&priv->status, priv->group);
}

/* A reroute is a small knot on a wire: no header, no labels, its dots
 * only.
 */
static void
update_reroute (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  gboolean reroute = priv->node != NULL && FLOW_IS_REROUTE (priv->node);

  if (reroute == gtk_widget_has_css_class (GTK_WIDGET (self), "reroute"))
    return;

  if (reroute)
    gtk_widget_add_css_class (GTK_WIDGET (self), "reroute");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "reroute");

  gtk_widget_set_visible (priv->header, !reroute);
  for (guint i = 0; i < priv->source_rows->len; i++)
    gtk_widget_set_visible (flow_gtk_node_row_get_label (g_ptr_array_index (priv->source_rows, i)), !reroute);
  for (guint i = 0; i < priv->sink_rows->len; i++)
    gtk_widget_set_visible (flow_gtk_node_row_get_label (g_ptr_array_index (priv->sink_rows, i)), !reroute);
}

/* A frame: see flow-gtk-node-frame.c. */
static void
update_frame (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  _flow_gtk_node_frame_update (GTK_WIDGET (self), priv->node, &priv->frame_text,
                               &priv->frame_class, priv->child);
  /* A widget that showed a frame and shows another node now drops the
   * frame's description ("Frame"): a recycled widget kept it.
   */
  if (priv->announcement != NULL || priv->node == NULL || !FLOW_IS_FRAME (priv->node))
    update_description (self);
}

/* A group node shows the graph inside it. */
static void
update_preview (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  FlowGraph *inside = priv->node != NULL && FLOW_IS_GROUP_NODE (priv->node)
                      ? flow_group_node_get_graph (FLOW_GROUP_NODE (priv->node)) : NULL;

  if (inside != NULL && priv->preview == NULL)
    {
      priv->preview = flow_gtk_group_preview_new ();
      gtk_widget_insert_before (priv->preview, GTK_WIDGET (self), priv->child);
    }

  if (priv->preview != NULL)
    {
      flow_gtk_group_preview_set_graph (FLOW_GTK_GROUP_PREVIEW (priv->preview), inside);
      gtk_widget_set_visible (priv->preview, inside != NULL);
    }
}

/* Follows the group of a group node, which making it single-user
 * changes.
 */
static void
watch_group (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  FlowGroup *group = priv->node != NULL && FLOW_IS_GROUP_NODE (priv->node)
                     ? flow_group_node_get_group (FLOW_GROUP_NODE (priv->node)) : NULL;

  if (group != priv->group)
    {
      g_clear_signal_handler (&priv->users_changed_id, priv->group);
      g_set_object (&priv->group, group);
      if (group != NULL)
        priv->users_changed_id =
          g_signal_connect_object (group, "notify::n-users",
                                   G_CALLBACK (update_users), self, G_CONNECT_SWAPPED);
    }

  update_users (self);
  update_preview (self);
}

static void
node_notify_cb (FlowGtkNode *self,
                GParamSpec  *pspec,
                FlowNode    *node)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "title"))
    update_title (self);
  else if (g_str_equal (name, "state") ||
           g_str_equal (name, "message") ||
           g_str_equal (name, "missing-input"))
    update_state (self);
  else if (g_str_equal (name, "busy") ||
           g_str_equal (name, "muted") ||
           g_str_equal (name, "pinned"))
    update_activity (self);
  else if (g_str_equal (name, "group") || g_str_equal (name, "graph"))
    watch_group (self);
  else if (g_str_equal (name, "text") || g_str_equal (name, "color") ||
           g_str_equal (name, "collapsed"))
    update_frame (self);
}

static void
sinks_changed_cb (FlowGtkNode *self,
                  guint        position,
                  guint        removed,
                  guint        added,
                  GListModel  *sinks)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  splice_rows (self, sinks, priv->sink_rows, position, removed, added);

  /* The list of missing inputs in the tooltip may name a removed sink. */
  if (priv->status.missing_input)
    update_state (self);
}

static void
sources_changed_cb (FlowGtkNode *self,
                    guint        position,
                    guint        removed,
                    guint        added,
                    GListModel  *sources)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  splice_rows (self, sources, priv->source_rows, position, removed, added);
}

static FlowGtkNodeRow *
find_row (FlowGtkNode *self,
          FlowDock    *dock)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  GPtrArray *rows;

  if (dock == NULL)
    return NULL;

  rows = FLOW_IS_SINK (dock) ? priv->sink_rows : priv->source_rows;

  for (guint i = 0; i < rows->len; i++)
    {
      FlowGtkNodeRow *row = g_ptr_array_index (rows, i);

      if (flow_gtk_node_row_get_dock (row) == dock)
        return row;
    }

  return NULL;
}

/* The position of GTK's widget coordinates (the content box) in node
 * coordinates (the allocation): the widget's margins, CSS margin, border
 * and padding on the top and left.
 */
static void
get_content_offset (FlowGtkNode *self,
                    double      *dx,
                    double      *dy)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkBorder frame;
  int margin_left;

  _flow_gtk_widget_get_frame (widget, &frame);

  if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    margin_left = gtk_widget_get_margin_end (widget);
  else
    margin_left = gtk_widget_get_margin_start (widget);

  *dx = frame.left + margin_left;
  *dy = frame.top + gtk_widget_get_margin_top (widget);
}

/* The centre of @row's dot in GTK's coordinates of @self. */
static gboolean
get_row_anchor (FlowGtkNode      *self,
                FlowGtkNodeRow   *row,
                graphene_point_t *point)
{
  GtkWidget *dock_widget = GTK_WIDGET (flow_gtk_node_row_get_dock_widget (row));
  graphene_rect_t bounds;

  if (!gtk_widget_get_visible (GTK_WIDGET (row)) ||
      !gtk_widget_compute_bounds (dock_widget, dock_widget, &bounds))
    return FALSE;

  return gtk_widget_compute_point (dock_widget, GTK_WIDGET (self),
                                   &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                         bounds.origin.y + bounds.size.height / 2),
                                   point);
}

/* Default bind and unbind */

static void
flow_gtk_node_real_bind (FlowGtkNode *self,
                         FlowNode    *node)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  GListModel *sinks = flow_node_get_sinks (node);
  GListModel *sources = flow_node_get_sources (node);

  priv->node = g_object_ref (node);

  priv->notify_id =
    g_signal_connect_object (node, "notify",
                             G_CALLBACK (node_notify_cb),
                             self, G_CONNECT_SWAPPED);
  priv->sinks_changed_id =
    g_signal_connect_object (sinks, "items-changed",
                             G_CALLBACK (sinks_changed_cb),
                             self, G_CONNECT_SWAPPED);
  priv->sources_changed_id =
    g_signal_connect_object (sources, "items-changed",
                             G_CALLBACK (sources_changed_cb),
                             self, G_CONNECT_SWAPPED);

  update_title (self);
  sync_rows (self, sources, priv->source_rows);
  sync_rows (self, sinks, priv->sink_rows);
  update_state (self);
  update_activity (self);
  watch_group (self);
  update_reroute (self);
  update_frame (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODE]);
}

static void
flow_gtk_node_real_unbind (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  g_clear_signal_handler (&priv->notify_id, priv->node);
  g_clear_signal_handler (&priv->sinks_changed_id, flow_node_get_sinks (priv->node));
  g_clear_signal_handler (&priv->sources_changed_id, flow_node_get_sources (priv->node));

  /* Rows keep their widgets, but let go of the model. */
  for (guint i = 0; i < priv->source_rows->len; i++)
    flow_gtk_node_row_set_dock (g_ptr_array_index (priv->source_rows, i), NULL);
  for (guint i = 0; i < priv->sink_rows->len; i++)
    flow_gtk_node_row_set_dock (g_ptr_array_index (priv->sink_rows, i), NULL);

  g_clear_object (&priv->node);
  g_clear_pointer (&priv->announcement, g_free);
  watch_group (self);

  /* The title stays until the next bind: a recycled widget is hidden
   * while unbound, and setting the same text again costs nothing.
   */
  update_state (self);
  update_activity (self);
  update_reroute (self);
  update_frame (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODE]);
}

/* GObject and GtkWidget */

static void
flow_gtk_node_dispose (GObject *object)
{
  FlowGtkNode *self = (FlowGtkNode *)object;
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  GtkWidget *child;

  /* Not through the vfunc: a subclass has run its own dispose already.
   * Views unbind their widgets before they drop them.
   */
  if (priv->node != NULL)
    flow_gtk_node_real_unbind (self);

  g_clear_signal_handler (&priv->users_changed_id, priv->group);
  g_clear_object (&priv->group);
  flow_gtk_node_status_clear (&priv->status);
  priv->header = priv->title = priv->preview = priv->child = NULL;
  priv->frame_text = NULL;
  g_ptr_array_set_size (priv->source_rows, 0);
  g_ptr_array_set_size (priv->sink_rows, 0);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (flow_gtk_node_parent_class)->dispose (object);
}

static void
flow_gtk_node_finalize (GObject *object)
{
  FlowGtkNode *self = (FlowGtkNode *)object;
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);

  g_clear_pointer (&priv->source_rows, g_ptr_array_unref);
  g_clear_pointer (&priv->sink_rows, g_ptr_array_unref);
  flow_gtk_node_status_clear (&priv->status);
  g_clear_pointer (&priv->announcement, g_free);

  G_OBJECT_CLASS (flow_gtk_node_parent_class)->finalize (object);
}

static void
flow_gtk_node_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  FlowGtkNode *self = FLOW_GTK_NODE (object);

  switch (prop_id)
    {
    case PROP_NODE:
      g_value_set_object (value, flow_gtk_node_get_node (self));
      break;

    case PROP_CHILD:
      g_value_set_object (value, flow_gtk_node_get_child (self));
      break;

    case PROP_SELECTED:
      g_value_set_boolean (value, flow_gtk_node_get_selected (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_node_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  FlowGtkNode *self = FLOW_GTK_NODE (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      flow_gtk_node_set_child (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_node_class_init (FlowGtkNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_node_dispose;
  object_class->finalize = flow_gtk_node_finalize;
  object_class->get_property = flow_gtk_node_get_property;
  object_class->set_property = flow_gtk_node_set_property;

  klass->bind = flow_gtk_node_real_bind;
  klass->unbind = flow_gtk_node_real_unbind;

  /**
   * FlowGtkNode:node: (getter get_node)
   *
   * The node the widget shows, or `NULL` while it is not bound to one.
   *
   * The view's [class@NodeFactory] sets it when it binds the widget.
   */
  properties[PROP_NODE] =
    g_param_spec_object ("node", NULL, NULL,
                         FLOW_TYPE_NODE,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkNode:child: (getter get_child) (setter set_child)
   *
   * An application widget shown below the node's docks, or `NULL`.
   */
  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL,
                         GTK_TYPE_WIDGET,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkNode:selected: (getter get_selected)
   *
   * Whether the view shows the node as selected.
   *
   * The view sets it from its selection model; the widget then has the
   * `:selected` CSS pseudo-class.
   */
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "node");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  for (guint i = 0; i < G_N_ELEMENTS (node_actions); i++)
    gtk_widget_class_install_action (widget_class, node_actions[i].own, NULL, node_action);
  widget_class->root = flow_gtk_node_root;
  widget_class->unroot = flow_gtk_node_unroot;
}

static void
flow_gtk_node_init (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv = flow_gtk_node_get_instance_private (self);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* Selectable from the start: GTK 4.8 tells assistive technologies a
   * widget is selectable only once its selected state is set.
   */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED, FALSE, -1);

  priv->source_rows = g_ptr_array_new ();
  priv->sink_rows = g_ptr_array_new ();

  priv->header = g_object_new (GTK_TYPE_BOX,
                               "css-name", "header",
                               "orientation", GTK_ORIENTATION_HORIZONTAL,
                               NULL);
  gtk_widget_set_parent (priv->header, GTK_WIDGET (self));
  /* Only the badge, for its tooltip, takes the pointer in the header; see
   * FlowGtkNodeRow for why.
   */
  gtk_widget_set_can_target (priv->header, FALSE);

  priv->title = gtk_label_new (NULL);
  gtk_widget_add_css_class (priv->title, "title");
  gtk_label_set_xalign (GTK_LABEL (priv->title), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (priv->title), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (priv->title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (priv->title), 32);
  gtk_widget_set_hexpand (priv->title, TRUE);
  gtk_widget_set_can_target (priv->title, FALSE);
  gtk_box_append (GTK_BOX (priv->header), priv->title);

  flow_gtk_node_status_init (&priv->status, GTK_WIDGET (self), priv->header, priv->title);
}

/* Public API */

/**
 * flow_gtk_node_new:
 *
 * Creates a node widget that shows no node yet.
 *
 * Views create node widgets through their [class@NodeFactory]; this is
 * for factories' widgets and for tests.
 *
 * Returns: (transfer floating): a new node widget
 */
GtkWidget *
flow_gtk_node_new (void)
{
  return g_object_new (FLOW_GTK_TYPE_NODE, NULL);
}

/**
 * flow_gtk_node_get_node: (get-property node)
 * @self: a node widget
 *
 * Gets the node @self shows.
 *
 * Returns: (transfer none) (nullable): the node, or `NULL` while @self is
 *   not bound
 */
FlowNode *
flow_gtk_node_get_node (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->node;
}

/**
 * flow_gtk_node_get_child: (get-property child)
 * @self: a node widget
 *
 * Gets the application widget shown below the docks of @self.
 *
 * Returns: (transfer none) (nullable): the child, or `NULL`
 */
GtkWidget *
flow_gtk_node_get_child (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->child;
}

/**
 * flow_gtk_node_set_child: (set-property child)
 * @self: a node widget
 * @child: (nullable): a widget to show below the docks, or `NULL`
 *
 * Sets the application widget shown below the docks of @self.
 *
 * Set it once, in [signal@NodeFactory::setup] or a subclass's `init`,
 * and update it in [signal@NodeFactory::bind]: widgets are recycled.
 */
void
flow_gtk_node_set_child (FlowGtkNode *self,
                         GtkWidget   *child)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  priv = flow_gtk_node_get_instance_private (self);
  g_return_if_fail (child == NULL || priv->child == child || gtk_widget_get_parent (child) == NULL);

  if (priv->child == child)
    return;

  g_clear_pointer (&priv->child, gtk_widget_unparent);

  if (child != NULL)
    {
      priv->child = child;
      gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
      if (priv->read_only)
        set_takes_input (child, FALSE);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

/**
 * flow_gtk_node_get_selected: (get-property selected)
 * @self: a node widget
 *
 * Gets whether the view shows @self as selected.
 *
 * Returns: `TRUE` if @self is selected
 */
gboolean
flow_gtk_node_get_selected (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), FALSE);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->selected;
}

/**
 * flow_gtk_node_get_dock_widget:
 * @self: a node widget
 * @dock: a sink or a source of the node @self shows
 *
 * Gets the widget that shows @dock.
 *
 * Returns: (transfer none) (nullable): the [class@Dock] of @dock, or
 *   `NULL` if @self does not show it
 */
GtkWidget *
flow_gtk_node_get_dock_widget (FlowGtkNode *self,
                               FlowDock    *dock)
{
  FlowGtkNodeRow *row;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), NULL);

  if ((row = find_row (self, dock)) == NULL)
    return NULL;

  return GTK_WIDGET (flow_gtk_node_row_get_dock_widget (row));
}

/* Private API */

/* Makes @self show @node, unbinding it from any other node first. Views
 * go through _flow_gtk_node_factory_bind (), which also emits the
 * factory's ::bind.
 */
void
_flow_gtk_node_bind (FlowGtkNode *self,
                     FlowNode    *node)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));
  g_return_if_fail (FLOW_IS_NODE (node));

  priv = flow_gtk_node_get_instance_private (self);

  if (priv->node == node)
    return;

  if (priv->node != NULL)
    _flow_gtk_node_unbind (self);

  FLOW_GTK_NODE_GET_CLASS (self)->bind (self, node);

  g_warn_if_fail (priv->node == node);
}

/* Makes @self show no node, and clears its selected state. */
void
_flow_gtk_node_unbind (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));

  priv = flow_gtk_node_get_instance_private (self);

  if (priv->node == NULL)
    return;

  FLOW_GTK_NODE_GET_CLASS (self)->unbind (self);

  g_warn_if_fail (priv->node == NULL);

  _flow_gtk_node_set_selected (self, FALSE);
}

void
_flow_gtk_node_set_selected (FlowGtkNode *self,
                             gboolean     selected)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));

  priv = flow_gtk_node_get_instance_private (self);

  selected = !!selected;

  if (priv->selected == selected)
    return;

  priv->selected = selected;

  if (selected)
    gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_SELECTED, FALSE);
  else
    gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_SELECTED);

  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* Called by rows when the value, required flag or label of a sink changes:
 * the list of missing inputs may have changed without missing-input
 * itself changing.
 */
void
_flow_gtk_node_sink_changed (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));

  priv = flow_gtk_node_get_instance_private (self);

  if (priv->status.missing_input)
    update_state (self);
}

/* Sets @point to the centre of @dock's dot, in node coordinates (see
 * flow-gtk-node-private.h). Returns FALSE, leaving @point alone, when
 * @self does not show @dock or is not allocated.
 */
gboolean
_flow_gtk_node_get_anchor (FlowGtkNode      *self,
                           FlowDock         *dock,
                           graphene_point_t *point)
{
  FlowGtkNodeRow *row;
  graphene_point_t p;
  double dx, dy;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), FALSE);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), FALSE);
  g_return_val_if_fail (point != NULL, FALSE);

  if ((row = find_row (self, dock)) == NULL || !get_row_anchor (self, row, &p))
    return FALSE;

  get_content_offset (self, &dx, &dy);
  point->x = p.x + dx;
  point->y = p.y + dy;

  return TRUE;
}

/* Whether (@x, @y), in node coordinates, lies on the header, the part of
 * the node that moves it when dragged: the header itself and the node's
 * border above and beside it.
 */
gboolean
_flow_gtk_node_is_header (FlowGtkNode *self,
                          double       x,
                          double       y)
{
  FlowGtkNodePrivate *priv;
  graphene_rect_t node_bounds, header_bounds;
  double dx, dy;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), FALSE);

  priv = flow_gtk_node_get_instance_private (self);

  if (!gtk_widget_get_visible (priv->header) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (self), GTK_WIDGET (self), &node_bounds) ||
      !gtk_widget_compute_bounds (priv->header, GTK_WIDGET (self), &header_bounds))
    return FALSE;

  /* Both in GTK's coordinates of @self; move the point there. */
  get_content_offset (self, &dx, &dy);
  x -= dx;
  y -= dy;

  /* From the node's top border to the bottom of the header, across the
   * node's whole width.
   */
  return x >= node_bounds.origin.x &&
         x < node_bounds.origin.x + node_bounds.size.width &&
         y >= node_bounds.origin.y &&
         y < header_bounds.origin.y + header_bounds.size.height;
}

/* The dock whose dot centre is nearest to (@x, @y), in node coordinates,
 * and no farther than @radius, or NULL.
 */
FlowDock *
_flow_gtk_node_pick_dock (FlowGtkNode *self,
                          double       x,
                          double       y,
                          double       radius)
{
  FlowGtkNodePrivate *priv;
  GPtrArray *lists[2];
  FlowDock *best = NULL;
  double best_distance = radius * radius;
  double dx, dy;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);
  g_return_val_if_fail (radius >= 0, NULL);

  priv = flow_gtk_node_get_instance_private (self);
  lists[0] = priv->source_rows;
  lists[1] = priv->sink_rows;

  if (priv->node == NULL)
    return NULL;

  get_content_offset (self, &dx, &dy);

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lists[l]->len; i++)
      {
        FlowGtkNodeRow *row = g_ptr_array_index (lists[l], i);
        FlowDock *dock = flow_gtk_node_row_get_dock (row);
        graphene_point_t p;
        double distance;

        if (dock == NULL || !get_row_anchor (self, row, &p))
          continue;

        distance = (p.x + dx - x) * (p.x + dx - x) + (p.y + dy - y) * (p.y + dy - y);
        if (distance <= best_distance)
          {
            best = dock;
            best_distance = distance;
          }
      }

  return best;
}

GtkWidget *
_flow_gtk_node_get_header (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->header;
}

GtkWidget *
_flow_gtk_node_get_title_label (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->title;
}

GtkWidget *
_flow_gtk_node_get_badge (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->status.badge;
}

/* Describes @self by @text, a message of the view, until called again
 * with NULL; see flow-gtk-view-announce.c.
 */
void
_flow_gtk_node_set_announcement (FlowGtkNode *self,
                                 const char  *text)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));

  priv = flow_gtk_node_get_instance_private (self);

  g_free (priv->announcement);
  priv->announcement = g_strdup (text);
  update_description (self);
}

/* What the badge's tooltip says, or NULL when the badge is hidden. */
const char *
_flow_gtk_node_get_status (FlowGtkNode *self)
{
  FlowGtkNodePrivate *priv;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);

  priv = flow_gtk_node_get_instance_private (self);

  return priv->status.text;
}

GtkWidget *
_flow_gtk_node_get_row (FlowGtkNode *self,
                        FlowDock    *dock)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE (self), NULL);
  g_return_val_if_fail (FLOW_IS_DOCK (dock), NULL);

  return (GtkWidget *)find_row (self, dock);
}

/* Implementation notes:
 *
 * Rows are private widgets (FlowGtkNodeRow) rather than GtkBoxes because
 * a dot centred on the node's border needs an allocation that starts
 * outside the row, which GtkBox cannot give and GTK 4.8 CSS cannot express
 * (negative margins are clamped to zero).
 *
 * The view learns about size changes without a signal of ours: adding a
 * dock, hiding an editor when its sink gets connected or changing the
 * title queues a resize that reaches the view, which measures its node
 * widgets again in its next allocation and reads their anchors after it.
 */

/* Whether the view that shows @self lets the user edit: when not, the
 * inline editors and the application's child take no input.
 */
void
_flow_gtk_node_set_read_only (FlowGtkNode *self,
                              gboolean     read_only)
{
  FlowGtkNodePrivate *priv;

  g_return_if_fail (FLOW_GTK_IS_NODE (self));

  priv = flow_gtk_node_get_instance_private (self);

  if (priv->read_only == !!read_only)
    return;

  priv->read_only = !!read_only;
  apply_read_only (self);
}

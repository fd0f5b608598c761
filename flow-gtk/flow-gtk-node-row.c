/* flow-gtk-node-row.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-row-private.h"

#include "flow-gtk-dock-private.h"
#include "flow-gtk-node-private.h"

/* FlowGtkNodeRow: one row of the default node widget, for one sink or
 * source.
 *
 * CSS nodes:
 *
 *   row.sink                         row.source
 *   ├── dock.sink                    ├── label
 *   ├── label                        ╰── dock.source
 *   ╰── [editor]
 *
 * The row lays its children out like a horizontal box, except for the
 * dock, which it centres on the row's start edge (sinks) or end edge
 * (sources), half outside, so that the dots sit on the node's border as
 * in Blender. Start and end follow the text direction: in a right-to-left
 * locale sinks are on the right. Only the inner half of the dot takes
 * room in the row; the outer half overflows (widgets do not clip their
 * children unless told to).
 *
 * For the dots to sit on the node's border, the row and the node must
 * have no horizontal padding (the stylesheet spaces the label with its
 * own margins).
 *
 * Rows are recycled: flow_gtk_node_row_set_dock () points a row and its
 * dock widget and editor at another dock without creating widgets, unless
 * the new dock needs an editor of another kind.
 *
 * The dot and the label take no pointer input (the view finds docks
 * itself, within a snap radius), and neither does a row without a visible
 * editor: the pointer then crosses one widget, the node, rather than
 * three, and GTK has that much less to pick, to send crossing events to
 * and to restyle for `:hover` on every motion.
 */

struct _FlowGtkNodeRow
{
  GtkWidget           parent_instance;

  /* Owned; NULL while the row shows no dock. */
  FlowDock           *dock;
  GListModel         *connections;
  gulong              connections_changed_id;
  gulong              notify_id;

  /* Children. The editor is created for the first sink that needs one. */
  FlowGtkDock        *dock_widget;
  GtkWidget          *label;
  FlowGtkValueEditor *editor;

  guint               is_sink : 1;
};

G_DEFINE_FINAL_TYPE (FlowGtkNodeRow, flow_gtk_node_row, GTK_TYPE_WIDGET)

static void
update_editor_visibility (FlowGtkNodeRow *self)
{
  gboolean visible;

  if (self->editor == NULL)
    {
      gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
      return;
    }

  visible = self->dock != NULL &&
            FLOW_IS_SINK (self->dock) &&
            flow_gtk_value_editor_can_edit (flow_dock_get_value_type (self->dock)) &&
            !flow_dock_is_connected (self->dock);

  gtk_widget_set_visible (GTK_WIDGET (self->editor), visible);
  gtk_widget_set_can_target (GTK_WIDGET (self), visible);
}

static void
connections_changed_cb (FlowGtkNodeRow *self)
{
  update_editor_visibility (self);
}

/* One handler for the dock's notifications rather than one per property:
 * binding connects it, so fewer connections make binding cheaper.
 */
static void
dock_notify_cb (FlowGtkNodeRow *self,
                GParamSpec     *pspec,
                FlowDock       *dock)
{
  const char *name = g_param_spec_get_name (pspec);
  GtkWidget *parent;

  if (g_str_equal (name, "label"))
    gtk_label_set_text (GTK_LABEL (self->label), flow_dock_get_label (dock));
  else if (!g_str_equal (name, "value") && !g_str_equal (name, "required"))
    return;

  /* The node's list of missing inputs names sinks by label. */
  if (self->is_sink &&
      (parent = gtk_widget_get_parent (GTK_WIDGET (self))) != NULL &&
      FLOW_GTK_IS_NODE (parent))
    _flow_gtk_node_sink_changed (FLOW_GTK_NODE (parent));
}

static void
flow_gtk_node_row_dispose (GObject *object)
{
  FlowGtkNodeRow *self = (FlowGtkNodeRow *)object;

  flow_gtk_node_row_set_dock (self, NULL);

  if (self->dock_widget != NULL)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->dock_widget)));
  g_clear_pointer (&self->label, gtk_widget_unparent);
  if (self->editor != NULL)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->editor)));

  G_OBJECT_CLASS (flow_gtk_node_row_parent_class)->dispose (object);
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, -1, minimum, natural, NULL, NULL);
}

static void
flow_gtk_node_row_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  FlowGtkNodeRow *self = (FlowGtkNodeRow *)widget;
  int dock_min, dock_nat;
  int label_min, label_nat;
  int editor_min, editor_nat;

  g_assert (FLOW_GTK_IS_NODE_ROW (self));

  measure_child (GTK_WIDGET (self->dock_widget), orientation, &dock_min, &dock_nat);
  measure_child (self->label, orientation, &label_min, &label_nat);
  measure_child (GTK_WIDGET (self->editor), orientation, &editor_min, &editor_nat);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Only the inner half of the dot takes room. */
      *minimum = dock_nat / 2 + label_min + editor_min;
      *natural = dock_nat / 2 + label_nat + editor_nat;
    }
  else
    {
      *minimum = MAX (dock_min, MAX (label_min, editor_min));
      *natural = MAX (dock_nat, MAX (label_nat, editor_nat));
    }
}

static void
allocate_child (GtkWidget *child,
                gboolean   rtl,
                int        row_width,
                int        x,
                int        y,
                int        width,
                int        height)
{
  if (rtl)
    x = row_width - x - width;

  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

static void
flow_gtk_node_row_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  FlowGtkNodeRow *self = (FlowGtkNodeRow *)widget;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int dock_width, dock_height, min;
  int label_min, label_width;
  int editor_min, editor_width = 0;
  int inner;

  g_assert (FLOW_GTK_IS_NODE_ROW (self));

  gtk_widget_measure (GTK_WIDGET (self->dock_widget), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min, &dock_width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->dock_widget), GTK_ORIENTATION_VERTICAL, dock_width,
                      &min, &dock_height, NULL, NULL);
  dock_height = MIN (dock_height, height);
  inner = dock_width / 2;

  if (self->editor != NULL && gtk_widget_should_layout (GTK_WIDGET (self->editor)))
    gtk_widget_measure (GTK_WIDGET (self->editor), GTK_ORIENTATION_HORIZONTAL, -1,
                        &editor_min, &editor_width, NULL, NULL);
  else
    editor_min = 0;

  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1,
                      &label_min, NULL, NULL, NULL);

  /* The editor gets its natural width if it can, the label the rest. */
  editor_width = MAX (editor_min, MIN (editor_width, width - inner - label_min));
  label_width = MAX (label_min, width - inner - editor_width);

  if (self->is_sink)
    {
      /* [dock/2][label][editor] from the start edge. */
      allocate_child (GTK_WIDGET (self->dock_widget), rtl, width,
                      -dock_width / 2, (height - dock_height) / 2,
                      dock_width, dock_height);
      allocate_child (self->label, rtl, width, inner, 0, label_width, height);
      if (editor_width > 0)
        allocate_child (GTK_WIDGET (self->editor), rtl, width,
                        width - editor_width, 0, editor_width, height);
    }
  else
    {
      /* [label][dock/2] to the end edge. */
      allocate_child (self->label, rtl, width, 0, 0, MAX (label_min, width - inner), height);
      allocate_child (GTK_WIDGET (self->dock_widget), rtl, width,
                      width - dock_width + dock_width / 2, (height - dock_height) / 2,
                      dock_width, dock_height);
    }
}

static void
flow_gtk_node_row_class_init (FlowGtkNodeRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_node_row_dispose;

  widget_class->measure = flow_gtk_node_row_measure;
  widget_class->size_allocate = flow_gtk_node_row_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "row");
}

static void
flow_gtk_node_row_init (FlowGtkNodeRow *self)
{
  self->dock_widget = FLOW_GTK_DOCK (flow_gtk_dock_new (NULL));
  gtk_widget_set_parent (GTK_WIDGET (self->dock_widget), GTK_WIDGET (self));

  self->label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (self->label), TRUE);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  gtk_widget_set_can_target (GTK_WIDGET (self->dock_widget), FALSE);
  gtk_widget_set_can_target (self->label, FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
flow_gtk_node_row_new (void)
{
  return g_object_new (FLOW_GTK_TYPE_NODE_ROW, NULL);
}

FlowDock *
flow_gtk_node_row_get_dock (FlowGtkNodeRow *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE_ROW (self), NULL);

  return self->dock;
}

/* Points the row at @dock, or at nothing, reusing its widgets. */
void
flow_gtk_node_row_set_dock (FlowGtkNodeRow *self,
                            FlowDock       *dock)
{
  gboolean is_sink;

  g_return_if_fail (FLOW_GTK_IS_NODE_ROW (self));
  g_return_if_fail (dock == NULL || FLOW_IS_DOCK (dock));

  if (self->dock == dock)
    return;

  if (self->dock != NULL)
    {
      g_clear_signal_handler (&self->connections_changed_id, self->connections);
      g_clear_signal_handler (&self->notify_id, self->dock);
      self->connections = NULL;
      g_clear_object (&self->dock);
    }

  /* Unbound rows keep their look (classes, visible editor) for the next
   * dock they show: changing it back and forth costs new styles and
   * sizes in the next frame.
   */
  if (dock == NULL)
    {
      _flow_gtk_dock_release (self->dock_widget);
      if (self->editor != NULL)
        flow_gtk_value_editor_set_sink (self->editor, NULL);
      return;
    }

  flow_gtk_dock_set_dock (self->dock_widget, dock);

  self->dock = g_object_ref (dock);
  self->connections = flow_dock_get_connections (dock);
  self->connections_changed_id =
    g_signal_connect_object (self->connections, "items-changed",
                             G_CALLBACK (connections_changed_cb),
                             self, G_CONNECT_SWAPPED);
  self->notify_id =
    g_signal_connect_object (dock, "notify",
                             G_CALLBACK (dock_notify_cb),
                             self, G_CONNECT_SWAPPED);

  is_sink = FLOW_IS_SINK (dock);
  if (is_sink != self->is_sink || !gtk_widget_has_css_class (GTK_WIDGET (self), is_sink ? "sink" : "source"))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), is_sink ? "source" : "sink");
      gtk_widget_add_css_class (GTK_WIDGET (self), is_sink ? "sink" : "source");
      gtk_label_set_xalign (GTK_LABEL (self->label), is_sink ? 0.0 : 1.0);
      self->is_sink = is_sink;
    }

  gtk_label_set_text (GTK_LABEL (self->label), flow_dock_get_label (dock));

  /* The editor is shown or hidden before it is given the sink: a
   * hidden editor makes none of its children (and one shown makes them
   * for its sink, so it lets the previous one go first).
   */
  if (is_sink && flow_gtk_value_editor_can_edit (flow_dock_get_value_type (dock)))
    {
      if (self->editor == NULL)
        {
          self->editor = FLOW_GTK_VALUE_EDITOR (flow_gtk_value_editor_new ());
          gtk_widget_set_visible (GTK_WIDGET (self->editor), FALSE);
          gtk_widget_set_parent (GTK_WIDGET (self->editor), GTK_WIDGET (self));
        }

      flow_gtk_value_editor_set_sink (self->editor, NULL);
      update_editor_visibility (self);
      flow_gtk_value_editor_set_sink (self->editor, FLOW_SINK (dock));
    }
  else
    {
      if (self->editor != NULL)
        flow_gtk_value_editor_set_sink (self->editor, NULL);
      update_editor_visibility (self);
    }
}

FlowGtkDock *
flow_gtk_node_row_get_dock_widget (FlowGtkNodeRow *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE_ROW (self), NULL);

  return self->dock_widget;
}

GtkWidget *
flow_gtk_node_row_get_label (FlowGtkNodeRow *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE_ROW (self), NULL);

  return self->label;
}

FlowGtkValueEditor *
flow_gtk_node_row_get_editor (FlowGtkNodeRow *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE_ROW (self), NULL);

  return self->editor;
}

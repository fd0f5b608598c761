/* flow-gtk-node-slot.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-slot-private.h"

/* FlowGtkNodeSlot: the parent of one node widget in the view, a margin
 * larger than the node on every side, which clips its drawing
 * (`overflow: hidden`) and is never a pointer target itself.
 *
 * Implementation notes
 *
 * GTK finds the widget under the pointer by walking every mapped,
 * targetable child of a widget and its children in turn, testing bounds
 * only at the leaves, unless a widget hides its overflow: then the walk
 * tests the point against that widget's box first and skips all it holds.
 * A node widget cannot hide its own overflow, because its dots sit on its
 * border, half outside; the slot gives it room to draw and the bounds
 * test GTK lacks, so that a pointer motion visits one box per node widget
 * rather than every row, editor and button of each.
 *
 * Measured and set aside: nodes with `contains ()` returning FALSE away
 * from their box (GTK asks the children first, so nothing is skipped);
 * `overflow: hidden` on the inline editors alone (it clips the outer
 * shadow of buttons in GTK's own theme, and skips less); and making only
 * the node under the pointer targetable (GTK picks the target of a press
 * before the view sees it, so a first touch on an editor would miss).
 */

struct _FlowGtkNodeSlot
{
  GtkWidget    parent_instance;

  FlowGtkNode *node;
};

G_DEFINE_FINAL_TYPE (FlowGtkNodeSlot, flow_gtk_node_slot, GTK_TYPE_WIDGET)

static void
flow_gtk_node_slot_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  FlowGtkNodeSlot *self = FLOW_GTK_NODE_SLOT (widget);

  if (for_size >= 0)
    for_size = MAX (0, for_size - 2 * FLOW_GTK_NODE_SLOT_MARGIN);

  gtk_widget_measure (GTK_WIDGET (self->node), orientation, for_size,
                      minimum, natural, NULL, NULL);
  *minimum += 2 * FLOW_GTK_NODE_SLOT_MARGIN;
  *natural += 2 * FLOW_GTK_NODE_SLOT_MARGIN;
}

static void
flow_gtk_node_slot_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  FlowGtkNodeSlot *self = FLOW_GTK_NODE_SLOT (widget);
  graphene_point_t offset = GRAPHENE_POINT_INIT (FLOW_GTK_NODE_SLOT_MARGIN,
                                                 FLOW_GTK_NODE_SLOT_MARGIN);

  gtk_widget_allocate (GTK_WIDGET (self->node),
                       MAX (0, width - 2 * FLOW_GTK_NODE_SLOT_MARGIN),
                       MAX (0, height - 2 * FLOW_GTK_NODE_SLOT_MARGIN),
                       -1,
                       gsk_transform_translate (NULL, &offset));
}

/* The margin around the node is not the node: the pointer there reaches
 * whatever is below, the view's canvas or another node.
 */
static gboolean
flow_gtk_node_slot_contains (GtkWidget *widget,
                             double     x,
                             double     y)
{
  return FALSE;
}

static gboolean
flow_gtk_node_slot_focus (GtkWidget        *widget,
                          GtkDirectionType  direction)
{
  FlowGtkNodeSlot *self = FLOW_GTK_NODE_SLOT (widget);

  return gtk_widget_child_focus (GTK_WIDGET (self->node), direction);
}

static void
flow_gtk_node_slot_dispose (GObject *object)
{
  FlowGtkNodeSlot *self = FLOW_GTK_NODE_SLOT (object);

  if (self->node != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->node));
      self->node = NULL;
    }

  G_OBJECT_CLASS (flow_gtk_node_slot_parent_class)->dispose (object);
}

static void
flow_gtk_node_slot_class_init (FlowGtkNodeSlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_gtk_node_slot_dispose;

  widget_class->measure = flow_gtk_node_slot_measure;
  widget_class->size_allocate = flow_gtk_node_slot_size_allocate;
  widget_class->contains = flow_gtk_node_slot_contains;
  widget_class->focus = flow_gtk_node_slot_focus;

  gtk_widget_class_set_css_name (widget_class, "nodeslot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
flow_gtk_node_slot_init (FlowGtkNodeSlot *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

/* A slot holding @node, which must have no parent. */
GtkWidget *
flow_gtk_node_slot_new (FlowGtkNode *node)
{
  FlowGtkNodeSlot *self;

  g_return_val_if_fail (FLOW_GTK_IS_NODE (node), NULL);
  g_return_val_if_fail (gtk_widget_get_parent (GTK_WIDGET (node)) == NULL, NULL);

  self = g_object_new (FLOW_GTK_TYPE_NODE_SLOT, NULL);
  self->node = node;
  gtk_widget_set_parent (GTK_WIDGET (node), GTK_WIDGET (self));

  return GTK_WIDGET (self);
}

FlowGtkNode *
flow_gtk_node_slot_get_node (FlowGtkNodeSlot *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE_SLOT (self), NULL);

  return self->node;
}

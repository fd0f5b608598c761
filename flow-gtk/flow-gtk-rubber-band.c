/* flow-gtk-rubber-band.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-rubber-band-private.h"

#include "flow-gtk-style-node-private.h"

#include <math.h>

/* FlowGtkRubberBand: the rubber band of a drag on the empty canvas. It
 * owns the rectangle the user draws, in widget coordinates, shown by a
 * child that carries the `rubberband` CSS node, and what releasing it
 * does to the selection: GTK's meanings, Shift adds, Ctrl toggles,
 * nothing replaces, in one change of the selection model.
 */

struct _FlowGtkRubberBand
{
  GtkWidget       *parent;
  GtkWidget       *widget;
  graphene_rect_t  rect;
};

FlowGtkRubberBand *
flow_gtk_rubber_band_new (GtkWidget *parent)
{
  FlowGtkRubberBand *self = g_new0 (FlowGtkRubberBand, 1);

  self->parent = parent;
  self->widget = flow_gtk_style_node_new (parent, "rubberband", NULL,
                                          GTK_ACCESSIBLE_ROLE_GENERIC, NULL, NULL);

  return self;
}

/* The widget is a child of the parent, which unparents it. */
void
flow_gtk_rubber_band_free (FlowGtkRubberBand *self)
{
  g_free (self);
}

/* Shows the band from @start to @end, widget coordinates. */
void
flow_gtk_rubber_band_update (FlowGtkRubberBand      *self,
                             const graphene_point_t *start,
                             const graphene_point_t *end)
{
  graphene_rect_init (&self->rect,
                      MIN (start->x, end->x), MIN (start->y, end->y),
                      fabs (end->x - start->x), fabs (end->y - start->y));
  gtk_widget_set_child_visible (self->widget, TRUE);
  gtk_widget_queue_allocate (self->parent);
}

/* Hides the band; returns whether it was shown, with its rectangle. */
gboolean
flow_gtk_rubber_band_end (FlowGtkRubberBand *self,
                          graphene_rect_t   *rect)
{
  gboolean shown = gtk_widget_get_child_visible (self->widget);

  gtk_widget_set_child_visible (self->widget, FALSE);
  *rect = self->rect;

  return shown;
}

typedef struct
{
  GtkBitset             *hits;
  const graphene_rect_t *area;
} Hits;

/* Nodes the band touches; frames only when it holds them whole, so that
 * a band drawn inside a frame selects what is in it, not the frame.
 */
static gboolean
hit_cb (FlowGtkNodeRecord *record,
        gpointer           user_data)
{
  Hits *hits = user_data;

  if (record->collapsed_into != NULL)
    return TRUE;

  if (!FLOW_IS_FRAME (record->node) ||
      flow_gtk_rect_contains_rect (hits->area, &record->item.bounds))
    gtk_bitset_add (hits->hits, record->position);

  return TRUE;
}

/* Selects the nodes in @area, canvas units, as a band drawn with
 * @modifiers held does.
 */
void
flow_gtk_rubber_band_select (FlowGtkLayout         *layout,
                             GtkSelectionModel     *selection,
                             const graphene_rect_t *area,
                             GdkModifierType        modifiers)
{
  g_autoptr(GtkBitset) hits = gtk_bitset_new_empty ();
  g_autoptr(GtkBitset) mask = NULL;

  flow_gtk_layout_query_nodes (layout, area, hit_cb, &(Hits) { hits, area });

  if (modifiers & GDK_CONTROL_MASK)
    {
      g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (selection);
      g_autoptr(GtkBitset) toggled = gtk_bitset_copy (hits);

      gtk_bitset_subtract (toggled, selected);
      mask = gtk_bitset_ref (hits);
      gtk_selection_model_set_selection (selection, toggled, mask);
    }
  else if (modifiers & GDK_SHIFT_MASK)
    {
      mask = gtk_bitset_ref (hits);
      gtk_selection_model_set_selection (selection, hits, mask);
    }
  else
    {
      mask = gtk_bitset_new_range (0, flow_gtk_layout_get_n_nodes (layout));
      gtk_selection_model_set_selection (selection, hits, mask);
    }
}

void
flow_gtk_rubber_band_allocate (FlowGtkRubberBand *self)
{
  if (!gtk_widget_get_child_visible (self->widget))
    return;

  gtk_widget_allocate (self->widget,
                       MAX (1, (int)self->rect.size.width), MAX (1, (int)self->rect.size.height), -1,
                       gsk_transform_translate (NULL, &self->rect.origin));
}

void
flow_gtk_rubber_band_snapshot (FlowGtkRubberBand *self,
                               GtkSnapshot       *snapshot)
{
  if (gtk_widget_get_child_visible (self->widget))
    gtk_widget_snapshot_child (self->parent, self->widget, snapshot);
}

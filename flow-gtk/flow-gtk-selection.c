/* flow-gtk-selection.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-selection-private.h"

/**
 * FlowGtkSelection:
 *
 * The selection of a [class@View]'s nodes, as
 * [method@View.get_selection] returns it.
 *
 * It is a [iface@Gio.ListModel] of the graph's nodes, in the graph's
 * order, and a [iface@Gtk.SelectionModel] that any number of them may be
 * selected in, as [class@Gtk.MultiSelection]: select, unselect and ask
 * through those interfaces. Applications do not make one; the type is
 * public so that language bindings find both interfaces on it.
 */

/* The view's selection, and the only place it is kept. While it emits
 * ::selection-changed, it tells its listener exactly which positions
 * changed (flow_gtk_selection_get_changes ()).
 *
 * The signal reports one range, from the first position that changed to
 * the last: selecting one node where another far away was selected
 * reports a range over most of the graph. A listener that only had the
 * range would visit all of it, or keep a copy of the selection to tell
 * what changed; the view does neither.
 *
 * Items selected stay selected when a change of the model removes them
 * and adds them again (the graph reports a batch as one range of
 * removals and additions, which may cover items that stayed).
 *
 * Implementation notes: GtkMultiSelection computes the same changes in
 * set_selection () and keeps them to itself; this class is that, with the
 * changes kept for the duration of the signal. Emitting one
 * ::selection-changed per run of changed positions instead was rejected:
 * a rubber band over scattered nodes would emit hundreds of signals to
 * every listener.
 */

struct _FlowGtkSelection
{
  GObject     parent_instance;

  GListModel *model;
  GtkBitset  *selected;
  /* Selected item -> its position, to find items removed and added
   * again by one change of the model.
   */
  GHashTable *items;
  /* While ::selection-changed is emitted: the positions that changed. */
  GtkBitset  *changes;
};

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static GType
flow_gtk_selection_get_item_type (GListModel *list)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (list);

  return g_list_model_get_item_type (self->model);
}

static guint
flow_gtk_selection_get_n_items (GListModel *list)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (list);

  return g_list_model_get_n_items (self->model);
}

static gpointer
flow_gtk_selection_get_item (GListModel *list,
                             guint       position)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (list);

  return g_list_model_get_item (self->model, position);
}

static void
flow_gtk_selection_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = flow_gtk_selection_get_item_type;
  iface->get_n_items = flow_gtk_selection_get_n_items;
  iface->get_item = flow_gtk_selection_get_item;
}

static gboolean
flow_gtk_selection_is_selected (GtkSelectionModel *model,
                                guint              position)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (model);

  return gtk_bitset_contains (self->selected, position);
}

static GtkBitset *
flow_gtk_selection_get_selection_in_range (GtkSelectionModel *model,
                                           guint              position,
                                           guint              n_items)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (model);

  return gtk_bitset_ref (self->selected);
}

/* Tells listeners that the positions of @changes changed. */
static void
emit_changes (FlowGtkSelection *self,
              GtkBitset        *changes)
{
  GtkBitset *outer = self->changes;
  guint first, last;

  if (gtk_bitset_is_empty (changes))
    return;

  first = gtk_bitset_get_minimum (changes);
  last = gtk_bitset_get_maximum (changes);

  /* A listener may change the selection again: signals nest. */
  self->changes = changes;
  gtk_selection_model_selection_changed (GTK_SELECTION_MODEL (self), first, last - first + 1);
  self->changes = outer;
}

static gboolean
flow_gtk_selection_set_selection (GtkSelectionModel *model,
                                  GtkBitset         *selected,
                                  GtkBitset         *mask)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (model);
  g_autoptr(GtkBitset) changes = NULL;
  GtkBitsetIter iter;
  guint position;

  /* What changes: the positions of @mask where the state differs. */
  changes = gtk_bitset_copy (self->selected);
  gtk_bitset_difference (changes, selected);
  gtk_bitset_intersect (changes, mask);

  if (gtk_bitset_is_empty (changes))
    return TRUE;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, changes, &position);
       ok;
       ok = gtk_bitset_iter_next (&iter, &position))
    {
      g_autoptr(GObject) item = g_list_model_get_item (self->model, position);

      if (gtk_bitset_contains (self->selected, position))
        {
          gtk_bitset_remove (self->selected, position);
          if (item != NULL)
            g_hash_table_remove (self->items, item);
        }
      else if (item != NULL)
        {
          gtk_bitset_add (self->selected, position);
          g_hash_table_insert (self->items, g_object_ref (item), GUINT_TO_POINTER (position));
        }
    }

  emit_changes (self, changes);

  return TRUE;
}

static void
flow_gtk_selection_selection_model_init (GtkSelectionModelInterface *iface)
{
  iface->is_selected = flow_gtk_selection_is_selected;
  iface->get_selection_in_range = flow_gtk_selection_get_selection_in_range;
  iface->set_selection = flow_gtk_selection_set_selection;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (FlowGtkSelection, flow_gtk_selection, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      flow_gtk_selection_list_model_init)
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SELECTION_MODEL,
                                                      flow_gtk_selection_selection_model_init))

/* Positions move with the change; selected items in the removed range
 * that come back in the added range stay selected.
 */
static void
items_changed_cb (FlowGtkSelection *self,
                  guint             position,
                  guint             removed,
                  guint             added,
                  GListModel       *model)
{
  g_autoptr(GHashTable) pending = NULL;
  GHashTableIter iter;
  gpointer item, value;

  gtk_bitset_splice (self->selected, position, removed, added);

  g_hash_table_iter_init (&iter, self->items);
  while (g_hash_table_iter_next (&iter, &item, &value))
    {
      guint pos = GPOINTER_TO_UINT (value);

      if (pos < position)
        continue;

      if (pos >= position + removed)
        {
          g_hash_table_iter_replace (&iter, GUINT_TO_POINTER (pos - removed + added));
        }
      else if (added == 0)
        {
          g_hash_table_iter_remove (&iter);
        }
      else
        {
          if (pending == NULL)
            pending = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
          g_hash_table_add (pending, g_object_ref (item));
          g_hash_table_iter_remove (&iter);
        }
    }

  for (guint i = position; pending != NULL && i < position + added; i++)
    {
      g_autoptr(GObject) added_item = g_list_model_get_item (model, i);

      if (g_hash_table_remove (pending, added_item))
        {
          gtk_bitset_add (self->selected, i);
          g_hash_table_insert (self->items, g_object_ref (added_item), GUINT_TO_POINTER (i));
          if (g_hash_table_size (pending) == 0)
            break;
        }
    }

  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

static void
flow_gtk_selection_dispose (GObject *object)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_func (self->model, items_changed_cb, self);
  g_clear_object (&self->model);
  g_hash_table_remove_all (self->items);

  G_OBJECT_CLASS (flow_gtk_selection_parent_class)->dispose (object);
}

static void
flow_gtk_selection_finalize (GObject *object)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (object);

  g_clear_pointer (&self->selected, gtk_bitset_unref);
  g_clear_pointer (&self->items, g_hash_table_unref);

  G_OBJECT_CLASS (flow_gtk_selection_parent_class)->finalize (object);
}

static void
flow_gtk_selection_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_selection_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  FlowGtkSelection *self = FLOW_GTK_SELECTION (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      g_signal_connect_swapped (self->model, "items-changed",
                                G_CALLBACK (items_changed_cb), self);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_selection_class_init (FlowGtkSelectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_gtk_selection_dispose;
  object_class->finalize = flow_gtk_selection_finalize;
  object_class->get_property = flow_gtk_selection_get_property;
  object_class->set_property = flow_gtk_selection_set_property;

  /**
   * FlowGtkSelection:model:
   *
   * The list the selection is over: the graph's nodes. Set by the view.
   */
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_gtk_selection_init (FlowGtkSelection *self)
{
  self->selected = gtk_bitset_new_empty ();
  self->items = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
}

/* A selection over @model, nothing selected. */
FlowGtkSelection *
flow_gtk_selection_new (GListModel *model)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (model), NULL);

  return g_object_new (FLOW_GTK_TYPE_SELECTION, "model", model, NULL);
}

GListModel *
flow_gtk_selection_get_model (FlowGtkSelection *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_SELECTION (self), NULL);

  return self->model;
}

/* While ::selection-changed is emitted, the positions whose state changed
 * (borrowed, valid during the emission); NULL otherwise.
 */
GtkBitset *
flow_gtk_selection_get_changes (FlowGtkSelection *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_SELECTION (self), NULL);

  return self->changes;
}

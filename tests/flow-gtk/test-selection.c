/* test-selection.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-selection-private.h"

/* The view's selection model, without a display: GtkSelectionModel's
 * contract, the positions it reports as changed, and items that a change
 * of the model removes and adds again.
 */

typedef struct
{
  GListStore       *store;
  FlowGtkSelection *selection;
  /* What the last ::selection-changed reported, and its changes. */
  guint             position;
  guint             n_items;
  guint             n_signals;
  GString          *changes;
} Fixture;

static char *
bitset_to_string (GtkBitset *set)
{
  GString *string = g_string_new (NULL);
  GtkBitsetIter iter;
  guint pos;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, set, &pos);
       ok;
       ok = gtk_bitset_iter_next (&iter, &pos))
    g_string_append_printf (string, "%s%u", string->len > 0 ? " " : "", pos);

  return g_string_free (string, FALSE);
}

static char *
selection_to_string (Fixture *fixture)
{
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (fixture->selection));

  return bitset_to_string (set);
}

static void
selection_changed_cb (GtkSelectionModel *model,
                      guint              position,
                      guint              n_items,
                      Fixture           *fixture)
{
  g_autofree char *changes = NULL;
  GtkBitset *set = flow_gtk_selection_get_changes (FLOW_GTK_SELECTION (model));

  g_assert_nonnull (set);
  g_assert_cmpuint (gtk_bitset_get_minimum (set), ==, position);
  g_assert_cmpuint (gtk_bitset_get_maximum (set), ==, position + n_items - 1);

  changes = bitset_to_string (set);
  if (fixture->changes->len > 0)
    g_string_append (fixture->changes, "; ");
  g_string_append (fixture->changes, changes);
  fixture->position = position;
  fixture->n_items = n_items;
  fixture->n_signals++;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->store = g_list_store_new (G_TYPE_OBJECT);
  for (guint i = 0; i < 100; i++)
    {
      g_autoptr(GObject) item = g_object_new (G_TYPE_OBJECT, NULL);

      g_list_store_append (fixture->store, item);
    }

  fixture->selection = flow_gtk_selection_new (G_LIST_MODEL (fixture->store));
  fixture->changes = g_string_new (NULL);
  g_signal_connect (fixture->selection, "selection-changed",
                    G_CALLBACK (selection_changed_cb), fixture);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_assert_finalize_object (fixture->selection);
  g_clear_object (&fixture->store);
  g_string_free (fixture->changes, TRUE);
}

static void
take_changes (Fixture    *fixture,
              const char *expected)
{
  g_assert_cmpstr (fixture->changes->str, ==, expected);
  g_string_truncate (fixture->changes, 0);
}

static void
test_selection_model (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (fixture->selection);
  g_autofree char *text = NULL;

  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (model)) == G_TYPE_OBJECT);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 100);

  gtk_selection_model_select_item (model, 3, FALSE);
  take_changes (fixture, "3");
  gtk_selection_model_select_item (model, 90, FALSE);
  take_changes (fixture, "90");
  g_assert_true (gtk_selection_model_is_selected (model, 3));
  g_assert_true (gtk_selection_model_is_selected (model, 90));
  g_assert_false (gtk_selection_model_is_selected (model, 4));

  /* Only the node selected and the two unselected changed, although the
   * signal reports the range from 3 to 90.
   */
  gtk_selection_model_select_item (model, 50, TRUE);
  g_assert_cmpuint (fixture->position, ==, 3);
  g_assert_cmpuint (fixture->n_items, ==, 88);
  take_changes (fixture, "3 50 90");
  text = selection_to_string (fixture);
  g_assert_cmpstr (text, ==, "50");
  g_clear_pointer (&text, g_free);

  /* Selecting what is selected changes nothing, and says nothing. */
  gtk_selection_model_select_item (model, 50, FALSE);
  g_assert_cmpuint (fixture->n_signals, ==, 3);

  gtk_selection_model_unselect_item (model, 50);
  take_changes (fixture, "50");

  gtk_selection_model_select_range (model, 10, 5, FALSE);
  take_changes (fixture, "10 11 12 13 14");
  gtk_selection_model_unselect_range (model, 12, 10);
  take_changes (fixture, "12 13 14");
  gtk_selection_model_select_all (model);
  g_assert_cmpuint (fixture->n_items, ==, 100);
  g_string_truncate (fixture->changes, 0);
  gtk_selection_model_unselect_all (model);
  g_assert_cmpuint (fixture->n_items, ==, 100);
  g_string_truncate (fixture->changes, 0);
  g_assert_null (flow_gtk_selection_get_changes (fixture->selection));
}

static void
test_selection_mask (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (fixture->selection);
  g_autoptr(GtkBitset) selected = gtk_bitset_new_empty ();
  g_autoptr(GtkBitset) mask = gtk_bitset_new_range (0, 20);
  g_autofree char *text = NULL;

  gtk_selection_model_select_range (model, 0, 10, FALSE);
  gtk_selection_model_select_item (model, 50, FALSE);
  g_string_truncate (fixture->changes, 0);

  /* Within the mask, the selection becomes @selected; outside, nothing
   * changes.
   */
  gtk_bitset_add_range (selected, 5, 10);
  gtk_bitset_add (selected, 60);
  gtk_selection_model_set_selection (model, selected, mask);
  take_changes (fixture, "0 1 2 3 4 10 11 12 13 14");
  text = selection_to_string (fixture);
  g_assert_cmpstr (text, ==, "5 6 7 8 9 10 11 12 13 14 50");
}

static void
assert_item_at (Fixture *fixture,
                guint    position,
                GObject *expected)
{
  g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (fixture->store), position);

  g_assert_true (item == expected);
}

static void
test_selection_items_changed (Fixture       *fixture,
                              gconstpointer  data)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (fixture->selection);
  g_autoptr(GObject) item10 = g_list_model_get_item (G_LIST_MODEL (fixture->store), 10);
  g_autoptr(GObject) item20 = g_list_model_get_item (G_LIST_MODEL (fixture->store), 20);
  g_autoptr(GObject) item30 = g_list_model_get_item (G_LIST_MODEL (fixture->store), 30);
  g_autoptr(GObject) fresh = g_object_new (G_TYPE_OBJECT, NULL);
  GObject *replacement[20];
  g_autofree char *text = NULL;
  guint n_signals;

  gtk_selection_model_select_item (model, 10, FALSE);
  gtk_selection_model_select_item (model, 20, FALSE);
  gtk_selection_model_select_item (model, 30, FALSE);
  take_changes (fixture, "10; 20; 30");
  n_signals = fixture->n_signals;

  /* Removing an item before them moves them down. */
  g_list_store_remove (fixture->store, 0);
  text = selection_to_string (fixture);
  g_assert_cmpstr (text, ==, "9 19 29");
  g_clear_pointer (&text, g_free);

  /* One change that removes 15 to 34 and adds them again without the
   * item that was at 29 (and with a new one first): the two that stay
   * keep their selection, at their new positions; the one removed goes.
   */
  replacement[0] = g_object_ref (fresh);
  for (guint i = 15, k = 1; i < 35; i++)
    {
      GObject *item = g_list_model_get_item (G_LIST_MODEL (fixture->store), i);

      if (item != item30)
        replacement[k++] = item;
      else
        g_object_unref (item);
    }
  g_list_store_splice (fixture->store, 15, 20, (gpointer *) replacement, 20);
  for (guint i = 0; i < 20; i++)
    g_object_unref (replacement[i]);
  text = selection_to_string (fixture);
  g_assert_cmpstr (text, ==, "9 20");
  g_clear_pointer (&text, g_free);
  assert_item_at (fixture, 20, item20);

  /* Moving positions is not a change of selection. */
  g_assert_cmpuint (fixture->n_signals, ==, n_signals);

  gtk_selection_model_unselect_all (model);
  take_changes (fixture, "9 20");
  assert_item_at (fixture, 9, item10);
}

/* A handler that changes the selection while it is told of a change sees
 * its own changes, then those of the outer change again.
 */
static void
nested_cb (GtkSelectionModel *model,
           guint              position,
           guint              n_items,
           Fixture           *fixture)
{
  g_autofree char *before = bitset_to_string (flow_gtk_selection_get_changes (FLOW_GTK_SELECTION (model)));
  g_autofree char *after = NULL;

  if (gtk_selection_model_is_selected (model, 1))
    gtk_selection_model_select_item (model, 2, FALSE);

  after = bitset_to_string (flow_gtk_selection_get_changes (FLOW_GTK_SELECTION (model)));
  g_assert_cmpstr (before, ==, after);
}

static void
test_selection_nested (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkSelectionModel *model = GTK_SELECTION_MODEL (fixture->selection);

  g_signal_connect (model, "selection-changed", G_CALLBACK (nested_cb), fixture);
  gtk_selection_model_select_item (model, 1, FALSE);
  take_changes (fixture, "1; 2");
  g_assert_true (gtk_selection_model_is_selected (model, 2));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/flow-gtk/selection/model", Fixture, NULL,
              fixture_setup, test_selection_model, fixture_teardown);
  g_test_add ("/flow-gtk/selection/mask", Fixture, NULL,
              fixture_setup, test_selection_mask, fixture_teardown);
  g_test_add ("/flow-gtk/selection/items-changed", Fixture, NULL,
              fixture_setup, test_selection_items_changed, fixture_teardown);
  g_test_add ("/flow-gtk/selection/nested", Fixture, NULL,
              fixture_setup, test_selection_nested, fixture_teardown);

  return g_test_run ();
}

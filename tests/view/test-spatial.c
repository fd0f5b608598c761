/* test-spatial.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-spatial-private.h"

#include <math.h>

typedef struct
{
  FlowGtkSpatialItem item;
  guint              id;
  guint              hits;
} Item;

static gboolean
collect_cb (FlowGtkSpatialItem *item,
            gpointer            user_data)
{
  GPtrArray *found = user_data;

  ((Item *)item)->hits++;
  g_ptr_array_add (found, item);

  return TRUE;
}

static guint
query (FlowGtkSpatial *index,
       double          x,
       double          y,
       double          w,
       double          h,
       GPtrArray      *found)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT (x, y, w, h);

  g_ptr_array_set_size (found, 0);
  return flow_gtk_spatial_query (index, &rect, collect_cb, found);
}

static void
test_spatial_basic (void)
{
  g_autoptr(FlowGtkSpatial) index = flow_gtk_spatial_new (100, 64);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  Item a = { .item.bounds = GRAPHENE_RECT_INIT (10, 10, 50, 50), .id = 1 };
  Item b = { .item.bounds = GRAPHENE_RECT_INIT (90, 90, 30, 30), .id = 2 };   /* spans 4 cells */
  Item c = { .item.bounds = GRAPHENE_RECT_INIT (-500, -500, 10, 10), .id = 3 };

  flow_gtk_spatial_insert (index, &a.item);
  flow_gtk_spatial_insert (index, &b.item);
  flow_gtk_spatial_insert (index, &c.item);
  g_assert_cmpuint (flow_gtk_spatial_get_n_items (index), ==, 3);

  query (index, 0, 0, 100, 100, found);
  g_assert_cmpuint (found->len, ==, 2);

  /* An item in several cells is reported once. */
  b.hits = 0;
  query (index, 0, 0, 300, 300, found);
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_cmpuint (b.hits, ==, 1);

  /* A point query. */
  query (index, 20, 20, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_true (found->pdata[0] == &a);

  query (index, -495, -495, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_true (found->pdata[0] == &c);

  /* Moving within the same cells and across cells. */
  flow_gtk_spatial_update (index, &a.item, &GRAPHENE_RECT_INIT (15, 15, 50, 50));
  query (index, 62, 62, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  flow_gtk_spatial_update (index, &a.item, &GRAPHENE_RECT_INIT (1000, 1000, 50, 50));
  query (index, 20, 20, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 0);
  query (index, 1010, 1010, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);

  flow_gtk_spatial_remove (index, &b.item);
  query (index, 100, 100, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_cmpuint (flow_gtk_spatial_get_n_items (index), ==, 2);
}

static void
test_spatial_levels (void)
{
  g_autoptr(FlowGtkSpatial) index = flow_gtk_spatial_new (10, 16);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  Item big = { .item.bounds = GRAPHENE_RECT_INIT (0, 0, 10000, 10000) };
  Item huge = { .item.bounds = GRAPHENE_RECT_INIT (-1e15, -1e15, 2e15, 2e15) };
  guint visited;

  g_test_summary ("An item too large for the cells goes on a coarser level "
                  "of the grid, where queries far from it do not see it.");

  /* Far more than 16 cells of 10: on a level of coarser cells. */
  flow_gtk_spatial_insert (index, &big.item);
  g_assert_cmpuint (big.item.level, >, 0);
  query (index, 5000, 5000, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  visited = query (index, 20000, 20000, 1, 1, found);
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_cmpuint (visited, ==, 0);

  flow_gtk_spatial_update (index, &big.item, &GRAPHENE_RECT_INIT (0, 0, 5, 5));
  g_assert_cmpuint (big.item.level, ==, 0);
  query (index, 2, 2, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);

  /* Beyond any level: still found, and removed. */
  flow_gtk_spatial_insert (index, &huge.item);
  query (index, 5e14, -5e14, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_true (found->pdata[0] == &huge);
  flow_gtk_spatial_remove (index, &huge.item);
  query (index, 5e14, -5e14, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_cmpuint (flow_gtk_spatial_get_n_items (index), ==, 1);
}

static void
test_spatial_piled_up (void)
{
  const guint n = 100000;
  g_autoptr(FlowGtkSpatial) index = flow_gtk_spatial_new (512, 256);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autofree Item *items = g_new0 (Item, n);
  guint64 work;

  g_test_summary ("Items created at one point and then spread out, as an "
                  "application that adds nodes and places them afterwards "
                  "does, cost the same per move however crowded the cell "
                  "they leave.");

  for (guint i = 0; i < n; i++)
    {
      items[i].item.bounds = GRAPHENE_RECT_INIT (0, 0, 180, 100);
      flow_gtk_spatial_insert (index, &items[i].item);
    }

  work = flow_gtk_spatial_get_work (index);
  for (guint i = 0; i < n; i++)
    flow_gtk_spatial_update (index, &items[i].item,
                             &GRAPHENE_RECT_INIT ((i % 316) * 250.0 + 1000, (i / 316) * 150.0, 180, 100));

  /* At most four cells left and four entered per move, a few slots each. */
  g_assert_cmpuint (flow_gtk_spatial_get_work (index) - work, <=, (guint64) n * 8 * 3);

  query (index, 0, 0, 1, 1, found);
  g_assert_cmpuint (found->len, ==, 0);
  query (index, 1000 + 315 * 250.0 + 10, 150 + 10, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_true (found->pdata[0] == &items[316 + 315]);

  /* Removing them from a crowded cell, in any order, costs the same. */
  for (guint i = 0; i < n; i++)
    flow_gtk_spatial_update (index, &items[i].item, &GRAPHENE_RECT_INIT (0, 0, 180, 100));
  work = flow_gtk_spatial_get_work (index);
  for (guint i = 0; i < n; i += 2)
    flow_gtk_spatial_remove (index, &items[i].item);
  g_assert_cmpuint (flow_gtk_spatial_get_work (index) - work, <=, (guint64) n / 2 * 3);
  query (index, 0, 0, 1, 1, found);
  g_assert_cmpuint (found->len, ==, n / 2);
  for (guint i = 1; i < n; i += 2)
    flow_gtk_spatial_remove (index, &items[i].item);
  g_assert_cmpuint (flow_gtk_spatial_get_n_items (index), ==, 0);
}

static gboolean
overlaps (const graphene_rect_t *a,
          const graphene_rect_t *b)
{
  return !(a->origin.x > b->origin.x + b->size.width ||
           a->origin.y > b->origin.y + b->size.height ||
           a->origin.x + a->size.width < b->origin.x ||
           a->origin.y + a->size.height < b->origin.y);
}

static void
test_spatial_random (void)
{
  const guint n = 2000;
  g_autoptr(FlowGtkSpatial) index = flow_gtk_spatial_new (64, 16);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autofree Item *items = g_new0 (Item, n);
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);

  g_test_summary ("Random inserts, moves, resizes and removals of items of "
                  "every size: queries find exactly what a scan finds.");

  for (guint step = 0; step < 20000; step++)
    {
      Item *item = &items[g_rand_int_range (rand, 0, n)];
      double size = pow (10, g_rand_double_range (rand, 0, 5));
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (g_rand_double_range (rand, -1e4, 1e4),
                                                   g_rand_double_range (rand, -1e4, 1e4),
                                                   size * g_rand_double (rand),
                                                   size * g_rand_double (rand));

      if (!item->item.indexed)
        {
          item->item.bounds = bounds;
          flow_gtk_spatial_insert (index, &item->item);
        }
      else if (g_rand_int_range (rand, 0, 4) == 0)
        flow_gtk_spatial_remove (index, &item->item);
      else
        flow_gtk_spatial_update (index, &item->item, &bounds);

      if (step % 500 == 0)
        {
          graphene_rect_t rect = GRAPHENE_RECT_INIT (g_rand_double_range (rand, -1e4, 1e4),
                                                     g_rand_double_range (rand, -1e4, 1e4),
                                                     g_rand_double_range (rand, 0, 3e3),
                                                     g_rand_double_range (rand, 0, 3e3));
          guint expected = 0;

          for (guint i = 0; i < n; i++)
            items[i].hits = 0;
          query (index, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, found);
          for (guint i = 0; i < n; i++)
            {
              if (items[i].item.indexed && overlaps (&items[i].item.bounds, &rect))
                {
                  expected++;
                  g_assert_cmpuint (items[i].hits, ==, 1);
                }
              else
                g_assert_cmpuint (items[i].hits, ==, 0);
            }
          g_assert_cmpuint (found->len, ==, expected);
        }
    }

  for (guint i = 0; i < n; i++)
    if (items[i].item.indexed)
      flow_gtk_spatial_remove (index, &items[i].item);
  g_assert_cmpuint (flow_gtk_spatial_get_n_items (index), ==, 0);
}

static void
test_spatial_bounded (void)
{
  g_autoptr(FlowGtkSpatial) index = flow_gtk_spatial_new (512, 256);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autofree Item *items = g_new0 (Item, 100000);
  guint visited;

  g_test_summary ("A small query in a large index visits only the items near it.");

  for (guint i = 0; i < 100000; i++)
    {
      items[i].item.bounds = GRAPHENE_RECT_INIT ((i % 316) * 250.0, (i / 316) * 150.0, 180, 100);
      flow_gtk_spatial_insert (index, &items[i].item);
    }

  visited = query (index, 10000, 10000, 1, 1, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpuint (visited, <, 100);

  visited = query (index, -1e6, -1e6, 3e6, 3e6, found);
  g_assert_cmpuint (found->len, ==, 100000);
  g_assert_cmpuint (visited, ==, 100000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flow-gtk/spatial/basic", test_spatial_basic);
  g_test_add_func ("/flow-gtk/spatial/levels", test_spatial_levels);
  g_test_add_func ("/flow-gtk/spatial/piled-up", test_spatial_piled_up);
  g_test_add_func ("/flow-gtk/spatial/random", test_spatial_random);
  g_test_add_func ("/flow-gtk/spatial/bounded", test_spatial_bounded);

  return g_test_run ();
}

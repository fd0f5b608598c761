/* test-spatial.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-spatial-private.h"

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
test_spatial_overflow (void)
{
  g_autoptr(FlowGtkSpatial) index = flow_gtk_spatial_new (10, 16);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  Item big = { .item.bounds = GRAPHENE_RECT_INIT (0, 0, 10000, 10000) };

  /* Far more than 16 cells: kept aside, still found anywhere. */
  flow_gtk_spatial_insert (index, &big.item);
  g_assert_true (big.item.overflow);
  query (index, 5000, 5000, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
  query (index, 20000, 20000, 1, 1, found);
  g_assert_cmpuint (found->len, ==, 0);

  flow_gtk_spatial_update (index, &big.item, &GRAPHENE_RECT_INIT (0, 0, 5, 5));
  g_assert_false (big.item.overflow);
  query (index, 2, 2, 0, 0, found);
  g_assert_cmpuint (found->len, ==, 1);
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
  g_test_add_func ("/flow-gtk/spatial/overflow", test_spatial_overflow);
  g_test_add_func ("/flow-gtk/spatial/bounded", test_spatial_bounded);

  return g_test_run ();
}

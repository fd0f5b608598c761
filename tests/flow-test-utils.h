/* flow-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

/* The "changes string" of a GListModel (GTK's list model tests): every
 * items-changed is recorded as "position-removed+added" ("0+1", "3-1",
 * "2-1+1"), comma-separated, and checked and cleared at once.
 */
void   flow_test_record_changes      (gpointer     model);
char  *flow_test_take_changes        (gpointer     model);

#define flow_test_assert_changes(model, expected) \
  G_STMT_START { \
    g_autofree char *_changes = flow_test_take_changes (model); \
    g_assert_cmpstr (_changes, ==, (expected)); \
  } G_STMT_END

/* Counts notify emissions of one property of @object. */
guint *flow_test_count_notify        (gpointer     object,
                                      const char  *property);

/* A node with the given sinks and sources, each "name:type" with type one of
 * int, uint, int64, double, float, bool, string, any, or a GType name.
 */
FlowNode *flow_test_node_new         (const char  *title,
                                      const char  *sinks,
                                      const char  *sources) G_GNUC_WARN_UNUSED_RESULT;

void      flow_test_set_int          (FlowDock    *dock,
                                      int          value);
void      flow_test_set_double       (FlowDock    *dock,
                                      double       value);

G_END_DECLS

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
 * "2-1+1"), comma-separated, and checked and cleared at once. Recording
 * a model that is already recorded changes nothing.
 */
void   flow_test_record_changes      (gpointer     model);
char  *flow_test_take_changes        (gpointer     model);

#define flow_test_assert_changes(model, expected) \
  G_STMT_START { \
    g_autofree char *_changes = flow_test_take_changes (model); \
    g_assert_cmpstr (_changes, ==, (expected)); \
  } G_STMT_END

/* A mirror of a GListModel: a copy of its items kept up to date only by
 * applying each items-changed to it, as a view would. Comparing it with
 * the model checks that the changes a model emitted (coalesced ones in
 * particular) describe exactly how it changed.
 */
void   flow_test_mirror              (gpointer     model);
guint  flow_test_take_mirror_changes (gpointer     model);
void   flow_test_assert_mirror       (gpointer     model);

/* Checks that an error message is a full sentence: it starts with a
 * capital letter and ends with a period.
 */
void   flow_test_assert_sentence     (const char  *message);

#define flow_test_assert_error(error, code) \
  G_STMT_START { \
    g_assert_error ((error), FLOW_ERROR, (code)); \
    flow_test_assert_sentence ((error)->message); \
  } G_STMT_END

/* Runs @statement expecting exactly one critical in the Flow log domain
 * whose message matches @pattern.
 */
#define flow_test_expect_critical(pattern, statement) \
  G_STMT_START { \
    g_test_expect_message ("Flow", G_LOG_LEVEL_CRITICAL, (pattern)); \
    statement; \
    g_test_assert_expected_messages (); \
  } G_STMT_END

/* A failed g_return_if_fail () precondition. */
#define FLOW_TEST_PRECONDITION "*assertion*failed*"

/* Counts notify emissions of one property of @object. The counter lives
 * as long as @object; asking twice for the same property returns the same
 * counter.
 */
guint *flow_test_count_notify        (gpointer     object,
                                      const char  *property);

/* A node with the given sinks and sources, each "name:type" with type one of
 * int, uint, int64, double, float, bool, string, any, or a GType name.
 */
FlowNode *flow_test_node_new         (const char  *title,
                                      const char  *sinks,
                                      const char  *sources) G_GNUC_WARN_UNUSED_RESULT;

/* A node of flow_test_node_new (), placed at (@x, @y) and added to
 * @graph, which holds it.
 */
FlowNode *flow_test_add_node         (FlowGraph   *graph,
                                      const char  *title,
                                      const char  *sinks,
                                      const char  *sources,
                                      double       x,
                                      double       y);

/* The value of @dock, which must not be null, as a double or an int. */
double    flow_test_get_double       (FlowDock    *dock);
int       flow_test_get_int          (FlowDock    *dock);

/* Connects @source to @sink, asserting success. */
FlowConnection *flow_test_connect    (FlowGraph   *graph,
                                      FlowSource  *source,
                                      FlowSink    *sink);

/* The sink or source called @name of @node, asserting it exists. */
FlowSink   *flow_test_sink           (FlowNode    *node,
                                      const char  *name);
FlowSource *flow_test_source         (FlowNode    *node,
                                      const char  *name);

/* Text for everything of @document that an edit can change: its nodes,
 * docks, default values and connections, the graphs of its group nodes,
 * and its groups; two states of a document compare exactly by it.
 */
char  *flow_test_describe_document   (FlowGraph   *document);

G_END_DECLS

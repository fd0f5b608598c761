/* engine-test-node.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

G_BEGIN_DECLS

/* A node for evaluation tests: number sinks "a" and "b" (b defaults to 0),
 * a number source "out" = min (a + b + offset, max) (null while a is
 * null), and two parameters, "offset" and "max". It logs every value it computes, and can run a hook
 * (application code under test) each time it computes.
 *
 * The "legacy" kind computes in sink_changed instead of compute, as nodes
 * written before the engine did; the "async" kind computes in a job run in
 * a worker thread, taking "delay-ms" there.
 */

typedef enum
{
  ENGINE_TEST_COMPUTE,
  ENGINE_TEST_LEGACY,
  ENGINE_TEST_ASYNC,
} EngineTestKind;

#define ENGINE_TEST_TYPE_NODE (engine_test_node_get_type ())
G_DECLARE_FINAL_TYPE (EngineTestNode, engine_test_node, ENGINE_TEST, NODE, FlowNode)

typedef void (*EngineTestHook) (EngineTestNode *node,
                                gpointer        user_data);

EngineTestNode *engine_test_node_new        (const char     *title,
                                             EngineTestKind  kind);
void            engine_test_node_set_hook   (EngineTestNode *self,
                                             EngineTestHook  hook,
                                             gpointer        user_data);
void            engine_test_node_set_delay  (EngineTestNode *self,
                                             guint           delay_ms);
guint           engine_test_node_get_n_computes (EngineTestNode *self);
/* The values it computed, as text ("11,23" or "null"), since the last
 * call.
 */
char           *engine_test_node_take_log   (EngineTestNode *self);
/* The sinks that had changed in its last computation ("a,b"). */
const char     *engine_test_node_get_changed (EngineTestNode *self);
/* How many of its jobs ran their work to the end, and how many were
 * cancelled before or during their work.
 */
guint           engine_test_node_get_n_jobs_done      (EngineTestNode *self);
guint           engine_test_node_get_n_jobs_cancelled (EngineTestNode *self);

FlowSink       *engine_test_node_a   (EngineTestNode *self);
FlowSink       *engine_test_node_b   (EngineTestNode *self);
FlowSource     *engine_test_node_out (EngineTestNode *self);

/* Spins the default main context until @condition holds, or fails after
 * @timeout_ms.
 */
#define engine_test_wait_until(condition, timeout_ms) \
  G_STMT_START { \
    gint64 _deadline = g_get_monotonic_time () + (timeout_ms) * 1000; \
    while (!(condition)) \
      { \
        if (g_get_monotonic_time () > _deadline) \
          g_error ("Timed out waiting for " #condition); \
        g_main_context_iteration (NULL, FALSE); \
        g_usleep (200); \
      } \
  } G_STMT_END

G_END_DECLS

/* persistence-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-test-utils.h"

G_BEGIN_DECLS

/* An enumeration, flags and a boxed type with a registered serializer, for
 * values of every kind.
 */
typedef enum
{
  TEST_COLOR_RED,
  TEST_COLOR_GREEN,
  TEST_COLOR_BLUE,
} TestColor;

typedef enum
{
  TEST_STYLE_BOLD      = 1 << 0,
  TEST_STYLE_ITALIC    = 1 << 1,
  TEST_STYLE_UNDERLINE = 1 << 2,
} TestStyle;

typedef struct
{
  int x;
  int y;
} TestPoint;

#define TEST_TYPE_COLOR (test_color_get_type ())
#define TEST_TYPE_STYLE (test_style_get_type ())
#define TEST_TYPE_POINT (test_point_get_type ())
/* A boxed type nobody registers a serializer for. */
#define TEST_TYPE_OPAQUE (test_opaque_get_type ())

GType test_color_get_type  (void) G_GNUC_CONST;
GType test_style_get_type  (void) G_GNUC_CONST;
GType test_point_get_type  (void) G_GNUC_CONST;
GType test_opaque_get_type (void) G_GNUC_CONST;

/* Registers the serializer of TestPoint, once. */
void  test_register_value_types (void);

/* "test.adder": sinks a and b, source sum = a + b (or a - b), computed in
 * sink_changed; its operation and scale are kept in the file's data.
 */
#define TEST_TYPE_ADDER_NODE (test_adder_node_get_type ())
G_DECLARE_FINAL_TYPE (TestAdderNode, test_adder_node, TEST, ADDER_NODE, FlowNode)

FlowNode   *test_adder_node_new           (void);
const char *test_adder_node_get_operation (TestAdderNode *self);
void        test_adder_node_set_operation (TestAdderNode *self,
                                           const char    *operation);

/* "test.merge": as many "any" inputs as its data says, created by load. */
#define TEST_TYPE_MERGE_NODE (test_merge_node_get_type ())
G_DECLARE_FINAL_TYPE (TestMergeNode, test_merge_node, TEST, MERGE_NODE, FlowNode)

FlowNode   *test_merge_node_new           (guint          n_inputs);

/* A serializer that knows test.adder, test.merge and test.constant (a
 * factory-made plain node with one double source).
 */
FlowSerializer *test_serializer_new       (void);

/* Saves @graph as a string, asserting nothing. */
char       *test_save                     (FlowSerializer *serializer,
                                           FlowGraph      *graph);

/* Loads @data into a new graph, asserting success. */
FlowGraph  *test_load                     (FlowSerializer *serializer,
                                           const char     *data);

/* Saves @graph, loads the result into a new graph, saves that, and checks
 * that both saves are the same bytes. Returns the data.
 */
char       *test_assert_round_trip        (FlowSerializer *serializer,
                                           FlowGraph      *graph);

/* Describes what a save does not show: each dock's value (sinks too, but
 * for those with several connections) and the order of its connections.
 */
char       *test_fingerprint              (FlowGraph      *graph);

/* A graph that uses every kind of value the format stores, nulls, a
 * multi-connection sink, custom node types and an "any" dock.
 */
FlowGraph  *test_rich_graph_new           (FlowSerializer *serializer);

/* A new empty folder in the temporary folder, and how many files a
 * folder holds.
 */
char       *test_temporary_directory      (void);
guint       test_count_files              (const char     *path);

/* Waiting for an asynchronous call: pass test_wait_done_cb and a
 * TestWait as its callback and data, then test_wait_for ().
 */
typedef struct
{
  GAsyncResult *result;
  gboolean      timed_out;
} TestWait;

void        test_wait_done_cb             (GObject        *object,
                                           GAsyncResult   *result,
                                           gpointer        user_data);
/* Runs the main context until the call is done or @seconds passed. */
void        test_wait_for                 (TestWait       *wait,
                                           guint           seconds);

/* The path of a file of the corpus in tests/data/graphs. */
char       *test_data_path                (const char     *name);

G_END_DECLS

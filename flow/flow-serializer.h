/* flow-serializer.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <gio/gio.h>

#include "flow-types.h"

G_BEGIN_DECLS

/**
 * FLOW_FILE_FORMAT:
 *
 * The version of the file format that [class@Serializer] writes, and the
 * newest it reads. See the file format page of the documentation.
 *
 * A graph without groups is written in format 1, which every version of
 * Flow reads; format 2 adds the definitions of groups.
 */
#define FLOW_FILE_FORMAT 2

/**
 * FlowNodeFactoryFunc:
 * @type_name: the registered type name of the node to create
 * @user_data: the data passed to [method@Serializer.register_factory]
 *
 * Creates a node of the type registered as @type_name, with the docks
 * that type of node has.
 *
 * Returns: (transfer full) (nullable): the new node, or `NULL` if it
 *   cannot be created
 */
typedef FlowNode *(*FlowNodeFactoryFunc) (const char *type_name,
                                          gpointer    user_data);

/**
 * FlowNodeDescribeFunc:
 * @type_name: a registered node type name
 * @user_data: the data passed to [method@Serializer.set_describe_func]
 *
 * Describes a node type without making a node that works: returns a node
 * with the title and the docks (names, labels, value types) that a node
 * of @type_name has when [method@Serializer.create_node] makes it, for
 * lists of node types to read. Applications whose nodes are costly to
 * make (a node that opens a device or loads a plugin) give one to their
 * serializer.
 *
 * Returns: (transfer full) (nullable): a node describing @type_name, or
 *   `NULL` to have the serializer make a node of the type instead
 *
 * Since: 0.2
 */
typedef FlowNode *(*FlowNodeDescribeFunc) (const char *type_name,
                                           gpointer    user_data);

/**
 * FlowProgressFunc:
 * @fraction: how much of the work is done, from 0 to 1
 * @user_data: the data passed with the function
 *
 * Reports the progress of a long operation. The fraction only grows, but
 * not in proportion to the time spent.
 */
typedef void (*FlowProgressFunc) (double   fraction,
                                  gpointer user_data);

/**
 * FLOW_SERIALIZER_DEFAULT_MAX_LOAD_SIZE:
 *
 * The default of [property@Serializer:max-load-size]: 1 GiB.
 *
 * Since: 0.2
 */
#define FLOW_SERIALIZER_DEFAULT_MAX_LOAD_SIZE (G_GUINT64_CONSTANT (1) << 30)

#define FLOW_TYPE_SERIALIZER (flow_serializer_get_type ())

FLOW_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (FlowSerializer, flow_serializer, FLOW, SERIALIZER, GObject)

FLOW_AVAILABLE_IN_ALL
FlowSerializer  *flow_serializer_new                     (void) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_get_pretty              (FlowSerializer       *self);
FLOW_AVAILABLE_IN_ALL
void             flow_serializer_set_pretty              (FlowSerializer       *self,
                                                          gboolean              pretty);
FLOW_AVAILABLE_IN_0_2
guint64          flow_serializer_get_max_load_size       (FlowSerializer       *self);
FLOW_AVAILABLE_IN_0_2
void             flow_serializer_set_max_load_size       (FlowSerializer       *self,
                                                          guint64               max_load_size);

FLOW_AVAILABLE_IN_ALL
void             flow_serializer_register_type           (FlowSerializer       *self,
                                                          const char           *type_name,
                                                          GType                 node_type);
FLOW_AVAILABLE_IN_ALL
void             flow_serializer_register_factory        (FlowSerializer       *self,
                                                          const char           *type_name,
                                                          FlowNodeFactoryFunc   factory,
                                                          gpointer              user_data,
                                                          GDestroyNotify        user_destroy);
FLOW_AVAILABLE_IN_ALL
char           **flow_serializer_list_types              (FlowSerializer       *self) G_GNUC_WARN_UNUSED_RESULT;
FLOW_AVAILABLE_IN_ALL
FlowNode        *flow_serializer_create_node             (FlowSerializer       *self,
                                                          const char           *type_name) G_GNUC_WARN_UNUSED_RESULT;
FLOW_AVAILABLE_IN_0_2
void             flow_serializer_set_describe_func       (FlowSerializer       *self,
                                                          FlowNodeDescribeFunc  describe,
                                                          gpointer              user_data,
                                                          GDestroyNotify        user_destroy);
FLOW_AVAILABLE_IN_0_2
FlowNode        *flow_serializer_describe_type           (FlowSerializer       *self,
                                                          const char           *type_name) G_GNUC_WARN_UNUSED_RESULT;
FLOW_AVAILABLE_IN_ALL
const char      *flow_serializer_get_node_type_name      (FlowSerializer       *self,
                                                          FlowNode             *node);

FLOW_AVAILABLE_IN_ALL
char            *flow_serializer_save_to_data            (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          gsize                *length) G_GNUC_WARN_UNUSED_RESULT;
FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_save_to_stream          (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GOutputStream        *stream,
                                                          GCancellable         *cancellable,
                                                          GError              **error);
FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_save_to_file            (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GFile                *file,
                                                          GCancellable         *cancellable,
                                                          GError              **error);
FLOW_AVAILABLE_IN_ALL
void             flow_serializer_save_to_file_async      (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GFile                *file,
                                                          int                   io_priority,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_save_to_file_finish     (FlowSerializer       *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);
FLOW_AVAILABLE_IN_0_2
void             flow_serializer_save_to_bytes_async     (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
FLOW_AVAILABLE_IN_0_2
GBytes          *flow_serializer_save_to_bytes_finish    (FlowSerializer       *self,
                                                          GAsyncResult         *result,
                                                          GError              **error) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_load_from_data          (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          const char           *data,
                                                          gssize                length,
                                                          GError              **error);
FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_load_from_stream        (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GInputStream         *stream,
                                                          GCancellable         *cancellable,
                                                          GError              **error);
FLOW_AVAILABLE_IN_ALL
gboolean         flow_serializer_load_from_file          (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GFile                *file,
                                                          GCancellable         *cancellable,
                                                          GError              **error);
FLOW_AVAILABLE_IN_ALL
void             flow_serializer_load_from_stream_async  (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GInputStream         *stream,
                                                          int                   io_priority,
                                                          GCancellable         *cancellable,
                                                          FlowProgressFunc      progress_callback,
                                                          gpointer              progress_data,
                                                          GDestroyNotify        progress_destroy,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
FLOW_AVAILABLE_IN_0_2
gboolean         flow_serializer_load_from_stream_finish (FlowSerializer       *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);
FLOW_AVAILABLE_IN_ALL
void             flow_serializer_load_from_file_async    (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          GFile                *file,
                                                          int                   io_priority,
                                                          GCancellable         *cancellable,
                                                          FlowProgressFunc      progress_callback,
                                                          gpointer              progress_data,
                                                          GDestroyNotify        progress_destroy,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
FLOW_AVAILABLE_IN_0_2
gboolean         flow_serializer_load_from_file_finish   (FlowSerializer       *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);
FLOW_DEPRECATED_IN_0_2
gboolean         flow_serializer_load_finish             (FlowSerializer       *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);

FLOW_AVAILABLE_IN_ALL
char            *flow_serializer_save_nodes_to_data      (FlowSerializer       *self,
                                                          FlowNode * const     *nodes,
                                                          guint                 n_nodes,
                                                          gsize                *length) G_GNUC_WARN_UNUSED_RESULT;
FLOW_AVAILABLE_IN_ALL
GListModel      *flow_serializer_paste                   (FlowSerializer       *self,
                                                          FlowGraph            *graph,
                                                          const char           *data,
                                                          gssize                length,
                                                          double                dx,
                                                          double                dy,
                                                          GError              **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS

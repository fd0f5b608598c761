/* flow-serializer-reader-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The loader's state and the calls between its two units: the reader of
 * nodes and connections (flow-serializer-reader.c) and the reader of
 * groups (flow-serializer-reader-groups.c).
 */

#pragma once

#include "flow-serializer-private.h"

G_BEGIN_DECLS

struct _FlowLoader
{
  FlowSerializer *serializer;
  FlowGraph      *target;
  FlowGraph      *staging;

  /* The text, borrowed, and where its parts are. */
  const char     *data;
  gsize           length;
  FlowScanIndex   index;
  /* One parser for every part. */
  JsonParser     *parser;

  JsonNode       *extra;
  /* The "groups" list, parsed whole, and the groups built from it by
   * name, in the order of the file: each may use only those before it.
   */
  JsonNode       *groups_root;
  GHashTable     *groups;
  GHashTable     *group_sizes;
  gboolean        groups_built;
  /* How many nodes the file has made so far, counting the copies of the
   * groups' graphs in their group nodes, and how deep the group being
   * read nests.
   */
  guint64         n_made;
  guint           depth;

  /* The graph being read into: the staging graph, or the graph of the
   * group being read, whose path is then the prefix of every path.
   */
  FlowGraph      *graph;
  char           *prefix;

  guint           n_nodes;
  guint           n_connections;
  guint           next_node;
  guint           next_connection;

  /* Type name -> GType, so that a file naming the same types a hundred
   * thousand times looks each up once.
   */
  GHashTable     *types;

  guint           paste : 1;
};

/* flow-serializer-reader.c */
gboolean    _flow_loader_invalid                (GError    **error,
                                                 const char *path,
                                                 const char *format,
                                                 ...) G_GNUC_PRINTF (3, 4);
gboolean    _flow_loader_invalid_from           (GError    **error,
                                                 const char *path,
                                                 GError     *cause);
char       *_flow_loader_node_path              (FlowLoader *self,
                                                 guint       node,
                                                 const char *member) G_GNUC_WARN_UNUSED_RESULT;
const char *_flow_json_get_string               (JsonNode   *node);
gboolean    _flow_loader_read_node_object       (FlowLoader *self,
                                                 guint       node_index,
                                                 JsonNode   *element,
                                                 GError    **error);
gboolean    _flow_loader_read_connection_object (FlowLoader *self,
                                                 guint       index,
                                                 JsonNode   *element,
                                                 GError    **error);

/* flow-serializer-reader-groups.c */
FlowNode   *_flow_loader_new_node               (FlowLoader *self,
                                                 guint       node_index,
                                                 const char *type_name,
                                                 JsonNode   *group_member,
                                                 GError    **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean    _flow_loader_read_groups            (FlowLoader *self,
                                                 GError    **error);

G_END_DECLS

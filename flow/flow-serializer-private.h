/* flow-serializer-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "flow-serializer.h"

G_BEGIN_DECLS

/* What a file said about a dock that this process cannot interpret: a
 * value type it does not know, or a value of a type it cannot read. It is
 * written back unchanged for as long as the dock holds no other value.
 */
typedef struct
{
  /* The dock's type as the file named it, when unknown here; or NULL. */
  char     *type_name;
  /* The "value" or "default-value" member and its "-type" companion. */
  JsonNode *value;
  char     *value_type;
  /* The file had no value for the dock: one of a type that cannot be
   * saved. It is left out again.
   */
  gboolean  value_absent;
} FlowRawDock;

FlowRawDock *_flow_raw_dock_get                (FlowDock       *dock);
FlowRawDock *_flow_raw_dock_ensure             (FlowDock       *dock);
JsonNode    *_flow_raw_node_data_get           (FlowNode       *node);
void         _flow_raw_node_data_set           (FlowNode       *node,
                                                JsonNode       *data);
void         _flow_node_set_type_name          (FlowNode       *node,
                                                const char     *type_name);

FlowNode    *_flow_serializer_instantiate      (FlowSerializer *self,
                                                const char     *type_name,
                                                GError        **error);

/* Writing */
JsonNode    *_flow_serializer_write_graph      (FlowSerializer  *self,
                                                FlowGraph       *graph);
char        *_flow_serializer_write_graph_text (FlowSerializer  *self,
                                                FlowGraph       *graph,
                                                gsize           *length);
JsonNode    *_flow_serializer_write_nodes      (FlowSerializer  *self,
                                                FlowNode * const *nodes,
                                                guint            n_nodes);
char        *_flow_serializer_generate         (FlowSerializer  *self,
                                                JsonNode        *root,
                                                gsize           *length);
char        *_flow_json_generate               (JsonNode        *root,
                                                gboolean         pretty,
                                                gsize           *length);

/* Reading */
typedef struct _FlowLoader FlowLoader;

gboolean     _flow_loader_parse                (const char     *data,
                                                gsize           length,
                                                JsonNode      **root,
                                                GError        **error);
FlowLoader  *_flow_loader_new                  (FlowSerializer *serializer,
                                                FlowGraph      *target,
                                                JsonNode       *root,
                                                gboolean        paste);
gboolean     _flow_loader_prepare              (FlowLoader     *self,
                                                GError        **error);
gboolean     _flow_loader_step                 (FlowLoader     *self,
                                                guint           budget,
                                                gboolean       *done,
                                                GError        **error);
double       _flow_loader_get_fraction         (FlowLoader     *self);
gboolean     _flow_loader_commit               (FlowLoader     *self,
                                                GError        **error);
GListModel  *_flow_loader_commit_paste         (FlowLoader     *self,
                                                double          dx,
                                                double          dy);
JsonNode    *_flow_loader_steal_root           (FlowLoader     *self);
void         _flow_loader_free                 (FlowLoader     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowLoader, _flow_loader_free)

G_END_DECLS

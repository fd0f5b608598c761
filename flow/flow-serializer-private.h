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
const char  *_flow_node_get_type_name          (FlowNode       *node);

FlowNode    *_flow_serializer_instantiate      (FlowSerializer *self,
                                                const char     *type_name,
                                                GError        **error);

/* Writing */
JsonNode    *_flow_serializer_write_group      (FlowSerializer  *self,
                                               FlowGroup       *group) G_GNUC_WARN_UNUSED_RESULT;
JsonNode    *_flow_serializer_write_graph      (FlowSerializer  *self,
                                                FlowGraph       *graph);

/* The graph read in the calling thread, made into the whole tree in any
 * thread by _flow_written_graph_finish () (which frees it).
 */
typedef struct _FlowWrittenGraph FlowWrittenGraph;

FlowWrittenGraph *_flow_serializer_read_graph  (FlowSerializer   *self,
                                                FlowGraph        *graph) G_GNUC_WARN_UNUSED_RESULT;
JsonNode    *_flow_written_graph_finish        (FlowWrittenGraph *written);
void         _flow_written_graph_free          (FlowWrittenGraph *written);
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

/* Saving */

/* Tests wrap the stream a save writes to, to make it fail on demand. */
typedef GOutputStream *(*FlowOutputWrapFunc) (GOutputStream *stream);

void         _flow_serializer_set_output_wrap  (FlowOutputWrapFunc wrap);
gboolean     _flow_file_replace                (GFile          *file,
                                                const char     *data,
                                                gsize           length,
                                                GCancellable   *cancellable,
                                                GError        **error);

/* Checking the text */

/* Deeper nesting is refused before json-glib sees it: its parser, its
 * generator and its destructors all recurse.
 */
#define FLOW_SCAN_MAX_DEPTH 512

/* Where a value is in the text: [start, end). Absent when empty. */
typedef struct
{
  gsize start;
  gsize end;
} FlowSpan;

/* Where the parts of a document are. */
typedef struct
{
  FlowSpan  format;
  FlowSpan  nodes;
  FlowSpan  connections;
  FlowSpan  extra;
  FlowSpan  groups;
  /* The first member that is none of those, or NULL. */
  char     *unknown_member;
  /* FlowSpans of the elements of "nodes" and "connections". */
  GArray   *node_spans;
  GArray   *connection_spans;
} FlowScanIndex;

gboolean     _flow_scan_document               (const char     *data,
                                                gsize           length,
                                                FlowScanIndex  *index,
                                                GError        **error);
void         _flow_scan_index_clear            (FlowScanIndex  *index);

/* Reading */
typedef struct _FlowLoader FlowLoader;

/* How often json-glib refused a part of a text the scanner accepted: they
 * disagree on what JSON is, a bug the fuzz targets look for.
 */
extern int _flow_loader_n_parser_refusals;

/* Takes the contents of @index; @data must outlive the loader. */
FlowLoader  *_flow_loader_new                  (FlowSerializer *serializer,
                                                FlowGraph      *target,
                                                const char     *data,
                                                gsize           length,
                                                FlowScanIndex  *index,
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
                                                double          dy,
                                                GError        **error);
void         _flow_loader_free                 (FlowLoader     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlowLoader, _flow_loader_free)

G_END_DECLS

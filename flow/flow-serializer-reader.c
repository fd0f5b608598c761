/* flow-serializer-reader.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-reader-private.h"
#include "flow-i18n-private.h"

#include <inttypes.h>

#include "flow-connection.h"
#include "flow-dock.h"
#include "flow-error.h"
#include "flow-frame.h"
#include "flow-reroute.h"
#include "flow-graph-private.h"
#include "flow-group.h"
#include "flow-group-node.h"
#include "flow-group-private.h"
#include "flow-history-private.h"
#include "flow-node-private.h"
#include "flow-sink.h"
#include "flow-source.h"
#include "flow-value-private.h"

#include <math.h>
#include <stdarg.h>

/* Reads files in the format of docs/file-format.md into a graph.
 *
 * Loading is atomic: everything is built into a staging graph that has
 * the target's rules, and checked there: every node, dock, value and
 * connection. Only when all of it succeeded does the staging graph trade
 * its contents with the target, in one batch. A failure leaves the target
 * untouched and names the problem and where it is, as a JSON path such as
 * `nodes[3].sinks[0].default-value`.
 *
 * The groups of a file are read in flow-serializer-reader-groups.c.
 */

/* Errors */

/* Turns a full sentence ("Expected a number.") into the end of another
 * one, after a colon ("expected a number"). Whether its first letter
 * becomes small is the language's rule: English writes it so; German
 * keeps the capital after a colon that a sentence follows, and its nouns
 * are capitals anyway ("Ladefehler", not "ladefehler").
 */
static char *
fragment (const char *sentence)
{
  GString *string = g_string_new (sentence);
  /* Translators: "lowercase" if, in your language, a sentence after
   * "Invalid data at …:" starts with a small letter, as in English;
   * anything else (say "keep") to keep its first letter as it is.
   */
  gboolean lowercase = g_str_equal (C_("error after a colon", "lowercase"), "lowercase");

  if (lowercase && string->len > 0 && g_ascii_isupper (string->str[0]) &&
      (string->len == 1 || !g_ascii_isupper (string->str[1])))
    string->str[0] = g_ascii_tolower (string->str[0]);

  while (string->len > 0 && string->str[string->len - 1] == '.')
    g_string_truncate (string, string->len - 1);

  return g_string_free (string, FALSE);
}

/* Sets "Invalid data at <path>: <what>." and returns FALSE. */
gboolean
_flow_loader_invalid (GError    **error,
                      const char *path,
                      const char *format,
                      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
               _("Invalid data at %s: %s."), path, what);

  return FALSE;
}

gboolean
_flow_loader_invalid_from (GError     **error,
                           const char  *path,
                           GError      *cause)
{
  g_autofree char *what = fragment (cause->message);

  return _flow_loader_invalid (error, path, "%s", what);
}

/* Paths start with the group being read ("groups[2]."), if any. */
static const char *
prefix (FlowLoader *self)
{
  return self->prefix != NULL ? self->prefix : "";
}

char *
_flow_loader_node_path (FlowLoader *self,
                        guint       node,
                        const char *member)
{
  if (member == NULL)
    return g_strdup_printf ("%snodes[%u]", prefix (self), node);

  return g_strdup_printf ("%snodes[%u].%s", prefix (self), node, member);
}

static char *
dock_path (FlowLoader *self,
           guint       node,
           gboolean    is_sink,
           guint       dock,
           const char *member)
{
  if (member == NULL)
    return g_strdup_printf ("%snodes[%u].%s[%u]", prefix (self), node,
                            is_sink ? "sinks" : "sources", dock);

  return g_strdup_printf ("%snodes[%u].%s[%u].%s", prefix (self),
                          node, is_sink ? "sinks" : "sources", dock, member);
}

static char *
connection_path (FlowLoader *self,
                 guint       connection,
                 const char *member)
{
  if (member == NULL)
    return g_strdup_printf ("%sconnections[%u]", prefix (self), connection);

  return g_strdup_printf ("%sconnections[%u].%s", prefix (self), connection, member);
}

/* JSON helpers */

const char *
_flow_json_get_string (JsonNode *node)
{
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);

  return NULL;
}

static gboolean
node_get_int (JsonNode *node,
              gint64   *value)
{
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *value = json_node_get_int (node);
      return TRUE;
    }

  return FALSE;
}

static gboolean
node_get_boolean (JsonNode *node,
                  gboolean *value)
{
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    {
      *value = json_node_get_boolean (node);
      return TRUE;
    }

  return FALSE;
}

/* Parts of the text */

int _flow_loader_n_parser_refusals;

/* Parses one part of the text, which the scanner checked: a node, a
 * connection, or a member of the document.
 */
static JsonNode *
parse_part (FlowLoader  *self,
            FlowSpan    *span,
            const char  *path,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (self->parser == NULL)
    self->parser = json_parser_new ();

  if (!json_parser_load_from_data (self->parser, self->data + span->start,
                                   span->end - span->start, &local_error))
    {
      g_atomic_int_inc (&_flow_loader_n_parser_refusals);
      _flow_loader_invalid (error, path, _("json-glib cannot read it: %s"), local_error->message);
      return NULL;
    }

  return json_parser_steal_root (self->parser);
}

/* The loader */

FlowLoader *
_flow_loader_new (FlowSerializer *serializer,
                  FlowGraph      *target,
                  const char     *data,
                  gsize           length,
                  FlowScanIndex  *index,
                  gboolean        paste)
{
  FlowLoader *self = g_new0 (FlowLoader, 1);

  self->serializer = g_object_ref (serializer);
  self->target = g_object_ref (target);
  self->staging = _flow_graph_new_staging (target);
  self->graph = self->staging;
  self->data = data;
  self->length = length;
  self->index = *index;
  memset (index, 0, sizeof *index);
  self->paste = !!paste;
  self->types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  return self;
}

static GType
lookup_type (FlowLoader *self,
             const char *name)
{
  gpointer type;

  if (!g_hash_table_lookup_extended (self->types, name, NULL, &type))
    {
      type = GSIZE_TO_POINTER (g_type_from_name (name));
      g_hash_table_insert (self->types, g_strdup (name), type);
    }

  return GPOINTER_TO_SIZE (type);
}

void
_flow_loader_free (FlowLoader *self)
{
  g_clear_object (&self->serializer);
  g_clear_object (&self->target);
  g_clear_object (&self->staging);
  g_clear_object (&self->parser);
  g_clear_pointer (&self->extra, json_node_unref);
  g_clear_pointer (&self->groups_root, json_node_unref);
  g_clear_pointer (&self->groups, g_hash_table_unref);
  g_clear_pointer (&self->group_sizes, g_hash_table_unref);
  g_clear_pointer (&self->prefix, g_free);
  _flow_scan_index_clear (&self->index);
  g_clear_pointer (&self->types, g_hash_table_unref);
  g_free (self);
}

static gboolean
present (FlowSpan *span)
{
  return span->end > span->start;
}

/* Checks the document as a whole: its format first, since a newer
 * format may have members this version does not know, then its members.
 */
gboolean
_flow_loader_prepare (FlowLoader  *self,
                      GError     **error)
{
  g_autoptr(JsonNode) format = NULL;
  gint64 version;

  if (!present (&self->index.format))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The data is not a Flow graph: it has no “format” member."));
      return FALSE;
    }

  format = parse_part (self, &self->index.format, "format", error);
  if (format == NULL)
    return FALSE;

  if (!node_get_int (format, &version) || version < 1)
    return _flow_loader_invalid (error, "format", _("expected a format version number"));

  if (version > FLOW_FILE_FORMAT)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("The graph is in format %" PRId64 ", written by a newer program; "
                     "this version of Flow reads format %d and older."),
                   (int64_t) version, FLOW_FILE_FORMAT);
      return FALSE;
    }

  if (self->index.unknown_member != NULL)
    return _flow_loader_invalid (error, self->index.unknown_member,
                                 _("“%s” is not a member of a Flow graph"), self->index.unknown_member);

  if (present (&self->index.nodes) && self->data[self->index.nodes.start] != '[')
    return _flow_loader_invalid (error, "nodes", _("expected a list of nodes"));

  if (present (&self->index.connections) && self->data[self->index.connections.start] != '[')
    return _flow_loader_invalid (error, "connections", _("expected a list of connections"));

  if (present (&self->index.extra))
    {
      self->extra = parse_part (self, &self->index.extra, "extra", error);
      if (self->extra == NULL)
        return FALSE;
      if (!JSON_NODE_HOLDS_OBJECT (self->extra))
        return _flow_loader_invalid (error, "extra", _("expected an object"));
      if (!_flow_json_numbers_finite (self->extra))
        return _flow_loader_invalid (error, "extra", _("a number is too large"));
    }

  if (present (&self->index.groups))
    {
      if (version < 2)
        return _flow_loader_invalid (error, "groups",
                                     _("groups came with format 2; this graph is in format %" PRId64),
                                     (int64_t) version);
      self->groups_root = parse_part (self, &self->index.groups, "groups", error);
      if (self->groups_root == NULL)
        return FALSE;
      if (!JSON_NODE_HOLDS_ARRAY (self->groups_root))
        return _flow_loader_invalid (error, "groups", _("expected a list of groups"));
    }

  self->n_nodes = self->index.node_spans->len;
  self->n_connections = self->index.connection_spans->len;

  return TRUE;
}


/* Docks */

static gboolean
value_fits (GType         dock_type,
            const GValue *value)
{
  GType type = G_VALUE_TYPE (value);

  if (dock_type == FLOW_TYPE_ANY || g_type_is_a (type, dock_type))
    return TRUE;

  if (!g_value_type_transformable (type, dock_type))
    return FALSE;

  /* GLib "transforms" objects of any type into any other, as NULL. */
  if (G_VALUE_HOLDS_OBJECT (value) && g_value_get_object (value) != NULL)
    return g_type_is_a (G_OBJECT_TYPE (g_value_get_object (value)), dock_type);

  return TRUE;
}

static void
set_dock_value (FlowDock     *dock,
                gboolean      is_default,
                const GValue *value)
{
  if (is_default)
    flow_sink_set_default_value (FLOW_SINK (dock), value);
  else
    flow_dock_set_value (dock, value);
}

static gboolean
read_value (FlowLoader  *self,
            FlowDock    *dock,
            gboolean     is_default,
            JsonNode    *value_node,
            JsonNode    *value_type_node,
            const char  *declared_type,
            guint        node_index,
            guint        dock_index,
            GError     **error)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_autoptr(GError) local_error = NULL;
  const char *member = is_default ? "default-value" : "value";
  const char *type_name = declared_type;
  GType type;

  if (value_type_node != NULL)
    {
      type_name = _flow_json_get_string (value_type_node);
      if (type_name == NULL || *type_name == '\0')
        {
          g_autofree char *path = dock_path (self, node_index, FLOW_IS_SINK (dock), dock_index,
                                             is_default ? "default-value-type" : "value-type");
          return _flow_loader_invalid (error, path, _("expected the name of a type"));
        }
    }

  if (JSON_NODE_HOLDS_NULL (value_node))
    {
      set_dock_value (dock, is_default, NULL);
      return TRUE;
    }

  type = lookup_type (self, type_name);

  /* A value this program cannot read is kept as it was, to be written
   * back, rather than lost.
   */
  if (type == G_TYPE_INVALID ||
      (type != FLOW_TYPE_ANY && G_TYPE_IS_VALUE_TYPE (type) &&
       !flow_value_type_is_serializable (type)))
    {
      FlowRawDock *raw;

      if (!_flow_json_numbers_finite (value_node))
        {
          g_autofree char *path = dock_path (self, node_index, FLOW_IS_SINK (dock), dock_index, member);
          return _flow_loader_invalid (error, path, _("a number is too large"));
        }

      raw = _flow_raw_dock_ensure (dock);
      g_clear_pointer (&raw->value, json_node_unref);
      g_clear_pointer (&raw->value_type, g_free);
      raw->value = _flow_json_deep_copy (value_node);
      raw->value_type = value_type_node != NULL ? g_strdup (type_name) : NULL;
      return TRUE;
    }

  if (type == FLOW_TYPE_ANY)
    {
      g_autofree char *path = dock_path (self, node_index, FLOW_IS_SINK (dock), dock_index, member);
      return _flow_loader_invalid (error, path,
                                   _("the value of a dock of any type needs its own “%s-type”"),
                                   member);
    }

  if (!G_TYPE_IS_VALUE_TYPE (type))
    {
      g_autofree char *path = dock_path (self, node_index, FLOW_IS_SINK (dock), dock_index, member);
      return _flow_loader_invalid (error, path, _("“%s” is not a type of values"), type_name);
    }

  if (!flow_value_deserialize (value_node, type, &value, &local_error))
    {
      g_autofree char *path = dock_path (self, node_index, FLOW_IS_SINK (dock), dock_index, member);
      return _flow_loader_invalid_from (error, path, local_error);
    }

  if (G_IS_VALUE (&value) && !value_fits (flow_dock_get_value_type (dock), &value))
    {
      g_autofree char *path = dock_path (self, node_index, FLOW_IS_SINK (dock), dock_index, member);
      return _flow_loader_invalid (error, path, _("the dock “%s” takes %s values, not %s"),
                                   flow_dock_get_name (dock),
                                   g_type_name (flow_dock_get_value_type (dock)),
                                   G_VALUE_TYPE_NAME (&value));
    }

  set_dock_value (dock, is_default, G_IS_VALUE (&value) ? &value : NULL);

  return TRUE;
}

typedef struct
{
  JsonNode *name;
  JsonNode *type;
  JsonNode *label;
  JsonNode *required;
  JsonNode *max_connections;
  JsonNode *value;
  JsonNode *value_type;
} DockMembers;

static gboolean
read_dock (FlowLoader  *self,
           FlowNode    *node,
           guint        node_index,
           gboolean     is_sink,
           guint        dock_index,
           JsonNode    *dock_node,
           GPtrArray   *seen,
           GError     **error)
{
  DockMembers m = { NULL, };
  JsonObjectIter iter;
  const char *member_name;
  JsonNode *member;
  const char *name, *type_name;
  FlowDock *dock;
  gboolean required = FALSE;
  gint64 max_connections = 1;

  if (!JSON_NODE_HOLDS_OBJECT (dock_node))
    {
      g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, NULL);
      return _flow_loader_invalid (error, path, _("expected an object that describes a dock"));
    }

  json_object_iter_init (&iter, json_node_get_object (dock_node));
  while (json_object_iter_next (&iter, &member_name, &member))
    {
      if (g_str_equal (member_name, "name"))
        m.name = member;
      else if (g_str_equal (member_name, "type"))
        m.type = member;
      else if (g_str_equal (member_name, "label"))
        m.label = member;
      else if (is_sink && g_str_equal (member_name, "required"))
        m.required = member;
      else if (is_sink && g_str_equal (member_name, "max-connections"))
        m.max_connections = member;
      else if (g_str_equal (member_name, is_sink ? "default-value" : "value"))
        m.value = member;
      else if (g_str_equal (member_name, is_sink ? "default-value-type" : "value-type"))
        m.value_type = member;
      else
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, member_name);
          return _flow_loader_invalid (error, path, _("“%s” is not a member of %s"), member_name,
                                       is_sink ? _("a sink") : _("a source"));
        }
    }

  name = _flow_json_get_string (m.name);
  if (name == NULL || *name == '\0')
    {
      g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "name");
      return _flow_loader_invalid (error, path, _("expected the name of the dock"));
    }

  type_name = _flow_json_get_string (m.type);
  if (type_name == NULL || *type_name == '\0')
    {
      g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "type");
      return _flow_loader_invalid (error, path, _("expected the name of a type"));
    }

  if (m.label != NULL && _flow_json_get_string (m.label) == NULL)
    {
      g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "label");
      return _flow_loader_invalid (error, path, _("expected a string"));
    }

  if (m.required != NULL && !node_get_boolean (m.required, &required))
    {
      g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "required");
      return _flow_loader_invalid (error, path, _("expected true or false"));
    }

  if (m.max_connections != NULL &&
      (!node_get_int (m.max_connections, &max_connections) ||
       max_connections == 0 || max_connections < FLOW_SINK_UNLIMITED ||
       max_connections > G_MAXINT))
    {
      g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "max-connections");
      return _flow_loader_invalid (error, path,
                                   _("expected a number of connections of at least 1, or -1"));
    }

  /* Names from files are not interned: that memory would never return. */
  for (guint i = 0; i < seen->len; i++)
    {
      if (g_str_equal (g_ptr_array_index (seen, i), name))
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "name");
          return _flow_loader_invalid (error, path, _("the node has two docks called “%s”"), name);
        }
    }
  g_ptr_array_add (seen, (gpointer)name);

  /* A node type makes its docks in the order the file lists them: look
   * there first.
   */
  {
    guint n_docks;
    FlowDock **docks = is_sink ? _flow_node_peek_sinks (node, &n_docks)
                               : _flow_node_peek_sources (node, &n_docks);
    /* The array, not the list model, which the node would make and keep. */
    FlowDock *hint = dock_index < n_docks ? docks[dock_index] : NULL;

    if (hint != NULL && g_str_equal (flow_dock_get_name (hint), name))
      dock = hint;
    else if (is_sink)
      dock = FLOW_DOCK (flow_node_get_sink (node, name));
    else
      dock = FLOW_DOCK (flow_node_get_source (node, name));
  }

  if (dock == NULL)
    {
      GType type = lookup_type (self, type_name);
      gboolean known = type != G_TYPE_INVALID;
      g_autoptr(FlowDock) created = NULL;

      /* A group node's docks are its group's interface: a file cannot
       * give it others.
       */
      if (FLOW_IS_GROUP_NODE (node))
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "name");
          return _flow_loader_invalid (error, path, _("the group “%s” has no %s called “%s”"),
                                       flow_group_get_name (flow_group_node_get_group (FLOW_GROUP_NODE (node))),
                                       is_sink ? _("input") : _("output"), name);
        }

      /* Nor can it give a frame any, or a reroute more than its own. */
      if (FLOW_IS_FRAME (node))
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "name");
          return _flow_loader_invalid (error, path, _("a frame has no inputs or outputs"));
        }
      if (FLOW_IS_REROUTE (node))
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "name");
          return _flow_loader_invalid (error, path, _("a reroute has no inputs or outputs but “in” and “out”"));
        }

      if (flow_node_get_dock (node, name) != NULL)
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "name");
          return _flow_loader_invalid (error, path, _("the node has %s called “%s”"),
                                       is_sink ? _("an output") : _("an input"), name);
        }

      if (known && type != FLOW_TYPE_ANY && !G_TYPE_IS_VALUE_TYPE (type))
        {
          g_autofree char *path = dock_path (self, node_index, is_sink, dock_index, "type");
          return _flow_loader_invalid (error, path, _("“%s” is not a type of values"), type_name);
        }

      /* A dock of a type this program does not know carries anything,
       * and keeps the name of its type for saving.
       */
      if (is_sink)
        created = FLOW_DOCK (flow_sink_new (name, known ? type : FLOW_TYPE_ANY));
      else
        created = FLOW_DOCK (flow_source_new (name, known ? type : FLOW_TYPE_ANY));

      if (!known)
        _flow_raw_dock_ensure (created)->type_name = g_strdup (type_name);

      /* Only docks the file creates take their settings from it; the
       * docks a node type makes are that type's to configure.
       */
      if (m.label != NULL)
        flow_dock_set_label (created, _flow_json_get_string (m.label));
      if (is_sink)
        {
          flow_sink_set_required (FLOW_SINK (created), required);
          flow_sink_set_max_connections (FLOW_SINK (created), (int)max_connections);
        }

      flow_node_add_dock (node, created);
      dock = created;
    }
  else if (is_sink)
    {
      /* A sink's limit is the file's, even on a dock the node type made:
       * the connections the file lists were made under it, and a program
       * may have changed it.
       */
      flow_sink_set_max_connections (FLOW_SINK (dock), (int)max_connections);
    }

  if (m.value == NULL)
    _flow_raw_dock_ensure (dock)->value_absent = TRUE;
  else if (!read_value (self, dock, is_sink, m.value, m.value_type, type_name,
                        node_index, dock_index, error))
    return FALSE;

  return TRUE;
}

static gboolean
read_docks (FlowLoader  *self,
            FlowNode    *node,
            guint        node_index,
            gboolean     is_sink,
            JsonNode    *docks,
            GPtrArray   *seen,
            GError     **error)
{
  JsonArray *array;

  if (docks == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_ARRAY (docks))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, is_sink ? "sinks" : "sources");
      return _flow_loader_invalid (error, path, _("expected a list of docks"));
    }

  array = json_node_get_array (docks);

  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!read_dock (self, node, node_index, is_sink, i,
                    json_array_get_element (array, i), seen, error))
      return FALSE;

  return TRUE;
}

/* Nodes */

typedef struct
{
  JsonNode *id;
  JsonNode *type;
  JsonNode *title;
  JsonNode *x;
  JsonNode *y;
  JsonNode *deletable;
  JsonNode *muted;
  JsonNode *pinned;
  JsonNode *sinks;
  JsonNode *sources;
  JsonNode *data;
  JsonNode *group;
} NodeMembers;

static gboolean
read_position (FlowLoader *self,
               JsonNode  *member,
               guint      node_index,
               const char *name,
               double    *value,
               GError   **error)
{
  *value = 0.0;

  if (member == NULL)
    return TRUE;

  if (!_flow_json_get_double (member, value) || !isfinite (*value))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, name);
      return _flow_loader_invalid (error, path, _("expected a finite number"));
    }

  return TRUE;
}

gboolean
_flow_loader_read_node_object (FlowLoader  *self,
                               guint        node_index,
                               JsonNode    *element,
                               GError     **error)
{
  g_autoptr(FlowNode) node = NULL;
  g_autoptr(GPtrArray) seen = NULL;
  g_autoptr(GError) local_error = NULL;
  NodeMembers m = { NULL, };
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;
  const char *type_name;
  const char *title = NULL;
  gboolean deletable = TRUE;
  gboolean muted = FALSE;
  gboolean pinned = FALSE;
  gint64 id;
  double x, y;

  if (!JSON_NODE_HOLDS_OBJECT (element))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, NULL);
      return _flow_loader_invalid (error, path, _("expected an object that describes a node"));
    }

  json_object_iter_init (&iter, json_node_get_object (element));
  while (json_object_iter_next (&iter, &name, &member))
    {
      if (g_str_equal (name, "id"))
        m.id = member;
      else if (g_str_equal (name, "type"))
        m.type = member;
      else if (g_str_equal (name, "title"))
        m.title = member;
      else if (g_str_equal (name, "x"))
        m.x = member;
      else if (g_str_equal (name, "y"))
        m.y = member;
      else if (g_str_equal (name, "deletable"))
        m.deletable = member;
      else if (g_str_equal (name, "muted"))
        m.muted = member;
      else if (g_str_equal (name, "pinned"))
        m.pinned = member;
      else if (g_str_equal (name, "sinks"))
        m.sinks = member;
      else if (g_str_equal (name, "sources"))
        m.sources = member;
      else if (g_str_equal (name, "data"))
        m.data = member;
      else if (g_str_equal (name, "group"))
        m.group = member;
      else
        {
          g_autofree char *path = _flow_loader_node_path (self, node_index, name);
          return _flow_loader_invalid (error, path, _("“%s” is not a member of a node"), name);
        }
    }

  if (!node_get_int (m.id, &id) || id < 1 || id > G_MAXUINT)
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "id");
      return _flow_loader_invalid (error, path, _("expected a node id from 1 to %u"), G_MAXUINT);
    }

  if (flow_graph_get_node (self->graph, (guint)id) != NULL)
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "id");
      return _flow_loader_invalid (error, path,
                                   _("another node has the id %" PRId64 " already"),
                                   (int64_t) id);
    }

  type_name = _flow_json_get_string (m.type);
  if (type_name == NULL || *type_name == '\0')
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "type");
      return _flow_loader_invalid (error, path, _("expected the name of a node type"));
    }

  if (m.title != NULL && !JSON_NODE_HOLDS_NULL (m.title) &&
      (title = _flow_json_get_string (m.title)) == NULL)
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "title");
      return _flow_loader_invalid (error, path, _("expected a string"));
    }

  if (!read_position (self, m.x, node_index, "x", &x, error) ||
      !read_position (self, m.y, node_index, "y", &y, error))
    return FALSE;

  if (m.muted != NULL && !node_get_boolean (m.muted, &muted))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "muted");
      return _flow_loader_invalid (error, path, _("expected true or false"));
    }

  if (m.pinned != NULL && !node_get_boolean (m.pinned, &pinned))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "pinned");
      return _flow_loader_invalid (error, path, _("expected true or false"));
    }

  if (m.deletable != NULL && !node_get_boolean (m.deletable, &deletable))
    {
      g_autofree char *path = _flow_loader_node_path (self, node_index, "deletable");
      return _flow_loader_invalid (error, path, _("expected true or false"));
    }

  node = _flow_loader_new_node (self, node_index, type_name, m.group, error);
  if (node == NULL)
    return FALSE;

  flow_node_set_id (node, (guint)id);
  flow_node_set_title (node, title);
  if (flow_node_get_x (node) != x || flow_node_get_y (node) != y)
    flow_node_set_position (node, x, y);
  flow_node_set_deletable (node, deletable);
  flow_node_set_muted (node, muted);
  flow_node_set_pinned (node, pinned);

  if (m.data != NULL)
    {
      FlowNodeClass *klass = FLOW_NODE_GET_CLASS (node);

      if (!_flow_json_numbers_finite (m.data))
        {
          g_autofree char *path = _flow_loader_node_path (self, node_index, "data");
          return _flow_loader_invalid (error, path, _("a number is too large"));
        }

      if (klass->load != NULL)
        {
          g_autoptr(JsonNode) data = _flow_json_deep_copy (m.data);

          if (!klass->load (node, data, &local_error))
            {
              g_autofree char *path = _flow_loader_node_path (self, node_index, "data");

              if (local_error == NULL)
                return _flow_loader_invalid (error, path, _("the node could not read its data"));
              return _flow_loader_invalid_from (error, path, local_error);
            }
        }
      else if (_flow_node_saves_parameters (node))
        {
          /* Its parameters (flow-node-data.c). */
          if (!_flow_node_load_parameters (node, m.data, &local_error))
            {
              g_autofree char *path = _flow_loader_node_path (self, node_index, "data");

              return _flow_loader_invalid_from (error, path, local_error);
            }
        }
      else
        {
          /* The node type does not read data: keep it for saving. */
          _flow_raw_node_data_set (node, m.data);
        }
    }

  /* In the staging graph, where nothing computes, before its docks get
   * their values: the node computes once it reaches the target graph, with
   * every value in place, whatever the order they were read in.
   */
  flow_graph_add_node (self->graph, node);

  seen = g_ptr_array_new ();
  if (!read_docks (self, node, node_index, TRUE, m.sinks, seen, error) ||
      !read_docks (self, node, node_index, FALSE, m.sources, seen, error))
    return FALSE;

  return TRUE;
}

static gboolean
read_node (FlowLoader  *self,
           guint        node_index,
           GError     **error)
{
  g_autofree char *path = _flow_loader_node_path (self, node_index, NULL);
  g_autoptr(JsonNode) element = NULL;

  element = parse_part (self, &g_array_index (self->index.node_spans, FlowSpan, node_index),
                        path, error);
  if (element == NULL)
    return FALSE;

  return _flow_loader_read_node_object (self, node_index, element, error);
}

/* Connections */

static FlowNode *
lookup_node (FlowLoader  *self,
             JsonNode    *member,
             guint        connection_index,
             const char  *member_name,
             GError     **error)
{
  FlowNode *node;
  gint64 id;

  if (!node_get_int (member, &id) || id < 1 || id > G_MAXUINT)
    {
      g_autofree char *path = connection_path (self, connection_index, member_name);
      _flow_loader_invalid (error, path, _("expected a node id"));
      return NULL;
    }

  node = flow_graph_get_node (self->graph, (guint)id);
  if (node == NULL)
    {
      g_autofree char *path = connection_path (self, connection_index, member_name);
      _flow_loader_invalid (error, path, _("no node has the id %" PRId64), (int64_t) id);
      return NULL;
    }

  return node;
}

gboolean
_flow_loader_read_connection_object (FlowLoader  *self,
                                     guint        index,
                                     JsonNode    *element,
                                     GError     **error)
{
  JsonNode *source_node = NULL, *source_name = NULL;
  JsonNode *sink_node = NULL, *sink_name = NULL;
  g_autoptr(GError) local_error = NULL;
  FlowNode *from, *to;
  FlowSource *source;
  FlowSink *sink;
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (element))
    {
      g_autofree char *path = connection_path (self, index, NULL);
      return _flow_loader_invalid (error, path, _("expected an object that describes a connection"));
    }

  json_object_iter_init (&iter, json_node_get_object (element));
  while (json_object_iter_next (&iter, &name, &member))
    {
      if (g_str_equal (name, "source-node"))
        source_node = member;
      else if (g_str_equal (name, "source"))
        source_name = member;
      else if (g_str_equal (name, "sink-node"))
        sink_node = member;
      else if (g_str_equal (name, "sink"))
        sink_name = member;
      else
        {
          g_autofree char *path = connection_path (self, index, name);
          return _flow_loader_invalid (error, path, _("“%s” is not a member of a connection"), name);
        }
    }

  if ((from = lookup_node (self, source_node, index, "source-node", error)) == NULL ||
      (to = lookup_node (self, sink_node, index, "sink-node", error)) == NULL)
    return FALSE;

  if (_flow_json_get_string (source_name) == NULL ||
      (source = flow_node_get_source (from, _flow_json_get_string (source_name))) == NULL)
    {
      g_autofree char *path = connection_path (self, index, "source");

      if (_flow_json_get_string (source_name) == NULL)
        return _flow_loader_invalid (error, path, _("expected the name of an output"));
      return _flow_loader_invalid (error, path, _("the node %u has no output called “%s”"),
                                   flow_node_get_id (from), _flow_json_get_string (source_name));
    }

  if (_flow_json_get_string (sink_name) == NULL ||
      (sink = flow_node_get_sink (to, _flow_json_get_string (sink_name))) == NULL)
    {
      g_autofree char *path = connection_path (self, index, "sink");

      if (_flow_json_get_string (sink_name) == NULL)
        return _flow_loader_invalid (error, path, _("expected the name of an input"));
      return _flow_loader_invalid (error, path, _("the node %u has no input called “%s”"),
                                   flow_node_get_id (to), _flow_json_get_string (sink_name));
    }

  /* A file lists the connections a graph has: one that would replace
   * another cannot be in it.
   */
  if (flow_sink_is_full (sink) && flow_graph_find_connection (self->graph, source, sink) == NULL)
    {
      g_autofree char *path = connection_path (self, index, NULL);
      int max = flow_sink_get_max_connections (sink);

      if (max == 1)
        return _flow_loader_invalid (error, path,
                                     _("the input “%s” of the node %u takes one connection and has it already"),
                                     flow_dock_get_name (FLOW_DOCK (sink)), flow_node_get_id (to));
      return _flow_loader_invalid (error, path,
                                   _("the input “%s” of the node %u takes %d connections and has them already"),
                                   flow_dock_get_name (FLOW_DOCK (sink)), flow_node_get_id (to), max);
    }

  if (flow_graph_add_connection (self->graph, source, sink, &local_error) == NULL)
    {
      g_autofree char *path = connection_path (self, index, NULL);
      return _flow_loader_invalid_from (error, path, local_error);
    }

  return TRUE;
}

static gboolean
read_connection (FlowLoader  *self,
                 guint        index,
                 GError     **error)
{
  g_autofree char *path = connection_path (self, index, NULL);
  g_autoptr(JsonNode) element = NULL;

  element = parse_part (self, &g_array_index (self->index.connection_spans, FlowSpan, index),
                        path, error);
  if (element == NULL)
    return FALSE;

  return _flow_loader_read_connection_object (self, index, element, error);
}

gboolean
_flow_loader_step (FlowLoader  *self,
                   guint        budget,
                   gboolean    *done,
                   GError     **error)
{
  *done = FALSE;

  /* The groups first, whole: the nodes name them. */
  if (!self->groups_built)
    {
      self->groups_built = TRUE;
      if (!_flow_loader_read_groups (self, error))
        return FALSE;
    }

  for (; budget > 0 && self->next_node < self->n_nodes; budget--)
    if (!read_node (self, self->next_node++, error))
      return FALSE;

  for (; budget > 0 && self->next_connection < self->n_connections; budget--)
    if (!read_connection (self, self->next_connection++, error))
      return FALSE;

  *done = self->next_node == self->n_nodes &&
          self->next_connection == self->n_connections;

  return TRUE;
}

double
_flow_loader_get_fraction (FlowLoader *self)
{
  guint total = self->n_nodes + self->n_connections;

  if (total == 0)
    return 1.0;

  return (double)(self->next_node + self->next_connection) / total;
}

gboolean
_flow_loader_commit (FlowLoader  *self,
                     GError     **error)
{
  FlowHistory *history;

  g_assert (!self->paste);

  if (!_flow_graph_rules_match (self->target, self->staging))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                           _("The rules of the graph changed while the file was loading."));
      return FALSE;
    }

  if (self->extra != NULL)
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (self->extra));
      while (json_object_iter_next (&iter, &name, &member))
        flow_graph_set_extra (self->staging, name, member);
    }

  _flow_graph_swap_contents (self->target, self->staging);

  /* Loading is not an edit: it starts a new history, clean. */
  if ((history = _flow_graph_peek_history (self->target)) != NULL)
    {
      flow_history_clear (history);
      flow_history_mark_clean (history);
    }

  return TRUE;
}

/* Whether a group other than @group, in @target's document or among
 * @groups, is called @name.
 */
static gboolean
group_name_taken (FlowGraph  *target,
                  GPtrArray  *groups,
                  FlowGroup  *group,
                  const char *name)
{
  FlowGraph *document = flow_graph_get_document (target);

  if (document != NULL && flow_graph_find_group (document, name) != NULL)
    return TRUE;

  for (guint i = 0; i < groups->len; i++)
    if (groups->pdata[i] != group && g_str_equal (flow_group_get_name (groups->pdata[i]), name))
      return TRUE;

  return FALSE;
}

/* Whether a node of @graph is a group node of @group. */
static gboolean
graph_uses_group (FlowGraph *graph,
                  FlowGroup *group)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_IS_GROUP_NODE (node) && flow_group_node_get_group (FLOW_GROUP_NODE (node)) == group)
        return TRUE;
    }

  return FALSE;
}

/* When the target's document has a group named as @group and defined the
 * same, gives the pasted group nodes of @group that one and returns TRUE.
 * A group the other pasted groups use inside is left alone: their
 * copies would not follow.
 */
static gboolean
reuse_group (FlowLoader *self,
             GPtrArray  *groups,
             FlowGroup  *group,
             GPtrArray  *nodes)
{
  FlowGraph *document = flow_graph_get_document (self->target);
  g_autoptr(JsonNode) pasted = NULL;
  g_autoptr(JsonNode) present = NULL;
  FlowGroup *existing;

  if (document == NULL ||
      (existing = flow_graph_find_group (document, flow_group_get_name (group))) == NULL)
    return FALSE;

  for (guint i = 0; i < groups->len; i++)
    if (groups->pdata[i] != group && graph_uses_group (flow_group_get_graph (groups->pdata[i]), group))
      return FALSE;

  pasted = _flow_serializer_write_group (self->serializer, group);
  present = _flow_serializer_write_group (self->serializer, existing);
  if (!json_node_equal (pasted, present))
    return FALSE;

  for (guint i = 0; i < nodes->len; i++)
    if (FLOW_IS_GROUP_NODE (nodes->pdata[i]) &&
        flow_group_node_get_group (nodes->pdata[i]) == group)
      _flow_group_node_join_group (nodes->pdata[i], existing);

  return TRUE;
}

GListModel *
_flow_loader_commit_paste (FlowLoader  *self,
                           double       dx,
                           double       dy,
                           GError     **error)
{
  GListModel *staged = G_LIST_MODEL (self->staging);
  GListModel *staged_connections = flow_graph_get_connections (self->staging);
  g_autoptr(GPtrArray) nodes = NULL;
  g_autoptr(GPtrArray) ends = NULL;
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GListStore) pasted = NULL;
  FlowHistory *history;
  guint n_nodes, n_connections;

  g_assert (self->paste);

  n_nodes = g_list_model_get_n_items (staged);
  n_connections = g_list_model_get_n_items (staged_connections);

  /* Every position finite once moved, before anything changes. */
  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (staged, i);

      if (!isfinite (flow_node_get_x (node) + dx) || !isfinite (flow_node_get_y (node) + dy))
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("The nodes cannot be pasted so far away: a position would be "
                                 "out of range."));
          return NULL;
        }
    }

  /* Remember the connections by their docks, then free the nodes from the
   * staging graph: they are added to the target with new ids.
   */
  ends = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_connections; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (staged_connections, i);

      g_ptr_array_add (ends, g_object_ref (flow_connection_get_source (connection)));
      g_ptr_array_add (ends, g_object_ref (flow_connection_get_sink (connection)));
    }

  nodes = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_nodes; i++)
    g_ptr_array_add (nodes, g_list_model_get_item (staged, i));

  flow_graph_clear (self->staging);

  /* The groups the nodes use come along: where the target's document
   * has a group of the same name and the same definition (nodes copied
   * from it), the pasted nodes use that one; where the definitions
   * differ, the pasted group is renamed.
   */
  groups = _flow_graph_take_groups (self->staging);
  for (guint i = 0; i < groups->len; i++)
    if (reuse_group (self, groups, groups->pdata[i], nodes))
      g_ptr_array_remove_index (groups, i--);

  for (guint i = 0; i < groups->len; i++)
    {
      FlowGroup *group = groups->pdata[i];
      g_autofree char *base = g_strdup (flow_group_get_name (group));
      g_autofree char *name = g_strdup (base);

      for (guint k = 2; group_name_taken (self->target, groups, group, name); k++)
        {
          g_free (name);
          name = g_strdup_printf ("%s %u", base, k);
        }

      if (!g_str_equal (name, base) && !flow_group_set_name (group, name, NULL))
        g_critical ("Pasting could not rename the group “%s”", base);
    }

  /* A group node pasted into the graph of its own group, or of a group
   * that its group uses, is refused with the rest, before anything
   * changes.
   */
  for (guint i = 0; i < nodes->len; i++)
    if (!flow_graph_can_add_node (self->target, nodes->pdata[i], error))
      return NULL;

  history = _flow_graph_peek_history (self->target);
  if (history != NULL)
    {
      /* The singular may leave the number out. */
      const char *format = ngettext ("Paste Node", "Paste %u Nodes", n_nodes);
      g_autofree char *label = g_strdup_printf (format, n_nodes);

      flow_history_begin_group (history, label);
    }

  flow_graph_begin_batch (self->target);

  pasted = g_list_store_new (FLOW_TYPE_NODE);
  for (guint i = 0; i < nodes->len; i++)
    {
      FlowNode *node = g_ptr_array_index (nodes, i);

      flow_node_set_id (node, 0);
      flow_node_set_position (node,
                              flow_node_get_x (node) + dx,
                              flow_node_get_y (node) + dy);
      flow_graph_add_node (self->target, node);
      g_list_store_append (pasted, node);
    }

  for (guint i = 0; i < ends->len; i += 2)
    {
      g_autoptr(GError) local_error = NULL;

      /* The nodes are new to the target and connected only among
       * themselves, as they were in the staging graph under the same
       * rules: this cannot fail.
       */
      if (flow_graph_add_connection (self->target,
                                     g_ptr_array_index (ends, i),
                                     g_ptr_array_index (ends, i + 1),
                                     &local_error) == NULL)
        g_critical ("Pasting could not restore a connection: %s", local_error->message);
    }

  flow_graph_end_batch (self->target);

  if (history != NULL)
    flow_history_end_group (history);

  return G_LIST_MODEL (g_steal_pointer (&pasted));
}

/* flow-dock-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-dock.h"
#include "flow-sink.h"
#include "flow-value-rules-private.h"

G_BEGIN_DECLS

typedef struct
{
  /* A GRefString, interned while some dock has the name: names come from
   * files, and g_intern_string () would keep every one of them for good.
   * Never NULL after construction.
   */
  const char *name;
  char       *label;
  GType       value_type;

  /* Weak back-pointer, kept by the node. */
  FlowNode   *node;

  /* G_VALUE_INIT when null; otherwise holds a value of value_type, or of
   * any type when value_type is FLOW_TYPE_ANY.
   */
  GValue      value;

  /* Borrowed FlowConnection pointers (the graph owns them), in an array
   * of exactly n_connections; NULL when there are none. A single one
   * (most docks have one or none) is first_connection, in the dock
   * itself: a value on its way reaches the connection without reading
   * one more piece of memory. (A GPtrArray allocates room for 16 at
   * least.)
   */
  FlowConnection **connections;
  guint            n_connections;
  /* Sinks: the value changed since the node's last turn in a wave; and,
   * during its turn, changed before it. FlowSink:required, kept here for
   * the node's turn.
   */
  guint            pending : 1;
  guint            changed : 1;
  guint            required : 1;
  /* FlowDock:transient and FlowDock:on-demand. */
  guint            transient : 1;
  guint            on_demand : 1;
  FlowConnection  *first_connection;
  GListModel      *connections_model;
} FlowDockPrivate;

/* G_GNUC_INTERNAL, here and for the other variables the value path reads:
 * the compiler then reads them directly, not through the GOT (the library
 * exports none of them anyway).
 */
G_GNUC_INTERNAL extern gint _flow_dock_private_offset;

/* The types of plain sinks and sources, once their classes exist. */
G_GNUC_INTERNAL extern GType _flow_sink_type;
G_GNUC_INTERNAL extern GType _flow_source_type;

/* FLOW_IS_DOCK (), quick for plain sinks and sources: GLib's check walks
 * the type's ancestry for any type but FlowDock itself, which no dock
 * is, and every value passes through flow_dock_get_value () and
 * _set_value ().
 */
static inline gboolean
_flow_is_dock (gconstpointer instance)
{
  const GTypeInstance *type_instance = instance;
  GType type;

  if (type_instance == NULL || type_instance->g_class == NULL)
    return FALSE;

  type = type_instance->g_class->g_type;

  return type == _flow_sink_type || type == _flow_source_type ||
         g_type_is_a (type, FLOW_TYPE_DOCK);
}

/* Whether the dock @self is a sink, quick for plain sinks and sources. */
static inline gboolean
_flow_dock_is_sink (FlowDock *self)
{
  GType type = G_TYPE_FROM_INSTANCE (self);

  if (type == _flow_sink_type)
    return TRUE;
  if (type == _flow_source_type)
    return FALSE;

  return g_type_is_a (type, FLOW_TYPE_SINK);
}

void _flow_dock_set_value_for (FlowDock     *self,
                               const GValue *value,
                               const char   *caller);

/* flow_dock_get_instance_private (), for the other files of the library,
 * on the path of every value.
 */
static inline FlowDockPrivate *
_flow_dock_get_private (FlowDock *self)
{
  return G_STRUCT_MEMBER_P (self, _flow_dock_private_offset);
}

/* Borrowed, for walks: valid until the dock's connections change. */
static inline FlowConnection **
_flow_dock_peek_connections (FlowDock *self,
                             guint    *n_connections)
{
  FlowDockPrivate *priv = _flow_dock_get_private (self);

  *n_connections = priv->n_connections;

  return priv->connections;
}

/* flow_dock_get_node () without the type check, for walks. */
static inline FlowNode *
_flow_dock_peek_node (FlowDock *self)
{
  return _flow_dock_get_private (self)->node;
}

/* A sink's changes around its node's turn in a wave: pending since the
 * last turn; changed during the turn.
 */
static inline gboolean
_flow_dock_take_pending (FlowDock *self)
{
  FlowDockPrivate *priv = _flow_dock_get_private (self);

  if (!priv->pending)
    return FALSE;

  priv->pending = FALSE;
  priv->changed = TRUE;

  return TRUE;
}

/* FlowDock:value, for _flow_dock_notify_value (). */
G_GNUC_INTERNAL extern GParamSpec *_flow_dock_value_pspec;

/* Announces the value of a sink at its node's turn, inline in the turn. */
static inline void
_flow_dock_notify_value (FlowDock *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), _flow_dock_value_pspec);
}

static inline gboolean
_flow_dock_get_pending (FlowDock *self)
{
  return _flow_dock_get_private (self)->pending;
}

static inline gboolean
_flow_dock_get_changed (FlowDock *self)
{
  return _flow_dock_get_private (self)->changed;
}

static inline void
_flow_dock_clear_changed (FlowDock *self)
{
  _flow_dock_get_private (self)->changed = FALSE;
}

void            _flow_dock_set_node            (FlowDock       *self,
                                                FlowNode       *node);
guint           _flow_dock_add_connection      (FlowDock       *self,
                                                FlowConnection *connection);
guint           _flow_dock_remove_connection   (FlowDock       *self,
                                                FlowConnection *connection);
guint           _flow_dock_replace_connection  (FlowDock       *self,
                                                FlowConnection *old_connection,
                                                FlowConnection *new_connection);
void            _flow_dock_move_connection     (FlowDock       *self,
                                                FlowConnection *connection,
                                                guint           position,
                                                guint          *first,
                                                guint          *n_changed);
GListModel     *_flow_dock_peek_connections_model (FlowDock    *self);
FlowConnection *_flow_dock_get_connection      (FlowDock       *self,
                                                guint           position);
gboolean        _flow_dock_store_value         (FlowDock       *self,
                                                const GValue   *value);
void            _flow_dock_deliver             (FlowDock       *self,
                                                const GValue   *value);
void            _flow_dock_produce             (FlowDock       *self,
                                                const GValue   *value);
void            _flow_dock_notify              (FlowDock       *self,
                                                GParamSpec     *pspec);
char           *_flow_dock_describe            (FlowDock       *self);

G_END_DECLS

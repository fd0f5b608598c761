/* flow-dock-values.c: a dock's value, and a sink's default value, read
 * and written as a plain double, integer, 64-bit integer, boolean or
 * string, beside the GValue accessors of flow-dock.c and flow-sink.c, so
 * that language bindings need no GObject.Value.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-dock.h"
#include "flow-sink.h"
#include "flow-dock-private.h"
#include "flow-sink-private.h"

/* Implementation notes
 *
 * Each setter builds a GValue of its own type on the stack and hands it
 * to flow_dock_set_value ()'s path, which converts it to the dock's type
 * and refuses, with a critical naming the setter, a type it cannot hold:
 * there is one path for a value, whatever the language. Each getter reads the dock's value
 * converted with g_value_transform () into its type, and gives 0 (FALSE,
 * NULL) when the dock is null or its value does not convert, so that
 * flow_dock_has_value () tells a null from a zero; a getter never warns,
 * because a dock of type "any" may carry a value of any type.
 *
 * Rejected: one generic getter returning a GVariant (bindings would still
 * unwrap it), and getters that fail with a GError (a type that does not
 * convert is not something a user or a file causes).
 */

static gboolean
read_as (FlowDock *self,
         GType     type,
         GValue   *out)
{
  const GValue *value = flow_dock_get_value (self);

  if (value == NULL)
    return FALSE;

  g_value_init (out, type);

  if (G_VALUE_TYPE (value) == type)
    {
      g_value_copy (value, out);
      return TRUE;
    }

  if (g_value_type_transformable (G_VALUE_TYPE (value), type) &&
      g_value_transform (value, out))
    return TRUE;

  g_value_unset (out);
  return FALSE;
}

/**
 * flow_dock_get_double:
 * @self: a dock
 *
 * Gets the value of @self as a double.
 *
 * A value of another number type is converted, as
 * [method@GObject.Value.transform] does.
 *
 * Returns: the value, or 0 when @self is null (see
 *   [method@Dock.has_value]) or holds a value that is not a number
 *
 * Since: 0.2
 */
double
flow_dock_get_double (FlowDock *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (FLOW_IS_DOCK (self), 0.0);

  return read_as (self, G_TYPE_DOUBLE, &value) ? g_value_get_double (&value) : 0.0;
}

/**
 * flow_dock_set_double:
 * @self: a dock
 * @value: the new value
 *
 * Sets the value of @self to @value, converted to the dock's type, as
 * [method@Dock.set_value] does.
 *
 * Since: 0.2
 */
void
flow_dock_set_double (FlowDock *self,
                      double    value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_DOCK (self));

  g_value_init (&v, G_TYPE_DOUBLE);
  g_value_set_double (&v, value);
  _flow_dock_set_value_for (self, &v, G_STRFUNC);
}

/**
 * flow_dock_get_int:
 * @self: a dock
 *
 * Gets the value of @self as an integer.
 *
 * A value of another number type is converted, as
 * [method@GObject.Value.transform] does (a double is truncated).
 *
 * Returns: the value, or 0 when @self is null (see
 *   [method@Dock.has_value]) or holds a value that is not a number
 *
 * Since: 0.2
 */
int
flow_dock_get_int (FlowDock *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (FLOW_IS_DOCK (self), 0);

  return read_as (self, G_TYPE_INT, &value) ? g_value_get_int (&value) : 0;
}

/**
 * flow_dock_set_int:
 * @self: a dock
 * @value: the new value
 *
 * Sets the value of @self to @value, converted to the dock's type, as
 * [method@Dock.set_value] does.
 *
 * Since: 0.2
 */
void
flow_dock_set_int (FlowDock *self,
                   int       value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_DOCK (self));

  g_value_init (&v, G_TYPE_INT);
  g_value_set_int (&v, value);
  _flow_dock_set_value_for (self, &v, G_STRFUNC);
}

/**
 * flow_dock_get_int64:
 * @self: a dock
 *
 * Gets the value of @self as a 64-bit integer.
 *
 * A value of another number type is converted, as
 * [method@GObject.Value.transform] does.
 *
 * Returns: the value, or 0 when @self is null (see
 *   [method@Dock.has_value]) or holds a value that is not a number
 *
 * Since: 0.2
 */
gint64
flow_dock_get_int64 (FlowDock *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (FLOW_IS_DOCK (self), 0);

  return read_as (self, G_TYPE_INT64, &value) ? g_value_get_int64 (&value) : 0;
}

/**
 * flow_dock_set_int64:
 * @self: a dock
 * @value: the new value
 *
 * Sets the value of @self to @value, converted to the dock's type, as
 * [method@Dock.set_value] does.
 *
 * Since: 0.2
 */
void
flow_dock_set_int64 (FlowDock *self,
                     gint64    value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_DOCK (self));

  g_value_init (&v, G_TYPE_INT64);
  g_value_set_int64 (&v, value);
  _flow_dock_set_value_for (self, &v, G_STRFUNC);
}

/**
 * flow_dock_get_boolean:
 * @self: a dock
 *
 * Gets the value of @self as a boolean.
 *
 * A number is `TRUE` when it is not 0, as [method@GObject.Value.transform]
 * converts it.
 *
 * Returns: the value, or `FALSE` when @self is null (see
 *   [method@Dock.has_value]) or holds a value that does not convert
 *
 * Since: 0.2
 */
gboolean
flow_dock_get_boolean (FlowDock *self)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_return_val_if_fail (FLOW_IS_DOCK (self), FALSE);

  return read_as (self, G_TYPE_BOOLEAN, &value) ? g_value_get_boolean (&value) : FALSE;
}

/**
 * flow_dock_set_boolean:
 * @self: a dock
 * @value: the new value
 *
 * Sets the value of @self to @value, converted to the dock's type, as
 * [method@Dock.set_value] does.
 *
 * Since: 0.2
 */
void
flow_dock_set_boolean (FlowDock *self,
                       gboolean  value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_DOCK (self));

  g_value_init (&v, G_TYPE_BOOLEAN);
  g_value_set_boolean (&v, value != FALSE);
  _flow_dock_set_value_for (self, &v, G_STRFUNC);
}

/**
 * flow_dock_get_string:
 * @self: a dock
 *
 * Gets the value of @self when it is a string.
 *
 * Values of other types are not converted: use [method@Dock.get_value]
 * and [method@GObject.Value.transform] to show a number as text.
 *
 * Returns: (transfer none) (nullable): the string, or `NULL` when @self
 *   is null or holds a value that is not a string
 *
 * Since: 0.2
 */
const char *
flow_dock_get_string (FlowDock *self)
{
  const GValue *value;

  g_return_val_if_fail (FLOW_IS_DOCK (self), NULL);

  value = flow_dock_get_value (self);

  return value != NULL && G_VALUE_HOLDS_STRING (value) ? g_value_get_string (value) : NULL;
}

/**
 * flow_dock_set_string:
 * @self: a dock
 * @value: (nullable): the new value
 *
 * Sets the value of @self to the string @value, converted to the dock's
 * type, as [method@Dock.set_value] does. A string is not parsed: a dock
 * of numbers refuses it, as a programmer error.
 *
 * A `NULL` string is a string value, not the null of
 * [method@Dock.clear_value]: [method@Dock.has_value] is `TRUE` after it.
 * A file has one null for both: a `NULL` string is saved as JSON `null`
 * and loads as no value.
 *
 * Since: 0.2
 */
void
flow_dock_set_string (FlowDock   *self,
                      const char *value)
{
  g_auto(GValue) v = G_VALUE_INIT;

  g_return_if_fail (FLOW_IS_DOCK (self));

  g_value_init (&v, G_TYPE_STRING);
  g_value_set_string (&v, value);
  _flow_dock_set_value_for (self, &v, G_STRFUNC);
}

/* Sink defaults: an edit (the history records it), set through
 * flow_sink_set_default_value () and read converted like the values.
 */

#define DEFINE_DEFAULT_SETTER(name, ctype, gtype, setter)                     \
void                                                                          \
flow_sink_set_default_##name (FlowSink *self,                                 \
                              ctype     value)                                \
{                                                                             \
  g_auto(GValue) v = G_VALUE_INIT;                                            \
                                                                              \
  g_return_if_fail (FLOW_IS_SINK (self));                                     \
                                                                              \
  g_value_init (&v, gtype);                                                   \
  setter (&v, value);                                                         \
  _flow_sink_set_default_value_for (self, &v, G_STRFUNC);                    \
}

/**
 * flow_sink_set_default_double:
 * @self: a sink
 * @value: the new default value
 *
 * Sets the default value of @self to @value, converted to the sink's
 * type, as [method@Sink.set_default_value] does: one step of the
 * history.
 *
 * Since: 0.2
 */
DEFINE_DEFAULT_SETTER (double, double, G_TYPE_DOUBLE, g_value_set_double)

/**
 * flow_sink_set_default_int:
 * @self: a sink
 * @value: the new default value
 *
 * Sets the default value of @self to @value, converted to the sink's
 * type, as [method@Sink.set_default_value] does.
 *
 * Since: 0.2
 */
DEFINE_DEFAULT_SETTER (int, int, G_TYPE_INT, g_value_set_int)

/**
 * flow_sink_set_default_int64:
 * @self: a sink
 * @value: the new default value
 *
 * Sets the default value of @self to @value, converted to the sink's
 * type, as [method@Sink.set_default_value] does.
 *
 * Since: 0.2
 */
DEFINE_DEFAULT_SETTER (int64, gint64, G_TYPE_INT64, g_value_set_int64)

/**
 * flow_sink_set_default_boolean:
 * @self: a sink
 * @value: the new default value
 *
 * Sets the default value of @self to @value, converted to the sink's
 * type, as [method@Sink.set_default_value] does.
 *
 * Since: 0.2
 */
DEFINE_DEFAULT_SETTER (boolean, gboolean, G_TYPE_BOOLEAN, g_value_set_boolean)

/**
 * flow_sink_set_default_string:
 * @self: a sink
 * @value: (nullable): the new default value
 *
 * Sets the default value of @self to the string @value, converted to the
 * sink's type, as [method@Sink.set_default_value] does. A string is not
 * parsed: a sink of numbers refuses it, as a programmer error.
 *
 * Since: 0.2
 */
DEFINE_DEFAULT_SETTER (string, const char *, G_TYPE_STRING, g_value_set_string)

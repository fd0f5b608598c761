/* flow-value-rules-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The rules for values on their way through a graph; see
 * flow-value-rules.c. The plain-value helpers are inline here for the
 * value path of flow-dock.c, which uses them for every node a value
 * reaches.
 */

/* Whether values of the fundamental @type keep everything in data[0] and
 * own nothing, so that g_value_copy () amounts to copying data[0].
 */
static inline gboolean
_flow_value_is_plain_type (GType type)
{
  switch (type)
    {
    case G_TYPE_CHAR:
    case G_TYPE_UCHAR:
    case G_TYPE_BOOLEAN:
    case G_TYPE_INT:
    case G_TYPE_UINT:
    case G_TYPE_LONG:
    case G_TYPE_ULONG:
    case G_TYPE_INT64:
    case G_TYPE_UINT64:
    case G_TYPE_FLOAT:
    case G_TYPE_DOUBLE:
    case G_TYPE_POINTER:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Whether @a and @b, two values of the same @type, are equal: 1 if they
 * are, 0 if not, and -1 if @type is not plain (_flow_value_is_plain_type ()). Reads
 * data[0] as the g_value_get_*() functions do, without their type
 * checks; one switch both tells a plain type and compares, which the
 * value path does twice for every node a value reaches.
 */
static inline int
_flow_value_compare_plain (GType         type,
                           const GValue *a,
                           const GValue *b)
{
  switch (type)
    {
    case G_TYPE_BOOLEAN:
      return !a->data[0].v_int == !b->data[0].v_int;
    case G_TYPE_CHAR:
      return (gint8) a->data[0].v_int == (gint8) b->data[0].v_int;
    case G_TYPE_UCHAR:
      return (guchar) a->data[0].v_uint == (guchar) b->data[0].v_uint;
    case G_TYPE_INT:
      return a->data[0].v_int == b->data[0].v_int;
    case G_TYPE_UINT:
      return a->data[0].v_uint == b->data[0].v_uint;
    case G_TYPE_LONG:
      return a->data[0].v_long == b->data[0].v_long;
    case G_TYPE_ULONG:
      return a->data[0].v_ulong == b->data[0].v_ulong;
    case G_TYPE_INT64:
      return a->data[0].v_int64 == b->data[0].v_int64;
    case G_TYPE_UINT64:
      return a->data[0].v_uint64 == b->data[0].v_uint64;
    case G_TYPE_FLOAT:
      return a->data[0].v_float == b->data[0].v_float;
    case G_TYPE_DOUBLE:
      return a->data[0].v_double == b->data[0].v_double;
    case G_TYPE_POINTER:
      return a->data[0].v_pointer == b->data[0].v_pointer;
    default:
      return -1;
    }
}

gboolean _flow_value_equal   (const GValue *a,
                             const GValue *b);
gboolean _flow_value_is_null (GType         target,
                             const GValue *value);
gboolean _flow_value_fits    (GType         target,
                             const GValue *value);
gboolean _flow_value_convert (GType         target,
                             const GValue *src,
                             GValue       *dest);

G_END_DECLS

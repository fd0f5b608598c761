/* flow-value-rules.c: the rules for values on their way through a
 * graph: when two values are the same (so that an unchanged value goes
 * no further), which values a dock of a type takes, and how a value is
 * converted to a dock's type.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-value-rules-private.h"

#include "flow-dock.h"

/* Whether @a and @b (NULL for null) are the same value: of one type and
 * equal, or both null. Both are values the library keeps (a dock's, a
 * sink's default, a conversion's result), so an unset one is all zeros.
 */
gboolean
_flow_value_equal (const GValue *a,
                   const GValue *b)
{
  GType type;
  int equal;

  /* Not G_IS_VALUE (), whose type-system lookup takes a lock. */
  if (a == NULL || G_VALUE_TYPE (a) == G_TYPE_INVALID)
    return b == NULL || G_VALUE_TYPE (b) == G_TYPE_INVALID;
  if (b == NULL || G_VALUE_TYPE (b) == G_TYPE_INVALID)
    return FALSE;

  type = G_VALUE_TYPE (a);
  if (type != G_VALUE_TYPE (b))
    return FALSE;

  if ((equal = _flow_value_compare_plain (type, a, b)) >= 0)
    return equal;

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_BOOLEAN:
      return !g_value_get_boolean (a) == !g_value_get_boolean (b);
    case G_TYPE_CHAR:
      return g_value_get_schar (a) == g_value_get_schar (b);
    case G_TYPE_UCHAR:
      return g_value_get_uchar (a) == g_value_get_uchar (b);
    case G_TYPE_INT:
      return g_value_get_int (a) == g_value_get_int (b);
    case G_TYPE_UINT:
      return g_value_get_uint (a) == g_value_get_uint (b);
    case G_TYPE_LONG:
      return g_value_get_long (a) == g_value_get_long (b);
    case G_TYPE_ULONG:
      return g_value_get_ulong (a) == g_value_get_ulong (b);
    case G_TYPE_INT64:
      return g_value_get_int64 (a) == g_value_get_int64 (b);
    case G_TYPE_UINT64:
      return g_value_get_uint64 (a) == g_value_get_uint64 (b);
    case G_TYPE_FLOAT:
      return g_value_get_float (a) == g_value_get_float (b);
    case G_TYPE_DOUBLE:
      return g_value_get_double (a) == g_value_get_double (b);
    case G_TYPE_ENUM:
      return g_value_get_enum (a) == g_value_get_enum (b);
    case G_TYPE_FLAGS:
      return g_value_get_flags (a) == g_value_get_flags (b);
    case G_TYPE_STRING:
      return g_strcmp0 (g_value_get_string (a), g_value_get_string (b)) == 0;
    case G_TYPE_VARIANT:
      {
        GVariant *va = g_value_get_variant (a);
        GVariant *vb = g_value_get_variant (b);

        if (va == NULL || vb == NULL)
          return va == vb;

        return g_variant_equal (va, vb);
      }
    case G_TYPE_POINTER:
      return g_value_get_pointer (a) == g_value_get_pointer (b);
    case G_TYPE_OBJECT:
    case G_TYPE_INTERFACE:
    case G_TYPE_BOXED:
    case G_TYPE_PARAM:
      /* Identity only: two distinct boxed copies count as a change. */
      return a->data[0].v_pointer == b->data[0].v_pointer;
    default:
      return FALSE;
    }
}

/* Whether @value stands for null in a dock of @target type: `NULL`, an
 * unset value, or a `NULL` pointer of type gpointer, which is what some
 * language bindings (gjs) pass for a null argument, unless the dock
 * carries gpointer values itself.
 */
gboolean
_flow_value_is_null (GType         target,
                     const GValue *value)
{
  if (value == NULL || !G_IS_VALUE (value))
    return TRUE;

  return G_VALUE_TYPE (value) == G_TYPE_POINTER && target != G_TYPE_POINTER &&
         g_value_get_pointer (value) == NULL;
}

/* Whether @value can be stored in a dock of @target type: it holds the
 * type, a subtype, or a type GLib can transform into it.
 *
 * GLib "transforms" any object type into any other, to a NULL object when
 * the instance is not of the target type; such an object is of the wrong
 * type, not converted.
 */
gboolean
_flow_value_fits (GType         target,
                  const GValue *value)
{
  GType type = G_VALUE_TYPE (value);
  GObject *object;

  if (target == FLOW_TYPE_ANY || g_type_is_a (type, target))
    return TRUE;

  if (!g_value_type_transformable (type, target))
    return FALSE;

  if (G_VALUE_HOLDS_OBJECT (value) && G_TYPE_IS_OBJECT (target) &&
      (object = g_value_get_object (value)) != NULL)
    return g_type_is_a (G_OBJECT_TYPE (object), target);

  return TRUE;
}

/* Converts @src into @dest (uninitialized) for a dock of @target type.
 * Returns FALSE, leaving @dest uninitialized, when it cannot.
 */
gboolean
_flow_value_convert (GType         target,
                     const GValue *src,
                     GValue       *dest)
{
  GType src_type = G_VALUE_TYPE (src);

  if (target == FLOW_TYPE_ANY || g_type_is_a (src_type, target))
    {
      g_value_init (dest, src_type);
      g_value_copy (src, dest);
      return TRUE;
    }

  if (_flow_value_fits (target, src))
    {
      g_value_init (dest, target);
      if (g_value_transform (src, dest))
        return TRUE;
      g_value_unset (dest);
    }

  return FALSE;
}

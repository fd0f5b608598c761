/* flow-value.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-value-private.h"
#include "flow-i18n-private.h"

#include <inttypes.h>

#include "flow-error.h"
#include "flow-value-rules-private.h"

#include <math.h>
#include <string.h>

typedef struct
{
  FlowValueSerializeFunc   serialize;
  FlowValueDeserializeFunc deserialize;
} Serializer;

static GRWLock serializers_lock;
/* GType -> Serializer; created on the first registration. */
static GHashTable *serializers;

static gboolean
lookup_registered (GType       type,
                   Serializer *out)
{
  gboolean found = FALSE;

  g_rw_lock_reader_lock (&serializers_lock);

  if (serializers != NULL)
    {
      for (GType t = type; t != G_TYPE_INVALID && !found; t = g_type_parent (t))
        {
          Serializer *serializer = g_hash_table_lookup (serializers, GSIZE_TO_POINTER (t));

          if (serializer != NULL)
            {
              *out = *serializer;
              found = TRUE;
            }
        }
    }

  g_rw_lock_reader_unlock (&serializers_lock);

  return found;
}

/* JSON helpers shared with the serializer */

/* json-glib prints doubles with "%.17g", which reads back exactly, and
 * appends ".0" to a number without a decimal point so that it stays a
 * double. A number in exponent form without a point ("1e+22") then
 * becomes "1e+22.0", which is not JSON: such a number is written as an
 * integer when it is one that fits, or else as a string, as are the ones
 * JSON has no form for.
 */
JsonNode *
_flow_json_new_double (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  double magnitude = fabs (value);

  /* Most numbers (positions, values): "%.17g" writes them without an
   * exponent, which it uses only below 1e-4 and from 1e17 on.
   */
  if (value == 0.0 || (magnitude >= 1e-3 && magnitude <= 1e15))
    return json_node_init_double (json_node_alloc (), value);

  if (isnan (value))
    return _flow_json_new_string ("NaN");
  if (isinf (value))
    /* Not translated: the file format's spelling. */
    return _flow_json_new_string (value > 0 ? "Infinity" : "-Infinity");

  g_ascii_formatd (buffer, sizeof buffer, "%.17g", value);

  if (strchr (buffer, 'e') != NULL && strchr (buffer, '.') == NULL)
    {
      /* 2^63: every integer below it in magnitude fits a gint64. */
      if (value == trunc (value) && fabs (value) < 9223372036854775808.0)
        return json_node_init_int (json_node_alloc (), (gint64)value);

      return _flow_json_new_string (buffer);
    }

  return json_node_init_double (json_node_alloc (), value);
}

static gboolean
is_numeral (const char *text)
{
  if (*text == '\0')
    return FALSE;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && strchr ("+-.eE", *p) == NULL)
      return FALSE;

  return TRUE;
}

gboolean
_flow_json_get_double (JsonNode *node,
                       double   *value)
{
  const char *text;
  char *end;

  if (!JSON_NODE_HOLDS_VALUE (node))
    return FALSE;

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_DOUBLE:
      /* Infinite only when the text overflowed a double: "1e+400". */
      *value = json_node_get_double (node);
      return isfinite (*value);

    case G_TYPE_INT64:
      *value = json_node_get_int (node);
      return TRUE;

    case G_TYPE_STRING:
      text = json_node_get_string (node);

      if (g_str_equal (text, "NaN"))
        *value = NAN;
      else if (g_str_equal (text, "Infinity"))
        *value = INFINITY;
      else if (g_str_equal (text, "-Infinity"))
        *value = -INFINITY;
      else if (!is_numeral (text))
        return FALSE;
      else
        {
          *value = g_ascii_strtod (text, &end);
          if (*end != '\0' || !isfinite (*value))
            return FALSE;
        }
      return TRUE;

    default:
      return FALSE;
    }
}

JsonNode *
_flow_json_new_string (const char *value)
{
  JsonNode *node = json_node_alloc ();

  if (value == NULL)
    return json_node_init_null (node);

  /* A file must always load again: json-glib refuses invalid UTF-8. */
  if (!g_utf8_validate (value, -1, NULL))
    {
      g_autofree char *valid = g_utf8_make_valid (value, -1);

      return json_node_init_string (node, valid);
    }

  return json_node_init_string (node, value);
}

JsonNode *
_flow_json_take_object (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);

  return node;
}

JsonNode *
_flow_json_take_array (JsonArray *array)
{
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  json_node_take_array (node, array);

  return node;
}

static JsonNode *
copy_node (JsonNode *node,
           gboolean  for_writing);

/* Whether @node is a whole JSON value: json-glib lets a program make
 * nodes that hold nothing (json_node_alloc (), or json_node_new () of an
 * object, an array or a value that is never set), which no JSON text can
 * express and which its own functions do not expect.
 */
gboolean
_flow_json_is_complete (JsonNode *node)
{
  if (node == NULL)
    return FALSE;

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        if (object == NULL)
          return FALSE;

        json_object_iter_init (&iter, object);
        while (json_object_iter_next (&iter, &name, &member))
          if (!_flow_json_is_complete (member))
            return FALSE;

        return TRUE;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        if (array == NULL)
          return FALSE;

        for (guint i = 0; i < json_array_get_length (array); i++)
          if (!_flow_json_is_complete (json_array_get_element (array, i)))
            return FALSE;

        return TRUE;
      }

    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
        case G_TYPE_DOUBLE:
        case G_TYPE_BOOLEAN:
        case G_TYPE_STRING:
          return TRUE;
        default:
          return FALSE;
        }

    case JSON_NODE_NULL:
      return TRUE;

    default:
      return FALSE;
    }
}

/* Whether every number in @node is finite: json-glib reads a number too
 * large for a double ("1e+400") as infinity, which no JSON can hold.
 */
gboolean
_flow_json_numbers_finite (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, &name, &member))
          if (!_flow_json_numbers_finite (member))
            return FALSE;

        return TRUE;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        for (guint i = 0; i < json_array_get_length (array); i++)
          if (!_flow_json_numbers_finite (json_array_get_element (array, i)))
            return FALSE;

        return TRUE;
      }

    case JSON_NODE_VALUE:
      return json_node_get_value_type (node) != G_TYPE_DOUBLE ||
             isfinite (json_node_get_double (node));

    case JSON_NODE_NULL:
    default:
      return TRUE;
    }
}

JsonNode *
_flow_json_deep_copy (JsonNode *node)
{
  return copy_node (node, FALSE);
}

/* A copy that json-glib writes as valid JSON: numbers it would print
 * wrongly (see _flow_json_new_double ()) are written as it does.
 */
JsonNode *
_flow_json_copy_for_writing (JsonNode *node)
{
  return copy_node (node, TRUE);
}

/* A copy that shares nothing with @node, for keeping parts of a parsed
 * tree that is freed in another thread: json-glib 1.6 counts references
 * without atomic operations. Member order is kept.
 */
static JsonNode *
copy_node (JsonNode *node,
           gboolean  for_writing)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *copy = json_object_new ();
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        json_object_iter_init_ordered (&iter, json_node_get_object (node));
        while (json_object_iter_next_ordered (&iter, &name, &member))
          json_object_set_member (copy, name, copy_node (member, for_writing));

        return _flow_json_take_object (copy);
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);
        JsonArray *copy = json_array_sized_new (n);

        for (guint i = 0; i < n; i++)
          json_array_add_element (copy, copy_node (json_array_get_element (array, i), for_writing));

        return _flow_json_take_array (copy);
      }

    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          return json_node_init_int (json_node_alloc (), json_node_get_int (node));
        case G_TYPE_DOUBLE:
          if (for_writing)
            return _flow_json_new_double (json_node_get_double (node));
          return json_node_init_double (json_node_alloc (), json_node_get_double (node));
        case G_TYPE_BOOLEAN:
          return json_node_init_boolean (json_node_alloc (), json_node_get_boolean (node));
        case G_TYPE_STRING:
          return json_node_init_string (json_node_alloc (), json_node_get_string (node));
        default:
          g_assert_not_reached ();
        }

    case JSON_NODE_NULL:
    default:
      return json_node_init_null (json_node_alloc ());
    }
}

/* Built-in forms */

static JsonNode *
serialize_builtin (const GValue *value)
{
  GType type = G_VALUE_TYPE (value);
  JsonNode *node;

  if (type == G_TYPE_STRV)
    {
      const char * const *strv = g_value_get_boxed (value);
      JsonArray *array;

      if (strv == NULL)
        return json_node_init_null (json_node_alloc ());

      array = json_array_sized_new (g_strv_length ((char **)strv));
      for (guint i = 0; strv[i] != NULL; i++)
        json_array_add_element (array, _flow_json_new_string (strv[i]));

      return _flow_json_take_array (array);
    }

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_BOOLEAN:
      return json_node_init_boolean (json_node_alloc (), g_value_get_boolean (value));
    case G_TYPE_CHAR:
      return json_node_init_int (json_node_alloc (), g_value_get_schar (value));
    case G_TYPE_UCHAR:
      return json_node_init_int (json_node_alloc (), g_value_get_uchar (value));
    case G_TYPE_INT:
      return json_node_init_int (json_node_alloc (), g_value_get_int (value));
    case G_TYPE_UINT:
      return json_node_init_int (json_node_alloc (), g_value_get_uint (value));
    case G_TYPE_LONG:
      return json_node_init_int (json_node_alloc (), g_value_get_long (value));
    case G_TYPE_ULONG:
      if ((guint64)g_value_get_ulong (value) > G_MAXINT64)
        {
          g_autofree char *text = g_strdup_printf ("%lu", g_value_get_ulong (value));
          return _flow_json_new_string (text);
        }
      return json_node_init_int (json_node_alloc (), (gint64)g_value_get_ulong (value));
    case G_TYPE_INT64:
      return json_node_init_int (json_node_alloc (), g_value_get_int64 (value));
    case G_TYPE_UINT64:
      if (g_value_get_uint64 (value) > G_MAXINT64)
        {
          g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, g_value_get_uint64 (value));
          return _flow_json_new_string (text);
        }
      return json_node_init_int (json_node_alloc (), (gint64)g_value_get_uint64 (value));
    case G_TYPE_FLOAT:
      return _flow_json_new_double (g_value_get_float (value));
    case G_TYPE_DOUBLE:
      return _flow_json_new_double (g_value_get_double (value));
    case G_TYPE_STRING:
      return _flow_json_new_string (g_value_get_string (value));

    case G_TYPE_ENUM:
      {
        GEnumClass *klass = g_type_class_ref (type);
        GEnumValue *enum_value = g_enum_get_value (klass, g_value_get_enum (value));

        if (enum_value != NULL)
          node = _flow_json_new_string (enum_value->value_nick);
        else
          node = json_node_init_int (json_node_alloc (), g_value_get_enum (value));

        g_type_class_unref (klass);
        return node;
      }

    case G_TYPE_FLAGS:
      {
        GFlagsClass *klass = g_type_class_ref (type);
        guint flags = g_value_get_flags (value);
        JsonArray *array = json_array_new ();
        GFlagsValue *flags_value;

        while (flags != 0 &&
               (flags_value = g_flags_get_first_value (klass, flags)) != NULL &&
               flags_value->value != 0)
          {
            json_array_add_element (array, _flow_json_new_string (flags_value->value_nick));
            flags &= ~flags_value->value;
          }

        /* Bits the type does not name are kept as a number. */
        if (flags != 0)
          json_array_add_int_element (array, flags);

        g_type_class_unref (klass);
        return _flow_json_take_array (array);
      }

    case G_TYPE_VARIANT:
      {
        GVariant *variant = g_value_get_variant (value);
        g_autofree char *text = NULL;

        if (variant == NULL)
          return json_node_init_null (json_node_alloc ());

        text = g_variant_print (variant, TRUE);
        return _flow_json_new_string (text);
      }

    default:
      return NULL;
    }
}

static gboolean
builtin_is_serializable (GType type)
{
  if (type == G_TYPE_STRV)
    return TRUE;

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_BOOLEAN:
    case G_TYPE_CHAR:
    case G_TYPE_UCHAR:
    case G_TYPE_INT:
    case G_TYPE_UINT:
    case G_TYPE_LONG:
    case G_TYPE_ULONG:
    case G_TYPE_INT64:
    case G_TYPE_UINT64:
    case G_TYPE_FLOAT:
    case G_TYPE_DOUBLE:
    case G_TYPE_STRING:
    case G_TYPE_ENUM:
    case G_TYPE_FLAGS:
    case G_TYPE_VARIANT:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
read_integer (JsonNode  *node,
              gint64     min,
              guint64    max,
              gint64    *signed_value,
              guint64   *unsigned_value,
              GError   **error)
{
  if (JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 v = json_node_get_int (node);

      if (v >= min && (v < 0 || (guint64)v <= max))
        {
          *signed_value = v;
          *unsigned_value = (guint64)v;
          return TRUE;
        }
    }
  /* Unsigned numbers beyond the range of JSON integers in json-glib are
   * written as strings of digits.
   */
  else if (min == 0 && max > G_MAXINT64 &&
           JSON_NODE_HOLDS_VALUE (node) &&
           json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (node);
      guint64 v;

      if (g_ascii_string_to_unsigned (text, 10, 0, max, &v, NULL) &&
          g_ascii_isdigit (text[0]))
        {
          *signed_value = (gint64)v;
          *unsigned_value = v;
          return TRUE;
        }
    }

  if (min < 0)
    g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                 _("Expected a whole number from %" PRId64 " to %" PRIu64 "."),
                 (int64_t) min, (uint64_t) max);
  else
    g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                 _("Expected a whole number from 0 to %" PRIu64 "."), (uint64_t) max);

  return FALSE;
}

static const char *
get_string (JsonNode *node)
{
  if (JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);

  return NULL;
}

static gboolean
deserialize_enum (JsonNode  *node,
                  GValue    *value,
                  GError   **error)
{
  GEnumClass *klass = g_type_class_ref (G_VALUE_TYPE (value));
  const char *nick = get_string (node);
  gboolean ret = FALSE;

  if (nick != NULL)
    {
      GEnumValue *enum_value = g_enum_get_value_by_nick (klass, nick);

      if (enum_value != NULL)
        {
          g_value_set_enum (value, enum_value->value);
          ret = TRUE;
        }
      else
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("“%s” is not a value of %s."),
                       nick, G_VALUE_TYPE_NAME (value));
        }
    }
  else if (JSON_NODE_HOLDS_VALUE (node) &&
           json_node_get_value_type (node) == G_TYPE_INT64 &&
           json_node_get_int (node) >= G_MININT &&
           json_node_get_int (node) <= G_MAXINT)
    {
      g_value_set_enum (value, json_node_get_int (node));
      ret = TRUE;
    }
  else
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("Expected the name of a value of %s."),
                   G_VALUE_TYPE_NAME (value));
    }

  g_type_class_unref (klass);

  return ret;
}

static gboolean
deserialize_flags (JsonNode  *node,
                   GValue    *value,
                   GError   **error)
{
  GFlagsClass *klass;
  JsonArray *array;
  guint flags = 0;
  gboolean ret = TRUE;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("Expected a list of the names of flags of %s."),
                   G_VALUE_TYPE_NAME (value));
      return FALSE;
    }

  klass = g_type_class_ref (G_VALUE_TYPE (value));
  array = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (array) && ret; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      const char *nick = get_string (element);

      if (nick != NULL)
        {
          GFlagsValue *flags_value = g_flags_get_value_by_nick (klass, nick);

          if (flags_value != NULL)
            flags |= flags_value->value;
          else
            {
              g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("“%s” is not a flag of %s."),
                           nick, G_VALUE_TYPE_NAME (value));
              ret = FALSE;
            }
        }
      else if (JSON_NODE_HOLDS_VALUE (element) &&
               json_node_get_value_type (element) == G_TYPE_INT64 &&
               json_node_get_int (element) >= 0 &&
               json_node_get_int (element) <= G_MAXUINT)
        {
          flags |= (guint)json_node_get_int (element);
        }
      else
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("Expected a list of the names of flags of %s."),
                       G_VALUE_TYPE_NAME (value));
          ret = FALSE;
        }
    }

  if (ret)
    g_value_set_flags (value, flags);

  g_type_class_unref (klass);

  return ret;
}

static gboolean
deserialize_builtin (JsonNode  *node,
                     GValue    *value,
                     GError   **error)
{
  GType type = G_VALUE_TYPE (value);
  gint64 s;
  guint64 u;
  double d;

  if (type == G_TYPE_STRV)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        goto not_strings;

      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          const char *text = get_string (json_array_get_element (array, i));

          if (text == NULL)
            goto not_strings;

          g_strv_builder_add (builder, text);
        }

      g_value_take_boxed (value, g_strv_builder_end (builder));
      return TRUE;

    not_strings:
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("Expected a list of strings."));
      return FALSE;
    }

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_BOOLEAN:
      if (JSON_NODE_HOLDS_VALUE (node) &&
          json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        {
          g_value_set_boolean (value, json_node_get_boolean (node));
          return TRUE;
        }
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("Expected true or false."));
      return FALSE;

    case G_TYPE_CHAR:
      if (!read_integer (node, G_MININT8, G_MAXINT8, &s, &u, error))
        return FALSE;
      g_value_set_schar (value, (gint8)s);
      return TRUE;

    case G_TYPE_UCHAR:
      if (!read_integer (node, 0, G_MAXUINT8, &s, &u, error))
        return FALSE;
      g_value_set_uchar (value, (guchar)u);
      return TRUE;

    case G_TYPE_INT:
      if (!read_integer (node, G_MININT, G_MAXINT, &s, &u, error))
        return FALSE;
      g_value_set_int (value, (int)s);
      return TRUE;

    case G_TYPE_UINT:
      if (!read_integer (node, 0, G_MAXUINT, &s, &u, error))
        return FALSE;
      g_value_set_uint (value, (guint)u);
      return TRUE;

    case G_TYPE_LONG:
      if (!read_integer (node, G_MINLONG, G_MAXLONG, &s, &u, error))
        return FALSE;
      g_value_set_long (value, (long)s);
      return TRUE;

    case G_TYPE_ULONG:
      if (!read_integer (node, 0, G_MAXULONG, &s, &u, error))
        return FALSE;
      g_value_set_ulong (value, (gulong)u);
      return TRUE;

    case G_TYPE_INT64:
      if (!read_integer (node, G_MININT64, G_MAXINT64, &s, &u, error))
        return FALSE;
      g_value_set_int64 (value, s);
      return TRUE;

    case G_TYPE_UINT64:
      if (!read_integer (node, 0, G_MAXUINT64, &s, &u, error))
        return FALSE;
      g_value_set_uint64 (value, u);
      return TRUE;

    case G_TYPE_FLOAT:
      if (!_flow_json_get_double (node, &d) ||
          (isfinite (d) && fabs (d) > G_MAXFLOAT))
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("Expected a number that fits a single-precision float."));
          return FALSE;
        }
      g_value_set_float (value, (float)d);
      return TRUE;

    case G_TYPE_DOUBLE:
      if (!_flow_json_get_double (node, &d))
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _flow_json_numbers_finite (node)
                               ? _("Expected a number.")
                               : _("The number is too large."));
          return FALSE;
        }
      g_value_set_double (value, d);
      return TRUE;

    case G_TYPE_STRING:
      if (get_string (node) == NULL)
        {
          g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                               _("Expected a string."));
          return FALSE;
        }
      g_value_set_string (value, get_string (node));
      return TRUE;

    case G_TYPE_ENUM:
      return deserialize_enum (node, value, error);

    case G_TYPE_FLAGS:
      return deserialize_flags (node, value, error);

    case G_TYPE_VARIANT:
      {
        g_autoptr(GError) local_error = NULL;
        GVariant *variant;

        if (get_string (node) == NULL)
          {
            g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                                 _("Expected a GVariant in text form."));
            return FALSE;
          }

        variant = g_variant_parse (NULL, get_string (node), NULL, NULL, &local_error);
        if (variant == NULL)
          {
            g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                         _("Expected a GVariant in text form: %s."),
                         local_error->message);
            return FALSE;
          }

        g_value_take_variant (value, variant);
        return TRUE;
      }

    default:
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("Values of type %s cannot be read."), g_type_name (type));
      return FALSE;
    }
}

/* Public API */

/**
 * flow_value_register_serializer:
 * @type: the type of the values
 * @serialize: (scope forever): turns a value into JSON
 * @deserialize: (scope forever): reads a value from JSON
 *
 * Lets Flow files store dock values of @type and of its subtypes.
 *
 * Flow reads and writes booleans, numbers, strings, string arrays,
 * enumerations, flags and [struct@GLib.Variant]s on its own. A library
 * or application registers every other type its docks carry, usually
 * once at start-up; the widget library registers `GdkRGBA`, for
 * instance. A registration for @type takes precedence over one for a
 * parent type and over the built-in forms, and registering @type again
 * replaces the earlier functions.
 *
 * Dock values of a type with no serializer are not saved, so a loaded
 * node keeps the value it was created with.
 *
 * For C: the deserializer fills the `GValue` it is given, which language
 * bindings cannot do from their own functions.
 *
 * ```c
 * static JsonNode *
 * point_serialize (const GValue *value)
 * {
 *   const MyPoint *point = g_value_get_boxed (value);
 *   g_autoptr(JsonBuilder) builder = json_builder_new ();
 *
 *   json_builder_begin_array (builder);
 *   json_builder_add_int_value (builder, point->x);
 *   json_builder_add_int_value (builder, point->y);
 *   json_builder_end_array (builder);
 *
 *   return json_builder_get_root (builder);
 * }
 * ```
 */
void
flow_value_register_serializer (GType                    type,
                                FlowValueSerializeFunc   serialize,
                                FlowValueDeserializeFunc deserialize)
{
  Serializer *serializer;

  g_return_if_fail (type != G_TYPE_INVALID && type != G_TYPE_NONE);
  g_return_if_fail (serialize != NULL);
  g_return_if_fail (deserialize != NULL);

  serializer = g_new0 (Serializer, 1);
  serializer->serialize = serialize;
  serializer->deserialize = deserialize;

  g_rw_lock_writer_lock (&serializers_lock);

  if (serializers == NULL)
    serializers = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  g_hash_table_replace (serializers, GSIZE_TO_POINTER (type), serializer);

  g_rw_lock_writer_unlock (&serializers_lock);
}

/**
 * flow_value_type_is_serializable:
 * @type: a type
 *
 * Checks whether Flow files can store values of @type: a built-in type or
 * one with a serializer registered by [func@value_register_serializer].
 *
 * Returns: `TRUE` if values of @type can be saved and loaded
 */
gboolean
flow_value_type_is_serializable (GType type)
{
  Serializer serializer;

  if (type == G_TYPE_INVALID)
    return FALSE;

  return lookup_registered (type, &serializer) || builtin_is_serializable (type);
}

/**
 * flow_value_serialize:
 * @value: (nullable): a value, or `NULL` for null
 *
 * Writes @value in the form Flow files use.
 *
 * Null, `NULL`, an unset value or a `gpointer` value holding `NULL`
 * (what gjs passes for null), is written as a JSON null. Numbers are
 * written so that they read back bit for bit; `NaN` and the infinities,
 * which JSON cannot represent, as the strings `"NaN"`, `"Infinity"` and
 * `"-Infinity"`.
 *
 * Returns: (transfer full) (nullable): the JSON form of @value, or `NULL`
 *   if its type cannot be saved
 */
JsonNode *
flow_value_serialize (const GValue *value)
{
  Serializer serializer;

  if (_flow_value_is_null (G_TYPE_INVALID, value))
    return json_node_init_null (json_node_alloc ());

  if (lookup_registered (G_VALUE_TYPE (value), &serializer))
    {
      g_autoptr(JsonNode) node = serializer.serialize (value);

      if (node == NULL)
        return NULL;

      if (!_flow_json_is_complete (node))
        {
          g_critical ("The serializer of %s returned a JSON node that holds "
                      "no value; the value is left out",
                      G_VALUE_TYPE_NAME (value));
          return NULL;
        }

      /* An application's numbers too must come out as valid JSON. */
      return _flow_json_copy_for_writing (node);
    }

  return serialize_builtin (value);
}

/**
 * flow_value_deserialize:
 * @node: the JSON form of a value
 * @type: the type of the value to read
 * @value: (out caller-allocates): an unset value to store it in
 * @error: return location for an error
 *
 * Reads a value of @type from the form [func@value_serialize] writes.
 *
 * A JSON null reads as null: the function succeeds and leaves @value
 * unset. Otherwise @value is initialized to @type and set. When @node is
 * not a value of @type, or @type cannot be read, the function fails with
 * `FLOW_ERROR_INVALID_DATA` and leaves @value unset.
 *
 * Language bindings see [func@value_from_json] under this name: an unset
 * value is nothing they can give back.
 *
 * Returns: `TRUE` if a value (or null) was read
 */
gboolean
flow_value_deserialize (JsonNode  *node,
                        GType      type,
                        GValue    *value,
                        GError   **error)
{
  Serializer serializer;
  gboolean ok;

  g_return_val_if_fail (_flow_json_is_complete (node), FALSE);
  g_return_val_if_fail (G_TYPE_IS_VALUE_TYPE (type), FALSE);
  g_return_val_if_fail (value != NULL && !G_IS_VALUE (value), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  g_value_init (value, type);

  if (lookup_registered (type, &serializer))
    {
      g_autoptr(GError) local_error = NULL;

      ok = serializer.deserialize (node, value, &local_error);
      if (!ok)
        {
          if (local_error != NULL)
            g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                                 local_error->message);
          else
            g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                         _("The value is not a valid %s."), g_type_name (type));
        }
    }
  else
    {
      ok = deserialize_builtin (node, value, error);
    }

  if (!ok)
    g_value_unset (value);

  return ok;
}

/**
 * flow_value_from_json: (rename-to flow_value_deserialize)
 * @node: the JSON form of a value
 * @type: the type of the value to read
 * @error: return location for an error
 *
 * Reads a value of @type from the form [func@value_serialize] writes, as
 * [func@value_deserialize] does, into a new `GValue`: `NULL` for a JSON
 * null, without an error. When @node is not a value of @type, or @type
 * cannot be read, it fails with `FLOW_ERROR_INVALID_DATA`.
 *
 * Language bindings call it `value_deserialize`, and get their own
 * value back (`None` or `null` for null).
 *
 * Returns: (transfer full) (nullable): the value, or `NULL` for null or
 *   with @error set
 *
 * Since: 0.2
 */
GValue *
flow_value_from_json (JsonNode  *node,
                      GType      type,
                      GError   **error)
{
  GValue read = G_VALUE_INIT;
  GValue *value;

  g_return_val_if_fail (_flow_json_is_complete (node), NULL);
  g_return_val_if_fail (G_TYPE_IS_VALUE_TYPE (type), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!flow_value_deserialize (node, type, &read, error) || !G_IS_VALUE (&read))
    return NULL;

  value = g_new0 (GValue, 1);
  *value = read;

  return value;
}

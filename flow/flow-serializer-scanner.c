/* flow-serializer-scanner.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-serializer-private.h"

#include "flow-error.h"

#include <string.h>

/* Checks that a text is one strict JSON object (RFC 8259) in the limits
 * of a Flow file, and finds where its parts are, in one pass and in
 * constant memory beyond the nesting: the members of the top-level
 * object, and each element of its "nodes" and "connections" lists. The
 * loader then has json-glib parse one part at a time.
 *
 * Refused here, with the position or the path of the problem:
 *
 * - anything that is not strict JSON: comments, single-quoted strings,
 *   trailing commas, a second value after the first, control characters
 *   in strings, text that is not UTF-8;
 * - nesting deeper than FLOW_SCAN_MAX_DEPTH;
 * - a member given twice in one object;
 * - a whole number (no fraction, no exponent) outside the 64-bit signed
 *   range, which json-glib would wrap;
 * - "\u0000" in a string, which json-glib would cut the string at.
 *
 * Implementation notes:
 *
 * json-glib 1.6 accepts more than JSON: comments, single-quoted strings,
 * several top-level values, each with consequences (its recursive parser
 * can be reached through nesting that a check unaware of comments does
 * not see, and it leaks the values it drops). Its strict mode came in
 * 1.10. So json-glib only ever sees text this scanner accepted, which is
 * strict JSON: there the scanner's idea of nesting and json-glib's are
 * the same by construction, since neither has anything to skip.
 *
 * The scanner is a loop over an explicit stack, not a recursive parser,
 * so its own stack never grows with the input.
 *
 * Parsing the parts one at a time, rather than the whole text into one
 * tree, keeps the memory of a load near the size of the text: json-glib's
 * tree of a whole file took about seven times the text. It is also no
 * slower, since json-glib's cost is per byte.
 */

typedef struct
{
  /* '{' or '['. */
  char        kind;
  /* Where the object or list starts, for its span. */
  gsize       start;
  /* The index of the current element, or the number of members so far. */
  guint64     count;
  /* The current member's name, as written between the quotes. */
  gsize       key_start;
  gsize       key_length;
  gboolean    key_escaped;
  gboolean    has_key;
  /* The names of the members so far are keys[first_key…]; past a few,
   * they are also in a set.
   */
  guint       first_key;
  GHashTable *key_set;
} Level;

typedef struct
{
  gsize    start;
  gsize    length;
  gboolean escaped;
} Key;

/* Past this many members, an object's names go in a hash set. */
#define KEY_SET_THRESHOLD 8

typedef struct
{
  const char    *data;
  gsize          length;
  gsize          pos;

  Level          stack[FLOW_SCAN_MAX_DEPTH];
  guint          depth;
  GArray        *keys;

  FlowScanIndex *index;
  /* The top-level member whose value is being read. */
  FlowSpan      *member;
  GArray        *elements;

  GError       **error;
} Scanner;

/* Errors */

static void
position_of (const char *data,
             gsize       offset,
             guint64    *line,
             guint64    *column)
{
  *line = 1;
  *column = 1;

  for (gsize i = 0; i < offset; i++)
    {
      if (data[i] == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if (((guchar)data[i] & 0xC0) != 0x80)
        {
          /* Columns count characters, not bytes. */
          (*column)++;
        }
    }
}

static gboolean syntax_error (Scanner    *self,
                              gsize       at,
                              const char *format,
                              ...) G_GNUC_PRINTF (3, 4);

/* "The data is not valid JSON at line L, column C: <what>." */
static gboolean
syntax_error (Scanner    *self,
              gsize       at,
              const char *format,
              ...)
{
  g_autofree char *what = NULL;
  guint64 line, column;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  position_of (self->data, at, &line, &column);
  g_set_error (self->error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
               "The data is not valid JSON at line %" G_GUINT64_FORMAT
               ", column %" G_GUINT64_FORMAT ": %s.",
               line, column, what);

  return FALSE;
}

static gboolean
ends_early (Scanner *self)
{
  g_set_error_literal (self->error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       "The data ends before the graph does.");
  return FALSE;
}

/* A string's contents between its quotes, escapes decoded. The scanner
 * has checked them already.
 */
static char *
decode (const char *data,
        gsize       start,
        gsize       length)
{
  GString *string = g_string_sized_new (length);

  for (gsize i = start; i < start + length; i++)
    {
      gunichar c;

      if (data[i] != '\\')
        {
          g_string_append_c (string, data[i]);
          continue;
        }

      switch (data[++i])
        {
        case 'b': g_string_append_c (string, '\b'); break;
        case 'f': g_string_append_c (string, '\f'); break;
        case 'n': g_string_append_c (string, '\n'); break;
        case 'r': g_string_append_c (string, '\r'); break;
        case 't': g_string_append_c (string, '\t'); break;
        case 'u':
          c = g_ascii_xdigit_value (data[i + 1]) << 12 |
              g_ascii_xdigit_value (data[i + 2]) << 8 |
              g_ascii_xdigit_value (data[i + 3]) << 4 |
              g_ascii_xdigit_value (data[i + 4]);
          i += 4;
          if (c >= 0xD800 && c < 0xDC00)
            {
              gunichar low = g_ascii_xdigit_value (data[i + 3]) << 12 |
                             g_ascii_xdigit_value (data[i + 4]) << 8 |
                             g_ascii_xdigit_value (data[i + 5]) << 4 |
                             g_ascii_xdigit_value (data[i + 6]);
              c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
              i += 6;
            }
          g_string_append_unichar (string, c);
          break;
        default:
          /* '"', '\\' and '/'. */
          g_string_append_c (string, data[i]);
          break;
        }
    }

  return g_string_free (string, FALSE);
}

/* The path of the current value, such as "nodes[3].sinks[0].name". */
static char *
current_path (Scanner *self)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < self->depth; i++)
    {
      Level *level = &self->stack[i];

      if (level->kind == '[')
        {
          g_string_append_printf (path, "[%" G_GUINT64_FORMAT "]", level->count);
        }
      else if (level->has_key)
        {
          g_autofree char *name = decode (self->data, level->key_start, level->key_length);

          if (path->len > 0)
            g_string_append_c (path, '.');
          g_string_append (path, name);
        }
    }

  return g_string_free (path, FALSE);
}

static gboolean invalid_here (Scanner    *self,
                              const char *format,
                              ...) G_GNUC_PRINTF (2, 3);

/* "Invalid data at <path>: <what>.", as the loader words its errors. */
static gboolean
invalid_here (Scanner    *self,
              const char *format,
              ...)
{
  g_autofree char *path = current_path (self);
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  if (*path == '\0')
    g_set_error (self->error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                 "Invalid data: %s.", what);
  else
    g_set_error (self->error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                 "Invalid data at %s: %s.", path, what);

  return FALSE;
}

/* Tokens */

static inline gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static inline void
skip_space (Scanner *self)
{
  while (self->pos < self->length && is_space (self->data[self->pos]))
    self->pos++;
}

/* Says what is wrong with an unexpected character at self->pos, where
 * @expected was wanted.
 */
static gboolean
unexpected (Scanner    *self,
            const char *expected)
{
  char c;

  if (self->pos >= self->length)
    return ends_early (self);

  c = self->data[self->pos];

  if (c == '/' && self->pos + 1 < self->length &&
      (self->data[self->pos + 1] == '*' || self->data[self->pos + 1] == '/'))
    return syntax_error (self, self->pos, "a comment, which JSON does not allow");

  if (c == '\'')
    return syntax_error (self, self->pos,
                         "a string in single quotes; JSON strings take double quotes");

  if ((guchar)c >= 0x20 && (guchar)c < 0x7F)
    return syntax_error (self, self->pos, "“%c” where %s was expected", c, expected);

  return syntax_error (self, self->pos, "an unexpected byte (0x%02X) where %s was expected",
                       (guchar)c, expected);
}

/* Reads a string from the quote at self->pos; leaves self->pos after its
 * closing quote, and its contents in *start and *length.
 */
static gboolean
scan_string (Scanner  *self,
             gsize    *start,
             gsize    *length,
             gboolean *escaped)
{
  const char *data = self->data;
  gsize i = self->pos + 1;
  gboolean has_escapes = FALSE;

  for (;;)
    {
      guchar c;

      if (i >= self->length)
        return ends_early (self);

      c = data[i];

      if (c == '"')
        break;

      if (c == '\\')
        {
          has_escapes = TRUE;

          if (i + 1 >= self->length)
            return ends_early (self);

          switch (data[i + 1])
            {
            case '"': case '\\': case '/': case 'b':
            case 'f': case 'n': case 'r': case 't':
              i += 2;
              break;

            case 'u':
              {
                gunichar u = 0;

                if (i + 6 > self->length)
                  return ends_early (self);

                for (guint k = 2; k < 6; k++)
                  {
                    if (!g_ascii_isxdigit (data[i + k]))
                      return syntax_error (self, i, "“\\u” takes four hexadecimal digits");
                    u = u << 4 | g_ascii_xdigit_value (data[i + k]);
                  }

                if (u == 0)
                  return invalid_here (self, "a string holds the character U+0000, "
                                       "which Flow cannot keep");

                if (u >= 0xDC00 && u < 0xE000)
                  return syntax_error (self, i, "“\\u%04X” is half of a surrogate pair "
                                       "without its first half", u);

                if (u >= 0xD800 && u < 0xDC00)
                  {
                    gunichar low = 0;

                    if (i + 12 > self->length || data[i + 6] != '\\' || data[i + 7] != 'u')
                      return syntax_error (self, i, "“\\u%04X” is half of a surrogate pair "
                                           "without its second half", u);

                    for (guint k = 8; k < 12; k++)
                      {
                        if (!g_ascii_isxdigit (data[i + k]))
                          return syntax_error (self, i + 6, "“\\u” takes four hexadecimal digits");
                        low = low << 4 | g_ascii_xdigit_value (data[i + k]);
                      }

                    if (low < 0xDC00 || low >= 0xE000)
                      return syntax_error (self, i, "“\\u%04X” is half of a surrogate pair "
                                           "without its second half", u);
                    i += 6;
                  }

                i += 6;
              }
              break;

            default:
              return syntax_error (self, i, "“\\” must be followed by one of "
                                   "\" \\ / b f n r t u");
            }
          continue;
        }

      if (c < 0x20)
        return syntax_error (self, i, "a control character (0x%02X) in a string, "
                             "where JSON wants it escaped", c);

      if (c < 0x80)
        {
          i++;
          continue;
        }

      {
        gunichar u = g_utf8_get_char_validated (data + i, MIN (self->length - i, 4));

        if (u == (gunichar)-1 || u == (gunichar)-2)
          return syntax_error (self, i, "the text is not valid UTF-8");
        i += g_utf8_skip[c];
      }
    }

  /* Set only now: an error above names the path of the string, which
   * must not read a half-known name.
   */
  *start = self->pos + 1;
  *length = i - *start;
  *escaped = has_escapes;
  self->pos = i + 1;

  return TRUE;
}

/* Reads a number at self->pos, refusing whole numbers outside the range
 * of gint64.
 */
static gboolean
scan_number (Scanner *self)
{
  const char *data = self->data;
  gsize i = self->pos;
  gsize digits_start;
  gboolean negative = FALSE;
  gboolean whole = TRUE;

  if (data[i] == '-')
    {
      negative = TRUE;
      i++;
    }

  digits_start = i;

  if (i >= self->length)
    return ends_early (self);

  if (data[i] == '0')
    i++;
  else if (data[i] >= '1' && data[i] <= '9')
    while (i < self->length && g_ascii_isdigit (data[i]))
      i++;
  else
    {
      self->pos = i;
      return unexpected (self, "a digit");
    }

  if (i < self->length && data[i] == '.')
    {
      whole = FALSE;
      i++;
      if (i >= self->length || !g_ascii_isdigit (data[i]))
        {
          self->pos = i;
          return unexpected (self, "a digit after the decimal point");
        }
      while (i < self->length && g_ascii_isdigit (data[i]))
        i++;
    }

  if (i < self->length && (data[i] == 'e' || data[i] == 'E'))
    {
      whole = FALSE;
      i++;
      if (i < self->length && (data[i] == '+' || data[i] == '-'))
        i++;
      if (i >= self->length || !g_ascii_isdigit (data[i]))
        {
          self->pos = i;
          return unexpected (self, "a digit in the exponent");
        }
      while (i < self->length && g_ascii_isdigit (data[i]))
        i++;
    }

  if (whole)
    {
      /* 9223372036854775807, or …808 when negative. */
      static const char max[] = "9223372036854775807";
      gsize n = i - digits_start;
      int order;

      order = n != strlen (max) ? (n > strlen (max) ? 1 : -1)
                                : memcmp (data + digits_start, max, n);
      if (order > 0 && negative && n == strlen (max) &&
          memcmp (data + digits_start, "9223372036854775808", n) == 0)
        order = 0;

      if (order > 0)
        {
          g_autofree char *number = g_strndup (data + self->pos, MIN (i - self->pos, 40));

          return invalid_here (self, "the whole number %s%s is out of range: whole numbers "
                               "go from -9223372036854775808 to 9223372036854775807",
                               number, i - self->pos > 40 ? "…" : "");
        }
    }

  self->pos = i;

  return TRUE;
}

static gboolean
scan_literal (Scanner    *self,
              const char *literal)
{
  gsize n = strlen (literal);

  if (self->length - self->pos < n)
    {
      if (memcmp (self->data + self->pos, literal, self->length - self->pos) == 0)
        return ends_early (self);
      return unexpected (self, "a value");
    }

  if (memcmp (self->data + self->pos, literal, n) != 0)
    return unexpected (self, "a value");

  self->pos += n;

  return TRUE;
}

/* Members */

static gboolean
keys_equal (Scanner   *self,
            const Key *a,
            const Key *b)
{
  g_autofree char *decoded_a = NULL;
  g_autofree char *decoded_b = NULL;

  if (!a->escaped && !b->escaped)
    return a->length == b->length &&
           memcmp (self->data + a->start, self->data + b->start, a->length) == 0;

  decoded_a = decode (self->data, a->start, a->length);
  decoded_b = decode (self->data, b->start, b->length);

  return g_str_equal (decoded_a, decoded_b);
}

/* Records the member name just read in the current object; fails if the
 * object has it already.
 */
static gboolean
add_key (Scanner *self,
         Level   *level)
{
  Key key = { level->key_start, level->key_length, level->key_escaped };
  guint n = self->keys->len - level->first_key;

  if (level->key_set != NULL)
    {
      char *decoded = decode (self->data, key.start, key.length);

      if (!g_hash_table_add (level->key_set, decoded))
        goto twice;

      return TRUE;
    }

  for (guint i = level->first_key; i < self->keys->len; i++)
    if (keys_equal (self, &g_array_index (self->keys, Key, i), &key))
      goto twice;

  g_array_append_val (self->keys, key);

  if (n + 1 > KEY_SET_THRESHOLD)
    {
      level->key_set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = level->first_key; i < self->keys->len; i++)
        {
          Key *k = &g_array_index (self->keys, Key, i);

          g_hash_table_add (level->key_set, decode (self->data, k->start, k->length));
        }
    }

  return TRUE;

twice:
  {
    g_autofree char *name = decode (self->data, key.start, key.length);

    /* The path names the object, not the member given twice. */
    self->depth--;
    invalid_here (self, "the member “%s” is given twice", name);
    self->depth++;

    return FALSE;
  }
}

static FlowSpan *
top_level_member (Scanner *self,
                  Level   *level)
{
  static const struct
  {
    const char *name;
    gsize       offset;
  } members[] = {
    { "format", G_STRUCT_OFFSET (FlowScanIndex, format) },
    { "nodes", G_STRUCT_OFFSET (FlowScanIndex, nodes) },
    { "connections", G_STRUCT_OFFSET (FlowScanIndex, connections) },
    { "extra", G_STRUCT_OFFSET (FlowScanIndex, extra) },
    { "groups", G_STRUCT_OFFSET (FlowScanIndex, groups) },
  };
  g_autofree char *name = decode (self->data, level->key_start, level->key_length);

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (g_str_equal (name, members[i].name))
      return G_STRUCT_MEMBER_P (self->index, members[i].offset);

  if (self->index->unknown_member == NULL)
    self->index->unknown_member = g_steal_pointer (&name);

  return NULL;
}

/* The scan */

static void
pop (Scanner *self)
{
  Level *level = &self->stack[--self->depth];

  g_array_set_size (self->keys, level->first_key);
  g_clear_pointer (&level->key_set, g_hash_table_unref);
}

/* A value [start, end) is complete at the current depth: note it if it
 * is a part the loader wants.
 */
static void
value_done (Scanner *self,
            gsize    start,
            gsize    end)
{
  FlowSpan span = { start, end };

  if (self->depth == 1 && self->member != NULL)
    {
      *self->member = span;
      self->member = NULL;
    }
  else if (self->depth == 2 && self->elements != NULL && self->stack[1].kind == '[')
    {
      g_array_append_val (self->elements, span);
    }
}

static gboolean
scan (Scanner *self)
{
  Level *level;
  gsize start;

value:
  skip_space (self);
  if (self->pos >= self->length)
    return ends_early (self);

  start = self->pos;

  switch (self->data[self->pos])
    {
    case '{':
    case '[':
      if (self->depth == FLOW_SCAN_MAX_DEPTH)
        {
          g_set_error (self->error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       "The data is nested more than %d levels deep.", FLOW_SCAN_MAX_DEPTH);
          return FALSE;
        }

      level = &self->stack[self->depth++];
      level->kind = self->data[self->pos];
      level->start = self->pos;
      level->count = 0;
      level->key_start = level->key_length = 0;
      level->key_escaped = FALSE;
      level->has_key = FALSE;
      level->first_key = self->keys->len;
      level->key_set = NULL;

      /* The lists of nodes and connections: note their elements. */
      if (self->depth == 2 && level->kind == '[')
        {
          if (self->member == &self->index->nodes)
            self->elements = self->index->node_spans;
          else if (self->member == &self->index->connections)
            self->elements = self->index->connection_spans;
          else
            self->elements = NULL;
        }

      self->pos++;
      skip_space (self);

      if (self->pos < self->length &&
          self->data[self->pos] == (level->kind == '{' ? '}' : ']'))
        {
          self->pos++;
          pop (self);
          value_done (self, start, self->pos);
          goto next;
        }

      if (level->kind == '{')
        goto member;
      goto value;

    case '"':
      {
        gsize s, n;
        gboolean escaped;

        if (!scan_string (self, &s, &n, &escaped))
          return FALSE;
      }
      break;

    case '-':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      if (!scan_number (self))
        return FALSE;
      break;

    case 't':
      if (!scan_literal (self, "true"))
        return FALSE;
      break;

    case 'f':
      if (!scan_literal (self, "false"))
        return FALSE;
      break;

    case 'n':
      if (!scan_literal (self, "null"))
        return FALSE;
      break;

    default:
      return unexpected (self, "a value");
    }

  value_done (self, start, self->pos);

next:
  if (self->depth == 0)
    return TRUE;

  level = &self->stack[self->depth - 1];
  skip_space (self);

  if (self->pos >= self->length)
    return ends_early (self);

  if (self->data[self->pos] == ',')
    {
      self->pos++;
      level->count++;
      skip_space (self);

      if (level->kind == '[')
        {
          if (self->pos < self->length && self->data[self->pos] == ']')
            return syntax_error (self, self->pos, "a comma before “]”, which JSON does not allow");
          goto value;
        }

      if (self->pos < self->length && self->data[self->pos] == '}')
        return syntax_error (self, self->pos, "a comma before “}”, which JSON does not allow");
      goto member;
    }

  if (self->data[self->pos] == (level->kind == '{' ? '}' : ']'))
    {
      start = level->start;
      self->pos++;
      pop (self);
      value_done (self, start, self->pos);
      goto next;
    }

  return unexpected (self, level->kind == '{' ? "“,” or “}”" : "“,” or “]”");

member:
  level = &self->stack[self->depth - 1];

  if (self->pos >= self->length)
    return ends_early (self);

  if (self->data[self->pos] != '"')
    return unexpected (self, "the name of a member in double quotes");

  level->has_key = FALSE;
  if (!scan_string (self, &level->key_start, &level->key_length, &level->key_escaped))
    return FALSE;
  level->has_key = TRUE;
  if (!add_key (self, level))
    return FALSE;

  skip_space (self);
  if (self->pos >= self->length || self->data[self->pos] != ':')
    return unexpected (self, "“:”");
  self->pos++;

  if (self->depth == 1)
    self->member = top_level_member (self, level);

  goto value;
}

void
_flow_scan_index_clear (FlowScanIndex *index)
{
  g_clear_pointer (&index->node_spans, g_array_unref);
  g_clear_pointer (&index->connection_spans, g_array_unref);
  g_clear_pointer (&index->unknown_member, g_free);
  memset (index, 0, sizeof *index);
}

/* Checks that @data is one strict JSON object, with nothing but white
 * space around it, and fills @index with where its parts are.
 */
gboolean
_flow_scan_document (const char     *data,
                     gsize           length,
                     FlowScanIndex  *index,
                     GError        **error)
{
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (Key));
  Scanner *self;
  gsize start = 0;
  gboolean ok;

  memset (index, 0, sizeof *index);
  index->node_spans = g_array_new (FALSE, FALSE, sizeof (FlowSpan));
  index->connection_spans = g_array_new (FALSE, FALSE, sizeof (FlowSpan));

  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    start = 3;

  while (start < length && is_space (data[start]))
    start++;

  if (start == length)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           "The data is empty.");
      return FALSE;
    }

  if (data[start] != '{')
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           "The data is not a Flow graph: it is not a JSON object.");
      return FALSE;
    }

  /* The stack is large; keep it off the thread's stack. */
  self = g_new0 (Scanner, 1);
  self->data = data;
  self->length = length;
  self->pos = start;
  self->keys = keys;
  self->index = index;
  self->error = error;

  ok = scan (self);

  while (self->depth > 0)
    pop (self);

  if (ok)
    {
      skip_space (self);
      if (self->pos < length)
        {
          guint64 line, column;

          position_of (data, self->pos, &line, &column);
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       "The data goes on after the end of the graph, at line %"
                       G_GUINT64_FORMAT ", column %" G_GUINT64_FORMAT ".",
                       line, column);
          ok = FALSE;
        }
    }

  g_free (self);

  return ok;
}

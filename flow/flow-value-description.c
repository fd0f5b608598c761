/* flow-value-description.c: the one short, translated name a person reads
 * for a value type ("number", "text"), shared by the model's error
 * messages and the widgets' tooltips and accessible descriptions.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-value.h"
#include "flow-i18n-private.h"

#include "flow-types.h"

/* Implementation notes
 *
 * The fundamental types have names of their own, translated when asked
 * for, so that a change of locale is followed. Other types are named by
 * whoever knows them: libflow-gtk names GdkRGBA "color", an application
 * its own boxed types; a registered name serves the subtypes of its type
 * too, as registered serializers do. Names are interned, so that the
 * string a caller holds stays valid when a name is registered again, and
 * kept under a reader-writer lock, since the model may be used from any
 * thread.
 *
 * Rejected: a virtual function on the dock (a type is described the same
 * on every dock, and errors name the type of a dock that may be gone),
 * and the type's GType name alone ("gdouble" says little to a person; the
 * widgets' tooltips still give it beside the description).
 */

static GRWLock descriptions_lock;
/* GType -> interned string; created on the first registration. */
static GHashTable *descriptions;

/**
 * flow_value_register_description:
 * @type: a value type
 * @description: a short name of @type for people, already translated
 *
 * Names @type, and the types derived from it, for
 * [func@value_type_describe]: in the messages of refused connections, in
 * docks' tooltips and in what screen readers say about docks.
 *
 * The fundamental types have names already ("number", "text",
 * "true/false", "whole number", "choice" for enumerations); a name
 * registered for one of them replaces it. Registering @type again
 * replaces its name. libflow-gtk registers "color" for `GdkRGBA`.
 *
 * Since: 0.2
 */
void
flow_value_register_description (GType       type,
                                 const char *description)
{
  g_return_if_fail (type != G_TYPE_INVALID);
  g_return_if_fail (description != NULL);

  g_rw_lock_writer_lock (&descriptions_lock);

  if (descriptions == NULL)
    descriptions = g_hash_table_new (NULL, NULL);

  g_hash_table_insert (descriptions, GSIZE_TO_POINTER (type),
                       (gpointer) g_intern_string (description));

  g_rw_lock_writer_unlock (&descriptions_lock);
}

static const char *
lookup_registered (GType type)
{
  const char *found = NULL;

  g_rw_lock_reader_lock (&descriptions_lock);

  if (descriptions != NULL)
    for (GType t = type; t != G_TYPE_INVALID && found == NULL; t = g_type_parent (t))
      found = g_hash_table_lookup (descriptions, GSIZE_TO_POINTER (t));

  g_rw_lock_reader_unlock (&descriptions_lock);

  return found;
}

/**
 * flow_value_type_describe:
 * @type: a value type
 *
 * Gets a short name of @type for people, translated: "number" for
 * `double` and `float`, "whole number" for the integer types,
 * "true/false", "text", "choice" for enumerations, "any" for
 * `FLOW_TYPE_ANY`, what [func@value_register_description] registered, and
 * otherwise the type's own name.
 *
 * The model's error messages and libflow-gtk's tooltips and accessible
 * descriptions all use it.
 *
 * Returns: (transfer none): the name of @type
 *
 * Since: 0.2
 */
const char *
flow_value_type_describe (GType type)
{
  const char *registered;

  g_return_val_if_fail (type != G_TYPE_INVALID, NULL);

  registered = lookup_registered (type);
  if (registered != NULL)
    return registered;

  if (type == FLOW_TYPE_ANY)
    return _("any");

  switch (G_TYPE_FUNDAMENTAL (type))
    {
    case G_TYPE_BOOLEAN:
      return _("true/false");
    case G_TYPE_CHAR:
    case G_TYPE_UCHAR:
    case G_TYPE_INT:
    case G_TYPE_UINT:
    case G_TYPE_LONG:
    case G_TYPE_ULONG:
    case G_TYPE_INT64:
    case G_TYPE_UINT64:
      return _("whole number");
    case G_TYPE_FLOAT:
    case G_TYPE_DOUBLE:
      return _("number");
    case G_TYPE_STRING:
      return _("text");
    case G_TYPE_ENUM:
      return _("choice");
    default:
      return g_type_name (type);
    }
}

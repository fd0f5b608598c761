/* flow-node-data.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The data a node keeps in files and on the clipboard when its class
 * writes none of its own: its parameters.
 *
 * Implementation notes: a class that implements neither
 * FlowNodeClass::save nor ::load (most nodes written in Python or
 * JavaScript, where returning a JsonNode is awkward) lost its parameters
 * on the way through a file: a Scale node's factor came back as its
 * default, and the output saved with it was computed again from that.
 * Such a node's data is now an object of its parameters whose types Flow
 * can write (flow_value_type_is_serializable ()), by property name, and
 * reads back the same way. A class that implements save and load keeps
 * full control. Members that are not parameters are ignored on reading
 * (a later version of the class may have more); a value of the wrong
 * type or out of the property's range is an error that names it.
 *
 * Rejected: writing every readable property (computed or private state
 * would be written and then refused on reading), and a per-class opt-in
 * (the very classes that lost their parameters would not have used it).
 */

#include "config.h"

#include "flow-node-private.h"

#include "flow-error.h"
#include "flow-i18n-private.h"
#include "flow-value.h"

/* Whether @pspec is a parameter that files hold. */
static gboolean
is_saved (GParamSpec *pspec)
{
  return flow_value_type_is_serializable (pspec->value_type);
}

/* Whether @self, whose class writes no data of its own, keeps its
 * parameters in its data: it has parameters Flow can write.
 */
gboolean
_flow_node_saves_parameters (FlowNode *self)
{
  guint n_parameters;
  GParamSpec **parameters = _flow_node_list_parameters (self, &n_parameters);

  for (guint i = 0; i < n_parameters; i++)
    if (is_saved (parameters[i]))
      return TRUE;

  return FALSE;
}

/* @self's parameters as a JSON object by name, or NULL when it has none
 * that files hold.
 */
JsonNode *
_flow_node_save_parameters (FlowNode *self)
{
  guint n_parameters;
  GParamSpec **parameters = _flow_node_list_parameters (self, &n_parameters);
  g_autoptr(JsonObject) object = NULL;
  JsonNode *node;

  for (guint i = 0; i < n_parameters; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;
      JsonNode *member;

      if (!is_saved (parameters[i]))
        continue;

      g_value_init (&value, parameters[i]->value_type);
      g_object_get_property (G_OBJECT (self), parameters[i]->name, &value);
      if ((member = flow_value_serialize (&value)) == NULL)
        continue;

      if (object == NULL)
        object = json_object_new ();
      json_object_set_member (object, parameters[i]->name, member);
    }

  if (object == NULL)
    return NULL;

  node = json_node_alloc ();
  json_node_init_object (node, object);
  return node;
}

/* Sets @self's parameters from @data, as _flow_node_save_parameters ()
 * wrote it. Nothing is set unless every value read.
 */
gboolean
_flow_node_load_parameters (FlowNode  *self,
                            JsonNode  *data,
                            GError   **error)
{
  guint n_parameters;
  GParamSpec **parameters = _flow_node_list_parameters (self, &n_parameters);
  g_autofree GValue *values = NULL;
  JsonObject *object;
  gboolean ok = TRUE;

  if (!JSON_NODE_HOLDS_OBJECT (data))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The node’s parameters are not an object."));
      return FALSE;
    }

  object = json_node_get_object (data);
  values = g_new0 (GValue, n_parameters);

  for (guint i = 0; ok && i < n_parameters; i++)
    {
      GParamSpec *pspec = parameters[i];
      JsonNode *member;
      g_autoptr(GError) local_error = NULL;

      if (!is_saved (pspec) || (member = json_object_get_member (object, pspec->name)) == NULL)
        continue;

      if (!flow_value_deserialize (member, pspec->value_type, &values[i], &local_error))
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       /* Translators: the first %s is a parameter's name, the second why it cannot be read. */
                       _("The parameter “%s” cannot be read: %s"), pspec->name, local_error->message);
          ok = FALSE;
        }
      else
        {
          /* Null: the type's own null (no text, no object). */
          if (!G_IS_VALUE (&values[i]))
            g_value_init (&values[i], pspec->value_type);

          if (g_param_value_validate (pspec, &values[i]))
            {
              g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The parameter “%s” is out of its range."), pspec->name);
              ok = FALSE;
            }
        }
    }

  for (guint i = 0; i < n_parameters; i++)
    {
      if (ok && G_IS_VALUE (&values[i]))
        g_object_set_property (G_OBJECT (self), parameters[i]->name, &values[i]);
      if (G_IS_VALUE (&values[i]))
        g_value_unset (&values[i]);
    }

  return ok;
}

/* flow-gst-pad-properties.c: the properties of an element's request pads
 * (a compositor input's xpos, an audiomixer input's volume), kept on the
 * element node, edited, saved, and set on the pads while they exist.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-element-node.h"

#include "flow-gst-caps.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Implementation notes:
 *
 * A request pad exists only while the pipeline plays (the player asks
 * for it and Stop releases it), but its properties are part of the
 * pipeline a person describes: "compositor sink_1::xpos=320". So the
 * node keeps them, in its "pad-properties" parameter: entries
 * "dock::property=value", sorted, the value in the text gst-launch
 * reads, each value a person set (also one equal to the property's
 * default, since pads may start elsewhere). Being a parameter, every
 * edit is a step of the history, undone by libflow, copied and saved
 * with the node (and the file names them per dock: "pad-properties":
 * {"sink_1": {"xpos": "320"}}). Which properties a dock has comes from
 * its template's pad type (GST_PAD_TEMPLATE_GTYPE), those of GstPad
 * itself left out; the player sets them on the pad it gets for the dock
 * and, while it plays, again when they change.
 *
 * Only request pads: always pads with properties of their own are rare,
 * and sometimes pads come and go with the stream. Rejected: a GstPad of
 * the template's type kept beside each dock to hold the values (a second
 * truth beside the node's parameter, and pads of some types expect an
 * element).
 */

/* The dock a pad property may be set on: a request dock made by a
 * wire, not its template's "+" dock.
 */
static FlowDock *
request_dock (FlowGstElementNode *self,
              const char         *name)
{
  FlowDock *dock = flow_node_get_dock (FLOW_NODE (self), name);

  if (dock == NULL || flow_gst_dock_get_presence (dock) != GST_PAD_REQUEST ||
      flow_dock_get_on_demand (dock) || flow_gst_dock_get_template (dock) == NULL)
    return NULL;

  return dock;
}

static gboolean
is_pad_property (GParamSpec *pspec)
{
  return (pspec->flags & G_PARAM_READWRITE) == G_PARAM_READWRITE &&
         (pspec->flags & G_PARAM_CONSTRUCT_ONLY) == 0 &&
         pspec->owner_type != GST_TYPE_PAD &&
         pspec->owner_type != GST_TYPE_OBJECT &&
         pspec->owner_type != G_TYPE_OBJECT;
}

/* The properties a person may set on the pads of @dock, a request dock;
 * none for other docks. The pspecs belong to the pad class, which stays.
 */
GParamSpec **
flow_gst_dock_list_pad_properties (FlowDock *dock,
                                   guint    *n_properties)
{
  GstPadTemplate *templ = flow_gst_dock_get_template (dock);
  g_autofree GParamSpec **all = NULL;
  GParamSpec **found;
  GObjectClass *pad_class;
  GType type;
  guint n_all, n = 0;

  g_return_val_if_fail (FLOW_IS_DOCK (dock), NULL);
  g_return_val_if_fail (n_properties != NULL, NULL);

  *n_properties = 0;
  if (templ == NULL || flow_gst_dock_get_presence (dock) != GST_PAD_REQUEST ||
      flow_dock_get_on_demand (dock))
    return g_new0 (GParamSpec *, 1);

  type = GST_PAD_TEMPLATE_GTYPE (templ);
  if (type == G_TYPE_NONE || !g_type_is_a (type, GST_TYPE_PAD))
    return g_new0 (GParamSpec *, 1);

  /* Pad classes are static types of loaded plugins: kept. */
  pad_class = g_type_class_ref (type);
  all = g_object_class_list_properties (pad_class, &n_all);
  found = g_new0 (GParamSpec *, n_all + 1);
  for (guint i = 0; i < n_all; i++)
    if (is_pad_property (all[i]))
      found[n++] = all[i];

  *n_properties = n;
  return found;
}

static GParamSpec *
find_pad_property (FlowDock   *dock,
                   const char *name)
{
  g_autofree GParamSpec **pspecs = NULL;
  guint n;

  pspecs = flow_gst_dock_list_pad_properties (dock, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (pspecs[i]->name, name))
      return pspecs[i];

  return NULL;
}

/* Splits "dock::property=value"; FALSE for anything else. */
static gboolean
split_entry (const char  *entry,
             char       **dock,
             char       **name,
             const char **value)
{
  const char *colons = strstr (entry, "::");
  const char *equal = colons != NULL ? strchr (colons + 2, '=') : NULL;

  if (colons == NULL || equal == NULL || colons == entry || equal == colons + 2)
    return FALSE;

  *dock = g_strndup (entry, colons - entry);
  *name = g_strndup (colons + 2, equal - colons - 2);
  *value = equal + 1;
  return TRUE;
}

/* The text of the value of @name on the pads of @dock, or NULL when it
 * was not set.
 */
char *
flow_gst_element_node_dup_pad_property (FlowGstElementNode *self,
                                        const char         *dock,
                                        const char         *name)
{
  const char * const *entries = flow_gst_element_node_get_pad_properties (self);
  g_autofree char *prefix = NULL;

  g_return_val_if_fail (FLOW_GST_IS_ELEMENT_NODE (self), NULL);
  g_return_val_if_fail (dock != NULL && name != NULL, NULL);

  prefix = g_strdup_printf ("%s::%s=", dock, name);
  for (guint i = 0; entries != NULL && entries[i] != NULL; i++)
    if (g_str_has_prefix (entries[i], prefix))
      return g_strdup (entries[i] + strlen (prefix));

  return NULL;
}

static gboolean
parse_value (FlowGstElementNode *self,
             const char         *dock,
             GParamSpec         *pspec,
             const char         *text,
             GValue             *value,
             GError            **error)
{
  g_value_init (value, pspec->value_type);
  if (!gst_value_deserialize_with_pspec (value, text, pspec) ||
      g_param_value_validate (pspec, value))
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("“%s” is not a value of the property %s of the pad %s of %s."),
                   text, pspec->name, dock, flow_node_get_title (FLOW_NODE (self)));
      return FALSE;
    }
  return TRUE;
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

/* Sets the property @name of the pads of @dock, a request dock of
 * @self, to the value @text says, as gst-launch reads it; NULL takes it
 * back to the pad's default. One step of the history.
 */
gboolean
flow_gst_element_node_set_pad_property (FlowGstElementNode  *self,
                                        const char          *dock,
                                        const char          *name,
                                        const char          *text,
                                        GError             **error)
{
  const char * const *entries = flow_gst_element_node_get_pad_properties (self);
  g_autoptr(GPtrArray) updated = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = NULL;
  g_autofree char *canonical = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  GParamSpec *pspec;
  FlowDock *target;
  FlowGraph *graph;

  g_return_val_if_fail (FLOW_GST_IS_ELEMENT_NODE (self), FALSE);
  g_return_val_if_fail (dock != NULL && name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((target = request_dock (self, dock)) == NULL)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("%s has no pad %s with properties."),
                   flow_node_get_title (FLOW_NODE (self)), dock);
      return FALSE;
    }
  if ((pspec = find_pad_property (target, name)) == NULL)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                   _("The pad %s of %s has no property %s."),
                   dock, flow_node_get_title (FLOW_NODE (self)), name);
      return FALSE;
    }

  if (text != NULL)
    {
      if (!parse_value (self, dock, pspec, text, &value, error))
        return FALSE;
      /* Kept at the default too: pads may start elsewhere (a
       * compositor's inputs take their zorder from their number).
       */
      if ((canonical = flow_gst_value_to_string (&value)) == NULL)
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("The property %s of the pad %s cannot be written as text."),
                       name, dock);
          return FALSE;
        }
    }

  prefix = g_strdup_printf ("%s::%s=", dock, name);
  for (guint i = 0; entries != NULL && entries[i] != NULL; i++)
    if (!g_str_has_prefix (entries[i], prefix))
      g_ptr_array_add (updated, g_strdup (entries[i]));
  if (canonical != NULL)
    g_ptr_array_add (updated, g_strconcat (prefix, canonical, NULL));
  g_ptr_array_sort (updated, compare_entries);
  g_ptr_array_add (updated, NULL);

  /* A step labelled by the property and its pad: so edits of one
   * merge (a spin button dragged), edits of two do not, as the history
   * merges the edits of one parameter.
   */
  graph = flow_node_get_graph (FLOW_NODE (self));
  if (graph != NULL)
    {
      g_autofree char *label = NULL;

      /* Translators: an undo step: a pad's property, then the pad, as in
       * “Change xpos of sink_1”.
       */
      label = g_strdup_printf (_("Change %s of %s"), name, dock);
      flow_history_begin_group (flow_graph_get_history (graph), label);
    }
  g_object_set (self, "pad-properties", updated->pdata, NULL);
  if (graph != NULL)
    flow_history_end_group (flow_graph_get_history (graph));

  return TRUE;
}

/* Sets @name on @pad from @text, or to its default when @text is NULL. */
static void
set_on_pad (GstPad     *pad,
            const char *name,
            const char *text)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (pad), name);
  g_auto(GValue) value = G_VALUE_INIT;

  if (pspec == NULL || !is_pad_property (pspec))
    return;

  g_value_init (&value, pspec->value_type);
  if (text == NULL)
    g_param_value_set_default (pspec, &value);
  else if (!gst_value_deserialize_with_pspec (&value, text, pspec))
    return;

  g_object_set_property (G_OBJECT (pad), name, &value);
}

/* Sets the pad properties of @dock on @pad, the pad the player got for
 * it.
 */
void
flow_gst_element_node_apply_pad_properties (FlowGstElementNode *self,
                                            FlowDock           *dock,
                                            GstPad             *pad)
{
  const char * const *entries = flow_gst_element_node_get_pad_properties (self);

  g_return_if_fail (FLOW_GST_IS_ELEMENT_NODE (self));
  g_return_if_fail (GST_IS_PAD (pad));

  for (guint i = 0; entries != NULL && entries[i] != NULL; i++)
    {
      g_autofree char *dock_name = NULL;
      g_autofree char *name = NULL;
      const char *text;

      if (split_entry (entries[i], &dock_name, &name, &text) &&
          g_str_equal (dock_name, flow_dock_get_name (dock)))
        set_on_pad (pad, name, text);
    }
}

/* The parameter changed (an edit, an undo): the pads that exist take the
 * new values, and the defaults of the properties no longer listed.
 */
void
_flow_gst_element_node_pad_properties_changed (FlowGstElementNode *self,
                                               const char * const *before)
{
  const char * const *after = flow_gst_element_node_get_pad_properties (self);
  const char * const *lists[] = { before, after };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; lists[l] != NULL && lists[l][i] != NULL; i++)
      {
        g_autofree char *dock_name = NULL;
        g_autofree char *name = NULL;
        g_autofree char *text = NULL;
        const char *unused;
        FlowDock *dock;
        GstPad *pad;

        if (!split_entry (lists[l][i], &dock_name, &name, &unused) ||
            (dock = request_dock (self, dock_name)) == NULL ||
            (pad = flow_gst_dock_get_request_pad (dock)) == NULL)
          continue;

        text = flow_gst_element_node_dup_pad_property (self, dock_name, name);
        set_on_pad (pad, name, text);
      }
}

/* "pad-properties": {"sink_1": {"xpos": "320"}}, for the docks that
 * exist.
 */
void
_flow_gst_pad_properties_save (FlowGstElementNode *self,
                               JsonBuilder        *builder)
{
  const char * const *entries = flow_gst_element_node_get_pad_properties (self);
  g_autofree char *open = NULL;

  if (entries == NULL)
    return;

  json_builder_set_member_name (builder, "pad-properties");
  json_builder_begin_object (builder);
  /* Sorted: the entries of one dock follow each other. */
  for (guint i = 0; entries[i] != NULL; i++)
    {
      g_autofree char *dock_name = NULL;
      g_autofree char *name = NULL;
      const char *text;

      if (!split_entry (entries[i], &dock_name, &name, &text) ||
          request_dock (self, dock_name) == NULL)
        continue;

      if (g_strcmp0 (open, dock_name) != 0)
        {
          if (open != NULL)
            json_builder_end_object (builder);
          json_builder_set_member_name (builder, dock_name);
          json_builder_begin_object (builder);
          g_free (open);
          open = g_strdup (dock_name);
        }
      json_builder_set_member_name (builder, name);
      json_builder_add_string_value (builder, text);
    }
  if (open != NULL)
    json_builder_end_object (builder);
  json_builder_end_object (builder);
}

/* Reads what _save () wrote, after the request docks are made. */
gboolean
_flow_gst_pad_properties_load (FlowGstElementNode  *self,
                               JsonObject          *object,
                               GError             **error)
{
  JsonNode *member = json_object_get_member (object, "pad-properties");
  JsonObjectIter docks;
  const char *dock_name;
  JsonNode *properties;

  if (member == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_OBJECT (member))
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The pad properties of an element are not an object."));
      return FALSE;
    }

  json_object_iter_init (&docks, json_node_get_object (member));
  while (json_object_iter_next (&docks, &dock_name, &properties))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;

      if (!JSON_NODE_HOLDS_OBJECT (properties))
        {
          g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                       _("The properties of the pad %s are not an object."), dock_name);
          return FALSE;
        }

      json_object_iter_init (&iter, json_node_get_object (properties));
      while (json_object_iter_next (&iter, &name, &value))
        {
          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_STRING)
            {
              g_set_error (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("The value of the property %s of the pad %s is not text."),
                           name, dock_name);
              return FALSE;
            }
          if (!flow_gst_element_node_set_pad_property (self, dock_name, name,
                                                       json_node_get_string (value), error))
            return FALSE;
        }
    }

  return TRUE;
}

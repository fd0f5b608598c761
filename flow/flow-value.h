/* flow-value.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "flow-types.h"

G_BEGIN_DECLS

/**
 * FlowValueSerializeFunc:
 * @value: the value to write; it holds the registered type or a subtype
 *
 * Turns @value into JSON for a Flow file.
 *
 * Returns: (transfer full) (nullable): the JSON form of @value, or `NULL`
 *   if this value cannot be saved
 */
typedef JsonNode *(*FlowValueSerializeFunc)   (const GValue  *value);

/**
 * FlowValueDeserializeFunc:
 * @node: the JSON form of a value; never a JSON null
 * @value: a value initialized to the type to read
 * @error: return location for an error
 *
 * Reads @node into @value.
 *
 * When @node is not the JSON form of a value of the type, set @error to a
 * full sentence that says what was expected; the code is not important,
 * the loader reports it as `FLOW_ERROR_INVALID_DATA`, with the sentence
 * after the place in the file, as [vfunc@Node.load] says.
 *
 * Returns: `TRUE` if @value was set
 */
typedef gboolean  (*FlowValueDeserializeFunc) (JsonNode      *node,
                                               GValue        *value,
                                               GError       **error);

FLOW_AVAILABLE_IN_ALL
void      flow_value_register_serializer  (GType                     type,
                                           FlowValueSerializeFunc    serialize,
                                           FlowValueDeserializeFunc  deserialize);
FLOW_AVAILABLE_IN_ALL
gboolean  flow_value_type_is_serializable (GType                     type);
FLOW_AVAILABLE_IN_ALL
JsonNode *flow_value_serialize            (const GValue             *value) G_GNUC_WARN_UNUSED_RESULT;
FLOW_AVAILABLE_IN_ALL
gboolean  flow_value_deserialize          (JsonNode                 *node,
                                           GType                     type,
                                           GValue                   *value,
                                           GError                  **error);
FLOW_AVAILABLE_IN_0_2
GValue   *flow_value_from_json            (JsonNode                 *node,
                                           GType                     type,
                                           GError                  **error) G_GNUC_WARN_UNUSED_RESULT;

FLOW_AVAILABLE_IN_0_2
void        flow_value_register_description (GType                   type,
                                             const char             *description);
FLOW_AVAILABLE_IN_0_2
const char *flow_value_type_describe        (GType                   type);

G_END_DECLS

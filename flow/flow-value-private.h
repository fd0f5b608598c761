/* flow-value-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-value.h"

G_BEGIN_DECLS

JsonNode *_flow_json_new_double (double    value);
gboolean  _flow_json_get_double (JsonNode *node,
                                 double   *value);
JsonNode *_flow_json_new_string (const char *value);
JsonNode *_flow_json_deep_copy  (JsonNode   *node);
JsonNode *_flow_json_copy_for_writing (JsonNode *node);
gboolean  _flow_json_numbers_finite   (JsonNode *node);
gboolean  _flow_json_is_complete      (JsonNode *node);
JsonNode *_flow_json_take_object (JsonObject *object);
JsonNode *_flow_json_take_array  (JsonArray  *array);

G_END_DECLS

/* flow-source.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-source.h"

#include "flow-dock-private.h"

/**
 * FlowSource:
 *
 * An output dock of a [class@Node].
 *
 * Setting the [property@Dock:value] of a source delivers it, converted
 * where needed, to every [class@Sink] connected to it; their nodes compute
 * in the graph's next wave of evaluation (see [class@Graph]). A new
 * connection receives the source's current value at once.
 *
 * A source may have any number of connections.
 */

G_DEFINE_TYPE (FlowSource, flow_source, FLOW_TYPE_DOCK)

GType _flow_source_type;

static void
flow_source_class_init (FlowSourceClass *klass)
{
  _flow_source_type = G_TYPE_FROM_CLASS (klass);
}

static void
flow_source_init (FlowSource *self)
{
}

/**
 * flow_source_new:
 * @name: the name of the source, unique in its node
 * @value_type: the type of the values it delivers, or `FLOW_TYPE_ANY`
 *
 * Creates a new output dock.
 *
 * Returns: (transfer full): the new source
 */
FlowSource *
flow_source_new (const char *name,
                 GType       value_type)
{
  g_return_val_if_fail (name != NULL && *name != '\0', NULL);
  g_return_val_if_fail (value_type != G_TYPE_INVALID && value_type != G_TYPE_NONE, NULL);

  return g_object_new (FLOW_TYPE_SOURCE,
                       "name", name,
                       "value-type", value_type,
                       NULL);
}

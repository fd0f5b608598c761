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

/* Implementation notes
 *
 * The stand-in is kept as object data, not in the instance: only the
 * few transient sources of a running node have one, and every source
 * would pay for a field. It is a name rather than a dock, so that it
 * holds no reference and cannot outlive what it names: the writer looks
 * it up in the node when it saves.
 */

G_DEFINE_TYPE (FlowSource, flow_source, FLOW_TYPE_DOCK)

enum {
  PROP_0,
  PROP_STAND_IN,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];
static GQuark stand_in_quark;

GType _flow_source_type;

static void
flow_source_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  FlowSource *self = FLOW_SOURCE (object);

  switch (prop_id)
    {
    case PROP_STAND_IN:
      g_value_set_string (value, flow_source_get_stand_in (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_source_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  FlowSource *self = FLOW_SOURCE (object);

  switch (prop_id)
    {
    case PROP_STAND_IN:
      flow_source_set_stand_in (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_source_class_init (FlowSourceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  _flow_source_type = G_TYPE_FROM_CLASS (klass);
  stand_in_quark = g_quark_from_static_string ("flow-source-stand-in");

  object_class->get_property = flow_source_get_property;
  object_class->set_property = flow_source_set_property;

  /**
   * FlowSource:stand-in: (getter get_stand_in) (setter set_stand_in)
   *
   * The name of the source of the same node that stands for this one,
   * a [property@Dock:transient] source, in files and copies.
   *
   * A transient source is left out of files and copies with its
   * connections. A node that makes transient sources from a template of
   * its own (the pads of a media pipeline's sometimes-pad template, the
   * channels of a device's port) names the template's source here; then
   * the connections of the transient source are saved and copied as
   * connections of that source, as they would be wired where the
   * transient one does not exist yet. A connection is left out still
   * when the stand-in is not a saved source of the node, when it cannot
   * connect to the sink (their types), or when it is connected to that
   * sink already.
   *
   * Since: 0.2
   */
  properties[PROP_STAND_IN] =
    g_param_spec_string ("stand-in", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
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

/**
 * flow_source_get_stand_in: (get-property stand-in)
 * @self: a source
 *
 * Gets the name of the source that stands for @self in files and copies;
 * see [property@Source:stand-in].
 *
 * Returns: (nullable): the name, or `NULL`
 *
 * Since: 0.2
 */
const char *
flow_source_get_stand_in (FlowSource *self)
{
  g_return_val_if_fail (FLOW_IS_SOURCE (self), NULL);

  return g_object_get_qdata (G_OBJECT (self), stand_in_quark);
}

/**
 * flow_source_set_stand_in: (set-property stand-in)
 * @self: a source
 * @stand_in: (nullable): the name of another source of the same node,
 *   or `NULL`
 *
 * Names the source that stands for @self, a transient source, in files
 * and copies; see [property@Source:stand-in].
 *
 * Since: 0.2
 */
void
flow_source_set_stand_in (FlowSource *self,
                          const char *stand_in)
{
  g_return_if_fail (FLOW_IS_SOURCE (self));
  g_return_if_fail (stand_in == NULL || *stand_in != '\0');

  if (g_strcmp0 (flow_source_get_stand_in (self), stand_in) == 0)
    return;

  g_object_set_qdata_full (G_OBJECT (self), stand_in_quark, g_strdup (stand_in), g_free);
  _flow_dock_notify (FLOW_DOCK (self), properties[PROP_STAND_IN]);
}

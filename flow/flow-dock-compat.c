/* flow-dock-compat.c: which outputs may feed which inputs, when a
 * function of the application decides it for a value type.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-dock-private.h"

#include "flow-reroute.h"
#include "flow-source.h"

typedef struct
{
  FlowDockCompatibleFunc func;
  gpointer               user_data;
  GDestroyNotify         user_destroy;
} CompatibleFunc;

/* GType → CompatibleFunc; NULL until a function is registered, so that
 * graphs that use none pay one pointer test per connection.
 */
static GHashTable *compatible_funcs;
static GRWLock compatible_lock;

static void
compatible_func_free (gpointer data)
{
  CompatibleFunc *entry = data;

  if (entry->user_destroy != NULL)
    entry->user_destroy (entry->user_data);
  g_free (entry);
}

/* The function registered for @type or its nearest ancestor, copied so
 * that it may run without the lock held. Returns FALSE if there is none.
 */
static gboolean
lookup (GType           type,
        CompatibleFunc *out)
{
  gboolean found = FALSE;

  g_rw_lock_reader_lock (&compatible_lock);
  for (; type != G_TYPE_INVALID && !found; type = g_type_parent (type))
    {
      CompatibleFunc *entry = g_hash_table_lookup (compatible_funcs, GSIZE_TO_POINTER (type));

      if (entry != NULL)
        {
          *out = *entry;
          found = TRUE;
        }
    }
  g_rw_lock_reader_unlock (&compatible_lock);

  return found;
}

/**
 * flow_dock_register_compatible_func:
 * @type: a value type
 * @func: (nullable) (scope notified) (closure user_data) (destroy user_destroy):
 *   the function that decides, or `NULL` to remove the one registered
 * @user_data: data for @func
 * @user_destroy: (nullable): frees @user_data when @func is replaced or
 *   removed
 *
 * Lets a function decide which docks whose values are of @type (or of a
 * type derived from it) may be connected, instead of the rules of
 * [func@Dock.types_compatible].
 *
 * When a graph checks a connection, the function registered for the
 * sink's value type decides; when there is none, the one registered for
 * the source's value type does. The verdict takes the place of the type
 * rules: the graph's connection filter
 * ([method@Graph.set_connection_filter]) still has the last word, and
 * the cycle and limit checks still apply. A refusal is a
 * `FLOW_ERROR_TYPE_MISMATCH` whose message is the function's reason.
 *
 * A media editor registers one for the type of its pads' docks and lets
 * the formats of the two pads decide, so that an audio output cannot
 * feed a video input although both docks carry the same type.
 *
 * Values still cross a connection as [class@Dock] says: converted to the
 * sink's type where GLib can, null where it cannot.
 *
 * Since: 0.2
 */
void
flow_dock_register_compatible_func (GType                  type,
                                    FlowDockCompatibleFunc func,
                                    gpointer               user_data,
                                    GDestroyNotify         user_destroy)
{
  CompatibleFunc *entry;

  g_return_if_fail (type != G_TYPE_INVALID && type != G_TYPE_NONE);

  g_rw_lock_writer_lock (&compatible_lock);
  if (compatible_funcs == NULL)
    compatible_funcs = g_hash_table_new_full (NULL, NULL, NULL, compatible_func_free);

  if (func == NULL)
    {
      g_hash_table_remove (compatible_funcs, GSIZE_TO_POINTER (type));
    }
  else
    {
      entry = g_new0 (CompatibleFunc, 1);
      entry->func = func;
      entry->user_data = user_data;
      entry->user_destroy = user_destroy;
      g_hash_table_replace (compatible_funcs, GSIZE_TO_POINTER (type), entry);
    }
  g_rw_lock_writer_unlock (&compatible_lock);
}

/**
 * flow_dock_check_compatible:
 * @source: an output dock
 * @sink: an input dock
 * @implicit_conversions: whether values may be converted, for the type
 *   rules
 * @reason: (out) (optional) (nullable) (transfer full): return location
 *   for the reason of a refusal, when a registered function gave one
 *
 * Checks whether the values of @source may flow into @sink: by the
 * function registered for their value types
 * ([func@Dock.register_compatible_func]) when there is one, otherwise by
 * [func@Dock.types_compatible]. Graphs check every connection this way.
 *
 * Returns: `TRUE` if the docks are compatible
 *
 * Since: 0.2
 */
gboolean
flow_dock_check_compatible (FlowSource  *source,
                            FlowSink    *sink,
                            gboolean     implicit_conversions,
                            char       **reason)
{
  GType source_type, sink_type;
  CompatibleFunc entry;

  g_return_val_if_fail (FLOW_IS_SOURCE (source), FALSE);
  g_return_val_if_fail (FLOW_IS_SINK (sink), FALSE);

  if (reason != NULL)
    *reason = NULL;

  source_type = flow_dock_get_value_type (FLOW_DOCK (source));
  sink_type = flow_dock_get_value_type (FLOW_DOCK (sink));

  /* A reroute's output carries what feeds it. */
  if (source_type == FLOW_TYPE_ANY)
    {
      FlowNode *node = _flow_dock_peek_node (FLOW_DOCK (source));

      if (node != NULL && FLOW_IS_REROUTE (node))
        source_type = flow_reroute_get_value_type (FLOW_REROUTE (node));
    }

  if (g_atomic_pointer_get (&compatible_funcs) != NULL &&
      (lookup (sink_type, &entry) || lookup (source_type, &entry)))
    {
      g_autofree char *why = NULL;
      gboolean compatible;

      compatible = entry.func (source, sink, &why, entry.user_data);

      if (!compatible && reason != NULL)
        *reason = g_steal_pointer (&why);

      return compatible;
    }

  return flow_dock_types_compatible (source_type, sink_type, implicit_conversions);
}

/* flow-node-copy.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Copies of nodes, docks and whole graphs, for the graphs of a group that
 * must look the same (see flow-group-sync.c).
 */

#include "config.h"

#include "flow-group-private.h"
#include "flow-i18n-private.h"

#include "flow-connection-private.h"
#include "flow-dock-private.h"
#include "flow-node-private.h"
#include "flow-serializer-private.h"
#include "flow-sink.h"
#include "flow-source.h"
#include "flow-value-private.h"

static void
copy_raw_dock (FlowDock *from,
               FlowDock *to)
{
  FlowRawDock *raw = _flow_raw_dock_get (from);
  FlowRawDock *copy;

  if (raw == NULL)
    return;

  copy = _flow_raw_dock_ensure (to);
  g_free (copy->type_name);
  copy->type_name = g_strdup (raw->type_name);
  g_clear_pointer (&copy->value, json_node_unref);
  copy->value = raw->value != NULL ? _flow_json_deep_copy (raw->value) : NULL;
  g_free (copy->value_type);
  copy->value_type = g_strdup (raw->value_type);
  copy->value_absent = raw->value_absent;
}

/* The settings and value of @from on the dock @to of the same kind. */
static void
copy_dock_state (FlowDock *from,
                 FlowDock *to)
{
  FlowDockPrivate *from_priv = _flow_dock_get_private (from);

  if (FLOW_IS_SINK (from))
    {
      FlowSink *from_sink = FLOW_SINK (from);
      FlowSink *to_sink = FLOW_SINK (to);

      flow_sink_set_max_connections (to_sink, flow_sink_get_max_connections (from_sink));
      flow_sink_set_default_value (to_sink, flow_sink_get_default_value (from_sink));
    }
  else
    {
      /* What the node last produced: its copy shows the same until it
       * computes, as a node loaded from a file does.
       */
      _flow_dock_produce (to, G_IS_VALUE (&from_priv->value) ? &from_priv->value : NULL);
    }

  copy_raw_dock (from, to);
}

/* A new dock like @dock, with its name, type, label and settings, in no
 * node.
 */
FlowDock *
_flow_dock_copy (FlowDock *dock)
{
  FlowDockPrivate *priv = _flow_dock_get_private (dock);
  FlowDock *copy;

  copy = g_object_new (G_OBJECT_TYPE (dock),
                       "name", priv->name,
                       "value-type", priv->value_type,
                       NULL);

  if (priv->label != NULL)
    flow_dock_set_label (copy, priv->label);
  if (FLOW_IS_SINK (dock))
    flow_sink_set_required (FLOW_SINK (copy), flow_sink_get_required (FLOW_SINK (dock)));

  copy_dock_state (dock, copy);

  return copy;
}

/* The dock of @copy, a copy of @node, like the dock at @index of @node:
 * the dock at the same place when the class made them in the same order,
 * as it does, else the one of the same name, or NULL.
 */
static FlowDock *
same_dock (FlowNode *copy,
           FlowNode *node,
           guint     index)
{
  FlowNodePrivate *priv = _flow_node_get_private (node);
  FlowNodePrivate *copy_priv = _flow_node_get_private (copy);
  FlowDock *dock = priv->docks[index];
  const char *name = _flow_dock_get_private (dock)->name;
  gboolean sink = index < priv->n_sinks;
  guint copy_index = sink ? index : copy_priv->n_sinks + (index - priv->n_sinks);

  if (copy_index < copy_priv->n_sinks + copy_priv->n_sources &&
      (copy_index < copy_priv->n_sinks) == sink &&
      g_str_equal (_flow_dock_get_private (copy_priv->docks[copy_index])->name, name))
    return copy_priv->docks[copy_index];

  return flow_node_get_dock (copy, name);
}

/* A new node of the class of @node made with the same construct
 * properties.
 */
static FlowNode *
new_like (FlowNode *node)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GArray) values = g_array_new (FALSE, TRUE, sizeof (GValue));
  FlowNode *copy;
  guint n_pspecs;
  GParamSpec **pspecs = _flow_node_list_construct_properties (node, &n_pspecs);

  g_array_set_clear_func (values, (GDestroyNotify)g_value_unset);

  for (guint i = 0; i < n_pspecs; i++)
    {
      GParamSpec *pspec = pspecs[i];
      GValue value = G_VALUE_INIT;

      g_value_init (&value, pspec->value_type);
      g_object_get_property (G_OBJECT (node), pspec->name, &value);
      g_ptr_array_add (names, (gpointer)pspec->name);
      g_array_append_val (values, value);
    }

  copy = FLOW_NODE (g_object_new_with_properties (G_OBJECT_TYPE (node), names->len,
                                                  (const char **)names->pdata,
                                                  (const GValue *)values->data));

  return copy;
}

/* A node like @node, in no graph: made as its class makes one, with the
 * construct properties of @node; then its title, position, settings,
 * parameters, data and docks, with their defaults and the values its
 * sources hold. It has no id.
 */
FlowNode *
_flow_node_copy (FlowNode *node)
{
  FlowNodePrivate *priv = _flow_node_get_private (node);
  FlowNodeClass *klass = FLOW_NODE_GET_CLASS (node);
  g_autoptr(FlowNode) copy = new_like (node);
  FlowNodePrivate *copy_priv = _flow_node_get_private (copy);
  const char *type_name = _flow_node_get_type_name (node);
  guint n_parameters;
  GParamSpec **parameters;
  JsonNode *raw;

  if (type_name != NULL)
    _flow_node_set_type_name (copy, type_name);

  /* Its values and parameters arrive one by one: it computes once it
   * joins a graph, with all of them, not on each.
   */
  copy_priv->held = TRUE;

  /* The copy is new, in no graph, and nobody else has it yet: its own
   * fields are written without notifying each (a notification costs more
   * than the rest of the copy of a small node).
   */
  if (g_strcmp0 (copy_priv->title, priv->title) != 0)
    {
      g_free (copy_priv->title);
      copy_priv->title = g_strdup (priv->title);
    }
  copy_priv->x = priv->x;
  copy_priv->y = priv->y;
  copy_priv->deletable = priv->deletable;

  /* State a class keeps outside its properties. */
  if (klass->save != NULL && klass->load != NULL)
    {
      g_autoptr(JsonNode) data = klass->save (node);
      g_autoptr(GError) error = NULL;

      if (data != NULL && !klass->load (copy, data, &error))
        g_warning ("A copy of a node of the type %s could not take its data: %s",
                   G_OBJECT_TYPE_NAME (node), error->message);
    }
  else if ((raw = _flow_raw_node_data_get (node)) != NULL)
    {
      _flow_raw_node_data_set (copy, raw);
    }

  /* Parameters. */
  parameters = _flow_node_list_parameters (node, &n_parameters);
  for (guint i = 0; i < n_parameters; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;

      g_value_init (&value, parameters[i]->value_type);
      g_object_get_property (G_OBJECT (node), parameters[i]->name, &value);
      g_object_set_property (G_OBJECT (copy), parameters[i]->name, &value);
    }

  /* Docks: those the class made take the settings and values of the
   * originals; those added later are made again, in the same order.
   */
  for (guint i = 0; i < priv->n_sinks + priv->n_sources; i++)
    {
      FlowDock *dock = priv->docks[i];
      FlowDock *same = same_dock (copy, node, i);

      if (same != NULL && FLOW_IS_SINK (same) == FLOW_IS_SINK (dock))
        {
          copy_dock_state (dock, same);
        }
      else if (same == NULL)
        {
          g_autoptr(FlowDock) made = _flow_dock_copy (dock);

          flow_node_add_dock (copy, made);
        }
    }

  flow_node_set_muted (copy, priv->muted);
  flow_node_set_pinned (copy, priv->pinned);
  copy_priv->state = priv->state;
  if (g_strcmp0 (copy_priv->message, priv->message) != 0)
    {
      g_free (copy_priv->message);
      copy_priv->message = g_strdup (priv->message);
    }

  copy_priv->held = FALSE;

  return g_steal_pointer (&copy);
}

/* The dock of the copy in @to of the node of @dock that is like @dock. */
static FlowDock *
dock_of_copy (FlowGraph *to,
              FlowDock  *dock)
{
  FlowNode *node = _flow_dock_peek_node (dock);
  FlowNodePrivate *priv = _flow_node_get_private (node);
  FlowNode *copy = flow_graph_get_node (to, flow_node_get_id (node));

  if (copy == NULL)
    return NULL;

  for (guint i = 0; i < priv->n_sinks + priv->n_sources; i++)
    if (priv->docks[i] == dock)
      return same_dock (copy, node, i);

  return NULL;
}

/* Fills the empty graph @to with copies of the nodes of @from, with the
 * same ids, and the same connections, in the same order.
 */
void
_flow_graph_copy_contents (FlowGraph *from,
                           FlowGraph *to)
{
  guint n_nodes = g_list_model_get_n_items (G_LIST_MODEL (from));
  GListModel *connections = flow_graph_get_connections (from);
  guint n_connections = g_list_model_get_n_items (connections);
  g_autoptr(GPtrArray) copies = g_ptr_array_new_full (n_nodes, g_object_unref);

  /* Every node is copied before any is added: adding one grows the
   * graph's own tables, and the memory they leave behind as they grow
   * would take the next copies, out of line. Made together, the copies
   * lie in memory in the order a wave through a chain visits them, which
   * the processor's prefetching rewards: a wave through 1,000 group nodes
   * of 100 nodes each took about 1.5 times as long as through one flat
   * graph of the same nodes, the nodes copied between additions
   * (docs/performance.md, "A group node's copy, made in one piece").
   */
  for (guint i = 0; i < n_nodes; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (from), i);
      FlowNode *copy = _flow_node_copy (node);

      /* New, as above: the id is written without a notification. */
      _flow_node_get_private (copy)->id = flow_node_get_id (node);
      g_ptr_array_add (copies, copy);
    }

  flow_graph_begin_batch (to);

  for (guint i = 0; i < n_nodes; i++)
    flow_graph_add_node (to, copies->pdata[i]);

  for (guint i = 0; i < n_connections; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
      FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
      FlowDock *copy_source = dock_of_copy (to, source);
      FlowDock *copy_sink = dock_of_copy (to, sink);
      g_autoptr(GError) error = NULL;

      if (copy_source == NULL || !FLOW_IS_SOURCE (copy_source) ||
          copy_sink == NULL || !FLOW_IS_SINK (copy_sink))
        {
          g_warning ("A copy of a group's graph lacks the dock %s",
                     flow_dock_get_name (copy_source == NULL ? source : sink));
          continue;
        }

      if (flow_graph_add_connection (to, FLOW_SOURCE (copy_source), FLOW_SINK (copy_sink),
                                     &error) == NULL)
        g_warning ("A copy of a group's graph lacks a connection: %s", error->message);
    }

  /* The copy in a group node computes, every node of it: a group's own
   * graph never computes, so the values its nodes show (none, after a
   * file is loaded) are not the copy's.
   */
  if (flow_graph_get_group_node (to) != NULL && !to->engine->frozen)
    _flow_engine_schedule_all (to->engine, TRUE);

  flow_graph_end_batch (to);
}

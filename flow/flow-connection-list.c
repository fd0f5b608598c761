/* flow-connection-list.c: FlowConnectionList, the read-only GListModel
 * of a dock's connections (flow_dock_get_connections ()), read straight
 * from the dock's array; the dock emits its changes.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-connection-list-private.h"

#include "flow-connection.h"
#include "flow-dock-private.h"

#define FLOW_TYPE_CONNECTION_LIST (flow_connection_list_get_type ())
G_DECLARE_FINAL_TYPE (FlowConnectionList, flow_connection_list, FLOW, CONNECTION_LIST, GObject)

struct _FlowConnectionList
{
  GObject   parent_instance;

  /* Weak; cleared when the dock is finalized, which has no connections
   * left by then.
   */
  FlowDock *dock;
};

static GType
flow_connection_list_get_item_type (GListModel *model)
{
  return FLOW_TYPE_CONNECTION;
}

static guint
flow_connection_list_get_n_items (GListModel *model)
{
  FlowConnectionList *self = (FlowConnectionList *)model;
  FlowDockPrivate *priv;

  if (self->dock == NULL)
    return 0;

  priv = _flow_dock_get_private (self->dock);

  return priv->n_connections;
}

static gpointer
flow_connection_list_get_item (GListModel *model,
                               guint       position)
{
  FlowConnectionList *self = (FlowConnectionList *)model;
  FlowDockPrivate *priv;

  if (self->dock == NULL)
    return NULL;

  priv = _flow_dock_get_private (self->dock);

  if (position >= priv->n_connections)
    return NULL;

  return g_object_ref (priv->connections[position]);
}

static void
flow_connection_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = flow_connection_list_get_item_type;
  iface->get_n_items = flow_connection_list_get_n_items;
  iface->get_item = flow_connection_list_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (FlowConnectionList, flow_connection_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      flow_connection_list_model_init))

static void
flow_connection_list_class_init (FlowConnectionListClass *klass)
{
}

static void
flow_connection_list_init (FlowConnectionList *self)
{
}

/* A list of @dock's connections, which holds @dock weakly. */
GListModel *
_flow_connection_list_new (FlowDock *dock)
{
  FlowConnectionList *self = g_object_new (FLOW_TYPE_CONNECTION_LIST, NULL);

  self->dock = dock;

  return G_LIST_MODEL (self);
}

/* Its dock is going: from now on the list is empty. */
void
_flow_connection_list_forget (GListModel *list)
{
  ((FlowConnectionList *)list)->dock = NULL;
}

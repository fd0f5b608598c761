/* flow-graph-notices.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The notices a structural change of a graph owes its listeners: the
 * `items-changed` of the graph's node and connection lists and of the
 * docks' connection lists, and the notifications that go with them, kept
 * in order and emitted once every structure agrees.
 *
 * Implementation notes:
 *
 * A connection lives in three lists (the graph's, its source's, its
 * sink's), and a handler of any of them may change the graph again, for
 * instance remove the connection it is told about. Emitting each list's
 * change as that list is updated let such a handler find the connection
 * in one list and not yet in the next one, and the history record it
 * half made. So a change updates every structure and the history first,
 * queues its notices, and emits them in order; and every change first
 * emits the notices still queued by the one whose handler is making it.
 * That way a list never announces a change before one made earlier, and
 * when a notice is emitted, nothing has changed since it was queued: a
 * handler reading the lists sees exactly what they announce.
 *
 * Rejected: queueing the changes handlers make until the notices are
 * out. The calls would report success for something not yet done, and a
 * handler could not read back what it had just made.
 */

#include "config.h"

#include "flow-graph-private.h"

typedef struct _FlowGraphNotice
{
  /* A GListModel when pspec is NULL. Owned when it is a dock's list,
   * which a handler could free with its node; the graph, its connection
   * list and a connection told it left are kept by the change that
   * queued them.
   */
  GObject    *object;
  GParamSpec *pspec;
  guint       position;
  guint       removed;
  guint       added;
  gboolean    owned;
} Notice;

static void
push (FlowGraph    *self,
      const Notice *notice)
{
  struct _FlowGraphNotices *queue = self->notices;

  if (queue == NULL)
    queue = self->notices = g_new0 (struct _FlowGraphNotices, 1);

  if (queue->len == queue->size)
    {
      queue->size = MAX (4, queue->size * 2);
      queue->items = g_renew (Notice, queue->items, queue->size);
    }

  queue->items[queue->len] = *notice;
  if (notice->owned)
    g_object_ref (notice->object);
  queue->len++;
}

/* Queues `items-changed` of @model, a list of @self or of one of its
 * docks.
 */
void
_flow_graph_notice_items (FlowGraph  *self,
                          GListModel *model,
                          guint       position,
                          guint       removed,
                          guint       added)
{
  /* Plain casts: this is on the way of every connection made. */
  Notice notice = {
    (GObject *) model, NULL, position, removed, added,
    (gpointer) model != (gpointer) self && model != self->connections_model,
  };

  push (self, &notice);
}

/* Queues a notification of @pspec on @object, which the caller keeps
 * alive until it has emitted the notices (every change emits its own
 * before it returns).
 */
void
_flow_graph_notice_property (FlowGraph  *self,
                             gpointer    object,
                             GParamSpec *pspec)
{
  Notice notice = { object, pspec, 0, 0, 0, FALSE };

  push (self, &notice);
}

/* Emits the queued notices in order, those that handlers queue meanwhile
 * included. Nested calls continue where the outer one is.
 */
void
_flow_graph_emit_notices_slow (FlowGraph *self)
{
  struct _FlowGraphNotices *queue = self->notices;

  /* The graph is the caller's to keep, as through any of its changes. */
  while (queue->head < queue->len)
    {
      Notice notice = queue->items[queue->head++];

      if (queue->head == queue->len)
        queue->head = queue->len = 0;

      if (notice.pspec != NULL)
        g_object_notify_by_pspec (notice.object, notice.pspec);
      else
        g_list_model_items_changed ((GListModel *) notice.object,
                                    notice.position, notice.removed, notice.added);

      if (notice.owned)
        g_object_unref (notice.object);
    }
}

/* Drops the notices of a graph being finalized (there is none unless a
 * handler finalized it while they were emitted).
 */
void
_flow_graph_clear_notices (FlowGraph *self)
{
  struct _FlowGraphNotices *queue = self->notices;

  if (queue == NULL)
    return;

  for (guint i = queue->head; i < queue->len; i++)
    if (queue->items[i].owned)
      g_object_unref (queue->items[i].object);

  g_free (queue->items);
  g_clear_pointer (&self->notices, g_free);
}

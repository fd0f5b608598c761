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

typedef struct
{
  /* Owned. A GListModel when pspec is NULL. */
  GObject    *object;
  GParamSpec *pspec;
  guint       position;
  guint       removed;
  guint       added;
} Notice;

static void
push (FlowGraph    *self,
      const Notice *notice)
{
  if (self->notices == NULL)
    self->notices = g_array_new (FALSE, FALSE, sizeof (Notice));

  g_array_append_vals (self->notices, notice, 1);
  g_object_ref (notice->object);
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
  Notice notice = { G_OBJECT (model), NULL, position, removed, added };

  push (self, &notice);
}

/* Queues a notification of @pspec on @object. */
void
_flow_graph_notice_property (FlowGraph  *self,
                             gpointer    object,
                             GParamSpec *pspec)
{
  Notice notice = { G_OBJECT (object), pspec, 0, 0, 0 };

  push (self, &notice);
}

/* Emits the queued notices in order, those that handlers queue meanwhile
 * included. Nested calls continue where the outer one is.
 */
void
_flow_graph_emit_notices_slow (FlowGraph *self)
{
  g_autoptr(FlowGraph) hold = g_object_ref (self);

  while (self->notices != NULL && self->notices_head < self->notices->len)
    {
      Notice notice = g_array_index (self->notices, Notice, self->notices_head++);

      if (self->notices_head == self->notices->len)
        {
          g_array_set_size (self->notices, 0);
          self->notices_head = 0;
        }

      if (notice.pspec != NULL)
        g_object_notify_by_pspec (notice.object, notice.pspec);
      else
        g_list_model_items_changed (G_LIST_MODEL (notice.object),
                                    notice.position, notice.removed, notice.added);

      g_object_unref (notice.object);
    }
}

/* Drops the notices of a graph being finalized (there is none unless a
 * handler finalized it while they were emitted).
 */
void
_flow_graph_clear_notices (FlowGraph *self)
{
  if (self->notices == NULL)
    return;

  for (guint i = self->notices_head; i < self->notices->len; i++)
    g_object_unref (g_array_index (self->notices, Notice, i).object);

  g_clear_pointer (&self->notices, g_array_unref);
  self->notices_head = 0;
}

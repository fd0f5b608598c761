/* flow-gtk-viewport-keeper.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The viewport keeper owns one thing: a view's zoom and offset kept in
 * its graph, as the graph's "view" extra value, so that a file opens
 * where it was left.
 *
 * The value is `{ "zoom": z, "x": offset_x, "y": offset_y }`: the
 * viewport's state, the canvas point at the view's top-left corner (its
 * top-right corner in right-to-left views). Every change of the viewport
 * writes it at once, so that a save right after a pan saves the pan; the
 * graph ignores a value equal to the one it has. The value a graph brings
 * is applied when the view is given the graph, and again when something
 * else than a view sets it (loading a file into the graph, the
 * application): views ignore what views write, or two views of one graph
 * would drag each other along.
 *
 * Implementation notes
 *
 * Rejected: writing when the viewport settles (a timeout or an idle),
 * which saves a few microseconds per pan event but loses the last pan if
 * the application saves in the same main-loop turn; and history entries
 * for the viewport, which would make panning an undoable edit.
 */

#include "config.h"

#include "flow-gtk-viewport-keeper-private.h"
#include "flow-gtk-viewport-private.h"

#include <math.h>

/* Set on a graph while a view writes its extra value. */
#define WRITING_QUARK (g_quark_from_static_string ("flow-gtk-viewport-keeper-writing"))

struct _FlowGtkViewportKeeper
{
  FlowGtkViewport *viewport;    /* owned */
  FlowGraph       *graph;       /* owned, or NULL */

  gulong           changed_id;
  gulong           extra_changed_id;

  /* Set while the keeper applies the graph's value to the viewport. */
  guint            applying : 1;
};

static gboolean
read_number (JsonObject *object,
             const char *member,
             double     *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      *value = json_node_get_int (node);
      return TRUE;

    case G_TYPE_DOUBLE:
      *value = json_node_get_double (node);
      return isfinite (*value);

    default:
      return FALSE;
    }
}

/* Applies the graph's value, if it has a valid one; a value it cannot
 * read is left alone (it is the file's, and saving keeps it until the
 * viewport moves).
 */
static void
apply_extra (FlowGtkViewportKeeper *self)
{
  JsonNode *value = flow_graph_get_extra (self->graph, FLOW_GTK_VIEWPORT_EXTRA);
  JsonObject *object;
  double zoom, x, y;

  if (value == NULL || !JSON_NODE_HOLDS_OBJECT (value))
    return;

  object = json_node_get_object (value);
  if (!read_number (object, "zoom", &zoom) || zoom <= 0 ||
      !read_number (object, "x", &x) ||
      !read_number (object, "y", &y))
    return;

  self->applying = TRUE;
  _flow_gtk_viewport_set_state (self->viewport, zoom, x, y);
  self->applying = FALSE;
}

static void
write_extra (FlowGtkViewportKeeper *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) value = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "zoom");
  json_builder_add_double_value (builder, flow_gtk_viewport_get_zoom (self->viewport));
  json_builder_set_member_name (builder, "x");
  json_builder_add_double_value (builder, flow_gtk_viewport_get_offset_x (self->viewport));
  json_builder_set_member_name (builder, "y");
  json_builder_add_double_value (builder, flow_gtk_viewport_get_offset_y (self->viewport));
  json_builder_end_object (builder);
  value = json_builder_get_root (builder);

  g_object_set_qdata (G_OBJECT (self->graph), WRITING_QUARK, GINT_TO_POINTER (TRUE));
  flow_graph_set_extra (self->graph, FLOW_GTK_VIEWPORT_EXTRA, value);
  g_object_set_qdata (G_OBJECT (self->graph), WRITING_QUARK, NULL);
}

static void
viewport_changed_cb (FlowGtkViewport       *viewport,
                     FlowGtkViewportKeeper *self)
{
  if (self->graph != NULL && !self->applying)
    write_extra (self);
}

static void
extra_changed_cb (FlowGraph             *graph,
                  const char            *name,
                  FlowGtkViewportKeeper *self)
{
  if (g_object_get_qdata (G_OBJECT (graph), WRITING_QUARK) == NULL)
    apply_extra (self);
}

FlowGtkViewportKeeper *
flow_gtk_viewport_keeper_new (FlowGtkViewport *viewport)
{
  FlowGtkViewportKeeper *self = g_new0 (FlowGtkViewportKeeper, 1);

  self->viewport = g_object_ref (viewport);
  self->changed_id = g_signal_connect (viewport, "changed",
                                       G_CALLBACK (viewport_changed_cb), self);

  return self;
}

void
flow_gtk_viewport_keeper_free (FlowGtkViewportKeeper *self)
{
  flow_gtk_viewport_keeper_set_graph (self, NULL);
  g_clear_signal_handler (&self->changed_id, self->viewport);
  g_clear_object (&self->viewport);
  g_free (self);
}

/* Keeps the viewport in @graph from now on, starting from the value
 * @graph has, if any.
 */
void
flow_gtk_viewport_keeper_set_graph (FlowGtkViewportKeeper *self,
                                    FlowGraph             *graph)
{
  if (self->graph == graph)
    return;

  if (self->graph != NULL)
    {
      g_clear_signal_handler (&self->extra_changed_id, self->graph);
      g_clear_object (&self->graph);
    }

  if (graph == NULL)
    return;

  self->graph = g_object_ref (graph);
  self->extra_changed_id = g_signal_connect (graph, "extra-changed::" FLOW_GTK_VIEWPORT_EXTRA,
                                             G_CALLBACK (extra_changed_cb), self);
  apply_extra (self);
}

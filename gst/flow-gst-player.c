/* flow-gst-player.c: plays a graph of element nodes as a GstPipeline,
 * and shows on the nodes what the pipeline says.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-player.h"
#include "flow-gst-player-pads.h"
#include "flow-gst-player-report.h"

#include "flow-gst-caps.h"
#include "flow-gst-element-node.h"

#include <gst/app/gstappsink.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Implementation notes:
 *
 * Threads. GStreamer calls pad-added, pad-removed and appsink callbacks
 * from its streaming threads. They touch only GStreamer objects and the
 * player's delayed links (under a lock); anything for the graph or the
 * nodes is sent to the main context with an idle source (never
 * g_main_context_invoke (), which runs the function in the calling
 * thread when no thread owns the context). Bus messages arrive through
 * a bus watch on the main context.
 *
 * Building. Each Play from stopped makes a new pipeline of the graph's
 * element nodes and links it from the connections; Stop takes the
 * elements out again (which unlinks them). A wire from a sometimes
 * template dock is a delayed link, as in gst-launch: the first pad of
 * the template that appears and can link, does. A sometimes pad that no
 * delayed link wants is blocked until the user wires its transient dock
 * (a blocking probe), so that data does not run into an unlinked pad
 * and stop the pipeline. At Stop, wires the user made to such pads'
 * transient docks move to their templates' docks, so they are kept.
 *
 * Editing while playing. Property edits reach the element at once
 * (the property panel offers only the properties GStreamer allows to
 * change in the current state). A wire added to a playing pipeline is
 * linked at once where both pads exist; any other change of structure
 * stops the pipeline and says so, rather than guessing how to apply it.
 * An application may ask first (ask-to-stop, ::stop-needed): the
 * pipeline then runs on as it was, the graph showing the change, until
 * the answer either stops it or takes the change back through the
 * history. Rejected: asking before the change, which would need a hook
 * in front of every way the graph changes (the view's keys and menus,
 * undo, paste, the palette); and a pipeline changed live, node by node,
 * which GStreamer allows only with care (blocking pads, draining
 * elements) that depends on the elements.
 */

struct _FlowGstPlayer
{
  GObject             parent_instance;

  FlowGraph          *graph;

  GstElement         *pipeline;
  guint               bus_watch;
  guint               position_timer;
  FlowGstPlayerState  state;
  char               *status;
  gint64              position;
  gint64              duration;

  /* DelayedLink; read and written under the lock by streaming threads. */
  GMutex              lock;
  GPtrArray          *delayed;

  /* Changes the player makes itself, which must not stop it. */
  guint               syncing;

  /* Asking before a change of structure stops the pipeline: whether to
   * ask, whether a question is open, and the history's labels before the
   * change, to tell an undo from another change.
   */
  gboolean            ask_to_stop;
  gboolean            pending;
  guint               cancelling;
  guint               n_undo_before;
  guint               n_redo_before;
};

typedef struct
{
  GstElement *src;
  char       *template_name;
  GstPad     *sink_pad;
  gboolean    linked;
  /* Why the first pad of the template that appeared did not link, told
   * if no other does before the element has all its pads.
   */
  GError     *refusal;
} DelayedLink;

enum {
  CHANGED,
  EOS,
  STOP_NEEDED,
  BUS_MESSAGE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_PIPELINE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGstPlayer, flow_gst_player, G_TYPE_OBJECT)


static void
delayed_link_free (gpointer data)
{
  DelayedLink *link = data;

  gst_object_unref (link->src);
  gst_object_unref (link->sink_pad);
  g_free (link->template_name);
  g_clear_error (&link->refusal);
  g_free (link);
}

static void
set_status (FlowGstPlayer *self,
            const char    *status)
{
  g_free (self->status);
  self->status = g_strdup (status);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_state (FlowGstPlayer      *self,
           FlowGstPlayerState  state)
{
  self->state = state;
  g_signal_emit (self, signals[CHANGED], 0);
}

/* To the main context */

typedef struct
{
  FlowGstPlayer      *player;
  FlowGstElementNode *node;
} SyncData;

static void
sync_data_free (gpointer data)
{
  SyncData *sync = data;

  g_object_unref (sync->player);
  g_object_unref (sync->node);
  g_free (sync);
}

static gboolean
sync_pads_cb (gpointer data)
{
  SyncData *sync = data;

  sync->player->syncing++;
  flow_gst_element_node_sync_pads (sync->node);
  sync->player->syncing--;

  return G_SOURCE_REMOVE;
}

/* From any thread: the node of @element makes its docks those of the
 * element's pads, on the main context.
 */
static void
queue_sync_pads (FlowGstPlayer *self,
                 GstElement    *element)
{
  FlowGstElementNode *node = flow_gst_element_node_from_element (element);
  SyncData *sync;

  if (node == NULL)
    return;

  sync = g_new0 (SyncData, 1);
  sync->player = g_object_ref (self);
  sync->node = g_object_ref (node);

  flow_gst_send_to_main (sync_pads_cb, sync, sync_data_free);
}

/* Runs @func with @data on the main context, later, whatever thread
 * calls: an idle source, never g_main_context_invoke (), which runs it
 * in the calling thread when no thread owns the context at that moment.
 * For GStreamer's streaming threads, which touch neither the graph nor
 * GTK.
 */
void
flow_gst_send_to_main (GSourceFunc    func,
                       gpointer       data,
                       GDestroyNotify destroy)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, destroy);
  g_source_attach (source, NULL);
  g_source_unref (source);
}

/* Streaming threads */

/* From a streaming thread: @element has all its pads. A wire from one of
 * its templates that no pad of it could take is told, as gst-launch
 * tells it, rather than left to a pipeline that waits for data that
 * never comes.
 */
static void
no_more_pads_cb (GstElement    *element,
                 FlowGstPlayer *self)
{
  g_autoptr(GError) refusal = NULL;

  g_mutex_lock (&self->lock);
  for (guint i = 0; self->delayed != NULL && i < self->delayed->len && refusal == NULL; i++)
    {
      DelayedLink *link = g_ptr_array_index (self->delayed, i);

      if (link->src == element && !link->linked && link->refusal != NULL)
        refusal = g_error_copy (link->refusal);
    }
  g_mutex_unlock (&self->lock);

  if (refusal != NULL)
    gst_element_post_message (element, gst_message_new_error (GST_OBJECT (element), refusal, NULL));
}

static void
pad_added_cb (GstElement    *element,
              GstPad        *pad,
              FlowGstPlayer *self)
{
  GstPadTemplate *templ = flow_gst_pads_template_of (element, pad);
  g_autoptr(GstPad) refused = NULL;
  gboolean used = FALSE;

  if (GST_PAD_DIRECTION (pad) == GST_PAD_SRC && templ != NULL)
    {
      g_mutex_lock (&self->lock);
      for (guint i = 0; self->delayed != NULL && i < self->delayed->len && !used; i++)
        {
          DelayedLink *link = g_ptr_array_index (self->delayed, i);

          if (link->linked || link->src != element ||
              g_strcmp0 (link->template_name, GST_PAD_TEMPLATE_NAME_TEMPLATE (templ)) != 0 ||
              gst_pad_is_linked (link->sink_pad))
            continue;

          if (gst_pad_can_link (pad, link->sink_pad) &&
              gst_pad_link (pad, link->sink_pad) == GST_PAD_LINK_OK)
            used = link->linked = TRUE;
          else if (link->refusal == NULL && refused == NULL)
            refused = gst_object_ref (link->sink_pad);
        }
      g_mutex_unlock (&self->lock);

      /* Why, kept on the wire's delayed link (the pad's format asked
       * for outside the lock).
       */
      if (!used && refused != NULL)
        {
          GError *refusal = flow_gst_pads_refusal (element, pad, refused);

          g_mutex_lock (&self->lock);
          for (guint i = 0; self->delayed != NULL && i < self->delayed->len && refusal != NULL; i++)
            {
              DelayedLink *link = g_ptr_array_index (self->delayed, i);

              if (link->src == element && link->sink_pad == refused && link->refusal == NULL)
                link->refusal = g_steal_pointer (&refusal);
            }
          g_mutex_unlock (&self->lock);
          g_clear_error (&refusal);
        }

      /* A pad that no wire wants waits for the user to wire its
       * transient dock, its data held by a blocking probe, while no
       * stream of its element flows; once one does, it drops its data
       * instead (flow_gst_pads_drop_held ()). Unlinked, it would stop the
       * pipeline (not-linked).
       */
      if (used)
        flow_gst_pads_drop_held (element, GST_PAD_PROBE_TYPE_BUFFER | GST_PAD_PROBE_TYPE_BUFFER_LIST);
      else
        flow_gst_pads_hold (element, pad);
    }

  flow_gst_pads_watch_caps (pad);
  queue_sync_pads (self, element);
}

static void
pad_removed_cb (GstElement    *element,
                GstPad        *pad,
                FlowGstPlayer *self)
{
  queue_sync_pads (self, element);
}

/* Video for the window: the last sample of an appsink, on its node. */

typedef struct
{
  GWeakRef   node;
  GstSample *sample;
} FrameData;

static void
frame_data_free (gpointer data)
{
  FrameData *frame = data;

  g_weak_ref_clear (&frame->node);
  gst_sample_unref (frame->sample);
  g_free (frame);
}

static gboolean
frame_cb (gpointer data)
{
  FrameData *frame = data;
  g_autoptr(GObject) node = g_weak_ref_get (&frame->node);

  if (node != NULL)
    flow_gst_element_node_set_sample (FLOW_GST_ELEMENT_NODE (node), frame->sample);

  return G_SOURCE_REMOVE;
}

static GstFlowReturn
new_sample_cb (GstAppSink *sink,
               gpointer    user_data)
{
  FlowGstElementNode *node = flow_gst_element_node_from_element (GST_ELEMENT (sink));
  g_autoptr(GstSample) pulled = gst_app_sink_pull_sample (sink);
  FrameData *frame;

  if (pulled == NULL)
    return GST_FLOW_EOS;
  if (node == NULL)
    return GST_FLOW_OK;

  /* A sample of the node's own, of the same buffer and caps: appsink
   * hands out one sample it reuses, and sets the caps that come after a
   * flushing seek on it, which it cannot while the node holds it.
   */
  frame = g_new0 (FrameData, 1);
  g_weak_ref_init (&frame->node, node);
  frame->sample = gst_sample_new (gst_sample_get_buffer (pulled), gst_sample_get_caps (pulled),
                                  gst_sample_get_segment (pulled), NULL);

  flow_gst_send_to_main (frame_cb, frame, frame_data_free);

  return GST_FLOW_OK;
}

/* The bus, on the main context */

static FlowGstElementNode *
message_node (GstMessage *message)
{
  if (GST_MESSAGE_SRC (message) == NULL || !GST_IS_ELEMENT (GST_MESSAGE_SRC (message)))
    return NULL;

  return flow_gst_element_node_from_element (GST_ELEMENT (GST_MESSAGE_SRC (message)));
}

static void stop_pipeline (FlowGstPlayer *self);

static void
update_position (FlowGstPlayer *self)
{
  gint64 position = -1, duration = -1;

  if (self->pipeline == NULL)
    return;

  if (!gst_element_query_position (self->pipeline, GST_FORMAT_TIME, &position))
    position = -1;
  if (!gst_element_query_duration (self->pipeline, GST_FORMAT_TIME, &duration))
    duration = -1;

  if (position != self->position || duration != self->duration)
    {
      self->position = position;
      self->duration = duration;
      g_signal_emit (self, signals[CHANGED], 0);
    }
}

static void
handle_message (FlowGstPlayer *self,
                GstMessage    *message)
{
  GstMessageType type = GST_MESSAGE_TYPE (message);
  FlowGstElementNode *node;

  g_signal_emit (self, signals[BUS_MESSAGE], 0, message);
  /* A handler may have stopped it, or changed the graph. */
  if (self->pipeline == NULL)
    return;
  node = message_node (message);

  /* GstMessageType is a set of flags: no switch. */
  if (type == GST_MESSAGE_ERROR || type == GST_MESSAGE_WARNING)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *debug = NULL;
      g_autofree char *status = NULL;
      gboolean fatal = type == GST_MESSAGE_ERROR;

      if (fatal)
        gst_message_parse_error (message, &error, &debug);
      else
        gst_message_parse_warning (message, &error, &debug);

      if (node != NULL)
        flow_gst_element_node_report (node,
                                      fatal ? FLOW_NODE_STATE_ERROR : FLOW_NODE_STATE_WARNING,
                                      error->message, debug);

      if (fatal)
        {
          g_autofree char *unlinked = NULL;

          /* An output left unconnected: the stream stopped for want of
           * somewhere to go, which the status says where.
           */
          if (debug != NULL && strstr (debug, "reason not-linked") != NULL)
            unlinked = flow_gst_player_describe_unlinked (self->graph);

          /* TRANSLATORS: the status when an element fails: the element, then GStreamer's message. */
          status = g_strdup_printf (_("Stopped: %s: %s"),
                                    node != NULL ? flow_node_get_title (FLOW_NODE (node))
                                                 : GST_MESSAGE_SRC_NAME (message),
                                    error->message);
          if (unlinked != NULL)
            {
              char *with_reason = g_strconcat (status, " ", unlinked, NULL);

              g_free (status);
              status = with_reason;
            }
          stop_pipeline (self);
          set_status (self, status);
        }
    }
  else if (type == GST_MESSAGE_EOS)
    {
      update_position (self);
      stop_pipeline (self);
      set_status (self, _("Reached the end of the stream."));
      g_signal_emit (self, signals[EOS], 0);
    }
  else if (type == GST_MESSAGE_STATE_CHANGED)
    {
      if (node != NULL &&
          GST_MESSAGE_SRC (message) == GST_OBJECT (flow_gst_element_node_get_element (node)))
        {
          GstState state;

          gst_message_parse_state_changed (message, NULL, &state, NULL);
          flow_gst_element_node_set_element_state (node, state);
        }
    }
  else if (type == GST_MESSAGE_ASYNC_DONE || type == GST_MESSAGE_DURATION_CHANGED)
    {
      update_position (self);
    }
  else if (type == GST_MESSAGE_PROPERTY_NOTIFY)
    {
      GstObject *object;
      GstElement *element;

      /* Only pads of the graph's elements, not of those inside a bin. */
      gst_message_parse_property_notify (message, &object, NULL, NULL);
      if (GST_IS_PAD (object) && (element = GST_PAD_PARENT (object)) != NULL &&
          (node = flow_gst_element_node_from_element (element)) != NULL &&
          flow_gst_element_node_get_element (node) == element)
        flow_gst_element_node_describe_pad (node, GST_PAD (object));
    }
  else if (type == GST_MESSAGE_ELEMENT)
    {
      if (node != NULL && gst_message_has_name (message, "level"))
        flow_gst_element_node_set_level (node, flow_gst_player_level_of (gst_message_get_structure (message)));
    }
}

static gboolean
bus_cb (GstBus     *bus,
        GstMessage *message,
        gpointer    user_data)
{
  FlowGstPlayer *self = user_data;

  /* A message of a pipeline stopped since it was posted. */
  if (self->pipeline == NULL)
    return G_SOURCE_CONTINUE;

  handle_message (self, message);

  return G_SOURCE_CONTINUE;
}

static gboolean
position_cb (gpointer user_data)
{
  update_position (user_data);

  return G_SOURCE_CONTINUE;
}

/* Building and linking */

static gboolean
is_sometimes_template (FlowDock *dock)
{
  return flow_gst_dock_is_pad_template (dock) && !flow_dock_get_on_demand (dock) &&
         flow_gst_dock_get_presence (dock) == GST_PAD_SOMETIMES;
}

/* The pad of @dock on @element, requested if it is a request pad that
 * does not exist yet, or NULL.
 */
static GstPad *
dock_pad (FlowDock   *dock,
          GstElement *element)
{
  GstPadTemplate *templ = flow_gst_dock_get_template (dock);
  GstPad *pad;

  if (templ != NULL && flow_gst_dock_get_presence (dock) == GST_PAD_REQUEST &&
      !flow_dock_get_on_demand (dock))
    {
      /* Kept from the last play (release_request_pads ()). */
      if ((pad = flow_gst_dock_get_request_pad (dock)) != NULL)
        {
          flow_gst_element_node_apply_pad_properties (FLOW_GST_ELEMENT_NODE (flow_dock_get_node (dock)),
                                                      dock, pad);
          return gst_object_ref (pad);
        }

      pad = gst_element_request_pad_simple (element, GST_PAD_TEMPLATE_NAME_TEMPLATE (templ));
      if (pad != NULL)
        {
          flow_gst_pads_watch_caps (pad);
          flow_gst_dock_set_request_pad (dock, pad);
          flow_gst_element_node_apply_pad_properties (FLOW_GST_ELEMENT_NODE (flow_dock_get_node (dock)),
                                                      dock, pad);
        }
      return pad;
    }

  return gst_element_get_static_pad (element, flow_dock_get_name (dock));
}

static const char *
node_title (FlowDock *dock)
{
  return flow_node_get_title (flow_dock_get_node (dock));
}

/* Links the pads of @connection, or keeps a delayed link for it. */
static gboolean
link_connection (FlowGstPlayer   *self,
                 FlowConnection  *connection,
                 GError         **error)
{
  FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));
  FlowDock *sink = FLOW_DOCK (flow_connection_get_sink (connection));
  FlowNode *source_node = flow_dock_get_node (source);
  FlowNode *sink_node = flow_dock_get_node (sink);
  g_autoptr(GstPad) src_pad = NULL;
  g_autoptr(GstPad) sink_pad = NULL;
  GstElement *src_element, *sink_element;
  GstPadLinkReturn ret;

  if (!FLOW_GST_IS_ELEMENT_NODE (source_node) || !FLOW_GST_IS_ELEMENT_NODE (sink_node))
    return TRUE;

  src_element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (source_node));
  sink_element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (sink_node));

  sink_pad = dock_pad (sink, sink_element);
  if (sink_pad == NULL)
    {
      g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_PAD,
                   _("The element %s has no pad %s to link."),
                   node_title (sink), flow_dock_get_name (sink));
      return FALSE;
    }

  if (is_sometimes_template (source))
    {
      DelayedLink *link = g_new0 (DelayedLink, 1);

      link->src = gst_object_ref (src_element);
      link->template_name = g_strdup (flow_dock_get_name (source));
      link->sink_pad = g_steal_pointer (&sink_pad);

      g_mutex_lock (&self->lock);
      g_ptr_array_add (self->delayed, link);
      g_mutex_unlock (&self->lock);
      return TRUE;
    }

  src_pad = dock_pad (source, src_element);
  if (src_pad == NULL)
    {
      g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_PAD,
                   _("The element %s has no pad %s to link."),
                   node_title (source), flow_dock_get_name (source));
      return FALSE;
    }

  ret = gst_pad_link (src_pad, sink_pad);
  if (ret != GST_PAD_LINK_OK)
    {
      g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_PAD,
                   _("The output %s of %s could not be linked to the input %s of %s: %s."),
                   flow_dock_get_name (source), node_title (source),
                   flow_dock_get_name (sink), node_title (sink),
                   gst_pad_link_get_name (ret));
      return FALSE;
    }

  flow_gst_pads_release (src_pad);
  /* A stream of the element flows now. */
  flow_gst_pads_drop_held (src_element, GST_PAD_PROBE_TYPE_BUFFER | GST_PAD_PROBE_TYPE_BUFFER_LIST);
  return TRUE;
}

/* Releases the request pads the docks of @node asked for, but not the
 * pad of a request template of one name whose dock is wired: some
 * elements refuse such a pad once released (flvmux, after it finished a
 * file it could seek in, takes it for a stream added late). It is kept
 * for the next play, and released when a play finds its dock without a
 * wire (an unlinked input of a muxer would keep it waiting).
 */
static void
release_request_pads (FlowNode   *node,
                      GstElement *element)
{
  GListModel *lists[2] = { flow_node_get_sinks (node), flow_node_get_sources (node) };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < g_list_model_get_n_items (lists[l]); i++)
      {
        g_autoptr(FlowDock) dock = g_list_model_get_item (lists[l], i);
        GstPad *pad = flow_gst_dock_get_request_pad (dock);

        if (flow_gst_dock_is_single_request (dock) && flow_dock_is_connected (dock))
          continue;

        if (pad != NULL && GST_PAD_PARENT (pad) == element)
          gst_element_release_request_pad (element, pad);
        if (pad != NULL)
          flow_gst_dock_set_request_pad (dock, NULL);
      }
}

static void
remove_elements (FlowGstPlayer *self)
{
  g_autoptr(GstIterator) iter = NULL;
  g_autoptr(GPtrArray) children = g_ptr_array_new_with_free_func (gst_object_unref);
  GValue item = G_VALUE_INIT;

  iter = gst_bin_iterate_elements (GST_BIN (self->pipeline));
  while (gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      g_ptr_array_add (children, g_value_dup_object (&item));
      g_value_reset (&item);
    }
  g_value_unset (&item);

  for (guint i = 0; i < children->len; i++)
    {
      GstElement *element = g_ptr_array_index (children, i);

      FlowGstElementNode *node = flow_gst_element_node_from_element (element);

      g_signal_handlers_disconnect_by_data (element, self);
      gst_bin_remove (GST_BIN (self->pipeline), element);
      if (node != NULL)
        release_request_pads (FLOW_NODE (node), element);
    }
}

/* The template dock of @node that the sometimes pad of @dock came
 * from, or NULL.
 */
static FlowDock *
template_dock_of (FlowDock *dock)
{
  GstPadTemplate *templ = flow_gst_dock_get_template (dock);
  FlowDock *template_dock;

  if (templ == NULL || flow_gst_dock_get_presence (dock) != GST_PAD_SOMETIMES)
    return NULL;

  template_dock = flow_node_get_dock (flow_dock_get_node (dock),
                                      GST_PAD_TEMPLATE_NAME_TEMPLATE (templ));
  if (template_dock == NULL || !flow_gst_dock_is_pad_template (template_dock))
    return NULL;

  return template_dock;
}

/* A wire the user made to the dock of a sometimes pad would go with the
 * dock when the pad goes: it moves to the dock of the pad's template
 * instead, where it is a delayed link at the next Play, as gst-launch's
 * "demux. ! queue" is. One step of the history, so it can be undone.
 */
static void
keep_sometimes_wires (FlowGstPlayer *self)
{
  GListModel *connections = flow_graph_get_connections (self->graph);
  g_autoptr(GPtrArray) moving = g_ptr_array_new_with_free_func (g_object_unref);
  FlowHistory *history = flow_graph_get_history (self->graph);

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (connection));

      if (flow_dock_get_transient (source) && template_dock_of (source) != NULL)
        g_ptr_array_add (moving, g_steal_pointer (&connection));
    }

  if (moving->len == 0)
    return;

  flow_history_begin_group (history, _("Keep Wires of Sometimes Pads"));
  for (guint i = 0; i < moving->len; i++)
    {
      FlowConnection *connection = g_ptr_array_index (moving, i);
      FlowDock *template_dock = template_dock_of (FLOW_DOCK (flow_connection_get_source (connection)));
      g_autoptr(FlowSink) sink = g_object_ref (flow_connection_get_sink (connection));
      g_autoptr(GError) error = NULL;

      flow_graph_remove_connection (self->graph, connection, NULL);
      if (flow_graph_add_connection (self->graph, FLOW_SOURCE (template_dock), sink, &error) == NULL)
        g_debug ("A wire of a sometimes pad was not kept: %s", error->message);
    }
  flow_history_end_group (history);
}

/* The pads held by a blocking probe (unwired sometimes pads) let what
 * waits there go, and drop it, before the pipeline goes down: released
 * by the flush of the way down, it ran into the unlinked pad and the
 * element before posted an error after the end of the stream
 * ("Internal data stream error … not-negotiated", from uridecodebin's
 * multiqueue, one play in two).
 */
static void
drop_at_blocked_pads (FlowGstPlayer *self)
{
  GListModel *nodes = G_LIST_MODEL (self->graph);

  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      if (FLOW_GST_IS_ELEMENT_NODE (node))
        flow_gst_pads_drop_held (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)),
                                 GST_PAD_PROBE_TYPE_DATA_DOWNSTREAM);
    }
}

/* Takes the pipeline down to READY and passes on what its bus has then,
 * the changes of state on the way included, and the last change that
 * GStreamer does not post: a pipeline going to NULL flushes its bus,
 * and the log's last line read "Paused → Playing" after Stop.
 */
static void
tell_way_down (FlowGstPlayer *self)
{
  g_autoptr(GstBus) bus = gst_element_get_bus (self->pipeline);
  GstMessage *message;
  GstState state = GST_STATE_VOID_PENDING;

  /* Never up: from NULL, READY would open files and devices. */
  gst_element_get_state (self->pipeline, &state, NULL, 0);
  if (state < GST_STATE_READY)
    return;

  drop_at_blocked_pads (self);
  gst_element_set_state (self->pipeline, GST_STATE_READY);
  while (bus != NULL && (message = gst_bus_pop (bus)) != NULL)
    {
      g_signal_emit (self, signals[BUS_MESSAGE], 0, message);
      gst_message_unref (message);
    }

  state = GST_STATE_VOID_PENDING;
  gst_element_get_state (self->pipeline, &state, NULL, 0);
  if (state == GST_STATE_READY)
    {
      message = gst_message_new_state_changed (GST_OBJECT (self->pipeline), GST_STATE_READY,
                                               GST_STATE_NULL, GST_STATE_VOID_PENDING);
      g_signal_emit (self, signals[BUS_MESSAGE], 0, message);
      gst_message_unref (message);
    }
}

static void
stop_pipeline (FlowGstPlayer *self)
{
  GListModel *nodes = G_LIST_MODEL (self->graph);

  if (self->pipeline == NULL)
    return;

  self->syncing++;
  g_clear_handle_id (&self->position_timer, g_source_remove);
  tell_way_down (self);
  gst_element_set_state (self->pipeline, GST_STATE_NULL);
  g_clear_handle_id (&self->bus_watch, g_source_remove);

  remove_elements (self);
  g_clear_object (&self->pipeline);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIPELINE]);

  g_mutex_lock (&self->lock);
  g_ptr_array_set_size (self->delayed, 0);
  g_mutex_unlock (&self->lock);

  keep_sometimes_wires (self);

  /* Sometimes pads are gone now: so are their docks. */
  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);

      if (FLOW_GST_IS_ELEMENT_NODE (node))
        {
          flow_gst_element_node_sync_pads (FLOW_GST_ELEMENT_NODE (node));
          flow_gst_element_node_set_element_state (FLOW_GST_ELEMENT_NODE (node), GST_STATE_NULL);
        }
    }
  self->syncing--;

  self->pending = FALSE;
  /* Stopped, there is no position nor duration, as before the first
   * Play.
   */
  self->position = -1;
  self->duration = -1;
  set_state (self, FLOW_GST_PLAYER_STOPPED);
}

static gboolean
build_pipeline (FlowGstPlayer  *self,
                GError        **error)
{
  GListModel *nodes = G_LIST_MODEL (self->graph);
  GListModel *connections = flow_graph_get_connections (self->graph);
  g_autoptr(GstBus) bus = NULL;
  guint n_elements = 0;

  self->pipeline = gst_object_ref_sink (gst_pipeline_new ("flow-gst"));
  /* Before any element joins it, for whoever follows its objects. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIPELINE]);

  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      GstElement *element;

      /* An element not installed here: its part of the pipeline would be
       * missing without a word, the rest playing as if whole.
       */
      if (FLOW_IS_PLACEHOLDER_NODE (node))
        {
          g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_MISSING_PLUGIN,
                       _("The element %s is not installed: the pipeline cannot play without it."),
                       flow_node_get_title (node));
          return FALSE;
        }

      if (!FLOW_GST_IS_ELEMENT_NODE (node))
        continue;

      element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node));
      flow_node_report (node, FLOW_NODE_STATE_NORMAL, NULL);

      /* A bin takes no two children of one name (a file may give two
       * elements the same).
       */
      {
        g_autofree char *name = gst_object_get_name (GST_OBJECT (element));
        g_autoptr(GstElement) namesake = gst_bin_get_by_name (GST_BIN (self->pipeline), name);

        if (namesake != NULL)
          {
            g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_FAILED,
                         _("Two elements are named %s: rename one of them."), name);
            flow_node_report (node, FLOW_NODE_STATE_ERROR, (*error)->message);
            return FALSE;
          }
      }

      if (!gst_bin_add (GST_BIN (self->pipeline), element))
        {
          g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_FAILED,
                       _("The element %s could not join the pipeline."),
                       flow_node_get_title (node));
          return FALSE;
        }
      n_elements++;

      /* Pads kept from the last play whose docks lost their wires. */
      release_request_pads (node, element);
      /* Every pad's new format, negotiated in a streaming thread, comes
       * as a message on the bus. Not through a deep-notify watch on the
       * pipeline: GLib takes an emission of a no-recurse signal on an
       * object while another thread emits it on the same object for a
       * recursion, and drops it, so two pads that changed at once lost
       * one change (a queue's output kept its old format).
       */
      flow_gst_pads_watch_element_caps (element);

      g_signal_connect (element, "pad-added", G_CALLBACK (pad_added_cb), self);
      g_signal_connect (element, "no-more-pads", G_CALLBACK (no_more_pads_cb), self);
      g_signal_connect (element, "pad-removed", G_CALLBACK (pad_removed_cb), self);

      if (GST_IS_APP_SINK (element))
        {
          GstAppSinkCallbacks callbacks = { .new_sample = new_sample_cb };

          gst_app_sink_set_callbacks (GST_APP_SINK (element), &callbacks, NULL, NULL);
        }
    }

  if (n_elements == 0)
    {
      g_set_error_literal (error, GST_CORE_ERROR, GST_CORE_ERROR_FAILED,
                           _("The graph has no elements to play."));
      return FALSE;
    }

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);

      if (!link_connection (self, connection, error))
        {
          FlowNode *node = flow_dock_get_node (FLOW_DOCK (flow_connection_get_sink (connection)));
          g_autoptr(GstMessage) message = NULL;

          flow_node_report (node, FLOW_NODE_STATE_ERROR, (*error)->message);
          /* Told as the bus tells errors, so that the log of messages
           * has it too, by the element that could not be linked.
           */
          if (FLOW_GST_IS_ELEMENT_NODE (node))
            {
              message = gst_message_new_error (GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node))),
                                               *error, NULL);
              g_signal_emit (self, signals[BUS_MESSAGE], 0, message);
            }
          return FALSE;
        }
    }

  bus = gst_element_get_bus (self->pipeline);
  self->bus_watch = gst_bus_add_watch (bus, bus_cb, self);

  return TRUE;
}

/* Drains the bus now: for errors posted while the state changed. */
static void
drain_bus (FlowGstPlayer *self)
{
  g_autoptr(GstBus) bus = gst_element_get_bus (self->pipeline);
  GstMessage *message;

  while (self->pipeline != NULL && (message = gst_bus_pop (bus)) != NULL)
    {
      handle_message (self, message);
      gst_message_unref (message);
    }
}

static gboolean
change_state (FlowGstPlayer  *self,
              GstState        state,
              GError        **error)
{
  if (self->pipeline == NULL)
    {
      self->syncing++;
      if (!build_pipeline (self, error))
        {
          self->syncing--;
          stop_pipeline (self);
          set_status (self, (*error)->message);
          return FALSE;
        }
      self->syncing--;
    }

  if (gst_element_set_state (self->pipeline, state) == GST_STATE_CHANGE_FAILURE)
    {
      drain_bus (self);
      g_set_error (error, GST_CORE_ERROR, GST_CORE_ERROR_STATE_CHANGE,
                   "%s", self->status != NULL && self->pipeline == NULL
                         ? self->status : _("The pipeline could not start."));
      stop_pipeline (self);
      return FALSE;
    }

  if (self->position_timer == 0)
    self->position_timer = g_timeout_add (200, position_cb, self);

  return TRUE;
}

/* Changes of the graph while the pipeline runs */

/* A change of structure the running pipeline cannot follow: stop, or
 * first ask whoever listens to ::stop-needed, keeping the pipeline
 * running until flow_gst_player_resolve_edit () says what to do.
 */
static void
structure_changed (FlowGstPlayer *self)
{
  FlowHistory *history;

  if (!self->ask_to_stop)
    {
      stop_pipeline (self);
      set_status (self, _("Stopped, because the graph changed. Play runs it again."));
      return;
    }

  if (self->pending)
    return;

  /* The history's steps as the change happens: a step being undone or
   * redone counts on neither side yet.
   */
  history = flow_graph_get_history (self->graph);
  self->pending = TRUE;
  self->n_undo_before = flow_history_get_n_undo_steps (history);
  self->n_redo_before = flow_history_get_n_redo_steps (history);
  g_signal_emit (self, signals[STOP_NEEDED], 0);
}

static void
nodes_changed_cb (GListModel    *model,
                  guint          position,
                  guint          removed,
                  guint          added,
                  FlowGstPlayer *self)
{
  if (self->pipeline == NULL || self->syncing > 0 || self->cancelling > 0)
    return;

  structure_changed (self);
}

static void
connections_changed_cb (GListModel    *model,
                        guint          position,
                        guint          removed,
                        guint          added,
                        FlowGstPlayer *self)
{
  g_autoptr(GError) error = NULL;

  if (self->pipeline == NULL)
    return;

  /* Wires that go with the docks the player removes are no edit; wires
   * made meanwhile (to a dock that just appeared) are.
   */
  if (removed > 0 && self->syncing > 0 && added == 0)
    return;

  /* Taking a change back makes the graph match the pipeline again. */
  if (self->cancelling > 0)
    return;

  if (removed > 0 || self->pending)
    {
      structure_changed (self);
      return;
    }

  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (model, i);

      if (!link_connection (self, connection, &error))
        {
          g_autofree char *status = g_strdup (error->message);

          stop_pipeline (self);
          set_status (self, status);
          return;
        }
    }
}

/* GObject */

static void
flow_gst_player_dispose (GObject *object)
{
  FlowGstPlayer *self = (FlowGstPlayer *)object;

  stop_pipeline (self);
  if (self->graph != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->graph, self);
      g_signal_handlers_disconnect_by_data (flow_graph_get_connections (self->graph), self);
    }
  g_clear_object (&self->graph);

  G_OBJECT_CLASS (flow_gst_player_parent_class)->dispose (object);
}

static void
flow_gst_player_finalize (GObject *object)
{
  FlowGstPlayer *self = (FlowGstPlayer *)object;

  g_ptr_array_unref (self->delayed);
  g_mutex_clear (&self->lock);
  g_free (self->status);

  G_OBJECT_CLASS (flow_gst_player_parent_class)->finalize (object);
}

static void
flow_gst_player_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  FlowGstPlayer *self = FLOW_GST_PLAYER (object);

  switch (prop_id)
    {
    case PROP_PIPELINE:
      g_value_set_object (value, self->pipeline);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gst_player_class_init (FlowGstPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = flow_gst_player_dispose;
  object_class->finalize = flow_gst_player_finalize;
  object_class->get_property = flow_gst_player_get_property;

  /* The pipeline made for the graph while it plays or is paused, NULL
   * while stopped: a new one at each Play.
   */
  properties[PROP_PIPELINE] =
    g_param_spec_object ("pipeline", NULL, NULL,
                         GST_TYPE_ELEMENT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  flow_gst_pads_init ();

  /* State, status, position or duration changed. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The pipeline reached the end of its streams, and stopped. */
  signals[EOS] =
    g_signal_new ("eos", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* With ask-to-stop set: the graph changed in a way the running
   * pipeline cannot follow. It runs on, as it was, until
   * flow_gst_player_resolve_edit () is called.
   */
  signals[STOP_NEEDED] =
    g_signal_new ("stop-needed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* Each message of the pipeline's bus, on the main context, before the
   * player acts on it (an error stops the pipeline after).
   */
  signals[BUS_MESSAGE] =
    g_signal_new ("bus-message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  GST_TYPE_MESSAGE | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
flow_gst_player_init (FlowGstPlayer *self)
{
  g_mutex_init (&self->lock);
  self->delayed = g_ptr_array_new_with_free_func (delayed_link_free);
  self->position = -1;
  self->duration = -1;
}

/* Public API */

FlowGstPlayer *
flow_gst_player_new (FlowGraph *graph)
{
  FlowGstPlayer *self;

  g_return_val_if_fail (FLOW_IS_GRAPH (graph), NULL);

  self = g_object_new (FLOW_GST_TYPE_PLAYER, NULL);
  self->graph = g_object_ref (graph);

  g_signal_connect (graph, "items-changed", G_CALLBACK (nodes_changed_cb), self);
  g_signal_connect (flow_graph_get_connections (graph), "items-changed",
                    G_CALLBACK (connections_changed_cb), self);

  return self;
}

FlowGraph *
flow_gst_player_get_graph (FlowGstPlayer *self)
{
  return self->graph;
}

GstElement *
flow_gst_player_get_pipeline (FlowGstPlayer *self)
{
  return self->pipeline;
}

FlowGstPlayerState
flow_gst_player_get_state (FlowGstPlayer *self)
{
  return self->state;
}

/* @time (nanoseconds) as the window shows a position or a duration:
 * minutes and seconds, hours before them from one hour on ("1:02:03",
 * as GNOME's players write it); dashes for none (a negative time).
 */
char *
flow_gst_format_time (gint64 time)
{
  gint64 seconds;

  if (time < 0)
    return g_strdup ("–:––");

  seconds = time / GST_SECOND;
  if (seconds >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", seconds / 3600,
                            (int) (seconds / 60 % 60), (int) (seconds % 60));

  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

const char *
flow_gst_player_get_status (FlowGstPlayer *self)
{
  return self->status;
}

gint64
flow_gst_player_get_position (FlowGstPlayer *self)
{
  return self->position;
}

gint64
flow_gst_player_get_duration (FlowGstPlayer *self)
{
  return self->duration;
}

gboolean
flow_gst_player_play (FlowGstPlayer  *self,
                      GError        **error)
{
  g_return_val_if_fail (FLOW_GST_IS_PLAYER (self), FALSE);

  if (!change_state (self, GST_STATE_PLAYING, error))
    return FALSE;

  set_status (self, _("Playing"));
  set_state (self, FLOW_GST_PLAYER_PLAYING);
  return TRUE;
}

gboolean
flow_gst_player_pause (FlowGstPlayer  *self,
                       GError        **error)
{
  g_return_val_if_fail (FLOW_GST_IS_PLAYER (self), FALSE);

  if (!change_state (self, GST_STATE_PAUSED, error))
    return FALSE;

  set_status (self, _("Paused"));
  set_state (self, FLOW_GST_PLAYER_PAUSED);
  return TRUE;
}

/* How long Stop waits for the end of stream it sends in. */
#define FINISH_TIMEOUT (2 * GST_SECOND)

/* What Stop does first while playing: an end of stream sent in, as
 * `gst-launch-1.0 -e` does, so that muxers and encoders finish what they
 * write (a WAV file's sizes, a Matroska index), waited for on the bus up
 * to FINISH_TIMEOUT. What else the bus has meanwhile goes to the log.
 */
static void
finish_streams (FlowGstPlayer *self)
{
  g_autoptr(GstBus) bus = NULL;
  GstState state = GST_STATE_VOID_PENDING;
  gint64 end;

  gst_element_get_state (self->pipeline, &state, NULL, 0);
  if (state != GST_STATE_PLAYING ||
      !gst_element_send_event (self->pipeline, gst_event_new_eos ()))
    return;

  bus = gst_element_get_bus (self->pipeline);
  end = g_get_monotonic_time () + FINISH_TIMEOUT / GST_USECOND;
  while (bus != NULL && g_get_monotonic_time () < end)
    {
      g_autoptr(GstMessage) message = NULL;
      GstMessageType type;

      message = gst_bus_timed_pop (bus, (end - g_get_monotonic_time ()) * GST_USECOND);
      if (message == NULL)
        break;

      type = GST_MESSAGE_TYPE (message);
      if (type == GST_MESSAGE_EOS)
        break;
      g_signal_emit (self, signals[BUS_MESSAGE], 0, message);
      if (type == GST_MESSAGE_ERROR)
        break;
    }
}

void
flow_gst_player_stop (FlowGstPlayer *self)
{
  g_return_if_fail (FLOW_GST_IS_PLAYER (self));

  if (self->pipeline == NULL)
    return;

  finish_streams (self);
  stop_pipeline (self);
  set_status (self, _("Stopped"));
}

gboolean
flow_gst_player_seek (FlowGstPlayer *self,
                      gint64         position)
{
  g_return_val_if_fail (FLOW_GST_IS_PLAYER (self), FALSE);

  if (self->pipeline == NULL)
    return FALSE;

  return gst_element_seek_simple (self->pipeline, GST_FORMAT_TIME,
                                  GST_SEEK_FLAG_FLUSH | GST_SEEK_FLAG_KEY_UNIT,
                                  MAX (position, 0));
}

/* Whether a change of structure while playing asks first (::stop-needed)
 * rather than stopping at once.
 */
void
flow_gst_player_set_ask_to_stop (FlowGstPlayer *self,
                                 gboolean       ask)
{
  g_return_if_fail (FLOW_GST_IS_PLAYER (self));

  self->ask_to_stop = !!ask;
}

/* Whether ::stop-needed was emitted and not resolved yet. */
gboolean
flow_gst_player_get_edit_pending (FlowGstPlayer *self)
{
  g_return_val_if_fail (FLOW_GST_IS_PLAYER (self), FALSE);

  return self->pending;
}

/* Answers ::stop-needed. With @stop, the pipeline stops, and the change
 * applies at the next Play. Otherwise the change is taken back through
 * the history (undone, or redone again when the change was an undo),
 * and the pipeline plays on as it was. Nothing happens when no question
 * is open (the pipeline may have stopped meanwhile).
 */
void
flow_gst_player_resolve_edit (FlowGstPlayer *self,
                              gboolean       stop)
{
  FlowHistory *history;
  gboolean was_undo;

  g_return_if_fail (FLOW_GST_IS_PLAYER (self));

  if (!self->pending)
    return;

  if (stop)
    {
      stop_pipeline (self);
      set_status (self, _("Stopped, because the graph changed. Play runs it again."));
      return;
    }

  /* An undo left one more step to redo, and as many to undo as while
   * it ran; a redo or an edit did not.
   */
  history = flow_graph_get_history (self->graph);
  was_undo = flow_history_get_n_redo_steps (history) == self->n_redo_before + 1 &&
             flow_history_get_n_undo_steps (history) == self->n_undo_before;

  self->cancelling++;
  if (was_undo && flow_history_get_can_redo (history))
    flow_history_redo (history);
  else if (!was_undo && flow_history_get_can_undo (history))
    flow_history_undo (history);
  else
    {
      /* Nothing to take it back with: stopping is all that is left. */
      self->cancelling--;
      stop_pipeline (self);
      set_status (self, _("Stopped, because the graph changed. Play runs it again."));
      return;
    }
  self->cancelling--;

  self->pending = FALSE;
  set_status (self, _("The change was taken back; the pipeline plays on."));
}

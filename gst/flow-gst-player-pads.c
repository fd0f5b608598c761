/* flow-gst-player-pads.c: the pads of a playing pipeline, for the
 * player: probes that hold or drop the data of sometimes pads no wire
 * wants, the template of a pad made without one, why a pad could not
 * link, and the watch that tells each pad's negotiated format.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-player-pads.h"

#include "flow-gst-element-node.h"

#include <glib/gi18n-lib.h>

static GQuark block_quark;
static GQuark drop_quark;

void
flow_gst_pads_init (void)
{
  block_quark = g_quark_from_static_string ("flow-gst-block");
  drop_quark = g_quark_from_static_string ("flow-gst-drop");
}

static GstPadProbeReturn
block_cb (GstPad          *pad,
          GstPadProbeInfo *info,
          gpointer         user_data)
{
  /* Held until the pad is wired, or the pipeline stops. */
  return GST_PAD_PROBE_OK;
}

static GstPadProbeReturn
drop_cb (GstPad          *pad,
         GstPadProbeInfo *info,
         gpointer         user_data)
{
  return GST_PAD_PROBE_DROP;
}

/* Whether a source pad of @element other than @pad is linked. */
static gboolean
has_linked_src_pad (GstElement *element,
                    GstPad     *pad)
{
  g_autoptr(GstIterator) iter = gst_element_iterate_src_pads (element);
  GValue item = G_VALUE_INIT;
  gboolean linked = FALSE;

  while (!linked && gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      GstPad *other = g_value_get_object (&item);

      linked = other != pad && gst_pad_is_linked (other);
      g_value_reset (&item);
    }
  g_value_unset (&item);

  return linked;
}

/* Puts @probe_type and @callback's probe on @pad, in place of the one it
 * has, if any; @dropping says which kind it is.
 */
static void
set_pad_probe (GstPad               *pad,
               GstPadProbeType       probe_type,
               GstPadProbeCallback   callback,
               gboolean              dropping)
{
  gulong old = GPOINTER_TO_SIZE (g_object_get_qdata (G_OBJECT (pad), block_quark));
  gulong id = gst_pad_add_probe (pad, probe_type, callback, NULL, NULL);

  g_object_set_qdata (G_OBJECT (pad), block_quark, GSIZE_TO_POINTER (id));
  g_object_set_qdata (G_OBJECT (pad), drop_quark, GINT_TO_POINTER (dropping));
  /* Removed after the new one is in place: what the old one held goes
   * to the new one.
   */
  if (old != 0)
    gst_pad_remove_probe (pad, old);
}

/* The source pads of @element held by a blocking probe drop their data
 * instead, from now on and what waits there: a stream of the element
 * flows, and a demuxer pushes every stream from one thread, so that a
 * held pad would hold the others.
 */
void
flow_gst_pads_drop_held (GstElement      *element,
                         GstPadProbeType  probe_type)
{
  g_autoptr(GstIterator) iter = gst_element_iterate_src_pads (element);
  GValue item = G_VALUE_INIT;

  while (gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      GstPad *pad = g_value_get_object (&item);

      if (g_object_get_qdata (G_OBJECT (pad), block_quark) != NULL &&
          !GPOINTER_TO_INT (g_object_get_qdata (G_OBJECT (pad), drop_quark)))
        set_pad_probe (pad, probe_type, drop_cb, TRUE);
      g_value_reset (&item);
    }
  g_value_unset (&item);
}

void
flow_gst_pads_release (GstPad *pad)
{
  gulong id = GPOINTER_TO_SIZE (g_object_steal_qdata (G_OBJECT (pad), block_quark));

  g_object_set_qdata (G_OBJECT (pad), drop_quark, NULL);
  if (id != 0)
    gst_pad_remove_probe (pad, id);
}

/* The template @pad was made from: its own, or, for a pad made without
 * one (oggdemux's), the sometimes template of its element's class whose
 * name makes the pad's.
 */
GstPadTemplate *
flow_gst_pads_template_of (GstElement *element,
                           GstPad     *pad)
{
  GList *templates;

  if (GST_PAD_PAD_TEMPLATE (pad) != NULL)
    return GST_PAD_PAD_TEMPLATE (pad);

  for (templates = gst_element_class_get_pad_template_list (GST_ELEMENT_GET_CLASS (element));
       templates != NULL; templates = templates->next)
    {
      GstPadTemplate *templ = templates->data;

      g_autofree char *pattern = NULL;

      if (GST_PAD_TEMPLATE_DIRECTION (templ) != GST_PAD_DIRECTION (pad) ||
          GST_PAD_TEMPLATE_PRESENCE (templ) != GST_PAD_SOMETIMES)
        continue;

      pattern = flow_gst_template_pattern (GST_PAD_TEMPLATE_NAME_TEMPLATE (templ));
      if (g_pattern_match_simple (pattern, GST_PAD_NAME (pad)))
        return templ;
    }

  return NULL;
}

/* Why @pad of @element, which appeared, did not link to @sink_pad, the
 * input a wire from its template leads to.
 */
GError *
flow_gst_pads_refusal (GstElement *element,
                       GstPad     *pad,
                       GstPad     *sink_pad)
{
  g_autoptr(GstCaps) caps = gst_pad_get_current_caps (pad);
  g_autoptr(GstObject) sink_element = gst_pad_get_parent (sink_pad);
  const char *sink_name = sink_element != NULL ? GST_OBJECT_NAME (sink_element) : "?";
  g_autofree char *format = NULL;

  if (caps == NULL)
    caps = gst_pad_query_caps (pad, NULL);
  if (caps != NULL && !gst_caps_is_empty (caps) && !gst_caps_is_any (caps))
    format = g_strdup (gst_structure_get_name (gst_caps_get_structure (caps, 0)));

  if (format != NULL)
    return g_error_new (GST_STREAM_ERROR, GST_STREAM_ERROR_FORMAT,
                        /* Translators: an output pad of an element appeared while
                         * playing; %s are the pad, its element, its format (such as
                         * video/x-raw), the input pad and its element.
                         */
                        _("The output %s of %s gives %s, which the input %s of %s does not take."),
                        GST_PAD_NAME (pad), GST_OBJECT_NAME (element), format,
                        GST_PAD_NAME (sink_pad), sink_name);

  return g_error_new (GST_STREAM_ERROR, GST_STREAM_ERROR_FORMAT,
                      _("The output %s of %s could not be linked to the input %s of %s."),
                      GST_PAD_NAME (pad), GST_OBJECT_NAME (element),
                      GST_PAD_NAME (sink_pad), sink_name);
}

/* The format of @pad changed, in the thread that changed it: told on
 * the bus, where the main context reads it as a property notification;
 * not while its element stops, when every pad forgets its format (the
 * nodes forget them when they hear of the state).
 */
static void
pad_caps_cb (GstPad     *pad,
             GParamSpec *pspec,
             gpointer    user_data)
{
  g_autoptr(GstObject) element = gst_object_get_parent (GST_OBJECT (pad));
  GstState target;

  if (element == NULL || !GST_IS_ELEMENT (element))
    return;

  GST_OBJECT_LOCK (element);
  target = GST_STATE_TARGET (element);
  GST_OBJECT_UNLOCK (element);
  if (target < GST_STATE_PAUSED)
    return;

  gst_element_post_message (GST_ELEMENT (element),
                            gst_message_new_property_notify (GST_OBJECT (pad), "caps", NULL));
}

/* From any thread. A pad is watched once, for as long as it lives: it
 * posts to its element, so that its message reaches whichever pipeline
 * the element is in.
 */
void
flow_gst_pads_watch_caps (GstPad *pad)
{
  if (g_signal_handler_find (pad, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, pad_caps_cb, NULL) == 0)
    g_signal_connect (pad, "notify::caps", G_CALLBACK (pad_caps_cb), NULL);
}

void
flow_gst_pads_watch_element_caps (GstElement *element)
{
  g_autoptr(GstIterator) iter = gst_element_iterate_pads (element);
  GValue item = G_VALUE_INIT;

  while (gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      flow_gst_pads_watch_caps (g_value_get_object (&item));
      g_value_reset (&item);
    }
  g_value_unset (&item);
}

/* A sometimes pad of @element that no wire wants waits for the user to
 * wire its transient dock, its data held by a blocking probe, while no
 * stream of its element flows; once one does, it drops its data instead
 * (flow_gst_pads_drop_held ()). Unlinked, it would stop the pipeline
 * (not-linked).
 */
void
flow_gst_pads_hold (GstElement *element,
                    GstPad     *pad)
{
  if (has_linked_src_pad (element, pad))
    set_pad_probe (pad, GST_PAD_PROBE_TYPE_BUFFER | GST_PAD_PROBE_TYPE_BUFFER_LIST, drop_cb, TRUE);
  else
    set_pad_probe (pad, GST_PAD_PROBE_TYPE_BLOCK_DOWNSTREAM, block_cb, FALSE);
}

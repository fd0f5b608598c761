/* flow-gst-player-report.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* What the player reads out of the bus's messages for the user: a level
 * meter's loudness, and the output that left a stream nowhere to go.
 */

#include "config.h"

#include "flow-gst-player-report.h"

#include "flow-gst-element-node.h"

#include <glib/gi18n-lib.h>
#include <math.h>

/* The loudest channel of a level element's message, in dB, or
 * -G_MAXDOUBLE for silence.
 */
double
flow_gst_player_level_of (const GstStructure *structure)
{
  const GValue *rms = gst_structure_get_value (structure, "rms");
  double level = -G_MAXDOUBLE;

  /* The level element posts a GValueArray of the channels' levels, in
   * dB: GStreamer 1.22's API, deprecated by GLib.
   */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (rms != NULL && G_VALUE_HOLDS (rms, g_value_array_get_type ()))
    {
      GValueArray *channels = g_value_get_boxed (rms);

      /* A buffer of no samples measures NaN (0 ÷ 0): silence. */
      for (guint i = 0; channels != NULL && i < channels->n_values; i++)
        {
          double channel = g_value_get_double (g_value_array_get_nth (channels, i));

          if (!isnan (channel))
            level = MAX (level, channel);
        }
    }
  G_GNUC_END_IGNORE_DEPRECATIONS

  return level;
}

/* After a stream stopped with "not-linked": the first output of an
 * element of the graph that is linked to nothing, where the data had
 * nowhere to go, said in words; or NULL. GStreamer's own message names
 * the element whose thread stopped, often a source far upstream.
 */
char *
flow_gst_player_describe_unlinked (FlowGraph *graph)
{
  GListModel *nodes = G_LIST_MODEL (graph);

  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (nodes, i);
      GstElement *element;
      g_autoptr(GstIterator) pads = NULL;
      GValue item = G_VALUE_INIT;
      char *text = NULL;

      if (!FLOW_GST_IS_ELEMENT_NODE (node) ||
          (element = flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node))) == NULL)
        continue;

      pads = gst_element_iterate_src_pads (element);
      while (text == NULL && gst_iterator_next (pads, &item) == GST_ITERATOR_OK)
        {
          GstPad *pad = g_value_get_object (&item);

          if (!gst_pad_is_linked (pad))
            /* TRANSLATORS: why a stream stopped: an output pad, then its element. */
            text = g_strdup_printf (_("The output %s of %s is not connected."),
                                    GST_PAD_NAME (pad), flow_node_get_title (node));
          g_value_reset (&item);
        }
      g_value_unset (&item);

      if (text != NULL)
        return text;
    }

  return NULL;
}

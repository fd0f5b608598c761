/* flow-gst-caps.c: pads' caps as the types of docks; which pads may be
 * linked, decided by intersecting their caps.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-caps.h"

#include <glib/gi18n-lib.h>

/* Implementation notes:
 *
 * A dock's value type says what kind of media its pad carries: audio,
 * video or any other stream. The kind is read from the pad template's
 * caps (or from a sometimes pad's caps when it appears), so CSS colours
 * docks and wires by kind with FlowGtk's type classes, and no view code
 * knows GStreamer. Whether two pads can be linked is not a matter of
 * kinds, though: a tee's ANY sink takes audio, and two video pads may
 * agree on no format. A function registered with libflow for the three
 * types intersects the docks' caps; its refusal names both caps.
 *
 * Rejected: one GstCaps value type for every dock (every wire the same
 * colour); a connection filter of the application's own (the model's
 * checks, the view's drag feedback and bindings would each need to know
 * it; the compatibility function is where libflow asks about types).
 */

typedef struct
{
  GstCaps        *caps;
  GstPadTemplate *templ;
  GstPadPresence  presence;
  char           *formats;   /* what its caps are, for people, or NULL */
  GstPad         *request_pad; /* the pad a request dock got, while it has one */
  GstCaps        *current;   /* the format its pad negotiated, while it has one */
} DockInfo;

static GQuark dock_info_quark;

static gpointer
caps_copy (gpointer caps)
{
  return gst_caps_ref (caps);
}

static void
caps_free (gpointer caps)
{
  gst_caps_unref (caps);
}

static void
transform_caps (const GValue *src,
                GValue       *dest)
{
  dest->data[0].v_pointer = src->data[0].v_pointer != NULL
                          ? gst_caps_ref (src->data[0].v_pointer) : NULL;
}

#define DEFINE_KIND(func, Name)                                           \
GType                                                                     \
func (void)                                                               \
{                                                                         \
  static gsize type;                                                      \
                                                                          \
  if (g_once_init_enter (&type))                                          \
    g_once_init_leave (&type, g_boxed_type_register_static (              \
      g_intern_static_string (Name), caps_copy, caps_free));              \
                                                                          \
  return type;                                                            \
}

DEFINE_KIND (flow_gst_audio_get_type, "FlowGstAudio")
DEFINE_KIND (flow_gst_video_get_type, "FlowGstVideo")
DEFINE_KIND (flow_gst_stream_get_type, "FlowGstStream")

static void
dock_info_free (gpointer data)
{
  DockInfo *info = data;

  g_clear_pointer (&info->caps, gst_caps_unref);
  g_clear_pointer (&info->current, gst_caps_unref);
  g_clear_object (&info->templ);
  g_clear_object (&info->request_pad);
  g_free (info->formats);
  g_free (info);
}

static DockInfo *
dock_info (FlowDock *dock)
{
  return g_object_get_qdata (G_OBJECT (dock), dock_info_quark);
}

char *
flow_gst_caps_describe (GstCaps *caps)
{
  if (caps == NULL)
    return g_strdup (_("unknown caps"));
  if (gst_caps_is_any (caps))
    return g_strdup ("ANY");
  if (gst_caps_is_empty (caps))
    return g_strdup ("EMPTY");

  return gst_caps_to_string (caps);
}

#define MAX_FORMATS 6

/* The formats of @caps by their names, for people: "audio/x-raw,
 * audio/x-alaw", at most MAX_FORMATS of them.
 */
static char *
summarize (GstCaps *caps)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = gst_caps_get_size (caps);

  for (guint i = 0; i < n; i++)
    {
      const char *name = gst_structure_get_name (gst_caps_get_structure (caps, i));

      if (!g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer)name);
    }

  if (names->len > MAX_FORMATS)
    {
      g_ptr_array_set_size (names, MAX_FORMATS);
      g_ptr_array_add (names, (gpointer)"…");
    }
  g_ptr_array_add (names, NULL);

  return g_strjoinv (", ", (char **)names->pdata);
}

static gboolean
append_field_cb (GQuark        field,
                 const GValue *value,
                 gpointer      user_data)
{
  g_autofree char *text = gst_value_serialize (value);

  if (text != NULL)
    g_string_append_printf (user_data, ", %s %s", g_quark_to_string (field), text);

  return TRUE;
}

/* One format as a pad negotiated it, its fields without their types:
 * "audio/x-raw, format S16LE, rate 44100, channels 1".
 */
static char *
describe_fixed (GstCaps *caps)
{
  const GstStructure *structure = gst_caps_get_structure (caps, 0);
  GString *text = g_string_new (gst_structure_get_name (structure));

  gst_structure_foreach (structure, append_field_cb, text);

  return g_string_free (text, FALSE);
}

/* What @caps are, for people: "Formats: audio/x-raw", "Any format". */
static char *
describe_formats (GstCaps *caps)
{
  g_autofree char *names = NULL;

  if (caps == NULL || gst_caps_is_empty (caps))
    return NULL;
  if (gst_caps_is_any (caps))
    return g_strdup (_("Any format"));

  names = summarize (caps);
  /* Translators: a pad's description: the kinds of media it takes or
   * gives, such as “Formats: audio/x-raw, audio/x-alaw”. */
  return g_strdup_printf (_("Formats: %s"), names);
}

/* Tells people what @dock's pad takes or gives, in the dock's
 * description: the formats of its template and, with @current, the one
 * it negotiated.
 */
void
flow_gst_dock_describe (FlowDock *dock,
                        GstCaps  *current)
{
  DockInfo *info = dock_info (dock);
  const char *formats = info != NULL ? info->formats : NULL;
  g_autofree char *now = NULL;
  g_autofree char *text = NULL;

  if (current != NULL && (gst_caps_is_empty (current) || gst_caps_is_any (current)))
    current = NULL;
  if (info != NULL)
    gst_caps_replace (&info->current, current);

  if (current != NULL)
    {
      g_autofree char *fixed = describe_fixed (current);

      /* Translators: a pad's description: the format it negotiated while
       * the pipeline runs, such as “Now: audio/x-raw, rate 44100”. */
      now = g_strdup_printf (_("Now: %s"), fixed);
    }

  if (formats != NULL && now != NULL)
    {
      text = g_strconcat (formats, "\n", now, NULL);
      flow_dock_set_description (dock, text);
    }
  else
    {
      flow_dock_set_description (dock, formats != NULL ? formats : now);
    }
}

/* Whether a structure of @a and one of @b have the same name. */
static gboolean
share_a_name (GstCaps *a,
              GstCaps *b)
{
  for (guint i = 0; i < gst_caps_get_size (a); i++)
    for (guint j = 0; j < gst_caps_get_size (b); j++)
      if (gst_structure_has_name (gst_caps_get_structure (b, j),
                                  gst_structure_get_name (gst_caps_get_structure (a, i))))
        return TRUE;

  return FALSE;
}

static gboolean
caps_compatible_cb (FlowSource  *source,
                    FlowSink    *sink,
                    char       **reason,
                    gpointer     user_data)
{
  GstCaps *out = flow_gst_dock_get_caps (FLOW_DOCK (source));
  GstCaps *in = flow_gst_dock_get_caps (FLOW_DOCK (sink));
  g_autofree char *out_text = NULL;
  g_autofree char *in_text = NULL;

  /* Docks of other applications' nodes, or loaded without their pads:
   * nothing to decide with, so GStreamer decides when linking.
   */
  if (out == NULL || in == NULL)
    return TRUE;

  if (gst_caps_can_intersect (out, in))
    return TRUE;

  /* Kinds apart (audio against video), their names say it; of one kind
   * (rates that do not meet), only the caps in full do.
   */
  if (!gst_caps_is_any (out) && !gst_caps_is_any (in) && !share_a_name (out, in))
    {
      out_text = summarize (out);
      in_text = summarize (in);
    }
  else
    {
      out_text = flow_gst_caps_describe (out);
      in_text = flow_gst_caps_describe (in);
    }
  *reason = g_strdup_printf (_("The output %s produces %s, and the input %s "
                               "accepts only %s: they have no format in common."),
                             flow_dock_get_name (FLOW_DOCK (source)), out_text,
                             flow_dock_get_name (FLOW_DOCK (sink)), in_text);
  return FALSE;
}

/* Registers the types, their conversions and the compatibility check.
 * Call after gst_init ().
 */
void
flow_gst_caps_init (void)
{
  static gsize done;
  GType kinds[3];

  if (!g_once_init_enter (&done))
    return;

  dock_info_quark = g_quark_from_static_string ("flow-gst-dock-info");
  kinds[0] = FLOW_GST_TYPE_AUDIO;
  kinds[1] = FLOW_GST_TYPE_VIDEO;
  kinds[2] = FLOW_GST_TYPE_STREAM;

  /* What people read for them, in docks' names and tooltips ("Output
   * src, audio"), instead of the types' names.
   */
  /* Translators: the kind of values of a dock for an audio pad. */
  flow_value_register_description (kinds[0], _("audio"));
  /* Translators: the kind of values of a dock for a video pad. */
  flow_value_register_description (kinds[1], _("video"));
  /* Translators: the kind of values of a dock for a pad of any other
   * stream, or of any stream at all. */
  flow_value_register_description (kinds[2], _("stream"));

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      flow_dock_register_compatible_func (kinds[i], caps_compatible_cb, NULL, NULL);
      for (guint j = 0; j < G_N_ELEMENTS (kinds); j++)
        if (i != j)
          g_value_register_transform_func (kinds[i], kinds[j], transform_caps);
    }

  g_once_init_leave (&done, 1);
}

/* The media kind of @caps: audio or video when every structure says so,
 * otherwise any stream.
 */
GType
flow_gst_caps_kind (GstCaps *caps)
{
  gboolean audio = TRUE, video = TRUE;
  guint n;

  if (caps == NULL || gst_caps_is_any (caps) || (n = gst_caps_get_size (caps)) == 0)
    return FLOW_GST_TYPE_STREAM;

  for (guint i = 0; i < n; i++)
    {
      const char *name = gst_structure_get_name (gst_caps_get_structure (caps, i));

      audio = audio && g_str_has_prefix (name, "audio/");
      video = video && (g_str_has_prefix (name, "video/") || g_str_has_prefix (name, "image/"));
    }

  return audio ? FLOW_GST_TYPE_AUDIO : video ? FLOW_GST_TYPE_VIDEO : FLOW_GST_TYPE_STREAM;
}

FlowDock *
flow_gst_dock_new (GstPadDirection  direction,
                   const char      *name,
                   GstCaps         *caps,
                   GstPadTemplate  *templ,
                   GstPadPresence   presence)
{
  DockInfo *info;
  FlowDock *dock;
  GType kind;

  g_return_val_if_fail (direction == GST_PAD_SRC || direction == GST_PAD_SINK, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  flow_gst_caps_init ();

  kind = flow_gst_caps_kind (caps);
  dock = direction == GST_PAD_SRC ? FLOW_DOCK (flow_source_new (name, kind))
                                  : FLOW_DOCK (flow_sink_new (name, kind));

  info = g_new0 (DockInfo, 1);
  info->caps = caps != NULL ? gst_caps_ref (caps) : NULL;
  info->templ = templ != NULL ? gst_object_ref (templ) : NULL;
  info->presence = presence;
  info->formats = describe_formats (caps);
  g_object_set_qdata_full (G_OBJECT (dock), dock_info_quark, info, dock_info_free);
  flow_gst_dock_describe (dock, NULL);

  return dock;
}

/* Narrows what @dock's pad takes or gives to @caps, for the
 * compatibility check and the dock's description: the answer of a pad
 * whose template takes any format to a caps query (a caps filter's
 * caps). Its value type stays the template's.
 */
void
flow_gst_dock_set_caps (FlowDock *dock,
                        GstCaps  *caps)
{
  DockInfo *info = dock_info (dock);

  if (info == NULL || info->caps == caps ||
      (info->caps != NULL && caps != NULL && gst_caps_is_strictly_equal (info->caps, caps)))
    return;

  gst_caps_replace (&info->caps, caps);
  g_free (info->formats);
  info->formats = describe_formats (caps);
  flow_gst_dock_describe (dock, info->current);
}

GstCaps *
flow_gst_dock_get_caps (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  return info != NULL ? info->caps : NULL;
}

/* The format @dock's pad negotiated, while the element runs; NULL
 * otherwise.
 */
GstCaps *
flow_gst_dock_get_current_caps (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  return info != NULL ? info->current : NULL;
}

/* @caps in full, as GStreamer writes them, one structure a line. */
char *
flow_gst_caps_to_lines (GstCaps *caps)
{
  GString *text = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (GST_IS_CAPS (caps), NULL);

  if (gst_caps_is_any (caps) || gst_caps_is_empty (caps))
    {
      g_autofree char *whole = gst_caps_to_string (caps);

      g_string_append (text, whole);
      return g_string_free (text, FALSE);
    }

  n = gst_caps_get_size (caps);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GstCaps) one = gst_caps_copy_nth (caps, i);
      g_autofree char *line = gst_caps_to_string (one);

      g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", line);
    }

  return g_string_free (text, FALSE);
}

GstPadTemplate *
flow_gst_dock_get_template (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  return info != NULL ? info->templ : NULL;
}

GstPadPresence
flow_gst_dock_get_presence (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  return info != NULL ? info->presence : GST_PAD_ALWAYS;
}

/* The pad the request dock @dock got from its element for a pipeline, or
 * NULL: kept until Stop releases it, since elements name their request
 * pads themselves (oggmux refuses to make "audio_0").
 */
GstPad *
flow_gst_dock_get_request_pad (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  return info != NULL ? info->request_pad : NULL;
}

void
flow_gst_dock_set_request_pad (FlowDock *dock,
                               GstPad   *pad)
{
  DockInfo *info = dock_info (dock);

  g_return_if_fail (info != NULL);

  g_set_object (&info->request_pad, pad);
}

/* Whether @templ makes request pads of one name only ("audio" of flvmux,
 * "audio_sink" of playsink): at most one such pad exists, so it has a
 * dock of its own, requested when the pipeline is built, rather than a
 * "+" dock that makes docks.
 */
gboolean
flow_gst_template_is_single_request (GstPadTemplate *templ)
{
  return templ != NULL && GST_PAD_TEMPLATE_PRESENCE (templ) == GST_PAD_REQUEST &&
         strchr (GST_PAD_TEMPLATE_NAME_TEMPLATE (templ), '%') == NULL;
}

/* Whether @dock is the dock of such a pad. */
gboolean
flow_gst_dock_is_single_request (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  return info != NULL && info->presence == GST_PAD_REQUEST &&
         flow_gst_template_is_single_request (info->templ);
}

/* Whether @dock stands for a template rather than one pad: the dock of a
 * sometimes template (linked to whichever pad appears, as gst-launch
 * does), or a request template's "+" dock.
 */
gboolean
flow_gst_dock_is_pad_template (FlowDock *dock)
{
  DockInfo *info = dock_info (dock);

  if (info == NULL || flow_dock_get_transient (dock))
    return FALSE;

  return flow_dock_get_on_demand (dock) ||
         (info->presence == GST_PAD_SOMETIMES && info->templ != NULL &&
          g_strcmp0 (flow_dock_get_name (dock), GST_PAD_TEMPLATE_NAME_TEMPLATE (info->templ)) == 0);
}

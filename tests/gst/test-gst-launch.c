/* test-gst-launch.c: gst-launch descriptions in and out, for a corpus of
 * real pipelines, and graphs saved and loaded as Flow files.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "gst-test-utils.h"

/* Real pipelines, of the plugins Debian's base and good packages have.
 * They are parsed, never played: files need not exist.
 */
static const char *corpus[] = {
  "audiotestsrc num-buffers=100 ! audioconvert ! wavenc ! filesink location=/tmp/tone.wav",
  "videotestsrc num-buffers=10 ! videoconvert ! pngenc ! multifilesink location=frame%02d.png",
  "audiotestsrc wave=square freq=880 volume=0.5 ! audioresample ! audio/x-raw,rate=8000 ! fakesink",
  "videotestsrc pattern=ball is-live=true ! video/x-raw,width=320,height=240,framerate=30/1 ! videoconvert ! fakesink sync=false",
  "filesrc location=in.wav ! decodebin ! audioconvert ! level interval=100000000 ! fakesink",
  "audiotestsrc ! tee name=t t. ! queue ! fakesink t. ! queue ! wavenc ! filesink location=a.wav",
  "videotestsrc ! tee name=t ! queue ! videoconvert ! fakesink t. ! queue ! jpegenc ! fakesink",
  "audiotestsrc freq=300 ! audiomixer name=m ! audioconvert ! fakesink audiotestsrc freq=500 ! m.",
  "videotestsrc pattern=snow ! compositor name=c ! videoconvert ! fakesink videotestsrc pattern=ball ! c.",
  "audiotestsrc num-buffers=50 ! audioconvert ! vorbisenc quality=0.5 ! oggmux ! filesink location=a.ogg",
  "videotestsrc num-buffers=30 ! theoraenc ! oggmux ! filesink location=v.ogg",
  "filesrc location=a.ogg ! oggdemux ! vorbisdec ! audioconvert ! fakesink",
  "audiotestsrc num-buffers=10 ! audioconvert ! flacenc ! fakesink",
  /* Not videoflip: it reads back its method only once it runs. */
  "videotestsrc ! videobalance saturation=0.5 hue=0.25 ! videobox left=10 right=10 ! videoconvert ! fakesink",
  "audiotestsrc ! volume volume=0.25 mute=true ! audiopanorama panorama=-0.5 ! audioconvert ! fakesink",
  "audiotestsrc ! audioconvert ! spectrum bands=64 ! fakesink",
  "videotestsrc ! video/x-raw,format=I420 ! vp8enc deadline=1 ! matroskamux ! filesink location=v.mkv",
  "audiotestsrc ! audioconvert ! audioresample ! autoaudiosink",
  "fakesrc num-buffers=10 sizetype=fixed sizemax=100 ! identity silent=false ! fakesink",
  "videotestsrc ! videorate ! video/x-raw,framerate=10/1 ! videoscale ! video/x-raw,width=64,height=48 ! videoconvert ! appsink name=display caps=video/x-raw,format=RGBA",
  "uridecodebin uri=file:///tmp/in.wav ! audioconvert ! fakesink",
  "filesrc location=in.wav ! wavparse ! audioconvert ! audioresample ! wavenc ! filesink location=out.wav",
  "audiotestsrc ! audio/x-raw,rate=(int)48000,channels=(int)2 ! audioconvert ! fakesink",
  "videotestsrc ! alpha method=green ! videoconvert ! fakesink",
  "audiotestsrc ! equalizer-10bands band0=-12 band9=6 ! audioconvert ! fakesink",
  "filesrc location=\"/tmp/a file with spaces.wav\" ! wavparse ! fakesink",
  /* Pad properties, on the pads that links request. */
  "videotestsrc pattern=snow ! compositor name=c sink_1::xpos=160 sink_1::alpha=0.5 sink_0::operator=add ! videoconvert ! fakesink videotestsrc pattern=ball ! c.",
  "audiotestsrc freq=300 ! audiomixer name=m sink_0::volume=0.25 sink_1::mute=true ! audioconvert ! fakesink audiotestsrc freq=500 ! m.",
  /* Request pads of one name ("audio"), by any pad and by name. */
  "audiotestsrc num-buffers=10 ! flvmux ! fakesink",
  "flvmux name=m ! fakesink audiotestsrc num-buffers=10 ! m.audio",
  /* The input that takes what a caps filter lets through, not the first. */
  "audiotestsrc num-buffers=10 ! audio/x-raw,format=S16LE,rate=44100 ! flvmux ! fakesink",
};

/* What a pipeline is made of, as text that does not depend on element
 * names: each element with its properties, and each link between two
 * such descriptions, with the pads' templates; sorted.
 */
static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

/* The properties of @object that @kept keeps and that are not at their
 * defaults, "name=value", sorted.
 */
static GPtrArray *
changed_properties (GObject   *object,
                    gboolean (*kept) (GParamSpec *pspec))
{
  g_autofree GParamSpec **pspecs = NULL;
  GPtrArray *props = g_ptr_array_new_with_free_func (g_free);
  guint n;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;
      g_autofree char *text = NULL;

      if (!kept (pspecs[i]))
        continue;

      g_value_init (&value, pspecs[i]->value_type);
      g_object_get_property (object, pspecs[i]->name, &value);
      if (g_param_value_defaults (pspecs[i], &value))
        continue;

      text = gst_value_serialize (&value);
      g_ptr_array_add (props, g_strdup_printf ("%s=%s", pspecs[i]->name, text ? text : "?"));
    }

  g_ptr_array_sort (props, compare_strings);
  return props;
}

static gboolean
is_pad_property (GParamSpec *pspec)
{
  return pspec->owner_type != GST_TYPE_PAD && pspec->owner_type != GST_TYPE_OBJECT &&
         pspec->owner_type != G_TYPE_OBJECT && (pspec->flags & G_PARAM_READWRITE) == G_PARAM_READWRITE;
}

static gboolean
is_element_property (GParamSpec *pspec)
{
  return flow_gst_property_is_shown (pspec) && (pspec->flags & G_PARAM_WRITABLE) != 0;
}

/* A pad by its template's name (src_%u for src_0), or its own, with the
 * properties of its own class that are not at their defaults:
 * "sink_%u{alpha=0.5,xpos=160}".
 */
static char *
pad_kind (GstPad *pad)
{
  GstPadTemplate *templ = GST_PAD_PAD_TEMPLATE (pad);
  g_autoptr(GString) out = g_string_new (templ != NULL ? GST_PAD_TEMPLATE_NAME_TEMPLATE (templ) : GST_PAD_NAME (pad));
  g_autoptr(GPtrArray) props = changed_properties (G_OBJECT (pad), is_pad_property);

  for (guint i = 0; i < props->len; i++)
    g_string_append_printf (out, "%c%s", i == 0 ? '{' : ',', (char *) props->pdata[i]);
  if (props->len > 0)
    g_string_append_c (out, '}');

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
element_signature (GstElement *element)
{
  g_autoptr(GString) out = g_string_new (GST_OBJECT_NAME (gst_element_get_factory (element)));
  g_autoptr(GPtrArray) props = changed_properties (G_OBJECT (element), is_element_property);

  for (guint i = 0; i < props->len; i++)
    g_string_append_printf (out, " %s", (char *) props->pdata[i]);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
pipeline_signature (GstElement *pipeline)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GstIterator) iter = gst_bin_iterate_elements (GST_BIN (pipeline));
  GValue item = G_VALUE_INIT;
  GString *out = g_string_new (NULL);

  while (gst_iterator_next (iter, &item) == GST_ITERATOR_OK)
    {
      GstElement *element = g_value_get_object (&item);
      g_autoptr(GstIterator) pads = gst_element_iterate_src_pads (element);
      GValue pad_item = G_VALUE_INIT;

      g_ptr_array_add (lines, element_signature (element));

      while (gst_iterator_next (pads, &pad_item) == GST_ITERATOR_OK)
        {
          GstPad *pad = g_value_get_object (&pad_item);
          g_autoptr(GstPad) peer = gst_pad_get_peer (pad);

          if (peer != NULL)
            {
              g_autofree char *from = element_signature (element);
              g_autofree char *to = element_signature (GST_PAD_PARENT (peer));
              g_autofree char *from_pad = pad_kind (pad);
              g_autofree char *to_pad = pad_kind (peer);

              g_ptr_array_add (lines, g_strdup_printf ("link [%s].%s -> [%s].%s", from,
                                                       from_pad, to, to_pad));
            }
          g_value_reset (&pad_item);
        }
      g_value_unset (&pad_item);
      g_value_reset (&item);
    }
  g_value_unset (&item);

  g_ptr_array_sort (lines, compare_strings);
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (out, "%s\n", (char *) lines->pdata[i]);

  return g_string_free (out, FALSE);
}

static char *
signature_of (const char *description)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GstElement) pipeline = gst_parse_launch (description, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pipeline);

  return pipeline_signature (pipeline);
}

static void
test_round_trip (gconstpointer data)
{
  const char *description = data;
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  /* A graph records from when its history is first asked for. */
  FlowHistory *history = flow_graph_get_history (graph);
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  nodes = flow_gst_launch_import (graph, serializer, description, &error);
  g_assert_no_error (error);
  g_assert_nonnull (nodes);
  g_assert_cmpuint (g_list_model_get_n_items (nodes), >, 0);
  /* One step of the history, pad properties and all. */
  g_assert_cmpuint (flow_history_get_n_undo_steps (history), ==, 1);

  exported = flow_gst_launch_export (graph);
  g_test_message ("in:  %s", description);
  g_test_message ("out: %s", exported);

  expected = signature_of (description);
  actual = signature_of (exported);
  g_assert_cmpstr (actual, ==, expected);

  /* And through a Flow file. */
  {
    g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
    g_autofree char *file = flow_serializer_save_to_data (serializer, graph, NULL);
    g_autofree char *again = NULL;
    g_autofree char *reloaded = NULL;

    g_assert_true (flow_serializer_load_from_data (serializer, loaded, file, -1, &error));
    g_assert_no_error (error);
    again = flow_gst_launch_export (loaded);
    reloaded = signature_of (again);
    g_assert_cmpstr (reloaded, ==, expected);
  }
}

static void
test_bad_input (void)
{
  static const char *bad[] = {
    "",
    "audiotestsrc ! nosuchelement ! fakesink",
    "audiotestsrc ! ! fakesink",
    "audiotestsrc !",
    "( audiotestsrc ! fakesink )",
    "audiotestsrc freq=abc ! fakesink",
    "audiotestsrc nosuchproperty=1 ! fakesink",
    "audiotestsrc ! videoconvert ! fakesink",
    "audiotestsrc ! nobody.",
    "filesrc location=\"unclosed ! fakesink",
    /* No link asks for the pad; no such property; no such value. */
    "compositor name=c sink_0::xpos=10 ! fakesink",
    "videotestsrc ! compositor name=c sink_0::nosuchproperty=10 ! fakesink",
    "videotestsrc ! compositor name=c sink_0::xpos=left ! fakesink",
  };
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  FlowHistory *history = flow_graph_get_history (graph);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GListModel) nodes = flow_gst_launch_import (graph, serializer, bad[i], &error);

      g_test_message ("%s: %s", bad[i], error != NULL ? error->message : "(no error)");
      g_assert_null (nodes);
      g_assert_nonnull (error);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graph)), ==, 0);
      g_assert_false (flow_history_get_can_undo (history));
      /* A sentence, without a name left out of it. */
      g_assert_null (strstr (error->message, "  "));
    }

  /* An element with no output pads, said so. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GListModel) nodes = flow_gst_launch_import (graph, serializer, "fakesrc ! fakesink ! fakesink",
                                                          &error);

    g_assert_null (nodes);
    g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE);
    g_assert_cmpstr (error->message, ==, "fakesink has no free output pad to link to fakesink.");
  }

  /* Raw sound to a muxer none of whose inputs takes it: said as a
   * whole, not as the refusal of the last input tried (its subtitles').
   */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GListModel) nodes = flow_gst_launch_import (graph, serializer, "audiotestsrc ! oggmux ! fakesink",
                                                          &error);

    g_assert_null (nodes);
    g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE);
    g_assert_cmpstr (error->message, ==, "audiotestsrc cannot be linked to oggmux: none of its inputs takes audio/x-raw.");
  }
}

/* A file whose pad properties are wrong in any way, or an element's
 * properties or request pads, is refused with an error that says so, and
 * the graph it was loaded into stays as it was.
 */
static void
test_bad_pad_properties (void)
{
  static const struct {
    const char *pattern;
    const char *replacement;
  } bad[] = {
    { "\"xpos\"\\s*:\\s*\"160\"", "\"xpos\" : 160" },
    { "\"xpos\"\\s*:\\s*\"160\"", "\"xpos\" : \"left\"" },
    { "\"xpos\"\\s*:\\s*\"160\"", "\"nosuchproperty\" : \"1\"" },
    { "\"sink_1\"\\s*:\\s*\\{", "\"sink_9\" : {" },
    { "\"pad-properties\"\\s*:\\s*\\{", "\"pad-properties\" : 5, \"unused\" : {" },
    { "\"sink_1\"\\s*:\\s*\\{", "\"sink_1\" : 5, \"unused\" : {" },
    /* Members of the wrong kind, and a request pad listed twice. */
    { "\"request-pads\"\\s*:\\s*\\[", "\"request-pads\" : \"x\", \"unused\" : [" },
    { "\"properties\"\\s*:\\s*\\{", "\"properties\" : [1], \"unused\" : {" },
    { "\"name\"\\s*:\\s*\"sink_1\"", "\"name\" : \"sink_0\"" },
  };
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file = NULL;

  nodes = flow_gst_launch_import (graph, serializer,
                                  "videotestsrc ! compositor name=c sink_1::xpos=160 ! fakesink "
                                  "videotestsrc ! c.", &error);
  g_assert_no_error (error);
  file = flow_serializer_save_to_data (serializer, graph, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
      g_autoptr(GRegex) regex = g_regex_new (bad[i].pattern, 0, 0, NULL);
      g_autofree char *broken = g_regex_replace_literal (regex, file, -1, 0, bad[i].replacement, 0, NULL);
      g_autoptr(GError) load_error = NULL;

      g_assert_cmpstr (broken, !=, file);
      g_assert_false (flow_serializer_load_from_data (serializer, loaded, broken, -1, &load_error));
      g_assert_nonnull (load_error);
      g_test_message ("%s: %s", bad[i].replacement, load_error->message);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 0);
    }
}

/* Which of @graph's nodes is the caps filter. */
static FlowNode *
find_factory (FlowGraph  *graph,
              const char *factory)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (g_strcmp0 (flow_node_get_title (node), factory) == 0)
        return node;
    }

  g_assert_not_reached ();
}

static void
test_caps_filter_narrows (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GstCaps) any = gst_caps_new_any ();
  g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
  g_autofree char *file = NULL;
  FlowNode *filter, *video, *audio;
  FlowSource *out;

  g_test_summary ("A caps filter's output takes its caps for the graph's "
                  "checks and its description: a filter of audio is "
                  "refused by a video input, with the formats said; "
                  "any caps again, it is taken; a file keeps it so.");

  nodes = flow_gst_launch_import (graph, serializer,
                                  "audiotestsrc ! capsfilter caps=audio/x-raw "
                                  "videoconvert ! fakesink audioconvert ! fakesink", &error);
  g_assert_no_error (error);
  filter = find_factory (graph, "capsfilter");
  video = find_factory (graph, "videoconvert");
  audio = find_factory (graph, "audioconvert");
  out = flow_node_get_source (filter, "src");

  g_assert_false (flow_graph_can_connect (graph, out, flow_node_get_sink (video, "sink"), &error));
  g_assert_error (error, FLOW_ERROR, FLOW_ERROR_TYPE_MISMATCH);
  /* Kinds apart, by their names: not the video caps' hundred formats. */
  g_assert_cmpstr (error->message, ==, "The output src produces audio/x-raw, and the input sink "
                                       "accepts only video/x-raw: they have no format in common.");
  g_clear_error (&error);
  g_assert_true (flow_graph_can_connect (graph, out, flow_node_get_sink (audio, "sink"), NULL));
  g_assert_nonnull (strstr (flow_dock_get_description (FLOW_DOCK (out)), "audio/x-raw"));

  /* Loaded from a file, the filter says the same. */
  file = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_true (flow_serializer_load_from_data (serializer, loaded, file, -1, &error));
  g_assert_no_error (error);
  g_assert_false (flow_graph_can_connect (loaded, flow_node_get_source (find_factory (loaded, "capsfilter"), "src"),
                                          flow_node_get_sink (find_factory (loaded, "videoconvert"), "sink"), NULL));

  /* Any caps: anything again; video: the video input only. */
  g_object_set (filter, "caps", any, NULL);
  g_assert_true (flow_graph_can_connect (graph, out, flow_node_get_sink (video, "sink"), NULL));
  g_assert_true (flow_graph_can_connect (graph, out, flow_node_get_sink (audio, "sink"), NULL));
  gst_util_set_object_arg (G_OBJECT (filter), "caps", "video/x-raw");
  g_assert_true (flow_graph_can_connect (graph, out, flow_node_get_sink (video, "sink"), NULL));
  g_assert_false (flow_graph_can_connect (graph, out, flow_node_get_sink (audio, "sink"), NULL));
}

static guint
count_of (const char *text,
          const char *word)
{
  guint n = 0;

  for (const char *at = text; (at = strstr (at, word)) != NULL; at += strlen (word))
    n++;

  return n;
}

static void
test_names (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGraph) mixed = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;
  const char *line = "audiotestsrc ! queue ! audiomixer name=m ! fakesink "
                     "audiotestsrc freq=500 ! queue ! m. "
                     "audiotestsrc freq=700 ! queue ! fakesink";

  g_test_summary ("A gst-launch line written from a graph names only the elements a "
                  "reference needs and those named by a person; every element of a type "
                  "whose kept name is of GStreamer's own kind keeps its name, so that "
                  "none left to gst-launch can take it. Chains are written from their "
                  "sources, whatever order the nodes were added in.");

  /* Elements as the palette adds them: no names. */
  {
    FlowNode *src = gst_test_add (graph, "audiotestsrc", "freq", "300", NULL);
    FlowNode *convert = gst_test_add (graph, "audioconvert", NULL);
    FlowNode *sink = gst_test_add (graph, "fakesink", NULL);

    gst_test_connect (graph, src, "src", convert, "sink");
    gst_test_connect (graph, convert, "src", sink, "sink");
    plain = flow_gst_launch_export (graph);
    g_assert_cmpstr (plain, ==, "audiotestsrc freq=300 ! audioconvert ! fakesink");

    /* A name a person gave is kept. */
    gst_object_set_name (GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (convert))), "to_float");
    g_clear_pointer (&plain, g_free);
    plain = flow_gst_launch_export (graph);
    g_assert_cmpstr (plain, ==, "audiotestsrc freq=300 ! audioconvert name=to_float ! fakesink");
  }

  /* Added from the sink up, the chain is still written from its source. */
  {
    g_autoptr(FlowGraph) reversed = flow_gst_graph_new ();
    FlowNode *sink = gst_test_add (reversed, "fakesink", NULL);
    FlowNode *convert = gst_test_add (reversed, "audioconvert", NULL);
    FlowNode *src = gst_test_add (reversed, "audiotestsrc", NULL);
    g_autofree char *line_reversed = NULL;

    gst_test_connect (reversed, src, "src", convert, "sink");
    gst_test_connect (reversed, convert, "src", sink, "sink");
    line_reversed = flow_gst_launch_export (reversed);
    g_assert_cmpstr (line_reversed, ==, "audiotestsrc ! audioconvert ! fakesink");
  }

  /* Queues into a mixer are referenced by their automatic names, so the
   * third queue keeps its own; the sources are left unnamed.
   */
  nodes = flow_gst_launch_import (mixed, serializer, line, &error);
  g_assert_no_error (error);
  exported = flow_gst_launch_export (mixed);
  g_test_message ("out: %s", exported);
  g_assert_cmpuint (count_of (exported, "queue name=queue"), ==, 3);
  g_assert_cmpuint (count_of (exported, "audiomixer name=m "), ==, 1);
  g_assert_cmpuint (count_of (exported, "audiotestsrc name="), ==, 0);
  g_assert_cmpuint (count_of (exported, "fakesink name="), ==, 0);
  expected = signature_of (line);
  actual = signature_of (exported);
  g_assert_cmpstr (actual, ==, expected);
}

static void
test_float_text (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autofree char *line = NULL;

  g_test_summary ("A float property is written as the shortest text of that float: "
                  "panorama=0.1, not the 0.10000000149011612 of the double it is.");

  gst_test_add (graph, "audiopanorama", "panorama", "0.1", NULL);
  line = flow_gst_launch_export (graph);
  g_assert_cmpstr (line, ==, "audiopanorama panorama=0.1");
}

/* The names of the element nodes of @graph, sorted, one per line. */
static char *
element_names (FlowGraph *graph)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (graph)); i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);

      if (FLOW_GST_IS_ELEMENT_NODE (node))
        g_ptr_array_add (names, gst_object_get_name (GST_OBJECT (flow_gst_element_node_get_element (FLOW_GST_ELEMENT_NODE (node)))));
    }
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (text, "%s\n", (char *) g_ptr_array_index (names, i));

  return g_string_free (text, FALSE);
}

static void
test_names_unique (void)
{
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowGraph) loaded = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  g_autoptr(GListModel) first = NULL;
  g_autoptr(GListModel) second = NULL;
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;
  g_autofree char *line = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *loaded_names = NULL;
  g_autoptr(FlowNode) sink = NULL;

  g_test_summary ("Element nodes pasted or imported into a graph that has elements of "
                  "their names take free names, so that Play and the exported "
                  "gst-launch line work; a file loaded keeps its names.");

  first = flow_gst_launch_import (graph, serializer, "audiotestsrc num-buffers=5 name=src ! tee name=t ! fakesink name=out", &error);
  g_assert_no_error (error);
  second = flow_gst_launch_import (graph, serializer, "audiotestsrc num-buffers=5 name=src ! tee name=t ! fakesink name=out", &error);
  g_assert_no_error (error);

  /* The exported line names each once, and gst-launch plays it. */
  line = flow_gst_launch_export (graph);
  g_test_message ("%s", line);
  gst_test_run_line (line);

  sink = g_list_model_get_item (first, 2);
  copied = flow_serializer_save_nodes_to_data (serializer, (FlowNode *[]) { sink }, 1, NULL);
  pasted = flow_serializer_paste (serializer, graph, copied, -1, 20, 20, &error);
  g_assert_no_error (error);

  names = element_names (graph);
  g_assert_cmpstr (names, ==, "audiotestsrc0\nfakesink0\nfakesink1\nout\nsrc\nt\ntee0\n");

  /* Loaded in place of a graph with the same names: kept. */
  saved = flow_serializer_save_to_data (serializer, graph, NULL);
  g_assert_true (flow_serializer_load_from_data (serializer, graph, saved, -1, &error));
  g_assert_no_error (error);
  loaded_names = element_names (graph);
  g_assert_cmpstr (loaded_names, ==, names);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  flow_gst_init ();

  for (guint i = 0; i < G_N_ELEMENTS (corpus); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gst/launch/round-trip/%02u", i);

      g_test_add_data_func (path, corpus[i], test_round_trip);
    }
  g_test_add_func ("/gst/launch/bad-input", test_bad_input);
  g_test_add_func ("/gst/launch/names", test_names);
  g_test_add_func ("/gst/launch/float-text", test_float_text);
  g_test_add_func ("/gst/files/bad-pad-properties", test_bad_pad_properties);
  g_test_add_func ("/gst/caps/filter-narrows", test_caps_filter_narrows);
  g_test_add_func ("/gst/launch/names-unique", test_names_unique);

  return g_test_run ();
}

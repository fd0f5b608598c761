/* bench-gst.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The flow-gst workloads: the element palette and a pipeline of about
 * 500 elements, with real GStreamer and, for what is drawn, a real
 * window (X11, cairo renderer, 1600 × 1000). Built when GStreamer and
 * the view workloads are.
 *
 *   gst.palette.open            ms from nothing to the first frame of the
 *                               palette in a window: reading the registry's
 *                               element factories into the palette's model
 *                               (`.registry`), making the palette (`.made`,
 *                               both), drawing it; `.factories` is how many
 *                               elements it lists; `.floor` the first frame
 *                               of a label in the same window; `.cpu` the
 *                               CPU time of the process for the palette
 *                               (the X server's not counted)
 *   gst.add_list.open           ms from flowview.add-node (Shift+A) in an
 *                               empty view to the frame that shows the list
 *                               of every element type, with a new
 *                               serializer (`.listed`: the action's call,
 *                               the list made); `.plugins` how many plugins
 *                               the process has loaded then;
 *                               `.open_made` the same with the types made
 *                               into nodes rather than described
 *   gst.tee.n502.build          ms to build, through the model API, an
 *                               audiotestsrc, a tee and 100 branches of
 *                               queue ! audioconvert ! audioresample !
 *                               volume ! fakesink: 502 elements, 501 wires
 *   gst.tee.n502.import         ms to import the same pipeline as a
 *                               gst-launch line, as flow-gst does: parse,
 *                               paste, then lay out by the measured sizes
 *                               of the node widgets (`.layout` that part)
 *   gst.tee.n502.play           ms from Play to the pipeline playing;
 *                               `.eos` until the end of 200 buffers went
 *                               through every branch, `.stop` to stop
 *   gst.tee.n502.edit           µs to set a property of one element
 *                               through its node, recorded in the history,
 *                               while the pipeline plays (median of 200)
 *   gst.tee.n502.first_frame    ms from attaching the graph to a view
 *                               with flow-gst's node widgets to its first
 *                               frame, at zoom-to-fit
 *   gst.tee.n502.pan.zoom1      ms of work per frame, panning a few
 *                               pixels a frame at zoom 1; `.fit` at
 *                               zoom-to-fit
 *
 * The registry is GStreamer's, as gst_init () found it: the figures
 * depend on the plugins installed (docs/performance.md says which).
 */

#include "config.h"

#include "bench-frames.h"
#include "bench-utils.h"
#include "bench-workload.h"

#include <flow-gtk/flow-gtk.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "flow-gst-element-node.h"
#include "flow-gst-graph.h"
#include "flow-gst-launch.h"
#include "flow-gst-node-widget.h"
#include "flow-gst-palette.h"
#include "flow-gst-player.h"
#include "flow-gst-registry.h"

#define N_BRANCHES       100
#define N_BUFFERS        200
#define N_EDITS          200
#define N_WARMUP_FRAMES  10
#define N_FRAMES         120
#define PAN_DX           3.0
#define PAN_DY           2.0
#define PAN_LEG          30

static BenchFrames *frames;

static const char *branch_chain[] = { "queue", "audioconvert", "audioresample", "volume", "fakesink" };

static void
ensure_frames (void)
{
  g_autoptr(GError) error = NULL;

  if (frames != NULL)
    return;

  if (!bench_frames_init (&error))
    {
      g_printerr ("%s\n", error->message);
      exit (EXIT_FAILURE);
    }

  flow_gst_init ();
  flow_gtk_init ();
  frames = bench_frames_new ();
}

/* The CPU time of this process so far, user and system. */
static double
cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

/* palette.open */

static void
palette_open_workload (BenchRun *run,
                       gpointer  user_data)
{
  g_autoptr(FlowGstRegistry) registry = NULL;
  GtkWidget *palette;
  gint64 start;
  double registry_ms, made_ms, floor_ms, cpu;

  ensure_frames ();

  /* The floor: the first frame of a label in the same window. */
  bench_frames_set_child (frames, NULL);
  bench_frames_wait_frames (frames, 3);
  start = bench_now_ns ();
  bench_frames_set_child (frames, gtk_label_new ("Elements"));
  bench_frames_wait_for_draw (frames);
  floor_ms = bench_elapsed_ms (start);

  bench_frames_set_child (frames, NULL);
  bench_frames_wait_frames (frames, 3);

  cpu = cpu_ms ();
  start = bench_now_ns ();
  registry = flow_gst_registry_new (NULL);
  registry_ms = bench_elapsed_ms (start);
  palette = flow_gst_palette_new (registry);
  made_ms = bench_elapsed_ms (start);
  bench_frames_set_child (frames, palette);
  bench_frames_wait_for_draw (frames);

  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");
  bench_run_report (run, "cpu", cpu_ms () - cpu, "ms");
  bench_run_report (run, "registry", registry_ms, "ms");
  bench_run_report (run, "made", made_ms, "ms");
  bench_run_report (run, "floor", floor_ms, "ms");
  bench_run_report (run, "factories",
                    g_list_model_get_n_items (flow_gst_registry_get_factories (registry)),
                    "elements");

  bench_frames_set_child (frames, NULL);
}

/* add_list.open */

static void
add_list_open_workload (BenchRun *run,
                        gpointer  user_data)
{
  gboolean made = GPOINTER_TO_INT (user_data);
  g_autoptr(FlowGraph) graph = flow_gst_graph_new ();
  g_autoptr(FlowSerializer) serializer = flow_gst_serializer_new ();
  GtkWidget *widget;
  gint64 start;
  double listed_ms;

  ensure_frames ();

  /* A new serializer each run: lists keep what they read per serializer. */
  if (made)
    flow_serializer_set_describe_func (serializer, NULL, NULL, NULL);

  widget = flow_gtk_view_new (graph);
  flow_gtk_view_set_serializer (FLOW_GTK_VIEW (widget), serializer);
  bench_frames_set_child (frames, widget);
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_frames (frames, 3);

  start = bench_now_ns ();
  gtk_widget_activate_action (widget, "flowview.add-node", "s", "context");
  listed_ms = bench_elapsed_ms (start);
  bench_frames_wait_for_draw (frames);

  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");
  bench_run_report (run, "listed", listed_ms, "ms");
  bench_run_report (run, "plugins", flow_gst_count_loaded_plugins (), "loaded");

  bench_frames_set_child (frames, NULL);
}

/* The tee of 100 branches */

static FlowNode *
add (FlowGraph  *graph,
     const char *factory)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlowNode) node = flow_gst_element_node_new (factory, &error);

  if (node == NULL)
    g_error ("%s", error->message);
  flow_graph_add_node (graph, node);

  return node;
}

static void
connect (FlowGraph  *graph,
         FlowNode   *from,
         const char *source,
         FlowNode   *to,
         const char *sink)
{
  g_autoptr(GError) error = NULL;

  if (flow_graph_add_connection (graph, flow_node_get_source (from, source),
                                 flow_node_get_sink (to, sink), &error) == NULL)
    g_error ("%s", error->message);
}

static FlowGraph *
build_tee (void)
{
  FlowGraph *graph = flow_gst_graph_new ();
  g_autofree char *buffers = g_strdup_printf ("%d", N_BUFFERS);
  FlowNode *src, *tee;

  src = add (graph, "audiotestsrc");
  flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (src), "num-buffers",
                                                  buffers, NULL);
  tee = add (graph, "tee");
  connect (graph, src, "src", tee, "sink");

  for (guint b = 0; b < N_BRANCHES; b++)
    {
      FlowNode *prev = tee;

      for (guint i = 0; i < G_N_ELEMENTS (branch_chain); i++)
        {
          FlowNode *node = add (graph, branch_chain[i]);

          connect (graph, prev, prev == tee ? "src_%u" : "src", node, "sink");
          prev = node;
        }
    }

  return graph;
}

static char *
tee_line (void)
{
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "audiotestsrc num-buffers=%d ! tee name=t", N_BUFFERS);
  for (guint b = 0; b < N_BRANCHES; b++)
    {
      g_string_append (line, " t.");
      for (guint i = 0; i < G_N_ELEMENTS (branch_chain); i++)
        g_string_append_printf (line, " ! %s", branch_chain[i]);
    }

  return g_string_free (line, FALSE);
}

static void
tee_build_workload (BenchRun *run,
                    gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = NULL;
  gint64 start;

  flow_gst_init ();

  start = bench_now_ns ();
  graph = build_tee ();
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  g_assert (g_list_model_get_n_items (G_LIST_MODEL (graph)) == 2 + N_BRANCHES * G_N_ELEMENTS (branch_chain));
}

static void
tee_import_workload (BenchRun *run,
                     gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowSerializer) serializer = NULL;
  g_autoptr(GListModel) nodes = NULL;
  g_autoptr(GPtrArray) placed = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = tee_line ();
  g_autoptr(GHashTable) sizes = NULL;
  gint64 start, layout;

  /* Measuring node widgets needs GTK. */
  ensure_frames ();
  graph = flow_gst_graph_new ();
  serializer = flow_gst_serializer_new ();

  start = bench_now_ns ();
  nodes = flow_gst_launch_import (graph, serializer, line, &error);
  if (nodes == NULL)
    g_error ("%s", error->message);

  layout = bench_now_ns ();
  sizes = flow_gst_node_widget_new_size_cache ();
  for (guint i = 0; i < g_list_model_get_n_items (nodes); i++)
    g_ptr_array_add (placed, g_list_model_get_item (nodes, i));
  flow_graph_begin_batch (graph);
  flow_gst_layout_nodes (graph, placed, flow_gst_node_widget_measure, sizes);
  flow_graph_end_batch (graph);

  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");
  bench_run_report (run, "layout", bench_elapsed_ms (layout), "ms");

  g_assert (placed->len == 2 + N_BRANCHES * G_N_ELEMENTS (branch_chain));
}

static void
eos_cb (FlowGstPlayer *player,
        gboolean      *eos)
{
  *eos = TRUE;
}

static void
tee_play_workload (BenchRun *run,
                   gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowGstPlayer) player = NULL;
  g_autoptr(GError) error = NULL;
  gboolean eos = FALSE;
  gint64 start;
  GstState state;

  flow_gst_init ();
  graph = build_tee ();
  player = flow_gst_player_new (graph);
  g_signal_connect (player, "eos", G_CALLBACK (eos_cb), &eos);

  start = bench_now_ns ();
  if (!flow_gst_player_play (player, &error))
    g_error ("%s", error->message);
  if (gst_element_get_state (flow_gst_player_get_pipeline (player), &state, NULL,
                             60 * GST_SECOND) == GST_STATE_CHANGE_FAILURE)
    g_error ("The pipeline did not start: %s", flow_gst_player_get_status (player));
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");

  while (!eos && flow_gst_player_get_state (player) != FLOW_GST_PLAYER_STOPPED)
    g_main_context_iteration (NULL, TRUE);
  if (!eos)
    g_error ("The pipeline stopped before its end: %s", flow_gst_player_get_status (player));
  bench_run_report (run, "eos", bench_elapsed_ms (start), "ms");

  /* Played again, for the time of a Stop while playing. */
  if (!flow_gst_player_play (player, &error))
    g_error ("%s", error->message);
  gst_element_get_state (flow_gst_player_get_pipeline (player), &state, NULL, 60 * GST_SECOND);
  start = bench_now_ns ();
  flow_gst_player_stop (player);
  bench_run_report (run, "stop", bench_elapsed_ms (start), "ms");
}

static void
tee_edit_workload (BenchRun *run,
                   gpointer  user_data)
{
  g_autoptr(FlowGraph) graph = NULL;
  g_autoptr(FlowGstPlayer) player = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(FlowNode) volume = NULL;
  FlowNode *src;

  flow_gst_init ();
  graph = build_tee ();
  /* Live, so that it plays for as long as the edits take. */
  src = g_list_model_get_item (G_LIST_MODEL (graph), 0);
  flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (src), "is-live", "true", NULL);
  flow_gst_element_node_set_property_from_string (FLOW_GST_ELEMENT_NODE (src), "num-buffers", "-1", NULL);
  g_object_unref (src);
  /* The volume of the middle branch. */
  volume = g_list_model_get_item (G_LIST_MODEL (graph), 2 + (N_BRANCHES / 2) * G_N_ELEMENTS (branch_chain) + 3);
  g_assert (g_str_equal (flow_gst_element_node_get_factory_name (FLOW_GST_ELEMENT_NODE (volume)), "volume"));

  player = flow_gst_player_new (graph);
  if (!flow_gst_player_play (player, &error))
    g_error ("%s", error->message);

  for (guint i = 0; i < N_EDITS; i++)
    {
      gint64 start = bench_now_ns ();
      double us;

      g_object_set (volume, "volume", 0.5 + (i % 10) / 20.0, NULL);
      us = bench_elapsed_ms (start) * 1000;
      g_array_append_val (times, us);
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert (flow_history_get_can_undo (flow_graph_get_history (graph)));
  g_assert (flow_gst_player_get_state (player) == FLOW_GST_PLAYER_PLAYING);

  bench_run_report (run, NULL, bench_median (times), "us");
  flow_gst_player_stop (player);
}

/* The view of the tee */

static FlowGraph *view_graph;
static GtkWidget *view;

static GtkWidget *
new_view (void)
{
  g_autoptr(FlowGtkNodeFactory) factory = flow_gtk_node_factory_new ();
  GtkWidget *widget = flow_gtk_view_new (NULL);

  flow_gtk_node_factory_set_widget_type (factory, FLOW_GST_TYPE_NODE_WIDGET);
  flow_gtk_view_set_factory (FLOW_GTK_VIEW (widget), factory);

  return widget;
}

static void
ensure_view_graph (void)
{
  g_autoptr(GHashTable) sizes = flow_gst_node_widget_new_size_cache ();

  if (view_graph != NULL)
    return;

  view_graph = build_tee ();
  flow_graph_begin_batch (view_graph);
  flow_gst_layout_nodes (view_graph, NULL, flow_gst_node_widget_measure, sizes);
  flow_graph_end_batch (view_graph);
}

static void
tee_first_frame_workload (BenchRun *run,
                          gpointer  user_data)
{
  gint64 start;

  ensure_frames ();
  ensure_view_graph ();

  view = new_view ();
  bench_frames_set_child (frames, view);
  bench_frames_wait_for_draw (frames);
  bench_frames_wait_frames (frames, 3);

  start = bench_now_ns ();
  flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), view_graph);
  flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  bench_frames_wait_for_draw (frames);
  bench_run_report (run, NULL, bench_elapsed_ms (start), "ms");
}

static void
pan_frame (BenchFrames *bench_frames,
           guint        frame,
           gpointer     user_data)
{
  double sign = (frame / PAN_LEG) % 2 == 0 ? 1.0 : -1.0;

  flow_gtk_viewport_pan (flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view)),
                         sign * PAN_DX, sign * PAN_DY);
}

static void
tee_pan_workload (BenchRun *run,
                  gpointer  user_data)
{
  gboolean fit = GPOINTER_TO_INT (user_data);
  FlowGtkViewport *viewport;
  BenchFrameStats stats;

  ensure_frames ();
  ensure_view_graph ();

  if (view == NULL || flow_gtk_view_get_graph (FLOW_GTK_VIEW (view)) != view_graph)
    {
      view = new_view ();
      bench_frames_set_child (frames, view);
      flow_gtk_view_set_graph (FLOW_GTK_VIEW (view), view_graph);
      bench_frames_wait_for_draw (frames);
    }

  viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (view));
  if (fit)
    flow_gtk_view_zoom_to_fit (FLOW_GTK_VIEW (view));
  else
    {
      g_autoptr(FlowNode) middle = g_list_model_get_item (G_LIST_MODEL (view_graph),
                                                           2 + N_BRANCHES / 2 * G_N_ELEMENTS (branch_chain));

      flow_gtk_viewport_set_zoom (viewport, 1.0);
      flow_gtk_view_scroll_to_node (FLOW_GTK_VIEW (view), middle);
    }

  bench_frames_wait_frames (frames, 3);
  bench_frames_run (frames, N_WARMUP_FRAMES, N_FRAMES, pan_frame, NULL, &stats);
  bench_run_report (run, NULL, stats.busy_ms, "ms");
  bench_run_report (run, "cpu", stats.cpu_ms, "ms");
}

void
bench_gst_register (void)
{
  bench_add_workload ("gst.palette.open", 11, palette_open_workload, NULL);
  bench_add_workload ("gst.add_list.open", 5, add_list_open_workload, GINT_TO_POINTER (FALSE));
  bench_add_workload ("gst.add_list.open_made", 5, add_list_open_workload, GINT_TO_POINTER (TRUE));
  bench_add_workload ("gst.tee.n502.build", 5, tee_build_workload, NULL);
  bench_add_workload ("gst.tee.n502.import", 5, tee_import_workload, NULL);
  bench_add_workload ("gst.tee.n502.play", 5, tee_play_workload, NULL);
  bench_add_workload ("gst.tee.n502.edit", 5, tee_edit_workload, NULL);
  bench_add_workload ("gst.tee.n502.first_frame", 5, tee_first_frame_workload, NULL);
  bench_add_workload ("gst.tee.n502.pan.zoom1", 5, tee_pan_workload, GINT_TO_POINTER (FALSE));
  bench_add_workload ("gst.tee.n502.pan.fit", 5, tee_pan_workload, GINT_TO_POINTER (TRUE));
}

/* flow-gtk-arrange.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Where Graphviz's dot would put a set of nodes: a layered layout, left
 * to right in canvas units (so right to left in a mirrored view), of
 * nodes at their real sizes, with each wire leaving and entering its
 * node at its dock's place in the node's order, so that dot orders the
 * layers to cross as few wires as it can. It computes positions and
 * changes nothing; FlowGtkView's arrange command applies them.
 *
 * Implementation notes: dot runs through libgvc, in the process, never
 * as a program. Each node is a fixed-size record whose left column
 * holds one field per sink and whose right column one per source, in
 * dock order; wires name those fields as ports, on the west and east
 * sides. Splines are not routed (splines=none), since the view draws
 * its own wires: that is most of dot's time saved on large graphs. A
 * home-made Sugiyama layout was rejected: dot's crossing reduction and
 * coordinate assignment are decades of work.
 */

#include "config.h"

#include "flow-gtk-arrange-private.h"

#include "flow-gtk-i18n-private.h"
#include <graphviz/gvc.h>
#include <math.h>

/* Points per inch: dot takes node sizes in inches and returns points,
 * which are taken here as canvas units.
 */
#define UNITS_PER_INCH 72.0
/* Space between nodes of one layer and between layers, in inches. */
#define NODE_SEPARATION "0.4"
#define RANK_SEPARATION "0.8"

static void
append_fields (GString    *label,
               GListModel *docks,
               char        prefix,
               GHashTable *ports)
{
  guint n = g_list_model_get_n_items (docks);

  g_string_append_c (label, '{');
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);

      g_string_append_printf (label, "%s<%c%u>", i > 0 ? "|" : "", prefix, i);
      g_hash_table_insert (ports, dock, GUINT_TO_POINTER (i + 1));
    }
  g_string_append_c (label, '}');
}

/* The record label of a node with @sinks on the left and @sources on
 * the right: "{{<i0>|<i1>}|{<o0>}}". Under rankdir=LR a record's fields
 * stack vertically, each brace level turning them by a quarter.
 */
static char *
node_label (FlowNode   *node,
            GHashTable *ports)
{
  GListModel *sinks = flow_node_get_sinks (node);
  GListModel *sources = flow_node_get_sources (node);
  gboolean has_sinks = g_list_model_get_n_items (sinks) > 0;
  gboolean has_sources = g_list_model_get_n_items (sources) > 0;
  GString *label;

  if (!has_sinks && !has_sources)
    return NULL;

  label = g_string_new ("{");
  if (has_sinks)
    append_fields (label, sinks, 'i', ports);
  if (has_sinks && has_sources)
    g_string_append_c (label, '|');
  if (has_sources)
    append_fields (label, sources, 'o', ports);
  g_string_append_c (label, '}');

  return g_string_free (label, FALSE);
}

/* Makes @edge end at field @index (counted from 1; 0 is none) of its
 * node, on @side.
 */
static void
set_port (Agedge_t   *edge,
          const char *attribute,
          char        prefix,
          guint       index,
          const char *side)
{
  char port[32];

  if (index == 0)
    return;

  g_snprintf (port, sizeof port, "%c%u:%s", prefix, index - 1, side);
  agsafeset (edge, (char *) attribute, port, (char *) "");
}

/* Graphviz keeps global state (its error handling, its memory
 * disciplines): one thread at a time uses it, in the whole process.
 * Jobs counts the jobs that exist, for views to refuse a second one
 * rather than wait for it.
 */
static GMutex graphviz_lock;
static gint jobs;

/* One Graphviz context for the process, made by the first job and kept:
 * the text layout plugin of Graphviz 2.42 (Debian 12's) keeps a pointer
 * to the name of the last font it measured, which lives in the context;
 * a second context, after the first was freed, made it read freed memory
 * (AddressSanitizer, the second arrange of a process). The context holds
 * the loaded plugins and the fonts measured, a few kilobytes. Under
 * graphviz_lock. Drop it when the oldest Graphviz supported is 2.44 or
 * later, whose plugin copies the name.
 */
static GVC_t *graphviz_context;

static GVC_t *
get_context (void)
{
  if (graphviz_context == NULL)
    graphviz_context = gvContext ();

  return graphviz_context;
}

struct _FlowGtkArrangeJob
{
  GVC_t            *gvc;
  Agraph_t         *graph;
  Agnode_t        **agnodes;
  graphene_size_t  *sizes;
  guint             n_nodes;
  double            old_left;
  double            old_top;
  int               status;
  gboolean          laid_out;
};

/* Describes @records, @n_records nodes of @layout, and the wires between
 * two of them, to dot: everything a job needs from the layout, read on
 * the main thread. The job lays out on any thread
 * (flow_gtk_arrange_job_run ()), one job at a time in the process, as
 * Graphviz keeps global state.
 */
FlowGtkArrangeJob *
flow_gtk_arrange_job_new (FlowGtkLayout      *layout,
                          FlowGtkNodeRecord **records,
                          guint               n_records)
{
  g_autoptr(GHashTable) index_of = NULL;
  g_autoptr(GHashTable) ports = NULL;
  FlowGtkArrangeJob *job;
  Agraph_t *g;

  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (n_records == 0 || records != NULL, NULL);

  job = g_new0 (FlowGtkArrangeJob, 1);
  job->n_nodes = n_records;
  job->old_left = G_MAXDOUBLE;
  job->old_top = G_MAXDOUBLE;
  g_atomic_int_inc (&jobs);
  if (n_records == 0)
    return job;

  g_mutex_lock (&graphviz_lock);

  index_of = g_hash_table_new (NULL, NULL);
  ports = g_hash_table_new (NULL, NULL);
  job->agnodes = g_new0 (Agnode_t *, n_records);
  job->sizes = g_new0 (graphene_size_t, n_records);

  /* Graphviz prints its warnings on stderr unless told otherwise; its
   * errors come back as a status.
   */
  agseterr (AGMAX);

  job->gvc = get_context ();
  g = job->graph = agopen ((char *) "flow", Agdirected, NULL);
  agsafeset (g, (char *) "rankdir", (char *) "LR", (char *) "");
  agsafeset (g, (char *) "splines", (char *) "none", (char *) "");
  agsafeset (g, (char *) "nodesep", (char *) NODE_SEPARATION, (char *) "");
  agsafeset (g, (char *) "ranksep", (char *) RANK_SEPARATION, (char *) "");
  agattr (g, AGNODE, (char *) "shape", (char *) "record");
  agattr (g, AGNODE, (char *) "fixedsize", (char *) "true");
  agattr (g, AGNODE, (char *) "label", (char *) "");
  agattr (g, AGNODE, (char *) "width", (char *) "1");
  agattr (g, AGNODE, (char *) "height", (char *) "1");

  for (guint i = 0; i < n_records; i++)
    {
      FlowGtkNodeRecord *record = records[i];
      const graphene_rect_t *bounds = &record->item.bounds;
      g_autofree char *label = node_label (record->node, ports);
      char name[32], number[G_ASCII_DTOSTR_BUF_SIZE];

      g_snprintf (name, sizeof name, "n%u", i);
      job->agnodes[i] = agnode (g, name, TRUE);
      job->sizes[i] = bounds->size;
      g_hash_table_insert (index_of, record->node, GUINT_TO_POINTER (i + 1));

      agset (job->agnodes[i], (char *) "width",
             g_ascii_dtostr (number, sizeof number, MAX (bounds->size.width, 1) / UNITS_PER_INCH));
      agset (job->agnodes[i], (char *) "height",
             g_ascii_dtostr (number, sizeof number, MAX (bounds->size.height, 1) / UNITS_PER_INCH));
      if (label != NULL)
        agset (job->agnodes[i], (char *) "label", label);
      else
        agset (job->agnodes[i], (char *) "shape", (char *) "box");

      job->old_left = MIN (job->old_left, bounds->origin.x);
      job->old_top = MIN (job->old_top, bounds->origin.y);
    }

  for (guint i = 0; i < n_records; i++)
    {
      FlowGtkNodeRecord *record = records[i];

      for (guint w = 0; w < record->n_wires; w++)
        {
          FlowGtkWireRecord *wire = record->wires[w];
          FlowSource *source;
          FlowSink *sink;
          guint tail, head;
          Agedge_t *edge;

          /* Each wire once: from its source's record. */
          if (wire->source != record)
            continue;

          head = GPOINTER_TO_UINT (g_hash_table_lookup (index_of, wire->sink->node));
          if (head == 0)
            continue;
          tail = i;
          head--;

          source = flow_connection_get_source (wire->connection);
          sink = flow_connection_get_sink (wire->connection);
          edge = agedge (g, job->agnodes[tail], job->agnodes[head], NULL, TRUE);
          set_port (edge, "tailport", 'o',
                    GPOINTER_TO_UINT (g_hash_table_lookup (ports, source)), "e");
          set_port (edge, "headport", 'i',
                    GPOINTER_TO_UINT (g_hash_table_lookup (ports, sink)), "w");
        }
    }

  g_mutex_unlock (&graphviz_lock);

  return job;
}

/* Runs dot: the long part, on any thread. */
void
flow_gtk_arrange_job_run (FlowGtkArrangeJob *job)
{
  if (job->n_nodes == 0)
    return;

  g_mutex_lock (&graphviz_lock);
  job->status = gvLayout (job->gvc, job->graph, "dot");
  g_mutex_unlock (&graphviz_lock);
  job->laid_out = job->status == 0;
}

/* Where dot put each node, top-left corners in the order of the records
 * the job was made with, keeping the top-left corner of their bounding
 * box where it was; FALSE with @error set if dot failed. On the thread
 * that ran the job, or after it.
 */
gboolean
flow_gtk_arrange_job_get_positions (FlowGtkArrangeJob  *job,
                                    graphene_point_t   *positions,
                                    GError            **error)
{
  double new_left = G_MAXDOUBLE, new_top = G_MAXDOUBLE;

  if (job->n_nodes == 0)
    return TRUE;

  if (!job->laid_out)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                   _("Graphviz could not arrange the nodes"));
      return FALSE;
    }

  for (guint i = 0; i < job->n_nodes; i++)
    {
      pointf centre = ND_coord (job->agnodes[i]);

      /* dot's y axis points up. */
      positions[i].x = centre.x - job->sizes[i].width / 2;
      positions[i].y = -centre.y - job->sizes[i].height / 2;
      new_left = MIN (new_left, positions[i].x);
      new_top = MIN (new_top, positions[i].y);
    }

  for (guint i = 0; i < job->n_nodes; i++)
    {
      positions[i].x = round (positions[i].x - new_left + job->old_left);
      positions[i].y = round (positions[i].y - new_top + job->old_top);
    }

  return TRUE;
}

/* Whether a job exists in the process: made and not yet freed. */
gboolean
flow_gtk_arrange_is_busy (void)
{
  return g_atomic_int_get (&jobs) > 0;
}

guint
flow_gtk_arrange_job_get_n_nodes (FlowGtkArrangeJob *job)
{
  return job->n_nodes;
}

void
flow_gtk_arrange_job_free (FlowGtkArrangeJob *job)
{
  if (job == NULL)
    return;

  g_mutex_lock (&graphviz_lock);
  if (job->graph != NULL)
    {
      if (job->laid_out)
        gvFreeLayout (job->gvc, job->graph);
      agclose (job->graph);
    }
  g_mutex_unlock (&graphviz_lock);
  g_atomic_int_dec_and_test (&jobs);
  g_free (job->agnodes);
  g_free (job->sizes);
  g_free (job);
}

/* Computes where dot puts each of @records, @n_records nodes of
 * @layout, and stores their new top-left corners in @positions, in the
 * same order. Only the wires between two of @records count. The new
 * positions keep the top-left corner of the nodes' bounding box where it
 * was.
 */
gboolean
flow_gtk_arrange_compute (FlowGtkLayout      *layout,
                          FlowGtkNodeRecord **records,
                          guint               n_records,
                          graphene_point_t   *positions,
                          GError            **error)
{
  g_autoptr(FlowGtkArrangeJob) job = NULL;

  g_return_val_if_fail (layout != NULL, FALSE);
  g_return_val_if_fail (n_records == 0 || records != NULL, FALSE);
  g_return_val_if_fail (n_records == 0 || positions != NULL, FALSE);

  job = flow_gtk_arrange_job_new (layout, records, n_records);
  flow_gtk_arrange_job_run (job);

  return flow_gtk_arrange_job_get_positions (job, positions, error);
}

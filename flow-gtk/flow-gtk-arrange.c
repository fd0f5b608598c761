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
  g_autoptr(GHashTable) index_of = NULL;
  g_autoptr(GHashTable) ports = NULL;
  g_autofree Agnode_t **agnodes = NULL;
  GVC_t *gvc;
  Agraph_t *g;
  double old_left = G_MAXDOUBLE, old_top = G_MAXDOUBLE;
  double new_left = G_MAXDOUBLE, new_top = G_MAXDOUBLE;
  int status;

  g_return_val_if_fail (layout != NULL, FALSE);
  g_return_val_if_fail (n_records == 0 || records != NULL, FALSE);
  g_return_val_if_fail (n_records == 0 || positions != NULL, FALSE);

  if (n_records == 0)
    return TRUE;

  index_of = g_hash_table_new (NULL, NULL);
  ports = g_hash_table_new (NULL, NULL);
  agnodes = g_new0 (Agnode_t *, n_records);

  /* Graphviz prints its warnings on stderr unless told otherwise; its
   * errors come back as a status.
   */
  agseterr (AGMAX);

  gvc = gvContext ();
  g = agopen ((char *) "flow", Agdirected, NULL);
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
      agnodes[i] = agnode (g, name, TRUE);
      g_hash_table_insert (index_of, record->node, GUINT_TO_POINTER (i + 1));

      agset (agnodes[i], (char *) "width",
             g_ascii_dtostr (number, sizeof number, MAX (bounds->size.width, 1) / UNITS_PER_INCH));
      agset (agnodes[i], (char *) "height",
             g_ascii_dtostr (number, sizeof number, MAX (bounds->size.height, 1) / UNITS_PER_INCH));
      if (label != NULL)
        agset (agnodes[i], (char *) "label", label);
      else
        agset (agnodes[i], (char *) "shape", (char *) "box");

      old_left = MIN (old_left, bounds->origin.x);
      old_top = MIN (old_top, bounds->origin.y);
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
          edge = agedge (g, agnodes[tail], agnodes[head], NULL, TRUE);
          set_port (edge, "tailport", 'o',
                    GPOINTER_TO_UINT (g_hash_table_lookup (ports, source)), "e");
          set_port (edge, "headport", 'i',
                    GPOINTER_TO_UINT (g_hash_table_lookup (ports, sink)), "w");
        }
    }

  status = gvLayout (gvc, g, "dot");
  if (status != 0)
    {
      g_set_error (error, FLOW_ERROR, FLOW_ERROR_FAILED,
                   _("Graphviz could not arrange the nodes"));
      agclose (g);
      gvFreeContext (gvc);
      return FALSE;
    }

  for (guint i = 0; i < n_records; i++)
    {
      const graphene_rect_t *bounds = &records[i]->item.bounds;
      pointf centre = ND_coord (agnodes[i]);

      /* dot's y axis points up. */
      positions[i].x = centre.x - bounds->size.width / 2;
      positions[i].y = -centre.y - bounds->size.height / 2;
      new_left = MIN (new_left, positions[i].x);
      new_top = MIN (new_top, positions[i].y);
    }

  for (guint i = 0; i < n_records; i++)
    {
      positions[i].x = round (positions[i].x - new_left + old_left);
      positions[i].y = round (positions[i].y - new_top + old_top);
    }

  gvFreeLayout (gvc, g);
  agclose (g);
  gvFreeContext (gvc);

  return TRUE;
}

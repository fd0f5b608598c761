/* fuzz-model.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The model's fuzz target (libFuzzer): the bytes are a program of edits
 * through the public API (add and remove nodes and docks, transient
 * sources standing in files for another source, connect and
 * disconnect, move, rename, mute, set defaults and limits, groups, copy and
 * paste), undos and redos. After each one:
 *
 * - every sink has at most as many connections as it takes, and every
 *   connection joins two nodes of the graph;
 * - the graph saves, loads into a new graph with the same rules and
 *   saves again to the same bytes: every state the API reaches can be
 *   saved and opened again;
 * - undo and redo are exact: whenever the history comes back to a state
 *   it was in, the graph saves to the bytes it saved to then;
 * - in a graph that allows cycles, where a node fed by its own output
 *   computes a new value at each evaluation, the same but for the values
 *   of sources (fuzz_same_graph ());
 * - a warning or a critical from libflow is a bug: edits the API refuses
 *   give a GError, and the program only makes calls the API allows.
 *
 * fuzzing/README.md says how to build and run it.
 */

#include "config.h"

#include "fuzz-common.h"

#include "flow/flow-history-private.h"

/* Small graphs: the bytes go into edits, not into size. */
#define MAX_NODES 12

static FlowSerializer *serializer;
/* FUZZ_MODEL_TRACE=1 prints each instruction and the state after it. */
static gboolean trace;

typedef struct
{
  const uint8_t *data;
  size_t         size;
  size_t         pos;

  FlowGraph     *graph;
  FlowHistory   *history;
  /* History state -> the bytes the graph saved to in that state. */
  GHashTable    *states;
  guint          group_depth;
  guint          next_name;
} Program;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  serializer = fuzz_serializer_new ();
  trace = g_getenv ("FUZZ_MODEL_TRACE") != NULL;

  return 0;
}

static guint
next_byte (Program *p)
{
  return p->pos < p->size ? p->data[p->pos++] : 0;
}

static guint
n_nodes (Program *p)
{
  return g_list_model_get_n_items (G_LIST_MODEL (p->graph));
}

/* A node of the graph chosen by the next byte, or NULL if it has none. */
static FlowNode *
pick_node (Program *p)
{
  guint n = n_nodes (p);
  FlowNode *node;

  if (n == 0)
    return NULL;

  node = g_list_model_get_item (G_LIST_MODEL (p->graph), next_byte (p) % n);
  g_object_unref (node);

  return node;
}

static FlowDock *
pick_dock (Program  *p,
           FlowNode *node,
           gboolean  sink)
{
  GListModel *docks = sink ? flow_node_get_sinks (node) : flow_node_get_sources (node);
  guint n = g_list_model_get_n_items (docks);
  FlowDock *dock;

  if (n == 0)
    return NULL;

  dock = g_list_model_get_item (docks, next_byte (p) % n);
  g_object_unref (dock);

  return dock;
}

static const GType dock_types[] = { G_TYPE_DOUBLE, G_TYPE_INT, G_TYPE_STRING };

static FlowDock *
new_dock (Program *p,
          gboolean sink)
{
  g_autofree char *name = g_strdup_printf ("d%u", p->next_name++);
  GType type = dock_types[next_byte (p) % G_N_ELEMENTS (dock_types)];

  if (sink)
    return FLOW_DOCK (flow_sink_new (name, type));

  return FLOW_DOCK (flow_source_new (name, type));
}

/* A source that appears while @node runs (a pad), standing in files
 * and copies for one of the node's sources, for none, or for a name the
 * node does not have; as a node adds it, unrecorded.
 */
static void
add_transient_source (Program  *p,
                      FlowNode *node)
{
  g_autoptr(FlowDock) pad = new_dock (p, FALSE);
  guint byte = next_byte (p);
  FlowDock *stand_in;

  flow_dock_set_transient (pad, TRUE);
  if (byte % 4 == 1)
    flow_source_set_stand_in (FLOW_SOURCE (pad), "nothing");
  else if (byte % 4 != 0 && (stand_in = pick_dock (p, node, FALSE)) != NULL)
    flow_source_set_stand_in (FLOW_SOURCE (pad), flow_dock_get_name (stand_in));
  flow_node_add_dock (node, pad);
}

static void
add_node (Program *p)
{
  g_autoptr(FlowNode) node = NULL;
  guint kind = next_byte (p);

  if (n_nodes (p) >= MAX_NODES)
    return;

  if (kind % 4 == 0)
    {
      node = flow_serializer_create_node (serializer, "fuzz.scale");
    }
  else if (kind % 32 == 2)
    {
      /* A frame, over whatever lies there. */
      node = flow_frame_new ();
      flow_frame_set_bounds (FLOW_FRAME (node), (int8_t)next_byte (p) * 4, (int8_t)next_byte (p) * 4,
                             next_byte (p) * 4, next_byte (p) * 4);
    }
  else
    {
      node = flow_node_new ();
      for (guint i = 0; i < kind % 3; i++)
        {
          g_autoptr(FlowDock) dock = new_dock (p, TRUE);

          flow_node_add_dock (node, dock);
        }
      for (guint i = 0; i < (kind / 3) % 3; i++)
        {
          g_autoptr(FlowDock) dock = new_dock (p, FALSE);

          flow_node_add_dock (node, dock);
        }
    }

  flow_graph_add_node (p->graph, node);
}

static void
set_default (Program  *p,
             FlowSink *sink)
{
  g_auto(GValue) value = G_VALUE_INIT;
  GType type = flow_dock_get_value_type (FLOW_DOCK (sink));
  guint byte = next_byte (p);

  if (byte % 5 == 0)
    {
      flow_sink_set_default_value (sink, NULL);
      return;
    }

  g_value_init (&value, type);
  if (type == G_TYPE_DOUBLE)
    g_value_set_double (&value, (double)(int8_t)byte / 4);
  else if (type == G_TYPE_INT)
    g_value_set_int (&value, (int8_t)byte);
  else if (type == G_TYPE_STRING)
    g_value_take_string (&value, g_strdup_printf ("s%u", byte));
  else
    return;

  flow_sink_set_default_value (sink, &value);
}

static void
copy_paste (Program *p)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GListModel) pasted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint mask = next_byte (p);

  for (guint i = 0; i < n_nodes (p) && i < 8; i++)
    if (mask & (1 << i))
      g_ptr_array_add (nodes, g_list_model_get_item (G_LIST_MODEL (p->graph), i));

  g_ptr_array_set_free_func (nodes, g_object_unref);

  if (nodes->len == 0 || n_nodes (p) + nodes->len > MAX_NODES)
    return;

  text = flow_serializer_save_nodes_to_data (serializer, (FlowNode **)nodes->pdata, nodes->len, NULL);
  pasted = flow_serializer_paste (serializer, p->graph, text, -1, 16, 16, &error);
  if (pasted == NULL)
    fuzz_fail ("Copied nodes do not paste", error->message);
}

/* Groups: a selection grouped, a group node ungrouped or given its own
 * group, an edit inside a group node (made in every group node of its
 * group). Refusals are Flow errors.
 */
static void
group_op (Program *p,
          guint    kind)
{
  g_autoptr(GError) error = NULL;
  FlowNode *node;

  if (kind == 0)
    {
      g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
      guint mask = next_byte (p);

      for (guint i = 0; i < n_nodes (p) && i < 8; i++)
        if (mask & (1 << i))
          {
            node = g_list_model_get_item (G_LIST_MODEL (p->graph), i);
            g_object_unref (node);
            g_ptr_array_add (nodes, node);
          }

      if (nodes->len > 0 &&
          flow_graph_group_nodes (p->graph, (FlowNode **)nodes->pdata, nodes->len, NULL, &error) == NULL &&
          (error == NULL || error->domain != FLOW_ERROR))
        fuzz_fail ("Grouping refused without a Flow error", NULL);
      return;
    }

  if ((node = pick_node (p)) == NULL || !FLOW_IS_GROUP_NODE (node))
    return;

  if (kind == 1)
    {
      if (n_nodes (p) + g_list_model_get_n_items (G_LIST_MODEL (flow_group_node_get_graph (FLOW_GROUP_NODE (node)))) <= MAX_NODES + 2 &&
          !flow_graph_ungroup (p->graph, node, &error))
        fuzz_fail ("A group node does not ungroup", error->message);
    }
  else if (kind == 2)
    {
      if (flow_group_node_make_single_user (FLOW_GROUP_NODE (node), &error) == NULL)
        fuzz_fail ("A group node does not get a group of its own", error->message);
    }
  else
    {
      FlowGraph *inside = flow_group_node_get_graph (FLOW_GROUP_NODE (node));
      guint n = g_list_model_get_n_items (G_LIST_MODEL (inside));
      g_autoptr(FlowNode) within = g_list_model_get_item (G_LIST_MODEL (inside), next_byte (p) % n);

      if (flow_node_get_deletable (within))
        flow_graph_remove_node (inside, within);
      else
        flow_node_set_position (within, flow_node_get_x (within) + 8, flow_node_get_y (within));
    }
}

/* One instruction. */
#define N_OPS 20

static void
step (Program *p)
{
  guint op = next_byte (p) % N_OPS;
  g_autoptr(GError) error = NULL;
  FlowNode *node, *other;
  FlowDock *dock, *source;

  if (trace)
    g_printerr ("op %u at byte %zu\n", op, p->pos - 1);

  switch (op)
    {
    case 0:
    case 1:
      add_node (p);
      break;

    case 2:
      if ((node = pick_node (p)) != NULL)
        flow_graph_remove_node (p->graph, node);
      break;

    case 3:
    case 4:
    case 5:
      /* Connect: refusals are errors, not criticals. */
      if ((node = pick_node (p)) != NULL && (other = pick_node (p)) != NULL &&
          (source = pick_dock (p, node, FALSE)) != NULL &&
          (dock = pick_dock (p, other, TRUE)) != NULL)
        {
          if (flow_graph_add_connection (p->graph, FLOW_SOURCE (source), FLOW_SINK (dock), &error) == NULL &&
              (error == NULL || error->domain != FLOW_ERROR))
            fuzz_fail ("A refused connection without a Flow error", NULL);
        }
      break;

    case 6:
      {
        GListModel *connections = flow_graph_get_connections (p->graph);
        guint n = g_list_model_get_n_items (connections);

        if (n > 0)
          {
            g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, next_byte (p) % n);

            if (!flow_graph_remove_connection (p->graph, connection, &error))
              fuzz_fail ("A connection of the graph does not disconnect", error->message);
          }
      }
      break;

    case 7:
      if ((node = pick_node (p)) != NULL)
        flow_node_set_position (node,
                                flow_node_get_x (node) + (int8_t)next_byte (p),
                                flow_node_get_y (node) + (int8_t)next_byte (p));
      break;

    case 8:
      if ((node = pick_node (p)) != NULL)
        {
          guint byte = next_byte (p);
          g_autofree char *title = g_strdup_printf ("T%u", byte);

          /* A frame's settings are parameters, recorded as edits: one
           * step here, as the view's editor makes it, so that the check
           * after the instruction sees every state.
           */
          if (FLOW_IS_FRAME (node) && byte % 4 == 1)
            {
              flow_history_begin_group (p->history, "Edit Frame");
              flow_frame_set_bounds (FLOW_FRAME (node), flow_node_get_x (node), flow_node_get_y (node),
                                     next_byte (p) * 4, next_byte (p) * 4);
              flow_frame_set_color (FLOW_FRAME (node), byte / 4 % 7);
              flow_frame_set_text (FLOW_FRAME (node), byte % 8 == 1 ? "" : title);
              flow_frame_set_collapsed (FLOW_FRAME (node), (byte & 32) != 0);
              flow_history_end_group (p->history);
            }
          else if (byte % 4 == 2)
            {
              /* Pinning is an edit too. */
              flow_node_set_pinned (node, !flow_node_get_pinned (node));
            }
          else if (byte % 8 == 3 && flow_node_get_can_mute (node))
            {
              /* So is muting, where the user may. */
              flow_node_set_muted (node, !flow_node_get_muted (node));
            }
          else
            {
              flow_node_set_title (node, byte % 4 == 0 ? NULL : title);
            }
        }
      break;

    case 9:
      if ((node = pick_node (p)) != NULL && (dock = pick_dock (p, node, TRUE)) != NULL)
        set_default (p, FLOW_SINK (dock));
      break;

    case 10:
      /* A limit the API takes: never below the connections the sink has. */
      if ((node = pick_node (p)) != NULL && (dock = pick_dock (p, node, TRUE)) != NULL)
        {
          int max = (int)(next_byte (p) % 4);

          if (max == 0)
            max = FLOW_SINK_UNLIMITED;
          if (max == FLOW_SINK_UNLIMITED || (guint)max >= flow_dock_get_n_connections (dock))
            flow_sink_set_max_connections (FLOW_SINK (dock), max);
        }
      break;

    case 11:
      /* A group node's docks are its group's interface, changed through
       * the group; a dock added by hand is not saved, nor its
       * connections, so a file would not give the graph back. A frame
       * takes no docks.
       */
      if ((node = pick_node (p)) != NULL && !FUZZ_IS_SCALE_NODE (node) &&
          !FLOW_IS_GROUP_NODE (node) && !FLOW_IS_FRAME (node))
        {
          guint byte = next_byte (p);

          if (byte % 16 == 6)
            {
              add_transient_source (p, node);
            }
          else if (byte % 2 == 0)
            {
              g_autoptr(FlowDock) created = new_dock (p, byte % 4 == 0);

              flow_node_add_dock (node, created);
            }
          else if ((dock = pick_dock (p, node, byte % 4 == 1)) != NULL)
            {
              flow_node_remove_dock (node, dock);
            }
        }
      break;

    case 12:
      if (p->group_depth < 3)
        {
          flow_history_begin_group (p->history, NULL);
          p->group_depth++;
        }
      else
        {
          flow_history_end_group (p->history);
          p->group_depth--;
        }
      break;

    case 13:
      if (p->group_depth > 0)
        {
          flow_history_end_group (p->history);
          p->group_depth--;
        }
      break;

    case 14:
      if (p->group_depth == 0)
        {
          if (next_byte (p) % 2 == 0 && flow_history_get_can_undo (p->history))
            flow_history_undo (p->history);
          else if (flow_history_get_can_redo (p->history))
            flow_history_redo (p->history);
        }
      break;

    case 15:
      copy_paste (p);
      break;

    case 16:
    case 17:
    case 18:
    case 19:
      group_op (p, op - 16);
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
check (Program *p,
       gboolean undo_or_redo)
{
  g_autoptr(FlowGraph) again = flow_graph_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = flow_serializer_save_to_data (serializer, p->graph, NULL);
  g_autofree char *second = NULL;
  GListModel *connections = flow_graph_get_connections (p->graph);
  gpointer state = NULL;
  const char *recorded;

  for (guint i = 0; i < g_list_model_get_n_items (connections); i++)
    {
      g_autoptr(FlowConnection) connection = g_list_model_get_item (connections, i);
      FlowSink *sink = flow_connection_get_sink (connection);
      FlowSource *source = flow_connection_get_source (connection);
      int max = flow_sink_get_max_connections (sink);

      if (flow_dock_get_node (FLOW_DOCK (sink)) == NULL ||
          flow_node_get_graph (flow_dock_get_node (FLOW_DOCK (sink))) != p->graph ||
          flow_dock_get_node (FLOW_DOCK (source)) == NULL ||
          flow_node_get_graph (flow_dock_get_node (FLOW_DOCK (source))) != p->graph)
        fuzz_fail ("A connection to a node outside the graph", text);

      if (max != FLOW_SINK_UNLIMITED && flow_dock_get_n_connections (FLOW_DOCK (sink)) > (guint)max)
        fuzz_fail ("A sink with more connections than it takes", text);
    }

  flow_graph_set_allow_cycles (again, flow_graph_get_allow_cycles (p->graph));
  if (!flow_serializer_load_from_data (serializer, again, text, -1, &error))
    fuzz_fail ("A state of the graph does not load back", error->message);
  second = flow_serializer_save_to_data (serializer, again, NULL);
  if (!fuzz_same_graph (text, second, flow_graph_get_allow_cycles (p->graph)))
    fuzz_fail ("Saving, loading and saving again changed the bytes", text);

  if (trace)
    g_printerr ("  state %" G_GUINT64_FORMAT ": %s\n", _flow_history_get_state (p->history), text);

  /* Inside a group the history's state does not move yet. */
  if (p->group_depth > 0)
    return;

  state = GSIZE_TO_POINTER ((gsize)_flow_history_get_state (p->history));
  recorded = g_hash_table_lookup (p->states, state);

  if (undo_or_redo)
    {
      if (recorded == NULL)
        fuzz_fail ("Undo or redo reached a state the history never was in", text);
      if (!fuzz_same_graph (recorded, text, flow_graph_get_allow_cycles (p->graph)))
        fuzz_fail ("Undo or redo is not exact: the graph was", recorded);
    }
  else
    {
      /* An edit makes a new state, or changes the current one (moves
       * merge into one step).
       */
      g_hash_table_insert (p->states, state, g_steal_pointer (&text));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  Program p = { data, size, 0, };
  guint steps = 0;

  p.graph = flow_graph_new ();
  p.history = flow_graph_get_history (p.graph);
  p.states = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  if (next_byte (&p) & 1)
    flow_graph_set_allow_cycles (p.graph, TRUE);

  check (&p, FALSE);

  while (p.pos < p.size && steps++ < 256)
    {
      gboolean undo_or_redo = p.pos < p.size && p.data[p.pos] % N_OPS == 14;

      step (&p);
      check (&p, undo_or_redo);
    }

  while (p.group_depth > 0)
    {
      flow_history_end_group (p.history);
      p.group_depth--;
    }
  check (&p, FALSE);

  /* Undoing everything and redoing everything are exact too. */
  while (flow_history_get_can_undo (p.history))
    {
      flow_history_undo (p.history);
      check (&p, TRUE);
    }
  while (flow_history_get_can_redo (p.history))
    {
      flow_history_redo (p.history);
      check (&p, TRUE);
    }

  g_hash_table_unref (p.states);
  g_object_unref (p.graph);

  return 0;
}

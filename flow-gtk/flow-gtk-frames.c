/* flow-gtk-frames.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-frames-private.h"

/* Frames as the view lays them out. A node belongs to the smallest frame
 * that holds its position (flow_frame_holds ()); the view moves a
 * frame's members with it and fits each frame around its members after
 * they moved, in the same step of the history, so that a frame shrinks
 * and grows to its contents and a node joins or leaves a frame by being
 * dragged in or out. A frame resized by hand (FlowFrame:fit-members
 * unset) keeps its rectangle; only arranging, which takes the members
 * away from it, moves it to them, and grows it if they need more room.
 *
 * Candidates are found through the layout's spatial index (a member's
 * box starts inside its frame), and each is checked against every frame:
 * the work follows the members, times the number of frames, never the
 * size of the graph.
 *
 * Implementation notes: membership follows from where things are rather
 * than being kept on each node (Blender keeps a parent per node). Kept
 * membership would need a link in the model, the file, the history, the
 * clipboard and every copy of a group's graph, and could disagree with
 * what the user sees; lying inside is what the user sees.
 */

/* The style class of a frame's colour, for its widget and its box: the
 * colour's nick ("red"), as files name it too; NULL for the theme's.
 */
const char *
_flow_gtk_frame_color_class (FlowFrameColor color)
{
  static GEnumClass *colors;
  GEnumValue *value;

  if (color == FLOW_FRAME_COLOR_NONE)
    return NULL;

  if (g_once_init_enter (&colors))
    g_once_init_leave (&colors, g_type_class_ref (FLOW_TYPE_FRAME_COLOR));

  value = g_enum_get_value (colors, color);

  return value != NULL ? value->value_nick : NULL;
}

/* The frames of the layout, in the graph's order. */
static GPtrArray *
list_frames (FlowGtkLayout *layout)
{
  GPtrArray *frames = g_ptr_array_new ();
  guint n;

  if (flow_gtk_layout_get_n_frames (layout) == 0)
    return frames;

  n = flow_gtk_layout_get_n_nodes (layout);
  for (guint i = 0; i < n; i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_get_node (layout, i);

      if (FLOW_IS_FRAME (record->node))
        g_ptr_array_add (frames, record);
    }

  return frames;
}

static double
area_of (FlowFrame *frame)
{
  return flow_frame_get_width (frame) * flow_frame_get_height (frame);
}

/* The frame @node belongs to among @frames (in the graph's order), as
 * flow_frame_find_for_node () finds it.
 */
static FlowGtkNodeRecord *
innermost (GPtrArray *frames,
           FlowNode  *node)
{
  FlowGtkNodeRecord *best = NULL;

  for (guint i = 0; i < frames->len; i++)
    {
      FlowGtkNodeRecord *frame = g_ptr_array_index (frames, i);

      if (flow_frame_holds (FLOW_FRAME (frame->node), node) &&
          (best == NULL || area_of (FLOW_FRAME (frame->node)) <= area_of (FLOW_FRAME (best->node))))
        best = frame;
    }

  return best;
}

typedef struct
{
  GPtrArray         *frames;
  FlowGtkNodeRecord *frame;
  GPtrArray         *members;
} Collect;

static gboolean
collect_cb (FlowGtkNodeRecord *record,
            gpointer           user_data)
{
  Collect *collect = user_data;

  if (record != collect->frame &&
      flow_frame_holds (FLOW_FRAME (collect->frame->node), record->node) &&
      innermost (collect->frames, record->node) == collect->frame)
    g_ptr_array_add (collect->members, record);

  return TRUE;
}

/* Appends the members of @frame to @members. */
static void
collect_members (FlowGtkLayout     *layout,
                 GPtrArray         *frames,
                 FlowGtkNodeRecord *frame,
                 GPtrArray         *members)
{
  Collect collect = { frames, frame, members };
  FlowFrame *f = FLOW_FRAME (frame->node);
  graphene_rect_t rect = GRAPHENE_RECT_INIT (flow_node_get_x (frame->node),
                                             flow_node_get_y (frame->node),
                                             flow_frame_get_width (f),
                                             flow_frame_get_height (f));

  flow_gtk_layout_query_nodes (layout, &rect, collect_cb, &collect);
}

/* Adds to @records (of nodes about to move) the members of the frames
 * among them, and theirs, each once.
 */
void
flow_gtk_frames_add_members (FlowGtkLayout *layout,
                             GPtrArray     *records)
{
  g_autoptr(GPtrArray) frames = NULL;
  g_autoptr(GHashTable) seen = NULL;

  if (flow_gtk_layout_get_n_frames (layout) == 0)
    return;

  frames = list_frames (layout);
  seen = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < records->len; i++)
    g_hash_table_add (seen, g_ptr_array_index (records, i));

  /* Records grows as members are found; members that are frames are
   * visited in turn.
   */
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);
      g_autoptr(GPtrArray) members = NULL;

      if (!FLOW_IS_FRAME (record->node))
        continue;

      members = g_ptr_array_new ();
      collect_members (layout, frames, record, members);
      for (guint j = 0; j < members->len; j++)
        if (g_hash_table_add (seen, g_ptr_array_index (members, j)))
          g_ptr_array_add (records, g_ptr_array_index (members, j));
    }
}

/* Sets @frame's rectangle around the boxes of @records, if it differs;
 * a frame sized by hand keeps at least its size. TRUE if it changed.
 */
static gboolean
fit_around (FlowGtkLayout       *layout,
            FlowFrame           *frame,
            GPtrArray           *records,
            FlowGtkFrameTopFunc  top_func,
            gpointer             user_data)
{
  double header;
  graphene_rect_t box;
  double x, y, width, height;

  /* A collapsed frame keeps the rectangle it had open. */
  if (records->len == 0 || flow_frame_get_collapsed (frame))
    return FALSE;

  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);

      if (i == 0)
        box = record->item.bounds;
      else
        graphene_rect_union (&box, &record->item.bounds, &box);
    }

  width = box.size.width + 2 * FLOW_GTK_FRAME_PADDING;
  header = top_func (flow_gtk_layout_lookup_node (layout, FLOW_NODE (frame)), width, user_data);
  x = box.origin.x - FLOW_GTK_FRAME_PADDING;
  y = box.origin.y - FLOW_GTK_FRAME_PADDING - header;
  height = box.size.height + 2 * FLOW_GTK_FRAME_PADDING + header;
  if (!flow_frame_get_fit_members (frame))
    {
      width = MAX (width, flow_frame_get_width (frame));
      height = MAX (height, flow_frame_get_height (frame));
    }

  if (x == flow_node_get_x (FLOW_NODE (frame)) && y == flow_node_get_y (FLOW_NODE (frame)) &&
      width == flow_frame_get_width (frame) && height == flow_frame_get_height (frame))
    return FALSE;

  flow_frame_set_bounds (frame, x, y, width, height);
  return TRUE;
}

static int
compare_area (gconstpointer a,
              gconstpointer b)
{
  double area_a = area_of (FLOW_FRAME ((*(FlowGtkNodeRecord **)a)->node));
  double area_b = area_of (FLOW_FRAME ((*(FlowGtkNodeRecord **)b)->node));

  return area_a < area_b ? -1 : area_a > area_b;
}

/* How many times frames fit again around the nodes their last fit took
 * in: each round can only take in more, so this bounds a chain of
 * frames and nodes lying close together.
 */
#define MAX_FIT_ROUNDS 4

/* One round of flow_gtk_frames_fit (); TRUE if a frame changed. */
static gboolean
fit_round (FlowGtkLayout       *layout,
           GPtrArray           *all,
           GPtrArray           *order,
           FlowGtkFrameTopFunc  top_func,
           gpointer             user_data)
{
  g_autoptr(GPtrArray) members = g_ptr_array_new_with_free_func ((GDestroyNotify)g_ptr_array_unref);
  gboolean changed = FALSE;

  for (guint i = 0; i < order->len; i++)
    {
      GPtrArray *list = g_ptr_array_new ();

      collect_members (layout, all, g_ptr_array_index (order, i), list);
      g_ptr_array_add (members, list);
    }

  for (guint i = 0; i < order->len; i++)
    changed |= fit_around (layout, FLOW_FRAME (((FlowGtkNodeRecord *)g_ptr_array_index (order, i))->node),
                           g_ptr_array_index (members, i), top_func, user_data);

  return changed;
}

/* Fits every frame of the layout (or of @frames, records of frames, if
 * not NULL) around its members; a frame without members, or sized by
 * hand, keeps its rectangle. Members are taken before any frame changes,
 * and inner frames are fitted before the frames that hold them, which
 * then hold them as fitted. A frame that grew over the corner of a node
 * took it in: it fits again, around that node's box too.
 */
void
flow_gtk_frames_fit (FlowGtkLayout       *layout,
                     GPtrArray           *frames,
                     FlowGtkFrameTopFunc  top_func,
                     gpointer             user_data)
{
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) order = NULL;

  if (flow_gtk_layout_get_n_frames (layout) == 0)
    return;

  all = list_frames (layout);
  order = g_ptr_array_copy (frames != NULL ? frames : all, NULL, NULL);
  for (guint i = order->len; i > 0; i--)
    if (!flow_frame_get_fit_members (FLOW_FRAME (((FlowGtkNodeRecord *)g_ptr_array_index (order, i - 1))->node)))
      g_ptr_array_remove_index (order, i - 1);

  /* Inner frames first, by their areas as the last round left them. */
  for (guint round = 0; round < MAX_FIT_ROUNDS; round++)
    {
      g_ptr_array_sort (order, compare_area);
      if (!fit_round (layout, all, order, top_func, user_data))
        break;
    }
}

/* Fits @frame around the boxes of @records, whatever lies there now; a
 * frame sized by hand is moved to them and keeps at least its size.
 */
void
flow_gtk_frames_fit_around (FlowGtkLayout       *layout,
                            FlowFrame           *frame,
                            GPtrArray           *records,
                            FlowGtkFrameTopFunc  top_func,
                            gpointer             user_data)
{
  (void) fit_around (layout, frame, records, top_func, user_data);
}

/* The frames that hold any of @records (of nodes about to go), as a new
 * array of references to their FlowFrames, to fit them after.
 */
GPtrArray *
flow_gtk_frames_holding (FlowGtkLayout *layout,
                         GPtrArray     *records)
{
  GPtrArray *holding = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) frames = list_frames (layout);

  for (guint i = 0; i < frames->len; i++)
    {
      FlowFrame *frame = FLOW_FRAME (((FlowGtkNodeRecord *)g_ptr_array_index (frames, i))->node);

      for (guint j = 0; j < records->len; j++)
        if (flow_frame_holds (frame, ((FlowGtkNodeRecord *)g_ptr_array_index (records, j))->node))
          {
            g_ptr_array_add (holding, g_object_ref (frame));
            break;
          }
    }

  return holding;
}

/* Fits @frames (FlowFrames, see flow_gtk_frames_holding ()) that are
 * still in the layout's graph.
 */
void
flow_gtk_frames_fit_frames (FlowGtkLayout       *layout,
                            GPtrArray           *frames,
                            FlowGtkFrameTopFunc  top_func,
                            gpointer             user_data)
{
  g_autoptr(GPtrArray) records = g_ptr_array_new ();

  for (guint i = 0; i < frames->len; i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (layout, g_ptr_array_index (frames, i));

      if (record != NULL && record->placed)
        g_ptr_array_add (records, record);
    }

  if (records->len > 0)
    flow_gtk_frames_fit (layout, records, top_func, user_data);
}

static void
frame_members_free (gpointer data)
{
  FlowGtkFrameMembers *members = data;

  g_ptr_array_unref (members->members);
  g_free (members);
}

/* The members of each frame of the layout (FlowGtkFrameMembers, in the
 * graph's order): for arranging, which moves members away from where
 * their frame is and fits the frame around them after.
 */
GPtrArray *
flow_gtk_frames_dup_memberships (FlowGtkLayout *layout)
{
  GPtrArray *memberships = g_ptr_array_new_with_free_func (frame_members_free);
  g_autoptr(GPtrArray) frames = list_frames (layout);

  for (guint i = 0; i < frames->len; i++)
    {
      FlowGtkFrameMembers *members = g_new0 (FlowGtkFrameMembers, 1);

      members->frame = g_ptr_array_index (frames, i);
      members->members = g_ptr_array_new ();
      collect_members (layout, frames, members->frame, members->members);
      g_ptr_array_add (memberships, members);
    }

  return memberships;
}

static int
compare_area_descending (gconstpointer a,
                         gconstpointer b)
{
  return -compare_area (a, b);
}

/* Hides the members of collapsed frames, and theirs, each in the
 * outermost collapsed frame that holds it, and shows every other node.
 * Returns TRUE if a node was hidden or shown. Nothing to do while no
 * frame is collapsed and no node hidden; otherwise it visits every node.
 */
gboolean
flow_gtk_frames_update_collapsed (FlowGtkLayout *layout)
{
  g_autoptr(GPtrArray) frames = NULL;
  g_autoptr(GPtrArray) collapsed = NULL;
  g_autoptr(GHashTable) into = NULL;
  guint n_hidden = flow_gtk_layout_get_n_hidden (layout);
  gboolean changed = FALSE;
  guint n;

  if (flow_gtk_layout_get_n_collapsed (layout) == 0 && n_hidden == 0)
    return FALSE;

  frames = list_frames (layout);
  collapsed = g_ptr_array_new ();
  for (guint i = 0; i < frames->len; i++)
    {
      FlowGtkNodeRecord *frame = g_ptr_array_index (frames, i);

      if (flow_frame_get_collapsed (FLOW_FRAME (frame->node)))
        g_ptr_array_add (collapsed, frame);
    }

  if (collapsed->len == 0 && n_hidden == 0)
    return FALSE;

  /* Outermost first: what an outer frame hides, inner frames included,
   * is hidden in it.
   */
  g_ptr_array_sort (collapsed, compare_area_descending);
  into = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < collapsed->len; i++)
    {
      FlowGtkNodeRecord *frame = g_ptr_array_index (collapsed, i);
      g_autoptr(GPtrArray) members = NULL;

      if (g_hash_table_contains (into, frame))
        continue;

      members = g_ptr_array_new ();
      g_ptr_array_add (members, frame);
      flow_gtk_frames_add_members (layout, members);
      for (guint j = 1; j < members->len; j++)
        if (!g_hash_table_contains (into, g_ptr_array_index (members, j)))
          g_hash_table_insert (into, g_ptr_array_index (members, j), frame);
    }

  n = flow_gtk_layout_get_n_nodes (layout);
  for (guint i = 0; i < n; i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_get_node (layout, i);
      FlowGtkNodeRecord *frame = g_hash_table_lookup (into, record);

      if (record->collapsed_into != frame)
        {
          flow_gtk_layout_set_collapsed_into (layout, record, frame);
          changed = TRUE;
        }
    }

  return changed;
}

/* Opens the collapsed frames that @records (of nodes just moved, shown
 * before the move) now lie in: a node dropped into a collapsed frame
 * would otherwise vanish into it. For the same step of the history as
 * the move.
 */
void
flow_gtk_frames_open_for (FlowGtkLayout *layout,
                          GPtrArray     *records)
{
  g_autoptr(GPtrArray) frames = NULL;

  if (flow_gtk_layout_get_n_frames (layout) == 0)
    return;

  frames = list_frames (layout);
  for (guint i = 0; i < frames->len; i++)
    {
      FlowGtkNodeRecord *frame = g_ptr_array_index (frames, i);

      if (!flow_frame_get_collapsed (FLOW_FRAME (frame->node)) || frame->collapsed_into != NULL)
        continue;

      for (guint j = 0; j < records->len; j++)
        {
          FlowGtkNodeRecord *record = g_ptr_array_index (records, j);

          if (record != frame && record->collapsed_into == NULL &&
              flow_frame_holds (FLOW_FRAME (frame->node), record->node))
            {
              flow_frame_set_collapsed (FLOW_FRAME (frame->node), FALSE);
              break;
            }
        }
    }
}

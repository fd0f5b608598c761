/* flow-gtk-view-arrange.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The view's commands that place nodes: arrange with Graphviz (the
 * computing is flow-gtk-arrange.c's), align, distribute and snap to
 * the grid. Each moves the selected nodes (arrange: every node when
 * fewer than two are selected) as one step of the history, and each is
 * a widget action with a key.
 *
 * Left and right are the screen's: in a mirrored view, where canvas x
 * grows to the left, the left edge of a node is its canvas right edge.
 */

#include "config.h"

#include "flow-gtk-view-arrange-private.h"

#include "flow-gtk-arrange-private.h"
#include "flow-gtk-frames-private.h"
#include "flow-gtk-move-drag-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

#include "flow-gtk-i18n-private.h"
#include <math.h>

/* Above this many nodes, the arrange action refuses: dot would take long
 * (0.1 to 0.4 s at 1,000 nodes, 0.5 to 1 s at 2,000, 3 s or more at
 * 4,000 and minutes at 10,000; docs/performance.md). Above
 * FLOW_GTK_VIEW_ARRANGE_SYNC_MAX_NODES it runs on a thread, with a
 * progress bar and a Cancel button (flow-gtk-view-arrange-job.c).
 */
#define FLOW_GTK_VIEW_ARRANGE_MAX_NODES 2000
#define FLOW_GTK_VIEW_ARRANGE_SYNC_MAX_NODES 200

typedef struct
{
  FlowGtkNodeRecord *record;
  double             x;
  double             y;
} Placement;

static GPtrArray *
selected_records (FlowGtkView *view)
{
  return flow_gtk_view_actions_dup_selected_records (_flow_gtk_view_get_actions (view));
}

/* Gliding: arranging moves the nodes in the model at once, as one step
 * of the history, and the view then shows them gliding from where they
 * were to there for GLIDE_USEC (unless the desktop turned animations
 * off), through flow_gtk_layout_show_node_at (), which changes no model.
 * A node that something else moves meanwhile stops gliding; a drag, an
 * undo or another command ends the glide where the model is.
 */

#define GLIDE_USEC (250 * G_TIME_SPAN_MILLISECOND)

typedef struct
{
  FlowNode         *node;
  graphene_point_t  from;
  graphene_point_t  to;
} Glide;

typedef struct
{
  FlowGtkView *view;
  GArray      *glides;
  gint64       start;
  guint        tick_id;
} Glides;

static GQuark glides_quark;

static void
glide_clear (gpointer data)
{
  g_object_unref (((Glide *)data)->node);
}

/* The tick is removed: every node shown where its model says. */
static void
glides_free (gpointer data)
{
  Glides *glides = data;
  GtkWidget *widget = GTK_WIDGET (glides->view);

  g_object_set_qdata (G_OBJECT (widget), glides_quark, NULL);

  if (!gtk_widget_in_destruction (widget))
    {
      FlowGtkLayout *layout = _flow_gtk_view_get_layout (glides->view);

      for (guint i = 0; i < glides->glides->len; i++)
        {
          Glide *g = &g_array_index (glides->glides, Glide, i);
          FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (layout, g->node);

          if (record != NULL)
            flow_gtk_layout_show_node_at (layout, record, flow_node_get_x (g->node), flow_node_get_y (g->node));
        }
    }

  g_array_unref (glides->glides);
  g_free (glides);
}

static gboolean
glide_tick_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  Glides *glides = user_data;
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (glides->view);
  double t = (gdk_frame_clock_get_frame_time (clock) - glides->start) / (double)GLIDE_USEC;
  double e;

  if (t >= 1.0)
    return G_SOURCE_REMOVE;

  /* Fast at first, settling at the end. */
  t = MAX (t, 0.0);
  e = 1.0 - (1.0 - t) * (1.0 - t) * (1.0 - t);

  for (guint i = 0; i < glides->glides->len; i++)
    {
      Glide *g = &g_array_index (glides->glides, Glide, i);
      FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (layout, g->node);

      /* Moved by something else since: it is where its model says. */
      if (record == NULL ||
          flow_node_get_x (g->node) != g->to.x || flow_node_get_y (g->node) != g->to.y)
        continue;

      flow_gtk_layout_show_node_at (layout, record,
                                    g->from.x + (g->to.x - g->from.x) * e,
                                    g->from.y + (g->to.y - g->from.y) * e);
    }

  return G_SOURCE_CONTINUE;
}

/* Ends a glide at once, every node where its model says. */
void
flow_gtk_view_arrange_finish_glide (FlowGtkView *view)
{
  Glides *glides;

  if (glides_quark == 0 ||
      (glides = g_object_get_qdata (G_OBJECT (view), glides_quark)) == NULL)
    return;

  gtk_widget_remove_tick_callback (GTK_WIDGET (view), glides->tick_id);
}

/* Whether arranging glides: the desktop's animations on, the view shown. */
static gboolean
can_glide (FlowGtkView *view)
{
  gboolean animations = TRUE;

  if (!gtk_widget_get_mapped (GTK_WIDGET (view)) || gtk_widget_get_frame_clock (GTK_WIDGET (view)) == NULL)
    return FALSE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (view)), "gtk-enable-animations", &animations, NULL);

  return animations;
}

/* Shows @nodes, which were at @from and are now where their model
 * says, gliding there.
 */
static void
glide (FlowGtkView            *view,
       GPtrArray              *nodes,
       const graphene_point_t *from)
{
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);
  Glides *glides;

  if (!can_glide (view))
    return;

  glides = g_new0 (Glides, 1);
  glides->view = view;
  glides->glides = g_array_sized_new (FALSE, FALSE, sizeof (Glide), nodes->len);
  g_array_set_clear_func (glides->glides, glide_clear);
  glides->start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (view)));

  for (guint i = 0; i < nodes->len; i++)
    {
      FlowNode *node = g_ptr_array_index (nodes, i);
      FlowGtkNodeRecord *record = flow_gtk_layout_lookup_node (layout, node);
      Glide g = { g_object_ref (node), from[i], GRAPHENE_POINT_INIT (flow_node_get_x (node), flow_node_get_y (node)) };

      g_array_append_val (glides->glides, g);
      if (record != NULL)
        flow_gtk_layout_show_node_at (layout, record, from[i].x, from[i].y);
    }

  if (glides_quark == 0)
    glides_quark = g_quark_from_static_string ("flow-gtk-view-glides");
  g_object_set_qdata (G_OBJECT (view), glides_quark, glides);
  glides->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (view), glide_tick_cb, glides, glides_free);
}

/* Moves each record of @placements to its new place, as one step of
 * the history labelled @label.
 */
static void
apply_placements (FlowGtkView *view,
                  GArray      *placements,
                  const char  *label)
{
  FlowGraph *graph = flow_gtk_view_get_graph (view);
  FlowHistory *history = flow_graph_get_history (graph);

  flow_gtk_view_arrange_finish_glide (view);
  flow_gtk_view_input_cancel_drag (_flow_gtk_view_get_input (view), FALSE);

  flow_history_begin_group (history, label);
  flow_graph_begin_batch (graph);
  for (guint i = 0; i < placements->len; i++)
    {
      Placement *p = &g_array_index (placements, Placement, i);

      /* Pinned nodes stay where they are. */
      if (!flow_node_get_pinned (p->record->node))
        flow_node_set_position (p->record->node, p->x, p->y);
    }
  flow_graph_end_batch (graph);
  flow_history_end_group (history);
}

static gboolean
can_edit (FlowGtkView *view)
{
  return flow_gtk_view_get_graph (view) != NULL && flow_gtk_view_get_editable (view);
}

static void
show_message (FlowGtkView *view,
              const char  *text)
{
  flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), text);
}

/* Arrange */

/* The records arranging moves: the selected ones, or every one when
 * fewer than two are selected; never frames, which follow their members,
 * nor the nodes hidden in collapsed ones.
 */
static GPtrArray *
records_to_arrange (FlowGtkView *view)
{
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);
  GPtrArray *records = selected_records (view);

  if (records->len < 2)
    {
      guint n = flow_gtk_layout_get_n_nodes (layout);

      g_ptr_array_set_size (records, 0);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (records, flow_gtk_layout_get_node (layout, i));
    }

  if (flow_gtk_layout_get_n_frames (layout) > 0)
    for (guint i = records->len; i > 0; i--)
      {
        FlowGtkNodeRecord *record = g_ptr_array_index (records, i - 1);

        if (FLOW_IS_FRAME (record->node) || record->collapsed_into != NULL)
          g_ptr_array_remove_index (records, i - 1);
      }
  flow_gtk_move_drag_drop_pinned (records);

  return records;
}

/* Puts @records, arranged by dot, at @positions, and fits the frames
 * around their members where those went, as one step of the history;
 * the view then shows them gliding there.
 */
void
flow_gtk_view_arrange_place (FlowGtkView            *view,
                             GPtrArray              *records,
                             const graphene_point_t *positions)
{
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (view);
  g_autoptr(GArray) placements = NULL;
  g_autoptr(GPtrArray) memberships = NULL;
  g_autoptr(GPtrArray) moved = NULL;
  g_autoptr(GArray) from = NULL;
  FlowHistory *history;
  double grid;

  flow_gtk_view_arrange_finish_glide (view);

  /* What each frame held, and where everything was, before. */
  memberships = flow_gtk_frames_dup_memberships (layout);
  moved = g_ptr_array_new ();
  from = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);

      g_ptr_array_add (moved, record->node);
      g_array_append_val (from, record->item.bounds.origin);
    }
  for (guint i = 0; i < memberships->len; i++)
    {
      FlowGtkFrameMembers *m = g_ptr_array_index (memberships, i);

      g_ptr_array_add (moved, m->frame->node);
      g_array_append_val (from, m->frame->item.bounds.origin);
    }

  grid = _flow_gtk_view_get_snap_grid (view);
  placements = g_array_sized_new (FALSE, FALSE, sizeof (Placement), records->len);
  for (guint i = 0; i < records->len; i++)
    {
      Placement p = {
        g_ptr_array_index (records, i),
        flow_gtk_snap (positions[i].x, grid),
        flow_gtk_snap (positions[i].y, grid),
      };

      g_array_append_val (placements, p);
    }

  /* Frames fit around their members where those went, in the same
   * step.
   */
  history = flow_graph_get_history (flow_gtk_view_get_graph (view));
  flow_history_begin_group (history, _("Arrange Nodes"));
  apply_placements (view, placements, _("Arrange Nodes"));
  for (guint i = 0; i < memberships->len; i++)
    {
      FlowGtkFrameMembers *m = g_ptr_array_index (memberships, i);

      flow_gtk_frames_fit_around (layout, FLOW_FRAME (m->frame->node), m->members,
                                  flow_gtk_node_manager_frame_top,
                                  _flow_gtk_view_get_node_manager (view));
    }
  flow_history_end_group (history);

  glide (view, moved, (graphene_point_t *)from->data);
}

static gboolean
arrange_records (FlowGtkView  *view,
                 GPtrArray    *records,
                 GError      **error)
{
  g_autofree graphene_point_t *positions = NULL;

  if (records->len == 0)
    return TRUE;

  positions = g_new (graphene_point_t, records->len);
  if (!flow_gtk_arrange_compute (_flow_gtk_view_get_layout (view),
                                 (FlowGtkNodeRecord **) records->pdata, records->len,
                                 positions, error))
    return FALSE;

  flow_gtk_view_arrange_place (view, records, positions);

  return TRUE;
}

/* Refuses graphs on which dot would keep the window frozen for long
 * (docs/performance.md has the figures); the API arranges any size.
 */
static void
arrange_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;

  if (!can_edit (view))
    return;

  /* One arrangement at a time in the process: another view's would
   * keep this one waiting, frozen.
   */
  if (flow_gtk_view_arrange_is_busy (view) || flow_gtk_arrange_is_busy ())
    {
      show_message (view, _("Nodes are being arranged already"));
      return;
    }

  records = records_to_arrange (view);
  if (records->len > FLOW_GTK_VIEW_ARRANGE_MAX_NODES)
    {
      g_autofree char *text = NULL;

      text = g_strdup_printf (ngettext ("%u node is too many to arrange at once: select at most %u",
                                        "%u nodes are too many to arrange at once: select at most %u",
                                        records->len),
                              records->len, (guint) FLOW_GTK_VIEW_ARRANGE_MAX_NODES);
      show_message (view, text);
      return;
    }

  /* Beyond a blink, dot runs on a thread while the window goes on. */
  if (records->len > FLOW_GTK_VIEW_ARRANGE_SYNC_MAX_NODES)
    flow_gtk_view_arrange_start (view, records);
  else if (!arrange_records (view, records, &error))
    show_message (view, error->message);
}

/* Align */

/* The screen's left edge of @bounds, in canvas x. */
static double
left_of (FlowGtkView           *view,
         const graphene_rect_t *bounds)
{
  return _flow_gtk_view_is_rtl (view) ? -(bounds->origin.x + bounds->size.width)
                                      : bounds->origin.x;
}

/* The canvas x of a node @width wide whose screen left edge is @left. */
static double
x_from_left (FlowGtkView *view,
             double       left,
             double       width)
{
  return _flow_gtk_view_is_rtl (view) ? -left - width : left;
}

static void
align_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  const char *edge;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GArray) placements = NULL;
  double min_left = G_MAXDOUBLE, max_right = -G_MAXDOUBLE;
  double min_top = G_MAXDOUBLE, max_bottom = -G_MAXDOUBLE;
  double centre_x, centre_y;

  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "s");
  edge = g_variant_get_string (parameter, NULL);

  if (!can_edit (view))
    return;

  records = selected_records (view);
  if (records->len < 2)
    return;

  for (guint i = 0; i < records->len; i++)
    {
      const graphene_rect_t *b = &((FlowGtkNodeRecord *) g_ptr_array_index (records, i))->item.bounds;
      double left = left_of (view, b);

      min_left = MIN (min_left, left);
      max_right = MAX (max_right, left + b->size.width);
      min_top = MIN (min_top, b->origin.y);
      max_bottom = MAX (max_bottom, b->origin.y + b->size.height);
    }
  centre_x = (min_left + max_right) / 2;
  centre_y = (min_top + max_bottom) / 2;

  placements = g_array_sized_new (FALSE, FALSE, sizeof (Placement), records->len);
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);
      const graphene_rect_t *b = &record->item.bounds;
      double w = b->size.width, h = b->size.height;
      Placement p = { record, b->origin.x, b->origin.y };

      if (g_str_equal (edge, "left"))
        p.x = x_from_left (view, min_left, w);
      else if (g_str_equal (edge, "right"))
        p.x = x_from_left (view, max_right - w, w);
      else if (g_str_equal (edge, "center"))
        p.x = x_from_left (view, centre_x - w / 2, w);
      else if (g_str_equal (edge, "top"))
        p.y = min_top;
      else if (g_str_equal (edge, "bottom"))
        p.y = max_bottom - h;
      else if (g_str_equal (edge, "middle"))
        p.y = centre_y - h / 2;
      else
        {
          g_warning ("flowview.align: unknown edge “%s”", edge);
          return;
        }

      g_array_append_val (placements, p);
    }

  apply_placements (view, placements, _("Align Nodes"));
}

/* Distribute */

static int
compare_placements_x (gconstpointer a,
                      gconstpointer b)
{
  const Placement *pa = a, *pb = b;

  return (pa->x > pb->x) - (pa->x < pb->x);
}

static int
compare_placements_y (gconstpointer a,
                      gconstpointer b)
{
  const Placement *pa = a, *pb = b;

  return (pa->y > pb->y) - (pa->y < pb->y);
}

/* Spaces the selected nodes evenly: the first and last, in screen
 * order, stay, and the gaps between neighbours become equal.
 */
static void
distribute_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  gboolean horizontal;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GArray) placements = NULL;
  double total = 0, start, end, gap, next;

  FLOW_GTK_ACTION_RETURN_IF_BAD_PARAMETER (parameter, "s");
  horizontal = g_str_equal (g_variant_get_string (parameter, NULL), "horizontal");

  if (!can_edit (view))
    return;

  if (!horizontal && !g_str_equal (g_variant_get_string (parameter, NULL), "vertical"))
    {
      g_warning ("flowview.distribute: unknown direction “%s”",
                 g_variant_get_string (parameter, NULL));
      return;
    }

  records = selected_records (view);
  if (records->len < 3)
    return;

  /* x holds the screen left edge while sorting. */
  placements = g_array_sized_new (FALSE, FALSE, sizeof (Placement), records->len);
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);
      Placement p = { record, left_of (view, &record->item.bounds), record->item.bounds.origin.y };

      g_array_append_val (placements, p);
      total += horizontal ? record->item.bounds.size.width : record->item.bounds.size.height;
    }
  g_array_sort (placements, horizontal ? compare_placements_x : compare_placements_y);

  {
    Placement *first = &g_array_index (placements, Placement, 0);
    Placement *last = &g_array_index (placements, Placement, placements->len - 1);
    const graphene_rect_t *lb = &last->record->item.bounds;

    start = horizontal ? first->x : first->y;
    end = horizontal ? last->x + lb->size.width : last->y + lb->size.height;
  }
  gap = (end - start - total) / (placements->len - 1);

  next = start;
  for (guint i = 0; i < placements->len; i++)
    {
      Placement *p = &g_array_index (placements, Placement, i);
      const graphene_rect_t *b = &p->record->item.bounds;

      if (horizontal)
        {
          p->x = x_from_left (view, round (next), b->size.width);
          next += b->size.width + gap;
        }
      else
        {
          p->x = b->origin.x;
          p->y = round (next);
          next += b->size.height + gap;
        }
    }

  apply_placements (view, placements, _("Distribute Nodes"));
}

/* Snap */

static void
snap_selection_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  double grid = flow_gtk_view_get_grid_size (view);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GArray) placements = NULL;

  if (!can_edit (view))
    return;

  records = selected_records (view);
  placements = g_array_sized_new (FALSE, FALSE, sizeof (Placement), records->len);
  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = g_ptr_array_index (records, i);
      Placement p = {
        record,
        flow_gtk_snap (record->item.bounds.origin.x, grid),
        flow_gtk_snap (record->item.bounds.origin.y, grid),
      };

      g_array_append_val (placements, p);
    }

  if (placements->len > 0)
    apply_placements (view, placements, _("Snap Nodes to Grid"));
}

/* Setup */

static void
add_binding (GtkWidgetClass  *widget_class,
             guint            keyval,
             GdkModifierType  modifiers,
             const char      *action,
             const char      *target)
{
  if (target != NULL)
    gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action, "s", target);
  else
    gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action, NULL);
}

/* Pin */

/* Pins the selection, or unpins it when every selected node is pinned:
 * pinned nodes stay where they are. One step of the history.
 */
static void
toggle_pinned_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  FlowGtkView *view = FLOW_GTK_VIEW (widget);
  g_autoptr(GPtrArray) records = NULL;
  gboolean pin = FALSE;
  FlowHistory *history;

  if (!can_edit (view))
    return;

  records = selected_records (view);
  if (records->len == 0)
    return;

  for (guint i = 0; i < records->len && !pin; i++)
    pin = !flow_node_get_pinned (((FlowGtkNodeRecord *)g_ptr_array_index (records, i))->node);

  history = flow_graph_get_history (flow_gtk_view_get_graph (view));
  flow_history_begin_group (history, pin ? _("Pin Nodes") : _("Unpin Nodes"));
  for (guint i = 0; i < records->len; i++)
    flow_node_set_pinned (((FlowGtkNodeRecord *)g_ptr_array_index (records, i))->node, pin);
  flow_history_end_group (history);
}

/* Installs the arranging actions and their keys on the view's class. */
void
flow_gtk_view_arrange_install (GtkWidgetClass *widget_class)
{
  const GdkModifierType alt_shift = GDK_ALT_MASK | GDK_SHIFT_MASK;

  gtk_widget_class_install_action (widget_class, "flowview.arrange", NULL, arrange_action);
  gtk_widget_class_install_action (widget_class, "flowview.align", "s", align_action);
  gtk_widget_class_install_action (widget_class, "flowview.distribute", "s", distribute_action);
  gtk_widget_class_install_action (widget_class, "flowview.snap-selection", NULL,
                                   snap_selection_action);
  gtk_widget_class_install_property_action (widget_class, "flowview.snap-to-grid",
                                            "snap-to-grid");
  gtk_widget_class_install_action (widget_class, "flowview.toggle-pinned", NULL,
                                   toggle_pinned_action);

  add_binding (widget_class, GDK_KEY_l, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.arrange", NULL);
  add_binding (widget_class, GDK_KEY_L, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "flowview.arrange", NULL);
  add_binding (widget_class, GDK_KEY_Left, alt_shift, "flowview.align", "left");
  add_binding (widget_class, GDK_KEY_Right, alt_shift, "flowview.align", "right");
  add_binding (widget_class, GDK_KEY_Up, alt_shift, "flowview.align", "top");
  add_binding (widget_class, GDK_KEY_Down, alt_shift, "flowview.align", "bottom");
  add_binding (widget_class, GDK_KEY_C, alt_shift, "flowview.align", "center");
  add_binding (widget_class, GDK_KEY_M, alt_shift, "flowview.align", "middle");
  add_binding (widget_class, GDK_KEY_H, alt_shift, "flowview.distribute", "horizontal");
  add_binding (widget_class, GDK_KEY_V, alt_shift, "flowview.distribute", "vertical");
  add_binding (widget_class, GDK_KEY_G, alt_shift, "flowview.snap-selection", NULL);
  add_binding (widget_class, GDK_KEY_P, alt_shift, "flowview.toggle-pinned", NULL);
}

/**
 * flow_gtk_view_arrange:
 * @self: a view
 * @error: return location for a `GError`
 *
 * Arranges the selected nodes, or every node of the graph when fewer
 * than two are selected, with Graphviz's `dot`: in layers from left to
 * right (right to left in a mirrored view), each node at its real size
 * and each wire at its dock, so that as few wires cross as `dot` can
 * manage. The nodes that are not arranged, pinned ones
 * ([property@Flow.Node:pinned]) among them, stay where they are, and the
 * arranged ones keep the top-left corner of their bounding box. Frames
 * are not arranged: each fits around its members where they went. The
 * change is one step of the history.
 *
 * The nodes take their places in the graph at once; a shown view then
 * draws them gliding there for a quarter of a second, unless the
 * desktop turned animations off ([property@Gtk.Settings:gtk-enable-animations]).
 *
 * `dot`'s time grows faster than the number of nodes, and this function
 * returns when it is done. The `flowview.arrange` action
 * (<kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>L</kbd>) runs `dot` on a worker
 * thread for more than 200 nodes, with a progress bar and a Cancel
 * button on the canvas, and refuses more than 2,000 nodes with a
 * message there.
 *
 * Returns: `TRUE` if the nodes were arranged (or there was nothing to
 *   arrange or the view may not edit); `FALSE` with @error set if
 *   Graphviz failed
 *
 * Since: 0.2
 */
gboolean
flow_gtk_view_arrange (FlowGtkView  *self,
                       GError      **error)
{
  g_autoptr(GPtrArray) records = NULL;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!can_edit (self))
    return TRUE;

  records = records_to_arrange (self);

  return arrange_records (self, records, error);
}

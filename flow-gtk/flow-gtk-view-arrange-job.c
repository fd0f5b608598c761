/* flow-gtk-view-arrange-job.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Arranging a large selection on a thread: dot runs on a worker thread
 * while the window goes on, and a popover at the top of the view says
 * what is being arranged, pulses a progress bar (dot says nothing of
 * how far it is) and offers Cancel. When dot is done, the nodes are
 * placed as a synchronous arrange places them, one step of the history;
 * if the graph lost one of them meanwhile, or the view shows another
 * graph or cannot be edited, nothing moves and the view says why.
 *
 * Implementation notes: the graph handed to dot is made on the main
 * thread from the layout (flow_gtk_arrange_job_new ()), and only dot's
 * run is on the worker. Graphviz keeps global state, so the calls into
 * it take one lock in the whole process (flow-gtk-arrange.c), and the
 * action refuses a second arrangement, in any view, until the first has
 * ended, cancelled or not: dot cannot be stopped in the middle, so
 * Cancel drops its result. The worker holds no object of the model.
 */

#include "config.h"

#include "flow-gtk-view-arrange-private.h"

#include "flow-gtk-arrange-private.h"
#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-input-private.h"
#include "flow-gtk-view-private.h"

#include "flow-gtk-compat-private.h"
#include "flow-gtk-i18n-private.h"

#define PULSE_MSEC 100

typedef struct
{
  FlowGtkView       *view;
  FlowGraph         *graph;
  /* The nodes in the job's order, referenced. */
  GPtrArray         *nodes;
  FlowGtkArrangeJob *job;
  GtkWidget         *popover;
  GtkWidget         *bar;
  guint              pulse_id;
  gboolean           cancelled;
} Arranging;

static GQuark arranging_quark;

static Arranging *
peek_arranging (FlowGtkView *view)
{
  if (arranging_quark == 0)
    arranging_quark = g_quark_from_static_string ("flow-gtk-view-arranging");

  return g_object_get_qdata (G_OBJECT (view), arranging_quark);
}

/* Whether a job runs, cancelled or not. */
gboolean
flow_gtk_view_arrange_is_busy (FlowGtkView *view)
{
  return peek_arranging (view) != NULL;
}

static void
hide_progress (Arranging *a)
{
  g_clear_handle_id (&a->pulse_id, g_source_remove);
  if (a->popover != NULL)
    {
      g_autoptr(GtkWidget) popover = g_steal_pointer (&a->popover);

      g_signal_handlers_disconnect_by_data (popover, a);
      if (gtk_widget_get_parent (popover) != NULL)
        {
          gtk_popover_popdown (GTK_POPOVER (popover));
          gtk_widget_unparent (popover);
        }
      a->bar = NULL;
    }
}

/* Drops the job's result: the nodes stay where they are. */
void
flow_gtk_view_arrange_cancel (FlowGtkView *view)
{
  Arranging *a = peek_arranging (view);

  if (a == NULL)
    return;

  a->cancelled = TRUE;
  hide_progress (a);
}

static void
arranging_free (Arranging *a)
{
  hide_progress (a);
  g_ptr_array_unref (a->nodes);
  flow_gtk_arrange_job_free (a->job);
  g_object_unref (a->graph);
  g_object_unref (a->view);
  g_free (a);
}

static gboolean
pulse_cb (gpointer user_data)
{
  Arranging *a = user_data;

  /* The view let go of its children: nothing shows the bar. */
  if (gtk_widget_get_parent (a->popover) == NULL)
    {
      a->pulse_id = 0;
      return G_SOURCE_REMOVE;
    }

  gtk_progress_bar_pulse (GTK_PROGRESS_BAR (a->bar));

  return G_SOURCE_CONTINUE;
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Arranging *a = task_data;

  flow_gtk_arrange_job_run (a->job);
  g_task_return_boolean (task, TRUE);
}

static void
show_message (FlowGtkView *view,
              const char  *text)
{
  flow_gtk_view_actions_say (_flow_gtk_view_get_actions (view), text);
}

/* Back on the main thread: the nodes to their places, unless cancelled
 * or the graph changed under them.
 */
static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Arranging *a = user_data;
  FlowGtkView *view = a->view;
  g_autoptr(GPtrArray) records = NULL;
  g_autofree graphene_point_t *positions = NULL;
  g_autoptr(GError) error = NULL;
  FlowGtkLayout *layout;

  g_object_set_qdata (G_OBJECT (view), arranging_quark, NULL);
  hide_progress (a);

  /* Cancelled, or the view left its window (closed meanwhile): the job
   * keeps the view, which is then neither in destruction nor shown.
   */
  if (a->cancelled || gtk_widget_in_destruction (GTK_WIDGET (view)) ||
      gtk_widget_get_root (GTK_WIDGET (view)) == NULL)
    goto out;

  /* A group entered, another document opened, editing turned off. */
  if (flow_gtk_view_get_graph (view) != a->graph)
    {
      show_message (view, _("The view shows another graph now: the arranged nodes did not move"));
      goto out;
    }
  if (!flow_gtk_view_get_editable (view))
    {
      show_message (view, _("The view cannot be edited now: the arranged nodes did not move"));
      goto out;
    }

  layout = _flow_gtk_view_get_layout (view);
  records = g_ptr_array_sized_new (a->nodes->len);
  for (guint i = 0; i < a->nodes->len; i++)
    {
      FlowNode *node = g_ptr_array_index (a->nodes, i);
      FlowGtkNodeRecord *record = flow_node_get_graph (node) == a->graph
                                  ? flow_gtk_layout_lookup_node (layout, node) : NULL;

      if (record == NULL)
        {
          show_message (view, _("The graph changed while its nodes were being arranged: nothing moved"));
          goto out;
        }
      g_ptr_array_add (records, record);
    }

  positions = g_new (graphene_point_t, records->len);
  if (!flow_gtk_arrange_job_get_positions (a->job, positions, &error))
    {
      show_message (view, error->message);
      goto out;
    }

  flow_gtk_view_arrange_place (view, records, positions);

out:
  arranging_free (a);
}

static void
cancel_clicked_cb (Arranging *a)
{
  flow_gtk_view_arrange_cancel (a->view);
}

static void
popover_closed_cb (Arranging *a)
{
  /* Closed with Escape while it has the focus: that is Cancel. */
  flow_gtk_view_arrange_cancel (a->view);
}

/* Starts arranging @records (none of them frames) on a thread. */
void
flow_gtk_view_arrange_start (FlowGtkView *view,
                             GPtrArray   *records)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *text = NULL;
  GtkWidget *box, *label, *cancel;
  Arranging *a;
  int width, height;

  g_return_if_fail (!flow_gtk_view_arrange_is_busy (view));

  a = g_new0 (Arranging, 1);
  a->view = g_object_ref (view);
  a->graph = g_object_ref (flow_gtk_view_get_graph (view));
  a->nodes = g_ptr_array_new_full (records->len, g_object_unref);
  for (guint i = 0; i < records->len; i++)
    g_ptr_array_add (a->nodes, g_object_ref (((FlowGtkNodeRecord *)g_ptr_array_index (records, i))->node));
  a->job = flow_gtk_arrange_job_new (_flow_gtk_view_get_layout (view),
                                     (FlowGtkNodeRecord **)records->pdata, records->len);

  /* What is going on, and a way out. */
  text = g_strdup_printf (ngettext ("Arranging %u node…", "Arranging %u nodes…", records->len),
                          records->len);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  label = gtk_label_new (text);
  a->bar = gtk_progress_bar_new ();
  gtk_widget_set_valign (a->bar, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (a->bar, 120, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  cancel = _flow_gtk_mnemonic_button_new (GTK_TYPE_BUTTON, _("_Cancel"));
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), a->bar);
  gtk_box_append (GTK_BOX (box), cancel);

  /* Referenced: the view unparents its children when it goes. */
  a->popover = g_object_ref_sink (gtk_popover_new ());
  gtk_widget_add_css_class (a->popover, "flow-progress");
  gtk_popover_set_child (GTK_POPOVER (a->popover), box);
  gtk_popover_set_autohide (GTK_POPOVER (a->popover), FALSE);
  gtk_popover_set_has_arrow (GTK_POPOVER (a->popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (a->popover), GTK_POS_BOTTOM);
  _flow_gtk_view_get_size (view, &width, &height);
  gtk_popover_set_pointing_to (GTK_POPOVER (a->popover),
                               &(GdkRectangle) { width / 2, 8, 1, 1 });
  gtk_widget_set_parent (a->popover, GTK_WIDGET (view));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), a);
  g_signal_connect_swapped (a->popover, "closed", G_CALLBACK (popover_closed_cb), a);
  /* Closed, it gives the keyboard back to the node that had it. */
  flow_gtk_view_input_return_focus (_flow_gtk_view_get_input (view), a->popover, NULL);
  if (_flow_gtk_view_can_pop_up (view))
    gtk_popover_popup (GTK_POPOVER (a->popover));
  a->pulse_id = g_timeout_add (PULSE_MSEC, pulse_cb, a);

  g_object_set_qdata (G_OBJECT (view), arranging_quark, a);

  task = g_task_new (NULL, NULL, done_cb, a);
  g_task_set_source_tag (task, flow_gtk_view_arrange_start);
  g_task_set_task_data (task, a, NULL);
  g_task_run_in_thread (task, run_in_thread);
}

/* flow-demo-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "flow-demo-window-private.h"

#include "flow-app-a11y.h"

#include "flow-demo-examples.h"
#include "flow-demo-serializer.h"
#include "flow-demo-node-widget.h"

#include <math.h>

/*
 * FlowDemoWindow:
 *
 * The demo's main window: a header bar whose subtitle names the example
 * shown, the node palette in a side bar, and the canvas with its zoom
 * buttons and minimap.
 *
 * The window owns the graph; loading an example replaces it with a new
 * one and gives it to the view.
 *
 * Actions: `win.example` (string state: the example shown),
 * `win.open`, `win.save`, `win.save-as`, `win.export`,
 * `win.show-palette` (boolean state), `win.read-only` (boolean state:
 * whether the view may edit; undo and redo follow), `win.search-nodes`, `win.zoom-in`,
 * `win.zoom-out`, `win.zoom-reset`, `win.zoom-to-fit`. The zoom actions
 * forward to the view's own `flowview.*` actions. The header bar's Undo
 * and Redo are the view's actions themselves, inserted on the window as
 * `canvas.*` (flow_gtk_view_get_action_group ()).
 */

G_DEFINE_FINAL_TYPE (FlowDemoWindow, flow_demo_window, ADW_TYPE_APPLICATION_WINDOW)

/* The width a new node is assumed to have before the view has measured
 * it; see estimate_node_size () for its height.
 */
#define NEW_NODE_WIDTH 180.0

/* The size of the minimap in the canvas's corner, the space around the
 * controls there (the template's margins), and the zoom buttons' height.
 */
#define MINIMAP_WIDTH       200
#define MINIMAP_HEIGHT      130
#define CONTROLS_SPACING    6
#define ZOOM_BUTTONS_WIDTH  180
#define ZOOM_BUTTONS_HEIGHT 36

/* How far a node added where another one already is gets moved. */
#define CASCADE_STEP 24.0

/* A node added from the palette goes to the free spot nearest to the
 * middle of the canvas, on a grid of this step, at most this many steps
 * away, and this far from other nodes.
 */
#define FREE_SPOT_STEP  40.0
#define FREE_SPOT_RINGS 12
#define FREE_SPOT_GAP   24.0

/* A small example is shown whole, but not larger than this. */
#define MAX_INITIAL_ZOOM 1.25

/* The initial zoom of the big graph: close enough to read the nodes. */
#define BIG_GRAPH_ZOOM 0.6

/* How many frames the window draws before a screenshot: the first lays
 * out, the next ones let the view create and lay out its node widgets.
 */
#define SCREENSHOT_FRAMES 4

/* Shows the example from its start: the whole graph, but never zoomed in
 * beyond MAX_INITIAL_ZOOM; the big graph from its top-left corner.
 */
static void
show_initial_view (FlowDemoWindow *self)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (self->view);
  int width = gtk_widget_get_width (GTK_WIDGET (self->view));
  int height = gtk_widget_get_height (GTK_WIDGET (self->view));

  if (g_strcmp0 (self->example, "big-graph") == 0)
    {
      flow_gtk_viewport_set_zoom (viewport, BIG_GRAPH_ZOOM);
      flow_gtk_viewport_set_offset (viewport, -40.0, -40.0);
      return;
    }

  flow_gtk_view_zoom_to_fit (self->view);

  if (flow_gtk_viewport_get_zoom (viewport) > MAX_INITIAL_ZOOM)
    flow_gtk_viewport_zoom_at (viewport, MAX_INITIAL_ZOOM, width / 2.0, height / 2.0);
}

static gboolean
initial_view_tick_cb (GtkWidget     *widget,
                      GdkFrameClock *frame_clock,
                      gpointer       user_data)
{
  FlowDemoWindow *self = user_data;

  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return G_SOURCE_CONTINUE;

  self->initial_view_tick_id = 0;
  show_initial_view (self);

  return G_SOURCE_REMOVE;
}

static void
queue_initial_view (FlowDemoWindow *self)
{
  if (self->initial_view_tick_id != 0)
    return;

  /* The view must have its size first: wait for a frame. */
  self->initial_view_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->view),
                                                             initial_view_tick_cb,
                                                             self, NULL);
}

static void
cancel_initial_view (FlowDemoWindow *self)
{
  if (self->initial_view_tick_id == 0)
    return;

  gtk_widget_remove_tick_callback (GTK_WIDGET (self->view), self->initial_view_tick_id);
  self->initial_view_tick_id = 0;
}

static void
palette_node_type_activated_cb (FlowDemoWindow   *self,
                                FlowDemoNodeType *type)
{
  FlowNode *node = flow_demo_window_add_node_at_center (self, type);

  /* The keys go on with the new node: Ctrl+L connects it. */
  flow_gtk_view_focus_node (self->view, node);
}

/* While a node type is dragged over the canvas, the wire it would be
 * spliced into is lit; a node of the type stands in for the one the drop
 * makes.
 */
static GdkDragAction
drop_target_motion_cb (FlowDemoWindow *self,
                       double          x,
                       double          y,
                       GtkDropTarget  *target)
{
  const GValue *value = gtk_drop_target_get_value (target);
  FlowDemoNodeType *type = value != NULL ? g_value_get_object (value) : NULL;

  if (type == NULL)
    return GDK_ACTION_COPY;

  if (self->drop_type != type)
    {
      g_set_object (&self->drop_type, type);
      g_clear_object (&self->drop_stand_in);
      self->drop_stand_in = flow_demo_node_type_create (type);
    }

  flow_gtk_view_preview_splice (self->view, self->drop_stand_in, x, y);

  return GDK_ACTION_COPY;
}

static void
drop_target_leave_cb (FlowDemoWindow *self)
{
  flow_gtk_view_preview_splice (self->view, NULL, 0, 0);
  g_clear_object (&self->drop_type);
  g_clear_object (&self->drop_stand_in);
}

static gboolean
drop_target_drop_cb (FlowDemoWindow *self,
                     const GValue   *value,
                     double          x,
                     double          y)
{
  FlowDemoNodeType *type = g_value_get_object (value);
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (self->view);
  FlowHistory *history = flow_graph_get_history (self->graph);
  g_autoptr(FlowDemoNodeType) stand_in_type = g_steal_pointer (&self->drop_type);
  g_autoptr(FlowNode) stand_in = g_steal_pointer (&self->drop_stand_in);
  FlowConnection *wire;
  graphene_point_t canvas;
  FlowNode *node;

  if (type == NULL)
    return FALSE;

  /* The wire the stand-in lit, if it is still there. */
  if (stand_in == NULL || stand_in_type != type)
    stand_in = flow_demo_node_type_create (type);
  wire = flow_gtk_view_preview_splice (self->view, stand_in, x, y);
  flow_gtk_view_preview_splice (self->view, NULL, 0, 0);

  flow_gtk_viewport_widget_to_canvas (viewport, &GRAPHENE_POINT_INIT (x, y), &canvas);

  /* The pointer holds the node near its title; dropped on a wire it
   * fits, it goes into the wire, in the same step.
   */
  flow_history_begin_group (history, NULL);
  node = flow_demo_window_add_node (self, type, canvas.x - NEW_NODE_WIDTH / 2.0, canvas.y - 16.0);
  if (wire != NULL)
    flow_gtk_view_splice_node (self->view, node, wire);
  flow_history_end_group (history);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));

  return TRUE;
}

/* Clicking a level of the path bar leaves the groups below it. */
static void
path_button_clicked_cb (GtkButton      *button,
                        FlowDemoWindow *self)
{
  guint up = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "flow-demo-levels-up"));

  for (guint i = 0; i < up; i++)
    gtk_widget_activate_action (self->canvas, "flowview.leave-group", NULL);
}

/* Inside groups, a button per level above the one shown, the document's
 * @name first, then the group nodes of @levels (innermost first): the
 * path back out, in one click.
 */
static void
update_path_bar (FlowDemoWindow *self,
                 const char     *name,
                 GPtrArray      *levels)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->path_bar))) != NULL)
    gtk_box_remove (self->path_bar, child);

  if (levels->len == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->path_bar), FALSE);
      return;
    }

  for (guint depth = 0; depth <= levels->len; depth++)
    {
      const char *label = depth == 0 ? name : levels->pdata[levels->len - depth];

      if (depth < levels->len)
        {
          child = gtk_button_new_with_label (label);
          g_object_set_data (G_OBJECT (child), "flow-demo-levels-up",
                             GUINT_TO_POINTER (levels->len - depth));
          g_signal_connect_object (child, "clicked", G_CALLBACK (path_button_clicked_cb), self, 0);
        }
      else
        {
          /* The level shown: where the path ends, not a way out. */
          child = gtk_label_new (label);
          gtk_widget_add_css_class (child, "current");
          gtk_accessible_update_state (GTK_ACCESSIBLE (child),
                                       GTK_ACCESSIBLE_STATE_SELECTED, TRUE,
                                       -1);
        }

      gtk_widget_add_css_class (child, "osd");
      gtk_box_append (self->path_bar, child);
    }

  /* Shown once it has its buttons: the view's fit margins follow its
   * height.
   */
  gtk_widget_set_visible (GTK_WIDGET (self->path_bar), TRUE);
}

/* The subtitle names what the graph came from, with a dot while it has
 * changes not saved (or, for an example, changes at all).
 */
void
_flow_demo_window_update_subtitle (FlowDemoWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;

  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else if (self->example != NULL)
    name = g_strdup (flow_demo_example_get_title (self->example));
  else
    name = g_strdup (_("Untitled"));

  /* Inside groups, the path down to the graph the view shows, by the
   * titles of the group nodes entered, as the canvas and the list of
   * Go to Node show them: the uses of one group told apart.
   */
  if (self->view != NULL)
    {
      g_autoptr(GPtrArray) levels = g_ptr_array_new ();
      GString *path = g_string_new (name);

      for (FlowGraph *graph = flow_gtk_view_get_graph (self->view);
           graph != NULL && flow_graph_get_group_node (graph) != NULL;
           graph = flow_node_get_graph (flow_graph_get_group_node (graph)))
        {
          FlowNode *group_node = flow_graph_get_group_node (graph);
          const char *title = flow_node_get_title (group_node);

          g_ptr_array_add (levels, (gpointer)(title != NULL ? title : flow_group_get_name (flow_graph_get_group (graph))));
        }

      for (guint i = levels->len; i > 0; i--)
        g_string_append_printf (path, " › %s", (const char *)levels->pdata[i - 1]);

      update_path_bar (self, name, levels);

      g_free (name);
      name = g_string_free (path, FALSE);
    }

  if (flow_history_get_modified (flow_graph_get_history (self->graph)))
    subtitle = g_strconcat ("• ", name, NULL);
  else
    subtitle = g_steal_pointer (&name);

  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* The Undo and Redo buttons' tooltips name the step, and the subtitle
 * says whether the graph is saved. (The buttons are the canvas's own
 * actions, enabled when the view can undo or redo.)
 */
static void
history_changed_cb (FlowDemoWindow *self)
{
  FlowHistory *history = flow_graph_get_history (self->graph);
  const char *undo_label = flow_history_get_undo_label (history);
  const char *redo_label = flow_history_get_redo_label (history);

  gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), undo_label ? undo_label : _("Undo"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->redo_button), redo_label ? redo_label : _("Redo"));

  _flow_demo_window_update_subtitle (self);
}

static void
watch_history (FlowDemoWindow *self,
               FlowGraph      *old_graph)
{
  static const char * const signals[] = {
    "notify::can-undo", "notify::can-redo", "notify::undo-label", "notify::redo-label",
    "notify::modified",
  };
  FlowHistory *history;

  if (old_graph != NULL)
    g_signal_handlers_disconnect_by_func (flow_graph_get_history (old_graph),
                                          history_changed_cb, self);

  /* The history records from its creation on: the example as built is
   * where undoing stops.
   */
  history = flow_graph_get_history (self->graph);
  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    g_signal_connect_object (history, signals[i],
                             G_CALLBACK (history_changed_cb), self,
                             G_CONNECT_SWAPPED);

  history_changed_cb (self);
}

/* Actions */

static void
example_change_state_cb (GSimpleAction *action,
                         GVariant      *state,
                         gpointer       user_data)
{
  FlowDemoWindow *self = user_data;
  const char *id = flow_demo_example_lookup (g_variant_get_string (state, NULL));

  /* The example ids are static strings. */
  if (id != NULL)
    _flow_demo_window_unless_unsaved (self, (FlowDemoThenFunc) flow_demo_window_load_example,
                                      (gpointer) id, NULL);
}

static void
search_nodes_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  FlowDemoWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, TRUE);
  flow_demo_palette_start_search (self->palette);
}

static void
forward_to_view (FlowDemoWindow *self,
                 const char     *view_action)
{
  gtk_widget_activate_action (self->canvas, view_action, NULL);
}

static void
zoom_in_cb (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  forward_to_view (user_data, "flowview.zoom-in");
}

static void
zoom_out_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  forward_to_view (user_data, "flowview.zoom-out");
}

static void
zoom_reset_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  forward_to_view (user_data, "flowview.zoom-reset");
}

static void
zoom_to_fit_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  forward_to_view (user_data, "flowview.zoom-to-fit");
}

#define FORWARD_ACTION(name, function) \
  static void \
  name##_cb (GSimpleAction *action, \
             GVariant      *parameter, \
             gpointer       user_data) \
  { \
    function (user_data); \
  }

FORWARD_ACTION (open, _flow_demo_window_open)
FORWARD_ACTION (save, _flow_demo_window_save)
FORWARD_ACTION (save_as, _flow_demo_window_save_as)
FORWARD_ACTION (export, _flow_demo_window_export)

static const GActionEntry win_actions[] = {
  { "example", NULL, "s", "'arithmetic'", example_change_state_cb },
  { "open", open_cb },
  { "save", save_cb },
  { "save-as", save_as_cb },
  { "export", export_cb },
  { "search-nodes", search_nodes_cb },
  { "zoom-in", zoom_in_cb },
  { "zoom-out", zoom_out_cb },
  { "zoom-reset", zoom_reset_cb },
  { "zoom-to-fit", zoom_to_fit_cb },
};

/* Screenshots */

typedef struct
{
  GFile         *file;
  /* An export of the graph rather than a picture of the window. */
  gboolean       export;
  guint          frames;
  guint          attempts;
  GdkFrameClock *frame_clock;
  gulong         after_paint_id;
} ScreenshotData;

/* Frames to try for a picture of the window before giving up. */
#define SCREENSHOT_ATTEMPTS 60

static void
screenshot_data_free (ScreenshotData *data)
{
  g_clear_object (&data->file);
  g_clear_object (&data->frame_clock);
  g_free (data);
}

static void
screenshot_saved_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (object), result, NULL, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/* Renders the window right after a frame was painted: only then is the
 * picture of each widget GTK keeps sure to be there (anything that asks
 * for a redraw drops it until the next frame).
 */
static void
screenshot_after_paint_cb (GdkFrameClock *frame_clock,
                           gpointer       user_data)
{
  g_autoptr(GTask) task = g_object_ref (user_data);
  ScreenshotData *data = g_task_get_task_data (task);
  FlowDemoWindow *self = g_task_get_source_object (task);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (data->export)
    {
      GError *error = NULL;

      g_clear_signal_handler (&data->after_paint_id, data->frame_clock);
      if (flow_demo_window_export_to_file (self, data->file, FLOW_GTK_EXPORT_DEFAULT, &error))
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_error (task, error);
      return;
    }

  texture = flow_demo_window_render (self);
  if (texture == NULL && ++data->attempts < SCREENSHOT_ATTEMPTS)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  g_clear_signal_handler (&data->after_paint_id, data->frame_clock);

  if (texture == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _("The window could not be rendered."));
      return;
    }

  bytes = gdk_texture_save_to_png_bytes (texture);
  g_file_replace_contents_bytes_async (data->file, bytes, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       g_task_get_cancellable (task),
                                       screenshot_saved_cb, g_object_ref (task));
}

static void
screenshot_task_unref (gpointer  task,
                       GClosure *closure)
{
  g_object_unref (task);
}

static gboolean
screenshot_tick_cb (GtkWidget     *widget,
                    GdkFrameClock *frame_clock,
                    gpointer       user_data)
{
  FlowDemoWindow *self = FLOW_DEMO_WINDOW (widget);
  GTask *task = user_data;
  ScreenshotData *data = g_task_get_task_data (task);

  /* Wait for files to be read and the initial view to be in place, then
   * for a few frames.
   */
  if (self->n_loading > 0 || self->initial_view_tick_id != 0)
    {
      data->frames = 0;
      return G_SOURCE_CONTINUE;
    }

  if (++data->frames < SCREENSHOT_FRAMES)
    return G_SOURCE_CONTINUE;

  data->frame_clock = g_object_ref (frame_clock);
  data->after_paint_id =
    g_signal_connect_data (frame_clock, "after-paint",
                           G_CALLBACK (screenshot_after_paint_cb),
                           g_object_ref (task), screenshot_task_unref, 0);
  gtk_widget_queue_draw (widget);

  return G_SOURCE_REMOVE;
}

/* GObject */

static void
flow_demo_window_dispose (GObject *object)
{
  FlowDemoWindow *self = (FlowDemoWindow *)object;

  cancel_initial_view (self);

  /* The window asked before its changes could go: what was kept of
   * them goes too.
   */
  g_clear_pointer (&self->recovery, flow_app_recovery_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), FLOW_DEMO_TYPE_WINDOW);

  G_OBJECT_CLASS (flow_demo_window_parent_class)->dispose (object);
}

static void
flow_demo_window_finalize (GObject *object)
{
  FlowDemoWindow *self = (FlowDemoWindow *)object;

  g_clear_object (&self->graph);
  g_clear_object (&self->file);
  g_clear_object (&self->folder);
  g_clear_object (&self->drop_type);
  g_clear_object (&self->drop_stand_in);

  G_OBJECT_CLASS (flow_demo_window_parent_class)->finalize (object);
}

static void
flow_demo_window_class_init (FlowDemoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_demo_window_dispose;
  object_class->finalize = flow_demo_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Flow/Demo/flow-demo-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, header_bar);
  /* Undo and redo are the canvas's (its actions inserted as "canvas"),
   * wherever the focus is but in a text field, which takes these keys
   * first for its own typing.
   */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "canvas.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "canvas.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "canvas.redo", NULL);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, canvas_overlay);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, zoom_level_button);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, minimap_frame);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, minimap_room);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, canvas_controls);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, path_bar);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, load_progress);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, node_menu);
  gtk_widget_class_bind_template_child (widget_class, FlowDemoWindow, canvas_menu);
  gtk_widget_class_bind_template_callback (widget_class, palette_node_type_activated_cb);
}

static void
viewport_changed_cb (FlowDemoWindow  *self,
                     FlowGtkViewport *viewport)
{
  g_autofree char *label = NULL;

  label = g_strdup_printf ("%.0f%%", flow_gtk_viewport_get_zoom (viewport) * 100.0);
  gtk_button_set_label (self->zoom_level_button, label);
}

/* The corner of the canvas the minimap and the zoom buttons cover, below
 * on the right (on the left, right to left), and inside groups the band
 * the path bar covers at the top: the view fits graphs clear of them.
 */
static void
update_fit_margins (FlowDemoWindow *self)
{
  GtkBorder margins = { 0, };
  int width = ZOOM_BUTTONS_WIDTH;
  int height = ZOOM_BUTTONS_HEIGHT;

  if (self->view == NULL)
    return;

  if (gtk_widget_get_visible (GTK_WIDGET (self->minimap_frame)) &&
      gtk_widget_get_visible (GTK_WIDGET (self->minimap_room)))
    {
      width = MAX (width, MINIMAP_WIDTH);
      height += MINIMAP_HEIGHT + CONTROLS_SPACING;
    }

  if (gtk_widget_get_direction (GTK_WIDGET (self->view)) == GTK_TEXT_DIR_RTL)
    margins.left = width + FLOW_DEMO_CONTROLS_MARGIN * 2;
  else
    margins.right = width + FLOW_DEMO_CONTROLS_MARGIN * 2;
  margins.bottom = height + FLOW_DEMO_CONTROLS_MARGIN * 2;

  if (gtk_widget_get_visible (GTK_WIDGET (self->path_bar)))
    {
      int path_height;

      gtk_widget_measure (GTK_WIDGET (self->path_bar), GTK_ORIENTATION_VERTICAL, -1,
                          NULL, &path_height, NULL, NULL);
      margins.top = path_height + FLOW_DEMO_CONTROLS_MARGIN * 2;
    }

  flow_gtk_view_set_fit_margins (self->view, &margins);
}

/* A canvas too small for the minimap (a narrow window, a small screen)
 * shows none, whatever the user chose: it would cover most of it, and
 * fitting the graph clear of it would leave little room. The view tells
 * its new size from a tick after its allocation.
 */
static void
canvas_resized_cb (FlowDemoWindow *self)
{
  GtkWidget *view = GTK_WIDGET (self->view);
  gboolean room = gtk_widget_get_width (view) >= MINIMAP_WIDTH * 5 / 2 &&
                  gtk_widget_get_height (view) >= (MINIMAP_HEIGHT + ZOOM_BUTTONS_HEIGHT) * 2;

  if (room == gtk_widget_get_visible (GTK_WIDGET (self->minimap_room)))
    return;

  gtk_widget_set_visible (GTK_WIDGET (self->minimap_room), room);
  update_fit_margins (self);
}

static void
minimap_visible_cb (FlowDemoWindow *self)
{
  update_fit_margins (self);
  _flow_demo_state_set_show_minimap (gtk_widget_get_visible (GTK_WIDGET (self->minimap_frame)));
}

static void
create_canvas (FlowDemoWindow *self)
{
  g_autoptr(FlowGtkNodeFactory) factory = NULL;
  GtkDropTarget *drop_target;

  self->view = FLOW_GTK_VIEW (flow_gtk_view_new (self->graph));
  self->canvas = GTK_WIDGET (self->view);

  factory = flow_gtk_node_factory_new ();
  flow_gtk_node_factory_set_widget_type (factory, FLOW_DEMO_TYPE_NODE_WIDGET);
  flow_gtk_view_set_factory (self->view, factory);

  g_signal_connect_object (flow_gtk_view_get_viewport (self->view), "changed",
                           G_CALLBACK (viewport_changed_cb), self,
                           G_CONNECT_SWAPPED);
  viewport_changed_cb (self, flow_gtk_view_get_viewport (self->view));

  /* Entering and leaving groups: the subtitle shows the path. */
  g_signal_connect_object (self->view, "notify::graph",
                           G_CALLBACK (_flow_demo_window_update_subtitle), self,
                           G_CONNECT_SWAPPED);

  /* The view copies, cuts, pastes and duplicates nodes itself, as text
   * in the Flow file format: with the demo's serializer it knows their
   * types.
   */
  flow_gtk_view_set_serializer (self->view, flow_demo_serializer_get_default ());
  flow_gtk_view_set_node_menu (self->view, self->node_menu);
  flow_gtk_view_set_canvas_menu (self->view, self->canvas_menu);

  {
    GtkWidget *minimap = flow_gtk_minimap_new (self->view);
    g_autoptr(GPropertyAction) show_minimap = NULL;

    gtk_widget_set_size_request (minimap, MINIMAP_WIDTH, MINIMAP_HEIGHT);
    gtk_frame_set_child (self->minimap_frame, minimap);
    gtk_widget_set_visible (GTK_WIDGET (self->minimap_frame), _flow_demo_state_get_show_minimap ());

    /* Fitting the graph keeps nodes from under the minimap and the zoom
     * buttons; whether the minimap shows is remembered.
     */
    update_fit_margins (self);
    g_signal_connect_object (self->minimap_frame, "notify::visible",
                             G_CALLBACK (minimap_visible_cb), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (self->path_bar, "notify::visible",
                             G_CALLBACK (update_fit_margins), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (self->view, "geometry-changed",
                             G_CALLBACK (canvas_resized_cb), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (self->view, "direction-changed",
                             G_CALLBACK (update_fit_margins), self, G_CONNECT_SWAPPED);
    show_minimap = g_property_action_new ("show-minimap", self->minimap_frame, "visible");
    g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (show_minimap));
  }

  drop_target = gtk_drop_target_new (FLOW_DEMO_TYPE_NODE_TYPE, GDK_ACTION_COPY);
  gtk_drop_target_set_preload (drop_target, TRUE);
  g_signal_connect_swapped (drop_target, "motion", G_CALLBACK (drop_target_motion_cb), self);
  g_signal_connect_swapped (drop_target, "leave", G_CALLBACK (drop_target_leave_cb), self);
  g_signal_connect_swapped (drop_target, "drop", G_CALLBACK (drop_target_drop_cb), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (drop_target));
}

static void
flow_demo_window_init (FlowDemoWindow *self)
{
  g_autoptr(GPropertyAction) show_palette = NULL;
  g_autoptr(GPropertyAction) read_only = NULL;

  g_type_ensure (FLOW_DEMO_TYPE_PALETTE);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The canvas, showing an empty graph until an example is loaded. */
  self->graph = flow_graph_new ();
  create_canvas (self);
  gtk_widget_set_hexpand (self->canvas, TRUE);
  gtk_widget_set_vexpand (self->canvas, TRUE);
  gtk_overlay_set_child (self->canvas_overlay, self->canvas);

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  show_palette = g_property_action_new ("show-palette", self->flap, "reveal-flap");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (show_palette));
  read_only = g_object_new (G_TYPE_PROPERTY_ACTION,
                            "name", "read-only",
                            "object", flow_demo_window_get_view (self),
                            "property-name", "editable",
                            "invert-boolean", TRUE,
                            NULL);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (read_only));
  /* The canvas's own actions, for the header bar's Undo and Redo. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "canvas",
                                  flow_gtk_view_get_action_group (flow_demo_window_get_view (self)));
  _flow_demo_window_watch_unsaved (self);

  flow_demo_window_load_example (self, flow_demo_example_get_ids ()[0]);
}

/**
 * flow_demo_window_new:
 * @application: the application
 *
 * Creates a demo window showing the first example.
 *
 * Returns: (transfer floating): the new window
 */
FlowDemoWindow *
flow_demo_window_new (FlowDemoApplication *application)
{
  FlowDemoWindow *self = g_object_new (FLOW_DEMO_TYPE_WINDOW,
                                       "application", application,
                                       NULL);
  GtkShortcutsWindow *shortcuts;

  /* The application gave the window its shortcuts window as it took the
   * window in.
   */
  shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  if (shortcuts != NULL)
    flow_app_name_shortcuts_window (GTK_WIDGET (shortcuts));

  return self;
}

/**
 * flow_demo_window_get_graph:
 * @self: a window
 *
 * Gets the graph shown.
 *
 * Returns: (transfer none): the graph
 */
FlowGraph *
flow_demo_window_get_graph (FlowDemoWindow *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  return self->graph;
}

/**
 * flow_demo_window_get_view:
 * @self: a window
 *
 * Gets the canvas.
 *
 * Returns: (transfer none) (nullable): the view, or `NULL` when the
 *   library has none
 */
FlowGtkView *
flow_demo_window_get_view (FlowDemoWindow *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  return self->view;
}

FlowDemoPalette *
flow_demo_window_get_palette (FlowDemoWindow *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  return self->palette;
}

/**
 * flow_demo_window_get_example:
 * @self: a window
 *
 * Gets the identifier of the example shown.
 *
 * Returns: (nullable): the identifier, or `NULL` when the graph shown is
 *   not an example but a file's
 */
const char *
flow_demo_window_get_example (FlowDemoWindow *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  return self->example;
}

/**
 * flow_demo_window_get_file:
 * @self: a window
 *
 * Gets the file of the graph shown, the one it was opened from or last
 * saved to.
 *
 * Returns: (transfer none) (nullable): the file, or `NULL`
 */
GFile *
flow_demo_window_get_file (FlowDemoWindow *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  return self->file;
}

/**
 * flow_demo_window_load_example:
 * @self: a window
 * @id: the identifier of an example
 *
 * Replaces the graph with a new one holding the example @id, and shows
 * all of it once the view has its size.
 */
void
flow_demo_window_load_example (FlowDemoWindow *self,
                               const char     *id)
{
  g_return_if_fail (FLOW_DEMO_IS_WINDOW (self));
  g_return_if_fail (flow_demo_example_lookup (id) != NULL);

  id = flow_demo_example_lookup (id);
  _flow_demo_window_show_graph (self, flow_demo_example_build (id), id, NULL);
}

/* Shows @graph (transfer full), which came from the example @example or
 * the file @file, in place of the graph shown, from its start, with a
 * history of its own.
 */
void
_flow_demo_window_show_graph (FlowDemoWindow *self,
                              FlowGraph      *graph,
                              const char     *example,
                              GFile          *file)
{
  g_autoptr(FlowGraph) old_graph = NULL;
  GAction *action;

  g_assert (FLOW_DEMO_IS_WINDOW (self));
  g_assert (FLOW_IS_GRAPH (graph));

  self->example = example;
  g_set_object (&self->file, file);
  if (file != NULL)
    {
      g_clear_object (&self->folder);
      self->folder = g_file_get_parent (file);
    }

  flow_gtk_view_set_graph (self->view, graph);
  old_graph = g_steal_pointer (&self->graph);
  self->graph = graph;
  watch_history (self, old_graph);
  _flow_demo_window_keep_changes (self);

  /* The radio items show the example; none for a file. */
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "example");
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_string (example != NULL ? example : ""));

  /* A file saved with its view opens as it was left: the view restores
   * its zoom and offset from the graph.
   */
  if (flow_graph_get_extra (graph, "view") == NULL)
    queue_initial_view (self);
  else
    cancel_initial_view (self);
}

/* Adds @node to the graph at (@x, @y) or, if a node is already exactly
 * there, a little below and to the right; then selects it.
 */
static void
insert_node (FlowDemoWindow *self,
             FlowNode       *node,
             double          x,
             double          y)
{
  /* The graph the view shows: the document, or a group node's graph. */
  FlowGraph *graph = flow_gtk_view_get_graph (self->view);
  guint n;

  x = round (x);
  y = round (y);

  /* Cascade, so that nodes added one after the other stay visible. */
  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  for (guint tries = 0; tries < 32; tries++)
    {
      gboolean taken = FALSE;

      for (guint i = 0; i < n && !taken; i++)
        {
          g_autoptr(FlowNode) other = g_list_model_get_item (G_LIST_MODEL (graph), i);

          taken = flow_node_get_x (other) == x && flow_node_get_y (other) == y;
        }

      if (!taken)
        break;

      x += CASCADE_STEP;
      y += CASCADE_STEP;
    }

  flow_node_set_position (node, x, y);
  flow_graph_add_node (graph, node);

  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  for (guint i = n; i > 0; i--)
    {
      g_autoptr(FlowNode) item = g_list_model_get_item (G_LIST_MODEL (graph), i - 1);

      if (item == node)
        {
          gtk_selection_model_select_item (flow_gtk_view_get_selection (self->view), i - 1, TRUE);
          break;
        }
    }
}

/**
 * flow_demo_window_add_node:
 * @self: a window
 * @type: the type of node to add
 * @x: the horizontal canvas position of the node
 * @y: the vertical canvas position of the node
 *
 * Adds a node of @type to the graph, at (@x, @y) or, if a node is already
 * exactly there, a little below and to the right; then selects it.
 *
 * Returns: (transfer none): the new node
 */
FlowNode *
flow_demo_window_add_node (FlowDemoWindow   *self,
                           FlowDemoNodeType *type,
                           double            x,
                           double            y)
{
  g_autoptr(FlowNode) node = NULL;

  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (type), NULL);

  node = flow_demo_node_type_create (type);
  insert_node (self, node, x, y);

  /* The graph keeps a reference. */
  return node;
}

/* A generous guess at the size of a node not shown yet: a header, a row
 * per dock and room for an editor.
 */
static void
estimate_node_size (FlowNode *node,
                    double   *width,
                    double   *height)
{
  guint n_docks = g_list_model_get_n_items (flow_node_get_sinks (node)) +
                  g_list_model_get_n_items (flow_node_get_sources (node));

  *width = NEW_NODE_WIDTH;
  *height = 40.0 + 28.0 * n_docks + 48.0;
}

static void
get_node_bounds (FlowDemoWindow  *self,
                 FlowNode        *node,
                 graphene_rect_t *bounds)
{
  double width, height;

  if (flow_gtk_view_get_node_bounds (self->view, node, bounds))
    return;

  estimate_node_size (node, &width, &height);
  graphene_rect_init (bounds, flow_node_get_x (node), flow_node_get_y (node), width, height);
}

/* Finds the spot nearest to (*x, *y) where a new node of the given size
 * would overlap no other, and leaves (*x, *y) alone if there is none
 * close enough.
 */
static void
find_free_spot (FlowDemoWindow *self,
                double          width,
                double          height,
                double         *x,
                double         *y)
{
  FlowGraph *graph = flow_gtk_view_get_graph (self->view);
  g_autoptr(GArray) nearby = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  const double reach = FREE_SPOT_RINGS * FREE_SPOT_STEP;
  graphene_rect_t search;
  guint n;

  /* Only the nodes near enough can be in the way: gather them once. */
  graphene_rect_init (&search, *x - reach, *y - reach,
                      2 * reach + width, 2 * reach + height);
  graphene_rect_inset (&search, -FREE_SPOT_GAP, -FREE_SPOT_GAP);

  n = g_list_model_get_n_items (G_LIST_MODEL (graph));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowNode) node = g_list_model_get_item (G_LIST_MODEL (graph), i);
      graphene_rect_t bounds;

      get_node_bounds (self, node, &bounds);
      graphene_rect_inset (&bounds, -FREE_SPOT_GAP, -FREE_SPOT_GAP);
      if (graphene_rect_intersection (&bounds, &search, NULL))
        g_array_append_val (nearby, bounds);
    }

  for (int ring = 0; ring <= FREE_SPOT_RINGS; ring++)
    {
      double best_distance = G_MAXDOUBLE, best_x = 0, best_y = 0;

      for (int dy = -ring; dy <= ring; dy++)
        for (int dx = -ring; dx <= ring; dx++)
          {
            graphene_rect_t candidate;
            gboolean is_free = TRUE;
            double distance;

            if (ABS (dx) != ring && ABS (dy) != ring)
              continue;

            graphene_rect_init (&candidate,
                                *x + dx * FREE_SPOT_STEP, *y + dy * FREE_SPOT_STEP,
                                width, height);

            for (guint i = 0; i < nearby->len && is_free; i++)
              is_free = !graphene_rect_intersection (&g_array_index (nearby, graphene_rect_t, i),
                                                  &candidate, NULL);

            distance = dx * dx + dy * dy;
            if (is_free && distance < best_distance)
              {
                best_distance = distance;
                best_x = candidate.origin.x;
                best_y = candidate.origin.y;
              }
          }

      if (best_distance < G_MAXDOUBLE)
        {
          *x = best_x;
          *y = best_y;
          return;
        }
    }
}

/**
 * flow_demo_window_add_node_at_center:
 * @self: a window
 * @type: the type of node to add
 *
 * Adds a node of @type in the middle of the visible part of the canvas,
 * or as near to it as it can without covering another node.
 *
 * Returns: (transfer none): the new node
 */
FlowNode *
flow_demo_window_add_node_at_center (FlowDemoWindow   *self,
                                     FlowDemoNodeType *type)
{
  graphene_rect_t visible = GRAPHENE_RECT_INIT (0, 0, 800, 600);
  g_autoptr(FlowNode) node = NULL;
  double x, y, width, height;

  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);
  g_return_val_if_fail (FLOW_DEMO_IS_NODE_TYPE (type), NULL);

  flow_gtk_viewport_get_visible_area (flow_gtk_view_get_viewport (self->view),
                                      gtk_widget_get_width (self->canvas),
                                      gtk_widget_get_height (self->canvas),
                                      &visible);

  node = flow_demo_node_type_create (type);
  estimate_node_size (node, &width, &height);

  x = visible.origin.x + (visible.size.width - width) / 2.0;
  y = visible.origin.y + (visible.size.height - height) / 2.0;
  find_free_spot (self, width, height, &x, &y);

  insert_node (self, node, x, y);

  /* The graph keeps a reference. */
  return node;
}

/**
 * flow_demo_window_render:
 * @self: a window that has been drawn
 *
 * Renders the whole window, as it is now, into a texture.
 *
 * Returns: (transfer full) (nullable): the picture, or `NULL` if the
 *   window is not realized
 */
GdkTexture *
flow_demo_window_render (FlowDemoWindow *self)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  int width, height;

  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), NULL);

  renderer = gtk_native_get_renderer (GTK_NATIVE (self));
  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));

  if (renderer == NULL || width <= 0 || height <= 0)
    return NULL;

  paintable = gtk_widget_paintable_new (GTK_WIDGET (self));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);

  if (node == NULL)
    return NULL;

  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
when_drawn (FlowDemoWindow      *self,
            GFile               *file,
            gboolean             export,
            gpointer             source_tag,
            GCancellable        *cancellable,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ScreenshotData *data;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);

  data = g_new0 (ScreenshotData, 1);
  data->file = g_object_ref (file);
  data->export = export;
  g_task_set_task_data (task, data, (GDestroyNotify) screenshot_data_free);

  gtk_widget_add_tick_callback (GTK_WIDGET (self), screenshot_tick_cb,
                                g_steal_pointer (&task), g_object_unref);
}

/**
 * flow_demo_window_save_screenshot_async:
 * @self: a window
 * @file: the PNG file to write
 * @cancellable: (nullable): a cancellable
 * @callback: called when the file is written, or failed to be
 * @user_data: data for @callback
 *
 * Waits until the window is shown and drawn with its example in place,
 * then renders it and saves the picture to @file.
 */
void
flow_demo_window_save_screenshot_async (FlowDemoWindow      *self,
                                        GFile               *file,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (FLOW_DEMO_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  when_drawn (self, file, FALSE, flow_demo_window_save_screenshot_async,
              cancellable, callback, user_data);
}

gboolean
flow_demo_window_save_screenshot_finish (FlowDemoWindow  *self,
                                         GAsyncResult    *result,
                                         GError         **error)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * flow_demo_window_export_async:
 * @self: a window
 * @file: the file to write, named `….png`, `….svg` or `….pdf`
 * @cancellable: (nullable): a cancellable
 * @callback: called when the file is written, or failed to be
 * @user_data: data for @callback
 *
 * Waits until the window is shown and drawn with its graph in place, then
 * exports the whole graph to @file (flow_demo_window_export_to_file ()).
 */
void
flow_demo_window_export_async (FlowDemoWindow      *self,
                               GFile               *file,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_return_if_fail (FLOW_DEMO_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  when_drawn (self, file, TRUE, flow_demo_window_export_async,
              cancellable, callback, user_data);
}

gboolean
flow_demo_window_export_finish (FlowDemoWindow  *self,
                                GAsyncResult    *result,
                                GError         **error)
{
  g_return_val_if_fail (FLOW_DEMO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

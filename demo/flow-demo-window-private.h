/* flow-demo-window-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-demo-window.h"

#include "flow-app-recovery.h"

G_BEGIN_DECLS

/* The space around the controls in the canvas's corner (the template's
 * margins).
 */
#define FLOW_DEMO_CONTROLS_MARGIN 12

struct _FlowDemoWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children */
  AdwHeaderBar         *header_bar;
  GtkButton            *undo_button;
  GtkButton            *redo_button;
  AdwWindowTitle       *window_title;
  AdwFlap              *flap;
  FlowDemoPalette      *palette;
  AdwToastOverlay      *toast_overlay;
  GtkOverlay           *canvas_overlay;
  GtkButton            *zoom_level_button;
  GtkFrame             *minimap_frame;
  GtkBox               *minimap_room;
  GtkBox               *canvas_controls;
  GtkBox               *path_bar;
  GtkProgressBar       *load_progress;
  GMenuModel           *node_menu;
  GMenuModel           *canvas_menu;

  /* Owned by the overlay: the view, or a placeholder when the library
   * has no view.
   */
  GtkWidget            *canvas;
  FlowGtkView          *view;

  /* Owned; never NULL after init. */
  FlowGraph            *graph;

  /* What the graph came from: an example (static string) or a file
   * (owned), or neither for a new graph.
   */
  const char           *example;
  GFile                *file;
  /* The folder of the last file this window opened or saved, where
   * its file dialogs start while the graph has no file; NULL before.
   */
  GFile                *folder;

  guint                 initial_view_tick_id;

  /* Files being read: a screenshot waits for them. When the load bar
   * last moved.
   */
  guint                 n_loading;
  gint64                load_progress_time;

  /* The user chose to close, changes saved or discarded. */
  gboolean              closing;

  /* A node type dragged over the canvas, and a node of it standing in
   * for the one a drop adds, to light the wire it would go into.
   */
  FlowDemoNodeType     *drop_type;
  FlowNode             *drop_stand_in;

  /* The graph's unsaved changes, kept on the side. */
  FlowAppRecovery      *recovery;

  /* Toasts added and not yet dismissed: the canvas controls stand above
   * them meanwhile.
   */
  guint                 n_toasts;
};

typedef void (*FlowDemoThenFunc)  (FlowDemoWindow *self,
                                   gpointer        data);
typedef void (*FlowDemoSavedFunc) (FlowDemoWindow *self,
                                   gboolean        saved,
                                   gpointer        data);

void _flow_demo_window_show_graph       (FlowDemoWindow *self,
                                         FlowGraph      *graph,
                                         const char     *example,
                                         GFile          *file);
void _flow_demo_window_toast            (FlowDemoWindow *self,
                                         const char     *message);
void _flow_demo_window_update_subtitle  (FlowDemoWindow *self);
void _flow_demo_window_add_toast        (FlowDemoWindow *self,
                                         AdwToast       *toast);

/* flow-demo-window-recovery.c */
void _flow_demo_window_keep_changes     (FlowDemoWindow *self);

/* flow-demo-window-files.c */
void _flow_demo_window_open             (FlowDemoWindow *self);
void _flow_demo_window_open_requested   (FlowDemoWindow *self,
                                         const char     *example_id,
                                         GFile          *file);
void _flow_demo_window_save             (FlowDemoWindow *self);
void _flow_demo_window_save_as          (FlowDemoWindow *self);
void _flow_demo_window_save_then        (FlowDemoWindow    *self,
                                         FlowDemoSavedFunc  done,
                                         gpointer           data);

/* flow-demo-state.c */
gboolean _flow_demo_state_get_show_minimap (void);
void     _flow_demo_state_set_show_minimap (gboolean show);

/* flow-demo-window-unsaved.c */
void _flow_demo_window_unless_unsaved   (FlowDemoWindow    *self,
                                         FlowDemoThenFunc   then,
                                         gpointer           data,
                                         GDestroyNotify     destroy);
void _flow_demo_window_watch_unsaved    (FlowDemoWindow    *self);

/* flow-demo-window-export.c */
void _flow_demo_window_export           (FlowDemoWindow *self);

G_END_DECLS

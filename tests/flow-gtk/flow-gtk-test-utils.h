/* flow-gtk-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "flow-test-utils.h"

G_BEGIN_DECLS

/* g_test_init (), then GTK and libflow-gtk with a fixed look: Adwaita,
 * light, animations off, the DejaVu Sans font.
 */
void        flow_gtk_test_init          (int          *argc,
                                         char       ***argv);

/* Switches the default display's look: "light", "dark" or
 * "high-contrast".
 */
void        flow_gtk_test_set_theme     (const char   *theme);

/* Runs the main context until nothing is pending and @ms milliseconds
 * have passed.
 */
void        flow_gtk_test_spin          (guint         ms);

/* The first widget under @root, @root included, of @type (any for
 * G_TYPE_NONE) with the style class @css_class (any for NULL), or NULL.
 */
GtkWidget  *flow_gtk_test_find_widget   (GtkWidget    *root,
                                         GType         type,
                                         const char   *css_class);

/* The child of @parent of @type (a popover the view opened) that shows,
 * or NULL.
 */
GtkWidget  *flow_gtk_test_shown_child   (GtkWidget    *parent,
                                         GType         type);

/* A window showing @child, presented and drawn once. */
GtkWidget  *flow_gtk_test_show          (GtkWidget    *child);
/* A FlowGtkNode bound to @node, owned by the caller, in no window. */
GtkWidget  *flow_gtk_test_node_widget   (FlowNode     *node) G_GNUC_WARN_UNUSED_RESULT;

/* What @widget drew in its last frame. */
GskRenderNode *flow_gtk_test_snapshot   (GtkWidget    *widget) G_GNUC_WARN_UNUSED_RESULT;
/* Renders @node, of @widget's size, with @widget's renderer. */
GdkTexture *flow_gtk_test_render_node   (GtkWidget     *widget,
                                         GskRenderNode *node) G_GNUC_WARN_UNUSED_RESULT;
/* Renders @window with its CSS into a texture. */
GdkTexture *flow_gtk_test_render        (GtkWidget    *window) G_GNUC_WARN_UNUSED_RESULT;

/* The colour of the pixel at (@x, @y) of @texture. */
void        flow_gtk_test_get_pixel     (GdkTexture   *texture,
                                         int           x,
                                         int           y,
                                         GdkRGBA      *color);

/* Saves @texture as @name in $FLOW_TEST_SCREENSHOT_DIR, if set, else in
 * the test build directory.
 */
void        flow_gtk_test_save          (GdkTexture   *texture,
                                         const char   *name);

/* The CSS `color` of @widget (GTK 4.8 has no gtk_widget_get_color ()). */
void        flow_gtk_test_get_color     (GtkWidget    *widget,
                                         GdkRGBA      *color);

/* The shape of a dock of @type rendered alone in a window of 24 × 24
 * pixels: the width and the height in its first two bytes, then a byte
 * per pixel, 1 where the dock stands out from the background by its
 * lightness, whatever its hue.
 */
guchar     *flow_gtk_test_dock_shape    (GType          type);
/* The contrast ratio (WCAG) of @color, as painted over the opaque
 * @canvas.
 */
double      flow_gtk_test_contrast      (const GdkRGBA *color,
                                         const GdkRGBA *canvas);
gboolean    flow_gtk_test_rgba_close    (const GdkRGBA *a,
                                         const GdkRGBA *b,
                                         double         tolerance);

/* The number of cairo nodes in the tree of @node (through containers,
 * transforms, clips and opacity), and in @largest, if not NULL, the area
 * of the largest in square pixels.
 */
guint       flow_gtk_test_count_cairo_nodes (GskRenderNode *node,
                                             double        *largest);

/* A graph of nine nodes whose wires cross four times as placed: three
 * sources wired to three sinks in the reverse order, and two sources
 * wired to the two inputs of a node the wrong way round.
 */
FlowGraph  *flow_gtk_test_crossed_graph (void) G_GNUC_WARN_UNUSED_RESULT;
/* How many pairs of @view's wires cross, each taken as the straight
 * line between its docks.
 */
struct _FlowGtkView;
guint       flow_gtk_test_count_crossings (struct _FlowGtkView *view);
/* Asserts that every node of @view's graph has a widget and lies, as
 * measured, inside what the view shows.
 */
void        flow_gtk_test_assert_all_in_sight (struct _FlowGtkView *view);
/* A point in the middle of @node's header, 8 units below its top, in
 * @view's coordinates: where a pointer grabs or clicks the node.
 */
graphene_point_t flow_gtk_test_header_point (struct _FlowGtkView *view,
                                             FlowNode            *node);
/* An undecorated window of @width × @height showing @child, presented
 * and drawn once.
 */
GtkWidget  *flow_gtk_test_show_in_window (GtkWidget  *child,
                                          const char *title,
                                          int         width,
                                          int         height);
/* The inline editor of @node's sink @name in the node widget @widget. */
struct _FlowGtkValueEditor *flow_gtk_test_value_editor (GtkWidget  *widget,
                                                       FlowNode   *node,
                                                       const char *name);
/* The default value of @node's sink @name, or NULL. */
const GValue *flow_gtk_test_default_value      (FlowNode   *node,
                                                const char *name);
/* Sets the default value of @node's sink @name to the double @number. */
void          flow_gtk_test_set_default_double (FlowNode   *node,
                                                const char *name,
                                                double      number);

G_END_DECLS

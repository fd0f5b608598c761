/* test-export.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "view-test-utils.h"

#include "flow-gtk-test-utils.h"
#include "flow-test-utils.h"
#include "flow-gtk-wire-private.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Exporting the graph to PNG, SVG and PDF, read back: sizes, pixels of
 * nodes with and without widgets and of wires, transparency, the
 * selection, scale, and failures that leave files as they were.
 */

typedef struct
{
  FlowGraph *graph;
  GtkWidget *view;
  GtkWidget *window;
  FlowNode  *a, *b, *far;
  char      *dir;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->graph = flow_graph_new ();
  fixture->a = flow_test_add_node (fixture->graph, "A", NULL, "out:double", 40, 40);
  fixture->b = flow_test_add_node (fixture->graph, "B", "in:double", NULL, 400, 160);
  /* Out of the window's sight: it has no widget when the export starts. */
  fixture->far = flow_test_add_node (fixture->graph, "Far", "in:double", NULL, 1400, 900);
  flow_test_connect (fixture->graph, flow_node_get_source (fixture->a, "out"),
                     flow_node_get_sink (fixture->b, "in"));
  flow_test_connect (fixture->graph, flow_node_get_source (fixture->a, "out"),
                     flow_node_get_sink (fixture->far, "in"));

  fixture->view = flow_gtk_view_new (fixture->graph);
  fixture->window = view_test_window_new (fixture->view, 800, 600);
  view_test_run_frames (fixture->window, 3);

  fixture->dir = g_dir_make_tmp ("flow-export-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);

  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->graph);
}

static GFile *
file_in (Fixture    *fixture,
         const char *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

  return g_file_new_for_path (path);
}

static void
export (Fixture             *fixture,
        GFile               *file,
        FlowGtkExportFormat  format,
        FlowGtkExportFlags   flags,
        double               scale)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, format, flags,
                                       scale, NULL, &error));
  g_assert_no_error (error);
}

/* The canvas area an export of @nodes covers: their bounds and a margin
 * of 24.
 */
static void
expected_area (Fixture         *fixture,
               FlowNode       **nodes,
               guint            n_nodes,
               graphene_rect_t *area)
{
  for (guint i = 0; i < n_nodes; i++)
    {
      graphene_rect_t bounds;

      g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), nodes[i], &bounds));
      if (i == 0)
        *area = bounds;
      else
        graphene_rect_union (area, &bounds, area);
    }

  graphene_rect_inset (area, -24, -24);
}

static void
canvas_color (Fixture *fixture,
              GdkRGBA *color)
{
  *color = *flow_gtk_wire_renderer_get_canvas_color (_flow_gtk_view_get_wire_renderer (FLOW_GTK_VIEW (fixture->view)));
}

/* The pixel of @texture at the canvas point (@x, @y), for an export of
 * @area at @scale.
 */
static void
pixel_at (GdkTexture            *texture,
          const graphene_rect_t *area,
          double                 scale,
          double                 x,
          double                 y,
          GdkRGBA               *pixel)
{
  flow_gtk_test_get_pixel (texture, (x - area->origin.x) * scale, (y - area->origin.y) * scale, pixel);
}

/* The middle of the header of @node, in canvas units. */
static void
header_of (Fixture          *fixture,
           FlowNode         *node,
           graphene_point_t *point)
{
  graphene_rect_t bounds;

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), node, &bounds));
  point->x = bounds.origin.x + bounds.size.width / 2;
  point->y = bounds.origin.y + 6;
}

static void
check_picture (Fixture               *fixture,
               GdkTexture            *texture,
               const graphene_rect_t *area,
               double                 scale)
{
  graphene_point_t header, from, to;
  GdkRGBA canvas, pixel;

  canvas_color (fixture, &canvas);

  g_assert_cmpint (gdk_texture_get_width (texture), ==, (int) ceil (area->size.width * scale));
  g_assert_cmpint (gdk_texture_get_height (texture), ==, (int) ceil (area->size.height * scale));

  /* The margin is canvas. */
  flow_gtk_test_get_pixel (texture, 2, 2, &pixel);
  g_assert_true (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));

  /* Every node is drawn, the one without a widget too. */
  header_of (fixture, fixture->a, &header);
  pixel_at (texture, area, scale, header.x, header.y, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));
  header_of (fixture, fixture->far, &header);
  pixel_at (texture, area, scale, header.x, header.y, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));

  /* The wire A → B passes through the middle of its docks. */
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (fixture->view),
                                                  flow_node_get_dock (fixture->a, "out"), &from));
  g_assert_true (flow_gtk_view_get_dock_position (FLOW_GTK_VIEW (fixture->view),
                                                  flow_node_get_dock (fixture->b, "in"), &to));
  pixel_at (texture, area, scale, (from.x + to.x) / 2, (from.y + to.y) / 2, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.1));
}

static void
test_export_png (Fixture       *fixture,
                 gconstpointer  data)
{
  FlowNode *all[] = { fixture->a, fixture->b, fixture->far };
  g_autoptr(GFile) file = file_in (fixture, "graph.png");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  guint children = 0;
  graphene_rect_t area;

  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->far));
  for (GtkWidget *c = gtk_widget_get_first_child (fixture->view); c != NULL; c = gtk_widget_get_next_sibling (c))
    children++;

  export (fixture, file, FLOW_GTK_EXPORT_PNG, FLOW_GTK_EXPORT_DEFAULT, 1);
  expected_area (fixture, all, G_N_ELEMENTS (all), &area);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  check_picture (fixture, texture, &area, 1);
  g_clear_object (&texture);

  /* The widget made for the far node is gone again. */
  g_assert_null (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->far));
  for (GtkWidget *c = gtk_widget_get_first_child (fixture->view); c != NULL; c = gtk_widget_get_next_sibling (c))
    children--;
  g_assert_cmpuint (children, ==, 0);

  /* Twice the scale, twice the pixels. */
  export (fixture, file, FLOW_GTK_EXPORT_PNG, FLOW_GTK_EXPORT_DEFAULT, 2);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  check_picture (fixture, texture, &area, 2);
}

static void
test_export_after_change (Fixture       *fixture,
                          gconstpointer  data)
{
  FlowNode *all[] = { fixture->a, fixture->b, fixture->far };
  g_autoptr(GFile) file = file_in (fixture, "changed.png");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  graphene_rect_t area, before, after;
  graphene_point_t header;
  GdkRGBA canvas, pixel;

  g_test_summary ("A node that changed size since the last frame is exported whole, at "
                  "its new size, without GTK's warning of a widget drawn unallocated.");

  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), fixture->b, &before));

  /* B grows, and the export comes before any frame. */
  flow_node_set_title (fixture->b, "B, with a title much longer than before");
  export (fixture, file, FLOW_GTK_EXPORT_PNG, FLOW_GTK_EXPORT_DEFAULT, 1);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);

  /* The picture is what the frames that follow show. */
  view_test_run_frames (fixture->window, 3);
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), fixture->b, &after));
  g_assert_cmpfloat (after.size.width, >, before.size.width + 50);
  expected_area (fixture, all, G_N_ELEMENTS (all), &area);
  check_picture (fixture, texture, &area, 1);

  /* B itself is there, to its new right edge. */
  canvas_color (fixture, &canvas);
  header_of (fixture, fixture->b, &header);
  pixel_at (texture, &area, 1, header.x, header.y, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));
  pixel_at (texture, &area, 1, after.origin.x + after.size.width - 6, header.y, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));
}

static void
test_export_transparent_selection (Fixture       *fixture,
                                   gconstpointer  data)
{
  FlowNode *chosen[] = { fixture->a, fixture->b };
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  g_autoptr(GFile) file = file_in (fixture, "selection.png");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  graphene_rect_t area;
  graphene_point_t header;
  GdkRGBA pixel;

  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 1, FALSE);

  export (fixture, file, FLOW_GTK_EXPORT_PNG,
          FLOW_GTK_EXPORT_SELECTION | FLOW_GTK_EXPORT_TRANSPARENT, 1);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);

  /* Only A and B, on nothing. */
  expected_area (fixture, chosen, G_N_ELEMENTS (chosen), &area);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, (int) ceil (area.size.width));
  g_assert_cmpint (gdk_texture_get_height (texture), ==, (int) ceil (area.size.height));
  flow_gtk_test_get_pixel (texture, 2, 2, &pixel);
  g_assert_cmpfloat (pixel.alpha, ==, 0);
  header_of (fixture, fixture->b, &header);
  pixel_at (texture, &area, 1, header.x, header.y, &pixel);
  g_assert_cmpfloat (pixel.alpha, ==, 1);

  /* Drawn as if nothing were selected: no selection band above A. */
  header_of (fixture, fixture->a, &header);
  {
    graphene_rect_t bounds;

    g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), fixture->a, &bounds));
    pixel_at (texture, &area, 1, header.x, bounds.origin.y - 2, &pixel);
    g_assert_cmpfloat (pixel.alpha, ==, 0);
  }

  /* The selection is as it was. */
  g_assert_true (gtk_selection_model_is_selected (selection, 0));
  g_assert_true (gtk_widget_get_state_flags (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->a))) & GTK_STATE_FLAG_SELECTED);
}

/* The pixel of a frame of the view, from view_test_snapshot_frame (), at
 * the canvas point @point.
 */
static const guchar *
band_pixel (Fixture                *fixture,
            const guchar           *frame,
            const graphene_point_t *point)
{
  FlowGtkViewport *viewport = flow_gtk_view_get_viewport (FLOW_GTK_VIEW (fixture->view));
  int width = gtk_widget_get_width (fixture->view);
  graphene_point_t p;

  flow_gtk_viewport_canvas_to_widget (viewport, point, &p);

  return frame + ((gsize) p.y * width + (gsize) p.x) * 4;
}

/* A node selected, and drawn so for a few frames (its style and its
 * drawing caught up with the selection), is exported unselected all the
 * same, and the canvas goes on drawing it selected.
 */
static void
test_export_selected_before (Fixture       *fixture,
                             gconstpointer  data)
{
  FlowNode *chosen[] = { fixture->a, fixture->b };
  GtkSelectionModel *selection = flow_gtk_view_get_selection (FLOW_GTK_VIEW (fixture->view));
  g_autoptr(GFile) file = file_in (fixture, "selected-before.png");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guchar *before = NULL;
  g_autofree guchar *after = NULL;
  graphene_rect_t area, bounds;
  graphene_point_t header, band;
  guint n_cairo_nodes;
  GdkRGBA pixel;

  gtk_selection_model_select_item (selection, 0, TRUE);
  gtk_selection_model_select_item (selection, 1, FALSE);
  view_test_run_frames (fixture->window, 3);
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), fixture->a, &bounds));
  header_of (fixture, fixture->a, &header);
  band = GRAPHENE_POINT_INIT (header.x, bounds.origin.y - 2);
  before = view_test_snapshot_frame (fixture->view, &n_cairo_nodes);
  /* The view draws the band there: not the canvas a little above it. */
  g_assert_true (memcmp (band_pixel (fixture, before, &band), band_pixel (fixture, before, &GRAPHENE_POINT_INIT (header.x, bounds.origin.y - 10)), 4) != 0);

  export (fixture, file, FLOW_GTK_EXPORT_PNG,
          FLOW_GTK_EXPORT_SELECTION | FLOW_GTK_EXPORT_TRANSPARENT, 1);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  expected_area (fixture, chosen, G_N_ELEMENTS (chosen), &area);

  /* No selection band above A. */
  pixel_at (texture, &area, 1, band.x, band.y, &pixel);
  g_assert_cmpfloat (pixel.alpha, ==, 0);

  /* And the view still draws the selection, as before. */
  view_test_run_frames (fixture->window, 3);
  g_assert_true (gtk_widget_get_state_flags (GTK_WIDGET (flow_gtk_view_get_node_widget (FLOW_GTK_VIEW (fixture->view), fixture->a))) & GTK_STATE_FLAG_SELECTED);
  after = view_test_snapshot_frame (fixture->view, &n_cairo_nodes);
  g_assert_cmpmem (band_pixel (fixture, before, &band), 4, band_pixel (fixture, after, &band), 4);
}

static void
test_export_svg (Fixture       *fixture,
                 gconstpointer  data)
{
  FlowNode *all[] = { fixture->a, fixture->b, fixture->far };
  g_autoptr(GFile) file = file_in (fixture, "graph.svg");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  graphene_rect_t area;

  export (fixture, file, FLOW_GTK_EXPORT_SVG, FLOW_GTK_EXPORT_DEFAULT, 1);

  /* An SVG document in pixels, with the titles as text (cairo writes
   * glyphs as symbols) and nothing as a picture: GTK draws a border of
   * several colours with a mesh pattern, which cairo gives in SVG only as
   * a picture of the whole page, titles included.
   */
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "<svg"));
  g_assert_nonnull (strstr (contents, "px\""));
  g_assert_nonnull (strstr (contents, "id=\"glyph"));
  g_assert_null (strstr (contents, "<image"));

  /* ...that an SVG renderer draws as the PNG is drawn. */
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  expected_area (fixture, all, G_N_ELEMENTS (all), &area);
  check_picture (fixture, texture, &area, 1);

  /* Vectors at any scale: a picture of the page at 16 times was too
   * large for cairo.
   */
  g_clear_pointer (&contents, g_free);
  export (fixture, file, FLOW_GTK_EXPORT_SVG, FLOW_GTK_EXPORT_DEFAULT, 16);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_null (strstr (contents, "<image"));

  /* Dark and high contrast alike. */
  for (guint i = 0; i < 2; i++)
    {
      flow_gtk_test_set_theme (i == 0 ? "dark" : "high-contrast");
      view_test_run_frames (fixture->window, 2);
      g_clear_pointer (&contents, g_free);
      export (fixture, file, FLOW_GTK_EXPORT_SVG, FLOW_GTK_EXPORT_DEFAULT, 1);
      g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_null (strstr (contents, "<image"));
    }
  flow_gtk_test_set_theme ("light");

  /* An application's style with a border of several colours: the
   * headers become pictures of their own areas, the rest stays vectors
   * (under SVG 1.1 the whole page was one picture, wires included).
   */
  {
    g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

    gtk_css_provider_load_from_data (provider, "node > header { border-top: 2px solid red; }", -1);
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    view_test_run_frames (fixture->window, 2);
    g_clear_pointer (&contents, g_free);
    export (fixture, file, FLOW_GTK_EXPORT_SVG, FLOW_GTK_EXPORT_DEFAULT, 1);
    gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                   GTK_STYLE_PROVIDER (provider));
    g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_nonnull (strstr (contents, "<image"));
    g_assert_nonnull (strstr (contents, "<path"));
  }
}

static void
test_export_pdf (Fixture       *fixture,
                 gconstpointer  data)
{
  FlowNode *all[] = { fixture->a, fixture->b, fixture->far };
  g_autoptr(GFile) file = file_in (fixture, "graph.pdf");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *command = g_strdup_printf ("pdfinfo %s", path);
  g_autofree char *out = NULL;
  graphene_rect_t area;
  int status;

  export (fixture, file, FLOW_GTK_EXPORT_PDF, FLOW_GTK_EXPORT_DEFAULT, 0.5);

  /* One page, of the graph's size at half scale, in points. */
  g_assert_true (g_spawn_command_line_sync (command, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  {
    g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
    int pages = -1;
    double page_width = -1, page_height = -1;

    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (g_str_has_prefix (lines[i], "Pages:"))
          pages = atoi (lines[i] + strlen ("Pages:"));
        else if (g_str_has_prefix (lines[i], "Page size:"))
          g_assert_cmpint (sscanf (lines[i] + strlen ("Page size:"), " %lf x %lf",
                                   &page_width, &page_height), ==, 2);
      }

    expected_area (fixture, all, G_N_ELEMENTS (all), &area);
    g_assert_cmpint (pages, ==, 1);
    g_assert_cmpfloat_with_epsilon (page_width, ceil (area.size.width * 0.5), 1);
    g_assert_cmpfloat_with_epsilon (page_height, ceil (area.size.height * 0.5), 1);
  }
}

static void
test_export_failures (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = file_in (fixture, "kept.png");
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  FlowGtkExportFormat format;

  g_assert_true (g_file_replace_contents (file, "kept", 4, NULL, FALSE, 0, NULL, NULL, &error));
  g_assert_no_error (error);

  /* Nothing selected: nothing to export, and the file stays. */
  g_assert_false (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, FLOW_GTK_EXPORT_PNG,
                                        FLOW_GTK_EXPORT_SELECTION, 1, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  /* Too many pixels for a PNG. */
  g_assert_false (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, FLOW_GTK_EXPORT_PNG,
                                        FLOW_GTK_EXPORT_DEFAULT, 60, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "32,767"));
  g_clear_error (&error);

  /* A cancelled export does not replace the file either. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();

    g_cancellable_cancel (cancellable);
    g_assert_false (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, FLOW_GTK_EXPORT_SVG,
                                          FLOW_GTK_EXPORT_DEFAULT, 1, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
  }

  /* Nodes too far apart for a page: beyond cairo's reach, and beyond
   * the range of a float, where the view's bounds are infinite.
   */
  for (guint i = 0; i < 2; i++)
    {
      flow_node_set_x (fixture->far, i == 0 ? 1e30 : 1e39);
      view_test_run_frames (fixture->window, 2);
      g_assert_false (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, FLOW_GTK_EXPORT_SVG,
                                            FLOW_GTK_EXPORT_DEFAULT, 1, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
      g_clear_error (&error);
      g_assert_false (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, FLOW_GTK_EXPORT_PNG,
                                            FLOW_GTK_EXPORT_DEFAULT, 1, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
      g_clear_error (&error);
    }
  flow_node_set_x (fixture->far, 1400);

  /* A view not shown cannot draw its nodes (GTK draws no widget that is
   * not mapped): a programmer error, which draws no picture of wires
   * alone.
   */
  gtk_widget_set_visible (fixture->window, FALSE);
  g_test_expect_message ("FlowGtk", G_LOG_LEVEL_CRITICAL, "*gtk_widget_get_mapped*");
  g_assert_false (flow_gtk_view_export (FLOW_GTK_VIEW (fixture->view), file, FLOW_GTK_EXPORT_PNG,
                                        FLOW_GTK_EXPORT_DEFAULT, 1, NULL, &error));
  g_test_assert_expected_messages ();
  g_assert_no_error (error);

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_assert_cmpstr (contents, ==, "kept");

  /* Formats by name. */
  g_assert_true (flow_gtk_export_format_for_filename ("a.PNG", &format));
  g_assert_cmpint (format, ==, FLOW_GTK_EXPORT_PNG);
  g_assert_true (flow_gtk_export_format_for_filename ("dir.svg/graph.pdf", &format));
  g_assert_cmpint (format, ==, FLOW_GTK_EXPORT_PDF);
  g_assert_false (flow_gtk_export_format_for_filename ("graph.flow", &format));
}

/* Frames are drawn as on the canvas: their rectangles below the wires,
 * without the grip; collapsed, the nodes hidden in them are not drawn and
 * their wires end at the title bar.
 */
static void
test_export_frames (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(FlowNode) frame = flow_frame_new ();
  g_autoptr(GFile) file = file_in (fixture, "frames.png");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  FlowNode *all[] = { frame, fixture->b, fixture->far };
  FlowGtkWireRecord *wire;
  FlowConnection *connection;
  graphene_rect_t area, box;
  graphene_point_t header, middle;
  GdkRGBA canvas, pixel;

  canvas_color (fixture, &canvas);
  flow_frame_set_bounds (FLOW_FRAME (frame), 10, 0, 240, 180);
  flow_frame_set_color (FLOW_FRAME (frame), FLOW_FRAME_COLOR_BLUE);
  flow_graph_add_node (fixture->graph, frame);
  view_test_run_frames (fixture->window, 3);
  g_assert_true (flow_frame_find_for_node (fixture->a) == FLOW_FRAME (frame));

  /* Open: the body of the frame, below A, is the frame's colour. */
  export (fixture, file, FLOW_GTK_EXPORT_PNG, FLOW_GTK_EXPORT_DEFAULT, 1);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  expected_area (fixture, all, G_N_ELEMENTS (all), &area);
  pixel_at (texture, &area, 1, 20, 170, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));
  /* Where a line of the grip is on the canvas, the frame's colour
   * alone.
   */
  {
    GdkRGBA body;

    pixel_at (texture, &area, 1, 240, 160, &body);
    pixel_at (texture, &area, 1, 244, 173, &pixel);
    g_assert_true (flow_gtk_test_rgba_close (&pixel, &body, 0.02));
  }
  header_of (fixture, fixture->a, &header);
  g_clear_object (&texture);

  /* Collapsed: A is not drawn, the wire to B leaves the title bar. */
  flow_frame_set_collapsed (FLOW_FRAME (frame), TRUE);
  view_test_run_frames (fixture->window, 3);
  g_assert_true (flow_gtk_view_get_node_bounds (FLOW_GTK_VIEW (fixture->view), frame, &box));
  g_assert_cmpfloat (header.y, >, box.origin.y + box.size.height);
  export (fixture, file, FLOW_GTK_EXPORT_PNG, FLOW_GTK_EXPORT_DEFAULT, 1);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  expected_area (fixture, all, G_N_ELEMENTS (all), &area);
  pixel_at (texture, &area, 1, header.x, header.y, &pixel);
  g_assert_true (flow_gtk_test_rgba_close (&pixel, &canvas, 0.02));

  connection = g_list_model_get_item (flow_dock_get_connections (flow_node_get_dock (fixture->b, "in")), 0);
  g_object_unref (connection);
  wire = flow_gtk_layout_lookup_wire (_flow_gtk_view_get_layout (FLOW_GTK_VIEW (fixture->view)), connection);
  g_assert_cmpfloat (wire->curve.p0.y, <, box.origin.y + box.size.height);
  flow_gtk_bezier_point_at (&wire->curve, 0.5, &middle);
  pixel_at (texture, &area, 1, middle.x, middle.y, &pixel);
  g_assert_false (flow_gtk_test_rgba_close (&pixel, &canvas, 0.1));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("/flow-gtk/export/png", test_export_png);
  ADD ("/flow-gtk/export/after-change", test_export_after_change);
  ADD ("/flow-gtk/export/transparent-selection", test_export_transparent_selection);
  ADD ("/flow-gtk/export/selected-before", test_export_selected_before);
  ADD ("/flow-gtk/export/svg", test_export_svg);
  ADD ("/flow-gtk/export/pdf", test_export_pdf);
  ADD ("/flow-gtk/export/failures", test_export_failures);
  ADD ("/flow-gtk/export/frames", test_export_frames);

  return g_test_run ();
}

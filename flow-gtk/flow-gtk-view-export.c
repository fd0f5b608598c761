/* flow-gtk-view-export.c: the graph, or the selection, drawn into a PNG,
 * SVG or PDF file with cairo, from the model and the node widgets, at any
 * scale: flow_gtk_view_export ().
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-export.h"

#include "flow-gtk-i18n-private.h"
#include "flow-gtk-node-factory-private.h"
#include "flow-gtk-view-private.h"
#include "flow-gtk-wire-private.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>

/* Implementation notes
 *
 * What is drawn is what the canvas shows at zoom 1, without the things of
 * the moment (selection, focus, hover, the grips of frames) and without
 * the grid: the canvas colour, the rectangles of frames, the wires in
 * their type colours, and each node as its widget draws itself, frames
 * first, below the others; nodes hidden in a collapsed frame are not
 * drawn, and their wires end at its title bar, as on the canvas. A node's widget is snapshotted (GtkWidgetPaintable) and
 * the render node drawn with gsk_render_node_draw (), which draws text
 * and curves as such into SVG and PDF. GTK draws a border of several
 * colours with a mesh pattern, which cairo cannot write as SVG: it draws
 * the area as a picture, only that area in SVG 1.2, the version the
 * export asks for, the whole page in SVG 1.1. The library's style gives
 * every border one colour for all sides, so that its nodes are vectors
 * throughout. Nodes that have no widget (out of
 * sight, or zoomed out) get one from the view's factory for the moment of
 * their drawing, parented to the view so that they are styled as the
 * others, and torn down before the function returns: no frame ever sees
 * them. That costs about a millisecond a node, so exporting 100,000 nodes
 * takes minutes; nothing is drawn for nodes as boxes, since a picture of
 * a graph is for reading. Node widgets that changed since the last frame
 * (a longer title) are measured and allocated first, as the view's next
 * allocation would, so that they are drawn, and the page laid out, at
 * their new size.
 *
 * Files are written through g_file_replace (): a failed or cancelled
 * export leaves an existing file as it was.
 *
 * Rejected: a screenshot of the window (only what is on screen, in
 * pixels) and GTK's own renderers (GskRenderer renders textures, not
 * vector files).
 */

#define EXPORT_MARGIN 24.0   /* canvas units around the nodes */
#define MAX_PNG_SIDE  32767  /* cairo's limit */
/* cairo's coordinates are fixed-point numbers of 24 bits and 8: beyond
 * this, in points, they wrap, and a drawing comes out empty or broken.
 */
#define MAX_PAGE_SIDE 8388607

typedef struct
{
  GOutputStream *stream;
  GCancellable  *cancellable;
  GError        *error;
} Writer;

static cairo_status_t
write_cb (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  Writer *writer = closure;

  if (writer->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;

  if (!g_output_stream_write_all (writer->stream, data, length, NULL,
                                  writer->cancellable, &writer->error))
    return CAIRO_STATUS_WRITE_ERROR;

  return CAIRO_STATUS_SUCCESS;
}

/**
 * flow_gtk_export_format_for_filename:
 * @filename: a file name
 * @format: (out): return location for the format
 *
 * Tells the format of a file name by its extension, `.png`, `.svg` or
 * `.pdf`, in any case.
 *
 * Returns: `TRUE` if the extension names a format
 */
gboolean
flow_gtk_export_format_for_filename (const char          *filename,
                                     FlowGtkExportFormat *format)
{
  static const struct {
    const char *suffix;
    FlowGtkExportFormat format;
  } suffixes[] = {
    { ".png", FLOW_GTK_EXPORT_PNG },
    { ".svg", FLOW_GTK_EXPORT_SVG },
    { ".pdf", FLOW_GTK_EXPORT_PDF },
  };
  g_autofree char *lower = NULL;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  lower = g_ascii_strdown (filename, -1);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (lower, suffixes[i].suffix))
      {
        *format = suffixes[i].format;
        return TRUE;
      }

  return FALSE;
}

/* Frames below the other nodes, the larger below the smaller (which
 * they may hold); the others in the graph's order.
 */
static int
compare_drawing_order (gconstpointer a,
                       gconstpointer b)
{
  const FlowGtkNodeRecord *ra = *(FlowGtkNodeRecord **)a;
  const FlowGtkNodeRecord *rb = *(FlowGtkNodeRecord **)b;
  gboolean fa = FLOW_IS_FRAME (ra->node), fb = FLOW_IS_FRAME (rb->node);

  if (fa != fb)
    return fa ? -1 : 1;

  if (fa)
    {
      double area_a = ra->item.bounds.size.width * ra->item.bounds.size.height;
      double area_b = rb->item.bounds.size.width * rb->item.bounds.size.height;

      if (area_a != area_b)
        return area_a > area_b ? -1 : 1;
    }

  return ra->position < rb->position ? -1 : ra->position > rb->position;
}

/* The nodes to draw, in the order to draw them; not those hidden in a
 * collapsed frame.
 */
static GPtrArray *
collect_records (FlowGtkView        *self,
                 FlowGtkExportFlags  flags,
                 graphene_rect_t    *bounds)
{
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (self);
  GtkSelectionModel *selection = flow_gtk_view_get_selection (self);
  GPtrArray *records = g_ptr_array_new ();
  guint n = flow_gtk_layout_get_n_nodes (layout);

  for (guint i = 0; i < n; i++)
    {
      FlowGtkNodeRecord *record = flow_gtk_layout_get_node (layout, i);

      if (record->collapsed_into != NULL ||
          ((flags & FLOW_GTK_EXPORT_SELECTION) &&
           !gtk_selection_model_is_selected (selection, record->position)))
        continue;

      if (records->len == 0)
        *bounds = record->item.bounds;
      else
        graphene_rect_union (bounds, &record->item.bounds, bounds);

      g_ptr_array_add (records, record);
    }

  g_ptr_array_sort (records, compare_drawing_order);

  return records;
}

/* What stands for @record on the canvas: the collapsed frame it is
 * hidden in, or itself.
 */
static inline FlowGtkNodeRecord *
shown_as (FlowGtkNodeRecord *record)
{
  return record->collapsed_into != NULL ? record->collapsed_into : record;
}

static void
draw_wires (FlowGtkView *self,
            cairo_t     *cr,
            GHashTable  *drawn)
{
  FlowGtkWireRenderer *wires = _flow_gtk_view_get_wire_renderer (self);
  FlowGtkLayout *layout = _flow_gtk_view_get_layout (self);
  guint n = flow_gtk_layout_get_n_wires (layout);

  cairo_set_line_width (cr, FLOW_GTK_WIRE_WIDTH);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  for (guint i = 0; i < n; i++)
    {
      FlowGtkWireRecord *wire = flow_gtk_layout_get_wire (layout, i);
      FlowDock *source = FLOW_DOCK (flow_connection_get_source (wire->connection));
      const GdkRGBA *color;

      /* When both its ends are drawn, or hidden in a collapsed frame that
       * is; not both hidden, as on the canvas.
       */
      if (!g_hash_table_contains (drawn, shown_as (wire->source)) ||
          !g_hash_table_contains (drawn, shown_as (wire->sink)) ||
          (wire->source->collapsed_into != NULL && wire->sink->collapsed_into != NULL))
        continue;

      color = flow_gtk_wire_renderer_get_type_color (wires, flow_dock_get_value_type (source));
      cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
      flow_gtk_bezier_to_cairo (&wire->curve, cr);
      cairo_stroke (cr);
    }
}

/* GTK keeps the render node a widget drew last, and draws it anew only
 * once a frame has restyled the widget: a state changed just before a
 * snapshot would not show in it (a node selected on the canvas was
 * exported selected), and the node drawn for the export would stay on
 * the canvas after the state is given back. Asked to draw again, each
 * widget takes its style from its state of now.
 */
static void
queue_draw_all (GtkWidget *widget)
{
  GtkWidget *child;

  gtk_widget_queue_draw (widget);
  for (child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

/* Draws the widget of @record with its top left corner at (@x, @y), as it
 * looks when nothing is selected, focused or hovered.
 */
static void
draw_node (FlowGtkView       *self,
           cairo_t           *cr,
           FlowGtkNodeRecord *record,
           double             x,
           double             y)
{
  const GtkStateFlags moment = GTK_STATE_FLAG_SELECTED | GTK_STATE_FLAG_FOCUSED |
                               GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUS_WITHIN |
                               GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE;
  FlowGtkNodeFactory *factory = flow_gtk_view_get_factory (self);
  g_autoptr(GskRenderNode) node = NULL;
  graphene_point_t offset;
  GtkWidget *parent;
  FlowGtkNode *temporary = NULL;
  GtkWidget *widget;
  GtkStateFlags flags;
  GtkSnapshot *snapshot;

  if (record->widget != NULL)
    widget = GTK_WIDGET (record->widget);
  else
    {
      int width, height;

      temporary = _flow_gtk_node_factory_create (factory);
      _flow_gtk_node_factory_bind (factory, temporary, record->node);
      widget = GTK_WIDGET (temporary);
      gtk_widget_set_parent (widget, GTK_WIDGET (self));
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
      width = MAX (width, (int) ceil (record->item.bounds.size.width));
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
      height = MAX (height, (int) ceil (record->item.bounds.size.height));
      gtk_widget_allocate (widget, width, height, -1, NULL);
    }

  flags = gtk_widget_get_state_flags (widget);
  gtk_widget_unset_state_flags (widget, moment);
  if (flags & moment)
    queue_draw_all (widget);

  /* The widget as its parent draws it, moved to the origin. */
  parent = gtk_widget_get_parent (widget);
  if (!gtk_widget_compute_point (widget, parent, &GRAPHENE_POINT_INIT (0, 0), &offset))
    offset = GRAPHENE_POINT_INIT (0, 0);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-offset.x, -offset.y));
  gtk_widget_snapshot_child (parent, widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);

  gtk_widget_set_state_flags (widget, flags & moment, FALSE);
  if (flags & moment)
    queue_draw_all (widget);

  if (node != NULL)
    {
      cairo_save (cr);
      cairo_translate (cr, x, y);
      gsk_render_node_draw (node, cr);
      cairo_restore (cr);
    }

  if (temporary != NULL)
    {
      _flow_gtk_node_factory_unbind (factory, temporary);
      _flow_gtk_node_factory_teardown (factory, temporary);
      gtk_widget_unparent (widget);
    }
}

static void
draw (FlowGtkView           *self,
      cairo_t               *cr,
      GPtrArray             *records,
      const graphene_rect_t *area,
      FlowGtkExportFlags     flags)
{
  g_autoptr(GHashTable) drawn = g_hash_table_new (NULL, NULL);
  gboolean rtl = _flow_gtk_view_is_rtl (self);

  for (guint i = 0; i < records->len; i++)
    g_hash_table_add (drawn, records->pdata[i]);

  if (!(flags & FLOW_GTK_EXPORT_TRANSPARENT))
    {
      const GdkRGBA *canvas = flow_gtk_wire_renderer_get_canvas_color (_flow_gtk_view_get_wire_renderer (self));

      cairo_set_source_rgba (cr, canvas->red, canvas->green, canvas->blue, canvas->alpha);
      cairo_paint (cr);
    }

  /* As on the canvas: right to left, the canvas is mirrored, the nodes
   * are not.
   */
  cairo_save (cr);
  if (rtl)
    {
      cairo_translate (cr, 2 * area->origin.x + area->size.width, 0);
      cairo_scale (cr, -1, 1);
    }
  for (guint i = 0; i < records->len; i++)
    if (FLOW_IS_FRAME (((FlowGtkNodeRecord *)records->pdata[i])->node))
      flow_gtk_wire_renderer_draw_frame (_flow_gtk_view_get_wire_renderer (self), cr,
                                         records->pdata[i], 1.0, FALSE);
  draw_wires (self, cr, drawn);
  cairo_restore (cr);

  for (guint i = 0; i < records->len; i++)
    {
      FlowGtkNodeRecord *record = records->pdata[i];
      const graphene_rect_t *b = &record->item.bounds;
      double x = b->origin.x;

      if (rtl)
        x = 2 * area->origin.x + area->size.width - b->origin.x - b->size.width;

      draw_node (self, cr, record, x, b->origin.y);
    }
}

/**
 * flow_gtk_view_export:
 * @self: a view
 * @file: the file to write
 * @format: the kind of file
 * @flags: what to draw
 * @scale: the size of a canvas unit in the file: in pixels for PNG, in
 *   points for SVG and PDF; 1 is the canvas at 100 %; more than 0 and at
 *   most 64
 * @cancellable: (nullable): a cancellable
 * @error: return location for an error
 *
 * Draws the graph @self shows, or its selected nodes with the connections
 * between them, into @file: the wires in their colours and each node as
 * its widget draws itself, on the canvas colour unless
 * `FLOW_GTK_EXPORT_TRANSPARENT` is given, without the grid, and as if
 * nothing were selected or focused. SVG and PDF keep text and curves as
 * such, so they print sharp at any size; in SVG, what a node's style
 * draws that SVG cannot hold (a border of several colours) is a picture
 * of its own area. Icons are pictures in every format.
 *
 * It works whatever part of the graph the view shows: nodes that have no
 * widget get one for the moment they are drawn, about a millisecond a
 * node. It must be called from the main thread, with @self shown
 * (mapped): GTK draws no widget that is not, and a view in a window not
 * presented, or on a page of a stack not shown, would draw the wires
 * alone.
 *
 * Fails, writing nothing, with `G_IO_ERROR_INVALID_ARGUMENT` when there is
 * nothing to draw (an empty graph, no selection) or a PNG would be larger
 * than 32,767 pixels on a side, and with the error of @file when it cannot
 * be written. An existing @file is replaced only when the new one is
 * complete.
 *
 * Returns: `TRUE` if @file was written
 */
gboolean
flow_gtk_view_export (FlowGtkView          *self,
                      GFile                *file,
                      FlowGtkExportFormat   format,
                      FlowGtkExportFlags    flags,
                      double                scale,
                      GCancellable         *cancellable,
                      GError              **error)
{
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autoptr(GCancellable) abandon = NULL;
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  Writer writer = { NULL, cancellable, NULL };
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  cairo_t *cr;
  double width, height;

  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (format <= FLOW_GTK_EXPORT_PDF, FALSE);
  g_return_val_if_fail (scale > 0 && scale <= 64, FALSE);
  g_return_val_if_fail (gtk_widget_get_mapped (GTK_WIDGET (self)), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Node widgets changed since the last frame, at their new size. */
  _flow_gtk_view_allocate_nodes (self);

  records = collect_records (self, flags, &area);
  if (records->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           (flags & FLOW_GTK_EXPORT_SELECTION) ?
                           _("No node is selected: there is nothing to export.") :
                           _("The graph has no nodes: there is nothing to export."));
      return FALSE;
    }

  graphene_rect_inset (&area, -EXPORT_MARGIN, -EXPORT_MARGIN);
  width = ceil (area.size.width * scale);
  height = ceil (area.size.height * scale);

  /* Nodes far out (a file may place them anywhere) make a page cairo
   * cannot draw; refused before any file is made.
   */
  if (!isfinite (width) || !isfinite (height) ||
      (format != FLOW_GTK_EXPORT_PNG && (width > MAX_PAGE_SIDE || height > MAX_PAGE_SIDE)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The nodes are too far apart to be drawn on one page. "
                             "Export the selection, or move them closer."));
      return FALSE;
    }

  if (format == FLOW_GTK_EXPORT_PNG && (width > MAX_PNG_SIDE || height > MAX_PNG_SIDE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The picture would be %.0f × %.0f pixels, more than the "
                     "32,767 a side a PNG file can have here. Export at a smaller "
                     "scale, or as SVG or PDF."),
                   width, height);
      return FALSE;
    }

  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                           cancellable, error);
  if (stream == NULL)
    return FALSE;
  writer.stream = G_OUTPUT_STREAM (stream);

  switch (format)
    {
    case FLOW_GTK_EXPORT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
      break;
    case FLOW_GTK_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (write_cb, &writer, width, height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      /* What SVG cannot hold (a mesh pattern: a border of several
       * colours) becomes a picture of its own area only; under SVG 1.1,
       * cairo's default, of the whole page, too large at high scales.
       */
      cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_2);
      break;
    case FLOW_GTK_EXPORT_PDF:
    default:
      surface = cairo_pdf_surface_create_for_stream (write_cb, &writer, width, height);
      /* Not translated: the name of the library, in the file's metadata. */
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Flow");
      break;
    }

  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -area.origin.x, -area.origin.y);
  draw (self, cr, records, &area, flags);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == FLOW_GTK_EXPORT_PNG)
    status = cairo_surface_write_to_png_stream (surface, write_cb, &writer);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (writer.error == NULL && status != CAIRO_STATUS_SUCCESS)
    g_set_error (&writer.error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 _("The picture could not be drawn: %s"), cairo_status_to_string (status));

  if (writer.error != NULL)
    {
      /* Closing cancelled drops the new file and keeps the old one. */
      abandon = g_cancellable_new ();
      g_cancellable_cancel (abandon);
      g_output_stream_close (G_OUTPUT_STREAM (stream), abandon, NULL);
      g_propagate_error (error, writer.error);
      return FALSE;
    }

  return g_output_stream_close (G_OUTPUT_STREAM (stream), cancellable, error);
}

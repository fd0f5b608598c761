/* flow-gtk-cairo-frame.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-cairo-frame-private.h"

#include "flow-gtk-tile-cache-private.h"

#include <math.h>
#include <pango/pangocairo.h>

/* FlowGtkCairoFrame: the one seam behind which the view keeps what it
 * does only for GTK 4.8's cairo renderer, for one frame at a time. With
 * any other renderer the view draws its node widgets as GTK would, and
 * none of this runs.
 *
 * GTK 4.8's cairo renderer repaints the whole view on every pan and
 * rasterizes each node widget's borders, dots and text again; it replays
 * every cairo node into a new image before blending it, and converts a
 * texture node pixel by pixel every time it draws one. So, with it:
 *
 * - node pictures: each node widget is rasterized once per zoom into a
 *   picture, which pans blit (flow_gtk_cairo_frame_draw_node ()), its rounded backgrounds
 *   and one-colour borders filled directly rather than through cairo
 *   clips (flow_gtk_cairo_draw_picture_node ());
 * - composed frames: a frame that repaints about the whole view (a zoom,
 *   a drag of most of it) is drawn into one cairo node per cell
 *   (flow-gtk-composer.c) rather than one per tile, group of live wires
 *   and picture;
 * - tiles and pictures are cairo nodes, not texture nodes (the tile
 *   cache's use_cairo).
 *
 * `docs/view.md` gives the figures of each.
 *
 * Implementation notes: when to drop it. All of it goes, this file and
 * flow-gtk-composer.c and the tile cache's cairo nodes, once the oldest
 * GTK the library supports no longer draws with the cairo renderer
 * where an application runs: from GTK 4.14 the default renderer is the
 * new GL renderer (ngl) on X11 and Wayland, and cairo is only the
 * fallback of systems without GL. Until then the GL renderer is measured
 * without it (`flow-bench` with GSK_RENDERER=gl), and must stay within
 * the view's targets that way.
 */

/* The largest side of a node picture, in pixels (4,096 × 4,096 × 4
 * bytes is 64 MiB); a larger node is drawn without one.
 */
#define MAX_PICTURE_SIDE 4096

struct _FlowGtkCairoFrame
{
  GtkWidget         *widget;
  FlowGtkComposer   *composer;
  FlowGtkCairoStats *stats;
  int                scale;
};

/* A node widget rasterized once per zoom. */
struct _FlowGtkNodePicture
{
  cairo_surface_t *surface;
  /* The widget's render node it was made from, and the one that draws it. */
  GskRenderNode   *node;
  GskRenderNode   *render;
  graphene_rect_t  bounds;
  double           zoom;
};

/* Whether @widget draws with the cairo renderer. */
gboolean
flow_gtk_cairo_frame_applies (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);

  return native != NULL && GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native));
}

/* Starts a frame of @widget, composed into cells if @compose; drawn
 * mirrored (right to left) until flow_gtk_cairo_frame_unmirror () if
 * @mirrored. NULL when the renderer is not cairo.
 */
FlowGtkCairoFrame *
flow_gtk_cairo_frame_begin (GtkWidget         *widget,
                            gboolean           compose,
                            gboolean           mirrored,
                            FlowGtkCairoStats *stats)
{
  FlowGtkCairoFrame *self;

  if (!flow_gtk_cairo_frame_applies (widget))
    return NULL;

  self = g_new0 (FlowGtkCairoFrame, 1);
  self->widget = widget;
  self->stats = stats;
  self->scale = gtk_widget_get_scale_factor (widget);

  if (compose)
    {
      self->composer = flow_gtk_composer_new (gtk_widget_get_width (widget),
                                              gtk_widget_get_height (widget));
      flow_gtk_composer_set_mirrored (self->composer, mirrored);
    }

  return self;
}

/* The composer of a composed frame, NULL otherwise. */
FlowGtkComposer *
flow_gtk_cairo_frame_get_composer (FlowGtkCairoFrame *self)
{
  return self != NULL ? self->composer : NULL;
}

/* From here on, what is drawn is not mirrored (node widgets). */
void
flow_gtk_cairo_frame_unmirror (FlowGtkCairoFrame *self)
{
  if (self != NULL && self->composer != NULL)
    flow_gtk_composer_set_mirrored (self->composer, FALSE);
}

/* Pictures, drawn a little more cheaply than GTK draws them
 *
 * GTK draws a background with rounded corners (a node, its header, each
 * dot) as a solid colour under a rounded clip. cairo composites a fill
 * under a clip that is not a rectangle through a mask of the clip's
 * shape, made for the occasion: that was the most of a picture's cost.
 * The same colour filled in the clip's own shape draws the same pixels,
 * antialiased by the same rasterizer, without the mask.
 */

/* Adds the outline of @rect, with elliptical corners, to the path. */
static void
rounded_rect_path (cairo_t              *cr,
                   const GskRoundedRect *rect)
{
  const graphene_rect_t *b = &rect->bounds;
  /* Centre of each corner's ellipse, in the order of GskCorner: top
   * left, top right, bottom right, bottom left; and the angle each
   * corner's arc starts from.
   */
  const double cx[4] = { b->origin.x + rect->corner[0].width,
                         b->origin.x + b->size.width - rect->corner[1].width,
                         b->origin.x + b->size.width - rect->corner[2].width,
                         b->origin.x + rect->corner[3].width };
  const double cy[4] = { b->origin.y + rect->corner[0].height,
                         b->origin.y + rect->corner[1].height,
                         b->origin.y + b->size.height - rect->corner[2].height,
                         b->origin.y + b->size.height - rect->corner[3].height };

  cairo_new_sub_path (cr);
  for (guint i = 0; i < 4; i++)
    {
      double start = G_PI * (1.0 + 0.5 * i);

      if (rect->corner[i].width <= 0 || rect->corner[i].height <= 0)
        {
          cairo_line_to (cr,
                         i == 0 || i == 3 ? b->origin.x : b->origin.x + b->size.width,
                         i < 2 ? b->origin.y : b->origin.y + b->size.height);
          continue;
        }

      cairo_save (cr);
      cairo_translate (cr, cx[i], cy[i]);
      cairo_scale (cr, rect->corner[i].width, rect->corner[i].height);
      cairo_arc (cr, 0, 0, 1, start, start + G_PI / 2);
      cairo_restore (cr);
    }
  cairo_close_path (cr);
}

/* Draws @node into @cr as gsk_render_node_draw () does (to within
 * antialiasing), filling a solid colour under a rounded clip in the
 * clip's shape and a border of one colour between its outlines.
 */
void
flow_gtk_cairo_draw_picture_node (GskRenderNode *node,
                                  cairo_t       *cr)
{
  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        flow_gtk_cairo_draw_picture_node (gsk_container_node_get_child (node, i), cr);
      return;

    case GSK_TRANSFORM_NODE:
      {
        GskTransform *transform = gsk_transform_node_get_transform (node);
        float dx, dy;

        if (gsk_transform_get_category (transform) < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          break;

        gsk_transform_to_translate (transform, &dx, &dy);
        cairo_save (cr);
        cairo_translate (cr, dx, dy);
        flow_gtk_cairo_draw_picture_node (gsk_transform_node_get_child (node), cr);
        cairo_restore (cr);
        return;
      }

    case GSK_ROUNDED_CLIP_NODE:
      {
        const GskRoundedRect *clip = gsk_rounded_clip_node_get_clip (node);
        GskRenderNode *child = gsk_rounded_clip_node_get_child (node);
        graphene_rect_t child_bounds;

        if (gsk_render_node_get_node_type (child) != GSK_COLOR_NODE)
          break;

        gsk_render_node_get_bounds (child, &child_bounds);
        if (!flow_gtk_rect_contains_rect (&child_bounds, &clip->bounds))
          break;

        gdk_cairo_set_source_rgba (cr, gsk_color_node_get_color (child));
        rounded_rect_path (cr, clip);
        cairo_fill (cr);
        return;
      }

    case GSK_BORDER_NODE:
      {
        const GskRoundedRect *outline = gsk_border_node_get_outline (node);
        const float *widths = gsk_border_node_get_widths (node);
        const GdkRGBA *colors = gsk_border_node_get_colors (node);
        const GdkRGBA *color = NULL;
        GskRoundedRect inner;

        /* One colour on every side that shows. */
        for (guint i = 0; i < 4; i++)
          {
            if (widths[i] <= 0)
              continue;
            if (color != NULL && !gdk_rgba_equal (color, &colors[i]))
              {
                color = NULL;
                break;
              }
            color = &colors[i];
          }
        if (color == NULL)
          break;

        inner = *outline;
        gsk_rounded_rect_shrink (&inner, widths[0], widths[1], widths[2], widths[3]);

        gdk_cairo_set_source_rgba (cr, color);
        cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
        rounded_rect_path (cr, outline);
        rounded_rect_path (cr, &inner);
        cairo_fill (cr);
        cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
        return;
      }

    case GSK_TEXT_NODE:
      {
        const graphene_point_t *offset = gsk_text_node_get_offset (node);
        const PangoGlyphInfo *glyphs;
        PangoGlyphString string;
        cairo_matrix_t matrix;
        guint n_glyphs;

        /* Scaled, text is filled as outlines: cairo 1.16 puts each glyph
         * it draws from its cache on a whole pixel, and at a zoom between
         * sizes the rounding shows as uneven gaps ("Multi ply"). At 100 %
         * the hinted advances are whole pixels already.
         */
        cairo_get_matrix (cr, &matrix);
        if ((matrix.xx == 1 && matrix.yy == 1) || gsk_text_node_has_color_glyphs (node))
          break;

        glyphs = gsk_text_node_get_glyphs (node, &n_glyphs);
        string = (PangoGlyphString) { (int) n_glyphs, (PangoGlyphInfo *) glyphs, NULL, 0 };
        cairo_save (cr);
        cairo_move_to (cr, offset->x, offset->y);
        pango_cairo_glyph_string_path (cr, gsk_text_node_get_font (node), &string);
        gdk_cairo_set_source_rgba (cr, gsk_text_node_get_color (node));
        cairo_fill (cr);
        cairo_restore (cr);
        return;
      }

    default:
      break;
    }

  gsk_render_node_draw (node, cr);
}

void
flow_gtk_cairo_clear_picture (FlowGtkNodeRecord *record)
{
  struct _FlowGtkNodePicture *picture = g_steal_pointer (&record->picture);

  if (picture == NULL)
    return;

  g_clear_pointer (&picture->surface, cairo_surface_destroy);
  g_clear_pointer (&picture->node, gsk_render_node_unref);
  g_clear_pointer (&picture->render, gsk_render_node_unref);
  g_free (picture);
}

/* Draws a node widget from a picture of it, rasterized once for the
 * current zoom and redone only when the widget draws something new.
 *
 * GTK keeps the render node of a child that did not change, so the same
 * render node means the same picture: panning blits pictures, like the
 * tiles. Zooming rasterizes them again, within @budget (a monotonic
 * time) when an older picture can stand in, scaled, for a frame or two.
 * Returns FALSE if it used such a stand-in.
 *
 * Input, focus and accessibility still go to the real widget; only its
 * drawing is cached.
 */
gboolean
flow_gtk_cairo_frame_draw_node (FlowGtkCairoFrame *self,
                                GtkSnapshot       *snapshot,
                                FlowGtkNodeRecord *record,
                                GtkWidget         *slot,
                                double             z,
                                gint64             budget)
{
  GtkSnapshot *child_snapshot = gtk_snapshot_new ();
  struct _FlowGtkNodePicture *picture;
  GskRenderNode *full, *inner;
  int scale = self->scale;
  gboolean fresh = TRUE;
  graphene_rect_t rect;

  gtk_widget_snapshot_child (self->widget, slot, child_snapshot);
  full = gtk_snapshot_free_to_node (child_snapshot);
  if (full == NULL)
    return TRUE;

  /* The child's own render node sits under the transform of its
   * allocation; anything else is drawn as it comes. So is a node too
   * large for a picture, which is for a node of ordinary size: a frame
   * around a part of a large graph can be wider than cairo's images go
   * (32,767 pixels; the image failed, and GTK with it) and would take
   * gigabytes, where drawing it is a fill and a border.
   */
  inner = gsk_render_node_get_node_type (full) == GSK_TRANSFORM_NODE
        ? gsk_transform_node_get_child (full) : NULL;
  if (inner != NULL)
    {
      graphene_rect_t b;

      gsk_render_node_get_bounds (inner, &b);
      if (b.size.width * z * scale > MAX_PICTURE_SIDE || b.size.height * z * scale > MAX_PICTURE_SIDE)
        {
          flow_gtk_cairo_clear_picture (record);
          inner = NULL;
        }
    }
  if (inner == NULL)
    {
      if (self->composer != NULL)
        flow_gtk_composer_add_node (self->composer, full);
      else
        gtk_snapshot_append_node (snapshot, full);
      gsk_render_node_unref (full);
      return TRUE;
    }

  picture = record->picture;
  if (picture == NULL ||
      picture->node != inner ||
      picture->zoom != z * scale)
    {
      if (picture != NULL && g_get_monotonic_time () > budget)
        {
          fresh = FALSE;
        }
      else
        {
          graphene_rect_t b;
          int w, h;
          cairo_t *picture_cr;

          gsk_render_node_get_bounds (inner, &b);
          w = MAX (1, (int)ceil (b.size.width * z * scale));
          h = MAX (1, (int)ceil (b.size.height * z * scale));

          flow_gtk_cairo_clear_picture (record);
          picture = record->picture = g_new0 (struct _FlowGtkNodePicture, 1);
          picture->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
          picture_cr = cairo_create (picture->surface);
          cairo_scale (picture_cr, z * scale, z * scale);
          cairo_translate (picture_cr, -b.origin.x, -b.origin.y);
          flow_gtk_cairo_draw_picture_node (inner, picture_cr);
          cairo_destroy (picture_cr);

          picture->node = gsk_render_node_ref (inner);
          picture->bounds = b;
          picture->zoom = z * scale;
          self->stats->pictures_rendered++;
        }
    }

  gsk_render_node_unref (full);

  /* Whole pixels when the picture is at this zoom: no filtering blur. */
  rect.origin.x = record->origin.x + picture->bounds.origin.x * z;
  rect.origin.y = record->origin.y + picture->bounds.origin.y * z;
  rect.size.width = cairo_image_surface_get_width (picture->surface) / (double)scale;
  rect.size.height = cairo_image_surface_get_height (picture->surface) / (double)scale;
  if (fresh)
    {
      rect.origin.x = round (rect.origin.x);
      rect.origin.y = round (rect.origin.y);
    }
  else
    {
      double factor = z * scale / picture->zoom;

      rect.size.width *= factor;
      rect.size.height *= factor;
    }

  if (self->composer != NULL)
    {
      flow_gtk_composer_add_surface (self->composer, picture->surface, &rect);
      return fresh;
    }

  if (fresh && scale == 1)
    {
      /* The same render node as last frame where nothing changed, so that
       * GTK's damage diff skips it.
       */
      if (picture->render == NULL)
        picture->render = flow_gtk_cairo_node_new_for_surface (picture->surface);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &rect.origin);
      gtk_snapshot_append_node (snapshot, picture->render);
      gtk_snapshot_restore (snapshot);
      return TRUE;
    }

  flow_gtk_append_scaled_surface (snapshot, picture->surface, &rect);

  return fresh;
}

/* Draws a child that is not a node widget: into the composer, in its
 * order, or into @snapshot.
 */
void
flow_gtk_cairo_frame_draw_child (FlowGtkCairoFrame *self,
                                 GtkSnapshot       *snapshot,
                                 GtkWidget         *child)
{
  GtkSnapshot *child_snapshot;
  GskRenderNode *node;

  if (self->composer == NULL)
    {
      gtk_widget_snapshot_child (self->widget, child, snapshot);
      return;
    }

  child_snapshot = gtk_snapshot_new ();
  gtk_widget_snapshot_child (self->widget, child, child_snapshot);
  node = gtk_snapshot_free_to_node (child_snapshot);
  if (node != NULL)
    {
      flow_gtk_composer_add_node (self->composer, node);
      gsk_render_node_unref (node);
    }
}

/* Draws what the frame composed, and ends it. */
void
flow_gtk_cairo_frame_end (FlowGtkCairoFrame *self,
                          GtkSnapshot       *snapshot)
{
  if (self == NULL)
    return;

  if (self->composer != NULL)
    {
      self->stats->composed_frames++;
      self->stats->composed_cells += flow_gtk_composer_snapshot (self->composer, snapshot);
      flow_gtk_composer_free (self->composer);
    }

  g_free (self);
}

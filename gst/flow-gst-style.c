/* flow-gst-style.c: how flow-gst looks beyond the theme: the colours
 * of its media kinds and its stylesheet, loaded once for the display.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-style.h"

#include "flow-gst-caps.h"

#include <flow-gtk/flow-gtk.h>

/* The colours of wires and docks by media kind, for light and dark
 * styles and for high contrast: at least 3:1 against the canvas, 4.5:1
 * in high contrast (GNOME's palette).
 */
static void
set_type_colors (GdkDisplay *display)
{
  static const struct
  {
    GType (*get_type) (void);
    const char *light, *dark, *high_contrast, *high_contrast_dark;
  } kinds[] = {
    { flow_gst_audio_get_type, "#26a269", "#33d17a", "#0f7a3a", "#8ff0a4" },
    { flow_gst_video_get_type, "#1c71d8", "#62a0ea", "#1a5fb4", "#99c1f1" },
    { flow_gst_stream_get_type, "#77767b", "#9a9996", "#595959", "#c0bfbc" },
  };
  FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (display);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      GdkRGBA light, dark, high_contrast, high_contrast_dark;

      gdk_rgba_parse (&light, kinds[i].light);
      gdk_rgba_parse (&dark, kinds[i].dark);
      gdk_rgba_parse (&high_contrast, kinds[i].high_contrast);
      gdk_rgba_parse (&high_contrast_dark, kinds[i].high_contrast_dark);
      flow_gtk_type_colors_set_color (colors, kinds[i].get_type (), &light, &dark);
      flow_gtk_type_colors_set_high_contrast_color (colors, kinds[i].get_type (), &high_contrast, &high_contrast_dark);
    }
}

void
flow_gst_style_load (void)
{
  static gboolean done;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (done)
    return;
  done = TRUE;

  set_type_colors (gdk_display_get_default ());

  /* States and messages in the theme's colours, which follow dark
   * styles, pulled towards the text colour (darker on light styles,
   * lighter on dark ones) so that they read at 4.5:1: GTK 4.8's own
   * green is 2.0:1 on white, its red 2.1:1 on its dark grey. Themes and
   * applications may override every colour.
   */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
    /* Shapes, so that colour is not the only cue: audio a dot (the
     * canvas's own), video a square, any other stream a ring. */
    "dock.type-FlowGstVideo { border-radius: 1px; }\n"
    "dock.type-FlowGstStream { background-color: mix(@theme_base_color, @theme_bg_color, 0.5);"
    " border: 2px solid currentColor; }\n"
    /* What a node shows below its docks lines up with their labels. */
    ".gst-node { margin: 0 10px; }\n"
    ".element-state { font-size: smaller; opacity: 0.7; }\n"
    ".element-state.playing { color: mix(@success_color, @theme_fg_color, 0.6); opacity: 1; }\n"
    ".node-message { color: mix(@error_color, @theme_fg_color, 0.6); }\n"
    /* The log's icons of errors and warnings, in the theme's colours. */
    "messagelog .error > image { color: mix(@error_color, @theme_fg_color, 0.6); }\n"
    "messagelog .warning > image { color: mix(@warning_color, @theme_fg_color, 0.6); }\n"
    "palette { min-width: 260px; }\n"
    "propertypanel { min-width: 300px; }\n", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

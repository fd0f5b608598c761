/* flow-gtk-init.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-init-private.h"

#include "flow-gtk-resources.h"

#define STYLE_QUARK (g_quark_from_static_string ("flow-gtk-style-provider"))

static gboolean initialized;

/* Adds the library's default stylesheet to @display, once.
 *
 * The stylesheet goes in at `GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1`:
 * above the theme, so that it can use the theme's named colours and
 * restyle the theme's widgets inside nodes, and below application
 * stylesheets, which override it. GTK adds the theme named by GtkSettings
 * at `GTK_STYLE_PROVIDER_PRIORITY_SETTINGS`, not at `…_THEME`: a rule at
 * `…_THEME + 1` loses to it.
 */
void
_flow_gtk_ensure_style (GdkDisplay *display)
{
  static const char * const stylesheets[] = {
    "/org/gnome/Flow/style.css",
    "/org/gnome/Flow/view.css",
  };
  GtkCssProvider *provider;
  GString *css;

  g_return_if_fail (GDK_IS_DISPLAY (display));

  if (g_object_get_qdata (G_OBJECT (display), STYLE_QUARK) != NULL)
    return;

  /* One provider for both sheets: GTK orders rules from different
   * providers of the same priority by provider, not by specificity, and
   * `.type-gdouble` (style.css) must win over `flowview > wire` (view.css).
   */
  css = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (stylesheets); i++)
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (stylesheets[i], 0, NULL);

      g_assert (bytes != NULL);
      g_string_append_len (css, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      g_string_append_c (css, '\n');
    }

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, css->str, css->len);
  g_string_free (css, TRUE);

  gtk_style_context_add_provider_for_display (display,
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1);
  g_object_set_qdata_full (G_OBJECT (display), STYLE_QUARK, provider, g_object_unref);

  /* The type colours of high contrast follow the display's style. */
  flow_gtk_type_colors_get_for_display (display);
}

/* What each widget of the library calls as it joins a window (its
 * `root`): the library initialized, and its stylesheet on the window's
 * display, so that a dock or a node widget shown without a view is
 * styled too.
 */
void
_flow_gtk_widget_rooted (GtkWidget *widget)
{
  flow_gtk_init ();
  _flow_gtk_ensure_style (gtk_widget_get_display (widget));
}

/* Registers every public type, so that GtkBuilder finds them by name. */
void
_flow_gtk_ensure_types (void)
{
  /* One line per public type; add new types here. */
  g_type_ensure (FLOW_GTK_TYPE_DOCK);
  g_type_ensure (FLOW_GTK_TYPE_MINIMAP);
  g_type_ensure (FLOW_GTK_TYPE_NODE);
  g_type_ensure (FLOW_GTK_TYPE_NODE_FACTORY);
  g_type_ensure (FLOW_GTK_TYPE_TYPE_COLORS);
  g_type_ensure (FLOW_GTK_TYPE_VIEW);
  g_type_ensure (FLOW_GTK_TYPE_VIEWPORT);
}

static void
display_opened_cb (GdkDisplayManager *manager,
                   GdkDisplay        *display,
                   gpointer           user_data)
{
  _flow_gtk_ensure_style (display);
}

/**
 * flow_gtk_init:
 *
 * Initializes libflow-gtk: registers its types and resources and loads its
 * stylesheet on every display, present and future.
 *
 * Call it after [func@Gtk.init]. Widgets of the library (the view, the
 * minimap, node widgets and docks) call it themselves as they join a
 * window, so applications only need it to use the types in
 * [class@Gtk.Builder] files before any widget exists. Calling it again
 * does nothing.
 */
void
flow_gtk_init (void)
{
  GdkDisplayManager *manager;
  GSList *displays;

  if (initialized)
    return;

  initialized = TRUE;

  g_resources_register (flow_gtk_get_resource ());
  _flow_gtk_ensure_types ();

  manager = gdk_display_manager_get ();
  displays = gdk_display_manager_list_displays (manager);
  for (GSList *l = displays; l != NULL; l = l->next)
    _flow_gtk_ensure_style (l->data);
  g_slist_free (displays);

  g_signal_connect (manager, "display-opened", G_CALLBACK (display_opened_cb), NULL);
}

/**
 * flow_gtk_is_initialized:
 *
 * Checks whether [func@init] was called.
 *
 * Returns: `TRUE` if libflow-gtk is initialized
 */
gboolean
flow_gtk_is_initialized (void)
{
  return initialized;
}

/* flow-gst-about.c: flow-gst as a desktop application shows itself: its
 * icon, found in its resources, and its About dialog, which names the
 * GStreamer and GTK it runs on for bug reports.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-about.h"

#include "flow-app-a11y.h"

#include <glib/gi18n-lib.h>
#include <gst/gst.h>

/* Implementation notes: the icon is installed in hicolor for the
 * desktop file, and kept in the resources too, so that the window and
 * the About dialog show it when flow-gst runs from its build folder.
 * GtkApplication adds its resource path's icons to the icon theme only
 * for an application of that name; the window may live in another one
 * (the tests'), so the path is added for the display here. The About
 * dialog is GTK's: flow-gst does not use libadwaita.
 */

#define ICONS_PATH "/org/gnome/Flow/Gst/icons"

/* Makes flow-gst's icon known to @display's icon theme. */
void
flow_gst_add_icons (GdkDisplay *display)
{
  GtkIconTheme *theme;
  g_auto(GStrv) paths = NULL;

  g_return_if_fail (GDK_IS_DISPLAY (display));

  theme = gtk_icon_theme_get_for_display (display);
  paths = gtk_icon_theme_get_resource_path (theme);
  if (paths == NULL || !g_strv_contains ((const char * const *) paths, ICONS_PATH))
    gtk_icon_theme_add_resource_path (theme, ICONS_PATH);
}

/* GTK 4.8 leaves the tabs of the About dialog (About, Credits, System)
 * unnamed as a group, read by its class.
 */
static void
name_tabs (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_STACK_SWITCHER (child))
        /* Translators: the tabs of the About dialog (About, Credits,
         * System), for screen readers.
         */
        gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pages"), -1);
      name_tabs (child);
    }
}

/* The About dialog, transient for @parent, not shown yet. */
GtkWidget *
flow_gst_about_new (GtkWindow *parent)
{
  const char *authors[] = { _("The Flow Authors"), NULL };
  g_autofree char *gstreamer = gst_version_string ();
  g_autofree char *system = NULL;
  GtkWidget *about;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  flow_gst_add_icons (parent != NULL ? gtk_widget_get_display (GTK_WIDGET (parent))
                                     : gdk_display_get_default ());

  /* Translators: in flow-gst's About dialog, the libraries it runs on,
   * for bug reports: “GStreamer 1.22.0, GTK 4.8.3”.
   */
  system = g_strdup_printf (_("%s, GTK %u.%u.%u"), gstreamer,
                            gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version ());

  /* GTK 4.8 gives its About dialog no role: screen readers would hear
   * a "filler".
   */
  about = g_object_new (GTK_TYPE_ABOUT_DIALOG,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                        "transient-for", parent,
                        "modal", parent != NULL,
                        "program-name", _("Flow GStreamer Editor"),
                        "logo-icon-name", FLOW_GST_APPLICATION_ID,
                        "version", PACKAGE_VERSION,
                        "comments", _("Build GStreamer pipelines as graphs, play them and "
                                      "watch them run: an editor made with Flow, the "
                                      "flowgraph library for GTK 4."),
                        "license-type", GTK_LICENSE_LGPL_2_1,
                        "copyright", _("© 2026 The Flow Authors"),
                        "authors", authors,
                        "system-information", system,
                        NULL);
  flow_app_name_mnemonic_buttons (about);
  flow_app_name_plain_buttons (about);
  flow_app_name_icon (about, FLOW_GST_APPLICATION_ID, _("Flow GStreamer Editor"));
  name_tabs (about);

  return about;
}

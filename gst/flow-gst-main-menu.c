/* flow-gst-main-menu.c: the window's main menu, the button at the end
 * of its header bar: the pipeline's files and imports, the panels shown,
 * help. Its items activate the window's actions ("win.…").
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-main-menu.h"

#include <glib/gi18n-lib.h>

/* A new menu button of the main menu, which F10 opens. */
GtkWidget *
flow_gst_main_menu_new (void)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) file = g_menu_new ();
  g_autoptr(GMenu) view = g_menu_new ();
  g_autoptr(GMenu) help = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (file, _("_New"), "win.new");
  g_menu_append (file, _("_Open…"), "win.open");
  g_menu_append (file, _("_Save"), "win.save");
  g_menu_append (file, _("Sa_ve As…"), "win.save-as");
  g_menu_append (file, _("_Import gst-launch Line…"), "win.import");
  g_menu_append (file, _("Import GStreamer _Dump (.dot)…"), "win.import-dump");
  g_menu_append (file, _("_Copy as gst-launch Line"), "win.copy-launch");
  g_menu_append (file, _("A_rrange"), "win.layout");
  /* Check items: the actions have a boolean state. */
  g_menu_append (view, _("Show _Palette"), "win.show-palette");
  g_menu_append (view, _("Show Prop_erties"), "win.show-properties");
  g_menu_append (help, _("_Keyboard Shortcuts"), "win.show-help-overlay");
  g_menu_append (help, _("_About Flow GStreamer Editor"), "win.about");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (file));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (view));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (help));
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  /* The window's main menu: F10 opens it. */
  gtk_menu_button_set_primary (GTK_MENU_BUTTON (button), TRUE);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "open-menu-symbolic");
  gtk_widget_set_tooltip_text (button, _("Menu"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Menu"), -1);

  return button;
}

/* flow-app-a11y.c: names for assistive technologies that GTK 4.8 gets
 * wrong in widgets flow-demo and flow-gst do not make themselves: the
 * buttons of message dialogs and of libadwaita's about window, and the
 * controls of GTK's shortcuts window.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-app-a11y.h"

#include <glib/gi18n-lib.h>

/**
 * flow_app_name_mnemonic_buttons:
 * @root: a widget, such as a dialog whose buttons are made
 *
 * GTK 4.8 names a button whose label has a mnemonic by the label as
 * given and by its mnemonic label as well ("_Discard Discard"), which a
 * screen reader reads out. This leaves each such button under @root
 * named by its mnemonic label alone ("Discard"). Drop it when the oldest
 * GTK supported names them right.
 */
void
flow_app_name_mnemonic_buttons (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_button_get_use_underline (GTK_BUTTON (child)))
        {
          /* Its mnemonic labels are what GTK names it by as well. */
          GList *labels = gtk_widget_list_mnemonic_labels (child);

          if (labels != NULL)
            gtk_accessible_reset_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL);
          g_list_free (labels);
        }

      flow_app_name_mnemonic_buttons (child);
    }
}

static void
name (GtkWidget  *widget,
      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/**
 * flow_app_name_shortcuts_window:
 * @window: a `GtkShortcutsWindow`
 *
 * GTK 4.8's shortcuts window leaves three of its controls and a picture
 * unnamed, so that assistive technologies read them by their classes:
 * its search (“GtkSearchEntry”, whose placeholder names nothing), the
 * button that shows it (an icon, “GtkImage”), the button of its sections
 * (the button inside a menu button, “GtkMenuButton”) and the picture
 * above “No Results Found”; the tabs of its pages, when it has more than
 * one, are read with their underscores (“_1”) in a “GtkStackSwitcher”.
 * This names them as they look: the search by its placeholder, “Search
 * Shortcuts”, the picture by the text under it, the tabs “Page 1”… in
 * “Pages”. Drop it when the oldest GTK supported names them.
 */
void
flow_app_name_shortcuts_window (GtkWidget *window)
{
  for (GtkWidget *child = gtk_widget_get_first_child (window);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SEARCH_ENTRY (child))
        {
          g_autofree char *placeholder = NULL;

          g_object_get (child, "placeholder-text", &placeholder, NULL);
          if (placeholder != NULL && *placeholder != '\0')
            name (child, placeholder);
        }
      else if (GTK_IS_MENU_BUTTON (child))
        {
          /* Translators: the button of the shortcuts window that lists
           * its sections, for screen readers. */
          name (child, _("Sections"));
          /* The button inside, which takes the focus, is labelled by it. */
          continue;
        }
      else if (GTK_IS_STACK_SWITCHER (child))
        {
          /* Translators: the tabs of the shortcuts window's pages, for
           * screen readers. */
          name (child, _("Pages"));
          for (GtkWidget *tab = gtk_widget_get_first_child (child);
               tab != NULL;
               tab = gtk_widget_get_next_sibling (tab))
            {
              GtkWidget *label = GTK_IS_BUTTON (tab) ? gtk_button_get_child (GTK_BUTTON (tab)) : NULL;

              if (GTK_IS_LABEL (label))
                {
                  /* Translators: a tab of the shortcuts window, for
                   * screen readers; %s is its number. */
                  g_autofree char *text = g_strdup_printf (_("Page %s"), gtk_label_get_text (GTK_LABEL (label)));

                  name (tab, text);
                }
            }
          continue;
        }
      else if (GTK_IS_IMAGE (child) && GTK_IS_LABEL (gtk_widget_get_next_sibling (child)))
        {
          name (child, gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (child))));
        }
      else if (GTK_IS_BUTTON (child) &&
               gtk_button_get_label (GTK_BUTTON (child)) == NULL &&
               g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), "edit-find-symbolic") == 0)
        {
          /* Translators: the button of the shortcuts window that shows
           * its search, for screen readers. */
          name (child, _("Search Shortcuts"));
        }

      flow_app_name_shortcuts_window (child);
    }
}

/**
 * flow_app_name_plain_buttons:
 * @root: a widget, such as a window made by a library
 *
 * GTK 4.8 does not name an icon button by its tooltip, nor a button by
 * a label put in it as its child, so that assistive technologies read
 * them by their classes (“GtkImage”, “GtkButton”), such as the Back
 * buttons and the version of libadwaita's about window. This names each
 * button under @root that has no label of its own by its tooltip, or
 * else by the text of its one child label. Drop it when the oldest GTK
 * supported names them.
 */
void
flow_app_name_plain_buttons (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_button_get_label (GTK_BUTTON (child)) == NULL)
        {
          const char *tooltip = gtk_widget_get_tooltip_text (child);
          GtkWidget *inside = gtk_widget_get_first_child (child);

          if (tooltip != NULL && *tooltip != '\0')
            name (child, tooltip);
          else if (GTK_IS_LABEL (inside) && gtk_widget_get_next_sibling (inside) == NULL)
            name (child, gtk_label_get_text (GTK_LABEL (inside)));
        }

      flow_app_name_plain_buttons (child);
    }
}

/**
 * flow_app_name_icon:
 * @root: a widget, such as a window made by a library
 * @icon_name: the name of an icon
 * @label: what to call it
 *
 * GTK 4.8 leaves a picture unnamed, read by its class (“GtkImage”), such
 * as the application's icon at the top of libadwaita's about window.
 * This names each image under @root that shows @icon_name @label.
 */
void
flow_app_name_icon (GtkWidget  *root,
                    const char *icon_name,
                    const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_IMAGE (child) && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (child)), icon_name) == 0)
        name (child, label);

      flow_app_name_icon (child, icon_name, label);
    }
}

/**
 * flow_app_name_icon_buttons:
 * @root: a widget, such as a toast libadwaita made
 * @icon_name: the name of the icon of a button
 * @label: what to call it
 *
 * GTK 4.8 leaves a button that shows only an icon, and has no tooltip,
 * read by the class of its picture (“GtkImage”), such as the button that
 * dismisses a libadwaita toast. This names each such button under @root
 * that shows @icon_name @label. Drop it when the oldest libadwaita
 * supported names its buttons.
 */
void
flow_app_name_icon_buttons (GtkWidget  *root,
                            const char *icon_name,
                            const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_widget_get_tooltip_text (child) == NULL &&
          g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), icon_name) == 0)
        name (child, label);

      flow_app_name_icon_buttons (child, icon_name, label);
    }
}

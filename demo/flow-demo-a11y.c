/* flow-demo-a11y.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Names for assistive technologies that GTK 4.8 gets wrong in widgets
 * the demo does not make itself: the buttons of libadwaita's message
 * dialogs.
 */

#include "config.h"

#include "flow-demo-a11y.h"

/**
 * flow_demo_name_mnemonic_buttons:
 * @root: a widget, such as a dialog whose buttons are made
 *
 * GTK 4.8 names a button whose label has a mnemonic by the label as
 * given and by its mnemonic label as well ("_Discard Discard"), which a
 * screen reader reads out. This leaves each such button under @root
 * named by its mnemonic label alone ("Discard"). Drop it when the oldest
 * GTK supported names them right.
 */
void
flow_demo_name_mnemonic_buttons (GtkWidget *root)
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

      flow_demo_name_mnemonic_buttons (child);
    }
}

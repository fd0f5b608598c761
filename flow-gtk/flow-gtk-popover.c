/* flow-gtk-popover.c: the end of the popovers the view opens for a
 * moment (the go-to list, the list of node types to add, the rename and
 * frame forms): unparented once they are done closing.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-popover-private.h"

/* Implementation notes
 *
 * A popover closes from inside its own event handling: Enter in one of
 * its entries, Escape, a click outside. Unparenting it there, from its
 * ::closed handler, frees it while GTK still uses it (GTK 4.8 asks a
 * popover freed that way for its autohide, with a critical), so it goes
 * from an idle callback instead, and only if nothing opened it again
 * meanwhile.
 */

static void
unparent_closed (gpointer data)
{
  g_autoptr(GtkWidget) popover = data;

  if (gtk_widget_get_parent (popover) != NULL && !gtk_widget_get_visible (popover))
    gtk_widget_unparent (popover);
}

/* Unparents @popover, closed, once it is done closing. */
void
_flow_gtk_popover_unparent_later (GtkWidget *popover)
{
  g_return_if_fail (GTK_IS_POPOVER (popover));

  g_idle_add_once (unparent_closed, g_object_ref (popover));
}

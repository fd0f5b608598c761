/* flow-gtk-cursor.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-cursor-private.h"

/* Named cursors, made once and kept for the life of the process.
 *
 * gtk_widget_set_cursor_from_name () makes a new GdkCursor every time,
 * and GDK's X11 backend frees the X cursor with the last reference to its
 * GdkCursor. A widget that goes back and forth between two cursors, as
 * the view does whenever the pointer crosses a wire, then has the X
 * cursor loaded from the cursor theme again on every change: about
 * 0.1 ms of each such pointer motion under Xvfb. A kept GdkCursor keeps
 * its X cursor, so a change is one request to the X server.
 *
 * A GdkCursor made from a name belongs to no display; the few names a
 * widget uses make a small, bounded table.
 */

static GHashTable *cursors;

/* The cursor called @name (transfer none), or NULL for NULL: the default
 * cursor.
 */
GdkCursor *
_flow_gtk_cursor_get (const char *name)
{
  GdkCursor *cursor;

  if (name == NULL)
    return NULL;

  if (cursors == NULL)
    cursors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);

  cursor = g_hash_table_lookup (cursors, name);
  if (cursor == NULL)
    {
      cursor = gdk_cursor_new_from_name (name, NULL);
      g_hash_table_insert (cursors, g_strdup (name), cursor);
    }

  return cursor;
}

/* gtk_widget_set_cursor_from_name (), with the kept cursors. */
void
_flow_gtk_widget_set_cursor_name (GtkWidget  *widget,
                                  const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_widget_set_cursor (widget, _flow_gtk_cursor_get (name));
}

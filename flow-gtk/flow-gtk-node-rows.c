/* flow-gtk-node-rows.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The rows of a node widget for one list of docks (its sinks or its
 * sources): one FlowGtkNodeRow a dock, in the list's order, following the
 * list's changes row by row.
 *
 * Implementation notes
 *
 * The rows of the docks that stay keep them, and with them an editor
 * being typed in and the keyboard focus. Rebinding every row from the
 * change on moved an editor being typed in to the next dock: removing an
 * input while the user typed in another's field sent the typed value to
 * the wrong input, or lost it. The rows of removed docks are unbound and
 * kept, hidden, after the shown ones, for the next dock added, as a
 * recycled node widget keeps its rows.
 */

#include "config.h"

#include "flow-gtk-node-row-private.h"

/* Where a new row goes: after the last row, or after @anchor. */
static GtkWidget *
previous_for_new (GPtrArray *rows,
                  GtkWidget *anchor)
{
  return rows->len > 0 ? g_ptr_array_index (rows, rows->len - 1) : anchor;
}

/* Shows the docks of @docks (NULL for none) in @rows, children of
 * @parent placed after @anchor, rebinding the rows in order.
 */
void
flow_gtk_node_rows_sync (GtkWidget  *parent,
                         GPtrArray  *rows,
                         GListModel *docks,
                         GtkWidget  *anchor)
{
  guint n = docks != NULL ? g_list_model_get_n_items (docks) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, i);
      FlowGtkNodeRow *row;

      if (i == rows->len)
        {
          GtkWidget *widget = flow_gtk_node_row_new ();

          gtk_widget_insert_after (widget, parent, previous_for_new (rows, anchor));
          g_ptr_array_add (rows, widget);
        }

      row = g_ptr_array_index (rows, i);
      flow_gtk_node_row_set_dock (row, dock);
      gtk_widget_set_visible (GTK_WIDGET (row), TRUE);
    }

  for (guint i = n; i < rows->len; i++)
    {
      FlowGtkNodeRow *row = g_ptr_array_index (rows, i);

      flow_gtk_node_row_set_dock (row, NULL);
      gtk_widget_set_visible (GTK_WIDGET (row), FALSE);
    }
}

/* Follows a change of @docks, @removed docks at @position replaced by
 * @added, keeping the rows of the docks that stay.
 */
void
flow_gtk_node_rows_splice (GtkWidget  *parent,
                           GPtrArray  *rows,
                           GListModel *docks,
                           GtkWidget  *anchor,
                           guint       position,
                           guint       removed,
                           guint       added)
{
  guint n = g_list_model_get_n_items (docks);
  guint old_n = n - added + removed;
  GtkWidget *previous;

  /* Rows that do not show these docks: all again. */
  if (n + removed < added || old_n > rows->len || position + removed > old_n)
    {
      flow_gtk_node_rows_sync (parent, rows, docks, anchor);
      return;
    }

  for (guint i = 0; i < old_n; i++)
    if (flow_gtk_node_row_get_dock (g_ptr_array_index (rows, i)) == NULL)
      {
        flow_gtk_node_rows_sync (parent, rows, docks, anchor);
        return;
      }

  for (guint i = 0; i < removed; i++)
    {
      FlowGtkNodeRow *row = g_ptr_array_steal_index (rows, position);

      flow_gtk_node_row_set_dock (row, NULL);
      gtk_widget_set_visible (GTK_WIDGET (row), FALSE);
      g_ptr_array_add (rows, row);
    }

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(FlowDock) dock = g_list_model_get_item (docks, position + i);
      guint spare = old_n - removed + i;
      FlowGtkNodeRow *row;

      if (spare < rows->len)
        row = g_ptr_array_steal_index (rows, spare);
      else
        {
          row = FLOW_GTK_NODE_ROW (flow_gtk_node_row_new ());
          gtk_widget_insert_after (GTK_WIDGET (row), parent, previous_for_new (rows, anchor));
        }

      g_ptr_array_insert (rows, position + i, row);
      flow_gtk_node_row_set_dock (row, dock);
      gtk_widget_set_visible (GTK_WIDGET (row), TRUE);
    }

  /* The rows among the node's children in their order. */
  previous = anchor;
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      if (gtk_widget_get_prev_sibling (row) != previous)
        gtk_widget_insert_after (row, parent, previous);
      previous = row;
    }
}

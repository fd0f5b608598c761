/* flow-app-files.c: where the applications' file dialogs start.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * Implementation notes: GTK 4.8's own file chooser, given no folder,
 * starts in the working directory: wherever the application was started
 * from (its build folder, /, a terminal's last folder). GNOME's
 * applications start beside the document, else in the folder last used,
 * else in Documents; so do flow-demo's and flow-gst's. A portal's
 * chooser is told the same and may choose otherwise.
 */

#include "config.h"

#include "flow-app-files.h"

/**
 * flow_app_file_chooser_start:
 * @chooser: a file chooser, not shown yet
 * @near: (nullable): the file being worked on (the graph's), whose folder
 *   the dialog starts in
 * @last_folder: (nullable): the folder the window last opened or saved a
 *   file in, used when @near is %NULL
 * @name: (nullable): the name offered, for a dialog that saves
 *
 * Sets where @chooser starts: @near's folder (when @near is local),
 * else @last_folder, else the documents folder, else the home folder;
 * and the name it offers.
 */
void
flow_app_file_chooser_start (GtkFileChooser *chooser,
                             GFile          *near,
                             GFile          *last_folder,
                             const char     *name)
{
  g_autoptr(GFile) folder = near != NULL && g_file_is_native (near) ? g_file_get_parent (near) : NULL;

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  if (folder == NULL && last_folder != NULL)
    folder = g_object_ref (last_folder);
  if (folder == NULL)
    {
      const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

      if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
        folder = g_file_new_for_path (documents);
      else
        folder = g_file_new_for_path (g_get_home_dir ());
    }

  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  if (name != NULL)
    gtk_file_chooser_set_current_name (chooser, name);
}

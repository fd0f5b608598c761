/* test-app-files.c: where the applications' file dialogs start: beside
 * the file worked on, else in the folder last used, else in Documents,
 * else at home; never in the working directory, nor in a folder that is
 * not local.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "flow-app-files.h"

/* A chooser set up by flow_app_file_chooser_start () starts in @path
 * and offers @name.
 */
static void
assert_start (GFile      *near,
              GFile      *last_folder,
              const char *name,
              const char *path)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chooser;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *folder_path = NULL;
  g_autofree char *offered = NULL;
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  /* As in a dialog: set up before it is shown, read once it is. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  chooser = gtk_file_chooser_widget_new (GTK_FILE_CHOOSER_ACTION_SAVE);
  gtk_window_set_child (GTK_WINDOW (window), chooser);
  flow_app_file_chooser_start (GTK_FILE_CHOOSER (chooser), near, last_folder, name);
  gtk_window_present (GTK_WINDOW (window));
  while (folder == NULL && g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
    }
  offered = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_window_destroy (GTK_WINDOW (window));

  g_assert_nonnull (folder);
  folder_path = g_file_get_path (folder);
  g_assert_cmpstr (folder_path, ==, path);
  if (name != NULL)
    g_assert_cmpstr (offered, ==, name);
}

static void
test_order (void)
{
  g_autofree char *project = g_build_filename (g_get_home_dir (), "project", NULL);
  g_autofree char *last = g_build_filename (g_get_home_dir (), "last", NULL);
  g_autofree char *documents = g_build_filename (g_get_home_dir (), "Papers", NULL);
  g_autofree char *dirs = g_build_filename (g_get_user_config_dir (), "user-dirs.dirs", NULL);
  g_autofree char *file_path = g_build_filename (project, "tone.flow", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (file_path);
  g_autoptr(GFile) last_folder = g_file_new_for_path (last);
  g_autofree char *cwd = g_get_current_dir ();

  g_test_summary ("The file dialogs start beside the file, else in the last "
                  "folder used, else in Documents when it exists, else at home.");

  g_assert_cmpint (g_mkdir_with_parents (project, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (last, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_config_dir (), 0700), ==, 0);
  g_assert_cmpstr (cwd, !=, g_get_home_dir ());

  /* No Documents folder configured: home. */
  g_reload_user_special_dirs_cache ();
  assert_start (NULL, NULL, NULL, g_get_home_dir ());

  /* Configured but missing: home; made: there. */
  g_assert_true (g_file_set_contents (dirs, "XDG_DOCUMENTS_DIR=\"$HOME/Papers\"\n", -1, NULL));
  g_reload_user_special_dirs_cache ();
  g_assert_cmpstr (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS), ==, documents);
  assert_start (NULL, NULL, NULL, g_get_home_dir ());
  g_assert_cmpint (g_mkdir_with_parents (documents, 0700), ==, 0);
  assert_start (NULL, NULL, "Untitled.flow", documents);

  /* The last folder used, then the file's own. */
  assert_start (NULL, last_folder, NULL, last);
  assert_start (file, last_folder, "tone.flow", project);

  /* A file that is not local (a URI property): as without it. */
  {
    g_autoptr(GFile) remote = g_file_new_for_uri ("http://example.com/media/a.ogg");

    assert_start (remote, last_folder, NULL, last);
  }

  g_unlink (dirs);
  g_rmdir (documents);
  g_rmdir (last);
  g_rmdir (project);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("flow-app-files-XXXXXX", NULL);
  g_autofree char *config = g_build_filename (home, ".config", NULL);
  int status;

  /* A home of its own, before GLib first reads it (GTK's chooser needs
   * the system's schemas, which G_TEST_OPTION_ISOLATE_DIRS hides).
   */
  g_assert_nonnull (home);
  g_setenv ("HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  g_assert_cmpstr (g_get_home_dir (), ==, home);

  g_test_add_func ("/app/files/start", test_order);

  status = g_test_run ();
  g_rmdir (config);
  g_rmdir (home);
  return status;
}

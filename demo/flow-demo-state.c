/* flow-demo-state.c: what flow-demo remembers between runs (whether the
 * minimap shows), in a key file in the user's configuration folder.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-window-private.h"

#include <glib/gstdio.h>

/* Implementation notes
 *
 * A key file rather than GSettings: the demo runs from its build folder,
 * where no compiled schema is installed, and GSettings without its
 * schema aborts. The file is $XDG_CONFIG_HOME/flow-demo/state.ini;
 * a missing or unreadable one means the defaults, and a failure to write
 * it is not worth a message (the setting is kept for this run).
 */

#define GROUP "window"

static char *
state_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "flow-demo", "state.ini", NULL);
}

static GKeyFile *
load_state (void)
{
  g_autofree char *path = state_path ();
  GKeyFile *file = g_key_file_new ();

  g_key_file_load_from_file (file, path, G_KEY_FILE_KEEP_COMMENTS, NULL);

  return file;
}

/* Whether the minimap shows: TRUE unless the user hid it. */
gboolean
_flow_demo_state_get_show_minimap (void)
{
  g_autoptr(GKeyFile) file = load_state ();
  g_autoptr(GError) error = NULL;
  gboolean show = g_key_file_get_boolean (file, GROUP, "show-minimap", &error);

  return error != NULL ? TRUE : show;
}

void
_flow_demo_state_set_show_minimap (gboolean show)
{
  g_autoptr(GKeyFile) file = load_state ();
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_key_file_has_key (file, GROUP, "show-minimap", NULL) &&
      g_key_file_get_boolean (file, GROUP, "show-minimap", NULL) == show)
    return;

  g_key_file_set_boolean (file, GROUP, "show-minimap", show);
  if (g_mkdir_with_parents (dir, 0700) == 0)
    g_key_file_save_to_file (file, path, NULL);
}

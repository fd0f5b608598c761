/* main.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "flow-demo-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(FlowDemoApplication) app = NULL;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = flow_demo_application_new ();
  g_set_application_name (_("Flow Demo"));

  status = g_application_run (G_APPLICATION (app), argc, argv);

  return status != 0 ? status : flow_demo_application_get_exit_status (app);
}

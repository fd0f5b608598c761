/* main.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-demo-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(FlowDemoApplication) app = flow_demo_application_new ();
  int status;

  g_set_application_name ("Flow Demo");

  status = g_application_run (G_APPLICATION (app), argc, argv);

  return status != 0 ? status : flow_demo_application_get_exit_status (app);
}

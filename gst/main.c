/* main.c: flow-gst, a GStreamer pipeline editor built on Flow.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <flow-gtk/flow-gtk.h>
#include <glib/gi18n-lib.h>
#include <locale.h>

#include "flow-app-quit.h"
#include "flow-gst-about.h"
#include "flow-gst-graph.h"
#include "flow-gst-registry.h"
#include "flow-gst-window.h"

static char *launch_line;

static GOptionEntry entries[] = {
  { "launch", 'l', 0, G_OPTION_ARG_STRING, &launch_line,
    N_("Start with the pipeline of a gst-launch-1.0 line"), N_("LINE") },
  { "play", 'p', 0, G_OPTION_ARG_NONE, NULL, N_("Play at once"), NULL },
  { NULL }
};

static gboolean play_at_once;
static gboolean offered;

static GtkWidget *
new_window (GApplication *application)
{
  g_autofree char *state = g_build_filename (g_get_user_config_dir (), "flow-gst", "palette.ini", NULL);
  g_autoptr(FlowGstRegistry) registry = NULL;
  GtkWidget *window;

  flow_gst_init ();
  registry = flow_gst_registry_new (state);
  window = flow_gst_window_new (GTK_APPLICATION (application), registry);
  gtk_window_present (GTK_WINDOW (window));

  /* The first window offers what sessions that ended without saving
   * left.
   */
  if (!offered)
    {
      g_auto(GStrv) left = flow_app_recovery_find_left ("flow-gst");

      offered = TRUE;
      if (left[0] != NULL)
        flow_gst_window_offer_recovery (FLOW_GST_WINDOW (window), (const char * const *) left);
    }

  return window;
}

/* Opens @file and the line of --launch, and plays with --play; what
 * goes wrong is printed too.
 */
static void
start (GtkWidget *window,
       GFile     *file)
{
  g_autoptr(GError) error = NULL;

  if (!flow_gst_window_start (FLOW_GST_WINDOW (window), file, launch_line, play_at_once, &error))
    g_printerr ("%s\n", error->message);
}

static void
activate_cb (GApplication *application,
             gpointer      user_data)
{
  start (new_window (application), NULL);
}

static void
open_cb (GApplication  *application,
         GFile        **files,
         int            n_files,
         const char    *hint,
         gpointer       user_data)
{
  for (int i = 0; i < n_files; i++)
    start (new_window (application), files[i]);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  entries[1].arg_data = &play_at_once;

  /* Translators: flow-gst's name, in the desktop's lists of windows. */
  g_set_application_name (_("Flow GStreamer Editor"));
  gtk_window_set_default_icon_name (FLOW_GST_APPLICATION_ID);
  application = gtk_application_new (FLOW_GST_APPLICATION_ID, G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_add_main_option_entries (G_APPLICATION (application), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (application), "[FILE]");
  g_signal_connect (application, "activate", G_CALLBACK (activate_cb), NULL);
  /* Ctrl+Q (bound by the window): every window closes, asking about its
   * unsaved changes.
   */
  flow_app_add_quit_action (application);
  g_signal_connect (application, "open", G_CALLBACK (open_cb), NULL);

  return g_application_run (G_APPLICATION (application), argc, argv);
}

/* flow-demo-application.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-application.h"
#include "flow-app-a11y.h"
#include "flow-app-quit.h"

#include "flow-demo-examples.h"
#include "flow-demo-resources.h"
#include "flow-demo-window.h"
#include "flow-demo-window-private.h"

#include "flow-app-recovery.h"

#include <flow-gtk/flow-gtk.h>

/*
 * FlowDemoApplication:
 *
 * The demo application. Besides the usual GNOME application actions
 * (About, Keyboard Shortcuts, Quit) it offers a "Dark Style" switch, opens
 * the graph file given on the command line, and has three options:
 *
 * - `--example NAME` opens an example other than the first;
 * - `--dark` starts in the dark style;
 * - `--screenshot FILE` renders the window to a PNG file once it has been
 *   drawn, then quits; the exit status says whether it worked. Such a run
 *   is never handed to an already running instance.
 * - `--export FILE` draws the graph (the example, or the file given) into
 *   FILE, a PNG, SVG or PDF by its ending, then quits, likewise:
 *   `flow-demo --export graph.svg graph.flow`.
 */

struct _FlowDemoApplication
{
  AdwApplication parent_instance;

  int            exit_status;
  gboolean       recovery_offered;
};

G_DEFINE_FINAL_TYPE (FlowDemoApplication, flow_demo_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "example", 'e', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, NULL,
    N_("Open the example NAME (arithmetic, colours, logic, refused, time, groups, big-graph)"), "NAME" },
  { "dark", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL,
    N_("Start in the dark style"), NULL },
  { "screenshot", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, NULL,
    N_("Save a picture of the window to FILE (PNG) and quit"), "FILE" },
  { "export", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, NULL,
    N_("Export the graph to FILE (PNG, SVG or PDF, by its ending) and quit"), "FILE" },
  { NULL }
};

/**
 * flow_demo_ensure_resources:
 *
 * Registers the demo's resources (user interface files, stylesheet,
 * icons), once.
 */
void
flow_demo_ensure_resources (void)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      flow_demo_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

static void
update_dark_style_state (FlowDemoApplication *self)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "dark-style");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (adw_style_manager_get_dark (style_manager)));
}

static void
dark_style_change_state_cb (GSimpleAction *action,
                            GVariant      *state,
                            gpointer       user_data)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (style_manager,
                                      g_variant_get_boolean (state) ?
                                      ADW_COLOR_SCHEME_FORCE_DARK :
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  FlowDemoApplication *self = user_data;
  const char *developers[] = { _("The Flow Authors"), NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", window,
                        "application-name", _("Flow Demo"),
                        "application-icon", "org.gnome.Flow.Demo",
                        "developer-name", _("The Flow Authors"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Flowgraphs for GTK 4: typed nodes, live values and "
                                      "a canvas that stays smooth with thousands of nodes."),
                        "license-type", GTK_LICENSE_LGPL_2_1,
                        "copyright", _("© 2026 The Flow Authors"),
                        "developers", developers,
                        NULL);
  flow_app_name_mnemonic_buttons (about);
  flow_app_name_plain_buttons (about);
  flow_app_name_icon (about, "org.gnome.Flow.Demo", _("Flow Demo"));

  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "about", about_activated_cb },
  { "dark-style", NULL, NULL, "false", dark_style_change_state_cb },
};

static void
screenshot_done_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(FlowDemoApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!flow_demo_window_save_screenshot_finish (FLOW_DEMO_WINDOW (object), result, &error))
    {
      g_printerr ("Could not save the screenshot: %s\n", error->message);
      self->exit_status = 1;
    }

  g_application_quit (G_APPLICATION (self));
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(FlowDemoApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!flow_demo_window_export_finish (FLOW_DEMO_WINDOW (object), result, &error))
    {
      g_printerr ("%s\n", error->message);
      self->exit_status = 1;
    }

  g_application_quit (G_APPLICATION (self));
}

static FlowDemoWindow *
ensure_window (FlowDemoApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (flow_demo_window_new (self));

  return FLOW_DEMO_WINDOW (window);
}

/* The first window shown to a person offers what sessions that ended
 * without saving left (not in a screenshot or an export).
 */
static void
offer_recovery (FlowDemoApplication *self,
                FlowDemoWindow      *window)
{
  g_auto(GStrv) left = NULL;

  if (self->recovery_offered)
    return;

  self->recovery_offered = TRUE;
  left = flow_app_recovery_find_left ("flow-demo");
  if (left[0] != NULL)
    flow_demo_window_offer_recovery (window, (const char * const *) left);
}

static void
flow_demo_application_activate (GApplication *app)
{
  FlowDemoApplication *self = (FlowDemoApplication *)app;
  FlowDemoWindow *window = ensure_window (self);

  gtk_window_present (GTK_WINDOW (window));
  offer_recovery (self, window);
}

static int
flow_demo_application_handle_local_options (GApplication *app,
                                            GVariantDict *options)
{
  const char *example = NULL;

  if (g_variant_dict_lookup (options, "example", "&s", &example) &&
      flow_demo_example_lookup (example) == NULL)
    {
      g_autofree char *names = g_strjoinv (", ", (char **)flow_demo_example_get_ids ());

      g_printerr ("There is no example called “%s”. The examples are: %s.\n", example, names);
      return 1;
    }

  /* A picture must come from this very process, whatever else runs. */
  if (g_variant_dict_contains (options, "screenshot") || g_variant_dict_contains (options, "export"))
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);

  return -1;
}

static int
flow_demo_application_command_line (GApplication            *app,
                                    GApplicationCommandLine *command_line)
{
  FlowDemoApplication *self = (FlowDemoApplication *)app;
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_auto(GStrv) argv = NULL;
  const char *example = NULL;
  int argc;
  const char *screenshot = NULL;
  const char *export = NULL;
  FlowDemoWindow *window;

  if (g_variant_dict_contains (options, "dark"))
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);

  window = ensure_window (self);

  /* A file to open, after the options, or an example: in the window
   * there may be, which asks first when it has changes not saved (a
   * picture or an export is taken by a process of its own, where it has
   * none, so it shows what was asked for at once).
   */
  g_variant_dict_lookup (options, "example", "&s", &example);
  argv = g_application_command_line_get_arguments (command_line, &argc);
  if (argc > 1)
    {
      g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, argv[1]);

      _flow_demo_window_open_requested (window, example, file);
    }
  else
    {
      _flow_demo_window_open_requested (window, example, NULL);
    }

  gtk_window_present (GTK_WINDOW (window));

  if (g_variant_dict_lookup (options, "screenshot", "^&ay", &screenshot))
    {
      g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, screenshot);

      flow_demo_window_save_screenshot_async (window, file, NULL,
                                              screenshot_done_cb, g_object_ref (self));
    }
  else if (g_variant_dict_lookup (options, "export", "^&ay", &export))
    {
      g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, export);

      flow_demo_window_export_async (window, file, NULL, export_done_cb, g_object_ref (self));
    }
  else
    {
      offer_recovery (self, window);
    }

  return 0;
}

static void
flow_demo_application_startup (GApplication *app)
{
  FlowDemoApplication *self = (FlowDemoApplication *)app;
  static const struct {
    const char *action;
    const char *accels[4];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    /* GtkWindow's close, which asks about unsaved changes. */
    { "window.close", { "<Control>w", NULL } },
    { "win.search-nodes", { "<Control>f", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.export", { "<Control>e", NULL } },
    { "win.show-palette", { "F9", NULL } },
    { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
    { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
    { "win.zoom-reset", { "<Control>0", "<Control>KP_0", NULL } },
  };
  /* Colours get a colour of their own: GNOME's reds, lighter on dark
   * styles, darker in high contrast.
   */
  static const GdkRGBA colour_light = { 0.929, 0.2, 0.231, 1.0 };       /* #ed333b */
  static const GdkRGBA colour_dark = { 0.965, 0.38, 0.318, 1.0 };       /* #f66151 */
  static const GdkRGBA colour_high_contrast = { 0.647, 0.114, 0.176, 1.0 }; /* #a51d2d */
  GdkDisplay *display;
  FlowGtkTypeColors *type_colors;

  G_APPLICATION_CLASS (flow_demo_application_parent_class)->startup (app);

  flow_gtk_init ();

  display = gdk_display_get_default ();
  type_colors = flow_gtk_type_colors_get_for_display (display);
  flow_gtk_type_colors_set_color (type_colors, GDK_TYPE_RGBA, &colour_light, &colour_dark);
  flow_gtk_type_colors_set_high_contrast_color (type_colors, GDK_TYPE_RGBA, &colour_high_contrast, NULL);
  /* libadwaita keeps high contrast out of GtkSettings. */
  g_object_bind_property (adw_style_manager_get_for_display (display), "high-contrast",
                          type_colors, "high-contrast",
                          G_BINDING_SYNC_CREATE);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  /* Each window asks about its unsaved changes as it closes. */
  flow_app_add_quit_action (GTK_APPLICATION (self));
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_dark_style_state), self,
                           G_CONNECT_SWAPPED);
  update_dark_style_state (self);
}

static void
flow_demo_application_class_init (FlowDemoApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = flow_demo_application_activate;
  app_class->command_line = flow_demo_application_command_line;
  app_class->handle_local_options = flow_demo_application_handle_local_options;
  app_class->startup = flow_demo_application_startup;
}

static void
flow_demo_application_init (FlowDemoApplication *self)
{
  flow_demo_ensure_resources ();

  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), "[FILE]");
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Shows what the Flow libraries can do."));
}

FlowDemoApplication *
flow_demo_application_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_APPLICATION,
                       "application-id", FLOW_DEMO_APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/org/gnome/Flow/Demo",
                       NULL);
}

/**
 * flow_demo_application_get_exit_status:
 * @self: the application
 *
 * Gets the exit status the application's work asks for once it has quit:
 * not 0 when a screenshot could not be saved.
 *
 * Returns: the exit status
 */
int
flow_demo_application_get_exit_status (FlowDemoApplication *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_APPLICATION (self), 1);

  return self->exit_status;
}

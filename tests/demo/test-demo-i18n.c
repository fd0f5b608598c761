/* test-demo-i18n.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 *
 * The demo window in German, in this process: a de_DE.UTF-8 locale made
 * by the test, the catalogue of the build. The window's GtkBuilder
 * strings, the palette's node types, the example's title and node
 * titles, and the libraries' accessible names all come out in German.
 * The picture of the window is saved as demo-de.png (in
 * FLOW_TEST_SCREENSHOT_DIR if set, else beside the test).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "demo-test-utils.h"
#include "flow-demo-application.h"
#include "flow-demo-examples.h"
#include "flow-demo-window.h"

static char *locale_dir;

static gboolean
make_german_locale (void)
{
  g_autofree char *target = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  locale_dir = g_dir_make_tmp ("flow-demo-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  target = g_build_filename (locale_dir, "de_DE.UTF-8", NULL);

  {
    const char *argv[] = { "localedef", "-i", "de_DE", "-f", "UTF-8", target, NULL };

    if (!g_spawn_sync (NULL, (char **) argv, NULL,
                       G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                       NULL, NULL, NULL, NULL, &status, NULL) ||
        !g_spawn_check_wait_status (status, NULL))
      return FALSE;
  }

  g_setenv ("LOCPATH", locale_dir, TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "de_DE.UTF-8", TRUE);

  return TRUE;
}

static void
save_picture (GdkTexture *texture)
{
  const char *dir = g_getenv ("FLOW_TEST_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (dir != NULL && *dir != '\0')
    path = g_build_filename (dir, "demo-de.png", NULL);
  else
    path = g_test_build_filename (G_TEST_BUILT, "demo-de.png", NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Saved %s", path);
}

/* A dock widget named @name is in @root. */
static gboolean
find_dock (GtkWidget  *root,
           const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (FLOW_GTK_IS_DOCK (child))
        {
          g_autofree char *mismatch =
            gtk_test_accessible_check_property (GTK_ACCESSIBLE (child),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL, name);

          if (mismatch == NULL)
            return TRUE;
        }
      if (find_dock (child, name))
        return TRUE;
    }

  return FALSE;
}

static void
test_window (void)
{
  FlowDemoWindow *window = flow_demo_window_new (NULL);
  g_autoptr(GdkTexture) texture = NULL;
  DemoPictureStats stats;

  gtk_window_present (GTK_WINDOW (window));
  demo_test_wait_frames (GTK_WIDGET (window), 4);

  /* The template's strings, through its domain. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Flow-Demo");
  /* The example's title, its nodes' titles and the palette's types. */
  g_assert_cmpstr (flow_demo_example_get_title (flow_demo_window_get_example (window)), ==,
                   "Arithmetik");
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "Äpfel"));
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "Kassenbon"));
  /* What the example's nodes write, numbers with the decimal comma. */
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "„Summe: 3,45 €“"));
  g_assert_true (demo_test_find_label (GTK_WIDGET (window), "Eine Zahl, die Sie bearbeiten"));
  /* The library's accessible names. */
  g_assert_true (find_dock (GTK_WIDGET (window), "Eingang A, Zahl"));
  g_assert_false (find_dock (GTK_WIDGET (window), "Input A, number"));

  texture = flow_demo_window_render (window);
  g_assert_nonnull (texture);
  demo_test_analyze_texture (texture, NULL, &stats);
  demo_test_assert_real_picture (&stats);
  save_picture (texture);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* In German, a number typed with the decimal comma is read. */
static void
test_decimal_comma (void)
{
  GtkWidget *spin = g_object_ref_sink (gtk_spin_button_new_with_range (-100, 100, 1));

  g_test_summary ("A spin button that keeps values exactly reads \"0,5\" typed in a "
                  "German locale as a half, \"2.25\" as ever, refuses \"1,2,3\", and "
                  "shows its values with the decimal comma.");

  flow_gtk_spin_button_keep_values (GTK_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);

  gtk_editable_set_text (GTK_EDITABLE (spin), "0,5");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 0.5);

  gtk_editable_set_text (GTK_EDITABLE (spin), "2.25");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 2.25);

  gtk_editable_set_text (GTK_EDITABLE (spin), "1,2,3");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 2.25);

  /* Shown with the decimal comma, as labels show numbers, and read back
   * as they are when the field is left.
   */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "2,25");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0.125);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0,125");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 0.125);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 1e-300);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1e-300");

  g_object_unref (spin);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();
  gboolean have_locale = make_german_locale ();

  /* gtk_test_init () keeps the C locale; the test wants German. */
  gtk_test_init (&argc, &argv, NULL);
  if (!have_locale || setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("The de_DE.UTF-8 locale could not be made");
      return g_test_run ();
    }

  adw_init ();
  flow_demo_ensure_resources ();
  flow_gtk_init ();

  /* The libraries bind the domain to the installed catalogues on their
   * first look-up: let both look up a string, then point the domain at
   * the catalogue of the build. */
  {
    g_autoptr(FlowGraph) graph = flow_graph_new ();
    g_autoptr(FlowSink) sink = flow_sink_new ("in", G_TYPE_DOUBLE);
    GtkWidget *dock = g_object_ref_sink (flow_gtk_dock_new (FLOW_DOCK (sink)));

    flow_history_get_undo_label (flow_graph_get_history (graph));
    g_object_unref (dock);
  }
  bindtextdomain (GETTEXT_PACKAGE, FLOW_TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* What GtkApplication does for the demo at start-up. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/org/gnome/Flow/Demo/icons");
  gtk_css_provider_load_from_resource (style, "/org/gnome/Flow/Demo/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/demo/i18n/window", test_window);
  g_test_add_func ("/demo/i18n/decimal-comma", test_decimal_comma);

  {
    int status = g_test_run ();
    const char *rm[] = { "rm", "-rf", locale_dir, NULL };

    g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                  NULL, NULL, NULL, NULL);
    g_free (locale_dir);
    return status;
  }
}

/* shortcuts-check.c: checks that a shortcuts window lists only keys
 * that are bound, by one of the widgets given (its own shortcuts and its
 * classes') or by the application's accelerators, and that it fits the
 * screen, in English and in German, whose key names and strings are
 * wider; and that the items of a window's main menu have mnemonics of
 * their own.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "shortcuts-check.h"

static gboolean
trigger_has_key (GtkShortcutTrigger *trigger,
                 guint               keyval,
                 GdkModifierType     modifiers)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_has_key (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, modifiers) ||
           trigger_has_key (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, modifiers);

  return GTK_IS_KEYVAL_TRIGGER (trigger) &&
         gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
         gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers;
}

static gboolean
widget_has_key (GtkWidget       *widget,
                guint            keyval,
                GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (trigger_has_key (gtk_shortcut_get_trigger (shortcut), keyval, modifiers))
            return TRUE;
        }
    }

  return FALSE;
}

static gboolean
application_has_key (GtkApplication  *application,
                     guint            keyval,
                     GdkModifierType  modifiers)
{
  g_auto(GStrv) actions = NULL;

  if (application == NULL)
    return FALSE;

  actions = gtk_application_list_action_descriptions (application);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint accel_key;
          GdkModifierType accel_mods;

          if (gtk_accelerator_parse (accels[j], &accel_key, &accel_mods) &&
              accel_key == keyval && accel_mods == modifiers)
            return TRUE;
        }
    }

  return FALSE;
}

static void
check (GtkWidget       *root,
       GtkApplication  *application,
       GtkWidget      **widgets,
       guint           *n_checked)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (child))
        {
          g_autofree char *title = NULL;
          g_autofree char *accelerator = NULL;
          g_autofree char *action_name = NULL;
          g_auto(GStrv) keys = NULL;

          g_object_get (child, "title", &title, "accelerator", &accelerator, "action-name", &action_name, NULL);
          if (action_name != NULL)
            {
              g_auto(GStrv) accels = NULL;

              /* Shown from the application's accelerators. */
              g_assert_nonnull (application);
              accels = gtk_application_get_accels_for_action (application, action_name);
              if (accels[0] == NULL)
                g_error ("“%s” is listed for %s, which has no key", title, action_name);
              (*n_checked)++;
              continue;
            }

          g_assert_nonnull (accelerator);
          keys = g_strsplit (accelerator, " ", -1);
          for (guint i = 0; keys[i] != NULL; i++)
            {
              guint keyval;
              GdkModifierType modifiers;
              gboolean bound;

              g_assert_true (gtk_accelerator_parse (keys[i], &keyval, &modifiers));
              /* Tab moves the focus, as everywhere in GTK. */
              bound = keyval == GDK_KEY_Tab && modifiers == 0;
              for (guint w = 0; !bound && widgets[w] != NULL; w++)
                bound = widget_has_key (widgets[w], keyval, modifiers);
              if (!bound && !application_has_key (application, keyval, modifiers))
                g_error ("“%s” is listed as %s, which nothing binds", title, keys[i]);
              (*n_checked)++;
            }
        }

      check (child, application, widgets, n_checked);
    }
}

/**
 * shortcuts_check_bound:
 * @shortcuts: a shortcuts window
 * @application: (nullable): the application whose accelerators count
 * @widgets: the widgets whose shortcuts count, %NULL-terminated
 *
 * Fails the test if @shortcuts lists a key that none of @widgets and
 * not @application binds, or an action that has no key.
 *
 * Returns: how many keys and actions were checked
 */
guint
shortcuts_check_bound (GtkShortcutsWindow  *shortcuts,
                       GtkApplication      *application,
                       GtkWidget          **widgets)
{
  guint n_checked = 0;

  check (GTK_WIDGET (shortcuts), application, widgets, &n_checked);

  return n_checked;
}

/* The first widget of @type under @root, depth first. */
static GtkWidget *
find_child (GtkWidget *root,
            GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_child (child, type)) != NULL)
        return found;
    }

  return NULL;
}

/**
 * shortcuts_check_fits:
 * @shortcuts: a shortcuts window, shown
 * @max_width: the width of the smallest screen it must fit
 * @max_height: the height of that screen
 *
 * Fails the test if the natural size of @shortcuts, the size it takes
 * and keeps (it cannot be resized), is larger than @max_width ×
 * @max_height. GTK 4.8 wraps neither the titles nor the subtitles of its
 * shortcuts, and the window is as large as its largest page.
 */
void
shortcuts_check_fits (GtkShortcutsWindow *shortcuts,
                      int                 max_width,
                      int                 max_height)
{
  GtkWidget *section, *stack;
  guint n_pages = 0;
  int width, height;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (shortcuts)));

  gtk_widget_measure (GTK_WIDGET (shortcuts), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (shortcuts), GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  g_test_message ("The shortcuts window is %dx%d", width, height);

  /* Which page, and which of its columns, makes it that wide. */
  section = find_child (GTK_WIDGET (shortcuts), GTK_TYPE_SHORTCUTS_SECTION);
  stack = section != NULL ? find_child (section, GTK_TYPE_STACK) : NULL;
  for (GtkWidget *page = stack != NULL ? gtk_widget_get_first_child (stack) : NULL;
       page != NULL;
       page = gtk_widget_get_next_sibling (page))
    {
      g_autoptr(GString) columns = g_string_new (NULL);
      int page_width;

      gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &page_width, NULL, NULL);
      for (GtkWidget *column = gtk_widget_get_first_child (page);
           column != NULL;
           column = gtk_widget_get_next_sibling (column))
        {
          int column_width;

          gtk_widget_measure (column, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &column_width, NULL, NULL);
          g_string_append_printf (columns, "%s%d", columns->len > 0 ? " + " : "", column_width);
        }
      g_test_message ("Page %u is %d wide: columns of %s", ++n_pages, page_width, columns->str);
    }

  g_assert_cmpint (width, <=, max_width);
  g_assert_cmpint (height, <=, max_height);
}

/**
 * shortcuts_check_dup_pages:
 * @shortcuts: a shortcuts window
 *
 * GTK 4.8 lays the groups of a section out again each time one is
 * added, and each time takes those of its last page first, so that the
 * order they are shown in is not the one they are written in.
 *
 * Returns: the titles of the groups of the first section, as shown:
 *   pages parted by " / ", their columns by " | " and the groups of a
 *   column by ", "
 */
char *
shortcuts_check_dup_pages (GtkShortcutsWindow *shortcuts)
{
  GString *pages = g_string_new (NULL);
  GtkWidget *section, *stack;

  /* The first section, then its stack of pages, each a box of columns,
   * each a box of groups. */
  section = find_child (GTK_WIDGET (shortcuts), GTK_TYPE_SHORTCUTS_SECTION);
  g_assert_nonnull (section);
  stack = find_child (section, GTK_TYPE_STACK);
  g_assert_nonnull (stack);

  for (GtkWidget *page = gtk_widget_get_first_child (stack);
       page != NULL;
       page = gtk_widget_get_next_sibling (page))
    {
      if (pages->len > 0)
        g_string_append (pages, " / ");

      for (GtkWidget *column = gtk_widget_get_first_child (page);
           column != NULL;
           column = gtk_widget_get_next_sibling (column))
        {
          if (gtk_widget_get_first_child (column) == NULL)
            continue;
          if (column != gtk_widget_get_first_child (page))
            g_string_append (pages, " | ");

          for (GtkWidget *group = gtk_widget_get_first_child (column);
               group != NULL;
               group = gtk_widget_get_next_sibling (group))
            {
              g_autofree char *title = NULL;

              g_assert_true (GTK_IS_SHORTCUTS_GROUP (group));
              g_object_get (group, "title", &title, NULL);
              if (group != gtk_widget_get_first_child (column))
                g_string_append (pages, ", ");
              g_string_append (pages, title);
            }
        }
    }

  return g_string_free (pages, FALSE);
}

/* Collects the clashes of @menu's items into @duplicates: mnemonics
 * already in @seen (one menu's letters), and actions already in
 * @actions (the whole menu's, with their targets): two items that do
 * one thing show one key and read as two commands.
 */
static void
collect_mnemonics (GMenuModel *menu,
                   GHashTable *seen,
                   GHashTable *actions,
                   GString    *duplicates)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;

      /* A section's items are in its menu; a submenu is a menu. */
      if (section != NULL)
        collect_mnemonics (section, seen, actions, duplicates);
      if (submenu != NULL)
        {
          g_autoptr(GHashTable) own = g_hash_table_new_full (NULL, NULL, NULL, g_free);

          collect_mnemonics (submenu, own, actions, duplicates);
        }

      if (!g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        continue;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        {
          g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
          g_autofree char *detailed = g_action_print_detailed_name (action, target);
          const char *other;

          if ((other = g_hash_table_lookup (actions, detailed)) != NULL)
            g_string_append_printf (duplicates, "%s“%s” and “%s” both %s",
                                    duplicates->len > 0 ? ", " : "", other, label, detailed);
          else
            g_hash_table_insert (actions, g_steal_pointer (&detailed), g_strdup (label));
        }

      for (const char *c = label; (c = strchr (c, '_')) != NULL; c += 2)
        {
          gunichar key;
          const char *other;

          /* "__" is an underscore. */
          if (c[1] == '\0')
            break;
          if (c[1] == '_')
            continue;

          key = g_unichar_tolower (g_utf8_get_char (c + 1));
          if ((other = g_hash_table_lookup (seen, GUINT_TO_POINTER (key))) != NULL)
            g_string_append_printf (duplicates, "%s“%s” and “%s”",
                                    duplicates->len > 0 ? ", " : "", other, label);
          else
            g_hash_table_insert (seen, GUINT_TO_POINTER (key), g_strdup (label));
          break;
        }
    }
}

/**
 * shortcuts_check_dup_menu_clashes:
 * @window: a window with a primary menu button
 *
 * The items of @window's main menu (its primary menu button's, sections
 * and submenus included) whose mnemonics are the same letter, which GTK
 * then moves between rather than activating: "“Save _As…” and
 * “_Arrange”". Each submenu is a menu of its own. Items that activate
 * the same action with the same target clash too, in every menu: "“_Open…”
 * and “Import _Dump…” both win.open".
 *
 * Returns: (nullable): the clashes, or %NULL when each item's letter is
 *   its own
 */
char *
shortcuts_check_dup_menu_clashes (GtkWidget *window)
{
  GtkWidget *button = NULL;
  GMenuModel *menu;
  GtkWidget *widget = window;

  /* Depth first through the window's widgets, its title bar's among
   * them.
   */
  while (widget != NULL && button == NULL)
    {
      if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
        button = widget;
      else if (gtk_widget_get_first_child (widget) != NULL)
        widget = gtk_widget_get_first_child (widget);
      else
        {
          while (widget != window && gtk_widget_get_next_sibling (widget) == NULL)
            widget = gtk_widget_get_parent (widget);
          widget = widget != window ? gtk_widget_get_next_sibling (widget) : NULL;
        }
    }

  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_nonnull (menu);

  return shortcuts_check_dup_model_clashes (menu);
}

/**
 * shortcuts_check_dup_model_clashes:
 * @menu: a menu
 *
 * The items of @menu, sections and submenus included, whose mnemonics
 * are the same letter, as shortcuts_check_dup_menu_clashes () tells them.
 *
 * Returns: (nullable): the clashes, or %NULL when each item's letter is
 *   its own
 */
char *
shortcuts_check_dup_model_clashes (GMenuModel *menu)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GHashTable) actions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GString) duplicates = g_string_new (NULL);

  collect_mnemonics (menu, seen, actions, duplicates);

  return duplicates->len > 0 ? g_string_free (g_steal_pointer (&duplicates), FALSE) : NULL;
}

/* What shortcuts_check_enter_german () changed, for
 * shortcuts_check_leave_german () to put back. */
static struct
{
  char *locale_dir;
  char *locale;
  char *locpath;
  char *language;
  char *catalogue_dir;
} german;

static void
restore_env (const char *variable,
             const char *value)
{
  if (value != NULL)
    g_setenv (variable, value, TRUE);
  else
    g_unsetenv (variable);
}

/**
 * shortcuts_check_enter_german:
 * @catalogue_dir: the folder of the build's catalogues
 *
 * Switches this process to German, as test-demo-i18n does: a
 * de_DE.UTF-8 locale made in a folder of its own (the machine may have
 * only C.UTF-8), GTK's catalogue for the names of the keys ("Strg",
 * "Umschalt"), and the catalogue of the build in @catalogue_dir for
 * GETTEXT_PACKAGE. A shortcuts window built after this is in German.
 *
 * The libraries bind GETTEXT_PACKAGE to the installed catalogues on
 * their first look-up: call this after they have spoken (after a
 * window has been shown), so that the binding made here holds.
 *
 * Returns: %FALSE if the locale could not be made, or GTK has no German
 *   names for the keys; the process is left as it was
 */
gboolean
shortcuts_check_enter_german (const char *catalogue_dir)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *target = NULL;
  g_autofree char *keys = NULL;
  int status = 0;

  g_assert_null (german.locale_dir);

  german.locale_dir = g_dir_make_tmp ("flow-shortcuts-de-XXXXXX", &error);
  g_assert_no_error (error);
  target = g_build_filename (german.locale_dir, "de_DE.UTF-8", NULL);

  {
    const char *argv[] = { "localedef", "-i", "de_DE", "-f", "UTF-8", target, NULL };

    if (!g_spawn_sync (NULL, (char **) argv, NULL,
                       G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                       NULL, NULL, NULL, NULL, &status, NULL) ||
        !g_spawn_check_wait_status (status, NULL))
      {
        shortcuts_check_leave_german ();
        return FALSE;
      }
  }

  german.locale = g_strdup (setlocale (LC_ALL, NULL));
  german.locpath = g_strdup (g_getenv ("LOCPATH"));
  german.language = g_strdup (g_getenv ("LANGUAGE"));
  german.catalogue_dir = g_strdup (bindtextdomain (GETTEXT_PACKAGE, NULL));

  g_setenv ("LOCPATH", german.locale_dir, TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, catalogue_dir);
  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      shortcuts_check_leave_german ();
      return FALSE;
    }

  keys = gtk_accelerator_get_label (GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_test_message ("In German, Ctrl+Shift+A reads %s", keys);
  if (g_strcmp0 (keys, "Umschalt+Strg+A") != 0)
    {
      shortcuts_check_leave_german ();
      return FALSE;
    }

  /* The build's catalogue, not English for want of one. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Keyboard Shortcuts"), ==, "Tastenkürzel");

  return TRUE;
}

/**
 * shortcuts_check_leave_german:
 *
 * Puts back the locale, the environment and the binding of
 * GETTEXT_PACKAGE that shortcuts_check_enter_german () changed, and
 * removes the locale it made.
 */
void
shortcuts_check_leave_german (void)
{
  if (german.locale != NULL)
    {
      restore_env ("LOCPATH", german.locpath);
      restore_env ("LANGUAGE", german.language);
      setlocale (LC_ALL, german.locale);
      bindtextdomain (GETTEXT_PACKAGE, german.catalogue_dir);
    }

  if (german.locale_dir != NULL)
    {
      const char *argv[] = { "rm", "-rf", german.locale_dir, NULL };

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                    NULL, NULL, NULL, NULL);
    }

  g_clear_pointer (&german.locale_dir, g_free);
  g_clear_pointer (&german.locale, g_free);
  g_clear_pointer (&german.locpath, g_free);
  g_clear_pointer (&german.language, g_free);
  g_clear_pointer (&german.catalogue_dir, g_free);
}

static gboolean file_chooser_open;

/**
 * shortcuts_check_file_chooser_open:
 * @open: whether a test has a file chooser open now
 *
 * Tells shortcuts_check_log_writer () that a file chooser is shown, from
 * before it is asked for until the frames after it closed.
 */
void
shortcuts_check_file_chooser_open (gboolean open)
{
  file_chooser_open = open;
}

/**
 * shortcuts_check_log_writer:
 *
 * GTK 4.8's shortcuts window warns that a label of its page switcher
 * measured less than nothing ("GtkLabel … reported min width -4"), and
 * so does any program that shows one, flow-gst's or flow-demo's: GTK's
 * own, written out and not fatal here. So is the warning of GTK 4.8's
 * file chooser, which sometimes draws a button of its own in the frame
 * before that button is allocated ("Trying to snapshot GtkButton …
 * without a current allocation", about once in five runs of the suite),
 * while shortcuts_check_file_chooser_open () says a chooser is open
 * only. Every other message goes its usual way, fatal as the tests make
 * warnings. Set it with g_log_set_writer_func () before gtk_test_init ().
 */
GLogWriterOutput
shortcuts_check_log_writer (GLogLevelFlags   log_level,
                            const GLogField *fields,
                            gsize            n_fields,
                            gpointer         user_data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
        message = fields[i].value;
    }

  if ((log_level & G_LOG_LEVEL_WARNING) != 0 && g_strcmp0 (domain, "Gtk") == 0 &&
      message != NULL && g_str_has_prefix (message, "GtkLabel ") &&
      strstr (message, "reported min width") != NULL)
    {
      g_test_message ("GTK's own warning: %s", message);
      return G_LOG_WRITER_HANDLED;
    }

  if (file_chooser_open && (log_level & G_LOG_LEVEL_WARNING) != 0 &&
      g_strcmp0 (domain, "Gtk") == 0 && message != NULL &&
      g_str_has_prefix (message, "Trying to snapshot ") &&
      strstr (message, "without a current allocation") != NULL)
    {
      g_test_message ("GTK's file chooser: %s", message);
      return G_LOG_WRITER_HANDLED;
    }

  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

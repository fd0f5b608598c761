/* shortcuts-check.c: checks that a shortcuts window lists only keys
 * that are bound, by one of the widgets given (its own shortcuts and its
 * classes') or by the application's accelerators.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

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

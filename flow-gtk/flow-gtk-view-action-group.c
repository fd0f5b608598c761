/* flow-gtk-view-action-group.c: the view's actions as a GActionGroup,
 * for widgets outside the view. A header bar's zoom buttons or an undo
 * button cannot reach the view's widget actions (`flowview.zoom-in`,
 * `flowview.undo`): GTK looks actions up from a widget towards the
 * window, never into a sibling. flow_gtk_view_get_action_group () gives
 * the same actions, without their `flowview.` prefix, enabled when the
 * view's are and with the view's state, to be inserted where such
 * widgets find them.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-view-action-group-private.h"

#include "flow-gtk-view-actions-private.h"
#include "flow-gtk-view-private.h"

/* Implementation notes
 *
 * GTK 4.8 has no public way to read whether a widget action is enabled,
 * nor to observe it, nor to reach a widget's own action muxer as a
 * GActionGroup. The group therefore lists the view class's actions
 * (gtk_widget_class_query_action ()) once, is told by the actions room
 * whenever it enables or disables one (flow_gtk_view_actions_update (),
 * the only place that does), and activates through
 * gtk_widget_activate_action_variant (), so that every action runs
 * exactly as it does from the view's keys and menus. An action whose
 * state is a property of the view (`snap-to-grid`) reports that
 * property and follows its notifications.
 *
 * Rejected: a GSimpleActionGroup of copies. Two sets of activation code
 * for one command, and the copies' enabled state would need the same
 * telling anyway.
 */

#define PREFIX     "flowview."
#define PREFIX_LEN (sizeof PREFIX - 1)

typedef struct
{
  /* Without the prefix. */
  char               *name;
  const GVariantType *parameter_type;
  /* The view's property behind the action's state, or NULL. */
  GParamSpec         *pspec;
  gboolean            enabled;
} ActionEntry;

struct _FlowGtkViewActionGroup
{
  GObject      parent_instance;

  /* Not owned: the view owns the group. NULL once the view is
   * disposed, when every action is disabled.
   */
  FlowGtkView *view;
  GArray      *entries;
};

static void flow_gtk_view_action_group_iface_init (GActionGroupInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlowGtkViewActionGroup, flow_gtk_view_action_group, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_ACTION_GROUP,
                                                      flow_gtk_view_action_group_iface_init))

static ActionEntry *
find_entry (FlowGtkViewActionGroup *self,
            const char             *name)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      ActionEntry *entry = &g_array_index (self->entries, ActionEntry, i);

      if (g_str_equal (entry->name, name))
        return entry;
    }

  return NULL;
}

/* The state of an action backed by a property, in the types GTK's
 * property actions use; NULL for a type they have no state for.
 */
static GVariant *
property_state (FlowGtkViewActionGroup *self,
                GParamSpec             *pspec)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, pspec->value_type);
  g_object_get_property (G_OBJECT (self->view), pspec->name, &value);

  switch (G_TYPE_FUNDAMENTAL (pspec->value_type))
    {
    case G_TYPE_BOOLEAN:
      return g_variant_ref_sink (g_variant_new_boolean (g_value_get_boolean (&value)));
    case G_TYPE_INT:
      return g_variant_ref_sink (g_variant_new_int32 (g_value_get_int (&value)));
    case G_TYPE_UINT:
      return g_variant_ref_sink (g_variant_new_uint32 (g_value_get_uint (&value)));
    case G_TYPE_DOUBLE:
      return g_variant_ref_sink (g_variant_new_double (g_value_get_double (&value)));
    case G_TYPE_STRING:
      return g_variant_ref_sink (g_variant_new_string (g_value_get_string (&value) != NULL
                                                       ? g_value_get_string (&value) : ""));
    default:
      return NULL;
    }
}

static gchar **
list_actions (GActionGroup *group)
{
  FlowGtkViewActionGroup *self = FLOW_GTK_VIEW_ACTION_GROUP (group);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **names;

  for (guint i = 0; i < self->entries->len; i++)
    g_strv_builder_add (builder, g_array_index (self->entries, ActionEntry, i).name);

  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  return names;
}

static gboolean
query_action (GActionGroup        *group,
              const gchar         *action_name,
              gboolean            *enabled,
              const GVariantType **parameter_type,
              const GVariantType **state_type,
              GVariant           **state_hint,
              GVariant           **state)
{
  FlowGtkViewActionGroup *self = FLOW_GTK_VIEW_ACTION_GROUP (group);
  ActionEntry *entry = find_entry (self, action_name);
  g_autoptr(GVariant) current = NULL;

  if (entry == NULL)
    return FALSE;

  if (entry->pspec != NULL && self->view != NULL)
    current = property_state (self, entry->pspec);

  if (enabled != NULL)
    *enabled = entry->enabled && self->view != NULL;
  if (parameter_type != NULL)
    *parameter_type = entry->parameter_type;
  if (state_type != NULL)
    *state_type = current != NULL ? g_variant_get_type (current) : NULL;
  if (state_hint != NULL)
    *state_hint = NULL;
  if (state != NULL)
    *state = g_steal_pointer (&current);

  return TRUE;
}

static void
activate_action (GActionGroup *group,
                 const gchar  *action_name,
                 GVariant     *parameter)
{
  FlowGtkViewActionGroup *self = FLOW_GTK_VIEW_ACTION_GROUP (group);
  ActionEntry *entry = find_entry (self, action_name);
  g_autofree char *full_name = NULL;
  g_autoptr(GVariant) sunk = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_return_if_fail (entry != NULL);
  g_return_if_fail (entry->parameter_type == NULL
                    ? parameter == NULL
                    : parameter != NULL && g_variant_is_of_type (parameter, entry->parameter_type));

  if (!entry->enabled || self->view == NULL)
    return;

  full_name = g_strconcat (PREFIX, action_name, NULL);
  gtk_widget_activate_action_variant (GTK_WIDGET (self->view), full_name, sunk);
}

static void
change_action_state (GActionGroup *group,
                     const gchar  *action_name,
                     GVariant     *value)
{
  FlowGtkViewActionGroup *self = FLOW_GTK_VIEW_ACTION_GROUP (group);
  ActionEntry *entry = find_entry (self, action_name);
  g_autoptr(GVariant) sunk = g_variant_ref_sink (value);
  g_auto(GValue) gvalue = G_VALUE_INIT;

  g_return_if_fail (entry != NULL && entry->pspec != NULL);

  if (!entry->enabled || self->view == NULL)
    return;

  g_dbus_gvariant_to_gvalue (sunk, &gvalue);
  g_object_set_property (G_OBJECT (self->view), entry->pspec->name, &gvalue);
}

static void
flow_gtk_view_action_group_iface_init (GActionGroupInterface *iface)
{
  iface->list_actions = list_actions;
  iface->query_action = query_action;
  iface->activate_action = activate_action;
  iface->change_action_state = change_action_state;
}

static void
property_notify_cb (FlowGtkViewActionGroup *self,
                    GParamSpec             *pspec)
{
  /* Nothing is told while the view is disposed. */
  if (self->view == NULL)
    return;

  for (guint i = 0; i < self->entries->len; i++)
    {
      ActionEntry *entry = &g_array_index (self->entries, ActionEntry, i);
      g_autoptr(GVariant) state = NULL;

      if (entry->pspec != pspec)
        continue;

      state = property_state (self, pspec);
      if (state != NULL)
        g_action_group_action_state_changed (G_ACTION_GROUP (self), entry->name, state);
    }
}

static void
clear_entry (gpointer data)
{
  g_free (((ActionEntry *) data)->name);
}

static void
flow_gtk_view_action_group_finalize (GObject *object)
{
  FlowGtkViewActionGroup *self = FLOW_GTK_VIEW_ACTION_GROUP (object);

  g_clear_pointer (&self->entries, g_array_unref);

  G_OBJECT_CLASS (flow_gtk_view_action_group_parent_class)->finalize (object);
}

static void
flow_gtk_view_action_group_class_init (FlowGtkViewActionGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = flow_gtk_view_action_group_finalize;
}

static void
flow_gtk_view_action_group_init (FlowGtkViewActionGroup *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (ActionEntry));
  g_array_set_clear_func (self->entries, clear_entry);
}

/* The group of @view's actions, every one enabled until told otherwise,
 * as widget actions are.
 */
FlowGtkViewActionGroup *
flow_gtk_view_action_group_new (FlowGtkView *view)
{
  FlowGtkViewActionGroup *self = g_object_new (FLOW_GTK_TYPE_VIEW_ACTION_GROUP, NULL);
  GtkWidgetClass *widget_class = GTK_WIDGET_GET_CLASS (view);
  const GVariantType *parameter_type;
  const char *property_name;
  const char *name;
  GType owner;

  self->view = view;

  for (guint i = 0;
       gtk_widget_class_query_action (widget_class, i, &owner, &name, &parameter_type, &property_name);
       i++)
    {
      ActionEntry entry = { NULL, parameter_type, NULL, TRUE };

      if (!g_str_has_prefix (name, PREFIX))
        continue;

      entry.name = g_strdup (name + PREFIX_LEN);
      if (property_name != NULL)
        {
          g_autofree char *signal = g_strconcat ("notify::", property_name, NULL);

          entry.pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (view), property_name);
          g_signal_connect_object (view, signal, G_CALLBACK (property_notify_cb), self,
                                   G_CONNECT_SWAPPED);
        }
      g_array_append_val (self->entries, entry);
    }

  return self;
}

/* Records that the view's action @full_name ("flowview.undo") is now
 * enabled or not, and tells the group's observers.
 */
void
flow_gtk_view_action_group_set_enabled (FlowGtkViewActionGroup *self,
                                        const char             *full_name,
                                        gboolean                enabled)
{
  ActionEntry *entry;

  g_return_if_fail (g_str_has_prefix (full_name, PREFIX));

  entry = find_entry (self, full_name + PREFIX_LEN);
  if (entry == NULL || entry->enabled == !!enabled || self->view == NULL)
    return;

  entry->enabled = !!enabled;
  g_action_group_action_enabled_changed (G_ACTION_GROUP (self), entry->name, entry->enabled);
}

static gboolean
tell_disabled_cb (gpointer data)
{
  FlowGtkViewActionGroup *self = data;

  for (guint i = 0; i < self->entries->len; i++)
    {
      ActionEntry *entry = &g_array_index (self->entries, ActionEntry, i);

      if (entry->enabled)
        {
          entry->enabled = FALSE;
          g_action_group_action_enabled_changed (G_ACTION_GROUP (self), entry->name, FALSE);
        }
    }

  return G_SOURCE_REMOVE;
}

/* The view is disposed: every action does nothing from now on, and the
 * widgets that still find the group hear that each is disabled, from an
 * idle callback. Not at once: the view is disposed as its window is,
 * whose action muxer, which listens to the group, is then half torn
 * down, and GTK 4.8 crashes on a signal of the group at that moment.
 * Once the window is gone, its muxer no longer listens.
 */
void
flow_gtk_view_action_group_disconnect (FlowGtkViewActionGroup *self)
{
  self->view = NULL;
  g_idle_add_full (G_PRIORITY_DEFAULT, tell_disabled_cb, g_object_ref (self), g_object_unref);
}

/**
 * flow_gtk_view_get_action_group:
 * @self: a view
 *
 * Gets the view's actions as a [iface@Gio.ActionGroup], for widgets
 * outside the view: the view's own actions (`flowview.zoom-in`,
 * `flowview.undo`, …) are widget actions, which GTK finds only from the
 * view and the widgets inside it.
 *
 * The group holds every `flowview.` action of the view, named without
 * that prefix (`zoom-in`, `undo`), with the same parameter type. An
 * action of the group is enabled exactly when the view's is (undo when
 * the history can undo and the view is editable, the editing commands
 * while the view is editable), and activating it runs the view's
 * action. A stateful action (`snap-to-grid`) has the view's state and
 * follows it.
 *
 * Insert the group where the other widgets find it, for example on the
 * window, and name its actions in theirs:
 *
 * ```c
 * gtk_widget_insert_action_group (GTK_WIDGET (window), "canvas",
 *                                 flow_gtk_view_get_action_group (view));
 * gtk_actionable_set_action_name (GTK_ACTIONABLE (undo_button), "canvas.undo");
 * ```
 *
 * The group belongs to the view; it does not keep the view alive. Once
 * the view is disposed, its actions do nothing, and the group tells
 * whoever still listens that each is disabled, from the main loop.
 *
 * Returns: (transfer none): the view's actions
 */
GActionGroup *
flow_gtk_view_get_action_group (FlowGtkView *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_VIEW (self), NULL);

  return G_ACTION_GROUP (flow_gtk_view_actions_get_group (_flow_gtk_view_get_actions (self)));
}

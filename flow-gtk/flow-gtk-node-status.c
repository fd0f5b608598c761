/* flow-gtk-node-status.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* FlowGtkNodeStatus: what a node widget says of its node's state, in its
 * header and its style classes: a badge for a warning, an error or a
 * missing input, with the tooltip that says which; a spinner while the
 * node computes in a job; a pin while it is pinned; a group node's count
 * of the group nodes that share its group; the classes `.warning`,
 * `.error`, `.missing-input`, `.busy`, `.muted`, `.pinned` and `.group`.
 * The node widget (flow-gtk-node.c) owns the struct and makes its
 * accessible description from the badge's text.
 *
 * The spinner, pin, count and badge are made the first time they show,
 * in their place in the header (ensure_child ()): most nodes never show
 * any of them, and each would cost its making and styling in every node
 * widget a view makes.
 */

#include "config.h"

#include "flow-gtk-node-status-private.h"

#include "flow-gtk-i18n-private.h"

#include <string.h>

void
flow_gtk_node_status_init (FlowGtkNodeStatus *self,
                           GtkWidget         *widget,
                           GtkWidget         *header,
                           GtkWidget         *title)
{
  memset (self, 0, sizeof *self);
  self->widget = widget;
  self->header = header;
  self->title = title;
}

/* Forgets the children (the header, their parent, goes with the widget)
 * and frees the text.
 */
void
flow_gtk_node_status_clear (FlowGtkNodeStatus *self)
{
  if (self->badge != NULL)
    g_object_set_data (G_OBJECT (self->badge), "flow-status-text", NULL);
  self->header = self->title = NULL;
  self->spinner = self->pin = self->users = self->badge = NULL;
  g_clear_pointer (&self->text, g_free);
}

/* "Missing input: A, B." for the required sinks that are null. */
static char *
describe_missing_input (FlowNode *node)
{
  GListModel *sinks = flow_node_get_sinks (node);
  GString *text = g_string_new (_("Missing input: "));
  guint n = g_list_model_get_n_items (sinks);
  gboolean first = TRUE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FlowSink) sink = g_list_model_get_item (sinks, i);

      if (!flow_sink_get_required (sink) || flow_dock_has_value (FLOW_DOCK (sink)))
        continue;

      if (!first)
        g_string_append (text, ", ");
      g_string_append (text, flow_dock_get_label (FLOW_DOCK (sink)));
      first = FALSE;
    }

  g_string_append_c (text, '.');

  return g_string_free (text, FALSE);
}

static void
swap_class (GtkWidget  *widget,
            const char *old_class,
            const char *new_class)
{
  if (old_class != NULL)
    gtk_widget_remove_css_class (widget, old_class);
  if (new_class != NULL)
    gtk_widget_add_css_class (widget, new_class);
}

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* The badge's tooltip is made when it is shown: setting a tooltip's text
 * asks the windowing system where the pointer is, which binding must not
 * wait for.
 */
static gboolean
badge_query_tooltip_cb (GtkWidget  *badge,
                        int         x,
                        int         y,
                        gboolean    keyboard,
                        GtkTooltip *tooltip,
                        gpointer    user_data)
{
  const char *text = g_object_get_data (G_OBJECT (badge), "flow-status-text");

  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);

  return TRUE;
}

/* Makes the header's widget at @slot (the spinner, pin, count of users or
 * badge of @self) if it is not made yet, hidden, in its place: after the
 * title and those of the four before it that are made.
 */
static void
ensure_child (FlowGtkNodeStatus  *self,
              GtkWidget         **slot)
{
  GtkWidget **order[] = { &self->spinner, &self->pin, &self->users, &self->badge };
  GtkWidget *previous = self->title;
  GtkWidget *widget;

  if (*slot != NULL)
    return;

  if (slot == &self->spinner)
    {
      widget = gtk_spinner_new ();
      gtk_widget_set_can_target (widget, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Computing"),
                                      -1);
    }
  else if (slot == &self->pin)
    {
      widget = gtk_image_new_from_icon_name ("view-pin-symbolic");
      gtk_widget_add_css_class (widget, "pin");
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pinned"),
                                      -1);
    }
  else if (slot == &self->users)
    {
      widget = gtk_label_new (NULL);
      gtk_widget_add_css_class (widget, "users");
      gtk_widget_add_css_class (widget, "dim-label");
      gtk_widget_add_css_class (widget, "numeric");
    }
  else
    {
      g_assert (slot == &self->badge);

      widget = gtk_image_new ();
      gtk_widget_add_css_class (widget, "badge");
      if (self->state_class != NULL)
        gtk_widget_add_css_class (widget, self->state_class);
      if (self->missing_input)
        gtk_widget_add_css_class (widget, "missing-input");
      gtk_widget_set_has_tooltip (widget, TRUE);
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (badge_query_tooltip_cb), NULL);
    }

  gtk_widget_set_visible (widget, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (order) && order[i] != slot; i++)
    if (*order[i] != NULL)
      previous = *order[i];

  gtk_box_insert_child_after (GTK_BOX (self->header), widget, previous);
  *slot = widget;
}

/* Follows the state and missing input of @node (NULL: none). Returns
 * whether the badge's text changed, which the widget's accessible
 * description follows.
 */
gboolean
flow_gtk_node_status_update_state (FlowGtkNodeStatus *self,
                                   FlowNode          *node)
{
  FlowNodeState state = FLOW_NODE_STATE_NORMAL;
  const char *state_class = NULL;
  const char *message = NULL;
  gboolean missing = FALSE;
  g_autoptr(GString) text = NULL;

  if (node != NULL)
    {
      state = flow_node_get_state (node);
      message = flow_node_get_message (node);
      missing = flow_node_get_missing_input (node);
    }

  switch (state)
    {
    case FLOW_NODE_STATE_WARNING:
      state_class = "warning";
      break;
    case FLOW_NODE_STATE_ERROR:
      state_class = "error";
      break;
    case FLOW_NODE_STATE_NORMAL:
    default:
      break;
    }

  if (state_class != self->state_class)
    {
      swap_class (self->widget, self->state_class, state_class);
      if (self->badge != NULL)
        swap_class (self->badge, self->state_class, state_class);
      self->state_class = state_class;
    }

  if (missing != self->missing_input)
    {
      set_class (self->widget, "missing-input", missing);
      if (self->badge != NULL)
        set_class (self->badge, "missing-input", missing);
      self->missing_input = missing;
    }

  if (state_class == NULL && !missing)
    {
      if (self->text == NULL)
        return FALSE;

      g_clear_pointer (&self->text, g_free);
      g_object_set_data (G_OBJECT (self->badge), "flow-status-text", NULL);
      gtk_widget_set_visible (self->badge, FALSE);
      gtk_widget_set_can_target (self->header, FALSE);
      return TRUE;
    }

  text = g_string_new (NULL);

  if (state_class != NULL)
    {
      if (message != NULL && *message != '\0')
        g_string_append (text, message);
      else
        g_string_append (text, state == FLOW_NODE_STATE_ERROR ? _("Error.") : _("Warning."));
    }

  if (missing)
    {
      g_autofree char *missing_text = describe_missing_input (node);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, missing_text);
    }

  ensure_child (self, &self->badge);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->badge),
                                state == FLOW_NODE_STATE_ERROR
                                  ? "dialog-error-symbolic"
                                  : "dialog-warning-symbolic");
  g_free (self->text);
  self->text = g_strdup (text->str);
  g_object_set_data (G_OBJECT (self->badge), "flow-status-text", self->text);
  gtk_widget_set_visible (self->badge, TRUE);
  gtk_widget_set_can_target (self->header, TRUE);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->badge),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  -1);

  return TRUE;
}

/* Busy, muted and pinned, what the evaluation engine and the user say of
 * @node (NULL: none), and whether it is a group node.
 */
void
flow_gtk_node_status_update_activity (FlowGtkNodeStatus *self,
                                      FlowNode          *node)
{
  gboolean busy = node != NULL && flow_node_get_busy (node);
  gboolean muted = node != NULL && flow_node_get_muted (node);
  gboolean pinned = node != NULL && flow_node_get_pinned (node);
  gboolean group = node != NULL && FLOW_IS_GROUP_NODE (node);

  /* A pinned node shows a pin, and stays where it is. */
  if (pinned != gtk_widget_has_css_class (self->widget, "pinned"))
    {
      set_class (self->widget, "pinned", pinned);
      if (pinned)
        ensure_child (self, &self->pin);
      if (self->pin != NULL)
        gtk_widget_set_visible (self->pin, pinned);
    }

  if (busy != gtk_widget_has_css_class (self->widget, "busy"))
    {
      set_class (self->widget, "busy", busy);
      if (busy)
        ensure_child (self, &self->spinner);
      if (self->spinner != NULL)
        {
          gtk_widget_set_visible (self->spinner, busy);
          gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), busy);
        }
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->widget),
                                   GTK_ACCESSIBLE_STATE_BUSY, busy,
                                   -1);
    }

  if (muted != gtk_widget_has_css_class (self->widget, "muted"))
    set_class (self->widget, "muted", muted);

  /* A group node: drawn as a stack of cards. */
  if (group != gtk_widget_has_css_class (self->widget, "group"))
    set_class (self->widget, "group", group);
}

/* "×3" when @group (NULL: none) is shared by three group nodes. */
void
flow_gtk_node_status_update_users (FlowGtkNodeStatus *self,
                                   FlowGroup         *group)
{
  guint n = group != NULL ? flow_group_get_n_users (group) : 0;

  if (n > 1)
    ensure_child (self, &self->users);
  if (self->users != NULL)
    gtk_widget_set_visible (self->users, n > 1);
  if (n > 1)
    {
      g_autofree char *text = g_strdup_printf ("×%u", n);
      /* Translators: the tooltip of a group node's count of users. */
      g_autofree char *description = g_strdup_printf (ngettext ("Its group is used by %u group node; "
                                                                "an edit inside changes it",
                                                                "Its group is used by %u group nodes; "
                                                                "an edit inside changes them all",
                                                                n), n);

      gtk_label_set_text (GTK_LABEL (self->users), text);
      gtk_widget_set_tooltip_text (self->users, description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->users),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                      -1);
    }
}

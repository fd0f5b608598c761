/* flow-gst-recovery-bar.c: the bar over the canvas that offers the
 * pipelines a session left unsaved when it ended (a crash, a kill), one
 * after the other, newest first: Recover or Discard.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-recovery-bar.h"

#include "flow-app-a11y.h"
#include "flow-app-recovery.h"

#include <glib/gi18n-lib.h>

/* Implementation notes: the files are found by flow_app_recovery_find_left
 * (app-common/flow-app-recovery.c) when flow-gst starts; the bar only
 * offers them. Recover emits ::recover with the file's path for the
 * window to bring its pipeline in; Discard removes the file. Either way
 * the next one is offered, and the bar hides after the last. A bar, not
 * a dialog: the window can be used meanwhile, and the question waits.
 */

struct _FlowGstRecoveryBar
{
  GtkWidget  parent_instance;

  GtkWidget *revealer;
  GtkWidget *label;
  GStrv      paths;
  guint      current;
};

enum {
  RECOVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGstRecoveryBar, flow_gst_recovery_bar, GTK_TYPE_WIDGET)

static void
show_current (FlowGstRecoveryBar *self)
{
  const char *path = flow_gst_recovery_bar_get_path (self);
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), path != NULL);
  if (path == NULL)
    return;

  time = flow_app_recovery_format_time (path);
  /* Translators: %s says when, as in “Sunday 14:05”. */
  text = g_strdup_printf (_("A pipeline was left unsaved when Flow GStreamer Editor last ended, on %s. "
                            "Recover it?"), time);
  gtk_label_set_text (GTK_LABEL (self->label), text);
}

static void
recover_clicked_cb (FlowGstRecoveryBar *self)
{
  g_autofree char *path = g_strdup (flow_gst_recovery_bar_get_path (self));

  if (path == NULL)
    return;

  g_signal_emit (self, signals[RECOVER], 0, path);
}

static void
discard_clicked_cb (FlowGstRecoveryBar *self)
{
  const char *path = flow_gst_recovery_bar_get_path (self);

  if (path == NULL)
    return;

  flow_app_recovery_discard (path);
  flow_gst_recovery_bar_next (self);
}

static void
flow_gst_recovery_bar_dispose (GObject *object)
{
  FlowGstRecoveryBar *self = (FlowGstRecoveryBar *)object;

  g_clear_pointer (&self->revealer, gtk_widget_unparent);
  g_clear_pointer (&self->paths, g_strfreev);

  G_OBJECT_CLASS (flow_gst_recovery_bar_parent_class)->dispose (object);
}

static void
flow_gst_recovery_bar_class_init (FlowGstRecoveryBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = flow_gst_recovery_bar_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "recoverybar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /* Recover was chosen for the pipeline kept in the file at the path
   * given: the handler brings it in, then calls
   * flow_gst_recovery_bar_next (), or leaves it offered if it failed.
   */
  signals[RECOVER] =
    g_signal_new ("recover", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
flow_gst_recovery_bar_init (FlowGstRecoveryBar *self)
{
  GtkWidget *box, *recover, *discard;

  self->revealer = gtk_revealer_new ();
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_box_append (GTK_BOX (box), self->label);
  recover = gtk_button_new_with_mnemonic (_("_Recover"));
  gtk_widget_add_css_class (recover, "suggested-action");
  g_signal_connect_swapped (recover, "clicked", G_CALLBACK (recover_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), recover);
  /* Translators: Alt+D is the log's Debug log, in the same window. */
  discard = gtk_button_new_with_mnemonic (_("D_iscard"));
  gtk_widget_add_css_class (discard, "destructive-action");
  g_signal_connect_swapped (discard, "clicked", G_CALLBACK (discard_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), discard);
  flow_app_name_mnemonic_buttons (box);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), box);

  /* The label is what the group says. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->label, NULL,
                                  -1);
}

GtkWidget *
flow_gst_recovery_bar_new (void)
{
  return g_object_new (FLOW_GST_TYPE_RECOVERY_BAR, NULL);
}

/* Offers the pipelines kept in @paths, newest first, one at a time. */
void
flow_gst_recovery_bar_offer (FlowGstRecoveryBar *self,
                             const char * const *paths)
{
  g_return_if_fail (FLOW_GST_IS_RECOVERY_BAR (self));

  g_clear_pointer (&self->paths, g_strfreev);
  self->paths = g_strdupv ((char **) paths);
  self->current = 0;
  show_current (self);
}

/* The file of the pipeline offered; NULL when none is. */
const char *
flow_gst_recovery_bar_get_path (FlowGstRecoveryBar *self)
{
  g_return_val_if_fail (FLOW_GST_IS_RECOVERY_BAR (self), NULL);

  if (self->paths == NULL || self->current >= g_strv_length (self->paths))
    return NULL;

  return self->paths[self->current];
}

/* Offers the next pipeline, or hides the bar after the last. */
void
flow_gst_recovery_bar_next (FlowGstRecoveryBar *self)
{
  g_return_if_fail (FLOW_GST_IS_RECOVERY_BAR (self));

  if (flow_gst_recovery_bar_get_path (self) != NULL)
    self->current++;
  show_current (self);
}

/* flow-gst-unsaved-question.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* The question flow-gst asks before changes that are not saved are lost
 * (closing the window, opening or starting another pipeline): Save,
 * Discard or Cancel. The window answers it (flow-gst-window.c).
 */

#include "config.h"

#include "flow-gst-unsaved-question.h"

#include "flow-app-a11y.h"

#include <glib/gi18n-lib.h>

/* A new question over @parent, about @file (NULL for one never saved),
 * not shown yet: its ::response is GTK_RESPONSE_ACCEPT to save,
 * GTK_RESPONSE_REJECT to discard, anything else to cancel.
 */
GtkWidget *
flow_gst_unsaved_question_new (GtkWindow *parent,
                               GFile     *file)
{
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : g_strdup (_("Untitled"));
  GtkWidget *dialog;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Save Changes?"));
  /* Translators: %s is the graph's file or example name. */
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("“%s” has changes that are not saved. They are lost "
                                              "unless you save them."), name);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT),
                            "destructive-action");
  G_GNUC_END_IGNORE_DEPRECATIONS
  flow_app_name_mnemonic_buttons (dialog);
  gtk_window_set_title (GTK_WINDOW (dialog), _("Save Changes?"));

  return dialog;
}

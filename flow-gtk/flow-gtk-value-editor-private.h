/* flow-gtk-value-editor-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <flow/flow.h>

G_BEGIN_DECLS

#define FLOW_GTK_TYPE_VALUE_EDITOR (flow_gtk_value_editor_get_type ())

G_DECLARE_FINAL_TYPE (FlowGtkValueEditor, flow_gtk_value_editor, FLOW_GTK, VALUE_EDITOR, GtkWidget)

GtkWidget *flow_gtk_value_editor_new               (void) G_GNUC_WARN_UNUSED_RESULT;

FlowSink  *flow_gtk_value_editor_get_sink          (FlowGtkValueEditor *self);
void       flow_gtk_value_editor_set_sink          (FlowGtkValueEditor *self,
                                                    FlowSink           *sink);
gboolean   flow_gtk_value_editor_can_edit          (GType               type);

/* The inner widgets, for tests: the one that edits a set value, the
 * button shown for null and the button that makes the value null; each
 * NULL until it is first shown.
 */
GtkWidget *flow_gtk_value_editor_get_value_widget  (FlowGtkValueEditor *self);
GtkWidget *flow_gtk_value_editor_get_null_button   (FlowGtkValueEditor *self);
GtkWidget *flow_gtk_value_editor_get_clear_button  (FlowGtkValueEditor *self);
void       _flow_gtk_value_editor_set_read_only    (FlowGtkValueEditor *self,
                                                    gboolean            read_only);

G_END_DECLS

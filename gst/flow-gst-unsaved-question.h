/* flow-gst-unsaved-question.h: the question asked before unsaved changes
 * are lost; see flow-gst-unsaved-question.c.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *flow_gst_unsaved_question_new (GtkWindow *parent,
                                          GFile     *file);

G_END_DECLS

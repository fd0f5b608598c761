/* flow-gtk-style-node-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called when the style node's style changed. */
typedef void (*FlowGtkStyleChangedFunc) (gpointer user_data);

GtkWidget *flow_gtk_style_node_new (GtkWidget               *parent,
                                    const char              *css_name,
                                    const char              *css_class,
                                    GtkAccessibleRole        role,
                                    FlowGtkStyleChangedFunc  changed,
                                    gpointer                 user_data);

G_END_DECLS

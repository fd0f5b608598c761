/* flow-app-files.h: where the applications' file dialogs start.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void flow_app_file_chooser_start (GtkFileChooser *chooser,
                                  GFile          *near,
                                  GFile          *last_folder,
                                  const char     *name);

G_END_DECLS

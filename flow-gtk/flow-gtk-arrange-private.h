/* flow-gtk-arrange-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

gboolean flow_gtk_arrange_compute (FlowGtkLayout      *layout,
                                   FlowGtkNodeRecord **records,
                                   guint               n_records,
                                   graphene_point_t   *positions,
                                   GError            **error);

G_END_DECLS

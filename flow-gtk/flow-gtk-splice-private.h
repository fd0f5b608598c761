/* flow-gtk-splice-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-gtk-layout-private.h"

G_BEGIN_DECLS

/* A node dragged onto a wire: see flow-gtk-splice.c. */
typedef struct _FlowGtkSplice FlowGtkSplice;

gboolean           flow_gtk_splice_fits   (FlowGraph         *graph,
                                           FlowNode          *node,
                                           FlowConnection    *connection);
FlowGtkSplice     *flow_gtk_splice_begin  (FlowGraph         *graph,
                                           FlowNode          *node);
FlowGtkWireRecord *flow_gtk_splice_update (FlowGtkSplice     *self,
                                           FlowGtkWireRecord *wire);
FlowGtkWireRecord *flow_gtk_splice_get_target (FlowGtkSplice *self);
void               flow_gtk_splice_forget_wire (FlowGtkSplice     *self,
                                                FlowGtkWireRecord *wire);
void               flow_gtk_splice_end    (FlowGtkSplice     *self,
                                           gboolean           commit);

G_END_DECLS

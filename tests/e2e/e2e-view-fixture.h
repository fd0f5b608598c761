/* e2e-view-fixture.h: the graph and window the view's end-to-end tests
 * share.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "xtest-utils.h"

#include <flow-gtk/flow-gtk.h>

G_BEGIN_DECLS

/* Four nodes (Number, Text, Sum, Result) in a view of 1000 × 640;
 * e2e_add_node () returns a reference of its own.
 */
typedef struct
{
  GtkWidget  *window;
  GtkWidget  *view;
  FlowGraph  *graph;
  FlowNode   *number;
  FlowNode   *text;
  FlowNode   *sum;
  FlowNode   *result;
} Fixture;

FlowNode         *e2e_add_node         (FlowGraph        *graph,
                                       const char       *title,
                                       const char       *sinks,
                                       const char       *sources,
                                       double            x,
                                       double            y);
void              e2e_fixture_setup    (Fixture          *fixture,
                                       gconstpointer     data);
void              e2e_fixture_teardown (Fixture          *fixture,
                                       gconstpointer     data);
graphene_point_t  e2e_dock_point       (Fixture          *fixture,
                                       FlowDock         *dock);
graphene_point_t  e2e_header_point     (Fixture          *fixture,
                                       FlowNode         *node);
void              e2e_drag_between     (Fixture          *fixture,
                                       graphene_point_t  from,
                                       graphene_point_t  to);

G_END_DECLS

/* flow-gtk.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <flow/flow.h>

#if !GTK_CHECK_VERSION (4, 8, 0)
# error "libflow-gtk requires GTK 4.8 or newer"
#endif

#define FLOW_GTK_INSIDE

#include "flow-gtk-version.h"
#include "flow-gtk-version-macros.h"
#include "flow-gtk-enums.h"
#include "flow-gtk-dock.h"
#include "flow-gtk-export.h"
#include "flow-gtk-init.h"
#include "flow-gtk-minimap.h"
#include "flow-gtk-node.h"
#include "flow-gtk-node-factory.h"
#include "flow-gtk-selection.h"
#include "flow-gtk-spin-button.h"
#include "flow-gtk-type-colors.h"
#include "flow-gtk-view.h"
#include "flow-gtk-viewport.h"

#undef FLOW_GTK_INSIDE

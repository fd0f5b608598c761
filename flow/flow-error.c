/* flow-error.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-error.h"

G_DEFINE_QUARK (flow-error-quark, flow_error)

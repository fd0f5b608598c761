/* flow-error.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-error.h"

/**
 * flow_error_quark:
 *
 * Gets the error domain of libflow. In C, use `FLOW_ERROR`.
 *
 * Returns: the quark that `FLOW_ERROR` stands for
 */
G_DEFINE_QUARK (flow-error-quark, flow_error)

/* flow-version-macros.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_INSIDE) && !defined (FLOW_COMPILATION)
# error "Only <flow/flow.h> can be included directly."
#endif

#include <glib.h>

#include "flow-version.h"

#ifndef _FLOW_EXTERN
# define _FLOW_EXTERN extern
#endif

/**
 * FLOW_VERSION_0_1:
 *
 * The version number of libflow 0.1, in the form that
 * `FLOW_VERSION_MIN_REQUIRED` and `FLOW_VERSION_MAX_ALLOWED` take.
 */
#define FLOW_VERSION_0_1 (G_ENCODE_VERSION (0, 1))

/**
 * FLOW_VERSION_0_2:
 *
 * The version number of libflow 0.2, in the form that
 * `FLOW_VERSION_MIN_REQUIRED` and `FLOW_VERSION_MAX_ALLOWED` take.
 *
 * Since: 0.2
 */
#define FLOW_VERSION_0_2 (G_ENCODE_VERSION (0, 2))

/**
 * FLOW_VERSION_CUR_STABLE:
 *
 * The version number of the stable release of libflow the program is
 * compiled against, in the form that `FLOW_VERSION_MIN_REQUIRED` and
 * `FLOW_VERSION_MAX_ALLOWED` take.
 *
 * A development snapshot (a micro version of 90 or more, such as 0.1.90)
 * counts as the release it leads to.
 */
#if FLOW_MICRO_VERSION >= 90
# define FLOW_VERSION_CUR_STABLE (G_ENCODE_VERSION (FLOW_MAJOR_VERSION, FLOW_MINOR_VERSION + 1))
#else
# define FLOW_VERSION_CUR_STABLE (G_ENCODE_VERSION (FLOW_MAJOR_VERSION, FLOW_MINOR_VERSION))
#endif

/**
 * FLOW_VERSION_MIN_REQUIRED:
 *
 * The oldest version of libflow the program must compile against.
 *
 * A program may define it, to one of the `FLOW_VERSION_*` numbers such
 * as `FLOW_VERSION_0_1`, before it includes `<flow/flow.h>`. The compiler
 * then warns about the API deprecated in that version or earlier, and
 * not about the API deprecated later. It defaults to
 * `FLOW_VERSION_CUR_STABLE`.
 */
#ifndef FLOW_VERSION_MIN_REQUIRED
# define FLOW_VERSION_MIN_REQUIRED (FLOW_VERSION_CUR_STABLE)
#endif

/**
 * FLOW_VERSION_MAX_ALLOWED:
 *
 * The newest version of libflow whose API the program may use.
 *
 * A program may define it, to one of the `FLOW_VERSION_*` numbers such
 * as `FLOW_VERSION_0_1`, before it includes `<flow/flow.h>`. The compiler
 * then warns about the use of API added after that version. It defaults
 * to `FLOW_VERSION_MIN_REQUIRED`, or to `FLOW_VERSION_CUR_STABLE` when
 * that is newer.
 */
#ifndef FLOW_VERSION_MAX_ALLOWED
# if FLOW_VERSION_MIN_REQUIRED > FLOW_VERSION_CUR_STABLE
#  define FLOW_VERSION_MAX_ALLOWED (FLOW_VERSION_MIN_REQUIRED)
# else
#  define FLOW_VERSION_MAX_ALLOWED (FLOW_VERSION_CUR_STABLE)
# endif
#endif

/**
 * FLOW_DEPRECATED:
 *
 * Marks a declaration of libflow as deprecated, with no replacement.
 *
 * The compiler warns about its use unless the program defines
 * `FLOW_DISABLE_DEPRECATION_WARNINGS` before it includes `<flow/flow.h>`.
 */

/**
 * FLOW_DEPRECATED_FOR:
 * @f: the name of the declaration to use instead
 *
 * Marks a declaration of libflow as deprecated in favour of @f.
 *
 * The compiler warns about its use unless the program defines
 * `FLOW_DISABLE_DEPRECATION_WARNINGS` before it includes `<flow/flow.h>`.
 */

/**
 * FLOW_UNAVAILABLE:
 * @maj: the major version that added the declaration
 * @min: the minor version that added the declaration
 *
 * Marks a declaration of libflow that is newer than
 * `FLOW_VERSION_MAX_ALLOWED`, so that the compiler warns about its use.
 */
#ifdef FLOW_DISABLE_DEPRECATION_WARNINGS
# define FLOW_DEPRECATED _FLOW_EXTERN
# define FLOW_DEPRECATED_FOR(f) _FLOW_EXTERN
# define FLOW_UNAVAILABLE(maj,min) _FLOW_EXTERN
#else
# define FLOW_DEPRECATED G_DEPRECATED _FLOW_EXTERN
# define FLOW_DEPRECATED_FOR(f) G_DEPRECATED_FOR (f) _FLOW_EXTERN
# define FLOW_UNAVAILABLE(maj,min) G_UNAVAILABLE (maj, min) _FLOW_EXTERN
#endif

/**
 * FLOW_AVAILABLE_IN_ALL:
 *
 * Marks a declaration of libflow that has been public since the first
 * release. Every public declaration carries one `FLOW_AVAILABLE_IN_*`
 * mark, which also exports the symbol from the library.
 */
#define FLOW_AVAILABLE_IN_ALL _FLOW_EXTERN

/**
 * FLOW_DEPRECATED_IN_0_1:
 *
 * Marks a declaration of libflow as deprecated since version 0.1.
 *
 * The compiler warns about its use when `FLOW_VERSION_MIN_REQUIRED` is
 * 0.1 or newer.
 */

/**
 * FLOW_DEPRECATED_IN_0_1_FOR:
 * @f: the name of the declaration to use instead
 *
 * Marks a declaration of libflow as deprecated since version 0.1 in
 * favour of @f.
 *
 * The compiler warns about its use when `FLOW_VERSION_MIN_REQUIRED` is
 * 0.1 or newer.
 */

#if FLOW_VERSION_MIN_REQUIRED >= FLOW_VERSION_0_1
# define FLOW_DEPRECATED_IN_0_1 FLOW_DEPRECATED
# define FLOW_DEPRECATED_IN_0_1_FOR(f) FLOW_DEPRECATED_FOR (f)
#else
# define FLOW_DEPRECATED_IN_0_1 _FLOW_EXTERN
# define FLOW_DEPRECATED_IN_0_1_FOR(f) _FLOW_EXTERN
#endif

/**
 * FLOW_AVAILABLE_IN_0_1:
 *
 * Marks a declaration of libflow added in version 0.1.
 *
 * The compiler warns about its use when `FLOW_VERSION_MAX_ALLOWED` is
 * older than 0.1.
 */
#if FLOW_VERSION_MAX_ALLOWED < FLOW_VERSION_0_1
# define FLOW_AVAILABLE_IN_0_1 FLOW_UNAVAILABLE (0, 1)
#else
# define FLOW_AVAILABLE_IN_0_1 _FLOW_EXTERN
#endif

/**
 * FLOW_DEPRECATED_IN_0_2:
 *
 * Marks a declaration of libflow as deprecated since version 0.2.
 *
 * The compiler warns about its use when `FLOW_VERSION_MIN_REQUIRED` is
 * 0.2 or newer.
 *
 * Since: 0.2
 */

/**
 * FLOW_DEPRECATED_IN_0_2_FOR:
 * @f: the name of the declaration to use instead
 *
 * Marks a declaration of libflow as deprecated since version 0.2 in
 * favour of @f.
 *
 * The compiler warns about its use when `FLOW_VERSION_MIN_REQUIRED` is
 * 0.2 or newer.
 *
 * Since: 0.2
 */

#if FLOW_VERSION_MIN_REQUIRED >= FLOW_VERSION_0_2
# define FLOW_DEPRECATED_IN_0_2 FLOW_DEPRECATED
# define FLOW_DEPRECATED_IN_0_2_FOR(f) FLOW_DEPRECATED_FOR (f)
#else
# define FLOW_DEPRECATED_IN_0_2 _FLOW_EXTERN
# define FLOW_DEPRECATED_IN_0_2_FOR(f) _FLOW_EXTERN
#endif

/**
 * FLOW_AVAILABLE_IN_0_2:
 *
 * Marks a declaration of libflow added in version 0.2.
 *
 * The compiler warns about its use when `FLOW_VERSION_MAX_ALLOWED` is
 * older than 0.2.
 *
 * Since: 0.2
 */
#if FLOW_VERSION_MAX_ALLOWED < FLOW_VERSION_0_2
# define FLOW_AVAILABLE_IN_0_2 FLOW_UNAVAILABLE (0, 2)
#else
# define FLOW_AVAILABLE_IN_0_2 _FLOW_EXTERN
#endif

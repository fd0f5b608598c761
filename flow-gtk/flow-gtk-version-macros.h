/* flow-gtk-version-macros.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <glib.h>

#include "flow-gtk-version.h"

#ifndef _FLOW_GTK_EXTERN
# define _FLOW_GTK_EXTERN extern
#endif

/**
 * FLOW_GTK_VERSION_0_1:
 *
 * The version number of libflow-gtk 0.1, in the form that
 * `FLOW_GTK_VERSION_MIN_REQUIRED` and `FLOW_GTK_VERSION_MAX_ALLOWED` take.
 */
#define FLOW_GTK_VERSION_0_1 (G_ENCODE_VERSION (0, 1))

/**
 * FLOW_GTK_VERSION_CUR_STABLE:
 *
 * The version number of the stable release of libflow-gtk the program is
 * compiled against, in the form that `FLOW_GTK_VERSION_MIN_REQUIRED` and
 * `FLOW_GTK_VERSION_MAX_ALLOWED` take.
 */
#define FLOW_GTK_VERSION_CUR_STABLE (G_ENCODE_VERSION (FLOW_GTK_MAJOR_VERSION, FLOW_GTK_MINOR_VERSION))

/**
 * FLOW_GTK_VERSION_MIN_REQUIRED:
 *
 * The oldest version of libflow-gtk the program must compile against.
 *
 * A program may define it, to one of the `FLOW_GTK_VERSION_*` numbers such as
 * `FLOW_GTK_VERSION_0_1`, before it includes `<flow-gtk/flow-gtk.h>`. The
 * compiler then warns about the API deprecated in that version or earlier,
 * and not about the API deprecated later. It defaults to
 * `FLOW_GTK_VERSION_CUR_STABLE`.
 */
#ifndef FLOW_GTK_VERSION_MIN_REQUIRED
# define FLOW_GTK_VERSION_MIN_REQUIRED (FLOW_GTK_VERSION_CUR_STABLE)
#endif

/**
 * FLOW_GTK_VERSION_MAX_ALLOWED:
 *
 * The newest version of libflow-gtk whose API the program may use.
 *
 * A program may define it, to one of the `FLOW_GTK_VERSION_*` numbers such as
 * `FLOW_GTK_VERSION_0_1`, before it includes `<flow-gtk/flow-gtk.h>`. The
 * compiler then warns about the use of API added after that version. It
 * defaults to `FLOW_GTK_VERSION_MIN_REQUIRED`, or to
 * `FLOW_GTK_VERSION_CUR_STABLE` when that is newer.
 */
#ifndef FLOW_GTK_VERSION_MAX_ALLOWED
# if FLOW_GTK_VERSION_MIN_REQUIRED > FLOW_GTK_VERSION_CUR_STABLE
#  define FLOW_GTK_VERSION_MAX_ALLOWED (FLOW_GTK_VERSION_MIN_REQUIRED)
# else
#  define FLOW_GTK_VERSION_MAX_ALLOWED (FLOW_GTK_VERSION_CUR_STABLE)
# endif
#endif

/**
 * FLOW_GTK_DEPRECATED:
 *
 * Marks a declaration of libflow-gtk as deprecated, with no replacement.
 *
 * The compiler warns about its use unless the program defines
 * `FLOW_GTK_DISABLE_DEPRECATION_WARNINGS` before it includes
 * `<flow-gtk/flow-gtk.h>`.
 */

/**
 * FLOW_GTK_DEPRECATED_FOR:
 * @f: the name of the declaration to use instead
 *
 * Marks a declaration of libflow-gtk as deprecated in favour of @f.
 *
 * The compiler warns about its use unless the program defines
 * `FLOW_GTK_DISABLE_DEPRECATION_WARNINGS` before it includes
 * `<flow-gtk/flow-gtk.h>`.
 */

/**
 * FLOW_GTK_UNAVAILABLE:
 * @maj: the major version that added the declaration
 * @min: the minor version that added the declaration
 *
 * Marks a declaration of libflow-gtk that is newer than
 * `FLOW_GTK_VERSION_MAX_ALLOWED`, so that the compiler warns about its use.
 */
#ifdef FLOW_GTK_DISABLE_DEPRECATION_WARNINGS
# define FLOW_GTK_DEPRECATED _FLOW_GTK_EXTERN
# define FLOW_GTK_DEPRECATED_FOR(f) _FLOW_GTK_EXTERN
# define FLOW_GTK_UNAVAILABLE(maj,min) _FLOW_GTK_EXTERN
#else
# define FLOW_GTK_DEPRECATED G_DEPRECATED _FLOW_GTK_EXTERN
# define FLOW_GTK_DEPRECATED_FOR(f) G_DEPRECATED_FOR (f) _FLOW_GTK_EXTERN
# define FLOW_GTK_UNAVAILABLE(maj,min) G_UNAVAILABLE (maj, min) _FLOW_GTK_EXTERN
#endif

/**
 * FLOW_GTK_AVAILABLE_IN_ALL:
 *
 * Marks a declaration of libflow-gtk that has been public since the first
 * release. Every public declaration carries one `FLOW_GTK_AVAILABLE_IN_*`
 * mark, which also exports the symbol from the library.
 */
#define FLOW_GTK_AVAILABLE_IN_ALL _FLOW_GTK_EXTERN

/**
 * FLOW_GTK_DEPRECATED_IN_0_1:
 *
 * Marks a declaration of libflow-gtk as deprecated since version 0.1.
 *
 * The compiler warns about its use when `FLOW_GTK_VERSION_MIN_REQUIRED` is
 * 0.1 or newer.
 */

/**
 * FLOW_GTK_DEPRECATED_IN_0_1_FOR:
 * @f: the name of the declaration to use instead
 *
 * Marks a declaration of libflow-gtk as deprecated since version 0.1 in
 * favour of @f.
 *
 * The compiler warns about its use when `FLOW_GTK_VERSION_MIN_REQUIRED` is
 * 0.1 or newer.
 */

#if FLOW_GTK_VERSION_MIN_REQUIRED >= FLOW_GTK_VERSION_0_1
# define FLOW_GTK_DEPRECATED_IN_0_1 FLOW_GTK_DEPRECATED
# define FLOW_GTK_DEPRECATED_IN_0_1_FOR(f) FLOW_GTK_DEPRECATED_FOR (f)
#else
# define FLOW_GTK_DEPRECATED_IN_0_1 _FLOW_GTK_EXTERN
# define FLOW_GTK_DEPRECATED_IN_0_1_FOR(f) _FLOW_GTK_EXTERN
#endif

/**
 * FLOW_GTK_AVAILABLE_IN_0_1:
 *
 * Marks a declaration of libflow-gtk added in version 0.1.
 *
 * The compiler warns about its use when `FLOW_GTK_VERSION_MAX_ALLOWED` is
 * older than 0.1.
 */
#if FLOW_GTK_VERSION_MAX_ALLOWED < FLOW_GTK_VERSION_0_1
# define FLOW_GTK_AVAILABLE_IN_0_1 FLOW_GTK_UNAVAILABLE (0, 1)
#else
# define FLOW_GTK_AVAILABLE_IN_0_1 _FLOW_GTK_EXTERN
#endif

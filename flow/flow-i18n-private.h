/* flow-i18n-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Translation of libflow's own strings: _(), N_(), C_() and ngettext()
 * look the text up in the library's gettext domain, bound to its folder
 * before the first look-up (the pattern of GLib's glibintl.h).
 */

#pragma once

#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

void        _flow_i18n_init    (void);
const char *_flow_gettext      (const char *msgid) G_GNUC_FORMAT (1);
const char *_flow_pgettext     (const char *msgctxtid,
                                gsize       msgidoffset) G_GNUC_FORMAT (1);
const char *_flow_ngettext     (const char *msgid,
                                const char *msgid_plural,
                                gulong      n) G_GNUC_FORMAT (1);

#undef _
#define _(String) _flow_gettext (String)
#undef C_
#define C_(Context, String) _flow_pgettext (Context "\004" String, strlen (Context) + 1)
#undef ngettext
#define ngettext(String, Plural, N) _flow_ngettext (String, Plural, N)

G_END_DECLS

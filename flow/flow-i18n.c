/* flow-i18n.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* Binds libflow's gettext domain to its folder, once, and looks its
 * strings up there. The binding is made on the first look-up, not by an
 * init function, so that it holds whichever part of the library speaks
 * first.
 */

#include "config.h"

#include "flow-i18n-private.h"

/* Binds GETTEXT_PACKAGE to the folder the translations are installed in,
 * with UTF-8 as the encoding of what comes out. A program that runs Flow
 * from elsewhere (the tests, from the build tree) binds the domain again
 * after this.
 */
void
_flow_i18n_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      g_once_init_leave (&initialized, 1);
    }
}

const char *
_flow_gettext (const char *msgid)
{
  _flow_i18n_init ();
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

const char *
_flow_pgettext (const char *msgctxtid,
                gsize       msgidoffset)
{
  _flow_i18n_init ();
  return g_dpgettext (GETTEXT_PACKAGE, msgctxtid, msgidoffset);
}

const char *
_flow_ngettext (const char *msgid,
                const char *msgid_plural,
                gulong      n)
{
  _flow_i18n_init ();
  return g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, n);
}

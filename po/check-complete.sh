#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Fails when a language of po/LINGUAS lacks a translation of a string of
# the sources, has one still marked fuzzy, or has one whose format
# directives differ from the original's. The template is made afresh from
# the sources, as `meson compile flow-1-pot` makes it.
#
# Usage: check-complete.sh SOURCE-ROOT

set -eu
cd "$1"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The keywords of meson's "glib" preset.
grep -v '^#' po/POTFILES > "$tmp/POTFILES"
xgettext --files-from="$tmp/POTFILES" --from-code=UTF-8 \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format \
  --flag=NC_:2:pass-c-format --flag=g_dngettext:2:pass-c-format \
  --flag=g_strdup_printf:1:c-format --flag=g_string_printf:2:c-format \
  --flag=g_string_append_printf:2:c-format --flag=g_error_new:3:c-format \
  --flag=g_set_error:4:c-format --flag=g_markup_printf_escaped:1:c-format \
  --flag=g_log:3:c-format --flag=g_print:1:c-format \
  --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
  --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format \
  --flag=g_snprintf:3:c-format \
  --output="$tmp/flow.pot"

status=0
for lang in $(grep -v '^#' po/LINGUAS); do
  echo "po/$lang.po:"
  msgfmt --check --statistics --output-file=/dev/null "po/$lang.po" || status=1
  msgcmp "po/$lang.po" "$tmp/flow.pot" || status=1
done
exit $status

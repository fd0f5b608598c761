#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Checks the hygiene of the public headers of libflow and libflow-gtk:
#
#  - no public header includes a private one (-private.h);
#  - every public header is included by its library's umbrella header
#    (flow/flow.h, flow-gtk/flow-gtk.h);
#  - every function a public header declares, and every type it declares
#    with G_DECLARE_*, is marked with its library's *_AVAILABLE_IN_* (or
#    *_DEPRECATED_IN_*) macro, which also exports the symbol;
#  - no header of libflow includes GTK.
#
# Usage: .ci/api-visibility.sh [SOURCE_DIR]
# It prints every problem it finds, and fails if there is one.

set -eu

srcdir=${1:-"$(dirname "$0")/.."}
cd "$srcdir"

status=0

fail ()
{
  echo "$*" >&2
  status=1
}

# check_library DIR UMBRELLA MACRO_PREFIX
check_library ()
{
  dir=$1
  umbrella=$2
  prefix=$3

  for header in "$dir"/*.h "$dir"/*.h.in; do
    [ -e "$header" ] || continue
    case "$header" in
      *-private.h) continue ;;
    esac

    # No private header in a public one.
    if grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]].*-private\.h' "$header" >/dev/null; then
      grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]].*-private\.h' "$header" |
        while IFS= read -r line; do
          fail "$header:${line%%:*}: a public header includes a private one: ${line#*:}"
        done
      status=1
    fi

    # Every public header in the umbrella header.
    name=$(basename "$header" .in)
    if [ "$dir/$name" != "$umbrella" ] &&
       ! grep -Eq "^[[:space:]]*#[[:space:]]*include[[:space:]]+[<\"]($dir/)?$name[>\"]" "$umbrella"; then
      fail "$header: not included by $umbrella"
    fi

    # Every declaration marked with an availability macro.
    awk -v prefix="$prefix" -v file="$header" '
      function finish(text, line) {
        sub(/^[ \t]+/, "", text)
        gsub(/[ \t]+/, " ", text)
        if (text ~ /^(typedef|struct|union|enum)[ \t]/)
          return
        if (text !~ /(^|[^A-Za-z0-9_])[a-z][a-z0-9_]*[ \t]*\(/)
          return
        if (text !~ "^" prefix "_(AVAILABLE|DEPRECATED)_IN_[A-Z0-9_]+")
          {
            printf "%s:%d: declared without %s_AVAILABLE_IN_*: %s\n", file, line, prefix, text
            bad = 1
          }
      }

      {
        # Drop comments, also those over several lines.
        out = ""
        rest = $0
        while (rest != "")
          {
            if (in_comment)
              {
                end = index(rest, "*/")
                if (end == 0) { rest = ""; break }
                rest = substr(rest, end + 2)
                in_comment = 0
              }
            else
              {
                start = index(rest, "/*")
                if (start == 0) { out = out rest; rest = ""; break }
                out = out substr(rest, 1, start - 1) " "
                rest = substr(rest, start + 2)
                in_comment = 1
              }
          }
        line = out

        # Preprocessor lines, with their continuations.
        if (in_define || line ~ /^[ \t]*#/)
          {
            in_define = (line ~ /\\[ \t]*$/)
            next
          }

        if (line ~ /^[ \t]*$/)
          next

        if (depth == 0 && line ~ /^[ \t]*G_(BEGIN|END)_DECLS/)
          next

        # G_DECLARE_* declares get_type (), without a semicolon.
        if (depth == 0 && line ~ /^[ \t]*G_DECLARE_[A-Z_]+[ \t]*\(/)
          {
            if (stmt !~ "^[ \t]*" prefix "_(AVAILABLE|DEPRECATED)_IN_[A-Z0-9_]+[ \t]*$")
              {
                printf "%s:%d: declared without %s_AVAILABLE_IN_*: %s\n", FILENAME, NR, prefix, line
                bad = 1
              }
            stmt = ""
            next
          }

        if (depth == 0 && line ~ /^[ \t]*G_DEFINE_AUTOPTR_CLEANUP_FUNC/)
          next

        if (stmt == "")
          stmt_line = NR
        stmt = stmt " " line

        opens = gsub(/\{/, "{", line)
        closes = gsub(/\}/, "}", line)
        depth += opens - closes

        if (depth == 0 && line ~ /;[ \t]*$/)
          {
            finish(stmt, stmt_line)
            stmt = ""
          }
      }

      END { exit bad }
    ' "$header" >&2 || status=1
  done

  for header in "$dir"/*-private.h; do
    [ -e "$header" ] || continue
    if grep -q "$(basename "$header")" "$umbrella"; then
      fail "$umbrella: includes the private header $(basename "$header")"
    fi
  done
}

check_library flow flow/flow.h FLOW
check_library flow-gtk flow-gtk/flow-gtk.h FLOW_GTK

# The model stays free of GTK.
if grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*<\(gtk\|gdk\|gsk\)/' flow/*.h flow/*.c >/dev/null 2>&1; then
  grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*<\(gtk\|gdk\|gsk\)/' flow/*.h flow/*.c |
    while IFS= read -r line; do
      echo "$line: libflow must not include GTK" >&2
    done
  status=1
fi

if [ "$status" -eq 0 ]; then
  echo "api-visibility: public headers are clean"
fi

exit "$status"

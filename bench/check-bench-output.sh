#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# check-bench-output.sh FLOW-BENCH [ARGS…]
#
# Runs flow-bench and checks that it succeeds and prints at least one line,
# every line a figure: `name value unit`.

set -eu

bench="$1"
shift

"$bench" --list > /dev/null

output=$("$bench" "$@")
printf '%s\n' "$output"

if [ -z "$output" ]; then
  echo "flow-bench printed no figures" >&2
  exit 1
fi

if printf '%s\n' "$output" |
   grep -Ev '^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+ -?[0-9]+(\.[0-9]+)?(e[-+][0-9]+)? [A-Za-z/%]+$'; then
  echo "flow-bench printed the lines above in the wrong format" >&2
  exit 1
fi

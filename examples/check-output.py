#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# check-output.py EXPECTED COMMAND [ARGUMENT...]
#
# Runs COMMAND and fails unless it exits with 0, prints exactly the
# contents of EXPECTED on standard output and nothing on standard error
# (where GLib's warnings and criticals go).

import difflib
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit('usage: check-output.py EXPECTED COMMAND [ARGUMENT...]')

    with open(sys.argv[1], encoding='utf-8') as f:
        expected = f.read()

    result = subprocess.run(sys.argv[2:], capture_output=True, timeout=60)
    stdout = result.stdout.decode('utf-8', errors='replace')
    stderr = result.stderr.decode('utf-8', errors='replace')

    print(stdout, end='')
    ok = True

    if result.returncode != 0:
        print('# exit status %d' % result.returncode, file=sys.stderr)
        ok = False

    if stderr:
        print('# unexpected output on standard error:', file=sys.stderr)
        print(stderr, end='', file=sys.stderr)
        ok = False

    if stdout != expected:
        print('# output differs from %s:' % sys.argv[1], file=sys.stderr)
        sys.stderr.writelines(difflib.unified_diff(
            expected.splitlines(keepends=True), stdout.splitlines(keepends=True),
            'expected', 'actual'))
        ok = False

    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()

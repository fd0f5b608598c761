# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# atspi_helpers.py: what the tests that read a real program's accessible
# tree from outside (pyatspi, as a screen reader does) share: TAP
# results, finding the program on the accessibility bus, walking and
# reading its tree while it changes.

import os
import subprocess
import time

import pyatspi
from gi.repository import GLib

results = []


def check(name, ok, detail=''):
    results.append(ok)
    print('%s %d %s' % ('ok' if ok else 'not ok', len(results), name))
    # A detail that reads a tree still changing is given as a function,
    # read only on failure: an object gone meanwhile is not an error.
    if not ok and callable(detail):
        try:
            detail = detail()
        except GLib.GError as error:
            detail = error.message
    if not ok and detail:
        for line in str(detail).splitlines():
            print('# ' + line)


def find_app(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            pass
    return None


def walk(accessible, found):
    try:
        found.append(accessible)
        for i in range(accessible.childCount):
            child = accessible.getChildAtIndex(i)
            if child is not None:
                walk(child, found)
    except Exception:
        pass
    return found


def named(app, role):
    # An object gone while the tree is read (a row filtered away) is
    # left out, as in holds ().
    names = []
    for a in walk(app, []):
        try:
            if a.getRoleName() == role:
                names.append(a.name)
        except GLib.GError:
            pass
    return names


def pump(seconds):
    # Events from AT-SPI arrive through the main context.
    deadline = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < deadline:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def holds(predicate):
    # The tree may change while it is read (a list filtered as one
    # types): an object gone meanwhile makes this reading false, not an
    # error; the next reading sees the tree as it is then.
    try:
        return predicate()
    except GLib.GError:
        return False


def wait_for(predicate, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if holds(predicate):
            return True
        pump(0.2)
    return holds(predicate)


def classy(app):
    # A control or a picture named after its class ("GtkImage") says
    # nothing; pictures inside named buttons are read as the button.
    return sorted(set('%s %s' % (a.getRoleName(), a.name) for a in walk(app, [])
                      if a.name.startswith('Gtk')
                      and a.getRoleName() in ('push button', 'toggle button', 'menu button',
                                              'list item', 'image', 'entry', 'frame', 'page tab list')
                      and not (a.getRoleName() == 'image' and a.parent is not None
                               and a.parent.getRoleName() in ('push button', 'toggle button')
                               and a.parent.name and not a.parent.name.startswith('Gtk'))))


def start(argv, seconds=30):
    # Starts the program of @argv with the real AT-SPI backend, not the
    # test one, in English, and waits for it on the accessibility bus:
    # its process and its application, or None, checked.
    env = dict(os.environ)
    env.pop('GTK_A11Y', None)
    env.pop('NO_AT_BRIDGE', None)
    env['GDK_BACKEND'] = 'x11'
    env['LANGUAGE'] = 'C'
    program = subprocess.Popen(argv, env=env)
    app = None
    if wait_for(lambda: find_app(program.pid) is not None, seconds):
        app = find_app(program.pid)
    check('the program is on the accessibility bus', app is not None)
    return program, app


def finish():
    # The TAP plan, and the exit status.
    print('1..%d' % len(results))
    return 0 if all(results) else 1

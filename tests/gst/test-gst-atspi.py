#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# flow-gst as assistive technologies see it: the real program, started
# with a pipeline, its accessible tree read from outside the process
# through AT-SPI (pyatspi), as a screen reader reads it: nodes, docks
# that say what their pads take, the palette's rows, the gst-launch bar,
# the log of messages and the shortcuts window, every control named,
# none by its class or with an underscore.
#
# Usage: test-gst-atspi.py FLOW-GST (under a session bus and a display)

import os
import shutil
import subprocess
import sys
import tempfile

# The helpers beside the tests, leaving no compiled copy in the sources.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402
from atspi_helpers import check, classy, finish, named, start, wait_for, walk  # noqa: E402

CONTROLS = ('push button', 'toggle button', 'menu button', 'list item', 'image',
            'text', 'entry', 'slider', 'check box', 'combo box', 'spin button',
            'page tab', 'page tab list')


def unnamed_or_marked(app):
    # A control without a name, or read with its mnemonic's underscore.
    return sorted(set('%s %r in %s' % (a.getRoleName(), a.name,
                                       a.parent.getRoleName() if a.parent else '')
                      for a in walk(app, [])
                      if a.getRoleName() in CONTROLS
                      and (not a.name or '_' in a.name)
                      # Pictures inside named buttons are read as the button.
                      and not (a.getRoleName() == 'image' and a.parent is not None
                               and a.parent.name)))


def focused(app):
    # The names of the objects with the keyboard focus (GTK 4.8 says
    # nothing of what is on screen: a closed bar's children are in the
    # tree, "visible", as an open one's).
    names = []
    for a in walk(app, []):
        try:
            if a.getState().contains(pyatspi.STATE_FOCUSED):
                names.append('%s %s' % (a.getRoleName(), a.name))
        except GLib.GError:
            pass
    return names


def keys(combination):
    subprocess.run(['xdotool', 'key', combination], check=True)


def main():
    # A state folder of its own: the program is stopped with its changes
    # unsaved, which it keeps there, and would offer at the next start.
    state = tempfile.mkdtemp(prefix='flow-gst-atspi-state-')
    os.environ['XDG_STATE_HOME'] = state
    program, app = start([sys.argv[1], '--launch', 'audiotestsrc ! volume ! fakesink'])
    try:
        if app is None:
            return finish()

        check('every element is a panel named by its factory',
              wait_for(lambda: all(t in named(app, 'panel') for t in ('audiotestsrc', 'volume', 'fakesink'))),
              lambda: named(app, 'panel'))

        def described(name):
            return [a.description for a in walk(app, [])
                    if a.getRoleName() == 'push button' and a.name == name]
        check('a pad\'s dock is named by its kind of media and says its formats, then its connections',
              wait_for(lambda: 'Formats: audio/x-raw — 1 connection: sink of volume'
                       in described('Output src, audio')
                       and 'Any format — 1 connection: src of volume' in described('Input sink, stream'), 5),
              lambda: sorted(set((a.name, a.description) for a in walk(app, [])
                                 if a.getRoleName() == 'push button' and a.description)))

        check('the palette\'s rows are named',
              wait_for(lambda: len([n for n in named(app, 'list item') if n]) >= 100
                       and not [n for n in named(app, 'list item') if not n], 10),
              lambda: named(app, 'list item')[:20])
        check('every control of the window is named, without underscores',
              wait_for(lambda: not unnamed_or_marked(app), 5), lambda: unnamed_or_marked(app))
        check('no control is named by its class', not classy(app), lambda: classy(app))

        # Keys go to the window once a click on its empty canvas focused it.
        window = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--pid', str(program.pid),
                                 '--name', 'Flow GStreamer Editor'],
                                capture_output=True, text=True).stdout.split()
        check('the window is found', bool(window))
        if not window:
            return finish()
        subprocess.run(['xdotool', 'mousemove', '--window', window[0], '700', '760', 'click', '1'])

        # The gst-launch bar: its entry, named, takes the focus; Escape
        # gives it back to the canvas.
        keys('ctrl+i')
        check('the gst-launch bar\'s entry is named and has the focus',
              wait_for(lambda: 'text Pipeline description' in focused(app), 5), lambda: focused(app))
        check('the bar\'s close button is named', 'Close' in named(app, 'push button'),
              lambda: named(app, 'push button'))
        keys('Escape')
        check('Escape gives the canvas the focus',
              wait_for(lambda: focused(app) and 'text Pipeline description' not in focused(app), 5),
              lambda: focused(app))

        # The log of messages (F9): a list named so, whose rows say the
        # kind of message, the element and what it says, once F5 plays.
        keys('F9')
        keys('F5')

        def said(prefix):
            return [a.name for a in walk(app, []) if a.name and a.name.startswith(prefix)]
        check('the log of messages is a named list whose rows say what happened',
              wait_for(lambda: 'Messages' in named(app, 'list')
                       and 'State, flow-gst: Paused → Playing' in said('State, '), 10),
              lambda: (named(app, 'list'), said('State, ')))
        keys('F7')
        check('no control of the log is unnamed or read with an underscore',
              wait_for(lambda: not unnamed_or_marked(app), 5), lambda: unnamed_or_marked(app))
        check('the log\'s choice of the debug log\'s level is named',
              'Debug log' in named(app, 'combo box') + named(app, 'toggle button'),
              lambda: (named(app, 'combo box'), named(app, 'toggle button')))

        # The shortcuts window (Ctrl+?): named, its search, its sections'
        # button and its pages' tabs too.
        keys('ctrl+question')
        check('the shortcuts window and its controls are named',
              wait_for(lambda: 'Keyboard Shortcuts' in named(app, 'frame') + named(app, 'dialog')
                       and 'Search Shortcuts' in named(app, 'entry')
                       and 'Page 1' in named(app, 'page tab')
                       and not unnamed_or_marked(app) and not classy(app), 5),
              lambda: (named(app, 'frame'), named(app, 'entry'), named(app, 'page tab'),
                       unnamed_or_marked(app), classy(app)))

        # The About dialog, the menu's last item (F10, Up, Enter): named,
        # its icon and its tabs too.
        keys('Escape')
        keys('F10')
        keys('Up')
        keys('Return')
        check('the About dialog, its icon and its controls are named',
              wait_for(lambda: 'About Flow GStreamer Editor' in named(app, 'frame') + named(app, 'dialog')
                       and 'Flow GStreamer Editor' in named(app, 'image')
                       and not unnamed_or_marked(app) and not classy(app), 5),
              lambda: (named(app, 'frame'), named(app, 'dialog'), named(app, 'image'),
                       unnamed_or_marked(app), classy(app)))

        # Ctrl+Q quits through each window's close: the pipeline imported
        # is not saved, so the window asks first.
        keys('Escape')
        keys('ctrl+q')
        check('Ctrl+Q asks about the unsaved pipeline first',
              wait_for(lambda: any(n.startswith('Save Changes') for n in
                                   named(app, 'dialog') + named(app, 'alert') + named(app, 'frame')), 5)
              and program.poll() is None,
              lambda: (named(app, 'dialog'), named(app, 'alert'), named(app, 'frame')))
    finally:
        program.terminate()
        program.wait(10)
        shutil.rmtree(state, ignore_errors=True)

    return finish()


if __name__ == '__main__':
    sys.exit(main())

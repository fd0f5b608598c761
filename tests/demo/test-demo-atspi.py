#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# flow-demo as assistive technologies see it: the real program, its
# accessible tree read from outside the process through AT-SPI (pyatspi),
# as a screen reader reads it. Nodes are panels named by their titles and
# docks buttons named by kind, label and type; messages on the canvas are
# alerts; a node that is gone, or
# drawn as a box below the level of detail, is not in the tree, even
# though the view keeps its widget for reuse.
#
# Usage: test-demo-atspi.py FLOW-DEMO VERSION (under a session bus and a
# display)

import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

# The helpers beside the tests, leaving no compiled copy in the sources.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from atspi_helpers import (check, classy, finish, holds, named, start,  # noqa: E402
                           wait_for, walk)

ARITHMETIC = ['Apples', 'Price Each', 'Bag', 'Multiply', 'Add', 'Format',
              'Total', 'Receipt']
COLOURS = ['Sky', 'Rose', 'Factor', 'Mix Colours', 'Mixed', 'Mixed Value',
           'Sky Alone']
INSIDE_LERP = ['Group Input', 'Group Output', 'B − A', '× Factor', 'A + …']

def activate(action, parameter=None):
    args = '[<%s>]' % parameter if parameter is not None else '[]'
    subprocess.run(['gdbus', 'call', '--session', '--dest', 'org.gnome.Flow.Demo',
                    '--object-path', '/org/gnome/Flow/Demo/window/1',
                    '--method', 'org.gtk.Actions.Activate', action, args, '{}'],
                   check=True, stdout=subprocess.DEVNULL)



def main():
    version = sys.argv[2]
    # A state folder of its own: the demo is stopped with its changes
    # unsaved, which it keeps there, and would offer at the next start.
    state = tempfile.mkdtemp(prefix='flow-demo-atspi-state-')
    os.environ['XDG_STATE_HOME'] = state
    demo, app = start([sys.argv[1], '--example', 'arithmetic'], 20)
    try:
        if app is None:
            return finish()

        wait_for(lambda: 'Receipt' in named(app, 'panel'))
        panels = named(app, 'panel')
        check('every node is a panel named by its title, once',
              all(panels.count(t) == 1 for t in ARITHMETIC), panels)
        buttons = named(app, 'push button')
        check('docks are buttons named by kind, label and type',
              'Input A, number' in buttons and 'Output Sum, number' in buttons, buttons)
        unnamed = sorted(set('%s in %s' % (a.getRoleName(), a.parent.getRoleName() if a.parent else '')
                             for a in walk(app, [])
                             if a.getRoleName() in ('push button', 'toggle button', 'menu button',
                                                    'list item', 'image', 'text', 'entry')
                             and not a.name))
        check('every button, image, entry and row of the window has a name', not unnamed, unnamed)
        check('no control or picture is named by its class', not classy(app), classy(app))
        check("the palette's pages are named",
              'Node types' in named(app, 'panel') and 'GtkStackPage' not in named(app, 'panel'),
              lambda: named(app, 'panel'))
        described = [(a.name, a.description) for a in walk(app, [])
                     if a.getRoleName() == 'push button']
        check('a dock tells what it is connected to',
              ('Output Product, number', '1 connection: A of Add') in described
              and ('Input B, number', '1 connection: Number of Price Each') in described,
              described)

        # The relation that says where a value goes: an output dock flows
        # to the input docks its wires lead to, named with their nodes.
        def panel_of(accessible):
            while accessible is not None and accessible.getRoleName() != 'panel':
                accessible = accessible.parent
            return accessible.name if accessible is not None else ''

        def flows_to(name):
            targets = []
            for a in walk(app, []):
                if a.getRoleName() == 'push button' and a.name == name:
                    for relation in a.getRelationSet():
                        if relation.getRelationType() == pyatspi.RELATION_FLOWS_TO:
                            targets += ['%s of %s' % (relation.getTarget(i).name,
                                                      panel_of(relation.getTarget(i)))
                                        for i in range(relation.getNTargets())]
            return targets
        check('an output dock flows to the input docks of its wires',
              flows_to('Output Product, number') == ['Input A, number of Add'],
              flows_to('Output Product, number'))

        # A dock's actions, as voice control would use them: its
        # disconnect action opens the list of that dock's connections.
        def dock_actions(name):
            for a in walk(app, []):
                if a.getRoleName() == 'push button' and a.name == name:
                    action = a.queryAction()
                    return a, [action.getName(i) for i in range(action.nActions)]
            return None, []
        dock, actions = dock_actions('Output Product, number')
        check('a dock offers its actions', sorted(actions) == ['dock.connect', 'dock.disconnect'], actions)
        node_actions = []
        for a in walk(app, []):
            if a.getRoleName() == 'panel' and a.name == 'Multiply':
                action = a.queryAction()
                node_actions = [action.getName(i) for i in range(action.nActions)]
        check('a node offers the view\'s commands for it',
              sorted(node_actions) == ['node.activate', 'node.connect', 'node.disconnect', 'node.rename'],
              node_actions)
        if 'dock.disconnect' in actions:
            dock.queryAction().doAction(actions.index('dock.disconnect'))
        check('a dock\'s disconnect action opens the list of its connections',
              wait_for(lambda: any(a.name == 'Disconnect Product of Multiply' for a in walk(app, [])
                                   if a.getRoleName() in ('entry', 'text')), 5),
              lambda: sorted(set(a.name for a in walk(app, []) if a.getRoleName() in ('entry', 'text'))))
        subprocess.run(['xdotool', 'key', 'Escape'])

        # A refusal on the canvas is an alert named by the message, while
        # it shows: keys through XTest, the canvas focused by a click. It
        # also describes the focused canvas, which is what a screen reader
        # speaks (Orca presents a new description of the object with the
        # focus): the event must reach AT-SPI.
        described_by = []

        def on_description(event):
            try:
                described_by.append((event.source.name, str(event.any_data)))
            except Exception:
                pass
        pyatspi.Registry.registerEventListener(on_description,
                                               'object:property-change:accessible-description')
        windows = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible',
                                  '--pid', str(demo.pid)],
                                 capture_output=True, text=True).stdout.split()
        if windows:
            subprocess.run(['xdotool', 'windowfocus', '--sync', windows[0]])
            subprocess.run(['xdotool', 'mousemove', '--window', windows[0], '600', '700',
                            'click', '1'])
            time.sleep(0.5)
            subprocess.run(['xdotool', 'key', 'ctrl+a', 'ctrl+alt+g'])
        message = 'Select one group node to ungroup it'
        check('a refusal is an alert named by its message',
              wait_for(lambda: message in named(app, 'alert'), 3), named(app, 'alert'))
        check('a refusal describes the focused canvas, as an event on the bus',
              wait_for(lambda: ('Flowgraph', message) in described_by, 5), described_by)
        pyatspi.Registry.deregisterEventListener(on_description,
                                                 'object:property-change:accessible-description')

        # Alt+Right selects a connection of the focused node (Tab focuses
        # the nodes in turn until one has an output connected); the view
        # says which in its description.
        def view_description():
            views = [a for a in walk(app, []) if a.name == 'Flowgraph']
            return views[0].description if views else ''
        described = False
        for _ in range(len(ARITHMETIC)):
            if not windows:
                break
            subprocess.run(['xdotool', 'key', 'Tab', 'alt+Right'])
            if wait_for(lambda: view_description().startswith('Selected connection: Output '), 2):
                described = True
                break
        check('the view describes the connection Alt+Right selects', described,
              view_description())

        # A reroute put on that connection (Ctrl+Shift+R): the docks at
        # both ends name each other through it.
        def through_reroute():
            return [(a.name, a.description) for a in walk(app, [])
                    if a.getRoleName() == 'push button' and 'via a reroute' in a.description]
        if described:
            subprocess.run(['xdotool', 'key', 'ctrl+shift+r'])
        check('docks name the nodes beyond a reroute',
              wait_for(lambda: len(through_reroute()) >= 2, 3), through_reroute())
        if described:
            subprocess.run(['xdotool', 'key', 'ctrl+z'])

        # Another example: the graph's nodes all go; widgets are reused.
        activate('example', "'colours'")
        wait_for(lambda: 'Mixed Value' in named(app, 'panel'))
        panels = named(app, 'panel')
        check('the nodes of the new graph are there',
              all(panels.count(t) == 1 for t in COLOURS), panels)
        check('no node of the old graph is left',
              not any(t in panels for t in ARITHMETIC), panels)
        # Its colour buttons too, which GTK 4.8 leaves unnamed inside.
        check('no control of its nodes is named by its class',
              holds(lambda: not classy(app)), lambda: classy(app))
        # What the demo says of a dock comes first in its description.
        check('a dock is described by what it does, then by its connections',
              wait_for(lambda: any(a.description.startswith('From 0, all of A, to 1, all of B — ')
                                   for a in walk(app, []) if a.getRoleName() == 'push button'), 5),
              lambda: sorted(set(a.description for a in walk(app, [])
                                 if a.getRoleName() == 'push button')))

        # Zoomed out below the level of detail, nodes are boxes drawn by the
        # view: no node widget is left in the tree.
        for _ in range(8):
            activate('zoom-out')
        time.sleep(1)
        wait_for(lambda: not any(t in named(app, 'panel') for t in COLOURS))
        panels = named(app, 'panel')
        check('zoomed out, no node is left in the tree',
              not any(t in panels for t in COLOURS), panels)

        # Ctrl+Shift+F reaches a node that has no widget: the list and its
        # search are named, and Enter puts the node, focused, in the tree.
        if windows:
            subprocess.run(['xdotool', 'mousemove', '--window', windows[0], '600', '700',
                            'click', '1'])
            time.sleep(0.3)
            subprocess.run(['xdotool', 'key', 'ctrl+shift+f'])
        check('the list to go to a node is named, and its search',
              wait_for(lambda: any(a.name == 'Nodes' for a in walk(app, [])
                                   if a.getRoleName() == 'list')
                       and any(a.name == 'Go to node' for a in walk(app, [])
                               if a.getRoleName() in ('entry', 'text')), 5),
              lambda: sorted(set((a.getRoleName(), a.name) for a in walk(app, [])
                                 if a.getRoleName() in ('list', 'entry', 'text'))))
        if windows:
            subprocess.run(['xdotool', 'type', '--delay', '50', 'Mixed Value'])
        check('the node found is a row named by its title',
              wait_for(lambda: named(app, 'list item').count('Mixed Value') == 1, 5),
              named(app, 'list item'))

        def row_descriptions():
            return [a.description for a in walk(app, [])
                    if a.getRoleName() == 'list item' and a.name == 'Mixed Value']
        check('the row is described by the node that feeds it',
              wait_for(lambda: row_descriptions() == ['From Mix Colours'], 5),
              row_descriptions())
        if windows:
            subprocess.run(['xdotool', 'key', 'Return'])

        def focused_panel():
            return [a.name for a in walk(app, [])
                    if a.getRoleName() == 'panel'
                    and a.getState().contains(pyatspi.STATE_FOCUSED)]
        check('Enter puts the node found in the tree, focused',
              wait_for(lambda: focused_panel() == ['Mixed Value'], 5), focused_panel())

        # F2 renames the focused node, in an entry with a name; the docks
        # connected to it name it anew; undo gives the title back.
        def entries():
            return [a.name for a in walk(app, []) if a.getRoleName() in ('entry', 'text')]
        if windows:
            subprocess.run(['xdotool', 'key', 'F2'])
        check('F2 opens an entry named "Node Title"',
              wait_for(lambda: 'Node Title' in entries(), 5), entries())
        if windows:
            subprocess.run(['xdotool', 'type', '--delay', '50', 'Shown Value'])
            subprocess.run(['xdotool', 'key', 'Return'])
        check('Enter renames the focused node',
              wait_for(lambda: focused_panel() == ['Shown Value'], 5), focused_panel())

        def naming_docks():
            return [(a.name, a.description) for a in walk(app, [])
                    if a.getRoleName() == 'push button'
                    and 'of Shown Value' in (a.description or '')]
        check('a dock connected to it names it by its new title',
              wait_for(lambda: ('Output Colour, color', '2 connections: Colour of Mixed, Value of Shown Value')
                       in naming_docks(), 5),
              naming_docks())
        if windows:
            subprocess.run(['xdotool', 'key', 'ctrl+z'])
        check('undo gives the title back',
              wait_for(lambda: focused_panel() == ['Mixed Value'], 5), focused_panel())

        # And back: they are there again, once each.
        activate('zoom-to-fit')
        wait_for(lambda: all(t in named(app, 'panel') for t in COLOURS))
        panels = named(app, 'panel')
        check('zoomed in again, every node is back, once',
              all(panels.count(t) == 1 for t in COLOURS), panels)

        # Frames: Ctrl+A, Ctrl+J frames every node; the frame is a panel,
        # expanded. Ctrl+H collapses it: it is not expanded, and the nodes
        # in it leave the tree.
        if windows:
            subprocess.run(['xdotool', 'mousemove', '--window', windows[0], '600', '700',
                            'click', '1'])
            time.sleep(0.3)
            subprocess.run(['xdotool', 'key', 'ctrl+a', 'ctrl+j'])
        check('a frame is a panel',
              wait_for(lambda: 'Frame' in named(app, 'panel'), 5), named(app, 'panel'))
        frames = [a for a in walk(app, []) if a.getRoleName() == 'panel' and a.name == 'Frame']
        check('an open frame is expanded',
              bool(frames) and frames[0].getState().contains(pyatspi.STATE_EXPANDED))
        # Its editor (Enter) names its size fields, the way a keyboard
        # resizes it; Escape leaves it as it was.
        if windows:
            subprocess.run(['xdotool', 'key', 'Return'])
        check('the frame editor has its width and height',
              wait_for(lambda: {'Width', 'Height'} <= set(named(app, 'spin button')), 5),
              lambda: named(app, 'spin button'))
        # Named by their labels without the mnemonics' underscores.
        check('and whether it fits around its nodes',
              wait_for(lambda: 'Fit around its nodes' in named(app, 'check box'), 5),
              lambda: named(app, 'check box'))
        check('no control of the editor is named by its class (its colour list)',
              holds(lambda: not classy(app)), lambda: classy(app))
        check('its buttons are named without underscores',
              holds(lambda: {'Cancel', 'Apply'} <= set(named(app, 'push button'))
                    and not any('_' in n for n in named(app, 'check box'))),
              lambda: (named(app, 'push button'), named(app, 'check box')))
        if windows:
            subprocess.run(['xdotool', 'key', 'Escape'])
        wait_for(lambda: 'Width' not in named(app, 'spin button'), 5)
        if windows:
            subprocess.run(['xdotool', 'key', 'ctrl+h'])
        check('collapsed, its nodes leave the tree',
              wait_for(lambda: not any(t in named(app, 'panel') for t in COLOURS), 5),
              named(app, 'panel'))
        frames = [a for a in walk(app, []) if a.getRoleName() == 'panel' and a.name == 'Frame']
        check('a collapsed frame is not expanded',
              bool(frames) and frames[0].getState().contains(pyatspi.STATE_EXPANDABLE)
              and not frames[0].getState().contains(pyatspi.STATE_EXPANDED))
        # Undone, the example is as it was (and opening another asks
        # nothing).
        if windows:
            subprocess.run(['xdotool', 'key', 'ctrl+z', 'ctrl+z'])
        check('undone, the frame is gone and its nodes are back',
              wait_for(lambda: 'Frame' not in named(app, 'panel')
                       and all(t in named(app, 'panel') for t in COLOURS), 5),
              named(app, 'panel'))

        # Groups: a group node is a panel with a picture of its inside;
        # entered (a double-click on its header), the tree holds the
        # nodes inside and none of the document's.
        activate('example', "'groups'")
        wait_for(lambda: 'Half' in named(app, 'panel'))
        images = named(app, 'image')
        check('a group node has a picture of its inside',
              images.count('Inside: 3 nodes') == 3, images)
        half = [a for a in walk(app, []) if a.getRoleName() == 'panel' and a.name == 'Half']
        if half and windows:
            extents = half[0].queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            subprocess.run(['xdotool', 'mousemove', str(extents.x + 12), str(extents.y + 8),
                            'click', '--repeat', '2', '--delay', '80', '1'])
        wait_for(lambda: 'B − A' in named(app, 'panel'))
        panels = named(app, 'panel')
        check('inside a group, its nodes are in the tree',
              all(panels.count(t) == 1 for t in INSIDE_LERP), panels)
        check('inside a group, the nodes of the document are not',
              'From' not in panels and 'Half' not in panels, panels)

        # A muted node is drawn faded; its description says it.
        activate('example', "'time'")

        def muted_descriptions():
            return [a.description for a in walk(app, [])
                    if a.getRoleName() == 'panel' and a.name == 'Muted Multiply']
        check('a muted node is described as muted',
              wait_for(lambda: muted_descriptions()
                       == ['Muted: it passes its inputs on instead of computing.'], 5),
              muted_descriptions())

        # The text of a Text node's entry is named, as its other editors are.
        activate('example', "'logic'")
        wait_for(lambda: 'Warm' in named(app, 'panel'))
        check('a text node\'s entry is named',
              wait_for(lambda: named(app, 'text').count('Text') >= 2
                       and not any(n.startswith('Gtk') for n in named(app, 'text')), 5),
              lambda: named(app, 'text'))

        # GTK's own shortcuts window (Ctrl+?, the last thing opened): the
        # window, its search, the button that shows it, the button of its
        # sections, the tabs of its pages and its pictures are named, not
        # read by their classes or with underscores.
        activate('show-help-overlay')
        check('the shortcuts window, its search and its buttons are named',
              wait_for(lambda: 'Search Shortcuts' in named(app, 'entry')
                       and 'Sections' in named(app, 'push button') + named(app, 'toggle button')
                       and 'Page 1' in named(app, 'page tab')
                       and not any('_' in n for n in named(app, 'page tab'))
                       and not classy(app), 5),
              lambda: (named(app, 'entry'), classy(app)))

        # libadwaita's about window: its icon, its Back buttons (icons
        # with tooltips), its version (a button around a label) and its
        # buttons with mnemonics are named, as they look.
        subprocess.run(['gdbus', 'call', '--session', '--dest', 'org.gnome.Flow.Demo',
                        '--object-path', '/org/gnome/Flow/Demo',
                        '--method', 'org.gtk.Actions.Activate', 'about', '[]', '{}'],
                       check=True, stdout=subprocess.DEVNULL)

        def buttons():
            return named(app, 'push button')
        check('the about window names its icon and its buttons',
              wait_for(lambda: 'Flow Demo' in named(app, 'image')
                       and 'Back' in buttons() and version in buttons()
                       and not any(n.startswith('Gtk') or '_' in n for n in buttons()), 5),
              lambda: (named(app, 'image'), buttons()))
    finally:
        demo.terminate()
        demo.wait(10)
        shutil.rmtree(state, ignore_errors=True)

    return finish()


if __name__ == '__main__':
    sys.exit(main())

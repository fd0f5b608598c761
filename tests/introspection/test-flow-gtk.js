// SPDX-FileCopyrightText: 2026 The Flow Authors
// SPDX-License-Identifier: LGPL-2.1-or-later
//
// libflow-gtk from JavaScript (gjs): what a view gives that gjs could
// not read before. Exits non-zero on the first failure.

import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import Flow from 'gi://Flow?version=1';
import FlowGtk from 'gi://FlowGtk?version=1';

GLib.log_set_always_fatal(GLib.LogLevelFlags.LEVEL_CRITICAL |
                          GLib.LogLevelFlags.LEVEL_WARNING);

function assertEqual(got, expected, what) {
    if (got !== expected)
        throw new Error(`${what}: got ${got}, expected ${expected}`);
}

Gtk.init();

// The selection is a list model as well as a selection model: gjs gave
// it only the selection's methods while its type was private.
const graph = new Flow.Graph();
const nodes = ['A', 'B'].map(title => {
    const node = new Flow.Node({title});
    graph.add_node(node);
    return node;
});
const view = new FlowGtk.View({graph});
const selection = view.get_selection();
assertEqual(selection instanceof FlowGtk.Selection, true, 'type');
assertEqual(selection instanceof Gio.ListModel, true, 'list model');
assertEqual(selection.get_n_items(), 2, 'get_n_items');
assertEqual(selection.get_item(1), nodes[1], 'get_item');
selection.select_item(1, true);
assertEqual(selection.is_selected(1), true, 'selected');
assertEqual(selection.is_selected(0), false, 'not selected');

// The view's actions for widgets outside it: enabled as the view's.
const group = view.get_action_group();
assertEqual(group.list_actions().includes('zoom-in'), true, 'zoom-in listed');
assertEqual(group.get_action_enabled('undo'), false, 'nothing to undo');
nodes[0].set_title('A2');
assertEqual(group.get_action_enabled('undo'), true, 'something to undo');
group.activate_action('undo', null);
assertEqual(nodes[0].get_title(), 'A', 'undone through the group');

// A spin button that keeps its value exactly.
const spin = Gtk.SpinButton.new_with_range(0, 10, 0.01);
FlowGtk.spin_button_keep_values(spin);
spin.set_value(0.125);
assertEqual(spin.get_text(), '0.125', 'kept spin button text');
print('ok');

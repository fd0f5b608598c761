# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# libflow-gtk from Python: a view of a graph in a window, its properties,
# selection and actions, and a view built from a GtkBuilder description.

import sys
import unittest

import gi

gi.require_version('Gtk', '4.0')
gi.require_version('Flow', '1')
gi.require_version('FlowGtk', '1')
from gi.repository import Flow, FlowGtk, GLib, GObject, Gtk  # noqa: E402


def iterate(seconds=0.3):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + int(seconds * 1e6)
    while GLib.get_monotonic_time() < end:
        context.iteration(False)


def make_graph():
    graph = Flow.Graph()
    nodes = []
    for i, (x, y) in enumerate([(40, 40), (400, 120)]):
        node = Flow.Node(title=f'N{i}', x=x, y=y)
        node.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE))
        node.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE))
        graph.add_node(node)
        nodes.append(node)
    graph.add_connection(nodes[0].get_source('out'), nodes[1].get_sink('in'))
    return graph, nodes


class ViewTests(unittest.TestCase):
    def setUp(self):
        self.graph, self.nodes = make_graph()
        self.view = FlowGtk.View.new(self.graph)
        self.window = Gtk.Window(default_width=800, default_height=600)
        self.window.set_child(self.view)
        self.window.present()
        iterate()

    def tearDown(self):
        self.window.destroy()
        iterate(0.05)

    def test_widgets_and_geometry(self):
        widget = self.view.get_node_widget(self.nodes[1])
        self.assertIsInstance(widget, FlowGtk.Node)
        self.assertIs(widget.get_node(), self.nodes[1])
        ok, bounds = self.view.get_node_bounds(self.nodes[1])
        self.assertTrue(ok)
        self.assertEqual(bounds.origin.x, 400)
        self.assertIs(self.view.pick_node(410, 130), self.nodes[1])

    def test_nodes_in_area(self):
        from gi.repository import Graphene
        area = Graphene.Rect().init(0, 0, 300, 300)
        self.assertEqual(self.view.get_nodes_in_area(area), [self.nodes[0]])
        area = Graphene.Rect().init(0, 0, 1000, 1000)
        self.assertEqual(self.view.get_nodes_in_area(area), self.nodes)
        area = Graphene.Rect().init(2000, 2000, 10, 10)
        self.assertEqual(self.view.get_nodes_in_area(area), [])

    def test_selection_and_actions(self):
        selection = self.view.get_selection()
        self.assertIsInstance(selection, Gtk.SelectionModel)
        self.assertIsInstance(selection, FlowGtk.Selection)
        self.assertEqual(selection.get_n_items(), 2)
        self.assertEqual(selection.get_item(1), self.nodes[1])
        self.view.activate_action('flowview.select-all', None)
        self.assertTrue(selection.is_selected(0) and selection.is_selected(1))
        self.assertTrue(self.view.get_node_widget(self.nodes[0]).get_selected())
        self.view.activate_action('flowview.delete-selection', None)
        self.assertEqual(self.graph.get_n_items(), 0)
        self.view.activate_action('flowview.undo', None)
        self.assertEqual(self.graph.get_n_items(), 2)
        self.assertEqual(self.graph.get_connections().get_n_items(), 1)

    def test_action_group(self):
        group = self.view.get_action_group()
        self.assertIn('zoom-in', group.list_actions())
        self.assertIn('undo', group.list_actions())
        # Nothing to undo yet: disabled, as the view's own undo.
        self.assertFalse(group.get_action_enabled('undo'))
        seen = []
        group.connect('action-enabled-changed',
                      lambda g, name, enabled: seen.append((name, enabled)))
        self.nodes[0].set_title('Renamed')
        self.assertIn(('undo', True), seen)
        group.activate_action('undo', None)
        self.assertEqual(self.nodes[0].get_title(), 'N0')
        self.assertTrue(group.get_action_enabled('redo'))
        zoom = self.view.get_viewport().get_zoom()
        group.activate_action('zoom-in', None)
        self.assertGreater(self.view.get_viewport().get_zoom(), zoom)
        group.change_action_state('snap-to-grid', GLib.Variant('b', True))
        self.assertTrue(self.view.get_snap_to_grid())
        self.assertTrue(group.get_action_state('snap-to-grid').get_boolean())

    def test_properties_and_viewport(self):
        self.view.props.show_grid = False
        self.view.props.snap_to_grid = True
        self.assertFalse(self.view.get_show_grid())
        self.assertTrue(self.view.get_snap_to_grid())
        viewport = self.view.get_viewport()
        viewport.set_zoom(2.0)
        self.assertEqual(viewport.props.zoom, 2.0)
        self.view.zoom_to_fit()
        self.assertLessEqual(viewport.get_zoom(), 1.0)

    def test_type_colors(self):
        from gi.repository import Gdk
        colors = FlowGtk.TypeColors.get_for_display(self.view.get_display())
        light, dark = Gdk.RGBA(), Gdk.RGBA()
        light.parse('#ff0080')
        dark.parse('#008000')
        colors.set_color(GObject.TYPE_DOUBLE, light, dark)
        colors.props.dark = True
        ok, color = colors.lookup(GObject.TYPE_DOUBLE)
        self.assertTrue(ok)
        self.assertTrue(color.equal(dark))
        colors.props.dark = False
        colors.set_color(GObject.TYPE_DOUBLE, None, None)
        ok, color = colors.lookup(GObject.TYPE_DOUBLE)
        self.assertFalse(ok)

    def test_activated_signal(self):
        seen = []
        self.view.connect('node-activated', lambda view, node: seen.append(node))
        selection = self.view.get_selection()
        selection.select_item(1, True)
        self.view.activate_action('flowview.activate', None)
        self.assertEqual(seen, [self.nodes[1]])


class SpinButtonTests(unittest.TestCase):
    def test_keep_values(self):
        spin = Gtk.SpinButton.new_with_range(0, 10, 0.01)
        FlowGtk.spin_button_keep_values(spin)
        spin.set_value(0.125)
        self.assertEqual(spin.get_text(), '0.125')
        spin.set_value(2)
        self.assertEqual(spin.get_text(), '2.00')

    def test_keep_float_values(self):
        spin = Gtk.SpinButton.new_with_range(0, 10, 0.01)
        FlowGtk.spin_button_keep_values_of_type(spin, GObject.TYPE_FLOAT)
        # The float nearest 0.1, as a double.
        spin.set_value(0.10000000149011612)
        self.assertEqual(spin.get_text(), '0.10')


class BuilderTests(unittest.TestCase):
    def test_view_from_ui(self):
        FlowGtk.init()
        builder = Gtk.Builder.new_from_string('''
<interface>
  <object class="GtkWindow" id="window">
    <property name="default-width">600</property>
    <property name="default-height">400</property>
    <child>
      <object class="FlowGtkView" id="view">
        <property name="show-grid">false</property>
        <property name="detail-zoom">0.25</property>
      </object>
    </child>
  </object>
</interface>''', -1)
        view = builder.get_object('view')
        self.assertIsInstance(view, FlowGtk.View)
        self.assertFalse(view.get_show_grid())
        self.assertEqual(view.get_detail_zoom(), 0.25)
        graph, nodes = make_graph()
        view.set_graph(graph)
        window = builder.get_object('window')
        window.present()
        iterate()
        self.assertIsNotNone(view.get_node_widget(nodes[0]))
        window.destroy()
        iterate(0.05)


if __name__ == '__main__':
    sys.exit(0 if unittest.main(exit=False).result.wasSuccessful() else 1)

#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Subgraphs: a "Lerp" group, a + (b - a) × t, made of three arithmetic
# nodes, used by three group nodes with their own values; an edit inside
# one of them that all of them follow; a group node given a group of its
# own; and the document saved and loaded again, each group once.

import gi

gi.require_version('Flow', '1')
gi.require_version('Json', '1.0')
from gi.repository import Flow, GObject, Json  # noqa: E402

OPERATIONS = {
    'add': lambda a, b: a + b,
    'subtract': lambda a, b: a - b,
    'multiply': lambda a, b: a * b,
}


class Arithmetic(Flow.Node):
    """a (operation) b. The operation is a construct property, so that
    the copies a group node makes of its group's nodes do the same, and
    the node saves it in files."""

    __gtype_name__ = 'ExampleGroupArithmetic'

    operation = GObject.Property(type=str, default='add',
                                 flags=GObject.ParamFlags.READWRITE |
                                 GObject.ParamFlags.CONSTRUCT)

    def do_save(self):
        node = Json.Node.new(Json.NodeType.VALUE)
        node.set_string(self.operation)
        return node

    def do_load(self, data):
        operation = data.get_string() if data.get_value_type() == GObject.TYPE_STRING else None
        if operation not in OPERATIONS:
            return False
        self.operation = operation
        return True

    def __init__(self, **properties):
        super().__init__(**properties)
        for name in ('a', 'b'):
            self.add_dock(Flow.Sink.new(name, GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Source.new('result', GObject.TYPE_DOUBLE))

    def do_sink_changed(self, sink):
        a = self.get_sink('a').get_value()
        b = self.get_sink('b').get_value()
        if a is None or b is None:
            self.get_source('result').clear_value()
        else:
            self.get_source('result').set_value(OPERATIONS[self.operation](a, b))


def make_lerp():
    lerp = Flow.Group.new('Lerp')
    a = lerp.add_input('a', GObject.TYPE_DOUBLE)
    b = lerp.add_input('b', GObject.TYPE_DOUBLE)
    t = lerp.add_input('t', GObject.TYPE_DOUBLE)
    out = lerp.add_output('value', GObject.TYPE_DOUBLE)

    graph = lerp.get_graph()
    span = Arithmetic(title='b − a', operation='subtract')
    scaled = Arithmetic(title='× t', operation='multiply')
    total = Arithmetic(title='a +', operation='add')
    for node in (span, scaled, total):
        graph.add_node(node)
    graph.add_connection(b, span.get_sink('a'))
    graph.add_connection(a, span.get_sink('b'))
    graph.add_connection(span.get_source('result'), scaled.get_sink('a'))
    graph.add_connection(t, scaled.get_sink('b'))
    graph.add_connection(a, total.get_sink('a'))
    graph.add_connection(scaled.get_source('result'), total.get_sink('b'))
    graph.add_connection(total.get_source('result'), out)
    return lerp


def set_inputs(node, a, b, t):
    for name, number in (('a', a), ('b', b), ('t', t)):
        node.get_sink(name).set_default_value(number)


def show(document):
    for node in document:
        if isinstance(node, Flow.GroupNode):
            value = node.get_source('value').get_value()
            print('%s (%s): %g' % (node.get_title(), node.get_group().get_name(), value))


document = Flow.Graph.new()
history = document.get_history()  # Edits are recorded from here on.
lerp = make_lerp()
nodes = []
for title, t in (('quarter', 0.25), ('half', 0.5), ('all', 1.0)):
    node = Flow.GroupNode.new(lerp)
    node.set_title(title)
    document.add_node(node)
    set_inputs(node, 10, 20, t)
    nodes.append(node)

print('groups: %s, %d users' % (', '.join(g.get_name() for g in document.get_groups()),
                                lerp.get_n_users()))
show(document)

# An edit inside one group node is an edit of the group: every group
# node follows. Here the "a +" node becomes muted: it passes a on.
inside = nodes[0].get_graph()
for node in inside:
    if node.get_title() == 'a +':
        node.set_muted(True)
print('muted inside "quarter":')
show(document)
history.undo()
print('undone: %s' % history.get_redo_label())

# One group node gets a group of its own, and changes alone.
own = nodes[2].make_single_user()
print('single user: %s' % own.get_name())
for node in own.get_graph():
    if node.get_title() == 'a +':
        node.set_muted(True)
show(document)

# Saved and loaded: each group once, the values computed again.
serializer = Flow.Serializer.new()
serializer.register_type('example.arithmetic', Arithmetic.__gtype__)
text, length = serializer.save_to_data(document)
print('saved: format %d, %d groups' % (2 if '"groups"' in text else 1, text.count('"name" : "Lerp')))
loaded = Flow.Graph.new()
serializer.load_from_data(loaded, text.encode())
show(loaded)
